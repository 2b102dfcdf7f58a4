/* test-store-concurrency.c — several banneret-cli processes writing one
 * campaign at once, as two terminals, or the app and a script, do. Every
 * command that exits 0 must have left its mark, and the campaign's deck
 * must never deal one shuffle twice, whatever the interleaving. */
#include "bn-config.h"

#include <gio/gio.h>

#include "bn-store.h"
#include "cli-run.h"

#define WORKERS 4

typedef struct
{
  char *dir;
  char *db;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autofree char *out = NULL;

  fixture->dir = g_dir_make_tmp ("banneret-concurrency-XXXXXX", NULL);
  fixture->db = g_build_filename (fixture->dir, "campaign.db", NULL);
  g_free (ok_db (fixture->db, "campaign", "new", "The Marches", "--seed", "11", NULL));
  g_free (ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Hugh", NULL));
  /* A red face and a King: room for every peasant levy the workers add. */
  out = ok_db (fixture->db, "army", "muster", "--leader", "1", "--draws", "QH,KC", NULL);
  g_assert_nonnull (strstr (out, "× 6 + bonus 13"));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  const char *suffixes[] = { "", "-wal", "-shm", "-journal" };

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *path = g_strconcat (fixture->db, suffixes[i], NULL);

      g_remove (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->db);
  g_free (fixture->dir);
}

/* Starts WORKERS shells at once, each running @command @times times in a
 * row and printing "ok" for every run that exited 0; returns the oks. */
static guint
run_workers (Fixture    *fixture,
             const char *command,
             guint       times)
{
  GSubprocess *workers[WORKERS];
  g_autofree char *script =
    g_strdup_printf ("i=0; while [ $i -lt %u ]; do \"$0\" --db \"$1\" %s >/dev/null 2>&1 && echo ok; "
                     "i=$((i+1)); done", times, command);
  guint oks = 0;

  for (guint w = 0; w < WORKERS; w++)
    {
      g_autoptr(GError) error = NULL;

      workers[w] = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                                     "/bin/sh", "-c", script, cli_path (), fixture->db, NULL);
      g_assert_no_error (error);
    }
  for (guint w = 0; w < WORKERS; w++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *out = NULL;

      g_assert_true (g_subprocess_communicate_utf8 (workers[w], NULL, NULL, &out, NULL, &error));
      g_assert_no_error (error);
      for (const char *p = out; (p = strstr (p, "ok")) != NULL; p += 2)
        oks++;
      g_object_unref (workers[w]);
    }
  return oks;
}

static BnStore *
open_store (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;
  BnStore *store = bn_store_open (fixture->db, &error);

  g_assert_no_error (error);
  return store;
}

/* Two writers on one roster: each add reads the roster and saves it whole,
 * so an add that read before another's save must not write over it. */
static void
test_adds_to_one_army_all_kept (Fixture       *fixture,
                                gconstpointer  user_data)
{
  guint oks = run_workers (fixture, "army add 1 peasant-levy", 10);
  g_autoptr(BnStore) store = open_store (fixture);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) army = bn_store_get_army (store, 1, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (oks, ==, WORKERS * 10);
  g_assert_cmpuint (army->units->len, ==, oks);
}

/* Leaders and musters dealt from the campaign deck at once: one shuffle
 * each, none skipped, none dealt twice. */
static void
test_deals_never_repeat (Fixture       *fixture,
                         gconstpointer  user_data)
{
  guint leader_oks = run_workers (fixture, "leader generate --campaign 1 --rank 1", 6);
  guint muster_oks = run_workers (fixture, "army muster --leader 1", 3);
  g_autoptr(BnStore) store = open_store (fixture);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) leaders = bn_store_list_leaders (store, 1, &error);
  g_autoptr(GPtrArray) armies = NULL;
  g_autoptr(GHashTable) deals = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(BnCampaign) campaign = bn_store_get_campaign (store, 1, &error);
  guint dealt = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (leader_oks, ==, WORKERS * 6);
  g_assert_cmpuint (muster_oks, ==, WORKERS * 3);
  g_assert_cmpuint (leaders->len, ==, 1 + leader_oks);
  armies = bn_store_list_armies (store, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (armies->len, ==, 1 + muster_oks);

  for (guint i = 0; i < leaders->len; i++)
    {
      const BnLeader *leader = g_ptr_array_index (leaders, i);

      g_assert_cmpint (leader->deal, >=, 0);
      g_assert_false (g_hash_table_contains (deals, GINT_TO_POINTER (leader->deal + 1)));
      g_hash_table_add (deals, GINT_TO_POINTER (leader->deal + 1));
      dealt++;
    }
  for (guint i = 0; i < armies->len; i++)
    {
      const BnArmy *army = g_ptr_array_index (armies, i);

      g_assert_false (g_hash_table_contains (names, army->name));
      g_hash_table_add (names, army->name);
      if (army->deal < 0)
        continue;   /* the first muster's cards were typed */
      g_assert_false (g_hash_table_contains (deals, GINT_TO_POINTER (army->deal + 1)));
      g_hash_table_add (deals, GINT_TO_POINTER (army->deal + 1));
      dealt++;
    }
  /* Shuffles 0 … n-1, each once: the campaign replays from its seed. */
  g_assert_cmpuint (campaign->deals, ==, dealt);
  for (guint d = 0; d < dealt; d++)
    g_assert_true (g_hash_table_contains (deals, GINT_TO_POINTER (d + 1)));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/store-concurrency/adds-to-one-army-all-kept", Fixture, NULL,
              fixture_set_up, test_adds_to_one_army_all_kept, fixture_tear_down);
  g_test_add ("/store-concurrency/deals-never-repeat", Fixture, NULL,
              fixture_set_up, test_deals_never_repeat, fixture_tear_down);
  return g_test_run ();
}
