/* bn-board-viewport.h — the zoom and scroll both boards share.
 *
 * The hex board (BnBattleBoard) and the table view (BnTableBoard) each
 * keep one of these in their instance: how far in it is zoomed and how far
 * the picture is moved. It answers the same gestures the same way on both:
 * Ctrl+scroll and a pinch zoom about the point under the pointer (or
 * between the fingers), the keys +, − and 0, a scroll that moves a
 * zoomed picture, a drag on empty ground that moves it too. Where the
 * picture may be moved to is each board's own (its clamp).
 *
 * A scroll event carries no position of its own (asked for one it may
 * give NaN): the board tells the viewport where the pointer is, and it
 * zooms about where it last was, else about the middle. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Keeps @widget's picture within its bounds (moves its viewport's pan back). */
typedef void (*BnBoardViewportClamp) (GtkWidget *widget);

typedef struct
{
  GtkWidget *widget;             /* not owned: the board it belongs to */
  BnBoardViewportClamp clamp;
  double max_zoom;
  double zoom;                   /* 1: the whole picture fits */
  double pan_x, pan_y;           /* pixels the picture is moved by */
  double drag_x, drag_y;         /* the pan when a drag began */
  double pinch_zoom;             /* the zoom when a pinch began */
  gboolean pointer_in;           /* the pointer is over the widget, at: */
  double pointer_x, pointer_y;
} BnBoardViewport;

void     bn_board_viewport_init        (BnBoardViewport     *view,
                                        GtkWidget           *widget,
                                        double               max_zoom,
                                        BnBoardViewportClamp clamp);
void     bn_board_viewport_set_pointer (BnBoardViewport     *view,
                                        gboolean             inside,
                                        double               x,
                                        double               y);
void     bn_board_viewport_zoom_about  (BnBoardViewport     *view,
                                        double               factor,
                                        double               x,
                                        double               y);
void     bn_board_viewport_set_zoom    (BnBoardViewport     *view,
                                        double               zoom);
gboolean bn_board_viewport_key         (BnBoardViewport     *view,
                                        guint                keyval);
gboolean bn_board_viewport_scroll      (BnBoardViewport     *view,
                                        GdkModifierType      state,
                                        double               dx,
                                        double               dy);
void     bn_board_viewport_pan_begin   (BnBoardViewport     *view);
gboolean bn_board_viewport_pan_update  (BnBoardViewport     *view,
                                        double               dx,
                                        double               dy);

G_END_DECLS
