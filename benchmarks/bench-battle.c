/* bench-battle.c — how fast the battle core plays, and how well the AI does.
 *
 *   bench-battle [BATTLES] [MEASURE-RUNS] [RULESET]
 *
 * RULESET is a ruleset id (`banneret-cli rules list`: lords-and-levies,
 * battlelore…), default the default ruleset, read from its data file as
 * the app reads it; every figure below is for that ruleset.
 *
 * 1. Throughput on one core: BATTLES (default 2000) complete sensible-AI
 *    battles, 12 sample units a side, on the open field; battles per
 *    second and the median wall-clock time of one battle.
 * 2. The AI measurements (MEASURE-RUNS, default 200, seeds fixed): the
 *    sensible AI against the random-legal player and against itself, over
 *    the built-in battlefields and random ones, sides and first player
 *    alternating; win rates with 95% Wilson intervals.
 * 3. The odds of one open-field battle on 1 and on every core (identical).
 *
 * Times are measured here only; nothing asserts them.
 */
#include "bn-battle-ai.h"
#include "bn-battle-rules-xml.h"

#include <stdlib.h>

static int
compare_double (gconstpointer a,
                gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

/* The scenario of measurement run @i: every built-in battlefield and a
 * random one in turn; @symmetric leaves out the fortified line (one side
 * holds the works), for a fair mirror match. */
static BnScenario *
scenario_for (BnBattleRules *rules,
              guint          i,
              gboolean       symmetric)
{
  static const int all[] = {
    BN_SCENARIO_OPEN_FIELD, BN_SCENARIO_RIVER_FORDS, BN_SCENARIO_HILL_AND_WOOD,
    BN_SCENARIO_FORTIFIED_LINE, -1,
  };
  static const int fair[] = {
    BN_SCENARIO_OPEN_FIELD, BN_SCENARIO_RIVER_FORDS, BN_SCENARIO_HILL_AND_WOOD, -1,
  };
  int which = symmetric ? fair[i % G_N_ELEMENTS (fair)] : all[i % G_N_ELEMENTS (all)];
  BnScenario *sc = which >= 0 ? bn_scenario_new_builtin (rules, (BnScenarioBuiltin) which)
                              : bn_scenario_new_random (rules, 1000 + i);

  /* Whoever moves first alternates in pairs, so it is crossed with the
   * side the player under test takes. */
  sc->first_side = (int) ((i / 2) % 2);
  return sc;
}

static void
measure (BnBattleRules *rules,
         guint          runs,
         gboolean       mirror)
{
  g_autoptr(BnBattleArmy) army = bn_battle_army_new_sample (rules, "sample", 12);
  guint wins[2] = { 0, 0 }, draws = 0, ai_wins = 0, turns = 0;

  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(BnScenario) sc = scenario_for (rules, i, mirror);
      g_autoptr(GError) error = NULL;
      guint ai_side = i % 2;
      BnBattleAiKind kinds[2];
      BnBattleOutcome outcome;
      g_autoptr(BnBattle) b = NULL;

      kinds[ai_side] = BN_BATTLE_AI_SENSIBLE;
      kinds[1 - ai_side] = mirror ? BN_BATTLE_AI_SENSIBLE : BN_BATTLE_AI_RANDOM;
      b = bn_battle_auto_resolve (rules, sc, army, army, 7000 + i, kinds, &outcome, &error);
      if (b == NULL)
        g_error ("%s", error->message);
      turns += outcome.turns;
      if (outcome.winner < 0)
        draws++;
      else
        {
          wins[outcome.winner]++;
          if ((guint) outcome.winner == ai_side)
            ai_wins++;
        }
    }
  if (mirror)
    for (guint side = 0; side < 2; side++)
      {
        double lo, hi;

        bn_battle_wilson_interval (wins[side], runs, &lo, &hi);
        g_print ("  mirror: side %u wins %u/%u = %.1f%% (95%% CI %.1f-%.1f%%)\n",
                 side, wins[side], runs, 100.0 * wins[side] / runs, 100.0 * lo, 100.0 * hi);
      }
  else
    {
      double lo, hi;

      bn_battle_wilson_interval (ai_wins, runs, &lo, &hi);
      g_print ("  sensible vs random: sensible wins %u/%u = %.1f%% (95%% CI %.1f-%.1f%%)\n",
               ai_wins, runs, 100.0 * ai_wins / runs, 100.0 * lo, 100.0 * hi);
    }
  g_print ("    draws %u, mean turns %.1f\n", draws, (double) turns / runs);
}

int
main (int   argc,
      char *argv[])
{
  static const BnBattleAiKind sensible[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  guint n = argc > 1 ? (guint) strtoul (argv[1], NULL, 10) : 2000;
  guint runs = argc > 2 ? (guint) strtoul (argv[2], NULL, 10) : 200;
  const char *ruleset = argc > 3 ? argv[3] : BN_RULESET_DEFAULT_ID;
  g_autoptr(GError) load_error = NULL;
  g_autoptr(BnBattleRules) rules = NULL;
  g_autoptr(BnScenario) open_field = NULL;
  g_autoptr(BnBattleArmy) army0 = NULL;
  g_autoptr(BnBattleArmy) army1 = NULL;
  g_autofree double *times = g_new (double, MAX (n, 1u));
  guint64 actions = 0, turns = 0;
  guint wins[3] = { 0, 0, 0 };
  gint64 start, end;

  if (bn_ruleset_lookup (ruleset) == NULL)
    {
      g_autofree char *ids = bn_ruleset_list_ids (", ");

      g_printerr ("bench-battle: no ruleset “%s” (known: %s)\n", ruleset, ids);
      return 2;
    }
  rules = bn_battle_rules_load_id (ruleset, &load_error);
  if (rules == NULL)
    {
      g_printerr ("bench-battle: %s\n", load_error->message);
      return 1;
    }
  open_field = bn_scenario_new_builtin (rules, BN_SCENARIO_OPEN_FIELD);
  army0 = bn_battle_army_new_sample (rules, "south", 12);
  army1 = bn_battle_army_new_sample (rules, "north", 12);
  if (n == 0)
    n = 1;
  g_print ("Ruleset: %s (%s)\n", bn_ruleset_lookup (ruleset)->name, ruleset);
  g_print ("1. Throughput, one core: %u sensible-AI battles, 12 units a side, open field\n", n);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      BnBattleOutcome outcome;
      gint64 t0 = g_get_monotonic_time ();
      BnBattle *b = bn_battle_auto_resolve (rules, open_field, army0, army1, i, sensible, &outcome, &error);

      if (b == NULL)
        g_error ("%s", error->message);
      bn_battle_free (b);
      times[i] = (double) (g_get_monotonic_time () - t0);
      actions += outcome.actions;
      turns += outcome.turns;
      wins[outcome.winner < 0 ? 2 : outcome.winner]++;
    }
  end = g_get_monotonic_time ();
  qsort (times, n, sizeof *times, compare_double);
  g_print ("  %.0f battles/s; median battle %.3f ms; mean %.0f actions and %.1f turns a battle\n",
           n / ((end - start) / 1e6), times[n / 2] / 1000.0, (double) actions / n, (double) turns / n);
  g_print ("  side 0 won %u, side 1 won %u, %u draws\n", wins[0], wins[1], wins[2]);

  g_print ("2. AI measurements, %u battles each (fixed seeds)\n", runs);
  measure (rules, runs, FALSE);
  measure (rules, runs, TRUE);

  g_print ("3. Odds, open field, %u runs\n", runs);
  for (guint threads = 1; threads <= 2; threads++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BnBattleOdds) odds = NULL;

      start = g_get_monotonic_time ();
      odds = bn_battle_odds_run (rules, open_field, army0, army1, runs, 42, threads, &error);
      end = g_get_monotonic_time ();
      if (odds == NULL)
        g_error ("%s", error->message);
      g_print ("  %u thread(s), %.2f s: side 0 %.1f%% (%.1f-%.1f), side 1 %.1f%% (%.1f-%.1f), "
               "draws %u, mean VP %.2f / %.2f\n",
               threads, (end - start) / 1e6,
               100 * odds->win_rate[0], 100 * odds->win_rate_low[0], 100 * odds->win_rate_high[0],
               100 * odds->win_rate[1], 100 * odds->win_rate_low[1], 100 * odds->win_rate_high[1],
               odds->draws, odds->mean_victory_points[0], odds->mean_victory_points[1]);
      if (threads == 2)
        for (guint u = 0; u < odds->units->len; u++)
          {
            const BnBattleUnitOdds *uo = g_ptr_array_index (odds->units, u);

            g_print ("    side %u %-18s lost %.2f figures, destroyed %.0f%%\n",
                     uo->side, uo->unit_name, uo->mean_figures_lost, 100 * uo->destroyed_rate);
          }
    }
  return 0;
}
