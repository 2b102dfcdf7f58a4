/* bn-net-clock.c — a side's time per turn (bn-net-clock.h). */
#include "bn-net-clock.h"

#include "bn-battle-ai.h"

void
bn_net_clock_init (BnNetClock *clock,
                   guint       seconds_per_turn)
{
  g_return_if_fail (clock != NULL);

  *clock = (BnNetClock) { (gint64) seconds_per_turn * G_USEC_PER_SEC, 0, 0 };
}

gboolean
bn_net_clock_is_set (const BnNetClock *clock)
{
  return clock->budget_us > 0;
}

/**
 * bn_net_clock_left:
 * @turn: the battle's turn now (bn_battle_get_turn())
 *
 * Returns: the microseconds this side has left for its decisions in @turn
 *   (a new turn starts with the whole time); 0 when they are spent;
 *   %G_MAXINT64 without a clock
 */
gint64
bn_net_clock_left (BnNetClock *clock,
                   guint       turn)
{
  g_return_val_if_fail (clock != NULL, G_MAXINT64);

  if (clock->budget_us <= 0)
    return G_MAXINT64;
  if (turn != clock->turn)
    {
      clock->turn = turn;
      clock->spent_us = 0;
    }
  return MAX (clock->budget_us - clock->spent_us, 0);
}

/* Counts @microseconds of this side's thinking against the turn's time. */
void
bn_net_clock_spend (BnNetClock *clock,
                    gint64      microseconds)
{
  g_return_if_fail (clock != NULL);

  clock->spent_us += MAX (microseconds, 0);
}

/* The decision the standard computer player makes for a side whose time
 * is spent, or who lets the computer play it: seeded from @ai_seed and the
 * decision's number, so both front ends make the same one. */
gboolean
bn_net_clock_computer_choose (guint64         ai_seed,
                              const BnBattle *battle,
                              BnBattleAction *out_action)
{
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE,
                                               bn_battle_ai_derive_seed (ai_seed, bn_battle_get_n_actions (battle)));

  return bn_battle_ai_choose (ai, battle, out_action);
}
