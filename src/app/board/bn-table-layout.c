/* bn-table-layout.c — an open table's millimetres in a widget; see the
 * header. */
#include "bn-config.h"

#include "bn-table-layout.h"

#include <math.h>

/**
 * bn_table_layout_fit:
 * @margin: pixels kept clear around the table at zoom 1
 * @zoom: 1 fits the whole table; larger magnifies about the widget's centre
 * @pan_x: @pan_y: pixels the table is moved by
 *
 * Returns: the layout that shows a @width_mm × @height_mm table in a widget
 *   of that size, the same scale across and down
 */
BnTableLayout
bn_table_layout_fit (double width_mm,
                     double height_mm,
                     double widget_width,
                     double widget_height,
                     double margin,
                     double zoom,
                     double pan_x,
                     double pan_y)
{
  BnTableLayout l = { 0, 0, 0, width_mm, height_mm };
  double room_w = MAX (1.0, widget_width - 2 * margin), room_h = MAX (1.0, widget_height - 2 * margin);

  if (width_mm <= 0 || height_mm <= 0)
    return l;
  l.scale = MIN (room_w / width_mm, room_h / height_mm) * MAX (zoom, 1e-3);
  l.x0 = (widget_width - width_mm * l.scale) / 2 + pan_x;
  l.y0 = (widget_height - height_mm * l.scale) / 2 + pan_y;
  return l;
}

void
bn_table_layout_to_widget (const BnTableLayout *layout,
                           double               x_mm,
                           double               y_mm,
                           double              *out_x,
                           double              *out_y)
{
  *out_x = layout->x0 + x_mm * layout->scale;
  *out_y = layout->y0 + y_mm * layout->scale;
}

void
bn_table_layout_to_table (const BnTableLayout *layout,
                          double               x,
                          double               y,
                          double              *out_x_mm,
                          double              *out_y_mm)
{
  double scale = layout->scale > 0 ? layout->scale : 1;

  *out_x_mm = (x - layout->x0) / scale;
  *out_y_mm = (y - layout->y0) / scale;
}

/* Returns: whether the widget point (@x, @y) lies on the table. */
gboolean
bn_table_layout_on_table (const BnTableLayout *layout,
                          double               x,
                          double               y)
{
  double mx, my;

  bn_table_layout_to_table (layout, x, y, &mx, &my);
  return layout->scale > 0 && mx >= 0 && my >= 0 && mx <= layout->width_mm && my <= layout->height_mm;
}

/* Keeps @pan_x, @pan_y such that a zoomed table still fills the widget,
 * and a table that fits stays centred. */
void
bn_table_layout_clamp_pan (double  width_mm,
                           double  height_mm,
                           double  widget_width,
                           double  widget_height,
                           double  margin,
                           double  zoom,
                           double *pan_x,
                           double *pan_y)
{
  BnTableLayout l = bn_table_layout_fit (width_mm, height_mm, widget_width, widget_height, margin, zoom, 0, 0);
  double mx = MAX (0, (width_mm * l.scale + 2 * margin - widget_width) / 2);
  double my = MAX (0, (height_mm * l.scale + 2 * margin - widget_height) / 2);

  *pan_x = CLAMP (*pan_x, -mx, mx);
  *pan_y = CLAMP (*pan_y, -my, my);
}

double
bn_table_layout_distance (BnTablePoint a,
                   BnTablePoint b)
{
  return hypot (a.x - b.x, a.y - b.y);
}

/**
 * bn_table_layout_snap:
 * @places: (array length=n_places): where the moves offered lead
 * @pointer: where the pointer is, on the table
 * @reach_mm: how far from a place the pointer may be and still mean it
 *
 * Returns: the index of the place nearest @pointer, if within @reach_mm;
 *   the first of equally near ones; −1 if none is
 */
int
bn_table_layout_snap (const BnTablePoint *places,
                      guint               n_places,
                      BnTablePoint        pointer,
                      double              reach_mm)
{
  double best = G_MAXDOUBLE;
  int found = -1;

  for (guint i = 0; i < n_places; i++)
    {
      double d = bn_table_layout_distance (places[i], pointer);

      if (d < best)
        {
          best = d;
          found = (int) i;
        }
    }
  return best <= reach_mm ? found : -1;
}
