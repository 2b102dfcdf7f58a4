/* test-cli-play.c — a battle played move by move from the command line:
 * every move is one the engine lists, the battle is saved after each, a
 * move can be taken back, and the computer plays the sides nobody plays. */
#include "play-fixture.h"

/* The first line of "battle start": the battle's number alone. */
static char *
first_line (const char *text)
{
  const char *newline = strchr (text, '\n');

  g_assert_nonnull (newline);
  return g_strndup (text, newline - text);
}

/* The number of the move in "battle actions 1" whose words hold @words. */
static char *
move_number (Fixture    *fixture,
             const char *words)
{
  g_autofree char *actions = ok_db (fixture->db, "battle", "actions", "1", NULL);
  g_auto(GStrv) lines = g_strsplit (actions, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], words) != NULL)
      return g_strndup (lines[i], strcspn (lines[i], "\t"));
  g_error ("no move “%s” in:\n%s", words, actions);
  return NULL;
}

/* Both leaders of the fixture have common retainers, so the side that
 * lost the first-move throw is first asked whether one of them throws
 * his die again (Day of Battle, Retainers): kept here, the battle goes on
 * as it would without them. */
static void
keep_first_move_die (Fixture *fixture)
{
  g_autofree char *keep = move_number (fixture, " keeps his die for the first move as it fell ");

  g_free (ok_db (fixture->db, "battle", "act", "1", keep, NULL));
}

/* Junior General move by move: its open table as text, its moves in
 * centimetres and degrees, the computer answering. */
static void
test_junior_general (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *started = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--campaign", "1",
                                    "--seed", "4", "--rules", "junior-general", NULL);
  g_autofree char *shown = ok_db (fixture->db, "battle", "show", "1", NULL);
  g_autofree char *actions = ok_db (fixture->db, "battle", "actions", "1", NULL);
  g_autofree char *acted = NULL;
  g_autofree char *log = NULL;
  guint n = 0;

  g_assert_nonnull (strstr (started, "Rules: Junior General fast play (junior-general)"));
  /* The fixture's small rosters are told where they depart from the
   * text's order of battle, and fight all the same. */
  g_assert_nonnull (strstr (started, "Side 0's order of battle (a warning; it fights as it is): "));
  g_assert_nonnull (strstr (shown, "Table 180 × 120 cm"));
  g_assert_nonnull (strstr (shown, " stands  at "));
  g_assert_nonnull (strstr (actions, "\tGive up the "));
  /* Give up every step until a move is offered, then make it. */
  while (strstr (actions, ": forward ") == NULL && n++ < 10)
    {
      g_auto(GStrv) lines = g_strsplit (actions, "\n", -1);
      g_autofree char *last = NULL;

      for (guint i = 0; lines[i] != NULL; i++)
        if (strstr (lines[i], "\tGive up the ") != NULL)
          last = g_strndup (lines[i], strchr (lines[i], '\t') - lines[i]);
      g_assert_nonnull (last);
      g_free (ok_db (fixture->db, "battle", "act", "1", last, NULL));
      g_free (actions);
      actions = ok_db (fixture->db, "battle", "actions", "1", NULL);
    }
  /* Said as a table player says them. */
  g_assert_nonnull (strstr (actions, ": forward "));
  g_assert_nonnull (strstr (actions, ": wheel 30° left and forward "));
  g_assert_nonnull (strstr (actions, ": back "));
  {
    /* Anywhere the rules allow, by "battle move": refused with the rule,
     * exit 1 and nothing saved, beyond the unit's reach or off the 5°
     * steps; between the offered places, made. */
    g_auto(Run) far = { 0 };
    g_auto(Run) odd = { 0 };
    g_autofree char *before = ok_db (fixture->db, "battle", "log", "1", NULL);
    g_autofree char *after = NULL;
    g_autofree char *moved = NULL;

    run_db (&far, fixture->db, "battle", "move", "1", "0", "--cm", "26", "--heading", "0", NULL);
    g_assert_cmpint (far.status, ==, 1);
    g_assert_nonnull (strstr (far.err, "moves at most "));
    g_assert_nonnull (strstr (far.err, "(Junior General, playsheet: Movement)"));
    run_db (&odd, fixture->db, "battle", "move", "1", "0", "--cm", "7", "--heading", "27", NULL);
    g_assert_cmpint (odd.status, ==, 1);
    g_assert_nonnull (strstr (odd.err, "5° steps"));
    after = ok_db (fixture->db, "battle", "log", "1", NULL);
    g_assert_cmpstr (after, ==, before);
    moved = ok_db (fixture->db, "battle", "move", "1", "0", "--cm", "7", "--heading", "335", NULL);
    g_assert_nonnull (strstr (moved, " move 7 cm, heading 335°."));
    g_free (after);
    after = ok_db (fixture->db, "battle", "log", "1", NULL);
    g_assert_nonnull (strstr (after, "move-unit side=0 a=0 b=67 c=7"));
  }
  acted = ok_db (fixture->db, "battle", "act", "1", "1", NULL);
  g_assert_nonnull (strstr (acted, " cm"));
  log = ok_db (fixture->db, "battle", "log", "1", NULL);
  g_assert_nonnull (strstr (log, "\n  table-moved side="));
}

static void
test_move_save_undo (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *started = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--campaign", "1",
                                    "--seed", "4", "--scenario", "river-fords", "--computer", "none", NULL);
  g_autofree char *id = first_line (started);
  g_autofree char *shown = ok_db (fixture->db, "battle", "show", "1", NULL);
  g_autofree char *log_before = NULL;
  g_autofree char *actions = NULL;
  g_autofree char *acted = NULL;
  g_autofree char *log_after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *log_undone = NULL;

  g_assert_cmpstr (id, ==, "1");
  g_assert_nonnull (strstr (started, "Played battle 1: "));
  /* Saved: another process sees the battle as it was left, and its board. */
  g_assert_true (g_str_has_prefix (shown, started + strlen ("1\n")));
  g_assert_nonnull (strstr (shown, "Key: "));
  g_assert_nonnull (strstr (shown, "[00] "));
  keep_first_move_die (fixture);
  log_before = ok_db (fixture->db, "battle", "log", "1", NULL);
  actions = ok_db (fixture->db, "battle", "actions", "1", NULL);
  /* The moves in words: the first side plays a card. */
  g_assert_true (g_str_has_prefix (actions, "1\tPlay “"));

  {
    g_auto(Run) illegal = { 0 };
    g_autofree char *log_refused = NULL;

    run_db (&illegal, fixture->db, "battle", "act", "1", "999", NULL);
    g_assert_cmpint (illegal.status, ==, 1);
    g_assert_nonnull (strstr (illegal.err, "move 999 is not offered: Turn 1: "));
    g_assert_nonnull (strstr (illegal.err, "to play a command card"));
    log_refused = ok_db (fixture->db, "battle", "log", "1", NULL);
    g_assert_cmpstr (log_refused, ==, log_before);
  }
  acted = ok_db (fixture->db, "battle", "act", "1", "1", NULL);
  g_assert_nonnull (strstr (acted, " plays “"));
  log_after = ok_db (fixture->db, "battle", "log", "1", NULL);
  g_assert_cmpuint (strlen (log_after), >, strlen (log_before));
  g_assert_true (g_str_has_prefix (log_after, log_before));

  /* Playing a card throws no die: it can be taken back. */
  undone = ok_db (fixture->db, "battle", "undo", "1", NULL);
  log_undone = ok_db (fixture->db, "battle", "log", "1", NULL);
  g_assert_cmpstr (log_undone, ==, log_before);
  {
    g_auto(Run) nothing = { 0 };

    run_db (&nothing, fixture->db, "battle", "undo", "1", NULL);
    g_assert_cmpint (nothing.status, ==, 1);
  }

  /* The board as it stood before the move, as a replay shows it. */
  {
    g_autofree char *at = ok_db (fixture->db, "battle", "show", "1", "--at", "0", NULL);

    g_assert_true (g_str_has_prefix (at, "Played battle 1 after 0 of its "));
    g_assert_nonnull (strstr (at, "Key: "));
  }

  /* The log as XML is what "battle replay" checks. */
  {
    g_autofree char *xml = ok_db (fixture->db, "battle", "log", "1", "--xml", NULL);
    g_autofree char *path = g_build_filename (fixture->dir, "played.xml", NULL);
    g_autofree char *replayed = NULL;
    g_autoptr(GError) error = NULL;

    g_file_set_contents (path, xml, -1, &error);
    g_assert_no_error (error);
    replayed = ok_db (fixture->db, "battle", "replay", path, NULL);
    g_assert_true (g_str_has_prefix (replayed, "replay identical: 1 actions"));
    {
      g_autofree char *board = ok_db (fixture->db, "battle", "replay", path, "--at", "1", NULL);

      g_assert_nonnull (strstr (board, "Turn 1: "));
      g_assert_nonnull (strstr (board, "Key: "));
    }
  }
}

/* Dice thrown at the table are typed for the move that throws them: they
 * are the move's dice, the log marks them, and a replay throws them again. */
static void
test_typed_dice (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *log_before = NULL;

  /* The computer attacks first: the person's stand throws the dice. */
  g_free (ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--seed", "4",
                 "--scenario", "river-fords", NULL));
  keep_first_move_die (fixture);
  log_before = ok_db (fixture->db, "battle", "log", "1", NULL);
  {
    g_auto(Run) too_many = { 0 };
    g_auto(Run) not_a_face = { 0 };
    g_auto(Run) not_six = { 0 };
    g_autofree char *log = NULL;

    run_db (&too_many, fixture->db, "battle", "act", "1", "1", "--dice", "6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6", NULL);
    g_assert_cmpint (too_many.status, ==, 1);
    g_assert_nonnull (strstr (too_many.err, "were typed"));
    run_db (&not_a_face, fixture->db, "battle", "act", "1", "1", "--dice", "21", NULL);
    g_assert_cmpint (not_a_face.status, ==, 1);
    g_assert_nonnull (strstr (not_a_face.err, "is not a face of the battle die"));
    /* A D20's face, where the battle throws a battle die: refused too. */
    run_db (&not_six, fixture->db, "battle", "act", "1", "1", "--dice", "7", NULL);
    g_assert_cmpint (not_six.status, ==, 1);
    g_assert_nonnull (strstr (not_six.err, "a D6 shows 1 to 6"));
    log = ok_db (fixture->db, "battle", "log", "1", NULL);
    g_assert_cmpstr (log, ==, log_before);
  }
  {
    g_autofree char *acted = ok_db (fixture->db, "battle", "act", "1", "1", "--dice", "2", NULL);
    g_autofree char *log = ok_db (fixture->db, "battle", "log", "1", NULL);
    g_autofree char *xml = ok_db (fixture->db, "battle", "log", "1", "--xml", NULL);
    g_autofree char *path = g_build_filename (fixture->dir, "typed.xml", NULL);
    g_autofree char *replayed = NULL;
    g_autoptr(GError) error = NULL;

    /* The first die thrown is the one typed, and the log says it was typed. */
    g_assert_nonnull (strstr (acted, "die: 2, "));
    /* (battle log opens the battle again: the die is thrown again as typed.) */
    g_assert_nonnull (strstr (log, " c=1 value=2"));
    g_file_set_contents (path, xml, -1, &error);
    g_assert_no_error (error);
    replayed = ok_db (fixture->db, "battle", "replay", path, NULL);
    g_assert_true (g_str_has_prefix (replayed, "replay identical"));
  }
}

/* A move after which dice were thrown stands. */
static void
test_no_undo_after_dice (Fixture       *fixture,
                         gconstpointer  data)
{
  g_free (ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--seed", "4",
                 "--scenario", "river-fords", "--computer", "none", NULL));
  /* Play moves until one throws a die. */
  for (guint guard = 0; guard < 200; guard++)
    {
      g_autofree char *acted = ok_db (fixture->db, "battle", "act", "1", "1", NULL);

      if (strstr (acted, "Battle die: ") != NULL || strstr (acted, "throw: ") != NULL)
        {
          g_auto(Run) refused = { 0 };
          g_autofree char *log = ok_db (fixture->db, "battle", "log", "1", NULL);
          g_autofree char *log_after = NULL;

          run_db (&refused, fixture->db, "battle", "undo", "1", NULL);
          g_assert_cmpint (refused.status, ==, 1);
          g_assert_nonnull (strstr (refused.err, "cannot be taken back"));
          log_after = ok_db (fixture->db, "battle", "log", "1", NULL);
          g_assert_cmpstr (log_after, ==, log);
          return;
        }
    }
  g_assert_not_reached ();
}

/* Nobody plays: the computer fights it out at once. */
static void
test_computer_plays_both (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *started = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--seed", "9",
                                    "--computer", "both", NULL);
  g_autofree char *actions = ok_db (fixture->db, "battle", "actions", "1", NULL);

  g_assert_nonnull (strstr (started, "The battle is over"));
  /* Over: no numbered move, only the result. */
  g_assert_true (g_str_has_prefix (actions, "The battle is over: "));
  g_assert_null (strchr (actions, '\t'));
  /* Kept in the campaign, once, ready for its post-battle sequence. */
  {
    g_autofree char *kept = ok_db (fixture->db, "battle", "keep", "1", NULL);
    g_autofree char *listed = ok_db (fixture->db, "battle", "list", NULL);
    g_autofree char *replayed = NULL;
    g_auto(Run) twice = { 0 };

    g_assert_true (g_str_has_prefix (kept, "Battle 1 (Open field) recorded"));
    g_assert_true (g_regex_match_simple ("^1 +Open field  .*  recorded  ", strchr (listed, '\n') + 1, G_REGEX_MULTILINE, 0));
    run_db (&twice, fixture->db, "battle", "keep", "1", NULL);
    g_assert_cmpint (twice.status, ==, 1);
    g_assert_nonnull (strstr (twice.err, "kept already"));
  }
  {
    g_auto(Run) over = { 0 };

    run_db (&over, fixture->db, "battle", "act", "1", "1", NULL);
    g_assert_cmpint (over.status, ==, 1);
    g_assert_nonnull (strstr (over.err, "is not offered: The battle is over"));
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

/* A retainer at the table (docs/rules.md, "Retainers in battle"): "battle
 * actions" offers his uses in words, "battle act" takes one with the D20
 * thrown at the table, and the log tells it. */
static void
test_retainer_at_the_table (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autofree char *started = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--campaign", "1",
                                    "--seed", "4", "--scenario", "river-fords", "--computer", "none", NULL);
  g_autofree char *played = NULL;
  g_autofree char *actions = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *number = NULL;
  g_autofree char *acted = NULL;
  g_autofree char *log = NULL;

  keep_first_move_die (fixture);
  played = ok_db (fixture->db, "battle", "act", "1", "1", NULL);
  actions = ok_db (fixture->db, "battle", "actions", "1", NULL);
  lines = g_strsplit (actions, "\n", -1);
  for (guint i = 0; lines[i] != NULL && number == NULL; i++)
    if (strstr (lines[i], "Have the Squire of ") != NULL && strstr (lines[i], " command ") != NULL)
      number = g_strndup (lines[i], strcspn (lines[i], "\t"));
  g_assert_nonnull (number);
  acted = ok_db (fixture->db, "battle", "act", "1", number, "--dice", "15", NULL);
  log = ok_db (fixture->db, "battle", "log", "1", NULL);
  g_assert_nonnull (strstr (acted, "A retainer's D20: 15."));
  g_assert_nonnull (strstr (acted, "The Squire of "));
  g_assert_nonnull (strstr (acted, " commands "));
  g_assert_nonnull (strstr (log, "\nretainer side="));
  g_assert_nonnull (strstr (log, " c=1 value=15\n"));
}

/* Day of Battle, Retainers: "Re-roll a bad die roll … made by the L&H."
 * Under Lords & Levies each army commander throws a battle die for the
 * first move; the side that lost it is asked first, on the field before
 * any card is dealt, whether a common retainer of its leader throws his
 * die again. A table player answers with "battle act" (the die he threw
 * typed); the computer answers for its own side. */
static void
test_first_move_die (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *started = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--campaign", "1",
                                    "--seed", "4", "--scenario", "river-fords", "--computer", "none", NULL);
  g_autofree char *actions = ok_db (fixture->db, "battle", "actions", "1", NULL);
  g_autofree char *page = NULL;
  g_autofree char *squire = NULL;
  g_autofree char *keep = NULL;
  g_autofree char *thrown = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *log = NULL;

  /* Hugh's die showed 3 against Odo's 6. */
  g_assert_nonnull (strstr (started, "\nBefore the first turn: Hugh’s army to keep the leader's die or have it "
                                     "thrown again.\n"));
  g_assert_null (strstr (started, "Hand of side"));
  g_assert_nonnull (strstr (actions, "\tHave the Page of Hugh throw his leader's die for the first move again "
                                     "(it shows 3; the new throw replaces it, and he needs no D20 of his own to do it)\n"));
  g_assert_nonnull (strstr (actions, "\tHugh keeps his die for the first move as it fell (3)\n"));
  g_assert_null (strstr (actions, "\tPlay “"));

  /* The Page throws it again at the table: a 4, lost again, so the
   * question comes back for the retainers left. */
  page = move_number (fixture, "Have the Page of Hugh throw his leader's die for the first move again");
  thrown = ok_db (fixture->db, "battle", "act", "1", page, "--dice", "4", NULL);
  g_assert_nonnull (strstr (thrown, "The Page of Hugh throws his leader's die for the first move again (it showed 3)."));
  g_assert_nonnull (strstr (thrown, "Die for the first move: 4, "));
  g_free (actions);
  actions = ok_db (fixture->db, "battle", "actions", "1", NULL);
  g_assert_null (strstr (actions, "Have the Page of Hugh"));
  squire = move_number (fixture, "Have the Squire of Hugh throw his leader's die for the first move again (it shows 4;");
  g_assert_nonnull (squire);

  /* Kept: Odo's side moves first and the hands are dealt. */
  keep = move_number (fixture, "Hugh keeps his die for the first move as it fell (4)");
  kept = ok_db (fixture->db, "battle", "act", "1", keep, NULL);
  g_assert_nonnull (strstr (kept, "Odo’s army moves first (a die showed 6)."));
  g_assert_nonnull (strstr (kept, "\nTurn 1: Odo’s army to play a command card;"));
  log = ok_db (fixture->db, "battle", "log", "1", NULL);
  g_assert_nonnull (strstr (log, "\nretainer side=0 a=0 b=0 c=7\n"));
  g_assert_nonnull (strstr (log, "\nkeep-roll side=0 "));

  /* Its log replays as played. */
  {
    g_autofree char *xml = ok_db (fixture->db, "battle", "log", "1", "--xml", NULL);
    g_autofree char *path = g_build_filename (fixture->dir, "first-move.xml", NULL);
    g_autofree char *replayed = NULL;
    g_autoptr(GError) error = NULL;

    g_file_set_contents (path, xml, -1, &error);
    g_assert_no_error (error);
    replayed = ok_db (fixture->db, "battle", "replay", path, NULL);
    g_assert_true (g_str_has_prefix (replayed, "replay identical: 2 actions"));
  }

  /* The computer plays Hugh: it has his Page throw the lost die again
   * (his Squire and Sergeant are left for wards) and goes on. */
  {
    g_autofree char *computer = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--campaign", "1",
                                       "--seed", "4", "--scenario", "river-fords", "--computer", "1", NULL);

    g_assert_nonnull (strstr (computer, "The Page of Hugh throws his leader's die for the first move again "
                                        "(it showed 3)."));
    g_assert_nonnull (strstr (computer, "\nTurn 1: "));
  }
}

/* Day of Battle's basic game, move by move: kept with the saved battle
 * (migration 0021), so the battle shown again (resumed from the store)
 * and its log (its replay) are still the basic game; a battle started
 * without it is not. */
static void
test_basic_game (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *started = ok_db (fixture->db, "battle", "start", "--army", "1", "--vs", "2", "--seed", "4",
                                    "--basic-game", NULL);
  g_autofree char *acted = ok_db (fixture->db, "battle", "act", "1", "1", NULL);
  g_autofree char *shown = ok_db (fixture->db, "battle", "show", "1", NULL);
  g_autofree char *log = ok_db (fixture->db, "battle", "log", "1", "--xml", NULL);
  g_autofree char *other = ok_db (fixture->db, "battle", "start", "--army", "1", "--vs", "2", "--seed", "4", NULL);
  g_autofree char *other_log = ok_db (fixture->db, "battle", "log", "2", "--xml", NULL);
  const char *basic = "\nDay of Battle's basic game: each leader's social rank stands for every skill\n";

  g_assert_nonnull (strstr (started, basic));
  g_assert_nonnull (strstr (shown, basic));
  g_assert_nonnull (strstr (log, "basic-game"));
  g_assert_null (strstr (other, basic));
  g_assert_null (strstr (other_log, "basic-game"));
}

/* Item 7 of the board's play: one army against a host the army generator
 * raises for N points, as "battle fight --vs-points" raises it. The host
 * is printed with its units after the battle's number; it is kept with
 * the battle (no army is added to the campaign), so another process
 * resumes and replays the battle, and keeps it in the campaign against
 * the host's name. */
static void
test_vs_points (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *armies_before = ok_db (fixture->db, "army", "list", NULL);
  g_autofree char *started = ok_db (fixture->db, "battle", "start", "--army", "1", "--vs-points", "120", "--seed", "5",
                                    "--computer", "both", NULL);
  g_autofree char *raised = ok_db (fixture->db, "army", "generate", "--points", "120", "--seed", "5", NULL);
  g_autofree char *id = first_line (started);
  g_autofree char *shown = ok_db (fixture->db, "battle", "show", "1", NULL);
  g_autofree char *log_path = g_build_filename (fixture->dir, "raised.xml", NULL);
  g_autofree char *armies_after = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *listed = NULL;
  /* The host is named as "army generate" names it: after its commander. */
  g_autofree char *name = g_strndup (raised, strstr (raised, " — raised with seed 5\n") - raised);
  g_autofree char *heading = g_strdup_printf ("\nAgainst a host raised for 120 points: %s — raised with seed 5\n", name);
  g_autofree char *against = g_strdup_printf ("Played battle 1: Hugh’s army (side 0) against %s (side 1)", name);
  g_autofree char *shown_against = g_strdup_printf (" against %s (side 1)", name);
  const char *host = strstr (started, heading);
  const char *state = strstr (started, "\nPlayed battle 1: ");

  g_assert_cmpstr (id, ==, "1");
  /* The host with its units, before the battle's first line of state:
   * the very host "army generate" raises with the battle's seed. */
  g_assert_nonnull (host);
  g_assert_nonnull (state);
  g_assert_true (host < state);
  {
    g_autofree char *units = g_strndup (strstr (host, "  Units\n"), state + 1 - strstr (host, "  Units\n"));

    g_assert_true (g_str_has_prefix (units, "  Units\n   1. "));
    g_assert_nonnull (strstr (raised, units));
  }
  g_assert_true (g_str_has_suffix (name, "’s host"));
  g_assert_nonnull (strstr (started, against));
  /* The computer played both sides to the end; another process finds it so. */
  g_assert_nonnull (strstr (shown, "The battle is over: "));
  g_assert_nonnull (strstr (shown, shown_against));
  {
    g_autofree char *log = ok_db (fixture->db, "battle", "log", "1", "--xml", NULL);
    g_autofree char *replayed = NULL;

    g_assert_true (g_file_set_contents (log_path, log, -1, NULL));
    replayed = ok_db (fixture->db, "battle", "replay", log_path, NULL);
    g_assert_nonnull (strstr (replayed, "identical"));
  }
  kept = ok_db (fixture->db, "battle", "keep", "1", NULL);
  g_assert_nonnull (strstr (kept, "Battle 1 (Open field) recorded"));
  listed = ok_db (fixture->db, "battle", "list", NULL);
  g_assert_true (has_row (listed, 0, "1", "Open field", NULL));
  /* Its post-battle sequence runs as for a battle fought against a raised host. */
  g_free (ok_db (fixture->db, "battle", "apply", "1", NULL));
  /* The host is no army of the campaign. */
  armies_after = ok_db (fixture->db, "army", "list", NULL);
  g_assert_cmpstr (armies_after, ==, armies_before);

  {
    /* Bad input: refused with the reason, and nothing stored. */
    g_auto(Run) few = { 0 };
    g_auto(Run) both = { 0 };
    g_auto(Run) none = { 0 };

    run_db (&few, fixture->db, "battle", "start", "--army", "1", "--vs-points", "3", NULL);
    g_assert_cmpint (few.status, ==, 1);
    g_assert_nonnull (strstr (few.err, "3 points cannot raise an army"));
    run_db (&both, fixture->db, "battle", "start", "--army", "1", "--army", "2", "--vs-points", "120", NULL);
    g_assert_cmpint (both.status, !=, 0);
    g_assert_nonnull (strstr (both.err, "--vs-points"));
    run_db (&none, fixture->db, "battle", "show", "2", NULL);
    g_assert_cmpint (none.status, ==, 1);
    g_assert_nonnull (strstr (none.err, "there is no played battle 2"));
  }
}

/* Every "Pikemen" in @text says whose they are: both sides field them. */
static void
assert_pikemen_told_apart (const char *text)
{
  for (const char *p = strstr (text, "Pikemen"); p != NULL; p = strstr (p + 1, "Pikemen"))
    g_assert_true (g_str_has_prefix (p, "Pikemen (Hugh") || g_str_has_prefix (p, "Pikemen (Odo"));
}

/* A leader's own die that came up bad may be thrown again by a retainer
 * (Day of Battle, Retainers): his side keeps it as it fell, as often as
 * the battle asks. */
static void
keep_offered_dice (const char *db)
{
  for (guint asked = 0; asked < 10; asked++)
    {
      g_autofree char *actions = ok_db (db, "battle", "actions", "1", NULL);
      g_auto(GStrv) lines = g_strsplit (actions, "\n", -1);
      g_autofree char *n = NULL;

      for (guint i = 0; lines[i] != NULL && n == NULL; i++)
        if (strstr (lines[i], " keeps his ") != NULL)
          n = g_strndup (lines[i], strchr (lines[i], '\t') - lines[i]);
      if (n == NULL)
        return;
      g_free (ok_db (db, "battle", "act", "1", n, NULL));
    }
}

/* The state at a glance in "battle show": Lionheart's movement points,
 * the acting unit's left and the others' when ordered; under Junior
 * General each stand's reach and distance to the nearest enemy. Units
 * of both sides with one type name are told apart in every message. */
static void
test_at_a_glance (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *lionheart = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *acted = NULL;
  g_autofree char *actions = NULL;
  g_autofree char *log = NULL;
  g_autofree char *table = NULL;
  const char *glance;
  guint lines = 0;

  g_free (ok_db (fixture->db, "army", "add", "1", "pikemen", NULL));
  lionheart = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--seed", "3", "--rules", "lionheart",
                     NULL);
  keep_offered_dice (fixture->db);
  shown = ok_db (fixture->db, "battle", "show", "1", NULL);
  glance = strstr (shown, "\nAt a glance:\n");
  g_assert_nonnull (glance);
  g_assert_nonnull (strstr (glance, "  Mounted knights (Hugh’s army): "));
  g_assert_nonnull (strstr (glance, "  Pikemen (Hugh’s army): "));
  g_assert_nonnull (strstr (glance, "  Pikemen (Odo’s army): "));
  g_assert_nonnull (strstr (glance, " when ordered\n"));
  g_assert_null (strstr (glance, " left\n"));
  /* The first unit given the action spends its points: "N of M left". */
  acted = ok_db (fixture->db, "battle", "act", "1", "1", NULL);
  g_free (shown);
  shown = ok_db (fixture->db, "battle", "show", "1", NULL);
  glance = strstr (shown, "\nAt a glance:\n");
  g_assert_nonnull (glance);
  g_assert_true (strstr (glance, " movement points left\n") != NULL || strstr (glance, " movement point left\n") != NULL);
  for (guint i = 0; i < 30; i++)
    g_free (ok_db (fixture->db, "battle", "act", "1", "1", NULL));
  actions = ok_db (fixture->db, "battle", "actions", "1", NULL);
  log = ok_db (fixture->db, "battle", "log", "1", NULL);
  assert_pikemen_told_apart (shown);
  assert_pikemen_told_apart (actions);
  assert_pikemen_told_apart (log);
  assert_pikemen_told_apart (acted);

  g_free (ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--seed", "4", "--rules", "junior-general",
                 NULL));
  table = ok_db (fixture->db, "battle", "show", "2", NULL);
  glance = strstr (table, "\nAt a glance:\n");
  g_assert_nonnull (glance);
  /* A line a unit: its reach in centimetres, and the nearest enemy's distance. */
  for (const char *p = strstr (glance + 1, "\n  "); p != NULL; p = strstr (p + 1, "\n  "))
    {
      g_autofree char *line = g_strndup (p + 1, strchrnul (p + 1, '\n') - (p + 1));

      g_assert_true (strstr (line, ": moves ") != NULL);
      g_assert_true (strstr (line, " cm") != NULL);
      g_assert_true (strstr (line, "; nearest enemy: ") != NULL || strstr (line, "; in contact with ") != NULL);
      lines++;
    }
  g_assert_cmpuint (lines, ==, 5);
  assert_pikemen_told_apart (table);
}

/* A Junior General battle is kept with its losses in the roster's
 * figures: a unit of 3 figures takes the field as 4 stands (stands by
 * figures), and losing all of them is losing its 3 figures, not "4 figures
 * but had only 3", which the record refused. Hugh's longbowmen, mustered
 * again with 3 figures, are the unit he loses in most battles; battles are
 * played seed after seed until they are. */
static void
test_junior_general_keep_stands (Fixture       *fixture,
                                 gconstpointer  data)
{
  gboolean destroyed = FALSE;

  g_free (ok_db (fixture->db, "army", "remove", "1", "2", NULL));
  g_free (ok_db (fixture->db, "army", "add", "1", "longbowmen", "--figures", "3", NULL));
  for (guint seed = 1; seed <= 20 && !destroyed; seed++)
    {
      g_autofree char *number = g_strdup_printf ("%u", seed);
      g_autofree char *seed_text = g_strdup_printf ("%u", seed);
      g_autofree char *started = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--campaign", "1",
                                        "--seed", seed_text, "--computer", "both", "--rules", "junior-general", NULL);
      g_autofree char *kept = NULL;
      g_autofree char *applied = NULL;

      g_assert_nonnull (strstr (started, "The battle is over"));
      kept = ok_db (fixture->db, "battle", "keep", number, NULL);
      g_assert_nonnull (strstr (kept, " recorded"));
      applied = ok_db (fixture->db, "battle", "apply", number, NULL);
      {
        const char *odo = strstr (applied, "\nOdo:");
        g_autofree char *hugh = g_strndup (applied, odo != NULL ? (gsize) (odo - applied) : strlen (applied));

        destroyed |= strstr (hugh, "lost a unit (unit 2;") != NULL;
      }
    }
  /* The 4 stands of the longbowmen were lost in one of them. */
  g_assert_true (destroyed);
}

/* The computer's strength: chosen at the start, kept with the battle and
 * shown; the hard player's opening moves come out the same from the same
 * seed (the battle resumes and replays as it was played); a strength that
 * does not exist is a usage error. */
static void
test_computer_strength (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *first = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--campaign", "1",
                                  "--seed", "12", "--computer", "1", "--computer-strength", "hard", NULL);
  g_autofree char *second = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--campaign", "1",
                                   "--seed", "12", "--computer", "1", "--computer-strength", "hard", NULL);
  g_autofree char *shown = ok_db (fixture->db, "battle", "show", "1", NULL);
  g_autofree char *log1 = ok_db (fixture->db, "battle", "log", "1", NULL);
  g_autofree char *log2 = ok_db (fixture->db, "battle", "log", "2", NULL);
  g_autofree char *standard = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--campaign", "1",
                                     "--seed", "12", NULL);
  g_auto(Run) bad = { 0 };

  g_assert_nonnull (strstr (first, "Computer player: Hard\n"));
  g_assert_nonnull (strstr (shown, "Computer player: Hard\n"));
  g_assert_nonnull (strstr (standard, "Computer player: Standard\n"));
  /* The computer moved first, and the same way twice. */
  g_assert_nonnull (strstr (log1, "side=0"));
  g_assert_cmpstr (strstr (log1, "\n"), ==, strstr (log2, "\n"));
  run_db (&bad, fixture->db, "battle", "start", "--army", "1", "--army", "2", "--campaign", "1",
          "--computer-strength", "brilliant", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "--computer-strength is easy, standard or hard"));
}

/* A kept battle is told from its armies as they took the field: its
 * post-battle sequence, which here leaves Odo wounded (his skill lower in
 * his next battle), and an army renamed and given another unit, do
 * not change its log, its words, its board after a move, nor stop it from
 * replaying; before, it was replayed on the armies and leaders as they
 * stood, and told another battle or none. */
static void
test_kept_battle_told_as_fought (Fixture       *fixture,
                                 gconstpointer  data)
{
  g_autofree char *started = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--seed", "1",
                                    "--computer", "both", NULL);
  g_autofree char *log = ok_db (fixture->db, "battle", "log", "1", NULL);
  g_autofree char *xml = ok_db (fixture->db, "battle", "log", "1", "--xml", NULL);
  g_autofree char *board = ok_db (fixture->db, "battle", "show", "1", "--at", "12", NULL);
  g_autofree char *odo = ok_db (fixture->db, "leader", "show", "2", NULL);
  g_autofree char *kept = ok_db (fixture->db, "battle", "keep", "1", NULL);
  g_autofree char *applied = ok_db (fixture->db, "battle", "apply", "1", NULL);
  g_autofree char *odo_after = ok_db (fixture->db, "leader", "show", "2", NULL);
  g_autofree char *log_path = g_build_filename (fixture->dir, "kept.xml", NULL);

  g_assert_nonnull (strstr (started, "The battle is over"));
  g_assert_nonnull (strstr (kept, "Battle 1 (Open field) recorded"));
  /* The sequence wounded Odo, who took the field whole. */
  g_assert_nonnull (strstr (odo, "  Status           active\n"));
  g_assert_nonnull (strstr (applied, "\nOdo: honor 405, esteem 4 (Notable), rank 3, wounded\n"));
  g_assert_nonnull (strstr (odo_after, "  Status           wounded\n"));
  g_free (ok_db (fixture->db, "army", "rename", "1", "Hugh’s new host", NULL));
  g_free (ok_db (fixture->db, "army", "add", "1", "pikemen", NULL));
  {
    g_autofree char *log_after = ok_db (fixture->db, "battle", "log", "1", NULL);
    g_autofree char *xml_after = ok_db (fixture->db, "battle", "log", "1", "--xml", NULL);
    g_autofree char *board_after = ok_db (fixture->db, "battle", "show", "1", "--at", "12", NULL);
    g_autofree char *replayed = NULL;

    g_assert_cmpstr (log_after, ==, log);
    g_assert_cmpstr (xml_after, ==, xml);
    g_assert_cmpstr (board_after, ==, board);
    g_assert_true (g_file_set_contents (log_path, xml_after, -1, NULL));
    replayed = ok_db (fixture->db, "battle", "replay", log_path, NULL);
    g_assert_nonnull (strstr (replayed, "identical"));
  }
}

/* How often @text says the points that win: "To win: 6 victory points
 * (now …)" or "(6 to win)". */
static guint
count_targets (const char *text)
{
  guint n = 0;

  for (const char *p = text; (p = strstr (p, "o win")) != NULL; p++)
    n++;
  return n;
}

/* "battle show" says the victory target once, beside the victory points:
 * before the first turn, during the battle and once it is over. */
static void
test_show_victory_target_once (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autofree char *before = NULL;
  g_autofree char *during = NULL;
  g_autofree char *over = NULL;

  g_free (ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--seed", "3", NULL));
  before = ok_db (fixture->db, "battle", "show", "1", NULL);
  g_assert_nonnull (strstr (before, "\nBefore the first turn: "));
  g_assert_nonnull (strstr (before, "\nTo win: 6 victory points (now 0 to 0).\n"));
  g_assert_cmpuint (count_targets (before), ==, 1);

  keep_offered_dice (fixture->db);
  during = ok_db (fixture->db, "battle", "show", "1", NULL);
  g_assert_nonnull (strstr (during, "\nTurn 1: "));
  g_assert_nonnull (strstr (during, "; victory points 0 to 0 (6 to win).\n"));
  g_assert_cmpuint (count_targets (during), ==, 1);

  g_free (ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--seed", "9", "--computer", "both",
                 NULL));
  over = ok_db (fixture->db, "battle", "show", "2", NULL);
  g_assert_nonnull (strstr (over, "\nThe battle is over: "));
  g_assert_nonnull (strstr (over, "\nTo win: 6 victory points (now "));
  g_assert_cmpuint (count_targets (over), ==, 1);
}

/* An army not mustered takes no field from the command line, as Fight
 * and Play refuse it: "battle start" and "battle fight" say why in the
 * library's words, name the command that shows what is wrong, and start
 * or record nothing. */
static void
test_unmustered_refused (Fixture       *fixture,
                         gconstpointer  data)
{
  g_auto(Run) start = { 0 };
  g_auto(Run) fight = { 0 };
  g_autofree char *copy = ok_db (fixture->db, "army", "duplicate", "1", "Hugh’s second host", NULL);
  g_autofree char *shown = ok_db (fixture->db, "army", "show", "3", NULL);
  g_autofree char *played = NULL;
  g_autofree char *recorded = NULL;

  g_assert_nonnull (strstr (shown, "not mustered yet"));
  run_db (&start, fixture->db, "battle", "start", "--army", "3", "--army", "2", "--seed", "5", NULL);
  g_assert_cmpint (start.status, ==, 1);
  g_assert_nonnull (strstr (start.err, "“Hugh’s second host” has not been mustered yet"));
  g_assert_nonnull (strstr (start.err, "army show 3"));
  g_assert_cmpstr (start.out, ==, "");
  /* The opponent is held to it as well. */
  run_clear (&start);
  memset (&start, 0, sizeof start);
  run_db (&start, fixture->db, "battle", "start", "--army", "2", "--army", "3", "--seed", "5", NULL);
  g_assert_cmpint (start.status, ==, 1);
  g_assert_nonnull (strstr (start.err, "has not been mustered yet"));
  run_db (&fight, fixture->db, "battle", "fight", "--campaign", "1", "--army", "3", "--vs", "2", "--seed", "5", NULL);
  g_assert_cmpint (fight.status, ==, 1);
  g_assert_nonnull (strstr (fight.err, "“Hugh’s second host” has not been mustered yet"));
  played = ok_db (fixture->db, "battle", "list", NULL);
  g_assert_null (strstr (played, "second host"));
  /* The mustered armies still meet. */
  recorded = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--seed", "5", NULL);
  g_assert_true (g_str_has_prefix (recorded, "1\n"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/cli-play/move-save-undo", test_move_save_undo);
  ADD ("/cli-play/no-undo-after-dice", test_no_undo_after_dice);
  ADD ("/cli-play/typed-dice", test_typed_dice);
  ADD ("/cli-play/computer-plays-both", test_computer_plays_both);
  ADD ("/cli-play/start-with-rules", test_start_with_rules);
  ADD ("/cli-play/junior-general", test_junior_general);
  ADD ("/cli-play/junior-general-keep-stands", test_junior_general_keep_stands);
  ADD ("/cli-play/retainer-at-the-table", test_retainer_at_the_table);
  ADD ("/cli-play/first-move-die-thrown-again", test_first_move_die);
  ADD ("/cli-play/basic-game", test_basic_game);
  ADD ("/cli-play/vs-points", test_vs_points);
  ADD ("/cli-play/at-a-glance", test_at_a_glance);
  ADD ("/cli-play/show-victory-target-once", test_show_victory_target_once);
  ADD ("/cli-play/computer-strength", test_computer_strength);
  ADD ("/cli-play/kept-battle-told-as-fought", test_kept_battle_told_as_fought);
  ADD ("/cli-play/unmustered-refused", test_unmustered_refused);
#undef ADD

  return g_test_run ();
}
