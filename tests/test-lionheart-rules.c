/* test-lionheart-rules.c — the Lionheart variant's rules (seed 004), each
 * test naming the rule: the leadership roll and action table, actions
 * and movement points, hand-to-hand with shields, the saving-roll tables,
 * panic with each modifier, panic moves, shooting and reloading, rally,
 * unit types and weapons. Situations are scripted with typed dice. */
#include "battle-fixture.h"
#include "bn-battle-ai.h"
#include "bn-battle-rules-xml.h"
#include "bn-battle-words.h"
#include "bn-resources.h"
#include "../src/battle/rulesets/lionheart/bn-lionheart.h"

/* The Lionheart reading of the battle die (data/rulesets/lionheart.xml). */
#define AXE   "hit-any"
#define ARROW "shield"
#define PANIC "flag"

#define FOOT  BN_BATTLE_ARM_FOOT
#define HORSE BN_BATTLE_ARM_HORSE
#define CA    BN_UNIT_CLASS_A
#define CB    BN_UNIT_CLASS_B
#define CC    BN_UNIT_CLASS_C
#define RED   BN_BATTLE_COLOUR_RED

static void
lh_init (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  fixture_init (f, 9, 9);
  bn_battle_rules_unref (f->rules);
  f->rules = bn_battle_rules_load_id ("lionheart", &error);
  g_assert_no_error (error);
  f->scenario->victory_target = 20;
}

/* Starts the battle: @leadership is the leadership roll's typed dice. */
static void
lh_start (Fixture    *f,
          const char *leadership)
{
  g_autoptr(GError) error = NULL;

  dice (f, leadership);
  f->battle = bn_battle_new (f->rules, f->scenario, f->army[0], f->army[1], f->chance, &error);
  g_assert_no_error (error);
  g_assert_nonnull (f->battle);
}

/* The offset of the hex next to (@col, @row) in @dir. */
static void
next_to (int   col,
         int   row,
         guint dir,
         int  *out_col,
         int  *out_row)
{
  bn_hex_to_offset (bn_hex_neighbour (bn_hex_from_offset (col, row), dir), out_col, out_row);
}

static const BnBattleEvent *
last_event (Fixture *f,
            guint    type)
{
  for (guint i = bn_battle_get_n_events (f->battle); i > 0; i--)
    if (bn_battle_get_event (f->battle, i - 1)->type == type)
      return bn_battle_get_event (f->battle, i - 1);
  g_error ("no %s event", bn_battle_event_type_to_string (type));
}

/* Two infantry units face to face: side 0 at (4, 5) facing north, side 1
 * in its front hex facing south. */
static void
face_to_face (Fixture    *f,
              const char *weapon0,
              const char *weapon1,
              guint       facing1)
{
  int col, row;

  fixture_unit (f, 0, FOOT, CC, weapon0, RED, 4, 5, BN_HEX_DIR_N);
  next_to (4, 5, BN_HEX_DIR_N, &col, &row);
  fixture_unit (f, 1, FOOT, CC, weapon1, RED, col, row, facing1);
}

/* ---- the leadership roll and the action table ---- */

static char *
order_string (BnBattleRules *rules,
              guint          high_actions)
{
  guint8 order[16];
  guint n = lh_action_order (rules, high_actions, order);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_c (s, order[i] == 0 ? 'H' : 'L');
  return g_string_free (s, FALSE);
}

/* "The low-rolling player uses the '1' column; the high-roller uses the
 * column corresponding to the number of his actions … read the table from
 * left to right, top to bottom"; six actions: the '5' column and a bonus
 * action immediately after the low roller's; a difference of 1: one
 * action each, the high roller first. */
static void
test_action_table_every_difference (void)
{
  static const char *const expected[] = { "", "HL", "HLH", "HHLH", "HHLHH", "HHHLHH", "HHHLHHH" };
  Fixture f;

  lh_init (&f);
  g_assert_true (lh_check_tables (f.rules, NULL));
  for (guint d = 0; d < G_N_ELEMENTS (expected); d++)
    {
      g_autofree char *got = order_string (f.rules, d);

      g_assert_cmpstr (got, ==, expected[d]);
    }
  g_assert_cmpuint (lh_face_points (f.rules, LH_AXE), ==, 2);
  g_assert_cmpuint (lh_face_points (f.rules, LH_ARROW), ==, 1);
  g_assert_cmpuint (lh_face_points (f.rules, LH_PANIC), ==, 0);
  fixture_clear (&f);
}

/* "Each player rolls a number of dice equal to his leader's leadership
 * rating, totaling them: axe 2 arrow 1 panic 0"; the high roller gets the
 * difference in actions, the low roller one, in the table's order. */
static void
test_leadership_roll_gives_actions (void)
{
  Fixture f;
  const BnBattleEvent *e;
  guint leader;

  lh_init (&f);
  face_to_face (&f, "spear", "spear", BN_HEX_DIR_S);
  /* A King/Leader of rating 3 for side 1; side 0 has an army commander
   * (rating 2, house). */
  leader = fixture_unit (&f, 1, FOOT, CC, "spear", RED, 1, 1, BN_HEX_DIR_S);
  f.army[1]->units[leader].leadership = 3;
  f.army[1]->units[leader].figures = 2;
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  lh_start (&f, PANIC " " ARROW " " AXE " " AXE " " AXE);
  e = last_event (&f, BN_EVENT_LEADERSHIP);
  g_assert_cmpuint (e->a, ==, 1);      /* side 0: panic + arrow */
  g_assert_cmpuint (e->b, ==, 6);      /* side 1: three axes */
  g_assert_cmpuint (e->side, ==, 1);
  g_assert_cmpuint (e->c, ==, 5);
  /* Five actions: H H H L H H. */
  for (guint i = 0; i < 6; i++)
    {
      g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, i == 3 ? 0 : 1);
      act (&f, BN_ACTION_END_TURN, 0, 0, 0);
    }
  fixture_clear (&f);
}

/* House: an army commander leads as his side's King/Leader from the unit
 * he starts with, rolling his rating in dice; when that unit is gone his
 * side rolls one die. */
static void
test_leadership_of_army_commander (void)
{
  Fixture f;
  guint c;
  const BnBattleEvent *e;

  lh_init (&f);
  face_to_face (&f, "sidearms", "sidearms", BN_HEX_DIR_S);
  c = fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  f.army[0]->commanders[c].leadership = 3;
  lh_start (&f, AXE " " AXE " " AXE " " ARROW);
  e = last_event (&f, BN_EVENT_LEADERSHIP);
  g_assert_cmpuint (e->a, ==, 6);           /* three dice for side 0 */
  g_assert_cmpuint (e->b, ==, 1);           /* one for side 1 */
  g_assert_cmpuint (unit (&f, 0)->led_by, ==, 3);
  fixture_clear (&f);
}

/* House: a side with a King/Leader unit (a roster's) rolls that unit's
 * rating, not the army commander's, even when his is higher and he stands
 * with another unit. */
static void
test_leadership_of_king_unit_over_commander (void)
{
  Fixture f;
  guint c, king;
  const BnBattleEvent *e;

  lh_init (&f);
  face_to_face (&f, "sidearms", "sidearms", BN_HEX_DIR_S);
  king = fixture_unit (&f, 0, FOOT, CC, "spear", RED, 1, 7, BN_HEX_DIR_N);
  f.army[0]->units[king].leadership = 1;
  f.army[0]->units[king].figures = 2;
  c = fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  f.army[0]->commanders[c].leadership = 3;
  lh_start (&f, AXE " " ARROW);
  e = last_event (&f, BN_EVENT_LEADERSHIP);
  g_assert_cmpuint (e->a, ==, 2);           /* one die for side 0: its king's rating */
  g_assert_cmpuint (e->b, ==, 1);           /* one for side 1, which has no king */
  g_assert_cmpuint (unit (&f, 0)->led_by, ==, 0);
  g_assert_cmpuint (unit (&f, king)->leadership, ==, 1);
  fixture_clear (&f);
}

/* House: players may place their own units under Lionheart too: the side
 * the scenario does not name first places first, only in its zone; the
 * leadership roll comes after the second side is done. */
static void
test_players_deploy (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_id ("lionheart", &error);
  g_autoptr(BnScenario) scenario = NULL;
  g_autoptr(BnBattleArmy) south = NULL;
  g_autoptr(BnBattleArmy) north = NULL;
  g_autoptr(BnChance) chance = bn_chance_new_seeded (5);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnBattle *battle;
  const BnBattleAction *place = NULL;
  BnBattleAction done = { BN_ACTION_END_DEPLOY, 1, 0, 0, 0 };
  gboolean rolled = FALSE;
  int col, row;

  g_assert_no_error (error);
  scenario = bn_scenario_new_builtin (rules, BN_SCENARIO_OPEN_FIELD);
  scenario->player_deployment = TRUE;
  scenario->first_side = 0;
  south = bn_battle_army_new_sample (rules, "South", 2);
  north = bn_battle_army_new_sample (rules, "North", 2);
  for (guint i = 0; i < 2; i++)
    south->units[i].figures = north->units[i].figures = MIN (south->units[i].figures, 2u);
  battle = bn_battle_new (rules, scenario, south, north, chance, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bn_battle_get_phase (battle), ==, BN_PHASE_DEPLOY);
  g_assert_cmpuint (bn_battle_get_acting_side (battle), ==, 1);
  for (guint e = 0; e < bn_battle_get_n_events (battle); e++)
    g_assert_cmpuint (bn_battle_get_event (battle, e)->type, !=, BN_EVENT_LEADERSHIP);

  /* Side 1 is done; side 0 places a unit in its zone, then is done. */
  g_assert_true (bn_battle_apply (battle, &done, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bn_battle_get_acting_side (battle), ==, 0);
  bn_battle_legal_actions (battle, legal);
  for (guint i = 0; i < legal->len && place == NULL; i++)
    if (g_array_index (legal, BnBattleAction, i).type == BN_ACTION_DEPLOY)
      place = &g_array_index (legal, BnBattleAction, i);
  g_assert_nonnull (place);
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, BnBattleAction, i).type == BN_ACTION_DEPLOY)
      g_assert_cmpuint (scenario->zone[g_array_index (legal, BnBattleAction, i).c * scenario->width +
                                       g_array_index (legal, BnBattleAction, i).b], ==, 1);
  g_assert_true (bn_battle_apply (battle, place, &error));
  g_assert_no_error (error);
  bn_hex_to_offset (bn_battle_get_unit (battle, place->a)->hex, &col, &row);
  g_assert_cmpint (col, ==, place->b);
  g_assert_cmpint (row, ==, place->c);
  done.side = 0;
  g_assert_true (bn_battle_apply (battle, &done, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bn_battle_get_phase (battle), !=, BN_PHASE_DEPLOY);
  for (guint e = 0; e < bn_battle_get_n_events (battle); e++)
    rolled |= bn_battle_get_event (battle, e)->type == BN_EVENT_LEADERSHIP;
  g_assert_true (rolled);
  bn_battle_free (battle);
}

/* "A tie means nothing happened that turn": the next turn is rolled. */
static void
test_leadership_tie_is_a_lost_turn (void)
{
  Fixture f;

  lh_init (&f);
  face_to_face (&f, "spear", "spear", BN_HEX_DIR_S);
  lh_start (&f, ARROW " " ARROW " " PANIC " " AXE);
  g_assert_cmpuint (count_events (&f, BN_EVENT_LEADERSHIP), ==, 2);
  g_assert_cmpuint (bn_battle_get_turn (f.battle), ==, 2);
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 1);
  fixture_clear (&f);
}

/* Lionheart's data file with @from replaced by @to must be refused when
 * a battle is set up, with a message that contains @message. */
static void
assert_broken_data_refused (const char *from,
                            const char *to,
                            const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) data = NULL;
  g_autoptr(GString) text = NULL;
  g_autoptr(GBytes) broken = NULL;
  g_autoptr(BnBattleRules) rules = NULL;
  Fixture f;

  bn_resources_ensure ();
  data = g_resources_lookup_data ("/io/github/banneret/Banneret/data/rulesets/lionheart.xml", 0, &error);
  g_assert_no_error (error);
  text = g_string_new_len (g_bytes_get_data (data, NULL), (gssize) g_bytes_get_size (data));
  g_assert_cmpuint (g_string_replace (text, from, to, 0), ==, 1);
  broken = g_bytes_new (text->str, text->len);
  rules = bn_battle_rules_load_bytes (broken, "lionheart.xml", &error);
  g_assert_no_error (error);
  lh_init (&f);
  bn_battle_rules_unref (f.rules);
  f.rules = bn_battle_rules_ref (rules);
  face_to_face (&f, "spear", "spear", BN_HEX_DIR_S);
  g_assert_null (bn_battle_new (f.rules, f.scenario, f.army[0], f.army[1], f.chance, &error));
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, message));
  fixture_clear (&f);
}

/* The tables come from the data file; one of the wrong size is refused
 * when a battle is set up, naming it. */
static void
test_tables_checked (void)
{
  assert_broken_data_refused ("id=\"face-points\" values=\"2 1 0\"", "id=\"face-points\" values=\"2 1\"",
                              "“face-points” must hold 3 numbers");
}

/* A saving-roll table has two columns: "save-columns" may only name
 * them, and the battle is refused, naming the table, if it names more. */
static void
test_save_columns_checked (void)
{
  assert_broken_data_refused ("id=\"save-columns\" values=\"0 0 1", "id=\"save-columns\" values=\"0 0 2",
                              "“save-columns” may only hold 0");
}

/* ---- actions and movement points ---- */

/* Infantry has one movement point: a Turn spends it, and nothing that
 * costs a point is left; an Advance goes only into the hex it faces. */
static void
test_movement_points_infantry (void)
{
  Fixture f;

  lh_init (&f);
  fixture_unit (&f, 0, FOOT, CC, "spear", RED, 4, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CC, "spear", RED, 4, 0, BN_HEX_DIR_S);
  lh_start (&f, AXE " " PANIC);
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  refused (&f, BN_ACTION_MOVE_UNIT, 0, BN_HEX_DIR_NE, 0, "only into the hex it faces");
  refused (&f, BN_ACTION_FACE, 0, BN_HEX_DIR_SE, 0, "one hexside, an About Face three");
  act (&f, BN_ACTION_FACE, 0, BN_HEX_DIR_NE, 0);
  g_assert_cmpint (last_event (&f, BN_EVENT_FACED)->value, ==, 1);
  refused (&f, BN_ACTION_MOVE_UNIT, 0, BN_HEX_DIR_NE, 0, "no movement point left");
  refused (&f, BN_ACTION_FACE, 0, BN_HEX_DIR_N, 0, "no movement point left");
  act (&f, BN_ACTION_END_MOVES, 0, 0, 0);
  fixture_clear (&f);
}

/* Light troops: "may make first Turn in a hex for 0 movement points;
 * subsequent Turns in the same hex cost 1 point"; an Advance may end with
 * a turn of one hexside at no cost; an About Face is three hexsides for
 * one point. */
static void
test_light_troops_free_first_turn (void)
{
  Fixture f;
  guint u;

  lh_init (&f);
  u = fixture_unit (&f, 0, FOOT, CC, "spear", RED, 4, 6, BN_HEX_DIR_N);
  f.army[0]->units[u].light = TRUE;
  f.army[0]->units[u].figures = 2;
  fixture_unit (&f, 1, FOOT, CC, "spear", RED, 4, 0, BN_HEX_DIR_S);
  lh_start (&f, AXE " " PANIC);
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  g_assert_cmpint (last_event (&f, BN_EVENT_ORDERED)->value, ==, 2);    /* speed 2 */
  act (&f, BN_ACTION_FACE, 0, BN_HEX_DIR_NE, 0);
  g_assert_cmpint (last_event (&f, BN_EVENT_FACED)->value, ==, 0);
  act (&f, BN_ACTION_FACE, 0, BN_HEX_DIR_N, 0);
  g_assert_cmpint (last_event (&f, BN_EVENT_FACED)->value, ==, 1);
  act (&f, BN_ACTION_MOVE_UNIT, 0, BN_HEX_DIR_N, 1);                     /* and turn right */
  g_assert_cmpuint (unit (&f, 0)->facing, ==, BN_HEX_DIR_NE);
  refused (&f, BN_ACTION_MOVE_UNIT, 0, BN_HEX_DIR_NE, 0, "no movement point left");
  /* A new hex: its first Turn is free again. */
  act (&f, BN_ACTION_FACE, 0, BN_HEX_DIR_N, 0);
  g_assert_cmpint (last_event (&f, BN_EVENT_FACED)->value, ==, 0);
  refused (&f, BN_ACTION_FACE, 0, BN_HEX_DIR_S, 0, "no movement point left");
  fixture_clear (&f);
}

/* "A unit may not attack a unit to its flank or rear": only into its
 * front hex. */
static void
test_attack_front_only (void)
{
  Fixture f;

  int col, row;

  lh_init (&f);
  fixture_unit (&f, 0, FOOT, CC, "spear", RED, 4, 5, BN_HEX_DIR_NE);
  next_to (4, 5, BN_HEX_DIR_N, &col, &row);
  fixture_unit (&f, 1, FOOT, CC, "spear", RED, col, row, BN_HEX_DIR_S);
  lh_start (&f, AXE " " PANIC);
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  refused (&f, BN_ACTION_BATTLE, 0, 1, 0, "only into its front hex");
  fixture_clear (&f);
}

/* ---- hand-to-hand ---- */

/* A common retainer under Lionheart (docs/rules.md, "Retainers in
 * battle"): "Reorder a unit that the L&H is attached to": his leader's
 * panicked unit rallies, on the Squire's 1–15, as its side's action. */
static void
test_squire_rallies_his_leaders_unit (void)
{
  Fixture f;
  guint c;

  lh_init (&f);
  face_to_face (&f, "sidearms", "sidearms", BN_HEX_DIR_S);
  c = fixture_commander (&f, 1, BN_COMMANDER_ARMY, 0, 0, 0);
  f.army[1]->commanders[c].retainers[0] = (BnBattleRetainerSpec) { BN_RETAINER_TYPE_SQUIRE, 15, 0, -1 };
  f.army[1]->commanders[c].n_retainers = 1;
  lh_start (&f, AXE " " PANIC " " PANIC);
  /* His side's lower leadership roll is his to have thrown again: kept. */
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), ==, (int) c);
  act (&f, BN_ACTION_KEEP_ROLL, 0, 0, 0);
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  dice (&f, AXE " " AXE " " ARROW " " ARROW
            " " AXE " " ARROW " " ARROW " " ARROW
            " " AXE " " AXE
            " " ARROW " " ARROW
            " " AXE);
  act (&f, BN_ACTION_BATTLE, 0, 1, 0);
  g_assert_true (unit (&f, 1)->panicked);
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 1);
  g_assert_true (is_legal (&f, BN_ACTION_RETAINER, 0, BN_HEX_DIR_S, BN_RETAINER_USE_REORDER));
  bn_chance_push_die (f.chance, 15);
  act (&f, BN_ACTION_RETAINER, 0, BN_HEX_DIR_S, BN_RETAINER_USE_REORDER);
  g_assert_false (unit (&f, 1)->panicked);
  g_assert_cmpuint (unit (&f, 1)->facing, ==, BN_HEX_DIR_S);
  g_assert_cmpuint (bn_battle_get_retainer (f.battle, 0)->state, ==, BN_BATTLE_RETAINER_SPENT);
  fixture_clear (&f);
}



/* Day of Battle, Retainers: "Re-roll a bad die roll … made by the L&H.
 * The new value replaces the original". Side 1's leadership roll (its
 * army commander's: his Initiative adds to it) is the lower: the Squire
 * throws it again, side 0's roll kept as it fell; two axes beat side 0's
 * one. */
static void
test_leadership_roll_thrown_again (void)
{
  Fixture f;
  guint c;
  BnRerollDie die;
  const BnBattleEvent *e;

  lh_init (&f);
  face_to_face (&f, "sidearms", "sidearms", BN_HEX_DIR_S);
  c = fixture_commander (&f, 1, BN_COMMANDER_ARMY, 0, 0, 0);
  f.army[1]->commanders[c].retainers[0] = (BnBattleRetainerSpec) { BN_RETAINER_TYPE_SQUIRE, 15, 0, -1 };
  f.army[1]->commanders[c].n_retainers = 1;
  lh_start (&f, AXE " " PANIC " " PANIC);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, &die, NULL), ==, (int) c);
  g_assert_cmpuint (die, ==, BN_REROLL_LEADERSHIP);
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 1);
  g_assert_cmpuint (count_events (&f, BN_EVENT_LEADERSHIP), ==, 0);
  dice (&f, AXE " " AXE);
  act (&f, BN_ACTION_RETAINER, 0, 0, BN_RETAINER_USE_REROLL);
  e = last_event (&f, BN_EVENT_LEADERSHIP);
  g_assert_nonnull (e);
  g_assert_cmpuint (e->side, ==, 1);
  g_assert_cmpuint (bn_battle_get_retainer (f.battle, 0)->state, ==, BN_BATTLE_RETAINER_SPENT);
  fixture_clear (&f);
}

/* Day of Battle under Lionheart (docs/rules.md, "Leaders and heroes on the
 * field"): the army commander's Initiative adds one point to his side's
 * leadership roll for every 4 over 10, with no die. */
static void
test_initiative_adds_to_leadership_roll (void)
{
  Fixture f;
  guint c;
  const BnBattleEvent *e;

  lh_init (&f);
  face_to_face (&f, "sidearms", "sidearms", BN_HEX_DIR_S);
  c = fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  f.army[0]->commanders[c].leadership = 3;
  f.army[0]->commanders[c].social_rank = 3;
  f.army[0]->commanders[c].initiative = 18;
  lh_start (&f, AXE " " AXE " " AXE " " ARROW);
  e = last_event (&f, BN_EVENT_LEADERSHIP);
  g_assert_cmpuint (e->a, ==, 6 + 2);       /* three dice, and Initiative 18 */
  g_assert_cmpuint (e->b, ==, 1);
  g_assert_cmpint (last_event (&f, BN_EVENT_LEADER_SKILL)->value, ==, 2);
  g_assert_cmpuint (count_dice (&f, BN_DIE_SKILL), ==, 0);
  fixture_clear (&f);
}

/* Combat Bonus under Lionheart: the leader leading the defending unit
 * throws his bonus die in the hand-to-hand, an axe more at 4 + CB or
 * under. */
static void
test_combat_bonus_in_hand_to_hand (void)
{
  Fixture f;
  guint c;
  const BnBattleEvent *e = NULL;

  lh_init (&f);
  face_to_face (&f, "sidearms", "sidearms", BN_HEX_DIR_S);
  c = fixture_commander (&f, 1, BN_COMMANDER_ARMY, 0, 0, 0);
  f.army[1]->commanders[c].social_rank = 3;
  f.army[1]->commanders[c].initiative = 12;
  f.army[1]->commanders[c].combat_bonus = 6;
  lh_start (&f, AXE " " PANIC " " PANIC);
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  dice (&f, AXE " " AXE " " ARROW " " ARROW       /* attacker: 2 hits */
            " " AXE " " ARROW " " ARROW " " ARROW); /* defender: 1 hit */
  bn_chance_push_die (f.chance, 10);                /* his bonus die: 4 + 6, a hit */
  act (&f, BN_ACTION_BATTLE, 0, 1, 0);
  for (guint i = 0; i < bn_battle_get_n_events (f.battle) && e == NULL; i++)
    if (bn_battle_get_event (f.battle, i)->type == BN_EVENT_LEADER_SKILL)
      e = bn_battle_get_event (f.battle, i);
  g_assert_nonnull (e);
  g_assert_cmpuint (e->b, ==, BN_SKILL_USE_COMBAT_BONUS | BN_SKILL_USE_PASSED);
  g_assert_cmpint (e->value, ==, 10);
  g_assert_cmpuint (e->side, ==, 1);
  g_assert_cmpuint (unit (&f, 0)->figures, <=, 2);   /* two hits on it: no save */
  fixture_clear (&f);
}



/* "_both_ the attacking unit _and_ the defending unit roll dice, and both
 * can inflict casualties"; hits on axes; unarmoured infantry has no save;
 * the loser of the panic roll retreats, its first hex away from its
 * opponent; "Attacking ends the unit's action". */
static void
test_melee_both_roll (void)
{
  Fixture f;
  int col, row;

  lh_init (&f);
  face_to_face (&f, "sidearms", "sidearms", BN_HEX_DIR_S);
  lh_start (&f, AXE " " PANIC);
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  dice (&f, AXE " " AXE " " ARROW " " ARROW      /* attacker: 2 hits */
            " " AXE " " ARROW " " ARROW " " ARROW /* defender: 1 hit */
                                                  /* unarmoured infantry: no saving roll */
            " " AXE " " AXE                       /* attacker's panic roll: 4 + 1 */
            " " ARROW " " ARROW                   /* defender's: 2 − 1, ≤ 2 casualties */
            " " AXE);                             /* panic move: speed 1, axe: 1 hex */
  act (&f, BN_ACTION_BATTLE, 0, 1, 0);
  g_assert_cmpuint (unit (&f, 0)->figures, ==, 3);
  g_assert_cmpuint (unit (&f, 1)->figures, ==, 2);
  g_assert_false (unit (&f, 0)->panicked);
  g_assert_true (unit (&f, 1)->panicked);
  next_to (4, 5, BN_HEX_DIR_N, &col, &row);
  next_to (col, row, BN_HEX_DIR_N, &col, &row);
  g_assert_true (unit_at (&f, 1, col, row));
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 1);
  fixture_clear (&f);
}

/* "Each 'Shield' thrown by a unit with shields while fighting hand-to-hand
 * blocks one hit caused by its opponent"; a unit without shields blocks
 * nothing with its panic faces. */
static void
test_melee_shields_block (void)
{
  Fixture f;

  lh_init (&f);
  face_to_face (&f, "sidearms", "sidearms", BN_HEX_DIR_S);
  f.army[1]->units[0].shields = TRUE;
  lh_start (&f, AXE " " PANIC);
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  dice (&f, AXE " " AXE " " AXE " " PANIC        /* attacker: 3 hits; its panic blocks nothing */
            " " PANIC " " PANIC " " AXE " " ARROW /* defender: 2 shields, 1 hit */
            " " AXE " " AXE                       /* attacker's panic roll */
            " " AXE " " AXE);                     /* defender's: 4 + 0 > 1 */
  act (&f, BN_ACTION_BATTLE, 0, 1, 0);
  g_assert_cmpuint (unit (&f, 1)->figures, ==, 3);
  g_assert_cmpuint (unit (&f, 0)->figures, ==, 3);
  g_assert_false (unit (&f, 1)->panicked);
  fixture_clear (&f);
}

/* LH Panic: "If one unit took more casualties than the other, the
 * difference is subtracted from its roll and added to the roll of the
 * other": casualties are figures actually lost. A one-figure unit hit
 * three times loses one figure, and gives its opponent +1, not +3.
 * Worked by hand: the attacker (4 figures) loses 1 to the defender's
 * axe, kills the defender's one figure; its panic roll of 0 + (1 − 1) is
 * at most its 1 casualty: it panics. Counting the 3 unsaved hits it would
 * have held at 0 + (3 − 1) = 2. */
static void
test_panic_counts_figures_lost (void)
{
  Fixture f;

  lh_init (&f);
  face_to_face (&f, "sidearms", "sidearms", BN_HEX_DIR_S);
  f.army[1]->units[0].figures = 1;
  lh_start (&f, AXE " " PANIC);
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  dice (&f, AXE " " AXE " " AXE " " ARROW        /* attacker: 3 hits on 1 figure */
            " " AXE                               /* defender (1 die): 1 hit */
                                                  /* unarmoured infantry: no saving roll */
            " " PANIC " " PANIC                   /* attacker's panic roll: 0 */
            " " AXE);                             /* panic move: 1 hex */
  act (&f, BN_ACTION_BATTLE, 0, 1, 0);
  g_assert_cmpuint (unit (&f, 1)->figures, ==, 0);
  g_assert_cmpuint (unit (&f, 0)->figures, ==, 3);
  g_assert_true (unit (&f, 0)->panicked);
  fixture_clear (&f);
}

/* Panic in hand-to-hand, each modifier: flank −1, rear −2, already
 * panicked −2, the casualty difference taken from the one that lost more
 * and given to the other; casualties count twice for cavalry and light
 * troops; "less than or equal" panics. Missile fire: only "less than". */
static void
test_panic_modifiers (void)
{
  /* roll, aspect, panicked, own, theirs, doubled */
  g_assert_cmpint (lh_melee_panic_margin (3, 0, FALSE, 1, 1, FALSE), ==, 2);
  g_assert_cmpint (lh_melee_panic_margin (3, 1, FALSE, 1, 1, FALSE), ==, 1);   /* flank */
  g_assert_cmpint (lh_melee_panic_margin (3, 2, FALSE, 1, 1, FALSE), ==, 0);   /* rear: panics */
  g_assert_cmpint (lh_melee_panic_margin (3, 0, TRUE, 1, 1, FALSE), ==, 0);    /* panicked */
  g_assert_cmpint (lh_melee_panic_margin (3, 0, FALSE, 2, 0, FALSE), ==, -1);  /* lost 2 more */
  g_assert_cmpint (lh_melee_panic_margin (1, 0, FALSE, 0, 2, FALSE), ==, 3);   /* its foe lost 2 more */
  g_assert_cmpint (lh_melee_panic_margin (4, 0, FALSE, 1, 1, TRUE), ==, 2);    /* cavalry: twice */
  g_assert_cmpint (lh_melee_panic_margin (0, 0, FALSE, 0, 0, FALSE), ==, 0);   /* 0 ≤ 0 */
  g_assert_cmpint (lh_missile_panic_margin (1, FALSE, 1, FALSE), ==, 0);       /* holds */
  g_assert_cmpint (lh_missile_panic_margin (2, TRUE, 1, FALSE), ==, -1);       /* panicked */
  g_assert_cmpint (lh_missile_panic_margin (2, FALSE, 1, TRUE), ==, 0);
  g_assert_cmpint (lh_missile_panic_margin (1, FALSE, 1, TRUE), ==, -1);       /* light: twice */
}

/* A unit attacked in its rear subtracts two in play: the same roll that
 * holds facing the attacker panics it from behind. */
static void
test_panic_rear_attack (void)
{
  for (guint rear = 0; rear < 2; rear++)
    {
      Fixture f;

      lh_init (&f);
      face_to_face (&f, "sidearms", "sidearms", rear ? BN_HEX_DIR_N : BN_HEX_DIR_S);
      lh_start (&f, AXE " " PANIC);
      act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
      dice (&f, ARROW " " ARROW " " ARROW " " ARROW  /* no hits either way */
                " " ARROW " " ARROW " " ARROW " " ARROW
                " " AXE " " AXE                      /* attacker holds */
                " " AXE " " PANIC                    /* defender: 2, or 0 from the rear */
                " " PANIC);                          /* panic move: 1 hex */
      act (&f, BN_ACTION_BATTLE, 0, 1, 0);
      g_assert_cmpint (unit (&f, 1)->panicked, ==, rear);
      g_assert_cmpuint (unit (&f, 1)->figures, ==, 4);
      fixture_clear (&f);
    }
}

/* "Dedicated warriors never panic": no panic roll is made for them. */
static void
test_dedicated_never_panic (void)
{
  Fixture f;

  lh_init (&f);
  face_to_face (&f, "sidearms", "sidearms", BN_HEX_DIR_S);
  f.army[1]->units[0].dedicated = TRUE;
  lh_start (&f, AXE " " PANIC);
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  dice (&f, AXE " " AXE " " AXE " " AXE " " ARROW " " ARROW " " ARROW " " ARROW
            " " AXE " " AXE);
  act (&f, BN_ACTION_BATTLE, 0, 1, 0);
  g_assert_cmpuint (unit (&f, 1)->figures, ==, 0);
  g_assert_cmpuint (count_events (&f, BN_EVENT_UNIT_ELIMINATED), ==, 1);
  g_assert_cmpuint (bn_battle_get_phase (f.battle), ==, BN_PHASE_OVER);
  g_assert_cmpuint (bn_battle_get_winner (f.battle), ==, 0);
  fixture_clear (&f);
}

/* ---- saving rolls ---- */

/* Every cell of the three tables, as the text prints them: "cavalry /
 * infantry / light troops", armour none to heavy, the first and second
 * printed column. Cavalry and light troops print "in melee or W/shields
 * vs archery" first and "NO shields vs. archery" second; infantry prints
 * "in melee or NO shields vs archery" first and "W/shields vs. archery"
 * second. */
static void
test_saving_roll_every_cell (void)
{
  static const char *const table[LH_N_TROOPS][4][2] = {
    [LH_TROOP_CAVALRY] = { { "r", "p" }, { "a", "r" }, { "ap", "a" }, { "ar", "ap" } },
    [LH_TROOP_INFANTRY] = { { "", "p" }, { "p", "r" }, { "r", "a" }, { "a", "ap" } },
    [LH_TROOP_LIGHT] = { { "p", "" }, { "r", "p" }, { "a", "r" }, { "ap", "a" } },
  };
  /* The printed column each case reads. */
  static const guint column[LH_N_TROOPS][LH_N_SAVE_CASES] = {
    [LH_TROOP_CAVALRY] = { 0, 0, 1 },
    [LH_TROOP_INFANTRY] = { 0, 1, 0 },
    [LH_TROOP_LIGHT] = { 0, 0, 1 },
  };
  static const char letters[LH_N_FACES] = { 'a', 'r', 'p' };
  Fixture f;

  lh_init (&f);
  for (guint t = 0; t < LH_N_TROOPS; t++)
    for (guint armour = 0; armour < 4; armour++)
      for (guint c = 0; c < LH_N_SAVE_CASES; c++)
        for (guint face = 0; face < LH_N_FACES; face++)
          {
            gboolean want = strchr (table[t][armour][column[t][c]], letters[face]) != NULL;

            if (lh_save (f.rules, (LhTroop) t, (int) armour, (LhSaveCase) c, (LhFace) face) != want)
              g_error ("troop %u armour %u case %u face %c", t, armour, c, letters[face]);
          }
  g_assert_cmpint (lh_save_case (TRUE, TRUE), ==, LH_SAVE_MELEE);
  g_assert_cmpint (lh_save_case (TRUE, FALSE), ==, LH_SAVE_MELEE);
  g_assert_cmpint (lh_save_case (FALSE, TRUE), ==, LH_SAVE_SHIELDS_VS_ARCHERY);
  g_assert_cmpint (lh_save_case (FALSE, FALSE), ==, LH_SAVE_NO_SHIELDS_VS_ARCHERY);
  /* Heavy weapons: "Infantry in light armor gets no save, unarmored
   * cavalry saves on a panic" — one level lighter. */
  g_assert_false (lh_save (f.rules, LH_TROOP_INFANTRY, 0, LH_SAVE_MELEE, LH_PANIC));
  g_assert_true (lh_save (f.rules, LH_TROOP_CAVALRY, -1, LH_SAVE_MELEE, LH_PANIC));
  g_assert_false (lh_save (f.rules, LH_TROOP_CAVALRY, -1, LH_SAVE_MELEE, LH_ARROW));
  fixture_clear (&f);
}

/* Infantry shot at, each cell of its table against archery played with
 * typed dice: one hit from bows, then one save die of each face in turn.
 * "Infantry in melee or NO shields vs archery": unarmoured (no save) —
 * no die is rolled — light panic, medium arrow, heavy axe; "W/shields vs.
 * archery": unarmoured panic, light arrow, medium axe, heavy axe or
 * panic. */
static void
test_infantry_saves_against_archery (void)
{
  static const char *const saved_by[2][4] = {
    /* no shields */ { "", "p", "r", "a" },
    /* shields */ { "p", "r", "a", "ap" },
  };
  static const char letters[LH_N_FACES] = { 'a', 'r', 'p' };
  static const char *const faces[LH_N_FACES] = { AXE, ARROW, PANIC };

  for (guint shields = 0; shields < 2; shields++)
    for (guint armour = 0; armour < 4; armour++)
      for (guint face = 0; face < LH_N_FACES; face++)
        {
          gboolean any = saved_by[shields][armour][0] != '\0';
          gboolean saved = strchr (saved_by[shields][armour], letters[face]) != NULL;
          g_autofree char *typed = NULL;
          Fixture f;
          int col, row;
          guint target, rolled;

          /* A cell with no save rolls no die: one run is enough. */
          if (!any && face > 0)
            continue;
          lh_init (&f);
          fixture_unit (&f, 0, FOOT, CC, "bow", RED, 4, 6, BN_HEX_DIR_N);
          next_to (4, 6, BN_HEX_DIR_N, &col, &row);
          target = fixture_unit (&f, 1, FOOT, CC, "spear", RED, col, row, BN_HEX_DIR_S);
          f.army[1]->units[target].armour_level = armour + 1;
          f.army[1]->units[target].shields = shields != 0;
          lh_start (&f, AXE " " PANIC);
          act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
          /* One hit on arrows; the save die, if any; a panic roll of 4
           * that no single casualty breaks. */
          typed = g_strconcat (ARROW " " AXE " " AXE " " AXE " ", any ? faces[face] : "",
                               saved ? "" : " " AXE " " AXE, NULL);
          dice (&f, typed);
          rolled = bn_chance_get_n_dice_rolled (f.chance);
          act (&f, BN_ACTION_BATTLE, 0, bn_battle_find_unit (f.battle, 1, target), 1);
          rolled = bn_chance_get_n_dice_rolled (f.chance) - rolled;
          if (unit (&f, 1)->figures != (saved ? 4u : 3u)
              || rolled != 4u + (any ? 1u : 0u) + (saved ? 0u : 2u))
            g_error ("infantry %s shields, armour %u, save die %c: %u figures, %u dice rolled",
                     shields ? "with" : "without", armour, any ? letters[face] : '-',
                     unit (&f, 1)->figures, rolled);
          g_assert_false (unit (&f, 1)->panicked);
          fixture_clear (&f);
        }
}

/* Arbalests: "Hits … are saved as if target's armor is two levels
 * lighter": heavy infantry without shields saves as light armour, on a
 * panic only ("in melee or NO shields vs archery"), so neither the axe
 * that saves heavy armour nor the arrow that saves medium saves it. */
static void
test_arbalest_two_levels_lighter (void)
{
  Fixture f;
  guint target;
  int col, row;

  lh_init (&f);
  fixture_unit (&f, 0, FOOT, CB, "arbalest", RED, 4, 6, BN_HEX_DIR_N);
  next_to (4, 6, BN_HEX_DIR_N, &col, &row);
  next_to (col, row, BN_HEX_DIR_N, &col, &row);
  target = fixture_unit (&f, 1, FOOT, CA, "sidearms", RED, col, row, BN_HEX_DIR_S);
  lh_start (&f, AXE " " PANIC);
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  dice (&f, ARROW " " ARROW " " AXE " " AXE   /* 2 hits, no panic */
            " " AXE " " ARROW                  /* saves as light, no shields: panic only */
            " " AXE " " AXE);                  /* panic roll 4 ≥ 2 */
  act (&f, BN_ACTION_BATTLE, 0, bn_battle_find_unit (f.battle, 1, target), 1);
  g_assert_cmpuint (unit (&f, 1)->figures, ==, 2);
  g_assert_true (unit (&f, 0)->unloaded);
  /* Arbalests reload in an action without moving. */
  act (&f, BN_ACTION_END_MOVES, 0, 0, 0);
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  act (&f, BN_ACTION_FACE, 0, BN_HEX_DIR_NE, 0);
  refused (&f, BN_ACTION_RELOAD, 0, 0, 0, "without moving");
  fixture_clear (&f);
}

/* ---- shooting ---- */

/* Bows hit on arrows; the target saves with shields (unarmoured infantry
 * without them has "(no save)" against archery); casualties make
 * it roll morale ("less than" panics) and it retreats by the panic-move
 * table; a shooting unit may not Attack in the same action; crossbows
 * must reload (one movement point) before shooting again. */
static void
test_shooting_and_crossbow_reload (void)
{
  Fixture f;
  int col, row, col2, row2;

  lh_init (&f);
  fixture_unit (&f, 0, FOOT, CC, "crossbow", RED, 4, 6, BN_HEX_DIR_N);
  next_to (4, 6, BN_HEX_DIR_N, &col, &row);
  fixture_unit (&f, 1, FOOT, CC, "sidearms", RED, col, row, BN_HEX_DIR_S);
  f.army[1]->units[0].shields = TRUE;
  lh_start (&f, AXE " " PANIC);
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  dice (&f, ARROW " " ARROW " " AXE " " PANIC  /* 2 hits */
            " " PANIC " " AXE                  /* unarmoured, shields: the panic saves one */
            " " PANIC " " PANIC                /* morale 0 < 1: panics */
            " " ARROW);                        /* speed 1, arrow: 2 hexes */
  act (&f, BN_ACTION_BATTLE, 0, 1, 1);
  g_assert_cmpuint (unit (&f, 1)->figures, ==, 3);
  g_assert_true (unit (&f, 1)->panicked);
  next_to (col, row, BN_HEX_DIR_N, &col2, &row2);
  next_to (col2, row2, BN_HEX_DIR_N, &col2, &row2);
  g_assert_true (unit_at (&f, 1, col2, row2));
  refused (&f, BN_ACTION_BATTLE, 0, 1, 1, "once an action");
  act (&f, BN_ACTION_END_MOVES, 0, 0, 0);
  /* Side 1's action: a panicked unit may only Rally, turning as it likes. */
  refused (&f, BN_ACTION_ORDER_UNIT, 1, 0, 0, "Rally is the only action");
  act (&f, BN_ACTION_RALLY, 1, BN_HEX_DIR_SE, 0);
  g_assert_false (unit (&f, 1)->panicked);
  g_assert_cmpuint (unit (&f, 1)->facing, ==, BN_HEX_DIR_SE);
  /* Side 0 again: the crossbow is unloaded. */
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  refused (&f, BN_ACTION_BATTLE, 0, 1, 1, "reloaded first");
  act (&f, BN_ACTION_RELOAD, 0, 0, 0);
  g_assert_false (unit (&f, 0)->unloaded);
  refused (&f, BN_ACTION_BATTLE, 0, 1, 1, "once an action");
  refused (&f, BN_ACTION_MOVE_UNIT, 0, BN_HEX_DIR_N, 0, "no movement point left");
  fixture_clear (&f);
}

/* "A panicking unit that cannot abide by the above restrictions stops
 * moving, and a die is rolled for each of its figures. One figure is lost
 * for each panic rolled." */
static void
test_blocked_retreat_loses_figures (void)
{
  Fixture f;

  lh_init (&f);
  fixture_unit (&f, 0, FOOT, CC, "sidearms", RED, 4, 1, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CC, "sidearms", RED, 4, 0, BN_HEX_DIR_S);
  /* Side 1's neighbours on the north edge are held by its own units. */
  fixture_unit (&f, 1, FOOT, CC, "sidearms", RED, 3, 0, BN_HEX_DIR_S);
  fixture_unit (&f, 1, FOOT, CC, "sidearms", RED, 5, 0, BN_HEX_DIR_S);
  lh_start (&f, AXE " " PANIC);
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  dice (&f, ARROW " " ARROW " " ARROW " " ARROW
            " " ARROW " " ARROW " " ARROW " " ARROW
            " " AXE " " AXE
            " " PANIC " " PANIC                  /* 0 ≤ 0: panics */
            " " AXE                              /* 1 hex: none away from the foe */
            " " PANIC " " AXE " " PANIC " " ARROW); /* a die per figure: 2 lost */
  act (&f, BN_ACTION_BATTLE, 0, 1, 0);
  g_assert_cmpuint (count_events (&f, BN_EVENT_RETREAT_BLOCKED), ==, 1);
  g_assert_cmpuint (unit (&f, 1)->figures, ==, 2);
  g_assert_true (unit_at (&f, 1, 4, 0));
  fixture_clear (&f);
}

/* ---- unit types and weapons ---- */

/* "Panic moves": hexes by movement points and face. */
static void
test_panic_move_table (void)
{
  static const guint table[4][3] = { { 1, 2, 1 }, { 2, 1, 1 }, { 2, 3, 1 }, { 3, 2, 1 } };
  Fixture f;

  lh_init (&f);
  for (guint mp = 1; mp <= 4; mp++)
    for (guint face = 0; face < LH_N_FACES; face++)
      g_assert_cmpuint (lh_panic_move (f.rules, mp, (LhFace) face), ==, table[mp - 1][face]);
  fixture_clear (&f);
}

/* Speeds by type and armour ("Unit Types"). */
static void
test_unit_speeds (void)
{
  Fixture f;

  lh_init (&f);
  /* horse, light, leadership, armour (0 none … 3 heavy) */
  g_assert_cmpuint (lh_speed (f.rules, FALSE, FALSE, 0, 3), ==, 1);   /* infantry */
  g_assert_cmpuint (lh_speed (f.rules, TRUE, FALSE, 0, 1), ==, 3);    /* cavalry */
  g_assert_cmpuint (lh_speed (f.rules, TRUE, FALSE, 0, 2), ==, 2);    /* … medium or heavy */
  g_assert_cmpuint (lh_speed (f.rules, FALSE, TRUE, 0, 1), ==, 2);    /* light infantry, light armour */
  g_assert_cmpuint (lh_speed (f.rules, FALSE, TRUE, 0, 2), ==, 1);    /* … medium */
  g_assert_cmpuint (lh_speed (f.rules, TRUE, TRUE, 0, 0), ==, 4);     /* light cavalry */
  g_assert_cmpuint (lh_speed (f.rules, TRUE, TRUE, 0, 1), ==, 3);
  g_assert_cmpuint (lh_speed (f.rules, TRUE, TRUE, 0, 2), ==, 2);
  g_assert_cmpuint (lh_speed (f.rules, TRUE, FALSE, 2, 1), ==, 4);    /* King/Leader mounted */
  g_assert_cmpuint (lh_speed (f.rules, TRUE, FALSE, 2, 3), ==, 3);
  g_assert_cmpuint (lh_speed (f.rules, FALSE, FALSE, 1, 0), ==, 3);   /* King/Leader on foot */
  g_assert_cmpuint (lh_speed (f.rules, FALSE, FALSE, 1, 2), ==, 2);
  fixture_clear (&f);
}

/* Combat dice per figure and the weapons' extra dice: spears "1 extra
 * combat die per 2 figures vs. non-spears" (infantry, light cavalry),
 * "1 extra combat die per figure" (cavalry); halberds per 2 figures,
 * infantry only; "per 2 full figures, not fraction". */
static void
test_combat_dice_and_weapons (void)
{
  Fixture f;

  lh_init (&f);
  g_assert_cmpuint (lh_combat_dice (f.rules, FALSE, FALSE, 0, 4, LH_WEAPON_SIDEARMS, LH_WEAPON_SPEAR, TRUE), ==, 4);
  g_assert_cmpuint (lh_combat_dice (f.rules, FALSE, FALSE, 0, 4, LH_WEAPON_SPEAR, LH_WEAPON_SIDEARMS, TRUE), ==, 6);
  g_assert_cmpuint (lh_combat_dice (f.rules, FALSE, FALSE, 0, 3, LH_WEAPON_SPEAR, LH_WEAPON_SIDEARMS, TRUE), ==, 4);
  g_assert_cmpuint (lh_combat_dice (f.rules, FALSE, FALSE, 0, 4, LH_WEAPON_SPEAR, LH_WEAPON_SPEAR, TRUE), ==, 4);
  g_assert_cmpuint (lh_combat_dice (f.rules, TRUE, FALSE, 0, 2, LH_WEAPON_SIDEARMS, LH_WEAPON_SIDEARMS, TRUE), ==, 4);
  g_assert_cmpuint (lh_combat_dice (f.rules, TRUE, FALSE, 0, 2, LH_WEAPON_SPEAR, LH_WEAPON_SIDEARMS, TRUE), ==, 6);
  g_assert_cmpuint (lh_combat_dice (f.rules, TRUE, TRUE, 0, 2, LH_WEAPON_SPEAR, LH_WEAPON_SIDEARMS, TRUE), ==, 3);
  g_assert_cmpuint (lh_combat_dice (f.rules, FALSE, FALSE, 0, 4, LH_WEAPON_HALBERD, LH_WEAPON_SPEAR, TRUE), ==, 6);
  g_assert_cmpuint (lh_combat_dice (f.rules, TRUE, FALSE, 0, 2, LH_WEAPON_HALBERD, LH_WEAPON_SPEAR, TRUE), ==, 4);
  g_assert_cmpuint (lh_combat_dice (f.rules, TRUE, FALSE, 3, 1, LH_WEAPON_SIDEARMS, LH_WEAPON_SPEAR, TRUE), ==, 2);
  /* Reading: a mounted King/Leader with spears is cavalry, "1 extra combat
   * die per figure vs. non-spears": 2 + 1 for his one figure; on foot he
   * is counted as infantry, 1 per 2 full figures: 2 + 1 for his two. */
  g_assert_cmpuint (lh_combat_dice (f.rules, TRUE, FALSE, 2, 1, LH_WEAPON_SPEAR, LH_WEAPON_SIDEARMS, TRUE), ==, 3);
  g_assert_cmpuint (lh_combat_dice (f.rules, FALSE, FALSE, 2, 2, LH_WEAPON_SPEAR, LH_WEAPON_SIDEARMS, TRUE), ==, 3);
  /* Shooting: the figures' dice only. */
  g_assert_cmpuint (lh_combat_dice (f.rules, FALSE, FALSE, 0, 4, LH_WEAPON_SPEAR, LH_WEAPON_SIDEARMS, FALSE), ==, 4);
  /* Saves "as if armour is lighter": heavy weapons in hand-to-hand,
   * longbows and arbalests at a distance; crossbows and arbalests reload. */
  g_assert_cmpint (lh_armour_reduction (f.rules, LH_WEAPON_HEAVY, TRUE), ==, 1);
  g_assert_cmpint (lh_armour_reduction (f.rules, LH_WEAPON_HEAVY, FALSE), ==, 0);
  g_assert_cmpint (lh_armour_reduction (f.rules, LH_WEAPON_LONGBOW, FALSE), ==, 1);
  g_assert_cmpint (lh_armour_reduction (f.rules, LH_WEAPON_ARBALEST, FALSE), ==, 2);
  g_assert_cmpint (lh_armour_reduction (f.rules, LH_WEAPON_BOW, FALSE), ==, 0);
  g_assert_true (lh_weapon_reloads (f.rules, LH_WEAPON_CROSSBOW));
  g_assert_true (lh_weapon_reloads (f.rules, LH_WEAPON_ARBALEST));
  g_assert_false (lh_weapon_reloads (f.rules, LH_WEAPON_LONGBOW));
  fixture_clear (&f);
}

/* ---- mercenary treachery ---- */

static guint
merc (Fixture *f,
      guint    side,
      int      col,
      int      row,
      guint    promise)
{
  guint i = fixture_unit (f, side, FOOT, CC, "spear", RED, col, row, side == 0 ? BN_HEX_DIR_N : BN_HEX_DIR_S);

  f->army[side]->units[i].mercenary = TRUE;
  f->army[side]->units[i].promise = promise;
  return i;
}

static const BnBattleEvent *
accounts_of (Fixture *f,
             guint    side)
{
  for (guint i = bn_battle_get_n_events (f->battle); i > 0; i--)
    {
      const BnBattleEvent *e = bn_battle_get_event (f->battle, i - 1);

      if (e->type == BN_EVENT_ACCOUNTS && e->side == side)
        return e;
    }
  g_error ("no accounts logged for side %u", side);
}

/* "Whenever a mercenary unit is closer to an enemy king than a friendly
 * king, the enemy king can attempt to outbid its controller … he must have
 * unspent points available that aren't already owed to mercenaries … If
 * the bid is higher than the number of points promised the unit by its
 * current king, it switches sides … The points formerly owed a unit by the
 * player who loses control of it become unspent points." A bid below the
 * promise and one equal to it fail; one above wins. */
static void
test_treachery_bids (void)
{
  Fixture f;
  guint king0, king1;
  const BnBattleEvent *e;

  lh_init (&f);
  king0 = fixture_unit (&f, 0, FOOT, CC, "spear", RED, 4, 7, BN_HEX_DIR_N);
  f.army[0]->units[king0].leadership = 2;
  f.army[0]->units[king0].figures = 2;
  merc (&f, 0, 0, 8, 3);                       /* side 0 owes 3 */
  king1 = fixture_unit (&f, 1, FOOT, CC, "spear", RED, 4, 0, BN_HEX_DIR_S);
  f.army[1]->units[king1].leadership = 2;
  f.army[1]->units[king1].figures = 2;
  merc (&f, 1, 2, 6, 4);                       /* battle unit 3 */
  merc (&f, 1, 4, 5, 4);                       /* 4 */
  merc (&f, 1, 6, 6, 4);                       /* 5 */
  merc (&f, 1, 4, 1, 4);                       /* 6: next to its own king */
  f.army[0]->unspent_points = 10;
  f.army[1]->unspent_points = 20;
  lh_start (&f, AXE " " AXE " " PANIC " " PANIC);
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 0);

  /* The accounts at the start: unspent and owed. */
  e = accounts_of (&f, 0);
  g_assert_cmpint (e->value, ==, 10);
  g_assert_cmpuint (e->a + 256u * e->b, ==, 3);
  e = accounts_of (&f, 1);
  g_assert_cmpuint (e->a + 256u * e->b, ==, 16);

  refused (&f, BN_ACTION_BRIBE, 6, 1, 0, "closer to your king than to its own");
  refused (&f, BN_ACTION_BRIBE, 3, 8, 0, "7 available");   /* 10 unspent − 3 owed */
  refused (&f, BN_ACTION_BRIBE, 1, 1, 0, "no such enemy unit");

  act (&f, BN_ACTION_BRIBE, 3, 3, 0);                      /* below the promise */
  g_assert_cmpuint (unit (&f, 3)->side, ==, 1);
  e = last_event (&f, BN_EVENT_BID);
  g_assert_cmpuint (e->b, ==, 0);
  g_assert_cmpint (e->value, ==, 3);
  refused (&f, BN_ACTION_BRIBE, 3, 5, 0, "bid for this turn");

  act (&f, BN_ACTION_BRIBE, 4, 4, 0);                      /* equal: not higher */
  g_assert_cmpuint (unit (&f, 4)->side, ==, 1);

  act (&f, BN_ACTION_BRIBE, 5, 5, 0);                      /* above: it changes sides */
  g_assert_cmpuint (unit (&f, 5)->side, ==, 0);
  g_assert_cmpuint (count_events (&f, BN_EVENT_CHANGED_SIDES), ==, 1);
  /* It is still the unit its own roster names. */
  g_assert_cmpuint (bn_battle_get_unit_home_side (f.battle, 5), ==, 1);
  g_assert_cmpuint (bn_battle_get_unit_home_side (f.battle, 1), ==, 0);
  {
    BnBattleWords words = { f.battle, { f.army[0], f.army[1] } };

    g_strlcpy (f.army[1]->units[unit (&f, 5)->spec].name, "Genoese crossbowmen", BN_BATTLE_NAME_MAX);
    g_strlcpy (f.army[0]->units[unit (&f, 5)->spec].name, "King Richard", BN_BATTLE_NAME_MAX);
    g_assert_cmpstr (bn_battle_words_unit (&words, 5), ==, "Genoese crossbowmen");
  }
  e = accounts_of (&f, 0);
  g_assert_cmpuint (e->a + 256u * e->b, ==, 8);            /* now owes 3 + 5 */
  e = accounts_of (&f, 1);
  g_assert_cmpuint (e->a + 256u * e->b, ==, 12);           /* its 4 are unspent again */
  /* Only 2 points are left to bid with. */
  refused (&f, BN_ACTION_BRIBE, 3, 3, 0, "bid for this turn");
  g_assert_cmpuint (lh_points_available (10, 8), ==, 2);
  /* The bid did not spend the action. */
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 0);
  act (&f, BN_ACTION_ORDER_UNIT, 5, 0, 0);
  fixture_clear (&f);
}

/* ---- a leader goes to another unit ---- */

/* Side 0: the face-to-face unit 0 at (4, 5), a unit 1 five hexes off at
 * (0, 8) facing away, and a unit 2 far off at (8, 0); side 1: unit 3 in
 * front of unit 0. Side 0's army commander, a campaign leader, leads
 * from unit 1. Side 0 has the first action. */
static guint
leader_far_from_the_fight (Fixture *f,
                           gboolean campaign)
{
  guint c;

  lh_init (f);
  face_to_face (f, "sidearms", "sidearms", BN_HEX_DIR_S);
  fixture_unit (f, 0, FOOT, CC, "sidearms", RED, 0, 8, BN_HEX_DIR_S);
  fixture_unit (f, 0, FOOT, CC, "sidearms", RED, 8, 0, BN_HEX_DIR_S);
  c = fixture_commander (f, 0, BN_COMMANDER_ARMY, 1, 0, 0);
  if (campaign)
    {
      f->army[0]->commanders[c].social_rank = 3;
      f->army[0]->commanders[c].initiative = 12;
      f->army[0]->commanders[c].combat_bonus = 6;
    }
  lh_start (f, AXE " " AXE " " PANIC);
  g_assert_cmpuint (bn_battle_get_acting_side (f->battle), ==, 0);
  g_assert_cmpint (bn_battle_get_commander (f->battle, c)->attached, ==, 1);
  g_assert_cmpuint (bn_hex_distance (unit (f, 1)->hex, unit (f, 0)->hex), ==, 5);
  g_assert_cmpuint (bn_hex_distance (unit (f, 1)->hex, unit (f, 3)->hex), >, 4);
  return c;
}

/* Day of Battle, Movement: a leader "may move up to 30\" on his own …
 * once each game turn"; Lionheart's <leader-skills> reads 30" as 5 hexes.
 * House: he goes before one of his side's actions without spending it,
 * and from then on leads from the unit he joined: its King/Leader rating,
 * his Combat Bonus die in its hand-to-hand. */
static void
test_leader_moves_to_another_unit (void)
{
  Fixture f;
  guint c = leader_far_from_the_fight (&f, TRUE);
  const BnBattleEvent *e = NULL;

  g_assert_cmpuint (bn_hex_distance (unit (&f, 1)->hex, unit (&f, 0)->hex), <=, 5);
  g_assert_cmpuint (bn_hex_distance (unit (&f, 1)->hex, unit (&f, 2)->hex), >, 5);
  g_assert_cmpuint (unit (&f, 3)->side, ==, 1);
  g_assert_cmpuint (unit (&f, 1)->led_by, ==, 2);
  refused (&f, BN_ACTION_MOVE_COMMANDER, c, 2, 0, "beyond the leader's 30\" (5 hexes");
  refused (&f, BN_ACTION_MOVE_COMMANDER, c, 1, 0, "leads from that unit already");
  refused (&f, BN_ACTION_MOVE_COMMANDER, c, 3, 0, "a unit of his own side");
  g_assert_true (is_legal (&f, BN_ACTION_MOVE_COMMANDER, c, 0, 0));
  act (&f, BN_ACTION_MOVE_COMMANDER, c, 0, 0);
  g_assert_cmpint (bn_battle_get_commander (f.battle, c)->attached, ==, 0);
  g_assert_true (bn_hex_equal (bn_battle_get_commander (f.battle, c)->hex, unit (&f, 0)->hex));
  g_assert_cmpuint (unit (&f, 0)->led_by, ==, 2);
  g_assert_cmpuint (unit (&f, 1)->led_by, ==, 0);
  e = last_event (&f, BN_EVENT_COMMANDER_MOVED);
  g_assert_cmpuint (e->a, ==, c);
  g_assert_cmpuint (e->b, ==, 0);
  g_assert_cmpuint (e->c, ==, 1);
  {
    BnBattleWords words = { f.battle, { f.army[0], f.army[1] } };
    g_autofree char *told = bn_battle_words_event (&words, e, BN_BATTLE_WORDS_EVERYONE);
    BnBattleAction move = { BN_ACTION_MOVE_COMMANDER, 0, (guint8) c, 3, 0 };
    g_autofree char *offered = bn_battle_words_action (&words, &move);

    g_assert_nonnull (strstr (told, "leads from"));
    g_assert_nonnull (strstr (offered, "goes to lead from"));
  }
  /* The action is not spent; he does not go again this turn. */
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 0);
  g_assert_cmpuint (bn_battle_get_phase (f.battle), ==, BN_PHASE_ORDER);
  refused (&f, BN_ACTION_MOVE_COMMANDER, c, 1, 0, "once each game turn");
  /* He throws his bonus die in his new unit's hand-to-hand. */
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  dice (&f, AXE " " AXE " " ARROW " " ARROW);      /* attacker: 2 hits */
  bn_chance_push_die (f.chance, 10);                /* his bonus die, thrown next: 4 + 6, a hit */
  dice (&f, AXE " " ARROW " " ARROW " " ARROW);     /* defender: 1 hit */
  act (&f, BN_ACTION_BATTLE, 0, 3, 0);
  e = NULL;
  for (guint i = 0; i < bn_battle_get_n_events (f.battle) && e == NULL; i++)
    if (bn_battle_get_event (f.battle, i)->type == BN_EVENT_LEADER_SKILL
        && (bn_battle_get_event (f.battle, i)->b & ~BN_SKILL_USE_PASSED) == BN_SKILL_USE_COMBAT_BONUS)
      e = bn_battle_get_event (f.battle, i);
  g_assert_nonnull (e);
  g_assert_cmpuint (e->side, ==, 0);
  g_assert_cmpuint (e->a, ==, c);
  fixture_clear (&f);
}

/* A commander without campaign numbers (quick games) leads from his unit
 * as before: he is offered no move; a hero "may never move on his own". */
static void
test_only_campaign_leaders_move (void)
{
  Fixture f;
  guint c = leader_far_from_the_fight (&f, FALSE);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

  bn_battle_legal_actions (f.battle, legal);
  for (guint i = 0; i < legal->len; i++)
    g_assert_cmpuint (g_array_index (legal, BnBattleAction, i).type, !=, BN_ACTION_MOVE_COMMANDER);
  refused (&f, BN_ACTION_MOVE_COMMANDER, c, 0, 0, "only a campaign leader moves on his own");
  fixture_clear (&f);

  lh_init (&f);
  face_to_face (&f, "sidearms", "sidearms", BN_HEX_DIR_S);
  fixture_unit (&f, 0, FOOT, CC, "sidearms", RED, 1, 6, BN_HEX_DIR_S);
  c = fixture_commander (&f, 0, BN_COMMANDER_ARMY, 1, 0, 0);
  f.army[0]->commanders[c].social_rank = 3;
  f.army[0]->commanders[c].hero = TRUE;
  lh_start (&f, AXE " " AXE " " PANIC);
  refused (&f, BN_ACTION_MOVE_COMMANDER, c, 0, 0, "a hero never moves on his own");
  fixture_clear (&f);
}

/* The computer sends a leader whose unit is out of the fight to a steady
 * unit about to fight, and leaves him where he is otherwise. */
static void
test_ai_sends_leader_to_the_fight (void)
{
  Fixture f;
  guint c = leader_far_from_the_fight (&f, TRUE);
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 7);
  BnBattleAction chosen;

  g_assert_true (bn_battle_ai_choose (ai, f.battle, &chosen));
  g_assert_cmpuint (chosen.type, ==, BN_ACTION_MOVE_COMMANDER);
  g_assert_cmpuint (chosen.a, ==, c);
  g_assert_cmpuint (chosen.b, ==, 0);
  act (&f, chosen.type, chosen.a, chosen.b, chosen.c);
  /* With the fight now: he stays. */
  g_assert_true (bn_battle_ai_choose (ai, f.battle, &chosen));
  g_assert_cmpuint (chosen.type, !=, BN_ACTION_MOVE_COMMANDER);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lionheart/panic/counts-figures-lost", test_panic_counts_figures_lost);
  g_test_add_func ("/lionheart/leadership/action-table-every-difference", test_action_table_every_difference);
  g_test_add_func ("/lionheart/leadership/roll-gives-actions", test_leadership_roll_gives_actions);
  g_test_add_func ("/lionheart/leadership/tie-is-a-lost-turn", test_leadership_tie_is_a_lost_turn);
  g_test_add_func ("/lionheart/leadership/army-commander", test_leadership_of_army_commander);
  g_test_add_func ("/lionheart/leadership/initiative", test_initiative_adds_to_leadership_roll);
  g_test_add_func ("/lionheart/melee/combat-bonus", test_combat_bonus_in_hand_to_hand);
  g_test_add_func ("/lionheart/retainers/squire-rallies", test_squire_rallies_his_leaders_unit);
  g_test_add_func ("/lionheart/retainers/leadership-roll-thrown-again", test_leadership_roll_thrown_again);
  g_test_add_func ("/lionheart/leadership/king-unit-over-commander", test_leadership_of_king_unit_over_commander);
  g_test_add_func ("/lionheart/deploy/players-place-their-units", test_players_deploy);
  g_test_add_func ("/lionheart/data/tables-checked", test_tables_checked);
  g_test_add_func ("/lionheart/data/save-columns-checked", test_save_columns_checked);
  g_test_add_func ("/lionheart/actions/movement-points-infantry", test_movement_points_infantry);
  g_test_add_func ("/lionheart/actions/light-troops-free-first-turn", test_light_troops_free_first_turn);
  g_test_add_func ("/lionheart/combat/attack-front-only", test_attack_front_only);
  g_test_add_func ("/lionheart/combat/both-roll", test_melee_both_roll);
  g_test_add_func ("/lionheart/combat/shields-block", test_melee_shields_block);
  g_test_add_func ("/lionheart/panic/modifiers", test_panic_modifiers);
  g_test_add_func ("/lionheart/panic/rear-attack", test_panic_rear_attack);
  g_test_add_func ("/lionheart/panic/dedicated-never-panic", test_dedicated_never_panic);
  g_test_add_func ("/lionheart/panic/blocked-retreat-loses-figures", test_blocked_retreat_loses_figures);
  g_test_add_func ("/lionheart/panic/move-table", test_panic_move_table);
  g_test_add_func ("/lionheart/saves/every-cell", test_saving_roll_every_cell);
  g_test_add_func ("/lionheart/saves/infantry-against-archery", test_infantry_saves_against_archery);
  g_test_add_func ("/lionheart/weapons/arbalest-two-levels-lighter", test_arbalest_two_levels_lighter);
  g_test_add_func ("/lionheart/shooting/crossbow-reload-and-rally", test_shooting_and_crossbow_reload);
  g_test_add_func ("/lionheart/units/speeds", test_unit_speeds);
  g_test_add_func ("/lionheart/units/combat-dice-and-weapons", test_combat_dice_and_weapons);
  g_test_add_func ("/lionheart/treachery/bids-below-equal-above", test_treachery_bids);
  g_test_add_func ("/lionheart/leaders/move-to-another-unit", test_leader_moves_to_another_unit);
  g_test_add_func ("/lionheart/leaders/only-campaign-leaders-move", test_only_campaign_leaders_move);
  g_test_add_func ("/lionheart/leaders/ai-sends-leader-to-the-fight", test_ai_sends_leader_to_the_fight);
  return g_test_run ();
}
