/* bn-unit-rules.c — unit tables: assembling, checking, pricing, looking up.
 *
 * The checks here are the ones a schema cannot express, and they run on
 * whatever a loader assembled, so a rule set that exists is a whole one:
 * every arm, armour and morale rating has a price, every class a unit can
 * fall into is defined, no legal unit can cost less than a point, and every
 * catalogue unit is legal. A unit is judged by one function,
 * check_unit(), for the catalogue at load time and for any unit a player
 * makes afterwards, so the two can never disagree.
 */
#include "bn-unit-rules.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "bn-resources.h"

#define DEFAULT_RESOURCE BN_RESOURCE_DATA "units.xml"

G_DEFINE_QUARK (bn-unit-rules-error-quark, bn_unit_rules_error)

/* Each row keeps the line it was read from, for the checks' messages;
 * line 0 with present set means a row added without a document line. */
typedef struct
{
  BnArmRule pub;
  gboolean  present;
  guint     line;
} ArmRow;

typedef struct
{
  BnMoraleRule pub;
  gboolean     present;
  guint        line;
} MoraleRow;

typedef struct
{
  BnArmourRule pub;
  gboolean     present;
  guint        line;
  gboolean     derived;       /* a derivation row gave its classes */
  guint        derived_line;
} ArmourRow;

typedef struct
{
  BnWeaponRule pub;
  guint        line;
  guint       *dice;          /* owns pub.dice */
} WeaponRow;

typedef struct
{
  BnClassRule pub;
  guint       line;
  guint      *dice;           /* owns pub.dice */
} ClassRow;

typedef struct
{
  BnTroopRule pub;
  gboolean    present;
  guint       line;
} TroopRow;

typedef struct
{
  BnUnitType  pub;
  guint       line;
  BnUnit     *unit;           /* owns pub.unit */
  const char **kinds;         /* owns pub.kinds (not the interned strings) */
} TypeRow;

struct _BnUnitRules
{
  gatomicrefcount    ref_count;
  GStringChunk      *strings;

  ArmRow             arms[BN_ARM_COUNT];
  MoraleRow          morale[BN_MORALE_COUNT];
  ArmourRow          armours[BN_ARMOUR_COUNT];
  GArray            *weapons;        /* WeaponRow, in file order */
  BnWeaponCountRule  weapon_count;
  gboolean           has_weapon_count;
  guint              weapon_count_line;
  BnShieldRule       shields;
  gboolean           has_shields;
  guint              shields_line;
  TroopRow           troops[BN_TROOP_COUNT];
  BnPeasantRule      peasants;
  gboolean           has_peasants;
  guint              peasants_line;
  BnKingRule         kings;
  gboolean           has_kings;
  guint              kings_line;
  const char        *classes_source;
  GArray            *classes;        /* ClassRow */
  GArray            *types;          /* TypeRow, in file order */
};

struct _BnUnitRulesBuilder
{
  char        *name;
  BnUnitRules *rules;
  GError      *deferred;  /* a problem found while adding rows */
  gboolean     finished;
};

static const char * const troop_ids[] = { "light", "dedicated", "mercenary" };
G_STATIC_ASSERT (G_N_ELEMENTS (troop_ids) == BN_TROOP_COUNT);

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

static BnUnitRules *
unit_rules_new (void)
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

static const WeaponRow *
find_weapon (BnUnitRules *rules,
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
  const WeaponRow *row = find_weapon (rules, id);

  g_assert (row != NULL);
  return &row->pub;
}

static const ClassRow *
find_class (BnUnitRules   *rules,
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
    if (find_weapon (rules, unit->weapons[i]) == NULL)
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
            set_illegal (error, "%s are listed twice", weapon->plural);
            return FALSE;
          }
      if ((weapon->arms & BN_ARM_BIT (unit->arm)) == 0)
        {
          g_autofree char *arms = describe_arms (rules, weapon->arms);

          set_illegal (error, "%s are for %s only (%s)", weapon->plural, arms, weapon->source);
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
  const ClassRow *row = find_class (rules, battle_class, unit->arm);
  const BnClassRule *klass;

  if (row == NULL)
    {
      set_illegal (error, "there is no %s-class %s (%s)", bn_battle_class_get_id (battle_class),
                   rules->arms[unit->arm].pub.noun, rules->classes_source);
      return FALSE;
    }
  klass = &row->pub;
  if (unit->light && unit->figures > klass->light_max_figures)
    {
      set_illegal (error, "%s count up to %u figures in %s units (%s)",
                   rules->troops[BN_TROOP_LIGHT].pub.name, klass->light_max_figures,
                   klass->name, klass->light_source);
      return FALSE;
    }
  if (unit->figures > klass->max_figures)
    {
      set_illegal (error, "%s units count up to %u figures (%s)",
                   klass->name, klass->max_figures, klass->source);
      return FALSE;
    }
  return TRUE;
}

/* The one judgement of a unit, for the catalogue and for players' units. */
static gboolean
check_unit (BnUnitRules   *rules,
            const BnUnit  *unit,
            GError       **error)
{
  if (unit->figures == 0)
    {
      set_illegal (error, "a unit has at least one figure");
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

static gboolean
unit_is_valid (const BnUnit *unit)
{
  return unit->arm < BN_ARM_COUNT && unit->armour < BN_ARMOUR_COUNT &&
         unit->morale < BN_MORALE_COUNT && unit->battle_class < BN_BATTLE_CLASS_COUNT &&
         unit->colour < BN_COLOUR_COUNT && unit->weapons != NULL;
}

/* Assembles the breakdown of a unit check_unit() accepted. */
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

/* The King/Leader rules on top of check_unit(). @stand: also his figures,
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
      set_illegal (error, "these unit rules price no King/Leader");
      return FALSE;
    }
  if (kings->base[unit->arm] == 0)
    {
      set_illegal (error, "a %s is on foot or mounted, not %s (%s)", kings->name,
                   rules->arms[unit->arm].pub.name, kings->source);
      return FALSE;
    }
  if (leadership < 1 || leadership > 3 || kings->leadership[leadership].denominator == 0)
    {
      set_illegal (error, "a leadership rating is 1, 2 or 3, not %u (%s)", leadership, kings->source);
      return FALSE;
    }
  if (unit->light || unit->dedicated || unit->mercenary || unit->peasants)
    {
      set_illegal (error, "a %s is not light troops, dedicated warriors, mercenaries or peasants (%s)",
                   kings->name, kings->source);
      return FALSE;
    }
  if (stand && kings->figures[unit->arm] > 0 && unit->figures > kings->figures[unit->arm])
    {
      set_illegal (error, "a %s has %u %s (%s, Unit Types)", kings->arm_names[unit->arm],
                   kings->figures[unit->arm], kings->figures[unit->arm] == 1 ? "figure" : "figures",
                   kings->source);
      return FALSE;
    }
  return check_unit (rules, unit, error);
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
      g_autofree char *label = g_strdup_printf ("leadership %u", leadership);

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
  g_return_val_if_fail (unit != NULL && unit_is_valid (unit), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (unit->leadership > 0)
    return check_king (rules, unit, unit->leadership, TRUE, error);
  return check_unit (rules, unit, error);
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
  g_return_val_if_fail (unit != NULL && unit_is_valid (unit), 0);
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
      if (!check_unit (rules, unit, error))
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
  g_return_val_if_fail (unit != NULL && unit_is_valid (unit), 0);
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
  g_return_val_if_fail (unit != NULL && unit_is_valid (unit), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (bn_unit_rules_price (rules, unit, &breakdown, error) == 0)
    return FALSE;
  mercenary = &rules->troops[BN_TROOP_MERCENARY].pub;
  minimum = bn_cost_breakdown_get_minimum_promise (breakdown);
  if (!unit->mercenary && promise > 0)
    {
      set_illegal (error, "only %s are promised a payment (%s)", mercenary->name, mercenary->source);
      return FALSE;
    }
  if (unit->mercenary && promise < minimum)
    {
      set_illegal (error, "%s must be promised at least their cost, %u points, not %u (%s)",
                   mercenary->name, minimum, promise, mercenary->source);
      return FALSE;
    }
  return TRUE;
}

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
  builder->rules = unit_rules_new ();
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
  what = g_strdup_printf ("the arm “%s”", bn_arm_get_id (arm->arm));
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
  what = g_strdup_printf ("the morale rating “%s”", bn_morale_get_id (morale->morale));
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
  what = g_strdup_printf ("the armour “%s”", bn_armour_get_id (armour->armour));
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
  what = g_strdup_printf ("the class of armour “%s”", bn_armour_get_id (armour));
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
  g_return_if_fail (type->unit != NULL && unit_is_valid (type->unit));

  rules = builder->rules;
  row.pub.id = keep_string (rules, type->id);
  row.pub.name = keep_string (rules, type->name);
  row.pub.description = keep_string (rules, type->description);
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
            find_class (rules, c, w->dice_arm) == NULL)
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

        if (find_class (rules, c, arm) == NULL)
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
  const WeaponRow *weapon = find_weapon (rules, p->weapon);
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
  if (!check_unit (rules, unit, &local_error))
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
      if (!check_unit (rules, row->unit, &local_error))
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

  row = find_weapon (rules, id);
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

  row = find_class (rules, battle_class, arm);
  return row != NULL ? &row->pub : NULL;
}

/* Returns: @unit's battle class: its own if it has one, else the one its
 * arm and armour give. Never BN_BATTLE_CLASS_NONE. */
BnBattleClass
bn_unit_rules_get_battle_class (BnUnitRules  *rules,
                                const BnUnit *unit)
{
  g_return_val_if_fail (rules != NULL, BN_BATTLE_CLASS_NONE);
  g_return_val_if_fail (unit != NULL && unit_is_valid (unit), BN_BATTLE_CLASS_NONE);

  return unit_battle_class (rules, unit);
}

/* Returns: (nullable): how @unit fights, or %NULL if its class does not
 * exist for its arm (such a unit is not legal). */
const BnClassRule *
bn_unit_rules_get_unit_class (BnUnitRules  *rules,
                              const BnUnit *unit)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (unit != NULL && unit_is_valid (unit), NULL);

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
  g_return_val_if_fail (unit != NULL && unit_is_valid (unit), 0);

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
