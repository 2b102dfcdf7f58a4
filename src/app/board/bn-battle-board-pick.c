/* bn-battle-board-pick.c — what a click on a hex of the board picks or
 * makes: the piece there, where the piece picked goes, whom it fights,
 * and the choices asked on the hex where a click means several moves. */
#include "bn-battle-board-private.h"

#include <string.h>

/* Whether, of the moves a first click on @hex narrows to, the piece there
 * has one alone (an order, say), all the others being other pieces' that
 * merely touch it (a leader's retainer who may command it): that one is
 * what the click means. */
static gboolean
only_own_choice (BnBattleBoard *self,
                 BnHex          hex,
                 guint         *out_index)
{
  guint n_own = 0;

  for (guint i = 0; i < self->moves->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);
      BnBoardMark marks[2];
      guint n;

      if (!bn_battle_board_narrowed_to (self, action))
        continue;
      n = bn_battle_board_marks_of (self->battle, action, marks);
      if (n == 0 || marks[0].kind != BN_BOARD_MARK_SELECT || !bn_hex_equal (marks[0].hex, hex))
        continue;
      /* A leader who leads from the unit clicked (Lionheart) goes to another
       * from his popover: the click means the unit. */
      if (action->type == BN_ACTION_MOVE_COMMANDER && bn_battle_units_at (self->battle, hex, (guint8[4]) { 0 }) > 0 &&
          bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (bn_battle_get_rules (self->battle))))
        continue;
      /* Its own choice that goes elsewhere or turns it: a pick, not a choice made. */
      if (n == 2 && (!bn_hex_equal (marks[1].hex, hex) || marks[1].kind == BN_BOARD_MARK_FACE))
        return FALSE;
      n_own++;
      *out_index = i;
    }
  return n_own == 1;
}


/* The unit @unit on @from taken as picked, as a click on its counter
 * takes it, for a click on @hex, where its step ends: its runs worked
 * out. Returns: whether it has one to @hex (else nothing is picked). */
static gboolean
take_mover (BnBattleBoard *self,
            BnHex          from,
            guint          unit,
            BnHex          hex)
{
  g_array_set_size (self->picks, 0);
  g_array_append_val (self->picks, from);
  self->grab_hex = from;
  self->grab_unit = self->pick_unit = (int) unit;
  self->grab_commander = self->pick_commander = -1;
  bn_battle_board_update_paths (self);
  if (bn_battle_board_path_to (self, hex) >= 0)
    return TRUE;
  g_array_set_size (self->picks, 0);
  bn_battle_board_update_paths (self);
  return FALSE;
}

static void
on_mover_clicked_cb (GtkButton     *button,
                     BnBattleBoard *self)
{
  guint unit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "bn-unit"));
  BnHex hex = self->cursor;

  bn_battle_board_popdown (self);
  if (self->battle == NULL || unit >= bn_battle_get_n_units (self->battle))
    return;
  if (take_mover (self, bn_battle_get_unit (self->battle, unit)->hex, unit, hex))
    bn_battle_board_pick_hex (self, hex);
}

/* A hex several units' steps end on, clicked with nothing picked: which
 * goes there, on the hex, a button for each. */
static void
offer_movers (BnBattleBoard *self,
              BnHex          hex,
              const guint   *units,
              guint          n)
{
  BnBattleWords words = { self->battle, { self->armies[0], self->armies[1] } };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (_("Which unit goes here?"));

  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_box_append (GTK_BOX (box), title);
  for (guint i = 0; i < n; i++)
    {
      /* TRANSLATORS: a choice on the board, of the units that may go to the hex clicked */
      g_autofree char *text = g_strdup_printf (_("Move %s here"), bn_battle_words_unit (&words, units[i]));
      GtkWidget *button = gtk_button_new_with_label (text);

      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data (G_OBJECT (button), "bn-unit", GUINT_TO_POINTER (units[i]));
      g_signal_connect (button, "clicked", G_CALLBACK (on_mover_clicked_cb), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  self->cursor = hex;
  bn_battle_board_popup (self, hex, box);
}

/* The moves the picks leave, if each of them is an attack or shot on
 * the piece(s) at @hex (the enemy clicked) and there are no more than
 * BN_BOARD_MAX_CHOICE: their indices. Returns: how many; 0 otherwise. */
static guint
attacks_choice (BnBattleBoard *self,
                BnHex          hex,
                guint         *out_moves)
{
  guint n = 0;

  for (guint i = 0; i < self->moves->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);
      BnBoardMark marks[2];

      if (!bn_battle_board_narrowed_to (self, action))
        continue;
      if (bn_battle_board_marks_of (self->battle, action, marks) < 2 || marks[1].kind != BN_BOARD_MARK_TARGET ||
          !bn_hex_equal (marks[1].hex, hex) || bn_hex_equal (marks[0].hex, hex) || n == BN_BOARD_MAX_CHOICE)
        return 0;
      out_moves[n++] = i;
    }
  return n;
}

/* Whether @move, the one choice left after a click on @hex, is an attack
 * from @hex on another hex: it is then made by a click on the enemy, where
 * its odds are shown first (issue's "click an enemy to attack"), never by
 * the click that picked the attacker. */
gboolean
bn_battle_board_strikes_from (BnBattleBoard *self,
                              BnHex          hex,
                              guint          move)
{
  BnBoardMark marks[2];

  g_return_val_if_fail (move < self->moves->len, FALSE);
  return bn_battle_board_marks_of (self->battle, &g_array_index (self->moves, BnBattleAction, move), marks) == 2 &&
         marks[0].kind == BN_BOARD_MARK_SELECT && bn_hex_equal (marks[0].hex, hex) &&
         marks[1].kind == BN_BOARD_MARK_TARGET && !bn_hex_equal (marks[1].hex, hex);
}

/* Of the attacks @moves on @hex, one for each attacker where the defender
 * chooses who takes it: the one on the unit under the pointer, else the
 * first. Returns: how many are left. */
static guint
choice_left (BnBattleBoard *self,
             BnHex          hex,
             guint         *moves,
             guint          n)
{
  guint kept = 0;

  for (guint i = 0; i < n; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, moves[i]);
      gboolean known = FALSE;

      for (guint j = 0; j < kept && !known; j++)
        if (bn_battle_board_same_strike_on (self, hex, &g_array_index (self->moves, BnBattleAction, moves[j]), action))
          {
            known = TRUE;
            if (action->b == (guint) self->hover_unit)
              moves[j] = moves[i];
          }
      if (!known)
        moves[kept++] = moves[i];
    }
  return kept;
}

/* Whether the one piece picked is a commander (his badge taken, or his
 * token standing alone). */
static gboolean
commander_picked (BnBattleBoard *self)
{
  BnHex at;

  if (self->picks->len != 1)
    return FALSE;
  at = g_array_index (self->picks, BnHex, 0);
  return self->pick_commander >= 0 ||
         (self->pick_unit < 0 && bn_battle_commander_at (self->battle, at) >= 0 &&
          bn_battle_units_at (self->battle, at, (guint8[4]) { 0 }) == 0);
}

/* Whether a unit of the side to act stands on @hex with a move of its
 * own offered (whatever the picks). */
static gboolean
own_unit_acts (BnBattleBoard *self,
               BnHex          hex)
{
  guint8 units[4];
  guint n = bn_battle_units_at (self->battle, hex, units);

  for (guint i = 0; i < n; i++)
    if (bn_battle_get_unit (self->battle, units[i])->side == bn_battle_get_acting_side (self->battle) &&
        bn_battle_board_unit_acts (self, units[i]))
      return TRUE;
  return FALSE;
}

/* Whether the moves a click on @hex would narrow the picks to are all
 * retainers' uses (on the unit there), or none. */
static gboolean
only_retainers_on (BnBattleBoard *self,
                   BnHex          hex)
{
  gboolean only = TRUE;

  g_array_append_val (self->picks, hex);
  for (guint i = 0; i < self->moves->len && only; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);

      only = action->type == BN_ACTION_RETAINER || !bn_battle_board_narrowed_to (self, action);
    }
  g_array_set_size (self->picks, self->picks->len - 1);
  return only;
}

/* On a hex of two units of the side to act, the one that is not @unit
 * when it has a move of its own offered; else −1. */
static int
other_counter (BnBattleBoard *self,
               BnHex          hex,
               int            unit)
{
  guint8 units[4];

  if (bn_battle_units_at (self->battle, hex, units) != 2 || (units[0] != unit && units[1] != unit))
    return -1;
  unit = units[0] == unit ? units[1] : units[0];
  return bn_battle_get_unit (self->battle, (guint) unit)->side == bn_battle_get_acting_side (self->battle) &&
         bn_battle_board_unit_acts (self, (guint) unit) ? unit : -1;
}

/**
 * bn_battle_board_click_choices:
 * @inout_unit: the unit whose counter a click takes, or −1; on return,
 *   the one it is taken for (the other of two, where that one has
 *   nothing to do)
 * @out_index: (out): where one is left, its index among the moves offered
 *
 * Nothing picked, what a click on @hex taking @inout_unit or @commander
 * (as bn_battle_board_piece_at() says) narrows the moves offered to, as
 * bn_battle_board_pick_hex() narrows them.
 *
 * Returns: how many are left (1: the click makes it)
 */
guint
bn_battle_board_click_choices (BnBattleBoard *self,
                               BnHex          hex,
                               int           *inout_unit,
                               int            commander,
                               guint         *out_index)
{
  int grab_unit = self->grab_unit, grab_commander = self->grab_commander;
  BnHex grab_hex = self->grab_hex;
  guint n;

  if (self->battle == NULL || self->picks->len != 0)
    return 0;
  g_array_append_val (self->picks, hex);
  self->grab_unit = *inout_unit;
  self->grab_commander = commander;
  self->grab_hex = hex;
  n = bn_battle_board_count_offered (self, out_index);
  if (n == 0 && *inout_unit >= 0 && other_counter (self, hex, *inout_unit) >= 0)
    {
      self->grab_unit = *inout_unit = other_counter (self, hex, *inout_unit);
      n = bn_battle_board_count_offered (self, out_index);
    }
  if (n > 1 && only_own_choice (self, hex, out_index))
    n = 1;
  g_array_set_size (self->picks, 0);
  self->grab_unit = grab_unit;
  self->grab_commander = grab_commander;
  self->grab_hex = grab_hex;
  return n;
}

/* A hex narrows the moves to those it is part of; when one is left, it is
 * chosen. A hex that is part of none of them starts afresh from it, or,
 * part of no move at all, drops the picks. */
void
bn_battle_board_pick_hex (BnBattleBoard *self,
                          BnHex          hex)
{
  guint n, last = 0;
  int took_unit = self->grab_unit, took_commander = self->grab_commander;

  if (self->battle == NULL || self->moves->len == 0)
    return;
  /* Where the one unit that may step is shown picked, a hex its steps
   * reach is where it goes, as after a click on it. */
  {
    BnHex from;

    /* Even where another piece of one's own stands that may act (a
     * commander on his own): the hover promised the run, and the click
     * makes it; that piece is taken by a drag or a right click. */
    if (bn_battle_board_implied_piece (self, &from) && !bn_hex_equal (from, hex) &&
        bn_battle_board_path_to (self, hex) >= 0)
      {
        g_array_append_val (self->picks, from);
        self->grab_hex = from;
        self->grab_unit = self->grab_commander = -1;
        self->pick_unit = self->pick_commander = -1;
        took_unit = took_commander = -1;
      }
  }
  /* Nothing picked, several units ordered: a hex one unit's step ends on
   * is where it goes, as after a click on it; one that several reach
   * asks which. */
  if (self->picks->len == 0 && !bn_battle_board_acts_from (self, hex))
    {
      guint units[BN_BOARD_MAX_CHOICE];
      BnHex from[BN_BOARD_MAX_CHOICE];
      BnBattleAction steps[BN_BOARD_MAX_CHOICE];
      guint n_movers = bn_battle_board_movers_to (self, hex, units, from, steps, BN_BOARD_MAX_CHOICE);

      if (n_movers > 1)
        {
          offer_movers (self, hex, units, n_movers);
          return;
        }
      if (n_movers == 1 && take_mover (self, from[0], units[0], hex))
        took_unit = took_commander = -1;
    }
  /* A commander who may be ordered, clicked where he stands on his own:
   * ordered, as a unit is by a click; his way is planned by a drag, his
   * retainers' choices are a right click away. (By his badge on a unit's
   * hex he is picked, his choices shown there.) */
  if (self->picks->len == 0)
    {
      int order = bn_battle_board_order_on_click (self, hex);

      if (order >= 0)
        {
          bn_battle_board_update_marks (self);
          bn_battle_view_emit_picked (BN_BATTLE_VIEW (self));
          bn_battle_view_emit_move_chosen (BN_BATTLE_VIEW (self), (guint) order);
          return;
        }
    }
  /* A commander picked (his choices, his retainers' uses among them,
   * offered on him), then a click on a unit of one's own that may act,
   * where he goes nowhere: the unit, as its hover says, not a retainer's
   * use on it (that is in his popover). */
  if (commander_picked (self) && !bn_hex_equal (g_array_index (self->picks, BnHex, 0), hex) &&
      bn_battle_board_path_to (self, hex) < 0 && only_retainers_on (self, hex) && own_unit_acts (self, hex))
    {
      g_array_set_size (self->picks, 0);
      self->grab_hex = hex;
      self->grab_unit = bn_hex_equal (self->drop_hex, hex) ? self->drop_unit : -1;
      self->grab_commander = -1;
      took_unit = self->grab_unit;
      took_commander = -1;
    }
  /* The other piece of the hex picked (the commander's badge after his
   * unit's counter, say): picked afresh. */
  if (self->picks->len == 1 && bn_hex_equal (g_array_index (self->picks, BnHex, 0), hex) &&
      bn_hex_equal (self->grab_hex, hex) &&
      (self->grab_unit != self->pick_unit || self->grab_commander != self->pick_commander))
    g_array_set_size (self->picks, 0);
  if (self->picks->len == 1 && !bn_hex_equal (g_array_index (self->picks, BnHex, 0), hex))
    {
      gint path = bn_battle_board_path_to (self, hex);
      guint n_here, last_here = 0;

      /* A hex the piece picked reaches by a run of its steps, and no move
       * offered now names: the run is made. (A move that names it, one
       * step, is picked as any other.) */
      g_array_append_val (self->picks, hex);
      n_here = bn_battle_board_count_offered (self, &last_here);
      /* A step to the next hex is offered in several forms (the commander
       * along or not): the run's own is taken. */
      if (path >= 0 && n_here > 0)
        {
          const BnBattleAction *first = &g_array_index (g_array_index (self->paths, BnBoardPath, path).steps,
                                                        BnBattleAction, 0);
          gboolean all_steps = TRUE;

          for (guint i = 0; i < self->moves->len && all_steps; i++)
            {
              const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);
              BnBoardMark marks[2];

              /* The commander alone goes from his popover: a drop of
               * the unit he stands with is the unit's run. A move of
               * the piece dropped on, back to the hex left, is not
               * what the drop means either. */
              if (bn_battle_board_narrowed_to (self, action) && action->type != BN_ACTION_MOVE_COMMANDER &&
                  bn_battle_board_marks_of (self->battle, action, marks) > 0 &&
                  bn_hex_equal (marks[0].hex, g_array_index (self->picks, BnHex, 0)))
                all_steps = action->a == first->a &&
                            (action->type == first->type ||
                             ((action->type == BN_ACTION_MOVE_UNIT || action->type == BN_ACTION_FACE) &&
                              (first->type == BN_ACTION_MOVE_UNIT || first->type == BN_ACTION_FACE)));
            }
          if (all_steps)
            n_here = 0;
        }
      g_array_set_size (self->picks, 1);
      if (path >= 0 && n_here == 0 && g_array_index (self->paths, BnBoardPath, path).planned)
        {
          /* Ordered now, moved once the orders are over. */
          if (bn_battle_board_plan (self, path))
            return;
        }
      else if (path >= 0 && n_here == 0)
        {
          g_autoptr(GArray) steps = g_array_copy (g_array_index (self->paths, BnBoardPath, path).steps);

          g_array_set_size (self->picks, 0);
          bn_battle_board_update_marks (self);
          bn_battle_view_emit_picked (BN_BATTLE_VIEW (self));
          bn_battle_board_emit_path (self, steps);
          return;
        }
    }
  if (self->picks->len == 0 && self->click_side >= 0)
    {
      /* A click on a unit's edge, where it may turn its front to: the turn. */
      guint n_turns = 0, turn = 0;

      g_array_append_val (self->picks, hex);
      for (guint i = 0; i < self->moves->len; i++)
        {
          const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);

          if ((action->type == BN_ACTION_FACE || action->type == BN_ACTION_RECEIVE ||
               action->type == BN_ACTION_RALLY) &&
              action->b == (guint) self->click_side && bn_battle_board_narrowed_to (self, action))
            {
              n_turns++;
              turn = i;
            }
        }
      g_array_set_size (self->picks, 0);
      if (n_turns == 1)
        {
          bn_battle_board_update_marks (self);
          bn_battle_view_emit_picked (BN_BATTLE_VIEW (self));
          bn_battle_view_emit_move_chosen (BN_BATTLE_VIEW (self), turn);
          return;
        }
    }
  if (self->picks->len == 1 && bn_hex_equal (g_array_index (self->picks, BnHex, 0), hex))
    {
      /* The piece picked, again: on the rim, a turn of its front to that
       * side, if one is offered; in the middle, the pick is dropped. */
      for (guint i = 0; self->click_side >= 0 && i < self->moves->len; i++)
        {
          const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);

          if ((action->type == BN_ACTION_FACE || action->type == BN_ACTION_RECEIVE ||
               action->type == BN_ACTION_RALLY) &&
              action->b == (guint) self->click_side && bn_battle_board_narrowed_to (self, action))
            {
              g_array_set_size (self->picks, 0);
              bn_battle_board_update_marks (self);
              bn_battle_view_emit_picked (BN_BATTLE_VIEW (self));
              bn_battle_view_emit_move_chosen (BN_BATTLE_VIEW (self), i);
              return;
            }
        }
      /* In the middle: its one choice that stays there, made (a second
       * click on a unit orders it); else the pick dropped. */
      if (self->click_side < 0 && only_own_choice (self, hex, &last))
        {
          g_array_set_size (self->picks, 0);
          bn_battle_board_update_marks (self);
          bn_battle_view_emit_picked (BN_BATTLE_VIEW (self));
          bn_battle_view_emit_move_chosen (BN_BATTLE_VIEW (self), last);
          return;
        }
      if (self->click_side < 0)
        {
          g_array_set_size (self->picks, 0);
          bn_battle_board_update_marks (self);
          bn_battle_view_emit_picked (BN_BATTLE_VIEW (self));
          return;
        }
    }
  g_array_append_val (self->picks, hex);
  n = bn_battle_board_count_offered (self, &last);
  if (n == 0 && self->picks->len > 1)
    {
      g_array_set_size (self->picks, 0);
      g_array_append_val (self->picks, hex);
      n = bn_battle_board_count_offered (self, &last);
    }
  /* The piece taken has nothing to do, and the other of its hex has (the
   * leader of a unit whose turn it is not): the hex's choices. */
  if (n == 0 && self->picks->len == 1 && bn_hex_equal (self->grab_hex, hex) &&
      (self->grab_commander >= 0 ||
       (self->grab_unit >= 0 && bn_battle_commander_at (self->battle, hex) >= 0 &&
        bn_battle_units_at (self->battle, hex, (guint8[4]) { 0 }) == 1)))
    {
      self->grab_unit = self->grab_commander = -1;
      n = bn_battle_board_count_offered (self, &last);
    }
  /* The counter taken, of two, has nothing left to do (ordered by the
   * click before, say) and the other has: a second click is the other's. */
  if (n == 0 && self->picks->len == 1 && bn_hex_equal (self->grab_hex, hex) && self->grab_unit >= 0 &&
      other_counter (self, hex, self->grab_unit) >= 0)
    {
      self->grab_unit = other_counter (self, hex, self->grab_unit);
      took_unit = self->grab_unit;
      n = bn_battle_board_count_offered (self, &last);
    }
  if (n == 0)
    g_array_set_size (self->picks, 0);
  if (n > 1 && self->picks->len == 1)
    n = only_own_choice (self, hex, &last) ? 1 : n;
  if (self->picks->len == 1)
    {
      self->pick_unit = took_unit;
      self->pick_commander = took_commander;
    }
  bn_battle_board_update_marks (self);
  bn_battle_view_emit_picked (BN_BATTLE_VIEW (self));
  if (n == 1 && self->picks->len == 1 && bn_battle_board_strikes_from (self, hex, last))
    {
      /* The attacker picked, its one target ringed: the attack waits for
       * the click on the enemy, whose hover gives its odds. */
      bn_battle_board_say (self, hex, _("Picked: click the enemy ringed in red to attack it (the pointer on it "
                                        "gives the odds first)."));
      return;
    }
  if (n == 1)
    {
      g_autofree char *said = bn_battle_board_tell_made (self, hex, last);

      bn_battle_view_emit_move_chosen (BN_BATTLE_VIEW (self), last);
      /* On a hex of two units, which of them the click was for. */
      if (said != NULL)
        bn_battle_board_say (self, hex, said);
    }
  else if (n > 1 && self->picks->len == 1)
    {
      guint which[BN_BOARD_MAX_CHOICE];
      guint n_which = attacks_choice (self, hex, which);

      /* An enemy that several attacks may strike: which, on the enemy;
       * one attack, made, where the defender chooses who takes it. */
      if (n_which == n)
        n_which = choice_left (self, hex, which, n_which);
      else
        n_which = 0;
      if (n_which == 1)
        {
          g_array_set_size (self->picks, 0);
          bn_battle_board_update_marks (self);
          bn_battle_view_emit_picked (BN_BATTLE_VIEW (self));
          bn_battle_view_emit_move_chosen (BN_BATTLE_VIEW (self), which[0]);
        }
      else if (n_which > 1)
        bn_battle_board_offer_attacks (self, hex, which, n_which);
    }
}

