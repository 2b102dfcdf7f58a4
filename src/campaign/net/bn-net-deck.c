/* bn-net-deck.c — a command deck dealt without either side seeing the
 * other's hand (bn-net-deck.h). */
#include "bn-net-deck-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "bn-net-protocol.h"

/* The generator of the squares modulo p. */
void
net_deck_generator (BnNetNumber *g)
{
  bn_net_number_set_uint (g, 2);
}

void
net_deck_random_number (guint        n_bytes,
                        BnNetNumber *out)
{
  g_autofree char *hex = bn_net_random_hex (n_bytes);

  if (!bn_net_number_from_hex (out, hex))
    g_assert_not_reached ();
}

/* An exponent that takes a lock off: the inverse of @key modulo q, made
 * even by adding q when it is odd (the same on squares, and the result is
 * a square whatever it is applied to). */
void
net_deck_even_inverse (const BnNetNumber *key,
                       BnNetNumber       *out)
{
  const BnNetModulus *q = bn_net_modp_order ();

  bn_net_modp_inverse (q, key, out);
  if (out->limb[0] & 1)
    bn_net_modp_add (bn_net_modp_prime (), out, &q->n, out);  /* below 2q < p */
}

void
bn_net_deck_card_value (guint        card,
                        BnNetNumber *out)
{
  guint8 bytes[BN_NET_MODP_BITS / 8];
  const BnNetModulus *p = bn_net_modp_prime ();

  for (guint block = 0; block < sizeof bytes / 32; block++)
    {
      g_autoptr(GChecksum) sha = g_checksum_new (G_CHECKSUM_SHA256);
      g_autofree char *text = g_strdup_printf ("banneret-deck-1|card|%u|%u", card, block);
      gsize len = 32;

      g_checksum_update (sha, (const guchar *) text, (gssize) strlen (text));
      g_checksum_get_digest (sha, bytes + 32 * block, &len);
    }
  bn_net_number_from_bytes (out, bytes, sizeof bytes);
  bn_net_modp_reduce (p, out, out);
  bn_net_modp_mul (p, out, out, out);
}

/* @cards: the card numbers the pile holds (the engine's), each once. */
BnNetDeck *
bn_net_deck_new (guint         side,
                 const guint8 *cards,
                 guint         n_cards)
{
  BnNetDeck *deck;
  BnNetNumber g;

  g_return_val_if_fail (side <= 1, NULL);
  g_return_val_if_fail (n_cards > 0 && n_cards <= BN_NET_DECK_MAX_CARDS, NULL);

  deck = g_new0 (BnNetDeck, 1);
  deck->side = side;
  deck->n_cards = n_cards;
  memcpy (deck->cards, cards, n_cards);
  deck->values = g_new (BnNetNumber, n_cards);
  for (guint i = 0; i < n_cards; i++)
    bn_net_deck_card_value (cards[i], &deck->values[i]);
  do
    {
      net_deck_random_number (32, &deck->key);
      deck->key.limb[0] &= ~(guint64) 1;
    }
  while (bn_net_number_is_uint (&deck->key, 0));
  net_deck_even_inverse (&deck->key, &deck->key_inverse);
  net_deck_generator (&g);
  bn_net_modp_pow (bn_net_modp_prime (), &g, &deck->key, &deck->commitment);
  deck->dealt = g_array_new (FALSE, TRUE, sizeof (BnNetDealt));
  return deck;
}

void
bn_net_deck_free (BnNetDeck *deck)
{
  if (deck == NULL)
    return;
  /* The keys and the hand are this side's secrets: leave nothing behind. */
  memset (&deck->key, 0, sizeof deck->key);
  memset (&deck->key_inverse, 0, sizeof deck->key_inverse);
  g_free (deck->values);
  g_free (deck->first);
  g_free (deck->first_cards);
  g_free (deck->pile);
  if (deck->dealt->len > 0)
    memset (deck->dealt->data, 0, deck->dealt->len * sizeof (BnNetDealt));
  g_array_unref (deck->dealt);
  g_free (deck);
}

char *
bn_net_deck_get_commitment (const BnNetDeck *deck)
{
  return bn_net_number_to_hex (&deck->commitment);
}

/* Reads a number sent by the other side: a square modulo p other than 1
 * is all a lock, a commitment or an opened card can be. @check_square
 * costs one exponentiation, so it is asked only where the rest of the
 * scheme does not make a non-square harmless. */
gboolean
net_deck_read_value (const char  *hex,
                     gboolean     check_square,
                     BnNetNumber *out)
{
  const BnNetModulus *p = bn_net_modp_prime ();
  BnNetNumber x;

  if (!bn_net_number_from_hex (out, hex)
      || bn_net_number_compare (out, &p->n) >= 0
      || bn_net_number_is_uint (out, 0)
      || bn_net_number_is_uint (out, 1))
    return FALSE;
  if (!check_square)
    return TRUE;
  bn_net_modp_pow (p, out, &bn_net_modp_order ()->n, &x);
  return bn_net_number_is_uint (&x, 1);
}

gboolean
bn_net_deck_set_peer_commitment (BnNetDeck   *deck,
                                 const char  *commitment,
                                 GError     **error)
{
  if (!net_deck_read_value (commitment, TRUE, &deck->peer_commitment))
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("the other side's commitment to its deck key is not a number of the deck's group"));
      return FALSE;
    }
  deck->has_peer_commitment = TRUE;
  return TRUE;
}

char *
net_deck_join_values (const BnNetNumber *values,
                      guint              n)
{
  GString *out = g_string_sized_new (n * (BN_NET_MODP_HEX_DIGITS + 1));

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *hex = bn_net_number_to_hex (&values[i]);

      if (i > 0)
        g_string_append_c (out, ',');
      g_string_append (out, hex);
    }
  return g_string_free (out, FALSE);
}

/* Reads @n numbers, all different: a lock hides a card, it never doubles one. */
BnNetNumber *
net_deck_split_values (const char  *text,
                       guint        n,
                       const char  *what,
                       GError     **error)
{
  g_auto(GStrv) parts = g_strsplit (text != NULL ? text : "", ",", -1);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree BnNetNumber *values = NULL;

  if (g_strv_length (parts) != n)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("the other side's %s holds %u cards, not the deck's %u"),
                   what, g_strv_length (parts), n);
      return NULL;
    }
  values = g_new (BnNetNumber, n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *canonical = NULL;

      if (!net_deck_read_value (parts[i], FALSE, &values[i]))
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                       _("the other side's %s holds something that is not a locked card (place %u)"),
                       what, i + 1);
          return NULL;
        }
      canonical = bn_net_number_to_hex (&values[i]);
      if (!g_hash_table_add (seen, g_steal_pointer (&canonical)))
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                       _("the other side's %s holds the same locked card twice"), what);
          return NULL;
        }
    }
  return g_steal_pointer (&values);
}

/* Fisher–Yates from the system's random source. */
static void
shuffle_order (guint *order,
               guint  n)
{
  g_autofree char *hex = bn_net_random_hex (8 * n);

  for (guint i = 0; i < n; i++)
    order[i] = i;
  for (guint i = n - 1; i > 0; i--)
    {
      char chunk[17];
      guint j, t;

      memcpy (chunk, hex + 16 * i, 16);
      chunk[16] = '\0';
      /* A bias of at most 256 / 2^64 towards the low numbers. */
      j = (guint) (g_ascii_strtoull (chunk, NULL, 16) % (i + 1));
      t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
}

/* Side 0, step 1: every card locked with this side's key, shuffled.
 * Returns: (transfer full): the locks, to send. */
char *
bn_net_deck_lock_first (BnNetDeck *deck)
{
  g_autofree guint *order = g_new (guint, deck->n_cards);

  g_return_val_if_fail (deck->side == 0 && deck->first == NULL, NULL);

  shuffle_order (order, deck->n_cards);
  deck->first = g_new (BnNetNumber, deck->n_cards);
  deck->first_cards = g_new (guint8, deck->n_cards);
  for (guint i = 0; i < deck->n_cards; i++)
    {
      deck->first_cards[i] = deck->cards[order[i]];
      bn_net_modp_pow (bn_net_modp_prime (), &deck->values[order[i]], &deck->key, &deck->first[i]);
    }
  return net_deck_join_values (deck->first, deck->n_cards);
}

/* Side 1, step 2: side 0's locks locked again with this side's key and
 * shuffled; that is the pile. Returns: (transfer full): the pile, to send. */
char *
bn_net_deck_lock_second (BnNetDeck   *deck,
                         const char  *first,
                         GError     **error)
{
  g_autofree guint *order = g_new (guint, deck->n_cards);

  g_return_val_if_fail (deck->side == 1 && deck->pile == NULL, NULL);

  deck->first = net_deck_split_values (first, deck->n_cards, _("shuffled deck"), error);
  if (deck->first == NULL)
    return NULL;
  shuffle_order (order, deck->n_cards);
  deck->pile = g_new (BnNetNumber, deck->n_cards);
  for (guint i = 0; i < deck->n_cards; i++)
    bn_net_modp_pow (bn_net_modp_prime (), &deck->first[order[i]], &deck->key, &deck->pile[i]);
  return net_deck_join_values (deck->pile, deck->n_cards);
}

/* Side 0, after step 2: the pile side 1 made. */
gboolean
bn_net_deck_take_pile (BnNetDeck   *deck,
                       const char  *pile,
                       GError     **error)
{
  g_return_val_if_fail (deck->side == 0 && deck->first != NULL && deck->pile == NULL, FALSE);

  deck->pile = net_deck_split_values (pile, deck->n_cards, _("pile"), error);
  return deck->pile != NULL;
}

/* The position the next card is dealt from, whoever draws it. */
guint
bn_net_deck_get_next (const BnNetDeck *deck)
{
  return deck->next;
}

guint
bn_net_deck_get_n_left (const BnNetDeck *deck)
{
  return deck->n_cards - deck->next;
}

static gboolean
check_next (BnNetDeck  *deck,
            guint       position,
            GError    **error)
{
  if (deck->pile == NULL || !deck->has_peer_commitment)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("a card is dealt before the deck is shuffled"));
      return FALSE;
    }
  if (position != deck->next || position >= deck->n_cards)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("card %u of the pile is dealt where card %u is next"),
                   position + 1, deck->next + 1);
      return FALSE;
    }
  return TRUE;
}
/* Step 3, for the other side's draw: this side's lock taken off the pile's
 * card at @position, W = D^(key^-1), with the proof that W^key = D.
 * Returns: (transfer full): "W:T1:T2:S", to send the drawer. */
char *
bn_net_deck_open (BnNetDeck   *deck,
                  guint        position,
                  GError     **error)
{
  const BnNetModulus *p = bn_net_modp_prime ();
  BnNetDealt dealt = { 0 };
  BnNetNumber x;
  g_autofree char *what = NULL, *proof = NULL, *opened = NULL;

  if (!check_next (deck, position, error))
    return NULL;
  /* Side 1 made the pile of squares; side 0 checks each card it opens,
   * else its proof would fail for a non-square and blame it. */
  if (deck->side == 0)
    {
      bn_net_modp_pow (p, &deck->pile[position], &bn_net_modp_order ()->n, &x);
      if (!bn_net_number_is_uint (&x, 1))
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                       _("place %u of the other side's pile holds something that is not a locked card"),
                       position + 1);
          return NULL;
        }
    }
  dealt.position = position;
  dealt.mine = FALSE;
  bn_net_modp_pow (p, &deck->pile[position], &deck->key_inverse, &dealt.opened);
  what = net_deck_proof_subject ("open", deck->side, position);
  proof = net_deck_prove_same_key (what, &dealt.opened, &deck->pile[position], &deck->key, &deck->commitment);
  g_array_append_val (deck->dealt, dealt);
  deck->next++;
  opened = bn_net_number_to_hex (&dealt.opened);
  return g_strdup_printf ("%s:%s", opened, proof);
}

/* Returns: whether the deck is set up whole (both sides' locks): side 0
 * may hold one whose pile never came, its locks sent. */
gboolean
bn_net_deck_is_whole (const BnNetDeck *deck)
{
  g_return_val_if_fail (deck != NULL, FALSE);

  return deck->pile != NULL;
}

/* Returns: how many places of the pile have been dealt, to either side. */
guint
bn_net_deck_get_n_dealt (const BnNetDeck *deck)
{
  g_return_val_if_fail (deck != NULL, 0);

  return deck->dealt->len;
}

/* Returns: (transfer full) (nullable): this side's locks of the deck as it
 * sent them (side 0: step 1's list; side 1: the pile, step 2), to send
 * again to a side that missed them; %NULL before they were made. */
char *
bn_net_deck_get_locks (const BnNetDeck *deck)
{
  g_return_val_if_fail (deck != NULL, NULL);

  if (deck->side == 0)
    return deck->first != NULL ? net_deck_join_values (deck->first, deck->n_cards) : NULL;
  return deck->pile != NULL ? net_deck_join_values (deck->pile, deck->n_cards) : NULL;
}

/**
 * bn_net_deck_open_again:
 * @index: the deal of this deck, from 0, in the order dealt
 *
 * The opening of a place already opened for the other side, for a side
 * that missed it (a reconnection): the same number as before, with its
 * proof made afresh.
 *
 * Returns: (transfer full): as bn_net_deck_open(); %NULL with @error when
 *   that deal was this side's own, or is not made yet
 */
char *
bn_net_deck_open_again (const BnNetDeck  *deck,
                        guint             index,
                        GError          **error)
{
  const BnNetDealt *dealt;
  g_autofree char *what = NULL, *proof = NULL, *opened = NULL;

  g_return_val_if_fail (deck != NULL, NULL);

  if (index >= deck->dealt->len || (dealt = &g_array_index (deck->dealt, BnNetDealt, index))->mine)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("deal %u of this deck was not opened for the other side"), index + 1);
      return NULL;
    }
  what = net_deck_proof_subject ("open", deck->side, dealt->position);
  proof = net_deck_prove_same_key (what, &dealt->opened, &deck->pile[dealt->position], &deck->key, &deck->commitment);
  opened = bn_net_number_to_hex (&dealt->opened);
  return g_strdup_printf ("%s:%s", opened, proof);
}

/* Step 3, this side's draw: @opened is what the other side sent for the
 * pile's card at @position; refused unless its proof holds and it
 * unlocks to a card of the deck not dealt to this side before. */
gboolean
bn_net_deck_take (BnNetDeck   *deck,
                  guint        position,
                  const char  *opened,
                  guint8      *out_card,
                  GError     **error)
{
  g_auto(GStrv) parts = g_strsplit (opened != NULL ? opened : "", ":", -1);
  g_autofree char *what = NULL;
  BnNetDealt dealt = { 0 };
  BnNetNumber value;
  guint found = G_MAXUINT;

  if (!check_next (deck, position, error))
    return FALSE;
  what = net_deck_proof_subject ("open", deck->side ^ 1, position);
  if (g_strv_length (parts) != 4
      || !net_deck_read_value (parts[0], FALSE, &dealt.opened)
      || !net_deck_check_same_key (what, &dealt.opened, &deck->pile[position], &deck->peer_commitment, parts + 1))
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("the card the other side opened at place %u of the pile is not the card the pile holds there"),
                   position + 1);
      return FALSE;
    }
  bn_net_modp_pow (bn_net_modp_prime (), &dealt.opened, &deck->key_inverse, &value);
  for (guint i = 0; i < deck->n_cards && found == G_MAXUINT; i++)
    if (bn_net_number_compare (&value, &deck->values[i]) == 0)
      found = i;
  if (found == G_MAXUINT)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("place %u of the pile holds none of the deck's cards"), position + 1);
      return FALSE;
    }
  /* The proof holds for -m^key too (the other's key is even); only m^key
   * is kept, or this side's own play of the card would not prove. */
  bn_net_modp_pow (bn_net_modp_prime (), &deck->values[found], &deck->key, &value);
  if (bn_net_number_compare (&value, &dealt.opened) != 0)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("the card the other side opened at place %u of the pile is not the card the pile holds there"),
                   position + 1);
      return FALSE;
    }
  for (guint i = 0; i < deck->dealt->len; i++)
    {
      const BnNetDealt *d = &g_array_index (deck->dealt, BnNetDealt, i);

      if (d->mine && d->card == deck->cards[found])
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                       _("place %u of the pile holds a card dealt before"), position + 1);
          return FALSE;
        }
    }
  dealt.position = position;
  dealt.mine = TRUE;
  dealt.card = deck->cards[found];
  g_array_append_val (deck->dealt, dealt);
  deck->next++;
  if (out_card != NULL)
    *out_card = dealt.card;
  return TRUE;
}

/* This side's cards dealt and not yet played, in the order drawn.
 * @out_cards: room for BN_NET_DECK_MAX_CARDS. */
guint
bn_net_deck_get_hand (const BnNetDeck *deck,
                      guint8          *out_cards)
{
  guint n = 0;

  for (guint i = 0; i < deck->dealt->len; i++)
    {
      const BnNetDealt *d = &g_array_index (deck->dealt, BnNetDealt, i);

      if (d->mine && !d->played)
        out_cards[n++] = d->card;
    }
  return n;
}
/* Step 5: this side's key, revealed when the battle ends. */
char *
bn_net_deck_get_key (const BnNetDeck *deck)
{
  return bn_net_number_to_hex (&deck->key);
}

static gboolean
same_sets (const BnNetNumber *a,
           const BnNetNumber *b,
           guint              n)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < n; i++)
    g_hash_table_add (seen, bn_net_number_to_hex (&a[i]));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *hex = bn_net_number_to_hex (&b[i]);

      if (!g_hash_table_remove (seen, hex))
        return FALSE;
    }
  return g_hash_table_size (seen) == 0;
}

/* Step 5: with the other side's key, checks its lock of the deck (side 0:
 * every card locked once; side 1: every one of side 0's locks locked once)
 * and every card it opened for this side. */
gboolean
bn_net_deck_verify (BnNetDeck   *deck,
                    const char  *peer_key,
                    GError     **error)
{
  const BnNetModulus *p = bn_net_modp_prime ();
  BnNetNumber key, g, x;
  g_autofree BnNetNumber *locked = NULL;

  g_return_val_if_fail (deck->pile != NULL && deck->has_peer_commitment, FALSE);

  net_deck_generator (&g);
  if (!bn_net_number_from_hex (&key, peer_key)
      || bn_net_number_compare (&key, &bn_net_modp_order ()->n) >= 0)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("the other side's deck key cannot be read"));
      return FALSE;
    }
  bn_net_modp_pow (p, &g, &key, &x);
  if (bn_net_number_compare (&x, &deck->peer_commitment) != 0)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("the other side's deck key is not the one it committed to"));
      return FALSE;
    }

  locked = g_new (BnNetNumber, deck->n_cards);
  for (guint i = 0; i < deck->n_cards; i++)
    bn_net_modp_pow (p, deck->side == 1 ? &deck->values[i] : &deck->first[i], &key, &locked[i]);
  if (!same_sets (locked, deck->side == 1 ? deck->first : deck->pile, deck->n_cards))
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   deck->side == 1 ? _("the other side's shuffled deck is not every card of the deck locked once")
                                   : _("the other side's pile is not every card of the shuffled deck locked once"));
      return FALSE;
    }

  for (guint i = 0; i < deck->dealt->len; i++)
    {
      const BnNetDealt *d = &g_array_index (deck->dealt, BnNetDealt, i);

      if (!d->mine)
        continue;
      bn_net_modp_pow (p, &d->opened, &key, &x);
      if (bn_net_number_compare (&x, &deck->pile[d->position]) != 0)
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                       _("the card the other side opened at place %u of the pile is not the card the pile held there"),
                       d->position + 1);
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * bn_net_deck_reveal_dealt:
 * @peer_key: the other side's key, revealed at the end
 * @out_cards: (out caller-allocates): room for BN_NET_DECK_MAX_CARDS: the
 *   card of every place dealt, in the order dealt, the other side's too
 *
 * Step 5, after bn_net_deck_verify() has accepted @peer_key: each card
 * this side opened for the other is unlocked with the other's key, so the
 * whole of both hands is known and the battle can be checked as if both
 * had been seen from the start.
 *
 * Returns: how many places were dealt; 0 with @error when one the other
 *   side drew unlocks to none of the deck's cards, or to one dealt twice
 */
guint
bn_net_deck_reveal_dealt (const BnNetDeck *deck,
                          const char      *peer_key,
                          guint8          *out_cards,
                          GError         **error)
{
  const BnNetModulus *p = bn_net_modp_prime ();
  BnNetNumber key, inverse, value;
  gboolean seen[BN_NET_DECK_MAX_CARDS] = { FALSE };

  g_return_val_if_fail (deck != NULL && peer_key != NULL && out_cards != NULL, 0);

  if (!bn_net_number_from_hex (&key, peer_key) || bn_net_number_compare (&key, &bn_net_modp_order ()->n) >= 0)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED, _("the other side's deck key cannot be read"));
      return 0;
    }
  net_deck_even_inverse (&key, &inverse);
  for (guint i = 0; i < deck->dealt->len; i++)
    {
      const BnNetDealt *d = &g_array_index (deck->dealt, BnNetDealt, i);
      guint found = G_MAXUINT;

      if (d->mine)
        out_cards[i] = d->card;
      else
        {
          bn_net_modp_pow (p, &d->opened, &inverse, &value);
          for (guint c = 0; c < deck->n_cards && found == G_MAXUINT; c++)
            if (bn_net_number_compare (&value, &deck->values[c]) == 0)
              found = c;
          if (found == G_MAXUINT)
            {
              g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                           _("the card dealt to the other side at place %u of the pile is none of the deck's"),
                           d->position + 1);
              return 0;
            }
          out_cards[i] = deck->cards[found];
        }
      if (seen[out_cards[i]])
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                       _("the card dealt at place %u of the pile was dealt before"), d->position + 1);
          return 0;
        }
      seen[out_cards[i]] = TRUE;
    }
  return deck->dealt->len;
}
