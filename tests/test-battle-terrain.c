/* test-battle-terrain.c — the order sheet's terrain: stops, stop and no
 * battle, fords, infantry-only depressions, impassable water, and the
 * battle dice modifiers for attacker and defender.
 */
#include "battle-fixture.h"

static void
setup (Fixture    *f,
       const char *terrain,
       int         col,
       int         row)
{
  fixture_init (f, 9, 9);
  g_assert_true (bn_scenario_set_terrain (f->scenario, f->rules, col, row, terrain));
}

/* Entering a wood ends the move and forbids battle this turn. */
static void
test_wood_stops_and_no_battle (void)
{
  Fixture f;
  guint u;

  setup (&f, "wood", 3, 6);
  fixture_unit (&f, 0, HORSE, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 5, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  u = unit_of (&f, 0, 0);
  order (&f, "red-1", UNITS ((int) u));
  act (&f, BN_ACTION_MOVE_UNIT, u, BN_HEX_DIR_N, 0);
  refused (&f, BN_ACTION_MOVE_UNIT, u, BN_HEX_DIR_NE, 0, "move is over");
  end_moves (&f);
  refused (&f, BN_ACTION_BATTLE, u, unit_of (&f, 1, 0), 0, "may not battle this turn");
  fixture_clear (&f);
}

/* A river stops a unit; a ford does not. */
static void
test_river_stops_ford_does_not (void)
{
  Fixture f;

  setup (&f, "river", 3, 6);
  bn_scenario_set_terrain (f.scenario, f.rules, 5, 6, "ford");
  fixture_unit (&f, 0, HORSE, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 0, HORSE, CB, "spear", RED, 5, 7, BN_HEX_DIR_N);
  fixture_start (&f, "red-2");
  order (&f, "red-2", UNITS ((int) unit_of (&f, 0, 0), (int) unit_of (&f, 0, 1)));
  act (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0);
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0, "move is over");
  act (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 1), BN_HEX_DIR_N, 0);
  act (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 1), BN_HEX_DIR_N, 0);
  fixture_clear (&f);
}

/* Depressions: only infantry enter; only adjacent infantry (or
 * artillery) attack a unit in one. */
static void
test_depression_infantry_only (void)
{
  Fixture f;

  setup (&f, "depression", 3, 6);
  fixture_unit (&f, 0, HORSE, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 5, 7, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0, "only infantry may enter");
  fixture_clear (&f);

  setup (&f, "depression", 3, 4);
  fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 0, GUNS, CA, "gun", RED, 5, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_S);
  fixture_start (&f, "red-2");
  order (&f, "red-2", UNITS ((int) unit_of (&f, 0, 0), (int) unit_of (&f, 0, 1)));
  end_moves (&f);
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0, "infantry in an adjacent hex");
  g_assert_true (is_legal (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 1), unit_of (&f, 1, 0), 0));
  fixture_clear (&f);
}

/* Deep water is impassable. */
static void
test_impassable_water (void)
{
  Fixture f;

  setup (&f, "lake", 3, 6);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0, "impassable");
  fixture_clear (&f);
}

/* Attacking into wood costs the attacker a die, into fieldworks two; a
 * unit standing in a river or ford battles with one die less. */
static void
test_terrain_battle_dice (void)
{
  static const struct { const char *terrain; int col, row; int dice; } cases[] = {
    { "wood", 3, 3, 3 }, { "fieldwork", 3, 3, 2 }, { "orchard", 3, 3, 3 },
    { "ford", 3, 4, 3 }, { "open", 3, 3, 4 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Fixture f;

      setup (&f, cases[i].terrain, cases[i].col, cases[i].row);
      fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
      fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
      fixture_start (&f, "red-1");
      order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
      end_moves (&f);
      act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
      g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, cases[i].dice);
      fixture_clear (&f);
    }
}

/* No battle when terrain leaves no dice. */
static void
test_no_dice_no_battle (void)
{
  Fixture f;

  setup (&f, "building", 3, 3);
  fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);  /* range 4: 2 dice − 2 */
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0, "no battle dice are left");
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/terrain/wood-stops-and-no-battle", test_wood_stops_and_no_battle);
  g_test_add_func ("/battle/terrain/river-stops-ford-does-not", test_river_stops_ford_does_not);
  g_test_add_func ("/battle/terrain/depression-infantry-only", test_depression_infantry_only);
  g_test_add_func ("/battle/terrain/impassable-water", test_impassable_water);
  g_test_add_func ("/battle/terrain/terrain-battle-dice", test_terrain_battle_dice);
  g_test_add_func ("/battle/terrain/no-dice-no-battle", test_no_dice_no_battle);
  return g_test_run ();
}
