/* bn-combat-preview.h — the odds of one attack before it is made.
 *
 * For one legal attack or shot of a battle (BN_ACTION_BATTLE,
 * BN_ACTION_ATTACK_COMMANDER), what the attacker throws and why, each
 * modifier named (its class's or weapon's dice at that range, the ground,
 * a charge, stakes, the ruleset's own fronts and weapons, the leader's
 * die, the card's), and what may come of it: the chance of each loss,
 * retreat, panic or fall, and the losses to expect on both sides.
 *
 * It is worked out by playing that one combat, with the engine's own
 * code, on copies of the battle: every way the dice can fall, each with
 * its chance, where they are few enough (exact); else many times with
 * seeded dice (the same seed, the same answer). The choices inside the
 * combat are made as a careful player makes them: the defender makes a
 * stand rather than retreat before the dice, takes the retreat the
 * engine proposes, the attacker holds rather than break through. Nothing
 * of the battle itself changes.
 */
#pragma once

#include "bn-battle.h"
#include "bn-combat-account.h"

G_BEGIN_DECLS

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

#define BN_PREVIEW_MAX_LOSS 6   /* losses counted one by one up to this; more are counted here */

typedef struct _BnCombatPreview BnCombatPreview;
struct _BnCombatPreview
{
  BnBattleAction action;
  BnBattleStrike strike;          /* the attack as declared: attacker, target, range, dice */
  guint          sides[2];        /* 0 the attacker's side, 1 the defender's */
  guint          figures[2];      /* each piece's figures (stands) now; 0 for a lone commander */
  GArray        *terms;           /* BnDiceTerm: the attacker's dice, each reason */
  gboolean       exact;           /* every fall of the dice counted; else @runs seeded runs */
  guint          runs;            /* dice falls counted (exact) or combats played */
  /* Index 0 the attacker, 1 the defender. */
  double         loss_chance[2][BN_PREVIEW_MAX_LOSS + 1]; /* of losing exactly n (the last: n or more) */
  double         expected_loss[2];
  double         destroyed[2];
  double         retreat[2];      /* falls back (or leaves the field) */
  double         panicked[2];
  double         strikes_back;    /* the defender throws dice back (a defence throw, a melee) */
  double         mean_back_dice;  /* … how many, on average */
  double         commander_falls; /* at a lone commander: he falls, is wounded or taken */
  double         nothing;         /* no loss, no retreat, no panic on either side */
  guint          no_defence;      /* BnNoDefence: why the defender, making a stand, throws no die
                                     back, where a play of the combat said it */
  const char    *no_defence_rule; /* … the rule (interned) */
};

void             bn_combat_preview_free (BnCombatPreview      *preview);
gboolean         bn_combat_preview_possible (const BnBattle   *battle,
                                             const BnBattleAction *action);
BnCombatPreview *bn_combat_preview_new  (const BnBattle       *battle,
                                         const BnBattleAction *action,
                                         guint                 runs,
                                         guint64               seed,
                                         GError              **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnCombatPreview, bn_combat_preview_free)

G_END_DECLS
