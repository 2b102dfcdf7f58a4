/* bn-battle-bench.h — how fast the engine plays: a run of AI-against-AI
 * battles, timed.
 *
 * The one measure both front ends print ("banneret-cli bench battle" and
 * the app's Measure Engine Speed): BN_BATTLE_BENCH_UNITS sample units a
 * side (bn_battle_army_new_sample()) on the battlefield the caller loads
 * for BN_BATTLE_BENCH_SCENARIO, the sensible AI on both sides, battle i
 * seeded with i, one thread. Only the times differ from run to run.
 */
#pragma once

#include <glib.h>

#include "bn-battle-rules.h"
#include "bn-scenario.h"

G_BEGIN_DECLS

#define BN_BATTLE_BENCH_UNITS     12
#define BN_BATTLE_BENCH_SCENARIO  "open-field"

typedef struct
{
  guint battles;
  guint units;              /* a side */
  char *scenario_id;
  char *ruleset_id;
  double seconds;           /* the whole run */
  double battles_per_second;
  double median_ms;         /* one battle's median time */
} BnBattleBench;

BnBattleBench *bn_battle_bench      (BnBattleRules     *rules,
                                     const BnScenario  *scenario,
                                     guint              battles,
                                     GError           **error);
void           bn_battle_bench_free (BnBattleBench     *bench);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnBattleBench, bn_battle_bench_free)

G_END_DECLS
