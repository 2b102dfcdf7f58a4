/* bn-battle-combat.c — battles, saves, defence throws, retreats,
 * breakthroughs, attacks on commanders, and the gold and single combat
 * procedures of the special cards.
 *
 * The sequence follows the order sheet's "Battle": the defender chooses
 * to stand or retreat voluntarily; the attacker rolls; automatic kill and
 * saving throws; the defence throw; then retreats; then a breakthrough.
 */
#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

#include <string.h>

/* ---- dice and reach ---- */

/* The variant's "Battles": of a "Battle" ordered by a card, besides the
 * units of the card's colour, "ONE of the units in a non-active colour &
 * adjacent to the general's hex may also battle": @unit, ordered to move
 * only, may battle when it is in or next to its captain's hex and no
 * other unit of its "Battle" has used that exception this turn. */
static gboolean
group_other_colour_battles (const BnBattle *b,
                            guint           unit)
{
  const BnBattleState *s = &b->s;
  const BnBattleUnit *u = &s->units[unit];
  const BnBattleGroup *g;

  if (!bn_battle_rules_get_constants (b->rules)->group_battles_by_colour || u->group < 0)
    return FALSE;
  g = &s->groups[u->group];
  if (!g->alive || !s->commanders[g->captain].alive
      || bn_hex_distance (u->hex, s->commanders[g->captain].hex) > 1)
    return FALSE;
  for (guint i = 0; i < s->n_units; i++)
    if (i != unit && s->units[i].group == u->group && s->units[i].ordered == BN_ORDER_MOVE_ONLY
        && s->units[i].battled)
      return FALSE;
  return TRUE;
}

/* The battle dice of @unit by range: its weapon's special dice when they
 * apply to its arm and class (L&L, order sheet), else its class's. */
static const guint8 *
unit_dice (const BnBattle *b,
           guint           unit,
           guint          *out_range)
{
  const BnClassProfile *cls = battle_class (b, unit);
  const BnWeaponProfile *w = battle_weapon (b, unit);

  if (w->n_dice > 0 && (w->dice_arms & (1u << cls->arm)) && (w->dice_classes & (1u << cls->unit_class)))
    {
      *out_range = w->n_dice;
      return w->dice;
    }
  *out_range = cls->n_dice;
  return cls->dice;
}

/* Whether anything of either side stands on @hex. */
static gboolean
occupied (const BnBattle *b,
          BnHex           hex)
{
  return units_on (b, hex, 2, NULL) > 0 || commander_on (b, hex, 2) >= 0;
}

/* Whether @unit stands next to an enemy unit: "in close combat". */
static gboolean
engaged (const BnBattle *b,
         BnHex           hex,
         guint           side)
{
  /* A living enemy unit one hex away: one pass over the units rather
   * than one for each of the six neighbours. */
  for (guint i = 0; i < b->s.n_units; i++)
    {
      const BnBattleUnit *u = &b->s.units[i];

      if (u->figures > 0 && u->side == 1 - side && bn_hex_distance (u->hex, hex) == 1)
        return TRUE;
    }
  return FALSE;
}

/* Whether @unit sees @target (L&L, Line of sight): units, commanders and
 * terrain that blocks sight on the hexes between obstruct; the target's
 * and the shooter's hexes do not. A line along an edge is blocked only if
 * both hexes beside it are obstructed. Artillery on a hill fires over a
 * friendly unit or commander in the adjacent hex when that hex is lower. */
gboolean
battle_line_of_sight (const BnBattle *b,
                      guint           unit,
                      BnHex           target)
{
  const BnBattleUnit *u = &b->s.units[unit];
  BnHexLineStep steps[BN_HEX_LINE_MAX];
  guint n = bn_hex_line (u->hex, target, steps, BN_HEX_LINE_MAX);
  gboolean artillery_on_hill = battle_class (b, unit)->arm == BN_BATTLE_ARM_ARTILLERY
                               && battle_terrain (b, u->hex)->hill;

  for (guint i = 0; i < n; i++)
    {
      gboolean blocked[2] = { FALSE, FALSE };
      BnHex hexes[2] = { steps[i].hex, steps[i].other };

      /* The second hex counts only on an edge; the pieces on a hex only
       * where its terrain does not already block (it is searched for). */
      for (guint k = 0; k < (steps[i].on_edge ? 2u : 1u); k++)
        {
          BnHex h = hexes[k];
          const BnTerrainProfile *t;
          gboolean pieces;

          if (!on_board (b, h))
            continue;
          t = battle_terrain (b, h);
          if (t->blocks_sight)
            {
              blocked[k] = TRUE;
              continue;
            }
          pieces = occupied (b, h);
          if (pieces && i == 0 && artillery_on_hill && !t->hill && !enemy_on (b, h, u->side))
            pieces = FALSE;
          blocked[k] = pieces;
        }
      if (steps[i].on_edge ? (blocked[0] && blocked[1]) : blocked[0])
        return FALSE;
    }
  return TRUE;
}

/* Whether @unit charges @target_hex (L&L, Charging): mounted lancers
 * that moved the last hexes without a facing change, not into the active
 * front of a unit that stops charges (pikes). */
static gboolean
charges (const BnBattle *b,
         guint           unit,
         BnHex           target_hex,
         int             target_unit)
{
  const BnBattleUnit *u = &b->s.units[unit];
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);

  if (battle_class (b, unit)->arm != BN_BATTLE_ARM_HORSE || battle_weapon (b, unit)->charge_bonus == 0)
    return FALSE;
  if (bn_hex_distance (u->hex, target_hex) != 1 || u->straight < k->charge_straight_hexes)
    return FALSE;
  if (target_unit >= 0 && battle_weapon (b, (guint) target_unit)->stops_charge
      && bn_hex_in_arc (target_hex, b->s.units[target_unit].facing, u->hex))
    return FALSE;
  return TRUE;
}

/* The commander who would add his die to @unit: a captain or the army
 * commander in its hex who has not yet supported a unit this turn. */
static int
supporter (const BnBattle *b,
           guint           unit)
{
  int c = unit_commander (b, unit);

  if (c < 0 || battle_class (b, unit)->arm == BN_BATTLE_ARM_ARTILLERY)
    return -1;
  /* Sergeants add nothing; nor do characters, "non combatants with no +
   * influence on units"; nor a captain held by forming or leaving a
   * "Battle", who takes no part in battle that turn. */
  if (b->s.commanders[c].rank == BN_COMMANDER_SERGEANT || b->s.commanders[c].rank == BN_COMMANDER_CHARACTER
      || b->s.commanders[c].supported || b->s.commanders[c].held)
    return -1;
  return c;
}

/* The die a captain or the army commander in @unit's hex would add
 * (L&L, Commanders in battle). */
static int
support_dice (const BnBattle *b,
              guint           unit)
{
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);
  int c = supporter (b, unit);

  if (c < 0)
    return 0;
  return (int) (b->s.commanders[c].rank == BN_COMMANDER_ARMY ? k->army_commander_dice : k->captain_dice);
}

/* The dice @unit rolls at @target_hex, @range away, after every modifier
 * but the commander's die (L&L, Range; Charging; order sheet terrain;
 * appendix 1 stakes). Kept apart because the unit taking the casualties
 * may change after the commander's die is spent. */
static int
attack_dice_plain (const BnBattle *b,
                   guint           unit,
                   BnHex           target_hex,
                   int             target_unit,
                   guint           range)
{
  const BnBattleUnit *u = &b->s.units[unit];
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);
  guint n_range;
  const guint8 *dice = unit_dice (b, unit, &n_range);
  int n = dice[range - 1];

  if (battle_terrain (b, u->hex)->hill)
    n += (int) battle_class (b, unit)->hilltop_bonus;
  if (charges (b, unit, target_hex, target_unit))
    n += (int) battle_weapon (b, unit)->charge_bonus;
  n += battle_terrain (b, target_hex)->attacker_dice;
  n += battle_terrain (b, u->hex)->occupant_dice;
  if (target_unit >= 0 && range == 1 && b->s.units[target_unit].stakes >= 0
      && bn_hex_direction_to (target_hex, u->hex) == b->s.units[target_unit].stakes)
    n -= (int) k->stakes_dice;
  /* Only part of the unit fires: 1 battle die less (L&L, Fronts). */
  if (u->firearms > 0 && range > 1)
    n -= (int) k->mixed_firearms_dice;
  return n;
}

/* attack_dice_plain() with what the ruleset adds of its own. */
static int
attack_dice_ruled (const BnBattle *b,
                   guint           unit,
                   BnHex           target_hex,
                   int             target_unit,
                   guint           range)
{
  int n = attack_dice_plain (b, unit, target_hex, target_unit, range);
  const BnRulesetHooks *hooks = battle_hooks (b);

  return hooks->attack_dice != NULL ? hooks->attack_dice (b, unit, target_hex, target_unit, range, n) : n;
}

/* The dice the card in play adds to a battle of @unit it ordered (the
 * BattleLore house tactic cards); none in the other side's turn. */
static int
card_dice (const BnBattle *b,
           guint           unit,
           guint           range)
{
  const BnBattleUnit *u = &b->s.units[unit];
  const BnCommandCardProfile *card;

  if (b->s.card < 0 || u->side != b->s.active || u->ordered == BN_ORDER_NONE)
    return 0;
  card = bn_battle_rules_get_card (b->rules, b->s.deck_kind[b->s.card]);
  return (int) (range == 1 ? card->close_combat_dice : card->ranged_dice);
}

/* All the dice, the commander's and the card's included. May be 0 or
 * less: no battle. */
static int
attack_dice (const BnBattle *b,
             guint           unit,
             BnHex           target_hex,
             int             target_unit,
             guint           range)
{
  return attack_dice_ruled (b, unit, target_hex, target_unit, range) + support_dice (b, unit)
         + card_dice (b, unit, range);
}

/* Whether the defender chooses which unit in @hex takes the casualties:
 * the hex holds two units of different types (L&L, Combat: "e.g.
 * infantry/cavalry"). The type is the arm the unit fights as now. */
static gboolean
defender_chooses (const BnBattle *b,
                  BnHex           hex,
                  guint           side)
{
  guint8 there[4];

  return units_on (b, hex, side, there) == 2
         && battle_class (b, there[0])->arm != battle_class (b, there[1])->arm;
}

/* A unit other than @unit in @hex with stakes planted, sharing the hex
 * with another unit, or −1 (L&L, appendix 1). */
static int
staked_partner (const BnBattle *b,
                BnHex           hex,
                guint           side,
                guint           unit)
{
  guint8 there[4];
  guint n = units_on (b, hex, side, there);

  if (n < 2)
    return -1;
  for (guint i = 0; i < MIN (n, 4u); i++)
    if (there[i] != unit && b->s.units[there[i]].stakes >= 0)
      return there[i];
  return -1;
}

typedef enum
{
  STRIKE_UNIT,
  STRIKE_COMMANDER,
  STRIKE_PRISONER,     /* taking a wounded character prisoner */
} StrikeKind;

static gboolean
check_strike (const BnBattle  *b,
              guint            unit,
              guint            target,
              StrikeKind       kind,
              GError         **error);

gboolean
battle_check_attack (const BnBattle  *b,
                     guint            unit,
                     guint            target,
                     gboolean         target_is_commander,
                     GError         **error)
{
  return check_strike (b, unit, target, target_is_commander ? STRIKE_COMMANDER : STRIKE_UNIT, error);
}

/* A character wounded and alone in her hex "can be taken prisoner"
 * (L&L, Characters). House: by a unit next to her that could attack her,
 * instead of its battle; no dice. */
gboolean
battle_check_prisoner (const BnBattle  *b,
                       guint            unit,
                       guint            commander,
                       GError         **error)
{
  return check_strike (b, unit, commander, STRIKE_PRISONER, error);
}

void
battle_take_prisoner (BnBattle *b,
                      guint     unit,
                      guint     commander)
{
  BnBattleUnit *u = &b->s.units[unit];
  BnBattleCommander *c = &b->s.commanders[commander];

  u->battled = 1;
  c->alive = 0;
  c->captive = 1;
  battle_event (b, BN_EVENT_COMMANDER_CAPTURED, c->side, commander, unit, 0, 0);
  battle_add_vp (b, u->side, (int) bn_battle_rules_get_constants (b->rules)->prisoner_vp,
                 BN_VICTORY_PRISONER);
}

static gboolean
check_strike (const BnBattle  *b,
              guint            unit,
              guint            target,
              StrikeKind       kind,
              GError         **error)
{
  gboolean target_is_commander = kind != STRIKE_UNIT;
  const BnBattleState *s = &b->s;
  const BnBattleUnit *u;
  const BnClassProfile *cls;
  BnHex target_hex;
  guint range, n_range;
  int target_unit = -1;

  if (unit >= s->n_units || !unit_alive (b, unit) || s->units[unit].side != s->active)
    ILLEGAL ("only your own units battle");
  u = &s->units[unit];
  cls = battle_class (b, unit);
  if (u->ordered == BN_ORDER_NONE)
    ILLEGAL ("only units given an order may battle (L&L, Order units)");
  if (u->ordered == BN_ORDER_HOLD)
    ILLEGAL (BN_BATTLE_HELD_RULE);
  if (u->ordered == BN_ORDER_MOVE_ONLY && !group_other_colour_battles (b, unit))
    {
      if (u->group >= 0 && bn_battle_rules_get_constants (b->rules)->group_battles_by_colour)
        ILLEGAL ("in a “Battle” only the units of the card's colour battle, and ONE unit of another "
                 "colour beside the captain's hex (L&L, Battles)");
      ILLEGAL ("the sergeant's unit of the other colour may move but not battle (L&L, Companies)");
    }
  if (u->battled && !(u->follow_up > 0 && u->follow_up != 0xFF))
    ILLEGAL ("a unit may battle only once per turn (L&L, Combat)");
  if (u->battled && (target_is_commander || target + 1 != u->follow_up))
    ILLEGAL ("after a breakthrough, mounted troops battle only the retreating unit once more "
             "(L&L, Forcing a breakthrough)");
  if (u->no_battle)
    ILLEGAL ("a unit that entered %s may not battle this turn (L&L, order sheet)",
             battle_terrain (b, u->hex)->name);
  if (u->moved > cls->move_and_battle)
    ILLEGAL ("%s may move %u hex%s and battle; this one moved %u (L&L, order sheet)",
             cls->name, cls->move_and_battle, cls->move_and_battle == 1 ? "" : "es", u->moved);
  if (cls->fire_interval > 1 && s->side_turns[u->side] - u->last_battle_turn < (int) cls->fire_interval)
    ILLEGAL ("an artillery unit may fire every other move (L&L, Field guns & bolt throwers)");

  if (target_is_commander)
    {
      const BnBattleCommander *c;

      if (target >= s->n_commanders || !s->commanders[target].alive || s->commanders[target].side == s->active)
        ILLEGAL ("no such enemy commander");
      c = &s->commanders[target];
      if (kind == STRIKE_PRISONER && (c->rank != BN_COMMANDER_CHARACTER || !c->wounded))
        ILLEGAL ("only a wounded character can be taken prisoner (L&L, Characters)");
      if (kind == STRIKE_COMMANDER && c->wounded)
        ILLEGAL ("a wounded character is not attacked again: she may be taken prisoner "
                 "(House; L&L, Characters)");
      if (units_on (b, c->hex, c->side, NULL) > 0)
        ILLEGAL ("a commander can be attacked only when he is not with a unit (L&L, Hitting a commander)");
      if (cls->arm == BN_BATTLE_ARM_ARTILLERY)
        ILLEGAL ("a commander can only be attacked by infantry or mounted troops (L&L, Hitting a commander)");
      target_hex = c->hex;
      if (kind == STRIKE_PRISONER && bn_hex_distance (u->hex, target_hex) != 1)
        ILLEGAL ("a character is taken prisoner by a unit next to her (House; L&L, Characters)");
    }
  else
    {
      if (target >= s->n_units || !unit_alive (b, target) || s->units[target].side == s->active)
        ILLEGAL ("no such enemy unit");
      target_hex = s->units[target].hex;
      target_unit = (int) target;
    }

  range = bn_hex_distance (u->hex, target_hex);
  unit_dice (b, unit, &n_range);
  if (range > n_range)
    ILLEGAL ("%s reach %u hexes; the target is %u away (L&L, Range)", cls->name, n_range, range);
  if (range > 1 && !battle_weapon (b, unit)->ranged)
    ILLEGAL ("a unit without bows or firearms fights only in close combat (L&L, Fronts)");
  if (!bn_hex_in_arc (u->hex, u->facing, target_hex))
    ILLEGAL ("a unit may only attack units facing its active front (L&L, Fronts)");
  if (range > 1 && engaged (b, u->hex, u->side))
    ILLEGAL ("units in close combat cannot fire at more distant units (L&L, Combat)");
  if (range > 1 && target_unit >= 0 && engaged (b, target_hex, 1 - u->side))
    ILLEGAL ("units in close combat cannot be fired upon (L&L, Combat)");
  if (range > 1 && !battle_line_of_sight (b, unit, target_hex))
    ILLEGAL ("the line of sight is blocked (L&L, Line of sight)");
  if (battle_terrain (b, target_hex)->adjacent_infantry_only && cls->arm != BN_BATTLE_ARM_ARTILLERY
      && !(cls->arm == BN_BATTLE_ARM_FOOT && range == 1))
    ILLEGAL ("a unit in %s can only be attacked by infantry in an adjacent hex, or by artillery "
             "(L&L, order sheet)", battle_terrain (b, target_hex)->name);
  /* Stakes hold only while the archers hold the front and take the
   * casualties; where the attacker picks the unit, he meets them. */
  if (range == 1 && target_unit >= 0 && !defender_chooses (b, target_hex, s->units[target].side)
      && staked_partner (b, target_hex, s->units[target].side, target) >= 0)
    ILLEGAL ("the archers behind their stakes hold the front and take the casualties in close "
             "combat (L&L, appendix 1)");
  if (kind != STRIKE_PRISONER && attack_dice (b, unit, target_hex, target_unit, range) <= 0)
    ILLEGAL ("no battle dice are left after terrain and stakes (L&L, order sheet)");
  return TRUE;
}

/* The order in which a retreat towards @side's baseline tries the
 * neighbouring hexes: straight back, then the two diagonals. */
static void
retreat_dirs (const BnBattle *b,
              guint           side,
              guint          *out)
{
  if (b->scenario->baseline[side] == BN_EDGE_SOUTH)
    {
      out[0] = BN_HEX_DIR_S;
      out[1] = BN_HEX_DIR_SE;
      out[2] = BN_HEX_DIR_SW;
    }
  else
    {
      out[0] = BN_HEX_DIR_N;
      out[1] = BN_HEX_DIR_NE;
      out[2] = BN_HEX_DIR_NW;
    }
}

/* Whether @unit, taking its commander along when @with_commander, may
 * retreat into @hex (L&L, Retreat rules; terrain has no effect, but
 * impassable ground stays impassable). */
static gboolean
retreat_enterable (const BnBattle *b,
                   guint           unit,
                   BnHex           hex,
                   gboolean        with_commander)
{
  guint side = b->s.units[unit].side;

  if (!on_board (b, hex) || enemy_on (b, hex, side))
    return FALSE;
  if (battle_terrain (b, hex)->move == BN_TERRAIN_MOVE_IMPASSABLE)
    return FALSE;
  if (units_on (b, hex, side, NULL) >= battle_stack_limit (b))
    return FALSE;
  if (with_commander && commander_on (b, hex, side) >= 0)
    return FALSE;
  return TRUE;
}

/* Whether the commander in @unit's hex must go with it: he does, unless
 * a second unit stays behind. */
static int
retreat_commander (const BnBattle *b,
                   guint           unit)
{
  int c = unit_commander (b, unit);

  if (c < 0 || units_on (b, b->s.units[unit].hex, b->s.units[unit].side, NULL) > 1)
    return -1;
  return c;
}

gboolean
battle_check_withdraw (const BnBattle  *b,
                       guint            dir,
                       GError         **error)
{
  guint dirs[3];
  guint unit = b->s.target;
  const BnBattleUnit *u = &b->s.units[unit];
  BnHex to;
  gboolean toward = FALSE;

  retreat_dirs (b, u->side, dirs);
  for (guint i = 0; i < 3; i++)
    if (dirs[i] == dir)
      toward = TRUE;
  if (!toward)
    ILLEGAL ("a voluntary retreat is 1 hex towards your own side (L&L, Voluntary retreat)");
  to = bn_hex_neighbour (u->hex, dir);
  if (!retreat_enterable (b, unit, to, retreat_commander (b, unit) >= 0))
    ILLEGAL ("a unit cannot retreat off the battlefield or into a hex with two friendly or any "
             "enemy units (L&L, Retreat rules)");
  if (bn_battle_unit_in_group_zoc (b, unit)
      && bn_hex_distance (to, b->s.commanders[b->s.groups[u->group].captain].hex) > 1)
    ILLEGAL ("a voluntary retreat may not leave the captain's zone of control (L&L, Voluntary retreat)");
  return TRUE;
}

gboolean
battle_declare (BnBattle  *b,
                guint      unit,
                guint      target,
                GError   **error)
{
  BnBattleState *s = &b->s;
  BnBattleUnit *u = &s->units[unit];
  BnHex target_hex = s->units[target].hex;
  guint range = bn_hex_distance (u->hex, target_hex);
  int support = support_dice (b, unit);
  int dice = attack_dice_ruled (b, unit, target_hex, (int) target, range) + support
             + card_dice (b, unit, range);
  int c = supporter (b, unit);

  if (c >= 0)
    s->commanders[c].supported = 1;
  s->support_dice = (guint8) support;
  s->attacker = (guint8) unit;
  s->target = (guint8) target;
  s->range = (guint8) range;
  s->dice = (guint8) dice;
  s->withdraw_dir = -1;
  if (u->battled)
    u->follow_up = 0xFF;
  u->battled = 1;
  u->last_battle_turn = (gint16) s->side_turns[u->side];
  battle_event (b, BN_EVENT_BATTLE, s->active, unit, target, range, dice);
  s->phase = defender_chooses (b, target_hex, s->units[target].side) ? BN_PHASE_CASUALTIES
                                                                      : BN_PHASE_DEFEND;
  /* Where the defender has nothing to choose before the dice, they roll. */
  if (s->phase == BN_PHASE_DEFEND && bn_battle_rules_get_constants (b->rules)->no_voluntary_retreat)
    return battle_resolve (b, error);
  return TRUE;
}

gboolean
battle_check_casualties (const BnBattle  *b,
                         guint            unit,
                         GError         **error)
{
  const BnBattleState *s = &b->s;

  if (unit >= s->n_units || !unit_alive (b, unit) || s->units[unit].side == s->active
      || !bn_hex_equal (s->units[unit].hex, s->units[s->target].hex))
    ILLEGAL ("the casualties are taken by one of your units in the hex attacked (L&L, Combat)");
  return TRUE;
}

/* The defender's choice of the unit that takes the casualties. The dice
 * follow the new target (charges into pikes, stakes); the commander's die
 * stays as declared. */
void
battle_take_casualties (BnBattle *b,
                        guint     unit)
{
  BnBattleState *s = &b->s;
  BnHex hex = s->units[unit].hex;

  s->phase = BN_PHASE_DEFEND;
  if (unit != s->target)
    {
      int dice;

      s->target = (guint8) unit;
      dice = attack_dice_plain (b, s->attacker, hex, (int) unit, s->range) + s->support_dice
             + card_dice (b, s->attacker, s->range);
      s->dice = (guint8) MAX (dice, 0);
    }
  /* Archers who leave the casualties of a close combat to the other unit
   * do not hold the front: their stakes go (L&L, appendix 1). */
  if (s->range == 1)
    for (int p; (p = staked_partner (b, hex, s->units[unit].side, unit)) >= 0;)
      {
        battle_event (b, BN_EVENT_STAKES, s->units[p].side, (guint) p, (guint) s->units[p].stakes, 0, 0);
        s->units[p].stakes = -1;
      }
  battle_event (b, BN_EVENT_CASUALTIES, s->units[unit].side, unit, 0, 0, s->dice);
}

/* ---- losses ---- */

static void
kill_commander (BnBattle *b,
                guint     c,
                guint     killer_side)
{
  BnBattleCommander *cmd = &b->s.commanders[c];

  /* Characters "are only wounded instead of killed" (L&L, Characters):
   * no victory point for it; a wounded one stays so. */
  if (cmd->rank == BN_COMMANDER_CHARACTER)
    {
      if (!cmd->wounded)
        {
          cmd->wounded = 1;
          battle_event (b, BN_EVENT_COMMANDER_WOUNDED, cmd->side, c, 0, 0, 0);
        }
      return;
    }
  cmd->alive = 0;
  battle_event (b, BN_EVENT_COMMANDER_ELIMINATED, cmd->side, c, 0, 0, 0);
  if (cmd->group >= 0)
    {
      /* Without its captain the "Battle" ceases; its units act alone. */
      BnBattleGroup *g = &b->s.groups[cmd->group];

      g->alive = 0;
      for (guint i = 0; i < g->n_units; i++)
        if (b->s.units[g->units[i]].group == cmd->group)
          b->s.units[g->units[i]].group = -1;
      cmd->group = -1;
    }
  battle_add_vp (b, killer_side, 1, BN_VICTORY_COMMANDER);
}

static void
eliminate_unit (BnBattle *b,
                guint     unit,
                guint     killer_side)
{
  BnBattleUnit *u = &b->s.units[unit];

  u->figures = 0;
  u->stakes = -1;
  u->group = -1;
  battle_event (b, BN_EVENT_UNIT_ELIMINATED, u->side, unit, 0, 0, 0);
  battle_add_vp (b, killer_side, 1, BN_VICTORY_UNIT);
}

/* Removes one figure; the last one destroys the unit. */
static void
lose_figure (BnBattle *b,
             guint     unit,
             guint     killer_side)
{
  BnBattleUnit *u = &b->s.units[unit];

  if (u->figures == 0)
    return;
  u->figures--;
  battle_event (b, BN_EVENT_FIGURE_LOST, u->side, unit, 0, 0, u->figures);
  if (u->figures == 0)
    eliminate_unit (b, unit, killer_side);
}

/* Whether a commander of @side who rallies retreating units stands on
 * @hex: any but a character, who has "no + influence on units". */
static gboolean
rallying_commander_on (const BnBattle *b,
                       BnHex           hex,
                       guint           side)
{
  int c = commander_on (b, hex, side);

  return c >= 0 && !is_character (b, (guint) c);
}

/* A saving throw of a figure of @unit (or of a flag; −1: of a commander):
 * what saves a unit is the ruleset's (L&L, Resolve battle: a shield; at
 * range, crossed swords too), a commander is saved as in L&L. */
static gboolean
save_roll (BnBattle     *b,
           int           unit,
           BnDiePurpose  purpose,
           gboolean      close,
           gboolean     *out_saved,
           GError      **error)
{
  const BnRulesetHooks *hooks = battle_hooks (b);
  BnDieSymbol sym;

  if (!battle_roll (b, purpose, &sym, NULL, error))
    return FALSE;
  if (unit < 0 || hooks->saves == NULL)
    *out_saved = bn_ruleset_default_saves (unit >= 0 ? battle_class (b, (guint) unit) : NULL, close, sym);
  else
    *out_saved = hooks->saves (battle_class (b, (guint) unit), close, sym);
  return TRUE;
}

/* The hexes a forced retreat of @unit may take (L&L, Retreat rules):
 * towards its own side, each one it may enter (taking its commander
 * along when it must). Returns how many, in @out_dirs; *out_on_board says
 * whether any of the three is on the board at all. */
static guint
retreat_options (const BnBattle *b,
                 guint           unit,
                 guint          *out_dirs,
                 gboolean       *out_on_board)
{
  const BnBattleUnit *u = &b->s.units[unit];
  gboolean with_commander = retreat_commander (b, unit) >= 0;
  guint dirs[3], n = 0;

  *out_on_board = FALSE;
  retreat_dirs (b, u->side, dirs);
  for (guint i = 0; i < 3; i++)
    {
      BnHex to = bn_hex_neighbour (u->hex, dirs[i]);

      if (on_board (b, to))
        *out_on_board = TRUE;
      if (retreat_enterable (b, unit, to, with_commander))
        out_dirs[n++] = dirs[i];
    }
  return n;
}

/* The House choice of a retreat hex, the AI's default: a hex with a
 * friendly commander first (it rallies), then straight back, then the
 * diagonals; when none takes the unit, a figure rather than the
 * commander. */
guint
battle_retreat_default (const BnBattle *b)
{
  guint unit = b->s.target;
  guint dirs[3];
  gboolean on_board_any;
  guint n = retreat_options (b, unit, dirs, &on_board_any);

  for (guint i = 0; i < n; i++)
    if (rallying_commander_on (b, bn_hex_neighbour (b->s.units[unit].hex, dirs[i]), b->s.units[unit].side))
      return dirs[i];
  return n > 0 ? dirs[0] : BN_RETREAT_LOSE_FIGURE;
}

/* One hex of retreat for @unit in @dir, already checked (voluntary or
 * chosen), or, for a blocked retreat, BN_RETREAT_LOSE_FIGURE or
 * BN_RETREAT_LOSE_COMMANDER; −1 when no hex is on the board (the unit
 * leaves the field). Sets *out_rallied when it reached a friendly
 * commander, *out_gone when it left the field or died. Retreats roll no
 * dice. */
static void
retreat_step (BnBattle *b,
              guint     unit,
              int       dir,
              guint     killer_side,
              gboolean *out_rallied,
              gboolean *out_gone)
{
  BnBattleUnit *u = &b->s.units[unit];
  int c = retreat_commander (b, unit);

  *out_rallied = FALSE;
  *out_gone = FALSE;
  if (dir < 0)
    {
      /* Off the battlefield: the unit, and the commander with it, is lost. */
      battle_event (b, BN_EVENT_RETREAT, u->side, unit, 0xFF, 0, 0);
      eliminate_unit (b, unit, killer_side);
      if (c >= 0)
        kill_commander (b, (guint) c, killer_side);
      *out_gone = TRUE;
      return;
    }
  if (dir == BN_RETREAT_LOSE_FIGURE || dir == BN_RETREAT_LOSE_COMMANDER)
    {
      battle_event (b, BN_EVENT_RETREAT_BLOCKED, u->side, unit, 0, 0, 0);
      /* "Such losses may include the commander": the figure lost may be
       * his, when no second unit stays in the hex. */
      if (dir == BN_RETREAT_LOSE_COMMANDER && c >= 0)
        kill_commander (b, (guint) c, killer_side);
      else
        lose_figure (b, unit, killer_side);
      *out_gone = u->figures == 0;
      return;
    }
  if (u->stakes >= 0)
    {
      battle_event (b, BN_EVENT_STAKES, u->side, unit, (guint) u->stakes, 0, 0);
      u->stakes = -1;
    }
  u->hex = bn_hex_neighbour (u->hex, (guint) dir);
  b->s.retreat_taken++;
  b->s.retreat_dir = (guint8) dir;
  battle_event (b, BN_EVENT_RETREAT, u->side, unit, (guint) dir, 0, 0);
  if (c >= 0)
    {
      b->s.commanders[c].hex = u->hex;
      battle_event (b, BN_EVENT_COMMANDER_MOVED, u->side, (guint) c, (guint) dir, 0, 0);
    }
  else if (rallying_commander_on (b, u->hex, u->side))
    {
      battle_event (b, BN_EVENT_RALLIED, u->side, unit, 0, 0, 0);
      *out_rallied = TRUE;
    }
}

/* Whether @def, standing, may throw its defence die at @att (L&L,
 * Defence): once per turn, attacked on its active front, and only if it
 * could battle the attacker where it stands. */
static gboolean
defence_allowed (const BnBattle *b,
                 guint           def,
                 guint           att,
                 guint           range)
{
  const BnBattleUnit *d = &b->s.units[def];
  const BnBattleUnit *a = &b->s.units[att];
  guint n_range;
  const guint8 *dice = unit_dice (b, def, &n_range);
  int n;

  if (d->defended || !bn_hex_in_arc (d->hex, d->facing, a->hex))
    return FALSE;
  if (range > n_range || (range > 1 && !battle_weapon (b, def)->ranged))
    return FALSE;
  if (range > 1 && !battle_line_of_sight (b, def, a->hex))
    return FALSE;
  n = dice[range - 1] + battle_terrain (b, a->hex)->attacker_dice + battle_terrain (b, d->hex)->occupant_dice;
  return n > 0;
}

/* Ends a battle: back to the battle phase, or a breakthrough into the
 * emptied hex: not after a voluntary retreat, never for artillery, once
 * per unit and turn (L&L, Forcing a breakthrough). */
static void
finish_battle (BnBattle *b)
{
  BnBattleState *s = &b->s;
  guint att = s->attacker;
  BnHex def_hex;

  if (s->phase == BN_PHASE_OVER)
    return;
  s->phase = BN_PHASE_BATTLE;
  if (s->range != 1 || s->withdraw_dir >= 0 || s->units[att].figures == 0
      || battle_class (b, att)->arm == BN_BATTLE_ARM_ARTILLERY || s->units[att].follow_up != 0)
    return;
  def_hex = bn_hex_neighbour (s->units[att].hex, s->breakthrough_hex_dir);
  if (units_on (b, def_hex, 2, NULL) == 0 && commander_on (b, def_hex, 2) < 0
      && terrain_admits (b, def_hex, battle_class (b, att)->arm))
    s->phase = BN_PHASE_BREAKTHROUGH;
}

/* The variant: a unit that fell back one hex ("a forced retreat") stops
 * facing the enemy; one that fell back more ("a route") stops facing away
 * from him. Facing the enemy is facing back along its last step. */
static void
face_after_retreat (BnBattle *b)
{
  BnBattleState *s = &b->s;
  BnBattleUnit *u = &s->units[s->target];
  guint facing;

  if (!bn_battle_rules_get_constants (b->rules)->retreat_sets_facing || s->retreat_taken == 0
      || u->figures == 0)
    return;
  facing = s->retreat_taken == 1 ? bn_hex_dir_rotate (s->retreat_dir, 3) : s->retreat_dir;
  s->retreat_taken = 0;
  if (facing == u->facing)
    return;
  u->facing = (guint8) facing;
  battle_event (b, BN_EVENT_FACED, u->side, s->target, facing, 0, 0);
}

/* Runs the forced retreat steps left, stopping for the retreating side
 * whenever it has a choice: two or more hexes, or, blocked, whether the
 * figure lost is the commander (L&L, Retreat rules). One hex, or none
 * on the board, or a blocked unit without its commander, leaves nothing
 * to decide. */
static void
continue_retreat (BnBattle *b)
{
  BnBattleState *s = &b->s;
  guint def = s->target;

  while (s->retreat_steps > 0 && s->phase != BN_PHASE_OVER && s->units[def].figures > 0)
    {
      guint dirs[3];
      gboolean on_board_any, rallied, gone;
      guint n = retreat_options (b, def, dirs, &on_board_any);
      int step;

      int c = retreat_commander (b, def);

      if (n >= 2 || (n == 0 && on_board_any && c >= 0 && !is_character (b, (guint) c)))
        {
          s->phase = BN_PHASE_RETREAT;
          return;
        }
      step = n == 1 ? (int) dirs[0] : on_board_any ? BN_RETREAT_LOSE_FIGURE : -1;
      retreat_step (b, def, step, s->active, &rallied, &gone);
      s->retreat_steps--;
      if (rallied || gone)
        s->retreat_steps = 0;
    }
  s->retreat_steps = 0;
  face_after_retreat (b);
  finish_battle (b);
}

/* Whether a captain or the army commander stands with @unit (the
 * variant: "units in the same hex as a captain"). */
static gboolean
steadying_captain (const BnBattle *b,
                   guint           unit)
{
  int c = commander_on (b, b->s.units[unit].hex, b->s.units[unit].side);

  return c >= 0 && (b->s.commanders[c].rank == BN_COMMANDER_CAPTAIN
                    || b->s.commanders[c].rank == BN_COMMANDER_ARMY);
}

/* The variant's order sheet, Bridge and Landmarks: "Occupants may ignore
 * 1 flag and possibly fight back". @def, standing in such a hex after a
 * close combat, not forced back, with the attacker still on its active
 * front, battles back at once with its close-combat dice (its commander's
 * die included, never a card's): hits and saves as any close combat,
 * each figure lost by the attacker scored to @def's side. House: the
 * flags it rolls do not move the attacker, whose turn it is. */
static gboolean
battle_back (BnBattle  *b,
             guint      def,
             guint      att,
             GError   **error)
{
  BnBattleState *s = &b->s;
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);
  const BnRulesetHooks *hooks = battle_hooks (b);
  const BnClassProfile *def_cls = battle_class (b, def), *att_cls = battle_class (b, att);
  const BnWeaponProfile *w = battle_weapon (b, def);
  BnBattleUnit *d = &s->units[def];
  guint def_side = d->side;
  guint plain = 0, swords = 0, kills = 0, saveable;
  guint by_symbol[BN_DIE_N_SYMBOLS] = { 0, };
  gboolean automatic = FALSE;
  int dice;

  if (s->phase == BN_PHASE_OVER || d->figures == 0 || s->units[att].figures == 0
      || !battle_terrain (b, d->hex)->battle_back
      || bn_hex_distance (d->hex, s->units[att].hex) != 1
      || !bn_hex_in_arc (d->hex, d->facing, s->units[att].hex))
    return TRUE;
  dice = attack_dice_ruled (b, def, s->units[att].hex, (int) att, 1) + support_dice (b, def);
  if (dice <= 0)
    return TRUE;
  battle_event (b, BN_EVENT_BATTLE, def_side, def, att, 1, dice);
  for (int i = 0; i < dice; i++)
    {
      BnDieSymbol sym;
      BnStrike strike;

      if (!battle_roll (b, BN_DIE_ATTACK, &sym, NULL, error))
        return FALSE;
      strike = hooks->strike != NULL ? hooks->strike (def_cls, w, att_cls, 1, sym)
                                     : bn_ruleset_default_strike (def_cls, w, att_cls, 1, sym);
      if (strike == BN_STRIKE_HIT)
        {
          plain++;
          by_symbol[sym]++;
        }
      else if (strike == BN_STRIKE_BONUS)
        swords++;
    }
  if (att_cls->arm == BN_BATTLE_ARM_HORSE)
    swords -= MIN (swords, w->ignored_vs_horse);
  if (k->auto_kill_identical)
    {
      for (guint sym = 0; sym < BN_DIE_N_SYMBOLS; sym++)
        automatic |= by_symbol[sym] > 1;
    }
  else
    automatic = plain > 1;
  if (automatic)
    {
      kills = 1;
      plain--;
    }
  saveable = MIN (plain + swords, (guint) s->units[att].figures - MIN (kills, s->units[att].figures));
  for (guint i = 0; i < saveable; i++)
    {
      gboolean saved = FALSE;

      if (!save_roll (b, (int) att, BN_DIE_SAVE, TRUE, &saved, error))
        return FALSE;
      if (!saved)
        kills++;
    }
  kills = MIN (kills, (guint) d->figures);
  for (guint i = 0; i < kills && s->units[att].figures > 0; i++)
    lose_figure (b, att, def_side);
  return TRUE;
}

gboolean
battle_resolve (BnBattle  *b,
                GError   **error)
{
  BnBattleState *s = &b->s;
  guint att = s->attacker, def = s->target;
  guint att_side = s->units[att].side;
  gboolean close = s->range == 1;
  gboolean fast = (b->scenario->options & BN_BATTLE_OPTION_FAST_PLAY) != 0;
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);
  const BnRulesetHooks *hooks = battle_hooks (b);
  const BnClassProfile *att_cls = battle_class (b, att), *def_cls = battle_class (b, def);
  const BnWeaponProfile *w = battle_weapon (b, att);
  guint plain = 0, swords = 0, flags = 0, kills = 0, saveable;
  guint by_symbol[BN_DIE_N_SYMBOLS] = { 0, };
  gboolean automatic = FALSE;
  BnHex def_hex = s->units[def].hex;

  /* The attacker's dice: what each symbol does is the ruleset's reading
   * (L&L: hits by armour; crossed swords for polearms, against the best
   * armour and for the unarmed). */
  for (guint i = 0; i < s->dice; i++)
    {
      BnDieSymbol sym;
      BnStrike strike;

      if (!battle_roll (b, BN_DIE_ATTACK, &sym, NULL, error))
        return FALSE;
      strike = hooks->strike != NULL ? hooks->strike (att_cls, w, def_cls, s->range, sym)
                                     : bn_ruleset_default_strike (att_cls, w, def_cls, s->range, sym);
      if (strike == BN_STRIKE_HIT)
        {
          plain++;
          by_symbol[sym]++;
        }
      else if (strike == BN_STRIKE_BONUS)
        swords++;
      else if (sym == BN_DIE_FLAG)
        flags++;
    }
  /* A weapon's special: some of its bonus strikes do not count against
   * mounted units (the variant's short sword). */
  if (def_cls->arm == BN_BATTLE_ARM_HORSE)
    swords -= MIN (swords, w->ignored_vs_horse);

  /* More than one hit, crossed swords not counted (or, where the ruleset
   * says so, two identical hit symbols): the first kills outright; every
   * other hit may be saved. Hits beyond the defender's figures are wasted. */
  if (k->auto_kill_identical)
    {
      for (guint sym = 0; sym < BN_DIE_N_SYMBOLS; sym++)
        automatic |= by_symbol[sym] > 1;
    }
  else
    automatic = plain > 1;
  if (automatic)
    {
      kills = 1;
      plain--;
    }
  saveable = MIN (plain + swords, (guint) s->units[def].figures - MIN (kills, s->units[def].figures));
  for (guint i = 0; i < saveable; i++)
    {
      gboolean saved = FALSE;

      if (!fast && !save_roll (b, (int) def, BN_DIE_SAVE, close, &saved, error))
        return FALSE;
      if (!saved)
        kills++;
    }
  /* Never more casualties than figures in the attacker's own ranks, nor,
   * firing, than the firearms of a unit only partly armed with them
   * (L&L, Fronts). */
  kills = MIN (kills, (guint) s->units[att].figures);
  if (!close && s->units[att].firearms > 0)
    kills = MIN (kills, (guint) s->units[att].firearms);
  for (guint i = 0; i < kills && s->units[def].figures > 0; i++)
    lose_figure (b, def, att_side);

  /* The defence throw of a unit that makes a stand. */
  if (!fast && !k->no_defence_throw && s->phase != BN_PHASE_OVER && s->withdraw_dir < 0
      && s->units[def].figures > 0 && defence_allowed (b, def, att, s->range))
    {
      BnDieSymbol sym;

      s->units[def].defended = 1;
      if (!battle_roll (b, BN_DIE_DEFENCE, &sym, NULL, error))
        return FALSE;
      if (battle_weapon (b, def)->unarmed ? (close && sym == BN_DIE_SWORDS)
                                          : bn_die_symbol_hits (sym, battle_class (b, att)->armour))
        lose_figure (b, att, 1 - att_side);
    }

  /* Retreats. */
  s->retreat_steps = 0;
  s->retreat_taken = 0;
  if (close)
    s->breakthrough_hex_dir = (guint8) bn_hex_direction_to (s->units[att].hex, def_hex);
  if (s->phase != BN_PHASE_OVER && s->units[def].figures > 0)
    {
      const BnClassProfile *cls = battle_class (b, def);
      guint steady = cls->steady_figures;
      guint steps = 0;
      gboolean rallied = FALSE, gone = FALSE;

      if (s->withdraw_dir >= 0)
        retreat_step (b, def, s->withdraw_dir, att_side, &rallied, &gone);
      if (cls->commander_steadies && steady > 0 && unit_leader (b, def) >= 0
          && (!k->captain_steadies_only || steadying_captain (b, def)))
        steady--;
      /* Bold occupants of a bridge or landmark ignore a flag. */
      flags -= MIN (flags, battle_terrain (b, def_hex)->ignore_flags);
      if (!gone && flags > 0 && s->units[def].figures < steady)
        for (guint i = 0; i < flags; i++)
          {
            gboolean saved = FALSE;

            /* Of two flags or more, the first is an automatic retreat. */
            if (!(flags >= 2 && i == 0) && !fast
                && !save_roll (b, (int) def, BN_DIE_FLAG_SAVE, close, &saved, error))
              return FALSE;
            if (!saved)
              steps++;
          }
      if (!gone && !rallied)
        s->retreat_steps = (guint8) steps;
    }
  if (close && s->retreat_steps == 0 && s->withdraw_dir < 0 && bn_hex_equal (s->units[def].hex, def_hex)
      && !battle_back (b, def, att, error))
    return FALSE;
  continue_retreat (b);
  return TRUE;
}

gboolean
battle_check_retreat (const BnBattle  *b,
                      guint            unit,
                      guint            choice,
                      GError         **error)
{
  guint dirs[3];
  gboolean on_board_any;
  guint n;

  if (unit != b->s.target)
    ILLEGAL ("only the unit forced to retreat retreats (L&L, Retreat)");
  n = retreat_options (b, unit, dirs, &on_board_any);
  if (choice == BN_RETREAT_LOSE_FIGURE || choice == BN_RETREAT_LOSE_COMMANDER)
    {
      if (n > 0)
        ILLEGAL ("a figure is lost only when the retreat cannot be made (L&L, Retreat rules)");
      if (choice == BN_RETREAT_LOSE_COMMANDER && retreat_commander (b, unit) < 0)
        ILLEGAL ("the loss may include the commander only when he is with the unit and no "
                 "second unit stays in the hex (L&L, Retreat rules)");
      if (choice == BN_RETREAT_LOSE_COMMANDER && is_character (b, (guint) retreat_commander (b, unit)))
        ILLEGAL ("a character is no figure of the unit: she is not lost instead of one "
                 "(House; L&L, Characters)");
      return TRUE;
    }
  for (guint i = 0; i < n; i++)
    if (dirs[i] == choice)
      return TRUE;
  ILLEGAL ("a unit retreats towards its own side, not into a hex with two friendly or any enemy "
           "units (L&L, Retreat rules)");
}

void
battle_retreat (BnBattle *b,
                guint     choice)
{
  BnBattleState *s = &b->s;
  gboolean rallied = FALSE, gone = FALSE;

  retreat_step (b, s->target, (int) choice, s->active, &rallied, &gone);
  s->retreat_steps--;
  if (rallied || gone)
    s->retreat_steps = 0;
  continue_retreat (b);
}

void
battle_breakthrough (BnBattle *b,
                     gboolean  advance)
{
  BnBattleState *s = &b->s;
  BnBattleUnit *u = &s->units[s->attacker];

  s->phase = BN_PHASE_BATTLE;
  if (!advance)
    return;
  if (u->stakes >= 0)
    {
      battle_event (b, BN_EVENT_STAKES, u->side, s->attacker, (guint) u->stakes, 0, 0);
      u->stakes = -1;
    }
  u->hex = bn_hex_neighbour (u->hex, s->breakthrough_hex_dir);
  battle_event (b, BN_EVENT_BREAKTHROUGH, u->side, s->attacker, s->breakthrough_hex_dir, 0, 0);
  /* A member that broke out of its captain's zone of control must be
   * reunited with its "Battle" (L&L, Battles). */
  if (u->group >= 0 && s->groups[u->group].alive && s->commanders[s->groups[u->group].captain].alive
      && !bn_battle_unit_in_group_zoc (b, s->attacker) && !u->rejoin
      && !bn_battle_rules_get_constants (b->rules)->group_strays_leave)
    {
      u->rejoin = 1;
      s->stragglers++;
      battle_event (b, BN_EVENT_GROUP_BROKEN, u->side, s->attacker, (guint) u->group, 0, 0);
    }
  if (battle_terrain (b, u->hex)->move == BN_TERRAIN_MOVE_STOP_NO_BATTLE)
    u->no_battle = 1;
  /* Mounted troops may battle the retreating unit once more. */
  if (battle_class (b, s->attacker)->arm == BN_BATTLE_ARM_HORSE && s->units[s->target].figures > 0)
    u->follow_up = (guint8) (s->target + 1);
  else
    u->follow_up = 0xFF;
}

gboolean
battle_attack_commander (BnBattle  *b,
                         guint      unit,
                         guint      commander,
                         GError   **error)
{
  BnBattleState *s = &b->s;
  BnBattleUnit *u = &s->units[unit];
  BnHex hex = s->commanders[commander].hex;
  guint range = bn_hex_distance (u->hex, hex);
  guint fixed = bn_battle_rules_get_constants (b->rules)->commander_attack_dice;
  /* L&L: "calculate the number of battle dice as usual"; the variant:
   * "cast one battle die". */
  int dice = fixed > 0 ? (int) fixed : attack_dice (b, unit, hex, -1, range);
  gboolean fast = (b->scenario->options & BN_BATTLE_OPTION_FAST_PLAY) != 0;
  gboolean hit = FALSE;
  int c = supporter (b, unit);

  if (c >= 0)
    s->commanders[c].supported = 1;
  u->battled = 1;
  u->last_battle_turn = (gint16) s->side_turns[u->side];
  battle_event (b, BN_EVENT_BATTLE, s->active, unit, commander, 0x80 | range, dice);
  /* Only crossed swords hit a commander; he may save each. */
  for (int i = 0; i < dice; i++)
    {
      BnDieSymbol sym;

      if (!battle_roll (b, BN_DIE_ATTACK, &sym, NULL, error))
        return FALSE;
      if (sym == BN_DIE_SWORDS)
        hit = TRUE;
    }
  if (hit)
    {
      gboolean saved = FALSE;

      if (!fast && !save_roll (b, -1, BN_DIE_SAVE, range == 1, &saved, error))
        return FALSE;
      if (!saved)
        kill_commander (b, commander, u->side);
    }
  return TRUE;
}

/* ---- gold: bribes and ransoms (appendix 2) ---- */

static guint
commander_reach (const BnBattle *b,
                 guint           c)
{
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);

  return b->s.commanders[c].mounted ? k->commander_move_mounted : k->commander_move_foot;
}

/* @unit: a unit, or −1 for "any". */
gboolean
battle_bribe_possible (const BnBattle *b,
                       int             unit)
{
  guint side = b->s.active;

  for (guint i = 0; i < b->s.n_units; i++)
    {
      const BnBattleUnit *u = &b->s.units[i];

      if ((unit >= 0 && (guint) unit != i) || u->figures == 0 || u->side == side || !u->mercenary)
        continue;
      /* Its comrades and commander in the hex keep it in line. */
      if (units_on (b, u->hex, u->side, NULL) > 1 || commander_on (b, u->hex, u->side) >= 0)
        continue;
      for (guint c = 0; c < b->s.n_commanders; c++)
        {
          const BnBattleCommander *cmd = &b->s.commanders[c];

          if (cmd->alive && cmd->side == side && cmd->rank != BN_COMMANDER_SERGEANT
              && cmd->rank != BN_COMMANDER_CHARACTER
              && bn_hex_distance (cmd->hex, u->hex) <= commander_reach (b, c))
            return TRUE;
        }
    }
  return FALSE;
}

gboolean
battle_bribe (BnBattle  *b,
              guint      unit,
              GError   **error)
{
  BnBattleState *s = &b->s;
  const BnCommandCardProfile *card = bn_battle_rules_get_card (b->rules, s->deck_kind[s->card]);
  BnDieSymbol sym;
  guint face;

  if (!battle_roll (b, BN_DIE_BRIBE, &sym, &face, error))
    return FALSE;
  s->pay_reason = PAY_BRIBE;
  s->pay_side = (guint8) (1 - s->active);
  s->pay_subject = (guint8) unit;
  s->pay_cards = 0;
  s->gold_due = (guint16) (card->gold + face * bn_battle_rules_get_constants (b->rules)->bribe_die_gold);
  /* What the mercenaries were promised (army points) counts towards
   * keeping them, in the bribe's gold at the ruleset's rate. */
  {
    guint rate = MAX (bn_battle_rules_get_constants (b->rules)->gold_per_army_point, 1u);

    s->gold_paid = (guint16) MIN ((guint) s->units[unit].promise * rate, (guint) G_MAXUINT16);
  }
  battle_event (b, BN_EVENT_GOLD, s->pay_side, unit, PAY_BRIBE, 0, s->gold_due);
  if (s->gold_paid >= s->gold_due)
    {
      s->phase = BN_PHASE_BATTLE;
      return TRUE;
    }
  s->phase = BN_PHASE_PAY;
  return TRUE;
}

static gboolean run_duel (BnBattle *b, GError **error);

static gboolean
settle (BnBattle  *b,
        gboolean   paid,
        GError   **error)
{
  BnBattleState *s = &b->s;

  /* However many cards paid, one new card is drawn instead. */
  if (s->pay_cards > 0 && !battle_draw_card (b, s->pay_side, error))
    return FALSE;
  s->phase = BN_PHASE_BATTLE;
  switch ((PayReason) s->pay_reason)
    {
    case PAY_BRIBE:
      if (!paid)
        {
          BnBattleUnit *u = &s->units[s->pay_subject];

          u->side = s->active;
          u->group = -1;
          u->stakes = -1;
          u->ordered = BN_ORDER_FULL;
          u->start_facing = u->facing;
          battle_event (b, BN_EVENT_CHANGED_SIDES, s->active, s->pay_subject, 0, 0, 0);
          /* It "can be activated this turn". */
          s->phase = BN_PHASE_MOVE;
          s->moving_kind = 0;
        }
      break;
    case PAY_AVOID_DUEL:
      if (!paid)
        return run_duel (b, error);
      break;
    case PAY_RANSOM:
      if (!paid)
        kill_commander (b, s->pay_subject, 1 - s->pay_side);
      break;
    case PAY_NONE:
      break;
    }
  s->pay_reason = PAY_NONE;
  return TRUE;
}

gboolean
battle_pay (BnBattle  *b,
            guint      slot,
            GError   **error)
{
  BnBattleState *s = &b->s;
  guint8 card = battle_take_from_hand (b, s->pay_side, slot);

  s->gold_paid = (guint16) (s->gold_paid + bn_battle_rules_get_card (b->rules, s->deck_kind[card])->gold);
  s->pay_cards++;
  battle_discard (b, card);
  battle_event (b, BN_EVENT_PAID, s->pay_side, card, s->deck_kind[card], 0, s->gold_paid);
  if (s->gold_paid >= s->gold_due)
    return settle (b, TRUE, error);
  return TRUE;
}

gboolean
battle_refuse (BnBattle  *b,
               GError   **error)
{
  return settle (b, FALSE, error);
}

/* ---- single combat ---- */

gboolean
battle_challenge_possible (const BnBattle *b,
                           int             challenger,
                           int             challenged)
{
  guint range = bn_battle_rules_get_constants (b->rules)->single_combat_range;

  for (guint i = 0; i < b->s.n_commanders; i++)
    {
      const BnBattleCommander *c = &b->s.commanders[i];

      if ((challenger >= 0 && (guint) challenger != i) || !c->alive || c->side != b->s.active
          || c->rank == BN_COMMANDER_SERGEANT || c->rank == BN_COMMANDER_CHARACTER)
        continue;
      for (guint j = 0; j < b->s.n_commanders; j++)
        {
          const BnBattleCommander *e = &b->s.commanders[j];

          if ((challenged >= 0 && (guint) challenged != j) || !e->alive || e->side == b->s.active
              || e->rank == BN_COMMANDER_SERGEANT || e->rank == BN_COMMANDER_CHARACTER)
            continue;
          /* Captains challenge only captains. */
          if (c->rank == BN_COMMANDER_CAPTAIN && e->rank != BN_COMMANDER_CAPTAIN)
            continue;
          if (bn_hex_distance (c->hex, e->hex) <= range)
            return TRUE;
        }
    }
  return FALSE;
}

static guint
ransom_of (const BnBattle *b,
           guint           commander)
{
  const BnCommandCardProfile *card = bn_battle_rules_get_card (b->rules, b->s.deck_kind[b->s.card]);

  return b->s.commanders[commander].rank == BN_COMMANDER_ARMY ? card->ransom_commander : card->ransom_captain;
}

gboolean
battle_challenge (BnBattle  *b,
                  guint      challenger,
                  guint      challenged,
                  GError   **error)
{
  BnBattleState *s = &b->s;

  s->duel_challenger = (guint8) challenger;
  s->duel_challenged = (guint8) challenged;
  s->duel_second = 0;
  if (b->scenario->options & BN_BATTLE_OPTION_MERCENARIES)
    {
      /* The challenged may pay the ransom + 30 GP now to avoid the fight. */
      s->pay_reason = PAY_AVOID_DUEL;
      s->pay_side = (guint8) (1 - s->active);
      s->pay_subject = (guint8) challenged;
      s->pay_cards = 0;
      s->gold_paid = 0;
      s->gold_due = (guint16) (ransom_of (b, challenged)
                               + bn_battle_rules_get_constants (b->rules)->ransom_surcharge);
      battle_event (b, BN_EVENT_GOLD, s->pay_side, challenged, PAY_AVOID_DUEL, 0, s->gold_due);
      s->phase = BN_PHASE_PAY;
      return TRUE;
    }
  return run_duel (b, error);
}

/* One combatant's point in a round: a hit symbol the other fails to save
 * with a shield. */
static gboolean
duel_point (BnBattle  *b,
            gboolean  *out_point,
            GError   **error)
{
  BnDieSymbol sym;
  gboolean saved = FALSE;

  *out_point = FALSE;
  if (!battle_roll (b, BN_DIE_DUEL, &sym, NULL, error))
    return FALSE;
  if (sym != BN_DIE_HIT_ANY && sym != BN_DIE_HIT_LESSER && sym != BN_DIE_HIT_NONE)
    return TRUE;
  if (!save_roll (b, -1, BN_DIE_DUEL, TRUE, &saved, error))
    return FALSE;
  *out_point = !saved;
  return TRUE;
}

static gboolean
run_duel (BnBattle  *b,
          GError   **error)
{
  BnBattleState *s = &b->s;
  guint rounds = bn_battle_rules_get_constants (b->rules)->single_combat_rounds;
  int score = 0;
  guint loser;

  for (guint r = 0; r < rounds; r++)
    {
      gboolean point;

      if (!duel_point (b, &point, error))
        return FALSE;
      score += point ? 1 : 0;
      if (!duel_point (b, &point, error))
        return FALSE;
      score -= point ? 1 : 0;
    }
  battle_event (b, BN_EVENT_DUEL, s->active, s->duel_challenger, s->duel_challenged, 0, score);
  if (score == 0)
    {
      /* A draw: the challenged may fight a second, final duel. */
      s->phase = s->duel_second ? BN_PHASE_BATTLE : BN_PHASE_DUEL_DRAW;
      return TRUE;
    }
  loser = score > 0 ? s->duel_challenged : s->duel_challenger;
  s->phase = BN_PHASE_BATTLE;
  if (b->scenario->options & BN_BATTLE_OPTION_MERCENARIES)
    {
      s->pay_reason = PAY_RANSOM;
      s->pay_side = s->commanders[loser].side;
      s->pay_subject = (guint8) loser;
      s->pay_cards = 0;
      s->gold_paid = 0;
      s->gold_due = (guint16) ransom_of (b, loser);
      battle_event (b, BN_EVENT_GOLD, s->pay_side, loser, PAY_RANSOM, 0, s->gold_due);
      s->phase = BN_PHASE_PAY;
      return TRUE;
    }
  kill_commander (b, loser, 1 - s->commanders[loser].side);
  return TRUE;
}

gboolean
battle_duel_again (BnBattle  *b,
                   gboolean   again,
                   GError   **error)
{
  b->s.phase = BN_PHASE_BATTLE;
  if (!again)
    return TRUE;
  b->s.duel_second = 1;
  return run_duel (b, error);
}
