/* bn-dice-strip.c — battle dice shown as their faces; see the header. */
#include "bn-config.h"

#include "bn-dice-strip.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bn-battle-words.h"

#define DIE 30.0
#define GAP 6.0
#define HEADING 18.0   /* the least a group's heading takes, above its dice */
#define MAX_GROUPS 12

struct _BnDiceStrip
{
  GtkWidget parent_instance;

  GArray *dice;   /* BnBattleEvent of type BN_EVENT_DIE */
  GPtrArray *throwers;   /* char *: who threw each die, or NULL where not known */
  GPtrArray *deeds;      /* char *: what each die did, or NULL where not told */
  const BnRuleset *ruleset;   /* how the dice read; NULL: by their L&L symbols */
};

G_DEFINE_FINAL_TYPE (BnDiceStrip, bn_dice_strip, GTK_TYPE_WIDGET)

static const char * const purpose_names[] = {
  [BN_DIE_ATTACK] = N_("Battle dice"),
  [BN_DIE_SAVE] = N_("Saving throws"),
  [BN_DIE_DEFENCE] = N_("Defence throw"),
  [BN_DIE_FLAG_SAVE] = N_("Against flags"),
  [BN_DIE_FIRST_SIDE] = N_("First move"),
  [BN_DIE_BRIBE] = N_("Bribe"),
  [BN_DIE_DUEL] = N_("Single combat"),
  [BN_DIE_SKILL] = N_("Leaders’ D20"),
  [BN_DIE_RETAINER] = N_("Retainers’ D20"),
};

/* The same purposes where the dice read as axe, arrow and panic. */
static const char * const lionheart_purpose_names[] = {
  [BN_DIE_ATTACK] = N_("Combat dice"),
  [BN_DIE_SAVE] = N_("Saving rolls"),
  [BN_DIE_LEADERSHIP] = N_("Leadership"),
  [BN_DIE_PANIC] = N_("Panic roll"),
  [BN_DIE_PANIC_MOVE] = N_("Panic move"),
  [BN_DIE_SHOOT] = N_("Archery"),
  [BN_DIE_SKILL] = N_("Leaders’ D20"),
  [BN_DIE_RETAINER] = N_("Retainers’ D20"),
};

/* The same where the dice count by their number (Junior General). */
static const char * const number_purpose_names[] = {
  [BN_DIE_ATTACK] = N_("Melee dice"),
  [BN_DIE_FIRST_SIDE] = N_("First move"),
  [BN_DIE_SHOOT] = N_("Archery"),
  [BN_DIE_RETREAT_LOSS] = N_("Retreat"),
  [BN_DIE_COMMANDER_LOSS] = N_("Commander"),
  [BN_DIE_ALLOWANCE] = N_("Units to move"),
};

static BnDieReading
reading_of (BnDiceStrip *self,
            guint        symbol)
{
  /* A D20 (a leader's or retainer's) shows its number, whatever the ruleset. */
  if (symbol >= BN_DIE_N_SYMBOLS)
    return BN_DIE_READING_SYMBOL;
  return self->ruleset != NULL ? bn_ruleset_read_die (self->ruleset, symbol) : BN_DIE_READING_SYMBOL;
}

static const char *
purpose_name (BnDiceStrip *self,
              guint        purpose)
{
  if (reading_of (self, 0) == BN_DIE_READING_NUMBER)
    return purpose < G_N_ELEMENTS (number_purpose_names) && number_purpose_names[purpose] != NULL
      ? _(number_purpose_names[purpose]) : "";
  if (self->ruleset != NULL && self->ruleset->read_die != NULL)
    return purpose < G_N_ELEMENTS (lionheart_purpose_names) && lionheart_purpose_names[purpose] != NULL
      ? _(lionheart_purpose_names[purpose]) : "";
  return purpose < G_N_ELEMENTS (purpose_names) && purpose_names[purpose] != NULL ? _(purpose_names[purpose]) : "";
}

/* Lionheart's faces: an axe (red), an arrow (dark), a panic (a broken
 * ring, orange), centred on (@cx, @cy), @s half their size. */
static void
paint_reading (cairo_t      *cr,
               BnDieReading  reading,
               double        cx,
               double        cy,
               double        s)
{
  switch (reading)
    {
    case BN_DIE_READING_AXE:
      /* The haft, then the blade: a half-moon on its upper end. */
      cairo_set_source_rgb (cr, 0.45, 0.30, 0.15);
      cairo_move_to (cr, cx - s * 0.7, cy + s);
      cairo_line_to (cr, cx + s * 0.3, cy - s * 0.9);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0.80, 0.12, 0.12);
      cairo_move_to (cr, cx + s * 0.05, cy - s * 0.45);
      cairo_curve_to (cr, cx + s * 0.5, cy - s * 1.1, cx + s * 1.2, cy - s * 0.6, cx + s * 1.0, cy + s * 0.1);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;
    case BN_DIE_READING_ARROW:
      cairo_set_source_rgb (cr, 0.20, 0.22, 0.28);
      cairo_move_to (cr, cx - s, cy + s);
      cairo_line_to (cr, cx + s * 0.8, cy - s * 0.8);
      cairo_stroke (cr);
      cairo_move_to (cr, cx + s, cy - s);
      cairo_line_to (cr, cx + s * 0.2, cy - s * 0.8);
      cairo_line_to (cr, cx + s * 0.8, cy - s * 0.2);
      cairo_close_path (cr);
      cairo_fill (cr);
      cairo_move_to (cr, cx - s, cy + s * 0.5);
      cairo_line_to (cr, cx - s * 0.7, cy + s * 0.7);
      cairo_move_to (cr, cx - s * 0.5, cy + s);
      cairo_line_to (cr, cx - s * 0.7, cy + s * 0.7);
      cairo_stroke (cr);
      break;
    case BN_DIE_READING_PANIC:
    default:
      cairo_set_source_rgb (cr, 0.90, 0.55, 0.10);
      cairo_arc (cr, cx, cy, s * 0.85, -G_PI / 3, 4 * G_PI / 3);
      cairo_stroke (cr);
      cairo_move_to (cr, cx, cy - s);
      cairo_line_to (cr, cx, cy + s * 0.1);
      cairo_stroke (cr);
      break;
    }
}

/**
 * bn_dice_strip_paint_die:
 * @symbol: a BnDieSymbol
 * @face: the D6 face it was read from (1–6), shown small in a corner
 *
 * Paints one battle die with its top-left corner at (@x, @y).
 */
static void paint_die (cairo_t *cr, BnDieReading reading, guint purpose, guint symbol, guint face,
                       double x, double y, double size);

void
bn_dice_strip_paint_die (cairo_t *cr,
                         guint    symbol,
                         guint    face,
                         double   x,
                         double   y,
                         double   size)
{
  paint_die (cr, BN_DIE_READING_SYMBOL, BN_DIE_ATTACK, symbol, face, x, y, size);
}

/* A die read by its number: a D6's pips; a D10 (@ten), a ten-sided die's
 * kite with its number. */
static void
paint_number (cairo_t  *cr,
              guint     face,
              gboolean  ten,
              double    x,
              double    y,
              double    size)
{
  double cx = x + size / 2, cy = y + size / 2;

  if (!ten && face >= 1 && face <= 6)
    {
      /* Pip places on a 3 × 3 grid, by face. */
      static const guint8 pips[7][7][2] = {
        { { 0 } },
        { { 1, 1 } },
        { { 0, 0 }, { 2, 2 } },
        { { 0, 0 }, { 1, 1 }, { 2, 2 } },
        { { 0, 0 }, { 2, 0 }, { 0, 2 }, { 2, 2 } },
        { { 0, 0 }, { 2, 0 }, { 1, 1 }, { 0, 2 }, { 2, 2 } },
        { { 0, 0 }, { 2, 0 }, { 0, 1 }, { 2, 1 }, { 0, 2 }, { 2, 2 } },
      };

      cairo_set_source_rgb (cr, 0.15, 0.13, 0.10);
      for (guint k = 0; k < face; k++)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, x + size * (0.25 + 0.25 * pips[face][k][0]), y + size * (0.25 + 0.25 * pips[face][k][1]),
                     size * 0.08, 0, 2 * G_PI);
        }
      cairo_fill (cr);
      return;
    }
  {
    g_autofree char *number = g_strdup_printf ("%u", face);
    cairo_text_extents_t extents;

    cairo_move_to (cr, cx, y + size * 0.12);
    cairo_line_to (cr, x + size * 0.86, cy - size * 0.04);
    cairo_line_to (cr, cx, y + size * 0.88);
    cairo_line_to (cr, x + size * 0.14, cy - size * 0.04);
    cairo_close_path (cr);
    cairo_set_source_rgb (cr, 0.35, 0.30, 0.25);
    cairo_set_line_width (cr, 1);
    cairo_stroke (cr);
    cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size (cr, size * 0.36);
    cairo_text_extents (cr, number, &extents);
    cairo_move_to (cr, cx - extents.x_advance / 2, cy + extents.height / 2 - size * 0.04);
    cairo_set_source_rgb (cr, 0.15, 0.13, 0.10);
    cairo_show_text (cr, number);
  }
}

/* One die: by its L&L symbol, or as the face @reading names; @purpose,
 * what it was thrown for, tells a D10 (bn-battle.h) from a D6. */
static void
paint_die (cairo_t      *cr,
           BnDieReading  reading,
           guint         purpose,
           guint         symbol,
           guint         face,
           double        x,
           double        y,
           double        size)
{
  double r = size * 0.18, cx = x + size / 2, cy = y + size / 2, s = size * 0.32;
  g_autofree char *number = g_strdup_printf ("%u", face);

  cairo_save (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + size - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + size - r, y + size - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + size - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.98, 0.97, 0.93);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.25, 0.22, 0.18);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, MAX (1.5, size * 0.07));
  if (reading == BN_DIE_READING_NUMBER)
    {
      /* Its number is the face: no corner number beside it. */
      paint_number (cr, face, purpose == BN_DIE_RETREAT_LOSS || purpose == BN_DIE_COMMANDER_LOSS || face > 6,
                    x, y, size);
      cairo_restore (cr);
      return;
    }
  if (reading != BN_DIE_READING_SYMBOL)
    {
      paint_reading (cr, reading, cx, cy, s);
      symbol = G_MAXUINT;
    }
  if (symbol >= BN_DIE_N_SYMBOLS && symbol != G_MAXUINT)
    {
      /* A D20: its number, large, in the middle. */
      cairo_text_extents_t extents;

      cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size (cr, size * 0.5);
      cairo_text_extents (cr, number, &extents);
      cairo_move_to (cr, cx - extents.x_advance / 2, cy + extents.height / 2);
      cairo_set_source_rgb (cr, 0.25, 0.22, 0.18);
      cairo_show_text (cr, number);
      cairo_restore (cr);
      return;
    }
  switch (symbol)
    {
    case G_MAXUINT:
      break;
    case BN_DIE_FLAG:
      cairo_set_source_rgb (cr, 0.20, 0.20, 0.20);
      cairo_move_to (cr, cx - s * 0.6, cy + s);
      cairo_line_to (cr, cx - s * 0.6, cy - s);
      cairo_stroke (cr);
      cairo_move_to (cr, cx - s * 0.6, cy - s);
      cairo_line_to (cr, cx + s, cy - s * 0.6);
      cairo_line_to (cr, cx - s * 0.6, cy - s * 0.1);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.90, 0.55, 0.10);
      cairo_fill (cr);
      break;
    case BN_DIE_SHIELD:
      cairo_move_to (cr, cx - s * 0.8, cy - s * 0.8);
      cairo_line_to (cr, cx + s * 0.8, cy - s * 0.8);
      cairo_curve_to (cr, cx + s * 0.8, cy + s * 0.2, cx + s * 0.3, cy + s * 0.8, cx, cy + s);
      cairo_curve_to (cr, cx - s * 0.3, cy + s * 0.8, cx - s * 0.8, cy + s * 0.2, cx - s * 0.8, cy - s * 0.8);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.25, 0.40, 0.70);
      cairo_fill (cr);
      break;
    case BN_DIE_SWORDS:
      cairo_set_source_rgb (cr, 0.35, 0.35, 0.40);
      cairo_move_to (cr, cx - s, cy + s);
      cairo_line_to (cr, cx + s, cy - s);
      cairo_move_to (cr, cx + s, cy + s);
      cairo_line_to (cr, cx - s, cy - s);
      cairo_stroke (cr);
      cairo_move_to (cr, cx - s * 0.9, cy + s * 0.4);
      cairo_line_to (cr, cx - s * 0.4, cy + s * 0.9);
      cairo_move_to (cr, cx + s * 0.9, cy + s * 0.4);
      cairo_line_to (cr, cx + s * 0.4, cy + s * 0.9);
      cairo_stroke (cr);
      break;
    default:
      {
        /* A hit: a red burst, with one, two or three bars for the armour it beats. */
        guint bars = symbol == BN_DIE_HIT_NONE ? 1 : symbol == BN_DIE_HIT_LESSER ? 2 : 3;

        cairo_set_source_rgb (cr, 0.80, 0.12, 0.12);
        cairo_arc (cr, cx, cy - s * 0.25, s * 0.55, 0, 2 * G_PI);
        cairo_fill (cr);
        for (guint i = 0; i < bars; i++)
          {
            double bx = cx + (i - (bars - 1) / 2.0) * s * 0.55;

            cairo_move_to (cr, bx, cy + s * 0.5);
            cairo_line_to (cr, bx, cy + s);
          }
        cairo_stroke (cr);
      }
      break;
    }
  {
    cairo_text_extents_t extents;

    cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size (cr, size * 0.26);
    cairo_text_extents (cr, number, &extents);
    cairo_move_to (cr, x + size - extents.x_advance - size * 0.08, y + size * 0.3);
    cairo_set_source_rgb (cr, 0.45, 0.42, 0.38);
    cairo_show_text (cr, number);
  }
  cairo_restore (cr);
}

static const char *
thrower_of (BnDiceStrip *self,
            guint        index)
{
  return index < self->throwers->len ? g_ptr_array_index (self->throwers, index) : NULL;
}

/* The groups shown, in the order first thrown: the dice of one purpose
 * thrown by one thrower (the throwers not known: by purpose alone).
 * @out_group[i]: die i's group. */
static guint
groups_of (BnDiceStrip *self,
           guint        out_first[MAX_GROUPS],
           guint       *out_group)
{
  guint n = 0;

  for (guint i = 0; i < self->dice->len; i++)
    {
      guint purpose = g_array_index (self->dice, BnBattleEvent, i).a;
      guint k;

      for (k = 0; k < n; k++)
        if (g_array_index (self->dice, BnBattleEvent, out_first[k]).a == purpose
            && g_strcmp0 (thrower_of (self, out_first[k]), thrower_of (self, i)) == 0)
          break;
      if (k == n && n < MAX_GROUPS)
        out_first[n++] = i;
      out_group[i] = MIN (k, MAX_GROUPS - 1);
    }
  return n;
}

/* A group's heading: what its dice were thrown for, and by whom. */
static char *
heading_of (BnDiceStrip *self,
            guint        first_die)
{
  const char *purpose = purpose_name (self, g_array_index (self->dice, BnBattleEvent, first_die).a);
  const char *thrower = thrower_of (self, first_die);

  if (thrower == NULL)
    return g_strdup (purpose);
  /* TRANSLATORS: what the dice were thrown for ("Battle dice"), then who threw them */
  return g_strdup_printf (_("%s · %s"), purpose, thrower);
}

/* Sets @text to @first_die's group heading, wrapped at @width. Returns
 * the height the heading takes, never less than one line. */
static double
set_heading (BnDiceStrip *self,
             PangoLayout *text,
             guint        first_die,
             double       width)
{
  g_autofree char *heading = heading_of (self, first_die);
  int height;

  pango_layout_set_width (text, (int) (MAX (width, DIE) * PANGO_SCALE));
  pango_layout_set_wrap (text, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (text, heading, -1);
  pango_layout_get_pixel_size (text, NULL, &height);
  return MAX (HEADING, height + 2.0);
}

/* Lays the dice out at @width: each group's heading, then its dice, as
 * many to a line as fit, wrapped onto as many lines as they take, so that
 * no die is left out. @out_x, @out_y (nullable, one per die): where each
 * die's top-left corner goes; @out_heading_y (nullable): each group's
 * heading. Returns the height it all takes. */
static double
lay_out (BnDiceStrip *self,
         double       width,
         double      *out_x,
         double      *out_y,
         double       out_heading_y[MAX_GROUPS])
{
  g_autofree guint *group = g_new0 (guint, self->dice->len + 1);
  guint first[MAX_GROUPS];
  guint n_groups = groups_of (self, first, group);
  guint per_line = (guint) MAX (1.0, floor ((width + GAP / 2) / (DIE + GAP / 2)));
  double y = 0;
  /* Headings wrap, whole, onto as many lines as they take. */
  g_autoptr(PangoLayout) text = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);

  for (guint g = 0; g < n_groups; g++)
    {
      guint placed = 0;

      if (out_heading_y != NULL)
        out_heading_y[g] = y;
      y += set_heading (self, text, first[g], width);
      for (guint i = 0; i < self->dice->len; i++)
        {
          if (group[i] != g)
            continue;
          if (out_x != NULL)
            out_x[i] = (placed % per_line) * (DIE + GAP / 2);
          if (out_y != NULL)
            out_y[i] = y + (placed / per_line) * (DIE + GAP / 2);
          placed++;
        }
      y += ((placed + per_line - 1) / per_line) * (DIE + GAP / 2) + GAP;
    }
  return n_groups == 0 ? 0 : y - GAP;
}

static void
bn_dice_strip_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  BnDiceStrip *self = BN_DICE_STRIP (widget);
  double w = gtk_widget_get_width (widget);
  g_autofree double *xs = g_new0 (double, self->dice->len + 1);
  g_autofree double *ys = g_new0 (double, self->dice->len + 1);
  g_autofree guint *group = g_new0 (guint, self->dice->len + 1);
  double heading_y[MAX_GROUPS];
  guint first[MAX_GROUPS];
  guint n_groups = groups_of (self, first, group);
  cairo_t *cr;
  PangoLayout *text;
  GdkRGBA ink;

  if (n_groups == 0)
    return;
  lay_out (self, w, xs, ys, heading_y);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, (float) w, (float) gtk_widget_get_height (widget)));
  text = gtk_widget_create_pango_layout (widget, NULL);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &ink);
  G_GNUC_END_IGNORE_DEPRECATIONS
  for (guint g = 0; g < n_groups; g++)
    {
      set_heading (self, text, first[g], w);
      gdk_cairo_set_source_rgba (cr, &ink);
      cairo_move_to (cr, 0, heading_y[g]);
      pango_cairo_show_layout (cr, text);
    }
  for (guint i = 0; i < self->dice->len; i++)
    {
      const BnBattleEvent *die = &g_array_index (self->dice, BnBattleEvent, i);

      paint_die (cr, reading_of (self, die->b), die->a, die->b, (guint) die->value, xs[i], ys[i], DIE);
    }
  g_object_unref (text);
  cairo_destroy (cr);
}

/**
 * bn_dice_strip_describe_die:
 *
 * Returns: (transfer full): die @index in words, as its tooltip says it:
 *   what it was thrown for and by whom, its face, and what it did where
 *   that was told ("Battle dice · Halberdiers: 5, hit on lesser armour —
 *   a hit")
 */
char *
bn_dice_strip_describe_die (BnDiceStrip *self,
                            guint        index)
{
  const BnBattleEvent *die;
  const char *deed;
  g_autofree char *heading = NULL;
  g_autofree char *face = NULL;

  g_return_val_if_fail (BN_IS_DICE_STRIP (self), NULL);
  g_return_val_if_fail (index < self->dice->len, NULL);

  die = &g_array_index (self->dice, BnBattleEvent, index);
  heading = heading_of (self, index);
  deed = index < self->deeds->len ? g_ptr_array_index (self->deeds, index) : NULL;
  if (die->b >= BN_DIE_N_SYMBOLS)
    /* Translators: a twenty-sided die and the number it shows. */
    face = g_strdup_printf (_("D20 %d"), die->value);
  else if (reading_of (self, die->b) == BN_DIE_READING_NUMBER)
    face = g_strdup_printf ("%d", die->value);
  else
    /* Translators: a die's number, then the face it reads as ("5, hit on lesser armour") */
    face = g_strdup_printf (_("%d, %s"), die->value, bn_battle_words_die_face (self->ruleset, die->b));
  if (deed != NULL)
    /* Translators: what the die was thrown for and by whom, its face, what it did */
    return g_strdup_printf (_("%s: %s — %s"), heading, face, deed);
  /* Translators: what the die was thrown for and by whom, then its face */
  return g_strdup_printf (_("%s: %s"), heading, face);
}

/* The die under the pointer, in words. */
static gboolean
on_query_tooltip_cb (GtkWidget  *widget,
                     int         x,
                     int         y,
                     gboolean    keyboard,
                     GtkTooltip *tooltip,
                     gpointer    data)
{
  BnDiceStrip *self = BN_DICE_STRIP (widget);
  g_autofree double *xs = g_new0 (double, self->dice->len + 1);
  g_autofree double *ys = g_new0 (double, self->dice->len + 1);

  if (keyboard || self->dice->len == 0)
    return FALSE;
  lay_out (self, gtk_widget_get_width (widget), xs, ys, NULL);
  for (guint i = 0; i < self->dice->len; i++)
    if (x >= xs[i] && x < xs[i] + DIE && y >= ys[i] && y < ys[i] + DIE)
      {
        g_autofree char *text = bn_dice_strip_describe_die (self, i);
        GdkRectangle at = { (int) xs[i], (int) ys[i], (int) DIE, (int) DIE };

        gtk_tooltip_set_text (tooltip, text);
        gtk_tooltip_set_tip_area (tooltip, &at);
        return TRUE;
      }
  return FALSE;
}

static GtkSizeRequestMode
bn_dice_strip_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
bn_dice_strip_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  BnDiceStrip *self = BN_DICE_STRIP (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) (DIE * 4);
      *natural = (int) ((DIE + GAP / 2) * 9);
    }
  else
    *minimum = *natural = (int) ceil (lay_out (self, for_size > 0 ? for_size : (DIE + GAP / 2) * 9, NULL, NULL, NULL));
}

static void
bn_dice_strip_finalize (GObject *object)
{
  g_clear_pointer (&BN_DICE_STRIP (object)->dice, g_array_unref);
  g_clear_pointer (&BN_DICE_STRIP (object)->throwers, g_ptr_array_unref);
  g_clear_pointer (&BN_DICE_STRIP (object)->deeds, g_ptr_array_unref);
  G_OBJECT_CLASS (bn_dice_strip_parent_class)->finalize (object);
}

static void
bn_dice_strip_class_init (BnDiceStripClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = bn_dice_strip_finalize;
  widget_class->snapshot = bn_dice_strip_snapshot;
  widget_class->measure = bn_dice_strip_measure;
  widget_class->get_request_mode = bn_dice_strip_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "dice-strip");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bn_dice_strip_init (BnDiceStrip *self)
{
  self->dice = g_array_new (FALSE, FALSE, sizeof (BnBattleEvent));
  self->throwers = g_ptr_array_new_with_free_func (g_free);
  self->deeds = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip_cb), NULL);
}

GtkWidget *
bn_dice_strip_new (void)
{
  return g_object_new (BN_TYPE_DICE_STRIP, NULL);
}

/* Shows @die_events (copied; each a BN_EVENT_DIE), and tells them in words
 * to screen readers; whoever threw them is not known (see
 * bn_dice_strip_set_throwers()). */
void
bn_dice_strip_set_dice (BnDiceStrip         *self,
                        const BnBattleEvent *die_events,
                        guint                n_dice)
{
  g_autoptr(GString) words = g_string_new (NULL);

  g_return_if_fail (BN_IS_DICE_STRIP (self));

  g_array_set_size (self->dice, 0);
  g_array_append_vals (self->dice, die_events, n_dice);
  g_ptr_array_set_size (self->throwers, 0);
  g_ptr_array_set_size (self->deeds, 0);
  for (guint i = 0; i < n_dice; i++)
    if (die_events[i].b >= BN_DIE_N_SYMBOLS)
      /* Translators: a twenty-sided die and the number it shows. */
      g_string_append_printf (words, _("%sD20 %d"), i > 0 ? ", " : "", die_events[i].value);
    else if (reading_of (self, die_events[i].b) == BN_DIE_READING_NUMBER)
      g_string_append_printf (words, "%s%d", i > 0 ? ", " : "", die_events[i].value);
    else
      g_string_append_printf (words, "%s%s", i > 0 ? ", " : "",
                              bn_battle_words_die_face (self->ruleset, die_events[i].b));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, words->str, -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* Reads the dice as @ruleset does (Lionheart: axe, arrow and panic);
 * %NULL, or a ruleset that reads the symbols, shows the L&L faces. */
void
bn_dice_strip_set_ruleset (BnDiceStrip     *self,
                           const BnRuleset *ruleset)
{
  g_return_if_fail (BN_IS_DICE_STRIP (self));

  self->ruleset = ruleset;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Returns: what die @index shows, as the strip paints it. */
BnDieReading
bn_dice_strip_get_reading (BnDiceStrip *self,
                           guint        index)
{
  g_return_val_if_fail (BN_IS_DICE_STRIP (self), BN_DIE_READING_SYMBOL);
  g_return_val_if_fail (index < self->dice->len, BN_DIE_READING_SYMBOL);

  return reading_of (self, g_array_index (self->dice, BnBattleEvent, index).b);
}

/* Returns: the label of @index's row, as the strip shows it. */
const char *
bn_dice_strip_get_purpose_name (BnDiceStrip *self,
                                guint        index)
{
  g_return_val_if_fail (BN_IS_DICE_STRIP (self), NULL);
  g_return_val_if_fail (index < self->dice->len, NULL);

  return purpose_name (self, g_array_index (self->dice, BnBattleEvent, index).a);
}

guint
bn_dice_strip_get_n_dice (BnDiceStrip *self)
{
  g_return_val_if_fail (BN_IS_DICE_STRIP (self), 0);

  return self->dice->len;
}

/**
 * bn_dice_strip_set_throwers:
 * @throwers: (array length=n): who threw each die shown, in their order
 *   (a unit's or a leader's name), %NULL where it is not known
 *
 * Each die is shown under its thrower: a combat's dice part into the
 * attacker's and the defender's.
 */
void
bn_dice_strip_set_throwers (BnDiceStrip       *self,
                            const char *const *throwers,
                            guint              n)
{
  g_return_if_fail (BN_IS_DICE_STRIP (self));

  g_ptr_array_set_size (self->throwers, 0);
  for (guint i = 0; i < self->dice->len; i++)
    g_ptr_array_add (self->throwers, g_strdup (i < n ? throwers[i] : NULL));
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/**
 * bn_dice_strip_set_deeds:
 * @deeds: (array length=n): what each die shown did, in their order ("a
 *   hit", "saved"), %NULL where it is not told
 *
 * Each die's tooltip says it beside its face.
 */
void
bn_dice_strip_set_deeds (BnDiceStrip       *self,
                         const char *const *deeds,
                         guint              n)
{
  g_return_if_fail (BN_IS_DICE_STRIP (self));

  g_ptr_array_set_size (self->deeds, 0);
  for (guint i = 0; i < self->dice->len; i++)
    g_ptr_array_add (self->deeds, g_strdup (i < n ? deeds[i] : NULL));
}

/* Returns: (nullable): who threw die @index, as its group's heading says. */
const char *
bn_dice_strip_get_thrower (BnDiceStrip *self,
                           guint        index)
{
  g_return_val_if_fail (BN_IS_DICE_STRIP (self), NULL);

  return thrower_of (self, index);
}

/**
 * bn_dice_strip_get_die_place:
 * @width: the strip's width
 *
 * Where die @index is drawn at @width, its top-left corner; *@out_height:
 * the height the strip asks for at that width. Returns %FALSE for no such
 * die.
 */
gboolean
bn_dice_strip_get_die_place (BnDiceStrip *self,
                             int          width,
                             guint        index,
                             double      *out_x,
                             double      *out_y,
                             double      *out_height)
{
  g_autofree double *xs = NULL;
  g_autofree double *ys = NULL;

  g_return_val_if_fail (BN_IS_DICE_STRIP (self), FALSE);

  if (index >= self->dice->len)
    return FALSE;
  xs = g_new0 (double, self->dice->len);
  ys = g_new0 (double, self->dice->len);
  *out_height = lay_out (self, width, xs, ys, NULL);
  *out_x = xs[index];
  *out_y = ys[index];
  return TRUE;
}

/* The size of one die as drawn. */
double
bn_dice_strip_get_die_size (void)
{
  return DIE;
}
