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
  guint   side;               /* the side this file plays: 0 or 1, the host's choice */
  gboolean hosted;            /* this file hosted the battle (else it joined) */
  char   *host;
  guint   port;
  char   *fingerprint;        /* SHA-256 of the host's certificate */
  char   *secret;             /* the join secret */
  char   *session;
  char   *master;             /* this side's master secret */
  char   *peer_commitment;    /* the other side's commitment to his */
  char   *peer_master;        /* his master, once opened; NULL before */
  char   *pending;            /* "N action": the action whose draw N is under way; NULL: none */
  char   *dealer;             /* this side's dealer of the command deck (bn_net_dealer_to_text(), keys
                                 included; never sent); NULL: the battle's deck is not dealt between the sides */
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
                                        gboolean          hosted,
                                        GError          **error);

/* Who a leader is between two files (migration 0027). */
char      *bn_store_net_file_id        (BnStore          *store,
                                        const char       *fresh,
                                        GError          **error);
char      *bn_store_net_leader_secret  (BnStore          *store,
                                        gint64            leader_id,
                                        const char       *fresh,
                                        GError          **error);
gboolean   bn_store_net_find_leader    (BnStore          *store,
                                        gint64            campaign_id,
                                        const char       *token,
                                        gint64           *out_id,
                                        GError          **error);
gboolean   bn_store_net_remember_leader (BnStore         *store,
                                        gint64            leader_id,
                                        const char       *token,
                                        GError          **error);

/* The clock kept with a played battle (migration 0031). */
gboolean   bn_store_set_battle_turn_seconds (BnStore      *store,
                                        gint64            played_battle_id,
                                        guint             seconds,
                                        GError          **error);
guint      bn_store_get_battle_turn_seconds (BnStore      *store,
                                        gint64            played_battle_id);

typedef gboolean (*BnStoreNetWrite) (BnStore   *store,
                                     gpointer   user_data,
                                     GError   **error);
gboolean   bn_store_net_write          (BnStore          *store,
                                        BnStoreNetWrite   write,
                                        gpointer          user_data,
                                        GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnNetLink, bn_net_link_free)

G_END_DECLS
