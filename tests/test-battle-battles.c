/* test-battle-battles.c — "Battles": a captain and up to 4 units in one
 * or two colours, ordered as one, moving as one at the slowest speed,
 * units outside the captain's zone of control acting alone, the "Battle"
 * ceasing with its captain (L&L, "Battles").
 */
#include "battle-fixture.h"

static void
group (Fixture *f,
       int      foot_row)
{
  g_autoptr(GError) error = NULL;
  guint horse, foot, captain;

  fixture_init (f, 9, 9);
  horse = fixture_unit (f, 0, HORSE, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  foot = fixture_unit (f, 0, FOOT, CB, "spear", BLUE, 3, foot_row, BN_HEX_DIR_N);
  captain = fixture_commander (f, 0, BN_COMMANDER_CAPTAIN, (int) horse, 0, 0);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
  g_assert_true (bn_battle_army_add_group (f->army[0], captain, (guint[]) { horse, foot }, 2, &error));
  g_assert_no_error (error);
}

/* One order moves the whole "Battle", at its slowest member's speed. */
static void
test_battle_moves_as_one_at_slowest_speed (void)
{
  Fixture f;

  group (&f, 6);
  fixture_start (&f, "red-1");
  play (&f, "red-1");
  act (&f, BN_ACTION_ORDER_GROUP, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 0, 0))->ordered, ==, BN_ORDER_FULL);
  g_assert_cmpuint (unit (&f, unit_of (&f, 0, 1))->ordered, ==, BN_ORDER_FULL);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  act (&f, BN_ACTION_MOVE_GROUP, 0, BN_HEX_DIR_N, 0);
  act (&f, BN_ACTION_MOVE_GROUP, 0, BN_HEX_DIR_N, 0);
  refused (&f, BN_ACTION_MOVE_GROUP, 0, BN_HEX_DIR_N, 0, "may move 2 hexes");
  g_assert_true (unit_at (&f, unit_of (&f, 0, 0), 3, 5));
  g_assert_true (unit_at (&f, unit_of (&f, 0, 1), 3, 4));
  g_assert_true (bn_hex_equal (bn_battle_get_commander (f.battle, commander_of (&f, 0, 0))->hex,
                               unit (&f, unit_of (&f, 0, 0))->hex));
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 1), BN_HEX_DIR_N, 0, "moves as one");
  fixture_clear (&f);
}

/* A unit of a "Battle" in its captain's zone is ordered with it, not
 * alone; outside the zone it acts alone. */
static void
test_battle_units_ordered_with_it (void)
{
  Fixture f;

  group (&f, 6);
  fixture_start (&f, "blue-1");
  play (&f, "blue-1");
  refused (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 1), 0, 0, "ordered with its");
  fixture_clear (&f);

  group (&f, 4);   /* two hexes from the captain */
  fixture_start (&f, "blue-1");
  g_assert_false (bn_battle_unit_in_group_zoc (f.battle, unit_of (&f, 0, 1)));
  play (&f, "blue-1");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 1), 0, 0);
  fixture_clear (&f);
}

/* A "Battle" is one captain (never a sergeant) and 1–4 units of one or
 * two colours. */
static void
test_battle_composition (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnBattleArmy) army = bn_battle_army_new_sample (rules, "a", 6);
  g_autoptr(GError) error = NULL;

  /* Sample: army commander 0, captain 1, sergeant 2; colours red, blue,
   * green in turn. */
  g_assert_false (bn_battle_army_add_group (army, 2, (guint[]) { 0 }, 1, &error));
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (bn_battle_army_add_group (army, 1, (guint[]) { 0, 1, 2 }, 3, &error));
  g_assert_nonnull (strstr (error->message, "one or two colours"));
  g_clear_error (&error);
  g_assert_false (bn_battle_army_add_group (army, 1, (guint[]) { 0, 1, 3, 4, 5 }, 5, &error));
  g_clear_error (&error);
  g_assert_true (bn_battle_army_add_group (army, 1, (guint[]) { 0, 1, 3, 4 }, 4, &error));
  g_assert_no_error (error);
}

/* A voluntary retreat does not leave the captain's zone of control. */
static void
test_voluntary_retreat_stays_in_zoc (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  int col, row;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  /* The captain south-west of his unit: north-west keeps it in his zone,
   * north and north-east do not. */
  offset_toward (3, 3, BN_HEX_DIR_SW, &col, &row);
  fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, -1, col, row);
  g_assert_true (bn_battle_army_add_group (f.army[1], 0, (guint[]) { 0 }, 1, &error));
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  refused (&f, BN_ACTION_WITHDRAW, 0, BN_HEX_DIR_NE, 0, "zone of control");
  refused (&f, BN_ACTION_WITHDRAW, 0, BN_HEX_DIR_N, 0, "zone of control");
  g_assert_true (is_legal (&f, BN_ACTION_WITHDRAW, 0, BN_HEX_DIR_NW, 0));
  fixture_clear (&f);
}

/* When its captain dies, the "Battle" ceases: its units act alone. */
static void
test_battle_ceases_with_captain (void)
{
  Fixture f;
  guint captain;

  group (&f, 6);
  fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, -1, 3, 4);
  f.army[0]->commanders[0].unit = -1;
  f.army[0]->commanders[0].placed = TRUE;
  f.army[0]->commanders[0].col = 2;
  f.army[0]->commanders[0].row = 6;
  fixture_start (&f, "single-combat-50 | blue-1");
  captain = commander_of (&f, 0, 0);
  /* Side 0 challenges with its own captain and loses. */
  play (&f, "single-combat-50");
  dice (&f, "shield hit-any flag");
  for (guint r = 1; r < 5; r++)
    dice (&f, "shield shield");
  act (&f, BN_ACTION_CHALLENGE, captain, commander_of (&f, 1, 0), 0);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, captain)->alive, ==, 0);
  g_assert_cmpuint (bn_battle_get_group (f.battle, 0)->alive, ==, 0);
  g_assert_cmpint (unit (&f, unit_of (&f, 0, 1))->group, ==, -1);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/battles/moves-as-one-at-slowest-speed", test_battle_moves_as_one_at_slowest_speed);
  g_test_add_func ("/battle/battles/units-ordered-with-it", test_battle_units_ordered_with_it);
  g_test_add_func ("/battle/battles/composition", test_battle_composition);
  g_test_add_func ("/battle/battles/voluntary-retreat-stays-in-zoc", test_voluntary_retreat_stays_in_zoc);
  g_test_add_func ("/battle/battles/ceases-with-captain", test_battle_ceases_with_captain);
  return g_test_run ();
}
