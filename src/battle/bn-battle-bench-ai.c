/* bn-battle-bench-ai.c — the searching player against the sensible one,
 * played and timed: see bn-battle-bench.h. What is played is the same
 * every run (as long as no decision reaches the cap on processor time);
 * only the times differ. */
#include "bn-battle-bench.h"

#include <stdlib.h>

#include "bn-battle-ai.h"
#include "bn-battle-army.h"

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
quantile (const GArray *sorted,
          double        q)
{
  guint k;

  if (sorted->len == 0)
    return 0.0;
  k = (guint) (q * (sorted->len - 1) + 0.5);
  return g_array_index (sorted, double, MIN (k, sorted->len - 1));
}

/* The tally's interval and the times' quantiles, from the games so far. */
static void
summarize (BnBattleBenchAi *bench,
           GArray          *times,
           GArray          *cpu_times)
{
  bn_battle_wilson_interval (bench->hard_wins, bench->games, &bench->win_low, &bench->win_high);
  g_array_sort (times, compare_doubles);
  bench->decisions = times->len;
  bench->median_ms = quantile (times, 0.5);
  bench->p95_ms = quantile (times, 0.95);
  bench->max_ms = times->len > 0 ? g_array_index (times, double, times->len - 1) : 0.0;
  g_array_sort (cpu_times, compare_doubles);
  bench->cpu_median_ms = quantile (cpu_times, 0.5);
  bench->cpu_p95_ms = quantile (cpu_times, 0.95);
  bench->cpu_max_ms = cpu_times->len > 0 ? g_array_index (cpu_times, double, cpu_times->len - 1) : 0.0;
}

/* Plays game @index; returns the winner (0, 1, or −1 for a draw). */
static gboolean
play_one (BnBattleRules      *rules,
          const BnScenario   *scenario,
          const BnBattleArmy *army0,
          const BnBattleArmy *army1,
          guint64             seed,
          guint               hard_side,
          guint               budget_ms,
          GArray             *times,
          GArray             *cpu_times,
          int                *out_winner,
          GError            **error)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (bn_battle_ai_derive_seed (seed, 0));
  g_autoptr(BnBattle) b = NULL;
  g_autoptr(BnBattleAi) hard = bn_battle_ai_new (BN_BATTLE_AI_SEARCHING, bn_battle_ai_derive_seed (seed, 1 + hard_side));
  g_autoptr(BnBattleAi) standard = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE,
                                                     bn_battle_ai_derive_seed (seed, 2 - hard_side));

  b = bn_battle_new (rules, scenario, army0, army1, chance, error);
  if (b == NULL)
    return FALSE;
  bn_battle_adopt_chance (b, g_steal_pointer (&chance));
  bn_battle_ai_set_budget (hard, BN_BATTLE_AI_DEFAULT_SIMULATIONS, budget_ms);
  while (bn_battle_get_phase (b) != BN_PHASE_OVER)
    {
      BnBattleAction action;
      guint side = bn_battle_get_acting_side (b);
      BnBattleAi *ai = side == hard_side ? hard : standard;

      if (!bn_battle_ai_choose (ai, b, &action) || !bn_battle_apply (b, &action, error))
        return FALSE;
      if (ai == hard && bn_battle_ai_get_last_simulations (hard) > 0)
        {
          double ms = bn_battle_ai_get_last_ms (hard);
          double cpu_ms = bn_battle_ai_get_last_cpu_ms (hard);

          g_array_append_val (times, ms);
          g_array_append_val (cpu_times, cpu_ms);
        }
    }
  *out_winner = bn_battle_get_winner (b) < 2 ? (int) bn_battle_get_winner (b) : -1;
  return TRUE;
}

/**
 * bn_battle_bench_ai:
 * @scenarios: (array length=n_scenarios): the battlefields, played in turn
 * @games: how many games (1 or more)
 * @budget_ms: the searching player's cap per decision, in processor time
 * @progress: (nullable): called after each game with the figures so far
 *
 * Plays @games games of the searching player against the sensible one,
 * BN_BATTLE_BENCH_UNITS sample units a side: game i on battlefield
 * (i / 4) mod @n_scenarios, the searching player on side i mod 2, the
 * side that moves first (i / 2) mod 2, the dice and players seeded from
 * @seed and i.
 *
 * Returns: (transfer full) (nullable): the tally and the times, or %NULL
 *   with @error when a game cannot be played
 */
BnBattleBenchAi *
bn_battle_bench_ai (BnBattleRules            *rules,
                    BnScenario *const        *scenarios,
                    guint                     n_scenarios,
                    guint                     games,
                    guint64                   seed,
                    guint                     budget_ms,
                    BnBattleBenchAiProgress   progress,
                    gpointer                  user_data,
                    GError                  **error)
{
  g_autoptr(BnBattleArmy) army0 = NULL;
  g_autoptr(BnBattleArmy) army1 = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu_times = g_array_new (FALSE, FALSE, sizeof (double));
  BnBattleBenchAi *bench;

  g_return_val_if_fail (rules != NULL && scenarios != NULL && n_scenarios > 0, NULL);
  g_return_val_if_fail (games > 0, NULL);

  army0 = bn_battle_army_new_sample (rules, "first army", BN_BATTLE_BENCH_UNITS);
  army1 = bn_battle_army_new_sample (rules, "second army", BN_BATTLE_BENCH_UNITS);
  bench = g_new0 (BnBattleBenchAi, 1);
  bench->budget_ms = budget_ms;
  for (guint i = 0; i < games; i++)
    {
      g_autoptr(BnScenario) scenario = bn_scenario_copy (scenarios[(i / 4) % n_scenarios]);
      guint hard_side = i % 2;
      int winner = -1;

      scenario->first_side = (int) ((i / 2) % 2);
      if (scenario->turn_limit == 0)
        scenario->turn_limit = BN_BATTLE_AI_TURN_LIMIT;
      if (!play_one (rules, scenario, army0, army1, bn_battle_ai_derive_seed (seed, i), hard_side, budget_ms,
                     times, cpu_times, &winner, error))
        {
          bn_battle_bench_ai_free (bench);
          return NULL;
        }
      bench->games++;
      if (winner < 0)
        bench->draws++;
      else if ((guint) winner == hard_side)
        bench->hard_wins++;
      summarize (bench, times, cpu_times);
      if (progress != NULL)
        progress (bench, user_data);
    }
  return bench;
}

void
bn_battle_bench_ai_free (BnBattleBenchAi *bench)
{
  g_free (bench);
}
