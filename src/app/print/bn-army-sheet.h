/* bn-army-sheet.h — an army roster laid out on paper.
 *
 * One cairo/Pango drawing serves both the app's Print (GtkPrintOperation
 * hands it a page's cairo context) and the CLI's PDF (a cairo PDF surface),
 * so what is printed and what is exported are the same. The sheet shows the
 * leader, the army points and the muster, each unit with its battle class,
 * figures, move and battle dice (from the battle rules), colour and cost with
 * its breakdown, the totals, and the warnings. The opponent's copy leaves out
 * the mercenaries' promises and the unspent points.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "bn-army-report.h"
#include "bn-army.h"
#include "bn-leader-rules.h"
#include "bn-leader.h"
#include "bn-unit-rules.h"

G_BEGIN_DECLS

typedef struct _BnArmySheet BnArmySheet;

BnArmySheet *bn_army_sheet_new        (const BnArmy    *army,
                                       const BnLeader  *leader,
                                       GPtrArray       *domain,
                                       BnUnitRules     *unit_rules,
                                       BnLeaderRules   *leader_rules,
                                       gboolean         for_opponent);
void         bn_army_sheet_free       (BnArmySheet     *sheet);
guint        bn_army_sheet_paginate   (BnArmySheet     *sheet,
                                       cairo_t         *cr,
                                       double           width,
                                       double           height);
void         bn_army_sheet_draw_page  (BnArmySheet     *sheet,
                                       cairo_t         *cr,
                                       double           width,
                                       double           height,
                                       guint            page);
gboolean     bn_army_sheet_write_pdf  (BnArmySheet     *sheet,
                                       const char      *path,
                                       guint           *out_n_pages,
                                       GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnArmySheet, bn_army_sheet_free)

G_END_DECLS
