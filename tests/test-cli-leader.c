/* test-cli-leader.c — "campaign …" and "leader …" as a user runs them.
 *
 * Each test has its own temporary database (--db). The binary is the one
 * named by BANNERET_CLI; only GLib is linked, so where the library's answer
 * is needed, a second run of the CLI (in a second database) gives it.
 */
#include "cli-run.h"
#include <glib/gstdio.h>
#include <string.h>

typedef struct
{
  char *dir;
  char *db;       /* the test's database */
  char *other;    /* a second database, for comparisons */
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("banneret-cli-leader-XXXXXX", &error);
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

/* A campaign "Hundred Years" (seed 42) in @db. */
static void
new_campaign (const char *db)
{
  g_autofree char *out = ok_db (db, "campaign", "new", "Hundred Years", "--seed", "42", NULL);

  g_assert_cmpstr (out, ==, "campaign 1: Hundred Years (seed 42)\n");
}

static char *
leader_list (const char *db)
{
  return ok_db (db, "leader", "list", NULL);
}

/* The cards of the "Draws" section of `leader show`, in order, and their
 * sources ("typed", "seeded"). */
static GPtrArray *
draw_cards (const char *show,
            GPtrArray **out_sources)
{
  g_auto(GStrv) lines = g_strsplit (show, "\n", -1);
  GPtrArray *cards = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *sources = g_ptr_array_new_with_free_func (g_free);
  gboolean in_draws = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_equal (lines[i], "  Draws"))
        {
          in_draws = TRUE;
          continue;
        }
      if (in_draws && g_str_has_prefix (lines[i], "    "))
        {
          g_auto(GStrv) words = g_regex_split_simple ("\\s+", g_strstrip (lines[i]), 0, 0);

          g_assert_cmpuint (g_strv_length (words), >=, 4);
          g_ptr_array_add (cards, g_strdup (words[1]));
          g_ptr_array_add (sources, g_strdup (words[2]));
        }
      else
        in_draws = FALSE;
    }
  g_assert_cmpuint (cards->len, >=, 3);
  if (out_sources != NULL)
    *out_sources = sources;
  else
    g_ptr_array_unref (sources);
  return cards;
}

static char *
join_cards (GPtrArray *cards)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < cards->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "," : "", (char *) g_ptr_array_index (cards, i));
  return g_string_free (text, FALSE);
}

/* The part of `leader show` before the draws. */
static char *
record_part (const char *show)
{
  const char *draws = strstr (show, "  Draws\n");

  g_assert_nonnull (draws);
  return g_strndup (show, (gsize) (draws - show));
}

/* ---- campaigns ---- */

static void
test_campaign_new_and_list (Fixture       *fixture,
                            gconstpointer  user_data)
{
  g_autofree char *second = NULL;
  g_autofree char *list = NULL;
  g_auto(GStrv) lines = NULL;

  new_campaign (fixture->db);
  second = ok_db (fixture->db, "campaign", "new", "Wars of the Roses", "--seed", "7", NULL);
  g_assert_cmpstr (second, ==, "campaign 2: Wars of the Roses (seed 7)\n");

  list = ok_db (fixture->db, "campaign", "list", NULL);
  g_assert_cmpuint (count_rows (list), ==, 2);
  lines = g_strsplit (list, "\n", -1);
  g_assert_true (g_regex_match_simple ("^ID +NAME +LEADERS +SEED +CREATED +ARCHIVED$", lines[0], 0, 0));
  g_assert_true (has_row (list, 0, "1", "Hundred Years", "0", "42", NULL));
  g_assert_true (has_row (list, 1, "2", "Wars of the Roses", "0", "7", NULL));

  /* A leader shows in the count. */
  g_free (ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player",
                 "--draws", "6H,9S,5D", NULL));
  g_clear_pointer (&list, g_free);
  list = ok_db (fixture->db, "campaign", "list", NULL);
  g_assert_true (has_row (list, 0, "1", "Hundred Years", "1", "42", NULL));
}

static void
test_campaign_new_refused (Fixture       *fixture,
                           gconstpointer  user_data)
{
  g_autofree char *long81 = g_strnfill (81, 'x');
  g_autofree char *list = NULL;

  new_campaign (fixture->db);
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "campaign", "new", "Hundred Years", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpuint (count_lines (run.err), ==, 1);
    g_assert_nonnull (strstr (run.err, "Hundred Years"));
    g_assert_cmpstr (run.out, ==, "");
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "campaign", "new", "   ", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpuint (count_lines (run.err), ==, 1);
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "campaign", "new", long81, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpuint (count_lines (run.err), ==, 1);
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "campaign", "new", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  list = ok_db (fixture->db, "campaign", "list", NULL);
  g_assert_cmpuint (count_rows (list), ==, 1);
}

/* ---- generate ---- */

static void
test_generate_player (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_autofree char *out = NULL;
  g_autofree char *list = NULL;
  g_autofree char *show = NULL;
  g_autoptr(GPtrArray) sources = NULL;
  g_autoptr(GPtrArray) cards = NULL;

  new_campaign (fixture->db);
  out = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player",
               "--name", "Baron Hugh", "--draws", "6H,9S,5D", NULL);

  /* 6H + 3 = 9: Notable, 401 honor; 9S Chivalric; 5 + 3 + 4 = 12 points;
   * household 3 + 4. */
  g_assert_true (g_str_has_prefix (out, "Leader 1: Baron Hugh — player-leader\n"));
  g_assert_nonnull (strstr (out, "3 Baron"));
  g_assert_nonnull (strstr (out, "Notable"));
  g_assert_nonnull (strstr (out, "(score 9)"));
  g_assert_nonnull (strstr (out, "401"));
  g_assert_nonnull (strstr (out, "Chivalric"));
  g_assert_nonnull (strstr (out, "(12 points)"));
  g_assert_nonnull (strstr (out, "Household        7\n"));
  g_assert_nonnull (strstr (out, "Page"));
  g_assert_nonnull (strstr (out, "Squire"));
  g_assert_nonnull (strstr (out, "Sergeant"));

  cards = draw_cards (out, &sources);
  g_assert_cmpuint (cards->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (cards, 0), ==, "6H");
  g_assert_cmpstr (g_ptr_array_index (cards, 1), ==, "9S");
  g_assert_cmpstr (g_ptr_array_index (cards, 2), ==, "5D");
  for (guint i = 0; i < sources->len; i++)
    g_assert_cmpstr (g_ptr_array_index (sources, i), ==, "typed");

  /* Saved: listed, and shown again the same. */
  list = leader_list (fixture->db);
  g_assert_cmpuint (count_rows (list), ==, 1);
  g_assert_true (has_row (list, 0, "1", "Baron Hugh", "player-leader", "Baron", "Notable", "401", "Hundred Years", NULL));
  show = ok_db (fixture->db, "leader", "show", "1", NULL);
  g_assert_cmpstr (show, ==, out);
}

/* The same typed cards give the same record in another database, in a
 * campaign of another seed. */
static void
test_generate_same_draws_same_record (Fixture       *fixture,
                                      gconstpointer  user_data)
{
  g_autofree char *xml_a = NULL;
  g_autofree char *xml_b = NULL;
  g_autofree char *xml_c = NULL;
  g_autofree char *other_campaign = NULL;

  new_campaign (fixture->db);
  other_campaign = ok_db (fixture->other, "campaign", "new", "Reconquista", "--seed", "9", NULL);

  g_free (ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player",
                 "--name", "Baron Hugh", "--draws", "6H,KC,9S,5D", NULL));
  g_free (ok_db (fixture->other, "leader", "generate", "--campaign", "Reconquista", "--player",
                 "--name", "Baron Hugh", "--draws", "6h KC 9s 5D", NULL));
  xml_a = ok_db (fixture->db, "leader", "show", "1", "--xml", NULL);
  xml_b = ok_db (fixture->other, "leader", "show", "1", "--xml", NULL);
  g_assert_cmpstr (xml_a, ==, xml_b);
  g_assert_nonnull (strstr (xml_a, "Baron Hugh"));
  g_assert_nonnull (strstr (xml_a, "6H"));
  g_assert_nonnull (strstr (xml_a, "KC"));

  /* And other cards give another record. */
  g_free (ok_db (fixture->other, "leader", "generate", "--campaign", "Reconquista", "--player",
                 "--name", "Baron Hugh", "--draws", "7H,KC,9S,5D", NULL));
  xml_c = ok_db (fixture->other, "leader", "show", "2", "--xml", NULL);
  g_assert_cmpstr (xml_c, !=, xml_a);

  /* --xml on generate prints the same document. */
  {
    g_autofree char *third = g_build_filename (fixture->dir, "third.db", NULL);
    g_autofree char *xml_d = NULL;

    new_campaign (third);
    xml_d = ok_db (third, "leader", "generate", "--campaign", "1", "--player", "--name", "Baron Hugh",
                   "--draws", "6H,KC,9S,5D", "--xml", NULL);
    g_assert_cmpstr (xml_d, ==, xml_a);
  }
}

/* Cards dealt by --seed S are the first cards of `cards draw --seed S`;
 * typed in, they give the same leader. */
static void
test_generate_seed_matches_typed (Fixture       *fixture,
                                  gconstpointer  user_data)
{
  g_autofree char *deck = NULL;
  g_autofree char *seeded = NULL;
  g_autofree char *typed = NULL;
  g_autofree char *typed_cards = NULL;
  g_autofree char *seeded_record = NULL;
  g_autofree char *typed_record = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GPtrArray) typed_list = NULL;
  g_autoptr(GPtrArray) sources = NULL;
  g_autoptr(GPtrArray) typed_sources = NULL;
  g_auto(GStrv) dealt = NULL;

  new_campaign (fixture->db);
  new_campaign (fixture->other);
  deck = ok_db (fixture->db, "cards", "draw", "54", "--seed", "7", NULL);
  dealt = g_strsplit (g_strstrip (deck), " ", -1);

  seeded = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--rank", "2",
                  "--name", "Sir Walter", "--seed", "7", NULL);
  cards = draw_cards (seeded, &sources);
  for (guint i = 0; i < cards->len; i++)
    {
      g_assert_cmpstr (g_ptr_array_index (cards, i), ==, dealt[i]);
      g_assert_cmpstr (g_ptr_array_index (sources, i), ==, "seeded");
    }

  typed_cards = join_cards (cards);
  typed = ok_db (fixture->other, "leader", "generate", "--campaign", "1", "--rank", "2",
                 "--name", "Sir Walter", "--draws", typed_cards, NULL);
  typed_list = draw_cards (typed, &typed_sources);
  g_assert_cmpuint (typed_list->len, ==, cards->len);
  for (guint i = 0; i < typed_list->len; i++)
    {
      g_assert_cmpstr (g_ptr_array_index (typed_list, i), ==, g_ptr_array_index (cards, i));
      g_assert_cmpstr (g_ptr_array_index (typed_sources, i), ==, "typed");
    }
  seeded_record = record_part (seeded);
  typed_record = record_part (typed);
  g_assert_cmpstr (seeded_record, ==, typed_record);
}

static void
assert_nothing_saved (const char *db)
{
  g_autofree char *list = leader_list (db);

  g_assert_cmpstr (list, ==, "");
}

static void
test_generate_too_few_cards (Fixture       *fixture,
                             gconstpointer  user_data)
{
  g_auto(Run) run = { 0 };

  new_campaign (fixture->db);
  run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Baron Hugh",
          "--draws", "6H", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpuint (count_lines (run.err), ==, 1);
  g_assert_nonnull (strstr (run.err, "cards"));
  g_assert_cmpstr (run.out, ==, "");
  assert_nothing_saved (fixture->db);
}

/* A court card set aside needs one more card after it. */
static void
test_generate_too_few_after_set_aside (Fixture       *fixture,
                                       gconstpointer  user_data)
{
  g_auto(Run) run = { 0 };

  new_campaign (fixture->db);
  run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--player",
          "--draws", "6H,QS,9S", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpuint (count_lines (run.err), ==, 1);
  g_assert_nonnull (strstr (run.err, "cards"));
  assert_nothing_saved (fixture->db);
}

static void
test_generate_unknown_card (Fixture       *fixture,
                            gconstpointer  user_data)
{
  g_auto(Run) run = { 0 };

  new_campaign (fixture->db);
  run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Baron Hugh",
          "--draws", "6H,1Z,5D", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpuint (count_lines (run.err), ==, 1);
  g_assert_nonnull (strstr (run.err, "1Z"));
  g_assert_cmpstr (run.out, ==, "");
  assert_nothing_saved (fixture->db);
}

static void
test_generate_duplicate_card (Fixture       *fixture,
                              gconstpointer  user_data)
{
  g_auto(Run) run = { 0 };

  new_campaign (fixture->db);
  run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Baron Hugh",
          "--draws", "6H,6H,5D", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpuint (count_lines (run.err), ==, 1);
  g_assert_nonnull (strstr (run.err, "6H"));
  g_assert_cmpstr (run.out, ==, "");
  assert_nothing_saved (fixture->db);
}

static void
test_generate_leftover_cards (Fixture       *fixture,
                              gconstpointer  user_data)
{
  g_auto(Run) run = { 0 };

  new_campaign (fixture->db);
  run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Baron Hugh",
          "--draws", "6H,9S,5D,7C", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpuint (count_lines (run.err), ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  assert_nothing_saved (fixture->db);
}

static void
test_generate_skills_accepted (Fixture       *fixture,
                               gconstpointer  user_data)
{
  g_autofree char *out = NULL;

  new_campaign (fixture->db);
  out = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Baron Hugh",
               "--draws", "6H,9S,5D", "--skills", "4,3,3,2", NULL);
  /* Initiative and Personal Combat Skill are shown as 10 + points. */
  g_assert_nonnull (strstr (out, "IN 14  MB 3  CB 3  PCS 12"));
  g_assert_nonnull (strstr (out, "(12 points)"));
}

static void
test_generate_skills_refused (Fixture       *fixture,
                              gconstpointer  user_data)
{
  new_campaign (fixture->db);
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--player",
            "--draws", "6H,9S,5D", "--skills", "4,3,3,3", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpuint (count_lines (run.err), ==, 1);
    g_assert_nonnull (strstr (run.err, "13"));
    g_assert_nonnull (strstr (run.err, "12"));
    g_assert_nonnull (strstr (run.err, "remove 1"));
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--player",
            "--draws", "6H,9S,5D", "--skills", "1,1,1,8", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "add 1"));
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--player",
            "--draws", "6H,9S,5D", "--skills", "0,4,4,4", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpuint (count_lines (run.err), ==, 1);
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--player",
            "--draws", "6H,9S,5D", "--skills", "4,3,3", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  assert_nothing_saved (fixture->db);
}

static void
test_generate_vassal_domain (Fixture       *fixture,
                             gconstpointer  user_data)
{
  g_autofree char *out = NULL;
  g_autofree char *list = NULL;
  g_autofree char *show = NULL;

  new_campaign (fixture->db);
  g_free (ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Baron Hugh",
                 "--draws", "6H,9S,5D", NULL));
  /* Day of Battle: the vassals' ranks add up to his. With none yet, the
   * domain says how short it is. */
  show = ok_db (fixture->db, "leader", "show", "1", NULL);
  g_assert_nonnull (strstr (show, "Baron Hugh's domain is short by 3 ranks: his vassals' and heroes' social "
                                  "ranks add up to 0, and Day of Battle has them add up to his own, 3\n"));
  g_clear_pointer (&show, g_free);
  out = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--rank", "2", "--vassal-of", "1",
               "--name", "Sir Walter", "--draws", "4S,KH,2H,8D", NULL);
  g_assert_true (g_str_has_prefix (out, "Leader 2: Sir Walter — vassal leader\n"));
  g_assert_nonnull (strstr (out, "Baron Hugh"));
  g_clear_pointer (&out, g_free);
  out = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--rank", "1", "--vassal-of", "1",
               "--hero", "--name", "Sir Odo", "--draws", "2C,7C,2D", NULL);
  g_assert_true (g_str_has_prefix (out, "Leader 3: Sir Odo — hero (vassal)\n"));

  /* 2 + 1: full. */
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--rank", "1", "--vassal-of", "1",
            "--draws", "3C,7H,4D", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpuint (count_lines (run.err), ==, 1);
    g_assert_nonnull (strstr (run.err, "domain"));
    g_assert_cmpstr (run.out, ==, "");
  }
  /* Above the liege. */
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--rank", "4", "--vassal-of", "1",
            "--draws", "3C,7H,4D", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpuint (count_lines (run.err), ==, 1);
  }
  /* A vassal of a vassal. */
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--rank", "1", "--vassal-of", "2",
            "--draws", "3C,7H,4D", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpuint (count_lines (run.err), ==, 1);
  }

  list = leader_list (fixture->db);
  g_assert_cmpuint (count_rows (list), ==, 3);
  show = ok_db (fixture->db, "leader", "show", "1", NULL);
  g_assert_nonnull (strstr (show, "Domain           3 of rank 3 assigned, 0 free\n"));
  g_assert_null (strstr (show, "is short by"));
  g_assert_nonnull (strstr (show, "2 Sir Walter"));
  g_assert_nonnull (strstr (show, "3 Sir Odo"));
}

/* A vassal refused for the domain uses no shuffle of the campaign deck:
 * the next leader gets the cards he would have had without it. */
static void
test_generate_refused_vassal_draws_nothing (Fixture       *fixture,
                                            gconstpointer  user_data)
{
  g_autofree char *with_refusal = NULL;
  g_autofree char *without = NULL;

  new_campaign (fixture->db);
  new_campaign (fixture->other);
  g_free (ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Baron Hugh", NULL));
  g_free (ok_db (fixture->other, "leader", "generate", "--campaign", "1", "--player", "--name", "Baron Hugh", NULL));
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--rank", "4", "--vassal-of", "1", NULL);
    g_assert_cmpint (run.status, ==, 1);
  }
  with_refusal = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--rank", "1",
                        "--vassal-of", "1", "--name", "Sir Odo", NULL);
  without = ok_db (fixture->other, "leader", "generate", "--campaign", "1", "--rank", "1",
                   "--vassal-of", "1", "--name", "Sir Odo", NULL);
  g_assert_cmpstr (with_refusal, ==, without);
}

static void
test_generate_usage (Fixture       *fixture,
                     gconstpointer  user_data)
{
  const char *bad[][10] = {
    /* no --campaign */
    { "leader", "generate", "--player", "--draws", "6H,9S,5D", NULL },
    /* no --rank for a vassal or hero */
    { "leader", "generate", "--campaign", "1", "--draws", "6H,9S,5D", NULL },
    { "leader", "generate", "--campaign", "1", "--hero", "--draws", "6H,9S,5D", NULL },
    /* a player-leader is a Baron, nobody's vassal, no hero */
    { "leader", "generate", "--campaign", "1", "--player", "--rank", "4", NULL },
    { "leader", "generate", "--campaign", "1", "--player", "--hero", NULL },
    { "leader", "generate", "--campaign", "1", "--player", "--vassal-of", "1", NULL },
    /* cards from one place only */
    { "leader", "generate", "--campaign", "1", "--player", "--draws", "6H,9S,5D", "--seed", "7" },
  };

  new_campaign (fixture->db);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(Run) run = { 0 };

      run_db (&run, fixture->db, bad[i][0], bad[i][1], bad[i][2], bad[i][3], bad[i][4], bad[i][5],
              bad[i][6], bad[i][7], bad[i][8], bad[i][9], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
    }
  assert_nothing_saved (fixture->db);
}

/* Rank 0 and 7 do not exist; a campaign that does not exist is an error. */
static void
test_generate_bad_values (Fixture       *fixture,
                          gconstpointer  user_data)
{
  new_campaign (fixture->db);
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--rank", "7",
            "--draws", "6H,9S,5D", NULL);
    g_assert_cmpint (run.status, !=, 0);
    g_assert_cmpstr (run.out, ==, "");
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "generate", "--campaign", "Albigensian", "--player",
            "--draws", "6H,9S,5D", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "Albigensian"));
  }
  {
    g_auto(Run) run = { 0 };
    g_autofree char *long81 = g_strnfill (81, 'h');

    run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--player",
            "--name", long81, "--draws", "6H,9S,5D", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpuint (count_lines (run.err), ==, 1);
  }
  assert_nothing_saved (fixture->db);
}

/* A negative rank is refused in its own terms, not as the huge number it
 * becomes when cast to unsigned. */
static void
test_generate_negative_rank (Fixture       *fixture,
                             gconstpointer  user_data)
{
  new_campaign (fixture->db);
  g_free (ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Baron Hugh",
                 "--draws", "6H,9S,5D", NULL));
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--rank", "-1",
            "--draws", "6H,9S,5D", NULL);
    g_assert_cmpint (run.status, !=, 0);
    g_assert_cmpstr (run.out, ==, "");
    g_assert_nonnull (strstr (run.err, "-1"));
    g_assert_null (strstr (run.err, "4294967295"));
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--rank", "-2", "--vassal-of", "1",
            "--draws", "6H,9S,5D", NULL);
    g_assert_cmpint (run.status, !=, 0);
    g_assert_cmpstr (run.out, ==, "");
    g_assert_nonnull (strstr (run.err, "-2"));
    g_assert_null (strstr (run.err, "4294967294"));
  }
  {
    g_autofree char *list = leader_list (fixture->db);

    g_assert_cmpuint (count_rows (list), ==, 1);
  }
}

/* A wrong command line is a usage error (2) whatever the database holds,
 * and is found before the database is opened or created. */
static void
test_generate_usage_before_database (Fixture       *fixture,
                                     gconstpointer  user_data)
{
  const char *bad[][9] = {
    { "leader", "generate", "--campaign", "1", "--player", "--draws", "6H,9S,5D", "--seed", "7" },
    { "leader", "generate", "--campaign", "1", "--player", "--seed", "seven" },
    { "leader", "generate", "--campaign", "1", "--player", "--skills", "4,3,3" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *name = g_strdup_printf ("fresh-%u.db", i);
      g_autofree char *db = g_build_filename (fixture->dir, name, NULL);
      g_auto(Run) run = { 0 };

      run_db (&run, db, bad[i][0], bad[i][1], bad[i][2], bad[i][3], bad[i][4], bad[i][5],
              bad[i][6], bad[i][7], bad[i][8], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_false (g_file_test (db, G_FILE_TEST_EXISTS));
    }
}

/* ---- export and import ---- */

static char *
write_file (Fixture    *fixture,
            const char *name,
            const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (fixture->dir, name, NULL);

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

/* A Baron with a Banneret and a Knight hero in campaign 1, and an empty
 * campaign 2 "Reconquista". */
static void
make_domain (const char *db)
{
  new_campaign (db);
  g_free (ok_db (db, "leader", "generate", "--campaign", "1", "--player", "--name", "Baron Hugh",
                 "--draws", "6H,KC,9S,5D", "--skills", "4,3,3,2", NULL));
  g_free (ok_db (db, "leader", "generate", "--campaign", "1", "--rank", "2", "--vassal-of", "1",
                 "--name", "Sir Walter", "--draws", "4S,KH,2H,8D", NULL));
  g_free (ok_db (db, "leader", "generate", "--campaign", "1", "--rank", "1", "--vassal-of", "1",
                 "--hero", "--name", "Sir Odo", "--draws", "2C,7C,RJ,AH,2D", NULL));
  g_free (ok_db (db, "campaign", "new", "Reconquista", "--seed", "9", NULL));
}

static void
test_export_import (Fixture       *fixture,
                    gconstpointer  user_data)
{
  g_autofree char *exported = NULL;
  g_autofree char *path = NULL;
  g_autofree char *imported = NULL;
  g_autofree char *list = NULL;
  g_autofree char *again = NULL;

  make_domain (fixture->db);
  exported = ok_db (fixture->db, "leader", "export", "1", NULL);
  g_assert_nonnull (strstr (exported, "Baron Hugh"));
  g_assert_nonnull (strstr (exported, "Sir Walter"));
  g_assert_nonnull (strstr (exported, "Sir Odo"));
  path = write_file (fixture, "hugh.xml", exported);

  imported = ok_db (fixture->db, "leader", "import", path, "--campaign", "2", NULL);
  g_assert_nonnull (strstr (imported, "imported leader 4: Baron Hugh"));
  g_assert_nonnull (strstr (imported, "imported leader 5: Sir Walter"));
  g_assert_nonnull (strstr (imported, "imported leader 6: Sir Odo"));

  /* The same records under new numbers. */
  for (guint i = 1; i <= 3; i++)
    {
      g_autofree char *original_id = g_strdup_printf ("%u", i);
      g_autofree char *copy_id = g_strdup_printf ("%u", i + 3);
      g_autofree char *original = ok_db (fixture->db, "leader", "show", original_id, "--xml", NULL);
      g_autofree char *copy = ok_db (fixture->db, "leader", "show", copy_id, "--xml", NULL);

      g_assert_cmpstr (copy, ==, original);
    }
  g_clear_pointer (&again, g_free);
  again = ok_db (fixture->db, "leader", "export", "4", NULL);
  g_assert_cmpstr (again, ==, exported);

  list = ok_db (fixture->db, "leader", "list", "--campaign", "Reconquista", NULL);
  g_assert_cmpuint (count_rows (list), ==, 3);
  g_assert_true (has_row (list, 0, "4", "Baron Hugh", "player-leader", NULL));

  /* The imported Baron's domain is the imported vassals. */
  {
    g_autofree char *show = ok_db (fixture->db, "leader", "show", "4", NULL);

    g_assert_nonnull (strstr (show, "5 Sir Walter"));
    g_assert_nonnull (strstr (show, "6 Sir Odo"));
    g_assert_null (strstr (show, "2 Sir Walter"));
  }
}

/* Into a fresh database: the same document comes back out. */
static void
test_export_import_other_database (Fixture       *fixture,
                                   gconstpointer  user_data)
{
  g_autofree char *exported = NULL;
  g_autofree char *path = NULL;
  g_autofree char *reexported = NULL;
  g_autofree char *campaign = NULL;

  make_domain (fixture->db);
  exported = ok_db (fixture->db, "leader", "export", "1", NULL);
  path = write_file (fixture, "hugh.xml", exported);

  campaign = ok_db (fixture->other, "campaign", "new", "Elsewhere", NULL);
  g_free (ok_db (fixture->other, "leader", "import", path, "--campaign", "Elsewhere", NULL));
  reexported = ok_db (fixture->other, "leader", "export", "1", NULL);
  g_assert_cmpstr (reexported, ==, exported);
}

static void
assert_import_refused (Fixture    *fixture,
                       const char *name,
                       const char *contents)
{
  g_autofree char *path = write_file (fixture, name, contents);
  g_autofree char *list_before = leader_list (fixture->db);
  g_autofree char *campaigns_before = ok_db (fixture->db, "campaign", "list", NULL);
  g_autofree char *list_after = NULL;
  g_autofree char *campaigns_after = NULL;
  g_auto(Run) run = { 0 };

  run_db (&run, fixture->db, "leader", "import", path, "--campaign", "2", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpuint (count_lines (run.err), ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  /* The refusal names the file, and where in it when it can. */
  g_test_message ("%s", run.err);
  g_assert_nonnull (strstr (run.err, path));
  if (g_str_has_prefix (name, "bad-"))
    g_assert_nonnull (strstr (run.err, ": line "));
  /* In a player's words, not libxml2's. */
  g_assert_null (strstr (run.err, "AttValue"));
  g_assert_null (strstr (run.err, "xmlParse"));
  g_assert_null (strstr (run.err, "construct error"));
  g_assert_null (strstr (run.err, "Relax-NG"));

  list_after = leader_list (fixture->db);
  campaigns_after = ok_db (fixture->db, "campaign", "list", NULL);
  g_assert_cmpstr (list_after, ==, list_before);
  g_assert_cmpstr (campaigns_after, ==, campaigns_before);
}

static char *
replace_once (const char *text,
              const char *from,
              const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

/* @text with the element from @start to the first @end after it twice. */
static char *
duplicate_element (const char *text,
                   const char *start,
                   const char *end)
{
  const char *from = strstr (text, start);
  const char *to;
  g_autofree char *element = NULL;

  g_assert_nonnull (from);
  to = strstr (from, end);
  g_assert_nonnull (to);
  to += strlen (end);
  element = g_strndup (from, (gsize) (to - from));
  return g_strdup_printf ("%.*s%s\n%s", (int) (to - text), text, element, to);
}

static void
test_import_malformed (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_autofree char *exported = NULL;
  g_autofree char *truncated = NULL;
  g_autofree char *bad_card = NULL;
  g_autofree char *bad_household = NULL;
  g_autofree char *over_domain = NULL;

  make_domain (fixture->db);
  exported = ok_db (fixture->db, "leader", "export", "1", NULL);

  assert_import_refused (fixture, "notes.xml", "Shopping list: arrows, more arrows\n");
  assert_import_refused (fixture, "empty.xml", "");
  assert_import_refused (fixture, "other.xml", "<?xml version=\"1.0\"?>\n<army name=\"x\"/>\n");
  truncated = g_strndup (exported, strlen (exported) / 2);
  assert_import_refused (fixture, "truncated.xml", truncated);
  bad_card = replace_once (exported, "card=\"9S\"", "card=\"9Z\"");
  assert_import_refused (fixture, "bad-card.xml", bad_card);
  /* Well formed, but the record breaks the rules: 3 + 4 is not 8. */
  bad_household = replace_once (exported, "household=\"7\"", "household=\"8\"");
  assert_import_refused (fixture, "bad-household.xml", bad_household);
  /* Every record sound, but a second Knight makes the domain 2 + 1 + 1. */
  over_domain = duplicate_element (exported, "<leader name=\"Sir Odo\"", "</leader>");
  assert_import_refused (fixture, "over-domain.xml", over_domain);

  /* A file that is not there. */
  {
    g_autofree char *missing = g_build_filename (fixture->dir, "missing.xml", NULL);
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "import", missing, "--campaign", "2", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpuint (count_lines (run.err), ==, 1);
  }
  /* Nothing came in: campaign 2 is empty. */
  {
    g_autofree char *list = ok_db (fixture->db, "leader", "list", "--campaign", "2", NULL);

    g_assert_cmpstr (list, ==, "");
  }
}

static void
test_import_usage (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_autofree char *exported = NULL;
  g_autofree char *path = NULL;

  make_domain (fixture->db);
  exported = ok_db (fixture->db, "leader", "export", "1", NULL);
  path = write_file (fixture, "hugh.xml", exported);
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "import", path, NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "import", path, "--campaign", "Albigensian", NULL);
    g_assert_cmpint (run.status, ==, 1);
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "export", "99", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.out, ==, "");
  }
  {
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "show", "nine", NULL);
    g_assert_cmpint (run.status, ==, 1);
  }
  {
    g_autofree char *list = leader_list (fixture->db);

    g_assert_cmpuint (count_rows (list), ==, 3);
  }
}

/* ---- the campaign deck ---- */

static void
test_campaign_deck (Fixture       *fixture,
                    gconstpointer  user_data)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *replay = NULL;
  g_autofree char *replay_second = NULL;
  g_autofree char *third = NULL;
  g_autofree char *first_cards = NULL;
  g_autofree char *second_cards = NULL;
  g_autofree char *third_cards = NULL;
  g_autoptr(GPtrArray) cards1 = NULL;
  g_autoptr(GPtrArray) cards2 = NULL;
  g_autoptr(GPtrArray) cards3 = NULL;
  g_autoptr(GPtrArray) sources = NULL;

  new_campaign (fixture->db);
  first = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", NULL);
  second = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", NULL);
  third = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", NULL);

  cards1 = draw_cards (first, &sources);
  for (guint i = 0; i < sources->len; i++)
    g_assert_cmpstr (g_ptr_array_index (sources, i), ==, "seeded");
  cards2 = draw_cards (second, NULL);
  first_cards = join_cards (cards1);
  second_cards = join_cards (cards2);
  cards3 = draw_cards (third, NULL);
  third_cards = join_cards (cards3);
  /* Successive shuffles deal other cards. */
  g_assert_cmpstr (first_cards, !=, second_cards);
  g_assert_cmpstr (second_cards, !=, third_cards);
  g_assert_cmpstr (first_cards, !=, third_cards);

  /* The same campaign seed in another database deals the same leaders. */
  g_free (ok_db (fixture->other, "campaign", "new", "Hundred Years", "--seed", "42", NULL));
  replay = ok_db (fixture->other, "leader", "generate", "--campaign", "1", "--player", NULL);
  g_assert_cmpstr (replay, ==, first);
  replay_second = ok_db (fixture->other, "leader", "generate", "--campaign", "1", "--player", NULL);
  g_assert_cmpstr (replay_second, ==, second);
}

/* A generation that fails after drawing uses up no shuffle: the next
 * attempt deals the same cards. Typed cards use none either. */
static void
test_campaign_deck_not_used_up (Fixture       *fixture,
                                gconstpointer  user_data)
{
  g_autofree char *first = NULL;
  g_autofree char *replay = NULL;

  new_campaign (fixture->db);
  new_campaign (fixture->other);
  /* Typed-only and --seed leaders do not move the campaign deck on. */
  g_free (ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Baron Hugh",
                 "--draws", "6H,9S,5D", NULL));
  g_free (ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Baron Guy",
                 "--seed", "5", NULL));
  {
    /* A spread that does not fit is found only after the cards are drawn. */
    g_auto(Run) run = { 0 };

    run_db (&run, fixture->db, "leader", "generate", "--campaign", "1", "--player",
            "--skills", "10,10,10,10", NULL);
    g_assert_cmpint (run.status, ==, 1);
  }
  /* Played by the same player in both, so only the cards could differ. */
  first = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--played-by", "Gerard", NULL);
  replay = ok_db (fixture->other, "leader", "generate", "--campaign", "1", "--player",
                  "--name", "Baron 3", "--played-by", "Gerard", NULL);
  {
    /* Same cards, same record: only the leader's number differs. */
    g_autoptr(GPtrArray) a = draw_cards (first, NULL);
    g_autoptr(GPtrArray) b = draw_cards (replay, NULL);
    g_autofree char *a_cards = join_cards (a);
    g_autofree char *b_cards = join_cards (b);
    const char *a_body = strchr (first, '\n');
    const char *b_body = strchr (replay, '\n');

    g_assert_cmpstr (a_cards, ==, b_cards);
    g_assert_true (g_str_has_prefix (first, "Leader 3: Baron 3 — player-leader\n"));
    g_assert_true (g_str_has_prefix (replay, "Leader 1: Baron 3 — player-leader\n"));
    g_assert_cmpstr (a_body, ==, b_body);
  }
}

/* A campaign has one or more players, each with one living player-leader:
 * a second player joins under his own name; the same player cannot have
 * two at once; the same leader imported again is refused unless the player
 * says to replace him or to keep both (and then not as a second
 * player-leader). */
static void
test_players_and_duplicate_import (Fixture       *fixture,
                                   gconstpointer  user_data)
{
  g_autofree char *hugh = NULL;
  g_autofree char *odo = NULL;
  g_autofree char *exported = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "hugh.xml", NULL);
  g_autofree char *kept = NULL;
  g_autofree char *list = NULL;

  new_campaign (fixture->db);
  hugh = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Hugh",
                "--draws", "6H,9S,5D", "--played-by", "Alice", NULL);
  g_assert_nonnull (strstr (hugh, "  Played by        Alice\n"));
  odo = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Odo", NULL);
  g_assert_nonnull (strstr (odo, "  Played by        Player 2\n"));
  {
    g_auto(Run) second = { 0 };

    run_db (&second, fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Guy",
            "--played-by", "Alice", NULL);
    g_assert_cmpint (second.status, ==, 1);
    g_assert_nonnull (strstr (second.err, "Alice already plays Hugh, who lives"));
  }

  exported = ok_db (fixture->db, "leader", "export", "1", NULL);
  g_assert_true (g_file_set_contents (path, exported, -1, NULL));
  {
    g_auto(Run) again = { 0 };

    run_db (&again, fixture->db, "leader", "import", path, "--campaign", "1", NULL);
    g_assert_cmpint (again.status, ==, 1);
    g_assert_nonnull (strstr (again.err, "Hugh is already in this campaign (leader 1)"));
    g_assert_nonnull (strstr (again.err, "(--replace or --keep-both)"));
  }
  kept = ok_db (fixture->db, "leader", "import", path, "--campaign", "1", "--keep-both", NULL);
  g_assert_cmpstr (kept, ==, "imported leader 3: Hugh (leader)\n");
  list = leader_list (fixture->db);
  g_assert_cmpuint (count_rows (list), ==, 3);
  g_assert_true (has_row (list, -1, "3", "Hugh", "leader", NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* Each test runs the CLI afresh in its own database: a failed check
   * marks its test failed and the others still run. */
  g_test_set_nonfatal_assertions ();

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/cli-leader/campaign/new-and-list", test_campaign_new_and_list);
  ADD ("/cli-leader/campaign/new-refused", test_campaign_new_refused);
  ADD ("/cli-leader/generate/player", test_generate_player);
  ADD ("/cli-leader/generate/same-draws-same-record", test_generate_same_draws_same_record);
  ADD ("/cli-leader/generate/seed-matches-typed", test_generate_seed_matches_typed);
  ADD ("/cli-leader/generate/too-few-cards", test_generate_too_few_cards);
  ADD ("/cli-leader/generate/too-few-after-set-aside", test_generate_too_few_after_set_aside);
  ADD ("/cli-leader/generate/unknown-card", test_generate_unknown_card);
  ADD ("/cli-leader/generate/duplicate-card", test_generate_duplicate_card);
  ADD ("/cli-leader/generate/leftover-cards", test_generate_leftover_cards);
  ADD ("/cli-leader/generate/skills-accepted", test_generate_skills_accepted);
  ADD ("/cli-leader/generate/skills-refused", test_generate_skills_refused);
  ADD ("/cli-leader/generate/vassal-domain", test_generate_vassal_domain);
  ADD ("/cli-leader/generate/refused-vassal-draws-nothing", test_generate_refused_vassal_draws_nothing);
  ADD ("/cli-leader/generate/usage", test_generate_usage);
  ADD ("/cli-leader/generate/bad-values", test_generate_bad_values);
  ADD ("/cli-leader/generate/negative-rank", test_generate_negative_rank);
  ADD ("/cli-leader/generate/usage-before-database", test_generate_usage_before_database);
  ADD ("/cli-leader/export-import/new-leaders", test_export_import);
  ADD ("/cli-leader/export-import/other-database", test_export_import_other_database);
  ADD ("/cli-leader/import/malformed", test_import_malformed);
  ADD ("/cli-leader/import/usage", test_import_usage);
  ADD ("/cli-leader/deck/successive-shuffles", test_campaign_deck);
  ADD ("/cli-leader/deck/not-used-up", test_campaign_deck_not_used_up);

#undef ADD

  g_test_add ("/cli-leader/players-and-duplicate-import", Fixture, NULL, fixture_set_up, test_players_and_duplicate_import, fixture_tear_down);
  return g_test_run ();
}
