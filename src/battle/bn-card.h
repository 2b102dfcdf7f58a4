/* bn-card.h — one playing card of a 54-card deck.
 *
 * A BnCard is a small value, not an object: 0–51 are the 52 suited cards
 * (suit × 13 + value − 1), BN_CARD_RED_JOKER and BN_CARD_BLACK_JOKER the two
 * jokers. Values follow the rulings: Ace 1, 2–10 as printed, Jack 11,
 * Queen 12, King 13, joker 0.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  BN_SUIT_CLUBS,
  BN_SUIT_DIAMONDS,
  BN_SUIT_HEARTS,
  BN_SUIT_SPADES,
  BN_SUIT_NONE,           /* jokers */
} BnSuit;

typedef guint8 BnCard;

#define BN_CARD_RED_JOKER   ((BnCard) 52)
#define BN_CARD_BLACK_JOKER ((BnCard) 53)
#define BN_CARD_COUNT       54
#define BN_CARD_INVALID     ((BnCard) 0xFF)

#define BN_CARD_ERROR (bn_card_error_quark ())

typedef enum
{
  BN_CARD_ERROR_PARSE,
} BnCardError;

GQuark       bn_card_error_quark  (void);

BnCard       bn_card_make         (BnSuit suit,
                                   guint  value);
gboolean     bn_card_is_valid     (BnCard card);
BnSuit       bn_card_get_suit     (BnCard card);
guint        bn_card_get_value    (BnCard card);
gboolean     bn_card_is_joker     (BnCard card);
gboolean     bn_card_is_red       (BnCard card);
gboolean     bn_card_is_black     (BnCard card);
gboolean     bn_card_is_ace       (BnCard card);
gboolean     bn_card_is_court     (BnCard card);
gboolean     bn_card_is_numbered  (BnCard card);

gboolean     bn_card_parse        (const char  *text,
                                   BnCard      *out_card,
                                   GError     **error);
char        *bn_card_to_string    (BnCard card);
char        *bn_card_to_display   (BnCard card);
const char  *bn_suit_to_symbol    (BnSuit suit);

GArray      *bn_card_parse_list   (const char  *text,
                                   GError     **error);
char        *bn_card_list_to_string (const BnCard *cards,
                                     guint         n_cards);

G_END_DECLS
