/* bn-battle-ai-view.c — how the board looks to one unit: what it can reach,
 * what threatens it, the worth of a position. */
#include "bn-battle-ai-private.h"
#include <math.h>
#include <string.h>

/* ---- what the board looks like to one unit ---- */

/* The cover of @hex: what an attack into it gains (negative: loses). */
static inline int
cover (const Ctx *x,
       BnHex      hex)
{
  const BnTerrainProfile *t = ai_terrain (x, hex);

  return t != NULL ? t->attacker_dice : 0;
}

/* Works out the profile of @unit's class and weapon into @p. */
void
ai_fill_profile (const Ctx *x,
              guint      unit,
              Profile   *p)
{
  const BnClassProfile *cls = battle_class (x->b, unit);
  const BnWeaponProfile *w = battle_weapon (x->b, unit);
  guint sym[BN_DIE_N_SYMBOLS] = { 0 };
  guint n_range;

  p->dice = battle_unit_dice (x->b, unit, &n_range);
  p->n_range = (guint8) n_range;
  p->reach = w->ranged ? p->n_range : 1;
  for (guint face = 1; face <= 6; face++)
    sym[bn_battle_rules_die_symbol (x->b->rules, face)]++;
  /* The symbols that hit, as battle_resolve() reads them: the
   * ruleset's reading, against a foot target of each armour (range 1
   * for close combat, 2 for fire). */
  for (guint armour = 0; armour < 3; armour++)
    for (guint close = 0; close < 2; close++)
      {
        const BnRulesetHooks *hooks = battle_hooks (x->b);
        BnClassProfile target = { .arm = BN_BATTLE_ARM_FOOT, .armour = (BnArmourClass) armour };
        guint hits = 0;

        /* The symbols that hit a foot class of that armour, where the
         * ruleset reads them by banner. */
        for (guint c = 0; c < bn_battle_rules_get_n_classes (x->b->rules); c++)
          {
            const BnClassProfile *k = bn_battle_rules_get_class (x->b->rules, c);

            if (k->arm == BN_BATTLE_ARM_FOOT && k->armour == (BnArmourClass) armour)
              {
                target.hit_by = k->hit_by;
                break;
              }
          }

        for (guint k = 0; k < BN_DIE_N_SYMBOLS; k++)
          {
            BnStrike strike = hooks->strike != NULL
                              ? hooks->strike (cls, w, &target, close ? 1 : 2, (BnDieSymbol) k)
                              : bn_ruleset_default_strike (cls, w, &target, close ? 1 : 2,
                                                           (BnDieSymbol) k);
            if (strike != BN_STRIKE_MISS)
              hits += sym[k];
          }
        p->hit[armour][close] = hits / 6.0f;
      }
  p->ready = TRUE;
}

/* Whether artillery @unit has reloaded (fires every other own turn). */
static gboolean
reloaded (const Ctx *x,
          guint      unit)
{
  const BnClassProfile *cls = ai_unit_class (x, unit);
  const BnBattleUnit *u = &x->s->units[unit];

  return cls->fire_interval <= 1
         || x->s->side_turns[u->side] - u->last_battle_turn >= (int) cls->fire_interval;
}

/* The value of @unit striking @target @range away with @dice dice:
 * expected figures killed, more when they would destroy it (a victory
 * point) or when the target is already weakened. */
double
ai_strike_value (const Ctx *x,
              guint      unit,
              guint      target,
              guint      range,
              int        dice)
{
  const BnBattleUnit *t = &x->s->units[target];
  const BnClassProfile *tcls = ai_unit_class (x, target);
  gboolean fast = (x->b->scenario->options & BN_BATTLE_OPTION_FAST_PLAY) != 0;
  double save = fast ? 0.0 : (range == 1 ? 1.0 / 6.0 : 2.0 / 6.0);
  double hits, kills, value;

  if (dice <= 0)
    return 0.0;
  hits = dice * ai_profile (x, unit)->hit[tcls->armour][range == 1];
  /* The first of two hits kills outright; the others may be saved. */
  kills = hits > 1.0 ? 1.0 + (hits - 1.0) * (1.0 - save) : hits * (1.0 - save);
  kills = MIN (kills, (double) t->figures);
  value = kills;
  if (kills + 0.5 >= t->figures)
    value += 2.0;                       /* likely destroyed: a victory point */
  else
    value += 1.0 / (1.0 + t->figures);  /* finish off the weakened first */
  /* Flags push back units that are no longer steady. */
  if (t->figures < tcls->steady_figures)
    value += dice * (1.0 / 6.0) * 0.3;
  return value;
}

/* The dice @unit would roll at @target_hex from @hex (@range away), with
 * the modifiers the AI weighs: terrain of both hexes and a hilltop. */
int
ai_dice_at (const Ctx *x,
         guint      unit,
         BnHex      hex,
         BnHex      target_hex,
         guint      range)
{
  const Profile *p = ai_profile (x, unit);
  const BnTerrainProfile *from = ai_terrain (x, hex);
  int n;

  if (range == 0 || range > p->n_range)
    return 0;
  n = p->dice[range - 1] + cover (x, target_hex);
  if (range > 1 && x->s->units[unit].firearms > 0)
    n -= (int) bn_battle_rules_get_constants (x->b->rules)->mixed_firearms_dice;
  if (from != NULL)
    {
      n += from->occupant_dice;
      if (from->hill)
        n += (int) ai_unit_class (x, unit)->hilltop_bonus;
    }
  return n;
}

/* Fills x->walk[@side]: the steps from each hex to the nearest enemy of
 * @side, by the hexes a unit may enter (breadth first from the enemies).
 * A unit weighs how near it stands by this, not as the crow flies, so it
 * goes round an impassable river by its fords and bridges rather than
 * wait on the bank. */
void
ai_fill_walk (Ctx   *x,
              guint  side)
{
  const BnScenario *sc = x->b->scenario;
  guint n = sc->width * sc->height;
  guint16 queue[BN_SCENARIO_MAX_HEXES];
  guint head = 0, tail = 0;

  memset (x->walk[side], 255, sizeof x->walk[side]);
  for (guint k = 0; k < x->n_living[1 - side]; k++)
    {
      int i = hex_index (x, x->living_hex[1 - side][k]);

      if (i >= 0 && x->walk[side][i] != 0)
        {
          x->walk[side][i] = 0;
          queue[tail++] = (guint16) i;
        }
    }
  while (head < tail)
    {
      guint i = queue[head++];
      BnHex hex = bn_hex_from_offset ((int) (i % sc->width), (int) (i / sc->width));

      if (x->walk[side][i] >= 254)
        continue;
      for (guint d = 0; d < BN_HEX_N_DIRS; d++)
        {
          BnHex to = ai_neighbour (x, hex, d);
          int j = hex_index (x, to);
          const BnTerrainProfile *t;

          if (j < 0 || (guint) j >= n || x->walk[side][j] != 255)
            continue;
          t = ai_terrain (x, to);
          if (t == NULL || t->move == BN_TERRAIN_MOVE_IMPASSABLE)
            continue;
          x->walk[side][j] = (guint8) (x->walk[side][i] + 1);
          queue[tail++] = (guint16) j;
        }
    }
  x->walk_ready[side] = TRUE;
}

/* How far @hex is from @side's nearest enemy for a unit that must walk
 * there; @straight (as the crow flies) where no walk is known. */
static guint
walk_distance (const Ctx *x,
               guint      side,
               BnHex      hex,
               guint      straight)
{
  int i;

  if (!x->walk_ready[side] || (i = hex_index (x, hex)) < 0 || x->walk[side][i] == 255)
    return straight;
  return MAX (x->walk[side][i], straight);
}

/* The first terms of ai_position_score(): the best blow @unit can strike
 * from @hex this turn (if it @can_battle); closing in (to its range
 * band); enemies on its passive front; the ground's cover. It reads the
 * enemy's units and the unit's own, never where its friends stand. */
static double
enemy_score (const Ctx *x,
             guint      unit,
             BnHex      hex,
             guint      facing,
             gboolean   can_battle)
{
  const BnBattleState *s = x->s;
  const BnBattleUnit *u = &s->units[unit];
  const BnClassProfile *cls = ai_unit_class (x, unit);
  const BnTerrainProfile *ground = ai_terrain (x, hex);
  const Profile *p = ai_profile (x, unit);
  guint reach = p->reach;
  double best = 0.0, score = 0.0;
  guint min_d = 99, adjacent = 0, passive = 0;
  guint side = u->side;

  for (guint k = 0; k < x->n_living[1 - side]; k++)
    {
      BnHex e_hex = x->living_hex[1 - side][k];
      guint d = ai_distance (hex, e_hex);
      gboolean front;

      if (d < min_d)
        min_d = d;
      if (d > 1 && !(can_battle && d <= reach))
        continue;
      front = ai_in_arc (x, hex, facing, e_hex);
      if (d == 1)
        {
          adjacent++;
          if (!front)
            passive++;
        }
      if (can_battle && d <= reach && front)
        {
          guint i = x->living[1 - side][k];
          double v = ai_strike_value (x, unit, i, d, ai_dice_at (x, unit, hex, e_hex, d));

          if (v > best)
            best = v;
        }
    }
  score += 4.0 * best;
  if (min_d < 99)
    min_d = walk_distance (x, side, hex, min_d);
  if (min_d < 99)
    {
      guint want = reach > 1 ? MIN (reach, 3u) : 1;

      if (min_d > want)
        score -= 1.0 * (min_d - want);
      else if (min_d < want && cls->arm == BN_BATTLE_ARM_ARTILLERY)
        score -= 1.0;
    }
  score -= 1.5 * passive;
  if (adjacent > 0 && !can_battle)
    score -= 1.0;     /* next to the enemy without striking first */
  if (ground != NULL)
    score += ground->occupant_dice - ground->attacker_dice;   /* cover */
  return score;
}

/* Readies the decision to weigh @side's positions: fills the grid of its
 * units around each hex, and forgets its kept positions when anything
 * enemy_score() reads for its units has changed since they were worked
 * out. */
void
ai_check_kept_positions (Ctx  *x,
                      guint side)
{
  BnBattleAi *ai = x->ai;
  const BnBattleState *s = x->s;
  const BnScenario *sc = x->b->scenario;
  guint n_hexes = MIN (sc->width * sc->height, (guint) BN_SCENARIO_MAX_HEXES);
  KeptFrom *from = &ai->kept_from[side];
  ValueKey keys[BN_BATTLE_MAX_UNITS];

  /* Zeroed first so that keys compare bytewise, padding too. */
  memset (keys, 0, s->n_units * sizeof *keys);
  for (guint i = 0; i < s->n_units; i++)
    {
      const BnBattleUnit *u = &s->units[i];

      if (u->side != side)
        keys[i].hex = u->hex;
      keys[i].last_battle_turn = u->last_battle_turn;
      keys[i].side = u->side;
      keys[i].figures = u->figures;
      keys[i].class_index = u->class_index;
      keys[i].weapon = u->weapon;
      keys[i].firearms = u->firearms;
    }
  x->keep[side] = TRUE;
  if (ai->kept == NULL)
    ai->kept = g_new0 (KeptPosition, N_KEPT_POSITIONS);
  memset (x->around[side], 0, n_hexes);
  for (guint k = 0; k < x->n_living[side]; k++)
    for (guint d = 0; d < BN_HEX_N_DIRS; d++)
      {
        int index = hex_index (x, ai_neighbour (x, x->living_hex[side][k], d));

        if (index >= 0)
          x->around[side][index]++;
      }
  if (ai->kept_epoch[side] != 0 && from->scenario == sc && from->width == sc->width
      && from->height == sc->height && from->options == sc->options && from->n_units == s->n_units
      && from->side_turns[0] == s->side_turns[0] && from->side_turns[1] == s->side_turns[1]
      && memcmp (from->keys, keys, s->n_units * sizeof *keys) == 0
      && memcmp (from->terrain, sc->terrain, n_hexes) == 0)
    return;
  from->scenario = sc;
  from->width = sc->width;
  from->height = sc->height;
  from->options = sc->options;
  from->n_units = s->n_units;
  from->side_turns[0] = s->side_turns[0];
  from->side_turns[1] = s->side_turns[1];
  memcpy (from->keys, keys, s->n_units * sizeof *keys);
  memcpy (from->terrain, sc->terrain, n_hexes);
  /* A new epoch empties the side's kept positions at once. */
  if (++ai->last_epoch == 0)
    {
      for (guint i = 0; i < N_KEPT_POSITIONS; i++)
        ai->kept[i].epoch = 0;
      ai->kept_epoch[0] = ai->kept_epoch[1] = 0;
      ai->last_epoch = 1;
    }
  ai->kept_epoch[side] = ai->last_epoch;
}

/* enemy_score(), kept when the decision may (ai_check_kept_positions()). */
static double
kept_enemy_score (const Ctx *x,
                  guint      unit,
                  BnHex      hex,
                  guint      facing,
                  gboolean   can_battle)
{
  guint side = x->s->units[unit].side;
  guint64 key;
  KeptPosition *kept;

  if (!x->keep[side])
    return enemy_score (x, unit, hex, facing, can_battle);
  key = (guint64) unit | (guint64) (guint16) hex.q << 8 | (guint64) (guint16) hex.r << 24
        | (guint64) facing << 40 | (guint64) (can_battle != 0) << 44;
  kept = &x->ai->kept[(key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) >> 54];
  if (kept->epoch != x->ai->kept_epoch[side] || kept->key != key)
    {
      kept->key = key;
      kept->epoch = x->ai->kept_epoch[side];
      kept->score = enemy_score (x, unit, hex, facing, can_battle);
    }
  return kept->score;
}

/* How good it is for @unit to stand at @hex facing @facing, having moved
 * @moved hexes (@no_battle: terrain forbids battle): enemy_score(), then
 * friends beside it and objectives. */
double
ai_position_score (const Ctx *x,
                guint      unit,
                BnHex      hex,
                guint      facing,
                guint      moved,
                gboolean   no_battle)
{
  const BnBattleState *s = x->s;
  const BnBattleUnit *u = &s->units[unit];
  gboolean can_battle = moved <= ai_unit_class (x, unit)->move_and_battle && !no_battle && reloaded (x, unit);
  double score = kept_enemy_score (x, unit, hex, facing, can_battle);
  guint friends = 0;
  guint side = u->side;

  if (x->keep[side] && hex_index (x, hex) >= 0)
    {
      /* The living friends on the six hexes around, the unit itself
       * not among them. */
      friends = x->around[side][hex_index (x, hex)];
      if (u->figures > 0 && ai_distance (hex, u->hex) == 1)
        friends--;
    }
  else
    {
      /* Only three friends count: the search stops there. */
      for (guint k = 0; k < x->n_living[side] && friends < 3; k++)
        friends += x->living[side][k] != unit && ai_distance (hex, x->living_hex[side][k]) == 1;
    }
  score += 0.3 * MIN (friends, 3u);
  for (guint i = 0; i < x->b->scenario->n_objectives; i++)
    {
      const BnObjective *o = &x->b->scenario->objectives[i];
      guint d = ai_distance (hex, bn_hex_from_offset (o->col, o->row));

      if (d == 0)
        score += 2.5 * o->victory_points;
      else if (s->holder[i] != (int) u->side)
        score -= 0.15 * o->victory_points * MIN (d, 6u);
    }
  return score;
}

/* How much ordering @unit is worth: a blow it can strike now, or soon,
 * or just the ground it can gain. */
static double
order_value (const Ctx *x,
             guint      unit)
{
  const BnBattleState *s = x->s;
  const BnBattleUnit *u = &s->units[unit];
  const BnClassProfile *cls = ai_unit_class (x, unit);
  guint reach = ai_profile (x, unit)->reach;
  gboolean ready = reloaded (x, unit);
  guint min_d = 99;
  double now = 0.0;

  if (u->figures == 0)
    return 0.0;
  for (guint k = 0; k < x->n_living[1 - u->side]; k++)
    {
      BnHex e_hex = x->living_hex[1 - u->side][k];
      guint d = ai_distance (u->hex, e_hex);

      min_d = MIN (min_d, d);
      if (d <= reach && ready)
        {
          double v = ai_strike_value (x, unit, x->living[1 - u->side][k], d, ai_dice_at (x, unit, u->hex, e_hex, d));

          now = MAX (now, v);
        }
    }
  if (now > 0.0)
    return 6.0 + 2.0 * now;
  if (min_d < 99)
    min_d = walk_distance (x, u->side, u->hex, min_d);
  if (min_d <= reach + cls->move_and_battle)
    return 5.0;
  if (min_d <= reach + cls->move)
    return 3.0;
  return cls->arm == BN_BATTLE_ARM_ARTILLERY ? 0.5 : 2.0;
}

/* Forgets the kept order values when anything order_value() reads has
 * changed since they were worked out. */
void
ai_check_order_values (const Ctx *x)
{
  BnBattleAi *ai = x->ai;
  const BnBattleState *s = x->s;
  const BnScenario *sc = x->b->scenario;
  guint n_hexes = MIN (sc->width * sc->height, (guint) BN_SCENARIO_MAX_HEXES);
  ValueKey keys[BN_BATTLE_MAX_UNITS];

  /* Zeroed first so that keys compare bytewise, padding too. */
  memset (keys, 0, s->n_units * sizeof *keys);
  for (guint i = 0; i < s->n_units; i++)
    {
      const BnBattleUnit *u = &s->units[i];

      keys[i].hex = u->hex;
      keys[i].last_battle_turn = u->last_battle_turn;
      keys[i].side = u->side;
      keys[i].figures = u->figures;
      keys[i].class_index = u->class_index;
      keys[i].weapon = u->weapon;
      keys[i].firearms = u->firearms;
    }
  if (ai->values_scenario == sc && ai->values_width == sc->width && ai->values_height == sc->height
      && ai->values_options == sc->options
      && ai->values_n_units == s->n_units
      && ai->values_side_turns[0] == s->side_turns[0] && ai->values_side_turns[1] == s->side_turns[1]
      && memcmp (ai->value_keys, keys, s->n_units * sizeof *keys) == 0
      && memcmp (ai->values_terrain, sc->terrain, n_hexes) == 0)
    return;
  ai->values_scenario = sc;
  ai->values_width = sc->width;
  ai->values_height = sc->height;
  ai->values_options = sc->options;
  ai->values_n_units = s->n_units;
  ai->values_side_turns[0] = s->side_turns[0];
  ai->values_side_turns[1] = s->side_turns[1];
  memcpy (ai->value_keys, keys, s->n_units * sizeof *keys);
  memcpy (ai->values_terrain, sc->terrain, n_hexes);
  memset (ai->value_known, 0, sizeof ai->value_known);
}

/* order_value(), kept (ai_check_order_values() first). */
double
ai_kept_order_value (const Ctx *x,
                  guint      unit)
{
  BnBattleAi *ai = x->ai;

  if (!ai->value_known[unit])
    {
      ai->values[unit] = order_value (x, unit);
      ai->value_known[unit] = TRUE;
    }
  return ai->values[unit];
}
