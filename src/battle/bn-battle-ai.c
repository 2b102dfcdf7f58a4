/* bn-battle-ai.c — the computer player and auto-resolve.
 *
 * The sensible player scores a handful of candidate actions it builds
 * itself for the phase at hand (cards by the units they would order,
 * steps by the position they lead to, battles by the losses they should
 * inflict) and takes the best one that bn_battle_check() accepts. Asking
 * the engine for every legal action at every decision would cost more
 * than the rest of a battle together, so the full list is only read when
 * no candidate of its own is legal (a rare phase, or a situation the
 * heuristics did not foresee) — the player can therefore never act
 * illegally, only sub-optimally.
 *
 * The AI reads the state directly (bn-battle-private.h) because it runs
 * thousands of times a second for the odds; it never writes it.
 */
#include "bn-battle-ai.h"

#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

#include <math.h>
#include <string.h>

/* What the AI needs of a (class, weapon) pair, worked out once per rule
 * set: the engine's lookups are checked calls, too slow for the inner
 * loops of position scoring. */
typedef struct
{
  gboolean       ready;
  guint8         reach;       /* hexes it strikes: its range with missiles, else 1 */
  guint8         n_range;
  const guint8  *dice;        /* by range, as the engine's unit_dice() */
  float          hit[3][2];   /* share of faces that hit [armour][close] */
} Profile;

/* What order_value() and enemy_score() read of a unit, whether the one
 * weighed or another. */
typedef struct
{
  BnHex  hex;
  gint16 last_battle_turn;
  guint8 side;
  guint8 figures;
  guint8 class_index;
  guint8 weapon;
  guint8 firearms;
} ValueKey;

/* A position's worth against the enemy, kept (see enemy_score()). */
#define N_KEPT_POSITIONS 1024

typedef struct
{
  guint64 key;      /* unit, hex, facing, whether it may battle */
  guint32 epoch;    /* of its unit's side; 0: empty */
  double  score;
} KeptPosition;

/* What the kept values and positions of one side were worked out from. */
typedef struct
{
  const BnScenario *scenario;
  guint             width;
  guint             height;
  BnBattleOptions   options;
  guint             n_units;
  guint16           side_turns[2];
  ValueKey          keys[BN_BATTLE_MAX_UNITS];
  guint8            terrain[BN_SCENARIO_MAX_HEXES];
} KeptFrom;

struct _BnBattleAi
{
  BnBattleAiKind kind;
  BnRandom      *random;
  GArray        *legal;       /* BnBattleAction, scratch for the fallback */
  guint          n_fallbacks; /* decisions where no own candidate was legal */
  /* Caches for one rule set (held by a reference, so it cannot change). */
  BnBattleRules *rules;
  const BnTerrainProfile *terrains[BN_BATTLE_MAX_TERRAINS];
  const BnClassProfile   *classes[BN_BATTLE_MAX_CLASSES];
  Profile        profiles[BN_BATTLE_MAX_CLASSES][BN_BATTLE_MAX_WEAPONS];
  int            dir_q[BN_HEX_N_DIRS];
  int            dir_r[BN_HEX_N_DIRS];
  /* order_value() of each unit, kept while nothing it reads changes:
   * the card and every order of a turn weigh the same units on the same
   * board. Keyed by all it reads: each unit's ValueKey, the turn counts
   * and the battlefield (its terrain compared, not just its address). */
  const BnScenario *values_scenario;
  guint          values_width;
  guint          values_height;
  BnBattleOptions values_options;
  guint          values_n_units;
  guint16        values_side_turns[2];
  ValueKey       value_keys[BN_BATTLE_MAX_UNITS];
  guint8         values_terrain[BN_SCENARIO_MAX_HEXES];
  gboolean       value_known[BN_BATTLE_MAX_UNITS];
  double         values[BN_BATTLE_MAX_UNITS];
  /* enemy_score() of the positions of each side's units, kept while
   * nothing it reads changes (kept_from[side]; the side's own units'
   * hexes are not among it): in a side's move only its units move. */
  KeptFrom       kept_from[2];
  guint32        kept_epoch[2];   /* never the same for both sides */
  guint32        last_epoch;
  KeptPosition  *kept;          /* N_KEPT_POSITIONS, made on first use */
};

/* One decision: the player and the battle it looks at, with each side's
 * living units (index and hex, in unit order) listed once for the many
 * positions it scores. */
typedef struct
{
  BnBattleAi          *ai;
  const BnBattle      *b;
  const BnBattleState *s;
  guint                n_living[2];
  guint8               living[2][BN_BATTLE_MAX_UNITS];
  BnHex                living_hex[2][BN_BATTLE_MAX_UNITS];
  gboolean             keep[2];   /* the kept positions of each side may be used */
  /* Living units of each side on the six hexes around each hex (row *
   * width + col), filled with keep[side]: friends beside a position are
   * counted from it. */
  guint8               around[2][BN_SCENARIO_MAX_HEXES];
} Ctx;

/* A scored candidate. */
typedef struct
{
  BnBattleAction action;
  double         score;
} Candidate;

/* Enough for every step, facing and group move of one side in one call. */
#define MAX_CANDIDATES 1024

typedef struct
{
  Candidate items[MAX_CANDIDATES];
  guint     n;
} Candidates;

/**
 * bn_battle_ai_derive_seed:
 *
 * A well-mixed seed for run (or player) @index of a series started from
 * @seed (SplitMix64 of their combination), so neighbouring runs share no
 * stream.
 */
guint64
bn_battle_ai_derive_seed (guint64 seed,
                          guint64 index)
{
  guint64 z = seed + (index + 1) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/**
 * bn_battle_ai_new:
 * @seed: the AI's own tie-breaks; never the battle's dice
 *
 * Returns: (transfer full): a player for either side
 */
BnBattleAi *
bn_battle_ai_new (BnBattleAiKind kind,
                  guint64        seed)
{
  BnBattleAi *ai = g_new0 (BnBattleAi, 1);

  ai->kind = kind;
  ai->random = bn_random_new (seed);
  ai->legal = g_array_sized_new (FALSE, FALSE, sizeof (BnBattleAction), 64);
  for (guint d = 0; d < BN_HEX_N_DIRS; d++)
    {
      BnHex n = bn_hex_neighbour (bn_hex_make (0, 0), d);

      ai->dir_q[d] = n.q;
      ai->dir_r[d] = n.r;
    }
  return ai;
}

/* Points the caches at @rules, emptying them if they held another set. */
static void
use_rules (BnBattleAi    *ai,
           BnBattleRules *rules)
{
  if (ai->rules == rules)
    return;
  g_clear_pointer (&ai->rules, bn_battle_rules_unref);
  ai->rules = bn_battle_rules_ref (rules);
  ai->values_scenario = NULL;
  memset (ai->kept_from, 0, sizeof ai->kept_from);
  memset (ai->profiles, 0, sizeof ai->profiles);
  memset (ai->terrains, 0, sizeof ai->terrains);
  memset (ai->classes, 0, sizeof ai->classes);
  for (guint t = 0; t < bn_battle_rules_get_n_terrains (rules) && t < BN_BATTLE_MAX_TERRAINS; t++)
    ai->terrains[t] = bn_battle_rules_get_terrain (rules, t);
  for (guint c = 0; c < bn_battle_rules_get_n_classes (rules) && c < BN_BATTLE_MAX_CLASSES; c++)
    ai->classes[c] = bn_battle_rules_get_class (rules, c);
}

void
bn_battle_ai_free (BnBattleAi *ai)
{
  if (ai == NULL)
    return;
  bn_random_free (ai->random);
  g_array_unref (ai->legal);
  g_free (ai->kept);
  g_clear_pointer (&ai->rules, bn_battle_rules_unref);
  g_free (ai);
}

/* How often the sensible player had to fall back on the engine's list:
 * a measure of how complete its own candidates are. */
guint
bn_battle_ai_get_n_fallbacks (const BnBattleAi *ai)
{
  g_return_val_if_fail (ai != NULL, 0);
  return ai->n_fallbacks;
}

/* A tie-break in [0, 0.01): small beside any real difference in score. */
static double
jitter (BnBattleAi *ai)
{
  return (double) (bn_random_next (ai->random) >> 11) * (0.01 / 9007199254740992.0);
}

static void
add (Candidates *c,
     guint       side,
     guint       type,
     guint       a,
     guint       bb,
     guint       cc,
     double      score)
{
  Candidate *x;

  if (c->n >= MAX_CANDIDATES)
    return;
  x = &c->items[c->n++];
  x->action.type = (guint8) type;
  x->action.side = (guint8) side;
  x->action.a = (guint8) a;
  x->action.b = (guint8) bb;
  x->action.c = (guint8) cc;
  x->score = score;
}

/* Takes the best-scored candidate that the engine accepts, best first;
 * only those scoring above @floor. */
static gboolean
pick_best (const BnBattle *b,
           Candidates     *c,
           double          floor,
           BnBattleAction *out)
{
  for (;;)
    {
      guint best = G_MAXUINT;

      for (guint i = 0; i < c->n; i++)
        if (c->items[i].score > floor && (best == G_MAXUINT || c->items[i].score > c->items[best].score))
          best = i;
      if (best == G_MAXUINT)
        return FALSE;
      if (bn_battle_check (b, &c->items[best].action, NULL))
        {
          *out = c->items[best].action;
          return TRUE;
        }
      c->items[best].score = -G_MAXDOUBLE;
    }
}

/* ---- what the board looks like to one unit ---- */

static inline guint
distance (BnHex a,
          BnHex b)
{
  int dq = a.q - b.q, dr = a.r - b.r, ds = -dq - dr;

  return (guint) ((ABS (dq) + ABS (dr) + ABS (ds)) / 2);
}

static inline BnHex
neighbour (const Ctx *x,
           BnHex      hex,
           guint      dir)
{
  return bn_hex_make (hex.q + x->ai->dir_q[dir], hex.r + x->ai->dir_r[dir]);
}

/* @target in the 120° wedge around @facing. */
static inline gboolean
in_arc (const Ctx *x,
        BnHex      from,
        guint      facing,
        BnHex      target)
{
  return bn_hex_in_arc (from, facing, target);
}

/* battle_class(), from the player's cache. */
static inline const BnClassProfile *
unit_class (const Ctx *x,
            guint      unit)
{
  return x->ai->classes[x->s->units[unit].class_index];
}

/* Where @hex is in the battlefield's grid (row * width + col); off the
 * board, −1. */
static inline int
hex_index (const Ctx *x,
           BnHex      hex)
{
  const BnScenario *sc = x->b->scenario;
  int col = hex.q, row = hex.r + (hex.q - (hex.q & 1)) / 2;

  if (col < 0 || row < 0 || col >= (int) sc->width || row >= (int) sc->height)
    return -1;
  return row * (int) sc->width + col;
}

/* The terrain of @hex; off the board, NULL. */
static inline const BnTerrainProfile *
terrain (const Ctx *x,
         BnHex      hex)
{
  int index = hex_index (x, hex);

  return index >= 0 ? x->ai->terrains[x->b->scenario->terrain[index]] : NULL;
}

/* The cover of @hex: what an attack into it gains (negative: loses). */
static inline int
cover (const Ctx *x,
       BnHex      hex)
{
  const BnTerrainProfile *t = terrain (x, hex);

  return t != NULL ? t->attacker_dice : 0;
}

/* Works out the profile of @unit's class and weapon into @p. */
static void
fill_profile (const Ctx *x,
              guint      unit,
              Profile   *p)
{
  const BnClassProfile *cls = battle_class (x->b, unit);
  const BnWeaponProfile *w = battle_weapon (x->b, unit);
  guint sym[BN_DIE_N_SYMBOLS] = { 0 };

  if (w->n_dice > 0 && (w->dice_arms & (1u << cls->arm)) && (w->dice_classes & (1u << cls->unit_class)))
    {
      p->n_range = (guint8) w->n_dice;
      p->dice = w->dice;
    }
  else
    {
      p->n_range = (guint8) cls->n_dice;
      p->dice = cls->dice;
    }
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

/* The profile of @unit's class and weapon, worked out on first use. */
static inline const Profile *
profile (const Ctx *x,
         guint      unit)
{
  const BnBattleUnit *u = &x->s->units[unit];
  Profile *p = &x->ai->profiles[u->class_index][u->weapon];

  if (G_UNLIKELY (!p->ready))
    fill_profile (x, unit, p);
  return p;
}

/* Whether artillery @unit has reloaded (fires every other own turn). */
static gboolean
reloaded (const Ctx *x,
          guint      unit)
{
  const BnClassProfile *cls = unit_class (x, unit);
  const BnBattleUnit *u = &x->s->units[unit];

  return cls->fire_interval <= 1
         || x->s->side_turns[u->side] - u->last_battle_turn >= (int) cls->fire_interval;
}

/* The value of @unit striking @target @range away with @dice dice:
 * expected figures killed, more when they would destroy it (a victory
 * point) or when the target is already weakened. */
static double
strike_value (const Ctx *x,
              guint      unit,
              guint      target,
              guint      range,
              int        dice)
{
  const BnBattleUnit *t = &x->s->units[target];
  const BnClassProfile *tcls = unit_class (x, target);
  gboolean fast = (x->b->scenario->options & BN_BATTLE_OPTION_FAST_PLAY) != 0;
  double save = fast ? 0.0 : (range == 1 ? 1.0 / 6.0 : 2.0 / 6.0);
  double hits, kills, value;

  if (dice <= 0)
    return 0.0;
  hits = dice * profile (x, unit)->hit[tcls->armour][range == 1];
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
static int
dice_at (const Ctx *x,
         guint      unit,
         BnHex      hex,
         BnHex      target_hex,
         guint      range)
{
  const Profile *p = profile (x, unit);
  const BnTerrainProfile *from = terrain (x, hex);
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
        n += (int) unit_class (x, unit)->hilltop_bonus;
    }
  return n;
}

/* The first terms of position_score(): the best blow @unit can strike
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
  const BnClassProfile *cls = unit_class (x, unit);
  const BnTerrainProfile *ground = terrain (x, hex);
  const Profile *p = profile (x, unit);
  guint reach = p->reach;
  double best = 0.0, score = 0.0;
  guint min_d = 99, adjacent = 0, passive = 0;
  guint side = u->side;

  for (guint k = 0; k < x->n_living[1 - side]; k++)
    {
      BnHex e_hex = x->living_hex[1 - side][k];
      guint d = distance (hex, e_hex);
      gboolean front;

      if (d < min_d)
        min_d = d;
      if (d > 1 && !(can_battle && d <= reach))
        continue;
      front = in_arc (x, hex, facing, e_hex);
      if (d == 1)
        {
          adjacent++;
          if (!front)
            passive++;
        }
      if (can_battle && d <= reach && front)
        {
          guint i = x->living[1 - side][k];
          double v = strike_value (x, unit, i, d, dice_at (x, unit, hex, e_hex, d));

          if (v > best)
            best = v;
        }
    }
  score += 4.0 * best;
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
static void
check_kept_positions (Ctx  *x,
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
        int index = hex_index (x, neighbour (x, x->living_hex[side][k], d));

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

/* enemy_score(), kept when the decision may (check_kept_positions()). */
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
static double
position_score (const Ctx *x,
                guint      unit,
                BnHex      hex,
                guint      facing,
                guint      moved,
                gboolean   no_battle)
{
  const BnBattleState *s = x->s;
  const BnBattleUnit *u = &s->units[unit];
  gboolean can_battle = moved <= unit_class (x, unit)->move_and_battle && !no_battle && reloaded (x, unit);
  double score = kept_enemy_score (x, unit, hex, facing, can_battle);
  guint friends = 0;
  guint side = u->side;

  if (x->keep[side] && hex_index (x, hex) >= 0)
    {
      /* The living friends on the six hexes around, the unit itself
       * not among them. */
      friends = x->around[side][hex_index (x, hex)];
      if (u->figures > 0 && distance (hex, u->hex) == 1)
        friends--;
    }
  else
    {
      /* Only three friends count: the search stops there. */
      for (guint k = 0; k < x->n_living[side] && friends < 3; k++)
        friends += x->living[side][k] != unit && distance (hex, x->living_hex[side][k]) == 1;
    }
  score += 0.3 * MIN (friends, 3u);
  for (guint i = 0; i < x->b->scenario->n_objectives; i++)
    {
      const BnObjective *o = &x->b->scenario->objectives[i];
      guint d = distance (hex, bn_hex_from_offset (o->col, o->row));

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
  const BnClassProfile *cls = unit_class (x, unit);
  guint reach = profile (x, unit)->reach;
  gboolean ready = reloaded (x, unit);
  guint min_d = 99;
  double now = 0.0;

  if (u->figures == 0)
    return 0.0;
  for (guint k = 0; k < x->n_living[1 - u->side]; k++)
    {
      BnHex e_hex = x->living_hex[1 - u->side][k];
      guint d = distance (u->hex, e_hex);

      min_d = MIN (min_d, d);
      if (d <= reach && ready)
        {
          double v = strike_value (x, unit, x->living[1 - u->side][k], d, dice_at (x, unit, u->hex, e_hex, d));

          now = MAX (now, v);
        }
    }
  if (now > 0.0)
    return 6.0 + 2.0 * now;
  if (min_d <= reach + cls->move_and_battle)
    return 5.0;
  if (min_d <= reach + cls->move)
    return 3.0;
  return cls->arm == BN_BATTLE_ARM_ARTILLERY ? 0.5 : 2.0;
}

/* Forgets the kept order values when anything order_value() reads has
 * changed since they were worked out. */
static void
check_order_values (const Ctx *x)
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

/* order_value(), kept (check_order_values() first). */
static double
kept_order_value (const Ctx *x,
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
              && (!battle_weapon (x->b, i)->archer || unit_class (x, i)->arm != BN_BATTLE_ARM_FOOT))
            continue;
          if (card->kind == BN_CARD_KIND_UNITS
              && ((card->arms != 0 && !(card->arms & (1u << unit_class (x, i)->arm)))
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
      add (c, side, BN_ACTION_END_TURN, 0, 0, 0, 1.0);
      return pick_best (x->b, c, 0.0, out);
    }
  check_order_values (x);
  for (guint i = 0; i < s->n_units; i++)
    values[i] = s->units[i].side == side ? kept_order_value (x, i) : 0.0;
  for (guint slot = 0; slot < s->n_hand[side]; slot++)
    {
      double v = card_value (x, values, s->deck_kind[s->hand[side][slot]]);

      add (c, side, BN_ACTION_PLAY_CARD, slot, 0, 0, 1.0 + v + jitter (x->ai));
      if (v < worst)
        {
          worst = v;
          worst_slot = slot;
        }
    }
  if (pick_best (x->b, c, 0.0, out))
    return TRUE;
  /* No card orders anything: throw away the least useful. */
  c->n = 0;
  add (c, side, BN_ACTION_DISCARD_CARD, worst_slot, 0, 0, 1.0);
  return pick_best (x->b, c, 0.0, out);
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
        && distance (s->units[i].hex, cmd->hex) <= FORM_SAFE_DISTANCE)
      return;
  n = bn_battle_group_candidates (x->b, ci, units);
  for (guint k = 0; k < n && count < 4; k++)
    {
      const BnBattleUnit *u = &s->units[units[k]];
      guint with = colours | (1u << u->colour);

      if (u->ordered != BN_ORDER_NONE || (u->group >= 0 && s->groups[u->group].alive)
          || unit_class (x, units[k])->arm == BN_BATTLE_ARM_ARTILLERY
          || bn_battle_count_bits (with) > 2)
        continue;
      colours = with;
      mask |= 1u << k;
      count++;
    }
  if (count >= 2)
    add (c, s->active, BN_ACTION_FORM_GROUP, ci, mask & 0xFF, mask >> 8, 1.5 * count + jitter (x->ai));
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
  check_order_values (x);
  for (guint i = 0; i < s->n_units; i++)
    {
      values[i] = 0.0;
      if (s->units[i].side == side && s->units[i].figures > 0)
        {
          if (s->units[i].ordered != BN_ORDER_NONE)
            any_ordered = TRUE;
          else
            values[i] = kept_order_value (x, i);
        }
    }
  for (guint i = 0; i < s->n_units; i++)
    if (s->units[i].side == side && s->units[i].figures > 0 && s->units[i].ordered == BN_ORDER_NONE)
      add (c, side, BN_ACTION_ORDER_UNIT, i, 0, 0, company_value (x, values, i) + jitter (x->ai));
  for (guint g = 0; g < s->n_groups; g++)
    {
      const BnBattleGroup *group = &s->groups[g];
      double v = 0.0;

      if (group->side != side || !group->alive)
        continue;
      for (guint k = 0; k < group->n_units; k++)
        v += values[group->units[k]];
      /* Moving as one keeps the "Battle" together: worth a little more. */
      add (c, side, BN_ACTION_ORDER_GROUP, g, 0, 0, v + 0.5 + jitter (x->ai));
    }
  /* A commander on his own joins a unit that lacks one: a die more. */
  for (guint i = 0; i < s->n_commanders; i++)
    {
      const BnBattleCommander *cmd = &s->commanders[i];

      if (cmd->side == side && cmd->alive && !cmd->ordered && cmd->rank != BN_COMMANDER_SERGEANT
          && cmd->rank != BN_COMMANDER_CHARACTER && units_on (x->b, cmd->hex, side, NULL) == 0)
        add (c, side, BN_ACTION_ORDER_COMMANDER, i, 0, 0, (any_ordered ? 0.5 : 1.5) + jitter (x->ai));
      form_candidate (x, i, c);
    }
  /* A unit that broke out of its "Battle" is ordered back first. */
  if (s->stragglers > 0)
    for (guint i = 0; i < s->n_units; i++)
      if (s->units[i].side == side && s->units[i].ordered == BN_ORDER_NONE
          && bn_battle_unit_must_rejoin (x->b, i))
        add (c, side, BN_ACTION_ORDER_UNIT, i, 0, 0, 100.0 + jitter (x->ai));
  if (pick_best (x->b, c, 0.0, out))
    return TRUE;
  c->n = 0;
  add (c, side, BN_ACTION_END_ORDERS, 0, 0, 0, 1.0);
  return pick_best (x->b, c, 0.0, out);
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
  BnHex to = neighbour (x, u->hex, dir);
  const BnTerrainProfile *t = terrain (x, to);

  if (t == NULL || t->move == BN_TERRAIN_MOVE_IMPASSABLE
      || (t->move == BN_TERRAIN_MOVE_INFANTRY_ONLY && unit_class (x, unit)->arm != BN_BATTLE_ARM_FOOT))
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
  const BnClassProfile *cls = unit_class (x, unit);
  guint front_cost = bn_battle_rules_get_constants (x->b->rules)->front_change_cost;
  guint side = s->active;
  double here = position_score (x, unit, u->hex, u->facing, u->moved, u->no_battle);
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
        v = position_score (x, unit, to, u->facing, u->moved + 1, no_battle);
        /* It may still turn to face the way it went, if it has not. */
        if (!u->faced && d != u->facing)
          {
            guint cost = bn_hex_dir_difference (d, u->start_facing) >= 2 ? front_cost : 0;

            if (u->moved + 1 + cost <= cls->move)
              v = MAX (v, position_score (x, unit, to, d, u->moved + 1 + cost, no_battle) - 0.2);
          }
        if (take_commander)
          add (c, side, BN_ACTION_MOVE_UNIT, unit, d, 1, v - here + 0.05 + jitter (x->ai));
        add (c, side, BN_ACTION_MOVE_UNIT, unit, d, 0, v - here + jitter (x->ai));
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
        v = position_score (x, unit, u->hex, f, u->moved + cost, u->no_battle);
        add (c, side, BN_ACTION_FACE, unit, f, 0, v - here + jitter (x->ai));
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
          delta += position_score (x, unit, to, u->facing, u->moved + 1, no_battle)
                   - position_score (x, unit, u->hex, u->facing, u->moved, u->no_battle);
        }
      if (possible)
        add (c, s->active, BN_ACTION_MOVE_GROUP, g, d, 0, delta + jitter (x->ai));
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

  if (!cmd->alive || !cmd->ordered || cmd->stopped || cmd->side != s->active
      || (cmd->group >= 0 && s->groups[cmd->group].alive))
    return;
  for (guint i = 0; i < s->n_units; i++)
    {
      const BnBattleUnit *u = &s->units[i];
      guint d;

      if (u->figures == 0 || u->side != cmd->side || commander_on (x->b, u->hex, cmd->side) >= 0)
        continue;
      d = distance (cmd->hex, u->hex);
      if (d < best_d)
        {
          best_d = d;
          goal = u->hex;
        }
    }
  if (best_d == 99 || best_d == 0)
    return;
  for (guint d = 0; d < BN_HEX_N_DIRS; d++)
    if (distance (neighbour (x, cmd->hex, d), goal) < best_d)
      add (c, s->active, BN_ACTION_MOVE_COMMANDER, ci, d, 0, 0.5 + jitter (x->ai));
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
          guint now = distance (s->units[i].hex, captain);

          for (guint d = 0; d < BN_HEX_N_DIRS; d++)
            if (distance (neighbour (x, s->units[i].hex, d), captain) < now)
              add (c, s->active, BN_ACTION_MOVE_UNIT, i, d, 0, 100.0 + jitter (x->ai));
        }
  if (pick_best (x->b, c, 0.05, out))
    return TRUE;
  c->n = 0;
  /* Finish the move in progress first: starting another ends it. */
  if (s->moving_kind == 1)
    unit_move_candidates (x, s->moving_index, c);
  else if (s->moving_kind == 3)
    group_move_candidates (x, s->moving_index, c);
  else if (s->moving_kind == 2)
    commander_move_candidates (x, s->moving_index, c);
  if (pick_best (x->b, c, 0.05, out))
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
  if (pick_best (x->b, c, 0.05, out))
    return TRUE;
  c->n = 0;
  add (c, s->active, BN_ACTION_END_MOVES, 0, 0, 0, 1.0);
  return pick_best (x->b, c, 0.0, out);
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
                  && distance (s->units[e].hex, u->hex) == 1 && !in_arc (x, u->hex, u->facing, s->units[e].hex);
      if (!exposed)
        continue;
      here = position_score (x, i, u->hex, u->facing, 0, FALSE);
      for (guint f = 0; f < BN_HEX_N_DIRS; f++)
        if (f != u->facing)
          {
            double v = position_score (x, i, u->hex, f, 0, FALSE) - here;

            if (v > 0.0)
              add (c, side, BN_ACTION_RECEIVE, i, f, 0, v + jitter (x->ai));
          }
    }
  if (pick_best (x->b, c, 0.0, out))
    return TRUE;
  c->n = 0;
  add (c, side, BN_ACTION_END_RECEIVE, 0, 0, 0, 1.0);
  return pick_best (x->b, c, 0.0, out);
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
      reach = profile (x, i)->reach;
      cmd = unit_commander (x->b, i);
      if (cmd >= 0 && s->commanders[cmd].rank != BN_COMMANDER_SERGEANT
          && s->commanders[cmd].rank != BN_COMMANDER_CHARACTER && !s->commanders[cmd].supported
          && !s->commanders[cmd].held && unit_class (x, i)->arm != BN_BATTLE_ARM_ARTILLERY)
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
          d = distance (u->hex, e->hex);
          if (d > reach || !in_arc (x, u->hex, u->facing, e->hex))
            continue;
          v = strike_value (x, i, t, d, dice_at (x, i, u->hex, e->hex, d) + bonus);
          /* Ranged fire first: close combat would pin targets it could hit. */
          if (d > 1)
            v += 0.25;
          add (c, side, BN_ACTION_BATTLE, i, t, 0, v + jitter (x->ai));
        }
      if (!u->battled && unit_class (x, i)->arm != BN_BATTLE_ARM_ARTILLERY)
        for (guint t = 0; t < s->n_commanders; t++)
          {
            const BnBattleCommander *e = &s->commanders[t];
            guint d;
            int dice;
            double p;

            if (e->side == side || !e->alive)
              continue;
            d = distance (u->hex, e->hex);
            if (d > reach || !in_arc (x, u->hex, u->facing, e->hex))
              continue;
            /* A wounded character next to it is a prisoner for the taking. */
            if (e->wounded)
              {
                if (d == 1)
                  add (c, side, BN_ACTION_TAKE_PRISONER, i, t, 0, 3.0 + jitter (x->ai));
                continue;
              }
            dice = dice_at (x, i, u->hex, e->hex, d) + bonus;
            if (dice <= 0)
              continue;
            /* Only crossed swords hit a commander, and he may save. */
            p = 1.0 - pow (5.0 / 6.0, dice);
            if (!fast)
              p *= d == 1 ? 5.0 / 6.0 : 4.0 / 6.0;
            add (c, side, BN_ACTION_ATTACK_COMMANDER, i, t, 0, 3.0 * p + jitter (x->ai));
          }
    }
  if (pick_best (x->b, c, 0.0, out))
    return TRUE;
  c->n = 0;
  add (c, side, BN_ACTION_END_TURN, 0, 0, 0, 1.0);
  return pick_best (x->b, c, 0.0, out);
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
  gboolean strikes_back = in_arc (x, d->hex, d->facing, a->hex) && s->range <= profile (x, s->target)->reach;
  guint adjacent = 0;
  double expected = s->dice * profile (x, s->attacker)->hit[unit_class (x, s->target)->armour][s->range == 1];

  for (guint i = 0; i < s->n_units; i++)
    if (s->units[i].figures > 0 && s->units[i].side != side && distance (s->units[i].hex, d->hex) == 1)
      adjacent++;
  c->n = 0;
  add (c, side, BN_ACTION_STAND, 0, 0, 0, 1.0);
  if ((!strikes_back && (d->figures <= 3 || expected + 1.0 >= d->figures)) || adjacent >= 3)
    for (guint dir = 0; dir < BN_HEX_N_DIRS; dir++)
      add (c, side, BN_ACTION_WITHDRAW, 0, dir, 0, 2.0 + jitter (x->ai));
  return pick_best (x->b, c, 0.0, out);
}

/* Advance into the emptied hex when cavalry can strike again, or when
 * the hex is not a trap (at most one other enemy next to it). */
static gboolean
choose_breakthrough (const Ctx      *x,
                     BnBattleAction *out)
{
  const BnBattleState *s = x->s;
  const BnBattleUnit *u = &s->units[s->attacker];
  BnHex to = neighbour (x, u->hex, s->breakthrough_hex_dir);
  guint threats = 0;
  Candidates *c = g_newa (Candidates, 1);
  gboolean advance;

  for (guint i = 0; i < s->n_units; i++)
    if (s->units[i].figures > 0 && s->units[i].side != u->side && distance (s->units[i].hex, to) == 1)
      threats++;
  advance = (unit_class (x, s->attacker)->arm == BN_BATTLE_ARM_HORSE && s->units[s->target].figures > 0)
            || threats <= 1;
  c->n = 0;
  add (c, s->active, BN_ACTION_ADVANCE, 0, 0, 0, advance ? 2.0 : 1.0);
  add (c, s->active, BN_ACTION_HOLD, 0, 0, 0, advance ? 1.0 : 2.0);
  return pick_best (x->b, c, 0.0, out);
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
      double hits = s->dice * profile (x, s->attacker)->hit[unit_class (x, there[i])->armour][s->range == 1];

      add (c, 1 - s->active, BN_ACTION_TAKE_CASUALTIES, there[i], 0, 0,
           100.0 + s->units[there[i]].figures - hits + jitter (x->ai));
    }
  return pick_best (x->b, c, 0.0, out);
}

/* The retreat hex of the House rule (a rallying commander first, then
 * straight back), and a figure rather than the commander when blocked. */
static gboolean
choose_retreat (const Ctx      *x,
                BnBattleAction *out)
{
  Candidates *c = g_newa (Candidates, 1);

  c->n = 0;
  add (c, 1 - x->s->active, BN_ACTION_RETREAT, x->s->target, battle_retreat_default (x->b), 0, 1.0);
  return pick_best (x->b, c, 0.0, out);
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
  add (c, side, BN_ACTION_REFUSE, 0, 0, 0, 1.0);
  if (slot >= 0 && s->gold_paid + gold >= s->gold_due && s->pay_reason != PAY_AVOID_DUEL)
    add (c, side, BN_ACTION_PAY, (guint) slot, 0, 0, 2.0);
  return pick_best (x->b, c, 0.0, out);
}

/* Any legal action, uniformly: the yardstick player, and the sensible
 * player's last resort. */
static gboolean
choose_random (BnBattleAi     *ai,
               const BnBattle *b,
               BnBattleAction *out)
{
  guint n = bn_battle_legal_actions (b, ai->legal);

  if (n == 0)
    return FALSE;
  *out = g_array_index (ai->legal, BnBattleAction, bn_random_uniform (ai->random, n));
  return TRUE;
}

/**
 * bn_battle_ai_choose:
 * @out_action: (out): the action, legal now
 *
 * Picks the action for whichever side must decide now (the acting side:
 * the defender when a battle is declared, the side that owes gold, …).
 *
 * Returns: %FALSE only when the battle is over
 */
gboolean
bn_battle_ai_choose (BnBattleAi     *ai,
                     const BnBattle *battle,
                     BnBattleAction *out_action)
{
  gboolean found = FALSE;
  Ctx x;

  g_return_val_if_fail (ai != NULL && battle != NULL && out_action != NULL, FALSE);

  if (battle->s.phase == BN_PHASE_OVER)
    return FALSE;
  if (ai->kind == BN_BATTLE_AI_RANDOM)
    return choose_random (ai, battle, out_action);
  if (battle_hooks (battle)->ai_choose != NULL && battle->s.phase != BN_PHASE_DEPLOY)
    {
      if (battle_hooks (battle)->ai_choose (battle, ai->random, out_action))
        return TRUE;
      ai->n_fallbacks++;
      return choose_random (ai, battle, out_action);
    }

  use_rules (ai, battle->rules);
  x.ai = ai;
  x.b = battle;
  x.s = &battle->s;
  x.n_living[0] = x.n_living[1] = 0;
  x.keep[0] = x.keep[1] = FALSE;
  for (guint i = 0; i < battle->s.n_units; i++)
    {
      const BnBattleUnit *u = &battle->s.units[i];

      if (u->figures > 0)
        {
          x.living_hex[u->side][x.n_living[u->side]] = u->hex;
          x.living[u->side][x.n_living[u->side]++] = (guint8) i;
        }
    }
  if (battle->s.phase == BN_PHASE_MOVE)
    check_kept_positions (&x, battle->s.active);
  else if (battle->s.phase == BN_PHASE_RECEIVE)
    check_kept_positions (&x, 1 - battle->s.active);
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
  return choose_random (ai, battle, out_action);
}

/* ---- auto-resolve ---- */

/**
 * bn_battle_auto_resolve:
 * @seed: the battle's dice and the players' tie-breaks all derive from it
 * @kinds: the player of side 0 and of side 1
 * @out_outcome: (out) (optional): how it ended
 *
 * Plays a whole battle, AI against AI, to victory or to the turn limit
 * (the scenario's; BN_BATTLE_AI_TURN_LIMIT when it has none, which the
 * returned battle's scenario then carries, so its log replays).
 *
 * Returns: (transfer full) (nullable): the finished battle, owning its
 *   chance; %NULL with %BN_BATTLE_ERROR_SETUP when the armies or the
 *   scenario are unusable
 */
BnBattle *
bn_battle_auto_resolve (BnBattleRules       *rules,
                        const BnScenario    *scenario,
                        const BnBattleArmy  *army0,
                        const BnBattleArmy  *army1,
                        guint64              seed,
                        const BnBattleAiKind kinds[2],
                        BnBattleOutcome     *out_outcome,
                        GError             **error)
{
  g_autoptr(BnScenario) limited = NULL;
  BnChance *chance;
  BnBattle *b;
  BnBattleAi *ai[2];
  const BnBattleArmy *armies[2] = { army0, army1 };

  g_return_val_if_fail (rules != NULL && scenario != NULL && kinds != NULL, NULL);
  g_return_val_if_fail (army0 != NULL && army1 != NULL, NULL);

  if (scenario->turn_limit == 0)
    {
      limited = bn_scenario_copy (scenario);
      limited->turn_limit = BN_BATTLE_AI_TURN_LIMIT;
      scenario = limited;
    }
  chance = bn_chance_new_seeded (bn_battle_ai_derive_seed (seed, 0));
  b = bn_battle_new (rules, scenario, army0, army1, chance, error);
  if (b == NULL)
    {
      bn_chance_free (chance);
      return NULL;
    }
  battle_adopt_chance (b, chance);
  ai[0] = bn_battle_ai_new (kinds[0], bn_battle_ai_derive_seed (seed, 1));
  ai[1] = bn_battle_ai_new (kinds[1], bn_battle_ai_derive_seed (seed, 2));

  while (b->s.phase != BN_PHASE_OVER)
    {
      BnBattleAction action;
      guint side = bn_battle_get_acting_side (b);

      if (!bn_battle_ai_choose (ai[side], b, &action)
          || !bn_battle_apply (b, &action, NULL))
        g_error ("the battle AI chose an action the engine refused");
    }
  bn_battle_ai_free (ai[0]);
  bn_battle_ai_free (ai[1]);

  if (out_outcome != NULL)
    {
      memset (out_outcome, 0, sizeof *out_outcome);
      out_outcome->winner = b->s.winner < 2 ? (int) b->s.winner : -1;
      out_outcome->victory_points[0] = b->s.vp[0];
      out_outcome->victory_points[1] = b->s.vp[1];
      if (out_outcome->winner < 0)
        out_outcome->end = BN_BATTLE_END_TURN_LIMIT;
      else if (b->s.vp[out_outcome->winner] >= b->scenario->victory_target)
        out_outcome->end = BN_BATTLE_END_VICTORY_POINTS;
      else if (b->scenario->turn_limit > 0 && b->s.turn >= b->scenario->turn_limit)
        out_outcome->end = BN_BATTLE_END_TURN_LIMIT;
      else
        out_outcome->end = BN_BATTLE_END_ARMY_DESTROYED;
      out_outcome->turns = b->s.turn;
      out_outcome->actions = b->actions->len;
      /* Losses by the army a unit came from: a bribed unit is its first
       * owner's loss. */
      for (guint i = 0; i < b->s.n_units; i++)
        {
          const BnBattleUnit *u = &b->s.units[i];
          guint side = i < b->s.n_units_side0 ? 0 : 1;

          out_outcome->figures_lost[side] += armies[side]->units[u->spec].figures - u->figures;
          if (u->figures == 0)
            out_outcome->units_lost[side]++;
        }
    }
  return b;
}
