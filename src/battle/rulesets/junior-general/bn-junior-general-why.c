/* bn-junior-general-why.c — why a unit may not move or fight now, under
 * Junior General: the words of its own checks (bn-junior-general.c and
 * the files it calls), for the board to tell (bn-battle-why.h). Nothing
 * here decides a rule. */
#include "bn-junior-general-private.h"

/* The why_not hook. A move is told in the Movement step only, a fight in
 * the steps that have one (Archery, Charge into Melee, Melee): the unit
 * has moved or charged, fired in the first Archery step, is engaged in
 * melee, is no archer, or its target is beyond reach (Junior General,
 * playsheet: Turn sequence; Archery; Melee). */
char *
jg_why_not (const BnBattle *b,
            guint           unit,
            gboolean        fight,
            int             target)
{
  guint step = JGC (b)->step;
  BnBattleAction probe = { BN_ACTION_MOVE_UNIT, (guint8) b->s.active, (guint8) unit, 0, 1 };
  int t;

  if (!fight)
    {
      if (step != BN_JG_STEP_MOVEMENT)
        return NULL;
      /* A step of 1 cm straight ahead: what refuses every move of it. */
      probe.b = (guint8) (((guint) MAX (b->s.unit_places[unit].angle, 0) / 5) % 72);
      return battle_why_refused (b, unit, FALSE, -1, &probe);
    }
  if (step != BN_JG_STEP_ARCHERY_FIRST && step != BN_JG_STEP_ARCHERY_SECOND && step != BN_JG_STEP_ARCHERY_THIRD
      && step != BN_JG_STEP_CHARGE && step != BN_JG_STEP_MELEE)
    return NULL;
  t = target >= 0 ? target : battle_why_nearest_enemy (b, unit);
  if (t < 0 || (guint) t >= b->s.n_units)
    return NULL;
  probe = (BnBattleAction) { BN_ACTION_BATTLE, (guint8) b->s.active, (guint8) unit, (guint8) t, 0 };
  return battle_why_refused (b, unit, TRUE, target, &probe);
}
