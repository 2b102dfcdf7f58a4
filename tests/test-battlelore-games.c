/* test-battlelore-games.c — whole games under each ruleset: seeded random
 * games keep every invariant after every action, a log of each ruleset
 * replays identically, and the computer's strength per ruleset with fixed
 * seeds (200 battles: at least 90% against the random-legal player, 40–60%
 * for each side against itself). Nothing here measures time. */
#include "battle-fixture.h"
#include "games-fixture.h"

static void
test_random_games_lords_and_levies (void)
{
  random_games ("lords-and-levies");
}

static void
test_random_games_battlelore (void)
{
  random_games ("battlelore");
}


static void
test_battlelore_beats_random (void)
{
  ai_beats_random ("battlelore");
}

/* BattleLore: the sensible AI against itself; each side wins 40–60%. */
static void
test_battlelore_mirror_is_fair (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("battlelore");
  g_autoptr(BnBattleArmy) army = bn_battle_army_new_sample (rules, "sample", 12);
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  guint runs = 200, wins[2] = { 0, 0 };

  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(BnScenario) sc = scenario_for (rules, i, TRUE);
      g_autoptr(GError) error = NULL;
      g_autoptr(BnBattle) b = NULL;
      BnBattleOutcome outcome;

      b = bn_battle_auto_resolve (rules, sc, army, army, 7000 + i, kinds, &outcome, &error);
      g_assert_no_error (error);
      if (outcome.winner >= 0)
        wins[outcome.winner]++;
    }
  g_test_message ("battlelore mirror: side 0 won %u, side 1 won %u of %u", wins[0], wins[1], runs);
  for (guint side = 0; side < 2; side++)
    {
      g_assert_cmpuint (wins[side] * 100, >=, runs * 40);
      g_assert_cmpuint (wins[side] * 100, <=, runs * 60);
    }
}

/* On the bridge-and-chapel battlefield, sensible players fighting over
 * the bridge meet the variant's battle back: some battle is answered at
 * once, in the same action, by its target against its attacker; every
 * game ends. */
static void
test_battlelore_bridge_battles_back (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("battlelore");
  g_autoptr(BnBattleArmy) army = bn_battle_army_new_sample (rules, "sample", 12);
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  guint backs = 0;

  for (guint i = 0; i < 20; i++)
    {
      g_autoptr(BnScenario) sc = bn_scenario_new_builtin (rules, BN_SCENARIO_BRIDGE_AND_CHAPEL);
      g_autoptr(GError) error = NULL;
      g_autoptr(BnBattle) b = NULL;
      BnBattleOutcome outcome;
      const BnBattleEvent *last = NULL;

      b = bn_battle_auto_resolve (rules, sc, army, army, 500 + i, kinds, &outcome, &error);
      g_assert_no_error (error);
      g_assert_cmpint (bn_battle_get_phase (b), ==, BN_PHASE_OVER);
      for (guint e = 0; e < bn_battle_get_n_events (b); e++)
        {
          const BnBattleEvent *ev = bn_battle_get_event (b, e);

          if (ev->type != BN_EVENT_BATTLE)
            continue;
          if (last != NULL && ev->action == last->action && ev->a == last->b && ev->b == last->a)
            backs++;
          last = ev;
        }
    }
  g_test_message ("battlelore bridge-and-chapel: %u battles back in 20 games", backs);
  g_assert_cmpuint (backs, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rulesets/lords-and-levies/random-games-invariants-replay", test_random_games_lords_and_levies);
  g_test_add_func ("/rulesets/battlelore/random-games-invariants-replay", test_random_games_battlelore);
  g_test_add_func ("/rulesets/battlelore/ai-beats-random", test_battlelore_beats_random);
  g_test_add_func ("/rulesets/battlelore/ai-mirror-is-fair", test_battlelore_mirror_is_fair);
  g_test_add_func ("/rulesets/battlelore/bridge-battles-back", test_battlelore_bridge_battles_back);
  return g_test_run ();
}
