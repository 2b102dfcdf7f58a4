/* bn-armies-view.h — the Armies section: a campaign's rosters and the builder. */
#pragma once

#include <adwaita.h>

#include "bn-army-builder.h"
#include "bn-leader-rules.h"
#include "bn-raise-army-dialog.h"
#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_ARMIES_VIEW (bn_armies_view_get_type ())

G_DECLARE_FINAL_TYPE (BnArmiesView, bn_armies_view, BN, ARMIES_VIEW, AdwBin)

GtkWidget        *bn_armies_view_new               (void);
void              bn_armies_view_set_context       (BnArmiesView  *self,
                                                    BnStore       *store,
                                                    BnLeaderRules *rules);
gint64            bn_armies_view_get_campaign_id   (BnArmiesView  *self);
void              bn_armies_view_set_campaign_id   (BnArmiesView  *self,
                                                    gint64         campaign_id);
void              bn_armies_view_reload            (BnArmiesView  *self);
BnArmyBuilder    *bn_armies_view_get_builder       (BnArmiesView  *self);
gboolean          bn_armies_view_get_can_go_back   (BnArmiesView  *self);
gboolean          bn_armies_view_go_back           (BnArmiesView  *self);

/* What the section shows, and the same steps a player takes with its
 * controls; each does exactly what the control it names does. */
const char       *bn_armies_view_get_page          (BnArmiesView  *self);
GtkWidget        *bn_armies_view_get_header        (BnArmiesView  *self);
guint             bn_armies_view_get_n_armies      (BnArmiesView  *self);
const char       *bn_armies_view_get_row_subtitle  (BnArmiesView  *self,
                                                    gint64         army_id);
const char       *bn_armies_view_get_row_tag       (BnArmiesView  *self,
                                                    gint64         army_id);
gboolean          bn_armies_view_open_army         (BnArmiesView  *self,
                                                    gint64         army_id);
AdwMessageDialog *bn_armies_view_new_army          (BnArmiesView  *self);
gboolean          bn_armies_view_choose_new_army   (BnArmiesView  *self,
                                                    gint64         leader_id,
                                                    const char    *name);
AdwMessageDialog *bn_armies_view_get_dialog        (BnArmiesView  *self);
void              bn_armies_view_set_dialog_text   (BnArmiesView  *self,
                                                    const char    *text);

BnRaiseArmyDialog *bn_armies_view_raise_army      (BnArmiesView  *self);
AdwMessageDialog *bn_armies_view_offer_import      (BnArmiesView  *self,
                                                   GFile         *file,
                                                   GError       **error);
gint64            bn_armies_view_import_file       (BnArmiesView  *self,
                                                    const char    *path,
                                                    gint64         leader_id,
                                                    GError       **error);

G_END_DECLS
