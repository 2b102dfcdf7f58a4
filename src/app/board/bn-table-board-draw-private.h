/* bn-table-board-draw-private.h — what the open table's drawing files
 * share: a point on screen and the small geometry every layer draws with,
 * and the layers bn_table_board_snapshot() paints from the other files.
 */
#pragma once

#include "bn-table-board-private.h"

typedef struct
{
  double x, y;
} Pt;

static inline Pt
px (const BnTableLayout *l,
    double               x_mm,
    double               y_mm)
{
  Pt p;

  bn_table_layout_to_widget (l, x_mm, y_mm, &p.x, &p.y);
  return p;
}

static inline Pt
lerp (Pt     a,
      Pt     b,
      double t)
{
  return (Pt) { a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t };
}

static inline void
quad_path (cairo_t *cr,
           Pt       a,
           Pt       b,
           Pt       c,
           Pt       d)
{
  cairo_move_to (cr, a.x, a.y);
  cairo_line_to (cr, b.x, b.y);
  cairo_line_to (cr, c.x, c.y);
  cairo_line_to (cr, d.x, d.y);
  cairo_close_path (cr);
}

/* A footprint's corners on screen: front-left, front-right, rear-right,
 * rear-left, grown by @grow pixels each way. */
static inline void
corners_of (const BnTableLayout *l,
            const BnTableRect   *rect,
            double               grow,
            Pt                   out[4])
{
  BnTableRect r = *rect;
  BnTablePoint c[4];

  r.width += 2 * grow / l->scale;
  r.depth += 2 * grow / l->scale;
  bn_table_rect_corners (&r, c);
  for (guint k = 0; k < 4; k++)
    out[k] = px (l, c[k].x, c[k].y);
}

static inline void
set_rgba (cairo_t *cr,
          GdkRGBA  rgba)
{
  gdk_cairo_set_source_rgba (cr, &rgba);
}

/* In bn-table-board-draw-marks.c. */
G_GNUC_INTERNAL void bn_table_board_paint_marks       (BnTableBoard        *self,
                                                       cairo_t             *cr,
                                                       const BnTableLayout *l);
G_GNUC_INTERNAL void bn_table_board_paint_zones       (BnTableBoard        *self,
                                                       cairo_t             *cr,
                                                       const BnTableLayout *l);
G_GNUC_INTERNAL void bn_table_board_paint_reach       (BnTableBoard        *self,
                                                       cairo_t             *cr,
                                                       const BnTableLayout *l);

/* In bn-table-board-draw-moves.c. */
G_GNUC_INTERNAL void bn_table_board_paint_turn_handle (BnTableBoard        *self,
                                                       cairo_t             *cr,
                                                       const BnTableLayout *l);
G_GNUC_INTERNAL void bn_table_board_paint_plans       (BnTableBoard        *self,
                                                       cairo_t             *cr,
                                                       const BnTableLayout *l);
G_GNUC_INTERNAL void bn_table_board_paint_intent      (BnTableBoard        *self,
                                                       cairo_t             *cr,
                                                       const BnTableLayout *l,
                                                       PangoLayout         *text);
G_GNUC_INTERNAL void bn_table_board_follow_moves      (BnTableBoard        *self);
G_GNUC_INTERNAL void bn_table_board_paint_trails      (BnTableBoard        *self,
                                                       cairo_t             *cr,
                                                       const BnTableLayout *l,
                                                       PangoLayout         *text,
                                                       gboolean             rulers);
