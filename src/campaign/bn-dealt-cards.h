/* bn-dealt-cards.h — a command deck dealt again as it was once dealt: the
 * cards of a battle whose deck was dealt by a dealer (a battle over the
 * network, bn-net-dealer.h), given again in the order they came, so that
 * the battle can be replayed from its actions without the dealer.
 */
#pragma once

#include "bn-chance.h"

G_BEGIN_DECLS

void bn_dealt_cards_attach (BnChance    *chance,
                            const guint *cards,
                            guint        n_cards);

G_END_DECLS
