/* bn-battle-board-moves.c — the hex board as a BnBattleView: the marks the
 * moves offered put on hexes, and the hexes a player picks narrowing them.
 * What a move touches is read from the action and the engine's queries
 * (where its unit, commander or target stands); nothing is judged here. */
#include "bn-battle-board-private.h"

#include <string.h>

#include "bn-battle-why.h"
#include "bn-combat-preview.h"

/* The marks a move puts on the board: where the one acting stands, and
 * where it would go, what it would face or whom it would fight. */
guint
bn_battle_board_marks_of (const BnBattle       *battle,
                          const BnBattleAction *action,
                          BnBoardMark           out[2])
{
  guint n_units = bn_battle_get_n_units (battle), n_commanders = bn_battle_get_n_commanders (battle);
  const BnBattleUnit *unit = action->a < n_units ? bn_battle_get_unit (battle, action->a) : NULL;

  switch (action->type)
    {
    case BN_ACTION_ORDER_UNIT:
    case BN_ACTION_DISMOUNT:
    case BN_ACTION_MOUNT:
    case BN_ACTION_TAKE_CASUALTIES:
      if (unit == NULL)
        return 0;
      out[0] = (BnBoardMark) { unit->hex, BN_BOARD_MARK_SELECT, 0 };
      return 1;
    case BN_ACTION_FACE:
    case BN_ACTION_RECEIVE:
    case BN_ACTION_PLANT_STAKES:
    case BN_ACTION_RALLY:
      if (unit == NULL)
        return 0;
      out[0] = (BnBoardMark) { unit->hex, BN_BOARD_MARK_SELECT, 0 };
      out[1] = (BnBoardMark) { unit->hex, BN_BOARD_MARK_FACE, action->b };
      return 2;
    case BN_ACTION_MOVE_UNIT:
    case BN_ACTION_RETREAT:
      if (unit == NULL)
        return 0;
      out[0] = (BnBoardMark) { unit->hex, BN_BOARD_MARK_SELECT, 0 };
      if (action->b > 5)
        return 1;
      out[1] = (BnBoardMark) { bn_hex_neighbour (unit->hex, action->b), BN_BOARD_MARK_MOVE, action->b };
      return 2;
    case BN_ACTION_ORDER_COMMANDER:
    case BN_ACTION_MOVE_COMMANDER:
      {
        const BnBattleCommander *c = action->a < n_commanders ? bn_battle_get_commander (battle, action->a) : NULL;

        if (c == NULL)
          return 0;
        if (action->type == BN_ACTION_MOVE_COMMANDER
            && bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (bn_battle_get_rules (battle))))
          {
            /* Lionheart: b is the unit he goes to lead from; he is with his own unit. */
            BnHex from = c->attached >= 0 && (guint) c->attached < n_units
                         ? bn_battle_get_unit (battle, (guint) c->attached)->hex : c->hex;

            if (action->b >= n_units)
              return 0;
            out[0] = (BnBoardMark) { from, BN_BOARD_MARK_SELECT, 0 };
            out[1] = (BnBoardMark) { bn_battle_get_unit (battle, action->b)->hex, BN_BOARD_MARK_MOVE, 0 };
            return 2;
          }
        out[0] = (BnBoardMark) { c->hex, BN_BOARD_MARK_SELECT, 0 };
        if (action->type == BN_ACTION_ORDER_COMMANDER || action->b > 5)
          return 1;
        out[1] = (BnBoardMark) { bn_hex_neighbour (c->hex, action->b), BN_BOARD_MARK_MOVE, action->b };
        return 2;
      }
    case BN_ACTION_ORDER_GROUP:
    case BN_ACTION_MOVE_GROUP:
    case BN_ACTION_DISSOLVE_GROUP:
      {
        const BnBattleGroup *g = action->a < bn_battle_get_n_groups (battle) ? bn_battle_get_group (battle, action->a) : NULL;
        const BnBattleCommander *c = g != NULL && g->captain < n_commanders ? bn_battle_get_commander (battle, g->captain) : NULL;

        if (c == NULL)
          return 0;
        out[0] = (BnBoardMark) { c->hex, BN_BOARD_MARK_SELECT, 0 };
        if (action->type != BN_ACTION_MOVE_GROUP || action->b > 5)
          return 1;
        out[1] = (BnBoardMark) { bn_hex_neighbour (c->hex, action->b), BN_BOARD_MARK_MOVE, action->b };
        return 2;
      }
    case BN_ACTION_FORM_GROUP:
    case BN_ACTION_CHALLENGE:
      {
        const BnBattleCommander *c = action->a < n_commanders ? bn_battle_get_commander (battle, action->a) : NULL;

        if (c == NULL)
          return 0;
        out[0] = (BnBoardMark) { c->hex, BN_BOARD_MARK_SELECT, 0 };
        if (action->type != BN_ACTION_CHALLENGE || action->b >= n_commanders)
          return 1;
        out[1] = (BnBoardMark) { bn_battle_get_commander (battle, action->b)->hex, BN_BOARD_MARK_TARGET, 0 };
        return 2;
      }
    case BN_ACTION_BATTLE:
      if (unit == NULL || action->b >= n_units)
        return 0;
      out[0] = (BnBoardMark) { unit->hex, BN_BOARD_MARK_SELECT, 0 };
      out[1] = (BnBoardMark) { bn_battle_get_unit (battle, action->b)->hex, BN_BOARD_MARK_TARGET, 0 };
      return 2;
    case BN_ACTION_ATTACK_COMMANDER:
    case BN_ACTION_TAKE_PRISONER:
      if (unit == NULL || action->b >= n_commanders)
        return 0;
      out[0] = (BnBoardMark) { unit->hex, BN_BOARD_MARK_SELECT, 0 };
      out[1] = (BnBoardMark) { bn_battle_get_commander (battle, action->b)->hex, BN_BOARD_MARK_TARGET, 0 };
      return 2;
    case BN_ACTION_BRIBE:
      if (unit == NULL)
        return 0;
      out[0] = (BnBoardMark) { unit->hex, BN_BOARD_MARK_TARGET, 0 };
      return 1;
    case BN_ACTION_DEPLOY:
      if (unit == NULL)
        return 0;
      out[0] = (BnBoardMark) { unit->hex, BN_BOARD_MARK_SELECT, 0 };
      out[1] = (BnBoardMark) { bn_hex_from_offset (action->b, action->c), BN_BOARD_MARK_MOVE, 0 };
      return 2;
    case BN_ACTION_RETAINER:
      {
        /* His leader, and the unit he commands or heals. */
        const BnBattleRetainer *r = action->a < bn_battle_get_n_retainers (battle)
                                    ? bn_battle_get_retainer (battle, action->a) : NULL;

        if (r == NULL || r->commander >= n_commanders)
          return 0;
        out[0] = (BnBoardMark) { bn_battle_get_commander (battle, r->commander)->hex, BN_BOARD_MARK_SELECT, 0 };
        if ((action->c != BN_RETAINER_USE_COMMAND && action->c != BN_RETAINER_USE_HEAL) || action->b >= n_units)
          return 1;
        out[1] = (BnBoardMark) { bn_battle_get_unit (battle, action->b)->hex, BN_BOARD_MARK_AID, 0 };
        return 2;
      }
    default:
      return 0;
    }
}

/**
 * bn_battle_board_action_is_of:
 *
 * Returns: whether the piece that makes @action (a unit, a leader, a
 *   leader whose retainer it is) stands on @hex, or the unit a retainer
 *   would command or heal: the choice is on both pieces' popovers
 */
gboolean
bn_battle_board_action_is_of (BnBattleBoard        *self,
                              const BnBattleAction *action,
                              BnHex                 hex)
{
  BnBoardMark marks[2];
  guint n;

  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), FALSE);

  if (self->battle == NULL || (n = bn_battle_board_marks_of (self->battle, action, marks)) == 0)
    return FALSE;
  if (marks[0].kind == BN_BOARD_MARK_SELECT && bn_hex_equal (marks[0].hex, hex))
    return TRUE;
  return n == 2 && marks[1].kind == BN_BOARD_MARK_AID && bn_hex_equal (marks[1].hex, hex);
}

static gboolean
touches (const BnBattle       *battle,
         const BnBattleAction *action,
         BnHex                 hex)
{
  BnBoardMark marks[2];
  guint n = bn_battle_board_marks_of (battle, action, marks);

  for (guint i = 0; i < n; i++)
    if (bn_hex_equal (marks[i].hex, hex))
      return TRUE;
  return FALSE;
}

/* The unit that makes @action, or −1 (a leader, his retainer, the side). */
int
bn_battle_board_actor_unit (const BnBattleAction *action)
{
  switch (action->type)
    {
    case BN_ACTION_ORDER_UNIT:
    case BN_ACTION_DISMOUNT:
    case BN_ACTION_MOUNT:
    case BN_ACTION_TAKE_CASUALTIES:
    case BN_ACTION_FACE:
    case BN_ACTION_RECEIVE:
    case BN_ACTION_PLANT_STAKES:
    case BN_ACTION_RALLY:
    case BN_ACTION_MOVE_UNIT:
    case BN_ACTION_RETREAT:
    case BN_ACTION_BATTLE:
    case BN_ACTION_ATTACK_COMMANDER:
    case BN_ACTION_TAKE_PRISONER:
    case BN_ACTION_DEPLOY:
      return (int) action->a;
    default:
      return -1;
    }
}

/* The commander who makes @action himself (his order or move, a "Battle"
 * he forms, a challenge, his retainer's use), or −1. */
static int
actor_commander (const BnBattle       *battle,
                 const BnBattleAction *action)
{
  switch (action->type)
    {
    case BN_ACTION_ORDER_COMMANDER:
    case BN_ACTION_MOVE_COMMANDER:
    case BN_ACTION_FORM_GROUP:
    case BN_ACTION_CHALLENGE:
      return (int) action->a;
    case BN_ACTION_RETAINER:
      return action->a < bn_battle_get_n_retainers (battle)
             ? (int) bn_battle_get_retainer (battle, action->a)->commander : -1;
    default:
      return -1;
    }
}

/**
 * bn_battle_board_of_grabbed:
 *
 * Returns: whether @action is made by the piece the pointer took on the
 *   hex it was taken on: the unit whose counter, or the commander whose
 *   badge, it took there (a "Battle" goes with its captain and with each
 *   of its units); TRUE when it took no piece in particular
 */
gboolean
bn_battle_board_of_grabbed (BnBattleBoard        *self,
                            const BnBattleAction *action)
{
  const BnBattleGroup *g = NULL;

  if ((action->type == BN_ACTION_ORDER_GROUP || action->type == BN_ACTION_MOVE_GROUP ||
       action->type == BN_ACTION_DISSOLVE_GROUP) && action->a < bn_battle_get_n_groups (self->battle))
    g = bn_battle_get_group (self->battle, action->a);
  if (self->grab_commander >= 0)
    return actor_commander (self->battle, action) == self->grab_commander ||
           (g != NULL && g->captain == (guint) self->grab_commander);
  if (self->grab_unit < 0 || bn_battle_board_actor_unit (action) == self->grab_unit)
    return TRUE;
  for (guint i = 0; g != NULL && i < g->n_units; i++)
    if (g->units[i] == (guint) self->grab_unit)
      return TRUE;
  return FALSE;
}

/* Whether @action is among those the hexes picked so far narrow to. On a
 * hex of two units, or of a unit and its commander, the piece taken (the
 * first hex's) or the counter dropped on (the last's) narrows them
 * further: the choices of the other unit, and of a leader standing there,
 * are left to their own counter, badge or popover. */
gboolean
bn_battle_board_narrowed_to (BnBattleBoard        *self,
                             const BnBattleAction *action)
{
  BnBoardMark marks[2];
  guint n;

  for (guint i = 0; i < self->picks->len; i++)
    if (!touches (self->battle, action, g_array_index (self->picks, BnHex, i)))
      return FALSE;
  if (self->picks->len == 0)
    return TRUE;
  n = bn_battle_board_marks_of (self->battle, action, marks);
  if ((self->grab_unit >= 0 || self->grab_commander >= 0) &&
      bn_hex_equal (g_array_index (self->picks, BnHex, 0), self->grab_hex) && n > 0 &&
      marks[0].kind == BN_BOARD_MARK_SELECT && bn_hex_equal (marks[0].hex, self->grab_hex) &&
      !bn_battle_board_of_grabbed (self, action))
    return FALSE;
  /* An enemy's counter clicked first, on a hex of two: the attacks on it,
   * not on the unit beside it. */
  if (self->picks->len == 1 && self->grab_unit >= 0 && bn_hex_equal (g_array_index (self->picks, BnHex, 0), self->grab_hex) &&
      action->type == BN_ACTION_BATTLE && n == 2 && marks[1].kind == BN_BOARD_MARK_TARGET &&
      bn_hex_equal (marks[1].hex, self->grab_hex) && !bn_hex_equal (marks[0].hex, self->grab_hex) &&
      action->b != (guint) self->grab_unit)
    return FALSE;
  if (self->picks->len > 1 && self->drop_unit >= 0 &&
      bn_hex_equal (g_array_index (self->picks, BnHex, self->picks->len - 1), self->drop_hex) &&
      action->type == BN_ACTION_BATTLE && action->b != (guint) self->drop_unit)
    return FALSE;
  return TRUE;
}

guint
bn_battle_board_count_offered (BnBattleBoard *self,
                               guint         *out_last)
{
  guint n = 0;

  for (guint i = 0; i < self->moves->len; i++)
    if (bn_battle_board_narrowed_to (self, &g_array_index (self->moves, BnBattleAction, i)))
      {
        n++;
        *out_last = i;
      }
  return n;
}

/* The marks of the moves still offered, the hints and the hexes picked. */
void
bn_battle_board_update_marks (BnBattleBoard *self)
{
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (BnBoardMark));

  if (self->battle != NULL)
    {
      for (guint i = 0; i < self->moves->len; i++)
        {
          const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);
          BnBoardMark found[2];

          if (bn_battle_board_narrowed_to (self, action))
            g_array_append_vals (marks, found, bn_battle_board_marks_of (self->battle, action, found));
        }
      for (guint i = 0; i < self->hints->len; i++)
        {
          BnBoardMark found[2];

          g_array_append_vals (marks, found, bn_battle_board_marks_of (self->battle, &g_array_index (self->hints, BnBattleAction, i),
                                                       found));
        }
      for (guint i = 0; i < self->picks->len; i++)
        {
          BnBoardMark chosen = { g_array_index (self->picks, BnHex, i), BN_BOARD_MARK_CHOSEN, 0 };

          g_array_append_val (marks, chosen);
        }
      /* The one unit the moves come down to is taken as picked (a click
       * where it may go moves it): it wears the gold of a piece picked. */
      {
        BnBoardMark chosen = { { 0, 0 }, BN_BOARD_MARK_CHOSEN, 0 };

        if (bn_battle_board_implied_piece (self, &chosen.hex))
          g_array_append_val (marks, chosen);
      }
      /* Where a run of the picked piece's steps may end. */
      bn_battle_board_update_paths (self);
      for (guint i = 0; i < self->paths->len; i++)
        {
          const BnBoardPath *path = &g_array_index (self->paths, BnBoardPath, i);
          BnBoardMark go = { path->to, path->attack ? BN_BOARD_MARK_TARGET : BN_BOARD_MARK_MOVE, 0 };
          gboolean marked = FALSE;

          for (guint j = 0; j < marks->len && !marked; j++)
            marked = g_array_index (marks, BnBoardMark, j).kind == go.kind &&
                     bn_hex_equal (g_array_index (marks, BnBoardMark, j).hex, go.hex);
          if (!marked)
            g_array_append_val (marks, go);
        }
    }
  bn_battle_board_set_marks (self, (const BnBoardMark *) (void *) marks->data, marks->len);
}

/* Whether a piece on @hex has a move of its own among those the picks
 * leave (a click there means it). */
gboolean
bn_battle_board_acts_from (BnBattleBoard *self,
                           BnHex          hex)
{
  for (guint i = 0; i < self->moves->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);
      BnBoardMark marks[2];

      if (bn_battle_board_narrowed_to (self, action) && bn_battle_board_marks_of (self->battle, action, marks) > 0 &&
          marks[0].kind == BN_BOARD_MARK_SELECT && bn_hex_equal (marks[0].hex, hex))
        return TRUE;
    }
  return FALSE;
}

/**
 * bn_battle_board_order_on_click:
 *
 * Returns: nothing picked, the index of the order of the commander who
 *   stands on his own on @hex, among the moves offered: what a click on
 *   him makes; else −1
 */
int
bn_battle_board_order_on_click (BnBattleBoard *self,
                                BnHex          hex)
{
  int commander;

  if (self->battle == NULL || self->picks->len != 0 || (commander = bn_battle_commander_at (self->battle, hex)) < 0 ||
      bn_battle_units_at (self->battle, hex, (guint8[4]) { 0 }) != 0)
    return -1;
  for (guint i = 0; i < self->moves->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);

      if (action->type == BN_ACTION_ORDER_COMMANDER && action->a == (guint) commander)
        return (int) i;
    }
  return -1;
}

/**
 * bn_battle_board_implied_piece:
 *
 * Returns: whether nothing is picked and the moves offered step one unit
 *   (or "Battle") alone, from one hex: it is marked as a piece picked is
 *   (its reach, its fronts), so it is taken as picked; @out_hex, where
 */
gboolean
bn_battle_board_implied_piece (BnBattleBoard *self,
                               BnHex         *out_hex)
{
  gboolean found = FALSE;

  if (self->battle == NULL || self->picks->len != 0)
    return FALSE;
  for (guint i = 0; i < self->moves->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);
      BnBoardMark marks[2];

      if ((action->type != BN_ACTION_MOVE_UNIT && action->type != BN_ACTION_MOVE_GROUP) ||
          action->b >= BN_HEX_N_DIRS || bn_battle_board_marks_of (self->battle, action, marks) == 0)
        continue;
      if (found && !bn_hex_equal (*out_hex, marks[0].hex))
        return FALSE;
      *out_hex = marks[0].hex;
      found = TRUE;
    }
  return found;
}

/* Whether @a and @b are one attacker's battle on the two units of @hex,
 * where the defender, not the attacker, chooses which of them takes the
 * casualties (bn_battle_why_defender_chooses()): one attack, whichever
 * unit it names. */
gboolean
bn_battle_board_same_strike_on (BnBattleBoard        *self,
                                BnHex                 hex,
                                const BnBattleAction *a,
                                const BnBattleAction *b)
{
  return a->type == BN_ACTION_BATTLE && b->type == BN_ACTION_BATTLE && a->a == b->a && a->c == b->c &&
         a->b != b->b && bn_battle_why_defender_chooses (self->battle, hex);
}

/**
 * bn_battle_board_movers_to:
 * @out_steps: (out): for each, its step there (with its commander where
 *   one is offered so, as a click on its counter takes him along)
 *
 * Nothing picked, and no one piece the moves come down to: the units
 * (at most @max) whose step offered ends on @hex, several ordered units
 * reaching one hex; @out_from, where each stands.
 *
 * Returns: how many
 */
guint
bn_battle_board_movers_to (BnBattleBoard  *self,
                           BnHex           hex,
                           guint          *out_units,
                           BnHex          *out_from,
                           BnBattleAction *out_steps,
                           guint           max)
{
  guint n = 0;

  if (self->battle == NULL || self->picks->len != 0 || self->paths->len != 0)
    return 0;
  for (guint i = 0; i < self->moves->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);
      BnBoardMark marks[2];
      gboolean known = FALSE;

      if (action->type != BN_ACTION_MOVE_UNIT || action->b >= BN_HEX_N_DIRS ||
          bn_battle_board_marks_of (self->battle, action, marks) < 2 || !bn_hex_equal (marks[1].hex, hex))
        continue;
      for (guint j = 0; j < n && !known; j++)
        if (out_units[j] == action->a)
          {
            known = TRUE;
            if (action->c != 0)
              out_steps[j] = *action;
          }
      if (!known && n < max)
        {
          out_units[n] = action->a;
          out_from[n] = marks[0].hex;
          out_steps[n++] = *action;
        }
    }
  return n;
}

/* The attacks and shots, among the moves the picks leave, made on the
 * piece(s) at @hex, at most @max of them, by whichever attacker. Returns:
 * how many (each names who attacks whom where it is shown). */
guint
bn_battle_board_attacks_on (BnBattleBoard  *self,
                            BnHex           hex,
                            BnBattleAction *out_actions,
                            guint           max)
{
  guint n = 0;

  if (self->battle == NULL)
    return 0;
  for (guint i = 0; i < self->moves->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);
      BnBoardMark marks[2];
      gboolean known = FALSE;

      /* A challenge to single combat is aimed as an attack, its odds shown alike. */
      if (!bn_battle_board_narrowed_to (self, action) ||
          !(bn_combat_preview_possible (self->battle, action) || action->type == BN_ACTION_CHALLENGE) ||
          bn_battle_board_marks_of (self->battle, action, marks) < 2 || marks[1].kind != BN_BOARD_MARK_TARGET ||
          !bn_hex_equal (marks[1].hex, hex))
        continue;
      for (guint j = 0; j < n && !known; j++)
        {
          known = memcmp (&out_actions[j], action, sizeof *action) == 0;
          /* Two units of different types there: the defender chooses who
           * takes it, so the unit attacked is no choice of the attacker's
           * (the one under the pointer stands for both). */
          if (!known && bn_battle_board_same_strike_on (self, hex, &out_actions[j], action))
            {
              known = TRUE;
              if (action->b == (guint) self->hover_unit)
                out_actions[j] = *action;
            }
        }
      if (!known && n < max)
        out_actions[n++] = *action;
    }
  return n;
}

/* Whether one of the turns offered to @unit would let it fight a unit
 * on @to: tried on a copy, by the engine's own legal actions then. */
static gboolean
turn_lets_fight (BnBattleBoard *self,
                 guint          unit,
                 BnHex          to)
{
  for (guint i = 0; i < self->moves->len; i++)
    {
      const BnBattleAction *turn = &g_array_index (self->moves, BnBattleAction, i);
      g_autoptr(BnChance) chance = NULL;
      g_autoptr(BnBattle) copy = NULL;
      g_autoptr(GArray) legal = NULL;

      if (turn->type != BN_ACTION_FACE || turn->a != unit)
        continue;
      chance = bn_chance_new_seeded (0);
      copy = bn_battle_copy (self->battle, chance);
      legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
      if (!bn_battle_apply (copy, turn, NULL))
        continue;
      bn_battle_legal_actions (copy, legal);
      for (guint j = 0; j < legal->len; j++)
        {
          const BnBattleAction *fight = &g_array_index (legal, BnBattleAction, j);

          if (fight->type == BN_ACTION_BATTLE && fight->a == unit &&
              bn_hex_equal (bn_battle_get_unit (copy, fight->b)->hex, to))
            return TRUE;
        }
    }
  return FALSE;
}

/**
 * bn_battle_board_note_idle_card:
 * @card: the button of the card in slot @slot of the hand of the side to act
 *
 * Dims @card, and says why in its tooltip, when playing it now would let
 * no unit, leader or group be ordered (bn_battle_card_orders()), or, for a
 * special card, when its action is not possible now; a special card's
 * tooltip also says when it is the only card to play. Such a
 * card may not be played (L&L, Play a command card); when no card of the
 * hand orders anything, one is discarded instead, from the action bar.
 */
void
bn_battle_board_note_idle_card (GtkWidget      *card,
                                const BnBattle *battle,
                                guint           slot)
{
  g_autoptr(GArray) orders = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autofree char *special = NULL;
  gboolean any = FALSE, playable = FALSE;

  g_return_if_fail (GTK_IS_WIDGET (card));

  /* A special card orders no unit: whether it may be played is the
   * engine's check of its action (a challenge in reach, a bribe). */
  special = bn_battle_words_special_card (battle, slot, &playable);
  if (special != NULL)
    {
      /* A tooltip does not wrap its words: a line every 70 characters or so. */
      g_auto(GStrv) words = g_strsplit (special, " ", -1);
      g_autoptr(GString) lines = g_string_new (NULL);
      glong column = 0;

      for (guint i = 0; words[i] != NULL; i++)
        {
          const char *last_line = strrchr (words[i], '\n');
          glong length = g_utf8_strlen (words[i], -1);

          if (i > 0)
            g_string_append_c (lines, column > 0 && column + 1 + length > 70 ? '\n' : ' ');
          column = lines->len == 0 || lines->str[lines->len - 1] == '\n' ? 0 : column + 1;
          g_string_append (lines, words[i]);
          column = last_line != NULL ? g_utf8_strlen (last_line + 1, -1) : column + length;
        }
      if (!playable)
        gtk_widget_add_css_class (card, "dim-label");
      gtk_widget_set_tooltip_text (card, lines->str);
      return;
    }
  if (bn_battle_get_phase (battle) != BN_PHASE_PLAY_CARD || bn_battle_card_orders (battle, slot, orders) > 0)
    return;
  for (guint other = 0; other < bn_battle_get_hand_size (battle, bn_battle_get_acting_side (battle)) && !any; other++)
    any = other != slot && bn_battle_card_orders (battle, other, orders) > 0;
  gtk_widget_add_css_class (card, "dim-label");
  gtk_widget_set_tooltip_text (card, any ? _("Orders none of your units now, so it cannot be played")
                                         : _("Orders none of your units now, nor does any other card: "
                                             "discard one (Discard… under the board)"));
}

/* The unit of the side to act on @hex (@unit, on a hex of two; else the
 * first) when moves are offered and none of them is that unit's; else −1. */
int
bn_battle_board_idle_unit (BnBattleBoard *self,
                           BnHex          hex,
                           int            unit)
{
  guint8 here[4];
  guint n = bn_battle_units_at (self->battle, hex, here);

  if (self->moves->len == 0 || n == 0)
    return -1;
  if (unit < 0)
    unit = here[0];
  if (bn_battle_get_unit (self->battle, (guint) unit)->side != bn_battle_get_acting_side (self->battle))
    return -1;
  for (guint i = 0; i < self->moves->len; i++)
    if (bn_battle_board_actor_unit (&g_array_index (self->moves, BnBattleAction, i)) == unit)
      return -1;
  return unit;
}

/* Whether a move of @unit's own is offered now (whatever the picks). */
gboolean
bn_battle_board_unit_acts (BnBattleBoard *self,
                           guint          unit)
{
  for (guint i = 0; i < self->moves->len; i++)
    if (bn_battle_board_actor_unit (&g_array_index (self->moves, BnBattleAction, i)) == (int) unit)
      return TRUE;
  return FALSE;
}

/* Why a piece taken from @from (@unit there, or −1: the first) and
 * dropped on @to made nothing, in a few words. */
const char *
bn_battle_board_why_not (BnBattleBoard *self,
                         BnHex          from,
                         int            unit,
                         BnHex          to)
{
  guint8 here[4], there[4];
  guint n_here = bn_battle_units_at (self->battle, from, here);
  guint n_there = bn_battle_units_at (self->battle, to, there);
  gboolean enemy = FALSE;

  if (unit < 0 && n_here > 0)
    unit = here[0];
  if (unit >= 0 && bn_battle_board_idle_unit (self, from, unit) >= 0)
    /* TRANSLATORS: a unit with nothing to do dragged; "No shot" if the battle phase */
    return bn_battle_get_phase (self->battle) == BN_PHASE_BATTLE ? _("No shot: nothing in range")
                                                                  : _("Nothing for it to do now");
  for (guint i = 0; unit >= 0 && i < n_there; i++)
    enemy |= bn_battle_get_unit (self->battle, there[i])->side != bn_battle_get_unit (self->battle, (guint) unit)->side;
  if (enemy && turn_lets_fight (self, (guint) unit, to))
    return _("Turn to face it first");
  /* TRANSLATORS: a piece dropped where none of its moves or attacks goes */
  return _("Out of reach");
}

/* A drag begun on @hex picks its piece, if that leaves a way to go or
 * something to do (made only where it is dropped: a piece with one
 * choice, an attack, is dragged onto its enemy). Returns: whether it did. */
gboolean
bn_battle_board_drag_pick (BnBattleBoard *self,
                           BnHex          hex)
{
  guint last = 0;

  g_array_set_size (self->picks, 0);
  g_array_append_val (self->picks, hex);
  self->pick_unit = self->grab_unit;
  self->pick_commander = self->grab_commander;
  bn_battle_board_update_marks (self);
  if (self->paths->len == 0 && bn_battle_board_count_offered (self, &last) == 0)
    {
      g_array_set_size (self->picks, 0);
      bn_battle_board_update_marks (self);
      return FALSE;
    }
  bn_battle_view_emit_picked (BN_BATTLE_VIEW (self));
  return TRUE;
}

/**
 * bn_battle_board_pick_leaves_choice:
 * @out_hex: (out): the hex picked
 *
 * Returns: whether one hex is picked, its piece has no run of steps to
 *   make, no choice on another hex (whom to fight: clicked there) and
 *   several choices of its own (orders, a retainer's use): they are
 *   offered where it stands
 */
gboolean
bn_battle_board_pick_leaves_choice (BnBattleBoard *self,
                                    BnHex         *out_hex)
{
  guint n = 0;

  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), FALSE);

  if (self->battle == NULL || self->picks->len != 1 || self->paths->len > 0)
    return FALSE;
  *out_hex = g_array_index (self->picks, BnHex, 0);
  for (guint i = 0; i < self->moves->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);
      BnBoardMark marks[2];
      guint k = 0;

      if (!bn_battle_board_narrowed_to (self, action))
        continue;
      k = bn_battle_board_marks_of (self->battle, action, marks);
      /* Another piece's choice that merely names this one (a retainer's
       * command) is offered with the rest, and does not count. */
      if (k == 0 || marks[0].kind != BN_BOARD_MARK_SELECT || !bn_hex_equal (marks[0].hex, *out_hex))
        continue;
      /* One on another hex (an enemy to fight) is a click there: the
       * board shows where, and a popover would stand in the way (its
       * other choices are a right click away). */
      if (k == 2 && marks[1].kind == BN_BOARD_MARK_TARGET && !bn_hex_equal (marks[1].hex, *out_hex))
        return FALSE;
      n++;
    }
  return n >= 2;
}

/**
 * bn_battle_board_get_last_pick:
 *
 * Returns: whether two hexes or more are picked (a piece and where it is
 *   to go or whom it is to fight); @out_hex, the last
 */
gboolean
bn_battle_board_get_last_pick (BnBattleBoard *self,
                               BnHex         *out_hex)
{
  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), FALSE);

  if (self->picks->len < 2)
    return FALSE;
  *out_hex = g_array_index (self->picks, BnHex, self->picks->len - 1);
  return TRUE;
}

static void
view_set_battle (BnBattleView   *view,
                 const BnBattle *battle)
{
  bn_battle_board_set_battle (BN_BATTLE_BOARD (view), battle);
}

static void
view_set_moves (BnBattleView         *view,
                const BnBattleAction *moves,
                guint                 n_moves,
                const BnBattleAction *hints,
                guint                 n_hints)
{
  BnBattleBoard *self = BN_BATTLE_BOARD (view);

  g_array_set_size (self->moves, 0);
  g_array_append_vals (self->moves, moves, n_moves);
  g_array_set_size (self->hints, 0);
  g_array_append_vals (self->hints, hints, n_hints);
  g_array_set_size (self->picks, 0);
  bn_battle_board_update_marks (self);
  bn_battle_board_follow_plans (self);
}

static gboolean
view_offers (BnBattleView *view,
             guint         index)
{
  BnBattleBoard *self = BN_BATTLE_BOARD (view);

  return self->battle != NULL && index < self->moves->len &&
         bn_battle_board_narrowed_to (self, &g_array_index (self->moves, BnBattleAction, index));
}

static void
view_drop_picks (BnBattleView *view)
{
  BnBattleBoard *self = BN_BATTLE_BOARD (view);

  g_array_set_size (self->picks, 0);
  bn_battle_board_update_marks (self);
}

static const char *
view_get_legend (BnBattleView *view)
{
  return _("Counters: × foot, / horse, ● artillery, A–C class and figures beside it, the "
           "top band its command colour; ★ commander, ◆ captain, ● sergeant; a gold "
           "coin is a mercenary; a dashed frame a “Battle”. Marks: white rim, may act; "
           "green, may go (click a unit, then where it goes; the way is drawn under the "
           "pointer); red ring, may be fought; blue arrow, may face (click the unit's "
           "edge on that side); dashed blue ring, a retainer may command or heal it; "
           "orange arrow, the attack to answer with a stand or a retreat; gold, the one piece picked; a tick at a "
           "counter's foot, ordered this turn. On a hex of two units, take the counter you mean (a second "
           "click on one whose unit has nothing left to do takes the other); where a "
           "commander stands with a unit, the counter takes the unit (and him along: "
           "right-click where it goes to leave him) and his badge, drawn on the counter of "
           "the unit he came with, takes him. A unit "
           "dragged while other orders may still be given goes there once the orders "
           "are done (its way drawn faint). Right-click a piece for its other choices.");
}

static void
view_set_armies (BnBattleView       *view,
                 const BnBattleArmy *army0,
                 const BnBattleArmy *army1)
{
  BnBattleBoard *self = BN_BATTLE_BOARD (view);

  self->armies[0] = army0;
  self->armies[1] = army1;
}

static const char *
view_get_keys_help (BnBattleView *view)
{
  return _("Arrow keys move the hex cursor; Enter picks the hex, Escape drops the "
           "pick; + and − zoom, 0 fits; drag or scroll to pan.");
}

void
bn_battle_board_view_init (BnBattleViewInterface *iface)
{
  iface->get_legend = view_get_legend;
  iface->get_keys_help = view_get_keys_help;
  iface->set_battle = view_set_battle;
  iface->set_moves = view_set_moves;
  iface->offers = view_offers;
  iface->drop_picks = view_drop_picks;
  iface->set_armies = view_set_armies;
}
