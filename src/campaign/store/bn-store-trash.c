/* bn-store-trash.c — renaming, archiving, deleting and restoring.
 *
 * A deleted campaign, leader, army or battle is not removed: it is hidden
 * from every list and from the careers, and restored whole by
 * bn_store_restore(). A deleted campaign or army gives up its name, so a
 * new one may take it, and takes it back when restored if it is still free.
 * Whatever a career depends on goes through the careers: deleting (or
 * restoring) an applied battle replays the campaign without (or with) it,
 * as a correction does, so the ledger stays the truth; a leader or army
 * that fought in a battle cannot be deleted while the battle stands.
 */
#include "bn-store-private.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "bn-career.h"

typedef struct
{
  const char *table;
  const char *what;        /* in messages, translated: "campaign" */
  const char *name_what;   /* in messages about its name */
  gboolean keeps_name;     /* gives up its name while deleted */
} KindInfo;

static const KindInfo kinds[] = {
  [BN_STORE_KIND_CAMPAIGN] = { "campaign", N_("campaign"), N_("campaign name"), TRUE },
  [BN_STORE_KIND_LEADER] = { "leader", N_("leader"), N_("leader's name"), FALSE },
  [BN_STORE_KIND_ARMY] = { "army", N_("army"), N_("army's name"), TRUE },
  [BN_STORE_KIND_BATTLE] = { "battle", N_("battle"), N_("battle's name"), FALSE },
};

const char *
bn_store_kind_get_name (BnStoreKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kinds), "");

  return _(kinds[kind].what);
}

static gboolean
query_value (BnStore     *store,
             const char  *sql,
             gint64       id,
             gint64      *out_value,
             GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, sql, error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      *out_value = sqlite3_column_int64 (stmt, 0);
      return TRUE;
    }
  if (rc == SQLITE_DONE)
    {
      *out_value = 0;
      return TRUE;
    }
  bn_store_set_error (store, error, "reading the database");
  return FALSE;
}

/* Runs @sql, whose one parameter is @id, inside the caller's write. */
gboolean
bn_store_exec_id (BnStore     *store,
                  const char  *sql,
                  gint64       id,
                  GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, sql, error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  return bn_store_step_done (store, stmt, "saving the change", error);
}

/* The row, deleted or not; %FALSE with NOT_FOUND if there is none. */
static gboolean
require_row (BnStore      *store,
             BnStoreKind   kind,
             gint64        id,
             gboolean      deleted,
             GError      **error)
{
  g_autofree char *sql = g_strdup_printf ("SELECT count(*) FROM %s WHERE id = ? AND deleted_at IS %s",
                                          kinds[kind].table, deleted ? "NOT NULL" : "NULL");
  gint64 n = 0;

  if (!query_value (store, sql, id, &n, error))
    return FALSE;
  if (n == 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND,
                   deleted ? _("there is no deleted %s %" PRId64 " to restore")
                           : _("there is no %s %" PRId64),
                   _(kinds[kind].what), id);
      return FALSE;
    }
  return TRUE;
}

static gint64
campaign_of (BnStore     *store,
             BnStoreKind  kind,
             gint64       id)
{
  static const char * const sql[] = {
    [BN_STORE_KIND_CAMPAIGN] = "SELECT ?1",
    [BN_STORE_KIND_LEADER] = "SELECT campaign_id FROM leader WHERE id = ?",
    [BN_STORE_KIND_ARMY] = "SELECT l.campaign_id FROM army a JOIN leader l ON l.id = a.leader_id WHERE a.id = ?",
    [BN_STORE_KIND_BATTLE] = "SELECT campaign_id FROM battle WHERE id = ?",
  };
  gint64 campaign_id = 0;

  query_value (store, sql[kind], id, &campaign_id, NULL);
  return campaign_id;
}

/* Replays the campaign's careers if anything has been applied in it. */
static gboolean
replay_if_applied (BnStore  *store,
                   gint64    campaign_id,
                   GError  **error)
{
  gint64 events = 0;

  if (!query_value (store, "SELECT count(*) FROM career_event WHERE campaign_id = ?", campaign_id, &events, error))
    return FALSE;
  return events == 0 || bn_career_recompute (store, campaign_id, error);
}

/**
 * bn_store_rename:
 * @name: 1 to 80 characters; a campaign's unique among campaigns, an
 *   army's among its leader's armies
 */
gboolean
bn_store_rename (BnStore      *store,
                 BnStoreKind   kind,
                 gint64        id,
                 const char   *name,
                 GError      **error)
{
  g_autofree char *normalized = NULL;
  g_autofree char *what = NULL;
  g_autofree char *sql = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (store != NULL, FALSE);
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kinds), FALSE);

  what = g_strdup (_(kinds[kind].name_what));
  normalized = bn_normalize_name (name, what, error);
  if (normalized == NULL)
    return FALSE;
  if (!bn_store_begin (store, error))
    return FALSE;
  sql = g_strdup_printf ("UPDATE %s SET name = ? WHERE id = ? AND deleted_at IS NULL", kinds[kind].table);
  if (!require_row (store, kind, id, FALSE, error) || (stmt = bn_store_prepare (store, sql, error)) == NULL)
    goto fail;
  sqlite3_bind_text (stmt, 1, normalized, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, id);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    {
      if (sqlite3_extended_errcode (store->db) == SQLITE_CONSTRAINT_UNIQUE)
        g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                     kind == BN_STORE_KIND_ARMY ? _("this leader already has an army named “%s”")
                                                : _("there is already a campaign named “%s”"), normalized);
      else
        bn_store_set_error (store, error, "renaming");
      goto fail;
    }
  return bn_store_commit (store, error);

fail:
  bn_store_rollback (store);
  return FALSE;
}

/* Sets or clears the archived mark: an archived record is kept, listed
 * after the others and marked so. */
gboolean
bn_store_set_archived (BnStore      *store,
                       BnStoreKind   kind,
                       gint64        id,
                       gboolean      archived,
                       GError      **error)
{
  g_autofree char *sql = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (store != NULL, FALSE);
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kinds), FALSE);

  if (!bn_store_begin (store, error))
    return FALSE;
  sql = g_strdup_printf ("UPDATE %s SET archived = ? WHERE id = ? AND deleted_at IS NULL", kinds[kind].table);
  if (!require_row (store, kind, id, FALSE, error) || (stmt = bn_store_prepare (store, sql, error)) == NULL)
    goto fail;
  sqlite3_bind_int (stmt, 1, archived ? 1 : 0);
  sqlite3_bind_int64 (stmt, 2, id);
  if (!bn_store_step_done (store, stmt, archived ? "archiving" : "taking out of the archive", error))
    goto fail;
  return bn_store_commit (store, error);

fail:
  bn_store_rollback (store);
  return FALSE;
}

/* What a battle still standing holds of the leader or army, said so the
 * player knows which battle to delete or correct first. */
static gboolean
check_not_in_battles (BnStore      *store,
                      BnStoreKind   kind,
                      gint64        id,
                      GError      **error)
{
  const char *sql = kind == BN_STORE_KIND_ARMY
    ? "SELECT min(id) FROM battle WHERE deleted_at IS NULL AND (army_id = ?1 OR opponent_army_id = ?1)"
    : "SELECT min(b.id) FROM battle b WHERE b.deleted_at IS NULL AND ("
      "EXISTS (SELECT 1 FROM battle_leader x WHERE x.battle_id = b.id AND x.leader_id = ?1) OR "
      "EXISTS (SELECT 1 FROM battle_deed x WHERE x.battle_id = b.id AND x.leader_id = ?1) OR "
      "b.army_id IN (SELECT id FROM army WHERE leader_id = ?1) OR "
      "b.opponent_army_id IN (SELECT id FROM army WHERE leader_id = ?1))";
  gint64 battle = 0;

  if (!query_value (store, sql, id, &battle, error))
    return FALSE;
  if (battle != 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                   _("%s %" PRId64 " is part of battle %" PRId64
                   ", which the careers rest on: delete that battle first (its careers are then "
                   "replayed without it)"), _(kinds[kind].what), id, battle);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_leader_free (BnStore  *store,
                   gint64    id,
                   GError  **error)
{
  gint64 vassal = 0, army = 0;

  if (!check_not_in_battles (store, BN_STORE_KIND_LEADER, id, error) ||
      !query_value (store, "SELECT min(id) FROM leader WHERE liege_id = ? AND deleted_at IS NULL",
                    id, &vassal, error) ||
      !query_value (store, "SELECT min(p.army_id) FROM army_post p JOIN army a ON a.id = p.army_id "
                           "WHERE p.leader_id = ?1 AND a.leader_id <> ?1 AND a.deleted_at IS NULL",
                    id, &army, error))
    return FALSE;
  if (vassal != 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                   _("leader %" PRId64 " has vassals (leader %" PRId64 " serves him): "
                   "delete his vassals first"), id, vassal);
      return FALSE;
    }
  if (army != 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                   _("leader %" PRId64 " holds a post in army %" PRId64
                   ": take him out of it first"), id, army);
      return FALSE;
    }
  return TRUE;
}

/**
 * bn_store_delete:
 *
 * Deletes a campaign (with everything in it), a leader (with his armies), an
 * army or a recorded battle: hidden everywhere, kept for bn_store_restore().
 * An applied battle's careers are replayed without it.
 */
gboolean
bn_store_delete (BnStore      *store,
                 BnStoreKind   kind,
                 gint64        id,
                 GError      **error)
{
  static const char * const sql[] = {
    [BN_STORE_KIND_CAMPAIGN] = "UPDATE campaign SET deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), "
                               "deleted_name = name, name = 'deleted campaign ' || id WHERE id = ?",
    [BN_STORE_KIND_LEADER] = "UPDATE leader SET deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
    [BN_STORE_KIND_ARMY] = "UPDATE army SET deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), "
                           "deleted_name = name, name = 'deleted army ' || id WHERE id = ?",
    [BN_STORE_KIND_BATTLE] = "UPDATE battle SET deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
  };
  gint64 campaign_id;

  g_return_val_if_fail (store != NULL, FALSE);
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kinds), FALSE);

  if (!bn_store_begin (store, error))
    return FALSE;
  if (!require_row (store, kind, id, FALSE, error))
    goto fail;
  campaign_id = campaign_of (store, kind, id);
  if ((kind == BN_STORE_KIND_ARMY && !check_not_in_battles (store, kind, id, error)) ||
      (kind == BN_STORE_KIND_LEADER && !check_leader_free (store, id, error)) ||
      !bn_store_exec_id (store, sql[kind], id, error))
    goto fail;
  /* His armies go with him, marked as he is, so they come back with him. */
  if (kind == BN_STORE_KIND_LEADER &&
      !bn_store_exec_id (store, "UPDATE army SET deleted_at = (SELECT deleted_at FROM leader WHERE id = ?1), "
                       "deleted_name = name, name = 'deleted army ' || id "
                       "WHERE leader_id = ?1 AND deleted_at IS NULL", id, error))
    goto fail;
  if ((kind == BN_STORE_KIND_BATTLE || kind == BN_STORE_KIND_LEADER) &&
      !replay_if_applied (store, campaign_id, error))
    goto fail;
  return bn_store_commit (store, error);

fail:
  bn_store_rollback (store);
  return FALSE;
}

static gboolean
take_back_name (BnStore      *store,
                BnStoreKind   kind,
                const char   *where,
                gint64        id,
                GError      **error)
{
  g_autofree char *sql = g_strdup_printf ("UPDATE %s SET name = deleted_name, deleted_name = NULL, "
                                          "deleted_at = NULL WHERE %s", kinds[kind].table, where);
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, sql, error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    {
      if (sqlite3_extended_errcode (store->db) == SQLITE_CONSTRAINT_UNIQUE)
        g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                     _("its name has been given to another %s since it was deleted: rename that one first"),
                     _(kinds[kind].what));
      else
        bn_store_set_error (store, error, "restoring");
      return FALSE;
    }
  return TRUE;
}

/* Brings back what bn_store_delete() deleted, as it was. */
gboolean
bn_store_restore (BnStore      *store,
                  BnStoreKind   kind,
                  gint64        id,
                  GError      **error)
{
  gint64 campaign_id;
  gboolean ok;

  g_return_val_if_fail (store != NULL, FALSE);
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kinds), FALSE);

  if (!bn_store_begin (store, error))
    return FALSE;
  if (!require_row (store, kind, id, TRUE, error))
    goto fail;
  campaign_id = campaign_of (store, kind, id);
  switch (kind)
    {
    case BN_STORE_KIND_CAMPAIGN:
    case BN_STORE_KIND_ARMY:
      ok = take_back_name (store, kind, "id = ?", id, error);
      break;
    case BN_STORE_KIND_LEADER:
      ok = take_back_name (store, BN_STORE_KIND_ARMY,
                           "leader_id = ?1 AND deleted_at = (SELECT deleted_at FROM leader WHERE id = ?1)",
                           id, error) &&
           bn_store_exec_id (store, "UPDATE leader SET deleted_at = NULL WHERE id = ?", id, error) &&
           replay_if_applied (store, campaign_id, error);
      break;
    case BN_STORE_KIND_BATTLE:
    default:
      ok = bn_store_exec_id (store, "UPDATE battle SET deleted_at = NULL WHERE id = ?", id, error) &&
           replay_if_applied (store, campaign_id, error);
      break;
    }
  if (!ok)
    goto fail;
  return bn_store_commit (store, error);

fail:
  bn_store_rollback (store);
  return FALSE;
}

/* Returns: (transfer full) (nullable): the record's name as it stands, for
 *   a message or a rename that can be undone; %NULL with @error if none. */
char *
bn_store_dup_name (BnStore      *store,
                   BnStoreKind   kind,
                   gint64        id,
                   GError      **error)
{
  g_autofree char *sql = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (store != NULL, NULL);
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kinds), NULL);

  sql = g_strdup_printf (kinds[kind].keeps_name ? "SELECT coalesce(deleted_name, name) FROM %s WHERE id = ?"
                                                : "SELECT name FROM %s WHERE id = ?", kinds[kind].table);
  stmt = bn_store_prepare (store, sql, error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND, _("there is no %s %" PRId64),
                   _(kinds[kind].what), id);
      return NULL;
    }
  return g_strdup ((const char *) sqlite3_column_text (stmt, 0));
}

void
bn_store_deleted_free (BnStoreDeleted *deleted)
{
  if (deleted == NULL)
    return;
  g_free (deleted->name);
  g_free (deleted->deleted_at);
  g_free (deleted);
}

/**
 * bn_store_list_deleted:
 *
 * The deleted records one can restore on their own, newest deletion first:
 * deleted campaigns, and the leaders, armies and battles deleted in
 * campaigns that stand. An army deleted with its leader (or while he is
 * deleted) is left out: it comes back with him.
 *
 * Returns: (transfer full) (element-type BnStoreDeleted): the records, or
 *   %NULL with @error if the file cannot be read.
 */
GPtrArray *
bn_store_list_deleted (BnStore  *store,
                       GError  **error)
{
  static const char sql[] =
    "SELECT 0, id, coalesce(deleted_name, name), deleted_at FROM campaign WHERE deleted_at IS NOT NULL "
    "UNION ALL "
    "SELECT 1, l.id, l.name, l.deleted_at FROM leader l JOIN campaign c ON c.id = l.campaign_id "
    "WHERE l.deleted_at IS NOT NULL AND c.deleted_at IS NULL "
    "UNION ALL "
    "SELECT 2, a.id, coalesce(a.deleted_name, a.name), a.deleted_at FROM army a "
    "JOIN leader l ON l.id = a.leader_id JOIN campaign c ON c.id = l.campaign_id "
    "WHERE a.deleted_at IS NOT NULL AND l.deleted_at IS NULL AND c.deleted_at IS NULL "
    "UNION ALL "
    "SELECT 3, b.id, b.name, b.deleted_at FROM battle b JOIN campaign c ON c.id = b.campaign_id "
    "WHERE b.deleted_at IS NOT NULL AND c.deleted_at IS NULL "
    "ORDER BY 4 DESC, 1, 2";
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) records = NULL;
  int rc;

  g_return_val_if_fail (store != NULL, NULL);

  stmt = bn_store_prepare (store, sql, error);
  if (stmt == NULL)
    return NULL;
  records = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_store_deleted_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      BnStoreDeleted *deleted = g_new0 (BnStoreDeleted, 1);

      deleted->kind = (BnStoreKind) sqlite3_column_int (stmt, 0);
      deleted->id = sqlite3_column_int64 (stmt, 1);
      deleted->name = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
      deleted->deleted_at = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
      g_ptr_array_add (records, deleted);
    }
  if (rc != SQLITE_DONE)
    {
      bn_store_set_error (store, error, "reading the deleted records");
      return NULL;
    }
  return g_steal_pointer (&records);
}
