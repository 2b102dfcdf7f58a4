/* bn-cli-army-muster.c — "army muster": a leader's roster drawn from his
 * muster deck and saved in one write, drawn again when another writer took
 * the shuffle meanwhile. */
#include "bn-cli-army-private.h"

#include "bn-muster.h"

#define MUSTER_AGAIN (-1)

/* One muster, read to save; MUSTER_AGAIN when another writer took the deck's
 * shuffle or saved the roster meanwhile, and it must be drawn again. */
static int
muster_attempt (BnCliContext  *ctx,
                ArmyContext   *ac,
                gint64         leader_id,
                gint64         army_id,
                const char    *name,
                gboolean      *defaulted,
                const char    *draws,
                const char    *seed_text,
                guint64        seed,
                GError       **error)
{
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  BnMuster *muster;
  gint deal = -1;
  g_autofree char *default_name = NULL;

  if (!bn_cli_army_open_rules (ctx, ac, error))
    return bn_cli_fail (ctx, *error);
  if (army_id != 0)
    {
      ac->army = bn_store_get_army (ac->store, army_id, error);
      if (ac->army == NULL || !bn_cli_army_load_leader (ac, ac->army->leader_id, error))
        return bn_cli_fail (ctx, *error);
    }
  else
    {
      if (!bn_cli_army_load_leader (ac, leader_id, error))
        return bn_cli_fail (ctx, *error);
      if (name == NULL)
        {
          g_autofree char *base = g_strdup_printf (_("%s’s army"), ac->leader->name);

          name = default_name = bn_store_dup_free_army_name (ac->store, leader_id, base, error);
          if (name == NULL)
            return bn_cli_fail (ctx, *error);
          *defaulted = TRUE;
        }
      ac->army = bn_army_new (leader_id, name);
    }
  if (!bn_leader_is_living (ac->leader))
    {
      g_printerr (_("banneret-cli: %s is dead and raises no army\n"), ac->leader->name);
      return BN_CLI_EXIT_ERROR;
    }

  campaign = bn_store_get_campaign (ac->store, ac->leader->campaign_id, error);
  if (campaign == NULL)
    return bn_cli_fail (ctx, *error);
  if (draws != NULL)
    {
      chance = bn_chance_new_typed ();
      if (!bn_chance_push_cards_text (chance, draws, error))
        return bn_cli_fail (ctx, *error);
    }
  else if (seed_text != NULL)
    chance = bn_chance_new_seeded (seed);
  else
    {
      deal = (gint) campaign->deals;
      chance = bn_chance_new_seeded (bn_campaign_get_deal_seed (campaign, campaign->deals));
    }

  muster = bn_muster_draw (ac->leader_rules, chance, ac->leader->household, error);
  if (muster == NULL)
    {
      if (draws != NULL && g_error_matches (*error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED))
        g_printerr (_("banneret-cli: --draws gave too few cards: %s\n"), (*error)->message);
      else
        return bn_cli_fail (ctx, *error);
      return BN_CLI_EXIT_ERROR;
    }
  if (draws != NULL && bn_chance_get_n_typed_cards (chance) > 0)
    {
      bn_muster_free (muster);
      guint extra = bn_chance_get_n_typed_cards (chance);

      g_printerr (ngettext ("banneret-cli: --draws gave %u card more than the muster used; nothing was saved\n",
                            "banneret-cli: --draws gave %u cards more than the muster used; nothing was saved\n",
                            extra),
                  extra);
      return BN_CLI_EXIT_ERROR;
    }
  bn_army_set_muster (ac->army, muster);
  ac->army->deal = deal;
  ac->army->deal_seed = deal >= 0 ? bn_chance_get_seed (chance) : 0;

  /* A new muster is saved even if the old units no longer fit: the player
   * then trims the roster (army remove), as he would at the table. */
  /* A name chosen here may have been taken by another writer since. */
  if (!bn_store_save_army (ac->store, ac->army, error))
    return g_error_matches (*error, BN_STORE_ERROR, BN_STORE_ERROR_CONFLICT) ||
           (*defaulted && g_error_matches (*error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT))
           ? MUSTER_AGAIN : bn_cli_fail (ctx, *error);
  bn_cli_army_print (ac);
  return BN_CLI_EXIT_OK;
}

/* army muster --leader ID [--name N] | --army ID, [--draws CARDS | --seed S] */
int
bn_cli_army_muster (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  gint64 leader_id = 0;
  gint64 army_id = 0;
  g_autofree char *name = NULL;
  g_autofree char *draws = NULL;
  g_autofree char *seed_text = NULL;
  const GOptionEntry entries[] = {
    { "leader", 'l', 0, G_OPTION_ARG_INT64, &leader_id, N_("Raise a new army for leader ID"), N_("ID") },
    { "army", 'a', 0, G_OPTION_ARG_INT64, &army_id, N_("Muster a saved army again for a new battle"), N_("ID") },
    { "name", 'n', 0, G_OPTION_ARG_STRING, &name, N_("The new army's name"), N_("NAME") },
    { "draws", 'd', 0, G_OPTION_ARG_STRING, &draws, N_("The cards drawn: multiplier, then bonus (again after a joker)"), N_("CARDS") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Draw from a deck shuffled with seed S"), "S" },
    { NULL }
  };
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(GError) error = NULL;
  guint64 seed = 0;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  if ((leader_id != 0) == (army_id != 0))
    return bn_cli_usage_error (ctx, _("give --leader for a new army or --army to muster a saved one again"));
  if (army_id != 0 && name != NULL)
    return bn_cli_usage_error (ctx, _("--name is for a new army; use “army rename” for a saved one"));
  if (draws != NULL && seed_text != NULL)
    return bn_cli_usage_error (ctx, _("give --draws or --seed, not both"));
  if (seed_text != NULL && !bn_cli_parse_seed (seed_text, &seed, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);

  for (guint attempt = 0;; attempt++)
    {
      gboolean defaulted = FALSE;

      exit_code = muster_attempt (ctx, &ac, leader_id, army_id, name, &defaulted, draws, seed_text, seed, &error);
      if (exit_code != MUSTER_AGAIN)
        return exit_code;
      /* Typed cards cannot be drawn again by the program: the player must. */
      if ((draws != NULL && !defaulted) || attempt >= 20)
        return bn_cli_fail (ctx, error);
      bn_cli_army_context_clear (&ac);
      memset (&ac, 0, sizeof ac);
      g_clear_error (&error);
    }
}
