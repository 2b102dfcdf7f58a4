/* bn-record-menu.h — the "⋮" menu of a campaign, leader, army or battle row.
 *
 * Rename…, Archive (or Unarchive) and Delete, acted on by the window
 * (win.record-rename, win.record-archive, win.record-unarchive,
 * win.record-delete, each with the target (kind, id)), which offers to undo
 * each with a toast and Ctrl+Z.
 */
#pragma once

#include <gtk/gtk.h>

#include "bn-store.h"

G_BEGIN_DECLS

GtkWidget *bn_record_menu_button_new (BnStoreKind  kind,
                                      gint64       id,
                                      gboolean     archived,
                                      GMenu       *first_items);
GVariant  *bn_record_menu_target     (BnStoreKind  kind,
                                      gint64       id);
gboolean   bn_record_menu_parse      (GVariant    *target,
                                      BnStoreKind *out_kind,
                                      gint64      *out_id);

G_END_DECLS
