/* bn-lionheart-why.c — why a unit may not move or fight now, under the
 * Lionheart variant: the words of its own checks (bn-lionheart.c), for
 * the board to tell (bn-battle-why.h). Nothing here decides a rule. */
#include "bn-lionheart-private.h"

/* The why_not hook. While a unit is chosen for the action, only one that
 * may not be chosen (a panicked unit, which may only rally) is told; in
 * the action, what the unit's action refuses: it is not the unit chosen,
 * it has no movement point left, the hex ahead is taken, the target is
 * beyond its range or arc, or not in its front hex (Lionheart, Actions;
 * Combat; Weapons). */
char *
lh_why_not (const BnBattle *b,
            guint           unit,
            gboolean        fight,
            int             target)
{
  const BnBattleUnit *u = &b->s.units[unit];
  BnBattleAction probe = { BN_ACTION_ORDER_UNIT, (guint8) b->s.active, (guint8) unit, 0, 0 };
  int t;

  if (b->s.phase == BN_PHASE_ORDER)
    return battle_why_refused (b, unit, FALSE, -1, &probe);
  if (b->s.phase != BN_PHASE_MOVE)
    return NULL;
  if (!fight)
    {
      probe = (BnBattleAction) { BN_ACTION_MOVE_UNIT, (guint8) b->s.active, (guint8) unit, u->facing, 0 };
      return battle_why_refused (b, unit, FALSE, -1, &probe);
    }
  t = target >= 0 ? target : battle_why_nearest_enemy (b, unit);
  if (t < 0 || (guint) t >= b->s.n_units)
    return NULL;
  /* A shot (c 1) at an enemy beyond the front hex, by a unit with a
   * missile weapon; else the attack into its front hex. */
  probe = (BnBattleAction) { BN_ACTION_BATTLE, (guint8) b->s.active, (guint8) unit, (guint8) t,
                             (guint8) (battle_weapon (b, unit)->ranged
                                       && bn_hex_distance (u->hex, b->s.units[t].hex) > 1 ? 1 : 0) };
  return battle_why_refused (b, unit, TRUE, target, &probe);
}
