/* bn-cli-bench.c — "bench campaign": how a long campaign costs.
 *
 * Builds, in a temporary database, a campaign of 50 Barons each with three
 * vassals (200 leaders), then N battles between their armies, each fought
 * by the battle core and applied; a Baron who cannot take the field (dead,
 * captured or wounded) is replaced by a new player-leader with a host. It
 * prints what grows with a campaign: the post-battle commit at the start and
 * the end, bytes stored per battle, and the time to read the lists, a
 * ledger and a chronicle, in this process and as banneret-cli commands of
 * their own (each opening the file, as a user's command does). Nothing of
 * the user's is touched unless --keep names a file to keep the campaign in.
 */
#include "bn-config.h"

#include "bn-cli.h"

#include <glib/gstdio.h>

#include "bn-career.h"
#include "bn-career-fight.h"
#include "bn-career-recruit.h"
#include "bn-chronicle-sheet.h"
#include "bn-unit-rules.h"

#define N_BARONS 50

typedef struct
{
  BnStore *store;
  BnLeaderRules *rules;
  BnUnitRules *unit_rules;
  gint64 campaign_id;
  gint64 leader[N_BARONS];
  gint64 army[N_BARONS];
  guint heirs;
} Bench;

static BnLeader *
make_leader (Bench       *b,
             const char  *name,
             gboolean     player,
             guint        rank,
             gint64       liege,
             guint64      seed,
             GError     **error)
{
  return bn_career_recruit_leader (b->store, b->rules, b->campaign_id, name, player, rank, liege, seed, error);
}

/* An army of about 60 points for @leader, as the generator raises one. */
static gint64
make_army (Bench           *b,
           const BnLeader  *leader,
           guint64          seed,
           GError         **error)
{
  return bn_career_raise_host (b->store, b->rules, b->unit_rules, leader, 60, seed, error);
}

/* A Baron who cannot take the field (dead, captured, wounded) is replaced
 * by a new player-leader with a host of his own, so the battles go on. */
static gboolean
ensure_living (Bench    *b,
               guint     i,
               GError  **error)
{
  g_autoptr(BnLeader) baron = bn_store_get_leader (b->store, b->leader[i], error);
  g_autoptr(BnLeader) heir = NULL;
  g_autofree char *name = NULL;

  if (baron == NULL)
    return FALSE;
  if (bn_leader_can_take_the_field (baron))
    return TRUE;
  name = g_strdup_printf ("Heir %u of Baron %u", ++b->heirs, i + 1);
  heir = make_leader (b, name, TRUE, 0, 0, 100000 + b->heirs, error);
  if (heir == NULL)
    return FALSE;
  b->leader[i] = heir->id;
  b->army[i] = make_army (b, heir, 200000 + b->heirs, error);
  return b->army[i] != 0;
}

static double
ms_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* The leader who has fought the most battles: his ledger and chronicle are
 * the longest the campaign has to show. */
static gint64
busiest_leader (Bench    *b,
                GError  **error)
{
  g_autoptr(GPtrArray) leaders = bn_store_list_leaders (b->store, b->campaign_id, error);
  gint64 best = 0;
  guint most = 0;

  if (leaders == NULL)
    return 0;
  for (guint i = 0; i < leaders->len; i++)
    {
      const BnLeader *leader = g_ptr_array_index (leaders, i);
      g_autoptr(BnCareerLeader) cl = bn_career_get_leader (b->store, leader->id, error);

      if (cl == NULL)
        return 0;
      if (best == 0 || cl->battles_fought > most)
        {
          best = leader->id;
          most = cl->battles_fought;
        }
    }
  return best;
}

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
      runs[r] = ms_since (start);
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
  gint64 busiest;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree double *apply_ms = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  Bench b = { 0 };
  double first = 0, last = 0, t;
  guint n_first, n_last;
  GStatBuf st;
  int status;
  gint64 start;

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
  if ((b.store = bn_store_open (path, &error)) == NULL ||
      (b.rules = bn_leader_rules_load_default (&error)) == NULL ||
      (b.unit_rules = bn_unit_rules_load_default (&error)) == NULL ||
      (campaign = bn_store_create_campaign (b.store, "The Long Campaign", 1, &error)) == NULL)
    goto fail;
  b.campaign_id = campaign->id;

  for (guint i = 0; i < N_BARONS; i++)
    {
      g_autofree char *name = g_strdup_printf ("Baron %u", i + 1);
      g_autoptr(BnLeader) baron = make_leader (&b, name, TRUE, 0, 0, i + 1, &error);

      if (baron == NULL)
        goto fail;
      b.leader[i] = baron->id;
      for (guint v = 0; v < 3; v++)
        {
          g_autofree char *vassal_name = g_strdup_printf ("Sir %u of Baron %u", v + 1, i + 1);
          g_autoptr(BnLeader) vassal = make_leader (&b, vassal_name, FALSE, 1, baron->id, 1000 + i * 3 + v, &error);

          if (vassal == NULL)
            goto fail;
        }
      if ((b.army[i] = make_army (&b, baron, i + 1, &error)) == 0)
        goto fail;
    }

  apply_ms = g_new0 (double, n_battles);
  for (int n = 0; n < n_battles; n++)
    {
      guint i = (guint) n % N_BARONS;
      guint j = (i + 1 + (guint) n / N_BARONS) % N_BARONS;
      BnFightRequest request = { 0 };
      g_autoptr(BnBattleRecord) record = NULL;

      if (j == i)
        j = (i + 1) % N_BARONS;
      if (!ensure_living (&b, i, &error) || !ensure_living (&b, j, &error))
        goto fail;
      request.campaign_id = b.campaign_id;
      request.army_id = b.army[i];
      request.opponent_army_id = b.army[j];
      request.seed = (guint64) n + 1;
      record = bn_career_fight (b.store, &request, NULL, &error);
      if (record == NULL)
        goto fail;
      start = g_get_monotonic_time ();
      if (!bn_career_apply_battle (b.store, record->id, NULL, &error))
        goto fail;
      apply_ms[n] = ms_since (start);
    }

  n_first = MIN (10, (guint) n_battles);
  n_last = MIN (10, (guint) n_battles);
  for (guint k = 0; k < n_first; k++)
    first += apply_ms[k] / n_first;
  for (guint k = 0; k < n_last; k++)
    last += apply_ms[n_battles - 1 - k] / n_last;
  g_print (_("campaign of %u leaders and %d battles (%u Barons replaced: dead, captured or wounded)\n"),
           N_BARONS * 4, n_battles, b.heirs);
  g_print (_("battle apply: %.1f ms at the start (first %u), %.1f ms at the end (last %u)\n"), first, n_first, last, n_last);

  {
    g_autoptr(GError) e = NULL;

    bn_store_unref (b.store);
    b.store = bn_store_open (path, &e);
    if (b.store == NULL)
      return bn_cli_fail (ctx, e);
  }
  if (g_stat (path, &st) == 0)
    g_print (_("stored: %.1f KB per battle (%.1f MB in all)\n"), st.st_size / 1024.0 / n_battles,
             st.st_size / 1024.0 / 1024.0);

  start = g_get_monotonic_time ();
  {
    g_autoptr(GPtrArray) leaders = bn_store_list_leaders (b.store, b.campaign_id, &error);

    if (leaders == NULL)
      goto fail;
    t = ms_since (start);
    g_print (_("leaders list: %.1f ms (%u leaders)\n"), t, leaders->len);
  }
  start = g_get_monotonic_time ();
  {
    g_autoptr(GPtrArray) battles = bn_career_list_battles (b.store, b.campaign_id, &error);

    if (battles == NULL)
      goto fail;
    t = ms_since (start);
    g_print (_("battles list: %.1f ms (%u battles)\n"), t, battles->len);
  }
  busiest = busiest_leader (&b, &error);
  if (busiest == 0)
    goto fail;
  start = g_get_monotonic_time ();
  {
    g_autoptr(GPtrArray) ledger = bn_career_get_ledger (b.store, busiest, &error);

    if (ledger == NULL)
      goto fail;
    t = ms_since (start);
    g_print (_("ledger of one leader: %.1f ms (%u lines)\n"), t, ledger->len);
  }
  start = g_get_monotonic_time ();
  {
    BnChronicle *chronicle = bn_chronicle_new (b.store, b.rules, busiest, &error);

    if (chronicle == NULL)
      goto fail;
    t = ms_since (start);
    g_print (_("chronicle of one leader: %.1f ms (%u battles)\n"), t, bn_chronicle_get_n_battles (chronicle));
    bn_chronicle_free (chronicle);
  }
  {
    g_autofree char *ledger = g_strdup_printf ("ledger %" G_GINT64_FORMAT, busiest);
    g_autofree char *chronicle = g_strdup_printf ("leader chronicle %" G_GINT64_FORMAT, busiest);
    g_autofree char *leaders = g_strdup_printf ("leader list --campaign %" G_GINT64_FORMAT, b.campaign_id);
    g_autofree char *battles = g_strdup_printf ("battle list --campaign %" G_GINT64_FORMAT, b.campaign_id);
    const char *commands[] = { "db info", leaders, battles, ledger, chronicle };

    g_clear_pointer (&b.store, bn_store_unref);
    g_print (_("as commands of their own (median of three runs, the file opened each time):\n"));
    for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
      g_print (_("  banneret-cli %s: %.1f ms\n"), commands[i], time_command (path, commands[i]));
  }
  if (keep != NULL)
    g_print (_("kept in %s\n"), keep);
  status = BN_CLI_EXIT_OK;
  goto out;

fail:
  status = bn_cli_fail (ctx, error);

out:
  g_clear_pointer (&b.store, bn_store_unref);
  g_clear_pointer (&b.rules, bn_leader_rules_unref);
  g_clear_pointer (&b.unit_rules, bn_unit_rules_unref);
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
