/* bn-table-side-dialog.h — Table-Side Helper…: combats of a battle fought
 * on a real table, resolved one at a time by the ruleset's tables. */
#pragma once

#include <adwaita.h>

#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_TABLE_SIDE_DIALOG (bn_table_side_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BnTableSideDialog, bn_table_side_dialog, BN, TABLE_SIDE_DIALOG, AdwWindow)

BnTableSideDialog *bn_table_side_dialog_new     (GtkWindow          *parent,
                                                 BnStore            *store,
                                                 gint64              campaign_id,
                                                 GError            **error);
gboolean           bn_table_side_dialog_start   (BnTableSideDialog  *self,
                                                 GError            **error);
gboolean           bn_table_side_dialog_resolve (BnTableSideDialog  *self,
                                                 gboolean            roll);
gint64             bn_table_side_dialog_get_battle_id (BnTableSideDialog *self);
void               bn_table_side_dialog_select_battle (BnTableSideDialog *self,
                                                       gint64             id);

G_END_DECLS
