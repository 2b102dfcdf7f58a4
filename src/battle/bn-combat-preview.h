/* bn-combat-preview.h — the odds of one attack before it is made.
 *
 * For one legal attack or shot of a battle (BN_ACTION_BATTLE,
 * BN_ACTION_ATTACK_COMMANDER), or a defender's answer to one (a stand,
 * BN_ACTION_STAND, or a voluntary retreat, BN_ACTION_WITHDRAW: the attack
 * as it will then be thrown), what the attacker throws and why, each
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

#define BN_PREVIEW_MAX_LOSS 6   /* losses counted one by one up to this; more are counted here */

typedef struct _BnCombatPreview BnCombatPreview;
struct _BnCombatPreview
{
  BnBattleAction action;          /* the attack, or the defender's answer */
  BnBattleAction attack;          /* the attack (the one answered) */
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
gboolean         bn_combat_preview_answers  (const BnBattle   *battle,
                                             const BnBattleAction *action);
BnCombatPreview *bn_combat_preview_new  (const BnBattle       *battle,
                                         const BnBattleAction *action,
                                         guint                 runs,
                                         guint64               seed,
                                         GError              **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnCombatPreview, bn_combat_preview_free)

G_END_DECLS
