/* bn-net-clock.c — a side's time per turn (bn-net-clock.h). */
#include "bn-net-clock.h"

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
