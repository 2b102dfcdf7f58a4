/* bn-battle-asked.c — what a battle asks of the side to act, read from
 * its log; see the header. */
#include "bn-battle-asked.h"

#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

/* Whether @event is a common retainer's throw again of his leader's die
 * for the first move: the die after it is that leader's side's. */
static gboolean
first_move_thrown_again (const BnBattleEvent *event)
{
  return event->type == BN_EVENT_RETAINER && (event->b & ~BN_SKILL_USE_PASSED) == BN_RETAINER_DID_REROLL_DIE
         && event->c == BN_REROLL_FIRST_MOVE;
}

/**
 * bn_battle_first_move_thrower:
 * @event: a BN_EVENT_DIE thrown for the first move (BN_DIE_FIRST_SIDE)
 *
 * Where each army throws a battle die for the first move and the higher
 * moves first (L&L, Sequence of play; again on a tie): the two armies'
 * dice go in turn, side 0's first, in the move that throws them; a die
 * thrown again by a common retainer (Day of Battle, Retainers) is his
 * leader's side's, and the other's die, taken as it fell, is not thrown
 * again.
 *
 * Returns: the side whose die @event is, or −1 where the ruleset throws
 *   for the first move its own way (Junior General's odd or even die)
 */
int
bn_battle_first_move_thrower (const BnBattle *battle,
                              guint           event)
{
  const BnBattleEvent *die;
  guint next = 0, first = event;

  g_return_val_if_fail (battle != NULL && event < bn_battle_get_n_events (battle), -1);

  die = bn_battle_get_event (battle, event);
  if (die->type != BN_EVENT_DIE || die->a != BN_DIE_FIRST_SIDE || battle_hooks (battle)->setup != NULL)
    return -1;
  while (first > 0 && bn_battle_get_event (battle, first - 1)->action == die->action)
    first--;
  for (guint e = first; e < event; e++)
    {
      const BnBattleEvent *before = bn_battle_get_event (battle, e);

      if (first_move_thrown_again (before))
        next = before->side & 1;
      else if (before->type == BN_EVENT_DIE && before->a == BN_DIE_FIRST_SIDE)
        next ^= 1;
    }
  return (int) next;
}

/**
 * bn_battle_get_first_move_dice:
 *
 * Each army's die for the first move as it last fell, where each throws
 * one and the higher moves first (bn_battle_first_move_thrower()).
 *
 * Returns: whether such a throw was made
 */
gboolean
bn_battle_get_first_move_dice (const BnBattle  *battle,
                               BnFirstMoveDice *out_dice)
{
  gboolean any = FALSE;

  g_return_val_if_fail (battle != NULL && out_dice != NULL, FALSE);

  *out_dice = (BnFirstMoveDice) { { FALSE, FALSE }, { 0, 0 }, { 0, 0 } };
  for (guint e = 0; e < bn_battle_get_n_events (battle); e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (battle, e);
      int side;

      if (event->type == BN_EVENT_FIRST_SIDE || event->type == BN_EVENT_TURN_END)
        break;
      if (event->type != BN_EVENT_DIE || event->a != BN_DIE_FIRST_SIDE)
        continue;
      side = bn_battle_first_move_thrower (battle, e);
      if (side < 0)
        return FALSE;
      out_dice->thrown[side] = TRUE;
      out_dice->face[side] = (guint) event->value;
      out_dice->event[side] = e;
      any = TRUE;
    }
  return any;
}

/**
 * bn_battle_get_answered_strike:
 *
 * The attack the side to act answers with a stand or a retreat (the
 * defender's choice, made before the attacker throws: L&L, order sheet,
 * Battle): its attacker, its target and the dice it will throw.
 *
 * Returns: whether the battle waits on such an answer
 */
gboolean
bn_battle_get_answered_strike (const BnBattle *battle,
                               BnBattleStrike *out_strike)
{
  g_return_val_if_fail (battle != NULL && out_strike != NULL, FALSE);

  /* A leader's die to keep or throw again, or his blow to take, is asked
   * first: the stand or retreat waits behind it. */
  if (bn_battle_get_phase (battle) != BN_PHASE_DEFEND || bn_battle_get_reroll_offer (battle, NULL, NULL) >= 0
      || bn_battle_get_struck_commander (battle) >= 0)
    return FALSE;
  for (guint e = bn_battle_get_n_events (battle); e > 0; e--)
    if (bn_battle_get_event (battle, e - 1)->type == BN_EVENT_BATTLE)
      return bn_battle_event_get_strike (bn_battle_get_event (battle, e - 1), out_strike);
  return FALSE;
}
