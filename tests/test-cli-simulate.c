/* test-cli-simulate.c — "simulate careers" as a user runs it: a report
 * that follows from the seed, clear usage errors, and the user's database
 * left alone. */
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

  fixture->dir = g_dir_make_tmp ("banneret-cli-simulate-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->db = g_build_filename (fixture->dir, "campaign.db", NULL);
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
test_tiny_run (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *out = ok_db (fixture->db, "simulate", "careers", "--campaigns", "1", "--battles", "3",
                                "--seed", "5", NULL);
  g_autofree char *again = ok_db (fixture->db, "simulate", "careers", "--campaigns", "1", "--battles", "3",
                                  "--seed", "5", NULL);

  g_assert_true (g_str_has_prefix (out, "Balance of careers: 1 campaigns of 4 Barons, 3 rounds, seed 5\n"));
  g_assert_nonnull (strstr (out, "Honor per battle, median"));
  g_assert_nonnull (strstr (out, "Killed, % of battles"));
  g_assert_nonnull (strstr (out, "Career length, median (battles)"));
  g_assert_cmpstr (out, ==, again);
  /* Its campaigns live in temporary databases: --db is not even created. */
  g_assert_false (g_file_test (fixture->db, G_FILE_TEST_EXISTS));
}

static void
test_usage (Fixture       *fixture,
            gconstpointer  data)
{
  g_auto(Run) zero = { 0 };
  g_auto(Run) extra = { 0 };

  run_db (&zero, fixture->db, "simulate", "careers", "--campaigns", "0", NULL);
  g_assert_cmpint (zero.status, ==, 2);
  g_assert_nonnull (strstr (zero.err, "--campaigns is 1 to 100000"));
  run_db (&extra, fixture->db, "simulate", "careers", "now", NULL);
  g_assert_cmpint (extra.status, ==, 2);
  g_assert_nonnull (strstr (extra.err, "now"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli/simulate/tiny-run", Fixture, NULL, fixture_set_up, test_tiny_run, fixture_tear_down);
  g_test_add ("/cli/simulate/usage", Fixture, NULL, fixture_set_up, test_usage, fixture_tear_down);

  return g_test_run ();
}
