/* bn-net-deck.h — one shared command deck dealt between two programs so
 * that neither learns the other's hand or the pile's order, and each can
 * check that the other plays only cards dealt to him ("mental poker",
 * docs/architecture.md "Hidden hands"). No I/O: each call returns the text
 * to send, or takes the text received.
 *
 * Card c stands for m_c, a square modulo p (bn-net-modp.h) derived from
 * SHA-256 and c, so no card's number is a product or power of another's.
 * Each side has a fresh key for the deck, an even number of 256 bits, and
 * commits to it as g^key (g = 2) before anything else. A lock is raising to
 * the key: locks commute, (m^x)^y = (m^y)^x, and a lock is taken off by the
 * key's inverse modulo q.
 *
 *   1. Side 0 locks every card with x and shuffles: A = shuffle(m_c^x).
 *   2. Side 1 locks every A with y and shuffles: the pile D = shuffle(A^y).
 *      Nobody knows the pile's order: side 0 knows A's, side 1 the shuffle
 *      from A to D.
 *   3. A side draws the next position k: the other side takes his own lock
 *      off D_k for him (open) and sends W = m^(drawer's key); the drawer
 *      takes his own off (take) and finds the card. The other side never
 *      holds the card, only W, which it cannot unlock.
 *   4. A card played names its position k and carries a proof that the
 *      card's m, raised to the key the drawer committed to, is the W opened
 *      for him at k (Chaum–Pedersen, made non-interactive with SHA-256): a
 *      card that was not dealt to him there is refused at once.
 *      A hand shown whole (the Scout) is a proof for each card held,
 *      the cards staying in the hand.
 *   5. At the end both keys are revealed; each side checks the other's
 *      locks (step 1 or 2) and every W opened for it, then unlocks every
 *      W it opened for the other: both hands are then known whole.
 *
 * Every exponent a side applies to a number the other sent is even, so
 * whatever was sent, what comes back is a square and tells nothing of the
 * key. A reshuffle of the discards is a new deck with new keys: with the
 * old keys, the cards already shown would unlock the new order.
 */
#pragma once

#include <glib.h>

#include "bn-net-modp.h"

G_BEGIN_DECLS

#define BN_NET_DECK_MAX_CARDS 256

typedef struct _BnNetDeck BnNetDeck;

BnNetDeck *bn_net_deck_new                 (guint          side,
                                            const guint8  *cards,
                                            guint          n_cards);
void       bn_net_deck_free                (BnNetDeck     *deck);

void       bn_net_deck_card_value          (guint          card,
                                            BnNetNumber   *out);

char      *bn_net_deck_get_commitment      (const BnNetDeck *deck);
gboolean   bn_net_deck_set_peer_commitment (BnNetDeck     *deck,
                                            const char    *commitment,
                                            GError       **error);

char      *bn_net_deck_lock_first          (BnNetDeck     *deck);
char      *bn_net_deck_lock_second         (BnNetDeck     *deck,
                                            const char    *first,
                                            GError       **error);
gboolean   bn_net_deck_take_pile           (BnNetDeck     *deck,
                                            const char    *pile,
                                            GError       **error);

guint      bn_net_deck_get_next            (const BnNetDeck *deck);
guint      bn_net_deck_get_n_left          (const BnNetDeck *deck);
char      *bn_net_deck_open                (BnNetDeck     *deck,
                                            guint          position,
                                            GError       **error);
gboolean   bn_net_deck_is_whole            (const BnNetDeck *deck);
guint      bn_net_deck_get_n_dealt         (const BnNetDeck *deck);
char      *bn_net_deck_get_locks           (const BnNetDeck *deck);
char      *bn_net_deck_open_again          (const BnNetDeck *deck,
                                            guint          index,
                                            GError       **error);
gboolean   bn_net_deck_take                (BnNetDeck     *deck,
                                            guint          position,
                                            const char    *opened,
                                            guint8        *out_card,
                                            GError       **error);
guint      bn_net_deck_get_hand            (const BnNetDeck *deck,
                                            guint8        *out_cards);

char      *bn_net_deck_prove               (BnNetDeck     *deck,
                                            guint8         card,
                                            GError       **error);
char      *bn_net_deck_prove_again         (BnNetDeck     *deck,
                                            guint8         card,
                                            GError       **error);
gboolean   bn_net_deck_check_play          (BnNetDeck     *deck,
                                            guint8         card,
                                            const char    *proof,
                                            GError       **error);
gboolean   bn_net_deck_check_play_again    (BnNetDeck     *deck,
                                            guint8         card,
                                            const char    *proof,
                                            GError       **error);

char      *bn_net_deck_show_hand           (const BnNetDeck *deck);
guint      bn_net_deck_check_hand          (BnNetDeck     *deck,
                                            const char    *shown,
                                            guint8        *out_cards,
                                            GError       **error);

char      *bn_net_deck_to_text             (const BnNetDeck *deck);
BnNetDeck *bn_net_deck_new_from_text       (const char    *text,
                                            GError       **error);

char      *bn_net_deck_get_key             (const BnNetDeck *deck);
gboolean   bn_net_deck_verify              (BnNetDeck     *deck,
                                            const char    *peer_key,
                                            GError       **error);
guint      bn_net_deck_reveal_dealt        (const BnNetDeck *deck,
                                            const char    *peer_key,
                                            guint8        *out_cards,
                                            GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnNetDeck, bn_net_deck_free)

G_END_DECLS
