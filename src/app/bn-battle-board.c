/* bn-battle-board.c — the battlefield as a GtkSnapshot drawing; see the
 * header. Hexes are flat-topped, odd columns set half a hex lower, as the
 * engine counts them (bn-hex.h); the board is scaled to fit its space.
 */
#include "bn-config.h"

#include "bn-battle-board.h"

#include <math.h>

struct _BnBattleBoard
{
  GtkWidget parent_instance;

  const BnBattle *battle;       /* not owned: the owner keeps it alive while shown */
  GArray *highlights;           /* BnHex */
};

G_DEFINE_FINAL_TYPE (BnBattleBoard, bn_battle_board, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_HEX_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* How each terrain looks; an unknown one is drawn as open ground. */
static const struct
{
  const char *id;
  float rgb[3];
} terrain_looks[] = {
  { "open", { 0.78f, 0.85f, 0.62f } },
  { "wood", { 0.38f, 0.58f, 0.33f } },
  { "orchard", { 0.55f, 0.72f, 0.42f } },
  { "hill", { 0.75f, 0.66f, 0.47f } },
  { "building", { 0.62f, 0.55f, 0.52f } },
  { "river", { 0.45f, 0.65f, 0.85f } },
  { "ford", { 0.63f, 0.78f, 0.88f } },
  { "marsh", { 0.52f, 0.62f, 0.55f } },
  { "depression", { 0.70f, 0.74f, 0.58f } },
  { "debris", { 0.60f, 0.60f, 0.56f } },
  { "field", { 0.88f, 0.83f, 0.50f } },
  { "rough", { 0.66f, 0.64f, 0.52f } },
  { "fence", { 0.78f, 0.75f, 0.60f } },
  { "fieldwork", { 0.70f, 0.60f, 0.45f } },
  { "palisade", { 0.60f, 0.48f, 0.35f } },
  { "wall", { 0.55f, 0.55f, 0.58f } },
  { "lake", { 0.30f, 0.50f, 0.78f } },
};

typedef struct
{
  float size;      /* centre to corner */
  float x0, y0;
} Layout;

static Layout
layout (BnBattleBoard *self)
{
  const BnScenario *sc = bn_battle_get_scenario (self->battle);
  float w = gtk_widget_get_width (GTK_WIDGET (self));
  float h = gtk_widget_get_height (GTK_WIDGET (self));
  /* width: 1.5 size per column + 0.5; height: sqrt3 size per row + half. */
  float by_w = w / (1.5f * sc->width + 0.5f);
  float by_h = h / (sqrtf (3.f) * (sc->height + 0.5f));
  Layout l;

  l.size = MIN (by_w, by_h);
  l.x0 = (w - l.size * (1.5f * sc->width + 0.5f)) / 2 + l.size;
  l.y0 = (h - l.size * sqrtf (3.f) * (sc->height + 0.5f)) / 2 + l.size * sqrtf (3.f) / 2;
  return l;
}

static graphene_point_t
centre (const Layout *l,
        BnHex         hex)
{
  int col, row;

  bn_hex_to_offset (hex, &col, &row);
  return GRAPHENE_POINT_INIT (l->x0 + col * 1.5f * l->size,
                              l->y0 + (row + ((col & 1) ? 0.5f : 0.f)) * sqrtf (3.f) * l->size);
}


static void
fill_hex (GtkSnapshot      *snapshot,
          graphene_point_t  c,
          float             size,
          const GdkRGBA    *colour)
{
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (c.x - size, c.y - size, 2 * size, 2 * size));

  for (int k = 0; k < 6; k++)
    {
      double angle = G_PI / 3 * k;

      if (k == 0)
        cairo_move_to (cr, c.x + size * cos (angle), c.y + size * sin (angle));
      else
        cairo_line_to (cr, c.x + size * cos (angle), c.y + size * sin (angle));
    }
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static GdkRGBA
terrain_colour (BnBattleBoard *self,
                guint          terrain)
{
  const BnTerrainProfile *profile = terrain < bn_battle_rules_get_n_terrains (bn_battle_get_rules (self->battle))
    ? bn_battle_rules_get_terrain (bn_battle_get_rules (self->battle), terrain) : NULL;

  for (guint i = 0; profile != NULL && i < G_N_ELEMENTS (terrain_looks); i++)
    if (g_strcmp0 (profile->id, terrain_looks[i].id) == 0)
      return (GdkRGBA) { terrain_looks[i].rgb[0], terrain_looks[i].rgb[1], terrain_looks[i].rgb[2], 1 };
  return (GdkRGBA) { terrain_looks[0].rgb[0], terrain_looks[0].rgb[1], terrain_looks[0].rgb[2], 1 };
}

static void
draw_unit (GtkSnapshot        *snapshot,
           const Layout       *l,
           const BnBattleUnit *unit,
           PangoLayout        *text)
{
  static const GdkRGBA sides[2] = { { 0.20f, 0.40f, 0.75f, 1 }, { 0.75f, 0.22f, 0.20f, 1 } };
  static const GdkRGBA command[] = {
    { 0.5f, 0.5f, 0.5f, 1 }, { 0.85f, 0.15f, 0.15f, 1 }, { 0.15f, 0.35f, 0.90f, 1 }, { 0.15f, 0.65f, 0.25f, 1 },
  };
  graphene_point_t c = centre (l, unit->hex);
  float s = l->size * 0.55f;
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (c.x - l->size, c.y - l->size,
                                                                           2 * l->size, 2 * l->size));
  double facing = -G_PI / 2 + unit->facing * G_PI / 3;
  g_autofree char *figures = g_strdup_printf ("%u", unit->figures);
  int tw, th;

  cairo_rectangle (cr, c.x - s, c.y - s * 0.75, 2 * s, 1.5 * s);
  gdk_cairo_set_source_rgba (cr, &sides[unit->side & 1]);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &command[unit->colour < G_N_ELEMENTS (command) ? unit->colour : 0]);
  cairo_set_line_width (cr, MAX (2.0, l->size * 0.08));
  cairo_stroke (cr);
  /* Its front: a notch on the side it faces. */
  cairo_move_to (cr, c.x + s * 1.15 * cos (facing), c.y + s * 1.15 * sin (facing));
  cairo_line_to (cr, c.x + s * 0.7 * cos (facing - 0.5), c.y + s * 0.7 * sin (facing - 0.5));
  cairo_line_to (cr, c.x + s * 0.7 * cos (facing + 0.5), c.y + s * 0.7 * sin (facing + 0.5));
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  pango_layout_set_text (text, figures, -1);
  pango_layout_get_pixel_size (text, &tw, &th);
  cairo_move_to (cr, c.x - tw / 2.0, c.y - th / 2.0);
  pango_cairo_show_layout (cr, text);
  cairo_destroy (cr);
}

static void
bn_battle_board_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  BnBattleBoard *self = BN_BATTLE_BOARD (widget);
  const BnScenario *sc;
  PangoLayout *text;
  Layout l;

  if (self->battle == NULL)
    return;
  sc = bn_battle_get_scenario (self->battle);
  l = layout (self);
  if (l.size <= 2)
    return;
  text = gtk_widget_create_pango_layout (widget, NULL);
  for (guint row = 0; row < sc->height; row++)
    for (guint col = 0; col < sc->width; col++)
      {
        GdkRGBA colour = terrain_colour (self, sc->terrain[row * sc->width + col]);

        fill_hex (snapshot, centre (&l, bn_hex_from_offset ((int) col, (int) row)), l.size, &colour);
      }
  for (guint i = 0; i < sc->n_objectives; i++)
    {
      graphene_point_t c = centre (&l, bn_hex_from_offset (sc->objectives[i].col, sc->objectives[i].row));
      GdkRGBA gold = { 0.95f, 0.78f, 0.20f, 0.9f };

      fill_hex (snapshot, c, l.size * 0.35f, &gold);
    }
  for (guint i = 0; i < self->highlights->len; i++)
    {
      GdkRGBA lit = { 1, 1, 1, 0.45f };

      fill_hex (snapshot, centre (&l, g_array_index (self->highlights, BnHex, i)), l.size * 0.92f, &lit);
    }
  for (guint i = 0; i < bn_battle_get_n_units (self->battle); i++)
    {
      const BnBattleUnit *unit = bn_battle_get_unit (self->battle, i);

      if (unit->figures > 0)
        draw_unit (snapshot, &l, unit, text);
    }
  g_object_unref (text);
}

/* The hex under a point: the nearest centre, if within the board. */
static gboolean
hex_at (BnBattleBoard *self,
        double         x,
        double         y,
        BnHex         *out_hex)
{
  const BnScenario *sc = bn_battle_get_scenario (self->battle);
  Layout l = layout (self);
  double best = G_MAXDOUBLE;

  for (guint row = 0; row < sc->height; row++)
    for (guint col = 0; col < sc->width; col++)
      {
        BnHex hex = bn_hex_from_offset ((int) col, (int) row);
        graphene_point_t c = centre (&l, hex);
        double d = (c.x - x) * (c.x - x) + (c.y - y) * (c.y - y);

        if (d < best)
          {
            best = d;
            *out_hex = hex;
          }
      }
  return best <= l.size * l.size;
}

static void
on_pressed_cb (GtkGestureClick *gesture,
               int              n_press,
               double           x,
               double           y,
               BnBattleBoard   *self)
{
  BnHex hex;

  if (self->battle != NULL && hex_at (self, x, y, &hex))
    bn_battle_board_activate_hex (self, hex);
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
  *minimum = 240;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 720 : 560;
}

static void
bn_battle_board_finalize (GObject *object)
{
  g_clear_pointer (&BN_BATTLE_BOARD (object)->highlights, g_array_unref);
  G_OBJECT_CLASS (bn_battle_board_parent_class)->finalize (object);
}

static void
bn_battle_board_class_init (BnBattleBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bn_battle_board_finalize;
  widget_class->snapshot = bn_battle_board_snapshot;
  widget_class->measure = bn_battle_board_measure;
  gtk_widget_class_set_css_name (widget_class, "battle-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  /**
   * BnBattleBoard::hex-activated:
   * @q: @r: the hex, in the engine's axial coordinates
   */
  signals[SIGNAL_HEX_ACTIVATED] =
    g_signal_new ("hex-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
}

static void
bn_battle_board_init (BnBattleBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->highlights = g_array_new (FALSE, FALSE, sizeof (BnHex));
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
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

  self->battle = battle;
  g_array_set_size (self->highlights, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bn_battle_board_set_highlights (BnBattleBoard *self,
                                const BnHex   *hexes,
                                guint          n_hexes)
{
  g_return_if_fail (BN_IS_BATTLE_BOARD (self));

  g_array_set_size (self->highlights, 0);
  g_array_append_vals (self->highlights, hexes, n_hexes);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
bn_battle_board_get_n_highlights (BnBattleBoard *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), 0);

  return self->highlights->len;
}

/* What a click on @hex does: reports it. */
void
bn_battle_board_activate_hex (BnBattleBoard *self,
                              BnHex          hex)
{
  g_return_if_fail (BN_IS_BATTLE_BOARD (self));

  g_signal_emit (self, signals[SIGNAL_HEX_ACTIVATED], 0, (int) hex.q, (int) hex.r);
}

/* Returns: how terrain @terrain (an index in the battle's rules) is drawn. */
GdkRGBA
bn_battle_board_get_terrain_colour (BnBattleBoard *self,
                                    guint          terrain)
{
  GdkRGBA black = { 0, 0, 0, 1 };

  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self) && self->battle != NULL, black);

  return terrain_colour (self, terrain);
}
