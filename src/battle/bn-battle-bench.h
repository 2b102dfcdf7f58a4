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

/* The searching ("hard") player against the sensible ("standard") one
 * (bn-battle-bench-ai.c, "banneret-cli bench ai"): who wins, and how long
 * the searching player thinks over a decision it has to weigh. */
typedef struct
{
  guint  games;
  guint  hard_wins;
  guint  draws;
  double win_low;           /* 95% Wilson interval of the searching player's share of wins */
  double win_high;
  guint  budget_ms;
  guint  decisions;         /* the searching player's decisions among two actions or more */
  double median_ms;         /* on the wall clock */
  double p95_ms;
  double max_ms;
  double cpu_median_ms;     /* on the thinking thread's processor clock: what one free core takes */
  double cpu_p95_ms;
  double cpu_max_ms;
} BnBattleBenchAi;

typedef void (*BnBattleBenchAiProgress) (const BnBattleBenchAi *so_far, gpointer user_data);

BnBattleBenchAi *bn_battle_bench_ai      (BnBattleRules            *rules,
                                          BnScenario *const        *scenarios,
                                          guint                     n_scenarios,
                                          guint                     games,
                                          guint64                   seed,
                                          guint                     budget_ms,
                                          BnBattleBenchAiProgress   progress,
                                          gpointer                  user_data,
                                          GError                  **error);
void             bn_battle_bench_ai_free (BnBattleBenchAi          *bench);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnBattleBenchAi, bn_battle_bench_ai_free)

G_END_DECLS
