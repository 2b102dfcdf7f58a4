/* test-junior-general-games.c — whole Junior General battles on fixed
 * seeds: the open table's invariants after every action (no two stands
 * overlapping, none off the table), replay identity, and the computer
 * player against random legal play and against itself. */
#include "bn-battle-ai.h"
#include "bn-battle-rules-xml.h"
#include "bn-battle.h"
#include "junior-general/bn-junior-general.h"

#include "jg-army-fixture.h"

#include <string.h>

static BnBattleRules *
jg_rules (void)
{
  g_autoptr(GError) error = NULL;
  BnBattleRules *rules = bn_battle_rules_load_id ("junior-general", &error);

  g_assert_no_error (error);
  return rules;
}

static BnBattleArmy *
army (const BnBattleRules *rules,
      const char          *name)
{
  return jg_fixture_army (rules, name, FALSE);
}

typedef struct
{
  BnBattleRules *rules;
  BnScenario    *scenario;
  BnBattleArmy  *armies[2];
} Setup;

static void
setup_init_on (Setup             *s,
               BnScenarioBuiltin  field)
{
  s->rules = jg_rules ();
  s->scenario = bn_scenario_new_builtin (s->rules, field);
  s->armies[0] = army (s->rules, "North");
  s->armies[1] = army (s->rules, "South");
}

static void
setup_init (Setup *s)
{
  setup_init_on (s, BN_SCENARIO_OPEN_FIELD);
}

static void
setup_clear (Setup *s)
{
  bn_battle_army_free (s->armies[0]);
  bn_battle_army_free (s->armies[1]);
  bn_scenario_free (s->scenario);
  bn_battle_rules_unref (s->rules);
}

/* No two stands (units and commanders) cut into each other, and every
 * one is on the table. */
static void
check_invariants (const BnBattle *b)
{
  BnTableRect r[BN_BATTLE_MAX_UNITS + BN_BATTLE_MAX_COMMANDERS];
  guint n = 0, width, depth;

  bn_battle_get_table_size (b, &width, &depth);
  for (guint i = 0; i < bn_battle_get_n_units (b); i++)
    if (bn_battle_get_unit_stands (b, i) > 0)
      r[n++] = bn_battle_get_unit_footprint (b, i);
  for (guint c = 0; c < bn_battle_get_n_commanders (b); c++)
    if (bn_battle_get_commander (b, c)->alive)
      r[n++] = bn_battle_get_commander_footprint (b, c);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (bn_table_rect_on_table (&r[i], width, depth));
      for (guint j = i + 1; j < n; j++)
        if (bn_table_rect_overlap (&r[i], &r[j]))
          g_error ("stands overlap: (%g, %g, %g°) and (%g, %g, %g°)", r[i].x, r[i].y, r[i].angle,
                   r[j].x, r[j].y, r[j].angle);
    }
}

/* Plays a battle to its end, @kinds[side] playing each side; returns the
 * winner (BN_BATTLE_NO_WINNER: a draw). */
static guint
play (const Setup     *s,
      guint64          seed,
      BnBattleAiKind   kind0,
      BnBattleAiKind   kind1,
      gboolean         check,
      GArray          *out_actions)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
  g_autoptr(BnBattle) b = bn_battle_new (s->rules, s->scenario, s->armies[0], s->armies[1], chance, &error);
  g_autoptr(BnBattleAi) ai0 = bn_battle_ai_new (kind0, seed * 2 + 1);
  g_autoptr(BnBattleAi) ai1 = bn_battle_ai_new (kind1, seed * 2 + 2);
  guint winner;

  g_assert_no_error (error);
  if (check)
    check_invariants (b);
  for (guint guard = 0; bn_battle_get_phase (b) != BN_PHASE_OVER; guard++)
    {
      BnBattleAction action;
      guint side = bn_battle_get_acting_side (b);

      g_assert_cmpuint (guard, <, 20000);
      g_assert_true (bn_battle_ai_choose (side == 0 ? ai0 : ai1, b, &action));
      g_assert_true (bn_battle_apply (b, &action, &error));
      g_assert_no_error (error);
      if (check)
        check_invariants (b);
    }
  for (guint i = 0; out_actions != NULL && i < bn_battle_get_n_actions (b); i++)
    g_array_append_val (out_actions, *bn_battle_get_action (b, i));
  winner = bn_battle_get_winner (b);
  g_assert_cmpuint (bn_battle_get_turn (b), <=, 25);
  return winner;
}

static void
test_invariants (void)
{
  Setup s;

  setup_init (&s);
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      play (&s, seed, BN_BATTLE_AI_RANDOM, BN_BATTLE_AI_RANDOM, TRUE, NULL);
      play (&s, seed, BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_RANDOM, TRUE, NULL);
      play (&s, seed, BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE, TRUE, NULL);
    }
  setup_clear (&s);
}

/* The actions alone, on the same seed, give the same battle event for
 * event, and its log as text. */
static void
test_replay (void)
{
  Setup s;
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GError) error = NULL;

  setup_init (&s);
  for (guint64 seed = 11; seed <= 13; seed++)
    {
      g_autoptr(BnChance) c1 = bn_chance_new_seeded (seed);
      g_autoptr(BnChance) c2 = bn_chance_new_seeded (seed);
      g_autoptr(BnBattle) first = bn_battle_new (s.rules, s.scenario, s.armies[0], s.armies[1], c1, &error);
      g_autoptr(BnBattle) again = NULL;
      g_autofree char *text1 = NULL, *text2 = NULL;

      g_array_set_size (actions, 0);
      play (&s, seed, BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_RANDOM, FALSE, actions);
      for (guint i = 0; i < actions->len; i++)
        g_assert_true (bn_battle_apply (first, &g_array_index (actions, BnBattleAction, i), &error));
      again = bn_battle_new (s.rules, s.scenario, s.armies[0], s.armies[1], c2, &error);
      for (guint i = 0; i < actions->len; i++)
        g_assert_true (bn_battle_apply (again, &g_array_index (actions, BnBattleAction, i), &error));
      g_assert_no_error (error);
      g_assert_cmpuint (bn_battle_get_n_events (first), ==, bn_battle_get_n_events (again));
      for (guint e = 0; e < bn_battle_get_n_events (first); e++)
        g_assert_cmpmem (bn_battle_get_event (first, e), sizeof (BnBattleEvent),
                         bn_battle_get_event (again, e), sizeof (BnBattleEvent));
      text1 = bn_battle_log_to_text (first);
      text2 = bn_battle_log_to_text (again);
      g_assert_cmpstr (text1, ==, text2);
      g_assert_cmpint (bn_battle_get_phase (first), ==, BN_PHASE_OVER);
      for (guint u = 0; u < bn_battle_get_n_units (first); u++)
        {
          BnTablePlace p1 = bn_battle_get_unit_place (first, u), p2 = bn_battle_get_unit_place (again, u);

          g_assert_cmpint (p1.x, ==, p2.x);
          g_assert_cmpint (p1.y, ==, p2.y);
          g_assert_cmpint (p1.angle, ==, p2.angle);
        }
    }
  setup_clear (&s);
}

/* Against random legal play over three battlefields, 100 seeded battles,
 * the computer player on either side (docs/performance.md): it must win
 * at least 95 (it won all 100 when this was written, and 96–100 on nine
 * other sets of 100 seeds). BN_JG_STRENGTH_SEEDS=N plays seeds N to
 * N + 99 instead of 1000 to 1099. */
static void
test_ai_strength (void)
{
  static const BnScenarioBuiltin fields[] = { BN_SCENARIO_OPEN_FIELD, BN_SCENARIO_RIVER_FORDS,
                                              BN_SCENARIO_HILL_AND_WOOD };
  const char *seeds = g_getenv ("BN_JG_STRENGTH_SEEDS");
  guint64 first = seeds != NULL ? g_ascii_strtoull (seeds, NULL, 10) : 1000;
  guint won = 0, games = 0;

  for (guint k = 0; k < G_N_ELEMENTS (fields); k++)
    {
      Setup s;
      guint field_won = 0, field_games = 0;

      setup_init_on (&s, fields[k]);
      for (guint64 seed = first + k; seed < first + 100; seed += G_N_ELEMENTS (fields))
        {
          guint side = (guint) (seed / G_N_ELEMENTS (fields)) % 2;
          guint winner = play (&s, seed, side == 0 ? BN_BATTLE_AI_SENSIBLE : BN_BATTLE_AI_RANDOM,
                               side == 0 ? BN_BATTLE_AI_RANDOM : BN_BATTLE_AI_SENSIBLE, FALSE, NULL);

          field_won += winner == side;
          field_games++;
          if (winner != side)
            g_test_message ("seed %" G_GUINT64_FORMAT ": the computer (side %u) %s", seed, side,
                            winner >= 2 ? "drew" : "lost");
        }
      g_test_message ("%s: the computer won %u of %u against random play", s.scenario->name, field_won,
                      field_games);
      won += field_won;
      games += field_games;
      setup_clear (&s);
    }
  g_test_message ("in all: %u of %u", won, games);
  g_assert_cmpuint (games, ==, 100);
  g_assert_cmpuint (won, >=, 95);
}

/* Against itself, the first army wins 40–60% (a draw counts half). */
static void
test_ai_even (void)
{
  Setup s;
  guint games = 30, points = 0;

  setup_init (&s);
  for (guint64 seed = 200; seed < 200 + games; seed++)
    {
      guint winner = play (&s, seed, BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE, FALSE, NULL);

      points += winner == 0 ? 2 : winner == 1 ? 0 : 1;
    }
  g_test_message ("side 0 scored %u half-points of %u", points, 2 * games);
  g_assert_cmpuint (points * 10, >=, 2 * games * 4);
  g_assert_cmpuint (points * 10, <=, 2 * games * 6);
  setup_clear (&s);
}

/* Plays @b on to its end, the computer on both sides. */
static void
play_on (BnBattle *b,
         guint64   seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleAi) ai0 = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed * 2 + 1);
  g_autoptr(BnBattleAi) ai1 = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed * 2 + 2);

  for (guint guard = 0; bn_battle_get_phase (b) != BN_PHASE_OVER; guard++)
    {
      BnBattleAction action;
      guint side = bn_battle_get_acting_side (b);

      g_assert_cmpuint (guard, <, 20000);
      g_assert_true (bn_battle_ai_choose (side == 0 ? ai0 : ai1, b, &action));
      g_assert_true (bn_battle_apply (b, &action, &error));
      g_assert_no_error (error);
      check_invariants (b);
    }
}

static gboolean
try_deploy (BnBattle *b,
            guint     unit,
            guint     x_cm,
            guint     front_cm)
{
  g_autoptr(GError) error = NULL;
  BnBattleAction a = { BN_ACTION_DEPLOY, (guint8) bn_battle_get_acting_side (b), (guint8) unit,
                       (guint8) x_cm, (guint8) front_cm };
  gboolean ok = bn_battle_apply (b, &a, &error);

  g_assert_true (ok == (error == NULL));
  return ok;
}

/* The players place their own units on the open table: the table is laid
 * out as the house deployment lays it, each side then moves its units
 * within its zone (refused outside it, off the table or on another
 * stand), the computer keeps the house places, and the battle replays. */
static void
test_deploy (void)
{
  Setup s;
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) c0 = bn_chance_new_seeded (31);
  g_autoptr(BnChance) c1 = bn_chance_new_seeded (31);
  g_autoptr(BnChance) c2 = bn_chance_new_seeded (31);
  g_autoptr(BnBattle) house = NULL, b = NULL, again = NULL;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  guint side, unit = G_MAXUINT, other = G_MAXUINT, width, depth, n_deploy = 0;
  BnTablePlace before;

  setup_init (&s);
  house = bn_battle_new (s.rules, s.scenario, s.armies[0], s.armies[1], c0, &error);
  g_assert_no_error (error);
  s.scenario->player_deployment = TRUE;
  b = bn_battle_new (s.rules, s.scenario, s.armies[0], s.armies[1], c1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bn_battle_get_phase (b), ==, BN_PHASE_DEPLOY);
  bn_battle_get_table_size (b, &width, &depth);
  g_assert_cmpuint (width, ==, 1800);
  g_assert_cmpuint (depth, ==, 1200);
  /* Laid out as the house deployment lays it. */
  for (guint u = 0; u < bn_battle_get_n_units (b); u++)
    {
      BnTablePlace p = bn_battle_get_unit_place (b, u), q = bn_battle_get_unit_place (house, u);

      g_assert_cmpint (p.x, ==, q.x);
      g_assert_cmpint (p.y, ==, q.y);
      g_assert_cmpint (p.angle, ==, q.angle);
    }
  check_invariants (b);

  side = bn_battle_get_acting_side (b);
  bn_battle_legal_actions (b, legal);
  for (guint k = 0; k < legal->len; k++)
    {
      const BnBattleAction *a = &g_array_index (legal, BnBattleAction, k);

      g_assert_true (a->type == BN_ACTION_DEPLOY || a->type == BN_ACTION_END_DEPLOY);
      if (a->type != BN_ACTION_DEPLOY)
        continue;
      n_deploy++;
      g_assert_cmpuint (bn_battle_get_unit (b, a->a)->side, ==, side);
      g_assert_cmpuint (a->c, <=, 30);
    }
  g_assert_cmpuint (n_deploy, >, 20);
  for (guint u = 0; u < bn_battle_get_n_units (b); u++)
    if (bn_battle_get_unit (b, u)->side == side)
      {
        if (unit == G_MAXUINT)
          unit = u;
        else if (other == G_MAXUINT)
          other = u;
      }
  /* Outside the zone, off the table, another side's unit, on another stand. */
  g_assert_false (try_deploy (b, unit, 90, 40));
  g_assert_false (try_deploy (b, unit, 90, 1));
  g_assert_false (try_deploy (b, unit, 200, 20));
  g_assert_false (try_deploy (b, 1 - side == 0 ? 0 : bn_battle_get_n_units (b) - 1, 90, 20));
  {
    BnTablePlace o = bn_battle_get_unit_place (b, other);
    guint o_front = (guint) (bn_battle_get_unit (b, other)->side == 1
                             ? (depth - (guint) o.y) / 10 : (guint) o.y / 10);

    g_assert_false (try_deploy (b, unit, (guint) o.x / 10, o_front));
  }
  /* A legal place: the unit stands there, its front 25 cm from its edge,
   * facing the enemy. */
  before = bn_battle_get_unit_place (b, unit);
  for (guint k = 0; k < legal->len; k++)
    {
      const BnBattleAction *a = &g_array_index (legal, BnBattleAction, k);

      if (a->type == BN_ACTION_DEPLOY && a->a == unit && a->c == 25)
        {
          g_assert_true (try_deploy (b, unit, a->b, a->c));
          break;
        }
    }
  g_assert_false (bn_battle_get_unit_place (b, unit).x == before.x
                  && bn_battle_get_unit_place (b, unit).y == before.y);
  g_assert_cmpint (bn_battle_get_unit_place (b, unit).angle, ==, before.angle);
  check_invariants (b);
  play_on (b, 31);

  /* The actions alone replay the battle. */
  again = bn_battle_new (s.rules, s.scenario, s.armies[0], s.armies[1], c2, &error);
  for (guint i = 0; i < bn_battle_get_n_actions (b); i++)
    g_assert_true (bn_battle_apply (again, bn_battle_get_action (b, i), &error));
  g_assert_no_error (error);
  g_assert_cmpint (bn_battle_get_phase (again), ==, BN_PHASE_OVER);
  g_assert_cmpuint (bn_battle_get_n_events (b), ==, bn_battle_get_n_events (again));
  for (guint e = 0; e < bn_battle_get_n_events (b); e++)
    g_assert_cmpmem (bn_battle_get_event (b, e), sizeof (BnBattleEvent),
                     bn_battle_get_event (again, e), sizeof (BnBattleEvent));
  setup_clear (&s);
}

/* Both sides done at once: the same battle, event for event, as one
 * started without the players' deployment. */
static void
test_deploy_kept (void)
{
  Setup s;
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) c0 = bn_chance_new_seeded (41);
  g_autoptr(BnChance) c1 = bn_chance_new_seeded (41);
  g_autoptr(BnBattle) house = NULL, b = NULL;

  setup_init (&s);
  house = bn_battle_new (s.rules, s.scenario, s.armies[0], s.armies[1], c0, &error);
  g_assert_no_error (error);
  s.scenario->player_deployment = TRUE;
  b = bn_battle_new (s.rules, s.scenario, s.armies[0], s.armies[1], c1, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    {
      BnBattleAction end = { BN_ACTION_END_DEPLOY, (guint8) bn_battle_get_acting_side (b), 0, 0, 0 };

      g_assert_true (bn_battle_apply (b, &end, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (bn_battle_get_phase (b), !=, BN_PHASE_DEPLOY);
  play_on (house, 41);
  play_on (b, 41);
  g_assert_cmpuint (bn_battle_get_n_events (b), ==, bn_battle_get_n_events (house));
  /* What happened is the same; only the actions' numbers move on by the
   * two "done"s. */
  for (guint e = 0; e < bn_battle_get_n_events (b); e++)
    {
      const BnBattleEvent *x = bn_battle_get_event (b, e), *y = bn_battle_get_event (house, e);

      g_assert_cmpuint (x->type, ==, y->type);
      g_assert_cmpuint (x->side, ==, y->side);
      g_assert_cmpuint (x->a, ==, y->a);
      g_assert_cmpuint (x->b, ==, y->b);
      g_assert_cmpuint (x->c, ==, y->c);
      g_assert_cmpint (x->value, ==, y->value);
    }
  g_assert_cmpuint (bn_battle_get_winner (b), ==, bn_battle_get_winner (house));
  setup_clear (&s);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/junior-general/games/invariants", test_invariants);
  g_test_add_func ("/junior-general/games/replay", test_replay);
  g_test_add_func ("/junior-general/games/ai-strength", test_ai_strength);
  g_test_add_func ("/junior-general/games/ai-even", test_ai_even);
  g_test_add_func ("/junior-general/games/deploy", test_deploy);
  g_test_add_func ("/junior-general/games/deploy-kept", test_deploy_kept);
  return g_test_run ();
}
