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
 * go (END_TURN); BN_PHASE_MOVE, that unit acts (FACE, MOVE_UNIT, BATTLE
 * c=0 attack / c=1 shoot, RELOAD) until END_MOVES or an attack.
 */
#include "bn-ruleset-hooks.h"
#include "bn-lionheart.h"

#include <string.h>

typedef struct
{
  guint8 sched[16];      /* the sides that act this turn, in order */
  guint8 n_sched;
  guint8 pos;            /* the action being played */
  gint8  unit;           /* the unit acting, or −1 */
  guint8 mp;             /* its movement points left */
  guint8 turns_here;     /* Turns it made in this hex (light troops' first is free) */
  guint8 fired;          /* shot or reloaded in this action */
  guint8 moved;          /* turned or advanced in this action */
  guint8 braced;         /* reloaded an arbalest: no movement this action */
  guint8 rolls[2];       /* the last leadership totals */
  guint16 owed[2];       /* points each side owes the mercenaries it controls */
} LhState;

G_STATIC_ASSERT (sizeof (LhState) <= BN_BATTLE_RULESET_STATE);

#define LH(b) ((LhState *) (b)->s.ruleset_state)
#define LHC(b) ((const LhState *) (b)->s.ruleset_state)

#define ILLEGAL(...) \
  G_STMT_START { \
    g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, __VA_ARGS__); \
    return FALSE; \
  } G_STMT_END

/* ---- the die and the tables ---- */

LhFace
lh_face_of_symbol (BnDieSymbol symbol)
{
  switch (symbol)
    {
    case BN_DIE_FLAG:
      return LH_PANIC;
    case BN_DIE_SHIELD:
    case BN_DIE_SWORDS:
      return LH_ARROW;
    default:
      return LH_AXE;
    }
}

/* The tables are data/rulesets/lionheart.xml's <tables>; their sizes are
 * checked once, when a battle is set up (lh_check_tables()). */
static const struct { const char *id; guint n; } table_sizes[] = {
  { "face-points", LH_N_FACES },
  { "action-table", 25 },
  { "panic-moves", 4 * LH_N_FACES },
  { "saves-cavalry", 12 },
  { "saves-infantry", 12 },
  { "saves-light", 12 },
};

static const char *const save_tables[LH_N_TROOPS] = {
  [LH_TROOP_CAVALRY] = "saves-cavalry",
  [LH_TROOP_INFANTRY] = "saves-infantry",
  [LH_TROOP_LIGHT] = "saves-light",
};

gboolean
lh_check_tables (const BnBattleRules  *rules,
                 GError              **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (table_sizes); i++)
    {
      guint n;

      if (bn_battle_rules_get_table (rules, table_sizes[i].id, &n) == NULL || n != table_sizes[i].n)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       "%s: the table “%s” must hold %u numbers", bn_battle_rules_get_name (rules),
                       table_sizes[i].id, table_sizes[i].n);
          return FALSE;
        }
    }
  return TRUE;
}

static const int *
table (const BnBattleRules *rules,
       const char          *id)
{
  const int *t = bn_battle_rules_get_table (rules, id, NULL);

  /* lh_check_tables() refused a battle without it. */
  g_assert (t != NULL);
  return t;
}

/* Leadership roll and panic: "axe 2 arrow 1 panic 0". */
guint
lh_face_points (const BnBattleRules *rules,
                LhFace               face)
{
  return (guint) MAX (table (rules, "face-points")[face], 0);
}

guint
lh_action_order (const BnBattleRules *rules,
                 guint                high_actions,
                 guint8              *out_order)
{
  const int *action_table = table (rules, "action-table");
  guint n = 0;
  guint column;

  if (high_actions == 0)
    return 0;
  if (high_actions == 1)
    {
      /* "each player performs one action, with the high roller deciding
       * who goes first": he goes first (house, see docs/rules.md). */
      out_order[n++] = 0;
      out_order[n++] = 1;
      return n;
    }
  /* Columns 5 4 3 2 1, left to right; rows top to bottom. */
  column = 5 - MIN (high_actions, 5u);
  for (guint row = 0; row < 5; row++)
    {
      if (action_table[row * 5 + column])
        out_order[n++] = 0;
      if (action_table[row * 5 + 4])
        {
          out_order[n++] = 1;
          /* "If the high roller has 6 actions, he performs his bonus
           * action immediately after the low roller's action." */
          if (high_actions >= 6)
            out_order[n++] = 0;
        }
    }
  return n;
}

gboolean
lh_save (const BnBattleRules *rules,
         LhTroop              troop,
         int                  armour,
         gboolean             no_shield_vs_archery,
         LhFace               face)
{
  int row = CLAMP (armour, -2, 3) + 2;

  return (table (rules, save_tables[troop])[row * 2 + (no_shield_vs_archery ? 1 : 0)] & (1 << face)) != 0;
}

guint
lh_panic_move (const BnBattleRules *rules,
               guint                speed,
               LhFace               face)
{
  return (guint) MAX (table (rules, "panic-moves")[(CLAMP (speed, 1u, 4u) - 1) * LH_N_FACES + face], 0);
}

/* ---- units ---- */

static gboolean
is_horse (const BnBattle *b,
          guint           unit)
{
  return battle_class (b, unit)->arm == BN_BATTLE_ARM_HORSE;
}

LhTroop
lh_troop (const BnBattleUnit *u,
          gboolean            horse)
{
  if (u->light)
    return LH_TROOP_LIGHT;
  return horse ? LH_TROOP_CAVALRY : LH_TROOP_INFANTRY;
}

LhWeapon
lh_weapon_kind (const BnWeaponProfile *w)
{
  static const struct { const char *id; LhWeapon kind; } kinds[] = {
    { "spear", LH_WEAPON_SPEAR }, { "pike", LH_WEAPON_SPEAR }, { "lance", LH_WEAPON_SPEAR },
    { "bow", LH_WEAPON_BOW }, { "longbow", LH_WEAPON_LONGBOW },
    { "crossbow", LH_WEAPON_CROSSBOW }, { "handgun", LH_WEAPON_CROSSBOW },
    { "arbalest", LH_WEAPON_ARBALEST }, { "gun", LH_WEAPON_ARBALEST },
    { "bolt-thrower", LH_WEAPON_ARBALEST },
    { "halberd", LH_WEAPON_HALBERD }, { "heavy-weapon", LH_WEAPON_HEAVY },
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (w->id, kinds[i].id))
      return kinds[i].kind;
  return LH_WEAPON_SIDEARMS;
}

static LhWeapon
unit_weapon (const BnBattle *b,
             guint           unit)
{
  return lh_weapon_kind (battle_weapon (b, unit));
}

/* "Unit Types": speed in movement points, by type and armour. */
guint
lh_speed (gboolean horse,
          gboolean light,
          guint    leadership,
          guint    armour)
{
  if (leadership > 0)
    return horse ? (armour >= 2 ? 3 : 4) : (armour >= 2 ? 2 : 3);
  if (light)
    {
      if (horse)
        return armour == 0 ? 4 : armour == 1 ? 3 : 2;
      return armour <= 1 ? 2 : 1;
    }
  if (horse)
    return armour >= 2 ? 2 : 3;
  return 1;
}

static guint
unit_speed (const BnBattle *b,
            guint           unit)
{
  const BnBattleUnit *u = &b->s.units[unit];

  return lh_speed (is_horse (b, unit), u->light, u->leadership, u->armour_level);
}

/* Combat dice: per figure, by type; spears and halberds add theirs. */
guint
lh_combat_dice (gboolean horse,
                gboolean light,
                guint    leadership,
                guint    figures,
                LhWeapon weapon,
                LhWeapon opponent,
                gboolean melee)
{
  guint per_figure = horse && !light ? 2 : 1;
  guint n;

  if (leadership > 0)
    per_figure = horse ? 2 : 1;
  n = figures * per_figure;
  if (!melee)
    return n;
  if (weapon == LH_WEAPON_SPEAR && opponent != LH_WEAPON_SPEAR)
    n += horse && !light && leadership == 0 ? figures : figures / 2;
  if (weapon == LH_WEAPON_HALBERD && !horse)
    n += figures / 2;
  return n;
}

static guint
unit_dice (const BnBattle *b,
           guint           unit,
           guint           opponent,
           gboolean        melee)
{
  const BnBattleUnit *u = &b->s.units[unit];
  LhWeapon w = unit_weapon (b, unit);

  /* "Archers fighting hand-to-hand … are considered armed with sidearms". */
  if (melee && battle_weapon (b, unit)->ranged)
    w = LH_WEAPON_SIDEARMS;
  return lh_combat_dice (is_horse (b, unit), u->light, u->leadership, u->figures, w,
                         melee ? unit_weapon (b, opponent) : LH_WEAPON_SIDEARMS, melee);
}

static gboolean
unit_up (const BnBattle *b,
         guint           unit)
{
  return b->s.units[unit].figures > 0;
}

static int
unit_in_hex (const BnBattle *b,
             BnHex           hex)
{
  for (guint i = 0; i < b->s.n_units; i++)
    if (unit_up (b, i) && bn_hex_equal (b->s.units[i].hex, hex))
      return (int) i;
  return -1;
}

/* Where @from stands as seen by @unit: 0 front, 1 flank, 2 rear. */
guint
lh_aspect (BnHex unit_hex,
           guint facing,
           BnHex from)
{
  int dir = bn_hex_direction_to (unit_hex, from);
  guint diff;

  if (dir < 0)
    return bn_hex_in_arc (unit_hex, facing, from) ? 0 : 1;
  diff = bn_hex_dir_difference ((guint) dir, facing);
  return diff == 0 ? 0 : diff == 3 ? 2 : 1;
}

static gboolean
can_shoot_at (const BnBattle *b,
              guint           unit,
              guint           target)
{
  const BnBattleUnit *u = &b->s.units[unit];
  const BnBattleUnit *t = &b->s.units[target];
  const BnWeaponProfile *w = battle_weapon (b, unit);
  guint range = bn_hex_distance (u->hex, t->hex);

  if (!w->ranged || u->unloaded || range == 0 || range > MAX (w->n_dice, 1u))
    return FALSE;
  /* Firing arcs: foot shoot into the front arc; horse archers (the
   * text's "(?)") also to the flanks, never to the rear. */
  if (!bn_hex_in_arc (u->hex, u->facing, t->hex)
      && !(is_horse (b, unit) && lh_aspect (u->hex, u->facing, t->hex) == 1))
    return FALSE;
  return range == 1 || battle_line_of_sight (b, unit, t->hex);
}

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
    if (k != unit && b->s.units[k].side == side && unit_up (b, k)
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

static guint
side_available (const BnBattle *b,
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

  if (!unit_up (b, unit) || u->side == bidder)
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
  if (bid > side_available (b, bidder))
    ILLEGAL ("a bid is paid from unspent points not owed to other mercenaries: %u available "
             "(Lionheart, Mercenary treachery)", side_available (b, bidder));
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
        if (unit_up (b, i))
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
    if (b->s.units[i].side == side && unit_up (b, i))
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
      int u = unit_in_hex (b, hex);
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
      guint total[2] = { 0, 0 };
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
      for (guint side = 0; side < 2; side++)
        {
          guint dice = side_leadership (b, side);

          b->s.active = (guint8) side;
          for (guint d = 0; d < dice; d++)
            {
              BnDieSymbol sym;

              if (!battle_roll (b, BN_DIE_LEADERSHIP, &sym, NULL, error))
                return FALSE;
              total[side] += lh_face_points (b->rules, lh_face_of_symbol (sym));
            }
        }
      st->rolls[0] = (guint8) total[0];
      st->rolls[1] = (guint8) total[1];
      high = total[1] > total[0] ? 1 : 0;
      diff = total[high] - total[1 - high];
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
      gboolean horse = is_horse (b, i);
      guint most = u->leadership > 0 ? (horse ? 1 : 2) : u->light ? 2 : battle_class (b, i)->max_figures;

      if (u->light && u->armour_level >= 3)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       "unit %u of side %u: light troops “can't have heavy armor” (Lionheart, Unit types)",
                       u->spec, u->side);
          return FALSE;
        }
      if (u->figures > most)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       "unit %u of side %u has %u figures; its type has %u a stand (Lionheart, Unit types)",
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
   * starts with (house); he is not a piece of his own. */
  for (guint c = 0; c < b->s.n_commanders; c++)
    {
      const BnBattleCommander *cmd = &b->s.commanders[c];
      int u = unit_in_hex (b, cmd->hex);

      if (cmd->rank == BN_COMMANDER_ARMY && cmd->alive && u >= 0 && b->s.units[u].side == cmd->side)
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
  if (unit_in_hex (b, to) >= 0)
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

  if (target >= b->s.n_units || !unit_up (b, target) || b->s.units[target].side == u->side)
    ILLEGAL ("no such enemy unit");
  if (shoot)
    {
      if (st->fired)
        ILLEGAL ("a unit Shoots or Reloads once an action (Lionheart, Actions)");
      if (!battle_weapon (b, unit)->ranged)
        ILLEGAL ("the unit has no missile weapon");
      if (u->unloaded)
        ILLEGAL ("the crossbows must be reloaded first (Lionheart, Weapons)");
      if (!can_shoot_at (b, unit, target))
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
      case BN_ACTION_ORDER_UNIT:
        if (u == NULL || !unit_up (b, action->a) || u->side != b->s.active)
          ILLEGAL ("no such unit of yours");
        if (u->panicked)
          ILLEGAL ("Rally is the only action a panicked unit may take (Lionheart, Actions)");
        return TRUE;
      case BN_ACTION_RALLY:
        if (u == NULL || !unit_up (b, action->a) || u->side != b->s.active)
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
        LhWeapon w = unit_weapon (b, action->a);

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

/* ---- combat ---- */

static gboolean
roll_face (BnBattle      *b,
           BnDiePurpose   purpose,
           LhFace        *out,
           GError       **error)
{
  BnDieSymbol sym;

  if (!battle_roll (b, purpose, &sym, NULL, error))
    return FALSE;
  *out = lh_face_of_symbol (sym);
  return TRUE;
}

static void
lose_figure (BnBattle *b,
             guint     unit)
{
  BnBattleUnit *u = &b->s.units[unit];

  if (u->figures == 0)
    return;
  u->figures--;
  battle_event (b, BN_EVENT_FIGURE_LOST, u->side, unit, 0, 0, u->figures);
  if (u->figures == 0)
    {
      battle_event (b, BN_EVENT_UNIT_ELIMINATED, u->side, unit, 0, 0, 0);
      battle_add_vp (b, 1 - u->side, 1, BN_VICTORY_UNIT);
    }
}

/* Saving rolls for @hits on @target caused by @source; returns the
 * casualties. */
static gboolean
saves (BnBattle  *b,
       guint      target,
       guint      source,
       guint      hits,
       gboolean   melee,
       guint     *out_casualties,
       GError   **error)
{
  const BnBattleUnit *t = &b->s.units[target];
  LhWeapon w = unit_weapon (b, source);
  int armour = t->armour_level;
  guint lost = 0;
  gboolean any = FALSE;
  LhTroop troop;

  if (melee && w == LH_WEAPON_HEAVY)
    armour -= 1;
  if (!melee && w == LH_WEAPON_LONGBOW)
    armour -= 1;
  if (!melee && w == LH_WEAPON_ARBALEST)
    armour -= 2;
  troop = lh_troop (t, is_horse (b, target));
  for (guint f = 0; f < LH_N_FACES; f++)
    any |= lh_save (b->rules, troop, armour, !melee && !t->shields, (LhFace) f);
  /* "(no save)": no die to roll. */
  for (guint i = 0; i < hits && !any; i++)
    lost++;
  for (guint i = 0; i < hits && any; i++)
    {
      LhFace f;

      if (!roll_face (b, BN_DIE_SAVE, &f, error))
        return FALSE;
      if (!lh_save (b->rules, troop, armour, !melee && !t->shields, f))
        lost++;
    }
  *out_casualties = lost;
  return TRUE;
}

/* Hand-to-hand: "Units fighting on their flank subtract one from their
 * roll; units fighting on their rear subtract two. Units that are already
 * panicked subtract two. If one unit took more casualties than the other,
 * the difference is subtracted from its roll and added to the roll of the
 * other." It panics when the result is at most its casualties (twice them
 * for cavalry and light troops): a margin of 0 or less. */
int
lh_melee_panic_margin (int      roll,
                       guint    aspect,
                       gboolean panicked,
                       guint    own_casualties,
                       guint    their_casualties,
                       gboolean doubled)
{
  int total = roll - (int) aspect - (panicked ? 2 : 0) + (int) their_casualties - (int) own_casualties;

  return total - (int) (doubled ? 2 * own_casualties : own_casualties);
}

/* Missile fire: "If the unit is already panicked, subtract two … If the
 * roll is less than the number of casualties the unit received, the unit
 * panics": a margin below 0. */
int
lh_missile_panic_margin (int      roll,
                         gboolean panicked,
                         guint    casualties,
                         gboolean doubled)
{
  return roll - (panicked ? 2 : 0) - (int) (doubled ? 2 * casualties : casualties);
}

static gboolean
morale_roll (BnBattle  *b,
             guint      unit,
             int       *out_total,
             GError   **error)
{
  int total = 0;

  for (guint d = 0; d < b->s.units[unit].morale; d++)
    {
      LhFace f;

      if (!roll_face (b, BN_DIE_PANIC, &f, error))
        return FALSE;
      total += (int) lh_face_points (b->rules, f);
    }
  *out_total = total;
  return TRUE;
}

static gboolean
visible_unpanicked_enemy (const BnBattle *b,
                          guint           unit,
                          guint           enemy)
{
  const BnBattleUnit *e = &b->s.units[enemy];

  return unit_up (b, enemy) && e->side != b->s.units[unit].side && !e->panicked
         && (bn_hex_distance (e->hex, b->s.units[unit].hex) <= 1
             || battle_line_of_sight (b, enemy, b->s.units[unit].hex));
}

/* "Panic moves": the die says how far; each hex farther from all visible
 * unpanicked enemies if possible and never closer to one; the first hex
 * after hand-to-hand farther from the opponent. A unit that cannot stops
 * and loses a figure for each panic on a die per figure. */
static gboolean
panic_move (BnBattle  *b,
            guint      unit,
            int        opponent,
            GError   **error)
{
  BnBattleUnit *u = &b->s.units[unit];
  LhFace f;
  guint hexes;

  if (!roll_face (b, BN_DIE_PANIC_MOVE, &f, error))
    return FALSE;
  hexes = lh_panic_move (b->rules, unit_speed (b, unit), f);
  for (guint step = 0; step < hexes; step++)
    {
      int best_dir = -1;
      int best_score = G_MININT;

      for (guint d = 0; d < BN_HEX_N_DIRS; d++)
        {
          BnHex to = bn_hex_neighbour (u->hex, d);
          gboolean closer = FALSE, all_farther = TRUE;
          int score = 0;

          if (!on_board (b, to) || !terrain_admits (b, to, battle_class (b, unit)->arm)
              || unit_in_hex (b, to) >= 0)
            continue;
          if (step == 0 && opponent >= 0
              && bn_hex_distance (to, b->s.units[opponent].hex)
                 <= bn_hex_distance (u->hex, b->s.units[opponent].hex))
            continue;
          for (guint e = 0; e < b->s.n_units; e++)
            {
              guint before, after;

              if (!visible_unpanicked_enemy (b, unit, e))
                continue;
              before = bn_hex_distance (u->hex, b->s.units[e].hex);
              after = bn_hex_distance (to, b->s.units[e].hex);
              if (after < before)
                closer = TRUE;
              if (after <= before)
                all_farther = FALSE;
              score += (int) after;
            }
          if (closer)
            continue;
          score += all_farther ? 1000 : 0;
          if (score > best_score)
            {
              best_score = score;
              best_dir = (int) d;
            }
        }
      if (best_dir < 0)
        {
          guint n = u->figures;

          battle_event (b, BN_EVENT_RETREAT_BLOCKED, u->side, unit, 0, 0, 0);
          for (guint i = 0; i < n; i++)
            {
              LhFace lf;

              if (!roll_face (b, BN_DIE_FIGURE_LOSS, &lf, error))
                return FALSE;
              if (lf == LH_PANIC)
                lose_figure (b, unit);
            }
          return TRUE;
        }
      u->hex = bn_hex_neighbour (u->hex, (guint) best_dir);
      battle_event (b, BN_EVENT_RETREAT, u->side, unit, (guint) best_dir, 0, 0);
    }
  return TRUE;
}

static void
panic (BnBattle *b,
       guint     unit,
       int       margin)
{
  b->s.units[unit].panicked = 1;
  battle_event (b, BN_EVENT_PANICKED, b->s.units[unit].side, unit, 0, 0, margin);
}

static gboolean
melee (BnBattle  *b,
       guint      att,
       guint      def,
       GError   **error)
{
  guint units[2] = { att, def };
  guint hits[2] = { 0, 0 }, shields[2] = { 0, 0 }, lost[2] = { 0, 0 };
  int margin[2] = { G_MININT, G_MININT };
  gboolean panics[2] = { FALSE, FALSE };

  battle_event (b, BN_EVENT_BATTLE, b->s.units[att].side, att, def, 1, (int) unit_dice (b, att, def, TRUE));
  for (guint k = 0; k < 2; k++)
    {
      guint n = unit_dice (b, units[k], units[1 - k], TRUE);

      for (guint d = 0; d < n; d++)
        {
          LhFace f;

          if (!roll_face (b, BN_DIE_ATTACK, &f, error))
            return FALSE;
          if (f == LH_AXE)
            hits[k]++;
          else if (f == LH_PANIC && b->s.units[units[k]].shields)
            shields[k]++;
        }
    }
  for (guint k = 0; k < 2; k++)
    {
      guint h = hits[k] > shields[1 - k] ? hits[k] - shields[1 - k] : 0;

      if (!saves (b, units[1 - k], units[k], h, TRUE, &lost[1 - k], error))
        return FALSE;
    }
  for (guint k = 0; k < 2; k++)
    for (guint i = 0; i < lost[k]; i++)
      lose_figure (b, units[k]);

  /* Panic in hand-to-hand. */
  for (guint k = 0; k < 2; k++)
    {
      guint u = units[k];
      const BnBattleUnit *bu = &b->s.units[u];
      int total;

      if (!unit_up (b, u) || bu->dedicated)
        continue;
      if (!morale_roll (b, u, &total, error))
        return FALSE;
      /* The attacker always fights to its front. */
      margin[k] = lh_melee_panic_margin (total, k == 1 ? lh_aspect (bu->hex, bu->facing, b->s.units[att].hex) : 0,
                                         bu->panicked, lost[k], lost[1 - k],
                                         is_horse (b, u) || bu->light);
      panics[k] = margin[k] <= 0;
    }
  if (panics[0] && panics[1])
    {
      for (guint k = 0; k < 2; k++)
        panic (b, units[k], margin[k]);
      /* "the one that failed by the most retreats … If both fail by the
       * same amount, both retreat." */
      for (guint k = 0; k < 2; k++)
        if (margin[k] <= margin[1 - k] && !panic_move (b, units[k], (int) units[1 - k], error))
          return FALSE;
      return TRUE;
    }
  for (guint k = 0; k < 2; k++)
    if (panics[k])
      {
        panic (b, units[k], margin[k]);
        if (!panic_move (b, units[k], (int) units[1 - k], error))
          return FALSE;
      }
  return TRUE;
}

static gboolean
shoot (BnBattle  *b,
       guint      unit,
       guint      target,
       GError   **error)
{
  guint n = unit_dice (b, unit, target, FALSE);
  guint hits = 0, panics = 0, lost = 0;
  LhWeapon w = unit_weapon (b, unit);

  battle_event (b, BN_EVENT_BATTLE, b->s.units[unit].side, unit, target,
                bn_hex_distance (b->s.units[unit].hex, b->s.units[target].hex), (int) n);
  for (guint d = 0; d < n; d++)
    {
      LhFace f;

      if (!roll_face (b, BN_DIE_SHOOT, &f, error))
        return FALSE;
      if (f == LH_ARROW)
        hits++;
      else if (f == LH_PANIC)
        panics++;
    }
  if (w == LH_WEAPON_CROSSBOW || w == LH_WEAPON_ARBALEST)
    b->s.units[unit].unloaded = 1;
  if (!saves (b, target, unit, hits, FALSE, &lost, error))
    return FALSE;
  for (guint i = 0; i < lost; i++)
    lose_figure (b, target);
  if (lost > 0 && unit_up (b, target) && !b->s.units[target].dedicated)
    {
      int total, margin;

      if (!morale_roll (b, target, &total, error))
        return FALSE;
      margin = lh_missile_panic_margin (total, b->s.units[target].panicked, lost,
                                        is_horse (b, target) || b->s.units[target].light);
      if (margin < 0)
        {
          panic (b, target, margin);
          if (!panic_move (b, target, -1, error))
            return FALSE;
        }
    }
  /* "A firing unit only retreats if it rolls more panics than other
   * faces in its attack." */
  if (panics * 2 > n && !b->s.units[unit].dedicated && unit_up (b, unit))
    {
      panic (b, unit, -(int) panics);
      if (!panic_move (b, unit, -1, error))
        return FALSE;
    }
  return TRUE;
}

/* ---- apply ---- */

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

    case BN_ACTION_ORDER_UNIT:
      st->unit = (gint8) action->a;
      st->mp = (guint8) unit_speed (b, action->a);
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
          if (!shoot (b, action->a, action->b, error))
            return FALSE;
          hold_objectives (b);
          if (check_over (b))
            return TRUE;
          /* A firing unit that panicked and ran has spent its action. */
          return !b->s.units[action->a].panicked || next_action (b, error);
        }
      st->mp--;
      if (!melee (b, action->a, action->b, error))
        return FALSE;
      hold_objectives (b);
      /* "Attacking ends the unit's action." */
      return b->s.phase == BN_PHASE_OVER || next_action (b, error);

    case BN_ACTION_RELOAD:
      st->fired = 1;
      u->unloaded = 0;
      if (unit_weapon (b, action->a) == LH_WEAPON_ARBALEST)
        {
          st->braced = 1;
          st->mp = 0;
        }
      else
        st->mp--;
      battle_event (b, BN_EVENT_RELOADED, u->side, action->a, 0, 0, 0);
      return TRUE;

    default:
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, "no such action");
      return FALSE;
    }
}

static void
try_add (const BnBattle *b,
         GArray         *out,
         guint           type,
         guint           a,
         guint           bb,
         guint           c)
{
  BnBattleAction action = { (guint8) type, b->s.active, (guint8) a, (guint8) bb, (guint8) c };

  if (lionheart_check (b, &action, NULL))
    g_array_append_val (out, action);
}

static void
lionheart_legal_actions (const BnBattle *b,
                         GArray         *out)
{
  const LhState *st = LHC (b);

  if (b->s.phase == BN_PHASE_ORDER)
    {
      for (guint i = 0; i < b->s.n_units; i++)
        {
          if (b->s.units[i].side != b->s.active || !unit_up (b, i))
            continue;
          try_add (b, out, BN_ACTION_ORDER_UNIT, i, 0, 0);
          for (guint d = 0; d < BN_HEX_N_DIRS; d++)
            try_add (b, out, BN_ACTION_RALLY, i, d, 0);
        }
      /* Bids: any number of points is legal; these three are offered. */
      for (guint i = 0; i < b->s.n_units; i++)
        if (b->s.units[i].mercenary && b->s.units[i].side != b->s.active && unit_up (b, i))
          {
            guint most = side_available (b, b->s.active);
            guint bids[3] = { 1, (most + 1) / 2, most };

            for (guint k = 0; k < 3; k++)
              if (bids[k] >= 1 && (k == 0 || bids[k] != bids[k - 1]))
                try_add (b, out, BN_ACTION_BRIBE, i, bids[k] & 0xFF, bids[k] >> 8);
          }
      try_add (b, out, BN_ACTION_END_TURN, 0, 0, 0);
      return;
    }
  if (st->unit >= 0)
    {
      guint i = (guint) st->unit;

      for (guint d = 0; d < BN_HEX_N_DIRS; d++)
        try_add (b, out, BN_ACTION_FACE, i, d, 0);
      for (guint c = 0; c < 3; c++)
        try_add (b, out, BN_ACTION_MOVE_UNIT, i, b->s.units[i].facing, c);
      for (guint t = 0; t < b->s.n_units; t++)
        for (guint c = 0; c < 2; c++)
          try_add (b, out, BN_ACTION_BATTLE, i, t, c);
      try_add (b, out, BN_ACTION_RELOAD, i, 0, 0);
    }
  try_add (b, out, BN_ACTION_END_MOVES, 0, 0, 0);
}

/* ---- the computer player ---- */

static guint
nearest_enemy (const BnBattle *b,
               guint           unit,
               BnHex           from,
               int            *out_enemy)
{
  guint best = G_MAXUINT;

  *out_enemy = -1;
  for (guint e = 0; e < b->s.n_units; e++)
    if (unit_up (b, e) && b->s.units[e].side != b->s.units[unit].side)
      {
        guint d = bn_hex_distance (from, b->s.units[e].hex);

        if (d < best)
          {
            best = d;
            *out_enemy = (int) e;
          }
      }
  return best;
}

/* How well @facing at @hex points at the nearest enemy: 0 best. */
static guint
facing_error (BnHex hex,
              guint facing,
              BnHex enemy)
{
  int dir = bn_hex_direction_to (hex, enemy);

  if (dir >= 0)
    return bn_hex_dir_difference ((guint) dir, facing) * 2;
  if (bn_hex_in_arc (hex, facing, enemy))
    return 1;
  if (bn_hex_in_arc (hex, bn_hex_dir_rotate (facing, 1), enemy)
      || bn_hex_in_arc (hex, bn_hex_dir_rotate (facing, -1), enemy))
    return 3;
  return 5;
}

static double
score_action (const BnBattle       *b,
              const BnBattleAction *a)
{
  const BnBattleUnit *u = a->a < b->s.n_units ? &b->s.units[a->a] : NULL;
  int enemy;

  switch ((BnBattleActionType) a->type)
    {
    case BN_ACTION_END_TURN:
      return 0.1;
    case BN_ACTION_BRIBE:
      /* The promise is secret: bid everything available, or nothing. */
      return a->b + 256u * a->c == side_available (b, b->s.active) ? 20.0 : -1.0;
    case BN_ACTION_END_MOVES:
      return 0.5;
    case BN_ACTION_RALLY:
      nearest_enemy (b, a->a, u->hex, &enemy);
      return 6.0 - (enemy >= 0 ? facing_error (u->hex, a->b, b->s.units[enemy].hex) * 0.1 : 0);
    case BN_ACTION_ORDER_UNIT:
      {
        GArray *inner;
        double best = 0;
        /* A shallow copy: checks and scores only read, never log. */
        BnBattle copy = *b;

        {
          LhState *st = LH (&copy);

          st->unit = (gint8) a->a;
          st->mp = (guint8) unit_speed (&copy, a->a);
          st->fired = st->moved = st->braced = st->turns_here = 0;
          copy.s.phase = BN_PHASE_MOVE;
        }
        inner = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
        lionheart_legal_actions (&copy, inner);
        for (guint i = 0; i < inner->len; i++)
          {
            const BnBattleAction *x = &g_array_index (inner, BnBattleAction, i);

            if (x->type != BN_ACTION_END_MOVES)
              best = MAX (best, score_action (&copy, x));
          }
        g_array_free (inner, TRUE);
        return best;
      }
    case BN_ACTION_BATTLE:
      {
        const BnBattleUnit *t = &b->s.units[a->b];
        double mine = unit_dice (b, a->a, a->b, !a->c);
        double theirs = a->c ? 0 : unit_dice (b, a->b, a->a, TRUE);
        double v = a->c ? 7.0 + mine * 0.5 : 6.0 + (mine - theirs) + (t->panicked ? 2.0 : 0.0);

        if (!a->c)
          v += lh_aspect (t->hex, t->facing, u->hex) * 1.5;
        return v + (3 - t->armour_level) * 0.2;
      }
    case BN_ACTION_RELOAD:
      return 6.5;
    case BN_ACTION_FACE:
    case BN_ACTION_MOVE_UNIT:
      {
        BnHex hex = u->hex;
        guint facing = u->facing;
        guint before, after, err_before, err_after;
        gboolean archer = battle_weapon (b, a->a)->ranged;

        before = nearest_enemy (b, a->a, hex, &enemy);
        if (enemy < 0)
          return 0;
        err_before = facing_error (hex, facing, b->s.units[enemy].hex);
        if (a->type == BN_ACTION_FACE)
          facing = a->b;
        else
          {
            hex = bn_hex_neighbour (hex, a->b);
            if (a->c != 0)
              facing = bn_hex_dir_rotate (facing, a->c == 1 ? 1 : -1);
          }
        after = nearest_enemy (b, a->a, hex, &enemy);
        err_after = facing_error (hex, facing, b->s.units[enemy].hex);
        if (archer && before <= 3 && after < before)
          return 0.2;   /* archers keep their distance */
        return 1.0 + 2.0 * ((double) before - after) + 0.8 * ((double) err_before - err_after)
               - (a->type == BN_ACTION_FACE ? 0.3 : 0);
      }
    default:
      return 0;
    }
}

static gboolean
lionheart_ai_choose (const BnBattle *b,
                     BnRandom       *jitter,
                     BnBattleAction *out)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  double best = -1e9;

  lionheart_legal_actions (b, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *a = &g_array_index (legal, BnBattleAction, i);
      double v = score_action (b, a) + (double) bn_random_uniform (jitter, 1000) * 1e-4;

      if (v > best)
        {
          best = v;
          *out = *a;
        }
    }
  return legal->len > 0;
}

static const BnRulesetHooks lionheart_hooks = {
  .setup = lionheart_setup,
  .acting_side = lionheart_acting_side,
  .check = lionheart_check,
  .execute = lionheart_execute,
  .legal_actions = lionheart_legal_actions,
  .ai_choose = lionheart_ai_choose,
};

const BnRuleset bn_ruleset_lionheart = {
  .id = "lionheart",
  .name = "Lionheart variant",
  .description = "The Lionheart hex variant: a leadership roll and its action table, units "
                 "that spend movement points to turn, advance and attack, hand-to-hand rolled "
                 "by both sides, armour saving rolls, panic and morale.",
  .source = "Lionheart variant (seed 004)",
  .data_file = "rulesets/lionheart.xml",
  .board = BN_RULESET_BOARD_HEX,
  .new_builtin = NULL,
  .hooks = &lionheart_hooks,
};
