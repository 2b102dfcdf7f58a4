/* bn-card-draw-dialog.h — Draw Cards…: N cards dealt from a seeded deck. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BN_TYPE_CARD_DRAW_DIALOG (bn_card_draw_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BnCardDrawDialog, bn_card_draw_dialog, BN, CARD_DRAW_DIALOG, AdwWindow)

BnCardDrawDialog *bn_card_draw_dialog_new (GtkWindow *parent);

G_END_DECLS
