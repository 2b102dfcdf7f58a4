/* bn-ruleset-hooks.h — where rulesets differ in code, not in data.
 *
 * For the engine and the rulesets' own files only. The shared engine calls
 * these at the few points where one ruleset's text reads differently from
 * another's and no table can say it. A NULL hook means the engine's
 * default, which is Lords & Levies' reading.
 */
#pragma once

#include "bn-battle-private.h"
#include "bn-random.h"
#include "bn-ruleset.h"
#include "bn-table-combat.h"
#include "bn-battle-victory.h"

/* What one attack die does to the target. */
typedef enum
{
  BN_STRIKE_MISS,
  BN_STRIKE_HIT,        /* a hit symbol: counts towards the automatic kill */
  BN_STRIKE_BONUS,      /* a hit from a weapon's special reading (crossed swords…): saved, never automatic */
} BnStrike;

struct _BnRulesetHooks
{
  /* The dice of @unit's attack after the shared modifiers (@dice), with
   * this ruleset's own: fronts, weapon specials, terrain caps; each that
   * changes the dice noted in @terms (BnDiceTerm, battle_note_dice())
   * when it is not %NULL. */
  int      (*attack_dice) (const BnBattle *b, guint unit, BnHex target_hex, int target_unit,
                           guint range, int dice, GArray *terms);
  /* What @symbol rolled by a unit of @attacker with @weapon does to a unit
   * of @defender @range hexes away. Reads profiles only, so that the AI
   * can tabulate it. */
  BnStrike (*strike)      (const BnClassProfile *attacker, const BnWeaponProfile *weapon,
                           const BnClassProfile *defender, guint range, BnDieSymbol symbol);
  /* Whether a saving throw of @symbol saves a figure of @defender. */
  gboolean (*saves)       (const BnClassProfile *defender, gboolean close, BnDieSymbol symbol);
  /* Where the ruleset's text gives its saving throws (N_-marked); NULL:
   * Lords & Levies' reading, which bn_ruleset_default_saves() follows. */
  const char *saves_source;
  /* Where this ruleset's text states the rule the engine's messages cite
   * as "L&L, @section" ("Order units", "Battles"…), or %NULL to keep the
   * L&L citation. A refusal names the rule of the ruleset in play. */
  const char *(*cite)     (const char *section);

  /* A ruleset whose turn is not the card-driven sequence (Lionheart's
   * leadership roll and actions) plays its own turn: it sets the battle up
   * once both armies stand (@setup), says who decides now, which actions
   * are legal and what they do, and how its computer player picks one.
   * Its state lives in the units and in BnBattleState.ruleset_state. Either
   * all of these are set or none. */
  gboolean (*setup)         (BnBattle *b, GError **error);
  guint    (*acting_side)   (const BnBattle *b);
  gboolean (*check)         (const BnBattle *b, const BnBattleAction *action, GError **error);
  gboolean (*execute)       (BnBattle *b, const BnBattleAction *action, GError **error);
  void     (*legal_actions) (const BnBattle *b, GArray *out_actions);
  /* @jitter: the AI's own random source, for tie-breaks. */
  gboolean (*ai_choose)     (const BnBattle *b, BnRandom *jitter, BnBattleAction *out_action);
  /* Optional: why a finished battle ended (a BnBattleEnd), for a ruleset
   * whose victory is not the scenario's victory points (Junior General). */
  guint    (*end_reason)    (const BnBattle *b);

  /* The table-side helper's one combat (bn-table-combat.h): unit 0 (side
   * 0) strikes unit 1 (side 1) as @combat says, on a small battle set up
   * for it, with the ruleset's own combat code; *@out_rule (transfer
   * full) says where its text states what was played. %NULL: the engine's
   * battle, as L&L's order sheet runs it. */
  gboolean (*table_combat)  (BnBattle *b, const BnTableCombat *combat, char **out_rule, GError **error);
  /* Optional: the troop type @unit takes the field as, in the ruleset's
   * own words (Junior General's "heavy cavalry"), for the helper to name
   * the units by; %NULL: by class, weapon and figures. */
  const char *(*troop_type) (const BnBattle *b, guint unit);

  /* Optional, for a ruleset that places its commanders its own way (Junior
   * General: in base contact behind a unit, on an open table), for Day of
   * Battle's leaders (bn-battle-leaders.c, bn-battle-risk.c): whether
   * @commander stands with @unit; a lost leader back on the field (his
   * hex is the unit he rejoins); a leader taken or slain (the other side's
   * points, as the ruleset scores a commander lost). */
  gboolean (*commander_with)    (const BnBattle *b, guint commander, guint unit);
  void     (*commander_returns) (BnBattle *b, guint commander);
  void     (*commander_taken)   (BnBattle *b, guint commander);

  /* Optional, for a ruleset on an open table whose players place their own
   * units (BN_PHASE_DEPLOY): @deploy_layout lays the table out (its size,
   * the stands, each unit's default place) before the deploy phase, so
   * that @setup, after the second END_DEPLOY, starts the battle from the
   * places chosen; @deploy_check and @deploy_apply judge and play a
   * BN_ACTION_DEPLOY in the ruleset's own encoding; @deploy_places lists
   * the DEPLOY actions worth checking (a grid over the acting side's
   * zone). %NULL: the engine's hex deployment. */
  gboolean (*deploy_layout) (BnBattle *b, GError **error);
  gboolean (*deploy_check)  (const BnBattle *b, const BnBattleAction *action, GError **error);
  void     (*deploy_apply)  (BnBattle *b, const BnBattleAction *action);
  void     (*deploy_places) (const BnBattle *b, GArray *out_candidates);

  /* Optional: what wins a battle of this ruleset, where it is not the
   * scenario's victory points (Junior General: breaking the enemy). */
  void     (*victory_target) (const BnBattle *b, BnBattleVictoryTarget *out_target);
  /* Optional, for a ruleset that counts an attack's dice by its own
   * tables: appends to @terms (BnDiceTerm) what each reason adds to the
   * dice of @action, an attack or shot legal now. */
  void     (*explain_dice)   (const BnBattle *b, const BnBattleAction *action, GArray *terms);
  /* Optional, for a ruleset that counts movement points (Lionheart): the
   * points @unit has left if it is the unit acting (*@out_acting), else
   * those it gets when ordered; and those it gets (bn-battle-glance.h).
   * Returns %FALSE if it gets none. */
  gboolean (*movement_points) (const BnBattle *b, guint unit, gboolean *out_acting, guint *out_left,
                               guint *out_full);
  /* Optional, on an open table: how far @unit moves, charges and shoots (mm). */
  void     (*reach)          (const BnBattle *b, guint unit, guint *out_move_mm, guint *out_charge_mm,
                              guint *out_range_mm);
  /* Optional, on an open table: how deep each side's deployment band is
   * (mm from its own edge), for the board to show while units are placed. */
  guint    (*deployment_depth) (const BnBattle *b);
  /* Optional: where a charge (@action, legal now) would leave the charger
   * and its target, for a ruleset whose charger moves only once the
   * defender has answered; %FALSE when it has no such preview. */
  gboolean (*charge_preview) (const BnBattle *b, const BnBattleAction *action, BnTablePlace *out_place,
                              BnTablePlace *out_target_place);
  /* Optional, for a ruleset with checks of its own (bn-battle-why.h): why
   * @unit, of the side to act, may make no move now (@fight FALSE) or may
   * fight @target (−1: any enemy) not, in its checks' words; %NULL when it
   * may, or when nothing is to be said at this moment. */
  char    *(*why_not)        (const BnBattle *b, guint unit, gboolean fight, int target);
};

/* Notes in @terms (BnDiceTerm; nothing when %NULL or @dice is 0) what
 * one reason adds to an attack's dice, for the odds to tell. */
void battle_note_dice (GArray *terms, guint why, int dice, guint detail);

/* bn-battle-why.c, for a ruleset's why_not: %NULL when the legal actions
 * offer @unit a move (@fight FALSE: BN_ACTION_MOVE_UNIT, FACE,
 * ORDER_UNIT, RALLY) or a fight (BATTLE, ATTACK_COMMANDER, at @target
 * where it is ≥ 0); else the words with which the ruleset's check refuses
 * @probe, its rule cited. */
char *battle_why_refused (const BnBattle *b, guint unit, gboolean fight, int target, const BnBattleAction *probe);
/* The enemy unit nearest @unit, or −1. */
int   battle_why_nearest_enemy (const BnBattle *b, guint unit);

/* The hooks of @b's ruleset; never NULL. */
const BnRulesetHooks *battle_hooks (const BnBattle *b);

/* The engine's defaults, for a ruleset's hook to fall back on. */
BnStrike bn_ruleset_default_strike (const BnClassProfile *attacker, const BnWeaponProfile *weapon,
                                    const BnClassProfile *defender, guint range, BnDieSymbol symbol);
gboolean bn_ruleset_default_saves  (const BnClassProfile *defender, gboolean close, BnDieSymbol symbol);

/* Rewrites every "(L&L, …)" or "(House; L&L, …)" citation in @error's
 * message into the one the ruleset of @rules gives (its `cite` hook);
 * nothing when @error is %NULL or the ruleset keeps L&L's. */
void     battle_cite_error (const BnBattleRules *rules, GError *error);
