/* bn-junior-general-place.c — where Junior General's pieces stand and may
 * go on the open table: a unit's line of stands and the commanders in base
 * contact behind it, moves with the 10 cm rule, a charge's place against
 * its target, the way away of an evade or a retreat, and deployment.
 * Measures are bn-table.h's. */
#include "bn-junior-general-private.h"
#include <glib/gi18n-lib.h>

#include <math.h>

BnTableRect
jg_unit_rect_at (const BnBattle *b,
                 guint           unit,
                 BnTablePlace    place)
{
  return bn_table_rect_at (place, (double) b->s.unit_stand_mm[unit][0] * b->s.units[unit].figures,
                           b->s.unit_stand_mm[unit][1]);
}

BnTableRect
jg_unit_rect (const BnBattle *b,
              guint           unit)
{
  return jg_unit_rect_at (b, unit, b->s.unit_places[unit]);
}

BnTableRect
jg_commander_rect (const BnBattle *b,
                   guint           commander)
{
  return bn_table_rect_at (b->s.commander_places[commander], b->s.commander_stand_mm[commander][0],
                           b->s.commander_stand_mm[commander][1]);
}

static gboolean
commander_up (const BnBattle *b,
              guint           c)
{
  return b->s.commanders[c].alive;
}

/* The first living commander in base contact with @unit, or −1. */
int
jg_commander_of (const BnBattle *b,
                 guint           unit)
{
  for (guint c = 0; c < b->s.n_commanders; c++)
    if (commander_up (b, c) && JGC (b)->commander_unit[c] == (int) unit)
      return (int) c;
  return -1;
}

/* Where the commanders with @unit stand when it is at @place: behind the
 * middle of its rear edge, side by side, in base contact with it. */
static guint
commander_places (const BnBattle *b,
                  guint           unit,
                  BnTablePlace    place,
                  guint8         *out_commanders,
                  BnTablePlace   *out_places)
{
  BnTableRect r;
  guint n = 0, k = 0;

  for (guint c = 0; c < b->s.n_commanders; c++)
    if (commander_up (b, c) && JGC (b)->commander_unit[c] == (int) unit)
      out_commanders[n++] = (guint8) c;
  if (n == 0)
    return 0;
  r = jg_unit_rect_at (b, unit, place);
  for (guint i = 0; i < n; i++)
    {
      guint c = out_commanders[i];
      double w = b->s.commander_stand_mm[c][0], d = b->s.commander_stand_mm[c][1];
      BnTablePoint back = bn_table_step (r.x, r.y, place.angle + 180, r.depth / 2 + d / 2);
      BnTablePoint at = bn_table_step (back.x, back.y, place.angle + 90, (k - (n - 1) / 2.0) * w);

      out_places[i] = bn_table_place_make (at.x, at.y, place.angle);
      k++;
    }
  return n;
}

void
jg_place_commanders (BnBattle *b,
                     guint     unit)
{
  guint8 cs[BN_BATTLE_MAX_COMMANDERS];
  BnTablePlace places[BN_BATTLE_MAX_COMMANDERS];
  guint n = commander_places (b, unit, b->s.unit_places[unit], cs, places);

  for (guint i = 0; i < n; i++)
    b->s.commander_places[cs[i]] = places[i];
}

void
jg_set_place (BnBattle     *b,
              guint         unit,
              BnTablePlace  place)
{
  b->s.unit_places[unit] = place;
  jg_place_commanders (b, unit);
}

/* @commander joins @unit (−1: he stands alone where he is). */
void
jg_attach_commander (BnBattle *b,
                     guint     commander,
                     int       unit)
{
  JG (b)->commander_unit[commander] = (gint8) unit;
  if (unit >= 0)
    {
      b->s.commanders[commander].hex = b->s.units[unit].hex;
      jg_place_commanders (b, (guint) unit);
    }
}

gboolean
jg_in_contact (const BnBattle *b,
               guint           unit,
               guint           other)
{
  const JgShape *shapes = jg_scene_shapes (b);

  return jg_shapes_compare (&shapes[unit], &shapes[other], BN_TABLE_CONTACT_MM) <= 0;
}

gboolean
jg_unit_within (const BnBattle *b,
                guint           unit,
                guint           other,
                double          limit)
{
  const JgShape *shapes = jg_scene_shapes (b);

  return jg_shapes_compare (&shapes[unit], &shapes[other], limit) <= 0;
}

gboolean
jg_engaged (const BnBattle *b,
            guint           unit)
{
  return jg_scene_engaged (b, unit);
}

double
jg_unit_distance (const BnBattle *b,
                  guint           unit,
                  guint           other)
{
  const JgShape *shapes = jg_scene_shapes (b);
  const JgShape *a = &shapes[unit], *o = &shapes[other];

  if (bn_table_rect_depth_into (&a->rect, a->corners, &o->rect, o->corners) >= 0)
    return 0;
  return bn_table_rect_gap_apart (a->corners, o->corners);
}

gboolean
jg_in_cover (const BnBattle *b,
             guint           unit)
{
  BnTablePlace p = b->s.unit_places[unit];

  return jg_table (b->rules, "cover-terrains")[bn_battle_table_terrain_at (b, p.x, p.y)] != 0;
}

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
  guint n = commander_places (b, unit, place, cs, cp);

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
  return commander_up (b, k - BN_BATTLE_MAX_UNITS);
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

  for (guint i = 0; i < body->n; i++)
    reach = MAX (reach, bn_table_length (body->parts[i].rect.x - x0, body->parts[i].rect.y - y0)
                        + body->parts[i].radius);
  out->n = 0;
  for (guint k = 0; k < all.n; k++)
    {
      const JgShape *o = &shapes[all.stand[k]];
      double t = len2 > 0 ? ((o->rect.x - x0) * dx + (o->rect.y - y0) * dy) / len2 : 0;
      double px, py;

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
  guint terrain = bn_battle_table_terrain_at (b, place.x, place.y);
  Body body;

  if (bn_battle_rules_get_terrain (b->rules, terrain)->move == BN_TERRAIN_MOVE_IMPASSABLE)
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
      guint side;
      int cmp;

      if (!stand_up (b, near->stand[k], &side) || side == my_side)
        continue;
      cmp = jg_shapes_compare (me, &shapes[near->stand[k]], limit);
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

static BnTablePlace
moved_place (BnTablePlace from,
             double       heading,
             double       mm)
{
  BnTablePoint p = bn_table_step (from.x, from.y, heading, mm);

  return bn_table_place_make (p.x, p.y, heading);
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
      for (double t = 0; ; t = MIN (t + 20.0, length))
        {
          double f = length > 0 ? t / length : 1;
          BnTablePlace at = bn_table_place_make (from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f,
                                                 to.angle);

          if (bn_battle_rules_get_terrain (b->rules, bn_battle_table_terrain_at (b, at.x, at.y))->move
              == BN_TERRAIN_MOVE_IMPASSABLE)
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
        BnTablePlace at = bn_table_place_make (from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f,
                                               to.angle);
        gboolean measure = FALSE;

        for (guint i = 0; i < n_spans && !measure; i++)
          measure = f >= spans[i][0] && f <= spans[i][1];
        if (measure ? !place_fits_near (b, shapes, unit, at, ignore, TRUE, &obstacles)
            : bn_battle_rules_get_terrain (b->rules, bn_battle_table_terrain_at (b, at.x, at.y))->move
              == BN_TERRAIN_MOVE_IMPASSABLE)
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
static gboolean
path_clear (const BnBattle *b,
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
  return path_clear (b, unit, from, to, ignore, FALSE);
}

/* The stands @unit could come within @limit of on its way towards
 * @heading5 (as jg_check_move () takes it) as far as @most_cm: all that
 * the checks of any move that way, that far or less, need to look at
 * (with @limit the 10 cm rule's or more). */
void
jg_way_near (const BnBattle *b,
             guint           unit,
             guint           heading5,
             guint           most_cm,
             double          limit,
             JgNear         *out)
{
  const JgShape *shapes = jg_scene_shapes (b);
  double heading = (heading5 & ~JG_MOVE_BACK) * 5.0;
  double facing = heading5 & JG_MOVE_BACK ? heading + 180 : heading;
  BnTablePlace from = b->s.unit_places[unit];
  BnTablePlace to = moved_facing (from, heading, facing, most_cm * 10.0);
  Body body;
  Near all;

  near_all (b, &all);
  body_at (b, unit, moved_facing (from, heading, facing, 0), &body);
  near_way (b, shapes, &body, from.x, from.y, to.x, to.y, limit, &all, out);
}

/* Whether @unit's move of @cm towards @heading5 (as jg_check_move ()
 * takes them) ends where a move may end: no closer to an enemy than the
 * 10 cm rule allows (nor than @keep_more mm more), on the table, off
 * impassable ground and over no other stand, of those of @among (NULL:
 * every stand; else jg_way_near ()'s). The way there is not looked at:
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

    if (bn_battle_rules_get_terrain (b->rules, bn_battle_table_terrain_at (b, end.x, end.y))->move
        == BN_TERRAIN_MOVE_IMPASSABLE)
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
 * jg_way_near () gives for every distance along one way: the same answer.
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

/* How far @unit's way towards @heading5 (as BN_ACTION_MOVE_UNIT's b) is
 * open, for a search of many distances: the first point, every 2 cm along
 * it up to @most_mm, where its stands would leave the table, stand on
 * impassable ground, cut into another stand or touch an enemy; G_MAXUINT
 * when none. jg_check_move () walks the way to one end, rounded to the
 * millimetre, and has the last word: a distance from this point on is all
 * but surely refused, one short of it still to be checked. */
guint
jg_way_open_mm (const BnBattle *b,
                guint           unit,
                guint           heading5,
                guint           most_mm,
                const JgNear   *among)
{
  const JgShape *shapes = jg_scene_shapes (b);
  double heading = (heading5 & ~JG_MOVE_BACK) * 5.0;
  double facing = heading5 & JG_MOVE_BACK ? heading + 180 : heading;
  BnTablePlace from = b->s.unit_places[unit];
  guint side = b->s.units[unit].side;
  Near all, near;

  if (among != NULL)
    all = *among;
  else
    near_all (b, &all);
  near_move (b, shapes, unit, moved_facing (from, heading, facing, 0), moved_facing (from, heading, facing, most_mm),
             &all, &near);
  for (guint t = 0; t <= most_mm; t += 20)
    {
      BnTablePlace at = moved_facing (from, heading, facing, t);
      Body body;

      if (bn_battle_rules_get_terrain (b->rules, bn_battle_table_terrain_at (b, at.x, at.y))->move
          == BN_TERRAIN_MOVE_IMPASSABLE)
        return t;
      body_at (b, unit, at, &body);
      if (!body_fits (b, shapes, &body, unit, -1, TRUE, &near)
          || enemy_within_near (b, shapes, side, &body.parts[0], &near, BN_TABLE_CONTACT_MM, FALSE))
        return t;
    }
  return G_MAXUINT;
}

/* The point of @r nearest (@x, @y). */
static BnTablePoint
nearest_point (const BnTableRect *r,
               double             x,
               double             y)
{
  double u, v;
  BnTablePoint p;

  bn_table_rect_local (r, x, y, &u, &v);
  u = CLAMP (u, -r->width / 2, r->width / 2);
  v = CLAMP (v, -r->depth / 2, r->depth / 2);
  p = bn_table_step (r->x, r->y, r->angle, v);
  return bn_table_step (p.x, p.y, r->angle + 90, u);
}

/* The side of @target's footprint @unit's stands come at, read from the
 * point of @unit nearest @target's centre (bn-table.h). */
BnTableAspect
jg_aspect (const BnTableRect *target,
           const BnTableRect *attacker,
           double            *out_u)
{
  BnTablePoint p = nearest_point (attacker, target->x, target->y);
  double u, v;

  bn_table_rect_local (target, p.x, p.y, &u, &v);
  if (out_u != NULL)
    *out_u = u;
  return bn_table_rect_aspect (target, p.x, p.y);
}

/* Whether @target is further from @unit than its charge could take it
 * whichever side it came at (jg_charge_place ()'s first refusal). */
gboolean
jg_charge_beyond (const BnBattle *b,
                  guint           unit,
                  guint           target)
{
  /* The footprints' half-diagonals as the scene keeps them: the same sums. */
  const JgShape *shapes = jg_scene_shapes (b);
  BnTablePlace me = b->s.unit_places[unit], tp = b->s.unit_places[target];
  double reach = bn_jg_charge_mm (b->rules, (BnJgType) JGC (b)->type[unit]);

  return bn_table_length (me.x - tp.x, me.y - tp.y) > reach + shapes[unit].radius + shapes[target].radius + 1;
}

/* Charge into melee: where @unit ends against @target, and where @target
 * stands then ("if not already engaged in melee, the target unit may pivot
 * on itself in order to face the charging enemy unit": it does, house,
 * when it has room). The charger faces the side it comes at, its line
 * centred on it. */
gboolean
jg_charge_place (const BnBattle  *b,
                 guint            unit,
                 guint            target,
                 BnTablePlace    *out_place,
                 BnTablePlace    *out_target_place,
                 GError         **error)
{
  BnTableRect me = jg_unit_rect (b, unit);
  BnTablePlace tp = b->s.unit_places[target];
  BnTableRect t;
  BnTableAspect aspect;
  double u, normal, reach = bn_jg_charge_mm (b->rules, (BnJgType) JGC (b)->type[unit]);
  double depth = b->s.unit_stand_mm[unit][1];
  BnTablePoint mid, at;
  BnTablePlace place;

  if (jg_charge_beyond (b, unit, target))
    ILLEGAL ("a unit may only charge an enemy it can reach (Junior General, Charge into Melee)");
  if (!jg_engaged (b, target))
    {
      BnTablePlace pivot = bn_table_place_make (tp.x, tp.y, bn_table_heading (tp.x, tp.y, me.x, me.y));

      if (jg_place_fits (b, target, pivot, (int) unit, FALSE))
        tp = pivot;
    }
  t = jg_unit_rect_at (b, target, tp);
  aspect = jg_aspect (&t, &me, &u);
  switch (aspect)
    {
    case BN_TABLE_FRONT:
      normal = t.angle;
      mid = bn_table_rect_edge_middle (&t, BN_TABLE_EDGE_FRONT);
      break;
    case BN_TABLE_REAR:
      normal = t.angle + 180;
      mid = bn_table_rect_edge_middle (&t, BN_TABLE_EDGE_REAR);
      break;
    case BN_TABLE_FLANK:
    default:
      normal = u >= 0 ? t.angle + 90 : t.angle - 90;
      mid = bn_table_rect_edge_middle (&t, u >= 0 ? BN_TABLE_EDGE_RIGHT : BN_TABLE_EDGE_LEFT);
      break;
    }
  at = bn_table_step (mid.x, mid.y, normal, depth / 2 + 0.5);
  place = bn_table_place_make (at.x, at.y, normal + 180);
  if (bn_table_length (place.x - me.x, place.y - me.y) > reach)
    ILLEGAL ("the target is out of reach: %u cm for a charge of %s (Junior General, playsheet: "
             "Movement and Charge into Melee)", (guint) reach / 10,
             bn_jg_type_to_string ((BnJgType) JGC (b)->type[unit]));
  {
    BnTableRect mine = jg_unit_rect_at (b, unit, place);
    guint8 cs[BN_BATTLE_MAX_COMMANDERS];
    BnTablePlace cp[BN_BATTLE_MAX_COMMANDERS];
    guint n = commander_places (b, target, tp, cs, cp);

    if (!jg_place_fits (b, unit, place, (int) target, TRUE) || bn_table_rect_overlap (&mine, &t))
      ILLEGAL ("there is no room against the target for the charging unit");
    /* The target's commanders, where they stand once it has pivoted. */
    for (guint i = 0; i < n; i++)
      {
        BnTableRect r = bn_table_rect_at (cp[i], b->s.commander_stand_mm[cs[i]][0], b->s.commander_stand_mm[cs[i]][1]);

        if (bn_table_rect_overlap (&mine, &r))
          ILLEGAL ("the target's commander stands where the charge would end: there is no room");
      }
  }
  /* The way there: it turns where it stands, then goes straight, through
   * no other stand and over no impassable ground. */
  if (!path_clear (b, unit, bn_table_place_make (me.x, me.y, place.angle), place, (int) target, TRUE))
    ILLEGAL ("the way to the target is blocked: a charge may not pass through other stands or "
             "impassable ground (Junior General, Charge into Melee)");
  if (out_place != NULL)
    *out_place = place;
  if (out_target_place != NULL)
    *out_target_place = tp;
  return TRUE;
}

/* A commander alone: alive, with no unit of his, and in base contact with
 * no friendly stand ("Commander may not be attacked in melee until they
 * are in base contact with a friendly stand", read as "while"). */
gboolean
jg_commander_alone (const BnBattle *b,
                    guint           commander)
{
  BnTableRect r;

  if (commander >= b->s.n_commanders || !commander_up (b, commander) || JGC (b)->commander_unit[commander] >= 0)
    return FALSE;
  r = jg_commander_rect (b, commander);
  for (guint j = 0; j < b->s.n_units; j++)
    if (jg_unit_up (b, j) && b->s.units[j].side == b->s.commanders[commander].side)
      {
        BnTableRect o = jg_unit_rect (b, j);

        if (bn_table_rect_in_contact (&r, &o))
          return FALSE;
      }
  return TRUE;
}

gboolean
jg_commander_in_contact (const BnBattle *b,
                         guint           unit,
                         guint           commander)
{
  BnTableRect r = jg_commander_rect (b, commander), o = jg_unit_rect (b, unit);

  return bn_table_rect_in_contact (&r, &o);
}

/* A charge on a commander alone: he turns to face the charger (as a unit
 * not engaged may), and the charger ends facing him, the middle of its
 * front against his front edge. */
gboolean
jg_commander_charge_place (const BnBattle  *b,
                           guint            unit,
                           guint            commander,
                           BnTablePlace    *out_place,
                           BnTablePlace    *out_commander_place,
                           GError         **error)
{
  BnTableRect me = jg_unit_rect (b, unit);
  BnTablePlace cp = b->s.commander_places[commander];
  double reach = bn_jg_charge_mm (b->rules, (BnJgType) JGC (b)->type[unit]);
  double heading = bn_table_heading (cp.x, cp.y, me.x, me.y);
  double gap = b->s.commander_stand_mm[commander][1] / 2.0 + b->s.unit_stand_mm[unit][1] / 2.0 + 0.5;
  BnTablePoint at = bn_table_step (cp.x, cp.y, heading, gap);
  BnTablePlace place = bn_table_place_make (at.x, at.y, heading + 180);

  if (bn_table_length (place.x - me.x, place.y - me.y) > reach)
    ILLEGAL ("the commander is out of reach: %u cm for a charge of %s (Junior General, playsheet: "
             "Movement and Charge into Melee)", (guint) reach / 10,
             bn_jg_type_to_string ((BnJgType) JGC (b)->type[unit]));
  if (!jg_place_fits (b, unit, place, -1, TRUE))
    ILLEGAL ("there is no room against the commander for the charging unit");
  if (!path_clear (b, unit, bn_table_place_make (me.x, me.y, place.angle), place, -1, TRUE))
    ILLEGAL ("the way to the commander is blocked: a charge may not pass through other stands or "
             "impassable ground (Junior General, Charge into Melee)");
  if (out_place != NULL)
    *out_place = place;
  if (out_commander_place != NULL)
    *out_commander_place = bn_table_place_make (cp.x, cp.y, heading);
  return TRUE;
}

/* Away from (@from_x, @from_y): @unit turns its back on the point and goes
 * @mm straight, or less where stands or the table's edge stop it, by whole
 * centimetres; FALSE when it cannot get clear of every enemy. */
gboolean
jg_away_place (const BnBattle *b,
               guint           unit,
               double          from_x,
               double          from_y,
               guint           mm,
               BnTablePlace   *out_place)
{
  BnTablePlace at = b->s.unit_places[unit];
  double heading = bn_table_heading (from_x, from_y, at.x, at.y);

  for (int d = (int) mm; d >= 10; d -= 10)
    {
      BnTablePlace place = moved_place (at, heading, d);

      if (jg_place_fits (b, unit, place, -1, FALSE))
        {
          *out_place = place;
          return TRUE;
        }
    }
  return FALSE;
}

/* A commander changes unit in the Movement Phase (house: the text has
 * commanders "in base-contact" with units, and says nothing of how they
 * get there): he goes to stand behind another friendly unit, at most his
 * stand's move away (a mounted commander as heavy cavalry, one on foot as
 * heavy infantry), where there is room. */
gboolean
jg_check_commander_move (const BnBattle  *b,
                         guint            commander,
                         guint            unit,
                         GError         **error)
{
  const BnBattleCommander *cmd;
  BnBattle tmp;
  BnTablePlace from;
  guint reach;

  if (commander >= b->s.n_commanders || !b->s.commanders[commander].alive
      || b->s.commanders[commander].side != b->s.active)
    ILLEGAL ("no such commander of yours");
  cmd = &b->s.commanders[commander];
  if (cmd->moved)
    ILLEGAL ("the commander has moved this turn");
  if (unit >= b->s.n_units || !jg_unit_up (b, unit) || b->s.units[unit].side != cmd->side)
    ILLEGAL ("a commander joins a unit of his own army");
  if (JGC (b)->commander_unit[commander] == (int) unit)
    ILLEGAL ("the commander is with that unit already");
  /* Measured on a copy of the state in which he has joined it. */
  tmp = *b;
  JG (&tmp)->commander_unit[commander] = (gint8) unit;
  jg_place_commanders (&tmp, unit);
  from = b->s.commander_places[commander];
  reach = bn_jg_move_mm (b->rules, cmd->mounted ? BN_JG_HEAVY_CAVALRY : BN_JG_HEAVY_INFANTRY);
  if (cmd->hero)
    ILLEGAL ("a hero never moves on his own, only with his unit (Day of Battle, Movement)");
  if (cmd->social_rank > 0)
    {
      /* Day of Battle's leader "may move up to 30"" on his own, once a
       * game turn: at the ruleset's millimetres per inch. */
      const BnLeaderSkillRules *k = bn_battle_rules_get_leader_skills (b->rules);

      reach = MAX (reach, bn_leader_skill_rules_mm (k, k->leader_move_inches));
    }
  if (bn_table_length (tmp.s.commander_places[commander].x - from.x,
                       tmp.s.commander_places[commander].y - from.y) > reach)
    ILLEGAL ("the unit is beyond the commander's %u cm (%s)", reach / 10,
             cmd->social_rank > 0 ? "Day of Battle, Movement" : "house, Junior General");
  if (!jg_place_fits (&tmp, unit, b->s.unit_places[unit], -1, TRUE))
    ILLEGAL ("there is no room behind that unit for the commander");
  return TRUE;
}

/* Both armies on the table, each in lines across its own end: the first
 * line's front "deployment" mm from its edge, the units side by side with
 * a gap, the commanders in base contact behind theirs (one without a unit
 * joins the first of his army). */
gboolean
jg_deploy (BnBattle  *b,
           GError   **error)
{
  const int *deploy = jg_table (b->rules, "deployment");
  guint tw = b->s.table_mm[0], td = b->s.table_mm[1];
  double gap = deploy[1];

  for (guint side = 0; side < 2; side++)
    {
      gboolean south = b->scenario->baseline[side] == BN_EDGE_SOUTH;
      double angle = south ? 0 : 180;
      double front = deploy[0];     /* distance of this line's front from the edge */
      guint first = side == 0 ? 0 : b->s.n_units_side0;
      guint last = side == 0 ? b->s.n_units_side0 : b->s.n_units;
      guint i = first;

      while (i < last)
        {
          guint end = i;
          double width = 0, depth = 0;

          /* As many units as the line holds. */
          while (end < last)
            {
              double w = (double) b->s.unit_stand_mm[end][0] * b->s.units[end].figures;

              if (end > i && width + gap + w > tw - 2 * gap)
                break;
              width += (end > i ? gap : 0) + w;
              depth = MAX (depth, b->s.unit_stand_mm[end][1]);
              end++;
            }
          if (front < depth)
            {
              g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                           _("side %u's army does not fit on its end of the %u × %u cm table "
                           "(Junior General, house deployment)"), side, tw / 10, td / 10);
              return FALSE;
            }
          {
            double x = (tw - width) / 2;

            for (guint k = i; k < end; k++)
              {
                double w = (double) b->s.unit_stand_mm[k][0] * b->s.units[k].figures;
                double d = b->s.unit_stand_mm[k][1];
                double y = south ? td - front + d / 2 : front - d / 2;

                b->s.unit_places[k] = bn_table_place_make (x + w / 2, y, angle);
                x += w + gap;
              }
          }
          front -= depth + 40 + gap;   /* the next line behind, room for commanders */
          i = end;
        }
    }
  for (guint c = 0; c < b->s.n_commanders; c++)
    {
      const BnBattleCommander *cmd = &b->s.commanders[c];
      int unit = -1;

      for (guint i = 0; i < b->s.n_units && unit < 0; i++)
        if (b->s.units[i].side == cmd->side && bn_hex_equal (b->s.units[i].hex, cmd->hex))
          unit = (int) i;
      for (guint i = 0; i < b->s.n_units && unit < 0; i++)
        if (b->s.units[i].side == cmd->side)
          unit = (int) i;
      jg_attach_commander (b, c, unit);
    }
  return TRUE;
}

/* ---- the players' deployment (BN_PHASE_DEPLOY; docs/rules.md) ---- */

/* Where BN_ACTION_DEPLOY's b (the unit's centre's x, cm) and c (its
 * front's distance from the side's own edge, cm) put @unit, facing the
 * enemy's edge. */
static BnTablePlace
deploy_place (const BnBattle *b,
              guint           unit,
              guint           x_cm,
              guint           front_cm)
{
  guint side = b->s.units[unit].side;
  gboolean south = b->scenario->baseline[side] == BN_EDGE_SOUTH;
  double d = b->s.unit_stand_mm[unit][1];
  double front = front_cm * 10.0;

  return bn_table_place_make (x_cm * 10.0, south ? b->s.table_mm[1] - front + d / 2 : front - d / 2,
                              south ? 0 : 180);
}

/* A unit placed before the first turn: its own side's, wholly within the
 * side's zone (the "deployment" table's depth from its own edge), on the
 * table, clear of every other stand, not on impassable ground. */
gboolean
jg_deploy_check (const BnBattle        *b,
                 const BnBattleAction  *action,
                 GError               **error)
{
  guint depth = (guint) jg_table (b->rules, "deployment")[0];
  BnTablePlace place, now;

  if (action->a >= b->s.n_units || !jg_unit_up (b, action->a) || b->s.units[action->a].side != action->side)
    ILLEGAL ("a side places only its own units (house, Junior General deployment)");
  if (action->c * 10u > depth)
    ILLEGAL ("a unit is placed within %u cm of its side's own edge (house, Junior General deployment)",
             depth / 10);
  if (action->c * 10u < b->s.unit_stand_mm[action->a][1] || action->b * 10u > b->s.table_mm[0])
    ILLEGAL ("the unit would stand off the table");
  place = deploy_place (b, action->a, action->b, action->c);
  now = b->s.unit_places[action->a];
  if (place.x == now.x && place.y == now.y)
    ILLEGAL ("the unit stands there already");
  if (!jg_place_fits (b, action->a, place, -1, FALSE))
    ILLEGAL ("there is no room there: the unit and its commander must stand on the table, clear of "
             "other stands and of impassable ground (house, Junior General deployment)");
  return TRUE;
}

void
jg_deploy_apply (BnBattle              *b,
                 const BnBattleAction  *action)
{
  jg_set_place (b, action->a, deploy_place (b, action->a, action->b, action->c));
}

/* The places offered: every 10 cm across the table, every 5 cm of the
 * zone's depth. */
void
jg_deploy_places (const BnBattle *b,
                  GArray         *out_candidates)
{
  guint depth_cm = (guint) jg_table (b->rules, "deployment")[0] / 10;
  guint width_cm = b->s.table_mm[0] / 10;

  for (guint i = 0; i < b->s.n_units; i++)
    if (b->s.units[i].side == b->s.active && jg_unit_up (b, i))
      for (guint front = 5; front <= depth_cm && front <= 255; front += 5)
        for (guint x = 10; x < width_cm && x <= 255; x += 10)
          {
            BnBattleAction a = { BN_ACTION_DEPLOY, b->s.active, (guint8) i, (guint8) x, (guint8) front };

            g_array_append_val (out_candidates, a);
          }
}
