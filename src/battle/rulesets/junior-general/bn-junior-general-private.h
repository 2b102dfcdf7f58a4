/* bn-junior-general-private.h — what the Junior General ruleset's files
 * share: its turn state in BnBattleState.ruleset_state and the helpers each
 * part uses (-tables.c: the playsheet's tables; -place.c: where pieces
 * stand and may go on the table; -combat.c: archery, machines, melee,
 * retreat and commanders' loss; -ai.c: the computer player; -checks.c:
 * the checks of an action and the legal actions; bn-junior-general.c: the
 * turn and the hooks).
 *
 * Per unit, the turn's marks are kept in BnBattleUnit's own fields, read
 * here as:
 *   moved      moved in the Movement Phase
 *   stopped    shot in the first Archery Phase: no movement this turn
 *   unloaded   shot this turn (one shot a turn)
 *   battled    attacked (or struck back) in melee this turn
 *   follow_up  charged into melee this turn
 *   received   evaded an infantry charge this turn (cavalry, once a turn)
 * and `figures` is the stands the unit has left.
 */
#pragma once

#include "bn-ruleset-hooks.h"
#include "bn-junior-general.h"

#define JG_NONE 0xFF

typedef struct
{
  guint8 step;              /* BnJgStep */
  guint8 first;             /* the side that moves first this turn */
  guint8 passed;            /* bit per side: given up the current step */
  guint8 charger;           /* an infantry charge on cavalry waiting for the
                               cavalry's answer: the charging unit, or JG_NONE */
  guint8 charged;           /* … and the cavalry unit it charged */
  guint8 allowance[2];      /* units each side may still move and charge this turn
                               (supreme-commander rule), or JG_NONE: no limit */
  guint8 supreme_lost[2];   /* the side's supreme commander is lost */
  guint8 turns;             /* the turn track's length */
  guint16 start_stands[2];  /* each army's stands at the start */
  guint8 type[BN_BATTLE_MAX_UNITS];   /* BnJgType */
  guint8 arrows[BN_BATTLE_MAX_UNITS]; /* low nibble: stands turned round (low on
                                         arrows); high nibble: stands out of arrows */
  gint8  commander_unit[BN_BATTLE_MAX_COMMANDERS]; /* the unit he is with, or −1 */
  guint8 follow_unit;       /* a melee's winner that may occupy the place of the enemy
                               it destroyed, or JG_NONE */
  guint8 follow_mm;         /* … how far ahead that place is */
  guint8 follow_next;       /* … and the side whose action the melee was */
} JgState;

G_STATIC_ASSERT (sizeof (JgState) <= BN_BATTLE_RULESET_STATE);

#define JG(b) ((JgState *) (b)->s.ruleset_state)
#define JGC(b) ((const JgState *) (b)->s.ruleset_state)

static inline gboolean
jg_unit_up (const BnBattle *b,
            guint           unit)
{
  return b->s.units[unit].figures > 0;
}

static inline guint
jg_low (const BnBattle *b, guint unit)
{
  return JGC (b)->arrows[unit] & 0x0F;
}

static inline guint
jg_out (const BnBattle *b, guint unit)
{
  return JGC (b)->arrows[unit] >> 4;
}

/* bn-junior-general-tables.c */
G_GNUC_INTERNAL const int *jg_table       (const BnBattleRules *rules, const char *id);
G_GNUC_INTERNAL guint      jg_melee_type  (const BnBattleRules *rules, BnJgType type);
G_GNUC_INTERNAL guint      jg_modifier    (const BnBattleRules *rules, guint which);
#define JG_MOD_FLANK            0
#define JG_MOD_LONE_COMMANDER   1
#define JG_MOD_COMMANDER_DICE   2
#define JG_MOD_CHARGE_DICE      3
#define JG_MOD_CHARGE_STANDS    4
#define JG_MOD_FLANK_INFANTRY   5
typedef struct
{
  guint move_mm[BN_JG_N_TYPES], charge_mm[BN_JG_N_TYPES], range_mm[BN_JG_N_TYPES];
} JgReach;
G_GNUC_INTERNAL const JgReach *jg_reaches (const BnBattleRules *rules);
G_GNUC_INTERNAL BnJgType   jg_type_of_spec (const BnBattleRules *rules, const BnBattleUnit *u,
                                            guint weapon);

/* bn-junior-general-scene.c: a stand's footprint with what every measure
 * of it needs, worked out once. */
typedef struct
{
  BnTableRect  rect;
  BnTablePoint corners[4];
  BnTableAxes  axes;
  double       radius;     /* half its diagonal: nothing further from its centre */
} JgShape;

G_GNUC_INTERNAL void        jg_shape_make     (JgShape *shape, BnTablePlace place, double width, double depth);
/* Stands are numbered units first, then the commanders. */
#define JG_N_STANDS (BN_BATTLE_MAX_UNITS + BN_BATTLE_MAX_COMMANDERS)
#define JG_COMMANDER_STAND(c) (BN_BATTLE_MAX_UNITS + (c))
G_GNUC_INTERNAL const JgShape *jg_scene_shapes (const BnBattle *b);
G_GNUC_INTERNAL gboolean    jg_shapes_cut     (const JgShape *a, const JgShape *b);
G_GNUC_INTERNAL double      jg_shapes_gap     (const JgShape *a, const JgShape *b, double limit);
G_GNUC_INTERNAL int         jg_shapes_compare (const JgShape *a, const JgShape *b, double limit);
G_GNUC_INTERNAL gboolean    jg_scene_engaged  (const BnBattle *b, guint unit);
G_GNUC_INTERNAL void        jg_scene_pin      (const BnBattle *b);
G_GNUC_INTERNAL void        jg_scene_unpin    (void);
G_GNUC_INTERNAL gboolean    jg_scene_charge   (const BnBattle *b, guint unit, guint target, GError **error);
G_GNUC_INTERNAL gboolean    jg_scene_charge_refused (const BnBattle *b, guint unit, guint target);
G_GNUC_INTERNAL gboolean    jg_scene_in_range (const BnBattle *b, guint unit, guint target);
G_GNUC_INTERNAL double      jg_scene_distance (const BnBattle *b, guint unit, guint other);
G_GNUC_INTERNAL gboolean    jg_scene_ground_open (const BnBattle *b);
G_GNUC_INTERNAL int         jg_scene_retreat_known (const BnBattle *b, guint unit);
G_GNUC_INTERNAL void        jg_scene_retreat_found (const BnBattle *b, guint unit, gboolean ok);
G_GNUC_INTERNAL gboolean    jg_scene_move_ok  (const BnBattle *b, guint unit, guint heading5, guint cm);
G_GNUC_INTERNAL void        jg_scene_move_allowed (const BnBattle *b, guint unit, guint heading5, guint cm);

/* bn-junior-general-place.c and bn-junior-general-way.c */
G_GNUC_INTERNAL BnTableRect jg_unit_rect_at   (const BnBattle *b, guint unit, BnTablePlace place);
G_GNUC_INTERNAL BnTableRect jg_unit_rect      (const BnBattle *b, guint unit);
G_GNUC_INTERNAL BnTableRect jg_commander_rect (const BnBattle *b, guint commander);
G_GNUC_INTERNAL gboolean    jg_engaged        (const BnBattle *b, guint unit);
G_GNUC_INTERNAL gboolean    jg_in_contact     (const BnBattle *b, guint unit, guint other);
G_GNUC_INTERNAL gboolean    jg_in_cover       (const BnBattle *b, guint unit);
G_GNUC_INTERNAL double      jg_unit_distance  (const BnBattle *b, guint unit, guint other);
/* Whether jg_unit_distance () is at most @limit, measured only as far as
 * it takes to tell. */
G_GNUC_INTERNAL gboolean    jg_unit_within    (const BnBattle *b, guint unit, guint other, double limit);
G_GNUC_INTERNAL gboolean    jg_place_fits     (const BnBattle *b, guint unit, BnTablePlace place,
                                               int ignore, gboolean allow_enemy_contact);
G_GNUC_INTERNAL void        jg_set_place      (BnBattle *b, guint unit, BnTablePlace place);
G_GNUC_INTERNAL void        jg_place_commanders (BnBattle *b, guint unit);
G_GNUC_INTERNAL void        jg_attach_commander (BnBattle *b, guint commander, int unit);
G_GNUC_INTERNAL int         jg_commander_of   (const BnBattle *b, guint unit);
/* Where the commanders with @unit stand when it is at @place; how many. */
G_GNUC_INTERNAL guint       jg_commander_places (const BnBattle *b, guint unit, BnTablePlace place,
                                                 guint8 *out_commanders, BnTablePlace *out_places);
/* BN_ACTION_MOVE_UNIT's b: the heading / 5°, and this bit when the unit
 * goes that way backwards, keeping its face to the other way. */
#define JG_MOVE_BACK 0x80
G_GNUC_INTERNAL BnTablePlace jg_move_place    (const BnBattle *b, guint unit, guint heading5, guint cm);
G_GNUC_INTERNAL void        jg_add_moves      (const BnBattle *b, GArray *out, guint unit);
G_GNUC_INTERNAL void        jg_explain_dice   (const BnBattle *b, const BnBattleAction *action, GArray *terms);
G_GNUC_INTERNAL char       *jg_why_not        (const BnBattle *b, guint unit, gboolean fight, int target);
G_GNUC_INTERNAL gboolean    jg_check_move     (const BnBattle *b, guint unit, guint heading5, guint cm,
                                               GError **error);
/* The stands (JG_COMMANDER_STAND numbering) a check needs to look at. */
typedef struct
{
  guint8 stand[JG_N_STANDS];
  guint  n;
} JgNear;
G_GNUC_INTERNAL gboolean    jg_move_end_fits  (const BnBattle *b, guint unit, guint heading5, guint cm,
                                               double keep_more, const JgNear *among);
G_GNUC_INTERNAL gboolean    jg_check_move_among (const BnBattle *b, guint unit, guint heading5, guint cm,
                                                 const JgNear *among, gboolean end_fits, GError **error);
/* One way of a unit measured once for the many ends a search tries along
 * it (bn-junior-general-way.c). */
typedef struct
{
  guint  unit, heading5, most_cm;
  JgNear near;                          /* the stands near it */
  double x_lo, x_hi, y_lo, y_hi;        /* the body's reach where it starts */
  guint  n_spans;
  double spans[JG_N_STANDS][2];         /* fractions of the way */
  guint8 span_stand[JG_N_STANDS];       /* whose */
  guint  n_cuts;
  double cuts[JG_N_STANDS][2];          /* where it surely cuts into a friend */
} JgWay;
G_GNUC_INTERNAL void        jg_stands_all     (const BnBattle *b, JgNear *out);
G_GNUC_INTERNAL void        jg_way_begin      (const BnBattle *b, guint unit, guint heading5, guint most_cm,
                                               double limit, const JgNear *all, JgWay *out);
G_GNUC_INTERNAL gboolean    jg_way_end_fits   (const BnBattle *b, const JgWay *way, guint cm);
G_GNUC_INTERNAL guint       jg_way_open_along (const BnBattle *b, const JgWay *way, guint most_mm);
G_GNUC_INTERNAL gboolean    jg_charge_beyond  (const BnBattle *b, guint unit, guint target);
G_GNUC_INTERNAL gboolean    jg_charge_place   (const BnBattle *b, guint unit, guint target,
                                               BnTablePlace *out_place, BnTablePlace *out_target_place,
                                               GError **error);
G_GNUC_INTERNAL gboolean    jg_path_clear     (const BnBattle *b, guint unit, BnTablePlace from, BnTablePlace to,
                                               int ignore);
/* jg_path_clear (); with @end_fits the caller knows the unit fits at @to. */
G_GNUC_INTERNAL gboolean    jg_path_clear_to  (const BnBattle *b, guint unit, BnTablePlace from, BnTablePlace to,
                                               int ignore, gboolean end_fits);
G_GNUC_INTERNAL gboolean    jg_commander_alone (const BnBattle *b, guint commander);
G_GNUC_INTERNAL gboolean    jg_commander_in_contact (const BnBattle *b, guint unit, guint commander);
G_GNUC_INTERNAL gboolean    jg_commander_charge_place (const BnBattle *b, guint unit, guint commander,
                                                       BnTablePlace *out_place, BnTablePlace *out_commander_place,
                                                       GError **error);
G_GNUC_INTERNAL gboolean    jg_away_place     (const BnBattle *b, guint unit, double from_x, double from_y,
                                               guint mm, BnTablePlace *out_place);
G_GNUC_INTERNAL BnTableAspect jg_aspect      (const BnTableRect *target, const BnTableRect *attacker,
                                               double *out_u);
G_GNUC_INTERNAL gboolean    jg_check_commander_move (const BnBattle *b, guint commander, guint unit,
                                                     GError **error);
G_GNUC_INTERNAL gboolean    jg_deploy         (BnBattle *b, GError **error);
G_GNUC_INTERNAL gboolean    jg_deploy_check   (const BnBattle *b, const BnBattleAction *action, GError **error);
G_GNUC_INTERNAL void        jg_deploy_apply   (BnBattle *b, const BnBattleAction *action);
G_GNUC_INTERNAL void        jg_deploy_places  (const BnBattle *b, GArray *out_candidates);

/* bn-junior-general-combat.c */
G_GNUC_INTERNAL gboolean    jg_check_shoot    (const BnBattle *b, guint unit, guint target, GError **error);
G_GNUC_INTERNAL gboolean    jg_may_shoot      (const BnBattle *b, guint unit);
G_GNUC_INTERNAL gboolean    jg_shoot          (BnBattle *b, guint unit, guint target, GError **error);
G_GNUC_INTERNAL gboolean    jg_check_melee    (const BnBattle *b, guint unit, guint target, GError **error);
G_GNUC_INTERNAL gboolean    jg_melee          (BnBattle *b, guint unit, guint target, GError **error);
G_GNUC_INTERNAL gboolean    jg_check_retreat  (const BnBattle *b, guint unit, GError **error);
G_GNUC_INTERNAL gboolean    jg_retreat        (BnBattle *b, guint unit, GError **error);
G_GNUC_INTERNAL BnJgType    jg_commander_type (const BnBattle *b, guint commander);
G_GNUC_INTERNAL guint       jg_commander_fight_dice (const BnBattle *b, guint unit);
G_GNUC_INTERNAL gboolean    jg_check_fight_commander (const BnBattle *b, guint unit, guint commander, GError **error);
G_GNUC_INTERNAL gboolean    jg_fight_commander (BnBattle *b, guint unit, guint commander, GError **error);
G_GNUC_INTERNAL void        jg_commander_taken (BnBattle *b, guint commander);
G_GNUC_INTERNAL gboolean    jg_follow_place   (const BnBattle *b, BnTablePlace *out_place);
G_GNUC_INTERNAL void        jg_lose_stands    (BnBattle *b, guint unit, guint n, guint killer_side);
G_GNUC_INTERNAL gboolean    jg_roll           (BnBattle *b, BnDiePurpose purpose, guint sides, guint *out_face,
                                               GError **error);
G_GNUC_INTERNAL int         jg_melee_geometry (const BnBattle *b, guint unit, guint target,
                                               BnTableAspect *out_aspect);
G_GNUC_INTERNAL guint       jg_melee_dice     (const BnBattle *b, guint unit, guint target, guint stands,
                                               BnTableAspect aspect);

/* bn-junior-general.c */
G_GNUC_INTERNAL gboolean    jg_side_over      (BnBattle *b);

/* bn-junior-general-checks.c */
G_GNUC_INTERNAL gboolean    jg_check          (const BnBattle *b, const BnBattleAction *action, GError **error);
G_GNUC_INTERNAL void        jg_legal_actions  (const BnBattle *b, GArray *out);
G_GNUC_INTERNAL gboolean    jg_has_candidates (const BnBattle *b, guint side);
G_GNUC_INTERNAL gboolean    jg_unit_may_strike (const BnBattle *b, guint unit);
G_GNUC_INTERNAL double      jg_strike_reach   (const BnBattle *b, guint unit);

/* FALSE when @target (a unit, or a commander's stand) is too far from
 * @unit for any shot, charge or fight in the current step: told by their
 * centres and @reach (jg_strike_reach ()), before any check. A
 * commander's stand counts its whole diagonal. Inline: asked of every
 * pair at every decision of those steps. */
static inline gboolean
jg_strike_near (const JgShape *shapes,
                guint          unit,
                double         reach,
                guint          target)
{
  const JgShape *me = &shapes[unit], *o = &shapes[target];
  double r = target < BN_BATTLE_MAX_UNITS ? o->radius : 2 * o->radius;

  return bn_table_length (o->rect.x - me->rect.x, o->rect.y - me->rect.y) <= reach + me->radius + r;
}

static inline gboolean
jg_is_archery_step (guint step)
{
  return step == BN_JG_STEP_ARCHERY_FIRST || step == BN_JG_STEP_ARCHERY_SECOND
         || step == BN_JG_STEP_ARCHERY_THIRD;
}

/* bn-junior-general-table-side.c */
G_GNUC_INTERNAL gboolean    jg_table_combat   (BnBattle *b, const BnTableCombat *combat, char **out_rule,
                                               GError **error);

/* bn-junior-general-ai-search.c */
/* Every stand as stand_now () tells it, for one decision. */
typedef struct
{
  BnTablePlace places[JG_N_STANDS];
  double       radius[JG_N_STANDS];
  guint8       up[JG_N_STANDS];
  guint8       side[JG_N_STANDS];
} JgStandsNow;

G_GNUC_INTERNAL gboolean    jg_ai_enemy_in_range  (const BnBattle *b, guint unit);
G_GNUC_INTERNAL double      jg_ai_move_value_from (const BnBattle *b, const BnBattleAction *action,
                                                   double from_nearest);
G_GNUC_INTERNAL double      jg_ai_aim_value       (const BnBattle *b, const BnBattleAction *action, guint aim);
G_GNUC_INTERNAL guint64     jg_ai_field_digest    (const BnBattle *b);
G_GNUC_INTERNAL void        jg_ai_stands_now      (const BnBattle *b, JgStandsNow *out);
G_GNUC_INTERNAL gboolean    jg_ai_move_search     (const BnBattle *b, guint unit, guint enemy, gboolean hunt,
                                                   guint64 field, const JgStandsNow *now, BnBattleAction *out);

/* bn-junior-general-ai.c */
G_GNUC_INTERNAL gboolean    jg_ai_choose      (const BnBattle *b, BnRandom *jitter, BnBattleAction *out);
