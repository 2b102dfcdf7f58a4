/* bn-battle-rules-xml.h — a ruleset's battle rules read from its data file.
 *
 * The battle core (src/battle) holds no XML; this is where its tables come
 * from in the app: data/rulesets/<id>.xml, checked against battle.rng, fed
 * row by row (with line numbers) to the battle rules builder. For Lords &
 * Levies the result equals bn_battle_rules_new_default(), which the tests
 * hold it to.
 */
#pragma once

#include <gio/gio.h>

#include "bn-battle-rules.h"

G_BEGIN_DECLS

BnBattleRules *bn_battle_rules_load_default (GError     **error);
BnBattleRules *bn_battle_rules_load_ruleset (const BnRuleset  *ruleset,
                                             GError          **error);
BnBattleRules *bn_battle_rules_load_id      (const char       *id,
                                             GError          **error);
BnBattleRules *bn_battle_rules_load_bytes   (GBytes      *bytes,
                                             const char  *name,
                                             GError     **error);

G_END_DECLS
