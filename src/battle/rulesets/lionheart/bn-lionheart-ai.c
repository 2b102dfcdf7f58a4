/* bn-lionheart-ai.c — Lionheart's computer player: a unit for each
 * action by its best first step, then steps scored for closing in,
 * facing the enemy, attacking with the better odds, shooting and
 * reloading; bids all it may for a mercenary it can reach; sends a
 * campaign leader whose unit is out of the fight to one about to fight. */
#include "bn-lionheart-private.h"

#include <string.h>

/* ---- the computer player ---- */

/* What one decision looks at. Nothing moves while the player weighs its
 * choices, so each side's living enemies, and where each unit stands
 * towards the nearest of them now, are worked out once per decision
 * rather than once per action scored; a unit's trial action is scored in
 * one copy of the battle kept for the whole decision. */
typedef struct
{
  guint8   n_enemies[2];
  guint8   enemies[2][BN_BATTLE_MAX_UNITS];   /* in unit order, as the search ran */
  BnHex    enemy_hex[2][BN_BATTLE_MAX_UNITS];
  /* The last nearest_enemy() asked (an advance and the turns after it
   * ask the same). */
  guint    last_side;
  BnHex    last_from;
  guint    last_distance;
  int      last_enemy;
  gboolean known[BN_BATTLE_MAX_UNITS];
  guint    here_distance[BN_BATTLE_MAX_UNITS];  /* G_MAXUINT: no enemy left */
  int      here_enemy[BN_BATTLE_MAX_UNITS];
  guint    here_error[BN_BATTLE_MAX_UNITS];     /* facing_error() as it stands */
  gboolean archer[BN_BATTLE_MAX_UNITS];
  BnBattle trial;          /* a shallow copy: checks and scores only read, never log */
  gboolean trial_ready;
  GArray  *inner;          /* BnBattleAction, the trial's legal actions */
} View;

static void
view_init (View           *v,
           const BnBattle *b)
{
  v->n_enemies[0] = v->n_enemies[1] = 0;
  for (guint e = 0; e < b->s.n_units; e++)
    if (lh_unit_up (b, e))
      {
        guint other = 1 - b->s.units[e].side;

        v->enemy_hex[other][v->n_enemies[other]] = b->s.units[e].hex;
        v->enemies[other][v->n_enemies[other]++] = (guint8) e;
      }
  v->last_side = G_MAXUINT;
  memset (v->known, 0, sizeof v->known);
  v->trial_ready = FALSE;
  v->inner = NULL;
}

static void
view_clear (View *v)
{
  g_clear_pointer (&v->inner, g_array_unref);
}

/* The first of the nearest living enemies of @unit's side from @from. */
static guint
nearest_enemy (View           *v,
               const BnBattle *b,
               guint           unit,
               BnHex           from,
               int            *out_enemy)
{
  guint side = b->s.units[unit].side;
  guint best = G_MAXUINT;
  int enemy = -1;

  if (side == v->last_side && bn_hex_equal (from, v->last_from))
    {
      *out_enemy = v->last_enemy;
      return v->last_distance;
    }
  for (guint k = 0; k < v->n_enemies[side]; k++)
    {
      guint d = bn_hex_distance (from, v->enemy_hex[side][k]);

      if (d < best)
        {
          best = d;
          enemy = v->enemies[side][k];
        }
    }
  v->last_side = side;
  v->last_from = from;
  v->last_distance = best;
  v->last_enemy = enemy;
  *out_enemy = enemy;
  return best;
}

/* How well @facing at @hex points at the nearest enemy: 0 best; 2, 4 or
 * 6 for a neighbour one, two or three hexsides off the facing; further
 * away 1 in the facing's arc, 3 in a neighbouring facing's, else 5. */
static guint
facing_error (BnHex hex,
              guint facing,
              BnHex enemy)
{
  /* The wedges (bn_hex_wedges()) of the arc of each facing, and of the
   * arcs of the two facings beside it. */
  static const guint8 arc[BN_HEX_N_DIRS] = { 0x21, 0x03, 0x06, 0x0c, 0x18, 0x30 };
  static const guint8 arcs_beside[BN_HEX_N_DIRS] = { 0x33, 0x27, 0x0f, 0x1e, 0x3c, 0x39 };
  int dir = bn_hex_distance (hex, enemy) == 1 ? bn_hex_direction_to (hex, enemy) : -1;
  guint wedges;

  if (dir >= 0)
    return bn_hex_dir_difference ((guint) dir, facing) * 2;
  wedges = bn_hex_wedges (hex, enemy);
  if (wedges & arc[facing])
    return 1;
  if (wedges & arcs_beside[facing])
    return 3;
  return 5;
}

/* nearest_enemy() from where @unit stands now, and facing_error() as it
 * faces now. */
static guint
nearest_enemy_here (View           *v,
                    const BnBattle *b,
                    guint           unit,
                    int            *out_enemy)
{
  if (!v->known[unit])
    {
      const BnBattleUnit *u = &b->s.units[unit];
      int enemy;

      v->here_distance[unit] = nearest_enemy (v, b, unit, u->hex, &enemy);
      v->here_enemy[unit] = enemy;
      v->here_error[unit] = enemy >= 0 ? facing_error (u->hex, u->facing, b->s.units[enemy].hex) : 0;
      v->archer[unit] = battle_weapon (b, unit)->ranged;
      v->known[unit] = TRUE;
    }
  *out_enemy = v->here_enemy[unit];
  return v->here_distance[unit];
}

static double
score_action (View                 *v,
              const BnBattle       *b,
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
      return a->b + 256u * a->c == lh_side_available (b, b->s.active) ? 20.0 : -1.0;
    case BN_ACTION_END_MOVES:
      return 0.5;
    case BN_ACTION_RALLY:
      nearest_enemy_here (v, b, a->a, &enemy);
      return 6.0 - (enemy >= 0 ? facing_error (u->hex, a->b, b->s.units[enemy].hex) * 0.1 : 0);
    case BN_ACTION_ORDER_UNIT:
      {
        BnBattle *trial = &v->trial;
        double best = 0;

        if (!v->trial_ready)
          {
            *trial = *b;
            trial->s.phase = BN_PHASE_MOVE;
            v->inner = g_array_sized_new (FALSE, FALSE, sizeof (BnBattleAction), 32);
            v->trial_ready = TRUE;
          }
        {
          LhState *st = LH (trial);

          st->unit = (gint8) a->a;
          st->mp = (guint8) lh_unit_speed (trial, a->a);
          st->fired = st->moved = st->braced = st->turns_here = 0;
        }
        g_array_set_size (v->inner, 0);
        lh_legal_actions (trial, v->inner);
        for (guint i = 0; i < v->inner->len; i++)
          {
            const BnBattleAction *x = &g_array_index (v->inner, BnBattleAction, i);

            if (x->type != BN_ACTION_END_MOVES)
              best = MAX (best, score_action (v, trial, x));
          }
        return best;
      }
    case BN_ACTION_BATTLE:
      {
        const BnBattleUnit *t = &b->s.units[a->b];
        double mine = lh_unit_dice (b, a->a, a->b, !a->c);
        double theirs = a->c ? 0 : lh_unit_dice (b, a->b, a->a, TRUE);
        double val = a->c ? 7.0 + mine * 0.5 : 6.0 + (mine - theirs) + (t->panicked ? 2.0 : 0.0);

        if (!a->c)
          val += lh_aspect (t->hex, t->facing, u->hex) * 1.5;
        return val + (3 - t->armour_level) * 0.2;
      }
    case BN_ACTION_RELOAD:
      return 6.5;
    case BN_ACTION_FACE:
    case BN_ACTION_MOVE_UNIT:
      {
        BnHex hex = u->hex;
        guint facing = u->facing;
        guint before, after, err_before, err_after;

        before = nearest_enemy_here (v, b, a->a, &enemy);
        if (enemy < 0)
          return 0;
        err_before = v->here_error[a->a];
        if (a->type == BN_ACTION_FACE)
          {
            /* Turning in place: the same enemy is the nearest. */
            facing = a->b;
            after = before;
          }
        else
          {
            hex = bn_hex_neighbour (hex, a->b);
            if (a->c != 0)
              facing = bn_hex_dir_rotate (facing, a->c == 1 ? 1 : -1);
            after = nearest_enemy (v, b, a->a, hex, &enemy);
          }
        err_after = facing_error (hex, facing, b->s.units[enemy].hex);
        if (v->archer[a->a] && before <= 3 && after < before)
          return 0.2;   /* archers keep their distance */
        return 1.0 + 2.0 * ((double) before - after) + 0.8 * ((double) err_before - err_after)
               - (a->type == BN_ACTION_FACE ? 0.3 : 0);
      }
    default:
      return 0;
    }
}

/* Hexes from @unit to the nearest living enemy, G_MAXUINT when none. */
static guint
enemy_distance (const BnBattle *b,
                guint           unit)
{
  guint best = G_MAXUINT;

  for (guint e = 0; e < b->s.n_units; e++)
    if (lh_unit_up (b, e) && b->s.units[e].side != b->s.units[unit].side)
      best = MIN (best, bn_hex_distance (b->s.units[e].hex, b->s.units[unit].hex));
  return best;
}

/* A leader goes to another unit only when that is clearly good: his own
 * unit is out of the fight (gone, panicked, or no enemy within
 * LH_AI_OUT_OF_FIGHT hexes) and the unit he joins, steady, is about to
 * fight (an enemy within LH_AI_ABOUT_TO_FIGHT hexes); the one nearest the
 * enemy, the first of them on a tie. Otherwise he stays (FALSE). */
#define LH_AI_OUT_OF_FIGHT   4
#define LH_AI_ABOUT_TO_FIGHT 2

static gboolean
choose_leader_move (const BnBattle *b,
                    GArray         *legal,
                    BnBattleAction *out)
{
  guint best = G_MAXUINT;

  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *a = &g_array_index (legal, BnBattleAction, i);
      int from;
      guint there;

      if (a->type != BN_ACTION_MOVE_COMMANDER)
        continue;
      from = b->s.commanders[a->a].attached;
      if (from >= 0 && lh_unit_up (b, (guint) from) && !b->s.units[from].panicked
          && enemy_distance (b, (guint) from) <= LH_AI_OUT_OF_FIGHT)
        continue;
      if (b->s.units[a->b].panicked)
        continue;
      there = enemy_distance (b, a->b);
      if (there <= LH_AI_ABOUT_TO_FIGHT && there < best)
        {
          best = there;
          *out = *a;
        }
    }
  return best != G_MAXUINT;
}

gboolean
lh_ai_choose (const BnBattle *b,
                     BnRandom       *jitter,
                     BnBattleAction *out)
{
  g_autoptr(GArray) legal = g_array_sized_new (FALSE, FALSE, sizeof (BnBattleAction), 64);
  double best = -1e9;
  View view;
  View *v = &view;

  lh_legal_actions (b, legal);
  if (choose_leader_move (b, legal, out))
    return TRUE;
  view_init (v, b);
  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *a = &g_array_index (legal, BnBattleAction, i);
      double val;

      /* Leaders' moves are weighed above, and draw no jitter: the other
       * choices come out as they would without them. */
      if (a->type == BN_ACTION_MOVE_COMMANDER)
        continue;
      val = score_action (v, b, a) + (double) bn_random_uniform (jitter, 1000) * 1e-4;

      if (val > best)
        {
          best = val;
          *out = *a;
        }
    }
  view_clear (v);
  return legal->len > 0;
}
