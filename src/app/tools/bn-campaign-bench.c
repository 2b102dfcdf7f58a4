/* bn-campaign-bench.c — how a long campaign costs.
 *
 * Builds, in the database @path (a new file), a campaign of 50 Barons each
 * with three vassals (200 leaders), then N battles between their armies,
 * each fought by the battle core and applied; a Baron who cannot take the
 * field (dead or held) is replaced by a new player-leader with a host. It
 * measures what grows with a campaign: the post-battle commit at the start
 * and the end, bytes stored per battle, and the time to read the lists, a
 * ledger and a chronicle. The CLI and the app run the same.
 */
#include "bn-config.h"

#include "bn-campaign-bench.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "bn-career.h"
#include "bn-career-fight.h"
#include "bn-career-recruit.h"
#include "bn-chronicle-sheet.h"
#include "bn-store.h"
#include "bn-unit-rules.h"

#define N_BARONS BN_CAMPAIGN_BENCH_BARONS
#define HOST_POINTS 60

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

static void
bench_clear (Bench *b)
{
  g_clear_pointer (&b->store, bn_store_unref);
  g_clear_pointer (&b->rules, bn_leader_rules_unref);
  g_clear_pointer (&b->unit_rules, bn_unit_rules_unref);
}

/* A Baron who cannot take the field is replaced by a new player-leader
 * with a host of his own, so the battles go on. */
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
  heir = bn_career_recruit_leader (b->store, b->rules, b->campaign_id, name, TRUE, 0, 0, 100000 + b->heirs, error);
  if (heir == NULL)
    return FALSE;
  b->leader[i] = heir->id;
  b->army[i] = bn_career_raise_host (b->store, b->rules, b->unit_rules, heir, HOST_POINTS, 200000 + b->heirs, error);
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

static gboolean
build_campaign (Bench    *b,
                GError  **error)
{
  g_autoptr(BnCampaign) campaign = bn_store_create_campaign (b->store, "The Long Campaign", 1, error);

  if (campaign == NULL)
    return FALSE;
  b->campaign_id = campaign->id;
  for (guint i = 0; i < N_BARONS; i++)
    {
      g_autofree char *name = g_strdup_printf ("Baron %u", i + 1);
      g_autoptr(BnLeader) baron = bn_career_recruit_leader (b->store, b->rules, b->campaign_id, name, TRUE, 0, 0,
                                                            i + 1, error);

      if (baron == NULL)
        return FALSE;
      b->leader[i] = baron->id;
      for (guint v = 0; v < 3; v++)
        {
          g_autofree char *vassal_name = g_strdup_printf ("Sir %u of Baron %u", v + 1, i + 1);
          g_autoptr(BnLeader) vassal = bn_career_recruit_leader (b->store, b->rules, b->campaign_id, vassal_name,
                                                                 FALSE, 1, baron->id, 1000 + i * 3 + v, error);

          if (vassal == NULL)
            return FALSE;
        }
      b->army[i] = bn_career_raise_host (b->store, b->rules, b->unit_rules, baron, HOST_POINTS, i + 1, error);
      if (b->army[i] == 0)
        return FALSE;
    }
  return TRUE;
}

/* The lists, the busiest leader's ledger and chronicle, read from the file
 * opened anew, as a player's next start would. */
static gboolean
time_reads (Bench            *b,
            const char       *path,
            BnCampaignBench  *out,
            GError          **error)
{
  g_autoptr(GPtrArray) leaders = NULL;
  g_autoptr(GPtrArray) battles = NULL;
  g_autoptr(GPtrArray) ledger = NULL;
  BnChronicle *chronicle;
  GStatBuf st;
  gint64 start;

  g_clear_pointer (&b->store, bn_store_unref);
  if ((b->store = bn_store_open (path, error)) == NULL)
    return FALSE;
  if (g_stat (path, &st) == 0)
    out->file_bytes = st.st_size;

  start = g_get_monotonic_time ();
  if ((leaders = bn_store_list_leaders (b->store, b->campaign_id, error)) == NULL)
    return FALSE;
  out->leaders_list_ms = ms_since (start);
  out->n_leaders = leaders->len;

  start = g_get_monotonic_time ();
  if ((battles = bn_career_list_battles (b->store, b->campaign_id, error)) == NULL)
    return FALSE;
  out->battles_list_ms = ms_since (start);
  out->n_battles = battles->len;

  if ((out->busiest_leader = busiest_leader (b, error)) == 0)
    return FALSE;
  start = g_get_monotonic_time ();
  if ((ledger = bn_career_get_ledger (b->store, out->busiest_leader, error)) == NULL)
    return FALSE;
  out->ledger_ms = ms_since (start);
  out->ledger_lines = ledger->len;

  start = g_get_monotonic_time ();
  if ((chronicle = bn_chronicle_new (b->store, b->rules, out->busiest_leader, error)) == NULL)
    return FALSE;
  out->chronicle_ms = ms_since (start);
  out->chronicle_battles = bn_chronicle_get_n_battles (chronicle);
  bn_chronicle_free (chronicle);
  return TRUE;
}

/**
 * bn_campaign_bench_run:
 * @path: a database file that does not exist yet; the campaign is left in it
 * @battles: how many battles to fight and apply, 1 or more
 *
 * Returns: (transfer full) (nullable): what was measured, or %NULL with
 *   @error (cancelled through @cancellable, or a file that cannot be made)
 */
BnCampaignBench *
bn_campaign_bench_run (const char               *path,
                       guint                     battles,
                       BnCampaignBenchProgress   progress,
                       gpointer                  user_data,
                       GCancellable             *cancellable,
                       GError                  **error)
{
  g_autofree double *apply_ms = NULL;
  g_autoptr(BnCampaignBench) out = NULL;
  Bench b = { 0 };
  gboolean ok;

  g_return_val_if_fail (path != NULL && battles > 0, NULL);

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS, _("%s exists: a long campaign is built in a new file"), path);
      return NULL;
    }
  out = g_new0 (BnCampaignBench, 1);
  out->battles = battles;
  out->leaders_at_start = N_BARONS * 4;
  apply_ms = g_new0 (double, battles);
  ok = (b.store = bn_store_open (path, error)) != NULL &&
       (b.rules = bn_leader_rules_load_default (error)) != NULL &&
       (b.unit_rules = bn_unit_rules_load_default (error)) != NULL &&
       build_campaign (&b, error);
  for (guint n = 0; ok && n < battles; n++)
    {
      guint i = n % N_BARONS;
      guint j = (i + 1 + n / N_BARONS) % N_BARONS;
      BnFightRequest request = { 0 };
      g_autoptr(BnBattleRecord) record = NULL;
      gint64 start;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          ok = FALSE;
          break;
        }
      if (j == i)
        j = (i + 1) % N_BARONS;
      if (!ensure_living (&b, i, error) || !ensure_living (&b, j, error))
        {
          ok = FALSE;
          break;
        }
      request.campaign_id = b.campaign_id;
      request.army_id = b.army[i];
      request.opponent_army_id = b.army[j];
      request.seed = (guint64) n + 1;
      record = bn_career_fight (b.store, &request, NULL, error);
      start = g_get_monotonic_time ();
      ok = record != NULL && bn_career_apply_battle (b.store, record->id, NULL, error);
      apply_ms[n] = ms_since (start);
      if (ok && progress != NULL)
        progress (n + 1, battles, user_data);
    }
  if (ok)
    {
      out->n_first = MIN (10u, battles);
      out->n_last = MIN (10u, battles);
      for (guint k = 0; k < out->n_first; k++)
        out->apply_first_ms += apply_ms[k] / out->n_first;
      for (guint k = 0; k < out->n_last; k++)
        out->apply_last_ms += apply_ms[battles - 1 - k] / out->n_last;
      out->replaced = b.heirs;
      out->campaign_id = b.campaign_id;
      ok = time_reads (&b, path, out, error);
    }
  bench_clear (&b);
  return ok ? g_steal_pointer (&out) : NULL;
}

void
bn_campaign_bench_free (BnCampaignBench *bench)
{
  g_free (bench);
}

/* Returns: (transfer full): what was measured, a line a figure, as
 *   "banneret-cli bench campaign" prints it. */
char *
bn_campaign_bench_to_text (const BnCampaignBench *bench)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (bench != NULL, NULL);

  g_string_append_printf (text, _("campaign of %u leaders and %u battles (%u Barons replaced: dead or held captive)\n"),
                          bench->leaders_at_start, bench->battles, bench->replaced);
  g_string_append_printf (text, _("battle apply: %.1f ms at the start (first %u), %.1f ms at the end (last %u)\n"),
                          bench->apply_first_ms, bench->n_first, bench->apply_last_ms, bench->n_last);
  g_string_append_printf (text, _("stored: %.1f KB per battle (%.1f MB in all)\n"),
                          bench->file_bytes / 1024.0 / bench->battles, bench->file_bytes / 1024.0 / 1024.0);
  g_string_append_printf (text, _("leaders list: %.1f ms (%u leaders)\n"), bench->leaders_list_ms, bench->n_leaders);
  g_string_append_printf (text, _("battles list: %.1f ms (%u battles)\n"), bench->battles_list_ms, bench->n_battles);
  g_string_append_printf (text, _("ledger of one leader: %.1f ms (%u lines)\n"), bench->ledger_ms, bench->ledger_lines);
  g_string_append_printf (text, _("chronicle of one leader: %.1f ms (%u battles)\n"), bench->chronicle_ms,
                          bench->chronicle_battles);
  return g_string_free (text, FALSE);
}
