/* test-army-generator.c — armies raised for a points value.
 *
 * The bounds are worked out by hand from data/units.xml and the House mix
 * of docs/rules.md, never read back from the generator:
 *
 *   smallest army: peasant levy 1 + levy archers 2 + hobilars 5      =   8
 *   largest army: 32 units in the mix (foot 13, archers 10, horse 6,
 *     artillery 3), each the dearest regular type of its role:
 *     dismounted knights 13 × 13 + longbowmen 7 × 10
 *     + mounted knights 24 × 6 + field gun 10 × 3                    = 413
 *
 * Every army is checked by bn_army_check() as a player's roster is, with
 * a muster of exactly the points it was raised for.
 */
#include <string.h>

#include "bn-army-generator.h"
#include "bn-army-report.h"
#include "bn-army-xml.h"
#include "bn-career-fight.h"
#include "bn-battle-army-from-roster.h"
#include "bn-battle.h"
#include "bn-battle-rules-xml.h"
#include "bn-unit-rules.h"

#define MIN_POINTS 8
#define MAX_POINTS 413
#define MAX_UNITS  32

typedef struct
{
  BnUnitRules *unit_rules;
  BnLeaderRules *leader_rules;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;

  fixture->unit_rules = bn_unit_rules_load_default (&error);
  g_assert_no_error (error);
  fixture->leader_rules = bn_leader_rules_load_default (&error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  bn_unit_rules_unref (fixture->unit_rules);
  bn_leader_rules_unref (fixture->leader_rules);
}

static BnArmy *
generate (Fixture *fixture,
          guint    points,
          guint64  seed)
{
  g_autoptr(GError) error = NULL;
  BnArmy *army = bn_army_generate (fixture->unit_rules, points, seed, &error);

  g_assert_no_error (error);
  g_assert_nonnull (army);
  return army;
}

static gboolean
armies_equal (const BnArmy *a,
              const BnArmy *b)
{
  if (g_strcmp0 (a->name, b->name) != 0 || a->units->len != b->units->len)
    return FALSE;
  for (guint i = 0; i < a->units->len; i++)
    {
      const BnArmyUnit *ua = g_ptr_array_index (a->units, i);
      const BnArmyUnit *ub = g_ptr_array_index (b->units, i);

      if (!bn_unit_equal (ua->unit, ub->unit) || ua->promise != ub->promise)
        return FALSE;
    }
  return TRUE;
}

typedef enum
{
  ROLE_FOOT,
  ROLE_ARCHERS,
  ROLE_HORSE,
  ROLE_ARTILLERY,
} Role;

/* The role of a unit, judged independently of the generator: by arm,
 * and for foot by whether its weapon shoots. */
static Role
role_of (Fixture      *fixture,
         const BnUnit *unit)
{
  if (unit->arm == BN_ARM_HORSE)
    return ROLE_HORSE;
  if (unit->arm == BN_ARM_ARTILLERY)
    return ROLE_ARTILLERY;
  return bn_unit_rules_lookup_weapon (fixture->unit_rules, unit->weapons[0])->ranged ? ROLE_ARCHERS
                                                                                       : ROLE_FOOT;
}

/* Checks everything a raised army promises; returns the points left. */
static guint
assert_sound_army (Fixture      *fixture,
                   const BnArmy *army,
                   guint         points)
{
  g_autoptr(BnArmyReport) report = NULL;
  g_autoptr(BnLeader) nobody = bn_leader_new ();
  g_autoptr(BnArmy) mustered = bn_army_copy (army);
  g_autoptr(BnMuster) muster = bn_muster_new (0);
  g_autofree char *name = NULL;
  guint roles[4] = { 0, };
  guint mercenaries = 0;
  Role last = ROLE_FOOT;

  /* Led by a man of the data's list, and named after him. */
  g_assert_nonnull (army->commander);
  g_assert_cmpstr (army->commander, !=, "");
  name = g_strdup_printf ("%s’s host", army->commander);
  g_assert_cmpstr (army->name, ==, name);
  g_assert_cmpint (army->id, ==, 0);
  g_assert_cmpint (army->leader_id, ==, 0);
  g_assert_cmpuint (army->posts->len, ==, 0);
  g_assert_null (army->muster);
  g_assert_cmpuint (army->units->len, >=, 3);
  g_assert_cmpuint (army->units->len, <=, MAX_UNITS);

  /* The points it was raised for, as if mustered. */
  muster->army_points = points;
  bn_army_set_muster (mustered, g_steal_pointer (&muster));
  report = bn_army_check (mustered, fixture->unit_rules, fixture->leader_rules, nobody, NULL);
  for (guint i = 0; i < report->problems->len; i++)
    g_test_message ("%u points: %s", points,
                    ((const BnArmyProblem *) g_ptr_array_index (report->problems, i))->message);
  g_assert_cmpuint (report->problems->len, ==, 0);
  g_assert_cmpuint (report->spent + report->promised, <=, points);
  g_assert_cmpuint (report->over, ==, 0);

  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *entry = g_ptr_array_index (army->units, i);
      const BnUnitType *type = bn_unit_rules_lookup_unit_type (fixture->unit_rules, entry->unit->type_id);
      g_autoptr(BnUnit) as_mustered = NULL;
      Role role = role_of (fixture, entry->unit);

      /* A catalogue unit as mustered, with a colour in turn. */
      g_assert_nonnull (type);
      as_mustered = bn_unit_copy (type->unit);
      as_mustered->colour = entry->unit->colour;
      g_assert_true (bn_unit_equal (as_mustered, entry->unit));
      g_assert_cmpint (entry->unit->colour, ==, BN_COLOUR_RED + i % 3);
      /* Mercenaries are promised the least the rules allow (a quarter). */
      if (entry->unit->mercenary)
        {
          mercenaries++;
          g_assert_cmpuint (entry->promise, ==, g_array_index (report->unit_costs, guint, i));
        }
      else
        g_assert_cmpuint (entry->promise, ==, 0);
      /* Foot, archers, horse, artillery, in that order. */
      g_assert_cmpint (role, >=, last);
      last = role;
      roles[role]++;
    }
  g_assert_cmpuint (roles[ROLE_FOOT], >=, 1);
  g_assert_cmpuint (roles[ROLE_ARCHERS], >=, 1);
  g_assert_cmpuint (roles[ROLE_HORSE], >=, 1);
  if (army->units->len < 10)
    g_assert_cmpuint (roles[ROLE_ARTILLERY], ==, 0);
  g_assert_cmpuint (mercenaries, <=, army->units->len / 4);
  return points - report->spent - report->promised;
}

static void
test_bounds (Fixture       *fixture,
             gconstpointer  user_data)
{
  g_assert_cmpuint (bn_army_generator_get_min_points (fixture->unit_rules), ==, MIN_POINTS);
  g_assert_cmpuint (bn_army_generator_get_max_points (fixture->unit_rules), ==, MAX_POINTS);
}

static void
test_deterministic (Fixture       *fixture,
                    gconstpointer  user_data)
{
  static const guint points[] = { MIN_POINTS, 43, 150, 300, MAX_POINTS };

  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    for (guint64 seed = 0; seed < 5; seed++)
      {
        g_autoptr(BnArmy) first = generate (fixture, points[i], seed);
        g_autoptr(BnArmy) second = generate (fixture, points[i], seed);

        g_assert_true (armies_equal (first, second));
      }
}

static void
test_seeds_differ (Fixture       *fixture,
                   gconstpointer  user_data)
{
  static const guint points[] = { 43, 150, 300 };

  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      g_autoptr(GPtrArray) armies = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_army_free);
      guint distinct = 0;

      for (guint64 seed = 0; seed < 10; seed++)
        {
          BnArmy *army = generate (fixture, points[i], G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) * seed);
          gboolean seen = FALSE;

          for (guint j = 0; j < armies->len && !seen; j++)
            seen = armies_equal (army, g_ptr_array_index (armies, j));
          distinct += !seen;
          g_ptr_array_add (armies, army);
        }
      /* Ten seeds, almost always ten armies; never the same one. */
      g_assert_cmpuint (distinct, >=, 5);
    }
}

static void
test_valid_over_range (Fixture       *fixture,
                       gconstpointer  user_data)
{
  guint most_left = 0;

  for (guint points = MIN_POINTS; points <= MAX_POINTS; points++)
    for (guint64 seed = 0; seed < 3; seed++)
      {
        g_autoptr(BnArmy) army = generate (fixture, points, seed * 1000 + points);
        guint left = assert_sound_army (fixture, army, points);

        most_left = MAX (most_left, left);
      }
  /* Close to the points: less is left than the dearest step between two
   * types of a role (knights over sergeants, 24 − 15). */
  g_assert_cmpuint (most_left, <, 9);
}

/* The largest army raised spends every point on the dearest units. */
static void
test_largest (Fixture       *fixture,
              gconstpointer  user_data)
{
  g_autoptr(BnArmy) army = generate (fixture, MAX_POINTS, 7);

  g_assert_cmpuint (assert_sound_army (fixture, army, MAX_POINTS), ==, 0);
  g_assert_cmpuint (army->units->len, ==, MAX_UNITS);
  g_assert_cmpstr (((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->type_id, ==,
                   "dismounted-knights");
  g_assert_cmpstr (((BnArmyUnit *) g_ptr_array_index (army->units, MAX_UNITS - 1))->unit->type_id, ==,
                   "field-gun");
}

/* About one unit per ten points, in the mix of four foot, three archers,
 * two horse and one artillery in ten. */
static void
test_mix (Fixture       *fixture,
          gconstpointer  user_data)
{
  for (guint64 seed = 0; seed < 20; seed++)
    {
      g_autoptr(BnArmy) army = generate (fixture, 200, seed);
      guint roles[4] = { 0, };
      guint n = army->units->len;

      for (guint i = 0; i < n; i++)
        roles[role_of (fixture, ((BnArmyUnit *) g_ptr_array_index (army->units, i))->unit)]++;
      g_assert_cmpuint (n, >=, 20);
      g_assert_cmpuint (n, <=, 22);
      g_assert_cmpfloat (ABS ((double) roles[ROLE_FOOT] - 0.4 * n), <=, 1.0);
      g_assert_cmpfloat (ABS ((double) roles[ROLE_ARCHERS] - 0.3 * n), <=, 1.0);
      g_assert_cmpfloat (ABS ((double) roles[ROLE_HORSE] - 0.2 * n), <=, 1.0);
      g_assert_cmpfloat (ABS ((double) roles[ROLE_ARTILLERY] - 0.1 * n), <=, 1.0);
    }
}

static void
test_refused (Fixture       *fixture,
              gconstpointer  user_data)
{
  static const guint too_few[] = { 0, 1, MIN_POINTS - 1 };
  static const guint too_many[] = { MAX_POINTS + 1, 2000, G_MAXUINT };

  for (guint i = 0; i < G_N_ELEMENTS (too_few); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BnArmy) army = bn_army_generate (fixture->unit_rules, too_few[i], 1, &error);

      g_assert_null (army);
      g_assert_error (error, BN_ARMY_GENERATOR_ERROR, BN_ARMY_GENERATOR_ERROR_TOO_FEW_POINTS);
      g_assert_nonnull (strstr (error->message, "foot, archers and horse, costs 8"));
    }
  for (guint i = 0; i < G_N_ELEMENTS (too_many); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BnArmy) army = bn_army_generate (fixture->unit_rules, too_many[i], 1, &error);

      g_assert_null (army);
      g_assert_error (error, BN_ARMY_GENERATOR_ERROR, BN_ARMY_GENERATOR_ERROR_TOO_MANY_POINTS);
      g_assert_nonnull (strstr (error->message, "at most 32 units a side"));
      g_assert_nonnull (strstr (error->message, "raise an army of 8 to 413 points"));
    }
}

/* A raised army goes into battle as it is: no leader, no posts. */
static void
test_battle_ready (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_default (&error);
  static const guint points[] = { MIN_POINTS, 43, MAX_POINTS };

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      g_autoptr(BnArmy) army = generate (fixture, points[i], 3);
      g_autoptr(BnBattleArmy) battle_army = bn_battle_army_from_roster (army, NULL, NULL, fixture->unit_rules,
                                                                        rules, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (battle_army->n_units, ==, army->units->len);
    }
}

/* A raised host takes the field under every hex ruleset, whatever its
 * units' figures: under Lionheart a unit is one stand of its type, light
 * troops and a King/Leader fewer than their class ("Unit types"). */
static void
test_takes_the_field (Fixture       *fixture,
                      gconstpointer  user_data)
{
  static const char *const rulesets[] = { "lords-and-levies", "battlelore", "lionheart" };

  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BnBattleRules) rules = bn_battle_rules_load_id (rulesets[r], &error);

      g_assert_no_error (error);
      for (guint64 seed = 1; seed <= 40; seed++)
        {
          g_autoptr(BnArmy) army0 = generate (fixture, 60, seed);
          g_autoptr(BnArmy) army1 = generate (fixture, 90, seed + 1000);
          g_autoptr(BnBattleArmy) battle0 = bn_battle_army_from_roster (army0, NULL, NULL, fixture->unit_rules,
                                                                        rules, &error);
          g_autoptr(BnBattleArmy) battle1 = NULL;
          g_autoptr(BnScenario) scenario = bn_scenario_new_builtin (rules, BN_SCENARIO_OPEN_FIELD);
          g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
          BnBattle *battle;

          g_assert_no_error (error);
          battle1 = bn_battle_army_from_roster (army1, NULL, NULL, fixture->unit_rules, rules, &error);
          g_assert_no_error (error);
          battle = bn_battle_new (rules, scenario, battle0, battle1, chance, &error);
          if (battle == NULL)
            g_error ("%s, seed %" G_GUINT64_FORMAT ": %s", rulesets[r], seed, error->message);
          bn_battle_free (battle);
        }
    }
}

/* A host raised to meet an army kept under the generator's own name is
 * named apart; against any other name it keeps its own. */
static void
test_named_apart (Fixture       *fixture,
                  gconstpointer  user_data)
{
  g_autoptr(BnArmy) kept = generate (fixture, 40, 1);
  g_autoptr(BnArmy) host = generate (fixture, 40, 1);
  g_autoptr(BnArmy) other = generate (fixture, 40, 3);
  g_autofree char *own = g_strdup (other->name);

  g_assert_cmpstr (kept->name, ==, host->name);
  bn_army_generator_name_apart (host, 40, kept->name);
  g_assert_cmpstr (host->name, !=, kept->name);
  g_assert_cmpstr (host->commander, !=, kept->commander);
  g_assert_true (g_str_has_prefix (host->name, host->commander));

  bn_army_generator_name_apart (other, 40, "Hugh’s host");
  g_assert_cmpstr (other->name, ==, own);
  bn_army_generator_name_apart (other, 40, NULL);
  g_assert_cmpstr (other->name, ==, own);
}

/* Hosts raised with different seeds are led by different men, mostly; the
 * seed always picks the same one, and the units are the seed's alone. */
static void
test_commanders_named (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint64 seed = 1; seed <= 30; seed++)
    {
      g_autoptr(BnArmy) army = generate (fixture, 60, seed);
      g_autoptr(BnArmy) again = generate (fixture, 60, seed);

      g_assert_cmpstr (army->commander, ==, again->commander);
      g_assert_false (g_str_has_prefix (army->commander, "Opposing"));
      g_hash_table_add (seen, g_strdup (army->commander));
    }
  /* 30 draws from the list's 42 names meet at least 15 of them. */
  g_assert_cmpuint (g_hash_table_size (seen), >=, 15);
}

/* A host whose name a file already has takes the next man of the list
 * whose host's name is free; one that is free keeps its own. */
static void
test_named_free (Fixture       *fixture,
                 gconstpointer  user_data)
{
  g_autoptr(BnArmy) first = generate (fixture, 40, 7);
  g_autoptr(BnArmy) second = generate (fixture, 40, 7);
  g_autoptr(BnArmy) third = generate (fixture, 40, 7);
  g_autofree char *kept_name = g_strdup (first->name);
  const char *others[] = { "Hugh’s host", NULL };
  const char *taken[] = { "Hugh’s host", kept_name, NULL, NULL };

  bn_army_generator_name_free (first, 40, NULL);
  g_assert_cmpstr (first->name, ==, kept_name);
  bn_army_generator_name_free (first, 40, others);
  g_assert_cmpstr (first->name, ==, kept_name);

  bn_army_generator_name_free (second, 40, taken);
  g_assert_cmpstr (second->name, !=, kept_name);
  g_assert_cmpstr (second->commander, !=, first->commander);
  g_assert_true (g_str_has_suffix (second->name, "’s host"));
  g_assert_true (g_str_has_prefix (second->name, second->commander));

  taken[2] = second->name;
  bn_army_generator_name_free (third, 40, taken);
  g_assert_cmpstr (third->name, !=, kept_name);
  g_assert_cmpstr (third->name, !=, second->name);
}

/* The commander, read back from the roster a host is kept by, leads it in
 * its battle; a roster that names none (as hosts were kept before they
 * were led by men of the data's list) is led by an "Opposing commander",
 * so a battle stored with one reads as it did. */
static BnBattleArmy *
battle_army_from_roster (Fixture      *fixture,
                         const BnArmy *army,
                         char        **out_commander)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_default (&error);
  g_autofree char *xml = bn_army_xml_write (army, NULL, NULL, fixture->unit_rules, FALSE);
  g_autoptr(GBytes) bytes = g_bytes_new (xml, strlen (xml));
  g_autoptr(BnArmy) read = bn_army_xml_read_bytes (bytes, "host", fixture->unit_rules, fixture->leader_rules, &error);
  BnBattleArmy *battle_army;

  g_assert_no_error (error);
  *out_commander = g_strdup (read->commander);
  battle_army = bn_career_outside_battle_army (fixture->unit_rules, rules, read, &error);
  g_assert_no_error (error);
  return battle_army;
}

static void
test_commander_kept (Fixture       *fixture,
                     gconstpointer  user_data)
{
  g_autoptr(BnArmy) host = generate (fixture, 60, 5);
  g_autoptr(BnArmy) old = bn_army_copy (host);
  g_autoptr(BnBattleArmy) led = NULL;
  g_autoptr(BnBattleArmy) as_before = NULL;
  g_autofree char *commander = NULL;
  g_autofree char *none = NULL;

  led = battle_army_from_roster (fixture, host, &commander);
  g_assert_cmpstr (commander, ==, host->commander);
  g_assert_cmpstr (led->commanders[0].name, ==, host->commander);
  g_assert_cmpint (led->commanders[0].rank, ==, BN_COMMANDER_ARMY);

  g_clear_pointer (&old->commander, g_free);
  as_before = battle_army_from_roster (fixture, old, &none);
  g_assert_null (none);
  g_assert_cmpstr (as_before->commanders[0].name, ==, "Opposing commander");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/army-generator/bounds", test_bounds);
  ADD ("/army-generator/commanders-named", test_commanders_named);
  ADD ("/army-generator/named-free", test_named_free);
  ADD ("/army-generator/commander-kept", test_commander_kept);
  ADD ("/army-generator/deterministic", test_deterministic);
  ADD ("/army-generator/seeds-differ", test_seeds_differ);
  ADD ("/army-generator/valid-over-range", test_valid_over_range);
  ADD ("/army-generator/largest", test_largest);
  ADD ("/army-generator/mix", test_mix);
  ADD ("/army-generator/refused", test_refused);
  ADD ("/army-generator/battle-ready", test_battle_ready);
  ADD ("/army-generator/takes-the-field", test_takes_the_field);
  ADD ("/army-generator/named-apart", test_named_apart);
#undef ADD

  return g_test_run ();
}
