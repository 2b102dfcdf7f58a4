/* bn-battle-rules.h — the numbers of one ruleset's battle, as data.
 *
 * A BnBattleRules holds every table the battle engine reads: unit class
 * profiles (moves, battle dice by range, figures, flag thresholds,
 * artillery), weapon profiles, terrain types, the battle die's faces and
 * the command card deck, plus a few single numbers (ransom surcharge,
 * single combat rounds…). The engine implements general mechanisms; these
 * tables name and tune them.
 *
 * Rules are assembled by a builder (fed by the campaign layer from
 * data/rulesets/lords-and-levies.xml, or by bn_battle_rules_new_default() from the static
 * table in bn-battle-rules-default.c), checked as a whole, and never
 * change afterwards, so one instance may be shared by any number of
 * battles and threads. Rows are referred to by index; index 0 of the
 * terrain table is open ground.
 */
#pragma once

#include <glib.h>

#include "bn-ruleset.h"
#include "bn-data-text.h"

G_BEGIN_DECLS

#define BN_BATTLE_RULES_ERROR (bn_battle_rules_error_quark ())

typedef enum
{
  BN_BATTLE_RULES_ERROR_INVALID,
} BnBattleRulesError;

/* Limits of the tables; a rule set over them is refused. */
#define BN_BATTLE_MAX_RANGE     8
#define BN_BATTLE_MAX_CLASSES   16
#define BN_BATTLE_MAX_WEAPONS   32
#define BN_BATTLE_MAX_TERRAINS  32
#define BN_BATTLE_MAX_CARD_KINDS 32
#define BN_BATTLE_MAX_DECK      128

typedef enum
{
  BN_BATTLE_ARM_FOOT,
  BN_BATTLE_ARM_HORSE,
  BN_BATTLE_ARM_ARTILLERY,
  BN_BATTLE_N_ARMS,
} BnBattleArm;

/* L&L's unit classes. */
typedef enum
{
  BN_UNIT_CLASS_A,
  BN_UNIT_CLASS_B,
  BN_UNIT_CLASS_C,
  BN_UNIT_N_CLASSES,
} BnUnitClass;

/* The three command colours of the "command by colour" series. */
typedef enum
{
  BN_BATTLE_COLOUR_RED,
  BN_BATTLE_COLOUR_BLUE,
  BN_BATTLE_COLOUR_GREEN,
  BN_BATTLE_N_COLOURS,
} BnBattleColour;

/* What a hit must show to count: the battle die's armour classes. */
typedef enum
{
  BN_ARMOUR_CLASS_BEST,     /* heaviest armour for the period */
  BN_ARMOUR_CLASS_LESSER,   /* lesser armour or leather */
  BN_ARMOUR_CLASS_NONE,     /* no armour */
} BnArmourClass;

/* The six symbols of the L&L battle die. */
typedef enum
{
  BN_DIE_FLAG,              /* a possible retreat */
  BN_DIE_SHIELD,            /* a miss for all; saves a figure */
  BN_DIE_SWORDS,            /* crossed swords: close combat only, see rules */
  BN_DIE_HIT_NONE,          /* hits troops with no armour */
  BN_DIE_HIT_LESSER,        /* hits lesser armour or none */
  BN_DIE_HIT_ANY,           /* hits any armour */
  BN_DIE_N_SYMBOLS,
} BnDieSymbol;

typedef enum
{
  BN_TERRAIN_MOVE_FREE,
  BN_TERRAIN_MOVE_STOP,            /* entering ends the move */
  BN_TERRAIN_MOVE_STOP_NO_BATTLE,  /* entering ends the move; no battle this turn */
  BN_TERRAIN_MOVE_INFANTRY_ONLY,   /* only foot may enter */
  BN_TERRAIN_MOVE_IMPASSABLE,
} BnTerrainMove;

/* Optional rules a scenario switches on; some cards need one. */
typedef enum
{
  BN_BATTLE_OPTION_NONE        = 0,
  BN_BATTLE_OPTION_FAST_PLAY   = 1 << 0,  /* no saving and defence throws */
  BN_BATTLE_OPTION_STAKES      = 1 << 1,  /* appendix 1 */
  BN_BATTLE_OPTION_MERCENARIES = 1 << 2,  /* appendix 2: bribes, single combat, ransom */
  BN_BATTLE_OPTION_SUPREME_COMMANDER = 1 << 3, /* Junior General's optional rule: a side whose
                                                  supreme commander is lost rolls 1D6 a turn for
                                                  the units that may move and charge */
  BN_BATTLE_OPTION_BASIC_GAME  = 1 << 4,  /* Day of Battle's basic game: a leader's social
                                             rank is every skill */
} BnBattleOptions;

typedef enum
{
  BN_CARD_KIND_COLOUR,          /* order N units (or lone commanders) of one colour */
  BN_CARD_KIND_EACH_COLOUR,     /* order one unit of each colour */
  BN_CARD_KIND_COMMANDERS,      /* order N freestanding commanders */
  BN_CARD_KIND_MONEY,           /* "It's all for the money": bribe a mercenary unit */
  BN_CARD_KIND_SINGLE_COMBAT,   /* challenge to single combat */
  BN_CARD_KIND_STAKES,          /* order N archer units, who may plant stakes */
  BN_CARD_KIND_UNITS,           /* order N units of any colour that fit the card's arms
                                   and weapons (the BattleLore tactic cards) */
} BnCommandCardKind;

typedef struct
{
  const char    *id;              /* "A-foot" */
  const char    *name;            /* "A-class infantry" */
  BnBattleArm    arm;
  BnUnitClass    unit_class;
  BnArmourClass  armour;
  guint          max_figures;
  guint          move;            /* hexes moved when not battling */
  guint          move_and_battle; /* hexes moved and still battle */
  guint          steady_figures;  /* flags ignored at or above this */
  gboolean       commander_steadies; /* a commander in the hex lowers it by 1 */
  guint          fire_interval;   /* battles every that many own turns; 0/1 always */
  guint          hilltop_bonus;   /* dice added on a hill */
  guint          n_dice;          /* range in hexes */
  guint8         dice[BN_BATTLE_MAX_RANGE]; /* dice at range 1, 2, … */
  guint          hit_by;          /* bit per BnDieSymbol that hits it; 0: by its armour
                                     (bn_die_symbol_hits()) */
} BnClassProfile;

typedef struct
{
  const char *id;                  /* units.xml weapon id: "longbow" */
  const char *name;
  gboolean    ranged;              /* fires beyond an adjacent hex */
  gboolean    polearm;             /* crossed swords hit in close combat */
  gboolean    pierces_best_armour; /* crossed swords hit the best armour class */
  gboolean    stops_charge;        /* lancers cannot charge its active front */
  gboolean    archer;              /* may plant stakes (appendix 1) */
  gboolean    unarmed;             /* villagers' tools, engineers: only crossed swords hit,
                                      and only in close combat */
  guint       charge_bonus;        /* dice added when charging */
  guint       n_dice;              /* 0: the class's dice */
  guint8      dice[BN_BATTLE_MAX_RANGE];
  guint       dice_arms;           /* bit per BnBattleArm the special dice apply to */
  guint       dice_classes;        /* bit per BnUnitClass */
  /* Read by rulesets with a weapon table (BattleLore); 0 elsewhere. */
  guint       bonus_strike;        /* bit per BnDieSymbol that hits as a bonus strike */
  guint       bonus_strike_min_range; /* … from this range (2: "except at point blank") */
  guint       bonus_strike_max_range; /* … to this one */
  guint       close_combat_dice;   /* dice added in close combat (halberd, pike) */
  guint       moving_fire_dice;    /* dice less when firing after moving (bows) */
  guint       ignored_vs_horse;    /* bonus strikes ignored against mounted units */
  guint       range;               /* at most this many hexes, whichever dice it throws; 0: as
                                      many as its dice (BattleLore's crossbow: 3) */
} BnWeaponProfile;

typedef struct
{
  const char    *id;
  const char    *name;
  BnTerrainMove  move;
  int            attacker_dice;    /* added to the dice of an attack into this hex */
  int            occupant_dice;    /* added to the dice of a unit battling from it */
  gboolean       blocks_sight;
  gboolean       hill;             /* higher ground: artillery bonus, sight */
  gboolean       adjacent_infantry_only; /* attacked only by adjacent foot or artillery */
  guint          max_dice_into;    /* at most this many dice (before modifiers) into it; 0: any */
  guint          max_dice_from;    /* at most this many dice battling out of it; 0: any */
  guint          ignore_flags;     /* flags a unit standing in it ignores (BattleLore's bold occupants) */
  gboolean       battle_back;      /* a unit standing in it, attacked in close combat and not
                                      forced back, battles back at once */
  gboolean       has_ranged_attacker_dice; /* attacks at range read ranged_attacker_dice */
  int            ranged_attacker_dice;     /* … instead of attacker_dice (BattleLore's "(in close
                                              combat)" cells: 0) */
} BnTerrainProfile;

typedef struct
{
  const char         *id;
  const char         *name;
  BnCommandCardKind   kind;
  BnBattleColour      colour;       /* BN_CARD_KIND_COLOUR only */
  guint               orders;       /* units or commanders it orders */
  guint               gold;         /* GP the card is worth when paying */
  guint               ransom_captain;
  guint               ransom_commander;
  guint               copies;       /* in the deck */
  BnBattleOptions     requires;     /* removed from the deck without it */
  guint               arms;         /* BN_CARD_KIND_UNITS: bit per BnBattleArm it orders; 0: any */
  gboolean            ranged_only;  /* BN_CARD_KIND_UNITS: units with ranged weapons only */
  guint               close_combat_dice; /* added to each close combat of a unit it ordered */
  guint               ranged_dice;  /* added to each ranged battle of a unit it ordered */
} BnCommandCardProfile;

/* The single numbers. */
typedef struct
{
  guint commander_move_foot;
  guint commander_move_mounted;
  guint captain_dice;              /* a captain with a unit adds this */
  guint army_commander_dice;
  guint charge_straight_hexes;     /* hexes without a facing change to charge */
  guint front_change_cost;         /* hexes a change to the passive front costs */
  guint stakes_cost;               /* hexes planting stakes costs */
  guint stakes_dice;               /* dice taken from an attack over stakes */
  guint single_combat_rounds;
  guint single_combat_range;
  guint bribe_die_gold;            /* a bribe adds 1D6 × this */
  guint gold_per_army_point;       /* a mercenary's promise (army points) in gold pieces, the
                                      unit a bribe is paid in; 0 reads as 1 */
  guint ransom_surcharge;          /* paid to avoid a single combat */
  guint group_max_units;           /* units in a "Battle" */
  guint group_max_colours;
  guint mixed_firearms_dice;       /* dice a unit partly armed with firearms fires with less */
  guint prisoner_vp;               /* for a character taken prisoner */
  /* Switches a ruleset sets where its text departs from L&L; all off in L&L. */
  guint passive_front_dice_foot;   /* dice infantry adds attacking a passive front */
  guint passive_front_dice_horse;  /* … and cavalry */
  gboolean one_unit_per_hex;       /* whatever the scenario's stacking */
  gboolean enemy_zoc_stops;        /* a unit entering a hex next to an enemy unit stops */
  gboolean no_voluntary_retreat;   /* the defender has no choice before the dice */
  gboolean no_defence_throw;
  gboolean auto_kill_identical;    /* the automatic kill needs two identical hit symbols */
  gboolean captain_steadies_only;  /* only a captain (or army commander) lowers the threshold */
  guint commander_attack_dice;     /* dice an attack on a lone commander rolls; 0: the unit's */
  gboolean retreat_sets_facing;    /* after 1 hex back a unit faces the enemy, after more away */
  gboolean group_battles_by_colour; /* a "Battle" ordered by a card: only its units of the card's
                                       colour battle, and one other beside the captain */
  gboolean group_strays_leave;     /* a member out of the zone, not back by the end of its side's
                                      next turn, leaves the "Battle" (no duty to rejoin) */
  gboolean units_are_stands;       /* a roster unit takes the field as one stand: at most its
                                      class's figures (Lionheart) */
  guint commander_saves;           /* bit per BnDieSymbol that saves a lone commander, at any
                                      range; 0: a unit's saving throw (L&L) */
} BnBattleConstants;

/* Day of Battle's leaders and heroes in one ruleset (docs/rules.md,
 * "Leaders and heroes on the field"). A skill check is a D20 thrown at or
 * under base + per_point × the skill's points; a skill of 0 (a commander
 * with no campaign numbers) never throws. */
typedef struct
{
  int   base;
  guint per_point;
} BnSkillCheck;

typedef struct
{
  guint        hex_inches;         /* a hex across, in Day of Battle's inches; 0 (and
                                      mm_per_inch 0): the ruleset has no <leader-skills>
                                      and skills do nothing */
  guint        mm_per_inch;        /* an open-table ruleset (Junior General): one of Day of
                                      Battle's inches in millimetres at its scale; 0 on hexes */
  guint        leader_move_inches; /* a leader's own move, without a command (30") */
  guint        herald_inches;      /* a herald's reach (5") */
  guint        retainer_command_inches; /* a common retainer commands this far (15") */
  BnSkillCheck combat;             /* Combat Bonus: the attached leader's bonus die hits */
  BnSkillCheck morale;             /* Morale Bonus: his unit shrugs off a retreat (a panic) */
  guint        initiative_step;    /* Initiative, no die: every this many points over 10, a
                                      command card orders one more (Lionheart: the
                                      leadership roll gains a point); 0: none */
  int          retainer_die_base;  /* Archer, Champion: their D20 hits at or under this
                                      + half the card's value */
} BnLeaderSkillRules;

typedef struct _BnBattleRules BnBattleRules;

GQuark                       bn_battle_rules_error_quark (void);

BnBattleRules               *bn_battle_rules_new_default (void);
BnBattleRules               *bn_battle_rules_ref         (BnBattleRules *rules);
void                         bn_battle_rules_unref       (BnBattleRules *rules);
const char                  *bn_battle_rules_get_name    (const BnBattleRules *rules);
const BnRuleset             *bn_battle_rules_get_ruleset (const BnBattleRules *rules);
const char                  *bn_battle_rules_colour_name (const BnBattleRules *rules,
                                                          BnBattleColour       colour);
int                          bn_battle_rules_find_colour (const BnBattleRules *rules,
                                                          const char          *name);

guint                        bn_battle_rules_get_n_classes (const BnBattleRules *rules);
const BnClassProfile        *bn_battle_rules_get_class   (const BnBattleRules *rules,
                                                          guint                index);
const BnClassProfile        *bn_battle_rules_lookup_class (const BnBattleRules *rules,
                                                          BnBattleArm          arm,
                                                          BnUnitClass          unit_class);
guint                        bn_battle_rules_get_n_weapons (const BnBattleRules *rules);
const BnWeaponProfile       *bn_battle_rules_get_weapon  (const BnBattleRules *rules,
                                                          guint                index);
int                          bn_battle_rules_find_weapon (const BnBattleRules *rules,
                                                          const char          *id);
guint                        bn_battle_rules_get_n_terrains (const BnBattleRules *rules);
const BnTerrainProfile      *bn_battle_rules_get_terrain (const BnBattleRules *rules,
                                                          guint                index);
int                          bn_terrain_attacker_dice    (const BnTerrainProfile *terrain,
                                                          guint                   range);
int                          bn_battle_rules_find_terrain (const BnBattleRules *rules,
                                                          const char          *id);
guint                        bn_battle_rules_get_n_cards (const BnBattleRules *rules);
const BnCommandCardProfile  *bn_battle_rules_get_card    (const BnBattleRules *rules,
                                                          guint                index);
int                          bn_battle_rules_find_card   (const BnBattleRules *rules,
                                                          const char          *id);
BnDieSymbol                  bn_battle_rules_die_symbol  (const BnBattleRules *rules,
                                                          guint                face);
guint                        bn_battle_rules_die_face    (const BnBattleRules *rules,
                                                          BnDieSymbol          symbol);
const BnBattleConstants     *bn_battle_rules_get_constants (const BnBattleRules *rules);
const BnLeaderSkillRules    *bn_battle_rules_get_leader_skills (const BnBattleRules *rules);
gboolean                     bn_leader_skill_rules_active (const BnLeaderSkillRules *skills);
guint                        bn_leader_skill_rules_mm (const BnLeaderSkillRules *skills,
                                                       guint                     inches);
guint                        bn_leader_skill_rules_hexes (const BnLeaderSkillRules *skills,
                                                          guint                     inches);
guint64                      bn_battle_rules_get_serial  (const BnBattleRules *rules);
const int                   *bn_battle_rules_get_table   (const BnBattleRules *rules,
                                                          const char          *id,
                                                          guint               *out_n);

const char                  *bn_die_symbol_to_string     (BnDieSymbol symbol);
gboolean                     bn_die_symbol_hits          (BnDieSymbol   symbol,
                                                          BnArmourClass armour);
const char                  *bn_battle_colour_to_string  (BnBattleColour colour);
const char                  *bn_battle_arm_to_string     (BnBattleArm arm);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnBattleRules, bn_battle_rules_unref)

/* ---- Assembling a rule set: for loaders only ----
 *
 * A loader feeds rows in file order, each with the line it came from (0
 * when there is none), then calls bn_battle_rules_builder_finish(), which
 * checks the tables as a whole and names the document and line of the
 * first problem. Strings are copied. */

typedef struct _BnBattleRulesBuilder BnBattleRulesBuilder;

BnBattleRulesBuilder *bn_battle_rules_builder_new       (const char *name);
void                  bn_battle_rules_builder_set_ruleset (BnBattleRulesBuilder *builder,
                                                         const BnRuleset      *ruleset);
void                  bn_battle_rules_builder_set_colour_name (BnBattleRulesBuilder *builder,
                                                         BnBattleColour        colour,
                                                         const char           *name);
void                  bn_battle_rules_builder_free      (BnBattleRulesBuilder *builder);
void                  bn_battle_rules_builder_add_class (BnBattleRulesBuilder *builder,
                                                         const BnClassProfile *profile,
                                                         guint                 line);
void                  bn_battle_rules_builder_add_weapon (BnBattleRulesBuilder  *builder,
                                                         const BnWeaponProfile *profile,
                                                         guint                  line);
void                  bn_battle_rules_builder_add_terrain (BnBattleRulesBuilder   *builder,
                                                         const BnTerrainProfile *profile,
                                                         guint                   line);
void                  bn_battle_rules_builder_add_card  (BnBattleRulesBuilder       *builder,
                                                         const BnCommandCardProfile *profile,
                                                         guint                       line);
void                  bn_battle_rules_builder_set_die_face (BnBattleRulesBuilder *builder,
                                                         guint                 face,
                                                         BnDieSymbol           symbol,
                                                         guint                 line);
void                  bn_battle_rules_builder_set_constants (BnBattleRulesBuilder    *builder,
                                                         const BnBattleConstants *constants,
                                                         guint                    line);
void                  bn_battle_rules_builder_set_leader_skills (BnBattleRulesBuilder     *builder,
                                                         const BnLeaderSkillRules *skills,
                                                         guint                     line);
void                  bn_battle_rules_builder_add_table (BnBattleRulesBuilder *builder,
                                                         const char           *id,
                                                         const int            *values,
                                                         guint                 n_values,
                                                         guint                 line);
BnBattleRules        *bn_battle_rules_builder_finish    (BnBattleRulesBuilder  *builder,
                                                         GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnBattleRulesBuilder, bn_battle_rules_builder_free)

G_END_DECLS
