/* bn-card-widget.c — one playing card, drawn as a card.
 *
 * A rounded white card showing the value and suit in two opposite corners
 * and the suit large in the middle, red for hearts, diamonds and the red
 * joker and black otherwise, as on the table. The compact form (for lists)
 * shows only the value over the suit. BN_CARD_INVALID draws an empty place
 * where a card is still to come. The card's name in words is its tooltip
 * and accessible label, so the colour is never the only way to tell.
 */
#include "bn-config.h"

#include "bn-card-widget.h"

#include <glib/gi18n.h>

struct _BnCardWidget
{
  GtkWidget parent_instance;

  BnCard card;
  gboolean compact;
  gboolean set_aside;

  GtkWidget *corner_top;
  GtkWidget *corner_bottom;
  GtkWidget *pip;
};

G_DEFINE_FINAL_TYPE (BnCardWidget, bn_card_widget, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD,
  PROP_COMPACT,
  PROP_SET_ASIDE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *
value_text (BnCard card)
{
  static const char *const values[] = {
    NULL, "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
  };

  return values[bn_card_get_value (card)];
}

static void
update (BnCardWidget *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  g_autofree char *corner = NULL;
  g_autofree char *pip = NULL;
  g_autofree char *name = NULL;
  g_autofree char *label = NULL;
  gboolean valid = bn_card_is_valid (self->card);

  gtk_widget_remove_css_class (widget, "red");
  gtk_widget_remove_css_class (widget, "black");
  gtk_widget_remove_css_class (widget, "joker");
  gtk_widget_remove_css_class (widget, "empty");

  if (!valid)
    {
      gtk_widget_add_css_class (widget, "empty");
      corner = g_strdup ("");
      pip = g_strdup ("?");
      label = g_strdup (_("No card yet"));
    }
  else
    {
      const char *symbol = bn_suit_to_symbol (bn_card_get_suit (self->card));

      gtk_widget_add_css_class (widget, bn_card_is_red (self->card) ? "red" : "black");
      name = bn_card_to_display (self->card);
      if (bn_card_is_joker (self->card))
        {
          gtk_widget_add_css_class (widget, "joker");
          corner = g_strdup ("★");
          pip = self->compact ? g_strdup ("★") : g_strdup (_("Joker"));
        }
      else
        {
          corner = g_strdup_printf ("%s\n%s", value_text (self->card), symbol);
          pip = self->compact ? g_strdup_printf ("%s\n%s", value_text (self->card), symbol)
                              : g_strdup (symbol);
        }
      label = self->set_aside ? g_strdup_printf (_("%s (set aside)"), name) : g_strdup (name);
    }

  gtk_label_set_text (GTK_LABEL (self->corner_top), corner);
  gtk_label_set_text (GTK_LABEL (self->corner_bottom), corner);
  gtk_label_set_text (GTK_LABEL (self->pip), pip);
  gtk_widget_set_visible (self->corner_top, !self->compact && valid);
  gtk_widget_set_visible (self->corner_bottom, !self->compact && valid);

  if (self->compact)
    gtk_widget_add_css_class (widget, "compact");
  else
    gtk_widget_remove_css_class (widget, "compact");
  if (self->set_aside)
    gtk_widget_add_css_class (widget, "set-aside");
  else
    gtk_widget_remove_css_class (widget, "set-aside");

  gtk_widget_set_tooltip_text (widget, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static void
bn_card_widget_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  BnCardWidget *self = BN_CARD_WIDGET (widget);
  GtkWidget *children[] = { self->pip, self->corner_top, self->corner_bottom };

  *minimum = *natural = 0;
  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    {
      int child_min, child_nat;

      if (!gtk_widget_should_layout (children[i]))
        continue;
      gtk_widget_measure (children[i], orientation, -1, &child_min, &child_nat, NULL, NULL);
      *minimum = MAX (*minimum, child_min);
      *natural = MAX (*natural, child_nat);
    }
}

/* The lower corner is the upper one turned half a circle, as printed. */
static void
bn_card_widget_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  BnCardWidget *self = BN_CARD_WIDGET (widget);

  gtk_widget_allocate (self->pip, width, height, -1, NULL);
  if (gtk_widget_should_layout (self->corner_top))
    {
      int corner_width, corner_height;
      GskTransform *transform;

      gtk_widget_measure (self->corner_top, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &corner_width, NULL, NULL);
      gtk_widget_measure (self->corner_top, GTK_ORIENTATION_VERTICAL, corner_width, NULL, &corner_height, NULL, NULL);
      corner_width = MIN (corner_width, width);
      corner_height = MIN (corner_height, height);
      gtk_widget_allocate (self->corner_top, corner_width, corner_height, -1, NULL);

      transform = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (width, height));
      transform = gsk_transform_rotate (transform, 180);
      gtk_widget_allocate (self->corner_bottom, corner_width, corner_height, -1, transform);
    }
}

static void
bn_card_widget_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BnCardWidget *self = BN_CARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_uint (value, self->card);
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    case PROP_SET_ASIDE:
      g_value_set_boolean (value, self->set_aside);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bn_card_widget_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BnCardWidget *self = BN_CARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_CARD:
      bn_card_widget_set_card (self, (BnCard) g_value_get_uint (value));
      break;
    case PROP_COMPACT:
      bn_card_widget_set_compact (self, g_value_get_boolean (value));
      break;
    case PROP_SET_ASIDE:
      bn_card_widget_set_set_aside (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bn_card_widget_dispose (GObject *object)
{
  BnCardWidget *self = BN_CARD_WIDGET (object);

  g_clear_pointer (&self->corner_top, gtk_widget_unparent);
  g_clear_pointer (&self->corner_bottom, gtk_widget_unparent);
  g_clear_pointer (&self->pip, gtk_widget_unparent);

  G_OBJECT_CLASS (bn_card_widget_parent_class)->dispose (object);
}

static void
bn_card_widget_class_init (BnCardWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = bn_card_widget_get_property;
  object_class->set_property = bn_card_widget_set_property;
  object_class->dispose = bn_card_widget_dispose;
  widget_class->measure = bn_card_widget_measure;
  widget_class->size_allocate = bn_card_widget_size_allocate;

  properties[PROP_CARD] =
    g_param_spec_uint ("card", NULL, NULL,
                       0, BN_CARD_INVALID, BN_CARD_INVALID,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SET_ASIDE] =
    g_param_spec_boolean ("set-aside", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "playing-card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static GtkWidget *
make_label (BnCardWidget *self,
            const char   *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, css_class);
  /* The card's own accessible label says it all; its parts would only
   * repeat it piecemeal. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_set_parent (label, GTK_WIDGET (self));
  return label;
}

static void
bn_card_widget_init (BnCardWidget *self)
{
  self->card = BN_CARD_INVALID;
  self->pip = make_label (self, "pip");
  self->corner_top = make_label (self, "corner");
  self->corner_bottom = make_label (self, "corner");
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  update (self);
}

GtkWidget *
bn_card_widget_new (BnCard card)
{
  return g_object_new (BN_TYPE_CARD_WIDGET, "card", (guint) card, NULL);
}

BnCard
bn_card_widget_get_card (BnCardWidget *self)
{
  g_return_val_if_fail (BN_IS_CARD_WIDGET (self), BN_CARD_INVALID);

  return self->card;
}

/* @card: a card, or BN_CARD_INVALID for the empty place of one to come */
void
bn_card_widget_set_card (BnCardWidget *self,
                         BnCard        card)
{
  g_return_if_fail (BN_IS_CARD_WIDGET (self));

  if (!bn_card_is_valid (card))
    card = BN_CARD_INVALID;
  if (self->card == card)
    return;
  self->card = card;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
}

gboolean
bn_card_widget_get_compact (BnCardWidget *self)
{
  g_return_val_if_fail (BN_IS_CARD_WIDGET (self), FALSE);

  return self->compact;
}

void
bn_card_widget_set_compact (BnCardWidget *self,
                            gboolean      compact)
{
  g_return_if_fail (BN_IS_CARD_WIDGET (self));

  compact = !!compact;
  if (self->compact == compact)
    return;
  self->compact = compact;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

gboolean
bn_card_widget_get_set_aside (BnCardWidget *self)
{
  g_return_val_if_fail (BN_IS_CARD_WIDGET (self), FALSE);

  return self->set_aside;
}

void
bn_card_widget_set_set_aside (BnCardWidget *self,
                              gboolean      set_aside)
{
  g_return_if_fail (BN_IS_CARD_WIDGET (self));

  set_aside = !!set_aside;
  if (self->set_aside == set_aside)
    return;
  self->set_aside = set_aside;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SET_ASIDE]);
}
