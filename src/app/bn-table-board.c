/* bn-table-board.c — the open table as a widget: its view, its picks and
 * its input; see the header. The drawing is bn-table-board-draw.c. */
#include "bn-table-board-private.h"

#include "bn-battle-words.h"

#define MAX_ZOOM 8.0
/* How near, in pixels, the pointer must come to where a move leads, or to
 * a stand, to mean it. */
#define SNAP_PIXELS 36.0
#define PIECE_SLACK_PIXELS 5.0

static void bn_table_board_view_init (BnBattleViewInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BnTableBoard, bn_table_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (BN_TYPE_BATTLE_VIEW, bn_table_board_view_init))

/* ---- geometry ---- */

static void
table_size (BnTableBoard *self,
            double       *out_w,
            double       *out_h)
{
  guint w = 0, h = 0;

  if (self->battle != NULL)
    bn_battle_get_table_size (self->battle, &w, &h);
  *out_w = MAX (w, 1u);
  *out_h = MAX (h, 1u);
}

static void
clamp_pan (BnTableBoard *self)
{
  double w, h;

  table_size (self, &w, &h);
  bn_table_layout_clamp_pan (w, h, gtk_widget_get_width (GTK_WIDGET (self)),
                             gtk_widget_get_height (GTK_WIDGET (self)), BN_TABLE_MARGIN, self->zoom,
                             &self->pan_x, &self->pan_y);
}

/* Returns: where the table lies in the widget now. */
BnTableLayout
bn_table_board_get_layout (BnTableBoard *self)
{
  BnTableLayout none = { 0, };
  double w, h;

  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), none);

  table_size (self, &w, &h);
  return bn_table_layout_fit (w, h, gtk_widget_get_width (GTK_WIDGET (self)),
                              gtk_widget_get_height (GTK_WIDGET (self)), BN_TABLE_MARGIN, self->zoom,
                              self->pan_x, self->pan_y);
}

static BnTablePoint
to_table (BnTableBoard *self,
          double        x,
          double        y)
{
  BnTableLayout l = bn_table_board_get_layout (self);
  BnTablePoint p;

  bn_table_layout_to_table (&l, x, y, &p.x, &p.y);
  return p;
}

static double
pixels_to_mm (BnTableBoard *self,
              double        pixels)
{
  BnTableLayout l = bn_table_board_get_layout (self);

  return l.scale > 0 ? pixels / l.scale : pixels;
}

/* ---- picks ---- */

const char *
bn_table_board_piece_name (BnTableBoard *self,
                           BnTablePiece  piece)
{
  BnBattleWords words = { self->battle, { self->armies[0], self->armies[1] } };

  switch (piece.kind)
    {
    case BN_TABLE_PIECE_UNIT:
      if (self->armies[0] != NULL && self->armies[1] != NULL)
        return bn_battle_words_unit (&words, piece.index);
      return bn_battle_get_unit_class (self->battle, piece.index)->name;
    case BN_TABLE_PIECE_COMMANDER:
      if (self->armies[0] != NULL && self->armies[1] != NULL)
        return bn_battle_words_commander (&words, piece.index);
      return _("commander");
    default:
      return "";
    }
}

static const BnTableOffer *
move_at (BnTableBoard *self,
         guint         index)
{
  return &g_array_index (self->read, BnTableOffer, index);
}

static gboolean
is_offered (BnTableBoard *self,
            guint         index)
{
  return index < self->offered->len && g_array_index (self->offered, gboolean, index);
}

/* Narrows the moves by the picks. Returns: how many are left; @out_last,
 * the last of them. */
static guint
narrow (BnTableBoard *self,
        guint        *out_last)
{
  guint n = 0;

  g_array_set_size (self->offered, self->read->len);
  for (guint i = 0; i < self->read->len; i++)
    {
      const BnTableOffer *m = move_at (self, i);
      gboolean ok = TRUE;

      if (self->picked.kind != BN_TABLE_PIECE_NONE)
        ok = bn_table_piece_equal (m->actor, self->picked) || bn_table_piece_equal (m->target, self->picked);
      if (self->target.kind != BN_TABLE_PIECE_NONE)
        ok = ok && ((bn_table_piece_equal (m->actor, self->picked) && bn_table_piece_equal (m->target, self->target)) ||
                    (bn_table_piece_equal (m->actor, self->target) && bn_table_piece_equal (m->target, self->picked)));
      if (self->place_picked)
        ok = ok && m->moves && bn_table_piece_equal (m->actor, self->picked) &&
             m->to.x == self->place.x && m->to.y == self->place.y;
      g_array_index (self->offered, gboolean, i) = ok;
      if (ok)
        {
          n++;
          *out_last = i;
        }
    }
  return n;
}

static gboolean
has_picks (BnTableBoard *self)
{
  return self->picked.kind != BN_TABLE_PIECE_NONE || self->target.kind != BN_TABLE_PIECE_NONE || self->place_picked;
}

static void
clear_picks (BnTableBoard *self)
{
  BnTablePiece none = BN_TABLE_PIECE_INIT;
  guint last;

  self->picked = none;
  self->target = none;
  self->place_picked = FALSE;
  self->hover_move = -1;
  self->cursor_move = -1;
  narrow (self, &last);
}

static void
update_accessible (BnTableBoard *self)
{
  g_autofree char *words = NULL;

  if (self->battle == NULL)
    return;
  words = bn_table_board_describe_piece (self, self->cursor.kind != BN_TABLE_PIECE_NONE ? self->cursor : self->picked);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words, -1);
}

/* Tells the owner what the picks leave, and chooses the move when one is. */
static void
report (BnTableBoard *self,
        guint         n,
        guint         last)
{
  gboolean picks = has_picks (self);

  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  bn_battle_view_emit_picked (BN_BATTLE_VIEW (self));
  if (n == 1 && picks)
    bn_battle_view_emit_move_chosen (BN_BATTLE_VIEW (self), last);
}

/**
 * bn_table_board_pick_piece:
 *
 * Picks a stand: first the piece that acts (or the one aimed at), then the
 * piece it is aimed at. A piece no move left touches starts afresh from it;
 * one no move touches at all drops the picks; the picked piece again drops
 * them too.
 */
void
bn_table_board_pick_piece (BnTableBoard *self,
                           BnTablePiece  piece)
{
  guint n, last = 0;

  g_return_if_fail (BN_IS_TABLE_BOARD (self));

  if (self->battle == NULL || self->moves->len == 0)
    return;
  self->place_picked = FALSE;
  self->cursor_move = -1;
  self->hover_move = -1;
  if (piece.kind == BN_TABLE_PIECE_NONE || bn_table_piece_equal (piece, self->picked))
    {
      clear_picks (self);
      report (self, 0, 0);
      return;
    }
  if (self->picked.kind == BN_TABLE_PIECE_NONE)
    self->picked = piece;
  else
    self->target = piece;
  n = narrow (self, &last);
  if (n == 0 && self->target.kind != BN_TABLE_PIECE_NONE)
    {
      BnTablePiece none = BN_TABLE_PIECE_INIT;

      self->picked = piece;
      self->target = none;
      n = narrow (self, &last);
    }
  if (n == 0)
    clear_picks (self);
  report (self, n, last);
}

/* The move of the picked piece that leads nearest (@x_mm, @y_mm), or −1. */
static int
snap (BnTableBoard *self,
      double        x_mm,
      double        y_mm)
{
  if (self->picked.kind == BN_TABLE_PIECE_NONE || self->read->len == 0)
    return -1;
  return bn_table_offers_snap ((const BnTableOffer *) (void *) self->read->data, self->read->len,
                              (const gboolean *) (void *) self->offered->data, self->picked,
                              (BnTablePoint) { x_mm, y_mm }, pixels_to_mm (self, SNAP_PIXELS));
}

static void
pick_move (BnTableBoard *self,
           guint         index)
{
  guint n, last = 0;

  self->place_picked = TRUE;
  self->place = move_at (self, index)->to;
  n = narrow (self, &last);
  self->hover_move = -1;
  self->cursor_move = -1;
  report (self, n, last);
}

/**
 * bn_table_board_pick_point:
 *
 * What a click at (@x_mm, @y_mm) on the table does: near where a move of
 * the picked piece leads, picks that place; on a stand, picks it; elsewhere
 * drops the picks.
 *
 * Returns: whether a move or a piece was picked
 */
gboolean
bn_table_board_pick_point (BnTableBoard *self,
                           double        x_mm,
                           double        y_mm)
{
  BnTablePiece piece;
  int index;

  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), FALSE);

  if (self->battle == NULL || self->moves->len == 0)
    return FALSE;
  index = snap (self, x_mm, y_mm);
  if (index >= 0)
    {
      pick_move (self, (guint) index);
      return TRUE;
    }
  piece = bn_table_piece_at (self->battle, (BnTablePoint) { x_mm, y_mm }, pixels_to_mm (self, PIECE_SLACK_PIXELS));
  if (piece.kind != BN_TABLE_PIECE_NONE)
    {
      bn_table_board_pick_piece (self, piece);
      return TRUE;
    }
  if (has_picks (self))
    {
      clear_picks (self);
      report (self, 0, 0);
    }
  return FALSE;
}

BnTablePiece
bn_table_board_get_picked (BnTableBoard *self)
{
  BnTablePiece none = BN_TABLE_PIECE_INIT;

  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), none);

  return self->picked;
}

/* Returns: whether a move still offered has @piece act (or, @as_target,
 * aims at it); a hint's piece acts too. */
gboolean
bn_table_board_touched (BnTableBoard *self,
                        BnTablePiece  piece,
                        gboolean      as_target)
{
  for (guint i = 0; i < self->read->len; i++)
    if (is_offered (self, i) &&
        bn_table_piece_equal (as_target ? move_at (self, i)->target : move_at (self, i)->actor, piece))
      return TRUE;
  for (guint i = 0; !as_target && i < self->hints->len; i++)
    if (bn_table_piece_equal (g_array_index (self->hints, BnTableOffer, i).actor, piece))
      return TRUE;
  return FALSE;
}

/* Returns: whether @piece is marked: it may act, or be aimed at. */
gboolean
bn_table_board_is_marked (BnTableBoard *self,
                          BnTablePiece  piece)
{
  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), FALSE);

  return piece.kind != BN_TABLE_PIECE_NONE &&
         (bn_table_board_touched (self, piece, FALSE) || bn_table_board_touched (self, piece, TRUE));
}

/* Returns: how many pieces are marked. */
guint
bn_table_board_get_n_marked (BnTableBoard *self)
{
  guint n = 0;

  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), 0);

  if (self->battle == NULL)
    return 0;
  for (guint i = 0; i < bn_battle_get_n_units (self->battle); i++)
    n += bn_table_board_is_marked (self, (BnTablePiece) { BN_TABLE_PIECE_UNIT, (guint8) i });
  for (guint i = 0; i < bn_battle_get_n_commanders (self->battle); i++)
    n += bn_table_board_is_marked (self, (BnTablePiece) { BN_TABLE_PIECE_COMMANDER, (guint8) i });
  return n;
}

/* The pointer is at (@x_mm, @y_mm): the move of the picked piece it means
 * is shown. */
void
bn_table_board_set_pointer (BnTableBoard *self,
                            double        x_mm,
                            double        y_mm)
{
  g_return_if_fail (BN_IS_TABLE_BOARD (self));

  self->pointer_in = TRUE;
  self->pointer = (BnTablePoint) { x_mm, y_mm };
  self->hover_move = snap (self, x_mm, y_mm);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Returns: the move the pointer means, or −1. */
int
bn_table_board_get_hover_move (BnTableBoard *self)
{
  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), -1);

  return self->hover_move;
}

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
        const BnTableOffer *m = move_at (self, i);
        gboolean seen = FALSE;

        if (!is_offered (self, i) || !m->moves || !bn_table_piece_equal (m->actor, self->picked))
          continue;
        for (guint k = 0; k < places->len && !seen; k++)
          {
            const BnTableOffer *o = move_at (self, g_array_index (places, guint, k));

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
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
activate_cursor (BnTableBoard *self)
{
  if (self->cursor_move >= 0 && (guint) self->cursor_move < self->read->len)
    pick_move (self, (guint) self->cursor_move);
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
  clamp_pan (self);
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
  p = to_table (self, x, y);
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
  p = to_table (self, x, y);
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
  p = to_table (self, x, y);
  piece = bn_table_piece_at (self->battle, p, pixels_to_mm (self, PIECE_SLACK_PIXELS));
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
          clear_picks (self);
          bn_table_board_pick_piece (self, self->drag_piece);
        }
      return;
    }
  if (self->zoom <= 1.0)
    return;
  self->pan_x = self->drag_x + dx;
  self->pan_y = self->drag_y + dy;
  clamp_pan (self);
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
  p = to_table (self, x + dx, y + dy);
  /* Dropped near a place a move leads to: that move; else the pick stays. */
  {
    int index = snap (self, p.x, p.y);

    if (index >= 0)
      pick_move (self, (guint) index);
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
  clamp_pan (self);
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
    piece = bn_table_piece_at (self->battle, to_table (self, x, y), pixels_to_mm (self, PIECE_SLACK_PIXELS));
  if (piece.kind == BN_TABLE_PIECE_NONE)
    return FALSE;
  words = bn_table_board_describe_piece (self, piece);
  gtk_tooltip_set_text (tooltip, words);
  return TRUE;
}

/**
 * bn_table_board_describe_piece:
 *
 * Returns: (transfer full): @piece in words: who, whose, how many stands,
 *   where in centimetres and facing which way, and whether a move is
 *   offered for it (tooltips and screen readers)
 */
char *
bn_table_board_describe_piece (BnTableBoard *self,
                               BnTablePiece  piece)
{
  GString *out;
  BnTablePlace place;

  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), NULL);

  if (self->battle == NULL || piece.kind == BN_TABLE_PIECE_NONE)
    return g_strdup ("");
  out = g_string_new (NULL);
  place = bn_table_piece_place (self->battle, piece);
  if (piece.kind == BN_TABLE_PIECE_UNIT)
    {
      const BnBattleUnit *unit = bn_battle_get_unit (self->battle, piece.index);

      /* TRANSLATORS: a unit on the table: its name, its kind, its side, the stands it has left */
      g_string_append_printf (out, _("%s (%s) of side %u, %u stands"), bn_table_board_piece_name (self, piece),
                              bn_battle_get_unit_class (self->battle, piece.index)->name, unit->side,
                              bn_battle_get_unit_stands (self->battle, piece.index));
    }
  else
    {
      const BnBattleCommander *c = bn_battle_get_commander (self->battle, piece.index);

      g_string_append_printf (out, _("%s of side %u"), bn_table_board_piece_name (self, piece), c->side);
    }
  /* TRANSLATORS: where a stand is, in centimetres from the table's west and north edges, and its facing */
  g_string_append_printf (out, _("\nat %.1f cm from the west edge, %.1f cm from the north, facing %d°"),
                          place.x / 10.0, place.y / 10.0, place.angle);
  if (bn_table_board_touched (self, piece, FALSE))
    g_string_append (out, _("\nIt may act."));
  else if (bn_table_board_touched (self, piece, TRUE))
    g_string_append (out, _("\nIt may be attacked."));
  return g_string_free (out, FALSE);
}

/* ---- the widget ---- */

static void
on_focus_changed_cb (BnTableBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
bn_table_board_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = 200;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 720 : 560;
}

static void
bn_table_board_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  clamp_pan (BN_TABLE_BOARD (widget));
}

static void
bn_table_board_finalize (GObject *object)
{
  BnTableBoard *self = BN_TABLE_BOARD (object);

  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->read, g_array_unref);
  g_clear_pointer (&self->hints, g_array_unref);
  g_clear_pointer (&self->offered, g_array_unref);
  g_clear_pointer (&self->trails, g_array_unref);
  G_OBJECT_CLASS (bn_table_board_parent_class)->finalize (object);
}

static void
bn_table_board_class_init (BnTableBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bn_table_board_finalize;
  widget_class->snapshot = bn_table_board_snapshot;
  widget_class->measure = bn_table_board_measure;
  widget_class->size_allocate = bn_table_board_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "table-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bn_table_board_init (BnTableBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->moves = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  self->read = g_array_new (FALSE, FALSE, sizeof (BnTableOffer));
  self->hints = g_array_new (FALSE, FALSE, sizeof (BnTableOffer));
  self->offered = g_array_new (FALSE, TRUE, sizeof (gboolean));
  self->trails = g_array_new (FALSE, FALSE, sizeof (BnTableTrail));
  self->zoom = 1.0;
  self->hover_move = -1;
  self->cursor_move = -1;
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
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed_cb), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip_cb), self);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Battle table"), -1);
}

GtkWidget *
bn_table_board_new (void)
{
  return g_object_new (BN_TYPE_TABLE_BOARD, NULL);
}

/* @battle: (nullable): shown until another is set; must outlive the showing.
 * The moves and picks are dropped. */
void
bn_table_board_set_battle (BnTableBoard   *self,
                           const BnBattle *battle)
{
  BnTablePiece none = BN_TABLE_PIECE_INIT;

  g_return_if_fail (BN_IS_TABLE_BOARD (self));

  self->battle = battle;
  g_array_set_size (self->moves, 0);
  g_array_set_size (self->read, 0);
  g_array_set_size (self->hints, 0);
  self->cursor = none;
  clear_picks (self);
  clamp_pan (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
bn_table_board_get_zoom (BnTableBoard *self)
{
  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), 1.0);

  return self->zoom;
}

/* @zoom: 1 fits the whole table; up to 8 */
void
bn_table_board_set_zoom (BnTableBoard *self,
                         double        zoom)
{
  g_return_if_fail (BN_IS_TABLE_BOARD (self));

  self->zoom = CLAMP (zoom, 1.0, MAX_ZOOM);
  if (self->zoom == 1.0)
    self->pan_x = self->pan_y = 0;
  clamp_pan (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- BnBattleView ---- */

static void
view_set_battle (BnBattleView   *view,
                 const BnBattle *battle)
{
  bn_table_board_set_battle (BN_TABLE_BOARD (view), battle);
}

static void
view_set_moves (BnBattleView         *view,
                const BnBattleAction *moves,
                guint                 n_moves,
                const BnBattleAction *hints,
                guint                 n_hints)
{
  BnTableBoard *self = BN_TABLE_BOARD (view);

  g_array_set_size (self->moves, 0);
  g_array_append_vals (self->moves, moves, n_moves);
  g_array_set_size (self->read, self->battle != NULL ? n_moves : 0);
  g_array_set_size (self->hints, self->battle != NULL ? n_hints : 0);
  if (self->battle != NULL)
    {
      bn_table_offers_read (self->battle, moves, n_moves, (BnTableOffer *) (void *) self->read->data);
      bn_table_offers_read (self->battle, hints, n_hints, (BnTableOffer *) (void *) self->hints->data);
    }
  clear_picks (self);
  if (self->pointer_in)
    self->hover_move = snap (self, self->pointer.x, self->pointer.y);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
view_offers (BnBattleView *view,
             guint         index)
{
  return is_offered (BN_TABLE_BOARD (view), index);
}

static void
view_drop_picks (BnBattleView *view)
{
  clear_picks (BN_TABLE_BOARD (view));
  gtk_widget_queue_draw (GTK_WIDGET (view));
}

static void
view_set_armies (BnBattleView       *view,
                 const BnBattleArmy *army0,
                 const BnBattleArmy *army1)
{
  BnTableBoard *self = BN_TABLE_BOARD (view);

  self->armies[0] = army0;
  self->armies[1] = army1;
  gtk_widget_queue_draw (GTK_WIDGET (view));
}

static const char *
view_get_legend (BnBattleView *view)
{
  return _("Stands to scale, seen from above: × foot, / horse, ● machines; the band on "
           "each stand is its front, in its command colour; ★ commander, ◆ captain, "
           "● sergeant. The grid is 10 cm. Marks: white rim, may act; gold, picked; "
           "red outline, may be attacked; green dots, where the picked stand may go, the "
           "circle its furthest reach; the ruler measures in centimetres.");
}

static const char *
view_get_keys_help (BnBattleView *view)
{
  return _("Arrow keys step through the stands that may act, then through the places "
           "the picked one may go; Enter picks, Escape drops the pick; click a stand, "
           "then where it goes, or drag it there; + and − zoom, 0 fits; drag or "
           "scroll to pan.");
}

static void
bn_table_board_view_init (BnBattleViewInterface *iface)
{
  iface->get_legend = view_get_legend;
  iface->get_keys_help = view_get_keys_help;
  iface->set_battle = view_set_battle;
  iface->set_moves = view_set_moves;
  iface->offers = view_offers;
  iface->drop_picks = view_drop_picks;
  iface->set_armies = view_set_armies;
}
