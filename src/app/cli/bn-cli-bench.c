/* bn-cli-bench.c — "bench campaign": how a long campaign costs.
 *
 * The run is bn_campaign_bench_run() (bn-campaign-bench.c), the same the
 * app's Measure Engine Speed makes: a campaign of 200 leaders and N
 * battles in a temporary database (or in a new file --keep names). The CLI
 * prints its figures, then times the reads again as banneret-cli commands
 * of their own, each opening the file, as a user's command does. Nothing
 * of the user's is touched.
 */
#include "bn-config.h"

#include "bn-cli.h"

#include <glib/gstdio.h>

#include "bn-campaign-bench.h"

/* Runs this program as `banneret-cli --db @path ARGS…` and gives its wall
 * time in ms, the median of three runs; -1 when it failed. */
static double
time_command (const char  *path,
              const char  *args)
{
  double runs[3];

  for (guint r = 0; r < G_N_ELEMENTS (runs); r++)
    {
      g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
      g_autofree char *line = g_strdup_printf ("--db %s %s", path, args);
      g_auto(GStrv) words = NULL;
      g_autoptr(GPtrArray) argv = g_ptr_array_new ();
      gint64 start;
      int wait_status = 0;

      if (self == NULL || !g_shell_parse_argv (line, NULL, &words, NULL))
        return -1;
      g_ptr_array_add (argv, self);
      for (guint i = 0; words[i] != NULL; i++)
        g_ptr_array_add (argv, words[i]);
      g_ptr_array_add (argv, NULL);
      start = g_get_monotonic_time ();
      if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                         NULL, NULL, NULL, NULL, &wait_status, NULL) ||
          !g_spawn_check_wait_status (wait_status, NULL))
        return -1;
      runs[r] = (g_get_monotonic_time () - start) / 1000.0;
    }
  /* The median of three. */
  if (runs[0] > runs[1])
    {
      double t = runs[0];
      runs[0] = runs[1];
      runs[1] = t;
    }
  return MAX (runs[0], MIN (runs[1], runs[2]));
}

/* bench campaign [--battles N] [--keep FILE] */
int
bn_cli_bench_campaign (BnCliContext *ctx,
                       int           argc,
                       char        **argv)
{
  int n_battles = 100;
  g_autofree char *keep = NULL;
  const GOptionEntry entries[] = {
    { "battles", 0, 0, G_OPTION_ARG_INT, &n_battles, N_("Battles to fight and apply (default 100)"), "N" },
    { "keep", 0, 0, G_OPTION_ARG_FILENAME, &keep, N_("Keep the campaign in FILE (a new file) to open it later"), N_("FILE") },
    { NULL },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCampaignBench) bench = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  int status;

  if (!bn_cli_parse_options (ctx, entries, _("[--battles N] [--keep FILE]"), &argc, &argv, &status))
    return status;
  if (argc > 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  if (n_battles < 1 || n_battles > 100000)
    return bn_cli_usage_error (ctx, _("--battles is 1 to 100000"));

  if (keep != NULL && g_file_test (keep, G_FILE_TEST_EXISTS))
    return bn_cli_usage_error (ctx, _("--keep %s: the file exists; name a new one"), keep);
  if (keep != NULL)
    path = g_strdup (keep);
  else
    {
      dir = g_dir_make_tmp ("banneret-bench-XXXXXX", &error);
      if (dir == NULL)
        return bn_cli_fail (ctx, error);
      path = g_build_filename (dir, "campaign.db", NULL);
    }
  bench = bn_campaign_bench_run (path, (guint) n_battles, NULL, NULL, NULL, &error);
  if (bench == NULL)
    status = bn_cli_fail (ctx, error);
  else
    {
      g_autofree char *ledger = g_strdup_printf ("ledger %" G_GINT64_FORMAT, bench->busiest_leader);
      g_autofree char *chronicle = g_strdup_printf ("leader chronicle %" G_GINT64_FORMAT, bench->busiest_leader);
      g_autofree char *leaders = g_strdup_printf ("leader list --campaign %" G_GINT64_FORMAT, bench->campaign_id);
      g_autofree char *battles = g_strdup_printf ("battle list --campaign %" G_GINT64_FORMAT, bench->campaign_id);
      const char *commands[] = { "db info", leaders, battles, ledger, chronicle };

      text = bn_campaign_bench_to_text (bench);
      g_print ("%s", text);
      g_print (_("as commands of their own (median of three runs, the file opened each time):\n"));
      for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
        g_print (_("  banneret-cli %s: %.1f ms\n"), commands[i], time_command (path, commands[i]));
      if (keep != NULL)
        g_print (_("kept in %s\n"), keep);
      status = BN_CLI_EXIT_OK;
    }
  if (keep == NULL)
    {
      const char *suffixes[] = { "", "-wal", "-shm" };

      for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
        {
          g_autofree char *file = g_strconcat (path, suffixes[i], NULL);

          g_remove (file);
        }
      g_rmdir (dir);
    }
  return status;
}
