/* bn-unit-rules.c — unit tables: pricing, judging and looking up.
 *
 * The tables are assembled and checked whole by BnUnitRulesBuilder
 * (bn-unit-rules-builder.c), so a rule set that exists is a whole one:
 * every arm, armour and morale rating has a price, every class a unit can
 * fall into is defined, no legal unit can cost less than a point, and every
 * catalogue unit is legal. A unit is judged by one function,
 * bn_unit_rules_check_unit(), for the catalogue at load time and for any
 * unit a player makes afterwards, so the two can never disagree.
 */
#include "bn-unit-rules-private.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "bn-resources.h"

#define DEFAULT_RESOURCE BN_RESOURCE_DATA "units.xml"

G_DEFINE_QUARK (bn-unit-rules-error-quark, bn_unit_rules_error)

/* ---- life cycle ---- */

static void
clear_weapon_row (gpointer data)
{
  WeaponRow *row = data;

  g_free (row->dice);
}

static void
clear_class_row (gpointer data)
{
  ClassRow *row = data;

  g_free (row->dice);
}

static void
clear_type_row (gpointer data)
{
  TypeRow *row = data;

  bn_unit_free (row->unit);
  g_free (row->kinds);
}

BnUnitRules *
bn_unit_rules_new_empty (void)
{
  BnUnitRules *rules = g_new0 (BnUnitRules, 1);

  g_atomic_ref_count_init (&rules->ref_count);
  rules->strings = g_string_chunk_new (1024);
  rules->weapons = g_array_new (FALSE, TRUE, sizeof (WeaponRow));
  g_array_set_clear_func (rules->weapons, clear_weapon_row);
  rules->classes = g_array_new (FALSE, TRUE, sizeof (ClassRow));
  g_array_set_clear_func (rules->classes, clear_class_row);
  rules->types = g_array_new (FALSE, TRUE, sizeof (TypeRow));
  g_array_set_clear_func (rules->types, clear_type_row);
  return rules;
}

BnUnitRules *
bn_unit_rules_ref (BnUnitRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  g_atomic_ref_count_inc (&rules->ref_count);
  return rules;
}

void
bn_unit_rules_unref (BnUnitRules *rules)
{
  g_return_if_fail (rules != NULL);

  if (!g_atomic_ref_count_dec (&rules->ref_count))
    return;

  g_array_unref (rules->weapons);
  g_array_unref (rules->classes);
  g_array_unref (rules->types);
  g_string_chunk_free (rules->strings);
  g_free (rules);
}

/**
 * bn_unit_rules_load_default:
 *
 * The bundled tables. They are read and checked once; later calls share
 * that rule set.
 *
 * Returns: (transfer full): the rules, or %NULL with @error set (which
 *   only a broken build can cause).
 */
BnUnitRules *
bn_unit_rules_load_default (GError **error)
{
  static GMutex lock;
  static BnUnitRules *cached = NULL;
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&lock);

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (cached == NULL)
    {
      g_autoptr(GBytes) bytes = bn_resources_lookup (DEFAULT_RESOURCE, error);

      if (bytes == NULL)
        return NULL;
      cached = bn_unit_rules_load_bytes (bytes, DEFAULT_RESOURCE, error);
      if (cached == NULL)
        return NULL;
    }
  return bn_unit_rules_ref (cached);
}

/* ---- judging a unit ---- */

static void G_GNUC_PRINTF (2, 3)
set_illegal (GError     **error,
             const char  *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BN_UNIT_ERROR, BN_UNIT_ERROR_ILLEGAL, message);
}

const WeaponRow *
bn_unit_rules_find_weapon (BnUnitRules *rules,
             const char  *id)
{
  for (guint i = 0; i < rules->weapons->len; i++)
    {
      const WeaponRow *row = &g_array_index (rules->weapons, WeaponRow, i);

      if (g_str_equal (row->pub.id, id))
        return row;
    }
  return NULL;
}

/* For weapons check_weapons() has already found. */
static const BnWeaponRule *
known_weapon (BnUnitRules *rules,
              const char  *id)
{
  const WeaponRow *row = bn_unit_rules_find_weapon (rules, id);

  g_assert (row != NULL);
  return &row->pub;
}

const ClassRow *
bn_unit_rules_find_class (BnUnitRules   *rules,
            BnBattleClass  battle_class,
            BnArm          arm)
{
  for (guint i = 0; i < rules->classes->len; i++)
    {
      const ClassRow *row = &g_array_index (rules->classes, ClassRow, i);

      if (row->pub.battle_class == battle_class && row->pub.arm == arm)
        return row;
    }
  return NULL;
}

static BnBattleClass
unit_battle_class (BnUnitRules  *rules,
                   const BnUnit *unit)
{
  if (unit->battle_class != BN_BATTLE_CLASS_NONE)
    return unit->battle_class;
  return rules->armours[unit->armour].pub.battle_class[unit->arm];
}

/* "infantry", "infantry and cavalry": the nouns of the arms in @arms. */
static char *
describe_arms (BnUnitRules *rules,
               guint        arms)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n = 0, total = 0;

  for (BnArm arm = 0; arm < BN_ARM_COUNT; arm++)
    total += (arms & BN_ARM_BIT (arm)) != 0;
  for (BnArm arm = 0; arm < BN_ARM_COUNT; arm++)
    {
      if ((arms & BN_ARM_BIT (arm)) == 0)
        continue;
      n++;
      if (n > 1)
        g_string_append (text, n == total ? " and " : ", ");
      g_string_append (text, rules->arms[arm].pub.noun);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
check_peasants (BnUnitRules   *rules,
                const BnUnit  *unit,
                GError       **error)
{
  const BnPeasantRule *p = &rules->peasants;
  const char * const profile_weapons[] = { p->weapon, NULL };

  if (unit->arm != p->arm || unit->armour != p->armour || unit->morale != p->morale ||
      !g_strv_equal ((const char * const *) unit->weapons, profile_weapons) ||
      !unit->shields != !p->shields || !unit->light != !p->light ||
      !unit->dedicated != !p->dedicated || !unit->mercenary != !p->mercenary)
    {
      set_illegal (error, "%s (%s)", p->rule, p->source);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_weapons (BnUnitRules   *rules,
               const BnUnit  *unit,
               GError       **error)
{
  guint n = g_strv_length (unit->weapons);

  for (guint i = 0; i < n; i++)
    if (bn_unit_rules_find_weapon (rules, unit->weapons[i]) == NULL)
      {
        g_set_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_UNKNOWN,
                     _("no weapon is called “%s”"), unit->weapons[i]);
        return FALSE;
      }
  if (n < rules->weapon_count.min || n > rules->weapon_count.max)
    {
      set_illegal (error, "%s (%s)", rules->weapon_count.rule, rules->weapon_count.source);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      const BnWeaponRule *weapon = known_weapon (rules, unit->weapons[i]);

      for (guint j = 0; j < i; j++)
        if (g_str_equal (unit->weapons[i], unit->weapons[j]))
          {
            set_illegal (error, _("%s are listed twice"), weapon->plural);
            return FALSE;
          }
      if ((weapon->arms & BN_ARM_BIT (unit->arm)) == 0)
        {
          g_autofree char *arms = describe_arms (rules, weapon->arms);

          set_illegal (error, _("%s are for %s only (%s)"), weapon->plural, arms, weapon->source);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_shields (BnUnitRules   *rules,
               const BnUnit  *unit,
               GError       **error)
{
  if (!unit->shields)
    return TRUE;
  for (guint i = 0; unit->weapons[i] != NULL; i++)
    if (known_weapon (rules, unit->weapons[i])->shields)
      return TRUE;
  set_illegal (error, "%s (%s)", rules->shields.rule, rules->shields.source);
  return FALSE;
}

static gboolean
check_troop (BnUnitRules   *rules,
             BnTroopKind    kind,
             const BnUnit  *unit,
             GError       **error)
{
  const BnTroopRule *troop = &rules->troops[kind].pub;

  if ((troop->arms & BN_ARM_BIT (unit->arm)) == 0)
    {
      set_illegal (error, "%s can't be %s (%s)", rules->arms[unit->arm].pub.noun,
                   troop->name, troop->arms_source);
      return FALSE;
    }
  if ((troop->armours & BN_ARMOUR_BIT (unit->armour)) == 0)
    {
      set_illegal (error, "%s can't wear %s (%s)", troop->name,
                   rules->armours[unit->armour].pub.name, troop->armours_source);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_figures (BnUnitRules   *rules,
               const BnUnit  *unit,
               GError       **error)
{
  BnBattleClass battle_class = unit_battle_class (rules, unit);
  const ClassRow *row = bn_unit_rules_find_class (rules, battle_class, unit->arm);
  const BnClassRule *klass;

  if (row == NULL)
    {
      set_illegal (error, _("there is no %s-class %s (%s)"), bn_battle_class_get_id (battle_class),
                   rules->arms[unit->arm].pub.noun, rules->classes_source);
      return FALSE;
    }
  klass = &row->pub;
  if (unit->light && unit->figures > klass->light_max_figures)
    {
      set_illegal (error, _("%s count up to %u figures in %s units (%s)"),
                   rules->troops[BN_TROOP_LIGHT].pub.name, klass->light_max_figures,
                   klass->name, klass->light_source);
      return FALSE;
    }
  if (unit->figures > klass->max_figures)
    {
      set_illegal (error, _("%s units count up to %u figures (%s)"),
                   klass->name, klass->max_figures, klass->source);
      return FALSE;
    }
  return TRUE;
}

/* The one judgement of a unit, for the catalogue and for players' units. */
gboolean
bn_unit_rules_check_unit (BnUnitRules   *rules,
            const BnUnit  *unit,
            GError       **error)
{
  if (unit->figures == 0)
    {
      set_illegal (error, _("a unit has at least one figure"));
      return FALSE;
    }
  if (unit->peasants && !check_peasants (rules, unit, error))
    return FALSE;
  if (!check_weapons (rules, unit, error) ||
      !check_shields (rules, unit, error))
    return FALSE;
  if (unit->light && !check_troop (rules, BN_TROOP_LIGHT, unit, error))
    return FALSE;
  if (unit->dedicated && !check_troop (rules, BN_TROOP_DEDICATED, unit, error))
    return FALSE;
  if (unit->mercenary && !check_troop (rules, BN_TROOP_MERCENARY, unit, error))
    return FALSE;
  return check_figures (rules, unit, error);
}

gboolean
bn_unit_rules_unit_is_valid (const BnUnit *unit)
{
  return unit->arm < BN_ARM_COUNT && unit->armour < BN_ARMOUR_COUNT &&
         unit->morale < BN_MORALE_COUNT && unit->battle_class < BN_BATTLE_CLASS_COUNT &&
         unit->colour < BN_COLOUR_COUNT && unit->weapons != NULL;
}

/* Assembles the breakdown of a unit bn_unit_rules_check_unit() accepted. */
static BnCostBreakdown *
price_unit (BnUnitRules  *rules,
            const BnUnit *unit)
{
  BnCostBreakdown *breakdown = bn_cost_breakdown_new ();

  if (unit->peasants)
    {
      bn_cost_breakdown_add_amount (breakdown, rules->peasants.name, (int) rules->peasants.cost);
      return breakdown;
    }

  bn_cost_breakdown_add_amount (breakdown, rules->arms[unit->arm].pub.name,
                                (int) rules->arms[unit->arm].pub.base);
  /* Nothing added or taken off is not worth a line, except a weapon: the
   * line says what the unit carries. */
  if (rules->armours[unit->armour].pub.cost[unit->arm] != 0)
    bn_cost_breakdown_add_amount (breakdown, rules->armours[unit->armour].pub.name,
                                  rules->armours[unit->armour].pub.cost[unit->arm]);
  for (guint i = 0; unit->weapons[i] != NULL; i++)
    {
      const BnWeaponRule *weapon = known_weapon (rules, unit->weapons[i]);

      bn_cost_breakdown_add_amount (breakdown, weapon->name, weapon->cost);
    }
  if (unit->shields)
    bn_cost_breakdown_add_amount (breakdown, rules->shields.name, rules->shields.cost);
  if (rules->morale[unit->morale].pub.cost[unit->arm] != 0)
    bn_cost_breakdown_add_amount (breakdown, rules->morale[unit->morale].pub.name,
                                  rules->morale[unit->morale].pub.cost[unit->arm]);

  if (unit->light)
    bn_cost_breakdown_add_multiplier (breakdown, rules->troops[BN_TROOP_LIGHT].pub.label,
                                      rules->troops[BN_TROOP_LIGHT].pub.times.numerator,
                                      rules->troops[BN_TROOP_LIGHT].pub.times.denominator);
  if (unit->dedicated)
    bn_cost_breakdown_add_multiplier (breakdown, rules->troops[BN_TROOP_DEDICATED].pub.label,
                                      rules->troops[BN_TROOP_DEDICATED].pub.times.numerator,
                                      rules->troops[BN_TROOP_DEDICATED].pub.times.denominator);
  if (unit->mercenary)
    bn_cost_breakdown_set_mercenary (breakdown, rules->troops[BN_TROOP_MERCENARY].pub.label,
                                     rules->troops[BN_TROOP_MERCENARY].pub.times.numerator,
                                     rules->troops[BN_TROOP_MERCENARY].pub.times.denominator);
  return breakdown;
}

/* The King/Leader rules on top of bn_unit_rules_check_unit(). @stand: also his figures,
 * for a King/Leader on a roster (a price alone does not depend on them). */
static gboolean
check_king (BnUnitRules   *rules,
            const BnUnit  *unit,
            guint          leadership,
            gboolean       stand,
            GError       **error)
{
  const BnKingRule *kings = rules->has_kings ? &rules->kings : NULL;

  if (kings == NULL)
    {
      set_illegal (error, _("these unit rules price no King/Leader"));
      return FALSE;
    }
  if (kings->base[unit->arm] == 0)
    {
      set_illegal (error, _("a %s is on foot or mounted, not %s (%s)"), kings->name,
                   rules->arms[unit->arm].pub.name, kings->source);
      return FALSE;
    }
  if (leadership < 1 || leadership > 3 || kings->leadership[leadership].denominator == 0)
    {
      set_illegal (error, _("a leadership rating is 1, 2 or 3, not %u (%s)"), leadership, kings->source);
      return FALSE;
    }
  if (unit->light || unit->dedicated || unit->mercenary || unit->peasants)
    {
      set_illegal (error, _("a %s is not light troops, dedicated warriors, mercenaries or peasants (%s)"),
                   kings->name, kings->source);
      return FALSE;
    }
  if (stand && kings->figures[unit->arm] > 0 && unit->figures > kings->figures[unit->arm])
    {
      set_illegal (error, _("a %s has %u %s (%s, Unit Types)"), kings->arm_names[unit->arm],
                   kings->figures[unit->arm], kings->figures[unit->arm] == 1 ? _("figure") : _("figures"),
                   kings->source);
      return FALSE;
    }
  return bn_unit_rules_check_unit (rules, unit, error);
}

/* A King/Leader's price: the regular unit's lines with the King/Leader
 * base in place of the arm's, then the multiplier of his rating. */
static BnCostBreakdown *
price_king (BnUnitRules  *rules,
            const BnUnit *unit,
            guint         leadership)
{
  const BnKingRule *kings = &rules->kings;
  g_autoptr(BnCostBreakdown) regular = price_unit (rules, unit);
  BnCostBreakdown *breakdown = bn_cost_breakdown_new ();

  bn_cost_breakdown_add_amount (breakdown, kings->arm_names[unit->arm], (int) kings->base[unit->arm]);
  for (guint i = 1; i < bn_cost_breakdown_get_n_lines (regular); i++)
    {
      const BnCostLine *line = bn_cost_breakdown_get_line (regular, i);

      bn_cost_breakdown_add_amount (breakdown, line->label, line->amount);
    }
  if (kings->leadership[leadership].numerator != kings->leadership[leadership].denominator)
    {
      g_autofree char *label = g_strdup_printf ("leadership (rating %u)", leadership);

      bn_cost_breakdown_add_multiplier (breakdown, label, kings->leadership[leadership].numerator,
                                        kings->leadership[leadership].denominator);
    }
  return breakdown;
}

/**
 * bn_unit_rules_check:
 *
 * Judges @unit against every restriction of the rules: weapons and who
 * may carry them, shields, light troops, dedicated warriors, mercenaries,
 * peasants, its battle class and the figures that class allows; a
 * King/Leader (a leadership rating set) also against the King/Leader
 * rules: foot or horse, a rating of 1 to 3, the figures of his stand.
 *
 * Returns: whether the unit is legal; if not, @error is set to
 *   %BN_UNIT_ERROR_ILLEGAL with the rule and its source ("longbows are for
 *   infantry only (Lionheart, Weapons)"), or %BN_UNIT_ERROR_UNKNOWN for a
 *   weapon the rules do not have.
 */
gboolean
bn_unit_rules_check (BnUnitRules   *rules,
                     const BnUnit  *unit,
                     GError       **error)
{
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (unit != NULL && bn_unit_rules_unit_is_valid (unit), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (unit->leadership > 0)
    return check_king (rules, unit, unit->leadership, TRUE, error);
  return bn_unit_rules_check_unit (rules, unit, error);
}

/**
 * bn_unit_rules_price:
 * @out_breakdown: (out) (optional) (transfer full): how the cost was
 *   reached, for the player
 *
 * Prices a legal unit by Lionheart's costs: what a regular unit pays, or
 * a mercenary's share of it, or a King/Leader's price at his leadership
 * rating (as bn_unit_rules_price_leader()), rounded up to a whole point
 * once every modifier is applied. A mercenary must also be promised at least that
 * much (bn_cost_breakdown_get_minimum_promise()).
 *
 * Returns: the points to pay now, at least 1; or 0 with @error set as by
 *   bn_unit_rules_check() when the unit is not legal.
 */
guint
bn_unit_rules_price (BnUnitRules       *rules,
                     const BnUnit      *unit,
                     BnCostBreakdown  **out_breakdown,
                     GError           **error)
{
  g_autoptr(BnCostBreakdown) breakdown = NULL;
  guint cost;

  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (unit != NULL && bn_unit_rules_unit_is_valid (unit), 0);
  g_return_val_if_fail (out_breakdown == NULL || *out_breakdown == NULL, 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  if (unit->leadership > 0)
    {
      if (!check_king (rules, unit, unit->leadership, TRUE, error))
        return 0;
      breakdown = price_king (rules, unit, unit->leadership);
    }
  else
    {
      if (!bn_unit_rules_check_unit (rules, unit, error))
        return 0;
      breakdown = price_unit (rules, unit);
    }
  cost = bn_cost_breakdown_get_cost (breakdown);
  /* The load-time checks leave no legal unit costing nothing. */
  g_return_val_if_fail (cost >= 1, 0);
  if (out_breakdown != NULL)
    *out_breakdown = g_steal_pointer (&breakdown);
  return cost;
}

/**
 * bn_unit_rules_get_kings:
 *
 * Returns: (nullable): the King/Leader prices, or %NULL when the rules
 *   have none
 */
const BnKingRule *
bn_unit_rules_get_kings (BnUnitRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);
  return rules->has_kings ? &rules->kings : NULL;
}

/**
 * bn_unit_rules_leadership_for_initiative:
 * @initiative: a leader's Initiative as shown, 10 + his points
 *
 * Returns: the leadership rating (1–3) of a player-leader or vassal who
 *   leads an army as its King/Leader: the highest whose threshold in
 *   `<kings>` his Initiative reaches; 2 when the rules have no table
 */
guint
bn_unit_rules_leadership_for_initiative (BnUnitRules *rules,
                                         guint        initiative)
{
  guint rating = 0;

  g_return_val_if_fail (rules != NULL, 2);
  if (!rules->has_kings)
    return 2;
  for (guint r = 1; r <= 3; r++)
    if (rules->kings.leadership[r].denominator != 0 && initiative >= rules->kings.from_initiative[r])
      rating = r;
  return MAX (rating, 1u);
}

/**
 * bn_unit_rules_price_leader:
 * @unit: the King/Leader's arm (foot or horse), armour, weapons, shields
 *   and morale
 * @leadership: his leadership rating, 1 to 3
 * @out_breakdown: (out) (optional) (transfer full): how the cost was
 *   reached
 *
 * Prices a King/Leader unit by Lionheart: the King/Leader base cost of
 * his arm in place of the arm's, morale, armour, weapons and shields as
 * for other troops, then the leadership multiplier on the final cost,
 * rounded up once. A King/Leader is never light troops, dedicated,
 * mercenary or peasants.
 *
 * Returns: the points, at least 1; or 0 with @error set to
 *   %BN_UNIT_ERROR_ILLEGAL naming the rule
 */
guint
bn_unit_rules_price_leader (BnUnitRules       *rules,
                            const BnUnit      *unit,
                            guint              leadership,
                            BnCostBreakdown  **out_breakdown,
                            GError           **error)
{
  g_autoptr(BnCostBreakdown) breakdown = NULL;
  guint cost;

  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (unit != NULL && bn_unit_rules_unit_is_valid (unit), 0);
  g_return_val_if_fail (out_breakdown == NULL || *out_breakdown == NULL, 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  if (!check_king (rules, unit, leadership, FALSE, error))
    return 0;
  breakdown = price_king (rules, unit, leadership);
  cost = bn_cost_breakdown_get_cost (breakdown);
  g_return_val_if_fail (cost >= 1, 0);
  if (out_breakdown != NULL)
    *out_breakdown = g_steal_pointer (&breakdown);
  return cost;
}

/**
 * bn_unit_rules_check_promise:
 * @promise: the points promised to @unit, owed after the battle
 *
 * Returns: whether @promise is one the rules allow: at least a mercenary's
 *   cost for a mercenary, nothing for regular troops. Otherwise @error is
 *   set to %BN_UNIT_ERROR_ILLEGAL (also when the unit itself is not legal).
 */
gboolean
bn_unit_rules_check_promise (BnUnitRules   *rules,
                             const BnUnit  *unit,
                             guint          promise,
                             GError       **error)
{
  g_autoptr(BnCostBreakdown) breakdown = NULL;
  const BnTroopRule *mercenary;
  guint minimum;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (unit != NULL && bn_unit_rules_unit_is_valid (unit), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (bn_unit_rules_price (rules, unit, &breakdown, error) == 0)
    return FALSE;
  mercenary = &rules->troops[BN_TROOP_MERCENARY].pub;
  minimum = bn_cost_breakdown_get_minimum_promise (breakdown);
  if (!unit->mercenary && promise > 0)
    {
      set_illegal (error, _("only %s are promised a payment (%s)"), mercenary->name, mercenary->source);
      return FALSE;
    }
  if (unit->mercenary && promise < minimum)
    {
      set_illegal (error, _("%s must be promised at least their cost, %u points, not %u (%s)"),
                   mercenary->name, minimum, promise, mercenary->source);
      return FALSE;
    }
  return TRUE;
}

/* ---- lookups ---- */

const BnArmRule *
bn_unit_rules_get_arm (BnUnitRules *rules,
                       BnArm        arm)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (arm < BN_ARM_COUNT, NULL);

  return &rules->arms[arm].pub;
}

const BnMoraleRule *
bn_unit_rules_get_morale (BnUnitRules *rules,
                          BnMorale     morale)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (morale < BN_MORALE_COUNT, NULL);

  return &rules->morale[morale].pub;
}

const BnArmourRule *
bn_unit_rules_get_armour (BnUnitRules *rules,
                          BnArmour     armour)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (armour < BN_ARMOUR_COUNT, NULL);

  return &rules->armours[armour].pub;
}

guint
bn_unit_rules_get_n_weapons (BnUnitRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);

  return rules->weapons->len;
}

/* Returns: the weapon at @index, in the file's order. */
const BnWeaponRule *
bn_unit_rules_get_weapon (BnUnitRules *rules,
                          guint        index)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (index < rules->weapons->len, NULL);

  return &g_array_index (rules->weapons, WeaponRow, index).pub;
}

/* Returns: (nullable): the weapon called @id ("longbow", …). */
const BnWeaponRule *
bn_unit_rules_lookup_weapon (BnUnitRules *rules,
                             const char  *id)
{
  const WeaponRow *row;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  row = bn_unit_rules_find_weapon (rules, id);
  return row != NULL ? &row->pub : NULL;
}

const BnWeaponCountRule *
bn_unit_rules_get_weapon_count (BnUnitRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  return &rules->weapon_count;
}

const BnShieldRule *
bn_unit_rules_get_shields (BnUnitRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  return &rules->shields;
}

const BnTroopRule *
bn_unit_rules_get_troop (BnUnitRules *rules,
                         BnTroopKind  kind)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (kind < BN_TROOP_COUNT, NULL);

  return &rules->troops[kind].pub;
}

const BnPeasantRule *
bn_unit_rules_get_peasants (BnUnitRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  return &rules->peasants;
}

/* Returns: (nullable): the class @battle_class of @arm ("A", horse: A-class
 * cavalry), or %NULL if L&L has none (there is no C-class cavalry). */
const BnClassRule *
bn_unit_rules_get_class (BnUnitRules   *rules,
                         BnBattleClass  battle_class,
                         BnArm          arm)
{
  const ClassRow *row;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (battle_class < BN_BATTLE_CLASS_COUNT, NULL);
  g_return_val_if_fail (arm < BN_ARM_COUNT, NULL);

  row = bn_unit_rules_find_class (rules, battle_class, arm);
  return row != NULL ? &row->pub : NULL;
}

/* Returns: @unit's battle class: its own if it has one, else the one its
 * arm and armour give. Never BN_BATTLE_CLASS_NONE. */
BnBattleClass
bn_unit_rules_get_battle_class (BnUnitRules  *rules,
                                const BnUnit *unit)
{
  g_return_val_if_fail (rules != NULL, BN_BATTLE_CLASS_NONE);
  g_return_val_if_fail (unit != NULL && bn_unit_rules_unit_is_valid (unit), BN_BATTLE_CLASS_NONE);

  return unit_battle_class (rules, unit);
}

/* Returns: (nullable): how @unit fights, or %NULL if its class does not
 * exist for its arm (such a unit is not legal). */
const BnClassRule *
bn_unit_rules_get_unit_class (BnUnitRules  *rules,
                              const BnUnit *unit)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (unit != NULL && bn_unit_rules_unit_is_valid (unit), NULL);

  return bn_unit_rules_get_class (rules, unit_battle_class (rules, unit), unit->arm);
}

/* Returns: the most figures @unit may muster: its class's, or its class's
 * light troops' when it is light; 0 if its class does not exist. */
guint
bn_unit_rules_get_max_figures (BnUnitRules  *rules,
                               const BnUnit *unit)
{
  const BnClassRule *klass;

  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (unit != NULL && bn_unit_rules_unit_is_valid (unit), 0);

  klass = bn_unit_rules_get_unit_class (rules, unit);
  if (klass == NULL)
    return 0;
  return unit->light ? klass->light_max_figures : klass->max_figures;
}

guint
bn_unit_rules_get_n_unit_types (BnUnitRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);

  return rules->types->len;
}

/* Returns: the catalogue's unit type at @index, in the file's order. */
const BnUnitType *
bn_unit_rules_get_unit_type (BnUnitRules *rules,
                             guint        index)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (index < rules->types->len, NULL);

  return &g_array_index (rules->types, TypeRow, index).pub;
}

/* Returns: (nullable): the unit type called @id ("mounted-knights", …). */
const BnUnitType *
bn_unit_rules_lookup_unit_type (BnUnitRules *rules,
                                const char  *id)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < rules->types->len; i++)
    {
      const BnUnitType *type = &g_array_index (rules->types, TypeRow, i).pub;

      if (g_str_equal (type->id, id))
        return type;
    }
  return NULL;
}

/**
 * bn_unit_rules_new_unit:
 * @type_id: a catalogue unit type
 *
 * Musters a unit of @type_id at full strength, as the catalogue describes
 * it, for the player to name, colour and change.
 *
 * Returns: (transfer full): the unit, or %NULL with @error set to
 *   %BN_UNIT_ERROR_UNKNOWN if there is no such type.
 */
BnUnit *
bn_unit_rules_new_unit (BnUnitRules  *rules,
                        const char   *type_id,
                        GError      **error)
{
  const BnUnitType *type;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (type_id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  type = bn_unit_rules_lookup_unit_type (rules, type_id);
  if (type == NULL)
    {
      g_set_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_UNKNOWN,
                   _("no unit type is called “%s”"), type_id);
      return NULL;
    }
  return bn_unit_copy (type->unit);
}
