/* bn-battle-words-private.h — what bn-battle-words.c shares with the words
 * of a battle on the open table (bn-battle-words-table.c) and of its
 * leaders (bn-battle-words-leaders.c). */
#pragma once

#include "bn-battle-words.h"

/* bn-battle-words.c: whether @battle is told in Lionheart's words (its
 * ruleset plays its own turn). */
gboolean    bn_battle_words_own_turn     (const BnBattle      *battle);

/* bn-battle-words.c: what became of the commander in a breakthrough's
 * hex, and why (a BN_EVENT_BREAKTHROUGH's held), or %NULL. */
const char *bn_battle_words_breakthrough_commander (const BnBattleWords *words,
                                                    guint                held);

const char *bn_battle_words_table_phase  (const BnBattle      *battle);
char       *bn_battle_words_table_action (const BnBattleWords  *words,
                                          const BnBattleAction *action);
/* %NULL for an event told as in any other ruleset. */
char       *bn_battle_words_table_event  (const BnBattleWords *words,
                                          const BnBattleEvent *event);
char       *bn_battle_words_table_board  (const BnBattleWords *words);

/* bn-battle-words-leaders.c: %NULL for what is told as any other action
 * or event. */
char       *bn_battle_words_retainer_action (const BnBattleWords  *words,
                                             const BnBattleAction *action);
char       *bn_battle_words_retainer_event  (const BnBattleWords *words,
                                             const BnBattleEvent *event,
                                             guint                viewer);
char       *bn_battle_words_skill_event     (const BnBattleWords *words,
                                             const BnBattleEvent *event);
char       *bn_battle_words_skill_number    (const BnBattleWords *words,
                                             const BnBattleEvent *event);
char       *bn_battle_words_retainer_name   (const BnBattleWords *words,
                                             guint                retainer,
                                             gboolean             start);
char       *bn_battle_words_duel_die        (const BnBattleWords *words,
                                             const BnBattleEvent *event);
char       *bn_battle_words_duel            (const BnBattleWords *words,
                                             const BnBattleEvent *event);
char       *bn_battle_words_falls           (const BnBattleWords *words,
                                             const BnBattleEvent *event);
char       *bn_battle_words_host_fights_on  (const BnBattleWords *words,
                                             guint                commander);

/* bn-battle-words-risk.c: %NULL for an event that is not of a leader's risk. */
char       *bn_battle_words_risk_event      (const BnBattleWords *words,
                                             const BnBattleEvent *event);

/* bn-battle-words-combat.c: why a unit making a stand threw no defence
 * die (a BnNoDefence), or %NULL when nothing is said. */
const char *bn_battle_words_no_defence      (guint                why);

/* @one or @many, whole sentences marked for translation, as @unit's name
 * takes a singular or a plural verb ("Field gun shoots", "Longbowmen
 * shoot"; bn_battle_words_unit_is_plural()). */
#define BN_WORDS_BY_NUMBER(words, unit, one, many) \
  (bn_battle_words_unit_is_plural ((words), (unit)) ? (many) : (one))
