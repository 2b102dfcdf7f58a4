/* test-junior-general-rules.c — Junior General fast play (seed 003): every
 * cell of the playsheet's melee and missile tables against the text as
 * printed, the open table's measures, and scripted situations with typed
 * dice (charge, flank, cavalry evading and on an infantry flank, the
 * charging cavalry's die, retreat with its D10, commanders lost on a D10,
 * arrows running low, ballistae and catapults, cover, the 10 cm rule, the
 * supreme-commander rule). */
#include "bn-battle-ai.h"
#include "bn-battle-rules-xml.h"
#include "bn-battle.h"
#include "junior-general/bn-junior-general.h"

#include <math.h>
#include <string.h>

#define FOOT  BN_BATTLE_ARM_FOOT
#define HORSE BN_BATTLE_ARM_HORSE
#define ART   BN_BATTLE_ARM_ARTILLERY

/* The MELEE table as the text prints it: the least die, attacker (rows)
 * against defender (columns): archery, light inf., heavy inf., light cav.,
 * heavy cav. */
static const guint melee_text[5][5] = {
  { 5, 6, 6, 6, 6 },
  { 4, 5, 6, 5, 6 },
  { 4, 5, 5, 5, 5 },
  { 4, 6, 6, 5, 6 },
  { 3, 4, 6, 5, 5 },
};

/* MISSILES, archery: 3-6, 5-6, 6, 6, 6. */
static const guint archery_text[5] = { 3, 5, 6, 6, 6 };

static BnBattleRules *
jg_rules (void)
{
  g_autoptr(GError) error = NULL;
  BnBattleRules *rules = bn_battle_rules_load_id ("junior-general", &error);

  g_assert_no_error (error);
  return rules;
}

static void
test_melee_table (void)
{
  g_autoptr(BnBattleRules) rules = jg_rules ();

  for (guint a = 0; a < 5; a++)
    for (guint d = 0; d < 5; d++)
      {
        g_assert_cmpuint (bn_jg_melee_needs (rules, a, d), ==, melee_text[a][d]);
        for (guint face = 1; face <= 6; face++)
          {
            g_assert_cmpint (bn_jg_melee_kills (rules, a, d, face, 0), ==, face >= melee_text[a][d]);
            /* Flank attacks: +1 to the attacker's die. */
            g_assert_cmpint (bn_jg_melee_kills (rules, a, d, face, 1), ==, face + 1 >= melee_text[a][d]);
          }
      }
}

static void
test_missile_table (void)
{
  g_autoptr(BnBattleRules) rules = jg_rules ();

  for (guint d = 0; d < 5; d++)
    for (guint face = 1; face <= 6; face++)
      {
        /* Archery 40 cm; "+1 target in cover" raises the die needed. */
        g_assert_cmpuint (bn_jg_missile_kills (rules, BN_JG_ARCHERY, d, 0, FALSE, face), ==,
                          face >= archery_text[d] ? 1 : 0);
        g_assert_cmpuint (bn_jg_missile_kills (rules, BN_JG_ARCHERY, d, 400, FALSE, face), ==,
                          face >= archery_text[d] ? 1 : 0);
        g_assert_cmpuint (bn_jg_missile_kills (rules, BN_JG_ARCHERY, d, 200, TRUE, face), ==,
                          face >= archery_text[d] + 1 ? 1 : 0);
        g_assert_cmpuint (bn_jg_missile_kills (rules, BN_JG_ARCHERY, d, 401, FALSE, face), ==, G_MAXUINT);
        /* Ballistae 70 cm: 1,2,3 N.E., 4-5 one stand KO, 6 two. */
        g_assert_cmpuint (bn_jg_missile_kills (rules, BN_JG_BALLISTA, d, 700, FALSE, face), ==,
                          face == 6 ? 2 : face >= 4 ? 1 : 0);
        g_assert_cmpuint (bn_jg_missile_kills (rules, BN_JG_BALLISTA, d, 300, TRUE, face), ==,
                          face >= 5 ? 1 : 0);
        g_assert_cmpuint (bn_jg_missile_kills (rules, BN_JG_BALLISTA, d, 701, FALSE, face), ==, G_MAXUINT);
        /* Catapult 0-40 cm: 1,2 N.E., 3-5 one, 6 two; 40-80 cm as the ballista. */
        g_assert_cmpuint (bn_jg_missile_kills (rules, BN_JG_CATAPULT, d, 400, FALSE, face), ==,
                          face == 6 ? 2 : face >= 3 ? 1 : 0);
        g_assert_cmpuint (bn_jg_missile_kills (rules, BN_JG_CATAPULT, d, 401, FALSE, face), ==,
                          face == 6 ? 2 : face >= 4 ? 1 : 0);
        g_assert_cmpuint (bn_jg_missile_kills (rules, BN_JG_CATAPULT, d, 800, TRUE, face), ==,
                          face >= 5 ? 1 : 0);
        g_assert_cmpuint (bn_jg_missile_kills (rules, BN_JG_CATAPULT, d, 801, FALSE, face), ==, G_MAXUINT);
      }
  /* The die a shot needs is the least face that removes a stand (7 when
   * none does, 0 out of range), for every shooter, target, cover and
   * distance band. */
  for (guint s = 0; s < BN_JG_N_TYPES; s++)
    for (guint d = 0; d < BN_JG_N_TYPES; d++)
      for (guint distance = 0; distance <= 810; distance += 10)
        for (guint cover = 0; cover < 2; cover++)
          {
            guint least = 7;

            for (guint face = 6; face >= 1; face--)
              {
                guint kills = bn_jg_missile_kills (rules, s, d, distance + (distance % 200 == 0), cover, face);

                if (kills == G_MAXUINT)
                  least = 0;
                else if (kills > 0)
                  least = face;
              }
            g_assert_cmpuint (bn_jg_missile_needs (rules, s, d, distance + (distance % 200 == 0), cover), ==, least);
          }
}

static void
test_d10_tables (void)
{
  g_autoptr(BnBattleRules) rules = jg_rules ();

  for (guint face = 1; face <= 10; face++)
    {
      /* Retreat: "1,2 one cavalry stand is lost; 1,2,3,4,5 one inf. stand". */
      for (guint t = 0; t < 5; t++)
        g_assert_cmpint (bn_jg_retreat_loses (rules, t, face), ==, face <= (bn_jg_is_cavalry (t) ? 2u : 5u));
      /* Lost of Commanders: "1,2,3 after losses in melee; 1 after archery". */
      g_assert_cmpint (bn_jg_commander_lost (rules, TRUE, face), ==, face <= 3);
      g_assert_cmpint (bn_jg_commander_lost (rules, FALSE, face), ==, face == 1);
    }
  /* Movement and Charge into Melee (cm). */
  g_assert_cmpuint (bn_jg_move_mm (rules, BN_JG_ARCHERY), ==, 150);
  g_assert_cmpuint (bn_jg_move_mm (rules, BN_JG_LIGHT_INFANTRY), ==, 150);
  g_assert_cmpuint (bn_jg_move_mm (rules, BN_JG_HEAVY_INFANTRY), ==, 150);
  g_assert_cmpuint (bn_jg_move_mm (rules, BN_JG_LIGHT_CAVALRY), ==, 250);
  g_assert_cmpuint (bn_jg_move_mm (rules, BN_JG_HEAVY_CAVALRY), ==, 200);
  g_assert_cmpuint (bn_jg_charge_mm (rules, BN_JG_HEAVY_CAVALRY), ==, 200);
}

static void
test_geometry (void)
{
  BnTablePlace p = bn_table_place_make (500, 500, 0);
  BnTableRect a = bn_table_rect_at (p, 120, 20);
  BnTableRect front = bn_table_rect_at (bn_table_place_make (500, 480, 180), 120, 20);
  BnTableRect gap = bn_table_rect_at (bn_table_place_make (500, 380, 180), 120, 20);
  BnTableRect flank = bn_table_rect_at (bn_table_place_make (570, 500, 270), 60, 20);
  BnTableRect rear = bn_table_rect_at (bn_table_place_make (500, 530, 0), 90, 40);
  BnTableRect over = bn_table_rect_at (bn_table_place_make (550, 505, 45), 30, 20);
  BnTableRect turned = bn_table_rect_at (bn_table_place_make (500, 500, 90), 120, 20);

  /* Front edges touching: contact, no overlap, the other on the front. */
  g_assert_cmpfloat_with_epsilon (bn_table_rect_distance (&a, &front), 0, 0.01);
  g_assert_true (bn_table_rect_in_contact (&a, &front));
  g_assert_false (bn_table_rect_overlap (&a, &front));
  g_assert_cmpint (bn_table_rect_aspect_of (&a, &front), ==, BN_TABLE_FRONT);
  /* 10 cm apart. */
  g_assert_cmpfloat_with_epsilon (bn_table_rect_distance (&a, &gap), 100, 0.01);
  g_assert_false (bn_table_rect_in_contact (&a, &gap));
  /* Beside the east end, facing it: its flank. */
  g_assert_true (bn_table_rect_in_contact (&a, &flank));
  g_assert_cmpint (bn_table_rect_aspect_of (&a, &flank), ==, BN_TABLE_FLANK);
  g_assert_cmpint (bn_table_rect_aspect_of (&a, &rear), ==, BN_TABLE_REAR);
  g_assert_true (bn_table_rect_overlap (&a, &over));
  /* A turned footprint: 20 wide, 120 deep. */
  g_assert_true (bn_table_rect_overlap (&a, &turned));
  g_assert_cmpfloat_with_epsilon (bn_table_point_distance (&turned, 500, 400), 40, 0.01);
  g_assert_true (bn_table_rect_on_table (&a, 1800, 1200));
  g_assert_false (bn_table_rect_on_table (&(BnTableRect) { 30, 500, 0, 120, 20 }, 1800, 1200));
  g_assert_cmpint (bn_table_angle_difference (350, 10), ==, 20);
  g_assert_cmpfloat_with_epsilon (bn_table_heading (0, 0, 10, 0), 90, 0.001);
}

/* ---- scripted situations ---- */

typedef struct
{
  BnBattleRules *rules;
  BnScenario    *scenario;
  BnBattleArmy  *army[2];
  BnChance      *chance;
  BnBattle      *battle;
} Fx;

static void
fx_init (Fx *f)
{
  f->rules = jg_rules ();
  f->scenario = bn_scenario_new_builtin (f->rules, BN_SCENARIO_OPEN_FIELD);
  f->army[0] = bn_battle_army_new ("A");
  f->army[1] = bn_battle_army_new ("B");
  f->chance = bn_chance_new_typed ();
}

static void
fx_clear (Fx *f)
{
  g_clear_pointer (&f->battle, bn_battle_free);
  g_clear_pointer (&f->chance, bn_chance_free);
  g_clear_pointer (&f->army[0], bn_battle_army_free);
  g_clear_pointer (&f->army[1], bn_battle_army_free);
  g_clear_pointer (&f->scenario, bn_scenario_free);
  g_clear_pointer (&f->rules, bn_battle_rules_unref);
}

static int
fx_unit (Fx         *f,
         guint       side,
         BnBattleArm arm,
         BnUnitClass cls,
         const char *weapon,
         guint       stands)
{
  int i = bn_battle_army_add_unit (f->army[side], f->rules, weapon, arm, cls, weapon, BN_BATTLE_COLOUR_RED);

  g_assert_cmpint (i, >=, 0);
  f->army[side]->units[i].figures = stands;
  return i;
}

static void
dice (Fx         *f,
      const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bn_chance_push_dice_text (f->chance, text, &error));
  g_assert_no_error (error);
}

/* Both armies on the table; side 0 moves first (a typed 1). */
static void
fx_start (Fx *f)
{
  g_autoptr(GError) error = NULL;

  dice (f, "1");
  f->battle = bn_battle_new (f->rules, f->scenario, f->army[0], f->army[1], f->chance, &error);
  g_assert_no_error (error);
  g_assert_nonnull (f->battle);
}

/* Battle index of @side's @spec-th unit. */
static guint
unit_of (Fx   *f,
         guint side,
         guint spec)
{
  int u = bn_battle_find_unit (f->battle, side, spec);

  g_assert_cmpint (u, >=, 0);
  return (guint) u;
}

static void
place (Fx    *f,
       guint  unit,
       double x,
       double y,
       double angle)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bn_battle_set_unit_place (f->battle, unit, bn_table_place_make (x, y, angle), &error));
  g_assert_no_error (error);
}

static void
act (Fx   *f,
     guint type,
     guint a,
     guint b,
     guint c)
{
  g_autoptr(GError) error = NULL;
  BnBattleAction action = { (guint8) type, (guint8) bn_battle_get_acting_side (f->battle), (guint8) a,
                            (guint8) b, (guint8) c };

  bn_battle_apply (f->battle, &action, &error);
  g_assert_no_error (error);
}

static void
refused (Fx         *f,
         guint       type,
         guint       a,
         guint       b,
         guint       c,
         const char *words)
{
  g_autoptr(GError) error = NULL;
  BnBattleAction action = { (guint8) type, (guint8) bn_battle_get_acting_side (f->battle), (guint8) a,
                            (guint8) b, (guint8) c };

  g_assert_false (bn_battle_apply (f->battle, &action, &error));
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL);
  if (strstr (error->message, words) == NULL)
    g_error ("“%s” does not say “%s”", error->message, words);
}

/* Gives up steps until @step (this turn or the next: push its die). */
static void
goto_step (Fx       *f,
           BnJgStep  step)
{
  for (guint guard = 0; bn_jg_get_step (f->battle) != step; guard++)
    {
      g_assert_cmpuint (guard, <, 40);
      g_assert_cmpint (bn_battle_get_phase (f->battle), !=, BN_PHASE_OVER);
      act (f, BN_ACTION_END_TURN, 0, 0, 0);
    }
}

static guint
stands (Fx   *f,
        guint unit)
{
  return bn_battle_get_unit_stands (f->battle, unit);
}

static gboolean
in_contact (Fx   *f,
            guint a,
            guint b)
{
  BnTableRect ra = bn_battle_get_unit_footprint (f->battle, a), rb = bn_battle_get_unit_footprint (f->battle, b);

  return bn_table_rect_in_contact (&ra, &rb);
}

/* Two lines of 4 heavy infantry stands, 12 cm apart, facing each other:
 * side 0 at the south facing north. */
static void
two_lines (Fx    *f,
           guint *a,
           guint *b)
{
  *a = unit_of (f, 0, 0);
  *b = unit_of (f, 1, 0);
  place (f, *a, 900, 700, 0);
  place (f, *b, 900, 560, 180);
}

/* "Charge into Melee … Units/stands have an extra movement distance but
 * they may only charge if they can reach an enemy"; "Melee … one stand vs.
 * one stand … simultaneous". */
static void
test_charge_and_melee (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, b;
  BnTablePlace p;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  two_lines (f, &a, &b);
  g_assert_cmpint (bn_jg_get_step (f->battle), ==, BN_JG_STEP_MOVEMENT);
  /* Moving into contact, or nearer than 10 cm, is refused. */
  refused (f, BN_ACTION_MOVE_UNIT, a, 0, 12, "only a charge");
  refused (f, BN_ACTION_MOVE_UNIT, a, 0, 5, "no less than 10 cm");
  act (f, BN_ACTION_MOVE_UNIT, a, 0, 2);
  g_assert_cmpint (bn_battle_get_unit_place (f->battle, a).y, ==, 680);
  goto_step (f, BN_JG_STEP_CHARGE);
  g_assert_cmpuint (bn_battle_get_acting_side (f->battle), ==, 0);
  {
    BnTablePlace preview, target_preview;

    g_assert_true (bn_jg_charge_preview (f->battle, a, b, &preview, &target_preview, NULL));
    g_assert_false (bn_jg_unit_engaged (f->battle, a));
    act (f, BN_ACTION_BATTLE, a, b, 0);
    p = bn_battle_get_unit_place (f->battle, a);
    g_assert_cmpint (p.x, ==, preview.x);
    g_assert_cmpint (p.y, ==, preview.y);
    g_assert_cmpint (bn_battle_get_unit_place (f->battle, b).angle, ==, target_preview.angle);
    g_assert_true (bn_jg_unit_engaged (f->battle, a));
  }
  g_assert_true (in_contact (f, a, b));
  g_assert_cmpint (p.angle, ==, 0);
  g_assert_cmpint (ABS (p.x - 900), <=, 1);
  g_assert_true (bn_battle_get_unit (f->battle, a)->follow_up);
  goto_step (f, BN_JG_STEP_MELEE);
  /* Four stands each: 5-6 kills heavy infantry; two of four, one back. */
  dice (f, "5 6 1 2  6 4 4 4");
  act (f, BN_ACTION_BATTLE, a, b, 0);
  g_assert_cmpuint (stands (f, b), ==, 2);
  g_assert_cmpuint (stands (f, a), ==, 3);
  g_assert_cmpuint (bn_battle_get_victory_points (f->battle, 0), ==, 2);
  /* The defender struck back: a stand attacks once a turn. */
  g_assert_cmpint (bn_battle_get_acting_side (f->battle), !=, 1);
  fx_clear (f);
}

/* Playsheet caption "An infantry stand charges into melee one inf./cav.
 * stand with +1 to the die roll", read as the picture of a flank charge
 * (the +1 the combat modifiers give, "+1 flank attacks and lone
 * Commanders"; its companion caption says "on the flank"): an infantry
 * charge on the front gets no +1. Heavy infantry dies on 5–6, so four 4s
 * kill nothing; with a +1 they would kill four. */
static void
test_infantry_charge_no_bonus (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, b;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  two_lines (f, &a, &b);
  goto_step (f, BN_JG_STEP_CHARGE);
  act (f, BN_ACTION_BATTLE, a, b, 0);
  goto_step (f, BN_JG_STEP_MELEE);
  dice (f, "4 4 4 4  1 1 1 1");
  act (f, BN_ACTION_BATTLE, a, b, 0);
  g_assert_cmpuint (stands (f, b), ==, 4);
  g_assert_cmpuint (stands (f, a), ==, 4);
  fx_clear (f);
}

/* "When attacking on the enemy's flank, add +1 to the attacker's die
 * roll"; "An infantry stand charges into melee one inf./cav. stand with
 * +1 to the die roll." */
static void
test_flank (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, b, flanker;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 2);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  flanker = unit_of (f, 0, 1);
  b = unit_of (f, 1, 0);
  place (f, a, 900, 580, 0);           /* in contact with b's front */
  place (f, b, 900, 560, 180);
  place (f, flanker, 1090, 560, 270);
  goto_step (f, BN_JG_STEP_CHARGE);
  act (f, BN_ACTION_BATTLE, flanker, b, 0);
  g_assert_true (in_contact (f, flanker, b));
  /* Engaged in front, the target did not pivot. */
  g_assert_cmpint (bn_battle_get_unit_place (f->battle, b).angle, ==, 180);
  goto_step (f, BN_JG_STEP_MELEE);
  /* One stand on the flank, one die: 4 + 1 kills heavy infantry (5-6);
   * a flank attack is not struck back. */
  dice (f, "4");
  act (f, BN_ACTION_BATTLE, flanker, b, 0);
  g_assert_cmpuint (stands (f, b), ==, 3);
  g_assert_cmpuint (stands (f, flanker), ==, 2);
  fx_clear (f);
}

/* "If charged by infantry, cavalry units/stands may avoid combat and move
 * away … an extra move … 15 cm, once in a turn." */
static void
test_cavalry_evades (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, b;
  BnTablePlace p;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_C, "spear", 4);
  fx_unit (f, 1, HORSE, BN_UNIT_CLASS_C, "spear", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  b = unit_of (f, 1, 0);
  g_assert_cmpint (bn_jg_get_unit_type (f->battle, b), ==, BN_JG_LIGHT_CAVALRY);
  place (f, a, 900, 700, 0);
  place (f, b, 900, 560, 180);         /* 40 mm deep: front edge at 580 */
  goto_step (f, BN_JG_STEP_CHARGE);
  act (f, BN_ACTION_BATTLE, a, b, 0);
  g_assert_cmpint (bn_battle_get_phase (f->battle), ==, BN_PHASE_DEFEND);
  g_assert_cmpuint (bn_battle_get_acting_side (f->battle), ==, 1);
  refused (f, BN_ACTION_END_TURN, 0, 0, 0, "stand or avoid");
  act (f, BN_ACTION_WITHDRAW, b, 0, 0);
  p = bn_battle_get_unit_place (f->battle, b);
  g_assert_cmpint (p.y, ==, 410);
  g_assert_cmpint (p.angle, ==, 0);
  g_assert_false (in_contact (f, a, b));
  g_assert_true (bn_battle_get_unit (f->battle, b)->received);
  fx_clear (f);
}

/* "A cavalry stand may attack two infantry stands on their flank" — "the
 * attacker rolls two dies with +1" — and "when a cavalry unit, two or more
 * stands strong, charges into melee, it has an extra die roll". */
static void
test_cavalry_on_infantry_flank (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, b, knights;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 0, HORSE, BN_UNIT_CLASS_A, "lance", 3);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  knights = unit_of (f, 0, 1);
  b = unit_of (f, 1, 0);
  place (f, a, 900, 580, 0);
  place (f, b, 900, 560, 180);
  place (f, knights, 1100, 560, 270);
  goto_step (f, BN_JG_STEP_CHARGE);
  act (f, BN_ACTION_BATTLE, knights, b, 0);
  g_assert_true (in_contact (f, knights, b));
  goto_step (f, BN_JG_STEP_MELEE);
  /* Two dice for the stand on the flank and one for the charge, each +1:
   * heavy cavalry needs 6 against heavy infantry, 5 with the +1. */
  dice (f, "5 4 6");
  act (f, BN_ACTION_BATTLE, knights, b, 0);
  g_assert_cmpuint (stands (f, b), ==, 2);
  fx_clear (f);
}

/* "Stand/unit engaged in melee may retreat … roll 1D10: 1,2 and a cavalry
 * stand is lost; 1,2,3,4,5 and an infantry stand is lost. Retreating
 * stands/units have an extra 15 cm movement." */
static void
test_retreat (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, b;
  BnTablePlace p;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 1, HORSE, BN_UNIT_CLASS_A, "lance", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  b = unit_of (f, 1, 0);
  place (f, a, 900, 590, 0);
  place (f, b, 900, 560, 180);
  g_assert_true (in_contact (f, a, b));
  goto_step (f, BN_JG_STEP_RETREAT);
  /* The D10, then (nothing else to do) the next turn's die. */
  dice (f, "5  1");
  act (f, BN_ACTION_RETREAT, a, 0, 0);
  g_assert_cmpuint (stands (f, a), ==, 3);
  p = bn_battle_get_unit_place (f->battle, a);
  g_assert_cmpint (p.y, ==, 740);
  g_assert_cmpint (p.angle, ==, 180);
  g_assert_false (in_contact (f, a, b));
  fx_clear (f);

  /* Cavalry loses a stand only on 1 or 2. */
  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 1, HORSE, BN_UNIT_CLASS_A, "lance", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  b = unit_of (f, 1, 0);
  place (f, a, 900, 590, 0);
  place (f, b, 900, 560, 180);
  goto_step (f, BN_JG_STEP_RETREAT);
  act (f, BN_ACTION_END_TURN, 0, 0, 0);
  dice (f, "3  1");
  act (f, BN_ACTION_RETREAT, b, 0, 0);
  g_assert_cmpuint (stands (f, b), ==, 4);
  g_assert_false (in_contact (f, a, b));
  fx_clear (f);
}

/* "Units/stands … which have a Commander in base-contact with, get an
 * extra die roll"; "the commander … may be lost. Throw 1D10": 1-3 after
 * melee losses. */
static void
test_commander (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, b;
  int c;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  bn_battle_army_add_commander (f->army[0], "Baron", BN_COMMANDER_ARMY, 0);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  b = unit_of (f, 1, 0);
  c = bn_battle_find_commander (f->battle, 0, 0);
  g_assert_cmpint (bn_jg_get_commander_unit (f->battle, (guint) c), ==, (int) a);
  place (f, a, 900, 580, 0);
  place (f, b, 900, 560, 180);
  {
    BnTableRect rc = bn_battle_get_commander_footprint (f->battle, (guint) c);
    BnTableRect ra = bn_battle_get_unit_footprint (f->battle, a);

    g_assert_true (bn_table_rect_in_contact (&rc, &ra));
    g_assert_false (bn_table_rect_overlap (&rc, &ra));
  }
  goto_step (f, BN_JG_STEP_MELEE);
  /* Five dice with the commander, all missing; two of four back; the
   * commander's D10 shows 3: lost. */
  dice (f, "1 1 1 1 1  5 5 1 1  3");
  act (f, BN_ACTION_BATTLE, a, b, 0);
  g_assert_cmpuint (stands (f, a), ==, 2);
  g_assert_false (bn_battle_get_commander (f->battle, (guint) c)->alive);
  g_assert_cmpint (bn_jg_get_commander_unit (f->battle, (guint) c), ==, -1);
  fx_clear (f);
}

/* House: in Movement a commander may go to join another unit of his, at
 * most his stand's move away (mounted: 20 cm). */
static void
test_commander_joins (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, near, far;
  BnTableRect rc, rn;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  bn_battle_army_add_commander (f->army[0], "Baron", BN_COMMANDER_ARMY, 0);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  near = unit_of (f, 0, 1);
  far = unit_of (f, 0, 2);
  place (f, a, 600, 900, 0);
  place (f, near, 750, 900, 0);
  place (f, far, 1500, 900, 0);
  g_assert_cmpint (bn_jg_get_step (f->battle), ==, BN_JG_STEP_MOVEMENT);
  refused (f, BN_ACTION_MOVE_COMMANDER, 0, far, 0, "beyond the commander's 20 cm");
  act (f, BN_ACTION_MOVE_COMMANDER, 0, near, 0);
  g_assert_cmpint (bn_jg_get_commander_unit (f->battle, 0), ==, (int) near);
  rc = bn_battle_get_commander_footprint (f->battle, 0);
  rn = bn_battle_get_unit_footprint (f->battle, near);
  g_assert_true (bn_table_rect_in_contact (&rc, &rn));
  refused (f, BN_ACTION_MOVE_COMMANDER, 0, a, 0, "has moved this turn");
  fx_clear (f);
}

/* "Whenever a 1 is rolled one of the archer stands should be turned to
 * face backwards … each subsequent 1 rolled will replace a stand of
 * archers … with an infantry stand. Stands which have been turned around
 * may still shoot normally until removed." */
static void
test_arrows_run_low (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, b;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_B, "longbow", 4);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_C, "spear", 2);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_C, "spear", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  b = unit_of (f, 1, 0);
  g_assert_cmpint (bn_jg_get_unit_type (f->battle, a), ==, BN_JG_ARCHERY);
  g_assert_cmpint (bn_jg_get_unit_type (f->battle, b), ==, BN_JG_LIGHT_INFANTRY);
  place (f, a, 900, 700, 0);
  place (f, unit_of (f, 0, 1), 200, 900, 0);
  place (f, b, 900, 380, 180);          /* 30 cm: in range, out of reach */
  goto_step (f, BN_JG_STEP_ARCHERY_SECOND);
  /* Four 1s turn the four stands round. Nothing else can act this turn:
   * the next turn's die (side 0 first again) follows. */
  dice (f, "1 1 1 1  1");
  act (f, BN_ACTION_BATTLE, a, b, 0);
  g_assert_cmpuint (bn_jg_get_stands_low (f->battle, a), ==, 4);
  g_assert_cmpuint (stands (f, b), ==, 4);
  g_assert_cmpuint (bn_battle_get_turn (f->battle), ==, 2);
  /* One shot a turn: now the first 1 puts a stand out of arrows. */
  g_assert_cmpint (bn_jg_get_step (f->battle), ==, BN_JG_STEP_ARCHERY_FIRST);
  dice (f, "1 6 2 2");
  act (f, BN_ACTION_BATTLE, a, b, 0);
  g_assert_cmpuint (bn_jg_get_stands_out (f->battle, a), ==, 1);
  g_assert_cmpuint (bn_jg_get_stands_low (f->battle, a), ==, 3);
  g_assert_cmpuint (stands (f, b), ==, 3);
  /* Having shot in the first Archery Phase, it may not move. */
  goto_step (f, BN_JG_STEP_MOVEMENT);
  refused (f, BN_ACTION_MOVE_UNIT, a, 36, 5, "cannot move");
  fx_clear (f);
}

/* Ballistae 70 cm; catapults 0-40 and 40-80 cm. */
/* Whether @type (a, b) is among the legal actions now. */
static gboolean
offered (Fx   *f,
         guint type,
         guint a,
         guint b)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

  bn_battle_legal_actions (f->battle, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *x = &g_array_index (legal, BnBattleAction, i);

      if (x->type == type && x->a == a && x->b == b)
        return TRUE;
    }
  return FALSE;
}

/* "Commander may not be attacked in melee until they are in base contact
 * with a friendly stand. If they fight alone they get +1 in the combat
 * result", and "the winner stand can move and occupy the position of the
 * eliminated enemy stand … Melee continues in the following turn". */
static void
test_lone_commander (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, far, b1, b2;
  int c;
  BnTablePlace p;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 0, HORSE, BN_UNIT_CLASS_C, "spear", 4);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 1);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  bn_battle_army_add_commander (f->army[1], "Baron", BN_COMMANDER_ARMY, 0);
  fx_start (f);
  a = unit_of (f, 0, 0);
  far = unit_of (f, 0, 1);
  b1 = unit_of (f, 1, 0);
  b2 = unit_of (f, 1, 1);
  c = bn_battle_find_commander (f->battle, 1, 0);
  place (f, a, 900, 580, 0);
  place (f, b1, 900, 560, 180);        /* its commander behind it, at y 540 */
  place (f, b2, 300, 10, 180);         /* no room behind it: the table's edge */
  place (f, far, 300, 250, 0);          /* within a charge of b2 */
  g_assert_cmpint (bn_jg_get_commander_unit (f->battle, (guint) c), ==, (int) b1);
  goto_step (f, BN_JG_STEP_CHARGE);
  /* With his unit he may not be attacked. */
  refused (f, BN_ACTION_ATTACK_COMMANDER, far, (guint) c, 0, "may not be attacked");
  goto_step (f, BN_JG_STEP_MELEE);
  /* One stand each: a's 5 takes the last stand of b1; b1's two dice (a
   * stand and its commander) miss; the commander's D10 shows 9: he lives,
   * and, no room behind b2, stays alone where he stood. */
  dice (f, "5  1 1  9");
  act (f, BN_ACTION_BATTLE, a, b1, 0);
  g_assert_cmpuint (stands (f, b1), ==, 0);
  g_assert_true (bn_battle_get_commander (f->battle, (guint) c)->alive);
  g_assert_cmpint (bn_jg_get_commander_unit (f->battle, (guint) c), ==, -1);
  /* The winner may occupy the emptied place; giving up declines. */
  g_assert_cmpint (bn_jg_get_follow_unit (f->battle), ==, (int) a);
  g_assert_cmpuint (bn_battle_get_acting_side (f->battle), ==, 0);
  g_assert_true (offered (f, BN_ACTION_ADVANCE, a, 0));
  g_assert_true (offered (f, BN_ACTION_END_TURN, 0, 0));
  refused (f, BN_ACTION_BATTLE, far, b2, 0, "occupy the place");
  /* Nothing else to do this turn: the next turn's die comes too. */
  dice (f, "1");
  act (f, BN_ACTION_ADVANCE, a, 0, 0);
  p = bn_battle_get_unit_place (f->battle, a);
  g_assert_cmpint (p.y, ==, 560);
  g_assert_cmpint (bn_jg_get_follow_unit (f->battle), ==, -1);
  /* Next turn: alone and in contact, he is fought; both strike at once,
   * his die +1. Mounted, he fights as heavy cavalry: 6 against heavy
   * infantry, so a 5 is enough; the heavy infantry needs 5 against him. */
  g_assert_true (bn_battle_get_commander (f->battle, (guint) c)->mounted);
  goto_step (f, BN_JG_STEP_MELEE);
  g_assert_true (offered (f, BN_ACTION_ATTACK_COMMANDER, a, (guint) c));
  dice (f, "4 5  1");
  act (f, BN_ACTION_ATTACK_COMMANDER, a, (guint) c, 0);
  g_assert_true (bn_battle_get_commander (f->battle, (guint) c)->alive);
  g_assert_cmpuint (stands (f, a), ==, 3);
  g_assert_cmpint (bn_jg_get_follow_unit (f->battle), ==, -1);
  /* The turn after, a 5 takes him (his 4 + 1 misses); the winner stays. */
  goto_step (f, BN_JG_STEP_MELEE);
  dice (f, "5 4");
  act (f, BN_ACTION_ATTACK_COMMANDER, a, (guint) c, 0);
  g_assert_false (bn_battle_get_commander (f->battle, (guint) c)->alive);
  g_assert_cmpuint (stands (f, a), ==, 3);
  g_assert_cmpint (bn_jg_get_follow_unit (f->battle), ==, (int) a);
  dice (f, "1");
  act (f, BN_ACTION_END_TURN, 0, 0, 0);
  g_assert_cmpint (bn_jg_get_follow_unit (f->battle), ==, -1);
  g_assert_cmpint (bn_battle_get_unit_place (f->battle, a).y, ==, 560);
  fx_clear (f);
}

/* The computer player occupies the emptied place, unless that puts it
 * against an enemy it expects to lose to: light infantry (6 against heavy
 * infantry, which needs 5 against it) stays. */
static void
test_ai_follow_up (void)
{
  for (guint strong = 0; strong < 2; strong++)
    {
      Fx fx = { 0 }, *f = &fx;
      guint a, b1, behind;
      BnBattleAction action;
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 7);

      fx_init (f);
      fx_unit (f, 0, FOOT, strong ? BN_UNIT_CLASS_A : BN_UNIT_CLASS_C, "spear", 4);
      fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 1);
      fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
      fx_start (f);
      a = unit_of (f, 0, 0);
      b1 = unit_of (f, 1, 0);
      behind = unit_of (f, 1, 1);
      place (f, a, 900, 580, 0);
      place (f, b1, 900, 560, 180);
      place (f, behind, 900, 539, 180);   /* its front 1 mm behind b1 */
      goto_step (f, BN_JG_STEP_MELEE);
      dice (f, strong ? "5  1" : "6  1");
      act (f, BN_ACTION_BATTLE, a, b1, 0);
      g_assert_cmpuint (stands (f, b1), ==, 0);
      g_assert_cmpint (bn_jg_get_follow_unit (f->battle), ==, (int) a);
      g_assert_true (bn_battle_ai_choose (ai, f->battle, &action));
      g_assert_cmpint (action.type, ==, strong ? BN_ACTION_ADVANCE : BN_ACTION_END_TURN);
      if (strong)
        {
          act (f, BN_ACTION_ADVANCE, a, 0, 0);
          g_assert_true (in_contact (f, a, behind));
        }
      fx_clear (f);
    }
}

/* A commander alone can be charged: the charger ends in base contact with
 * him, and its charge's extra die counts against him. */
static void
test_charge_lone_commander (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, b1, b2, knights;
  int c;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 0, HORSE, BN_UNIT_CLASS_A, "lance", 4);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 1);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  bn_battle_army_add_commander (f->army[1], "Baron", BN_COMMANDER_ARMY, 0);
  fx_start (f);
  a = unit_of (f, 0, 0);
  knights = unit_of (f, 0, 1);
  b1 = unit_of (f, 1, 0);
  b2 = unit_of (f, 1, 1);
  c = bn_battle_find_commander (f->battle, 1, 0);
  place (f, a, 900, 580, 0);
  place (f, b1, 900, 560, 180);
  place (f, b2, 300, 10, 180);
  place (f, knights, 900, 350, 180);   /* north of the commander */
  goto_step (f, BN_JG_STEP_MELEE);
  dice (f, "5  1 1  9");
  act (f, BN_ACTION_BATTLE, a, b1, 0);
  dice (f, "1");
  act (f, BN_ACTION_END_TURN, 0, 0, 0);   /* a stays: no follow-up */
  g_assert_cmpint (bn_battle_get_unit_place (f->battle, a).y, ==, 580);
  g_assert_cmpint (bn_jg_get_commander_unit (f->battle, (guint) c), ==, -1);
  goto_step (f, BN_JG_STEP_CHARGE);
  g_assert_true (offered (f, BN_ACTION_ATTACK_COMMANDER, knights, (guint) c));
  {
    /* The computer player goes for him too. */
    g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 3);
    BnBattleAction action;

    g_assert_true (bn_battle_ai_choose (ai, f->battle, &action));
    g_assert_cmpint (action.type, ==, BN_ACTION_ATTACK_COMMANDER);
    g_assert_cmpint (action.b, ==, c);
  }
  act (f, BN_ACTION_ATTACK_COMMANDER, knights, (guint) c, 0);
  {
    BnTableRect rc = bn_battle_get_commander_footprint (f->battle, (guint) c);
    BnTableRect rk = bn_battle_get_unit_footprint (f->battle, knights);

    g_assert_true (bn_table_rect_in_contact (&rc, &rk));
    g_assert_false (bn_table_rect_overlap (&rc, &rk));
  }
  goto_step (f, BN_JG_STEP_MELEE);
  /* Heavy cavalry against a mounted commander (heavy cavalry) needs 5;
   * the charge of four stands gives a second die, which takes him; his
   * 3 + 1 misses. */
  dice (f, "4 5 3");
  act (f, BN_ACTION_ATTACK_COMMANDER, knights, (guint) c, 0);
  g_assert_false (bn_battle_get_commander (f->battle, (guint) c)->alive);
  g_assert_cmpuint (stands (f, knights), ==, 4);
  fx_clear (f);
}

/* Free movement: any heading in 5° steps and any whole centimetre within
 * the unit's move, checked by bn_jg_move_action(): places between the old
 * offers (8 headings at a third, two-thirds and all of the move) are
 * made; places just outside reach, off the steps or inside the 10 cm line
 * are refused naming the rule, and nothing changes. */
static void
test_free_move (void)
{
  Fx fx = { 0 }, *f = &fx;
  g_autoptr(GError) error = NULL;
  BnBattleAction action;
  BnTablePlace p;
  BnTableRect r;
  guint a, b, a2;
  guint n_before;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  a2 = unit_of (f, 0, 1);
  b = unit_of (f, 1, 0);
  place (f, a, 900, 900, 0);
  place (f, a2, 400, 900, 0);
  r = bn_battle_get_unit_footprint (f->battle, a);
  /* The enemy's front 24 cm beyond the unit's: 14 cm of way keeps the
   * 10 cm rule, 15 does not. */
  place (f, b, 900, 900 - r.depth - 240, 180);
  goto_step (f, BN_JG_STEP_MOVEMENT);
  g_assert_cmpuint (bn_battle_get_acting_side (f->battle), ==, 0);
  n_before = bn_battle_get_n_events (f->battle);

  /* Just outside: a centimetre beyond the move, a heading off the 5°
   * steps, a centimetre into the 10 cm line. */
  g_assert_false (bn_jg_move_action (f->battle, a, 25, 16, FALSE, &action, &error));
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "moves at most 15 cm (Junior General, playsheet: Movement)"));
  g_clear_error (&error);
  g_assert_false (bn_jg_move_action (f->battle, a, 27, 11, FALSE, &action, &error));
  g_assert_nonnull (strstr (error->message, "5° steps"));
  g_clear_error (&error);
  g_assert_false (bn_jg_move_action (f->battle, a, 0, 15, FALSE, &action, &error));
  g_assert_nonnull (strstr (error->message, "no less than 10 cm from an enemy (Junior General, Movement)"));
  g_clear_error (&error);
  g_assert_cmpuint (bn_battle_get_n_events (f->battle), ==, n_before);
  g_assert_cmpint (bn_battle_get_unit_place (f->battle, a).y, ==, 900);
  /* Up to the line exactly. */
  g_assert_true (bn_jg_move_action (f->battle, a, 0, 14, FALSE, &action, &error));
  g_assert_no_error (error);

  /* Between the old offers: 25°, 11 cm. */
  g_assert_true (bn_jg_move_action (f->battle, a, 25, 11, FALSE, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (action.type, ==, BN_ACTION_MOVE_UNIT);
  g_assert_cmpuint (action.b, ==, 5);
  g_assert_cmpuint (action.c, ==, 11);
  act (f, action.type, action.a, action.b, action.c);
  p = bn_battle_get_unit_place (f->battle, a);
  g_assert_cmpint (p.x, ==, 946);    /* 900 + 110 sin 25° */
  g_assert_cmpint (p.y, ==, 800);    /* 900 − 110 cos 25° */
  g_assert_cmpint (p.angle, ==, 25);
  /* Moved once a turn. */
  g_assert_false (bn_jg_move_action (f->battle, a, 25, 1, FALSE, &action, &error));
  g_assert_nonnull (strstr (error->message, "has moved this turn"));
  g_clear_error (&error);

  /* Backwards, keeping its face: 7 cm south, still facing north. */
  g_assert_true (bn_jg_move_action (f->battle, a2, 180, 7, TRUE, &action, &error));
  g_assert_no_error (error);
  {
    BnJgMoveWords words;

    g_assert_true (bn_jg_move_read (f->battle, &action, &words));
    g_assert_true (words.backwards);
    g_assert_cmpint (words.turn, ==, 0);
    g_assert_cmpuint (words.cm, ==, 7);
  }
  act (f, action.type, action.a, action.b, action.c);
  p = bn_battle_get_unit_place (f->battle, a2);
  g_assert_cmpint (p.x, ==, 400);
  g_assert_cmpint (p.y, ==, 970);
  g_assert_cmpint (p.angle, ==, 0);
  fx_clear (f);
}

/* A charge "may not pass through other stands" (house reading, and the
 * same for moves). */
static void
test_blocked_path (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, friend, b, other;

  fx_init (f);
  fx_unit (f, 0, HORSE, BN_UNIT_CLASS_C, "spear", 4);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 0, HORSE, BN_UNIT_CLASS_C, "spear", 4);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  friend = unit_of (f, 0, 1);
  other = unit_of (f, 0, 2);
  b = unit_of (f, 1, 0);
  place (f, a, 900, 900, 0);
  place (f, friend, 900, 850, 0);
  place (f, other, 1300, 900, 0);
  place (f, b, 900, 600, 180);
  g_assert_cmpint (bn_jg_get_step (f->battle), ==, BN_JG_STEP_MOVEMENT);
  /* 15 cm north would end clear of both, but through the friend. */
  refused (f, BN_ACTION_MOVE_UNIT, a, 0, 15, "way is blocked");
  /* Only the step up to the friend is offered that way. */
  {
    g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

    bn_battle_legal_actions (f->battle, legal);
    for (guint i = 0; i < legal->len; i++)
      {
        const BnBattleAction *x = &g_array_index (legal, BnBattleAction, i);

        if (x->type == BN_ACTION_MOVE_UNIT && x->a == a && x->b == 0)
          g_assert_cmpuint (x->c, <=, 2);
      }
  }
  fx_clear (f);

  fx_init (f);
  fx_unit (f, 0, HORSE, BN_UNIT_CLASS_C, "spear", 4);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 0, HORSE, BN_UNIT_CLASS_C, "spear", 4);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  friend = unit_of (f, 0, 1);
  other = unit_of (f, 0, 2);
  b = unit_of (f, 1, 0);
  place (f, a, 900, 800, 0);
  place (f, friend, 900, 700, 0);
  place (f, other, 1120, 620, 270);
  place (f, b, 900, 600, 180);
  goto_step (f, BN_JG_STEP_CHARGE);
  refused (f, BN_ACTION_BATTLE, a, b, 0, "blocked");
  act (f, BN_ACTION_BATTLE, other, b, 0);
  g_assert_true (in_contact (f, other, b));
  fx_clear (f);
}

/* "Units 4/6 stands + 1 Commander", "Formations: 3/4 units + 1
 * Commander", "Armies: 2+ formations + Supreme Commander": warned of, not
 * refused. */
static void
test_order_of_battle (void)
{
  g_autoptr(BnBattleRules) rules = jg_rules ();
  BnBattleArmy *army = bn_battle_army_new ("A");
  g_auto(GStrv) fits = NULL, departs = NULL;
  Fx fx = { 0 }, *f = &fx;

  /* Two formations of three units, a commander each, and the supreme
   * commander; a machine counts for none of them. */
  for (guint i = 0; i < 6; i++)
    {
      int u = bn_battle_army_add_unit (army, rules, "Foot", FOOT, BN_UNIT_CLASS_A, "spear", BN_BATTLE_COLOUR_RED);

      army->units[u].figures = 4 + i % 3;
    }
  army->units[bn_battle_army_add_unit (army, rules, "Ballista", ART, BN_UNIT_CLASS_A, "bolt-thrower",
                                       BN_BATTLE_COLOUR_RED)].figures = 1;
  bn_battle_army_add_commander (army, "Captain", BN_COMMANDER_CAPTAIN, 0);
  bn_battle_army_add_commander (army, "Captain", BN_COMMANDER_CAPTAIN, 3);
  bn_battle_army_add_commander (army, "General", BN_COMMANDER_ARMY, 0);
  fits = bn_jg_order_of_battle_warnings (rules, army);
  g_assert_cmpuint (g_strv_length (fits), ==, 0);
  /* Three stands in a unit, five units, no army commander, two commanders. */
  army->units[1].figures = 3;
  army->n_units = 5;
  army->n_commanders = 2;
  departs = bn_jg_order_of_battle_warnings (rules, army);
  g_assert_cmpuint (g_strv_length (departs), ==, 4);
  g_assert_nonnull (strstr (departs[0], "1 unit with other than 4–6 stands (Foot: 3)"));
  g_assert_nonnull (strstr (departs[1], "5 units: too few for 2 formations of 3–4 units"));
  g_assert_nonnull (strstr (departs[2], "no supreme commander"));
  g_assert_nonnull (strstr (departs[3], "2 commanders of the 3"));
  /* And such an army fights all the same. */
  fx_init (f);
  bn_battle_army_free (f->army[0]);
  f->army[0] = army;
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  g_assert_cmpint (bn_battle_get_phase (f->battle), !=, BN_PHASE_OVER);
  fx_clear (f);
}

static void
test_machines (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint m, b;

  fx_init (f);
  fx_unit (f, 0, ART, BN_UNIT_CLASS_A, "bolt-thrower", 1);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  m = unit_of (f, 0, 0);
  b = unit_of (f, 1, 0);
  g_assert_cmpint (bn_jg_get_unit_type (f->battle, m), ==, BN_JG_BALLISTA);
  g_assert_cmpuint (stands (f, m), ==, 1);
  /* Deployed 60 cm apart, the ballista may shoot at once. */
  g_assert_cmpint (bn_jg_get_step (f->battle), ==, BN_JG_STEP_ARCHERY_FIRST);
  place (f, m, 900, 1100, 0);
  place (f, b, 900, 100, 180);          /* 97 cm: beyond 70 cm */
  refused (f, BN_ACTION_BATTLE, m, b, 0, "beyond 70 cm");
  fx_clear (f);

  fx_init (f);
  fx_unit (f, 0, ART, BN_UNIT_CLASS_A, "bolt-thrower", 1);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  m = unit_of (f, 0, 0);
  b = unit_of (f, 1, 0);
  place (f, m, 900, 700, 0);
  place (f, b, 900, 300, 180);
  goto_step (f, BN_JG_STEP_ARCHERY_SECOND);
  dice (f, "6  1");
  act (f, BN_ACTION_BATTLE, m, b, 0);
  g_assert_cmpuint (stands (f, b), ==, 2);
  fx_clear (f);

  fx_init (f);
  fx_unit (f, 0, ART, BN_UNIT_CLASS_A, "gun", 1);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  m = unit_of (f, 0, 0);
  g_assert_cmpint (bn_jg_get_unit_type (f->battle, m), ==, BN_JG_CATAPULT);
  place (f, m, 900, 700, 0);
  place (f, unit_of (f, 1, 0), 900, 400, 180);   /* 27 cm: 3 knocks one out */
  place (f, unit_of (f, 1, 1), 1200, 100, 180);  /* 55 cm or so: 3 does nothing */
  goto_step (f, BN_JG_STEP_ARCHERY_SECOND);
  dice (f, "3  1");
  act (f, BN_ACTION_BATTLE, m, unit_of (f, 1, 0), 0);
  g_assert_cmpuint (stands (f, unit_of (f, 1, 0)), ==, 3);
  g_assert_cmpint (bn_jg_get_step (f->battle), ==, BN_JG_STEP_ARCHERY_FIRST);
  dice (f, "3  1");
  act (f, BN_ACTION_BATTLE, m, unit_of (f, 1, 1), 0);
  g_assert_cmpuint (stands (f, unit_of (f, 1, 1)), ==, 4);
  fx_clear (f);

  /* A machine is a unit: engaged in melee it may not fire, and its crew
   * fights as light infantry (house) and is lost with its last stand. */
  fx_init (f);
  fx_unit (f, 0, ART, BN_UNIT_CLASS_A, "bolt-thrower", 1);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  m = unit_of (f, 0, 0);
  b = unit_of (f, 1, 0);
  place (f, m, 900, 700, 0);
  place (f, b, 900, 670, 180);           /* its front against the machine's */
  place (f, unit_of (f, 1, 1), 900, 300, 180);
  g_assert_true (bn_jg_unit_engaged (f->battle, m));
  refused (f, BN_ACTION_BATTLE, m, unit_of (f, 1, 1), 0, "engaged in melee may not fire");
  goto_step (f, BN_JG_STEP_MELEE);
  /* Light infantry needs 6 against heavy infantry; heavy infantry 5
   * against light infantry. */
  dice (f, "5  5");
  act (f, BN_ACTION_BATTLE, m, b, 0);
  g_assert_cmpuint (stands (f, m), ==, 0);
  g_assert_cmpuint (stands (f, b), ==, 4);
  g_assert_cmpint (bn_battle_get_phase (f->battle), ==, BN_PHASE_OVER);
  fx_clear (f);
}

/* "+1 target in cover": a wood under the target. */
static void
test_cover (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, b;

  fx_init (f);
  /* Open field is 13 × 9 hexes over 180 × 120 cm: (900, 380) is cell (6, 2). */
  g_assert_true (bn_scenario_set_terrain (f->scenario, f->rules, 6, 2, "wood"));
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_B, "longbow", 4);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_C, "spear", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  b = unit_of (f, 1, 0);
  place (f, a, 900, 700, 0);
  place (f, b, 900, 380, 180);
  goto_step (f, BN_JG_STEP_ARCHERY_SECOND);
  /* Light infantry needs 5-6, in cover 6. */
  dice (f, "5 5 5 6  1");
  act (f, BN_ACTION_BATTLE, a, b, 0);
  g_assert_cmpuint (stands (f, b), ==, 3);
  fx_clear (f);
}

/* Optional rule: "if a Supreme Commander is lost, roll 1D6 each turn to
 * determine how many units or single stands may move and charge". */
static void
test_supreme_commander (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, b;

  fx_init (f);
  f->scenario->options |= BN_BATTLE_OPTION_SUPREME_COMMANDER;
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  bn_battle_army_add_commander (f->army[0], "King", BN_COMMANDER_ARMY, 0);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 6);
  fx_start (f);
  a = unit_of (f, 0, 0);
  b = unit_of (f, 1, 0);
  place (f, a, 900, 580, 0);
  place (f, b, 900, 560, 180);
  g_assert_cmpint (bn_jg_get_allowance (f->battle, 0), ==, -1);
  goto_step (f, BN_JG_STEP_MELEE);
  dice (f, "1 1 1 1 1  5 1 1 1  1");
  act (f, BN_ACTION_BATTLE, a, b, 0);
  g_assert_false (bn_battle_get_commander (f->battle, 0)->alive);
  /* The next turn: side 0 first, and its D6 allows one unit. */
  dice (f, "1 1");
  goto_step (f, BN_JG_STEP_MOVEMENT);
  g_assert_cmpint (bn_jg_get_allowance (f->battle, 0), ==, 1);
  g_assert_cmpint (bn_jg_get_allowance (f->battle, 1), ==, -1);
  act (f, BN_ACTION_MOVE_UNIT, unit_of (f, 0, 1), 0, 1);
  /* The allowance spent, its third unit may not move: Movement is over. */
  g_assert_cmpint (bn_jg_get_allowance (f->battle, 0), ==, 0);
  g_assert_cmpint (bn_jg_get_step (f->battle), >, BN_JG_STEP_MOVEMENT);
  g_assert_false (bn_battle_get_unit (f->battle, unit_of (f, 0, 2))->moved);
  fx_clear (f);
}

/* ---- Day of Battle's leaders on the open table ---- */

/* Gives @side's commander @c a campaign leader's numbers. */
static void
campaign_leader (Fx    *f,
                 guint  side,
                 int    c,
                 guint  rank,
                 guint  initiative,
                 guint  morale,
                 guint  combat,
                 guint  pcs)
{
  BnBattleCommanderSpec *spec = &f->army[side]->commanders[c];

  spec->social_rank = rank;
  spec->initiative = initiative;
  spec->morale_bonus = morale;
  spec->combat_bonus = combat;
  spec->pcs = pcs;
}

/* How many events of @type the log holds; the last in *@out_last. */
static guint
count_events (Fx                   *f,
              BnBattleEventType     type,
              const BnBattleEvent **out_last)
{
  guint n = 0;

  for (guint i = 0; i < bn_battle_get_n_events (f->battle); i++)
    {
      const BnBattleEvent *e = bn_battle_get_event (f->battle, i);

      if (e->type != type)
        continue;
      n++;
      if (out_last != NULL)
        *out_last = e;
    }
  return n;
}

static guint
count_dice (Fx           *f,
            BnDiePurpose  purpose)
{
  guint n = 0;

  for (guint i = 0; i < bn_battle_get_n_events (f->battle); i++)
    {
      const BnBattleEvent *e = bn_battle_get_event (f->battle, i);

      n += e->type == BN_EVENT_DIE && e->a == purpose;
    }
  return n;
}

/* Day of Battle, Combat Bonus, at Junior General's scale: the leader with
 * his unit in melee throws a D20, at 4 + CB or under a stand more; his
 * Champion's die the same at 4 + half his card. His own risk is Day of
 * Battle's PCS check at that melee (D20 ≤ PCS − 5 for a lost melee − the
 * difference in stands), not Junior General's commander D10. */
static void
test_leader_combat_bonus (void)
{
  Fx fx = { 0 }, *f = &fx;
  const BnBattleEvent *e = NULL;
  guint a, b;
  int c;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  c = bn_battle_army_add_commander (f->army[0], "Baron", BN_COMMANDER_ARMY, 0);
  campaign_leader (f, 0, c, 3, 11, 1, 9, 16);
  f->army[0]->commanders[c].retainers[0] = (BnBattleRetainerSpec) { BN_RETAINER_TYPE_CHAMPION, 0, 5, -1 };
  f->army[0]->commanders[c].n_retainers = 1;
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  two_lines (f, &a, &b);
  place (f, a, 900, 580, 0);
  goto_step (f, BN_JG_STEP_MELEE);
  /* Five dice (four stands and the commander's), all missing; his D20 13
   * (4 + 9: a stand), the Champion's 9 (4 + 5: a stand); three of four
   * back. His unit lost the melee, 3 stands to 2: his PCS check needs
   * 16 − 5 − 1 = 10 or under; a 12 strikes him (no risk table here: the
   * campaign draws his card after the battle). */
  dice (f, "1 1 1 1 1  13  9  5 5 5 1  12");
  act (f, BN_ACTION_BATTLE, a, b, 0);
  g_assert_cmpuint (stands (f, b), ==, 2);
  g_assert_cmpuint (stands (f, a), ==, 1);
  g_assert_cmpuint (count_events (f, BN_EVENT_LEADER_SKILL, &e), ==, 1);
  g_assert_cmpuint (e->b, ==, BN_SKILL_USE_COMBAT_BONUS | BN_SKILL_USE_PASSED);
  g_assert_cmpint (e->value, ==, 13);
  g_assert_cmpuint (count_events (f, BN_EVENT_RETAINER, &e), ==, 1);
  g_assert_cmpuint (e->b, ==, BN_RETAINER_DID_BONUS_DIE | BN_SKILL_USE_PASSED);
  g_assert_cmpuint (count_events (f, BN_EVENT_PCS_CHECK, &e), ==, 1);
  g_assert_cmpuint (e->b, ==, BN_PCS_LOST_MELEE | BN_PCS_STRUCK);
  g_assert_cmpuint (e->c, ==, 1);
  g_assert_cmpint (e->value, ==, 12);
  g_assert_cmpuint (count_dice (f, BN_DIE_COMMANDER_LOSS), ==, 0);
  g_assert_true (bn_battle_get_commander (f->battle, (guint) c)->alive);
  fx_clear (f);

  /* The same melee with a Combat Bonus 1 leader: 4 + 1 = 5, his 13 misses. */
  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  c = bn_battle_army_add_commander (f->army[0], "Baron", BN_COMMANDER_ARMY, 0);
  campaign_leader (f, 0, c, 3, 11, 1, 1, 16);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  two_lines (f, &a, &b);
  place (f, a, 900, 580, 0);
  goto_step (f, BN_JG_STEP_MELEE);
  dice (f, "1 1 1 1 1  13  5 5 1 1  3");
  act (f, BN_ACTION_BATTLE, a, b, 0);
  g_assert_cmpuint (stands (f, b), ==, 4);
  g_assert_cmpuint (count_events (f, BN_EVENT_LEADER_SKILL, &e), ==, 1);
  g_assert_cmpuint (e->b, ==, BN_SKILL_USE_COMBAT_BONUS);
  g_assert_cmpuint (count_events (f, BN_EVENT_PCS_CHECK, &e), ==, 1);
  g_assert_cmpuint (e->b, ==, BN_PCS_LOST_MELEE);
  fx_clear (f);
}

/* A shot at a leader's unit: his PCS check (only a 20 strikes), and no
 * Junior General commander D10; a shot at another unit: none. */
static void
test_leader_shot_at (void)
{
  Fx fx = { 0 }, *f = &fx;
  const BnBattleEvent *e = NULL;
  guint a, b, other;
  int c;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_B, "longbow", 4);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  c = bn_battle_army_add_commander (f->army[1], "Baron", BN_COMMANDER_ARMY, 0);
  campaign_leader (f, 1, c, 3, 11, 1, 1, 12);
  fx_start (f);
  a = unit_of (f, 0, 0);
  b = unit_of (f, 1, 0);
  other = unit_of (f, 1, 1);
  place (f, a, 900, 700, 0);
  place (f, b, 900, 500, 180);          /* 20 cm */
  place (f, other, 1500, 500, 180);
  goto_step (f, BN_JG_STEP_ARCHERY_SECOND);
  /* Four dice, all 6; his check: a 19 (only a 20 strikes); then, should
   * nothing else act, the next turn's die. */
  dice (f, "6 6 6 6  19  1");
  act (f, BN_ACTION_BATTLE, a, b, 0);
  g_assert_cmpuint (stands (f, b), <, 4);
  g_assert_cmpuint (count_events (f, BN_EVENT_PCS_CHECK, &e), ==, 1);
  g_assert_cmpuint (e->b, ==, BN_PCS_MISSILE);
  g_assert_cmpuint (count_dice (f, BN_DIE_COMMANDER_LOSS), ==, 0);
  fx_clear (f);
}

/* Morale Bonus: a retreat from melee that would cost a stand (infantry,
 * D10 1–5) costs none when the leader's D20 is at 2 × MB or under. */
static void
test_leader_morale_bonus (void)
{
  Fx fx = { 0 }, *f = &fx;
  const BnBattleEvent *e = NULL;
  guint a, b;
  int c;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  c = bn_battle_army_add_commander (f->army[0], "Baron", BN_COMMANDER_ARMY, 0);
  campaign_leader (f, 0, c, 3, 11, 5, 1, 15);
  fx_unit (f, 1, HORSE, BN_UNIT_CLASS_A, "lance", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  b = unit_of (f, 1, 0);
  place (f, a, 900, 590, 0);
  place (f, b, 900, 560, 180);
  goto_step (f, BN_JG_STEP_RETREAT);
  /* The D10 5 (a stand lost), his D20 10 (2 × 5): held; the next turn's die. */
  dice (f, "5  10  1");
  act (f, BN_ACTION_RETREAT, a, 0, 0);
  g_assert_cmpuint (stands (f, a), ==, 4);
  g_assert_cmpuint (count_events (f, BN_EVENT_LEADER_SKILL, &e), ==, 1);
  g_assert_cmpuint (e->b, ==, BN_SKILL_USE_MORALE_BONUS | BN_SKILL_USE_PASSED);
  g_assert_false (in_contact (f, a, b));
  fx_clear (f);

  /* An 11 fails: the stand is lost, as without him. */
  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  c = bn_battle_army_add_commander (f->army[0], "Baron", BN_COMMANDER_ARMY, 0);
  campaign_leader (f, 0, c, 3, 11, 5, 1, 15);
  fx_unit (f, 1, HORSE, BN_UNIT_CLASS_A, "lance", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  b = unit_of (f, 1, 0);
  place (f, a, 900, 590, 0);
  place (f, b, 900, 560, 180);
  goto_step (f, BN_JG_STEP_RETREAT);
  dice (f, "5  11  1");
  act (f, BN_ACTION_RETREAT, a, 0, 0);
  g_assert_cmpuint (stands (f, a), ==, 3);
  fx_clear (f);
}

/* Initiative (house): the side that lost the first-mover throw takes the
 * first move when its army commander's Initiative is worth more (a point
 * for every 4 over 10) and a second D6 is at or under the difference. */
static void
test_leader_initiative (void)
{
  for (guint second = 2; second <= 3; second++)
    {
      Fx fx = { 0 }, *f = &fx;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strdup_printf ("1 %u", second);
      int c;

      fx_init (f);
      fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
      fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
      c = bn_battle_army_add_commander (f->army[1], "Baron", BN_COMMANDER_ARMY, 0);
      campaign_leader (f, 1, c, 3, 18, 1, 1, 15);
      dice (f, text);
      f->battle = bn_battle_new (f->rules, f->scenario, f->army[0], f->army[1], f->chance, &error);
      g_assert_no_error (error);
      /* The throw 1 gives side 0 the first move; Initiative 18 is worth 2. */
      g_assert_cmpuint (bn_battle_get_acting_side (f->battle), ==, second <= 2 ? 1 : 0);
      g_assert_cmpuint (count_dice (f, BN_DIE_FIRST_SIDE), ==, 2);
      fx_clear (f);
    }

  /* Without campaign numbers: one throw, as the playsheet has it. */
  {
    Fx fx = { 0 }, *f = &fx;

    fx_init (f);
    fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
    fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
    bn_battle_army_add_commander (f->army[1], "Baron", BN_COMMANDER_ARMY, 0);
    fx_start (f);
    g_assert_cmpuint (bn_battle_get_acting_side (f->battle), ==, 0);
    g_assert_cmpuint (count_dice (f, BN_DIE_FIRST_SIDE), ==, 1);
    fx_clear (f);
  }
}

/* Day of Battle, Retainers: "Re-roll a bad die roll … made by the L&H".
 * His Initiative's D6 (house, above) is his own: a 3 fails (Initiative 18
 * is worth 2); the battle waits at setup, his Page throws it again, a 1
 * takes the first move. */
static void
test_initiative_die_thrown_again (void)
{
  Fx fx = { 0 }, *f = &fx;
  g_autoptr(GError) error = NULL;
  BnRerollDie die;
  guint value;
  int c;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  c = bn_battle_army_add_commander (f->army[1], "Baron", BN_COMMANDER_ARMY, 0);
  campaign_leader (f, 1, c, 3, 18, 1, 1, 15);
  f->army[1]->commanders[c].retainers[0] = (BnBattleRetainerSpec) { BN_RETAINER_TYPE_PAGE, 10, 0, -1 };
  f->army[1]->commanders[c].n_retainers = 1;
  dice (f, "1 3");
  f->battle = bn_battle_new (f->rules, f->scenario, f->army[0], f->army[1], f->chance, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bn_battle_get_reroll_offer (f->battle, &die, &value), >=, 0);
  g_assert_cmpuint (die, ==, BN_REROLL_FIRST_MOVE);
  g_assert_cmpuint (value, ==, 3);
  g_assert_cmpuint (bn_battle_get_acting_side (f->battle), ==, 1);
  dice (f, "1");
  g_assert_true (bn_battle_apply (f->battle, &(BnBattleAction) { BN_ACTION_RETAINER, 1, 0, 0, BN_RETAINER_USE_REROLL },
                                  &error));
  g_assert_no_error (error);
  g_assert_cmpint (bn_battle_get_reroll_offer (f->battle, NULL, NULL), ==, -1);
  g_assert_cmpuint (bn_battle_get_acting_side (f->battle), ==, 1);
  /* The odd/even throw, the Initiative's die and the one thrown again. */
  g_assert_cmpuint (count_dice (f, BN_DIE_FIRST_SIDE), ==, 3);
  fx_clear (f);
}

/* Day of Battle, Movement: a leader moves up to 30" on his own, 75 cm at
 * 25 mm an inch; a hero never on his own. */
static void
test_leader_moves_30_inches (void)
{
  Fx fx = { 0 }, *f = &fx;
  guint a, far;
  int c;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  c = bn_battle_army_add_commander (f->army[0], "Baron", BN_COMMANDER_ARMY, 0);
  campaign_leader (f, 0, c, 3, 11, 1, 1, 15);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  far = unit_of (f, 0, 1);
  place (f, a, 600, 900, 0);
  place (f, far, 1800, 900, 0);
  refused (f, BN_ACTION_MOVE_COMMANDER, (guint) c, far, 0, "beyond the commander's 75 cm");
  place (f, far, 1250, 900, 0);
  act (f, BN_ACTION_MOVE_COMMANDER, (guint) c, far, 0);
  g_assert_cmpint (bn_jg_get_commander_unit (f->battle, (guint) c), ==, (int) far);
  fx_clear (f);

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  c = bn_battle_army_add_commander (f->army[0], "Sir Hugh", BN_COMMANDER_CAPTAIN, 0);
  campaign_leader (f, 0, c, 1, 11, 1, 1, 15);
  f->army[0]->commanders[c].hero = TRUE;
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  far = unit_of (f, 0, 1);
  place (f, a, 600, 900, 0);
  place (f, far, 700, 900, 0);
  refused (f, BN_ACTION_MOVE_COMMANDER, (guint) c, far, 0, "a hero never moves on his own");
  fx_clear (f);
}

/* The retainers that act on the open table: the Herald witnesses a melee
 * of a unit of his side within 5" (12.5 cm) of his leader, and not one
 * farther; the Standard raises the retreat's D10 by his 1–3 (a 5 with 3
 * more is an 8: no stand lost), then is lost with the unit that fell back
 * from the melee. */
static void
test_leader_retainers (void)
{
  Fx fx = { 0 }, *f = &fx;
  const BnBattleEvent *e = NULL;
  guint a, far, b, b2;
  int c;

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  c = bn_battle_army_add_commander (f->army[0], "Baron", BN_COMMANDER_ARMY, 0);
  campaign_leader (f, 0, c, 3, 11, 1, 1, 15);
  f->army[0]->commanders[c].retainers[0] = (BnBattleRetainerSpec) { BN_RETAINER_TYPE_HERALD, 0, 0, -1 };
  f->army[0]->commanders[c].n_retainers = 1;
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_unit (f, 1, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  far = unit_of (f, 0, 1);
  b = unit_of (f, 1, 0);
  b2 = unit_of (f, 1, 1);
  place (f, a, 900, 580, 0);
  place (f, b, 900, 560, 180);
  place (f, far, 1500, 580, 0);
  place (f, b2, 1500, 560, 180);
  goto_step (f, BN_JG_STEP_MELEE);
  /* His own unit's melee: five dice, his Combat Bonus die (20: a miss) and
   * four back, all missing; his PCS check. */
  dice (f, "1 1 1 1 1  20  1 1 1 1  5");
  act (f, BN_ACTION_BATTLE, a, b, 0);
  g_assert_cmpuint (count_events (f, BN_EVENT_RETAINER, &e), ==, 1);
  g_assert_cmpuint (e->b, ==, BN_RETAINER_DID_WITNESS | BN_SKILL_USE_PASSED);
  g_assert_cmpuint (e->c, ==, a);
  /* The other side's melee against the far unit, 60 cm off: not seen. */
  dice (f, "1 1 1 1  1 1 1 1");
  act (f, BN_ACTION_BATTLE, b2, far, 0);
  g_assert_cmpuint (count_events (f, BN_EVENT_RETAINER, NULL), ==, 1);
  fx_clear (f);

  fx_init (f);
  fx_unit (f, 0, FOOT, BN_UNIT_CLASS_A, "spear", 4);
  c = bn_battle_army_add_commander (f->army[0], "Baron", BN_COMMANDER_ARMY, 0);
  campaign_leader (f, 0, c, 3, 11, 5, 1, 15);
  f->army[0]->commanders[c].retainers[0] = (BnBattleRetainerSpec) { BN_RETAINER_TYPE_STANDARD, 0, 3, -1 };
  f->army[0]->commanders[c].n_retainers = 1;
  fx_unit (f, 1, HORSE, BN_UNIT_CLASS_A, "lance", 4);
  fx_start (f);
  a = unit_of (f, 0, 0);
  b = unit_of (f, 1, 0);
  place (f, a, 900, 590, 0);
  place (f, b, 900, 560, 180);
  goto_step (f, BN_JG_STEP_RETREAT);
  /* The D10 5; no Morale Bonus die is thrown; the next turn's die. */
  dice (f, "5  1");
  act (f, BN_ACTION_RETREAT, a, 0, 0);
  g_assert_cmpuint (stands (f, a), ==, 4);
  g_assert_cmpuint (count_events (f, BN_EVENT_LEADER_SKILL, NULL), ==, 0);
  g_assert_cmpuint (count_events (f, BN_EVENT_RETAINER, &e), ==, 2);
  g_assert_cmpuint (e->b & ~BN_SKILL_USE_PASSED, ==, BN_RETAINER_WAS_LOST);
  g_assert_cmpuint (bn_battle_get_retainer (f->battle, 0)->state, ==, BN_BATTLE_RETAINER_LOST);
  fx_clear (f);
}

/* A footprint's sweep past a still one: where the pair surely cut into
 * each other (bn_table_sweep_inside ()) lies within where they may
 * (bn_table_sweep_span ()), and there they do, however each point of the
 * moving one is rounded; where it passes beside the still one, nowhere. */
static void
sweep_case (double still_x,
            gboolean expect_sure)
{
  BnTableRect moving = { 0, 0, 0, 120, 40 }, still = { still_x, -100, 30, 120, 40 };
  BnTablePoint cm[4], cs[4];
  BnTableAxes am, as;
  double lo, hi, span_lo, span_hi;
  gboolean sure;

  bn_table_rect_corners (&moving, cm);
  bn_table_rect_corners (&still, cs);
  bn_table_rect_axes (&moving, &am);
  bn_table_rect_axes (&still, &as);
  sure = bn_table_sweep_inside (cm, &am, 0, -200, cs, &as, BN_TABLE_CONTACT_MM, 3, &lo, &hi);
  g_assert_cmpint (sure, ==, expect_sure);
  if (!sure)
    return;
  g_assert_true (bn_table_sweep_span (cm, &am, 0, -200, cs, &as, BN_TABLE_CONTACT_MM, 3, &span_lo, &span_hi));
  g_assert_cmpfloat (lo, <=, hi);
  g_assert_cmpfloat (span_lo, <=, lo);
  g_assert_cmpfloat (hi, <=, span_hi);
  for (double f = lo; f <= hi; f += (hi - lo) / 20 + 1e-9)
    for (int ex = -3; ex <= 3; ex += 3)
      for (int ey = -3; ey <= 3; ey += 3)
        {
          BnTableRect at = moving;
          BnTablePoint ca[4];

          at.x += ex * M_SQRT1_2;
          at.y += -200 * f + ey * M_SQRT1_2;
          bn_table_rect_corners (&at, ca);
          g_assert_cmpfloat (bn_table_rect_depth_into (&at, ca, &still, cs), >, BN_TABLE_CONTACT_MM);
        }
}

static void
test_sweep_sure (void)
{
  sweep_case (0, TRUE);
  sweep_case (40, TRUE);
  sweep_case (200, FALSE);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/junior-general/tables/melee", test_melee_table);
  g_test_add_func ("/junior-general/tables/missiles", test_missile_table);
  g_test_add_func ("/junior-general/tables/d10", test_d10_tables);
  g_test_add_func ("/junior-general/table/geometry", test_geometry);
  g_test_add_func ("/junior-general/charge-and-melee", test_charge_and_melee);
  g_test_add_func ("/junior-general/infantry-charge-no-bonus", test_infantry_charge_no_bonus);
  g_test_add_func ("/junior-general/flank", test_flank);
  g_test_add_func ("/junior-general/cavalry-evades", test_cavalry_evades);
  g_test_add_func ("/junior-general/cavalry-on-infantry-flank", test_cavalry_on_infantry_flank);
  g_test_add_func ("/junior-general/retreat", test_retreat);
  g_test_add_func ("/junior-general/commander", test_commander);
  g_test_add_func ("/junior-general/commander-joins", test_commander_joins);
  g_test_add_func ("/junior-general/arrows-run-low", test_arrows_run_low);
  g_test_add_func ("/junior-general/lone-commander", test_lone_commander);
  g_test_add_func ("/junior-general/charge-lone-commander", test_charge_lone_commander);
  g_test_add_func ("/junior-general/blocked-path", test_blocked_path);
  g_test_add_func ("/junior-general/ai-follow-up", test_ai_follow_up);
  g_test_add_func ("/junior-general/order-of-battle", test_order_of_battle);
  g_test_add_func ("/junior-general/machines", test_machines);
  g_test_add_func ("/junior-general/cover", test_cover);
  g_test_add_func ("/junior-general/supreme-commander", test_supreme_commander);
  g_test_add_func ("/junior-general/leaders/combat-bonus", test_leader_combat_bonus);
  g_test_add_func ("/junior-general/leaders/shot-at", test_leader_shot_at);
  g_test_add_func ("/junior-general/leaders/morale-bonus", test_leader_morale_bonus);
  g_test_add_func ("/junior-general/free-move", test_free_move);
  g_test_add_func ("/junior-general/leaders/initiative", test_leader_initiative);
  g_test_add_func ("/junior-general/leaders/initiative-die-thrown-again", test_initiative_die_thrown_again);
  g_test_add_func ("/junior-general/leaders/moves-30-inches", test_leader_moves_30_inches);
  g_test_add_func ("/junior-general/leaders/retainers", test_leader_retainers);
  g_test_add_func ("/junior-general/table/sweep-sure", test_sweep_sure);
  return g_test_run ();
}
