/* The hidden command deck between two programs (bn-net-deck.h): a deal
 * gives every card once, neither side can unlock the other's cards, and a
 * card played that was not dealt to its player is refused with the reason,
 * as is a false opening, a tampered shuffle (at the end) and a key that is
 * not the one committed to. Both sides run in this process; what passes
 * between them is only the text each call returns. */
#include <glib.h>
#include <string.h>

#include "bn-net-deck.h"
#include "bn-net-protocol.h"

typedef struct
{
  BnNetDeck *deck[2];
  guint      n_cards;
} Table;

/* The engine's card numbers need not start at 0 nor follow each other. */
static guint8
card_number (guint i)
{
  return (guint8) (3 + 2 * i);
}

static void
table_new (Table       *t,
           guint        n_cards,
           const char  *tamper_first,
           const char  *tamper_pile)
{
  guint8 cards[BN_NET_DECK_MAX_CARDS];
  g_autofree char *c0 = NULL, *c1 = NULL, *first = NULL, *pile = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < n_cards; i++)
    cards[i] = card_number (i);
  t->n_cards = n_cards;
  t->deck[0] = bn_net_deck_new (0, cards, n_cards);
  t->deck[1] = bn_net_deck_new (1, cards, n_cards);
  c0 = bn_net_deck_get_commitment (t->deck[0]);
  c1 = bn_net_deck_get_commitment (t->deck[1]);
  g_assert_true (bn_net_deck_set_peer_commitment (t->deck[0], c1, &error));
  g_assert_true (bn_net_deck_set_peer_commitment (t->deck[1], c0, &error));
  first = bn_net_deck_lock_first (t->deck[0]);
  pile = bn_net_deck_lock_second (t->deck[1], tamper_first != NULL ? tamper_first : first, &error);
  g_assert_no_error (error);
  g_assert_true (bn_net_deck_take_pile (t->deck[0], tamper_pile != NULL ? tamper_pile : pile, &error));
}

static void
table_clear (Table *t)
{
  g_clear_pointer (&t->deck[0], bn_net_deck_free);
  g_clear_pointer (&t->deck[1], bn_net_deck_free);
}

/* @side draws the next card: the other side opens it, @side takes it. */
static guint8
draw (Table *t,
      guint  side,
      char **out_opened)
{
  g_autoptr(GError) error = NULL;
  guint position = bn_net_deck_get_next (t->deck[side]);
  g_autofree char *opened = NULL;
  guint8 card = 0;

  g_assert_cmpuint (bn_net_deck_get_next (t->deck[side ^ 1]), ==, position);
  opened = bn_net_deck_open (t->deck[side ^ 1], position, &error);
  g_assert_no_error (error);
  g_assert_true (bn_net_deck_take (t->deck[side], position, opened, &card, &error));
  g_assert_no_error (error);
  if (out_opened != NULL)
    *out_opened = g_steal_pointer (&opened);
  return card;
}

static void
assert_refused (GError     *error,
                const char *says)
{
  g_assert_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED);
  if (strstr (error->message, says) == NULL)
    g_error ("refused with “%s”, expected “%s”", error->message, says);
}

/* Returns: (transfer full): @list, comma-separated numbers, with the one
 * at @index squared (still a square, so it looks like any other lock). */
static char *
square_one (const char *list,
            guint       index)
{
  g_auto(GStrv) parts = g_strsplit (list, ",", -1);
  BnNetNumber x;

  g_assert_true (bn_net_number_from_hex (&x, parts[index]));
  bn_net_modp_mul (bn_net_modp_prime (), &x, &x, &x);
  g_free (parts[index]);
  parts[index] = bn_net_number_to_hex (&x);
  return g_strjoinv (",", parts);
}

static void
test_card_values (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint c = 0; c < BN_NET_DECK_MAX_CARDS; c++)
    {
      BnNetNumber m, x;

      bn_net_deck_card_value (c, &m);
      g_assert_true (g_hash_table_add (seen, bn_net_number_to_hex (&m)));
      if (c < 8)
        {
          /* A square: in the group of order q that the locks work in. */
          bn_net_modp_pow (bn_net_modp_prime (), &m, &bn_net_modp_order ()->n, &x);
          g_assert_true (bn_net_number_is_uint (&x, 1));
        }
    }
}

/* A whole deck dealt by turns: every card once, each side's hand its own,
 * every card played accepted, both sides' checks at the end pass. */
static void
test_deal_whole (void)
{
  Table t = { 0 };
  guint8 hand[2][BN_NET_DECK_MAX_CARDS], held[BN_NET_DECK_MAX_CARDS];
  guint n_hand[2] = { 0, 0 };
  gboolean seen[256] = { FALSE };
  g_autofree char *key0 = NULL, *key1 = NULL;
  g_autoptr(GError) error = NULL;

  table_new (&t, 20, NULL, NULL);
  for (guint i = 0; i < t.n_cards; i++)
    {
      guint side = (i * 7 / 3) % 2;
      guint8 card = draw (&t, side, NULL);

      g_assert_false (seen[card]);
      seen[card] = TRUE;
      hand[side][n_hand[side]++] = card;
    }
  for (guint i = 0; i < t.n_cards; i++)
    g_assert_true (seen[card_number (i)]);
  g_assert_cmpuint (bn_net_deck_get_n_left (t.deck[0]), ==, 0);
  g_assert_cmpuint (bn_net_deck_get_n_left (t.deck[1]), ==, 0);
  for (guint side = 0; side < 2; side++)
    {
      g_assert_cmpuint (bn_net_deck_get_hand (t.deck[side], held), ==, n_hand[side]);
      g_assert_cmpmem (held, n_hand[side], hand[side], n_hand[side]);
    }

  /* Each plays his cards, last drawn first; each play is checked. */
  for (guint side = 0; side < 2; side++)
    for (guint i = n_hand[side]; i-- > 0;)
      {
        g_autofree char *proof = bn_net_deck_prove (t.deck[side], hand[side][i], &error);

        g_assert_no_error (error);
        g_assert_true (bn_net_deck_check_play (t.deck[side ^ 1], hand[side][i], proof, &error));
        g_assert_no_error (error);
      }
  g_assert_cmpuint (bn_net_deck_get_hand (t.deck[0], held), ==, 0);

  key0 = bn_net_deck_get_key (t.deck[0]);
  key1 = bn_net_deck_get_key (t.deck[1]);
  g_assert_true (bn_net_deck_verify (t.deck[0], key1, &error));
  g_assert_no_error (error);
  g_assert_true (bn_net_deck_verify (t.deck[1], key0, &error));
  g_assert_no_error (error);
  table_clear (&t);
}

/* What side 1 holds of side 0's cards (the openings it sent, the pile,
 * its own key) unlocks none of them: only side 0's key does. */
static void
test_hands_stay_hidden (void)
{
  const BnNetModulus *p = bn_net_modp_prime ();
  Table t = { 0 };
  g_autofree char *key1_hex = NULL;
  BnNetNumber key1, key1_inverse, values[12];
  guint8 cards0[4];

  table_new (&t, 12, NULL, NULL);
  key1_hex = bn_net_deck_get_key (t.deck[1]);
  g_assert_true (bn_net_number_from_hex (&key1, key1_hex));
  bn_net_modp_inverse (bn_net_modp_order (), &key1, &key1_inverse);
  for (guint i = 0; i < t.n_cards; i++)
    bn_net_deck_card_value (card_number (i), &values[i]);

  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *opened = NULL;
      g_auto(GStrv) parts = NULL;
      BnNetNumber w, tries[3];

      cards0[i] = draw (&t, 0, &opened);
      draw (&t, 1, NULL);
      parts = g_strsplit (opened, ":", -1);
      g_assert_true (bn_net_number_from_hex (&w, parts[0]));
      /* The opening as sent, with side 1's lock taken off again, with it
       * put back on: none is the card side 0 drew, nor any other. */
      tries[0] = w;
      bn_net_modp_pow (p, &w, &key1_inverse, &tries[1]);
      bn_net_modp_pow (p, &w, &key1, &tries[2]);
      for (guint k = 0; k < G_N_ELEMENTS (tries); k++)
        for (guint c = 0; c < t.n_cards; c++)
          g_assert_cmpint (bn_net_number_compare (&tries[k], &values[c]), !=, 0);
    }
  /* Side 1's program holds only its own hand. */
  {
    guint8 held[BN_NET_DECK_MAX_CARDS];
    guint n = bn_net_deck_get_hand (t.deck[1], held);

    g_assert_cmpuint (n, ==, 4);
    for (guint i = 0; i < n; i++)
      for (guint j = 0; j < 4; j++)
        g_assert_cmpuint (held[i], !=, cards0[j]);
  }
  table_clear (&t);
}

/* A modified program plays a card it was not dealt: refused, with why. */
static void
test_play_not_dealt (void)
{
  Table t = { 0 };
  guint8 mine, theirs, other;
  g_autofree char *proof = NULL, *forged = NULL, *garbage = NULL;
  g_auto(GStrv) parts = NULL;
  g_autoptr(GError) error = NULL;

  table_new (&t, 12, NULL, NULL);
  theirs = draw (&t, 0, NULL);
  mine = draw (&t, 1, NULL);
  /* A card of the deck nobody holds yet. */
  other = card_number (0);
  while (other == mine || other == theirs)
    other += 2;

  /* The honest program will not prove a card it does not hold. */
  g_assert_null (bn_net_deck_prove (t.deck[1], theirs, &error));
  assert_refused (error, "is not in this side's hand");
  g_clear_error (&error);

  /* His own card's proof, the card named changed: to side 0's card, to
   * one still in the pile. */
  proof = bn_net_deck_prove (t.deck[1], mine, &error);
  g_assert_no_error (error);
  g_assert_false (bn_net_deck_check_play (t.deck[0], theirs, proof, &error));
  assert_refused (error, "was not the card dealt to that side at place 2 of the pile");
  g_clear_error (&error);
  g_assert_false (bn_net_deck_check_play (t.deck[0], other, proof, &error));
  assert_refused (error, "was not the card dealt to that side at place 2 of the pile");
  g_clear_error (&error);

  /* The place changed to side 0's own draw. */
  parts = g_strsplit (proof, ":", -1);
  g_free (parts[0]);
  parts[0] = g_strdup ("0");
  forged = g_strjoinv (":", parts);
  g_assert_false (bn_net_deck_check_play (t.deck[0], theirs, forged, &error));
  assert_refused (error, "which was never dealt to that side");
  g_clear_error (&error);

  garbage = g_strdup ("1:zz:1");
  g_assert_false (bn_net_deck_check_play (t.deck[0], mine, garbage, &error));
  assert_refused (error, "cannot be read");
  g_clear_error (&error);

  /* The true play goes through, once. */
  g_assert_true (bn_net_deck_check_play (t.deck[0], mine, proof, &error));
  g_assert_no_error (error);
  g_assert_false (bn_net_deck_check_play (t.deck[0], mine, proof, &error));
  assert_refused (error, "whose card was played before");
  table_clear (&t);
}

/* The side that opens a card for the other cannot give him another. */
static void
test_false_opening (void)
{
  Table t = { 0 };
  g_autofree char *first_opened = NULL, *opened = NULL, *swapped = NULL;
  g_auto(GStrv) parts = NULL;
  g_autoptr(GError) error = NULL;
  guint8 card;

  table_new (&t, 10, NULL, NULL);
  draw (&t, 0, &first_opened);
  /* Side 1 answers side 0's next draw with the first card's opening. */
  g_assert_false (bn_net_deck_take (t.deck[0], 1, first_opened, &card, &error));
  assert_refused (error, "is not the card the pile holds there");
  g_clear_error (&error);

  /* The honest opening with its number altered keeps no proof. */
  opened = bn_net_deck_open (t.deck[1], 1, &error);
  g_assert_no_error (error);
  parts = g_strsplit (opened, ":", -1);
  {
    BnNetNumber w;

    g_assert_true (bn_net_number_from_hex (&w, parts[0]));
    bn_net_modp_mul (bn_net_modp_prime (), &w, &w, &w);
    g_free (parts[0]);
    parts[0] = bn_net_number_to_hex (&w);
  }
  swapped = g_strjoinv (":", parts);
  g_assert_false (bn_net_deck_take (t.deck[0], 1, swapped, &card, &error));
  assert_refused (error, "is not the card the pile holds there");
  g_clear_error (&error);

  /* Out of turn: a place that is not the next. */
  g_assert_false (bn_net_deck_take (t.deck[0], 2, opened, &card, &error));
  assert_refused (error, "is dealt where card 2 is next");
  g_clear_error (&error);
  g_assert_true (bn_net_deck_take (t.deck[0], 1, opened, &card, &error));
  g_assert_no_error (error);
  table_clear (&t);
}

/* A proof of one key under two numbers, made the way a program holding
 * @key would (bn-net-deck.h, step 3): what a modified program can send. */
static char *
forge_opening (guint              side,
               guint              position,
               const BnNetNumber *w,
               const BnNetNumber *pile_card,
               const BnNetNumber *key)
{
  const BnNetModulus *p = bn_net_modp_prime ();
  const BnNetModulus *q = bn_net_modp_order ();
  g_autoptr(GChecksum) sha = g_checksum_new (G_CHECKSUM_SHA256);
  g_autofree char *head = g_strdup_printf ("banneret-deck-1|open|%u|%u", side, position);
  BnNetNumber r, g, commitment, t1, t2, c, s;
  const BnNetNumber *parts[5];
  guint8 digest[32];
  gsize len = sizeof digest;
  g_autofree char *w_hex = bn_net_number_to_hex (w);
  g_autofree char *t1_hex = NULL, *t2_hex = NULL, *s_hex = NULL;

  bn_net_number_set_uint (&r, 0x5eed);
  bn_net_number_set_uint (&g, 2);
  bn_net_modp_pow (p, &g, key, &commitment);
  bn_net_modp_pow (p, w, &r, &t1);
  bn_net_modp_pow (p, &g, &r, &t2);
  parts[0] = w;
  parts[1] = pile_card;
  parts[2] = &commitment;
  parts[3] = &t1;
  parts[4] = &t2;
  g_checksum_update (sha, (const guchar *) head, -1);
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *hex = bn_net_number_to_hex (parts[i]);

      g_checksum_update (sha, (const guchar *) "|", 1);
      g_checksum_update (sha, (const guchar *) hex, -1);
    }
  g_checksum_get_digest (sha, digest, &len);
  bn_net_number_from_bytes (&c, digest, sizeof digest);
  bn_net_modp_mul (q, &c, key, &s);
  bn_net_modp_add (q, &s, &r, &s);
  t1_hex = bn_net_number_to_hex (&t1);
  t2_hex = bn_net_number_to_hex (&t2);
  s_hex = bn_net_number_to_hex (&s);
  return g_strdup_printf ("%s:%s:%s:%s", w_hex, t1_hex, t2_hex, s_hex);
}

/* Side 1 opens side 0's draw as -W: the same card once unlocked, and the
 * proof holds (side 1's key is even), but side 0 could then not prove the
 * card when it plays it. Refused when taken; the true opening goes in. */
static void
test_negated_opening (void)
{
  const BnNetModulus *p = bn_net_modp_prime ();
  Table t = { 0 };
  g_autofree char *opened = NULL, *forged = NULL, *honest = NULL, *key_hex = NULL;
  g_auto(GStrv) parts = NULL;
  g_autoptr(GError) error = NULL;
  BnNetNumber w, minus_w, key, d;
  guint8 card;

  table_new (&t, 6, NULL, NULL);
  opened = bn_net_deck_open (t.deck[1], 0, &error);
  g_assert_no_error (error);
  parts = g_strsplit (opened, ":", -1);
  g_assert_true (bn_net_number_from_hex (&w, parts[0]));
  /* D_0 = W^key, as side 1 made it: the forger knows both. */
  key_hex = bn_net_deck_get_key (t.deck[1]);
  g_assert_true (bn_net_number_from_hex (&key, key_hex));
  bn_net_modp_pow (p, &w, &key, &d);
  minus_w = p->n;
  for (guint i = 0, borrow = 0; i < BN_NET_MODP_LIMBS; i++)
    {
      guint64 before = minus_w.limb[i];

      minus_w.limb[i] = before - w.limb[i] - borrow;
      borrow = before < w.limb[i] || (before == w.limb[i] && borrow);
    }
  forged = forge_opening (1, 0, &minus_w, &d, &key);
  /* The forged proof is sound arithmetic: the same proof of W itself goes in. */
  honest = forge_opening (1, 0, &w, &d, &key);
  g_assert_false (bn_net_deck_take (t.deck[0], 0, forged, &card, &error));
  assert_refused (error, "is not the card the pile holds there");
  g_clear_error (&error);
  g_assert_true (bn_net_deck_take (t.deck[0], 0, honest, &card, &error));
  g_assert_no_error (error);
  {
    g_autofree char *proof = bn_net_deck_prove (t.deck[0], card, &error);

    g_assert_true (bn_net_deck_check_play (t.deck[1], card, proof, &error));
    g_assert_no_error (error);
  }
  table_clear (&t);
}

/* A shuffle that lost or changed a card: refused at once when it shows,
 * else found when the keys are revealed. */
static void
test_tampered_shuffles (void)
{
  guint8 cards[6] = { 1, 2, 3, 4, 5, 6 };
  g_autoptr(BnNetDeck) zero = bn_net_deck_new (0, cards, 6);
  g_autoptr(BnNetDeck) one = bn_net_deck_new (1, cards, 6);
  g_autofree char *first = bn_net_deck_lock_first (zero);
  g_auto(GStrv) parts = g_strsplit (first, ",", -1);
  g_autofree char *doubled = NULL, *short_list = NULL;
  g_autoptr(GError) error = NULL;

  g_free (parts[1]);
  parts[1] = g_strdup (parts[0]);
  doubled = g_strjoinv (",", parts);
  g_assert_null (bn_net_deck_lock_second (one, doubled, &error));
  assert_refused (error, "holds the same locked card twice");
  g_clear_error (&error);
  g_free (parts[5]);
  parts[5] = NULL;
  short_list = g_strjoinv (",", parts);
  g_assert_null (bn_net_deck_lock_second (one, short_list, &error));
  assert_refused (error, "holds 5 cards, not the deck's 6");
  g_clear_error (&error);

  for (guint who = 0; who < 2; who++)
    {
      /* Built by hand so that one side's lock can be altered on its way. */
      guint8 cards8[8];
      Table t = { 0 };
      g_autofree char *c0 = NULL, *c1 = NULL, *lock = NULL, *pile = NULL, *bad = NULL;
      g_autofree char *key = NULL;

      for (guint i = 0; i < 8; i++)
        cards8[i] = card_number (i);
      t.n_cards = 8;
      t.deck[0] = bn_net_deck_new (0, cards8, 8);
      t.deck[1] = bn_net_deck_new (1, cards8, 8);
      c0 = bn_net_deck_get_commitment (t.deck[0]);
      c1 = bn_net_deck_get_commitment (t.deck[1]);
      g_assert_true (bn_net_deck_set_peer_commitment (t.deck[0], c1, NULL));
      g_assert_true (bn_net_deck_set_peer_commitment (t.deck[1], c0, NULL));
      lock = bn_net_deck_lock_first (t.deck[0]);
      if (who == 0)
        {
          /* Side 0 swaps one card's lock for another number. */
          bad = square_one (lock, 3);
          pile = bn_net_deck_lock_second (t.deck[1], bad, &error);
          g_assert_no_error (error);
          g_assert_true (bn_net_deck_take_pile (t.deck[0], pile, &error));
        }
      else
        {
          /* Side 1 swaps one card of the pile. */
          pile = bn_net_deck_lock_second (t.deck[1], lock, &error);
          bad = square_one (pile, 7);
          g_assert_true (bn_net_deck_take_pile (t.deck[0], bad, &error));
        }
      g_assert_no_error (error);
      /* Side 1's altered place is the last: two cards each from the
       * others play on. (Side 0's altered lock is somewhere in the pile.) */
      for (guint i = 0; who == 1 && i < 4; i++)
        draw (&t, i % 2, NULL);
      key = bn_net_deck_get_key (t.deck[who]);
      g_assert_false (bn_net_deck_verify (t.deck[who ^ 1], key, &error));
      assert_refused (error, who == 0 ? "shuffled deck is not every card of the deck locked once"
                                      : "pile is not every card of the shuffled deck locked once");
      g_clear_error (&error);
      table_clear (&t);
    }
}

/* At the end, a key that is not the one committed to is refused. */
static void
test_wrong_key (void)
{
  Table t = { 0 };
  guint8 cards[4] = { 9, 8, 7, 6 };
  g_autoptr(BnNetDeck) stranger = bn_net_deck_new (1, cards, 4);
  g_autofree char *other_key = bn_net_deck_get_key (stranger);
  g_autoptr(GError) error = NULL;

  table_new (&t, 6, NULL, NULL);
  draw (&t, 1, NULL);
  g_assert_false (bn_net_deck_verify (t.deck[0], other_key, &error));
  assert_refused (error, "is not the one it committed to");
  g_clear_error (&error);
  g_assert_false (bn_net_deck_verify (t.deck[0], "not-a-key", &error));
  assert_refused (error, "cannot be read");
  g_clear_error (&error);
  g_assert_false (bn_net_deck_set_peer_commitment (t.deck[0], "1", &error));
  assert_refused (error, "not a number of the deck's group");
  table_clear (&t);
}

/* The Scout: side 0 shows its whole hand; side 1 learns it, checked, and
 * the cards stay in side 0's hand. A hand shown short or with a card
 * changed is refused with why. */
static void
test_hand_shown (void)
{
  Table t = { 0 };
  guint8 hand[3], seen[BN_NET_DECK_MAX_CARDS];
  g_autofree char *shown = NULL, *played = NULL, *short_hand = NULL, *changed = NULL;
  g_auto(GStrv) parts = NULL;
  g_autoptr(GError) error = NULL;

  table_new (&t, 8, NULL, NULL);
  for (guint i = 0; i < 3; i++)
    {
      hand[i] = draw (&t, 0, NULL);
      draw (&t, 1, NULL);
    }
  played = bn_net_deck_prove (t.deck[0], hand[1], &error);
  g_assert_true (bn_net_deck_check_play (t.deck[1], hand[1], played, &error));

  shown = bn_net_deck_show_hand (t.deck[0]);
  g_assert_cmpuint (bn_net_deck_check_hand (t.deck[1], shown, seen, &error), ==, 2);
  g_assert_no_error (error);
  g_assert_cmpuint (seen[0], ==, hand[0]);
  g_assert_cmpuint (seen[1], ==, hand[2]);

  parts = g_strsplit (shown, ";", -1);
  short_hand = g_strdup (parts[0]);
  g_assert_cmpuint (bn_net_deck_check_hand (t.deck[1], short_hand, seen, &error), ==, G_MAXUINT);
  assert_refused (error, "shows a hand of 1 where it holds 2");
  g_clear_error (&error);
  {
    /* The first card's number changed to the one played before. */
    g_autofree char *rest = g_strdup (strchr (parts[0], ':'));

    g_free (parts[0]);
    parts[0] = g_strdup_printf ("%u%s", (guint) hand[1], rest);
    changed = g_strjoinv (";", parts);
  }
  g_assert_cmpuint (bn_net_deck_check_hand (t.deck[1], changed, seen, &error), ==, G_MAXUINT);
  assert_refused (error, "was not the card dealt to that side at place 1 of the pile");
  g_clear_error (&error);

  /* Shown, not played: both cards are still side 0's to play. */
  for (guint i = 0; i < 3; i += 2)
    {
      g_autofree char *proof = bn_net_deck_prove (t.deck[0], hand[i], &error);

      g_assert_true (bn_net_deck_check_play (t.deck[1], hand[i], proof, &error));
      g_assert_no_error (error);
    }
  g_clear_pointer (&shown, g_free);
  shown = bn_net_deck_show_hand (t.deck[0]);
  g_assert_cmpstr (shown, ==, "");
  g_assert_cmpuint (bn_net_deck_check_hand (t.deck[1], shown, seen, &error), ==, 0);
  table_clear (&t);
}

/* Both sides stop mid-battle and come back from what they kept: the deal
 * goes on from the same place, with the same cards and keys, and the
 * check at the end passes. A kept deck altered is refused with why. */
static void
test_kept_and_taken_up (void)
{
  Table t = { 0 };
  guint8 hand[2][BN_NET_DECK_MAX_CARDS], held[BN_NET_DECK_MAX_CARDS];
  guint n_hand[2] = { 0, 0 };
  g_autofree char *key0 = NULL, *key1 = NULL, *again = NULL;
  g_autoptr(GError) error = NULL;

  table_new (&t, 10, NULL, NULL);
  for (guint i = 0; i < 4; i++)
    {
      guint side = i % 2;

      hand[side][n_hand[side]++] = draw (&t, side, NULL);
    }
  key0 = bn_net_deck_get_key (t.deck[0]);
  key1 = bn_net_deck_get_key (t.deck[1]);
  {
    g_autofree char *proof = bn_net_deck_prove (t.deck[0], hand[0][0], &error);

    g_assert_true (bn_net_deck_check_play (t.deck[1], hand[0][0], proof, &error));
  }
  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *kept = bn_net_deck_to_text (t.deck[side]);

      bn_net_deck_free (t.deck[side]);
      t.deck[side] = bn_net_deck_new_from_text (kept, &error);
      g_assert_no_error (error);
      again = bn_net_deck_to_text (t.deck[side]);
      g_assert_cmpstr (again, ==, kept);
      g_clear_pointer (&again, g_free);
    }
  g_assert_cmpuint (bn_net_deck_get_next (t.deck[0]), ==, 4);
  g_assert_cmpuint (bn_net_deck_get_hand (t.deck[0], held), ==, 1);
  g_assert_cmpuint (held[0], ==, hand[0][1]);
  g_assert_cmpuint (bn_net_deck_get_hand (t.deck[1], held), ==, 2);
  g_assert_cmpmem (held, 2, hand[1], 2);
  {
    g_autofree char *k = bn_net_deck_get_key (t.deck[1]);

    g_assert_cmpstr (k, ==, key1);
  }

  /* Played before: still refused. Played after: accepted. */
  {
    g_autofree char *proof = bn_net_deck_prove (t.deck[0], hand[0][0], &error);

    g_assert_null (proof);
    assert_refused (error, "is not in this side's hand");
    g_clear_error (&error);
    proof = bn_net_deck_prove (t.deck[1], hand[1][1], &error);
    g_assert_true (bn_net_deck_check_play (t.deck[0], hand[1][1], proof, &error));
    g_assert_no_error (error);
  }
  for (guint i = 4; i < t.n_cards; i++)
    draw (&t, i % 2, NULL);
  g_assert_true (bn_net_deck_verify (t.deck[0], key1, &error));
  g_assert_true (bn_net_deck_verify (t.deck[1], key0, &error));
  g_assert_no_error (error);

  {
    g_autofree char *kept = bn_net_deck_to_text (t.deck[0]);
    g_autofree char *odd_key = NULL;
    GString *bad = g_string_new (kept);
    char *at = strstr (bad->str, key0);

    g_assert_nonnull (at);
    at[strlen (key0) - 1] = '1';          /* an odd key is none of ours */
    odd_key = g_string_free (bad, FALSE);
    g_assert_null (bn_net_deck_new_from_text (odd_key, &error));
    g_assert_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL);
    g_assert_nonnull (strstr (error->message, "its key is not one"));
    g_clear_error (&error);
    g_assert_null (bn_net_deck_new_from_text ("(1, [1], 'x')", &error));
    g_assert_nonnull (strstr (error->message, "it is not a deck"));
  }
  table_clear (&t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net-deck/card-values", test_card_values);
  g_test_add_func ("/net-deck/deal-whole", test_deal_whole);
  g_test_add_func ("/net-deck/hands-stay-hidden", test_hands_stay_hidden);
  g_test_add_func ("/net-deck/play-not-dealt", test_play_not_dealt);
  g_test_add_func ("/net-deck/false-opening", test_false_opening);
  g_test_add_func ("/net-deck/negated-opening", test_negated_opening);
  g_test_add_func ("/net-deck/tampered-shuffles", test_tampered_shuffles);
  g_test_add_func ("/net-deck/wrong-key", test_wrong_key);
  g_test_add_func ("/net-deck/hand-shown", test_hand_shown);
  g_test_add_func ("/net-deck/kept-and-taken-up", test_kept_and_taken_up);
  return g_test_run ();
}
