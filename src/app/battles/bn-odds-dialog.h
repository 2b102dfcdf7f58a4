/* bn-odds-dialog.h — Odds…: many seeded battles between two saved armies. */
#pragma once

#include <adwaita.h>

#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_ODDS_DIALOG (bn_odds_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BnOddsDialog, bn_odds_dialog, BN, ODDS_DIALOG, AdwWindow)

BnOddsDialog *bn_odds_dialog_new        (GtkWindow     *parent,
                                         BnStore       *store,
                                         gint64         campaign_id,
                                         GError       **error);
void          bn_odds_dialog_run        (BnOddsDialog  *self);
gboolean      bn_odds_dialog_is_running (BnOddsDialog  *self);

G_END_DECLS
