/* bn-store-monitor.h — one signal for "the database changed".
 *
 * Every view of the app follows the store through one BnStoreMonitor: any
 * committed write — from this app, banneret-cli on the same file, an import
 * or a correction — makes it emit "changed" once, and the views reload.
 */
#pragma once

#include <glib-object.h>

#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_STORE_MONITOR (bn_store_monitor_get_type ())
G_DECLARE_FINAL_TYPE (BnStoreMonitor, bn_store_monitor, BN, STORE_MONITOR, GObject)

BnStoreMonitor *bn_store_monitor_new          (BnStore        *store,
                                               guint           interval_ms);
BnStore        *bn_store_monitor_get_store    (BnStoreMonitor *self);
gboolean        bn_store_monitor_check        (BnStoreMonitor *self);

G_END_DECLS
