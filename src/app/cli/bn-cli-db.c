/* bn-cli-db.c — "db …": which database, which version. */
#include "bn-cli.h"

int
bn_cli_db_info (BnCliContext *ctx,
                int           argc,
                char        **argv)
{
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

  if (ctx->json)
    {
      g_autoptr(BnJson) json = bn_json_new ();

      bn_json_begin_object (json);
      bn_json_member_string (json, "path", bn_store_get_path (store));
      bn_json_member_int (json, "schema_version", bn_store_get_schema_version (store));
      bn_json_member_int (json, "latest_schema_version", bn_store_get_latest_schema_version ());
      bn_json_member_bool (json, "read_only", bn_store_is_read_only (store));
      bn_json_end_object (json);
      bn_json_print (g_steal_pointer (&json));
      return BN_CLI_EXIT_OK;
    }
  g_print (_("database: %s\n"), bn_store_get_path (store));
  g_print (_("schema version: %u (this build writes %u)\n"),
           bn_store_get_schema_version (store), bn_store_get_latest_schema_version ());
  if (bn_store_is_read_only (store))
    g_print (_("read-only: the file or its folder cannot be written; everything can be read, nothing changed\n"));
  return BN_CLI_EXIT_OK;
}

/* db check: reads the whole file; exit 1, naming the problem, if damaged. */
int
bn_cli_db_check (BnCliContext *ctx,
                 int           argc,
                 char        **argv)
{
  g_autoptr(GError) error = NULL;
  BnStore *store;
  gboolean sound;
  int exit_code;

  if (!bn_cli_parse_options (ctx, NULL, "", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("takes no arguments"));
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL)
    return bn_cli_fail (ctx, error);
  sound = bn_store_check (store, &error);
  /* As JSON, a damaged file is a finding printed like a sound one (and
   * said on stderr too, with exit status 1, as without --json). */
  if (ctx->json)
    {
      g_autoptr(BnJson) json = bn_json_new ();

      bn_json_begin_object (json);
      bn_json_member_string (json, "path", bn_store_get_path (store));
      bn_json_member_bool (json, "sound", sound);
      bn_json_member_string (json, "problem", sound ? NULL : error->message);
      bn_json_end_object (json);
      bn_json_print (g_steal_pointer (&json));
    }
  if (!sound)
    return bn_cli_fail (ctx, error);
  if (!ctx->json)
    g_print (_("%s: every page, index and reference checked: sound\n"), bn_store_get_path (store));
  return BN_CLI_EXIT_OK;
}
