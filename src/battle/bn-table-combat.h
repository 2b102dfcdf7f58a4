/* bn-table-combat.h — one combat resolved for players at a real table.
 *
 * Players with figures on their own table pick the two units' types (a
 * class and a weapon of the ruleset, with their figures), the situation
 * the ruleset's combat reads (the range, the front attacked, a charge, a
 * leader with either unit, the ground each stands on), and throw their
 * own dice or let the seeded generator throw them. The combat is then
 * played by the engine's own code for that ruleset, on a small battle set
 * up for it: the same dice counts, strikes, saves, retreats and panics as
 * a battle on the board, never a second copy of a table. Typed faces and
 * seeded dice that show the same faces give the same result.
 */
#pragma once

#include "bn-battle-rules.h"
#include "bn-battle.h"

G_BEGIN_DECLS

#define BN_TABLE_COMBAT_ERROR (bn_table_combat_error_quark ())

typedef enum
{
  BN_TABLE_COMBAT_ERROR_INVALID,     /* an unknown type, a ruleset that cannot play it */
  BN_TABLE_COMBAT_ERROR_ILLEGAL,     /* the rules forbid this combat; the message cites them */
  BN_TABLE_COMBAT_ERROR_MORE_DICE,   /* typed dice ran out: the message says which come next */
  BN_TABLE_COMBAT_ERROR_EXTRA_DICE,  /* more dice typed than the combat read */
  BN_TABLE_COMBAT_ERROR_BAD_DIE,     /* a typed face the die does not show */
} BnTableCombatError;

/* Where the attacker meets the defender. */
typedef enum
{
  BN_COMBAT_FRONT,
  BN_COMBAT_FLANK,
  BN_COMBAT_REAR,
} BnCombatFacing;

#define BN_TABLE_MAX_DICE 96
/* The largest face a typed die may show (Junior General's D10). */
#define BN_TABLE_MAX_FACE 10
/* On an open table, a volley's range is in centimetres, up to this. */
#define BN_TABLE_MAX_RANGE_CM 100

typedef struct
{
  char    *class_id;      /* a class of the ruleset: "B-foot" */
  char    *weapon_id;     /* a weapon of the ruleset; %NULL: "sidearms" */
  guint    figures;       /* 0: the class's full unit */
  gboolean shields;       /* carries shields (read where the ruleset reads them) */
  gboolean leader;        /* a captain or leader stands with the unit */
  /* The finer grades a ruleset may read (Lionheart), as BnBattleUnitSpec
   * has them; 0: what the class implies. */
  guint    armour_level;  /* 1 none, 2 light, 3 medium, 4 heavy */
  guint    morale;        /* 1 poor, 2 fair, 3 good */
  gboolean light;
  gboolean dedicated;
  guint    leadership;    /* a King/Leader unit's rating, 1–3 */
} BnTableSide;

typedef struct
{
  BnTableSide   sides[2];          /* 0 the attacker, 1 the defender */
  guint         range;             /* 1: close combat (melee); more: a volley at that range, in
                                      hexes, or on an open table (Junior General) in cm */
  BnCombatFacing facing;           /* the defender's front, flank or rear */
  gboolean      charge;            /* the attacker charged (moved straight in) */
  gboolean      moved;             /* the attacker moved before it fired */
  gboolean      withdraw;          /* after a melee the defender retreats from it (Junior
                                      General's Retreat from Melee, with its D10) */
  char         *terrain_id[2];     /* the ground each stands on; %NULL: open */
} BnTableCombat;

typedef struct
{
  BnDiePurpose purpose;
  guint        face;               /* the face: 1–6 on a D6, 1–10 on a D10 */
  BnDieSymbol  symbol;             /* as the ruleset's die shows it */
  gboolean     typed;
} BnTableDie;

typedef struct
{
  char       *rules;               /* the ruleset id */
  guint       n_dice;
  BnTableDie  dice[BN_TABLE_MAX_DICE];
  guint       attack_dice[2];      /* dice each side struck with (0: it did not strike) */
  guint       figures[2];          /* figures each side had */
  guint       figures_lost[2];
  gboolean    destroyed[2];
  guint       retreat[2];          /* hexes each fell back (on an open table, cm) */
  gboolean    routed[2];           /* left the field */
  gboolean    panicked[2];
  gboolean    leader_lost[2];
  guint       low_on_arrows[2];    /* archer stands turned round, running low (Junior General) */
  /* Where the engine's battle sequence ran (L&L, BattleLore): the hits
   * each side's dice scored on the other, and the saving throws the
   * other side threw for them and won. */
  guint       hits[2];
  guint       saves_thrown[2];
  guint       saved[2];
  /* Each unit's troop type in the ruleset's own words ("heavy cavalry",
   * Junior General); %NULL where the ruleset names units by class. */
  char       *troop_type[2];
  char       *summary;             /* the outcome in a few sentences */
  char       *rule;                /* where the ruleset states it */
} BnTableResult;

GQuark         bn_table_combat_error_quark (void);

BnTableCombat *bn_table_combat_new      (void);
void           bn_table_combat_free     (BnTableCombat *combat);
void           bn_table_result_free     (BnTableResult *result);
void           bn_table_side_clear      (BnTableSide   *side);
void           bn_table_side_free       (BnTableSide   *side);

BnTableResult *bn_table_combat_resolve  (BnBattleRules       *rules,
                                         const BnTableCombat *combat,
                                         const guint         *faces,
                                         guint                n_faces,
                                         guint64              seed,
                                         GError             **error);
gboolean       bn_table_parse_dice      (const char  *text,
                                         GArray      *out_faces,
                                         GError     **error);
char          *bn_table_result_dice_text (const BnTableResult *result);
const char    *bn_table_die_purpose_name (BnDiePurpose purpose);
const char    *bn_combat_facing_to_string (BnCombatFacing facing);
gboolean       bn_combat_facing_from_string (const char    *text,
                                          BnCombatFacing *out_facing);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnTableCombat, bn_table_combat_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnTableResult, bn_table_result_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnTableSide, bn_table_side_free)

G_END_DECLS
