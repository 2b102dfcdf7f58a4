/* test-cli-play.c — a battle played move by move from the command line:
 * every move is one the engine lists, the battle is saved after each, a
 * move can be taken back, and the computer plays the sides nobody plays. */
#include "cli-run.h"

typedef struct
{
  char *dir;
  char *db;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("banneret-cli-play-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->db = g_build_filename (fixture->dir, "campaign.db", NULL);
  g_free (ok_db (fixture->db, "campaign", "new", "Marches", "--seed", "7", NULL));
  g_free (ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Hugh",
                 "--draws", "6H,9S,5D", NULL));
  g_free (ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Odo",
                 "--draws", "8C,4H,7S", NULL));
  g_free (ok_db (fixture->db, "army", "muster", "--leader", "1", "--draws", "QH,AC", NULL));
  g_free (ok_db (fixture->db, "army", "add", "1", "mounted-knights", NULL));
  g_free (ok_db (fixture->db, "army", "add", "1", "longbowmen", NULL));
  g_free (ok_db (fixture->db, "army", "muster", "--leader", "2", "--draws", "KH,2C", NULL));
  g_free (ok_db (fixture->db, "army", "add", "2", "pikemen", NULL));
  g_free (ok_db (fixture->db, "army", "add", "2", "crossbowmen", NULL));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->db);
}

static void
test_move_save_undo (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *started = ok_db (fixture->db, "battle", "start", "--army", "1", "--vs", "2", "--seed", "4",
                                    "--scenario", "river-fords", NULL);
  g_autofree char *shown = ok_db (fixture->db, "battle", "show", "1", NULL);
  g_autofree char *log_before = ok_db (fixture->db, "battle", "log", "1", NULL);
  g_autofree char *actions = ok_db (fixture->db, "battle", "actions", "1", NULL);
  g_autofree char *acted = NULL;
  g_autofree char *log_after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *log_undone = NULL;

  g_assert_true (g_str_has_prefix (started, "Played battle 1: "));
  /* Saved: another process sees the battle as it was left. */
  g_assert_cmpstr (shown, ==, started);
  g_assert_true (g_str_has_prefix (actions, "1\t"));

  {
    g_auto(Run) illegal = { 0 };

    run_db (&illegal, fixture->db, "battle", "act", "1", "999", NULL);
    g_assert_cmpint (illegal.status, ==, 2);
    g_assert_nonnull (strstr (illegal.err, "is not one of the"));
  }
  acted = ok_db (fixture->db, "battle", "act", "1", "1", NULL);
  log_after = ok_db (fixture->db, "battle", "log", "1", NULL);
  g_assert_cmpuint (strlen (log_after), >, strlen (log_before));
  g_assert_true (g_str_has_prefix (log_after, log_before));

  undone = ok_db (fixture->db, "battle", "undo", "1", NULL);
  log_undone = ok_db (fixture->db, "battle", "log", "1", NULL);
  g_assert_cmpstr (log_undone, ==, log_before);
  {
    g_auto(Run) nothing = { 0 };

    run_db (&nothing, fixture->db, "battle", "undo", "1", NULL);
    g_assert_cmpint (nothing.status, ==, 1);
  }
}

/* Nobody plays: the computer fights it out at once. */
static void
test_computer_plays_both (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *started = ok_db (fixture->db, "battle", "start", "--army", "1", "--vs", "2", "--seed", "9",
                                    "--play", "none", NULL);

  g_assert_nonnull (strstr (started, "The battle is over"));
  /* Kept in the campaign, once, ready for its post-battle sequence. */
  {
    g_autofree char *kept = ok_db (fixture->db, "battle", "keep", "1", NULL);
    g_autofree char *listed = ok_db (fixture->db, "battle", "list", NULL);
    g_autofree char *replayed = NULL;
    g_auto(Run) twice = { 0 };

    g_assert_true (g_str_has_prefix (kept, "Battle 1 (Open field) recorded"));
    g_assert_true (g_str_has_prefix (listed, "1\tOpen field\t"));
    g_assert_nonnull (strstr (listed, "\trecorded\t"));
    run_db (&twice, fixture->db, "battle", "keep", "1", NULL);
    g_assert_cmpint (twice.status, ==, 1);
    g_assert_nonnull (strstr (twice.err, "kept already"));
  }
  {
    g_auto(Run) over = { 0 };

    run_db (&over, fixture->db, "battle", "act", "1", "1", NULL);
    g_assert_cmpint (over.status, !=, 0);
  }
}

/* battle start --rules: the played battle follows the ruleset chosen,
 * says so, and keeps it when opened again. */
static void
test_start_with_rules (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *started = ok_db (fixture->db, "battle", "start", "--army", "1", "--vs", "2", "--seed", "4",
                                    "--rules", "battlelore", NULL);
  g_autofree char *shown = ok_db (fixture->db, "battle", "show", "1", NULL);
  g_autofree char *other = ok_db (fixture->db, "battle", "start", "--army", "1", "--vs", "2", "--seed", "4", NULL);

  g_assert_nonnull (strstr (started, "\nRules: BattleLore tabletop variant (battlelore)\n"));
  g_assert_nonnull (strstr (shown, "\nRules: BattleLore tabletop variant (battlelore)\n"));
  g_assert_nonnull (strstr (other, "\nRules: Lords & Levies (lords-and-levies)\n"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/cli-play/move-save-undo", test_move_save_undo);
  ADD ("/cli-play/computer-plays-both", test_computer_plays_both);
  ADD ("/cli-play/start-with-rules", test_start_with_rules);
#undef ADD

  return g_test_run ();
}
