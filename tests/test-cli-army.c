/* test-cli-army.c — "army …", "unit cost" and "units list" as a user runs
 * them.
 *
 * Each test has its own temporary database (--db), set up as a player
 * would: `campaign new`, then `leader generate --player --draws 6H,9S,5D`,
 * a Baron (rank 3) of Notable esteem (6 + 3 = 9) with household 3 + 4 = 7.
 * The binary is the one named by BANNERET_CLI; only GLib is linked, so
 * where a price is needed it is worked out by hand from data/units.xml
 * (see tests/test-army.c for the sums) or asked of `unit cost`.
 */
#include "cli-run.h"
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

typedef struct
{
  char *dir;
  char *db;       /* the test's database */
  char *other;    /* a second database, for comparisons */
} Fixture;

static gboolean
contains (const char *text,
          const char *part)
{
  if (strstr (text, part) != NULL)
    return TRUE;
  g_test_message ("“%s” not found in:\n%s", part, text);
  return FALSE;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("banneret-cli-army-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->db = g_build_filename (fixture->dir, "campaign.db", NULL);
  fixture->other = g_build_filename (fixture->dir, "other.db", NULL);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  remove_tree (fixture->dir);
  g_free (fixture->db);
  g_free (fixture->other);
  g_free (fixture->dir);
}

/* Campaign 1 "Hundred Years" (seed 42) with leader 1, "Baron 1". */
static void
new_baron (const char *db)
{
  g_autofree char *campaign = ok_db (db, "campaign", "new", "Hundred Years", "--seed", "42", NULL);
  g_autofree char *leader = NULL;

  g_assert_cmpstr (campaign, ==, "campaign 1: Hundred Years (seed 42)\n");
  leader = ok_db (db, "leader", "generate", "--campaign", "1", "--player", "--draws", "6H,9S,5D", NULL);
  g_assert_true (g_str_has_prefix (leader, "Leader 1: Baron 1 — player-leader\n"));
  g_assert_true (contains (leader, "Household        7\n"));
}

/* Army 1, mustered with QH,AC: 7 × 6 + 1 = 43 points. */
static void
new_army (const char *db)
{
  g_autofree char *out = NULL;

  new_baron (db);
  out = ok_db (db, "army", "muster", "--leader", "1", "--draws", "QH,AC", NULL);
  g_assert_true (contains (out, "  Army points  43 = household 7 × 6 + bonus 1\n"));
}

static void
add_ok (const char *db,
        const char *type,
        const char *colour)
{
  g_free (ok_db (db, "army", "add", "1", type, "--colour", colour, NULL));
}

static char *
army_list (const char *db)
{
  return ok_db (db, "army", "list", NULL);
}

/* The number of units `army show` lists ("   1. Mounted knights …"). */
static guint
count_units (const char *show)
{
  g_auto(GStrv) lines = g_strsplit (show, "\n", -1);
  g_autoptr(GRegex) unit_line = g_regex_new ("^ +[0-9]+\\. ", 0, 0, NULL);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += g_regex_match (unit_line, lines[i], 0, NULL);
  return n;
}

static guint
show_units (const char *db,
            const char *army)
{
  g_autofree char *show = ok_db (db, "army", "show", army, NULL);

  return count_units (show);
}

/* The breakdown line of `unit cost --type TYPE`. */
static char *
type_breakdown (const char *db,
                const char *type)
{
  g_autofree char *out = ok_db (db, "unit", "cost", "--type", type, NULL);
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);

  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_true (g_str_has_prefix (lines[1], "cost "));
  return g_strdup (lines[0]);
}

/* ---- muster ---- */

static void
test_muster_typed (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_autofree char *out = NULL;
  g_autofree char *list = NULL;
  g_autofree char *show = NULL;

  new_baron (fixture->db);
  out = ok_db (fixture->db, "army", "muster", "--leader", "1", "--draws", "QH,AC", NULL);
  g_assert_true (g_str_has_prefix (out, "Army 1: Baron 1’s army — Baron 1\n"));
  g_assert_true (contains (out, "  Army points  43 = household 7 × 6 + bonus 1\n"));
  g_assert_true (contains (out, "army-multiplier  QH  typed"));
  g_assert_true (contains (out, "army-bonus       AC  typed"));
  g_assert_true (contains (out, "  Spent 0, promised 0, unspent 43 of 43\n"));
  g_assert_true (contains (out, "warning: the army has no units yet"));

  list = army_list (fixture->db);
  g_assert_cmpuint (count_rows (list), ==, 1);
  g_assert_true (has_row (list, 0, "1", "Baron 1’s army", "Baron 1", "0", "0 of 43", "legal", "Hundred Years", NULL));
  show = ok_db (fixture->db, "army", "show", "1", NULL);
  /* `army show` is what the muster printed, then the order of battle. */
  g_assert_true (g_str_has_prefix (show, out));
  g_assert_true (contains (show + strlen (out), "  Order of battle under Junior General fast play"));
}

/* `army show` warns, as `battle auto --rules junior-general` does, where
 * the roster departs from Junior General's order of battle. */
static void
test_show_order_of_battle (Fixture       *fixture,
                           gconstpointer  user_data)
{
  g_autofree char *show = NULL;

  new_army (fixture->db);
  add_ok (fixture->db, "peasant-levy", "red");
  show = ok_db (fixture->db, "army", "show", "1", NULL);
  g_assert_true (contains (show, "  Order of battle under Junior General fast play (a warning; it fights as it is)\n"));
  g_assert_true (contains (show, "    1 units: too few for"));
  g_assert_true (contains (show, "    1 commander of the 3 it gives"));
}

/* A joker as bonus card is worth nothing and another is drawn. */
static void
test_muster_joker_bonus (Fixture       *fixture,
                         gconstpointer  user_data)
{
  g_autofree char *out = NULL;

  new_baron (fixture->db);
  out = ok_db (fixture->db, "army", "muster", "--leader", "1", "--name", "Vanguard",
               "--draws", "QH,RJ,5C", NULL);
  g_assert_true (g_str_has_prefix (out, "Army 1: Vanguard — Baron 1\n"));
  g_assert_true (contains (out, "  Army points  47 = household 7 × 6 + bonus 5\n"));
  g_assert_true (contains (out, " RJ "));
  g_assert_true (contains (out, " 5C "));
  g_assert_true (contains (out, "unspent 47 of 47"));
}

static void
test_muster_card_count (Fixture       *fixture,
                        gconstpointer  user_data)
{
  g_autofree char *list = NULL;

  new_baron (fixture->db);
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "muster", "--leader", "1", "--draws", "QH", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "too few"));
    g_assert_cmpstr (run.out, ==, "");
  }
  {
    /* The joker asks for one more bonus card than was typed. */
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "muster", "--leader", "1", "--draws", "QH,RJ", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "too few"));
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "muster", "--leader", "1", "--draws", "QH,AC,5C", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "1 card more"));
    g_assert_true (contains (run.err, "nothing was saved"));
    g_assert_cmpstr (run.out, ==, "");
  }
  list = army_list (fixture->db);
  g_assert_cmpstr (list, ==, "");
}

static void
test_muster_usage (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_autofree char *list = NULL;

  new_baron (fixture->db);
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "muster", "--leader", "1", "--draws", "QH,AC", "--seed", "7", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (contains (run.err, "--draws or --seed"));
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "muster", "--draws", "QH,AC", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (contains (run.err, "--leader"));
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "muster", "--leader", "1", "--army", "1", "--draws", "QH,AC", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "muster", "--leader", "1", "--seed", "minus one", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  {
    /* No such leader: an error, not a usage error. */
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "muster", "--leader", "9", "--draws", "QH,AC", NULL);
    g_assert_cmpint (run.status, ==, 1);
  }
  list = army_list (fixture->db);
  g_assert_cmpstr (list, ==, "");
}

/* A seed deals the same muster in any database. */
static void
test_muster_seeded (Fixture       *fixture,
                    gconstpointer  user_data)
{
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  new_baron (fixture->db);
  new_baron (fixture->other);
  a = ok_db (fixture->db, "army", "muster", "--leader", "1", "--seed", "7", NULL);
  b = ok_db (fixture->other, "army", "muster", "--leader", "1", "--seed", "7", NULL);
  g_assert_cmpstr (a, ==, b);
  g_assert_true (contains (a, " seeded "));
  g_assert_null (strstr (a, " typed "));
}

/* A second muster for the same leader without --name takes the next free
 * default name instead of failing on the first one. */
static void
test_muster_default_names (Fixture       *fixture,
                           gconstpointer  user_data)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *third = NULL;

  new_baron (fixture->db);
  first = ok_db (fixture->db, "army", "muster", "--leader", "1", "--draws", "QH,AC", NULL);
  second = ok_db (fixture->db, "army", "muster", "--leader", "1", "--draws", "2H,3C", NULL);
  third = ok_db (fixture->db, "army", "muster", "--leader", "1", NULL);
  g_assert_true (g_str_has_prefix (first, "Army 1: Baron 1’s army — Baron 1\n"));
  g_assert_true (g_str_has_prefix (second, "Army 2: Baron 1’s army 2 — Baron 1\n"));
  g_assert_true (g_str_has_prefix (third, "Army 3: Baron 1’s army 3 — Baron 1\n"));
}

/* ---- import ---- */

/* An imported roster is held to the rules "army add" holds a roster to: a
 * file of forty units for a 43-point muster is refused, naming the file. */
static void
test_import_checked_like_add (Fixture       *fixture,
                              gconstpointer  user_data)
{
  g_autofree char *exported = NULL;
  g_autofree char *unit = NULL;
  g_autoptr(GString) swollen = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "swollen.xml", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  const char *start, *end;
  g_auto(Run) run = { 0 };

  new_army (fixture->db);
  add_ok (fixture->db, "spearmen", "red");
  exported = ok_db (fixture->db, "army", "export", "1", NULL);
  start = strstr (exported, "<unit ");
  g_assert_nonnull (start);
  end = strstr (start, "/>");
  g_assert_nonnull (end);
  unit = g_strndup (start, (gsize) (end + 2 - start));
  swollen = g_string_new (exported);
  {
    g_autoptr(GString) forty = g_string_new (NULL);

    for (guint i = 0; i < 40; i++)
      g_string_append (forty, unit);
    g_string_replace (swollen, unit, forty->str, 1);
  }
  g_assert_true (g_file_set_contents (path, swollen->str, -1, NULL));
  before = army_list (fixture->db);

  run_db (&run, fixture->db, "army", "import", path, "--leader", "1", "--name", "Swollen", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (contains (run.err, path));
  g_assert_true (contains (run.err, "more than the army's 43 points; nothing was saved"));
  after = army_list (fixture->db);
  g_assert_cmpstr (after, ==, before);
}

/* ---- add ---- */

/* Units added without --colour take the colour fewest units have, so every
 * colour's command cards find someone to order. */
static void
test_add_assigns_colours (Fixture       *fixture,
                          gconstpointer  user_data)
{
  g_autofree char *show = NULL;
  g_autoptr(GRegex) colours = g_regex_new ("^ +[0-9]+\\. .*  (red|blue|green|none) ", G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  /* red (asked), blue and green (the fewest), red (asked), then blue: the
   * first of blue and green, tied at one. */
  const char *expected[] = { "red", "blue", "green", "red", "blue" };
  guint n = 0;

  new_army (fixture->db);
  add_ok (fixture->db, "peasant-levy", "red");
  g_free (ok_db (fixture->db, "army", "add", "1", "peasant-levy", NULL));
  g_free (ok_db (fixture->db, "army", "add", "1", "peasant-levy", NULL));
  add_ok (fixture->db, "peasant-levy", "red");
  g_free (ok_db (fixture->db, "army", "add", "1", "peasant-levy", NULL));
  show = ok_db (fixture->db, "army", "show", "1", NULL);
  for (g_regex_match (colours, show, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *colour = g_match_info_fetch (match, 1);

      g_assert_cmpuint (n, <, G_N_ELEMENTS (expected));
      g_assert_cmpstr (colour, ==, expected[n]);
      n++;
    }
  g_assert_cmpuint (n, ==, 5);
  g_assert_null (strstr (show, "no unit is"));
}

/* A King/Leader (Lionheart): priced by his arm, armour, weapon, morale
 * and rating, one a roster. Mounted, light armour, spears, rating 3:
 * (14 + 2 + 0) × 3/2 = 24. On foot with the arms of men-at-arms (heavy,
 * spears, shields), rating 1: (10 + 6 + 0 + 1) × 1/2 = 8 1/2 → 9. */
static void
test_add_king (Fixture       *fixture,
               gconstpointer  user_data)
{
  g_autofree char *show = NULL;

  new_army (fixture->db);
  g_free (ok_db (fixture->db, "army", "add", "1", "--leader", "horse", "--leadership", "3",
                 "--armour", "light", "--colour", "red", NULL));
  show = ok_db (fixture->db, "army", "show", "1", NULL);
  g_assert_true (contains (show, "King/Leader mounted"));
  g_assert_true (contains (show, "1 fig."));
  g_assert_true (contains (show, "King/Leader, leadership 3"));
  g_assert_true (contains (show, "King/Leader mounted 14 + light armour 2 + spear 0 = 16; leadership (rating 3) × 3/2 = 24"));
  g_assert_true (contains (show, "King/Leader mounted, spears, leadership 3, in Lionheart variant"));
  g_assert_true (contains (show, "with the army commander, in Lords & Levies"));
  {
    g_auto(Run) run = { 0 };

    /* One King/Leader an army: the second is refused and not saved. */
    run_db (&run, fixture->db, "army", "add", "1", "men-at-arms", "--leader", "foot",
            "--leadership", "1", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "an army has one King/Leader"));
    g_assert_true (contains (run.err, "nothing was saved"));
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "1", "--leader", "horse", "--leadership", "4", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (contains (run.err, "a leadership rating is 1, 2 or 3"));
  }
  {
    g_auto(Run) run = { 0 };

    /* 0 is no rating, not "the default". */
    run_db (&run, fixture->db, "army", "add", "1", "--leader", "horse", "--leadership", "0", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (contains (run.err, "--leadership 0: a leadership rating is 1, 2 or 3"));
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "1", "spearmen", "--leadership", "2", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (contains (run.err, "give --leader foot|horse"));
  }
  g_free (show);
  g_free (ok_db (fixture->db, "army", "remove", "1", "1", NULL));
  g_free (ok_db (fixture->db, "army", "add", "1", "men-at-arms", "--leader", "foot", "--leadership", "1", NULL));
  show = ok_db (fixture->db, "army", "show", "1", NULL);
  g_assert_true (contains (show, "King/Leader on foot 10 + heavy armour 6 + spear 0 + shields 1 = 17; "
                           "leadership (rating 1) × 1/2 = 8 1/2, rounded up to 9"));
  g_assert_true (contains (show, "2 fig."));
}

static void
test_add_catalogue (Fixture       *fixture,
                    gconstpointer  user_data)
{
  static const char *const types[] = { "mounted-knights", "spearmen", "genoese-crossbowmen", "levy-archers" };
  g_autofree char *show = NULL;
  g_autofree char *list = NULL;

  new_army (fixture->db);
  add_ok (fixture->db, "mounted-knights", "red");
  add_ok (fixture->db, "spearmen", "blue");
  add_ok (fixture->db, "genoese-crossbowmen", "green");
  add_ok (fixture->db, "levy-archers", "red");

  show = ok_db (fixture->db, "army", "show", "1", NULL);
  g_assert_cmpuint (count_units (show), ==, 4);
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      g_autofree char *breakdown = type_breakdown (fixture->db, types[i]);
      g_autofree char *line = g_strdup_printf ("\n        %s\n", breakdown);

      g_assert_true (contains (show, line));
    }
  /* Prices by hand: 24, 8, a quarter of 6 → 2 (promised 2), 4 − 2 = 2. */
  g_assert_true (contains (show, "        horse 8 + heavy armour 12 + lance 0 + good morale 4 = 24\n"));
  g_assert_true (contains (show, "        foot 4 + bow 0 + poor morale -2 = 2\n"));
  g_assert_true (contains (show, "Mounted knights"));
  g_assert_true (contains (show, "A-class cavalry"));
  g_assert_true (contains (show, " red "));
  g_assert_true (contains (show, " blue "));
  g_assert_true (contains (show, " green "));
  g_assert_true (contains (show, "mercenary, promised 2"));
  g_assert_true (contains (show, "  Spent 36, promised 2, unspent 5 of 43\n"));

  list = army_list (fixture->db);
  g_assert_cmpuint (count_rows (list), ==, 1);
  g_assert_true (has_row (list, 0, "1", "Baron 1’s army", "Baron 1", "4", "38 of 43", "legal", "Hundred Years", NULL));
}

/* A unit's cost does not depend on its figures. */
static void
test_add_figures (Fixture       *fixture,
                  gconstpointer  user_data)
{
  g_autofree char *out = NULL;

  new_army (fixture->db);
  out = ok_db (fixture->db, "army", "add", "1", "mounted-knights", "--figures", "3", "--colour", "red",
               "--name", "Sir John’s lances", NULL);
  g_assert_true (contains (out, "Sir John’s lances"));
  g_assert_true (contains (out, " 3 fig."));
  g_assert_true (contains (out, " 24 pts"));
  {
    /* Six figures are more than A-class cavalry may count. */
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "1", "mounted-knights", "--figures", "6", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "A-class cavalry units count up to 5 figures"));
  }
  g_assert_cmpuint (show_units (fixture->db, "1"), ==, 1);
}

static void
test_add_mercenary (Fixture       *fixture,
                    gconstpointer  user_data)
{
  g_autofree char *out = NULL;
  g_autofree char *more = NULL;
  g_autofree char *validate = NULL;

  new_army (fixture->db);
  /* Spearmen cost 8 as regulars; hired, a quarter: 2, promised 2. */
  out = ok_db (fixture->db, "army", "add", "1", "spearmen", "--mercenary", "--colour", "red", NULL);
  g_assert_true (contains (out, "mercenary, promised 2"));
  g_assert_true (contains (out, "= 8; mercenary: a quarter, 2; promise at least 2"));
  g_assert_true (contains (out, "  Spent 2, promised 2, unspent 39 of 43\n"));

  more = ok_db (fixture->db, "army", "add", "1", "brabancon-spearmen", "--mercenary", "--promise", "9",
                "--colour", "blue", NULL);
  g_assert_true (contains (more, "mercenary, promised 9"));
  g_assert_true (contains (more, "  Spent 5, promised 11, unspent 27 of 43\n"));

  validate = ok_db (fixture->db, "army", "validate", "1", NULL);
  g_assert_true (contains (validate, "spent 5, promised 11, unspent 27 of 43"));
}

static void
test_add_promise_refused (Fixture       *fixture,
                          gconstpointer  user_data)
{
  g_autofree char *list = NULL;

  new_army (fixture->db);
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "1", "spearmen", "--mercenary", "--promise", "1", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "at least their cost, 2 points, not 1"));
    g_assert_cmpstr (run.out, ==, "");
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "1", "spearmen", "--promise", "3", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (contains (run.err, "--mercenary"));
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "1", "spearmen", "--mercenary", "--promise", "-3", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  g_assert_cmpuint (show_units (fixture->db, "1"), ==, 0);
  list = army_list (fixture->db);
  g_assert_true (has_row (list, 0, "1", "Baron 1’s army", "Baron 1", "0", "0 of 43", NULL));
}

static void
test_add_unknown_type (Fixture       *fixture,
                       gconstpointer  user_data)
{
  new_army (fixture->db);
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "1", "dragoons", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "dragoons"));
    g_assert_cmpstr (run.out, ==, "");
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "7", "spearmen", NULL);
    g_assert_cmpint (run.status, ==, 1);
  }
  g_assert_cmpuint (show_units (fixture->db, "1"), ==, 0);
}

static void
test_add_over_points (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_autofree char *show = NULL;
  g_autofree char *list = NULL;

  new_army (fixture->db);
  add_ok (fixture->db, "mounted-knights", "red");
  add_ok (fixture->db, "men-at-arms", "blue");
  add_ok (fixture->db, "spearmen", "green");   /* 24 + 11 + 8 = 43: every point */
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "1", "peasant-levy", "--colour", "red", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "44 in all, 1 more than the army's 43 points"));
    g_assert_true (contains (run.err, "nothing was saved"));
    g_assert_cmpstr (run.out, ==, "");
  }
  {
    /* A mercenary's promise counts too: 2 now and 2 owed. */
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "1", "genoese-crossbowmen", "--colour", "red", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "more than the army's 43 points"));
  }
  show = ok_db (fixture->db, "army", "show", "1", NULL);
  g_assert_cmpuint (count_units (show), ==, 3);
  g_assert_true (contains (show, "  Spent 43, promised 0, unspent 0 of 43\n"));
  list = army_list (fixture->db);
  g_assert_true (has_row (list, 0, "1", "Baron 1’s army", "Baron 1", "3", "43 of 43", "legal", NULL));
}

static void
test_add_usage (Fixture       *fixture,
                gconstpointer  user_data)
{
  new_army (fixture->db);
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "1", "spearmen", "--colour", "purple", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (contains (run.err, "purple"));
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "1", "spearmen", "--figures", "-1", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "1", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "first", "spearmen", NULL);
    g_assert_cmpint (run.status, !=, 0);
  }
  g_assert_cmpuint (show_units (fixture->db, "1"), ==, 0);
}

/* ---- validate, muster again, remove ---- */

static void
test_validate_remuster_remove (Fixture       *fixture,
                               gconstpointer  user_data)
{
  g_autofree char *remustered = NULL;
  g_autofree char *show = NULL;
  g_autofree char *removed = NULL;
  g_autofree char *list = NULL;

  new_army (fixture->db);
  add_ok (fixture->db, "mounted-knights", "red");
  add_ok (fixture->db, "spearmen", "blue");
  add_ok (fixture->db, "men-at-arms", "blue");
  {
    /* Legal, with warnings: no green unit; three units are no battle line. */
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "validate", "1", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_prefix (run.out, "Baron 1’s army: legal (0 errors, 2 warnings); "
                                              "spent 43, promised 0, unspent 0 of 43\n"));
    g_assert_true (contains (run.out, "  warning: no unit is green"));
    g_assert_true (contains (run.out, "  warning: Baron 1"));
    g_assert_true (contains (run.out, "Notable esteem"));
    g_assert_null (strstr (run.out, "error:"));
  }

  /* Mustered again with 2C,2D: 7 × 5 + 2 = 37. The units stay: 6 over. */
  remustered = ok_db (fixture->db, "army", "muster", "--army", "1", "--draws", "2C,2D", NULL);
  g_assert_true (contains (remustered, "  Army points  37 = household 7 × 5 + bonus 2\n"));
  g_assert_cmpuint (count_units (remustered), ==, 3);
  g_assert_true (contains (remustered, " — over by 6\n"));
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "validate", "1", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (g_str_has_prefix (run.out, "Baron 1’s army: not legal (1 error, 2 warnings); "));
    g_assert_true (contains (run.out, "  error: the units cost 43 and 0 is promised to mercenaries: "
                                      "43 in all, 6 more than the army's 37 points\n"));
  }
  list = army_list (fixture->db);
  g_assert_true (has_row (list, 0, "1", "Baron 1’s army", "Baron 1", "3", "43 of 37", "not legal", NULL));

  /* Only the muster's cards changed. */
  show = ok_db (fixture->db, "army", "show", "1", NULL);
  g_assert_true (contains (show, "army-multiplier  2C  typed"));
  g_assert_null (strstr (show, "QH"));

  /* Trim the men-at-arms (11): 32 of 37. */
  removed = ok_db (fixture->db, "army", "remove", "1", "3", NULL);
  g_assert_cmpuint (count_units (removed), ==, 2);
  g_assert_null (strstr (removed, "Men-at-arms"));
  g_assert_true (contains (removed, "  Spent 32, promised 0, unspent 5 of 37\n"));
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "validate", "1", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_prefix (run.out, "Baron 1’s army: legal (0 errors, "));
    g_assert_true (contains (run.out, "unspent 5 of 37"));
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "remove", "1", "3", NULL);
    g_assert_cmpint (run.status, ==, 1);
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "remove", "1", "0", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  g_assert_cmpuint (show_units (fixture->db, "1"), ==, 2);
}

/* An army already over its points (mustered again for fewer) must not
 * take on more units: each one puts it further over. */
static void
test_add_when_already_over (Fixture       *fixture,
                            gconstpointer  user_data)
{
  g_autofree char *remustered = NULL;

  new_army (fixture->db);
  add_ok (fixture->db, "mounted-knights", "red");
  add_ok (fixture->db, "spearmen", "blue");
  add_ok (fixture->db, "men-at-arms", "green");
  remustered = ok_db (fixture->db, "army", "muster", "--army", "1", "--draws", "2C,2D", NULL);
  g_assert_true (contains (remustered, " — over by 6\n"));
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "add", "1", "peasant-levy", "--colour", "red", NULL);
    if (run.status == 0)
      g_test_message ("saved, though over:\n%s", run.out);
    g_assert_cmpint (run.status, ==, 1);
  }
  g_assert_cmpuint (show_units (fixture->db, "1"), ==, 3);
}

/* ---- posts ---- */

static void
test_post (Fixture       *fixture,
           gconstpointer  user_data)
{
  g_autofree char *out = NULL;
  g_autofree char *vassal = NULL;
  g_autofree char *hero = NULL;
  g_autofree char *show = NULL;

  new_army (fixture->db);
  add_ok (fixture->db, "mounted-knights", "red");
  add_ok (fixture->db, "spearmen", "blue");

  out = ok_db (fixture->db, "army", "post", "1", "1", "--role", "commander", NULL);
  g_assert_true (contains (out, "  Commanders\n    commander Baron 1\n"));

  vassal = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--rank", "1", "--vassal-of", "1",
                  "--name", "Sir Roger", "--draws", "AH,6S,5D", NULL);
  g_assert_true (g_str_has_prefix (vassal, "Leader 2: Sir Roger"));
  g_free (out);
  out = ok_db (fixture->db, "army", "post", "1", "2", "--role", "captain", NULL);
  g_assert_true (contains (out, "    commander Baron 1\n    captain   Sir Roger\n"));

  hero = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--rank", "1", "--vassal-of", "1",
                "--hero", "--name", "Wat", "--draws", "2H,6S,5D", NULL);
  g_assert_true (g_str_has_prefix (hero, "Leader 3: Wat"));
  g_free (out);
  out = ok_db (fixture->db, "army", "post", "1", "3", "--role", "hero", "--unit", "2", NULL);
  g_assert_true (contains (out, "    hero      Wat, with unit 2\n"));

  /* A second commander is refused and nothing changes. */
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "post", "1", "2", "--role", "commander", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "one commander"));
  }
  /* So is a hero as captain. */
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "post", "1", "3", "--role", "captain", NULL);
    g_assert_cmpint (run.status, ==, 1);
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "post", "1", "2", "--role", "king", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "post", "1", "2", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  show = ok_db (fixture->db, "army", "show", "1", NULL);
  g_assert_true (contains (show, "  Commanders\n    commander Baron 1\n    captain   Sir Roger\n"
                                 "    hero      Wat, with unit 2\n"));

  /* Taken out of the army. */
  g_free (out);
  out = ok_db (fixture->db, "army", "post", "1", "2", "--remove", NULL);
  g_assert_null (strstr (out, "Sir Roger"));
  g_assert_true (contains (out, "    commander Baron 1\n"));
}

/* A leader of another domain takes no post, and the refusal says why. */
static void
test_post_outside_domain (Fixture       *fixture,
                          gconstpointer  user_data)
{
  g_autofree char *other = NULL;
  g_autofree char *show = NULL;

  new_army (fixture->db);
  add_ok (fixture->db, "mounted-knights", "red");
  other = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Earl Rival",
                 "--draws", "7H,9S,5D", NULL);
  g_assert_true (g_str_has_prefix (other, "Leader 2: Earl Rival"));
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "post", "1", "2", "--role", "captain", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "leader 2"));
    g_assert_true (contains (run.err, "domain"));
    g_assert_true (contains (run.err, "nothing was saved"));
  }
  show = ok_db (fixture->db, "army", "show", "1", NULL);
  g_assert_null (strstr (show, "Commanders"));
}

/* A refusal names the problem the change made, not one the army had
 * before: here a copy not yet mustered (already an error) is given a
 * leader of another domain. */
static void
test_post_refusal_names_new_problem (Fixture       *fixture,
                                     gconstpointer  user_data)
{
  g_autofree char *other = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *show = NULL;

  new_army (fixture->db);
  add_ok (fixture->db, "mounted-knights", "red");
  other = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Earl Rival",
                 "--draws", "7H,9S,5D", NULL);
  g_assert_true (g_str_has_prefix (other, "Leader 2: Earl Rival"));
  copy = ok_db (fixture->db, "army", "duplicate", "1", "Copy", NULL);
  g_assert_cmpstr (copy, ==, "army 2: Copy (a copy of 1, to be mustered)\n");
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "post", "2", "2", "--role", "captain", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "leader 2"));
    g_assert_true (contains (run.err, "domain"));
    g_assert_null (strstr (run.err, "muster"));
  }
  show = ok_db (fixture->db, "army", "show", "2", NULL);
  g_assert_null (strstr (show, "Commanders"));
}

/* ---- rename, duplicate, delete, list ---- */

static void
test_rename_duplicate_delete_list (Fixture       *fixture,
                                   gconstpointer  user_data)
{
  g_autofree char *out = NULL;
  g_autofree char *list = NULL;
  g_autofree char *show = NULL;
  g_autofree char *copy_show = NULL;
  g_auto(GStrv) lines = NULL;

  new_army (fixture->db);
  add_ok (fixture->db, "mounted-knights", "red");
  add_ok (fixture->db, "genoese-crossbowmen", "blue");

  out = ok_db (fixture->db, "army", "rename", "1", "Vanguard", NULL);
  g_assert_cmpstr (out, ==, "army 1 is now “Vanguard”\n");
  list = army_list (fixture->db);
  g_assert_cmpuint (count_rows (list), ==, 1);
  g_assert_true (has_row (list, 0, "1", "Vanguard", "Baron 1", "2", "28 of 43", "legal", "Hundred Years", NULL));

  g_free (out);
  out = ok_db (fixture->db, "army", "duplicate", "1", "Rearguard", NULL);
  g_assert_cmpstr (out, ==, "army 2: Rearguard (a copy of 1, to be mustered)\n");
  g_free (list);
  list = army_list (fixture->db);
  lines = g_strsplit (list, "\n", -1);
  g_assert_cmpuint (count_rows (list), ==, 2);
  g_assert_true (has_row (list, 0, "1", "Vanguard", "Baron 1", "2", "28 of 43", "legal", "Hundred Years", NULL));
  g_assert_true (has_row (list, 1, "2", "Rearguard", "Baron 1", "2", "28 of 0", "not legal", "Hundred Years", NULL));

  /* The copy has the units, not the muster. */
  show = ok_db (fixture->db, "army", "show", "1", NULL);
  copy_show = ok_db (fixture->db, "army", "show", "2", NULL);
  g_assert_cmpuint (count_units (copy_show), ==, 2);
  g_assert_true (contains (copy_show, "  Army points  not mustered yet\n"));
  g_assert_true (contains (copy_show, "mercenary, promised 2"));
  g_free (out);
  out = ok_db (fixture->db, "army", "muster", "--army", "2", "--draws", "QH,AC", NULL);
  g_assert_true (g_str_has_prefix (out, "Army 2: Rearguard — Baron 1\n"));
  /* What `army show` printed, up to its order of battle. */
  g_assert_true (g_str_has_prefix (strchr (show, '\n'), strchr (out, '\n')));

  /* Names are the leader's own: no second "Vanguard", by rename or copy. */
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "rename", "2", "Vanguard", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "Vanguard"));
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "duplicate", "1", "Vanguard", NULL);
    g_assert_cmpint (run.status, ==, 1);
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "rename", "9", "Nowhere", NULL);
    g_assert_cmpint (run.status, ==, 1);
  }

  g_free (out);
  out = ok_db (fixture->db, "army", "delete", "2", "--yes", NULL);
  g_assert_cmpstr (out, ==, "army 2 deleted; “army restore 2” brings it back\n");
  g_free (list);
  list = army_list (fixture->db);
  g_assert_cmpuint (count_rows (list), ==, 1);
  g_assert_true (has_row (list, 0, "1", "Vanguard", NULL));
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "delete", "2", "--yes", NULL);
    g_assert_cmpint (run.status, ==, 1);
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "show", "2", NULL);
    g_assert_cmpint (run.status, ==, 1);
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "army", "delete", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
}

static void
test_list_by_campaign (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_autofree char *all = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  new_army (fixture->db);
  g_free (ok_db (fixture->db, "campaign", "new", "Wars of the Roses", "--seed", "7", NULL));
  g_free (ok_db (fixture->db, "leader", "generate", "--campaign", "2", "--player", "--name", "Baron York",
                 "--draws", "6H,9S,5D", NULL));
  g_free (ok_db (fixture->db, "army", "muster", "--leader", "2", "--name", "White Rose",
                 "--draws", "2C,2D", NULL));

  all = army_list (fixture->db);
  g_assert_cmpuint (count_rows (all), ==, 2);
  g_assert_true (has_row (all, 0, "1", "Baron 1’s army", "Baron 1", "0", "0 of 43", "legal", "Hundred Years", NULL));
  g_assert_true (has_row (all, 1, "2", "White Rose", "Baron York", "0", "0 of 37", "legal", "Wars of the Roses", NULL));

  first = ok_db (fixture->db, "army", "list", "--campaign", "Hundred Years", NULL);
  g_assert_cmpuint (count_rows (first), ==, 1);
  g_assert_true (has_row (first, 0, "1", "Baron 1’s army", "Baron 1", "0", "0 of 43", "legal", "Hundred Years", NULL));
  second = ok_db (fixture->db, "army", "list", "--campaign", "2", NULL);
  g_assert_cmpuint (count_rows (second), ==, 1);
  g_assert_true (has_row (second, 0, "2", "White Rose", "Baron York", "0", "0 of 37", "legal", "Wars of the Roses", NULL));
}

/* ---- unit cost, units list ---- */

static void
test_unit_cost (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autofree char *knights = NULL;
  g_autofree char *light = NULL;
  g_autofree char *hired = NULL;
  g_autofree char *tafurs = NULL;

  knights = ok_db (fixture->db, "unit", "cost", "--arm", "horse", "--armour", "heavy", "--weapon", "lance",
                   "--morale", "good", NULL);
  g_assert_cmpstr (knights, ==, "horse 8 + heavy armour 12 + lance 0 + good morale 4 = 24\ncost 24\n");

  light = ok_db (fixture->db, "unit", "cost", "--arm", "horse", "--armour", "light", "--weapon", "crossbow",
                 "--light", NULL);
  g_assert_cmpstr (light, ==, "horse 8 + light armour 2 + crossbow -1 = 9; light troops × 1/2 = 4 1/2, "
                              "rounded up to 5\ncost 5\n");

  hired = ok_db (fixture->db, "unit", "cost", "--type", "spearmen", "--mercenary", NULL);
  g_assert_cmpstr (hired, ==, "foot 4 + medium armour 3 + spear 0 + shields 1 = 8; "
                              "mercenary: a quarter, 2; promise at least 2\ncost 2\n");

  /* (4 − 1 + 2) × 3/2 = 7 1/2 → 8 */
  tafurs = ok_db (fixture->db, "unit", "cost", "--type", "tafurs", NULL);
  g_assert_true (g_str_has_suffix (tafurs, "\ncost 8\n"));

  /* Kings and leaders (Lionheart, King/Leader, Leadership Rating). */
  {
    g_autofree char *foot1 = ok_db (fixture->db, "unit", "cost", "--leader", "foot", "--leadership", "1", NULL);
    g_autofree char *foot2 = ok_db (fixture->db, "unit", "cost", "--leader", "foot", NULL);
    g_autofree char *horse3 = ok_db (fixture->db, "unit", "cost", "--leader", "horse", "--leadership", "3",
                                     "--armour", "medium", "--weapon", "heavy-weapon", "--morale", "good", NULL);
    g_auto(Run) run = { 0 };

    g_assert_cmpstr (foot1, ==, "King/Leader on foot 10 + spear 0 = 10; leadership (rating 1) × 1/2 = 5\ncost 5\n");
    g_assert_cmpstr (foot2, ==, "King/Leader on foot 10 + spear 0 = 10\ncost 10\n");
    /* 14 + 6 + 1 + 4 = 25; × 3/2 = 37 1/2 → 38 */
    g_assert_cmpstr (horse3, ==, "King/Leader mounted 14 + medium armour 6 + heavy weapon 1 + good morale 4 = 25; "
                                 "leadership (rating 3) × 3/2 = 37 1/2, rounded up to 38\ncost 38\n");
    run_db (&run, fixture->db, "unit", "cost", "--leader", "horse", "--leadership", "4", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (contains (run.err, "--leadership 4: 1, 2 or 3"));
    g_clear_pointer (&run.out, g_free);
    g_clear_pointer (&run.err, g_free);
    run_db (&run, fixture->db, "unit", "cost", "--leader", "horse", "--leadership", "0", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (contains (run.err, "--leadership 0: 1, 2 or 3"));
  }

  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "unit", "cost", "--arm", "horse", "--weapon", "longbow", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "longbows are for infantry only (Lionheart, Weapons)"));
    g_assert_cmpstr (run.out, ==, "");
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "unit", "cost", "--weapon", "catapult", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "catapult"));
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "unit", "cost", "--type", "dragoons", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (contains (run.err, "dragoons"));
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "unit", "cost", "--arm", "camel", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
}

typedef struct
{
  const char *id;
  const char *klass;
  guint figures;
  guint points;
} TypeRow;

static void
test_units_list (Fixture       *fixture,
                 gconstpointer  user_data)
{
  /* Every catalogue type of data/units.xml, priced by hand. */
  static const TypeRow types[] = {
    { "mounted-knights", "A-class cavalry", 5, 24 },
    { "dismounted-knights", "A-class infantry", 6, 13 },
    { "men-at-arms", "A-class infantry", 6, 11 },
    { "mounted-sergeants", "B-class cavalry", 5, 15 },
    { "hobilars", "B-class cavalry", 3, 5 },
    { "mounted-crossbowmen", "B-class cavalry", 3, 5 },
    { "spearmen", "B-class infantry", 8, 8 },
    { "pikemen", "B-class infantry", 8, 6 },
    { "halberdiers", "B-class infantry", 8, 9 },
    { "longbowmen", "B-class infantry", 8, 7 },
    { "crossbowmen", "B-class infantry", 8, 4 },
    { "handgunners", "B-class infantry", 8, 4 },
    { "town-militia", "B-class infantry", 8, 6 },
    { "levy-spearmen", "C-class infantry", 8, 3 },
    { "levy-archers", "C-class infantry", 8, 2 },
    { "peasant-levy", "C-class infantry", 8, 1 },
    { "kerns", "B-class infantry", 4, 2 },
    { "field-gun", "artillery", 4, 10 },
    { "bolt-thrower", "artillery", 4, 8 },
    { "genoese-crossbowmen", "B-class infantry", 8, 2 },
    { "swiss-pikemen", "B-class infantry", 8, 2 },
    { "brabancon-spearmen", "B-class infantry", 8, 3 },
    { "mercenary-men-at-arms", "A-class infantry", 6, 3 },
    { "condottieri", "A-class cavalry", 5, 6 },
    { "stradiots", "B-class cavalry", 3, 2 },
    { "gallowglass", "B-class infantry", 8, 3 },
    { "tafurs", "C-class infantry", 8, 8 },
  };
  static const char *const weapons[] = {
    "spear\tspear\t+0\tclose combat",
    "bow\tbow\t+0\tshoots",
    "halberd\thalberd\t+2\tclose combat",
    "heavy-weapon\theavy weapon\t+1\tclose combat",
    "pike\tpike\t+1\tclose combat",
    "lance\tlance\t+0\tclose combat",
    "crossbow\tcrossbow\t-1\tshoots",
    "arbalest\tarbalest\t+2\tshoots",
    "longbow\tlongbow\t+2\tshoots",
    "handgun\thandgun\t-1\tshoots",
    "sidearms\tsidearms\t-1\tclose combat",
    "gun\tfield gun\t+2\tshoots",
    "bolt-thrower\tbolt thrower\t+0\tshoots",
  };
  /* The catalogue and the database's own designs: a database there must be. */
  g_autofree char *created = ok_db (fixture->db, "campaign", "new", "Catalogue", NULL);
  g_autofree char *list = ok_db (fixture->db, "units", "list", NULL);
  g_autofree char *weapon_list = ok_db (fixture->db, "units", "list", "--weapons", NULL);
  g_auto(GStrv) lines = g_strsplit (list, "\n", -1);
  g_auto(GStrv) weapon_lines = g_strsplit (weapon_list, "\n", -1);

  g_assert_true (g_regex_match_simple ("^ID +NAME +CLASS +FIGURES +POINTS +OWN$", lines[0], 0, 0));
  g_assert_cmpuint (count_rows (list), ==, G_N_ELEMENTS (types));
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      /* Columns are two or more spaces apart; the last (OWN) is blank. */
      g_auto(GStrv) fields = g_regex_split_simple ("  +", lines[i + 1], 0, 0);
      g_autofree char *figures = g_strdup_printf ("%u", types[i].figures);
      g_autofree char *points = g_strdup_printf ("%u", types[i].points);

      g_assert_cmpuint (g_strv_length (fields), ==, 5);
      g_assert_cmpstr (fields[0], ==, types[i].id);
      g_assert_cmpstr (fields[1], !=, "");
      g_assert_cmpstr (fields[2], ==, types[i].klass);
      g_assert_cmpstr (fields[3], ==, figures);
      g_assert_cmpstr (fields[4], ==, points);
    }
  g_assert_true (has_row (list, 0, "mounted-knights", "Mounted knights", "A-class cavalry", "5", "24", NULL));

  g_assert_cmpuint (count_rows (weapon_list), ==, G_N_ELEMENTS (weapons));
  for (guint i = 0; i < G_N_ELEMENTS (weapons); i++)
    {
      g_auto(GStrv) want = g_strsplit (weapons[i], "\t", -1);
      g_auto(GStrv) fields = g_regex_split_simple ("  +", weapon_lines[i + 1], 0, 0);

      g_assert_cmpstrv (fields, want);
    }
}

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/cli-army/muster/typed", test_muster_typed);
  ADD ("/cli-army/show/order-of-battle", test_show_order_of_battle);
  ADD ("/cli-army/muster/joker-bonus", test_muster_joker_bonus);
  ADD ("/cli-army/muster/card-count", test_muster_card_count);
  ADD ("/cli-army/muster/usage", test_muster_usage);
  ADD ("/cli-army/muster/seeded", test_muster_seeded);
  ADD ("/cli-army/muster/default-names", test_muster_default_names);

  ADD ("/cli-army/add/catalogue", test_add_catalogue);
  ADD ("/cli-army/add/king", test_add_king);
  ADD ("/cli-army/import/checked-like-add", test_import_checked_like_add);
  ADD ("/cli-army/add/figures", test_add_figures);
  ADD ("/cli-army/add/assigns-colours", test_add_assigns_colours);
  ADD ("/cli-army/add/mercenary", test_add_mercenary);
  ADD ("/cli-army/add/promise-refused", test_add_promise_refused);
  ADD ("/cli-army/add/unknown-type", test_add_unknown_type);
  ADD ("/cli-army/add/over-points", test_add_over_points);
  ADD ("/cli-army/add/usage", test_add_usage);

  ADD ("/cli-army/validate/remuster-remove", test_validate_remuster_remove);

  ADD ("/cli-army/post/roles", test_post);
  ADD ("/cli-army/post/outside-domain", test_post_outside_domain);

  ADD ("/cli-army/manage/rename-duplicate-delete-list", test_rename_duplicate_delete_list);
  ADD ("/cli-army/manage/list-by-campaign", test_list_by_campaign);

  ADD ("/cli-army/unit/cost", test_unit_cost);
  ADD ("/cli-army/units/list", test_units_list);

  /* Last: each fails on a known fault of bn-cli-army.c's save_if_legal(),
   * and a failed assertion ends the program. */
  ADD ("/cli-army/refusals/add-when-already-over", test_add_when_already_over);
  ADD ("/cli-army/refusals/post-names-new-problem", test_post_refusal_names_new_problem);

  return g_test_run ();
}
