/* bn-junior-general.h — Junior General fast play (seed 003), read from
 * outside: the steps of its turn, each unit's troop type and arrows, the
 * playsheet's tables, and the pure table reads its tests check cell by
 * cell. The ruleset itself is bn_ruleset_junior_general (bn-ruleset.h);
 * where pieces stand is the engine's (bn_battle_get_unit_place() …). */
#pragma once

#include "bn-battle-rules.h"
#include "bn-battle.h"

G_BEGIN_DECLS

/* The playsheet's turn sequence. */
typedef enum
{
  BN_JG_STEP_ARCHERY_FIRST,   /* archery, and no movement after it */
  BN_JG_STEP_MOVEMENT,
  BN_JG_STEP_ARCHERY_SECOND,
  BN_JG_STEP_CHARGE,
  BN_JG_STEP_MELEE,
  BN_JG_STEP_RETREAT,
  BN_JG_STEP_ARCHERY_THIRD,
  BN_JG_N_STEPS,
} BnJgStep;

/* The text's five troop types and its two war machines. */
typedef enum
{
  BN_JG_ARCHERY,
  BN_JG_LIGHT_INFANTRY,
  BN_JG_HEAVY_INFANTRY,
  BN_JG_LIGHT_CAVALRY,
  BN_JG_HEAVY_CAVALRY,
  BN_JG_BALLISTA,
  BN_JG_CATAPULT,
  BN_JG_N_TYPES,
} BnJgType;

/* The named tables of data/rulesets/junior-general.xml: each must be
 * there at its size, or @error names it. */
gboolean    bn_jg_check_tables     (const BnBattleRules *rules,
                                    GError             **error);

/* The troop type a unit of @arm, @unit_class and weapon @weapon (an index
 * in @rules' weapons), light troops or not, takes the field as. */
BnJgType    bn_jg_type_for         (const BnBattleRules *rules,
                                    BnBattleArm          arm,
                                    BnUnitClass          unit_class,
                                    guint                weapon,
                                    gboolean             light);
/* Stands a roster unit of @figures fields (machines: their own count). */
guint       bn_jg_stands_for       (const BnBattleRules *rules,
                                    BnJgType             type,
                                    guint                figures);

BnJgStep    bn_jg_get_step         (const BnBattle *battle);
const char *bn_jg_step_to_string   (BnJgStep step);
BnJgType    bn_jg_get_unit_type    (const BnBattle *battle,
                                    guint           unit);
const char *bn_jg_type_to_string   (BnJgType type);
gboolean    bn_jg_is_cavalry       (BnJgType type);
/* Archer stands turned round (running low on arrows), and those that ran
 * out and now fight as infantry. */
guint       bn_jg_get_stands_low   (const BnBattle *battle,
                                    guint           unit);
guint       bn_jg_get_stands_out   (const BnBattle *battle,
                                    guint           unit);
/* The commander's unit (the one he is in base contact with), or −1. */
int         bn_jg_get_commander_unit (const BnBattle *battle,
                                    guint           commander);
/* Units a side may still move or charge this turn under the optional
 * supreme-commander rule, or −1 when it does not bind. */
int         bn_jg_get_allowance    (const BnBattle *battle,
                                    guint           side);

/* The melee's winner that may now occupy the place of the enemy it
 * destroyed (its side answers: BN_ACTION_ADVANCE, or END_TURN to stay),
 * or −1. */
int         bn_jg_get_follow_unit  (const BnBattle *battle);

/* Whether @unit is engaged in melee (in base contact with an enemy). */
gboolean    bn_jg_unit_engaged     (const BnBattle *battle,
                                    guint           unit);
/* Where @unit would end charging @target, and where @target would stand
 * then (pivoted to face it), for a board to show before the charge is
 * made; FALSE (with @error saying why) when the charge is not possible
 * from where they stand. Nothing changes. */
gboolean    bn_jg_charge_preview   (const BnBattle *battle,
                                    guint           unit,
                                    guint           target,
                                    BnTablePlace   *out_place,
                                    BnTablePlace   *out_target_place,
                                    GError        **error);

/* Free movement (bn-junior-general-moves.c). A move of @unit, of the
 * acting side, that the text allows: it turns on its centre and goes @cm
 * whole centimetres straight towards @heading (degrees clockwise from the
 * table's north, in 5° steps), facing that way or — @backwards — keeping
 * its face to the opposite way. @out_action is the action to apply
 * (bn_battle_apply()); FALSE, with @error naming the rule that refuses
 * it, when the move is not allowed (@out_action is still set when the
 * unit and heading are possible at all, for bn_jg_move_place()). Nothing
 * changes. */
gboolean    bn_jg_move_action      (const BnBattle       *battle,
                                    guint                 unit,
                                    int                   heading,
                                    guint                 cm,
                                    gboolean              backwards,
                                    BnBattleAction       *out_action,
                                    GError              **error);
/* Where a move's unit would stand after it (whether allowed or not). */
BnTablePlace bn_jg_move_place      (const BnBattle       *battle,
                                    const BnBattleAction *action);

/* A move as a table player says it, from where the unit stands now. */
typedef struct
{
  int      turn;          /* from its facing to its new one: −175 (left) … 180 (about) */
  guint    cm;
  gboolean backwards;     /* it steps back, keeping its face the other way */
  int      edge_terrain;  /* the ground at whose edge it stops, or −1 */
} BnJgMoveWords;

gboolean    bn_jg_move_read        (const BnBattle       *battle,
                                    const BnBattleAction *action,
                                    BnJgMoveWords        *out);

/* Where @army, as it takes the field under @rules (its units' figures
 * already stands: bn_battle_army_from_roster()), departs from the text's
 * order of battle ("Units 4/6 stands + 1 Commander", "Formations: 3/4
 * units + 1 Commander", "Armies: 2+ formations + Supreme Commander"): one
 * sentence a departure, an empty list when it fits. Warnings only: a
 * roster fights as it is. */
char      **bn_jg_order_of_battle_warnings (const BnBattleRules *rules,
                                            const BnBattleArmy  *army);

/* The playsheet's reads. */
guint       bn_jg_melee_needs      (const BnBattleRules *rules,
                                    BnJgType             attacker,
                                    BnJgType             defender);
/* Whether a melee die of @face kills: +@bonus (flank, lone commander). */
gboolean    bn_jg_melee_kills      (const BnBattleRules *rules,
                                    BnJgType             attacker,
                                    BnJgType             defender,
                                    guint                face,
                                    int                  bonus);
/* Stands an arrow or a machine's shot of @face knocks out of a @defender
 * at @distance_mm, in cover or not: 0, 1 or 2; G_MAXUINT out of range. */
guint       bn_jg_missile_kills    (const BnBattleRules *rules,
                                    BnJgType             shooter,
                                    BnJgType             defender,
                                    guint                distance_mm,
                                    gboolean             cover,
                                    guint                face);
/* The least face of such a die that knocks a stand out; 0 out of range. */
guint       bn_jg_missile_needs    (const BnBattleRules *rules,
                                    BnJgType             shooter,
                                    BnJgType             defender,
                                    guint                distance_mm,
                                    gboolean             cover);
guint       bn_jg_missile_range_mm (const BnBattleRules *rules,
                                    BnJgType             shooter);
guint       bn_jg_move_mm          (const BnBattleRules *rules,
                                    BnJgType             type);
/* How deep each side's deployment zone reaches from its own edge (mm). */
guint       bn_jg_deployment_mm    (const BnBattleRules *rules);
guint       bn_jg_charge_mm        (const BnBattleRules *rules,
                                    BnJgType             type);
/* Whether a D10 of @face loses a stand retreating from melee. */
gboolean    bn_jg_retreat_loses    (const BnBattleRules *rules,
                                    BnJgType             type,
                                    guint                face);
/* Whether a D10 of @face loses the commander, after melee or archery. */
gboolean    bn_jg_commander_lost   (const BnBattleRules *rules,
                                    gboolean             melee,
                                    guint                face);

G_END_DECLS
