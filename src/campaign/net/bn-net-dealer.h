/* bn-net-dealer.h — a battle's command deck dealt between two programs by
 * the mental deck (bn-net-deck.h), as the battle's dealer
 * (bn_chance_set_dealer()): each program is given its own cards and the
 * other's as unseen (BN_CHANCE_CARD_UNSEEN), and neither can read the
 * other's hand from what it receives.
 *
 * Both programs apply the same actions, so their engines ask for the same
 * deals in the same order; each dealer answers its engine at once and
 * talks to the other through @line while it does: for the other side's
 * draw it sends the opening of the next place (DEAL), for its own it
 * waits for the other's. The first deal, and the first after the engine
 * reshuffles its discards, first sets up a deck of those cards with fresh
 * keys (DECK both ways: side 0's commitment and locks, then side 1's
 * commitment and the pile). A card this side plays is proved
 * (bn_net_dealer_prove()); one the other side plays is checked before the
 * engine is shown it (bn_net_dealer_check_play(), bn_battle_reveal_card()).
 * When the battle ends both sides give their keys and each checks the
 * other's (bn_net_dealer_verify()), unlocks the other's hand
 * (bn_net_dealer_reveal()) and checks every decision again with both
 * hands seen whole (bn_net_dealer_check_battle()).
 */
#pragma once

#include <glib.h>

#include "bn-battle.h"
#include "bn-chance.h"
#include "bn-played-battle.h"

G_BEGIN_DECLS

/**
 * BnNetDealerLine:
 * @send: sends @text as a message of @type ("DECK", "DEAL") to the other
 *   side
 * @receive: (transfer full): the text of the next message of @type from
 *   the other side, or %NULL with @error set
 * @keep: (nullable): keeps @dealer_text (bn_net_dealer_to_text(), keys
 *   included) with the battle; called before every message is sent, the
 *   dealer as it stands once the message is made, so that a side stopped
 *   after sending owes what it sent (the same locks, the same openings),
 *   and after every card of its own it takes, so that it holds that card
 *   when it takes the battle up
 *
 * How a dealer reaches the other side's: the battle's connection, or, in
 * tests, a queue.
 */
typedef struct
{
  gboolean (*send)    (gpointer     data,
                       const char  *type,
                       const char  *text,
                       GError     **error);
  char    *(*receive) (gpointer     data,
                       const char  *type,
                       GError     **error);
  gboolean (*keep)    (gpointer     data,
                       const char  *dealer_text,
                       GError     **error);
} BnNetDealerLine;

typedef struct _BnNetDealer BnNetDealer;

BnNetDealer *bn_net_dealer_new         (guint                  side,
                                        guint                  n_cards,
                                        const BnNetDealerLine *line,
                                        gpointer               line_data);
void         bn_net_dealer_free        (BnNetDealer  *dealer);
void         bn_net_dealer_attach      (BnNetDealer  *dealer,
                                        BnChance     *chance);
void         bn_net_dealer_for_played  (BnNetDealer    *dealer,
                                        BnPlayedDealer *out_dealer);

guint        bn_net_dealer_get_n_decks (const BnNetDealer *dealer);
guint        bn_net_dealer_get_n_deals (const BnNetDealer *dealer);
guint        bn_net_dealer_get_n_whole_decks (const BnNetDealer *dealer);
const GError *bn_net_dealer_get_refusal (const BnNetDealer *dealer);
void         bn_net_dealer_clear_refusal (BnNetDealer *dealer);

char        *bn_net_dealer_prove       (BnNetDealer  *dealer,
                                        guint         card,
                                        GError      **error);
gboolean     bn_net_dealer_check_play  (BnNetDealer  *dealer,
                                        guint         card,
                                        const char   *proof,
                                        GError      **error);
char        *bn_net_dealer_show_hand   (const BnNetDealer *dealer);
guint        bn_net_dealer_check_hand  (BnNetDealer  *dealer,
                                        const char   *shown,
                                        guint        *out_cards,
                                        GError      **error);

void         bn_net_dealer_rewind      (BnNetDealer  *dealer);
gboolean     bn_net_dealer_answer_again (BnNetDealer *dealer,
                                        guint         their_decks,
                                        guint         their_deals,
                                        GError      **error);
char        *bn_net_dealer_to_text     (const BnNetDealer *dealer);
BnNetDealer *bn_net_dealer_new_from_text (const char             *text,
                                        const BnNetDealerLine  *line,
                                        gpointer                line_data,
                                        GError                **error);

char        *bn_net_dealer_get_keys    (const BnNetDealer *dealer);
gboolean     bn_net_dealer_verify      (BnNetDealer  *dealer,
                                        const char   *peer_keys,
                                        GError      **error);
gboolean     bn_net_dealer_reveal      (BnNetDealer  *dealer,
                                        const char   *peer_keys,
                                        GArray       *out_cards,
                                        GError      **error);
gboolean     bn_net_dealer_check_battle (const BnBattle *played,
                                        BnBattle       *full,
                                        BnChance       *full_chance,
                                        const GArray   *draws,
                                        guint          *out_side,
                                        GError        **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnNetDealer, bn_net_dealer_free)

G_END_DECLS
