/* bn-battle-ai-private.h — what the computer player's files share: its
 * state and the candidates it weighs (bn-battle-ai.c), how the board
 * looks to one unit (bn-battle-ai-view.c), and its choices phase by phase
 * (bn-battle-ai-phases.c). */
#pragma once

#include "bn-battle-ai.h"

#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

G_BEGIN_DECLS

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
  guint64        seed;        /* as made: the searching player's samples derive from it */
  /* The searching player (bn-battle-ai-search.c): its budget, a request to
   * stop thinking (set from another thread), what its last decision cost. */
  guint          budget_simulations;
  guint          budget_ms;
  gint           move_now;
  guint          last_simulations;
  double         last_ms;
  /* When set, the sensible player leaves here the scored candidates its
   * choice was made from: the searching player's move generator. */
  struct _Candidates *capture;
  double         last_cpu_ms;
  double         last_value;
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
  /* Steps to the nearest enemy of each side's units over ground a unit
   * may enter (a river of BattleLore is crossed only at a ford or a
   * bridge), filled with walk_ready[side]; 255: none reachable. */
  gboolean             walk_ready[2];
  guint8               walk[2][BN_SCENARIO_MAX_HEXES];
} Ctx;

/* A scored candidate. */
typedef struct
{
  BnBattleAction action;
  double         score;
} Candidate;

/* Enough for every step, facing and group move of one side in one call. */
#define MAX_CANDIDATES 1024

typedef struct _Candidates
{
  Candidate items[MAX_CANDIDATES];
  guint     n;
} Candidates;


G_GNUC_INTERNAL void ai_fill_profile (const Ctx *x, guint unit, Profile *p);
G_GNUC_INTERNAL void ai_fill_walk (Ctx *x, guint side);

/* Asked in the inner loops of position scoring: inline. */

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

static inline guint
ai_distance (BnHex a,
          BnHex b)
{
  int dq = a.q - b.q, dr = a.r - b.r, ds = -dq - dr;

  return (guint) ((ABS (dq) + ABS (dr) + ABS (ds)) / 2);
}

static inline BnHex
ai_neighbour (const Ctx *x,
           BnHex      hex,
           guint      dir)
{
  return bn_hex_make (hex.q + x->ai->dir_q[dir], hex.r + x->ai->dir_r[dir]);
}

/* @target in the 120° wedge around @facing. */
static inline gboolean
ai_in_arc (const Ctx *x,
        BnHex      from,
        guint      facing,
        BnHex      target)
{
  return bn_hex_in_arc (from, facing, target);
}

/* battle_class(), from the player's cache. */
static inline const BnClassProfile *
ai_unit_class (const Ctx *x,
            guint      unit)
{
  return x->ai->classes[x->s->units[unit].class_index];
}

/* The terrain of @hex; off the board, NULL. */
static inline const BnTerrainProfile *
ai_terrain (const Ctx *x,
         BnHex      hex)
{
  int index = hex_index (x, hex);

  return index >= 0 ? x->ai->terrains[x->b->scenario->terrain[index]] : NULL;
}

/* The profile of @unit's class and weapon, worked out on first use. */
static inline const Profile *
ai_profile (const Ctx *x,
         guint      unit)
{
  const BnBattleUnit *u = &x->s->units[unit];
  Profile *p = &x->ai->profiles[u->class_index][u->weapon];

  if (G_UNLIKELY (!p->ready))
    ai_fill_profile (x, unit, p);
  return p;
}

/* A tie-break in [0, 0.01): small beside any real difference in score. */
static inline double
ai_jitter (BnBattleAi *ai)
{
  return (double) (bn_random_next (ai->random) >> 11) * (0.01 / 9007199254740992.0);
}

/* bn-battle-ai.c, shared by its parts */
/* bn-battle-ai.c */
G_GNUC_INTERNAL void ai_add (Candidates *c, guint side, guint type, guint a, guint bb, guint cc, double score);
G_GNUC_INTERNAL gboolean ai_pick_best (BnBattleAi *ai, const BnBattle *b, Candidates *c, double floor, BnBattleAction *out);
G_GNUC_INTERNAL void ai_use_rules (BnBattleAi *ai, BnBattleRules *rules);
/* bn-battle-ai-view.c */
G_GNUC_INTERNAL void ai_check_kept_positions (Ctx *x, guint side);
G_GNUC_INTERNAL void ai_check_order_values (const Ctx *x);
G_GNUC_INTERNAL int ai_dice_at (const Ctx *x, guint unit, BnHex hex, BnHex target_hex, guint range);
G_GNUC_INTERNAL double ai_kept_order_value (const Ctx *x, guint unit);
G_GNUC_INTERNAL double ai_position_score (const Ctx *x, guint unit, BnHex hex, guint facing, guint moved, gboolean no_battle);
G_GNUC_INTERNAL double ai_strike_value (const Ctx *x, guint unit, guint target, guint range, int dice);

/* bn-battle-ai-phases.c */
gboolean ai_choose_sensible (BnBattleAi *ai, const BnBattle *battle, BnBattleAction *out_action);
gboolean ai_choose_random   (BnBattleAi *ai, const BnBattle *battle, BnBattleAction *out_action);
/* bn-battle-ai-search.c */
gboolean ai_search_choose   (BnBattleAi *ai, const BnBattle *battle, BnBattleAction *out_action);
void     ai_determinize     (BnBattle *b, guint viewer, BnRandom *random);

G_END_DECLS
