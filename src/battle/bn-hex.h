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
guint     bn_hex_distance      (BnHex  a,
                                BnHex  b);
BnHex     bn_hex_neighbour     (BnHex  hex,
                                guint  dir);
int       bn_hex_direction_to  (BnHex  from,
                                BnHex  to);
guint     bn_hex_dir_rotate    (guint  dir,
                                int    sixths);
guint     bn_hex_dir_difference (guint a,
                                 guint b);
gboolean  bn_hex_in_arc        (BnHex  from,
                                guint  facing,
                                BnHex  target);
int       bn_hex_southness     (BnHex  hex);
guint     bn_hex_line          (BnHex          from,
                                BnHex          to,
                                BnHexLineStep *out_steps,
                                guint          max_steps);

G_END_DECLS
