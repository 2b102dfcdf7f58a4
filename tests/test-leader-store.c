/* test-leader-store.c — campaigns and leaders in the database.
 *
 * Each test has its own database in a fresh temporary directory. What the
 * store says is checked against what SQLite holds, read behind its back:
 * a refused write must leave every table as it was.
 */
#include <glib/gstdio.h>
#include <sqlite3.h>

#include <string.h>

#include "bn-leader-generator.h"
#include "bn-store.h"

typedef struct
{
  char *dir;
  char *path;
  BnStore *store;
  BnLeaderRules *rules;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("banneret-leader-store-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->path = g_build_filename (fixture->dir, "campaign.db", NULL);
  fixture->store = bn_store_open (fixture->path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (fixture->store);
  fixture->rules = bn_leader_rules_load_default (&error);
  g_assert_no_error (error);
  g_assert_nonnull (fixture->rules);
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
  g_clear_pointer (&fixture->rules, bn_leader_rules_unref);
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

static void
exec_sql (const char *path,
          const char *sql)
{
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE, NULL), ==, SQLITE_OK);
  sqlite3_busy_timeout (db, 5000);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);
}

typedef struct
{
  gint64 campaigns;
  gint64 leaders;
  gint64 retainers;
  gint64 draws;
} Counts;

static Counts
counts_of (const char *path)
{
  Counts counts;

  counts.campaigns = count_rows (path, "campaign");
  counts.leaders = count_rows (path, "leader");
  counts.retainers = count_rows (path, "leader_retainer");
  counts.draws = count_rows (path, "leader_draw");
  return counts;
}

static void
assert_counts_equal (const Counts *a,
                     const Counts *b)
{
  g_assert_cmpint (a->campaigns, ==, b->campaigns);
  g_assert_cmpint (a->leaders, ==, b->leaders);
  g_assert_cmpint (a->retainers, ==, b->retainers);
  g_assert_cmpint (a->draws, ==, b->draws);
}

/* ---- helpers ---- */

static BnCampaign *
create_campaign (Fixture    *fixture,
                 const char *name,
                 guint64     seed)
{
  g_autoptr(GError) error = NULL;
  BnCampaign *campaign = bn_store_create_campaign (fixture->store, name, seed, &error);

  g_assert_no_error (error);
  g_assert_nonnull (campaign);
  return campaign;
}

/* A leader made from typed @cards, ready to be saved in @campaign_id. */
static BnLeader *
make_leader (Fixture    *fixture,
             gint64      campaign_id,
             gint64      liege_id,
             const char *name,
             gboolean    is_player,
             guint       rank,
             const char *cards)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  BnLeaderRequest request = { name, is_player, FALSE, is_player ? 0 : rank };
  BnLeader *leader;

  g_assert_true (bn_chance_push_cards_text (chance, cards, &error));
  g_assert_no_error (error);
  leader = bn_leader_generate (fixture->rules, chance, &request, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (leader);
  leader->campaign_id = campaign_id;
  leader->liege_id = liege_id;
  return leader;
}

static void
insert_ok (Fixture  *fixture,
           BnLeader *leader)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bn_store_insert_leader (fixture->store, leader, &error));
  g_assert_no_error (error);
  g_assert_cmpint (leader->id, >, 0);
}

static void
assert_same_record (const BnLeader *a,
                    const BnLeader *b)
{
  /* Field by field first, so a failure names the field. */
  g_assert_cmpstr (a->name, ==, b->name);
  g_assert_cmpint (a->is_player, ==, b->is_player);
  g_assert_cmpint (a->is_hero, ==, b->is_hero);
  g_assert_cmpuint (a->social_rank, ==, b->social_rank);
  g_assert_cmpint (a->esteem_score, ==, b->esteem_score);
  g_assert_cmpuint (a->esteem_level, ==, b->esteem_level);
  g_assert_cmpuint (a->honor, ==, b->honor);
  g_assert_cmpstr (a->motivation, ==, b->motivation);
  g_assert_cmpuint (a->skill_points, ==, b->skill_points);
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    g_assert_cmpuint (a->skills[i], ==, b->skills[i]);
  g_assert_cmpuint (a->household, ==, b->household);
  g_assert_cmpstr (a->status, ==, b->status);
  g_assert_cmpuint (a->retainers->len, ==, b->retainers->len);
  g_assert_cmpuint (a->draws->len, ==, b->draws->len);
  for (guint i = 0; i < a->draws->len; i++)
    {
      const BnDraw *da = g_ptr_array_index (a->draws, i);
      const BnDraw *db = g_ptr_array_index (b->draws, i);

      g_assert_cmpstr (da->step, ==, db->step);
      g_assert_cmpuint (da->card, ==, db->card);
      g_assert_cmpint (da->source, ==, db->source);
      g_assert_cmpint (da->set_aside, ==, db->set_aside);
      g_assert_cmpstr (da->outcome, ==, db->outcome);
    }
  g_assert_true (bn_leader_equal_record (a, b));
}

static BnCard
card_of (const char *text)
{
  BnCard card = BN_CARD_INVALID;

  g_assert_true (bn_card_parse (text, &card, NULL));
  return card;
}

/* ---- campaigns ---- */

static void
test_campaign_create (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_autoptr(BnCampaign) first = create_campaign (fixture, "The Hundred Years", 42);
  g_autoptr(BnCampaign) second = create_campaign (fixture, "  Wars of the Roses ", G_MAXINT64);
  g_autoptr(GPtrArray) campaigns = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (first->id, >, 0);
  g_assert_cmpstr (first->name, ==, "The Hundred Years");
  g_assert_cmpuint (first->seed, ==, 42);
  g_assert_cmpuint (first->deals, ==, 0);
  g_assert_nonnull (first->created_at);

  /* Trimmed; the largest seed is kept as it is. */
  g_assert_cmpstr (second->name, ==, "Wars of the Roses");
  g_assert_cmpuint (second->seed, ==, G_MAXINT64);
  g_assert_cmpint (second->id, !=, first->id);

  campaigns = bn_store_list_campaigns (fixture->store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (campaigns->len, ==, 2);
  g_assert_cmpstr (((BnCampaign *) g_ptr_array_index (campaigns, 0))->name, ==, "The Hundred Years");
  g_assert_cmpstr (((BnCampaign *) g_ptr_array_index (campaigns, 1))->name, ==, "Wars of the Roses");
  g_assert_cmpint (count_rows (fixture->path, "campaign"), ==, 2);
}

static void
test_campaign_name_rules (Fixture       *fixture,
                          gconstpointer  user_data)
{
  g_autoptr(BnCampaign) crusade = create_campaign (fixture, "Crusade", 1);
  g_autofree char *long81 = g_strnfill (81, 'c');
  g_autofree char *long80 = g_strnfill (80, 'c');
  const char *refused[] = { "", "   ", long81, "Crusade", "  Crusade  ", "Cru\tsade" };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BnCampaign) campaign = bn_store_create_campaign (fixture->store, refused[i], 2, &error);

      g_assert_null (campaign);
      g_assert_nonnull (error);
      g_assert_cmpint (count_rows (fixture->path, "campaign"), ==, 1);
    }

  /* A duplicate says which name is taken. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BnCampaign) campaign = bn_store_create_campaign (fixture->store, "Crusade", 3, &error);

    g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
    g_assert_nonnull (strstr (error->message, "Crusade"));
    g_assert_null (campaign);
  }

  {
    g_autoptr(BnCampaign) campaign = create_campaign (fixture, long80, 4);

    g_assert_cmpstr (campaign->name, ==, long80);
    g_assert_cmpint (count_rows (fixture->path, "campaign"), ==, 2);
  }
}

static void
test_campaign_find (Fixture       *fixture,
                    gconstpointer  user_data)
{
  g_autoptr(BnCampaign) first = create_campaign (fixture, "Crusade", 11);
  g_autoptr(BnCampaign) second = create_campaign (fixture, "Reconquista", 12);
  g_autofree char *second_id = g_strdup_printf ("%" G_GINT64_FORMAT, second->id);

  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BnCampaign) found = bn_store_find_campaign (fixture->store, second_id, &error);

    g_assert_no_error (error);
    g_assert_cmpint (found->id, ==, second->id);
    g_assert_cmpstr (found->name, ==, "Reconquista");
    g_assert_cmpuint (found->seed, ==, 12);
  }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BnCampaign) found = bn_store_find_campaign (fixture->store, "Crusade", &error);

    g_assert_no_error (error);
    g_assert_cmpint (found->id, ==, first->id);
    g_assert_cmpuint (found->seed, ==, 11);
  }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BnCampaign) found = bn_store_get_campaign (fixture->store, first->id, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (found->name, ==, "Crusade");
  }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BnCampaign) found = bn_store_find_campaign (fixture->store, "Albigensian", &error);

    g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND);
    g_assert_null (found);
  }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BnCampaign) found = bn_store_find_campaign (fixture->store, "99", &error);

    g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND);
    g_assert_null (found);
  }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BnCampaign) found = bn_store_get_campaign (fixture->store, 99, &error);

    g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND);
    g_assert_null (found);
  }
}

/* ---- leaders ---- */

static void
test_leader_insert_and_read (Fixture       *fixture,
                             gconstpointer  user_data)
{
  g_autoptr(BnCampaign) campaign = create_campaign (fixture, "Crusade", 5);
  /* Two motivation cards set aside, so the draws have an order to keep. */
  g_autoptr(BnLeader) leader = make_leader (fixture, campaign->id, 0, "Baron Hugh", TRUE, 3,
                                            "2S,QH,BJ,8C,5D");
  g_autoptr(BnLeader) read = NULL;
  g_autoptr(GError) error = NULL;
  BnRetainer *retainer;

  /* Special retainers and a used one, so every retainer column is kept. */
  bn_leader_apply_special_retainer_card (fixture->rules, leader, card_of ("7H"), BN_CHANCE_SOURCE_TYPED);
  bn_leader_apply_special_retainer_card (fixture->rules, leader, BN_CARD_RED_JOKER, BN_CHANCE_SOURCE_SEEDED);
  ((BnRetainer *) g_ptr_array_index (leader->retainers, 1))->state = BN_RETAINER_USED;

  insert_ok (fixture, leader);
  g_assert_nonnull (leader->created_at);
  g_assert_cmpint (count_rows (fixture->path, "leader"), ==, 1);
  g_assert_cmpint (count_rows (fixture->path, "leader_retainer"), ==, 5);
  g_assert_cmpint (count_rows (fixture->path, "leader_draw"), ==, 7);

  read = bn_store_get_leader (fixture->store, leader->id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (read);
  g_assert_cmpint (read->id, ==, leader->id);
  g_assert_cmpint (read->campaign_id, ==, campaign->id);
  g_assert_cmpint (read->liege_id, ==, 0);
  g_assert_cmpint (read->deal, ==, -1);
  g_assert_cmpstr (read->created_at, ==, leader->created_at);
  assert_same_record (leader, read);

  /* In order, with their cards. */
  g_assert_cmpstr (((BnRetainer *) g_ptr_array_index (read->retainers, 0))->type_id, ==, "page");
  g_assert_cmpstr (((BnRetainer *) g_ptr_array_index (read->retainers, 1))->type_id, ==, "squire");
  g_assert_cmpint (((BnRetainer *) g_ptr_array_index (read->retainers, 1))->state, ==, BN_RETAINER_USED);
  g_assert_cmpstr (((BnRetainer *) g_ptr_array_index (read->retainers, 2))->type_id, ==, "sergeant");
  retainer = g_ptr_array_index (read->retainers, 3);
  g_assert_cmpstr (retainer->type_id, ==, "archer");
  g_assert_cmpint (retainer->kind, ==, BN_RETAINER_SPECIAL);
  g_assert_cmpuint (retainer->bonus, ==, 3);
  g_assert_cmpuint (retainer->card, ==, card_of ("7H"));
  retainer = g_ptr_array_index (read->retainers, 4);
  g_assert_cmpstr (retainer->type_id, ==, "healer");
  g_assert_cmpuint (retainer->success, ==, 15);
  g_assert_cmpuint (retainer->card, ==, BN_CARD_RED_JOKER);
  g_assert_cmpuint (((BnRetainer *) g_ptr_array_index (read->retainers, 0))->card, ==, BN_CARD_INVALID);

  g_assert_cmpstr (((BnDraw *) g_ptr_array_index (read->draws, 0))->step, ==, "esteem");
  g_assert_true (((BnDraw *) g_ptr_array_index (read->draws, 1))->set_aside);
  g_assert_cmpuint (((BnDraw *) g_ptr_array_index (read->draws, 2))->card, ==, BN_CARD_BLACK_JOKER);
  g_assert_true (((BnDraw *) g_ptr_array_index (read->draws, 2))->set_aside);
  g_assert_false (((BnDraw *) g_ptr_array_index (read->draws, 3))->set_aside);
  g_assert_cmpstr (((BnDraw *) g_ptr_array_index (read->draws, 4))->step, ==, "skills");
  g_assert_cmpint (((BnDraw *) g_ptr_array_index (read->draws, 6))->source, ==, BN_CHANCE_SOURCE_SEEDED);
}

static void
test_leader_persists_across_reopen (Fixture       *fixture,
                                    gconstpointer  user_data)
{
  g_autoptr(BnCampaign) campaign = create_campaign (fixture, "Crusade", 5);
  g_autoptr(BnLeader) baron = make_leader (fixture, campaign->id, 0, "Baron Hugh", TRUE, 3, "6H,9S,5D");
  g_autoptr(BnLeader) knight = NULL;
  g_autoptr(BnLeader) read = NULL;
  g_autoptr(GPtrArray) leaders = NULL;
  g_autoptr(BnCampaign) again = NULL;
  g_autoptr(GError) error = NULL;

  insert_ok (fixture, baron);
  knight = make_leader (fixture, campaign->id, baron->id, "Sir Odo", FALSE, 1, "2C,7C,RJ,AH,2D");
  insert_ok (fixture, knight);

  g_clear_pointer (&fixture->store, bn_store_unref);
  fixture->store = bn_store_open (fixture->path, &error);
  g_assert_no_error (error);

  again = bn_store_find_campaign (fixture->store, "Crusade", &error);
  g_assert_no_error (error);
  g_assert_cmpint (again->id, ==, campaign->id);
  g_assert_cmpuint (again->seed, ==, 5);

  read = bn_store_get_leader (fixture->store, baron->id, &error);
  g_assert_no_error (error);
  assert_same_record (baron, read);

  leaders = bn_store_list_leaders (fixture->store, campaign->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (leaders->len, ==, 2);
  g_assert_cmpint (((BnLeader *) g_ptr_array_index (leaders, 0))->id, ==, baron->id);
  assert_same_record (knight, g_ptr_array_index (leaders, 1));
  g_assert_cmpint (((BnLeader *) g_ptr_array_index (leaders, 1))->liege_id, ==, baron->id);
}

static void
test_leader_not_found (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) leader = bn_store_get_leader (fixture->store, 42, &error);

  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND);
  g_assert_null (leader);
}

/* A leader in no campaign that exists is refused and nothing is saved. */
static void
test_leader_unknown_campaign (Fixture       *fixture,
                              gconstpointer  user_data)
{
  g_autoptr(BnLeader) leader = make_leader (fixture, 77, 0, "Baron Hugh", TRUE, 3, "6H,9S,5D");
  g_autoptr(GError) error = NULL;

  g_assert_false (bn_store_insert_leader (fixture->store, leader, &error));
  g_assert_nonnull (error);
  g_assert_cmpint (leader->id, ==, 0);
  g_assert_cmpint (count_rows (fixture->path, "leader"), ==, 0);
}

/* ---- domain ---- */

static void
test_domain_vassals (Fixture       *fixture,
                     gconstpointer  user_data)
{
  g_autoptr(BnCampaign) campaign = create_campaign (fixture, "Crusade", 5);
  g_autoptr(BnLeader) baron = make_leader (fixture, campaign->id, 0, "Baron Hugh", TRUE, 3, "6H,9S,5D");
  g_autoptr(BnLeader) banneret = NULL;
  g_autoptr(BnLeader) knight = NULL;
  g_autoptr(BnLeader) third = NULL;
  g_autoptr(GPtrArray) vassals = NULL;
  g_autoptr(GError) error = NULL;
  Counts before;
  Counts after;
  guint used = 99;

  insert_ok (fixture, baron);
  g_assert_true (bn_store_get_domain_ranks_used (fixture->store, baron->id, &used, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (used, ==, 0);

  banneret = make_leader (fixture, campaign->id, baron->id, "Sir Walter", FALSE, 2, "4S,2H,8D");
  insert_ok (fixture, banneret);
  knight = make_leader (fixture, campaign->id, baron->id, "Sir Odo", FALSE, 1, "2C,7C,2D");
  knight->is_hero = TRUE;
  insert_ok (fixture, knight);

  g_assert_true (bn_store_get_domain_ranks_used (fixture->store, baron->id, &used, &error));
  g_assert_cmpuint (used, ==, 3);

  /* 2 + 1 fill a Baron's domain: not even a Knight more. */
  before = counts_of (fixture->path);
  third = make_leader (fixture, campaign->id, baron->id, "Sir Guy", FALSE, 1, "3C,7H,4D");
  third->deal = (gint) campaign->deals;
  g_assert_false (bn_store_insert_leader (fixture->store, third, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN);
  g_clear_error (&error);
  g_assert_cmpint (third->id, ==, 0);
  after = counts_of (fixture->path);
  assert_counts_equal (&before, &after);
  {
    /* The refused leader moved no deck on either. */
    g_autoptr(BnCampaign) again = bn_store_get_campaign (fixture->store, campaign->id, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (again->deals, ==, 0);
  }

  vassals = bn_store_list_vassals (fixture->store, baron->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vassals->len, ==, 2);
  assert_same_record (banneret, g_ptr_array_index (vassals, 0));
  assert_same_record (knight, g_ptr_array_index (vassals, 1));
  g_assert_true (((BnLeader *) g_ptr_array_index (vassals, 1))->is_hero);
  g_assert_cmpint (((BnLeader *) g_ptr_array_index (vassals, 0))->liege_id, ==, baron->id);

  /* A vassal has no domain of his own. */
  g_clear_pointer (&vassals, g_ptr_array_unref);
  vassals = bn_store_list_vassals (fixture->store, banneret->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vassals->len, ==, 0);
  g_assert_true (bn_store_get_domain_ranks_used (fixture->store, banneret->id, &used, &error));
  g_assert_cmpuint (used, ==, 0);
}

static void
test_domain_vassal_above_liege (Fixture       *fixture,
                                gconstpointer  user_data)
{
  g_autoptr(BnCampaign) campaign = create_campaign (fixture, "Crusade", 5);
  g_autoptr(BnLeader) baron = make_leader (fixture, campaign->id, 0, "Baron Hugh", TRUE, 3, "6H,9S,5D");
  g_autoptr(BnLeader) earl = NULL;
  g_autoptr(GError) error = NULL;
  Counts before;
  Counts after;

  insert_ok (fixture, baron);
  before = counts_of (fixture->path);
  earl = make_leader (fixture, campaign->id, baron->id, "Earl Roger", FALSE, 4, "4S,2H,8D");
  g_assert_false (bn_store_insert_leader (fixture->store, earl, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN);
  after = counts_of (fixture->path);
  assert_counts_equal (&before, &after);
}

static void
test_domain_liege_in_other_campaign (Fixture       *fixture,
                                     gconstpointer  user_data)
{
  g_autoptr(BnCampaign) crusade = create_campaign (fixture, "Crusade", 5);
  g_autoptr(BnCampaign) reconquista = create_campaign (fixture, "Reconquista", 6);
  g_autoptr(BnLeader) baron = make_leader (fixture, crusade->id, 0, "Baron Hugh", TRUE, 3, "6H,9S,5D");
  g_autoptr(BnLeader) knight = NULL;
  g_autoptr(GError) error = NULL;
  Counts before;
  Counts after;
  guint used = 99;

  insert_ok (fixture, baron);
  before = counts_of (fixture->path);
  knight = make_leader (fixture, reconquista->id, baron->id, "Sir Odo", FALSE, 1, "2C,7C,2D");
  g_assert_false (bn_store_insert_leader (fixture->store, knight, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN);
  g_assert_cmpint (knight->id, ==, 0);
  after = counts_of (fixture->path);
  assert_counts_equal (&before, &after);
  g_clear_error (&error);
  g_assert_true (bn_store_get_domain_ranks_used (fixture->store, baron->id, &used, &error));
  g_assert_cmpuint (used, ==, 0);
}

static void
test_domain_liege_not_player (Fixture       *fixture,
                              gconstpointer  user_data)
{
  g_autoptr(BnCampaign) campaign = create_campaign (fixture, "Crusade", 5);
  g_autoptr(BnLeader) lord = make_leader (fixture, campaign->id, 0, "Lord Ralph", FALSE, 5, "6H,9S,5D");
  g_autoptr(BnLeader) knight = NULL;
  g_autoptr(GError) error = NULL;
  Counts before;
  Counts after;

  insert_ok (fixture, lord);
  before = counts_of (fixture->path);
  knight = make_leader (fixture, campaign->id, lord->id, "Sir Odo", FALSE, 1, "2C,7C,2D");
  g_assert_false (bn_store_insert_leader (fixture->store, knight, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN);
  after = counts_of (fixture->path);
  assert_counts_equal (&before, &after);
}

/* A dead vassal no longer counts against the domain. */
static void
test_domain_dead_vassal_frees_room (Fixture       *fixture,
                                   gconstpointer  user_data)
{
  g_autoptr(BnCampaign) campaign = create_campaign (fixture, "Crusade", 5);
  g_autoptr(BnLeader) baron = make_leader (fixture, campaign->id, 0, "Baron Hugh", TRUE, 3, "6H,9S,5D");
  g_autoptr(BnLeader) first = NULL;
  g_autoptr(BnLeader) second = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sql = NULL;
  guint used = 99;

  insert_ok (fixture, baron);
  first = make_leader (fixture, campaign->id, baron->id, "Baron Ivo", FALSE, 3, "4S,2H,8D");
  insert_ok (fixture, first);
  g_assert_true (bn_store_get_domain_ranks_used (fixture->store, baron->id, &used, &error));
  g_assert_cmpuint (used, ==, 3);

  sql = g_strdup_printf ("UPDATE leader SET status = 'dead' WHERE id = %" G_GINT64_FORMAT, first->id);
  exec_sql (fixture->path, sql);
  g_assert_true (bn_store_get_domain_ranks_used (fixture->store, baron->id, &used, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (used, ==, 0);

  second = make_leader (fixture, campaign->id, baron->id, "Baron Aimery", FALSE, 3, "3S,5H,9D");
  insert_ok (fixture, second);
  g_assert_true (bn_store_get_domain_ranks_used (fixture->store, baron->id, &used, &error));
  g_assert_cmpuint (used, ==, 3);
}

/* ---- the campaign deck ---- */

static guint
deals_of (Fixture *fixture,
          gint64   campaign_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCampaign) campaign = bn_store_get_campaign (fixture->store, campaign_id, &error);

  g_assert_no_error (error);
  return campaign->deals;
}

static void
test_deals_advance (Fixture       *fixture,
                    gconstpointer  user_data)
{
  g_autoptr(BnCampaign) campaign = create_campaign (fixture, "Crusade", 5);
  g_autoptr(BnCampaign) other = create_campaign (fixture, "Reconquista", 6);
  g_autoptr(BnLeader) first = make_leader (fixture, campaign->id, 0, "Baron Hugh", TRUE, 3, "6H,9S,5D");
  g_autoptr(BnLeader) typed = make_leader (fixture, campaign->id, 0, "Sir Odo", FALSE, 1, "2C,7C,2D");
  g_autoptr(BnLeader) second = make_leader (fixture, campaign->id, 0, "Sir Guy", FALSE, 2, "3C,7H,4D");
  g_autoptr(BnLeader) read = NULL;
  g_autoptr(GError) error = NULL;
  guint64 seed0 = bn_campaign_get_deal_seed (campaign, 0);
  guint64 seed1 = bn_campaign_get_deal_seed (campaign, 1);

  g_assert_cmpuint (deals_of (fixture, campaign->id), ==, 0);

  first->deal = (gint) campaign->deals;
  first->deal_seed = seed0;
  insert_ok (fixture, first);
  g_assert_cmpuint (deals_of (fixture, campaign->id), ==, 1);

  /* Typed cards only: the deck is not shuffled. */
  g_assert_cmpint (typed->deal, ==, -1);
  insert_ok (fixture, typed);
  g_assert_cmpuint (deals_of (fixture, campaign->id), ==, 1);

  second->deal = 1;
  second->deal_seed = seed1;
  insert_ok (fixture, second);
  g_assert_cmpuint (deals_of (fixture, campaign->id), ==, 2);

  /* Other campaigns keep their own deck. */
  g_assert_cmpuint (deals_of (fixture, other->id), ==, 0);

  read = bn_store_get_leader (fixture->store, first->id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (read->deal, ==, 0);
  g_assert_cmpuint (read->deal_seed, ==, seed0);
  g_clear_pointer (&read, bn_leader_free);
  read = bn_store_get_leader (fixture->store, typed->id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (read->deal, ==, -1);
  g_clear_pointer (&read, bn_leader_free);
  read = bn_store_get_leader (fixture->store, second->id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (read->deal, ==, 1);
  g_assert_cmpuint (read->deal_seed, ==, seed1);

  /* The seeds of successive shuffles differ. */
  g_assert_cmpuint (seed0, !=, seed1);
}

/* ---- import ---- */

/* A Baron with a Banneret and a Knight, saved in @campaign_id; returns the
 * three as read back, liege first. */
static GPtrArray *
save_domain (Fixture *fixture,
             gint64   campaign_id)
{
  g_autoptr(BnLeader) baron = make_leader (fixture, campaign_id, 0, "Baron Hugh", TRUE, 3, "6H,QS,9S,5D");
  g_autoptr(BnLeader) banneret = NULL;
  g_autoptr(BnLeader) knight = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *saved = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);

  baron->deal = 0;
  insert_ok (fixture, baron);
  banneret = make_leader (fixture, campaign_id, baron->id, "Sir Walter", FALSE, 2, "4S,2H,8D");
  insert_ok (fixture, banneret);
  knight = make_leader (fixture, campaign_id, baron->id, "Sir Odo", FALSE, 1, "2C,7C,RJ,AH,2D");
  insert_ok (fixture, knight);

  g_ptr_array_add (saved, bn_store_get_leader (fixture->store, baron->id, &error));
  g_assert_no_error (error);
  g_ptr_array_add (saved, bn_store_get_leader (fixture->store, banneret->id, &error));
  g_assert_no_error (error);
  g_ptr_array_add (saved, bn_store_get_leader (fixture->store, knight->id, &error));
  g_assert_no_error (error);
  return saved;
}

static GPtrArray *
copy_leaders (GPtrArray *leaders)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);

  for (guint i = 0; i < leaders->len; i++)
    g_ptr_array_add (copy, bn_leader_copy (g_ptr_array_index (leaders, i)));
  return copy;
}

static void
test_import_new_ids (Fixture       *fixture,
                     gconstpointer  user_data)
{
  g_autoptr(BnCampaign) crusade = create_campaign (fixture, "Crusade", 5);
  g_autoptr(BnCampaign) reconquista = create_campaign (fixture, "Reconquista", 6);
  g_autoptr(GPtrArray) originals = save_domain (fixture, crusade->id);
  g_autoptr(GPtrArray) imported = copy_leaders (originals);
  g_autoptr(GPtrArray) listed = NULL;
  g_autoptr(GPtrArray) vassals = NULL;
  g_autoptr(GError) error = NULL;
  BnLeader *root;
  guint used = 99;

  g_assert_cmpuint (deals_of (fixture, crusade->id), ==, 1);
  g_assert_true (bn_store_import_leaders (fixture->store, reconquista->id, imported, &error));
  g_assert_no_error (error);
  g_assert_cmpint (count_rows (fixture->path, "leader"), ==, 6);

  root = g_ptr_array_index (imported, 0);
  for (guint i = 0; i < imported->len; i++)
    {
      BnLeader *copy = g_ptr_array_index (imported, i);
      g_autoptr(BnLeader) read = NULL;

      g_assert_cmpint (copy->id, >, 0);
      for (guint j = 0; j < originals->len; j++)
        g_assert_cmpint (copy->id, !=, ((BnLeader *) g_ptr_array_index (originals, j))->id);
      read = bn_store_get_leader (fixture->store, copy->id, &error);
      g_assert_no_error (error);
      g_assert_cmpint (read->campaign_id, ==, reconquista->id);
      g_assert_cmpint (read->liege_id, ==, i == 0 ? 0 : root->id);
      /* The exporting campaign's shuffles mean nothing here. */
      g_assert_cmpint (read->deal, ==, -1);
      assert_same_record (g_ptr_array_index (originals, i), read);
    }

  /* The new campaign's deck was not moved on, the old one's not touched. */
  g_assert_cmpuint (deals_of (fixture, reconquista->id), ==, 0);
  g_assert_cmpuint (deals_of (fixture, crusade->id), ==, 1);

  listed = bn_store_list_leaders (fixture->store, reconquista->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (listed->len, ==, 3);
  vassals = bn_store_list_vassals (fixture->store, root->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vassals->len, ==, 2);
  g_assert_true (bn_store_get_domain_ranks_used (fixture->store, root->id, &used, &error));
  g_assert_cmpuint (used, ==, 3);

  /* The originals' domain is as it was. */
  g_assert_true (bn_store_get_domain_ranks_used (fixture->store,
                                                 ((BnLeader *) g_ptr_array_index (originals, 0))->id,
                                                 &used, &error));
  g_assert_cmpuint (used, ==, 3);
}

/* A leader the campaign already holds is not imported a second time by
 * default: the player chooses to replace him or to keep both, and keeping
 * both makes no second player-leader. */
static void
test_import_twice (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_autoptr(BnCampaign) crusade = create_campaign (fixture, "Crusade", 5);
  g_autoptr(GPtrArray) originals = save_domain (fixture, crusade->id);
  g_autoptr(GPtrArray) once = copy_leaders (originals);
  g_autoptr(GPtrArray) kept = copy_leaders (originals);
  g_autoptr(GPtrArray) replacing = copy_leaders (originals);
  g_autoptr(GPtrArray) listed = NULL;
  g_autoptr(GError) error = NULL;
  guint players = 0;

  g_assert_false (bn_store_import_leaders (fixture->store, crusade->id, once, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_EXISTS);
  g_clear_error (&error);
  g_assert_cmpint (count_rows (fixture->path, "leader"), ==, 3);

  g_assert_true (bn_store_import_leaders_as (fixture->store, crusade->id, kept, BN_IMPORT_KEEP_BOTH, &error));
  g_assert_no_error (error);
  g_assert_cmpint (count_rows (fixture->path, "leader"), ==, 4);
  g_assert_false (((BnLeader *) g_ptr_array_index (kept, 0))->is_player);

  g_assert_true (bn_store_import_leaders_as (fixture->store, crusade->id, replacing, BN_IMPORT_REPLACE, &error));
  g_assert_no_error (error);
  listed = bn_store_list_leaders (fixture->store, crusade->id, &error);
  g_assert_no_error (error);
  /* The file's domain in place of the campaign's, and the kept copy. */
  g_assert_cmpuint (listed->len, ==, 4);
  for (guint i = 0; i < listed->len; i++)
    players += ((BnLeader *) g_ptr_array_index (listed, i))->is_player;
  g_assert_cmpuint (players, ==, 1);
}

static void
test_import_domain_refused_whole (Fixture       *fixture,
                                  gconstpointer  user_data)
{
  g_autoptr(BnCampaign) crusade = create_campaign (fixture, "Crusade", 5);
  g_autoptr(BnCampaign) reconquista = create_campaign (fixture, "Reconquista", 6);
  g_autoptr(GPtrArray) leaders = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) listed = NULL;
  Counts before;
  Counts after;

  /* A Baron with two Bannerets: 2 + 2 > 3. */
  g_ptr_array_add (leaders, make_leader (fixture, 0, 0, "Baron Hugh", TRUE, 3, "6H,9S,5D"));
  g_ptr_array_add (leaders, make_leader (fixture, 0, 0, "Sir Walter", FALSE, 2, "4S,2H,8D"));
  g_ptr_array_add (leaders, make_leader (fixture, 0, 0, "Sir Guy", FALSE, 2, "3C,7H,4D"));

  {
    g_autoptr(GPtrArray) unused = save_domain (fixture, crusade->id);
  }
  before = counts_of (fixture->path);
  g_assert_false (bn_store_import_leaders (fixture->store, reconquista->id, leaders, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN);
  after = counts_of (fixture->path);
  assert_counts_equal (&before, &after);
  for (guint i = 0; i < leaders->len; i++)
    g_assert_cmpint (((BnLeader *) g_ptr_array_index (leaders, i))->id, ==, 0);
  g_clear_error (&error);

  listed = bn_store_list_leaders (fixture->store, reconquista->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (listed->len, ==, 0);
}

/* The first leader of an export is the liege: a vassal above him, or a
 * liege who is no player-leader, is refused whole too. */
static void
test_import_bad_liege_refused (Fixture       *fixture,
                               gconstpointer  user_data)
{
  g_autoptr(BnCampaign) crusade = create_campaign (fixture, "Crusade", 5);
  g_autoptr(GPtrArray) above = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  g_autoptr(GPtrArray) no_player = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  g_autoptr(GError) error = NULL;
  Counts before;
  Counts after;

  g_ptr_array_add (above, make_leader (fixture, 0, 0, "Baron Hugh", TRUE, 3, "6H,9S,5D"));
  g_ptr_array_add (above, make_leader (fixture, 0, 0, "Earl Roger", FALSE, 4, "4S,2H,8D"));
  g_ptr_array_add (no_player, make_leader (fixture, 0, 0, "Lord Ralph", FALSE, 5, "6H,9S,5D"));
  g_ptr_array_add (no_player, make_leader (fixture, 0, 0, "Sir Odo", FALSE, 1, "2C,7C,2D"));

  before = counts_of (fixture->path);
  g_assert_false (bn_store_import_leaders (fixture->store, crusade->id, above, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN);
  g_clear_error (&error);
  g_assert_false (bn_store_import_leaders (fixture->store, crusade->id, no_player, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN);
  after = counts_of (fixture->path);
  assert_counts_equal (&before, &after);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/leader-store/campaign/create", test_campaign_create);
  ADD ("/leader-store/campaign/name-rules", test_campaign_name_rules);
  ADD ("/leader-store/campaign/find", test_campaign_find);
  ADD ("/leader-store/leader/insert-and-read", test_leader_insert_and_read);
  ADD ("/leader-store/leader/persists-across-reopen", test_leader_persists_across_reopen);
  ADD ("/leader-store/leader/not-found", test_leader_not_found);
  ADD ("/leader-store/leader/unknown-campaign", test_leader_unknown_campaign);
  ADD ("/leader-store/domain/vassals", test_domain_vassals);
  ADD ("/leader-store/domain/vassal-above-liege", test_domain_vassal_above_liege);
  ADD ("/leader-store/domain/liege-in-other-campaign", test_domain_liege_in_other_campaign);
  ADD ("/leader-store/domain/liege-not-player", test_domain_liege_not_player);
  ADD ("/leader-store/domain/dead-vassal-frees-room", test_domain_dead_vassal_frees_room);
  ADD ("/leader-store/deals/advance", test_deals_advance);
  ADD ("/leader-store/import/new-ids", test_import_new_ids);
  ADD ("/leader-store/import/twice", test_import_twice);
  ADD ("/leader-store/import/domain-refused-whole", test_import_domain_refused_whole);
  ADD ("/leader-store/import/bad-liege-refused", test_import_bad_liege_refused);

#undef ADD

  return g_test_run ();
}
