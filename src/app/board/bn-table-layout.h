/* bn-table-layout.h — where an open table in millimetres lies in a widget.
 *
 * The table view draws a Junior General table seen from above, scaled to
 * fit the widget with its aspect ratio kept, then zoomed and panned by the
 * player. A BnTableLayout maps the table's millimetres to the widget's
 * pixels and back; bn_table_layout_snap() finds, among the places the
 * legal moves lead to, the one a pointer means. No GTK: the tests check
 * the arithmetic alone.
 */
#pragma once

#include <glib.h>

#include "bn-table.h"

G_BEGIN_DECLS

typedef struct
{
  double scale;          /* pixels per millimetre */
  double x0, y0;         /* the widget point of the table's corner (0, 0) */
  double width_mm;
  double height_mm;
} BnTableLayout;

BnTableLayout bn_table_layout_fit        (double               width_mm,
                                          double               height_mm,
                                          double               widget_width,
                                          double               widget_height,
                                          double               margin,
                                          double               zoom,
                                          double               pan_x,
                                          double               pan_y);
void          bn_table_layout_to_widget  (const BnTableLayout *layout,
                                          double               x_mm,
                                          double               y_mm,
                                          double              *out_x,
                                          double              *out_y);
void          bn_table_layout_to_table   (const BnTableLayout *layout,
                                          double               x,
                                          double               y,
                                          double              *out_x_mm,
                                          double              *out_y_mm);
gboolean      bn_table_layout_on_table   (const BnTableLayout *layout,
                                          double               x,
                                          double               y);
void          bn_table_layout_clamp_pan  (double               width_mm,
                                          double               height_mm,
                                          double               widget_width,
                                          double               widget_height,
                                          double               margin,
                                          double               zoom,
                                          double              *pan_x,
                                          double              *pan_y);
int           bn_table_layout_snap       (const BnTablePoint  *places,
                                          guint                n_places,
                                          BnTablePoint         pointer,
                                          double               reach_mm);
double        bn_table_layout_distance   (BnTablePoint         a,
                                          BnTablePoint         b);

G_END_DECLS
