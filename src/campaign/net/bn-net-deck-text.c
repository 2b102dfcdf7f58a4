/* bn-net-deck-text.c — the mental deck kept with the battle as text, and
 * read back (bn-net-deck.h). */
#include "bn-net-deck-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bn-net-protocol.h"

#define BN_NET_DECK_TEXT_TYPE "(uaysssaysua(ubysb))"

/* Returns: (transfer full): the deck as this side holds it, its key
 * included, as one line of text to keep with the battle (a side stopped
 * mid-battle owes the same cards when it comes back). Secret: it is never
 * sent. */
char *
bn_net_deck_to_text (const BnNetDeck *deck)
{
  GVariantBuilder dealt;
  g_autofree char *key = bn_net_number_to_hex (&deck->key);
  g_autofree char *peer = deck->has_peer_commitment ? bn_net_number_to_hex (&deck->peer_commitment) : g_strdup ("");
  g_autofree char *first = deck->first != NULL ? net_deck_join_values (deck->first, deck->n_cards) : g_strdup ("");
  g_autofree char *pile = deck->pile != NULL ? net_deck_join_values (deck->pile, deck->n_cards) : g_strdup ("");
  g_autoptr(GVariant) value = NULL;

  g_variant_builder_init (&dealt, G_VARIANT_TYPE ("a(ubysb)"));
  for (guint i = 0; i < deck->dealt->len; i++)
    {
      const BnNetDealt *d = &g_array_index (deck->dealt, BnNetDealt, i);
      g_autofree char *opened = bn_net_number_to_hex (&d->opened);

      g_variant_builder_add (&dealt, "(ubysb)", d->position, d->mine, d->card, opened, d->played);
    }
  value = g_variant_ref_sink (g_variant_new ("(u@aysss@aysua(ubysb))", deck->side,
    g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, deck->cards, deck->n_cards, 1),
    key, peer, first,
    g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, deck->first_cards != NULL ? deck->first_cards : deck->cards,
                               deck->first_cards != NULL ? deck->n_cards : 0, 1),
    pile, deck->next, &dealt));
  return g_variant_print (value, FALSE);
}

static gpointer
bad_text (GError     **error,
          const char  *why)
{
  g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL, _("the saved command deck cannot be read: %s"), why);
  return NULL;
}

/* Reads a deck kept by bn_net_deck_to_text(); refuses, saying why, one
 * that was altered so that it no longer holds together. */
BnNetDeck *
bn_net_deck_new_from_text (const char  *text,
                           GError     **error)
{
  g_autoptr(GVariant) value = NULL;
  g_autoptr(GVariant) cards = NULL, first_cards = NULL;
  g_autoptr(GVariantIter) dealt = NULL;
  g_autoptr(BnNetDeck) deck = NULL;
  const char *key, *peer, *first, *pile;
  const guint8 *card_bytes, *first_bytes;
  gsize n_cards = 0, n_first = 0;
  guint side, next, position;
  gboolean mine, played;
  guint8 card;
  const char *opened;
  BnNetNumber g;

  value = g_variant_parse (G_VARIANT_TYPE (BN_NET_DECK_TEXT_TYPE), text != NULL ? text : "", NULL, NULL, NULL);
  if (value == NULL)
    return bad_text (error, _("it is not a deck"));
  g_variant_get (value, "(u@ay&s&s&s@ay&sua(ubysb))", &side, &cards, &key, &peer, &first, &first_cards, &pile, &next, &dealt);
  card_bytes = g_variant_get_fixed_array (cards, &n_cards, 1);
  first_bytes = g_variant_get_fixed_array (first_cards, &n_first, 1);
  if (side > 1 || n_cards == 0 || n_cards > BN_NET_DECK_MAX_CARDS || next > n_cards
      || (n_first != 0 && n_first != n_cards) || (side == 1 && n_first != 0))
    return bad_text (error, _("its side, cards or place do not hold together"));

  deck = g_new0 (BnNetDeck, 1);
  deck->side = side;
  deck->n_cards = (guint) n_cards;
  memcpy (deck->cards, card_bytes, n_cards);
  deck->values = g_new (BnNetNumber, n_cards);
  for (guint i = 0; i < n_cards; i++)
    bn_net_deck_card_value (deck->cards[i], &deck->values[i]);
  deck->dealt = g_array_new (FALSE, TRUE, sizeof (BnNetDealt));
  if (!bn_net_number_from_hex (&deck->key, key) || (deck->key.limb[0] & 1) != 0
      || bn_net_number_is_uint (&deck->key, 0) || bn_net_number_bit_length (&deck->key) > 256)
    return bad_text (error, _("its key is not one"));
  net_deck_even_inverse (&deck->key, &deck->key_inverse);
  net_deck_generator (&g);
  bn_net_modp_pow (bn_net_modp_prime (), &g, &deck->key, &deck->commitment);
  if (*peer != '\0')
    {
      if (!net_deck_read_value (peer, FALSE, &deck->peer_commitment))
        return bad_text (error, _("the other side's commitment is not a number"));
      deck->has_peer_commitment = TRUE;
    }
  if (*first != '\0' && (deck->first = net_deck_split_values (first, deck->n_cards, _("shuffled deck"), NULL)) == NULL)
    return bad_text (error, _("its shuffled deck is not a list of locked cards"));
  if (n_first != 0)
    deck->first_cards = g_memdup2 (first_bytes, n_first);
  if (*pile != '\0' && (deck->pile = net_deck_split_values (pile, deck->n_cards, _("pile"), NULL)) == NULL)
    return bad_text (error, _("its pile is not a list of locked cards"));
  if ((side == 0 && deck->first != NULL && deck->first_cards == NULL) || (next > 0 && deck->pile == NULL))
    return bad_text (error, _("its side, cards or place do not hold together"));
  deck->next = next;
  while (g_variant_iter_next (dealt, "(uby&sb)", &position, &mine, &card, &opened, &played))
    {
      BnNetDealt d = { position, mine, card, { { 0 } }, played };

      if (position >= next || !net_deck_read_value (opened, FALSE, &d.opened))
        return bad_text (error, _("a card dealt is not in the pile"));
      g_array_append_val (deck->dealt, d);
    }
  if (deck->dealt->len != next)
    return bad_text (error, _("its side, cards or place do not hold together"));
  return g_steal_pointer (&deck);
}
