/* bn-table.h — the open table: the engine's second geometry, beside hexes.
 *
 * A ruleset played on an open table (BN_RULESET_BOARD_TABLE, Junior
 * General) measures in millimetres on a rectangle seen from above: x runs
 * west to east from the table's west edge, y north to south from its
 * north edge (as a screen draws it), and an angle is in whole degrees
 * clockwise from north (0 faces north, 90 east, 180 south, 270 west).
 *
 * A piece on the table stands at a BnTablePlace: the centre of its
 * footprint and the way it faces, whole millimetres and degrees, so that
 * a place fits the battle's flat state and a replay lands on the same
 * millimetre. Its footprint is a BnTableRect: a rectangle of a frontage
 * (across its facing) and a depth (along it), turned to its facing. Every
 * measure here works on footprints and is pure:
 *
 *   - the distance between two footprints is the shortest gap between
 *     their edges (0 when they touch or overlap);
 *   - base contact is a gap of at most BN_TABLE_CONTACT_MM (a stand placed
 *     against another lands within a millimetre of it after rounding);
 *   - two footprints overlap when they cut into each other deeper than
 *     BN_TABLE_CONTACT_MM (touching is not overlapping);
 *   - the front, flank or rear of a footprint that a point lies on is
 *     read from the footprint's own edges: beyond the front edge line
 *     further than beyond either side line, it is in front; behind the
 *     rear edge likewise, it is to the rear; otherwise on a flank. The
 *     dividing lines run out at 45° from the four corners, as a player
 *     sights along a stand's diagonals (docs/rules.md, "Junior General").
 *
 * Nothing here knows a rule: rulesets measure with it, and a widget draws
 * with it.
 */
#pragma once

#include <glib.h>
#include <math.h>

G_BEGIN_DECLS

/* The gap within which two footprints are in base contact, and the depth
 * by which they may cut into each other without overlapping: places are
 * whole millimetres and degrees, so a stand set against another can land
 * a millimetre short or over. */
#define BN_TABLE_CONTACT_MM 2.0

typedef struct
{
  gint16 x;       /* mm from the west edge */
  gint16 y;       /* mm from the north edge */
  gint16 angle;   /* facing, degrees clockwise from north, 0–359 */
} BnTablePlace;

typedef struct
{
  double x;       /* centre, mm */
  double y;
  double angle;   /* facing, degrees clockwise from north */
  double width;   /* frontage, mm, across the facing */
  double depth;   /* mm, along the facing */
} BnTableRect;

typedef struct
{
  double x;
  double y;
} BnTablePoint;

/* A footprint's forward and rightward unit vectors. */
typedef struct
{
  double fx, fy;
  double rx, ry;
} BnTableAxes;

/* Where a point lies seen from a footprint. */
typedef enum
{
  BN_TABLE_FRONT,
  BN_TABLE_FLANK,
  BN_TABLE_REAR,
} BnTableAspect;

/* Edges of a footprint, for base contact. */
typedef enum
{
  BN_TABLE_EDGE_FRONT,
  BN_TABLE_EDGE_RIGHT,
  BN_TABLE_EDGE_REAR,
  BN_TABLE_EDGE_LEFT,
} BnTableEdge;

/* The length of (@dx, @dy): a plain square root (libm's hypot() guards
 * against overflow no table needs, at many times the cost). */
static inline double
bn_table_length (double dx,
                 double dy)
{
  return __builtin_sqrt (dx * dx + dy * dy);
}

static inline int
bn_table_angle_normalize (int angle)
{
  if (angle >= 0 && angle < 360)
    return angle;
  angle %= 360;
  return angle < 0 ? angle + 360 : angle;
}

/* lround (): half away from zero, inline for the values a table holds. */
static inline long
bn_table_round (double v)
{
  long n;
  double frac;

  if (!(v > -1e15 && v < 1e15))
    return lround (v);
  n = (long) v;
  frac = v - (double) n;
  if (frac >= 0.5)
    n++;
  else if (frac <= -0.5)
    n--;
  return n;
}

/* The place nearest (@x, @y) facing @angle: whole millimetres and degrees.
 * Inline: every measure of a way makes one at each step. */
static inline BnTablePlace
bn_table_place_make (double x,
                     double y,
                     double angle)
{
  BnTablePlace place;

  place.x = (gint16) CLAMP (bn_table_round (x), G_MININT16, G_MAXINT16);
  place.y = (gint16) CLAMP (bn_table_round (y), G_MININT16, G_MAXINT16);
  place.angle = (gint16) bn_table_angle_normalize ((int) bn_table_round (angle));
  return place;
}

/* The smallest turn between two angles, 0–180 degrees. */
int           bn_table_angle_difference (int   a,
                                        int    b);
/* The heading (degrees clockwise from north) from one point to another. */
double        bn_table_heading         (double from_x,
                                        double from_y,
                                        double to_x,
                                        double to_y);
/* The point @distance mm from (@x, @y) towards @heading. */
BnTablePoint  bn_table_step            (double x,
                                        double y,
                                        double heading,
                                        double distance);

static inline BnTableRect
bn_table_rect_at (BnTablePlace place,
                  double       width,
                  double       depth)
{
  BnTableRect rect = { place.x, place.y, place.angle, width, depth };

  return rect;
}

/* Corners in order front-left, front-right, rear-right, rear-left. */
void          bn_table_rect_corners    (const BnTableRect *rect,
                                        BnTablePoint       out_corners[4]);
/* The middle of one edge. */
BnTablePoint  bn_table_rect_edge_middle (const BnTableRect *rect,
                                        BnTableEdge        edge);
/* @point in the footprint's own frame: u across (to its right), v ahead. */
void          bn_table_rect_local      (const BnTableRect *rect,
                                        double             x,
                                        double             y,
                                        double            *out_u,
                                        double            *out_v);

double        bn_table_rect_distance   (const BnTableRect *a,
                                        const BnTableRect *b);
double        bn_table_point_distance  (const BnTableRect *rect,
                                        double             x,
                                        double             y);
gboolean      bn_table_rect_in_contact (const BnTableRect *a,
                                        const BnTableRect *b);
gboolean      bn_table_rect_overlap    (const BnTableRect *a,
                                        const BnTableRect *b);
gboolean      bn_table_rect_on_table   (const BnTableRect *rect,
                                        guint              table_width,
                                        guint              table_depth);
/* For one footprint measured against many, the same measures from
 * corners already worked out (bn_table_rect_corners()). How deep the two
 * cut into each other on the axis where they cut least: more than
 * BN_TABLE_CONTACT_MM is an overlap, 0 or more a distance of 0, and a
 * negative depth is a gap along some axis, so the distance is at least
 * its size. */
double        bn_table_rect_depth_into (const BnTableRect  *a,
                                        const BnTablePoint  ca[4],
                                        const BnTableRect  *b,
                                        const BnTablePoint  cb[4]);
/* bn_table_rect_depth_into () from the axes worked out too
 * (bn_table_rect_axes ()), measured only as far as it takes to tell it
 * from @stop: the depth, or as soon as some axis shows the depth is less
 * than @stop, a figure less than @stop (the depth is at most that). */
void          bn_table_rect_axes       (const BnTableRect  *rect,
                                        BnTableAxes        *out);
/* The shadows of the corners @ca and @cb on the axis (@ax, @ay): their
 * least and greatest reaches, @a_range and @b_range ({ min, max }). */
static inline void
bn_table_shadows_on (const BnTablePoint  ca[4],
                     const BnTablePoint  cb[4],
                     double              ax,
                     double              ay,
                     double              a_range[2],
                     double              b_range[2])
{
  a_range[0] = b_range[0] = G_MAXDOUBLE;
  a_range[1] = b_range[1] = -G_MAXDOUBLE;
  for (guint i = 0; i < 4; i++)
    {
      double pa = ca[i].x * ax + ca[i].y * ay;
      double pb = cb[i].x * ax + cb[i].y * ay;

      a_range[0] = MIN (a_range[0], pa);
      a_range[1] = MAX (a_range[1], pa);
      b_range[0] = MIN (b_range[0], pb);
      b_range[1] = MAX (b_range[1], pb);
    }
}

static inline double
bn_table_depth_until (const BnTablePoint  ca[4],
                      const BnTableAxes  *aa,
                      const BnTablePoint  cb[4],
                      const BnTableAxes  *ab,
                      double              stop)
{
  double least = G_MAXDOUBLE;

  for (guint k = 0; k < 4; k++)
    {
      const BnTableAxes *r = k < 2 ? aa : ab;
      double ax = (k & 1) ? r->rx : r->fx, ay = (k & 1) ? r->ry : r->fy;
      double a[2], b[2];

      bn_table_shadows_on (ca, cb, ax, ay, a, b);
      least = MIN (least, MIN (a[1], b[1]) - MAX (a[0], b[0]));
      if (least < stop)
        return least;
    }
  return least;
}
/* A footprint (corners @ca, axes @aa) moved straight by @f × (@dx, @dy),
 * f from 0 to 1, against a footprint standing still (@cb, @ab): where
 * their depth into each other (bn_table_depth_until ()) may exceed @depth
 * when every point of the moving one may lie up to @slack mm off its
 * place on the line (places rounded along the way). FALSE when nowhere;
 * else every such f lies in [*@out_lo, *@out_hi]. */
gboolean      bn_table_sweep_span      (const BnTablePoint  ca[4],
                                        const BnTableAxes  *aa,
                                        double              dx,
                                        double              dy,
                                        const BnTablePoint  cb[4],
                                        const BnTableAxes  *ab,
                                        double              depth,
                                        double              slack,
                                        double             *out_lo,
                                        double             *out_hi);
/* bn_table_sweep_span ()'s other side: where their depth into each other
 * surely exceeds @depth, every point of the moving one lying anywhere up
 * to @slack mm off its place on the line — the same shift for all its
 * corners. FALSE when nowhere for sure; else every f in [*@out_lo,
 * *@out_hi] is such a place. */
gboolean      bn_table_sweep_inside    (const BnTablePoint  ca[4],
                                        const BnTableAxes  *aa,
                                        double              dx,
                                        double              dy,
                                        const BnTablePoint  cb[4],
                                        const BnTableAxes  *ab,
                                        double              depth,
                                        double              slack,
                                        double             *out_lo,
                                        double             *out_hi);
/* The distance between two footprints that do not touch (their depth
 * into each other is negative). */
double        bn_table_rect_gap_apart  (const BnTablePoint  ca[4],
                                        const BnTablePoint  cb[4]);
BnTableAspect bn_table_rect_aspect     (const BnTableRect *rect,
                                        double             x,
                                        double             y);
/* The aspect of @rect that @other (its centre) is on. */
BnTableAspect bn_table_rect_aspect_of  (const BnTableRect *rect,
                                        const BnTableRect *other);
const char   *bn_table_aspect_to_string (BnTableAspect aspect);

G_END_DECLS
