/* bn-store-monitor.c — polls the store's change stamp and says when it moved.
 *
 * Polling is what SQLite offers across processes: there is no notification
 * of another connection's commit. Reading PRAGMA data_version costs no table
 * read, so a few polls a second are free, and a caller that has just written
 * calls bn_store_monitor_check() to be told at once rather than at the next
 * tick. A polling monitor also hears its own connection's commits (SQLite's
 * commit hook) and looks as soon as the main loop is idle, so a write from
 * any view of this process shows everywhere without waiting for a tick.
 */
#include "bn-store-private.h"

#include "bn-store-monitor.h"

struct _BnStoreMonitor
{
  GObject parent_instance;

  BnStore *store;
  BnStoreStamp stamp;
  guint source_id;
  guint idle_id;                /* a look after this connection's commit */
  gboolean hooked;              /* holds the connection's commit hook */
};

G_DEFINE_FINAL_TYPE (BnStoreMonitor, bn_store_monitor, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
on_tick_cb (gpointer user_data)
{
  bn_store_monitor_check (BN_STORE_MONITOR (user_data));
  return G_SOURCE_CONTINUE;
}

static gboolean
on_committed_cb (gpointer user_data)
{
  BnStoreMonitor *self = BN_STORE_MONITOR (user_data);

  self->idle_id = 0;
  bn_store_monitor_check (self);
  return G_SOURCE_REMOVE;
}

/* Runs inside SQLite's COMMIT on the monitor's own connection, where nothing
 * may touch the database: it only asks the main loop for a look once the
 * commit is done. Returning 0 lets the commit go on. */
static int
on_commit_hook (void *user_data)
{
  BnStoreMonitor *self = user_data;

  if (self->idle_id == 0)
    self->idle_id = g_idle_add (on_committed_cb, self);
  return 0;
}

static void
bn_store_monitor_dispose (GObject *object)
{
  BnStoreMonitor *self = BN_STORE_MONITOR (object);

  g_clear_handle_id (&self->source_id, g_source_remove);
  g_clear_handle_id (&self->idle_id, g_source_remove);
  if (self->hooked && self->store != NULL)
    sqlite3_commit_hook (self->store->db, NULL, NULL);
  self->hooked = FALSE;
  g_clear_pointer (&self->store, bn_store_unref);
  G_OBJECT_CLASS (bn_store_monitor_parent_class)->dispose (object);
}

static void
bn_store_monitor_class_init (BnStoreMonitorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bn_store_monitor_dispose;

  /**
   * BnStoreMonitor::changed:
   *
   * Emitted once after one or more writes to the database have committed.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bn_store_monitor_init (BnStoreMonitor *self)
{
}

/**
 * bn_store_monitor_new:
 * @interval_ms: how often to look for other processes' writes; 0 to look
 *   only when bn_store_monitor_check() is called
 *
 * A polling monitor also looks, from the main loop, after each commit on
 * @store's own connection (one monitor per connection does: a second one
 * polls only).
 */
BnStoreMonitor *
bn_store_monitor_new (BnStore *store,
                      guint    interval_ms)
{
  BnStoreMonitor *self;

  g_return_val_if_fail (store != NULL, NULL);

  self = g_object_new (BN_TYPE_STORE_MONITOR, NULL);
  self->store = bn_store_ref (store);
  self->stamp = bn_store_get_change_stamp (store);
  if (interval_ms > 0)
    {
      void *previous;

      self->source_id = g_timeout_add (interval_ms, on_tick_cb, self);
      previous = sqlite3_commit_hook (store->db, on_commit_hook, self);
      self->hooked = previous == NULL;
      if (!self->hooked)
        sqlite3_commit_hook (store->db, on_commit_hook, previous);
    }
  return self;
}

BnStore *
bn_store_monitor_get_store (BnStoreMonitor *self)
{
  g_return_val_if_fail (BN_IS_STORE_MONITOR (self), NULL);

  return self->store;
}

/**
 * bn_store_monitor_check:
 *
 * Looks now, and emits "changed" if anything committed since the last look.
 *
 * Returns: whether "changed" was emitted
 */
gboolean
bn_store_monitor_check (BnStoreMonitor *self)
{
  BnStoreStamp now;

  g_return_val_if_fail (BN_IS_STORE_MONITOR (self), FALSE);

  now = bn_store_get_change_stamp (self->store);
  if (bn_store_stamp_equal (&now, &self->stamp))
    return FALSE;
  self->stamp = now;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}
