/* bn-net-clock.h — a side's time per turn in a battle over the network.
 *
 * House rule (docs/rules.md, "Time per turn"): each side has the same time
 * for its own decisions in each turn of the battle; its clock runs only
 * while that side is to decide. When the time is spent, the standard
 * computer player makes the rest of that side's decisions of the turn.
 * Each program keeps its own side's clock: the arithmetic here reads no
 * clock, the caller says how long a decision took.
 */
#pragma once

#include <glib.h>

#include "bn-battle.h"

G_BEGIN_DECLS

typedef struct
{
  gint64 budget_us;           /* per turn; 0: no clock */
  guint  turn;                /* the turn the time spent is for */
  gint64 spent_us;
} BnNetClock;

void     bn_net_clock_init    (BnNetClock *clock,
                               guint       seconds_per_turn);
gboolean bn_net_clock_is_set  (const BnNetClock *clock);
gint64   bn_net_clock_left    (BnNetClock *clock,
                               guint       turn);
void     bn_net_clock_spend   (BnNetClock *clock,
                               gint64      microseconds);
gboolean bn_net_clock_computer_choose (guint64         ai_seed,
                                       const BnBattle *battle,
                                       BnBattleAction *out_action);

G_END_DECLS
