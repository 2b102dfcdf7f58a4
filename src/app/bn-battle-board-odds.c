/* bn-battle-board-odds.c — the odds of an attack, shown on the board
 * where the pointer rests on the enemy to be fought.
 *
 * With an attacker picked, or where only one unit may fight the enemy
 * under the pointer, each attack or shot the moves offered leave on that
 * hex (on the unit, on the commander with it) is previewed by the engine
 * (bn-combat-preview.h) and its words shown in a popover beside the
 * enemy: the dice each side throws and why, the chance of each outcome,
 * the losses to expect. The popover
 * takes no clicks and no focus; it goes when the pointer leaves the hex,
 * when a piece's own popover opens, and whenever the moves offered
 * change (a move made, a hand-over: then nothing is offered). */
#include "bn-battle-board-private.h"

#include <string.h>

#include "bn-battle-words.h"
#include "bn-combat-odds.h"
#include "bn-combat-preview.h"

/* Wrapped labels in a popover: their natural width one line long would
 * make the popover measure its height for that width, then be narrowed
 * and cut short. A few dozen characters at most, then. */
static void
narrow_labels (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_label_get_wrap (GTK_LABEL (child)))
        gtk_label_set_max_width_chars (GTK_LABEL (child), 40);
      narrow_labels (child);
    }
}

static void
odds_popover (BnBattleBoard *self)
{
  if (self->odds != NULL)
    return;
  self->odds = gtk_popover_new ();
  gtk_popover_set_autohide (GTK_POPOVER (self->odds), FALSE);
  gtk_widget_set_can_target (self->odds, FALSE);
  gtk_widget_set_can_focus (self->odds, FALSE);
  self->odds_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_size_request (self->odds_box, 320, -1);
  for (guint i = 0; i < BN_BOARD_MAX_ODDS; i++)
    {
      GtkWidget *about = gtk_label_new (NULL);

      gtk_label_set_wrap (GTK_LABEL (about), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (about), 40);
      gtk_label_set_xalign (GTK_LABEL (about), 0);
      gtk_widget_add_css_class (about, "heading");
      gtk_box_append (GTK_BOX (self->odds_box), about);
      gtk_box_append (GTK_BOX (self->odds_box), bn_combat_odds_new ());
    }
  narrow_labels (self->odds_box);
  gtk_popover_set_child (GTK_POPOVER (self->odds), self->odds_box);
  gtk_widget_set_parent (self->odds, GTK_WIDGET (self));
}

/* The heading and the odds widget of attack @i in the popover. */
static GtkWidget *
odds_child (BnBattleBoard *self,
            guint          i,
            gboolean       view)
{
  GtkWidget *child = gtk_widget_get_first_child (self->odds_box);

  for (guint k = 0; k < 2 * i + (view ? 1 : 0) && child != NULL; k++)
    child = gtk_widget_get_next_sibling (child);
  return child;
}

/* Hides the odds shown, if any. */
void
bn_battle_board_hide_odds (BnBattleBoard *self)
{
  self->n_odds = 0;
  if (self->odds != NULL && gtk_widget_get_visible (self->odds))
    gtk_popover_popdown (GTK_POPOVER (self->odds));
}

/* The pointer rests on @hex (or has left the board, @over FALSE): the odds
 * of the attacks on it the moves offered leave to one attacker, or none. */
void
bn_battle_board_hover_odds (BnBattleBoard *self,
                            gboolean       over,
                            BnHex          hex)
{
  BnBattleWords words;
  BnBattleAction attacks[BN_BOARD_MAX_ODDS];
  guint n = 0, shown = 0;
  double x, y;

  if (over && self->battle != NULL && self->menu == NULL && !self->dragging_piece &&
      gtk_widget_get_mapped (GTK_WIDGET (self)))
    n = bn_battle_board_attacks_on (self, hex, attacks, BN_BOARD_MAX_ODDS);
  if (n == 0 || !bn_battle_board_hex_position (self, hex, &x, &y))
    {
      bn_battle_board_hide_odds (self);
      return;
    }
  if (self->n_odds == n && bn_hex_equal (self->odds_hex, hex) &&
      memcmp (self->odds_actions, attacks, n * sizeof attacks[0]) == 0)
    return;
  words = (BnBattleWords) { self->battle, { self->armies[0], self->armies[1] } };
  odds_popover (self);
  for (guint i = 0; i < BN_BOARD_MAX_ODDS; i++)
    {
      GtkWidget *about = odds_child (self, i, FALSE), *view = odds_child (self, i, TRUE);

      bn_combat_odds_show_action (BN_COMBAT_ODDS (view), &words, i < n ? &attacks[i] : NULL);
      if (i < n && gtk_widget_get_visible (view))
        {
          g_autofree char *text = bn_battle_words_action (&words, &attacks[i]);

          gtk_label_set_text (GTK_LABEL (about), text);
          shown++;
        }
      gtk_widget_set_visible (about, i < n && gtk_widget_get_visible (view));
    }
  if (shown == 0)
    {
      bn_battle_board_hide_odds (self);
      return;
    }
  {
    Layout l = bn_battle_board_layout (self);
    int r = (int) MAX (4.0, l.size * 0.8);

    /* Beside the enemy, never over it: the pointer stays on the hex. */
    gtk_popover_set_pointing_to (GTK_POPOVER (self->odds), &(GdkRectangle) { (int) x - r, (int) y - r, 2 * r, 2 * r });
    gtk_popover_set_position (GTK_POPOVER (self->odds), x < l.w / 2 ? GTK_POS_RIGHT : GTK_POS_LEFT);
  }
  self->odds_hex = hex;
  memcpy (self->odds_actions, attacks, n * sizeof attacks[0]);
  self->n_odds = n;
  /* Measured afresh for the words now in it (else it keeps the last size). */
  gtk_widget_queue_resize (self->odds_box);
  gtk_popover_popup (GTK_POPOVER (self->odds));
  gtk_popover_present (GTK_POPOVER (self->odds));
}

/**
 * bn_battle_board_get_odds:
 * @action: an attack or shot
 *
 * Returns: (transfer none) (nullable): the odds of @action (a
 *   BnCombatOdds) shown where the pointer rests, or %NULL when they are
 *   not shown
 */
GtkWidget *
bn_battle_board_get_odds (BnBattleBoard        *self,
                          const BnBattleAction *action)
{
  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), NULL);

  for (guint i = 0; i < self->n_odds; i++)
    if (memcmp (&self->odds_actions[i], action, sizeof *action) == 0 &&
        gtk_widget_get_visible (odds_child (self, i, TRUE)))
      return odds_child (self, i, TRUE);
  return NULL;
}

/* Returns: how many attacks' odds are shown where the pointer rests. */
guint
bn_battle_board_get_n_odds (BnBattleBoard *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), 0);

  return self->n_odds;
}
