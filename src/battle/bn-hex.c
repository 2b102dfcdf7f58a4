/* bn-hex.c — axial hex arithmetic, fronts and lines of sight.
 *
 * Everything is integer arithmetic, so a line of sight is the same on
 * every machine; a replayed battle must never see differently.
 */
#include "bn-hex.h"

/* Clockwise from north, flat-topped: N, NE, SE, S, SW, NW. */
static const int dir_q[BN_HEX_N_DIRS] = { 0, 1, 1, 0, -1, -1 };
static const int dir_r[BN_HEX_N_DIRS] = { -1, -1, 0, 1, 1, 0 };

/* Offset (col, row) in the odd-q layout to axial. */
BnHex
bn_hex_from_offset (int col,
                    int row)
{
  return bn_hex_make (col, row - (col - (col & 1)) / 2);
}

void
bn_hex_to_offset (BnHex  hex,
                  int   *out_col,
                  int   *out_row)
{
  if (out_col != NULL)
    *out_col = hex.q;
  if (out_row != NULL)
    *out_row = hex.r + (hex.q - (hex.q & 1)) / 2;
}

/* Steps between @a and @b, ignoring what stands in the way. */
guint
bn_hex_distance (BnHex a,
                 BnHex b)
{
  int dq = a.q - b.q;
  int dr = a.r - b.r;
  int ds = -dq - dr;

  return (guint) ((ABS (dq) + ABS (dr) + ABS (ds)) / 2);
}

/* @dir: 0–5, clockwise from north. */
BnHex
bn_hex_neighbour (BnHex hex,
                  guint dir)
{
  g_return_val_if_fail (dir < BN_HEX_N_DIRS, hex);

  return bn_hex_make (hex.q + dir_q[dir], hex.r + dir_r[dir]);
}

/* Returns: the direction from @from to the adjacent @to, or −1 when they
 * are not neighbours. */
int
bn_hex_direction_to (BnHex from,
                     BnHex to)
{
  for (int d = 0; d < BN_HEX_N_DIRS; d++)
    if (from.q + dir_q[d] == to.q && from.r + dir_r[d] == to.r)
      return d;
  return -1;
}

/* @dir turned by @sixths sixths of a turn, clockwise when positive. */
guint
bn_hex_dir_rotate (guint dir,
                   int   sixths)
{
  int d = ((int) dir + sixths) % BN_HEX_N_DIRS;

  return (guint) (d < 0 ? d + BN_HEX_N_DIRS : d);
}

/* How many sixths of a turn separate two directions: 0 to 3. */
guint
bn_hex_dir_difference (guint a,
                       guint b)
{
  guint d = (a + BN_HEX_N_DIRS - b) % BN_HEX_N_DIRS;

  return d > 3 ? BN_HEX_N_DIRS - d : d;
}

/* Whether @target lies in the arc of a unit at @from facing @facing: the
 * 120° wedge between the directions @facing − 1 and @facing + 1, edges
 * included. For a neighbour this is exactly the three hex sides of the
 * active front (L&L, "Fronts"); further away it is the area those sides
 * look onto. A hex is never in its own arc.
 *
 * A vector lies in the wedge between directions i and i + 1 when it is
 * a·d(i) + b·d(i+1) with a, b ≥ 0; the active front is the two wedges
 * that share the facing direction. */
gboolean
bn_hex_in_arc (BnHex from,
               guint facing,
               BnHex target)
{
  int dq = target.q - from.q;
  int dr = target.r - from.r;

  if (dq == 0 && dr == 0)
    return FALSE;
  for (int k = -1; k <= 0; k++)
    {
      guint i = bn_hex_dir_rotate (facing, k);
      guint j = bn_hex_dir_rotate (i, 1);
      /* Solve a·d(i) + b·d(j) = (dq, dr) by Cramer's rule; the
       * determinant of two adjacent directions is ±1. */
      int det = dir_q[i] * dir_r[j] - dir_q[j] * dir_r[i];
      int a = (dq * dir_r[j] - dir_q[j] * dr) * det;
      int b = (dir_q[i] * dr - dq * dir_r[i]) * det;

      if (a >= 0 && b >= 0)
        return TRUE;
    }
  return FALSE;
}

/* Twice the hex's distance south of the axis r = −q/2: grows by 2 one hex
 * south and by 1 one hex south-east or south-west. Retreats read it to
 * know which neighbours lie towards a side's baseline. */
int
bn_hex_southness (BnHex hex)
{
  return 2 * hex.r + hex.q;
}

/* Nearest cube hex to the point (x, y, z) / @scale, for integer points.
 * Each coordinate is rounded to the nearest multiple of @scale; the one
 * that moved furthest is then recomputed from the other two so that the
 * three still sum to zero. */
static BnHex
round_cube (gint64 x,
            gint64 y,
            gint64 z,
            gint64 scale)
{
  gint64 rx, ry, rz, ex, ey, ez;

#define ROUND_DIV(v) ((v) >= 0 ? ((v) + scale / 2) / scale : -((-(v) + scale / 2) / scale))
  rx = ROUND_DIV (x);
  ry = ROUND_DIV (y);
  rz = ROUND_DIV (z);
#undef ROUND_DIV
  ex = ABS (rx * scale - x);
  ey = ABS (ry * scale - y);
  ez = ABS (rz * scale - z);
  if (ex > ey && ex > ez)
    rx = -ry - rz;
  else if (ey > ez)
    ry = -rx - rz;
  else
    rz = -rx - ry;
  (void) rz;
  return bn_hex_make ((int) rx, (int) rz);
}

/**
 * bn_hex_line:
 * @out_steps: (out caller-allocates) (array length=max_steps): the steps
 *
 * The hexes a straight line from the centre of @from to the centre of @to
 * passes through, in order, excluding both ends: for a distance of n, the
 * n − 1 points at i/n of the way. A point that falls exactly on the edge
 * between two hexes (which happens when the line runs along hex sides) is
 * reported as one step with both hexes; the edge rule (L&L, "Line of
 * sight") then blocks the line only if both are obstructed.
 *
 * The points are computed in cube coordinates scaled by n · 6 and pushed
 * by a tiny offset, once each way: the two roundings agree unless the
 * point lies on an edge. Exact integers, so no float tie can go either way.
 *
 * Returns: the number of steps written (at most @max_steps)
 */
guint
bn_hex_line (BnHex          from,
             BnHex          to,
             BnHexLineStep *out_steps,
             guint          max_steps)
{
  guint n = bn_hex_distance (from, to);
  guint written = 0;
  /* Scale so that the nudge (1, 2, −3) is far smaller than any real
   * difference between a point and a hex edge (which is at least 1/(2n)
   * of a hex in these units, i.e. ≥ 3 · 1000). */
  gint64 scale = (gint64) n * 6000;

  g_return_val_if_fail (out_steps != NULL || max_steps == 0, 0);

  for (guint i = 1; i < n && written < max_steps; i++)
    {
      gint64 w0 = (gint64) (n - i) * 6000;
      gint64 w1 = (gint64) i * 6000;
      gint64 x = from.q * w0 + to.q * w1;
      gint64 z = from.r * w0 + to.r * w1;
      gint64 y = -x - z;
      BnHex plus = round_cube (x + 1, y + 2, z - 3, scale);
      BnHex minus = round_cube (x - 1, y - 2, z + 3, scale);
      BnHexLineStep *step = &out_steps[written++];

      step->hex = plus;
      step->other = minus;
      step->on_edge = !bn_hex_equal (plus, minus);
    }
  return written;
}
