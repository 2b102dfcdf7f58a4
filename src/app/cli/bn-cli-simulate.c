/* bn-cli-simulate.c — "simulate careers": the balance of the career tables.
 *
 * Runs bn_career_simulation_run() (careers of like Barons, auto-resolved
 * battles, temporary databases) and prints its report. Nothing of the
 * user's is read or written: the database named by --db is not opened.
 */
#include "bn-config.h"

#include "bn-cli.h"

#include <unistd.h>

#include "bn-career-simulation.h"

/* On a terminal, the rounds done so far, overwritten in place. */
static void
show_progress (guint    done,
               guint    total,
               gpointer user_data)
{
  g_printerr ("\r");
  g_printerr (_("%u of %u rounds"), done, total);
  if (done == total)
    g_printerr ("\n");
}

/* simulate careers [--campaigns N] [--battles M] [--seed S] */
int
bn_cli_simulate_careers (BnCliContext *ctx,
                         int           argc,
                         char        **argv)
{
  int campaigns = 25;
  int battles = 40;
  gint64 seed = 1;
  const GOptionEntry entries[] = {
    { "campaigns", 0, 0, G_OPTION_ARG_INT, &campaigns,
      N_("Campaigns to simulate, each of four Barons (default 25)"), "N" },
    { "battles", 0, 0, G_OPTION_ARG_INT, &battles,
      N_("Rounds of battles in each campaign: the most one Baron fights (default 40)"), "M" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("The seed everything follows from (default 1)"), "S" },
    { NULL },
  };
  BnCareerSimulationRequest request = { 0 };
  g_autoptr(BnCareerSimulation) simulation = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *report = NULL;
  int status;

  if (!bn_cli_parse_options (ctx, entries, _("[--campaigns N] [--battles M] [--seed S]"), &argc, &argv, &status))
    return status;
  if (argc > 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  if (campaigns < 1 || campaigns > 100000)
    return bn_cli_usage_error (ctx, _("--campaigns is 1 to 100000"));
  if (battles < 1 || battles > 10000)
    return bn_cli_usage_error (ctx, _("--battles is 1 to 10000"));
  if (seed < 0)
    return bn_cli_usage_error (ctx, _("--seed is 0 or more"));

  request.campaigns = (guint) campaigns;
  request.rounds = (guint) battles;
  request.seed = (guint64) seed;
  simulation = bn_career_simulation_run (&request, isatty (STDERR_FILENO) ? show_progress : NULL, NULL, NULL, &error);
  if (simulation == NULL)
    return bn_cli_fail (ctx, error);
  report = bn_career_simulation_format (simulation);
  g_print ("%s", report);
  return BN_CLI_EXIT_OK;
}
