/* bn-battle-private.h — the state of a BnBattle, shared by its files.
 *
 * BnBattleState is one flat block without pointers: copying it copies the
 * game (the AI's look-ahead, and the snapshot bn_battle_apply() restores
 * when typed dice run out halfway through an action).
 */
#pragma once

#include "bn-battle.h"

/* Refuses an action: returns FALSE with @error set to the message, built
 * only when someone reads it (the legal-action lists and the computer
 * player ask with no @error, thousands of times a battle). */
#define ILLEGAL(...) \
  G_STMT_START { if (error != NULL) \
                   g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, __VA_ARGS__); \
                 return FALSE; } G_STMT_END

typedef enum
{
  PAY_NONE,
  PAY_BRIBE,          /* keep a mercenary unit */
  PAY_AVOID_DUEL,     /* ransom + surcharge, to refuse a single combat */
  PAY_RANSOM,         /* buy back a commander beaten in single combat */
} PayReason;

#define BN_BATTLE_RULESET_STATE 176

/* A melee or a volley whose leaders' personal combat skill checks are
 * still to be made (bn-battle-risk.c): made once it is over, when its
 * losses are known. */
#define BN_BATTLE_MAX_RISK 4
typedef struct
{
  guint8  units[2];         /* attacker, target */
  guint8  range;
  guint8  lost[2];          /* figures each unit lost */
  guint8  loss[2];          /* … plus one for a retreat, one for being destroyed */
  guint16 with[2];          /* the risk-taking commanders attached to each, a bit each */
  guint16 checked[2];       /* … of them, those whose check is made */
} BnRiskCombat;

typedef struct
{
  BnBattleUnit      units[BN_BATTLE_MAX_UNITS];
  BnBattleCommander commanders[BN_BATTLE_MAX_COMMANDERS];
  BnBattleGroup     groups[BN_BATTLE_MAX_GROUPS];
  guint8            n_units;
  guint8            n_commanders;
  guint8            n_groups;
  guint8            n_retainers;
  BnBattleRetainer  retainers[BN_BATTLE_MAX_RETAINERS_ALL];
  guint8            n_units_side0;  /* side 0's army comes first */
  guint8            stragglers;     /* units with `rejoin` set, counted when set and
                                       recounted at each turn's end: 0 means none */

  /* The command deck: card c is of kind deck_kind[c]. The draw pile is
   * kept in card order; a draw picks one of it by a die. */
  guint8            deck_kind[BN_BATTLE_MAX_DECK];
  guint8            n_deck;
  guint8            draw[BN_BATTLE_MAX_DECK];
  guint8            n_draw;
  guint8            discard[BN_BATTLE_MAX_DECK];
  guint8            n_discard;
  guint8            hand[2][BN_BATTLE_MAX_HAND];
  guint8            n_hand[2];

  guint16           vp[2];
  guint16           unspent[2];     /* army points unspent at muster (BnBattleArmy) */
  gint8             holder[BN_SCENARIO_MAX_OBJECTIVES];

  guint8            phase;
  guint8            active;
  guint8            winner;
  guint16           turn;
  guint16           side_turns[2];

  /* The card in play and the orders it has left. */
  gint16            card;
  guint8            colour_orders[BN_BATTLE_N_COLOURS];
  guint8            orders_left;

  /* The move in progress: kind 0 none, 1 unit, 2 commander, 3 group. */
  guint8            moving_kind;
  guint8            moving_index;

  /* The battle in progress. */
  guint8            attacker;
  guint8            target;
  guint8            range;
  guint8            dice;
  gint8             withdraw_dir;  /* −1: the defender stands */
  guint8            breakthrough_hex_dir;
  guint8            support_dice;  /* of the dice, those a commander added */
  guint8            retreat_steps; /* forced retreat hexes still to go */
  guint8            retreat_taken; /* hexes the retreating unit has gone back this battle */
  guint8            retreat_dir;   /* … the direction of the last */

  /* Gold owed (bribe, ransom). */
  guint8            pay_reason;
  guint8            pay_side;
  guint8            pay_subject;   /* unit (bribe) or commander (ransom, duel) */
  guint8            pay_cards;     /* cards paid so far */
  guint16           gold_due;
  guint16           gold_paid;

  /* Single combat. */
  guint8            duel_challenger;
  guint8            duel_challenged;
  guint8            duel_second;   /* the second duel has been fought */

  guint8            deployed;      /* sides whose deployment is done (BN_PHASE_DEPLOY) */
  /* What a ruleset that plays its own turn keeps (BnRulesetHooks.setup);
   * zero for the others. */
  guint8            ruleset_state[BN_BATTLE_RULESET_STATE];

  /* An open-table ruleset (BN_RULESET_BOARD_TABLE) sets these at setup:
   * where each unit and commander stands, the size of one stand of each
   * (width across the facing, depth along it, mm) and the table's size;
   * all zero on hexes. */
  BnTablePlace      unit_places[BN_BATTLE_MAX_UNITS];
  BnTablePlace      commander_places[BN_BATTLE_MAX_COMMANDERS];
  guint8            unit_stand_mm[BN_BATTLE_MAX_UNITS][2];
  guint8            commander_stand_mm[BN_BATTLE_MAX_COMMANDERS][2];
  guint16           table_mm[2];
  /* Day of Battle's risk to a leader: set when some commander has a
   * personal combat skill; the combats whose checks are pending. */
  guint8            risk_armed;
  guint8            n_risk;
  BnRiskCombat      risk[BN_BATTLE_MAX_RISK];
  /* A leader struck, whose side decides whether a retainer wards off the
   * blow or throws his check again before his Special Results card: the
   * commander + 1 (0: none), and his check (BN_PCS_* bits, the strikes). */
  guint8            struck;
  guint8            struck_bits;
  guint8            struck_difference;
  /* A die of a leader's own that came up bad with a common retainer of his
   * ready (bn-battle-reroll.c): the commander + 1 (0: none), the die's
   * BnRerollDie and value; the action stopped there and waits for his side. */
  guint8            reroll;
  guint8            reroll_purpose;
  guint8            reroll_value;
} BnBattleState;

/* What a paused action needs to run again (bn-battle-reroll.c). */
typedef struct
{
  BnBattleState before;       /* the state the paused action began from */
  guint32       action;       /* the paused action; G_MAXUINT32: the setup's first-move throw */
  GArray       *rolls;        /* every value it took from chance, up to the die offered */
  guint         first_die;    /* the index in rolls of the first die offered again … */
  guint         n_dice;       /* … and how many (a leadership roll is several) */
  guint         events;       /* events it logged before the first die offered */
  guint         all_events;   /* … and before it stopped */
  GArray       *deals;        /* the cards a dealer gave it (guint), dealt again as they were */
} BnRerollPause;

struct _BnBattle
{
  BnBattleRules *rules;
  BnScenario    *scenario;   /* a GRcBox shared by copies */
  BnChance      *chance;     /* borrowed */
  BnBattleState  s;
  GArray        *actions;    /* BnBattleAction */
  GArray        *events;     /* BnBattleEvent */
  guint32        current_action;
  BnChance      *owned_chance; /* freed with the battle (auto-resolve); not copied */
  BnBattleRisk   risk[2];    /* each side's Special Results, from its army */
  /* Day of Battle's re-roll of a leader's own die (bn-battle-reroll.c). */
  gboolean       no_offers;  /* a copy that looks ahead: dice are taken as they fall */
  GArray        *rolls;      /* the values the action running took from chance, or NULL */
  GArray        *forced;     /* values it takes again instead (gint; −1: thrown anew) */
  guint          n_forced;   /* … of them, those taken so far */
  gboolean       last_forced; /* the last die was one taken again */
  guint          emitted;    /* events the action running has made, logged or not */
  guint          suppress;   /* … the first of them already in the log */
  BnRerollPause *pause;      /* while s.reroll is set */
  /* A deck dealt by the chance's dealer: a paused action that runs again
   * takes the cards it was dealt again, since a dealer deals each once. */
  GArray        *deals;      /* the cards the action running was dealt (guint), or NULL */
  GArray        *forced_deals; /* … the cards it takes again instead */
  guint          n_forced_deals;
  /* Why each strike threw the dice it did, noted as it was logged
   * (BattleStrikeTerm, by event; bn-combat-account.c); %NULL in a copy
   * that looks ahead without its log. Not in the log: every replay notes
   * it again. */
  GArray        *strike_terms;
};

/* Why a unit or captain that formed or left a "Battle" may do nothing
 * else that turn. */
#define BN_BATTLE_HELD_RULE \
  "the units and captain of a “Battle” formed or given up this turn take no other action " \
  "but defending themselves (L&L, Battles)"

/* bn-battle-reroll.c */
gboolean battle_chance_roll      (BnBattle *b, guint sides, guint *out_value, BnChanceSource *out_source,
                                  GError **error);
gboolean battle_reroll_offer     (BnBattle *b, guint c, BnRerollDie die, guint value, guint n_dice,
                                  guint back, GError **error);
gboolean battle_first_side       (BnBattle *b, GError **error);
gboolean battle_run_action       (BnBattle *b, const BnBattleAction *action, GError **error);
int      battle_leader_army_commander (const BnBattle *b, guint side);
gboolean battle_reroll_possible  (const BnBattle *b);
void     battle_reroll_begin     (BnBattle *b);
gboolean battle_reroll_paused    (BnBattle *b, const BnBattleState *before, guint n_events_before,
                                  guint32 action);
gboolean battle_reroll_choose    (BnBattle *b, int retainer, GError **error);
gboolean battle_check_reroll     (const BnBattle *b, const BnBattleAction *action, GError **error);
void     battle_reroll_copy      (BnBattle *copy, const BnBattle *from);
void     battle_reroll_free      (BnBattle *b);

/* Shared by bn-battle.c and bn-battle-combat.c. */
const BnClassProfile   *battle_class         (const BnBattle *b, guint unit);
const BnWeaponProfile  *battle_weapon        (const BnBattle *b, guint unit);
const BnTerrainProfile *battle_terrain       (const BnBattle *b, BnHex hex);
guint                   battle_stack_limit   (const BnBattle *b);
gboolean                battle_one_unit_per_hex (const BnBattle *b);
gboolean                unit_alive           (const BnBattle *b, guint unit);
guint                   units_on             (const BnBattle *b, BnHex hex, guint side, guint8 *out);
int                     commander_on         (const BnBattle *b, BnHex hex, guint side);
gboolean                enemy_on             (const BnBattle *b, BnHex hex, guint side);
int                     unit_commander       (const BnBattle *b, guint unit);
int                     unit_leader          (const BnBattle *b, guint unit);
gboolean                is_character         (const BnBattle *b, guint commander);
gboolean                on_board             (const BnBattle *b, BnHex hex);
gboolean                terrain_admits       (const BnBattle *b, BnHex hex, BnBattleArm arm);
void                    battle_adopt_chance  (BnBattle *b, BnChance *chance);
BnBattle               *battle_copy_state    (const BnBattle *battle, BnChance *chance, gboolean with_log);
void                    battle_event         (BnBattle *b, BnBattleEventType type, guint side,
                                              guint a, guint bb, guint c, int value);
void                    battle_add_vp        (BnBattle *b, guint side, int delta, BnVictoryReason reason);
gboolean                battle_roll          (BnBattle *b, BnDiePurpose purpose, BnDieSymbol *out_symbol,
                                              guint *out_face, GError **error);
gboolean                battle_draw_card     (BnBattle *b, guint side, GError **error);
guint                   battle_pile_size     (const BnBattle *b);
guint8                  battle_take_from_hand (BnBattle *b, guint side, guint slot);
void                    battle_discard       (BnBattle *b, guint8 card);
gboolean                battle_end_turn      (BnBattle *b, GError **error);

/* bn-battle-combat.c */
gboolean battle_check_attack       (const BnBattle *b, guint unit, guint target,
                                    gboolean target_is_commander, GError **error);
gboolean battle_check_striker      (const BnBattle *b, guint unit, GError **error);
gboolean battle_check_withdraw     (const BnBattle *b, guint dir, GError **error);
gboolean battle_declare            (BnBattle *b, guint unit, guint target, GError **error);
gboolean battle_attack_commander   (BnBattle *b, guint unit, guint commander, GError **error);
gboolean battle_resolve            (BnBattle *b, GError **error);
gboolean battle_check_casualties   (const BnBattle *b, guint unit, GError **error);
void     battle_take_casualties    (BnBattle *b, guint unit);
gboolean battle_check_retreat      (const BnBattle *b, guint unit, guint choice, GError **error);
void     battle_retreat            (BnBattle *b, guint choice);
guint    battle_retreat_default    (const BnBattle *b);
void     battle_breakthrough       (BnBattle *b, gboolean advance, gboolean with_commander);
gboolean battle_check_prisoner     (const BnBattle *b, guint unit, guint commander, GError **error);
void     battle_take_prisoner      (BnBattle *b, guint unit, guint commander);
gboolean battle_line_of_sight      (const BnBattle *b, guint unit, BnHex target);
gboolean battle_bribe_possible     (const BnBattle *b, int unit);
gboolean battle_challenge_possible (const BnBattle *b, int challenger, int challenged);
gboolean battle_bribe              (BnBattle *b, guint unit, GError **error);
gboolean battle_challenge          (BnBattle *b, guint challenger, guint challenged, GError **error);
gboolean battle_pay                (BnBattle *b, guint slot, GError **error);
gboolean battle_refuse             (BnBattle *b, GError **error);
gboolean battle_duel_again         (BnBattle *b, gboolean again, GError **error);

/* The pieces that move together in one step. */
typedef struct
{
  guint8 units[4];
  guint  n_units;
  int    commander;   /* −1: none */
  guint  allowance;
} Movers;

/* bn-battle.c, shared by its parts */
/* bn-battle-check.c */
G_GNUC_INTERNAL gboolean battle_check_action (const BnBattle *b, const BnBattleAction *action, GError **error);
/* bn-battle-movement.c */
G_GNUC_INTERNAL gboolean battle_build_unit_movers (const BnBattle *b, const BnBattleAction *action, Movers *m, GError **error);
G_GNUC_INTERNAL gboolean battle_check_dismount (const BnBattle *b, guint unit, GError **error);
G_GNUC_INTERNAL gboolean battle_check_face (const BnBattle *b, const BnBattleAction *action, GError **error);
G_GNUC_INTERNAL gboolean battle_check_mount (const BnBattle *b, guint unit, GError **error);
G_GNUC_INTERNAL gboolean battle_check_receive (const BnBattle *b, const BnBattleAction *action, GError **error);
G_GNUC_INTERNAL gboolean battle_check_reunite (const BnBattle *b, const BnBattleAction *action, GError **error);
G_GNUC_INTERNAL gboolean battle_check_stakes (const BnBattle *b, const BnBattleAction *action, GError **error);
G_GNUC_INTERNAL gboolean battle_check_step (const BnBattle *b, const Movers *m, guint dir, GError **error);
G_GNUC_INTERNAL guint battle_commander_allowance (const BnBattle *b, guint c);
G_GNUC_INTERNAL const BnClassProfile * battle_dismounted_class (const BnBattle *b, guint unit);
G_GNUC_INTERNAL void battle_do_step (BnBattle *b, const Movers *m, guint dir);
G_GNUC_INTERNAL guint battle_group_allowance (const BnBattle *b, guint g);
G_GNUC_INTERNAL void battle_note_reunited (BnBattle *b);
G_GNUC_INTERNAL gboolean battle_receive_possible (const BnBattle *b);
G_GNUC_INTERNAL void battle_set_class (BnBattle *b, guint unit, const BnClassProfile *cls, gboolean mounted);
G_GNUC_INTERNAL void battle_switch_mover (BnBattle *b, guint kind, guint index);
/* bn-battle-orders.c */
G_GNUC_INTERNAL void battle_apply_order_unit (BnBattle *b, guint unit, int partner);
G_GNUC_INTERNAL gboolean battle_card_can_order (const BnBattle *b, guint kind);
G_GNUC_INTERNAL const BnCommandCardProfile * battle_card_in_play (const BnBattle *b);
G_GNUC_INTERNAL gboolean battle_check_dissolve_group (const BnBattle *b, guint g, GError **error);
G_GNUC_INTERNAL gboolean battle_check_form_group (const BnBattle *b, const BnBattleAction *action, GError **error);
G_GNUC_INTERNAL gboolean battle_check_order_commander (const BnBattle *b, guint c, GError **error);
G_GNUC_INTERNAL gboolean battle_check_order_group (const BnBattle *b, guint g, GError **error);
G_GNUC_INTERNAL gboolean battle_check_order_unit (const BnBattle *b, guint unit, int partner, GError **error);
G_GNUC_INTERNAL void battle_dissolve_group (BnBattle *b, guint g);
G_GNUC_INTERNAL void battle_form_group (BnBattle *b, const BnBattleAction *action);
G_GNUC_INTERNAL guint battle_group_members (const BnBattle *b, guint g, guint8 *out);
G_GNUC_INTERNAL gboolean battle_hand_can_order (const BnBattle *b);
G_GNUC_INTERNAL guint battle_order_slot (const BnBattle *b, guint colours);
G_GNUC_INTERNAL void battle_order_unit_as (BnBattle *b, guint unit, BnOrderKind kind);
G_GNUC_INTERNAL const BnCommandCardProfile * battle_played_card (const BnBattle *b);
G_GNUC_INTERNAL void battle_use_slot (BnBattle *b, guint slot);


/* bn-battle-leaders.c */
G_GNUC_INTERNAL void battle_commander_skills (const BnBattle *b, BnBattleCommander *c, const BnBattleCommanderSpec *spec);
G_GNUC_INTERNAL guint battle_skill_number (const BnBattle *b, guint c, BnLeaderSkillUse use);
G_GNUC_INTERNAL gboolean battle_roll_d20 (BnBattle *b, BnDiePurpose purpose, guint *out_value, GError **error);
G_GNUC_INTERNAL gboolean battle_skill_check (BnBattle *b, guint c, BnLeaderSkillUse use, guint about, gboolean *out_pass, GError **error);
G_GNUC_INTERNAL int battle_attached_leader (const BnBattle *b, guint unit);
G_GNUC_INTERNAL gboolean battle_commander_with (const BnBattle *b, guint c, guint unit);
G_GNUC_INTERNAL gboolean battle_leader_within (const BnBattle *b, guint c, BnHex commander_hex, guint unit,
                                               guint inches);
G_GNUC_INTERNAL guint battle_leader_initiative_bonus (const BnBattle *b, guint side);
G_GNUC_INTERNAL gboolean battle_leader_bonus_die (BnBattle *b, guint unit, guint enemy, guint *out_hits, GError **error);
G_GNUC_INTERNAL gboolean battle_leader_steadies (BnBattle *b, guint unit, gboolean *out_steadied, GError **error);
G_GNUC_INTERNAL guint battle_leader_initiative (BnBattle *b, guint side);
G_GNUC_INTERNAL guint battle_leader_own_move (const BnBattle *b, guint c);

/* bn-battle-retainers.c */
G_GNUC_INTERNAL void battle_add_retainers (BnBattle *b, guint c, guint first_unit, const BnBattleCommanderSpec *spec);
G_GNUC_INTERNAL gboolean battle_retainer_bonus_die (BnBattle *b, guint unit, guint enemy, gboolean melee, guint *out_hits, GError **error);
G_GNUC_INTERNAL guint battle_retainer_standard (const BnBattle *b, guint unit, guint *out_retainer);
G_GNUC_INTERNAL void battle_retainer_standard_held (BnBattle *b, guint r, guint unit);
G_GNUC_INTERNAL void battle_retainers_unit_lost (BnBattle *b, guint unit);
G_GNUC_INTERNAL void battle_retainers_witness (BnBattle *b, guint unit);
G_GNUC_INTERNAL gboolean battle_check_retainer (const BnBattle *b, const BnBattleAction *action, GError **error);
G_GNUC_INTERNAL gboolean battle_execute_retainer (BnBattle *b, const BnBattleAction *action, GError **error);
G_GNUC_INTERNAL void battle_retainer_legal_actions (const BnBattle *b, GArray *out);
G_GNUC_INTERNAL gboolean battle_ai_retainer (const BnBattle *b, BnBattleAction *out);
/* bn-battle-risk.c */
G_GNUC_INTERNAL void     battle_risk_setup  (BnBattle *b, const BnBattleArmy *army0, const BnBattleArmy *army1);
G_GNUC_INTERNAL void     battle_risk_note   (BnBattle *b, const BnBattleEvent *event);
G_GNUC_INTERNAL gboolean battle_risk_settle (BnBattle *b, GError **error);
G_GNUC_INTERNAL gboolean battle_risk_ward_options (const BnBattle *b, guint c);
G_GNUC_INTERNAL gboolean battle_risk_reroll (BnBattle *b, GError **error);
G_GNUC_INTERNAL gboolean battle_risk_take_blow (BnBattle *b, GError **error);
G_GNUC_INTERNAL int      battle_risk_pcs (const BnBattle *b, guint c);

/* bn-battle-combat.c, shared by its parts */
/* bn-battle-combat.c */
G_GNUC_INTERNAL int battle_attack_dice (const BnBattle *b, guint unit, BnHex target_hex, int target_unit, guint range);
G_GNUC_INTERNAL const char *battle_cite (const BnBattle *b, const char *section);
G_GNUC_INTERNAL void battle_explain_attack_dice (const BnBattle *b, guint unit, guint target,
                                                 gboolean at_commander, GArray *terms);
/* bn-combat-account.c: the reasons for a strike's dice, kept for its account */
G_GNUC_INTERNAL GArray *battle_strike_terms_begin (const BnBattle *b);
G_GNUC_INTERNAL void battle_strike_terms_keep (BnBattle *b, GArray *terms, guint thrower);
G_GNUC_INTERNAL void battle_strike_terms_noted (BnBattle *b, const BnBattleEvent *event);
G_GNUC_INTERNAL void battle_strike_terms_truncate (BnBattle *b, guint n_events);
G_GNUC_INTERNAL const char *battle_dice_term_rule (const BnBattle *b, guint why);
G_GNUC_INTERNAL int battle_attack_dice_ruled (const BnBattle *b, guint unit, BnHex target_hex, int target_unit, guint range);
G_GNUC_INTERNAL int battle_retreat_commander (const BnBattle *b, guint unit);
G_GNUC_INTERNAL int battle_breakthrough_commander (const BnBattle *b, BnBreakthroughCommander *out_why);
G_GNUC_INTERNAL gboolean battle_check_breakthrough (const BnBattle *b, gboolean with_commander, GError **error);
G_GNUC_INTERNAL void battle_retreat_dirs (const BnBattle *b, guint side, guint *out);
G_GNUC_INTERNAL gboolean battle_retreat_enterable (const BnBattle *b, guint unit, BnHex hex, gboolean with_commander);
G_GNUC_INTERNAL int battle_support_dice (const BnBattle *b, guint unit);
G_GNUC_INTERNAL int battle_supporter (const BnBattle *b, guint unit);
G_GNUC_INTERNAL const guint8 * battle_unit_dice (const BnBattle *b, guint unit, guint *out_range);
/* bn-battle-combat-losses.c */
G_GNUC_INTERNAL void battle_kill_commander (BnBattle *b, guint c, guint killer_side);
G_GNUC_INTERNAL gboolean battle_save_roll (BnBattle *b, int unit, BnDiePurpose purpose, gboolean close, gboolean *out_saved, GError **error);

