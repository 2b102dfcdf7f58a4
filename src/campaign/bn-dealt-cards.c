/* bn-dealt-cards.c — a deck dealt again from the cards it once dealt. */
#include "bn-dealt-cards.h"

#include <glib/gi18n-lib.h>

typedef struct
{
  GArray *cards;               /* guint: a card of the deck, or BN_CHANCE_CARD_UNSEEN */
  guint   next;
} DealtCards;

static void
dealt_cards_free (gpointer data)
{
  DealtCards *dealt = data;

  g_array_unref (dealt->cards);
  g_free (dealt);
}

static gboolean
deal_again (gpointer   data,
            guint      side,
            guint     *out_card,
            GError   **error)
{
  DealtCards *dealt = data;

  (void) side;
  if (dealt->next >= dealt->cards->len)
    {
      g_set_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED,
                   _("the battle draws card %u, but only %u were dealt"), dealt->next + 1, dealt->cards->len);
      return FALSE;
    }
  *out_card = g_array_index (dealt->cards, guint, dealt->next++);
  return TRUE;
}

static const BnChanceDealer dealt_cards_dealer = { deal_again, NULL };

/**
 * bn_dealt_cards_attach:
 * @cards: (array length=n_cards): every card the battle's deck dealt, in
 *   order, the hands at the start first; %BN_CHANCE_CARD_UNSEEN for one
 *   the reader may not see
 *
 * From now on @chance's battle is dealt @cards, in order (copied), and
 * fails once they are spent.
 */
void
bn_dealt_cards_attach (BnChance    *chance,
                       const guint *cards,
                       guint        n_cards)
{
  DealtCards *dealt;

  g_return_if_fail (chance != NULL && (cards != NULL || n_cards == 0));

  dealt = g_new0 (DealtCards, 1);
  dealt->cards = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_cards);
  g_array_append_vals (dealt->cards, cards, n_cards);
  bn_chance_set_dealer (chance, &dealt_cards_dealer, dealt, dealt_cards_free);
}
