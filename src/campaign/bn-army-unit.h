/* bn-army-unit.h — one unit on a roster: the unit and what it is owed.
 *
 * A mercenary unit is bought at a quarter of its regular cost and promised
 * a payment after the battle (Lionheart). The promise is secret from the
 * opponent: it counts against the army's points, and an enemy's bribe must
 * beat it.
 */
#pragma once

#include "bn-unit.h"

G_BEGIN_DECLS

typedef struct
{
  BnUnit *unit;
  guint promise;          /* points promised to a mercenary unit; 0 otherwise */
} BnArmyUnit;

BnArmyUnit *bn_army_unit_new   (BnUnit           *unit,
                                guint             promise);
BnArmyUnit *bn_army_unit_copy  (const BnArmyUnit *army_unit);
void        bn_army_unit_free  (BnArmyUnit       *army_unit);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnArmyUnit, bn_army_unit_free)

G_END_DECLS
