/* bn-net-army.h — the armies of a battle over the network: each side sends
 * its leader, his domain and its army as documents (the owner's copy, the
 * engine needing the promises; docs/architecture.md says what that gives
 * away), and the other side saves them in its own campaign. */
#pragma once

#include "bn-net-protocol.h"
#include "bn-store.h"

G_BEGIN_DECLS

gboolean bn_net_army_describe (BnStore             *store,
                               gint64               army_id,
                               BnNetMessage        *message,
                               gint64              *out_campaign_id,
                               GError             **error);
gint64   bn_net_army_import   (BnStore             *store,
                               const BnNetMessage  *message,
                               gint64               campaign_id,
                               GError             **error);

G_END_DECLS
