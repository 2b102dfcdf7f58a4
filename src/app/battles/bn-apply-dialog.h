/* bn-apply-dialog.h — the post-battle sequence, one card or die at a time.
 *
 * The dialog asks for each card or D20 when the sequence needs it, saying
 * what it is for; each can be typed by a player at the table or drawn by
 * the app. A refused entry stays as typed, with the reason beside it;
 * anything given can be taken back. When nothing more is needed, it shows
 * what the battle gives each leader, and Apply keeps it; until then nothing
 * is written.
 */
#pragma once

#include <adwaita.h>

#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_APPLY_DIALOG (bn_apply_dialog_get_type ())
G_DECLARE_FINAL_TYPE (BnApplyDialog, bn_apply_dialog, BN, APPLY_DIALOG, AdwWindow)

BnApplyDialog *bn_apply_dialog_new               (GtkWindow     *parent,
                                                  BnStore       *store,
                                                  gint64         battle_id,
                                                  GError       **error);
const char    *bn_apply_dialog_get_wanted        (BnApplyDialog *self);
const char    *bn_apply_dialog_get_error         (BnApplyDialog *self);
gboolean       bn_apply_dialog_wants_card        (BnApplyDialog *self);
guint          bn_apply_dialog_get_n_given       (BnApplyDialog *self);
guint          bn_apply_dialog_get_n_summary_lines (BnApplyDialog *self);
char          *bn_apply_dialog_dup_summary       (BnApplyDialog *self);
guint          bn_apply_dialog_get_n_decided     (BnApplyDialog *self);
gboolean       bn_apply_dialog_give              (BnApplyDialog *self,
                                                  const char    *text);
gboolean       bn_apply_dialog_draw_for_me       (BnApplyDialog *self);
gboolean       bn_apply_dialog_take_back         (BnApplyDialog *self);
gboolean       bn_apply_dialog_deal_the_rest     (BnApplyDialog *self);
gboolean       bn_apply_dialog_apply             (BnApplyDialog *self);

G_END_DECLS
