/* bn-honor-chart.c — a leader's honor across his battles, drawn.
 *
 * The drawing is the printed chronicle's (bn_chronicle_draw_chart()), in
 * the theme's foreground and accent colours, so the chart on screen and on
 * paper show the same points, bands and marks. The widget borrows the
 * chronicle it is given: its owner keeps it alive while it is shown.
 */
#include "bn-config.h"

#include "bn-honor-chart.h"

#include <glib/gi18n.h>

struct _BnHonorChart
{
  GtkWidget parent_instance;

  const BnChronicle *chronicle;
  BnLeaderRules *rules;
};

G_DEFINE_FINAL_TYPE (BnHonorChart, bn_honor_chart, GTK_TYPE_WIDGET)

static void
bn_honor_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  BnHonorChart *self = BN_HONOR_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GdkRGBA fg;
  double ink[3], accent[3] = { 0.75, 0.22, 0.17 };
  cairo_t *cr;

  if (self->chronicle == NULL || self->rules == NULL || width <= 0 || height <= 0)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  ink[0] = fg.red;
  ink[1] = fg.green;
  ink[2] = fg.blue;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  bn_chronicle_draw_chart (self->chronicle, self->rules, cr, width, height, ink, accent);
  cairo_destroy (cr);
}

static void
bn_honor_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 200 : 160;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 560 : 200;
}

static void
bn_honor_chart_finalize (GObject *object)
{
  BnHonorChart *self = BN_HONOR_CHART (object);

  g_clear_pointer (&self->rules, bn_leader_rules_unref);
  G_OBJECT_CLASS (bn_honor_chart_parent_class)->finalize (object);
}

static void
bn_honor_chart_class_init (BnHonorChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bn_honor_chart_finalize;
  widget_class->snapshot = bn_honor_chart_snapshot;
  widget_class->measure = bn_honor_chart_measure;
  gtk_widget_class_set_css_name (widget_class, "honorchart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bn_honor_chart_init (BnHonorChart *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Honor across battles"), -1);
}

GtkWidget *
bn_honor_chart_new (void)
{
  return g_object_new (BN_TYPE_HONOR_CHART, NULL);
}

/* @chronicle: (nullable) (transfer none): kept alive by the caller while
 *   the chart shows it */
void
bn_honor_chart_set_chronicle (BnHonorChart      *self,
                              const BnChronicle *chronicle,
                              BnLeaderRules     *rules)
{
  g_return_if_fail (BN_IS_HONOR_CHART (self));

  self->chronicle = chronicle;
  if (rules != NULL)
    bn_leader_rules_ref (rules);
  g_clear_pointer (&self->rules, bn_leader_rules_unref);
  self->rules = rules;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Returns: the points drawn: one per battle of the chronicle. */
guint
bn_honor_chart_get_n_points (BnHonorChart *self)
{
  g_return_val_if_fail (BN_IS_HONOR_CHART (self), 0);

  return self->chronicle != NULL ? bn_chronicle_get_n_battles (self->chronicle) : 0;
}
