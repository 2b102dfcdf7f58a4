/* test-battle-victory.c — victory points for destroyed units and
 * commanders and held objectives; the battle ends at the target (L&L,
 * Objective of the game).
 */
#include "battle-fixture.h"

static void
kill_setup (Fixture *f,
            guint    target)
{
  fixture_init (f, 9, 9);
  f->scenario->victory_target = target;
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
  f->army[1]->units[0].figures = 1;
}

static void
kill_it (Fixture *f)
{
  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), unit_of (f, 1, 0), 0);
  dice (f, "hit-any shield shield shield");
  dice (f, "flag");
  act (f, BN_ACTION_STAND, 0, 0, 0);
  if (bn_battle_get_phase (f->battle) == BN_PHASE_BREAKTHROUGH)
    act (f, BN_ACTION_HOLD, 0, 0, 0);
}

/* The last figure killed scores a victory point. */
static void
test_destroyed_unit_scores (void)
{
  Fixture f;

  kill_setup (&f, 6);
  fixture_start (&f, "red-1");
  kill_it (&f);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 0);
  g_assert_cmpuint (bn_battle_get_victory_points (f.battle, 0), ==, 1);
  g_assert_cmpuint (count_events (&f, BN_EVENT_UNIT_ELIMINATED), ==, 1);
  fixture_clear (&f);
}

/* Reaching the target ends the battle at once; nothing more is allowed. */
static void
test_reaching_target_ends_battle (void)
{
  Fixture f;

  kill_setup (&f, 1);
  fixture_start (&f, "red-1");
  kill_it (&f);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_OVER);
  g_assert_cmpuint (bn_battle_get_winner (f.battle), ==, 0);
  refused (&f, BN_ACTION_END_TURN, 0, 0, 0, "the battle is over");
  fixture_clear (&f);
}

/* An objective scores while held (a side's units alone on it at the end
 * of a turn) and the points go when it is left. */
static void
test_objective_held_scores (void)
{
  Fixture f;
  guint u;

  fixture_init (&f, 9, 9);
  bn_scenario_add_objective (f.scenario, 3, 5, 2);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
  fixture_start (&f, "red-1 red-2 red-3");
  u = unit_of (&f, 0, 0);
  order (&f, "red-1", UNITS ((int) u));
  act (&f, BN_ACTION_MOVE_UNIT, u, BN_HEX_DIR_N, 0);
  end_moves (&f);
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  g_assert_cmpuint (bn_battle_get_victory_points (f.battle, 0), ==, 2);
  pass_turn (&f);
  order (&f, "red-2", UNITS ((int) u));
  act (&f, BN_ACTION_MOVE_UNIT, u, BN_HEX_DIR_N, 0);
  end_moves (&f);
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  g_assert_cmpuint (bn_battle_get_victory_points (f.battle, 0), ==, 0);
  fixture_clear (&f);
}

/* A side with no units left has lost. */
static void
test_side_without_units_loses (void)
{
  Fixture f;

  kill_setup (&f, 6);
  f.army[1]->n_units = 1;
  fixture_start (&f, "red-1");
  kill_it (&f);
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_OVER);
  g_assert_cmpuint (bn_battle_get_winner (f.battle), ==, 0);
  fixture_clear (&f);
}

/* A scenario's turn limit ends the battle; the points decide, or none
 * wins. */
static void
test_turn_limit (void)
{
  Fixture f;

  kill_setup (&f, 6);
  f.scenario->turn_limit = 2;
  fixture_start (&f, "red-1 red-2");
  pass_turn (&f);
  pass_turn (&f);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_OVER);
  g_assert_cmpuint (bn_battle_get_winner (f.battle), ==, BN_BATTLE_NO_WINNER);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/victory/destroyed-unit-scores", test_destroyed_unit_scores);
  g_test_add_func ("/battle/victory/reaching-target-ends-battle", test_reaching_target_ends_battle);
  g_test_add_func ("/battle/victory/objective-held-scores", test_objective_held_scores);
  g_test_add_func ("/battle/victory/side-without-units-loses", test_side_without_units_loses);
  g_test_add_func ("/battle/victory/turn-limit", test_turn_limit);
  return g_test_run ();
}
