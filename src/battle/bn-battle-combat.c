/* bn-battle-combat.c — what a battle starts from: the dice each unit
 * throws and their reach, line of sight, support, the attack's dice and
 * its check, and prisoners. The battle itself, in the order sheet's
 * sequence (the defender stands or retreats voluntarily; the attacker
 * rolls; automatic kill and saving throws; the defence throw; retreats;
 * a breakthrough) and attacks on commanders are in
 * bn-battle-combat-losses.c; the special cards' gold and single combat in
 * bn-battle-combat-cards.c.
 */
#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"
#include "bn-combat-preview.h"

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
const guint8 *
battle_unit_dice (const BnBattle *b,
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
  /* A weapon with a range of its own throws the class's dice that far. */
  *out_range = w->range > 0 ? MIN (cls->n_dice, w->range) : cls->n_dice;
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
int
battle_supporter (const BnBattle *b,
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
int
battle_support_dice (const BnBattle *b,
              guint           unit)
{
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);
  int c = battle_supporter (b, unit);

  if (c < 0)
    return 0;
  return (int) (b->s.commanders[c].rank == BN_COMMANDER_ARMY ? k->army_commander_dice : k->captain_dice);
}

void
battle_note_dice (GArray *terms,
                  guint   why,
                  int     dice,
                  guint   detail)
{
  BnDiceTerm term = { (BnDiceWhy) why, dice, detail, NULL };

  if (terms != NULL && dice != 0)
    g_array_append_val (terms, term);
}


/* The dice @unit rolls at @target_hex, @range away, after every modifier
 * but the commander's die (L&L, Range; Charging; order sheet terrain;
 * appendix 1 stakes), each noted in @terms when it is not %NULL. Kept
 * apart because the unit taking the casualties may change after the
 * commander's die is spent. */
static int
attack_dice_plain (const BnBattle *b,
                   guint           unit,
                   BnHex           target_hex,
                   int             target_unit,
                   guint           range,
                   GArray         *terms)
{
  const BnBattleUnit *u = &b->s.units[unit];
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);
  const BnClassProfile *cls = battle_class (b, unit);
  guint n_range;
  const guint8 *dice = battle_unit_dice (b, unit, &n_range);
  int n = dice[range - 1];

  if (terms != NULL)
    {
      if (dice == cls->dice)
        battle_note_dice (terms, BN_DICE_WHY_CLASS, n, u->class_index);
      else
        battle_note_dice (terms, BN_DICE_WHY_WEAPON, n, u->weapon);
    }
  if (battle_terrain (b, u->hex)->hill)
    {
      n += (int) cls->hilltop_bonus;
      battle_note_dice (terms, BN_DICE_WHY_HILL, (int) cls->hilltop_bonus, 0);
    }
  if (charges (b, unit, target_hex, target_unit))
    {
      n += (int) battle_weapon (b, unit)->charge_bonus;
      battle_note_dice (terms, BN_DICE_WHY_CHARGE, (int) battle_weapon (b, unit)->charge_bonus, 0);
    }
  {
    int ground = bn_terrain_attacker_dice (battle_terrain (b, target_hex), range);

    n += ground;
    battle_note_dice (terms, BN_DICE_WHY_TARGET_GROUND, ground, bn_scenario_get_terrain (b->scenario, target_hex));
  }
  n += battle_terrain (b, u->hex)->occupant_dice;
  battle_note_dice (terms, BN_DICE_WHY_OWN_GROUND, battle_terrain (b, u->hex)->occupant_dice,
        bn_scenario_get_terrain (b->scenario, u->hex));
  if (target_unit >= 0 && range == 1 && b->s.units[target_unit].stakes >= 0
      && bn_hex_direction_to (target_hex, u->hex) == b->s.units[target_unit].stakes)
    {
      n -= (int) k->stakes_dice;
      battle_note_dice (terms, BN_DICE_WHY_STAKES, -(int) k->stakes_dice, 0);
    }
  /* Only part of the unit fires: 1 battle die less (L&L, Fronts). */
  if (u->firearms > 0 && range > 1)
    {
      n -= (int) k->mixed_firearms_dice;
      battle_note_dice (terms, BN_DICE_WHY_FIREARMS, -(int) k->mixed_firearms_dice, 0);
    }
  return n;
}

/* attack_dice_plain() with what the ruleset adds of its own. */
static int
attack_dice_ruled_noted (const BnBattle *b,
                         guint           unit,
                         BnHex           target_hex,
                         int             target_unit,
                         guint           range,
                         GArray         *terms)
{
  int n = attack_dice_plain (b, unit, target_hex, target_unit, range, terms);
  const BnRulesetHooks *hooks = battle_hooks (b);
  g_autoptr(GArray) own = terms != NULL ? g_array_new (FALSE, FALSE, sizeof (BnDiceTerm)) : NULL;
  int ruled = hooks->attack_dice != NULL ? hooks->attack_dice (b, unit, target_hex, target_unit, range, n, own) : n;
  int told = 0;

  /* Each of the ruleset's reasons with its own number; what it did not
   * tell apart, as one. */
  if (own != NULL)
    for (guint i = 0; i < own->len; i++)
      {
        g_array_append_val (terms, g_array_index (own, BnDiceTerm, i));
        told += g_array_index (own, BnDiceTerm, i).dice;
      }
  battle_note_dice (terms, BN_DICE_WHY_RULESET, ruled - n - told, 0);
  return ruled;
}

int
battle_attack_dice_ruled (const BnBattle *b,
                   guint           unit,
                   BnHex           target_hex,
                   int             target_unit,
                   guint           range)
{
  return attack_dice_ruled_noted (b, unit, target_hex, target_unit, range, NULL);
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
int
battle_attack_dice (const BnBattle *b,
             guint           unit,
             BnHex           target_hex,
             int             target_unit,
             guint           range)
{
  return battle_attack_dice_ruled (b, unit, target_hex, target_unit, range) + battle_support_dice (b, unit)
         + card_dice (b, unit, range);
}

/* The dice of @unit's attack on @target (a lone commander when
 * @at_commander), each reason noted in @terms, as battle_declare() and
 * battle_attack_commander() count them. */
void
battle_explain_attack_dice (const BnBattle *b,
                            guint           unit,
                            guint           target,
                            gboolean        at_commander,
                            GArray         *terms)
{
  BnHex hex = at_commander ? b->s.commanders[target].hex : b->s.units[target].hex;
  guint range = bn_hex_distance (b->s.units[unit].hex, hex);
  guint fixed = bn_battle_rules_get_constants (b->rules)->commander_attack_dice;
  int c = battle_supporter (b, unit);

  if (at_commander && fixed > 0)
    {
      battle_note_dice (terms, BN_DICE_WHY_AT_COMMANDER, (int) fixed, 0);
      return;
    }
  attack_dice_ruled_noted (b, unit, hex, at_commander ? -1 : (int) target, range, terms);
  battle_note_dice (terms, BN_DICE_WHY_LEADER, battle_support_dice (b, unit), c >= 0 ? (guint) c : 0);
  battle_note_dice (terms, BN_DICE_WHY_CARD, card_dice (b, unit, range), b->s.card >= 0 ? b->s.deck_kind[b->s.card] : 0);
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

/* What keeps @unit from any battle now, whatever its target: its order,
 * its battle made, its move, its terrain (L&L, order sheet). */
gboolean
battle_check_striker (const BnBattle  *b,
                      guint            unit,
                      GError         **error)
{
  const BnBattleState *s = &b->s;
  const BnBattleUnit *u;
  const BnClassProfile *cls;

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
  if (u->no_battle)
    ILLEGAL ("a unit that entered %s may not battle this turn (L&L, order sheet)",
             battle_terrain (b, u->hex)->name);
  if (u->moved > cls->move_and_battle)
    ILLEGAL ("%s may move %u hex%s and battle; this one moved %u (L&L, order sheet)",
             cls->name, cls->move_and_battle, cls->move_and_battle == 1 ? "" : "es", u->moved);
  if (cls->fire_interval > 1 && s->side_turns[u->side] - u->last_battle_turn < (int) cls->fire_interval)
    ILLEGAL ("an artillery unit may fire every other move (L&L, Field guns & bolt throwers)");
  return TRUE;
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

  if (!battle_check_striker (b, unit, error))
    return FALSE;
  u = &s->units[unit];
  cls = battle_class (b, unit);
  if (u->battled && (target_is_commander || target + 1 != u->follow_up))
    ILLEGAL ("after a breakthrough, mounted troops battle only the retreating unit once more "
             "(L&L, Forcing a breakthrough)");

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
  battle_unit_dice (b, unit, &n_range);
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
  if (kind != STRIKE_PRISONER && battle_attack_dice (b, unit, target_hex, target_unit, range) <= 0)
    ILLEGAL ("no battle dice are left after terrain and stakes (L&L, order sheet)");
  return TRUE;
}

/* The order in which a retreat towards @side's baseline tries the
 * neighbouring hexes: straight back, then the two diagonals. */
void
battle_retreat_dirs (const BnBattle *b,
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
gboolean
battle_retreat_enterable (const BnBattle *b,
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
int
battle_retreat_commander (const BnBattle *b,
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

  battle_retreat_dirs (b, u->side, dirs);
  for (guint i = 0; i < 3; i++)
    if (dirs[i] == dir)
      toward = TRUE;
  if (!toward)
    ILLEGAL ("a voluntary retreat is 1 hex towards your own side (L&L, Voluntary retreat)");
  to = bn_hex_neighbour (u->hex, dir);
  if (!battle_retreat_enterable (b, unit, to, battle_retreat_commander (b, unit) >= 0))
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
  int support = battle_support_dice (b, unit);
  int dice = battle_attack_dice_ruled (b, unit, target_hex, (int) target, range) + support
             + card_dice (b, unit, range);
  int c = battle_supporter (b, unit);

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
  /* His die is given once the strike is logged with the reasons for its
   * dice, his among them. */
  if (c >= 0)
    s->commanders[c].supported = 1;
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
      dice = attack_dice_plain (b, s->attacker, hex, (int) unit, s->range, NULL) + s->support_dice
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
