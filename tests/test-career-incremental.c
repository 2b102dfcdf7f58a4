/* test-career-incremental.c — a battle applied at the end of a campaign
 * writes only its own ledger lines; the ledger must be the very one a full
 * replay from the first event writes, after every battle, advance and
 * correction. */
#include "bn-config.h"

#include "bn-career.h"
#include "bn-career-fight.h"
#include "bn-store.h"
#include "cli-run.h"

static char *
all_ledgers (BnStore *store,
             gint64   campaign_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) leaders = bn_store_list_leaders (store, campaign_id, &error);
  GString *out = g_string_new (NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < leaders->len; i++)
    {
      const BnLeader *leader = g_ptr_array_index (leaders, i);
      g_autoptr(GPtrArray) ledger = bn_career_get_ledger (store, leader->id, &error);

      g_assert_no_error (error);
      g_string_append_printf (out, "leader %" G_GINT64_FORMAT " honor %u status %s\n", leader->id, leader->honor,
                              leader->status);
      for (guint j = 0; j < ledger->len; j++)
        {
          g_autofree char *line = bn_ledger_entry_to_string (g_ptr_array_index (ledger, j));

          g_string_append_printf (out, "  %s\n", line);
        }
    }
  return g_string_free (out, FALSE);
}

/* A new player-leader with a host, in place of one who cannot fight. */
static gint64
new_host (const char *db,
          guint       n)
{
  g_autofree char *name = g_strdup_printf ("Newcomer %u", n);
  g_autofree char *leader = ok_db (db, "leader", "generate", "--campaign", "1", "--player", "--name", name, NULL);
  g_autofree char *leader_id = g_strndup (leader + strlen ("Leader "), strcspn (leader + strlen ("Leader "), ":"));
  g_autofree char *army = ok_db (db, "army", "muster", "--leader", leader_id, "--draws", "QH,KC", NULL);
  g_autofree char *army_id = g_strndup (army + strlen ("Army "), strcspn (army + strlen ("Army "), ":"));

  g_free (ok_db (db, "army", "add", army_id, "mounted-knights", NULL));
  g_free (ok_db (db, "army", "add", army_id, "spearmen", NULL));
  return g_ascii_strtoll (army_id, NULL, 10);
}

static void
test_incremental_equals_full (void)
{
  g_autofree char *dir = g_dir_make_tmp ("banneret-incremental-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "campaign.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = NULL;
  const char *names[] = { "Hugh", "Odo", "Guy", "Walter" };
  guint applied = 0;

  g_free (ok_db (db, "campaign", "new", "Marches", "--seed", "7", NULL));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *army = g_strdup_printf ("%u", i + 1);

      g_free (ok_db (db, "leader", "generate", "--campaign", "1", "--player", "--name", names[i], NULL));
      g_free (ok_db (db, "army", "muster", "--leader", army, "--draws", "QH,KC", NULL));
      g_free (ok_db (db, "army", "add", army, "mounted-knights", NULL));
      g_free (ok_db (db, "army", "add", army, "spearmen", NULL));
      g_free (ok_db (db, "army", "add", army, "longbowmen", NULL));
    }
  store = bn_store_open (db, &error);
  g_assert_no_error (error);

  gint64 hosts[4] = { 1, 2, 3, 4 };
  guint newcomers = 0;

  for (guint n = 0; n < 24; n++)
    {
      guint a = n % 4, b = (n + 1 + n / 4) % 4;
      BnFightRequest request = { .campaign_id = 1, .seed = n + 1 };
      g_autoptr(BnBattleRecord) record = NULL;
      g_autofree char *incremental = NULL;
      g_autofree char *full = NULL;

      if (a == b)
        b = (a + 1) % 4;
      request.army_id = hosts[a];
      request.opponent_army_id = hosts[b];
      record = bn_career_fight (store, &request, NULL, &error);
      if (record == NULL)
        {
          /* A leader who cannot take the field any more: both hosts are
           * given to newcomers and the campaign goes on. */
          g_clear_error (&error);
          hosts[a] = new_host (db, ++newcomers);
          hosts[b] = new_host (db, ++newcomers);
          request.army_id = hosts[a];
          request.opponent_army_id = hosts[b];
          record = bn_career_fight (store, &request, NULL, &error);
          g_assert_no_error (error);
        }
      g_assert_true (bn_career_apply_battle (store, record->id, NULL, &error));
      g_assert_no_error (error);
      applied++;
      if (n % 5 == 4)
        {
          g_autoptr(GPtrArray) pending = bn_career_advance (store, 1, NULL, &error);

          g_assert_no_error (error);
        }
      incremental = all_ledgers (store, 1);
      g_assert_true (bn_career_recompute (store, 1, &error));
      g_assert_no_error (error);
      full = all_ledgers (store, 1);
      g_assert_cmpstr (incremental, ==, full);
    }
  g_test_message ("%u battles applied", applied);
  g_assert_cmpuint (applied, ==, 24);
  remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/career/incremental-equals-full", test_incremental_equals_full);
  return g_test_run ();
}
