/* bn-unit-filter.c — matching units against data filters. */
#include "bn-unit-filter.h"

/**
 * bn_unit_filter_matches:
 * @battle_class: the class @unit fights as (its override or the class that
 *   follows from arm and armour; see bn_unit_rules_get_battle_class())
 * @type_kinds: (nullable): the kinds @unit's type names (BnUnitType.kinds);
 *   %NULL for a unit of no catalogue type, which is of no kind
 */
gboolean
bn_unit_filter_matches (const BnUnitFilter *filter,
                        const BnUnit       *unit,
                        BnBattleClass       battle_class,
                        const char * const *type_kinds)
{
  g_return_val_if_fail (filter != NULL, FALSE);
  g_return_val_if_fail (unit != NULL, FALSE);

  return (filter->arm == BN_UNIT_FILTER_ANY || filter->arm == (int) unit->arm) &&
         (filter->armour == BN_UNIT_FILTER_ANY || filter->armour == (int) unit->armour) &&
         (filter->battle_class == BN_UNIT_FILTER_ANY || filter->battle_class == (int) battle_class) &&
         (filter->morale == BN_UNIT_FILTER_ANY || filter->morale == (int) unit->morale) &&
         (filter->kind == NULL || (type_kinds != NULL && g_strv_contains (type_kinds, filter->kind)));
}
