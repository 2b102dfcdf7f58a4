/* test-cli-records.c — rename, archive, delete and restore, as a user runs
 * them: nothing is lost that the player did not ask to lose, a delete can
 * be taken back whole, and what the careers rest on goes through them. */
#include "cli-run.h"

typedef struct
{
  char *dir;
  char *db;
  char *result;
} Fixture;

static const char RESULT[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<battle-result format=\"1\" campaign=\"1\" army=\"1\" opponent=\"Count Odo\" winner=\"player\"\n"
  "               player-vp=\"5\" opponent-vp=\"2\" unspent=\"20\">\n"
  "  <name>the ford</name>\n"
  "  <unit number=\"1\" lost=\"2\"/>\n"
  "  <leader id=\"1\" unit=\"1\"/>\n"
  "  <deed id=\"won-melee\" leader=\"1\" unit=\"1\" attached=\"true\" herald=\"true\"/>\n"
  "  <check leader=\"1\" kind=\"melee\" roll=\"3\"/>\n"
  "</battle-result>\n";

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("banneret-cli-records-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->db = g_build_filename (fixture->dir, "campaign.db", NULL);
  fixture->result = g_build_filename (fixture->dir, "result.xml", NULL);
  g_assert_true (g_file_set_contents (fixture->result, RESULT, -1, NULL));
  g_free (ok_db (fixture->db, "campaign", "new", "Marches", "--seed", "7", NULL));
  g_free (ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Hugh",
                 "--draws", "5C,7H,8D", NULL));
  g_free (ok_db (fixture->db, "army", "muster", "--leader", "1", "--name", "Host", "--draws", "QH,AC", NULL));
  g_free (ok_db (fixture->db, "army", "add", "1", "mounted-knights", "--colour", "red", NULL));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->db);
  g_free (fixture->result);
}

static void
test_campaign_rename_archive_delete_restore (Fixture       *fixture,
                                             gconstpointer  data)
{
  g_autofree char *renamed = ok_db (fixture->db, "campaign", "rename", "1", "The Welsh Marches", NULL);
  g_autofree char *archived = ok_db (fixture->db, "campaign", "archive", "1", NULL);
  g_autofree char *listed = ok_db (fixture->db, "campaign", "list", NULL);
  g_autofree char *deleted = NULL;
  g_autofree char *after_delete = NULL;
  g_autofree char *other = NULL;
  g_autofree char *restored = NULL;
  g_autofree char *after_restore = NULL;
  g_autofree char *leaders = NULL;

  g_assert_cmpstr (renamed, ==, "campaign 1 is now “The Welsh Marches”\n");
  g_assert_nonnull (strstr (listed, "The Welsh Marches"));
  g_assert_true (g_regex_match_simple ("  archived\n", listed, 0, 0));

  /* No terminal, no --yes: nothing is deleted. */
  {
    g_auto(Run) refused = { 0 };

    run_db (&refused, fixture->db, "campaign", "delete", "1", NULL);
    g_assert_cmpint (refused.status, ==, 2);
    g_assert_nonnull (strstr (refused.err, "needs --yes"));
  }
  deleted = ok_db (fixture->db, "campaign", "delete", "1", "--yes", NULL);
  g_assert_cmpstr (deleted, ==, "campaign 1 deleted; “campaign restore 1” brings it back\n");
  after_delete = ok_db (fixture->db, "campaign", "list", NULL);
  g_assert_cmpstr (after_delete, ==, "");
  /* Its name is free for a new campaign meanwhile … */
  other = ok_db (fixture->db, "campaign", "new", "The Welsh Marches", NULL);
  {
    g_auto(Run) clash = { 0 };

    /* … and it cannot come back under a name another has taken. */
    run_db (&clash, fixture->db, "campaign", "restore", "1", NULL);
    g_assert_cmpint (clash.status, ==, 1);
    g_assert_nonnull (strstr (clash.err, "rename that one first"));
  }
  g_free (ok_db (fixture->db, "campaign", "rename", "2", "The Isles", NULL));
  restored = ok_db (fixture->db, "campaign", "restore", "1", NULL);
  g_assert_cmpstr (restored, ==, "campaign 1 restored\n");
  after_restore = ok_db (fixture->db, "campaign", "list", NULL);
  g_assert_true (has_row (after_restore, -1, "1", "The Welsh Marches", "1", NULL));
  leaders = ok_db (fixture->db, "leader", "list", "--campaign", "1", NULL);
  g_assert_nonnull (strstr (leaders, "Hugh"));
}

/* An applied battle is deleted through the careers: the ledger loses its
 * lines, and restoring it gives back the very same ledger. */
static void
test_applied_battle_delete_and_restore (Fixture       *fixture,
                                        gconstpointer  data)
{
  g_autofree char *id = ok_db (fixture->db, "battle", "record", "--from", fixture->result, NULL);
  g_autofree char *applied = ok_db (fixture->db, "battle", "apply", "1", NULL);
  g_autofree char *ledger_before = ok_db (fixture->db, "ledger", "1", NULL);
  g_autofree char *show_before = ok_db (fixture->db, "leader", "show", "1", NULL);
  g_autofree char *battles = ok_db (fixture->db, "battle", "list", NULL);
  g_autofree char *ledger_without = NULL;
  g_autofree char *ledger_after = NULL;
  g_autofree char *show_after = NULL;

  g_assert_cmpstr (id, ==, "1\n");
  g_assert_true (has_row (battles, 0, "1", "the ford", "won 5–2", "applied", "Marches", NULL));
  g_assert_nonnull (strstr (ledger_before, "the ford"));

  /* Hugh and his army fought in it: they cannot go while it stands. */
  {
    g_auto(Run) leader = { 0 };
    g_auto(Run) army = { 0 };

    run_db (&leader, fixture->db, "leader", "delete", "1", "--yes", NULL);
    g_assert_cmpint (leader.status, ==, 1);
    g_assert_nonnull (strstr (leader.err, "is part of battle 1"));
    run_db (&army, fixture->db, "army", "delete", "1", "--yes", NULL);
    g_assert_cmpint (army.status, ==, 1);
    g_assert_nonnull (strstr (army.err, "is part of battle 1"));
  }

  g_free (ok_db (fixture->db, "battle", "delete", "1", "--yes", NULL));
  ledger_without = ok_db (fixture->db, "ledger", "1", NULL);
  g_assert_null (strstr (ledger_without, "the ford"));
  g_free (battles);
  battles = ok_db (fixture->db, "battle", "list", NULL);
  g_assert_cmpstr (battles, ==, "");

  g_free (ok_db (fixture->db, "battle", "restore", "1", NULL));
  ledger_after = ok_db (fixture->db, "ledger", "1", NULL);
  show_after = ok_db (fixture->db, "leader", "show", "1", NULL);
  g_assert_cmpstr (ledger_after, ==, ledger_before);
  g_assert_cmpstr (show_after, ==, show_before);
}

/* A leader goes with his armies, and comes back with them. */
static void
test_leader_delete_takes_his_armies (Fixture       *fixture,
                                     gconstpointer  data)
{
  g_autofree char *armies_before = ok_db (fixture->db, "army", "list", NULL);
  g_autofree char *armies_during = NULL;
  g_autofree char *armies_after = NULL;

  g_free (ok_db (fixture->db, "leader", "delete", "1", "--yes", NULL));
  armies_during = ok_db (fixture->db, "army", "list", NULL);
  g_assert_cmpstr (armies_during, ==, "");
  {
    g_auto(Run) gone = { 0 };

    run_db (&gone, fixture->db, "leader", "show", "1", NULL);
    g_assert_cmpint (gone.status, ==, 1);
  }
  g_free (ok_db (fixture->db, "leader", "restore", "1", NULL));
  armies_after = ok_db (fixture->db, "army", "list", NULL);
  g_assert_cmpstr (armies_after, ==, armies_before);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/cli-records/campaign-rename-archive-delete-restore", test_campaign_rename_archive_delete_restore);
  ADD ("/cli-records/applied-battle-delete-and-restore", test_applied_battle_delete_and_restore);
  ADD ("/cli-records/leader-delete-takes-his-armies", test_leader_delete_takes_his_armies);
#undef ADD

  return g_test_run ();
}
