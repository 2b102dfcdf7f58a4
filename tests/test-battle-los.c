/* test-battle-los.c — line of sight: centre to centre, obstructions on
 * the hexes between, the target's terrain not blocking, the edge rule,
 * and artillery firing from a hill over an adjacent friend (L&L, Line of
 * sight).
 */
#include "battle-fixture.h"

static void
shoot_setup (Fixture *f)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "longbow", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_S);
}

static void
ready (Fixture *f)
{
  fixture_start (f, "red-1");
  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
}

/* A unit or commander between blocks the line, friend or foe. */
static void
test_unit_between_blocks (void)
{
  Fixture f;

  shoot_setup (&f);
  fixture_unit (&f, 0, FOOT, CB, "spear", BLUE, 3, 6, BN_HEX_DIR_N);
  ready (&f);
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0, "line of sight");
  fixture_clear (&f);

  shoot_setup (&f);
  fixture_commander (&f, 1, BN_COMMANDER_SERGEANT, -1, 3, 5);
  ready (&f);
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0, "line of sight");
  fixture_clear (&f);
}

/* Wood between blocks; wood in the target hex does not. */
static void
test_terrain_between_blocks_not_target (void)
{
  Fixture f;

  shoot_setup (&f);
  bn_scenario_set_terrain (f.scenario, f.rules, 3, 5, "wood");
  ready (&f);
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0, "line of sight");
  fixture_clear (&f);

  shoot_setup (&f);
  bn_scenario_set_terrain (f.scenario, f.rules, 3, 4, "wood");
  ready (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 3 - 1);
  fixture_clear (&f);
}

/* Along an edge the line is blocked only if both sides are obstructed. */
static void
test_edge_rule (void)
{
  BnHex from = bn_hex_from_offset (3, 6);
  BnHex left = bn_hex_neighbour (from, BN_HEX_DIR_N);
  BnHex right = bn_hex_neighbour (from, BN_HEX_DIR_NE);
  BnHex target = bn_hex_neighbour (left, BN_HEX_DIR_NE);
  int tc, tr, lc, lr, rc, rr;

  bn_hex_to_offset (target, &tc, &tr);
  bn_hex_to_offset (left, &lc, &lr);
  bn_hex_to_offset (right, &rc, &rr);
  for (guint both = 0; both < 2; both++)
    {
      Fixture f;

      fixture_init (&f, 9, 9);
      fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 3, 6, BN_HEX_DIR_N);
      fixture_unit (&f, 1, FOOT, CB, "spear", RED, tc, tr, BN_HEX_DIR_S);
      bn_scenario_set_terrain (f.scenario, f.rules, lc, lr, "wood");
      if (both)
        bn_scenario_set_terrain (f.scenario, f.rules, rc, rr, "hill");
      ready (&f);
      if (both)
        refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0, "line of sight");
      else
        act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
      fixture_clear (&f);
    }
}

/* Only artillery fires over a friend in the adjacent hex, and only from
 * higher ground; a friend two hexes away still blocks. */
static void
test_artillery_fires_over_adjacent_friend (void)
{
  for (guint k = 0; k < 3; k++)
    {
      Fixture f;

      fixture_init (&f, 9, 9);
      fixture_unit (&f, 0, GUNS, CA, "gun", RED, 3, 7, BN_HEX_DIR_N);
      fixture_unit (&f, 0, FOOT, CB, "spear", BLUE, 3, k == 2 ? 5 : 6, BN_HEX_DIR_N);
      fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
      if (k != 1)
        bn_scenario_set_terrain (f.scenario, f.rules, 3, 7, "hill");
      ready (&f);
      if (k == 0)
        act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
      else
        refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0, "line of sight");
      fixture_clear (&f);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/los/unit-between-blocks", test_unit_between_blocks);
  g_test_add_func ("/battle/los/terrain-between-blocks-not-target", test_terrain_between_blocks_not_target);
  g_test_add_func ("/battle/los/edge-rule", test_edge_rule);
  g_test_add_func ("/battle/los/artillery-fires-over-adjacent-friend",
                   test_artillery_fires_over_adjacent_friend);
  return g_test_run ();
}
