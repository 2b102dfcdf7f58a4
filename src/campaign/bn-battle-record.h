/* bn-battle-record.h — a battle fought on a real table, as recorded.
 *
 * A BnBattleRecord is plain data: which campaign, where and when, the two
 * sides (the player's army, and the opponent's army in the same campaign or
 * only a label), the winner and victory points, what happened to each unit
 * (figures lost, destroyed, routed), which leaders took the field and where,
 * the deeds the Honor Points table rewards, each leader's personal combat
 * skill checks, the common retainers used, the promises owed to
 * mercenaries, and the special retainer cards drawn at the table. Units are numbered as on the roster, from 1.
 *
 * bn_battle_record_check() refuses a record that cannot be true of the
 * campaign (an unknown unit or leader, more figures lost than a unit had, a
 * deed the table does not have, a leader in two places) with the reason;
 * the store runs it before saving anything, and the post-battle sequence
 * (bn-career.h) reads only records that passed it.
 */
#pragma once

#include <glib.h>

#include "bn-army.h"
#include "bn-career-rules.h"
#include "bn-leader-rules.h"
#include "bn-leader.h"

G_BEGIN_DECLS

#define BN_BATTLE_RECORD_ERROR (bn_battle_record_error_quark ())

typedef enum
{
  BN_BATTLE_RECORD_ERROR_INVALID,      /* the record contradicts itself or the campaign */
  BN_BATTLE_RECORD_ERROR_APPLIED,      /* the sequence has already run for this battle */
  BN_BATTLE_RECORD_ERROR_NOT_APPLIED,
  BN_BATTLE_RECORD_ERROR_NOT_FOUND,
} BnBattleRecordError;

typedef enum
{
  BN_SIDE_PLAYER,
  BN_SIDE_OPPONENT,
} BnSide;

typedef enum
{
  BN_WINNER_PLAYER,
  BN_WINNER_OPPONENT,
  BN_WINNER_DRAW,
} BnWinner;

typedef enum
{
  BN_RANSOM_DEFAULT,            /* paid if the purse holds it */
  BN_RANSOM_PAID,
  BN_RANSOM_REFUSED,
} BnRansomChoice;

typedef enum
{
  BN_CHECK_MELEE,               /* D20 ≤ PCS − modifiers; 1 passes, 20 fails */
  BN_CHECK_MISSILE,             /* only a 20 strikes him */
} BnCheckKind;

typedef struct
{
  BnSide side;
  guint unit;                   /* roster number, from 1 */
  guint figures_lost;
  gboolean destroyed;
  gboolean routed;
  guint line;                   /* where a file recorded it; 0: not read from a file */
} BnBattleRecordUnit;

typedef struct
{
  BnSide side;
  gint64 leader_id;
  guint unit;                   /* the unit he was attached to; 0: none */
  BnRansomChoice ransom;        /* if he is captured */
  gint command_met;             /* −1: judged from his army; 0 or 1: as recorded */
  guint line;                   /* where a file recorded it; 0: not read from a file */
} BnBattleLeader;

typedef struct
{
  char *deed;                   /* a deed id of the Honor Points table */
  guint unit;                   /* the unit that did it; 0: the leader himself */
  gint64 leader_id;             /* the leader credited (who commanded it) */
  gboolean attached;            /* he was attached to the unit */
  gboolean herald;              /* a herald was within 5" */
  guint captive_rank;           /* a captive's social rank (captured-leader); 0 otherwise */
  gboolean ransom_paid;         /* the captive's ransom was paid to the leader */
  /* Where the battle's log shows it: the turn, and the index of the action
   * (from 0) whose events gave it; turn 0: not read from a log (typed at
   * the table). */
  guint turn;
  guint action;
  guint line;                   /* where a file recorded it; 0: not read from a file */
} BnBattleDeed;

typedef struct
{
  gint64 leader_id;
  BnCheckKind kind;
  guint roll;                   /* the D20 as typed; 0: roll it through the chance */
  gboolean lost_melee;          /* his unit lost the melee: −5 */
  guint strike_difference;      /* −1 per strike of difference */
  char *retainer;               /* a common retainer to ward off the blow; %NULL: none */
  guint ward_roll;              /* his D20 as thrown on the field or typed; 0: roll it */
  /* A common retainer who threw the check again ("Re-roll a bad die roll
   * … made by the L&H"): @roll is the new throw, @first_roll the one it
   * replaced; %NULL: none. */
  char *reroll_retainer;
  guint first_roll;
  /* What a wound took off his personal combat skill at this check, as the
   * battle made it; −1: as his career stands (docs/rules.md, "Wounds"). */
  gint wound;
  /* The cards drawn on the field, where the battle made the check
   * (bn-battle-risk.c); BN_CARD_INVALID: drawn by the sequence. */
  BnCard card;                  /* his Special Results card */
  BnCard found_card;            /* lost: the other side's card to find him */
  /* He lost a single combat on the field and fell: no D20 and no card,
   * he is killed (L&L, Single combat; docs/rules.md, "Falling in single
   * combat"). */
  gboolean single_combat;
  guint line;                   /* where a file recorded it; 0: not read from a file */
} BnPcsCheck;

typedef struct
{
  gint64 leader_id;
  char *retainer;               /* a common retainer used for another action */
  gboolean heals_wound;         /* a Healer who removed his leader's wound */
  char *rethrown;               /* a die of his leader's own he threw again (bn_reroll_die_id()), or NULL … */
  guint rethrown_roll;          /* … and what it showed, 1–20 */
  guint line;                   /* where a file recorded it; 0: not read from a file */
} BnRetainerUse;

typedef struct
{
  BnSide side;
  guint unit;                   /* a mercenary unit of that side's roster */
  guint amount;                 /* points promised, owed after the battle */
  guint line;                   /* where a file recorded it; 0: not read from a file */
} BnPromise;

/* A card a player-leader drew at the table for one of his special
 * retainers before the battle, in the order drawn (set-aside cards too). */
typedef struct
{
  gint64 leader_id;
  BnCard card;
  guint line;                   /* where a file recorded it; 0: not read from a file */
} BnSpecialCard;

typedef struct
{
  gint64 id;                    /* 0 until stored */
  gint64 campaign_id;
  char *name;                   /* "the ford" */
  char *place;                  /* may be %NULL */
  char *date;                   /* a date or a season label; may be %NULL */
  gint64 army_id;               /* the player's army */
  gint64 opponent_army_id;      /* 0: the opponent is only a label */
  char *opponent;               /* the opponent's label; may be %NULL with an army */
  BnWinner winner;
  guint player_vp;
  guint opponent_vp;
  gint unspent;                 /* army points left unspent; −1: from the roster */
  GPtrArray *units;             /* BnBattleRecordUnit */
  GPtrArray *leaders;           /* BnBattleLeader */
  GPtrArray *deeds;             /* BnBattleDeed */
  GPtrArray *checks;            /* BnPcsCheck */
  GPtrArray *retainers;         /* BnRetainerUse */
  GPtrArray *promises;          /* BnPromise; empty: the rosters' promises */
  GPtrArray *special_cards;     /* BnSpecialCard; none for a leader: drawn from the seed */
  /* Kept by the store. */
  gboolean applied;
  guint revision;               /* 1, then one more per correction */
  guint sequence;               /* its place among applied battles; 0: not applied */
  gboolean archived;            /* kept and shown apart (bn_store_set_archived()) */
  char *rules;                  /* the ruleset id it was fought under; %NULL: lords-and-levies */
  /* Read from a battle's log: its last turn and action (index from 0),
   * where the deeds of the battle's end (survived, won) come from; end_turn
   * 0: not read from a log. */
  guint end_turn;
  guint end_action;
} BnBattleRecord;

/* What a check needs to know of the campaign. */
typedef struct
{
  BnCareerRules *career_rules;
  BnLeaderRules *leader_rules;
  GPtrArray *leaders;           /* BnLeader: the campaign's leaders */
  const BnArmy *army;           /* the player's army */
  const BnArmy *opponent_army;  /* %NULL with a label */
} BnBattleContext;

GQuark          bn_battle_record_error_quark      (void);

BnBattleRecord *bn_battle_record_new       (void);
BnBattleRecord *bn_battle_record_copy      (const BnBattleRecord *record);
void            bn_battle_record_free      (BnBattleRecord *record);

void            bn_battle_record_swap_sides (BnBattleRecord *record);
BnBattleRecordUnit *bn_battle_record_add_unit (BnBattleRecord *record,
                                            BnSide          side,
                                            guint           unit,
                                            guint           figures_lost,
                                            gboolean        destroyed,
                                            gboolean        routed);
BnBattleLeader *bn_battle_record_add_leader (BnBattleRecord *record,
                                            BnSide          side,
                                            gint64          leader_id,
                                            guint           unit);
BnBattleDeed   *bn_battle_record_add_deed  (BnBattleRecord *record,
                                            const char     *deed,
                                            guint           unit,
                                            gint64          leader_id,
                                            gboolean        attached,
                                            gboolean        herald);
BnPcsCheck     *bn_battle_record_add_check (BnBattleRecord *record,
                                            gint64          leader_id,
                                            BnCheckKind     kind,
                                            guint           roll);
void            bn_battle_record_add_retainer_use (BnBattleRecord *record,
                                            gint64          leader_id,
                                            const char     *retainer);
void            bn_battle_record_add_promise (BnBattleRecord *record,
                                            BnSide          side,
                                            guint           unit,
                                            guint           amount);
void            bn_battle_record_add_special_card (BnBattleRecord *record,
                                            gint64          leader_id,
                                            BnCard          card);

const BnBattleLeader *bn_battle_record_find_leader (const BnBattleRecord *record,
                                            gint64          leader_id);
gboolean        bn_battle_record_clean_names (BnBattleRecord  *record,
                                              GError         **error);
gboolean        bn_battle_record_check     (const BnBattleRecord  *record,
                                            const BnBattleContext *context,
                                            GError               **error);

gboolean        bn_battle_record_check_sides (const BnArmy     *army,
                                              const BnArmy     *opponent,
                                              const GPtrArray  *leaders,
                                              GError          **error);
const char     *bn_side_get_id             (BnSide      side);
gboolean        bn_side_from_id            (const char *id,
                                            BnSide     *out_side);
const char     *bn_winner_get_id           (BnWinner    winner);
gboolean        bn_winner_from_id          (const char *id,
                                            BnWinner   *out_winner);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnBattleRecord, bn_battle_record_free)

G_END_DECLS
