/* bn-card-orders-left.c — what the command card in play still allows; see
 * the header. */
#include "bn-card-orders-left.h"

#include "bn-battle-private.h"

#include <string.h>

/**
 * bn_battle_get_card_orders_left:
 * @out: (out): what the card allows still
 *
 * Returns: whether the side to act is ordering units with a card that
 *   orders them (a colour card, "each colour", a tactic or the stakes
 *   card, freestanding commanders), @out then filled
 */
gboolean
bn_battle_get_card_orders_left (const BnBattle   *battle,
                                BnCardOrdersLeft *out)
{
  const BnCommandCardProfile *card;
  g_autoptr(GArray) legal = NULL;

  g_return_val_if_fail (battle != NULL && out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  out->colour = -1;
  if (battle->s.phase != BN_PHASE_ORDER || battle->s.card < 0 || battle->s.reroll != 0 || battle->s.struck != 0)
    return FALSE;
  card = battle_card_in_play (battle);
  if (card == NULL || card->orders == 0)
    return FALSE;
  out->card = (guint) battle->s.card;
  out->by_colour = card->kind == BN_CARD_KIND_EACH_COLOUR;
  if (card->kind == BN_CARD_KIND_COLOUR)
    out->colour = (gint) card->colour;
  legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  bn_battle_legal_actions (battle, legal);
  if (out->by_colour)
    {
      for (guint c = 0; c < BN_BATTLE_N_COLOURS; c++)
        if (battle->s.colour_orders[c] > 0)
          out->colours_left |= 1u << c;
    }
  else
    out->orders_left = battle->s.orders_left;
  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *action = &g_array_index (legal, BnBattleAction, i);

      if (action->type != BN_ACTION_ORDER_UNIT && action->type != BN_ACTION_ORDER_COMMANDER
          && action->type != BN_ACTION_ORDER_GROUP)
        continue;
      out->n_open++;
      out->n_commanders_open += action->type == BN_ACTION_ORDER_COMMANDER;
      /* The colours of the units it would order (a company or a "Battle"
       * is ordered through any colour of its units): as the engine
       * orders them, on a copy. */
      if (out->by_colour && action->type != BN_ACTION_ORDER_COMMANDER)
        {
          g_autoptr(BnChance) chance = bn_chance_new_seeded (0);
          g_autoptr(BnBattle) copy = battle_copy_state (battle, chance, FALSE);

          copy->no_offers = TRUE;
          if (!bn_battle_apply (copy, action, NULL))
            continue;
          for (guint u = 0; u < battle->s.n_units; u++)
            if (battle->s.units[u].ordered == BN_ORDER_NONE && copy->s.units[u].ordered != BN_ORDER_NONE
                && battle->s.units[u].colour < BN_BATTLE_N_COLOURS)
              out->colours_open |= (1u << battle->s.units[u].colour) & out->colours_left;
        }
    }
  return TRUE;
}
