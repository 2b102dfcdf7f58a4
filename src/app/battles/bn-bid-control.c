/* bn-bid-control.c — a bid for enemy mercenaries; see the header. */
#include "bn-config.h"

#include "bn-bid-control.h"

#include <glib/gi18n.h>

struct _BnBidControl
{
  GtkBox parent_instance;

  GArray *offers;          /* BnBattleAction: one legal bid per unit, its template */
  guint least;             /* the points the legal bids range over */
  guint most;
  GtkDropDown *unit_drop;
  GtkSpinButton *points_spin;
  GtkWidget *bid_button;
};

G_DEFINE_FINAL_TYPE (BnBidControl, bn_bid_control, GTK_TYPE_BOX)

enum {
  SIGNAL_BID,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A bid's points as the action carries them (BN_ACTION_BRIBE: b + 256 c). */
static guint
bid_points (const BnBattleAction *action)
{
  return action->b + 256u * action->c;
}

static void
on_bid_clicked_cb (BnBidControl *self)
{
  g_signal_emit (self, signals[SIGNAL_BID], 0);
}

static void
bn_bid_control_dispose (GObject *object)
{
  BnBidControl *self = BN_BID_CONTROL (object);

  g_clear_pointer (&self->offers, g_array_unref);
  G_OBJECT_CLASS (bn_bid_control_parent_class)->dispose (object);
}

static void
bn_bid_control_class_init (BnBidControlClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bn_bid_control_dispose;

  /**
   * BnBidControl::bid:
   *
   * The player pressed Bid; bn_bid_control_get_action() gives the action.
   */
  signals[SIGNAL_BID] = g_signal_new ("bid", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bn_bid_control_init (BnBidControl *self)
{
  GtkWidget *title = gtk_label_new (_("Bid for Mercenaries"));
  GtkWidget *hint = gtk_label_new (_("Points you have unspent and do not owe. The bid turns them "
                                     "if it is more than their secret promise."));
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->offers = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_box_append (GTK_BOX (self), title);
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_widget_add_css_class (hint, "caption");
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_box_append (GTK_BOX (self), hint);

  self->unit_drop = GTK_DROP_DOWN (gtk_drop_down_new_from_strings ((const char * const[]) { NULL }));
  gtk_widget_set_hexpand (GTK_WIDGET (self->unit_drop), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->unit_drop), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Mercenary unit to bid for"), -1);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->unit_drop));
  self->points_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 1, 1));
  gtk_widget_set_valign (GTK_WIDGET (self->points_spin), GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->points_spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Points bid"), -1);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->points_spin));
  self->bid_button = gtk_button_new_with_mnemonic (_("_Bid"));
  gtk_widget_set_tooltip_text (self->bid_button, _("Offer the points to the mercenaries"));
  g_signal_connect_swapped (self->bid_button, "clicked", G_CALLBACK (on_bid_clicked_cb), self);
  gtk_box_append (GTK_BOX (row), self->bid_button);
  gtk_box_append (GTK_BOX (self), row);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
bn_bid_control_new (void)
{
  return g_object_new (BN_TYPE_BID_CONTROL, NULL);
}

/**
 * bn_bid_control_set_actions:
 * @legal: the battle's legal actions now
 *
 * Offers the bids among @legal: their units, named by @words, and the
 * points from the least to the most they offer. Hidden when there is none.
 */
void
bn_bid_control_set_actions (BnBidControl         *self,
                            const BnBattleWords  *words,
                            const BnBattleAction *legal,
                            guint                 n_legal)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint kept = gtk_drop_down_get_selected (self->unit_drop);
  int kept_unit = kept < self->offers->len ? g_array_index (self->offers, BnBattleAction, kept).a : -1;
  guint selected = 0;

  g_return_if_fail (BN_IS_BID_CONTROL (self));

  g_array_set_size (self->offers, 0);
  self->least = G_MAXUINT;
  self->most = 0;
  for (guint i = 0; i < n_legal; i++)
    {
      const BnBattleAction *action = &legal[i];
      gboolean seen = FALSE;

      if (action->type != BN_ACTION_BRIBE)
        continue;
      self->least = MIN (self->least, bid_points (action));
      self->most = MAX (self->most, bid_points (action));
      for (guint k = 0; k < self->offers->len && !seen; k++)
        seen = g_array_index (self->offers, BnBattleAction, k).a == action->a;
      if (seen)
        continue;
      if (action->a == kept_unit)
        selected = self->offers->len;
      g_array_append_val (self->offers, *action);
      gtk_string_list_append (names, bn_battle_words_unit (words, action->a));
    }
  gtk_widget_set_visible (GTK_WIDGET (self), self->offers->len > 0);
  if (self->offers->len == 0)
    return;
  gtk_drop_down_set_model (self->unit_drop, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->unit_drop, selected);
  gtk_spin_button_set_range (self->points_spin, self->least, self->most);
}

/* Returns: how many mercenary units may be bid for now. */
guint
bn_bid_control_get_n_units (BnBidControl *self)
{
  g_return_val_if_fail (BN_IS_BID_CONTROL (self), 0);

  return self->offers->len;
}

/* The points the spin button offers, least and most. */
void
bn_bid_control_get_range (BnBidControl *self,
                          guint        *out_least,
                          guint        *out_most)
{
  g_return_if_fail (BN_IS_BID_CONTROL (self));

  if (out_least != NULL)
    *out_least = self->offers->len > 0 ? self->least : 0;
  if (out_most != NULL)
    *out_most = self->most;
}

/* Chooses the @unit'th mercenary unit offered and @points. Returns:
 * %FALSE if there is no such unit or the points are out of range. */
gboolean
bn_bid_control_choose (BnBidControl *self,
                       guint         unit,
                       guint         points)
{
  g_return_val_if_fail (BN_IS_BID_CONTROL (self), FALSE);

  if (unit >= self->offers->len || points < self->least || points > self->most)
    return FALSE;
  gtk_drop_down_set_selected (self->unit_drop, unit);
  gtk_spin_button_set_value (self->points_spin, points);
  return TRUE;
}

/* The bid as chosen: the legal bid's action for that unit with the points
 * in the spin button. Returns: %FALSE when no bid is offered. */
gboolean
bn_bid_control_get_action (BnBidControl   *self,
                           BnBattleAction *out_action)
{
  guint selected;
  guint points;

  g_return_val_if_fail (BN_IS_BID_CONTROL (self), FALSE);
  g_return_val_if_fail (out_action != NULL, FALSE);

  selected = gtk_drop_down_get_selected (self->unit_drop);
  if (selected >= self->offers->len)
    return FALSE;
  points = (guint) gtk_spin_button_get_value_as_int (self->points_spin);
  *out_action = g_array_index (self->offers, BnBattleAction, selected);
  out_action->b = (guint8) (points & 0xFF);
  out_action->c = (guint8) (points >> 8);
  return TRUE;
}

/* Presses Bid. Returns: %FALSE if no bid is offered. */
gboolean
bn_bid_control_bid (BnBidControl *self)
{
  g_return_val_if_fail (BN_IS_BID_CONTROL (self), FALSE);

  if (!gtk_widget_get_visible (GTK_WIDGET (self)) || self->offers->len == 0)
    return FALSE;
  g_signal_emit_by_name (self->bid_button, "clicked");
  return TRUE;
}
