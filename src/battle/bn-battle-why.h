/* bn-battle-why.h — why a unit is offered no move or no battle now.
 *
 * The engine's legal actions say what may be done; these say, for one
 * unit, what stands in the way of the rest, in the words of the check
 * that refuses it and with the rule's source ("(L&L, order sheet)"), so
 * that a board can tell a player why a piece has nothing to do. Read
 * only: the battle is not changed, nothing is rolled.
 */
#pragma once

#include "bn-battle.h"

G_BEGIN_DECLS

char *bn_battle_why_no_move          (const BnBattle *battle,
                                      guint           unit);
char *bn_battle_why_no_battle        (const BnBattle *battle,
                                      guint           unit,
                                      int             target);
char *bn_battle_why_no_battle_after  (const BnBattle *battle,
                                      guint           unit,
                                      guint           hexes);
gboolean bn_battle_why_defender_chooses (const BnBattle *battle,
                                         BnHex           hex);

G_END_DECLS
