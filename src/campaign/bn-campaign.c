/* bn-campaign.c — the campaign record and the seeds of its shuffles. */
#include "bn-campaign.h"

#include <glib/gi18n-lib.h>

#include <gio/gio.h>

BnCampaign *
bn_campaign_new (const char *name,
                 guint64     seed)
{
  BnCampaign *campaign = g_new0 (BnCampaign, 1);

  campaign->name = g_strdup (name);
  campaign->seed = seed;
  return campaign;
}

BnCampaign *
bn_campaign_copy (const BnCampaign *campaign)
{
  BnCampaign *copy;

  g_return_val_if_fail (campaign != NULL, NULL);

  copy = g_memdup2 (campaign, sizeof *campaign);
  copy->name = g_strdup (campaign->name);
  copy->created_at = g_strdup (campaign->created_at);
  copy->archived = campaign->archived;
  return copy;
}

void
bn_campaign_free (BnCampaign *campaign)
{
  if (campaign == NULL)
    return;
  g_free (campaign->name);
  g_free (campaign->created_at);
  g_free (campaign);
}

/**
 * bn_campaign_get_deal_seed:
 * @deal: which shuffle, counted from 0
 *
 * Returns: the seed of the campaign deck's @deal-th shuffle: the campaign
 *   seed and @deal mixed by the SplitMix64 finalizer, kept to 63 bits so it
 *   is stored as it is.
 */
guint64
bn_campaign_get_deal_seed (const BnCampaign *campaign,
                           guint             deal)
{
  guint64 z;

  g_return_val_if_fail (campaign != NULL, 0);

  z = campaign->seed + (guint64) (deal + 1) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  z ^= z >> 31;
  return z & G_GUINT64_CONSTANT (0x7FFFFFFFFFFFFFFF);
}

/**
 * bn_normalize_name:
 * @what: what is being named, for the message ("campaign name")
 *
 * Names of campaigns and leaders: valid UTF-8, white space at either end
 * removed, 1 to %BN_CAMPAIGN_NAME_MAX characters, no control characters.
 *
 * Returns: (transfer full): the name as it will be stored
 */
char *
bn_normalize_name (const char  *name,
                   const char  *what,
                   GError     **error)
{
  g_autofree char *trimmed = NULL;
  glong length;

  g_return_val_if_fail (what != NULL, NULL);

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("the %s is not valid text"), what);
      return NULL;
    }
  trimmed = g_strstrip (g_utf8_normalize (name, -1, G_NORMALIZE_NFC));
  length = g_utf8_strlen (trimmed, -1);
  if (length == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("the %s is empty"), what);
      return NULL;
    }
  if (length > BN_CAMPAIGN_NAME_MAX)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("the %s is %ld characters long; at most %d are allowed"),
                   what, length, BN_CAMPAIGN_NAME_MAX);
      return NULL;
    }
  for (const char *p = trimmed; *p != '\0'; p = g_utf8_next_char (p))
    {
      if (g_unichar_iscntrl (g_utf8_get_char (p)))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("the %s contains a control character (a tab or line break?)"), what);
          return NULL;
        }
    }
  return g_steal_pointer (&trimmed);
}
