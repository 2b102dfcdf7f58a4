/* test-cards.c — card values and classes, the notation players type, and
 * the 54-card deck (draw pile, discard pile, seeded shuffles).
 */
#include "bn-card.h"
#include "bn-deck.h"

#include <string.h>

/* ---- helpers ---- */

/* The card the rulings name, built without bn_card_make: suit × 13 + value − 1. */
static BnCard
card_of (BnSuit suit, guint value)
{
  return (BnCard) (suit * 13 + value - 1);
}

static BnCard
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  BnCard card = BN_CARD_INVALID;

  g_assert_true (bn_card_parse (text, &card, &error));
  g_assert_no_error (error);
  g_assert_true (bn_card_is_valid (card));
  return card;
}

/* Asserts that @cards holds each of the 54 cards exactly once. */
static void
assert_permutation (const BnCard *cards, guint n)
{
  guint seen[BN_CARD_COUNT] = { 0 };

  g_assert_cmpuint (n, ==, BN_CARD_COUNT);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (bn_card_is_valid (cards[i]));
      seen[cards[i]]++;
    }
  for (guint c = 0; c < BN_CARD_COUNT; c++)
    g_assert_cmpuint (seen[c], ==, 1);
}

/* Draws every card of @deck in order; returns how many were drawn. */
static guint
draw_all (BnDeck *deck, BnCard *out, guint max)
{
  guint n = 0;
  BnCard card;

  while (n < max && bn_deck_draw (deck, &card))
    out[n++] = card;
  return n;
}

/* ---- cards: identity, values and classes ---- */

static void
test_cards_distinct (void)
{
  g_autoptr(GHashTable) strings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) displays = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_assert_cmpint (BN_CARD_COUNT, ==, 54);
  for (guint c = 0; c < BN_CARD_COUNT; c++)
    {
      g_assert_true (bn_card_is_valid ((BnCard) c));
      g_assert_true (g_hash_table_add (strings, bn_card_to_string ((BnCard) c)));
      g_assert_true (g_hash_table_add (displays, bn_card_to_display ((BnCard) c)));
    }
  g_assert_cmpuint (g_hash_table_size (strings), ==, 54);
  g_assert_cmpuint (g_hash_table_size (displays), ==, 54);

  g_assert_false (bn_card_is_valid (54));
  g_assert_false (bn_card_is_valid (200));
  g_assert_false (bn_card_is_valid (BN_CARD_INVALID));
  g_assert_cmpuint (BN_CARD_RED_JOKER, ==, 52);
  g_assert_cmpuint (BN_CARD_BLACK_JOKER, ==, 53);
}

static void
test_cards_make (void)
{
  for (BnSuit suit = BN_SUIT_CLUBS; suit < BN_SUIT_NONE; suit++)
    for (guint value = 1; value <= 13; value++)
      {
        BnCard card = bn_card_make (suit, value);

        g_assert_cmpuint (card, ==, card_of (suit, value));
        g_assert_cmpint (bn_card_get_suit (card), ==, suit);
        g_assert_cmpuint (bn_card_get_value (card), ==, value);
        g_assert_false (bn_card_is_joker (card));
      }
}

static void
test_cards_values (void)
{
  /* Ace 1, 2–10 as printed, Jack 11, Queen 12, King 13, joker 0. */
  static const struct { const char *text; guint value; } cases[] = {
    { "AC", 1 }, { "2D", 2 }, { "3H", 3 }, { "4S", 4 }, { "5C", 5 },
    { "6D", 6 }, { "7H", 7 }, { "8S", 8 }, { "9C", 9 }, { "10D", 10 },
    { "JH", 11 }, { "QS", 12 }, { "KC", 13 }, { "AS", 1 }, { "KD", 13 },
    { "RJ", 0 }, { "BJ", 0 },
  };
  guint total = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpuint (bn_card_get_value (parse_ok (cases[i].text)), ==, cases[i].value);

  /* Each suit is worth 1 + 2 + … + 13 = 91, the jokers nothing. */
  for (guint c = 0; c < BN_CARD_COUNT; c++)
    total += bn_card_get_value ((BnCard) c);
  g_assert_cmpuint (total, ==, 4 * 91);
}

static void
test_cards_suits (void)
{
  guint per_suit[BN_SUIT_NONE + 1] = { 0 };

  for (guint c = 0; c < BN_CARD_COUNT; c++)
    per_suit[bn_card_get_suit ((BnCard) c)]++;
  for (guint s = 0; s < BN_SUIT_NONE; s++)
    g_assert_cmpuint (per_suit[s], ==, 13);
  g_assert_cmpuint (per_suit[BN_SUIT_NONE], ==, 2);

  g_assert_cmpint (bn_card_get_suit (parse_ok ("7C")), ==, BN_SUIT_CLUBS);
  g_assert_cmpint (bn_card_get_suit (parse_ok ("7D")), ==, BN_SUIT_DIAMONDS);
  g_assert_cmpint (bn_card_get_suit (parse_ok ("7H")), ==, BN_SUIT_HEARTS);
  g_assert_cmpint (bn_card_get_suit (parse_ok ("7S")), ==, BN_SUIT_SPADES);
  g_assert_cmpint (bn_card_get_suit (BN_CARD_RED_JOKER), ==, BN_SUIT_NONE);
  g_assert_cmpint (bn_card_get_suit (BN_CARD_BLACK_JOKER), ==, BN_SUIT_NONE);
}

static void
test_cards_colours (void)
{
  guint red = 0, black = 0;

  for (guint c = 0; c < BN_CARD_COUNT; c++)
    {
      BnCard card = (BnCard) c;
      BnSuit suit = bn_card_get_suit (card);
      gboolean expect_red;

      if (card == BN_CARD_RED_JOKER)
        expect_red = TRUE;
      else if (card == BN_CARD_BLACK_JOKER)
        expect_red = FALSE;
      else
        expect_red = suit == BN_SUIT_HEARTS || suit == BN_SUIT_DIAMONDS;

      g_assert_cmpint (bn_card_is_red (card), ==, expect_red);
      g_assert_cmpint (bn_card_is_black (card), ==, !expect_red);
      red += bn_card_is_red (card) ? 1 : 0;
      black += bn_card_is_black (card) ? 1 : 0;
    }
  g_assert_cmpuint (red, ==, 27);
  g_assert_cmpuint (black, ==, 27);

  g_assert_true (bn_card_is_red (parse_ok ("QH")));
  g_assert_true (bn_card_is_red (parse_ok ("AD")));
  g_assert_true (bn_card_is_black (parse_ok ("KS")));
  g_assert_true (bn_card_is_black (parse_ok ("2C")));
  g_assert_true (bn_card_is_red (BN_CARD_RED_JOKER));
  g_assert_false (bn_card_is_black (BN_CARD_RED_JOKER));
  g_assert_true (bn_card_is_black (BN_CARD_BLACK_JOKER));
  g_assert_false (bn_card_is_red (BN_CARD_BLACK_JOKER));
  /* Not a card: neither colour. */
  g_assert_false (bn_card_is_black (BN_CARD_INVALID));
}

static void
test_cards_classes (void)
{
  guint aces = 0, courts = 0, numbered = 0, jokers = 0;

  for (guint c = 0; c < BN_CARD_COUNT; c++)
    {
      BnCard card = (BnCard) c;
      guint value = bn_card_get_value (card);
      gboolean joker = c >= 52;

      g_assert_cmpint (bn_card_is_joker (card), ==, joker);
      g_assert_cmpint (bn_card_is_ace (card), ==, !joker && value == 1);
      g_assert_cmpint (bn_card_is_court (card), ==, !joker && value >= 11 && value <= 13);
      g_assert_cmpint (bn_card_is_numbered (card), ==, !joker && value >= 2 && value <= 10);
      /* Every card is in exactly one class. */
      g_assert_cmpint ((bn_card_is_joker (card) ? 1 : 0) + (bn_card_is_ace (card) ? 1 : 0)
                       + (bn_card_is_court (card) ? 1 : 0)
                       + (bn_card_is_numbered (card) ? 1 : 0), ==, 1);

      aces += bn_card_is_ace (card) ? 1 : 0;
      courts += bn_card_is_court (card) ? 1 : 0;
      numbered += bn_card_is_numbered (card) ? 1 : 0;
      jokers += bn_card_is_joker (card) ? 1 : 0;
    }
  g_assert_cmpuint (aces, ==, 4);
  g_assert_cmpuint (courts, ==, 12);
  g_assert_cmpuint (numbered, ==, 36);
  g_assert_cmpuint (jokers, ==, 2);

  /* The named cases of the rulings. */
  g_assert_true (bn_card_is_court (parse_ok ("JC")));
  g_assert_true (bn_card_is_court (parse_ok ("QD")));
  g_assert_true (bn_card_is_court (parse_ok ("KH")));
  g_assert_false (bn_card_is_court (parse_ok ("AS")));
  g_assert_false (bn_card_is_numbered (parse_ok ("AS")));
  g_assert_true (bn_card_is_ace (parse_ok ("AS")));
  g_assert_true (bn_card_is_numbered (parse_ok ("2S")));
  g_assert_true (bn_card_is_numbered (parse_ok ("10S")));
  g_assert_false (bn_card_is_numbered (parse_ok ("JS")));
  g_assert_false (bn_card_is_numbered (BN_CARD_RED_JOKER));
  g_assert_false (bn_card_is_court (BN_CARD_BLACK_JOKER));
  g_assert_false (bn_card_is_ace (BN_CARD_RED_JOKER));
  g_assert_false (bn_card_is_joker (parse_ok ("KS")));
}

/* ---- cards: notation ---- */

static void
test_cards_parse_round_trip_all (void)
{
  for (guint c = 0; c < BN_CARD_COUNT; c++)
    {
      g_autofree char *text = bn_card_to_string ((BnCard) c);
      g_autofree char *lower = g_ascii_strdown (text, -1);
      g_autofree char *padded = g_strdup_printf ("  %s\t", text);

      g_assert_cmpuint (parse_ok (text), ==, c);
      g_assert_cmpuint (parse_ok (lower), ==, c);
      g_assert_cmpuint (parse_ok (padded), ==, c);
    }
}

static void
test_cards_parse_accepted (void)
{
  static const struct { const char *text; BnSuit suit; guint value; } cases[] = {
    { "7H", BN_SUIT_HEARTS, 7 },
    { "7h", BN_SUIT_HEARTS, 7 },
    { "10S", BN_SUIT_SPADES, 10 },
    { "10s", BN_SUIT_SPADES, 10 },
    { "TS", BN_SUIT_SPADES, 10 },
    { "ts", BN_SUIT_SPADES, 10 },
    { "QD", BN_SUIT_DIAMONDS, 12 },
    { "qd", BN_SUIT_DIAMONDS, 12 },
    { "AC", BN_SUIT_CLUBS, 1 },
    { " ac ", BN_SUIT_CLUBS, 1 },
    { "2C", BN_SUIT_CLUBS, 2 },
    { "9D", BN_SUIT_DIAMONDS, 9 },
    { "JH", BN_SUIT_HEARTS, 11 },
    { "kS", BN_SUIT_SPADES, 13 },
    { "7♥", BN_SUIT_HEARTS, 7 },
    { "Q♦", BN_SUIT_DIAMONDS, 12 },
    { "A♣", BN_SUIT_CLUBS, 1 },
    { "10♠", BN_SUIT_SPADES, 10 },
    { "t♠", BN_SUIT_SPADES, 10 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BnCard card = parse_ok (cases[i].text);

      g_test_message ("parsing “%s”", cases[i].text);
      g_assert_cmpuint (card, ==, card_of (cases[i].suit, cases[i].value));
    }

  g_assert_cmpuint (parse_ok ("RJ"), ==, BN_CARD_RED_JOKER);
  g_assert_cmpuint (parse_ok ("rj"), ==, BN_CARD_RED_JOKER);
  g_assert_cmpuint (parse_ok ("Rj"), ==, BN_CARD_RED_JOKER);
  g_assert_cmpuint (parse_ok ("BJ"), ==, BN_CARD_BLACK_JOKER);
  g_assert_cmpuint (parse_ok ("bj"), ==, BN_CARD_BLACK_JOKER);
  g_assert_cmpuint (parse_ok ("\tBJ\n"), ==, BN_CARD_BLACK_JOKER);
}

static void
test_cards_parse_refused (void)
{
  static const char *const refused[] = {
    "", "   ", "1H", "11S", "0C", "ZH", "7X", "7", "H7", "JOKER", "10",
    "100S", "RJX", "7 H", "7HH", "J", "S", "RB", "BR", "-7H", "7H,",
    "1♥", "7♡", "♥7", "10♥♥",
  };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *quoted = g_strdup_printf ("“%s”", refused[i]);
      BnCard card = 17;

      g_test_message ("refusing “%s”", refused[i]);
      g_assert_false (bn_card_parse (refused[i], &card, &error));
      g_assert_error (error, BN_CARD_ERROR, BN_CARD_ERROR_PARSE);
      g_assert_nonnull (strstr (error->message, quoted));
      /* The card is left alone. */
      g_assert_cmpuint (card, ==, 17);
    }

  /* No error pointer is fine too. */
  {
    BnCard card;

    g_assert_false (bn_card_parse ("ZZ", &card, NULL));
  }
}

static void
test_cards_to_string (void)
{
  static const struct { BnSuit suit; guint value; const char *text; } cases[] = {
    { BN_SUIT_CLUBS, 1, "AC" },
    { BN_SUIT_DIAMONDS, 2, "2D" },
    { BN_SUIT_HEARTS, 7, "7H" },
    { BN_SUIT_SPADES, 10, "10S" },
    { BN_SUIT_CLUBS, 11, "JC" },
    { BN_SUIT_DIAMONDS, 12, "QD" },
    { BN_SUIT_SPADES, 13, "KS" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = bn_card_to_string (card_of (cases[i].suit, cases[i].value));

      g_assert_cmpstr (text, ==, cases[i].text);
    }

  {
    g_autofree char *rj = bn_card_to_string (BN_CARD_RED_JOKER);
    g_autofree char *bj = bn_card_to_string (BN_CARD_BLACK_JOKER);
    /* Canonical: "TS" typed in prints as "10S". */
    g_autofree char *ten = bn_card_to_string (parse_ok ("ts"));

    g_assert_cmpstr (rj, ==, "RJ");
    g_assert_cmpstr (bj, ==, "BJ");
    g_assert_cmpstr (ten, ==, "10S");
  }
}

static void
test_cards_display (void)
{
  static const struct { const char *text; const char *display; } cases[] = {
    { "QD", "Queen of Diamonds" },
    { "AC", "Ace of Clubs" },
    { "10S", "Ten of Spades" },
    { "2H", "Two of Hearts" },
    { "JS", "Jack of Spades" },
    { "KH", "King of Hearts" },
    { "9C", "Nine of Clubs" },
    { "RJ", "Red Joker" },
    { "BJ", "Black Joker" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *display = bn_card_to_display (parse_ok (cases[i].text));

      g_assert_cmpstr (display, ==, cases[i].display);
    }
}

static void
test_cards_suit_symbols (void)
{
  g_assert_cmpstr (bn_suit_to_symbol (BN_SUIT_CLUBS), ==, "♣");
  g_assert_cmpstr (bn_suit_to_symbol (BN_SUIT_DIAMONDS), ==, "♦");
  g_assert_cmpstr (bn_suit_to_symbol (BN_SUIT_HEARTS), ==, "♥");
  g_assert_cmpstr (bn_suit_to_symbol (BN_SUIT_SPADES), ==, "♠");
  g_assert_cmpstr (bn_suit_to_symbol (BN_SUIT_NONE), ==, "");

  /* Every card can be typed with its suit symbol. */
  for (guint c = 0; c < 52; c++)
    {
      g_autofree char *text = bn_card_to_string ((BnCard) c);
      g_autofree char *with_symbol = NULL;

      text[strlen (text) - 1] = '\0';
      with_symbol = g_strconcat (text, bn_suit_to_symbol (bn_card_get_suit ((BnCard) c)), NULL);
      g_assert_cmpuint (parse_ok (with_symbol), ==, c);
    }
}

/* ---- cards: lists ---- */

static void
test_cards_parse_list_separators (void)
{
  static const char *const texts[] = {
    "7H, QS 3c",
    "7H,QS,3C",
    "7h qs 3c",
    "  7H ,, QS ;\t3C  ",
    "7♥;Q♠\n3♣",
  };
  const BnCard expected[] = {
    card_of (BN_SUIT_HEARTS, 7), card_of (BN_SUIT_SPADES, 12), card_of (BN_SUIT_CLUBS, 3),
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) cards = bn_card_parse_list (texts[i], &error);

      g_test_message ("list “%s”", texts[i]);
      g_assert_no_error (error);
      g_assert_nonnull (cards);
      g_assert_cmpuint (cards->len, ==, G_N_ELEMENTS (expected));
      for (guint k = 0; k < cards->len; k++)
        g_assert_cmpuint (g_array_index (cards, BnCard, k), ==, expected[k]);
    }
}

static void
test_cards_parse_list_jokers_and_tens (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) cards = bn_card_parse_list ("RJ 10D ts bj", &error);

  g_assert_no_error (error);
  g_assert_nonnull (cards);
  g_assert_cmpuint (cards->len, ==, 4);
  g_assert_cmpuint (g_array_index (cards, BnCard, 0), ==, BN_CARD_RED_JOKER);
  g_assert_cmpuint (g_array_index (cards, BnCard, 1), ==, card_of (BN_SUIT_DIAMONDS, 10));
  g_assert_cmpuint (g_array_index (cards, BnCard, 2), ==, card_of (BN_SUIT_SPADES, 10));
  g_assert_cmpuint (g_array_index (cards, BnCard, 3), ==, BN_CARD_BLACK_JOKER);
}

static void
test_cards_parse_list_empty (void)
{
  static const char *const texts[] = { "", "   ", " , ;, " };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) cards = bn_card_parse_list (texts[i], &error);

      g_assert_no_error (error);
      g_assert_nonnull (cards);
      g_assert_cmpuint (cards->len, ==, 0);
    }
}

static void
test_cards_parse_list_error_position (void)
{
  static const struct { const char *text; const char *position; const char *bad; } cases[] = {
    { "7H, ZZ, 3C", "card 2 of the list", "“ZZ”" },
    { "XX", "card 1 of the list", "“XX”" },
    { "7H QS 3C 1H", "card 4 of the list", "“1H”" },
    /* Empty fields between separators are not counted. */
    { " ,7H,, ,QS;;  11S", "card 3 of the list", "“11S”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) cards = bn_card_parse_list (cases[i].text, &error);

      g_test_message ("list “%s”", cases[i].text);
      g_assert_null (cards);
      g_assert_error (error, BN_CARD_ERROR, BN_CARD_ERROR_PARSE);
      g_assert_nonnull (strstr (error->message, cases[i].position));
      g_assert_nonnull (strstr (error->message, cases[i].bad));
    }
}

static void
test_cards_list_to_string (void)
{
  const BnCard three[] = {
    card_of (BN_SUIT_SPADES, 10), BN_CARD_RED_JOKER, card_of (BN_SUIT_CLUBS, 1),
  };
  g_autofree char *text = bn_card_list_to_string (three, G_N_ELEMENTS (three));
  g_autofree char *one = bn_card_list_to_string (three, 1);
  g_autofree char *none = bn_card_list_to_string (NULL, 0);

  g_assert_cmpstr (text, ==, "10S,RJ,AC");
  g_assert_cmpstr (one, ==, "10S");
  g_assert_cmpstr (none, ==, "");
}

static void
test_cards_list_round_trip_all (void)
{
  BnCard all[BN_CARD_COUNT];
  g_autofree char *text = NULL;
  g_autoptr(GArray) back = NULL;
  g_autoptr(GError) error = NULL;

  /* An order that is not the natural one. */
  for (guint i = 0; i < BN_CARD_COUNT; i++)
    all[i] = (BnCard) ((i * 7 + 3) % BN_CARD_COUNT);

  text = bn_card_list_to_string (all, BN_CARD_COUNT);
  back = bn_card_parse_list (text, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
  g_assert_cmpuint (back->len, ==, BN_CARD_COUNT);
  g_assert_cmpmem (back->data, back->len, all, sizeof all);
  assert_permutation ((const BnCard *) back->data, back->len);
}

/* ---- deck ---- */

static void
test_deck_new_order (void)
{
  g_autoptr(BnDeck) deck = bn_deck_new (NULL);
  BnCard cards[BN_CARD_COUNT];
  BnCard card;

  g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 54);
  g_assert_cmpuint (bn_deck_get_n_discard (deck), ==, 0);
  for (guint c = 0; c < BN_CARD_COUNT; c++)
    g_assert_true (bn_deck_is_in_draw_pile (deck, (BnCard) c));

  /* Ace of clubs on top, then suit order Ace to King, then RJ and BJ. */
  g_assert_cmpuint (draw_all (deck, cards, BN_CARD_COUNT), ==, 54);
  g_assert_cmpuint (cards[0], ==, parse_ok ("AC"));
  g_assert_cmpuint (cards[1], ==, parse_ok ("2C"));
  g_assert_cmpuint (cards[12], ==, parse_ok ("KC"));
  g_assert_cmpuint (cards[13], ==, parse_ok ("AD"));
  g_assert_cmpuint (cards[51], ==, parse_ok ("KS"));
  g_assert_cmpuint (cards[52], ==, BN_CARD_RED_JOKER);
  g_assert_cmpuint (cards[53], ==, BN_CARD_BLACK_JOKER);
  for (guint i = 0; i < BN_CARD_COUNT; i++)
    g_assert_cmpuint (cards[i], ==, i);
  g_assert_false (bn_deck_draw (deck, &card));
}

static void
test_deck_new_is_not_shuffled (void)
{
  /* Even with a random source, a new deck keeps its known order. */
  g_autoptr(BnRandom) random = bn_random_new (7);
  g_autoptr(BnDeck) deck = bn_deck_new (random);
  BnCard card;

  g_assert_true (bn_deck_draw (deck, &card));
  g_assert_cmpuint (card, ==, parse_ok ("AC"));
  g_assert_true (bn_deck_draw (deck, &card));
  g_assert_cmpuint (card, ==, parse_ok ("2C"));
}

static void
shuffled_order (guint64 seed, BnCard *out)
{
  g_autoptr(BnRandom) random = bn_random_new (seed);
  g_autoptr(BnDeck) deck = bn_deck_new (random);

  bn_deck_shuffle (deck);
  g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 54);
  g_assert_cmpuint (draw_all (deck, out, BN_CARD_COUNT), ==, 54);
}

static void
test_deck_shuffle_same_seed (void)
{
  for (guint64 seed = 0; seed < 20; seed++)
    {
      BnCard a[BN_CARD_COUNT], b[BN_CARD_COUNT];

      shuffled_order (seed, a);
      shuffled_order (seed, b);
      g_assert_cmpmem (a, sizeof a, b, sizeof b);
    }
}

static void
test_deck_shuffle_different_seeds (void)
{
  BnCard orders[10][BN_CARD_COUNT];
  BnCard natural[BN_CARD_COUNT];

  for (guint i = 0; i < BN_CARD_COUNT; i++)
    natural[i] = (BnCard) i;
  for (guint s = 0; s < G_N_ELEMENTS (orders); s++)
    {
      shuffled_order (s * 1000 + 1, orders[s]);
      g_assert_true (memcmp (orders[s], natural, sizeof natural) != 0);
    }
  for (guint a = 0; a < G_N_ELEMENTS (orders); a++)
    for (guint b = a + 1; b < G_N_ELEMENTS (orders); b++)
      g_assert_true (memcmp (orders[a], orders[b], sizeof orders[a]) != 0);
}

static void
test_deck_shuffle_permutation (void)
{
  for (guint64 seed = 0; seed < 200; seed++)
    {
      BnCard cards[BN_CARD_COUNT];

      shuffled_order (seed, cards);
      assert_permutation (cards, BN_CARD_COUNT);
    }
}

static void
test_deck_shuffle_is_fisher_yates (void)
{
  /* The deal order is part of a replay: pin it to Fisher–Yates over the
   * draw pile (top at the end) with bn_random_uniform. */
  for (guint64 seed = 0; seed < 10; seed++)
    {
      g_autoptr(BnRandom) ref_random = bn_random_new (seed);
      BnCard pile[BN_CARD_COUNT];
      BnCard expected[BN_CARD_COUNT];
      BnCard dealt[BN_CARD_COUNT];

      for (guint i = 0; i < BN_CARD_COUNT; i++)
        pile[i] = (BnCard) (BN_CARD_COUNT - 1 - i);
      for (guint i = BN_CARD_COUNT; i > 1; i--)
        {
          guint j = bn_random_uniform (ref_random, i);
          BnCard tmp = pile[i - 1];

          pile[i - 1] = pile[j];
          pile[j] = tmp;
        }
      for (guint i = 0; i < BN_CARD_COUNT; i++)
        expected[i] = pile[BN_CARD_COUNT - 1 - i];

      shuffled_order (seed, dealt);
      g_assert_cmpmem (dealt, sizeof dealt, expected, sizeof expected);
    }
}

static void
test_deck_shuffle_top_card_spread (void)
{
  /* Over 5400 seeds each card is on top about 100 times. */
  guint top[BN_CARD_COUNT] = { 0 };

  for (guint64 seed = 0; seed < 5400; seed++)
    {
      g_autoptr(BnRandom) random = bn_random_new (seed);
      g_autoptr(BnDeck) deck = bn_deck_new (random);
      BnCard card;

      bn_deck_shuffle (deck);
      g_assert_true (bn_deck_draw (deck, &card));
      top[card]++;
    }
  for (guint c = 0; c < BN_CARD_COUNT; c++)
    {
      g_assert_cmpuint (top[c], >, 50);
      g_assert_cmpuint (top[c], <, 160);
    }
}

static void
test_deck_shuffle_without_random (void)
{
  g_autoptr(BnDeck) deck = bn_deck_new (NULL);
  BnCard cards[BN_CARD_COUNT];

  bn_deck_shuffle (deck);
  g_assert_cmpuint (draw_all (deck, cards, BN_CARD_COUNT), ==, 54);
  for (guint i = 0; i < BN_CARD_COUNT; i++)
    g_assert_cmpuint (cards[i], ==, i);
}

static void
test_deck_draw_all_then_fail (void)
{
  g_autoptr(BnRandom) random = bn_random_new (3);
  g_autoptr(BnDeck) deck = bn_deck_new (random);
  BnCard cards[BN_CARD_COUNT];
  BnCard card = 99;

  bn_deck_shuffle (deck);
  for (guint i = 0; i < BN_CARD_COUNT; i++)
    {
      g_assert_true (bn_deck_draw (deck, &cards[i]));
      g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, BN_CARD_COUNT - 1 - i);
      g_assert_false (bn_deck_is_in_draw_pile (deck, cards[i]));
    }
  assert_permutation (cards, BN_CARD_COUNT);

  g_assert_false (bn_deck_draw (deck, &card));
  g_assert_cmpuint (card, ==, 99);
  g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 0);
  g_assert_cmpuint (bn_deck_get_n_discard (deck), ==, 0);
}

static void
test_deck_draw_empty_reshuffles_discards (void)
{
  g_autoptr(BnRandom) random = bn_random_new (4);
  g_autoptr(BnDeck) deck = bn_deck_new (random);
  BnCard cards[BN_CARD_COUNT];
  gboolean back[BN_CARD_COUNT] = { FALSE };
  BnCard card;

  bn_deck_shuffle (deck);
  g_assert_cmpuint (draw_all (deck, cards, BN_CARD_COUNT), ==, 54);

  bn_deck_discard (deck, cards[5]);
  bn_deck_discard (deck, cards[17]);
  bn_deck_discard (deck, cards[40]);
  g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 0);
  g_assert_cmpuint (bn_deck_get_n_discard (deck), ==, 3);
  /* Discarded cards are not in the draw pile until reshuffled. */
  g_assert_false (bn_deck_is_in_draw_pile (deck, cards[5]));

  /* The draw pile is empty: the discards come back, shuffled. */
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (bn_deck_draw (deck, &card));
      g_assert_true (card == cards[5] || card == cards[17] || card == cards[40]);
      g_assert_false (back[card]);
      back[card] = TRUE;
      g_assert_cmpuint (bn_deck_get_n_discard (deck), ==, 0);
      g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 2 - i);
    }
  g_assert_false (bn_deck_draw (deck, &card));
}

static void
test_deck_draw_empty_typed_deck_reshuffles (void)
{
  /* A deck without a random source still brings its discards back. */
  g_autoptr(BnDeck) deck = bn_deck_new (NULL);
  BnCard cards[BN_CARD_COUNT];
  BnCard card;

  g_assert_cmpuint (draw_all (deck, cards, BN_CARD_COUNT), ==, 54);
  bn_deck_discard (deck, cards[10]);
  g_assert_true (bn_deck_draw (deck, &card));
  g_assert_cmpuint (card, ==, cards[10]);
  g_assert_false (bn_deck_draw (deck, &card));
}

static void
test_deck_reshuffle (void)
{
  g_autoptr(BnRandom) random = bn_random_new (12);
  g_autoptr(BnDeck) deck = bn_deck_new (random);
  BnCard drawn[10];
  BnCard all[BN_CARD_COUNT];

  bn_deck_shuffle (deck);
  for (guint i = 0; i < G_N_ELEMENTS (drawn); i++)
    g_assert_true (bn_deck_draw (deck, &drawn[i]));
  for (guint i = 0; i < 6; i++)
    bn_deck_discard (deck, drawn[i]);
  g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 44);
  g_assert_cmpuint (bn_deck_get_n_discard (deck), ==, 6);

  bn_deck_reshuffle (deck);
  g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 50);
  g_assert_cmpuint (bn_deck_get_n_discard (deck), ==, 0);
  for (guint i = 0; i < 6; i++)
    g_assert_true (bn_deck_is_in_draw_pile (deck, drawn[i]));
  /* Cards still out stay out. */
  for (guint i = 6; i < 10; i++)
    g_assert_false (bn_deck_is_in_draw_pile (deck, drawn[i]));

  g_assert_cmpuint (draw_all (deck, all, BN_CARD_COUNT), ==, 50);
  memcpy (all + 50, drawn + 6, 4 * sizeof (BnCard));
  assert_permutation (all, BN_CARD_COUNT);
}

static void
test_deck_shuffle_keeps_discards (void)
{
  g_autoptr(BnRandom) random = bn_random_new (13);
  g_autoptr(BnDeck) deck = bn_deck_new (random);
  BnCard card;

  g_assert_true (bn_deck_draw (deck, &card));
  bn_deck_discard (deck, card);
  bn_deck_shuffle (deck);
  g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 53);
  g_assert_cmpuint (bn_deck_get_n_discard (deck), ==, 1);
  g_assert_false (bn_deck_is_in_draw_pile (deck, card));
}

static void
test_deck_take (void)
{
  g_autoptr(BnRandom) random = bn_random_new (14);
  g_autoptr(BnDeck) deck = bn_deck_new (random);
  BnCard queen = parse_ok ("QD");
  BnCard cards[BN_CARD_COUNT];
  guint n;

  bn_deck_shuffle (deck);
  g_assert_true (bn_deck_is_in_draw_pile (deck, queen));
  g_assert_true (bn_deck_take (deck, queen));
  g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 53);
  g_assert_cmpuint (bn_deck_get_n_discard (deck), ==, 0);
  g_assert_false (bn_deck_is_in_draw_pile (deck, queen));
  /* Already out: cannot be taken twice. */
  g_assert_false (bn_deck_take (deck, queen));
  g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 53);
  g_assert_false (bn_deck_take (deck, BN_CARD_INVALID));

  /* The rest of the deck is dealt without it, and without anything lost. */
  g_assert_true (bn_deck_take (deck, BN_CARD_RED_JOKER));
  n = draw_all (deck, cards, BN_CARD_COUNT);
  g_assert_cmpuint (n, ==, 52);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (cards[i], !=, queen);
      g_assert_cmpuint (cards[i], !=, BN_CARD_RED_JOKER);
    }
  cards[52] = queen;
  cards[53] = BN_CARD_RED_JOKER;
  assert_permutation (cards, BN_CARD_COUNT);
}

static void
test_deck_take_keeps_order (void)
{
  /* Taking a card from the middle leaves the others in their order. */
  g_autoptr(BnDeck) deck = bn_deck_new (NULL);
  BnCard cards[BN_CARD_COUNT];
  guint n;

  g_assert_true (bn_deck_take (deck, parse_ok ("AC")));     /* the top */
  g_assert_true (bn_deck_take (deck, parse_ok ("5H")));     /* the middle */
  g_assert_true (bn_deck_take (deck, BN_CARD_BLACK_JOKER)); /* the bottom */
  n = draw_all (deck, cards, BN_CARD_COUNT);
  g_assert_cmpuint (n, ==, 51);
  g_assert_cmpuint (cards[0], ==, parse_ok ("2C"));
  for (guint i = 1; i < n; i++)
    g_assert_cmpuint (cards[i], >, cards[i - 1]);
  g_assert_cmpuint (cards[n - 1], ==, BN_CARD_RED_JOKER);
}

static void
test_deck_take_discarded (void)
{
  g_autoptr(BnDeck) deck = bn_deck_new (NULL);
  BnCard card;

  g_assert_true (bn_deck_draw (deck, &card));
  bn_deck_discard (deck, card);
  /* In the discard pile, not the draw pile: cannot be taken… */
  g_assert_false (bn_deck_take (deck, card));
  /* …until it is reshuffled in. */
  bn_deck_reshuffle (deck);
  g_assert_true (bn_deck_take (deck, card));
  g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 53);
}

static void
test_deck_copy (void)
{
  g_autoptr(BnRandom) random = bn_random_new (15);
  g_autoptr(BnDeck) deck = bn_deck_new (random);
  g_autoptr(BnRandom) random_copy = NULL;
  g_autoptr(BnDeck) copy = NULL;
  BnCard drawn[20];
  BnCard a[BN_CARD_COUNT], b[BN_CARD_COUNT];

  bn_deck_shuffle (deck);
  for (guint i = 0; i < G_N_ELEMENTS (drawn); i++)
    g_assert_true (bn_deck_draw (deck, &drawn[i]));
  for (guint i = 0; i < 5; i++)
    bn_deck_discard (deck, drawn[i]);

  random_copy = bn_random_copy (random);
  copy = bn_deck_copy (deck, random_copy);
  g_assert_cmpuint (bn_deck_get_n_draw (copy), ==, 34);
  g_assert_cmpuint (bn_deck_get_n_discard (copy), ==, 5);

  /* Both deal the same, including the reshuffle of the discards, and the
   * copy draws from its own piles. */
  g_assert_cmpuint (draw_all (deck, a, BN_CARD_COUNT), ==, 39);
  g_assert_cmpuint (bn_deck_get_n_draw (copy), ==, 34);
  g_assert_cmpuint (draw_all (copy, b, BN_CARD_COUNT), ==, 39);
  g_assert_cmpmem (a, 39, b, 39);
  memcpy (a + 39, drawn + 5, 15 * sizeof (BnCard));
  assert_permutation (a, BN_CARD_COUNT);
}

static void
test_deck_counts (void)
{
  g_autoptr(BnRandom) random = bn_random_new (16);
  g_autoptr(BnDeck) deck = bn_deck_new (random);
  BnCard card;

  bn_deck_shuffle (deck);
  for (guint i = 1; i <= 30; i++)
    {
      g_assert_true (bn_deck_draw (deck, &card));
      if (i % 3 == 0)
        bn_deck_discard (deck, card);
      g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 54 - i);
      g_assert_cmpuint (bn_deck_get_n_discard (deck), ==, i / 3);
    }
  /* 24 in the draw pile, 10 discarded, 20 out. */
  bn_deck_reshuffle (deck);
  g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 34);
  g_assert_cmpuint (bn_deck_get_n_discard (deck), ==, 0);
  for (guint i = 1; i <= 34; i++)
    {
      g_assert_true (bn_deck_draw (deck, &card));
      g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 34 - i);
    }
  g_assert_false (bn_deck_draw (deck, &card));
  g_assert_cmpuint (bn_deck_get_n_draw (deck), ==, 0);
  g_assert_cmpuint (bn_deck_get_n_discard (deck), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cards/distinct", test_cards_distinct);
  g_test_add_func ("/cards/make", test_cards_make);
  g_test_add_func ("/cards/values", test_cards_values);
  g_test_add_func ("/cards/suits", test_cards_suits);
  g_test_add_func ("/cards/colours", test_cards_colours);
  g_test_add_func ("/cards/classes", test_cards_classes);
  g_test_add_func ("/cards/parse/round-trip-all", test_cards_parse_round_trip_all);
  g_test_add_func ("/cards/parse/accepted", test_cards_parse_accepted);
  g_test_add_func ("/cards/parse/refused", test_cards_parse_refused);
  g_test_add_func ("/cards/to-string", test_cards_to_string);
  g_test_add_func ("/cards/display", test_cards_display);
  g_test_add_func ("/cards/suit-symbols", test_cards_suit_symbols);
  g_test_add_func ("/cards/parse-list/separators", test_cards_parse_list_separators);
  g_test_add_func ("/cards/parse-list/jokers-and-tens", test_cards_parse_list_jokers_and_tens);
  g_test_add_func ("/cards/parse-list/empty", test_cards_parse_list_empty);
  g_test_add_func ("/cards/parse-list/error-position", test_cards_parse_list_error_position);
  g_test_add_func ("/cards/list-to-string", test_cards_list_to_string);
  g_test_add_func ("/cards/list/round-trip-all", test_cards_list_round_trip_all);

  g_test_add_func ("/deck/new/order", test_deck_new_order);
  g_test_add_func ("/deck/new/not-shuffled", test_deck_new_is_not_shuffled);
  g_test_add_func ("/deck/shuffle/same-seed-same-order", test_deck_shuffle_same_seed);
  g_test_add_func ("/deck/shuffle/different-seeds", test_deck_shuffle_different_seeds);
  g_test_add_func ("/deck/shuffle/permutation", test_deck_shuffle_permutation);
  g_test_add_func ("/deck/shuffle/fisher-yates", test_deck_shuffle_is_fisher_yates);
  g_test_add_func ("/deck/shuffle/top-card-spread", test_deck_shuffle_top_card_spread);
  g_test_add_func ("/deck/shuffle/without-random", test_deck_shuffle_without_random);
  g_test_add_func ("/deck/shuffle/keeps-discards", test_deck_shuffle_keeps_discards);
  g_test_add_func ("/deck/draw/all-then-fail", test_deck_draw_all_then_fail);
  g_test_add_func ("/deck/draw/empty-reshuffles-discards", test_deck_draw_empty_reshuffles_discards);
  g_test_add_func ("/deck/draw/empty-typed-deck-reshuffles", test_deck_draw_empty_typed_deck_reshuffles);
  g_test_add_func ("/deck/reshuffle", test_deck_reshuffle);
  g_test_add_func ("/deck/take", test_deck_take);
  g_test_add_func ("/deck/take/keeps-order", test_deck_take_keeps_order);
  g_test_add_func ("/deck/take/discarded", test_deck_take_discarded);
  g_test_add_func ("/deck/copy", test_deck_copy);
  g_test_add_func ("/deck/counts", test_deck_counts);

  return g_test_run ();
}
