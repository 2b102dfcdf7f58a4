/* bn-battle.h — one Lords & Levies battle, played by actions.
 *
 * A BnBattle is the whole state of a battle between two sides on a
 * scenario's battlefield: units and commanders with their hexes, facings
 * and figures, the command deck and the hands, whose turn it is and how
 * far that turn has gone, the victory points. It changes only through
 * bn_battle_apply(), one BnBattleAction at a time; an action that the
 * rules forbid is refused with a GError that names the rule, and changes
 * nothing. bn_battle_legal_actions() lists every action that would be
 * accepted now.
 *
 * Every random result (the first player, each card drawn, each battle
 * die) comes from the battle's BnChance, so a player can type real dice,
 * and is recorded as a BnBattleEvent. The battle keeps the ordered list
 * of actions and events; a battle replays exactly from its seed (or
 * typed dice) and its actions.
 *
 * The state proper is one flat block with no pointers, so
 * bn_battle_copy() is cheap, for look-ahead by an AI.
 */
#pragma once

#include "bn-battle-army.h"
#include "bn-battle-rules.h"
#include "bn-chance.h"
#include "bn-hex.h"
#include "bn-scenario.h"
#include "bn-table.h"

G_BEGIN_DECLS

#define BN_BATTLE_ERROR (bn_battle_error_quark ())

typedef enum
{
  BN_BATTLE_ERROR_ILLEGAL,   /* against a rule; the message names it */
  BN_BATTLE_ERROR_SETUP,     /* armies or scenario unusable */
  BN_BATTLE_ERROR_CHANCE,    /* the dice ran out (typed-only chance) */
  BN_BATTLE_ERROR_PAUSED,    /* within the engine only: an action stopped at a leader's die */
} BnBattleError;

#define BN_BATTLE_MAX_UNITS      64
#define BN_BATTLE_MAX_COMMANDERS 16
#define BN_BATTLE_MAX_GROUPS     16  /* one per commander at most */
#define BN_BATTLE_MAX_HAND       8
/* A hand slot holding a card of the other side this program has not seen
 * (a deck dealt by a dealer, bn_chance_set_dealer()). */
#define BN_BATTLE_CARD_UNSEEN    BN_CHANCE_CARD_UNSEEN
#define BN_BATTLE_GROUP_MAX_CANDIDATES 16  /* units a FORM_GROUP can name */
#define BN_BATTLE_NO_WINNER      2

typedef enum
{
  BN_PHASE_PLAY_CARD,      /* active side: play a card (or discard one) */
  BN_PHASE_ORDER,          /* active side: order units */
  BN_PHASE_MOVE,           /* active side: move ordered units */
  BN_PHASE_RECEIVE,        /* other side: "receive" flank moves */
  BN_PHASE_BATTLE,         /* active side: battle */
  BN_PHASE_DEFEND,         /* other side: make a stand or retreat */
  BN_PHASE_BREAKTHROUGH,   /* active side: enter the emptied hex or not */
  BN_PHASE_SPECIAL,        /* active side: pick the target of a special card */
  BN_PHASE_PAY,            /* the side owing gold: pay with special cards or not */
  BN_PHASE_DUEL_DRAW,      /* challenged side: fight a second duel or not */
  BN_PHASE_CASUALTIES,     /* other side: which of two unit types takes the casualties */
  BN_PHASE_RETREAT,        /* other side: the hex of a forced retreat step */
  BN_PHASE_OVER,
  BN_PHASE_DEPLOY,         /* before the first turn: the acting side places its units */
} BnBattlePhase;

typedef enum
{
  BN_ORDER_NONE,
  BN_ORDER_FULL,           /* may move and battle */
  BN_ORDER_MOVE_ONLY,      /* sergeant's company, other colour: may not battle */
  BN_ORDER_HOLD,           /* formed or left a "Battle": neither moves nor battles this turn */
} BnOrderKind;

/* Read-only views of the state. */
typedef struct
{
  BnHex    hex;
  guint8   side;
  guint8   spec;            /* index in its army's units */
  guint8   class_index;     /* in the rules' classes */
  guint8   weapon;          /* in the rules' weapons */
  guint8   colour;
  guint8   figures;         /* 0: destroyed */
  guint8   facing;          /* 0–5, see bn-hex.h */
  gint8    group;           /* the "Battle" it belongs to, or −1 */
  gint8    stakes;          /* hex side with stakes, or −1 */
  guint8   mercenary;
  guint16  promise;
  gint16   last_battle_turn; /* own turn number it last battled; artillery reloads */
  /* this turn */
  guint8   ordered;         /* BnOrderKind */
  guint8   moved;           /* hexes of movement spent */
  guint8   start_facing;
  guint8   faced;           /* changed facing during this move */
  guint8   straight;        /* hexes moved since the last facing change */
  guint8   stopped;         /* may not move further this turn */
  guint8   no_battle;       /* terrain forbids battle this turn */
  guint8   battled;
  guint8   defended;        /* its defence throw is spent this turn */
  guint8   received;
  guint8   follow_up;       /* cavalry breakthrough: target + 1 it may battle again;
                               0xFF once that second battle is spent */
  guint8   done;            /* its move is over (another move began) */
  gint8    remount;         /* dismounted cavalry: the class it mounts back to; else −1 */
  guint8   firearms;        /* a mixed unit: the figures with firearms; 0 when not mixed */
  guint8   rejoin;          /* broke through out of its captain's zone: its "Battle" must be
                               reunited (see bn_battle_unit_must_rejoin()) */
  guint8   strayed;         /* out of its captain's zone at the last turn's end, where the
                               ruleset lets strays leave their "Battle" (BattleLore) */
  /* Read by rulesets that grade units finer than the class (Lionheart);
   * filled from the spec at setup, see BnBattleUnitSpec. */
  guint8   armour_level;    /* 0 none, 1 light, 2 medium, 3 heavy */
  guint8   shields;
  guint8   morale;          /* 1 poor, 2 fair, 3 good */
  guint8   light;           /* light troops */
  guint8   dedicated;       /* dedicated warriors: never panic */
  guint8   leadership;      /* a King/Leader unit: its rating 1–3; else 0 */
  guint8   panicked;
  guint8   unloaded;        /* crossbow or arbalest shot and not yet reloaded */
  guint8   bid;             /* an enemy king bid for this mercenary unit this turn */
  guint8   led_by;          /* Lionheart: the rating of the army commander with it, as its
                               King/Leader; 0: none */
  guint8   start_figures;   /* its figures when the battle began (a Healer returns no more) */
} BnBattleUnit;

typedef struct
{
  BnHex    hex;
  guint8   side;
  guint8   spec;
  guint8   rank;            /* BnCommanderRank */
  guint8   mounted;
  guint8   alive;
  guint8   ordered;
  guint8   moved;           /* hexes moved this turn */
  guint8   stopped;
  guint8   supported;       /* added his die to a unit this turn */
  gint8    group;           /* the "Battle" he commands, or −1 */
  guint8   held;            /* formed or left a "Battle" this turn: no move, no die */
  guint8   wounded;         /* a character hit: wounded instead of killed */
  guint8   captive;         /* a character taken prisoner (alive is then 0) */
  guint8   leadership;      /* Lionheart: his rating as King/Leader (spec's, or 2) */
  /* A campaign leader's or hero's Day of Battle numbers, from his spec
   * (all 0 for a commander who has none); under the basic game each skill
   * is his social rank (docs/rules.md, "Leaders and heroes on the field"). */
  guint8   hero;            /* never moves on his own, only with his unit */
  guint8   social_rank;
  guint8   initiative;      /* 11–20 */
  guint8   morale_bonus;
  guint8   combat_bonus;
  guint8   pcs;             /* 11–20 */
  gint8    attached;        /* the unit he starts with, or −1 (Lionheart's commanders
                               are no pieces: they lead from it) */
  /* Day of Battle's risk to a leader (bn-battle-risk.c); pcs 0: a commander
   * without a campaign's numbers, who makes no checks. */
  guint8   base_rank;       /* his rank at setup; a successor's rank is raised while he commands */
  guint8   out;             /* BnLeaderOut */
  guint16  back_turn;       /* lost: the turn he returns on */
  /* A wound he carries (from the campaign, or taken on this field): his
   * personal combat skill is this much lower until a Healer removes it
   * (docs/rules.md, "Wounds"); 0: none. */
  guint8   wound;
} BnBattleCommander;

/* Why a leader is off the field (BnBattleCommander.out); alive is 0 then. */
typedef enum
{
  BN_LEADER_ON_FIELD,
  BN_LEADER_LOST,           /* returns on back_turn */
  BN_LEADER_CAPTURED,
  BN_LEADER_SLAIN,
} BnLeaderOut;

typedef struct
{
  guint8 side;
  guint8 captain;
  guint8 alive;
  guint8 n_units;
  guint8 units[4];
} BnBattleGroup;

#define BN_BATTLE_MAX_RETAINERS_ALL 32

typedef enum
{
  BN_BATTLE_RETAINER_READY,
  BN_BATTLE_RETAINER_SPENT,          /* used (a common retainer "disappears for the battle") */
  BN_BATTLE_RETAINER_LOST,           /* his unit lost a melee or broke */
} BnBattleRetainerState;

/* A retainer on the field (BnBattleRetainerSpec). */
typedef struct
{
  guint8 commander;           /* whose */
  guint8 type;                /* BnBattleRetainerType */
  guint8 success;             /* D20 at or under; 0: no roll */
  guint8 bonus;
  gint8  unit;                /* Archer, Champion, Standard: the unit he is with; else −1 */
  guint8 state;               /* BnBattleRetainerState */
} BnBattleRetainer;

/* What a retainer is asked to do (BN_ACTION_RETAINER's c). */
typedef enum
{
  BN_RETAINER_USE_COMMAND,    /* common: order unit b within reach of his leader (L&L, BL) */
  BN_RETAINER_USE_REDRAW,     /* common: discard hand slot b and draw again (L&L, BL) */
  BN_RETAINER_USE_REORDER,    /* common: his leader's unit faces b at no cost (Lionheart: rallies) */
  BN_RETAINER_USE_HEAL,       /* healer: a lost figure back to unit b, far from the enemy */
  BN_RETAINER_USE_RESTORE,    /* healer: his leader's spent common retainer b ready again */
  BN_RETAINER_USE_SCOUT,      /* scout: the enemy's hand of command cards (L&L, BL) */
  BN_RETAINER_USE_WARD,       /* common: his struck leader escapes the Special Results; his D20 */
  BN_RETAINER_USE_REROLL,     /* common: his struck leader's check thrown again, no D20 of his */
  BN_RETAINER_USE_HEAL_WOUND, /* healer: his leader's wound removed */
  BN_RETAINER_N_USES,
} BnBattleRetainerUse;

/* What a BN_EVENT_RETAINER tells (its b, | BN_SKILL_USE_PASSED on a success). */
typedef enum
{
  BN_RETAINER_DID_COMMAND = BN_RETAINER_USE_COMMAND,
  BN_RETAINER_DID_REDRAW = BN_RETAINER_USE_REDRAW,
  BN_RETAINER_DID_REORDER = BN_RETAINER_USE_REORDER,
  BN_RETAINER_DID_HEAL = BN_RETAINER_USE_HEAL,
  BN_RETAINER_DID_RESTORE = BN_RETAINER_USE_RESTORE,
  BN_RETAINER_DID_SCOUT = BN_RETAINER_USE_SCOUT,
  BN_RETAINER_DID_WARD = BN_RETAINER_USE_WARD,          /* value: his number; passed: the blow is warded */
  BN_RETAINER_DID_REROLL = BN_RETAINER_USE_REROLL,      /* the check's D20 thrown again (the next pcs-check) */
  BN_RETAINER_DID_HEAL_WOUND = BN_RETAINER_USE_HEAL_WOUND,
  BN_RETAINER_DID_BONUS_DIE = 16,  /* Archer, Champion: c the target; value the number */
  BN_RETAINER_DID_STANDARD,        /* the Standard held unit c; value: his bonus */
  BN_RETAINER_DID_WITNESS,         /* the Herald saw unit c's melee: its honor doubles */
  BN_RETAINER_DID_SCOUT_CARD,      /* c: a card kind in the enemy's hand */
  BN_RETAINER_WAS_LOST,            /* with unit c, which lost a melee or broke */
  BN_RETAINER_DID_REROLL_DIE,      /* a die of his leader's own thrown again: c its BnRerollDie,
                                      value what it showed (the next such die replaces it) */
} BnBattleRetainerDeed;

typedef enum
{
  BN_ACTION_PLAY_CARD,        /* a: hand slot */
  BN_ACTION_DISCARD_CARD,     /* a: hand slot; only when no card can order anything */
  BN_ACTION_ORDER_UNIT,       /* a: unit (its company comes with it); c: at 10 cm, 1 + the
                                 adjacent unit its commander also commands, or 0 */
  BN_ACTION_ORDER_COMMANDER,  /* a: commander, to move on his own */
  BN_ACTION_ORDER_GROUP,      /* a: "Battle" */
  BN_ACTION_END_ORDERS,
  BN_ACTION_MOVE_UNIT,        /* a: unit, b: direction, c: 1 = his commander comes along */
  BN_ACTION_MOVE_COMMANDER,   /* a: commander, b: direction (open table: the unit he joins) */
  BN_ACTION_MOVE_GROUP,       /* a: "Battle", b: direction */
  BN_ACTION_FACE,             /* a: unit, b: new facing */
  BN_ACTION_PLANT_STAKES,     /* a: unit, b: hex side of its active front */
  BN_ACTION_END_MOVES,
  BN_ACTION_RECEIVE,          /* a: unit, b: new facing (the other side) */
  BN_ACTION_END_RECEIVE,
  BN_ACTION_BATTLE,           /* a: attacking unit, b: target unit */
  BN_ACTION_ATTACK_COMMANDER, /* a: attacking unit, b: lone enemy commander */
  BN_ACTION_STAND,            /* defender makes a stand */
  BN_ACTION_WITHDRAW,         /* defender retreats voluntarily; b: direction */
  BN_ACTION_ADVANCE,          /* breakthrough into the emptied hex; c 1: the commander in its
                                 hex goes with it */
  BN_ACTION_HOLD,             /* no breakthrough */
  BN_ACTION_END_TURN,         /* no more battles: draw a card */
  BN_ACTION_BRIBE,            /* a: enemy mercenary unit; Lionheart: b + 256 c, the points bid */
  BN_ACTION_CHALLENGE,        /* a: own commander, b: enemy commander */
  BN_ACTION_PAY,              /* a: hand slot of a special card to pay with */
  BN_ACTION_REFUSE,           /* pay no (more) gold */
  BN_ACTION_DUEL_AGAIN,       /* after a drawn duel: a second, final one */
  BN_ACTION_DUEL_END,         /* after a drawn duel: both return */
  BN_ACTION_TAKE_CASUALTIES,  /* a: the defender's unit in the target hex that takes them */
  BN_ACTION_RETREAT,          /* a: the retreating unit; b: direction, or
                                 BN_RETREAT_LOSE_FIGURE / _LOSE_COMMANDER when blocked */
  BN_ACTION_DISMOUNT,         /* a: cavalry unit, as its move */
  BN_ACTION_MOUNT,            /* a: dismounted cavalry unit, after its battle */
  BN_ACTION_FORM_GROUP,       /* a: captain; b, c: which of your units in his zone of control
                                 join, a bit each (bit k of b | c << 8 is the k-th of them in
                                 unit order); see bn_battle_group_candidates() */
  BN_ACTION_DISSOLVE_GROUP,   /* a: "Battle" */
  BN_ACTION_TAKE_PRISONER,    /* a: attacking unit, b: wounded enemy character alone in her hex */
  BN_ACTION_DEPLOY,           /* a: own unit; b, c: the column and row of a hex of the side's zone;
                                 on an open table: b: its centre's x in cm, c: its front's
                                 distance in cm from the side's own edge */
  BN_ACTION_END_DEPLOY,       /* the side's deployment is done */
  BN_ACTION_RALLY,            /* a: panicked unit; b: its new facing (Lionheart) */
  BN_ACTION_RELOAD,           /* a: unit with a crossbow or arbalest (Lionheart) */
  BN_ACTION_RETAINER,         /* a: retainer; b: its target; c: BnBattleRetainerUse */
  BN_ACTION_TAKE_BLOW,        /* a struck leader's side spends no retainer on the blow: his
                                 Special Results card is drawn (Day of Battle, Risk to a leader) */
  BN_ACTION_KEEP_ROLL,        /* a leader's side keeps the die of his own it was offered to throw
                                 again (Day of Battle, Retainers) */
  BN_N_ACTIONS,
} BnBattleActionType;

/* BN_ACTION_RETREAT's b when no hex takes the unit (L&L, Retreat rules). */
#define BN_RETREAT_LOSE_FIGURE    6
#define BN_RETREAT_LOSE_COMMANDER 7

typedef struct
{
  guint8 type;    /* BnBattleActionType */
  guint8 side;    /* who acts: must be the side bn_battle_get_acting_side() says */
  guint8 a;
  guint8 b;
  guint8 c;
} BnBattleAction;

typedef enum
{
  BN_EVENT_FIRST_SIDE,        /* side; value: the die that decided, 0 if the scenario did */
  BN_EVENT_CARD_DRAWN,        /* side; a: card; b: kind; value: the die that picked it (0: none) */
  BN_EVENT_RESHUFFLE,
  BN_EVENT_CARD_PLAYED,       /* side; a: card; b: kind */
  BN_EVENT_CARD_DISCARDED,    /* side; a: card; b: kind */
  BN_EVENT_ORDERED,           /* side; a: unit or commander; b: 0 unit, 1 commander; c: BnOrderKind */
  BN_EVENT_UNIT_MOVED,        /* a: unit; b: direction */
  BN_EVENT_COMMANDER_MOVED,   /* a: commander; b: direction (open table: the unit he joins) */
  BN_EVENT_FACED,             /* a: unit; b: facing; value: hexes it cost */
  BN_EVENT_STAKES,            /* a: unit; b: hex side; value: 1 planted, 0 removed */
  BN_EVENT_RECEIVED,          /* a: unit; b: facing */
  BN_EVENT_BATTLE,            /* a: attacker; b: target; c: range, | BN_EVENT_AT_COMMANDER when b
                                 is a lone commander, not a unit; value: dice (read it with
                                 bn_battle_event_get_strike()) */
  BN_EVENT_STAND,             /* a: unit; Junior General: b 1, it strikes back in melee with
                                 value dice */
  BN_EVENT_WITHDRAW,          /* a: unit; b: direction */
  BN_EVENT_DIE,               /* a: BnDiePurpose; b: BnDieSymbol; c: 1 typed by a player, 0 rolled;
                                 value: the D6 face */
  BN_EVENT_FIGURE_LOST,       /* a: unit; value: figures left */
  BN_EVENT_RETREAT,           /* a: unit; b: direction */
  BN_EVENT_RETREAT_BLOCKED,   /* a: unit */
  BN_EVENT_RALLIED,           /* a: unit */
  BN_EVENT_UNIT_ELIMINATED,   /* a: unit */
  BN_EVENT_COMMANDER_ELIMINATED, /* a: commander */
  BN_EVENT_VICTORY_POINTS,    /* side gains value (negative: loses); a: BnVictoryReason */
  BN_EVENT_BREAKTHROUGH,      /* a: unit; b: direction */
  BN_EVENT_CHANGED_SIDES,     /* a: unit; side: its new side */
  BN_EVENT_GOLD,              /* side; value: gold needed (bribe, ransom) */
  BN_EVENT_PAID,              /* side; a: card; value: gold paid so far */
  BN_EVENT_DUEL,              /* a: challenger; b: challenged; value: challenger's points − challenged's */
  BN_EVENT_TURN_END,          /* side */
  BN_EVENT_GAME_OVER,         /* side: the winner */
  BN_EVENT_CASUALTIES,        /* a: the unit that takes the casualties; value: the dice now */
  BN_EVENT_MOUNTED,           /* a: unit; b: its class now; value: 1 mounted, 0 dismounted */
  BN_EVENT_GROUP_FORMED,      /* side; a: "Battle"; b: captain; value: its units */
  BN_EVENT_GROUP_JOINED,      /* side; a: unit; b: "Battle" */
  BN_EVENT_GROUP_DISSOLVED,   /* side; a: "Battle"; b: captain */
  BN_EVENT_GROUP_BROKEN,      /* side; a: unit that broke through out of the zone; b: "Battle" */
  BN_EVENT_GROUP_REUNITED,    /* side; a: that unit, back in the zone; b: "Battle" */
  BN_EVENT_COMMANDER_WOUNDED, /* side; a: character */
  BN_EVENT_COMMANDER_CAPTURED, /* side (hers); a: character; b: the unit that took her */
  BN_EVENT_DEPLOYED,          /* side; a: unit; b, c: the column and row it now stands on (on an
                                 open table: as BN_ACTION_DEPLOY's b and c) */
  BN_EVENT_LEADERSHIP,        /* side: the high roller; a, b: side 0's and side 1's totals;
                                 c: the high roller's actions (Lionheart) */
  BN_EVENT_PANICKED,          /* a: unit; value: its panic total − the casualties it read (Lionheart) */
  BN_EVENT_RELOADED,          /* a: unit */
  BN_EVENT_BID,               /* side: the bidder; a: mercenary unit; b: 1 it changed sides;
                                 value: the points bid (the promise is never logged) */
  BN_EVENT_ACCOUNTS,          /* side; value: its unspent points; a, b: the points it owes
                                 its mercenaries, low and high byte */
  BN_EVENT_TABLE_MOVED,       /* open table: a: unit; b: heading / 5°; c: cm; value: how
                                 (BnTableMove) */
  BN_EVENT_ARROWS,            /* a: archery unit; b: its stands turned round (low on arrows);
                                 c: its stands out of arrows, now infantry (Junior General) */
  BN_EVENT_STEP,              /* side: who acts first in it; a: the step of the turn (the
                                 ruleset's); value: the turn (Junior General) */
  BN_EVENT_RETAINER,          /* side; a: retainer; b: BnBattleRetainerDeed (| BN_SKILL_USE_PASSED);
                                 c: its unit, slot or card; value: the number its D20 (the
                                 BN_DIE_RETAINER die before) had to make, or its bonus */
  BN_EVENT_LEADER_SKILL,      /* side; a: commander; b: BnLeaderSkillUse, | BN_SKILL_USE_PASSED
                                 when his D20 (the BN_DIE_SKILL die before) made it; c: the
                                 unit (side) it was for; value: the number the D20 had to make */
  BN_EVENT_PCS_CHECK,         /* side (his); a: commander; b: BN_PCS_* bits; c: the difference in
                                 strikes; value: the D20 (Day of Battle, Risk to a leader) */
  BN_EVENT_RISK_CARD,         /* side: who drew; a: commander; b: the card; c: 0 his Special
                                 Results card, 1 the other side's search for him, lost;
                                 value: the BnRiskFate read, + 256 if the card was typed */
  BN_EVENT_LEADER_RETURNS,    /* side; a: commander, back after a game turn lost */
  BN_EVENT_SUCCESSION,        /* side; a: the commander who takes command; b: the one before him */
  BN_EVENT_ARMY_BROKEN,       /* side: the army with no leader left, which leaves the field */
  BN_N_EVENTS,
} BnBattleEventType;

typedef enum
{
  BN_DIE_ATTACK,
  BN_DIE_SAVE,
  BN_DIE_DEFENCE,
  BN_DIE_FLAG_SAVE,
  BN_DIE_FIRST_SIDE,
  BN_DIE_BRIBE,
  BN_DIE_DUEL,
  BN_DIE_LEADERSHIP,          /* Lionheart: the leadership roll */
  BN_DIE_PANIC,               /* Lionheart: a panic roll */
  BN_DIE_PANIC_MOVE,          /* Lionheart: how far a panicked unit retreats */
  BN_DIE_SHOOT,               /* Lionheart: a shot */
  BN_DIE_FIGURE_LOSS,         /* Lionheart: a blocked retreat, a die per figure */
  BN_DIE_RETREAT_LOSS,        /* Junior General: the D10 before a retreat from melee */
  BN_DIE_COMMANDER_LOSS,      /* Junior General: the D10 for a commander whose unit lost stands */
  BN_DIE_ALLOWANCE,           /* Junior General: the D6 of units that may move, supreme commander lost */
  BN_DIE_SKILL,               /* a leader's D20 skill check (value 1–20, no symbol) */
  BN_DIE_RETAINER,            /* a retainer's D20 (value 1–20, no symbol) */
  BN_DIE_PCS,                 /* a leader's personal combat skill check: a D20, b is 0 */
} BnDiePurpose;

/* The dice a leader throws himself, that a common retainer may throw again
 * ("Re-roll a bad die roll … made by the L&H", Day of Battle, Retainers). */
typedef enum
{
  BN_REROLL_COMBAT_BONUS,     /* his combat bonus D20, missed */
  BN_REROLL_MORALE_BONUS,     /* his morale bonus D20, failed */
  BN_REROLL_LEADERSHIP,       /* Lionheart: his army's leadership roll, the lower */
  BN_REROLL_FIRST_MOVE,       /* his throw for the first move, lost (Junior General: his
                                 Initiative's D6) */
  BN_REROLL_N_DICE,
} BnRerollDie;

/* How a piece went on an open table (BN_EVENT_TABLE_MOVED's value). */
typedef enum
{
  BN_TABLE_MOVE,              /* a move in the Movement Phase */
  BN_TABLE_MOVE_CHARGE,       /* a charge into contact */
  BN_TABLE_MOVE_EVADE,        /* cavalry avoiding an infantry charge */
  BN_TABLE_MOVE_RETREAT,      /* a retreat from melee */
  BN_TABLE_MOVE_PIVOT,        /* the target of a charge pivoting to face it */
  BN_TABLE_MOVE_BACK,         /* a move backwards, the unit keeping its facing */
} BnTableMove;

/* BN_EVENT_BATTLE's c: the target is a commander alone in his hex. */
#define BN_EVENT_AT_COMMANDER 0x80

/* BN_EVENT_BATTLE's held (not in the log), low bits: why the target,
 * making a stand, threw no defence throw (L&L, Defence; "Fronts"). */
typedef enum
{
  BN_NO_DEFENCE_SAID = 0,      /* it threw one, withdrew, or nothing is said */
  BN_NO_DEFENCE_THROWN_ALREADY,/* one defence throw per defending unit per turn */
  BN_NO_DEFENCE_PASSIVE_FRONT, /* attacked on its passive front */
  BN_NO_DEFENCE_OUT_OF_REACH,  /* the attacker is beyond its weapon's range */
  BN_NO_DEFENCE_NO_SIGHT,      /* it cannot see the attacker */
  BN_NO_DEFENCE_NO_DICE,       /* the ground leaves it no die */
  BN_NO_DEFENCE_NOT_PLAYED,    /* the ruleset (or the fast game) has no defence throw */
  BN_NO_DEFENCE_MASK = 7,
} BnNoDefence;

/* … high bits: why the flags thrown at it moved it no hex. */
typedef enum
{
  BN_FLAGS_HELD_SAID = 0,          /* no flag, it fell back, or nothing is said */
  BN_FLAGS_HELD_STEADY = 1 << 3,   /* not below the figures under which its class must retreat */
  BN_FLAGS_HELD_COMMANDER = 2 << 3,/* … only thanks to the commander in its hex (one figure fewer) */
  BN_FLAGS_HELD_STANDARD = 3 << 3, /* … only thanks to the Standard, a retainer */
  BN_FLAGS_HELD_GROUND = 4 << 3,   /* its ground (a bridge, a landmark) lets it ignore a flag */
  BN_FLAGS_HELD_SAVED = 5 << 3,    /* every throw against a flag saved it */
  BN_FLAGS_HELD_MASK = 7 << 3,
} BnFlagsHeld;

/* BN_EVENT_BREAKTHROUGH's held (not in the log), low bits: what became
 * of the commander in the hex the unit broke through from (L&L,
 * Companies: he "may move with the unit, or he may stay in place",
 * unless he "has already moved on this turn"); high bits: that
 * commander. */
typedef enum
{
  BN_BREAKTHROUGH_NO_COMMANDER = 0, /* none stood with it */
  BN_BREAKTHROUGH_WITH_COMMANDER,   /* he went with it */
  BN_BREAKTHROUGH_STAYED,           /* he might have gone, and stayed */
  BN_BREAKTHROUGH_HAD_MOVED,        /* he had moved on his own this turn */
  BN_BREAKTHROUGH_LEADS_BATTLE,     /* a captain moves with his "Battle", not one unit of it */
  BN_BREAKTHROUGH_HELD,             /* he formed or left a "Battle" this turn */
  BN_BREAKTHROUGH_GROUND,           /* the ground he would enter bars him */
  BN_BREAKTHROUGH_COMMANDER_MASK = 15,
} BnBreakthroughCommander;
#define BN_BREAKTHROUGH_COMMANDER_SHIFT 4

/* BN_EVENT_PCS_CHECK's b. */
#define BN_PCS_MISSILE    1     /* a missile check (only a 20 strikes); else a melee check */
#define BN_PCS_LOST_MELEE 2     /* his unit lost the melee: −5 */
#define BN_PCS_STRUCK     4
#define BN_PCS_REROLL     8     /* the check thrown again by a retainer: replaces the one before */

typedef enum
{
  BN_VICTORY_UNIT,            /* an enemy unit destroyed */
  BN_VICTORY_COMMANDER,       /* an enemy commander eliminated */
  BN_VICTORY_OBJECTIVE,       /* an objective taken (or lost, negative) */
  BN_VICTORY_PRISONER,        /* an enemy character taken prisoner */
} BnVictoryReason;

/* What a leader's skill check was for (BN_EVENT_LEADER_SKILL). */
typedef enum
{
  BN_SKILL_USE_COMBAT_BONUS,  /* his bonus die in a melee: a hit */
  BN_SKILL_USE_MORALE_BONUS,  /* his unit stands instead of retreating (panicking) */
  BN_SKILL_USE_INITIATIVE,    /* no die: value, the orders the card gains (Lionheart: the
                                 points the leadership roll gains) */
  BN_SKILL_N_USES,
} BnLeaderSkillUse;

#define BN_SKILL_USE_PASSED 0x80

typedef struct
{
  guint8  type;      /* BnBattleEventType */
  guint8  side;
  guint8  a;
  guint8  b;
  guint8  c;
  union
  {
    guint8 needs;    /* a BN_EVENT_DIE read by its number (Junior General): the least face
                        that succeeds, as the tables gave it when it was thrown; 0: not said */
    guint8 held;     /* a BN_EVENT_BATTLE: why the target threw no defence throw and held
                        against flags, BN_HELD_* (0: not said) */
  };                 /* Not in the log: the engine gives it again on every replay. */
  gint16  value;
  guint32 action;    /* index of the action that caused it; G_MAXUINT32 at setup */
} BnBattleEvent;

typedef struct _BnBattle BnBattle;

GQuark                   bn_battle_error_quark      (void);

BnBattle                *bn_battle_new              (BnBattleRules       *rules,
                                                     const BnScenario    *scenario,
                                                     const BnBattleArmy  *army0,
                                                     const BnBattleArmy  *army1,
                                                     BnChance            *chance,
                                                     GError             **error);
BnBattle                *bn_battle_copy             (const BnBattle *battle,
                                                     BnChance       *chance);
void                     bn_battle_free             (BnBattle *battle);
void                     bn_battle_adopt_chance     (BnBattle *battle,
                                                     BnChance *chance);

BnBattleRules           *bn_battle_get_rules        (const BnBattle *battle);
const BnScenario        *bn_battle_get_scenario     (const BnBattle *battle);
BnBattlePhase            bn_battle_get_phase        (const BnBattle *battle);
guint                    bn_battle_get_active_side  (const BnBattle *battle);
guint                    bn_battle_get_acting_side  (const BnBattle *battle);
guint                    bn_battle_get_turn         (const BnBattle *battle);
guint                    bn_battle_get_winner       (const BnBattle *battle);
guint                    bn_battle_get_victory_points (const BnBattle *battle,
                                                     guint           side);

guint                    bn_battle_get_unit_home_side (const BnBattle *battle,
                                                     guint           unit);
guint                    bn_battle_get_n_units      (const BnBattle *battle);
const BnBattleUnit      *bn_battle_get_unit         (const BnBattle *battle,
                                                     guint           unit);
const BnClassProfile    *bn_battle_get_unit_class   (const BnBattle *battle,
                                                     guint           unit);
guint                    bn_battle_get_n_commanders (const BnBattle *battle);
const BnBattleCommander *bn_battle_get_commander    (const BnBattle *battle,
                                                     guint           commander);
guint                    bn_battle_get_n_retainers  (const BnBattle *battle);
int                      bn_battle_get_struck_commander (const BnBattle *battle);
int                      bn_battle_get_breakthrough_commander (const BnBattle          *battle,
                                                     BnBreakthroughCommander *out_why);
const char              *bn_reroll_die_name             (BnRerollDie     die);
const char              *bn_reroll_die_id               (BnRerollDie     die);
gboolean                 bn_reroll_die_from_id          (const char     *id,
                                                         BnRerollDie    *out_die);
gboolean                 bn_battle_apply_as_played      (BnBattle              *battle,
                                                         const BnBattleAction  *action,
                                                         GError               **error);
gboolean                 bn_battle_keep_setup_die       (BnBattle              *battle,
                                                         GError               **error);
int                      bn_battle_get_reroll_offer     (const BnBattle *battle,
                                                         BnRerollDie    *out_die,
                                                         guint          *out_value);
const BnBattleRetainer  *bn_battle_get_retainer     (const BnBattle *battle,
                                                     guint           retainer);
guint                    bn_battle_get_n_groups     (const BnBattle *battle);
const BnBattleGroup     *bn_battle_get_group        (const BnBattle *battle,
                                                     guint           group);
int                      bn_battle_find_unit        (const BnBattle *battle,
                                                     guint           side,
                                                     guint           spec);
int                      bn_battle_find_commander   (const BnBattle *battle,
                                                     guint           side,
                                                     guint           spec);
guint                    bn_battle_units_at         (const BnBattle *battle,
                                                     BnHex           hex,
                                                     guint8         *out_units);
int                      bn_battle_commander_at     (const BnBattle *battle,
                                                     BnHex           hex);
gboolean                 bn_battle_unit_in_group_zoc (const BnBattle *battle,
                                                     guint           unit);
gboolean                 bn_battle_unit_must_rejoin (const BnBattle *battle,
                                                     guint           unit);
guint                    bn_battle_group_candidates (const BnBattle *battle,
                                                     guint           captain,
                                                     guint8         *out_units);

guint                    bn_battle_get_hand_size    (const BnBattle *battle,
                                                     guint           side);
guint                    bn_battle_get_hand_card    (const BnBattle *battle,
                                                     guint           side,
                                                     guint           slot);
guint                    bn_battle_get_card_kind    (const BnBattle *battle,
                                                     guint           card);
guint                    bn_battle_get_deck_size    (const BnBattle *battle);
guint                    bn_battle_get_n_draw       (const BnBattle *battle);
guint                    bn_battle_card_die         (const BnBattle *battle,
                                                     guint           card);
int                      bn_battle_get_played_card  (const BnBattle *battle);
gboolean                 bn_battle_reveal_card      (BnBattle       *battle,
                                                     guint           side,
                                                     guint           slot,
                                                     guint           card,
                                                     GError        **error);
guint                    bn_battle_action_shown_cards (const BnBattle       *battle,
                                                     const BnBattleAction *action,
                                                     guint                *out_side);

/* The open table (BN_RULESET_BOARD_TABLE): sizes in millimetres, places
 * and footprints as bn-table.h measures them. On a hex board the table is
 * 0 × 0 and every place is (0, 0, 0). A unit's footprint is its line of
 * stands left, side by side: frontage = stands × stand width. */
gboolean                 bn_battle_is_on_table      (const BnBattle *battle);
void                     bn_battle_get_table_size   (const BnBattle *battle,
                                                     guint          *out_width_mm,
                                                     guint          *out_depth_mm);
BnTablePlace             bn_battle_get_unit_place   (const BnBattle *battle,
                                                     guint           unit);
guint                    bn_battle_get_unit_stands  (const BnBattle *battle,
                                                     guint           unit);
void                     bn_battle_get_unit_stand_size (const BnBattle *battle,
                                                     guint           unit,
                                                     guint          *out_width_mm,
                                                     guint          *out_depth_mm);
BnTableRect              bn_battle_get_unit_footprint (const BnBattle *battle,
                                                     guint           unit);
BnTablePlace             bn_battle_get_commander_place (const BnBattle *battle,
                                                     guint           commander);
BnTableRect              bn_battle_get_commander_footprint (const BnBattle *battle,
                                                     guint           commander);
guint                    bn_battle_get_deployment_depth_mm (const BnBattle *battle);
gboolean                 bn_battle_preview_charge   (const BnBattle       *battle,
                                                     const BnBattleAction *action,
                                                     BnTablePlace         *out_place,
                                                     BnTablePlace         *out_target_place);
guint                    bn_battle_table_terrain_at (const BnBattle *battle,
                                                     double          x_mm,
                                                     double          y_mm);
gboolean                 bn_battle_set_unit_place   (BnBattle       *battle,
                                                     guint           unit,
                                                     BnTablePlace    place,
                                                     GError        **error);

gboolean                 bn_battle_set_hand         (BnBattle       *battle,
                                                     guint           side,
                                                     const guint    *kinds,
                                                     guint           n_kinds,
                                                     GError        **error);

gboolean                 bn_battle_check            (const BnBattle        *battle,
                                                     const BnBattleAction  *action,
                                                     GError               **error);
gboolean                 bn_battle_apply            (BnBattle              *battle,
                                                     const BnBattleAction  *action,
                                                     GError               **error);
guint                    bn_battle_legal_actions    (const BnBattle *battle,
                                                     GArray         *out_actions);
guint                    bn_battle_card_orders      (const BnBattle *battle,
                                                     guint           slot,
                                                     GArray         *out_orders);

guint                    bn_battle_get_n_actions    (const BnBattle *battle);
const BnBattleAction    *bn_battle_get_action       (const BnBattle *battle,
                                                     guint           index);
guint                    bn_battle_get_n_events     (const BnBattle *battle);
const BnBattleEvent     *bn_battle_get_event        (const BnBattle *battle,
                                                     guint           index);

const char              *bn_battle_action_type_to_string (BnBattleActionType type);
const char              *bn_battle_event_type_to_string  (BnBattleEventType type);
char                    *bn_battle_action_to_string (const BnBattleAction *action);
char                    *bn_battle_event_to_string  (const BnBattleEvent *event);
char                    *bn_battle_log_to_text      (const BnBattle *battle);
gboolean                 bn_battle_actions_from_text (const char  *text,
                                                     GArray      *out_actions,
                                                     GError     **error);

gboolean                 bn_battle_retreat_default  (const BnBattle *battle,
                                                     BnBattleAction *out_action);

guint                    bn_battle_count_bits       (guint bits);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnBattle, bn_battle_free)

G_END_DECLS
