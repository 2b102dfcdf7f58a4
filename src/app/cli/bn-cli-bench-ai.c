/* bn-cli-bench-ai.c — "bench ai": the hard computer player against the
 * standard one, over the shipped battlefields in turn (bn_battle_bench_ai());
 * and the --computer-strength option the battle commands share.
 */
#include "bn-config.h"

#include "bn-cli.h"

#include "bn-battle-ai.h"
#include "bn-battle-bench.h"
#include "bn-battle-rules-xml.h"
#include "bn-scenario-xml.h"

/* Reads --computer-strength (%NULL: standard); FALSE after printing the
 * usage error, whose exit status is then in *@out_status. */
gboolean
bn_cli_parse_strength (BnCliContext     *ctx,
                       const char       *text,
                       BnBattleStrength *out_strength,
                       int              *out_status)
{
  *out_strength = BN_BATTLE_STRENGTH_STANDARD;
  if (text == NULL || bn_battle_strength_from_string (text, out_strength))
    return TRUE;
  *out_status = bn_cli_usage_error (ctx, _("--computer-strength is easy, standard or hard"));
  return FALSE;
}

/* The tally and the times, to standard output or (the games so far) to
 * standard error. */
static void
print_figures (const BnBattleBenchAi *bench,
               gboolean               so_far)
{
  void (*print) (const char *format, ...) = so_far ? g_printerr : g_print;

  print (_("  hard wins %u of %u (95 %% Wilson interval %.1f–%.1f %%)\n"),
         bench->hard_wins, bench->games, 100.0 * bench->win_low, 100.0 * bench->win_high);
  print (ngettext ("  %u draw\n", "  %u draws\n", bench->draws), bench->draws);
  print (_("  hard player's time per decision over %u decisions, in its thread's processor time (one core): "
           "median %.1f ms, 95th percentile %.1f ms, longest %.1f ms\n"),
         bench->decisions, bench->cpu_median_ms, bench->cpu_p95_ms, bench->cpu_max_ms);
  print (_("  … on the wall clock (longer on a busy machine): median %.1f ms, 95th percentile %.1f ms, "
           "longest %.1f ms\n"),
         bench->median_ms, bench->p95_ms, bench->max_ms);
}

static void
print_progress (const BnBattleBenchAi *so_far,
                gpointer               user_data)
{
  guint *every = user_data;

  if (so_far->games % *every == 0)
    {
      g_printerr (ngettext ("after %u game:\n", "after %u games:\n", so_far->games), so_far->games);
      print_figures (so_far, TRUE);
    }
}

/* bench ai --rules R [--games N] [--seed S] [--budget-ms M] */
int
bn_cli_bench_ai (BnCliContext  *ctx,
                 int            argc,
                 char         **argv)
{
  int n_games = 200;
  gint64 seed = 1;
  int budget_ms = BN_BATTLE_AI_DEFAULT_BUDGET_MS;
  gboolean quiet = FALSE;
  g_autofree char *rules_id = NULL;
  const GOptionEntry entries[] = {
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_id, N_("The ruleset (see “rules list”; default lords-and-levies)"), N_("ID") },
    { "games", 0, 0, G_OPTION_ARG_INT, &n_games, N_("Games to play (default 200)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("The first game's seed (default 1)"), "S" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms, N_("The hard player's most thinking per decision, in ms of processor time (default the app's, 1000)"), "M" },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, N_("No progress on standard error"), NULL },
    { NULL },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = NULL;
  g_autoptr(GPtrArray) scenarios = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_scenario_free);
  g_autoptr(BnBattleBenchAi) bench = NULL;
  const char * const *ids = bn_scenario_shipped_ids ();
  guint every = 5;
  int status;

  if (!bn_cli_parse_options (ctx, entries, "", &argc, &argv, &status))
    return status;
  if (argc > 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  if (n_games < 1 || n_games > 100000)
    return bn_cli_usage_error (ctx, _("--games is 1 to 100000"));
  if (budget_ms < 1 || budget_ms > 600000)
    return bn_cli_usage_error (ctx, _("--budget-ms is 1 to 600000"));

  rules = bn_battle_rules_load_id (rules_id, &error);
  if (rules == NULL)
    return g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE)
           ? bn_cli_usage_error (ctx, "%s", error->message) : bn_cli_fail (ctx, error);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      BnScenario *scenario = bn_scenario_load_shipped (rules, ids[i], NULL);

      if (scenario != NULL)
        g_ptr_array_add (scenarios, scenario);
    }
  if (scenarios->len == 0)
    return bn_cli_fail (ctx, g_error_new (G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("no battlefield fits these rules")));

  bench = bn_battle_bench_ai (rules, (BnScenario *const *) scenarios->pdata, scenarios->len, (guint) n_games,
                              (guint64) seed, (guint) budget_ms, quiet ? NULL : print_progress, &every, &error);
  if (bench == NULL)
    return bn_cli_fail (ctx, error);

  g_print (_("bench ai: hard against standard, %s, %u battlefields in turn, sides and first player crossed, "
             "budget %u continuations or %u ms of processor time a decision, one thread\n"),
           bn_battle_rules_get_ruleset (rules)->id, scenarios->len, BN_BATTLE_AI_DEFAULT_SIMULATIONS,
           bench->budget_ms);
  print_figures (bench, FALSE);
  return BN_CLI_EXIT_OK;
}
