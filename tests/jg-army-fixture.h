/* jg-army-fixture.h — a Junior General test army, unit by unit: the
 * stands a unit takes the field with and whether it is light troops. */
#pragma once

#include "bn-battle-army.h"

static inline void
jg_fixture_add (BnBattleArmy        *army,
                const BnBattleRules *rules,
                BnBattleArm          arm,
                BnUnitClass          cls,
                const char          *weapon,
                guint                stands,
                gboolean             light)
{
  int i = bn_battle_army_add_unit (army, rules, weapon, arm, cls, weapon, BN_BATTLE_COLOUR_RED);

  g_assert_cmpint (i, >=, 0);
  army->units[i].figures = stands;
  army->units[i].light = light;
}
