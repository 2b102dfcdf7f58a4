/* bn-lionheart-ai.c — Lionheart's computer player: a unit for each
 * action by its best first step, then steps scored for closing in,
 * facing the enemy, attacking with the better odds, shooting and
 * reloading; bids all it may for a mercenary it can reach. */
#include "bn-lionheart-private.h"

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
    if (lh_unit_up (b, e) && b->s.units[e].side != b->s.units[unit].side)
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
      return a->b + 256u * a->c == lh_side_available (b, b->s.active) ? 20.0 : -1.0;
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
          st->mp = (guint8) lh_unit_speed (&copy, a->a);
          st->fired = st->moved = st->braced = st->turns_here = 0;
          copy.s.phase = BN_PHASE_MOVE;
        }
        inner = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
        lh_legal_actions (&copy, inner);
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
        double mine = lh_unit_dice (b, a->a, a->b, !a->c);
        double theirs = a->c ? 0 : lh_unit_dice (b, a->b, a->a, TRUE);
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

gboolean
lh_ai_choose (const BnBattle *b,
                     BnRandom       *jitter,
                     BnBattleAction *out)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  double best = -1e9;

  lh_legal_actions (b, legal);
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
