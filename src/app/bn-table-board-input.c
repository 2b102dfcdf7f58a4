/* bn-table-board-input.c — the table view's input: the arrow keys stepping
 * through the stands that may act and the places a picked one may go, the
 * pointer's clicks, drags and hovering, zoom and pan, and the tooltips. */
#include "bn-table-board-private.h"

/* ---- keyboard ---- */

static int
compare_pieces (gconstpointer a,
                gconstpointer b,
                gpointer      user_data)
{
  const BnBattle *battle = user_data;
  BnTablePlace pa = bn_table_piece_place (battle, *(const BnTablePiece *) a);
  BnTablePlace pb = bn_table_piece_place (battle, *(const BnTablePiece *) b);

  /* West to east, then north to south: the order the eye reads a table in. */
  if (pa.x != pb.x)
    return pa.x < pb.x ? -1 : 1;
  return pa.y < pb.y ? -1 : pa.y > pb.y;
}

/* The pieces the arrow keys step through: those marked. */
static GArray *
marked_pieces (BnTableBoard *self)
{
  GArray *pieces = g_array_new (FALSE, FALSE, sizeof (BnTablePiece));

  for (guint pass = 0; pass < 2; pass++)
    {
      guint n = pass == 0 ? bn_battle_get_n_units (self->battle) : bn_battle_get_n_commanders (self->battle);

      for (guint i = 0; i < n; i++)
        {
          BnTablePiece piece = { pass == 0 ? BN_TABLE_PIECE_UNIT : BN_TABLE_PIECE_COMMANDER, (guint8) i };

          if (bn_table_piece_present (self->battle, piece) && bn_table_board_is_marked (self, piece) &&
              !bn_table_piece_equal (piece, self->picked))
            g_array_append_val (pieces, piece);
        }
    }
  g_array_sort_with_data (pieces, compare_pieces, (gpointer) self->battle);
  return pieces;
}

/* With a piece picked, the arrows step through the places its moves lead
 * to (one move a place); else through the pieces marked. */
static void
step_cursor (BnTableBoard *self,
             int           delta)
{
  g_autoptr(GArray) places = g_array_new (FALSE, FALSE, sizeof (guint));

  self->cursor_shown = TRUE;
  if (self->picked.kind != BN_TABLE_PIECE_NONE && !self->place_picked)
    for (guint i = 0; i < self->read->len; i++)
      {
        const BnTableOffer *m = bn_table_board_move_at (self, i);
        gboolean seen = FALSE;

        if (!bn_table_board_is_offered (self, i) || !m->moves || !bn_table_piece_equal (m->actor, self->picked))
          continue;
        for (guint k = 0; k < places->len && !seen; k++)
          {
            const BnTableOffer *o = bn_table_board_move_at (self, g_array_index (places, guint, k));

            seen = o->to.x == m->to.x && o->to.y == m->to.y;
          }
        if (!seen)
          g_array_append_val (places, i);
      }
  if (places->len > 0)
    {
      int at = -1;

      for (guint k = 0; k < places->len; k++)
        if ((int) g_array_index (places, guint, k) == self->cursor_move)
          at = (int) k;
      at = at < 0 ? (delta > 0 ? 0 : (int) places->len - 1)
                  : ((at + delta) % (int) places->len + (int) places->len) % (int) places->len;
      self->cursor_move = (int) g_array_index (places, guint, at);
      self->cursor.kind = BN_TABLE_PIECE_NONE;
    }
  else
    {
      g_autoptr(GArray) pieces = marked_pieces (self);
      int at = -1;

      if (pieces->len == 0)
        return;
      for (guint k = 0; k < pieces->len; k++)
        if (bn_table_piece_equal (g_array_index (pieces, BnTablePiece, k), self->cursor))
          at = (int) k;
      at = at < 0 ? (delta > 0 ? 0 : (int) pieces->len - 1)
                  : ((at + delta) % (int) pieces->len + (int) pieces->len) % (int) pieces->len;
      self->cursor = g_array_index (pieces, BnTablePiece, at);
      self->cursor_move = -1;
    }
  bn_table_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
activate_cursor (BnTableBoard *self)
{
  if (self->cursor_move >= 0 && (guint) self->cursor_move < self->read->len)
    bn_table_board_pick_move (self, (guint) self->cursor_move);
  else if (self->cursor.kind != BN_TABLE_PIECE_NONE)
    {
      BnTablePiece piece = self->cursor;

      self->cursor.kind = BN_TABLE_PIECE_NONE;
      bn_table_board_pick_piece (self, piece);
    }
}

/* Zooms by @factor keeping the widget point (@x, @y) where it is. */
static void
zoom_about (BnTableBoard *self,
            double        factor,
            double        x,
            double        y)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double old = self->zoom, zoom = CLAMP (old * factor, 1.0, MAX_ZOOM), k = zoom / old;

  self->pan_x = (x - w / 2) - k * ((x - w / 2) - self->pan_x);
  self->pan_y = (y - h / 2) - k * ((y - h / 2) - self->pan_y);
  self->zoom = zoom;
  bn_table_board_clamp_pan (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_key_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   BnTableBoard          *self)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0, h = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  if (self->battle == NULL)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      step_cursor (self, -1);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      step_cursor (self, 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      self->cursor_shown = TRUE;
      activate_cursor (self);
      return TRUE;
    case GDK_KEY_Escape:
      bn_battle_view_emit_cancelled (BN_BATTLE_VIEW (self));
      return TRUE;
    case GDK_KEY_plus:
    case GDK_KEY_equal:
    case GDK_KEY_KP_Add:
      zoom_about (self, 1.25, w, h);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      zoom_about (self, 1 / 1.25, w, h);
      return TRUE;
    case GDK_KEY_0:
    case GDK_KEY_KP_0:
      bn_table_board_set_zoom (self, 1.0);
      return TRUE;
    default:
      return FALSE;
    }
}

/* ---- pointer ---- */

static void
on_released_cb (GtkGestureClick *gesture,
                int              n_press,
                double           x,
                double           y,
                BnTableBoard    *self)
{
  BnTablePoint p;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->battle == NULL)
    return;
  p = bn_table_board_to_table (self, x, y);
  bn_table_board_pick_point (self, p.x, p.y);
}

static void
on_motion_cb (GtkEventControllerMotion *motion,
              double                    x,
              double                    y,
              BnTableBoard             *self)
{
  BnTablePoint p;

  if (self->battle == NULL)
    return;
  p = bn_table_board_to_table (self, x, y);
  bn_table_board_set_pointer (self, p.x, p.y);
}

static void
on_leave_cb (GtkEventControllerMotion *motion,
             BnTableBoard             *self)
{
  self->pointer_in = FALSE;
  self->hover_move = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_begin_cb (GtkGestureDrag *gesture,
                  double          x,
                  double          y,
                  BnTableBoard   *self)
{
  BnTablePoint p;
  BnTablePiece piece;

  self->drag_x = self->pan_x;
  self->drag_y = self->pan_y;
  self->dragging_piece = FALSE;
  if (self->battle == NULL)
    return;
  /* A drag from a stand that may act carries it to where it is dropped. */
  p = bn_table_board_to_table (self, x, y);
  piece = bn_table_piece_at (self->battle, p, bn_table_board_pixels_to_mm (self, PIECE_SLACK_PIXELS));
  self->dragging_piece = piece.kind != BN_TABLE_PIECE_NONE && bn_table_board_touched (self, piece, FALSE);
  self->drag_piece = piece;
}

static void
on_drag_update_cb (GtkGestureDrag *gesture,
                   double          dx,
                   double          dy,
                   BnTableBoard   *self)
{
  if (fabs (dx) + fabs (dy) > 6)
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (self->battle == NULL)
    return;
  if (self->dragging_piece)
    {
      /* The stand carried is the one picked. */
      if (fabs (dx) + fabs (dy) > 6 && !bn_table_piece_equal (self->picked, self->drag_piece))
        {
          bn_table_board_clear_picks (self);
          bn_table_board_pick_piece (self, self->drag_piece);
        }
      return;
    }
  if (self->zoom <= 1.0)
    return;
  self->pan_x = self->drag_x + dx;
  self->pan_y = self->drag_y + dy;
  bn_table_board_clamp_pan (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end_cb (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                BnTableBoard   *self)
{
  double x, y;
  BnTablePoint p;

  if (!self->dragging_piece || self->battle == NULL || fabs (dx) + fabs (dy) <= 6)
    return;
  self->dragging_piece = FALSE;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  p = bn_table_board_to_table (self, x + dx, y + dy);
  /* Dropped near a place a move leads to: that move; else the pick stays. */
  {
    int index = bn_table_board_snap (self, p.x, p.y);

    if (index >= 0)
      bn_table_board_pick_move (self, (guint) index);
  }
}

static gboolean
on_scroll_cb (GtkEventControllerScroll *controller,
              double                    dx,
              double                    dy,
              BnTableBoard             *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0, y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  if (self->battle == NULL)
    return FALSE;
  if (mods & GDK_CONTROL_MASK)
    {
      GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));

      if (event != NULL)
        gdk_event_get_position (event, &x, &y);
      zoom_about (self, dy < 0 ? 1.2 : 1 / 1.2, x, y);
      return TRUE;
    }
  if (self->zoom <= 1.0)
    return FALSE;
  self->pan_x -= dx * 30;
  self->pan_y -= dy * 30;
  bn_table_board_clamp_pan (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static gboolean
on_query_tooltip_cb (GtkWidget    *widget,
                     int           x,
                     int           y,
                     gboolean      keyboard,
                     GtkTooltip   *tooltip,
                     BnTableBoard *self)
{
  g_autofree char *words = NULL;
  BnTablePiece piece;

  if (self->battle == NULL)
    return FALSE;
  if (keyboard)
    piece = self->cursor;
  else
    piece = bn_table_piece_at (self->battle, bn_table_board_to_table (self, x, y), bn_table_board_pixels_to_mm (self, PIECE_SLACK_PIXELS));
  if (piece.kind == BN_TABLE_PIECE_NONE)
    return FALSE;
  words = bn_table_board_describe_piece (self, piece);
  gtk_tooltip_set_text (tooltip, words);
  return TRUE;
}


/* Adds the controllers of the keyboard and the pointer to @self. */
void
bn_table_board_init_input (BnTableBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkEventController *keys = gtk_event_controller_key_new ();


  g_signal_connect (click, "released", G_CALLBACK (on_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip_cb), self);
}
