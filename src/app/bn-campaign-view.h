/* bn-campaign-view.h — the Campaign section: the campaigns and the current one. */
#pragma once

#include <adwaita.h>

#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_CAMPAIGN_VIEW (bn_campaign_view_get_type ())

G_DECLARE_FINAL_TYPE (BnCampaignView, bn_campaign_view, BN, CAMPAIGN_VIEW, AdwBin)

GtkWidget        *bn_campaign_view_new             (void);
void              bn_campaign_view_set_store       (BnCampaignView *self,
                                                    BnStore        *store);
gint64            bn_campaign_view_get_campaign_id (BnCampaignView *self);
void              bn_campaign_view_set_campaign_id (BnCampaignView *self,
                                                    gint64          campaign_id);
const BnCampaign *bn_campaign_view_get_campaign    (BnCampaignView *self);
guint             bn_campaign_view_get_n_campaigns (BnCampaignView *self);
void              bn_campaign_view_reload          (BnCampaignView *self);
AdwMessageDialog *bn_campaign_view_new_campaign    (BnCampaignView *self);
gboolean          bn_campaign_view_create_campaign (BnCampaignView *self,
                                                    const char     *name,
                                                    const char     *seed_text,
                                                    GError        **error);

G_END_DECLS
