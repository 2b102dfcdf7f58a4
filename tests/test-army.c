/* test-army.c — rosters: what they cost and what is wrong with them (the
 * muster, costs, minimum command, posts, a King/Leader's unit). How they
 * are kept is test-army-store.c; the costs worked by hand, the Baron and
 * the helpers both use are army-fixture.h's.
 *
 * Each test has its own database in a fresh temporary directory.
 */
#include "army-fixture.h"

/* ---- the muster ---- */

static void
test_muster_typed (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnMuster) muster = muster_typed (fixture, "QH,AC", baron->household);
  g_autoptr(BnMuster) joker = muster_typed (fixture, "QH,RJ,5C", baron->household);
  g_autoptr(BnMuster) black = muster_typed (fixture, "2C,2D", baron->household);
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BnMuster) none = NULL;
  const BnDraw *draw;

  /* A red face: 7 × 6, and the Ace adds 1. */
  g_assert_cmpuint (muster->household, ==, 7);
  g_assert_cmpuint (muster->factor, ==, 6);
  g_assert_cmpuint (muster->basic_points, ==, 42);
  g_assert_cmpuint (muster->bonus_points, ==, 1);
  g_assert_cmpuint (muster->army_points, ==, 43);
  g_assert_cmpuint (muster->draws->len, ==, 2);
  draw = g_ptr_array_index (muster->draws, 0);
  g_assert_cmpstr (draw->step, ==, "army-multiplier");
  g_assert_cmpint (draw->source, ==, BN_CHANCE_SOURCE_TYPED);
  draw = g_ptr_array_index (muster->draws, 1);
  g_assert_cmpstr (draw->step, ==, "army-bonus");

  /* A joker as bonus is worth 0 and the 5 is drawn after it. */
  g_assert_cmpuint (joker->army_points, ==, 47);
  g_assert_cmpuint (joker->bonus_points, ==, 5);
  g_assert_cmpuint (joker->draws->len, ==, 3);

  /* A numbered card: 7 × 5 + 2. */
  g_assert_cmpuint (black->factor, ==, 5);
  g_assert_cmpuint (black->army_points, ==, 37);

  /* Too few cards. */
  g_assert_true (bn_chance_push_cards_text (chance, "QH", NULL));
  none = bn_muster_draw (fixture->leader_rules, chance, 7, &error);
  g_assert_null (none);
  g_assert_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED);
}

/* ---- costs ---- */

static void
test_check_arithmetic (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Vanguard");
  g_autoptr(BnArmyReport) report = NULL;
  g_autoptr(BnArmyReport) richer = NULL;
  g_autofree char *knights_text = NULL;
  g_autofree char *genoese_text = NULL;

  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  add_unit (fixture, army, "spearmen", BN_COLOUR_BLUE, 0);
  add_unit (fixture, army, "genoese-crossbowmen", BN_COLOUR_GREEN, 2);
  add_unit (fixture, army, "levy-spearmen", BN_COLOUR_RED, 0);

  report = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (report->army_points, ==, 43);
  g_assert_cmpuint (unit_cost (report, 0), ==, 24);
  g_assert_cmpuint (unit_cost (report, 1), ==, 8);
  g_assert_cmpuint (unit_cost (report, 2), ==, 2);
  g_assert_cmpuint (unit_cost (report, 3), ==, 3);
  g_assert_cmpuint (report->spent, ==, 24 + 8 + 2 + 3);
  g_assert_cmpuint (report->promised, ==, 2);
  g_assert_cmpuint (report->unspent, ==, 43 - 37 - 2);
  g_assert_cmpuint (report->over, ==, 0);

  knights_text = bn_cost_breakdown_to_string (g_ptr_array_index (report->breakdowns, 0));
  g_assert_cmpstr (knights_text, ==, "horse 8 + heavy armour 12 + lance 0 + good morale 4 = 24");
  genoese_text = bn_cost_breakdown_to_string (g_ptr_array_index (report->breakdowns, 2));
  g_assert_nonnull (strstr (genoese_text, "= 6;"));
  g_assert_nonnull (strstr (genoese_text, "promise at least 2"));

  /* Four units of every colour, a Notable leader's battle line: clean. */
  g_assert_cmpuint (report->problems->len, ==, 0);

  /* A bigger promise is owed, not spent. */
  ((BnArmyUnit *) g_ptr_array_index (army->units, 2))->promise = 5;
  richer = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (richer->spent, ==, 37);
  g_assert_cmpuint (richer->promised, ==, 5);
  g_assert_cmpuint (richer->unspent, ==, 1);
  g_assert_cmpuint (bn_army_report_count (richer, BN_ARMY_PROBLEM_ERROR), ==, 0);

  /* The cost alone, with no leader to check against: units and promises. */
  g_assert_cmpuint (bn_army_get_cost (army, fixture->unit_rules), ==, 37 + 5);
}

/* Spending the points exactly is legal; one more is over by one. */
static void
test_check_exact_points (Fixture       *fixture,
                         gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Main battle");
  g_autoptr(BnArmyReport) exact = NULL;
  g_autoptr(BnArmyReport) over = NULL;
  const BnArmyProblem *problem;

  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  add_unit (fixture, army, "men-at-arms", BN_COLOUR_BLUE, 0);
  add_unit (fixture, army, "spearmen", BN_COLOUR_GREEN, 0);
  exact = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (exact->spent, ==, 24 + 11 + 8);
  g_assert_cmpuint (exact->unspent, ==, 0);
  g_assert_cmpuint (exact->over, ==, 0);
  expect_no_problem (exact, "over-points");
  g_assert_cmpuint (bn_army_report_count (exact, BN_ARMY_PROBLEM_ERROR), ==, 0);

  add_unit (fixture, army, "peasant-levy", BN_COLOUR_RED, 0);
  over = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (unit_cost (over, 3), ==, 1);
  g_assert_cmpuint (over->spent, ==, 44);
  g_assert_cmpuint (over->over, ==, 1);
  g_assert_cmpuint (over->unspent, ==, 0);
  problem = expect_problem (over, "over-points", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpint (problem->unit_index, ==, -1);
  g_assert_nonnull (strstr (problem->message, "43"));
  g_assert_nonnull (strstr (problem->message, "44"));
}

/* Over counts what is owed: the units' cost now and the promises. */
static void
test_check_over_points (Fixture       *fixture,
                        gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Too dear");
  g_autoptr(BnArmyReport) report = NULL;
  g_autoptr(BnArmyReport) by_promise = NULL;

  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  add_unit (fixture, army, "men-at-arms", BN_COLOUR_BLUE, 0);
  add_unit (fixture, army, "condottieri", BN_COLOUR_GREEN, 10);
  report = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (unit_cost (report, 2), ==, 6);
  g_assert_cmpuint (report->spent, ==, 41);
  g_assert_cmpuint (report->promised, ==, 10);
  g_assert_cmpuint (report->over, ==, 41 + 10 - 43);
  g_assert_cmpuint (report->unspent, ==, 0);
  expect_problem (report, "over-points", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 1);

  /* Spent alone is within the points: only the promise puts it over. */
  ((BnArmyUnit *) g_ptr_array_index (army->units, 2))->promise = 2 + 6;
  g_clear_pointer (&report, bn_army_report_free);
  report = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (report->over, ==, 41 + 8 - 43);
  ((BnArmyUnit *) g_ptr_array_index (army->units, 2))->promise = 2;
  by_promise = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (by_promise->over, ==, 0);
  g_assert_cmpuint (by_promise->unspent, ==, 0);
  expect_no_problem (by_promise, "over-points");
  /* …but 2 is below the condottieri's minimum of 6. */
  expect_problem (by_promise, "promise-too-low", BN_ARMY_PROBLEM_ERROR);
}

static void
test_check_mercenary_promise (Fixture       *fixture,
                              gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Hirelings");
  g_autoptr(BnArmyReport) ok = NULL;
  g_autoptr(BnArmyReport) low = NULL;
  BnArmyUnit *hired;
  const BnArmyProblem *problem;
  guint index;

  /* Brabançon spearmen: 10 regular, a quarter is 2 1/2 → 3, promised 3. */
  add_unit (fixture, army, "brabancon-spearmen", BN_COLOUR_RED, 3);
  /* Regular spearmen hired as mercenaries: 8 → 2, promised 2. */
  index = add_unit (fixture, army, "spearmen", BN_COLOUR_BLUE, 2);
  hired = g_ptr_array_index (army->units, index);
  hired->unit->mercenary = TRUE;

  ok = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (unit_cost (ok, 0), ==, 3);
  g_assert_cmpuint (unit_cost (ok, 1), ==, 2);
  g_assert_cmpuint (bn_cost_breakdown_get_minimum_promise (g_ptr_array_index (ok->breakdowns, 0)), ==, 3);
  g_assert_cmpuint (bn_cost_breakdown_get_minimum_promise (g_ptr_array_index (ok->breakdowns, 1)), ==, 2);
  g_assert_cmpuint (bn_cost_breakdown_get_regular_cost (g_ptr_array_index (ok->breakdowns, 0)), ==, 10);
  g_assert_cmpuint (ok->spent, ==, 5);
  g_assert_cmpuint (ok->promised, ==, 5);
  g_assert_cmpuint (ok->unspent, ==, 43 - 10);
  g_assert_cmpuint (bn_army_report_count (ok, BN_ARMY_PROBLEM_ERROR), ==, 0);

  /* One point short of the minimum. */
  hired->promise = 1;
  low = check_army (fixture, army, baron, NULL);
  problem = expect_problem (low, "promise-too-low", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpint (problem->unit_index, ==, 1);
  g_assert_nonnull (strstr (problem->message, "at least their cost, 2 points, not 1"));
  g_assert_cmpuint (low->spent, ==, 5);
  g_assert_cmpuint (low->promised, ==, 4);
  g_assert_cmpuint (bn_army_report_count (low, BN_ARMY_PROBLEM_ERROR), ==, 1);
}

static void
test_check_promise_to_regular (Fixture       *fixture,
                               gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Paid levy");
  g_autoptr(BnArmyReport) report = NULL;
  const BnArmyProblem *problem;

  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  add_unit (fixture, army, "spearmen", BN_COLOUR_BLUE, 3);
  report = check_army (fixture, army, baron, NULL);
  problem = expect_problem (report, "promise-to-regular", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpint (problem->unit_index, ==, 1);
  expect_no_problem (report, "promise-too-low");
  g_assert_cmpuint (report->spent, ==, 32);
  /* What is owed after the battle is owed to mercenaries only. */
  g_assert_cmpuint (report->promised, ==, 0);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 1);
}

static void
test_check_not_mustered (Fixture       *fixture,
                         gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = bn_army_new (baron->id, "Unmustered");
  g_autoptr(BnArmyReport) report = NULL;
  const BnArmyProblem *problem;

  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  g_assert_cmpuint (bn_army_get_points (army), ==, 0);
  report = check_army (fixture, army, baron, NULL);
  problem = expect_problem (report, "not-mustered", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpint (problem->unit_index, ==, -1);
  g_assert_cmpuint (report->army_points, ==, 0);
  g_assert_cmpuint (report->spent, ==, 24);
  g_assert_cmpuint (report->unspent, ==, 0);
  g_assert_cmpuint (report->over, ==, 0);
  expect_no_problem (report, "over-points");
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 1);
}

static void
test_check_illegal_unit (Fixture       *fixture,
                         gconstpointer  user_data)
{
  static const char * const longbow[] = { "longbow", NULL };
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Horse archers");
  g_autoptr(BnArmyReport) report = NULL;
  const BnArmyProblem *problem;
  guint index;

  add_unit (fixture, army, "spearmen", BN_COLOUR_RED, 0);
  index = add_unit (fixture, army, "mounted-knights", BN_COLOUR_BLUE, 0);
  bn_unit_set_weapons (((BnArmyUnit *) g_ptr_array_index (army->units, index))->unit, longbow);

  report = check_army (fixture, army, baron, NULL);
  problem = expect_problem (report, "illegal-unit", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpint (problem->unit_index, ==, 1);
  g_assert_nonnull (strstr (problem->message, "longbows are for infantry only (Lionheart, Weapons)"));
  g_assert_nonnull (strstr (problem->message, "unit 2"));
  g_assert_cmpuint (unit_cost (report, 0), ==, 8);
  g_assert_cmpuint (unit_cost (report, 1), ==, 0);
  g_assert_nonnull (g_ptr_array_index (report->breakdowns, 0));
  g_assert_null (g_ptr_array_index (report->breakdowns, 1));
  g_assert_cmpuint (report->spent, ==, 8);
  g_assert_cmpuint (report->unspent, ==, 35);
}

static void
test_check_colours (Fixture       *fixture,
                    gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Motley");
  g_autoptr(BnArmyReport) report = NULL;
  g_autoptr(BnArmyReport) coloured = NULL;
  guint no_colour_units = 0;

  add_unit (fixture, army, "spearmen", BN_COLOUR_RED, 0);
  add_unit (fixture, army, "levy-spearmen", BN_COLOUR_NONE, 0);
  add_unit (fixture, army, "peasant-levy", BN_COLOUR_NONE, 0);
  add_unit (fixture, army, "peasant-levy", BN_COLOUR_RED, 0);

  report = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (count_code (report, "no-colour"), ==, 2);
  /* The two units with no colour take blue and green at the battle
   * (the fewest so far, in roster order): every colour orders someone. */
  g_assert_cmpuint (count_code (report, "colour-missing"), ==, 0);
  for (guint i = 0; i < report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);

      if (g_str_equal (problem->code, "no-colour"))
        {
          g_assert_cmpint (problem->level, ==, BN_ARMY_PROBLEM_WARNING);
          g_assert_true (problem->unit_index == 1 || problem->unit_index == 2);
          /* It says what happens: the battle gives it a colour (docs/rules.md). */
          g_assert_nonnull (strstr (problem->message, "has no command colour: at the battle it takes the colour the "
                                                      "fewest units have"));
          no_colour_units |= 1u << problem->unit_index;
        }
      else if (g_str_equal (problem->code, "colour-missing"))
        {
          g_assert_cmpint (problem->level, ==, BN_ARMY_PROBLEM_WARNING);
          g_assert_true (strstr (problem->message, "blue") != NULL || strstr (problem->message, "green") != NULL);
          g_assert_null (strstr (problem->message, "red"));
        }
    }
  g_assert_cmpuint (no_colour_units, ==, (1u << 1) | (1u << 2));
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 0);

  /* Red, red, red and one with no colour, which takes blue: nobody is
   * green, and only green is named. */
  {
    g_autoptr(BnArmyReport) short_of_green = NULL;

    ((BnArmyUnit *) g_ptr_array_index (army->units, 1))->unit->colour = BN_COLOUR_RED;
    short_of_green = check_army (fixture, army, baron, NULL);
    g_assert_cmpuint (count_code (short_of_green, "no-colour"), ==, 1);
    g_assert_cmpuint (count_code (short_of_green, "colour-missing"), ==, 1);
    for (guint i = 0; i < short_of_green->problems->len; i++)
      {
        const BnArmyProblem *problem = g_ptr_array_index (short_of_green->problems, i);

        if (g_str_equal (problem->code, "colour-missing"))
          {
            g_assert_nonnull (strstr (problem->message, "green"));
            g_assert_null (strstr (problem->message, "blue"));
            g_assert_null (strstr (problem->message, "red"));
          }
      }
  }

  /* Every unit coloured and every colour used: no colour warning. */
  ((BnArmyUnit *) g_ptr_array_index (army->units, 1))->unit->colour = BN_COLOUR_BLUE;
  ((BnArmyUnit *) g_ptr_array_index (army->units, 2))->unit->colour = BN_COLOUR_GREEN;
  coloured = check_army (fixture, army, baron, NULL);
  expect_no_problem (coloured, "no-colour");
  expect_no_problem (coloured, "colour-missing");
  g_assert_cmpuint (coloured->problems->len, ==, 0);
}

static void
test_check_no_units (Fixture       *fixture,
                     gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Empty");
  g_autoptr(BnArmyReport) report = check_army (fixture, army, baron, NULL);

  expect_problem (report, "no-units", BN_ARMY_PROBLEM_WARNING);
  /* No unit is not also three missing colours. */
  expect_no_problem (report, "colour-missing");
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 0);
  g_assert_cmpuint (report->spent, ==, 0);
  g_assert_cmpuint (report->unspent, ==, 43);
}

static void
test_check_errors_first (Fixture       *fixture,
                         gconstpointer  user_data)
{
  static const char * const longbow[] = { "longbow", NULL };
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Everything wrong");
  g_autoptr(BnArmyReport) report = NULL;
  guint index;

  /* Warnings about unit 1 and the colours are found before the errors
   * that follow; the report still lists every error first. */
  add_unit (fixture, army, "peasant-levy", BN_COLOUR_NONE, 0);
  index = add_unit (fixture, army, "mounted-knights", BN_COLOUR_NONE, 0);
  bn_unit_set_weapons (((BnArmyUnit *) g_ptr_array_index (army->units, index))->unit, longbow);
  add_unit (fixture, army, "genoese-crossbowmen", BN_COLOUR_RED, 1);
  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  add_post (army, 99, BN_ARMY_ROLE_CAPTAIN, -1);

  report = check_army (fixture, army, baron, NULL);
  assert_errors_first (report);
  expect_problem (report, "illegal-unit", BN_ARMY_PROBLEM_ERROR);
  expect_problem (report, "promise-too-low", BN_ARMY_PROBLEM_ERROR);
  expect_problem (report, "over-points", BN_ARMY_PROBLEM_ERROR);
  expect_problem (report, "post-outside-domain", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpuint (count_code (report, "no-colour"), ==, 2);
  /* The two with no colour take blue and green at the battle. */
  g_assert_cmpuint (count_code (report, "colour-missing"), ==, 0);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 4);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_WARNING), ==, 2);
  g_assert_cmpint (((BnArmyProblem *) g_ptr_array_index (report->problems, 0))->level, ==,
                   BN_ARMY_PROBLEM_ERROR);
}

/* ---- minimum command ---- */

/* A player-leader (Baron, rank 3) whose esteem card makes the level. */
static BnLeader *
leader_of_esteem (Fixture    *fixture,
                  const char *esteem_card,
                  guint       expected_level)
{
  g_autofree char *cards = g_strdup_printf ("%s,9S,5D", esteem_card);
  BnLeader *leader = make_leader (fixture, "Sir Test", TRUE, FALSE, 0, cards);

  g_assert_cmpuint (leader->esteem_level, ==, expected_level);
  leader->id = 1;
  return leader;
}

static gboolean
command_warned (Fixture        *fixture,
                const BnLeader *leader,
                const char     *const *type_ids,
                gboolean        commands)
{
  g_autoptr(BnArmy) army = make_army (fixture, leader->id, "Test");
  g_autoptr(BnArmyReport) report = NULL;
  const BnArmyProblem *problem;

  /* Big armies are fine here: only the warning matters. */
  army->muster->army_points = 1000;
  for (guint i = 0; type_ids[i] != NULL; i++)
    add_unit (fixture, army, type_ids[i], BN_COLOUR_RED, 0);
  if (commands)
    add_post (army, leader->id, BN_ARMY_ROLE_COMMANDER, -1);
  report = check_army (fixture, army, leader, NULL);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 0);
  problem = bn_army_report_find (report, "minimum-command");
  if (problem == NULL)
    return FALSE;
  g_assert_cmpint (problem->level, ==, BN_ARMY_PROBLEM_WARNING);
  g_assert_cmpuint (count_code (report, "minimum-command"), ==, 1);
  g_assert_nonnull (strstr (problem->message, leader->name));
  return TRUE;
}

static void
test_command_unknown (Fixture       *fixture,
                      gconstpointer  user_data)
{
  static const char *const none[] = { NULL };
  static const char *const levy[] = { "levy-spearmen", NULL };
  g_autoptr(BnLeader) leader = leader_of_esteem (fixture, "AH", 1);

  g_assert_false (command_warned (fixture, leader, none, FALSE));
  g_assert_false (command_warned (fixture, leader, levy, FALSE));
}

static void
test_command_ordinary (Fixture       *fixture,
                       gconstpointer  user_data)
{
  static const char *const levy[] = { "levy-spearmen", "spearmen", "pikemen", NULL };
  static const char *const hobilars[] = { "levy-spearmen", "hobilars", NULL };
  static const char *const men_at_arms[] = { "men-at-arms", NULL };
  static const char *const sergeants[] = { "mounted-sergeants", NULL };
  static const char *const none[] = { NULL };
  g_autoptr(BnLeader) leader = leader_of_esteem (fixture, "2H", 2);

  /* Medium armour is not men-at-arms, however many. */
  g_assert_true (command_warned (fixture, leader, levy, FALSE));
  g_assert_true (command_warned (fixture, leader, none, FALSE));
  /* Any horse, even light; or heavy foot. */
  g_assert_false (command_warned (fixture, leader, hobilars, FALSE));
  g_assert_false (command_warned (fixture, leader, sergeants, FALSE));
  g_assert_false (command_warned (fixture, leader, men_at_arms, FALSE));
}

static void
test_command_known (Fixture       *fixture,
                    gconstpointer  user_data)
{
  static const char *const b_horse[] = { "mounted-sergeants", "hobilars", "spearmen", NULL };
  static const char *const mounted[] = { "spearmen", "mounted-knights", NULL };
  static const char *const dismounted[] = { "dismounted-knights", NULL };
  static const char *const heavy_foot[] = { "men-at-arms", NULL };
  g_autoptr(BnLeader) leader = leader_of_esteem (fixture, "4H", 3);

  /* Mounted sergeants are cavalry but B-class: not knights. */
  g_assert_true (command_warned (fixture, leader, b_horse, FALSE));
  /* Men-at-arms are A-class heavy foot, but not knights: only unit types
   * that say they are (units.xml kinds). */
  g_assert_true (command_warned (fixture, leader, heavy_foot, FALSE));
  g_assert_false (command_warned (fixture, leader, mounted, FALSE));
  g_assert_false (command_warned (fixture, leader, dismounted, FALSE));
}

static void
test_command_notable (Fixture       *fixture,
                      gconstpointer  user_data)
{
  static const char *const three[] = { "peasant-levy", "peasant-levy", "peasant-levy", NULL };
  static const char *const four[] = { "peasant-levy", "peasant-levy", "peasant-levy", "peasant-levy", NULL };
  g_autoptr(BnLeader) leader = leader_of_esteem (fixture, "6H", 4);

  g_assert_true (command_warned (fixture, leader, three, FALSE));
  g_assert_false (command_warned (fixture, leader, four, FALSE));
}

static void
test_command_famous (Fixture       *fixture,
                     gconstpointer  user_data)
{
  static const char *const line[] = { "mounted-knights", "mounted-knights", "men-at-arms", "men-at-arms", NULL };
  g_autoptr(BnLeader) famous = leader_of_esteem (fixture, "JH", 5);
  g_autoptr(BnLeader) extraordinary = leader_of_esteem (fixture, "KH", 6);

  g_assert_true (command_warned (fixture, famous, line, FALSE));
  g_assert_false (command_warned (fixture, famous, line, TRUE));
  g_assert_true (command_warned (fixture, extraordinary, line, FALSE));
  g_assert_false (command_warned (fixture, extraordinary, line, TRUE));
}

/* Another leader commanding is not the leader commanding. */
static void
test_command_famous_other_commander (Fixture       *fixture,
                                     gconstpointer  user_data)
{
  g_autoptr(BnLeader) famous = leader_of_esteem (fixture, "10H", 5);
  g_autoptr(BnLeader) vassal = make_leader (fixture, "Sir Vassal", FALSE, FALSE, 1, "AH,6S,5D");
  g_autoptr(GPtrArray) domain = g_ptr_array_new ();
  g_autoptr(BnArmy) army = make_army (fixture, famous->id, "Deputy");
  g_autoptr(BnArmyReport) report = NULL;

  vassal->id = 2;
  g_ptr_array_add (domain, vassal);
  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  add_post (army, vassal->id, BN_ARMY_ROLE_COMMANDER, -1);
  report = check_army (fixture, army, famous, domain);
  expect_problem (report, "minimum-command", BN_ARMY_PROBLEM_WARNING);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 0);
}

/* ---- posts ---- */

typedef struct
{
  BnLeader *baron;        /* id 1 */
  BnLeader *vassal;       /* id 2, a Knight of his domain */
  BnLeader *hero;         /* id 3, a hero of his domain */
  GPtrArray *domain;      /* vassal, hero */
  BnArmy *army;           /* four coloured units, 43 points, 36 spent */
} Household;

static void
household_clear (Household *h)
{
  g_clear_pointer (&h->baron, bn_leader_free);
  g_clear_pointer (&h->domain, g_ptr_array_unref);
  g_clear_pointer (&h->army, bn_army_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Household, household_clear)

static void
household_init (Fixture   *fixture,
                Household *h)
{
  h->baron = make_baron (fixture);
  h->vassal = make_leader (fixture, "Sir Roger", FALSE, FALSE, 1, "AH,6S,5D");
  h->vassal->id = 2;
  h->hero = make_leader (fixture, "Wat the Bold", FALSE, TRUE, 1, "2H,6S,5D");
  h->hero->id = 3;
  g_assert_true (h->hero->is_hero);
  h->domain = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  g_ptr_array_add (h->domain, h->vassal);
  g_ptr_array_add (h->domain, h->hero);
  h->army = make_army (fixture, h->baron->id, "Household");
  add_unit (fixture, h->army, "mounted-knights", BN_COLOUR_RED, 0);
  add_unit (fixture, h->army, "spearmen", BN_COLOUR_BLUE, 0);
  add_unit (fixture, h->army, "levy-spearmen", BN_COLOUR_GREEN, 0);
  add_unit (fixture, h->army, "peasant-levy", BN_COLOUR_GREEN, 0);
}

static BnArmyReport *
household_check (Fixture   *fixture,
                 Household *h)
{
  BnArmyReport *report = check_army (fixture, h->army, h->baron, h->domain);

  assert_errors_first (report);
  return report;
}

static void
test_posts_legal (Fixture       *fixture,
                  gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnArmyReport) report = NULL;

  household_init (fixture, &h);
  add_post (h.army, h.baron->id, BN_ARMY_ROLE_COMMANDER, -1);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_CAPTAIN, -1);
  add_post (h.army, h.hero->id, BN_ARMY_ROLE_HERO, 1);
  report = household_check (fixture, &h);
  g_assert_cmpuint (report->problems->len, ==, 0);
  g_assert_cmpuint (report->spent, ==, 24 + 8 + 3 + 1);

  /* A vassal may command too, in the leader's place. */
  g_ptr_array_set_size (h.army->posts, 0);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_COMMANDER, -1);
  add_post (h.army, h.baron->id, BN_ARMY_ROLE_CAPTAIN, -1);
  g_clear_pointer (&report, bn_army_report_free);
  report = household_check (fixture, &h);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 0);
}

static void
test_posts_outside_domain (Fixture       *fixture,
                           gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnArmyReport) report = NULL;
  g_autoptr(BnArmyReport) without_domain = NULL;

  household_init (fixture, &h);
  add_post (h.army, 42, BN_ARMY_ROLE_CAPTAIN, -1);
  report = household_check (fixture, &h);
  expect_problem (report, "post-outside-domain", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 1);

  /* A vassal is of the domain only when the domain is given. */
  g_ptr_array_set_size (h.army->posts, 0);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_CAPTAIN, -1);
  without_domain = check_army (fixture, h.army, h.baron, NULL);
  expect_problem (without_domain, "post-outside-domain", BN_ARMY_PROBLEM_ERROR);
}

static void
test_posts_two_commanders (Fixture       *fixture,
                           gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnArmyReport) report = NULL;

  household_init (fixture, &h);
  add_post (h.army, h.baron->id, BN_ARMY_ROLE_COMMANDER, -1);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_COMMANDER, -1);
  report = household_check (fixture, &h);
  expect_problem (report, "two-commanders", BN_ARMY_PROBLEM_ERROR);
  expect_no_problem (report, "two-posts");
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 1);
}

static void
test_posts_hero_roles (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnArmyReport) captain = NULL;
  g_autoptr(BnArmyReport) commander = NULL;
  g_autoptr(BnArmyReport) leader_as_hero = NULL;

  household_init (fixture, &h);

  /* A hero as captain. */
  add_post (h.army, h.hero->id, BN_ARMY_ROLE_CAPTAIN, -1);
  captain = household_check (fixture, &h);
  expect_problem (captain, "hero-post", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpuint (bn_army_report_count (captain, BN_ARMY_PROBLEM_ERROR), ==, 1);

  /* A hero as commander. */
  g_ptr_array_set_size (h.army->posts, 0);
  add_post (h.army, h.hero->id, BN_ARMY_ROLE_COMMANDER, -1);
  commander = household_check (fixture, &h);
  expect_problem (commander, "hero-post", BN_ARMY_PROBLEM_ERROR);

  /* A leader in a hero's place. */
  g_ptr_array_set_size (h.army->posts, 0);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_HERO, 0);
  leader_as_hero = household_check (fixture, &h);
  expect_problem (leader_as_hero, "hero-post", BN_ARMY_PROBLEM_ERROR);
}

static void
test_posts_hero_unattached (Fixture       *fixture,
                            gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnArmyReport) none = NULL;
  g_autoptr(BnArmyReport) beyond = NULL;
  g_autoptr(BnArmyReport) last = NULL;

  household_init (fixture, &h);
  add_post (h.army, h.hero->id, BN_ARMY_ROLE_HERO, -1);
  none = household_check (fixture, &h);
  expect_problem (none, "hero-unattached", BN_ARMY_PROBLEM_ERROR);
  expect_no_problem (none, "hero-post");

  /* The army has four units: index 4 is none of them. */
  ((BnArmyPost *) g_ptr_array_index (h.army->posts, 0))->unit_index = 4;
  beyond = household_check (fixture, &h);
  expect_problem (beyond, "hero-unattached", BN_ARMY_PROBLEM_ERROR);

  ((BnArmyPost *) g_ptr_array_index (h.army->posts, 0))->unit_index = 3;
  last = household_check (fixture, &h);
  expect_no_problem (last, "hero-unattached");
  g_assert_cmpuint (bn_army_report_count (last, BN_ARMY_PROBLEM_ERROR), ==, 0);
}

static void
test_posts_two_posts (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnArmyReport) report = NULL;

  household_init (fixture, &h);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_COMMANDER, -1);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_CAPTAIN, -1);
  report = household_check (fixture, &h);
  expect_problem (report, "two-posts", BN_ARMY_PROBLEM_ERROR);
  expect_no_problem (report, "two-commanders");
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 1);
}

static void
test_posts_leader_unavailable (Fixture       *fixture,
                               gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnArmyReport) dead = NULL;
  g_autoptr(BnArmyReport) captured = NULL;
  g_autoptr(BnArmyReport) wounded = NULL;

  household_init (fixture, &h);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_CAPTAIN, -1);

  g_free (h.vassal->status);
  h.vassal->status = g_strdup ("dead");
  dead = household_check (fixture, &h);
  expect_problem (dead, "leader-unavailable", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpuint (bn_army_report_count (dead, BN_ARMY_PROBLEM_ERROR), ==, 1);

  g_free (h.vassal->status);
  h.vassal->status = g_strdup ("captured");
  captured = household_check (fixture, &h);
  expect_problem (captured, "leader-unavailable", BN_ARMY_PROBLEM_ERROR);

  /* Wounded, he still takes the field. */
  g_free (h.vassal->status);
  h.vassal->status = g_strdup ("wounded");
  wounded = household_check (fixture, &h);
  expect_no_problem (wounded, "leader-unavailable");
}

static void
test_posts_remove_unit (Fixture       *fixture,
                        gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnLeader) second_hero = NULL;
  g_autoptr(BnArmyReport) report = NULL;
  const BnArmyPost *post;

  household_init (fixture, &h);
  second_hero = make_leader (fixture, "Jack Straw", FALSE, TRUE, 1, "3H,6S,5D");
  second_hero->id = 4;
  g_ptr_array_add (h.domain, bn_leader_copy (second_hero));

  add_post (h.army, h.baron->id, BN_ARMY_ROLE_COMMANDER, -1);
  add_post (h.army, h.hero->id, BN_ARMY_ROLE_HERO, 1);       /* with the spearmen */
  add_post (h.army, second_hero->id, BN_ARMY_ROLE_HERO, 3);  /* with the peasants */

  /* Take off the knights: both heroes follow their units down by one. */
  bn_army_remove_unit (h.army, 0);
  g_assert_cmpuint (h.army->units->len, ==, 3);
  g_assert_cmpstr (((BnArmyUnit *) g_ptr_array_index (h.army->units, 0))->unit->type_id, ==, "spearmen");
  post = g_ptr_array_index (h.army->posts, 0);
  g_assert_cmpint (post->unit_index, ==, -1);
  post = g_ptr_array_index (h.army->posts, 1);
  g_assert_cmpint (post->unit_index, ==, 0);
  post = g_ptr_array_index (h.army->posts, 2);
  g_assert_cmpint (post->unit_index, ==, 2);

  /* Take off the spearmen: their hero is detached, the other follows. */
  bn_army_remove_unit (h.army, 0);
  post = g_ptr_array_index (h.army->posts, 1);
  g_assert_cmpint (post->leader_id, ==, h.hero->id);
  g_assert_cmpint (post->unit_index, ==, -1);
  post = g_ptr_array_index (h.army->posts, 2);
  g_assert_cmpint (post->unit_index, ==, 1);
  g_assert_cmpstr (((BnArmyUnit *) g_ptr_array_index (h.army->units, 1))->unit->type_id, ==, "peasant-levy");

  report = household_check (fixture, &h);
  expect_problem (report, "hero-unattached", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 1);
}

static void
test_check_king_units (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Vanguard");
  g_autoptr(BnArmyReport) one = NULL;
  g_autoptr(BnArmyReport) two = NULL;
  g_autoptr(BnArmyReport) crowd = NULL;
  const BnArmyProblem *problem;

  g_ptr_array_add (army->units, bn_army_unit_new (king_unit (BN_ARM_FOOT, BN_ARMOUR_MEDIUM, TRUE, 1), 0));
  one = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (unit_cost (one, 0), ==, 7);
  g_assert_null (bn_army_report_find (one, "two-kings"));

  /* Lionheart's leadership roll is "his leader's": one a side. */
  g_ptr_array_add (army->units, bn_army_unit_new (king_unit (BN_ARM_FOOT, BN_ARMOUR_LIGHT, FALSE, 3), 0));
  two = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (unit_cost (two, 1), ==, 17);
  problem = bn_army_report_find (two, "two-kings");
  g_assert_nonnull (problem);
  g_assert_cmpint (problem->level, ==, BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpint (problem->unit_index, ==, 1);
  g_assert_true (bn_army_problem_blocks_saving (problem));
  g_assert_cmpstr (problem->message, ==,
                   "unit 2: an army has one King/Leader, who leads it (Lionheart, King/Leader)");

  /* A King/Leader is his own stand: a mounted one is one figure. */
  g_ptr_array_remove_index (army->units, 1);
  ((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->arm = BN_ARM_HORSE;
  ((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->figures = 2;
  crowd = check_army (fixture, army, baron, NULL);
  problem = bn_army_report_find (crowd, "illegal-unit");
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (problem->message, "a King/Leader mounted has 1 figure"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/army/muster/typed", test_muster_typed);

  ADD ("/army/check/arithmetic", test_check_arithmetic);
  ADD ("/army/check/exact-points", test_check_exact_points);
  ADD ("/army/check/over-points", test_check_over_points);
  ADD ("/army/check/mercenary-promise", test_check_mercenary_promise);
  ADD ("/army/check/promise-to-regular", test_check_promise_to_regular);
  ADD ("/army/check/not-mustered", test_check_not_mustered);
  ADD ("/army/check/illegal-unit", test_check_illegal_unit);
  ADD ("/army/check/colours", test_check_colours);
  ADD ("/army/check/no-units", test_check_no_units);
  ADD ("/army/check/errors-first", test_check_errors_first);
  ADD ("/army/check/king-units", test_check_king_units);

  ADD ("/army/command/unknown", test_command_unknown);
  ADD ("/army/command/ordinary", test_command_ordinary);
  ADD ("/army/command/known", test_command_known);
  ADD ("/army/command/notable", test_command_notable);
  ADD ("/army/command/famous-extraordinary", test_command_famous);
  ADD ("/army/command/famous-other-commander", test_command_famous_other_commander);

  ADD ("/army/posts/legal", test_posts_legal);
  ADD ("/army/posts/outside-domain", test_posts_outside_domain);
  ADD ("/army/posts/two-commanders", test_posts_two_commanders);
  ADD ("/army/posts/hero-roles", test_posts_hero_roles);
  ADD ("/army/posts/hero-unattached", test_posts_hero_unattached);
  ADD ("/army/posts/two-posts", test_posts_two_posts);
  ADD ("/army/posts/leader-unavailable", test_posts_leader_unavailable);
  ADD ("/army/posts/remove-unit", test_posts_remove_unit);

  return g_test_run ();
}
