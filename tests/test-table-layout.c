/* test-table-layout.c — the open table's millimetres in a widget: fitted
 * with its aspect ratio kept, mapped there and back, panned no further than
 * keeps it in sight, and a pointer snapped to the place a move leads to. */
#include "bn-config.h"

#include <math.h>

#include "bn-table-layout.h"

/* A 1200 × 800 mm table in a 1000 × 500 widget is bound by the height. */
static void
test_fit_keeps_aspect (void)
{
  BnTableLayout l = bn_table_layout_fit (1200, 800, 1000, 500, 10, 1, 0, 0);
  double x, y;

  g_assert_cmpfloat_with_epsilon (l.scale, 480.0 / 800, 1e-9);
  /* Centred across, the margin kept above and below. */
  bn_table_layout_to_widget (&l, 0, 0, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, (1000 - 1200 * 0.6) / 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 10, 1e-9);
  bn_table_layout_to_widget (&l, 1200, 800, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 1000 - (1000 - 1200 * 0.6) / 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 490, 1e-9);
  /* The same scale across and down: 100 mm is as long either way. */
  {
    double x1, y1, x2, y2;

    bn_table_layout_to_widget (&l, 100, 100, &x1, &y1);
    bn_table_layout_to_widget (&l, 200, 200, &x2, &y2);
    g_assert_cmpfloat_with_epsilon (x2 - x1, y2 - y1, 1e-9);
  }
  /* A tall widget: bound by the width instead. */
  l = bn_table_layout_fit (1200, 800, 400, 900, 0, 1, 0, 0);
  g_assert_cmpfloat_with_epsilon (l.scale, 400.0 / 1200, 1e-9);
}

/* Table to widget and back is the identity, zoomed and panned too. */
static void
test_round_trip (void)
{
  const double zooms[] = { 1, 2.5, 6 };

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      BnTableLayout l = bn_table_layout_fit (1800, 1200, 913, 611, 12, zooms[z], -37.5, 21);

      for (double mx = 0; mx <= 1800; mx += 150)
        for (double my = 0; my <= 1200; my += 100)
          {
            double x, y, bx, by;

            bn_table_layout_to_widget (&l, mx, my, &x, &y);
            bn_table_layout_to_table (&l, x, y, &bx, &by);
            g_assert_cmpfloat_with_epsilon (bx, mx, 1e-6);
            g_assert_cmpfloat_with_epsilon (by, my, 1e-6);
          }
    }
}

/* Zoom magnifies about the widget's centre: the table's middle stays put. */
static void
test_zoom_about_centre (void)
{
  BnTableLayout one = bn_table_layout_fit (1200, 800, 1000, 700, 10, 1, 0, 0);
  BnTableLayout three = bn_table_layout_fit (1200, 800, 1000, 700, 10, 3, 0, 0);
  double x1, y1, x3, y3;

  g_assert_cmpfloat_with_epsilon (three.scale, 3 * one.scale, 1e-9);
  bn_table_layout_to_widget (&one, 600, 400, &x1, &y1);
  bn_table_layout_to_widget (&three, 600, 400, &x3, &y3);
  g_assert_cmpfloat_with_epsilon (x1, 500, 1e-9);
  g_assert_cmpfloat_with_epsilon (y1, 350, 1e-9);
  g_assert_cmpfloat_with_epsilon (x3, 500, 1e-9);
  g_assert_cmpfloat_with_epsilon (y3, 350, 1e-9);
}

static void
test_on_table (void)
{
  BnTableLayout l = bn_table_layout_fit (1200, 800, 1000, 500, 10, 1, 0, 0);
  double x, y;

  bn_table_layout_to_widget (&l, 1, 1, &x, &y);
  g_assert_true (bn_table_layout_on_table (&l, x, y));
  bn_table_layout_to_widget (&l, 1199, 799, &x, &y);
  g_assert_true (bn_table_layout_on_table (&l, x, y));
  /* The margin is off the table. */
  g_assert_false (bn_table_layout_on_table (&l, 5, 5));
  bn_table_layout_to_widget (&l, -1, 400, &x, &y);
  g_assert_false (bn_table_layout_on_table (&l, x, y));
  bn_table_layout_to_widget (&l, 600, 801, &x, &y);
  g_assert_false (bn_table_layout_on_table (&l, x, y));
}

/* At zoom 1 the table stays centred; zoomed, it may be moved until its
 * edge (and the margin) meets the widget's, no further. */
static void
test_clamp_pan (void)
{
  double px = 300, py = -300;

  bn_table_layout_clamp_pan (1200, 800, 1000, 500, 10, 1, &px, &py);
  g_assert_cmpfloat (px, ==, 0);
  g_assert_cmpfloat (py, ==, 0);

  px = 5000;
  py = -5000;
  bn_table_layout_clamp_pan (1200, 800, 1000, 500, 10, 4, &px, &py);
  {
    BnTableLayout l = bn_table_layout_fit (1200, 800, 1000, 500, 10, 4, px, py);
    double x, y;

    g_assert_cmpfloat (px, >, 0);
    g_assert_cmpfloat (py, <, 0);
    /* The table's left edge sits at the margin; its bottom at the margin above the widget's. */
    bn_table_layout_to_widget (&l, 0, 800, &x, &y);
    g_assert_cmpfloat_with_epsilon (x, 10, 1e-6);
    g_assert_cmpfloat_with_epsilon (y, 490, 1e-6);
  }
  /* A small pan is kept as it is. */
  px = 20;
  py = -15;
  bn_table_layout_clamp_pan (1200, 800, 1000, 500, 10, 4, &px, &py);
  g_assert_cmpfloat (px, ==, 20);
  g_assert_cmpfloat (py, ==, -15);
}

/* The pointer means the nearest place a move leads to, within reach. */
static void
test_snap (void)
{
  const BnTablePoint places[] = { { 100, 100 }, { 200, 100 }, { 150, 180 }, { 200, 100 } };
  BnTablePoint p;

  p = (BnTablePoint) { 110, 95 };
  g_assert_cmpint (bn_table_layout_snap (places, G_N_ELEMENTS (places), p, 30), ==, 0);
  p = (BnTablePoint) { 160, 170 };
  g_assert_cmpint (bn_table_layout_snap (places, G_N_ELEMENTS (places), p, 30), ==, 2);
  /* Two moves lead to one place: the first of them. */
  p = (BnTablePoint) { 199, 101 };
  g_assert_cmpint (bn_table_layout_snap (places, G_N_ELEMENTS (places), p, 30), ==, 1);
  /* Halfway between two: still the nearest, the first if equally near. */
  p = (BnTablePoint) { 150, 100 };
  g_assert_cmpint (bn_table_layout_snap (places, G_N_ELEMENTS (places), p, 60), ==, 0);
  /* Out of reach of all: none. */
  p = (BnTablePoint) { 400, 400 };
  g_assert_cmpint (bn_table_layout_snap (places, G_N_ELEMENTS (places), p, 30), ==, -1);
  g_assert_cmpint (bn_table_layout_snap (places, 0, p, 1000), ==, -1);
  g_assert_cmpfloat_with_epsilon (bn_table_layout_distance (places[0], places[2]), sqrt (50 * 50 + 80 * 80), 1e-9);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/table-layout/fit", test_fit_keeps_aspect);
  g_test_add_func ("/table-layout/round-trip", test_round_trip);
  g_test_add_func ("/table-layout/zoom", test_zoom_about_centre);
  g_test_add_func ("/table-layout/on-table", test_on_table);
  g_test_add_func ("/table-layout/clamp-pan", test_clamp_pan);
  g_test_add_func ("/table-layout/snap", test_snap);
  return g_test_run ();
}
