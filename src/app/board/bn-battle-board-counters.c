/* bn-battle-board-counters.c — the pieces on the hex board: each unit's
 * counter (its side, command colour, arm, class, figures and front) and
 * each commander's badge, with the colours the table view shares. */
#include "bn-battle-board-private.h"
#include "bn-battle-words.h"

/* The sides' counters: parchment and slate, apart from the command colours. */
static const GdkRGBA side_fill[2] = { { 0.93f, 0.88f, 0.76f, 1 }, { 0.30f, 0.32f, 0.38f, 1 } };
static const GdkRGBA side_ink[2] = { { 0.15f, 0.13f, 0.10f, 1 }, { 0.97f, 0.97f, 0.97f, 1 } };
/* The command colours by the names rulesets give them (Lords & Levies'
 * blue is BattleLore's yellow). */
static const struct {
  const char *name;
  GdkRGBA rgba;
} command_colours[] = {
  { "red", { 0.85f, 0.16f, 0.14f, 1 } },
  { "blue", { 0.16f, 0.38f, 0.86f, 1 } },
  { "green", { 0.15f, 0.62f, 0.24f, 1 } },
  { "yellow", { 0.93f, 0.76f, 0.10f, 1 } },
};

static const GdkRGBA *
command_colour (BnBattleBoard  *self,
                BnBattleColour  colour)
{
  const char *name = bn_battle_rules_colour_name (bn_battle_get_rules (self->battle), colour);

  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (command_colours); i++)
    if (g_str_equal (command_colours[i].name, name))
      return &command_colours[i].rgba;
  return &command_colours[MIN ((guint) colour, 2u)].rgba;
}

/* ---- units ---- */

/* A commander's badge by rank: ★ army commander, ◆ captain, ● sergeant,
 * a pink ● a character; the table view draws the same. */
void
bn_battle_board_paint_badge (cairo_t *cr,
                             guint    rank,
                             double   x,
                             double   y,
                             double   r)
{
  cairo_set_source_rgb (cr, 0.98, 0.84, 0.25);
  switch (rank)
    {
    case BN_COMMANDER_ARMY:
      for (int k = 0; k < 10; k++)
        {
          double a = -G_PI / 2 + k * G_PI / 5, rr = (k & 1) ? r * 0.45 : r;

          if (k == 0)
            cairo_move_to (cr, x + rr * cos (a), y + rr * sin (a));
          else
            cairo_line_to (cr, x + rr * cos (a), y + rr * sin (a));
        }
      break;
    case BN_COMMANDER_CAPTAIN:
      cairo_move_to (cr, x, y - r);
      cairo_line_to (cr, x + r, y);
      cairo_line_to (cr, x, y + r);
      cairo_line_to (cr, x - r, y);
      break;
    case BN_COMMANDER_SERGEANT:
      cairo_arc (cr, x, y, r * 0.7, 0, 2 * G_PI);
      break;
    default:
      cairo_set_source_rgb (cr, 0.95, 0.55, 0.75);
      cairo_arc (cr, x, y, r * 0.7, 0, 2 * G_PI);
      break;
    }
  cairo_close_path (cr);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.2, 0.15, 0.05);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

/* A unit's counter: side fill, command-colour band, arm symbol and class,
 * figures, facing, and the marks of what is with it. */
void
bn_battle_board_paint_unit (BnBattleBoard *self,
                            cairo_t       *cr,
                            const Layout  *l,
                            guint          index,
                            double         dy,
                            PangoLayout   *text)
{
  const BnBattleUnit *unit = bn_battle_get_unit (self->battle, index);
  const BnClassProfile *profile = bn_battle_get_unit_class (self->battle, index);
  graphene_point_t c = bn_battle_board_centre (l, unit->hex);
  /* Two in a hex: each lower, with a gap between them, so that both read. */
  double w = l->size * 1.0, h = l->size * (dy != 0 ? 0.5 : 0.66);
  double x = c.x, y = c.y + dy;
  guint side = unit->side & 1;
  double facing = bn_battle_board_side_angle (l, unit->facing);
  char class_letter[2] = { (char) ('A' + MIN (profile->unit_class, 2u)), 0 };
  g_autofree char *figures = g_strdup_printf ("%u", unit->figures);
  int tw, th;

  /* The active front: a wedge on the hex side it faces. */
  cairo_move_to (cr, c.x + l->size * 0.86 * cos (facing), c.y + l->size * 0.86 * sin (facing));
  cairo_line_to (cr, c.x + l->size * 0.62 * cos (facing - 0.28), c.y + l->size * 0.62 * sin (facing - 0.28));
  cairo_line_to (cr, c.x + l->size * 0.62 * cos (facing + 0.28), c.y + l->size * 0.62 * sin (facing + 0.28));
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &side_fill[side]);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &side_ink[0]);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  /* Stakes on the hex side they guard. */
  if (unit->stakes >= 0 && unit->stakes < 6)
    {
      double a = bn_battle_board_side_angle (l, (guint) unit->stakes), px = -sin (a), py = cos (a);

      cairo_set_source_rgb (cr, 0.35, 0.22, 0.10);
      cairo_set_line_width (cr, MAX (1.0, l->size * 0.05));
      for (int k = -2; k <= 2; k++)
        {
          double bx = c.x + l->size * 0.8 * cos (a) + k * px * l->size * 0.12;
          double by = c.y + l->size * 0.8 * sin (a) + k * py * l->size * 0.12;

          cairo_move_to (cr, bx, by);
          cairo_line_to (cr, bx + cos (a + 0.5) * l->size * 0.14, by + sin (a + 0.5) * l->size * 0.14);
        }
      cairo_stroke (cr);
    }

  /* The body. */
  cairo_rectangle (cr, x - w / 2, y - h / 2, w, h);
  gdk_cairo_set_source_rgba (cr, &side_fill[side]);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  /* "Battle" membership: a dashed frame. */
  if (unit->group >= 0)
    {
      double dashes[] = { 3, 2 };

      cairo_save (cr);
      cairo_set_dash (cr, dashes, 2, 0);
      cairo_rectangle (cr, x - w / 2 - 3, y - h / 2 - 3, w + 6, h + 6);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      cairo_set_line_width (cr, 1.2);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  /* Command colour band along the top. */
  cairo_rectangle (cr, x - w / 2 + 1, y - h / 2 + 1, w - 2, h * 0.2);
  gdk_cairo_set_source_rgba (cr, command_colour (self, unit->colour));
  cairo_fill (cr);

  /* Arm symbol, as on a military map: foot ×, horse /, artillery ●. */
  {
    double bx = x - w / 2 + w * 0.08, by = y - h / 2 + h * 0.3, bw = w * 0.44, bh = h * 0.6;

    gdk_cairo_set_source_rgba (cr, &side_ink[side]);
    cairo_set_line_width (cr, MAX (1.0, l->size * 0.035));
    cairo_rectangle (cr, bx, by, bw, bh);
    cairo_stroke (cr);
    switch (profile->arm)
      {
      case BN_BATTLE_ARM_FOOT:
        cairo_move_to (cr, bx, by);
        cairo_line_to (cr, bx + bw, by + bh);
        cairo_move_to (cr, bx + bw, by);
        cairo_line_to (cr, bx, by + bh);
        cairo_stroke (cr);
        break;
      case BN_BATTLE_ARM_HORSE:
        cairo_move_to (cr, bx, by + bh);
        cairo_line_to (cr, bx + bw, by);
        cairo_stroke (cr);
        break;
      default:
        cairo_arc (cr, bx + bw / 2, by + bh / 2, MIN (bw, bh) * 0.25, 0, 2 * G_PI);
        cairo_fill (cr);
        break;
      }
    if (unit->remount >= 0)
      {
        /* Dismounted cavalry: the horse's stroke, dashed. */
        double dashes[] = { 2, 2 };

        cairo_save (cr);
        cairo_set_dash (cr, dashes, 2, 0);
        cairo_move_to (cr, bx, by + bh);
        cairo_line_to (cr, bx + bw, by);
        cairo_stroke (cr);
        cairo_restore (cr);
      }
  }

  /* Class and figures left, "A5", on the right half. */
  {
    g_autofree char *label = g_strdup_printf ("%s%s", class_letter, figures);

    gdk_cairo_set_source_rgba (cr, &side_ink[side]);
    pango_layout_set_text (text, label, -1);
    pango_layout_get_pixel_size (text, &tw, &th);
    /* On whole pixels: at the default size a letter drawn across a
     * pixel's edge blurs into another ("B5" read as "R5"). */
    cairo_move_to (cr, round (MIN (x + w * 0.26 - tw / 2.0, x + w / 2 - 1.5 - tw)), round (y + h * 0.1 - th / 2.0));
    pango_cairo_show_layout (cr, text);
  }

  /* Zoomed in far enough, the unit's own name under its counter, so that
   * two of one type are told apart at a glance. */
  if (l->size >= 44 && dy == 0)
    {
      BnBattleWords words = { self->battle, { self->armies[0], self->armies[1] } };
      PangoLayout *name = pango_cairo_create_layout (cr);
      PangoFontDescription *font = pango_font_description_from_string ("Sans");

      pango_font_description_set_absolute_size (font, l->size * 0.17 * PANGO_SCALE);
      pango_layout_set_font_description (name, font);
      pango_layout_set_text (name, bn_battle_words_unit (&words, index), -1);
      pango_layout_set_width (name, (int) (l->size * 1.6 * PANGO_SCALE));
      pango_layout_set_ellipsize (name, PANGO_ELLIPSIZE_END);
      pango_layout_set_alignment (name, PANGO_ALIGN_CENTER);
      cairo_move_to (cr, x - l->size * 0.8, y + h / 2 + l->size * 0.04);
      cairo_set_source_rgba (cr, 0.05, 0.05, 0.05, 0.9);
      pango_cairo_show_layout (cr, name);
      pango_font_description_free (font);
      g_object_unref (name);
    }

  /* Ordered this turn: a white tick on a dark disc at the bottom left,
   * quieter than the gold of the one piece picked, which it must not be
   * taken for. */
  if (unit->ordered != BN_ORDER_NONE)
    {
      double r = MAX (4.0, l->size * 0.13), tx = x - w / 2, ty = y + h / 2;

      cairo_arc (cr, tx, ty, r, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.16, 0.22, 0.32);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      cairo_move_to (cr, tx - r * 0.5, ty);
      cairo_line_to (cr, tx - r * 0.1, ty + r * 0.4);
      cairo_line_to (cr, tx + r * 0.55, ty - r * 0.45);
      cairo_set_line_width (cr, MAX (1.2, r * 0.28));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
    }

  /* Mercenary: a gold coin at the top left. */
  if (unit->mercenary)
    {
      cairo_arc (cr, x - w / 2, y - h / 2, l->size * 0.11, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.90, 0.70, 0.10);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.4, 0.3, 0.0);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
}

/**
 * bn_battle_board_commander_unit:
 *
 * Returns: the unit of @commander's hex he stands with, or −1 (none
 *   there): on a hex of two, the last one whose move took him along into
 *   it (the battle's own record of its moves), else the one he took the
 *   field with if it is there, else the first
 */
int
bn_battle_board_commander_unit (BnBattleBoard *self,
                                guint          commander)
{
  const BnBattleCommander *c;
  guint8 units[4];
  guint n;

  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), -1);

  if (self->battle == NULL || commander >= bn_battle_get_n_commanders (self->battle))
    return -1;
  c = bn_battle_get_commander (self->battle, commander);
  n = bn_battle_units_at (self->battle, c->hex, units);
  if (n < 2)
    return n == 1 ? units[0] : -1;
  /* Back from the last move: his own ends the search (he came alone). */
  for (guint i = bn_battle_get_n_actions (self->battle); i-- > 0;)
    {
      const BnBattleAction *a = bn_battle_get_action (self->battle, i);

      if (a->type == BN_ACTION_MOVE_COMMANDER && a->a == commander)
        break;
      if (a->type == BN_ACTION_MOVE_UNIT && a->c != 0 &&
          (a->a == units[0] || a->a == units[1]))
        return a->a;
    }
  if (c->attached == (int) units[1])
    return units[1];
  return units[0];
}

/* Commanders: a badge on the unit they are with, or a round token alone. */
void
bn_battle_board_paint_commanders (BnBattleBoard *self,
                                  GtkSnapshot   *snapshot,
                                  const Layout  *l)
{
  for (guint i = 0; i < bn_battle_get_n_commanders (self->battle); i++)
    {
      const BnBattleCommander *c = bn_battle_get_commander (self->battle, i);
      graphene_point_t p;
      guint8 units[4];
      cairo_t *cr;

      if (!c->alive)
        continue;
      p = bn_battle_board_centre (l, c->hex);
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (p.x - l->size, p.y - l->size,
                                                                     2 * l->size, 2 * l->size));
      {
        /* Alone, a round token; with a unit, a smaller one on its corner,
         * a target of its own: a click there takes him. */
        gboolean with_unit = bn_battle_units_at (self->battle, c->hex, units) > 0;
        graphene_point_t at = with_unit ? bn_battle_board_badge_centre (self, l, c->hex) : p;

        cairo_arc (cr, at.x, at.y, l->size * (with_unit ? 0.22 : 0.3), 0, 2 * G_PI);
        gdk_cairo_set_source_rgba (cr, &side_fill[c->side & 1]);
        cairo_fill_preserve (cr);
        cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
        cairo_set_line_width (cr, c->ordered ? (with_unit ? 2.5 : 3) : 1);
        cairo_stroke (cr);
        bn_battle_board_paint_badge (cr, c->rank, at.x, at.y, l->size * 0.17);
      }
      cairo_destroy (cr);
    }
}


/* The sides' colours, shared with the table view: a counter's fill and the
 * ink drawn on it. */
GdkRGBA
bn_battle_board_side_fill (guint side)
{
  return side_fill[side & 1];
}

GdkRGBA
bn_battle_board_side_ink (guint side)
{
  return side_ink[side & 1];
}

/* Returns: command colour @colour as @rules name it, drawn. */
GdkRGBA
bn_battle_board_command_rgba (const BnBattleRules *rules,
                              guint                colour)
{
  const char *name = bn_battle_rules_colour_name (rules, (BnBattleColour) colour);

  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (command_colours); i++)
    if (g_str_equal (command_colours[i].name, name))
      return command_colours[i].rgba;
  return command_colours[MIN (colour, 2u)].rgba;
}

