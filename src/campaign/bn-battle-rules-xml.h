/* bn-battle-rules-xml.h — the battle rules read from data/battle.xml.
 *
 * The battle core (src/battle) holds no XML; this is where its tables come
 * from in the app: data/battle.xml, checked against battle.rng, fed row by
 * row (with line numbers) to the battle rules builder. The result equals
 * bn_battle_rules_new_default(), which the tests hold it to.
 */
#pragma once

#include <gio/gio.h>

#include "bn-battle-rules.h"

G_BEGIN_DECLS

BnBattleRules *bn_battle_rules_load_default (GError     **error);
BnBattleRules *bn_battle_rules_load_bytes   (GBytes      *bytes,
                                             const char  *name,
                                             GError     **error);

G_END_DECLS
