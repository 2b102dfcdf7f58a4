/* bn-cli.c — banneret-cli's global options and command dispatch. */
#include "bn-config.h"

#include "bn-cli.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const BnCliCommand commands[] = {
  { "help", "", N_("[GROUP [COMMAND]]"), N_("Show the commands, a group's commands or a command's options"), bn_cli_help },
  { "campaign", "new", N_("NAME [--seed S]"), N_("Start a campaign (a new database file if --db names none)"), bn_cli_campaign_new,
    BN_CLI_CREATES_DB },
  { "campaign", "list", "", N_("List the campaigns"), bn_cli_campaign_list, BN_CLI_JSON },
  { "leader", "generate", N_("--campaign C [--player] …"), N_("Create a leader or hero by drawing cards"), bn_cli_leader_generate },
  { "leader", "list", N_("[--campaign C]"), N_("List leaders and heroes"), bn_cli_leader_list, BN_CLI_JSON },
  { "leader", "show", N_("ID [--xml]"), N_("Show a leader's whole record"), bn_cli_leader_show, BN_CLI_JSON },
  { "leader", "export", N_("ID"), N_("Write a leader and his domain as XML to stdout"), bn_cli_leader_export },
  { "leader", "import", N_("FILE --campaign C"), N_("Add a leader (and domain) from an XML file"), bn_cli_leader_import },
  { "army", "muster", N_("--leader ID | --army ID …"), N_("Draw army points for a new or saved army"), bn_cli_army_muster },
  { "army", "add", N_("ARMY UNITTYPE [--colour C] …"), N_("Add a unit (--mercenary --promise N to hire)"), bn_cli_army_add },
  { "army", "remove", N_("ARMY UNIT"), N_("Take a unit off the roster"), bn_cli_army_remove },
  { "army", "post", N_("ARMY LEADER --role R"), N_("Give a domain leader a post (commander, captain, hero)"), bn_cli_army_post },
  { "army", "show", N_("ARMY"), N_("Show a roster with every price explained"), bn_cli_army_show, BN_CLI_JSON },
  { "army", "validate", N_("ARMY"), N_("Check a roster (exit 1 on errors; warnings listed)"), bn_cli_army_validate, BN_CLI_JSON },
  { "army", "list", N_("[--campaign C]"), N_("List saved armies"), bn_cli_army_list, BN_CLI_JSON },
  { "army", "duplicate", N_("ARMY NAME"), N_("Copy a saved army (to muster anew)"), bn_cli_army_duplicate },
  { "army", "export", N_("ARMY [--opponent]"), N_("Write a roster as XML to stdout"), bn_cli_army_export },
  { "army", "import", N_("FILE --leader ID"), N_("Save a roster from an XML file as a leader's army"), bn_cli_army_import },
  { "army", "pdf", N_("ARMY OUT.pdf [--opponent]"), N_("Write the roster as a PDF to take to the table"), bn_cli_army_pdf },
  { "army", "generate", N_("--points N [--seed S] [--out F] [--leader ID]"), N_("Raise an army for N points (--leader: save it as his)"), bn_cli_army_generate },
  { "unit", "cost", N_("[--type T] [--arm A] …"), N_("Price any unit, with the breakdown"), bn_cli_unit_cost, BN_CLI_JSON },
  { "units", "list", N_("[--weapons]"), N_("List the unit types (and weapons)"), bn_cli_units_list, BN_CLI_JSON },
  { "cards", "draw", N_("N [--seed S]"), N_("Draw N cards from a shuffled 54-card deck"), bn_cli_cards_draw, BN_CLI_JSON },
  { "db", "info", "", N_("Show which database is used and its version"), bn_cli_db_info, BN_CLI_JSON },
  { "db", "check", "", N_("Read the whole database and check it is sound"), bn_cli_db_check, BN_CLI_JSON },
  { "battle", "record", N_("--from FILE"), N_("Record a battle fought at the table (prints its number)"), bn_cli_battle_record },
  { "battle", "apply", N_("ID [--draws C] [--dice D]"), N_("Run the post-battle sequence for a recorded battle"), bn_cli_battle_apply },
  { "battle", "correct", N_("ID --from FILE"), N_("Correct a recorded battle; the careers are recomputed"), bn_cli_battle_correct },
  { "battle", "auto", N_("--army A --army B …"), N_("Fight two saved armies, AI against AI (--log FILE)"), bn_cli_battle_auto },
  { "battle", "odds", N_("--army A --army B --runs N | ID N"), N_("Play many battles: win/draw/loss, VP, losses per unit; or the odds of move N of played battle ID"), bn_cli_battle_odds, BN_CLI_JSON },
  { "battle", "replay", N_("LOG.xml [--at N]"), N_("Replay a battle log and check it is identical (--at: its board at step N)"), bn_cli_battle_replay },
  { "scenario", "list", "", N_("List the battlefields (and random:SEED)"), bn_cli_scenario_list, BN_CLI_JSON },
  { "rules", "list", "", N_("List the battle rulesets (for --rules)"), bn_cli_rules_list, BN_CLI_JSON },
  { "bench", "battle", N_("[--battles N] [--rules R]"), N_("Time auto-resolved battles of 12 units a side"), bn_cli_bench_battle },
  { "bench", "ai", N_("--rules R [--games N] [--seed S] [--budget-ms M]"), N_("Play the hard computer player against the standard one and time it"), bn_cli_bench_ai },
  { "bench", "campaign", N_("[--battles N] [--keep FILE]"), N_("Build a 200-leader campaign of N battles and time what grows with it"), bn_cli_bench_campaign },
  { "simulate", "careers", N_("[--campaigns N] [--battles M] [--seed S]"), N_("Simulate many careers: honor, risk and esteem by motivation"), bn_cli_simulate_careers },
  { "campaign", "advance", N_("--campaign C"), N_("Between battles: household honor, healing, debts"), bn_cli_campaign_advance },
  { "battle", "fight", N_("--campaign C --army A --vs B|--vs-file F|--vs-points N …"), N_("Fight a campaign battle AI against AI and record it"), bn_cli_battle_fight },
  { "leader", "skills", N_("ID --add SKILL"), N_("Assign an earned skill point"), bn_cli_leader_skills },
  { "leader", "ledger", N_("ID"), N_("A leader's honor ledger, line by line"), bn_cli_leader_ledger, BN_CLI_JSON },
  { "ledger", "", N_("ID"), N_("The same as “leader ledger ID”"), bn_cli_leader_ledger, BN_CLI_JSON },
  { "leader", "chronicle", N_("ID [--pdf OUT]"), N_("A leader's career, battle by battle, as a chronicle"), bn_cli_leader_chronicle, BN_CLI_JSON },
  { "battle", "list", N_("[--campaign C] [--in-progress]"), N_("List the recorded battles, then those in progress"), bn_cli_battle_list, BN_CLI_JSON },
  { "battle", "start", N_("--army A --army B|--vs-points N [--computer none|1|2] [--rules R] …"), N_("Start a battle played move by move (prints its number)"), bn_cli_battle_start },
  { "battle", "show", N_("ID [--at N]"), N_("Where a played battle stands (or stood after N moves), and its board as text"), bn_cli_battle_show, BN_CLI_JSON },
  { "battle", "actions", N_("ID"), N_("The legal moves of a played battle, numbered, in words"), bn_cli_battle_actions, BN_CLI_JSON },
  { "battle", "act", N_("ID N [--dice D]"), N_("Make legal move N (with dice thrown at the table); the computer answers"), bn_cli_battle_act },
  { "battle", "move", N_("ID UNIT --cm D --heading H [--back]"), N_("Move an open-table unit anywhere allowed; the computer answers"), bn_cli_battle_move },
  { "battle", "undo", N_("ID"), N_("Take back the last move a person made"), bn_cli_battle_undo },
  { "battle", "log", N_("ID [--xml]"), N_("Every move of a played battle and what it brought about"), bn_cli_battle_log, BN_CLI_JSON },
  { "battle", "keep", N_("ID"), N_("Record a finished played battle in its campaign"), bn_cli_battle_keep },
  { "battle", "host", N_("--army A [--side N] [--port P] [--rules R] [--scenario S] [--computer]"), N_("Host a battle over the network: prints the invitation, then plays"), bn_cli_battle_host },
  { "battle", "join", N_("INVITATION --army B [--computer]"), N_("Join a battle over the network with the host's invitation"), bn_cli_battle_join },
  { "table", "new", N_("--army A --vs B [--rules R] …"), N_("Start a battle fought on a real table (prints its number)"), bn_cli_table_new },
  { "table", "types", N_("[--rules R]"), N_("The unit types, weapons and ground a ruleset's combats take"), bn_cli_table_types, BN_CLI_JSON },
  { "table", "resolve", N_("[ID] --attacker U --defender U …"), N_("Resolve one combat by the ruleset's tables and log it"), bn_cli_table_resolve },
  { "table", "log", N_("ID"), N_("The combats of a table-side battle, with dice, results and rules"), bn_cli_table_log, BN_CLI_JSON },
  { "table", "undo", N_("ID"), N_("Take the last combat off a table-side battle's log"), bn_cli_table_undo },
  { "table", "finish", N_("ID --winner W [--vp P:O]"), N_("Record a table-side battle in its campaign"), bn_cli_table_finish },
  { "table", "list", N_("[--campaign C]"), N_("List the table-side battles"), bn_cli_table_list, BN_CLI_JSON },
  { "campaign", "rename", N_("ID NAME"), N_("Rename a campaign"), bn_cli_record_rename },
  { "campaign", "archive", N_("ID"), N_("Archive a campaign: kept, listed apart"), bn_cli_record_archive },
  { "campaign", "unarchive", N_("ID"), N_("Take a campaign out of the archive"), bn_cli_record_unarchive },
  { "campaign", "delete", N_("ID [--yes]"), N_("Delete a campaign (kept: restore brings it back)"), bn_cli_record_delete },
  { "campaign", "restore", N_("ID"), N_("Bring back a deleted campaign"), bn_cli_record_restore },
  { "leader", "rename", N_("ID NAME"), N_("Rename a leader"), bn_cli_record_rename },
  { "leader", "archive", N_("ID"), N_("Archive a leader: kept, listed apart"), bn_cli_record_archive },
  { "leader", "unarchive", N_("ID"), N_("Take a leader out of the archive"), bn_cli_record_unarchive },
  { "leader", "delete", N_("ID [--yes]"), N_("Delete a leader (kept: restore brings it back)"), bn_cli_record_delete },
  { "leader", "restore", N_("ID"), N_("Bring back a deleted leader"), bn_cli_record_restore },
  { "army", "rename", N_("ID NAME"), N_("Rename an army"), bn_cli_record_rename },
  { "army", "archive", N_("ID"), N_("Archive an army: kept, listed apart"), bn_cli_record_archive },
  { "army", "unarchive", N_("ID"), N_("Take an army out of the archive"), bn_cli_record_unarchive },
  { "army", "delete", N_("ID [--yes]"), N_("Delete an army (kept: restore brings it back)"), bn_cli_record_delete },
  { "army", "restore", N_("ID"), N_("Bring back a deleted army"), bn_cli_record_restore },
  { "battle", "rename", N_("ID NAME"), N_("Rename a recorded battle"), bn_cli_record_rename },
  { "battle", "archive", N_("ID"), N_("Archive a recorded battle: kept, listed apart"), bn_cli_record_archive },
  { "battle", "unarchive", N_("ID"), N_("Take a recorded battle out of the archive"), bn_cli_record_unarchive },
  { "battle", "delete", N_("ID [--yes]"), N_("Delete a recorded battle (kept: restore brings it back)"), bn_cli_record_delete },
  { "battle", "restore", N_("ID"), N_("Bring back a deleted recorded battle"), bn_cli_record_restore },
};

static void
print_to_stderr (const char *text)
{
  fputs (text, stderr);
}

/* The translation of @text; "" stays "" (gettext would give the
 * catalogue's header for it). */
static const char *
translated (const char *text)
{
  return text[0] != '\0' ? _(text) : text;
}

void
bn_cli_print_help (FILE *out)
{
  fprintf (out,
           _("Usage: banneret-cli [--db FILE] COMMAND [ARGUMENTS…]\n"
           "\n"
           "Banneret keeps a noble leader's career across a campaign of medieval battles.\n"
           "\n"
           "Options:\n"
           "  --db FILE      Use FILE as the campaign database\n"
           "                 (default: %s)\n"
           "  --version      Print the version and exit\n"
           "  -h, --help     Show this help; COMMAND --help shows a command's options\n"
           "\n"
           "Commands:\n"),
           "$XDG_DATA_HOME/banneret/banneret.db");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *usage = commands[i].name[0] != '\0'
        ? g_strdup_printf ("%s %s %s", commands[i].group, commands[i].name, translated (commands[i].arguments))
        : g_strdup_printf ("%s %s", commands[i].group, translated (commands[i].arguments));

      g_autofree char *padded = bn_cli_pad (usage, 38);

      fprintf (out, "  %s %s\n", padded, translated (commands[i].summary));
    }
  fprintf (out,
           _("\n"
           "Exit status: 0 success, 1 error (message on stderr), 2 wrong usage.\n"));
}

/* Returns: (transfer none): the store, opened the first time it is asked for. */
BnStore *
bn_cli_get_store (BnCliContext  *ctx,
                  GError       **error)
{
  if (ctx->store == NULL)
    {
      g_autofree char *path = ctx->db_path != NULL ? g_strdup (ctx->db_path)
                                                   : bn_store_get_default_path ();

      /* Only a command that starts a campaign makes a database: a mistyped
       * --db is said to be missing, not silently made empty. */
      ctx->store = (ctx->flags & BN_CLI_CREATES_DB) != 0 ? bn_store_open (path, error)
                                                         : bn_store_open_existing (path, error);
    }
  return ctx->store;
}

const BnCliCommand *
bn_cli_get_commands (guint *out_n_commands)
{
  *out_n_commands = G_N_ELEMENTS (commands);
  return commands;
}

/* The "draws" member of a leader's or a muster's JSON: each card drawn
 * (BnDraw), the step it decided and what it decided. */
void
bn_cli_json_draws (BnJson    *json,
                   GPtrArray *draws)
{
  bn_json_key (json, "draws");
  bn_json_begin_array (json);
  for (guint i = 0; i < draws->len; i++)
    {
      const BnDraw *draw = g_ptr_array_index (draws, i);
      g_autofree char *card = bn_card_is_valid (draw->card) ? bn_card_to_string (draw->card) : NULL;

      bn_json_begin_object (json);
      bn_json_member_string (json, "step", draw->step);
      bn_json_member_string (json, "card", card);
      bn_json_member_string (json, "source", draw->source == BN_CHANCE_SOURCE_TYPED ? "typed" : "seeded");
      bn_json_member_string (json, "outcome", draw->outcome);
      bn_json_end_object (json);
    }
  bn_json_end_array (json);
}

/* Sends the command's messages to standard error when @path is "-" or
 * standard output by another name (/dev/stdout), so that the file written
 * there is all that reaches it. */
void
bn_cli_reserve_stdout (const char *path)
{
  GStatBuf file, out;

  if (path == NULL)
    return;
  if (bn_output_file_is_stdout (path) ||
      (g_stat (path, &file) == 0 && fstat (STDOUT_FILENO, &out) == 0 &&
       file.st_dev == out.st_dev && file.st_ino == out.st_ino))
    g_set_print_handler (print_to_stderr);
}

/* Reports @error as one line on stderr; returns the exit code for it. */
int
bn_cli_fail (BnCliContext *ctx,
             const GError *error)
{
  g_printerr (_("banneret-cli: %s\n"), error->message);
  return BN_CLI_EXIT_ERROR;
}

int
bn_cli_usage_error (BnCliContext *ctx,
                    const char   *format,
                    ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (ctx != NULL && ctx->command != NULL)
    g_printerr (_("banneret-cli %s: %s\nTry “banneret-cli %s --help”.\n"),
                ctx->command, message, ctx->command);
  else
    g_printerr (_("banneret-cli: %s\nTry “banneret-cli --help”.\n"), message);
  return BN_CLI_EXIT_USAGE;
}

/**
 * bn_cli_parse_options:
 * @argc: (inout): the command's arguments; on return only the positional ones
 * @out_exit: (out): the exit code when this returns %FALSE
 *
 * Parses a command's options. Returns %FALSE when the program should end now:
 * after --help (exit 0) or a bad option (exit 2).
 */
gboolean
bn_cli_parse_options (BnCliContext       *ctx,
                      const GOptionEntry *entries,
                      const char         *parameter_string,
                      int                *argc,
                      char             ***argv,
                      int                *out_exit)
{
  g_autofree char *title = g_strdup_printf ("%s %s", ctx->command, parameter_string);
  g_autoptr(GOptionContext) context = g_option_context_new (title);
  g_autoptr(GError) error = NULL;

  /* The entries' descriptions are marked N_() and looked up in the
   * program's catalogue when --help is printed. */
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_help_enabled (context, TRUE);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, NULL);
  if ((ctx->flags & BN_CLI_JSON) != 0)
    {
      const GOptionEntry json_entries[] = {
        { "json", 0, 0, G_OPTION_ARG_NONE, &ctx->json,
          N_("Print the result as JSON (its fields: docs/cli.md)"), NULL },
        { NULL }
      };

      g_option_context_add_main_entries (context, json_entries, NULL);
    }
  g_option_context_set_strict_posix (context, FALSE);

  for (int i = 1; i < *argc; i++)
    {
      if (g_str_equal ((*argv)[i], "--help") || g_str_equal ((*argv)[i], "-h"))
        {
          g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

          g_print ("%s", help);
          *out_exit = BN_CLI_EXIT_OK;
          return FALSE;
        }
    }

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      *out_exit = bn_cli_usage_error (ctx, "%s", error->message);
      return FALSE;
    }
  return TRUE;
}

/* Seeds are whole numbers 0 … 2^63−1, so that SQLite stores them as they are. */
gboolean
bn_cli_parse_seed (const char  *text,
                   guint64     *out_seed,
                   GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT64, out_seed, &local_error))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--seed “%s” is not a whole number from 0 to %" PRId64),
                   text, G_MAXINT64);
      return FALSE;
    }
  return TRUE;
}

int
bn_cli_main (int    argc,
             char **argv)
{
  BnCliContext ctx = { 0 };
  const char *group;
  const char *name;
  g_autofree char *command = NULL;
  int first = 1;
  int status;

  while (first < argc && argv[first][0] == '-')
    {
      const char *arg = argv[first];

      if (g_str_equal (arg, "--help") || g_str_equal (arg, "-h"))
        {
          bn_cli_print_help (stdout);
          return BN_CLI_EXIT_OK;
        }
      /* Hidden: what the build makes the man pages and the completion from. */
      else if (g_str_equal (arg, "--dump-man"))
        return bn_cli_dump_man ("banneret-cli");
      else if (g_str_has_prefix (arg, "--dump-man="))
        return bn_cli_dump_man (arg + strlen ("--dump-man="));
      else if (g_str_equal (arg, "--dump-completion"))
        return bn_cli_dump_completion ();
      else if (g_str_equal (arg, "--version"))
        {
          g_print ("banneret-cli %s\n", PACKAGE_VERSION);
          return BN_CLI_EXIT_OK;
        }
      else if (g_str_equal (arg, "--db"))
        {
          if (first + 1 >= argc || argv[first + 1][0] == '\0')
            return bn_cli_usage_error (NULL, _("--db needs a FILE"));
          g_free (ctx.db_path);
          ctx.db_path = g_strdup (argv[first + 1]);
          first += 2;
        }
      else if (g_str_has_prefix (arg, "--db="))
        {
          if (arg[5] == '\0')
            return bn_cli_usage_error (NULL, _("--db needs a FILE"));
          g_free (ctx.db_path);
          ctx.db_path = g_strdup (arg + 5);
          first += 1;
        }
      else
        {
          g_free (ctx.db_path);
          return bn_cli_usage_error (NULL, _("unknown option “%s”"), arg);
        }
    }

  if (first >= argc)
    {
      bn_cli_print_help (stderr);
      g_free (ctx.db_path);
      return BN_CLI_EXIT_USAGE;
    }

  group = argv[first];
  name = first + 1 < argc ? argv[first + 1] : "";
  status = -1;
  if (g_str_equal (name, "--help") || g_str_equal (name, "-h"))
    {
      gboolean known_group = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
        known_group |= g_str_equal (commands[i].group, group) && commands[i].name[0] != '\0';
      if (known_group)
        {
          bn_cli_print_group_help (group, stdout);
          g_free (ctx.db_path);
          return BN_CLI_EXIT_OK;
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      /* A one-word command (empty name) takes everything after it. */
      gboolean one_word = commands[i].name[0] == '\0';

      if (g_str_equal (commands[i].group, group) && (one_word || g_str_equal (commands[i].name, name)))
        {
          command = one_word ? g_strdup (group) : g_strdup_printf ("%s %s", group, name);
          ctx.command = command;
          ctx.flags = commands[i].flags;
          /* The command sees its own name as argv[0] and its arguments after. */
          status = one_word ? commands[i].run (&ctx, argc - first, argv + first)
                            : commands[i].run (&ctx, argc - first - 1, argv + first + 1);
          break;
        }
    }

  if (status < 0)
    {
      gboolean known_group = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
        known_group |= g_str_equal (commands[i].group, group);
      if (known_group && *name == '\0')
        status = bn_cli_usage_error (NULL, _("“%s” needs a command after it"), group);
      else if (known_group)
        status = bn_cli_usage_error (NULL, _("unknown command “%s %s”"), group, name);
      else
        status = bn_cli_usage_error (NULL, _("unknown command “%s”"), group);
    }

  g_clear_pointer (&ctx.store, bn_store_unref);
  g_free (ctx.db_path);
  return status;
}

/* Returns: (transfer full): @text followed by spaces up to @width
 *   characters, as "%-*s" would pad it if every character took one byte
 *   (a name with ’ or … would otherwise fall out of its column). */
char *
bn_cli_pad (const char *text,
            guint       width)
{
  glong length = g_utf8_strlen (text, -1);
  GString *padded = g_string_new (text);

  for (glong i = length; i < (glong) width; i++)
    g_string_append_c (padded, ' ');
  return g_string_free (padded, FALSE);
}
