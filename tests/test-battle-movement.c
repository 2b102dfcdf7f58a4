/* test-battle-movement.c — moves by class, the move-and-battle limit, the
 * board's edge, enemy and friendly hexes, one move at a time, commanders
 * moving on their own (L&L, Move; Moving units; Moving commanders; order
 * sheet).
 */
#include "battle-fixture.h"

/* Infantry move 2 hexes without battling, or 1 and battle. */
static void
test_infantry_move_two_or_one_and_battle (void)
{
  Fixture f;
  guint foot;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  foot = unit_of (&f, 0, 0);
  order (&f, "red-1", UNITS ((int) foot));
  act (&f, BN_ACTION_MOVE_UNIT, foot, BN_HEX_DIR_N, 0);
  act (&f, BN_ACTION_MOVE_UNIT, foot, BN_HEX_DIR_N, 0);
  refused (&f, BN_ACTION_MOVE_UNIT, foot, BN_HEX_DIR_NE, 0, "may move 2 hexes");
  end_moves (&f);
  refused (&f, BN_ACTION_BATTLE, foot, unit_of (&f, 1, 0), 0, "may move 1 hex and battle");
  fixture_clear (&f);
}

/* Cavalry move 3 hexes and battle. */
static void
test_cavalry_move_three_and_battle (void)
{
  Fixture f;
  guint horse;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, HORSE, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  horse = unit_of (&f, 0, 0);
  order (&f, "red-1", UNITS ((int) horse));
  for (guint i = 0; i < 3; i++)
    act (&f, BN_ACTION_MOVE_UNIT, horse, BN_HEX_DIR_N, 0);
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, horse, unit_of (&f, 1, 0), 0);
  fixture_clear (&f);
}

/* Artillery moves 1 hex and does not battle. */
static void
test_artillery_moves_one (void)
{
  Fixture f;
  guint gun;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, GUNS, CA, "bolt-thrower", RED, 3, 7, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  gun = unit_of (&f, 0, 0);
  order (&f, "red-1", UNITS ((int) gun));
  act (&f, BN_ACTION_MOVE_UNIT, gun, BN_HEX_DIR_N, 0);
  refused (&f, BN_ACTION_MOVE_UNIT, gun, BN_HEX_DIR_N, 0, "may move 1 hexes");
  fixture_clear (&f);
}

/* Units cannot move onto a hex holding enemy units. */
static void
test_cannot_enter_enemy_hex (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0, "enemy units");
  fixture_clear (&f);
}

/* Entering a hex with a friendly unit ends the move. */
static void
test_entering_friendly_hex_ends_move (void)
{
  Fixture f;
  guint mover;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", BLUE, 3, 6, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  mover = unit_of (&f, 0, 0);
  order (&f, "red-1", UNITS ((int) mover));
  act (&f, BN_ACTION_MOVE_UNIT, mover, BN_HEX_DIR_N, 0);
  refused (&f, BN_ACTION_MOVE_UNIT, mover, BN_HEX_DIR_N, 0, "move is over");
  fixture_clear (&f);
}

/* No move leaves the battlefield. */
static void
test_cannot_leave_battlefield (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 8, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_S, 0, "off the battlefield");
  fixture_clear (&f);
}

/* Each move is completed before another begins. */
static void
test_one_move_at_a_time (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 5, 7, BN_HEX_DIR_N);
  fixture_start (&f, "red-2");
  order (&f, "red-2", UNITS ((int) unit_of (&f, 0, 0), (int) unit_of (&f, 0, 1)));
  act (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0);
  act (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 1), BN_HEX_DIR_N, 0);
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0, "move is over");
  fixture_clear (&f);
}

/* Only ordered units move. */
static void
test_unordered_unit_cannot_move (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 5, 7, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 1), BN_HEX_DIR_N, 0, "given an order");
  fixture_clear (&f);
}

/* A mounted commander ordered on his own moves 3 hexes; entering a
 * friendly unit's hex ends his move. */
static void
test_commander_moves_alone (void)
{
  Fixture f;
  guint captain;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 5, 4, BN_HEX_DIR_N);
  fixture_commander (&f, 0, BN_COMMANDER_CAPTAIN, -1, 1, 8);
  fixture_start (&f, "red-1");
  captain = commander_of (&f, 0, 0);
  play (&f, "red-1");
  act (&f, BN_ACTION_ORDER_COMMANDER, captain, 0, 0);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  for (guint i = 0; i < 3; i++)
    act (&f, BN_ACTION_MOVE_COMMANDER, captain, BN_HEX_DIR_N, 0);
  refused (&f, BN_ACTION_MOVE_COMMANDER, captain, BN_HEX_DIR_N, 0, "may move 3 hexes");
  fixture_clear (&f);
}

/* Cavalry may dismount and battle, as their infantry equivalent, or
 * battle and mount (L&L, unit classes; order sheet "Mount or dism."). */
static void
test_mount_and_dismount (void)
{
  Fixture f;
  guint horse, enemy;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, HORSE, CB, "lance", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  horse = unit_of (&f, 0, 0);
  enemy = unit_of (&f, 1, 0);
  order (&f, "red-1", UNITS ((int) horse));
  refused (&f, BN_ACTION_MOUNT, horse, 0, 0, "battle and mount");
  act (&f, BN_ACTION_DISMOUNT, horse, 0, 0);
  g_assert_cmpint (bn_battle_get_unit_class (f.battle, horse)->arm, ==, FOOT);
  g_assert_cmpint (bn_battle_get_unit_class (f.battle, horse)->unit_class, ==, CB);
  refused (&f, BN_ACTION_MOVE_UNIT, horse, BN_HEX_DIR_NE, 0, "move is over");
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, horse, enemy, 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 4);  /* B-class infantry dice */
  dice (&f, "shield shield shield shield");
  dice (&f, "shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  act (&f, BN_ACTION_MOUNT, horse, 0, 0);
  g_assert_cmpint (bn_battle_get_unit_class (f.battle, horse)->arm, ==, HORSE);
  g_assert_cmpint (unit (&f, horse)->remount, ==, -1);
  refused (&f, BN_ACTION_MOUNT, horse, 0, 0, "only dismounted cavalry");
  g_assert_cmpuint (count_events (&f, BN_EVENT_MOUNTED), ==, 2);
  fixture_clear (&f);

  /* Dismounting is the whole move; infantry never mount. */
  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, HORSE, CB, "lance", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", BLUE, 5, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 0, BN_HEX_DIR_S);
  fixture_start (&f, "red-1 blue-1");
  horse = unit_of (&f, 0, 0);
  order (&f, "red-1", UNITS ((int) horse));
  act (&f, BN_ACTION_MOVE_UNIT, horse, BN_HEX_DIR_N, 0);
  refused (&f, BN_ACTION_DISMOUNT, horse, 0, 0, "instead of moving");
  end_moves (&f);
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  pass_turn (&f);
  order (&f, "blue-1", UNITS ((int) unit_of (&f, 0, 1)));
  refused (&f, BN_ACTION_DISMOUNT, unit_of (&f, 0, 1), 0, 0, "only cavalry");
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/movement/infantry-move-two-or-one-and-battle",
                   test_infantry_move_two_or_one_and_battle);
  g_test_add_func ("/battle/movement/cavalry-move-three-and-battle", test_cavalry_move_three_and_battle);
  g_test_add_func ("/battle/movement/artillery-moves-one", test_artillery_moves_one);
  g_test_add_func ("/battle/movement/cannot-enter-enemy-hex", test_cannot_enter_enemy_hex);
  g_test_add_func ("/battle/movement/entering-friendly-hex-ends-move", test_entering_friendly_hex_ends_move);
  g_test_add_func ("/battle/movement/cannot-leave-battlefield", test_cannot_leave_battlefield);
  g_test_add_func ("/battle/movement/one-move-at-a-time", test_one_move_at_a_time);
  g_test_add_func ("/battle/movement/unordered-unit-cannot-move", test_unordered_unit_cannot_move);
  g_test_add_func ("/battle/movement/commander-moves-alone", test_commander_moves_alone);
  g_test_add_func ("/battle/movement/mount-and-dismount", test_mount_and_dismount);
  return g_test_run ();
}
