/* bn-muster-dialog.h — drawing a leader's army points, card by card. */
#pragma once

#include <adwaita.h>

#include "bn-leader-rules.h"
#include "bn-muster.h"
#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_MUSTER_DIALOG (bn_muster_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BnMusterDialog, bn_muster_dialog, BN, MUSTER_DIALOG, AdwWindow)

BnMusterDialog *bn_muster_dialog_new            (GtkWindow      *parent,
                                                 BnStore        *store,
                                                 BnLeaderRules  *rules,
                                                 const BnLeader *leader,
                                                 guint           current_points,
                                                 GError        **error);

/* What the dialog holds once "Use These Points" is pressed. */
BnMuster       *bn_muster_dialog_dup_muster     (BnMusterDialog *self);
gint            bn_muster_dialog_get_deal       (BnMusterDialog *self);
guint64         bn_muster_dialog_get_deal_seed  (BnMusterDialog *self);

/* What the dialog shows, and the same steps a player takes with its
 * controls; each does exactly what the control it names does. */
const char     *bn_muster_dialog_get_page       (BnMusterDialog *self);
const char     *bn_muster_dialog_get_step       (BnMusterDialog *self);
const char     *bn_muster_dialog_get_error      (BnMusterDialog *self);
const char     *bn_muster_dialog_get_outcome    (BnMusterDialog *self);
gboolean        bn_muster_dialog_can_continue   (BnMusterDialog *self);
gboolean        bn_muster_dialog_continue       (BnMusterDialog *self);
void            bn_muster_dialog_type_card      (BnMusterDialog *self,
                                                 const char     *text);
void            bn_muster_dialog_draw_from_deck (BnMusterDialog *self);

G_END_DECLS
