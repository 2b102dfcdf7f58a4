/* bn-card.c — card values, classes and the notation players type.
 *
 * Notation: value then suit, case-insensitive, e.g. "7H", "10S" or "TS",
 * "QD", "AC"; "RJ" and "BJ" are the red and black jokers. The suit may also
 * be given as its symbol (♣ ♦ ♥ ♠). Printing always gives the canonical
 * form ("10S", not "TS") so that a printed list can be typed back in.
 */
#include "bn-card.h"
#include <glib/gi18n-lib.h>

#include <string.h>

static const char suit_letters[] = "CDHS";
static const char *const suit_symbols[] = { "♣", "♦", "♥", "♠", "" };
static const char *const suit_names[] = { "Clubs", "Diamonds", "Hearts", "Spades" };
static const char *const value_names[] = {
  NULL, "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight",
  "Nine", "Ten", "Jack", "Queen", "King",
};

G_DEFINE_QUARK (bn-card-error-quark, bn_card_error)

BnCard
bn_card_make (BnSuit suit,
              guint  value)
{
  g_return_val_if_fail (suit < BN_SUIT_NONE, BN_CARD_INVALID);
  g_return_val_if_fail (value >= 1 && value <= 13, BN_CARD_INVALID);

  return (BnCard) (suit * 13 + value - 1);
}

gboolean
bn_card_is_valid (BnCard card)
{
  return card < BN_CARD_COUNT;
}

BnSuit
bn_card_get_suit (BnCard card)
{
  g_return_val_if_fail (bn_card_is_valid (card), BN_SUIT_NONE);

  return card >= 52 ? BN_SUIT_NONE : (BnSuit) (card / 13);
}

guint
bn_card_get_value (BnCard card)
{
  g_return_val_if_fail (bn_card_is_valid (card), 0);

  return card >= 52 ? 0 : card % 13 + 1;
}

gboolean
bn_card_is_joker (BnCard card)
{
  return card == BN_CARD_RED_JOKER || card == BN_CARD_BLACK_JOKER;
}

gboolean
bn_card_is_red (BnCard card)
{
  BnSuit suit;

  if (card == BN_CARD_RED_JOKER)
    return TRUE;
  suit = bn_card_get_suit (card);
  return suit == BN_SUIT_DIAMONDS || suit == BN_SUIT_HEARTS;
}

gboolean
bn_card_is_black (BnCard card)
{
  return bn_card_is_valid (card) && !bn_card_is_red (card);
}

gboolean
bn_card_is_ace (BnCard card)
{
  return !bn_card_is_joker (card) && bn_card_get_value (card) == 1;
}

/* Jack, Queen or King. Whether an Ace also counts as a face depends on the
 * table being read, so callers that need it ask bn_card_is_ace() too. */
gboolean
bn_card_is_court (BnCard card)
{
  return !bn_card_is_joker (card) && bn_card_get_value (card) >= 11;
}

/* 2 to 10. */
gboolean
bn_card_is_numbered (BnCard card)
{
  guint value;

  if (bn_card_is_joker (card))
    return FALSE;
  value = bn_card_get_value (card);
  return value >= 2 && value <= 10;
}

static gboolean
parse_value (const char *text,
             gsize       len,
             guint      *out_value)
{
  if (len == 1)
    {
      char c = g_ascii_toupper (text[0]);

      switch (c)
        {
        case 'A': *out_value = 1; return TRUE;
        case 'T': *out_value = 10; return TRUE;
        case 'J': *out_value = 11; return TRUE;
        case 'Q': *out_value = 12; return TRUE;
        case 'K': *out_value = 13; return TRUE;
        default:
          if (c >= '2' && c <= '9')
            {
              *out_value = (guint) (c - '0');
              return TRUE;
            }
          return FALSE;
        }
    }
  if (len == 2 && text[0] == '1' && text[1] == '0')
    {
      *out_value = 10;
      return TRUE;
    }
  return FALSE;
}

static gboolean
parse_suit (const char *text,
            BnSuit     *out_suit)
{
  const char *found;

  if (text[0] != '\0' && text[1] == '\0')
    {
      found = strchr (suit_letters, g_ascii_toupper (text[0]));
      if (found != NULL && *found != '\0')
        {
          *out_suit = (BnSuit) (found - suit_letters);
          return TRUE;
        }
      return FALSE;
    }
  for (guint i = 0; i < BN_SUIT_NONE; i++)
    {
      if (g_str_equal (text, suit_symbols[i]))
        {
          *out_suit = (BnSuit) i;
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * bn_card_parse:
 * @text: what a player typed, e.g. "7h", "10S", "TS", "QD", "AC", "RJ", "BJ"
 * @out_card: (out): the card
 *
 * Surrounding white space is ignored. Anything else is an error whose
 * message quotes @text and says what a card looks like.
 */
gboolean
bn_card_parse (const char  *text,
               BnCard      *out_card,
               GError     **error)
{
  g_autofree char *trimmed = NULL;
  gsize len;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (out_card != NULL, FALSE);

  trimmed = g_strstrip (g_strdup (text));
  len = strlen (trimmed);

  if (g_ascii_strcasecmp (trimmed, "RJ") == 0)
    {
      *out_card = BN_CARD_RED_JOKER;
      return TRUE;
    }
  if (g_ascii_strcasecmp (trimmed, "BJ") == 0)
    {
      *out_card = BN_CARD_BLACK_JOKER;
      return TRUE;
    }

  for (gsize split = 1; split <= 2 && split < len; split++)
    {
      guint value;
      BnSuit suit;

      if (parse_value (trimmed, split, &value) && parse_suit (trimmed + split, &suit))
        {
          *out_card = bn_card_make (suit, value);
          return TRUE;
        }
    }

  g_set_error (error, BN_CARD_ERROR, BN_CARD_ERROR_PARSE,
               _("“%s” is not a card: write the value (A, 2–10 or T, J, Q, K) then the suit "
               "(C, D, H, S), e.g. 7H, 10S, QD, AC; RJ and BJ are the jokers"),
               text);
  return FALSE;
}

/* Returns: (transfer full): the canonical notation, e.g. "10S" or "RJ". */
char *
bn_card_to_string (BnCard card)
{
  static const char *const values[] = {
    NULL, "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
  };

  g_return_val_if_fail (bn_card_is_valid (card), NULL);

  if (card == BN_CARD_RED_JOKER)
    return g_strdup ("RJ");
  if (card == BN_CARD_BLACK_JOKER)
    return g_strdup ("BJ");
  return g_strdup_printf ("%s%c", values[bn_card_get_value (card)],
                          suit_letters[bn_card_get_suit (card)]);
}

/* Returns: (transfer full): the card in words, e.g. "Queen of Diamonds". */
char *
bn_card_to_display (BnCard card)
{
  g_return_val_if_fail (bn_card_is_valid (card), NULL);

  if (card == BN_CARD_RED_JOKER)
    return g_strdup ("Red Joker");
  if (card == BN_CARD_BLACK_JOKER)
    return g_strdup ("Black Joker");
  return g_strdup_printf ("%s of %s", value_names[bn_card_get_value (card)],
                          suit_names[bn_card_get_suit (card)]);
}

const char *
bn_suit_to_symbol (BnSuit suit)
{
  g_return_val_if_fail (suit <= BN_SUIT_NONE, "");

  return suit_symbols[suit];
}

/**
 * bn_card_parse_list:
 * @text: cards separated by commas and/or white space, e.g. "7H, QS 3c"
 *
 * Returns: (transfer full) (element-type BnCard): the cards in order, or
 *   %NULL with @error naming the position and text of the first bad card
 */
GArray *
bn_card_parse_list (const char  *text,
                    GError     **error)
{
  g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (BnCard));
  g_auto(GStrv) words = NULL;
  guint position = 0;

  g_return_val_if_fail (text != NULL, NULL);

  words = g_regex_split_simple ("[\\s,;]+", text, 0, 0);
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autoptr(GError) local_error = NULL;
      BnCard card;

      if (words[i][0] == '\0')
        continue;
      position++;
      if (!bn_card_parse (words[i], &card, &local_error))
        {
          g_set_error (error, BN_CARD_ERROR, BN_CARD_ERROR_PARSE,
                       _("card %u of the list: %s"), position, local_error->message);
          return NULL;
        }
      g_array_append_val (cards, card);
    }

  return g_steal_pointer (&cards);
}

/* Returns: (transfer full): the cards in canonical notation joined by ",". */
char *
bn_card_list_to_string (const BnCard *cards,
                        guint         n_cards)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n_cards; i++)
    {
      g_autofree char *one = bn_card_to_string (cards[i]);

      if (i > 0)
        g_string_append_c (out, ',');
      g_string_append (out, one);
    }
  return g_string_free (out, FALSE);
}
