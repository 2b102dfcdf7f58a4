/* bn-junior-general-tables.c — the playsheet's tables as Junior General
 * reads them (data/rulesets/junior-general.xml, <tables>), and the troop
 * type a roster unit takes the field as. */
#include "bn-junior-general-private.h"
#include <glib/gi18n-lib.h>

typedef struct
{
  const char *id;
  guint       n;     /* 0: one per weapon; G_MAXUINT - 1: one per terrain */
} TableSize;

#define PER_WEAPON  0
#define PER_TERRAIN (G_MAXUINT - 1)

static const TableSize tables[] = {
  { "melee", 25 }, { "missiles", 5 }, { "missile-ranges", 4 }, { "machines", 6 },
  { "cover", 1 }, { "cover-terrains", PER_TERRAIN }, { "troop-types", 27 },
  { "machine-weapons", PER_WEAPON }, { "melee-types", BN_JG_N_TYPES },
  { "move", BN_JG_N_TYPES }, { "charge", BN_JG_N_TYPES }, { "enemy-distance", 1 },
  { "evade", 1 }, { "retreat", 1 }, { "retreat-loss", BN_JG_N_TYPES },
  { "commander-loss", 2 }, { "modifiers", 6 }, { "stand-size", 2 * BN_JG_N_TYPES },
  { "commander-size", 4 }, { "stands-by-figures", 8 }, { "machine-stands", 1 },
  { "table-size", 2 }, { "deployment", 2 }, { "turns", 1 }, { "victory", 3 },
  { "order-of-battle", 5 },
};

gboolean
bn_jg_check_tables (const BnBattleRules  *rules,
                    GError              **error)
{
  g_return_val_if_fail (rules != NULL, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      guint n = 0;
      guint want = tables[i].n == PER_WEAPON ? bn_battle_rules_get_n_weapons (rules)
                 : tables[i].n == PER_TERRAIN ? bn_battle_rules_get_n_terrains (rules) : tables[i].n;

      if (bn_battle_rules_get_table (rules, tables[i].id, &n) == NULL || n != want)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       _("the Junior General rules need a table “%s” of %u values (data/rulesets/"
                       "junior-general.xml)"), tables[i].id, want);
          return FALSE;
        }
    }
  {
    const int *size = bn_battle_rules_get_table (rules, "table-size", NULL);

    if (size[0] < 20 || size[1] < 20)
      {
        g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                     _("the table must be at least 20 cm each way (table-size, data/rulesets/junior-general.xml)"));
        return FALSE;
      }
  }
  return TRUE;
}

/* A table checked by bn_jg_check_tables() at setup. */
const int *
jg_table (const BnBattleRules *rules,
          const char          *id)
{
  /* Asked by name thousands of times a battle: the answers are kept per
   * thread, keyed by the rules' serial (never reused) and the name's
   * address (the callers' literals). */
  static _Thread_local struct
  {
    guint64     serial;
    const char *id;
    const int  *values;
  } kept[64];
  guint64 serial = bn_battle_rules_get_serial (rules);
  guint slot = (guint) (((guintptr) id >> 2) % G_N_ELEMENTS (kept));
  const int *values;

  if (kept[slot].id == id && kept[slot].serial == serial)
    return kept[slot].values;
  values = bn_battle_rules_get_table (rules, id, NULL);
  g_assert (values != NULL);
  kept[slot].serial = serial;
  kept[slot].id = id;
  kept[slot].values = values;
  return values;
}

/* The tables a battle reads at nearly every check (a charge's reach, a
 * melee's or a shot's die), found once per thread for the rules in use:
 * one comparison of the rules' serial, not a lookup by name each. */
typedef struct
{
  guint64    serial;
  const int *melee, *melee_types, *missiles, *missile_ranges, *machines, *cover, *move, *charge;
} Numbers;

static const Numbers *
numbers (const BnBattleRules *rules)
{
  static _Thread_local Numbers kept;
  guint64 serial = bn_battle_rules_get_serial (rules);

  if (G_UNLIKELY (kept.serial != serial))
    {
      kept.melee = jg_table (rules, "melee");
      kept.melee_types = jg_table (rules, "melee-types");
      kept.missiles = jg_table (rules, "missiles");
      kept.missile_ranges = jg_table (rules, "missile-ranges");
      kept.machines = jg_table (rules, "machines");
      kept.cover = jg_table (rules, "cover");
      kept.move = jg_table (rules, "move");
      kept.charge = jg_table (rules, "charge");
      kept.serial = serial;
    }
  return &kept;
}

static inline guint
melee_type (const Numbers *nums,
            BnJgType       type)
{
  return (guint) CLAMP (nums->melee_types[type], 0, BN_JG_HEAVY_CAVALRY);
}

guint
jg_melee_type (const BnBattleRules *rules,
               BnJgType             type)
{
  return melee_type (numbers (rules), type);
}

guint
jg_modifier (const BnBattleRules *rules,
             guint                which)
{
  return (guint) MAX (jg_table (rules, "modifiers")[which], 0);
}

/* The troop type of a unit as it takes the field: its class's row of
 * troop-types, by whether it is light troops or carries a missile weapon;
 * a machine's kind by its weapon. */
BnJgType
jg_type_of_spec (const BnBattleRules *rules,
                 const BnBattleUnit  *u,
                 guint                weapon)
{
  const int *types = jg_table (rules, "troop-types");
  const BnClassProfile *cls = bn_battle_rules_get_class (rules, u->class_index);
  const BnWeaponProfile *w = bn_battle_rules_get_weapon (rules, weapon);
  guint row = (guint) cls->arm * 3 + (guint) cls->unit_class;
  guint column = w->ranged && cls->arm != BN_BATTLE_ARM_ARTILLERY ? 2 : u->light ? 1 : 0;
  int type;

  if (cls->arm == BN_BATTLE_ARM_ARTILLERY)
    {
      int machine = jg_table (rules, "machine-weapons")[weapon];

      if (machine == BN_JG_BALLISTA || machine == BN_JG_CATAPULT)
        return (BnJgType) machine;
    }
  type = types[MIN (row, 8u) * 3 + column];
  return (BnJgType) CLAMP (type, 0, BN_JG_N_TYPES - 1);
}

BnJgType
bn_jg_type_for (const BnBattleRules *rules,
                BnBattleArm          arm,
                BnUnitClass          unit_class,
                guint                weapon,
                gboolean             light)
{
  const BnClassProfile *cls = bn_battle_rules_lookup_class (rules, arm, unit_class);
  BnBattleUnit u = { 0 };

  g_return_val_if_fail (rules != NULL && cls != NULL, BN_JG_LIGHT_INFANTRY);
  g_return_val_if_fail (weapon < bn_battle_rules_get_n_weapons (rules), BN_JG_LIGHT_INFANTRY);
  u.class_index = (guint8) (cls - bn_battle_rules_get_class (rules, 0));
  u.light = light ? 1 : 0;
  return jg_type_of_spec (rules, &u, weapon);
}

guint
bn_jg_stands_for (const BnBattleRules *rules,
                  BnJgType             type,
                  guint                figures)
{
  guint n = 0;
  const int *stands = bn_battle_rules_get_table (rules, "stands-by-figures", &n);

  if (type == BN_JG_BALLISTA || type == BN_JG_CATAPULT)
    return (guint) CLAMP (jg_table (rules, "machine-stands")[0], 1, 15);
  if (stands == NULL || n == 0 || figures == 0)
    return MAX (figures, 1u);
  return (guint) CLAMP (stands[MIN (figures, n) - 1], 1, 15);
}

gboolean
bn_jg_is_cavalry (BnJgType type)
{
  return type == BN_JG_LIGHT_CAVALRY || type == BN_JG_HEAVY_CAVALRY;
}

const char *
bn_jg_type_to_string (BnJgType type)
{
  /* English, as the log and the rule messages write them; a front end
   * shows them through _(). */
  static const char * const names[] = {
    N_("archery"), N_("light infantry"), N_("heavy infantry"), N_("light cavalry"), N_("heavy cavalry"),
    N_("ballista"), N_("catapult"),
  };

  return type < G_N_ELEMENTS (names) ? names[type] : "?";
}

const char *
bn_jg_step_to_string (BnJgStep step)
{
  static const char * const names[] = {
    "archery (no movement after)", "movement", "archery", "charge into melee", "melee",
    "retreat from melee", "archery (last)",
  };

  return step < G_N_ELEMENTS (names) ? names[step] : "?";
}

/* MELEE: the least die that removes a stand. */
guint
bn_jg_melee_needs (const BnBattleRules *rules,
                   BnJgType             attacker,
                   BnJgType             defender)
{
  const Numbers *nums;

  g_return_val_if_fail (rules != NULL, 7);
  nums = numbers (rules);
  return (guint) nums->melee[melee_type (nums, attacker) * 5 + melee_type (nums, defender)];
}

gboolean
bn_jg_melee_kills (const BnBattleRules *rules,
                   BnJgType             attacker,
                   BnJgType             defender,
                   guint                face,
                   int                  bonus)
{
  return (int) face + bonus >= (int) bn_jg_melee_needs (rules, attacker, defender);
}

static guint
missile_range_mm (const Numbers *nums,
                  BnJgType       shooter)
{
  const int *ranges = nums->missile_ranges;

  switch (shooter)
    {
    case BN_JG_ARCHERY:
      return (guint) ranges[0] * 10;
    case BN_JG_BALLISTA:
      return (guint) ranges[1] * 10;
    case BN_JG_CATAPULT:
      return (guint) ranges[2] * 10;
    default:
      return 0;
    }
}

guint
bn_jg_missile_range_mm (const BnBattleRules *rules,
                        BnJgType             shooter)
{
  return missile_range_mm (numbers (rules), shooter);
}

/* MISSILES and the machines' lines; cover raises the die needed. */
guint
bn_jg_missile_kills (const BnBattleRules *rules,
                     BnJgType             shooter,
                     BnJgType             defender,
                     guint                distance_mm,
                     gboolean             cover,
                     guint                face)
{
  const Numbers *nums;
  const int *machines;
  int need_cover;
  int row;

  g_return_val_if_fail (rules != NULL, 0);
  nums = numbers (rules);
  machines = nums->machines;
  need_cover = cover ? nums->cover[0] : 0;
  if (distance_mm > missile_range_mm (nums, shooter))
    return G_MAXUINT;
  if (shooter == BN_JG_ARCHERY)
    return (int) face >= nums->missiles[melee_type (nums, defender)] + need_cover ? 1 : 0;
  if (shooter == BN_JG_BALLISTA)
    row = 0;
  else
    row = distance_mm <= (guint) nums->missile_ranges[3] * 10 ? 1 : 2;
  if ((int) face >= machines[row * 2 + 1] + need_cover)
    return 2;
  if ((int) face >= machines[row * 2] + need_cover)
    return 1;
  return 0;
}

/* The least face of 1–6 on which bn_jg_missile_kills () removes a stand,
 * 7 if none, 0 out of range: worked out from the same table entries
 * (asked for every shot the computer weighs, so not face by face). */
guint
bn_jg_missile_needs (const BnBattleRules *rules,
                     BnJgType             shooter,
                     BnJgType             defender,
                     guint                distance_mm,
                     gboolean             cover)
{
  const Numbers *nums;
  int need;

  g_return_val_if_fail (rules != NULL, 7);
  nums = numbers (rules);
  if (distance_mm > missile_range_mm (nums, shooter))
    return 0;
  need = cover ? nums->cover[0] : 0;
  if (shooter == BN_JG_ARCHERY)
    need += nums->missiles[melee_type (nums, defender)];
  else
    {
      const int *machines = nums->machines;
      guint row = shooter == BN_JG_BALLISTA ? 0 : distance_mm <= (guint) nums->missile_ranges[3] * 10 ? 1 : 2;

      need += MIN (machines[row * 2], machines[row * 2 + 1]);
    }
  return need <= 1 ? 1 : need > 6 ? 7 : (guint) need;
}

guint
bn_jg_move_mm (const BnBattleRules *rules,
               BnJgType             type)
{
  return (guint) MAX (numbers (rules)->move[type], 0) * 10;
}

/* Every troop type's move, charge and missile range (bn_jg_move_mm (),
 * bn_jg_charge_mm (), bn_jg_missile_range_mm ()), worked out once per
 * thread for the rules in use: for the computer's loops over every enemy
 * at every decision, which read them once a loop. */
const JgReach *
jg_reaches (const BnBattleRules *rules)
{
  static _Thread_local JgReach kept;
  static _Thread_local guint64 kept_serial;
  guint64 serial = bn_battle_rules_get_serial (rules);

  if (G_UNLIKELY (kept_serial != serial))
    {
      for (guint t = 0; t < BN_JG_N_TYPES; t++)
        {
          kept.move_mm[t] = bn_jg_move_mm (rules, (BnJgType) t);
          kept.charge_mm[t] = bn_jg_charge_mm (rules, (BnJgType) t);
          kept.range_mm[t] = bn_jg_missile_range_mm (rules, (BnJgType) t);
        }
      kept_serial = serial;
    }
  return &kept;
}

guint
bn_jg_deployment_mm (const BnBattleRules *rules)
{
  return (guint) MAX (jg_table (rules, "deployment")[0], 0);
}

guint
bn_jg_charge_mm (const BnBattleRules *rules,
                 BnJgType             type)
{
  return (guint) MAX (numbers (rules)->charge[type], 0) * 10;
}

gboolean
bn_jg_retreat_loses (const BnBattleRules *rules,
                     BnJgType             type,
                     guint                face)
{
  return (int) face <= jg_table (rules, "retreat-loss")[type];
}

gboolean
bn_jg_commander_lost (const BnBattleRules *rules,
                      gboolean             melee,
                      guint                face)
{
  return (int) face <= jg_table (rules, "commander-loss")[melee ? 0 : 1];
}
