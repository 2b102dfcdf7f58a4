/* bn-army-sheet-private.h — what the printed roster's files share: the
 * sheet and its layout (bn-army-sheet.c), the words prepared for it
 * (bn-army-sheet-words.c) and its PDF (bn-army-sheet-pdf.c). */
#pragma once

#include "bn-army-sheet.h"

#include <pango/pangocairo.h>

G_BEGIN_DECLS

/* A4, in points. */
#define SHEET_PDF_WIDTH   595.0
#define SHEET_PDF_HEIGHT  842.0

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


/* bn-army-sheet.c, shared by its parts */
/* bn-army-sheet-words.c */
G_GNUC_INTERNAL void sheet_set_colour_source (cairo_t *cr, BnColour colour);
G_GNUC_INTERNAL void sheet_set_level_source (cairo_t *cr, BnArmyProblemLevel level);

G_END_DECLS
