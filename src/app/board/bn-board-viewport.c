/* bn-board-viewport.c — the zoom and scroll both boards share. */
#include "bn-config.h"

#include "bn-board-viewport.h"

#include <math.h>

static void
changed (BnBoardViewport *view)
{
  if (view->clamp != NULL)
    view->clamp (view->widget);
  gtk_widget_queue_draw (view->widget);
}

static void
on_pinch_begin_cb (GtkGesture       *gesture,
                   GdkEventSequence *sequence,
                   BnBoardViewport  *view)
{
  view->pinch_zoom = view->zoom;
}

static void
on_pinch_cb (GtkGestureZoom  *gesture,
             double           scale,
             BnBoardViewport *view)
{
  double x, y;

  if (view->pinch_zoom <= 0 || !gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    return;
  bn_board_viewport_zoom_about (view, view->pinch_zoom * scale / view->zoom, x, y);
}

/* @view lives in @widget's instance and is dropped with it; the pinch
 * gesture is added to @widget. */
void
bn_board_viewport_init (BnBoardViewport     *view,
                        GtkWidget           *widget,
                        double               max_zoom,
                        BnBoardViewportClamp clamp)
{
  GtkGesture *pinch = gtk_gesture_zoom_new ();

  *view = (BnBoardViewport) { widget, clamp, max_zoom, 1.0, 0, 0, 0, 0, 0, FALSE, 0, 0 };
  g_signal_connect (pinch, "begin", G_CALLBACK (on_pinch_begin_cb), view);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (on_pinch_cb), view);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (pinch));
}

/* The pointer is over the widget at (@x, @y), or (@inside false) has left
 * it: the board's motion controller says so. */
void
bn_board_viewport_set_pointer (BnBoardViewport *view,
                               gboolean         inside,
                               double           x,
                               double           y)
{
  view->pointer_in = inside && isfinite (x) && isfinite (y);
  view->pointer_x = x;
  view->pointer_y = y;
}

/* Zooms by @factor keeping the widget's point (@x, @y) where it is (the
 * middle, if the point is not known). */
void
bn_board_viewport_zoom_about (BnBoardViewport *view,
                              double           factor,
                              double           x,
                              double           y)
{
  double w = gtk_widget_get_width (view->widget), h = gtk_widget_get_height (view->widget);
  double old = view->zoom, zoom = CLAMP (old * factor, 1.0, view->max_zoom), k = zoom / old;

  if (!isfinite (x) || !isfinite (y))
    {
      x = w / 2;
      y = h / 2;
    }
  /* The picture's middle sits at (w/2 + pan): keep (x, y) fixed. */
  view->pan_x = (x - w / 2) - k * ((x - w / 2) - view->pan_x);
  view->pan_y = (y - h / 2) - k * ((y - h / 2) - view->pan_y);
  view->zoom = zoom;
  changed (view);
}

/* @zoom: 1 fits the whole picture (and puts it back in the middle). */
void
bn_board_viewport_set_zoom (BnBoardViewport *view,
                            double           zoom)
{
  view->zoom = CLAMP (zoom, 1.0, view->max_zoom);
  if (view->zoom == 1.0)
    view->pan_x = view->pan_y = 0;
  changed (view);
}

/* Returns: whether @keyval zoomed: + and − about the middle, 0 to fit. */
gboolean
bn_board_viewport_key (BnBoardViewport *view,
                       guint            keyval)
{
  double w = gtk_widget_get_width (view->widget) / 2.0, h = gtk_widget_get_height (view->widget) / 2.0;

  switch (keyval)
    {
    case GDK_KEY_plus:
    case GDK_KEY_equal:
    case GDK_KEY_KP_Add:
      bn_board_viewport_zoom_about (view, 1.25, w, h);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      bn_board_viewport_zoom_about (view, 1 / 1.25, w, h);
      return TRUE;
    case GDK_KEY_0:
    case GDK_KEY_KP_0:
      bn_board_viewport_set_zoom (view, 1.0);
      return TRUE;
    default:
      return FALSE;
    }
}

/* A scroll by (@dx, @dy): with Ctrl, a zoom about the pointer (in, for
 * @dy < 0); else, zoomed in, the picture moves. Returns: whether it was
 * taken. */
gboolean
bn_board_viewport_scroll (BnBoardViewport *view,
                          GdkModifierType  state,
                          double           dx,
                          double           dy)
{
  if (state & GDK_CONTROL_MASK)
    {
      double w = gtk_widget_get_width (view->widget), h = gtk_widget_get_height (view->widget);
      double x = w / 2, y = h / 2;

      if (view->pointer_in)
        {
          x = CLAMP (view->pointer_x, 0, w);
          y = CLAMP (view->pointer_y, 0, h);
        }
      if (dy != 0)
        bn_board_viewport_zoom_about (view, dy < 0 ? 1.2 : 1 / 1.2, x, y);
      return TRUE;
    }
  if (view->zoom <= 1.0)
    return FALSE;
  view->pan_x -= dx * 30;
  view->pan_y -= dy * 30;
  changed (view);
  return TRUE;
}

/* A drag on empty ground begins. */
void
bn_board_viewport_pan_begin (BnBoardViewport *view)
{
  view->drag_x = view->pan_x;
  view->drag_y = view->pan_y;
}

/* … and has come (@dx, @dy) from where it began. Returns: whether the
 * picture moved (only a zoomed one does). */
gboolean
bn_board_viewport_pan_update (BnBoardViewport *view,
                              double           dx,
                              double           dy)
{
  if (view->zoom <= 1.0)
    return FALSE;
  view->pan_x = view->drag_x + dx;
  view->pan_y = view->drag_y + dy;
  changed (view);
  return TRUE;
}
