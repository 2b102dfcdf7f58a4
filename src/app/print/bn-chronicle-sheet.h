/* bn-chronicle-sheet.h — a leader's career as a chronicle, on screen and paper.
 *
 * A BnChronicle gathers what the campaign library says of one leader (his
 * career record, his ledger, the battles it names) into chapters, one per
 * event of the campaign, and words each one. The CLI's `leader chronicle`,
 * the app's Chronicle section and the printed sheet all read the same
 * chapters, so the three never tell a different story.
 *
 * A BnChronicleSheet lays a chronicle out on pages with cairo and Pango
 * only: the app prints it through GtkPrintOperation and the CLI writes it
 * as a PDF, both with the same drawing. The honor chart is drawn here too,
 * so the widget on screen (BnHonorChart) and the page show the same lines.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "bn-career.h"
#include "bn-leader-rules.h"

G_BEGIN_DECLS

typedef struct
{
  gint64 battle_id;             /* 0: between battles */
  guint event;
  BnBattleRecord *record;       /* %NULL between battles */
  char *heading;                /* "Battle 1: the ford … — won (victory points 5 to 2)" */
  GPtrArray *entries;           /* BnLedgerEntry, borrowed from the chronicle's ledger */
  char *paragraph;              /* the chapter in prose; %NULL between battles */
  gint honor_change;            /* the sum of its honor lines */
  gint honor_after;             /* his honor once it was done */
  gboolean rank_rose;           /* a card raised him in rank */
  gboolean esteem_changed;
} BnChronicleChapter;

typedef struct
{
  BnCareerLeader *leader;       /* as he is now */
  GPtrArray *ledger;            /* BnLedgerEntry, in event order */
  GPtrArray *chapters;          /* BnChronicleChapter */
  gint honor_start;             /* before the first event */
  char *title;
  char *closing;                /* "Now: honor 273, esteem 3, …" */
} BnChronicle;

BnChronicle *bn_chronicle_new            (BnStore       *store,
                                          BnLeaderRules *rules,
                                          gint64         leader_id,
                                          GError       **error);
void         bn_chronicle_free           (BnChronicle   *chronicle);
char        *bn_chronicle_to_text        (const BnChronicle *chronicle);
guint        bn_chronicle_get_n_battles  (const BnChronicle *chronicle);

/* Draws the honor chart in the rectangle (0, 0, @width, @height): honor
 * after each battle, the esteem bands' lower bounds as lines, a battle that
 * raised him in rank ringed. @ink and @accent are RGB triples. */
void         bn_chronicle_draw_chart     (const BnChronicle *chronicle,
                                          BnLeaderRules     *rules,
                                          cairo_t           *cr,
                                          double             width,
                                          double             height,
                                          const double      *ink,
                                          const double      *accent);

typedef struct _BnChronicleSheet BnChronicleSheet;

BnChronicleSheet *bn_chronicle_sheet_new       (BnStore        *store,
                                                BnLeaderRules  *rules,
                                                gint64          leader_id,
                                                GError        **error);
void              bn_chronicle_sheet_free      (BnChronicleSheet *sheet);
const char       *bn_chronicle_sheet_get_title (BnChronicleSheet *sheet);
guint             bn_chronicle_sheet_paginate  (BnChronicleSheet *sheet,
                                                cairo_t          *cr,
                                                double            width,
                                                double            height);
void              bn_chronicle_sheet_draw_page (BnChronicleSheet *sheet,
                                                cairo_t          *cr,
                                                double            width,
                                                double            height,
                                                guint             page);
gboolean          bn_chronicle_sheet_write_pdf (BnChronicleSheet *sheet,
                                                const char       *path,
                                                guint            *out_n_pages,
                                                GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnChronicle, bn_chronicle_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnChronicleSheet, bn_chronicle_sheet_free)

G_END_DECLS
