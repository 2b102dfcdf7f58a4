/* test-battle-battles.c — "Battles": a captain and up to 4 units in one
 * or two colours, ordered as one, moving as one at the slowest speed,
 * units outside the captain's zone of control acting alone, the "Battle"
 * ceasing with its captain, formed and given up during play, reunited
 * after a breakthrough (L&L, "Battles").
 */
#include "battle-fixture.h"
#include "bn-battle-ai.h"

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

/* The FORM_GROUP bits naming @units (battle indices) among @captain's
 * candidates. */
static guint
form_mask (Fixture     *f,
           guint        captain,
           const int   *units)
{
  guint8 candidates[BN_BATTLE_GROUP_MAX_CANDIDATES];
  guint n = bn_battle_group_candidates (f->battle, captain, candidates);
  guint mask = 0;

  for (guint i = 0; units[i] >= 0; i++)
    {
      guint k;

      for (k = 0; k < n; k++)
        if (candidates[k] == (guint) units[i])
          break;
      g_assert_cmpuint (k, <, n);
      mask |= 1u << k;
    }
  return mask;
}

/* A captain with four units in his zone, of three colours, and a
 * sergeant with a unit out of it; none in a "Battle". Enemy far off. */
static void
free_units (Fixture *f)
{
  int col, row;

  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);    /* with the captain */
  fixture_unit (f, 0, FOOT, CB, "spear", BLUE, 3, 5, BN_HEX_DIR_N);   /* north of him */
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);    /* south of him */
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 6, 6, BN_HEX_DIR_N);    /* out of his zone */
  offset_toward (3, 6, BN_HEX_DIR_NW, &col, &row);
  fixture_unit (f, 0, FOOT, CB, "spear", GREEN, col, row, BN_HEX_DIR_N);
  fixture_commander (f, 0, BN_COMMANDER_CAPTAIN, 0, 0, 0);
  fixture_commander (f, 0, BN_COMMANDER_SERGEANT, 3, 0, 0);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 7, 0, BN_HEX_DIR_S);
}

/* Forming a "Battle" is an order under a colour card; its captain and
 * units then neither move nor battle that turn, and it moves as one from
 * the next (L&L, Battles). */
static void
test_battle_formed_during_play (void)
{
  Fixture f;
  guint captain, mask;

  free_units (&f);
  fixture_start (&f, "red-2 red-1");
  captain = commander_of (&f, 0, 0);
  play (&f, "red-2");
  mask = form_mask (&f, captain, UNITS (0, 1));
  g_assert_true (is_legal (&f, BN_ACTION_FORM_GROUP, captain, mask, 0));
  act (&f, BN_ACTION_FORM_GROUP, captain, mask, 0);
  g_assert_cmpuint (bn_battle_get_n_groups (f.battle), ==, 1);
  g_assert_cmpuint (bn_battle_get_group (f.battle, 0)->alive, ==, 1);
  g_assert_cmpuint (bn_battle_get_group (f.battle, 0)->n_units, ==, 2);
  g_assert_cmpint (unit (&f, 0)->group, ==, 0);
  g_assert_cmpint (unit (&f, 1)->group, ==, 0);
  g_assert_cmpint (bn_battle_get_commander (f.battle, captain)->group, ==, 0);
  g_assert_cmpuint (unit (&f, 0)->ordered, ==, BN_ORDER_HOLD);
  g_assert_cmpuint (count_events (&f, BN_EVENT_GROUP_FORMED), ==, 1);
  g_assert_cmpuint (count_events (&f, BN_EVENT_GROUP_JOINED), ==, 2);
  /* One order of the card is left, for the red unit out of the zone. */
  act (&f, BN_ACTION_ORDER_UNIT, 3, 0, 0);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  refused (&f, BN_ACTION_MOVE_UNIT, 0, BN_HEX_DIR_N, 0, "take no other action");
  refused (&f, BN_ACTION_FACE, 1, BN_HEX_DIR_NE, 0, "take no other action");
  refused (&f, BN_ACTION_MOVE_GROUP, 0, BN_HEX_DIR_N, 0, "take no other action");
  act (&f, BN_ACTION_MOVE_UNIT, 3, BN_HEX_DIR_N, 0);
  end_moves (&f);
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  pass_turn (&f);
  /* Next turn it is ordered and moves as one. */
  play (&f, "red-1");
  refused (&f, BN_ACTION_ORDER_UNIT, 1, 0, 0, "ordered with its");
  act (&f, BN_ACTION_ORDER_GROUP, 0, 0, 0);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  act (&f, BN_ACTION_MOVE_GROUP, 0, BN_HEX_DIR_N, 0);
  g_assert_true (unit_at (&f, 0, 3, 5));
  g_assert_true (unit_at (&f, 1, 3, 4));
  fixture_clear (&f);
}

/* What may not form a "Battle" is refused with the rule, changing
 * nothing: a sergeant, units out of the zone, three colours, more than
 * four units, a second "Battle" of one captain, a unit already in one,
 * a card that is not a colour card (L&L, Battles). */
static void
test_battle_forming_refused (void)
{
  Fixture f;
  guint captain, sergeant;

  free_units (&f);
  fixture_start (&f, "red-3 commanders");
  captain = commander_of (&f, 0, 0);
  sergeant = commander_of (&f, 0, 1);
  play (&f, "red-3");
  refused (&f, BN_ACTION_FORM_GROUP, sergeant, form_mask (&f, sergeant, UNITS (3)), 0,
           "sergeants can never be part");
  refused (&f, BN_ACTION_FORM_GROUP, captain, 1u << bn_battle_group_candidates (f.battle, captain, NULL), 0,
           "zone of control");
  refused (&f, BN_ACTION_FORM_GROUP, captain, form_mask (&f, captain, UNITS (0, 1, 4)), 0,
           "one or two colours");
  refused (&f, BN_ACTION_FORM_GROUP, captain, 0, 0, "at most 4 units");
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  refused (&f, BN_ACTION_FORM_GROUP, captain, form_mask (&f, captain, UNITS (0, 1)), 0,
           "given an order this turn");
  act (&f, BN_ACTION_FORM_GROUP, captain, form_mask (&f, captain, UNITS (1, 2)), 0);
  refused (&f, BN_ACTION_FORM_GROUP, captain, form_mask (&f, captain, UNITS (0)), 0,
           "more than one order");
  refused (&f, BN_ACTION_DISSOLVE_GROUP, 0, 0, 0, "already been ordered");
  fixture_clear (&f);

  free_units (&f);
  f.army[0]->commanders[0].unit = -1;
  bn_battle_army_place_commander (f.army[0], 0, 4, 6);
  fixture_start (&f, "commanders");
  play (&f, "commanders");
  refused (&f, BN_ACTION_FORM_GROUP, commander_of (&f, 0, 0),
           form_mask (&f, commander_of (&f, 0, 0), UNITS (0)), 0, "only a colour card");
  fixture_clear (&f);
}

/* A captain gives up his "Battle" as an order: it ceases, and he and its
 * units take no other action that turn; afterwards they act alone
 * (L&L, Battles). */
static void
test_battle_dissolved (void)
{
  Fixture f;
  guint captain;

  group (&f, 6);
  fixture_start (&f, "blue-1 blue-2 | red-2");
  captain = commander_of (&f, 0, 0);
  play (&f, "blue-1");
  act (&f, BN_ACTION_DISSOLVE_GROUP, 0, 0, 0);
  g_assert_cmpuint (bn_battle_get_group (f.battle, 0)->alive, ==, 0);
  g_assert_cmpint (unit (&f, 0)->group, ==, -1);
  g_assert_cmpint (unit (&f, 1)->group, ==, -1);
  g_assert_cmpint (bn_battle_get_commander (f.battle, captain)->group, ==, -1);
  g_assert_cmpuint (count_events (&f, BN_EVENT_GROUP_DISSOLVED), ==, 1);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  refused (&f, BN_ACTION_MOVE_UNIT, 1, BN_HEX_DIR_N, 0, "take no other action");
  refused (&f, BN_ACTION_MOVE_UNIT, 0, BN_HEX_DIR_N, 1, "take no other action");
  end_moves (&f);
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  pass_turn (&f);
  play (&f, "blue-2");
  act (&f, BN_ACTION_ORDER_UNIT, 1, 0, 0);
  g_assert_cmpuint (unit (&f, 0)->ordered, ==, BN_ORDER_NONE);
  fixture_clear (&f);
}

/* A member that broke through out of its captain's zone must be reunited
 * the next turn its colour can be ordered: then it is ordered first and
 * moves back first; on a turn whose card cannot order it, nothing is
 * asked (L&L, Battles; "breakthrough"-rule). */
static void
test_battle_reunited_after_breakthrough (void)
{
  Fixture f;
  guint foot, enemy;

  group (&f, 6);   /* red horse and captain at (3, 7), blue foot at (3, 6) */
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 5, BN_HEX_DIR_S);
  f.army[1]->units[1].figures = 1;
  fixture_start (&f, "blue-1 red-1 each-colour | red-2 red-2 red-2");
  foot = unit_of (&f, 0, 1);
  enemy = unit_of (&f, 1, 1);
  play (&f, "blue-1");
  act (&f, BN_ACTION_ORDER_GROUP, 0, 0, 0);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, foot, enemy, 0);
  dice (&f, "hit-any hit-any shield shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, enemy)->figures, ==, 0);
  act (&f, BN_ACTION_ADVANCE, 0, 0, 0);
  g_assert_true (unit_at (&f, foot, 3, 5));
  g_assert_false (bn_battle_unit_in_group_zoc (f.battle, foot));
  g_assert_true (bn_battle_unit_must_rejoin (f.battle, foot));
  g_assert_cmpuint (count_events (&f, BN_EVENT_GROUP_BROKEN), ==, 1);
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  pass_turn (&f);

  /* A red card cannot order the blue straggler: no duty this turn. */
  play (&f, "red-1");
  act (&f, BN_ACTION_ORDER_GROUP, 0, 0, 0);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  end_moves (&f);
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  pass_turn (&f);

  /* A card that orders blue: the straggler is ordered first, and moves
   * back first. */
  play (&f, "each-colour");
  refused (&f, BN_ACTION_ORDER_GROUP, 0, 0, 0, "must be reunited");
  refused (&f, BN_ACTION_END_ORDERS, 0, 0, 0, "must be reunited");
  act (&f, BN_ACTION_ORDER_UNIT, foot, 0, 0);
  act (&f, BN_ACTION_ORDER_GROUP, 0, 0, 0);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  refused (&f, BN_ACTION_END_MOVES, 0, 0, 0, "moves back towards its captain");
  refused (&f, BN_ACTION_MOVE_GROUP, 0, BN_HEX_DIR_N, 0, "moves back towards its captain");
  refused (&f, BN_ACTION_MOVE_UNIT, foot, BN_HEX_DIR_N, 0, "moves back towards its captain");
  refused (&f, BN_ACTION_FACE, foot, BN_HEX_DIR_NE, 0, "moves back towards its captain");
  act (&f, BN_ACTION_MOVE_UNIT, foot, BN_HEX_DIR_S, 0);
  g_assert_true (bn_battle_unit_in_group_zoc (f.battle, foot));
  g_assert_false (bn_battle_unit_must_rejoin (f.battle, foot));
  g_assert_cmpuint (count_events (&f, BN_EVENT_GROUP_REUNITED), ==, 1);
  end_moves (&f);
  fixture_clear (&f);
}

/* The computer player keeps a "Battle" together and never breaks on the
 * new actions; the random player forms and gives up "Battles" too, and
 * every such game replays exactly. */
static void
test_battle_players_use_battles (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnScenario) scenario = bn_scenario_new_builtin (rules, BN_SCENARIO_OPEN_FIELD);
  g_autoptr(BnBattleArmy) army = bn_battle_army_new_sample (rules, "sample", 12);
  g_autoptr(GError) error = NULL;
  static const BnBattleAiKind sensible[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  static const BnBattleAiKind random[2] = { BN_BATTLE_AI_RANDOM, BN_BATTLE_AI_RANDOM };
  guint group_orders = 0, formed = 0, dissolved = 0;

  /* The captain (with unit 1) leads units 1 and 4 from the start. */
  g_assert_true (bn_battle_army_add_group (army, 1, (guint[]) { 1, 4 }, 2, &error));
  g_assert_no_error (error);
  for (guint seed = 0; seed < 20; seed++)
    {
      g_autoptr(BnBattle) b = bn_battle_auto_resolve (rules, scenario, army, army, seed, sensible, NULL, &error);
      g_autoptr(BnBattle) r = bn_battle_auto_resolve (rules, scenario, army, army, seed, random, NULL, &error);
      g_autoptr(BnChance) chance = bn_chance_new_seeded (bn_battle_ai_derive_seed (seed, 0));
      g_autoptr(BnScenario) limited = bn_scenario_copy (scenario);
      g_autoptr(BnBattle) replay = NULL;

      g_assert_no_error (error);
      g_assert_cmpint (bn_battle_get_phase (b), ==, BN_PHASE_OVER);
      for (guint i = 0; i < bn_battle_get_n_actions (b); i++)
        group_orders += bn_battle_get_action (b, i)->type == BN_ACTION_ORDER_GROUP;
      for (guint i = 0; i < bn_battle_get_n_actions (r); i++)
        {
          formed += bn_battle_get_action (r, i)->type == BN_ACTION_FORM_GROUP;
          dissolved += bn_battle_get_action (r, i)->type == BN_ACTION_DISSOLVE_GROUP;
        }
      /* The random game replays from its dice seed and actions. */
      limited->turn_limit = BN_BATTLE_AI_TURN_LIMIT;
      replay = bn_battle_new (rules, limited, army, army, chance, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < bn_battle_get_n_actions (r); i++)
        {
          g_assert_true (bn_battle_apply (replay, bn_battle_get_action (r, i), &error));
          g_assert_no_error (error);
        }
      g_assert_cmpuint (bn_battle_get_n_events (replay), ==, bn_battle_get_n_events (r));
      for (guint i = 0; i < bn_battle_get_n_events (r); i++)
        g_assert_cmpmem (bn_battle_get_event (replay, i), sizeof (BnBattleEvent),
                         bn_battle_get_event (r, i), sizeof (BnBattleEvent));
    }
  g_assert_cmpuint (group_orders, >, 0);
  g_assert_cmpuint (formed, >, 0);
  g_assert_cmpuint (dissolved, >, 0);
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
  g_test_add_func ("/battle/battles/formed-during-play", test_battle_formed_during_play);
  g_test_add_func ("/battle/battles/forming-refused", test_battle_forming_refused);
  g_test_add_func ("/battle/battles/dissolved", test_battle_dissolved);
  g_test_add_func ("/battle/battles/reunited-after-breakthrough", test_battle_reunited_after_breakthrough);
  g_test_add_func ("/battle/battles/players-use-battles", test_battle_players_use_battles);
  return g_test_run ();
}
