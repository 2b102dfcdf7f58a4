/* jg-army-fixture.h — the Junior General tests' army: every troop type, a
 * ballista and two commanders (with @both_machines, crossbowmen and a
 * catapult too), each unit with its stands and whether it is light. */
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

static inline BnBattleArmy *
jg_fixture_army (const BnBattleRules *rules,
                 const char          *name,
                 gboolean             both_machines)
{
  BnBattleArmy *a = bn_battle_army_new (name);

  jg_fixture_add (a, rules, BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_A, "spear", 4, FALSE);
  jg_fixture_add (a, rules, BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "halberd", 4, FALSE);
  jg_fixture_add (a, rules, BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_C, "spear", 4, TRUE);
  jg_fixture_add (a, rules, BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "longbow", 4, FALSE);
  if (both_machines)
    {
      jg_fixture_add (a, rules, BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "crossbow", 4, FALSE);
      jg_fixture_add (a, rules, BN_BATTLE_ARM_ARTILLERY, BN_UNIT_CLASS_A, "gun", 1, FALSE);
    }
  jg_fixture_add (a, rules, BN_BATTLE_ARM_HORSE, BN_UNIT_CLASS_C, "spear", 3, TRUE);
  jg_fixture_add (a, rules, BN_BATTLE_ARM_HORSE, BN_UNIT_CLASS_A, "lance", 3, FALSE);
  jg_fixture_add (a, rules, BN_BATTLE_ARM_ARTILLERY, BN_UNIT_CLASS_A, "bolt-thrower", 1, FALSE);
  bn_battle_army_add_commander (a, "General", BN_COMMANDER_ARMY, 0);
  bn_battle_army_add_commander (a, "Captain", BN_COMMANDER_CAPTAIN, 5);
  return a;
}
