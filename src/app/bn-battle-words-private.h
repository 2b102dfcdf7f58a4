/* bn-battle-words-private.h — what bn-battle-words.c shares with the words
 * of a battle on the open table (bn-battle-words-table.c). */
#pragma once

#include "bn-battle-words.h"

const char *bn_battle_words_table_phase  (const BnBattle      *battle);
char       *bn_battle_words_table_action (const BnBattleWords  *words,
                                          const BnBattleAction *action);
/* %NULL for an event told as in any other ruleset. */
char       *bn_battle_words_table_event  (const BnBattleWords *words,
                                          const BnBattleEvent *event);
char       *bn_battle_words_table_board  (const BnBattleWords *words);
