/* bn-battle-words-odds.h — the odds and the stakes of a choice in a
 * player's words: a single combat, the defender's stand or retreat, a
 * breakthrough (bn-battle-words-odds.c, bn-battle-words-stakes.c).
 */
#pragma once

#include "bn-battle-words.h"
#include "bn-duel-preview.h"

G_BEGIN_DECLS

char *bn_battle_words_duel_odds   (const BnBattleWords  *words,
                                   const BnDuelPreview  *preview);
char *bn_battle_words_duel_stake  (const BnBattleWords  *words,
                                   const BnDuelPreview  *preview,
                                   gboolean              mine_falls);
char *bn_battle_words_duel_short  (const BnBattleWords  *words,
                                   const BnDuelPreview  *preview);
char *bn_battle_words_action_odds (const BnBattleWords  *words,
                                   const BnBattleAction *action);
char *bn_battle_words_defence_odds (const BnBattleWords *words);

G_END_DECLS
