/* test-battle-saves.c — saving throws (close and ranged), the defence
 * throw of a unit that makes a stand, and fast play (L&L, Resolve
 * battle; Defence; Fastplay variant).
 */
#include "battle-fixture.h"

static void
setup (Fixture    *f,
       const char *weapon0,
       int         row0,
       guint       facing1)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, weapon0, RED, 3, row0, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, facing1);
}

static void
attack (Fixture *f)
{
  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), unit_of (f, 1, 0), 0);
}

/* In close combat only a shield saves: crossed swords on a saving throw
 * are a miss. */
static void
test_close_save_shield_only (void)
{
  Fixture f;

  setup (&f, "spear", 4, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "hit-lesser shield shield shield");
  dice (&f, "swords");
  dice (&f, "shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 7);
  fixture_clear (&f);
}

/* At range a shield or crossed swords saves a figure. */
static void
test_ranged_save_shield_or_swords (void)
{
  Fixture f;

  setup (&f, "longbow", 5, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  attack (&f);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 3);
  dice (&f, "hit-lesser shield shield");
  dice (&f, "swords");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 8);
  /* Spearmen cannot reach 2 hexes: no defence throw. */
  g_assert_cmpuint (count_dice (&f, BN_DIE_DEFENCE), ==, 0);
  fixture_clear (&f);
}

/* A unit that makes a stand throws one die; a hit symbol that hits the
 * attacker's armour kills a figure outright. */
static void
test_defence_throw_kills_attacker (void)
{
  Fixture f;

  setup (&f, "spear", 4, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "shield shield shield shield");
  dice (&f, "hit-lesser");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_DEFENCE), ==, 1);
  g_assert_cmpuint (unit (&f, unit_of (&f, 0, 0))->figures, ==, 7);
  fixture_clear (&f);
}

/* Only when attacked on its active front. */
static void
test_defence_throw_needs_active_front (void)
{
  Fixture f;

  setup (&f, "spear", 4, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "shield shield shield shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_DEFENCE), ==, 0);
  fixture_clear (&f);
}

/* One defence throw per defending unit per turn. */
static void
test_defence_throw_once_per_turn (void)
{
  Fixture f;
  int col, row;

  setup (&f, "spear", 4, BN_HEX_DIR_S);
  offset_toward (3, 3, BN_HEX_DIR_SW, &col, &row);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, col, row, BN_HEX_DIR_NE);
  fixture_start (&f, "red-2");
  order (&f, "red-2", UNITS ((int) unit_of (&f, 0, 0), (int) unit_of (&f, 0, 1)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  dice (&f, "shield shield shield shield shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 1), unit_of (&f, 1, 0), 0);
  dice (&f, "shield shield shield shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_DEFENCE), ==, 1);
  fixture_clear (&f);
}

/* A voluntary retreat keeps saving throws but gives up the defence
 * throw. */
static void
test_voluntary_retreat_no_defence_throw (void)
{
  Fixture f;

  setup (&f, "spear", 4, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "hit-lesser shield shield shield");
  dice (&f, "shield");
  act (&f, BN_ACTION_WITHDRAW, 0, BN_HEX_DIR_N, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_SAVE), ==, 1);
  g_assert_cmpuint (count_dice (&f, BN_DIE_DEFENCE), ==, 0);
  g_assert_true (unit_at (&f, unit_of (&f, 1, 0), 3, 2));
  fixture_clear (&f);
}

/* Fast play: no saving or defence throws; every hit kills. */
static void
test_fast_play_no_saves (void)
{
  Fixture f;

  setup (&f, "spear", 4, BN_HEX_DIR_S);
  f.scenario->options |= BN_BATTLE_OPTION_FAST_PLAY;
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "hit-lesser hit-lesser hit-lesser shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 5);
  g_assert_cmpuint (count_dice (&f, BN_DIE_SAVE), ==, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_DEFENCE), ==, 0);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/saves/close-save-shield-only", test_close_save_shield_only);
  g_test_add_func ("/battle/saves/ranged-save-shield-or-swords", test_ranged_save_shield_or_swords);
  g_test_add_func ("/battle/saves/defence-throw-kills-attacker", test_defence_throw_kills_attacker);
  g_test_add_func ("/battle/saves/defence-throw-needs-active-front", test_defence_throw_needs_active_front);
  g_test_add_func ("/battle/saves/defence-throw-once-per-turn", test_defence_throw_once_per_turn);
  g_test_add_func ("/battle/saves/voluntary-retreat-no-defence-throw",
                   test_voluntary_retreat_no_defence_throw);
  g_test_add_func ("/battle/saves/fast-play-no-saves", test_fast_play_no_saves);
  return g_test_run ();
}
