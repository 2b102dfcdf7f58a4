/* bn-table-board-draw.c — the open table's drawing: the cloth with the
 * scenario's terrain, its grid and its centimetre scale; the stands to
 * scale; the marks of the moves offered; and, for the piece picked, where
 * its moves lead, its reach and a ruler. */
#include "bn-table-board-private.h"

#include <string.h>

#include "bn-battle-board.h"
#include "junior-general/bn-junior-general.h"

typedef struct
{
  double x, y;
} Pt;

static Pt
px (const BnTableLayout *l,
    double               x_mm,
    double               y_mm)
{
  Pt p;

  bn_table_layout_to_widget (l, x_mm, y_mm, &p.x, &p.y);
  return p;
}

static Pt
lerp (Pt     a,
      Pt     b,
      double t)
{
  return (Pt) { a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t };
}

static void
quad_path (cairo_t *cr,
           Pt       a,
           Pt       b,
           Pt       c,
           Pt       d)
{
  cairo_move_to (cr, a.x, a.y);
  cairo_line_to (cr, b.x, b.y);
  cairo_line_to (cr, c.x, c.y);
  cairo_line_to (cr, d.x, d.y);
  cairo_close_path (cr);
}

/* A footprint's corners on screen: front-left, front-right, rear-right,
 * rear-left, grown by @grow pixels each way. */
static void
corners_of (const BnTableLayout *l,
            const BnTableRect   *rect,
            double               grow,
            Pt                   out[4])
{
  BnTableRect r = *rect;
  BnTablePoint c[4];

  r.width += 2 * grow / l->scale;
  r.depth += 2 * grow / l->scale;
  bn_table_rect_corners (&r, c);
  for (guint k = 0; k < 4; k++)
    out[k] = px (l, c[k].x, c[k].y);
}

static void
set_rgba (cairo_t *cr,
          GdkRGBA  rgba)
{
  gdk_cairo_set_source_rgba (cr, &rgba);
}

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

/* ---- marks ---- */

static void
outline_piece (cairo_t             *cr,
               const BnBattle      *battle,
               const BnTableLayout *l,
               BnTablePiece         piece,
               double               grow)
{
  BnTableRect rect = bn_table_piece_footprint (battle, piece);

  if (piece.kind == BN_TABLE_PIECE_COMMANDER)
    {
      Pt at = px (l, rect.x, rect.y);

      cairo_new_sub_path (cr);
      cairo_arc (cr, at.x, at.y, MAX (7.0, MIN (rect.width, rect.depth) / 2 * l->scale) + grow, 0, 2 * G_PI);
    }
  else
    {
      Pt c[4];

      corners_of (l, &rect, grow, c);
      quad_path (cr, c[0], c[1], c[2], c[3]);
    }
}

/* A red outline with sights on its four sides round a piece that may be
 * attacked: a ring would swallow a long line of stands and its neighbours. */
static void
paint_target (cairo_t             *cr,
              const BnBattle      *battle,
              const BnTableLayout *l,
              BnTablePiece         piece)
{
  BnTableRect rect = bn_table_piece_footprint (battle, piece);
  Pt c[4];

  outline_piece (cr, battle, l, piece, 3);
  cairo_set_source_rgba (cr, 0.90, 0.10, 0.10, 0.95);
  cairo_set_line_width (cr, 2.5);
  cairo_stroke (cr);
  if (piece.kind == BN_TABLE_PIECE_COMMANDER)
    {
      rect.width = rect.depth = MAX (MIN (rect.width, rect.depth), 14 / l->scale);
    }
  corners_of (l, &rect, 3, c);
  for (guint k = 0; k < 4; k++)
    {
      Pt mid = lerp (c[k], c[(k + 1) % 4], 0.5), centre = lerp (c[0], c[2], 0.5);
      double dx = mid.x - centre.x, dy = mid.y - centre.y, d = hypot (dx, dy);

      if (d < 1)
        continue;
      cairo_move_to (cr, mid.x - dx / d * 4, mid.y - dy / d * 4);
      cairo_line_to (cr, mid.x + dx / d * 9, mid.y + dy / d * 9);
    }
  cairo_stroke (cr);
}

static void
paint_marks (BnTableBoard        *self,
             cairo_t             *cr,
             const BnTableLayout *l)
{
  for (guint pass = 0; pass < 2; pass++)
    {
      guint n = pass == 0 ? bn_battle_get_n_units (self->battle) : bn_battle_get_n_commanders (self->battle);

      for (guint i = 0; i < n; i++)
        {
          BnTablePiece piece = { pass == 0 ? BN_TABLE_PIECE_UNIT : BN_TABLE_PIECE_COMMANDER, (guint8) i };

          if (!bn_table_piece_present (self->battle, piece))
            continue;
          if (bn_table_piece_equal (piece, self->picked) || bn_table_piece_equal (piece, self->target))
            {
              outline_piece (cr, self->battle, l, piece, 4);
              cairo_set_source_rgba (cr, 1.0, 0.85, 0.1, 1);
              cairo_set_line_width (cr, 3.5);
              cairo_stroke (cr);
            }
          else if (bn_table_board_touched (self, piece, FALSE))
            {
              outline_piece (cr, self->battle, l, piece, 3);
              cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
              cairo_set_line_width (cr, 2.5);
              cairo_stroke (cr);
            }
          if (bn_table_board_touched (self, piece, TRUE) && !bn_table_piece_equal (piece, self->picked))
            paint_target (cr, self->battle, l, piece);
          if (self->cursor_shown && gtk_widget_has_focus (GTK_WIDGET (self)) && bn_table_piece_equal (piece, self->cursor))
            {
              double dashes[] = { 4, 3 };

              outline_piece (cr, self->battle, l, piece, 7);
              cairo_save (cr);
              cairo_set_dash (cr, dashes, 2, 0);
              cairo_set_source_rgb (cr, 0.05, 0.05, 0.05);
              cairo_set_line_width (cr, 2);
              cairo_stroke (cr);
              cairo_restore (cr);
            }
        }
    }
}

/* Before the first turn, where each side may place its units: a band
 * across its own end of the table, the zone of the side placing now the
 * stronger, its front edge dashed. */
static void
paint_zones (BnTableBoard        *self,
             cairo_t             *cr,
             const BnTableLayout *l)
{
  const BnScenario *sc = bn_battle_get_scenario (self->battle);
  double dashes[] = { 8, 5 };
  double depth = bn_battle_get_deployment_depth_mm (self->battle);

  if (bn_battle_get_phase (self->battle) != BN_PHASE_DEPLOY || sc == NULL || depth <= 0)
    return;
  for (guint side = 0; side < 2; side++)
    {
      gboolean acting = side == bn_battle_get_acting_side (self->battle);
      double y0 = sc->baseline[side] == BN_EDGE_SOUTH ? l->height_mm - depth : 0;
      double front = sc->baseline[side] == BN_EDGE_SOUTH ? y0 : depth;
      Pt a = px (l, 0, y0), b = px (l, l->width_mm, y0 + depth);
      Pt f0 = px (l, 0, front), f1 = px (l, l->width_mm, front);

      cairo_rectangle (cr, a.x, a.y, b.x - a.x, b.y - a.y);
      cairo_set_source_rgba (cr, 0.20, 0.45, 0.85, acting ? 0.22 : 0.08);
      cairo_fill (cr);
      cairo_save (cr);
      cairo_set_dash (cr, dashes, 2, 0);
      cairo_set_line_width (cr, acting ? 2 : 1);
      cairo_set_source_rgba (cr, 0.10, 0.25, 0.60, acting ? 0.9 : 0.4);
      cairo_move_to (cr, f0.x, f0.y);
      cairo_line_to (cr, f1.x, f1.y);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

/* The picked piece's reach — a circle through the furthest place its moves
 * lead to — and a dot at each of those places. */
static void
paint_reach (BnTableBoard        *self,
             cairo_t             *cr,
             const BnTableLayout *l)
{
  double reach;
  BnTablePlace from;
  Pt at;

  if (self->picked.kind == BN_TABLE_PIECE_NONE)
    return;
  reach = bn_table_offers_reach ((const BnTableOffer *) (void *) self->read->data, self->read->len,
                                (const gboolean *) (void *) self->offered->data, self->picked);
  if (reach <= 0)
    return;
  /* A unit being placed goes anywhere in its zone: the zone shows where,
   * the dots the places offered. */
  if (bn_battle_get_phase (self->battle) == BN_PHASE_DEPLOY)
    reach = 0;
  from = bn_table_piece_place (self->battle, self->picked);
  at = px (l, from.x, from.y);
  if (reach > 0)
    {
      double dashes[] = { 6, 4 };

      cairo_new_sub_path (cr);
      cairo_arc (cr, at.x, at.y, reach * l->scale, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0.25, 0.80, 0.35, 0.13);
      cairo_fill_preserve (cr);
      cairo_save (cr);
      cairo_set_dash (cr, dashes, 2, 0);
      cairo_set_source_rgba (cr, 0.05, 0.45, 0.15, 0.9);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  for (guint i = 0; i < self->read->len; i++)
    {
      const BnTableOffer *m = &g_array_index (self->read, BnTableOffer, i);
      Pt to;

      if (!g_array_index (self->offered, gboolean, i) || !m->moves || !bn_table_piece_equal (m->actor, self->picked))
        continue;
      to = px (l, m->to.x, m->to.y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, to.x, to.y, 3, 0, 2 * G_PI);
    }
  cairo_set_source_rgba (cr, 0.15, 0.75, 0.25, 0.95);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.02, 0.30, 0.08, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

/* A ruler from @from to @to with a tick each centimetre, a longer one each
 * five, and the length in centimetres at its middle. @ok: it ends where a
 * move leads (else it only measures). */
static void
paint_ruler (cairo_t             *cr,
             const BnTableLayout *l,
             BnTablePoint         from,
             BnTablePoint         to,
             gboolean             ok,
             PangoLayout         *text)
{
  double length = hypot (to.x - from.x, to.y - from.y);
  Pt a = px (l, from.x, from.y), b = px (l, to.x, to.y);
  double ux, uy, nx, ny;
  g_autofree char *label = NULL;
  int tw, th;
  Pt mid;

  if (length < 1)
    return;
  ux = (b.x - a.x) / (length * l->scale);
  uy = (b.y - a.y) / (length * l->scale);
  nx = -uy;
  ny = ux;
  /* The tape: a pale band with a dark edge, then its ticks. */
  cairo_move_to (cr, a.x, a.y);
  cairo_line_to (cr, b.x, b.y);
  cairo_set_source_rgba (cr, 1, 0.97, 0.80, 0.9);
  cairo_set_line_width (cr, 7);
  cairo_stroke (cr);
  cairo_move_to (cr, a.x, a.y);
  cairo_line_to (cr, b.x, b.y);
  cairo_set_source_rgba (cr, ok ? 0.05 : 0.45, ok ? 0.05 : 0.45, ok ? 0.05 : 0.45, 1);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke (cr);
  if (10 * l->scale >= 3)
    {
      for (int cm = 1; cm * 10 < length; cm++)
        {
          double t = cm * 10 * l->scale, s = cm % 5 == 0 ? 4.5 : 2.5;
          Pt p = { a.x + ux * t, a.y + uy * t };

          cairo_move_to (cr, p.x - nx * s, p.y - ny * s);
          cairo_line_to (cr, p.x + nx * s, p.y + ny * s);
        }
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
  /* TRANSLATORS: a distance on the table, in centimetres */
  label = g_strdup_printf (_("%.1f cm"), length / 10);
  pango_layout_set_text (text, label, -1);
  pango_layout_get_pixel_size (text, &tw, &th);
  mid = lerp (a, b, 0.5);
  mid.x += nx * (th / 2.0 + 8);
  mid.y += ny * (th / 2.0 + 8);
  cairo_rectangle (cr, mid.x - tw / 2.0 - 4, mid.y - th / 2.0 - 1, tw + 8, th + 2);
  cairo_set_source_rgba (cr, ok ? 0.05 : 0.35, ok ? 0.30 : 0.35, ok ? 0.10 : 0.35, 0.92);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_move_to (cr, mid.x - tw / 2.0, mid.y - th / 2.0);
  pango_cairo_show_layout (cr, text);
  cairo_new_path (cr);
}

/* The picked stand's turn handle: a knob ahead of its front edge on a
 * stalk, with a curved arrow round it that says it turns. */
static void
paint_turn_handle (BnTableBoard        *self,
                   cairo_t             *cr,
                   const BnTableLayout *l)
{
  BnTablePoint h;
  BnTablePlace at;
  BnTableRect foot;
  BnTablePoint front;
  Pt a, b;

  if (!bn_table_board_get_turn_handle (self, &h))
    return;
  at = self->carrying ? self->carry_place : bn_battle_get_unit_place (self->battle, self->picked.index);
  foot = bn_battle_get_unit_footprint (self->battle, self->picked.index);
  front = bn_table_step (at.x, at.y, at.angle, foot.depth / 2);
  a = px (l, front.x, front.y);
  b = px (l, h.x, h.y);
  cairo_move_to (cr, a.x, a.y);
  cairo_line_to (cr, b.x, b.y);
  cairo_set_source_rgba (cr, 0.10, 0.10, 0.10, 0.85);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, b.x, b.y, TURN_HANDLE_RADIUS_PIXELS, 0, 2 * G_PI);
  if (self->turning)
    cairo_set_source_rgba (cr, 0.95, 0.75, 0.20, 1);
  else
    cairo_set_source_rgba (cr, 1, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.10, 0.10, 0.10, 0.9);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  /* The arrow round the knob. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, b.x, b.y, TURN_HANDLE_RADIUS_PIXELS + 5, -G_PI * 0.85, -G_PI * 0.15);
  cairo_set_line_width (cr, 1.6);
  cairo_stroke (cr);
  {
    double e = -G_PI * 0.15, r = TURN_HANDLE_RADIUS_PIXELS + 5;
    Pt tip = { b.x + r * cos (e), b.y + r * sin (e) };

    cairo_move_to (cr, tip.x - 4, tip.y - 3);
    cairo_line_to (cr, tip.x, tip.y);
    cairo_line_to (cr, tip.x - 5, tip.y + 2);
    cairo_stroke (cr);
  }
}

/* @words in a box whose top middle is at @at: dark green where the rules
 * allow what is shown, dark red where they refuse it. */
static void
paint_note (cairo_t     *cr,
            Pt           at,
            gboolean     above,
            const char  *words,
            gboolean     ok,
            PangoLayout *text,
            double       width)
{
  g_autofree char *first = g_utf8_strup (words, g_utf8_next_char (words) - words);
  g_autofree char *said = g_strconcat (first, g_utf8_next_char (words), NULL);
  int tw, th;
  double x;

  /* The rule as the engine words it, begun as a sentence. */
  pango_layout_set_text (text, said, -1);
  pango_layout_set_width (text, (int) (MIN (width - 16, 380) * PANGO_SCALE));
  pango_layout_set_wrap (text, PANGO_WRAP_WORD);
  pango_layout_get_pixel_size (text, &tw, &th);
  if (above)
    at.y -= th + 4;
  x = CLAMP (at.x - tw / 2.0, 6, MAX (6, width - tw - 6));
  cairo_rectangle (cr, x - 5, at.y - 2, tw + 10, th + 4);
  cairo_set_source_rgba (cr, ok ? 0.02 : 0.50, ok ? 0.30 : 0.05, ok ? 0.10 : 0.05, 0.92);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_move_to (cr, x, at.y);
  pango_cairo_show_layout (cr, text);
  cairo_new_path (cr);
  pango_layout_set_width (text, -1);
}

/* An arrow from @a to @b, dashed when it is only planned. */
static void
paint_charge_arrow (cairo_t *cr,
                    Pt       a,
                    Pt       b,
                    gboolean dashed)
{
  double angle = atan2 (b.y - a.y, b.x - a.x);
  static const double dash[] = { 6, 4 };

  cairo_set_source_rgba (cr, 0.75, 0.05, 0.05, 0.95);
  cairo_set_line_width (cr, 2.5);
  cairo_set_dash (cr, dash, dashed ? 2 : 0, 0);
  cairo_move_to (cr, a.x, a.y);
  cairo_line_to (cr, b.x, b.y);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_move_to (cr, b.x, b.y);
  cairo_line_to (cr, b.x - 11 * cos (angle - 0.4), b.y - 11 * sin (angle - 0.4));
  cairo_line_to (cr, b.x - 11 * cos (angle + 0.4), b.y - 11 * sin (angle + 0.4));
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* The charges planned by a drop on an enemy in the Movement step: a
 * dashed arrow from each unit to its enemy. */
static void
paint_plans (BnTableBoard        *self,
             cairo_t             *cr,
             const BnTableLayout *l)
{
  for (guint i = 0; i < self->plans->len; i++)
    {
      const BnTablePlan *plan = &g_array_index (self->plans, BnTablePlan, i);
      BnTablePlace a, b;

      if (plan->turn != bn_battle_get_turn (self->battle) ||
          bn_battle_get_unit (self->battle, plan->unit)->figures == 0 ||
          bn_battle_get_unit (self->battle, plan->target)->figures == 0)
        continue;
      a = bn_battle_get_unit_place (self->battle, plan->unit);
      b = bn_battle_get_unit_place (self->battle, plan->target);
      paint_charge_arrow (cr, px (l, a.x, a.y), lerp (px (l, a.x, a.y), px (l, b.x, b.y), 0.8), TRUE);
    }
}

/* The move the pointer or the cursor means: the piece's outline where it
 * would stand, and the ruler to it; else, a piece picked, a plain tape from
 * it to the pointer. */
static void
paint_intent (BnTableBoard        *self,
              cairo_t             *cr,
              const BnTableLayout *l,
              PangoLayout         *text)
{
  int index = self->cursor_move >= 0 ? self->cursor_move : self->hover_move;
  BnTablePlace from;

  if (self->carrying)
    {
      /* A unit carried: its outline where the pointer leads it, green
       * where the rules allow it, red where they do not, and the ruler. */
      BnTableRect now = bn_battle_get_unit_footprint (self->battle, self->carried);
      BnTableRect ghost = bn_table_rect_at (self->carry_place, now.width, now.depth);
      BnTablePlace at = bn_battle_get_unit_place (self->battle, self->carried);
      Pt c[4];

      corners_of (l, &ghost, 0, c);
      quad_path (cr, c[0], c[1], c[2], c[3]);
      if (self->carry_legal)
        cairo_set_source_rgba (cr, 0.25, 0.85, 0.35, 0.45);
      else
        cairo_set_source_rgba (cr, 0.90, 0.20, 0.15, 0.40);
      cairo_fill_preserve (cr);
      cairo_move_to (cr, c[0].x, c[0].y);
      cairo_line_to (cr, c[1].x, c[1].y);
      if (self->carry_legal)
        cairo_set_source_rgba (cr, 0.02, 0.35, 0.10, 1);
      else
        cairo_set_source_rgba (cr, 0.55, 0.05, 0.05, 1);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      paint_ruler (cr, l, (BnTablePoint) { at.x, at.y }, (BnTablePoint) { self->carry_place.x, self->carry_place.y },
                   self->carry_legal, text);
      if (self->carry_charges && self->carry_legal)
        {
          BnTablePlace t = bn_battle_get_unit_place (self->battle, self->carry_target);

          paint_charge_arrow (cr, px (l, self->carry_place.x, self->carry_place.y), px (l, t.x, t.y), TRUE);
        }
      /* What the drop would do, or the rule that refuses it: beyond the
       * outline, away from the ruler. */
      if (self->carry_why != NULL && *self->carry_why != '\0')
        {
          Pt there = px (l, ghost.x, ghost.y), here = px (l, at.x, at.y);
          double r = MAX (ghost.width, ghost.depth) / 2 * l->scale + 8;
          gboolean above = there.y <= here.y;

          there.y += above ? -r : r;
          paint_note (cr, there, above, self->carry_why, self->carry_legal, text,
                      gtk_widget_get_width (GTK_WIDGET (self)));
        }
      return;
    }
  if (self->picked.kind == BN_TABLE_PIECE_NONE || self->place_picked)
    return;
  from = bn_table_piece_place (self->battle, self->picked);
  if (index >= 0 && (guint) index < self->read->len)
    {
      const BnTableOffer *m = &g_array_index (self->read, BnTableOffer, index);
      BnTableRect now = bn_table_piece_footprint (self->battle, self->picked);
      BnTableRect ghost = bn_table_rect_at (m->to, now.width, now.depth);

      if (self->picked.kind == BN_TABLE_PIECE_COMMANDER)
        {
          Pt at = px (l, ghost.x, ghost.y);

          cairo_new_sub_path (cr);
          cairo_arc (cr, at.x, at.y, MAX (7.0, MIN (ghost.width, ghost.depth) / 2 * l->scale), 0, 2 * G_PI);
        }
      else
        {
          Pt c[4];

          corners_of (l, &ghost, 0, c);
          quad_path (cr, c[0], c[1], c[2], c[3]);
          cairo_move_to (cr, c[0].x, c[0].y);
          cairo_line_to (cr, c[1].x, c[1].y);
        }
      cairo_set_source_rgba (cr, 0.25, 0.85, 0.35, 0.45);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.02, 0.35, 0.10, 1);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      if (self->picked.kind == BN_TABLE_PIECE_UNIT)
        {
          /* Its stands, as they would stand there. */
          guint n = bn_battle_get_unit_stands (self->battle, self->picked.index);
          Pt c[4];

          corners_of (l, &ghost, 0, c);
          for (guint k = 1; k < n; k++)
            {
              Pt a = lerp (c[0], c[1], (double) k / n), b = lerp (c[3], c[2], (double) k / n);

              cairo_move_to (cr, a.x, a.y);
              cairo_line_to (cr, b.x, b.y);
            }
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
        }
      paint_ruler (cr, l, (BnTablePoint) { from.x, from.y }, (BnTablePoint) { m->to.x, m->to.y }, TRUE, text);
    }
  else if (self->pointer_in && bn_table_offers_reach ((const BnTableOffer *) (void *) self->read->data, self->read->len,
                                                     (const gboolean *) (void *) self->offered->data,
                                                     self->picked) > 0)
    paint_ruler (cr, l, (BnTablePoint) { from.x, from.y }, self->pointer, FALSE, text);
}

static BnTablePlace *
seen_place (BnTableBoard *self,
            BnTablePiece  piece)
{
  return piece.kind == BN_TABLE_PIECE_UNIT ? &self->seen_units[piece.index] : &self->seen_commanders[piece.index];
}

/* Notes what the last action moved: one action on from the battle last
 * seen, the pieces whose place changed; any other change (a step back, a
 * jump, another battle) leaves no trail. */
static void
follow_moves (BnTableBoard *self)
{
  guint n_actions = bn_battle_get_n_actions (self->battle);

  if (n_actions == self->seen_actions && self->seen_battle != NULL)
    return;
  g_array_set_size (self->trails, 0);
  memset (&self->last, 0, sizeof self->last);
  if (self->seen_battle != NULL && n_actions == self->seen_actions + 1)
    {
      /* Read on the battle as it is now: only its pieces are wanted. */
      const BnBattleAction *action = bn_battle_get_action (self->battle, n_actions - 1);

      if (action->type == BN_ACTION_BATTLE || action->type == BN_ACTION_ATTACK_COMMANDER)
        {
          self->last.actor = (BnTablePiece) { BN_TABLE_PIECE_UNIT, action->a };
          self->last.target = (BnTablePiece) { action->type == BN_ACTION_BATTLE ? BN_TABLE_PIECE_UNIT
                                                                                 : BN_TABLE_PIECE_COMMANDER,
                                               action->b };
        }
    }
  for (guint pass = 0; pass < 2; pass++)
    {
      guint n = pass == 0 ? bn_battle_get_n_units (self->battle) : bn_battle_get_n_commanders (self->battle);

      for (guint i = 0; i < n; i++)
        {
          BnTablePiece piece = { pass == 0 ? BN_TABLE_PIECE_UNIT : BN_TABLE_PIECE_COMMANDER, (guint8) i };
          BnTablePlace now = bn_table_piece_place (self->battle, piece), *then = seen_place (self, piece);

          if (self->seen_battle != NULL && n_actions == self->seen_actions + 1 &&
              bn_table_piece_present (self->battle, piece) && (now.x != then->x || now.y != then->y))
            {
              BnTableTrail trail = { piece, *then };

              g_array_append_val (self->trails, trail);
            }
          *then = now;
        }
    }
  self->seen_battle = self->battle;
  self->seen_actions = n_actions;
}

/* Where each piece the last action moved stood, faint (under the pieces),
 * and the ruler from there (@rulers, over them): how far it went. */
static void
paint_trails (BnTableBoard        *self,
              cairo_t             *cr,
              const BnTableLayout *l,
              PangoLayout         *text,
              gboolean             rulers)
{
  if (self->picked.kind != BN_TABLE_PIECE_NONE)
    return;
  for (guint i = 0; i < self->trails->len; i++)
    {
      const BnTableTrail *trail = &g_array_index (self->trails, BnTableTrail, i);
      BnTableRect now = bn_table_piece_footprint (self->battle, trail->piece);
      BnTableRect then = bn_table_rect_at (trail->from, now.width, now.depth);
      double dashes[] = { 4, 3 };
      Pt c[4];

      if (!rulers && trail->piece.kind == BN_TABLE_PIECE_UNIT)
        {
          corners_of (l, &then, 0, c);
          quad_path (cr, c[0], c[1], c[2], c[3]);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
          cairo_fill_preserve (cr);
          cairo_save (cr);
          cairo_set_dash (cr, dashes, 2, 0);
          cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.7);
          cairo_set_line_width (cr, 1.2);
          cairo_stroke (cr);
          cairo_restore (cr);
        }
      if (rulers && trail->piece.kind == BN_TABLE_PIECE_UNIT)
        paint_ruler (cr, l, (BnTablePoint) { trail->from.x, trail->from.y }, (BnTablePoint) { now.x, now.y }, TRUE,
                     text);
    }
  /* The last attack: an arrow from the attacker to the one it struck. */
  if (rulers && self->last.actor.kind == BN_TABLE_PIECE_UNIT && self->last.target.kind != BN_TABLE_PIECE_NONE &&
      self->last.actor.index < bn_battle_get_n_units (self->battle) &&
      (self->last.target.kind == BN_TABLE_PIECE_UNIT ? self->last.target.index < bn_battle_get_n_units (self->battle)
                                                     : self->last.target.index < bn_battle_get_n_commanders (self->battle)))
    {
      BnTablePlace from = bn_table_piece_place (self->battle, self->last.actor);
      BnTablePlace to = bn_table_piece_place (self->battle, self->last.target);
      Pt a = px (l, from.x, from.y), b = px (l, to.x, to.y);
      double d = hypot (b.x - a.x, b.y - a.y), ux, uy;

      if (d > 12)
        {
          ux = (b.x - a.x) / d;
          uy = (b.y - a.y) / d;
          b.x -= ux * 6;
          b.y -= uy * 6;
          cairo_move_to (cr, a.x, a.y);
          cairo_line_to (cr, b.x, b.y);
          cairo_set_source_rgba (cr, 0.80, 0.10, 0.10, 0.9);
          cairo_set_line_width (cr, 2.5);
          cairo_stroke (cr);
          cairo_move_to (cr, b.x + ux * 6, b.y + uy * 6);
          cairo_line_to (cr, b.x - ux * 6 - uy * 5, b.y - uy * 6 + ux * 5);
          cairo_line_to (cr, b.x - ux * 6 + uy * 5, b.y - uy * 6 - ux * 5);
          cairo_close_path (cr);
          cairo_fill (cr);
        }
    }
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

  follow_moves (self);
  paint_table (self, cr, &l, small);
  paint_zones (self, cr, &l);
  paint_trails (self, cr, &l, label, FALSE);
  paint_reach (self, cr, &l);
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
  paint_trails (self, cr, &l, label, TRUE);
  paint_marks (self, cr, &l);
  paint_plans (self, cr, &l);
  paint_intent (self, cr, &l, label);
  paint_turn_handle (self, cr, &l);

  g_object_unref (small);
  g_object_unref (label);
  cairo_destroy (cr);
}
