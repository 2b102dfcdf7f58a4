/* test-battle-command.c — command cards and orders: colours, counts, one
 * order per unit, discarding when nothing can be ordered, drawing,
 * reshuffling, who goes first (L&L, Command cards; Game turn).
 */
#include "battle-fixture.h"

static void
two_colours (Fixture *f)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 1, 7, BN_HEX_DIR_N);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (f, 0, FOOT, CB, "spear", BLUE, 5, 7, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 1, BN_HEX_DIR_S);
}

/* A card orders units of its colour, as many as it says. */
static void
test_card_orders_its_colour_and_count (void)
{
  Fixture f;

  two_colours (&f);
  fixture_start (&f, "red-1");
  play (&f, "red-1");
  refused (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 2), 0, 0, "L&L, Play a command card");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0);
  refused (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 1), 0, 0, "no such order left");
  refused (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0, "more than one order");
  fixture_clear (&f);
}

/* "One unit of each colour". */
static void
test_each_colour_card (void)
{
  Fixture f;

  two_colours (&f);
  fixture_start (&f, "each-colour");
  play (&f, "each-colour");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0);
  refused (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 1), 0, 0, "L&L, Play a command card");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 2), 0, 0);
  fixture_clear (&f);
}

/* "Three freestanding commanders": commanders alone, not units. */
static void
test_commanders_card_freestanding_only (void)
{
  Fixture f;

  two_colours (&f);
  fixture_commander (&f, 0, BN_COMMANDER_CAPTAIN, -1, 7, 7);
  fixture_commander (&f, 0, BN_COMMANDER_SERGEANT, 0, 0, 0);
  fixture_start (&f, "commanders");
  play (&f, "commanders");
  refused (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0, "freestanding commanders only");
  refused (&f, BN_ACTION_ORDER_COMMANDER, commander_of (&f, 0, 1), 0, 0, "freestanding");
  act (&f, BN_ACTION_ORDER_COMMANDER, commander_of (&f, 0, 0), 0, 0);
  fixture_clear (&f);
}

/* With no card able to order a unit, discard one and draw: that ends the
 * turn. Otherwise discarding is refused. */
static void
test_discard_when_no_card_orders (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", GREEN, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 1, BN_HEX_DIR_S);
  fixture_start (&f, "red-1 blue-1");
  refused (&f, BN_ACTION_PLAY_CARD, 0, 0, 0, "can order none");
  act (&f, BN_ACTION_DISCARD_CARD, 0, 0, 0);
  g_assert_cmpuint (bn_battle_get_active_side (f.battle), ==, 1);
  g_assert_cmpuint (bn_battle_get_hand_size (f.battle, 0), ==, 2);
  g_assert_cmpuint (count_events (&f, BN_EVENT_CARD_DISCARDED), ==, 1);
  refused (&f, BN_ACTION_DISCARD_CARD, 0, 0, 0, "only when none");
  fixture_clear (&f);
}

/* After the turn the card played is discarded and a new one drawn; the
 * die picks it from the draw pile, so a typed die draws a chosen card. */
static void
test_draw_after_turn (void)
{
  Fixture f;
  guint want, kind;

  two_colours (&f);
  fixture_start (&f, "red-1 blue-1 green-1");
  play (&f, "red-1");
  g_assert_cmpuint (bn_battle_get_hand_size (f.battle, 0), ==, 2);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  act (&f, BN_ACTION_END_MOVES, 0, 0, 0);
  /* The last card of the draw pile. */
  want = 0;
  for (guint c = 0; c < bn_battle_get_deck_size (f.battle); c++)
    if (bn_battle_card_die (f.battle, c) == bn_battle_get_n_draw (f.battle))
      want = c;
  kind = bn_battle_get_card_kind (f.battle, want);
  bn_chance_push_die (f.chance, bn_battle_get_n_draw (f.battle));
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  g_assert_cmpuint (bn_battle_get_hand_size (f.battle, 0), ==, 3);
  g_assert_cmpuint (bn_battle_get_hand_card (f.battle, 0, 2), ==, want);
  g_assert_cmpuint (bn_battle_get_card_kind (f.battle, bn_battle_get_hand_card (f.battle, 0, 2)), ==, kind);
  fixture_clear (&f);
}

/* When the draw pile runs out, the discards are reshuffled into it. */
static void
test_reshuffle_when_deck_empty (void)
{
  Fixture f;

  two_colours (&f);
  fixture_start (&f, "red-1 blue-1");
  for (guint i = 0; i < 80 && count_events (&f, BN_EVENT_RESHUFFLE) == 0; i++)
    pass_turn (&f);
  g_assert_cmpuint (count_events (&f, BN_EVENT_RESHUFFLE), >=, 1);
  fixture_clear (&f);
}

/* Without a first player in the scenario, a battle die each decides:
 * highest goes first, ties roll again. */
static void
test_first_player_by_die (void)
{
  Fixture f;

  two_colours (&f);
  f.scenario->first_side = -1;
  bn_chance_push_die (f.chance, 3);
  bn_chance_push_die (f.chance, 3);
  bn_chance_push_die (f.chance, 2);
  bn_chance_push_die (f.chance, 5);
  fixture_start (&f, "red-1");
  g_assert_cmpuint (bn_battle_get_active_side (f.battle), ==, 1);
  g_assert_cmpuint (count_dice (&f, BN_DIE_FIRST_SIDE), ==, 4);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/command/card-orders-its-colour-and-count", test_card_orders_its_colour_and_count);
  g_test_add_func ("/battle/command/each-colour-card", test_each_colour_card);
  g_test_add_func ("/battle/command/commanders-card-freestanding-only", test_commanders_card_freestanding_only);
  g_test_add_func ("/battle/command/discard-when-no-card-orders", test_discard_when_no_card_orders);
  g_test_add_func ("/battle/command/draw-after-turn", test_draw_after_turn);
  g_test_add_func ("/battle/command/reshuffle-when-deck-empty", test_reshuffle_when_deck_empty);
  g_test_add_func ("/battle/command/first-player-by-die", test_first_player_by_die);
  return g_test_run ();
}
