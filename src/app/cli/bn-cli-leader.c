/* bn-cli-leader.c — "leader …": generate, list, show, export, import. */
#include "bn-cli.h"
#include "bn-cli-list.h"

#include <stdio.h>

#include "bn-battle-army-from-roster.h"
#include "bn-domain.h"
#include "bn-leader-generator.h"
#include "bn-leader-xml.h"

static BnLeaderRules *
load_rules (BnCliContext *ctx,
            GError      **error)
{
  return bn_leader_rules_load_default (error);
}

static const char *
role_of (const BnLeader *leader)
{
  if (leader->is_player)
    return _("player-leader");
  if (leader->is_hero)
    return leader->liege_id != 0 ? _("hero (vassal)") : _("hero");
  return leader->liege_id != 0 ? _("vassal leader") : _("leader");
}

static char *
format_skills (BnLeaderRules  *rules,
               const BnLeader *leader)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    {
      const BnSkillRule *rule = bn_leader_rules_lookup_skill (rules, bn_skill_get_id (i));

      g_string_append_printf (out, "%s%s %u", i > 0 ? "  " : "", rule->abbreviation,
                              leader->skills[i] + rule->display_offset);
    }
  g_string_append_printf (out, _("   (%u points)"), leader->skill_points);
  return g_string_free (out, FALSE);
}

static void
print_leader (BnStore        *store,
              BnLeaderRules  *rules,
              const BnLeader *leader,
              GPtrArray      *vassals)
{
  const BnSocialRank *rank = bn_leader_rules_get_rank (rules, leader->social_rank);
  const BnEsteemLevel *esteem = bn_leader_rules_get_esteem (rules, leader->esteem_level);
  const BnMotivation *motivation = bn_leader_rules_lookup_motivation (rules, leader->motivation);
  g_autofree char *skills = format_skills (rules, leader);
  g_autofree char *band = NULL;

  if (esteem->max_honor == G_MAXUINT)
    band = g_strdup_printf (_("%u or more"), esteem->min_honor);
  else
    band = g_strdup_printf ("%u–%u", esteem->min_honor, esteem->max_honor);

  g_print (_("Leader %" PRId64 ": %s — %s\n"), leader->id, leader->name, role_of (leader));
  if (leader->is_player && leader->player != NULL)
    g_print (_("  Played by        %s\n"), leader->player);
  g_print (_("  Social rank      %u %s\n"), leader->social_rank, rank->title);
  g_print (_("  Esteem           %u %s (score %d)\n"), esteem->level, esteem->name, leader->esteem_score);
  g_print (_("  Honor points     %u (band %s)\n"), leader->honor, band);
  g_print (_("  Minimum command  %s\n"), esteem->minimum_command);
  g_print (_("  Motivation       %s (%s)\n"), motivation != NULL ? motivation->name : leader->motivation,
           motivation != NULL ? motivation->abbreviation : "?");
  g_print (_("  Skills           %s\n"), skills);
  g_print (_("  Household        %u\n"), leader->household);
  g_print (_("  Status           %s\n"),
           g_strcmp0 (leader->status, "active") == 0 ? C_("leader status", "active")
           : g_strcmp0 (leader->status, "wounded") == 0 ? C_("leader status", "wounded")
           : g_strcmp0 (leader->status, "lost") == 0 ? C_("leader status", "lost")
           : g_strcmp0 (leader->status, "captured") == 0 ? C_("leader status", "captured")
           : g_strcmp0 (leader->status, "dead") == 0 ? C_("leader status", "dead") : leader->status);
  if (g_strcmp0 (leader->status, "wounded") == 0)
    {
      /* The house rule's wound (docs/rules.md, "Wounds"). */
      BnBattleRisk risk;

      bn_battle_risk_load_default (&risk);
      g_print (_("  Wound            personal combat skill %u in battle (−%u) until healed\n"),
               (guint) MAX ((int) leader->skills[BN_SKILL_PERSONAL_COMBAT] + 10 - (int) risk.wound, 0), risk.wound);
    }

  g_print (_("  Retainers\n"));
  for (guint i = 0; i < leader->retainers->len; i++)
    {
      BnRetainer *retainer = g_ptr_array_index (leader->retainers, i);
      const BnCommonRetainer *common = bn_leader_rules_lookup_common_retainer (rules, retainer->type_id);
      g_autoptr(GString) line = g_string_new (NULL);

      if (common != NULL)
        g_string_append_printf (line, _("%s, succeeds on D%u %u–%u"), common->name, common->die,
                                common->min_roll, common->max_roll);
      else
        {
          const BnSpecialRetainerRow *row = bn_leader_rules_lookup_special_retainer (rules, retainer->type_id);

          g_string_append_printf (line, _("%s (special"), row != NULL ? row->name : retainer->type_id);
          if (bn_card_is_valid (retainer->card))
            {
              g_autofree char *card = bn_card_to_string (retainer->card);

              g_string_append_printf (line, _(", card %s"), card);
            }
          g_string_append (line, ")");
          if (retainer->bonus > 0)
            g_string_append_printf (line, _(", bonus +%u"), retainer->bonus);
          if (retainer->success > 0)
            g_string_append_printf (line, _(", succeeds on D20 1–%u"), retainer->success);
        }
      g_print ("    %s%s\n", line->str, retainer->state == BN_RETAINER_USED ? _(" — used") : "");
    }

  if (leader->is_player)
    {
      guint used = 0;

      for (guint i = 0; vassals != NULL && i < vassals->len; i++)
        used += ((BnLeader *) g_ptr_array_index (vassals, i))->social_rank;
      g_autofree char *shortfall = bn_domain_dup_shortfall (leader, used);

      g_print (_("  Domain           %u of rank %u assigned, %u free\n"), used, leader->social_rank,
               bn_domain_get_room (leader, used));
      if (shortfall != NULL)
        g_print ("    %s\n", shortfall);
      for (guint i = 0; vassals != NULL && i < vassals->len; i++)
        {
          BnLeader *vassal = g_ptr_array_index (vassals, i);

          g_print (_("    %" PRId64 " %s — %s, rank %u %s\n"), vassal->id, vassal->name,
                   vassal->is_hero ? _("hero") : _("leader"), vassal->social_rank,
                   bn_leader_rules_get_rank (rules, vassal->social_rank)->title);
        }
    }
  else if (leader->liege_id != 0)
    {
      g_autoptr(BnLeader) liege = bn_store_get_leader (store, leader->liege_id, NULL);

      if (liege != NULL)
        g_print (_("  Liege            %" PRId64 " %s\n"), liege->id, liege->name);
    }

  g_print (_("  Draws\n"));
  for (guint i = 0; i < leader->draws->len; i++)
    {
      BnDraw *draw = g_ptr_array_index (leader->draws, i);
      g_autofree char *card = bn_card_to_string (draw->card);

      g_print ("    %-17s %-3s %-6s %s\n", draw->step, card,
               draw->source == BN_CHANCE_SOURCE_TYPED ? _("typed") : _("seeded"), draw->outcome);
    }
}

/* "leader show --json": the record print_leader() tells, field by field
 * (docs/cli.md). */
static void
print_leader_json (BnLeaderRules  *rules,
                   const BnLeader *leader,
                   GPtrArray      *vassals)
{
  const BnEsteemLevel *esteem = bn_leader_rules_get_esteem (rules, leader->esteem_level);
  const BnMotivation *motivation = bn_leader_rules_lookup_motivation (rules, leader->motivation);
  g_autoptr(BnJson) json = bn_json_new ();

  bn_json_begin_object (json);
  bn_json_member_int (json, "id", leader->id);
  bn_json_member_string (json, "name", leader->name);
  bn_json_member_string (json, "kind", leader->is_player ? "player-leader" : leader->is_hero ? "hero" : "leader");
  bn_json_member_id (json, "liege_id", leader->liege_id);
  bn_json_member_int (json, "campaign_id", leader->campaign_id);
  bn_json_member_string (json, "player", leader->is_player ? leader->player : NULL);
  bn_json_member_int (json, "social_rank", leader->social_rank);
  bn_json_member_string (json, "rank", bn_leader_rules_get_rank (rules, leader->social_rank)->title);
  bn_json_member_int (json, "esteem_level", esteem->level);
  bn_json_member_string (json, "esteem", esteem->name);
  bn_json_member_int (json, "esteem_score", leader->esteem_score);
  bn_json_member_int (json, "honor", leader->honor);
  bn_json_member_string (json, "motivation", leader->motivation);
  bn_json_member_string (json, "motivation_name", motivation != NULL ? motivation->name : NULL);
  bn_json_key (json, "skills");
  bn_json_begin_object (json);
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    {
      const BnSkillRule *rule = bn_leader_rules_lookup_skill (rules, bn_skill_get_id (i));

      bn_json_member_int (json, bn_skill_get_id (i), leader->skills[i] + rule->display_offset);
    }
  bn_json_end_object (json);
  bn_json_member_int (json, "skill_points", leader->skill_points);
  bn_json_member_int (json, "household", leader->household);
  bn_json_member_string (json, "status", leader->status);
  bn_json_key (json, "retainers");
  bn_json_begin_array (json);
  for (guint i = 0; i < leader->retainers->len; i++)
    {
      BnRetainer *retainer = g_ptr_array_index (leader->retainers, i);
      const BnCommonRetainer *common = bn_leader_rules_lookup_common_retainer (rules, retainer->type_id);
      g_autofree char *card = bn_card_is_valid (retainer->card) ? bn_card_to_string (retainer->card) : NULL;

      bn_json_begin_object (json);
      bn_json_member_string (json, "type", retainer->type_id);
      bn_json_member_string (json, "kind", common != NULL ? "common" : "special");
      bn_json_member_string (json, "card", card);
      bn_json_member_int (json, "bonus", retainer->bonus);
      bn_json_member_int (json, "success", retainer->success);
      bn_json_member_bool (json, "used", retainer->state == BN_RETAINER_USED);
      bn_json_end_object (json);
    }
  bn_json_end_array (json);
  bn_json_key (json, "vassals");
  bn_json_begin_array (json);
  for (guint i = 0; vassals != NULL && i < vassals->len; i++)
    {
      BnLeader *vassal = g_ptr_array_index (vassals, i);

      bn_json_begin_object (json);
      bn_json_member_int (json, "id", vassal->id);
      bn_json_member_string (json, "name", vassal->name);
      bn_json_member_string (json, "kind", vassal->is_hero ? "hero" : "leader");
      bn_json_member_int (json, "social_rank", vassal->social_rank);
      bn_json_end_object (json);
    }
  bn_json_end_array (json);
  bn_cli_json_draws (json, leader->draws);
  bn_json_member_bool (json, "archived", leader->archived);
  bn_json_end_object (json);
  bn_json_print (g_steal_pointer (&json));
}

static gboolean
parse_skills (const char  *text,
              guint        out_skills[BN_SKILL_COUNT],
              GError     **error)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  if (g_strv_length (parts) != BN_SKILL_COUNT)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--skills takes four numbers IN,MB,CB,PCS (e.g. 4,3,3,2), not “%s”"), text);
      return FALSE;
    }
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    {
      guint64 value;

      if (!g_ascii_string_to_unsigned (g_strstrip (parts[i]), 10, 0, 99, &value, NULL))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--skills: “%s” is not a number of points"), parts[i]);
          return FALSE;
        }
      out_skills[i] = (guint) value;
    }
  return TRUE;
}

static int
print_xml (BnCliContext  *ctx,
           BnStore       *store,
           BnLeaderRules *rules,
           BnLeader      *leader)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) vassals = NULL;
  g_autofree char *xml = NULL;

  if (leader->is_player)
    {
      vassals = bn_store_list_vassals (store, leader->id, &error);
      if (vassals == NULL)
        return bn_cli_fail (ctx, error);
    }
  xml = bn_leader_xml_write (leader, vassals, rules);
  fputs (xml, stdout);
  return BN_CLI_EXIT_OK;
}

static int
show_leader (BnCliContext  *ctx,
             BnStore       *store,
             BnLeaderRules *rules,
             BnLeader      *leader,
             gboolean       as_xml)
{
  g_autoptr(GPtrArray) vassals = NULL;
  g_autoptr(GError) error = NULL;

  if (as_xml)
    return print_xml (ctx, store, rules, leader);
  if (leader->is_player)
    {
      vassals = bn_store_list_vassals (store, leader->id, &error);
      if (vassals == NULL)
        return bn_cli_fail (ctx, error);
    }
  if (ctx->json)
    print_leader_json (rules, leader, vassals);
  else
    print_leader (store, rules, leader, vassals);
  return BN_CLI_EXIT_OK;
}

/* leader generate: see bn-cli.c's table for the options. Cards come from
 * --draws (only those), or a deck shuffled with --seed, or else the
 * campaign's own deck at its next shuffle. */
int
bn_cli_leader_generate (BnCliContext *ctx,
                        int           argc,
                        char        **argv)
{
  g_autofree char *played_by = NULL;
  g_autofree char *campaign_text = NULL;
  g_autofree char *name = NULL;
  g_autofree char *draws = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *skills_text = NULL;
  gint64 liege_id = 0;
  gint rank = 0;
  gboolean player = FALSE;
  gboolean hero = FALSE;
  gboolean as_xml = FALSE;
  const GOptionEntry entries[] = {
    { "campaign", 'c', 0, G_OPTION_ARG_STRING, &campaign_text, N_("The campaign (number or name)"), "C" },
    { "player", 0, 0, G_OPTION_ARG_NONE, &player, N_("A player-leader (starts as a Baron)"), NULL },
    { "played-by", 0, 0, G_OPTION_ARG_STRING, &played_by, N_("Who plays him (default: the heir's player, or a new one)"), N_("NAME") },
    { "name", 'n', 0, G_OPTION_ARG_STRING, &name, N_("His name (1–80 characters)"), N_("NAME") },
    { "rank", 'r', 0, G_OPTION_ARG_INT, &rank, N_("Social rank of a vassal or hero, 1 (Knight) to 6 (King)"), "R" },
    { "vassal-of", 0, 0, G_OPTION_ARG_INT64, &liege_id, N_("Join the domain of player-leader ID"), N_("ID") },
    { "hero", 0, 0, G_OPTION_ARG_NONE, &hero, N_("A hero, attached to one unit, rather than a leader"), NULL },
    { "draws", 'd', 0, G_OPTION_ARG_STRING, &draws, N_("The cards drawn, in step order, e.g. \"7H,QS,3C\""), N_("CARDS") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Draw from a deck shuffled with seed S"), "S" },
    { "skills", 0, 0, G_OPTION_ARG_STRING, &skills_text, N_("Spread of skill points IN,MB,CB,PCS (default: suggested)"), N_("IN,MB,CB,PCS") },
    { "xml", 0, 0, G_OPTION_ARG_NONE, &as_xml, N_("Print the leader as XML (as export does)"), NULL },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(BnLeaderRules) rules = NULL;
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(BnLeader) liege = NULL;
  guint skills[BN_SKILL_COUNT];
  BnLeaderRequest request = { 0 };
  BnStore *store;
  guint64 seed = 0;
  gint deal = -1;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  if (campaign_text == NULL)
    return bn_cli_usage_error (ctx, _("--campaign is needed"));
  if (played_by != NULL && !player)
    return bn_cli_usage_error (ctx, _("--played-by is for a player-leader (add --player)"));
  if (player && (liege_id != 0 || hero))
    return bn_cli_usage_error (ctx, _("a player-leader is nobody's vassal and no hero"));
  if (!player && rank == 0)
    return bn_cli_usage_error (ctx, _("--rank is needed for a vassal leader or hero (1 Knight … 6 King)"));
  if (skills_text != NULL && !parse_skills (skills_text, skills, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  if (draws != NULL && seed_text != NULL)
    return bn_cli_usage_error (ctx, _("give --draws or --seed, not both"));
  if (seed_text != NULL && !bn_cli_parse_seed (seed_text, &seed, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);

  rules = load_rules (ctx, &error);
  if (rules == NULL)
    return bn_cli_fail (ctx, error);
  if (player && rank != 0 && (guint) rank != bn_leader_rules_player_start_rank (rules))
    return bn_cli_usage_error (ctx, _("a player-leader always starts at rank %u (%s)"),
                               bn_leader_rules_player_start_rank (rules),
                               bn_leader_rules_get_rank (rules, bn_leader_rules_player_start_rank (rules))->title);
  if (!player && (rank < 1 || (guint) rank > bn_leader_rules_get_n_ranks (rules)))
    return bn_cli_usage_error (ctx, _("--rank %d is not a social rank: they go from 1 (%s) to %u (%s)"), rank,
                               bn_leader_rules_get_rank (rules, 1)->title, bn_leader_rules_get_n_ranks (rules),
                               bn_leader_rules_get_rank (rules, bn_leader_rules_get_n_ranks (rules))->title);

  store = bn_cli_get_store (ctx, &error);
  if (store == NULL)
    return bn_cli_fail (ctx, error);
  campaign = bn_store_find_campaign (store, campaign_text, &error);
  if (campaign == NULL)
    return bn_cli_fail (ctx, error);

  /* The domain is checked before any card is drawn, so no draw is wasted. */
  if (liege_id != 0)
    {
      guint used;

      liege = bn_store_get_leader (store, liege_id, &error);
      if (liege == NULL)
        return bn_cli_fail (ctx, error);
      if (liege->campaign_id != campaign->id)
        {
          g_printerr (_("banneret-cli: %s belongs to another campaign\n"), liege->name);
          return BN_CLI_EXIT_ERROR;
        }
      if (!bn_store_get_domain_ranks_used (store, liege_id, &used, &error) ||
          !bn_domain_check_vassal (liege, used, (guint) rank, &error))
        return bn_cli_fail (ctx, error);
    }

  for (guint attempt = 0;; attempt++)
    {
    if (draws != NULL)
      {
        chance = bn_chance_new_typed ();
        if (!bn_chance_push_cards_text (chance, draws, &error))
          return bn_cli_fail (ctx, error);
      }
    else if (seed_text != NULL)
      {
        chance = bn_chance_new_seeded (seed);
      }
    else
      {
        deal = (gint) campaign->deals;
        chance = bn_chance_new_seeded (bn_campaign_get_deal_seed (campaign, campaign->deals));
      }

    request.is_player = player;
    request.is_hero = hero;
    request.social_rank = player ? 0 : (guint) rank;
    request.name = name;
    if (name == NULL)
      {
        g_autoptr(GPtrArray) leaders = bn_store_list_leaders (store, campaign->id, NULL);
        guint r = player ? bn_leader_rules_player_start_rank (rules) : (guint) rank;
        const BnSocialRank *row = bn_leader_rules_get_rank (rules, r);

        if (row != NULL)
          name = g_strdup_printf ("%s %u", row->title, (leaders != NULL ? leaders->len : 0) + 1);
        request.name = name;
      }

    leader = bn_leader_generate (rules, chance, &request, skills_text != NULL ? skills : NULL, &error);
    if (leader == NULL)
      {
        if (g_error_matches (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED) && draws != NULL)
          {
            g_printerr (_("banneret-cli: --draws gave too few cards: %s\n"), error->message);
            return BN_CLI_EXIT_ERROR;
          }
        return bn_cli_fail (ctx, error);
      }
    if (draws != NULL && bn_chance_get_n_typed_cards (chance) > 0)
      {
        g_printerr (ngettext ("banneret-cli: --draws gave %u card more than the steps used; nothing was saved\n",
                              "banneret-cli: --draws gave %u cards more than the steps used; nothing was saved\n",
                              bn_chance_get_n_typed_cards (chance)),
                    bn_chance_get_n_typed_cards (chance));
        return BN_CLI_EXIT_ERROR;
      }

    leader->campaign_id = campaign->id;
    leader->liege_id = liege_id;
    leader->deal = deal;
    g_free (leader->player);
    leader->player = g_strdup (played_by);
    if (!bn_store_insert_leader (store, leader, &error))
      {
        /* Another writer dealt this shuffle of the campaign deck first: deal
         * from the next one, as if this command had come second. */
        if (deal >= 0 && attempt < 20 && g_error_matches (error, BN_STORE_ERROR, BN_STORE_ERROR_CONFLICT))
          {
            g_clear_error (&error);
            g_clear_pointer (&leader, bn_leader_free);
            g_clear_pointer (&chance, bn_chance_free);
            g_clear_pointer (&campaign, bn_campaign_free);
            campaign = bn_store_find_campaign (store, campaign_text, &error);
            if (campaign == NULL)
              return bn_cli_fail (ctx, error);
            continue;
          }
        return bn_cli_fail (ctx, error);
      }
    break;
    }

  return show_leader (ctx, store, rules, leader, as_xml);
}

int
bn_cli_leader_list (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  g_autofree char *campaign_text = NULL;
  const GOptionEntry entries[] = {
    { "campaign", 'c', 0, G_OPTION_ARG_STRING, &campaign_text, N_("Only this campaign (number or name)"), "C" },
    { NULL }
  };
  static const BnCliColumn columns[] = {
    { "id", N_("ID") }, { "name", N_("NAME") }, { "role", N_("ROLE"), BN_CLI_COLUMN_HUMAN_ONLY },
    { "kind", NULL, BN_CLI_COLUMN_JSON_ONLY }, { "liege_id", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "rank", N_("RANK") }, { "social_rank", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "esteem", N_("ESTEEM") }, { "esteem_level", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "honor", N_("HONOR") }, { "campaign", N_("CAMPAIGN") }, { "campaign_id", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "archived", N_("ARCHIVED") },
  };
  g_autoptr(BnCliList) list = NULL;
  g_autoptr(GPtrArray) campaigns = NULL;
  g_autoptr(BnLeaderRules) rules = NULL;
  g_autoptr(GError) error = NULL;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);

  store = bn_cli_get_store (ctx, &error);
  if (store == NULL)
    return bn_cli_fail (ctx, error);
  rules = load_rules (ctx, &error);
  if (rules == NULL)
    return bn_cli_fail (ctx, error);

  if (campaign_text != NULL)
    {
      BnCampaign *campaign = bn_store_find_campaign (store, campaign_text, &error);

      if (campaign == NULL)
        return bn_cli_fail (ctx, error);
      campaigns = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_campaign_free);
      g_ptr_array_add (campaigns, campaign);
    }
  else if ((campaigns = bn_store_list_campaigns (store, &error)) == NULL)
    return bn_cli_fail (ctx, error);

  list = bn_cli_list_new (ctx, columns, G_N_ELEMENTS (columns));
  for (guint c = 0; c < campaigns->len; c++)
    {
      BnCampaign *campaign = g_ptr_array_index (campaigns, c);
      g_autoptr(GPtrArray) leaders = bn_store_list_leaders (store, campaign->id, &error);

      if (leaders == NULL)
        return bn_cli_fail (ctx, error);
      for (guint i = 0; i < leaders->len; i++)
        {
          BnLeader *leader = g_ptr_array_index (leaders, i);

          bn_cli_list_add_row (list);
          bn_cli_list_int (list, leader->id);
          bn_cli_list_text (list, leader->name);
          bn_cli_list_text (list, role_of (leader));
          bn_cli_list_text (list, leader->is_player ? "player-leader" : leader->is_hero ? "hero" : "leader");
          bn_cli_list_id (list, leader->liege_id);
          bn_cli_list_text (list, bn_leader_rules_get_rank (rules, leader->social_rank)->title);
          bn_cli_list_int (list, leader->social_rank);
          bn_cli_list_text (list, bn_leader_rules_get_esteem (rules, leader->esteem_level)->name);
          bn_cli_list_int (list, leader->esteem_level);
          bn_cli_list_int (list, leader->honor);
          bn_cli_list_text (list, campaign->name);
          bn_cli_list_int (list, campaign->id);
          bn_cli_list_bool (list, leader->archived, _("archived"), "");
        }
    }
  bn_cli_list_print (list);
  return BN_CLI_EXIT_OK;
}

static BnLeader *
leader_from_argument (BnCliContext *ctx,
                      BnStore      *store,
                      const char   *text,
                      GError      **error)
{
  guint64 id;

  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, &id, NULL))
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND,
                   _("“%s” is not a leader number (see “leader list”)"), text);
      return NULL;
    }
  return bn_store_get_leader (store, (gint64) id, error);
}

/* Shared by show and export: one leader, given by number, as text or XML. */
static int
print_one_leader (BnCliContext *ctx,
                  const char   *number,
                  gboolean      as_xml)
{
  g_autoptr(BnLeaderRules) rules = NULL;
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(GError) error = NULL;
  BnStore *store;

  store = bn_cli_get_store (ctx, &error);
  if (store == NULL)
    return bn_cli_fail (ctx, error);
  rules = load_rules (ctx, &error);
  if (rules == NULL)
    return bn_cli_fail (ctx, error);
  leader = leader_from_argument (ctx, store, number, &error);
  if (leader == NULL)
    return bn_cli_fail (ctx, error);
  return show_leader (ctx, store, rules, leader, as_xml);
}

int
bn_cli_leader_show (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  gboolean as_xml = FALSE;
  const GOptionEntry entries[] = {
    { "xml", 0, 0, G_OPTION_ARG_NONE, &as_xml, N_("Print the leader as XML (as export does)"), NULL },
    { NULL }
  };
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("ID"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the leader's number"));
  return print_one_leader (ctx, argv[1], as_xml);
}

int
bn_cli_leader_export (BnCliContext *ctx,
                      int           argc,
                      char        **argv)
{
  int exit_code;

  if (!bn_cli_parse_options (ctx, NULL, _("ID"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the leader's number; the XML goes to standard output"));
  return print_one_leader (ctx, argv[1], TRUE);
}

int
bn_cli_leader_import (BnCliContext *ctx,
                      int           argc,
                      char        **argv)
{
  gboolean replace = FALSE;
  gboolean keep_both = FALSE;
  g_autofree char *campaign_text = NULL;
  const GOptionEntry entries[] = {
    { "campaign", 'c', 0, G_OPTION_ARG_STRING, &campaign_text, N_("The campaign to add him to (number or name)"), "C" },
    { "replace", 0, 0, G_OPTION_ARG_NONE, &replace, N_("If the campaign holds him already, put the file's in his place"), NULL },
    { "keep-both", 0, 0, G_OPTION_ARG_NONE, &keep_both, N_("If the campaign holds him already, add the file's as a leader of his own"), NULL },
    { NULL }
  };
  g_autoptr(BnLeaderRules) rules = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(GPtrArray) leaders = NULL;
  g_autoptr(GError) error = NULL;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("FILE"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the file to import"));
  if (campaign_text == NULL)
    return bn_cli_usage_error (ctx, _("--campaign is needed"));
  if (replace && keep_both)
    return bn_cli_usage_error (ctx, _("give --replace or --keep-both, not both"));

  store = bn_cli_get_store (ctx, &error);
  if (store == NULL)
    return bn_cli_fail (ctx, error);
  campaign = bn_store_find_campaign (store, campaign_text, &error);
  if (campaign == NULL)
    return bn_cli_fail (ctx, error);
  rules = load_rules (ctx, &error);
  if (rules == NULL)
    return bn_cli_fail (ctx, error);
  leaders = bn_leader_xml_read_file (argv[1], rules, &error);
  if (leaders == NULL)
    return bn_cli_fail (ctx, error);
  if (!bn_store_import_leaders_as (store, campaign->id, leaders,
                                   replace ? BN_IMPORT_REPLACE : keep_both ? BN_IMPORT_KEEP_BOTH : BN_IMPORT_REFUSE_SAME,
                                   &error))
    {
      if (g_error_matches (error, BN_STORE_ERROR, BN_STORE_ERROR_EXISTS))
        {
          g_printerr (_("banneret-cli: %s: %s (--replace or --keep-both)\n"), argv[1], error->message);
          return BN_CLI_EXIT_ERROR;
        }
      return bn_cli_fail (ctx, error);
    }

  for (guint i = 0; i < leaders->len; i++)
    {
      BnLeader *leader = g_ptr_array_index (leaders, i);

      g_print (_("imported leader %" PRId64 ": %s (%s)\n"), leader->id, leader->name, role_of (leader));
    }
  return BN_CLI_EXIT_OK;
}
