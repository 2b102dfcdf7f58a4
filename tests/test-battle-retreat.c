/* test-battle-retreat.c — flags, thresholds, forced and voluntary
 * retreats, rallying, blocked and off-board retreats, breakthroughs
 * (L&L, Retreat; Forcing a breakthrough).
 *
 * North's baseline is the north edge: it retreats north.
 */
#include "battle-fixture.h"

static void
setup (Fixture    *f,
       BnBattleArm arm0,
       const char *weapon0,
       guint       figures1,
       int         col1,
       int         row1)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, arm0, arm0 == FOOT ? CB : CA, weapon0, RED, col1, row1 + 1, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, col1, row1, BN_HEX_DIR_N);  /* back turned: no defence */
  f->army[1]->units[0].figures = figures1;
}

static void
attack (Fixture *f)
{
  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), unit_of (f, 1, 0), 0);
}

/* An unsaved flag moves the unit 1 hex towards its own side. */
static void
test_flag_forces_retreat (void)
{
  Fixture f;

  setup (&f, FOOT, "spear", 5, 3, 3);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "flag shield shield shield");
  dice (&f, "flag");            /* the flag save fails */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  house_retreats (&f);
  g_assert_true (unit_at (&f, unit_of (&f, 1, 0), 3, 2));
  g_assert_cmpuint (count_events (&f, BN_EVENT_RETREAT), ==, 1);
  fixture_clear (&f);
}

/* A unit at or above its class's steady figures ignores every flag. */
static void
test_steady_unit_ignores_flags (void)
{
  Fixture f;

  setup (&f, FOOT, "spear", 6, 3, 3);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "flag flag shield shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  house_retreats (&f);
  g_assert_true (unit_at (&f, unit_of (&f, 1, 0), 3, 3));
  g_assert_cmpuint (count_dice (&f, BN_DIE_FLAG_SAVE), ==, 0);
  fixture_clear (&f);
}

/* A commander in the hex lowers the threshold by one. */
static void
test_commander_lowers_flag_threshold (void)
{
  Fixture f;

  setup (&f, FOOT, "spear", 5, 3, 3);
  fixture_commander (&f, 1, BN_COMMANDER_SERGEANT, 0, 0, 0);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "flag shield shield shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  house_retreats (&f);
  g_assert_true (unit_at (&f, unit_of (&f, 1, 0), 3, 3));
  fixture_clear (&f);
}

/* Of two flags, the first is an automatic retreat: only the second may
 * be saved. */
static void
test_first_of_two_flags_automatic (void)
{
  Fixture f;

  setup (&f, FOOT, "spear", 5, 3, 3);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "flag flag shield shield");
  dice (&f, "shield");          /* the second flag is saved */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  house_retreats (&f);
  g_assert_cmpuint (count_dice (&f, BN_DIE_FLAG_SAVE), ==, 1);
  g_assert_true (unit_at (&f, unit_of (&f, 1, 0), 3, 2));
  fixture_clear (&f);
}

/* A retreat that cannot be made costs a figure per hex not moved. */
static void
test_blocked_retreat_loses_figure (void)
{
  Fixture f;
  int col, row;

  setup (&f, FOOT, "spear", 5, 3, 3);
  f.scenario->stacking = BN_STACKING_10CM;
  for (guint d = 0; d < BN_HEX_N_DIRS; d++)
    if (d == BN_HEX_DIR_N || d == BN_HEX_DIR_NE || d == BN_HEX_DIR_NW)
      {
        offset_toward (3, 3, d, &col, &row);
        fixture_unit (&f, 1, FOOT, CC, "spear", BLUE, col, row, BN_HEX_DIR_S);
      }
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "flag shield shield shield");
  dice (&f, "flag");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  house_retreats (&f);
  g_assert_true (unit_at (&f, unit_of (&f, 1, 0), 3, 3));
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 4);
  g_assert_cmpuint (count_events (&f, BN_EVENT_RETREAT_BLOCKED), ==, 1);
  fixture_clear (&f);
}

/* A unit forced off the battlefield is eliminated. */
static void
test_retreat_off_board_eliminates (void)
{
  Fixture f;

  setup (&f, FOOT, "spear", 5, 2, 0);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "flag shield shield shield");
  dice (&f, "flag");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  house_retreats (&f);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 0);
  g_assert_cmpuint (bn_battle_get_victory_points (f.battle, 0), ==, 1);
  fixture_clear (&f);
}

/* Retreating into a friendly commander's hex rallies: remaining flags are
 * ignored. */
static void
test_retreat_to_commander_rallies (void)
{
  Fixture f;

  setup (&f, FOOT, "spear", 5, 3, 3);
  fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, -1, 3, 2);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "flag flag shield shield");
  dice (&f, "flag");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  house_retreats (&f);
  g_assert_true (unit_at (&f, unit_of (&f, 1, 0), 3, 2));
  g_assert_cmpuint (count_events (&f, BN_EVENT_RALLIED), ==, 1);
  fixture_clear (&f);
}

/* A voluntary retreat goes 1 hex towards the own side; not sideways. */
static void
test_voluntary_retreat_direction (void)
{
  Fixture f;

  setup (&f, FOOT, "spear", 8, 3, 3);
  fixture_start (&f, "red-1");
  attack (&f);
  refused (&f, BN_ACTION_WITHDRAW, 0, BN_HEX_DIR_SE, 0, "L&L, Voluntary retreat");
  g_assert_true (is_legal (&f, BN_ACTION_WITHDRAW, 0, BN_HEX_DIR_NE, 0));
  dice (&f, "shield shield shield shield");
  act (&f, BN_ACTION_WITHDRAW, 0, BN_HEX_DIR_NE, 0);
  g_assert_true (bn_hex_equal (unit (&f, unit_of (&f, 1, 0))->hex,
                               bn_hex_neighbour (bn_hex_from_offset (3, 3), BN_HEX_DIR_NE)));
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BATTLE);  /* no breakthrough */
  fixture_clear (&f);
}

/* Infantry that empties the hex in close combat may enter it. */
static void
test_breakthrough_infantry (void)
{
  Fixture f;

  setup (&f, FOOT, "spear", 1, 3, 3);
  /* Another enemy unit: the last one destroyed would end the battle. */
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 8, 1, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "hit-lesser shield shield shield");
  dice (&f, "flag");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  house_retreats (&f);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BREAKTHROUGH);
  act (&f, BN_ACTION_ADVANCE, 0, 0, 0);
  g_assert_true (unit_at (&f, unit_of (&f, 0, 0), 3, 3));
  refused (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0, "once per turn");
  fixture_clear (&f);
}

/* Mounted troops breaking through may battle the retreating unit once
 * more, and not follow up again. */
static void
test_cavalry_breakthrough_battles_again (void)
{
  Fixture f;
  guint horse;

  setup (&f, HORSE, "spear", 4, 3, 4);
  fixture_start (&f, "red-1");
  horse = unit_of (&f, 0, 0);
  attack (&f);
  dice (&f, "flag shield shield");
  dice (&f, "flag");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  house_retreats (&f);
  g_assert_true (unit_at (&f, unit_of (&f, 1, 0), 3, 3));
  act (&f, BN_ACTION_ADVANCE, 0, 0, 0);
  g_assert_true (unit_at (&f, horse, 3, 4));
  dice (&f, "flag shield shield");
  dice (&f, "flag");
  act (&f, BN_ACTION_BATTLE, horse, unit_of (&f, 1, 0), 0);
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  house_retreats (&f);
  g_assert_true (unit_at (&f, unit_of (&f, 1, 0), 3, 2));
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BATTLE);
  refused (&f, BN_ACTION_BATTLE, horse, unit_of (&f, 1, 0), 0, "once per turn");
  fixture_clear (&f);
}

/* Artillery never breaks through. */
static void
test_artillery_no_breakthrough (void)
{
  Fixture f;

  setup (&f, GUNS, "gun", 1, 3, 3);
  /* Another enemy unit: the last one destroyed would end the battle. */
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 8, 1, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "hit-lesser shield shield shield");
  dice (&f, "flag");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  house_retreats (&f);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BATTLE);
  fixture_clear (&f);
}

/* The player chooses the retreat hex among the legal ones. */
static void
test_player_chooses_retreat_hex (void)
{
  Fixture f;
  guint def;

  setup (&f, FOOT, "spear", 5, 3, 3);
  fixture_start (&f, "red-1");
  def = unit_of (&f, 1, 0);
  attack (&f);
  dice (&f, "flag shield shield shield");
  dice (&f, "flag");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_RETREAT);
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 1);
  refused (&f, BN_ACTION_RETREAT, def, BN_HEX_DIR_SE, 0, "L&L, Retreat rules");
  refused (&f, BN_ACTION_RETREAT, def, BN_RETREAT_LOSE_FIGURE, 0, "cannot be made");
  g_assert_true (is_legal (&f, BN_ACTION_RETREAT, def, BN_HEX_DIR_N, 0));
  g_assert_true (is_legal (&f, BN_ACTION_RETREAT, def, BN_HEX_DIR_NE, 0));
  g_assert_true (is_legal (&f, BN_ACTION_RETREAT, def, BN_HEX_DIR_NW, 0));
  act (&f, BN_ACTION_RETREAT, def, BN_HEX_DIR_NW, 0);
  g_assert_true (bn_hex_equal (unit (&f, def)->hex, bn_hex_neighbour (bn_hex_from_offset (3, 3), BN_HEX_DIR_NW)));
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BREAKTHROUGH);
  fixture_clear (&f);
}

/* Blocked, the figure lost may be the commander's, when no second unit
 * stays in the hex. */
static void
test_blocked_retreat_may_lose_commander (void)
{
  Fixture f;
  guint def;
  int col, row;

  setup (&f, FOOT, "spear", 4, 3, 3);
  f.scenario->stacking = BN_STACKING_10CM;
  fixture_commander (&f, 1, BN_COMMANDER_SERGEANT, 0, 0, 0);
  for (guint d = BN_HEX_DIR_N; d < BN_HEX_N_DIRS; d++)
    if (d == BN_HEX_DIR_N || d == BN_HEX_DIR_NE || d == BN_HEX_DIR_NW)
      {
        offset_toward (3, 3, d, &col, &row);
        fixture_unit (&f, 1, FOOT, CC, "spear", BLUE, col, row, BN_HEX_DIR_S);
      }
  fixture_start (&f, "red-1");
  def = unit_of (&f, 1, 0);
  attack (&f);
  dice (&f, "flag shield shield shield");
  dice (&f, "flag");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_RETREAT);
  refused (&f, BN_ACTION_RETREAT, def, BN_HEX_DIR_N, 0, "L&L, Retreat rules");
  g_assert_true (is_legal (&f, BN_ACTION_RETREAT, def, BN_RETREAT_LOSE_FIGURE, 0));
  act (&f, BN_ACTION_RETREAT, def, BN_RETREAT_LOSE_COMMANDER, 0);
  g_assert_false (bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->alive);
  g_assert_cmpuint (unit (&f, def)->figures, ==, 4);
  g_assert_cmpuint (bn_battle_get_victory_points (f.battle, 0), ==, 1);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BATTLE);
  fixture_clear (&f);

  /* A second unit that stays keeps the commander: a figure goes. */
  setup (&f, FOOT, "spear", 4, 3, 3);
  fixture_commander (&f, 1, BN_COMMANDER_SERGEANT, 0, 0, 0);
  fixture_unit (&f, 1, FOOT, CC, "spear", BLUE, 3, 3, BN_HEX_DIR_N);
  for (guint d = BN_HEX_DIR_N; d < BN_HEX_N_DIRS; d++)
    if (d == BN_HEX_DIR_N || d == BN_HEX_DIR_NE || d == BN_HEX_DIR_NW)
      {
        offset_toward (3, 3, d, &col, &row);
        fixture_unit (&f, 0, FOOT, CC, "spear", BLUE, col, row, BN_HEX_DIR_N);
      }
  fixture_start (&f, "red-1");
  def = unit_of (&f, 1, 0);
  attack (&f);
  dice (&f, "flag shield shield shield");
  dice (&f, "flag");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BATTLE);
  g_assert_true (bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->alive);
  g_assert_cmpuint (unit (&f, def)->figures, ==, 3);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/retreat/flag-forces-retreat", test_flag_forces_retreat);
  g_test_add_func ("/battle/retreat/player-chooses-retreat-hex", test_player_chooses_retreat_hex);
  g_test_add_func ("/battle/retreat/blocked-retreat-may-lose-commander",
                   test_blocked_retreat_may_lose_commander);
  g_test_add_func ("/battle/retreat/steady-unit-ignores-flags", test_steady_unit_ignores_flags);
  g_test_add_func ("/battle/retreat/commander-lowers-flag-threshold", test_commander_lowers_flag_threshold);
  g_test_add_func ("/battle/retreat/first-of-two-flags-automatic", test_first_of_two_flags_automatic);
  g_test_add_func ("/battle/retreat/blocked-retreat-loses-figure", test_blocked_retreat_loses_figure);
  g_test_add_func ("/battle/retreat/retreat-off-board-eliminates", test_retreat_off_board_eliminates);
  g_test_add_func ("/battle/retreat/retreat-to-commander-rallies", test_retreat_to_commander_rallies);
  g_test_add_func ("/battle/retreat/voluntary-retreat-direction", test_voluntary_retreat_direction);
  g_test_add_func ("/battle/retreat/breakthrough-infantry", test_breakthrough_infantry);
  g_test_add_func ("/battle/retreat/cavalry-breakthrough-battles-again",
                   test_cavalry_breakthrough_battles_again);
  g_test_add_func ("/battle/retreat/artillery-no-breakthrough", test_artillery_no_breakthrough);
  return g_test_run ();
}
