/* bn-career-balance-dialog.h — Balance of Careers: "banneret-cli simulate
 * careers" in the app. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BN_TYPE_CAREER_BALANCE_DIALOG (bn_career_balance_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BnCareerBalanceDialog, bn_career_balance_dialog, BN, CAREER_BALANCE_DIALOG, AdwWindow)

BnCareerBalanceDialog *bn_career_balance_dialog_new        (GtkWindow             *parent);
void                   bn_career_balance_dialog_run        (BnCareerBalanceDialog *self);
void                   bn_career_balance_dialog_cancel     (BnCareerBalanceDialog *self);
gboolean               bn_career_balance_dialog_is_running (BnCareerBalanceDialog *self);
char                  *bn_career_balance_dialog_dup_report (BnCareerBalanceDialog *self);

G_END_DECLS
