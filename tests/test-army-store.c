/* test-army-store.c — how rosters are kept: saved, read back, renamed,
 * copied, deleted and listed in one write each, a failed save leaving the
 * database as it was, and the player's own unit types. Costs and the Baron
 * are army-fixture.h's.
 *
 * Each test has its own database in a fresh temporary directory; what the
 * store says is checked against row counts read from SQLite directly.
 */
#include <sqlite3.h>

#include "army-fixture.h"

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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/army/store/king-units", test_store_king_units);
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
