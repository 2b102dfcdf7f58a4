/* bn-unit-rules.h — unit costs, restrictions and battle classes, from data.
 *
 * A BnUnitRules holds everything data/units.xml says about units: the
 * Lionheart cost tables (base by arm, morale, armour, weapons, shields,
 * light troops, dedicated warriors, mercenaries, peasants), the
 * restrictions that go with them, the Lords & Levies battle classes (figures,
 * moves, battle dice, steadiness) and the catalogue of unit types. It
 * answers "is this unit legal?", "what does it cost, and why?" and "how
 * does it fight?" for any BnUnit, so the army builder and the battle rules
 * read one model. No unit and no weapon is special-cased in code: every
 * number, name and restriction comes from the file.
 *
 * Once loaded the tables are whole (each arm, armour and morale rating
 * priced, every class a unit can fall into defined, every catalogue unit
 * legal), and a loaded BnUnitRules never changes, so one instance can be
 * shared freely, across threads too.
 */
#pragma once

#include <glib.h>

#include "bn-cost-breakdown.h"
#include "bn-unit.h"
#include "bn-data-text.h"

G_BEGIN_DECLS

#define BN_UNIT_RULES_ERROR (bn_unit_rules_error_quark ())

typedef enum
{
  BN_UNIT_RULES_ERROR_INVALID,
} BnUnitRulesError;

/* What a weapon is carried instead of (Lionheart prices weapons as
 * changes to a base unit armed with spears or bows). */
typedef enum
{
  BN_WEAPON_SLOT_SPEAR,
  BN_WEAPON_SLOT_BOW,
  BN_WEAPON_SLOT_SIDEARMS,   /* sidearms alone, neither spears nor bows */
  BN_WEAPON_SLOT_ARTILLERY,  /* an artillery piece */
} BnWeaponSlot;

/* Sets of arms, armours and classes, as bit masks. */
#define BN_ARM_BIT(arm)             (1u << (arm))
#define BN_ARMOUR_BIT(armour)       (1u << (armour))
#define BN_BATTLE_CLASS_BIT(klass)  (1u << (klass))

typedef struct
{
  guint numerator;
  guint denominator;
} BnFraction;

typedef struct
{
  BnArm        arm;
  const char  *name;     /* on a breakdown: "horse" */
  const char  *noun;     /* in a sentence: "cavalry" */
  guint        base;     /* a fair, unarmoured unit with spears or bows */
} BnArmRule;

typedef struct
{
  BnMorale     morale;
  const char  *name;                 /* "good morale" */
  guint        rating;               /* Lionheart's morale dice: 1–3 */
  int          cost[BN_ARM_COUNT];
} BnMoraleRule;

typedef struct
{
  BnArmour       armour;
  const char    *name;                         /* "heavy armour" */
  int            cost[BN_ARM_COUNT];
  BnBattleClass  battle_class[BN_ARM_COUNT];   /* the class it gives, by arm */
} BnArmourRule;

typedef struct
{
  const char    *id;
  const char    *name;             /* "longbow" */
  const char    *plural;           /* "longbows" */
  BnWeaponSlot   slot;
  int            cost;             /* the change to the base cost */
  guint          arms;             /* BN_ARM_BIT()s that may carry it */
  gboolean       ranged;           /* shoots; otherwise close combat only */
  gboolean       shields;          /* shields may be carried with it */
  gboolean       polearm;          /* L&L: crossed swords hit in close combat */
  gboolean       stops_charges;    /* lancers cannot charge its active front */
  gboolean       pierces_best_armour; /* crossed swords hit the best armour */
  guint          charge_bonus;     /* battle dice added when charging */
  const guint   *dice;             /* special dice by range, nearest first; or %NULL */
  guint          n_dice;
  BnArm          dice_arm;         /* …for units of this arm */
  guint          dice_classes;     /* …and these BN_BATTLE_CLASS_BIT()s */
  const char    *source;
} BnWeaponRule;

typedef struct
{
  guint        min;
  guint        max;
  const char  *rule;
  const char  *source;
} BnWeaponCountRule;

typedef struct
{
  const char  *name;      /* "shields" */
  int          cost;
  const char  *rule;      /* "shields only with spears or sidearms" */
  const char  *source;
} BnShieldRule;

/* Light troops, dedicated warriors and mercenaries: a multiplier on the
 * cost, and the arms and armours such troops may have. */
typedef struct
{
  const char  *name;            /* "light troops" */
  const char  *label;           /* on a breakdown */
  BnFraction   times;
  guint        arms;            /* BN_ARM_BIT()s allowed */
  const char  *arms_source;     /* %NULL when every arm is */
  guint        armours;         /* BN_ARMOUR_BIT()s allowed */
  const char  *armours_source;  /* %NULL when every armour is */
  const char  *source;
} BnTroopRule;

/* Lionheart's peasants: one fixed unit at a flat cost. */
typedef struct
{
  const char  *name;
  guint        cost;
  BnArm        arm;
  BnArmour     armour;
  BnMorale     morale;
  const char  *weapon;
  gboolean     shields;
  gboolean     light;
  gboolean     dedicated;
  gboolean     mercenary;
  const char  *rule;
  const char  *source;
} BnPeasantRule;

typedef struct
{
  BnBattleClass  battle_class;
  BnArm          arm;
  const char    *name;               /* "A-class cavalry" */
  guint          max_figures;
  guint          light_max_figures;  /* 0: no light troops in this class */
  guint          move;               /* hexes, without battling */
  guint          move_and_battle;    /* hexes, then battle */
  const guint   *dice;               /* battle dice by range, nearest first */
  guint          n_dice;
  guint          steady_figures;     /* flags may be ignored at this strength or more */
  guint          fire_interval;      /* fires every this many moves */
  guint          hilltop_bonus;      /* dice added on a hilltop */
  const char    *source;
  const char    *light_source;
} BnClassRule;

typedef struct
{
  const char    *id;
  const char    *name;
  const char    *description;
  const BnUnit  *unit;         /* the unit as mustered, type_id and name set */
  const char * const *kinds;   /* what the leader rules call it: "knights", "men-at-arms"; never %NULL */
  gboolean       singular;     /* its name takes a singular verb: a collective ("Peasant levy") or
                                  one machine with its crew ("Field gun"); else the men in it */
} BnUnitType;

/* Lionheart's King/Leader units: a base cost by arm in place of the
 * arm's, and a multiplier on the final cost by leadership rating (1–3).
 * Morale, armour and weapons cost as for other troops. */
typedef struct
{
  const char  *name;                         /* "King/Leader" */
  const char  *arm_names[BN_ARM_COUNT];      /* "King/Leader on foot"; %NULL: none of that arm */
  guint        base[BN_ARM_COUNT];           /* 0: none of that arm */
  guint        figures[BN_ARM_COUNT];        /* figures of his stand on a roster */
  guint        per_army;                     /* how many King/Leader units an army may have */
  BnFraction   leadership[4];                /* by rating 1–3; 0/0: no such rating */
  guint        from_initiative[4];           /* a leader's rating: the highest whose threshold his
                                                Initiative (10 + points) reaches */
  const char  *leadership_source[4];
  const char  *source;
} BnKingRule;

typedef enum
{
  BN_TROOP_LIGHT,
  BN_TROOP_DEDICATED,
  BN_TROOP_MERCENARY,
  BN_TROOP_COUNT,
} BnTroopKind;

typedef struct _BnUnitRules BnUnitRules;

GQuark                   bn_unit_rules_error_quark      (void);

BnUnitRules             *bn_unit_rules_load_default     (GError     **error);
BnUnitRules             *bn_unit_rules_load_bytes       (GBytes      *bytes,
                                                         const char  *name,
                                                         GError     **error);
BnUnitRules             *bn_unit_rules_ref              (BnUnitRules *rules);
void                     bn_unit_rules_unref            (BnUnitRules *rules);

const BnArmRule         *bn_unit_rules_get_arm          (BnUnitRules *rules,
                                                         BnArm        arm);
const BnMoraleRule      *bn_unit_rules_get_morale       (BnUnitRules *rules,
                                                         BnMorale     morale);
const BnArmourRule      *bn_unit_rules_get_armour       (BnUnitRules *rules,
                                                         BnArmour     armour);
guint                    bn_unit_rules_get_n_weapons    (BnUnitRules *rules);
const BnWeaponRule      *bn_unit_rules_get_weapon       (BnUnitRules *rules,
                                                         guint        index);
const BnWeaponRule      *bn_unit_rules_lookup_weapon    (BnUnitRules *rules,
                                                         const char  *id);
const BnWeaponCountRule *bn_unit_rules_get_weapon_count (BnUnitRules *rules);
const BnShieldRule      *bn_unit_rules_get_shields      (BnUnitRules *rules);
const BnTroopRule       *bn_unit_rules_get_troop        (BnUnitRules *rules,
                                                         BnTroopKind  kind);
const BnPeasantRule     *bn_unit_rules_get_peasants     (BnUnitRules *rules);

const BnClassRule       *bn_unit_rules_get_class        (BnUnitRules   *rules,
                                                         BnBattleClass  battle_class,
                                                         BnArm          arm);
BnBattleClass            bn_unit_rules_get_battle_class (BnUnitRules  *rules,
                                                         const BnUnit *unit);
const BnClassRule       *bn_unit_rules_get_unit_class   (BnUnitRules  *rules,
                                                         const BnUnit *unit);
guint                    bn_unit_rules_get_max_figures  (BnUnitRules  *rules,
                                                         const BnUnit *unit);

guint                    bn_unit_rules_get_n_unit_types (BnUnitRules *rules);
const BnUnitType        *bn_unit_rules_get_unit_type    (BnUnitRules *rules,
                                                         guint        index);
const BnUnitType        *bn_unit_rules_lookup_unit_type (BnUnitRules *rules,
                                                         const char  *id);
BnUnit                  *bn_unit_rules_new_unit         (BnUnitRules  *rules,
                                                         const char   *type_id,
                                                         GError      **error);

gboolean                 bn_unit_rules_check            (BnUnitRules   *rules,
                                                         const BnUnit  *unit,
                                                         GError       **error);
guint                    bn_unit_rules_price            (BnUnitRules       *rules,
                                                         const BnUnit      *unit,
                                                         BnCostBreakdown  **out_breakdown,
                                                         GError           **error);
const BnKingRule        *bn_unit_rules_get_kings        (BnUnitRules *rules);
guint                    bn_unit_rules_leadership_for_initiative (BnUnitRules *rules,
                                                         guint        initiative);
guint                    bn_unit_rules_price_leader     (BnUnitRules       *rules,
                                                         const BnUnit      *unit,
                                                         guint              leadership,
                                                         BnCostBreakdown  **out_breakdown,
                                                         GError           **error);
gboolean                 bn_unit_rules_check_promise    (BnUnitRules   *rules,
                                                         const BnUnit  *unit,
                                                         guint          promise,
                                                         GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnUnitRules, bn_unit_rules_unref)

/* ---- Assembling a rule set: for loaders (bn-unit-rules-xml.c) only ----
 *
 * A loader feeds rows in file order, each with the line it was read from,
 * then calls bn_unit_rules_builder_finish(), which checks the tables as a
 * whole and names the document and line of the first problem. Strings and
 * arrays are copied. */

typedef struct _BnUnitRulesBuilder BnUnitRulesBuilder;

BnUnitRulesBuilder *bn_unit_rules_builder_new          (const char *name);
void                bn_unit_rules_builder_free         (BnUnitRulesBuilder *builder);
void                bn_unit_rules_builder_add_arm      (BnUnitRulesBuilder      *builder,
                                                        const BnArmRule         *arm,
                                                        guint                    line);
void                bn_unit_rules_builder_add_morale   (BnUnitRulesBuilder      *builder,
                                                        const BnMoraleRule      *morale,
                                                        guint                    line);
void                bn_unit_rules_builder_add_armour   (BnUnitRulesBuilder      *builder,
                                                        const BnArmourRule      *armour,
                                                        guint                    line);
void                bn_unit_rules_builder_set_weapon_count (BnUnitRulesBuilder      *builder,
                                                        const BnWeaponCountRule *count,
                                                        guint                    line);
void                bn_unit_rules_builder_add_weapon   (BnUnitRulesBuilder      *builder,
                                                        const BnWeaponRule      *weapon,
                                                        guint                    line);
void                bn_unit_rules_builder_set_shields  (BnUnitRulesBuilder      *builder,
                                                        const BnShieldRule      *shields,
                                                        guint                    line);
void                bn_unit_rules_builder_set_troop    (BnUnitRulesBuilder      *builder,
                                                        BnTroopKind              kind,
                                                        const BnTroopRule       *troop,
                                                        guint                    line);
void                bn_unit_rules_builder_set_kings    (BnUnitRulesBuilder      *builder,
                                                        const BnKingRule        *kings,
                                                        guint                    line);
void                bn_unit_rules_builder_set_peasants (BnUnitRulesBuilder      *builder,
                                                        const BnPeasantRule     *peasants,
                                                        guint                    line);
void                bn_unit_rules_builder_set_classes_source (BnUnitRulesBuilder *builder,
                                                        const char              *source);
void                bn_unit_rules_builder_add_class    (BnUnitRulesBuilder      *builder,
                                                        const BnClassRule       *klass,
                                                        guint                    line);
void                bn_unit_rules_builder_add_derivation (BnUnitRulesBuilder    *builder,
                                                        BnArmour                 armour,
                                                        const BnBattleClass     *by_arm,
                                                        guint                    line);
void                bn_unit_rules_builder_add_unit_type (BnUnitRulesBuilder     *builder,
                                                        const BnUnitType        *type,
                                                        guint                    line);
BnUnitRules        *bn_unit_rules_builder_finish       (BnUnitRulesBuilder      *builder,
                                                        GError                 **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnUnitRulesBuilder, bn_unit_rules_builder_free)

G_END_DECLS
