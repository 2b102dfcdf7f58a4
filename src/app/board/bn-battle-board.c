/* bn-battle-board.c — the battlefield as a GtkSnapshot drawing; see the
 * header. Hexes are flat-topped, odd columns set half a hex lower, as the
 * engine counts them (bn-hex.h). At zoom 1 the whole board fits the
 * widget; zooming scales about the pointer or the cursor and panning moves
 * the view, never further than keeps some of the board in sight.
 *
 * The terrain, which changes only with the scenario, the size and the
 * view, is drawn once into a render node and reused; units and marks are
 * drawn afresh each frame.
 */
#include "bn-config.h"

#include "bn-battle-board-private.h"
#include "bn-battle-words.h"
#include "bn-battle-why.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#define MAX_ZOOM 6.0

G_DEFINE_FINAL_TYPE_WITH_CODE (BnBattleBoard, bn_battle_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (BN_TYPE_BATTLE_VIEW, bn_battle_board_view_init))

enum
{
  SIGNAL_HEX_ACTIVATED,
  SIGNAL_PATH_CHOSEN,
  SIGNAL_PIECE_MENU,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- geometry ---- */

/* The size at which the whole board fits, before zoom. */
static double
fit_size (BnBattleBoard *self)
{
  const BnScenario *sc = bn_battle_get_scenario (self->battle);
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));

  /* Room above and below for the baselines. */
  return MIN (w / (1.5 * sc->width + 0.5), h / (SQRT3 * (sc->height + 0.5) + 0.5));
}

static void
clamp_view (GtkWidget *widget)
{
  BnBattleBoard *self = BN_BATTLE_BOARD (widget);

  if (self->battle != NULL)
    bn_battle_board_clamp_pan (self);
}

void
bn_battle_board_clamp_pan (BnBattleBoard *self)
{
  const BnScenario *sc = bn_battle_get_scenario (self->battle);
  double size = fit_size (self) * self->view.zoom;
  double bw = size * (1.5 * sc->width + 0.5), bh = size * (SQRT3 * (sc->height + 0.5) + 0.5);
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double mx = MAX (0, (bw - w) / 2), my = MAX (0, (bh - h) / 2);

  self->view.pan_x = CLAMP (self->view.pan_x, -mx, mx);
  self->view.pan_y = CLAMP (self->view.pan_y, -my, my);
}

Layout
bn_battle_board_layout (BnBattleBoard *self)
{
  const BnScenario *sc = bn_battle_get_scenario (self->battle);
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  Layout l;

  l.size = fit_size (self) * self->view.zoom;
  l.x0 = (w - l.size * (1.5 * sc->width + 0.5)) / 2 + l.size + self->view.pan_x;
  l.y0 = (h - l.size * SQRT3 * (sc->height + 0.5)) / 2 + l.size * SQRT3 / 2 + self->view.pan_y;
  l.flip = self->flipped;
  l.w = w;
  l.h = h;
  if (l.flip)
    {
      /* Panning moves the turned board the way the pointer goes. */
      l.x0 -= 2 * self->view.pan_x;
      l.y0 -= 2 * self->view.pan_y;
    }
  return l;
}

graphene_point_t
bn_battle_board_centre (const Layout *l,
        BnHex         hex)
{
  int col, row;

  double x, y;

  bn_hex_to_offset (hex, &col, &row);
  x = l->x0 + col * 1.5 * l->size;
  y = l->y0 + (row + ((col & 1) ? 0.5 : 0.0)) * SQRT3 * l->size;
  if (l->flip)
    return GRAPHENE_POINT_INIT (l->w - x, l->h - y);
  return GRAPHENE_POINT_INIT (x, y);
}

/* Where the badge of a commander standing with a unit on @hex is drawn:
 * the top right corner of its counter, whichever way the board is turned. */
graphene_point_t
bn_battle_board_badge_centre (const Layout *l,
                              BnHex         hex)
{
  graphene_point_t c = bn_battle_board_centre (l, hex);

  return GRAPHENE_POINT_INIT (c.x + l->size * 0.5, c.y - l->size * 0.34);
}

void
bn_battle_board_hex_path (cairo_t *cr,
          double   x,
          double   y,
          double   size)
{
  for (int k = 0; k < 6; k++)
    {
      double angle = G_PI / 3 * k;

      if (k == 0)
        cairo_move_to (cr, x + size * cos (angle), y + size * sin (angle));
      else
        cairo_line_to (cr, x + size * cos (angle), y + size * sin (angle));
    }
  cairo_close_path (cr);
}

/* The angle, on screen, of the middle of hex side @direction (0 north,
 * which is down on a board turned half round). */
double
bn_battle_board_side_angle (const Layout *l,
                            guint         direction)
{
  return -G_PI / 2 + direction * G_PI / 3 + (l->flip ? G_PI : 0);
}

/* ---- input ---- */

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
 * with a unit; else −1. The badge is a target a little larger than it
 * is drawn, so that a click meant for him is not taken for his unit. */
static int
badge_at (BnBattleBoard *self,
          BnHex          hex,
          double         x,
          double         y)
{
  Layout l = bn_battle_board_layout (self);
  graphene_point_t b = bn_battle_board_badge_centre (&l, hex);
  int commander = bn_battle_commander_at (self->battle, hex);

  if (commander < 0 || bn_battle_units_at (self->battle, hex, (guint8[4]) { 0 }) == 0)
    return -1;
  return (x - b.x) * (x - b.x) + (y - b.y) * (y - b.y) <= (0.27 * l.size) * (0.27 * l.size) ? commander : -1;
}

/* The counter under the pointer on @hex: the piece taken, when nothing
 * is picked on another hex; else the one it goes to or fights. Where a
 * commander stands with one unit, the unit's counter takes the unit and
 * his badge takes him. */
static void
note_counter (BnBattleBoard *self,
              BnHex          hex,
              double         x,
              double         y,
              gboolean       taken)
{
  if (taken)
    {
      guint8 units[4];

      self->grab_unit = counter_at (self, hex, x, y);
      self->grab_commander = badge_at (self, hex, x, y);
      self->grab_hex = hex;
      if (self->grab_commander >= 0)
        self->grab_unit = -1;
      else if (self->grab_unit < 0 && bn_battle_commander_at (self->battle, hex) >= 0 &&
               bn_battle_units_at (self->battle, hex, units) == 1)
        self->grab_unit = units[0];
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

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->battle != NULL && hex_at (self, x, y, &hex))
    {
      Layout l = bn_battle_board_layout (self);
      graphene_point_t c = bn_battle_board_centre (&l, hex);
      double dx = x - c.x, dy = y - c.y;

      /* Near the rim, the click says a side of the hex as well: a turn of the front. */
      self->click_side = -1;
      if (dx * dx + dy * dy >= (0.5 * l.size) * (0.5 * l.size))
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
      g_signal_emit (self, signals[SIGNAL_PIECE_MENU], 0, (int) hex.q, (int) hex.r);
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
  if (self->battle != NULL && self->paths->len > 0 && hex_at (self, x, y, &hex))
    path = bn_battle_board_path_to (self, hex);
  if (path != self->hover_path)
    {
      self->hover_path = path;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  if (self->battle != NULL)
    {
      gboolean over = hex_at (self, x, y, &hex);

      self->hover_unit = over ? counter_at (self, hex, x, y) : -1;
      bn_battle_board_hover_odds (self, over, hex);
    }
}

static void
on_leave_cb (GtkEventControllerMotion *controller,
             BnBattleBoard            *self)
{
  self->pointer_in = FALSE;
  bn_board_viewport_set_pointer (&self->view, FALSE, 0, 0);
  bn_battle_board_hide_odds (self);
  if (self->hover_path >= 0)
    {
      self->hover_path = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

void
bn_battle_board_emit_path (BnBattleBoard *self,
                           GArray        *steps)
{
  g_signal_emit (self, signals[SIGNAL_PATH_CHOSEN], 0, steps);
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

  if (self->drag_idle >= 0 && self->battle != NULL && fabs (dx) + fabs (dy) > 6)
    {
      self->drag_idle = -1;
      if (hex_at (self, self->drag_start_x + dx, self->drag_start_y + dy, &to) && !bn_hex_equal (to, self->drag_from))
        bn_battle_board_say (self, to, bn_battle_board_why_not (self, self->drag_from, self->grab_unit, to));
      return;
    }
  if (!self->dragging_piece || self->battle == NULL || fabs (dx) + fabs (dy) <= 6)
    return;
  self->dragging_piece = FALSE;
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
static void
show_cursor (BnBattleBoard *self)
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
      show_cursor (self);
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

  if (self->battle == NULL)
    return FALSE;
  if (keyboard)
    hex = self->cursor;
  else if (!hex_at (self, x, y, &hex))
    return FALSE;
  /* The odds shown beside it say enough, and the tooltip would cover them. */
  if (!keyboard && bn_battle_board_get_n_odds (self) > 0 && bn_hex_equal (hex, self->odds_hex))
    return FALSE;
  words = bn_battle_board_describe_hex (self, hex);
  gtk_tooltip_set_text (tooltip, words);
  return TRUE;
}

static void
on_focus_changed_cb (BnBattleBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
update_accessible (BnBattleBoard *self)
{
  g_autofree char *words = NULL;

  if (self->battle == NULL)
    return;
  words = bn_battle_board_describe_hex (self, self->cursor);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words, -1);
}

static void
bn_battle_board_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  /* Small enough for a narrow window; it grows with the space given. */
  *minimum = 200;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 720 : 560;
}

static void
bn_battle_board_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  BnBattleBoard *self = BN_BATTLE_BOARD (widget);

  if (self->battle != NULL)
    bn_battle_board_clamp_pan (self);
  if (self->menu != NULL)
    gtk_popover_present (GTK_POPOVER (self->menu));
  if (self->odds != NULL && gtk_widget_get_visible (self->odds))
    gtk_popover_present (GTK_POPOVER (self->odds));
}

static void on_menu_closed_cb (GtkPopover *menu, BnBattleBoard *self);

static void
bn_battle_board_dispose (GObject *object)
{
  BnBattleBoard *self = BN_BATTLE_BOARD (object);

  if (self->menu != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->menu, on_menu_closed_cb, self);
      g_clear_pointer (&self->menu, gtk_widget_unparent);
    }
  g_clear_handle_id (&self->plan_source, g_source_remove);
  g_clear_handle_id (&self->odds_fit_id, g_source_remove);
  g_clear_pointer (&self->odds, gtk_widget_unparent);
  g_clear_handle_id (&self->notice_id, g_source_remove);
  g_clear_pointer (&self->notice, gtk_widget_unparent);
  self->odds_box = NULL;
  self->n_odds = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_first_child (GTK_WIDGET (self)))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (bn_battle_board_parent_class)->dispose (object);
}

static void
bn_battle_board_finalize (GObject *object)
{
  BnBattleBoard *self = BN_BATTLE_BOARD (object);

  g_clear_pointer (&self->marks, g_array_unref);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->hints, g_array_unref);
  g_clear_pointer (&self->picks, g_array_unref);
  g_clear_pointer (&self->paths, g_array_unref);
  g_clear_pointer (&self->plans, g_array_unref);
  g_clear_object (&self->terrain);
  G_OBJECT_CLASS (bn_battle_board_parent_class)->finalize (object);
}

static void
bn_battle_board_class_init (BnBattleBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bn_battle_board_dispose;
  object_class->finalize = bn_battle_board_finalize;
  widget_class->snapshot = bn_battle_board_snapshot;
  widget_class->measure = bn_battle_board_measure;
  widget_class->size_allocate = bn_battle_board_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "battle-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);

  /**
   * BnBattleBoard::hex-activated:
   * @q: @r: the hex, in the engine's axial coordinates
   */
  signals[SIGNAL_HEX_ACTIVATED] =
    g_signal_new ("hex-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  /**
   * BnBattleBoard::path-chosen:
   * @steps: (element-type BnBattleAction): the run of legal steps to the
   *   hex clicked, the first legal now, each of the next legal after the
   *   one before
   */
  signals[SIGNAL_PATH_CHOSEN] =
    g_signal_new ("path-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_POINTER);

  /**
   * BnBattleBoard::piece-menu:
   * @q: @r: the hex whose piece's choices are asked for
   */
  signals[SIGNAL_PIECE_MENU] =
    g_signal_new ("piece-menu", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
}

static void
bn_battle_board_init (BnBattleBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->marks = g_array_new (FALSE, FALSE, sizeof (BnBoardMark));
  self->moves = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  self->hints = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  self->picks = g_array_new (FALSE, FALSE, sizeof (BnHex));
  self->paths = g_array_new (FALSE, FALSE, sizeof (BnBoardPath));
  g_array_set_clear_func (self->paths, (GDestroyNotify) bn_board_path_clear);
  self->plans = g_array_new (FALSE, FALSE, sizeof (BnBoardPlan));
  g_array_set_clear_func (self->plans, (GDestroyNotify) bn_board_plan_clear);
  self->grab_unit = self->drop_unit = self->grab_commander = -1;
  self->pick_unit = self->pick_commander = -1;
  self->drag_idle = -1;
  self->hover_unit = -1;
  self->hover_path = -1;
  self->click_side = -1;
  bn_board_viewport_init (&self->view, GTK_WIDGET (self), MAX_ZOOM, clamp_view);
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
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Battlefield"), -1);
}

GtkWidget *
bn_battle_board_new (void)
{
  return g_object_new (BN_TYPE_BATTLE_BOARD, NULL);
}

/* @battle: (nullable): shown until another is set; must outlive the showing */
void
bn_battle_board_set_battle (BnBattleBoard  *self,
                            const BnBattle *battle)
{
  g_return_if_fail (BN_IS_BATTLE_BOARD (self));

  /* The cursor stays where it was while it is on the new battle's field:
   * the battle shown before may already be freed (a take-back rebuilds it,
   * a replayed copy ends), so it is not looked at. */
  if (battle != NULL)
    {
      const BnScenario *sc = bn_battle_get_scenario (battle);

      if (!self->cursor_placed || !bn_scenario_contains (sc, self->cursor))
        self->cursor = bn_hex_from_offset ((int) sc->width / 2, (int) sc->height / 2);
      self->cursor_placed = TRUE;
    }
  /* No battle: what was planned goes. (The moves just made, shown one by
   * one on a copy, keep the plans for when the battle is back.) */
  if (battle == NULL)
    g_array_set_size (self->plans, 0);
  self->battle = battle;
  g_array_set_size (self->marks, 0);
  g_array_set_size (self->moves, 0);
  g_array_set_size (self->hints, 0);
  g_array_set_size (self->picks, 0);
  g_array_set_size (self->paths, 0);
  self->hover_path = -1;
  bn_battle_board_popdown (self);
  bn_battle_board_hide_odds (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Turns the board half round (@flipped) or back: hexes, units and marks
 * stay upright; the north edge is at the bottom. */
void
bn_battle_board_set_flipped (BnBattleBoard *self,
                             gboolean       flipped)
{
  g_return_if_fail (BN_IS_BATTLE_BOARD (self));

  if (self->flipped == !!flipped)
    return;
  self->flipped = !!flipped;
  self->view.pan_x = -self->view.pan_x;
  self->view.pan_y = -self->view.pan_y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
bn_battle_board_get_flipped (BnBattleBoard *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), FALSE);

  return self->flipped;
}

/* Returns: whether @hex is on the board; (@out_x, @out_y) its centre in
 * the widget's coordinates, as drawn now (for a pointer aimed at it). */
gboolean
bn_battle_board_hex_position (BnBattleBoard *self,
                              BnHex          hex,
                              double        *out_x,
                              double        *out_y)
{
  Layout l;
  graphene_point_t c;

  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), FALSE);

  if (self->battle == NULL || !bn_scenario_contains (bn_battle_get_scenario (self->battle), hex))
    return FALSE;
  l = bn_battle_board_layout (self);
  c = bn_battle_board_centre (&l, hex);
  *out_x = c.x;
  *out_y = c.y;
  return TRUE;
}

/**
 * bn_battle_board_unit_position:
 *
 * Returns: whether @unit is on the board; @out_x, @out_y: the middle of
 *   its counter (off its hex's centre where two units share the hex)
 */
gboolean
bn_battle_board_unit_position (BnBattleBoard *self,
                               guint          unit,
                               double        *out_x,
                               double        *out_y)
{
  const BnBattleUnit *u;
  guint8 units[4];

  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), FALSE);

  if (self->battle == NULL || unit >= bn_battle_get_n_units (self->battle) ||
      bn_battle_get_unit (self->battle, unit)->figures == 0)
    return FALSE;
  u = bn_battle_get_unit (self->battle, unit);
  if (!bn_battle_board_hex_position (self, u->hex, out_x, out_y))
    return FALSE;
  if (bn_battle_units_at (self->battle, u->hex, units) > 1)
    *out_y += (units[0] == unit ? -0.3 : 0.3) * bn_battle_board_layout (self).size;
  return TRUE;
}

/**
 * bn_battle_board_commander_position:
 *
 * Returns: whether @commander is on the board; @out_x, @out_y: where a
 *   click takes him: his badge, where he stands with a unit, else his
 *   token in the middle of his hex
 */
gboolean
bn_battle_board_commander_position (BnBattleBoard *self,
                                    guint          commander,
                                    double        *out_x,
                                    double        *out_y)
{
  const BnBattleCommander *c;
  Layout l;
  graphene_point_t b;

  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), FALSE);

  if (self->battle == NULL || commander >= bn_battle_get_n_commanders (self->battle) ||
      !bn_battle_get_commander (self->battle, commander)->alive)
    return FALSE;
  c = bn_battle_get_commander (self->battle, commander);
  if (!bn_battle_board_hex_position (self, c->hex, out_x, out_y))
    return FALSE;
  if (bn_battle_units_at (self->battle, c->hex, (guint8[4]) { 0 }) == 0)
    return TRUE;
  l = bn_battle_board_layout (self);
  b = bn_battle_board_badge_centre (&l, c->hex);
  *out_x = b.x;
  *out_y = b.y;
  return TRUE;
}

static gboolean
unparent_later_cb (gpointer data)
{
  GtkWidget *menu = data;

  if (gtk_widget_get_parent (menu) != NULL)
    gtk_widget_unparent (menu);
  g_object_unref (menu);
  return G_SOURCE_REMOVE;
}

/* A popover closed is let go once the click that closed it is over. */
static void
on_menu_closed_cb (GtkPopover    *menu,
                   BnBattleBoard *self)
{
  if (self->menu == GTK_WIDGET (menu))
    self->menu = NULL;
  g_signal_handlers_disconnect_by_func (menu, on_menu_closed_cb, self);
  g_idle_add (unparent_later_cb, g_object_ref (menu));
}

/* Shows @content (a widget, taken) in a popover pointing at @hex's piece. */
void
bn_battle_board_popup (BnBattleBoard *self,
                       BnHex          hex,
                       GtkWidget     *content)
{
  double x, y;

  g_return_if_fail (BN_IS_BATTLE_BOARD (self));

  bn_battle_board_popdown (self);
  bn_battle_board_hide_odds (self);
  if (!bn_battle_board_hex_position (self, hex, &x, &y))
    {
      g_object_ref_sink (content);
      g_object_unref (content);
      return;
    }
  self->menu = gtk_popover_new ();
  gtk_widget_set_parent (self->menu, GTK_WIDGET (self));
  gtk_popover_set_child (GTK_POPOVER (self->menu), content);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu), &(GdkRectangle) { (int) x - 4, (int) y - 4, 8, 8 });
  gtk_popover_set_position (GTK_POPOVER (self->menu), GTK_POS_RIGHT);
  g_signal_connect (self->menu, "closed", G_CALLBACK (on_menu_closed_cb), self);
  gtk_popover_popup (GTK_POPOVER (self->menu));
}

/* Returns: (transfer none) (nullable): the popover shown on a piece */
GtkWidget *
bn_battle_board_get_popup (BnBattleBoard *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), NULL);

  return self->menu;
}

void
bn_battle_board_popdown (BnBattleBoard *self)
{
  g_return_if_fail (BN_IS_BATTLE_BOARD (self));

  if (self->menu != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->menu));
  /* Not yet shown, it never closes: let go of it now. */
  if (self->menu != NULL)
    on_menu_closed_cb (GTK_POPOVER (self->menu), self);
}

/* Marks @marks (copied) and only them. */
void
bn_battle_board_set_marks (BnBattleBoard     *self,
                           const BnBoardMark *marks,
                           guint              n_marks)
{
  g_return_if_fail (BN_IS_BATTLE_BOARD (self));

  g_array_set_size (self->marks, 0);
  g_array_append_vals (self->marks, marks, n_marks);
  /* Other moves offered: the odds shown may be of none of them. */
  bn_battle_board_hide_odds (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Marks @hexes as hexes where a unit may act. */
void
bn_battle_board_set_highlights (BnBattleBoard *self,
                                const BnHex   *hexes,
                                guint          n_hexes)
{
  g_return_if_fail (BN_IS_BATTLE_BOARD (self));

  g_array_set_size (self->marks, 0);
  for (guint i = 0; i < n_hexes; i++)
    {
      BnBoardMark mark = { hexes[i], BN_BOARD_MARK_SELECT, 0 };

      g_array_append_val (self->marks, mark);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Returns: how many marks are shown. */
guint
bn_battle_board_get_n_highlights (BnBattleBoard *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), 0);

  return self->marks->len;
}

/* Returns: whether any mark is on @hex. */
gboolean
bn_battle_board_is_marked (BnBattleBoard *self,
                           BnHex          hex)
{
  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), FALSE);

  for (guint i = 0; i < self->marks->len; i++)
    if (bn_hex_equal (g_array_index (self->marks, BnBoardMark, i).hex, hex))
      return TRUE;
  return FALSE;
}

/* What a click on @hex, or Enter on it, does: reports it, and picks it,
 * narrowing the moves offered (BnBattleView). */
void
bn_battle_board_activate_hex (BnBattleBoard *self,
                              BnHex          hex)
{
  g_return_if_fail (BN_IS_BATTLE_BOARD (self));

  g_signal_emit (self, signals[SIGNAL_HEX_ACTIVATED], 0, (int) hex.q, (int) hex.r);
  bn_battle_board_pick_hex (self, hex);
}

BnHex
bn_battle_board_get_cursor (BnBattleBoard *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), bn_hex_make (0, 0));

  return self->cursor;
}

void
bn_battle_board_set_cursor (BnBattleBoard *self,
                            BnHex          hex)
{
  g_return_if_fail (BN_IS_BATTLE_BOARD (self));

  if (self->battle == NULL || !bn_scenario_contains (bn_battle_get_scenario (self->battle), hex))
    return;
  self->cursor = hex;
  self->cursor_shown = TRUE;
  show_cursor (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Moves the cursor by columns and rows, staying on the board. */
void
bn_battle_board_move_cursor (BnBattleBoard *self,
                             int            d_col,
                             int            d_row)
{
  const BnScenario *sc;
  int col, row;

  g_return_if_fail (BN_IS_BATTLE_BOARD (self));

  if (self->battle == NULL)
    return;
  sc = bn_battle_get_scenario (self->battle);
  bn_hex_to_offset (self->cursor, &col, &row);
  col = CLAMP (col + d_col, 0, (int) sc->width - 1);
  row = CLAMP (row + d_row, 0, (int) sc->height - 1);
  bn_battle_board_set_cursor (self, bn_hex_from_offset (col, row));
}

double
bn_battle_board_get_zoom (BnBattleBoard *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), 1.0);

  return self->view.zoom;
}

/* @zoom: 1 fits the whole board; up to 6 */
void
bn_battle_board_set_zoom (BnBattleBoard *self,
                          double         zoom)
{
  g_return_if_fail (BN_IS_BATTLE_BOARD (self));

  bn_board_viewport_set_zoom (&self->view, zoom);
}

/* The name of @side's army, for the pieces' words. */
static const char *
army_of (BnBattleBoard *self,
         guint          side)
{
  static const char * const sides[] = { N_("side 0"), N_("side 1") };

  if (side < 2 && self->armies[side] != NULL && self->armies[side]->name[0] != '\0')
    {
      BnBattleWords words = { self->battle, { self->armies[0], self->armies[1] } };

      /* As the battle's words call it (a raised host by its short name). */
      return bn_battle_words_army (&words, side);
    }
  return _(sides[side & 1]);
}

/**
 * bn_battle_board_describe_hex:
 *
 * Returns: (transfer full): @hex in words: where, its terrain, what stands
 *   there and what is marked on it (tooltips and screen readers)
 */
char *
bn_battle_board_describe_hex (BnBattleBoard *self,
                              BnHex          hex)
{
  const BnScenario *sc;
  const BnTerrainProfile *terrain;
  GString *out;
  guint8 units[4];
  guint n;
  int col, row, commander;

  BnBattleWords words;

  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self) && self->battle != NULL, NULL);

  words = (BnBattleWords) { self->battle, { self->armies[0], self->armies[1] } };
  sc = bn_battle_get_scenario (self->battle);
  if (!bn_scenario_contains (sc, hex))
    return g_strdup ("");
  bn_hex_to_offset (hex, &col, &row);
  terrain = bn_battle_board_terrain_profile (self->battle, bn_scenario_get_terrain (sc, hex));
  /* TRANSLATORS: a hex by column and row, then its terrain */
  out = g_string_new (NULL);
  g_string_append_printf (out, _("Hex %d, %d: %s"), col, row, terrain != NULL ? bn_data_text (terrain->name) : "?");
  for (guint i = 0; i < sc->n_objectives; i++)
    if (sc->objectives[i].col == col && sc->objectives[i].row == row)
      g_string_append_printf (out, _(", objective worth %u victory points"), sc->objectives[i].victory_points);
  if (sc->zone[row * (int) sc->width + col] == 1 || sc->zone[row * (int) sc->width + col] == 2)
    g_string_append_printf (out, _(", deployment zone of %s"), army_of (self, sc->zone[row * (int) sc->width + col] - 1u));
  n = bn_battle_units_at (self->battle, hex, units);
  for (guint i = 0; i < n; i++)
    {
      const BnBattleUnit *unit = bn_battle_get_unit (self->battle, units[i]);
      const char *name = bn_battle_words_unit (&words, units[i]);
      g_autofree char *named = NULL;

      /* Its army, unless its name already says it (to tell it from the
       * other side's of the same type). */
      if (strstr (name, army_of (self, unit->side)) == NULL)
        /* TRANSLATORS: a unit and its army */
        named = g_strdup_printf (_("%s (%s)"), name, army_of (self, unit->side));
      /* TRANSLATORS: a unit (and its army), command colour, figures, front, and ", mercenary" */
      g_string_append_printf (out, ngettext ("\n%s, %s, %u figure, facing %s%s", "\n%s, %s, %u figures, facing %s%s",
                                             unit->figures), named != NULL ? named : name,
                              bn_battle_rules_colour_name (bn_battle_get_rules (self->battle), unit->colour),
                              unit->figures,
                              (const char *[]) { _("north"), _("north-east"), _("south-east"), _("south"),
                                                 _("south-west"), _("north-west") }[unit->facing % 6],
                              unit->mercenary ? _(", mercenary") : "");
      {
        g_autofree char *glance = bn_battle_words_unit_glance (&words, units[i]);

        if (glance != NULL)
          g_string_append_printf (out, "\n%s", glance);
      }
      bn_battle_board_tell_why_not (self, &words, units[i], out);
    }
  commander = bn_battle_commander_at (self->battle, hex);
  if (commander >= 0)
    {
      static const char * const ranks[] = { N_("army commander"), N_("captain"), N_("sergeant"), N_("character") };
      const BnBattleCommander *c = bn_battle_get_commander (self->battle, (guint) commander);

      /* TRANSLATORS: a commander's name, his rank, his army */
      g_string_append_printf (out, _("\nwith %s, %s of %s"), bn_battle_words_commander (&words, (guint) commander),
                              _(ranks[MIN (c->rank, 3u)]), army_of (self, c->side));
    }
  {
    /* Where the piece picked may run: who goes, and how far. */
    guint n_steps = 0, hexes = 0;
    const BnBattleAction *steps = bn_battle_board_get_path (self, hex, &n_steps);
    g_autofree char *who = NULL;

    for (guint i = 0; steps != NULL && i < n_steps; i++)
      if ((steps[i].type == BN_ACTION_MOVE_UNIT || steps[i].type == BN_ACTION_MOVE_COMMANDER ||
           steps[i].type == BN_ACTION_MOVE_GROUP) && steps[i].b < BN_HEX_N_DIRS)
        {
          hexes++;
          if (who == NULL && steps[i].type == BN_ACTION_MOVE_UNIT)
            who = g_strdup (bn_battle_words_unit (&words, steps[i].a));
          else if (who == NULL && steps[i].type == BN_ACTION_MOVE_COMMANDER)
            who = g_strdup (bn_battle_words_commander (&words, steps[i].a));
        }
    if (hexes > 0 && who != NULL)
      {
        gint path = bn_battle_board_path_to (self, hex);

        /* TRANSLATORS: what a click on a hex the piece picked may reach does: the piece, then how far */
        g_string_append_printf (out, ngettext ("\nA click here moves %s %u hex.", "\nA click here moves %s %u hexes.",
                                               hexes), who, hexes);
        if (path >= 0 && g_array_index (self->paths, BnBoardPath, path).alone != NULL &&
            bn_battle_commander_at (self->battle, g_array_index (self->picks, BnHex, 0)) >= 0)
          /* TRANSLATORS: after "A click here moves Pikemen 2 hexes.": the commander with them */
          g_string_append_printf (out, _(" %s goes with them; right-click here to move them without him."),
                                  bn_battle_words_commander (&words, (guint) bn_battle_commander_at (
                                                               self->battle, g_array_index (self->picks, BnHex, 0))));
        if (steps[0].type == BN_ACTION_MOVE_UNIT)
          {
            g_autofree char *ends = bn_battle_why_no_battle_after (self->battle, steps[0].a, hexes);

            if (ends != NULL)
              /* TRANSLATORS: the engine's reason, with its rule ("B-class infantry may move 1 hex and battle; …") */
              g_string_append_printf (out, _("\nNo battle after this move: %s."), ends);
          }
      }
    else
      for (guint i = 0; i < self->marks->len; i++)
        if (bn_hex_equal (g_array_index (self->marks, BnBoardMark, i).hex, hex))
          {
            g_string_append (out, _("\nA move is offered here: click to make it."));
            break;
          }
  }
  return g_string_free (out, FALSE);
}
