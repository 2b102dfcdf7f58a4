/* test-battle-replay.c — determinism: random legal games keep every
 * invariant after every action, and replay exactly from seed and actions.
 */
#include "battle-fixture.h"

/* No unit off the board, in a hex with the enemy or over the stacking
 * limit; one commander per hex; figures within the class; victory points
 * equal to the log's; no card created or lost. */
static void
check_invariants (BnBattle *b)
{
  const BnScenario *sc = bn_battle_get_scenario (b);
  guint limit = sc->stacking == BN_STACKING_10CM ? 1 : 2;
  int vp[2] = { 0, 0 };
  guint cards = bn_battle_get_n_draw (b);

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
      guint8 there[4];
      guint n;

      if (!c->alive)
        continue;
      g_assert_true (bn_scenario_contains (sc, c->hex));
      g_assert_cmpint (bn_battle_commander_at (b, c->hex), ==, (int) i);
      n = bn_battle_units_at (b, c->hex, there);
      for (guint j = 0; j < MIN (n, 4u); j++)
        g_assert_cmpuint (bn_battle_get_unit (b, there[j])->side, ==, c->side);
    }
  for (guint i = 0; i < bn_battle_get_n_events (b); i++)
    {
      const BnBattleEvent *e = bn_battle_get_event (b, i);

      if (e->type == BN_EVENT_VICTORY_POINTS)
        vp[e->side] += e->value;
    }
  g_assert_cmpint (vp[0], ==, (int) bn_battle_get_victory_points (b, 0));
  g_assert_cmpint (vp[1], ==, (int) bn_battle_get_victory_points (b, 1));
  /* Every card is somewhere: draw pile, hands, discards or in play. */
  cards += bn_battle_get_hand_size (b, 0) + bn_battle_get_hand_size (b, 1);
  g_assert_cmpuint (cards, <=, bn_battle_get_deck_size (b));
}

/* Plays @n_actions random legal actions (or until the battle ends),
 * checking the invariants after each when @check. */
static guint
play_random (BnBattle *b,
             guint64   seed,
             guint     n_actions,
             gboolean  check)
{
  g_autoptr(BnRandom) random = bn_random_new (seed);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  guint done = 0;

  for (; done < n_actions && bn_battle_get_phase (b) != BN_PHASE_OVER; done++)
    {
      g_autoptr(GError) error = NULL;
      guint n = bn_battle_legal_actions (b, actions);
      guint pick;

      g_assert_cmpuint (n, >, 0);
      pick = bn_random_uniform (random, n);
      g_assert_true (bn_battle_apply (b, &g_array_index (actions, BnBattleAction, pick), &error));
      g_assert_no_error (error);
      if (check)
        check_invariants (b);
    }
  return done;
}

static BnBattle *
new_random_battle (BnBattleRules *rules,
                   guint64        seed,
                   BnChance      *chance,
                   guint          scenario_kind)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) scenario = scenario_kind < BN_SCENARIO_N_BUILTIN
                                   ? bn_scenario_new_builtin (rules, scenario_kind)
                                   : bn_scenario_new_random (rules, seed);
  g_autoptr(BnBattleArmy) a0 = bn_battle_army_new_sample (rules, "south", 12);
  g_autoptr(BnBattleArmy) a1 = bn_battle_army_new_sample (rules, "north", 12);
  BnBattle *b;

  /* Mercenaries, a "Battle" and every optional rule, so all paths run. */
  a1->units[4].mercenary = TRUE;
  a1->units[4].promise = 10;
  a0->units[7].mercenary = TRUE;
  a0->units[7].promise = 30;
  bn_battle_army_add_commander (a0, "captain 2", BN_COMMANDER_CAPTAIN, 5);
  bn_battle_army_add_commander (a1, "captain 2", BN_COMMANDER_CAPTAIN, -1);
  scenario->options |= BN_BATTLE_OPTION_STAKES | BN_BATTLE_OPTION_MERCENARIES;
  scenario->turn_limit = 400;
  if (seed % 5 == 0)
    scenario->options |= BN_BATTLE_OPTION_FAST_PLAY;
  if (seed % 7 == 3)
    scenario->stacking = BN_STACKING_10CM;
  b = bn_battle_new (rules, scenario, a0, a1, chance, &error);
  g_assert_no_error (error);
  return b;
}

/* Invariants hold after each of thousands of random legal actions. */
static void
test_random_game_invariants (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  guint total = 0, finished = 0;

  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(BnChance) chance = bn_chance_new_seeded (seed * 7919);
      g_autoptr(BnBattle) b = new_random_battle (rules, seed, chance, (guint) (seed % 5));

      check_invariants (b);
      total += play_random (b, seed, 5000, TRUE);
      finished += bn_battle_get_phase (b) == BN_PHASE_OVER;
    }
  g_assert_cmpuint (total, >=, 5000);
  g_assert_cmpuint (finished, >, 0);
}

/* A random game replayed from its seed and actions ends identical, event
 * for event, and so does one replayed from the text log. */
static void
test_replay_identical (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();

  for (guint64 seed = 100; seed < 106; seed++)
    {
      g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
      g_autoptr(BnChance) chance2 = bn_chance_new_seeded (seed);
      g_autoptr(BnChance) chance3 = bn_chance_new_seeded (seed);
      g_autoptr(BnBattle) b = new_random_battle (rules, seed, chance, 5);
      g_autoptr(BnBattle) r = new_random_battle (rules, seed, chance2, 5);
      g_autoptr(BnBattle) t = new_random_battle (rules, seed, chance3, 5);
      g_autoptr(GArray) from_text = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
      g_autoptr(GError) error = NULL;
      g_autofree char *log = NULL;
      g_autofree char *log_r = NULL;
      g_autofree char *log_t = NULL;

      play_random (b, seed, 3000, FALSE);
      for (guint i = 0; i < bn_battle_get_n_actions (b); i++)
        {
          g_assert_true (bn_battle_apply (r, bn_battle_get_action (b, i), &error));
          g_assert_no_error (error);
        }
      g_assert_cmpuint (bn_battle_get_n_events (r), ==, bn_battle_get_n_events (b));
      for (guint i = 0; i < bn_battle_get_n_events (b); i++)
        g_assert_cmpmem (bn_battle_get_event (r, i), sizeof (BnBattleEvent),
                         bn_battle_get_event (b, i), sizeof (BnBattleEvent));
      log = bn_battle_log_to_text (b);
      log_r = bn_battle_log_to_text (r);
      g_assert_cmpstr (log, ==, log_r);

      g_assert_true (bn_battle_actions_from_text (log, from_text, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (from_text->len, ==, bn_battle_get_n_actions (b));
      for (guint i = 0; i < from_text->len; i++)
        {
          g_assert_true (bn_battle_apply (t, &g_array_index (from_text, BnBattleAction, i), &error));
          g_assert_no_error (error);
        }
      log_t = bn_battle_log_to_text (t);
      g_assert_cmpstr (log, ==, log_t);
      g_assert_cmpuint (bn_battle_get_victory_points (t, 0), ==, bn_battle_get_victory_points (b, 0));
      g_assert_cmpuint (bn_battle_get_winner (t), ==, bn_battle_get_winner (b));
    }
}

/* A copy plays on independently and, with the same dice, the same way. */
static void
test_copy_independent (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnChance) chance = bn_chance_new_seeded (5);
  g_autoptr(BnChance) look1 = bn_chance_new_seeded (77);
  g_autoptr(BnChance) look2 = bn_chance_new_seeded (77);
  g_autoptr(BnBattle) b = new_random_battle (rules, 5, chance, 0);
  g_autoptr(BnBattle) c1 = NULL;
  g_autoptr(BnBattle) c2 = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *l1 = NULL;
  g_autofree char *l2 = NULL;

  play_random (b, 5, 200, FALSE);
  before = bn_battle_log_to_text (b);
  c1 = bn_battle_copy (b, look1);
  c2 = bn_battle_copy (b, look2);
  play_random (c1, 9, 500, FALSE);
  play_random (c2, 9, 500, FALSE);
  after = bn_battle_log_to_text (b);
  g_assert_cmpstr (before, ==, after);
  l1 = bn_battle_log_to_text (c1);
  l2 = bn_battle_log_to_text (c2);
  g_assert_cmpstr (l1, ==, l2);
}

/* An illegal action is refused with the rule named and nothing changed;
 * typed dice running out leave the battle as it was. */
static void
test_refused_changes_nothing (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  BnBattleAction action;

  fixture_init (&f, 7, 7);
  fixture_unit (&f, 0, BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "spear", BN_BATTLE_COLOUR_RED, 3, 4, 0);
  fixture_unit (&f, 1, BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "spear", BN_BATTLE_COLOUR_RED, 3, 3, 3);
  fixture_start (&f, "red-1 blue-1");
  refused (&f, BN_ACTION_END_TURN, 0, 0, 0, "L&L");
  refused (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0, "L&L, Order units");
  play (&f, "red-1");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  act (&f, BN_ACTION_END_MOVES, 0, 0, 0);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  /* The wrong side deciding. */
  action = (BnBattleAction) { BN_ACTION_STAND, 0, 0, 0, 0 };
  g_assert_false (bn_battle_apply (f.battle, &action, &error));
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL);
  fixture_clear (&f);
}

/* With a typed-only chance, running out of dice mid-battle restores the
 * state and reports BN_BATTLE_ERROR_CHANCE. */
static void
test_typed_dice_exhausted (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  BnBattleAction stand = { BN_ACTION_STAND, 1, 0, 0, 0 };
  guint n_events;
  guint defender;

  fixture_init (&f, 7, 7);
  bn_chance_free (f.chance);
  f.chance = bn_chance_new_typed ();
  fixture_unit (&f, 0, BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "spear", BN_BATTLE_COLOUR_RED, 3, 4, 0);
  fixture_unit (&f, 1, BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "spear", BN_BATTLE_COLOUR_RED, 3, 3, 3);
  /* 37 cards: deal 4 + 4 cards, each by a die; then the set hands. */
  for (guint i = 0; i < 8; i++)
    bn_chance_push_die (f.chance, 1);
  fixture_start (&f, "red-1 blue-1");
  play (&f, "red-1");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  act (&f, BN_ACTION_END_MOVES, 0, 0, 0);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  defender = unit_of (&f, 1, 0);
  n_events = bn_battle_get_n_events (f.battle);
  dice (&f, "hit-any hit-any");   /* 4 dice are needed */
  g_assert_false (bn_battle_apply (f.battle, &stand, &error));
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE);
  g_assert_cmpuint (bn_battle_get_n_events (f.battle), ==, n_events);
  g_assert_cmpuint (unit (&f, defender)->figures, ==, 8);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_DEFEND);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/replay/random-game-invariants", test_random_game_invariants);
  g_test_add_func ("/battle/replay/replay-identical", test_replay_identical);
  g_test_add_func ("/battle/replay/copy-independent", test_copy_independent);
  g_test_add_func ("/battle/replay/refused-changes-nothing", test_refused_changes_nothing);
  g_test_add_func ("/battle/replay/typed-dice-exhausted", test_typed_dice_exhausted);
  return g_test_run ();
}
