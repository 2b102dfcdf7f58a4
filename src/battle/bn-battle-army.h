/* bn-battle-army.h — one side's forces as a battle takes them.
 *
 * A BnBattleArmy lists the units (BnBattleUnitSpec), the commanders
 * (army commander, captains, sergeants) and the "Battles" formed before
 * the game. The campaign layer builds one from a muster (class from
 * armour, weapon ids from units.xml, colour chosen by the player); tests
 * and quick games build one by hand. Positions are optional: a unit or
 * commander without one is placed by bn_battle_army_deploy().
 */
#pragma once

#include "bn-card.h"
#include "bn-scenario.h"

G_BEGIN_DECLS

#define BN_BATTLE_ARMY_MAX_UNITS      32
#define BN_BATTLE_ARMY_MAX_COMMANDERS 8
#define BN_BATTLE_ARMY_MAX_GROUPS     4
#define BN_BATTLE_NAME_MAX            32
#define BN_BATTLE_MAX_RETAINERS       8   /* a leader's, into one battle */

/* Day of Battle's retainers as a battle takes them (docs/rules.md,
 * "Retainers in battle"). */
typedef enum
{
  BN_RETAINER_TYPE_NONE,
  BN_RETAINER_TYPE_PAGE,          /* common: command, redraw, reorder */
  BN_RETAINER_TYPE_SQUIRE,
  BN_RETAINER_TYPE_SERGEANT,
  BN_RETAINER_TYPE_ARCHER,        /* special: with a unit, a bonus D20 when it shoots */
  BN_RETAINER_TYPE_CHAMPION,      /* … a bonus D20 in its melees */
  BN_RETAINER_TYPE_STANDARD,      /* … raises its morale by his bonus */
  BN_RETAINER_TYPE_HERALD,        /* with his leader: doubles the honor of melees in reach */
  BN_RETAINER_TYPE_HEALER,        /* once: a lost figure back, or a common retainer */
  BN_RETAINER_TYPE_SCOUT,         /* once: the enemy's hand of command cards */
  BN_RETAINER_N_TYPES,
} BnBattleRetainerType;

typedef struct
{
  BnBattleRetainerType type;
  guint          success;         /* D20 at or under this succeeds; 0: needs no roll */
  guint          bonus;           /* Archer, Champion: half the card; Standard: 1–3 */
  int            unit;            /* Archer, Champion, Standard: the unit, −1: the leader's */
} BnBattleRetainerSpec;

typedef enum
{
  BN_COMMANDER_ARMY,       /* the army commander; also acts as a captain */
  BN_COMMANDER_CAPTAIN,
  BN_COMMANDER_SERGEANT,
  BN_COMMANDER_CHARACTER,  /* a fair maiden and the like: treated as a commander, but
                              commands nobody and is wounded instead of killed */
} BnCommanderRank;

typedef struct
{
  char            name[BN_BATTLE_NAME_MAX];
  BnBattleArm     arm;
  BnUnitClass     unit_class;
  guint           weapon;       /* index in the rules' weapons */
  BnBattleColour  colour;
  guint           figures;
  gboolean        mercenary;
  guint           promise;      /* GP promised a mercenary after the battle */
  guint           firearms;     /* a mixed unit: how many of its figures carry its firearm
                                   (a ranged weapon); 0 when the whole unit has it */
  gboolean        placed;       /* col, row, facing given */
  int             col;
  int             row;
  guint           facing;
  /* Read by rulesets that grade units finer than the class (Lionheart);
   * 0 everywhere means what the class implies. */
  guint           armour_level; /* 0: from the class; 1 none, 2 light, 3 medium, 4 heavy */
  gboolean        shields;
  guint           morale;       /* 0: fair (2); 1 poor, 2 fair, 3 good */
  gboolean        light;        /* light troops */
  gboolean        dedicated;    /* dedicated warriors */
  guint           leadership;   /* a King/Leader unit: its rating 1–3; 0: not one */
  gboolean        singular;     /* its name takes a singular verb ("Peasant levy"; its
                                   type says so); else the name is of its men */
} BnBattleUnitSpec;

typedef struct
{
  char             name[BN_BATTLE_NAME_MAX];
  BnCommanderRank  rank;
  gboolean         mounted;
  int              unit;         /* the unit he starts with, or −1 */
  gboolean         placed;       /* col, row given (ignored when with a unit) */
  int              col;
  int              row;
  guint            leadership;   /* Lionheart: his rating 1–3 as the army's King/Leader; 0: 2 */
  /* A campaign leader's own numbers (Day of Battle), as his career has
   * them; all 0 for a commander who has none (quick games, tests). */
  guint            social_rank;  /* 1–6 */
  guint            initiative;   /* 11–20, as shown */
  guint            morale_bonus; /* 1–10 */
  guint            combat_bonus; /* 1–10 */
  guint            pcs;          /* personal combat skill, 11–20, as shown */
  gboolean         hero;         /* a hero: stays with his unit */
  guint            wound;        /* a wound he carries: his pcs is this much lower; 0: none */
  BnBattleRetainerSpec retainers[BN_BATTLE_MAX_RETAINERS];  /* those he brings, still available */
  guint            n_retainers;
} BnBattleCommanderSpec;

/* What befalls a leader struck on the field (Day of Battle, "Risk to a
 * leader"): the fate his Special Results card reads, or the fate the other
 * side's card gives a lost leader it finds. */
typedef enum
{
  BN_RISK_UNHARMED,              /* also: a lost leader not found, who returns */
  BN_RISK_WOUNDED,               /* he fights on, wounded; the campaign counts the wound */
  BN_RISK_LOST,                  /* out for a full game turn, and may be found */
  BN_RISK_CAPTURED,
  BN_RISK_KILLED,
} BnRiskFate;

/* The Special Results as the battle reads them: a fate for each card of the
 * deck, filled by the campaign from its house tables (data/honor.xml). A
 * side without a table (has_table FALSE) still makes its leaders' checks
 * and leaves a struck leader's card to be drawn after the battle. */
typedef struct
{
  gboolean has_table;
  guint8   wound;                   /* what a wound takes off his pcs (data/honor.xml) */
  guint8   struck[BN_CARD_COUNT];   /* BnRiskFate of a struck leader's card */
  guint8   found[BN_CARD_COUNT];    /* a lost leader found by the other side's card:
                                       BN_RISK_UNHARMED (not found), _CAPTURED or _KILLED */
} BnBattleRisk;

/* A "Battle": a captain and up to four units, formed before the game. */
typedef struct
{
  guint captain;                 /* commander index */
  guint units[4];
  guint n_units;
} BnBattleGroupSpec;

typedef struct
{
  char                  name[BN_BATTLE_NAME_MAX];
  /* What the battle's words call it where its name is long ("Opposing
   * host" for "Opposing host of 60 points"); empty: the name. */
  char                  short_name[BN_BATTLE_NAME_MAX];
  BnBattleUnitSpec      units[BN_BATTLE_ARMY_MAX_UNITS];
  guint                 n_units;
  BnBattleCommanderSpec commanders[BN_BATTLE_ARMY_MAX_COMMANDERS];
  guint                 n_commanders;
  BnBattleGroupSpec     groups[BN_BATTLE_ARMY_MAX_GROUPS];
  guint                 n_groups;
  /* Army points left unspent at muster, which a ruleset with mercenary
   * treachery (Lionheart) lets its king bid with. */
  guint                 unspent_points;
  /* How its leaders' strikes read (bn-battle-risk.c); only read for
   * commanders with a personal combat skill. */
  BnBattleRisk          risk;
} BnBattleArmy;

BnBattleArmy *bn_battle_army_new          (const char *name);
BnBattleArmy *bn_battle_army_copy         (const BnBattleArmy *army);
void          bn_battle_army_free         (BnBattleArmy *army);
int           bn_battle_army_add_unit     (BnBattleArmy        *army,
                                           const BnBattleRules *rules,
                                           const char          *name,
                                           BnBattleArm          arm,
                                           BnUnitClass          unit_class,
                                           const char          *weapon_id,
                                           BnBattleColour       colour);
int           bn_battle_army_add_commander (BnBattleArmy    *army,
                                           const char      *name,
                                           BnCommanderRank  rank,
                                           int              unit);
gboolean      bn_battle_army_add_group    (BnBattleArmy *army,
                                           guint         captain,
                                           const guint  *units,
                                           guint         n_units,
                                           GError      **error);
void          bn_battle_army_place_unit   (BnBattleArmy *army,
                                           guint         unit,
                                           int           col,
                                           int           row,
                                           guint         facing);
void          bn_battle_army_place_commander (BnBattleArmy *army,
                                           guint         commander,
                                           int           col,
                                           int           row);
BnBattleArmy *bn_battle_army_new_sample   (const BnBattleRules *rules,
                                           const char          *name,
                                           guint                n_units);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnBattleArmy, bn_battle_army_free)

G_END_DECLS
