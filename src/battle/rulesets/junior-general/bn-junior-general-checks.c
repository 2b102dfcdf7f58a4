/* bn-junior-general-checks.c — what Junior General allows: the check of
 * an action against the rules of the step it is played in (Movement,
 * Archery, Charge into Melee, Melee, Retreat from Melee), the legal actions
 * a side has, and whether it has any at all (which ends its part of a
 * step). The turn that asks them is in bn-junior-general.c. */
#include "bn-junior-general-private.h"
#include <glib/gi18n-lib.h>

/* Whether @unit may still move or charge under the supreme-commander rule. */
static gboolean
allowed (const BnBattle *b,
         guint           side)
{
  return JGC (b)->allowance[side] == JG_NONE || JGC (b)->allowance[side] > 0;
}

/* Whether @unit may charge at all this step, whatever its target. */
static gboolean
check_charger (const BnBattle  *b,
               guint            unit,
               GError         **error)
{
  const BnBattleUnit *u = &b->s.units[unit];

  if (u->follow_up)
    ILLEGAL ("the unit has charged this turn");
  if (bn_jg_charge_mm (b->rules, (BnJgType) JGC (b)->type[unit]) == 0)
    ILLEGAL ("war machines do not charge (house, Junior General)");
  if (!allowed (b, u->side))
    ILLEGAL ("the supreme commander is lost: no more units may move or charge this turn "
             "(Junior General, optional rule)");
  if (jg_engaged (b, unit))
    ILLEGAL ("the unit is already engaged in melee");
  return TRUE;
}

static gboolean
check_charge (const BnBattle  *b,
              guint            unit,
              guint            target,
              GError         **error)
{
  const BnBattleUnit *u = &b->s.units[unit];

  /* Without a reason asked for, the cheapest refusal first: most enemies
   * are out of reach, or were found refused on this table. */
  if (error == NULL && target < b->s.n_units && jg_scene_charge_refused (b, unit, target))
    return FALSE;
  if (!check_charger (b, unit, error))
    return FALSE;
  if (target >= b->s.n_units || !jg_unit_up (b, target) || b->s.units[target].side == u->side)
    ILLEGAL ("no such enemy unit");
  return jg_scene_charge (b, unit, target, error);
}

/* A charge on a commander standing alone ("Commander may not be attacked
 * in melee until they are in base contact with a friendly stand"). */
static gboolean
check_charge_commander (const BnBattle  *b,
                        guint            unit,
                        guint            commander,
                        GError         **error)
{
  const BnBattleUnit *u = &b->s.units[unit];

  if (!check_charger (b, unit, error))
    return FALSE;
  if (commander >= b->s.n_commanders || !b->s.commanders[commander].alive
      || b->s.commanders[commander].side == u->side)
    ILLEGAL ("no such enemy commander");
  if (!jg_commander_alone (b, commander))
    ILLEGAL ("a commander in base contact with a friendly stand may not be attacked in melee "
             "(Junior General, Commanders)");
  if (jg_commander_in_contact (b, unit, commander))
    ILLEGAL ("the unit is in contact with the commander already: it fights him in Melee");
  return jg_commander_charge_place (b, unit, commander, NULL, NULL, error);
}

/* FALSE when every shot, charge or fight of @unit in the current step
 * (Archery, Charge, Melee) is refused whatever its target: its targets
 * need not be checked one by one. */
gboolean
jg_unit_may_strike (const BnBattle *b,
                    guint           unit)
{
  guint step = JGC (b)->step;

  if (jg_is_archery_step (step))
    return jg_may_shoot (b, unit);
  if (step == BN_JG_STEP_CHARGE)
    return check_charger (b, unit, NULL);
  if (step == BN_JG_STEP_MELEE)
    return !b->s.units[unit].battled;
  return TRUE;
}

/* How far apart two footprints may be, in the current step (Archery,
 * Charge, Melee), for a shot, charge or fight of @unit to be allowed at
 * all: its range, its charge's reach or base contact, and 5 mm more. A
 * target whose centre is further from @unit's than this and both
 * half-diagonals is refused whatever else holds. */
double
jg_strike_reach (const BnBattle *b,
                 guint           unit)
{
  guint step = JGC (b)->step;
  BnJgType type = (BnJgType) JGC (b)->type[unit];

  return step == BN_JG_STEP_MELEE ? 5 : step == BN_JG_STEP_CHARGE ? bn_jg_charge_mm (b->rules, type) + 5
         : bn_jg_missile_range_mm (b->rules, type) + 5;
}

static gboolean
side_has_candidates (const BnBattle *b,
                     guint           side)
{
  guint step = JGC (b)->step;
  const JgShape *shapes = jg_scene_shapes (b);
  guint64 enemies = 0;

  /* The enemy units standing, found once for all the side's units. */
  if (step != BN_JG_STEP_MOVEMENT && step != BN_JG_STEP_RETREAT)
    for (guint t = 0; t < b->s.n_units; t++)
      if (b->s.units[t].side != side && jg_unit_up (b, t))
        enemies |= G_GUINT64_CONSTANT (1) << t;
  for (guint i = 0; i < b->s.n_units; i++)
    {
      const BnBattleUnit *u = &b->s.units[i];

      if (u->side != side || !jg_unit_up (b, i))
        continue;
      switch (step)
        {
        case BN_JG_STEP_MOVEMENT:
          if (!u->moved && !u->stopped && allowed (b, side) && !jg_engaged (b, i))
            return TRUE;
          break;
        case BN_JG_STEP_RETREAT:
          if (jg_check_retreat (b, i, NULL))
            return TRUE;
          break;
        default:
          {
            double reach;

            if (!jg_unit_may_strike (b, i))
              break;
            /* Only the targets near enough are checked: the rest are
             * refused by every check below. */
            reach = jg_strike_reach (b, i);
            for (guint64 left = enemies; left != 0; left &= left - 1)
              {
                guint t = (guint) __builtin_ctzll (left);

                if (!jg_strike_near (shapes, i, reach, t))
                  continue;
                if (jg_is_archery_step (step) ? jg_check_shoot (b, i, t, NULL)
                    : step == BN_JG_STEP_CHARGE ? check_charge (b, i, t, NULL)
                    : jg_check_melee (b, i, t, NULL))
                  return TRUE;
              }
            for (guint c = 0; c < b->s.n_commanders && !jg_is_archery_step (step); c++)
              if (jg_strike_near (shapes, i, reach, JG_COMMANDER_STAND (c))
                  && (step == BN_JG_STEP_CHARGE ? check_charge_commander (b, i, c, NULL)
                      : jg_check_fight_commander (b, i, c, NULL)))
                return TRUE;
            break;
          }
        }
    }
  return FALSE;
}

/* Whether @side has a unit that could act in the current step. */
gboolean
jg_has_candidates (const BnBattle *b,
                   guint           side)
{
  gboolean any;

  jg_scene_pin (b);
  any = side_has_candidates (b, side);
  jg_scene_unpin ();
  return any;
}

/* ---- checks ---- */

static gboolean
check_action (const BnBattle        *b,
              const BnBattleAction  *action,
              GError               **error)
{
  const JgState *st = JGC (b);
  guint side = b->s.active;
  const BnBattleUnit *u = action->a < b->s.n_units ? &b->s.units[action->a] : NULL;

  if (st->charger != JG_NONE)
    {
      if ((action->type != BN_ACTION_STAND && action->type != BN_ACTION_WITHDRAW) || action->a != st->charged)
        ILLEGAL ("the cavalry charged by infantry must stand or avoid the combat now "
                 "(Junior General, Cavalry units/stands)");
      return TRUE;
    }
  if (st->follow_unit != JG_NONE)
    {
      BnTablePlace place;

      /* Giving up declines the follow-up. */
      if (action->type == BN_ACTION_END_TURN)
        return TRUE;
      if (action->type != BN_ACTION_ADVANCE || action->a != st->follow_unit)
        ILLEGAL ("the melee's winner may occupy the place of the enemy it destroyed, or give it up, "
                 "now (Junior General, Melee)");
      if (!jg_follow_place (b, &place))
        ILLEGAL ("there is no room in the enemy's place");
      return TRUE;
    }
  if (action->type == BN_ACTION_END_TURN)
    return TRUE;
  if (action->type == BN_ACTION_MOVE_COMMANDER)
    {
      if (st->step != BN_JG_STEP_MOVEMENT)
        ILLEGAL ("commanders move in the Movement Phase (Junior General, playsheet: Turn sequence)");
      if (!allowed (b, side))
        ILLEGAL ("the supreme commander is lost: no more units or single stands may move this turn "
                 "(Junior General, optional rule)");
      return jg_check_commander_move (b, action->a, action->b, error);
    }
  if (u == NULL || !jg_unit_up (b, action->a) || u->side != side)
    ILLEGAL ("no such unit of yours");
  switch ((BnBattleActionType) action->type)
    {
    case BN_ACTION_MOVE_UNIT:
      if (st->step != BN_JG_STEP_MOVEMENT)
        ILLEGAL ("units move in the Movement Phase (Junior General, playsheet: Turn sequence)");
      if (u->moved)
        ILLEGAL ("the unit has moved this turn");
      if (u->stopped)
        ILLEGAL ("archers that fired in the first Archery Phase cannot move in the following "
                 "Movement Phase (Junior General, Archery)");
      if (!allowed (b, side))
        ILLEGAL ("the supreme commander is lost: no more units may move or charge this turn "
                 "(Junior General, optional rule)");
      if (jg_engaged (b, action->a))
        ILLEGAL ("a unit engaged in melee leaves it only by retreating (Junior General, Retreat from melee)");
      return jg_check_move (b, action->a, action->b, action->c, error);
    case BN_ACTION_BATTLE:
      if (jg_is_archery_step (st->step))
        return jg_check_shoot (b, action->a, action->b, error);
      if (st->step == BN_JG_STEP_CHARGE)
        return check_charge (b, action->a, action->b, error);
      if (st->step == BN_JG_STEP_MELEE)
        return jg_check_melee (b, action->a, action->b, error);
      ILLEGAL ("there is no shooting or fighting in this step (Junior General, playsheet: Turn sequence)");
    case BN_ACTION_ATTACK_COMMANDER:
      if (st->step == BN_JG_STEP_CHARGE)
        return check_charge_commander (b, action->a, action->b, error);
      if (st->step == BN_JG_STEP_MELEE)
        return jg_check_fight_commander (b, action->a, action->b, error);
      ILLEGAL ("a commander alone is charged in Charge into Melee and fought in Melee "
               "(Junior General, Commanders)");
    case BN_ACTION_RETREAT:
      if (st->step != BN_JG_STEP_RETREAT)
        ILLEGAL ("units retreat from melee in the Retreat from Melee Phase (Junior General, playsheet)");
      return jg_check_retreat (b, action->a, error);
    default:
      ILLEGAL ("in this step a unit moves, shoots, charges, fights or retreats, or the side gives up the step");
    }
}

gboolean
jg_check (const BnBattle        *b,
          const BnBattleAction  *action,
          GError               **error)
{
  gboolean ok;

  jg_scene_pin (b);
  ok = check_action (b, action, error);
  jg_scene_unpin ();
  return ok;
}

/* ---- legal actions ---- */

static void
try_add (const BnBattle *b,
         GArray         *out,
         guint           type,
         guint           a,
         guint           bb,
         guint           c)
{
  BnBattleAction action = { (guint8) type, b->s.active, (guint8) a, (guint8) bb, (guint8) c };

  if (jg_check (b, &action, NULL))
    g_array_append_val (out, action);
}

static void
legal_actions (const BnBattle *b,
               GArray         *out)
{
  const JgState *st = JGC (b);
  guint side = b->s.active;

  if (st->charger != JG_NONE)
    {
      try_add (b, out, BN_ACTION_STAND, st->charged, 0, 0);
      try_add (b, out, BN_ACTION_WITHDRAW, st->charged, 0, 0);
      return;
    }
  if (st->follow_unit != JG_NONE)
    {
      try_add (b, out, BN_ACTION_ADVANCE, st->follow_unit, 0, 0);
      try_add (b, out, BN_ACTION_END_TURN, 0, 0, 0);
      return;
    }
  for (guint i = 0; i < b->s.n_units; i++)
    {
      if (b->s.units[i].side != side || !jg_unit_up (b, i))
        continue;
      switch (st->step)
        {
        case BN_JG_STEP_MOVEMENT:
          if (!b->s.units[i].moved && !b->s.units[i].stopped && allowed (b, side) && !jg_engaged (b, i))
            jg_add_moves (b, out, i);
          for (guint c = 0; c < b->s.n_commanders; c++)
            if (b->s.commanders[c].side == side && b->s.commanders[c].alive && !b->s.commanders[c].moved)
              try_add (b, out, BN_ACTION_MOVE_COMMANDER, c, i, 0);
          break;
        case BN_JG_STEP_RETREAT:
          try_add (b, out, BN_ACTION_RETREAT, i, 0, 0);
          break;
        default:
          if (!jg_unit_may_strike (b, i))
            break;
          for (guint t = 0; t < b->s.n_units; t++)
            if (b->s.units[t].side != side && jg_unit_up (b, t))
              try_add (b, out, BN_ACTION_BATTLE, i, t, 0);
          if (st->step == BN_JG_STEP_CHARGE || st->step == BN_JG_STEP_MELEE)
            for (guint c = 0; c < b->s.n_commanders; c++)
              if (b->s.commanders[c].side != side && b->s.commanders[c].alive)
                try_add (b, out, BN_ACTION_ATTACK_COMMANDER, i, c, 0);
          break;
        }
    }
  try_add (b, out, BN_ACTION_END_TURN, 0, 0, 0);
}

void
jg_legal_actions (const BnBattle *b,
                  GArray         *out)
{
  jg_scene_pin (b);
  legal_actions (b, out);
  jg_scene_unpin ();
}

/* Why the battle ended: an army with no stand left, one broken at a
 * turn's end, or the turn track run out. */
