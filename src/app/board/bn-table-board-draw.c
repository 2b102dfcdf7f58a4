/* bn-table-board-draw.c — the open table's drawing: the cloth with the
 * scenario's terrain, its grid and its centimetre scale; the stands to
 * scale; the marks of the moves offered; and, for the piece picked, where
 * its moves lead, its reach and a ruler. This file paints the table and
 * the pieces and puts the layers together (bn_table_board_snapshot()); the
 * marks are in bn-table-board-draw-marks.c, the moves in
 * bn-table-board-draw-moves.c. */
#include "bn-table-board-draw-private.h"

#include "bn-battle-board.h"
#include "junior-general/bn-junior-general.h"

/* ---- the table ---- */

static void
paint_table (BnTableBoard        *self,
             cairo_t             *cr,
             const BnTableLayout *l,
             PangoLayout         *text)
{
  const BnScenario *sc = bn_battle_get_scenario (self->battle);
  const BnBattleRules *rules = bn_battle_get_rules (self->battle);
  double w = l->width_mm, h = l->height_mm;
  Pt a = px (l, 0, 0), b = px (l, w, h);

  /* A shadow, then the cloth: the scenario's map over the whole table. */
  cairo_rectangle (cr, a.x + 3, a.y + 3, b.x - a.x, b.y - a.y);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);
  if (sc != NULL && sc->width > 0 && sc->height > 0)
    for (guint row = 0; row < sc->height; row++)
      for (guint col = 0; col < sc->width; col++)
        {
          guint t = sc->terrain[row * sc->width + col];
          const BnTerrainProfile *profile = t < bn_battle_rules_get_n_terrains (rules) ? bn_battle_rules_get_terrain (rules, t) : NULL;
          Pt c0 = px (l, w * col / sc->width, h * row / sc->height);
          Pt c1 = px (l, w * (col + 1) / sc->width, h * (row + 1) / sc->height);

          /* Whole pixels, a hair over, so no seam shows between cells. */
          cairo_rectangle (cr, floor (c0.x), floor (c0.y), ceil (c1.x) - floor (c0.x) + 0.5,
                           ceil (c1.y) - floor (c0.y) + 0.5);
          set_rgba (cr, bn_battle_board_terrain_rgba (profile));
          cairo_fill (cr);
        }
  if (sc != NULL && sc->width > 0 && sc->height > 0)
    {
      double cw = w / sc->width * l->scale, ch = h / sc->height * l->scale;

      for (guint row = 0; row < sc->height; row++)
        for (guint col = 0; col < sc->width; col++)
          {
            guint t = sc->terrain[row * sc->width + col];
            const BnTerrainProfile *profile = t < bn_battle_rules_get_n_terrains (rules) ? bn_battle_rules_get_terrain (rules, t) : NULL;
            Pt c0 = px (l, w * col / sc->width, h * row / sc->height);

            /* Its symbol, as on the hex board's legend; a faint edge where
             * the ground changes. */
            bn_battle_board_paint_terrain_symbol (cr, profile, c0.x + cw / 2, c0.y + ch / 2, MIN (cw, ch) * 0.42);
            cairo_set_source_rgba (cr, 0.15, 0.20, 0.10, 0.35);
            cairo_set_line_width (cr, 1);
            if (col + 1 < sc->width && sc->terrain[row * sc->width + col + 1] != t)
              {
                cairo_move_to (cr, round (c0.x + cw) + 0.5, c0.y);
                cairo_line_to (cr, round (c0.x + cw) + 0.5, c0.y + ch);
              }
            if (row + 1 < sc->height && sc->terrain[(row + 1) * sc->width + col] != t)
              {
                cairo_move_to (cr, c0.x, round (c0.y + ch) + 0.5);
                cairo_line_to (cr, c0.x + cw, round (c0.y + ch) + 0.5);
              }
            cairo_stroke (cr);
          }
    }
  else
    {
      cairo_rectangle (cr, a.x, a.y, b.x - a.x, b.y - a.y);
      set_rgba (cr, bn_battle_board_terrain_rgba (NULL));
      cairo_fill (cr);
    }

  /* A grid every 10 cm, stronger every 50 cm, as a tape measure reads. */
  cairo_set_line_width (cr, 1);
  for (int pass = 0; pass < 2; pass++)
    {
      double step = pass == 0 ? 100 : 500;

      if (step * l->scale < 8)
        continue;
      cairo_set_source_rgba (cr, 0.20, 0.30, 0.15, pass == 0 ? 0.13 : 0.28);
      for (double x = step; x < w; x += step)
        {
          Pt p = px (l, x, 0);

          cairo_move_to (cr, round (p.x) + 0.5, a.y);
          cairo_line_to (cr, round (p.x) + 0.5, b.y);
        }
      for (double y = step; y < h; y += step)
        {
          Pt p = px (l, 0, y);

          cairo_move_to (cr, a.x, round (p.y) + 0.5);
          cairo_line_to (cr, b.x, round (p.y) + 0.5);
        }
      cairo_stroke (cr);
    }
  /* The table's edge. */
  cairo_rectangle (cr, a.x - 0.5, a.y - 0.5, b.x - a.x + 1, b.y - a.y + 1);
  cairo_set_source_rgba (cr, 0.25, 0.18, 0.10, 0.9);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);

  /* Centimetres along the north and west edges, every 10 cm (every 20 or
   * 50 when the table is small on screen). */
  {
    double label_step = 100 * l->scale >= 34 ? 100 : 200 * l->scale >= 34 ? 200 : 500;
    int tw, th;

    cairo_set_source_rgba (cr, 0.35, 0.35, 0.35, 1);
    for (double x = 0; x <= w + 0.5; x += label_step)
      {
        g_autofree char *label = g_strdup_printf ("%.0f", x / 10);
        Pt p = px (l, x, 0);

        pango_layout_set_text (text, label, -1);
        pango_layout_get_pixel_size (text, &tw, &th);
        cairo_move_to (cr, p.x - tw / 2.0, a.y - th - 4);
        pango_cairo_show_layout (cr, text);
        cairo_new_path (cr);
      }
    for (double y = label_step; y <= h + 0.5; y += label_step)
      {
        g_autofree char *label = g_strdup_printf ("%.0f", y / 10);
        Pt p = px (l, 0, y);

        pango_layout_set_text (text, label, -1);
        pango_layout_get_pixel_size (text, &tw, &th);
        cairo_move_to (cr, a.x - tw - 5, p.y - th / 2.0);
        pango_cairo_show_layout (cr, text);
        cairo_new_path (cr);
      }
  }
}

/* ---- pieces ---- */

/* The arm's mark on one stand, as on the hex board's counters: foot ×,
 * horse /, artillery ●. */
static void
paint_arm (cairo_t *cr,
           guint    arm,
           Pt       q[4],
           double   line)
{
  /* The stand behind its command-colour band, a little in from its sides. */
  Pt i0 = lerp (q[0], q[3], 0.36), i1 = lerp (q[1], q[2], 0.36);
  Pt i2 = lerp (q[1], q[2], 0.88), i3 = lerp (q[0], q[3], 0.88);
  Pt a = lerp (i0, i1, 0.2), b = lerp (i0, i1, 0.8), c = lerp (i3, i2, 0.8), d = lerp (i3, i2, 0.2);

  cairo_set_line_width (cr, line);
  switch (arm)
    {
    case BN_BATTLE_ARM_FOOT:
      cairo_move_to (cr, a.x, a.y);
      cairo_line_to (cr, c.x, c.y);
      cairo_move_to (cr, b.x, b.y);
      cairo_line_to (cr, d.x, d.y);
      cairo_stroke (cr);
      break;
    case BN_BATTLE_ARM_HORSE:
      cairo_move_to (cr, d.x, d.y);
      cairo_line_to (cr, b.x, b.y);
      cairo_stroke (cr);
      break;
    default:
      {
        Pt m = lerp (lerp (a, c, 0.5), lerp (b, d, 0.5), 0.5);

        cairo_arc (cr, m.x, m.y, MAX (1.5, hypot (b.x - a.x, b.y - a.y) * 0.22), 0, 2 * G_PI);
        cairo_fill (cr);
      }
      break;
    }
}

static void
paint_unit (BnTableBoard        *self,
            cairo_t             *cr,
            const BnTableLayout *l,
            guint                index)
{
  const BnBattleUnit *unit = bn_battle_get_unit (self->battle, index);
  const BnClassProfile *profile = bn_battle_get_unit_class (self->battle, index);
  BnTableRect rect = bn_battle_get_unit_footprint (self->battle, index);
  guint n = MAX (bn_battle_get_unit_stands (self->battle, index), 1u);
  /* Archer stands running low on arrows are turned round (Junior
   * General): the last of the line, drawn facing back. */
  guint low = bn_battle_is_on_table (self->battle) ? MIN (bn_jg_get_stands_low (self->battle, index), n) : 0;
  GdkRGBA fill = bn_battle_board_side_fill (unit->side), ink = bn_battle_board_side_ink (unit->side);
  GdkRGBA band = bn_battle_board_command_rgba (bn_battle_get_rules (self->battle), unit->colour);
  Pt c[4];

  if (rect.width <= 0)
    return;
  corners_of (l, &rect, 0, c);
  for (guint k = 0; k < n; k++)
    {
      Pt q[4] = { lerp (c[0], c[1], (double) k / n), lerp (c[0], c[1], (double) (k + 1) / n),
                  lerp (c[3], c[2], (double) (k + 1) / n), lerp (c[3], c[2], (double) k / n) };
      double stand_px;

      if (k >= n - low)
        {
          /* Turned round: its front band and mark on the rear edge. */
          Pt turned[4] = { q[2], q[3], q[0], q[1] };

          memcpy (q, turned, sizeof q);
        }
      stand_px = hypot (q[1].x - q[0].x, q[1].y - q[0].y);

      quad_path (cr, q[0], q[1], q[2], q[3]);
      set_rgba (cr, fill);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      /* Its front: a band in the unit's command colour. */
      quad_path (cr, q[0], q[1], lerp (q[1], q[2], 0.24), lerp (q[0], q[3], 0.24));
      set_rgba (cr, band);
      cairo_fill (cr);
      if (stand_px >= 9)
        {
          set_rgba (cr, ink);
          paint_arm (cr, profile->arm, q, MAX (1.0, stand_px * 0.07));
        }
    }
  /* The whole line; an ordered unit rimmed in gold, as on the hex board. */
  quad_path (cr, c[0], c[1], c[2], c[3]);
  if (unit->ordered != BN_ORDER_NONE)
    {
      cairo_set_source_rgb (cr, 1.0, 0.80, 0.10);
      cairo_set_line_width (cr, 2.5);
    }
  else
    {
      cairo_set_source_rgba (cr, 0, 0, 0, 0.85);
      cairo_set_line_width (cr, 1.2);
    }
  cairo_stroke (cr);
  /* The front edge, darker: the way it faces at a glance. */
  cairo_move_to (cr, c[0].x, c[0].y);
  cairo_line_to (cr, c[1].x, c[1].y);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.9);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
}

/* The screen box of each stand and commander, which a label should not
 * cover (@index: the unit whose label it is, left out). */
static GArray *
obstacles (BnTableBoard        *self,
           const BnTableLayout *l,
           guint                index)
{
  GArray *boxes = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));

  for (guint pass = 0; pass < 2; pass++)
    {
      guint n = pass == 0 ? bn_battle_get_n_units (self->battle) : bn_battle_get_n_commanders (self->battle);

      for (guint i = 0; i < n; i++)
        {
          BnTablePiece piece = { pass == 0 ? BN_TABLE_PIECE_UNIT : BN_TABLE_PIECE_COMMANDER, (guint8) i };
          BnTableRect rect;
          graphene_rect_t box;
          Pt c[4];

          if ((pass == 0 && i == index) || !bn_table_piece_present (self->battle, piece))
            continue;
          rect = bn_table_piece_footprint (self->battle, piece);
          if (pass == 1)
            {
              /* A commander's round stand is drawn at least 7 pixels across the radius. */
              rect.width = rect.depth = MAX (MIN (rect.width, rect.depth), 14 / l->scale);
            }
          corners_of (l, &rect, 0, c);
          box = GRAPHENE_RECT_INIT ((float) MIN (MIN (c[0].x, c[1].x), MIN (c[2].x, c[3].x)),
                                    (float) MIN (MIN (c[0].y, c[1].y), MIN (c[2].y, c[3].y)), 0, 0);
          box.size.width = (float) MAX (MAX (c[0].x, c[1].x), MAX (c[2].x, c[3].x)) - box.origin.x;
          box.size.height = (float) MAX (MAX (c[0].y, c[1].y), MAX (c[2].y, c[3].y)) - box.origin.y;
          g_array_append_val (boxes, box);
        }
    }
  return boxes;
}

static gboolean
box_free (const graphene_rect_t *box,
          GArray                *taken,
          GArray                *stands)
{
  for (guint pass = 0; pass < 2; pass++)
    {
      GArray *boxes = pass == 0 ? taken : stands;

      for (guint i = 0; i < boxes->len; i++)
        if (graphene_rect_intersection (box, &g_array_index (boxes, graphene_rect_t, i), NULL))
          return FALSE;
    }
  return TRUE;
}

/* A unit's name and stands left on a pill behind it, level whichever way it
 * faces, so that it reads. @taken: graphene_rect_t, the labels already
 * placed; this one is added. */
static void
paint_unit_label (BnTableBoard        *self,
                  cairo_t             *cr,
                  const BnTableLayout *l,
                  guint                index,
                  PangoLayout         *text,
                  GArray              *taken)
{
  const BnBattleUnit *unit = bn_battle_get_unit (self->battle, index);
  BnTableRect rect = bn_battle_get_unit_footprint (self->battle, index);
  BnTablePiece piece = { BN_TABLE_PIECE_UNIT, (guint8) index };
  g_autofree char *label = NULL;
  GdkRGBA fill = bn_battle_board_side_fill (unit->side), ink = bn_battle_board_side_ink (unit->side);
  guint low;
  BnTablePoint behind;
  Pt at;
  int tw, th;
  double off;

  if (rect.width <= 0)
    return;
  low = bn_battle_is_on_table (self->battle) ? bn_jg_get_stands_low (self->battle, index) : 0;
  if (low > 0)
    /* TRANSLATORS: a unit's label on the table: its name, the stands it has
     * left and how many of them are turned round, low on arrows */
    label = g_strdup_printf (_("%s · %u, %u turned"), bn_table_board_piece_name (self, piece),
                             bn_battle_get_unit_stands (self->battle, index), low);
  else
    /* TRANSLATORS: a unit's label on the table: its name and the stands it has left */
    label = g_strdup_printf (_("%s · %u"), bn_table_board_piece_name (self, piece),
                             bn_battle_get_unit_stands (self->battle, index));
  pango_layout_set_text (text, label, -1);
  pango_layout_get_pixel_size (text, &tw, &th);
  /* Far enough behind the rear edge to clear it, however it is turned. */
  off = rect.depth / 2 + (fabs (cos (rect.angle * G_PI / 180)) * (th / 2.0 + 3) +
                          fabs (sin (rect.angle * G_PI / 180)) * (tw / 2.0 + 3)) / l->scale;
  /* Further back, a line at a time, while it would cover another label or
   * a stand; where nothing is clear, just behind. */
  {
    g_autoptr(GArray) stands = obstacles (self, l, index);
    guint k;

    for (k = 0; k < 6; k++)
      {
        graphene_rect_t box;

        behind = bn_table_step (rect.x, rect.y, rect.angle + 180, off + k * (th + 2) / l->scale);
        at = px (l, behind.x, behind.y);
        box = GRAPHENE_RECT_INIT ((float) (at.x - tw / 2.0 - th / 2.0 - 1), (float) (at.y - th / 2.0 - 1),
                                  (float) (tw + th + 2), (float) (th + 2));
        if (box_free (&box, taken, stands))
          break;
      }
    if (k == 6)
      {
        behind = bn_table_step (rect.x, rect.y, rect.angle + 180, off);
        at = px (l, behind.x, behind.y);
      }
    {
      graphene_rect_t box = GRAPHENE_RECT_INIT ((float) (at.x - tw / 2.0 - th / 2.0 - 1), (float) (at.y - th / 2.0 - 1),
                                                (float) (tw + th + 2), (float) (th + 2));

      g_array_append_val (taken, box);
    }
  }
  cairo_new_sub_path (cr);
  cairo_arc (cr, at.x - tw / 2.0, at.y, th / 2.0 + 1, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, at.x + tw / 2.0, at.y, th / 2.0 + 1, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  fill.alpha = 0.88;
  set_rgba (cr, fill);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  set_rgba (cr, ink);
  cairo_move_to (cr, at.x - tw / 2.0, at.y - th / 2.0);
  pango_cairo_show_layout (cr, text);
  cairo_new_path (cr);
}

static void
paint_commander (BnTableBoard        *self,
                 cairo_t             *cr,
                 const BnTableLayout *l,
                 guint                index)
{
  const BnBattleCommander *c = bn_battle_get_commander (self->battle, index);
  BnTableRect rect = bn_battle_get_commander_footprint (self->battle, index);
  Pt at = px (l, rect.x, rect.y);
  double r = MAX (7.0, MIN (rect.width, rect.depth) / 2 * l->scale);
  BnTablePoint front = bn_table_step (rect.x, rect.y, rect.angle, MIN (rect.width, rect.depth) / 2);
  Pt f = px (l, front.x, front.y);

  cairo_new_path (cr);
  cairo_arc (cr, at.x, at.y, r, 0, 2 * G_PI);
  set_rgba (cr, bn_battle_board_side_fill (c->side));
  cairo_fill_preserve (cr);
  if (c->ordered)
    {
      cairo_set_source_rgb (cr, 1.0, 0.80, 0.10);
      cairo_set_line_width (cr, 2.5);
    }
  else
    {
      cairo_set_source_rgba (cr, 0, 0, 0, 0.8);
      cairo_set_line_width (cr, 1.2);
    }
  cairo_stroke (cr);
  /* The way he faces: a notch on the rim. */
  cairo_move_to (cr, at.x + (f.x - at.x) * 0.55, at.y + (f.y - at.y) * 0.55);
  cairo_line_to (cr, f.x, f.y);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.9);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  bn_battle_board_paint_badge (cr, c->rank, at.x, at.y, r * 0.62);
}

void
bn_table_board_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  BnTableBoard *self = BN_TABLE_BOARD (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  PangoLayout *small, *label;
  PangoFontDescription *font;
  BnTableLayout l;
  cairo_t *cr;

  if (self->battle == NULL || w <= 0 || h <= 0)
    return;
  {
    guint tw, th;

    /* Before the ruleset has set the armies out there is no table yet. */
    bn_battle_get_table_size (self->battle, &tw, &th);
    if (tw == 0 || th == 0)
      {
        PangoLayout *note = gtk_widget_create_pango_layout (widget, _("The table is set out when the battle begins."));
        int nw, nh;

        cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, (float) w, (float) h));
        pango_layout_get_pixel_size (note, &nw, &nh);
        cairo_move_to (cr, (w - nw) / 2.0, (h - nh) / 2.0);
        cairo_set_source_rgba (cr, 0.4, 0.4, 0.4, 1);
        pango_cairo_show_layout (cr, note);
        g_object_unref (note);
        cairo_destroy (cr);
        return;
      }
  }
  l = bn_table_board_get_layout (self);
  if (l.scale <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, (float) w, (float) h));
  small = gtk_widget_create_pango_layout (widget, NULL);
  font = pango_font_description_from_string ("Sans");
  pango_font_description_set_absolute_size (font, 9 * PANGO_SCALE);
  pango_layout_set_font_description (small, font);
  pango_font_description_free (font);
  label = gtk_widget_create_pango_layout (widget, NULL);
  font = pango_font_description_from_string ("Sans Bold");
  /* Readable at any size: the stands grow with the zoom, the words only a little. */
  pango_font_description_set_absolute_size (font, CLAMP (l.scale * 16, 10.0, 14.0) * PANGO_SCALE);
  pango_layout_set_font_description (label, font);
  pango_font_description_free (font);

  bn_table_board_follow_moves (self);
  paint_table (self, cr, &l, small);
  bn_table_board_paint_zones (self, cr, &l);
  bn_table_board_paint_trails (self, cr, &l, label, FALSE);
  bn_table_board_paint_reach (self, cr, &l);
  for (guint i = 0; i < bn_battle_get_n_units (self->battle); i++)
    if (bn_battle_get_unit (self->battle, i)->figures > 0)
      paint_unit (self, cr, &l, i);
  /* The names under the commanders, who often stand behind their unit. */
  {
    g_autoptr(GArray) taken = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));

    for (guint i = 0; i < bn_battle_get_n_units (self->battle); i++)
      if (bn_battle_get_unit (self->battle, i)->figures > 0)
        paint_unit_label (self, cr, &l, i, label, taken);
  }
  for (guint i = 0; i < bn_battle_get_n_commanders (self->battle); i++)
    if (bn_battle_get_commander (self->battle, i)->alive)
      paint_commander (self, cr, &l, i);
  bn_table_board_paint_trails (self, cr, &l, label, TRUE);
  bn_table_board_paint_marks (self, cr, &l);
  bn_table_board_paint_plans (self, cr, &l);
  bn_table_board_paint_intent (self, cr, &l, label);
  bn_table_board_paint_turn_handle (self, cr, &l);

  g_object_unref (small);
  g_object_unref (label);
  cairo_destroy (cr);
}
