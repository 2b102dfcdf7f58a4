/* bn-net-deck-private.h — what the files of the mental deck share.
 *
 * bn-net-deck.c       the deck set up, dealt, and checked at the end
 * bn-net-deck-play.c  the proofs: cards played and hands shown
 * bn-net-deck-text.c  the deck kept with the battle, and read back
 */
#pragma once

#include "bn-net-deck.h"

G_BEGIN_DECLS


/* The proofs' random numbers: 640 bits (below). */
#define BN_NET_DECK_NONCE_BYTES 80

/* One position of the pile that has been dealt. */
typedef struct
{
  guint       position;
  gboolean    mine;           /* drawn by this side; else by the other */
  guint8      card;           /* this side's own cards only */
  BnNetNumber opened;         /* m^(drawer's key): what the other side opened */
  gboolean    played;
} BnNetDealt;

struct _BnNetDeck
{
  guint        side;
  guint        n_cards;
  guint8       cards[BN_NET_DECK_MAX_CARDS];
  BnNetNumber *values;        /* m_c of cards[i] */
  BnNetNumber  key;           /* even, 256 bits */
  BnNetNumber  key_inverse;   /* even, key * key_inverse = 1 mod q */
  BnNetNumber  commitment;    /* g^key */
  BnNetNumber  peer_commitment;
  gboolean     has_peer_commitment;
  BnNetNumber *first;         /* A: side 0's locks, in side 0's order */
  guint8      *first_cards;   /* side 0 only: the card of each A */
  BnNetNumber *pile;          /* D */
  guint        next;
  GArray      *dealt;         /* BnNetDealt */
};

void               net_deck_generator      (BnNetNumber       *g);
void               net_deck_random_number  (guint              n_bytes,
                                            BnNetNumber       *out);
void               net_deck_even_inverse   (const BnNetNumber *key,
                                            BnNetNumber       *out);
gboolean           net_deck_read_value     (const char        *hex,
                                            gboolean           check_square,
                                            BnNetNumber       *out);
char              *net_deck_join_values    (const BnNetNumber *values,
                                            guint              n);
BnNetNumber       *net_deck_split_values   (const char        *text,
                                            guint              n,
                                            const char        *what,
                                            GError           **error);
char              *net_deck_prove_same_key (const char        *about,
                                            const BnNetNumber *base,
                                            const BnNetNumber *result,
                                            const BnNetNumber *key,
                                            const BnNetNumber *commitment);
gboolean           net_deck_check_same_key (const char        *about,
                                            const BnNetNumber *base,
                                            const BnNetNumber *result,
                                            const BnNetNumber *commitment,
                                            char             **parts);
char              *net_deck_proof_subject  (const char        *step,
                                            guint              side,
                                            guint              position);
const BnNetNumber *net_deck_card_value     (const BnNetDeck   *deck,
                                            guint8             card);

G_END_DECLS
