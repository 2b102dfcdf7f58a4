/* bn-unit.h — one unit of an army, as both pricing and battle read it.
 *
 * A BnUnit is plain data: what the unit is (arm, armour, weapons, shields,
 * morale, light, dedicated, mercenary, peasants, or a King/Leader with
 * his leadership rating), how many figures it musters, its battle class
 * and its command colour. Lionheart prices it and
 * the battle rules fight with it; both read the same record and the same
 * data/units.xml, through BnUnitRules, which also decides what is legal.
 * A unit mustered from the catalogue keeps its type's id; a player may
 * change any field afterwards, and the rules check the result.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BN_UNIT_ERROR (bn_unit_error_quark ())

/* Mistakes a player can make with a unit. */
typedef enum
{
  BN_UNIT_ERROR_ILLEGAL,  /* against a rule; the message names it and its source */
  BN_UNIT_ERROR_UNKNOWN,  /* a weapon or unit type that units.xml does not have */
} BnUnitError;

typedef enum
{
  BN_ARM_FOOT,
  BN_ARM_HORSE,
  BN_ARM_ARTILLERY,
  BN_ARM_COUNT,
} BnArm;

typedef enum
{
  BN_ARMOUR_NONE,
  BN_ARMOUR_LIGHT,
  BN_ARMOUR_MEDIUM,
  BN_ARMOUR_HEAVY,
  BN_ARMOUR_COUNT,
} BnArmour;

typedef enum
{
  BN_MORALE_POOR,
  BN_MORALE_FAIR,
  BN_MORALE_GOOD,
  BN_MORALE_COUNT,
} BnMorale;

/* L&L's classes. NONE, in a unit, means "the class that follows from its
 * arm and armour" (bn_unit_rules_get_battle_class()). */
typedef enum
{
  BN_BATTLE_CLASS_NONE,
  BN_BATTLE_CLASS_A,
  BN_BATTLE_CLASS_B,
  BN_BATTLE_CLASS_C,
  BN_BATTLE_CLASS_COUNT,
} BnBattleClass;

/* L&L's command colours; NONE until the player assigns one. */
typedef enum
{
  BN_COLOUR_NONE,
  BN_COLOUR_RED,
  BN_COLOUR_BLUE,
  BN_COLOUR_GREEN,
  BN_COLOUR_COUNT,
} BnColour;

typedef struct
{
  char          *type_id;       /* the catalogue type; %NULL for a unit made by hand */
  char          *name;          /* what the player calls it; may be %NULL */
  BnArm          arm;
  BnArmour       armour;
  char         **weapons;       /* weapon ids of units.xml; never %NULL, may be empty */
  gboolean       shields;
  BnMorale       morale;
  gboolean       light;
  gboolean       dedicated;
  gboolean       mercenary;
  gboolean       peasants;      /* Lionheart's flat-priced peasants */
  guint          leadership;    /* a King/Leader (Lionheart): his rating 1–3; 0: other troops */
  guint          figures;
  BnBattleClass  battle_class;  /* an override; NONE: follows from arm and armour */
  BnColour       colour;
} BnUnit;

GQuark      bn_unit_error_quark       (void);

BnUnit     *bn_unit_new               (void);
BnUnit     *bn_unit_copy              (const BnUnit *unit);
void        bn_unit_free              (BnUnit       *unit);
gboolean    bn_unit_equal             (const BnUnit *a,
                                       const BnUnit *b);
void        bn_unit_set_weapons       (BnUnit             *unit,
                                       const char * const *weapon_ids);
gboolean    bn_unit_has_weapon        (const BnUnit *unit,
                                       const char   *weapon_id);

/* The words units.xml uses for each value. */
const char *bn_arm_get_id             (BnArm          arm);
gboolean    bn_arm_from_id            (const char    *id,
                                       BnArm         *out_arm);
const char *bn_armour_get_id          (BnArmour       armour);
gboolean    bn_armour_from_id         (const char    *id,
                                       BnArmour      *out_armour);
const char *bn_morale_get_id          (BnMorale       morale);
gboolean    bn_morale_from_id         (const char    *id,
                                       BnMorale      *out_morale);
const char *bn_battle_class_get_id    (BnBattleClass  battle_class);
gboolean    bn_battle_class_from_id   (const char    *id,
                                       BnBattleClass *out_class);
const char *bn_colour_get_id          (BnColour       colour);
gboolean    bn_colour_from_id         (const char    *id,
                                       BnColour      *out_colour);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnUnit, bn_unit_free)

G_END_DECLS
