/* bn-chance.c — typed values first, then the seeded deck and dice. */
#include "bn-chance.h"
#include <glib/gi18n-lib.h>

struct _BnChance
{
  BnRandom *random;       /* NULL when only typed values may be used */
  BnDeck *deck;
  GArray *typed_cards;    /* BnCard, consumed from index typed_cards_pos */
  guint typed_cards_pos;
  GArray *typed_dice;     /* guint */
  guint typed_dice_pos;
  guint n_cards_drawn;
  guint n_dice_rolled;
  guint wanted_sides;     /* the die a typed-only chance ran out on; 0: none */
  const BnChanceDealer *dealer;  /* NULL: the battle's deck is drawn by dice */
  gpointer dealer_data;
  GDestroyNotify dealer_destroy;
};

G_DEFINE_QUARK (bn-chance-error-quark, bn_chance_error)

static BnChance *
chance_new (BnRandom *random)
{
  BnChance *chance = g_new0 (BnChance, 1);

  chance->random = random;
  chance->deck = bn_deck_new (random);
  chance->typed_cards = g_array_new (FALSE, FALSE, sizeof (BnCard));
  chance->typed_dice = g_array_new (FALSE, FALSE, sizeof (guint));
  return chance;
}

/* A shuffled deck and dice from @seed, plus whatever the player types. */
BnChance *
bn_chance_new_seeded (guint64 seed)
{
  BnChance *chance = chance_new (bn_random_new (seed));

  bn_deck_shuffle (chance->deck);
  return chance;
}

/* Only what the player types: running out is an error, never a guess. */
BnChance *
bn_chance_new_typed (void)
{
  return chance_new (NULL);
}

void
bn_chance_free (BnChance *chance)
{
  if (chance == NULL)
    return;
  bn_chance_set_dealer (chance, NULL, NULL, NULL);
  bn_deck_free (chance->deck);
  g_clear_pointer (&chance->random, bn_random_free);
  g_array_unref (chance->typed_cards);
  g_array_unref (chance->typed_dice);
  g_free (chance);
}

gboolean
bn_chance_has_seed (const BnChance *chance)
{
  g_return_val_if_fail (chance != NULL, FALSE);

  return chance->random != NULL;
}

guint64
bn_chance_get_seed (const BnChance *chance)
{
  g_return_val_if_fail (chance != NULL, 0);

  return chance->random != NULL ? bn_random_get_seed (chance->random) : 0;
}

/* Returns: (transfer none) (nullable): the random source, for rules that
 * need more than cards and dice (a random battlefield, the AI's tie breaks). */
BnRandom *
bn_chance_get_random (BnChance *chance)
{
  g_return_val_if_fail (chance != NULL, NULL);

  return chance->random;
}

/* The seeded dice and deck go on from @seed: the deck gathers its discards
 * and is shuffled by the new stream. Typed values still come first. */
void
bn_chance_reseed (BnChance *chance,
                  guint64   seed)
{
  g_return_if_fail (chance != NULL && chance->random != NULL);

  bn_random_reseed (chance->random, seed);
  bn_deck_reshuffle (chance->deck);
}

void
bn_chance_push_card (BnChance *chance,
                     BnCard    card)
{
  g_return_if_fail (chance != NULL);
  g_return_if_fail (bn_card_is_valid (card));

  g_array_append_val (chance->typed_cards, card);
}

/* Queues the cards of @text ("7H, QS 3C"); on error nothing is queued. */
gboolean
bn_chance_push_cards_text (BnChance    *chance,
                           const char  *text,
                           GError     **error)
{
  g_autoptr(GArray) cards = NULL;

  g_return_val_if_fail (chance != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  cards = bn_card_parse_list (text, error);
  if (cards == NULL)
    return FALSE;
  g_array_append_vals (chance->typed_cards, cards->data, cards->len);
  return TRUE;
}

void
bn_chance_push_die (BnChance *chance,
                    guint     value)
{
  g_return_if_fail (chance != NULL);

  g_array_append_val (chance->typed_dice, value);
}

/* Queues the numbers of @text ("3, 5 20"); on error nothing is queued. The
 * range of each value is checked when it is rolled, since only then is the
 * die known. */
gboolean
bn_chance_push_dice_text (BnChance    *chance,
                          const char  *text,
                          GError     **error)
{
  g_auto(GStrv) words = NULL;
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (guint));
  guint position = 0;

  g_return_val_if_fail (chance != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  words = g_regex_split_simple ("[\\s,;]+", text, 0, 0);
  for (guint i = 0; words[i] != NULL; i++)
    {
      guint64 value;

      if (words[i][0] == '\0')
        continue;
      position++;
      if (!g_ascii_string_to_unsigned (words[i], 10, 1, 100, &value, NULL))
        {
          g_set_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_PARSE,
                       _("die %u of the list: “%s” is not a die roll (a whole number from 1 up)"),
                       position, words[i]);
          return FALSE;
        }
      g_array_append_vals (values, &(guint) { (guint) value }, 1);
    }
  g_array_append_vals (chance->typed_dice, values->data, values->len);
  return TRUE;
}

guint
bn_chance_get_n_typed_cards (const BnChance *chance)
{
  g_return_val_if_fail (chance != NULL, 0);

  return chance->typed_cards->len - chance->typed_cards_pos;
}

guint
bn_chance_get_n_typed_dice (const BnChance *chance)
{
  g_return_val_if_fail (chance != NULL, 0);

  return chance->typed_dice->len - chance->typed_dice_pos;
}

/**
 * bn_chance_draw_card:
 * @out_card: (out): the card drawn
 * @out_source: (out) (optional): whether it was typed or dealt by the seed
 *
 * A typed card is taken out of this chance's deck, so the seeded deck never
 * deals it again. Typing a card that is already out is
 * %BN_CHANCE_ERROR_DUPLICATE: that typed card is dropped, so the next draw
 * takes the next typed card (or the deck).
 */
gboolean
bn_chance_draw_card (BnChance        *chance,
                     BnCard          *out_card,
                     BnChanceSource  *out_source,
                     GError         **error)
{
  g_return_val_if_fail (chance != NULL, FALSE);
  g_return_val_if_fail (out_card != NULL, FALSE);

  if (chance->typed_cards_pos < chance->typed_cards->len)
    {
      BnCard card = g_array_index (chance->typed_cards, BnCard, chance->typed_cards_pos);

      if (!bn_deck_take (chance->deck, card))
        {
          g_autofree char *name = bn_card_to_string (card);

          g_set_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_DUPLICATE,
                       _("typed card %u (%s) was already drawn from this deck"),
                       chance->typed_cards_pos + 1, name);
          /* Dropped: the player types another card instead. */
          chance->typed_cards_pos++;
          return FALSE;
        }
      chance->typed_cards_pos++;
      chance->n_cards_drawn++;
      *out_card = card;
      if (out_source != NULL)
        *out_source = BN_CHANCE_SOURCE_TYPED;
      return TRUE;
    }

  if (chance->random == NULL)
    {
      g_set_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED,
                   _("ran out of typed cards: %u given, at least one more is needed"),
                   chance->typed_cards->len);
      return FALSE;
    }

  if (!bn_deck_draw (chance->deck, out_card))
    {
      g_set_error_literal (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED,
                           _("every card of the deck is out; none is left to draw"));
      return FALSE;
    }
  chance->n_cards_drawn++;
  if (out_source != NULL)
    *out_source = BN_CHANCE_SOURCE_SEEDED;
  return TRUE;
}

/* Returns a drawn card to the discard pile; it comes back at the next
 * reshuffle. */
void
bn_chance_discard (BnChance *chance,
                   BnCard    card)
{
  g_return_if_fail (chance != NULL);

  bn_deck_discard (chance->deck, card);
}

void
bn_chance_reshuffle (BnChance *chance)
{
  g_return_if_fail (chance != NULL);

  bn_deck_reshuffle (chance->deck);
}

/**
 * bn_chance_roll:
 * @sides: 6 for a D6, 20 for a D20, …
 * @out_value: (out): 1 to @sides
 *
 * A typed value outside 1–@sides is %BN_CHANCE_ERROR_OUT_OF_RANGE and is
 * dropped, so the player can type the roll again.
 */
gboolean
bn_chance_roll (BnChance        *chance,
                guint            sides,
                guint           *out_value,
                BnChanceSource  *out_source,
                GError         **error)
{
  g_return_val_if_fail (chance != NULL, FALSE);
  g_return_val_if_fail (sides >= 2, FALSE);
  g_return_val_if_fail (out_value != NULL, FALSE);

  if (chance->typed_dice_pos < chance->typed_dice->len)
    {
      guint value = g_array_index (chance->typed_dice, guint, chance->typed_dice_pos);

      if (value < 1 || value > sides)
        {
          g_set_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_OUT_OF_RANGE,
                       _("typed die %u is %u, but a D%u shows 1 to %u"),
                       chance->typed_dice_pos + 1, value, sides, sides);
          chance->typed_dice_pos++;
          return FALSE;
        }
      chance->typed_dice_pos++;
      chance->n_dice_rolled++;
      *out_value = value;
      if (out_source != NULL)
        *out_source = BN_CHANCE_SOURCE_TYPED;
      return TRUE;
    }

  if (chance->random == NULL)
    {
      chance->wanted_sides = sides;
      g_set_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED,
                   _("ran out of typed dice: %u given, at least one more D%u is needed"),
                   chance->typed_dice->len, sides);
      return FALSE;
    }

  *out_value = (guint) bn_random_range (chance->random, 1, (gint) sides);
  chance->n_dice_rolled++;
  if (out_source != NULL)
    *out_source = BN_CHANCE_SOURCE_SEEDED;
  return TRUE;
}

guint
bn_chance_get_n_cards_drawn (const BnChance *chance)
{
  g_return_val_if_fail (chance != NULL, 0);

  return chance->n_cards_drawn;
}

guint
bn_chance_get_n_dice_rolled (const BnChance *chance)
{
  g_return_val_if_fail (chance != NULL, 0);

  return chance->n_dice_rolled;
}

/* Returns: the sides of the die a typed-only chance last ran out on (a
 *   D6: 6), so that every face of it may be tried; 0 when none did. */
guint
bn_chance_get_wanted_sides (const BnChance *chance)
{
  g_return_val_if_fail (chance != NULL, 0);

  return chance->wanted_sides;
}

/**
 * bn_chance_set_dealer:
 * @dealer: (nullable): the dealer's functions, which must outlive the
 *   chance (a static table); %NULL takes the dealer away
 * @data: passed to them
 * @destroy: (nullable): frees @data with the chance or the next dealer
 *
 * From now on a battle on this chance asks @dealer for each command card a
 * side draws. A copy of a battle is given a chance of its own and so no
 * dealer: it draws among the cards its side cannot account for, a guess.
 */
void
bn_chance_set_dealer (BnChance             *chance,
                      const BnChanceDealer *dealer,
                      gpointer              data,
                      GDestroyNotify        destroy)
{
  g_return_if_fail (chance != NULL);
  g_return_if_fail (dealer == NULL || dealer->deal != NULL);

  if (chance->dealer_destroy != NULL)
    chance->dealer_destroy (chance->dealer_data);
  chance->dealer = dealer;
  chance->dealer_data = data;
  chance->dealer_destroy = destroy;
}

gboolean
bn_chance_has_dealer (const BnChance *chance)
{
  g_return_val_if_fail (chance != NULL, FALSE);

  return chance->dealer != NULL;
}

/**
 * bn_chance_deal_card:
 * @side: the side whose hand the card goes to
 * @out_card: (out): the card, or %BN_CHANCE_CARD_UNSEEN
 *
 * Asks the dealer for the next card. Without a dealer it is
 * %BN_CHANCE_ERROR_EXHAUSTED.
 */
gboolean
bn_chance_deal_card (BnChance  *chance,
                     guint      side,
                     guint     *out_card,
                     GError   **error)
{
  g_return_val_if_fail (chance != NULL, FALSE);
  g_return_val_if_fail (side < 2, FALSE);
  g_return_val_if_fail (out_card != NULL, FALSE);

  if (chance->dealer == NULL)
    {
      g_set_error_literal (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED,
                           _("no dealer deals this deck"));
      return FALSE;
    }
  return chance->dealer->deal (chance->dealer_data, side, out_card, error);
}

/* Tells the dealer, if any, that @cards are shuffled into a new pile. */
void
bn_chance_deal_reshuffle (BnChance     *chance,
                          const guint8 *cards,
                          guint         n_cards)
{
  g_return_if_fail (chance != NULL);

  if (chance->dealer != NULL && chance->dealer->reshuffle != NULL)
    chance->dealer->reshuffle (chance->dealer_data, cards, n_cards);
}
