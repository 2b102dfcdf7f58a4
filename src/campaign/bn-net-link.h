/* bn-net-link.h — what a campaign file keeps of a battle fought over the
 * network, besides its played battle: enough to reconnect and to check the
 * other side's master secret when the battle ends (docs/architecture.md,
 * "A battle over the network"). Hex strings throughout.
 */
#pragma once

#include "bn-store.h"

G_BEGIN_DECLS

typedef struct
{
  gint64  played_battle_id;
  guint   side;               /* the side this file plays: 0 the host, 1 the joiner */
  char   *host;
  guint   port;
  char   *fingerprint;        /* SHA-256 of the host's certificate */
  char   *secret;             /* the join secret */
  char   *session;
  char   *master;             /* this side's master secret */
  char   *peer_commitment;    /* the other side's commitment to his */
  char   *peer_master;        /* his master, once opened; NULL before */
  char   *pending;            /* "N action": the action whose draw N is under way; NULL: none */
} BnNetLink;

void       bn_net_link_free            (BnNetLink *link);
gboolean   bn_store_save_net_link      (BnStore          *store,
                                        const BnNetLink  *link,
                                        GError          **error);
BnNetLink *bn_store_get_net_link       (BnStore          *store,
                                        gint64            played_battle_id,
                                        GError          **error);
BnNetLink *bn_store_find_net_link      (BnStore          *store,
                                        const char       *secret,
                                        guint             side,
                                        GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnNetLink, bn_net_link_free)

G_END_DECLS
