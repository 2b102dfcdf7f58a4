/* bn-cli-cards.c — "cards …": the deck and notation, from the shell. */
#include "bn-cli.h"

#include "bn-chance.h"

static const char *
suit_id (BnSuit suit)
{
  switch (suit)
    {
    case BN_SUIT_CLUBS:
      return "clubs";
    case BN_SUIT_DIAMONDS:
      return "diamonds";
    case BN_SUIT_HEARTS:
      return "hearts";
    case BN_SUIT_SPADES:
      return "spades";
    case BN_SUIT_NONE:
    default:
      return NULL;
    }
}

/* One card of "cards draw --json": its notation and what it is. */
static void
card_json (BnJson *json,
           BnCard  card)
{
  g_autofree char *text = bn_card_to_string (card);
  gboolean joker = bn_card_is_joker (card);

  bn_json_begin_object (json);
  bn_json_member_string (json, "card", text);
  bn_json_key (json, "value");
  if (joker)
    bn_json_null (json);
  else
    bn_json_int (json, bn_card_get_value (card));
  bn_json_member_string (json, "suit", suit_id (bn_card_get_suit (card)));
  bn_json_member_string (json, "colour", bn_card_is_red (card) ? "red" : "black");
  bn_json_member_bool (json, "joker", joker);
  bn_json_end_object (json);
}

/* cards draw N [--seed S]: deal N cards from a deck shuffled by S. Without a
 * seed one is chosen and printed on stderr, so the draw can be repeated. */
int
bn_cli_cards_draw (BnCliContext *ctx,
                   int           argc,
                   char        **argv)
{
  g_autofree char *seed_text = NULL;
  const GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Shuffle with seed S (a whole number); the same seed deals the same cards"), "S" },
    { NULL }
  };
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(BnJson) json = NULL;
  guint64 count;
  guint64 seed;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "N", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the number of cards to draw, e.g. “cards draw 5”"));
  if (!g_ascii_string_to_unsigned (argv[1], 10, 1, BN_CARD_COUNT, &count, NULL))
    return bn_cli_usage_error (ctx, _("“%s” is not a number of cards from 1 to %d"), argv[1], BN_CARD_COUNT);

  if (seed_text != NULL)
    {
      if (!bn_cli_parse_seed (seed_text, &seed, &error))
        return bn_cli_usage_error (ctx, "%s", error->message);
    }
  else
    {
      seed = bn_random_new_seed ();
      g_printerr ("seed %" G_GUINT64_FORMAT "\n", seed);
    }

  chance = bn_chance_new_seeded (seed);
  if (ctx->json)
    {
      json = bn_json_new ();
      bn_json_begin_object (json);
      /* A seed given or chosen is at most 2^63-1 (bn_cli_parse_seed()). */
      bn_json_member_int (json, "seed", (gint64) seed);
      bn_json_key (json, "cards");
      bn_json_begin_array (json);
    }
  for (guint64 i = 0; i < count; i++)
    {
      BnCard card;
      g_autofree char *text = NULL;

      if (!bn_chance_draw_card (chance, &card, NULL, &error))
        return bn_cli_fail (ctx, error);
      if (json != NULL)
        {
          card_json (json, card);
          continue;
        }
      text = bn_card_to_string (card);
      g_string_append_printf (out, "%s%s", i > 0 ? " " : "", text);
    }
  if (json != NULL)
    {
      bn_json_end_array (json);
      bn_json_end_object (json);
      bn_json_print (g_steal_pointer (&json));
      return BN_CLI_EXIT_OK;
    }
  g_print ("%s\n", out->str);
  return BN_CLI_EXIT_OK;
}
