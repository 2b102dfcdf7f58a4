/* bn-cli-career.c — the campaign career from the command line: "battle
 * record", "battle apply", "battle correct", "campaign
 * advance", "leader skills", "leader ledger" and "leader chronicle". The rules run in the campaign
 * library (bn-career.h); this file reads arguments and prints.
 */
#include "bn-cli.h"
#include "bn-cli-list.h"

#include "bn-career-chronicle.h"

#include <stdio.h>
#include <string.h>

#include "bn-army-xml.h"
#include "bn-battle-log-xml.h"
#include "bn-battle-record-xml.h"
#include "bn-career.h"
#include "bn-career-fight.h"
#include "bn-chronicle-sheet.h"
#include "bn-battle-victory.h"
#include "bn-ruleset.h"

/* A leader's esteem level in words, "esteem 4 (Notable)", as the rules
 * name it; the bare number when they cannot be read. */
static char *
esteem_words (guint level)
{
  g_autoptr(BnLeaderRules) rules = bn_leader_rules_load_default (NULL);

  return rules != NULL ? bn_leader_rules_esteem_words (rules, level) : g_strdup_printf ("%u", level);
}

/* An id on the command line: a whole number from 1, or %FALSE with the
 * words naming @what it should have been. */
gboolean
bn_cli_parse_id (const char  *text,
                 const char  *what,
                 gint64      *out,
                 GError     **error)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, &value, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("“%s” is not a %s number"), text, what);
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

/* Returns: (transfer full) (nullable): what of @chance's typed cards and
 * dice is left, in words, or %NULL when all were used. */
static char *
unused_draws (const BnChance *chance)
{
  guint cards = bn_chance_get_n_typed_cards (chance);
  guint dice = bn_chance_get_n_typed_dice (chance);

  g_autofree char *card_words = cards == 0 ? NULL
                                : g_strdup_printf (ngettext ("%u card", "%u cards", cards), cards);
  g_autofree char *die_words = dice == 0 ? NULL
                               : g_strdup_printf (ngettext ("%u D20 roll", "%u D20 rolls", dice), dice);
  g_autofree char *what = NULL;

  if (cards == 0 && dice == 0)
    return NULL;
  what = card_words != NULL && die_words != NULL
    /* TRANSLATORS: "2 cards and 1 D20 roll" */
    ? g_strdup_printf (_("%s and %s"), card_words, die_words)
    : g_strdup (card_words != NULL ? card_words : die_words);
  /* TRANSLATORS: %s is "2 cards", "1 D20 roll" or "2 cards and 1 D20 roll" */
  return g_strdup_printf (ngettext ("the last %s given was not needed by the sequence",
                                    "the last %s given were not needed by the sequence", cards + dice), what);
}

/* A record the campaign refuses was wrong in the player's file: the
 * message names it, and the line the check points at. */
static int
fail_in_file (BnCliContext *ctx,
              const char   *file,
              GError       *error)
{
  if (error->domain == BN_BATTLE_RECORD_ERROR)
    g_prefix_error (&error, "%s: ", file);
  return bn_cli_fail (ctx, error);
}

int
bn_cli_battle_record (BnCliContext *ctx,
                      int           argc,
                      char        **argv)
{
  g_autofree char *from = NULL;
  g_auto(GStrv) specials = NULL;
  const GOptionEntry entries[] = {
    { "from", 'f', 0, G_OPTION_ARG_FILENAME, &from, N_("A battle-result XML file"), N_("FILE") },
    { "special-retainers", 's', 0, G_OPTION_ARG_STRING_ARRAY, &specials,
      N_("Cards a leader drew at the table for his special retainers, in order (repeatable)"), N_("LEADER:CARDS") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("--from FILE [--special-retainers LEADER:CARDS]…"), &argc, &argv,
                             &exit_code))
    return exit_code;
  if (from == NULL || argc != 1)
    return bn_cli_usage_error (ctx, _("give the battle's result with --from FILE"));
  record = bn_battle_record_xml_read_file (from, &error);
  if (record == NULL)
    return bn_cli_fail (ctx, error);
  /* Added after any the file lists: the cards of one leader read in order. */
  for (guint i = 0; specials != NULL && specials[i] != NULL; i++)
    {
      const char *colon = strchr (specials[i], ':');
      g_autofree char *leader_text = colon != NULL ? g_strndup (specials[i], (gsize) (colon - specials[i])) : NULL;
      g_autoptr(GArray) cards = NULL;
      gint64 leader;

      if (leader_text == NULL)
        return bn_cli_usage_error (ctx, _("--special-retainers takes LEADER:CARDS, e.g. 1:KS,5H"));
      if (!bn_cli_parse_id (leader_text, "leader", &leader, &error))
        return bn_cli_fail (ctx, error);
      cards = bn_card_parse_list (colon + 1, &error);
      if (cards == NULL)
        return bn_cli_fail (ctx, error);
      for (guint c = 0; c < cards->len; c++)
        bn_battle_record_add_special_card (record, leader, g_array_index (cards, BnCard, c));
    }
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL || !bn_career_record_battle (store, record, &error))
    return fail_in_file (ctx, from, error);
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
    { "from", 'f', 0, G_OPTION_ARG_FILENAME, &from, N_("The battle as it should read (battle-result XML)"), N_("FILE") },
    { "reason", 'r', 0, G_OPTION_ARG_STRING, &reason, N_("Why it is corrected (kept in the history)"), N_("TEXT") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  BnStore *store;
  gint64 id;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("ID --from FILE [--reason TEXT]"), &argc, &argv, &exit_code))
    return exit_code;
  if (from == NULL || argc != 2)
    return bn_cli_usage_error (ctx, _("give the battle's number and its corrected result with --from FILE"));
  if (!bn_cli_parse_id (argv[1], "battle", &id, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  record = bn_battle_record_xml_read_file (from, &error);
  if (record == NULL)
    return bn_cli_fail (ctx, error);
  record->id = id;
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL || !bn_career_correct_battle (store, record, reason != NULL ? reason : "", &error))
    return fail_in_file (ctx, from, error);
  g_print (_("battle %" PRId64 " corrected (revision %u)\n"), id, record->revision);
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
    return g_strdup (_("between battles"));
  record = bn_career_get_battle (store, battle_id, NULL);
  return record != NULL ? g_strdup_printf ("battle %" G_GINT64_FORMAT " (%s)", battle_id, record->name)
                        : g_strdup_printf ("battle %" G_GINT64_FORMAT, battle_id);
}

int
bn_cli_battle_apply (BnCliContext *ctx,
                     int           argc,
                     char        **argv)
{
  gboolean next = FALSE;
  g_autofree char *draws = NULL;
  g_autofree char *dice = NULL;
  const GOptionEntry entries[] = {
    { "draws", 'd', 0, G_OPTION_ARG_STRING, &draws, N_("Cards drawn at the table, in the sequence's order"), N_("CARDS") },
    { "dice", 0, 0, G_OPTION_ARG_STRING, &dice, N_("D20 rolls made at the table, in the sequence's order"), N_("DICE") },
    { "next", 'n', 0, G_OPTION_ARG_NONE, &next, N_("Apply nothing: say which card or die is needed next, or what the battle gives once none is"), NULL },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  BnStore *store;
  gint64 id;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("ID [--draws CARDS] [--dice DICE] [--next]"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the battle's number"));
  if (!bn_cli_parse_id (argv[1], "battle", &id, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  chance = typed_chance (draws, dice, &error);
  if (error != NULL)
    return bn_cli_usage_error (ctx, "%s", error->message);
  store = bn_cli_get_store (ctx, &error);
  if (store != NULL && next)
    {
      g_autoptr(BnChance) given = chance != NULL ? NULL : bn_chance_new_typed ();
      g_autoptr(BnCareerStep) step = bn_career_next_step (store, id, chance != NULL ? chance : given, &error);

      if (step == NULL)
        return bn_cli_fail (ctx, error);
      if (!step->done)
        {
          g_print (_("next: %s\n"), step->what);
          if (step->ledger->len > 0)
            g_print (_("decided so far:\n"));
          for (guint e = 0; e < step->ledger->len; e++)
            {
              const BnLedgerEntry *line = g_ptr_array_index (step->ledger, e);
              g_autoptr(BnLeader) leader = bn_store_get_leader (store, line->leader_id, NULL);
              g_autofree char *text = bn_ledger_entry_to_string (line);

              g_print ("  %s: %s\n", leader != NULL ? leader->name : "?", text);
            }
          return BN_CLI_EXIT_OK;
        }
      g_print (_("nothing more is needed; applied, the battle gives:\n"));
      for (guint e = 0; e < step->ledger->len; e++)
        {
          g_autofree char *text = bn_ledger_entry_to_string (g_ptr_array_index (step->ledger, e));

          g_print ("  %s\n", text);
        }
      if (chance != NULL && unused_draws (chance) != NULL)
        {
          g_autofree char *unused = unused_draws (chance);

          g_print ("%s\n", unused);
        }
      return BN_CLI_EXIT_OK;
    }
  /* Cards or dice typed beyond what the sequence needs were meant for
   * something: the order is likely off. Tried first, and nothing kept. */
  if (store != NULL && chance != NULL)
    {
      g_autoptr(BnChance) trial = typed_chance (draws, dice, NULL);
      g_autoptr(BnCareerStep) step = bn_career_next_step (store, id, trial, NULL);
      g_autofree char *unused = step != NULL && step->done ? unused_draws (trial) : NULL;

      if (unused != NULL)
        {
          g_set_error (&error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                       _("battle %" PRId64 ": %s; nothing was applied (“battle apply %" PRId64
                       " --next” says what the sequence asks for, in order)"), id, unused, id);
          return bn_cli_fail (ctx, error);
        }
    }
  if (store == NULL || !bn_career_apply_battle (store, id, chance, &error))
    return bn_cli_fail (ctx, error);
  record = bn_career_get_battle (store, id, &error);
  if (record == NULL)
    return bn_cli_fail (ctx, error);
  g_print (_("The post-battle sequence ran for battle %" PRId64 " (%s).\n"), id, bn_data_text (record->name));
  for (guint i = 0; i < record->leaders->len; i++)
    {
      const BnBattleLeader *entry = g_ptr_array_index (record->leaders, i);
      g_autoptr(GPtrArray) ledger = bn_career_get_ledger (store, entry->leader_id, &error);
      g_autoptr(BnCareerLeader) cl = bn_career_get_leader (store, entry->leader_id, &error);

      if (ledger == NULL || cl == NULL)
        return bn_cli_fail (ctx, error);
      g_autofree char *esteem = esteem_words (cl->leader->esteem_level);

      /* TRANSLATORS: a leader after the battle: name, honor, his esteem in words ("esteem 4 (Notable)"), rank, status */
      g_print (_("%s: honor %u, %s, rank %u, %s\n"), cl->leader->name, cl->leader->honor, esteem,
               cl->leader->social_rank, cl->leader->status);
      g_autoptr(GPtrArray) lines = g_ptr_array_new ();
      g_autofree char *no_honor = NULL;
      gboolean said = FALSE;

      for (guint e = 0; e < ledger->len; e++)
        if (((const BnLedgerEntry *) g_ptr_array_index (ledger, e))->battle_id == id)
          g_ptr_array_add (lines, g_ptr_array_index (ledger, e));
      /* The lines worth no honor in one, where the first was; "leader
       * ledger" lists each. */
      no_honor = bn_career_chronicle_no_honor (lines);
      for (guint e = 0; e < lines->len; e++)
        {
          const BnLedgerEntry *line = g_ptr_array_index (lines, e);
          g_autofree char *text = NULL;

          if (bn_ledger_entry_is_no_honor (line))
            {
              if (!said)
                g_print ("  %s\n", no_honor);
              said = TRUE;
              continue;
            }
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
    { "campaign", 'c', 0, G_OPTION_ARG_STRING, &campaign_text, N_("The campaign (number or name)"), "C" },
    { "draws", 'd', 0, G_OPTION_ARG_STRING, &draws, N_("Cards for rank-climb draws, if any"), N_("CARDS") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(GPtrArray) pending = NULL;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("--campaign C"), &argc, &argv, &exit_code))
    return exit_code;
  if (campaign_text == NULL || argc != 1)
    return bn_cli_usage_error (ctx, _("give the campaign with --campaign C"));
  chance = typed_chance (draws, NULL, &error);
  if (error != NULL)
    return bn_cli_usage_error (ctx, "%s", error->message);
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL || (campaign = bn_store_find_campaign (store, campaign_text, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  pending = bn_career_advance (store, campaign->id, chance, &error);
  if (pending == NULL)
    return bn_cli_fail (ctx, error);
  g_print (_("The campaign %s moves on.\n"), campaign->name);
  for (guint i = 0; i < pending->len; i++)
    {
      const BnCareerPending *p = g_ptr_array_index (pending, i);

      g_print ("%" G_GINT64_FORMAT " %s:", p->leader_id, p->name);
      if (p->needs_heir)
        g_print (_(" dead — the campaign needs an heir;"));
      if (p->skill_points > 0)
        g_print (ngettext (" %u skill point to assign;", " %u skill points to assign;", p->skill_points),
                 p->skill_points);
      if (p->wound_battles > 0)
        g_print (ngettext (" wounded for %u more battle;", " wounded for %u more battles;", p->wound_battles),
                 p->wound_battles);
      if (p->owed > 0)
        g_print (_(" owes %u to mercenaries;"), p->owed);
      g_print (_(" purse %u\n"), p->purse);
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

  if (!bn_cli_parse_id (text, "leader", &id, error))
    return NULL;
  *out_store = bn_cli_get_store (ctx, error);
  if (*out_store == NULL)
    return NULL;
  return bn_career_get_leader (*out_store, id, error);
}

/* A ledger line's own members, as "ledger --json" and "chronicle --json"
 * give them. */
static void
ledger_entry_members (BnJson              *json,
                      const BnLedgerEntry *entry)
{
  bn_json_member_int (json, "event", entry->event);
  bn_json_member_string (json, "kind", entry->kind);
  bn_json_member_string (json, "rule", entry->rule);
  bn_json_member_int (json, "base", entry->base);
  bn_json_member_string (json, "multipliers", entry->multipliers);
  bn_json_member_int (json, "result", entry->result);
  bn_json_member_string (json, "card", entry->card);
}

/* "ledger ID --json": the lines and the totals the text gives (docs/cli.md). */
static int
print_ledger_json (BnCliContext         *ctx,
                   BnStore              *store,
                   const BnCareerLeader *cl,
                   GPtrArray            *ledger)
{
  g_autoptr(BnJson) json = bn_json_new ();
  g_autoptr(GPtrArray) specials = NULL;
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  g_autoptr(GError) error = NULL;

  specials = bn_career_list_special_retainers (store, cl->leader->id, &error);
  if (specials == NULL)
    return bn_cli_fail (ctx, error);
  bn_json_begin_object (json);
  bn_json_member_int (json, "leader_id", cl->leader->id);
  bn_json_member_string (json, "leader", cl->leader->name);
  bn_json_member_int (json, "honor", cl->leader->honor);
  bn_json_member_int (json, "esteem_level", cl->leader->esteem_level);
  bn_json_member_int (json, "social_rank", cl->leader->social_rank);
  bn_json_member_int (json, "purse", cl->purse);
  bn_json_member_int (json, "skill_points_to_assign",
                      cl->skill_points_earned - MIN (cl->skill_points_spent, cl->skill_points_earned));
  bn_json_key (json, "lines");
  bn_json_begin_array (json);
  for (guint i = 0; i < ledger->len; i++)
    {
      const BnLedgerEntry *entry = g_ptr_array_index (ledger, i);
      const char *battle = NULL;

      if (entry->battle_id != 0 && (battle = g_hash_table_lookup (names, &entry->battle_id)) == NULL)
        {
          g_autoptr(BnBattleRecord) record = bn_career_get_battle (store, entry->battle_id, NULL);

          battle = g_strdup (record != NULL ? record->name : "");
          g_hash_table_insert (names, g_memdup2 (&entry->battle_id, sizeof entry->battle_id), (char *) battle);
        }
      bn_json_begin_object (json);
      bn_json_member_id (json, "battle_id", entry->battle_id);
      bn_json_member_string (json, "battle", battle);
      ledger_entry_members (json, entry);
      bn_json_end_object (json);
    }
  bn_json_end_array (json);
  bn_json_key (json, "special_retainers");
  bn_json_begin_array (json);
  for (guint i = 0; i < specials->len; i++)
    {
      const BnRetainer *retainer = g_ptr_array_index (specials, i);
      g_autofree char *card = bn_card_is_valid (retainer->card) ? bn_card_to_string (retainer->card) : NULL;

      bn_json_begin_object (json);
      bn_json_member_string (json, "type", retainer->type_id);
      bn_json_member_int (json, "bonus", retainer->bonus);
      bn_json_member_string (json, "card", card);
      bn_json_end_object (json);
    }
  bn_json_end_array (json);
  bn_json_end_object (json);
  bn_json_print (g_steal_pointer (&json));
  return BN_CLI_EXIT_OK;
}

int
bn_cli_leader_ledger (BnCliContext *ctx,
                      int           argc,
                      char        **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCareerLeader) cl = NULL;
  g_autoptr(GPtrArray) ledger = NULL;
  g_autoptr(GPtrArray) specials = NULL;
  BnStore *store = NULL;
  int exit_code;

  if (!bn_cli_parse_options (ctx, NULL, _("ID"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the leader's number"));
  cl = leader_arg (ctx, argv[1], &store, &error);
  if (cl == NULL || (ledger = bn_career_get_ledger (store, cl->leader->id, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  if (ctx->json)
    return print_ledger_json (ctx, store, cl, ledger);
  {
    /* One battle has many lines: each is read once. */
    g_autoptr(GHashTable) labels = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);

    for (guint i = 0; i < ledger->len; i++)
      {
        const BnLedgerEntry *entry = g_ptr_array_index (ledger, i);
        const char *battle = g_hash_table_lookup (labels, &entry->battle_id);

        if (battle == NULL)
          {
            battle = battle_label (store, entry->battle_id);
            g_hash_table_insert (labels, g_memdup2 (&entry->battle_id, sizeof entry->battle_id), (char *) battle);
          }
        print_ledger_line (entry, battle);
      }
  }
  {
    /* The plural follows the points left, not those earned. */
    guint left = cl->skill_points_earned - MIN (cl->skill_points_spent, cl->skill_points_earned);

    g_autofree char *esteem = esteem_words (cl->leader->esteem_level);

    /* TRANSLATORS: honor, his esteem in words ("esteem 4 (Notable)"), rank, purse, skill points */
    g_print (ngettext ("Honor %u, %s, rank %u, purse %u, %u skill point to assign\n",
                       "Honor %u, %s, rank %u, purse %u, %u skill points to assign\n", left),
             cl->leader->honor, esteem, cl->leader->social_rank, cl->purse, left);
  }
  specials = bn_career_list_special_retainers (store, cl->leader->id, &error);
  if (specials == NULL)
    return bn_cli_fail (ctx, error);
  for (guint i = 0; i < specials->len; i++)
    {
      const BnRetainer *retainer = g_ptr_array_index (specials, i);
      g_autofree char *card = bn_card_is_valid (retainer->card) ? bn_card_to_string (retainer->card) : NULL;

      g_print ("%s %s", i == 0 ? _("Special retainers for his next battle:") : ",", retainer->type_id);
      if (retainer->bonus > 0)
        g_print (" +%u", retainer->bonus);
      if (card != NULL)
        g_print (" [%s]", card);
    }
  if (specials->len > 0)
    g_print ("\n");
  return BN_CLI_EXIT_OK;
}

/* "leader chronicle ID --json": the chapters the text words (docs/cli.md). */
static void
print_chronicle_json (const BnChronicle *chronicle)
{
  g_autoptr(BnJson) json = bn_json_new ();

  bn_json_begin_object (json);
  bn_json_member_int (json, "leader_id", chronicle->leader->leader->id);
  bn_json_member_string (json, "leader", chronicle->leader->leader->name);
  bn_json_member_string (json, "title", chronicle->title);
  bn_json_member_int (json, "honor_start", chronicle->honor_start);
  bn_json_key (json, "chapters");
  bn_json_begin_array (json);
  for (guint c = 0; c < chronicle->chapters->len; c++)
    {
      const BnChronicleChapter *chapter = g_ptr_array_index (chronicle->chapters, c);
      const BnBattleRecord *record = chapter->record;

      bn_json_begin_object (json);
      bn_json_member_int (json, "event", chapter->event);
      bn_json_member_id (json, "battle_id", chapter->battle_id);
      bn_json_member_string (json, "battle", record != NULL ? record->name : NULL);
      bn_json_member_string (json, "date", record != NULL ? record->date : NULL);
      bn_json_member_string (json, "heading", chapter->heading);
      bn_json_member_string (json, "paragraph", chapter->paragraph);
      bn_json_member_int (json, "honor_change", chapter->honor_change);
      bn_json_member_int (json, "honor_after", chapter->honor_after);
      bn_json_member_bool (json, "rank_rose", chapter->rank_rose);
      bn_json_member_bool (json, "esteem_changed", chapter->esteem_changed);
      bn_json_key (json, "lines");
      bn_json_begin_array (json);
      for (guint l = 0; l < chapter->entries->len; l++)
        {
          const BnLedgerEntry *entry = g_ptr_array_index (chapter->entries, l);
          g_autofree char *text = bn_ledger_entry_to_string (entry);

          bn_json_begin_object (json);
          ledger_entry_members (json, entry);
          bn_json_member_string (json, "text", text);
          bn_json_end_object (json);
        }
      bn_json_end_array (json);
      bn_json_end_object (json);
    }
  bn_json_end_array (json);
  bn_json_member_string (json, "closing", chronicle->closing);
  bn_json_end_object (json);
  bn_json_print (g_steal_pointer (&json));
}

int
bn_cli_leader_chronicle (BnCliContext *ctx,
                         int           argc,
                         char        **argv)
{
  g_autofree char *pdf = NULL;
  const GOptionEntry entries[] = {
    { "pdf", 0, 0, G_OPTION_ARG_FILENAME, &pdf, N_("Also write the chronicle as a PDF"), N_("OUT.pdf") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeaderRules) rules = NULL;
  g_autoptr(BnChronicle) chronicle = NULL;
  g_autofree char *text = NULL;
  BnStore *store = NULL;
  gint64 id;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("ID [--pdf OUT.pdf]"), &argc, &argv, &exit_code))
    return exit_code;
  if (ctx->json && bn_output_file_is_stdout (pdf))
    return bn_cli_usage_error (ctx, _("--json and --pdf - would both write to standard output: give --pdf a file"));
  bn_cli_reserve_stdout (pdf);
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the leader's number"));
  if (!bn_cli_parse_id (argv[1], "leader", &id, &error))
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
      if (bn_output_file_is_stdout (pdf))
        g_printerr (ngettext ("Wrote %u page to standard output\n", "Wrote %u pages to standard output\n", n_pages), n_pages);
      else
        g_printerr (ngettext ("Wrote %u page to %s\n", "Wrote %u pages to %s\n", n_pages), n_pages, pdf);
    }
  if (ctx->json)
    {
      print_chronicle_json (chronicle);
      return BN_CLI_EXIT_OK;
    }
  text = bn_chronicle_to_text (chronicle);
  g_print ("%s", text);
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
      N_("Spend a skill point on initiative, morale-bonus, combat-bonus or personal-combat-skill"), N_("SKILL") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCareerLeader) cl = NULL;
  BnStore *store = NULL;
  BnSkill skill = BN_SKILL_INITIATIVE;
  gint64 id;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("ID [--add SKILL]"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the leader's number"));
  if (!bn_cli_parse_id (argv[1], "leader", &id, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  if (add != NULL && !bn_skill_from_id (add, &skill))
    return bn_cli_usage_error (ctx, _("“%s” is not a skill: initiative, morale-bonus, combat-bonus or "
                               "personal-combat-skill"), add);
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
  {
    guint left = cl->skill_points_earned - MIN (cl->skill_points_spent, cl->skill_points_earned);

    g_print (ngettext ("%u skill point to assign\n", "%u skill points to assign\n", left), left);
  }
  return BN_CLI_EXIT_OK;
}

/* battle list [--campaign C] [--in-progress | --recorded]: one line per
 * recorded battle: number, name, date, outcome and victory points, whether
 * its post-battle sequence ran, and "archived" for an archived one; then
 * the battles in progress on the board (bn-cli-played-list.c). With
 * --json, the recorded battles, or with --in-progress those in progress. */
int
bn_cli_battle_list (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  g_autofree char *campaign_text = NULL;
  gboolean in_progress = FALSE, recorded = FALSE;
  const GOptionEntry entries[] = {
    { "campaign", 'c', 0, G_OPTION_ARG_STRING, &campaign_text, N_("Only this campaign (number or name)"), "C" },
    { "in-progress", 'p', 0, G_OPTION_ARG_NONE, &in_progress,
      N_("Only the battles in progress on the board, not yet kept"), NULL },
    { "recorded", 'r', 0, G_OPTION_ARG_NONE, &recorded, N_("Only the recorded battles"), NULL },
    { NULL }
  };
  static const BnCliColumn columns[] = {
    { "id", N_("ID") }, { "name", N_("NAME") }, { "date", N_("DATE") },
    { "result", N_("RESULT"), BN_CLI_COLUMN_HUMAN_ONLY }, { "winner", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "player_vp", NULL, BN_CLI_COLUMN_JSON_ONLY }, { "opponent_vp", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "applied", N_("STATE") }, { "campaign", N_("CAMPAIGN") },
    { "campaign_id", NULL, BN_CLI_COLUMN_JSON_ONLY }, { "archived", N_("ARCHIVED") },
  };
  g_autoptr(BnCliList) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) campaigns = NULL;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("[--campaign C] [--in-progress | --recorded]"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  if (in_progress && recorded)
    return bn_cli_usage_error (ctx, _("give --in-progress or --recorded, not both"));
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL)
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

  if (in_progress)
    return bn_cli_list_played_battles (ctx, store, campaigns, FALSE, &error) ? BN_CLI_EXIT_OK : bn_cli_fail (ctx, error);
  list = bn_cli_list_new (ctx, columns, G_N_ELEMENTS (columns));
  for (guint c = 0; c < campaigns->len; c++)
    {
      const BnCampaign *campaign = g_ptr_array_index (campaigns, c);
      g_autoptr(GPtrArray) battles = bn_career_list_battles (store, campaign->id, &error);

      if (battles == NULL)
        return bn_cli_fail (ctx, error);
      for (guint i = 0; i < battles->len; i++)
        {
          const BnBattleRecord *record = g_ptr_array_index (battles, i);

          g_autofree char *result = g_strdup_printf ("%s %u–%u",
                                                     record->winner == BN_WINNER_DRAW ? _("draw")
                                                     : record->winner == BN_WINNER_PLAYER ? _("won") : _("lost"),
                                                     record->player_vp, record->opponent_vp);

          bn_cli_list_add_row (list);
          bn_cli_list_int (list, record->id);
          bn_cli_list_data_text (list, record->name);
          bn_cli_list_text (list, record->date);
          bn_cli_list_text (list, result);
          bn_cli_list_text (list, bn_winner_get_id (record->winner));
          bn_cli_list_int (list, record->player_vp);
          bn_cli_list_int (list, record->opponent_vp);
          bn_cli_list_bool (list, record->applied, _("applied"), _("recorded"));
          bn_cli_list_text (list, campaign->name);
          bn_cli_list_int (list, campaign->id);
          bn_cli_list_bool (list, record->archived, _("archived"), "");
        }
    }
  bn_cli_list_print (list);
  /* People see the battles still on the board below; JSON stays one
   * array of one kind. */
  if (!recorded && !ctx->json && !bn_cli_list_played_battles (ctx, store, campaigns, bn_cli_list_get_n_rows (list) > 0, &error))
    return bn_cli_fail (ctx, error);
  return BN_CLI_EXIT_OK;
}
