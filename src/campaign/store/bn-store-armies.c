/* bn-store-armies.c — saved rosters in the database.
 *
 * An army is saved whole: its row, its units, posts and muster draws are
 * written in one transaction, replacing what was saved before, so a roster
 * on disk is always one the player saw.
 */
#include "bn-store-private.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include <gio/gio.h>

#define ARMY_COLUMNS \
  "id, leader_id, name, household, factor, basic_points, bonus_points, army_points, " \
  "deal, deal_seed, created_at, updated_at, revision, archived"

static const char *
nullable_text (sqlite3_stmt *stmt,
               int           column)
{
  return (const char *) sqlite3_column_text (stmt, column);
}

static BnArmy *army_from_row (sqlite3_stmt *stmt);

/* A roster saved again with the muster it had keeps its deal; a new muster
 * from the campaign deck must come from a shuffle nobody else took. */
static gboolean
deal_kept (BnStore       *store,
           const BnArmy  *army,
           GError       **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gint64 campaign_id = 0;

  stmt = bn_store_prepare (store,
                           "SELECT (SELECT campaign_id FROM leader WHERE id = ?), "
                           "(SELECT deal FROM army WHERE id = ?)", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, army->leader_id);
  sqlite3_bind_int64 (stmt, 2, army->id);
  if (!bn_store_step_row (store, stmt, "reading the army's deal", error))
    return FALSE;
  if (sqlite3_column_type (stmt, 1) != SQLITE_NULL && sqlite3_column_int (stmt, 1) == army->deal)
    return TRUE;
  campaign_id = sqlite3_column_int64 (stmt, 0);
  return bn_store_check_deal_unused (store, campaign_id, army->deal, error);
}

static BnArmy *
army_from_row (sqlite3_stmt *stmt)
{
  BnArmy *army = bn_army_new (sqlite3_column_int64 (stmt, 1), nullable_text (stmt, 2));

  army->id = sqlite3_column_int64 (stmt, 0);
  if (sqlite3_column_type (stmt, 7) != SQLITE_NULL)
    {
      BnMuster *muster = bn_muster_new ((guint) sqlite3_column_int (stmt, 3));

      muster->complete = TRUE;
      muster->factor = (guint) sqlite3_column_int (stmt, 4);
      muster->basic_points = (guint) sqlite3_column_int (stmt, 5);
      muster->bonus_points = (guint) sqlite3_column_int (stmt, 6);
      muster->army_points = (guint) sqlite3_column_int (stmt, 7);
      army->muster = muster;
    }
  army->deal = sqlite3_column_type (stmt, 8) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 8);
  army->deal_seed = (guint64) sqlite3_column_int64 (stmt, 9);
  army->created_at = g_strdup (nullable_text (stmt, 10));
  army->updated_at = g_strdup (nullable_text (stmt, 11));
  army->revision = (guint) sqlite3_column_int64 (stmt, 12);
  army->archived = sqlite3_column_int (stmt, 13) != 0;
  return army;
}

static void
bind_text_or_null (sqlite3_stmt *stmt,
                   int           column,
                   const char   *text)
{
  if (text != NULL)
    sqlite3_bind_text (stmt, column, text, -1, SQLITE_TRANSIENT);
  else
    sqlite3_bind_null (stmt, column);
}

/* Reads the BN_STORE_UNIT_COLUMNS starting at column @first. The colour is
 * not among them: a unit type has none, an army's unit has one. */
BnUnit *
bn_store_unit_from_row (sqlite3_stmt *stmt,
                        int           first)
{
  BnUnit *unit = bn_unit_new ();
  g_auto(GStrv) weapons = g_strsplit (nullable_text (stmt, first + 4), " ", -1);
  g_autoptr(GStrvBuilder) kept = g_strv_builder_new ();
  g_auto(GStrv) list = NULL;

  unit->type_id = g_strdup (nullable_text (stmt, first));
  unit->name = g_strdup (nullable_text (stmt, first + 1));
  bn_arm_from_id (nullable_text (stmt, first + 2), &unit->arm);
  bn_armour_from_id (nullable_text (stmt, first + 3), &unit->armour);
  for (guint i = 0; weapons[i] != NULL; i++)
    if (weapons[i][0] != '\0')
      g_strv_builder_add (kept, weapons[i]);
  list = g_strv_builder_end (kept);
  bn_unit_set_weapons (unit, (const char * const *) list);
  unit->shields = sqlite3_column_int (stmt, first + 5) != 0;
  bn_morale_from_id (nullable_text (stmt, first + 6), &unit->morale);
  unit->light = sqlite3_column_int (stmt, first + 7) != 0;
  unit->dedicated = sqlite3_column_int (stmt, first + 8) != 0;
  unit->mercenary = sqlite3_column_int (stmt, first + 9) != 0;
  unit->peasants = sqlite3_column_int (stmt, first + 10) != 0;
  unit->figures = (guint) sqlite3_column_int (stmt, first + 11);
  if (nullable_text (stmt, first + 12) == NULL ||
      !bn_battle_class_from_id (nullable_text (stmt, first + 12), &unit->battle_class))
    unit->battle_class = BN_BATTLE_CLASS_NONE;
  unit->leadership = (guint) CLAMP (sqlite3_column_int (stmt, first + 13), 0, 3);
  return unit;
}

/* Binds the BN_STORE_UNIT_COLUMNS of @unit to parameters @first onwards. */
void
bn_store_bind_unit (sqlite3_stmt *stmt,
                    int           first,
                    const BnUnit *unit)
{
  g_autofree char *weapons = g_strjoinv (" ", unit->weapons);

  bind_text_or_null (stmt, first, unit->type_id);
  bind_text_or_null (stmt, first + 1, unit->name);
  sqlite3_bind_text (stmt, first + 2, bn_arm_get_id (unit->arm), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, first + 3, bn_armour_get_id (unit->armour), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, first + 4, weapons, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, first + 5, unit->shields);
  sqlite3_bind_text (stmt, first + 6, bn_morale_get_id (unit->morale), -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, first + 7, unit->light);
  sqlite3_bind_int (stmt, first + 8, unit->dedicated);
  sqlite3_bind_int (stmt, first + 9, unit->mercenary);
  sqlite3_bind_int (stmt, first + 10, unit->peasants);
  sqlite3_bind_int (stmt, first + 11, (int) unit->figures);
  bind_text_or_null (stmt, first + 12, unit->battle_class != BN_BATTLE_CLASS_NONE
                                         ? bn_battle_class_get_id (unit->battle_class) : NULL);
  sqlite3_bind_int (stmt, first + 13, (int) unit->leadership);
}

static gboolean
load_army_details (BnStore  *store,
                   BnArmy   *army,
                   GError  **error)
{
  g_autoptr(BnStoreCachedStmt) units = NULL;
  g_autoptr(BnStoreCachedStmt) posts = NULL;
  g_autoptr(BnStoreCachedStmt) draws = NULL;
  int rc;

  units = bn_store_prepare_cached (store,
                            "SELECT " BN_STORE_UNIT_COLUMNS ", colour, promise "
                            "FROM army_unit WHERE army_id = ? ORDER BY position", error);
  if (units == NULL)
    return FALSE;
  sqlite3_bind_int64 (units, 1, army->id);
  while ((rc = sqlite3_step (units)) == SQLITE_ROW)
    {
      BnUnit *unit = bn_store_unit_from_row (units, 0);

      if (nullable_text (units, BN_STORE_N_UNIT_COLUMNS) == NULL ||
          !bn_colour_from_id (nullable_text (units, BN_STORE_N_UNIT_COLUMNS), &unit->colour))
        unit->colour = BN_COLOUR_NONE;
      g_ptr_array_add (army->units,
                       bn_army_unit_new (unit, (guint) sqlite3_column_int (units, BN_STORE_N_UNIT_COLUMNS + 1)));
    }
  if (rc != SQLITE_DONE)
    {
      bn_store_set_error (store, error, "reading an army's units");
      return FALSE;
    }

  posts = bn_store_prepare_cached (store,
                            "SELECT leader_id, role, unit_position FROM army_post "
                            "WHERE army_id = ? ORDER BY position", error);
  if (posts == NULL)
    return FALSE;
  sqlite3_bind_int64 (posts, 1, army->id);
  while ((rc = sqlite3_step (posts)) == SQLITE_ROW)
    {
      BnArmyRole role = BN_ARMY_ROLE_CAPTAIN;

      bn_army_role_from_id (nullable_text (posts, 1), &role);
      g_ptr_array_add (army->posts,
                       bn_army_post_new (sqlite3_column_int64 (posts, 0), role,
                                         sqlite3_column_type (posts, 2) == SQLITE_NULL
                                           ? -1 : sqlite3_column_int (posts, 2)));
    }
  if (rc != SQLITE_DONE)
    {
      bn_store_set_error (store, error, "reading an army's posts");
      return FALSE;
    }

  if (army->muster == NULL)
    return TRUE;
  draws = bn_store_prepare_cached (store,
                            "SELECT step, card, source, outcome FROM army_draw "
                            "WHERE army_id = ? ORDER BY position", error);
  if (draws == NULL)
    return FALSE;
  sqlite3_bind_int64 (draws, 1, army->id);
  while ((rc = sqlite3_step (draws)) == SQLITE_ROW)
    {
      BnCard card = BN_CARD_INVALID;
      BnDraw *draw;

      bn_card_parse (nullable_text (draws, 1), &card, NULL);
      draw = bn_draw_new (nullable_text (draws, 0), card,
                          g_strcmp0 (nullable_text (draws, 2), "typed") == 0 ? BN_CHANCE_SOURCE_TYPED
                                                                              : BN_CHANCE_SOURCE_SEEDED,
                          FALSE, nullable_text (draws, 3));
      if (g_strcmp0 (draw->step, "army-multiplier") == 0)
        army->muster->multiplier_card = card;
      g_ptr_array_add (army->muster->draws, draw);
    }
  if (rc != SQLITE_DONE)
    {
      bn_store_set_error (store, error, "reading an army's muster");
      return FALSE;
    }
  return TRUE;
}

static GPtrArray *
query_armies (BnStore     *store,
              const char  *where,
              gint64       key,
              GError     **error)
{
  g_autofree char *sql = g_strdup_printf ("SELECT " ARMY_COLUMNS " FROM army WHERE deleted_at IS NULL AND (%s) "
                                          "ORDER BY id", where);
  /* Kept: a careers' replay reads its armies one by one. */
  g_autoptr(BnStoreCachedStmt) stmt = bn_store_prepare_cached (store, sql, error);
  g_autoptr(GPtrArray) armies = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_army_free);
  int rc;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, key);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (armies, army_from_row (stmt));
  if (rc != SQLITE_DONE)
    {
      bn_store_set_error (store, error, "reading armies");
      return NULL;
    }
  for (guint i = 0; i < armies->len; i++)
    if (!load_army_details (store, g_ptr_array_index (armies, i), error))
      return NULL;
  return g_steal_pointer (&armies);
}

/* Returns: (transfer full): the army with its units, posts and muster. */
BnArmy *
bn_store_get_army (BnStore  *store,
                   gint64    id,
                   GError  **error)
{
  g_autoptr(GPtrArray) armies = NULL;

  g_return_val_if_fail (store != NULL, NULL);

  armies = query_armies (store, "id = ?", id, error);
  if (armies == NULL)
    return NULL;
  if (armies->len == 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND, _("there is no army %" PRId64), id);
      return NULL;
    }
  return g_ptr_array_steal_index (armies, 0);
}

/* Returns: (transfer full) (element-type BnArmy): the armies of the
 * campaign's leaders, oldest first. */
GPtrArray *
bn_store_list_armies (BnStore  *store,
                      gint64    campaign_id,
                      GError  **error)
{
  g_return_val_if_fail (store != NULL, NULL);

  return query_armies (store, "leader_id IN (SELECT id FROM leader WHERE campaign_id = ?)",
                       campaign_id, error);
}

/* Returns: (transfer full) (element-type BnArmy): the rosters of the
 * campaign in which one of the leaders of the JSON array @leaders holds a
 * post, with those the array @armies names: the rosters a death can change. */
GPtrArray *
bn_store_list_armies_of_leaders (BnStore     *store,
                                 gint64       campaign_id,
                                 const char  *leaders,
                                 const char  *armies,
                                 GError     **error)
{
  static const char numbers[] = "[],0123456789";
  g_autofree char *where = NULL;

  /* Lists of ids made by the careers, written into the statement as they are. */
  g_return_val_if_fail (store != NULL && leaders != NULL && armies != NULL, NULL);
  g_return_val_if_fail (strspn (leaders, numbers) == strlen (leaders), NULL);
  g_return_val_if_fail (strspn (armies, numbers) == strlen (armies), NULL);

  where = g_strdup_printf ("leader_id IN (SELECT id FROM leader WHERE campaign_id = ?) AND "
                           "(id IN (SELECT value FROM json_each('%s')) OR id IN (SELECT army_id FROM army_post "
                           "WHERE leader_id IN (SELECT value FROM json_each('%s'))))",
                           armies, leaders);
  return query_armies (store, where, campaign_id, error);
}

static gboolean
exec_with_id (BnStore     *store,
              const char  *sql,
              gint64       id,
              GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, sql, error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  return bn_store_step_done (store, stmt, "saving the army", error);
}

static gboolean
insert_units (BnStore       *store,
              const BnArmy  *army,
              GError       **error)
{
  g_autoptr(sqlite3_stmt) stmt =
    bn_store_prepare (store,
                      "INSERT INTO army_unit (army_id, position, " BN_STORE_UNIT_COLUMNS ", colour, promise) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *entry = g_ptr_array_index (army->units, i);

      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, army->id);
      sqlite3_bind_int (stmt, 2, (int) i);
      bn_store_bind_unit (stmt, 3, entry->unit);
      bind_text_or_null (stmt, 3 + BN_STORE_N_UNIT_COLUMNS,
                         entry->unit->colour != BN_COLOUR_NONE ? bn_colour_get_id (entry->unit->colour) : NULL);
      sqlite3_bind_int (stmt, 4 + BN_STORE_N_UNIT_COLUMNS, (int) entry->promise);
      if (!bn_store_step_done (store, stmt, "saving a unit", error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
insert_posts_and_draws (BnStore       *store,
                        const BnArmy  *army,
                        GError       **error)
{
  g_autoptr(sqlite3_stmt) posts =
    bn_store_prepare (store,
                      "INSERT INTO army_post (army_id, position, leader_id, role, unit_position) "
                      "VALUES (?, ?, ?, ?, ?)", error);
  g_autoptr(sqlite3_stmt) draws = NULL;

  if (posts == NULL)
    return FALSE;
  for (guint i = 0; i < army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (army->posts, i);

      sqlite3_reset (posts);
      sqlite3_bind_int64 (posts, 1, army->id);
      sqlite3_bind_int (posts, 2, (int) i);
      sqlite3_bind_int64 (posts, 3, post->leader_id);
      sqlite3_bind_text (posts, 4, bn_army_role_get_id (post->role), -1, SQLITE_STATIC);
      if (post->unit_index >= 0)
        sqlite3_bind_int (posts, 5, post->unit_index);
      else
        sqlite3_bind_null (posts, 5);
      if (sqlite3_step (posts) != SQLITE_DONE)
        {
          if (sqlite3_extended_errcode (store->db) == SQLITE_CONSTRAINT_UNIQUE)
            g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                         _("leader %" PRId64 " holds two posts in the army"), post->leader_id);
          else
            bn_store_set_error (store, error, "saving a post");
          return FALSE;
        }
    }

  if (army->muster == NULL)
    return TRUE;
  draws = bn_store_prepare (store,
                            "INSERT INTO army_draw (army_id, position, step, card, source, outcome) "
                            "VALUES (?, ?, ?, ?, ?, ?)", error);
  if (draws == NULL)
    return FALSE;
  for (guint i = 0; i < army->muster->draws->len; i++)
    {
      const BnDraw *draw = g_ptr_array_index (army->muster->draws, i);
      g_autofree char *card = bn_card_to_string (draw->card);

      sqlite3_reset (draws);
      sqlite3_bind_int64 (draws, 1, army->id);
      sqlite3_bind_int (draws, 2, (int) i);
      sqlite3_bind_text (draws, 3, draw->step, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (draws, 4, card, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (draws, 5, draw->source == BN_CHANCE_SOURCE_TYPED ? "typed" : "seeded", -1, SQLITE_STATIC);
      sqlite3_bind_text (draws, 6, draw->outcome, -1, SQLITE_TRANSIENT);
      if (!bn_store_step_done (store, draws, "saving a muster card", error))
        return FALSE;
    }
  return TRUE;
}

static void
set_name_error (BnStore       *store,
                const char    *name,
                GError       **error)
{
  if (sqlite3_extended_errcode (store->db) == SQLITE_CONSTRAINT_UNIQUE)
    g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                 _("this leader already has an army named “%s”"), name);
  else
    bn_store_set_error (store, error, "saving the army");
}

static gboolean
write_army (BnStore  *store,
            BnArmy   *army,
            GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *name = bn_normalize_name (army->name, _("army's name"), error);
  const BnMuster *muster = army->muster;

  if (name == NULL)
    return FALSE;
  if (army->deal >= 0 && !deal_kept (store, army, error))
    return FALSE;

  if (army->id == 0)
    stmt = bn_store_prepare (store,
                             "INSERT INTO army (leader_id, name, household, factor, basic_points, bonus_points, "
                             "army_points, deal, deal_seed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  else
    stmt = bn_store_prepare (store,
                             "UPDATE army SET leader_id = ?, name = ?, household = ?, factor = ?, basic_points = ?, "
                             "bonus_points = ?, army_points = ?, deal = ?, deal_seed = ?, "
                             "updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), revision = revision + 1 "
                             "WHERE id = ? AND revision = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, army->leader_id);
  sqlite3_bind_text (stmt, 2, name, -1, SQLITE_TRANSIENT);
  if (muster != NULL)
    {
      sqlite3_bind_int (stmt, 3, (int) muster->household);
      sqlite3_bind_int (stmt, 4, (int) muster->factor);
      sqlite3_bind_int (stmt, 5, (int) muster->basic_points);
      sqlite3_bind_int (stmt, 6, (int) muster->bonus_points);
      sqlite3_bind_int (stmt, 7, (int) muster->army_points);
    }
  for (int column = 3; muster == NULL && column <= 7; column++)
    sqlite3_bind_null (stmt, column);
  if (army->deal >= 0)
    {
      sqlite3_bind_int (stmt, 8, army->deal);
      sqlite3_bind_int64 (stmt, 9, (sqlite3_int64) army->deal_seed);
    }
  else
    {
      sqlite3_bind_null (stmt, 8);
      sqlite3_bind_null (stmt, 9);
    }
  if (army->id != 0)
    {
      sqlite3_bind_int64 (stmt, 10, army->id);
      sqlite3_bind_int64 (stmt, 11, army->revision);
    }
  if (sqlite3_step (stmt) != SQLITE_DONE)
    {
      set_name_error (store, name, error);
      return FALSE;
    }
  if (army->id == 0)
    army->id = sqlite3_last_insert_rowid (store->db);
  else if (sqlite3_changes (store->db) == 0)
    {
      g_autoptr(BnArmy) stored = bn_store_get_army (store, army->id, NULL);

      if (stored == NULL)
        g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND,
                     _("there is no army %" PRId64 " to save over"), army->id);
      else
        g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONFLICT,
                     _("army %" PRId64 " (%s) was saved elsewhere since it was read here; "
                     "nothing was saved over it: read it again and redo the change"),
                     army->id, stored->name);
      return FALSE;
    }
  else
    army->revision++;
  g_free (army->name);
  army->name = g_steal_pointer (&name);

  if (!exec_with_id (store, "DELETE FROM army_unit WHERE army_id = ?", army->id, error) ||
      !exec_with_id (store, "DELETE FROM army_post WHERE army_id = ?", army->id, error) ||
      !exec_with_id (store, "DELETE FROM army_draw WHERE army_id = ?", army->id, error) ||
      !insert_units (store, army, error) ||
      !insert_posts_and_draws (store, army, error))
    return FALSE;

  if (army->deal >= 0)
    {
      g_autoptr(sqlite3_stmt) deal =
        bn_store_prepare (store,
                          "UPDATE campaign SET deals = max(deals, ? + 1) "
                          "WHERE id = (SELECT campaign_id FROM leader WHERE id = ?)", error);
      if (deal == NULL)
        return FALSE;
      sqlite3_bind_int (deal, 1, army->deal);
      sqlite3_bind_int64 (deal, 2, army->leader_id);
      if (!bn_store_step_done (store, deal, "moving the campaign deck on", error))
        return FALSE;
    }
  return TRUE;
}

/* Inside the caller's transaction: replaces the saved roster @army->id
 * (units, posts, muster draws) with @army, as bn_store_save_army() does. */
gboolean
bn_store_write_army (BnStore  *store,
                     BnArmy   *army,
                     GError  **error)
{
  g_return_val_if_fail (store != NULL && army != NULL && army->id != 0, FALSE);

  return write_army (store, army, error);
}

/**
 * bn_store_save_army:
 * @army: a new army (id 0) or one read from the store; on success a new
 *   army's id is filled in
 *
 * Saves the whole roster in one transaction, replacing what was saved
 * before. A name the leader already uses for another army is refused.
 */
gboolean
bn_store_save_army (BnStore  *store,
                    BnArmy   *army,
                    GError  **error)
{
  gint64 old_id;
  guint old_revision;

  g_return_val_if_fail (store != NULL, FALSE);
  g_return_val_if_fail (army != NULL, FALSE);

  old_id = army->id;
  old_revision = army->revision;
  if (!bn_store_begin (store, error))
    return FALSE;
  if (!write_army (store, army, error) || !bn_store_commit (store, error))
    {
      bn_store_rollback (store);
      army->id = old_id;
      army->revision = old_revision;
      return FALSE;
    }
  return TRUE;
}

/**
 * bn_store_edit_army:
 * @edit: changes the roster as read inside the write; returns %FALSE with
 *   @error set to save nothing
 *
 * Reads army @id, lets @edit change it and saves it, all in one write that
 * holds the database's write lock from the read to the save: two edits of
 * one roster at once (two terminals, the app and the CLI) both land, one
 * after the other, and neither is lost.
 *
 * Returns: (transfer full) (nullable): the roster as saved
 */
BnArmy *
bn_store_edit_army (BnStore          *store,
                    gint64            id,
                    BnStoreArmyEdit   edit,
                    gpointer          user_data,
                    GError          **error)
{
  g_autoptr(BnArmy) army = NULL;

  g_return_val_if_fail (store != NULL, NULL);
  g_return_val_if_fail (edit != NULL, NULL);

  if (!bn_store_begin (store, error))
    return NULL;
  army = bn_store_get_army (store, id, error);
  if (army == NULL || !edit (store, army, user_data, error) ||
      !write_army (store, army, error) || !bn_store_commit (store, error))
    {
      bn_store_rollback (store);
      return NULL;
    }
  return g_steal_pointer (&army);
}

static gboolean
rename_edit (BnStore  *store,
             BnArmy   *army,
             gpointer  user_data,
             GError  **error)
{
  g_free (army->name);
  army->name = g_strdup (user_data);
  return TRUE;
}

gboolean
bn_store_rename_army (BnStore     *store,
                      gint64       id,
                      const char  *name,
                      GError     **error)
{
  g_autoptr(BnArmy) army = bn_store_edit_army (store, id, rename_edit, (gpointer) name, error);

  return army != NULL;
}

/* Returns: (transfer full): the copy, saved under @name with a new id. Its
 * muster is not copied: the same cards are not drawn twice. */
BnArmy *
bn_store_duplicate_army (BnStore     *store,
                         gint64       id,
                         const char  *name,
                         GError     **error)
{
  g_autoptr(BnArmy) army = bn_store_get_army (store, id, error);

  if (army == NULL)
    return NULL;
  army->id = 0;
  army->deal = -1;
  g_clear_pointer (&army->muster, bn_muster_free);
  g_free (army->name);
  army->name = g_strdup (name);
  if (!bn_store_save_army (store, army, error))
    return NULL;
  return g_steal_pointer (&army);
}

/* Deletes the army as bn_store_delete() does: kept for bn_store_restore(). */
gboolean
bn_store_delete_army (BnStore  *store,
                      gint64    id,
                      GError  **error)
{
  return bn_store_delete (store, BN_STORE_KIND_ARMY, id, error);
}

/**
 * bn_store_dup_free_army_name:
 * @base: the name wanted, e.g. "Hugh’s army"
 *
 * Returns: (transfer full): @base if leader @leader_id has no army of that
 *   name, else the first of "@base 2", "@base 3"… he has none of.
 */
char *
bn_store_dup_free_army_name (BnStore     *store,
                             gint64       leader_id,
                             const char  *base,
                             GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (store != NULL, NULL);
  g_return_val_if_fail (base != NULL, NULL);

  stmt = bn_store_prepare (store, "SELECT 1 FROM army WHERE leader_id = ? AND name = ?", error);
  if (stmt == NULL)
    return NULL;
  for (guint n = 1;; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup (base) : g_strdup_printf ("%s %u", base, n);
      int rc;

      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, leader_id);
      sqlite3_bind_text (stmt, 2, name, -1, SQLITE_TRANSIENT);
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_DONE)
        return g_steal_pointer (&name);
      if (rc != SQLITE_ROW)
        {
          bn_store_set_error (store, error, "reading the leader's army names");
          return NULL;
        }
    }
}
