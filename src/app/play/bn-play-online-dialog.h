/* bn-play-online-dialog.h — "Play a Friend Online": host a battle over the
 * network and send the invitation, or join one with an invitation; the
 * board opens when the battle is set up (bn_play_window_new_online()).
 */
#pragma once

#include <adwaita.h>

#include "bn-net-play.h"
#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_PLAY_ONLINE_DIALOG (bn_play_online_dialog_get_type ())
G_DECLARE_FINAL_TYPE (BnPlayOnlineDialog, bn_play_online_dialog, BN, PLAY_ONLINE_DIALOG, AdwWindow)

BnPlayOnlineDialog *bn_play_online_dialog_new            (GtkWindow          *parent,
                                                          BnStore            *store,
                                                          GPtrArray          *armies);
gboolean            bn_play_online_dialog_host           (BnPlayOnlineDialog *self);
gboolean            bn_play_online_dialog_join           (BnPlayOnlineDialog *self);
void                bn_play_online_dialog_cancel         (BnPlayOnlineDialog *self);
void                bn_play_online_dialog_set_address    (BnPlayOnlineDialog *self,
                                                          const char         *address);
void                bn_play_online_dialog_set_invitation (BnPlayOnlineDialog *self,
                                                          const char         *invitation);
void                bn_play_online_dialog_set_side       (BnPlayOnlineDialog *self,
                                                          guint               side);
void                bn_play_online_dialog_set_minutes    (BnPlayOnlineDialog *self,
                                                          guint               minutes);
const char         *bn_play_online_dialog_get_invitation (BnPlayOnlineDialog *self);
const char         *bn_play_online_dialog_get_message    (BnPlayOnlineDialog *self);
GtkWidget          *bn_play_online_dialog_get_primary    (BnPlayOnlineDialog *self);
BnNetPlay          *bn_play_online_dialog_get_net_play   (BnPlayOnlineDialog *self);
GtkWindow          *bn_play_online_dialog_get_board      (BnPlayOnlineDialog *self);

G_END_DECLS
