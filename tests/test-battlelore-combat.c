/* test-battlelore-combat.c — the BattleLore variant's battle: dice per
 * class, the passive-front bonus, the weapon table, hits by banner, the
 * automatic kill, saving throws, terrain caps (seed 001, "Fronts &
 * facing", "Resolve battle", order sheet). Typed dice give exact outcomes. */
#include "battlelore-fixture.h"

/* Side 0's unit of @cls with @weapon at (3, @row) facing north; side 1's
 * B-class spearmen at (3, 3) facing @facing1. */
static void
setup (Fixture     *f,
       BnBattleArm  arm,
       BnUnitClass  cls,
       const char  *weapon,
       int          row,
       guint        facing1)
{
  bl_init (f, 9, 9);
  fixture_unit (f, 0, arm, cls, weapon, RED, 3, row, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, facing1);
  fixture_start (f, "scout-red");
  order (f, "scout-red", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
}

static int
declared_dice (Fixture *f)
{
  return last_event_value (f, BN_EVENT_BATTLE);
}

/* The dice roll at once: the defender has no voluntary retreat to choose
 * and throws no defence die (House; the variant has neither). */
static void
battle (Fixture *f)
{
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), unit_of (f, 1, 0), 0);
  g_assert_cmpint (bn_battle_get_phase (f->battle), !=, BN_PHASE_DEFEND);
  g_assert_cmpuint (count_dice (f, BN_DIE_DEFENCE), ==, 0);
}

/* Order sheet: B-class infantry battles with 4 dice at 1 hex. Attacking
 * the active front adds nothing. */
static void
test_class_dice_active_front (void)
{
  Fixture f;

  setup (&f, FOOT, CB, "spear", 4, BN_HEX_DIR_S);
  dice (&f, "flag shield shield shield");
  battle (&f);
  g_assert_cmpint (declared_dice (&f), ==, 4);
  fixture_clear (&f);
}

/* "An infantry unit attacking an enemy unit on its passive front in close
 * combat may cast one additional die, cavalry two." */
static void
test_passive_front_bonus_infantry (void)
{
  Fixture f;

  setup (&f, FOOT, CB, "spear", 4, BN_HEX_DIR_N);
  dice (&f, "shield shield shield shield shield");
  battle (&f);
  g_assert_cmpint (declared_dice (&f), ==, 5);
  fixture_clear (&f);
}

static void
test_passive_front_bonus_cavalry (void)
{
  Fixture f;

  setup (&f, HORSE, CB, "spear", 4, BN_HEX_DIR_N);
  dice (&f, "shield shield shield shield shield");
  battle (&f);
  g_assert_cmpint (declared_dice (&f), ==, 3 + 2);
  fixture_clear (&f);
}

/* Weapon table: halberd "+1 die", pike "+2 dice" in close combat. */
static void
test_halberd_and_pike_dice (void)
{
  Fixture f;

  setup (&f, FOOT, CB, "halberd", 4, BN_HEX_DIR_S);
  dice (&f, "shield shield shield shield shield");
  battle (&f);
  g_assert_cmpint (declared_dice (&f), ==, 5);
  fixture_clear (&f);

  setup (&f, FOOT, CB, "pike", 4, BN_HEX_DIR_S);
  dice (&f, "shield shield shield shield shield shield");
  battle (&f);
  g_assert_cmpint (declared_dice (&f), ==, 6);
  fixture_clear (&f);
}

/* "More than 1 identical hit symbol: the first hit is an automatic kill";
 * two different hit symbols are both saved as usual. Hits by banner: a
 * blue-banner unit is hit by the red and blue symbols, not the green. */
static void
test_identical_hits_kill (void)
{
  Fixture f;
  guint def;

  setup (&f, FOOT, CB, "spear", 4, BN_HEX_DIR_S);
  def = unit_of (&f, 1, 0);
  /* Two "hit lesser": one automatic kill, the other saved by a shield. */
  dice (&f, "hit-lesser hit-lesser hit-none shield");
  dice (&f, "shield");
  battle (&f);
  g_assert_cmpuint (unit (&f, def)->figures, ==, 7);
  fixture_clear (&f);

  setup (&f, FOOT, CB, "spear", 4, BN_HEX_DIR_S);
  def = unit_of (&f, 1, 0);
  /* One "hit any", one "hit lesser": not identical, both saved. */
  dice (&f, "hit-any hit-lesser shield shield");
  dice (&f, "shield shield");
  battle (&f);
  g_assert_cmpuint (unit (&f, def)->figures, ==, 8);
  fixture_clear (&f);
}

/* Bonus strike: the spear's crossed swords hit in close combat and may be
 * saved; in close combat a saving throw of crossed swords is a miss. */
static void
test_bonus_strike_and_close_save (void)
{
  Fixture f;
  guint def;

  setup (&f, FOOT, CB, "spear", 4, BN_HEX_DIR_S);
  def = unit_of (&f, 1, 0);
  dice (&f, "swords swords shield shield");
  dice (&f, "swords shield");
  battle (&f);
  g_assert_cmpuint (unit (&f, def)->figures, ==, 7);
  fixture_clear (&f);
}

/* Short sword special: "against mounted units one [bonus strike] rolled is
 * ignored". */
static void
test_short_sword_against_horse (void)
{
  Fixture f;
  guint def;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "sidearms", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, HORSE, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "scout-red");
  order (&f, "scout-red", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  def = unit_of (&f, 1, 0);
  dice (&f, "swords swords shield shield");
  dice (&f, "flag");
  battle (&f);
  /* Two bonus strikes, one ignored: one save rolled, and failed. */
  g_assert_cmpuint (count_dice (&f, BN_DIE_SAVE), ==, 1);
  g_assert_cmpuint (unit (&f, def)->figures, ==, 4);
  fixture_clear (&f);
}

/* At range "a figure is saved when either a shield or crossed swords are
 * thrown (except for green units, which are only saved by" a shield). */
static void
test_ranged_saves_by_banner (void)
{
  Fixture f;
  guint def;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "bow", RED, 3, 5, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CC, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "scout-red");
  order (&f, "scout-red", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  def = unit_of (&f, 1, 0);
  g_assert_cmpuint (unit (&f, def)->figures, ==, 8);
  /* 3 dice at 2 hexes (B-class 4-3-2-1): one "hit none" on a green banner. */
  dice (&f, "hit-none shield shield");
  dice (&f, "swords");
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), def, 0);
  g_assert_cmpint (declared_dice (&f), ==, 3);
  g_assert_cmpuint (unit (&f, def)->figures, ==, 7);
  fixture_clear (&f);
}

/* Common bow: "when used on the move, reduce number of dice rolled by 1". */
static void
test_bow_on_the_move (void)
{
  Fixture f;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CC, "bow", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "scout-red");
  order (&f, "scout-red", UNITS ((int) unit_of (&f, 0, 0)));
  act (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0);
  act (&f, BN_ACTION_MOVE_UNIT, unit_of (&f, 0, 0), BN_HEX_DIR_N, 0);
  end_moves (&f);
  /* C-class 3-3-2-1 at 2 hexes is 3 dice, one less on the move. */
  dice (&f, "shield shield");
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  g_assert_cmpint (declared_dice (&f), ==, 2);
  fixture_clear (&f);
}

/* Terrain: wooded terrain "max. 2 battle dice" for a battle into it. */
static void
test_wood_caps_dice (void)
{
  Fixture f;

  bl_init (&f, 9, 9);
  g_assert_true (bn_scenario_set_terrain (f.scenario, f.rules, 3, 3, "wood"));
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "scout-red");
  order (&f, "scout-red", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  dice (&f, "shield shield");
  battle (&f);
  g_assert_cmpint (declared_dice (&f), ==, 2);
  fixture_clear (&f);
}

/* Side 0's B-class unit with @weapon at (3, @row) facing north; side 1's
 * unit of @cls at (3, 3) facing south on @terrain; side 0 is ordered. */
static void
facing_target (Fixture     *f,
               BnUnitClass  cls0,
               const char  *weapon,
               int          row,
               BnUnitClass  cls1,
               const char  *terrain)
{
  bl_init (f, 9, 9);
  if (terrain != NULL)
    g_assert_true (bn_scenario_set_terrain (f->scenario, f->rules, 3, 3, terrain));
  fixture_unit (f, 0, FOOT, cls0, weapon, RED, 3, row, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, cls1, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (f, "scout-red");
  order (f, "scout-red", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
}

/* The dice side 0's unit declares against side 1's, after typing @n
 * misses (shields). */
static int
dice_against (Fixture *f,
              guint    n)
{
  for (guint i = 0; i < n; i++)
    dice (f, "shield");
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), unit_of (f, 1, 0), 0);
  return declared_dice (f);
}

/* Order sheet, terrain modifiers: "Orchard -1 die attacker (in close
 * combat)", and the same "(in close combat)" for marshes, field (crops),
 * rough terrain and fence. A B-class unit attacking into them in close
 * combat throws 4 − 1 = 3 dice; a B-class bow shooting into them from 2
 * hexes throws its full 3 (4-3-2-1), nothing off the volley. */
static void
test_terrain_close_combat_only (void)
{
  static const char *const terrains[] = { "orchard", "marsh", "field", "rough", "fence" };

  for (guint i = 0; i < G_N_ELEMENTS (terrains); i++)
    {
      Fixture f;

      facing_target (&f, CB, "spear", 4, CB, terrains[i]);
      g_assert_cmpint (dice_against (&f, 3), ==, 3);
      fixture_clear (&f);

      facing_target (&f, CB, "bow", 5, CB, terrains[i]);
      g_assert_cmpint (dice_against (&f, 3), ==, 3);
      fixture_clear (&f);
    }
}

/* Order sheet: "Ramparts: Stop & not battle; -2 dice attacker; in close
 * combat: -1 die attacker". Read as two cases: an attack at range loses 2
 * dice (B-class bow at 2 hexes: 3 − 2 = 1), one in close combat 1 (4 − 1). */
static void
test_ramparts (void)
{
  Fixture f;

  facing_target (&f, CB, "spear", 4, CB, "fieldwork");
  g_assert_cmpint (dice_against (&f, 3), ==, 3);
  fixture_clear (&f);

  facing_target (&f, CB, "bow", 5, CB, "fieldwork");
  g_assert_cmpint (dice_against (&f, 1), ==, 1);
  fixture_clear (&f);
}

/* Chapter 4, "Hits": the first hit symbol is "a 'hit' on red banner or
 * blue banner units", the second "on blue banner or green banner units",
 * the third "on green banner units". So the top symbol (hit-any) misses a
 * green banner, and the second (hit-lesser) misses a red one. */
static void
test_hits_by_banner (void)
{
  Fixture f;
  guint def;

  /* Green: the top symbol misses, no saving throw. */
  facing_target (&f, CB, "spear", 4, CC, NULL);
  def = unit_of (&f, 1, 0);
  dice (&f, "hit-any shield shield shield");
  battle (&f);
  g_assert_cmpuint (count_dice (&f, BN_DIE_SAVE), ==, 0);
  g_assert_cmpuint (unit (&f, def)->figures, ==, 8);
  fixture_clear (&f);

  /* Green: the second symbol hits; the save fails. */
  facing_target (&f, CB, "spear", 4, CC, NULL);
  def = unit_of (&f, 1, 0);
  dice (&f, "hit-lesser shield shield shield");
  dice (&f, "flag");
  battle (&f);
  g_assert_cmpuint (unit (&f, def)->figures, ==, 7);
  fixture_clear (&f);

  /* Red: only the top symbol hits. */
  facing_target (&f, CB, "spear", 4, CA, NULL);
  def = unit_of (&f, 1, 0);
  dice (&f, "hit-lesser hit-none shield shield");
  battle (&f);
  g_assert_cmpuint (count_dice (&f, BN_DIE_SAVE), ==, 0);
  g_assert_cmpuint (unit (&f, def)->figures, ==, 6);
  fixture_clear (&f);

  /* Blue: the top symbol and the second hit, the third does not. */
  facing_target (&f, CB, "spear", 4, CB, NULL);
  def = unit_of (&f, 1, 0);
  dice (&f, "hit-any hit-lesser hit-none shield");
  dice (&f, "flag flag");
  battle (&f);
  g_assert_cmpuint (count_dice (&f, BN_DIE_SAVE), ==, 2);
  g_assert_cmpuint (unit (&f, def)->figures, ==, 6);
  fixture_clear (&f);
}

/* Order sheet: "Crossbow 3" prints a range and no battle dice, as the
 * common bow does; so a crossbow throws its class's dice out to 3 hexes:
 * B-class 4-3-2, C-class 3-3-2, and cannot reach 4 hexes. */
static void
test_crossbow_class_dice (void)
{
  static const struct
  {
    BnUnitClass cls;
    int         at_2, at_3;
  } rows[] = { { CB, 3, 2 }, { CC, 3, 2 } };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      Fixture f;

      facing_target (&f, rows[i].cls, "crossbow", 5, CB, NULL);
      g_assert_cmpint (dice_against (&f, (guint) rows[i].at_2), ==, rows[i].at_2);
      fixture_clear (&f);

      facing_target (&f, rows[i].cls, "crossbow", 6, CB, NULL);
      g_assert_cmpint (dice_against (&f, (guint) rows[i].at_3), ==, rows[i].at_3);
      fixture_clear (&f);

      facing_target (&f, rows[i].cls, "crossbow", 7, CB, NULL);
      refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0, "reach");
      fixture_clear (&f);
    }
}

/* "A-class infantry does not carry ranged weapons": A-class crossbowmen
 * do not shoot under the variant; B-class ones do. */
static void
test_a_class_no_ranged_weapons (void)
{
  for (BnUnitClass cls = CA; cls <= CB; cls++)
    {
      Fixture f;
      int c, r;
      guint att;

      bl_init (&f, 9, 9);
      fixture_unit (&f, 0, FOOT, cls, "crossbow", RED, 3, 6, BN_HEX_DIR_N);
      offset_toward (3, 6, BN_HEX_DIR_N, &c, &r);
      offset_toward (c, r, BN_HEX_DIR_N, &c, &r);
      fixture_unit (&f, 1, FOOT, CB, "spear", RED, c, r, BN_HEX_DIR_S);
      fixture_start (&f, "scout-red");
      att = unit_of (&f, 0, 0);
      order (&f, "scout-red", UNITS ((int) att));
      end_moves (&f);
      if (cls == CA)
        refused (&f, BN_ACTION_BATTLE, att, unit_of (&f, 1, 0), 0, "reach 1 hex");
      else
        g_assert_true (is_legal (&f, BN_ACTION_BATTLE, att, unit_of (&f, 1, 0), 0));
      fixture_clear (&f);
    }
}

/* Day of Battle under BattleLore (docs/rules.md, "Leaders and heroes on
 * the field"): the leader with the attacking unit throws his bonus die in
 * the melee, a hit at 4 + Combat Bonus or under (here fast play: no save). */
static void
test_leader_bonus_die (void)
{
  Fixture f;
  guint c;

  bl_init (&f, 9, 9);
  f.scenario->options |= BN_BATTLE_OPTION_FAST_PLAY;
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  c = fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  f.army[0]->commanders[c].social_rank = 3;
  f.army[0]->commanders[c].initiative = 12;
  f.army[0]->commanders[c].combat_bonus = 9;
  fixture_start (&f, "scout-red");
  order (&f, "scout-red", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  dice (&f, "shield shield shield shield shield");
  bn_chance_push_die (f.chance, 13);
  battle (&f);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_LEADER_SKILL), ==, 13);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 7);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battlelore/battle/class-dice-active-front", test_class_dice_active_front);
  g_test_add_func ("/battlelore/battle/passive-front-infantry", test_passive_front_bonus_infantry);
  g_test_add_func ("/battlelore/battle/passive-front-cavalry", test_passive_front_bonus_cavalry);
  g_test_add_func ("/battlelore/weapons/halberd-and-pike", test_halberd_and_pike_dice);
  g_test_add_func ("/battlelore/battle/identical-hits-kill", test_identical_hits_kill);
  g_test_add_func ("/battlelore/weapons/bonus-strike-close-save", test_bonus_strike_and_close_save);
  g_test_add_func ("/battlelore/weapons/short-sword-vs-horse", test_short_sword_against_horse);
  g_test_add_func ("/battlelore/battle/ranged-saves-by-banner", test_ranged_saves_by_banner);
  g_test_add_func ("/battlelore/weapons/a-class-no-ranged-weapons", test_a_class_no_ranged_weapons);
  g_test_add_func ("/battlelore/weapons/bow-on-the-move", test_bow_on_the_move);
  g_test_add_func ("/battlelore/terrain/wood-caps-dice", test_wood_caps_dice);
  g_test_add_func ("/battlelore/terrain/close-combat-only", test_terrain_close_combat_only);
  g_test_add_func ("/battlelore/terrain/ramparts", test_ramparts);
  g_test_add_func ("/battlelore/battle/hits-by-banner", test_hits_by_banner);
  g_test_add_func ("/battlelore/weapons/crossbow-class-dice", test_crossbow_class_dice);
  g_test_add_func ("/battlelore/leaders/bonus-die", test_leader_bonus_die);
  return g_test_run ();
}
