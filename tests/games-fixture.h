/* games-fixture.h — what the whole-game tests of each ruleset share:
 * the invariants checked after every action, and seeded random games
 * whose logs must replay. Each test file includes it once, after
 * battle-fixture.h. */
#pragma once

#include "bn-battle-ai.h"
#include "bn-battle-log-xml.h"
#include "bn-battle-rules-xml.h"

static G_GNUC_UNUSED BnBattleRules *
rules_of (const char *id)
{
  g_autoptr(GError) error = NULL;
  BnBattleRules *rules = bn_battle_rules_load_id (id, &error);

  g_assert_no_error (error);
  return rules;
}

/* Units on the board, never with the enemy, within the ruleset's
 * stacking; figures within the class; one commander per hex; the victory
 * points those the log gave. */
static G_GNUC_UNUSED void
check_invariants (BnBattle *b)
{
  const BnScenario *sc = bn_battle_get_scenario (b);
  const BnBattleConstants *k = bn_battle_rules_get_constants (bn_battle_get_rules (b));
  guint limit = sc->stacking == BN_STACKING_10CM || k->one_unit_per_hex ? 1 : 2;
  int vp[2] = { 0, 0 };

  for (guint i = 0; i < bn_battle_get_n_units (b); i++)
    {
      const BnBattleUnit *u = bn_battle_get_unit (b, i);
      guint8 there[4];
      guint n;

      g_assert_cmpuint (u->figures, <=, bn_battle_get_unit_class (b, i)->max_figures);
      if (u->figures == 0)
        continue;
      g_assert_true (bn_scenario_contains (sc, u->hex));
      n = bn_battle_units_at (b, u->hex, there);
      g_assert_cmpuint (n, <=, limit);
      for (guint j = 0; j < MIN (n, 4u); j++)
        g_assert_cmpuint (bn_battle_get_unit (b, there[j])->side, ==, u->side);
    }
  for (guint i = 0; i < bn_battle_get_n_commanders (b); i++)
    {
      const BnBattleCommander *c = bn_battle_get_commander (b, i);

      if (c->alive)
        g_assert_cmpint (bn_battle_commander_at (b, c->hex), ==, (int) i);
    }
  for (guint i = 0; i < bn_battle_get_n_events (b); i++)
    if (bn_battle_get_event (b, i)->type == BN_EVENT_VICTORY_POINTS)
      vp[bn_battle_get_event (b, i)->side] += bn_battle_get_event (b, i)->value;
  g_assert_cmpint (vp[0], ==, (int) bn_battle_get_victory_points (b, 0));
  g_assert_cmpint (vp[1], ==, (int) bn_battle_get_victory_points (b, 1));
  if (bn_battle_get_phase (b) != BN_PHASE_OVER)
    {
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

      g_assert_cmpuint (bn_battle_legal_actions (b, actions), >, 0);
    }
}

/* Random legal games under @id on random battlefields, invariants after
 * every action; each game's log replays identically. */
static G_GNUC_UNUSED void
random_games (const char *id)
{
  g_autoptr(BnBattleRules) rules = rules_of (id);
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "south", 10);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "north", 9);

  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(BnScenario) sc = bn_scenario_new_random (rules, seed);
      g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (seed % 2 ? BN_BATTLE_AI_RANDOM : BN_BATTLE_AI_SENSIBLE,
                                                   seed + 100);
      g_autoptr(GError) error = NULL;
      g_autoptr(BnBattle) b = bn_battle_new (rules, sc, army0, army1, chance, &error);
      g_autoptr(BnBattleLog) log = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autofree char *xml = NULL;
      BnBattleOutcome outcome;

      g_assert_no_error (error);
      check_invariants (b);
      for (guint n = 0; n < 3000 && bn_battle_get_phase (b) != BN_PHASE_OVER; n++)
        {
          BnBattleAction action;

          g_assert_true (bn_battle_ai_choose (ai, b, &action));
          g_assert_true (bn_battle_check (b, &action, &error));
          g_assert_true (bn_battle_apply (b, &action, &error));
          g_assert_no_error (error);
          check_invariants (b);
        }
      xml = bn_battle_log_to_xml (b, army0, army1, NULL, seed);
      g_assert_nonnull (strstr (xml, id));
      bytes = g_bytes_new (xml, strlen (xml));
      log = bn_battle_log_load_bytes (NULL, bytes, "game.xml", &error);
      g_assert_no_error (error);
      g_assert_cmpstr (log->ruleset->id, ==, id);
      g_assert_true (bn_battle_log_replay (NULL, log, &outcome, &error));
      g_assert_no_error (error);
    }
}

/* The battlefields of run @i, as test-battle-ai.c takes them. */
static G_GNUC_UNUSED BnScenario *
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

/* The sensible AI under @id, on alternating sides, beats the random-legal
 * player in at least 90% of 200 battles. */
static G_GNUC_UNUSED void
ai_beats_random (const char *id)
{
  g_autoptr(BnBattleRules) rules = rules_of (id);
  g_autoptr(BnBattleArmy) army = bn_battle_army_new_sample (rules, "sample", 12);
  guint runs = 200, wins = 0;

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
  g_test_message ("%s: sensible beat random in %u of %u battles", id, wins, runs);
  g_assert_cmpuint (wins * 100, >=, runs * 90);
}
