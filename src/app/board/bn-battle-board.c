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
  SIGNAL_ATTACK_POINTED,
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
 * the top right corner of its counter, whichever way the board is turned;
 * with two units there, on the counter of the one he stands with, clear
 * of its figures: above the top one's corner, or below the bottom one's. */
graphene_point_t
bn_battle_board_badge_centre (BnBattleBoard *self,
                              const Layout  *l,
                              BnHex          hex)
{
  graphene_point_t c = bn_battle_board_centre (l, hex);
  guint8 units[4];
  int commander;

  if (self->battle == NULL || bn_battle_units_at (self->battle, hex, units) < 2)
    return GRAPHENE_POINT_INIT (c.x + l->size * 0.5, c.y - l->size * 0.34);
  commander = bn_battle_commander_at (self->battle, hex);
  if (commander >= 0 && bn_battle_board_commander_unit (self, (guint) commander) == units[1])
    return GRAPHENE_POINT_INIT (c.x + l->size * 0.5, c.y + l->size * 0.62);
  return GRAPHENE_POINT_INIT (c.x + l->size * 0.5, c.y - l->size * 0.62);
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

/* ---- what the board tells its owner ---- */

void
bn_battle_board_emit_path (BnBattleBoard *self,
                           GArray        *steps)
{
  g_signal_emit (self, signals[SIGNAL_PATH_CHOSEN], 0, steps);
}

/* The pointer rests on an enemy: the attack whose odds are shown beside
 * it (the first, where several are), or none any more (@action NULL). */
void
bn_battle_board_emit_attack_pointed (BnBattleBoard        *self,
                                     const BnBattleAction *action)
{
  g_signal_emit (self, signals[SIGNAL_ATTACK_POINTED], 0, action);
}

/* A right click or a long press on @hex's piece: its choices, from the owner. */
void
bn_battle_board_emit_piece_menu (BnBattleBoard *self,
                                 BnHex          hex)
{
  g_signal_emit (self, signals[SIGNAL_PIECE_MENU], 0, (int) hex.q, (int) hex.r);
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

  /**
   * BnBattleBoard::attack-pointed:
   * @action: (nullable) (type BnBattleAction): the attack or shot whose
   *   odds the board shows where the pointer rests, or %NULL once none
   */
  signals[SIGNAL_ATTACK_POINTED] =
    g_signal_new ("attack-pointed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
bn_battle_board_init (BnBattleBoard *self)
{
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
  self->tip_arrow = -1;
  self->tip_unit = self->tip_commander = -1;
  self->hover_path = -1;
  self->click_side = -1;
  bn_board_viewport_init (&self->view, GTK_WIDGET (self), MAX_ZOOM, clamp_view);
  bn_battle_board_init_input (self);
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
  b = bn_battle_board_badge_centre (self, &l, c->hex);
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
  bn_battle_board_show_cursor (self);
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

