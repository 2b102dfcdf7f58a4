/* bn-play-online.h — beside the board of a battle over the network: the
 * connection's state (with Reconnect when it stopped), this side's clock
 * while it decides, and a short chat with the other side.
 */
#pragma once

#include <gtk/gtk.h>

#include "bn-net-play.h"

G_BEGIN_DECLS

GtkWidget  *bn_play_online_new          (BnNetPlay *net);
gboolean    bn_play_online_send         (GtkWidget *online,
                                         const char *text);
const char *bn_play_online_get_chat     (GtkWidget *online);
const char *bn_play_online_get_state    (GtkWidget *online);
const char *bn_play_online_get_clock    (GtkWidget *online);

G_END_DECLS
