/* bn-battle-words-combat-private.h — what the words of a combat share
 * between the account as a whole (bn-battle-words-combat.c) and where its
 * hits went (bn-battle-words-hits.c).
 */
#pragma once

#include "bn-battle-words.h"
#include "bn-combat-account.h"

/* Who threw for side @k (0 attacker, 1 defender) of @account, and whether
 * that name takes a plural verb (a commander's never does). */
const char *bn_battle_words_combat_side           (const BnBattleWords   *words,
                                                   const BnCombatAccount *account,
                                                   guint                  k);
gboolean    bn_battle_words_combat_side_is_plural (const BnBattleWords   *words,
                                                   const BnCombatAccount *account,
                                                   guint                  k);
/* Side @k's hits and where each went, a sentence, appended to @out. */
void        bn_battle_words_append_hits           (GString               *out,
                                                   const BnBattleWords   *words,
                                                   const BnCombatAccount *account,
                                                   guint                  k);
