/* army-fixture.h — what the roster tests share (test-army.c: costs,
 * checks, command and posts; test-army-store.c: how rosters are kept): a
 * fresh database each, the rule tables, a Baron, his muster, rosters and
 * units, and the checks of an army report.
 *
 * Every cost in those tests is worked out by hand from data/units.xml
 * (Lionheart's costs and the house choices of docs/rules.md), never read
 * back from the rules under test:
 *
 *   mounted knights      horse 8 + heavy 12 + lance 0 + good 4        = 24
 *   dismounted knights   foot 4 + heavy 6 + heavy weapon 1 + good 2   = 13
 *   men-at-arms          foot 4 + heavy 6 + spear 0 + shields 1       = 11
 *   mounted sergeants    horse 8 + medium 6 + lance 0 + shields 1     = 15
 *   hobilars             (horse 8 + light 2 + spear 0) × 1/2          = 5
 *   spearmen             foot 4 + medium 3 + spear 0 + shields 1      = 8
 *   levy spearmen        foot 4 + spear 0 + shields 1 + poor −2       = 3
 *   peasant levy         peasants 1                                   = 1
 *   Genoese crossbowmen  (foot 4 + medium 3 + crossbow −1 = 6) / 4    → 2
 *   Brabançon spearmen   (4 + 3 + 0 + 1 + good 2 = 10) / 4            → 3
 *   condottieri          (horse 8 + heavy 12 + lance 0 + good 4 = 24) / 4 = 6
 *
 * The leader of most tests is a Baron (rank 3) drawn from typed cards
 * 6H,9S,5D: esteem 6 + 3 = 9, Notable (4); household 3 + 4 = 7. Mustered
 * with QH,AC his army has 7 × 6 (red face) + 1 = 43 points.
 */
#pragma once

#include <glib/gstdio.h>
#include <gio/gio.h>

#include <string.h>

#include "bn-army-report.h"
#include "bn-leader-generator.h"
#include "bn-muster.h"
#include "bn-store.h"
#include "bn-unit-filter.h"
#include "bn-unit-rules.h"

#define BARON_CARDS "6H,9S,5D"
#define BARON_POINTS 43

typedef struct
{
  char *dir;
  char *path;
  BnStore *store;
  BnUnitRules *unit_rules;
  BnLeaderRules *leader_rules;
} Fixture;

static inline void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("banneret-army-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->path = g_build_filename (fixture->dir, "campaign.db", NULL);
  fixture->store = bn_store_open (fixture->path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (fixture->store);
  fixture->unit_rules = bn_unit_rules_load_default (&error);
  g_assert_no_error (error);
  g_assert_nonnull (fixture->unit_rules);
  fixture->leader_rules = bn_leader_rules_load_default (&error);
  g_assert_no_error (error);
  g_assert_nonnull (fixture->leader_rules);
}

static inline void
remove_tree (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *child = g_build_filename (dir, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (dir);
}

static inline void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_clear_pointer (&fixture->store, bn_store_unref);
  g_clear_pointer (&fixture->unit_rules, bn_unit_rules_unref);
  g_clear_pointer (&fixture->leader_rules, bn_leader_rules_unref);
  remove_tree (fixture->dir);
  g_free (fixture->path);
  g_free (fixture->dir);
}

/* ---- leaders, musters and units ---- */

static inline BnLeader *
make_leader (Fixture    *fixture,
             const char *name,
             gboolean    is_player,
             gboolean    is_hero,
             guint       rank,
             const char *cards)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  BnLeaderRequest request = { name, is_player, is_hero, is_player ? 0 : rank };
  BnLeader *leader;

  g_assert_true (bn_chance_push_cards_text (chance, cards, &error));
  g_assert_no_error (error);
  leader = bn_leader_generate (fixture->leader_rules, chance, &request, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (leader);
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 0);
  return leader;
}

/* The Baron of Notable esteem, household 7; id 1 for the tests that keep
 * him out of the store. */
static inline BnLeader *
make_baron (Fixture *fixture)
{
  BnLeader *baron = make_leader (fixture, "Baron Hugh", TRUE, FALSE, 0, BARON_CARDS);

  g_assert_cmpuint (baron->social_rank, ==, 3);
  g_assert_cmpuint (baron->esteem_level, ==, 4);
  g_assert_cmpuint (baron->household, ==, 7);
  baron->id = 1;
  return baron;
}

static inline BnMuster *
muster_typed (Fixture    *fixture,
              const char *cards,
              guint       household)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  BnMuster *muster;

  g_assert_true (bn_chance_push_cards_text (chance, cards, &error));
  g_assert_no_error (error);
  muster = bn_muster_draw (fixture->leader_rules, chance, household, &error);
  g_assert_no_error (error);
  g_assert_nonnull (muster);
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 0);
  return muster;
}

/* An army of @leader_id mustered with QH,AC for household 7: 43 points. */
static inline BnArmy *
make_army (Fixture    *fixture,
           gint64      leader_id,
           const char *name)
{
  BnArmy *army = bn_army_new (leader_id, name);

  bn_army_set_muster (army, muster_typed (fixture, "QH,AC", 7));
  g_assert_cmpuint (bn_army_get_points (army), ==, BARON_POINTS);
  return army;
}

static inline BnUnit *
catalogue_unit (Fixture    *fixture,
                const char *type_id,
                BnColour    colour)
{
  g_autoptr(GError) error = NULL;
  BnUnit *unit = bn_unit_rules_new_unit (fixture->unit_rules, type_id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (unit);
  unit->colour = colour;
  return unit;
}

/* Adds a catalogue unit; returns its index. */
static inline guint
add_unit (Fixture    *fixture,
          BnArmy     *army,
          const char *type_id,
          BnColour    colour,
          guint       promise)
{
  g_ptr_array_add (army->units, bn_army_unit_new (catalogue_unit (fixture, type_id, colour), promise));
  return army->units->len - 1;
}

static inline void
add_post (BnArmy     *army,
          gint64      leader_id,
          BnArmyRole  role,
          gint        unit_index)
{
  g_ptr_array_add (army->posts, bn_army_post_new (leader_id, role, unit_index));
}

static inline BnArmyReport *
check_army (Fixture        *fixture,
            const BnArmy   *army,
            const BnLeader *leader,
            GPtrArray      *domain)
{
  BnArmyReport *report = bn_army_check (army, fixture->unit_rules, fixture->leader_rules, leader, domain);

  g_assert_nonnull (report);
  g_assert_cmpuint (report->unit_costs->len, ==, army->units->len);
  g_assert_cmpuint (report->breakdowns->len, ==, army->units->len);
  return report;
}

static inline guint
count_code (const BnArmyReport *report,
            const char         *code)
{
  guint n = 0;

  for (guint i = 0; i < report->problems->len; i++)
    n += g_strcmp0 (((BnArmyProblem *) g_ptr_array_index (report->problems, i))->code, code) == 0;
  return n;
}

static inline guint
unit_cost (const BnArmyReport *report,
           guint               index)
{
  return g_array_index (report->unit_costs, guint, index);
}

/* Errors come before warnings, and the counts add up. */
static inline void
assert_errors_first (const BnArmyReport *report)
{
  gboolean seen_warning = FALSE;

  for (guint i = 0; i < report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);

      if (problem->level == BN_ARMY_PROBLEM_WARNING)
        seen_warning = TRUE;
      else
        g_assert_false (seen_warning);
      g_assert_nonnull (problem->message);
      g_assert_cmpstr (problem->message, !=, "");
    }
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR) +
                    bn_army_report_count (report, BN_ARMY_PROBLEM_WARNING), ==, report->problems->len);
}

/* The problem with @code, which must be there once at @level. */
static inline const BnArmyProblem *
expect_problem (const BnArmyReport *report,
                const char         *code,
                BnArmyProblemLevel  level)
{
  const BnArmyProblem *problem = bn_army_report_find (report, code);

  if (problem == NULL)
    g_test_message ("no problem “%s” among %u", code, report->problems->len);
  g_assert_nonnull (problem);
  g_assert_cmpstr (problem->code, ==, code);
  g_assert_cmpint (problem->level, ==, level);
  g_assert_cmpuint (count_code (report, code), ==, 1);
  return problem;
}

static inline void
expect_no_problem (const BnArmyReport *report,
                   const char         *code)
{
  const BnArmyProblem *problem = bn_army_report_find (report, code);

  if (problem != NULL)
    g_test_message ("unexpected “%s”: %s", code, problem->message);
  g_assert_null (problem);
}

/* A King/Leader on the roster (Lionheart, King/Leader, Leadership
 * Rating), worked by hand:
 *   mounted, light armour, spears, rating 3: (14 + 2 + 0) × 3/2 = 24
 *   on foot, medium armour, spears, shields, rating 1: (10 + 3 + 0 + 1) × 1/2 = 7
 *   on foot, light armour, spears, rating 3: (10 + 1) × 3/2 = 16 1/2 → 17 */
static inline BnUnit *
king_unit (BnArm    arm,
           BnArmour armour,
           gboolean shields,
           guint    leadership)
{
  BnUnit *unit = bn_unit_new ();

  unit->arm = arm;
  unit->armour = armour;
  unit->shields = shields;
  unit->leadership = leadership;
  unit->figures = arm == BN_ARM_HORSE ? 1 : 2;
  unit->colour = BN_COLOUR_RED;
  bn_unit_set_weapons (unit, (const char * const[]) { "spear", NULL });
  return unit;
}

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
