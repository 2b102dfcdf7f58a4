/* bn-cli-campaign.c — "campaign …": create and list campaigns. */
#include "bn-cli.h"
#include "bn-cli-list.h"

#include "bn-random.h"

int
bn_cli_campaign_new (BnCliContext *ctx,
                     int           argc,
                     char        **argv)
{
  g_autofree char *seed_text = NULL;
  const GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the campaign's deck (default: a new random seed)"), "S" },
    { NULL }
  };
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(GError) error = NULL;
  BnStore *store;
  guint64 seed;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("NAME"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the campaign's name, e.g. campaign new \"The Hundred Years\""));
  if (seed_text != NULL)
    {
      if (!bn_cli_parse_seed (seed_text, &seed, &error))
        return bn_cli_usage_error (ctx, "%s", error->message);
    }
  else
    seed = bn_random_new_seed ();

  store = bn_cli_get_store (ctx, &error);
  if (store == NULL)
    return bn_cli_fail (ctx, error);
  campaign = bn_store_create_campaign (store, argv[1], seed, &error);
  if (campaign == NULL)
    return bn_cli_fail (ctx, error);

  g_print (_("campaign %" PRId64 ": %s (seed %" PRIu64 ")\n"),
           campaign->id, campaign->name, campaign->seed);
  return BN_CLI_EXIT_OK;
}

int
bn_cli_campaign_list (BnCliContext *ctx,
                      int           argc,
                      char        **argv)
{
  static const BnCliColumn columns[] = {
    { "id", N_("ID") }, { "name", N_("NAME") }, { "leaders", N_("LEADERS") },
    { "seed", N_("SEED") }, { "created", N_("CREATED") }, { "archived", N_("ARCHIVED") },
  };
  g_autoptr(BnCliList) list = NULL;
  g_autoptr(GPtrArray) campaigns = NULL;
  g_autoptr(GError) error = NULL;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, NULL, "", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("takes no arguments"));

  store = bn_cli_get_store (ctx, &error);
  if (store == NULL)
    return bn_cli_fail (ctx, error);
  campaigns = bn_store_list_campaigns (store, &error);
  if (campaigns == NULL)
    return bn_cli_fail (ctx, error);

  list = bn_cli_list_new (ctx, columns, G_N_ELEMENTS (columns));
  for (guint i = 0; i < campaigns->len; i++)
    {
      BnCampaign *campaign = g_ptr_array_index (campaigns, i);
      g_autoptr(GPtrArray) leaders = bn_store_list_leaders (store, campaign->id, &error);

      if (leaders == NULL)
        return bn_cli_fail (ctx, error);
      bn_cli_list_add_row (list);
      bn_cli_list_int (list, campaign->id);
      bn_cli_list_text (list, campaign->name);
      bn_cli_list_int (list, leaders->len);
      bn_cli_list_int (list, (gint64) campaign->seed);
      bn_cli_list_date (list, campaign->created_at);
      bn_cli_list_bool (list, campaign->archived, _("archived"), "");
    }
  bn_cli_list_print (list);
  return BN_CLI_EXIT_OK;
}
