/* test-battle-rules.c — the rules as data: the default table, the D6
 * mapping, the builder's checks, the scenarios.
 */
#include "bn-battle-rules.h"
#include "bn-scenario.h"

#include <string.h>

/* The default classes repeat data/units.xml's <battle-classes>. */
static void
test_default_classes (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  const BnClassProfile *a = bn_battle_rules_lookup_class (rules, BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_A);
  const BnClassProfile *c = bn_battle_rules_lookup_class (rules, BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_C);
  const BnClassProfile *h = bn_battle_rules_lookup_class (rules, BN_BATTLE_ARM_HORSE, BN_UNIT_CLASS_B);
  const BnClassProfile *g = bn_battle_rules_lookup_class (rules, BN_BATTLE_ARM_ARTILLERY, BN_UNIT_CLASS_A);

  g_assert_cmpuint (a->max_figures, ==, 6);
  g_assert_cmpuint (a->move, ==, 2);
  g_assert_cmpuint (a->move_and_battle, ==, 1);
  g_assert_cmpuint (a->steady_figures, ==, 4);
  g_assert_cmpuint (a->n_dice, ==, 4);
  g_assert_cmpuint (c->n_dice, ==, 3);
  g_assert_cmpuint (c->steady_figures, ==, 8);
  g_assert_cmpuint (h->move_and_battle, ==, 3);
  g_assert_cmpuint (h->steady_figures, ==, 5);
  g_assert_cmpuint (g->n_dice, ==, 6);
  g_assert_cmpuint (g->fire_interval, ==, 2);
  g_assert_false (g->commander_steadies);
  g_assert_null (bn_battle_rules_lookup_class (rules, BN_BATTLE_ARM_HORSE, BN_UNIT_CLASS_C));
  g_assert_cmpint (bn_battle_rules_find_weapon (rules, "longbow"), >=, 0);
  g_assert_cmpint (bn_battle_rules_find_terrain (rules, "open"), ==, 0);
}

/* Each face of a plain D6 shows one symbol, each symbol one face, and
 * better hits are higher. */
static void
test_d6_mapping (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();

  for (guint face = 1; face <= 6; face++)
    g_assert_cmpuint (bn_battle_rules_die_face (rules, bn_battle_rules_die_symbol (rules, face)), ==, face);
  g_assert_cmpuint (bn_battle_rules_die_face (rules, BN_DIE_FLAG), ==, 1);
  g_assert_cmpuint (bn_battle_rules_die_face (rules, BN_DIE_HIT_ANY), ==, 6);
  g_assert_cmpuint (bn_battle_rules_die_face (rules, BN_DIE_HIT_NONE), <,
                    bn_battle_rules_die_face (rules, BN_DIE_HIT_LESSER));
}

/* The builder names the line of the first problem. */
static void
test_builder_refuses_bad_tables (void)
{
  g_autoptr(GError) error = NULL;
  BnBattleRulesBuilder *builder = bn_battle_rules_builder_new ("battle.xml");
  BnClassProfile cls = { "A-foot", "A-class infantry", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_A,
                         BN_ARMOUR_CLASS_BEST, 6, 2, 1, 4, TRUE, 0, 0, 4, { 4, 3, 2, 1 } };
  BnBattleRules *rules;

  bn_battle_rules_builder_add_class (builder, &cls, 12);
  bn_battle_rules_builder_add_class (builder, &cls, 13);
  rules = bn_battle_rules_builder_finish (builder, &error);
  g_assert_null (rules);
  g_assert_error (error, BN_BATTLE_RULES_ERROR, BN_BATTLE_RULES_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "battle.xml:13"));
  g_clear_error (&error);

  builder = bn_battle_rules_builder_new ("battle.xml");
  for (guint face = 1; face <= 6; face++)
    bn_battle_rules_builder_set_die_face (builder, face, BN_DIE_SHIELD, face);
  rules = bn_battle_rules_builder_finish (builder, &error);
  g_assert_null (rules);
  g_assert_error (error, BN_BATTLE_RULES_ERROR, BN_BATTLE_RULES_ERROR_INVALID);
}

/* The built-in battlefields are whole; a random one follows its seed. */
static void
test_scenarios (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnScenario) a = bn_scenario_new_random (rules, 11);
  g_autoptr(BnScenario) b = bn_scenario_new_random (rules, 11);
  gboolean differs = FALSE;

  for (guint i = 0; i < BN_SCENARIO_N_BUILTIN; i++)
    {
      g_autoptr(BnScenario) s = bn_scenario_new_builtin (rules, i);

      g_assert_nonnull (s);
      g_assert_cmpuint (s->victory_target, >, 0);
      g_assert_cmpuint (s->zone[0], ==, 2);
      g_assert_cmpuint (s->zone[s->width * s->height - 1], ==, 1);
    }
  g_assert_cmpmem (a->terrain, sizeof a->terrain, b->terrain, sizeof b->terrain);
  for (guint64 seed = 12; seed < 20 && !differs; seed++)
    {
      g_autoptr(BnScenario) c = bn_scenario_new_random (rules, seed);

      differs = memcmp (a->terrain, c->terrain, sizeof a->terrain) != 0;
    }
  g_assert_true (differs);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/rules/default-classes", test_default_classes);
  g_test_add_func ("/battle/rules/d6-mapping", test_d6_mapping);
  g_test_add_func ("/battle/rules/builder-refuses-bad-tables", test_builder_refuses_bad_tables);
  g_test_add_func ("/battle/rules/scenarios", test_scenarios);
  return g_test_run ();
}
