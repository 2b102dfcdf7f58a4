/* bn-store-net-battle.c — the net_battle rows; see bn-net-link.h. */
#include "bn-store-private.h"
#include <inttypes.h>

#include <glib/gi18n-lib.h>

#include "bn-net-link.h"

void
bn_net_link_free (BnNetLink *link)
{
  if (link == NULL)
    return;
  g_free (link->host);
  g_free (link->fingerprint);
  g_free (link->secret);
  g_free (link->session);
  g_free (link->master);
  g_free (link->peer_commitment);
  g_free (link->peer_master);
  g_free (link->pending);
  g_free (link->dealer);
  g_free (link);
}

/* Writes @link over what the file held for its played battle. */
gboolean
bn_store_save_net_link (BnStore          *store,
                        const BnNetLink  *link,
                        GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (store != NULL && link != NULL, FALSE);

  stmt = bn_store_prepare (store,
                           "INSERT OR REPLACE INTO net_battle (played_battle_id, side, host, port, fingerprint, "
                           "secret, session, master, peer_commitment, peer_master, pending, hosted, dealer) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, link->played_battle_id);
  sqlite3_bind_int (stmt, 2, (int) link->side);
  sqlite3_bind_text (stmt, 3, link->host, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 4, (int) link->port);
  sqlite3_bind_text (stmt, 5, link->fingerprint, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 6, link->secret, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 7, link->session, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 8, link->master, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 9, link->peer_commitment, -1, SQLITE_TRANSIENT);
  if (link->peer_master != NULL)
    sqlite3_bind_text (stmt, 10, link->peer_master, -1, SQLITE_TRANSIENT);
  else
    sqlite3_bind_null (stmt, 10);
  if (link->pending != NULL)
    sqlite3_bind_text (stmt, 11, link->pending, -1, SQLITE_TRANSIENT);
  else
    sqlite3_bind_null (stmt, 11);
  sqlite3_bind_int (stmt, 12, link->hosted ? 1 : 0);
  if (link->dealer != NULL)
    sqlite3_bind_text (stmt, 13, link->dealer, -1, SQLITE_TRANSIENT);
  else
    sqlite3_bind_null (stmt, 13);
  return bn_store_step_done (store, stmt, "saving the network battle", error);
}

static BnNetLink *
link_from_row (sqlite3_stmt *stmt)
{
  BnNetLink *link = g_new0 (BnNetLink, 1);

  link->played_battle_id = sqlite3_column_int64 (stmt, 0);
  link->side = (guint) sqlite3_column_int (stmt, 1);
  link->host = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
  link->port = (guint) sqlite3_column_int (stmt, 3);
  link->fingerprint = g_strdup ((const char *) sqlite3_column_text (stmt, 4));
  link->secret = g_strdup ((const char *) sqlite3_column_text (stmt, 5));
  link->session = g_strdup ((const char *) sqlite3_column_text (stmt, 6));
  link->master = g_strdup ((const char *) sqlite3_column_text (stmt, 7));
  link->peer_commitment = g_strdup ((const char *) sqlite3_column_text (stmt, 8));
  link->peer_master = g_strdup ((const char *) sqlite3_column_text (stmt, 9));
  link->pending = g_strdup ((const char *) sqlite3_column_text (stmt, 10));
  link->hosted = sqlite3_column_int (stmt, 11) != 0;
  link->dealer = g_strdup ((const char *) sqlite3_column_text (stmt, 12));
  return link;
}

#define LINK_COLUMNS "played_battle_id, side, host, port, fingerprint, secret, session, master, " \
                     "peer_commitment, peer_master, pending, hosted, dealer"

/* Returns: (transfer full): the network side of played battle @played_battle_id,
 *   or %NULL with @error (BN_STORE_ERROR_NOT_FOUND: not a network battle) */
BnNetLink *
bn_store_get_net_link (BnStore  *store,
                       gint64    played_battle_id,
                       GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, "SELECT " LINK_COLUMNS " FROM net_battle "
                                                   "WHERE played_battle_id = ?", error);

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, played_battle_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND,
                   _("played battle %" PRId64 " is not a battle over the network"), played_battle_id);
      return NULL;
    }
  return link_from_row (stmt);
}

/* Returns: (transfer full) (nullable): the battle this file hosted
 *   (@hosted) or joined under the join secret @secret; %NULL without error
 *   when there is none */
BnNetLink *
bn_store_find_net_link (BnStore     *store,
                        const char  *secret,
                        gboolean     hosted,
                        GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, "SELECT " LINK_COLUMNS " FROM net_battle "
                                                   "WHERE secret = ? AND hosted = ?", error);

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, secret, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 2, hosted ? 1 : 0);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return NULL;
  return link_from_row (stmt);
}

/* ---- who a leader is between two files (migration 0027) ---- */

/* Inserts @fresh unless the row is there, then reads what is there: the
 * first value ever offered stays. */
static char *
keep_first (BnStore      *store,
            const char   *insert_sql,
            const char   *select_sql,
            gint64        id,
            const char   *fresh,
            GError      **error)
{
  g_autoptr(sqlite3_stmt) insert = NULL;
  g_autoptr(sqlite3_stmt) select = NULL;
  char *kept = NULL;

  if (!bn_store_begin (store, error))
    return NULL;
  insert = bn_store_prepare (store, insert_sql, error);
  if (insert == NULL)
    goto fail;
  sqlite3_bind_int64 (insert, 1, id);
  sqlite3_bind_text (insert, 2, fresh, -1, SQLITE_TRANSIENT);
  if (!bn_store_step_done (store, insert, "keeping an id for the network", error) ||
      (select = bn_store_prepare (store, select_sql, error)) == NULL)
    goto fail;
  sqlite3_bind_int64 (select, 1, id);
  if (sqlite3_step (select) == SQLITE_ROW)
    kept = g_strdup ((const char *) sqlite3_column_text (select, 0));
  if (kept == NULL || !bn_store_commit (store, error))
    {
      if (kept == NULL)
        bn_store_set_error (store, error, "reading an id for the network");
      g_clear_pointer (&kept, g_free);
      goto fail;
    }
  return kept;

fail:
  bn_store_rollback (store);
  return NULL;
}

/**
 * bn_store_net_file_id:
 * @fresh: a new random id, kept if the file has none yet
 *
 * Returns: (transfer full): this file's id for the network: the tokens
 *   other files send for their leaders are made for it
 */
char *
bn_store_net_file_id (BnStore     *store,
                      const char  *fresh,
                      GError     **error)
{
  g_return_val_if_fail (store != NULL && fresh != NULL, NULL);

  return keep_first (store, "INSERT OR IGNORE INTO net_file (one, id) VALUES (?, ?)",
                     "SELECT id FROM net_file WHERE one = ?", 1, fresh, error);
}

/**
 * bn_store_net_leader_secret:
 * @fresh: a new random secret, kept if leader @leader_id has none yet
 *
 * Returns: (transfer full): this file's secret for the leader, from which
 *   the tokens it sends for him are made
 */
char *
bn_store_net_leader_secret (BnStore     *store,
                            gint64       leader_id,
                            const char  *fresh,
                            GError     **error)
{
  g_autofree char *kept = NULL;

  g_return_val_if_fail (store != NULL && fresh != NULL, NULL);

  kept = keep_first (store,
                     "INSERT INTO net_leader (leader_id, secret) VALUES (?1, ?2) "
                     "ON CONFLICT (leader_id) DO UPDATE SET secret = coalesce (secret, excluded.secret)",
                     "SELECT secret FROM net_leader WHERE leader_id = ?", leader_id, fresh, error);
  return g_steal_pointer (&kept);
}

/* @out_id: the leader of campaign @campaign_id taken in from another file
 * under @token (not deleted); 0 when there is none. */
gboolean
bn_store_net_find_leader (BnStore     *store,
                          gint64       campaign_id,
                          const char  *token,
                          gint64      *out_id,
                          GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store,
                                                   "SELECT l.id FROM net_leader n JOIN leader l ON l.id = n.leader_id "
                                                   "WHERE n.token = ? AND l.campaign_id = ? AND l.deleted_at IS NULL "
                                                   "ORDER BY l.id LIMIT 1", error);

  *out_id = 0;
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, token, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, campaign_id);
  switch (sqlite3_step (stmt))
    {
    case SQLITE_ROW:
      *out_id = sqlite3_column_int64 (stmt, 0);
      return TRUE;
    case SQLITE_DONE:
      return TRUE;
    default:
      bn_store_set_error (store, error, "finding a leader taken in from another file");
      return FALSE;
    }
}

/* Keeps @token as the one another file sends for leader @leader_id. */
gboolean
bn_store_net_remember_leader (BnStore     *store,
                              gint64       leader_id,
                              const char  *token,
                              GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store,
                                                   "INSERT INTO net_leader (leader_id, token) VALUES (?1, ?2) "
                                                   "ON CONFLICT (leader_id) DO UPDATE SET token = excluded.token",
                                                   error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, leader_id);
  sqlite3_bind_text (stmt, 2, token, -1, SQLITE_TRANSIENT);
  return bn_store_step_done (store, stmt, "keeping who a leader is", error);
}

/**
 * bn_store_net_write:
 * @write: the writes, and whatever must hold before they are kept
 *
 * Runs @write inside one write taken with the write lock first (BEGIN
 * IMMEDIATE): everything it saves through the store is kept when it returns
 * %TRUE, and none of it when it returns %FALSE (or the process dies).
 */
gboolean
bn_store_net_write (BnStore           *store,
                    BnStoreNetWrite    write,
                    gpointer           user_data,
                    GError           **error)
{
  g_return_val_if_fail (store != NULL && write != NULL, FALSE);

  if (!bn_store_begin (store, error))
    return FALSE;
  if (!write (store, user_data, error) || !bn_store_commit (store, error))
    {
      bn_store_rollback (store);
      return FALSE;
    }
  return TRUE;
}

/**
 * bn_store_set_battle_turn_seconds:
 * @seconds: each side's time per turn; 0: no clock
 *
 * Keeps the clock of played battle @played_battle_id with it (migration
 * 0031), so that a side that takes the battle up again plays with it.
 */
gboolean
bn_store_set_battle_turn_seconds (BnStore  *store,
                                  gint64    played_battle_id,
                                  guint     seconds,
                                  GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (store != NULL, FALSE);

  stmt = bn_store_prepare (store, "UPDATE played_battle SET turn_seconds = ? WHERE id = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, seconds);
  sqlite3_bind_int64 (stmt, 2, played_battle_id);
  return bn_store_step_done (store, stmt, "saving the battle's time per turn", error);
}

/* Returns: the time per turn kept with played battle @played_battle_id; 0
 *   for none, or when it cannot be read */
guint
bn_store_get_battle_turn_seconds (BnStore *store,
                                  gint64   played_battle_id)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  guint seconds = 0;

  g_return_val_if_fail (store != NULL, 0);

  stmt = bn_store_prepare (store, "SELECT turn_seconds FROM played_battle WHERE id = ?", NULL);
  if (stmt == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, played_battle_id);
  if (bn_store_step_row (store, stmt, "reading the battle's time per turn", NULL))
    seconds = (guint) MAX (sqlite3_column_int64 (stmt, 0), 0);
  return seconds;
}
