/* test-battlelore-command.c — the BattleLore variant: command by colour,
 * the section cards, one unit per hex, moves per class, zones of control
 * (seed 001, "Command cards", "Game turn", "Moving units", order sheet). */
#include "battlelore-fixture.h"
#include "bn-battle-ai.h"

/* "Red, yellow & green": the middle colour is yellow, and the section
 * cards read left wing red, centre yellow, right wing green. */
static void
test_colours_traffic_light (void)
{
  Fixture f;
  const BnCommandCardProfile *probe;

  bl_init (&f, 9, 9);
  g_assert_cmpstr (bn_battle_rules_colour_name (f.rules, RED), ==, "red");
  g_assert_cmpstr (bn_battle_rules_colour_name (f.rules, YELLOW), ==, "yellow");
  g_assert_cmpstr (bn_battle_rules_colour_name (f.rules, GREEN), ==, "green");
  probe = bn_battle_rules_get_card (f.rules, card_kind (&f, "probe-yellow"));
  g_assert_cmpint (probe->kind, ==, BN_CARD_KIND_COLOUR);
  g_assert_cmpint (probe->colour, ==, YELLOW);
  g_assert_cmpuint (probe->orders, ==, 2);
  g_assert_cmpint (bn_battle_rules_get_card (f.rules, card_kind (&f, "on-the-march"))->kind, ==,
                   BN_CARD_KIND_EACH_COLOUR);
  g_assert_true (bn_battle_rules_get_ruleset (f.rules) == bn_ruleset_lookup ("battlelore"));
  fixture_clear (&f);
}

/* A yellow card orders yellow units only. */
static void
test_card_orders_its_colour (void)
{
  Fixture f;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", YELLOW, 2, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 4, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 4, 1, BN_HEX_DIR_S);
  fixture_start (&f, "scout-yellow");
  play (&f, "scout-yellow");
  refused (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 1), 0, 0, "");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0);
  fixture_clear (&f);
}

/* "Units cannot move onto or through a hexagon that already contains
 * another unit": one unit per hex, whatever the scenario's stacking. */
static void
test_one_unit_per_hex (void)
{
  Fixture f;
  int col, row;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CC, "spear", RED, 3, 6, BN_HEX_DIR_N);
  offset_toward (3, 6, BN_HEX_DIR_N, &col, &row);
  fixture_unit (&f, 0, FOOT, CC, "spear", GREEN, col, row, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 7, 0, BN_HEX_DIR_S);
  fixture_start (&f, "scout-red");
  order (&f, "scout-red", UNITS ((int) unit_of (&f, 0, 0)));
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0, "at most 1 friendly unit");
  fixture_clear (&f);
}

/* Order sheet: A-class infantry "1 & 4 dice" moves one hex; C-class
 * infantry "2 & 3-3-2-1" moves two and still battles; C-class cavalry
 * moves four. */
static void
test_moves_per_class (void)
{
  Fixture f;
  const BnClassProfile *a_foot, *c_foot, *c_horse;

  bl_init (&f, 9, 9);
  a_foot = bn_battle_rules_lookup_class (f.rules, FOOT, CA);
  c_foot = bn_battle_rules_lookup_class (f.rules, FOOT, CC);
  c_horse = bn_battle_rules_lookup_class (f.rules, HORSE, CC);
  g_assert_cmpuint (a_foot->move, ==, 1);
  g_assert_cmpuint (c_foot->move_and_battle, ==, 2);
  g_assert_nonnull (c_horse);
  g_assert_cmpuint (c_horse->move, ==, 4);

  fixture_unit (&f, 0, FOOT, CA, "heavy-weapon", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 7, 0, BN_HEX_DIR_S);
  fixture_start (&f, "scout-red");
  order (&f, "scout-red", UNITS ((int) unit_of (&f, 0, 0)));
  act (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0);
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0, "may move 1 hex");
  fixture_clear (&f);
}

/* "A unit entering the ZOC of an enemy unit must end its move there." */
static void
test_zone_of_control_stops (void)
{
  Fixture f;
  guint u;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, HORSE, CC, "spear", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "scout-red");
  u = unit_of (&f, 0, 0);
  order (&f, "scout-red", UNITS ((int) u));
  act (&f, BN_ACTION_MOVE_UNIT, u, BN_HEX_DIR_N, 0);
  g_assert_false (unit (&f, u)->stopped);
  act (&f, BN_ACTION_MOVE_UNIT, u, BN_HEX_DIR_N, 0);   /* next to the enemy */
  g_assert_true (unit (&f, u)->stopped);
  refused (&f, BN_ACTION_MOVE_UNIT, u, BN_HEX_DIR_NE, 0, "move is over");
  fixture_clear (&f);
}

/* House tactic card "Mounted charge": mounted units of any colour, one
 * by one, up to its orders; foot refused. */
static void
test_tactic_mounted_charge (void)
{
  Fixture f;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, HORSE, CB, "lance", RED, 2, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 0, HORSE, CC, "spear", GREEN, 4, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", YELLOW, 6, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 4, 1, BN_HEX_DIR_S);
  fixture_start (&f, "mounted-charge");
  play (&f, "mounted-charge");
  refused (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 2), 0, 0, "Mounted charge");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0);
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 1), 0, 0);
  g_assert_cmpint (unit (&f, unit_of (&f, 0, 1))->ordered, ==, BN_ORDER_FULL);
  fixture_clear (&f);
}

/* House tactic card "Darken the sky": units with ranged weapons only. */
static void
test_tactic_darken_the_sky (void)
{
  Fixture f;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "bow", GREEN, 2, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", GREEN, 4, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 4, 1, BN_HEX_DIR_S);
  fixture_start (&f, "darken-the-sky");
  play (&f, "darken-the-sky");
  refused (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 1), 0, 0, "Darken the sky");
  g_assert_true (is_legal (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0));
  fixture_clear (&f);
}

/* A scenario may say which ruleset it is written for: another ruleset's
 * battle refuses it, naming both. */
static void
test_scenario_names_its_ruleset (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  BnBattle *battle;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 1, BN_HEX_DIR_S);
  f.scenario->rules = g_strdup ("lords-and-levies");
  battle = bn_battle_new (f.rules, f.scenario, f.army[0], f.army[1], f.chance, &error);
  g_assert_null (battle);
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "written for Lords & Levies, not BattleLore"));
  g_clear_error (&error);
  g_free (f.scenario->rules);
  f.scenario->rules = g_strdup ("battlelore");
  fixture_start (&f, "scout-red");
  g_assert_cmpstr (bn_battle_get_scenario (f.battle)->rules, ==, "battlelore");
  fixture_clear (&f);
}

/* "Battles": a captain's "Battle" of a red unit (his own) and two yellow
 * ones beside him, ordered by a red card: all three may move, the red
 * battles, and "ONE of the units in a non-active colour & adjacent to the
 * general's hex may also battle" — either yellow, but not both. */
static void
test_battle_one_other_colour_battles (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  int c, r;
  guint red, y1, y2, e_red, e_y1, e_y2, captain;

  bl_init (&f, 9, 9);
  red = fixture_unit (&f, 0, FOOT, CB, "spear", RED, 4, 6, BN_HEX_DIR_N);
  offset_toward (4, 6, BN_HEX_DIR_NW, &c, &r);
  y1 = fixture_unit (&f, 0, FOOT, CB, "spear", YELLOW, c, r, BN_HEX_DIR_N);
  offset_toward (c, r, BN_HEX_DIR_N, &c, &r);
  e_y1 = fixture_unit (&f, 1, FOOT, CB, "spear", RED, c, r, BN_HEX_DIR_S);
  offset_toward (4, 6, BN_HEX_DIR_NE, &c, &r);
  y2 = fixture_unit (&f, 0, FOOT, CB, "spear", YELLOW, c, r, BN_HEX_DIR_N);
  offset_toward (c, r, BN_HEX_DIR_N, &c, &r);
  e_y2 = fixture_unit (&f, 1, FOOT, CB, "spear", RED, c, r, BN_HEX_DIR_S);
  offset_toward (4, 6, BN_HEX_DIR_N, &c, &r);
  e_red = fixture_unit (&f, 1, FOOT, CB, "spear", RED, c, r, BN_HEX_DIR_S);
  captain = fixture_commander (&f, 0, BN_COMMANDER_CAPTAIN, (int) red, 0, 0);
  g_assert_true (bn_battle_army_add_group (f.army[0], captain, (guint[]) { red, y1, y2 }, 3, &error));
  g_assert_no_error (error);
  fixture_start (&f, "scout-red");
  play (&f, "scout-red");
  act (&f, BN_ACTION_ORDER_GROUP, 0, 0, 0);
  g_assert_cmpint (unit (&f, unit_of (&f, 0, red))->ordered, ==, BN_ORDER_FULL);
  g_assert_cmpint (unit (&f, unit_of (&f, 0, y1))->ordered, ==, BN_ORDER_MOVE_ONLY);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  end_moves (&f);
  g_assert_true (is_legal (&f, BN_ACTION_BATTLE, unit_of (&f, 0, y1), unit_of (&f, 1, e_y1), 0));
  g_assert_true (is_legal (&f, BN_ACTION_BATTLE, unit_of (&f, 0, y2), unit_of (&f, 1, e_y2), 0));
  dice (&f, "shield shield shield shield");
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, y1), unit_of (&f, 1, e_y1), 0);
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, y2), unit_of (&f, 1, e_y2), 0,
           "ONE unit of another colour beside the captain's hex (BattleLore, Battles)");
  /* A rule the variant leaves to L&L is cited as such. */
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, y1), unit_of (&f, 1, e_y1), 0,
           "once per turn (BattleLore: as L&L, Combat)");
  dice (&f, "shield shield shield shield shield");   /* 4 dice and the captain's */
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, red), unit_of (&f, 1, e_red), 0);
  fixture_clear (&f);
}

/* "Battles": a member that ends up outside its captain's zone "is no
 * longer part of the battle for the rest of the game … unless the battle
 * is regrouped the NEXT turn … if the player wishes so": no duty to
 * rejoin; still a member through the enemy's turn and its own next one,
 * out of the "Battle" at that turn's end. */
static void
test_battle_stray_leaves_after_next_turn (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  guint horse, foot, captain, enemy;

  bl_init (&f, 9, 9);
  horse = fixture_unit (&f, 0, HORSE, CA, "lance", RED, 3, 7, BN_HEX_DIR_N);
  foot = fixture_unit (&f, 0, FOOT, CB, "spear", YELLOW, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 7, 0, BN_HEX_DIR_S);
  enemy = fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 5, BN_HEX_DIR_S);
  f.army[1]->units[enemy].figures = 1;
  captain = fixture_commander (&f, 0, BN_COMMANDER_CAPTAIN, (int) horse, 0, 0);
  g_assert_true (bn_battle_army_add_group (f.army[0], captain, (guint[]) { horse, foot }, 2, &error));
  g_assert_no_error (error);
  fixture_start (&f, "scout-yellow probe-red probe-green | probe-red attack-red on-the-march");
  foot = unit_of (&f, 0, foot);
  enemy = unit_of (&f, 1, enemy);
  play (&f, "scout-yellow");
  act (&f, BN_ACTION_ORDER_GROUP, 0, 0, 0);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  end_moves (&f);
  dice (&f, "hit-any hit-any shield shield");
  act (&f, BN_ACTION_BATTLE, foot, enemy, 0);
  g_assert_cmpuint (unit (&f, enemy)->figures, ==, 0);
  act (&f, BN_ACTION_ADVANCE, 0, 0, 0);
  g_assert_true (unit_at (&f, foot, 3, 5));
  g_assert_false (bn_battle_unit_in_group_zoc (f.battle, foot));
  g_assert_false (bn_battle_unit_must_rejoin (f.battle, foot));
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  pass_turn (&f);
  g_assert_cmpint (unit (&f, foot)->group, ==, 0);
  g_assert_cmpuint (count_events (&f, BN_EVENT_GROUP_BROKEN), ==, 0);
  pass_turn (&f);
  g_assert_cmpint (unit (&f, foot)->group, ==, -1);
  g_assert_cmpuint (count_events (&f, BN_EVENT_GROUP_BROKEN), ==, 1);
  fixture_clear (&f);
}

/* House tactic cards add a die to each battle of the units they ordered:
 * Forward! in close combat (4 + 1), Darken the sky shooting (3 + 1 at 2
 * hexes); a section card adds nothing, nor does the card in the enemy's
 * turn. */
static void
tactic_dice (const char *card,
             const char *weapon,
             guint       range,
             int         expected)
{
  Fixture f;
  int c = 3, r = 6;
  guint att;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, weapon, RED, 3, 6, BN_HEX_DIR_N);
  for (guint i = 0; i < range; i++)
    offset_toward (c, r, BN_HEX_DIR_N, &c, &r);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, c, r, BN_HEX_DIR_S);
  fixture_start (&f, card);
  att = unit_of (&f, 0, 0);
  order (&f, card, UNITS ((int) att));
  end_moves (&f);
  dice (&f, "shield shield shield shield shield");
  act (&f, BN_ACTION_BATTLE, att, unit_of (&f, 1, 0), 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, expected);
  fixture_clear (&f);
}

static void
test_tactic_cards_add_dice (void)
{
  Fixture f;

  tactic_dice ("scout-red", "spear", 1, 4);
  tactic_dice ("forward", "spear", 1, 5);
  tactic_dice ("scout-red", "bow", 2, 3);
  tactic_dice ("darken-the-sky", "bow", 2, 4);
  /* Darken the sky adds nothing in close combat. */
  tactic_dice ("darken-the-sky", "bow", 1, 4);
  bl_init (&f, 9, 9);
  g_assert_cmpuint (bn_battle_rules_get_card (f.rules, card_kind (&f, "mounted-charge"))->close_combat_dice, ==, 1);
  fixture_clear (&f);
}

/* The AI plays a tactic card for its bonus: with one foot unit, Forward!
 * and a red section card order the same unit; it plays Forward!. */
static void
test_ai_prefers_tactic_bonus (void)
{
  for (guint64 seed = 1; seed <= 8; seed++)
    {
      Fixture f;
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed);
      BnBattleAction action;

      bl_init (&f, 9, 9);
      fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);
      fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
      fixture_start (&f, seed % 2 ? "scout-red forward" : "forward scout-red");
      g_assert_true (bn_battle_ai_choose (ai, f.battle, &action));
      g_assert_cmpint (action.type, ==, BN_ACTION_PLAY_CARD);
      g_assert_cmpuint (bn_battle_get_card_kind (f.battle, bn_battle_get_hand_card (f.battle, 0, action.a)), ==,
                        card_kind (&f, "forward"));
      fixture_clear (&f);
    }
}

/* Refusals cite the ruleset in play: a rule the variant restates by its
 * own section, one it leaves to L&L as such, never a bare L&L section. */
static void
test_refusals_cite_battlelore (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  BnBattleAction again;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CA, "heavy-weapon", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", YELLOW, 5, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 7, 0, BN_HEX_DIR_S);
  fixture_start (&f, "scout-red");
  play (&f, "scout-red");
  /* "All moves must be completed" after the orders (3. Move units). */
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0, "(BattleLore, 3. Move units)");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0);
  refused (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0, "(BattleLore, 2. Order units)");
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  act (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0);
  /* The order sheet's "1 &" for A-class infantry. */
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0, "(BattleLore, ");
  again = (BnBattleAction) { BN_ACTION_MOVE_UNIT, 0, (guint8) unit_of (&f, 0, 0), BN_HEX_DIR_N, 0 };
  g_assert_false (bn_battle_check (f.battle, &again, &error));
  g_assert_null (strstr (error->message, "(L&L"));
  g_assert_nonnull (strstr (error->message, "BattleLore"));
  fixture_clear (&f);
}

/* An army the battle refuses is refused by the variant's own rule:
 * "A-class infantry units count up to 6 figures". */
static void
test_setup_refusal_cites_battlelore (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  BnBattle *battle;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CA, "heavy-weapon", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 7, 0, BN_HEX_DIR_S);
  f.army[0]->units[0].figures = 7;
  battle = bn_battle_new (f.rules, f.scenario, f.army[0], f.army[1], f.chance, &error);
  g_assert_null (battle);
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "(BattleLore, Unit types & formations)"));
  fixture_clear (&f);
}

/* Under Lords & Levies the same refusal cites L&L. */
static void
test_refusals_cite_lords_and_levies (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CA, "heavy-weapon", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 7, 0, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  play (&f, "red-1");
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0, "(L&L, Move)");
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battlelore/command/colours-traffic-light", test_colours_traffic_light);
  g_test_add_func ("/battlelore/command/card-orders-its-colour", test_card_orders_its_colour);
  g_test_add_func ("/battlelore/command/tactic-mounted-charge", test_tactic_mounted_charge);
  g_test_add_func ("/battlelore/command/tactic-darken-the-sky", test_tactic_darken_the_sky);
  g_test_add_func ("/battlelore/command/scenario-names-its-ruleset", test_scenario_names_its_ruleset);
  g_test_add_func ("/battlelore/command/battle-one-other-colour-battles", test_battle_one_other_colour_battles);
  g_test_add_func ("/battlelore/command/battle-stray-leaves-after-next-turn", test_battle_stray_leaves_after_next_turn);
  g_test_add_func ("/battlelore/command/tactic-cards-add-dice", test_tactic_cards_add_dice);
  g_test_add_func ("/battlelore/command/ai-prefers-tactic-bonus", test_ai_prefers_tactic_bonus);
  g_test_add_func ("/battlelore/command/refusals-cite-battlelore", test_refusals_cite_battlelore);
  g_test_add_func ("/battlelore/command/setup-refusal-cites-battlelore", test_setup_refusal_cites_battlelore);
  g_test_add_func ("/battlelore/command/refusals-cite-lords-and-levies", test_refusals_cite_lords_and_levies);
  g_test_add_func ("/battlelore/move/one-unit-per-hex", test_one_unit_per_hex);
  g_test_add_func ("/battlelore/move/moves-per-class", test_moves_per_class);
  g_test_add_func ("/battlelore/move/zone-of-control-stops", test_zone_of_control_stops);
  return g_test_run ();
}
