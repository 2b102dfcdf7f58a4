/* bn-deleted-records-dialog.h — Deleted Records: what was deleted, each
 * with a Restore button. */
#pragma once

#include <adwaita.h>

#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_DELETED_RECORDS_DIALOG (bn_deleted_records_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BnDeletedRecordsDialog, bn_deleted_records_dialog, BN, DELETED_RECORDS_DIALOG, AdwWindow)

BnDeletedRecordsDialog *bn_deleted_records_dialog_new    (GtkWindow              *parent,
                                                          BnStore                *store);
void                    bn_deleted_records_dialog_reload (BnDeletedRecordsDialog *self);

G_END_DECLS
