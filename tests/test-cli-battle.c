/* test-cli-battle.c — "battle auto/odds/replay", "scenario list" and
 * "bench battle" as a user runs them.
 *
 * Each test has its own temporary database with two saved armies of Baron
 * 1 (campaign seed 42, leader drawn 6H,9S,5D; armies mustered with typed
 * cards), one with colours given and one partly without, so the colour
 * assignment is exercised. Only GLib is linked: the binary named by
 * BANNERET_CLI is run as a user would run it.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

typedef struct
{
  char *dir;
  char *db;
} Fixture;

/* Runs banneret-cli --db @db with the NULL-terminated arguments. */
static void
run_v (Run        *run,
       const char *db,
       va_list     ap)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *path = g_getenv ("BANNERET_CLI");
  const char *arg;
  int wait_status;

  g_assert_nonnull (path);
  g_ptr_array_add (args, (gpointer) path);
  g_ptr_array_add (args, (gpointer) "--db");
  g_ptr_array_add (args, (gpointer) db);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  g_ptr_array_add (args, NULL);

  g_spawn_sync (NULL, (char **) args->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

static void
run_db (Run        *run,
        const char *db,
        ...)
{
  va_list ap;

  va_start (ap, db);
  run_v (run, db, ap);
  va_end (ap);
}

static char *
ok_db (const char *db,
       ...)
{
  g_auto(Run) run = { 0 };
  va_list ap;

  va_start (ap, db);
  run_v (&run, db, ap);
  va_end (ap);
  if (run.status != 0)
    g_test_message ("stderr: %s", run.err);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  return g_steal_pointer (&run.out);
}

static gboolean
contains (const char *text,
          const char *part)
{
  if (strstr (text, part) != NULL)
    return TRUE;
  g_test_message ("“%s” not found in:\n%s", part, text);
  return FALSE;
}

static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p != '\0'; p++)
    n += *p == '\n';
  return n;
}

static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *child = g_build_filename (dir, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (dir);
}

static void
add_unit (const char *db,
          const char *army,
          const char *type,
          const char *colour)
{
  g_autofree char *out = colour != NULL
    ? ok_db (db, "army", "add", army, type, "--colour", colour, NULL)
    : ok_db (db, "army", "add", army, type, NULL);
}

/* Armies 1 and 2 of Baron 1. */
static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;
  g_autofree char *d = NULL;

  fixture->dir = g_dir_make_tmp ("banneret-cli-battle-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->db = g_build_filename (fixture->dir, "campaign.db", NULL);

  a = ok_db (fixture->db, "campaign", "new", "Hundred Years", "--seed", "42", NULL);
  b = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--draws", "6H,9S,5D", NULL);
  c = ok_db (fixture->db, "army", "muster", "--leader", "1", "--draws", "QH,AC", "--name", "Red host", NULL);
  d = ok_db (fixture->db, "army", "muster", "--leader", "1", "--draws", "KH,2C", "--name", "Blue host", NULL);
  add_unit (fixture->db, "1", "spearmen", "red");
  add_unit (fixture->db, "1", "longbowmen", "blue");
  add_unit (fixture->db, "1", "mounted-knights", "green");
  add_unit (fixture->db, "1", "levy-spearmen", "red");
  add_unit (fixture->db, "2", "pikemen", NULL);
  add_unit (fixture->db, "2", "crossbowmen", NULL);
  add_unit (fixture->db, "2", "hobilars", "green");
  add_unit (fixture->db, "2", "men-at-arms", NULL);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  remove_tree (fixture->dir);
  g_free (fixture->db);
  g_free (fixture->dir);
}

static void
test_auto_and_replay (Fixture       *fixture,
                      gconstpointer  user_data)
{
  static const char * const scenarios[] = {
    "open-field", "river-fords", "hill-and-wood", "fortified-line", "random:5",
  };

  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      g_autofree char *log = g_strdup_printf ("%s/%u.xml", fixture->dir, i);
      g_autofree char *out = ok_db (fixture->db, "battle", "auto", "--army", "1", "--army", "2",
                                    "--scenario", scenarios[i], "--seed", "11", "--log", log, NULL);
      g_autofree char *again = ok_db (fixture->db, "battle", "auto", "--army", "1", "--army", "2",
                                      "--scenario", scenarios[i], "--seed", "11", NULL);
      g_autofree char *replay = NULL;

      g_assert_true (contains (out, "seed 11\n"));
      g_assert_true (contains (out, "Turn   1  side "));
      g_assert_true (contains (out, "Outcome: "));
      g_assert_true (contains (out, "Log written to "));
      g_assert_true (g_file_test (log, G_FILE_TEST_IS_REGULAR));
      /* The same seed, the same battle. */
      g_assert_true (g_str_has_prefix (out, again));

      replay = ok_db (fixture->db, "battle", "replay", log, NULL);
      g_assert_true (g_str_has_prefix (replay, "replay identical: "));
    }
}

static void
test_auto_chooses_seed (Fixture       *fixture,
                        gconstpointer  user_data)
{
  g_autofree char *out = ok_db (fixture->db, "battle", "auto", "--army", "2", "--army", "1", NULL);

  g_assert_true (g_str_has_prefix (out, "Battle on Open field (open-field), seed "));
}

static void
test_replay_tampered (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_autofree char *log = g_build_filename (fixture->dir, "l.xml", NULL);
  g_autofree char *out = ok_db (fixture->db, "battle", "auto", "--army", "1", "--army", "2",
                                "--seed", "4", "--log", log, NULL);
  g_autofree char *text = NULL;
  g_autofree char *changed = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Run) run = { 0 };
  char *at;

  g_file_get_contents (log, &text, NULL, &error);
  g_assert_no_error (error);
  at = strstr (text, "<outcome winner=\"");
  g_assert_nonnull (at);
  at += strlen ("<outcome winner=\"");
  /* Give the battle to someone else. */
  if (g_str_has_prefix (at, "draw"))
    changed = g_strdup_printf ("%.*s0\"%s", (int) (at - text), text, at + strlen ("draw\""));
  else
    {
      at[0] = at[0] == '0' ? '1' : '0';
      changed = g_strdup (text);
    }
  g_file_set_contents (log, changed, -1, &error);
  g_assert_no_error (error);

  run_db (&run, fixture->db, "battle", "replay", log, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (contains (run.err, "replay differs"));
  g_assert_cmpuint (count_lines (run.err), ==, 1);
}

static void
test_odds_repeatable (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_autofree char *first = ok_db (fixture->db, "battle", "odds", "--army", "1", "--army", "2",
                                  "--runs", "20", "--seed", "1", NULL);
  g_autofree char *second = ok_db (fixture->db, "battle", "odds", "--army", "1", "--army", "2",
                                   "--runs", "20", "--seed", "1", "--threads", "1", NULL);

  g_assert_cmpstr (first, ==, second);
  g_assert_true (contains (first, "20 battles, seed 1\n"));
  g_assert_true (contains (first, "(95%: "));
  g_assert_true (contains (first, "mean VP "));
  g_assert_true (contains (first, "Expected losses per unit"));
  g_assert_true (contains (first, "Longbowmen"));
}

static void
test_errors (Fixture       *fixture,
             gconstpointer  user_data)
{
  g_auto(Run) bad_id = { 0 };
  g_auto(Run) missing = { 0 };
  g_auto(Run) one = { 0 };
  g_auto(Run) no_runs = { 0 };
  g_auto(Run) bad_scenario = { 0 };
  g_auto(Run) empty = { 0 };
  g_auto(Run) no_log = { 0 };
  g_autofree char *third = ok_db (fixture->db, "army", "muster", "--leader", "1", "--draws", "2H,3C",
                                  "--name", "Empty", NULL);

  run_db (&bad_id, fixture->db, "battle", "auto", "--army", "1", "--army", "99", NULL);
  g_assert_cmpint (bad_id.status, ==, 1);
  g_assert_cmpuint (count_lines (bad_id.err), ==, 1);
  g_assert_cmpstr (bad_id.out, ==, "");

  run_db (&missing, fixture->db, "battle", "auto", NULL);
  g_assert_cmpint (missing.status, ==, 2);
  run_db (&one, fixture->db, "battle", "odds", "--army", "1", "--runs", "5", NULL);
  g_assert_cmpint (one.status, ==, 2);
  run_db (&no_runs, fixture->db, "battle", "odds", "--army", "1", "--army", "2", NULL);
  g_assert_cmpint (no_runs.status, ==, 2);

  run_db (&bad_scenario, fixture->db, "battle", "auto", "--army", "1", "--army", "2",
          "--scenario", "atlantis", NULL);
  g_assert_cmpint (bad_scenario.status, ==, 1);
  g_assert_true (contains (bad_scenario.err, "atlantis"));

  /* Army 3 has no units. */
  run_db (&empty, fixture->db, "battle", "auto", "--army", "1", "--army", "3", NULL);
  g_assert_cmpint (empty.status, ==, 1);
  g_assert_true (contains (empty.err, "no units"));

  run_db (&no_log, fixture->db, "battle", "replay", "/nonexistent/log.xml", NULL);
  g_assert_cmpint (no_log.status, ==, 1);
}

static void
test_hostile_scenario_file (Fixture       *fixture,
                            gconstpointer  user_data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "bad.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_auto(Run) run = { 0 };
  const char *doc =
    "<?xml version=\"1.0\"?>\n"
    "<scenario format=\"1\" id=\"bad\" name=\"Bad\" width=\"3\" height=\"2\" victory-target=\"6\">\n"
    "  <side index=\"0\" baseline=\"south\" hand-size=\"4\"/>\n"
    "  <side index=\"1\" baseline=\"north\" hand-size=\"4\"/>\n"
    "  <zone side=\"1\" first-row=\"0\" last-row=\"1\"/>\n"
    "  <zone side=\"0\" first-row=\"1\" last-row=\"1\"/>\n"
    "</scenario>\n";

  g_file_set_contents (path, doc, -1, &error);
  g_assert_no_error (error);
  run_db (&run, fixture->db, "battle", "auto", "--army", "1", "--army", "2", "--scenario", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (contains (run.err, "bad.xml: line 6"));
  g_assert_true (contains (run.err, "overlaps"));
}

static void
test_scenario_list (Fixture       *fixture,
                    gconstpointer  user_data)
{
  g_autofree char *out = ok_db (fixture->db, "scenario", "list", NULL);

  g_assert_cmpuint (count_lines (out), ==, 5);
  g_assert_true (g_str_has_prefix (out, "open-field "));
  g_assert_true (contains (out, "\nriver-fords "));
  g_assert_true (contains (out, "\nhill-and-wood "));
  g_assert_true (contains (out, "\nfortified-line "));
  g_assert_true (contains (out, "\nrandom:SEED "));
  g_assert_true (contains (out, "(6,4) 1 VP; 7 VP to win"));
}

static void
test_bench (Fixture       *fixture,
            gconstpointer  user_data)
{
  g_autofree char *out = ok_db (fixture->db, "bench", "battle", "--battles", "20", NULL);
  g_autoptr(GRegex) rate = g_regex_new ("^  [0-9]+\\.[0-9] battles per second", G_REGEX_MULTILINE, 0, NULL);

  g_assert_true (contains (out, "20 battles, 12 units a side"));
  g_assert_true (g_regex_match (rate, out, 0, NULL));
  g_assert_true (contains (out, "  median "));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/cli-battle/auto-and-replay", test_auto_and_replay);
  ADD ("/cli-battle/auto-chooses-seed", test_auto_chooses_seed);
  ADD ("/cli-battle/replay-tampered", test_replay_tampered);
  ADD ("/cli-battle/odds-repeatable", test_odds_repeatable);
  ADD ("/cli-battle/errors", test_errors);
  ADD ("/cli-battle/hostile-scenario-file", test_hostile_scenario_file);
  ADD ("/cli-battle/scenario-list", test_scenario_list);
  ADD ("/cli-battle/bench", test_bench);
#undef ADD

  return g_test_run ();
}
