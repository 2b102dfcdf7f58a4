/* test-battle-companies.c — commanders commanding one or two units in
 * their hex: one order for two units, the sergeant's one colour, moving
 * with the unit or staying (L&L, Companies).
 */
#include "battle-fixture.h"

static void
company (Fixture        *f,
         BnCommanderRank rank)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 0, FOOT, CB, "spear", BLUE, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 6, 7, BN_HEX_DIR_N);
  fixture_commander (f, 0, rank, 0, 0, 0);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
}

/* A captain's two units count as one order, whatever their colours; both
 * move and battle. */
static void
test_captain_company_counts_as_one (void)
{
  Fixture f;

  company (&f, BN_COMMANDER_CAPTAIN);
  fixture_start (&f, "red-2");
  play (&f, "red-2");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 1), 0, 0);  /* the blue one: its red partner counts */
  g_assert_cmpuint (unit (&f, unit_of (&f, 0, 0))->ordered, ==, BN_ORDER_FULL);
  g_assert_cmpuint (unit (&f, unit_of (&f, 0, 1))->ordered, ==, BN_ORDER_FULL);
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 2), 0, 0);  /* the card's second order */
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  end_moves (&f);
  g_assert_true (is_legal (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 1), unit_of (&f, 1, 0), 0));
  fixture_clear (&f);
}

/* A sergeant's unit of the other colour moves with the company but does
 * not battle. */
static void
test_sergeant_other_colour_moves_not_battle (void)
{
  Fixture f;

  company (&f, BN_COMMANDER_SERGEANT);
  fixture_start (&f, "red-1");
  play (&f, "red-1");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 0, 1))->ordered, ==, BN_ORDER_MOVE_ONLY);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  end_moves (&f);
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 1), unit_of (&f, 1, 0), 0, "may move but not battle");
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  fixture_clear (&f);
}

/* The commander moves with his unit to the same hex, or stays. */
static void
test_commander_moves_with_unit_or_stays (void)
{
  for (guint with = 0; with < 2; with++)
    {
      Fixture f;
      guint c;

      fixture_init (&f, 9, 9);
      fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);
      fixture_commander (&f, 0, BN_COMMANDER_CAPTAIN, 0, 0, 0);
      fixture_start (&f, "red-1");
      c = commander_of (&f, 0, 0);
      order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
      act (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, with);
      g_assert_cmpint (bn_hex_equal (bn_battle_get_commander (f.battle, c)->hex, unit (&f, unit_of (&f, 0, 0))->hex),
                       ==, with);
      fixture_clear (&f);
    }
}

/* A commander entering a friendly unit's hex takes command: its next
 * order includes him, and he adds his die. */
static void
test_commander_takes_command_on_entering (void)
{
  Fixture f;
  guint c;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_commander (&f, 0, BN_COMMANDER_CAPTAIN, -1, 3, 6);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-1 red-2 red-3");
  c = commander_of (&f, 0, 0);
  play (&f, "red-1");
  act (&f, BN_ACTION_ORDER_COMMANDER, c, 0, 0);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  act (&f, BN_ACTION_MOVE_COMMANDER, c, BN_HEX_DIR_N, 0);
  act (&f, BN_ACTION_MOVE_COMMANDER, c, BN_HEX_DIR_N, 0);
  refused (&f, BN_ACTION_MOVE_COMMANDER, c, BN_HEX_DIR_NE, 0, "move is over");
  end_moves (&f);
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  pass_turn (&f);
  order (&f, "red-2", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 5);
  fixture_clear (&f);
}

/* At 10 cm a commander commands his unit and one other in an adjacent
 * hex: a captain's two count as one order (L&L, appendix 3). */
static void
test_10cm_company_adjacent_unit (void)
{
  Fixture f;
  guint own, next, far;

  fixture_init (&f, 9, 9);
  f.scenario->stacking = BN_STACKING_10CM;
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", BLUE, 4, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 6, 7, BN_HEX_DIR_N);
  fixture_commander (&f, 0, BN_COMMANDER_CAPTAIN, 0, 0, 0);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 1, BN_HEX_DIR_S);
  fixture_start (&f, "red-2");
  own = unit_of (&f, 0, 0);
  next = unit_of (&f, 0, 1);
  far = unit_of (&f, 0, 2);
  play (&f, "red-2");
  g_assert_true (is_legal (&f, BN_ACTION_ORDER_UNIT, own, 0, next + 1));
  refused (&f, BN_ACTION_ORDER_UNIT, own, 0, far + 1, "one other in an adjacent hex");
  refused (&f, BN_ACTION_ORDER_UNIT, next, 0, own + 1, "commander in the unit's hex");
  act (&f, BN_ACTION_ORDER_UNIT, own, 0, next + 1);
  g_assert_cmpuint (unit (&f, own)->ordered, ==, BN_ORDER_FULL);
  g_assert_cmpuint (unit (&f, next)->ordered, ==, BN_ORDER_FULL);
  act (&f, BN_ACTION_ORDER_UNIT, far, 0, 0);  /* the card's second order */
  fixture_clear (&f);

  /* At 15 cm the company is the commander's hex only. */
  company (&f, BN_COMMANDER_CAPTAIN);
  fixture_start (&f, "red-2");
  play (&f, "red-2");
  refused (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, unit_of (&f, 0, 2) + 1, "only at 10 cm");
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/companies/captain-company-counts-as-one", test_captain_company_counts_as_one);
  g_test_add_func ("/battle/companies/10cm-company-adjacent-unit", test_10cm_company_adjacent_unit);
  g_test_add_func ("/battle/companies/sergeant-other-colour-moves-not-battle",
                   test_sergeant_other_colour_moves_not_battle);
  g_test_add_func ("/battle/companies/commander-moves-with-unit-or-stays",
                   test_commander_moves_with_unit_or_stays);
  g_test_add_func ("/battle/companies/commander-takes-command-on-entering",
                   test_commander_takes_command_on_entering);
  return g_test_run ();
}
