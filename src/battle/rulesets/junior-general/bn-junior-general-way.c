/* bn-junior-general-way.c — where a Junior General unit may move on the
 * open table: its body (the line of stands and the commanders behind it),
 * whether it fits at a place, the 10 cm rule at a move's end, and the
 * straight way there (through no stand, over no impassable ground,
 * touching no enemy). The stands a check looks at are a JgNear: every
 * living one, or those near one way. Measures are bn-table.h's. */
#include "bn-junior-general-private.h"

#include <math.h>

/* A unit at some place with the commanders in base contact behind it. */
typedef struct
{
  JgShape parts[1 + BN_BATTLE_MAX_COMMANDERS];
  guint   n;
} Body;

static void
body_at (const BnBattle *b,
         guint           unit,
         BnTablePlace    place,
         Body           *out)
{
  guint8 cs[BN_BATTLE_MAX_COMMANDERS];
  BnTablePlace cp[BN_BATTLE_MAX_COMMANDERS];
  guint n = jg_commander_places (b, unit, place, cs, cp);

  jg_shape_make (&out->parts[0], place, (double) b->s.unit_stand_mm[unit][0] * b->s.units[unit].figures,
                 b->s.unit_stand_mm[unit][1]);
  for (guint i = 0; i < n; i++)
    jg_shape_make (&out->parts[i + 1], cp[i], b->s.commander_stand_mm[cs[i]][0], b->s.commander_stand_mm[cs[i]][1]);
  out->n = n + 1;
}

typedef JgNear Near;

/* Whether stand @k is a living piece, and of which side. */
static gboolean
stand_up (const BnBattle *b,
          guint           k,
          guint          *out_side)
{
  if (k < BN_BATTLE_MAX_UNITS)
    {
      *out_side = b->s.units[k].side;
      return jg_unit_up (b, k);
    }
  *out_side = b->s.commanders[k - BN_BATTLE_MAX_UNITS].side;
  return b->s.commanders[k - BN_BATTLE_MAX_UNITS].alive;
}

/* Whether the ground at (@x, @y) is impassable; not looked at where the
 * whole battlefield is known to be passable. */
static inline gboolean
impassable_at (const BnBattle *b,
               double          x,
               double          y)
{
  return !jg_scene_ground_open (b)
         && bn_battle_rules_get_terrain (b->rules, bn_battle_table_terrain_at (b, x, y))->move
            == BN_TERRAIN_MOVE_IMPASSABLE;
}

/* Every living stand. */
static void
near_all (const BnBattle *b,
          Near           *out)
{
  guint side;

  out->n = 0;
  for (guint j = 0; j < b->s.n_units; j++)
    if (stand_up (b, j, &side))
      out->stand[out->n++] = (guint8) j;
  for (guint c = 0; c < b->s.n_commanders; c++)
    if (stand_up (b, JG_COMMANDER_STAND (c), &side))
      out->stand[out->n++] = (guint8) JG_COMMANDER_STAND (c);
}

/* The box of the straight way from (@x0, @y0) to (@x1, @y1), grown by
 * @grow on every side; a stand whose centre lies further outside it than
 * its half-diagonal (beyond_box ()) is more than @grow from every point of
 * the way, told without measuring. */
typedef struct
{
  double x_lo, x_hi, y_lo, y_hi;
} WayBox;

static inline WayBox
way_box (double x0,
         double y0,
         double x1,
         double y1,
         double grow)
{
  return (WayBox) { MIN (x0, x1) - grow, MAX (x0, x1) + grow, MIN (y0, y1) - grow, MAX (y0, y1) + grow };
}

static inline gboolean
beyond_box (const JgShape *o,
            const WayBox  *box)
{
  return o->rect.x + o->radius < box->x_lo || o->rect.x - o->radius > box->x_hi
         || o->rect.y + o->radius < box->y_lo || o->rect.y - o->radius > box->y_hi;
}

/* The living stands of @among that @body (at (@x0, @y0)) could come
 * within @limit of on its straight way to (@x1, @y1): those further from the way than
 * the body's and their own reach and @limit cannot be met (3 mm more for
 * places rounded to the millimetre along it). */
static void
near_way (const BnBattle *b,
          const JgShape  *shapes,
          const Body     *body,
          double          x0,
          double          y0,
          double          x1,
          double          y1,
          double          limit,
          const Near     *among,
          Near           *out)
{
  double reach = 0, dx = x1 - x0, dy = y1 - y0, len2 = dx * dx + dy * dy;
  const Near all = *among;
  WayBox box;

  for (guint i = 0; i < body->n; i++)
    reach = MAX (reach, bn_table_length (body->parts[i].rect.x - x0, body->parts[i].rect.y - y0)
                        + body->parts[i].radius);
  box = way_box (x0, y0, x1, y1, reach + limit + 4);
  out->n = 0;
  for (guint k = 0; k < all.n; k++)
    {
      const JgShape *o = &shapes[all.stand[k]];
      double t, px, py;

      if (beyond_box (o, &box))
        continue;
      t = len2 > 0 ? ((o->rect.x - x0) * dx + (o->rect.y - y0) * dy) / len2 : 0;
      t = CLAMP (t, 0.0, 1.0);
      px = x0 + t * dx;
      py = y0 + t * dy;
      if (bn_table_length (o->rect.x - px, o->rect.y - py) - o->radius - reach <= limit + 3)
        out->stand[out->n++] = all.stand[k];
    }
}

static gboolean
on_table (const JgShape *shape,
          guint          table_width,
          guint          table_depth)
{
  const double slack = 0.5;

  for (guint i = 0; i < 4; i++)
    if (shape->corners[i].x < -slack || shape->corners[i].y < -slack
        || shape->corners[i].x > table_width + slack || shape->corners[i].y > table_depth + slack)
      return FALSE;
  return TRUE;
}

/* Whether @body of @unit could stand where it is among the stands of
 * @near: on the table, cutting into no other stand (but @ignore's and its
 * commanders'), and — unless @allow_enemy_contact — touching no enemy.
 * With @unit_clear the unit's own footprint (not its commanders') is known
 * to be further than the 10 cm rule from every enemy of @near: it neither
 * cuts into nor touches one. */
static gboolean
body_fits_clear (const BnBattle *b,
                 const JgShape  *shapes,
                 const Body     *body,
                 guint           unit,
                 int             ignore,
                 gboolean        allow_enemy_contact,
                 gboolean        unit_clear,
                 const Near     *near)
{
  guint my_side = b->s.units[unit].side;

  for (guint i = 0; i < body->n; i++)
    if (!on_table (&body->parts[i], b->s.table_mm[0], b->s.table_mm[1]))
      return FALSE;
  for (guint k = 0; k < near->n; k++)
    {
      guint stand = near->stand[k], side;
      gboolean enemy;
      int with;

      if (!stand_up (b, stand, &side))
        continue;
      enemy = side != my_side;
      with = stand < BN_BATTLE_MAX_UNITS ? (int) stand : JGC (b)->commander_unit[stand - BN_BATTLE_MAX_UNITS];
      if (stand < BN_BATTLE_MAX_UNITS || with >= 0)
        {
          if (with == ignore || (!enemy && with == (int) unit))
            continue;
        }
      for (guint i = enemy && unit_clear ? 1 : 0; i < body->n; i++)
        {
          const JgShape *p = &body->parts[i], *o = &shapes[stand];
          double apart = p->radius + o->radius + BN_TABLE_CONTACT_MM + 1;

          /* Centres further apart along an axis than both half-diagonals
           * and base contact: neither cut into nor touching, told without
           * measuring. */
          if (fabs (o->rect.x - p->rect.x) > apart || fabs (o->rect.y - p->rect.y) > apart)
            continue;
          if (jg_shapes_cut (&body->parts[i], &shapes[stand]))
            return FALSE;
          if (enemy && !allow_enemy_contact
              && jg_shapes_compare (&body->parts[i], &shapes[stand], BN_TABLE_CONTACT_MM) <= 0)
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
body_fits (const BnBattle *b,
           const JgShape  *shapes,
           const Body     *body,
           guint           unit,
           int             ignore,
           gboolean        allow_enemy_contact,
           const Near     *near)
{
  return body_fits_clear (b, shapes, body, unit, ignore, allow_enemy_contact, FALSE, near);
}

static gboolean
place_fits_near (const BnBattle *b,
                 const JgShape  *shapes,
                 guint           unit,
                 BnTablePlace    place,
                 int             ignore,
                 gboolean        allow_enemy_contact,
                 const Near     *near)
{
  Body body;

  if (impassable_at (b, place.x, place.y))
    return FALSE;
  body_at (b, unit, place, &body);
  return body_fits (b, shapes, &body, unit, ignore, allow_enemy_contact, near);
}

/* Whether @unit with its commanders could stand at @place: on the table,
 * off impassable ground, cutting into no other stand (but @ignore), and —
 * unless @allow_enemy_contact — touching no enemy. */
gboolean
jg_place_fits (const BnBattle *b,
               guint           unit,
               BnTablePlace    place,
               int             ignore,
               gboolean        allow_enemy_contact)
{
  const JgShape *shapes = jg_scene_shapes (b);
  Near all;

  near_all (b, &all);
  return place_fits_near (b, shapes, unit, place, ignore, allow_enemy_contact, &all);
}

/* Whether @me is within @limit of an enemy stand of @near (closer than it,
 * if @closer). */
static gboolean
enemy_within_near (const BnBattle *b,
                   const JgShape  *shapes,
                   guint           my_side,
                   const JgShape  *me,
                   const Near     *near,
                   double          limit,
                   gboolean        closer)
{
  for (guint k = 0; k < near->n; k++)
    {
      const JgShape *o = &shapes[near->stand[k]];
      double apart = me->radius + o->radius + limit + 1;
      guint side;
      int cmp;

      if (!stand_up (b, near->stand[k], &side) || side == my_side)
        continue;
      /* Further apart along an axis than that: surely beyond @limit. */
      if (fabs (o->rect.x - me->rect.x) > apart || fabs (o->rect.y - me->rect.y) > apart)
        continue;
      cmp = jg_shapes_compare (me, o, limit);
      if (cmp < 0 || (cmp == 0 && !closer))
        return TRUE;
    }
  return FALSE;
}

/* Whether @near holds a living enemy stand of @my_side. */
static gboolean
near_has_enemy (const BnBattle *b,
                guint           my_side,
                const Near     *near)
{
  for (guint k = 0; k < near->n; k++)
    {
      guint side;

      if (stand_up (b, near->stand[k], &side) && side != my_side)
        return TRUE;
    }
  return FALSE;
}

/* The least gap from @me to any enemy stand of @near, when under @limit
 * (0 when one cuts into it); otherwise a number above @limit. */
static double
enemy_gap_near (const BnBattle *b,
                const JgShape  *shapes,
                guint           my_side,
                const JgShape  *me,
                const Near     *near,
                double          limit)
{
  double best = G_MAXDOUBLE;

  for (guint k = 0; k < near->n; k++)
    {
      guint side;

      if (!stand_up (b, near->stand[k], &side) || side == my_side)
        continue;
      best = MIN (best, jg_shapes_gap (me, &shapes[near->stand[k]], limit));
    }
  return best;
}

/* @mm towards @heading, facing @facing at the end. */
static BnTablePlace
moved_facing (BnTablePlace from,
              double       heading,
              double       facing,
              double       mm)
{
  BnTablePoint p = bn_table_step (from.x, from.y, heading, mm);

  return bn_table_place_make (p.x, p.y, facing);
}

BnTablePlace
jg_move_place (const BnBattle *b,
               guint           unit,
               guint           heading5,
               guint           cm)
{
  double heading = (heading5 & ~JG_MOVE_BACK) * 5.0;

  return moved_facing (b->s.unit_places[unit], heading, heading5 & JG_MOVE_BACK ? heading + 180 : heading, cm * 10.0);
}

/* The stands of @near that body_fits () would measure @unit's body
 * against (living, not @ignore's, not its own commanders). */
static void
near_obstacles (const BnBattle *b,
                guint           unit,
                int             ignore,
                const Near     *near,
                Near           *out)
{
  guint my_side = b->s.units[unit].side;

  out->n = 0;
  for (guint k = 0; k < near->n; k++)
    {
      guint stand = near->stand[k], side;
      int with;

      if (!stand_up (b, stand, &side))
        continue;
      with = stand < BN_BATTLE_MAX_UNITS ? (int) stand : JGC (b)->commander_unit[stand - BN_BATTLE_MAX_UNITS];
      if ((stand < BN_BATTLE_MAX_UNITS || with >= 0) && (with == ignore || (side == my_side && with == (int) unit)))
        continue;
      out->stand[out->n++] = (guint8) stand;
    }
}

/* How far a moving body's parts may stand off the straight line of its
 * way: its place is rounded to the millimetre at every step, and its
 * commanders' places, from that, again (1.5 mm each way at most). */
#define WAY_SLACK 3.0

/* Whether @unit's body can go from @from to @to (jg_path_clear ()) among
 * the stands of @near; with @end_fits the caller has found that it may
 * stand at @to (place_fits_near (), with contact allowed or not, among
 * these stands or more), and that end is not measured again. */
static gboolean
path_clear_near (const BnBattle *b,
                 const JgShape  *shapes,
                 guint           unit,
                 BnTablePlace    from,
                 BnTablePlace    to,
                 int             ignore,
                 gboolean        end_fits,
                 const Near     *near)
{
  double length = bn_table_length (to.x - from.x, to.y - from.y);
  Near obstacles;

  near_obstacles (b, unit, ignore, near, &obstacles);
  if (obstacles.n == 0)
    {
      /* Nothing to cut into: the places along the way lie between its ends
       * (rounded to the millimetre, each coordinate between theirs), and so
       * does every corner of the body, turned alike: on the table at both
       * ends, it is on the table all the way. The ground is looked at every
       * 2 cm, as below. */
      if (!place_fits_near (b, shapes, unit, bn_table_place_make (from.x, from.y, to.angle), ignore, TRUE, &obstacles)
          || (!end_fits && !place_fits_near (b, shapes, unit, to, ignore, TRUE, &obstacles)))
        return FALSE;
      if (jg_scene_ground_open (b))
        return TRUE;
      for (double t = 0; ; t = MIN (t + 20.0, length))
        {
          double f = length > 0 ? t / length : 1;
          BnTablePlace at = bn_table_place_make (from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f,
                                                 to.angle);

          if (impassable_at (b, at.x, at.y))
            return FALSE;
          if (t >= length)
            return TRUE;
        }
    }
  {
    /* The body is measured only where it could cut into a stand: a
     * stand's span along the way (bn_table_sweep_span ()) tells where, from
     * the body where it starts. Elsewhere only the ground is looked at;
     * the table's edge holds between the ends as above, and the ends are
     * measured in full. */
    BnTablePlace first = bn_table_place_make (from.x, from.y, to.angle);
    double spans[JG_N_STANDS * (1 + BN_BATTLE_MAX_COMMANDERS)][2];
    guint n_spans = 0;
    gboolean ground_open = jg_scene_ground_open (b);
    Body start;

    if (!place_fits_near (b, shapes, unit, first, ignore, TRUE, &obstacles)
        || (!end_fits && !place_fits_near (b, shapes, unit, to, ignore, TRUE, &obstacles)))
      return FALSE;
    body_at (b, unit, first, &start);
    for (guint k = 0; k < obstacles.n; k++)
      for (guint i = 0; i < start.n; i++)
        {
          const JgShape *o = &shapes[obstacles.stand[k]];

          if (bn_table_sweep_span (start.parts[i].corners, &start.parts[i].axes, to.x - from.x, to.y - from.y,
                                   o->corners, &o->axes, BN_TABLE_CONTACT_MM, WAY_SLACK,
                                   &spans[n_spans][0], &spans[n_spans][1]))
            n_spans++;
        }
    for (double t = 20.0; t < length; t += 20.0)
      {
        double f = t / length;
        BnTablePlace at;
        gboolean measure = FALSE;

        for (guint i = 0; i < n_spans && !measure; i++)
          measure = f >= spans[i][0] && f <= spans[i][1];
        if (!measure && ground_open)
          continue;
        at = bn_table_place_make (from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f, to.angle);
        if (measure ? !place_fits_near (b, shapes, unit, at, ignore, TRUE, &obstacles)
            : impassable_at (b, at.x, at.y))
          return FALSE;
      }
    return TRUE;
  }
}

/* The stands of @among @unit could meet on its way from @from to @to
 * (facing as @to does). */
static void
near_move (const BnBattle *b,
           const JgShape  *shapes,
           guint           unit,
           BnTablePlace    from,
           BnTablePlace    to,
           const Near     *among,
           Near           *out)
{
  Body body;

  body_at (b, unit, bn_table_place_make (from.x, from.y, to.angle), &body);
  near_way (b, shapes, &body, from.x, from.y, to.x, to.y, BN_TABLE_CONTACT_MM, among, out);
}

/* Whether @unit, turned to @to's facing where it stands at @from, can go
 * straight to @to: at every 2 cm of the way its stands and commanders are
 * on the table, off impassable ground and cut into no other stand (but
 * @ignore's); touching enemies is for the caller to judge. */
gboolean
jg_path_clear_to (const BnBattle *b,
                  guint           unit,
                  BnTablePlace    from,
                  BnTablePlace    to,
                  int             ignore,
                  gboolean        end_fits)
{
  const JgShape *shapes = jg_scene_shapes (b);
  Near all, near;

  near_all (b, &all);
  near_move (b, shapes, unit, from, to, &all, &near);
  return path_clear_near (b, shapes, unit, from, to, ignore, end_fits, &near);
}

gboolean
jg_path_clear (const BnBattle *b,
               guint           unit,
               BnTablePlace    from,
               BnTablePlace    to,
               int             ignore)
{
  return jg_path_clear_to (b, unit, from, to, ignore, FALSE);
}

/* Whether @unit's move of @cm towards @heading5 (as jg_check_move ()
 * takes them) ends where a move may end: no closer to an enemy than the
 * 10 cm rule allows (nor than @keep_more mm more), on the table, off
 * impassable ground and over no other stand, of those of @among (NULL:
 * every stand; else those of jg_way_begin ()). The way there is not looked at:
 * jg_check_move () does that. */
gboolean
jg_move_end_fits (const BnBattle *b,
                  guint           unit,
                  guint           heading5,
                  guint           cm,
                  double          keep_more,
                  const JgNear   *among)
{
  const JgShape *shapes = jg_scene_shapes (b);
  double heading = (heading5 & ~JG_MOVE_BACK) * 5.0;
  double facing = heading5 & JG_MOVE_BACK ? heading + 180 : heading;
  double keep = jg_table (b->rules, "enemy-distance")[0] * 10.0 + keep_more;
  BnTablePlace end = moved_facing (b->s.unit_places[unit], heading, facing, cm * 10.0);
  JgShape me;
  Near all;

  if (among != NULL)
    all = *among;
  else
    near_all (b, &all);
  /* No footprint is further from another than their centres are apart:
   * a centre closer than the rule allows refuses at once. */
  for (guint k = 0; k < all.n; k++)
    {
      const JgShape *o = &shapes[all.stand[k]];
      guint side;

      stand_up (b, all.stand[k], &side);
      if (side != b->s.units[unit].side && bn_table_length (o->rect.x - end.x, o->rect.y - end.y) < keep - 0.01)
        return FALSE;
    }
  jg_shape_make (&me, end, (double) b->s.unit_stand_mm[unit][0] * b->s.units[unit].figures,
                 b->s.unit_stand_mm[unit][1]);
  if (enemy_within_near (b, shapes, b->s.units[unit].side, &me, &all, keep, TRUE))
    return FALSE;
  /* place_fits_near (), the unit's footprint (the same as @me) now known
   * clear of every enemy by the rule's distance. */
  {
    Body body;

    if (impassable_at (b, end.x, end.y))
      return FALSE;
    body_at (b, unit, end, &body);
    return body_fits_clear (b, shapes, &body, unit, -1, FALSE, keep > BN_TABLE_CONTACT_MM, &all);
  }
}

/* Movement: @unit turns on its centre to face @heading5 × 5° and goes @cm
 * straight ahead; with JG_MOVE_BACK in @heading5 it goes that way facing
 * the other (it steps back). "If a unit/stand moves it cannot get in
 * contact with an enemy unit/stand, and it must stop no less than 10 cm
 * close to an enemy unit/stand." */
gboolean
jg_check_move (const BnBattle  *b,
               guint            unit,
               guint            heading5,
               guint            cm,
               GError         **error)
{
  if (jg_scene_move_ok (b, unit, heading5, cm))
    return TRUE;
  return jg_check_move_among (b, unit, heading5, cm, NULL, FALSE, error);
}

/* jg_check_move () looking only at the stands of @among (NULL: all), which
 * jg_way_begin () gives for every distance along one way: the same answer.
 * With @end_fits the caller has found with jg_move_end_fits (…, 0, @among)
 * that the move may end there, and only the way is looked at (only when
 * no reason is asked for). */
gboolean
jg_check_move_among (const BnBattle  *b,
                     guint            unit,
                     guint            heading5,
                     guint            cm,
                     const JgNear    *among,
                     gboolean         end_fits,
                     GError         **error)
{
  const BnBattleRules *rules = b->rules;
  BnJgType type = (BnJgType) JGC (b)->type[unit];
  double heading = (heading5 & ~JG_MOVE_BACK) * 5.0;
  double facing = heading5 & JG_MOVE_BACK ? heading + 180 : heading;
  double mm = cm * 10.0;
  double keep = jg_table (rules, "enemy-distance")[0] * 10.0;
  BnTablePlace from = b->s.unit_places[unit];

  if ((heading5 & ~JG_MOVE_BACK) >= 72)
    ILLEGAL ("a heading is 0 to 71, in steps of 5°");
  if (mm > bn_jg_move_mm (rules, type))
    ILLEGAL ("%s moves at most %u cm (Junior General, playsheet: Movement)",
             bn_jg_type_to_string (type), bn_jg_move_mm (rules, type) / 10);
  /* Where it ends first (one place, cheap), then the way there. */
  {
    const JgShape *shapes = jg_scene_shapes (b);
    BnTablePlace end = moved_facing (from, heading, facing, mm), start = moved_facing (from, heading, facing, 0);
    double width = (double) b->s.unit_stand_mm[unit][0] * b->s.units[unit].figures;
    double depth = b->s.unit_stand_mm[unit][1];
    guint side = b->s.units[unit].side;
    JgShape me;
    Near all, near;
    double end_gap;
    gboolean enemy_near;

    if (among != NULL)
      all = *among;
    else
      near_all (b, &all);
    if (!end_fits || error != NULL)
      {
        jg_shape_make (&me, end, width, depth);
        /* Asked without a reason wanted, either rule refuses the same moves. */
        if (error == NULL && enemy_within_near (b, shapes, side, &me, &all, keep, TRUE))
          return FALSE;
        end_gap = error == NULL ? G_MAXDOUBLE : enemy_gap_near (b, shapes, side, &me, &all, keep);
        if (end_gap <= BN_TABLE_CONTACT_MM)
          ILLEGAL ("a moving unit cannot get in contact with an enemy: only a charge does "
                   "(Junior General, Movement)");
        if (end_gap < keep)
          ILLEGAL ("a unit must stop no less than %g cm from an enemy (Junior General, Movement)", keep / 10);
        if (!place_fits_near (b, shapes, unit, end, -1, FALSE, &all))
          ILLEGAL ("the unit would end off the table, on impassable ground or over other stands");
      }
    near_move (b, shapes, unit, start, end, &all, &near);
    enemy_near = near_has_enemy (b, side, &near);
    /* Only an enemy stand near the way can be touched on it. */
    for (double t = 0; t < mm && enemy_near; t = MIN (t + 20.0, mm))
      {
        jg_shape_make (&me, moved_facing (from, heading, facing, t), width, depth);
        if (enemy_within_near (b, shapes, side, &me, &near, BN_TABLE_CONTACT_MM, FALSE))
          ILLEGAL ("a moving unit cannot get in contact with an enemy: only a charge does "
                   "(Junior General, Movement)");
      }
    /* The end fits: measured above, or by the caller (@end_fits). */
    if (!path_clear_near (b, shapes, unit, start, end, -1, TRUE, &near))
      ILLEGAL ("the way is blocked: a unit may not pass through other stands or impassable ground "
               "(house, Junior General)");
  }
  jg_scene_move_allowed (b, unit, heading5, cm);
  return TRUE;
}

/* ---- one way, many ends: the computer's move search ---- */

/* Every living stand, for jg_way_begin (). */
void
jg_stands_all (const BnBattle *b,
               JgNear         *out)
{
  near_all (b, out);
}

/* The stands of @all (jg_stands_all ()) that @unit could come within
 * @limit of on its way towards @heading5 (as jg_check_move () takes it)
 * as far as @most_cm: all that the checks of any move that way, that far
 * or less, need to look at (with @limit the 10 cm rule's or more); and what tells, for any end along it,
 * whether an exact measure is needed: where the body's corners reach
 * where it starts (the table's edge), and each stand's span along the way
 * (bn_table_sweep_span ()) where it could refuse an end — an enemy within
 * the 10 cm rule of the unit's stands or in contact with its commanders,
 * any other stand cut into. Outside every span, on the table and off
 * impassable ground, an end fits; the slack covers the places rounded to
 * the millimetre. */
void
jg_way_begin (const BnBattle *b,
              guint           unit,
              guint           heading5,
              guint           most_cm,
              double          limit,
              const JgNear   *all,
              JgWay          *out)
{
  const JgShape *shapes = jg_scene_shapes (b);
  double heading = (heading5 & ~JG_MOVE_BACK) * 5.0;
  double facing = heading5 & JG_MOVE_BACK ? heading + 180 : heading;
  double keep = jg_table (b->rules, "enemy-distance")[0] * 10.0;
  BnTablePlace from = b->s.unit_places[unit];
  /* The way to the end rounded gathers the stands; the spans take the
   * exact one. */
  BnTablePlace to = moved_facing (from, heading, facing, most_cm * 10.0);
  BnTablePoint line = bn_table_step (0, 0, heading, most_cm * 10.0);
  guint my_side = b->s.units[unit].side;
  double reach = 0, dx = to.x - from.x, dy = to.y - from.y, len2 = dx * dx + dy * dy;
  WayBox box;
  Body body;

  out->unit = unit;
  out->heading5 = heading5;
  out->most_cm = most_cm;
  body_at (b, unit, moved_facing (from, heading, facing, 0), &body);
  out->x_lo = out->y_lo = G_MAXDOUBLE;
  out->x_hi = out->y_hi = -G_MAXDOUBLE;
  for (guint i = 0; i < body.n; i++)
    {
      for (guint c = 0; c < 4; c++)
        {
          out->x_lo = MIN (out->x_lo, body.parts[i].corners[c].x);
          out->x_hi = MAX (out->x_hi, body.parts[i].corners[c].x);
          out->y_lo = MIN (out->y_lo, body.parts[i].corners[c].y);
          out->y_hi = MAX (out->y_hi, body.parts[i].corners[c].y);
        }
      reach = MAX (reach, bn_table_length (body.parts[i].rect.x - from.x, body.parts[i].rect.y - from.y)
                          + body.parts[i].radius);
    }
  out->near.n = 0;
  out->n_spans = 0;
  out->n_cuts = 0;
  /* Those too far for the test below, told without measuring. */
  box = way_box (from.x, from.y, to.x, to.y, reach + limit + 4);
  for (guint k = 0; k < all->n; k++)
    {
      guint stand = all->stand[k], side;
      const JgShape *o = &shapes[stand];
      double t, apart, lo = G_MAXDOUBLE, hi = -G_MAXDOUBLE;
      gboolean enemy, any = FALSE;

      if (beyond_box (o, &box))
        continue;
      /* As near_way (): the stands that could come within @limit. */
      t = len2 > 0 ? ((o->rect.x - from.x) * dx + (o->rect.y - from.y) * dy) / len2 : 0;
      t = CLAMP (t, 0.0, 1.0);
      apart = bn_table_length (o->rect.x - (from.x + t * dx), o->rect.y - (from.y + t * dy)) - o->radius - reach;
      if (apart > limit + 3)
        continue;
      out->near.stand[out->near.n++] = (guint8) stand;
      stand_up (b, stand, &side);
      enemy = side != my_side;
      if (!enemy)
        {
          int with = stand < BN_BATTLE_MAX_UNITS ? (int) stand
                   : JGC (b)->commander_unit[stand - BN_BATTLE_MAX_UNITS];

          /* The unit's own stands and commanders are never measured. */
          if ((stand < BN_BATTLE_MAX_UNITS || with >= 0) && with == (int) unit)
            continue;
        }
      /* Too far from the way to refuse any end (the rounded end's way is
       * within a millimetre of the exact one). */
      if (apart > (enemy ? keep : BN_TABLE_CONTACT_MM) + WAY_SLACK + 2)
        continue;
      for (guint i = 0; i < body.n; i++)
        {
          double depth = !enemy ? BN_TABLE_CONTACT_MM : i == 0 ? -keep : -BN_TABLE_CONTACT_MM;
          double l, h;

          if (bn_table_sweep_span (body.parts[i].corners, &body.parts[i].axes, line.x, line.y,
                                   o->corners, &o->axes, depth, WAY_SLACK, &l, &h))
            {
              lo = MIN (lo, l);
              hi = MAX (hi, h);
              any = TRUE;
              /* Where the body surely cuts into a friend, no end fits. */
              if (!enemy && out->n_cuts < G_N_ELEMENTS (out->cuts)
                  && bn_table_sweep_inside (body.parts[i].corners, &body.parts[i].axes, line.x, line.y,
                                            o->corners, &o->axes, BN_TABLE_CONTACT_MM, WAY_SLACK, &l, &h))
                {
                  out->cuts[out->n_cuts][0] = l;
                  out->cuts[out->n_cuts][1] = h;
                  out->n_cuts++;
                }
            }
        }
      if (any)
        {
          out->spans[out->n_spans][0] = lo;
          out->spans[out->n_spans][1] = hi;
          out->span_stand[out->n_spans] = (guint8) stand;
          out->n_spans++;
        }
    }
}

/* The stands of @way whose spans hold the point @mm along it; TRUE when
 * that point may need an exact measure: some stand's span holds it, or the
 * body may be near the table's edge there. */
static gboolean
way_stands_at (const BnBattle *b,
               const JgWay    *way,
               double          mm,
               Near           *out)
{
  double heading = (way->heading5 & ~JG_MOVE_BACK) * 5.0;
  double f = mm / (way->most_cm * 10.0), edge = WAY_SLACK - 0.5;
  BnTablePoint shift = bn_table_step (0, 0, heading, mm);

  out->n = 0;
  for (guint i = 0; i < way->n_spans; i++)
    if (f >= way->spans[i][0] && f <= way->spans[i][1])
      out->stand[out->n++] = way->span_stand[i];
  return out->n > 0
         || way->x_lo + shift.x < edge || way->y_lo + shift.y < edge
         || way->x_hi + shift.x > b->s.table_mm[0] - edge || way->y_hi + shift.y > b->s.table_mm[1] - edge;
}

/* jg_move_end_fits (@b, @way's unit, its heading, @cm, 0, @way's stands):
 * the same answer, FALSE at once where the body surely cuts into a
 * friend, else measured only against the stands whose spans hold the end
 * (none can refuse it elsewhere), and the unit's body made only when it
 * may be off the table or something may refuse it. */
gboolean
jg_way_end_fits (const BnBattle *b,
                 const JgWay    *way,
                 guint           cm)
{
  double heading = (way->heading5 & ~JG_MOVE_BACK) * 5.0;
  double facing = way->heading5 & JG_MOVE_BACK ? heading + 180 : heading;
  double f = cm / (double) way->most_cm;
  BnTablePlace end;
  Near near;

  for (guint i = 0; i < way->n_cuts; i++)
    if (f >= way->cuts[i][0] && f <= way->cuts[i][1])
      return FALSE;
  if (way_stands_at (b, way, cm * 10.0, &near))
    return jg_move_end_fits (b, way->unit, way->heading5, cm, 0, &near);
  if (jg_scene_ground_open (b))
    return TRUE;
  end = moved_facing (b->s.unit_places[way->unit], heading, facing, cm * 10.0);
  return !impassable_at (b, end.x, end.y);
}

/* How far @way (jg_way_begin ()) is open, for a search of many
 * distances: the first point, every 2 cm along it up to @most_mm (no
 * further than the way), where its stands would leave the table, stand on
 * impassable ground, cut into another stand or touch an enemy; G_MAXUINT
 * when none. The body is measured at a step only against the stands whose
 * spans hold it, and only where one does or the edge is near.
 * jg_check_move () walks the way to one end, rounded to the millimetre,
 * and has the last word: a distance from this point on is all but surely
 * refused, one short of it still to be checked. */
guint
jg_way_open_along (const BnBattle *b,
                   const JgWay    *way,
                   guint           most_mm)
{
  const JgShape *shapes = jg_scene_shapes (b);
  double heading = (way->heading5 & ~JG_MOVE_BACK) * 5.0;
  double facing = way->heading5 & JG_MOVE_BACK ? heading + 180 : heading;
  BnTablePlace from = b->s.unit_places[way->unit];
  guint side = b->s.units[way->unit].side;
  gboolean ground_open = jg_scene_ground_open (b);

  g_return_val_if_fail (most_mm <= way->most_cm * 10, 0);
  for (guint t = 0; t <= most_mm; t += 20)
    {
      BnTablePlace at;
      Near near;
      Body body;
      gboolean stands = way_stands_at (b, way, t, &near);

      if (ground_open && !stands)
        continue;
      at = moved_facing (from, heading, facing, t);
      if (impassable_at (b, at.x, at.y))
        return t;
      if (!stands)
        continue;
      body_at (b, way->unit, at, &body);
      if (!body_fits (b, shapes, &body, way->unit, -1, TRUE, &near)
          || enemy_within_near (b, shapes, side, &body.parts[0], &near, BN_TABLE_CONTACT_MM, FALSE))
        return t;
    }
  return G_MAXUINT;
}
