/* bn-chronicle-sheet.c — a leader's chronicle, gathered, worded and drawn.
 *
 * The chronicle reads only the campaign library (bn-career.h): the ledger
 * is in event order, and each run of lines of one event is one chapter. The
 * prose of a battle is the library's (bn-career-chronicle.h).
 *
 * The headings are the CLI's own, in English, as `leader chronicle` has
 * always printed them (tests and players' scripts read that output), around
 * the library's English ledger wording, which is not translated either.
 *
 * The sheet follows the army sheet's way (bn-army-sheet.c): sizes in
 * points, Pango at 72 dpi with metrics hinting off, blocks measured by the
 * same function that draws them.
 */
#include "bn-config.h"

#include "bn-chronicle-sheet.h"

#include "bn-career-chronicle.h"
#include "bn-output-file.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <cairo-pdf.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <pango/pangocairo.h>

/* A4 portrait, in points. */
#define SHEET_PDF_WIDTH   595.0
#define SHEET_PDF_HEIGHT  842.0
#define SHEET_FONT_FAMILY "Cantarell,Sans"
#define CHART_HEIGHT      170.0
#define BLOCK_GAP         6.0

/* ---- the chronicle ---- */

static void
chapter_free (gpointer data)
{
  BnChronicleChapter *chapter = data;

  g_clear_pointer (&chapter->record, bn_battle_record_free);
  g_free (chapter->heading);
  g_ptr_array_unref (chapter->entries);
  g_free (chapter->paragraph);
  g_free (chapter);
}

void
bn_chronicle_free (BnChronicle *chronicle)
{
  if (chronicle == NULL)
    return;
  g_clear_pointer (&chronicle->leader, bn_career_leader_free);
  g_clear_pointer (&chronicle->chapters, g_ptr_array_unref);
  g_clear_pointer (&chronicle->ledger, g_ptr_array_unref);
  g_free (chronicle->title);
  g_free (chronicle->closing);
  g_free (chronicle);
}

/* Whether a leader of @side fell in a single combat of @record: with him
 * the army lost its leader and broke, though its units stood. */
static gboolean
fell_in_single_combat (const BnBattleRecord *record,
                       BnSide                side)
{
  for (guint i = 0; i < record->checks->len; i++)
    {
      const BnPcsCheck *check = g_ptr_array_index (record->checks, i);
      const BnBattleLeader *leader = bn_battle_record_find_leader (record, check->leader_id);

      if (check->single_combat && leader != NULL && leader->side == side)
        return TRUE;
    }
  return FALSE;
}

/* The battle's heading as leader @leader_id saw it, from his own side. */
static char *
battle_heading (const BnBattleRecord *record,
                gint64                leader_id)
{
  gboolean his_side = bn_career_chronicle_side (record, leader_id) == BN_SIDE_PLAYER;
  guint own_vp = his_side ? record->player_vp : record->opponent_vp;
  guint enemy_vp = his_side ? record->opponent_vp : record->player_vp;
  const char *result;

  /* A side wins with no more victory points than the other only by
   * leaving it no unit: said so, lest the numbers seem to contradict. */
  if (record->winner == BN_WINNER_DRAW)
    result = "a draw";
  else if ((record->winner == BN_WINNER_PLAYER) == his_side)
    result = fell_in_single_combat (record, his_side ? BN_SIDE_OPPONENT : BN_SIDE_PLAYER)
               ? "won, the enemy's leader fell in single combat and its army broke"
             : own_vp <= enemy_vp ? "won, the enemy army destroyed" : "won";
  else
    result = fell_in_single_combat (record, his_side ? BN_SIDE_PLAYER : BN_SIDE_OPPONENT)
               ? "lost, he fell in single combat and his army broke"
             : enemy_vp <= own_vp ? "lost, his army destroyed" : "lost";
  return g_strdup_printf ("Battle %" G_GINT64_FORMAT ": %s%s%s%s%s — %s (victory points %u to %u)", record->id,
                          record->name, record->place != NULL ? ", " : "", record->place != NULL ? record->place : "",
                          record->date != NULL ? ", " : "", record->date != NULL ? record->date : "",
                          result, own_vp, enemy_vp);
}

/**
 * bn_chronicle_new:
 *
 * Reads the leader's career, ledger and battles from @store.
 *
 * Returns: (transfer full) (nullable): the chronicle, or %NULL with @error
 *   as the library gave it
 */
BnChronicle *
bn_chronicle_new (BnStore       *store,
                  BnLeaderRules *rules,
                  gint64         leader_id,
                  GError       **error)
{
  g_autoptr(BnChronicle) chronicle = g_new0 (BnChronicle, 1);
  gint honor = 0;
  guint i = 0;

  g_return_val_if_fail (store != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  chronicle->chapters = g_ptr_array_new_with_free_func (chapter_free);
  chronicle->leader = bn_career_get_leader (store, leader_id, error);
  if (chronicle->leader == NULL)
    return NULL;
  chronicle->ledger = bn_career_get_ledger (store, leader_id, error);
  if (chronicle->ledger == NULL)
    return NULL;

  while (i < chronicle->ledger->len)
    {
      const BnLedgerEntry *first = g_ptr_array_index (chronicle->ledger, i);
      BnChronicleChapter *chapter = g_new0 (BnChronicleChapter, 1);

      chapter->battle_id = first->battle_id;
      chapter->event = first->event;
      chapter->entries = g_ptr_array_new ();
      g_ptr_array_add (chronicle->chapters, chapter);
      while (i < chronicle->ledger->len && ((BnLedgerEntry *) g_ptr_array_index (chronicle->ledger, i))->event == chapter->event)
        {
          const BnLedgerEntry *entry = g_ptr_array_index (chronicle->ledger, i++);

          g_ptr_array_add (chapter->entries, (gpointer) entry);
          if (g_str_equal (entry->kind, "honor"))
            chapter->honor_change += entry->result;
          else if (g_str_equal (entry->kind, "rank") && entry->result > entry->base)
            chapter->rank_rose = TRUE;
          else if (g_str_equal (entry->kind, "esteem"))
            chapter->esteem_changed = TRUE;
        }
      honor += chapter->honor_change;
      if (chapter->battle_id != 0)
        {
          chapter->record = bn_career_get_battle (store, chapter->battle_id, error);
          if (chapter->record == NULL)
            return NULL;
          chapter->heading = battle_heading (chapter->record, leader_id);
          chapter->paragraph = bn_career_chronicle_paragraph (chronicle->leader, rules, chapter->record, chapter->entries);
        }
      else
        chapter->heading = g_strdup (_("Between battles"));
    }

  /* The ledger's honor lines are what moved him from where he started to
   * where he is: running them back from today gives each chapter's total. */
  chronicle->honor_start = (gint) chronicle->leader->leader->honor - honor;
  honor = chronicle->honor_start;
  for (guint c = 0; c < chronicle->chapters->len; c++)
    {
      BnChronicleChapter *chapter = g_ptr_array_index (chronicle->chapters, c);

      honor += chapter->honor_change;
      chapter->honor_after = honor;
    }

  chronicle->title = g_strdup_printf ("The chronicle of %s", chronicle->leader->leader->name);
  chronicle->closing = g_strdup_printf ("Now: honor %u, esteem %u, rank %u, %s, purse %u",
                                        chronicle->leader->leader->honor,
                                        chronicle->leader->leader->esteem_level,
                                        chronicle->leader->leader->social_rank,
                                        chronicle->leader->leader->status, chronicle->leader->purse);
  return g_steal_pointer (&chronicle);
}

/* Returns: the whole chronicle as `leader chronicle` prints it. */
char *
bn_chronicle_to_text (const BnChronicle *chronicle)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (chronicle != NULL, NULL);

  g_string_append_printf (out, "%s\n", chronicle->title);
  for (guint c = 0; c < chronicle->chapters->len; c++)
    {
      const BnChronicleChapter *chapter = g_ptr_array_index (chronicle->chapters, c);

      g_autofree char *no_honor = bn_career_chronicle_no_honor (chapter->entries);
      gboolean said = FALSE;

      g_string_append_printf (out, "\n%s\n", chapter->heading);
      /* The lines worth no honor in one, where the first was. */
      for (guint l = 0; l < chapter->entries->len; l++)
        {
          const BnLedgerEntry *entry = g_ptr_array_index (chapter->entries, l);
          g_autofree char *text = NULL;

          if (bn_ledger_entry_is_no_honor (entry))
            {
              if (!said)
                g_string_append_printf (out, "  %s\n", no_honor);
              said = TRUE;
              continue;
            }
          text = bn_ledger_entry_to_string (entry);
          g_string_append_printf (out, "  %s\n", text);
        }
      if (chapter->paragraph != NULL)
        g_string_append_printf (out, "%s\n", chapter->paragraph);
    }
  g_string_append_printf (out, "\n%s\n", chronicle->closing);
  return g_string_free (out, FALSE);
}

guint
bn_chronicle_get_n_battles (const BnChronicle *chronicle)
{
  guint n = 0;

  g_return_val_if_fail (chronicle != NULL, 0);

  for (guint c = 0; c < chronicle->chapters->len; c++)
    if (((BnChronicleChapter *) g_ptr_array_index (chronicle->chapters, c))->battle_id != 0)
      n++;
  return n;
}

/* ---- the chart ---- */

static void
chart_label (cairo_t      *cr,
             const char   *text,
             double        x,
             double        y,
             double        size,
             gboolean      right_aligned)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_new ();
  int width, height;

  pango_font_description_set_family (font, SHEET_FONT_FAMILY);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, right_aligned ? x - width : x, y - height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

void
bn_chronicle_draw_chart (const BnChronicle *chronicle,
                         BnLeaderRules     *rules,
                         cairo_t           *cr,
                         double             width,
                         double             height,
                         const double      *ink,
                         const double      *accent)
{
  const double left = 44, right = 16, top = 14, bottom = 26;
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (gint));
  g_autoptr(GArray) rose = g_array_new (FALSE, FALSE, sizeof (gboolean));
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  double plot_w = width - left - right, plot_h = height - top - bottom;
  gint low, high;

  g_return_if_fail (chronicle != NULL);
  if (plot_w <= 10 || plot_h <= 10)
    return;

  for (guint c = 0; c < chronicle->chapters->len; c++)
    {
      const BnChronicleChapter *chapter = g_ptr_array_index (chronicle->chapters, c);

      if (chapter->battle_id == 0)
        continue;
      g_array_append_val (points, chapter->honor_after);
      g_array_append_val (rose, chapter->rank_rose);
      g_array_append_val (ids, chapter->battle_id);
    }
  low = high = chronicle->honor_start;
  for (guint p = 0; p < points->len; p++)
    {
      low = MIN (low, g_array_index (points, gint, p));
      high = MAX (high, g_array_index (points, gint, p));
    }
  /* Room above and below, so the bands either side of his honor show. */
  {
    gint pad = MAX (20, (high - low) / 4);

    low = MAX (0, low - pad);
    high = high + pad;
  }

  cairo_save (cr);
  cairo_set_line_width (cr, 1.0);

  /* The esteem bands: where each level's honor starts. */
  for (guint level = 1; level <= bn_leader_rules_get_n_esteem_levels (rules); level++)
    {
      const BnEsteemLevel *esteem = bn_leader_rules_get_esteem (rules, level);
      double y;

      if (esteem == NULL || esteem->min_honor == 0 || (gint) esteem->min_honor < low || (gint) esteem->min_honor > high)
        continue;
      y = top + plot_h - ((double) esteem->min_honor - low) / (high - low) * plot_h;
      cairo_set_source_rgba (cr, ink[0], ink[1], ink[2], 0.35);
      {
        const double dash[] = { 4.0, 3.0 };

        cairo_set_dash (cr, dash, 2, 0);
      }
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, left + plot_w, y);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_set_source_rgba (cr, ink[0], ink[1], ink[2], 0.7);
      chart_label (cr, esteem->name, left + plot_w - 2, y - 7, 9, TRUE);
    }

  /* The axes, and the honor at the bottom and top. */
  cairo_set_source_rgba (cr, ink[0], ink[1], ink[2], 0.6);
  cairo_move_to (cr, left, top);
  cairo_line_to (cr, left, top + plot_h);
  cairo_line_to (cr, left + plot_w, top + plot_h);
  cairo_stroke (cr);
  {
    g_autofree char *low_text = g_strdup_printf ("%d", low);
    g_autofree char *high_text = g_strdup_printf ("%d", high);

    chart_label (cr, low_text, left - 4, top + plot_h, 9, TRUE);
    chart_label (cr, high_text, left - 4, top, 9, TRUE);
  }

  if (points->len > 0)
    {
      double step = plot_w / (points->len + 1);
      double start_y = top + plot_h - ((double) chronicle->honor_start - low) / (high - low) * plot_h;

      /* From where he started to each battle's end. */
      cairo_set_source_rgb (cr, accent[0], accent[1], accent[2]);
      cairo_set_line_width (cr, 2.0);
      cairo_move_to (cr, left, start_y);
      for (guint p = 0; p < points->len; p++)
        cairo_line_to (cr, left + step * (p + 1),
                       top + plot_h - ((double) g_array_index (points, gint, p) - low) / (high - low) * plot_h);
      cairo_stroke (cr);
      for (guint p = 0; p < points->len; p++)
        {
          double x = left + step * (p + 1);
          double y = top + plot_h - ((double) g_array_index (points, gint, p) - low) / (high - low) * plot_h;
          g_autofree char *label = g_strdup_printf ("%" G_GINT64_FORMAT, g_array_index (ids, gint64, p));
          g_autofree char *value = g_strdup_printf ("%d", g_array_index (points, gint, p));

          cairo_set_source_rgb (cr, accent[0], accent[1], accent[2]);
          cairo_arc (cr, x, y, 3.5, 0, 2 * G_PI);
          cairo_fill (cr);
          if (g_array_index (rose, gboolean, p))
            {
              /* A rise in rank: ringed. */
              cairo_set_line_width (cr, 1.5);
              cairo_arc (cr, x, y, 7.0, 0, 2 * G_PI);
              cairo_stroke (cr);
            }
          cairo_set_source_rgba (cr, ink[0], ink[1], ink[2], 0.8);
          chart_label (cr, label, x + 3, top + plot_h + 11, 9, FALSE);
          chart_label (cr, value, x + 4, y - 9, 9, FALSE);
        }
    }
  cairo_restore (cr);
}

/* ---- the sheet ---- */

typedef enum
{
  BLOCK_TITLE,
  BLOCK_CHART,
  BLOCK_HEADING,
  BLOCK_LEDGER,
  BLOCK_PARAGRAPH,
  BLOCK_CLOSING,
} BlockKind;

typedef struct
{
  BlockKind kind;
  char *text;
  double height;
  guint page;
  double y;
} Block;

struct _BnChronicleSheet
{
  BnChronicle *chronicle;
  BnLeaderRules *rules;
  GArray *blocks;               /* Block */
  double width, height, margin;
  guint n_pages;
  gboolean laid_out;
};

static void
block_clear (gpointer data)
{
  g_free (((Block *) data)->text);
}

static void
add_block (BnChronicleSheet *sheet,
           BlockKind         kind,
           char             *text)
{
  Block block = { kind, text, 0, 0, 0 };

  g_array_append_val (sheet->blocks, block);
}

BnChronicleSheet *
bn_chronicle_sheet_new (BnStore        *store,
                        BnLeaderRules  *rules,
                        gint64          leader_id,
                        GError        **error)
{
  BnChronicleSheet *sheet;
  BnChronicle *chronicle = bn_chronicle_new (store, rules, leader_id, error);

  if (chronicle == NULL)
    return NULL;
  sheet = g_new0 (BnChronicleSheet, 1);
  sheet->chronicle = chronicle;
  sheet->rules = bn_leader_rules_ref (rules);
  sheet->blocks = g_array_new (FALSE, TRUE, sizeof (Block));
  g_array_set_clear_func (sheet->blocks, block_clear);

  add_block (sheet, BLOCK_TITLE, g_strdup (chronicle->title));
  if (bn_chronicle_get_n_battles (chronicle) > 0)
    add_block (sheet, BLOCK_CHART, NULL);
  for (guint c = 0; c < chronicle->chapters->len; c++)
    {
      const BnChronicleChapter *chapter = g_ptr_array_index (chronicle->chapters, c);
      GString *ledger = g_string_new (NULL);
      g_autofree char *no_honor = bn_career_chronicle_no_honor (chapter->entries);
      gboolean said = FALSE;

      add_block (sheet, BLOCK_HEADING, g_strdup (chapter->heading));
      for (guint l = 0; l < chapter->entries->len; l++)
        {
          const BnLedgerEntry *entry = g_ptr_array_index (chapter->entries, l);
          g_autofree char *line = NULL;

          if (bn_ledger_entry_is_no_honor (entry))
            {
              if (said)
                continue;
              said = TRUE;
              line = g_strdup (no_honor);
            }
          else
            line = bn_ledger_entry_to_string (entry);
          g_string_append_printf (ledger, "%s%s", ledger->len > 0 ? "\n" : "", line);
        }
      add_block (sheet, BLOCK_LEDGER, g_string_free (ledger, FALSE));
      if (chapter->paragraph != NULL)
        add_block (sheet, BLOCK_PARAGRAPH, g_strdup (chapter->paragraph));
    }
  add_block (sheet, BLOCK_CLOSING, g_strdup (chronicle->closing));
  return sheet;
}

void
bn_chronicle_sheet_free (BnChronicleSheet *sheet)
{
  if (sheet == NULL)
    return;
  bn_chronicle_free (sheet->chronicle);
  bn_leader_rules_unref (sheet->rules);
  g_array_unref (sheet->blocks);
  g_free (sheet);
}

const char *
bn_chronicle_sheet_get_title (BnChronicleSheet *sheet)
{
  g_return_val_if_fail (sheet != NULL, NULL);

  return sheet->chronicle->title;
}

static PangoLayout *
block_layout (cairo_t     *cr,
              const Block *block,
              double       width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoContext *context = pango_layout_get_context (layout);
  cairo_font_options_t *options = cairo_font_options_create ();
  PangoFontDescription *font = pango_font_description_new ();
  double size = 10.5;

  pango_cairo_context_set_resolution (context, 72.0);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);
  pango_layout_context_changed (layout);

  pango_font_description_set_family (font, SHEET_FONT_FAMILY);
  switch (block->kind)
    {
    case BLOCK_TITLE:
      size = 20;
      pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
      break;
    case BLOCK_HEADING:
      size = 12.5;
      pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
      break;
    case BLOCK_LEDGER:
      size = 8.5;
      break;
    case BLOCK_CLOSING:
      pango_font_description_set_style (font, PANGO_STYLE_ITALIC);
      break;
    case BLOCK_CHART:
    case BLOCK_PARAGRAPH:
    default:
      break;
    }
  pango_font_description_set_size (font, (gint) (size * PANGO_SCALE));
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, pango_units_from_double (width));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  if (block->kind == BLOCK_LEDGER)
    pango_layout_set_indent (layout, pango_units_from_double (-12));
  pango_layout_set_text (layout, block->text != NULL ? block->text : "", -1);
  return layout;
}

/* Returns: the number of pages, at least one. */
guint
bn_chronicle_sheet_paginate (BnChronicleSheet *sheet,
                             cairo_t          *cr,
                             double            width,
                             double            height)
{
  double y, bottom, text_width;
  guint page = 0;

  g_return_val_if_fail (sheet != NULL, 0);
  g_return_val_if_fail (cr != NULL && width > 0 && height > 0, 0);

  sheet->width = width;
  sheet->height = height;
  sheet->margin = CLAMP (MIN (width, height) * 0.07, 18.0, 56.0);
  bottom = height - sheet->margin - 14;
  text_width = width - 2 * sheet->margin;
  y = sheet->margin;
  for (guint i = 0; i < sheet->blocks->len; i++)
    {
      Block *block = &g_array_index (sheet->blocks, Block, i);
      double need;

      if (block->kind == BLOCK_CHART)
        block->height = CHART_HEIGHT;
      else
        {
          g_autoptr(PangoLayout) layout = block_layout (cr, block, block->kind == BLOCK_LEDGER ? text_width - 12 : text_width);
          int h;

          pango_layout_get_size (layout, NULL, &h);
          block->height = pango_units_to_double (h);
        }
      need = block->height;
      /* A chapter's heading stays with its ledger. */
      if (block->kind == BLOCK_HEADING && i + 1 < sheet->blocks->len)
        need += 40;
      if (y + need > bottom && y > sheet->margin)
        {
          page++;
          y = sheet->margin;
        }
      if (block->kind == BLOCK_HEADING && y > sheet->margin)
        y += 8;
      block->page = page;
      block->y = y;
      y += block->height + BLOCK_GAP;
    }
  sheet->n_pages = page + 1;
  sheet->laid_out = TRUE;
  return sheet->n_pages;
}

void
bn_chronicle_sheet_draw_page (BnChronicleSheet *sheet,
                              cairo_t          *cr,
                              double            width,
                              double            height,
                              guint             page)
{
  const double ink[] = { 0.1, 0.1, 0.1 };
  const double accent[] = { 0.55, 0.16, 0.12 };
  double text_width;

  g_return_if_fail (sheet != NULL);
  g_return_if_fail (cr != NULL);

  if (!sheet->laid_out || sheet->width != width || sheet->height != height)
    bn_chronicle_sheet_paginate (sheet, cr, width, height);
  g_return_if_fail (page < sheet->n_pages);
  text_width = width - 2 * sheet->margin;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  for (guint i = 0; i < sheet->blocks->len; i++)
    {
      const Block *block = &g_array_index (sheet->blocks, Block, i);

      if (block->page != page)
        continue;
      if (block->kind == BLOCK_CHART)
        {
          cairo_save (cr);
          cairo_translate (cr, sheet->margin, block->y);
          bn_chronicle_draw_chart (sheet->chronicle, sheet->rules, cr, text_width, CHART_HEIGHT, ink, accent);
          cairo_restore (cr);
        }
      else
        {
          g_autoptr(PangoLayout) layout = block_layout (cr, block, block->kind == BLOCK_LEDGER ? text_width - 12 : text_width);
          double grey = block->kind == BLOCK_LEDGER ? 0.3 : 0.0;

          cairo_set_source_rgb (cr, grey, grey, grey);
          cairo_move_to (cr, sheet->margin + (block->kind == BLOCK_LEDGER ? 12 : 0), block->y);
          pango_cairo_show_layout (cr, layout);
        }
    }
  {
    /* TRANSLATORS: the chronicle sheet's footer: the page, of how many */
    g_autofree char *footer = g_strdup_printf (_("Page %u of %u"), page + 1, sheet->n_pages);
    Block block = { BLOCK_LEDGER, footer, 0, 0, 0 };
    g_autoptr(PangoLayout) layout = block_layout (cr, &block, text_width);

    pango_layout_set_alignment (layout, PANGO_ALIGN_RIGHT);
    cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
    cairo_move_to (cr, sheet->margin, height - sheet->margin);
    pango_cairo_show_layout (cr, layout);
  }
  cairo_restore (cr);
}

static void
set_write_error (GError     **error,
                 const char  *path,
                 const char  *reason)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
               _("Could not write the chronicle to “%s”: %s"), display, reason);
}

static cairo_status_t
write_to_output (void                *closure,
                 const unsigned char *data,
                 unsigned int         length)
{
  return bn_output_file_write (closure, data, length, NULL) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

/**
 * bn_chronicle_sheet_write_pdf:
 * @path: the file to write; replaced only once the new one is whole;
 *   "-" is standard output
 * @out_n_pages: (out) (optional): the pages written
 *
 * Returns: %TRUE on success; else %FALSE with @error naming @path
 */
gboolean
bn_chronicle_sheet_write_pdf (BnChronicleSheet  *sheet,
                              const char        *path,
                              guint             *out_n_pages,
                              GError           **error)
{
  g_autoptr(BnOutputFile) output = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  guint n_pages;

  g_return_val_if_fail (sheet != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* A regular file is written beside @path and renamed over it: a failure
   * leaves the old file whole. A link or a device is written through. */
  output = bn_output_file_open (path, error);
  if (output == NULL)
    return FALSE;

  surface = cairo_pdf_surface_create_for_stream (write_to_output, output, SHEET_PDF_WIDTH, SHEET_PDF_HEIGHT);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, sheet->chronicle->title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Banneret");
  cr = cairo_create (surface);
  n_pages = bn_chronicle_sheet_paginate (sheet, cr, SHEET_PDF_WIDTH, SHEET_PDF_HEIGHT);
  for (guint page = 0; page < n_pages; page++)
    {
      bn_chronicle_sheet_draw_page (sheet, cr, SHEET_PDF_WIDTH, SHEET_PDF_HEIGHT, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      set_write_error (error, path, cairo_status_to_string (status));
      return FALSE;
    }
  if (!bn_output_file_commit (output, error))
    return FALSE;
  if (out_n_pages != NULL)
    *out_n_pages = n_pages;
  return TRUE;
}
