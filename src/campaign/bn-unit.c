/* bn-unit.c — unit records and the words for their values. */
#include "bn-unit.h"

G_DEFINE_QUARK (bn-unit-error-quark, bn_unit_error)

/* In the order of each enum; the index is the value. */
static const char * const arm_ids[] = { "foot", "horse", "artillery", NULL };
static const char * const armour_ids[] = { "none", "light", "medium", "heavy", NULL };
static const char * const morale_ids[] = { "poor", "fair", "good", NULL };
static const char * const class_ids[] = { "none", "A", "B", "C", NULL };
static const char * const colour_ids[] = { "none", "red", "blue", "green", NULL };

G_STATIC_ASSERT (G_N_ELEMENTS (arm_ids) == BN_ARM_COUNT + 1);
G_STATIC_ASSERT (G_N_ELEMENTS (armour_ids) == BN_ARMOUR_COUNT + 1);
G_STATIC_ASSERT (G_N_ELEMENTS (morale_ids) == BN_MORALE_COUNT + 1);
G_STATIC_ASSERT (G_N_ELEMENTS (class_ids) == BN_BATTLE_CLASS_COUNT + 1);
G_STATIC_ASSERT (G_N_ELEMENTS (colour_ids) == BN_COLOUR_COUNT + 1);

/**
 * bn_unit_new:
 *
 * Returns: (transfer full): an unarmoured foot unit of fair morale with no
 *   weapons and no figures: a blank for the caller to fill, which the rules
 *   refuse until it is.
 */
BnUnit *
bn_unit_new (void)
{
  BnUnit *unit = g_new0 (BnUnit, 1);

  unit->arm = BN_ARM_FOOT;
  unit->armour = BN_ARMOUR_NONE;
  unit->weapons = g_new0 (char *, 1);
  unit->morale = BN_MORALE_FAIR;
  unit->battle_class = BN_BATTLE_CLASS_NONE;
  unit->colour = BN_COLOUR_NONE;
  return unit;
}

BnUnit *
bn_unit_copy (const BnUnit *unit)
{
  BnUnit *copy;

  g_return_val_if_fail (unit != NULL, NULL);

  copy = g_memdup2 (unit, sizeof *unit);
  copy->type_id = g_strdup (unit->type_id);
  copy->name = g_strdup (unit->name);
  copy->weapons = unit->weapons != NULL ? g_strdupv (unit->weapons) : g_new0 (char *, 1);
  return copy;
}

void
bn_unit_free (BnUnit *unit)
{
  if (unit == NULL)
    return;
  g_free (unit->type_id);
  g_free (unit->name);
  g_strfreev (unit->weapons);
  g_free (unit);
}

/* Returns: whether @a and @b are the same unit field for field, weapons in
 * the same order. */
gboolean
bn_unit_equal (const BnUnit *a,
               const BnUnit *b)
{
  g_return_val_if_fail (a != NULL, FALSE);
  g_return_val_if_fail (b != NULL, FALSE);

  return g_strcmp0 (a->type_id, b->type_id) == 0 &&
         g_strcmp0 (a->name, b->name) == 0 &&
         a->arm == b->arm &&
         a->armour == b->armour &&
         g_strv_equal ((const char * const *) a->weapons, (const char * const *) b->weapons) &&
         !a->shields == !b->shields &&
         a->morale == b->morale &&
         !a->light == !b->light &&
         !a->dedicated == !b->dedicated &&
         !a->mercenary == !b->mercenary &&
         !a->peasants == !b->peasants &&
         a->leadership == b->leadership &&
         a->figures == b->figures &&
         a->battle_class == b->battle_class &&
         a->colour == b->colour;
}

/* Replaces the unit's weapons with a copy of @weapon_ids (%NULL-terminated;
 * %NULL for none). Whether they exist and are legal is the rules' to say. */
void
bn_unit_set_weapons (BnUnit             *unit,
                     const char * const *weapon_ids)
{
  g_return_if_fail (unit != NULL);

  g_strfreev (unit->weapons);
  unit->weapons = weapon_ids != NULL ? g_strdupv ((char **) weapon_ids) : g_new0 (char *, 1);
}

gboolean
bn_unit_has_weapon (const BnUnit *unit,
                    const char   *weapon_id)
{
  g_return_val_if_fail (unit != NULL, FALSE);
  g_return_val_if_fail (weapon_id != NULL, FALSE);

  return unit->weapons != NULL &&
         g_strv_contains ((const char * const *) unit->weapons, weapon_id);
}

static gboolean
id_to_index (const char * const *ids,
             const char         *id,
             guint              *out)
{
  for (guint i = 0; ids[i] != NULL; i++)
    if (g_str_equal (ids[i], id))
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
bn_arm_get_id (BnArm arm)
{
  g_return_val_if_fail (arm < BN_ARM_COUNT, NULL);

  return arm_ids[arm];
}

gboolean
bn_arm_from_id (const char *id,
                BnArm      *out_arm)
{
  guint index;

  g_return_val_if_fail (id != NULL, FALSE);
  g_return_val_if_fail (out_arm != NULL, FALSE);

  if (!id_to_index (arm_ids, id, &index))
    return FALSE;
  *out_arm = (BnArm) index;
  return TRUE;
}

const char *
bn_armour_get_id (BnArmour armour)
{
  g_return_val_if_fail (armour < BN_ARMOUR_COUNT, NULL);

  return armour_ids[armour];
}

gboolean
bn_armour_from_id (const char *id,
                   BnArmour   *out_armour)
{
  guint index;

  g_return_val_if_fail (id != NULL, FALSE);
  g_return_val_if_fail (out_armour != NULL, FALSE);

  if (!id_to_index (armour_ids, id, &index))
    return FALSE;
  *out_armour = (BnArmour) index;
  return TRUE;
}

const char *
bn_morale_get_id (BnMorale morale)
{
  g_return_val_if_fail (morale < BN_MORALE_COUNT, NULL);

  return morale_ids[morale];
}

gboolean
bn_morale_from_id (const char *id,
                   BnMorale   *out_morale)
{
  guint index;

  g_return_val_if_fail (id != NULL, FALSE);
  g_return_val_if_fail (out_morale != NULL, FALSE);

  if (!id_to_index (morale_ids, id, &index))
    return FALSE;
  *out_morale = (BnMorale) index;
  return TRUE;
}

/* "A", "B", "C"; "none" for BN_BATTLE_CLASS_NONE. */
const char *
bn_battle_class_get_id (BnBattleClass battle_class)
{
  g_return_val_if_fail (battle_class < BN_BATTLE_CLASS_COUNT, NULL);

  return class_ids[battle_class];
}

gboolean
bn_battle_class_from_id (const char    *id,
                         BnBattleClass *out_class)
{
  guint index;

  g_return_val_if_fail (id != NULL, FALSE);
  g_return_val_if_fail (out_class != NULL, FALSE);

  if (!id_to_index (class_ids, id, &index))
    return FALSE;
  *out_class = (BnBattleClass) index;
  return TRUE;
}

/* "red", "blue", "green"; "none" for BN_COLOUR_NONE. */
const char *
bn_colour_get_id (BnColour colour)
{
  g_return_val_if_fail (colour < BN_COLOUR_COUNT, NULL);

  return colour_ids[colour];
}

gboolean
bn_colour_from_id (const char *id,
                   BnColour   *out_colour)
{
  guint index;

  g_return_val_if_fail (id != NULL, FALSE);
  g_return_val_if_fail (out_colour != NULL, FALSE);

  if (!id_to_index (colour_ids, id, &index))
    return FALSE;
  *out_colour = (BnColour) index;
  return TRUE;
}
