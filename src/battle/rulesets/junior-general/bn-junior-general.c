/* bn-junior-general.c — Junior General fast play (seed 003) on the shared
 * engine, played on an open table (bn-table.h) rather than hexes.
 *
 * The turn is the playsheet's sequence: first Archery (and no movement
 * after it), Movement, Archery, Charge into Melee, Melee, Retreat from
 * Melee, Archery. Each turn a D6 says which army moves first (odd the
 * first army, side 0; even the second). In Movement that army moves its
 * units, then the other; in every other step the two alternate, one unit
 * each, the first mover beginning, until both have given up or have no
 * unit left that could act. So the ruleset plays its own turn through the
 * turn hooks (BnRulesetHooks); the chance, the event log, replay,
 * auto-resolve, odds and bench are the engine's.
 *
 * Actions, in the engine's five bytes:
 *   MOVE_UNIT   a unit, b heading / 5° (0–71), c cm: the unit turns on its
 *               centre to the heading and goes c cm straight (Movement);
 *               b + 128 (JG_MOVE_BACK): it goes that way backwards, facing
 *               the other way (bn-junior-general-moves.c)
 *   BATTLE      a unit, b enemy unit: a shot in an Archery step, a charge
 *               in Charge into Melee, a fight in Melee
 *   STAND / WITHDRAW  a cavalry unit charged by infantry: stand, or avoid
 *               the combat with its extra 15 cm
 *   RETREAT     a unit engaged in melee retreats (Retreat from Melee)
 *   MOVE_COMMANDER  a commander, b unit: he goes to join that unit
 *               (Movement)
 *   END_TURN    the acting side gives up the step
 *
 * The playsheet's numbers are named tables of
 * data/rulesets/junior-general.xml, read by bn_battle_rules_get_table():
 *   melee            the MELEE table, attacker's type by defender's
 *   missiles         the MISSILES table's archery line
 *   missile-ranges   archery 40, ballista 70, catapult 80 cm; the catapult's
 *                    near band 40 cm
 *   machines         ballista, catapult 0–40 cm, catapult 40–80 cm: the die
 *                    for one stand KO and for two
 *   cover            "+1 target in cover"; cover-terrains: which terrains
 *   move, charge     "Movement and Charge into Melee (cm)" by type
 *   enemy-distance   the 10 cm rule
 *   evade, retreat   the cavalry's 15 cm evade, the retreat's 15 cm
 *   retreat-loss     the retreat's D10 by type
 *   commander-loss   the commanders' D10 after melee and after archery
 *   modifiers        flank +1, lone commander +1, the commander's die, the
 *                    charging cavalry's die and its least stands, the dice
 *                    of cavalry on an infantry flank
 *   troop-types, machine-weapons, melee-types   a roster unit's type
 *   stand-size, commander-size, stands-by-figures, machine-stands
 *   table-size, deployment, turns, victory
 * Sources and house choices are in docs/rules.md, "Junior General".
 */
#include "bn-junior-general-private.h"
#include <glib/gi18n-lib.h>
#include "bn-battle-ai.h"

#include <math.h>
#include <string.h>

/* ---- state read from outside ---- */

BnJgStep
bn_jg_get_step (const BnBattle *battle)
{
  g_return_val_if_fail (battle != NULL, BN_JG_STEP_ARCHERY_FIRST);
  return (BnJgStep) JGC (battle)->step;
}

BnJgType
bn_jg_get_unit_type (const BnBattle *battle,
                     guint           unit)
{
  g_return_val_if_fail (battle != NULL && unit < battle->s.n_units, BN_JG_LIGHT_INFANTRY);
  return (BnJgType) JGC (battle)->type[unit];
}

guint
bn_jg_get_stands_low (const BnBattle *battle,
                      guint           unit)
{
  g_return_val_if_fail (battle != NULL && unit < battle->s.n_units, 0);
  return jg_low (battle, unit);
}

guint
bn_jg_get_stands_out (const BnBattle *battle,
                      guint           unit)
{
  g_return_val_if_fail (battle != NULL && unit < battle->s.n_units, 0);
  return jg_out (battle, unit);
}

int
bn_jg_get_commander_unit (const BnBattle *battle,
                          guint           commander)
{
  g_return_val_if_fail (battle != NULL && commander < battle->s.n_commanders, -1);
  return battle->s.commanders[commander].alive ? JGC (battle)->commander_unit[commander] : -1;
}

int
bn_jg_get_allowance (const BnBattle *battle,
                     guint           side)
{
  g_return_val_if_fail (battle != NULL && side < 2, -1);
  return JGC (battle)->allowance[side] == JG_NONE ? -1 : JGC (battle)->allowance[side];
}

int
bn_jg_get_follow_unit (const BnBattle *battle)
{
  g_return_val_if_fail (battle != NULL, -1);
  return JGC (battle)->follow_unit == JG_NONE ? -1 : JGC (battle)->follow_unit;
}

gboolean
bn_jg_unit_engaged (const BnBattle *battle,
                    guint           unit)
{
  g_return_val_if_fail (battle != NULL && unit < battle->s.n_units, FALSE);
  return jg_unit_up (battle, unit) && jg_engaged (battle, unit);
}

gboolean
bn_jg_charge_preview (const BnBattle  *battle,
                      guint            unit,
                      guint            target,
                      BnTablePlace    *out_place,
                      BnTablePlace    *out_target_place,
                      GError         **error)
{
  const BnBattle *b = battle;

  g_return_val_if_fail (battle != NULL && unit < battle->s.n_units, FALSE);
  if (target >= b->s.n_units || !jg_unit_up (b, unit) || !jg_unit_up (b, target)
      || b->s.units[target].side == b->s.units[unit].side)
    ILLEGAL ("no such enemy unit");
  return jg_charge_place (b, unit, target, out_place, out_target_place, error);
}

/* ---- the turn ---- */

static gboolean
side_has_units (const BnBattle *b,
                guint           side)
{
  for (guint i = 0; i < b->s.n_units; i++)
    if (b->s.units[i].side == side && jg_unit_up (b, i))
      return TRUE;
  return FALSE;
}

static void
game_over (BnBattle *b,
           guint     winner)
{
  b->s.winner = (guint8) winner;
  b->s.phase = BN_PHASE_OVER;
  battle_event (b, BN_EVENT_GAME_OVER, winner, 0, 0, 0, b->s.turn);
}

/* An army with no stand left has lost (house: the text names no other
 * victory before the turn track runs out). */
gboolean
jg_side_over (BnBattle *b)
{
  if (b->s.phase == BN_PHASE_OVER)
    return TRUE;
  for (guint k = 0; k < 2; k++)
    if (!side_has_units (b, k))
      {
        game_over (b, side_has_units (b, 1 - k) ? 1 - k : BN_BATTLE_NO_WINNER);
        return TRUE;
      }
  return FALSE;
}

static guint
side_stands (const BnBattle *b,
             guint           side)
{
  guint n = 0;

  for (guint i = 0; i < b->s.n_units; i++)
    if (b->s.units[i].side == side)
      n += b->s.units[i].figures;
  return n;
}

/* At a turn's end, an army that has lost the share of its stands the
 * victory table gives is beaten (house). */
static gboolean
armies_broken (BnBattle *b)
{
  int share = jg_table (b->rules, "victory")[2];
  gboolean broken[2];

  for (guint k = 0; k < 2; k++)
    {
      guint start = JGC (b)->start_stands[k];
      guint lost = start - MIN (start, side_stands (b, k));

      broken[k] = share > 0 && start > 0 && lost * 100 >= (guint) share * start;
    }
  if (!broken[0] && !broken[1])
    return FALSE;
  if (broken[0] != broken[1])
    game_over (b, broken[0] ? 1 : 0);
  else
    game_over (b, b->s.vp[0] > b->s.vp[1] ? 0 : b->s.vp[1] > b->s.vp[0] ? 1 : BN_BATTLE_NO_WINNER);
  return TRUE;
}

static void
set_phase (BnBattle *b)
{
  static const guint8 phases[BN_JG_N_STEPS] = {
    [BN_JG_STEP_ARCHERY_FIRST] = BN_PHASE_BATTLE,
    [BN_JG_STEP_MOVEMENT] = BN_PHASE_MOVE,
    [BN_JG_STEP_ARCHERY_SECOND] = BN_PHASE_BATTLE,
    [BN_JG_STEP_CHARGE] = BN_PHASE_MOVE,
    [BN_JG_STEP_MELEE] = BN_PHASE_BATTLE,
    [BN_JG_STEP_RETREAT] = BN_PHASE_RETREAT,
    [BN_JG_STEP_ARCHERY_THIRD] = BN_PHASE_BATTLE,
  };

  if (b->s.phase != BN_PHASE_OVER)
    b->s.phase = JGC (b)->charger != JG_NONE ? BN_PHASE_DEFEND : phases[JGC (b)->step];
}

static gboolean begin_turn (BnBattle *b, GError **error);

static void
start_step (BnBattle *b)
{
  JgState *st = JG (b);

  st->passed = 0;
  b->s.active = st->first;
  set_phase (b);
  battle_event (b, BN_EVENT_STEP, st->first, st->step, 0, 0, b->s.turn);
}

/* Hands the step to whoever acts next, skipping a side with nothing left
 * to do, and goes on to the next step (and turn) when both are done. */
static gboolean
settle (BnBattle  *b,
        GError   **error)
{
  JgState *st = JG (b);

  for (;;)
    {
      guint me = b->s.active, other = 1 - me;

      if (jg_side_over (b))
        return TRUE;
      if (st->charger != JG_NONE || st->follow_unit != JG_NONE)
        return TRUE;
      if (st->passed == 3)
        {
          if (st->step + 1 < BN_JG_N_STEPS)
            {
              st->step++;
              start_step (b);
              continue;
            }
          battle_event (b, BN_EVENT_TURN_END, st->first, 0, 0, 0, b->s.turn);
          if (armies_broken (b))
            return TRUE;
          if (b->s.turn >= st->turns)
            {
              /* The turn track ran out: more victory points win. */
              game_over (b, b->s.vp[0] > b->s.vp[1] ? 0 : b->s.vp[1] > b->s.vp[0] ? 1 : BN_BATTLE_NO_WINNER);
              return TRUE;
            }
          b->s.turn++;
          if (!begin_turn (b, error))
            return FALSE;
          continue;
        }
      if (st->passed & (1u << me))
        {
          b->s.active = (guint8) other;
          continue;
        }
      if (!jg_has_candidates (b, me))
        {
          st->passed |= (guint8) (1u << me);
          continue;
        }
      return TRUE;
    }
}

/* After one unit of the acting side has acted: in Movement the same side
 * goes on, elsewhere the other side's turn comes (if it has not given up). */
static gboolean
hand_over (BnBattle  *b,
           guint      side,
           GError   **error)
{
  JgState *st = JG (b);

  set_phase (b);
  if (st->step != BN_JG_STEP_MOVEMENT && !(st->passed & (1u << (1 - side))))
    b->s.active = (guint8) (1 - side);
  else
    b->s.active = (guint8) side;
  return settle (b, error);
}

static gboolean
begin_turn (BnBattle  *b,
            GError   **error)
{
  JgState *st = JG (b);
  guint face;

  for (guint i = 0; i < b->s.n_units; i++)
    {
      BnBattleUnit *u = &b->s.units[i];

      u->moved = u->stopped = u->unloaded = u->battled = u->follow_up = u->received = 0;
    }
  for (guint c = 0; c < b->s.n_commanders; c++)
    b->s.commanders[c].moved = 0;
  /* "Find out which army move first (roll a 1D6 odd='A' army, even='B')". */
  b->s.active = 0;
  if (!jg_roll (b, BN_DIE_FIRST_SIDE, 6, &face, error))
    return FALSE;
  st->first = face % 2 == 1 ? 0 : 1;
  battle_event (b, BN_EVENT_FIRST_SIDE, st->first, 0, 0, 0, (int) face);
  {
    /* Day of Battle's Initiative (house): the side that lost the throw,
     * its army commander's Initiative worth more than the other's, takes
     * the first move on a second D6 at or under the difference. */
    guint other = 1u - st->first;
    guint mine = battle_leader_initiative_bonus (b, other), theirs = battle_leader_initiative_bonus (b, st->first);

    if (mine > theirs)
      {
        b->s.active = (guint8) other;
        battle_leader_initiative (b, other);
        if (!jg_roll (b, BN_DIE_FIRST_SIDE, 6, &face, error))
          return FALSE;
        /* His Initiative's die is his own: a common retainer of his may
         * throw it again (Day of Battle, Retainers). */
        if (face > mine - theirs && battle_leader_army_commander (b, other) >= 0
            && !battle_reroll_offer (b, (guint) battle_leader_army_commander (b, other), BN_REROLL_FIRST_MOVE,
                                     face, 1, 0, error))
          return FALSE;
        if (face <= mine - theirs)
          {
            st->first = (guint8) other;
            battle_event (b, BN_EVENT_FIRST_SIDE, st->first, 0, 0, 0, (int) face);
          }
        b->s.active = 0;
      }
  }
  for (guint side = 0; side < 2; side++)
    {
      st->allowance[side] = JG_NONE;
      if (st->supreme_lost[side] && (b->scenario->options & BN_BATTLE_OPTION_SUPREME_COMMANDER))
        {
          /* "If a Supreme Commander is lost, roll 1D6 each turn to determine
           * how many units or single stands may move and charge into melee." */
          b->s.active = (guint8) side;
          if (!jg_roll (b, BN_DIE_ALLOWANCE, 6, &face, error))
            return FALSE;
          st->allowance[side] = (guint8) face;
        }
    }
  st->step = BN_JG_STEP_ARCHERY_FIRST;
  start_step (b);
  return TRUE;
}

/* The table laid out: its size, the stands' sizes, the turn track and
 * both armies in their house deployment (jg_deploy()). */
static gboolean
jg_layout (BnBattle  *b,
           GError   **error)
{
  const BnBattleRules *rules = b->rules;
  JgState *st = JG (b);
  const int *size, *stand, *cmd;

  if (!bn_jg_check_tables (rules, error))
    return FALSE;
  size = jg_table (rules, "table-size");
  stand = jg_table (rules, "stand-size");
  cmd = jg_table (rules, "commander-size");
  memset (st, 0, sizeof *st);
  st->charger = st->charged = JG_NONE;
  st->follow_unit = JG_NONE;
  st->allowance[0] = st->allowance[1] = JG_NONE;
  /* The turn track, or a scenario's shorter limit. */
  st->turns = (guint8) CLAMP (b->scenario->turn_limit > 0
                              ? MIN ((int) b->scenario->turn_limit, jg_table (rules, "turns")[0])
                              : jg_table (rules, "turns")[0], 1, 255);
  b->s.table_mm[0] = (guint16) (size[0] * 10);
  b->s.table_mm[1] = (guint16) (size[1] * 10);
  for (guint i = 0; i < b->s.n_units; i++)
    {
      BnBattleUnit *u = &b->s.units[i];
      BnJgType type = jg_type_of_spec (rules, u, u->weapon);

      /* A machine unit's figures are its machines, one stand each (a
       * roster's machine comes as one: bn_jg_stands_for()). */
      st->type[i] = (guint8) type;
      if (u->figures > 15)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       _("unit %u of side %u has %u stands; a Junior General unit has at most 15 "
                       "(Junior General, Units)"), u->spec, u->side, u->figures);
          return FALSE;
        }
      b->s.unit_stand_mm[i][0] = (guint8) CLAMP (stand[type * 2], 1, 255);
      b->s.unit_stand_mm[i][1] = (guint8) CLAMP (stand[type * 2 + 1], 1, 255);
    }
  for (guint c = 0; c < b->s.n_commanders; c++)
    {
      guint k = b->s.commanders[c].mounted ? 2 : 0;

      b->s.commander_stand_mm[c][0] = (guint8) CLAMP (cmd[k], 1, 255);
      b->s.commander_stand_mm[c][1] = (guint8) CLAMP (cmd[k + 1], 1, 255);
      st->commander_unit[c] = -1;
    }
  for (guint i = 0; i < BN_SCENARIO_MAX_OBJECTIVES; i++)
    b->s.holder[i] = -1;
  return jg_deploy (b, error);
}

/* The battle starts from the table as laid out, or as the players placed
 * their units on it (BN_PHASE_DEPLOY: jg_layout() ran before it). */
static gboolean
jg_setup (BnBattle  *b,
          GError   **error)
{
  JgState *st = JG (b);

  if (b->s.table_mm[0] == 0 && !jg_layout (b, error))
    return FALSE;
  st->start_stands[0] = (guint16) side_stands (b, 0);
  st->start_stands[1] = (guint16) side_stands (b, 1);
  b->s.turn = 1;
  if (!begin_turn (b, error))
    return FALSE;
  return settle (b, error);
}

static guint
jg_acting_side (const BnBattle *b)
{
  return b->s.active;
}

/* Cavalry charged by infantry "may avoid combat and move away when the
 * enemy unit/stand reaches their position", once in a turn. */
static gboolean
may_evade (const BnBattle *b,
           guint           unit,
           guint           target,
           BnTablePlace    charger_place)
{
  BnTablePlace away;

  if (!bn_jg_is_cavalry ((BnJgType) JGC (b)->type[target]) || bn_jg_is_cavalry ((BnJgType) JGC (b)->type[unit])
      || b->s.units[target].received || jg_engaged (b, target))
    return FALSE;
  return jg_away_place (b, target, charger_place.x, charger_place.y,
                        (guint) jg_table (b->rules, "evade")[0] * 10, &away);
}

static void
table_moved (BnBattle     *b,
             guint         unit,
             BnTablePlace  from,
             BnTableMove   how)
{
  BnTablePlace to = b->s.unit_places[unit];
  double cm = bn_table_length (to.x - from.x, to.y - from.y) / 10;

  battle_event (b, BN_EVENT_TABLE_MOVED, b->s.units[unit].side, unit, (guint) (to.angle / 5) % 72,
                (guint) MIN (lround (cm), 255), how);
}

/* The charge of @unit on @target goes home; @known, when not NULL, holds
 * the places jg_charge_place () gave for the table as it is. */
static gboolean
charge_home (BnBattle            *b,
             guint                unit,
             guint                target,
             gboolean             evade,
             const BnTablePlace   known[2],
             GError             **error)
{
  BnTablePlace place, target_place, from = b->s.unit_places[unit];

  if (known != NULL)
    {
      place = known[0];
      target_place = known[1];
    }
  else if (!jg_charge_place (b, unit, target, &place, &target_place, error))
    return FALSE;
  if (evade)
    {
      BnTablePlace away, was = b->s.unit_places[target];

      jg_away_place (b, target, place.x, place.y, (guint) jg_table (b->rules, "evade")[0] * 10, &away);
      b->s.units[target].received = 1;
      jg_set_place (b, target, away);
      battle_event (b, BN_EVENT_WITHDRAW, b->s.units[target].side, target, 0, 0, 0);
      table_moved (b, target, was, BN_TABLE_MOVE_EVADE);
      /* The charger ends where it would have met the cavalry, if it still
       * has room there. */
      if (!jg_place_fits (b, unit, place, -1, TRUE))
        place = from;
    }
  else if (target_place.angle != b->s.unit_places[target].angle)
    {
      BnTablePlace was = b->s.unit_places[target];

      jg_set_place (b, target, target_place);
      table_moved (b, target, was, BN_TABLE_MOVE_PIVOT);
    }
  jg_set_place (b, unit, place);
  b->s.units[unit].follow_up = 1;
  table_moved (b, unit, from, BN_TABLE_MOVE_CHARGE);
  return TRUE;
}

static gboolean
jg_execute (BnBattle              *b,
            const BnBattleAction  *action,
            GError               **error)
{
  JgState *st = JG (b);
  guint side = b->s.active;

  if (st->charger != JG_NONE)
    {
      guint charger = st->charger, target = st->charged;

      st->charger = st->charged = JG_NONE;
      if (action->type == BN_ACTION_STAND)
        battle_event (b, BN_EVENT_STAND, side, target, 0, 0, 0);
      if (!charge_home (b, charger, target, action->type == BN_ACTION_WITHDRAW, NULL, error))
        return FALSE;
      return hand_over (b, b->s.units[charger].side, error);
    }
  if (st->follow_unit != JG_NONE)
    {
      guint unit = st->follow_unit, next = st->follow_next;

      if (action->type == BN_ACTION_ADVANCE)
        {
          BnTablePlace place, from = b->s.unit_places[unit];

          jg_follow_place (b, &place);
          jg_set_place (b, unit, place);
          battle_event (b, BN_EVENT_BREAKTHROUGH, side, unit, (guint) (place.angle / 5) % 72, 0, 0);
          table_moved (b, unit, from, BN_TABLE_MOVE);
        }
      st->follow_unit = JG_NONE;
      return hand_over (b, next, error);
    }
  switch ((BnBattleActionType) action->type)
    {
    case BN_ACTION_END_TURN:
      st->passed |= (guint8) (1u << side);
      set_phase (b);
      return settle (b, error);

    case BN_ACTION_MOVE_UNIT:
      {
        BnTablePlace from = b->s.unit_places[action->a];

        jg_set_place (b, action->a, jg_move_place (b, action->a, action->b, action->c));
        b->s.units[action->a].moved = 1;
        if (st->allowance[side] != JG_NONE)
          st->allowance[side]--;
        table_moved (b, action->a, from, action->b & JG_MOVE_BACK ? BN_TABLE_MOVE_BACK : BN_TABLE_MOVE);
        return hand_over (b, side, error);
      }

    case BN_ACTION_BATTLE:
      if (jg_is_archery_step (st->step))
        {
          if (!jg_shoot (b, action->a, action->b, error))
            return FALSE;
          return hand_over (b, side, error);
        }
      if (st->step == BN_JG_STEP_CHARGE)
        {
          BnTablePlace places[2];

          if (st->allowance[side] != JG_NONE)
            st->allowance[side]--;
          if (!jg_charge_place (b, action->a, action->b, &places[0], &places[1], error))
            return FALSE;
          if (may_evade (b, action->a, action->b, places[0]))
            {
              st->charger = action->a;
              st->charged = action->b;
              b->s.active = b->s.units[action->b].side;
              set_phase (b);
              return TRUE;
            }
          if (!charge_home (b, action->a, action->b, FALSE, places, error))
            return FALSE;
          return hand_over (b, side, error);
        }
      if (!jg_melee (b, action->a, action->b, error))
        return FALSE;
      return st->follow_unit != JG_NONE ? TRUE : hand_over (b, side, error);

    case BN_ACTION_ATTACK_COMMANDER:
      if (st->step == BN_JG_STEP_CHARGE)
        {
          BnTablePlace place, cmd_place, from = b->s.unit_places[action->a];

          if (!jg_commander_charge_place (b, action->a, action->b, &place, &cmd_place, error))
            return FALSE;
          if (st->allowance[side] != JG_NONE)
            st->allowance[side]--;
          b->s.commander_places[action->b] = cmd_place;
          jg_set_place (b, action->a, place);
          b->s.units[action->a].follow_up = 1;
          table_moved (b, action->a, from, BN_TABLE_MOVE_CHARGE);
          return hand_over (b, side, error);
        }
      if (!jg_fight_commander (b, action->a, action->b, error))
        return FALSE;
      return st->follow_unit != JG_NONE ? TRUE : hand_over (b, side, error);

    case BN_ACTION_RETREAT:
      if (!jg_retreat (b, action->a, error))
        return FALSE;
      return hand_over (b, side, error);

    case BN_ACTION_MOVE_COMMANDER:
      b->s.commanders[action->a].moved = 1;
      b->s.commanders[action->a].hex = b->s.units[action->b].hex;
      jg_attach_commander (b, action->a, action->b);
      if (st->allowance[side] != JG_NONE)
        st->allowance[side]--;
      battle_event (b, BN_EVENT_COMMANDER_MOVED, side, action->a, action->b, 0, 0);
      return hand_over (b, side, error);

    default:
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("no such action"));
      return FALSE;
    }
}

static guint
jg_end_reason (const BnBattle *b)
{
  guint loser;
  guint start, lost;

  if (b->s.winner >= 2)
    return BN_BATTLE_END_TURN_LIMIT;
  loser = 1 - b->s.winner;
  if (!side_has_units (b, loser))
    return BN_BATTLE_END_ARMY_DESTROYED;
  /* Broken: the loser, or both (the higher score then won). */
  for (guint side = 0; side < 2; side++)
    {
      start = JGC (b)->start_stands[side];
      lost = start - MIN (start, side_stands (b, side));
      if (lost * 100 >= (guint) MAX (jg_table (b->rules, "victory")[2], 0) * start)
        return BN_BATTLE_END_ARMY_BROKEN;
    }
  return BN_BATTLE_END_TURN_LIMIT;
}

/* What wins: the share of its stands an army may lose before it is
 * beaten at a turn's end, and the turn track's length (victory table). */
static void
jg_victory_target (const BnBattle        *b,
                   BnBattleVictoryTarget *out)
{
  out->victory_points = 0;
  out->turn_limit = JGC (b)->turns;
  out->break_percent = (guint) MAX (jg_table (b->rules, "victory")[2], 0);
  for (guint side = 0; side < 2; side++)
    {
      out->stands_at_start[side] = JGC (b)->start_stands[side];
      out->stands_lost[side] = out->stands_at_start[side] - MIN (out->stands_at_start[side], side_stands (b, side));
    }
}

/* Day of Battle's leaders (bn-battle-leaders.c, bn-battle-risk.c): a
 * commander stands with the unit he is in base contact with. */
static gboolean
jg_commander_with (const BnBattle *b,
                   guint           commander,
                   guint           unit)
{
  return JGC (b)->commander_unit[commander] == (int) unit;
}

/* A lost leader back after his game turn: the risk code has put him in the
 * hex of the unit he rejoins; he stands behind it on the table. */
static void
jg_commander_returns (BnBattle *b,
                      guint     commander)
{
  int unit = -1;

  for (guint i = 0; i < b->s.n_units && unit < 0; i++)
    if (jg_unit_up (b, i) && b->s.units[i].side == b->s.commanders[commander].side
        && bn_hex_equal (b->s.units[i].hex, b->s.commanders[commander].hex))
      unit = (int) i;
  if (unit < 0)
    return;
  JG (b)->commander_unit[commander] = (gint8) unit;
  jg_place_commanders (b, (guint) unit);
}

/* The text rolls plain D6 and D10: a die counts by its number, whatever
 * symbol the engine's face table gives it. */
static BnDieReading
jg_read_die (guint symbol)
{
  return BN_DIE_READING_NUMBER;
}

static const char *
jg_troop_type (const BnBattle *b,
               guint           unit)
{
  return bn_jg_type_to_string (bn_jg_get_unit_type (b, unit));
}

/* A unit's reach at a glance, from the playsheet's tables. */
static void
jg_reach (const BnBattle *b,
          guint           unit,
          guint          *out_move_mm,
          guint          *out_charge_mm,
          guint          *out_range_mm)
{
  const BnBattleRules *rules = bn_battle_get_rules (b);
  BnJgType type = bn_jg_get_unit_type (b, unit);

  *out_move_mm = bn_jg_move_mm (rules, type);
  *out_charge_mm = bn_jg_charge_mm (rules, type);
  *out_range_mm = bn_jg_missile_range_mm (rules, type);
}

static guint
jg_deployment_depth (const BnBattle *b)
{
  return bn_jg_deployment_mm (bn_battle_get_rules (b));
}

/* A charger waits for the defender's answer (stand or evade) before it
 * moves: where it would stand, from the charge's own path. */
static gboolean
jg_charge_preview (const BnBattle       *b,
                   const BnBattleAction *action,
                   BnTablePlace         *out_place,
                   BnTablePlace         *out_target_place)
{
  return action->type == BN_ACTION_BATTLE && bn_jg_get_step (b) == BN_JG_STEP_CHARGE &&
         bn_jg_charge_preview (b, action->a, action->b, out_place, out_target_place, NULL);
}

static const BnRulesetHooks junior_general_hooks = {
  .reach = jg_reach,
  .deployment_depth = jg_deployment_depth,
  .charge_preview = jg_charge_preview,
  .setup = jg_setup,
  .deploy_layout = jg_layout,
  .deploy_check = jg_deploy_check,
  .deploy_apply = jg_deploy_apply,
  .deploy_places = jg_deploy_places,
  .acting_side = jg_acting_side,
  .check = jg_check,
  .execute = jg_execute,
  .legal_actions = jg_legal_actions,
  .ai_choose = jg_ai_choose,
  .end_reason = jg_end_reason,
  .table_combat = jg_table_combat,
  .troop_type = jg_troop_type,
  .commander_with = jg_commander_with,
  .commander_returns = jg_commander_returns,
  .commander_taken = jg_commander_taken,
  .victory_target = jg_victory_target,
  .explain_dice = jg_explain_dice,
  .why_not = jg_why_not,
};

const BnRuleset bn_ruleset_junior_general = {
  .id = "junior-general",
  .name = "Junior General fast play",
  /* TRANSLATORS: shown by "rules list"; the ruleset's name stays as it is */
  .description = N_("The quick one: stands on an open table measured in centimetres, a D6 against "
                    "the playsheet's melee and missile tables, three archery phases, charges, "
                    "flank attacks, retreats from melee and commanders lost on a D10."),
  .source = "Junior General fast-play medieval (seed 003)",
  .data_file = "rulesets/junior-general.xml",
  .board = BN_RULESET_BOARD_TABLE,
  .new_builtin = NULL,
  .hooks = &junior_general_hooks,
  .read_die = jg_read_die,
};
