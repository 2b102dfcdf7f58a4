/* test-battle-hex.c — the hex grid: offsets, distance, neighbours and
 * directions, arcs, lines and edges.
 */
#include "bn-hex.h"

static void
test_offset_round_trip (void)
{
  for (int col = 0; col < 13; col++)
    for (int row = 0; row < 9; row++)
      {
        int c, r;

        bn_hex_to_offset (bn_hex_from_offset (col, row), &c, &r);
        g_assert_cmpint (c, ==, col);
        g_assert_cmpint (r, ==, row);
      }
}

/* Directions are clockwise from north; north is one row up. */
static void
test_neighbours_and_directions (void)
{
  BnHex h = bn_hex_from_offset (3, 3);
  int c, r;

  bn_hex_to_offset (bn_hex_neighbour (h, BN_HEX_DIR_N), &c, &r);
  g_assert_cmpint (c, ==, 3);
  g_assert_cmpint (r, ==, 2);
  bn_hex_to_offset (bn_hex_neighbour (h, BN_HEX_DIR_S), &c, &r);
  g_assert_cmpint (r, ==, 4);
  for (guint d = 0; d < BN_HEX_N_DIRS; d++)
    {
      BnHex n = bn_hex_neighbour (h, d);

      g_assert_cmpuint (bn_hex_distance (h, n), ==, 1);
      g_assert_cmpint (bn_hex_direction_to (h, n), ==, (int) d);
      g_assert_true (bn_hex_equal (bn_hex_neighbour (n, bn_hex_dir_rotate (d, 3)), h));
    }
  g_assert_cmpint (bn_hex_direction_to (h, h), ==, -1);
  g_assert_cmpuint (bn_hex_dir_difference (0, 5), ==, 1);
  g_assert_cmpuint (bn_hex_dir_difference (1, 4), ==, 3);
}

static void
test_distance (void)
{
  g_assert_cmpuint (bn_hex_distance (bn_hex_from_offset (0, 0), bn_hex_from_offset (0, 5)), ==, 5);
  g_assert_cmpuint (bn_hex_distance (bn_hex_from_offset (0, 0), bn_hex_from_offset (4, 0)), ==, 4);
  g_assert_cmpuint (bn_hex_distance (bn_hex_make (0, 0), bn_hex_make (2, -1)), ==, 2);
}

/* The active front: the faced side and both next to it. */
static void
test_arc_is_active_front (void)
{
  BnHex h = bn_hex_make (0, 0);

  for (guint f = 0; f < BN_HEX_N_DIRS; f++)
    for (guint d = 0; d < BN_HEX_N_DIRS; d++)
      g_assert_cmpint (bn_hex_in_arc (h, f, bn_hex_neighbour (h, d)), ==,
                       bn_hex_dir_difference (f, d) <= 1);
  g_assert_true (bn_hex_in_arc (h, BN_HEX_DIR_N, bn_hex_make (0, -4)));
  g_assert_true (bn_hex_in_arc (h, BN_HEX_DIR_N, bn_hex_make (2, -3)));
  g_assert_false (bn_hex_in_arc (h, BN_HEX_DIR_N, bn_hex_make (2, 1)));
}

/* A straight line through hex centres reports each hex between once. */
static void
test_line_straight (void)
{
  BnHexLineStep steps[BN_HEX_LINE_MAX];
  guint n = bn_hex_line (bn_hex_make (0, 0), bn_hex_make (0, -4), steps, BN_HEX_LINE_MAX);

  g_assert_cmpuint (n, ==, 3);
  for (guint i = 0; i < n; i++)
    {
      g_assert_false (steps[i].on_edge);
      g_assert_true (bn_hex_equal (steps[i].hex, bn_hex_make (0, -1 - (int) i)));
    }
  g_assert_cmpuint (bn_hex_line (bn_hex_make (0, 0), bn_hex_make (1, 0), steps, BN_HEX_LINE_MAX), ==, 0);
}

/* A line between two directions runs along the edge of the hexes on both
 * sides: both are reported. */
static void
test_line_along_edge (void)
{
  BnHexLineStep steps[BN_HEX_LINE_MAX];
  guint n = bn_hex_line (bn_hex_make (0, 0), bn_hex_make (1, -2), steps, BN_HEX_LINE_MAX);
  gboolean has_n, has_ne;

  g_assert_cmpuint (n, ==, 1);
  g_assert_true (steps[0].on_edge);
  has_n = bn_hex_equal (steps[0].hex, bn_hex_make (0, -1)) || bn_hex_equal (steps[0].other, bn_hex_make (0, -1));
  has_ne = bn_hex_equal (steps[0].hex, bn_hex_make (1, -1)) || bn_hex_equal (steps[0].other, bn_hex_make (1, -1));
  g_assert_true (has_n);
  g_assert_true (has_ne);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/hex/offset-round-trip", test_offset_round_trip);
  g_test_add_func ("/battle/hex/neighbours-and-directions", test_neighbours_and_directions);
  g_test_add_func ("/battle/hex/distance", test_distance);
  g_test_add_func ("/battle/hex/arc-is-active-front", test_arc_is_active_front);
  g_test_add_func ("/battle/hex/line-straight", test_line_straight);
  g_test_add_func ("/battle/hex/line-along-edge", test_line_along_edge);
  return g_test_run ();
}
