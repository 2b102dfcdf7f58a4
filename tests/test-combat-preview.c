/* test-combat-preview.c — the odds of one attack before it is made:
 * counted exactly where the dice are few, against a chance worked by hand
 * from the L&L text, and against the same combat played for real with
 * seeded dice; every modifier of the dice named; nothing of the battle
 * changed.
 */
#include "battle-fixture.h"

#include "bn-combat-preview.h"

#include <math.h>

/* A spearman company next to a lone sergeant (L&L, Hitting a commander). */
static void
lone (Fixture *f)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_commander (f, 1, BN_COMMANDER_SERGEANT, -1, 3, 3);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
  fixture_start (f, "red-1");
  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
}

/* "Only crossed swords hit a commander"; in close combat only a shield
 * saves him: of 4 dice, at least one crossed swords, then no shield. */
static void
test_commander_exact (void)
{
  Fixture f;
  BnBattleAction attack;
  g_autoptr(BnCombatPreview) p = NULL;
  g_autoptr(GError) error = NULL;
  guint n_events;
  double expected = (1.0 - pow (5.0 / 6.0, 4)) * (5.0 / 6.0);
  int dice = 0;

  lone (&f);
  attack = (BnBattleAction) { BN_ACTION_ATTACK_COMMANDER, 0, (guint8) unit_of (&f, 0, 0),
                              (guint8) commander_of (&f, 1, 0), 0 };
  n_events = bn_battle_get_n_events (f.battle);
  p = bn_combat_preview_new (f.battle, &attack, 0, 1, &error);
  g_assert_no_error (error);
  g_assert_true (p->exact);
  g_assert_true (p->strike.at_commander);
  g_assert_cmpuint (p->strike.range, ==, 1);
  g_assert_cmpfloat_with_epsilon (p->commander_falls, expected, 1e-9);
  g_assert_cmpfloat_with_epsilon (p->nothing, 1.0 - expected, 1e-9);
  /* The dice as the engine counts them, each reason named. */
  g_assert_cmpuint (p->terms->len, >, 0);
  g_assert_cmpint (g_array_index (p->terms, BnDiceTerm, 0).why, ==, BN_DICE_WHY_CLASS);
  for (guint i = 0; i < p->terms->len; i++)
    dice += g_array_index (p->terms, BnDiceTerm, i).dice;
  g_assert_cmpint (dice, ==, 4);
  g_assert_cmpint (p->strike.dice, ==, 4);
  /* Nothing of the battle moved. */
  g_assert_cmpuint (bn_battle_get_n_events (f.battle), ==, n_events);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->alive, ==, 1);
  fixture_clear (&f);
}

/* Two companies in close combat, or (@shot) a company of bowmen three
 * hexes from the other, shooting. */
static void
clash (Fixture  *f,
       gboolean  shot,
       guint64   seed)
{
  fixture_init (f, 9, 9);
  if (seed != 0)
    {
      g_clear_pointer (&f->chance, bn_chance_free);
      f->chance = bn_chance_new_seeded (seed);
    }
  if (shot)
    fixture_unit (f, 0, FOOT, CC, "bow", RED, 3, 6, BN_HEX_DIR_N);
  else
    fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CC, "bow", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (f, "red-1");
  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
}

/* The chances sum to one and agree with the same combat fought for real,
 * 3,000 times with other seeded dice (the defender making a stand, taking
 * the House retreat), within five standard errors: a shot of few dice
 * counted exactly, a melee of many estimated. */
static void
test_against_real_combats (gconstpointer data)
{
  gboolean shot = GPOINTER_TO_INT (data);
  Fixture f;
  BnBattleAction attack;
  g_autoptr(BnCombatPreview) p = NULL;
  g_autoptr(GError) error = NULL;
  const guint runs = 3000;
  double lost = 0.0, fell_back = 0.0, sum = 0.0, mean = 0.0, spread;

  clash (&f, shot, 0);
  attack = (BnBattleAction) { BN_ACTION_BATTLE, 0, (guint8) unit_of (&f, 0, 0), (guint8) unit_of (&f, 1, 0), 0 };
  p = bn_combat_preview_new (f.battle, &attack, 0, 1, &error);
  g_assert_no_error (error);
  g_assert_true (p->exact == shot);
  g_assert_cmpuint (p->strike.range, ==, shot ? 3 : 1);
  for (guint n = 0; n <= BN_PREVIEW_MAX_LOSS; n++)
    {
      sum += p->loss_chance[1][n];
      mean += n * p->loss_chance[1][n];
    }
  g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (mean, p->expected_loss[1], 1e-9);
  g_assert_cmpfloat (p->expected_loss[1], >, 0.0);
  fixture_clear (&f);

  clash (&f, shot, 0);
  for (guint64 seed = 1; seed <= runs; seed++)
    {
      /* The same deal, other dice. */
      g_autoptr(BnChance) chance = bn_chance_new_seeded (1000003 + seed);
      g_autoptr(BnBattle) b = bn_battle_copy (f.battle, chance);
      guint target = unit_of (&f, 1, 0);
      guint before = bn_battle_get_unit (b, target)->figures;
      BnBattleAction next;
      guint retreats = 0;

      g_assert_true (bn_battle_apply (b, &attack, NULL));
      if (bn_battle_get_phase (b) == BN_PHASE_DEFEND)
        {
          next = (BnBattleAction) { BN_ACTION_STAND, 1, 0, 0, 0 };
          g_assert_true (bn_battle_apply (b, &next, NULL));
        }
      while (bn_battle_retreat_default (b, &next))
        g_assert_true (bn_battle_apply (b, &next, NULL));
      lost += before - bn_battle_get_unit (b, target)->figures;
      for (guint e = 0; e < bn_battle_get_n_events (b); e++)
        retreats += bn_battle_get_event (b, e)->type == BN_EVENT_RETREAT;
      fell_back += retreats > 0;
    }
  fixture_clear (&f);
  lost /= runs;
  fell_back /= runs;
  /* Figures lost lie in 0..4 (a standard deviation of at most 2), a
   * retreat is 0 or 1 (at most 0.5); the estimate has its own error. */
  spread = sqrt (1.0 / runs + (p->exact ? 0.0 : 1.0 / p->runs));
  g_assert_cmpfloat (fabs (lost - p->expected_loss[1]), <, 5.0 * 2.0 * spread);
  g_assert_cmpfloat (fabs (fell_back - p->retreat[1]), <, 5.0 * 0.5 * spread);
}

/* An action that is no attack has no odds; an illegal one is refused. */
static void
test_only_attacks (void)
{
  Fixture f;
  BnBattleAction end = { BN_ACTION_END_TURN, 0, 0, 0, 0 };
  BnBattleAction wrong;
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCombatPreview) p = NULL;

  clash (&f, FALSE, 0);
  g_assert_false (bn_combat_preview_possible (f.battle, &end));
  g_assert_null (bn_combat_preview_new (f.battle, &end, 0, 1, &error));
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL);
  g_clear_error (&error);
  /* Side 1's unit does not battle in side 0's turn. */
  wrong = (BnBattleAction) { BN_ACTION_BATTLE, 0, (guint8) unit_of (&f, 1, 0), (guint8) unit_of (&f, 0, 0), 0 };
  p = bn_combat_preview_new (f.battle, &wrong, 0, 1, &error);
  g_assert_null (p);
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL);
  fixture_clear (&f);
}

/* The same position and seed give the same estimate, whatever ran before. */
static void
test_seeded_estimate_repeats (void)
{
  Fixture f;
  BnBattleAction attack;
  g_autoptr(BnCombatPreview) a = NULL;
  g_autoptr(BnCombatPreview) b = NULL;

  clash (&f, FALSE, 0);
  attack = (BnBattleAction) { BN_ACTION_BATTLE, 0, (guint8) unit_of (&f, 0, 0), (guint8) unit_of (&f, 1, 0), 0 };
  a = bn_combat_preview_new (f.battle, &attack, 300, 7, NULL);
  b = bn_combat_preview_new (f.battle, &attack, 300, 7, NULL);
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpmem (a->loss_chance, sizeof a->loss_chance, b->loss_chance, sizeof b->loss_chance);
  fixture_clear (&f);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/combat-preview/commander-exact", test_commander_exact);
  g_test_add_data_func ("/combat-preview/shot-exact-against-real-combats", GINT_TO_POINTER (TRUE),
                        test_against_real_combats);
  g_test_add_data_func ("/combat-preview/melee-estimated-against-real-combats", GINT_TO_POINTER (FALSE),
                        test_against_real_combats);
  g_test_add_func ("/combat-preview/only-attacks", test_only_attacks);
  g_test_add_func ("/combat-preview/seeded-estimate-repeats", test_seeded_estimate_repeats);
  return g_test_run ();
}
