/* bn-store-campaigns.c — campaigns in the database. */
#include "bn-store-private.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include <gio/gio.h>

static BnCampaign *
campaign_from_row (sqlite3_stmt *stmt)
{
  BnCampaign *campaign = bn_campaign_new ((const char *) sqlite3_column_text (stmt, 1),
                                          (guint64) sqlite3_column_int64 (stmt, 2));

  campaign->id = sqlite3_column_int64 (stmt, 0);
  campaign->deals = (guint) sqlite3_column_int (stmt, 3);
  campaign->created_at = g_strdup ((const char *) sqlite3_column_text (stmt, 4));
  campaign->archived = sqlite3_column_int (stmt, 5) != 0;
  return campaign;
}

#define CAMPAIGN_COLUMNS "id, name, seed, deals, created_at, archived"

/**
 * bn_store_create_campaign:
 * @name: 1 to 80 characters, unique among the campaigns
 * @seed: the seed of the campaign's deck
 *
 * Returns: (transfer full): the new campaign, or %NULL with @error
 */
BnCampaign *
bn_store_create_campaign (BnStore     *store,
                          const char  *name,
                          guint64      seed,
                          GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *normalized = NULL;
  gint64 id;

  g_return_val_if_fail (store != NULL, NULL);

  normalized = bn_normalize_name (name, _("campaign name"), error);
  if (normalized == NULL)
    return NULL;
  if (seed > G_MAXINT64)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                   _("a campaign seed is at most %" PRId64), G_MAXINT64);
      return NULL;
    }

  if (!bn_store_begin (store, error))
    return NULL;
  stmt = bn_store_prepare (store, "INSERT INTO campaign (name, seed) VALUES (?, ?)", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_text (stmt, 1, normalized, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, (sqlite3_int64) seed);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    {
      if (sqlite3_extended_errcode (store->db) == SQLITE_CONSTRAINT_UNIQUE)
        g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                     _("a campaign named “%s” already exists"), normalized);
      else
        bn_store_set_error (store, error, "creating the campaign");
      goto fail;
    }
  id = sqlite3_last_insert_rowid (store->db);
  if (!bn_store_commit (store, error))
    return NULL;
  return bn_store_get_campaign (store, id, error);

fail:
  bn_store_rollback (store);
  return NULL;
}

/* Returns: (transfer full) (element-type BnCampaign): every campaign, oldest first. */
GPtrArray *
bn_store_list_campaigns (BnStore  *store,
                         GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) campaigns = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_campaign_free);
  int rc;

  g_return_val_if_fail (store != NULL, NULL);

  stmt = bn_store_prepare (store, "SELECT " CAMPAIGN_COLUMNS " FROM campaign WHERE deleted_at IS NULL ORDER BY archived, id", error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (campaigns, campaign_from_row (stmt));
  if (rc != SQLITE_DONE)
    {
      bn_store_set_error (store, error, "listing campaigns");
      return NULL;
    }
  return g_steal_pointer (&campaigns);
}

BnCampaign *
bn_store_get_campaign (BnStore  *store,
                       gint64    id,
                       GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  g_return_val_if_fail (store != NULL, NULL);

  stmt = bn_store_prepare (store, "SELECT " CAMPAIGN_COLUMNS " FROM campaign WHERE id = ? AND deleted_at IS NULL", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return campaign_from_row (stmt);
  if (rc == SQLITE_DONE)
    g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND, _("there is no campaign %" PRId64), id);
  else
    bn_store_set_error (store, error, "reading a campaign");
  return NULL;
}

/* Finds a campaign by its number or, failing that, by its exact name. */
BnCampaign *
bn_store_find_campaign (BnStore     *store,
                        const char  *id_or_name,
                        GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  guint64 id;
  int rc;

  g_return_val_if_fail (store != NULL, NULL);
  g_return_val_if_fail (id_or_name != NULL, NULL);

  if (g_ascii_string_to_unsigned (id_or_name, 10, 1, G_MAXINT64, &id, NULL))
    return bn_store_get_campaign (store, (gint64) id, error);

  stmt = bn_store_prepare (store, "SELECT " CAMPAIGN_COLUMNS " FROM campaign WHERE name = ? AND deleted_at IS NULL", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, id_or_name, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return campaign_from_row (stmt);
  if (rc == SQLITE_DONE)
    g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND,
                 _("there is no campaign named “%s” (see “campaign list”)"), id_or_name);
  else
    bn_store_set_error (store, error, "finding a campaign");
  return NULL;
}

/* A shuffle of the campaign deck deals one leader or one muster, never two:
 * a draw made from shuffle @deal is kept only if no other was kept from it
 * since it was dealt (another window or process may have been quicker).
 * The caller is inside a write, so the answer holds until it commits. */
gboolean
bn_store_check_deal_unused (BnStore  *store,
                            gint64    campaign_id,
                            gint      deal,
                            GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, "SELECT deals FROM campaign WHERE id = ?", error);
  gint64 deals;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  if (!bn_store_step_row (store, stmt, "reading the campaign deck", error))
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND,
                     _("there is no campaign %" PRId64), campaign_id);
      return FALSE;
    }
  deals = sqlite3_column_int64 (stmt, 0);
  if (deal < deals)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONFLICT,
                   _("the campaign deck's shuffle %d was dealt elsewhere while these cards were drawn; "
                   "nothing was saved: draw again"), deal + 1);
      return FALSE;
    }
  return TRUE;
}
