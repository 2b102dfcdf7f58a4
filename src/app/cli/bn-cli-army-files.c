/* bn-cli-army-files.c — an army to and from files: "army export" and
 * "army import" (the roster as XML) and "army pdf" (the printable army
 * sheet). */
#include "bn-cli-army-private.h"

#include "bn-army-sheet.h"
#include "bn-army-xml.h"

/* army export ARMY [--opponent]: the roster as XML on stdout. The
 * opponent's copy leaves out what the mercenaries were promised. */
int
bn_cli_army_export (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  gboolean opponent = FALSE;
  const GOptionEntry entries[] = {
    { "opponent", 'o', 0, G_OPTION_ARG_NONE, &opponent,
      N_("The copy for the opponent: no promises, no unspent points"), NULL },
    { NULL }
  };
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("ARMY"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the army's number; the XML goes to standard output"));
  if (!bn_cli_army_load (ctx, &ac, argv[1], &error))
    return bn_cli_army_fail_or_usage (ctx, error);
  xml = bn_army_xml_write (ac.army, ac.leader, ac.domain, ac.unit_rules, opponent);
  fputs (xml, stdout);
  return BN_CLI_EXIT_OK;
}

/* army import FILE --leader ID [--name N]: a new saved army for ID. */
int
bn_cli_army_import (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  gint64 leader_id = 0;
  g_autofree char *name = NULL;
  const GOptionEntry entries[] = {
    { "leader", 'l', 0, G_OPTION_ARG_INT64, &leader_id, N_("The leader whose army it becomes"), N_("ID") },
    { "name", 'n', 0, G_OPTION_ARG_STRING, &name, N_("Save it under another name"), N_("NAME") },
    { NULL }
  };
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(GError) error = NULL;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("FILE"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the file to import"));
  if (leader_id == 0)
    return bn_cli_usage_error (ctx, _("--leader is needed: the army becomes his"));
  if (!bn_cli_army_open_rules (ctx, &ac, &error) || !bn_cli_army_load_leader (&ac, leader_id, &error))
    return bn_cli_fail (ctx, error);
  ac.army = bn_army_xml_read_file (argv[1], ac.unit_rules, ac.leader_rules, &error);
  if (ac.army == NULL)
    return bn_cli_fail (ctx, error);
  ac.army->leader_id = leader_id;
  if (name != NULL)
    {
      g_free (ac.army->name);
      ac.army->name = g_strdup (name);
    }
  /* An imported roster is held to the rules "army add" holds a roster to:
   * what the leader's muster pays for, units the catalogue allows. */
  if (!bn_army_check_import (ac.army, argv[1], ac.unit_rules, ac.leader_rules, ac.leader, ac.domain, &error))
    return bn_cli_fail (ctx, error);
  if (!bn_store_save_army (ac.store, ac.army, &error))
    return bn_cli_fail (ctx, error);
  bn_cli_army_print (&ac);
  return BN_CLI_EXIT_OK;
}

/* army pdf ARMY OUT.pdf [--opponent]: the roster to take to the table. */
int
bn_cli_army_pdf (BnCliContext *ctx,
                 int           argc,
                 char        **argv)
{
  gboolean opponent = FALSE;
  const GOptionEntry entries[] = {
    { "opponent", 'o', 0, G_OPTION_ARG_NONE, &opponent,
      N_("The copy for the opponent: no promises, no unspent points"), NULL },
    { NULL }
  };
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(BnArmySheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  guint pages = 0;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("ARMY OUT.pdf"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 3)
    return bn_cli_usage_error (ctx, _("give the army's number and the PDF file to write"));
  bn_cli_reserve_stdout (argv[2]);
  if (!bn_cli_army_load (ctx, &ac, argv[1], &error))
    return bn_cli_army_fail_or_usage (ctx, error);
  sheet = bn_army_sheet_new (ac.army, ac.leader, ac.domain, ac.unit_rules, ac.leader_rules, opponent);
  if (!bn_army_sheet_write_pdf (sheet, argv[2], &pages, &error))
    return bn_cli_fail (ctx, error);
  /* With "-" this goes to stderr (bn_cli_reserve_stdout()). */
  if (bn_output_file_is_stdout (argv[2]))
    g_print (ngettext ("wrote the PDF to standard output (%u page)\n",
                       "wrote the PDF to standard output (%u pages)\n", pages), pages);
  else
    g_print (ngettext ("wrote %s (%u page)\n", "wrote %s (%u pages)\n", pages), argv[2], pages);
  return BN_CLI_EXIT_OK;
}
