/* test-cli-stakes.c — what a choice risks, on the command line: "battle
 * actions" puts a challenge's odds and stake on its line, and "battle
 * odds ID N" tells a challenge as the board does (L&L, Single combat),
 * with the same words; nothing is played by either. */
#include "bn-config.h"

#include "challenge-fixture.h"
#include "play-fixture.h"

static void
assert_contains (const char *text,
                 const char *part)
{
  if (text == NULL || strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text != NULL ? text : "(null)", part);
}

/* Hugh's and Odo's armies (1 and 2) brought to Hugh's challenge. */
static void
test_challenge_odds (Fixture       *fixture,
                     gconstpointer  data)
{
  const gint64 armies[2] = { 1, 2 };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (fixture->db, &error);
  g_autoptr(BnPlayedBattle) played = NULL;
  g_autofree char *id = NULL;
  g_autofree char *actions = NULL;
  g_autofree char *again = NULL;
  g_autofree char *odds = NULL;
  g_autofree char *move = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_actions;

  g_assert_no_error (error);
  played = reach_challenge (store, armies);
  n_actions = bn_battle_get_n_actions (bn_played_battle_get_battle (played));
  id = g_strdup_printf ("%" G_GINT64_FORMAT, bn_played_battle_get_id (played));
  actions = ok_db (fixture->db, "battle", "actions", id, NULL);
  lines = g_strsplit (actions, "\n", -1);
  for (guint i = 0; lines[i] != NULL && move == NULL; i++)
    if (strstr (lines[i], " to single combat · ") != NULL)
      {
        /* Its chances and the stake of Hugh's fall, as the engine says them. */
        assert_contains (lines[i], "Hugh challenges Odo to single combat · Hugh wins 38%, falls 38%; a draw 25%. ");
        assert_contains (lines[i], "If Hugh falls, your host has no leader left and breaks: the battle is lost.");
        move = g_strndup (lines[i], strcspn (lines[i], "\t"));
      }
  g_assert_nonnull (move);
  odds = ok_db (fixture->db, "battle", "odds", id, move, NULL);
  assert_contains (odds, "Hugh challenges Odo to single combat, ");
  assert_contains (odds, "No bonus: no leader's skill, rank, unit or retainer counts in it (L&L, Single combat).");
  assert_contains (odds, "Worked out exactly, over every way the dice and saving throws can fall.\n"
                         "Hugh wins 38%, falls 38%; a draw 25%.\n");
  assert_contains (odds, "if he fights it, Hugh wins 47% in all, falls 47%, and both return 6%.");
  assert_contains (odds, "If Hugh falls, your host has no leader left and breaks: the battle is lost.\n");
  assert_contains (odds, "If Odo falls, ");
  /* Nothing was played. */
  again = ok_db (fixture->db, "battle", "actions", id, NULL);
  g_assert_cmpstr (again, ==, actions);
  {
    g_autoptr(BnPlayedBattle) reloaded = bn_played_battle_load (store, bn_played_battle_get_id (played), &error);

    g_assert_no_error (error);
    g_assert_cmpuint (bn_battle_get_n_actions (bn_played_battle_get_battle (reloaded)), ==, n_actions);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli-stakes/challenge-odds", Fixture, NULL, fixture_set_up, test_challenge_odds, fixture_tear_down);
  return g_test_run ();
}
