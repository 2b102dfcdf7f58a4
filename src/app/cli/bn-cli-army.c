/* bn-cli-army.c — "army …": the army builder from the shell, and "army
 * generate", an opponent raised for points. Every price and check comes
 * from the campaign library ("unit cost" and "units list": bn-cli-units.c).
 * This file holds what the army commands share (reading the army, its
 * rules and leader, and changing it in one write), "army list",
 * "army duplicate", "army generate" and the check every battle command
 * makes of an army before it takes the field; the rest is beside it:
 * bn-cli-army-show.c (show, validate), bn-cli-army-roster.c (add, remove,
 * post), bn-cli-army-muster.c and bn-cli-army-files.c (export, import,
 * pdf). */
#include "bn-cli-army-private.h"
#include "bn-cli-list.h"

#include <stdio.h>
#include <string.h>

#include "bn-army-generator.h"
#include "bn-army-ready.h"
#include "bn-army-xml.h"
#include "bn-unit-rules.h"

void
bn_cli_army_context_clear (ArmyContext *ac)
{
  g_clear_pointer (&ac->unit_rules, bn_unit_rules_unref);
  g_clear_pointer (&ac->leader_rules, bn_leader_rules_unref);
  g_clear_pointer (&ac->army, bn_army_free);
  g_clear_pointer (&ac->leader, bn_leader_free);
  g_clear_pointer (&ac->domain, g_ptr_array_unref);
}

gboolean
bn_cli_army_parse_id (const char  *text,
                      gboolean     is_leader,
                      gint64      *out_id,
                      GError     **error)
{
  guint64 id;

  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, &id, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   is_leader ? _("“%s” is not a leader number") : _("“%s” is not an army number"), text);
      return FALSE;
    }
  *out_id = (gint64) id;
  return TRUE;
}

gboolean
bn_cli_army_open_rules (BnCliContext  *ctx,
                        ArmyContext   *ac,
                        GError       **error)
{
  ac->store = bn_cli_get_store (ctx, error);
  if (ac->store == NULL)
    return FALSE;
  ac->unit_rules = bn_unit_rules_load_default (error);
  if (ac->unit_rules == NULL)
    return FALSE;
  ac->leader_rules = bn_leader_rules_load_default (error);
  return ac->leader_rules != NULL;
}

gboolean
bn_cli_army_load_leader (ArmyContext  *ac,
                         gint64        leader_id,
                         GError      **error)
{
  ac->leader = bn_store_get_leader (ac->store, leader_id, error);
  if (ac->leader == NULL)
    return FALSE;
  ac->domain = ac->leader->is_player ? bn_store_list_vassals (ac->store, ac->leader->id, error)
                                     : g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  return ac->domain != NULL;
}

gboolean
bn_cli_army_load (BnCliContext  *ctx,
                  ArmyContext   *ac,
                  const char    *army_text,
                  GError       **error)
{
  gint64 id;

  if (!bn_cli_army_parse_id (army_text, FALSE, &id, error) || !bn_cli_army_open_rules (ctx, ac, error))
    return FALSE;
  ac->army = bn_store_get_army (ac->store, id, error);
  if (ac->army == NULL)
    return FALSE;
  return bn_cli_army_load_leader (ac, ac->army->leader_id, error);
}

BnArmyReport *
bn_cli_army_check (ArmyContext *ac)
{
  return bn_army_check (ac->army, ac->unit_rules, ac->leader_rules, ac->leader, ac->domain);
}

/* The error messages of the army as it stands, to tell afterwards which
 * errors a change brought. */
static GHashTable *
error_messages (ArmyContext *ac)
{
  g_autoptr(BnArmyReport) report = bn_cli_army_check (ac);
  GHashTable *messages = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);

      if (problem->level == BN_ARMY_PROBLEM_ERROR)
        g_hash_table_add (messages, g_strdup (problem->message));
    }
  return messages;
}

/* A malformed number is a usage error (exit 2); anything else a failure. */
int
bn_cli_army_fail_or_usage (BnCliContext *ctx,
                           const GError *error)
{
  if (error->domain == G_OPTION_ERROR)
    return bn_cli_usage_error (ctx, "%s", error->message);
  return bn_cli_fail (ctx, error);
}

typedef struct
{
  ArmyContext *ac;
  ArmyChange change;
  gpointer data;
  gboolean legal_only;
} CliEdit;

static gboolean
cli_edit_cb (BnStore   *store,
             BnArmy    *army,
             gpointer   user_data,
             GError   **error)
{
  CliEdit *edit = user_data;
  ArmyContext *ac = edit->ac;
  g_autoptr(GHashTable) errors_before = NULL;
  gboolean ok;

  g_clear_pointer (&ac->leader, bn_leader_free);
  g_clear_pointer (&ac->domain, g_ptr_array_unref);
  /* Borrowed for the edit: the store owns the roster until it is saved. */
  ac->army = army;
  ok = bn_cli_army_load_leader (ac, army->leader_id, error);
  if (ok)
    {
      errors_before = error_messages (ac);
      ok = edit->change (ac, edit->data, error);
    }
  if (ok && edit->legal_only)
    {
      g_autoptr(BnArmyReport) report = bn_cli_army_check (ac);

      /* A change is saved only when it brings no error the army did not
       * have before (an army over its points after a new muster may be
       * trimmed, but nothing may be added to it). */
      for (guint i = 0; ok && i < report->problems->len; i++)
        {
          const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);

          if (problem->level == BN_ARMY_PROBLEM_ERROR && !g_hash_table_contains (errors_before, problem->message))
            {
              g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT, _("%s; nothing was saved"),
                           problem->message);
              ok = FALSE;
            }
        }
    }
  ac->army = NULL;
  return ok;
}

/* Reads army ARMY_TEXT, changes it and saves it in one write, then shows it. */
int
bn_cli_army_edit (BnCliContext *ctx,
                  ArmyContext  *ac,
                  const char   *army_text,
                  ArmyChange    change,
                  gpointer      data,
                  gboolean      legal_only)
{
  g_autoptr(GError) error = NULL;
  CliEdit edit = { ac, change, data, legal_only };
  gint64 id;

  if (!bn_cli_army_parse_id (army_text, FALSE, &id, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  if (ac->store == NULL && !bn_cli_army_open_rules (ctx, ac, &error))
    return bn_cli_fail (ctx, error);
  ac->army = bn_store_edit_army (ac->store, id, cli_edit_cb, &edit, &error);
  if (ac->army == NULL)
    return bn_cli_army_fail_or_usage (ctx, error);
  bn_cli_army_print (ac);
  return BN_CLI_EXIT_OK;
}

int
bn_cli_army_list (BnCliContext *ctx,
                  int           argc,
                  char        **argv)
{
  g_autofree char *campaign_text = NULL;
  const GOptionEntry entries[] = {
    { "campaign", 'c', 0, G_OPTION_ARG_STRING, &campaign_text, N_("Only this campaign (number or name)"), "C" },
    { NULL }
  };
  static const BnCliColumn columns[] = {
    { "id", N_("ID") }, { "name", N_("NAME") }, { "leader", N_("LEADER") },
    { "leader_id", NULL, BN_CLI_COLUMN_JSON_ONLY }, { "units", N_("UNITS") },
    { "points", N_("POINTS"), BN_CLI_COLUMN_HUMAN_ONLY }, { "spent", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "army_points", NULL, BN_CLI_COLUMN_JSON_ONLY }, { "legal", N_("LEGAL") },
    { "campaign", N_("CAMPAIGN") }, { "campaign_id", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "archived", N_("ARCHIVED") },
  };
  g_autoptr(BnCliList) list = NULL;
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(GPtrArray) campaigns = NULL;
  g_autoptr(GError) error = NULL;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  if (!bn_cli_army_open_rules (ctx, &ac, &error))
    return bn_cli_fail (ctx, error);
  if (campaign_text != NULL)
    {
      BnCampaign *campaign = bn_store_find_campaign (ac.store, campaign_text, &error);

      if (campaign == NULL)
        return bn_cli_fail (ctx, error);
      campaigns = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_campaign_free);
      g_ptr_array_add (campaigns, campaign);
    }
  else if ((campaigns = bn_store_list_campaigns (ac.store, &error)) == NULL)
    return bn_cli_fail (ctx, error);

  list = bn_cli_list_new (ctx, columns, G_N_ELEMENTS (columns));
  for (guint c = 0; c < campaigns->len; c++)
    {
      BnCampaign *campaign = g_ptr_array_index (campaigns, c);
      g_autoptr(GPtrArray) armies = bn_store_list_armies (ac.store, campaign->id, &error);

      if (armies == NULL)
        return bn_cli_fail (ctx, error);
      for (guint i = 0; i < armies->len; i++)
        {
          g_clear_pointer (&ac.leader, bn_leader_free);
          g_clear_pointer (&ac.domain, g_ptr_array_unref);
          ac.army = g_ptr_array_index (armies, i);
          if (bn_cli_army_load_leader (&ac, ac.army->leader_id, &error))
            {
              g_autoptr(BnArmyReport) report = bn_cli_army_check (&ac);
              guint errors = bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR);

              g_autofree char *points = g_strdup_printf (_("%u of %u"), report->spent + report->promised,
                                                         report->army_points);

              bn_cli_list_add_row (list);
              bn_cli_list_int (list, ac.army->id);
              bn_cli_list_text (list, ac.army->name);
              bn_cli_list_text (list, ac.leader->name);
              bn_cli_list_int (list, ac.leader->id);
              bn_cli_list_int (list, ac.army->units->len);
              bn_cli_list_text (list, points);
              bn_cli_list_int (list, report->spent + report->promised);
              bn_cli_list_int (list, report->army_points);
              bn_cli_list_bool (list, errors == 0, _("legal"), _("not legal"));
              bn_cli_list_text (list, campaign->name);
              bn_cli_list_int (list, campaign->id);
              bn_cli_list_bool (list, ac.army->archived, _("archived"), "");
            }
          ac.army = NULL;
          if (error != NULL)
            return bn_cli_fail (ctx, error);
        }
    }
  bn_cli_list_print (list);
  return BN_CLI_EXIT_OK;
}

int
bn_cli_army_duplicate (BnCliContext *ctx,
                       int           argc,
                       char        **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) copy = NULL;
  BnStore *store;
  gint64 id;
  int exit_code;

  if (!bn_cli_parse_options (ctx, NULL, _("ARMY NAME"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 3)
    return bn_cli_usage_error (ctx, _("give the army's number and the copy's name"));
  if (!bn_cli_army_parse_id (argv[1], FALSE, &id, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  if ((store = bn_cli_get_store (ctx, &error)) == NULL ||
      (copy = bn_store_duplicate_army (store, id, argv[2], &error)) == NULL)
    return bn_cli_fail (ctx, error);
  g_print (_("army %" PRId64 ": %s (a copy of %" PRId64 ", to be mustered)\n"),
           copy->id, copy->name, id);
  return BN_CLI_EXIT_OK;
}

/* Saves the raised @army as an army of @leader_id, named @name or, without
 * one, the host's own name made free among his armies. */
static int
save_generated (BnCliContext  *ctx,
                BnUnitRules   *rules,
                BnLeaderRules *leader_rules,
                BnArmy        *army,
                gint64         leader_id,
                const char    *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(GPtrArray) domain = NULL;
  g_autofree char *free_name = NULL;
  BnStore *store = bn_cli_get_store (ctx, &error);

  if (store == NULL || (leader = bn_store_get_leader (store, leader_id, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  domain = leader->is_player ? bn_store_list_vassals (store, leader_id, &error)
                             : g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  if (domain == NULL)
    return bn_cli_fail (ctx, error);
  if (name == NULL && (free_name = bn_store_dup_free_army_name (store, leader_id, army->name, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  if (!bn_army_generator_give (army, leader, domain, name != NULL ? name : free_name, rules, leader_rules, &error) ||
      !bn_store_save_army (store, army, &error))
    return bn_cli_fail (ctx, error);
  g_print (_("Saved as army %" PRId64 ", “%s”, of %s: muster its points before its battle\n"),
           army->id, army->name, leader->name);
  return BN_CLI_EXIT_OK;
}

/* A host the army generator raised for @points with @seed, as "army
 * generate" and "battle start --vs-points" show it: its name, its units
 * priced, and what was spent of the points. */
void
bn_cli_print_raised_host (BnUnitRules    *rules,
                          BnLeaderRules  *leader_rules,
                          const BnArmy   *army,
                          guint           points,
                          guint64         seed)
{
  /* No leader of the campaign: only the prices and the points matter. */
  g_autoptr(BnLeader) nobody = bn_leader_new ();
  g_autoptr(BnArmyReport) report = bn_army_check (army, rules, leader_rules, nobody, NULL);

  g_print (_("%s — raised with seed %" PRIu64 "\n"), army->name, seed);
  bn_cli_army_print_units (rules, army, report);
  g_print (_("  Spent %u, promised %u, unspent %u of %u\n"), report->spent, report->promised,
           points - report->spent - report->promised, points);
}

/* army generate --points N [--seed S] [--out FILE] [--leader ID [--name NAME]]:
 * an opponent's army raised for N points (bn_army_generate()), shown as
 * "army show" shows a roster; with --out, also written as the opponent's
 * copy of a roster, for "battle fight --vs-file" or an opponent's table.
 * With --leader it is also saved as that leader's army, unmustered, as
 * the app's "Raise an Army for Points" saves it; otherwise nothing is
 * saved. */
int
bn_cli_army_generate (BnCliContext *ctx,
                      int           argc,
                      char        **argv)
{
  g_autofree char *points_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *out = NULL;
  g_autofree char *name = NULL;
  gint64 leader_id = 0;
  const GOptionEntry entries[] = {
    { "points", 'p', 0, G_OPTION_ARG_STRING, &points_text, N_("The army points to spend"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the choices (default: chosen and printed)"), "S" },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Also write the roster, the opponent's copy, to FILE"), N_("FILE") },
    { "leader", 'l', 0, G_OPTION_ARG_INT64, &leader_id, N_("Also save it as an army of leader ID, to muster later"), N_("ID") },
    { "name", 'n', 0, G_OPTION_ARG_STRING, &name, N_("The saved army's name (default: the host's, made free)"), N_("NAME") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnUnitRules) rules = NULL;
  g_autoptr(BnLeaderRules) leader_rules = NULL;
  g_autoptr(BnArmy) army = NULL;
  guint64 points;
  guint64 seed;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("--points N [--seed S] [--out FILE] [--leader ID [--name NAME]]"),
                             &argc, &argv, &exit_code))
    return exit_code;
  bn_cli_reserve_stdout (out);
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  if (points_text == NULL)
    return bn_cli_usage_error (ctx, _("give the army points with --points N"));
  if (name != NULL && leader_id == 0)
    return bn_cli_usage_error (ctx, _("--name names a saved army: give --leader too"));
  if (leader_id < 0)
    return bn_cli_usage_error (ctx, _("--leader “%" PRId64 "” is not a leader's number"), leader_id);
  if (!g_ascii_string_to_unsigned (points_text, 10, 1, G_MAXUINT, &points, NULL))
    return bn_cli_usage_error (ctx, _("--points “%s” is not a number of points from 1"), points_text);
  if (seed_text != NULL)
    {
      if (!bn_cli_parse_seed (seed_text, &seed, &error))
        return bn_cli_usage_error (ctx, "%s", error->message);
    }
  else
    seed = (((guint64) g_random_int ()) << 31) ^ g_random_int ();

  rules = bn_unit_rules_load_default (&error);
  if (rules == NULL || (leader_rules = bn_leader_rules_load_default (&error)) == NULL)
    return bn_cli_fail (ctx, error);
  army = bn_army_generate (rules, (guint) points, seed, &error);
  if (army == NULL)
    return bn_cli_fail (ctx, error);

  bn_cli_print_raised_host (rules, leader_rules, army, (guint) points, seed);
  if (out != NULL)
    {
      g_autofree char *xml = bn_army_xml_write (army, NULL, NULL, rules, TRUE);

      if (!bn_output_file_set_contents (out, xml, -1, &error))
        return bn_cli_fail (ctx, error);
      if (bn_output_file_is_stdout (out))
        g_print (_("Roster written to standard output (the opponent's copy)\n"));
      else
        g_print (_("Roster written to %s (the opponent's copy)\n"), out);
    }
  if (leader_id != 0)
    return save_generated (ctx, rules, leader_rules, army, leader_id, name);
  return BN_CLI_EXIT_OK;
}

/**
 * bn_cli_check_army_ready:
 *
 * Holds army @army_id to its report before it takes the field, as Fight
 * and Play hold it (bn_army_check_ready()): when it may not, prints the
 * library's words and the command that shows what is wrong.
 *
 * Returns: %FALSE with the exit status in @out_exit when it may not
 */
gboolean
bn_cli_check_army_ready (BnCliContext *ctx,
                         BnStore      *store,
                         gint64        army_id,
                         int          *out_exit)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) army = bn_store_get_army (store, army_id, &error);

  if (army != NULL && bn_army_check_ready (store, army, &error))
    return TRUE;
  *out_exit = bn_cli_fail (ctx, error);
  if (army != NULL)
    g_printerr (_("banneret-cli: “army show %" PRId64 "” lists what is wrong with it\n"), army->id);
  return FALSE;
}
