/* test-army-sheet.c — the printed army roster, as a PDF.
 *
 * The army is built from typed cards and catalogue units, so every number
 * on the sheet is known: Baron Hugh (cards 6H, 9S, 5D) is a Baron of
 * Notable esteem with household 7; his muster (QH, AC) is 7 × 6 + 1 = 43
 * army points. The PDF is read back as bytes (its page objects) and, when
 * poppler's pdftotext is installed, as text.
 */
#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <pango/pangocairo.h>

#include "bn-army-sheet.h"
#include "bn-leader-generator.h"

typedef struct
{
  BnUnitRules   *unit_rules;
  BnLeaderRules *leader_rules;
  BnLeader      *leader;
  GPtrArray     *domain;      /* BnLeader */
  char          *dir;
} Fixture;

/* The roster's units, in turn; the mercenary is the fourth. */
static const char *const unit_types[] = {
  "men-at-arms", "longbowmen", "hobilars", "genoese-crossbowmen", "levy-spearmen",
};
static const BnColour unit_colours[] = {
  BN_COLOUR_RED, BN_COLOUR_BLUE, BN_COLOUR_GREEN, BN_COLOUR_BLUE, BN_COLOUR_RED,
};

/* Above the minimum, so the number is the army's own and not the rule's. */
#define PROMISE_ABOVE_MINIMUM 2

static BnLeader *
generate (BnLeaderRules         *rules,
          const BnLeaderRequest *request,
          const char            *cards)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  BnLeader *leader;

  g_assert_true (bn_chance_push_cards_text (chance, cards, &error));
  g_assert_no_error (error);
  leader = bn_leader_generate (rules, chance, request, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (leader);
  return leader;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  BnLeaderRequest baron = { "Baron Hugh", TRUE, FALSE, 0 };
  BnLeaderRequest hero = { "Sir Walter", FALSE, TRUE, 2 };
  BnLeader *walter;

  fixture->unit_rules = bn_unit_rules_load_default (&error);
  g_assert_no_error (error);
  fixture->leader_rules = bn_leader_rules_load_default (&error);
  g_assert_no_error (error);

  fixture->leader = generate (fixture->leader_rules, &baron, "6H,9S,5D");
  fixture->leader->id = 1;
  g_assert_cmpuint (fixture->leader->household, ==, 7);

  walter = generate (fixture->leader_rules, &hero, "4S,2H,8D");
  walter->id = 2;
  walter->liege_id = 1;
  fixture->domain = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  g_ptr_array_add (fixture->domain, walter);

  fixture->dir = g_dir_make_tmp ("banneret-sheet-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (fixture->dir), ==, 0);
  g_free (fixture->dir);
  g_ptr_array_unref (fixture->domain);
  bn_leader_free (fixture->leader);
  bn_leader_rules_unref (fixture->leader_rules);
  bn_unit_rules_unref (fixture->unit_rules);
}

static guint
minimum_promise (BnUnitRules  *rules,
                 const BnUnit *unit)
{
  g_autoptr(BnCostBreakdown) breakdown = NULL;
  g_autoptr(GError) error = NULL;

  bn_unit_rules_price (rules, unit, &breakdown, &error);
  g_assert_no_error (error);
  return bn_cost_breakdown_get_minimum_promise (breakdown);
}

/* Returns: the promise made to the army's mercenary unit. */
static BnArmy *
build_army (Fixture *fixture,
            guint    n_units,
            guint   *out_promise)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  BnArmy *army = bn_army_new (fixture->leader->id, "Hugh’s host");
  BnMuster *muster;

  g_assert_true (bn_chance_push_cards_text (chance, "QH,AC", &error));
  g_assert_no_error (error);
  muster = bn_muster_draw (fixture->leader_rules, chance, fixture->leader->household, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (muster->army_points, ==, 43);
  bn_army_set_muster (army, muster);

  for (guint i = 0; i < n_units; i++)
    {
      guint kind = i % G_N_ELEMENTS (unit_types);
      BnUnit *unit = bn_unit_rules_new_unit (fixture->unit_rules, unit_types[kind], &error);
      guint promise = 0;

      g_assert_no_error (error);
      g_assert_nonnull (unit);
      unit->colour = unit_colours[kind];
      if (unit->mercenary)
        {
          promise = minimum_promise (fixture->unit_rules, unit) + PROMISE_ABOVE_MINIMUM;
          if (out_promise != NULL)
            *out_promise = promise;
        }
      g_ptr_array_add (army->units, bn_army_unit_new (unit, promise));
    }

  g_ptr_array_add (army->posts, bn_army_post_new (fixture->leader->id, BN_ARMY_ROLE_COMMANDER, -1));
  g_ptr_array_add (army->posts, bn_army_post_new (2, BN_ARMY_ROLE_HERO, 0));
  return army;
}

static BnArmySheet *
new_sheet (Fixture      *fixture,
           const BnArmy *army,
           gboolean      for_opponent)
{
  BnArmySheet *sheet = bn_army_sheet_new (army, fixture->leader, fixture->domain,
                                          fixture->unit_rules, fixture->leader_rules,
                                          for_opponent);

  g_assert_nonnull (sheet);
  return sheet;
}

static char *
write_pdf (Fixture      *fixture,
           BnArmySheet  *sheet,
           const char   *name,
           guint        *out_n_pages)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (fixture->dir, name, NULL);

  g_assert_true (bn_army_sheet_write_pdf (sheet, path, out_n_pages, &error));
  g_assert_no_error (error);
  return path;
}

/* Page objects, not the page tree ("/Type /Pages"). Cairo writes them
 * uncompressed; page contents are compressed and cannot imitate one. */
static guint
count_pdf_pages (const char *path)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  static const char needle[] = "/Type /Page";
  const gsize needle_len = sizeof needle - 1;
  gsize length = 0;
  guint n = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  for (gsize i = 0; i + needle_len <= length; i++)
    {
      if (memcmp (contents + i, needle, needle_len) != 0)
        continue;
      if (i + needle_len < length && contents[i + needle_len] == 's')
        continue;
      n++;
    }
  return n;
}

static void
assert_is_pdf (const char *path)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 4);
  g_assert_cmpmem (contents, 4, "%PDF", 4);
}

/* Returns: (nullable): the PDF's text, or %NULL when pdftotext is not
 * installed (the test is then marked skipped). */
static char *
pdf_text (const char *path)
{
  g_autofree char *program = g_find_program_in_path ("pdftotext");
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;
  int status = 0;

  if (program == NULL)
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed");
      return NULL;
    }
  {
    const char *argv[] = { program, "-enc", "UTF-8", path, "-", NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                 &out, &err, &status, &error));
  }
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, &error));
  g_assert_no_error (error);
  return out;
}

static void
test_sheet_small_army_one_page (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autoptr(BnArmy) army = build_army (fixture, G_N_ELEMENTS (unit_types), NULL);
  g_autoptr(BnArmySheet) sheet = new_sheet (fixture, army, FALSE);
  g_autofree char *path = NULL;
  guint n_pages = 0;

  path = write_pdf (fixture, sheet, "roster.pdf", &n_pages);
  assert_is_pdf (path);
  g_assert_cmpuint (n_pages, ==, 1);
  g_assert_cmpuint (count_pdf_pages (path), ==, 1);
}

static void
test_sheet_long_army_flows_on (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(BnArmy) army = build_army (fixture, 40, NULL);
  g_autoptr(BnArmySheet) sheet = new_sheet (fixture, army, FALSE);
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  guint n_pages = 0;

  path = write_pdf (fixture, sheet, "long.pdf", &n_pages);
  assert_is_pdf (path);
  g_assert_cmpuint (n_pages, >, 1);
  g_assert_cmpuint (count_pdf_pages (path), ==, n_pages);

  text = pdf_text (path);
  if (text != NULL)
    {
      g_autofree char *last = g_strdup_printf ("page %u of %u", n_pages, n_pages);

      /* Every unit is there, the table's heading is repeated, and the
       * footer counts the pages. */
      g_assert_nonnull (strstr (text, "Units (continued)"));
      g_assert_nonnull (strstr (text, "page 1 of"));
      g_assert_nonnull (strstr (text, last));
      g_assert_nonnull (strstr (text, "Levy spearmen"));
    }
}

/* What a player reads at the table: the leader, the muster, and each
 * unit's class, move and dice from the battle rules. */
static void
test_sheet_owner_text (Fixture       *fixture,
                       gconstpointer  data)
{
  guint promise = 0;
  g_autoptr(BnArmy) army = build_army (fixture, G_N_ELEMENTS (unit_types), &promise);
  g_autoptr(BnArmySheet) sheet = new_sheet (fixture, army, FALSE);
  g_autofree char *path = write_pdf (fixture, sheet, "owner.pdf", NULL);
  g_autofree char *text = pdf_text (path);
  g_autofree char *promised = g_strdup_printf ("merc., promised %u", promise);

  if (text == NULL)
    return;
  g_assert_cmpuint (promise, >, 0);
  g_assert_nonnull (strstr (text, "Hugh’s host"));
  g_assert_nonnull (strstr (text, "Baron Hugh — Baron, Notable esteem"));
  g_assert_nonnull (strstr (text, "Army points 43 = household 7 × 6 (QH) + bonus 1 (AC)"));
  g_assert_nonnull (strstr (text, "Commander"));
  g_assert_nonnull (strstr (text, "Sir Walter"));
  g_assert_nonnull (strstr (text, "B-class cavalry"));     /* hobilars */
  g_assert_nonnull (strstr (text, "2, or 1 and battle"));  /* infantry */
  g_assert_nonnull (strstr (text, "4-3-3-2-1"));           /* the longbow's own dice */
  g_assert_nonnull (strstr (text, "3-2-1"));               /* the cavalry's */
  g_assert_nonnull (strstr (text, promised));
  g_assert_nonnull (strstr (text, "Promised to mercenaries"));
  g_assert_nonnull (strstr (text, "Unspent"));
  g_assert_nonnull (strstr (text, "Problems"));
  g_assert_nonnull (strstr (text, "Banneret — page 1 of 1"));
}

/* A King/Leader unit is named and noted with his rating. */
static void
test_sheet_king_leader (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(BnArmy) army = build_army (fixture, 1, NULL);
  g_autoptr(BnArmySheet) sheet = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  BnUnit *king = bn_unit_new ();

  king->arm = BN_ARM_HORSE;
  king->figures = 1;
  king->leadership = 3;
  king->colour = BN_COLOUR_RED;
  bn_unit_set_weapons (king, (const char * const[]) { "spear", NULL });
  g_ptr_array_add (army->units, bn_army_unit_new (king, 0));
  sheet = new_sheet (fixture, army, FALSE);
  path = write_pdf (fixture, sheet, "king.pdf", NULL);
  text = pdf_text (path);
  if (text == NULL)
    return;
  g_assert_nonnull (strstr (text, "King/Leader mounted"));
  g_assert_nonnull (strstr (text, "King/Leader, leadership 3"));
}

/* The promise is secret: the opponent's copy has neither it nor the
 * unspent points, but still the units, their costs and the army points. */
static void
test_sheet_opponent_copy_hides_promise (Fixture       *fixture,
                                        gconstpointer  data)
{
  guint promise = 0;
  g_autoptr(BnArmy) army = build_army (fixture, G_N_ELEMENTS (unit_types), &promise);
  g_autoptr(BnArmySheet) sheet = new_sheet (fixture, army, TRUE);
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  guint n_pages = 0;

  path = write_pdf (fixture, sheet, "opponent.pdf", &n_pages);
  assert_is_pdf (path);
  g_assert_cmpuint (n_pages, ==, 1);
  g_assert_cmpuint (count_pdf_pages (path), ==, 1);

  text = pdf_text (path);
  if (text == NULL)
    return;
  g_assert_nonnull (strstr (text, "Genoese crossbowmen"));
  g_assert_nonnull (strstr (text, "merc."));
  g_assert_nonnull (strstr (text, "Army points"));
  g_assert_null (strstr (text, "promised"));
  g_assert_null (strstr (text, "Promised"));
  g_assert_null (strstr (text, "Unspent"));
  g_assert_null (strstr (text, "Problems"));
}

static void
test_sheet_missing_folder_fails (Fixture       *fixture,
                                 gconstpointer  data)
{
  g_autoptr(BnArmy) army = build_army (fixture, 2, NULL);
  g_autoptr(BnArmySheet) sheet = new_sheet (fixture, army, FALSE);
  g_autofree char *folder = g_build_filename (fixture->dir, "no-such-folder", NULL);
  g_autofree char *path = g_build_filename (folder, "roster.pdf", NULL);
  g_autoptr(GError) error = NULL;
  guint n_pages = 77;

  g_assert_false (bn_army_sheet_write_pdf (sheet, path, &n_pages, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_cmpuint (n_pages, ==, 77);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (folder, G_FILE_TEST_EXISTS));
}

/* An existing file is replaced whole, and the temporary file is gone. */
static void
test_sheet_replaces_file (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(BnArmy) army = build_army (fixture, 3, NULL);
  g_autoptr(BnArmySheet) sheet = new_sheet (fixture, army, FALSE);
  g_autofree char *path = g_build_filename (fixture->dir, "roster.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  guint n_entries = 0;

  g_assert_true (g_file_set_contents (path, "not a roster", -1, &error));
  g_assert_no_error (error);
  g_assert_true (bn_army_sheet_write_pdf (sheet, path, NULL, &error));
  g_assert_no_error (error);
  assert_is_pdf (path);

  dir = g_dir_open (fixture->dir, 0, &error);
  g_assert_no_error (error);
  while (g_dir_read_name (dir) != NULL)
    n_entries++;
  g_assert_cmpuint (n_entries, ==, 1);
}

/* Printing lays the sheet out for the printer's paper: a smaller page
 * takes more pages, and every page it counts can be drawn. */
static void
test_sheet_paginates_for_paper (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autoptr(BnArmy) army = build_army (fixture, 40, NULL);
  g_autoptr(BnArmySheet) sheet = new_sheet (fixture, army, FALSE);
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  guint a4, a5, letter;

  a4 = bn_army_sheet_paginate (sheet, cr, 595, 842);
  a5 = bn_army_sheet_paginate (sheet, cr, 420, 595);
  g_assert_cmpuint (a5, >, a4);
  letter = bn_army_sheet_paginate (sheet, cr, 612, 792);
  g_assert_cmpuint (letter, >=, a4);
  for (guint page = 0; page < letter; page++)
    bn_army_sheet_draw_page (sheet, cr, 612, 792, page);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* An army not yet mustered and with no units still prints, on one page. */
static void
test_sheet_empty_army (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(BnArmy) army = bn_army_new (fixture->leader->id, "Nothing yet");
  g_autoptr(BnArmySheet) sheet = new_sheet (fixture, army, FALSE);
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  guint n_pages = 0;

  path = write_pdf (fixture, sheet, "empty.pdf", &n_pages);
  g_assert_cmpuint (n_pages, ==, 1);
  g_assert_cmpuint (count_pdf_pages (path), ==, 1);
  text = pdf_text (path);
  if (text == NULL)
    return;
  g_assert_nonnull (strstr (text, "No units on the roster yet."));
  g_assert_nonnull (strstr (text, "not been mustered"));
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/sheet/pdf/one-page", test_sheet_small_army_one_page);
  ADD ("/sheet/pdf/flows-on", test_sheet_long_army_flows_on);
  ADD ("/sheet/pdf/owner-text", test_sheet_owner_text);
  ADD ("/sheet/pdf/king-leader", test_sheet_king_leader);
  ADD ("/sheet/pdf/opponent-copy", test_sheet_opponent_copy_hides_promise);
  ADD ("/sheet/pdf/missing-folder", test_sheet_missing_folder_fails);
  ADD ("/sheet/pdf/replaces-file", test_sheet_replaces_file);
  ADD ("/sheet/paginate/paper", test_sheet_paginates_for_paper);
  ADD ("/sheet/pdf/empty-army", test_sheet_empty_army);

#undef ADD
  status = g_test_run ();
  /* Pango's font map holds its caches for the life of the process; let
   * it go so that a leak checker sees only what the sheet leaks. */
  pango_cairo_font_map_set_default (NULL);
  return status;
}
