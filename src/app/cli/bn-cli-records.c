/* bn-cli-records.c — rename, archive, unarchive, delete and restore, the
 * same for campaigns, leaders, armies and battles ("campaign delete 2").
 * The group of the command says which kind of record it is. Deleting asks
 * first, on a terminal, and needs --yes anywhere else; a deleted record is
 * kept and "restore" brings it back. */
#include "bn-config.h"

#include "bn-cli.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

static BnStoreKind
kind_of (BnCliContext *ctx)
{
  if (g_str_has_prefix (ctx->command, "leader "))
    return BN_STORE_KIND_LEADER;
  if (g_str_has_prefix (ctx->command, "army "))
    return BN_STORE_KIND_ARMY;
  if (g_str_has_prefix (ctx->command, "battle "))
    return BN_STORE_KIND_BATTLE;
  return BN_STORE_KIND_CAMPAIGN;
}

static gboolean
parse_record_id (BnCliContext  *ctx,
                 const char    *text,
                 gint64        *out_id,
                 int           *out_exit)
{
  guint64 id;

  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, &id, NULL))
    {
      *out_exit = bn_cli_usage_error (ctx, _("“%s” is not a %s number"), text,
                                      bn_store_kind_get_name (kind_of (ctx)));
      return FALSE;
    }
  *out_id = (gint64) id;
  return TRUE;
}

/* What every record command starts with: its options, ID (and @n_more
 * arguments), and the store. Returns: %FALSE with *@out_exit set when the
 * command must stop there. */
static gboolean
open_record (BnCliContext        *ctx,
             const GOptionEntry  *entries,
             const char          *arguments,
             guint                n_more,
             const char          *usage,
             int                 *argc,
             char              ***argv,
             gint64              *out_id,
             BnStore            **out_store,
             int                 *out_exit)
{
  g_autoptr(GError) error = NULL;

  if (!bn_cli_parse_options (ctx, entries, arguments, argc, argv, out_exit))
    return FALSE;
  if (*argc != 2 + (int) n_more)
    {
      *out_exit = bn_cli_usage_error (ctx, "%s", usage);
      return FALSE;
    }
  if (!parse_record_id (ctx, (*argv)[1], out_id, out_exit))
    return FALSE;
  if ((*out_store = bn_cli_get_store (ctx, &error)) == NULL)
    {
      *out_exit = bn_cli_fail (ctx, error);
      return FALSE;
    }
  return TRUE;
}

/* CAMPAIGN|LEADER|ARMY|BATTLE rename ID NAME */
int
bn_cli_record_rename (BnCliContext *ctx,
                      int           argc,
                      char        **argv)
{
  g_autoptr(GError) error = NULL;
  const char *what = bn_store_kind_get_name (kind_of (ctx));
  BnStore *store;
  gint64 id;
  int exit_code;

  g_autofree char *usage = g_strdup_printf (_("give the %s's number and its new name"), what);

  if (!open_record (ctx, NULL, _("ID NAME"), 1, usage, &argc, &argv, &id, &store, &exit_code))
    return exit_code;
  if (!bn_store_rename (store, kind_of (ctx), id, argv[2], &error))
    return bn_cli_fail (ctx, error);
  g_print (_("%s %" PRId64 " is now “%s”\n"), what, id, g_strstrip (argv[2]));
  return BN_CLI_EXIT_OK;
}

static int
set_archived (BnCliContext  *ctx,
              int            argc,
              char         **argv,
              gboolean       archived)
{
  g_autoptr(GError) error = NULL;
  const char *what = bn_store_kind_get_name (kind_of (ctx));
  BnStore *store;
  gint64 id;
  int exit_code;

  g_autofree char *usage = g_strdup_printf (_("give the %s's number"), what);

  if (!open_record (ctx, NULL, _("ID"), 0, usage, &argc, &argv, &id, &store, &exit_code))
    return exit_code;
  if (!bn_store_set_archived (store, kind_of (ctx), id, archived, &error))
    return bn_cli_fail (ctx, error);
  g_print (archived ? _("%s %" PRId64 " archived\n") : _("%s %" PRId64 " taken out of the archive\n"), what, id);
  return BN_CLI_EXIT_OK;
}

/* CAMPAIGN|LEADER|ARMY|BATTLE archive ID */
int
bn_cli_record_archive (BnCliContext *ctx,
                       int           argc,
                       char        **argv)
{
  return set_archived (ctx, argc, argv, TRUE);
}

/* CAMPAIGN|LEADER|ARMY|BATTLE unarchive ID */
int
bn_cli_record_unarchive (BnCliContext *ctx,
                         int           argc,
                         char        **argv)
{
  return set_archived (ctx, argc, argv, FALSE);
}

/* Asks on the terminal; without one, --yes is the only answer. */
static gboolean
confirmed (BnCliContext *ctx,
           const char   *what,
           gint64        id,
           int          *out_exit)
{
  char answer[16] = { 0 };

  if (!isatty (STDIN_FILENO))
    {
      *out_exit = bn_cli_usage_error (ctx, _("deleting %s %" PRId64 " needs --yes when no one is "
                                      "at a terminal to confirm it"), what, id);
      return FALSE;
    }
  g_printerr (_("Delete %s %" PRId64 "? It can be restored later. [y/N] "), what, id);
  if (fgets (answer, sizeof answer, stdin) == NULL || (answer[0] != 'y' && answer[0] != 'Y'))
    {
      g_printerr (_("Nothing was deleted.\n"));
      *out_exit = BN_CLI_EXIT_ERROR;
      return FALSE;
    }
  return TRUE;
}

/* CAMPAIGN|LEADER|ARMY|BATTLE delete ID [--yes] */
int
bn_cli_record_delete (BnCliContext *ctx,
                      int           argc,
                      char        **argv)
{
  gboolean yes = FALSE;
  const GOptionEntry entries[] = {
    { "yes", 'y', 0, G_OPTION_ARG_NONE, &yes, N_("Do not ask: delete it (it can be restored)"), NULL },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  const char *what = bn_store_kind_get_name (kind_of (ctx));
  static const char *const groups[] = {
    [BN_STORE_KIND_CAMPAIGN] = "campaign", [BN_STORE_KIND_LEADER] = "leader",
    [BN_STORE_KIND_ARMY] = "army", [BN_STORE_KIND_BATTLE] = "battle",
  };
  const char *group = groups[kind_of (ctx)];
  BnStore *store;
  gint64 id;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("ID [--yes]"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the %s's number"), what);
  if (!parse_record_id (ctx, argv[1], &id, &exit_code))
    return exit_code;
  if (!yes && !confirmed (ctx, what, id, &exit_code))
    return exit_code;
  if ((store = bn_cli_get_store (ctx, &error)) == NULL ||
      !bn_store_delete (store, kind_of (ctx), id, &error))
    return bn_cli_fail (ctx, error);
  g_print (_("%s %" PRId64 " deleted; “%s restore %" PRId64 "” brings it back\n"),
           what, id, group, id);
  return BN_CLI_EXIT_OK;
}

/* CAMPAIGN|LEADER|ARMY|BATTLE restore ID */
int
bn_cli_record_restore (BnCliContext *ctx,
                       int           argc,
                       char        **argv)
{
  g_autoptr(GError) error = NULL;
  const char *what = bn_store_kind_get_name (kind_of (ctx));
  BnStore *store;
  gint64 id;
  int exit_code;

  g_autofree char *usage = g_strdup_printf (_("give the number of the deleted %s"), what);

  if (!open_record (ctx, NULL, _("ID"), 0, usage, &argc, &argv, &id, &store, &exit_code))
    return exit_code;
  if (!bn_store_restore (store, kind_of (ctx), id, &error))
    return bn_cli_fail (ctx, error);
  g_print (_("%s %" PRId64 " restored\n"), what, id);
  return BN_CLI_EXIT_OK;
}
