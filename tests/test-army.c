/* test-army.c — rosters: what they cost, what is wrong with them, and how
 * they are kept.
 *
 * Every cost below is worked out by hand from data/units.xml (Lionheart's
 * costs and the house choices of docs/rules.md), never read back from the
 * rules under test:
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
 *
 * Each test has its own database in a fresh temporary directory; what the
 * store says is checked against row counts read from SQLite directly.
 */
#include <glib/gstdio.h>
#include <gio/gio.h>
#include <sqlite3.h>

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

static void
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

static void
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

static void
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

/* ---- SQLite behind the store's back ---- */

static gint64
count_rows (const char *path,
            const char *table)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  g_autofree char *sql = g_strdup_printf ("SELECT count(*) FROM %s", table);
  gint64 count;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  count = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return count;
}

typedef struct
{
  gint64 armies;
  gint64 units;
  gint64 posts;
  gint64 draws;
} Counts;

static Counts
counts_of (const char *path)
{
  Counts counts;

  counts.armies = count_rows (path, "army");
  counts.units = count_rows (path, "army_unit");
  counts.posts = count_rows (path, "army_post");
  counts.draws = count_rows (path, "army_draw");
  return counts;
}

static void
assert_counts (const char *path,
               gint64      armies,
               gint64      units,
               gint64      posts,
               gint64      draws)
{
  Counts counts = counts_of (path);

  g_assert_cmpint (counts.armies, ==, armies);
  g_assert_cmpint (counts.units, ==, units);
  g_assert_cmpint (counts.posts, ==, posts);
  g_assert_cmpint (counts.draws, ==, draws);
}

/* ---- leaders, musters and units ---- */

static BnLeader *
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
static BnLeader *
make_baron (Fixture *fixture)
{
  BnLeader *baron = make_leader (fixture, "Baron Hugh", TRUE, FALSE, 0, BARON_CARDS);

  g_assert_cmpuint (baron->social_rank, ==, 3);
  g_assert_cmpuint (baron->esteem_level, ==, 4);
  g_assert_cmpuint (baron->household, ==, 7);
  baron->id = 1;
  return baron;
}

static BnMuster *
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
static BnArmy *
make_army (Fixture    *fixture,
           gint64      leader_id,
           const char *name)
{
  BnArmy *army = bn_army_new (leader_id, name);

  bn_army_set_muster (army, muster_typed (fixture, "QH,AC", 7));
  g_assert_cmpuint (bn_army_get_points (army), ==, BARON_POINTS);
  return army;
}

static BnUnit *
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
static guint
add_unit (Fixture    *fixture,
          BnArmy     *army,
          const char *type_id,
          BnColour    colour,
          guint       promise)
{
  g_ptr_array_add (army->units, bn_army_unit_new (catalogue_unit (fixture, type_id, colour), promise));
  return army->units->len - 1;
}

static void
add_post (BnArmy     *army,
          gint64      leader_id,
          BnArmyRole  role,
          gint        unit_index)
{
  g_ptr_array_add (army->posts, bn_army_post_new (leader_id, role, unit_index));
}

static BnArmyReport *
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

static guint
count_code (const BnArmyReport *report,
            const char         *code)
{
  guint n = 0;

  for (guint i = 0; i < report->problems->len; i++)
    n += g_strcmp0 (((BnArmyProblem *) g_ptr_array_index (report->problems, i))->code, code) == 0;
  return n;
}

static guint
unit_cost (const BnArmyReport *report,
           guint               index)
{
  return g_array_index (report->unit_costs, guint, index);
}

/* Errors come before warnings, and the counts add up. */
static void
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
static const BnArmyProblem *
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

static void
expect_no_problem (const BnArmyReport *report,
                   const char         *code)
{
  const BnArmyProblem *problem = bn_army_report_find (report, code);

  if (problem != NULL)
    g_test_message ("unexpected “%s”: %s", code, problem->message);
  g_assert_null (problem);
}

/* ---- the muster ---- */

static void
test_muster_typed (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnMuster) muster = muster_typed (fixture, "QH,AC", baron->household);
  g_autoptr(BnMuster) joker = muster_typed (fixture, "QH,RJ,5C", baron->household);
  g_autoptr(BnMuster) black = muster_typed (fixture, "2C,2D", baron->household);
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BnMuster) none = NULL;
  const BnDraw *draw;

  /* A red face: 7 × 6, and the Ace adds 1. */
  g_assert_cmpuint (muster->household, ==, 7);
  g_assert_cmpuint (muster->factor, ==, 6);
  g_assert_cmpuint (muster->basic_points, ==, 42);
  g_assert_cmpuint (muster->bonus_points, ==, 1);
  g_assert_cmpuint (muster->army_points, ==, 43);
  g_assert_cmpuint (muster->draws->len, ==, 2);
  draw = g_ptr_array_index (muster->draws, 0);
  g_assert_cmpstr (draw->step, ==, "army-multiplier");
  g_assert_cmpint (draw->source, ==, BN_CHANCE_SOURCE_TYPED);
  draw = g_ptr_array_index (muster->draws, 1);
  g_assert_cmpstr (draw->step, ==, "army-bonus");

  /* A joker as bonus is worth 0 and the 5 is drawn after it. */
  g_assert_cmpuint (joker->army_points, ==, 47);
  g_assert_cmpuint (joker->bonus_points, ==, 5);
  g_assert_cmpuint (joker->draws->len, ==, 3);

  /* A numbered card: 7 × 5 + 2. */
  g_assert_cmpuint (black->factor, ==, 5);
  g_assert_cmpuint (black->army_points, ==, 37);

  /* Too few cards. */
  g_assert_true (bn_chance_push_cards_text (chance, "QH", NULL));
  none = bn_muster_draw (fixture->leader_rules, chance, 7, &error);
  g_assert_null (none);
  g_assert_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED);
}

/* ---- costs ---- */

static void
test_check_arithmetic (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Vanguard");
  g_autoptr(BnArmyReport) report = NULL;
  g_autoptr(BnArmyReport) richer = NULL;
  g_autofree char *knights_text = NULL;
  g_autofree char *genoese_text = NULL;

  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  add_unit (fixture, army, "spearmen", BN_COLOUR_BLUE, 0);
  add_unit (fixture, army, "genoese-crossbowmen", BN_COLOUR_GREEN, 2);
  add_unit (fixture, army, "levy-spearmen", BN_COLOUR_RED, 0);

  report = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (report->army_points, ==, 43);
  g_assert_cmpuint (unit_cost (report, 0), ==, 24);
  g_assert_cmpuint (unit_cost (report, 1), ==, 8);
  g_assert_cmpuint (unit_cost (report, 2), ==, 2);
  g_assert_cmpuint (unit_cost (report, 3), ==, 3);
  g_assert_cmpuint (report->spent, ==, 24 + 8 + 2 + 3);
  g_assert_cmpuint (report->promised, ==, 2);
  g_assert_cmpuint (report->unspent, ==, 43 - 37 - 2);
  g_assert_cmpuint (report->over, ==, 0);

  knights_text = bn_cost_breakdown_to_string (g_ptr_array_index (report->breakdowns, 0));
  g_assert_cmpstr (knights_text, ==, "horse 8 + heavy armour 12 + lance 0 + good morale 4 = 24");
  genoese_text = bn_cost_breakdown_to_string (g_ptr_array_index (report->breakdowns, 2));
  g_assert_nonnull (strstr (genoese_text, "= 6;"));
  g_assert_nonnull (strstr (genoese_text, "promise at least 2"));

  /* Four units of every colour, a Notable leader's battle line: clean. */
  g_assert_cmpuint (report->problems->len, ==, 0);

  /* A bigger promise is owed, not spent. */
  ((BnArmyUnit *) g_ptr_array_index (army->units, 2))->promise = 5;
  richer = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (richer->spent, ==, 37);
  g_assert_cmpuint (richer->promised, ==, 5);
  g_assert_cmpuint (richer->unspent, ==, 1);
  g_assert_cmpuint (bn_army_report_count (richer, BN_ARMY_PROBLEM_ERROR), ==, 0);

  /* The cost alone, with no leader to check against: units and promises. */
  g_assert_cmpuint (bn_army_get_cost (army, fixture->unit_rules), ==, 37 + 5);
}

/* Spending the points exactly is legal; one more is over by one. */
static void
test_check_exact_points (Fixture       *fixture,
                         gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Main battle");
  g_autoptr(BnArmyReport) exact = NULL;
  g_autoptr(BnArmyReport) over = NULL;
  const BnArmyProblem *problem;

  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  add_unit (fixture, army, "men-at-arms", BN_COLOUR_BLUE, 0);
  add_unit (fixture, army, "spearmen", BN_COLOUR_GREEN, 0);
  exact = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (exact->spent, ==, 24 + 11 + 8);
  g_assert_cmpuint (exact->unspent, ==, 0);
  g_assert_cmpuint (exact->over, ==, 0);
  expect_no_problem (exact, "over-points");
  g_assert_cmpuint (bn_army_report_count (exact, BN_ARMY_PROBLEM_ERROR), ==, 0);

  add_unit (fixture, army, "peasant-levy", BN_COLOUR_RED, 0);
  over = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (unit_cost (over, 3), ==, 1);
  g_assert_cmpuint (over->spent, ==, 44);
  g_assert_cmpuint (over->over, ==, 1);
  g_assert_cmpuint (over->unspent, ==, 0);
  problem = expect_problem (over, "over-points", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpint (problem->unit_index, ==, -1);
  g_assert_nonnull (strstr (problem->message, "43"));
  g_assert_nonnull (strstr (problem->message, "44"));
}

/* Over counts what is owed: the units' cost now and the promises. */
static void
test_check_over_points (Fixture       *fixture,
                        gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Too dear");
  g_autoptr(BnArmyReport) report = NULL;
  g_autoptr(BnArmyReport) by_promise = NULL;

  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  add_unit (fixture, army, "men-at-arms", BN_COLOUR_BLUE, 0);
  add_unit (fixture, army, "condottieri", BN_COLOUR_GREEN, 10);
  report = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (unit_cost (report, 2), ==, 6);
  g_assert_cmpuint (report->spent, ==, 41);
  g_assert_cmpuint (report->promised, ==, 10);
  g_assert_cmpuint (report->over, ==, 41 + 10 - 43);
  g_assert_cmpuint (report->unspent, ==, 0);
  expect_problem (report, "over-points", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 1);

  /* Spent alone is within the points: only the promise puts it over. */
  ((BnArmyUnit *) g_ptr_array_index (army->units, 2))->promise = 2 + 6;
  g_clear_pointer (&report, bn_army_report_free);
  report = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (report->over, ==, 41 + 8 - 43);
  ((BnArmyUnit *) g_ptr_array_index (army->units, 2))->promise = 2;
  by_promise = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (by_promise->over, ==, 0);
  g_assert_cmpuint (by_promise->unspent, ==, 0);
  expect_no_problem (by_promise, "over-points");
  /* …but 2 is below the condottieri's minimum of 6. */
  expect_problem (by_promise, "promise-too-low", BN_ARMY_PROBLEM_ERROR);
}

static void
test_check_mercenary_promise (Fixture       *fixture,
                              gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Hirelings");
  g_autoptr(BnArmyReport) ok = NULL;
  g_autoptr(BnArmyReport) low = NULL;
  BnArmyUnit *hired;
  const BnArmyProblem *problem;
  guint index;

  /* Brabançon spearmen: 10 regular, a quarter is 2 1/2 → 3, promised 3. */
  add_unit (fixture, army, "brabancon-spearmen", BN_COLOUR_RED, 3);
  /* Regular spearmen hired as mercenaries: 8 → 2, promised 2. */
  index = add_unit (fixture, army, "spearmen", BN_COLOUR_BLUE, 2);
  hired = g_ptr_array_index (army->units, index);
  hired->unit->mercenary = TRUE;

  ok = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (unit_cost (ok, 0), ==, 3);
  g_assert_cmpuint (unit_cost (ok, 1), ==, 2);
  g_assert_cmpuint (bn_cost_breakdown_get_minimum_promise (g_ptr_array_index (ok->breakdowns, 0)), ==, 3);
  g_assert_cmpuint (bn_cost_breakdown_get_minimum_promise (g_ptr_array_index (ok->breakdowns, 1)), ==, 2);
  g_assert_cmpuint (bn_cost_breakdown_get_regular_cost (g_ptr_array_index (ok->breakdowns, 0)), ==, 10);
  g_assert_cmpuint (ok->spent, ==, 5);
  g_assert_cmpuint (ok->promised, ==, 5);
  g_assert_cmpuint (ok->unspent, ==, 43 - 10);
  g_assert_cmpuint (bn_army_report_count (ok, BN_ARMY_PROBLEM_ERROR), ==, 0);

  /* One point short of the minimum. */
  hired->promise = 1;
  low = check_army (fixture, army, baron, NULL);
  problem = expect_problem (low, "promise-too-low", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpint (problem->unit_index, ==, 1);
  g_assert_nonnull (strstr (problem->message, "at least their cost, 2 points, not 1"));
  g_assert_cmpuint (low->spent, ==, 5);
  g_assert_cmpuint (low->promised, ==, 4);
  g_assert_cmpuint (bn_army_report_count (low, BN_ARMY_PROBLEM_ERROR), ==, 1);
}

static void
test_check_promise_to_regular (Fixture       *fixture,
                               gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Paid levy");
  g_autoptr(BnArmyReport) report = NULL;
  const BnArmyProblem *problem;

  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  add_unit (fixture, army, "spearmen", BN_COLOUR_BLUE, 3);
  report = check_army (fixture, army, baron, NULL);
  problem = expect_problem (report, "promise-to-regular", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpint (problem->unit_index, ==, 1);
  expect_no_problem (report, "promise-too-low");
  g_assert_cmpuint (report->spent, ==, 32);
  /* What is owed after the battle is owed to mercenaries only. */
  g_assert_cmpuint (report->promised, ==, 0);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 1);
}

static void
test_check_not_mustered (Fixture       *fixture,
                         gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = bn_army_new (baron->id, "Unmustered");
  g_autoptr(BnArmyReport) report = NULL;
  const BnArmyProblem *problem;

  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  g_assert_cmpuint (bn_army_get_points (army), ==, 0);
  report = check_army (fixture, army, baron, NULL);
  problem = expect_problem (report, "not-mustered", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpint (problem->unit_index, ==, -1);
  g_assert_cmpuint (report->army_points, ==, 0);
  g_assert_cmpuint (report->spent, ==, 24);
  g_assert_cmpuint (report->unspent, ==, 0);
  g_assert_cmpuint (report->over, ==, 0);
  expect_no_problem (report, "over-points");
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 1);
}

static void
test_check_illegal_unit (Fixture       *fixture,
                         gconstpointer  user_data)
{
  static const char * const longbow[] = { "longbow", NULL };
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Horse archers");
  g_autoptr(BnArmyReport) report = NULL;
  const BnArmyProblem *problem;
  guint index;

  add_unit (fixture, army, "spearmen", BN_COLOUR_RED, 0);
  index = add_unit (fixture, army, "mounted-knights", BN_COLOUR_BLUE, 0);
  bn_unit_set_weapons (((BnArmyUnit *) g_ptr_array_index (army->units, index))->unit, longbow);

  report = check_army (fixture, army, baron, NULL);
  problem = expect_problem (report, "illegal-unit", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpint (problem->unit_index, ==, 1);
  g_assert_nonnull (strstr (problem->message, "longbows are for infantry only (Lionheart, Weapons)"));
  g_assert_nonnull (strstr (problem->message, "unit 2"));
  g_assert_cmpuint (unit_cost (report, 0), ==, 8);
  g_assert_cmpuint (unit_cost (report, 1), ==, 0);
  g_assert_nonnull (g_ptr_array_index (report->breakdowns, 0));
  g_assert_null (g_ptr_array_index (report->breakdowns, 1));
  g_assert_cmpuint (report->spent, ==, 8);
  g_assert_cmpuint (report->unspent, ==, 35);
}

static void
test_check_colours (Fixture       *fixture,
                    gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Motley");
  g_autoptr(BnArmyReport) report = NULL;
  g_autoptr(BnArmyReport) coloured = NULL;
  guint no_colour_units = 0;

  add_unit (fixture, army, "spearmen", BN_COLOUR_RED, 0);
  add_unit (fixture, army, "levy-spearmen", BN_COLOUR_NONE, 0);
  add_unit (fixture, army, "peasant-levy", BN_COLOUR_NONE, 0);
  add_unit (fixture, army, "peasant-levy", BN_COLOUR_RED, 0);

  report = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (count_code (report, "no-colour"), ==, 2);
  g_assert_cmpuint (count_code (report, "colour-missing"), ==, 2);
  for (guint i = 0; i < report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);

      if (g_str_equal (problem->code, "no-colour"))
        {
          g_assert_cmpint (problem->level, ==, BN_ARMY_PROBLEM_WARNING);
          g_assert_true (problem->unit_index == 1 || problem->unit_index == 2);
          /* It says what happens: the battle gives it a colour (docs/rules.md). */
          g_assert_nonnull (strstr (problem->message, "has no command colour: at the battle it takes the colour the "
                                                      "fewest units have"));
          no_colour_units |= 1u << problem->unit_index;
        }
      else if (g_str_equal (problem->code, "colour-missing"))
        {
          g_assert_cmpint (problem->level, ==, BN_ARMY_PROBLEM_WARNING);
          g_assert_true (strstr (problem->message, "blue") != NULL || strstr (problem->message, "green") != NULL);
          g_assert_null (strstr (problem->message, "red"));
        }
    }
  g_assert_cmpuint (no_colour_units, ==, (1u << 1) | (1u << 2));
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 0);

  /* Every unit coloured and every colour used: no colour warning. */
  ((BnArmyUnit *) g_ptr_array_index (army->units, 1))->unit->colour = BN_COLOUR_BLUE;
  ((BnArmyUnit *) g_ptr_array_index (army->units, 2))->unit->colour = BN_COLOUR_GREEN;
  coloured = check_army (fixture, army, baron, NULL);
  expect_no_problem (coloured, "no-colour");
  expect_no_problem (coloured, "colour-missing");
  g_assert_cmpuint (coloured->problems->len, ==, 0);
}

static void
test_check_no_units (Fixture       *fixture,
                     gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Empty");
  g_autoptr(BnArmyReport) report = check_army (fixture, army, baron, NULL);

  expect_problem (report, "no-units", BN_ARMY_PROBLEM_WARNING);
  /* No unit is not also three missing colours. */
  expect_no_problem (report, "colour-missing");
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 0);
  g_assert_cmpuint (report->spent, ==, 0);
  g_assert_cmpuint (report->unspent, ==, 43);
}

static void
test_check_errors_first (Fixture       *fixture,
                         gconstpointer  user_data)
{
  static const char * const longbow[] = { "longbow", NULL };
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Everything wrong");
  g_autoptr(BnArmyReport) report = NULL;
  guint index;

  /* Warnings about unit 1 and the colours are found before the errors
   * that follow; the report still lists every error first. */
  add_unit (fixture, army, "peasant-levy", BN_COLOUR_NONE, 0);
  index = add_unit (fixture, army, "mounted-knights", BN_COLOUR_NONE, 0);
  bn_unit_set_weapons (((BnArmyUnit *) g_ptr_array_index (army->units, index))->unit, longbow);
  add_unit (fixture, army, "genoese-crossbowmen", BN_COLOUR_RED, 1);
  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  add_post (army, 99, BN_ARMY_ROLE_CAPTAIN, -1);

  report = check_army (fixture, army, baron, NULL);
  assert_errors_first (report);
  expect_problem (report, "illegal-unit", BN_ARMY_PROBLEM_ERROR);
  expect_problem (report, "promise-too-low", BN_ARMY_PROBLEM_ERROR);
  expect_problem (report, "over-points", BN_ARMY_PROBLEM_ERROR);
  expect_problem (report, "post-outside-domain", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpuint (count_code (report, "no-colour"), ==, 2);
  g_assert_cmpuint (count_code (report, "colour-missing"), ==, 2);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 4);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_WARNING), ==, 4);
  g_assert_cmpint (((BnArmyProblem *) g_ptr_array_index (report->problems, 0))->level, ==,
                   BN_ARMY_PROBLEM_ERROR);
}

/* ---- minimum command ---- */

/* A player-leader (Baron, rank 3) whose esteem card makes the level. */
static BnLeader *
leader_of_esteem (Fixture    *fixture,
                  const char *esteem_card,
                  guint       expected_level)
{
  g_autofree char *cards = g_strdup_printf ("%s,9S,5D", esteem_card);
  BnLeader *leader = make_leader (fixture, "Sir Test", TRUE, FALSE, 0, cards);

  g_assert_cmpuint (leader->esteem_level, ==, expected_level);
  leader->id = 1;
  return leader;
}

static gboolean
command_warned (Fixture        *fixture,
                const BnLeader *leader,
                const char     *const *type_ids,
                gboolean        commands)
{
  g_autoptr(BnArmy) army = make_army (fixture, leader->id, "Test");
  g_autoptr(BnArmyReport) report = NULL;
  const BnArmyProblem *problem;

  /* Big armies are fine here: only the warning matters. */
  army->muster->army_points = 1000;
  for (guint i = 0; type_ids[i] != NULL; i++)
    add_unit (fixture, army, type_ids[i], BN_COLOUR_RED, 0);
  if (commands)
    add_post (army, leader->id, BN_ARMY_ROLE_COMMANDER, -1);
  report = check_army (fixture, army, leader, NULL);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 0);
  problem = bn_army_report_find (report, "minimum-command");
  if (problem == NULL)
    return FALSE;
  g_assert_cmpint (problem->level, ==, BN_ARMY_PROBLEM_WARNING);
  g_assert_cmpuint (count_code (report, "minimum-command"), ==, 1);
  g_assert_nonnull (strstr (problem->message, leader->name));
  return TRUE;
}

static void
test_command_unknown (Fixture       *fixture,
                      gconstpointer  user_data)
{
  static const char *const none[] = { NULL };
  static const char *const levy[] = { "levy-spearmen", NULL };
  g_autoptr(BnLeader) leader = leader_of_esteem (fixture, "AH", 1);

  g_assert_false (command_warned (fixture, leader, none, FALSE));
  g_assert_false (command_warned (fixture, leader, levy, FALSE));
}

static void
test_command_ordinary (Fixture       *fixture,
                       gconstpointer  user_data)
{
  static const char *const levy[] = { "levy-spearmen", "spearmen", "pikemen", NULL };
  static const char *const hobilars[] = { "levy-spearmen", "hobilars", NULL };
  static const char *const men_at_arms[] = { "men-at-arms", NULL };
  static const char *const sergeants[] = { "mounted-sergeants", NULL };
  static const char *const none[] = { NULL };
  g_autoptr(BnLeader) leader = leader_of_esteem (fixture, "2H", 2);

  /* Medium armour is not men-at-arms, however many. */
  g_assert_true (command_warned (fixture, leader, levy, FALSE));
  g_assert_true (command_warned (fixture, leader, none, FALSE));
  /* Any horse, even light; or heavy foot. */
  g_assert_false (command_warned (fixture, leader, hobilars, FALSE));
  g_assert_false (command_warned (fixture, leader, sergeants, FALSE));
  g_assert_false (command_warned (fixture, leader, men_at_arms, FALSE));
}

static void
test_command_known (Fixture       *fixture,
                    gconstpointer  user_data)
{
  static const char *const b_horse[] = { "mounted-sergeants", "hobilars", "spearmen", NULL };
  static const char *const mounted[] = { "spearmen", "mounted-knights", NULL };
  static const char *const dismounted[] = { "dismounted-knights", NULL };
  static const char *const heavy_foot[] = { "men-at-arms", NULL };
  g_autoptr(BnLeader) leader = leader_of_esteem (fixture, "4H", 3);

  /* Mounted sergeants are cavalry but B-class: not knights. */
  g_assert_true (command_warned (fixture, leader, b_horse, FALSE));
  /* Men-at-arms are A-class heavy foot, but not knights: only unit types
   * that say they are (units.xml kinds). */
  g_assert_true (command_warned (fixture, leader, heavy_foot, FALSE));
  g_assert_false (command_warned (fixture, leader, mounted, FALSE));
  g_assert_false (command_warned (fixture, leader, dismounted, FALSE));
}

static void
test_command_notable (Fixture       *fixture,
                      gconstpointer  user_data)
{
  static const char *const three[] = { "peasant-levy", "peasant-levy", "peasant-levy", NULL };
  static const char *const four[] = { "peasant-levy", "peasant-levy", "peasant-levy", "peasant-levy", NULL };
  g_autoptr(BnLeader) leader = leader_of_esteem (fixture, "6H", 4);

  g_assert_true (command_warned (fixture, leader, three, FALSE));
  g_assert_false (command_warned (fixture, leader, four, FALSE));
}

static void
test_command_famous (Fixture       *fixture,
                     gconstpointer  user_data)
{
  static const char *const line[] = { "mounted-knights", "mounted-knights", "men-at-arms", "men-at-arms", NULL };
  g_autoptr(BnLeader) famous = leader_of_esteem (fixture, "JH", 5);
  g_autoptr(BnLeader) extraordinary = leader_of_esteem (fixture, "KH", 6);

  g_assert_true (command_warned (fixture, famous, line, FALSE));
  g_assert_false (command_warned (fixture, famous, line, TRUE));
  g_assert_true (command_warned (fixture, extraordinary, line, FALSE));
  g_assert_false (command_warned (fixture, extraordinary, line, TRUE));
}

/* Another leader commanding is not the leader commanding. */
static void
test_command_famous_other_commander (Fixture       *fixture,
                                     gconstpointer  user_data)
{
  g_autoptr(BnLeader) famous = leader_of_esteem (fixture, "10H", 5);
  g_autoptr(BnLeader) vassal = make_leader (fixture, "Sir Vassal", FALSE, FALSE, 1, "AH,6S,5D");
  g_autoptr(GPtrArray) domain = g_ptr_array_new ();
  g_autoptr(BnArmy) army = make_army (fixture, famous->id, "Deputy");
  g_autoptr(BnArmyReport) report = NULL;

  vassal->id = 2;
  g_ptr_array_add (domain, vassal);
  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  add_post (army, vassal->id, BN_ARMY_ROLE_COMMANDER, -1);
  report = check_army (fixture, army, famous, domain);
  expect_problem (report, "minimum-command", BN_ARMY_PROBLEM_WARNING);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 0);
}

/* ---- posts ---- */

typedef struct
{
  BnLeader *baron;        /* id 1 */
  BnLeader *vassal;       /* id 2, a Knight of his domain */
  BnLeader *hero;         /* id 3, a hero of his domain */
  GPtrArray *domain;      /* vassal, hero */
  BnArmy *army;           /* four coloured units, 43 points, 36 spent */
} Household;

static void
household_clear (Household *h)
{
  g_clear_pointer (&h->baron, bn_leader_free);
  g_clear_pointer (&h->domain, g_ptr_array_unref);
  g_clear_pointer (&h->army, bn_army_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Household, household_clear)

static void
household_init (Fixture   *fixture,
                Household *h)
{
  h->baron = make_baron (fixture);
  h->vassal = make_leader (fixture, "Sir Roger", FALSE, FALSE, 1, "AH,6S,5D");
  h->vassal->id = 2;
  h->hero = make_leader (fixture, "Wat the Bold", FALSE, TRUE, 1, "2H,6S,5D");
  h->hero->id = 3;
  g_assert_true (h->hero->is_hero);
  h->domain = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  g_ptr_array_add (h->domain, h->vassal);
  g_ptr_array_add (h->domain, h->hero);
  h->army = make_army (fixture, h->baron->id, "Household");
  add_unit (fixture, h->army, "mounted-knights", BN_COLOUR_RED, 0);
  add_unit (fixture, h->army, "spearmen", BN_COLOUR_BLUE, 0);
  add_unit (fixture, h->army, "levy-spearmen", BN_COLOUR_GREEN, 0);
  add_unit (fixture, h->army, "peasant-levy", BN_COLOUR_GREEN, 0);
}

static BnArmyReport *
household_check (Fixture   *fixture,
                 Household *h)
{
  BnArmyReport *report = check_army (fixture, h->army, h->baron, h->domain);

  assert_errors_first (report);
  return report;
}

static void
test_posts_legal (Fixture       *fixture,
                  gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnArmyReport) report = NULL;

  household_init (fixture, &h);
  add_post (h.army, h.baron->id, BN_ARMY_ROLE_COMMANDER, -1);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_CAPTAIN, -1);
  add_post (h.army, h.hero->id, BN_ARMY_ROLE_HERO, 1);
  report = household_check (fixture, &h);
  g_assert_cmpuint (report->problems->len, ==, 0);
  g_assert_cmpuint (report->spent, ==, 24 + 8 + 3 + 1);

  /* A vassal may command too, in the leader's place. */
  g_ptr_array_set_size (h.army->posts, 0);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_COMMANDER, -1);
  add_post (h.army, h.baron->id, BN_ARMY_ROLE_CAPTAIN, -1);
  g_clear_pointer (&report, bn_army_report_free);
  report = household_check (fixture, &h);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 0);
}

static void
test_posts_outside_domain (Fixture       *fixture,
                           gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnArmyReport) report = NULL;
  g_autoptr(BnArmyReport) without_domain = NULL;

  household_init (fixture, &h);
  add_post (h.army, 42, BN_ARMY_ROLE_CAPTAIN, -1);
  report = household_check (fixture, &h);
  expect_problem (report, "post-outside-domain", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 1);

  /* A vassal is of the domain only when the domain is given. */
  g_ptr_array_set_size (h.army->posts, 0);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_CAPTAIN, -1);
  without_domain = check_army (fixture, h.army, h.baron, NULL);
  expect_problem (without_domain, "post-outside-domain", BN_ARMY_PROBLEM_ERROR);
}

static void
test_posts_two_commanders (Fixture       *fixture,
                           gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnArmyReport) report = NULL;

  household_init (fixture, &h);
  add_post (h.army, h.baron->id, BN_ARMY_ROLE_COMMANDER, -1);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_COMMANDER, -1);
  report = household_check (fixture, &h);
  expect_problem (report, "two-commanders", BN_ARMY_PROBLEM_ERROR);
  expect_no_problem (report, "two-posts");
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 1);
}

static void
test_posts_hero_roles (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnArmyReport) captain = NULL;
  g_autoptr(BnArmyReport) commander = NULL;
  g_autoptr(BnArmyReport) leader_as_hero = NULL;

  household_init (fixture, &h);

  /* A hero as captain. */
  add_post (h.army, h.hero->id, BN_ARMY_ROLE_CAPTAIN, -1);
  captain = household_check (fixture, &h);
  expect_problem (captain, "hero-post", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpuint (bn_army_report_count (captain, BN_ARMY_PROBLEM_ERROR), ==, 1);

  /* A hero as commander. */
  g_ptr_array_set_size (h.army->posts, 0);
  add_post (h.army, h.hero->id, BN_ARMY_ROLE_COMMANDER, -1);
  commander = household_check (fixture, &h);
  expect_problem (commander, "hero-post", BN_ARMY_PROBLEM_ERROR);

  /* A leader in a hero's place. */
  g_ptr_array_set_size (h.army->posts, 0);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_HERO, 0);
  leader_as_hero = household_check (fixture, &h);
  expect_problem (leader_as_hero, "hero-post", BN_ARMY_PROBLEM_ERROR);
}

static void
test_posts_hero_unattached (Fixture       *fixture,
                            gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnArmyReport) none = NULL;
  g_autoptr(BnArmyReport) beyond = NULL;
  g_autoptr(BnArmyReport) last = NULL;

  household_init (fixture, &h);
  add_post (h.army, h.hero->id, BN_ARMY_ROLE_HERO, -1);
  none = household_check (fixture, &h);
  expect_problem (none, "hero-unattached", BN_ARMY_PROBLEM_ERROR);
  expect_no_problem (none, "hero-post");

  /* The army has four units: index 4 is none of them. */
  ((BnArmyPost *) g_ptr_array_index (h.army->posts, 0))->unit_index = 4;
  beyond = household_check (fixture, &h);
  expect_problem (beyond, "hero-unattached", BN_ARMY_PROBLEM_ERROR);

  ((BnArmyPost *) g_ptr_array_index (h.army->posts, 0))->unit_index = 3;
  last = household_check (fixture, &h);
  expect_no_problem (last, "hero-unattached");
  g_assert_cmpuint (bn_army_report_count (last, BN_ARMY_PROBLEM_ERROR), ==, 0);
}

static void
test_posts_two_posts (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnArmyReport) report = NULL;

  household_init (fixture, &h);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_COMMANDER, -1);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_CAPTAIN, -1);
  report = household_check (fixture, &h);
  expect_problem (report, "two-posts", BN_ARMY_PROBLEM_ERROR);
  expect_no_problem (report, "two-commanders");
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 1);
}

static void
test_posts_leader_unavailable (Fixture       *fixture,
                               gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnArmyReport) dead = NULL;
  g_autoptr(BnArmyReport) captured = NULL;
  g_autoptr(BnArmyReport) wounded = NULL;

  household_init (fixture, &h);
  add_post (h.army, h.vassal->id, BN_ARMY_ROLE_CAPTAIN, -1);

  g_free (h.vassal->status);
  h.vassal->status = g_strdup ("dead");
  dead = household_check (fixture, &h);
  expect_problem (dead, "leader-unavailable", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpuint (bn_army_report_count (dead, BN_ARMY_PROBLEM_ERROR), ==, 1);

  g_free (h.vassal->status);
  h.vassal->status = g_strdup ("captured");
  captured = household_check (fixture, &h);
  expect_problem (captured, "leader-unavailable", BN_ARMY_PROBLEM_ERROR);

  /* Wounded, he still takes the field. */
  g_free (h.vassal->status);
  h.vassal->status = g_strdup ("wounded");
  wounded = household_check (fixture, &h);
  expect_no_problem (wounded, "leader-unavailable");
}

static void
test_posts_remove_unit (Fixture       *fixture,
                        gconstpointer  user_data)
{
  g_auto(Household) h = { 0 };
  g_autoptr(BnLeader) second_hero = NULL;
  g_autoptr(BnArmyReport) report = NULL;
  const BnArmyPost *post;

  household_init (fixture, &h);
  second_hero = make_leader (fixture, "Jack Straw", FALSE, TRUE, 1, "3H,6S,5D");
  second_hero->id = 4;
  g_ptr_array_add (h.domain, bn_leader_copy (second_hero));

  add_post (h.army, h.baron->id, BN_ARMY_ROLE_COMMANDER, -1);
  add_post (h.army, h.hero->id, BN_ARMY_ROLE_HERO, 1);       /* with the spearmen */
  add_post (h.army, second_hero->id, BN_ARMY_ROLE_HERO, 3);  /* with the peasants */

  /* Take off the knights: both heroes follow their units down by one. */
  bn_army_remove_unit (h.army, 0);
  g_assert_cmpuint (h.army->units->len, ==, 3);
  g_assert_cmpstr (((BnArmyUnit *) g_ptr_array_index (h.army->units, 0))->unit->type_id, ==, "spearmen");
  post = g_ptr_array_index (h.army->posts, 0);
  g_assert_cmpint (post->unit_index, ==, -1);
  post = g_ptr_array_index (h.army->posts, 1);
  g_assert_cmpint (post->unit_index, ==, 0);
  post = g_ptr_array_index (h.army->posts, 2);
  g_assert_cmpint (post->unit_index, ==, 2);

  /* Take off the spearmen: their hero is detached, the other follows. */
  bn_army_remove_unit (h.army, 0);
  post = g_ptr_array_index (h.army->posts, 1);
  g_assert_cmpint (post->leader_id, ==, h.hero->id);
  g_assert_cmpint (post->unit_index, ==, -1);
  post = g_ptr_array_index (h.army->posts, 2);
  g_assert_cmpint (post->unit_index, ==, 1);
  g_assert_cmpstr (((BnArmyUnit *) g_ptr_array_index (h.army->units, 1))->unit->type_id, ==, "peasant-levy");

  report = household_check (fixture, &h);
  expect_problem (report, "hero-unattached", BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 1);
}

/* ---- the store ---- */

typedef struct
{
  BnCampaign *campaign;
  BnLeader *baron;
  BnLeader *vassal;
  BnLeader *hero;
} Stored;

static void
stored_clear (Stored *s)
{
  g_clear_pointer (&s->campaign, bn_campaign_free);
  g_clear_pointer (&s->baron, bn_leader_free);
  g_clear_pointer (&s->vassal, bn_leader_free);
  g_clear_pointer (&s->hero, bn_leader_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Stored, stored_clear)

static void
insert_ok (Fixture  *fixture,
           BnLeader *leader)
{
  g_autoptr(GError) error = NULL;

  leader->id = 0;
  g_assert_true (bn_store_insert_leader (fixture->store, leader, &error));
  g_assert_no_error (error);
  g_assert_cmpint (leader->id, >, 0);
}

/* A campaign with the Baron, a vassal Knight and a hero of his domain. */
static void
stored_init (Fixture    *fixture,
             Stored     *s,
             const char *campaign_name)
{
  g_autoptr(GError) error = NULL;

  s->campaign = bn_store_create_campaign (fixture->store, campaign_name, 42, &error);
  g_assert_no_error (error);
  g_assert_nonnull (s->campaign);
  s->baron = make_baron (fixture);
  s->baron->campaign_id = s->campaign->id;
  insert_ok (fixture, s->baron);
  s->vassal = make_leader (fixture, "Sir Roger", FALSE, FALSE, 1, "AH,6S,5D");
  s->vassal->campaign_id = s->campaign->id;
  s->vassal->liege_id = s->baron->id;
  insert_ok (fixture, s->vassal);
  s->hero = make_leader (fixture, "Wat the Bold", FALSE, TRUE, 1, "2H,6S,5D");
  s->hero->campaign_id = s->campaign->id;
  s->hero->liege_id = s->baron->id;
  insert_ok (fixture, s->hero);
}

/* Three units (a named mercenary among them), two posts, two draws. */
static BnArmy *
stored_army (Fixture    *fixture,
             Stored     *s,
             const char *name)
{
  BnArmy *army = make_army (fixture, s->baron->id, name);
  BnArmyUnit *hired;
  guint index;

  add_unit (fixture, army, "mounted-knights", BN_COLOUR_RED, 0);
  index = add_unit (fixture, army, "genoese-crossbowmen", BN_COLOUR_BLUE, 4);
  hired = g_ptr_array_index (army->units, index);
  g_free (hired->unit->name);
  hired->unit->name = g_strdup ("Doria’s company");
  hired->unit->figures = 6;
  add_unit (fixture, army, "kerns", BN_COLOUR_NONE, 0);
  add_post (army, s->baron->id, BN_ARMY_ROLE_COMMANDER, -1);
  add_post (army, s->hero->id, BN_ARMY_ROLE_HERO, 2);
  return army;
}

static void
save_ok (Fixture *fixture,
         BnArmy  *army)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bn_store_save_army (fixture->store, army, &error));
  g_assert_no_error (error);
  g_assert_cmpint (army->id, >, 0);
}

static BnArmy *
get_ok (Fixture *fixture,
        gint64   id)
{
  g_autoptr(GError) error = NULL;
  BnArmy *army = bn_store_get_army (fixture->store, id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (army);
  return army;
}

static void
assert_same_army (const BnArmy *a,
                  const BnArmy *b)
{
  g_assert_cmpint (a->id, ==, b->id);
  g_assert_cmpint (a->leader_id, ==, b->leader_id);
  g_assert_cmpstr (a->name, ==, b->name);
  g_assert_cmpint (a->deal, ==, b->deal);
  if (a->deal >= 0)
    g_assert_cmpuint (a->deal_seed, ==, b->deal_seed);

  g_assert_cmpuint (a->units->len, ==, b->units->len);
  for (guint i = 0; i < a->units->len; i++)
    {
      const BnArmyUnit *ua = g_ptr_array_index (a->units, i);
      const BnArmyUnit *ub = g_ptr_array_index (b->units, i);

      g_assert_cmpstr (ua->unit->type_id, ==, ub->unit->type_id);
      g_assert_cmpstr (ua->unit->name, ==, ub->unit->name);
      g_assert_cmpint (ua->unit->colour, ==, ub->unit->colour);
      g_assert_cmpuint (ua->unit->figures, ==, ub->unit->figures);
      g_assert_true (bn_unit_equal (ua->unit, ub->unit));
      g_assert_cmpuint (ua->promise, ==, ub->promise);
    }

  g_assert_cmpuint (a->posts->len, ==, b->posts->len);
  for (guint i = 0; i < a->posts->len; i++)
    {
      const BnArmyPost *pa = g_ptr_array_index (a->posts, i);
      const BnArmyPost *pb = g_ptr_array_index (b->posts, i);

      g_assert_cmpint (pa->leader_id, ==, pb->leader_id);
      g_assert_cmpint (pa->role, ==, pb->role);
      g_assert_cmpint (pa->unit_index, ==, pb->unit_index);
    }

  g_assert_true ((a->muster == NULL) == (b->muster == NULL));
  if (a->muster == NULL)
    return;
  g_assert_cmpuint (a->muster->household, ==, b->muster->household);
  g_assert_cmpuint (a->muster->factor, ==, b->muster->factor);
  g_assert_cmpuint (a->muster->basic_points, ==, b->muster->basic_points);
  g_assert_cmpuint (a->muster->bonus_points, ==, b->muster->bonus_points);
  g_assert_cmpuint (a->muster->army_points, ==, b->muster->army_points);
  g_assert_cmpuint (a->muster->multiplier_card, ==, b->muster->multiplier_card);
  g_assert_cmpuint (a->muster->draws->len, ==, b->muster->draws->len);
  for (guint i = 0; i < a->muster->draws->len; i++)
    {
      const BnDraw *da = g_ptr_array_index (a->muster->draws, i);
      const BnDraw *db = g_ptr_array_index (b->muster->draws, i);

      g_assert_cmpstr (da->step, ==, db->step);
      g_assert_cmpuint (da->card, ==, db->card);
      g_assert_cmpint (da->source, ==, db->source);
      g_assert_cmpstr (da->outcome, ==, db->outcome);
    }
}

static BnCard
card_of (const char *text)
{
  BnCard card = BN_CARD_INVALID;

  g_assert_true (bn_card_parse (text, &card, NULL));
  return card;
}

static void
test_store_save_and_read (Fixture       *fixture,
                          gconstpointer  user_data)
{
  g_auto(Stored) s = { 0 };
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) read = NULL;
  g_autoptr(BnArmyReport) report = NULL;
  g_autoptr(GPtrArray) domain = g_ptr_array_new ();
  const BnDraw *draw;

  stored_init (fixture, &s, "Hundred Years");
  army = stored_army (fixture, &s, "  Vanguard ");
  assert_counts (fixture->path, 0, 0, 0, 0);
  g_assert_cmpint (army->id, ==, 0);

  save_ok (fixture, army);
  g_assert_cmpstr (army->name, ==, "Vanguard");
  assert_counts (fixture->path, 1, 3, 2, 2);

  read = get_ok (fixture, army->id);
  assert_same_army (army, read);
  g_assert_cmpuint (read->muster->army_points, ==, 43);
  g_assert_cmpuint (read->muster->multiplier_card, ==, card_of ("QH"));
  draw = g_ptr_array_index (read->muster->draws, 0);
  g_assert_cmpstr (draw->step, ==, "army-multiplier");
  g_assert_cmpuint (draw->card, ==, card_of ("QH"));
  g_assert_cmpint (draw->source, ==, BN_CHANCE_SOURCE_TYPED);
  draw = g_ptr_array_index (read->muster->draws, 1);
  g_assert_cmpstr (draw->step, ==, "army-bonus");
  g_assert_cmpuint (draw->card, ==, card_of ("AC"));
  g_assert_cmpstr (((BnArmyUnit *) g_ptr_array_index (read->units, 1))->unit->name, ==, "Doria’s company");
  g_assert_cmpuint (((BnArmyUnit *) g_ptr_array_index (read->units, 1))->promise, ==, 4);
  g_assert_cmpint (((BnArmyUnit *) g_ptr_array_index (read->units, 2))->unit->colour, ==, BN_COLOUR_NONE);
  /* Kerns name their class (B) though unarmoured. */
  g_assert_cmpint (((BnArmyUnit *) g_ptr_array_index (read->units, 2))->unit->battle_class, ==,
                   BN_BATTLE_CLASS_B);
  g_assert_nonnull (read->created_at);
  g_assert_nonnull (read->updated_at);

  /* What was read back prices as what was saved: 24 + 2 + 2, 4 promised. */
  g_ptr_array_add (domain, s.vassal);
  g_ptr_array_add (domain, s.hero);
  report = check_army (fixture, read, s.baron, domain);
  g_assert_cmpuint (report->spent, ==, 28);
  g_assert_cmpuint (report->promised, ==, 4);
  g_assert_cmpuint (report->unspent, ==, 11);
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 0);
}

static void
test_store_save_replaces_children (Fixture       *fixture,
                                   gconstpointer  user_data)
{
  g_auto(Stored) s = { 0 };
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) read = NULL;
  g_autoptr(BnArmy) other = NULL;
  gint64 id;

  stored_init (fixture, &s, "Hundred Years");
  army = stored_army (fixture, &s, "Vanguard");
  save_ok (fixture, army);
  other = stored_army (fixture, &s, "Rearguard");
  save_ok (fixture, other);
  assert_counts (fixture->path, 2, 6, 4, 4);
  id = army->id;

  /* Fewer units and posts, more draws. */
  bn_army_remove_unit (army, 0);
  g_ptr_array_remove_index (army->posts, 0);
  add_post (army, s.vassal->id, BN_ARMY_ROLE_CAPTAIN, -1);
  add_post (army, s.baron->id, BN_ARMY_ROLE_COMMANDER, -1);
  ((BnArmyUnit *) g_ptr_array_index (army->units, 0))->promise = 7;
  bn_army_set_muster (army, muster_typed (fixture, "QH,RJ,5C", 7));
  save_ok (fixture, army);
  g_assert_cmpint (army->id, ==, id);
  assert_counts (fixture->path, 2, 2 + 3, 3 + 2, 3 + 2);

  read = get_ok (fixture, id);
  assert_same_army (army, read);
  g_assert_cmpuint (read->muster->army_points, ==, 47);
  g_assert_cmpstr (((BnArmyUnit *) g_ptr_array_index (read->units, 0))->unit->type_id, ==, "genoese-crossbowmen");
  g_assert_cmpuint (((BnArmyUnit *) g_ptr_array_index (read->units, 0))->promise, ==, 7);
  g_assert_cmpint (((BnArmyPost *) g_ptr_array_index (read->posts, 0))->unit_index, ==, 1);
  g_assert_cmpint (((BnArmyPost *) g_ptr_array_index (read->posts, 1))->leader_id, ==, s.vassal->id);

  /* The other army is untouched. */
  g_clear_pointer (&read, bn_army_free);
  read = get_ok (fixture, other->id);
  assert_same_army (other, read);

  /* Unmustered again: no draws kept. */
  bn_army_set_muster (army, NULL);
  save_ok (fixture, army);
  assert_counts (fixture->path, 2, 5, 5, 2);
  g_clear_pointer (&read, bn_army_free);
  read = get_ok (fixture, id);
  g_assert_null (read->muster);
  g_assert_cmpuint (bn_army_get_points (read), ==, 0);
}

static void
test_store_duplicate_name (Fixture       *fixture,
                           gconstpointer  user_data)
{
  g_auto(Stored) s = { 0 };
  g_autoptr(BnArmy) first = NULL;
  g_autoptr(BnArmy) second = NULL;
  g_autoptr(BnArmy) other_leader = NULL;
  g_autoptr(BnArmy) read = NULL;
  g_autoptr(GError) error = NULL;
  Counts before;

  stored_init (fixture, &s, "Hundred Years");
  first = stored_army (fixture, &s, "Vanguard");
  save_ok (fixture, first);
  before = counts_of (fixture->path);

  second = stored_army (fixture, &s, "Vanguard");
  g_assert_false (bn_store_save_army (fixture->store, second, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
  g_assert_nonnull (strstr (error->message, "Vanguard"));
  g_assert_cmpint (second->id, ==, 0);
  assert_counts (fixture->path, before.armies, before.units, before.posts, before.draws);

  /* Renaming the saved one into the name is refused just the same. */
  g_clear_error (&error);
  g_free (second->name);
  second->name = g_strdup ("Rearguard");
  save_ok (fixture, second);
  g_assert_false (bn_store_rename_army (fixture->store, second->id, "Vanguard", &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
  read = get_ok (fixture, second->id);
  g_assert_cmpstr (read->name, ==, "Rearguard");

  /* The vassal may have his own "Vanguard". */
  other_leader = make_army (fixture, s.vassal->id, "Vanguard");
  add_unit (fixture, other_leader, "spearmen", BN_COLOUR_RED, 0);
  save_ok (fixture, other_leader);
  g_assert_cmpint (count_rows (fixture->path, "army"), ==, 3);
}

static void
test_store_name_rules (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_auto(Stored) s = { 0 };
  g_autoptr(BnArmy) empty = NULL;
  g_autoptr(BnArmy) long_name = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name81 = g_strnfill (81, 'v');
  g_autofree char *name80 = g_strnfill (80, 'v');

  stored_init (fixture, &s, "Hundred Years");
  empty = stored_army (fixture, &s, "   ");
  g_assert_false (bn_store_save_army (fixture->store, empty, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  long_name = stored_army (fixture, &s, name81);
  g_assert_false (bn_store_save_army (fixture->store, long_name, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  assert_counts (fixture->path, 0, 0, 0, 0);
  g_clear_error (&error);

  g_free (long_name->name);
  long_name->name = g_strdup (name80);
  save_ok (fixture, long_name);
}

static void
test_store_rename (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_auto(Stored) s = { 0 };
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) read = NULL;
  g_autoptr(GError) error = NULL;

  stored_init (fixture, &s, "Hundred Years");
  army = stored_army (fixture, &s, "Vanguard");
  save_ok (fixture, army);

  g_assert_true (bn_store_rename_army (fixture->store, army->id, "The King’s Battle", &error));
  g_assert_no_error (error);
  read = get_ok (fixture, army->id);
  g_assert_cmpstr (read->name, ==, "The King’s Battle");
  /* Nothing else changed. */
  g_free (army->name);
  army->name = g_strdup ("The King’s Battle");
  assert_same_army (army, read);
  assert_counts (fixture->path, 1, 3, 2, 2);

  g_assert_false (bn_store_rename_army (fixture->store, army->id + 100, "Lost", &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (bn_store_rename_army (fixture->store, army->id, "", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_pointer (&read, bn_army_free);
  read = get_ok (fixture, army->id);
  g_assert_cmpstr (read->name, ==, "The King’s Battle");
}

static void
test_store_duplicate (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_auto(Stored) s = { 0 };
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) copy = NULL;
  g_autoptr(BnArmy) read = NULL;
  g_autoptr(BnArmy) refused = NULL;
  g_autoptr(GError) error = NULL;

  stored_init (fixture, &s, "Hundred Years");
  army = stored_army (fixture, &s, "Vanguard");
  save_ok (fixture, army);

  copy = bn_store_duplicate_army (fixture->store, army->id, "Vanguard II", &error);
  g_assert_no_error (error);
  g_assert_nonnull (copy);
  g_assert_cmpint (copy->id, >, 0);
  g_assert_cmpint (copy->id, !=, army->id);
  g_assert_cmpstr (copy->name, ==, "Vanguard II");
  g_assert_null (copy->muster);
  g_assert_cmpint (copy->deal, ==, -1);
  /* Units and posts copied; the muster's cards are not. */
  assert_counts (fixture->path, 2, 6, 4, 2);

  read = get_ok (fixture, copy->id);
  g_assert_null (read->muster);
  g_assert_cmpint (read->leader_id, ==, army->leader_id);
  g_assert_cmpuint (read->units->len, ==, army->units->len);
  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *a = g_ptr_array_index (army->units, i);
      const BnArmyUnit *b = g_ptr_array_index (read->units, i);

      g_assert_true (bn_unit_equal (a->unit, b->unit));
      g_assert_cmpuint (a->promise, ==, b->promise);
    }
  g_assert_cmpuint (read->posts->len, ==, army->posts->len);

  /* The original is as it was. */
  g_clear_pointer (&read, bn_army_free);
  read = get_ok (fixture, army->id);
  assert_same_army (army, read);

  /* A name the leader uses already, or an army that is not there. */
  refused = bn_store_duplicate_army (fixture->store, army->id, "Vanguard", &error);
  g_assert_null (refused);
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_null (bn_store_duplicate_army (fixture->store, 999, "Ghost", &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND);
  assert_counts (fixture->path, 2, 6, 4, 2);
}

static void
test_store_delete (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_auto(Stored) s = { 0 };
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) other = NULL;
  g_autoptr(BnArmy) gone = NULL;
  g_autoptr(GError) error = NULL;

  stored_init (fixture, &s, "Hundred Years");
  army = stored_army (fixture, &s, "Vanguard");
  save_ok (fixture, army);
  other = stored_army (fixture, &s, "Rearguard");
  save_ok (fixture, other);
  assert_counts (fixture->path, 2, 6, 4, 4);

  /* A deleted army is hidden, not removed: every row stays for its
   * restoration, and a new army may take its name meanwhile. */
  g_assert_true (bn_store_delete_army (fixture->store, army->id, &error));
  g_assert_no_error (error);
  assert_counts (fixture->path, 2, 6, 4, 4);
  gone = bn_store_get_army (fixture->store, army->id, &error);
  g_assert_null (gone);
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  {
    g_autoptr(GPtrArray) listed = bn_store_list_armies (fixture->store, s.campaign->id, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (listed->len, ==, 1);
  }

  g_assert_false (bn_store_delete_army (fixture->store, army->id, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* It is listed among the deleted records, under the name it takes back. */
  {
    g_autoptr(GPtrArray) deleted = bn_store_list_deleted (fixture->store, &error);
    const BnStoreDeleted *record;

    g_assert_no_error (error);
    g_assert_cmpuint (deleted->len, ==, 1);
    record = g_ptr_array_index (deleted, 0);
    g_assert_cmpint (record->kind, ==, BN_STORE_KIND_ARMY);
    g_assert_cmpint (record->id, ==, army->id);
    g_assert_cmpstr (record->name, ==, "Vanguard");
    g_assert_nonnull (record->deleted_at);
  }

  /* Restored, it is the army that was deleted, name and all. */
  g_assert_true (bn_store_restore (fixture->store, BN_STORE_KIND_ARMY, army->id, &error));
  g_assert_no_error (error);
  {
    g_autoptr(GPtrArray) deleted = bn_store_list_deleted (fixture->store, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (deleted->len, ==, 0);
  }
  {
    g_autoptr(BnArmy) back = bn_store_get_army (fixture->store, army->id, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (back->name, ==, "Vanguard");
    g_assert_cmpuint (back->units->len, ==, army->units->len);
    g_assert_cmpuint (back->posts->len, ==, army->posts->len);
  }

  g_assert_true (bn_store_delete_army (fixture->store, other->id, &error));
  g_assert_no_error (error);
  g_assert_true (bn_store_delete_army (fixture->store, army->id, &error));
  g_assert_no_error (error);
  assert_counts (fixture->path, 2, 6, 4, 4);
  /* Deleting armies leaves their leaders. */
  g_assert_cmpint (count_rows (fixture->path, "leader"), ==, 3);
}

static void
test_store_list_by_campaign (Fixture       *fixture,
                             gconstpointer  user_data)
{
  g_auto(Stored) hundred = { 0 };
  g_auto(Stored) roses = { 0 };
  g_autoptr(BnArmy) a = NULL;
  g_autoptr(BnArmy) b = NULL;
  g_autoptr(BnArmy) c = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;

  stored_init (fixture, &hundred, "Hundred Years");
  stored_init (fixture, &roses, "Wars of the Roses");
  a = stored_army (fixture, &hundred, "Vanguard");
  save_ok (fixture, a);
  b = stored_army (fixture, &roses, "Vanguard");
  save_ok (fixture, b);
  c = make_army (fixture, hundred.vassal->id, "Sir Roger’s lances");
  save_ok (fixture, c);

  list = bn_store_list_armies (fixture->store, hundred.campaign->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 2);
  assert_same_army (a, g_ptr_array_index (list, 0));
  assert_same_army (c, g_ptr_array_index (list, 1));
  g_clear_pointer (&list, g_ptr_array_unref);

  list = bn_store_list_armies (fixture->store, roses.campaign->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  assert_same_army (b, g_ptr_array_index (list, 0));
  g_clear_pointer (&list, g_ptr_array_unref);

  list = bn_store_list_armies (fixture->store, 999, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 0);
}

static guint
campaign_deals (Fixture *fixture,
                gint64   id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCampaign) campaign = bn_store_get_campaign (fixture->store, id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (campaign);
  /* (G_MAXUINT only to satisfy -Wnull-dereference: the assertion stops first.) */
  return campaign != NULL ? campaign->deals : G_MAXUINT;
}

/* A save refused part-way leaves every table as it was. */
static void
test_store_failed_save_unchanged (Fixture       *fixture,
                                  gconstpointer  user_data)
{
  g_auto(Stored) s = { 0 };
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) fresh = NULL;
  g_autoptr(BnArmy) read = NULL;
  g_autoptr(BnArmy) saved = NULL;
  g_autoptr(GError) error = NULL;
  guint deals;

  stored_init (fixture, &s, "Hundred Years");
  deals = campaign_deals (fixture, s.campaign->id);
  army = stored_army (fixture, &s, "Vanguard");
  save_ok (fixture, army);
  saved = bn_army_copy (army);
  assert_counts (fixture->path, 1, 3, 2, 2);

  /* A new army whose vassal holds two posts: nothing of it is kept. */
  fresh = stored_army (fixture, &s, "Rearguard");
  add_post (fresh, s.vassal->id, BN_ARMY_ROLE_CAPTAIN, -1);
  add_post (fresh, s.vassal->id, BN_ARMY_ROLE_COMMANDER, -1);
  fresh->deal = 0;
  g_assert_false (bn_store_save_army (fixture->store, fresh, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
  g_assert_cmpint (fresh->id, ==, 0);
  g_clear_error (&error);
  assert_counts (fixture->path, 1, 3, 2, 2);
  g_assert_cmpuint (campaign_deals (fixture, s.campaign->id), ==, deals);

  /* The saved army changed the same way: its old rows stay. */
  bn_army_remove_unit (army, 0);
  bn_army_set_muster (army, muster_typed (fixture, "QH,RJ,5C", 7));
  add_post (army, s.vassal->id, BN_ARMY_ROLE_CAPTAIN, -1);
  add_post (army, s.vassal->id, BN_ARMY_ROLE_CAPTAIN, -1);
  g_assert_false (bn_store_save_army (fixture->store, army, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
  g_assert_cmpint (army->id, ==, saved->id);
  assert_counts (fixture->path, 1, 3, 2, 2);
  read = get_ok (fixture, saved->id);
  assert_same_army (saved, read);
}

static void
test_store_not_found (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_auto(Stored) s = { 0 };
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) missing = NULL;
  g_autoptr(GError) error = NULL;

  stored_init (fixture, &s, "Hundred Years");
  missing = bn_store_get_army (fixture->store, 1, &error);
  g_assert_null (missing);
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Saving over an army that is not there does not create one. */
  army = stored_army (fixture, &s, "Phantom");
  army->id = 77;
  g_assert_false (bn_store_save_army (fixture->store, army, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND);
  g_assert_cmpint (army->id, ==, 77);
  assert_counts (fixture->path, 0, 0, 0, 0);
}

static void
test_store_deals (Fixture       *fixture,
                  gconstpointer  user_data)
{
  g_auto(Stored) s = { 0 };
  g_autoptr(BnArmy) typed = NULL;
  g_autoptr(BnArmy) dealt = NULL;
  g_autoptr(BnArmy) read = NULL;
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(GError) error = NULL;
  guint start;
  guint64 seed;

  stored_init (fixture, &s, "Hundred Years");
  start = campaign_deals (fixture, s.campaign->id);

  /* Typed cards: the campaign deck is not touched. */
  typed = make_army (fixture, s.baron->id, "Typed");
  g_assert_cmpint (typed->deal, ==, -1);
  save_ok (fixture, typed);
  g_assert_cmpuint (campaign_deals (fixture, s.campaign->id), ==, start);

  /* Drawn from the campaign's next shuffle: it is used up on saving. */
  seed = bn_campaign_get_deal_seed (s.campaign, start);
  chance = bn_chance_new_seeded (seed);
  dealt = bn_army_new (s.baron->id, "Dealt");
  bn_army_set_muster (dealt, bn_muster_draw (fixture->leader_rules, chance, 7, &error));
  g_assert_no_error (error);
  g_assert_nonnull (dealt->muster);
  dealt->deal = (gint) start;
  dealt->deal_seed = seed;
  save_ok (fixture, dealt);
  g_assert_cmpuint (campaign_deals (fixture, s.campaign->id), ==, start + 1);

  read = get_ok (fixture, dealt->id);
  g_assert_cmpint (read->deal, ==, (gint) start);
  g_assert_cmpuint (read->deal_seed, ==, seed);
  assert_same_army (dealt, read);
  g_assert_cmpint (((BnDraw *) g_ptr_array_index (read->muster->draws, 0))->source, ==,
                   BN_CHANCE_SOURCE_SEEDED);

  /* Saving it again (a rename) does not use up another shuffle. */
  g_assert_true (bn_store_rename_army (fixture->store, dealt->id, "Dealt again", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (campaign_deals (fixture, s.campaign->id), ==, start + 1);
  save_ok (fixture, typed);
  g_assert_cmpuint (campaign_deals (fixture, s.campaign->id), ==, start + 1);
}

static void
test_store_reopen (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_auto(Stored) s = { 0 };
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) read = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;

  stored_init (fixture, &s, "Hundred Years");
  army = stored_army (fixture, &s, "Vanguard");
  save_ok (fixture, army);

  g_clear_pointer (&fixture->store, bn_store_unref);
  fixture->store = bn_store_open (fixture->path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (fixture->store);

  read = get_ok (fixture, army->id);
  assert_same_army (army, read);
  list = bn_store_list_armies (fixture->store, s.campaign->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  assert_same_army (army, g_ptr_array_index (list, 0));
}

/* ---- the player's unit types ---- */

/* Foot in medium armour with halberds, good morale: 4 + 3 + 2 + 2 = 11. */
static BnUnit *
custom_type (const char *id,
             const char *name)
{
  static const char * const halberd[] = { "halberd", NULL };
  BnUnit *unit = bn_unit_new ();

  unit->type_id = g_strdup (id);
  unit->name = g_strdup (name);
  unit->arm = BN_ARM_FOOT;
  unit->armour = BN_ARMOUR_MEDIUM;
  bn_unit_set_weapons (unit, halberd);
  unit->morale = BN_MORALE_GOOD;
  unit->figures = 8;
  return unit;
}

static GPtrArray *
list_types_ok (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *types = bn_store_list_unit_types (fixture->store, &error);

  g_assert_no_error (error);
  g_assert_nonnull (types);
  return types;
}

static void
test_unit_types_save_and_list (Fixture       *fixture,
                               gconstpointer  user_data)
{
  g_autoptr(BnUnit) guard = custom_type ("town-guard", "Town guard");
  g_autoptr(BnUnit) archers = NULL;
  g_autoptr(GPtrArray) types = NULL;
  g_autoptr(GError) error = NULL;
  static const char * const longbow[] = { "longbow", NULL };
  const BnUnit *read;

  types = list_types_ok (fixture);
  g_assert_cmpuint (types->len, ==, 0);
  g_clear_pointer (&types, g_ptr_array_unref);

  /* Its colour is not part of the type. */
  guard->colour = BN_COLOUR_GREEN;
  g_assert_true (bn_store_save_unit_type (fixture->store, guard, &error));
  g_assert_no_error (error);

  archers = custom_type ("yeomen", "Archers of the shire");
  bn_unit_set_weapons (archers, longbow);
  archers->armour = BN_ARMOUR_LIGHT;
  archers->battle_class = BN_BATTLE_CLASS_A;
  archers->figures = 6;
  g_assert_true (bn_store_save_unit_type (fixture->store, archers, &error));
  g_assert_no_error (error);
  g_assert_cmpint (count_rows (fixture->path, "unit_type"), ==, 2);

  types = list_types_ok (fixture);
  g_assert_cmpuint (types->len, ==, 2);
  /* By name: "Archers…" before "Town guard". */
  read = g_ptr_array_index (types, 0);
  archers->colour = BN_COLOUR_NONE;
  g_assert_true (bn_unit_equal (read, archers));
  g_assert_cmpint (read->battle_class, ==, BN_BATTLE_CLASS_A);
  read = g_ptr_array_index (types, 1);
  g_assert_cmpstr (read->type_id, ==, "town-guard");
  g_assert_cmpstr (read->name, ==, "Town guard");
  g_assert_cmpint (read->colour, ==, BN_COLOUR_NONE);
  guard->colour = BN_COLOUR_NONE;
  g_assert_true (bn_unit_equal (read, guard));
  g_assert_cmpuint (bn_unit_rules_price (fixture->unit_rules, read, NULL, NULL), ==, 11);
}

static void
test_unit_types_illegal (Fixture       *fixture,
                         gconstpointer  user_data)
{
  static const char * const longbow[] = { "longbow", NULL };
  static const char * const catapult[] = { "catapult", NULL };
  g_autoptr(BnUnit) horse_archers = custom_type ("horse-archers", "Horse archers");
  g_autoptr(BnUnit) unknown = custom_type ("siege", "Siege train");
  g_autoptr(GError) error = NULL;

  horse_archers->arm = BN_ARM_HORSE;
  horse_archers->figures = 5;
  bn_unit_set_weapons (horse_archers, longbow);
  g_assert_false (bn_store_save_unit_type (fixture->store, horse_archers, &error));
  g_assert_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "longbows are for infantry only (Lionheart, Weapons)");
  g_clear_error (&error);

  bn_unit_set_weapons (unknown, catapult);
  g_assert_false (bn_store_save_unit_type (fixture->store, unknown, &error));
  g_assert_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_UNKNOWN);
  g_assert_cmpint (count_rows (fixture->path, "unit_type"), ==, 0);
}

static void
test_unit_types_shadow_catalogue (Fixture       *fixture,
                                  gconstpointer  user_data)
{
  g_autoptr(BnUnit) knights = custom_type ("mounted-knights", "My knights");
  g_autoptr(GError) error = NULL;

  g_assert_false (bn_store_save_unit_type (fixture->store, knights, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
  g_assert_nonnull (strstr (error->message, "mounted-knights"));
  g_assert_cmpint (count_rows (fixture->path, "unit_type"), ==, 0);
}

static void
test_unit_types_name_rules (Fixture       *fixture,
                            gconstpointer  user_data)
{
  g_autofree char *name81 = g_strnfill (81, 'n');
  g_autofree char *name80 = g_strnfill (80, 'n');
  g_autofree char *id101 = g_strnfill (101, 'i');
  g_autoptr(BnUnit) empty = custom_type ("empty", "");
  g_autoptr(BnUnit) blank = custom_type ("blank", "   ");
  g_autoptr(BnUnit) too_long = custom_type ("long", name81);
  g_autoptr(BnUnit) longest = custom_type ("longest", name80);
  g_autoptr(BnUnit) no_id = custom_type ("", "No id");
  g_autoptr(BnUnit) long_id = custom_type (id101, "Long id");
  g_autoptr(GError) error = NULL;

  g_assert_false (bn_store_save_unit_type (fixture->store, empty, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (bn_store_save_unit_type (fixture->store, blank, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (bn_store_save_unit_type (fixture->store, too_long, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (bn_store_save_unit_type (fixture->store, no_id, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_false (bn_store_save_unit_type (fixture->store, long_id, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_cmpint (count_rows (fixture->path, "unit_type"), ==, 0);

  g_assert_true (bn_store_save_unit_type (fixture->store, longest, &error));
  g_assert_no_error (error);
  g_assert_cmpint (count_rows (fixture->path, "unit_type"), ==, 1);
}

static void
test_unit_types_replace (Fixture       *fixture,
                         gconstpointer  user_data)
{
  g_autoptr(BnUnit) guard = custom_type ("town-guard", "Town guard");
  g_autoptr(GPtrArray) types = NULL;
  g_autoptr(GError) error = NULL;
  static const char * const pike[] = { "pike", NULL };
  const BnUnit *read;

  g_assert_true (bn_store_save_unit_type (fixture->store, guard, &error));
  g_assert_no_error (error);

  g_free (guard->name);
  guard->name = g_strdup ("Town pikes");
  bn_unit_set_weapons (guard, pike);
  guard->armour = BN_ARMOUR_LIGHT;
  guard->morale = BN_MORALE_FAIR;
  g_assert_true (bn_store_save_unit_type (fixture->store, guard, &error));
  g_assert_no_error (error);
  g_assert_cmpint (count_rows (fixture->path, "unit_type"), ==, 1);

  types = list_types_ok (fixture);
  g_assert_cmpuint (types->len, ==, 1);
  read = g_ptr_array_index (types, 0);
  g_assert_cmpstr (read->name, ==, "Town pikes");
  g_assert_true (bn_unit_equal (read, guard));
  /* foot 4 + light 1 + pike 1 = 6 */
  g_assert_cmpuint (bn_unit_rules_price (fixture->unit_rules, read, NULL, NULL), ==, 6);

  /* A refused replacement keeps the old one. */
  guard->shields = TRUE;
  g_assert_false (bn_store_save_unit_type (fixture->store, guard, &error));
  g_assert_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_ILLEGAL);
  g_clear_pointer (&types, g_ptr_array_unref);
  types = list_types_ok (fixture);
  g_assert_cmpuint (types->len, ==, 1);
  g_assert_false (((BnUnit *) g_ptr_array_index (types, 0))->shields);
}

static void
test_unit_types_delete (Fixture       *fixture,
                        gconstpointer  user_data)
{
  g_autoptr(BnUnit) guard = custom_type ("town-guard", "Town guard");
  g_autoptr(BnUnit) other = custom_type ("other-guard", "Other guard");
  g_autoptr(GPtrArray) types = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (bn_store_save_unit_type (fixture->store, guard, &error));
  g_assert_true (bn_store_save_unit_type (fixture->store, other, &error));
  g_assert_no_error (error);

  g_assert_true (bn_store_delete_unit_type (fixture->store, "town-guard", &error));
  g_assert_no_error (error);
  types = list_types_ok (fixture);
  g_assert_cmpuint (types->len, ==, 1);
  g_assert_cmpstr (((BnUnit *) g_ptr_array_index (types, 0))->type_id, ==, "other-guard");

  g_assert_false (bn_store_delete_unit_type (fixture->store, "town-guard", &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* The catalogue's types are not the player's to delete. */
  g_assert_false (bn_store_delete_unit_type (fixture->store, "mounted-knights", &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND);
  g_assert_cmpint (count_rows (fixture->path, "unit_type"), ==, 1);
}

/* A King/Leader on the roster (Lionheart, King/Leader, Leadership
 * Rating), worked by hand:
 *   mounted, light armour, spears, rating 3: (14 + 2 + 0) × 3/2 = 24
 *   on foot, medium armour, spears, shields, rating 1: (10 + 3 + 0 + 1) × 1/2 = 7
 *   on foot, light armour, spears, rating 3: (10 + 1) × 3/2 = 16 1/2 → 17 */
static BnUnit *
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

static void
test_store_king_units (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_auto(Stored) s = { 0 };
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) read = NULL;
  g_autoptr(BnArmyReport) report = NULL;
  g_autofree char *explained = NULL;
  const BnUnit *king;

  stored_init (fixture, &s, "Hundred Years");
  army = make_army (fixture, s.baron->id, "Royal host");
  g_ptr_array_add (army->units, bn_army_unit_new (king_unit (BN_ARM_HORSE, BN_ARMOUR_LIGHT, FALSE, 3), 0));
  add_unit (fixture, army, "spearmen", BN_COLOUR_BLUE, 0);
  save_ok (fixture, army);

  read = get_ok (fixture, army->id);
  assert_same_army (army, read);
  king = ((BnArmyUnit *) g_ptr_array_index (read->units, 0))->unit;
  g_assert_cmpuint (king->leadership, ==, 3);
  g_assert_cmpint (king->arm, ==, BN_ARM_HORSE);
  g_assert_cmpuint (king->figures, ==, 1);
  g_assert_cmpuint (((BnArmyUnit *) g_ptr_array_index (read->units, 1))->unit->leadership, ==, 0);

  report = check_army (fixture, read, s.baron, NULL);
  g_assert_cmpuint (unit_cost (report, 0), ==, 24);
  explained = bn_cost_breakdown_to_string (g_ptr_array_index (report->breakdowns, 0));
  g_assert_cmpstr (explained, ==,
                   "King/Leader mounted 14 + light armour 2 + spear 0 = 16; leadership (rating 3) × 3/2 = 24");
  g_assert_cmpuint (report->spent, ==, 24 + 8);
  g_assert_null (bn_army_report_find (report, "illegal-unit"));
  g_assert_null (bn_army_report_find (report, "two-kings"));
}

static void
test_check_king_units (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_autoptr(BnLeader) baron = make_baron (fixture);
  g_autoptr(BnArmy) army = make_army (fixture, baron->id, "Vanguard");
  g_autoptr(BnArmyReport) one = NULL;
  g_autoptr(BnArmyReport) two = NULL;
  g_autoptr(BnArmyReport) crowd = NULL;
  const BnArmyProblem *problem;

  g_ptr_array_add (army->units, bn_army_unit_new (king_unit (BN_ARM_FOOT, BN_ARMOUR_MEDIUM, TRUE, 1), 0));
  one = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (unit_cost (one, 0), ==, 7);
  g_assert_null (bn_army_report_find (one, "two-kings"));

  /* Lionheart's leadership roll is "his leader's": one a side. */
  g_ptr_array_add (army->units, bn_army_unit_new (king_unit (BN_ARM_FOOT, BN_ARMOUR_LIGHT, FALSE, 3), 0));
  two = check_army (fixture, army, baron, NULL);
  g_assert_cmpuint (unit_cost (two, 1), ==, 17);
  problem = bn_army_report_find (two, "two-kings");
  g_assert_nonnull (problem);
  g_assert_cmpint (problem->level, ==, BN_ARMY_PROBLEM_ERROR);
  g_assert_cmpint (problem->unit_index, ==, 1);
  g_assert_true (bn_army_problem_blocks_saving (problem));
  g_assert_cmpstr (problem->message, ==,
                   "unit 2: an army has one King/Leader, who leads it (Lionheart, King/Leader)");

  /* A King/Leader is his own stand: a mounted one is one figure. */
  g_ptr_array_remove_index (army->units, 1);
  ((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->arm = BN_ARM_HORSE;
  ((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->figures = 2;
  crowd = check_army (fixture, army, baron, NULL);
  problem = bn_army_report_find (crowd, "illegal-unit");
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (problem->message, "a King/Leader mounted has 1 figure"));
}

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/army/muster/typed", test_muster_typed);

  ADD ("/army/check/arithmetic", test_check_arithmetic);
  ADD ("/army/check/exact-points", test_check_exact_points);
  ADD ("/army/check/over-points", test_check_over_points);
  ADD ("/army/check/mercenary-promise", test_check_mercenary_promise);
  ADD ("/army/check/promise-to-regular", test_check_promise_to_regular);
  ADD ("/army/check/not-mustered", test_check_not_mustered);
  ADD ("/army/check/illegal-unit", test_check_illegal_unit);
  ADD ("/army/check/colours", test_check_colours);
  ADD ("/army/check/no-units", test_check_no_units);
  ADD ("/army/check/errors-first", test_check_errors_first);
  ADD ("/army/check/king-units", test_check_king_units);
  ADD ("/army/store/king-units", test_store_king_units);

  ADD ("/army/command/unknown", test_command_unknown);
  ADD ("/army/command/ordinary", test_command_ordinary);
  ADD ("/army/command/known", test_command_known);
  ADD ("/army/command/notable", test_command_notable);
  ADD ("/army/command/famous-extraordinary", test_command_famous);
  ADD ("/army/command/famous-other-commander", test_command_famous_other_commander);

  ADD ("/army/posts/legal", test_posts_legal);
  ADD ("/army/posts/outside-domain", test_posts_outside_domain);
  ADD ("/army/posts/two-commanders", test_posts_two_commanders);
  ADD ("/army/posts/hero-roles", test_posts_hero_roles);
  ADD ("/army/posts/hero-unattached", test_posts_hero_unattached);
  ADD ("/army/posts/two-posts", test_posts_two_posts);
  ADD ("/army/posts/leader-unavailable", test_posts_leader_unavailable);
  ADD ("/army/posts/remove-unit", test_posts_remove_unit);

  ADD ("/army/store/save-and-read", test_store_save_and_read);
  ADD ("/army/store/save-replaces-children", test_store_save_replaces_children);
  ADD ("/army/store/duplicate-name", test_store_duplicate_name);
  ADD ("/army/store/name-rules", test_store_name_rules);
  ADD ("/army/store/rename", test_store_rename);
  ADD ("/army/store/duplicate", test_store_duplicate);
  ADD ("/army/store/delete", test_store_delete);
  ADD ("/army/store/list-by-campaign", test_store_list_by_campaign);
  ADD ("/army/store/failed-save-unchanged", test_store_failed_save_unchanged);
  ADD ("/army/store/not-found", test_store_not_found);
  ADD ("/army/store/deals", test_store_deals);
  ADD ("/army/store/reopen", test_store_reopen);

  ADD ("/army/unit-types/save-and-list", test_unit_types_save_and_list);
  ADD ("/army/unit-types/illegal", test_unit_types_illegal);
  ADD ("/army/unit-types/shadow-catalogue", test_unit_types_shadow_catalogue);
  ADD ("/army/unit-types/name-rules", test_unit_types_name_rules);
  ADD ("/army/unit-types/replace", test_unit_types_replace);
  ADD ("/army/unit-types/delete", test_unit_types_delete);

  return g_test_run ();
}
