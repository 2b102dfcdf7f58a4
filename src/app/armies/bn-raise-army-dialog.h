/* bn-raise-army-dialog.h — Raise an Army for Points: a host raised for a
 * points value and a seed, kept as a leader's army or exported as a roster. */
#pragma once

#include <adwaita.h>

#include "bn-army.h"
#include "bn-leader-rules.h"
#include "bn-store.h"
#include "bn-unit-rules.h"

G_BEGIN_DECLS

#define BN_TYPE_RAISE_ARMY_DIALOG (bn_raise_army_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BnRaiseArmyDialog, bn_raise_army_dialog, BN, RAISE_ARMY_DIALOG, AdwWindow)

BnRaiseArmyDialog *bn_raise_army_dialog_new          (GtkWindow          *parent,
                                                      BnStore            *store,
                                                      BnLeaderRules      *leader_rules,
                                                      BnUnitRules        *unit_rules,
                                                      gint64              campaign_id,
                                                      GError            **error);

/* What the dialog shows, and the same steps its controls take. */
const BnArmy      *bn_raise_army_dialog_get_army     (BnRaiseArmyDialog  *self);
gint64             bn_raise_army_dialog_save         (BnRaiseArmyDialog  *self,
                                                      GError            **error);
gboolean           bn_raise_army_dialog_export_file  (BnRaiseArmyDialog  *self,
                                                      const char         *path,
                                                      GError            **error);

G_END_DECLS
