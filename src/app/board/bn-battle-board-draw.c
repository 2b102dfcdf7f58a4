/* bn-battle-board-draw.c — the board's drawing: the terrain (rasterised
 * once and reused while the scenario, size and view stay) and the marks
 * of the legal actions, drawn afresh each frame over the counters
 * (bn-battle-board-counters.c). */
#include "bn-battle-board-private.h"
#include "bn-battle-asked.h"
#include "bn-battle-words.h"

typedef enum
{
  SYMBOL_NONE,
  SYMBOL_TREES,
  SYMBOL_ORCHARD,
  SYMBOL_CONTOURS,
  SYMBOL_HOUSE,
  SYMBOL_WAVES,
  SYMBOL_FORD,
  SYMBOL_TUFTS,
  SYMBOL_HOLLOW,
  SYMBOL_RUBBLE,
  SYMBOL_FURROWS,
  SYMBOL_STONES,
  SYMBOL_FENCE,
  SYMBOL_EARTHWORK,
  SYMBOL_PALISADE,
  SYMBOL_WALL,
  SYMBOL_RIPPLES,
  SYMBOL_BRIDGE,
  SYMBOL_LANDMARK,
  SYMBOL_UNKNOWN,
} TerrainSymbol;

/* How each terrain looks; an unknown one is open ground with a "?". */
static const struct
{
  const char *id;
  float rgb[3];
  TerrainSymbol symbol;
} terrain_looks[] = {
  { "open", { 0.80f, 0.86f, 0.64f }, SYMBOL_NONE },
  { "wood", { 0.45f, 0.63f, 0.38f }, SYMBOL_TREES },
  { "orchard", { 0.62f, 0.76f, 0.46f }, SYMBOL_ORCHARD },
  { "hill", { 0.80f, 0.70f, 0.50f }, SYMBOL_CONTOURS },
  { "building", { 0.74f, 0.70f, 0.66f }, SYMBOL_HOUSE },
  { "river", { 0.50f, 0.70f, 0.88f }, SYMBOL_WAVES },
  { "ford", { 0.66f, 0.80f, 0.88f }, SYMBOL_FORD },
  { "marsh", { 0.60f, 0.70f, 0.62f }, SYMBOL_TUFTS },
  { "depression", { 0.74f, 0.78f, 0.60f }, SYMBOL_HOLLOW },
  { "debris", { 0.70f, 0.69f, 0.64f }, SYMBOL_RUBBLE },
  { "field", { 0.90f, 0.85f, 0.55f }, SYMBOL_FURROWS },
  { "rough", { 0.72f, 0.70f, 0.57f }, SYMBOL_STONES },
  { "fence", { 0.80f, 0.84f, 0.62f }, SYMBOL_FENCE },
  { "fieldwork", { 0.76f, 0.68f, 0.52f }, SYMBOL_EARTHWORK },
  { "palisade", { 0.72f, 0.64f, 0.50f }, SYMBOL_PALISADE },
  { "wall", { 0.68f, 0.68f, 0.70f }, SYMBOL_WALL },
  { "lake", { 0.36f, 0.55f, 0.80f }, SYMBOL_RIPPLES },
  { "bridge", { 0.50f, 0.70f, 0.88f }, SYMBOL_BRIDGE },
  { "landmark", { 0.80f, 0.86f, 0.64f }, SYMBOL_LANDMARK },
};


static guint
look_of (const BnTerrainProfile *profile)
{
  for (guint i = 0; profile != NULL && i < G_N_ELEMENTS (terrain_looks); i++)
    if (g_strcmp0 (profile->id, terrain_looks[i].id) == 0)
      return i;
  return G_MAXUINT;
}

const BnTerrainProfile *
bn_battle_board_terrain_profile (const BnBattle *battle,
                 guint           terrain)
{
  const BnBattleRules *rules = bn_battle_get_rules (battle);

  return terrain < bn_battle_rules_get_n_terrains (rules) ? bn_battle_rules_get_terrain (rules, terrain) : NULL;
}
/* ---- terrain ---- */

static void
paint_symbol (cairo_t       *cr,
              TerrainSymbol  symbol,
              double         x,
              double         y,
              double         s)
{
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, MAX (1.0, s * 0.06));
  switch (symbol)
    {
    case SYMBOL_NONE:
      break;
    case SYMBOL_TREES:
      for (int i = 0; i < 3; i++)
        {
          double tx = x + (i - 1) * s * 0.38, ty = y + (i == 1 ? -s * 0.18 : s * 0.12);

          cairo_set_source_rgb (cr, 0.36, 0.25, 0.14);
          cairo_move_to (cr, tx, ty + s * 0.12);
          cairo_line_to (cr, tx, ty + s * 0.3);
          cairo_stroke (cr);
          cairo_set_source_rgb (cr, 0.16, 0.38, 0.16);
          cairo_arc (cr, tx, ty, s * 0.2, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      break;
    case SYMBOL_ORCHARD:
      cairo_set_source_rgb (cr, 0.25, 0.48, 0.20);
      for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
          {
            cairo_arc (cr, x + (i - 0.5) * s * 0.55, y + (j - 0.5) * s * 0.55, s * 0.13, 0, 2 * G_PI);
            cairo_fill (cr);
          }
      break;
    case SYMBOL_CONTOURS:
      cairo_set_source_rgb (cr, 0.55, 0.40, 0.22);
      for (int i = 1; i <= 2; i++)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y + s * 0.25, s * 0.28 * i, G_PI * 1.1, G_PI * 1.9);
          cairo_stroke (cr);
        }
      break;
    case SYMBOL_HOUSE:
      cairo_set_source_rgb (cr, 0.45, 0.30, 0.25);
      cairo_rectangle (cr, x - s * 0.25, y - s * 0.05, s * 0.5, s * 0.35);
      cairo_fill (cr);
      cairo_move_to (cr, x - s * 0.35, y - s * 0.05);
      cairo_line_to (cr, x, y - s * 0.35);
      cairo_line_to (cr, x + s * 0.35, y - s * 0.05);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;
    case SYMBOL_WAVES:
    case SYMBOL_FORD:
    case SYMBOL_RIPPLES:
      cairo_set_source_rgb (cr, 0.12, 0.32, 0.62);
      for (int i = -1; i <= 1; i += 2)
        {
          double wy = y + i * s * 0.2;

          cairo_move_to (cr, x - s * 0.6, wy);
          cairo_curve_to (cr, x - s * 0.3, wy - s * 0.18, x - s * 0.1, wy + s * 0.18, x + s * 0.15, wy);
          cairo_curve_to (cr, x + s * 0.3, wy - s * 0.12, x + s * 0.45, wy + s * 0.1, x + s * 0.6, wy);
          cairo_stroke (cr);
        }
      if (symbol == SYMBOL_FORD)
        {
          /* Stepping stones across. */
          cairo_set_source_rgb (cr, 0.50, 0.45, 0.38);
          for (int i = -1; i <= 1; i++)
            {
              cairo_arc (cr, x + i * s * 0.05, y + i * s * 0.4, s * 0.1, 0, 2 * G_PI);
              cairo_fill (cr);
            }
        }
      break;
    case SYMBOL_TUFTS:
      cairo_set_source_rgb (cr, 0.20, 0.40, 0.30);
      for (int i = -1; i <= 1; i++)
        {
          double tx = x + i * s * 0.35, ty = y + (i == 0 ? -s * 0.15 : s * 0.15);

          for (int k = -1; k <= 1; k++)
            {
              cairo_move_to (cr, tx, ty);
              cairo_line_to (cr, tx + k * s * 0.08, ty - s * 0.2);
            }
          cairo_move_to (cr, tx - s * 0.15, ty);
          cairo_line_to (cr, tx + s * 0.15, ty);
          cairo_stroke (cr);
        }
      break;
    case SYMBOL_HOLLOW:
      {
        double dashes[] = { s * 0.1, s * 0.08 };

        cairo_set_source_rgb (cr, 0.45, 0.42, 0.30);
        cairo_set_dash (cr, dashes, 2, 0);
        cairo_arc (cr, x, y - s * 0.2, s * 0.45, G_PI * 0.15, G_PI * 0.85);
        cairo_stroke (cr);
      }
      break;
    case SYMBOL_RUBBLE:
      cairo_set_source_rgb (cr, 0.42, 0.40, 0.38);
      for (int i = 0; i < 5; i++)
        {
          double a = i * 2.4;

          cairo_rectangle (cr, x + cos (a) * s * 0.35 - s * 0.07, y + sin (a) * s * 0.3 - s * 0.07, s * 0.14, s * 0.14);
          cairo_fill (cr);
        }
      break;
    case SYMBOL_FURROWS:
      cairo_set_source_rgb (cr, 0.62, 0.52, 0.22);
      for (int i = -2; i <= 2; i++)
        {
          cairo_move_to (cr, x + i * s * 0.2 - s * 0.2, y + s * 0.35);
          cairo_line_to (cr, x + i * s * 0.2 + s * 0.2, y - s * 0.35);
        }
      cairo_stroke (cr);
      break;
    case SYMBOL_STONES:
      cairo_set_source_rgb (cr, 0.45, 0.42, 0.34);
      for (int i = 0; i < 4; i++)
        {
          double sx = x + cos (i * 1.7) * s * 0.35, sy = y + sin (i * 1.7) * s * 0.3;

          cairo_move_to (cr, sx - s * 0.1, sy + s * 0.07);
          cairo_line_to (cr, sx, sy - s * 0.1);
          cairo_line_to (cr, sx + s * 0.1, sy + s * 0.07);
          cairo_close_path (cr);
          cairo_fill (cr);
        }
      break;
    case SYMBOL_FENCE:
      cairo_set_source_rgb (cr, 0.45, 0.32, 0.18);
      cairo_move_to (cr, x - s * 0.55, y);
      cairo_line_to (cr, x + s * 0.55, y);
      for (int i = -2; i <= 2; i++)
        {
          cairo_move_to (cr, x + i * s * 0.25, y - s * 0.15);
          cairo_line_to (cr, x + i * s * 0.25, y + s * 0.15);
        }
      cairo_stroke (cr);
      break;
    case SYMBOL_EARTHWORK:
      cairo_set_source_rgb (cr, 0.42, 0.30, 0.18);
      cairo_move_to (cr, x - s * 0.6, y + s * 0.1);
      for (int i = 0; i < 6; i++)
        cairo_line_to (cr, x - s * 0.6 + (i + 1) * s * 0.2, y + ((i & 1) ? s * 0.1 : -s * 0.12));
      cairo_stroke (cr);
      break;
    case SYMBOL_PALISADE:
      cairo_set_source_rgb (cr, 0.38, 0.26, 0.14);
      for (int i = -2; i <= 2; i++)
        {
          double px = x + i * s * 0.22;

          cairo_move_to (cr, px - s * 0.08, y + s * 0.2);
          cairo_line_to (cr, px - s * 0.08, y - s * 0.1);
          cairo_line_to (cr, px, y - s * 0.25);
          cairo_line_to (cr, px + s * 0.08, y - s * 0.1);
          cairo_line_to (cr, px + s * 0.08, y + s * 0.2);
          cairo_close_path (cr);
          cairo_fill (cr);
        }
      break;
    case SYMBOL_WALL:
      cairo_set_source_rgb (cr, 0.35, 0.35, 0.38);
      cairo_rectangle (cr, x - s * 0.55, y - s * 0.05, s * 1.1, s * 0.2);
      cairo_fill (cr);
      for (int i = -2; i <= 2; i++)
        cairo_rectangle (cr, x + i * s * 0.22 - s * 0.06, y - s * 0.17, s * 0.12, s * 0.12);
      cairo_fill (cr);
      break;
    case SYMBOL_BRIDGE:
      /* Planks across the water, with a rail on each side. */
      cairo_set_source_rgb (cr, 0.55, 0.38, 0.22);
      cairo_rectangle (cr, x - s * 0.55, y - s * 0.2, s * 1.1, s * 0.4);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.33, 0.22, 0.12);
      for (int i = -1; i <= 1; i += 2)
        {
          cairo_move_to (cr, x - s * 0.6, y + i * s * 0.24);
          cairo_line_to (cr, x + s * 0.6, y + i * s * 0.24);
          cairo_stroke (cr);
        }
      break;
    case SYMBOL_LANDMARK:
      /* A chapel: walls, a roof and a cross. */
      cairo_set_source_rgb (cr, 0.55, 0.52, 0.48);
      cairo_rectangle (cr, x - s * 0.2, y - s * 0.05, s * 0.4, s * 0.35);
      cairo_fill (cr);
      cairo_move_to (cr, x - s * 0.28, y - s * 0.05);
      cairo_line_to (cr, x, y - s * 0.3);
      cairo_line_to (cr, x + s * 0.28, y - s * 0.05);
      cairo_close_path (cr);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.25, 0.22, 0.20);
      cairo_move_to (cr, x, y - s * 0.3);
      cairo_line_to (cr, x, y - s * 0.52);
      cairo_move_to (cr, x - s * 0.09, y - s * 0.44);
      cairo_line_to (cr, x + s * 0.09, y - s * 0.44);
      cairo_stroke (cr);
      break;
    case SYMBOL_UNKNOWN:
    default:
      cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
      cairo_arc (cr, x, y, s * 0.15, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    }
  cairo_restore (cr);
}

/**
 * bn_battle_board_paint_terrain:
 * @terrain: (nullable): the terrain; %NULL draws open ground
 *
 * Paints a hex of @terrain centred on (@x, @y), as the board does: for a
 * legend beside it.
 */
void
bn_battle_board_paint_terrain (cairo_t                *cr,
                               const BnTerrainProfile *terrain,
                               double                  x,
                               double                  y,
                               double                  size)
{
  guint look = look_of (terrain);

  bn_battle_board_hex_path (cr, x, y, size);
  if (look == G_MAXUINT)
    cairo_set_source_rgb (cr, terrain_looks[0].rgb[0], terrain_looks[0].rgb[1], terrain_looks[0].rgb[2]);
  else
    cairo_set_source_rgb (cr, terrain_looks[look].rgb[0], terrain_looks[look].rgb[1], terrain_looks[look].rgb[2]);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  paint_symbol (cr, look == G_MAXUINT ? SYMBOL_UNKNOWN : terrain_looks[look].symbol, x, y, size * 0.7);
}

/* The terrain, zones, baselines and objectives: everything the scenario fixes. */
static void
paint_field (BnBattleBoard *self,
             cairo_t       *cr,
             const Layout  *l)
{
  const BnScenario *sc = bn_battle_get_scenario (self->battle);
  static const double zone_rgb[2][3] = { { 0.93, 0.85, 0.55 }, { 0.35, 0.37, 0.45 } };
  PangoLayout *text = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");

  /* Each kind of hex (terrain and zone) is drawn once, into a sprite, and
   * the sprite stamped on every hex of that kind that can be seen. */
  cairo_surface_t *sprites[BN_BATTLE_MAX_TERRAINS][3] = { { NULL } };
  double clip_x1, clip_y1, clip_x2, clip_y2, sx, sy;
  int half = (int) ceil (l->size) + 2;

  cairo_clip_extents (cr, &clip_x1, &clip_y1, &clip_x2, &clip_y2);
  sx = sy = 1;
  cairo_surface_get_device_scale (cairo_get_target (cr), &sx, &sy);
  {
    /* The texture is drawn with cairo_scale (): that is the scale to draw sprites at. */
    cairo_matrix_t m;

    cairo_get_matrix (cr, &m);
    sx = m.xx;
  }
  for (guint row = 0; row < sc->height; row++)
    for (guint col = 0; col < sc->width; col++)
      {
        graphene_point_t c = bn_battle_board_centre (l, bn_hex_from_offset ((int) col, (int) row));
        guint zone = sc->zone[row * sc->width + col];
        guint terrain = sc->terrain[row * sc->width + col];
        cairo_surface_t *sprite;
        double x0, y0;

        if (c.x + half < clip_x1 || c.x - half > clip_x2 || c.y + half < clip_y1 || c.y - half > clip_y2)
          continue;
        if (terrain >= BN_BATTLE_MAX_TERRAINS)
          terrain = 0;
        zone = zone <= 2 ? zone : 0;
        sprite = sprites[terrain][zone];
        if (sprite == NULL)
          {
            cairo_t *scr;

            sprite = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (2 * half * sx), (int) ceil (2 * half * sx));
            cairo_surface_set_device_scale (sprite, sx, sx);
            scr = cairo_create (sprite);
            bn_battle_board_paint_terrain (scr, bn_battle_board_terrain_profile (self->battle, terrain), half, half, l->size);
            if (zone == 1 || zone == 2)
              {
                /* A deployment zone: an inner rim in its side's colour. */
                bn_battle_board_hex_path (scr, half, half, l->size * 0.88);
                cairo_set_source_rgba (scr, zone_rgb[zone - 1][0], zone_rgb[zone - 1][1], zone_rgb[zone - 1][2], 0.55);
                cairo_set_line_width (scr, MAX (1.5, l->size * 0.05));
                cairo_stroke (scr);
              }
            cairo_destroy (scr);
            sprites[terrain][zone] = sprite;
          }
        /* Whole device pixels, so that the stamp is not resampled. */
        x0 = floor ((c.x - half) * sx + 0.5) / sx;
        y0 = floor ((c.y - half) * sx + 0.5) / sx;
        cairo_set_source_surface (cr, sprite, x0, y0);
        cairo_rectangle (cr, x0, y0, 2 * half, 2 * half);
        cairo_fill (cr);
      }
  for (guint t = 0; t < BN_BATTLE_MAX_TERRAINS; t++)
    for (guint z = 0; z < 3; z++)
      g_clear_pointer (&sprites[t][z], cairo_surface_destroy);

  /* Baselines: a bar along the edge each side retreats towards. */
  for (guint side = 0; side < 2; side++)
    {
      double y = sc->baseline[side] == BN_EDGE_NORTH ? l->y0 - l->size * SQRT3 / 2 - l->size * 0.12
                                                      : l->y0 + (sc->height - 0.5 + 0.5) * SQRT3 * l->size + l->size * 0.12;

      double x = l->x0 - l->size, bw = l->size * (1.5 * sc->width + 0.5);

      if (l->flip)
        {
          x = l->w - x - bw;
          y = l->h - y;
        }
      cairo_rectangle (cr, x, y - l->size * 0.06, bw, l->size * 0.12);
      cairo_set_source_rgba (cr, zone_rgb[side][0] * 0.8, zone_rgb[side][1] * 0.8, zone_rgb[side][2] * 0.8, 1);
      cairo_fill (cr);
    }

  pango_font_description_set_absolute_size (font, MAX (6.0, l->size * 0.42) * PANGO_SCALE);
  pango_layout_set_font_description (text, font);
  for (guint i = 0; i < sc->n_objectives; i++)
    {
      graphene_point_t c = bn_battle_board_centre (l, bn_hex_from_offset (sc->objectives[i].col, sc->objectives[i].row));
      g_autofree char *vp = g_strdup_printf ("%u", sc->objectives[i].victory_points);
      double r = l->size * 0.42;
      int tw, th;

      /* A gold star with its victory points. */
      for (int k = 0; k < 10; k++)
        {
          double a = -G_PI / 2 + k * G_PI / 5, rr = (k & 1) ? r * 0.5 : r;

          if (k == 0)
            cairo_move_to (cr, c.x + rr * cos (a), c.y + l->size * 0.35 + rr * sin (a));
          else
            cairo_line_to (cr, c.x + rr * cos (a), c.y + l->size * 0.35 + rr * sin (a));
        }
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.96, 0.78, 0.18);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.45, 0.32, 0.05);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      pango_layout_set_text (text, vp, -1);
      pango_layout_get_pixel_size (text, &tw, &th);
      cairo_move_to (cr, c.x - tw / 2.0, c.y + l->size * 0.37 - th / 2.0);
      cairo_set_source_rgb (cr, 0.25, 0.15, 0.0);
      pango_cairo_show_layout (cr, text);
    }
  pango_font_description_free (font);
  g_object_unref (text);
}

/* ---- marks ---- */

/* @over: the marks drawn over the counters (targets, fronts), or those
 * under them (who may act, where it may go, what was picked). */
static void
paint_marks (BnBattleBoard *self,
             GtkSnapshot   *snapshot,
             const Layout  *l,
             gboolean       over)
{
  for (guint i = 0; i < self->marks->len; i++)
    {
      const BnBoardMark *mark = &g_array_index (self->marks, BnBoardMark, i);
      graphene_point_t c = bn_battle_board_centre (l, mark->hex);

      if (over != (mark->kind == BN_BOARD_MARK_TARGET || mark->kind == BN_BOARD_MARK_FACE ||
                   mark->kind == BN_BOARD_MARK_AID))
        continue;
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (c.x - 1.3f * (float) l->size,
                                                                                          c.y - 1.3f * (float) l->size,
                                                                                          2.6f * (float) l->size,
                                                                                          2.6f * (float) l->size));

      switch (mark->kind)
        {
        case BN_BOARD_MARK_SELECT:
          bn_battle_board_hex_path (cr, c.x, c.y, l->size * 0.93);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
          cairo_set_line_width (cr, MAX (2.0, l->size * 0.09));
          cairo_stroke (cr);
          break;
        case BN_BOARD_MARK_MOVE:
          bn_battle_board_hex_path (cr, c.x, c.y, l->size * 0.9);
          cairo_set_source_rgba (cr, 0.25, 0.85, 0.35, 0.35);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0.05, 0.55, 0.15, 0.9);
          cairo_set_line_width (cr, MAX (1.5, l->size * 0.05));
          cairo_stroke (cr);
          break;
        case BN_BOARD_MARK_TARGET:
          {
            double r = l->size * 0.72;

            cairo_set_source_rgba (cr, 0.90, 0.10, 0.10, 0.95);
            cairo_set_line_width (cr, MAX (2.0, l->size * 0.08));
            cairo_new_sub_path (cr);
            cairo_arc (cr, c.x, c.y, r, 0, 2 * G_PI);
            for (int k = 0; k < 4; k++)
              {
                double a = k * G_PI / 2;

                cairo_move_to (cr, c.x + r * 0.75 * cos (a), c.y + r * 0.75 * sin (a));
                cairo_line_to (cr, c.x + r * 1.2 * cos (a), c.y + r * 1.2 * sin (a));
              }
            cairo_stroke (cr);
          }
          break;
        case BN_BOARD_MARK_FACE:
          {
            double a = bn_battle_board_side_angle (l, mark->direction);
            double tipx = c.x + l->size * 1.05 * cos (a), tipy = c.y + l->size * 1.05 * sin (a);

            cairo_move_to (cr, tipx, tipy);
            cairo_line_to (cr, c.x + l->size * 0.78 * cos (a - 0.3), c.y + l->size * 0.78 * sin (a - 0.3));
            cairo_line_to (cr, c.x + l->size * 0.78 * cos (a + 0.3), c.y + l->size * 0.78 * sin (a + 0.3));
            cairo_close_path (cr);
            cairo_set_source_rgba (cr, 0.10, 0.45, 0.95, 0.9);
            cairo_fill_preserve (cr);
            cairo_set_source_rgb (cr, 1, 1, 1);
            cairo_set_line_width (cr, 1);
            cairo_stroke (cr);
          }
          break;
        case BN_BOARD_MARK_AID:
          {
            /* A dashed blue ring: his own, whom a retainer may help; not an enemy's red. */
            double dashes[] = { MAX (3.0, l->size * 0.18), MAX (2.0, l->size * 0.1) };

            cairo_arc (cr, c.x, c.y, l->size * 0.7, 0, 2 * G_PI);
            cairo_set_dash (cr, dashes, 2, 0);
            cairo_set_source_rgba (cr, 0.15, 0.45, 0.95, 0.95);
            cairo_set_line_width (cr, MAX (2.0, l->size * 0.07));
            cairo_stroke (cr);
          }
          break;
        case BN_BOARD_MARK_CHOSEN:
        default:
          bn_battle_board_hex_path (cr, c.x, c.y, l->size * 0.97);
          cairo_set_source_rgba (cr, 1.0, 0.85, 0.1, 1);
          cairo_set_line_width (cr, MAX (2.5, l->size * 0.12));
          cairo_stroke (cr);
          break;
        }
      cairo_destroy (cr);
    }
}

/* The attack the side to act must answer (a stand or a retreat): an
 * orange arrow from the attacker to the unit it attacks, the board's only
 * arrow between two hexes, so that with two enemies on a hex the one
 * attacking is plain. */
static void
paint_answered_strike (BnBattleBoard *self,
                       GtkSnapshot   *snapshot,
                       const Layout  *l)
{
  BnBattleStrike strike;
  graphene_point_t from, to;
  double dx, dy, length, ux, uy, head = l->size * 0.42, tipx, tipy, startx, starty;
  guint8 units[4];
  gboolean stacked;
  float left, top, right, bottom;
  cairo_t *cr;

  if (!bn_battle_get_answered_strike (self->battle, &strike) || strike.attacker >= bn_battle_get_n_units (self->battle))
    return;
  if (strike.at_commander ? strike.target >= bn_battle_get_n_commanders (self->battle)
                          : strike.target >= bn_battle_get_n_units (self->battle))
    return;
  from = bn_battle_board_centre (l, bn_battle_get_unit (self->battle, strike.attacker)->hex);
  stacked = bn_battle_units_at (self->battle, bn_battle_get_unit (self->battle, strike.attacker)->hex, units) > 1;
  to = bn_battle_board_centre (l, strike.at_commander ? bn_battle_get_commander (self->battle, strike.target)->hex
                                                      : bn_battle_get_unit (self->battle, strike.target)->hex);
  dx = to.x - from.x;
  dy = to.y - from.y;
  length = sqrt (dx * dx + dy * dy);
  if (length < 1)
    return;
  ux = dx / length;
  uy = dy / length;
  /* From the attacker's hex's rim to the target's counter: over no
   * counter of the attacker's hex, where another unit may stand (that
   * the attacker is the one, its own frame says). */
  startx = from.x + ux * l->size * (stacked ? 0.72 : 0.45);
  starty = from.y + uy * l->size * (stacked ? 0.72 : 0.45);
  tipx = to.x - ux * l->size * 0.5;
  tipy = to.y - uy * l->size * 0.5;
  left = (float) (MIN (from.x, to.x) - l->size);
  top = (float) (MIN (from.y, to.y) - l->size);
  right = (float) (MAX (from.x, to.x) + l->size);
  bottom = (float) (MAX (from.y, to.y) + l->size);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (left, top, right - left, bottom - top));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (stacked)
    {
      /* The attacker's counter framed in the arrow's orange. */
      double offset = units[0] == strike.attacker ? -l->size * 0.3 : l->size * 0.3;

      cairo_rectangle (cr, from.x - l->size * 0.5 - 2, from.y + offset - l->size * 0.25 - 2, l->size + 4, l->size * 0.5 + 4);
      cairo_set_source_rgba (cr, 0.98, 0.50, 0.05, 1);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
    }
  for (int pass = 0; pass < 2; pass++)
    {
      /* A dark outline first, then the orange: seen on any ground. */
      double width = MAX (3.0, l->size * 0.13) + (pass == 0 ? 3.0 : 0.0);

      cairo_move_to (cr, startx, starty);
      cairo_line_to (cr, tipx - ux * head * 0.8, tipy - uy * head * 0.8);
      cairo_set_line_width (cr, width);
      if (pass == 0)
        cairo_set_source_rgba (cr, 0.15, 0.08, 0.02, 0.9);
      else
        cairo_set_source_rgba (cr, 0.98, 0.50, 0.05, 1);
      cairo_stroke (cr);
      cairo_move_to (cr, tipx, tipy);
      cairo_line_to (cr, tipx - ux * head - uy * head * 0.6, tipy - uy * head + ux * head * 0.6);
      cairo_line_to (cr, tipx - ux * head + uy * head * 0.6, tipy - uy * head - ux * head * 0.6);
      cairo_close_path (cr);
      if (pass == 0)
        {
          cairo_set_line_width (cr, 3.0);
          cairo_stroke_preserve (cr);
        }
      cairo_fill (cr);
    }
  cairo_destroy (cr);
}

/* The field rasterised once into a texture, reused until the view changes
 * (a cairo node would replay every stroke at each frame). */
static GdkTexture *
paint_terrain_texture (BnBattleBoard *self,
                       const Layout  *l,
                       int            width,
                       int            height)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GBytes) bytes = NULL;

  cairo_scale (cr, scale, scale);
  paint_field (self, cr, l);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * height * scale,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  return gdk_memory_texture_new (width * scale, height * scale, GDK_MEMORY_DEFAULT, bytes,
                                 (gsize) cairo_image_surface_get_stride (surface));
}

void
bn_battle_board_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  BnBattleBoard *self = BN_BATTLE_BOARD (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, (float) w, (float) h);
  PangoLayout *text;
  PangoFontDescription *font;
  Layout l;

  if (self->battle == NULL || w <= 0 || h <= 0)
    return;
  bn_battle_board_clamp_pan (self);
  l = bn_battle_board_layout (self);
  if (l.size <= 2)
    return;

  gtk_snapshot_push_clip (snapshot, &bounds);
  {
    double key[7] = { w, h, self->view.zoom, self->view.pan_x, self->view.pan_y, gtk_widget_get_scale_factor (widget),
                      self->flipped };

    if (self->terrain == NULL || self->terrain_scenario != bn_battle_get_scenario (self->battle) ||
        memcmp (key, self->terrain_key, sizeof key) != 0)
      {
        g_clear_object (&self->terrain);
        self->terrain = paint_terrain_texture (self, &l, w, h);
        memcpy (self->terrain_key, key, sizeof key);
        self->terrain_scenario = bn_battle_get_scenario (self->battle);
      }
    gtk_snapshot_append_texture (snapshot, self->terrain, &bounds);
  }

  /* Each counter, mark and the cursor in a node of its own size: the
   * board's frame costs what is on it, not its area. */
  paint_marks (self, snapshot, &l, FALSE);
  text = gtk_widget_create_pango_layout (widget, NULL);
  font = pango_font_description_from_string ("Sans Bold");
  /* Never below 10 px: smaller, "B" and "R", "8" and "6" are one blur. */
  pango_font_description_set_absolute_size (font, MAX (10.0, l.size * 0.32) * PANGO_SCALE);
  pango_layout_set_font_description (text, font);
  for (guint i = 0; i < bn_battle_get_n_units (self->battle); i++)
    {
      const BnBattleUnit *unit = bn_battle_get_unit (self->battle, i);
      graphene_point_t c;
      guint8 units[4];
      guint n;
      double dy = 0;
      cairo_t *cr;

      if (unit->figures == 0)
        continue;
      n = bn_battle_units_at (self->battle, unit->hex, units);
      if (n > 1)
        dy = units[0] == i ? -l.size * 0.3 : l.size * 0.3;
      c = bn_battle_board_centre (&l, unit->hex);
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (c.x - (float) l.size, c.y - (float) l.size,
                                                                     2 * (float) l.size, 2 * (float) l.size));
      bn_battle_board_paint_unit (self, cr, &l, i, dy, text);
      cairo_destroy (cr);
    }
  paint_marks (self, snapshot, &l, TRUE);
  paint_answered_strike (self, snapshot, &l);
  /* Over the attack's arrow: a commander's badge is never hidden by it. */
  bn_battle_board_paint_commanders (self, snapshot, &l);
  bn_battle_board_paint_path (self, snapshot, &l);
  if (self->cursor_shown && gtk_widget_has_focus (widget))
    {
      graphene_point_t c = bn_battle_board_centre (&l, self->cursor);
      double dashes[] = { 4, 3 };
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (c.x - (float) l.size - 2,
                                                                              c.y - (float) l.size - 2,
                                                                              2 * (float) l.size + 4,
                                                                              2 * (float) l.size + 4));

      bn_battle_board_hex_path (cr, c.x, c.y, l.size * 0.98);
      cairo_set_dash (cr, dashes, 2, 0);
      cairo_set_source_rgb (cr, 0.05, 0.05, 0.05);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
      cairo_destroy (cr);
    }
  pango_font_description_free (font);
  g_object_unref (text);
  gtk_snapshot_pop (snapshot);
}

/* Returns: how terrain @terrain (an index in the battle's rules) is filled. */
GdkRGBA
bn_battle_board_get_terrain_colour (BnBattleBoard *self,
                                    guint          terrain)
{
  GdkRGBA black = { 0, 0, 0, 1 };
  guint look;

  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self) && self->battle != NULL, black);

  look = look_of (bn_battle_board_terrain_profile (self->battle, terrain));
  if (look == G_MAXUINT)
    look = 0;
  return (GdkRGBA) { terrain_looks[look].rgb[0], terrain_looks[look].rgb[1], terrain_looks[look].rgb[2], 1 };
}

/* @terrain's symbol alone (trees, contours…), centred on (@x, @y), for
 * the table view's terrain; open ground has none. */
void
bn_battle_board_paint_terrain_symbol (cairo_t                *cr,
                                      const BnTerrainProfile *terrain,
                                      double                  x,
                                      double                  y,
                                      double                  size)
{
  guint look = look_of (terrain);

  paint_symbol (cr, look == G_MAXUINT ? SYMBOL_UNKNOWN : terrain_looks[look].symbol, x, y, size);
}

/* Returns: how @terrain is filled (open ground's look for an unknown one). */
GdkRGBA
bn_battle_board_terrain_rgba (const BnTerrainProfile *terrain)
{
  guint look = look_of (terrain);

  if (look == G_MAXUINT)
    look = 0;
  return (GdkRGBA) { terrain_looks[look].rgb[0], terrain_looks[look].rgb[1], terrain_looks[look].rgb[2], 1 };
}
