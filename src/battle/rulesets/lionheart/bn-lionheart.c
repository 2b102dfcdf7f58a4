/* bn-lionheart.c — the Lionheart variant (seed 004) on the shared engine.
 *
 * Lionheart's turn is not the card-driven sequence: a leadership roll
 * gives each side a number of actions, read in an action table, and in
 * each action one unit spends movement points (turn, about face, advance,
 * attack), may shoot or reload, or rallies. Hand-to-hand is rolled by both
 * sides, shields block hits, every hit gets a saving roll by the unit's
 * type and armour, and losers of a panic roll retreat by the die. So this
 * ruleset plays its own turn through the turn hooks (BnRulesetHooks):
 * board, scenarios, chance, the event log, replay, auto-resolve and odds
 * are the engine's.
 *
 * Phases as the engine names them: BN_PHASE_ORDER, the side whose action
 * it is picks a unit (ORDER_UNIT), rallies one (RALLY) or lets the action
 * go (END_TURN), and before that may send a campaign leader to another
 * unit (MOVE_COMMANDER, a: commander, b: unit); BN_PHASE_MOVE, that unit acts (FACE, MOVE_UNIT, BATTLE
 * c=0 attack / c=1 shoot, RELOAD) until END_MOVES or an attack.
 */
#include "bn-lionheart-private.h"
#include <glib/gi18n-lib.h>

#include <string.h>

/* ---- mercenary treachery ---- */

/* The hexes from @unit to the nearest living King/Leader unit of @side,
 * or G_MAXUINT when it has none. */
static guint
king_distance (const BnBattle *b,
               guint           unit,
               guint           side)
{
  guint best = G_MAXUINT;

  for (guint k = 0; k < b->s.n_units; k++)
    if (k != unit && b->s.units[k].side == side && lh_unit_up (b, k)
        && (b->s.units[k].leadership > 0 || b->s.units[k].led_by > 0))
      best = MIN (best, bn_hex_distance (b->s.units[k].hex, b->s.units[unit].hex));
  return best;
}

/* Points @side may bid: unspent, and not already owed to mercenaries. */
guint
lh_points_available (guint unspent,
                     guint owed)
{
  return unspent > owed ? unspent - owed : 0;
}

guint
lh_side_available (const BnBattle *b,
                guint           side)
{
  return lh_points_available (b->s.unspent[side], LHC (b)->owed[side]);
}

static void
log_accounts (BnBattle *b,
              guint     side)
{
  guint owed = LH (b)->owed[side];

  battle_event (b, BN_EVENT_ACCOUNTS, side, owed & 0xFF, (owed >> 8) & 0xFF, 0,
                (int) MIN (b->s.unspent[side], (guint) G_MAXINT16));
}

/* "Whenever a mercenary unit is closer to an enemy king than a friendly
 * king, the enemy king can attempt to outbid its controller. To do so, he
 * must have unspent points available that aren't already owed to
 * mercenaries." */
static gboolean
check_bid (const BnBattle  *b,
           guint            unit,
           guint            bid,
           GError         **error)
{
  const BnBattleUnit *u = &b->s.units[unit];
  guint bidder = b->s.active;
  guint theirs, ours;

  if (!lh_unit_up (b, unit) || u->side == bidder)
    ILLEGAL ("no such enemy unit");
  if (!u->mercenary)
    ILLEGAL ("only mercenaries can be outbid (Lionheart, Mercenary treachery)");
  if (u->bid)
    ILLEGAL ("this mercenary unit has been bid for this turn (house, Lionheart)");
  ours = king_distance (b, unit, bidder);
  if (ours == G_MAXUINT)
    ILLEGAL ("only a king bids for mercenaries, and yours has fallen (Lionheart, Mercenary treachery)");
  theirs = king_distance (b, unit, u->side);
  if (ours >= theirs)
    ILLEGAL ("a mercenary unit can be bid for only when it is closer to your king than to its own "
             "(Lionheart, Mercenary treachery)");
  if (bid < 1)
    ILLEGAL ("a bid is at least one point");
  if (bid > lh_side_available (b, bidder))
    ILLEGAL ("a bid is paid from unspent points not owed to other mercenaries: %u available "
             "(Lionheart, Mercenary treachery)", lh_side_available (b, bidder));
  return TRUE;
}

/* "If the bid is higher than the number of points promised the unit by
 * its current king, it switches sides. The current controller … does not
 * reveal the amount he has promised to pay. The points formerly owed a
 * unit by the player who loses control of it become unspent points." */
static void
bid (BnBattle *b,
     guint     unit,
     guint     points)
{
  LhState *st = LH (b);
  BnBattleUnit *u = &b->s.units[unit];
  guint bidder = b->s.active;
  guint loser = u->side;
  gboolean won = points > u->promise;

  u->bid = 1;
  battle_event (b, BN_EVENT_BID, bidder, unit, won ? 1 : 0, 0, (int) points);
  if (!won)
    return;
  st->owed[loser] -= MIN (st->owed[loser], u->promise);
  st->owed[bidder] += (guint16) points;
  u->promise = (guint16) points;
  u->side = (guint8) bidder;
  u->panicked = 0;
  battle_event (b, BN_EVENT_CHANGED_SIDES, bidder, unit, 0, 0, 0);
  log_accounts (b, loser);
  log_accounts (b, bidder);
}

/* ---- the turn ---- */

static guint
side_leadership (const BnBattle *b,
                 guint           side)
{
  guint best = 0;
  gboolean has_leader_unit = FALSE;

  for (guint i = 0; i < b->s.n_units; i++)
    if (b->s.units[i].side == side && (b->s.units[i].leadership > 0 || b->s.units[i].led_by > 0))
      {
        has_leader_unit = TRUE;
        if (lh_unit_up (b, i))
          best = MAX (best, MAX (b->s.units[i].leadership, b->s.units[i].led_by));
      }
  if (best > 0)
    return best;
  if (has_leader_unit)
    return 1;     /* house: a side whose King/Leader fell rolls one die */
  for (guint c = 0; c < b->s.n_commanders; c++)
    if (b->s.commanders[c].side == side && b->s.commanders[c].rank == BN_COMMANDER_ARMY
        && b->s.commanders[c].alive)
      return b->s.commanders[c].leadership;   /* house: an army commander on his own */
  return 1;
}

static gboolean
side_has_units (const BnBattle *b,
                guint           side)
{
  for (guint i = 0; i < b->s.n_units; i++)
    if (b->s.units[i].side == side && lh_unit_up (b, i))
      return TRUE;
  return FALSE;
}

static void
game_over (BnBattle *b,
           guint     winner,
           int       value)
{
  b->s.winner = (guint8) winner;
  b->s.phase = BN_PHASE_OVER;
  battle_event (b, BN_EVENT_GAME_OVER, winner, 0, 0, 0, value);
}

static void
hold_objectives (BnBattle *b)
{
  const BnScenario *sc = b->scenario;

  for (guint i = 0; i < sc->n_objectives && b->s.phase != BN_PHASE_OVER; i++)
    {
      BnHex hex = bn_hex_from_offset (sc->objectives[i].col, sc->objectives[i].row);
      int u = lh_unit_in_hex (b, hex);
      int holder = u >= 0 ? b->s.units[u].side : -1;

      if (holder == b->s.holder[i])
        continue;
      if (b->s.holder[i] >= 0)
        battle_add_vp (b, (guint) b->s.holder[i], -(int) sc->objectives[i].victory_points,
                       BN_VICTORY_OBJECTIVE);
      b->s.holder[i] = (gint8) holder;
      if (holder >= 0)
        battle_add_vp (b, (guint) holder, (int) sc->objectives[i].victory_points, BN_VICTORY_OBJECTIVE);
    }
}

/* Victory: the scenario's victory points (a unit destroyed, objectives
 * held), an army with no unit left, or the turn limit. */
static gboolean
check_over (BnBattle *b)
{
  if (b->s.phase == BN_PHASE_OVER)
    return TRUE;
  for (guint k = 0; k < 2; k++)
    if (!side_has_units (b, k))
      {
        game_over (b, 1 - k, b->s.vp[1 - k]);
        return TRUE;
      }
  return FALSE;
}

static gboolean
leadership_roll (BnBattle  *b,
                 GError   **error)
{
  LhState *st = LH (b);

  for (;;)
    {
      guint total[2] = { 0, 0 }, n_dice[2] = { 0, 0 };
      guint high, diff;
      guint8 order[16];
      guint n;

      hold_objectives (b);
      if (check_over (b))
        return TRUE;
      if (b->scenario->turn_limit > 0 && b->s.turn > b->scenario->turn_limit)
        {
          b->s.turn = (guint16) b->scenario->turn_limit;
          game_over (b, b->s.vp[0] > b->s.vp[1] ? 0 : b->s.vp[1] > b->s.vp[0] ? 1 : BN_BATTLE_NO_WINNER,
                     b->s.turn);
          return TRUE;
        }
      for (guint i = 0; i < b->s.n_units; i++)
        b->s.units[i].bid = 0;
      for (guint c = 0; c < b->s.n_commanders; c++)
        b->s.commanders[c].moved = 0;
      for (guint side = 0; side < 2; side++)
        {
          guint dice = side_leadership (b, side);

          n_dice[side] = dice;
          b->s.active = (guint8) side;
          for (guint d = 0; d < dice; d++)
            {
              BnDieSymbol sym;

              if (!battle_roll (b, BN_DIE_LEADERSHIP, &sym, NULL, error))
                return FALSE;
              total[side] += lh_face_points (b->rules, lh_face_of_symbol (sym));
            }
          /* The army commander's Initiative adds to the roll (Day of Battle). */
          total[side] += battle_leader_initiative (b, side);
        }
      st->rolls[0] = (guint8) total[0];
      st->rolls[1] = (guint8) total[1];
      high = total[1] > total[0] ? 1 : 0;
      diff = total[high] - total[1 - high];
      if (diff > 0)
        {
          /* The lower roll is its army commander's to have thrown again by
           * a common retainer (Day of Battle, Retainers). */
          guint low = 1 - high;
          int c = battle_leader_army_commander (b, low);

          if (c >= 0 && !battle_reroll_offer (b, (guint) c, BN_REROLL_LEADERSHIP, total[low], n_dice[low],
                                              low == 0 ? n_dice[1] : 0, error))
            return FALSE;
        }
      battle_event (b, BN_EVENT_LEADERSHIP, high, total[0], total[1], diff, (int) b->s.turn);
      if (diff == 0)
        {
          /* "A tie means nothing happened that turn." */
          battle_event (b, BN_EVENT_TURN_END, high, 0, 0, 0, b->s.turn);
          b->s.turn++;
          continue;
        }
      n = lh_action_order (b->rules, diff, order);
      st->n_sched = (guint8) n;
      for (guint i = 0; i < n; i++)
        st->sched[i] = (guint8) (order[i] == 0 ? high : 1 - high);
      st->pos = 0;
      st->unit = -1;
      b->s.active = st->sched[0];
      b->s.phase = BN_PHASE_ORDER;
      return TRUE;
    }
}

/* The action is spent: the next in the table, or the next turn. */
static gboolean
next_action (BnBattle  *b,
             GError   **error)
{
  LhState *st = LH (b);

  st->unit = -1;
  st->mp = st->fired = st->moved = st->braced = st->turns_here = 0;
  if (check_over (b))
    return TRUE;
  st->pos++;
  if (st->pos < st->n_sched)
    {
      b->s.active = st->sched[st->pos];
      b->s.phase = BN_PHASE_ORDER;
      return TRUE;
    }
  battle_event (b, BN_EVENT_TURN_END, b->s.active, 0, 0, 0, b->s.turn);
  b->s.turn++;
  return leadership_roll (b, error);
}

static gboolean
lionheart_setup (BnBattle  *b,
                 GError   **error)
{
  if (!lh_check_tables (b->rules, error))
    return FALSE;
  for (guint i = 0; i < b->s.n_units; i++)
    {
      BnBattleUnit *u = &b->s.units[i];
      gboolean horse = lh_is_horse (b, i);
      guint most = lh_most_figures (horse, u->light, u->leadership, battle_class (b, i)->max_figures);

      if (u->light && u->armour_level >= 3)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       _("unit %u of side %u: light troops “can't have heavy armor” (Lionheart, Unit types)"),
                       u->spec, u->side);
          return FALSE;
        }
      if (u->figures > most)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       _("unit %u of side %u has %u figures; its type has %u a stand (Lionheart, Unit types)"),
                       u->spec, u->side, u->figures, most);
          return FALSE;
        }
    }
  for (guint i = 0; i < BN_SCENARIO_MAX_OBJECTIVES; i++)
    b->s.holder[i] = -1;
  for (guint i = 0; i < b->s.n_units; i++)
    if (b->s.units[i].mercenary)
      LH (b)->owed[b->s.units[i].side] += b->s.units[i].promise;
  /* The army commander leads as the side's King/Leader from the unit he
   * starts with (house); he is not a piece of his own. A side with a
   * King/Leader unit has its king already: the unit's rating counts. */
  for (guint c = 0; c < b->s.n_commanders; c++)
    {
      const BnBattleCommander *cmd = &b->s.commanders[c];
      int u = lh_unit_in_hex (b, cmd->hex);
      gboolean has_king = FALSE;

      for (guint k = 0; k < b->s.n_units; k++)
        has_king |= b->s.units[k].side == cmd->side && b->s.units[k].leadership > 0;
      if (cmd->rank == BN_COMMANDER_ARMY && cmd->alive && u >= 0 && b->s.units[u].side == cmd->side
          && !has_king)
        b->s.units[u].led_by = cmd->leadership;
    }
  battle_event (b, BN_EVENT_FIRST_SIDE, 0, 0, 0, 0, 0);
  log_accounts (b, 0);
  log_accounts (b, 1);
  return leadership_roll (b, error);
}

static guint
lionheart_acting_side (const BnBattle *b)
{
  return b->s.active;
}

/* ---- checks ---- */

/* Where @c leads from: his unit's hex, or where he stood last. */
static BnHex
leader_hex (const BnBattle *b,
            guint           c)
{
  const BnBattleCommander *cmd = &b->s.commanders[c];

  if (cmd->attached >= 0 && lh_unit_up (b, (guint) cmd->attached))
    return b->s.units[cmd->attached].hex;
  return cmd->hex;
}

/* A leader goes to another unit (Day of Battle, Movement: a leader "may
 * move up to 30\" on his own, once each game turn"; a hero "may never
 * move on his own"). House reading for Lionheart (docs/rules.md): at the
 * start of one of his side's actions, before a unit is chosen, without
 * spending it; at most the <leader-skills> rule's hexes from the unit he
 * leads from to the one he joins. */
static gboolean
check_commander_move (const BnBattle  *b,
                      guint            c,
                      guint            unit,
                      GError         **error)
{
  const BnBattleCommander *cmd;
  guint reach;

  if (c >= b->s.n_commanders || !b->s.commanders[c].alive || b->s.commanders[c].side != b->s.active)
    ILLEGAL ("no such commander of yours");
  cmd = &b->s.commanders[c];
  if (cmd->hero)
    ILLEGAL ("a hero never moves on his own, only with his unit (Day of Battle, Movement)");
  reach = battle_leader_own_move (b, c);
  if (reach == 0)
    ILLEGAL ("only a campaign leader moves on his own; this commander leads from his unit "
             "(house, Lionheart)");
  if (cmd->moved)
    ILLEGAL ("a leader moves on his own once each game turn (Day of Battle, Movement)");
  if (unit >= b->s.n_units || !lh_unit_up (b, unit) || b->s.units[unit].side != cmd->side)
    ILLEGAL ("a leader joins a unit of his own side");
  if (cmd->attached == (int) unit)
    ILLEGAL ("the leader leads from that unit already");
  if (bn_hex_distance (leader_hex (b, c), b->s.units[unit].hex) > reach)
    ILLEGAL ("the unit is beyond the leader's 30\" (%u hexes; Day of Battle, Movement)", reach);
  return TRUE;
}

static gboolean
check_face (const BnBattle  *b,
            guint            unit,
            guint            facing,
            GError         **error)
{
  const LhState *st = LHC (b);
  const BnBattleUnit *u = &b->s.units[unit];
  guint diff;
  gboolean free_turn;

  if (facing >= BN_HEX_N_DIRS)
    ILLEGAL ("no such facing");
  if (st->braced)
    ILLEGAL ("a unit that reloads arbalests may not move during that action (Lionheart, Actions)");
  diff = bn_hex_dir_difference (facing, u->facing);
  if (diff != 1 && diff != 3)
    ILLEGAL ("a Turn changes facing one hexside, an About Face three (Lionheart, Actions)");
  free_turn = diff == 1 && u->light && st->turns_here == 0;
  if (!free_turn && st->mp < 1)
    ILLEGAL ("the unit has no movement point left (Lionheart, Actions)");
  return TRUE;
}

static gboolean
check_advance (const BnBattle  *b,
               guint            unit,
               guint            dir,
               guint            turn_after,
               GError         **error)
{
  const LhState *st = LHC (b);
  const BnBattleUnit *u = &b->s.units[unit];
  BnHex to;

  if (dir != u->facing)
    ILLEGAL ("a unit Advances only into the hex it faces (Lionheart, Actions)");
  if (turn_after > 2)
    ILLEGAL ("after advancing a unit may turn one hexside, left or right, or not at all");
  if (st->braced)
    ILLEGAL ("a unit that reloads arbalests may not move during that action (Lionheart, Actions)");
  if (st->mp < 1)
    ILLEGAL ("the unit has no movement point left (Lionheart, Actions)");
  to = bn_hex_neighbour (u->hex, dir);
  if (!on_board (b, to) || !terrain_admits (b, to, battle_class (b, unit)->arm))
    ILLEGAL ("the hex ahead is off the board or terrain the unit cannot enter");
  if (lh_unit_in_hex (b, to) >= 0)
    ILLEGAL ("the hex ahead is occupied: one unit a hex");
  return TRUE;
}

static gboolean
check_battle (const BnBattle  *b,
              guint            unit,
              guint            target,
              guint            shoot,
              GError         **error)
{
  const LhState *st = LHC (b);
  const BnBattleUnit *u = &b->s.units[unit];

  if (target >= b->s.n_units || !lh_unit_up (b, target) || b->s.units[target].side == u->side)
    ILLEGAL ("no such enemy unit");
  if (shoot)
    {
      if (st->fired)
        ILLEGAL ("a unit Shoots or Reloads once an action (Lionheart, Actions)");
      if (!battle_weapon (b, unit)->ranged)
        ILLEGAL ("the unit has no missile weapon");
      if (u->unloaded)
        ILLEGAL ("the crossbows must be reloaded first (Lionheart, Weapons)");
      if (!lh_can_shoot_at (b, unit, target))
        ILLEGAL ("the target is out of range, outside the firing arc or out of sight "
                 "(Lionheart, firing arcs)");
      return TRUE;
    }
  if (st->fired)
    ILLEGAL ("a unit that Shoots or Reloads in its action may not Attack in the same action "
             "(Lionheart, Actions)");
  if (st->mp < 1)
    ILLEGAL ("the unit has no movement point left to Attack (Lionheart, Actions)");
  if (!bn_hex_equal (bn_hex_neighbour (u->hex, u->facing), b->s.units[target].hex))
    ILLEGAL ("a unit attacks only into its front hex, never to its flank or rear (Lionheart, Combat)");
  return TRUE;
}

static gboolean
lionheart_check (const BnBattle        *b,
                 const BnBattleAction  *action,
                 GError               **error)
{
  const LhState *st = LHC (b);
  const BnBattleUnit *u = action->a < b->s.n_units ? &b->s.units[action->a] : NULL;

  if (b->s.phase == BN_PHASE_ORDER)
    switch ((BnBattleActionType) action->type)
      {
      case BN_ACTION_END_TURN:
        return TRUE;
      case BN_ACTION_BRIBE:
        if (u == NULL)
          ILLEGAL ("no such unit");
        return check_bid (b, action->a, action->b + 256u * action->c, error);
      case BN_ACTION_MOVE_COMMANDER:
        return check_commander_move (b, action->a, action->b, error);
      case BN_ACTION_ORDER_UNIT:
        if (u == NULL || !lh_unit_up (b, action->a) || u->side != b->s.active)
          ILLEGAL ("no such unit of yours");
        if (u->panicked)
          ILLEGAL ("Rally is the only action a panicked unit may take (Lionheart, Actions)");
        return TRUE;
      case BN_ACTION_RALLY:
        if (u == NULL || !lh_unit_up (b, action->a) || u->side != b->s.active)
          ILLEGAL ("no such unit of yours");
        if (!u->panicked)
          ILLEGAL ("only a panicked unit rallies (Lionheart, Actions)");
        if (action->b >= BN_HEX_N_DIRS)
          ILLEGAL ("no such facing");
        return TRUE;
      default:
        ILLEGAL ("now a unit is chosen for the action, a panicked one rallies, or the action is let go");
      }

  /* BN_PHASE_MOVE: the acting unit. */
  if (action->type == BN_ACTION_END_MOVES)
    return TRUE;
  if (u == NULL || (int) action->a != st->unit)
    ILLEGAL ("only the unit chosen for this action acts");
  switch ((BnBattleActionType) action->type)
    {
    case BN_ACTION_FACE:
      return check_face (b, action->a, action->b, error);
    case BN_ACTION_MOVE_UNIT:
      return check_advance (b, action->a, action->b, action->c, error);
    case BN_ACTION_BATTLE:
      return check_battle (b, action->a, action->b, action->c, error);
    case BN_ACTION_RELOAD:
      {
        LhWeapon w = lh_unit_weapon (b, action->a);

        if (!u->unloaded)
          ILLEGAL ("the unit's missiles are loaded");
        if (st->fired)
          ILLEGAL ("a unit Shoots or Reloads once an action (Lionheart, Actions)");
        if (w == LH_WEAPON_ARBALEST)
          {
            if (st->moved)
              ILLEGAL ("arbalests are reloaded in an entire action without moving (Lionheart, Weapons)");
            return TRUE;
          }
        if (st->mp < 1)
          ILLEGAL ("reloading crossbows costs one movement point (Lionheart, Weapons)");
        return TRUE;
      }
    default:
      ILLEGAL ("a unit in its action may Turn, About Face, Advance, Attack, Shoot or Reload");
    }
}

/* ---- apply ---- */

/* @c leads from @unit now; an army commander who is his side's
 * King/Leader takes his rating with him. */
static void
move_commander (BnBattle *b,
                guint     c,
                guint     unit)
{
  BnBattleCommander *cmd = &b->s.commanders[c];
  int from = cmd->attached;

  if (from >= 0 && cmd->rank == BN_COMMANDER_ARMY && b->s.units[from].led_by > 0)
    {
      b->s.units[unit].led_by = b->s.units[from].led_by;
      b->s.units[from].led_by = 0;
    }
  cmd->attached = (gint8) unit;
  cmd->hex = b->s.units[unit].hex;
  cmd->moved = 1;
  battle_event (b, BN_EVENT_COMMANDER_MOVED, cmd->side, c, unit, from >= 0 ? (guint) from : 0xFF, 0);
}

static gboolean
lionheart_execute (BnBattle              *b,
                   const BnBattleAction  *action,
                   GError               **error)
{
  LhState *st = LH (b);
  BnBattleUnit *u = action->a < b->s.n_units ? &b->s.units[action->a] : NULL;

  switch ((BnBattleActionType) action->type)
    {
    case BN_ACTION_END_TURN:
    case BN_ACTION_END_MOVES:
      return next_action (b, error);

    case BN_ACTION_BRIBE:
      /* A bid is made before an action and does not spend it (house). */
      bid (b, action->a, action->b + 256u * action->c);
      check_over (b);
      return TRUE;

    case BN_ACTION_MOVE_COMMANDER:
      /* Like a bid, he goes before the action and does not spend it. */
      move_commander (b, action->a, action->b);
      return TRUE;

    case BN_ACTION_ORDER_UNIT:
      st->unit = (gint8) action->a;
      st->mp = (guint8) lh_unit_speed (b, action->a);
      st->fired = st->moved = st->braced = st->turns_here = 0;
      b->s.phase = BN_PHASE_MOVE;
      battle_event (b, BN_EVENT_ORDERED, u->side, action->a, 0, BN_ORDER_FULL, st->mp);
      return TRUE;

    case BN_ACTION_RALLY:
      u->panicked = 0;
      u->facing = action->b;
      battle_event (b, BN_EVENT_RALLIED, u->side, action->a, action->b, 0, 0);
      return next_action (b, error);

    case BN_ACTION_FACE:
      {
        guint diff = bn_hex_dir_difference (action->b, u->facing);
        guint cost = diff == 1 && u->light && st->turns_here == 0 ? 0 : 1;

        st->mp -= (guint8) cost;
        st->turns_here++;
        st->moved = 1;
        u->facing = action->b;
        battle_event (b, BN_EVENT_FACED, u->side, action->a, action->b, 0, (int) cost);
        return TRUE;
      }

    case BN_ACTION_MOVE_UNIT:
      st->mp--;
      st->moved = 1;
      st->turns_here = 0;
      u->hex = bn_hex_neighbour (u->hex, action->b);
      battle_event (b, BN_EVENT_UNIT_MOVED, u->side, action->a, action->b, 0, 0);
      if (action->c != 0)
        {
          u->facing = (guint8) bn_hex_dir_rotate (u->facing, action->c == 1 ? 1 : -1);
          battle_event (b, BN_EVENT_FACED, u->side, action->a, u->facing, 0, 0);
        }
      hold_objectives (b);
      return TRUE;

    case BN_ACTION_BATTLE:
      if (action->c)
        {
          st->fired = 1;
          if (!lh_shoot (b, action->a, action->b, error))
            return FALSE;
          hold_objectives (b);
          if (check_over (b))
            return TRUE;
          /* A firing unit that panicked and ran has spent its action. */
          return !b->s.units[action->a].panicked || next_action (b, error);
        }
      st->mp--;
      if (!lh_melee (b, action->a, action->b, error))
        return FALSE;
      hold_objectives (b);
      /* "Attacking ends the unit's action." */
      return b->s.phase == BN_PHASE_OVER || next_action (b, error);

    case BN_ACTION_RELOAD:
      st->fired = 1;
      u->unloaded = 0;
      if (lh_unit_weapon (b, action->a) == LH_WEAPON_ARBALEST)
        {
          st->braced = 1;
          st->mp = 0;
        }
      else
        st->mp--;
      battle_event (b, BN_EVENT_RELOADED, u->side, action->a, 0, 0, 0);
      return TRUE;

    default:
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("no such action"));
      return FALSE;
    }
}

/* The list being filled: room for the most actions the phase can have
 * is made in the array once, rather than an append for each. */
typedef struct
{
  BnBattleAction *items;
  guint           n;
} ActionList;

static void
try_add (const BnBattle *b,
         ActionList     *out,
         guint           type,
         guint           a,
         guint           bb,
         guint           c)
{
  BnBattleAction action = { (guint8) type, b->s.active, (guint8) a, (guint8) bb, (guint8) c };

  if (lionheart_check (b, &action, NULL))
    out->items[out->n++] = action;
}

void
lh_legal_actions (const BnBattle *b,
                         GArray         *array)
{
  const LhState *st = LHC (b);
  guint start = array->len;
  ActionList list, *out = &list;

  /* At most: each unit ordered or rallied six ways, three bids for each
   * enemy unit, each leader to each unit, and the end of the action; or six turns, three advances,
   * two attacks on each unit, a reload and the end. */
  g_array_set_size (array, start + b->s.n_units * 9u + 12u + b->s.n_commanders * b->s.n_units);
  list.items = &g_array_index (array, BnBattleAction, start);
  list.n = 0;
  if (b->s.phase == BN_PHASE_ORDER)
    {
      for (guint i = 0; i < b->s.n_units; i++)
        {
          if (b->s.units[i].side != b->s.active || !lh_unit_up (b, i))
            continue;
          try_add (b, out, BN_ACTION_ORDER_UNIT, i, 0, 0);
          /* Only a panicked unit rallies (lionheart_check()). */
          if (b->s.units[i].panicked)
            for (guint d = 0; d < BN_HEX_N_DIRS; d++)
              try_add (b, out, BN_ACTION_RALLY, i, d, 0);
        }
      /* Bids: any number of points is legal; these three are offered. */
      for (guint i = 0; i < b->s.n_units; i++)
        if (b->s.units[i].mercenary && b->s.units[i].side != b->s.active && lh_unit_up (b, i))
          {
            guint most = lh_side_available (b, b->s.active);
            guint bids[3] = { 1, (most + 1) / 2, most };

            for (guint k = 0; k < 3; k++)
              if (bids[k] >= 1 && (k == 0 || bids[k] != bids[k - 1]))
                try_add (b, out, BN_ACTION_BRIBE, i, bids[k] & 0xFF, bids[k] >> 8);
          }
      /* Only campaign leaders move on their own (check_commander_move()). */
      for (guint c = 0; c < b->s.n_commanders; c++)
        if (b->s.commanders[c].side == b->s.active && b->s.commanders[c].alive && !b->s.commanders[c].moved
            && battle_leader_own_move (b, c) > 0)
          for (guint i = 0; i < b->s.n_units; i++)
            if (b->s.units[i].side == b->s.active && lh_unit_up (b, i))
              try_add (b, out, BN_ACTION_MOVE_COMMANDER, c, i, 0);
      try_add (b, out, BN_ACTION_END_TURN, 0, 0, 0);
      g_array_set_size (array, start + list.n);
      return;
    }
  if (st->unit >= 0)
    {
      guint i = (guint) st->unit;
      const BnBattleUnit *u = &b->s.units[i];
      BnHex front = bn_hex_neighbour (u->hex, u->facing);
      /* What check_battle() asks of a shooter before its target. */
      gboolean may_shoot = !st->fired && battle_weapon (b, i)->ranged && !u->unloaded;
      guint n;

      for (guint d = 0; d < BN_HEX_N_DIRS; d++)
        try_add (b, out, BN_ACTION_FACE, i, d, 0);
      /* The turn after an advance (none, right, left) changes nothing
       * check_advance() asks: all three are legal, or none. */
      n = out->n;
      try_add (b, out, BN_ACTION_MOVE_UNIT, i, u->facing, 0);
      for (guint c = 1; c < 3 && out->n > n; c++)
        out->items[out->n++] = (BnBattleAction) { BN_ACTION_MOVE_UNIT, b->s.active, (guint8) i, u->facing,
                                                  (guint8) c };
      for (guint t = 0; t < b->s.n_units; t++)
        {
          /* Only a living enemy is a target, attacked in the front hex
           * (check_battle()): the others are not asked about. */
          if (!lh_unit_up (b, t) || b->s.units[t].side == u->side)
            continue;
          if (bn_hex_equal (b->s.units[t].hex, front))
            try_add (b, out, BN_ACTION_BATTLE, i, t, 0);
          if (may_shoot)
            try_add (b, out, BN_ACTION_BATTLE, i, t, 1);
        }
      /* Only missiles that were shot are reloaded (lionheart_check()). */
      if (u->unloaded)
        try_add (b, out, BN_ACTION_RELOAD, i, 0, 0);
    }
  try_add (b, out, BN_ACTION_END_MOVES, 0, 0, 0);
  g_array_set_size (array, start + list.n);
}

/* The table-side helper's combat: hand-to-hand when the units touch, a
 * shot otherwise, each followed by its panic rolls and moves. */
static gboolean
lionheart_table_combat (BnBattle             *b,
                        const BnTableCombat  *combat,
                        char                **out_rule,
                        GError              **error)
{
  guint att = 0, def = 1;
  guint range = bn_hex_distance (b->s.units[att].hex, b->s.units[def].hex);

  if (range > 1)
    {
      if (!battle_weapon (b, att)->ranged)
        ILLEGAL ("only archers shoot; a unit with %s fights hand-to-hand (Lionheart, Actions: Shoot)",
                 battle_weapon (b, att)->name);
      if (!lh_can_shoot_at (b, att, def))
        ILLEGAL ("%s reach %u hexes; the target is %u away (Lionheart, Weapons)", battle_weapon (b, att)->name,
                 MAX (battle_weapon (b, att)->n_dice, 1u), range);
      if (!lh_shoot (b, att, def, error))
        return FALSE;
      *out_rule = g_strdup ("Lionheart, Combat: Saving rolls; Panic: Targets of missile fire; Panic moves");
      return TRUE;
    }
  if (!lh_melee (b, att, def, error))
    return FALSE;
  *out_rule = g_strdup ("Lionheart, Combat: hand-to-hand, Melee complications, Saving rolls; Panic; Panic moves");
  return TRUE;
}

/* Movement points at a glance: the acting unit's left, another's speed. */
static gboolean
lionheart_movement_points (const BnBattle *b,
                           guint           unit,
                           gboolean       *out_acting,
                           guint          *out_left,
                           guint          *out_full)
{
  const LhState *st = LHC (b);

  if (!lh_unit_up (b, unit))
    return FALSE;
  *out_full = lh_unit_speed (b, unit);
  *out_acting = st->unit == (int) unit && b->s.phase != BN_PHASE_OVER;
  *out_left = *out_acting ? st->mp : *out_full;
  return TRUE;
}

static const BnRulesetHooks lionheart_hooks = {
  .movement_points = lionheart_movement_points,
  .explain_dice = lh_explain_dice,
  .why_not = lh_why_not,
  .setup = lionheart_setup,
  .acting_side = lionheart_acting_side,
  .check = lionheart_check,
  .execute = lionheart_execute,
  .legal_actions = lh_legal_actions,
  .ai_choose = lh_ai_choose,
  .table_combat = lionheart_table_combat,
};

/* The board shows a thrown die as the face it counts as. */
static BnDieReading
lionheart_read_die (guint symbol)
{
  switch (lh_face_of_symbol ((BnDieSymbol) symbol))
    {
    case LH_PANIC:
      return BN_DIE_READING_PANIC;
    case LH_ARROW:
      return BN_DIE_READING_ARROW;
    default:
      return BN_DIE_READING_AXE;
    }
}

const BnRuleset bn_ruleset_lionheart = {
  .id = "lionheart",
  .name = "Lionheart variant",
  /* TRANSLATORS: shown by "rules list"; the ruleset's name stays as it is */
  .description = N_("The Lionheart hex variant: a leadership roll and its action table, units "
                    "that spend movement points to turn, advance and attack, hand-to-hand rolled "
                    "by both sides, armour saving rolls, panic and morale."),
  .source = "Lionheart variant (seed 004)",
  .data_file = "rulesets/lionheart.xml",
  .board = BN_RULESET_BOARD_HEX,
  .new_builtin = NULL,
  .hooks = &lionheart_hooks,
  .read_die = lionheart_read_die,
};
