/* test-cli-odds.c — a played battle's combats from the command line:
 * "battle odds ID N" refuses a move that is no attack (the odds
 * themselves are test-combat-preview's); "battle log" tells each combat
 * in words once it is over; "battle show" says the victory target beside
 * the score. */
#include "play-fixture.h"

/* The first move of a battle plays a card: it has no odds to tell. */
static void
test_no_odds_for_a_card (Fixture       *fixture,
                         gconstpointer  data)
{
  g_auto(Run) card = { 0 };
  g_auto(Run) none = { 0 };

  g_free (ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--seed", "4", "--computer", "none",
                 NULL));
  run_db (&card, fixture->db, "battle", "odds", "1", "1", NULL);
  g_assert_cmpint (card.status, ==, 1);
  g_assert_nonnull (strstr (card.err, "is no attack or shot"));
  run_db (&none, fixture->db, "battle", "odds", "1", "999", NULL);
  g_assert_cmpint (none.status, ==, 1);
  g_assert_nonnull (strstr (none.err, "is not offered"));
}

static void
test_combats_in_the_log (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *started = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--seed", "9",
                                    "--computer", "both", NULL);
  g_autofree char *shown = ok_db (fixture->db, "battle", "show", "1", NULL);
  g_autofree char *log = ok_db (fixture->db, "battle", "log", "1", NULL);
  g_autofree char *xml = ok_db (fixture->db, "battle", "log", "1", "--xml", NULL);

  g_assert_nonnull (strstr (shown, "To win: "));
  g_assert_nonnull (strstr (shown, " victory points (now "));
  /* Each event in words under its line, each combat as a whole once over. */
  g_assert_nonnull (strstr (log, "\n    = "));
  g_assert_nonnull (strstr (log, "\n    == "));
  g_assert_nonnull (strstr (log, " Battle dice of "));
  g_assert_nonnull (strstr (log, "(L&L, order sheet, Battle; L&L, Resolve battle"));
  /* The XML log is untouched by the words. */
  g_assert_null (strstr (xml, "    == "));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/cli-odds/no-odds-for-a-card", test_no_odds_for_a_card);
  ADD ("/cli-odds/combats-in-the-log", test_combats_in_the_log);
#undef ADD

  return g_test_run ();
}
