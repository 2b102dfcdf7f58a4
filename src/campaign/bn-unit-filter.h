/* bn-unit-filter.h — "a unit of knights", as data.
 *
 * A filter names some of a unit's attributes (arm, armour, battle class,
 * morale, a kind its unit type says it is); a unit matches when it has
 * every one named. Rules that ask for
 * "a unit of cavalry or men-at-arms" are lists of filters, any of which
 * will do, so no rule names a unit type.
 */
#pragma once

#include "bn-unit.h"

G_BEGIN_DECLS

#define BN_UNIT_FILTER_ANY (-1)

typedef struct
{
  int arm;                /* a BnArm, or BN_UNIT_FILTER_ANY */
  int armour;             /* a BnArmour, or BN_UNIT_FILTER_ANY */
  int battle_class;       /* a BnBattleClass, or BN_UNIT_FILTER_ANY */
  int morale;             /* a BnMorale, or BN_UNIT_FILTER_ANY */
  const char *kind;       /* interned: a kind its unit type names ("knights"); %NULL: any */
} BnUnitFilter;

#define BN_UNIT_FILTER_INIT { BN_UNIT_FILTER_ANY, BN_UNIT_FILTER_ANY, BN_UNIT_FILTER_ANY, BN_UNIT_FILTER_ANY, NULL }

gboolean bn_unit_filter_matches (const BnUnitFilter *filter,
                                 const BnUnit       *unit,
                                 BnBattleClass       battle_class,
                                 const char * const *type_kinds);

G_END_DECLS
