/* test-battle-stacking.c — two units and a commander per hex (15 cm),
 * one unit and a commander (10 cm, appendix 3), one commander per hex,
 * never with the enemy (L&L, Moving units; Moving commanders).
 */
#include "battle-fixture.h"

/* 15 cm hexes hold two friendly units. */
static void
test_two_units_per_hex_15cm (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 5, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", BLUE, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", BLUE, 3, 3, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  act (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0);
  fixture_clear (&f);

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 5, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", BLUE, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", BLUE, 3, 4, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0, "at most 2 friendly units");
  fixture_clear (&f);
}

/* 10 cm hexes hold one unit (and a commander). */
static void
test_one_unit_per_hex_10cm (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  f.scenario->stacking = BN_STACKING_10CM;
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 5, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", BLUE, 3, 4, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0, "appendix 3");
  fixture_clear (&f);
}

/* One friendly commander per hex. */
static void
test_one_commander_per_hex (void)
{
  Fixture f;
  guint c;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 5, 5, BN_HEX_DIR_N);
  fixture_commander (&f, 0, BN_COMMANDER_CAPTAIN, -1, 3, 5);
  fixture_commander (&f, 0, BN_COMMANDER_SERGEANT, -1, 3, 4);
  fixture_start (&f, "red-1");
  c = commander_of (&f, 0, 0);
  play (&f, "red-1");
  act (&f, BN_ACTION_ORDER_COMMANDER, c, 0, 0);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  refused (&f, BN_ACTION_MOVE_COMMANDER, c, BN_HEX_DIR_N, 0, "one friendly commander");
  fixture_clear (&f);
}

/* A lone enemy commander blocks units; a commander never enters an
 * enemy hex. */
static void
test_enemy_commander_blocks (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 5, BN_HEX_DIR_N);
  fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, -1, 3, 4);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0, "enemy commander");
  fixture_clear (&f);
}

/* A deployment that breaks stacking is refused at setup. */
static void
test_setup_refuses_overstacking (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  BnBattle *b;

  fixture_init (&f, 9, 9);
  for (guint i = 0; i < 3; i++)
    fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 5, BN_HEX_DIR_N);
  b = bn_battle_new (f.rules, f.scenario, f.army[0], f.army[1], f.chance, &error);
  g_assert_null (b);
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP);
  fixture_clear (&f);
}

/* Automatic deployment places units in the zone, front row first,
 * facing the enemy. */
static void
test_deployment_in_zone (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnScenario) sc = bn_scenario_new_builtin (rules, BN_SCENARIO_OPEN_FIELD);
  g_autoptr(BnBattleArmy) a0 = bn_battle_army_new_sample (rules, "s", 12);
  g_autoptr(BnBattleArmy) a1 = bn_battle_army_new_sample (rules, "n", 12);
  g_autoptr(BnChance) chance = bn_chance_new_seeded (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattle) b = bn_battle_new (rules, sc, a0, a1, chance, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < bn_battle_get_n_units (b); i++)
    {
      const BnBattleUnit *u = bn_battle_get_unit (b, i);
      int index = bn_scenario_hex_index (sc, u->hex);

      g_assert_cmpint (index, >=, 0);
      g_assert_cmpuint (sc->zone[index], ==, u->side + 1);
      g_assert_cmpuint (u->facing, ==, u->side == 0 ? BN_HEX_DIR_N : BN_HEX_DIR_S);
      g_assert_cmpuint (bn_battle_units_at (b, u->hex, NULL), ==, 1);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/stacking/two-units-per-hex-15cm", test_two_units_per_hex_15cm);
  g_test_add_func ("/battle/stacking/one-unit-per-hex-10cm", test_one_unit_per_hex_10cm);
  g_test_add_func ("/battle/stacking/one-commander-per-hex", test_one_commander_per_hex);
  g_test_add_func ("/battle/stacking/enemy-commander-blocks", test_enemy_commander_blocks);
  g_test_add_func ("/battle/stacking/setup-refuses-overstacking", test_setup_refuses_overstacking);
  g_test_add_func ("/battle/stacking/deployment-in-zone", test_deployment_in_zone);
  return g_test_run ();
}
