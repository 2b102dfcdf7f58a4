/* bn-battle-board-input.c — the hex board's pointer and keys: which hex,
 * counter or badge a point falls on, and what a click, a drag, a right
 * click, a scroll or a key does there. What a hex picked means is
 * bn-battle-board-moves.c's; the runs a click makes, -paths.c's. */
#include "bn-battle-board-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* The hex under a point: the nearest centre, if within the board. */
static gboolean
hex_at (BnBattleBoard *self,
        double         x,
        double         y,
        BnHex         *out_hex)
{
  const BnScenario *sc = bn_battle_get_scenario (self->battle);
  Layout l = bn_battle_board_layout (self);
  double best = G_MAXDOUBLE;

  for (guint row = 0; row < sc->height; row++)
    for (guint col = 0; col < sc->width; col++)
      {
        BnHex hex = bn_hex_from_offset ((int) col, (int) row);
        graphene_point_t c = bn_battle_board_centre (&l, hex);
        double d = (c.x - x) * (c.x - x) + (c.y - y) * (c.y - y);

        if (d < best)
          {
            best = d;
            *out_hex = hex;
          }
      }
  return best <= l.size * l.size;
}

/* The arrow of a turn offered (a front the unit may face) under a point:
 * its unit's hex and the side it points to. An arrow reaches past its
 * hex's rim into the next; there it wins over the hex beneath, so that a
 * click on it turns the unit and does not move it, and its tooltip is
 * the turn's. The target is the arrow as drawn, a little larger. */
static gboolean
arrow_at (BnBattleBoard *self,
          double         x,
          double         y,
          BnHex         *out_hex,
          int           *out_side)
{
  Layout l = bn_battle_board_layout (self);
  double best = G_MAXDOUBLE;

  /* Two units' arrows may point at each other across one rim: the one
   * whose middle is nearer takes the point. */
  for (guint i = 0; i < self->marks->len; i++)
    {
      const BnBoardMark *mark = &g_array_index (self->marks, BnBoardMark, i);
      graphene_point_t c;
      double a, along, across, off;

      if (mark->kind != BN_BOARD_MARK_FACE)
        continue;
      c = bn_battle_board_centre (&l, mark->hex);
      a = bn_battle_board_side_angle (&l, mark->direction);
      along = (x - c.x) * cos (a) + (y - c.y) * sin (a);
      across = -(x - c.x) * sin (a) + (y - c.y) * cos (a);
      /* Drawn from 0.78 to 1.05 of the hex's size out, 0.23 wide at its base. */
      off = hypot (along - 0.9 * l.size, across);
      if (along >= 0.70 * l.size && along <= 1.12 * l.size && fabs (across) <= 0.30 * l.size && off < best)
        {
          best = off;
          *out_hex = mark->hex;
          *out_side = mark->direction;
        }
    }
  return best < G_MAXDOUBLE;
}

/* The hex a point means, an arrow of a turn winning over the hex under
 * it; @out_side: the side the arrow points to, or −1. */
static gboolean
place_at (BnBattleBoard *self,
          double         x,
          double         y,
          BnHex         *out_hex,
          int           *out_side)
{
  *out_side = -1;
  if (arrow_at (self, x, y, out_hex, out_side))
    return TRUE;
  return hex_at (self, x, y, out_hex);
}

/* On a hex of two units, drawn one above the other, the one whose
 * counter is at (@x, @y); −1 elsewhere (and between the two). */
static int
counter_at (BnBattleBoard *self,
            BnHex          hex,
            double         x,
            double         y)
{
  Layout l = bn_battle_board_layout (self);
  graphene_point_t c = bn_battle_board_centre (&l, hex);
  guint8 units[4];

  if (bn_battle_units_at (self->battle, hex, units) < 2)
    return -1;
  if (y - c.y < -0.12 * l.size)
    return units[0];
  if (y - c.y > 0.12 * l.size)
    return units[1];
  return -1;
}

/* The commander whose badge is at (@x, @y) on @hex, where he stands
 * with a unit; else −1. The badge is the target as it is drawn (its
 * disc and rim): the counter round it is the unit's. */
static int
badge_at (BnBattleBoard *self,
          BnHex          hex,
          double         x,
          double         y)
{
  Layout l = bn_battle_board_layout (self);
  graphene_point_t b = bn_battle_board_badge_centre (self, &l, hex);
  int commander = bn_battle_commander_at (self->battle, hex);
  double r = 0.22 * l.size + 0.5;

  if (commander < 0 || bn_battle_units_at (self->battle, hex, (guint8[4]) { 0 }) == 0)
    return -1;
  return (x - b.x) * (x - b.x) + (y - b.y) * (y - b.y) <= r * r ? commander : -1;
}

/**
 * bn_battle_board_piece_at:
 * @out_unit: (out): the unit whose counter is at (@x, @y), or −1
 * @out_commander: (out): the commander whose badge is there, or −1
 *
 * The piece a click at (@x, @y) on @hex takes, as the hover says it:
 * his badge takes a commander standing with a unit, the counter round
 * it (of one unit alone, or the one of two under the point) the unit.
 */
void
bn_battle_board_piece_at (BnBattleBoard *self,
                          BnHex          hex,
                          double         x,
                          double         y,
                          int           *out_unit,
                          int           *out_commander)
{
  guint8 units[4];

  *out_unit = counter_at (self, hex, x, y);
  *out_commander = badge_at (self, hex, x, y);
  if (*out_commander >= 0)
    *out_unit = -1;
  else if (*out_unit < 0 && bn_battle_commander_at (self->battle, hex) >= 0 &&
           bn_battle_units_at (self->battle, hex, units) == 1)
    *out_unit = units[0];
}

/* The counter under the pointer on @hex: the piece taken, when nothing
 * is picked on another hex; else the one it goes to or fights. */
static void
note_counter (BnBattleBoard *self,
              BnHex          hex,
              double         x,
              double         y,
              gboolean       taken)
{
  if (taken)
    {
      bn_battle_board_piece_at (self, hex, x, y, &self->grab_unit, &self->grab_commander);
      self->grab_hex = hex;
    }
  else
    {
      self->drop_unit = counter_at (self, hex, x, y);
      self->drop_hex = hex;
    }
}

static void
on_released_cb (GtkGestureClick *gesture,
                int              n_press,
                double           x,
                double           y,
                BnBattleBoard   *self)
{
  BnHex hex;
  int arrow;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->battle != NULL && place_at (self, x, y, &hex, &arrow))
    {
      Layout l = bn_battle_board_layout (self);
      graphene_point_t c = bn_battle_board_centre (&l, hex);
      double dx = x - c.x, dy = y - c.y;

      /* Near the rim, the click says a side of the hex as well: a turn of the front. */
      self->click_side = arrow;
      if (arrow < 0 && dx * dx + dy * dy >= (0.5 * l.size) * (0.5 * l.size))
        {
          double a = atan2 (dy, dx) - bn_battle_board_side_angle (&l, 0);

          self->click_side = ((int) lround (a / (G_PI / 3)) % 6 + 6) % 6;
        }
      self->cursor = hex;
      note_counter (self, hex, x, y,
                    self->picks->len == 0 || bn_hex_equal (g_array_index (self->picks, BnHex, 0), hex));
      bn_battle_board_activate_hex (self, hex);
      self->click_side = -1;
    }
}

/* A right click or a long press on a piece: its choices, from the owner. */
static void
on_menu_pressed_cb (GtkGestureClick *gesture,
                    int              n_press,
                    double           x,
                    double           y,
                    BnBattleBoard   *self)
{
  BnHex hex;

  if (self->battle != NULL && hex_at (self, x, y, &hex))
    {
      if (gesture != NULL)
        gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      self->cursor = hex;
      /* Where the unit picked may go with its commander or alone: which. */
      if (self->picks->len == 1 && bn_battle_board_ask_two_ways (self, bn_battle_board_path_to (self, hex)))
        return;
      bn_battle_board_emit_piece_menu (self, hex);
    }
}

static void
on_long_pressed_cb (GtkGestureLongPress *gesture,
                    double               x,
                    double               y,
                    BnBattleBoard       *self)
{
  on_menu_pressed_cb (NULL, 1, x, y, self);
}

/* The run to the hex under the pointer is drawn. */
static void
on_motion_cb (GtkEventControllerMotion *controller,
              double                    x,
              double                    y,
              BnBattleBoard            *self)
{
  BnHex hex;
  int path = -1;

  self->pointer_in = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  bn_board_viewport_set_pointer (&self->view, TRUE, x, y);
  int arrow = -1;
  gboolean over = self->battle != NULL && place_at (self, x, y, &hex, &arrow);

  if (over && arrow < 0 && self->paths->len > 0)
    path = bn_battle_board_path_to (self, hex);
  if (path != self->hover_path)
    {
      self->hover_path = path;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  /* Nothing picked: the steps of the units that may go there, drawn. */
  {
    guint units[4];
    BnHex from[4];
    BnBattleAction steps[4];
    guint n = over && arrow < 0 ? bn_battle_board_movers_to (self, hex, units, from, steps, 4) : 0;

    if (n != self->n_hover_from || (n > 0 && (!bn_hex_equal (hex, self->hover_to) ||
                                              memcmp (from, self->hover_from, n * sizeof from[0]) != 0)))
      {
        self->n_hover_from = n;
        memcpy (self->hover_from, from, n * sizeof from[0]);
        self->hover_to = hex;
        gtk_widget_queue_draw (GTK_WIDGET (self));
      }
  }
  if (self->battle != NULL)
    {
      self->hover_unit = over ? counter_at (self, hex, x, y) : -1;
      bn_battle_board_hover_odds (self, over && arrow < 0, hex);
    }
  /* Another hex (or arrow) under the pointer: its own words, not the last
   * one's left standing. */
  {
    /* … or another piece of the hex, the badge after the counter: the
     * words of the one a click now takes. */
    int unit = -1, commander = -1;

    if (over && arrow < 0)
      bn_battle_board_piece_at (self, hex, x, y, &unit, &commander);
    if (over != self->tip_over || (over && (!bn_hex_equal (hex, self->tip_hex) || arrow != self->tip_arrow ||
                                            unit != self->tip_unit || commander != self->tip_commander)))
      {
        self->tip_over = over;
        self->tip_hex = over ? hex : self->tip_hex;
        self->tip_arrow = arrow;
        self->tip_unit = unit;
        self->tip_commander = commander;
        gtk_widget_trigger_tooltip_query (GTK_WIDGET (self));
      }
  }
}

static void
on_leave_cb (GtkEventControllerMotion *controller,
             BnBattleBoard            *self)
{
  self->pointer_in = FALSE;
  bn_board_viewport_set_pointer (&self->view, FALSE, 0, 0);
  bn_battle_board_hide_odds (self);
  if (self->hover_path >= 0 || self->n_hover_from > 0)
    {
      self->hover_path = -1;
      self->n_hover_from = 0;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_drag_begin_cb (GtkGestureDrag *gesture,
                  double          x,
                  double          y,
                  BnBattleBoard  *self)
{
  bn_board_viewport_pan_begin (&self->view);
  self->drag_start_x = x;
  self->drag_start_y = y;
  self->dragging_piece = FALSE;
  self->drag_idle = -1;
  bn_battle_board_hide_odds (self);
  /* A drag from a unit that may act carries it to the hex it is dropped on. */
  if (self->battle != NULL && hex_at (self, x, y, &self->drag_from))
    note_counter (self, self->drag_from, x, y, TRUE);
  if (self->battle != NULL && hex_at (self, x, y, &self->drag_from))
    for (guint i = 0; i < self->marks->len; i++)
      {
        const BnBoardMark *mark = &g_array_index (self->marks, BnBoardMark, i);

        if (mark->kind == BN_BOARD_MARK_SELECT && bn_hex_equal (mark->hex, self->drag_from))
          self->dragging_piece = TRUE;
      }
  /* A unit that may do nothing now is not a handle to pan by: its drop
   * says why it did nothing. */
  if (self->battle != NULL && !self->dragging_piece && hex_at (self, x, y, &self->drag_from))
    self->drag_idle = bn_battle_board_idle_unit (self, self->drag_from, self->grab_unit);
}

static void
on_drag_end_cb (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                BnBattleBoard  *self)
{
  double x, y;
  BnHex to;
  gboolean carried = self->dragging_piece;
  int idle = self->drag_idle;

  /* Over, whatever it was: a press on a piece that may act that moved no
   * further was a click, and a drag still thought under way would keep
   * the odds of an attack from showing on the next enemy hovered. */
  self->dragging_piece = FALSE;
  self->drag_idle = -1;
  if (idle >= 0 && self->battle != NULL && fabs (dx) + fabs (dy) > 6)
    {
      if (hex_at (self, self->drag_start_x + dx, self->drag_start_y + dy, &to) && !bn_hex_equal (to, self->drag_from))
        bn_battle_board_say (self, to, bn_battle_board_why_not (self, self->drag_from, self->grab_unit, to));
      return;
    }
  if (!carried || self->battle == NULL || fabs (dx) + fabs (dy) <= 6)
    return;
  x = self->drag_start_x;
  y = self->drag_start_y;
  if (!hex_at (self, x + dx, y + dy, &to) || bn_hex_equal (to, self->drag_from))
    return;
  note_counter (self, to, x + dx, y + dy, FALSE);
  /* As two clicks: the piece (unless picked already), then where it goes. */
  if (self->picks->len != 1 || !bn_hex_equal (g_array_index (self->picks, BnHex, 0), self->drag_from))
    {
      bn_battle_view_drop_picks (BN_BATTLE_VIEW (self));
      bn_battle_board_activate_hex (self, self->drag_from);
    }
  if (self->picks->len == 1 && bn_hex_equal (g_array_index (self->picks, BnHex, 0), self->drag_from))
    {
      guint made = self->n_made;
      const char *why = bn_battle_board_why_not (self, self->drag_from, self->grab_unit, to);

      bn_battle_board_activate_hex (self, to);
      /* Nothing made and no choice left to make there: the drop says why. */
      if (self->n_made == made && self->picks->len < 2)
        bn_battle_board_say (self, to, why);
    }
}

static void
count_made_cb (BnBattleBoard *self)
{
  self->n_made++;
}

static void
on_drag_update_cb (GtkGestureDrag *gesture,
                   double          dx,
                   double          dy,
                   BnBattleBoard  *self)
{
  /* A drag that moves is a pan (or a piece carried), not a click. */
  if (fabs (dx) + fabs (dy) > 6)
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (self->battle != NULL && self->dragging_piece && fabs (dx) + fabs (dy) > 6)
    {
      BnHex over;
      int path;

      /* The piece carried is picked, and the way to the hex under it drawn. */
      if (self->picks->len != 1 || !bn_hex_equal (g_array_index (self->picks, BnHex, 0), self->drag_from))
        {
          bn_battle_view_drop_picks (BN_BATTLE_VIEW (self));
          if (!bn_battle_board_drag_pick (self, self->drag_from))
            self->dragging_piece = FALSE;
        }
      path = hex_at (self, self->drag_start_x + dx, self->drag_start_y + dy, &over)
             ? bn_battle_board_path_to (self, over) : -1;
      if (path != self->hover_path)
        {
          self->hover_path = path;
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
    }
  if (self->battle != NULL && !self->dragging_piece && self->drag_idle < 0)
    bn_board_viewport_pan_update (&self->view, dx, dy);
}

/* Ctrl+scroll: zooms in (@dy < 0) or out about the point under the
 * pointer, as the motion controller last saw it in the board's own
 * coordinates (a scroll event carries no position of its own: asked for
 * one it gives NaN, which once put every hex nowhere), else about the
 * middle. */
void
bn_battle_board_scroll_zoom (BnBattleBoard *self,
                             double         dy)
{
  g_return_if_fail (BN_IS_BATTLE_BOARD (self));

  if (self->battle != NULL)
    bn_board_viewport_scroll (&self->view, GDK_CONTROL_MASK, 0, dy);
}

static gboolean
on_scroll_cb (GtkEventControllerScroll *controller,
              double                    dx,
              double                    dy,
              BnBattleBoard            *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (self->battle == NULL)
    return FALSE;
  return bn_board_viewport_scroll (&self->view, mods, dx, dy);
}

/* Keeps the cursor's hex in view when zoomed. */
void
bn_battle_board_show_cursor (BnBattleBoard *self)
{
  Layout l = bn_battle_board_layout (self);
  graphene_point_t c = bn_battle_board_centre (&l, self->cursor);
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  if (c.x < l.size)
    self->view.pan_x += l.size - c.x;
  else if (c.x > w - l.size)
    self->view.pan_x -= c.x - (w - l.size);
  if (c.y < l.size)
    self->view.pan_y += l.size - c.y;
  else if (c.y > h - l.size)
    self->view.pan_y -= c.y - (h - l.size);
  bn_battle_board_clamp_pan (self);
}

static gboolean
on_key_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   BnBattleBoard         *self)
{
  if (self->battle == NULL)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      bn_battle_board_move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      bn_battle_board_move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      bn_battle_board_move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      bn_battle_board_move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      self->cursor_shown = TRUE;
      self->grab_unit = self->drop_unit = self->grab_commander = -1;
      bn_battle_board_activate_hex (self, self->cursor);
      return TRUE;
    case GDK_KEY_Escape:
      bn_battle_view_emit_cancelled (BN_BATTLE_VIEW (self));
      return TRUE;
    case GDK_KEY_plus:
    case GDK_KEY_equal:
    case GDK_KEY_KP_Add:
      bn_board_viewport_key (&self->view, keyval);
      bn_battle_board_show_cursor (self);
      return TRUE;
    default:
      /* −, 0: as on the table view. */
      return bn_board_viewport_key (&self->view, keyval);
    }
}

static gboolean
on_query_tooltip_cb (GtkWidget     *widget,
                     int            x,
                     int            y,
                     gboolean       keyboard,
                     GtkTooltip    *tooltip,
                     BnBattleBoard *self)
{
  g_autofree char *words = NULL;
  BnHex hex;
  int arrow = -1;

  if (self->battle == NULL)
    return FALSE;
  if (keyboard)
    hex = self->cursor;
  else if (!place_at (self, x, y, &hex, &arrow))
    return FALSE;
  /* The odds shown beside it say enough, and the tooltip would cover them. */
  if (!keyboard && arrow < 0 && bn_battle_board_get_n_odds (self) > 0 && bn_hex_equal (hex, self->odds_hex))
    return FALSE;
  words = arrow >= 0 ? bn_battle_board_describe_arrow (self, hex, (guint) arrow)
                     : bn_battle_board_describe_hex (self, hex);
  gtk_tooltip_set_text (tooltip, words);
  return TRUE;
}

static void
on_focus_changed_cb (BnBattleBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Connects the board's gestures and keys to what they do. */
void
bn_battle_board_init_input (BnBattleBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  {
    GtkGesture *menu = gtk_gesture_click_new ();
    GtkGesture *press = gtk_gesture_long_press_new ();
    GtkEventController *motion = gtk_event_controller_motion_new ();

    gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (menu), GDK_BUTTON_SECONDARY);
    g_signal_connect (menu, "pressed", G_CALLBACK (on_menu_pressed_cb), self);
    gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (menu));
    gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (press), TRUE);
    g_signal_connect (press, "pressed", G_CALLBACK (on_long_pressed_cb), self);
    gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (press));
    g_signal_connect (motion, "motion", G_CALLBACK (on_motion_cb), self);
    g_signal_connect (motion, "leave", G_CALLBACK (on_leave_cb), self);
    gtk_widget_add_controller (GTK_WIDGET (self), motion);
  }
  g_signal_connect (click, "released", G_CALLBACK (on_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed_cb), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip_cb), self);
  g_signal_connect_swapped (self, "move-chosen", G_CALLBACK (count_made_cb), self);
  g_signal_connect_swapped (self, "path-chosen", G_CALLBACK (count_made_cb), self);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
}
