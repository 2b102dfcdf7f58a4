/* bn-cli-played-list.c — the battles in progress of "battle list": each
 * with what tells it apart from the others, as the app's Battles section
 * says it, in its words (bn-played-battle-summary.h). */
#include "bn-config.h"

#include "bn-cli.h"
#include "bn-cli-list.h"

#include <glib/gi18n.h>

#include "bn-campaign.h"
#include "bn-played-battle-summary.h"

/**
 * bn_cli_list_played_battles:
 * @campaigns: (element-type BnCampaign): the campaigns whose battles to list
 * @heading: print a line before the table, under another one
 *
 * Prints the battles in progress of @campaigns (played on the board, not
 * yet kept), newest first, as a table or, with --json, an array.
 *
 * Returns: %FALSE with @error if they cannot be read
 */
gboolean
bn_cli_list_played_battles (BnCliContext  *ctx,
                            BnStore       *store,
                            GPtrArray     *campaigns,
                            gboolean       heading,
                            GError       **error)
{
  static const BnCliColumn columns[] = {
    { "id", N_("ID") }, { "army", NULL, BN_CLI_COLUMN_JSON_ONLY }, { "opponent", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "battle", N_("BATTLE"), BN_CLI_COLUMN_HUMAN_ONLY },
    { "rules", N_("RULES"), BN_CLI_COLUMN_HUMAN_ONLY }, { "ruleset", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "battlefield", N_("BATTLEFIELD") },
    { "state", N_("STATE"), BN_CLI_COLUMN_HUMAN_ONLY }, { "turn", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "to_move", NULL, BN_CLI_COLUMN_JSON_ONLY }, { "over", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "started", N_("STARTED") }, { "last_played", N_("LAST PLAYED") },
    { "network", N_("NETWORK") }, { "hosted", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "friend", NULL, BN_CLI_COLUMN_JSON_ONLY }, { "waiting_on_friend", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "campaign", N_("CAMPAIGN") }, { "campaign_id", NULL, BN_CLI_COLUMN_JSON_ONLY },
  };
  g_autoptr(BnCliList) list = bn_cli_list_new (ctx, columns, G_N_ELEMENTS (columns));
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  guint n = 0;

  for (guint c = 0; c < campaigns->len; c++)
    {
      const BnCampaign *campaign = g_ptr_array_index (campaigns, c);
      g_autoptr(GPtrArray) played = bn_played_battle_list_summaries (store, campaign->id, error);

      if (played == NULL)
        return FALSE;
      for (guint i = 0; i < played->len; i++, n++)
        {
          const BnPlayedBattleSummary *summary = g_ptr_array_index (played, i);
          /* TRANSLATORS: "battle list": a battle in progress, its two armies */
          g_autofree char *battle = g_strdup_printf (_("%s against %s"), summary->army_name, summary->opponent_name);
          g_autofree char *state = bn_played_battle_summary_progress (summary);
          g_autofree char *network = bn_played_battle_summary_network (summary);

          bn_cli_list_add_row (list);
          bn_cli_list_int (list, summary->id);
          bn_cli_list_text (list, summary->army_name);
          bn_cli_list_text (list, summary->opponent_name);
          bn_cli_list_text (list, battle);
          bn_cli_list_text (list, summary->readable ? summary->ruleset : NULL);
          bn_cli_list_text (list, summary->readable ? summary->ruleset_id : NULL);
          bn_cli_list_text (list, summary->readable ? summary->battlefield : NULL);
          bn_cli_list_text (list, state);
          if (summary->readable)
            bn_cli_list_int (list, summary->turn);
          else
            bn_cli_list_text (list, NULL);
          bn_cli_list_text (list, summary->readable ? summary->to_move : NULL);
          bn_cli_list_bool (list, summary->over, "", "");
          bn_cli_list_moment (list, summary->created_at, now);
          bn_cli_list_moment (list, summary->played_at, now);
          bn_cli_list_bool (list, summary->net, network != NULL ? network : "", "");
          bn_cli_list_bool (list, summary->hosted, "", "");
          bn_cli_list_text (list, summary->friend_name);
          bn_cli_list_bool (list, bn_played_battle_summary_waits_on_friend (summary), "", "");
          bn_cli_list_text (list, campaign->name);
          bn_cli_list_int (list, campaign->id);
        }
    }
  if (heading && n > 0 && !ctx->json)
    /* TRANSLATORS: "battle list": the heading of the battles still played on the board, below the recorded ones */
    g_print (_("\nIn progress (battle show ID, battle act ID, battle keep ID):\n"));
  bn_cli_list_print (list);
  return TRUE;
}
