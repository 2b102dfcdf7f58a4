/* bn-net-army.h — the armies of a battle over the network: each side sends
 * its leader, his domain and its army as documents (the owner's copy, the
 * engine needing the promises; docs/architecture.md says what that gives
 * away), with a token per leader that tells the receiving file who he is,
 * and the other side saves them in its own campaign: a leader taken in for
 * an earlier battle is found again by his token and brought up to date. */
#pragma once

#include "bn-net-protocol.h"
#include "bn-store.h"

G_BEGIN_DECLS

typedef struct _BnNetArmy BnNetArmy;

gboolean   bn_net_army_describe (BnStore             *store,
                                 gint64               army_id,
                                 const char          *peer_file,
                                 BnNetMessage        *message,
                                 gint64              *out_campaign_id,
                                 GError             **error);
BnNetArmy *bn_net_army_read     (const BnNetMessage  *message,
                                 GError             **error);
void       bn_net_army_free     (BnNetArmy           *army);
gint64     bn_net_army_save     (BnStore             *store,
                                 BnNetArmy           *army,
                                 gint64               campaign_id,
                                 GError             **error);
char      *bn_net_leader_token  (const char          *secret,
                                 const char          *file_id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnNetArmy, bn_net_army_free)

G_END_DECLS
