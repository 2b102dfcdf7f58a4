/* test-battle-ai.c — the computer player, auto-resolve and the odds.
 *
 * Fixed seeds throughout, so every figure here is reproducible. The
 * strength measurements play the 200 battles (the same seeds as
 * benchmarks/bench-battle.c, which reports the rates with their
 * intervals). Nothing here measures time.
 */
#include "bn-battle-ai.h"

/* Battles in a strength measurement. A battle takes about a millisecond,
 * so even sanitizer builds play all of them quickly. */
static guint
measure_runs (void)
{
  return 200;
}

/* The scenario of run @i: the built-in battlefields and a random one in
 * turn (without the one-sided fortified line when @fair), the first
 * player alternating in pairs so it crosses the side under test. */
static BnScenario *
scenario_for (BnBattleRules *rules,
              guint          i,
              gboolean       fair)
{
  static const int all[] = {
    BN_SCENARIO_OPEN_FIELD, BN_SCENARIO_RIVER_FORDS, BN_SCENARIO_HILL_AND_WOOD,
    BN_SCENARIO_FORTIFIED_LINE, -1,
  };
  static const int symmetric[] = {
    BN_SCENARIO_OPEN_FIELD, BN_SCENARIO_RIVER_FORDS, BN_SCENARIO_HILL_AND_WOOD, -1,
  };
  int which = fair ? symmetric[i % G_N_ELEMENTS (symmetric)] : all[i % G_N_ELEMENTS (all)];
  BnScenario *sc = which >= 0 ? bn_scenario_new_builtin (rules, (BnScenarioBuiltin) which)
                              : bn_scenario_new_random (rules, 1000 + i);

  sc->first_side = (int) ((i / 2) % 2);
  return sc;
}

/* The sensible AI, on alternating sides, against the random-legal player. */
static void
test_beats_random (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnBattleArmy) army = bn_battle_army_new_sample (rules, "sample", 12);
  guint runs = measure_runs (), wins = 0;

  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(BnScenario) sc = scenario_for (rules, i, FALSE);
      g_autoptr(GError) error = NULL;
      g_autoptr(BnBattle) b = NULL;
      guint ai_side = i % 2;
      BnBattleAiKind kinds[2];
      BnBattleOutcome outcome;

      kinds[ai_side] = BN_BATTLE_AI_SENSIBLE;
      kinds[1 - ai_side] = BN_BATTLE_AI_RANDOM;
      b = bn_battle_auto_resolve (rules, sc, army, army, 7000 + i, kinds, &outcome, &error);
      g_assert_no_error (error);
      g_assert_cmpint (bn_battle_get_phase (b), ==, BN_PHASE_OVER);
      wins += outcome.winner == (int) ai_side;
    }
  g_test_message ("sensible beat random in %u of %u battles", wins, runs);
  g_assert_cmpuint (wins * 100, >=, runs * 90);
}

/* The sensible AI against itself: neither side is favoured. */
static void
test_mirror_is_fair (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnBattleArmy) army = bn_battle_army_new_sample (rules, "sample", 12);
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  guint runs = measure_runs (), wins[2] = { 0, 0 };

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
  g_test_message ("mirror: side 0 won %u, side 1 won %u of %u", wins[0], wins[1], runs);
  for (guint side = 0; side < 2; side++)
    {
      g_assert_cmpuint (wins[side] * 100, >=, runs * 40);
      g_assert_cmpuint (wins[side] * 100, <=, runs * 60);
    }
}

/* Thousands of AI decisions, each accepted by bn_battle_check() before it
 * is applied, in battles with every optional rule, mercenaries, a
 * "Battle" and both stacking modes, so the rare phases come up too. */
static void
test_never_illegal (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  guint decisions = 0, fallbacks = 0;

  for (guint64 seed = 1; seed <= 16; seed++)
    {
      g_autoptr(BnScenario) sc = seed % 5 < BN_SCENARIO_N_BUILTIN
                                 ? bn_scenario_new_builtin (rules, (BnScenarioBuiltin) (seed % 5))
                                 : bn_scenario_new_random (rules, seed);
      g_autoptr(BnBattleArmy) a0 = bn_battle_army_new_sample (rules, "south", 12);
      g_autoptr(BnBattleArmy) a1 = bn_battle_army_new_sample (rules, "north", 12);
      g_autoptr(BnChance) chance = bn_chance_new_seeded (seed * 31);
      g_autoptr(BnBattle) b = NULL;
      g_autoptr(BnBattleAi) ai0 = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed);
      g_autoptr(BnBattleAi) ai1 = bn_battle_ai_new (seed % 3 == 0 ? BN_BATTLE_AI_RANDOM : BN_BATTLE_AI_SENSIBLE,
                                                    seed + 100);
      g_autoptr(GError) error = NULL;
      /* The captain's unit and its two neighbours in the deployment. */
      const guint members[] = { 1, 0, 3 };

      a0->units[7].mercenary = TRUE;
      a0->units[7].promise = 10;
      a1->units[4].mercenary = TRUE;
      bn_battle_army_add_commander (a0, "captain 2", BN_COMMANDER_CAPTAIN, 5);
      bn_battle_army_add_commander (a1, "captain 2", BN_COMMANDER_CAPTAIN, -1);
      g_assert_true (bn_battle_army_add_group (a0, 1, members, G_N_ELEMENTS (members), &error));
      if (seed % 2 == 0)
        g_assert_true (bn_battle_army_add_group (a1, 1, members, G_N_ELEMENTS (members), &error));
      g_assert_no_error (error);
      sc->options |= BN_BATTLE_OPTION_STAKES | BN_BATTLE_OPTION_MERCENARIES;
      sc->turn_limit = 120;
      if (seed % 4 == 1)
        sc->options |= BN_BATTLE_OPTION_FAST_PLAY;
      if (seed % 7 == 3)
        sc->stacking = BN_STACKING_10CM;
      b = bn_battle_new (rules, sc, a0, a1, chance, &error);
      g_assert_no_error (error);

      while (bn_battle_get_phase (b) != BN_PHASE_OVER)
        {
          BnBattleAction action;
          BnBattleAi *ai = bn_battle_get_acting_side (b) == 0 ? ai0 : ai1;

          g_assert_true (bn_battle_ai_choose (ai, b, &action));
          g_assert_cmpuint (action.side, ==, bn_battle_get_acting_side (b));
          g_assert_true (bn_battle_check (b, &action, &error));
          g_assert_no_error (error);
          g_assert_true (bn_battle_apply (b, &action, &error));
          g_assert_no_error (error);
          decisions++;
        }
      fallbacks += bn_battle_ai_get_n_fallbacks (ai0);
    }
  g_test_message ("%u decisions, %u fallbacks to the engine's list", decisions, fallbacks);
  g_assert_cmpuint (decisions, >=, 3000);
  /* The sensible player's own candidates cover nearly every decision. */
  g_assert_cmpuint (fallbacks * 100, <=, decisions);
}

/* The same seed plays the same battle, action for action; the returned
 * battle's log replays it. */
static void
test_deterministic (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "south", 12);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "north", 12);
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };

  for (guint which = 0; which < BN_SCENARIO_N_BUILTIN; which++)
    {
      g_autoptr(BnScenario) sc = bn_scenario_new_builtin (rules, which);
      g_autoptr(GError) error = NULL;
      BnBattleOutcome o1, o2, o3;
      g_autoptr(BnBattle) b1 = bn_battle_auto_resolve (rules, sc, army0, army1, 99, kinds, &o1, &error);
      g_autoptr(BnBattle) b2 = bn_battle_auto_resolve (rules, sc, army0, army1, 99, kinds, &o2, &error);
      g_autoptr(BnBattle) b3 = bn_battle_auto_resolve (rules, sc, army0, army1, 100, kinds, &o3, &error);
      g_autoptr(BnChance) chance = bn_chance_new_seeded (bn_battle_ai_derive_seed (99, 0));
      g_autoptr(BnBattle) replay = NULL;
      g_autofree char *log1 = NULL, *log2 = NULL, *log3 = NULL, *log_r = NULL;

      g_assert_no_error (error);
      g_assert_cmpmem (&o1, sizeof o1, &o2, sizeof o2);
      log1 = bn_battle_log_to_text (b1);
      log2 = bn_battle_log_to_text (b2);
      log3 = bn_battle_log_to_text (b3);
      g_assert_cmpstr (log1, ==, log2);
      g_assert_cmpstr (log1, !=, log3);

      /* The log replays on the returned battle's scenario (turn limit
       * included) from the derived seed. */
      replay = bn_battle_new (rules, bn_battle_get_scenario (b1), army0, army1, chance, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < bn_battle_get_n_actions (b1); i++)
        {
          g_assert_true (bn_battle_apply (replay, bn_battle_get_action (b1, i), &error));
          g_assert_no_error (error);
        }
      log_r = bn_battle_log_to_text (replay);
      g_assert_cmpstr (log1, ==, log_r);
      g_assert_cmpuint (bn_battle_get_winner (replay), ==, bn_battle_get_winner (b1));
      g_assert_cmpuint (o1.actions, ==, bn_battle_get_n_actions (b1));
      g_assert_cmpuint (o1.victory_points[0], ==, bn_battle_get_victory_points (b1, 0));
    }
}

static void
assert_odds_equal (const BnBattleOdds *a,
                   const BnBattleOdds *b)
{
  g_assert_cmpuint (a->runs, ==, b->runs);
  g_assert_cmpuint (a->wins[0], ==, b->wins[0]);
  g_assert_cmpuint (a->wins[1], ==, b->wins[1]);
  g_assert_cmpuint (a->draws, ==, b->draws);
  for (guint side = 0; side < 2; side++)
    {
      g_assert_true (a->win_rate[side] == b->win_rate[side]);
      g_assert_true (a->win_rate_low[side] == b->win_rate_low[side]);
      g_assert_true (a->win_rate_high[side] == b->win_rate_high[side]);
      g_assert_true (a->mean_victory_points[side] == b->mean_victory_points[side]);
    }
  g_assert_cmpuint (a->units->len, ==, b->units->len);
  for (guint i = 0; i < a->units->len; i++)
    {
      const BnBattleUnitOdds *x = g_ptr_array_index (a->units, i);
      const BnBattleUnitOdds *y = g_ptr_array_index (b->units, i);

      g_assert_cmpstr (x->unit_name, ==, y->unit_name);
      g_assert_cmpuint (x->side, ==, y->side);
      g_assert_true (x->mean_figures_lost == y->mean_figures_lost);
      g_assert_true (x->destroyed_rate == y->destroyed_rate);
    }
}

/* One thread or two: the very same odds, to the last bit. */
static void
test_odds_thread_independent (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnScenario) sc = bn_scenario_new_builtin (rules, BN_SCENARIO_RIVER_FORDS);
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "south", 12);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "north", 9);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleOdds) one = bn_battle_odds_run (rules, sc, army0, army1, 40, 5, 1, &error);
  g_autoptr(BnBattleOdds) two = bn_battle_odds_run (rules, sc, army0, army1, 40, 5, 2, &error);
  g_autoptr(BnBattleOdds) three = bn_battle_odds_run (rules, sc, army0, army1, 40, 5, 3, &error);

  g_assert_no_error (error);
  assert_odds_equal (one, two);
  assert_odds_equal (one, three);
  g_assert_cmpuint (one->wins[0] + one->wins[1] + one->draws, ==, 40);
  g_assert_cmpuint (one->units->len, ==, 21);
  g_assert_cmpstr (((BnBattleUnitOdds *) g_ptr_array_index (one->units, 0))->unit_name, ==, "men-at-arms");
  g_assert_cmpuint (((BnBattleUnitOdds *) g_ptr_array_index (one->units, 12))->side, ==, 1);
}

/* The Wilson interval contains the observed rate and lies in [0, 1];
 * known values; the odds fill theirs in. */
static void
test_odds_interval (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnScenario) sc = bn_scenario_new_builtin (rules, BN_SCENARIO_OPEN_FIELD);
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "south", 12);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "north", 12);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleOdds) odds = NULL;
  double lo, hi;

  /* 50 of 100: 0.4038 to 0.5962. */
  bn_battle_wilson_interval (50, 100, &lo, &hi);
  g_assert_cmpfloat_with_epsilon (lo, 0.4038, 1e-4);
  g_assert_cmpfloat_with_epsilon (hi, 0.5962, 1e-4);
  /* All or nothing still gives a proper interval. */
  bn_battle_wilson_interval (0, 20, &lo, &hi);
  g_assert_cmpfloat (lo, ==, 0.0);
  g_assert_cmpfloat (hi, >, 0.1);
  bn_battle_wilson_interval (20, 20, &lo, &hi);
  g_assert_cmpfloat (lo, <, 0.9);
  g_assert_cmpfloat (hi, ==, 1.0);

  odds = bn_battle_odds_run (rules, sc, army0, army1, 30, 11, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (odds->runs, ==, 30);
  for (guint side = 0; side < 2; side++)
    {
      g_assert_cmpfloat (odds->win_rate[side], ==, (double) odds->wins[side] / 30);
      g_assert_cmpfloat (odds->win_rate_low[side], <=, odds->win_rate[side]);
      g_assert_cmpfloat (odds->win_rate_high[side], >=, odds->win_rate[side]);
      g_assert_cmpfloat (odds->win_rate_low[side], >=, 0.0);
      g_assert_cmpfloat (odds->win_rate_high[side], <=, 1.0);
      g_assert_cmpfloat (odds->win_rate_high[side] - odds->win_rate_low[side], >, 0.05);
      g_assert_cmpfloat (odds->mean_victory_points[side], >=, 0.0);
    }
  for (guint i = 0; i < odds->units->len; i++)
    {
      const BnBattleUnitOdds *u = g_ptr_array_index (odds->units, i);

      g_assert_cmpfloat (u->destroyed_rate, >=, 0.0);
      g_assert_cmpfloat (u->destroyed_rate, <=, 1.0);
      g_assert_cmpfloat (u->mean_figures_lost, >=, 0.0);
    }
}

/* A setup the engine refuses is reported, not crashed on. */
static void
test_bad_setup (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnScenario) sc = bn_scenario_new ("tiny", 2, 2);
  g_autoptr(BnBattleArmy) army = bn_battle_army_new_sample (rules, "sample", 12);
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_RANDOM };
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) error2 = NULL;
  BnBattle *b = bn_battle_auto_resolve (rules, sc, army, army, 1, kinds, NULL, &error);
  BnBattleOdds *odds = bn_battle_odds_run (rules, sc, army, army, 4, 1, 2, &error2);

  g_assert_null (b);
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP);
  g_assert_null (odds);
  g_assert_error (error2, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle-ai/beats-random", test_beats_random);
  g_test_add_func ("/battle-ai/mirror-is-fair", test_mirror_is_fair);
  g_test_add_func ("/battle-ai/never-illegal", test_never_illegal);
  g_test_add_func ("/battle-ai/deterministic", test_deterministic);
  g_test_add_func ("/battle-ai/odds-thread-independent", test_odds_thread_independent);
  g_test_add_func ("/battle-ai/odds-interval", test_odds_interval);
  g_test_add_func ("/battle-ai/bad-setup", test_bad_setup);
  return g_test_run ();
}
