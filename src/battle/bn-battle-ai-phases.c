/* bn-battle-ai-phases.c — the computer player's choices phase by phase:
 * cards, orders, steps, battles and the rest. */
#include "bn-battle-ai-private.h"
#include <math.h>
#include <string.h>

/* ---- phase by phase ---- */

/* The value of a card of @kind: the best units it would order. */
static double
card_value (const Ctx    *x,
            const double *values,
            guint         kind)
{
  const BnCommandCardProfile *card = bn_battle_rules_get_card (x->b->rules, kind);
  const BnBattleState *s = x->s;
  double best[BN_BATTLE_MAX_UNITS];
  guint n = 0;
  double total = 0.0;

  switch (card->kind)
    {
    case BN_CARD_KIND_COLOUR:
    case BN_CARD_KIND_STAKES:
    case BN_CARD_KIND_UNITS:
      for (guint i = 0; i < s->n_units; i++)
        {
          const BnBattleUnit *u = &s->units[i];

          if (u->figures == 0 || u->side != s->active)
            continue;
          if (card->kind == BN_CARD_KIND_COLOUR && u->colour != card->colour)
            continue;
          if (card->kind == BN_CARD_KIND_STAKES
              && (!battle_weapon (x->b, i)->archer || ai_unit_class (x, i)->arm != BN_BATTLE_ARM_FOOT))
            continue;
          if (card->kind == BN_CARD_KIND_UNITS
              && ((card->arms != 0 && !(card->arms & (1u << ai_unit_class (x, i)->arm)))
                  || (card->ranged_only && !battle_weapon (x->b, i)->ranged)))
            continue;
          best[n++] = values[i];
        }
      /* The highest @orders values: a partial selection sort. */
      for (guint k = 0; k < card->orders && k < n; k++)
        {
          guint m = k;

          for (guint j = k + 1; j < n; j++)
            if (best[j] > best[m])
              m = j;
          total += best[m];
          best[m] = best[k];
        }
      /* A tactic card's bonus dice make each battle it orders stronger:
       * about a quarter more per die over the three or four a unit rolls. */
      return total * (1.0 + 0.25 * (card->close_combat_dice + card->ranged_dice));
    case BN_CARD_KIND_EACH_COLOUR:
      for (guint c = 0; c < BN_BATTLE_N_COLOURS; c++)
        {
          double top = 0.0;

          for (guint i = 0; i < s->n_units; i++)
            if (s->units[i].figures > 0 && s->units[i].side == s->active && s->units[i].colour == c)
              top = MAX (top, values[i]);
          total += top;
        }
      return total;
    case BN_CARD_KIND_COMMANDERS:
      return 1.0;
    case BN_CARD_KIND_MONEY:
      return 7.0;    /* a unit may change sides */
    case BN_CARD_KIND_SINGLE_COMBAT:
      return 2.0;
    }
  return 0.0;
}

static gboolean
choose_card (const Ctx      *x,
             BnBattleAction *out)
{
  const BnBattleState *s = x->s;
  guint side = s->active;
  double values[BN_BATTLE_MAX_UNITS];
  Candidates *c = g_newa (Candidates, 1);
  double worst = G_MAXDOUBLE;
  guint worst_slot = 0;

  c->n = 0;
  if (s->n_hand[side] == 0)
    {
      ai_add (c, side, BN_ACTION_END_TURN, 0, 0, 0, 1.0);
      return ai_pick_best (x->ai, x->b, c, 0.0, out);
    }
  ai_check_order_values (x);
  for (guint i = 0; i < s->n_units; i++)
    values[i] = s->units[i].side == side ? ai_kept_order_value (x, i) : 0.0;
  for (guint slot = 0; slot < s->n_hand[side]; slot++)
    {
      double v = card_value (x, values, s->deck_kind[s->hand[side][slot]]);

      ai_add (c, side, BN_ACTION_PLAY_CARD, slot, 0, 0, 1.0 + v + ai_jitter (x->ai));
      if (v < worst)
        {
          worst = v;
          worst_slot = slot;
        }
    }
  if (ai_pick_best (x->ai, x->b, c, 0.0, out))
    return TRUE;
  /* No card orders anything: throw away the least useful. */
  c->n = 0;
  ai_add (c, side, BN_ACTION_DISCARD_CARD, worst_slot, 0, 0, 1.0);
  return ai_pick_best (x->ai, x->b, c, 0.0, out);
}

/* The value of ordering @unit with its company: the units sharing its
 * hex under a commander come along. */
static double
company_value (const Ctx    *x,
               const double *values,
               guint         unit)
{
  const BnBattleUnit *u = &x->s->units[unit];
  double v = values[unit];

  if (unit_commander (x->b, unit) >= 0)
    for (guint i = 0; i < x->s->n_units; i++)
      if (i != unit && x->s->units[i].figures > 0 && x->s->units[i].side == u->side
          && bn_hex_equal (x->s->units[i].hex, u->hex))
        v += values[i];
  return v;
}

/* Forming a "Battle" holds its units for a turn; with no enemy unit
 * within this many hexes none can reach and strike them before they act
 * again (cavalry move 3 and strike the next hex). */
#define FORM_SAFE_DISTANCE 4

/* Forming a "Battle" while the enemy is far away: afterwards one order
 * moves up to four units. The captain takes the units of his zone that
 * belong to none, in unit order, of at most two colours, no artillery
 * (it would slow them all to its pace). */
static void
form_candidate (const Ctx  *x,
                guint       ci,
                Candidates *c)
{
  const BnBattleState *s = x->s;
  const BnBattleCommander *cmd = &s->commanders[ci];
  guint8 units[BN_BATTLE_GROUP_MAX_CANDIDATES];
  guint n, mask = 0, count = 0, colours = 0;

  if (cmd->side != s->active || !cmd->alive || cmd->ordered
      || (cmd->rank != BN_COMMANDER_CAPTAIN && cmd->rank != BN_COMMANDER_ARMY)
      || (cmd->group >= 0 && s->groups[cmd->group].alive))
    return;
  for (guint i = 0; i < s->n_units; i++)
    if (s->units[i].figures > 0 && s->units[i].side != cmd->side
        && ai_distance (s->units[i].hex, cmd->hex) <= FORM_SAFE_DISTANCE)
      return;
  n = bn_battle_group_candidates (x->b, ci, units);
  for (guint k = 0; k < n && count < 4; k++)
    {
      const BnBattleUnit *u = &s->units[units[k]];
      guint with = colours | (1u << u->colour);

      if (u->ordered != BN_ORDER_NONE || (u->group >= 0 && s->groups[u->group].alive)
          || ai_unit_class (x, units[k])->arm == BN_BATTLE_ARM_ARTILLERY
          || bn_battle_count_bits (with) > 2)
        continue;
      colours = with;
      mask |= 1u << k;
      count++;
    }
  if (count >= 2)
    ai_add (c, s->active, BN_ACTION_FORM_GROUP, ci, mask & 0xFF, mask >> 8, 1.5 * count + ai_jitter (x->ai));
}

static gboolean
choose_order (const Ctx      *x,
              BnBattleAction *out)
{
  const BnBattleState *s = x->s;
  guint side = s->active;
  double values[BN_BATTLE_MAX_UNITS];
  Candidates *c = g_newa (Candidates, 1);
  gboolean any_ordered = FALSE;

  c->n = 0;
  ai_check_order_values (x);
  for (guint i = 0; i < s->n_units; i++)
    {
      values[i] = 0.0;
      if (s->units[i].side == side && s->units[i].figures > 0)
        {
          if (s->units[i].ordered != BN_ORDER_NONE)
            any_ordered = TRUE;
          else
            values[i] = ai_kept_order_value (x, i);
        }
    }
  for (guint i = 0; i < s->n_units; i++)
    if (s->units[i].side == side && s->units[i].figures > 0 && s->units[i].ordered == BN_ORDER_NONE)
      ai_add (c, side, BN_ACTION_ORDER_UNIT, i, 0, 0, company_value (x, values, i) + ai_jitter (x->ai));
  for (guint g = 0; g < s->n_groups; g++)
    {
      const BnBattleGroup *group = &s->groups[g];
      double v = 0.0;

      if (group->side != side || !group->alive)
        continue;
      for (guint k = 0; k < group->n_units; k++)
        v += values[group->units[k]];
      /* Moving as one keeps the "Battle" together: worth a little more. */
      ai_add (c, side, BN_ACTION_ORDER_GROUP, g, 0, 0, v + 0.5 + ai_jitter (x->ai));
    }
  /* A commander on his own joins a unit that lacks one: a die more. */
  for (guint i = 0; i < s->n_commanders; i++)
    {
      const BnBattleCommander *cmd = &s->commanders[i];

      if (cmd->side == side && cmd->alive && !cmd->ordered && cmd->rank != BN_COMMANDER_SERGEANT
          && cmd->rank != BN_COMMANDER_CHARACTER && units_on (x->b, cmd->hex, side, NULL) == 0)
        ai_add (c, side, BN_ACTION_ORDER_COMMANDER, i, 0, 0, (any_ordered ? 0.5 : 1.5) + ai_jitter (x->ai));
      form_candidate (x, i, c);
    }
  /* A unit that broke out of its "Battle" is ordered back first. */
  if (s->stragglers > 0)
    for (guint i = 0; i < s->n_units; i++)
      if (s->units[i].side == side && s->units[i].ordered == BN_ORDER_NONE
          && bn_battle_unit_must_rejoin (x->b, i))
        ai_add (c, side, BN_ACTION_ORDER_UNIT, i, 0, 0, 100.0 + ai_jitter (x->ai));
  if (ai_pick_best (x->ai, x->b, c, 0.0, out))
    return TRUE;
  c->n = 0;
  ai_add (c, side, BN_ACTION_END_ORDERS, 0, 0, 0, 1.0);
  return ai_pick_best (x->ai, x->b, c, 0.0, out);
}

/* Where @unit's step in @dir leads: FALSE when it plainly cannot go
 * there (the engine has the last word on the rest). */
static gboolean
step_target (const Ctx *x,
             guint      unit,
             guint      dir,
             BnHex     *out_hex,
             gboolean  *out_no_battle)
{
  const BnBattleUnit *u = &x->s->units[unit];
  BnHex to = ai_neighbour (x, u->hex, dir);
  const BnTerrainProfile *t = ai_terrain (x, to);

  if (t == NULL || t->move == BN_TERRAIN_MOVE_IMPASSABLE
      || (t->move == BN_TERRAIN_MOVE_INFANTRY_ONLY && ai_unit_class (x, unit)->arm != BN_BATTLE_ARM_FOOT))
    return FALSE;
  for (guint k = 0; k < x->n_living[1 - u->side]; k++)
    if (bn_hex_equal (x->living_hex[1 - u->side][k], to))
      return FALSE;
  *out_hex = to;
  *out_no_battle = u->no_battle || t->move == BN_TERRAIN_MOVE_STOP_NO_BATTLE;
  return TRUE;
}

/* The candidates of one unit's move: its steps (with its commander when
 * one stands with it) and its facings, each scored by how much better
 * the unit stands after it. */
static void
unit_move_candidates (const Ctx  *x,
                      guint       unit,
                      Candidates *c)
{
  const BnBattleState *s = x->s;
  const BnBattleUnit *u = &s->units[unit];
  const BnClassProfile *cls = ai_unit_class (x, unit);
  guint front_cost = bn_battle_rules_get_constants (x->b->rules)->front_change_cost;
  guint side = s->active;
  double here = ai_position_score (x, unit, u->hex, u->facing, u->moved, u->no_battle);
  int cmd = unit_commander (x->b, unit);
  gboolean take_commander = cmd >= 0 && (s->commanders[cmd].group < 0
                                         || !s->groups[s->commanders[cmd].group].alive);

  if (!u->stopped && !u->done && u->moved < cls->move)
    for (guint d = 0; d < BN_HEX_N_DIRS; d++)
      {
        BnHex to;
        gboolean no_battle;
        double v;

        if (!step_target (x, unit, d, &to, &no_battle))
          continue;
        v = ai_position_score (x, unit, to, u->facing, u->moved + 1, no_battle);
        /* It may still turn to face the way it went, if it has not. */
        if (!u->faced && d != u->facing)
          {
            guint cost = bn_hex_dir_difference (d, u->start_facing) >= 2 ? front_cost : 0;

            if (u->moved + 1 + cost <= cls->move)
              v = MAX (v, ai_position_score (x, unit, to, d, u->moved + 1 + cost, no_battle) - 0.2);
          }
        if (take_commander)
          ai_add (c, side, BN_ACTION_MOVE_UNIT, unit, d, 1, v - here + 0.05 + ai_jitter (x->ai));
        ai_add (c, side, BN_ACTION_MOVE_UNIT, unit, d, 0, v - here + ai_jitter (x->ai));
      }
  if (!u->done && !u->faced)
    for (guint f = 0; f < BN_HEX_N_DIRS; f++)
      {
        guint cost;
        double v;

        if (f == u->facing)
          continue;
        cost = bn_hex_dir_difference (f, u->start_facing) >= 2 ? front_cost : 0;
        if (u->moved + cost > cls->move)
          continue;
        v = ai_position_score (x, unit, u->hex, f, u->moved + cost, u->no_battle);
        ai_add (c, side, BN_ACTION_FACE, unit, f, 0, v - here + ai_jitter (x->ai));
      }
}

static void
group_move_candidates (const Ctx  *x,
                       guint       g,
                       Candidates *c)
{
  const BnBattleState *s = x->s;
  const BnBattleGroup *group = &s->groups[g];
  const BnBattleCommander *captain = &s->commanders[group->captain];

  if (group->side != s->active || !group->alive || !captain->alive || !captain->ordered || captain->stopped)
    return;
  for (guint d = 0; d < BN_HEX_N_DIRS; d++)
    {
      double delta = 0.0;
      gboolean possible = TRUE;

      for (guint k = 0; k < group->n_units && possible; k++)
        {
          guint unit = group->units[k];
          const BnBattleUnit *u = &s->units[unit];
          BnHex to;
          gboolean no_battle;

          if (u->figures == 0 || u->group != (gint8) g || !bn_battle_unit_in_group_zoc (x->b, unit))
            continue;
          if (!step_target (x, unit, d, &to, &no_battle))
            {
              possible = FALSE;
              break;
            }
          delta += ai_position_score (x, unit, to, u->facing, u->moved + 1, no_battle)
                   - ai_position_score (x, unit, u->hex, u->facing, u->moved, u->no_battle);
        }
      if (possible)
        ai_add (c, s->active, BN_ACTION_MOVE_GROUP, g, d, 0, delta + ai_jitter (x->ai));
    }
}

/* A commander moving alone heads for the nearest friendly unit without
 * one (he adds a die and steadies it). */
static void
commander_move_candidates (const Ctx  *x,
                           guint       ci,
                           Candidates *c)
{
  const BnBattleState *s = x->s;
  const BnBattleCommander *cmd = &s->commanders[ci];
  guint best_d = 99;
  BnHex goal = cmd->hex;

  if (!cmd->alive || cmd->stopped || cmd->side != s->active
      || (cmd->group >= 0 && s->groups[cmd->group].alive))
    return;
  /* A campaign leader moves without an order (Day of Battle, Movement),
   * but one already with a unit stays with it. */
  if (!cmd->ordered && (battle_leader_own_move (x->b, ci) == 0 || units_on (x->b, cmd->hex, cmd->side, NULL) > 0))
    return;
  for (guint i = 0; i < s->n_units; i++)
    {
      const BnBattleUnit *u = &s->units[i];
      guint d;

      if (u->figures == 0 || u->side != cmd->side || commander_on (x->b, u->hex, cmd->side) >= 0)
        continue;
      d = ai_distance (cmd->hex, u->hex);
      if (d < best_d)
        {
          best_d = d;
          goal = u->hex;
        }
    }
  if (best_d == 99 || best_d == 0)
    return;
  for (guint d = 0; d < BN_HEX_N_DIRS; d++)
    if (ai_distance (ai_neighbour (x, cmd->hex, d), goal) < best_d)
      ai_add (c, s->active, BN_ACTION_MOVE_COMMANDER, ci, d, 0, 0.5 + ai_jitter (x->ai));
}

static gboolean
choose_move (const Ctx      *x,
             BnBattleAction *out)
{
  const BnBattleState *s = x->s;
  Candidates *c = g_newa (Candidates, 1);

  c->n = 0;
  /* A unit that broke out of its "Battle" heads back to its captain. */
  if (s->stragglers > 0)
    for (guint i = 0; i < s->n_units; i++)
      if (s->units[i].side == s->active && s->units[i].ordered != BN_ORDER_NONE
          && bn_battle_unit_must_rejoin (x->b, i))
        {
          BnHex captain = s->commanders[s->groups[s->units[i].group].captain].hex;
          guint now = ai_distance (s->units[i].hex, captain);

          for (guint d = 0; d < BN_HEX_N_DIRS; d++)
            if (ai_distance (ai_neighbour (x, s->units[i].hex, d), captain) < now)
              ai_add (c, s->active, BN_ACTION_MOVE_UNIT, i, d, 0, 100.0 + ai_jitter (x->ai));
        }
  if (ai_pick_best (x->ai, x->b, c, 0.05, out))
    return TRUE;
  c->n = 0;
  /* Finish the move in progress first: starting another ends it. */
  if (s->moving_kind == 1)
    unit_move_candidates (x, s->moving_index, c);
  else if (s->moving_kind == 3)
    group_move_candidates (x, s->moving_index, c);
  else if (s->moving_kind == 2)
    commander_move_candidates (x, s->moving_index, c);
  if (ai_pick_best (x->ai, x->b, c, 0.05, out))
    return TRUE;
  c->n = 0;
  for (guint i = 0; i < s->n_units; i++)
    {
      const BnBattleUnit *u = &s->units[i];

      if (u->side == s->active && u->figures > 0 && u->ordered != BN_ORDER_NONE
          && u->ordered != BN_ORDER_HOLD && !u->done && !(s->moving_kind == 1 && s->moving_index == i))
        unit_move_candidates (x, i, c);
    }
  for (guint g = 0; g < s->n_groups; g++)
    if (!(s->moving_kind == 3 && s->moving_index == g))
      group_move_candidates (x, g, c);
  for (guint ci = 0; ci < s->n_commanders; ci++)
    if (!(s->moving_kind == 2 && s->moving_index == ci))
      commander_move_candidates (x, ci, c);
  if (ai_pick_best (x->ai, x->b, c, 0.05, out))
    return TRUE;
  c->n = 0;
  ai_add (c, s->active, BN_ACTION_END_MOVES, 0, 0, 0, 1.0);
  return ai_pick_best (x->ai, x->b, c, 0.0, out);
}

/* Turns a unit to face an enemy that reached its passive front. */
static gboolean
choose_receive (const Ctx      *x,
                BnBattleAction *out)
{
  const BnBattleState *s = x->s;
  guint side = 1 - s->active;
  Candidates *c = g_newa (Candidates, 1);

  c->n = 0;
  for (guint i = 0; i < s->n_units; i++)
    {
      const BnBattleUnit *u = &s->units[i];
      gboolean exposed = FALSE;
      double here;

      if (u->side != side || u->figures == 0 || u->received)
        continue;
      for (guint e = 0; e < s->n_units && !exposed; e++)
        exposed = s->units[e].figures > 0 && s->units[e].side == s->active && s->units[e].moved > 0
                  && ai_distance (s->units[e].hex, u->hex) == 1 && !ai_in_arc (x, u->hex, u->facing, s->units[e].hex);
      if (!exposed)
        continue;
      here = ai_position_score (x, i, u->hex, u->facing, 0, FALSE);
      for (guint f = 0; f < BN_HEX_N_DIRS; f++)
        if (f != u->facing)
          {
            double v = ai_position_score (x, i, u->hex, f, 0, FALSE) - here;

            if (v > 0.0)
              ai_add (c, side, BN_ACTION_RECEIVE, i, f, 0, v + ai_jitter (x->ai));
          }
    }
  if (ai_pick_best (x->ai, x->b, c, 0.0, out))
    return TRUE;
  c->n = 0;
  ai_add (c, side, BN_ACTION_END_RECEIVE, 0, 0, 0, 1.0);
  return ai_pick_best (x->ai, x->b, c, 0.0, out);
}

static gboolean
choose_battle (const Ctx      *x,
               BnBattleAction *out)
{
  const BnBattleState *s = x->s;
  guint side = s->active;
  Candidates *c = g_newa (Candidates, 1);
  gboolean fast = (x->b->scenario->options & BN_BATTLE_OPTION_FAST_PLAY) != 0;
  gboolean by_colour = bn_battle_rules_get_constants (x->b->rules)->group_battles_by_colour;

  c->n = 0;
  for (guint i = 0; i < s->n_units; i++)
    {
      const BnBattleUnit *u = &s->units[i];
      guint reach;
      int cmd;
      int bonus = 0;

      /* A "Battle"'s unit of another colour may battle by the variant's
       * exception; the engine's check says whether it may now. */
      if (u->side != side || u->figures == 0
          || (u->ordered != BN_ORDER_FULL
              && !(u->ordered == BN_ORDER_MOVE_ONLY && u->group >= 0 && by_colour))
          || (u->battled && !(u->follow_up > 0 && u->follow_up != 0xFF)))
        continue;
      reach = ai_profile (x, i)->reach;
      cmd = unit_commander (x->b, i);
      if (cmd >= 0 && s->commanders[cmd].rank != BN_COMMANDER_SERGEANT
          && s->commanders[cmd].rank != BN_COMMANDER_CHARACTER && !s->commanders[cmd].supported
          && !s->commanders[cmd].held && ai_unit_class (x, i)->arm != BN_BATTLE_ARM_ARTILLERY)
        bonus = 1;
      for (guint t = 0; t < s->n_units; t++)
        {
          const BnBattleUnit *e = &s->units[t];
          guint d;
          double v;

          if (e->side == side || e->figures == 0)
            continue;
          if (u->battled && t + 1 != u->follow_up)
            continue;
          d = ai_distance (u->hex, e->hex);
          if (d > reach || !ai_in_arc (x, u->hex, u->facing, e->hex))
            continue;
          v = ai_strike_value (x, i, t, d, ai_dice_at (x, i, u->hex, e->hex, d) + bonus);
          /* Ranged fire first: close combat would pin targets it could hit. */
          if (d > 1)
            v += 0.25;
          ai_add (c, side, BN_ACTION_BATTLE, i, t, 0, v + ai_jitter (x->ai));
        }
      if (!u->battled && ai_unit_class (x, i)->arm != BN_BATTLE_ARM_ARTILLERY)
        for (guint t = 0; t < s->n_commanders; t++)
          {
            const BnBattleCommander *e = &s->commanders[t];
            guint d;
            int dice;
            double p;

            if (e->side == side || !e->alive)
              continue;
            d = ai_distance (u->hex, e->hex);
            if (d > reach || !ai_in_arc (x, u->hex, u->facing, e->hex))
              continue;
            /* A wounded character next to it is a prisoner for the taking. */
            if (e->wounded)
              {
                if (d == 1)
                  ai_add (c, side, BN_ACTION_TAKE_PRISONER, i, t, 0, 3.0 + ai_jitter (x->ai));
                continue;
              }
            dice = ai_dice_at (x, i, u->hex, e->hex, d) + bonus;
            if (dice <= 0)
              continue;
            /* Only crossed swords hit a commander, and he may save. */
            p = 1.0 - pow (5.0 / 6.0, dice);
            if (!fast)
              p *= d == 1 ? 5.0 / 6.0 : 4.0 / 6.0;
            ai_add (c, side, BN_ACTION_ATTACK_COMMANDER, i, t, 0, 3.0 * p + ai_jitter (x->ai));
          }
    }
  if (ai_pick_best (x->ai, x->b, c, 0.0, out))
    return TRUE;
  c->n = 0;
  ai_add (c, side, BN_ACTION_END_TURN, 0, 0, 0, 1.0);
  return ai_pick_best (x->ai, x->b, c, 0.0, out);
}

/* The defender stands, unless the fight is bad: it cannot strike back
 * (attacked at range or on its passive front) and is worn down, or it is
 * nearly surrounded. Falling back then saves it for later. */
static gboolean
choose_defence (const Ctx      *x,
                BnBattleAction *out)
{
  const BnBattleState *s = x->s;
  const BnBattleUnit *d = &s->units[s->target];
  const BnBattleUnit *a = &s->units[s->attacker];
  guint side = d->side;
  Candidates *c = g_newa (Candidates, 1);
  gboolean strikes_back = ai_in_arc (x, d->hex, d->facing, a->hex) && s->range <= ai_profile (x, s->target)->reach;
  guint adjacent = 0;
  double expected = s->dice * ai_profile (x, s->attacker)->hit[ai_unit_class (x, s->target)->armour][s->range == 1];

  for (guint i = 0; i < s->n_units; i++)
    if (s->units[i].figures > 0 && s->units[i].side != side && ai_distance (s->units[i].hex, d->hex) == 1)
      adjacent++;
  c->n = 0;
  ai_add (c, side, BN_ACTION_STAND, 0, 0, 0, 1.0);
  if ((!strikes_back && (d->figures <= 3 || expected + 1.0 >= d->figures)) || adjacent >= 3)
    for (guint dir = 0; dir < BN_HEX_N_DIRS; dir++)
      ai_add (c, side, BN_ACTION_WITHDRAW, 0, dir, 0, 2.0 + ai_jitter (x->ai));
  return ai_pick_best (x->ai, x->b, c, 0.0, out);
}

/* Advance into the emptied hex when cavalry can strike again, or when
 * the hex is not a trap (at most one other enemy next to it). */
static gboolean
choose_breakthrough (const Ctx      *x,
                     BnBattleAction *out)
{
  const BnBattleState *s = x->s;
  const BnBattleUnit *u = &s->units[s->attacker];
  BnHex to = ai_neighbour (x, u->hex, s->breakthrough_hex_dir);
  guint threats = 0;
  Candidates *c = g_newa (Candidates, 1);
  gboolean advance;

  for (guint i = 0; i < s->n_units; i++)
    if (s->units[i].figures > 0 && s->units[i].side != u->side && ai_distance (s->units[i].hex, to) == 1)
      threats++;
  advance = (ai_unit_class (x, s->attacker)->arm == BN_BATTLE_ARM_HORSE && s->units[s->target].figures > 0)
            || threats <= 1;
  c->n = 0;
  ai_add (c, s->active, BN_ACTION_ADVANCE, 0, 0, 0, advance ? 2.0 : 1.0);
  /* The commander stays behind, unless he must go (a hero with his unit). */
  ai_add (c, s->active, BN_ACTION_ADVANCE, 0, 0, 1, advance ? 1.5 : 0.5);
  ai_add (c, s->active, BN_ACTION_HOLD, 0, 0, 0, advance ? 1.0 : 2.0);
  return ai_pick_best (x->ai, x->b, c, 0.0, out);
}

/* Of two unit types in the hex attacked, the casualties go to the unit
 * likelier to survive them: the most figures left after the hits it
 * should take, so the enemy is least likely to win a point. */
static gboolean
choose_casualties (const Ctx      *x,
                   BnBattleAction *out)
{
  const BnBattleState *s = x->s;
  guint8 there[4];
  guint n = units_on (x->b, s->units[s->target].hex, 1 - s->active, there);
  Candidates *c = g_newa (Candidates, 1);

  c->n = 0;
  for (guint i = 0; i < MIN (n, 4u); i++)
    {
      double hits = s->dice * ai_profile (x, s->attacker)->hit[ai_unit_class (x, there[i])->armour][s->range == 1];

      ai_add (c, 1 - s->active, BN_ACTION_TAKE_CASUALTIES, there[i], 0, 0,
           100.0 + s->units[there[i]].figures - hits + ai_jitter (x->ai));
    }
  return ai_pick_best (x->ai, x->b, c, 0.0, out);
}

/* The retreat hex of the House rule (a rallying commander first, then
 * straight back), and a figure rather than the commander when blocked. */
static gboolean
choose_retreat (const Ctx      *x,
                BnBattleAction *out)
{
  Candidates *c = g_newa (Candidates, 1);

  c->n = 0;
  ai_add (c, 1 - x->s->active, BN_ACTION_RETREAT, x->s->target, battle_retreat_default (x->b), 0, 1.0);
  return ai_pick_best (x->ai, x->b, c, 0.0, out);
}

/* Pays gold only when the hand can cover what is still owed (a bribe or
 * a ransom); a challenge is always fought rather than bought off. */
static gboolean
choose_pay (const Ctx      *x,
            BnBattleAction *out)
{
  const BnBattleState *s = x->s;
  guint side = s->pay_side;
  guint gold = 0;
  int slot = -1;
  Candidates *c = g_newa (Candidates, 1);

  for (guint i = 0; i < s->n_hand[side]; i++)
    {
      guint g = bn_battle_rules_get_card (x->b->rules, s->deck_kind[s->hand[side][i]])->gold;

      gold += g;
      if (g > 0 && slot < 0)
        slot = (int) i;
    }
  c->n = 0;
  ai_add (c, side, BN_ACTION_REFUSE, 0, 0, 0, 1.0);
  if (slot >= 0 && s->gold_paid + gold >= s->gold_due && s->pay_reason != PAY_AVOID_DUEL)
    ai_add (c, side, BN_ACTION_PAY, (guint) slot, 0, 0, 2.0);
  return ai_pick_best (x->ai, x->b, c, 0.0, out);
}

/* Any legal action, uniformly: the yardstick player, and the sensible
 * player's last resort. */
gboolean
ai_choose_random (BnBattleAi     *ai,
                  const BnBattle *b,
                  BnBattleAction *out)
{
  guint n = bn_battle_legal_actions (b, ai->legal);

  if (n == 0)
    return FALSE;
  *out = g_array_index (ai->legal, BnBattleAction, bn_random_uniform (ai->random, n));
  return TRUE;
}

/* The sensible ("standard") player's choice for whichever side must
 * decide now; FALSE only when the battle is over. */
gboolean
ai_choose_sensible (BnBattleAi     *ai,
                    const BnBattle *battle,
                    BnBattleAction *out_action)
{
  gboolean found = FALSE;
  Ctx x;

  if (battle->s.phase == BN_PHASE_OVER)
    return FALSE;
  /* Retainers first, where one is worth using (Day of Battle, Retainers). */
  if (battle_ai_retainer (battle, out_action))
    return TRUE;
  if (battle_hooks (battle)->ai_choose != NULL && battle->s.phase != BN_PHASE_DEPLOY)
    {
      if (battle_hooks (battle)->ai_choose (battle, ai->random, out_action))
        return TRUE;
      ai->n_fallbacks++;
      return ai_choose_random (ai, battle, out_action);
    }

  ai_use_rules (ai, battle->rules);
  x.ai = ai;
  x.b = battle;
  x.s = &battle->s;
  x.n_living[0] = x.n_living[1] = 0;
  x.keep[0] = x.keep[1] = FALSE;
  x.walk_ready[0] = x.walk_ready[1] = FALSE;
  for (guint i = 0; i < battle->s.n_units; i++)
    {
      const BnBattleUnit *u = &battle->s.units[i];

      if (u->figures > 0)
        {
          x.living_hex[u->side][x.n_living[u->side]] = u->hex;
          x.living[u->side][x.n_living[u->side]++] = (guint8) i;
        }
    }
  /* How far each side's units must walk to the enemy, read by every
   * position and order weighed (and kept between decisions). */
  ai_fill_walk (&x, 0);
  ai_fill_walk (&x, 1);
  if (battle->s.phase == BN_PHASE_MOVE)
    ai_check_kept_positions (&x, battle->s.active);
  else if (battle->s.phase == BN_PHASE_RECEIVE)
    ai_check_kept_positions (&x, 1 - battle->s.active);
  switch ((BnBattlePhase) battle->s.phase)
    {
    case BN_PHASE_PLAY_CARD: found = choose_card (&x, out_action); break;
    case BN_PHASE_ORDER: found = choose_order (&x, out_action); break;
    case BN_PHASE_MOVE: found = choose_move (&x, out_action); break;
    case BN_PHASE_RECEIVE: found = choose_receive (&x, out_action); break;
    case BN_PHASE_BATTLE: found = choose_battle (&x, out_action); break;
    case BN_PHASE_DEFEND: found = choose_defence (&x, out_action); break;
    case BN_PHASE_BREAKTHROUGH: found = choose_breakthrough (&x, out_action); break;
    case BN_PHASE_PAY: found = choose_pay (&x, out_action); break;
    case BN_PHASE_CASUALTIES: found = choose_casualties (&x, out_action); break;
    case BN_PHASE_RETREAT: found = choose_retreat (&x, out_action); break;
    case BN_PHASE_DEPLOY:
      /* The computer keeps the places its army's setup gave its units. */
      *out_action = (BnBattleAction) { BN_ACTION_END_DEPLOY, (guint8) bn_battle_get_acting_side (battle), 0, 0, 0 };
      found = TRUE;
      break;
    case BN_PHASE_SPECIAL:
    case BN_PHASE_DUEL_DRAW:
    case BN_PHASE_OVER:
      break;
    }
  if (found)
    return TRUE;
  /* Special-card targets and drawn duels are rare: any legal choice. A
   * phase above that found nothing is counted, to keep it rare. */
  if (battle->s.phase != BN_PHASE_SPECIAL && battle->s.phase != BN_PHASE_DUEL_DRAW)
    ai->n_fallbacks++;
  return ai_choose_random (ai, battle, out_action);
}
