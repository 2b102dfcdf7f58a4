/* bn-junior-general-ai.c — the computer player of Junior General: a greedy
 * reading of the playsheet. Every stand it may remove is weighed by what
 * it would go on doing (a machine most, archers more than the rest). It
 * shoots where the tables promise most; moves its units straight at the
 * nearest enemy up to the 10 cm line, where they wait for the Charge step
 * (archers and machines stop once something is in range; archers an enemy
 * could charge step back out of its reach first, still facing it; heavy
 * cavalry rides for the enemy's machines and archers instead when they are
 * not much further); sends a commander standing with a fighting unit to
 * a shooting unit within his reach, where he adds a die to every shot and
 * is far less often lost; charges where the expected stands taken beat
 * the stands lost, or nearly (a charge at an engaged enemy from its side counts its
 * +1 and no blows back); fights a melee only when it expects to take at
 * least half a stand more than it loses, so a second unit or the enemy's
 * own attack gives the free blows; avoids an infantry charge with cavalry
 * when standing would cost more; and never retreats. Its moves are its
 * own search's, checked by the engine; everything else is picked from the
 * engine's legal actions (those of a shooting, charging or melee step
 * listed here, less the pairs too far apart to be allowed). */
#include "bn-junior-general-private.h"

#include <math.h>

/* The chance that one die of @attacker removes a stand of @defender. */
static double
p_melee (const BnBattle *b,
         BnJgType        attacker,
         BnJgType        defender,
         int             bonus)
{
  int need = (int) bn_jg_melee_needs (b->rules, attacker, defender) - bonus;

  return CLAMP (7 - MAX (need, 1), 0, 6) / 6.0;
}

/* What a stand of @target is worth removing, in stands: one, and more
 * for what it would go on doing — a machine throws every turn from far
 * off, archers shoot every turn (house weights, the computer's own). */
static double
stand_worth (const BnBattle *b,
             guint           target)
{
  switch ((BnJgType) JGC (b)->type[target])
    {
    case BN_JG_BALLISTA:
    case BN_JG_CATAPULT:
      return 3.0;
    case BN_JG_ARCHERY:
      return 1.5;
    default:
      return 1.0;
    }
}

/* Stands @unit expects to take from @target, less those it expects to
 * lose to the blows back, fighting from where they stand (or, for a
 * charge, from the side of @target it comes at). */
static double
melee_value (const BnBattle *b,
             guint           unit,
             guint           target,
             gboolean        charging)
{
  const JgState *st = JGC (b);
  BnTableRect a = jg_unit_rect (b, unit), t = jg_unit_rect (b, target);
  BnTableAspect aspect = BN_TABLE_FRONT;
  int stands;
  double value, flank;
  guint dice;

  if (charging)
    {
      aspect = jg_engaged (b, target) ? jg_aspect (&t, &a, NULL) : BN_TABLE_FRONT;
      stands = (int) MIN (b->s.units[unit].figures, b->s.units[target].figures);
      if (aspect == BN_TABLE_FLANK)
        stands = 1;
    }
  else
    stands = jg_melee_geometry (b, unit, target, &aspect);
  flank = aspect != BN_TABLE_FRONT ? jg_modifier (b->rules, JG_MOD_FLANK) : 0;
  dice = jg_melee_dice (b, unit, target, (guint) MAX (stands, 1), aspect);
  if (charging && bn_jg_is_cavalry ((BnJgType) st->type[unit])
      && b->s.units[unit].figures >= jg_modifier (b->rules, JG_MOD_CHARGE_STANDS))
    dice += jg_modifier (b->rules, JG_MOD_CHARGE_DICE);
  value = MIN (dice * p_melee (b, st->type[unit], st->type[target], (int) flank),
               (double) b->s.units[target].figures) * stand_worth (b, target);
  if (aspect == BN_TABLE_FRONT && !b->s.units[target].battled)
    value -= MIN ((MAX (stands, 1) + (jg_commander_of (b, target) >= 0 ? 1 : 0))
                  * p_melee (b, st->type[target], st->type[unit], 0),
                  (double) b->s.units[unit].figures) * stand_worth (b, unit);
  return value;
}

/* A commander alone, charged or fought: the chance of taking him (worth
 * his victory points, counted in stands, and a die his army loses) less
 * the stand he may take back with his +1. */
static double
commander_value (const BnBattle *b,
                 guint           unit,
                 guint           commander,
                 gboolean        charging)
{
  const JgState *st = JGC (b);
  const int *victory = jg_table (b->rules, "victory");
  BnJgType ctype = jg_commander_type (b, commander);
  guint dice = jg_commander_fight_dice (b, unit);
  double miss;

  if (charging && bn_jg_is_cavalry ((BnJgType) st->type[unit])
      && b->s.units[unit].figures >= jg_modifier (b->rules, JG_MOD_CHARGE_STANDS))
    dice += jg_modifier (b->rules, JG_MOD_CHARGE_DICE);
  miss = pow (1 - p_melee (b, st->type[unit], ctype, 0), dice);
  return (1 - miss) * (1.0 + (double) victory[1] / MAX (victory[0], 1))
         - p_melee (b, ctype, st->type[unit], (int) jg_modifier (b->rules, JG_MOD_LONE_COMMANDER));
}

/* Whether the melee's winner should go into the place it emptied: yes,
 * unless that puts it in contact with enemies it expects to lose to. */
static gboolean
follow_wanted (const BnBattle *b)
{
  BnBattle tmp = *b;
  BnTablePlace place;
  guint unit = JGC (b)->follow_unit;
  double value = 0;

  if (!jg_follow_place (b, &place))
    return FALSE;
  JG (&tmp)->follow_unit = JG_NONE;
  jg_set_place (&tmp, unit, place);
  tmp.s.units[unit].battled = 0;
  for (guint j = 0; j < tmp.s.n_units; j++)
    if (jg_unit_up (&tmp, j) && tmp.s.units[j].side != tmp.s.units[unit].side && jg_in_contact (&tmp, unit, j))
      value += melee_value (&tmp, unit, j, FALSE);
  return value >= 0;
}

/* The stands @unit's dice are expected to remove from @target (no more
 * than it has), each at its worth. */
static double
shot_value (const BnBattle *b,
            guint           unit,
            guint           target)
{
  const JgState *st = JGC (b);
  guint distance = (guint) lround (jg_scene_distance (b, unit, target));
  gboolean cover = jg_in_cover (b, target);
  guint dice = b->s.units[unit].figures + (jg_commander_of (b, unit) >= 0 ? jg_modifier (b->rules, JG_MOD_COMMANDER_DICE) : 0);
  double per_die = 0;

  for (guint face = 1; face <= 6; face++)
    {
      guint k = bn_jg_missile_kills (b->rules, st->type[unit], st->type[target], distance, cover, face);

      per_die += (k == G_MAXUINT ? 0 : k) / 6.0;
    }
  return MIN (per_die * dice, (double) b->s.units[target].figures) * stand_worth (b, target);
}


/* The enemy that could charge @unit where it stands next Charge step
 * (a centre within its reach and both half-diagonals), or −1. */
static int
charger_near (const BnBattle *b,
              guint           unit,
              BnTablePlace    at)
{
  BnTableRect me = jg_unit_rect_at (b, unit, at);
  double my_radius = bn_table_length (me.width, me.depth) / 2;
  /* The enemies' footprints as the scene keeps them: the same numbers. */
  const JgShape *shapes = jg_scene_shapes (b);
  const JgReach *reaches = jg_reaches (b->rules);

  for (guint j = 0; j < b->s.n_units; j++)
    {
      const BnTableRect *e = &shapes[j].rect;
      double reach;

      if (!jg_unit_up (b, j) || b->s.units[j].side == b->s.units[unit].side)
        continue;
      reach = reaches->charge_mm[JGC (b)->type[j]];
      if (reach == 0 || reaches->range_mm[JGC (b)->type[j]] > 0)
        continue;
      if (bn_table_length (e->x - me.x, e->y - me.y) <= reach + 20 + my_radius + shapes[j].radius)
        return (int) j;
    }
  return -1;
}

/* Archers an enemy could charge step back from it (backwards, still
 * facing it, when it is ahead), as far as they may; FALSE when none
 * threatens them or no way back is open. */
static gboolean
archers_away (const BnBattle *b,
              guint           unit,
              BnBattleAction *out)
{
  BnTablePlace at = b->s.unit_places[unit];
  int enemy = charger_near (b, unit, at);
  guint most = bn_jg_move_mm (b->rules, (BnJgType) JGC (b)->type[unit]) / 10;
  double keep = jg_table (b->rules, "enemy-distance")[0] * 10.0;
  static const int aside[] = { 0, -3, 3, -6, 6 };
  JgNear all;

  if (enemy < 0 || jg_engaged (b, unit) || JGC (b)->allowance[b->s.units[unit].side] == 0)
    return FALSE;
  jg_stands_all (b, &all);
  for (guint k = 0; k < G_N_ELEMENTS (aside); k++)
    {
      BnTablePlace e = b->s.unit_places[enemy];
      int away = (int) lround (bn_table_heading (e.x, e.y, at.x, at.y) / 5) + aside[k];
      guint heading5 = (guint) ((away % 72) + 72) % 72;
      gboolean back = bn_table_angle_difference ((int) heading5 * 5, at.angle) > 90;
      BnBattleAction m = { BN_ACTION_MOVE_UNIT, b->s.active, (guint8) unit,
                           (guint8) (heading5 | (back ? JG_MOVE_BACK : 0)), 0 };
      JgWay way;

      /* The engine's check of each distance (the unit may move: it has
       * not, it is not engaged, the side may), its stands gathered once
       * a heading and each end measured first. */
      jg_way_begin (b, unit, m.b, most, keep + 40, &all, &way);
      for (guint c = most; c >= 3; c--)
        {
          m.c = (guint8) c;
          if (jg_way_end_fits (b, &way, c) && jg_check_move_among (b, unit, m.b, c, &way.near, TRUE, NULL))
            {
              if (charger_near (b, unit, jg_move_place (b, unit, m.b, c)) >= 0 && c < most)
                break;
              *out = m;
              return TRUE;
            }
        }
    }
  return FALSE;
}


static double
move_value (const BnBattle       *b,
            const BnBattleAction *action)
{
  return jg_ai_move_value_from (b, action, -1);
}

/* Whether @unit shoots (archers, machines): a commander with it adds a
 * die to every shot and is lost only on a 1 when it loses stands to
 * shooting, not on 1–3 as in melee. */
static gboolean
shooter (const BnBattle *b,
         guint           unit)
{
  return bn_jg_missile_range_mm (b->rules, JGC (b)->type[unit]) > 0;
}

/* A commander with a unit that will fight in melee goes to a shooting
 * unit within his reach that has none (the first such move found). */
static gboolean
commander_to_shooters (const BnBattle *b,
                       BnBattleAction *out)
{
  const JgState *st = JGC (b);

  for (guint c = 0; c < b->s.n_commanders; c++)
    {
      const BnBattleCommander *cmd = &b->s.commanders[c];
      BnTablePlace from = b->s.commander_places[c];
      double reach;

      if (cmd->side != b->s.active || !cmd->alive || cmd->moved
          || (st->commander_unit[c] >= 0 && shooter (b, (guint) st->commander_unit[c])))
        continue;
      /* The engine's reach, and what a unit's and his stand's size add;
       * a campaign leader's longer move is left to the engine. */
      reach = cmd->social_rank > 0 ? G_MAXDOUBLE
            : bn_jg_move_mm (b->rules, cmd->mounted ? BN_JG_HEAVY_CAVALRY : BN_JG_HEAVY_INFANTRY)
              + bn_table_length (b->s.commander_stand_mm[c][0], b->s.commander_stand_mm[c][1]) + 10;
      for (guint u = 0; u < b->s.n_units; u++)
        {
          BnBattleAction m = { BN_ACTION_MOVE_COMMANDER, b->s.active, (guint8) c, (guint8) u, 0 };
          BnTablePlace at = b->s.unit_places[u];

          if (b->s.units[u].side != b->s.active || !jg_unit_up (b, u) || !shooter (b, u)
              || jg_commander_of (b, u) >= 0
              || bn_table_length (at.x - from.x, at.y - from.y)
                 > reach + bn_table_length ((double) b->s.unit_stand_mm[u][0] * b->s.units[u].figures,
                                            b->s.unit_stand_mm[u][1]) / 2
              || jg_engaged (b, u))
            continue;
          if (jg_check (b, &m, NULL))
            {
              *out = m;
              return TRUE;
            }
        }
    }
  return FALSE;
}

/* Heavy cavalry rides for the enemy's shooters (machines first), the
 * stands its charge takes best, when one is not much further than the
 * nearest enemy (@near). */
static gboolean
hunted (const BnBattle *b,
        guint           unit,
        double          near,
        guint          *out_aim)
{
  BnTablePlace at = b->s.unit_places[unit];
  double best = G_MAXDOUBLE;

  if (JGC (b)->type[unit] != BN_JG_HEAVY_CAVALRY)
    return FALSE;
  for (guint j = 0; j < b->s.n_units; j++)
    if (jg_unit_up (b, j) && b->s.units[j].side != b->s.units[unit].side && shooter (b, j) && !jg_engaged (b, j))
      {
        double d = bn_table_length (b->s.unit_places[j].x - at.x, b->s.unit_places[j].y - at.y)
                   / stand_worth (b, j);

        if (d < best)
          {
            best = d;
            *out_aim = j;
          }
      }
  return best != G_MAXDOUBLE && bn_table_length (b->s.unit_places[*out_aim].x - at.x,
                                                 b->s.unit_places[*out_aim].y - at.y) <= near + 300;
}

/* Half the diagonal of @unit's footprint: nothing of it is further from
 * its centre. */
static double
unit_radius (const BnBattle *b,
             guint           unit)
{
  return bn_table_length ((double) b->s.unit_stand_mm[unit][0] * b->s.units[unit].figures,
                          b->s.unit_stand_mm[unit][1]) / 2;
}

/* bn_battle_legal_actions () in a step of shooting, charging or melee,
 * less the pairs too far apart for the engine ever to allow (range,
 * reach or contact, told by their centres): the same list, in the same
 * order, for fewer checks. */
static void
strike_candidates (const BnBattle *b,
                   GArray         *out)
{
  const JgState *st = JGC (b);
  const JgShape *shapes = jg_scene_shapes (b);
  guint side = b->s.active;
  gboolean melee = st->step == BN_JG_STEP_MELEE, charge = st->step == BN_JG_STEP_CHARGE;
  guint8 target[BN_BATTLE_MAX_UNITS];
  guint n_targets = 0;

  for (guint t = 0; t < b->s.n_units; t++)
    if (b->s.units[t].side != side && jg_unit_up (b, t))
      target[n_targets++] = (guint8) t;
  for (guint i = 0; i < b->s.n_units; i++)
    {
      double reach;

      if (b->s.units[i].side != side || !jg_unit_up (b, i))
        continue;
      reach = jg_strike_reach (b, i);
      for (guint k = 0; k < n_targets; k++)
        if (jg_strike_near (shapes, i, reach, target[k]))
          {
            BnBattleAction a = { BN_ACTION_BATTLE, (guint8) side, (guint8) i, target[k], 0 };

            if (jg_check (b, &a, NULL))
              g_array_append_val (out, a);
          }
      if (melee || charge)
        for (guint c = 0; c < b->s.n_commanders; c++)
          {
            BnBattleAction a = { BN_ACTION_ATTACK_COMMANDER, (guint8) side, (guint8) i, (guint8) c, 0 };

            if (b->s.commanders[c].side != side && b->s.commanders[c].alive
                && jg_strike_near (shapes, i, reach, JG_COMMANDER_STAND (c)) && jg_check (b, &a, NULL))
              g_array_append_val (out, a);
          }
    }
  {
    BnBattleAction end = { BN_ACTION_END_TURN, (guint8) side, 0, 0, 0 };

    g_array_append_val (out, end);
  }
}

/* The least an action must be worth for the computer to take it, in
 * each step (its own, found by play): a move 5 mm towards the enemy, a
 * charge nearly even, a melee half a stand ahead, a shot a twentieth of
 * a stand; it never retreats. */
static double
step_threshold (guint step)
{
  switch (step)
    {
    case BN_JG_STEP_MOVEMENT:
      return 5;
    case BN_JG_STEP_CHARGE:
      return -0.3;
    case BN_JG_STEP_MELEE:
      return 0.5;
    case BN_JG_STEP_RETREAT:
      return G_MAXDOUBLE;
    default:
      return 0.05;
    }
}

/* What the computer expects of @a in the current step. */
static double
action_value (const BnBattle       *b,
              const BnBattleAction *a)
{
  guint step = JGC (b)->step;

  switch (a->type)
    {
    case BN_ACTION_MOVE_UNIT:
      return move_value (b, a);
    case BN_ACTION_BATTLE:
      return step == BN_JG_STEP_CHARGE ? melee_value (b, a->a, a->b, TRUE)
           : step == BN_JG_STEP_MELEE ? melee_value (b, a->a, a->b, FALSE)
           : shot_value (b, a->a, a->b);
    case BN_ACTION_ATTACK_COMMANDER:
      return commander_value (b, a->a, a->b, step == BN_JG_STEP_CHARGE);
    default:
      return -G_MAXDOUBLE / 4;
    }
}

/* A shot or charge weighed before it is checked. */
typedef struct
{
  BnBattleAction action;
  double         value;
} JgStrike;

static int
strike_order (const void *pa,
              const void *pb)
{
  const JgStrike *a = pa, *b = pb;

  return a->value > b->value ? -1 : a->value < b->value;
}

/* In the Charge step: the charge worth most of those the engine allows,
 * if it is worth @threshold, else the end of the side's step. Every pair
 * near enough and not surely refused is weighed first, and the engine is
 * asked only of the best, in turn, until one is allowed: a charge's check
 * (its way, the target's pivot) costs more than its weighing, and most
 * charges weighed are never worth taking. */
static void
strike_choose (const BnBattle *b,
               BnRandom       *jitter,
               double          threshold,
               BnBattleAction *out)
{
  const JgShape *shapes = jg_scene_shapes (b);
  guint side = b->s.active;
  guint8 target[BN_BATTLE_MAX_UNITS];
  guint n_targets = 0;
  g_autoptr(GArray) strikes = g_array_new (FALSE, FALSE, sizeof (JgStrike));

  for (guint t = 0; t < b->s.n_units; t++)
    if (b->s.units[t].side != side && jg_unit_up (b, t))
      target[n_targets++] = (guint8) t;
  for (guint i = 0; i < b->s.n_units; i++)
    {
      double reach;

      if (b->s.units[i].side != side || !jg_unit_up (b, i) || !jg_unit_may_strike (b, i))
        continue;
      reach = jg_strike_reach (b, i);
      for (guint k = 0; k < n_targets; k++)
        if (jg_strike_near (shapes, i, reach, target[k]))
          {
            JgStrike s = { { BN_ACTION_BATTLE, (guint8) side, (guint8) i, target[k], 0 }, 0 };
            /* Drawn for every pair near enough, whatever the scene has
             * kept of it: the same draws however the table was asked. */
            double tie = bn_random_uniform (jitter, 1000) * 1e-6;

            if (jg_scene_charge_refused (b, i, target[k]))
              continue;
            s.value = action_value (b, &s.action) + tie;
            g_array_append_val (strikes, s);
          }
      for (guint c = 0; c < b->s.n_commanders; c++)
        if (b->s.commanders[c].side != side && b->s.commanders[c].alive
            && jg_strike_near (shapes, i, reach, JG_COMMANDER_STAND (c)))
          {
            JgStrike s = { { BN_ACTION_ATTACK_COMMANDER, (guint8) side, (guint8) i, (guint8) c, 0 }, 0 };

            s.value = action_value (b, &s.action) + bn_random_uniform (jitter, 1000) * 1e-6;
            g_array_append_val (strikes, s);
          }
    }
  g_array_sort (strikes, strike_order);
  for (guint n = 0; n < strikes->len; n++)
    {
      const JgStrike *s = &g_array_index (strikes, JgStrike, n);

      if (s->value < threshold)
        break;
      if (jg_check (b, &s->action, NULL))
        {
          *out = s->action;
          return;
        }
    }
  *out = (BnBattleAction) { BN_ACTION_END_TURN, (guint8) side, 0, 0, 0 };
}

/* A unit that may move, as the Movement step weighs it. */
typedef struct
{
  guint    unit;
  guint    enemy;         /* the enemy it goes for */
  guint    aim;
  gboolean hunt;
  double   near;          /* the nearest enemy, centre to centre */
  double   bound;         /* the most its move could gain */
} JgMover;

static int
mover_order (const void *pa,
             const void *pb)
{
  const JgMover *a = pa, *b = pb;

  if (a->bound != b->bound)
    return a->bound > b->bound ? -1 : 1;
  return a->unit < b->unit ? -1 : a->unit > b->unit;
}

static gboolean
ai_choose (const BnBattle *b,
           BnRandom       *jitter,
           BnBattleAction *out)
{
  const JgState *st = JGC (b);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  double best = -G_MAXDOUBLE;
  int pick = -1;
  double threshold;
  double line = jg_table (b->rules, "enemy-distance")[0] * 10.0 + 5;

  if (st->charger == JG_NONE && st->step == BN_JG_STEP_MOVEMENT)
    {
      /* Moves are too many to list for thinking: each unit that wants to
       * go looks only straight at the nearest enemy, as far as it may. */
      guint64 field = 0;
      JgStandsNow now;
      gboolean have_field = FALSE;
      const JgReach *reaches = jg_reaches (b->rules);
      JgMover movers[BN_BATTLE_MAX_UNITS];
      guint n_movers = 0;

      if (commander_to_shooters (b, out))
        return TRUE;
      for (guint i = 0; i < b->s.n_units; i++)
        {
          const BnBattleUnit *u = &b->s.units[i];
          BnTablePlace at = b->s.unit_places[i];
          JgMover *mv = &movers[n_movers];
          double value, most;
          int enemy = -1;
          double near = G_MAXDOUBLE;

          if (u->side != b->s.active || !jg_unit_up (b, i) || u->moved || u->stopped)
            continue;
          if (reaches->range_mm[st->type[i]] > 0 && reaches->charge_mm[st->type[i]] > 0)
            {
              /* Archers keep out of a charge's reach, stepping back. */
              BnBattleAction away;

              if (archers_away (b, i, &away))
                {
                  value = 1000 + bn_random_uniform (jitter, 1000) * 1e-6;
                  if (value > best)
                    {
                      best = value;
                      *out = away;
                      pick = 0;
                    }
                  continue;
                }
            }
          if (pick >= 0 || jg_ai_enemy_in_range (b, i) || jg_engaged (b, i)
              || (st->allowance[u->side] != JG_NONE && st->allowance[u->side] == 0))
            continue;
          for (guint j = 0; j < b->s.n_units; j++)
            if (jg_unit_up (b, j) && b->s.units[j].side != u->side)
              {
                double d = bn_table_length (b->s.unit_places[j].x - at.x, b->s.unit_places[j].y - at.y);

                if (d < near)
                  {
                    near = d;
                    enemy = (int) j;
                  }
              }
          if (enemy < 0)
            break;
          /* Already at the 10 cm line of the nearest enemy: it waits there
           * for the Charge step (no move would gain 5 mm). */
          if (near <= line + unit_radius (b, i) + unit_radius (b, (guint) enemy)
              && jg_unit_within (b, i, (guint) enemy, line))
            continue;
          mv->unit = i;
          mv->near = near;
          mv->hunt = hunted (b, i, near, &mv->aim);
          mv->enemy = mv->hunt ? mv->aim : (guint) enemy;
          /* No move gains more than its length, nor brings the unit's
           * centre nearer an enemy's than the 10 cm rule. */
          most = bn_jg_move_mm (b->rules, (BnJgType) st->type[i]);
          mv->bound = MIN (most, (mv->hunt ? bn_table_length (b->s.unit_places[mv->aim].x - at.x,
                                                              b->s.unit_places[mv->aim].y - at.y)
                                           : near) - line + 6);
          n_movers++;
        }
      /* Archers stepping back go first. */
      if (pick >= 0)
        return TRUE;
      /* The units that could gain most first; a unit is not searched
       * once a move found gains within 5 mm of all it could: which of
       * two units that would gain alike goes first matters little, as
       * the other goes next, and a unit behind another is searched once
       * the way is clear, not again at each move of those in front. */
      qsort (movers, n_movers, sizeof *movers, mover_order);
      for (guint n = 0; n < n_movers; n++)
        {
          const JgMover *mv = &movers[n];
          BnBattleAction move = { BN_ACTION_MOVE_UNIT, b->s.active, (guint8) mv->unit, 0, 0 };
          double value;

          if (best >= 5 && best >= mv->bound - 5)
            break;
          if (!have_field)
            {
              field = jg_ai_field_digest (b);
              jg_ai_stands_now (b, &now);
              have_field = TRUE;
            }
          if (!jg_ai_move_search (b, mv->unit, mv->enemy, mv->hunt, field, &now, &move))
            continue;
          value = (mv->hunt ? jg_ai_aim_value (b, &move, mv->aim) : jg_ai_move_value_from (b, &move, mv->near))
                  + bn_random_uniform (jitter, 1000) * 1e-6;
          if (value > best)
            {
              best = value;
              *out = move;
              pick = 0;
            }
        }
      if (pick >= 0 && best >= 5)
        return TRUE;
      *out = (BnBattleAction) { BN_ACTION_END_TURN, b->s.active, 0, 0, 0 };
      return TRUE;
    }
  if (st->charger == JG_NONE && st->follow_unit == JG_NONE && st->step == BN_JG_STEP_RETREAT)
    {
      /* It never retreats (a retreat costs an infantry stand one time
       * in two), so the step's list is not worth making. */
      *out = (BnBattleAction) { BN_ACTION_END_TURN, b->s.active, 0, 0, 0 };
      return TRUE;
    }
  if (st->charger == JG_NONE && st->follow_unit == JG_NONE
      && st->step == BN_JG_STEP_CHARGE)
    {
      strike_choose (b, jitter, step_threshold (st->step), out);
      return TRUE;
    }
  if (st->charger == JG_NONE && st->follow_unit == JG_NONE
      && (jg_is_archery_step (st->step) || st->step == BN_JG_STEP_MELEE))
    strike_candidates (b, legal);
  else
    jg_legal_actions (b, legal);
  if (legal->len == 0)
    return FALSE;
  if (st->charger != JG_NONE)
    {
      /* Stand when the fight looks even or better for the cavalry. */
      gboolean evade = melee_value (b, st->charged, st->charger, FALSE)
                       < 0 && legal->len > 1;

      *out = g_array_index (legal, BnBattleAction, evade ? 1 : 0);
      return TRUE;
    }
  if (st->follow_unit != JG_NONE)
    {
      /* The list is the follow-up, then giving it up. */
      *out = g_array_index (legal, BnBattleAction, legal->len > 1 && follow_wanted (b) ? 0 : legal->len - 1);
      return TRUE;
    }
  threshold = step_threshold (st->step);
  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *a = &g_array_index (legal, BnBattleAction, i);
      double value;

      if (a->type == BN_ACTION_END_TURN)
        continue;
      /* Ties broken by the AI's own random source. */
      value = action_value (b, a) + bn_random_uniform (jitter, 1000) * 1e-6;
      if (value > best)
        {
          best = value;
          pick = (int) i;
        }
    }
  if (pick < 0 || best < threshold)
    {
      for (guint i = 0; i < legal->len; i++)
        if (g_array_index (legal, BnBattleAction, i).type == BN_ACTION_END_TURN)
          {
            *out = g_array_index (legal, BnBattleAction, i);
            return TRUE;
          }
    }
  *out = g_array_index (legal, BnBattleAction, pick >= 0 ? (guint) pick : 0);
  return TRUE;
}

gboolean
jg_ai_choose (const BnBattle *b,
              BnRandom       *jitter,
              BnBattleAction *out)
{
  gboolean ok;

  jg_scene_pin (b);
  ok = ai_choose (b, jitter, out);
  jg_scene_unpin ();
  return ok;
}
