/* bn-hex.c — axial hex arithmetic, fronts and lines of sight.
 *
 * Everything is integer arithmetic, so a line of sight is the same on
 * every machine; a replayed battle must never see differently.
 */
#include "bn-hex.h"


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
