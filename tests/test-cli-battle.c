/* test-cli-battle.c — "battle auto/odds/replay", "scenario list",
 * "bench battle", and "battle fight" against a roster file or an army
 * raised for points ("army generate"), as a user runs them.
 *
 * Each test has its own temporary database with two saved armies of Baron
 * 1 (campaign seed 42, leader drawn 6H,9S,5D; armies mustered with typed
 * cards), one with colours given and one partly without, so the colour
 * assignment is exercised. Only GLib is linked: the binary named by
 * BANNERET_CLI is run as a user would run it.
 */
#include "cli-run.h"

#include <stdlib.h>

typedef struct
{
  char *dir;
  char *db;
} Fixture;

static gboolean
contains (const char *text,
          const char *part)
{
  if (strstr (text, part) != NULL)
    return TRUE;
  g_test_message ("“%s” not found in:\n%s", part, text);
  return FALSE;
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

/* The name "army generate" gives the host it raises for @points with
 * @seed ("Aymer de Valence’s host"), and its commander's. */
static char *
raised_name (const char  *db,
             const char  *points,
             const char  *seed,
             char       **out_commander)
{
  g_autofree char *printed = ok_db (db, "army", "generate", "--points", points, "--seed", seed, NULL);
  const char *end = strstr (printed, " — raised with seed ");
  const char *suffix = "’s host";
  char *name;

  g_assert_nonnull (end);
  name = g_strndup (printed, end - printed);
  g_assert_true (g_str_has_suffix (name, suffix));
  if (out_commander != NULL)
    *out_commander = g_strndup (name, strlen (name) - strlen (suffix));
  return name;
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

/* The last turn's VP are the outcome's: objectives that change hands as a
 * turn ends count in that turn's line, not in a line after it. */
static void
assert_last_turn_is_outcome (const char *out)
{
  g_autoptr(GRegex) turn_vp = g_regex_new ("^Turn .*; VP ([0-9]+–[0-9]+)$", G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GRegex) outcome_vp = g_regex_new ("^Outcome: .*VP ([0-9]+–[0-9]+)", G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *last = NULL;
  g_autofree char *final = NULL;

  for (g_regex_match (turn_vp, out, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_free (last);
      last = g_match_info_fetch (match, 1);
    }
  g_clear_pointer (&match, g_match_info_free);
  g_assert_true (g_regex_match (outcome_vp, out, 0, &match));
  final = g_match_info_fetch (match, 1);
  g_assert_cmpstr (last, ==, final);
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
      /* A win says why, so fewer VP for the winner is no contradiction. */
      g_assert_true (strstr (out, " wins: ") == NULL ||
                     contains (out, ": reached the victory points to win; VP ") ||
                     contains (out, ": the other army has no unit left; VP ") ||
                     contains (out, ": the other army had no leader left and broke; VP ") ||
                     contains (out, ": more victory points when the turns ran out; VP "));
      assert_last_turn_is_outcome (out);
      g_assert_true (contains (out, "Log written to "));
      g_assert_true (g_file_test (log, G_FILE_TEST_IS_REGULAR));
      /* The same seed, the same battle. */
      g_assert_true (g_str_has_prefix (out, again));

      replay = ok_db (fixture->db, "battle", "replay", log, NULL);
      g_assert_true (g_str_has_prefix (replay, "replay identical: "));
      /* The replay says why a side won, as the battle did. */
      g_assert_true (strstr (replay, " wins ") == NULL ||
                     contains (replay, " wins (reached the victory points to win), ") ||
                     contains (replay, " wins (the other army has no unit left), ") ||
                     contains (replay, " wins (the other army had no leader left and broke), ") ||
                     contains (replay, " wins (more victory points when the turns ran out), "));
    }
}

/* The README's two hosts on the fords, seed 11: the last unit falls and
 * the objective it held changes hands as the turn ends. That turn's line
 * counts the change, so it agrees with the outcome ("VP 2–4" above
 * "VP 2–3" before), and the winner, with fewer VP, is said to have
 * destroyed the other army, in the replay too. */
static void
test_auto_turns_agree_with_outcome (Fixture       *fixture,
                                    gconstpointer  user_data)
{
  g_autofree char *a = ok_db (fixture->db, "army", "muster", "--leader", "1", "--draws", "QH,AC", NULL);
  g_autofree char *b = ok_db (fixture->db, "army", "muster", "--leader", "1", "--draws", "KH,2C", NULL);
  g_autofree char *c = NULL;
  g_autofree char *d = NULL;
  g_autofree char *out = NULL;
  g_autofree char *log = g_build_filename (fixture->dir, "fords.xml", NULL);
  g_autofree char *replay = NULL;

  add_unit (fixture->db, "3", "mounted-knights", "red");
  add_unit (fixture->db, "3", "longbowmen", "blue");
  c = ok_db (fixture->db, "army", "add", "3", "genoese-crossbowmen", "--colour", "green", "--mercenary",
             "--promise", "3", NULL);
  d = ok_db (fixture->db, "army", "post", "3", "1", "--role", "commander", NULL);
  add_unit (fixture->db, "4", "pikemen", NULL);
  add_unit (fixture->db, "4", "crossbowmen", NULL);
  out = ok_db (fixture->db, "battle", "auto", "--army", "3", "--army", "4", "--scenario", "river-fords",
               "--seed", "1", "--log", log, NULL);
  assert_last_turn_is_outcome (out);
  /* Its one leader gone (Day of Battle's risk to a leader), side 1 breaks
   * with a unit still on the field. */
  g_assert_true (contains (out, " wins: the other army had no leader left and broke; VP "));
  replay = ok_db (fixture->db, "battle", "replay", log, NULL);
  g_assert_true (contains (replay, " wins (the other army had no leader left and broke), "));
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

/* Day of Battle's basic game (--basic-game): the leaders' social rank is
 * every skill; the log's scenario keeps the option, and replays. */
static void
test_basic_game (Fixture       *fixture,
                 gconstpointer  user_data)
{
  g_autofree char *log = g_build_filename (fixture->dir, "basic.xml", NULL);
  g_autofree char *out = ok_db (fixture->db, "battle", "auto", "--army", "1", "--army", "2",
                                "--seed", "4", "--basic-game", "--log", log, NULL);
  g_autofree char *text = NULL;
  g_autofree char *replayed = NULL;
  g_autofree char *odds = ok_db (fixture->db, "battle", "odds", "--army", "1", "--army", "2",
                                 "--runs", "10", "--seed", "1", "--basic-game", NULL);
  g_autoptr(GError) error = NULL;

  g_file_get_contents (log, &text, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (contains (text, "basic-game"));
  g_assert_true (contains (text, "social-rank=\"3\""));
  replayed = ok_db (fixture->db, "battle", "replay", log, NULL);
  g_assert_true (contains (odds, "10 battles, seed 1\n"));
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

  g_assert_cmpuint (count_rows (out), ==, 6);
  g_assert_true (g_str_has_prefix (out, "ID "));
  g_assert_true (has_row (out, 0, "open-field", "Open field", "13×9", "6 VP", "none", NULL));
  g_assert_true (has_row (out, 1, "river-fords", "River with fords", "13×9", "7 VP", "(6,4) 1 VP", NULL));
  g_assert_true (has_row (out, 2, "hill-and-wood", NULL));
  g_assert_true (has_row (out, 3, "fortified-line", NULL));
  g_assert_true (has_row (out, 4, "bridge-and-chapel", NULL));
  g_assert_true (has_row (out, 5, "random:SEED", "Random battlefield", "13×9", "6 or 7 VP", NULL));
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

/* What "battle fight" says of the battle, without its number, which grows
 * with each battle stored: from the name to the losses. */
static char *
battle_summary (const char *out)
{
  const char *from = strchr (out, '(');
  const char *lost = strstr (out, "\n  lost: ");

  g_assert_nonnull (from);
  g_assert_nonnull (lost);
  return g_strndup (from, (gsize) (strchr (lost + 1, '\n') - from));
}

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* An army raised for points: fought, stored with both armies in its log,
 * replayed, listed in the leader's chronicle once applied. */
static void
test_fight_vs_points (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_autofree char *log = g_build_filename (fixture->dir, "points.xml", NULL);
  g_autofree char *fought = ok_db (fixture->db, "battle", "fight", "--campaign", "1", "--army", "1",
                                   "--vs-points", "60", "--seed", "5", "--log", log, NULL);
  g_autofree char *again = ok_db (fixture->db, "battle", "fight", "--campaign", "1", "--army", "1",
                                  "--vs-points", "60", "--seed", "5", NULL);
  g_autofree char *replay = NULL;
  g_autofree char *text = NULL;
  g_autofree char *applied = NULL;
  g_autofree char *chronicle = NULL;
  g_autofree char *commander = NULL;
  g_autofree char *host = raised_name (fixture->db, "60", "5", &commander);
  g_autofree char *against = g_strdup_printf ("\n  against %s\n", host);
  g_autofree char *host_attribute = g_strdup_printf ("name=\"%s\"", host);
  g_autofree char *led = g_strdup_printf ("<commander name=\"%s\" rank=\"army\"", commander);

  g_assert_true (g_str_has_prefix (fought, "Battle 1 (Open field), seed 5: "));
  g_assert_true (contains (fought, against));
  g_assert_true (contains (fought, "Log written to "));
  /* The same seed raises the same army and fights the same battle; the
   * file has a host of that name already, so this one is led, and named,
   * by the next man of the list. */
  g_assert_true (g_str_has_prefix (again, "Battle 2 "));
  g_assert_false (contains (again, against));
  {
    g_autofree char *first = battle_summary (fought);
    g_autofree char *second = battle_summary (again);
    g_autoptr(GRegex) host_line = g_regex_new ("\n  against [^\n]+\n", 0, 0, NULL);
    g_autofree char *first_units = g_regex_replace_literal (host_line, first, -1, 0, "\n", 0, NULL);
    g_autofree char *second_units = g_regex_replace_literal (host_line, second, -1, 0, "\n", 0, NULL);

    g_assert_cmpstr (first, !=, second);
    g_assert_cmpstr (first_units, ==, second_units);
  }

  /* The stored log holds both armies: it replays without the roster. */
  replay = ok_db (fixture->db, "battle", "replay", log, NULL);
  g_assert_true (g_str_has_prefix (replay, "replay identical: "));
  text = read_text (log);
  g_assert_true (contains (text, "name=\"Red host\""));
  g_assert_true (contains (text, host_attribute));
  /* Led by the man it is named after. */
  g_assert_true (contains (text, led));

  applied = ok_db (fixture->db, "battle", "apply", "1", NULL);
  g_assert_true (contains (applied, "The post-battle sequence ran for battle 1"));
  chronicle = ok_db (fixture->db, "leader", "chronicle", "1", NULL);
  g_assert_true (contains (chronicle, "Battle 1: Open field"));
}

/* A roster file: one raised by "army generate" fights as the army raised
 * from the same points and seed; an opponent's export of army 2 fights
 * under its own name, not as the campaign's army. */
static void
test_fight_vs_file (Fixture       *fixture,
                    gconstpointer  user_data)
{
  g_autofree char *roster = g_build_filename (fixture->dir, "host.xml", NULL);
  g_autofree char *blue = g_build_filename (fixture->dir, "blue.xml", NULL);
  g_autofree char *log = g_build_filename (fixture->dir, "file.xml", NULL);
  g_autofree char *generated = ok_db (fixture->db, "army", "generate", "--points", "60", "--seed", "5",
                                      "--out", roster, NULL);
  g_autofree char *by_points = ok_db (fixture->db, "battle", "fight", "--campaign", "1", "--army", "1",
                                      "--vs-points", "60", "--seed", "5", NULL);
  g_autofree char *by_file = ok_db (fixture->db, "battle", "fight", "--campaign", "1", "--army", "1",
                                    "--vs-file", roster, "--seed", "5", "--scenario", "river-fords",
                                    "--log", log, NULL);
  g_autofree char *same_file = ok_db (fixture->db, "battle", "fight", "--campaign", "1", "--army", "1",
                                      "--vs-file", roster, "--seed", "5", NULL);
  g_autofree char *export = ok_db (fixture->db, "army", "export", "2", "--opponent", NULL);
  g_autofree char *by_blue = NULL;
  g_autofree char *replay = NULL;
  g_autofree char *applied = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *host = raised_name (fixture->db, "60", "5", NULL);
  g_autofree char *against = g_strdup_printf ("\n  against %s\n", host);

  g_assert_true (contains (generated, "Roster written to "));
  g_assert_true (g_str_has_prefix (by_file, "Battle 2 (River with fords), seed 5: "));
  g_assert_true (contains (by_file, against));
  g_assert_true (g_str_has_prefix (same_file, "Battle 3 "));
  {
    g_autofree char *raised = battle_summary (by_points);
    g_autofree char *read = battle_summary (same_file);

    g_assert_cmpstr (raised, ==, read);
  }
  replay = ok_db (fixture->db, "battle", "replay", log, NULL);
  g_assert_true (g_str_has_prefix (replay, "replay identical: "));

  g_file_set_contents (blue, export, -1, &error);
  g_assert_no_error (error);
  by_blue = ok_db (fixture->db, "battle", "fight", "--campaign", "1", "--army", "1", "--vs-file", blue,
                   "--seed", "9", NULL);
  g_assert_true (g_str_has_prefix (by_blue, "Battle 4 "));
  g_assert_true (contains (by_blue, "\n  against Blue host\n"));
  applied = ok_db (fixture->db, "battle", "apply", "4", NULL);
  g_assert_true (contains (applied, "The post-battle sequence ran for battle 4"));
}

static void
assert_refused (const char *db,
                int         status,
                const char *message,
                ...)
{
  g_auto(Run) run = { 0 };
  va_list ap;

  va_start (ap, message);
  run_cli_v (&run, db, ap);
  va_end (ap);
  g_assert_cmpint (run.status, ==, status);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (contains (run.err, message));
}

/* As assert_refused(), for a command that prints the army it raised
 * before the save is refused. */
static void
assert_refused_after_output (const char *db,
                             int         status,
                             const char *message,
                             ...)
{
  g_auto(Run) run = { 0 };
  va_list ap;

  va_start (ap, message);
  run_cli_v (&run, db, ap);
  va_end (ap);
  g_assert_cmpint (run.status, ==, status);
  g_assert_true (contains (run.err, message));
}

/* Refusals name what is wrong and store nothing: the first battle fought
 * afterwards is battle 1. */
static void
test_fight_refusals (Fixture       *fixture,
                     gconstpointer  user_data)
{
  g_autofree char *roster = g_build_filename (fixture->dir, "host.xml", NULL);
  g_autofree char *hostile = g_build_filename (fixture->dir, "hostile.xml", NULL);
  g_autofree char *generated = ok_db (fixture->db, "army", "generate", "--points", "40", "--out", roster, NULL);
  g_autofree char *chronicle = ok_db (fixture->db, "leader", "chronicle", "1", NULL);
  g_autofree char *chronicle_after = NULL;
  g_autofree char *fought = NULL;
  g_autoptr(GError) error = NULL;

  /* Longbows are for infantry only: a roster that gives them to horse. */
  g_file_set_contents (hostile, "<banneret-army format=\"1\" for=\"opponent\" name=\"Foes\"><units>"
                       "<unit type=\"hobilars\" name=\"Hobilars\" arm=\"horse\" armour=\"light\" weapons=\"longbow\" "
                       "shields=\"false\" morale=\"fair\" light=\"true\" dedicated=\"false\" mercenary=\"false\" "
                       "peasants=\"false\" figures=\"3\" colour=\"red\"/></units><posts/></banneret-army>\n",
                       -1, &error);
  g_assert_no_error (error);

  assert_refused (fixture->db, 2, "give one opponent", "battle", "fight", "--campaign", "1", "--army", "1", NULL);
  assert_refused (fixture->db, 2, "give one opponent", "battle", "fight", "--campaign", "1", "--army", "1",
                  "--vs", "2", "--vs-points", "40", NULL);
  assert_refused (fixture->db, 2, "give one opponent", "battle", "fight", "--campaign", "1", "--army", "1",
                  "--vs-file", roster, "--vs-points", "40", NULL);
  assert_refused (fixture->db, 2, "“many” is not a number of points", "battle", "fight", "--campaign", "1",
                  "--army", "1", "--vs-points", "many", NULL);
  assert_refused (fixture->db, 2, "“0” is not a number of points", "battle", "fight", "--campaign", "1",
                  "--army", "1", "--vs-points", "0", NULL);
  assert_refused (fixture->db, 1, "7 points cannot raise an army: the smallest, one unit each of foot, "
                  "archers and horse, costs 8", "battle", "fight", "--campaign", "1", "--army", "1",
                  "--vs-points", "7", NULL);
  assert_refused (fixture->db, 1, "2000 points cannot be spent: a battle takes at most 32 units a side",
                  "battle", "fight", "--campaign", "1", "--army", "1", "--vs-points", "2000", NULL);
  assert_refused (fixture->db, 1, "nowhere.xml", "battle", "fight", "--campaign", "1", "--army", "1",
                  "--vs-file", "nowhere.xml", NULL);
  assert_refused (fixture->db, 1, "longbows are for infantry only", "battle", "fight", "--campaign", "1",
                  "--army", "1", "--vs-file", hostile, NULL);
  /* The player's army must be of the campaign, whatever the opponent. */
  assert_refused (fixture->db, 1, "army 9", "battle", "fight", "--campaign", "1", "--army", "9",
                  "--vs-points", "40", NULL);
  /* Both hosts are Baron 1's: he cannot fight himself. */
  assert_refused (fixture->db, 1, "Baron 1 is in both armies, “Red host” and “Blue host”", "battle", "fight",
                  "--campaign", "1", "--army", "1", "--vs", "2", "--seed", "3", NULL);

  chronicle_after = ok_db (fixture->db, "leader", "chronicle", "1", NULL);
  g_assert_cmpstr (chronicle, ==, chronicle_after);
  fought = ok_db (fixture->db, "battle", "fight", "--campaign", "1", "--army", "1", "--vs-file", roster,
                  "--seed", "1", NULL);
  g_assert_true (g_str_has_prefix (fought, "Battle 1 "));
}

static void
test_army_generate (Fixture       *fixture,
                    gconstpointer  user_data)
{
  g_autofree char *roster = g_build_filename (fixture->dir, "host.xml", NULL);
  g_autofree char *first = ok_db (fixture->db, "army", "generate", "--points", "150", "--seed", "3", NULL);
  g_autofree char *second = ok_db (fixture->db, "army", "generate", "--points", "150", "--seed", "3",
                                   "--out", roster, NULL);
  g_autofree char *other = ok_db (fixture->db, "army", "generate", "--points", "150", "--seed", "4", NULL);
  g_autofree char *unseeded = ok_db (fixture->db, "army", "generate", "--points", "43", NULL);
  g_autofree char *text = read_text (roster);
  g_autofree char *imported = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *saved_shown = NULL;
  g_autoptr(GRegex) total = g_regex_new ("^  Spent ([0-9]+), promised ([0-9]+), unspent ([0-9]+) of 150$",
                                         G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *commander = NULL;
  g_autofree char *host = raised_name (fixture->db, "150", "3", &commander);
  g_autofree char *heading = g_strdup_printf ("%s — raised with seed 3\n  Units\n", host);
  g_autofree char *copy = g_strdup_printf ("for=\"opponent\" name=\"%s\"", host);
  g_autofree char *led = g_strdup_printf ("<post role=\"commander\" leader=\"%s\"", commander);
  g_autofree char *second_name = g_strdup_printf ("Saved as army 4, “%s 2”, of Baron 1: "
                                                  "muster its points before its battle\n", host);

  g_assert_true (g_str_has_prefix (first, heading));
  g_assert_true (g_str_has_prefix (second, first));
  g_assert_true (contains (second, "Roster written to "));
  g_assert_cmpstr (first, !=, other);
  g_assert_true (g_regex_match_simple ("^[^\n]+’s host — raised with seed ", unseeded, 0, 0));
  g_assert_true (contains (first, "   1. "));
  g_assert_true (g_regex_match (total, first, 0, &match));
  {
    g_autofree char *spent = g_match_info_fetch (match, 1);
    g_autofree char *promised = g_match_info_fetch (match, 2);
    g_autofree char *unspent = g_match_info_fetch (match, 3);

    g_assert_cmpuint (atoi (spent) + atoi (promised) + atoi (unspent), ==, 150);
  }

  /* The opponent's copy: no promise in it; it imports as a roster. */
  g_assert_true (contains (text, copy));
  /* The man who leads it goes with it. */
  g_assert_true (contains (text, led));
  g_assert_null (strstr (text, "promise="));
  imported = ok_db (fixture->db, "army", "import", roster, "--leader", "1", NULL);
  shown = ok_db (fixture->db, "army", "show", "3", NULL);
  g_assert_true (contains (shown, host));

  /* --leader saves the same host as his army, unmustered, under a free
   * name; --name names it, and a name he already uses is refused. */
  saved = ok_db (fixture->db, "army", "generate", "--points", "150", "--seed", "3", "--leader", "1", NULL);
  g_assert_true (g_str_has_prefix (saved, first));
  g_assert_true (g_str_has_suffix (saved, second_name));
  saved_shown = ok_db (fixture->db, "army", "show", "4", NULL);
  {
    const char *units = strstr (first, "  Units\n");
    const char *end = strstr (first, "\n  Spent ");
    g_autofree char *block = g_strndup (units, end - units);

    g_assert_true (contains (saved_shown, block));
  }
  g_assert_true (contains (saved_shown, "commander Baron 1"));
  g_free (ok_db (fixture->db, "army", "generate", "--points", "60", "--seed", "5", "--leader", "1",
                 "--name", "Hired blades", NULL));
  assert_refused_after_output (fixture->db, 1, "already has an army named “Hired blades”", "army", "generate",
                               "--points", "60", "--seed", "5", "--leader", "1", "--name", "Hired blades", NULL);
  assert_refused (fixture->db, 2, "give --leader too", "army", "generate", "--points", "60", "--name", "X", NULL);
  assert_refused_after_output (fixture->db, 1, "leader 99", "army", "generate", "--points", "60", "--leader", "99",
                               NULL);

  assert_refused (fixture->db, 2, "--points N", "army", "generate", NULL);
  assert_refused (fixture->db, 2, "“-5” is not a number of points", "army", "generate", "--points", "-5", NULL);
  assert_refused (fixture->db, 1, "costs 8", "army", "generate", "--points", "3", NULL);
  assert_refused (fixture->db, 1, "raise an army of 8 to 413 points", "army", "generate", "--points", "999", NULL);
}

/* rules list names both rulesets; --rules picks one for auto, odds,
 * fight and bench; its log says so and replays under it; an
 * unknown ruleset is a usage error naming the known ones. */
static void
test_rulesets (Fixture       *fixture,
               gconstpointer  user_data)
{
  g_autofree char *list = ok_db (fixture->db, "rules", "list", NULL);
  g_autofree char *log = g_build_filename (fixture->dir, "bl.xml", NULL);
  g_autofree char *out = NULL;
  g_autofree char *replay = NULL;
  g_autofree char *text = NULL;
  g_autofree char *odds = NULL;
  g_autofree char *bench = NULL;
  g_autofree char *fought = NULL;

  g_assert_true (has_row (list, 0, "lords-and-levies", "Lords & Levies", "default", NULL));
  g_assert_true (has_row (list, 1, "battlelore", "BattleLore tabletop variant", "BattleLore tabletop variant, “command by colour” series (seed 001)", NULL));

  out = ok_db (fixture->db, "battle", "auto", "--army", "1", "--army", "2", "--seed", "5",
               "--rules", "battlelore", "--log", log, NULL);
  g_assert_true (contains (out, "\n  rules: BattleLore tabletop variant (battlelore)\n"));
  g_assert_true (contains (out, "Outcome: "));
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_true (contains (text, " rules=\"battlelore\""));
  replay = ok_db (fixture->db, "battle", "replay", log, NULL);
  g_assert_true (g_str_has_prefix (replay, "replay identical: "));

  odds = ok_db (fixture->db, "battle", "odds", "--army", "1", "--army", "2", "--runs", "20", "--seed", "3",
                "--threads", "1", "--rules", "battlelore", NULL);
  g_assert_true (contains (odds, "\n  rules: BattleLore tabletop variant (battlelore)\n"));
  bench = ok_db (fixture->db, "bench", "battle", "--battles", "3", "--rules", "battlelore", NULL);
  g_assert_true (contains (bench, ", battlelore\n"));
  g_free (text);
  text = NULL;
  fought = ok_db (fixture->db, "battle", "fight", "--campaign", "1", "--army", "1", "--vs-points", "60",
                  "--seed", "8", "--rules", "battlelore", "--log", log, NULL);
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_true (contains (text, " rules=\"battlelore\""));

  /* The roster says how each unit fights under each ruleset. */
  g_free (text);
  text = ok_db (fixture->db, "army", "show", "1", NULL);
  g_assert_true (contains (text, "\n        fights as B-class infantry, spears, in Lords & Levies; "
                                 "B-class infantry, spear, in BattleLore tabletop variant; "
                                 "infantry (light or medium armour), spears, in Lionheart variant; "));
  g_assert_true (contains (text, "A-class cavalry, lance, in BattleLore tabletop variant; "
                                 "cavalry (heavy armour), lances (as spears), in Lionheart variant; "
                                 "heavy cavalry, "));
  g_assert_true (contains (text, " stands, in Junior General fast play\n"));

  assert_refused (fixture->db, 2, "there is no ruleset “chess”; choose lords-and-levies|battlelore|lionheart|junior-general",
                  "battle", "auto", "--army", "1", "--army", "2", "--rules", "chess", NULL);
  assert_refused (fixture->db, 2, "there is no ruleset “chess”", "battle", "fight", "--campaign", "1",
                  "--army", "1", "--vs", "2", "--rules", "chess", NULL);
}

/* Junior General on its open table from the command line: listed, fought
 * AI against AI with a log that replays, its odds, a campaign fight and
 * the bench (played move by move: test-cli-play.c). */
static void
test_junior_general (Fixture       *fixture,
                     gconstpointer  user_data)
{
  g_autofree char *list = ok_db (fixture->db, "rules", "list", NULL);
  g_autofree char *log = g_build_filename (fixture->dir, "jg.xml", NULL);
  g_autofree char *out = NULL, *replay = NULL, *text = NULL, *odds = NULL, *bench = NULL;
  g_autofree char *fought = NULL;

  g_assert_true (has_row (list, -1, "junior-general", "Junior General fast play", NULL));
  out = ok_db (fixture->db, "battle", "auto", "--army", "1", "--army", "2", "--seed", "5",
               "--rules", "junior-general", "--log", log, NULL);
  g_assert_true (contains (out, "\n  rules: Junior General fast play (junior-general)\n"));
  g_assert_true (contains (out, "Outcome: "));
  /* The turn line speaks of stands, melees and shots, not cards; the
   * rosters' departures from the order of battle are warned of. */
  g_assert_true (contains (out, "\nTurn   1  side "));
  g_assert_true (contains (out, " first; "));
  g_assert_true (contains (out, "; stands lost "));
  g_assert_false (contains (out, "no card"));
  /* The losses, too, are counted in stands. */
  g_assert_true (g_regex_match_simple ("\n  side 0 [^\n]*: lost [0-9]+ units?, [0-9]+ stands?\n", out, 0, 0));
  g_assert_false (g_regex_match_simple ("lost [0-9]+ units?, [0-9]+ figure", out, 0, 0));
  g_assert_true (contains (out, "order of battle (a warning; it fights as it is): 4 units: too few for 2 formations"));
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_true (contains (text, " rules=\"junior-general\""));
  g_assert_true (contains (text, "type=\"table-moved\""));
  replay = ok_db (fixture->db, "battle", "replay", log, NULL);
  g_assert_true (g_str_has_prefix (replay, "replay identical: "));
  odds = ok_db (fixture->db, "battle", "odds", "--army", "1", "--army", "2", "--runs", "6", "--seed", "3",
                "--threads", "1", "--rules", "junior-general", NULL);
  g_assert_true (contains (odds, "\n  rules: Junior General fast play (junior-general)\n"));
  g_assert_true (contains (odds, "\nExpected losses per unit (stands lost, share destroyed)\n"));
  fought = ok_db (fixture->db, "battle", "fight", "--campaign", "1", "--army", "1", "--vs-points", "60",
                  "--seed", "8", "--rules", "junior-general", NULL);
  g_assert_true (g_regex_match_simple ("\n  lost: [0-9]+ units?, [0-9]+ stands? against ", fought, 0, 0));
  bench = ok_db (fixture->db, "bench", "battle", "--battles", "2", "--rules", "junior-general", NULL);
  g_assert_true (contains (bench, ", junior-general\n"));
}

/* The same two saved armies fight on the bridge-and-chapel battlefield
 * (the variant's bridge and landmarks) under each ruleset: each log
 * replays, and the odds differ as the rules do. */
static void
test_bridge_and_chapel_both_rulesets (Fixture       *fixture,
                                      gconstpointer  user_data)
{
  static const char *const rulesets[] = { "lords-and-levies", "battlelore" };
  char *odds[2] = { NULL, NULL };

  for (guint i = 0; i < G_N_ELEMENTS (rulesets); i++)
    {
      g_autofree char *name = g_strdup_printf ("bridge-%s.xml", rulesets[i]);
      g_autofree char *log = g_build_filename (fixture->dir, name, NULL);
      g_autofree char *out = ok_db (fixture->db, "battle", "auto", "--army", "1", "--army", "2",
                                    "--scenario", "bridge-and-chapel", "--seed", "5",
                                    "--rules", rulesets[i], "--log", log, NULL);
      g_autofree char *replay = ok_db (fixture->db, "battle", "replay", log, NULL);
      const char *body;

      g_assert_true (contains (out, "Outcome: "));
      g_assert_true (g_str_has_prefix (replay, "replay identical: "));
      odds[i] = ok_db (fixture->db, "battle", "odds", "--army", "1", "--army", "2", "--runs", "30",
                       "--seed", "3", "--threads", "1", "--scenario", "bridge-and-chapel",
                       "--rules", rulesets[i], NULL);
      body = strstr (odds[i], "\n  rules: ");
      g_assert_nonnull (body);
    }
  g_assert_cmpstr (strstr (strstr (odds[0], "\n  rules: ") + 1, "\n"), !=,
                   strstr (strstr (odds[1], "\n  rules: ") + 1, "\n"));
  g_free (odds[0]);
  g_free (odds[1]);
}

/* Lionheart from the CLI: auto with its log carrying each unit's armour,
 * shields and morale from the roster, an identical replay, odds, bench
 * and a recorded campaign fight. */
static void
test_lionheart (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autofree char *log = g_build_filename (fixture->dir, "lh.xml", NULL);
  g_autofree char *list = ok_db (fixture->db, "rules", "list", NULL);
  g_autofree char *out = NULL;
  g_autofree char *replay = NULL;
  g_autofree char *text = NULL;
  g_autofree char *odds = NULL;
  g_autofree char *bench = NULL;
  g_autofree char *fought = NULL;

  g_assert_true (has_row (list, -1, "lionheart", "Lionheart variant", NULL));
  out = ok_db (fixture->db, "battle", "auto", "--army", "1", "--army", "2", "--seed", "3",
               "--rules", "lionheart", "--log", log, NULL);
  g_assert_true (contains (out, "\n  rules: Lionheart variant (lionheart)\n"));
  g_assert_true (contains (out, "Outcome: "));
  /* Its turns are leadership rolls, not cards. */
  g_assert_true (contains (out, "  leadership "));
  g_assert_false (contains (out, "no card"));
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_true (contains (text, " rules=\"lionheart\""));
  /* Spearmen: one stand of four, medium armour, shields, fair morale. */
  g_assert_true (contains (text, "weapon=\"spear\" colour=\"red\" figures=\"4\" armour=\"medium\" "
                                 "shields=\"true\" morale=\"2\""));
  replay = ok_db (fixture->db, "battle", "replay", log, NULL);
  g_assert_true (g_str_has_prefix (replay, "replay identical: "));
  odds = ok_db (fixture->db, "battle", "odds", "--army", "1", "--army", "2", "--runs", "20", "--seed", "3",
                "--threads", "1", "--rules", "lionheart", NULL);
  g_assert_true (contains (odds, "\n  rules: Lionheart variant (lionheart)\n"));
  bench = ok_db (fixture->db, "bench", "battle", "--battles", "3", "--rules", "lionheart", NULL);
  g_assert_true (contains (bench, ", lionheart\n"));
  g_free (text);
  text = NULL;
  fought = ok_db (fixture->db, "battle", "fight", "--campaign", "1", "--army", "1", "--vs-points", "60",
                  "--seed", "8", "--rules", "lionheart", "--log", log, NULL);
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_true (contains (text, " rules=\"lionheart\""));
}

/* Lionheart with a King/Leader unit on the roster: the battle takes him
 * as his side's king (his rating in the log, the army commander with
 * him), and his side's first leadership roll is one die per rating point. */
static void
test_lionheart_roster_king (Fixture       *fixture,
                            gconstpointer  user_data)
{
  g_autofree char *log = g_build_filename (fixture->dir, "king.xml", NULL);
  g_autofree char *text = NULL;
  const char *setup, *end;
  guint dice = 0;

  /* Room for him: the first unit leaves. */
  g_free (ok_db (fixture->db, "army", "remove", "1", "1", NULL));
  g_free (ok_db (fixture->db, "army", "add", "1", "--leader", "foot", "--leadership", "1", NULL));
  g_free (ok_db (fixture->db, "battle", "auto", "--army", "1", "--army", "2", "--seed", "3",
                 "--rules", "lionheart", "--log", log, NULL));
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_true (contains (text, "<unit name=\"King/Leader on foot\" arm=\"foot\" class=\"C\" weapon=\"spear\""));
  g_assert_true (contains (text, "figures=\"2\" armour=\"none\" morale=\"2\" leadership=\"1\"/>"));
  setup = strstr (text, "<setup>");
  g_assert_nonnull (setup);
  end = strstr (setup, "type=\"leadership\"");
  g_assert_nonnull (end);
  /* The leadership dice (die 7) side 0 rolled before the first roll's result. */
  for (const char *p = strstr (setup, "<event type=\"die\" side=\"0\" a=\"7\"");
       p != NULL && p < end; p = strstr (p + 1, "<event type=\"die\" side=\"0\" a=\"7\""))
    dice++;
  g_assert_cmpuint (dice, ==, 1);
  g_free (ok_db (fixture->db, "battle", "replay", log, NULL));
}

/* "battle list" shows the battles in progress below the recorded ones,
 * each with what tells it apart: ruleset, battlefield, turn and whose
 * move, or over but not kept; when started and last played. */
static void
test_list_in_progress (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *going = ok_db (fixture->db, "battle", "start", "--army", "1", "--vs-points", "40", "--rules",
                                  "lionheart", "--seed", "3", "--computer", "2", NULL);
  g_autofree char *over = ok_db (fixture->db, "battle", "start", "--army", "1", "--vs-points", "40", "--seed", "3",
                                 "--computer", "both", NULL);
  g_autofree char *listed = ok_db (fixture->db, "battle", "list", NULL);
  g_autofree char *recorded = ok_db (fixture->db, "battle", "list", "--recorded", NULL);
  g_autofree char *json = ok_db (fixture->db, "battle", "list", "--in-progress", "--json", NULL);
  g_autofree char *recorded_json = ok_db (fixture->db, "battle", "list", "--json", NULL);
  g_autofree char *moved = NULL;
  g_autofree char *acted = NULL;
  g_auto(GStrv) lines = g_strsplit (listed, "\n", -1);

  g_assert_true (contains (over, "The battle is over"));
  /* Nothing recorded yet: the heading is the in-progress table's own. */
  g_assert_cmpstr (recorded, ==, "");
  g_assert_true (g_str_has_prefix (listed, "ID  BATTLE"));
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_true (g_regex_match_simple ("^2 +Red host against .+’s host +Lords & Levies +Open field "
                                       "+over — not yet kept +(today|yesterday) [0-9]{2}:[0-9]{2}", lines[1], 0, 0));
  g_assert_true (g_regex_match_simple ("^1 +Red host against .+’s host +Lionheart variant +Open field "
                                       "+(turn [0-9]+|before the first turn), Red host to move +(today|yesterday) ",
                                       lines[2], 0, 0));
  /* Raised for the same points with the same seed, in one file: two hosts
   * led by two men, named apart. */
  {
    g_autofree char *first = g_strndup (strstr (lines[1], "against "), strstr (lines[1], "’s host") - strstr (lines[1], "against "));
    g_autofree char *second = g_strndup (strstr (lines[2], "against "), strstr (lines[2], "’s host") - strstr (lines[2], "against "));

    g_assert_cmpstr (first, !=, second);
  }
  /* JSON: one array of one kind, the moments as stored. */
  g_assert_cmpstr (recorded_json, ==, "[]\n");
  g_assert_true (contains (json, "\"id\": 2,"));
  g_assert_true (contains (json, "\"ruleset\": \"lionheart\","));
  g_assert_true (contains (json, "\"over\": true,"));
  g_assert_true (contains (json, "\"last_played\": null,"));
  g_assert_true (contains (json, "\"network\": false,"));
  g_assert_true (g_regex_match_simple ("\"started\": \"[0-9]{4}-[0-9]{2}-[0-9]{2}T", json, 0, 0));

  /* A move saved: it was last played then. */
  acted = ok_db (fixture->db, "battle", "act", "1", "1", NULL);
  moved = ok_db (fixture->db, "battle", "list", "--in-progress", "--json", NULL);
  g_assert_true (g_regex_match_simple ("\"id\": 1,[^}]*\"last_played\": \"[0-9]{4}-", moved, 0, 0));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/cli-battle/auto-and-replay", test_auto_and_replay);
  ADD ("/cli-battle/lionheart-roster-king", test_lionheart_roster_king);
  ADD ("/cli-battle/auto-turns-agree-with-outcome", test_auto_turns_agree_with_outcome);
  ADD ("/cli-battle/bridge-and-chapel-both-rulesets", test_bridge_and_chapel_both_rulesets);
  ADD ("/cli-battle/auto-chooses-seed", test_auto_chooses_seed);
  ADD ("/cli-battle/replay-tampered", test_replay_tampered);
  ADD ("/cli-battle/odds-repeatable", test_odds_repeatable);
  ADD ("/cli-battle/basic-game", test_basic_game);
  ADD ("/cli-battle/errors", test_errors);
  ADD ("/cli-battle/hostile-scenario-file", test_hostile_scenario_file);
  ADD ("/cli-battle/scenario-list", test_scenario_list);
  ADD ("/cli-battle/bench", test_bench);
  ADD ("/cli-battle/fight-vs-points", test_fight_vs_points);
  ADD ("/cli-battle/fight-vs-file", test_fight_vs_file);
  ADD ("/cli-battle/fight-refusals", test_fight_refusals);
  ADD ("/cli-battle/army-generate", test_army_generate);
  ADD ("/cli-battle/rulesets", test_rulesets);
  ADD ("/cli-battle/junior-general", test_junior_general);
  ADD ("/cli-battle/lionheart", test_lionheart);
  ADD ("/cli-battle/list-in-progress", test_list_in_progress);
#undef ADD

  return g_test_run ();
}
