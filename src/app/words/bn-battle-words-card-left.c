/* bn-battle-words-card-left.c — the orders the card in play has left, in
 * a player's words; see bn-battle-words-bar.h. */
#include "bn-config.h"

#include "bn-battle-words-bar.h"

#include "bn-card-orders-left.h"
#include "bn-data-text.h"

#include <glib/gi18n.h>

/* The colours of @bits, @last between the last two: "red and green",
 * "red, green or blue". */
static char *
colours_joined (const BnBattleRules *rules,
                guint                bits,
                const char          *last)
{
  GString *out = g_string_new (NULL);
  guint n = bn_battle_count_bits (bits), said = 0;

  for (guint c = 0; c < 32; c++)
    if (bits & (1u << c))
      {
        if (said > 0)
          g_string_append (out, said + 1 == n ? last : _(", "));
        g_string_append (out, bn_data_text (bn_battle_rules_colour_name (rules, (BnBattleColour) c)));
        said++;
      }
  return g_string_free (out, FALSE);
}

/* The colours of @bits, "red and green", "red, green and blue". */
static char *
colours_of (const BnBattleRules *rules,
            guint                bits)
{
  /* TRANSLATORS: between colours of a list, and before its last */
  return colours_joined (rules, bits, _(" and "));
}

/* The colours of @bits, "red or green". */
static char *
colours_or (const BnBattleRules *rules,
            guint                bits)
{
  /* TRANSLATORS: between colours of a list of alternatives, and before its last */
  return colours_joined (rules, bits, _(" or "));
}

/**
 * bn_battle_words_card_left:
 *
 * Returns: (transfer full) (nullable): while the side to act orders units,
 *   what the card in play still allows ("“Order one unit of each colour”
 *   still orders a red and a green unit (no more blue units to order)"),
 *   or that it is spent and why; %NULL outside the orders
 */
char *
bn_battle_words_card_left (const BnBattleWords *words)
{
  const BnBattleRules *rules = bn_battle_get_rules (words->battle);
  BnCardOrdersLeft left;
  const char *card;

  if (!bn_battle_get_card_orders_left (words->battle, &left))
    return NULL;
  card = bn_battle_words_card (words, left.card);
  if (left.by_colour)
    {
      guint open = left.colours_left & left.colours_open, closed = left.colours_left & ~left.colours_open;
      g_autofree char *can = colours_of (rules, open);
      g_autofree char *cannot = colours_or (rules, closed);

      if (left.colours_left == 0)
        /* TRANSLATORS: a card ordering a unit of each colour */
        return g_strdup_printf (_("“%s” is spent: a unit of each colour has its order"), card);
      if (open == 0 && left.n_commanders_open > 0)
        /* TRANSLATORS: a card, then the colours it has an order left for */
        return g_strdup_printf (_("“%s” still orders a commander to move alone (no more %s units to order)"), card,
                                cannot);
      if (open == 0)
        /* TRANSLATORS: a card, then the colours it has an order left for */
        return g_strdup_printf (_("“%s” is spent: no more %s units to order"), card, cannot);
      if (closed == 0)
        /* TRANSLATORS: a card, then the colours it still orders */
        return g_strdup_printf (ngettext ("“%s” still orders a %s unit", "“%s” still orders a unit of each of %s",
                                          bn_battle_count_bits (open)), card, can);
      return g_strdup_printf (ngettext ("“%s” still orders a %s unit (no more %s units to order)",
                                        "“%s” still orders a unit of each of %s (no more %s units to order)",
                                        bn_battle_count_bits (open)), card, can, cannot);
    }
  if (left.orders_left == 0)
    return g_strdup_printf (_("“%s” is spent: its orders are given"), card);
  if (left.n_open == 0 && left.colour >= 0)
    return g_strdup_printf (ngettext ("“%s” is spent: %u order left, but no more %s units to order",
                                      "“%s” is spent: %u orders left, but no more %s units to order", left.orders_left),
                            card, left.orders_left,
                            bn_data_text (bn_battle_rules_colour_name (rules, (BnBattleColour) left.colour)));
  if (left.n_open == 0)
    return g_strdup_printf (ngettext ("“%s” is spent: %u order left, but no more units it can order",
                                      "“%s” is spent: %u orders left, but no more units it can order",
                                      left.orders_left), card, left.orders_left);
  /* TRANSLATORS: a card, then how many more orders it gives */
  return g_strdup_printf (ngettext ("“%s” still gives %u order", "“%s” still gives %u orders", left.orders_left), card,
                          left.orders_left);
}
