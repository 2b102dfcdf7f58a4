/* bn-points-bar.c — an army's points, spent, promised and unspent, at a glance.
 *
 * A horizontal bar the width of the widget stands for the army's points:
 * what the units cost fills it from the left, what is promised to
 * mercenaries follows, and the rest is what is left for bribes. When the
 * roster costs more than the army has, the bar stands for what it costs,
 * a mark shows where the army's points end, and everything beyond it is in
 * the error colour. The numbers are labels under the bar, each with the
 * colour of its part, so the colours are never the only way to tell.
 *
 * The bar shows a BnArmyReport: it adds nothing up itself.
 */
#include "bn-config.h"

#include "bn-points-bar.h"

#include <glib/gi18n.h>

#define BAR_HEIGHT 14

struct _BnPointsBar
{
  GtkWidget parent_instance;

  gboolean mustered;
  guint total;
  guint spent;
  guint promised;
  guint unspent;
  guint over;

  GtkWidget *bar;
  GtkWidget *legend;
  GtkLabel *spent_label;
  GtkLabel *promised_label;
  GtkLabel *unspent_label;
  GtkLabel *total_label;
  GtkLabel *over_label;
  GtkWidget *unspent_item;
};

G_DEFINE_FINAL_TYPE (BnPointsBar, bn_points_bar, GTK_TYPE_WIDGET)

static GdkRGBA
lookup_color (GtkWidget  *widget,
              const char *name,
              const char *fallback)
{
  GdkRGBA rgba;

  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, &rgba))
    gdk_rgba_parse (&rgba, fallback);
  return rgba;
}

static void
rounded_rectangle (cairo_t *cr,
                   double   x,
                   double   y,
                   double   width,
                   double   height,
                   double   radius)
{
  radius = MIN (radius, MIN (width, height) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
fill_span (cairo_t       *cr,
           const GdkRGBA *rgba,
           double         from,
           double         to,
           double         height)
{
  if (to <= from)
    return;
  gdk_cairo_set_source_rgba (cr, rgba);
  cairo_rectangle (cr, from, 0, to - from, height);
  cairo_fill (cr);
}

static void
draw_bar (GtkDrawingArea *area,
          cairo_t        *cr,
          int             width,
          int             height,
          gpointer        user_data)
{
  BnPointsBar *self = BN_POINTS_BAR (user_data);
  GtkWidget *widget = GTK_WIDGET (area);
  GdkRGBA track = lookup_color (widget, "window_fg_color", "#2e3436");
  GdkRGBA spent = lookup_color (widget, "accent_bg_color", "#3584e4");
  GdkRGBA promised = lookup_color (widget, "warning_bg_color", "#e5a50a");
  GdkRGBA over = lookup_color (widget, "error_bg_color", "#e01b24");
  guint owed = self->spent + self->promised;
  /* Over its points, the bar stands for what the roster costs. */
  guint scale = MAX (self->total, owed);
  double spent_x, owed_x, limit_x;

  track.alpha *= 0.1;
  rounded_rectangle (cr, 0, 0, width, height, height / 2.0);
  cairo_clip (cr);
  gdk_cairo_set_source_rgba (cr, &track);
  cairo_paint (cr);
  if (scale == 0)
    return;

  spent_x = width * (double) self->spent / scale;
  owed_x = width * (double) owed / scale;
  limit_x = self->mustered ? width * (double) self->total / scale : width;

  fill_span (cr, &spent, 0, MIN (spent_x, limit_x), height);
  fill_span (cr, &promised, spent_x, MIN (owed_x, limit_x), height);
  if (self->mustered && owed > self->total)
    {
      GdkRGBA mark = lookup_color (widget, "window_fg_color", "#2e3436");

      fill_span (cr, &over, limit_x, owed_x, height);
      /* Where the army's points end. */
      cairo_set_line_width (cr, 2);
      gdk_cairo_set_source_rgba (cr, &mark);
      cairo_move_to (cr, limit_x, 0);
      cairo_line_to (cr, limit_x, height);
      cairo_stroke (cr);
    }

  /* A hairline between the parts, so two parts of a like colour (in high
   * contrast) still read as two. */
  if (spent_x > 0 && owed_x > spent_x)
    {
      GdkRGBA gap = lookup_color (widget, "view_bg_color", "#ffffff");

      gdk_cairo_set_source_rgba (cr, &gap);
      cairo_rectangle (cr, spent_x - 0.5, 0, 1, height);
      cairo_fill (cr);
    }
}

static void
legend_append (BnPointsBar *self,
               GtkWidget   *item)
{
  GtkWidget *child = gtk_flow_box_child_new ();

  gtk_widget_set_focusable (child, FALSE);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), item);
  gtk_flow_box_append (GTK_FLOW_BOX (self->legend), child);
}

/* A legend item hidden leaves no gap: its place in the flow goes too. */
static void
set_item_visible (GtkWidget *item,
                  gboolean   visible)
{
  gtk_widget_set_visible (item, visible);
  gtk_widget_set_visible (gtk_widget_get_parent (item), visible);
}

static GtkWidget *
make_item (const char  *css_class,
           GtkLabel   **out_label)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* An empty box: a label would be as tall as its font, not round. */
  GtkWidget *dot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (dot, "bn-points-dot");
  gtk_widget_add_css_class (dot, css_class);
  gtk_widget_set_valign (dot, GTK_ALIGN_CENTER);
  gtk_accessible_update_state (GTK_ACCESSIBLE (dot), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (box), dot);
  gtk_box_append (GTK_BOX (box), label);
  *out_label = GTK_LABEL (label);
  return box;
}

static void
update (BnPointsBar *self)
{
  g_autofree char *spent = g_strdup_printf (_("Spent %u"), self->spent);
  g_autofree char *promised = g_strdup_printf (_("Promised %u"), self->promised);
  g_autofree char *unspent = g_strdup_printf (_("Unspent %u"), self->unspent);
  g_autofree char *total = self->mustered ? g_strdup_printf (_("Army %u"), self->total)
                                          : g_strdup (_("Not mustered"));
  g_autofree char *over = g_strdup_printf (_("Over by %u"), self->over);
  g_autofree char *description = bn_points_bar_get_text (self);

  gtk_label_set_text (self->spent_label, spent);
  gtk_label_set_text (self->promised_label, promised);
  gtk_label_set_text (self->unspent_label, unspent);
  gtk_label_set_text (self->total_label, total);
  gtk_label_set_text (self->over_label, over);
  set_item_visible (GTK_WIDGET (self->over_label), self->over > 0);
  /* Unspent means nothing before there are points, or once over them. */
  set_item_visible (self->unspent_item, self->mustered && self->over == 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
  gtk_widget_queue_draw (self->bar);
}

static void
bn_points_bar_dispose (GObject *object)
{
  BnPointsBar *self = BN_POINTS_BAR (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  self->bar = NULL;
  self->legend = NULL;

  G_OBJECT_CLASS (bn_points_bar_parent_class)->dispose (object);
}

static void
bn_points_bar_class_init (BnPointsBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bn_points_bar_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "points-bar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bn_points_bar_init (BnPointsBar *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 8);

  self->bar = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->bar), BAR_HEIGHT);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->bar), draw_bar, self, NULL);
  gtk_widget_set_hexpand (self->bar, TRUE);
  gtk_widget_add_css_class (self->bar, "bn-points-track");
  gtk_widget_set_parent (self->bar, GTK_WIDGET (self));

  /* The legend wraps onto a second line in a narrow window. */
  self->legend = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->legend), GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->legend), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->legend), 8);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->legend), 18);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->legend), 4);
  gtk_widget_add_css_class (self->legend, "bn-points-legend");
  legend_append (self, make_item ("spent", &self->spent_label));
  legend_append (self, make_item ("promised", &self->promised_label));
  self->unspent_item = make_item ("unspent", &self->unspent_label);
  legend_append (self, self->unspent_item);
  self->over_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->over_label), "error");
  gtk_widget_add_css_class (GTK_WIDGET (self->over_label), "heading");
  gtk_widget_add_css_class (GTK_WIDGET (self->over_label), "numeric");
  legend_append (self, GTK_WIDGET (self->over_label));
  self->total_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->total_label), "heading");
  gtk_widget_add_css_class (GTK_WIDGET (self->total_label), "numeric");
  legend_append (self, GTK_WIDGET (self->total_label));
  gtk_widget_set_parent (self->legend, GTK_WIDGET (self));

  update (self);
}

GtkWidget *
bn_points_bar_new (void)
{
  return g_object_new (BN_TYPE_POINTS_BAR, NULL);
}

/**
 * bn_points_bar_set_report:
 * @report: (nullable): the roster's check, or %NULL to show nothing spent
 * @mustered: whether the army has points yet
 */
void
bn_points_bar_set_report (BnPointsBar        *self,
                          const BnArmyReport *report,
                          gboolean            mustered)
{
  g_return_if_fail (BN_IS_POINTS_BAR (self));

  self->mustered = mustered;
  self->total = report != NULL ? report->army_points : 0;
  self->spent = report != NULL ? report->spent : 0;
  self->promised = report != NULL ? report->promised : 0;
  self->unspent = report != NULL ? report->unspent : 0;
  self->over = report != NULL ? report->over : 0;
  update (self);
}

gboolean
bn_points_bar_get_mustered (BnPointsBar *self)
{
  g_return_val_if_fail (BN_IS_POINTS_BAR (self), FALSE);

  return self->mustered;
}

guint
bn_points_bar_get_total (BnPointsBar *self)
{
  g_return_val_if_fail (BN_IS_POINTS_BAR (self), 0);

  return self->total;
}

guint
bn_points_bar_get_spent (BnPointsBar *self)
{
  g_return_val_if_fail (BN_IS_POINTS_BAR (self), 0);

  return self->spent;
}

guint
bn_points_bar_get_promised (BnPointsBar *self)
{
  g_return_val_if_fail (BN_IS_POINTS_BAR (self), 0);

  return self->promised;
}

guint
bn_points_bar_get_unspent (BnPointsBar *self)
{
  g_return_val_if_fail (BN_IS_POINTS_BAR (self), 0);

  return self->unspent;
}

guint
bn_points_bar_get_over (BnPointsBar *self)
{
  g_return_val_if_fail (BN_IS_POINTS_BAR (self), 0);

  return self->over;
}

/* Returns: (transfer full): the numbers in words, as the labels show them:
 *   "Spent 30 · Promised 6 · Unspent 7 · Army 43", with "Over by N" when
 *   the roster costs too much. */
char *
bn_points_bar_get_text (BnPointsBar *self)
{
  GString *text;

  g_return_val_if_fail (BN_IS_POINTS_BAR (self), NULL);

  text = g_string_new (NULL);
  /* TRANSLATORS: the parts of the points bar, joined by " · " */
  g_string_append_printf (text, _("Spent %u"), self->spent);
  g_string_append (text, " · ");
  g_string_append_printf (text, _("Promised %u"), self->promised);
  if (!self->mustered)
    {
      g_string_append (text, " · ");
      g_string_append (text, _("Not mustered"));
      return g_string_free (text, FALSE);
    }
  g_string_append (text, " · ");
  if (self->over > 0)
    g_string_append_printf (text, _("Over by %u"), self->over);
  else
    g_string_append_printf (text, _("Unspent %u"), self->unspent);
  g_string_append (text, " · ");
  g_string_append_printf (text, _("Army %u"), self->total);
  return g_string_free (text, FALSE);
}
