/* bn-net-deck-play.c — the mental deck's proofs: a card played, a hand
 * shown, each proved by its player and checked by the other side
 * (bn-net-deck.h). */
#include "bn-net-deck-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bn-net-protocol.h"

/* The proofs' random numbers: 640 bits (below). */
#define BN_NET_DECK_NONCE_BYTES 80

/* Proofs that one key lies under two numbers (Chaum–Pedersen, made
 * non-interactive by SHA-256): result = base^key and commitment = g^key.
 * With r random: T1 = base^r, T2 = g^r, c = SHA-256(what the proof is
 * about, every number), S = r + c·key; checked as base^S = T1 ·
 * result^c and g^S = T2 · commitment^c. */
static void
challenge (const char        *about,
           const BnNetNumber *base,
           const BnNetNumber *result,
           const BnNetNumber *commitment,
           const BnNetNumber *t1,
           const BnNetNumber *t2,
           BnNetNumber       *out)
{
  g_autoptr(GChecksum) sha = g_checksum_new (G_CHECKSUM_SHA256);
  const BnNetNumber *parts[] = { base, result, commitment, t1, t2 };
  guint8 digest[32];
  gsize len = sizeof digest;

  g_checksum_update (sha, (const guchar *) about, (gssize) strlen (about));
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      g_autofree char *hex = bn_net_number_to_hex (parts[i]);

      g_checksum_update (sha, (const guchar *) "|", 1);
      g_checksum_update (sha, (const guchar *) hex, (gssize) strlen (hex));
    }
  g_checksum_get_digest (sha, digest, &len);
  bn_net_number_from_bytes (out, digest, sizeof digest);
}

/* Returns: (transfer full): "T1:T2:S". */
char *
net_deck_prove_same_key (const char        *about,
                         const BnNetNumber *base,
                         const BnNetNumber *result,
                         const BnNetNumber *key,
                         const BnNetNumber *commitment)
{
  const BnNetModulus *p = bn_net_modp_prime ();
  const BnNetModulus *q = bn_net_modp_order ();
  BnNetNumber r, g, t1, t2, c, s;
  g_autofree char *t1_hex = NULL, *t2_hex = NULL, *s_hex = NULL;

  /* r of 640 bits hides c·key (at most 512 bits) to within 2^-128, and
   * keeps S and the exponentiations short: S = r + c·key is below q
   * without reducing. */
  net_deck_random_number (BN_NET_DECK_NONCE_BYTES, &r);
  net_deck_generator (&g);
  bn_net_modp_pow (p, base, &r, &t1);
  bn_net_modp_pow (p, &g, &r, &t2);
  challenge (about, base, result, commitment, &t1, &t2, &c);
  bn_net_modp_mul (q, &c, key, &s);
  bn_net_modp_add (q, &s, &r, &s);
  memset (&r, 0, sizeof r);
  t1_hex = bn_net_number_to_hex (&t1);
  t2_hex = bn_net_number_to_hex (&t2);
  s_hex = bn_net_number_to_hex (&s);
  return g_strdup_printf ("%s:%s:%s", t1_hex, t2_hex, s_hex);
}

/* @parts: T1, T2 and S as sent. */
gboolean
net_deck_check_same_key (const char        *about,
                         const BnNetNumber *base,
                         const BnNetNumber *result,
                         const BnNetNumber *commitment,
                         char             **parts)
{
  const BnNetModulus *p = bn_net_modp_prime ();
  BnNetNumber g, t1, t2, s, c, left, right, x;

  if (!net_deck_read_value (parts[0], FALSE, &t1)
      || !net_deck_read_value (parts[1], FALSE, &t2)
      || !bn_net_number_from_hex (&s, parts[2])
      || bn_net_number_bit_length (&s) > 8 * BN_NET_DECK_NONCE_BYTES + 1)
    return FALSE;
  challenge (about, base, result, commitment, &t1, &t2, &c);
  net_deck_generator (&g);
  bn_net_modp_pow (p, &g, &s, &left);
  bn_net_modp_pow (p, commitment, &c, &x);
  bn_net_modp_mul (p, &t2, &x, &right);
  if (bn_net_number_compare (&left, &right) != 0)
    return FALSE;
  bn_net_modp_pow (p, base, &s, &left);
  bn_net_modp_pow (p, result, &c, &x);
  bn_net_modp_mul (p, &t1, &x, &right);
  return bn_net_number_compare (&left, &right) == 0;
}

/* What a proof is about: the deck's step, the side that proves, the place. */
char *
net_deck_proof_subject (const char *step,
                        guint       side,
                        guint       position)
{
  return g_strdup_printf ("banneret-deck-1|%s|%u|%u", step, side, position);
}
const BnNetNumber *
net_deck_card_value (const BnNetDeck *deck,
                     guint8           card)
{
  for (guint i = 0; i < deck->n_cards; i++)
    if (deck->cards[i] == card)
      return &deck->values[i];
  return NULL;
}

/* Step 4: this side plays @card from its hand. Returns: (transfer full):
 * "POSITION:T1:T2:S", the proof that the card's m raised to the key
 * committed to is what was opened for this side at POSITION. */
static char *
prove (BnNetDeck   *deck,
       guint8       card,
       gboolean     again,
       GError     **error)
{
  BnNetDealt *held = NULL;
  g_autofree char *what = NULL, *proof = NULL;

  for (guint i = 0; i < deck->dealt->len && held == NULL; i++)
    {
      BnNetDealt *d = &g_array_index (deck->dealt, BnNetDealt, i);

      if (d->mine && d->played == again && d->card == card)
        held = d;
    }
  if (held == NULL)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("card %u is not in this side's hand"), (guint) card);
      return NULL;
    }
  what = g_strdup_printf ("banneret-deck-1|play|%u|%u|%u", deck->side, held->position, (guint) card);
  proof = net_deck_prove_same_key (what, net_deck_card_value (deck, card), &held->opened, &deck->key, &deck->commitment);
  held->played = TRUE;
  return g_strdup_printf ("%u:%s", held->position, proof);
}

char *
bn_net_deck_prove (BnNetDeck   *deck,
                   guint8       card,
                   GError     **error)
{
  return prove (deck, card, FALSE, error);
}

/* The proof of @card, which this side played before, made again for a
 * side that lost the first with the line; %NULL with @error when this side
 * never played it from this deck. */
char *
bn_net_deck_prove_again (BnNetDeck   *deck,
                         guint8       card,
                         GError     **error)
{
  return prove (deck, card, TRUE, error);
}

/* Step 4, the other side's play of @card: refused with the reason unless
 * @proof shows it is the card dealt to him at the place it names, and
 * that place was not played before. */
static gboolean
check_play (BnNetDeck   *deck,
            guint8       card,
            const char  *proof,
            gboolean     again,
            GError     **error)
{
  g_auto(GStrv) parts = g_strsplit (proof != NULL ? proof : "", ":", -1);
  const BnNetNumber *m = net_deck_card_value (deck, card);
  g_autofree char *what = NULL;
  BnNetDealt *dealt = NULL;
  guint64 position = 0;

  if (g_strv_length (parts) != 4
      || !g_ascii_string_to_unsigned (parts[0], 10, 0, BN_NET_DECK_MAX_CARDS - 1, &position, NULL))
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("the proof of the card played cannot be read"));
      return FALSE;
    }
  if (m == NULL)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("card %u is not one of this deck's"), (guint) card);
      return FALSE;
    }
  for (guint i = 0; i < deck->dealt->len && dealt == NULL; i++)
    {
      BnNetDealt *d = &g_array_index (deck->dealt, BnNetDealt, i);

      if (d->position == position)
        dealt = d;
    }
  if (dealt == NULL || dealt->mine)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("card %u is played from place %u of the pile, which was never dealt to that side"),
                   (guint) card, (guint) position + 1);
      return FALSE;
    }
  if (dealt->played && !(again && dealt->card == card))
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("card %u is played from place %u of the pile, whose card was played before"),
                   (guint) card, (guint) position + 1);
      return FALSE;
    }
  what = g_strdup_printf ("banneret-deck-1|play|%u|%u|%u", deck->side ^ 1, (guint) position, (guint) card);
  if (!net_deck_check_same_key (what, m, &dealt->opened, &deck->peer_commitment, parts + 1))
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("card %u was not the card dealt to that side at place %u of the pile"),
                   (guint) card, (guint) position + 1);
      return FALSE;
    }
  dealt->played = TRUE;
  dealt->card = card;
  return TRUE;
}

gboolean
bn_net_deck_check_play (BnNetDeck   *deck,
                        guint8       card,
                        const char  *proof,
                        GError     **error)
{
  return check_play (deck, card, proof, FALSE, error);
}

/* As bn_net_deck_check_play(), and a card played before from that place
 * shown again (the line dropped after it was shown) is checked again and
 * taken; another card from that place is refused. */
gboolean
bn_net_deck_check_play_again (BnNetDeck   *deck,
                              guint8       card,
                              const char  *proof,
                              GError     **error)
{
  return check_play (deck, card, proof, TRUE, error);
}

/* This side's whole hand shown to the other side (the Scout), the cards
 * staying in it. Returns: (transfer full): "CARD:POSITION:T1:T2:S" for
 * each card held, separated by ";" (empty for an empty hand). */
char *
bn_net_deck_show_hand (const BnNetDeck *deck)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < deck->dealt->len; i++)
    {
      const BnNetDealt *d = &g_array_index (deck->dealt, BnNetDealt, i);
      g_autofree char *what = NULL, *proof = NULL;

      if (!d->mine || d->played)
        continue;
      what = net_deck_proof_subject ("show", deck->side, d->position);
      proof = net_deck_prove_same_key (what, net_deck_card_value (deck, d->card), &d->opened, &deck->key, &deck->commitment);
      g_string_append_printf (out, "%s%u:%u:%s", out->len > 0 ? ";" : "", (guint) d->card, d->position, proof);
    }
  return g_string_free (out, FALSE);
}

/* The other side's hand as it showed it: refused, saying why, unless it
 * proves one card for every place dealt to it and not played.
 * @out_cards: room for BN_NET_DECK_MAX_CARDS; the cards in the order of
 * the places. Returns: how many, or G_MAXUINT when refused. */
guint
bn_net_deck_check_hand (BnNetDeck   *deck,
                        const char  *shown,
                        guint8      *out_cards,
                        GError     **error)
{
  g_auto(GStrv) cards = NULL;
  guint n_held = 0, n_shown;

  g_return_val_if_fail (shown != NULL, G_MAXUINT);

  cards = g_strsplit (shown, ";", -1);
  n_shown = *shown != '\0' ? g_strv_length (cards) : 0;

  for (guint i = 0; i < deck->dealt->len; i++)
    {
      const BnNetDealt *d = &g_array_index (deck->dealt, BnNetDealt, i);

      if (!d->mine && !d->played)
        n_held++;
    }
  if (n_shown != n_held)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                   _("the other side shows a hand of %u where it holds %u"), n_shown, n_held);
      return G_MAXUINT;
    }
  for (guint i = 0, k = 0; i < deck->dealt->len; i++)
    {
      const BnNetDealt *d = &g_array_index (deck->dealt, BnNetDealt, i);
      g_auto(GStrv) parts = NULL;
      g_autofree char *what = NULL;
      const BnNetNumber *m;
      guint64 card = 0, position = 0;

      if (d->mine || d->played)
        continue;
      parts = g_strsplit (cards[k], ":", -1);
      if (g_strv_length (parts) != 5
          || !g_ascii_string_to_unsigned (parts[0], 10, 0, 255, &card, NULL)
          || !g_ascii_string_to_unsigned (parts[1], 10, 0, BN_NET_DECK_MAX_CARDS - 1, &position, NULL)
          || position != d->position
          || (m = net_deck_card_value (deck, (guint8) card)) == NULL)
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                       _("the hand the other side shows does not name its cards by their places in the pile"));
          return G_MAXUINT;
        }
      what = net_deck_proof_subject ("show", deck->side ^ 1, d->position);
      if (!net_deck_check_same_key (what, m, &d->opened, &deck->peer_commitment, parts + 2))
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED,
                       _("card %u was not the card dealt to that side at place %u of the pile"),
                       (guint) card, d->position + 1);
          return G_MAXUINT;
        }
      out_cards[k++] = (guint8) card;
    }
  return n_held;
}
