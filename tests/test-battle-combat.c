/* test-battle-combat.c — battle dice by range, hits by armour, the
 * automatic first kill, crossed swords, casualty caps, charges, commander
 * support and artillery (L&L, Combat, Range, Resolve battle, Charging,
 * Commanders in battle, order sheet).
 *
 * South (side 0) stands at (3, 4) facing north; north (side 1) at (3, 3)
 * facing south, so they are adjacent and face each other.
 */
#include "battle-fixture.h"
#include "bn-battle-ai.h"

static void
duel_setup (Fixture    *f,
            BnBattleArm arm0, BnUnitClass cls0, const char *weapon0,
            BnBattleArm arm1, BnUnitClass cls1, const char *weapon1)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, arm0, cls0, weapon0, RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 1, arm1, cls1, weapon1, RED, 3, 3, BN_HEX_DIR_S);
}

static void
attack (Fixture *f)
{
  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), unit_of (f, 1, 0), 0);
}

/* More than one hit (crossed swords not counted): the first kills
 * outright, the others may be saved. */
static void
test_first_hit_automatic_kill (void)
{
  Fixture f;

  duel_setup (&f, FOOT, CB, "spear", FOOT, CB, "spear");
  fixture_start (&f, "red-1");
  attack (&f);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 4);
  dice (&f, "hit-lesser hit-lesser shield shield");  /* attack */
  dice (&f, "shield");                               /* save of the second hit */
  dice (&f, "shield");                               /* defence throw: a miss */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 7);
  g_assert_cmpuint (unit (&f, unit_of (&f, 0, 0))->figures, ==, 8);
  g_assert_cmpuint (count_dice (&f, BN_DIE_SAVE), ==, 1);
  fixture_clear (&f);
}

/* A single hit is saved like any other. */
static void
test_single_hit_is_saveable (void)
{
  Fixture f;

  duel_setup (&f, FOOT, CB, "spear", FOOT, CB, "spear");
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "hit-lesser shield shield shield shield shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 8);
  fixture_clear (&f);
}

/* Hit symbols by armour: "hit no armour" does not hurt lesser armour;
 * "hit lesser armour" does not hurt the best. */
static void
test_hits_by_armour_class (void)
{
  Fixture f;

  duel_setup (&f, FOOT, CB, "spear", FOOT, CA, "spear");
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "hit-none hit-lesser hit-lesser hit-any");  /* one hit on A-class */
  dice (&f, "flag");                                     /* its save fails */
  dice (&f, "shield");                                   /* defence */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 5);
  fixture_clear (&f);
}

/* Crossed swords hit in close combat for infantry with polearms; they do
 * not count towards the automatic kill. */
static void
test_crossed_swords_polearm (void)
{
  Fixture f;

  duel_setup (&f, FOOT, CB, "halberd", FOOT, CB, "spear");
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "swords swords shield shield");
  dice (&f, "flag flag");   /* both saves fail */
  dice (&f, "shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 6);
  fixture_clear (&f);
}

/* Crossed swords hit troops in the heaviest armour in close combat, and
 * miss everyone else when the attacker has no polearm. */
static void
test_crossed_swords_best_armour (void)
{
  Fixture f;

  duel_setup (&f, FOOT, CB, "spear", FOOT, CA, "spear");
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "swords shield shield shield");
  dice (&f, "flag");
  dice (&f, "shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 5);
  fixture_clear (&f);

  duel_setup (&f, FOOT, CB, "spear", FOOT, CB, "spear");
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "swords swords swords swords");
  dice (&f, "shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 8);
  g_assert_cmpuint (count_dice (&f, BN_DIE_SAVE), ==, 0);
  fixture_clear (&f);
}

/* A unit never inflicts more casualties than it has figures. */
static void
test_casualties_capped_by_attacker_figures (void)
{
  Fixture f;

  duel_setup (&f, FOOT, CB, "spear", FOOT, CB, "spear");
  f.army[0]->units[0].figures = 1;
  fixture_start (&f, "red-1");
  attack (&f);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 4);  /* dice are not reduced */
  dice (&f, "hit-any hit-any hit-any hit-any");
  dice (&f, "flag flag flag");
  dice (&f, "shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 7);
  fixture_clear (&f);
}

/* Battle dice by range: longbows 4-3-3-2-1, crossbows 4-3-3-2, C-class
 * 3-2-1; out of range is refused; only bows and firearms fire. */
static void
test_dice_by_range (void)
{
  Fixture f;
  guint shooter;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "crossbow", RED, 5, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CC, "bow", RED, 7, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 1, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_S);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 5, 3, BN_HEX_DIR_S);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 7, 4, BN_HEX_DIR_S);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 1, 5, BN_HEX_DIR_S);
  fixture_start (&f, "red-3 red-1");
  order (&f, "red-3", UNITS ((int) unit_of (&f, 0, 0), (int) unit_of (&f, 0, 1), (int) unit_of (&f, 0, 2)));
  end_moves (&f);
  shooter = unit_of (&f, 0, 0);
  act (&f, BN_ACTION_BATTLE, shooter, unit_of (&f, 1, 0), 0);            /* range 3 */
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 3);
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 1), unit_of (&f, 1, 1), 0); /* range 4 */
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 2);
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 2), unit_of (&f, 1, 1), 0, "L&L, Range");
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 2), unit_of (&f, 1, 2), 0); /* range 3 */
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 1);
  fixture_clear (&f);
}

/* A unit without bows or firearms fights only in close combat. */
static void
test_close_combat_only_without_missiles (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 5, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0, "close combat");
  fixture_clear (&f);
}

/* Units in close combat cannot fire at more distant units, nor be fired
 * upon. */
static void
test_close_combat_blocks_fire (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 3, 5, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 5, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_S);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 5, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-2");
  order (&f, "red-2", UNITS ((int) unit_of (&f, 0, 0), (int) unit_of (&f, 0, 1)));
  end_moves (&f);
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 1), 0,
           "units in close combat cannot fire");
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 1), unit_of (&f, 1, 0), 0,
           "cannot be fired upon");
  fixture_clear (&f);
}

/* Lancers charging (no facing change for the last 2 hexes) get +1 die. */
static void
test_lancer_charge_bonus (void)
{
  Fixture f;
  guint lancers;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, HORSE, CA, "lance", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  lancers = unit_of (&f, 0, 0);
  order (&f, "red-1", UNITS ((int) lancers));
  act (&f, BN_ACTION_MOVE_UNIT, lancers, BN_HEX_DIR_N, 0);
  act (&f, BN_ACTION_MOVE_UNIT, lancers, BN_HEX_DIR_N, 0);
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, lancers, unit_of (&f, 1, 0), 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 4);
  fixture_clear (&f);
}

/* No charge after a facing change within the last 2 hexes. */
static void
test_charge_needs_straight_hexes (void)
{
  Fixture f;
  guint lancers;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, HORSE, CA, "lance", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  lancers = unit_of (&f, 0, 0);
  order (&f, "red-1", UNITS ((int) lancers));
  act (&f, BN_ACTION_MOVE_UNIT, lancers, BN_HEX_DIR_N, 0);
  act (&f, BN_ACTION_FACE, lancers, BN_HEX_DIR_NE, 0);
  act (&f, BN_ACTION_MOVE_UNIT, lancers, BN_HEX_DIR_N, 0);
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, lancers, unit_of (&f, 1, 0), 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 3);
  fixture_clear (&f);
}

/* Pikes stop a charge on their active front, not on their passive one. */
static void
test_pike_stops_lancer_charge (void)
{
  for (guint pike_facing = 0; pike_facing < 2; pike_facing++)
    {
      Fixture f;
      guint lancers;

      fixture_init (&f, 9, 9);
      fixture_unit (&f, 0, HORSE, CA, "lance", RED, 3, 6, BN_HEX_DIR_N);
      fixture_unit (&f, 1, FOOT, CB, "pike", RED, 3, 3, pike_facing == 0 ? BN_HEX_DIR_S : BN_HEX_DIR_N);
      fixture_start (&f, "red-1");
      lancers = unit_of (&f, 0, 0);
      order (&f, "red-1", UNITS ((int) lancers));
      act (&f, BN_ACTION_MOVE_UNIT, lancers, BN_HEX_DIR_N, 0);
      act (&f, BN_ACTION_MOVE_UNIT, lancers, BN_HEX_DIR_N, 0);
      end_moves (&f);
      act (&f, BN_ACTION_BATTLE, lancers, unit_of (&f, 1, 0), 0);
      g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, pike_facing == 0 ? 3 : 4);
      fixture_clear (&f);
    }
}

/* A captain (or the army commander) with the unit adds a die, once. */
static void
test_captain_adds_battle_die (void)
{
  Fixture f;

  duel_setup (&f, FOOT, CB, "spear", FOOT, CB, "spear");
  fixture_commander (&f, 0, BN_COMMANDER_CAPTAIN, 0, 0, 0);
  fixture_start (&f, "red-1");
  attack (&f);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 5);
  fixture_clear (&f);

  duel_setup (&f, FOOT, CB, "spear", FOOT, CB, "spear");
  fixture_commander (&f, 0, BN_COMMANDER_SERGEANT, 0, 0, 0);
  fixture_start (&f, "red-1");
  attack (&f);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 4);
  fixture_clear (&f);
}

/* A unit battles only once per turn, and only when ordered. */
static void
test_battle_once_per_turn (void)
{
  Fixture f;

  duel_setup (&f, FOOT, CB, "spear", FOOT, CB, "spear");
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "shield shield shield shield shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0, "once per turn");
  fixture_clear (&f);
}

/* Artillery fires every other move, adds a die on a hilltop, and may not
 * move and battle. */
static void
test_artillery_fires_every_other_move (void)
{
  Fixture f;
  guint gun;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, GUNS, CA, "gun", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_S);
  bn_scenario_set_terrain (f.scenario, f.rules, 3, 7, "hill");
  fixture_start (&f, "red-1 red-2 red-3 blue-1");
  gun = unit_of (&f, 0, 0);
  order (&f, "red-1", UNITS ((int) gun));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, gun, unit_of (&f, 1, 0), 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 3 + 1);  /* range 3, hilltop */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  pass_turn (&f);
  order (&f, "red-2", UNITS ((int) gun));
  end_moves (&f);
  refused (&f, BN_ACTION_BATTLE, gun, unit_of (&f, 1, 0), 0, "every other move");
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  pass_turn (&f);
  order (&f, "red-3", UNITS ((int) gun));
  act (&f, BN_ACTION_MOVE_UNIT, gun, BN_HEX_DIR_S, 0);
  end_moves (&f);
  refused (&f, BN_ACTION_BATTLE, gun, unit_of (&f, 1, 0), 0, "may move 0 hexes and battle");
  fixture_clear (&f);
}

/* A hex with two types of units (infantry and cavalry): the defender
 * chooses which takes the casualties, and the dice follow his choice. The
 * AI makes the choice too. */
static void
test_defender_chooses_casualties (void)
{
  Fixture f;
  guint foot, horse;
  BnBattleAction action;
  g_autoptr(BnBattleAi) ai = NULL;

  duel_setup (&f, FOOT, CB, "spear", FOOT, CB, "spear");
  fixture_unit (&f, 1, HORSE, CB, "lance", RED, 3, 3, BN_HEX_DIR_S);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 5, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  foot = unit_of (&f, 1, 0);
  horse = unit_of (&f, 1, 1);
  attack (&f);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_CASUALTIES);
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 1);
  refused (&f, BN_ACTION_STAND, 0, 0, 0, "only when attacked");
  refused (&f, BN_ACTION_TAKE_CASUALTIES, unit_of (&f, 1, 2), 0, 0, "hex attacked");
  g_assert_true (is_legal (&f, BN_ACTION_TAKE_CASUALTIES, foot, 0, 0));
  g_assert_true (is_legal (&f, BN_ACTION_TAKE_CASUALTIES, horse, 0, 0));
  ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 1);
  g_assert_true (bn_battle_ai_choose (ai, f.battle, &action));
  g_assert_cmpint (action.type, ==, BN_ACTION_TAKE_CASUALTIES);
  g_assert_true (action.a == foot || action.a == horse);
  act (&f, BN_ACTION_TAKE_CASUALTIES, horse, 0, 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_CASUALTIES), ==, 4);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_DEFEND);
  dice (&f, "hit-lesser hit-lesser shield shield");  /* attack */
  dice (&f, "flag");                                 /* save of the second hit fails */
  dice (&f, "shield");                               /* the horse's defence throw */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, horse)->figures, ==, 3);
  g_assert_cmpuint (unit (&f, foot)->figures, ==, 8);
  fixture_clear (&f);
}

/* Two units of one type: the attacker's target takes the casualties,
 * with no choice for the defender. */
static void
test_attacker_chooses_casualties_same_type (void)
{
  Fixture f;
  guint second;

  duel_setup (&f, FOOT, CB, "spear", FOOT, CB, "spear");
  fixture_unit (&f, 1, FOOT, CC, "spear", BLUE, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  second = unit_of (&f, 1, 1);
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), second, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_DEFEND);
  refused (&f, BN_ACTION_TAKE_CASUALTIES, unit_of (&f, 1, 0), 0, 0, "two types");
  dice (&f, "hit-none hit-none shield shield");
  dice (&f, "flag");
  dice (&f, "shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, second)->figures, ==, 6);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 8);
  fixture_clear (&f);
}

/* Unarmed villagers and engineers score a hit only with crossed swords,
 * in close combat; hit symbols are misses for them (L&L, Resolve battle). */
static void
test_unarmed_hit_only_with_crossed_swords (void)
{
  Fixture f;

  duel_setup (&f, FOOT, CC, "improvised", FOOT, CC, "spear");
  g_assert_true (bn_battle_rules_get_weapon (f.rules, (guint) bn_battle_rules_find_weapon (f.rules, "improvised"))->unarmed);
  fixture_start (&f, "red-1");
  attack (&f);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 3);
  dice (&f, "hit-any hit-none swords");   /* attack: one hit, the swords */
  dice (&f, "hit-any");                   /* its save fails */
  dice (&f, "hit-any");                   /* defence throw */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 7);
  /* No automatic kill: two hit symbols did not count. */
  g_assert_cmpuint (count_dice (&f, BN_DIE_SAVE), ==, 1);
  g_assert_cmpuint (unit (&f, unit_of (&f, 0, 0))->figures, ==, 7);
  fixture_clear (&f);
}

/* The unarmed defend the same way: their defence die kills only with
 * crossed swords. */
static void
test_unarmed_defence_only_with_crossed_swords (void)
{
  for (guint swords = 0; swords < 2; swords++)
    {
      Fixture f;

      duel_setup (&f, FOOT, CC, "spear", FOOT, CC, "improvised");
      fixture_start (&f, "red-1");
      attack (&f);
      dice (&f, "shield shield shield");              /* attack: misses */
      dice (&f, swords ? "swords" : "hit-any");       /* defence throw */
      act (&f, BN_ACTION_STAND, 0, 0, 0);
      g_assert_cmpuint (unit (&f, unit_of (&f, 0, 0))->figures, ==, swords ? 7 : 8);
      fixture_clear (&f);
    }
}

/* An unarmed weapon that fires is refused when the rules are built. */
static void
test_unarmed_weapon_cannot_fire (void)
{
  g_autoptr(BnBattleRulesBuilder) builder = bn_battle_rules_builder_new ("test");
  g_autoptr(GError) error = NULL;
  BnWeaponProfile sling = { .id = "sling", .name = "slings", .ranged = TRUE, .unarmed = TRUE };
  BnBattleRules *rules;

  bn_battle_rules_builder_add_weapon (builder, &sling, 12);
  rules = bn_battle_rules_builder_finish (g_steal_pointer (&builder), &error);
  g_assert_null (rules);
  g_assert_error (error, BN_BATTLE_RULES_ERROR, BN_BATTLE_RULES_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "both unarmed and ranged"));
}

/* A unit only partly armed with firearms fires with one die less, and
 * kills at most as many as its firearms; in close combat the whole unit
 * fights (L&L, Fronts). */
static void
test_mixed_firearms_die_less_and_cap (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "handgun", RED, 3, 5, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CC, "spear", RED, 3, 3, BN_HEX_DIR_S);
  f.army[0]->units[0].firearms = 1;
  fixture_start (&f, "red-1");
  attack (&f);
  /* Handguns at 2 hexes: 3 dice, one less. */
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 2);
  dice (&f, "hit-any hit-any");   /* two hits: one automatic kill, one to save */
  dice (&f, "hit-any");           /* the save fails */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 7);
  fixture_clear (&f);

  /* Adjacent: the whole unit, all its dice and kills. */
  duel_setup (&f, FOOT, CB, "handgun", FOOT, CC, "spear");
  f.army[0]->units[0].firearms = 1;
  fixture_start (&f, "red-1");
  attack (&f);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 4);
  dice (&f, "hit-any hit-any shield shield");
  dice (&f, "hit-any");
  dice (&f, "shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 6);
  fixture_clear (&f);
}

/* Firearms for part of a unit need a weapon that fires, and fewer than
 * its figures. */
static void
test_mixed_firearms_setup_checked (void)
{
  for (guint k = 0; k < 2; k++)
    {
      Fixture f;
      g_autoptr(GError) error = NULL;

      duel_setup (&f, FOOT, CB, k == 0 ? "spear" : "handgun", FOOT, CB, "spear");
      f.army[0]->units[0].firearms = k == 0 ? 2 : 8;
      f.battle = bn_battle_new (f.rules, f.scenario, f.army[0], f.army[1], f.chance, &error);
      g_assert_null (f.battle);
      g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP);
      g_assert_nonnull (strstr (error->message, "only part of a unit carries firearms"));
      fixture_clear (&f);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/combat/first-hit-automatic-kill", test_first_hit_automatic_kill);
  g_test_add_func ("/battle/combat/unarmed-hit-only-with-crossed-swords", test_unarmed_hit_only_with_crossed_swords);
  g_test_add_func ("/battle/combat/unarmed-defence-only-with-crossed-swords",
                   test_unarmed_defence_only_with_crossed_swords);
  g_test_add_func ("/battle/combat/unarmed-weapon-cannot-fire", test_unarmed_weapon_cannot_fire);
  g_test_add_func ("/battle/combat/mixed-firearms-die-less-and-cap", test_mixed_firearms_die_less_and_cap);
  g_test_add_func ("/battle/combat/mixed-firearms-setup-checked", test_mixed_firearms_setup_checked);
  g_test_add_func ("/battle/combat/single-hit-is-saveable", test_single_hit_is_saveable);
  g_test_add_func ("/battle/combat/hits-by-armour-class", test_hits_by_armour_class);
  g_test_add_func ("/battle/combat/crossed-swords-polearm", test_crossed_swords_polearm);
  g_test_add_func ("/battle/combat/crossed-swords-best-armour", test_crossed_swords_best_armour);
  g_test_add_func ("/battle/combat/casualties-capped-by-attacker-figures",
                   test_casualties_capped_by_attacker_figures);
  g_test_add_func ("/battle/combat/dice-by-range", test_dice_by_range);
  g_test_add_func ("/battle/combat/close-combat-only-without-missiles",
                   test_close_combat_only_without_missiles);
  g_test_add_func ("/battle/combat/close-combat-blocks-fire", test_close_combat_blocks_fire);
  g_test_add_func ("/battle/combat/lancer-charge-bonus", test_lancer_charge_bonus);
  g_test_add_func ("/battle/combat/charge-needs-straight-hexes", test_charge_needs_straight_hexes);
  g_test_add_func ("/battle/combat/pike-stops-lancer-charge", test_pike_stops_lancer_charge);
  g_test_add_func ("/battle/combat/captain-adds-battle-die", test_captain_adds_battle_die);
  g_test_add_func ("/battle/combat/battle-once-per-turn", test_battle_once_per_turn);
  g_test_add_func ("/battle/combat/defender-chooses-casualties", test_defender_chooses_casualties);
  g_test_add_func ("/battle/combat/attacker-chooses-casualties-same-type",
                   test_attacker_chooses_casualties_same_type);
  g_test_add_func ("/battle/combat/artillery-fires-every-other-move",
                   test_artillery_fires_every_other_move);
  return g_test_run ();
}
