/* bn-battle-army-from-roster.h — a saved army, ready for the battle core.
 *
 * The campaign keeps an army as a roster (BnArmy: BnUnits priced by
 * Lionheart, leaders in posts); the battle core takes a BnBattleArmy
 * (class, weapon index, colour, figures per unit; ranked commanders).
 * This is the one place that turns the first into the second; the
 * mapping is written up in docs/rules.md ("Data, scenarios and logs").
 */
#pragma once

#include "bn-army.h"
#include "bn-battle-army.h"
#include "bn-leader.h"
#include "bn-unit-rules.h"

G_BEGIN_DECLS

BnBattleArmy *bn_battle_army_from_roster (const BnArmy        *army,
                                          const BnLeader      *leader,
                                          GPtrArray           *domain,
                                          BnUnitRules         *unit_rules,
                                          const BnBattleRules *battle_rules,
                                          GError             **error);
void          bn_battle_risk_load_default (BnBattleRisk       *out);
char         *bn_battle_unit_explain     (const BnUnit        *unit,
                                          BnUnitRules         *unit_rules,
                                          const BnBattleRules *battle_rules);
char         *bn_battle_unit_explain_rulesets (const BnUnit  *unit,
                                          BnUnitRules   *unit_rules,
                                          GError       **error);

G_END_DECLS
