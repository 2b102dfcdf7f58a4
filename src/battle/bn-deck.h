/* bn-deck.h — a 54-card deck: a draw pile and a discard pile.
 *
 * Cards that are drawn and not discarded are "out" (in a hand, on the
 * table, set aside). The deck borrows a BnRandom for its shuffles; the
 * caller keeps it alive as long as the deck.
 */
#pragma once

#include "bn-card.h"
#include "bn-random.h"

G_BEGIN_DECLS

typedef struct _BnDeck BnDeck;

BnDeck   *bn_deck_new            (BnRandom *random);
BnDeck   *bn_deck_copy           (const BnDeck *deck,
                                  BnRandom     *random);
void      bn_deck_free           (BnDeck *deck);
void      bn_deck_shuffle        (BnDeck *deck);
void      bn_deck_reshuffle      (BnDeck *deck);
gboolean  bn_deck_draw           (BnDeck *deck,
                                  BnCard *out_card);
gboolean  bn_deck_take           (BnDeck *deck,
                                  BnCard  card);
void      bn_deck_discard        (BnDeck *deck,
                                  BnCard  card);
gboolean  bn_deck_is_in_draw_pile (const BnDeck *deck,
                                   BnCard        card);
guint     bn_deck_get_n_draw     (const BnDeck *deck);
guint     bn_deck_get_n_discard  (const BnDeck *deck);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnDeck, bn_deck_free)

G_END_DECLS
