/* bn-net-play.h — one side of a battle over the network, played from the app.
 *
 * bn_net_battle_run() blocks, so it runs in a worker thread with its own
 * connection to the campaign file (an SQLite connection stays in its
 * thread). This side's decisions come from the main thread through
 * bn_net_play_choose(); what happens comes back to the main thread as
 * signals: "choose" (this side is to decide), "moved" (decisions were
 * saved: read the played battle again), "note" (a chat line or a word on
 * the connection) and "ended" (kept in the campaign, or stopped with an
 * error: bn_net_play_reconnect() takes it up again).
 */
#pragma once

#include <glib-object.h>

#include "bn-battle.h"
#include "bn-net-battle.h"
#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_NET_PLAY (bn_net_play_get_type ())
G_DECLARE_FINAL_TYPE (BnNetPlay, bn_net_play, BN, NET_PLAY, GObject)

BnNetPlay  *bn_net_play_host              (const char             *db_path,
                                           const BnNetHostOptions *options,
                                           guint                   turn_seconds);
BnNetPlay  *bn_net_play_join              (const char             *db_path,
                                           const char             *invitation,
                                           gint64                  army_id);
BnNetPlay  *bn_net_play_resume            (BnStore                *store,
                                           gint64                  played_id);
gboolean    bn_net_play_reconnect         (BnNetPlay              *self);
void        bn_net_play_cancel            (BnNetPlay              *self);
gboolean    bn_net_play_choose            (BnNetPlay              *self,
                                           guint                   decision,
                                           const BnBattleAction   *action);
gboolean    bn_net_play_say               (BnNetPlay              *self,
                                           const char             *text,
                                           GError                **error);

gboolean    bn_net_play_is_running        (BnNetPlay              *self);
gboolean    bn_net_play_is_choosing       (BnNetPlay              *self);
gboolean    bn_net_play_is_taking_up      (BnNetPlay              *self);
gboolean    bn_net_play_is_hosting        (BnNetPlay              *self);
guint       bn_net_play_get_side          (BnNetPlay              *self);
const char *bn_net_play_get_invitation    (BnNetPlay              *self);
gint64      bn_net_play_get_played_id     (BnNetPlay              *self);
gint64      bn_net_play_get_record_id     (BnNetPlay              *self);
const char *bn_net_play_get_error         (BnNetPlay              *self);
guint       bn_net_play_get_turn_seconds  (BnNetPlay              *self);
gint64      bn_net_play_get_time_left     (BnNetPlay              *self);
GPtrArray  *bn_net_play_get_notes         (BnNetPlay              *self);

G_END_DECLS
