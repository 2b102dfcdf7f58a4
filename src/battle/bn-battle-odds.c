/* bn-battle-odds.c — the odds of a battle, from many seeded auto-resolves.
 *
 * Run i is bn_battle_auto_resolve() with seed bn_battle_ai_derive_seed
 * (seed, i), sensible AI on both sides, so a run's result depends on
 * nothing but (seed, i). Workers take runs from a shared counter and
 * write each result to its own slot; the sums are then made over the
 * slots in run order, in integers, so the odds are bit-identical whatever
 * the number of threads and however the runs were scheduled.
 */
#include "bn-battle-ai.h"

#include "bn-battle-private.h"

#include <math.h>
#include <string.h>

/* What one run leaves for the sums. */
typedef struct
{
  int     winner;
  guint   vp[2];
  guint8  figures_lost[BN_BATTLE_MAX_UNITS];  /* by battle unit index */
  guint8  destroyed[BN_BATTLE_MAX_UNITS];
} RunResult;

typedef struct
{
  BnBattleRules      *rules;
  const BnScenario   *scenario;
  const BnBattleArmy *army[2];
  guint64             seed;
  guint               runs;
  BnBattleAiKind      kind;      /* both sides' player */
  gint                next;      /* atomic: the next run to play */
  RunResult          *results;
} OddsJob;

static void
play_run (OddsJob *job,
          guint    i)
{
  const BnBattleAiKind kinds[2] = { job->kind, job->kind };
  RunResult *r = &job->results[i];
  BnBattleOutcome outcome;
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattle) b = bn_battle_auto_resolve (job->rules, job->scenario, job->army[0], job->army[1],
                                                  bn_battle_ai_derive_seed (job->seed, i),
                                                  kinds, &outcome, &error);

  /* The setup was tried before the workers started, and a seeded chance
   * never runs out, so a run cannot fail. */
  if (b == NULL)
    g_error ("odds run %u failed: %s", i, error->message);
  r->winner = outcome.winner;
  r->vp[0] = outcome.victory_points[0];
  r->vp[1] = outcome.victory_points[1];
  for (guint u = 0; u < b->s.n_units; u++)
    {
      const BnBattleUnit *unit = &b->s.units[u];
      guint side = u < b->s.n_units_side0 ? 0 : 1;

      r->figures_lost[u] = (guint8) (job->army[side]->units[unit->spec].figures - unit->figures);
      r->destroyed[u] = unit->figures == 0;
    }
}

static gpointer
worker (gpointer data)
{
  OddsJob *job = data;

  for (;;)
    {
      gint i = g_atomic_int_add (&job->next, 1);

      if (i < 0 || (guint) i >= job->runs)
        return NULL;
      play_run (job, (guint) i);
    }
}

/**
 * bn_battle_wilson_interval:
 * @out_low: (out): lower bound of the 95% interval
 * @out_high: (out): upper bound
 *
 * The Wilson score interval for @successes out of @trials: unlike the
 * normal approximation it stays inside [0, 1] and is sound for rates near
 * 0 or 1 and for small samples. With no trials it is [0, 1].
 */
void
bn_battle_wilson_interval (guint   successes,
                           guint   trials,
                           double *out_low,
                           double *out_high)
{
  const double z = 1.959963984540054;
  double n = trials, p, centre, half, denom;

  g_return_if_fail (out_low != NULL && out_high != NULL && successes <= trials);
  if (trials == 0)
    {
      *out_low = 0.0;
      *out_high = 1.0;
      return;
    }
  p = successes / n;
  denom = 1.0 + z * z / n;
  centre = (p + z * z / (2.0 * n)) / denom;
  half = z * sqrt (p * (1.0 - p) / n + z * z / (4.0 * n * n)) / denom;
  *out_low = MAX (0.0, centre - half);
  *out_high = MIN (1.0, centre + half);
}

static void
unit_odds_free (gpointer data)
{
  BnBattleUnitOdds *u = data;

  g_free (u->unit_name);
  g_free (u);
}

/**
 * bn_battle_odds_run:
 * @runs: battles to play (at least 1)
 * @seed: run i plays with bn_battle_ai_derive_seed (@seed, i)
 * @threads: workers; 0 means one per core. The result does not depend on it.
 *
 * Plays @runs battles sensible AI against sensible AI and sums them up:
 * wins, draws, each side's win rate with its 95% Wilson interval, mean
 * victory points, and for every unit (in army order, side 0's first) the
 * mean figures it lost and how often it was destroyed.
 *
 * Returns: (transfer full) (nullable): the odds, or %NULL with
 *   %BN_BATTLE_ERROR_SETUP when the battle cannot be set up
 */
BnBattleOdds *
bn_battle_odds_run (BnBattleRules      *rules,
                    const BnScenario   *scenario,
                    const BnBattleArmy *army0,
                    const BnBattleArmy *army1,
                    guint               runs,
                    guint64             seed,
                    guint               threads,
                    GError            **error)
{
  return bn_battle_odds_run_with_kind (rules, scenario, army0, army1, runs, seed, threads, BN_BATTLE_AI_SENSIBLE,
                                       error);
}

/* As bn_battle_odds_run(), @kind playing both sides. */
BnBattleOdds *
bn_battle_odds_run_with_kind (BnBattleRules      *rules,
                              const BnScenario   *scenario,
                              const BnBattleArmy *army0,
                              const BnBattleArmy *army1,
                              guint               runs,
                              guint64             seed,
                              guint               threads,
                              BnBattleAiKind      kind,
                              GError            **error)
{
  OddsJob job = { 0 };
  BnBattleOdds *odds;
  guint64 vp[2] = { 0, 0 };
  g_autofree guint64 *figures = NULL;
  g_autofree guint *destroyed = NULL;
  guint n_units;

  g_return_val_if_fail (rules != NULL && scenario != NULL && army0 != NULL && army1 != NULL, NULL);
  g_return_val_if_fail (runs > 0 && runs <= G_MAXINT / 2, NULL);

  /* Refuse an unusable setup here, once, rather than in every worker. */
  {
    g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
    g_autoptr(BnBattle) probe = bn_battle_new (rules, scenario, army0, army1, chance, error);

    if (probe == NULL)
      return NULL;
    n_units = probe->s.n_units;
  }

  job.rules = rules;
  job.scenario = scenario;
  job.army[0] = army0;
  job.army[1] = army1;
  job.seed = seed;
  job.runs = runs;
  job.kind = kind;
  job.results = g_new0 (RunResult, runs);
  if (threads == 0)
    threads = g_get_num_processors ();
  threads = CLAMP (threads, 1u, runs);
  if (threads == 1)
    worker (&job);
  else
    {
      g_autoptr(GPtrArray) pool = g_ptr_array_new ();

      for (guint t = 0; t < threads; t++)
        g_ptr_array_add (pool, g_thread_new ("bn-battle-odds", worker, &job));
      for (guint t = 0; t < threads; t++)
        g_thread_join (g_ptr_array_index (pool, t));
    }

  odds = g_new0 (BnBattleOdds, 1);
  odds->runs = runs;
  odds->units = g_ptr_array_new_with_free_func (unit_odds_free);
  figures = g_new0 (guint64, n_units);
  destroyed = g_new0 (guint, n_units);
  for (guint i = 0; i < runs; i++)
    {
      const RunResult *r = &job.results[i];

      if (r->winner == 0 || r->winner == 1)
        odds->wins[r->winner]++;
      else
        odds->draws++;
      vp[0] += r->vp[0];
      vp[1] += r->vp[1];
      for (guint u = 0; u < n_units; u++)
        {
          figures[u] += r->figures_lost[u];
          destroyed[u] += r->destroyed[u];
        }
    }
  for (guint side = 0; side < 2; side++)
    {
      odds->win_rate[side] = (double) odds->wins[side] / runs;
      bn_battle_wilson_interval (odds->wins[side], runs, &odds->win_rate_low[side], &odds->win_rate_high[side]);
      odds->mean_victory_points[side] = (double) vp[side] / runs;
    }
  for (guint u = 0; u < n_units; u++)
    {
      guint side = u < army0->n_units ? 0 : 1;
      const BnBattleArmy *army = side == 0 ? army0 : army1;
      BnBattleUnitOdds *uo = g_new0 (BnBattleUnitOdds, 1);

      uo->unit_name = g_strdup (army->units[side == 0 ? u : u - army0->n_units].name);
      uo->side = side;
      uo->mean_figures_lost = (double) figures[u] / runs;
      uo->destroyed_rate = (double) destroyed[u] / runs;
      g_ptr_array_add (odds->units, uo);
    }
  g_free (job.results);
  return odds;
}

void
bn_battle_odds_free (BnBattleOdds *odds)
{
  if (odds == NULL)
    return;
  g_clear_pointer (&odds->units, g_ptr_array_unref);
  g_free (odds);
}
