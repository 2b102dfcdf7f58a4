/* test-battlelore-retreat.c — the BattleLore variant's retreats and
 * victory: "Units may only (be forced to) retreat if strength falls
 * below" the table, a captain in the hex lowers it by one, and the
 * destroyed unit scores a victory point (seed 001, "Retreats", order
 * sheet; "Saving throw"). */
#include "battlelore-fixture.h"

/* Side 1's B-class spearmen (threshold 6) of @figures at (3, 3), attacked
 * from (3, 4); @rank: a commander with them, or −1. */
static guint
setup (Fixture *f,
       guint    figures,
       int      rank)
{
  guint def;

  bl_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  f->army[1]->units[0].figures = figures;
  if (rank >= 0)
    fixture_commander (f, 1, (BnCommanderRank) rank, 0, 0, 0);
  fixture_start (f, "scout-red");
  order (f, "scout-red", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
  def = unit_of (f, 1, 0);
  return def;
}

static void
flag_battle (Fixture *f,
             guint    def)
{
  /* One flag, its saving throw fails. */
  dice (f, "flag shield shield shield");
  dice (f, "hit-any");
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), def, 0);
  house_retreats (f);
}

/* Blue banner infantry: 6. At 6 figures the flag is ignored. */
static void
test_blue_infantry_at_threshold_stands (void)
{
  Fixture f;
  guint def = setup (&f, 6, -1);

  flag_battle (&f, def);
  g_assert_true (unit_at (&f, def, 3, 3));
  g_assert_cmpuint (count_events (&f, BN_EVENT_RETREAT), ==, 0);
  fixture_clear (&f);
}

/* Below 6 it retreats one hex for the flag. */
static void
test_blue_infantry_below_threshold_retreats (void)
{
  Fixture f;
  guint def = setup (&f, 5, -1);

  flag_battle (&f, def);
  g_assert_false (unit_at (&f, def, 3, 3));
  g_assert_cmpuint (count_events (&f, BN_EVENT_RETREAT), ==, 1);
  fixture_clear (&f);
}

/* "Units in the same hex as a captain may deduct 1 further": with a
 * captain, 5 figures stand; a sergeant does not lower it. */
static void
test_captain_lowers_threshold (void)
{
  Fixture f;
  guint def = setup (&f, 5, BN_COMMANDER_CAPTAIN);

  flag_battle (&f, def);
  g_assert_true (unit_at (&f, def, 3, 3));
  fixture_clear (&f);

  def = setup (&f, 5, BN_COMMANDER_SERGEANT);
  flag_battle (&f, def);
  g_assert_false (unit_at (&f, def, 3, 3));
  fixture_clear (&f);
}

/* The table's numbers, as data. */
static void
test_threshold_table (void)
{
  static const struct { BnBattleArm arm; BnUnitClass cls; guint steady; } rows[] = {
    { FOOT, CA, 4 }, { FOOT, CB, 6 }, { FOOT, CC, 7 },
    { HORSE, CA, 3 }, { HORSE, CB, 4 }, { HORSE, CC, 5 },
  };
  Fixture f;

  bl_init (&f, 9, 9);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    g_assert_cmpuint (bn_battle_rules_lookup_class (f.rules, rows[i].arm, rows[i].cls)->steady_figures, ==,
                      rows[i].steady);
  g_assert_true (bn_battle_rules_get_constants (f.rules)->captain_steadies_only);
  fixture_clear (&f);
}

/* "When the last remaining figure of a unit is killed, the attacker
 * scores a victory point." */
static void
test_last_figure_scores (void)
{
  Fixture f;
  guint def = setup (&f, 1, -1);

  dice (&f, "hit-any hit-any shield shield");
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), def, 0);
  g_assert_cmpuint (unit (&f, def)->figures, ==, 0);
  g_assert_cmpuint (bn_battle_get_victory_points (f.battle, 0), ==, 1);
  fixture_clear (&f);
}

/* Side 0's B-class spearmen at (3, 4), ordered, with side 1's captain
 * alone in the hex before them; returns the spearmen. */
static guint
lone_commander_before_us (Fixture *f)
{
  guint att;

  bl_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
  fixture_commander (f, 1, BN_COMMANDER_CAPTAIN, -1, 3, 3);
  fixture_start (f, "scout-red");
  att = unit_of (f, 0, 0);
  order (f, "scout-red", UNITS ((int) att));
  end_moves (f);
  return att;
}

/* "When attacking a commander, cast one battle die": crossed swords hit,
 * his saving throw fails, he is eliminated and scores a victory point. */
static void
test_lone_commander_one_die (void)
{
  Fixture f;
  guint att;

  att = lone_commander_before_us (&f);
  dice (&f, "swords");
  dice (&f, "flag");
  act (&f, BN_ACTION_ATTACK_COMMANDER, att, commander_of (&f, 1, 0), 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 1);
  g_assert_cmpuint (count_dice (&f, BN_DIE_ATTACK), ==, 1);
  g_assert_false (bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->alive);
  g_assert_cmpuint (bn_battle_get_victory_points (f.battle, 0), ==, 1);
  fixture_clear (&f);
}

/* "Hitting a commander … Defender may cast one battle die as saving
 * throw: w symbol saves": one symbol, read as crossed swords (the scan's
 * "w" everywhere else). Crossed swords save him; a shield does not. */
static void
test_lone_commander_save (void)
{
  static const struct
  {
    const char *save;
    gboolean    alive;
  } cases[] = { { "swords", TRUE }, { "shield", FALSE } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Fixture f;
      guint att;

      att = lone_commander_before_us (&f);
      dice (&f, "swords");
      dice (&f, cases[i].save);
      act (&f, BN_ACTION_ATTACK_COMMANDER, att, commander_of (&f, 1, 0), 0);
      g_assert_cmpuint (count_dice (&f, BN_DIE_SAVE), ==, 1);
      g_assert_cmpint (bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->alive, ==, cases[i].alive);
      fixture_clear (&f);
    }
}

/* "Forced retreat" of one hex: the unit stops facing the enemy; a
 * "route" of more: it stops facing away from him. */
static void
retreat_facing (guint n_flags)
{
  Fixture f;
  guint def, att;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 5, BN_HEX_DIR_N);
  /* Facing away from the attacker for one hex, towards him for more, so
   * that only the rule turns it. */
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 4, n_flags == 1 ? BN_HEX_DIR_N : BN_HEX_DIR_S);
  f.army[1]->units[0].figures = 5;
  fixture_start (&f, "scout-red");
  att = unit_of (&f, 0, 0);
  def = unit_of (&f, 1, 0);
  order (&f, "scout-red", UNITS ((int) att));
  end_moves (&f);
  /* 4 dice, and 1 for the passive front. */
  dice (&f, n_flags == 1 ? "flag shield shield shield shield" : "flag flag shield shield");
  dice (&f, "hit-any");
  act (&f, BN_ACTION_BATTLE, att, def, 0);
  house_retreats (&f);
  g_assert_cmpuint (count_events (&f, BN_EVENT_RETREAT), ==, n_flags);
  if (n_flags == 1)
    g_assert_true (bn_hex_in_arc (unit (&f, def)->hex, unit (&f, def)->facing, unit (&f, att)->hex));
  else
    g_assert_false (bn_hex_in_arc (unit (&f, def)->hex, unit (&f, def)->facing, unit (&f, att)->hex));
  fixture_clear (&f);
}

static void
test_forced_retreat_faces_enemy (void)
{
  retreat_facing (1);
}

static void
test_route_faces_away (void)
{
  retreat_facing (2);
}

/* Side 0's B-class spearmen at (3, 4) facing north attack side 1's, of 5
 * figures, at (3, 3) on @terrain facing @facing. */
static void
bold_setup (Fixture    *f,
            const char *terrain,
            guint       facing,
            guint      *out_att,
            guint      *out_def)
{
  bl_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, facing);
  f->army[1]->units[0].figures = 5;
  g_assert_true (bn_scenario_set_terrain (f->scenario, f->rules, 3, 3, terrain));
  fixture_start (f, "scout-red");
  *out_att = unit_of (f, 0, 0);
  *out_def = unit_of (f, 1, 0);
  order (f, "scout-red", UNITS ((int) *out_att));
  end_moves (f);
}

/* Order sheet, Bridge: "Occupants may ignore 1 flag and possibly fight
 * back. Max. 2 battle dice + CM". Below its threshold, the unit on the
 * bridge ignores the one flag (no saving throw, no retreat), then battles
 * back with its 2 dice: two different hit symbols, both saves fail. */
static void
test_bridge_ignores_flag_and_battles_back (void)
{
  Fixture f;
  guint att, def;
  const BnBattleEvent *last = NULL;

  bold_setup (&f, "bridge", BN_HEX_DIR_S, &att, &def);
  dice (&f, "flag shield");             /* 4 dice, at most 2 into a bridge */
  dice (&f, "hit-any hit-lesser");      /* the battle back, 2 dice out of it */
  dice (&f, "hit-any hit-any");         /* the attacker's saves */
  act (&f, BN_ACTION_BATTLE, att, def, 0);
  g_assert_true (unit_at (&f, def, 3, 3));
  g_assert_cmpuint (count_events (&f, BN_EVENT_RETREAT), ==, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_FLAG_SAVE), ==, 0);
  g_assert_cmpuint (count_events (&f, BN_EVENT_BATTLE), ==, 2);
  for (guint i = 0; i < bn_battle_get_n_events (f.battle); i++)
    if (bn_battle_get_event (f.battle, i)->type == BN_EVENT_BATTLE)
      last = bn_battle_get_event (f.battle, i);
  g_assert_cmpuint (last->a, ==, def);
  g_assert_cmpuint (last->b, ==, att);
  g_assert_cmpint (last->value, ==, 2);
  g_assert_cmpuint (unit (&f, att)->figures, ==, 6);
  g_assert_cmpuint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BATTLE);
  fixture_clear (&f);
}

/* Two flags on a bridge: one is ignored, the other is saved or not as
 * usual (no longer the automatic first of two); a unit forced back does
 * not battle back. */
static void
test_bridge_second_flag_counts (void)
{
  Fixture f;
  guint att, def;

  bold_setup (&f, "bridge", BN_HEX_DIR_S, &att, &def);
  dice (&f, "flag flag");
  dice (&f, "hit-any");                 /* the remaining flag's saving throw fails */
  act (&f, BN_ACTION_BATTLE, att, def, 0);
  house_retreats (&f);
  g_assert_cmpuint (count_dice (&f, BN_DIE_FLAG_SAVE), ==, 1);
  g_assert_cmpuint (count_events (&f, BN_EVENT_RETREAT), ==, 1);
  g_assert_cmpuint (count_events (&f, BN_EVENT_BATTLE), ==, 1);
  fixture_clear (&f);
}

/* Order sheet, Landmarks: "Stop & not battle", line of sight blocked,
 * occupants ignore 1 flag and may fight back, at most 2 dice. A unit
 * attacked on its passive front does not battle back: units "may only
 * battle on their active front". */
static void
test_landmark_passive_front_no_battle_back (void)
{
  Fixture f;
  guint att, def;
  int landmark;
  const BnTerrainProfile *t;

  bold_setup (&f, "landmark", BN_HEX_DIR_N, &att, &def);
  landmark = bn_battle_rules_find_terrain (f.rules, "landmark");
  t = bn_battle_rules_get_terrain (f.rules, (guint) landmark);
  g_assert_cmpint (t->move, ==, BN_TERRAIN_MOVE_STOP_NO_BATTLE);
  g_assert_true (t->blocks_sight);
  g_assert_cmpuint (t->ignore_flags, ==, 1);
  g_assert_true (t->battle_back);
  /* 2 dice into the landmark, then 1 for the passive front. */
  dice (&f, "flag shield shield");
  act (&f, BN_ACTION_BATTLE, att, def, 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 3);
  g_assert_true (unit_at (&f, def, 3, 3));
  g_assert_cmpuint (count_events (&f, BN_EVENT_BATTLE), ==, 1);
  g_assert_cmpuint (unit (&f, att)->figures, ==, 8);
  fixture_clear (&f);
}

/* On open ground nobody battles back: the same attack, one battle. */
static void
test_open_ground_no_battle_back (void)
{
  Fixture f;
  guint att, def;

  bold_setup (&f, "open", BN_HEX_DIR_S, &att, &def);
  dice (&f, "shield shield shield shield");
  act (&f, BN_ACTION_BATTLE, att, def, 0);
  g_assert_cmpuint (count_events (&f, BN_EVENT_BATTLE), ==, 1);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battlelore/retreat/blue-infantry-at-threshold-stands", test_blue_infantry_at_threshold_stands);
  g_test_add_func ("/battlelore/retreat/blue-infantry-below-threshold-retreats",
                   test_blue_infantry_below_threshold_retreats);
  g_test_add_func ("/battlelore/retreat/captain-lowers-threshold", test_captain_lowers_threshold);
  g_test_add_func ("/battlelore/retreat/threshold-table", test_threshold_table);
  g_test_add_func ("/battlelore/retreat/forced-retreat-faces-enemy", test_forced_retreat_faces_enemy);
  g_test_add_func ("/battlelore/retreat/route-faces-away", test_route_faces_away);
  g_test_add_func ("/battlelore/bold/bridge-ignores-flag-and-battles-back",
                   test_bridge_ignores_flag_and_battles_back);
  g_test_add_func ("/battlelore/bold/bridge-second-flag-counts", test_bridge_second_flag_counts);
  g_test_add_func ("/battlelore/bold/landmark-passive-front-no-battle-back",
                   test_landmark_passive_front_no_battle_back);
  g_test_add_func ("/battlelore/bold/open-ground-no-battle-back", test_open_ground_no_battle_back);
  g_test_add_func ("/battlelore/victory/last-figure-scores", test_last_figure_scores);
  g_test_add_func ("/battlelore/victory/lone-commander-one-die", test_lone_commander_one_die);
  g_test_add_func ("/battlelore/victory/lone-commander-save", test_lone_commander_save);
  return g_test_run ();
}
