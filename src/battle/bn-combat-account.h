/* bn-combat-account.h — one combat of a battle, read back from its log.
 *
 * A combat is told by its events: the strike (BN_EVENT_BATTLE), the dice
 * thrown, the figures lost, retreats, panics, a leader's fall. A
 * BnCombatAccount gathers them, saying for every die what it did as the
 * ruleset in play read it (its `strike` and `saves` hooks, or its own
 * reading of the die), so that the front ends can put a combat in words
 * without repeating a rule. It reads the events only: the same account
 * comes from a battle played now, replayed from its log, or on the table.
 */
#pragma once

#include "bn-battle.h"
#include "bn-ruleset.h"

G_BEGIN_DECLS

/* What a BN_EVENT_BATTLE says, unpacked. */
typedef struct
{
  guint    attacker;      /* a unit */
  guint    target;        /* a unit, or a commander when @at_commander */
  gboolean at_commander;
  guint    range;         /* hexes; on an open table, cm (1: melee) */
  int      dice;
} BnBattleStrike;

gboolean bn_battle_event_get_strike (const BnBattleEvent *event,
                                     BnBattleStrike      *out_strike);

/* Why an attacker throws the dice it does: a reason each, with what it
 * adds (the odds before an attack, bn-combat-preview.h, and the account
 * after it). */
typedef enum
{
  BN_DICE_WHY_CLASS,          /* the class's dice at this range (detail: class index) */
  BN_DICE_WHY_WEAPON,         /* the weapon's special dice at this range (detail: weapon index) */
  BN_DICE_WHY_HILL,           /* shooting or fighting from a hill */
  BN_DICE_WHY_CHARGE,         /* mounted lancers charging */
  BN_DICE_WHY_TARGET_GROUND,  /* the target's ground (detail: terrain index) */
  BN_DICE_WHY_OWN_GROUND,     /* the attacker's ground (detail: terrain index) */
  BN_DICE_WHY_STAKES,         /* into archers' stakes */
  BN_DICE_WHY_FIREARMS,       /* only part of the unit fires */
  BN_DICE_WHY_RULESET,        /* the ruleset's own, not told apart (a hook that notes nothing) */
  BN_DICE_WHY_LEADER,         /* the commander's die (detail: commander index) */
  BN_DICE_WHY_CARD,           /* the command card in play (detail: card kind) */
  BN_DICE_WHY_AT_COMMANDER,   /* a set number of dice at a lone commander */
  BN_DICE_WHY_OWN_TABLES,     /* counted by the ruleset's own tables, as its combat declares */
  BN_DICE_WHY_FIGURES,        /* Lionheart: dice per figure of its kind (detail: figures) */
  BN_DICE_WHY_SPEAR,          /* Lionheart: spears in hand-to-hand against another weapon */
  BN_DICE_WHY_HALBERD,        /* Lionheart: halberds in hand-to-hand */
  BN_DICE_WHY_STANDS,         /* Junior General: a die a stand facing the enemy, or with arrows
                                 (detail: stands) */
  BN_DICE_WHY_FLANK_STANDS,   /* Junior General: cavalry on infantry's flank or rear */
  BN_DICE_WHY_CAP_INTO,       /* BattleLore: no more dice into the target's ground (detail: terrain) */
  BN_DICE_WHY_CAP_FROM,       /* BattleLore: no more dice out of the attacker's ground (detail: terrain) */
  BN_DICE_WHY_PASSIVE_FRONT,  /* BattleLore: at the target's passive front in close combat (detail: arm) */
  BN_DICE_WHY_CLOSE_WEAPON,   /* BattleLore: the weapon's close-combat dice (detail: weapon index) */
  BN_DICE_WHY_MOVING_FIRE,    /* BattleLore: a bow or crossbow used on the move (detail: weapon index) */
} BnDiceWhy;

typedef struct _BnDiceTerm BnDiceTerm;
struct _BnDiceTerm
{
  BnDiceWhy why;
  int       dice;             /* what it adds (or takes) */
  guint     detail;
  const char *rule;           /* where the ruleset in play states it */
};

/* What one die did. */
typedef enum
{
  BN_DIE_DEED_READ,        /* read by the ruleset's own tables (its face says it) */
  BN_DIE_DEED_HIT,         /* a hit symbol on the target's armour */
  BN_DIE_DEED_BONUS,       /* a bonus strike: a hit to save, never an automatic kill */
  BN_DIE_DEED_FLAG,        /* a flag: the target falls back */
  BN_DIE_DEED_MISS,
  BN_DIE_DEED_SAVED,       /* a saving throw that saves the figure */
  BN_DIE_DEED_NOT_SAVED,
  BN_DIE_DEED_STRIKES_COMMANDER, /* crossed swords at a lone commander */
  BN_DIE_DEED_SHIELD,      /* Lionheart: a "Shield" of a unit with shields, blocking a hit in hand-to-hand */
} BnDieDeed;

/* Why an attack die's crossed swords struck or missed (L&L, Resolve
 * battle), so that one face read two ways is told with its reason. */
typedef enum
{
  BN_SWORDS_WHY_NONE = 0,        /* not crossed swords, or a ruleset's own reading */
  BN_SWORDS_WHY_POLEARM,         /* foot with polearms in close combat */
  BN_SWORDS_WHY_BEST_ARMOUR,     /* against the best armour in close combat */
  BN_SWORDS_WHY_UNARMED,         /* the unarmed's only hit */
  BN_SWORDS_WHY_PIERCES,         /* a weapon that pierces the best armour */
  BN_SWORDS_WHY_NOT,             /* none of these: a miss */
  BN_SWORDS_WHY_DEFENCE,         /* a defence throw: a miss but for the unarmed */
  BN_SWORDS_WHY_IGNORED_VS_HORSE,/* a bonus strike the weapon loses against mounted units (BattleLore,
                                    weapon table: short sword) */
} BnSwordsWhy;

typedef struct
{
  guint8 purpose;          /* BnDiePurpose */
  guint8 thrower;          /* 0 the attacker's side of the combat, 1 the defender's */
  guint8 face;             /* the number shown */
  guint8 symbol;           /* BnDieSymbol */
  guint8 deed;             /* BnDieDeed */
  guint8 typed;
  guint8 needs;            /* the least face that succeeds, where the ruleset says it (its event's) */
  guint8 swords_why;       /* BnSwordsWhy: what crossed swords did, and why */
  guint8 removes;          /* a hit read by the number (Junior General): the stands it removes */
  guint  event;            /* its BN_EVENT_DIE in the battle's log */
} BnCombatDie;

/* Index 0 is the attacker, 1 the defender, throughout. */
typedef struct _BnCombatAccount BnCombatAccount;
struct _BnCombatAccount
{
  guint          first_event;    /* its BN_EVENT_BATTLE */
  guint          end_event;      /* one past its last event */
  BnBattleStrike strike;          /* its target: the unit that took the casualties */
  guint          declared_target;/* the unit the strike was declared at (another of its hex may take
                                    the casualties, L&L, Combat) */
  guint          sides[2];
  guint          dice[2];        /* dice each struck with (0: it did not strike) */
  guint          hits[2];        /* hits and bonus strikes each scored */
  guint          flags[2];       /* flags each threw */
  guint          saves_thrown[2];/* saving throws each side threw */
  guint          saved[2];       /* … and won */
  guint          figures_lost[2];
  gboolean       automatic_kill; /* the defender's first figure fell without a saving throw */
  guint          casualties_capped; /* kills not taken: no more than the attacker's own figures */
  guint          casualties_cap; /* … which were this many */
  const char    *cap_rule;       /* the rule that caps them (interned) */
  gboolean       cap_firearms;   /* … the figures with firearms of a mixed unit shooting (L&L, Fronts),
                                    not its whole ranks */
  /* Every hit a side scored, told where it went, so that the account adds
   * up: hits[k] = saves_thrown[1 − k] + automatic[k] + unsaveable[k] +
   * unthrown[k] + wasted[k], and the struck unit's figures lost to them are
   * those not saved, less capped[k]. Counted for the engine's battle
   * sequence (L&L, BattleLore); zero elsewhere. */
  guint          automatic[2];   /* the automatic kill: [0] the attack's, [1] a strike back's */
  guint          unsaveable[2];  /* hits that cost a figure with no saving throw: a defence throw's,
                                    a leader's die striking back */
  guint          unthrown[2];    /* hits that kill with no saving throw in a battle played without
                                    them (L&L, Fast play) */
  guint          wasted[2];      /* hits beyond the figures of the unit struck, wasted before any
                                    saving throw (house reading, docs/rules.md) */
  guint          capped[2];      /* kills not taken for the striker's own ranks ([0]: casualties_capped) */
  guint          ignored[2];     /* bonus strikes not counted against mounted units (a weapon's) */
  /* Where the hits went under a ruleset's own tables (Lionheart, Junior
   * General), so that they add up too: Lionheart, hits[k] = shielded[k] +
   * saves_thrown[1 − k] + no_save[k], the figures lost to them those not
   * saved and no_save[k], less beyond[k]; Junior General, a hit is a stand
   * (a war machine's die may be two) and hits[k] = the stands lost to them
   * + beyond[k]. */
  guint          shielded[2];    /* hits a shield of the other side blocked (LH, Melee complications) */
  guint          no_save[2];     /* hits on troops with no saving roll against them (LH, Saving rolls) */
  guint          beyond[2];      /* kills beyond the figures or stands the struck unit had left */
  gboolean       withdrew;       /* the defender retreated voluntarily: its first hex fallen back */
  const char    *withdraw_rule;  /* … in a ruleset where that costs its defence throw (L&L, Voluntary
                                    retreat), the rule that says so (interned); else %NULL */
  guint          retreat[2];     /* hexes fallen back (open table: cm) */
  gboolean       blocked[2];     /* could not retreat: lost a figure instead */
  guint          blocked_figures[2]; /* … of figures_lost, those lost so */
  gboolean       destroyed[2];
  gboolean       routed[2];      /* left the field */
  gboolean       panicked[2];
  gboolean       rallied[2];
  gboolean       commander_fell; /* a commander of the defender fell, was wounded or taken */
  guint          no_defence;     /* BnNoDefence: why the defender, making a stand, threw no die back */
  guint          flags_held;     /* BnFlagsHeld: why the flags thrown moved the defender no hex */
  const char    *no_defence_rule;/* … the rules that say so (interned), or %NULL */
  const char    *flags_rule;
  GArray        *dice_thrown;    /* BnCombatDie, in the order thrown */
  char          *rule;           /* where the ruleset's text states what was played */
  guint          bonus_hits[2];  /* of hits[], those of a D20 bonus die (a leader's Combat
                                    Bonus, the Champion's, the Archer's), as it finally fell */
  int            struck_leader;  /* the commander standing with the unit struck (not a character),
                                    as noted at the strike; −1: none, or not noted (an old copy) */
  const char    *struck_leader_rule; /* … the rule of what a commander brings (interned) */
  GArray        *terms[2];       /* BnDiceTerm: why each side threw the dice it struck with
                                    (dice[]), as the engine counted them at the strike; empty
                                    where it was not noted (a battle read from an old copy) */
};

/* A BnCombatAccount's no_defence beyond the engine's BnNoDefence, read
 * from the log: the defender, making a stand, fell to the hits before
 * its defence throw came (L&L, order sheet, Battle: the saving throws
 * and kills first, then the defence die). */
#define BN_NO_DEFENCE_DESTROYED (BN_NO_DEFENCE_MASK + 1)

void       bn_combat_account_free  (BnCombatAccount *account);
GPtrArray *bn_combat_accounts_read (const BnBattle  *battle,
                                    guint            first_event,
                                    guint            end_event);

/* What a leader's check counted (Day of Battle, Risk to a leader; a
 * BN_EVENT_PCS_CHECK): the unit he stood with, the enemy unit of its
 * melee (of a missile check, the shooter), the figures each lost in it
 * — their difference is the check's "difference in strikes" — and the
 * wound he carried, taken off his skill. */
typedef struct
{
  guint unit;
  guint other;
  guint lost;
  guint other_lost;
  guint wound;
} BnRiskCounted;

gboolean   bn_battle_get_risk_counted (const BnBattle *battle,
                                       guint           event,
                                       BnRiskCounted  *out_counted);

/* What one face of the battle die does under a ruleset: the key to the
 * dice, worked out from the ruleset's die faces (its data) and its own
 * readings (its `strike`, `saves` and `read_die`), never written twice. */
typedef struct
{
  guint        face;               /* 1–6 */
  BnDieSymbol  symbol;             /* the symbol the data file gives it */
  BnDieReading reading;            /* how the ruleset reads it */
  guint        hits;               /* a bit per BnArmourClass it hits */
  gboolean     bonus;              /* some weapon of the ruleset strikes with it as a bonus strike */
  gboolean     strikes_commander;  /* it strikes a lone commander */
  gboolean     flag;               /* it makes the target fall back */
  gboolean     saves_close;        /* as a saving throw in close combat */
  gboolean     saves_ranged;       /* … against shooting (an armoured unit) */
  gboolean     saves_ranged_unarmoured; /* … against shooting, a unit without armour */
  const char  *saves_source;       /* the rule of its saves, untranslated (N_) */
} BnDieFaceKey;

void bn_combat_die_key (const BnBattleRules *rules,
                        guint                face,
                        BnDieFaceKey        *out_key);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnCombatAccount, bn_combat_account_free)

G_END_DECLS
