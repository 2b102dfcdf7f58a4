/* bn-cli-fight.c — "battle fight": a campaign battle fought by the
 * computer, AI against AI, against an army of the campaign, a roster file
 * or an army raised for points, and recorded (bn_career_fight()); the
 * post-battle sequence is "battle apply"'s (bn-cli-career.c).
 */
#include "bn-cli.h"

#include <inttypes.h>
#include <string.h>

#include "bn-army-xml.h"
#include "bn-battle-log-xml.h"
#include "bn-battle-victory.h"
#include "bn-career.h"
#include "bn-career-fight.h"
#include "bn-output-file.h"
#include "bn-ruleset.h"

/* The number of --vs-points: a whole number of points from 1. */
static gboolean
parse_points (const char  *text,
              guint       *out_points,
              GError     **error)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT, &value, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--vs-points “%s” is not a number of points from 1"), text);
      return FALSE;
    }
  *out_points = (guint) value;
  return TRUE;
}

/* An opponent's roster file, read as "army import" reads it, not saved. */
static BnArmy *
read_roster (const char  *path,
             GError     **error)
{
  g_autoptr(BnUnitRules) unit_rules = bn_unit_rules_load_default (error);
  g_autoptr(BnLeaderRules) leader_rules = NULL;

  if (unit_rules == NULL || (leader_rules = bn_leader_rules_load_default (error)) == NULL)
    return NULL;
  return bn_army_xml_read_file (path, unit_rules, leader_rules, error);
}

int
bn_cli_battle_fight (BnCliContext *ctx,
                     int           argc,
                     char        **argv)
{
  g_autofree char *campaign_text = NULL;
  g_autofree char *army_text = NULL;
  g_autofree char *vs_text = NULL;
  g_autofree char *vs_file = NULL;
  g_autofree char *vs_points = NULL;
  g_autofree char *scenario = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *name = NULL;
  g_autofree char *log_path = NULL;
  g_autofree char *rules_id = NULL;
  gboolean basic_game = FALSE;
  g_autofree char *strength_text = NULL;
  BnBattleStrength strength;
  const GOptionEntry entries[] = {
    { "campaign", 'c', 0, G_OPTION_ARG_STRING, &campaign_text, N_("The campaign (number or name)"), "C" },
    { "army", 0, 0, G_OPTION_ARG_STRING, &army_text, N_("The player's army"), "A" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_id, N_("The ruleset (see “rules list”; default lords-and-levies)"), N_("ID") },
    { "vs", 0, 0, G_OPTION_ARG_STRING, &vs_text, N_("The opponent: another army of the campaign"), "B" },
    { "vs-file", 0, 0, G_OPTION_ARG_FILENAME, &vs_file, N_("The opponent: a roster from an XML file (not saved)"), N_("FILE") },
    { "vs-points", 0, 0, G_OPTION_ARG_STRING, &vs_points, N_("The opponent: an army raised for N points from the seed"), "N" },
    { "scenario", 0, 0, G_OPTION_ARG_STRING, &scenario, N_("A scenario id, a file or random:SEED (default open-field)"), "S" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the dice and the players (default: chosen and printed)"), "N" },
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, N_("The battle's name (default: after the scenario)"), N_("TEXT") },
    { "log", 0, 0, G_OPTION_ARG_FILENAME, &log_path, N_("Also write the battle's stored log (XML) to FILE"), N_("FILE") },
    { "basic-game", 0, 0, G_OPTION_ARG_NONE, &basic_game, N_("Day of Battle's basic game: each leader's social rank stands for every skill"), NULL },
    { "computer-strength", 0, 0, G_OPTION_ARG_STRING, &strength_text,
      N_("The opponent's computer player: easy, standard (default) or hard (looks ahead)"), N_("STRENGTH") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(BnArmy) roster = NULL;
  BnFightRequest request = { 0, };
  BnBattleOutcome outcome;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries,
                             _("--campaign C --army A (--vs B | --vs-file FILE | --vs-points N) [--scenario S] [--seed N]"),
                             &argc, &argv, &exit_code))
    return exit_code;
  bn_cli_reserve_stdout (log_path);
  if (campaign_text == NULL || army_text == NULL || argc != 1)
    return bn_cli_usage_error (ctx, _("give --campaign C, --army A and the opponent with --vs B, "
                                    "--vs-file FILE or --vs-points N"));
  if ((vs_text != NULL) + (vs_file != NULL) + (vs_points != NULL) != 1)
    return bn_cli_usage_error (ctx, _("give one opponent: --vs B (an army of the campaign), "
                                    "--vs-file FILE (a roster) or --vs-points N (an army raised for N points)"));
  if (!bn_cli_parse_id (army_text, "army", &request.army_id, &error) ||
      (vs_text != NULL && !bn_cli_parse_id (vs_text, "army", &request.opponent_army_id, &error)) ||
      (vs_points != NULL && !parse_points (vs_points, &request.opponent_points, &error)))
    return bn_cli_usage_error (ctx, "%s", error->message);
  if (seed_text != NULL)
    {
      if (!bn_cli_parse_seed (seed_text, &request.seed, &error))
        return bn_cli_usage_error (ctx, "%s", error->message);
    }
  else
    request.seed = (((guint64) g_random_int ()) << 31) ^ g_random_int ();
  request.scenario = scenario;
  request.name = name;
  request.rules = rules_id;
  request.basic_game = basic_game;
  if (!bn_cli_parse_strength (ctx, strength_text, &strength, &exit_code))
    return exit_code;
  request.computer_strength = strength_text;
  if (rules_id != NULL && bn_ruleset_lookup (rules_id) == NULL)
    {
      g_autofree char *known = bn_ruleset_list_ids ("|");

      return bn_cli_usage_error (ctx, _("there is no ruleset “%s”; choose %s"), rules_id, known);
    }
  if (vs_file != NULL)
    {
      roster = read_roster (vs_file, &error);
      if (roster == NULL)
        return bn_cli_fail (ctx, error);
      request.opponent_roster = roster;
    }

  store = bn_cli_get_store (ctx, &error);
  if (store == NULL || (campaign = bn_store_find_campaign (store, campaign_text, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  request.campaign_id = campaign->id;
  if (!bn_cli_check_army_ready (ctx, store, request.army_id, &exit_code) ||
      (request.opponent_army_id != 0 && !bn_cli_check_army_ready (ctx, store, request.opponent_army_id, &exit_code)))
    return exit_code;
  record = bn_career_fight (store, &request, &outcome, &error);
  if (record == NULL)
    return bn_cli_fail (ctx, error);
  g_print (_("Battle %" PRId64 " (%s), seed %" PRIu64 ": %s (%s), %u–%u VP after %u turns\n"),
           record->id, bn_data_text (record->name), request.seed,
           record->winner == BN_WINNER_PLAYER ? _("the player's army wins")
             : record->winner == BN_WINNER_OPPONENT ? _("the opponent wins") : _("a draw"),
           bn_battle_outcome_why (&outcome, NULL),
           record->player_vp, record->opponent_vp,
           bn_ruleset_turns_as_played (bn_ruleset_lookup (request.rules != NULL ? request.rules : BN_RULESET_DEFAULT_ID),
                                       outcome.turns));
  if (record->opponent_army_id == 0)
    g_print (_("  against %s\n"), record->opponent);
  {
    /* Checks with their die are the ones made on the field; the rest are
     * the post-battle sequence's to roll. */
    guint on_field = 0;

    for (guint i = 0; i < record->checks->len; i++)
      on_field += ((const BnPcsCheck *) g_ptr_array_index (record->checks, i))->roll != 0;
    /* On an open table (Junior General) a unit is counted in stands. */
    gboolean stands = bn_ruleset_for_record (record->rules)->board == BN_RULESET_BOARD_TABLE;

    char *lost[2] = { NULL, NULL };
    g_autofree char *deeds = g_strdup_printf (ngettext ("%u deed", "%u deeds", record->deeds->len),
                                              record->deeds->len);
    g_autofree char *checks = g_strdup_printf (ngettext ("%u personal combat check made on the field",
                                                         "%u personal combat checks made on the field", on_field),
                                               on_field);
    guint routed[2] = { 0, 0 };

    /* The units a broken host still had on the field are lost with it, as
     * the battle's page counts them: read from the log as stored. */
    {
      g_autoptr(BnFoughtBattle) fought = bn_career_get_fought_battle (store, record->id, &error);
      g_autoptr(GBytes) bytes = fought != NULL ? g_bytes_new (fought->log, strlen (fought->log)) : NULL;
      g_autoptr(BnBattleLog) log = bytes != NULL ? bn_battle_log_load_bytes (NULL, bytes, "the battle's log", &error)
                                                 : NULL;

      if (log == NULL)
        return bn_cli_fail (ctx, error);
      for (guint side = 0; side < 2; side++)
        routed[side] = bn_battle_log_routed_at_break (log, side, NULL);
    }
    for (guint side = 0; side < 2; side++)
      lost[side] = bn_battle_losses_words (outcome.units_lost[side], routed[side], outcome.figures_lost[side],
                                           stands);
    /* Translators: the player's losses, the opponent's, the deeds, the checks made, then the checks to roll. */
    g_print (_("  lost: %s against %s; %s, %s, %u to roll\n"), lost[0], lost[1], deeds, checks,
             record->checks->len - on_field);
    g_free (lost[0]);
    g_free (lost[1]);
  }
  if (log_path != NULL)
    {
      /* The log as stored, read back, not the one in memory. */
      g_autoptr(BnFoughtBattle) fought = bn_career_get_fought_battle (store, record->id, &error);

      if (fought == NULL || !bn_output_file_set_contents (log_path, fought->log, -1, &error))
        return bn_cli_fail (ctx, error);
      if (bn_output_file_is_stdout (log_path))
        g_print (_("Log written to standard output\n"));
      else
        g_print (_("Log written to %s\n"), log_path);
    }
  g_print (_("Run the post-battle sequence with: battle apply %" PRId64 "\n"), record->id);
  return BN_CLI_EXIT_OK;
}
