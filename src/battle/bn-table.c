/* bn-table.c — footprints on an open table: distance, contact, overlap and
 * aspect (see bn-table.h for the conventions). */
#include "bn-table.h"

#include <math.h>

#define DEG (G_PI / 180.0)

/* Every footprint's facing is a whole degree, and most headings are: their
 * sines and cosines are read from a table made with the very same calls,
 * so a measure comes out to the last bit as computed afresh, at a tenth of
 * the cost. */
static double sin_deg[360], cos_deg[360];

static void
init_trig (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (int a = 0; a < 360; a++)
        {
          double r = a * DEG;

          sin_deg[a] = sin (r);
          cos_deg[a] = cos (r);
        }
      g_once_init_leave (&done, 1);
    }
}

static inline void
sin_cos (double  degrees,
         double *out_sin,
         double *out_cos)
{
  int whole = (int) degrees;

  if (whole == degrees && whole >= 0 && whole < 360)
    {
      static gboolean ready = FALSE;

      if (G_UNLIKELY (!g_atomic_int_get (&ready)))
        {
          init_trig ();
          g_atomic_int_set (&ready, TRUE);
        }
      *out_sin = sin_deg[whole];
      *out_cos = cos_deg[whole];
      return;
    }
  *out_sin = sin (degrees * DEG);
  *out_cos = cos (degrees * DEG);
}

int
bn_table_angle_difference (int a,
                           int b)
{
  int d = bn_table_angle_normalize (a - b);

  return d > 180 ? 360 - d : d;
}

double
bn_table_heading (double from_x,
                  double from_y,
                  double to_x,
                  double to_y)
{
  double h = atan2 (to_x - from_x, -(to_y - from_y)) / DEG;

  return h < 0 ? h + 360.0 : h;
}

BnTablePoint
bn_table_step (double x,
               double y,
               double heading,
               double distance)
{
  double sn, cs;
  BnTablePoint p;

  sin_cos (heading, &sn, &cs);
  p.x = x + sn * distance;
  p.y = y - cs * distance;
  return p;
}

/* The footprint's forward and rightward unit vectors. */
static void
axes (const BnTableRect *rect,
      double            *fx,
      double            *fy,
      double            *rx,
      double            *ry)
{
  double s, c;

  sin_cos (rect->angle, &s, &c);
  *fx = s;
  *fy = -c;
  *rx = c;
  *ry = s;
}

void
bn_table_rect_corners (const BnTableRect *rect,
                       BnTablePoint       out[4])
{
  double fx, fy, rx, ry;
  double hd, hw;

  g_return_if_fail (rect != NULL && out != NULL);
  axes (rect, &fx, &fy, &rx, &ry);
  hd = rect->depth / 2;
  hw = rect->width / 2;
  out[0] = (BnTablePoint) { rect->x + fx * hd - rx * hw, rect->y + fy * hd - ry * hw };
  out[1] = (BnTablePoint) { rect->x + fx * hd + rx * hw, rect->y + fy * hd + ry * hw };
  out[2] = (BnTablePoint) { rect->x - fx * hd + rx * hw, rect->y - fy * hd + ry * hw };
  out[3] = (BnTablePoint) { rect->x - fx * hd - rx * hw, rect->y - fy * hd - ry * hw };
}

BnTablePoint
bn_table_rect_edge_middle (const BnTableRect *rect,
                           BnTableEdge        edge)
{
  double fx, fy, rx, ry;
  double hd = rect->depth / 2, hw = rect->width / 2;

  axes (rect, &fx, &fy, &rx, &ry);
  switch (edge)
    {
    case BN_TABLE_EDGE_FRONT:
      return (BnTablePoint) { rect->x + fx * hd, rect->y + fy * hd };
    case BN_TABLE_EDGE_REAR:
      return (BnTablePoint) { rect->x - fx * hd, rect->y - fy * hd };
    case BN_TABLE_EDGE_RIGHT:
      return (BnTablePoint) { rect->x + rx * hw, rect->y + ry * hw };
    case BN_TABLE_EDGE_LEFT:
    default:
      return (BnTablePoint) { rect->x - rx * hw, rect->y - ry * hw };
    }
}

void
bn_table_rect_local (const BnTableRect *rect,
                     double             x,
                     double             y,
                     double            *out_u,
                     double            *out_v)
{
  double fx, fy, rx, ry;
  double dx = x - rect->x, dy = y - rect->y;

  axes (rect, &fx, &fy, &rx, &ry);
  *out_u = dx * rx + dy * ry;
  *out_v = dx * fx + dy * fy;
}

void
bn_table_rect_axes (const BnTableRect *rect,
                    BnTableAxes       *out)
{
  axes (rect, &out->fx, &out->fy, &out->rx, &out->ry);
}

/* bn_table_sweep_span () (@sure FALSE) and bn_table_sweep_inside ()
 * (@sure TRUE). On each axis the depth is the least of both shadows'
 * lengths, the moving shadow's far end less the still one's near end and
 * the other way round: the first two do not move, the others by f × the
 * move's shadow, give or take @slack. Where either of the moving ones is
 * at most @depth on some axis, the depth is too; where every one is above
 * it on every axis, the depth is. A little more slack covers the sums'
 * rounding. */
static gboolean
sweep (const BnTablePoint  ca[4],
       const BnTableAxes  *aa,
       double              dx,
       double              dy,
       const BnTablePoint  cb[4],
       const BnTableAxes  *ab,
       double              depth,
       double              slack,
       gboolean            sure,
       double             *out_lo,
       double             *out_hi)
{
  const double eps = sure ? 1e-6 : 1e-9, edge = sure ? 0 : eps, g = sure ? 1.0 : -1.0;
  double lo = 0, hi = 1;

  slack += 1e-6;
  for (guint k = 0; k < 4; k++)
    {
      const BnTableAxes *r = k < 2 ? aa : ab;
      double ax = (k & 1) ? r->rx : r->fx, ay = (k & 1) ? r->ry : r->fy;
      double a[2], b[2];
      double s = dx * ax + dy * ay, low, high;

      bn_table_shadows_on (ca, cb, ax, ay, a, b);
      if (sure && (a[1] - a[0] <= depth + eps || b[1] - b[0] <= depth + eps))
        return FALSE;
      /* f × s above @low and below @high (for sure, if @sure). */
      low = depth + g * slack - a[1] + b[0];
      high = b[1] - a[0] - depth - g * slack;
      if (sure && low >= high)
        return FALSE;
      if (fabs (s) < 1e-9)
        {
          if (!(low < edge && high > -edge))
            return FALSE;
          continue;
        }
      if (s > 0)
        {
          lo = MAX (lo, low / s + g * eps);
          hi = MIN (hi, high / s - g * eps);
        }
      else
        {
          lo = MAX (lo, high / s + g * eps);
          hi = MIN (hi, low / s - g * eps);
        }
      if (lo > hi)
        return FALSE;
    }
  *out_lo = lo;
  *out_hi = hi;
  return TRUE;
}

gboolean
bn_table_sweep_span (const BnTablePoint  ca[4],
                     const BnTableAxes  *aa,
                     double              dx,
                     double              dy,
                     const BnTablePoint  cb[4],
                     const BnTableAxes  *ab,
                     double              depth,
                     double              slack,
                     double             *out_lo,
                     double             *out_hi)
{
  return sweep (ca, aa, dx, dy, cb, ab, depth, slack, FALSE, out_lo, out_hi);
}

gboolean
bn_table_sweep_inside (const BnTablePoint  ca[4],
                       const BnTableAxes  *aa,
                       double              dx,
                       double              dy,
                       const BnTablePoint  cb[4],
                       const BnTableAxes  *ab,
                       double              depth,
                       double              slack,
                       double             *out_lo,
                       double             *out_hi)
{
  return sweep (ca, aa, dx, dy, cb, ab, depth, slack, TRUE, out_lo, out_hi);
}

/* How far the two footprints' shadows on every separating axis cut into
 * each other: the least of them (negative: a gap on some axis). */
static double
penetration_corners (const BnTableRect  *a,
                     const BnTableRect  *b,
                     const BnTablePoint  ca[4],
                     const BnTablePoint  cb[4])
{
  BnTableAxes aa, ab;

  bn_table_rect_axes (a, &aa);
  bn_table_rect_axes (b, &ab);
  return bn_table_depth_until (ca, &aa, cb, &ab, -G_MAXDOUBLE);
}

static double
penetration (const BnTableRect *a,
             const BnTableRect *b)
{
  BnTablePoint ca[4], cb[4];

  bn_table_rect_corners (a, ca);
  bn_table_rect_corners (b, cb);
  return penetration_corners (a, b, ca, cb);
}

static double
point_segment (double px,
               double py,
               BnTablePoint s0,
               BnTablePoint s1)
{
  double dx = s1.x - s0.x, dy = s1.y - s0.y;
  double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((px - s0.x) * dx + (py - s0.y) * dy) / len2 : 0;

  t = CLAMP (t, 0.0, 1.0);
  return bn_table_length (px - (s0.x + t * dx), py - (s0.y + t * dy));
}

/* The shortest distance from @point to the footprint (0 inside it). */
double
bn_table_point_distance (const BnTableRect *rect,
                         double             x,
                         double             y)
{
  double u, v, du, dv;

  bn_table_rect_local (rect, x, y, &u, &v);
  du = MAX (fabs (u) - rect->width / 2, 0.0);
  dv = MAX (fabs (v) - rect->depth / 2, 0.0);
  return bn_table_length (du, dv);
}

double
bn_table_rect_depth_into (const BnTableRect  *a,
                          const BnTablePoint  ca[4],
                          const BnTableRect  *b,
                          const BnTablePoint  cb[4])
{
  return penetration_corners (a, b, ca, cb);
}

double
bn_table_rect_gap_apart (const BnTablePoint ca[4],
                         const BnTablePoint cb[4])
{
  double best = G_MAXDOUBLE;

  /* Apart, two convex footprints are nearest at a corner of one. */
  for (guint i = 0; i < 4; i++)
    for (guint j = 0; j < 4; j++)
      {
        best = MIN (best, point_segment (ca[i].x, ca[i].y, cb[j], cb[(j + 1) % 4]));
        best = MIN (best, point_segment (cb[i].x, cb[i].y, ca[j], ca[(j + 1) % 4]));
      }
  return best;
}

double
bn_table_rect_distance (const BnTableRect *a,
                        const BnTableRect *b)
{
  BnTablePoint ca[4], cb[4];

  g_return_val_if_fail (a != NULL && b != NULL, 0);
  bn_table_rect_corners (a, ca);
  bn_table_rect_corners (b, cb);
  if (penetration_corners (a, b, ca, cb) >= 0)
    return 0;
  return bn_table_rect_gap_apart (ca, cb);
}

gboolean
bn_table_rect_in_contact (const BnTableRect *a,
                          const BnTableRect *b)
{
  return bn_table_rect_distance (a, b) <= BN_TABLE_CONTACT_MM;
}

gboolean
bn_table_rect_overlap (const BnTableRect *a,
                       const BnTableRect *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  return penetration (a, b) > BN_TABLE_CONTACT_MM;
}

gboolean
bn_table_rect_on_table (const BnTableRect *rect,
                        guint              table_width,
                        guint              table_depth)
{
  BnTablePoint c[4];
  const double slack = 0.5;

  g_return_val_if_fail (rect != NULL, FALSE);
  bn_table_rect_corners (rect, c);
  for (guint i = 0; i < 4; i++)
    if (c[i].x < -slack || c[i].y < -slack || c[i].x > table_width + slack || c[i].y > table_depth + slack)
      return FALSE;
  return TRUE;
}

BnTableAspect
bn_table_rect_aspect (const BnTableRect *rect,
                      double             x,
                      double             y)
{
  double u, v, side, front, rear;

  g_return_val_if_fail (rect != NULL, BN_TABLE_FRONT);
  bn_table_rect_local (rect, x, y, &u, &v);
  side = fabs (u) - rect->width / 2;
  front = v - rect->depth / 2;
  rear = -v - rect->depth / 2;
  /* On a 45° line from a corner the front (or rear) wins: a stand is
   * taken in the flank only when clearly beside it. */
  if (front >= side && front >= rear)
    return BN_TABLE_FRONT;
  if (rear >= side)
    return BN_TABLE_REAR;
  return BN_TABLE_FLANK;
}

BnTableAspect
bn_table_rect_aspect_of (const BnTableRect *rect,
                         const BnTableRect *other)
{
  return bn_table_rect_aspect (rect, other->x, other->y);
}

const char *
bn_table_aspect_to_string (BnTableAspect aspect)
{
  switch (aspect)
    {
    case BN_TABLE_FRONT:
      return "front";
    case BN_TABLE_FLANK:
      return "flank";
    case BN_TABLE_REAR:
      return "rear";
    default:
      return "?";
    }
}
