/* bn-unit-rules-builder.c — BnUnitRulesBuilder: unit tables assembled
 * row by row from a loader (data/units.xml, or a test's rows), then
 * checked whole before they are handed out (bn_unit_rules_builder_finish()):
 * the checks a schema cannot express. */
#include "bn-unit-rules-private.h"

#include <glib/gi18n-lib.h>

#include <string.h>

static const char * const troop_ids[] = { "light", "dedicated", "mercenary" };
G_STATIC_ASSERT (G_N_ELEMENTS (troop_ids) == BN_TROOP_COUNT);

/* ---- building ---- */

static const char *
keep_string (BnUnitRules *rules,
             const char  *text)
{
  return text != NULL ? g_string_chunk_insert_const (rules->strings, text) : NULL;
}

/**
 * bn_unit_rules_builder_new:
 * @name: the document the rows come from, as its errors should name it
 */
BnUnitRulesBuilder *
bn_unit_rules_builder_new (const char *name)
{
  BnUnitRulesBuilder *builder;

  g_return_val_if_fail (name != NULL, NULL);

  builder = g_new0 (BnUnitRulesBuilder, 1);
  builder->name = g_strdup (name);
  builder->rules = bn_unit_rules_new_empty ();
  return builder;
}

void
bn_unit_rules_builder_free (BnUnitRulesBuilder *builder)
{
  if (builder == NULL)
    return;

  g_clear_pointer (&builder->rules, bn_unit_rules_unref);
  g_clear_error (&builder->deferred);
  g_free (builder->name);
  g_free (builder);
}

#define BUILDER_OK(builder) ((builder) != NULL && !(builder)->finished)

static void G_GNUC_PRINTF (4, 5)
set_rules_error (GError     **error,
                 const char  *name,
                 guint        line,
                 const char  *format,
                 ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (line > 0)
    g_set_error (error, BN_UNIT_RULES_ERROR, BN_UNIT_RULES_ERROR_INVALID,
                 _("%s: line %u: %s"), name, line, message);
  else
    g_set_error (error, BN_UNIT_RULES_ERROR, BN_UNIT_RULES_ERROR_INVALID,
                 _("%s: %s"), name, message);
}

/* Keeps the first problem met while adding rows, for finish() to report;
 * returns whether the row may be added. */
static gboolean
not_twice (BnUnitRulesBuilder *builder,
           gboolean            present,
           guint               earlier_line,
           guint               line,
           const char         *what)
{
  if (!present)
    return TRUE;
  if (builder->deferred == NULL)
    set_rules_error (&builder->deferred, builder->name, line,
                     "%s is listed twice (also line %u)", what, earlier_line);
  return FALSE;
}

void
bn_unit_rules_builder_add_arm (BnUnitRulesBuilder *builder,
                               const BnArmRule    *arm,
                               guint               line)
{
  ArmRow *row;
  g_autofree char *what = NULL;

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (arm != NULL && arm->arm < BN_ARM_COUNT);

  row = &builder->rules->arms[arm->arm];
  what = g_strdup_printf (_("the arm “%s”"), bn_arm_get_id (arm->arm));
  if (!not_twice (builder, row->present, row->line, line, what))
    return;
  row->pub = *arm;
  row->pub.name = keep_string (builder->rules, arm->name);
  row->pub.noun = keep_string (builder->rules, arm->noun);
  row->present = TRUE;
  row->line = line;
}

void
bn_unit_rules_builder_add_morale (BnUnitRulesBuilder *builder,
                                  const BnMoraleRule *morale,
                                  guint               line)
{
  MoraleRow *row;
  g_autofree char *what = NULL;

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (morale != NULL && morale->morale < BN_MORALE_COUNT);

  row = &builder->rules->morale[morale->morale];
  what = g_strdup_printf (_("the morale rating “%s”"), bn_morale_get_id (morale->morale));
  if (!not_twice (builder, row->present, row->line, line, what))
    return;
  row->pub = *morale;
  row->pub.name = keep_string (builder->rules, morale->name);
  row->present = TRUE;
  row->line = line;
}

/* The row's battle classes are ignored: derivation rows give them. */
void
bn_unit_rules_builder_add_armour (BnUnitRulesBuilder *builder,
                                  const BnArmourRule *armour,
                                  guint               line)
{
  ArmourRow *row;
  g_autofree char *what = NULL;

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (armour != NULL && armour->armour < BN_ARMOUR_COUNT);

  row = &builder->rules->armours[armour->armour];
  what = g_strdup_printf (_("the armour “%s”"), bn_armour_get_id (armour->armour));
  if (!not_twice (builder, row->present, row->line, line, what))
    return;
  memcpy (row->pub.cost, armour->cost, sizeof row->pub.cost);
  row->pub.armour = armour->armour;
  row->pub.name = keep_string (builder->rules, armour->name);
  row->present = TRUE;
  row->line = line;
}

/* @by_arm: the class @armour gives, indexed by BnArm. */
void
bn_unit_rules_builder_add_derivation (BnUnitRulesBuilder  *builder,
                                      BnArmour             armour,
                                      const BnBattleClass *by_arm,
                                      guint                line)
{
  ArmourRow *row;
  g_autofree char *what = NULL;

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (armour < BN_ARMOUR_COUNT);
  g_return_if_fail (by_arm != NULL);

  row = &builder->rules->armours[armour];
  what = g_strdup_printf (_("the class of armour “%s”"), bn_armour_get_id (armour));
  if (!not_twice (builder, row->derived, row->derived_line, line, what))
    return;
  for (BnArm arm = 0; arm < BN_ARM_COUNT; arm++)
    {
      g_return_if_fail (by_arm[arm] > BN_BATTLE_CLASS_NONE && by_arm[arm] < BN_BATTLE_CLASS_COUNT);
      row->pub.battle_class[arm] = by_arm[arm];
    }
  row->derived = TRUE;
  row->derived_line = line;
}

void
bn_unit_rules_builder_set_weapon_count (BnUnitRulesBuilder      *builder,
                                        const BnWeaponCountRule *count,
                                        guint                    line)
{
  BnUnitRules *rules;

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (count != NULL);

  rules = builder->rules;
  if (!not_twice (builder, rules->has_weapon_count, rules->weapon_count_line, line,
                  "the weapon count"))
    return;
  rules->weapon_count = *count;
  rules->weapon_count.rule = keep_string (rules, count->rule);
  rules->weapon_count.source = keep_string (rules, count->source);
  rules->has_weapon_count = TRUE;
  rules->weapon_count_line = line;
}

void
bn_unit_rules_builder_add_weapon (BnUnitRulesBuilder *builder,
                                  const BnWeaponRule *weapon,
                                  guint               line)
{
  BnUnitRules *rules;
  WeaponRow row = { 0, };

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (weapon != NULL);
  g_return_if_fail (weapon->n_dice == 0 || weapon->dice != NULL);

  rules = builder->rules;
  row.pub = *weapon;
  row.pub.id = keep_string (rules, weapon->id);
  row.pub.name = keep_string (rules, weapon->name);
  row.pub.plural = keep_string (rules, weapon->plural);
  row.pub.source = keep_string (rules, weapon->source);
  row.dice = weapon->n_dice > 0 ? g_memdup2 (weapon->dice, weapon->n_dice * sizeof (guint)) : NULL;
  row.pub.dice = row.dice;
  row.line = line;
  g_array_append_val (rules->weapons, row);
}

void
bn_unit_rules_builder_set_shields (BnUnitRulesBuilder *builder,
                                   const BnShieldRule *shields,
                                   guint               line)
{
  BnUnitRules *rules;

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (shields != NULL);

  rules = builder->rules;
  if (!not_twice (builder, rules->has_shields, rules->shields_line, line, "shields"))
    return;
  rules->shields = *shields;
  rules->shields.name = keep_string (rules, shields->name);
  rules->shields.rule = keep_string (rules, shields->rule);
  rules->shields.source = keep_string (rules, shields->source);
  rules->has_shields = TRUE;
  rules->shields_line = line;
}

/* A troop rule without arms (or armours) given, arms == 0, allows every
 * arm (armour). */
void
bn_unit_rules_builder_set_troop (BnUnitRulesBuilder *builder,
                                 BnTroopKind         kind,
                                 const BnTroopRule  *troop,
                                 guint               line)
{
  BnUnitRules *rules;
  TroopRow *row;

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (kind < BN_TROOP_COUNT);
  g_return_if_fail (troop != NULL);

  rules = builder->rules;
  row = &rules->troops[kind];
  if (!not_twice (builder, row->present, row->line, line, troop_ids[kind]))
    return;
  row->pub = *troop;
  row->pub.name = keep_string (rules, troop->name);
  row->pub.label = keep_string (rules, troop->label);
  row->pub.source = keep_string (rules, troop->source);
  row->pub.arms_source = keep_string (rules, troop->arms_source);
  row->pub.armours_source = keep_string (rules, troop->armours_source);
  if (row->pub.arms == 0)
    row->pub.arms = (1u << BN_ARM_COUNT) - 1;
  if (row->pub.armours == 0)
    row->pub.armours = (1u << BN_ARMOUR_COUNT) - 1;
  row->present = TRUE;
  row->line = line;
}

void
bn_unit_rules_builder_set_peasants (BnUnitRulesBuilder  *builder,
                                    const BnPeasantRule *peasants,
                                    guint                line)
{
  BnUnitRules *rules;

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (peasants != NULL && peasants->weapon != NULL);

  rules = builder->rules;
  if (!not_twice (builder, rules->has_peasants, rules->peasants_line, line, "peasants"))
    return;
  rules->peasants = *peasants;
  rules->peasants.name = keep_string (rules, peasants->name);
  rules->peasants.weapon = keep_string (rules, peasants->weapon);
  rules->peasants.rule = keep_string (rules, peasants->rule);
  rules->peasants.source = keep_string (rules, peasants->source);
  rules->has_peasants = TRUE;
  rules->peasants_line = line;
}

void
bn_unit_rules_builder_set_kings (BnUnitRulesBuilder *builder,
                                 const BnKingRule   *kings,
                                 guint               line)
{
  BnUnitRules *rules;

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (kings != NULL);

  rules = builder->rules;
  if (!not_twice (builder, rules->has_kings, rules->kings_line, line, "King/Leader prices"))
    return;
  rules->kings = *kings;
  rules->kings.name = keep_string (rules, kings->name);
  rules->kings.source = keep_string (rules, kings->source);
  for (guint a = 0; a < BN_ARM_COUNT; a++)
    rules->kings.arm_names[a] = keep_string (rules, kings->arm_names[a]);
  for (guint r = 0; r < 4; r++)
    rules->kings.leadership_source[r] = keep_string (rules, kings->leadership_source[r]);
  rules->has_kings = TRUE;
  rules->kings_line = line;
}

/* Where the classes come from, for "there is no C-class cavalry (…)". */
void
bn_unit_rules_builder_set_classes_source (BnUnitRulesBuilder *builder,
                                          const char         *source)
{
  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (source != NULL);

  builder->rules->classes_source = keep_string (builder->rules, source);
}

void
bn_unit_rules_builder_add_class (BnUnitRulesBuilder *builder,
                                 const BnClassRule  *klass,
                                 guint               line)
{
  BnUnitRules *rules;
  ClassRow row = { 0, };

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (klass != NULL);
  g_return_if_fail (klass->n_dice == 0 || klass->dice != NULL);

  rules = builder->rules;
  row.pub = *klass;
  row.pub.name = keep_string (rules, klass->name);
  row.pub.source = keep_string (rules, klass->source);
  row.pub.light_source = keep_string (rules, klass->light_source);
  row.dice = klass->n_dice > 0 ? g_memdup2 (klass->dice, klass->n_dice * sizeof (guint)) : NULL;
  row.pub.dice = row.dice;
  if (row.pub.fire_interval == 0)
    row.pub.fire_interval = 1;
  row.line = line;
  g_array_append_val (rules->classes, row);
}

/* @type->unit is copied, and given the type's id and name. */
void
bn_unit_rules_builder_add_unit_type (BnUnitRulesBuilder *builder,
                                     const BnUnitType   *type,
                                     guint               line)
{
  BnUnitRules *rules;
  TypeRow row = { 0, };

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (type != NULL && type->id != NULL && type->name != NULL);
  g_return_if_fail (type->unit != NULL && bn_unit_rules_unit_is_valid (type->unit));

  rules = builder->rules;
  row.pub.id = keep_string (rules, type->id);
  row.pub.name = keep_string (rules, type->name);
  row.pub.description = keep_string (rules, type->description);
  row.pub.singular = type->singular;
  {
    guint n = type->kinds != NULL ? g_strv_length ((char **) type->kinds) : 0;
    const char **kinds = g_new0 (const char *, n + 1);

    /* Interned: they live as long as the process, as rules do. */
    for (guint i = 0; i < n; i++)
      kinds[i] = g_intern_string (type->kinds[i]);
    row.kinds = kinds;
    row.pub.kinds = kinds;
  }
  row.unit = bn_unit_copy (type->unit);
  g_free (row.unit->type_id);
  row.unit->type_id = g_strdup (type->id);
  g_free (row.unit->name);
  row.unit->name = g_strdup (type->name);
  row.pub.unit = row.unit;
  row.line = line;
  g_array_append_val (rules->types, row);
}

/* ---- checks ---- */

static gboolean
check_tables_present (BnUnitRulesBuilder  *builder,
                      GError             **error)
{
  BnUnitRules *rules = builder->rules;

  for (BnArm arm = 0; arm < BN_ARM_COUNT; arm++)
    if (!rules->arms[arm].present)
      {
        set_rules_error (error, builder->name, 0, "the arm “%s” has no base cost",
                         bn_arm_get_id (arm));
        return FALSE;
      }
  for (BnMorale morale = 0; morale < BN_MORALE_COUNT; morale++)
    if (!rules->morale[morale].present)
      {
        set_rules_error (error, builder->name, 0, "the morale rating “%s” has no cost",
                         bn_morale_get_id (morale));
        return FALSE;
      }
  for (BnArmour armour = 0; armour < BN_ARMOUR_COUNT; armour++)
    {
      if (!rules->armours[armour].present)
        {
          set_rules_error (error, builder->name, 0, "the armour “%s” has no cost",
                           bn_armour_get_id (armour));
          return FALSE;
        }
      if (!rules->armours[armour].derived)
        {
          set_rules_error (error, builder->name, 0,
                           "no <derive> row gives the battle class of armour “%s”",
                           bn_armour_get_id (armour));
          return FALSE;
        }
    }
  for (BnTroopKind kind = 0; kind < BN_TROOP_COUNT; kind++)
    if (!rules->troops[kind].present)
      {
        set_rules_error (error, builder->name, 0, "there is no <%s> rule", troop_ids[kind]);
        return FALSE;
      }
  if (!rules->has_weapon_count || !rules->has_shields || !rules->has_peasants ||
      rules->classes_source == NULL)
    {
      set_rules_error (error, builder->name, 0,
                       "the weapon count, shields, peasants and classes' source must all be given");
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_weapon_table (BnUnitRulesBuilder  *builder,
                    GError             **error)
{
  BnUnitRules *rules = builder->rules;

  if (rules->weapon_count.min > rules->weapon_count.max || rules->weapon_count.max == 0)
    {
      set_rules_error (error, builder->name, rules->weapon_count_line,
                       "a unit may carry %u to %u weapons, which no unit can",
                       rules->weapon_count.min, rules->weapon_count.max);
      return FALSE;
    }
  for (guint i = 0; i < rules->weapons->len; i++)
    {
      const WeaponRow *row = &g_array_index (rules->weapons, WeaponRow, i);
      const BnWeaponRule *w = &row->pub;

      for (guint j = 0; j < i; j++)
        {
          const WeaponRow *other = &g_array_index (rules->weapons, WeaponRow, j);

          if (g_str_equal (w->id, other->pub.id))
            {
              set_rules_error (error, builder->name, row->line,
                               "weapon id “%s” is used twice (also line %u)", w->id, other->line);
              return FALSE;
            }
        }
      if (w->arms == 0)
        {
          set_rules_error (error, builder->name, row->line,
                           "weapon “%s” may be carried by no arm", w->id);
          return FALSE;
        }
      for (BnBattleClass c = BN_BATTLE_CLASS_A; c < BN_BATTLE_CLASS_COUNT && w->n_dice > 0; c++)
        if ((w->dice_classes & BN_BATTLE_CLASS_BIT (c)) != 0 &&
            bn_unit_rules_find_class (rules, c, w->dice_arm) == NULL)
          {
            set_rules_error (error, builder->name, row->line,
                             "weapon “%s” has dice for %s-class %s, which is not a class",
                             w->id, bn_battle_class_get_id (c), rules->arms[w->dice_arm].pub.noun);
            return FALSE;
          }
    }
  return TRUE;
}

static gboolean
check_class_table (BnUnitRulesBuilder  *builder,
                   GError             **error)
{
  BnUnitRules *rules = builder->rules;
  const BnTroopRule *light = &rules->troops[BN_TROOP_LIGHT].pub;

  for (guint i = 0; i < rules->classes->len; i++)
    {
      const ClassRow *row = &g_array_index (rules->classes, ClassRow, i);
      const BnClassRule *k = &row->pub;

      for (guint j = 0; j < i; j++)
        {
          const ClassRow *other = &g_array_index (rules->classes, ClassRow, j);

          if (other->pub.battle_class == k->battle_class && other->pub.arm == k->arm)
            {
              set_rules_error (error, builder->name, row->line,
                               "%s-class %s is listed twice (also line %u)",
                               bn_battle_class_get_id (k->battle_class),
                               rules->arms[k->arm].pub.noun, other->line);
              return FALSE;
            }
        }
      if (k->max_figures == 0 || k->n_dice == 0)
        {
          set_rules_error (error, builder->name, row->line,
                           "%s needs at least one figure and one range of battle dice", k->name);
          return FALSE;
        }
      if (k->light_max_figures > k->max_figures)
        {
          set_rules_error (error, builder->name, row->line,
                           "%s allows %u light figures, more than its %u figures",
                           k->name, k->light_max_figures, k->max_figures);
          return FALSE;
        }
      if (k->steady_figures > k->max_figures)
        {
          set_rules_error (error, builder->name, row->line,
                           "%s is steady from %u figures, more than its %u figures",
                           k->name, k->steady_figures, k->max_figures);
          return FALSE;
        }
      if ((light->arms & BN_ARM_BIT (k->arm)) != 0 &&
          (k->light_max_figures == 0 || k->light_source == NULL))
        {
          set_rules_error (error, builder->name, row->line,
                           "%s may be light troops, but %s gives no light-max-figures",
                           rules->arms[k->arm].pub.noun, k->name);
          return FALSE;
        }
    }

  for (BnArmour armour = 0; armour < BN_ARMOUR_COUNT; armour++)
    for (BnArm arm = 0; arm < BN_ARM_COUNT; arm++)
      {
        const ArmourRow *row = &rules->armours[armour];
        BnBattleClass c = row->pub.battle_class[arm];

        if (bn_unit_rules_find_class (rules, c, arm) == NULL)
          {
            set_rules_error (error, builder->name, row->derived_line,
                             "%s gives %s class %s, which is not a class",
                             row->pub.name, rules->arms[arm].pub.noun, bn_battle_class_get_id (c));
            return FALSE;
          }
      }
  return TRUE;
}

static int
compare_ints (gconstpointer a,
              gconstpointer b)
{
  int x = *(const int *) a, y = *(const int *) b;

  return (x > y) - (x < y);
}

/* The cheapest unit of every arm must still cost something: otherwise the
 * multipliers and the rounding up would meet a cost of nothing. */
static gboolean
check_cheapest (BnUnitRulesBuilder  *builder,
                GError             **error)
{
  BnUnitRules *rules = builder->rules;

  for (BnArm arm = 0; arm < BN_ARM_COUNT; arm++)
    {
      g_autoptr(GArray) costs = g_array_new (FALSE, FALSE, sizeof (int));
      int cheapest = (int) rules->arms[arm].pub.base;
      int least = G_MAXINT;

      for (BnMorale m = 0; m < BN_MORALE_COUNT; m++)
        least = MIN (least, rules->morale[m].pub.cost[arm]);
      cheapest += least;
      least = G_MAXINT;
      for (BnArmour a = 0; a < BN_ARMOUR_COUNT; a++)
        least = MIN (least, rules->armours[a].pub.cost[arm]);
      cheapest += least;
      cheapest += MIN (0, rules->shields.cost);

      for (guint i = 0; i < rules->weapons->len; i++)
        {
          const BnWeaponRule *w = &g_array_index (rules->weapons, WeaponRow, i).pub;

          if ((w->arms & BN_ARM_BIT (arm)) != 0)
            g_array_append_val (costs, w->cost);
        }
      if (costs->len < rules->weapon_count.min)
        {
          set_rules_error (error, builder->name, rules->weapon_count_line,
                           "%s must carry %u weapons but may carry only %u",
                           rules->arms[arm].pub.noun, rules->weapon_count.min, costs->len);
          return FALSE;
        }
      g_array_sort (costs, compare_ints);
      for (guint i = 0; i < costs->len && i < rules->weapon_count.max; i++)
        {
          int cost = g_array_index (costs, int, i);

          if (i >= rules->weapon_count.min && cost >= 0)
            break;
          cheapest += cost;
        }
      if (cheapest < 1)
        {
          set_rules_error (error, builder->name, rules->arms[arm].line,
                           "the cheapest %s unit would cost %d points; every unit must cost at least 1",
                           rules->arms[arm].pub.noun, cheapest);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_peasant_profile (BnUnitRulesBuilder  *builder,
                       GError             **error)
{
  BnUnitRules *rules = builder->rules;
  const BnPeasantRule *p = &rules->peasants;
  const WeaponRow *weapon = bn_unit_rules_find_weapon (rules, p->weapon);
  g_autoptr(BnUnit) unit = NULL;
  g_autoptr(GError) local_error = NULL;
  const char * const weapons[] = { p->weapon, NULL };

  if (weapon == NULL)
    {
      set_rules_error (error, builder->name, rules->peasants_line,
                       "peasants carry “%s”, which is not a weapon", p->weapon);
      return FALSE;
    }
  /* The profile itself must be a legal unit of one figure. */
  unit = bn_unit_new ();
  unit->arm = p->arm;
  unit->armour = p->armour;
  unit->morale = p->morale;
  bn_unit_set_weapons (unit, weapons);
  unit->shields = p->shields;
  unit->light = p->light;
  unit->dedicated = p->dedicated;
  unit->mercenary = p->mercenary;
  unit->peasants = TRUE;
  unit->figures = 1;
  if (!bn_unit_rules_check_unit (rules, unit, &local_error))
    {
      set_rules_error (error, builder->name, rules->peasants_line,
                       "peasants as described are not a legal unit: %s", local_error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_unit_types (BnUnitRulesBuilder  *builder,
                  GError             **error)
{
  BnUnitRules *rules = builder->rules;

  for (guint i = 0; i < rules->types->len; i++)
    {
      const TypeRow *row = &g_array_index (rules->types, TypeRow, i);
      g_autoptr(GError) local_error = NULL;

      for (guint j = 0; j < i; j++)
        {
          const TypeRow *other = &g_array_index (rules->types, TypeRow, j);

          if (g_str_equal (row->pub.id, other->pub.id))
            {
              set_rules_error (error, builder->name, row->line,
                               "unit type id “%s” is used twice (also line %u)",
                               row->pub.id, other->line);
              return FALSE;
            }
        }
      if (!bn_unit_rules_check_unit (rules, row->unit, &local_error))
        {
          set_rules_error (error, builder->name, row->line,
                           "unit type “%s” is not legal: %s", row->pub.id, local_error->message);
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * bn_unit_rules_builder_finish:
 *
 * Checks the tables as a whole. After this call the builder takes no more
 * rows, whatever the outcome; free it with bn_unit_rules_builder_free().
 *
 * Returns: (transfer full): the rule set, or %NULL with @error set to the
 *   first problem, naming the document and, where there is one, the line.
 */
BnUnitRules *
bn_unit_rules_builder_finish (BnUnitRulesBuilder  *builder,
                              GError             **error)
{
  g_return_val_if_fail (BUILDER_OK (builder), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  builder->finished = TRUE;
  if (builder->deferred != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&builder->deferred));
      return NULL;
    }
  if (!check_tables_present (builder, error) ||
      !check_class_table (builder, error) ||
      !check_weapon_table (builder, error) ||
      !check_cheapest (builder, error) ||
      !check_peasant_profile (builder, error) ||
      !check_unit_types (builder, error))
    return NULL;

  return bn_unit_rules_ref (builder->rules);
}
