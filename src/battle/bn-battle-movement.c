/* bn-battle-movement.c — movement: reach, paths and terrain, mounting and
 * dismounting, and a "Battle" reunited after a breakthrough. */
#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"
#include <string.h>

/* ---- movement ---- */

/* How far @unit may move this turn on its own: its class's move. (A
 * "Battle" moving as one uses battle_group_allowance().) */
static guint
unit_allowance (const BnBattle *b,
                guint           unit)
{
  return battle_class (b, unit)->move;
}

guint
battle_commander_allowance (const BnBattle *b,
                     guint           c)
{
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);

  return b->s.commanders[c].mounted ? k->commander_move_mounted : k->commander_move_foot;
}

guint
battle_group_allowance (const BnBattle *b,
                 guint           g)
{
  guint8 members[4];
  guint n = battle_group_members (b, g, members);
  guint allowance = battle_commander_allowance (b, b->s.groups[g].captain);

  for (guint i = 0; i < n; i++)
    allowance = MIN (allowance, unit_allowance (b, members[i]));
  return allowance;
}

static gboolean
is_mover_unit (const Movers *m,
               guint         unit)
{
  for (guint i = 0; i < m->n_units; i++)
    if (m->units[i] == unit)
      return TRUE;
  return FALSE;
}

/* Checks one step of @m in direction @dir (L&L, Moving units, Moving
 * commanders, terrain on the order sheet). */
gboolean
battle_check_step (const BnBattle  *b,
            const Movers    *m,
            guint            dir,
            GError         **error)
{
  guint side = b->s.active;

  if (dir >= BN_HEX_N_DIRS)
    ILLEGAL ("a direction is 0 to 5");
  for (guint i = 0; i < m->n_units; i++)
    {
      const BnBattleUnit *u = &b->s.units[m->units[i]];
      BnHex to = bn_hex_neighbour (u->hex, dir);
      guint8 there[4];
      guint n_there, arriving = 0;

      if (u->stopped || u->done)
        ILLEGAL ("this unit's move is over (L&L, Move: each unit moves once)");
      if ((guint) u->moved + 1 > m->allowance)
        ILLEGAL ("%s may move %u hexes (L&L, order sheet)", battle_class (b, m->units[i])->name,
                 m->allowance);
      if (!on_board (b, to))
        ILLEGAL ("a unit cannot move off the battlefield (L&L, Moving units)");
      if (!terrain_admits (b, to, battle_class (b, m->units[i])->arm))
        ILLEGAL ("%s: %s (L&L, order sheet)", battle_terrain (b, to)->name,
                 battle_terrain (b, to)->move == BN_TERRAIN_MOVE_IMPASSABLE
                 ? "impassable" : "only infantry may enter");
      if (enemy_on (b, to, side))
        ILLEGAL ("units cannot move onto a hex holding enemy units or an enemy commander "
                 "(L&L, Moving units)");
      n_there = units_on (b, to, side, there);
      for (guint j = 0; j < MIN (n_there, 4u); j++)
        if (is_mover_unit (m, there[j]))
          n_there--;
      for (guint j = 0; j < m->n_units; j++)
        if (bn_hex_equal (bn_hex_neighbour (b->s.units[m->units[j]].hex, dir), to))
          arriving++;
      if (n_there + arriving > battle_stack_limit (b))
        {
          gboolean ruleset_rule = bn_battle_rules_get_constants (b->rules)->one_unit_per_hex;

          ILLEGAL ("a hex holds at most %u friendly unit%s (%s, Moving units%s)", battle_stack_limit (b),
                   battle_stack_limit (b) == 1 ? "" : "s",
                   ruleset_rule ? bn_battle_rules_get_ruleset (b->rules)->name : "L&L",
                   !ruleset_rule && battle_stack_limit (b) == 1 ? "; appendix 3" : "");
        }
      if (m->commander >= 0)
        {
          int other = commander_on (b, to, side);
          if (other >= 0 && other != m->commander)
            ILLEGAL ("a hex holds one friendly commander (L&L, Moving commanders)");
        }
      if (u->group >= 0 && m->commander < 0 && bn_battle_unit_in_group_zoc (b, m->units[i])
          && bn_hex_distance (to, b->s.commanders[b->s.groups[u->group].captain].hex) > 1)
        ILLEGAL ("units of a “Battle” never leave their captain's zone of control of their "
                 "own will (L&L, Battles)");
    }
  if (m->commander >= 0)
    {
      const BnBattleCommander *c = &b->s.commanders[m->commander];
      BnHex to = bn_hex_neighbour (c->hex, dir);
      int other;

      if (m->n_units == 0)
        {
          if (c->stopped)
            ILLEGAL ("this commander's move is over (L&L, Moving commanders)");
          if ((guint) c->moved + 1 > m->allowance)
            ILLEGAL ("this commander may move %u hexes (L&L, Commanders)", m->allowance);
          if (!on_board (b, to))
            ILLEGAL ("a commander cannot move off the battlefield (L&L, Moving commanders)");
          if (!terrain_admits (b, to, c->mounted ? BN_BATTLE_ARM_HORSE : BN_BATTLE_ARM_FOOT))
            ILLEGAL ("%s cannot be entered (L&L, order sheet)", battle_terrain (b, to)->name);
          if (enemy_on (b, to, side))
            ILLEGAL ("a commander may never move onto a hex held by the enemy (L&L, Moving commanders)");
          other = commander_on (b, to, side);
          if (other >= 0 && other != m->commander)
            ILLEGAL ("a hex holds one friendly commander (L&L, Moving commanders)");
        }
      else if (c->moved > b->s.units[m->units[0]].moved && m->n_units == 1)
        ILLEGAL ("a commander who has already moved this turn may not move with a unit "
                 "(L&L, Companies)");
      else
        {
          gboolean with_mover = FALSE;

          /* A captain moving with his "Battle" but in a hex of his own
           * goes where a commander may go. */
          for (guint i = 0; i < m->n_units; i++)
            with_mover |= bn_hex_equal (b->s.units[m->units[i]].hex, c->hex);
          if (!with_mover)
            {
              if (!on_board (b, to))
                ILLEGAL ("a commander cannot move off the battlefield (L&L, Moving commanders)");
              if (!terrain_admits (b, to, c->mounted ? BN_BATTLE_ARM_HORSE : BN_BATTLE_ARM_FOOT))
                ILLEGAL ("%s cannot be entered (L&L, order sheet)", battle_terrain (b, to)->name);
              if (enemy_on (b, to, side))
                ILLEGAL ("a commander may never move onto a hex held by the enemy (L&L, Moving commanders)");
              other = commander_on (b, to, side);
              if (other >= 0 && other != m->commander)
                ILLEGAL ("a hex holds one friendly commander (L&L, Moving commanders)");
            }
        }
    }
  return TRUE;
}

static void
remove_stakes (BnBattle *b,
               guint     unit)
{
  BnBattleUnit *u = &b->s.units[unit];

  if (u->stakes >= 0)
    {
      battle_event (b, BN_EVENT_STAKES, u->side, unit, (guint) u->stakes, 0, 0);
      u->stakes = -1;
    }
}

/* Clears the duty to rejoin of every unit now back in its captain's zone
 * of control, however it got there, and logs the reunion. */
void
battle_note_reunited (BnBattle *b)
{
  BnBattleState *s = &b->s;

  if (s->stragglers == 0)
    return;
  for (guint i = 0; i < s->n_units; i++)
    {
      BnBattleUnit *u = &s->units[i];

      if (u->rejoin && bn_battle_unit_in_group_zoc (b, i))
        {
          u->rejoin = 0;
          s->stragglers--;
          battle_event (b, BN_EVENT_GROUP_REUNITED, u->side, i, (guint) u->group, 0, 0);
        }
    }
}

/* Moves @m one step; entering a hex with a friendly unit or commander
 * (other than the movers) or stopping terrain ends the move. */
void
battle_do_step (BnBattle     *b,
         const Movers *m,
         guint         dir)
{
  gboolean stop = FALSE, no_battle = FALSE;
  guint side = b->s.active;

  for (guint i = 0; i < m->n_units; i++)
    {
      BnHex to = bn_hex_neighbour (b->s.units[m->units[i]].hex, dir);
      guint8 there[4];
      guint n_there = units_on (b, to, side, there);
      int cmd = commander_on (b, to, side);
      const BnTerrainProfile *t = battle_terrain (b, to);

      for (guint j = 0; j < MIN (n_there, 4u); j++)
        if (!is_mover_unit (m, there[j]))
          stop = TRUE;
      if (cmd >= 0 && cmd != m->commander)
        stop = TRUE;
      if (t->move == BN_TERRAIN_MOVE_STOP || t->move == BN_TERRAIN_MOVE_STOP_NO_BATTLE)
        stop = TRUE;
      if (t->move == BN_TERRAIN_MOVE_STOP_NO_BATTLE)
        no_battle = TRUE;
      /* The variant: "a unit entering the ZOC of an enemy unit must end
       * its move there". */
      if (bn_battle_rules_get_constants (b->rules)->enemy_zoc_stops)
        for (guint d = 0; d < BN_HEX_N_DIRS; d++)
          if (units_on (b, bn_hex_neighbour (to, d), 1 - side, NULL) > 0)
            stop = TRUE;
    }
  if (m->n_units == 0 && m->commander >= 0)
    {
      BnHex to = bn_hex_neighbour (b->s.commanders[m->commander].hex, dir);
      const BnTerrainProfile *t = battle_terrain (b, to);

      if (units_on (b, to, side, NULL) > 0)
        stop = TRUE;
      if (t->move == BN_TERRAIN_MOVE_STOP || t->move == BN_TERRAIN_MOVE_STOP_NO_BATTLE)
        stop = TRUE;
    }
  for (guint i = 0; i < m->n_units; i++)
    {
      BnBattleUnit *u = &b->s.units[m->units[i]];

      remove_stakes (b, m->units[i]);
      u->hex = bn_hex_neighbour (u->hex, dir);
      u->moved++;
      u->straight++;
      if (stop)
        u->stopped = 1;
      if (no_battle)
        u->no_battle = 1;
      battle_event (b, BN_EVENT_UNIT_MOVED, side, m->units[i], dir, 0, 0);
    }
  if (m->commander >= 0)
    {
      BnBattleCommander *c = &b->s.commanders[m->commander];

      c->hex = bn_hex_neighbour (c->hex, dir);
      c->moved++;
      if (stop)
        c->stopped = 1;
      battle_event (b, BN_EVENT_COMMANDER_MOVED, side, (guint) m->commander, dir, 0, 0);
    }
  battle_note_reunited (b);
}

/* Ends the move in progress, if it is not the one given. */
void
battle_switch_mover (BnBattle *b,
              guint     kind,
              guint     index)
{
  BnBattleState *s = &b->s;

  if (s->moving_kind == kind && s->moving_index == index)
    return;
  if (s->moving_kind == 1)
    s->units[s->moving_index].done = 1;
  else if (s->moving_kind == 2)
    s->commanders[s->moving_index].stopped = 1;
  else if (s->moving_kind == 3)
    {
      guint8 members[4];
      guint n = battle_group_members (b, s->moving_index, members);

      for (guint i = 0; i < n; i++)
        s->units[members[i]].done = 1;
      s->commanders[s->groups[s->moving_index].captain].stopped = 1;
    }
  s->moving_kind = (guint8) kind;
  s->moving_index = (guint8) index;
}

gboolean
battle_build_unit_movers (const BnBattle  *b,
                   const BnBattleAction *action,
                   Movers          *m,
                   GError         **error)
{
  const BnBattleUnit *u;

  if (action->a >= b->s.n_units || !unit_alive (b, action->a) || b->s.units[action->a].side != b->s.active)
    ILLEGAL ("only your own units can be moved");
  u = &b->s.units[action->a];
  if (u->ordered == BN_ORDER_NONE)
    ILLEGAL ("only units given an order may move (L&L, Order units)");
  if (u->ordered == BN_ORDER_HOLD)
    ILLEGAL (BN_BATTLE_HELD_RULE);
  if (u->group >= 0 && b->s.commanders[b->s.groups[u->group].captain].ordered
      && bn_battle_unit_in_group_zoc (b, action->a))
    ILLEGAL ("a “Battle” moves as one: move it with its captain (L&L, Battles)");
  m->units[0] = action->a;
  m->n_units = 1;
  m->commander = -1;
  m->allowance = unit_allowance (b, action->a);
  {
    int c = unit_commander (b, action->a);

    if (!action->c && c >= 0 && b->s.commanders[c].hero && b->s.commanders[c].attached == (int) action->a)
      ILLEGAL ("a hero goes wherever the unit he is attached to goes (Day of Battle, Movement)");
  }
  if (action->c)
    {
      int c = unit_commander (b, action->a);

      if (c < 0)
        ILLEGAL ("no commander stands with this unit (L&L, Companies)");
      if (b->s.commanders[c].group >= 0 && b->s.groups[b->s.commanders[c].group].alive)
        ILLEGAL ("a captain commanding a “Battle” moves with it (L&L, Battles)");
      if (b->s.commanders[c].held)
        ILLEGAL (BN_BATTLE_HELD_RULE);
      m->commander = c;
    }
  return TRUE;
}

gboolean
battle_check_face (const BnBattle  *b,
            const BnBattleAction *action,
            GError         **error)
{
  const BnBattleUnit *u;
  guint cost;

  if (action->a >= b->s.n_units || !unit_alive (b, action->a) || b->s.units[action->a].side != b->s.active)
    ILLEGAL ("only your own units can change facing");
  u = &b->s.units[action->a];
  if (u->ordered == BN_ORDER_NONE)
    ILLEGAL ("only units given an order may change facing (L&L, Move)");
  if (u->ordered == BN_ORDER_HOLD)
    ILLEGAL (BN_BATTLE_HELD_RULE);
  if (u->done)
    ILLEGAL ("this unit's move is over (L&L, Move)");
  if (action->b >= BN_HEX_N_DIRS || action->b == u->facing)
    ILLEGAL ("a facing is a hex side 0 to 5 other than the present one");
  if (u->faced)
    ILLEGAL ("units are allowed to change facing only once per move (L&L, Move)");
  cost = bn_hex_dir_difference (action->b, u->start_facing) >= 2
         ? bn_battle_rules_get_constants (b->rules)->front_change_cost : 0;
  if (u->moved + cost > unit_allowance (b, action->a))
    ILLEGAL ("changing to the passive front costs %u hex of movement, and none is left "
             "(L&L, Move)", cost);
  return TRUE;
}

gboolean
battle_check_stakes (const BnBattle  *b,
              const BnBattleAction *action,
              GError         **error)
{
  const BnCommandCardProfile *card = battle_played_card (b);
  const BnBattleUnit *u;
  guint cost = bn_battle_rules_get_constants (b->rules)->stakes_cost;

  if (card == NULL || card->kind != BN_CARD_KIND_STAKES)
    ILLEGAL ("stakes are planted only under a card that allows it (L&L, appendix 1)");
  if (action->a >= b->s.n_units || !unit_alive (b, action->a) || b->s.units[action->a].side != b->s.active)
    ILLEGAL ("only your own units can plant stakes");
  u = &b->s.units[action->a];
  if (u->ordered == BN_ORDER_HOLD)
    ILLEGAL (BN_BATTLE_HELD_RULE);
  if (u->ordered == BN_ORDER_NONE || !battle_weapon (b, action->a)->archer || u->done)
    ILLEGAL ("only activated archer units plant stakes (L&L, appendix 1)");
  if (u->stakes >= 0)
    ILLEGAL ("stakes go on one hex side (L&L, appendix 1)");
  if (action->b >= BN_HEX_N_DIRS || bn_hex_dir_difference (action->b, u->facing) > 1)
    ILLEGAL ("stakes go on a hex side of the active front (L&L, appendix 1)");
  if (u->moved + cost > unit_allowance (b, action->a))
    ILLEGAL ("planting stakes costs %u hex of movement (L&L, appendix 1)", cost);
  return TRUE;
}

/* Units of the other side that may "receive" now: an enemy that moved
 * this turn stands next to them on their passive front. */
gboolean
battle_check_receive (const BnBattle  *b,
               const BnBattleAction *action,
               GError         **error)
{
  const BnBattleUnit *u;
  gboolean found = FALSE;

  if (action->a >= b->s.n_units || !unit_alive (b, action->a)
      || b->s.units[action->a].side == b->s.active)
    ILLEGAL ("only the side that did not move may receive");
  u = &b->s.units[action->a];
  if (u->received)
    ILLEGAL ("a unit may receive only once every turn (L&L, Receiving)");
  if (action->b >= BN_HEX_N_DIRS || action->b == u->facing)
    ILLEGAL ("a facing is a hex side 0 to 5 other than the present one");
  for (guint i = 0; i < b->s.n_units && !found; i++)
    {
      const BnBattleUnit *e = &b->s.units[i];

      if (e->figures == 0 || e->side != b->s.active || e->moved == 0
          || bn_hex_distance (e->hex, u->hex) != 1)
        continue;
      if (!bn_hex_in_arc (u->hex, u->facing, e->hex) && bn_hex_in_arc (u->hex, action->b, e->hex))
        found = TRUE;
    }
  if (!found)
    ILLEGAL ("a unit receives only an enemy that moved onto its passive front, turning to "
             "face it (L&L, Receiving)");
  return TRUE;
}

/* Whether battle_check_receive() would accept some RECEIVE now. It is asked
 * after every move, so it does not try the six facings of every unit:
 * a unit can receive exactly when it has not yet and an enemy that moved
 * stands next to it off its active front, for turning to face that enemy
 * (a facing other than the present one) always brings it onto the front. */
gboolean
battle_receive_possible (const BnBattle *b)
{
  const BnBattleState *s = &b->s;

  for (guint i = 0; i < s->n_units; i++)
    {
      const BnBattleUnit *u = &s->units[i];

      if (u->figures == 0 || u->side == s->active || u->received)
        continue;
      for (guint j = 0; j < s->n_units; j++)
        {
          const BnBattleUnit *e = &s->units[j];

          if (e->figures > 0 && e->side == s->active && e->moved > 0
              && bn_hex_distance (e->hex, u->hex) == 1 && !bn_hex_in_arc (u->hex, u->facing, e->hex))
            return TRUE;
        }
    }
  return FALSE;
}

/* ---- mounting and dismounting ---- */

/* The infantry equivalent of cavalry @unit: the foot class of its class
 * letter (L&L, unit classes: "dismounted cavalry fight as their infantry
 * equivalent"), or NULL. */
const BnClassProfile *
battle_dismounted_class (const BnBattle *b,
                  guint           unit)
{
  const BnClassProfile *cls = battle_class (b, unit);

  if (cls->arm != BN_BATTLE_ARM_HORSE)
    return NULL;
  return bn_battle_rules_lookup_class (b->rules, BN_BATTLE_ARM_FOOT, cls->unit_class);
}

/* Cavalry may "dismount and battle" (L&L, unit classes; order sheet
 * "Mount or dism."): dismounting is its whole move. */
gboolean
battle_check_dismount (const BnBattle  *b,
                guint            unit,
                GError         **error)
{
  const BnBattleUnit *u;

  if (unit >= b->s.n_units || !unit_alive (b, unit) || b->s.units[unit].side != b->s.active)
    ILLEGAL ("only your own units dismount");
  u = &b->s.units[unit];
  if (u->ordered == BN_ORDER_HOLD)
    ILLEGAL (BN_BATTLE_HELD_RULE);
  if (u->ordered != BN_ORDER_FULL)
    ILLEGAL ("only units given an order may dismount (L&L, Order units)");
  if (battle_dismounted_class (b, unit) == NULL)
    ILLEGAL ("only cavalry dismount (L&L, unit classes)");
  if (u->moved > 0 || u->faced || u->stopped || u->done || u->stakes >= 0)
    ILLEGAL ("cavalry dismount instead of moving (L&L, order sheet: Mount or dism.)");
  return TRUE;
}

/* ... or "battle and mount": mounting ends its part in the turn. */
gboolean
battle_check_mount (const BnBattle  *b,
             guint            unit,
             GError         **error)
{
  const BnBattleUnit *u;

  if (unit >= b->s.n_units || !unit_alive (b, unit) || b->s.units[unit].side != b->s.active)
    ILLEGAL ("only your own units mount");
  u = &b->s.units[unit];
  if (u->remount < 0)
    ILLEGAL ("only dismounted cavalry mount (L&L, unit classes)");
  if (u->ordered == BN_ORDER_HOLD)
    ILLEGAL (BN_BATTLE_HELD_RULE);
  if (u->ordered != BN_ORDER_FULL)
    ILLEGAL ("only units given an order may mount (L&L, Order units)");
  if (u->follow_up > 0 && u->follow_up != 0xFF)
    ILLEGAL ("finish the breakthrough first (L&L, Forcing a breakthrough)");
  if (!terrain_admits (b, u->hex, BN_BATTLE_ARM_HORSE))
    ILLEGAL ("mounted troops cannot stand in %s (L&L, order sheet)", battle_terrain (b, u->hex)->name);
  return TRUE;
}

void
battle_set_class (BnBattle *b,
           guint     unit,
           const BnClassProfile *cls,
           gboolean  mounted)
{
  BnBattleUnit *u = &b->s.units[unit];

  u->class_index = (guint8) (cls - bn_battle_rules_get_class (b->rules, 0));
  battle_event (b, BN_EVENT_MOUNTED, u->side, unit, u->class_index, 0, mounted ? 1 : 0);
}

/* ---- reuniting a "Battle" after a breakthrough ---- */

/* Whether @unit owes the order that starts reuniting its "Battle": it
 * must rejoin, has no order yet, and the card played could order it. */
static gboolean
owes_order (const BnBattle *b,
            guint           unit)
{
  const BnBattleUnit *u = &b->s.units[unit];

  return u->rejoin && u->side == b->s.active && u->ordered == BN_ORDER_NONE
         && bn_battle_unit_must_rejoin (b, unit) && battle_order_slot (b, 1u << u->colour) != 0
         && battle_check_order_unit (b, unit, -1, NULL);
}

/* Whether a step of @unit in @dir brings it nearer its captain. */
static gboolean
closing_step (const BnBattle *b,
              guint           unit,
              guint           dir)
{
  const BnBattleUnit *u = &b->s.units[unit];
  BnHex captain = b->s.commanders[b->s.groups[u->group].captain].hex;

  return dir < BN_HEX_N_DIRS
         && bn_hex_distance (bn_hex_neighbour (u->hex, dir), captain) < bn_hex_distance (u->hex, captain);
}

/* Whether @unit owes its move back now: it must rejoin, has its order,
 * and a step of its own could still bring it nearer its captain. */
static gboolean
owes_move (const BnBattle *b,
           guint           unit)
{
  const BnBattleUnit *u = &b->s.units[unit];

  if (!u->rejoin || u->side != b->s.active || u->done || u->stopped
      || (u->ordered != BN_ORDER_FULL && u->ordered != BN_ORDER_MOVE_ONLY)
      || !bn_battle_unit_must_rejoin (b, unit))
    return FALSE;
  for (guint d = 0; d < BN_HEX_N_DIRS; d++)
    {
      BnBattleAction step = { BN_ACTION_MOVE_UNIT, (guint8) b->s.active, (guint8) unit, (guint8) d, 0 };
      Movers m;

      if (closing_step (b, unit, d) && battle_build_unit_movers (b, &step, &m, NULL)
          && battle_check_step (b, &m, d, NULL))
        return TRUE;
    }
  return FALSE;
}

/* The duty to reunite (L&L, Battles): on a turn whose card can order a
 * unit that broke through out of its captain's zone, that unit is ordered
 * before anything else, and then moves back towards him before anything
 * else moves, as long as a step of its own can bring it nearer. */
gboolean
battle_check_reunite (const BnBattle        *b,
               const BnBattleAction  *action,
               GError               **error)
{
  const BnBattleState *s = &b->s;
  gboolean owed = FALSE;

  if (s->stragglers == 0)
    return TRUE;
  if (s->phase == BN_PHASE_ORDER)
    {
      for (guint i = 0; i < s->n_units; i++)
        if (owes_order (b, i))
          {
            if (action->type == BN_ACTION_ORDER_UNIT && action->a == i)
              return TRUE;
            owed = TRUE;
          }
      if (owed)
        ILLEGAL ("a “Battle” must be reunited the next turn its colour can be ordered: order the "
                 "unit that broke through out of its captain's zone of control first (L&L, Battles)");
    }
  else if (s->phase == BN_PHASE_MOVE)
    {
      for (guint i = 0; i < s->n_units; i++)
        if (owes_move (b, i))
          {
            if (action->type == BN_ACTION_MOVE_UNIT && action->a == i && closing_step (b, i, action->b))
              return TRUE;
            owed = TRUE;
          }
      if (owed)
        ILLEGAL ("a “Battle” must be reunited: the unit that broke through moves back towards its "
                 "captain first (L&L, Battles)");
    }
  return TRUE;
}
