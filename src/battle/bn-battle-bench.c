/* bn-battle-bench.c — a run of AI-against-AI battles, timed: see
 * bn-battle-bench.h. It reads the clock, which is its whole point; what it
 * plays is the same every run. */
#include "bn-battle-bench.h"

#include <stdlib.h>

#include "bn-battle-ai.h"
#include "bn-battle-army.h"
#include "bn-ruleset.h"

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/**
 * bn_battle_bench:
 * @scenario: the battlefield, as loaded for BN_BATTLE_BENCH_SCENARIO
 * @battles: how many battles to play, one after the other (1 or more)
 *
 * Plays @battles battles of BN_BATTLE_BENCH_UNITS sample units a side,
 * sensible AI against sensible AI, battle i seeded with i, and times each.
 *
 * Returns: (transfer full) (nullable): the run's times, or %NULL with
 *   @error when a battle cannot be played
 */
BnBattleBench *
bn_battle_bench (BnBattleRules     *rules,
                 const BnScenario  *scenario,
                 guint              battles,
                 GError           **error)
{
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  g_autoptr(BnBattleArmy) army0 = NULL;
  g_autoptr(BnBattleArmy) army1 = NULL;
  g_autofree double *times = NULL;
  BnBattleBench *bench;
  gint64 start;

  g_return_val_if_fail (rules != NULL && scenario != NULL, NULL);
  g_return_val_if_fail (battles > 0, NULL);

  army0 = bn_battle_army_new_sample (rules, "first army", BN_BATTLE_BENCH_UNITS);
  army1 = bn_battle_army_new_sample (rules, "second army", BN_BATTLE_BENCH_UNITS);
  times = g_new (double, battles);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < battles; i++)
    {
      gint64 before = g_get_monotonic_time ();
      g_autoptr(BnBattle) battle = bn_battle_auto_resolve (rules, scenario, army0, army1, (guint64) i, kinds,
                                                           NULL, error);

      if (battle == NULL)
        return NULL;
      times[i] = (double) (g_get_monotonic_time () - before) / 1000.0;
    }

  bench = g_new0 (BnBattleBench, 1);
  bench->battles = battles;
  bench->units = BN_BATTLE_BENCH_UNITS;
  bench->scenario_id = g_strdup (scenario->id);
  bench->ruleset_id = g_strdup (bn_battle_rules_get_ruleset (rules)->id);
  bench->seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  bench->battles_per_second = bench->seconds > 0 ? battles / bench->seconds : 0.0;
  qsort (times, battles, sizeof *times, compare_doubles);
  bench->median_ms = battles % 2 == 1 ? times[battles / 2] : (times[battles / 2 - 1] + times[battles / 2]) / 2.0;
  return bench;
}

void
bn_battle_bench_free (BnBattleBench *bench)
{
  if (bench == NULL)
    return;
  g_free (bench->scenario_id);
  g_free (bench->ruleset_id);
  g_free (bench);
}
