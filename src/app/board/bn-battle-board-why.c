/* bn-battle-board-why.c — the hex board's words for what a piece may not
 * do now, and why: the engine's reasons (bn-battle-why.h), said on the
 * piece's tooltip and popover so that a move or attack not offered never
 * goes unexplained. */
#include "bn-config.h"

#include "bn-battle-board-private.h"
#include "bn-battle-why.h"

#include <string.h>

/* The unit of the side to act nearest @hex, those given an order first. */
static int
nearest_own (const BnBattle *battle,
             guint           side,
             BnHex           hex)
{
  int best = -1;
  guint best_rank = G_MAXUINT;

  for (guint i = 0; i < bn_battle_get_n_units (battle); i++)
    {
      const BnBattleUnit *u = bn_battle_get_unit (battle, i);
      guint rank;

      if (u->side != side || u->figures == 0)
        continue;
      rank = bn_hex_distance (u->hex, hex) + (u->ordered == BN_ORDER_NONE ? 1000u : 0u);
      if (rank < best_rank)
        {
          best_rank = rank;
          best = (int) i;
        }
    }
  return best;
}

/* In the moves, an enemy no run of the piece picked ends in a fight
 * with: why the unit of the side to act nearest it may not attack it
 * once the moves are over as they stand, tried on a copy ("Done moving"
 * made, and the other side's answer to it), in the engine's words. */
static void
tell_why_not_after_moves (BnBattleBoard       *self,
                          const BnBattleWords *words,
                          guint                unit,
                          GString             *out)
{
  const BnBattle *battle = self->battle;
  int own = nearest_own (battle, bn_battle_get_acting_side (battle), bn_battle_get_unit (battle, unit)->hex);
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnBattle) copy = NULL;
  g_autoptr(GArray) legal = NULL;
  g_autofree char *why = NULL;

  if (own < 0)
    return;
  for (guint i = 0; i < self->paths->len; i++)
    if (g_array_index (self->paths, BnBoardPath, i).attack &&
        bn_hex_equal (g_array_index (self->paths, BnBoardPath, i).to, bn_battle_get_unit (battle, unit)->hex))
      return;
  chance = bn_chance_new_seeded (0);
  copy = bn_battle_board_after_moves (battle, NULL, chance);
  if (copy == NULL || bn_battle_get_acting_side (copy) != bn_battle_get_acting_side (battle))
    return;
  legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  bn_battle_legal_actions (copy, legal);
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, BnBattleAction, i).type == BN_ACTION_BATTLE &&
        g_array_index (legal, BnBattleAction, i).a == (guint) own && g_array_index (legal, BnBattleAction, i).b == unit)
      return;
  why = bn_battle_why_no_battle (copy, (guint) own, (int) unit);
  if (why != NULL)
    /* TRANSLATORS: on an enemy, in the moves: a unit of the side to act, then the engine's reason, with its rule */
    g_string_append_printf (out, _("\nNo battle now: were the moves over, %s could not attack it, since %s."),
                            bn_battle_words_unit (words, (guint) own), why);
}

/**
 * bn_battle_board_tell_why_not:
 * @unit: a unit on the hex described
 * @out: the hex's words, added to
 *
 * A unit of the side to act: why it may not move, or not battle, now. An
 * enemy, in the moves or the battle phase, that no unit may attack: why
 * not, for the unit nearest it. Nothing while nothing is offered (the
 * other side's turn, a replay).
 */
void
bn_battle_board_tell_why_not (BnBattleBoard       *self,
                              const BnBattleWords *words,
                              guint                unit,
                              GString             *out)
{
  const BnBattle *battle = self->battle;
  const BnBattleUnit *u = bn_battle_get_unit (battle, unit);
  guint side = bn_battle_get_acting_side (battle);

  if (self->moves == NULL || self->moves->len == 0)
    return;
  if (u->side == side)
    {
      g_autofree char *move = bn_battle_why_no_move (battle, unit);
      g_autofree char *fight = bn_battle_why_no_battle (battle, unit, -1);

      if (move != NULL && fight != NULL && strcmp (move, fight) == 0)
        /* TRANSLATORS: the engine's reason, with its rule */
        g_string_append_printf (out, _("\nNo move and no battle this turn: %s."), move);
      else
        {
          if (move != NULL)
            /* TRANSLATORS: the engine's reason, with its rule */
            g_string_append_printf (out, _("\nNo move now: %s."), move);
          if (fight != NULL)
            /* TRANSLATORS: the engine's reason, with its rule */
            g_string_append_printf (out, _("\nNo battle now: %s."), fight);
        }
      return;
    }
  if (bn_battle_get_phase (battle) == BN_PHASE_MOVE)
    {
      tell_why_not_after_moves (self, words, unit, out);
      return;
    }
  if (bn_battle_get_phase (battle) != BN_PHASE_BATTLE)
    return;
  for (guint i = 0; i < self->moves->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);

      if (action->type == BN_ACTION_BATTLE && action->b == unit)
        return;
    }
  {
    int own = nearest_own (battle, side, u->hex);
    g_autofree char *why = own >= 0 ? bn_battle_why_no_battle (battle, (guint) own, (int) unit) : NULL;

    if (why != NULL)
      /* TRANSLATORS: a unit of the side to act, then the engine's reason, with its rule */
      g_string_append_printf (out, _("\nNo attack on it: %s may not, since %s."), bn_battle_words_unit (words, (guint) own),
                              why);
  }
}
