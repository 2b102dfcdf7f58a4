/* test-lionheart-games.c — whole Lionheart games (seed 004): seeded
 * random games keep every invariant after every action and replay from
 * their log; the computer's strength with fixed seeds (200 battles: at
 * least 90% against the random-legal player, 40–60% for each side
 * against itself). Nothing here measures time. */
#include "battle-fixture.h"
#include "games-fixture.h"

static void
test_random_games_lionheart (void)
{
  random_games ("lionheart");
}


static void
test_lionheart_beats_random (void)
{
  ai_beats_random ("lionheart");
}

/* @army deployed as side 0 would be, and its copy for side 1 on the hexes
 * a half turn about the board's centre, facing the other way: a
 * straight row of offset hexes is a zigzag that leads with its odd
 * columns on one side and trails with them on the other, so only a
 * point-symmetric deployment is a mirror match. */
static void
mirrored_armies (BnBattleRules      *rules,
                 const BnScenario   *sc,
                 const BnBattleArmy *army,
                 BnBattleArmy      **out0,
                 BnBattleArmy      **out1)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattle) b = bn_battle_new (rules, sc, army, army, chance, &error);
  BnHex centre = bn_hex_from_offset ((int) sc->width / 2, (int) sc->height / 2);

  g_assert_no_error (error);
  *out0 = bn_battle_army_copy (army);
  *out1 = bn_battle_army_copy (army);
  for (guint i = 0; i < army->n_units; i++)
    {
      const BnBattleUnit *u = bn_battle_get_unit (b, (guint) bn_battle_find_unit (b, 0, i));
      BnHex there = bn_hex_make (2 * centre.q - u->hex.q, 2 * centre.r - u->hex.r);
      int col, row;

      g_assert_true (bn_scenario_contains (sc, there));
      bn_hex_to_offset (u->hex, &col, &row);
      bn_battle_army_place_unit (*out0, i, col, row, u->facing);
      bn_hex_to_offset (there, &col, &row);
      bn_battle_army_place_unit (*out1, i, col, row, bn_hex_dir_rotate (u->facing, 3));
    }
}

/* Lionheart: the sensible AI against itself; each side wins 40–60%. */
static void
test_lionheart_mirror_is_fair (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("lionheart");
  g_autoptr(BnBattleArmy) army = bn_battle_army_new_sample (rules, "sample", 12);
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  guint runs = 200, wins[2] = { 0, 0 };

  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(BnScenario) sc = scenario_for (rules, i, TRUE);
      g_autoptr(GError) error = NULL;
      g_autoptr(BnBattle) b = NULL;
      BnBattleOutcome outcome;

      g_autoptr(BnBattleArmy) army0 = NULL;
      g_autoptr(BnBattleArmy) army1 = NULL;

      mirrored_armies (rules, sc, army, &army0, &army1);
      b = bn_battle_auto_resolve (rules, sc, army0, army1, 7000 + i, kinds, &outcome, &error);
      g_assert_no_error (error);
      if (outcome.winner >= 0)
        wins[outcome.winner]++;

    }
  g_test_message ("lionheart mirror: side 0 won %u, side 1 won %u of %u", wins[0], wins[1], runs);
  for (guint side = 0; side < 2; side++)
    {
      g_assert_cmpuint (wins[side] * 100, >=, runs * 40);
      g_assert_cmpuint (wins[side] * 100, <=, runs * 60);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rulesets/lionheart/random-games-invariants-replay", test_random_games_lionheart);
  g_test_add_func ("/rulesets/lionheart/ai-beats-random", test_lionheart_beats_random);
  g_test_add_func ("/rulesets/lionheart/ai-mirror-is-fair", test_lionheart_mirror_is_fair);
  return g_test_run ();
}
