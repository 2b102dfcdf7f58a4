/* bn-combat-tally-private.h — where the hits went under a ruleset's own
 * tables (bn-combat-tally.c), for the accounts of combats
 * (bn-combat-account.c).
 */
#pragma once

#include "bn-combat-account.h"

G_GNUC_INTERNAL void battle_combat_tally_own (const BnBattle  *b,
                                              BnCombatAccount *account);
