/* bn-campaign.h — one campaign: a name, a seed, and the deck it deals from.
 *
 * The campaign's deck is reshuffled before every generation or muster that
 * draws from it; the n-th shuffle uses a seed derived from the campaign's
 * seed and n (bn_campaign_get_deal_seed()), so the whole campaign replays
 * from its one seed.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  gint64 id;
  char *name;
  guint64 seed;
  guint deals;            /* shuffles made so far */
  char *created_at;       /* ISO 8601, UTC */
  gboolean archived;      /* kept and shown apart (bn_store_set_archived()) */
} BnCampaign;

#define BN_CAMPAIGN_NAME_MAX 80

BnCampaign *bn_campaign_new            (const char       *name,
                                        guint64           seed);
BnCampaign *bn_campaign_copy           (const BnCampaign *campaign);
void        bn_campaign_free           (BnCampaign       *campaign);
guint64     bn_campaign_get_deal_seed  (const BnCampaign *campaign,
                                        guint             deal);
char       *bn_normalize_name          (const char       *name,
                                        const char       *what,
                                        GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnCampaign, bn_campaign_free)

G_END_DECLS
