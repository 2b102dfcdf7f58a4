/* test-battle-why.c — why a unit is offered no move or no battle: the
 * engine's own reasons, with their sources, for a unit held by a
 * "Battle" formed this turn, a B-class foot unit that moved two hexes,
 * and a target out of reach (L&L, Battles; order sheet; Range).
 */
#include "battle-fixture.h"
#include "bn-battle-why.h"

/* A unit of a "Battle" formed this turn is told held, before and after
 * the orders; a unit ordered alone is told nothing. */
static void
test_why_held_by_a_battle (void)
{
  Fixture f;
  guint captain;
  g_autofree char *before = NULL;
  g_autofree char *move = NULL;
  g_autofree char *fight = NULL;
  g_autofree char *free_move = NULL;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 6, 6, BN_HEX_DIR_N);
  fixture_commander (&f, 0, BN_COMMANDER_CAPTAIN, 0, 0, 0);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 5, BN_HEX_DIR_S);
  fixture_start (&f, "red-2 red-1");
  captain = commander_of (&f, 0, 0);
  play (&f, "red-2");
  /* Nothing is ordered yet: nothing stands in the way. */
  g_assert_null (bn_battle_why_no_battle (f.battle, 0, -1));
  g_assert_null (bn_battle_why_no_move (f.battle, 0));
  act (&f, BN_ACTION_FORM_GROUP, captain, 3, 0);
  before = bn_battle_why_no_move (f.battle, 0);
  g_assert_nonnull (before);
  g_assert_nonnull (strstr (before, "take no other action"));
  g_assert_nonnull (strstr (before, "(L&L, Battles)"));
  act (&f, BN_ACTION_ORDER_UNIT, 2, 0, 0);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  move = bn_battle_why_no_move (f.battle, 0);
  fight = bn_battle_why_no_battle (f.battle, 0, -1);
  g_assert_nonnull (move);
  g_assert_nonnull (strstr (move, "take no other action"));
  g_assert_nonnull (fight);
  g_assert_nonnull (strstr (fight, "take no other action"));
  /* The unit ordered alone may move and, after one hex, battle. */
  free_move = bn_battle_why_no_move (f.battle, 2);
  g_assert_null (free_move);
  g_assert_null (bn_battle_why_no_battle (f.battle, 2, -1));
  g_assert_null (bn_battle_why_no_battle_after (f.battle, 2, 1));
  fixture_clear (&f);
}

/* B-class infantry "may move 1 hex and battle": a second hex is said to
 * end its battle before it is taken, and after it the battle is refused
 * with that reason, for the enemy beside it as for any. */
static void
test_why_moved_too_far_to_battle (void)
{
  Fixture f;
  guint foot, enemy;
  g_autofree char *after = NULL;
  g_autofree char *any = NULL;
  g_autofree char *that = NULL;

  fixture_init (&f, 9, 9);
  foot = fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  enemy = unit_of (&f, 1, 0);
  order (&f, "red-1", UNITS ((int) foot));
  g_assert_null (bn_battle_why_no_battle_after (f.battle, foot, 1));
  act (&f, BN_ACTION_MOVE_UNIT, foot, BN_HEX_DIR_N, 0);
  after = bn_battle_why_no_battle_after (f.battle, foot, 1);
  g_assert_nonnull (after);
  g_assert_nonnull (strstr (after, "B-class infantry may move 1 hex and battle; moved 2"));
  g_assert_nonnull (strstr (after, "(L&L, order sheet)"));
  g_assert_null (bn_battle_why_no_battle (f.battle, foot, -1));
  act (&f, BN_ACTION_MOVE_UNIT, foot, BN_HEX_DIR_N, 0);
  g_assert_true (unit_at (&f, foot, 3, 4));
  end_moves (&f);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BATTLE);
  g_assert_false (is_legal (&f, BN_ACTION_BATTLE, foot, enemy, 0));
  any = bn_battle_why_no_battle (f.battle, foot, -1);
  that = bn_battle_why_no_battle (f.battle, foot, (int) enemy);
  g_assert_nonnull (any);
  g_assert_nonnull (strstr (any, "may move 1 hex and battle; this one moved 2 (L&L, order sheet)"));
  g_assert_cmpstr (any, ==, that);
  fixture_clear (&f);
}

/* In the battle phase a unit that may attack nobody is told what keeps
 * it from the nearest enemy; one that may attack is told nothing. */
static void
test_why_out_of_reach (void)
{
  Fixture f;
  guint foot, near_one;
  g_autofree char *why = NULL;

  fixture_init (&f, 9, 9);
  foot = fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);
  near_one = fixture_unit (&f, 0, FOOT, CB, "spear", RED, 6, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 2, BN_HEX_DIR_S);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 6, 5, BN_HEX_DIR_S);
  fixture_start (&f, "red-2");
  order (&f, "red-2", UNITS ((int) foot, (int) near_one));
  end_moves (&f);
  why = bn_battle_why_no_battle (f.battle, foot, -1);
  g_assert_nonnull (why);
  g_assert_cmpstr (why, ==, "a unit without bows or firearms fights only in close combat (L&L, Fronts)");
  g_assert_null (bn_battle_why_no_battle (f.battle, near_one, -1));
  /* The other side's units are not the side's to battle. */
  g_assert_null (bn_battle_why_no_battle (f.battle, unit_of (&f, 1, 0), -1));
  fixture_clear (&f);
}

/* Who chooses which of two units in a hex takes the casualties (L&L,
 * Combat): the defender where foot and horse share it, the attacker
 * where both are foot; a hex of one unit has no such choice. */
static void
test_why_defender_chooses (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 5, BN_HEX_DIR_S);
  fixture_unit (&f, 1, HORSE, CB, "lance", RED, 3, 5, BN_HEX_DIR_S);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 6, 5, BN_HEX_DIR_S);
  fixture_unit (&f, 1, FOOT, CC, "spear", RED, 6, 5, BN_HEX_DIR_S);
  fixture_start (&f, "red-2 red-1");
  g_assert_true (bn_battle_why_defender_chooses (f.battle, bn_hex_from_offset (3, 5)));
  g_assert_false (bn_battle_why_defender_chooses (f.battle, bn_hex_from_offset (6, 5)));
  g_assert_false (bn_battle_why_defender_chooses (f.battle, bn_hex_from_offset (3, 7)));
  fixture_clear (&f);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle-why/held-by-a-battle", test_why_held_by_a_battle);
  g_test_add_func ("/battle-why/moved-too-far-to-battle", test_why_moved_too_far_to_battle);
  g_test_add_func ("/battle-why/out-of-reach", test_why_out_of_reach);
  g_test_add_func ("/battle-why/defender-chooses", test_why_defender_chooses);
  return g_test_run ();
}
