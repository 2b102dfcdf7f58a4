/* bn-battle-words-bar.h — what the play window's bar and its panel say of
 * a step in a player's words: the orders the card in play has left
 * (bn-battle-words-card-left.c), and the other side's breakthroughs and
 * the commanders its half left alone (bn-battle-words-their-half.c).
 */
#pragma once

#include "bn-battle-words.h"

G_BEGIN_DECLS

char      *bn_battle_words_card_left   (const BnBattleWords *words);
GPtrArray *bn_battle_words_their_moves (const BnBattleWords *words,
                                        const BnBattle      *before,
                                        const BnBattle      *after,
                                        guint                viewer);

G_END_DECLS
