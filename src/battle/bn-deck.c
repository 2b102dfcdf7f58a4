/* bn-deck.c — draw pile, discard pile and Fisher–Yates shuffles.
 *
 * The draw pile is an array whose end is the top of the deck. A new deck is
 * in suit order (clubs, diamonds, hearts, spades, Ace to King, then the red
 * and the black joker) and is not shuffled: callers shuffle it, so that a
 * test can also deal a known order.
 */
#include "bn-deck.h"

#include <string.h>

struct _BnDeck
{
  BnRandom *random;
  BnCard draw[BN_CARD_COUNT];
  guint n_draw;
  BnCard discard[BN_CARD_COUNT];
  guint n_discard;
};

BnDeck *
bn_deck_new (BnRandom *random)
{
  BnDeck *deck = g_new0 (BnDeck, 1);

  deck->random = random;
  /* Top of the deck is the end of the array: deal Ace of clubs first. */
  for (guint i = 0; i < BN_CARD_COUNT; i++)
    deck->draw[i] = (BnCard) (BN_CARD_COUNT - 1 - i);
  deck->n_draw = BN_CARD_COUNT;

  return deck;
}

BnDeck *
bn_deck_copy (const BnDeck *deck,
              BnRandom     *random)
{
  BnDeck *copy;

  g_return_val_if_fail (deck != NULL, NULL);

  copy = g_memdup2 (deck, sizeof *deck);
  copy->random = random;
  return copy;
}

void
bn_deck_free (BnDeck *deck)
{
  g_free (deck);
}

static void
shuffle_cards (BnRandom *random,
               BnCard   *cards,
               guint     n)
{
  g_return_if_fail (random != NULL);

  for (guint i = n; i > 1; i--)
    {
      guint j = bn_random_uniform (random, i);
      BnCard tmp = cards[i - 1];

      cards[i - 1] = cards[j];
      cards[j] = tmp;
    }
}

/* Shuffles the draw pile only; the discard pile stays where it is. A deck
 * without a random source (a player's typed cards) has no order to keep and
 * is left as it is. */
void
bn_deck_shuffle (BnDeck *deck)
{
  g_return_if_fail (deck != NULL);

  if (deck->random == NULL)
    return;
  shuffle_cards (deck->random, deck->draw, deck->n_draw);
}

/* Puts the discard pile back into the draw pile and shuffles the whole pile. */
void
bn_deck_reshuffle (BnDeck *deck)
{
  g_return_if_fail (deck != NULL);

  for (guint i = 0; i < deck->n_discard; i++)
    deck->draw[deck->n_draw++] = deck->discard[i];
  deck->n_discard = 0;
  bn_deck_shuffle (deck);
}

/**
 * bn_deck_draw:
 * @out_card: (out): the top card
 *
 * When the draw pile is empty the discard pile is reshuffled into it first.
 *
 * Returns: %FALSE if every card is out (neither pile holds one)
 */
gboolean
bn_deck_draw (BnDeck *deck,
              BnCard *out_card)
{
  g_return_val_if_fail (deck != NULL, FALSE);
  g_return_val_if_fail (out_card != NULL, FALSE);

  if (deck->n_draw == 0)
    {
      if (deck->n_discard == 0)
        return FALSE;
      bn_deck_reshuffle (deck);
    }
  *out_card = deck->draw[--deck->n_draw];
  return TRUE;
}

/* Takes @card out of the draw pile wherever it is, for a card a player drew
 * from his own deck and typed in. Returns %FALSE if it is not in the pile. */
gboolean
bn_deck_take (BnDeck *deck,
              BnCard  card)
{
  g_return_val_if_fail (deck != NULL, FALSE);

  for (guint i = 0; i < deck->n_draw; i++)
    {
      if (deck->draw[i] == card)
        {
          memmove (&deck->draw[i], &deck->draw[i + 1],
                   (deck->n_draw - i - 1) * sizeof (BnCard));
          deck->n_draw--;
          return TRUE;
        }
    }
  return FALSE;
}

/* @card must be out: drawn and not yet discarded. */
void
bn_deck_discard (BnDeck *deck,
                 BnCard  card)
{
  g_return_if_fail (deck != NULL);
  g_return_if_fail (bn_card_is_valid (card));
  g_return_if_fail (!bn_deck_is_in_draw_pile (deck, card));
  for (guint i = 0; i < deck->n_discard; i++)
    g_return_if_fail (deck->discard[i] != card);

  deck->discard[deck->n_discard++] = card;
}

gboolean
bn_deck_is_in_draw_pile (const BnDeck *deck,
                         BnCard        card)
{
  g_return_val_if_fail (deck != NULL, FALSE);

  for (guint i = 0; i < deck->n_draw; i++)
    if (deck->draw[i] == card)
      return TRUE;
  return FALSE;
}

guint
bn_deck_get_n_draw (const BnDeck *deck)
{
  g_return_val_if_fail (deck != NULL, 0);

  return deck->n_draw;
}

guint
bn_deck_get_n_discard (const BnDeck *deck)
{
  g_return_val_if_fail (deck != NULL, 0);

  return deck->n_discard;
}
