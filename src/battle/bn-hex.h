/* bn-hex.h — the hex grid of a Lords & Levies battlefield.
 *
 * Coordinates are axial (q, r) on flat-topped hexes: q counts columns
 * west to east, r runs along the column towards the south, and the third
 * cube coordinate is s = −q − r. The flat top gives every hex a north and
 * a south side, so a line of battle can face the enemy straight across a
 * board whose baselines are its north and south edges.
 *
 * Directions (and the hex sides a unit faces) are numbered clockwise from
 * north: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW.
 *
 * For display and for scenario maps, hexes are named by offset
 * coordinates (col, row) in the "odd-q" layout: odd columns sit half a
 * hex lower than even ones; (0, 0) is the north-west corner.
 *
 * A BnHex is a small value; every function here is pure.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  gint16 q;
  gint16 r;
} BnHex;

typedef enum
{
  BN_HEX_DIR_N,
  BN_HEX_DIR_NE,
  BN_HEX_DIR_SE,
  BN_HEX_DIR_S,
  BN_HEX_DIR_SW,
  BN_HEX_DIR_NW,
  BN_HEX_N_DIRS,
} BnHexDir;

/* One step of a line of sight: the hex the line passes through, or, when
 * the line runs exactly along the edge between two hexes, both of them
 * (on_edge TRUE, the second in @other). */
typedef struct
{
  BnHex    hex;
  BnHex    other;
  gboolean on_edge;
} BnHexLineStep;

/* The longest line bn_hex_line() reports; boards are at most 32 × 32. */
#define BN_HEX_LINE_MAX 64

static inline BnHex
bn_hex_make (int q,
             int r)
{
  BnHex hex = { (gint16) q, (gint16) r };

  return hex;
}

static inline gboolean
bn_hex_equal (BnHex a,
              BnHex b)
{
  return a.q == b.q && a.r == b.r;
}

BnHex     bn_hex_from_offset   (int    col,
                                int    row);
void      bn_hex_to_offset     (BnHex  hex,
                                int   *out_col,
                                int   *out_row);
int       bn_hex_southness     (BnHex  hex);
guint     bn_hex_line          (BnHex          from,
                                BnHex          to,
                                BnHexLineStep *out_steps,
                                guint          max_steps);

/* The small steps below are inline: the rules engine and the computer
 * players call them millions of times a second. */

/* Clockwise from north, flat-topped: N, NE, SE, S, SW, NW. */
static inline int
bn_hex_dir_dq (guint dir)
{
  static const gint8 dq[BN_HEX_N_DIRS] = { 0, 1, 1, 0, -1, -1 };

  return dq[dir];
}

static inline int
bn_hex_dir_dr (guint dir)
{
  static const gint8 dr[BN_HEX_N_DIRS] = { -1, -1, 0, 1, 1, 0 };

  return dr[dir];
}

/* Steps between @a and @b, ignoring what stands in the way. */
static inline guint
bn_hex_distance (BnHex a,
                 BnHex b)
{
  int dq = a.q - b.q;
  int dr = a.r - b.r;
  int ds = -dq - dr;

  return (guint) ((ABS (dq) + ABS (dr) + ABS (ds)) / 2);
}

/* @dir: 0–5, clockwise from north. */
static inline BnHex
bn_hex_neighbour (BnHex hex,
                  guint dir)
{
  g_return_val_if_fail (dir < BN_HEX_N_DIRS, hex);

  return bn_hex_make (hex.q + bn_hex_dir_dq (dir), hex.r + bn_hex_dir_dr (dir));
}

/* Returns: the direction from @from to the adjacent @to, or −1 when they
 * are not neighbours. */
static inline int
bn_hex_direction_to (BnHex from,
                     BnHex to)
{
  for (guint d = 0; d < BN_HEX_N_DIRS; d++)
    if (from.q + bn_hex_dir_dq (d) == to.q && from.r + bn_hex_dir_dr (d) == to.r)
      return (int) d;
  return -1;
}

/* @dir turned by @sixths sixths of a turn, clockwise when positive. */
static inline guint
bn_hex_dir_rotate (guint dir,
                   int   sixths)
{
  int d = ((int) dir + sixths) % BN_HEX_N_DIRS;

  return (guint) (d < 0 ? d + BN_HEX_N_DIRS : d);
}

/* How many sixths of a turn separate two directions: 0 to 3. */
static inline guint
bn_hex_dir_difference (guint a,
                       guint b)
{
  guint d = (a + BN_HEX_N_DIRS - b) % BN_HEX_N_DIRS;

  return d > 3 ? BN_HEX_N_DIRS - d : d;
}

/* The wedges between two neighbouring directions in which @target lies
 * as seen from @from: bit i for the wedge from direction i to i + 1 (a
 * line along direction i lies in two). A vector lies in the wedge when it
 * is a·d(i) + b·d(i+1) with a, b ≥ 0; in cube coordinates (q, r, s) that
 * is a sign test on two of them, e.g. q ≥ 0 and s ≥ 0 between N and NE.
 * 0 for @target == @from. */
static inline guint
bn_hex_wedges (BnHex from,
               BnHex target)
{
  int q = target.q - from.q;
  int r = target.r - from.r;
  int s = -q - r;

  if (q == 0 && r == 0)
    return 0;
  return (guint) (q >= 0 && s >= 0) << 0        /* N – NE */
         | (guint) (r <= 0 && s <= 0) << 1      /* NE – SE */
         | (guint) (q >= 0 && r >= 0) << 2      /* SE – S */
         | (guint) (q <= 0 && s <= 0) << 3      /* S – SW */
         | (guint) (r >= 0 && s >= 0) << 4      /* SW – NW */
         | (guint) (q <= 0 && r <= 0) << 5;     /* NW – N */
}

/* Whether @wedges (bn_hex_wedges()) meet the arc around @facing: the two
 * wedges on either side of it. */
static inline gboolean
bn_hex_wedges_in_arc (guint wedges,
                      guint facing)
{
  return (wedges & ((1u << facing) | (1u << bn_hex_dir_rotate (facing, -1)))) != 0;
}

/* Whether @target lies in the arc of a unit at @from facing @facing: the
 * 120° wedge between the directions @facing − 1 and @facing + 1, edges
 * included. For a neighbour this is exactly the three hex sides of the
 * active front (L&L, "Fronts"); further away it is the area those sides
 * look onto. A hex is never in its own arc. */
static inline gboolean
bn_hex_in_arc (BnHex from,
               guint facing,
               BnHex target)
{
  return bn_hex_wedges_in_arc (bn_hex_wedges (from, target), facing);
}

G_END_DECLS
