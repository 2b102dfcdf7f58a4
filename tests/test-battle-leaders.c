/* test-battle-leaders.c — Day of Battle's leaders and heroes on the
 * field: Combat Bonus (the attached leader's bonus die), Morale Bonus (his
 * unit holds), Initiative (the card orders more), a leader's own move, a
 * hero who stays with his unit, the basic game, and commanders with no
 * campaign numbers fighting as before (docs/rules.md, "Leaders and heroes
 * on the field"). Lords & Levies' default rules: a skill check is a D20 at
 * or under base + per point × the skill (combat 4 + CB, morale 2 × MB).
 *
 * South (side 0) stands at (3, 4) facing north; north (side 1) at (3, 3)
 * facing south.
 */
#include "battle-fixture.h"
#include "bn-battle-ai.h"

static void
duel_setup (Fixture *f)
{
  fixture_init (f, 9, 9);
  /* Fast play: no saving, flag or defence throws, so the only dice are
   * the attack's and the leaders'. */
  f->scenario->options |= BN_BATTLE_OPTION_FAST_PLAY;
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
}

static void
set_skills (Fixture *f,
            guint    side,
            guint    commander,
            guint    rank,
            guint    initiative,
            guint    morale_bonus,
            guint    combat_bonus)
{
  BnBattleCommanderSpec *spec = &f->army[side]->commanders[commander];

  spec->social_rank = rank;
  spec->initiative = initiative;
  spec->morale_bonus = morale_bonus;
  spec->combat_bonus = combat_bonus;
  spec->pcs = 15;
}

static void
attack (Fixture *f)
{
  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), unit_of (f, 1, 0), 0);
}

/* The last BN_EVENT_LEADER_SKILL, which must exist. */
static const BnBattleEvent *
last_skill (Fixture *f)
{
  for (guint i = bn_battle_get_n_events (f->battle); i > 0; i--)
    if (bn_battle_get_event (f->battle, i - 1)->type == BN_EVENT_LEADER_SKILL)
      return bn_battle_get_event (f->battle, i - 1);
  g_error ("no leader-skill event");
  return NULL;
}

/* Day of Battle, Combat Bonus: "when a leader is attached to a unit in
 * melee he rolls a bonus die … This bonus modifies the final hit number":
 * Combat Bonus 9 hits at 13 or under (4 + 9), and a hit kills a figure. */
static void
test_combat_bonus_die_hits_at_its_number (void)
{
  static const guint rolls[] = { 13, 14 };

  for (guint i = 0; i < G_N_ELEMENTS (rolls); i++)
    {
      Fixture f;
      const BnBattleEvent *e;

      duel_setup (&f);
      fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
      set_skills (&f, 0, 0, 3, 12, 1, 9);
      fixture_start (&f, "red-1");
      attack (&f);
      dice (&f, "shield shield shield shield shield");   /* the attack, with the commander's die */
      bn_chance_push_die (f.chance, rolls[i]);           /* the bonus die */
      act (&f, BN_ACTION_STAND, 0, 0, 0);
      e = last_skill (&f);
      g_assert_cmpuint (e->b & ~BN_SKILL_USE_PASSED, ==, BN_SKILL_USE_COMBAT_BONUS);
      g_assert_cmpint (e->value, ==, 13);
      g_assert_cmpuint (count_dice (&f, BN_DIE_SKILL), ==, 1);
      g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, rolls[i] <= 13 ? 7 : 8);
      g_assert_cmpuint ((e->b & BN_SKILL_USE_PASSED) != 0, ==, rolls[i] <= 13);
      fixture_clear (&f);
    }
}

/* The bonus die is thrown in a melee only: never when the unit shoots. */
static void
test_combat_bonus_only_in_melee (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  f.scenario->options |= BN_BATTLE_OPTION_FAST_PLAY;
  fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 3, 5, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  set_skills (&f, 0, 0, 3, 12, 1, 9);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  dice (&f, "shield shield shield shield shield shield");
  if (bn_battle_get_phase (f.battle) == BN_PHASE_DEFEND)
    act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (count_events (&f, BN_EVENT_LEADER_SKILL), ==, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_SKILL), ==, 0);
  fixture_clear (&f);
}

/* A unit that makes a stand fights back with its leader's bonus die: a
 * hit costs the attacker a figure. */
static void
test_defending_leader_strikes_back (void)
{
  Fixture f;

  duel_setup (&f);
  fixture_commander (&f, 1, BN_COMMANDER_ARMY, 0, 0, 0);
  set_skills (&f, 1, 0, 3, 12, 1, 5);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "shield shield shield shield");
  bn_chance_push_die (f.chance, 9);      /* 4 + 5: a hit */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 0, 0))->figures, ==, 7);
  g_assert_cmpuint (last_skill (&f)->side, ==, 1);
  fixture_clear (&f);
}

/* Day of Battle, Morale Bonus "modifies a unit's morale grade when the
 * leader is attached": a unit about to retreat stands when his D20 makes
 * 2 × Morale Bonus or under. */
static void
test_morale_bonus_holds_the_unit (void)
{
  static const guint rolls[] = { 10, 11 };

  for (guint i = 0; i < G_N_ELEMENTS (rolls); i++)
    {
      Fixture f;
      const BnBattleEvent *e;

      duel_setup (&f);
      f.army[1]->units[0].figures = 4;   /* below its steady figures: flags count */
      fixture_commander (&f, 1, BN_COMMANDER_ARMY, 0, 0, 0);
      set_skills (&f, 1, 0, 3, 12, 5, 0);
      fixture_start (&f, "red-1");
      attack (&f);
      dice (&f, "flag shield shield shield");
      bn_chance_push_die (f.chance, rolls[i]);
      act (&f, BN_ACTION_STAND, 0, 0, 0);
      e = last_skill (&f);
      g_assert_cmpuint (e->b & ~BN_SKILL_USE_PASSED, ==, BN_SKILL_USE_MORALE_BONUS);
      g_assert_cmpint (e->value, ==, 10);
      if (rolls[i] <= 10)
        {
          g_assert_true (unit_at (&f, unit_of (&f, 1, 0), 3, 3));
          g_assert_cmpuint (count_events (&f, BN_EVENT_RETREAT), ==, 0);
        }
      else
        g_assert_true (bn_battle_get_phase (f.battle) == BN_PHASE_RETREAT
                       || count_events (&f, BN_EVENT_RETREAT) == 1);
      fixture_clear (&f);
    }
}

/* Day of Battle, Initiative, "his ability to command": the army
 * commander's card orders one more for every 4 points over 10 (no die,
 * so a card played can still be taken back). */
static void
test_initiative_orders_more (void)
{
  static const guint initiative[] = { 13, 14 };

  for (guint i = 0; i < G_N_ELEMENTS (initiative); i++)
    {
      Fixture f;

      fixture_init (&f, 9, 9);
      fixture_unit (&f, 0, FOOT, CB, "spear", RED, 1, 6, BN_HEX_DIR_N);
      fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);
      fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 1, BN_HEX_DIR_S);
      fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
      set_skills (&f, 0, 0, 3, initiative[i], 1, 1);
      fixture_start (&f, "red-1");
      play (&f, "red-1");
      /* One use, logged once. */
      g_assert_cmpuint (count_events (&f, BN_EVENT_LEADER_SKILL), ==, initiative[i] >= 14 ? 1 : 0);
      act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0);
      if (initiative[i] >= 14)
        {
          act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 1), 0, 0);
          g_assert_cmpint (last_skill (&f)->value, ==, 1);
        }
      else
        refused (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 1), 0, 0, "no such order left");
      g_assert_cmpuint (count_dice (&f, BN_DIE_SKILL), ==, 0);
      fixture_clear (&f);
    }
}

/* Day of Battle, Movement: "A leader may move up to 30" once each game
 * turn. This move does not require a command": 5 hexes of 6". A
 * commander with no campaign numbers still needs his order. */
static void
test_leader_moves_without_command (void)
{
  Fixture f;
  guint c;

  fixture_init (&f, 12, 12);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 1, 10, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 1, 1, BN_HEX_DIR_S);
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, -1, 6, 10);
  fixture_commander (&f, 0, BN_COMMANDER_CAPTAIN, -1, 8, 10);
  set_skills (&f, 0, 0, 3, 12, 1, 1);
  fixture_start (&f, "red-1");
  play (&f, "red-1");
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  c = commander_of (&f, 0, 0);
  g_assert_true (is_legal (&f, BN_ACTION_MOVE_COMMANDER, c, BN_HEX_DIR_N, 0));
  for (guint i = 0; i < 5; i++)
    act (&f, BN_ACTION_MOVE_COMMANDER, c, BN_HEX_DIR_N, 0);
  refused (&f, BN_ACTION_MOVE_COMMANDER, c, BN_HEX_DIR_N, 0, "may move 5 hexes");
  refused (&f, BN_ACTION_MOVE_COMMANDER, commander_of (&f, 0, 1), BN_HEX_DIR_N, 0, "only when ordered");
  fixture_clear (&f);
}

/* Day of Battle, Movement: "A hero may never move on his own, only with
 * the unit he is attached to." */
static void
test_hero_stays_with_his_unit (void)
{
  Fixture f;
  guint hero;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 1, BN_HEX_DIR_S);
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, -1, 6, 6);
  hero = fixture_commander (&f, 0, BN_COMMANDER_CAPTAIN, 0, 0, 0);
  set_skills (&f, 0, hero, 2, 12, 3, 3);
  f.army[0]->commanders[hero].hero = TRUE;
  fixture_start (&f, "red-1");
  play (&f, "red-1");
  refused (&f, BN_ACTION_ORDER_COMMANDER, commander_of (&f, 0, hero), 0, 0, "Day of Battle, Movement");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  refused (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0, "a hero goes wherever");
  refused (&f, BN_ACTION_MOVE_COMMANDER, commander_of (&f, 0, hero), BN_HEX_DIR_N, 0, "Day of Battle, Movement");
  act (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 1);
  g_assert_true (bn_hex_equal (bn_battle_get_commander (f.battle, commander_of (&f, 0, hero))->hex,
                               unit (&f, unit_of (&f, 0, 0))->hex));
  fixture_clear (&f);
}

/* Day of Battle, Basic Game: "when a rule calls for an attribute or skill
 * modifier use the leader's social rank value". */
static void
test_basic_game_uses_social_rank (void)
{
  Fixture f;
  const BnBattleCommander *c;

  duel_setup (&f);
  f.scenario->options |= BN_BATTLE_OPTION_BASIC_GAME;
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  set_skills (&f, 0, 0, 4, 19, 9, 9);
  fixture_start (&f, "red-1");
  c = bn_battle_get_commander (f.battle, commander_of (&f, 0, 0));
  g_assert_cmpuint (c->combat_bonus, ==, 4);
  g_assert_cmpuint (c->morale_bonus, ==, 4);
  g_assert_cmpuint (c->initiative, ==, 14);
  g_assert_cmpuint (c->pcs, ==, 14);
  attack (&f);
  dice (&f, "shield shield shield shield shield");
  bn_chance_push_die (f.chance, 9);     /* 4 + rank 4 = 8: a miss */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpint (last_skill (&f)->value, ==, 8);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 8);
  fixture_clear (&f);
}

/* A commander with no campaign numbers throws no skill die and orders no
 * more: quick games and the bench go as before. */
static void
test_no_numbers_no_skill (void)
{
  Fixture f;

  duel_setup (&f);
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "shield shield shield shield shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (count_events (&f, BN_EVENT_LEADER_SKILL), ==, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_SKILL), ==, 0);
  fixture_clear (&f);
}

static BnBattleArmy *
led_army (BnBattleRules *rules,
          const char    *name,
          guint          initiative,
          guint          morale_bonus,
          guint          combat_bonus)
{
  BnBattleArmy *army = bn_battle_army_new_sample (rules, name, 6);

  for (guint c = 0; c < army->n_commanders; c++)
    if (army->commanders[c].rank != BN_COMMANDER_SERGEANT)
      {
        army->commanders[c].social_rank = 3;
        army->commanders[c].initiative = initiative;
        army->commanders[c].morale_bonus = morale_bonus;
        army->commanders[c].combat_bonus = combat_bonus;
        army->commanders[c].pcs = 15;
      }
  return army;
}

static double
win_rate (BnBattleRules      *rules,
          const BnScenario   *sc,
          const BnBattleArmy *army0,
          const BnBattleArmy *army1,
          guint               runs)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleOdds) odds = bn_battle_odds_run (rules, sc, army0, army1, runs, 17, 2, &error);

  g_assert_no_error (error);
  return odds->win_rate[0] + 0.5 * odds->draws / (double) odds->runs;
}

/* The measure: the same army against the same foe, led by a
 * leader with Combat Bonus 9 and by one with Combat Bonus 1, gives
 * different odds, the first better; and a leader with higher skills all
 * round wins more often than one with the lowest. Fixed seeds. */
static void
test_better_leader_better_odds (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnScenario) sc = bn_scenario_new_builtin (rules, BN_SCENARIO_OPEN_FIELD);
  g_autoptr(BnBattleArmy) foe = led_army (rules, "north", 15, 5, 5);
  g_autoptr(BnBattleArmy) cb9 = led_army (rules, "south", 15, 5, 9);
  g_autoptr(BnBattleArmy) cb1 = led_army (rules, "south", 15, 5, 1);
  g_autoptr(BnBattleArmy) best = led_army (rules, "south", 20, 10, 10);
  g_autoptr(BnBattleArmy) worst = led_army (rules, "south", 11, 1, 1);
  double high = win_rate (rules, sc, cb9, foe, 120);
  double low = win_rate (rules, sc, cb1, foe, 120);

  g_test_message ("Combat Bonus 9: %.3f, Combat Bonus 1: %.3f", high, low);
  g_assert_cmpfloat (high, >, low);
  high = win_rate (rules, sc, best, foe, 120);
  low = win_rate (rules, sc, worst, foe, 120);
  g_test_message ("best skills: %.3f, worst: %.3f", high, low);
  g_assert_cmpfloat (high, >, low + 0.05);
}

/* The battle's log explains the difference: one battle of the Combat
 * Bonus 9 army has his bonus dice, each with its hit number 13. */
static void
test_log_explains_the_bonus_die (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnScenario) sc = bn_scenario_new_builtin (rules, BN_SCENARIO_OPEN_FIELD);
  g_autoptr(BnBattleArmy) foe = led_army (rules, "north", 15, 5, 5);
  g_autoptr(BnBattleArmy) cb9 = led_army (rules, "south", 15, 5, 9);
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  g_autoptr(GError) error = NULL;
  BnBattleOutcome outcome;
  g_autoptr(BnBattle) battle = bn_battle_auto_resolve (rules, sc, cb9, foe, 3, kinds, &outcome, &error);
  guint bonus_dice = 0;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  for (guint i = 0; i < bn_battle_get_n_events (battle); i++)
    {
      const BnBattleEvent *e = bn_battle_get_event (battle, i);

      if (e->type == BN_EVENT_LEADER_SKILL && e->side == 0
          && (e->b & ~BN_SKILL_USE_PASSED) == BN_SKILL_USE_COMBAT_BONUS)
        {
          const BnBattleEvent *die = bn_battle_get_event (battle, i - 1);

          g_assert_cmpint (e->value, ==, 13);
          g_assert_cmpuint (die->type, ==, BN_EVENT_DIE);
          g_assert_cmpuint (die->a, ==, BN_DIE_SKILL);
          g_assert_cmpuint ((e->b & BN_SKILL_USE_PASSED) != 0, ==, die->value <= 13);
          bonus_dice++;
        }
    }
  g_assert_cmpuint (bonus_dice, >, 0);
  text = bn_battle_log_to_text (battle);
  g_assert_nonnull (strstr (text, "leader-skill side=0"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/leaders/combat-bonus-die", test_combat_bonus_die_hits_at_its_number);
  g_test_add_func ("/battle/leaders/combat-bonus-only-in-melee", test_combat_bonus_only_in_melee);
  g_test_add_func ("/battle/leaders/defending-leader-strikes-back", test_defending_leader_strikes_back);
  g_test_add_func ("/battle/leaders/morale-bonus-holds", test_morale_bonus_holds_the_unit);
  g_test_add_func ("/battle/leaders/initiative-orders-more", test_initiative_orders_more);
  g_test_add_func ("/battle/leaders/leader-moves-without-command", test_leader_moves_without_command);
  g_test_add_func ("/battle/leaders/hero-stays-with-his-unit", test_hero_stays_with_his_unit);
  g_test_add_func ("/battle/leaders/basic-game", test_basic_game_uses_social_rank);
  g_test_add_func ("/battle/leaders/no-numbers-no-skill", test_no_numbers_no_skill);
  g_test_add_func ("/battle/leaders/better-leader-better-odds", test_better_leader_better_odds);
  g_test_add_func ("/battle/leaders/log-explains-the-bonus-die", test_log_explains_the_bonus_die);
  return g_test_run ();
}
