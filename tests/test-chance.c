/* test-chance.c — the seam every card draw and die roll goes through:
 * typed values first, then the seeded deck and dice.
 */
#include "bn-chance.h"

#include <string.h>

/* ---- helpers ---- */

static BnCard
card (const char *text)
{
  g_autoptr(GError) error = NULL;
  BnCard c = BN_CARD_INVALID;

  g_assert_true (bn_card_parse (text, &c, &error));
  g_assert_no_error (error);
  return c;
}

static BnCard
draw_ok (BnChance *chance, BnChanceSource expected_source)
{
  g_autoptr(GError) error = NULL;
  BnChanceSource source = expected_source == BN_CHANCE_SOURCE_TYPED
                          ? BN_CHANCE_SOURCE_SEEDED : BN_CHANCE_SOURCE_TYPED;
  BnCard c = BN_CARD_INVALID;

  g_assert_true (bn_chance_draw_card (chance, &c, &source, &error));
  g_assert_no_error (error);
  g_assert_true (bn_card_is_valid (c));
  g_assert_cmpint (source, ==, expected_source);
  return c;
}

static guint
roll_ok (BnChance *chance, guint sides, BnChanceSource expected_source)
{
  g_autoptr(GError) error = NULL;
  BnChanceSource source = expected_source == BN_CHANCE_SOURCE_TYPED
                          ? BN_CHANCE_SOURCE_SEEDED : BN_CHANCE_SOURCE_TYPED;
  guint value = 0;

  g_assert_true (bn_chance_roll (chance, sides, &value, &source, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (value, >=, 1);
  g_assert_cmpuint (value, <=, sides);
  g_assert_cmpint (source, ==, expected_source);
  return value;
}

static void
assert_draw_fails (BnChance *chance, BnChanceError code)
{
  g_autoptr(GError) error = NULL;
  BnCard c = 42;

  g_assert_false (bn_chance_draw_card (chance, &c, NULL, &error));
  g_assert_error (error, BN_CHANCE_ERROR, (gint) code);
  g_assert_cmpuint (c, ==, 42);
}

static void
assert_roll_fails (BnChance *chance, guint sides, BnChanceError code)
{
  g_autoptr(GError) error = NULL;
  guint value = 77;

  g_assert_false (bn_chance_roll (chance, sides, &value, NULL, &error));
  g_assert_error (error, BN_CHANCE_ERROR, (gint) code);
  g_assert_cmpuint (value, ==, 77);
}

/* ---- seeded cards ---- */

static void
test_seeded_same_seed_same_cards (void)
{
  const guint64 seeds[] = { 0, 7, 42, G_MAXUINT64 };

  for (guint k = 0; k < G_N_ELEMENTS (seeds); k++)
    {
      g_autoptr(BnChance) a = bn_chance_new_seeded (seeds[k]);
      g_autoptr(BnChance) b = bn_chance_new_seeded (seeds[k]);

      for (guint i = 0; i < BN_CARD_COUNT; i++)
        g_assert_cmpuint (draw_ok (a, BN_CHANCE_SOURCE_SEEDED), ==,
                          draw_ok (b, BN_CHANCE_SOURCE_SEEDED));
    }
}

static void
test_seeded_different_seeds (void)
{
  g_autoptr(BnChance) a = bn_chance_new_seeded (1);
  g_autoptr(BnChance) b = bn_chance_new_seeded (2);
  guint same = 0;

  for (guint i = 0; i < BN_CARD_COUNT; i++)
    same += draw_ok (a, BN_CHANCE_SOURCE_SEEDED) == draw_ok (b, BN_CHANCE_SOURCE_SEEDED);
  /* About one card in 54 lands in the same place by chance. */
  g_assert_cmpuint (same, <, 10);
}

static void
test_seeded_golden_seed_7 (void)
{
  /* `--seed 7` deals these first: computed once from an independent
   * reference (SplitMix64 + xoshiro256**, Fisher–Yates) and pinned, since a
   * saved battle replays from its seed. */
  static const char *const golden[] = { "JH", "2H", "5C", "JS", "QC" };
  g_autoptr(BnChance) chance = bn_chance_new_seeded (7);
  BnCard dealt[G_N_ELEMENTS (golden)];
  g_autofree char *text = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (golden); i++)
    {
      dealt[i] = draw_ok (chance, BN_CHANCE_SOURCE_SEEDED);
      g_assert_cmpuint (dealt[i], ==, card (golden[i]));
    }
  text = bn_card_list_to_string (dealt, G_N_ELEMENTS (dealt));
  g_assert_cmpstr (text, ==, "JH,2H,5C,JS,QC");
}

static void
test_seeded_golden_dice_seed_7 (void)
{
  /* The dice share the stream with the deck: after the shuffle of a new
   * seeded chance, seed 7 rolls these D6. */
  static const guint golden[] = { 4, 3, 5, 5, 2 };
  g_autoptr(BnChance) chance = bn_chance_new_seeded (7);

  for (guint i = 0; i < G_N_ELEMENTS (golden); i++)
    g_assert_cmpuint (roll_ok (chance, 6, BN_CHANCE_SOURCE_SEEDED), ==, golden[i]);
}

static void
test_seeded_properties (void)
{
  g_autoptr(BnChance) seeded = bn_chance_new_seeded (7);
  g_autoptr(BnChance) zero = bn_chance_new_seeded (0);
  g_autoptr(BnChance) typed = bn_chance_new_typed ();

  g_assert_true (bn_chance_has_seed (seeded));
  g_assert_cmpuint (bn_chance_get_seed (seeded), ==, 7);
  g_assert_nonnull (bn_chance_get_random (seeded));
  g_assert_cmpuint (bn_random_get_seed (bn_chance_get_random (seeded)), ==, 7);

  /* Seed 0 is a seed like any other. */
  g_assert_true (bn_chance_has_seed (zero));
  g_assert_cmpuint (bn_chance_get_seed (zero), ==, 0);

  g_assert_false (bn_chance_has_seed (typed));
  g_assert_cmpuint (bn_chance_get_seed (typed), ==, 0);
  g_assert_null (bn_chance_get_random (typed));

  g_assert_cmpuint (bn_chance_get_n_cards_drawn (seeded), ==, 0);
  g_assert_cmpuint (bn_chance_get_n_dice_rolled (seeded), ==, 0);
  g_assert_cmpuint (bn_chance_get_n_typed_cards (seeded), ==, 0);
  g_assert_cmpuint (bn_chance_get_n_typed_dice (seeded), ==, 0);
}

static void
test_seeded_whole_deck_then_exhausted (void)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (9);
  guint seen[BN_CARD_COUNT] = { 0 };

  for (guint i = 0; i < BN_CARD_COUNT; i++)
    seen[draw_ok (chance, BN_CHANCE_SOURCE_SEEDED)]++;
  for (guint c = 0; c < BN_CARD_COUNT; c++)
    g_assert_cmpuint (seen[c], ==, 1);
  g_assert_cmpuint (bn_chance_get_n_cards_drawn (chance), ==, 54);

  assert_draw_fails (chance, BN_CHANCE_ERROR_EXHAUSTED);
  g_assert_cmpuint (bn_chance_get_n_cards_drawn (chance), ==, 54);
}

static void
test_seeded_is_shuffled (void)
{
  /* A seeded chance deals a shuffled deck, not the new-deck order. */
  g_autoptr(BnChance) chance = bn_chance_new_seeded (1);
  guint in_place = 0;

  for (guint i = 0; i < BN_CARD_COUNT; i++)
    in_place += draw_ok (chance, BN_CHANCE_SOURCE_SEEDED) == i;
  g_assert_cmpuint (in_place, <, 10);
}

static void
test_seeded_discard_comes_back (void)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (10);
  BnCard first = draw_ok (chance, BN_CHANCE_SOURCE_SEEDED);
  BnCard second = draw_ok (chance, BN_CHANCE_SOURCE_SEEDED);
  BnCard c;

  bn_chance_discard (chance, first);
  bn_chance_discard (chance, second);
  for (guint i = 2; i < BN_CARD_COUNT; i++)
    {
      c = draw_ok (chance, BN_CHANCE_SOURCE_SEEDED);
      g_assert_cmpuint (c, !=, first);
      g_assert_cmpuint (c, !=, second);
    }
  /* The pile is empty: the two discards are reshuffled in and dealt. */
  c = draw_ok (chance, BN_CHANCE_SOURCE_SEEDED);
  g_assert_true (c == first || c == second);
  g_assert_cmpuint (draw_ok (chance, BN_CHANCE_SOURCE_SEEDED), ==, c == first ? second : first);
  assert_draw_fails (chance, BN_CHANCE_ERROR_EXHAUSTED);
  g_assert_cmpuint (bn_chance_get_n_cards_drawn (chance), ==, 56);
}

static void
test_seeded_reshuffle (void)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (11);
  BnCard drawn[5];
  guint seen[BN_CARD_COUNT] = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (drawn); i++)
    {
      drawn[i] = draw_ok (chance, BN_CHANCE_SOURCE_SEEDED);
      bn_chance_discard (chance, drawn[i]);
    }
  bn_chance_reshuffle (chance);
  /* All 54 are back in the deck. */
  for (guint i = 0; i < BN_CARD_COUNT; i++)
    seen[draw_ok (chance, BN_CHANCE_SOURCE_SEEDED)]++;
  for (guint c = 0; c < BN_CARD_COUNT; c++)
    g_assert_cmpuint (seen[c], ==, 1);
  assert_draw_fails (chance, BN_CHANCE_ERROR_EXHAUSTED);
}

/* ---- typed cards ---- */

static void
test_typed_in_order (void)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;

  bn_chance_push_card (chance, card ("QD"));
  g_assert_true (bn_chance_push_cards_text (chance, "7h, RJ 10S", &error));
  g_assert_no_error (error);
  bn_chance_push_card (chance, card ("AC"));
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 5);

  g_assert_cmpuint (draw_ok (chance, BN_CHANCE_SOURCE_TYPED), ==, card ("QD"));
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 4);
  g_assert_cmpuint (draw_ok (chance, BN_CHANCE_SOURCE_TYPED), ==, card ("7H"));
  g_assert_cmpuint (draw_ok (chance, BN_CHANCE_SOURCE_TYPED), ==, BN_CARD_RED_JOKER);
  g_assert_cmpuint (draw_ok (chance, BN_CHANCE_SOURCE_TYPED), ==, card ("10S"));
  g_assert_cmpuint (draw_ok (chance, BN_CHANCE_SOURCE_TYPED), ==, card ("AC"));
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 0);
  g_assert_cmpuint (bn_chance_get_n_cards_drawn (chance), ==, 5);

  /* Running out of typed cards is an error, never a guess. */
  assert_draw_fails (chance, BN_CHANCE_ERROR_EXHAUSTED);
  assert_draw_fails (chance, BN_CHANCE_ERROR_EXHAUSTED);
  g_assert_cmpuint (bn_chance_get_n_cards_drawn (chance), ==, 5);

  /* More can be typed afterwards. */
  bn_chance_push_card (chance, card ("KH"));
  g_assert_cmpuint (draw_ok (chance, BN_CHANCE_SOURCE_TYPED), ==, card ("KH"));
}

static void
test_typed_empty_is_exhausted (void)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;

  assert_draw_fails (chance, BN_CHANCE_ERROR_EXHAUSTED);
  /* Typing nothing queues nothing. */
  g_assert_true (bn_chance_push_cards_text (chance, " , ", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 0);
  assert_draw_fails (chance, BN_CHANCE_ERROR_EXHAUSTED);
  g_assert_cmpuint (bn_chance_get_n_cards_drawn (chance), ==, 0);
}

static void
test_typed_whole_deck (void)
{
  /* A player can type the whole deck, each card once, in any order. */
  g_autoptr(BnChance) chance = bn_chance_new_typed ();

  for (guint i = 0; i < BN_CARD_COUNT; i++)
    bn_chance_push_card (chance, (BnCard) ((i * 5 + 11) % BN_CARD_COUNT));
  for (guint i = 0; i < BN_CARD_COUNT; i++)
    g_assert_cmpuint (draw_ok (chance, BN_CHANCE_SOURCE_TYPED), ==, (i * 5 + 11) % BN_CARD_COUNT);
  assert_draw_fails (chance, BN_CHANCE_ERROR_EXHAUSTED);
}

static void
test_typed_duplicate_refused (void)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  BnCard c = 42;

  g_assert_true (bn_chance_push_cards_text (chance, "7H 7h 2C", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (draw_ok (chance, BN_CHANCE_SOURCE_TYPED), ==, card ("7H"));

  /* The second 7H is already out: refused and dropped, so the player can
   * type another card; nothing is counted as drawn. */
  g_assert_false (bn_chance_draw_card (chance, &c, NULL, &error));
  g_assert_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_DUPLICATE);
  g_assert_nonnull (strstr (error->message, "7H"));
  g_assert_cmpuint (c, ==, 42);
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 1);
  g_assert_cmpuint (bn_chance_get_n_cards_drawn (chance), ==, 1);

  /* The queue moves on to 2C. */
  g_assert_cmpuint (draw_ok (chance, BN_CHANCE_SOURCE_TYPED), ==, card ("2C"));
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 0);
  g_assert_cmpuint (bn_chance_get_n_cards_drawn (chance), ==, 2);
}

static void
test_typed_duplicate_of_seeded_card (void)
{
  /* A card the seeded deck already dealt cannot be typed in. */
  g_autoptr(BnChance) chance = bn_chance_new_seeded (5);
  BnCard dealt = draw_ok (chance, BN_CHANCE_SOURCE_SEEDED);

  bn_chance_push_card (chance, dealt);
  assert_draw_fails (chance, BN_CHANCE_ERROR_DUPLICATE);
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 0);
  g_assert_cmpuint (bn_chance_get_n_cards_drawn (chance), ==, 1);

  /* With the refused card dropped, the deck deals on, never that card. */
  g_assert_cmpuint (draw_ok (chance, BN_CHANCE_SOURCE_SEEDED), !=, dealt);
}

static void
test_typed_before_seeded (void)
{
  /* A seeded chance uses the typed cards first and never deals them again. */
  g_autoptr(BnChance) chance = bn_chance_new_seeded (7);
  g_autoptr(GError) error = NULL;
  const char *typed[] = { "QD", "RJ", "7H", "JH" };  /* JH is seed 7's top card */
  guint seen[BN_CARD_COUNT] = { 0 };

  g_assert_true (bn_chance_push_cards_text (chance, "QD, RJ 7H,JH", &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      BnCard c = draw_ok (chance, BN_CHANCE_SOURCE_TYPED);

      g_assert_cmpuint (c, ==, card (typed[i]));
      seen[c]++;
    }
  for (guint i = G_N_ELEMENTS (typed); i < BN_CARD_COUNT; i++)
    seen[draw_ok (chance, BN_CHANCE_SOURCE_SEEDED)]++;
  for (guint c = 0; c < BN_CARD_COUNT; c++)
    g_assert_cmpuint (seen[c], ==, 1);
  g_assert_cmpuint (bn_chance_get_n_cards_drawn (chance), ==, 54);
  assert_draw_fails (chance, BN_CHANCE_ERROR_EXHAUSTED);
}

static void
test_typed_between_seeded (void)
{
  /* A card typed in the middle of a seeded game leaves the rest of the
   * seeded order as it was, minus that card. */
  g_autoptr(BnChance) plain = bn_chance_new_seeded (7);
  g_autoptr(BnChance) mixed = bn_chance_new_seeded (7);
  BnCard order[BN_CARD_COUNT];
  BnCard typed;
  guint j = 0;

  for (guint i = 0; i < BN_CARD_COUNT; i++)
    order[i] = draw_ok (plain, BN_CHANCE_SOURCE_SEEDED);
  typed = order[30];

  for (guint i = 0; i < 10; i++)
    g_assert_cmpuint (draw_ok (mixed, BN_CHANCE_SOURCE_SEEDED), ==, order[j++]);
  bn_chance_push_card (mixed, typed);
  g_assert_cmpuint (draw_ok (mixed, BN_CHANCE_SOURCE_TYPED), ==, typed);
  while (j < BN_CARD_COUNT)
    {
      if (order[j] == typed)
        {
          j++;
          continue;
        }
      g_assert_cmpuint (draw_ok (mixed, BN_CHANCE_SOURCE_SEEDED), ==, order[j++]);
    }
  assert_draw_fails (mixed, BN_CHANCE_ERROR_EXHAUSTED);
}

static void
test_typed_text_error_queues_nothing (void)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;

  g_assert_false (bn_chance_push_cards_text (chance, "7H, ZZ, 3C", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "card 2 of the list"));
  g_assert_nonnull (strstr (error->message, "ZZ"));
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 0);
  assert_draw_fails (chance, BN_CHANCE_ERROR_EXHAUSTED);
}

static void
test_typed_discard_reshuffle (void)
{
  /* Typed-only: a discarded card can be typed again once reshuffled. */
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  BnCard seven = card ("7H");

  bn_chance_push_card (chance, seven);
  g_assert_cmpuint (draw_ok (chance, BN_CHANCE_SOURCE_TYPED), ==, seven);
  bn_chance_discard (chance, seven);

  /* Discarded but not reshuffled: still out, and the refused card dropped. */
  bn_chance_push_card (chance, seven);
  assert_draw_fails (chance, BN_CHANCE_ERROR_DUPLICATE);
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 0);

  bn_chance_reshuffle (chance);
  bn_chance_push_card (chance, seven);
  g_assert_cmpuint (draw_ok (chance, BN_CHANCE_SOURCE_TYPED), ==, seven);
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 0);
  g_assert_cmpuint (bn_chance_get_n_cards_drawn (chance), ==, 2);

  /* And it is out again. */
  bn_chance_push_card (chance, seven);
  assert_draw_fails (chance, BN_CHANCE_ERROR_DUPLICATE);
}

/* ---- dice ---- */

static void
test_dice_typed_in_order (void)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();

  bn_chance_push_die (chance, 6);
  bn_chance_push_die (chance, 1);
  bn_chance_push_die (chance, 17);
  g_assert_cmpuint (bn_chance_get_n_typed_dice (chance), ==, 3);
  g_assert_cmpuint (roll_ok (chance, 6, BN_CHANCE_SOURCE_TYPED), ==, 6);
  g_assert_cmpuint (roll_ok (chance, 6, BN_CHANCE_SOURCE_TYPED), ==, 1);
  g_assert_cmpuint (roll_ok (chance, 20, BN_CHANCE_SOURCE_TYPED), ==, 17);
  g_assert_cmpuint (bn_chance_get_n_typed_dice (chance), ==, 0);
  g_assert_cmpuint (bn_chance_get_n_dice_rolled (chance), ==, 3);

  assert_roll_fails (chance, 6, BN_CHANCE_ERROR_EXHAUSTED);
  g_assert_cmpuint (bn_chance_get_n_dice_rolled (chance), ==, 3);
}

static void
test_dice_typed_out_of_range (void)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  guint value = 77;

  bn_chance_push_die (chance, 7);
  bn_chance_push_die (chance, 2);

  /* 7 on a D6: refused and dropped, so the player can type it again. */
  g_assert_false (bn_chance_roll (chance, 6, &value, NULL, &error));
  g_assert_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_OUT_OF_RANGE);
  g_assert_cmpuint (value, ==, 77);
  g_assert_cmpuint (bn_chance_get_n_typed_dice (chance), ==, 1);
  g_assert_cmpuint (bn_chance_get_n_dice_rolled (chance), ==, 0);

  /* The queue moves on to the 2. */
  g_assert_cmpuint (roll_ok (chance, 2, BN_CHANCE_SOURCE_TYPED), ==, 2);
  g_assert_cmpuint (bn_chance_get_n_dice_rolled (chance), ==, 1);

  /* 0 is on no die. */
  bn_chance_push_die (chance, 0);
  assert_roll_fails (chance, 100, BN_CHANCE_ERROR_OUT_OF_RANGE);
  g_assert_cmpuint (bn_chance_get_n_typed_dice (chance), ==, 0);
}

static void
test_dice_typed_out_of_range_seeded (void)
{
  /* A bad typed value fails that roll (it is not replaced by a seeded one
   * behind the player's back); the roll after it comes from the seed. */
  g_autoptr(BnChance) chance = bn_chance_new_seeded (3);

  bn_chance_push_die (chance, 21);
  assert_roll_fails (chance, 20, BN_CHANCE_ERROR_OUT_OF_RANGE);
  g_assert_cmpuint (bn_chance_get_n_typed_dice (chance), ==, 0);
  g_assert_cmpuint (bn_chance_get_n_dice_rolled (chance), ==, 0);
  roll_ok (chance, 20, BN_CHANCE_SOURCE_SEEDED);
}

static void
test_dice_typed_text (void)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;

  g_assert_true (bn_chance_push_dice_text (chance, "3, 5 20", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bn_chance_get_n_typed_dice (chance), ==, 3);
  g_assert_true (bn_chance_push_dice_text (chance, " 1;\t6 ,", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bn_chance_get_n_typed_dice (chance), ==, 5);

  g_assert_cmpuint (roll_ok (chance, 6, BN_CHANCE_SOURCE_TYPED), ==, 3);
  g_assert_cmpuint (roll_ok (chance, 6, BN_CHANCE_SOURCE_TYPED), ==, 5);
  g_assert_cmpuint (roll_ok (chance, 20, BN_CHANCE_SOURCE_TYPED), ==, 20);
  g_assert_cmpuint (roll_ok (chance, 10, BN_CHANCE_SOURCE_TYPED), ==, 1);
  g_assert_cmpuint (roll_ok (chance, 6, BN_CHANCE_SOURCE_TYPED), ==, 6);
  assert_roll_fails (chance, 6, BN_CHANCE_ERROR_EXHAUSTED);
}

static void
test_dice_typed_text_refused (void)
{
  static const struct { const char *text; const char *position; } cases[] = {
    { "3,x", "die 2 of the list" },
    { "x", "die 1 of the list" },
    { "4 5 0", "die 3 of the list" },
    { "-1", "die 1 of the list" },
    { "2 3.5", "die 2 of the list" },
    { "6 6 6 7d", "die 4 of the list" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(BnChance) chance = bn_chance_new_typed ();
      g_autoptr(GError) error = NULL;

      g_test_message ("dice “%s”", cases[i].text);
      bn_chance_push_die (chance, 4);
      g_assert_false (bn_chance_push_dice_text (chance, cases[i].text, &error));
      g_assert_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_PARSE);
      g_assert_nonnull (strstr (error->message, cases[i].position));
      /* Nothing of the bad text was queued; what was there stays. */
      g_assert_cmpuint (bn_chance_get_n_typed_dice (chance), ==, 1);
      g_assert_cmpuint (roll_ok (chance, 6, BN_CHANCE_SOURCE_TYPED), ==, 4);
      assert_roll_fails (chance, 6, BN_CHANCE_ERROR_EXHAUSTED);
    }
}

static void
test_dice_seeded_in_range (void)
{
  const guint sides[] = { 2, 6, 10, 20 };

  for (guint k = 0; k < G_N_ELEMENTS (sides); k++)
    {
      g_autoptr(BnChance) chance = bn_chance_new_seeded (100 + k);
      guint seen[21] = { 0 };

      for (guint i = 0; i < 200 * sides[k]; i++)
        seen[roll_ok (chance, sides[k], BN_CHANCE_SOURCE_SEEDED)]++;
      g_assert_cmpuint (seen[0], ==, 0);
      for (guint v = 1; v <= sides[k]; v++)
        {
          g_assert_cmpuint (seen[v], >, 100);
          g_assert_cmpuint (seen[v], <, 300);
        }
      g_assert_cmpuint (bn_chance_get_n_dice_rolled (chance), ==, 200 * sides[k]);
    }
}

static void
test_dice_seeded_reproducible (void)
{
  g_autoptr(BnChance) a = bn_chance_new_seeded (2024);
  g_autoptr(BnChance) b = bn_chance_new_seeded (2024);
  g_autoptr(BnChance) c = bn_chance_new_seeded (2025);
  guint differ = 0;

  for (guint i = 0; i < 1000; i++)
    {
      guint sides = i % 2 ? 20 : 6;
      guint va = roll_ok (a, sides, BN_CHANCE_SOURCE_SEEDED);

      g_assert_cmpuint (va, ==, roll_ok (b, sides, BN_CHANCE_SOURCE_SEEDED));
      differ += va != roll_ok (c, sides, BN_CHANCE_SOURCE_SEEDED);
    }
  g_assert_cmpuint (differ, >, 500);
}

static void
test_dice_seeded_from_random (void)
{
  /* Rolls come from the chance's own random stream, as 1 + uniform(sides). */
  g_autoptr(BnChance) chance = bn_chance_new_seeded (55);
  g_autoptr(BnRandom) ahead = bn_random_copy (bn_chance_get_random (chance));

  for (guint i = 0; i < 100; i++)
    {
      guint sides = 2 + i % 19;

      g_assert_cmpuint (roll_ok (chance, sides, BN_CHANCE_SOURCE_SEEDED), ==,
                        (guint) bn_random_range (ahead, 1, (gint) sides));
    }
}

static void
test_dice_typed_before_seeded (void)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (7);
  g_autoptr(BnChance) witness = bn_chance_new_seeded (7);

  bn_chance_push_die (chance, 6);
  bn_chance_push_die (chance, 6);
  g_assert_cmpuint (roll_ok (chance, 6, BN_CHANCE_SOURCE_TYPED), ==, 6);
  g_assert_cmpuint (roll_ok (chance, 6, BN_CHANCE_SOURCE_TYPED), ==, 6);
  /* Typed rolls use none of the stream: the seeded ones carry on as if
   * nothing had been typed. */
  for (guint i = 0; i < 20; i++)
    g_assert_cmpuint (roll_ok (chance, 6, BN_CHANCE_SOURCE_SEEDED), ==,
                      roll_ok (witness, 6, BN_CHANCE_SOURCE_SEEDED));
  g_assert_cmpuint (bn_chance_get_n_dice_rolled (chance), ==, 22);
}

static void
test_typed_only_dice_exhausted (void)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();

  assert_roll_fails (chance, 6, BN_CHANCE_ERROR_EXHAUSTED);
  assert_roll_fails (chance, 20, BN_CHANCE_ERROR_EXHAUSTED);
  g_assert_cmpuint (bn_chance_get_n_dice_rolled (chance), ==, 0);
}

/* ---- counts ---- */

static void
test_counts (void)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (8);
  g_autoptr(GError) error = NULL;

  g_assert_true (bn_chance_push_cards_text (chance, "AS KS", &error));
  g_assert_no_error (error);
  g_assert_true (bn_chance_push_dice_text (chance, "1 2 3", &error));
  g_assert_no_error (error);

  draw_ok (chance, BN_CHANCE_SOURCE_TYPED);
  roll_ok (chance, 6, BN_CHANCE_SOURCE_TYPED);
  draw_ok (chance, BN_CHANCE_SOURCE_TYPED);
  draw_ok (chance, BN_CHANCE_SOURCE_SEEDED);
  roll_ok (chance, 6, BN_CHANCE_SOURCE_TYPED);
  roll_ok (chance, 6, BN_CHANCE_SOURCE_TYPED);
  roll_ok (chance, 20, BN_CHANCE_SOURCE_SEEDED);
  g_assert_cmpuint (bn_chance_get_n_cards_drawn (chance), ==, 3);
  g_assert_cmpuint (bn_chance_get_n_dice_rolled (chance), ==, 4);
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 0);
  g_assert_cmpuint (bn_chance_get_n_typed_dice (chance), ==, 0);

  /* Failures count nothing drawn or rolled; the refused values are dropped. */
  bn_chance_push_card (chance, card ("AS"));
  assert_draw_fails (chance, BN_CHANCE_ERROR_DUPLICATE);
  bn_chance_push_die (chance, 9);
  assert_roll_fails (chance, 8, BN_CHANCE_ERROR_OUT_OF_RANGE);
  g_assert_cmpuint (bn_chance_get_n_cards_drawn (chance), ==, 3);
  g_assert_cmpuint (bn_chance_get_n_dice_rolled (chance), ==, 4);
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 0);
  g_assert_cmpuint (bn_chance_get_n_typed_dice (chance), ==, 0);
}

static void
test_typed_equals_seeded (void)
{
  /* Whichever path a card takes, the rules see the same card: typing what
   * seed 7 would deal gives the same cards, in the same order. */
  g_autoptr(BnChance) seeded = bn_chance_new_seeded (7);
  g_autoptr(BnChance) typed = bn_chance_new_typed ();
  BnCard dealt[8];
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (dealt); i++)
    dealt[i] = draw_ok (seeded, BN_CHANCE_SOURCE_SEEDED);
  text = bn_card_list_to_string (dealt, G_N_ELEMENTS (dealt));
  g_assert_true (bn_chance_push_cards_text (typed, text, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (dealt); i++)
    g_assert_cmpuint (draw_ok (typed, BN_CHANCE_SOURCE_TYPED), ==, dealt[i]);
  g_assert_cmpuint (bn_chance_get_n_cards_drawn (typed), ==,
                    bn_chance_get_n_cards_drawn (seeded));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/chance/seeded/same-seed-same-cards", test_seeded_same_seed_same_cards);
  g_test_add_func ("/chance/seeded/different-seeds", test_seeded_different_seeds);
  g_test_add_func ("/chance/seeded/golden-seed-7", test_seeded_golden_seed_7);
  g_test_add_func ("/chance/seeded/golden-dice-seed-7", test_seeded_golden_dice_seed_7);
  g_test_add_func ("/chance/seeded/properties", test_seeded_properties);
  g_test_add_func ("/chance/seeded/whole-deck-then-exhausted", test_seeded_whole_deck_then_exhausted);
  g_test_add_func ("/chance/seeded/is-shuffled", test_seeded_is_shuffled);
  g_test_add_func ("/chance/seeded/discard-comes-back", test_seeded_discard_comes_back);
  g_test_add_func ("/chance/seeded/reshuffle", test_seeded_reshuffle);
  g_test_add_func ("/chance/typed/in-order", test_typed_in_order);
  g_test_add_func ("/chance/typed/empty-is-exhausted", test_typed_empty_is_exhausted);
  g_test_add_func ("/chance/typed/whole-deck", test_typed_whole_deck);
  g_test_add_func ("/chance/typed/duplicate-refused", test_typed_duplicate_refused);
  g_test_add_func ("/chance/typed/duplicate-of-seeded-card", test_typed_duplicate_of_seeded_card);
  g_test_add_func ("/chance/typed/before-seeded", test_typed_before_seeded);
  g_test_add_func ("/chance/typed/between-seeded", test_typed_between_seeded);
  g_test_add_func ("/chance/typed/text-error-queues-nothing", test_typed_text_error_queues_nothing);
  g_test_add_func ("/chance/typed/discard-reshuffle", test_typed_discard_reshuffle);
  g_test_add_func ("/chance/typed/equals-seeded", test_typed_equals_seeded);
  g_test_add_func ("/chance/dice/typed-in-order", test_dice_typed_in_order);
  g_test_add_func ("/chance/dice/typed-out-of-range", test_dice_typed_out_of_range);
  g_test_add_func ("/chance/dice/typed-out-of-range-seeded", test_dice_typed_out_of_range_seeded);
  g_test_add_func ("/chance/dice/typed-text", test_dice_typed_text);
  g_test_add_func ("/chance/dice/typed-text-refused", test_dice_typed_text_refused);
  g_test_add_func ("/chance/dice/typed-only-exhausted", test_typed_only_dice_exhausted);
  g_test_add_func ("/chance/dice/seeded-in-range", test_dice_seeded_in_range);
  g_test_add_func ("/chance/dice/seeded-reproducible", test_dice_seeded_reproducible);
  g_test_add_func ("/chance/dice/seeded-from-random", test_dice_seeded_from_random);
  g_test_add_func ("/chance/dice/typed-before-seeded", test_dice_typed_before_seeded);
  g_test_add_func ("/chance/counts", test_counts);

  return g_test_run ();
}
