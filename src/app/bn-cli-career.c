/* bn-cli-career.c — the campaign career from the command line: "battle
 * record", "battle fight", "battle apply", "battle correct", "campaign
 * advance", "leader skills", "leader ledger" and "leader chronicle". The rules run in the campaign
 * library (bn-career.h); this file reads arguments and prints.
 */
#include "bn-cli.h"

#include "bn-career-chronicle.h"

#include <stdio.h>
#include <string.h>

#include "bn-battle-record-xml.h"
#include "bn-career.h"
#include "bn-career-fight.h"
#include "bn-chronicle-sheet.h"

static gboolean
parse_id (const char  *text,
          const char  *what,
          gint64      *out,
          GError     **error)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, &value, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, "“%s” is not a %s number", text, what);
      return FALSE;
    }
  *out = (gint64) value;
  return TRUE;
}

/* A chance from --draws/--dice; %NULL when neither is given (the campaign
 * deck then serves). */
static BnChance *
typed_chance (const char  *draws,
              const char  *dice,
              GError     **error)
{
  g_autoptr(BnChance) chance = NULL;

  if (draws == NULL && dice == NULL)
    return NULL;
  chance = bn_chance_new_typed ();
  if (draws != NULL && !bn_chance_push_cards_text (chance, draws, error))
    return NULL;
  if (dice != NULL && !bn_chance_push_dice_text (chance, dice, error))
    return NULL;
  return g_steal_pointer (&chance);
}

int
bn_cli_battle_record (BnCliContext *ctx,
                      int           argc,
                      char        **argv)
{
  g_autofree char *from = NULL;
  const GOptionEntry entries[] = {
    { "from", 'f', 0, G_OPTION_ARG_FILENAME, &from, "A battle-result XML file", "FILE" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "--from FILE", &argc, &argv, &exit_code))
    return exit_code;
  if (from == NULL || argc != 1)
    return bn_cli_usage_error (ctx, "give the battle's result with --from FILE");
  record = bn_battle_record_xml_read_file (from, &error);
  if (record == NULL)
    return bn_cli_fail (ctx, error);
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL || !bn_career_record_battle (store, record, &error))
    return bn_cli_fail (ctx, error);
  g_print ("%" G_GINT64_FORMAT "\n", record->id);
  return BN_CLI_EXIT_OK;
}

int
bn_cli_battle_correct (BnCliContext *ctx,
                       int           argc,
                       char        **argv)
{
  g_autofree char *from = NULL;
  g_autofree char *reason = NULL;
  const GOptionEntry entries[] = {
    { "from", 'f', 0, G_OPTION_ARG_FILENAME, &from, "The battle as it should read (battle-result XML)", "FILE" },
    { "reason", 'r', 0, G_OPTION_ARG_STRING, &reason, "Why it is corrected (kept in the history)", "TEXT" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  BnStore *store;
  gint64 id;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "ID --from FILE [--reason TEXT]", &argc, &argv, &exit_code))
    return exit_code;
  if (from == NULL || argc != 2)
    return bn_cli_usage_error (ctx, "give the battle's number and its corrected result with --from FILE");
  if (!parse_id (argv[1], "battle", &id, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  record = bn_battle_record_xml_read_file (from, &error);
  if (record == NULL)
    return bn_cli_fail (ctx, error);
  record->id = id;
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL || !bn_career_correct_battle (store, record, reason != NULL ? reason : "", &error))
    return bn_cli_fail (ctx, error);
  g_print ("battle %" G_GINT64_FORMAT " corrected (revision %u)\n", id, record->revision);
  return BN_CLI_EXIT_OK;
}

static void
print_ledger_line (const BnLedgerEntry *entry,
                   const char          *battle)
{
  g_autofree char *line = bn_ledger_entry_to_string (entry);

  g_print ("%s, %s\n", battle, line);
}

static char *
battle_label (BnStore *store,
              gint64   battle_id)
{
  g_autoptr(BnBattleRecord) record = NULL;

  if (battle_id == 0)
    return g_strdup ("between battles");
  record = bn_career_get_battle (store, battle_id, NULL);
  return record != NULL ? g_strdup_printf ("battle %" G_GINT64_FORMAT " (%s)", battle_id, record->name)
                        : g_strdup_printf ("battle %" G_GINT64_FORMAT, battle_id);
}

int
bn_cli_battle_apply (BnCliContext *ctx,
                     int           argc,
                     char        **argv)
{
  g_autofree char *draws = NULL;
  g_autofree char *dice = NULL;
  const GOptionEntry entries[] = {
    { "draws", 'd', 0, G_OPTION_ARG_STRING, &draws, "Cards drawn at the table, in the sequence's order", "CARDS" },
    { "dice", 0, 0, G_OPTION_ARG_STRING, &dice, "D20 rolls made at the table, in the sequence's order", "DICE" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  BnStore *store;
  gint64 id;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "ID [--draws CARDS] [--dice DICE]", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, "give the battle's number");
  if (!parse_id (argv[1], "battle", &id, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  chance = typed_chance (draws, dice, &error);
  if (error != NULL)
    return bn_cli_usage_error (ctx, "%s", error->message);
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL || !bn_career_apply_battle (store, id, chance, &error))
    return bn_cli_fail (ctx, error);
  record = bn_career_get_battle (store, id, &error);
  if (record == NULL)
    return bn_cli_fail (ctx, error);
  g_print ("The post-battle sequence ran for battle %" G_GINT64_FORMAT " (%s).\n", id, record->name);
  for (guint i = 0; i < record->leaders->len; i++)
    {
      const BnBattleLeader *entry = g_ptr_array_index (record->leaders, i);
      g_autoptr(GPtrArray) ledger = bn_career_get_ledger (store, entry->leader_id, &error);
      g_autoptr(BnCareerLeader) cl = bn_career_get_leader (store, entry->leader_id, &error);

      if (ledger == NULL || cl == NULL)
        return bn_cli_fail (ctx, error);
      g_print ("%s: honor %u, esteem %u, rank %u, %s\n", cl->leader->name, cl->leader->honor,
               cl->leader->esteem_level, cl->leader->social_rank, cl->leader->status);
      for (guint e = 0; e < ledger->len; e++)
        {
          const BnLedgerEntry *line = g_ptr_array_index (ledger, e);
          g_autofree char *text = NULL;

          if (line->battle_id != id)
            continue;
          text = bn_ledger_entry_to_string (line);
          g_print ("  %s\n", text);
        }
    }
  return BN_CLI_EXIT_OK;
}

int
bn_cli_campaign_advance (BnCliContext *ctx,
                         int           argc,
                         char        **argv)
{
  g_autofree char *campaign_text = NULL;
  g_autofree char *draws = NULL;
  const GOptionEntry entries[] = {
    { "campaign", 'c', 0, G_OPTION_ARG_STRING, &campaign_text, "The campaign (number or name)", "C" },
    { "draws", 'd', 0, G_OPTION_ARG_STRING, &draws, "Cards for rank-climb draws, if any", "CARDS" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(GPtrArray) pending = NULL;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "--campaign C", &argc, &argv, &exit_code))
    return exit_code;
  if (campaign_text == NULL || argc != 1)
    return bn_cli_usage_error (ctx, "give the campaign with --campaign C");
  chance = typed_chance (draws, NULL, &error);
  if (error != NULL)
    return bn_cli_usage_error (ctx, "%s", error->message);
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL || (campaign = bn_store_find_campaign (store, campaign_text, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  pending = bn_career_advance (store, campaign->id, chance, &error);
  if (pending == NULL)
    return bn_cli_fail (ctx, error);
  g_print ("The campaign %s moves on.\n", campaign->name);
  for (guint i = 0; i < pending->len; i++)
    {
      const BnCareerPending *p = g_ptr_array_index (pending, i);

      g_print ("%" G_GINT64_FORMAT " %s:", p->leader_id, p->name);
      if (p->needs_heir)
        g_print (" dead — the campaign needs an heir;");
      if (p->skill_points > 0)
        g_print (" %u skill point%s to assign;", p->skill_points, p->skill_points == 1 ? "" : "s");
      if (p->wound_battles > 0)
        g_print (" wounded for %u more battle%s;", p->wound_battles, p->wound_battles == 1 ? "" : "s");
      if (p->owed > 0)
        g_print (" owes %u to mercenaries;", p->owed);
      g_print (" purse %u\n", p->purse);
    }
  return BN_CLI_EXIT_OK;
}

static BnCareerLeader *
leader_arg (BnCliContext  *ctx,
            const char    *text,
            BnStore      **out_store,
            GError       **error)
{
  gint64 id;

  if (!parse_id (text, "leader", &id, error))
    return NULL;
  *out_store = bn_cli_get_store (ctx, error);
  if (*out_store == NULL)
    return NULL;
  return bn_career_get_leader (*out_store, id, error);
}

int
bn_cli_leader_ledger (BnCliContext *ctx,
                      int           argc,
                      char        **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCareerLeader) cl = NULL;
  g_autoptr(GPtrArray) ledger = NULL;
  BnStore *store = NULL;
  int exit_code;

  if (!bn_cli_parse_options (ctx, NULL, "ID", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, "give the leader's number");
  cl = leader_arg (ctx, argv[1], &store, &error);
  if (cl == NULL || (ledger = bn_career_get_ledger (store, cl->leader->id, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  for (guint i = 0; i < ledger->len; i++)
    {
      const BnLedgerEntry *entry = g_ptr_array_index (ledger, i);
      g_autofree char *battle = battle_label (store, entry->battle_id);

      print_ledger_line (entry, battle);
    }
  g_print ("Honor %u, esteem %u, rank %u, purse %u, %u skill point%s to assign\n", cl->leader->honor,
           cl->leader->esteem_level, cl->leader->social_rank, cl->purse,
           cl->skill_points_earned - MIN (cl->skill_points_spent, cl->skill_points_earned),
           cl->skill_points_earned == 1 ? "" : "s");
  return BN_CLI_EXIT_OK;
}

int
bn_cli_leader_chronicle (BnCliContext *ctx,
                         int           argc,
                         char        **argv)
{
  g_autofree char *pdf = NULL;
  const GOptionEntry entries[] = {
    { "pdf", 0, 0, G_OPTION_ARG_FILENAME, &pdf, "Also write the chronicle as a PDF", "OUT.pdf" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeaderRules) rules = NULL;
  g_autoptr(BnChronicle) chronicle = NULL;
  g_autofree char *text = NULL;
  BnStore *store = NULL;
  gint64 id;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "ID [--pdf OUT.pdf]", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, "give the leader's number");
  if (!parse_id (argv[1], "leader", &id, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  rules = bn_leader_rules_load_default (&error);
  if (rules == NULL)
    return bn_cli_fail (ctx, error);
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL)
    return bn_cli_fail (ctx, error);
  /* The same chapters the app's Chronicle section and the printed sheet
   * read (bn-chronicle-sheet.h), so all three tell one story. */
  chronicle = bn_chronicle_new (store, rules, id, &error);
  if (chronicle == NULL)
    return bn_cli_fail (ctx, error);
  if (pdf != NULL)
    {
      g_autoptr(BnChronicleSheet) sheet = bn_chronicle_sheet_new (store, rules, id, &error);
      guint n_pages = 0;

      if (sheet == NULL || !bn_chronicle_sheet_write_pdf (sheet, pdf, &n_pages, &error))
        return bn_cli_fail (ctx, error);
      g_printerr ("Wrote %u page%s to %s\n", n_pages, n_pages == 1 ? "" : "s", pdf);
    }
  text = bn_chronicle_to_text (chronicle);
  g_print ("%s", text);
  return BN_CLI_EXIT_OK;
}

/* ---- battle fight ---- */

int
bn_cli_battle_fight (BnCliContext *ctx,
                     int           argc,
                     char        **argv)
{
  g_autofree char *campaign_text = NULL;
  g_autofree char *army_text = NULL;
  g_autofree char *vs_text = NULL;
  g_autofree char *scenario = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *name = NULL;
  const GOptionEntry entries[] = {
    { "campaign", 'c', 0, G_OPTION_ARG_STRING, &campaign_text, "The campaign (number or name)", "C" },
    { "army", 0, 0, G_OPTION_ARG_STRING, &army_text, "The player's army", "A" },
    { "vs", 0, 0, G_OPTION_ARG_STRING, &vs_text, "The opponent: another army of the campaign", "B" },
    { "scenario", 0, 0, G_OPTION_ARG_STRING, &scenario, "A scenario id, a file or random:SEED (default open-field)", "S" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, "Seed of the dice and the players (default: chosen and printed)", "N" },
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, "The battle's name (default: after the scenario)", "TEXT" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  BnFightRequest request = { 0, };
  BnBattleOutcome outcome;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "--campaign C --army A --vs B [--scenario S] [--seed N]",
                             &argc, &argv, &exit_code))
    return exit_code;
  if (campaign_text == NULL || army_text == NULL || vs_text == NULL || argc != 1)
    return bn_cli_usage_error (ctx, "give --campaign C, --army A and the opponent with --vs B");
  if (!parse_id (army_text, "army", &request.army_id, &error) ||
      !parse_id (vs_text, "army", &request.opponent_army_id, &error))
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

  store = bn_cli_get_store (ctx, &error);
  if (store == NULL || (campaign = bn_store_find_campaign (store, campaign_text, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  request.campaign_id = campaign->id;
  record = bn_career_fight (store, &request, &outcome, &error);
  if (record == NULL)
    return bn_cli_fail (ctx, error);
  g_print ("Battle %" G_GINT64_FORMAT " (%s), seed %" G_GUINT64_FORMAT ": %s, %u–%u VP after %u turns\n",
           record->id, record->name, request.seed,
           record->winner == BN_WINNER_PLAYER ? "the player's army wins"
             : record->winner == BN_WINNER_OPPONENT ? "the opponent wins" : "a draw",
           record->player_vp, record->opponent_vp, outcome.turns);
  g_print ("  lost: %u unit%s, %u figure%s against %u unit%s, %u figure%s; %u deed%s, %u check%s to roll\n",
           outcome.units_lost[0], outcome.units_lost[0] == 1 ? "" : "s",
           outcome.figures_lost[0], outcome.figures_lost[0] == 1 ? "" : "s",
           outcome.units_lost[1], outcome.units_lost[1] == 1 ? "" : "s",
           outcome.figures_lost[1], outcome.figures_lost[1] == 1 ? "" : "s",
           record->deeds->len, record->deeds->len == 1 ? "" : "s",
           record->checks->len, record->checks->len == 1 ? "" : "s");
  g_print ("Run the post-battle sequence with: battle apply %" G_GINT64_FORMAT "\n", record->id);
  return BN_CLI_EXIT_OK;
}

/* ---- leader skills ---- */

int
bn_cli_leader_skills (BnCliContext *ctx,
                      int           argc,
                      char        **argv)
{
  g_autofree char *add = NULL;
  const GOptionEntry entries[] = {
    { "add", 'a', 0, G_OPTION_ARG_STRING, &add,
      "Spend a skill point on initiative, morale-bonus, combat-bonus or personal-combat-skill", "SKILL" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCareerLeader) cl = NULL;
  BnStore *store = NULL;
  BnSkill skill = BN_SKILL_INITIATIVE;
  gint64 id;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "ID [--add SKILL]", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, "give the leader's number");
  if (!parse_id (argv[1], "leader", &id, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  if (add != NULL && !bn_skill_from_id (add, &skill))
    return bn_cli_usage_error (ctx, "“%s” is not a skill: initiative, morale-bonus, combat-bonus or "
                               "personal-combat-skill", add);
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL)
    return bn_cli_fail (ctx, error);
  if (add != NULL && !bn_career_assign_skill_point (store, id, skill, &error))
    return bn_cli_fail (ctx, error);
  cl = bn_career_get_leader (store, id, &error);
  if (cl == NULL)
    return bn_cli_fail (ctx, error);
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    g_print ("%s %u\n", bn_skill_get_id ((BnSkill) i), cl->leader->skills[i]);
  g_print ("%u skill point%s to assign\n", cl->skill_points_earned - MIN (cl->skill_points_spent, cl->skill_points_earned),
           cl->skill_points_earned - MIN (cl->skill_points_spent, cl->skill_points_earned) == 1 ? "" : "s");
  return BN_CLI_EXIT_OK;
}
