/* bn-table-board.c — the open table as a widget: its view, its picks and
 * its input; see the header. The drawing is bn-table-board-draw.c. */
#include "bn-table-board-private.h"
#include "bn-battle-why.h"

#include "bn-battle-words.h"
#include "junior-general/bn-junior-general.h"


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

void
bn_table_board_clamp_pan (BnTableBoard *self)
{
  double w, h;

  table_size (self, &w, &h);
  bn_table_layout_clamp_pan (w, h, gtk_widget_get_width (GTK_WIDGET (self)),
                             gtk_widget_get_height (GTK_WIDGET (self)), BN_TABLE_MARGIN, self->view.zoom,
                             &self->view.pan_x, &self->view.pan_y);
}

static void
clamp_view (GtkWidget *widget)
{
  bn_table_board_clamp_pan (BN_TABLE_BOARD (widget));
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
                              gtk_widget_get_height (GTK_WIDGET (self)), BN_TABLE_MARGIN, self->view.zoom,
                              self->view.pan_x, self->view.pan_y);
}

BnTablePoint
bn_table_board_to_table (BnTableBoard *self,
          double        x,
          double        y)
{
  BnTableLayout l = bn_table_board_get_layout (self);
  BnTablePoint p;

  bn_table_layout_to_table (&l, x, y, &p.x, &p.y);
  return p;
}

double
bn_table_board_pixels_to_mm (BnTableBoard *self,
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
      return bn_data_text (bn_battle_get_unit_class (self->battle, piece.index)->name);
    case BN_TABLE_PIECE_COMMANDER:
      if (self->armies[0] != NULL && self->armies[1] != NULL)
        return bn_battle_words_commander (&words, piece.index);
      return _("commander");
    default:
      return "";
    }
}

const BnTableOffer *
bn_table_board_move_at (BnTableBoard *self,
         guint         index)
{
  return &g_array_index (self->read, BnTableOffer, index);
}

gboolean
bn_table_board_is_offered (BnTableBoard *self,
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
      const BnTableOffer *m = bn_table_board_move_at (self, i);
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

void
bn_table_board_clear_picks (BnTableBoard *self)
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

void
bn_table_board_update_accessible (BnTableBoard *self)
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

  bn_table_board_update_accessible (self);
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
      bn_table_board_clear_picks (self);
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
    bn_table_board_clear_picks (self);
  report (self, n, last);
}

/* The move of the picked piece that leads nearest (@x_mm, @y_mm), or −1. */
int
bn_table_board_snap (BnTableBoard *self,
      double        x_mm,
      double        y_mm)
{
  if (self->picked.kind == BN_TABLE_PIECE_NONE || self->read->len == 0)
    return -1;
  return bn_table_offers_snap ((const BnTableOffer *) (void *) self->read->data, self->read->len,
                              (const gboolean *) (void *) self->offered->data, self->picked,
                              (BnTablePoint) { x_mm, y_mm }, bn_table_board_pixels_to_mm (self, SNAP_PIXELS));
}

void
bn_table_board_pick_move (BnTableBoard *self,
           guint         index)
{
  guint n, last = 0;

  self->place_picked = TRUE;
  self->place = bn_table_board_move_at (self, index)->to;
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
  index = bn_table_board_snap (self, x_mm, y_mm);
  if (index >= 0)
    {
      bn_table_board_pick_move (self, (guint) index);
      return TRUE;
    }
  piece = bn_table_piece_at (self->battle, (BnTablePoint) { x_mm, y_mm }, bn_table_board_pixels_to_mm (self, PIECE_SLACK_PIXELS));
  if (piece.kind != BN_TABLE_PIECE_NONE)
    {
      bn_table_board_pick_piece (self, piece);
      return TRUE;
    }
  if (has_picks (self))
    {
      bn_table_board_clear_picks (self);
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
    if (bn_table_board_is_offered (self, i) &&
        bn_table_piece_equal (as_target ? bn_table_board_move_at (self, i)->target : bn_table_board_move_at (self, i)->actor, piece))
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
  self->hover_move = bn_table_board_snap (self, x_mm, y_mm);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Returns: the move the pointer means, or −1. */
int
bn_table_board_get_hover_move (BnTableBoard *self)
{
  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), -1);

  return self->hover_move;
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
  BnBattleWords words;

  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), NULL);

  if (self->battle == NULL || piece.kind == BN_TABLE_PIECE_NONE)
    return g_strdup ("");
  words = (BnBattleWords) { self->battle, { self->armies[0], self->armies[1] } };
  out = g_string_new (NULL);
  place = bn_table_piece_place (self->battle, piece);
  if (piece.kind == BN_TABLE_PIECE_UNIT)
    {
      const BnBattleUnit *unit = bn_battle_get_unit (self->battle, piece.index);
      /* Its troop type as the table's rules know it, where they are Junior General's. */
      const char *kind = bn_battle_is_on_table (self->battle)
                         ? _(bn_jg_type_to_string (bn_jg_get_unit_type (self->battle, piece.index)))
                         : bn_data_text (bn_battle_get_unit_class (self->battle, piece.index)->name);

      if (self->armies[unit->side] != NULL)
        /* TRANSLATORS: a unit on the table: its name, its troop type, its army, the stands it has left */
        g_string_append_printf (out, _("%s, %s of %s, %u stands"), bn_table_board_piece_name (self, piece), kind,
                                bn_battle_words_army (&words, unit->side),
                                bn_battle_get_unit_stands (self->battle, piece.index));
      else
        /* TRANSLATORS: a unit on the table: its name, its kind, its side, the stands it has left */
        g_string_append_printf (out, _("%s (%s) of side %u, %u stands"), bn_table_board_piece_name (self, piece),
                                kind, unit->side, bn_battle_get_unit_stands (self->battle, piece.index));
      if (bn_battle_is_on_table (self->battle) && bn_jg_get_stands_low (self->battle, piece.index) > 0)
        /* TRANSLATORS: how many of an archer unit's stands are turned round, running low on arrows */
        g_string_append_printf (out, _(", %u turned round, low on arrows"),
                                bn_jg_get_stands_low (self->battle, piece.index));
    }
  else
    {
      const BnBattleCommander *c = bn_battle_get_commander (self->battle, piece.index);

      if (self->armies[c->side] != NULL)
        /* TRANSLATORS: a commander on the table and his army */
        g_string_append_printf (out, _("%s, of %s"), bn_table_board_piece_name (self, piece),
                                bn_battle_words_army (&words, c->side));
      else
        g_string_append_printf (out, _("%s of side %u"), bn_table_board_piece_name (self, piece), c->side);
    }
  /* TRANSLATORS: where a stand is, in centimetres from the table's west and north edges, and its facing */
  g_string_append_printf (out, _("\nat %.1f cm from the west edge, %.1f cm from the north, facing %d°"),
                          place.x / 10.0, place.y / 10.0, place.angle);
  if (piece.kind == BN_TABLE_PIECE_UNIT)
    {
      g_autofree char *glance = bn_battle_words_unit_glance (&words, piece.index);

      const BnBattleArmy *army = self->armies[bn_battle_get_unit (self->battle, piece.index)->side];

      /* Its army by name, its reach and the nearest enemy. */
      if (glance != NULL)
        g_string_append_printf (out, "\n%s: %s",
                                army != NULL ? bn_battle_words_army (&words, bn_battle_get_unit (self->battle, piece.index)->side)
                                             : "", glance);
    }
  for (guint i = 0; piece.kind == BN_TABLE_PIECE_UNIT && i < self->plans->len; i++)
    {
      const BnTablePlan *plan = &g_array_index (self->plans, BnTablePlan, i);

      if (plan->unit == piece.index && plan->turn == bn_battle_get_turn (self->battle))
        /* TRANSLATORS: a charge planned by dropping the unit on an enemy in the Movement step; %s is the enemy */
        g_string_append_printf (out, _("\nIt charges %s when Charge into Melee comes, if it still may."),
                                bn_table_board_piece_name (self, (BnTablePiece) { BN_TABLE_PIECE_UNIT, plan->target }));
    }
  if (bn_table_board_touched (self, piece, FALSE))
    g_string_append (out, _("\nIt may act."));
  else if (bn_table_board_touched (self, piece, TRUE))
    g_string_append (out, _("\nIt may be attacked."));
  /* While moves are offered, a unit of the side to act that has none is
   * told why, in the engine's words (bn-battle-why.h). */
  if (piece.kind == BN_TABLE_PIECE_UNIT && self->moves != NULL && self->moves->len > 0)
    {
      g_autofree char *move = bn_battle_why_no_move (self->battle, piece.index);
      g_autofree char *fight = bn_battle_why_no_battle (self->battle, piece.index, -1);

      if (move != NULL)
        /* TRANSLATORS: the engine's reason, with its rule */
        g_string_append_printf (out, _("\nNo move now: %s."), move);
      if (fight != NULL)
        /* TRANSLATORS: the engine's reason, with its rule */
        g_string_append_printf (out, _("\nNo battle now: %s."), fight);
    }
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
  bn_table_board_clamp_pan (BN_TABLE_BOARD (widget));
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
  g_clear_pointer (&self->carry_why, g_free);
  g_clear_pointer (&self->plans, g_array_unref);
  g_clear_handle_id (&self->plan_source, g_source_remove);
  G_OBJECT_CLASS (bn_table_board_parent_class)->finalize (object);
}

static void
bn_table_board_class_init (BnTableBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bn_table_board_finalize;
  widget_class->snapshot = bn_table_board_snapshot;
  /* A unit carried and dropped where the rules allow: the move, a
   * const BnBattleAction * good during the emission. */
  g_signal_new ("move-made", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 1, G_TYPE_POINTER);
  widget_class->measure = bn_table_board_measure;
  widget_class->size_allocate = bn_table_board_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "table-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bn_table_board_init (BnTableBoard *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->moves = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  self->read = g_array_new (FALSE, FALSE, sizeof (BnTableOffer));
  self->hints = g_array_new (FALSE, FALSE, sizeof (BnTableOffer));
  self->offered = g_array_new (FALSE, TRUE, sizeof (gboolean));
  self->trails = g_array_new (FALSE, FALSE, sizeof (BnTableTrail));
  self->plans = g_array_new (FALSE, FALSE, sizeof (BnTablePlan));
  bn_board_viewport_init (&self->view, GTK_WIDGET (self), MAX_ZOOM, clamp_view);
  self->hover_move = -1;
  self->cursor_move = -1;
  bn_table_board_init_input (self);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed_cb), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
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
  bn_table_board_clear_picks (self);
  bn_table_board_clamp_pan (self);
  bn_table_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
bn_table_board_get_zoom (BnTableBoard *self)
{
  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), 1.0);

  return self->view.zoom;
}

/* @zoom: 1 fits the whole table; up to 8 */
void
bn_table_board_set_zoom (BnTableBoard *self,
                         double        zoom)
{
  g_return_if_fail (BN_IS_TABLE_BOARD (self));

  bn_board_viewport_set_zoom (&self->view, zoom);
}

/* Ctrl+scroll: zooms in (@dy < 0) or out about the point under the
 * pointer, as the hex board does (the same viewport). */
void
bn_table_board_scroll_zoom (BnTableBoard *self,
                            double        dy)
{
  g_return_if_fail (BN_IS_TABLE_BOARD (self));

  if (self->battle != NULL)
    bn_board_viewport_scroll (&self->view, GDK_CONTROL_MASK, 0, dy);
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
  bn_table_board_clear_picks (self);
  if (self->pointer_in)
    self->hover_move = bn_table_board_snap (self, self->pointer.x, self->pointer.y);
  bn_table_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  bn_table_board_follow_plans (self);
}

static gboolean
view_offers (BnBattleView *view,
             guint         index)
{
  return bn_table_board_is_offered (BN_TABLE_BOARD (view), index);
}

static void
view_drop_picks (BnBattleView *view)
{
  bn_table_board_clear_picks (BN_TABLE_BOARD (view));
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
           "then where it goes, or drag it there (in Movement, onto an enemy: it moves "
           "and charges it when Charge into Melee comes); + and − zoom, 0 fits; drag or "
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
