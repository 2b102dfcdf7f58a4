/* bn-ledger-rows.h — a leader's ledger as list rows, wherever it is shown. */
#pragma once

#include <adwaita.h>

#include "bn-chronicle-sheet.h"

G_BEGIN_DECLS

GtkWidget  *bn_ledger_chapter_row_new     (const BnChronicleChapter *chapter);
GtkWidget  *bn_ledger_entry_row_new       (const BnLedgerEntry      *entry);
GtkWidget  *bn_ledger_no_honor_row_new    (const char               *words);
char       *bn_ledger_entry_arithmetic    (const BnLedgerEntry      *entry);
const char *bn_ledger_chapter_row_get_title (GtkWidget              *row);

G_END_DECLS
