/* bn-army-unit.c — roster entries. */
#include "bn-army-unit.h"

/* Takes @unit. */
BnArmyUnit *
bn_army_unit_new (BnUnit *unit,
                  guint   promise)
{
  BnArmyUnit *army_unit;

  g_return_val_if_fail (unit != NULL, NULL);

  army_unit = g_new0 (BnArmyUnit, 1);
  army_unit->unit = unit;
  army_unit->promise = promise;
  return army_unit;
}

BnArmyUnit *
bn_army_unit_copy (const BnArmyUnit *army_unit)
{
  g_return_val_if_fail (army_unit != NULL, NULL);

  return bn_army_unit_new (bn_unit_copy (army_unit->unit), army_unit->promise);
}

void
bn_army_unit_free (BnArmyUnit *army_unit)
{
  if (army_unit == NULL)
    return;
  bn_unit_free (army_unit->unit);
  g_free (army_unit);
}
