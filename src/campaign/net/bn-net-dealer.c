/* bn-net-dealer.c — the battle's dealer over the mental deck. */
#include "bn-net-dealer.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bn-net-deck.h"
#include "bn-net-protocol.h"

struct _BnNetDealer
{
  guint                  side;
  const BnNetDealerLine *line;
  gpointer               line_data;
  GPtrArray             *decks;        /* BnNetDeck, one per shuffle; the last deals */
  guint8                 next_cards[BN_NET_DECK_MAX_CARDS];
  guint                  n_next_cards; /* a deck still to set up: its cards; 0 when none */
  GArray                *given;        /* Given: what the engine was dealt, in order */
  guint                  cursor;       /* the next of them a battle rebuilt takes again */
  guint                  n_reshuffles; /* the reshuffles the engine has told since the start */
  GError                *refusal;      /* why the last deal failed; the engine reports it as its own */
};

/* A deal as the engine was given it: kept so that a battle rebuilt from
 * its actions is dealt the same cards without asking the other side. */
typedef struct
{
  guint side;
  guint card;                          /* or BN_CHANCE_CARD_UNSEEN */
} Given;

BnNetDealer *
bn_net_dealer_new (guint                  side,
                   guint                  n_cards,
                   const BnNetDealerLine *line,
                   gpointer               line_data)
{
  BnNetDealer *dealer;

  g_return_val_if_fail (side < 2, NULL);
  g_return_val_if_fail (n_cards > 0 && n_cards <= BN_NET_DECK_MAX_CARDS, NULL);
  g_return_val_if_fail (line != NULL && line->send != NULL && line->receive != NULL, NULL);

  dealer = g_new0 (BnNetDealer, 1);
  dealer->side = side;
  dealer->line = line;
  dealer->line_data = line_data;
  dealer->decks = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_net_deck_free);
  dealer->given = g_array_new (FALSE, FALSE, sizeof (Given));
  for (guint c = 0; c < n_cards; c++)
    dealer->next_cards[c] = (guint8) c;
  dealer->n_next_cards = n_cards;
  return dealer;
}

void
bn_net_dealer_free (BnNetDealer *dealer)
{
  if (dealer == NULL)
    return;
  g_ptr_array_unref (dealer->decks);
  g_array_unref (dealer->given);
  g_clear_error (&dealer->refusal);
  g_free (dealer);
}

guint
bn_net_dealer_get_n_decks (const BnNetDealer *dealer)
{
  g_return_val_if_fail (dealer != NULL, 0);

  return dealer->decks->len;
}

/* Returns: how many decks both sides' locks have set up whole; side 0
 * may also hold one whose pile never came (bn_net_dealer_answer_again()). */
guint
bn_net_dealer_get_n_whole_decks (const BnNetDealer *dealer)
{
  guint n = 0;

  g_return_val_if_fail (dealer != NULL, 0);

  while (n < dealer->decks->len && bn_net_deck_is_whole (g_ptr_array_index (dealer->decks, n)))
    n++;
  return n;
}

guint
bn_net_dealer_get_n_deals (const BnNetDealer *dealer)
{
  g_return_val_if_fail (dealer != NULL, 0);

  return dealer->given->len;
}

static gboolean
refused (GError    **error,
         const char *format,
         ...) G_GNUC_PRINTF (2, 3);

static gboolean
refused (GError    **error,
         const char *format,
         ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED, message);
  return FALSE;
}

/* Keeps the dealer as it stands, where the line keeps it. */
static gboolean
keep (BnNetDealer  *dealer,
      GError      **error)
{
  g_autofree char *kept = NULL;

  if (dealer->line->keep == NULL)
    return TRUE;
  kept = bn_net_dealer_to_text (dealer);
  return dealer->line->keep (dealer->line_data, kept, error);
}

/* Sends @text to the other side, the dealer kept first as it stands. */
static gboolean
send_kept (BnNetDealer  *dealer,
           const char   *type,
           const char   *text,
           GError      **error)
{
  return keep (dealer, error) && dealer->line->send (dealer->line_data, type, text, error);
}

/* "NUMBER/REST": the deck (@is_deck) or deal NUMBER names must be @expected. */
static const char *
after_number (const char  *text,
              guint        expected,
              gboolean     is_deck,
              GError     **error)
{
  const char *slash = text != NULL ? strchr (text, '/') : NULL;
  guint64 n;

  if (slash == NULL)
    {
      refused (error, is_deck ? _("the other side’s deck cannot be read")
                              : _("the other side’s opening of a card cannot be read"));
      return NULL;
    }
  {
    g_autofree char *number = g_strndup (text, (gsize) (slash - text));

    if (!g_ascii_string_to_unsigned (number, 10, 0, G_MAXUINT, &n, NULL) || n != expected)
      {
        if (is_deck)
          refused (error, _("the other side’s deck %s came when deck %u was due"), number, expected);
        else
          refused (error, _("the other side’s opening for deal %s came when deal %u was due"), number, expected);
        return NULL;
      }
  }
  return slash + 1;
}

/* A new deck of the cards waiting: side 0 locks and shuffles them, side 1
 * locks and shuffles again, each sending its commitment with it. */
static gboolean
set_up_deck (BnNetDealer  *dealer,
             GError      **error)
{
  BnNetDeck *deck = bn_net_deck_new (dealer->side, dealer->next_cards, dealer->n_next_cards);
  g_autofree char *commitment = bn_net_deck_get_commitment (deck);
  g_autofree char *theirs = NULL;
  g_auto(GStrv) parts = NULL;
  guint number = dealer->decks->len;

  if (dealer->side == 0)
    {
      g_autofree char *first = bn_net_deck_lock_first (deck);
      g_autofree char *text = g_strdup_printf ("%u/%s/%s", number, commitment, first);

      /* The deck is the dealer's from here: its key is kept before its locks go. */
      g_ptr_array_add (dealer->decks, deck);
      dealer->n_next_cards = 0;
      if (!send_kept (dealer, "DECK", text, error)
          || (theirs = dealer->line->receive (dealer->line_data, "DECK", error)) == NULL)
        return FALSE;
      parts = g_strsplit (theirs, "/", -1);
      if (g_strv_length (parts) != 3)
        return refused (error, _("the other side’s deck cannot be read"));
      if (after_number (theirs, number, TRUE, error) == NULL
          || !bn_net_deck_set_peer_commitment (deck, parts[1], error) || !bn_net_deck_take_pile (deck, parts[2], error))
        return FALSE;
    }
  else
    {
      g_autofree char *pile = NULL;
      g_autofree char *text = NULL;

      if ((theirs = dealer->line->receive (dealer->line_data, "DECK", error)) == NULL)
        {
          bn_net_deck_free (deck);
          return FALSE;
        }
      parts = g_strsplit (theirs, "/", -1);
      if (g_strv_length (parts) != 3)
        {
          bn_net_deck_free (deck);
          return refused (error, _("the other side’s deck cannot be read"));
        }
      if (after_number (theirs, number, TRUE, error) == NULL
          || !bn_net_deck_set_peer_commitment (deck, parts[1], error)
          || (pile = bn_net_deck_lock_second (deck, parts[2], error)) == NULL)
        {
          bn_net_deck_free (deck);
          return FALSE;
        }
      text = g_strdup_printf ("%u/%s/%s", number, commitment, pile);
      g_ptr_array_add (dealer->decks, deck);
      dealer->n_next_cards = 0;
      if (!send_kept (dealer, "DECK", text, error))
        return FALSE;
    }
  return TRUE;
}

/* Side 0 stopped after sending its locks of the last deck: the pile
 * comes now, the other side having its locks (sent again by
 * bn_net_dealer_answer_again() when it had not). */
static gboolean
take_pile_again (BnNetDealer  *dealer,
                 GError      **error)
{
  BnNetDeck *deck = g_ptr_array_index (dealer->decks, dealer->decks->len - 1);
  guint number = dealer->decks->len - 1;
  g_autofree char *theirs = dealer->line->receive (dealer->line_data, "DECK", error);
  g_auto(GStrv) parts = NULL;

  if (theirs == NULL)
    return FALSE;
  parts = g_strsplit (theirs, "/", -1);
  if (g_strv_length (parts) != 3)
    return refused (error, _("the other side’s deck cannot be read"));
  return after_number (theirs, number, TRUE, error) != NULL
         && bn_net_deck_set_peer_commitment (deck, parts[1], error) && bn_net_deck_take_pile (deck, parts[2], error);
}

/* The test hook BANNERET_NET_TAMPER=discard: this side keeps its first
 * three cards from its own engine, which holds them as unseen, as the
 * other side does (never its whole hand of four, so that it always has a
 * card to play or discard). Its engine then discards whenever the one card
 * it sees cannot order, though one kept back could: the cheat the other
 * side can find only once both hands are seen. */
static gboolean
tampering_hides (const BnNetDealer *dealer)
{
  guint hidden = 0;

  if (g_strcmp0 (g_getenv ("BANNERET_NET_TAMPER"), "discard") != 0)
    return FALSE;
  for (guint i = 0; i < dealer->given->len; i++)
    {
      const Given *given = &g_array_index (dealer->given, Given, i);

      hidden += given->side == dealer->side && given->card == BN_CHANCE_CARD_UNSEEN;
    }
  return hidden < 3;
}

/* The engine's deal: this side's card, taken from the other's opening, or
 * the other side's, opened for it and unseen here. */
static gboolean
deal_card (BnNetDealer  *dealer,
           guint         side,
           guint        *out_card,
           GError      **error)
{
  BnNetDeck *deck;
  guint position;
  guint number = dealer->given->len;
  Given given = { side, BN_CHANCE_CARD_UNSEEN };

  if (dealer->cursor < dealer->given->len)
    {
      const Given *kept = &g_array_index (dealer->given, Given, dealer->cursor);

      if (kept->side != side)
        return refused (error, _("deal %u went to side %u, but the battle rebuilt gives it to side %u"),
                        dealer->cursor + 1, kept->side, side);
      dealer->cursor++;
      *out_card = kept->card;
      return TRUE;
    }
  if (dealer->n_next_cards > 0 && !set_up_deck (dealer, error))
    return FALSE;
  if (dealer->decks->len > 0
      && !bn_net_deck_is_whole (g_ptr_array_index (dealer->decks, dealer->decks->len - 1))
      && !take_pile_again (dealer, error))
    return FALSE;
  if (dealer->decks->len == 0)
    return refused (error, _("no deck is dealt"));
  deck = g_ptr_array_index (dealer->decks, dealer->decks->len - 1);
  if (bn_net_deck_get_n_left (deck) == 0)
    return refused (error, _("every card of the deck is dealt"));
  position = bn_net_deck_get_next (deck);
  if (side == dealer->side)
    {
      g_autofree char *text = dealer->line->receive (dealer->line_data, "DEAL", error);
      const char *opened;
      guint8 card;

      if (text == NULL || (opened = after_number (text, number, FALSE, error)) == NULL
          || !bn_net_deck_take (deck, position, opened, &card, error))
        return FALSE;
      given.card = tampering_hides (dealer) ? BN_CHANCE_CARD_UNSEEN : card;
    }
  else
    {
      g_autofree char *opened = bn_net_deck_open (deck, position, error);
      g_autofree char *text = NULL;

      if (opened == NULL)
        return FALSE;
      text = g_strdup_printf ("%u/%s", number, opened);
      /* Given before it is sent, so that it is kept given. */
      g_array_append_val (dealer->given, given);
      dealer->cursor = dealer->given->len;
      *out_card = given.card;
      return send_kept (dealer, "DEAL", text, error);
    }
  g_array_append_val (dealer->given, given);
  dealer->cursor = dealer->given->len;
  *out_card = given.card;
  /* Kept as soon as taken: a side that stops before it next sends takes
   * the battle up holding this card, not waiting for it again. */
  return keep (dealer, error);
}

static gboolean
dealer_deal (gpointer   data,
             guint      side,
             guint     *out_card,
             GError   **error)
{
  BnNetDealer *dealer = data;
  g_autoptr(GError) local_error = NULL;

  if (deal_card (dealer, side, out_card, &local_error))
    return TRUE;
  g_clear_error (&dealer->refusal);
  dealer->refusal = g_error_copy (local_error);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

/**
 * bn_net_dealer_get_refusal:
 *
 * Returns: (transfer none) (nullable): why the last deal failed (a deck or
 *   an opening of the other side's refused, the line dropped), which the
 *   engine reports as a failed action of its own; %NULL when none has
 */
const GError *
bn_net_dealer_get_refusal (const BnNetDealer *dealer)
{
  g_return_val_if_fail (dealer != NULL, NULL);

  return dealer->refusal;
}

/* The discards, shown to both, make the next deck, with new keys. */
static void
dealer_reshuffle (gpointer      data,
                  const guint8 *cards,
                  guint         n_cards)
{
  BnNetDealer *dealer = data;

  g_return_if_fail (n_cards <= BN_NET_DECK_MAX_CARDS);
  /* Reshuffle k makes deck k; a battle rebuilt meets those made before. */
  if (++dealer->n_reshuffles < dealer->decks->len)
    return;
  memcpy (dealer->next_cards, cards, n_cards);
  dealer->n_next_cards = n_cards;
}

static const BnChanceDealer net_dealer = { dealer_deal, dealer_reshuffle };

/* From now on @chance's battle is dealt by @dealer, which must outlive it. */
void
bn_net_dealer_attach (BnNetDealer *dealer,
                      BnChance    *chance)
{
  g_return_if_fail (dealer != NULL && chance != NULL);

  bn_chance_set_dealer (chance, &net_dealer, dealer, NULL);
}

static void
dealer_rewind (gpointer data)
{
  bn_net_dealer_rewind (data);
}

/* @out_dealer: filled with @dealer as a played battle's dealer
 * (bn_played_battle_start_dealt()), rewound at every rebuild; @dealer must
 * outlive the played battle. */
void
bn_net_dealer_for_played (BnNetDealer    *dealer,
                          BnPlayedDealer *out_dealer)
{
  g_return_if_fail (dealer != NULL && out_dealer != NULL);

  *out_dealer = (BnPlayedDealer) { net_dealer, dealer_rewind, dealer };
}

/**
 * bn_net_dealer_prove:
 * @card: a card of this side's hand, which it plays (or played before:
 *   shown again after the line dropped)
 *
 * Returns: (transfer full): "DECK/PROOF", the proof that @card was dealt to
 *   this side, to send with the action that plays it; %NULL when it was not.
 */
char *
bn_net_dealer_prove (BnNetDealer  *dealer,
                     guint         card,
                     GError      **error)
{
  g_return_val_if_fail (dealer != NULL, NULL);

  /* The newest deck first: a card dealt before a reshuffle and kept is
   * in an older deck's hand, never in two. */
  for (guint d = dealer->decks->len; d-- > 0;)
    {
      BnNetDeck *deck = g_ptr_array_index (dealer->decks, d);
      guint8 hand[BN_NET_DECK_MAX_CARDS];
      guint n = bn_net_deck_get_hand (deck, hand);

      for (guint i = 0; i < n; i++)
        if (hand[i] == card)
          {
            g_autofree char *proof = bn_net_deck_prove (deck, (guint8) card, error);

            return proof != NULL ? g_strdup_printf ("%u/%s", d, proof) : NULL;
          }
    }
  /* A card played before, shown again to a side that lost its showing
   * when the line dropped. */
  for (guint d = dealer->decks->len; d-- > 0;)
    {
      g_autofree char *proof = card <= G_MAXUINT8
                               ? bn_net_deck_prove_again (g_ptr_array_index (dealer->decks, d), (guint8) card, NULL)
                               : NULL;

      if (proof != NULL)
        return g_strdup_printf ("%u/%s", d, proof);
    }
  refused (error, _("card %u is not in this side’s hand"), card);
  return NULL;
}

/* Forgets why the last deal failed, before the engine deals again. */
void
bn_net_dealer_clear_refusal (BnNetDealer *dealer)
{
  g_return_if_fail (dealer != NULL);

  g_clear_error (&dealer->refusal);
}

/**
 * bn_net_dealer_check_play:
 * @card: the card the other side plays, as its action shows it
 * @proof: "DECK/PROOF" as bn_net_dealer_prove() made it
 *
 * Refused with the reason unless @card was dealt to the other side and
 * not played before (but as this card, shown again after the line dropped).
 */
gboolean
bn_net_dealer_check_play (BnNetDealer  *dealer,
                          guint         card,
                          const char   *proof,
                          GError      **error)
{
  const char *slash;
  guint64 d;

  g_return_val_if_fail (dealer != NULL, FALSE);

  slash = proof != NULL ? strchr (proof, '/') : NULL;
  if (slash == NULL)
    return refused (error, _("the proof of the card played cannot be read"));
  {
    g_autofree char *number = g_strndup (proof, (gsize) (slash - proof));

    if (!g_ascii_string_to_unsigned (number, 10, 0, G_MAXUINT, &d, NULL) || d >= dealer->decks->len)
      return refused (error, _("the card played names a deck that was never dealt"));
  }
  if (card > G_MAXUINT8)
    return refused (error, _("card %u is not one of this deck’s"), card);
  /* Shown again after the line dropped: the same card from the same place passes again. */
  return bn_net_deck_check_play_again (g_ptr_array_index (dealer->decks, d), (guint8) card, slash + 1, error);
}

/* What @per_deck gives for every deck dealt, in order, joined by @separator. */
static char *
join_decks (const BnNetDealer  *dealer,
            char             *(*per_deck) (const BnNetDeck *deck),
            char                separator)
{
  GString *joined = g_string_new (NULL);

  for (guint d = 0; d < dealer->decks->len; d++)
    {
      g_autofree char *part = per_deck (g_ptr_array_index (dealer->decks, d));

      if (d > 0)
        g_string_append_c (joined, separator);
      g_string_append (joined, part);
    }
  return g_string_free (joined, FALSE);
}

/**
 * bn_net_dealer_show_hand:
 *
 * This side's whole hand shown to the other (a scout looks at it), each
 * card with the proof that it was dealt to this side; the cards stay in
 * the hand.
 *
 * Returns: (transfer full): the hand deck by deck
 *   (bn_net_deck_show_hand()), the decks' parts separated by "|"
 */
char *
bn_net_dealer_show_hand (const BnNetDealer *dealer)
{
  g_return_val_if_fail (dealer != NULL, NULL);

  return join_decks (dealer, bn_net_deck_show_hand, '|');
}

/**
 * bn_net_dealer_check_hand:
 * @shown: the other side's hand as bn_net_dealer_show_hand() gave it
 * @out_cards: (out caller-allocates): room for BN_NET_DECK_MAX_CARDS
 *
 * Checks the other side's hand shown whole: one proved card for every
 * card dealt to it and not played, in every deck.
 *
 * Returns: how many cards, in the order of its hand's slots (the order
 *   they were dealt: an older deck's first), or %G_MAXUINT with @error
 */
guint
bn_net_dealer_check_hand (BnNetDealer  *dealer,
                          const char   *shown,
                          guint        *out_cards,
                          GError      **error)
{
  g_auto(GStrv) parts = NULL;
  guint n = 0, n_parts;

  g_return_val_if_fail (dealer != NULL && shown != NULL && out_cards != NULL, G_MAXUINT);

  parts = g_strsplit (shown, "|", -1);
  /* g_strsplit() makes nothing of "": one deck's empty hand. */
  n_parts = shown[0] == '\0' ? (dealer->decks->len > 0 ? 1 : 0) : g_strv_length (parts);
  if (n_parts != dealer->decks->len)
    {
      refused (error, _("the other side shows a hand from %u decks where %u were dealt"), n_parts,
               dealer->decks->len);
      return G_MAXUINT;
    }
  for (guint d = 0; d < dealer->decks->len; d++)
    {
      guint8 cards[BN_NET_DECK_MAX_CARDS];
      guint k = bn_net_deck_check_hand (g_ptr_array_index (dealer->decks, d), shown[0] != '\0' ? parts[d] : "",
                                        cards, error);

      if (k == G_MAXUINT)
        return G_MAXUINT;
      for (guint i = 0; i < k && n < BN_NET_DECK_MAX_CARDS; i++)
        out_cards[n++] = cards[i];
    }
  return n;
}

/* Returns: (transfer full): this side's key of every deck dealt, to reveal
 * when the battle ends. */
char *
bn_net_dealer_get_keys (const BnNetDealer *dealer)
{
  g_return_val_if_fail (dealer != NULL, NULL);

  return join_decks (dealer, bn_net_deck_get_key, ',');
}

/* Checks every deck with the other side's keys (bn_net_deck_verify()). */
gboolean
bn_net_dealer_verify (BnNetDealer  *dealer,
                      const char   *peer_keys,
                      GError      **error)
{
  g_auto(GStrv) keys = NULL;

  g_return_val_if_fail (dealer != NULL && peer_keys != NULL, FALSE);

  keys = g_strsplit (peer_keys, ",", -1);
  if (dealer->decks->len == 0 ? peer_keys[0] != '\0' : g_strv_length (keys) != dealer->decks->len)
    return refused (error, _("the other side revealed %u deck keys for %u decks"),
                    peer_keys[0] == '\0' ? 0 : g_strv_length (keys), dealer->decks->len);
  for (guint d = 0; d < dealer->decks->len; d++)
    if (!bn_net_deck_verify (g_ptr_array_index (dealer->decks, d), keys[d], error))
      return FALSE;
  return TRUE;
}

/**
 * bn_net_dealer_answer_again:
 * @their_decks: how many decks the other side holds whole
 *   (bn_net_dealer_get_n_whole_decks())
 * @their_deals: how many deals it was given (bn_net_dealer_get_n_deals())
 *
 * After a reconnection, both sides call it, each with what the other
 * holds: it sends again, in the order the other's engine will ask for
 * them, what this side sent that the other lacks:
 * this side's locks of each deck it does not hold (the same locks, never
 * new ones) and the opening of each deal made for it since (the same
 * number, its proof made afresh). Its dealer then deals on as if the line
 * had never dropped.
 */
gboolean
bn_net_dealer_answer_again (BnNetDealer  *dealer,
                            guint         their_decks,
                            guint         their_deals,
                            GError      **error)
{
  guint deal = 0;

  g_return_val_if_fail (dealer != NULL, FALSE);

  for (guint d = 0; d < dealer->decks->len; d++)
    {
      BnNetDeck *deck = g_ptr_array_index (dealer->decks, d);
      guint n = bn_net_deck_get_n_dealt (deck);

      if (d >= their_decks)
        {
          g_autofree char *commitment = bn_net_deck_get_commitment (deck);
          g_autofree char *locks = bn_net_deck_get_locks (deck);
          g_autofree char *text = NULL;

          if (locks == NULL)
            return refused (error, _("deck %u was never locked on this side"), d);
          text = g_strdup_printf ("%u/%s/%s", d, commitment, locks);
          if (!dealer->line->send (dealer->line_data, "DECK", text, error))
            return FALSE;
        }
      for (guint i = 0; i < n; i++, deal++)
        {
          g_autofree char *opened = NULL;
          g_autofree char *text = NULL;

          if (deal < their_deals || g_array_index (dealer->given, Given, deal).side == dealer->side)
            continue;
          if ((opened = bn_net_deck_open_again (deck, i, error)) == NULL)
            return FALSE;
          text = g_strdup_printf ("%u/%s", deal, opened);
          if (!dealer->line->send (dealer->line_data, "DEAL", text, error))
            return FALSE;
        }
    }
  return TRUE;
}

/**
 * bn_net_dealer_rewind:
 *
 * A battle is about to be rebuilt from its first action (a restart, an
 * undo, a file read again): its deals, up to the last one made, are given
 * again as they were, without a word to the other side.
 */
void
bn_net_dealer_rewind (BnNetDealer *dealer)
{
  g_return_if_fail (dealer != NULL);

  dealer->cursor = 0;
  dealer->n_reshuffles = 0;
}

#define DEALER_TEXT_TYPE "(ua(uu)ayas)"

/* Returns: (transfer full): the dealer as this side holds it, its keys
 * included, as one line of text to keep with the battle: a side stopped
 * mid-battle takes it up (bn_net_dealer_new_from_text()) and owes the
 * same cards. Secret: it is never sent. */
char *
bn_net_dealer_to_text (const BnNetDealer *dealer)
{
  GVariantBuilder given, decks;
  g_autoptr(GVariant) value = NULL;

  g_return_val_if_fail (dealer != NULL, NULL);

  g_variant_builder_init (&given, G_VARIANT_TYPE ("a(uu)"));
  for (guint i = 0; i < dealer->given->len; i++)
    {
      const Given *g = &g_array_index (dealer->given, Given, i);

      g_variant_builder_add (&given, "(uu)", g->side, g->card);
    }
  g_variant_builder_init (&decks, G_VARIANT_TYPE ("as"));
  for (guint d = 0; d < dealer->decks->len; d++)
    {
      g_autofree char *text = bn_net_deck_to_text (g_ptr_array_index (dealer->decks, d));

      g_variant_builder_add (&decks, "s", text);
    }
  value = g_variant_ref_sink (g_variant_new ("(ua(uu)@ayas)", dealer->side, &given,
    g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, dealer->next_cards, dealer->n_next_cards, 1), &decks));
  return g_variant_print (value, FALSE);
}

/* Reads a dealer kept by bn_net_dealer_to_text(), rewound; refuses, saying
 * why, one that no longer holds together. */
BnNetDealer *
bn_net_dealer_new_from_text (const char             *text,
                             const BnNetDealerLine  *line,
                             gpointer                line_data,
                             GError                **error)
{
  g_autoptr(GVariant) value = NULL;
  g_autoptr(GVariant) next = NULL;
  g_autoptr(GVariantIter) given = NULL, decks = NULL;
  g_autoptr(BnNetDealer) dealer = NULL;
  const guint8 *next_bytes;
  gsize n_next = 0;
  guint side, g_side, g_card;
  const char *deck_text;

  g_return_val_if_fail (line != NULL, NULL);

  value = g_variant_parse (G_VARIANT_TYPE (DEALER_TEXT_TYPE), text != NULL ? text : "", NULL, NULL, NULL);
  if (value == NULL)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL, _("the saved command deck cannot be read: %s"),
                   _("it is not a dealt deck"));
      return NULL;
    }
  g_variant_get (value, "(ua(uu)@ayas)", &side, &given, &next, &decks);
  next_bytes = g_variant_get_fixed_array (next, &n_next, 1);
  if (side > 1 || n_next > BN_NET_DECK_MAX_CARDS)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL, _("the saved command deck cannot be read: %s"),
                   _("its side or cards do not hold together"));
      return NULL;
    }
  dealer = g_new0 (BnNetDealer, 1);
  dealer->side = side;
  dealer->line = line;
  dealer->line_data = line_data;
  dealer->decks = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_net_deck_free);
  dealer->given = g_array_new (FALSE, FALSE, sizeof (Given));
  if (n_next > 0)
    memcpy (dealer->next_cards, next_bytes, n_next);
  dealer->n_next_cards = (guint) n_next;
  while (g_variant_iter_next (given, "(uu)", &g_side, &g_card))
    {
      Given g = { g_side, g_card };

      if (g_side > 1 || (g_card != BN_CHANCE_CARD_UNSEEN && g_card >= BN_NET_DECK_MAX_CARDS))
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL, _("the saved command deck cannot be read: %s"),
                       _("a card dealt is not one"));
          return NULL;
        }
      g_array_append_val (dealer->given, g);
    }
  while (g_variant_iter_next (decks, "&s", &deck_text))
    {
      BnNetDeck *deck = bn_net_deck_new_from_text (deck_text, error);

      if (deck == NULL)
        return NULL;
      g_ptr_array_add (dealer->decks, deck);
    }
  return g_steal_pointer (&dealer);
}

/**
 * bn_net_dealer_reveal:
 * @peer_keys: the other side's keys, as bn_net_dealer_get_keys() gave them
 * @out_cards: (element-type guint): filled with every card dealt, in the
 *   order dealt, the other side's included
 *
 * At the end, once the other side has revealed its keys: checks them
 * (bn_net_dealer_verify()), then unlocks every card this side opened for
 * the other, so both hands are known whole. A deal that was given as this
 * side's own card must be the card unlocked.
 *
 * Returns: %FALSE with @error (%BN_NET_ERROR_REFUSED) naming the fault
 */
gboolean
bn_net_dealer_reveal (BnNetDealer  *dealer,
                      const char   *peer_keys,
                      GArray       *out_cards,
                      GError      **error)
{
  g_auto(GStrv) keys = NULL;

  g_return_val_if_fail (dealer != NULL && peer_keys != NULL && out_cards != NULL, FALSE);

  if (!bn_net_dealer_verify (dealer, peer_keys, error))
    return FALSE;
  keys = g_strsplit (peer_keys, ",", -1);
  g_array_set_size (out_cards, 0);
  for (guint d = 0; d < dealer->decks->len; d++)
    {
      guint8 cards[BN_NET_DECK_MAX_CARDS];
      guint n = bn_net_deck_reveal_dealt (g_ptr_array_index (dealer->decks, d), keys[d], cards, error);

      if (n == 0 && error != NULL && *error != NULL)
        return FALSE;
      for (guint i = 0; i < n; i++)
        {
          guint card = cards[i];

          g_array_append_val (out_cards, card);
        }
    }
  if (out_cards->len != dealer->given->len)
    return refused (error, _("the decks dealt %u cards, but the battle was dealt %u"), out_cards->len,
                    dealer->given->len);
  for (guint i = 0; i < dealer->given->len; i++)
    {
      const Given *given = &g_array_index (dealer->given, Given, i);

      if (given->card != BN_CHANCE_CARD_UNSEEN && given->card != g_array_index (out_cards, guint, i))
        return refused (error, _("deal %u gave card %u, but the decks hold card %u there"), i + 1, given->card,
                        g_array_index (out_cards, guint, i));
    }
  return TRUE;
}

/**
 * bn_net_dealer_check_battle:
 * @played: the battle as one side played it, the other's hand unseen
 * @full: the same battle built afresh on @full_chance, whose deck deals
 *   every card as bn_net_dealer_reveal() found it (bn_dealt_cards_attach())
 * @draws: (nullable) (element-type guint64): per decision, the seed its
 *   rolls were drawn from; 0: none
 * @out_side: (out): the side at fault, when there is one
 *
 * Replays @played's decisions on @full, with both hands seen whole, and
 * checks each against the rules: a decision the rules forbid with the whole
 * hand in view (a card discarded while another could order, a card played
 * that was not where it was said to be) is found, and its side named.
 *
 * Returns: %FALSE with @error (%BN_NET_ERROR_REFUSED) at the first such
 *   decision
 */
gboolean
bn_net_dealer_check_battle (const BnBattle *played,
                            BnBattle       *full,
                            BnChance       *full_chance,
                            const GArray   *draws,
                            guint          *out_side,
                            GError        **error)
{
  guint n;

  g_return_val_if_fail (played != NULL && full != NULL && full_chance != NULL && out_side != NULL, FALSE);

  n = bn_battle_get_n_actions (played);
  for (guint i = 0; i < n; i++)
    {
      const BnBattleAction *action = bn_battle_get_action (played, i);
      g_autoptr(GError) illegal = NULL;

      if (draws != NULL && i < draws->len && g_array_index (draws, guint64, i) != 0)
        bn_chance_reseed (full_chance, g_array_index (draws, guint64, i));
      if (!bn_battle_check (full, action, &illegal) || !bn_battle_apply (full, action, &illegal))
        {
          *out_side = action->side;
          return refused (error, _("side %u’s decision %u breaks the rules once both hands are seen: %s"),
                          action->side, i + 1, illegal->message);
        }
    }
  return TRUE;
}
