/* test-battle-cards.c — the command deck and the special cards: stakes
 * (appendix 1), bribing mercenaries (appendix 2).
 */
#include "battle-fixture.h"

static guint
deck_count (Fixture    *f,
            const char *id)
{
  guint kind = card_kind (f, id), n = 0;

  for (guint c = 0; c < bn_battle_get_deck_size (f->battle); c++)
    if (bn_battle_get_card_kind (f->battle, c) == kind)
      n++;
  return n;
}

/* 31 standard cards and the specials; optional ones only with their rule. */
static void
test_deck_composition (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  g_assert_cmpuint (bn_battle_get_deck_size (f.battle), ==, 33);
  g_assert_cmpuint (deck_count (&f, "red-2"), ==, 4);
  g_assert_cmpuint (deck_count (&f, "each-colour"), ==, 4);
  g_assert_cmpuint (deck_count (&f, "commanders"), ==, 3);
  g_assert_cmpuint (deck_count (&f, "money-30"), ==, 0);
  g_assert_cmpuint (deck_count (&f, "stakes"), ==, 0);
  g_assert_cmpuint (deck_count (&f, "single-combat-70"), ==, 1);
  fixture_clear (&f);

  fixture_init (&f, 9, 9);
  f.scenario->options = BN_BATTLE_OPTION_STAKES | BN_BATTLE_OPTION_MERCENARIES;
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  g_assert_cmpuint (bn_battle_get_deck_size (f.battle), ==, 37);
  g_assert_cmpuint (deck_count (&f, "money-30") + deck_count (&f, "money-40"), ==, 2);
  g_assert_cmpuint (deck_count (&f, "stakes"), ==, 2);
  fixture_clear (&f);
}

/* Stakes: planted on a side of an archer unit's active front for a hex
 * of movement; an attack over them loses a die; gone when the archers
 * move. */
static void
test_plant_stakes (void)
{
  Fixture f;
  guint archers;

  fixture_init (&f, 9, 9);
  f.scenario->options = BN_BATTLE_OPTION_STAKES;
  fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "stakes | red-1");
  archers = unit_of (&f, 0, 0);
  order (&f, "stakes", UNITS ((int) archers));
  refused (&f, BN_ACTION_PLANT_STAKES, archers, BN_HEX_DIR_S, 0, "active front");
  act (&f, BN_ACTION_PLANT_STAKES, archers, BN_HEX_DIR_N, 0);
  g_assert_cmpint (unit (&f, archers)->stakes, ==, BN_HEX_DIR_N);
  g_assert_cmpuint (unit (&f, archers)->moved, ==, 1);
  end_moves (&f);
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  order (&f, "red-1", UNITS ((int) unit_of (&f, 1, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 1, 0), archers, 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 4 - 1);
  fixture_clear (&f);

  fixture_init (&f, 9, 9);
  f.scenario->options = BN_BATTLE_OPTION_STAKES;
  fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 3, 6, BN_HEX_DIR_N);
  fixture_start (&f, "stakes");
  archers = unit_of (&f, 0, 0);
  order (&f, "stakes", UNITS ((int) archers));
  act (&f, BN_ACTION_PLANT_STAKES, archers, BN_HEX_DIR_N, 0);
  act (&f, BN_ACTION_MOVE_UNIT, archers, BN_HEX_DIR_N, 0);
  g_assert_cmpint (unit (&f, archers)->stakes, ==, -1);
  fixture_clear (&f);
}

/* Only archer units answer the stakes card. */
static void
test_stakes_card_orders_archers_only (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  f.scenario->options = BN_BATTLE_OPTION_STAKES;
  fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 5, 6, BN_HEX_DIR_N);
  fixture_start (&f, "stakes");
  play (&f, "stakes");
  refused (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 1), 0, 0, "archer units only");
  fixture_clear (&f);
}

static void
mercenaries (Fixture *f,
             guint    promise)
{
  fixture_init (f, 9, 9);
  f->scenario->options = BN_BATTLE_OPTION_MERCENARIES;
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 1, 7, BN_HEX_DIR_N);
  fixture_commander (f, 0, BN_COMMANDER_CAPTAIN, -1, 3, 5);
  fixture_unit (f, 1, FOOT, CB, "crossbow", RED, 3, 3, BN_HEX_DIR_S);
  f->army[1]->units[0].mercenary = TRUE;
  f->army[1]->units[0].promise = promise;
}

/* "It's all for the money": 1D6 × 10 + the card's GP; unmatched, the
 * mercenaries change sides and may act this turn. Their promise of 1
 * army point counts as 10 GP (gold-per-army-point). */
static void
test_bribe_mercenaries_change_sides (void)
{
  Fixture f;
  guint merc;

  mercenaries (&f, 1);
  fixture_start (&f, "money-30 | money-40 single-combat-70");
  merc = unit_of (&f, 1, 0);
  play (&f, "money-30");
  bn_chance_push_die (f.chance, 4);
  act (&f, BN_ACTION_BRIBE, merc, 0, 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_GOLD), ==, 70);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_PAY);
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 1);
  act (&f, BN_ACTION_REFUSE, 0, 0, 0);
  g_assert_cmpuint (unit (&f, merc)->side, ==, 0);
  g_assert_cmpuint (unit (&f, merc)->ordered, ==, BN_ORDER_FULL);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_MOVE);
  act (&f, BN_ACTION_MOVE_UNIT, merc, BN_HEX_DIR_S, 0);
  fixture_clear (&f);
}

/* Matched with the promise and special cards, the mercenaries stay; the
 * payer draws one card however many he paid. */
static void
test_bribe_matched_keeps_unit (void)
{
  Fixture f;
  guint merc;

  mercenaries (&f, 1);
  fixture_start (&f, "money-30 | money-40 single-combat-70");
  merc = unit_of (&f, 1, 0);
  play (&f, "money-30");
  bn_chance_push_die (f.chance, 4);
  act (&f, BN_ACTION_BRIBE, merc, 0, 0);
  act (&f, BN_ACTION_PAY, 0, 0, 0);   /* 10 + 40 */
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_PAY);
  act (&f, BN_ACTION_PAY, 0, 0, 0);   /* + 20 = 70 */
  g_assert_cmpuint (unit (&f, merc)->side, ==, 1);
  g_assert_cmpuint (bn_battle_get_hand_size (f.battle, 1), ==, 1);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BATTLE);
  fixture_clear (&f);
}

/* A promise above the bribe keeps them without paying; a mercenary out of
 * every captain's reach cannot be bribed. */
static void
test_promise_and_reach (void)
{
  Fixture f;

  mercenaries (&f, 20);
  fixture_start (&f, "money-30 | red-1");
  play (&f, "money-30");
  act (&f, BN_ACTION_BRIBE, unit_of (&f, 1, 0), 0, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BATTLE);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->side, ==, 1);
  fixture_clear (&f);

  mercenaries (&f, 1);
  f.army[0]->commanders[0].row = 8;
  f.army[0]->commanders[0].col = 8;
  fixture_start (&f, "money-30 red-1 | red-1");
  refused (&f, BN_ACTION_PLAY_CARD, 0, 0, 0, "can order none");
  fixture_clear (&f);
}

/* Bribe and promise in one unit of account: a promise of 7 army points is
 * 70 GP and keeps the mercenaries against a 70 GP bribe without paying;
 * a promise of 6 (60 GP) leaves 10 GP to pay. */
static void
test_promise_in_gold (void)
{
  for (guint promise = 6; promise <= 7; promise++)
    {
      Fixture f;

      mercenaries (&f, promise);
      fixture_start (&f, "money-30 | money-40 single-combat-70");
      play (&f, "money-30");
      bn_chance_push_die (f.chance, 4);
      act (&f, BN_ACTION_BRIBE, unit_of (&f, 1, 0), 0, 0);
      g_assert_cmpint (last_event_value (&f, BN_EVENT_GOLD), ==, 70);
      g_assert_cmpint (bn_battle_get_phase (f.battle), ==, promise == 7 ? BN_PHASE_BATTLE : BN_PHASE_PAY);
      g_assert_cmpuint (bn_battle_rules_get_constants (f.rules)->gold_per_army_point, ==, 10);
      fixture_clear (&f);
    }
}

/* With a second unit in the hex, stakes hold only while the archers hold
 * the front and take the casualties of a close combat: the attacker must
 * meet them; a defender who gives the casualties to his other unit loses
 * the stakes. */
static void
test_stakes_archers_take_casualties (void)
{
  Fixture f;
  guint archers, partner, enemy;

  for (guint variant = 0; variant < 2; variant++)
    {
      fixture_init (&f, 9, 9);
      f.scenario->options = BN_BATTLE_OPTION_STAKES;
      fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 3, 4, BN_HEX_DIR_N);
      if (variant == 0)
        fixture_unit (&f, 0, FOOT, CB, "spear", BLUE, 3, 4, BN_HEX_DIR_N);
      else
        fixture_unit (&f, 0, HORSE, CB, "lance", BLUE, 3, 4, BN_HEX_DIR_N);
      fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
      fixture_start (&f, "stakes | red-1");
      archers = unit_of (&f, 0, 0);
      partner = unit_of (&f, 0, 1);
      enemy = unit_of (&f, 1, 0);
      order (&f, "stakes", UNITS ((int) archers));
      act (&f, BN_ACTION_PLANT_STAKES, archers, BN_HEX_DIR_N, 0);
      end_moves (&f);
      act (&f, BN_ACTION_END_TURN, 0, 0, 0);
      order (&f, "red-1", UNITS ((int) enemy));
      end_moves (&f);
      if (variant == 0)
        {
          refused (&f, BN_ACTION_BATTLE, enemy, partner, 0, "appendix 1");
          act (&f, BN_ACTION_BATTLE, enemy, archers, 0);
          g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 4 - 1);
          g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_DEFEND);
        }
      else
        {
          act (&f, BN_ACTION_BATTLE, enemy, archers, 0);
          g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_CASUALTIES);
          act (&f, BN_ACTION_TAKE_CASUALTIES, partner, 0, 0);
          g_assert_cmpint (last_event_value (&f, BN_EVENT_CASUALTIES), ==, 4);
          g_assert_cmpint (unit (&f, archers)->stakes, ==, -1);
        }
      fixture_clear (&f);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/cards/deck-composition", test_deck_composition);
  g_test_add_func ("/battle/cards/plant-stakes", test_plant_stakes);
  g_test_add_func ("/battle/cards/stakes-archers-take-casualties", test_stakes_archers_take_casualties);
  g_test_add_func ("/battle/cards/stakes-card-orders-archers-only", test_stakes_card_orders_archers_only);
  g_test_add_func ("/battle/cards/bribe-mercenaries-change-sides", test_bribe_mercenaries_change_sides);
  g_test_add_func ("/battle/cards/bribe-matched-keeps-unit", test_bribe_matched_keeps_unit);
  g_test_add_func ("/battle/cards/promise-and-reach", test_promise_and_reach);
  g_test_add_func ("/battle/cards/promise-in-gold", test_promise_in_gold);
  return g_test_run ();
}
