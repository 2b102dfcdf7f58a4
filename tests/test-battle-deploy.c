/* test-battle-deploy.c — the sides place their own units before the first
 * turn (House rule, docs/rules.md "Deployment"): only their own units,
 * only in their zone, with room there; the side that moves second places
 * first; every other action waits; the computer keeps its setup.
 */
#include "bn-config.h"

#include "bn-battle.h"
#include "bn-battle-ai.h"

typedef struct
{
  BnBattleRules *rules;
  BnScenario *scenario;
  BnBattleArmy *armies[2];
  BnChance *chance;
  BnBattle *battle;
  guint first;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->rules = bn_battle_rules_new_default ();
  f->scenario = bn_scenario_new_builtin (f->rules, BN_SCENARIO_RIVER_FORDS);
  f->scenario->player_deployment = TRUE;
  f->armies[0] = bn_battle_army_new_sample (f->rules, "South", 4);
  f->armies[1] = bn_battle_army_new_sample (f->rules, "North", 4);
  f->chance = bn_chance_new_seeded (11);
  f->battle = bn_battle_new (f->rules, f->scenario, f->armies[0], f->armies[1], f->chance, &error);
  g_assert_no_error (error);
  for (guint e = 0; e < bn_battle_get_n_events (f->battle); e++)
    if (bn_battle_get_event (f->battle, e)->type == BN_EVENT_FIRST_SIDE)
      f->first = bn_battle_get_event (f->battle, e)->side;
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  bn_battle_free (f->battle);
  bn_chance_free (f->chance);
  for (guint i = 0; i < 2; i++)
    bn_battle_army_free (f->armies[i]);
  bn_scenario_free (f->scenario);
  bn_battle_rules_unref (f->rules);
}

static gboolean
in_zone (const BnScenario *sc,
         guint             side,
         guint             col,
         guint             row)
{
  return col < sc->width && row < sc->height && sc->zone[row * sc->width + col] == side + 1;
}

/* The legal placements are exactly the acting side's units onto its zone. */
static void
test_legal_placements (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  guint side = 1 - f->first;
  guint n_deploy = 0, n_end = 0;

  g_assert_cmpint (bn_battle_get_phase (f->battle), ==, BN_PHASE_DEPLOY);
  g_assert_cmpuint (bn_battle_get_acting_side (f->battle), ==, side);
  bn_battle_legal_actions (f->battle, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *action = &g_array_index (legal, BnBattleAction, i);

      g_assert_cmpuint (action->side, ==, side);
      if (action->type == BN_ACTION_END_DEPLOY)
        {
          n_end++;
          continue;
        }
      g_assert_cmpuint (action->type, ==, BN_ACTION_DEPLOY);
      g_assert_cmpuint (bn_battle_get_unit (f->battle, action->a)->side, ==, side);
      g_assert_true (in_zone (f->scenario, side, action->b, action->c));
      n_deploy++;
    }
  g_assert_cmpuint (n_end, ==, 1);
  g_assert_cmpuint (n_deploy, >, 0);

  /* Nothing else may be done, and nothing outside the zone or of the enemy. */
  for (guint u = 0; u < bn_battle_get_n_units (f->battle); u++)
    for (guint row = 0; row < f->scenario->height; row++)
      for (guint col = 0; col < f->scenario->width; col++)
        {
          BnBattleAction action = { BN_ACTION_DEPLOY, (guint8) side, (guint8) u, (guint8) col, (guint8) row };
          gboolean listed = FALSE;

          for (guint i = 0; i < legal->len; i++)
            listed |= memcmp (&g_array_index (legal, BnBattleAction, i), &action, sizeof action) == 0;
          g_assert_cmpint (bn_battle_check (f->battle, &action, NULL), ==, listed);
          if (!in_zone (f->scenario, side, col, row) || bn_battle_get_unit (f->battle, u)->side != side)
            g_assert_false (listed);
        }
  {
    BnBattleAction play = { BN_ACTION_PLAY_CARD, (guint8) side, 0, 0, 0 };
    g_autoptr(GError) error = NULL;

    g_assert_false (bn_battle_check (f->battle, &play, &error));
    g_assert_nonnull (strstr (error->message, "Deployment"));
  }
}

/* A placement moves the unit (and its commander); the side that moves
 * second places first, then the first side, which then plays a card. */
static void
test_place_and_hand_over (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GError) error = NULL;
  guint side = 1 - f->first;
  BnBattleAction place;
  BnBattleAction end = { BN_ACTION_END_DEPLOY, (guint8) side, 0, 0, 0 };

  bn_battle_legal_actions (f->battle, legal);
  place = g_array_index (legal, BnBattleAction, legal->len / 2);
  g_assert_cmpuint (place.type, ==, BN_ACTION_DEPLOY);
  g_assert_true (bn_battle_apply (f->battle, &place, &error));
  g_assert_no_error (error);
  {
    int col, row;

    bn_hex_to_offset (bn_battle_get_unit (f->battle, place.a)->hex, &col, &row);
    g_assert_cmpint (col, ==, place.b);
    g_assert_cmpint (row, ==, place.c);
    g_assert_cmpuint (bn_battle_get_event (f->battle, bn_battle_get_n_events (f->battle) - 1)->type, ==,
                      BN_EVENT_DEPLOYED);
  }
  g_assert_true (bn_battle_apply (f->battle, &end, &error));
  g_assert_cmpint (bn_battle_get_phase (f->battle), ==, BN_PHASE_DEPLOY);
  g_assert_cmpuint (bn_battle_get_acting_side (f->battle), ==, f->first);
  end.side = (guint8) f->first;
  g_assert_true (bn_battle_apply (f->battle, &end, &error));
  g_assert_cmpint (bn_battle_get_phase (f->battle), ==, BN_PHASE_PLAY_CARD);
  g_assert_cmpuint (bn_battle_get_acting_side (f->battle), ==, f->first);
  g_assert_false (bn_battle_apply (f->battle, &end, NULL));
}

/* The computer keeps its setup and plays the battle to its end. */
static void
test_computer_deploys (Fixture       *f,
                       gconstpointer  data)
{
  const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  g_autoptr(GError) error = NULL;
  BnBattleOutcome outcome;
  g_autoptr(BnBattle) battle = bn_battle_auto_resolve (f->rules, f->scenario, f->armies[0], f->armies[1], 5,
                                                       kinds, &outcome, &error);

  g_assert_no_error (error);
  g_assert_cmpint (bn_battle_get_phase (battle), ==, BN_PHASE_OVER);
  g_assert_cmpuint (bn_battle_get_action (battle, 0)->type, ==, BN_ACTION_END_DEPLOY);
  g_assert_cmpuint (bn_battle_get_action (battle, 1)->type, ==, BN_ACTION_END_DEPLOY);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/battle/deploy/legal-placements", Fixture, NULL, fixture_set_up, test_legal_placements,
              fixture_tear_down);
  g_test_add ("/battle/deploy/place-and-hand-over", Fixture, NULL, fixture_set_up, test_place_and_hand_over,
              fixture_tear_down);
  g_test_add ("/battle/deploy/computer-deploys", Fixture, NULL, fixture_set_up, test_computer_deploys,
              fixture_tear_down);
  return g_test_run ();
}
