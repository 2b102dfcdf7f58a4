/* bn-table-board-draw-marks.c — the marks of what the engine offers on the
 * open table: the outline of each piece that may act or be attacked, the
 * placing zones before the first turn, and the picked piece's reach. */
#include "bn-table-board-draw-private.h"

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

void
bn_table_board_paint_marks (BnTableBoard        *self,
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
void
bn_table_board_paint_zones (BnTableBoard        *self,
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
void
bn_table_board_paint_reach (BnTableBoard        *self,
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
