/* bn-leaders-view.h — the Leaders section: a campaign's leaders and their pages. */
#pragma once

#include <adwaita.h>

#include "bn-leader-dialog.h"
#include "bn-leader-page.h"
#include "bn-leader-rules.h"
#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_LEADERS_VIEW (bn_leaders_view_get_type ())

G_DECLARE_FINAL_TYPE (BnLeadersView, bn_leaders_view, BN, LEADERS_VIEW, AdwBin)

GtkWidget      *bn_leaders_view_new              (void);
void            bn_leaders_view_set_context      (BnLeadersView *self,
                                                  BnStore       *store,
                                                  BnLeaderRules *rules);
gint64          bn_leaders_view_get_campaign_id  (BnLeadersView *self);
void            bn_leaders_view_set_campaign_id  (BnLeadersView *self,
                                                  gint64         campaign_id);
void            bn_leaders_view_reload           (BnLeadersView *self);
guint           bn_leaders_view_get_n_leaders    (BnLeadersView *self);
gboolean        bn_leaders_view_show_leader      (BnLeadersView *self,
                                                  gint64         leader_id);
gint64          bn_leaders_view_get_shown_leader_id (BnLeadersView *self);
gboolean        bn_leaders_view_get_can_go_back  (BnLeadersView *self);
gboolean        bn_leaders_view_go_back          (BnLeadersView *self);
BnLeaderDialog *bn_leaders_view_new_leader       (BnLeadersView *self,
                                                  gint64         liege_id);
gboolean        bn_leaders_view_import_file      (BnLeadersView *self,
                                                  GFile         *file,
                                                  GError       **error);
BnLeaderPage   *bn_leaders_view_get_leader_page  (BnLeadersView *self);
AdwMessageDialog *bn_leaders_view_offer_import   (BnLeadersView  *self,
                                                  GFile          *file,
                                                  GError        **error);

gboolean        bn_leaders_view_import_file_as   (BnLeadersView  *self,
                                                  GFile          *file,
                                                  BnImportMode    mode,
                                                  GError        **error);

G_END_DECLS
