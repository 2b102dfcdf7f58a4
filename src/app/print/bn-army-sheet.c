/* bn-army-sheet.c — the army roster as a printed page.
 *
 * All the words are prepared once, when the sheet is made, from the army,
 * its report and the rule tables; the sheet then owns copies of them only,
 * so a print operation may draw it long after the caller's army has
 * changed. Laying out is a separate step: the same words flow differently
 * on A4 and on Letter, so paginate() measures them for one page size and
 * records where every block goes, and draw_page() draws from that record.
 * Measuring and drawing run through the same functions (render_*() with
 * or without a cairo context to draw on), so a block never takes more room
 * on paper than it was measured to need.
 *
 * Sizes are in the cairo context's user units, taken as points: the PDF
 * surface works in points, and a print operation set to GTK_UNIT_POINTS
 * hands over a context that does too. Pango is set to 72 dpi to match, and
 * metrics hinting is off so that a measurement does not depend on the
 * device it was taken on.
 *
 * The words are prepared in bn-army-sheet-words.c, the PDF is written by
 * bn-army-sheet-pdf.c; what the three share is bn-army-sheet-private.h.
 */
#include "bn-config.h"

#include "bn-army-sheet-private.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <cairo-pdf.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <pango/pangocairo.h>

/* A4 portrait, in points: the CLI's PDF. */

#define SHEET_FONT_FAMILY "Cantarell,Sans"

#define COLUMN_GAP        8.0   /* between table columns */
#define ROW_PAD           3.0   /* above and below a unit's row */
#define SECTION_GAP       16.0  /* before a section heading */
#define SWATCH_SIZE       7.5
#define SWATCH_GAP        4.0
#define MARK_SIZE         7.0

static const struct
{
  double      size;     /* points */
  PangoWeight weight;
} style_fonts[N_STYLES] = {
  [STYLE_TITLE]      = { 18.0, PANGO_WEIGHT_BOLD },
  [STYLE_SUBTITLE]   = { 11.5, PANGO_WEIGHT_NORMAL },
  [STYLE_BODY]       = { 10.0, PANGO_WEIGHT_NORMAL },
  [STYLE_STRONG]     = { 10.0, PANGO_WEIGHT_BOLD },
  [STYLE_HEADING]    = { 12.0, PANGO_WEIGHT_BOLD },
  [STYLE_TABLE_HEAD] = {  8.5, PANGO_WEIGHT_BOLD },
  [STYLE_CELL]       = {  9.5, PANGO_WEIGHT_NORMAL },
  [STYLE_SMALL]      = {  7.5, PANGO_WEIGHT_NORMAL },
  [STYLE_MARK]       = {  8.0, PANGO_WEIGHT_BOLD },
  [STYLE_FOOTER]     = {  8.0, PANGO_WEIGHT_NORMAL },
};

/* flexible: the column may wrap when the page is too narrow for every
 * column's natural width; the others hold short words and numbers. */
static const struct
{
  const char     *title;
  PangoAlignment  align;
  gboolean        flexible;
} columns[N_COLUMNS] = {
  [COL_NUMBER]  = { N_("#"), PANGO_ALIGN_RIGHT, FALSE },
  [COL_NAME]    = { N_("Unit"), PANGO_ALIGN_LEFT, TRUE },
  [COL_CLASS]   = { N_("Class"), PANGO_ALIGN_LEFT, TRUE },
  [COL_FIGURES] = { N_("Fig."), PANGO_ALIGN_RIGHT, FALSE },
  [COL_MOVE]    = { N_("Move"), PANGO_ALIGN_LEFT, TRUE },
  [COL_DICE]    = { N_("Battle dice"), PANGO_ALIGN_LEFT, FALSE },
  [COL_COLOUR]  = { N_("Colour"), PANGO_ALIGN_LEFT, FALSE },
  [COL_COST]    = { N_("Cost"), PANGO_ALIGN_RIGHT, FALSE },
  [COL_NOTES]   = { N_("Notes"), PANGO_ALIGN_LEFT, TRUE },
};
/* ---- measuring and drawing ---- */

/* What the render functions work with. cr is %NULL while measuring. */
typedef struct
{
  BnArmySheet          *sheet;
  PangoContext         *pango;
  PangoFontDescription *fonts[N_STYLES];
  cairo_t              *cr;
} Pen;

static void
pen_init (Pen         *pen,
          BnArmySheet *sheet,
          cairo_t     *cr,
          gboolean     drawing)
{
  cairo_font_options_t *options = cairo_font_options_create ();

  pen->sheet = sheet;
  pen->cr = drawing ? cr : NULL;
  pen->pango = pango_cairo_create_context (cr);
  pango_cairo_context_set_resolution (pen->pango, 72.0);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (pen->pango, options);
  cairo_font_options_destroy (options);
  pango_context_set_round_glyph_positions (pen->pango, FALSE);

  for (guint s = 0; s < N_STYLES; s++)
    {
      pen->fonts[s] = pango_font_description_new ();
      pango_font_description_set_family (pen->fonts[s], SHEET_FONT_FAMILY);
      pango_font_description_set_weight (pen->fonts[s], style_fonts[s].weight);
      pango_font_description_set_size (pen->fonts[s], (gint) (style_fonts[s].size * PANGO_SCALE));
    }
}

static void
pen_clear (Pen *pen)
{
  for (guint s = 0; s < N_STYLES; s++)
    pango_font_description_free (pen->fonts[s]);
  g_object_unref (pen->pango);
}

/* width ≤ 0: one line, as wide as the text. */
static PangoLayout *
pen_layout (Pen            *pen,
            Style           style,
            const char     *text,
            gboolean        markup,
            double          width,
            PangoAlignment  align)
{
  PangoLayout *layout = pango_layout_new (pen->pango);

  pango_layout_set_font_description (layout, pen->fonts[style]);
  if (width > 0)
    {
      pango_layout_set_width (layout, pango_units_from_double (width));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_alignment (layout, align);
    }
  if (markup)
    pango_layout_set_markup (layout, text, -1);
  else
    pango_layout_set_text (layout, text, -1);
  return layout;
}

static double
text_width (Pen        *pen,
            Style       style,
            const char *text)
{
  g_autoptr(PangoLayout) layout = pen_layout (pen, style, text, FALSE, -1, PANGO_ALIGN_LEFT);
  int width;

  pango_layout_get_size (layout, &width, NULL);
  return pango_units_to_double (width);
}

/* The widest word: how narrow a wrapping column may get. */
static double
longest_word_width (Pen        *pen,
                    Style       style,
                    const char *text)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  double widest = 0;

  for (guint i = 0; words[i] != NULL; i++)
    widest = MAX (widest, text_width (pen, style, words[i]));
  return widest;
}

static double
line_baseline (Pen   *pen,
               Style  style)
{
  g_autoptr(PangoLayout) layout = pen_layout (pen, style, "Mg", FALSE, -1, PANGO_ALIGN_LEFT);

  return pango_units_to_double (pango_layout_get_baseline (layout));
}

/* Draws (when drawing) and returns the height the text takes. grey: 0 is
 * black. */
static double
put_text (Pen            *pen,
          Style           style,
          const char     *text,
          gboolean        markup,
          double          x,
          double          y,
          double          width,
          PangoAlignment  align,
          double          grey)
{
  g_autoptr(PangoLayout) layout = pen_layout (pen, style, text, markup, width, align);
  int height;

  pango_layout_get_size (layout, NULL, &height);
  if (pen->cr != NULL)
    {
      cairo_set_source_rgb (pen->cr, grey, grey, grey);
      cairo_move_to (pen->cr, x, y);
      pango_cairo_show_layout (pen->cr, layout);
    }
  return pango_units_to_double (height);
}

static void
put_rule (Pen    *pen,
          double  x0,
          double  x1,
          double  y,
          double  line_width,
          double  grey)
{
  if (pen->cr == NULL)
    return;
  cairo_set_source_rgb (pen->cr, grey, grey, grey);
  cairo_set_line_width (pen->cr, line_width);
  cairo_move_to (pen->cr, x0, y);
  cairo_line_to (pen->cr, x1, y);
  cairo_stroke (pen->cr);
}

static double
render_header (Pen    *pen,
               double  y)
{
  BnArmySheet *sheet = pen->sheet;
  double width = sheet->right - sheet->left;
  double side_w = MIN (150.0, width * 0.3);
  double side_x = sheet->right - side_w;
  const char *copy = sheet->for_opponent ? _("OPPONENT’S COPY") : _("OWNER’S COPY");
  double side_h;
  double y0 = y;

  /* Which copy this is, where a player glancing at it looks first. */
  side_h = put_text (pen, STYLE_MARK, copy, FALSE, side_x, y + 4, side_w, PANGO_ALIGN_RIGHT, 0.0);
  if (sheet->date != NULL)
    side_h += put_text (pen, STYLE_FOOTER, sheet->date, FALSE, side_x, y + 4 + side_h + 1,
                        side_w, PANGO_ALIGN_RIGHT, 0.25) + 1;

  y += put_text (pen, STYLE_TITLE, sheet->title, FALSE, sheet->left, y, width - side_w - 12,
                 PANGO_ALIGN_LEFT, 0.0);
  y = MAX (y, y0 + 4 + side_h);
  y += 2;
  y += put_text (pen, STYLE_SUBTITLE, sheet->subtitle, FALSE, sheet->left, y, width,
                 PANGO_ALIGN_LEFT, 0.0);
  y += 4;
  y += put_text (pen, STYLE_BODY, sheet->points_markup, TRUE, sheet->left, y, width,
                 PANGO_ALIGN_LEFT, 0.0);
  y += 7;
  put_rule (pen, sheet->left, sheet->right, y, 1.2, 0.0);
  y += 1.2;
  return y - y0;
}

static double
render_heading (Pen        *pen,
                const char *text,
                double      y)
{
  BnArmySheet *sheet = pen->sheet;

  return put_text (pen, STYLE_HEADING, text, FALSE, sheet->left, y,
                   sheet->right - sheet->left, PANGO_ALIGN_LEFT, 0.0);
}

static double
render_commanders (Pen    *pen,
                   double  y)
{
  BnArmySheet *sheet = pen->sheet;
  double y0 = y;
  double text_x = sheet->left + sheet->post_label_w + 12;

  y += SECTION_GAP;
  y += render_heading (pen, _("Commanders"), y) + 3;
  if (sheet->posts->len == 0)
    {
      g_autofree char *markup = g_markup_printf_escaped ("<i>%s</i>", _("No commander, captains or heroes posted yet."));

      y += put_text (pen, STYLE_BODY, markup, TRUE, sheet->left, y,
                     sheet->right - sheet->left, PANGO_ALIGN_LEFT, 0.0);
    }
  for (guint i = 0; i < sheet->posts->len; i++)
    {
      const PostLine *line = g_ptr_array_index (sheet->posts, i);
      double h1, h2;

      h1 = put_text (pen, STYLE_STRONG, line->role, FALSE, sheet->left, y,
                     sheet->post_label_w, PANGO_ALIGN_LEFT, 0.0);
      h2 = put_text (pen, STYLE_BODY, line->text, FALSE, text_x, y,
                     sheet->right - text_x, PANGO_ALIGN_LEFT, 0.0);
      y += MAX (h1, h2) + 1.5;
    }
  return y - y0;
}

static double
render_table_head (Pen    *pen,
                   double  y)
{
  BnArmySheet *sheet = pen->sheet;
  double height = 0;

  for (guint c = 0; c < N_COLUMNS; c++)
    {
      if (sheet->col_w[c] <= 0)
        continue;
      height = MAX (height, put_text (pen, STYLE_TABLE_HEAD, _(columns[c].title), FALSE,
                                      sheet->col_x[c], y, sheet->col_w[c], columns[c].align, 0.0));
    }
  y += height + 3;
  put_rule (pen, sheet->left, sheet->right, y, 0.8, 0.0);
  return height + 3 + 0.8;
}

static double
render_units_heading (Pen      *pen,
                      gboolean  continued,
                      double    y)
{
  double y0 = y;

  if (!continued)
    y += SECTION_GAP;
  y += render_heading (pen, continued ? _("Units (continued)") : _("Units"), y) + 4;
  y += render_table_head (pen, y);
  return y - y0;
}

static double
render_row (Pen       *pen,
            const Row *row,
            double     y)
{
  BnArmySheet *sheet = pen->sheet;
  double top = y + ROW_PAD;
  double height = 0;

  for (guint c = 0; c < N_COLUMNS; c++)
    {
      double x = sheet->col_x[c];
      double w = sheet->col_w[c];

      if (w <= 0)
        continue;
      if (c == COL_COLOUR)
        {
          /* A unit with no colour gets an empty box, to be filled in by
           * hand if the player decides at the table. */
          if (pen->cr != NULL)
            {
              double baseline = line_baseline (pen, STYLE_CELL);

              cairo_rectangle (pen->cr, x + 0.25, top + baseline - SWATCH_SIZE + 0.25,
                               SWATCH_SIZE - 0.5, SWATCH_SIZE - 0.5);
              sheet_set_colour_source (pen->cr, row->colour);
              cairo_fill_preserve (pen->cr);
              cairo_set_source_rgb (pen->cr, 0.0, 0.0, 0.0);
              cairo_set_line_width (pen->cr, 0.5);
              cairo_stroke (pen->cr);
            }
          x += SWATCH_SIZE + SWATCH_GAP;
          w -= SWATCH_SIZE + SWATCH_GAP;
        }
      height = MAX (height, put_text (pen, STYLE_CELL, row->cells[c], FALSE, x, top,
                                      MAX (w, 1.0), columns[c].align,
                                      c == COL_COLOUR && row->colour == BN_COLOUR_NONE ? 0.45 : 0.0));
    }
  y = top + height;
  if (row->detail != NULL)
    {
      double x = sheet->col_x[COL_NAME];

      y += 0.5;
      if (row->detail_is_problem && pen->cr != NULL)
        {
          /* Drawn before the text so the text's grey is not lost. */
          sheet_set_level_source (pen->cr, BN_ARMY_PROBLEM_ERROR);
          cairo_arc (pen->cr, x - 5, y + line_baseline (pen, STYLE_SMALL) - 2.5, 2, 0, 2 * G_PI);
          cairo_fill (pen->cr);
        }
      y += put_text (pen, STYLE_SMALL, row->detail, FALSE, x, y, sheet->right - x,
                     PANGO_ALIGN_LEFT, 0.3);
    }
  y += ROW_PAD;
  put_rule (pen, sheet->left, sheet->right, y, 0.3, 0.55);
  return y - (top - ROW_PAD);
}

static double
render_no_units (Pen    *pen,
                 double  y)
{
  BnArmySheet *sheet = pen->sheet;
  g_autofree char *markup = g_markup_printf_escaped ("<i>%s</i>", _("No units on the roster yet."));

  return ROW_PAD + put_text (pen, STYLE_CELL, markup, TRUE, sheet->col_x[COL_NAME], y + ROW_PAD,
                             sheet->right - sheet->col_x[COL_NAME], PANGO_ALIGN_LEFT, 0.0) + ROW_PAD;
}

/* The totals line up under the cost column, so they read as its sum. */
static double
render_totals (Pen    *pen,
               double  y)
{
  BnArmySheet *sheet = pen->sheet;
  double value_right = sheet->col_x[COL_COST] + sheet->col_w[COL_COST];
  double value_w = 0, label_w = 0;
  double label_right;
  double y0 = y;

  for (guint i = 0; i < sheet->totals->len; i++)
    {
      const TotalLine *line = &g_array_index (sheet->totals, TotalLine, i);
      Style style = line->strong ? STYLE_STRONG : STYLE_BODY;

      value_w = MAX (value_w, text_width (pen, style, line->value));
      label_w = MAX (label_w, text_width (pen, style, line->label));
    }
  value_w = MAX (value_w, sheet->col_w[COL_COST]);
  label_right = value_right - value_w - 14;
  label_w = MIN (label_w + 1, label_right - sheet->left);

  y += 8;
  for (guint i = 0; i < sheet->totals->len; i++)
    {
      const TotalLine *line = &g_array_index (sheet->totals, TotalLine, i);
      Style style = line->strong ? STYLE_STRONG : STYLE_BODY;
      double h1, h2;

      if (line->rule_above)
        {
          y += 2;
          put_rule (pen, label_right - label_w, value_right, y, 0.8, 0.0);
          y += 3;
        }
      if (line->alarm && pen->cr != NULL)
        {
          /* The number in the error colour; put_text() would paint it grey. */
          g_autoptr(PangoLayout) layout = pen_layout (pen, style, line->value, FALSE,
                                                      value_w, PANGO_ALIGN_RIGHT);

          h1 = put_text (pen, style, line->label, FALSE, label_right - label_w, y, label_w,
                         PANGO_ALIGN_RIGHT, 0.0);
          sheet_set_level_source (pen->cr, BN_ARMY_PROBLEM_ERROR);
          cairo_move_to (pen->cr, value_right - value_w, y);
          pango_cairo_show_layout (pen->cr, layout);
          h2 = h1;
        }
      else
        {
          h1 = put_text (pen, style, line->label, FALSE, label_right - label_w, y, label_w,
                         PANGO_ALIGN_RIGHT, 0.0);
          h2 = put_text (pen, style, line->value, FALSE, value_right - value_w, y, value_w,
                         PANGO_ALIGN_RIGHT, 0.0);
        }
      y += MAX (h1, h2) + 1;
    }
  return y - y0;
}

static double
render_problems_heading (Pen    *pen,
                         double  y)
{
  return SECTION_GAP + render_heading (pen, _("Problems"), y + SECTION_GAP) + 3;
}

static double
render_problem (Pen               *pen,
                const ProblemLine *line,
                double             y)
{
  BnArmySheet *sheet = pen->sheet;
  const char *label = line->level == BN_ARMY_PROBLEM_ERROR ? _("Error") : _("Warning");
  double label_w = MAX (text_width (pen, STYLE_MARK, _("Error")),
                        text_width (pen, STYLE_MARK, _("Warning"))) + 2;
  double mark_x = sheet->left;
  double label_x = mark_x + MARK_SIZE + 5;
  double text_x = label_x + label_w + 8;
  double h1, h2;

  if (pen->cr != NULL)
    {
      g_autoptr(PangoLayout) layout = pen_layout (pen, STYLE_MARK, label, FALSE, -1, PANGO_ALIGN_LEFT);
      double baseline = line_baseline (pen, STYLE_BODY);
      double mark_top = y + baseline - MARK_SIZE + 0.5;

      /* An error is a square, a warning a triangle: told apart in black
       * and white too. */
      sheet_set_level_source (pen->cr, line->level);
      if (line->level == BN_ARMY_PROBLEM_ERROR)
        cairo_rectangle (pen->cr, mark_x, mark_top, MARK_SIZE, MARK_SIZE);
      else
        {
          cairo_move_to (pen->cr, mark_x, mark_top + MARK_SIZE);
          cairo_line_to (pen->cr, mark_x + MARK_SIZE / 2, mark_top);
          cairo_line_to (pen->cr, mark_x + MARK_SIZE, mark_top + MARK_SIZE);
          cairo_close_path (pen->cr);
        }
      cairo_fill (pen->cr);
      /* The label, in the mark's colour, sits on the message's baseline. */
      cairo_move_to (pen->cr, label_x,
                     y + baseline - pango_units_to_double (pango_layout_get_baseline (layout)));
      pango_cairo_show_layout (pen->cr, layout);
    }
  h1 = line_baseline (pen, STYLE_BODY);
  h2 = put_text (pen, STYLE_BODY, line->message, FALSE, text_x, y, sheet->right - text_x,
                 PANGO_ALIGN_LEFT, 0.0);
  return MAX (h1, h2) + 3;
}

static double
render_no_problems (Pen    *pen,
                    double  y)
{
  BnArmySheet *sheet = pen->sheet;

  return put_text (pen, STYLE_BODY, _("None: the roster keeps every rule."), FALSE,
                   sheet->left, y, sheet->right - sheet->left, PANGO_ALIGN_LEFT, 0.0);
}

static double
render_block (Pen       *pen,
              BlockKind  kind,
              guint      index,
              double     y)
{
  BnArmySheet *sheet = pen->sheet;

  switch (kind)
    {
    case BLOCK_HEADER:
      return render_header (pen, y);
    case BLOCK_COMMANDERS:
      return render_commanders (pen, y);
    case BLOCK_UNITS_HEADING:
      return render_units_heading (pen, FALSE, y);
    case BLOCK_UNITS_CONTINUED:
      return render_units_heading (pen, TRUE, y);
    case BLOCK_ROW:
      return render_row (pen, &g_array_index (sheet->rows, Row, index), y);
    case BLOCK_NO_UNITS:
      return render_no_units (pen, y);
    case BLOCK_TOTALS:
      return render_totals (pen, y);
    case BLOCK_PROBLEMS_HEADING:
      return render_problems_heading (pen, y);
    case BLOCK_PROBLEM:
      return render_problem (pen, &g_array_index (sheet->problems, ProblemLine, index), y);
    case BLOCK_NO_PROBLEMS:
      return render_no_problems (pen, y);
    default:
      g_assert_not_reached ();
    }
  return 0;
}

static double
footer_height (Pen *pen)
{
  return 10 + put_text (pen, STYLE_FOOTER, "Mg", FALSE, 0, 0, -1, PANGO_ALIGN_LEFT, 0.0);
}

static void
render_footer (Pen   *pen,
               guint  page)
{
  BnArmySheet *sheet = pen->sheet;
  double y = sheet->bottom + 6;
  double width = sheet->right - sheet->left;
  g_autofree char *pages = g_strdup_printf (_("Banneret — page %u of %u"), page + 1, sheet->n_pages);

  put_rule (pen, sheet->left, sheet->right, y, 0.5, 0.0);
  y += 4;
  put_text (pen, STYLE_FOOTER, sheet->title, FALSE, sheet->left, y, width * 0.6,
            PANGO_ALIGN_LEFT, 0.25);
  put_text (pen, STYLE_FOOTER, pages, FALSE, sheet->left + width * 0.4, y, width * 0.6,
            PANGO_ALIGN_RIGHT, 0.0);
}

/* Natural widths first; when they do not fit, the columns that may wrap
 * give up room, each in proportion to its width and never below its
 * longest word; what is left over goes to the unit's name. */
static void
lay_out_columns (Pen *pen)
{
  BnArmySheet *sheet = pen->sheet;
  double natural[N_COLUMNS] = { 0 };
  double minimum[N_COLUMNS] = { 0 };
  double available = sheet->right - sheet->left;
  double total = 0, flexible = 0;
  double x;
  guint n_shown = 0;

  for (guint c = 0; c < N_COLUMNS; c++)
    {
      if (c == COL_NOTES && !sheet->any_notes)
        continue;
      natural[c] = text_width (pen, STYLE_TABLE_HEAD, _(columns[c].title));
      minimum[c] = longest_word_width (pen, STYLE_TABLE_HEAD, _(columns[c].title));
      for (guint i = 0; i < sheet->rows->len; i++)
        {
          const Row *row = &g_array_index (sheet->rows, Row, i);
          double extra = c == COL_COLOUR ? SWATCH_SIZE + SWATCH_GAP : 0;

          natural[c] = MAX (natural[c], text_width (pen, STYLE_CELL, row->cells[c]) + extra);
          minimum[c] = MAX (minimum[c], longest_word_width (pen, STYLE_CELL, row->cells[c]) + extra);
        }
      natural[c] += 1;
      minimum[c] += 1;
      n_shown++;
    }
  /* Room for a readable name even in a short roster. */
  natural[COL_NAME] = MAX (natural[COL_NAME], 90.0);
  /* Costs and totals line up, so the cost column is as wide as a total. */
  natural[COL_COST] = MAX (natural[COL_COST], text_width (pen, STYLE_STRONG, "999") + 1);

  available -= COLUMN_GAP * (n_shown - 1);
  for (guint c = 0; c < N_COLUMNS; c++)
    {
      sheet->col_w[c] = natural[c];
      total += natural[c];
      if (columns[c].flexible)
        flexible += natural[c] - minimum[c];
    }
  if (total > available && flexible > 0)
    {
      double shrink = MIN (1.0, (total - available) / flexible);

      for (guint c = 0; c < N_COLUMNS; c++)
        if (columns[c].flexible && natural[c] > 0)
          sheet->col_w[c] = natural[c] - (natural[c] - minimum[c]) * shrink;
    }
  else if (total < available)
    {
      sheet->col_w[COL_NAME] += available - total;
    }

  x = sheet->left;
  for (guint c = 0; c < N_COLUMNS; c++)
    {
      sheet->col_x[c] = x;
      if (sheet->col_w[c] > 0)
        x += sheet->col_w[c] + COLUMN_GAP;
    }

  sheet->post_label_w = 0;
  for (guint i = 0; i < sheet->posts->len; i++)
    {
      const PostLine *line = g_ptr_array_index (sheet->posts, i);

      sheet->post_label_w = MAX (sheet->post_label_w, text_width (pen, STYLE_STRONG, line->role));
    }
  sheet->post_label_w += 1;
}

static void
add_block (GArray    *blocks,
           Pen       *pen,
           BlockKind  kind,
           guint      index,
           gboolean   keep_with_next)
{
  Block block = { kind, index, 0, keep_with_next };

  block.height = render_block (pen, kind, index, 0);
  g_array_append_val (blocks, block);
}

static void
place (BnArmySheet *sheet,
       BlockKind    kind,
       guint        index,
       guint        page,
       double       y)
{
  Placement placement = { kind, index, page, y };

  g_array_append_val (sheet->placements, placement);
}

/**
 * bn_army_sheet_paginate:
 * @cr: a context like the one pages will be drawn on, for measuring
 * @width: (in points) the page
 * @height:
 *
 * Lays the sheet out for pages of @width × @height: blocks flow down the
 * page and on to the next, a unit's row is never split, a heading stays
 * with what follows it, and a page that continues the units repeats the
 * table's heading.
 *
 * Returns: the number of pages, at least one
 */
guint
bn_army_sheet_paginate (BnArmySheet *sheet,
                        cairo_t     *cr,
                        double       width,
                        double       height)
{
  g_autoptr(GArray) blocks = g_array_new (FALSE, FALSE, sizeof (Block));
  Pen pen;
  double continued_h;
  double y;
  guint page = 0;
  gboolean page_empty = TRUE;

  g_return_val_if_fail (sheet != NULL, 0);
  g_return_val_if_fail (cr != NULL, 0);
  g_return_val_if_fail (width > 0 && height > 0, 0);

  pen_init (&pen, sheet, cr, FALSE);

  sheet->width = width;
  sheet->height = height;
  sheet->margin = CLAMP (MIN (width, height) * 0.06, 18.0, 48.0);
  sheet->left = sheet->margin;
  sheet->right = width - sheet->margin;
  sheet->top = sheet->margin;
  sheet->bottom = height - sheet->margin - footer_height (&pen);
  lay_out_columns (&pen);

  add_block (blocks, &pen, BLOCK_HEADER, 0, FALSE);
  add_block (blocks, &pen, BLOCK_COMMANDERS, 0, FALSE);
  add_block (blocks, &pen, BLOCK_UNITS_HEADING, 0, TRUE);
  for (guint i = 0; i < sheet->rows->len; i++)
    add_block (blocks, &pen, BLOCK_ROW, i, FALSE);
  if (sheet->rows->len == 0)
    add_block (blocks, &pen, BLOCK_NO_UNITS, 0, FALSE);
  add_block (blocks, &pen, BLOCK_TOTALS, 0, FALSE);
  if (!sheet->for_opponent)
    {
      add_block (blocks, &pen, BLOCK_PROBLEMS_HEADING, 0, TRUE);
      for (guint i = 0; i < sheet->problems->len; i++)
        add_block (blocks, &pen, BLOCK_PROBLEM, i, FALSE);
      if (sheet->problems->len == 0)
        add_block (blocks, &pen, BLOCK_NO_PROBLEMS, 0, FALSE);
    }
  continued_h = render_block (&pen, BLOCK_UNITS_CONTINUED, 0, 0);

  g_array_set_size (sheet->placements, 0);
  y = sheet->top;
  for (guint i = 0; i < blocks->len; i++)
    {
      const Block *block = &g_array_index (blocks, Block, i);
      double need = block->height;

      if (block->keep_with_next && i + 1 < blocks->len)
        need += g_array_index (blocks, Block, i + 1).height;
      /* A block taller than a page goes on a page of its own and is cut;
       * everything else moves to the next page whole. */
      if (y + need > sheet->bottom && !page_empty)
        {
          page++;
          y = sheet->top;
          if (block->kind == BLOCK_ROW)
            {
              place (sheet, BLOCK_UNITS_CONTINUED, 0, page, y);
              y += continued_h;
            }
        }
      place (sheet, block->kind, block->index, page, y);
      y += block->height;
      page_empty = FALSE;
    }

  sheet->n_pages = page + 1;
  sheet->laid_out = TRUE;
  pen_clear (&pen);
  return sheet->n_pages;
}

/**
 * bn_army_sheet_draw_page:
 * @page: from 0
 *
 * Draws one page on a white ground. Lays the sheet out first if it was
 * not laid out for this size.
 */
void
bn_army_sheet_draw_page (BnArmySheet *sheet,
                         cairo_t     *cr,
                         double       width,
                         double       height,
                         guint        page)
{
  Pen pen;

  g_return_if_fail (sheet != NULL);
  g_return_if_fail (cr != NULL);

  if (!sheet->laid_out || sheet->width != width || sheet->height != height)
    bn_army_sheet_paginate (sheet, cr, width, height);
  g_return_if_fail (page < sheet->n_pages);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1.0, 1.0, 1.0);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);

  pen_init (&pen, sheet, cr, TRUE);
  /* Only a block taller than a page reaches the footer; it is cut there. */
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, sheet->bottom);
  cairo_clip (cr);
  for (guint i = 0; i < sheet->placements->len; i++)
    {
      const Placement *placement = &g_array_index (sheet->placements, Placement, i);

      if (placement->page == page)
        render_block (&pen, placement->kind, placement->index, placement->y);
    }
  cairo_restore (cr);
  render_footer (&pen, page);
  pen_clear (&pen);
  cairo_restore (cr);
}
