/* bn-card-orders-left.h — what the command card in play still allows.
 *
 * A card's orders are used up in parts: "Order one unit of each colour"
 * an order per colour, a colour card or a tactic card a number of orders
 * (L&L, Play a command card; Order units). While the side orders, this
 * says which of them are left and which of those a legal order now would
 * use, so that a front end can say "still orders a red and a green unit"
 * or, when the card can do no more, why ("no more green units to
 * order"). Read from the battle and its legal actions; nothing changes.
 */
#pragma once

#include "bn-battle.h"

G_BEGIN_DECLS

typedef struct
{
  guint    card;          /* the card in play (a deck card, as bn_battle_get_played_card()) */
  gboolean by_colour;     /* an order of each colour, rather than a number of them */
  guint    orders_left;   /* not by colour: the orders it has left */
  guint    colours_left;  /* by colour: a bit per colour whose order is left */
  guint    colours_open;  /* by colour: of those, a bit per colour of which a legal order (of a
                             unit, its company, a "Battle") would order a unit now */
  guint    n_open;        /* the legal orders now (units, commanders, "Battles") */
  guint    n_commanders_open; /* … of them, commanders ordered to move alone */
  gint     colour;        /* a colour card's colour, else −1 */
} BnCardOrdersLeft;

gboolean bn_battle_get_card_orders_left (const BnBattle   *battle,
                                         BnCardOrdersLeft *out);

G_END_DECLS
