/* test-battle-facing.c — fronts and facing: the active front, free facing
 * changes within it, the passive front costing a hex, one change per
 * move, attacks through the active front only, receiving (L&L, Fronts;
 * Move; Receiving).
 */
#include "battle-fixture.h"

/* Ending the move facing a side of the start's active front is free. */
static void
test_facing_change_within_active_front_free (void)
{
  Fixture f;
  guint u;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  u = unit_of (&f, 0, 0);
  order (&f, "red-1", UNITS ((int) u));
  act (&f, BN_ACTION_FACE, u, BN_HEX_DIR_NE, 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_FACED), ==, 0);
  act (&f, BN_ACTION_MOVE_UNIT, u, BN_HEX_DIR_N, 0);
  act (&f, BN_ACTION_MOVE_UNIT, u, BN_HEX_DIR_N, 0);
  g_assert_cmpuint (unit (&f, u)->facing, ==, BN_HEX_DIR_NE);
  fixture_clear (&f);
}

/* Changing to the passive front costs one hex of movement. */
static void
test_front_change_costs_one_hex (void)
{
  Fixture f;
  guint u;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 5, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  u = unit_of (&f, 0, 0);
  order (&f, "red-1", UNITS ((int) u));
  act (&f, BN_ACTION_MOVE_UNIT, u, BN_HEX_DIR_N, 0);
  act (&f, BN_ACTION_FACE, u, BN_HEX_DIR_S, 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_FACED), ==, 1);
  refused (&f, BN_ACTION_MOVE_UNIT, u, BN_HEX_DIR_N, 0, "may move 2 hexes");
  fixture_clear (&f);

  /* With both hexes spent, no front change is left. */
  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 5, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  u = unit_of (&f, 0, 0);
  order (&f, "red-1", UNITS ((int) u));
  act (&f, BN_ACTION_MOVE_UNIT, u, BN_HEX_DIR_N, 0);
  act (&f, BN_ACTION_MOVE_UNIT, u, BN_HEX_DIR_N, 0);
  refused (&f, BN_ACTION_FACE, u, BN_HEX_DIR_SE, 0, "passive front costs");
  act (&f, BN_ACTION_FACE, u, BN_HEX_DIR_NW, 0);
  fixture_clear (&f);
}

/* Facing changes only once per move. */
static void
test_facing_change_once_per_move (void)
{
  Fixture f;
  guint u;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, HORSE, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  u = unit_of (&f, 0, 0);
  order (&f, "red-1", UNITS ((int) u));
  act (&f, BN_ACTION_FACE, u, BN_HEX_DIR_NE, 0);
  act (&f, BN_ACTION_MOVE_UNIT, u, BN_HEX_DIR_NE, 0);
  refused (&f, BN_ACTION_FACE, u, BN_HEX_DIR_N, 0, "only once per move");
  fixture_clear (&f);
}

/* A unit attacks only through its active front. */
static void
test_attack_only_on_active_front (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_S);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0, "L&L, Fronts");
  fixture_clear (&f);
}

/* A unit flanked on its passive front by an enemy that just moved may
 * "receive" by turning to face it, once every turn. */
static void
test_receive_once_per_turn (void)
{
  Fixture f;
  guint defender;

  fixture_flank_move (&f);
  defender = unit_of (&f, 1, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_RECEIVE);
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 1);
  refused (&f, BN_ACTION_RECEIVE, defender, BN_HEX_DIR_SW, 0, "L&L, Receiving");
  act (&f, BN_ACTION_RECEIVE, defender, BN_HEX_DIR_NE, 0);
  g_assert_cmpuint (unit (&f, defender)->facing, ==, BN_HEX_DIR_NE);
  g_assert_cmpuint (unit (&f, defender)->received, ==, 1);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BATTLE);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/facing/facing-change-within-active-front-free",
                   test_facing_change_within_active_front_free);
  g_test_add_func ("/battle/facing/front-change-costs-one-hex", test_front_change_costs_one_hex);
  g_test_add_func ("/battle/facing/facing-change-once-per-move", test_facing_change_once_per_move);
  g_test_add_func ("/battle/facing/attack-only-on-active-front", test_attack_only_on_active_front);
  g_test_add_func ("/battle/facing/receive-once-per-turn", test_receive_once_per_turn);
  return g_test_run ();
}
