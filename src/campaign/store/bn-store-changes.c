/* bn-store-changes.c — telling whether the database changed since last asked.
 *
 * SQLite's data_version changes when another connection (another process, or
 * another BnStore on the same file) commits; total_changes counts this
 * connection's own writes. Together they change after every committed write,
 * wherever it came from, without reading any table.
 */
#include "bn-store-private.h"

/**
 * bn_store_get_change_stamp:
 *
 * Returns: a value that differs from every earlier one returned for @store as
 * soon as any write to the file has committed, from this connection or any
 * other. It says nothing about what changed; only that something did.
 */
BnStoreStamp
bn_store_get_change_stamp (BnStore *store)
{
  BnStoreStamp stamp = { 0, 0 };
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (store != NULL, stamp);

  stamp.own_changes = (guint64) sqlite3_total_changes64 (store->db);
  if (sqlite3_prepare_v2 (store->db, "PRAGMA data_version", -1, &stmt, NULL) == SQLITE_OK
      && sqlite3_step (stmt) == SQLITE_ROW)
    stamp.data_version = (guint64) sqlite3_column_int64 (stmt, 0);
  return stamp;
}

gboolean
bn_store_stamp_equal (const BnStoreStamp *a,
                      const BnStoreStamp *b)
{
  return a->own_changes == b->own_changes && a->data_version == b->data_version;
}
