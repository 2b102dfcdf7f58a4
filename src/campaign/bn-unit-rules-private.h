/* bn-unit-rules-private.h — what the unit tables' two files share: the
 * tables themselves and the one judge of a unit (bn-unit-rules.c), and
 * their assembling and checking from a loader's rows
 * (bn-unit-rules-builder.c). */
#pragma once

#include "bn-unit-rules.h"

G_BEGIN_DECLS

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

G_GNUC_INTERNAL gboolean bn_unit_rules_check_unit (BnUnitRules *rules, const BnUnit *unit, GError **error);
G_GNUC_INTERNAL const ClassRow * bn_unit_rules_find_class (BnUnitRules *rules, BnBattleClass battle_class, BnArm arm);
G_GNUC_INTERNAL const WeaponRow * bn_unit_rules_find_weapon (BnUnitRules *rules, const char *id);
G_GNUC_INTERNAL gboolean bn_unit_rules_unit_is_valid (const BnUnit *unit);
G_GNUC_INTERNAL BnUnitRules * bn_unit_rules_new_empty (void);

G_END_DECLS
