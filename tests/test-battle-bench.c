/* test-battle-bench.c — bn_battle_bench(), the engine's speed measure both
 * front ends print: it plays the battles asked for, of the units and on
 * the battlefield it names, under the ruleset given. What it measures is
 * the machine's; no test reads or asserts a time. */
#include "bn-config.h"

#include "bn-battle-bench.h"
#include "bn-battle-rules-xml.h"
#include "bn-ruleset.h"
#include "bn-scenario-xml.h"

static void
test_bench_plays_what_it_says (void)
{
  for (guint r = 0; r < bn_ruleset_get_n_rulesets (); r++)
    {
      g_autoptr(GError) error = NULL;
      const BnRuleset *ruleset = bn_ruleset_get_nth (r);
      g_autoptr(BnBattleRules) rules = bn_battle_rules_load_id (ruleset->id, &error);
      g_autoptr(BnScenario) scenario = NULL;
      g_autoptr(BnBattleBench) bench = NULL;

      g_assert_no_error (error);
      scenario = bn_scenario_load_shipped (rules, BN_BATTLE_BENCH_SCENARIO, &error);
      g_assert_no_error (error);
      bench = bn_battle_bench (rules, scenario, 3, &error);
      g_assert_no_error (error);
      g_assert_nonnull (bench);
      g_assert_cmpuint (bench->battles, ==, 3);
      g_assert_cmpuint (bench->units, ==, BN_BATTLE_BENCH_UNITS);
      g_assert_cmpstr (bench->scenario_id, ==, BN_BATTLE_BENCH_SCENARIO);
      g_assert_cmpstr (bench->ruleset_id, ==, ruleset->id);
      g_assert_cmpfloat (bench->median_ms, >=, 0.0);
      g_assert_cmpfloat (bench->seconds, >=, 0.0);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle-bench/plays-what-it-says", test_bench_plays_what_it_says);
  return g_test_run ();
}
