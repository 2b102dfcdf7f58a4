/* bn-net-battle.h — one side of a battle over the network.
 *
 * The host makes a BnNetBattle from his army and the battle's terms and
 * hands out its invitation; the joiner makes one from the invitation and
 * his army. bn_net_battle_run() then plays the battle to its end: it
 * exchanges the armies, fixes every draw by commit–reveal, sends this side's
 * actions (from @choose) and checks the other side's, saves each decision
 * in this side's campaign file, pauses when the connection drops and goes
 * on from the last shared decision when it is made again, and at the end
 * checks both masters and keeps the battle in the campaign.
 * docs/architecture.md, "A battle over the network", is the protocol.
 */
#pragma once

#include "bn-played-battle.h"
#include "bn-store.h"

G_BEGIN_DECLS

typedef struct _BnNetBattle BnNetBattle;

/* This side's next action; %FALSE to leave the battle. */
typedef gboolean (*BnNetChooseFunc) (BnPlayedBattle *played,
                                     BnBattleAction *out_action,
                                     gpointer        user_data);
/* What happened: @note a line to show (a pause, a chat line), or %NULL
 * after actions from @from_action on were applied. */
typedef void     (*BnNetTellFunc)   (BnPlayedBattle *played,
                                     guint           from_action,
                                     const char     *note,
                                     gpointer        user_data);

typedef struct
{
  gint64      army_id;
  const char *rules_id;       /* NULL: the default ruleset */
  const char *scenario;       /* NULL: river-fords */
  gboolean    basic_game;
  guint       port;           /* 0: any free port */
  const char *address;        /* for the invitation; NULL: this machine's first address */
  const char *certificate_dir;/* NULL: $XDG_DATA_HOME/banneret/net */
  guint       side;           /* the side the host plays, 0 or 1; the joiner plays the other */
} BnNetHostOptions;

BnNetBattle    *bn_net_battle_host          (BnStore                *store,
                                             const BnNetHostOptions *options,
                                             GError                **error);
BnNetBattle    *bn_net_battle_host_resume   (BnStore                *store,
                                             gint64                  played_battle_id,
                                             const char             *certificate_dir,
                                             GError                **error);
BnNetBattle    *bn_net_battle_join          (BnStore                *store,
                                             const char             *invitation,
                                             gint64                  army_id,
                                             GError                **error);
void            bn_net_battle_free          (BnNetBattle            *self);
const char     *bn_net_battle_get_invitation (BnNetBattle           *self);
guint           bn_net_battle_get_side      (BnNetBattle            *self);
gboolean        bn_net_battle_run           (BnNetBattle            *self,
                                             BnNetChooseFunc         choose,
                                             BnNetTellFunc           tell,
                                             gpointer                user_data,
                                             GError                **error);
gboolean        bn_net_battle_listen        (BnNetBattle            *self,
                                             gint64                  timeout_us);
gboolean        bn_net_battle_say           (BnNetBattle            *self,
                                             const char             *text,
                                             GError                **error);
gint64          bn_net_battle_get_played_id (BnNetBattle            *self);
gint64          bn_net_battle_get_record_id (BnNetBattle            *self);
void            bn_net_battle_set_turn_seconds (BnNetBattle         *self,
                                             guint                   seconds);
guint           bn_net_battle_get_turn_seconds (BnNetBattle         *self);
void            bn_net_battle_cancel        (BnNetBattle            *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnNetBattle, bn_net_battle_free)

G_END_DECLS
