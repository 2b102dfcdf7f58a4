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
 */
#include "bn-config.h"

#include "bn-army-sheet.h"

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
#define SHEET_PDF_WIDTH   595.0
#define SHEET_PDF_HEIGHT  842.0

#define SHEET_FONT_FAMILY "Cantarell,Sans"

#define COLUMN_GAP        8.0   /* between table columns */
#define ROW_PAD           3.0   /* above and below a unit's row */
#define SECTION_GAP       16.0  /* before a section heading */
#define SWATCH_SIZE       7.5
#define SWATCH_GAP        4.0
#define MARK_SIZE         7.0

typedef enum
{
  STYLE_TITLE,
  STYLE_SUBTITLE,
  STYLE_BODY,
  STYLE_STRONG,
  STYLE_HEADING,
  STYLE_TABLE_HEAD,
  STYLE_CELL,
  STYLE_SMALL,
  STYLE_MARK,
  STYLE_FOOTER,
  N_STYLES,
} Style;

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

typedef enum
{
  COL_NUMBER,
  COL_NAME,
  COL_CLASS,
  COL_FIGURES,
  COL_MOVE,
  COL_DICE,
  COL_COLOUR,
  COL_COST,
  COL_NOTES,
  N_COLUMNS,
} Column;

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

typedef struct
{
  char     *cells[N_COLUMNS];
  char     *detail;     /* the small line under the row: the cost breakdown */
  gboolean  detail_is_problem;
  BnColour  colour;
} Row;

typedef struct
{
  char *role;
  char *text;
} PostLine;

typedef struct
{
  char     *label;
  char     *value;
  gboolean  strong;
  gboolean  alarm;      /* drawn in the error colour */
  gboolean  rule_above; /* the sum line */
} TotalLine;

typedef struct
{
  BnArmyProblemLevel  level;
  char               *message;
} ProblemLine;

typedef enum
{
  BLOCK_HEADER,
  BLOCK_COMMANDERS,
  BLOCK_UNITS_HEADING,
  BLOCK_UNITS_CONTINUED,
  BLOCK_ROW,
  BLOCK_NO_UNITS,
  BLOCK_TOTALS,
  BLOCK_PROBLEMS_HEADING,
  BLOCK_PROBLEM,
  BLOCK_NO_PROBLEMS,
} BlockKind;

typedef struct
{
  BlockKind  kind;
  guint      index;           /* the row or problem */
  double     height;
  gboolean   keep_with_next;  /* a heading stays on the page of what follows */
} Block;

typedef struct
{
  BlockKind  kind;
  guint      index;
  guint      page;
  double     y;
} Placement;

struct _BnArmySheet
{
  gboolean   for_opponent;

  /* The words, prepared once. */
  char      *title;
  char      *subtitle;
  char      *points_markup;
  char      *date;          /* nullable */
  GPtrArray *posts;         /* PostLine */
  GArray    *rows;          /* Row */
  GArray    *totals;        /* TotalLine */
  GArray    *problems;      /* ProblemLine */
  gboolean   any_notes;

  /* The layout for one page size. */
  gboolean   laid_out;
  double     width;
  double     height;
  double     margin;
  double     left;
  double     right;
  double     top;
  double     bottom;        /* where the body ends and the footer begins */
  double     col_x[N_COLUMNS];
  double     col_w[N_COLUMNS];
  double     post_label_w;
  GArray    *placements;    /* Placement */
  guint      n_pages;
};

/* ---- preparing the words ---- */

static void
row_clear (gpointer data)
{
  Row *row = data;

  for (guint c = 0; c < N_COLUMNS; c++)
    g_free (row->cells[c]);
  g_free (row->detail);
}

static void
post_line_free (gpointer data)
{
  PostLine *line = data;

  g_free (line->role);
  g_free (line->text);
  g_free (line);
}

static void
total_line_clear (gpointer data)
{
  TotalLine *line = data;

  g_free (line->label);
  g_free (line->value);
}

static void
problem_line_clear (gpointer data)
{
  ProblemLine *line = data;

  g_free (line->message);
}

static const BnLeader *
find_leader (const BnLeader *leader,
             GPtrArray      *domain,
             gint64          id)
{
  if (leader->id == id)
    return leader;
  for (guint i = 0; domain != NULL && i < domain->len; i++)
    {
      const BnLeader *vassal = g_ptr_array_index (domain, i);

      if (vassal->id == id)
        return vassal;
    }
  return NULL;
}

static char *
unit_display_name (BnUnitRules  *unit_rules,
                   const BnUnit *unit)
{
  const BnUnitType *type;

  if (unit->name != NULL && unit->name[0] != '\0')
    return g_strdup (unit->name);
  type = unit->type_id != NULL ? bn_unit_rules_lookup_unit_type (unit_rules, unit->type_id) : NULL;
  if (type != NULL)
    return g_strdup (type->name);
  if (unit->leadership > 0 && bn_unit_rules_get_kings (unit_rules) != NULL &&
      bn_unit_rules_get_kings (unit_rules)->arm_names[unit->arm] != NULL)
    return g_strdup (bn_unit_rules_get_kings (unit_rules)->arm_names[unit->arm]);
  return g_strdup (_("Unnamed unit"));
}

static char *
dice_text (const guint *dice,
           guint        n_dice)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_dice; i++)
    g_string_append_printf (text, "%s%u", i > 0 ? "-" : "", dice[i]);
  return g_string_free (text, FALSE);
}

/* The class's dice, unless the unit carries a weapon whose special dice
 * are for its arm and class (L&L's missile dice for A- and B-class foot). */
static char *
unit_dice_text (BnUnitRules       *unit_rules,
                const BnUnit      *unit,
                const BnClassRule *klass)
{
  BnBattleClass battle_class = bn_unit_rules_get_battle_class (unit_rules, unit);

  for (guint i = 0; unit->weapons[i] != NULL; i++)
    {
      const BnWeaponRule *weapon = bn_unit_rules_lookup_weapon (unit_rules, unit->weapons[i]);

      if (weapon != NULL && weapon->dice != NULL && weapon->n_dice > 0 &&
          weapon->dice_arm == unit->arm &&
          (weapon->dice_classes & BN_BATTLE_CLASS_BIT (battle_class)) != 0)
        return dice_text (weapon->dice, weapon->n_dice);
    }
  return dice_text (klass->dice, klass->n_dice);
}

static char *
move_text (const BnClassRule *klass)
{
  if (klass->move_and_battle == klass->move)
    return g_strdup_printf ("%u", klass->move);
  if (klass->move_and_battle == 0)
    return g_strdup_printf (_("%u, or stay and battle"), klass->move);
  return g_strdup_printf (_("%u, or %u and battle"), klass->move, klass->move_and_battle);
}

static const char *
colour_name (BnColour colour)
{
  switch (colour)
    {
    case BN_COLOUR_RED:
      return _("red");
    case BN_COLOUR_BLUE:
      return _("blue");
    case BN_COLOUR_GREEN:
      return _("green");
    case BN_COLOUR_NONE:
    case BN_COLOUR_COUNT:
    default:
      return _("none");
    }
}

/* Command colours as the cards print them, dark enough to read on paper. */
static void
set_colour_source (cairo_t  *cr,
                   BnColour  colour)
{
  switch (colour)
    {
    case BN_COLOUR_RED:
      cairo_set_source_rgb (cr, 0.80, 0.12, 0.12);
      break;
    case BN_COLOUR_BLUE:
      cairo_set_source_rgb (cr, 0.12, 0.32, 0.76);
      break;
    case BN_COLOUR_GREEN:
      cairo_set_source_rgb (cr, 0.10, 0.55, 0.22);
      break;
    case BN_COLOUR_NONE:
    case BN_COLOUR_COUNT:
    default:
      cairo_set_source_rgb (cr, 1.0, 1.0, 1.0);
      break;
    }
}

static void
set_level_source (cairo_t            *cr,
                  BnArmyProblemLevel  level)
{
  if (level == BN_ARMY_PROBLEM_ERROR)
    cairo_set_source_rgb (cr, 0.78, 0.10, 0.10);
  else
    cairo_set_source_rgb (cr, 0.85, 0.50, 0.00);
}

static const char *
role_name (BnArmyRole role)
{
  switch (role)
    {
    case BN_ARMY_ROLE_COMMANDER:
      return _("Commander");
    case BN_ARMY_ROLE_CAPTAIN:
      return _("Captain");
    case BN_ARMY_ROLE_HERO:
    default:
      return _("Hero");
    }
}

static void
prepare_heading (BnArmySheet    *sheet,
                 const BnArmy   *army,
                 const BnLeader *leader,
                 BnLeaderRules  *leader_rules)
{
  const BnSocialRank *rank = bn_leader_rules_get_rank (leader_rules, leader->social_rank);
  const BnEsteemLevel *esteem = bn_leader_rules_get_esteem (leader_rules, leader->esteem_level);
  const char *leader_name = leader->name != NULL ? leader->name : _("Unnamed leader");
  const char *stamp = army->updated_at != NULL ? army->updated_at : army->created_at;

  sheet->title = g_strdup (army->name != NULL && army->name[0] != '\0' ? army->name : _("Unnamed army"));

  if (rank != NULL && esteem != NULL)
    /* Translators: leader name — rank title, esteem level, e.g.
     * "Baron Hugh — Baron, Notable esteem" */
    sheet->subtitle = g_strdup_printf (_("%s — %s, %s esteem"), leader_name, rank->title, esteem->name);
  else if (rank != NULL)
    sheet->subtitle = g_strdup_printf (_("%s — %s"), leader_name, rank->title);
  else
    sheet->subtitle = g_strdup (leader_name);

  if (army->muster != NULL)
    {
      const BnMuster *muster = army->muster;
      g_autofree char *head = g_strdup_printf (_("Army points %u"), muster->army_points);
      GString *markup = g_string_new (NULL);
      g_autofree char *bold = g_markup_printf_escaped ("<b>%s</b>", head);

      g_string_append (markup, bold);
      for (guint i = 0; i < muster->draws->len; i++)
        {
          const BnDraw *draw = g_ptr_array_index (muster->draws, i);
          g_autofree char *card = bn_card_is_valid (draw->card) ? bn_card_to_string (draw->card) : g_strdup ("?");
          g_autofree char *part = NULL;
          g_autofree char *escaped = NULL;

          if (g_strcmp0 (draw->step, "army-multiplier") == 0)
            part = g_strdup_printf (_("household %u × %u (%s)"), muster->household, muster->factor, card);
          else if (bn_card_is_valid (draw->card))
            {
              gboolean again = FALSE;
              guint bonus = bn_leader_rules_army_bonus (leader_rules, draw->card, &again);

              part = g_strdup_printf (_("bonus %u (%s)"), bonus, card);
            }
          else
            continue;
          escaped = g_markup_escape_text (part, -1);
          g_string_append (markup, i == 0 ? " = " : " + ");
          g_string_append (markup, escaped);
        }
      sheet->points_markup = g_string_free (markup, FALSE);
    }
  else
    {
      sheet->points_markup = g_markup_printf_escaped ("<b>%s</b> %s", _("No army points yet:"),
                                                      _("the army has not been mustered."));
    }

  if (stamp != NULL)
    {
      g_autoptr(GDateTime) when = g_date_time_new_from_iso8601 (stamp, NULL);

      if (when != NULL)
        {
          g_autofree char *day = g_date_time_format (when, "%Y-%m-%d");

          sheet->date = g_strdup_printf (_("Saved %s"), day);
        }
    }
}

static void
prepare_posts (BnArmySheet    *sheet,
               const BnArmy   *army,
               const BnLeader *leader,
               GPtrArray      *domain,
               BnLeaderRules  *leader_rules,
               BnUnitRules    *unit_rules)
{
  static const BnArmyRole order[] = {
    BN_ARMY_ROLE_COMMANDER, BN_ARMY_ROLE_CAPTAIN, BN_ARMY_ROLE_HERO,
  };

  /* By rank of post, so the commander heads the list whatever order the
   * posts were given in. */
  for (guint r = 0; r < G_N_ELEMENTS (order); r++)
    for (guint i = 0; i < army->posts->len; i++)
      {
        const BnArmyPost *post = g_ptr_array_index (army->posts, i);
        const BnLeader *holder;
        PostLine *line;
        GString *text;

        if (post->role != order[r])
          continue;
        holder = find_leader (leader, domain, post->leader_id);
        text = g_string_new (NULL);
        if (holder != NULL)
          {
            const BnSocialRank *rank = bn_leader_rules_get_rank (leader_rules, holder->social_rank);

            g_string_append (text, holder->name != NULL ? holder->name : _("Unnamed leader"));
            if (rank != NULL)
              g_string_append_printf (text, _(", %s"), rank->title);
          }
        else
          {
            g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, post->leader_id);

            g_string_append_printf (text, _("leader %s (not of this domain)"), number);
          }
        if (post->unit_index >= 0 && (guint) post->unit_index < army->units->len)
          {
            const BnArmyUnit *entry = g_ptr_array_index (army->units, post->unit_index);
            g_autofree char *unit_name = unit_display_name (unit_rules, entry->unit);

            g_string_append_printf (text, _(" — with unit %d, %s"), post->unit_index + 1, unit_name);
          }

        line = g_new0 (PostLine, 1);
        line->role = g_strdup (role_name (post->role));
        line->text = g_string_free (text, FALSE);
        g_ptr_array_add (sheet->posts, line);
      }
}

static void
prepare_rows (BnArmySheet        *sheet,
              const BnArmy       *army,
              const BnLeader     *leader,
              GPtrArray          *domain,
              const BnArmyReport *report,
              BnUnitRules        *unit_rules)
{
  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *entry = g_ptr_array_index (army->units, i);
      const BnUnit *unit = entry->unit;
      const BnClassRule *klass = bn_unit_rules_get_unit_class (unit_rules, unit);
      const BnCostBreakdown *breakdown = i < report->breakdowns->len ? g_ptr_array_index (report->breakdowns, i) : NULL;
      const BnUnitType *type = unit->type_id != NULL ? bn_unit_rules_lookup_unit_type (unit_rules, unit->type_id) : NULL;
      GString *notes = g_string_new (NULL);
      Row row = { 0 };

      row.colour = unit->colour;
      row.cells[COL_NUMBER] = g_strdup_printf ("%u", i + 1);
      row.cells[COL_NAME] = unit_display_name (unit_rules, unit);
      row.cells[COL_CLASS] = g_strdup (klass != NULL ? klass->name : "—");
      row.cells[COL_FIGURES] = g_strdup_printf ("%u", unit->figures);
      row.cells[COL_MOVE] = klass != NULL ? move_text (klass) : g_strdup ("—");
      row.cells[COL_DICE] = klass != NULL ? unit_dice_text (unit_rules, unit, klass) : g_strdup ("—");
      row.cells[COL_COLOUR] = g_strdup (colour_name (unit->colour));
      row.cells[COL_COST] = breakdown != NULL
        ? g_strdup_printf ("%u", g_array_index (report->unit_costs, guint, i))
        : g_strdup ("—");

      if (unit->leadership > 0)
        /* TRANSLATORS: a King/Leader unit's note on the printed roster */
        g_string_append_printf (notes, _("King/Leader, leadership\u00a0%u"), unit->leadership);
      /* The promise is the owner's secret: an enemy's bribe must beat it. */
      if (unit->mercenary)
        {
          if (sheet->for_opponent)
            g_string_append (notes, _("merc."));
          else
            g_string_append_printf (notes, _("merc., promised\u00a0%u"), entry->promise);
        }
      for (guint p = 0; p < army->posts->len; p++)
        {
          const BnArmyPost *post = g_ptr_array_index (army->posts, p);
          const BnLeader *holder;

          if (post->unit_index != (gint) i)
            continue;
          holder = find_leader (leader, domain, post->leader_id);
          if (holder == NULL || holder->name == NULL)
            continue;
          if (notes->len > 0)
            g_string_append (notes, "; ");
          g_string_append_printf (notes, _("with %s"), holder->name);
        }
      row.cells[COL_NOTES] = g_string_free (notes, FALSE);
      if (row.cells[COL_NOTES][0] != '\0')
        sheet->any_notes = TRUE;

      if (breakdown != NULL)
        {
          g_autofree char *cost = bn_cost_breakdown_to_string (breakdown);

          /* A unit the player renamed still says what it is. */
          if (type != NULL && g_strcmp0 (type->name, row.cells[COL_NAME]) != 0)
            row.detail = g_strdup_printf (_("%s: %s"), type->name, cost);
          else
            row.detail = g_steal_pointer (&cost);
        }
      else if (!sheet->for_opponent)
        {
          row.detail = g_strdup (_("Not priced: the unit breaks a rule (see Problems)."));
          row.detail_is_problem = TRUE;
        }

      g_array_append_val (sheet->rows, row);
    }
}

static void
add_total (BnArmySheet *sheet,
           const char  *label,
           guint        value,
           gboolean     strong,
           gboolean     alarm,
           gboolean     rule_above)
{
  TotalLine line = { 0 };

  line.label = g_strdup (label);
  line.value = g_strdup_printf ("%u", value);
  line.strong = strong;
  line.alarm = alarm;
  line.rule_above = rule_above;
  g_array_append_val (sheet->totals, line);
}

/* Laid out as a sum where it is one: the owner's costs, promises and
 * unspent points add up to the army points, or, over them, to what is owed. */
static void
prepare_totals (BnArmySheet        *sheet,
                const BnArmyReport *report)
{
  add_total (sheet, _("Units cost"), report->spent, FALSE, FALSE, FALSE);
  if (sheet->for_opponent)
    {
      add_total (sheet, _("Army points"), report->army_points, TRUE, FALSE, FALSE);
      return;
    }
  add_total (sheet, _("Promised to mercenaries"), report->promised, FALSE, FALSE, FALSE);
  if (report->over > 0)
    {
      add_total (sheet, _("Owed in all"), report->spent + report->promised, TRUE, FALSE, TRUE);
      add_total (sheet, _("Army points"), report->army_points, FALSE, FALSE, FALSE);
      add_total (sheet, _("Over the army points by"), report->over, TRUE, TRUE, FALSE);
    }
  else
    {
      add_total (sheet, _("Unspent"), report->unspent, FALSE, FALSE, FALSE);
      add_total (sheet, _("Army points"), report->army_points, TRUE, FALSE, TRUE);
    }
}

/* The report's messages are clauses ("unit 2 has no command colour"); a
 * printed list reads them as sentences. */
static char *
capitalise (const char *text)
{
  gunichar first = g_utf8_get_char (text);
  char head[8] = { 0 };

  if (first == 0)
    return g_strdup (text);
  g_unichar_to_utf8 (g_unichar_totitle (first), head);
  return g_strconcat (head, g_utf8_next_char (text), NULL);
}

static void
prepare_problems (BnArmySheet        *sheet,
                  const BnArmyReport *report)
{
  for (guint i = 0; i < report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);
      ProblemLine line = { problem->level, NULL };

      line.message = capitalise (problem->message);
      g_array_append_val (sheet->problems, line);
    }
}

/**
 * bn_army_sheet_new:
 * @army: the roster
 * @leader: its leader
 * @domain: (nullable) (element-type BnLeader): his vassal leaders and heroes,
 *   who may hold the army's posts
 * @for_opponent: the copy handed across the table: without the
 *   mercenaries' promises, the unspent points and the problems list (whose
 *   messages quote the promises)
 *
 * Nothing given is kept: the sheet holds its own words.
 *
 * Returns: (transfer full): the sheet
 */
BnArmySheet *
bn_army_sheet_new (const BnArmy    *army,
                   const BnLeader  *leader,
                   GPtrArray       *domain,
                   BnUnitRules     *unit_rules,
                   BnLeaderRules   *leader_rules,
                   gboolean         for_opponent)
{
  g_autoptr(BnArmyReport) report = NULL;
  BnArmySheet *sheet;

  g_return_val_if_fail (army != NULL, NULL);
  g_return_val_if_fail (leader != NULL, NULL);
  g_return_val_if_fail (unit_rules != NULL && leader_rules != NULL, NULL);

  report = bn_army_check (army, unit_rules, leader_rules, leader, domain);

  sheet = g_new0 (BnArmySheet, 1);
  sheet->for_opponent = for_opponent;
  sheet->posts = g_ptr_array_new_with_free_func (post_line_free);
  sheet->rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (sheet->rows, row_clear);
  sheet->totals = g_array_new (FALSE, TRUE, sizeof (TotalLine));
  g_array_set_clear_func (sheet->totals, total_line_clear);
  sheet->problems = g_array_new (FALSE, TRUE, sizeof (ProblemLine));
  g_array_set_clear_func (sheet->problems, problem_line_clear);
  sheet->placements = g_array_new (FALSE, TRUE, sizeof (Placement));

  prepare_heading (sheet, army, leader, leader_rules);
  prepare_posts (sheet, army, leader, domain, leader_rules, unit_rules);
  prepare_rows (sheet, army, leader, domain, report, unit_rules);
  prepare_totals (sheet, report);
  if (!for_opponent)
    prepare_problems (sheet, report);
  return sheet;
}

void
bn_army_sheet_free (BnArmySheet *sheet)
{
  if (sheet == NULL)
    return;
  g_free (sheet->title);
  g_free (sheet->subtitle);
  g_free (sheet->points_markup);
  g_free (sheet->date);
  g_ptr_array_unref (sheet->posts);
  g_array_unref (sheet->rows);
  g_array_unref (sheet->totals);
  g_array_unref (sheet->problems);
  g_array_unref (sheet->placements);
  g_free (sheet);
}

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
              set_colour_source (pen->cr, row->colour);
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
          set_level_source (pen->cr, BN_ARMY_PROBLEM_ERROR);
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
          set_level_source (pen->cr, BN_ARMY_PROBLEM_ERROR);
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
      set_level_source (pen->cr, line->level);
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

/* ---- the PDF ---- */

typedef struct
{
  int fd;
  int saved_errno;  /* the first write that failed; 0 if none */
} PdfSink;

static cairo_status_t
write_to_fd (void                *closure,
             const unsigned char *data,
             unsigned int         length)
{
  PdfSink *sink = closure;

  while (length > 0)
    {
      ssize_t written = write (sink->fd, data, length);

      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        {
          sink->saved_errno = written < 0 ? errno : EIO;
          return CAIRO_STATUS_WRITE_ERROR;
        }
      data += written;
      length -= (unsigned int) written;
    }
  return CAIRO_STATUS_SUCCESS;
}

static void
set_write_error (GError     **error,
                 const char  *path,
                 int          saved_errno)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("Could not write the army sheet to “%s”: %s"), display, g_strerror (saved_errno));
}

/**
 * bn_army_sheet_write_pdf:
 * @path: the file to write; replaced if it exists
 * @out_n_pages: (out) (optional): the pages written
 *
 * Writes the sheet as an A4 PDF. It goes to a new file in the same folder
 * first and replaces @path only once whole, so a failure leaves neither a
 * half-written file nor a damaged old one.
 *
 * Returns: %TRUE on success; else %FALSE with @error (G_IO_ERROR) naming
 *   @path
 */
gboolean
bn_army_sheet_write_pdf (BnArmySheet  *sheet,
                         const char   *path,
                         guint        *out_n_pages,
                         GError      **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *temp_path = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  PdfSink sink = { -1, 0 };
  guint n_pages;

  g_return_val_if_fail (sheet != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  temp_path = g_strdup_printf ("%s%c.%s.XXXXXX", dir, G_DIR_SEPARATOR, base);
  sink.fd = g_mkstemp_full (temp_path, O_WRONLY | O_CLOEXEC, 0666);
  if (sink.fd < 0)
    {
      set_write_error (error, path, errno);
      return FALSE;
    }

  surface = cairo_pdf_surface_create_for_stream (write_to_fd, &sink,
                                                 SHEET_PDF_WIDTH, SHEET_PDF_HEIGHT);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, sheet->title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Banneret");
  cr = cairo_create (surface);
  n_pages = bn_army_sheet_paginate (sheet, cr, SHEET_PDF_WIDTH, SHEET_PDF_HEIGHT);
  for (guint page = 0; page < n_pages; page++)
    {
      bn_army_sheet_draw_page (sheet, cr, SHEET_PDF_WIDTH, SHEET_PDF_HEIGHT, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS || sink.saved_errno != 0)
    {
      int saved_errno = sink.saved_errno != 0 ? sink.saved_errno : EIO;

      close (sink.fd);
      g_unlink (temp_path);
      set_write_error (error, path, saved_errno);
      return FALSE;
    }
  /* On disk before it takes the old file's place. */
  {
    int saved_errno = fsync (sink.fd) != 0 ? errno : 0;

    if (close (sink.fd) != 0 && saved_errno == 0)
      saved_errno = errno;
    if (saved_errno != 0)
      {
        g_unlink (temp_path);
        set_write_error (error, path, saved_errno);
        return FALSE;
      }
  }
  if (g_rename (temp_path, path) != 0)
    {
      int saved_errno = errno;

      g_unlink (temp_path);
      set_write_error (error, path, saved_errno);
      return FALSE;
    }

  if (out_n_pages != NULL)
    *out_n_pages = n_pages;
  return TRUE;
}
