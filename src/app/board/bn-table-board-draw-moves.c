/* bn-table-board-draw-moves.c — the open table's drawing of moves: the
 * ruler, the picked stand's turn handle, the move the pointer or cursor
 * means with its note, the charges planned, and the trails of what the
 * last action moved. */
#include "bn-table-board-draw-private.h"

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
void
bn_table_board_paint_turn_handle (BnTableBoard        *self,
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
void
bn_table_board_paint_plans (BnTableBoard        *self,
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
void
bn_table_board_paint_intent (BnTableBoard        *self,
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
void
bn_table_board_follow_moves (BnTableBoard *self)
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
void
bn_table_board_paint_trails (BnTableBoard        *self,
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
