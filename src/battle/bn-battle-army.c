/* bn-battle-army.c — building a side's forces for a battle. */
#include "bn-battle-army.h"
#include <glib/gi18n-lib.h>

#include "bn-battle.h"

BnBattleArmy *
bn_battle_army_new (const char *name)
{
  BnBattleArmy *army = g_new0 (BnBattleArmy, 1);

  g_strlcpy (army->name, name != NULL ? name : "army", sizeof army->name);
  return army;
}

BnBattleArmy *
bn_battle_army_copy (const BnBattleArmy *army)
{
  return g_memdup2 (army, sizeof *army);
}

void
bn_battle_army_free (BnBattleArmy *army)
{
  g_free (army);
}

/**
 * bn_battle_army_add_unit:
 * @weapon_id: a weapon of @rules ("spear", "longbow", …)
 *
 * Adds a unit at its class's full strength, not a mercenary, unplaced.
 * Change the returned spec's fields for anything else.
 *
 * Returns: the unit's index, or −1 if the army is full, the class does
 *   not exist for the arm or the weapon is unknown
 */
int
bn_battle_army_add_unit (BnBattleArmy        *army,
                         const BnBattleRules *rules,
                         const char          *name,
                         BnBattleArm          arm,
                         BnUnitClass          unit_class,
                         const char          *weapon_id,
                         BnBattleColour       colour)
{
  const BnClassProfile *profile = bn_battle_rules_lookup_class (rules, arm, unit_class);
  int weapon = bn_battle_rules_find_weapon (rules, weapon_id);
  BnBattleUnitSpec *spec;

  if (army->n_units >= BN_BATTLE_ARMY_MAX_UNITS || profile == NULL || weapon < 0
      || colour >= BN_BATTLE_N_COLOURS)
    return -1;
  spec = &army->units[army->n_units];
  *spec = (BnBattleUnitSpec) { .arm = arm, .unit_class = unit_class, .weapon = (guint) weapon,
                               .colour = colour, .figures = profile->max_figures };
  g_strlcpy (spec->name, name != NULL ? name : "unit", sizeof spec->name);
  return (int) army->n_units++;
}

/* @unit: the unit he starts with, or −1 for a freestanding commander.
 * Returns: his index, or −1 if the army has no room. Captains and the
 * army commander ride (mounted); sergeants and characters walk. */
int
bn_battle_army_add_commander (BnBattleArmy    *army,
                              const char      *name,
                              BnCommanderRank  rank,
                              int              unit)
{
  BnBattleCommanderSpec *spec;

  if (army->n_commanders >= BN_BATTLE_ARMY_MAX_COMMANDERS || unit >= (int) army->n_units)
    return -1;
  spec = &army->commanders[army->n_commanders];
  *spec = (BnBattleCommanderSpec) { .rank = rank,
                                    .mounted = rank == BN_COMMANDER_ARMY || rank == BN_COMMANDER_CAPTAIN,
                                    .unit = unit };
  g_strlcpy (spec->name, name != NULL ? name : "commander", sizeof spec->name);
  return (int) army->n_commanders++;
}

/**
 * bn_battle_army_add_group:
 * @captain: a captain or the army commander
 * @units: (array length=n_units): 1 to 4 units in one or two colours
 *
 * Forms a "Battle" before the game (L&L, "Battles"). The captain must
 * lead at most one, each unit belong to at most one; the game checks
 * that the units start in his zone of control.
 */
gboolean
bn_battle_army_add_group (BnBattleArmy *army,
                          guint         captain,
                          const guint  *units,
                          guint         n_units,
                          GError      **error)
{
  guint colours = 0;
  BnBattleGroupSpec *group;

  if (army->n_groups >= BN_BATTLE_ARMY_MAX_GROUPS || captain >= army->n_commanders
      || army->commanders[captain].rank == BN_COMMANDER_SERGEANT
      || army->commanders[captain].rank == BN_COMMANDER_CHARACTER)
    {
      g_set_error_literal (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                           _("a “Battle” is commanded by a captain; sergeants can never be part of one (L&L, Battles)"));
      return FALSE;
    }
  if (n_units < 1 || n_units > 4)
    {
      g_set_error_literal (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                           _("a “Battle” is one captain and at most 4 units (L&L, Battles)"));
      return FALSE;
    }
  for (guint g = 0; g < army->n_groups; g++)
    {
      if (army->groups[g].captain == captain)
        {
          g_set_error_literal (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                               _("a captain commands one “Battle” (L&L, Battles)"));
          return FALSE;
        }
      for (guint i = 0; i < army->groups[g].n_units; i++)
        for (guint j = 0; j < n_units; j++)
          if (army->groups[g].units[i] == units[j])
            {
              g_set_error_literal (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                                   _("a unit belongs to one “Battle” at most (L&L, Battles)"));
              return FALSE;
            }
    }
  for (guint j = 0; j < n_units; j++)
    {
      if (units[j] >= army->n_units)
        {
          g_set_error_literal (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("no such unit"));
          return FALSE;
        }
      colours |= 1u << army->units[units[j]].colour;
    }
  if (bn_battle_count_bits (colours) > 2)
    {
      g_set_error_literal (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                           _("a “Battle” holds units of one or two colours (L&L, Battles)"));
      return FALSE;
    }
  group = &army->groups[army->n_groups++];
  group->captain = captain;
  group->n_units = n_units;
  for (guint j = 0; j < n_units; j++)
    group->units[j] = units[j];
  return TRUE;
}

void
bn_battle_army_place_unit (BnBattleArmy *army,
                           guint         unit,
                           int           col,
                           int           row,
                           guint         facing)
{
  g_return_if_fail (unit < army->n_units);
  army->units[unit].placed = TRUE;
  army->units[unit].col = col;
  army->units[unit].row = row;
  army->units[unit].facing = facing % BN_HEX_N_DIRS;
}

void
bn_battle_army_place_commander (BnBattleArmy *army,
                                guint         commander,
                                int           col,
                                int           row)
{
  g_return_if_fail (commander < army->n_commanders);
  army->commanders[commander].placed = TRUE;
  army->commanders[commander].col = col;
  army->commanders[commander].row = row;
}

/**
 * bn_battle_army_new_sample:
 * @n_units: 1 to 32
 *
 * A balanced stock army for quick games and tests: a rotation of
 * men-at-arms, spearmen, longbowmen, levies, knights, mounted sergeants,
 * crossbowmen, pikemen and a gun, colours in turn red, blue, green; an
 * army commander with the first unit, a captain with the second and a
 * sergeant with the third (when there are that many).
 */
BnBattleArmy *
bn_battle_army_new_sample (const BnBattleRules *rules,
                           const char          *name,
                           guint                n_units)
{
  static const struct { const char *name; BnBattleArm arm; BnUnitClass cls; const char *weapon; } types[] = {
    { "men-at-arms", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_A, "heavy-weapon" },
    { "spearmen", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "spear" },
    { "longbowmen", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "longbow" },
    { "levy", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_C, "spear" },
    { "knights", BN_BATTLE_ARM_HORSE, BN_UNIT_CLASS_A, "lance" },
    { "mounted sergeants", BN_BATTLE_ARM_HORSE, BN_UNIT_CLASS_B, "lance" },
    { "crossbowmen", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "crossbow" },
    { "pikemen", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "pike" },
    { "field gun", BN_BATTLE_ARM_ARTILLERY, BN_UNIT_CLASS_A, "gun" },
    { "halberdiers", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "halberd" },
    { "archers", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_C, "bow" },
    { "hobilars", BN_BATTLE_ARM_HORSE, BN_UNIT_CLASS_B, "spear" },
  };
  BnBattleArmy *army = bn_battle_army_new (name);

  for (guint i = 0; i < n_units && i < BN_BATTLE_ARMY_MAX_UNITS; i++)
    {
      guint t = i % G_N_ELEMENTS (types);

      bn_battle_army_add_unit (army, rules, types[t].name, types[t].arm, types[t].cls,
                               types[t].weapon, (BnBattleColour) (i % BN_BATTLE_N_COLOURS));
    }
  bn_battle_army_add_commander (army, "army commander", BN_COMMANDER_ARMY, n_units > 0 ? 0 : -1);
  if (n_units > 1)
    bn_battle_army_add_commander (army, "captain", BN_COMMANDER_CAPTAIN, 1);
  if (n_units > 2)
    bn_battle_army_add_commander (army, "sergeant", BN_COMMANDER_SERGEANT, 2);
  return army;
}
