/* bn-junior-general-ai-search.c — the computer player's move search: for
 * one unit, the straight way at an enemy or a little aside, as far as the
 * engine allows, kept between the decisions of a side's Movement while
 * nothing it depends on changed. */
#include "bn-junior-general-private.h"

#include <math.h>

static double
nearest_enemy_distance (const BnBattle *b,
                        guint           unit,
                        BnTablePlace    at)
{
  double best = G_MAXDOUBLE;

  for (guint j = 0; j < b->s.n_units; j++)
    if (jg_unit_up (b, j) && b->s.units[j].side != b->s.units[unit].side)
      best = MIN (best, bn_table_length (b->s.unit_places[j].x - at.x, b->s.unit_places[j].y - at.y));
  return best;
}

gboolean
jg_ai_enemy_in_range (const BnBattle *b,
                      guint           unit)
{
  guint range = bn_jg_missile_range_mm (b->rules, JGC (b)->type[unit]);

  if (range == 0)
    return FALSE;
  /* The same measure as jg_unit_within (@unit, j, range), kept per pair
   * while the table is read and across changes of other footprints. */
  for (guint j = 0; j < b->s.n_units; j++)
    if (jg_unit_up (b, j) && b->s.units[j].side != b->s.units[unit].side
        && jg_scene_in_range (b, unit, j))
      return TRUE;
  return FALSE;
}
/* What a move gains towards the enemy; @from_nearest is the nearest enemy
 * distance from where the unit stands, when known (else negative), and
 * the unit is known to have no enemy in range then. */
double
jg_ai_move_value_from (const BnBattle       *b,
                       const BnBattleAction *action,
                       double                from_nearest)
{
  BnTablePlace from = b->s.unit_places[action->a];
  BnTablePlace to = jg_move_place (b, action->a, action->b, action->c);

  if (from_nearest < 0)
    {
      if (jg_ai_enemy_in_range (b, action->a))
        return 0;
      from_nearest = nearest_enemy_distance (b, action->a, from);
    }
  return from_nearest - nearest_enemy_distance (b, action->a, to);
}

/* What a move gains towards one enemy, @aim. */
double
jg_ai_aim_value (const BnBattle       *b,
                 const BnBattleAction *action,
                 guint                 aim)
{
  BnTablePlace from = b->s.unit_places[action->a];
  BnTablePlace to = jg_move_place (b, action->a, action->b, action->c);
  BnTablePlace e = b->s.unit_places[aim];

  return bn_table_length (e.x - from.x, e.y - from.y) - bn_table_length (e.x - to.x, e.y - to.y);
}

/* The straight way at @enemy, or a little aside when friends or ground
 * block it (15° or 30° either side; nothing passes through another
 * stand): the longest legal
 * distance each way, down in steps of 3 cm, then back up a centimetre at a
 * time; the way that brings @unit nearest the enemy. */
/* The ways a search tried: from where the unit stands to each end. */
typedef struct
{
  BnTablePoint end[5];
  guint        n;
} JgWays;

static gboolean
move_search_run (const BnBattle *b,
                 guint           unit,
                 guint           enemy,
                 gboolean        hunt,
                 BnBattleAction *out,
                 JgWays         *out_ways)
{
  static const int aside[] = { 0, -3, 3, -6, 6 };
  BnTablePlace at = b->s.unit_places[unit];
  guint straight = (guint) lround (bn_table_heading (at.x, at.y, b->s.unit_places[enemy].x,
                                                     b->s.unit_places[enemy].y) / 5) % 72;
  int most = (int) bn_jg_move_mm (b->rules, JGC (b)->type[unit]) / 10;
  double keep = jg_table (b->rules, "enemy-distance")[0] * 10.0;
  double unit_best = -G_MAXDOUBLE;
  /* The unit searched has no enemy in range (ai_choose ()). */
  double from_nearest = nearest_enemy_distance (b, unit, at);
  JgWay way;
  JgNear all;

  G_STATIC_ASSERT (G_N_ELEMENTS (aside) == G_N_ELEMENTS (out_ways->end));
  jg_stands_all (b, &all);
  out_ways->n = 0;
  for (guint k = 0; k < G_N_ELEMENTS (aside); k++)
    {
      BnBattleAction m = { BN_ACTION_MOVE_UNIT, b->s.active, (guint8) unit, 0, 0 };
      int found = 0;
      double v;

      m.b = (guint8) ((straight + 72 + aside[k]) % 72);
      out_ways->end[out_ways->n++] = bn_table_step (at.x, at.y, m.b * 5.0, most * 10.0);
      /* Only the stands near this way matter to any distance along it,
       * and only where their spans along it say so. */
      jg_way_begin (b, unit, m.b, (guint) most, keep + 40, &all, &way);
      /* Where it may end first (cheap), then the way there, once. */
      for (int c = most; c >= 1 && found == 0; c = c > 3 ? c - 3 : c - 1)
        if (jg_way_end_fits (b, &way, (guint) c))
          found = c;
      for (int c = found + 1; found > 0 && c <= MIN (found + 2, most); c++)
        {
          if (!jg_way_end_fits (b, &way, (guint) c))
            break;
          found = c;
        }
      if (found > 0 && !jg_check_move_among (b, unit, m.b, (guint) found, &way.near, TRUE, NULL))
        {
          guint open = jg_way_open_along (b, &way, (guint) found * 10);
          int c = MIN (found - 1, (int) (open / 10) - 1);

          /* A move is checked in full where its end fits. */
          for (found = 0; c >= 1 && found == 0; c--)
            if (jg_way_end_fits (b, &way, (guint) c)
                && jg_check_move_among (b, unit, m.b, (guint) c, &way.near, TRUE, NULL))
              found = c;
        }
      if (found == 0)
        continue;
      m.c = (guint8) found;
      v = hunt ? jg_ai_aim_value (b, &m, enemy) : jg_ai_move_value_from (b, &m, from_nearest);
      if (v > unit_best)
        {
          unit_best = v;
          *out = m;
        }
      /* The straight way, if open far enough or up to the 10 cm line,
       * is the way. */
      if (k == 0 && (found * 3 >= most * 2 || !jg_move_end_fits (b, unit, m.b, (guint) found, 30, &way.near)))
        break;
    }
  return unit_best != -G_MAXDOUBLE;
}

/* What one unit's move search saw of the table, and what it found. A
 * side's units move one at a time, and each decision asks again for every
 * unit's move: the answer is kept while nothing it could depend on moved —
 * the unit itself, every enemy stand (the nearest one, the 10 cm rule,
 * what is in range), the commanders' places with units, and any friend
 * stand that was or is now within the unit's body's reach (its size and
 * its commanders', a margin more) of a way the search tried: friends
 * count only where the unit's stands would cut into them, and only along
 * those ways were they asked about. Everything else on the table is the
 * same battlefield and rules, told by their digest. */
typedef struct
{
  gboolean       valid;
  gboolean       hunt;
  guint64        field;
  guint8         n_units, n_commanders;
  guint          enemy;
  BnTablePlace   places[JG_N_STANDS];
  double         radius[JG_N_STANDS];
  guint8         up[JG_N_STANDS];
  guint8         side[JG_N_STANDS];
  gint8          with[BN_BATTLE_MAX_COMMANDERS];
  gboolean       found;
  BnBattleAction move;
  JgWays         ways;
} JgSearchMemo;

static _Thread_local JgSearchMemo memo[BN_BATTLE_MAX_UNITS];

/* The battlefield and rules a search was made on. */
guint64
jg_ai_field_digest (const BnBattle *b)
{
  const BnScenario *sc = b->scenario;
  guint64 h = 1469598103934665603ull;
  guint n = sc->width * sc->height;

  h = (h ^ bn_battle_rules_get_serial (b->rules)) * 1099511628211ull;
  h = (h ^ ((guint64) b->s.table_mm[0] << 32 | b->s.table_mm[1])) * 1099511628211ull;
  h = (h ^ ((guint64) sc->width << 32 | sc->height)) * 1099511628211ull;
  for (guint i = 0; i < n; i++)
    h = (h ^ sc->terrain[i]) * 1099511628211ull;
  return h;
}

static void
stand_now (const BnBattle *b,
           guint           k,
           BnTablePlace   *out_place,
           double         *out_radius,
           guint8         *out_up,
           guint8         *out_side)
{
  if (k < BN_BATTLE_MAX_UNITS)
    {
      *out_place = b->s.unit_places[k];
      *out_radius = bn_table_length ((double) b->s.unit_stand_mm[k][0] * b->s.units[k].figures,
                                     b->s.unit_stand_mm[k][1]) / 2;
      *out_up = jg_unit_up (b, k);
      *out_side = b->s.units[k].side;
    }
  else
    {
      guint c = k - BN_BATTLE_MAX_UNITS;

      *out_place = b->s.commander_places[c];
      *out_radius = bn_table_length (b->s.commander_stand_mm[c][0], b->s.commander_stand_mm[c][1]) / 2;
      *out_up = b->s.commanders[c].alive;
      *out_side = b->s.commanders[c].side;
    }
}

static gboolean
stand_index (const BnBattle *b,
             guint           n,
             guint          *out_k)
{
  if (n < b->s.n_units)
    *out_k = n;
  else if (n - b->s.n_units < b->s.n_commanders)
    *out_k = JG_COMMANDER_STAND (n - b->s.n_units);
  else
    return FALSE;
  return TRUE;
}

/* The distance from (@x, @y) to the nearest way of @ways from @from. */
static double
ways_distance (const JgWays *ways,
               BnTablePlace  from,
               double        x,
               double        y)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < ways->n; i++)
    {
      double dx = ways->end[i].x - from.x, dy = ways->end[i].y - from.y, len2 = dx * dx + dy * dy;
      double t = len2 > 0 ? ((x - from.x) * dx + (y - from.y) * dy) / len2 : 0;

      t = CLAMP (t, 0.0, 1.0);
      best = MIN (best, bn_table_length (x - (from.x + t * dx), y - (from.y + t * dy)));
    }
  return best;
}

void
jg_ai_stands_now (const BnBattle *b,
                  JgStandsNow    *out)
{
  guint k;

  for (guint n = 0; stand_index (b, n, &k); n++)
    stand_now (b, k, &out->places[k], &out->radius[k], &out->up[k], &out->side[k]);
}

/* Whether the search kept for @unit still holds; @now is jg_ai_stands_now (@b). */
static gboolean
memo_holds (const BnBattle     *b,
            guint               unit,
            guint               enemy,
            guint64             field,
            const JgStandsNow  *now,
            const JgSearchMemo *m)
{
  BnTablePlace me = b->s.unit_places[unit];
  guint my_side = b->s.units[unit].side;
  double reach;
  guint k;

  if (!m->valid || m->field != field || m->enemy != enemy || m->n_units != b->s.n_units
      || m->n_commanders != b->s.n_commanders)
    return FALSE;
  for (guint c = 0; c < b->s.n_commanders; c++)
    if (m->with[c] != JGC (b)->commander_unit[c])
      return FALSE;
  /* The unit's body: its line and the commanders behind it. */
  /* (The commanders stand behind the line, side by side: none reaches
   * further from its centre than its half-diagonal and twice theirs.)
   * 10 mm more covers base contact and places rounded to the mm. */
  reach = m->radius[unit] + 10;
  for (guint c = 0; c < b->s.n_commanders; c++)
    if (JGC (b)->commander_unit[c] == (int) unit)
      reach += 2 * m->radius[JG_COMMANDER_STAND (c)];
  for (guint n = 0; stand_index (b, n, &k); n++)
    {
      BnTablePlace p = now->places[k];
      double r = now->radius[k];
      guint8 up = now->up[k], side = now->side[k];

      if (p.x == m->places[k].x && p.y == m->places[k].y && p.angle == m->places[k].angle
          && up == m->up[k] && r == m->radius[k] && side == m->side[k])
        continue;
      if (k == unit || side != my_side || m->side[k] != my_side)
        return FALSE;
      if (up && ways_distance (&m->ways, me, p.x, p.y) - r <= reach)
        return FALSE;
      if (m->up[k] && ways_distance (&m->ways, me, m->places[k].x, m->places[k].y) - m->radius[k] <= reach)
        return FALSE;
    }
  return TRUE;
}

/* move_search_run (), kept between the decisions of a side's Movement;
 * @field is jg_ai_field_digest (@b). */
gboolean
jg_ai_move_search (const BnBattle    *b,
                   guint              unit,
                   guint              enemy,
                   gboolean           hunt,
                   guint64            field,
                   const JgStandsNow *now,
                   BnBattleAction    *out)
{
  JgSearchMemo *m = &memo[unit];
  guint k;

  if (m->hunt == hunt && memo_holds (b, unit, enemy, field, now, m))
    {
      /* The search would find the same move, allowed, on this table: the
       * check of the move chosen need not walk its way again. */
      if (m->found)
        {
          *out = m->move;
          jg_scene_move_allowed (b, unit, m->move.b, m->move.c);
        }
      return m->found;
    }
  m->found = move_search_run (b, unit, enemy, hunt, &m->move, &m->ways);
  m->valid = TRUE;
  m->hunt = hunt;
  m->field = field;
  m->enemy = enemy;
  m->n_units = (guint8) b->s.n_units;
  m->n_commanders = (guint8) b->s.n_commanders;
  for (guint c = 0; c < BN_BATTLE_MAX_COMMANDERS; c++)
    m->with[c] = c < b->s.n_commanders ? JGC (b)->commander_unit[c] : -1;
  for (guint n = 0; stand_index (b, n, &k); n++)
    {
      m->places[k] = now->places[k];
      m->radius[k] = now->radius[k];
      m->up[k] = now->up[k];
      m->side[k] = now->side[k];
    }
  if (m->found)
    *out = m->move;
  return m->found;
}
