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
                           "secret, session, master, peer_commitment, peer_master, pending) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
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
  return link;
}

#define LINK_COLUMNS "played_battle_id, side, host, port, fingerprint, secret, session, master, " \
                     "peer_commitment, peer_master, pending"

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

/* Returns: (transfer full) (nullable): the battle this file plays as @side
 *   under the join secret @secret; %NULL without error when there is none */
BnNetLink *
bn_store_find_net_link (BnStore     *store,
                        const char  *secret,
                        guint        side,
                        GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, "SELECT " LINK_COLUMNS " FROM net_battle "
                                                   "WHERE secret = ? AND side = ?", error);

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, secret, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 2, (int) side);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return NULL;
  return link_from_row (stmt);
}
