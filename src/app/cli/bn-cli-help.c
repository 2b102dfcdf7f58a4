/* bn-cli-help.c — "help", a group's --help, and the man pages and bash
 * completion the build makes from the same command table, so that what is
 * installed lists exactly the commands and options the program takes.
 */
#include "bn-config.h"

#include "bn-cli.h"

#include <string.h>

/* The translation of @text; "" stays "" (gettext would give the
 * catalogue's header for it). */
static const char *
translated (const char *text)
{
  return text[0] != '\0' ? _(text) : text;
}

static gboolean
is_group (const char *group)
{
  guint n;
  const BnCliCommand *commands = bn_cli_get_commands (&n);

  for (guint i = 0; i < n; i++)
    if (g_str_equal (commands[i].group, group) && commands[i].name[0] != '\0')
      return TRUE;
  return FALSE;
}

static const BnCliCommand *
find_command (const char *group,
              const char *name)
{
  guint n;
  const BnCliCommand *commands = bn_cli_get_commands (&n);

  for (guint i = 0; i < n; i++)
    if (g_str_equal (commands[i].group, group) &&
        (commands[i].name[0] == '\0' || g_strcmp0 (commands[i].name, name) == 0))
      return &commands[i];
  return NULL;
}

static char *
command_words (const BnCliCommand *command)
{
  return command->name[0] != '\0' ? g_strdup_printf ("%s %s", command->group, command->name)
                                  : g_strdup (command->group);
}

/* Runs @command with --help, as "banneret-cli GROUP NAME --help" would. */
static int
run_help (const BnCliCommand *command)
{
  g_autofree char *words = command_words (command);
  char *argv[] = { (char *) (command->name[0] != '\0' ? command->name : command->group), (char *) "--help", NULL };
  BnCliContext ctx = { 0 };

  ctx.command = words;
  ctx.flags = command->flags;
  return command->run (&ctx, 2, argv);
}

static GString *captured = NULL;

static void
capture (const char *text)
{
  g_string_append (captured, text);
}

/* Returns: (transfer full): what "banneret-cli GROUP NAME --help" prints. */
static char *
command_help_text (const BnCliCommand *command)
{
  GPrintFunc old;

  captured = g_string_new (NULL);
  old = g_set_print_handler (capture);
  run_help (command);
  g_set_print_handler (old);
  return g_string_free (g_steal_pointer (&captured), FALSE);
}

/* Returns: (transfer full): the option lines of a command's --help: its
 * blocks of options but GLib's own (--help); "" if it has none. */
static char *
command_options (const BnCliCommand *command)
{
  g_autofree char *help = command_help_text (command);
  g_auto(GStrv) blocks = g_strsplit (help, "\n\n", -1);
  GString *options = g_string_new (NULL);

  for (guint i = 0; blocks[i] != NULL; i++)
    {
      const char *body = strchr (blocks[i], '\n');

      /* A heading ("Application Options:") and its lines, each "  -…". */
      if (body == NULL || !g_str_has_prefix (body, "\n  -") || strstr (body, "--help") != NULL)
        continue;
      g_string_append_printf (options, "%s%s", options->len > 0 ? "\n" : "", body + 1);
    }
  return g_strchomp (g_string_free (options, FALSE));
}

/* Returns: (transfer full): the long options in @options, space-separated. */
static char *
long_options (const char *options)
{
  g_auto(GStrv) lines = g_strsplit (options, "\n", -1);
  GString *words = g_string_new ("--help");

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *dashes = strstr (lines[i], "--");
      gsize length;

      if (dashes == NULL)
        continue;
      length = strspn (dashes + 2, "abcdefghijklmnopqrstuvwxyz0123456789-");
      if (length > 0)
        g_string_append_printf (words, " %.*s", (int) length + 2, dashes);
    }
  return g_string_free (words, FALSE);
}

void
bn_cli_print_group_help (const char *group,
                         FILE       *out)
{
  guint n;
  const BnCliCommand *commands = bn_cli_get_commands (&n);

  fprintf (out, _("Usage: banneret-cli [--db FILE] %s COMMAND [ARGUMENTS…]\n\nCommands:\n"), group);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *usage = NULL;
      g_autofree char *padded = NULL;

      if (!g_str_equal (commands[i].group, group))
        continue;
      usage = g_strdup_printf ("%s %s %s", commands[i].group, commands[i].name, translated (commands[i].arguments));
      padded = bn_cli_pad (usage, 38);
      fprintf (out, "  %s %s\n", padded, translated (commands[i].summary));
    }
  fprintf (out, _("\n“banneret-cli %s COMMAND --help” shows a command’s options.\n"), group);
}

/* help [GROUP [COMMAND]] */
int
bn_cli_help (BnCliContext  *ctx,
             int            argc,
             char         **argv)
{
  const BnCliCommand *command;
  int exit_code;

  if (!bn_cli_parse_options (ctx, NULL, _("[GROUP [COMMAND]]"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc == 1)
    {
      bn_cli_print_help (stdout);
      return BN_CLI_EXIT_OK;
    }
  if (argc == 2 && is_group (argv[1]))
    {
      bn_cli_print_group_help (argv[1], stdout);
      return BN_CLI_EXIT_OK;
    }
  if (argc <= 3 && (command = find_command (argv[1], argc == 3 ? argv[2] : "")) != NULL &&
      (argc == 3) == (command->name[0] != '\0'))
    return run_help (command);
  {
    g_autofree char *words = g_strjoinv (" ", argv + 1);

    return bn_cli_usage_error (ctx, _("no command “%s”; “banneret-cli help” lists them"), words);
  }
}

/* ---- the man pages ---- */

/* @text as roff reads it literally: backslashes and a leading dot or quote
 * escaped, hyphens as minus signs (what a user types). */
static void
roff (GString    *out,
      const char *text)
{
  gboolean line_start = TRUE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (line_start && (*p == '.' || *p == '\''))
        g_string_append (out, "\\&");
      line_start = *p == '\n';
      if (*p == '\\')
        g_string_append (out, "\\e");
      else if (*p == '-')
        g_string_append (out, "\\-");
      else
        g_string_append_c (out, *p);
    }
}

static void
man_header (GString    *out,
            const char *program,
            const char *summary)
{
  g_autofree char *upper = g_ascii_strup (program, -1);

  g_string_append_printf (out, ".TH %s 1 \"\" \"Banneret %s\" \"User Commands\"\n", upper, PACKAGE_VERSION);
  g_string_append (out, ".SH NAME\n");
  roff (out, program);
  g_string_append (out, " \\- ");
  roff (out, summary);
  g_string_append_c (out, '\n');
}

static void
man_files (GString *out)
{
  g_string_append (out,
                   ".SH FILES\n"
                   ".TP\n"
                   ".I $XDG_DATA_HOME/banneret/banneret.db\n"
                   "The campaign database used when \\fB\\-\\-db\\fR is not given "
                   "(\\fI~/.local/share/banneret/banneret.db\\fR by default).\n");
}

static void
man_cli (GString *out)
{
  guint n;
  const BnCliCommand *commands = bn_cli_get_commands (&n);
  const char *group = NULL;

  man_header (out, "banneret-cli", "keep a noble leader's career across a campaign of medieval battles, from the shell");
  g_string_append (out,
                   ".SH SYNOPSIS\n"
                   ".B banneret-cli\n"
                   "[\\fB\\-\\-db\\fR \\fIFILE\\fR] \\fIGROUP\\fR \\fICOMMAND\\fR [\\fIARGUMENTS\\fR...]\n"
                   ".br\n"
                   ".B banneret-cli help\n"
                   "[\\fIGROUP\\fR [\\fICOMMAND\\fR]]\n"
                   ".SH DESCRIPTION\n"
                   "\\fBbanneret-cli\\fR does everything the Banneret app does, from the shell: campaigns, "
                   "leaders, armies, battles played move by move or fought on a real table, and the careers "
                   "they make. Both work on the same campaign database.\n"
                   ".PP\n"
                   "Commands that list or show take \\fB\\-\\-json\\fR and then print one JSON document, "
                   "whose fields are described in \\fIdocs/cli.md\\fR; without it they print a table for people. "
                   "Wherever a file is read or written, \\fB\\-\\fR means standard input or standard output. "
                   "A file written replaces a regular file only once it is whole; a link is followed and "
                   "a device (such as \\fI/dev/stdout\\fR) is written through, never replaced.\n"
                   ".PP\n"
                   "A command that only reads never creates a database: a \\fB\\-\\-db\\fR file that does not "
                   "exist is an error, except for \\fBcampaign new\\fR, which starts one.\n"
                   ".SH OPTIONS\n"
                   ".TP\n"
                   "\\fB\\-\\-db\\fR \\fIFILE\\fR\n"
                   "Use \\fIFILE\\fR as the campaign database.\n"
                   ".TP\n"
                   ".B \\-\\-version\n"
                   "Print the version and exit.\n"
                   ".TP\n"
                   "\\fB\\-h\\fR, \\fB\\-\\-help\\fR\n"
                   "Show the commands; \\fIGROUP\\fR \\fB\\-\\-help\\fR shows a group's, "
                   "\\fIGROUP COMMAND\\fR \\fB\\-\\-help\\fR a command's options.\n"
                   ".SH COMMANDS\n");
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *options = command_options (&commands[i]);

      if (group == NULL || !g_str_equal (group, commands[i].group))
        {
          group = commands[i].group;
          g_string_append_printf (out, ".SS %s\n", group);
        }
      g_string_append (out, ".TP\n\\fB");
      roff (out, commands[i].group);
      if (commands[i].name[0] != '\0')
        {
          g_string_append_c (out, ' ');
          roff (out, commands[i].name);
        }
      g_string_append (out, "\\fR");
      if (commands[i].arguments[0] != '\0')
        {
          g_string_append (out, " \\fI");
          roff (out, commands[i].arguments);
          g_string_append (out, "\\fR");
        }
      g_string_append_c (out, '\n');
      roff (out, commands[i].summary);
      g_string_append (out, ".\n");
      if (options[0] != '\0')
        {
          g_string_append (out, ".RS\n.nf\n");
          roff (out, options);
          g_string_append (out, "\n.fi\n.RE\n");
        }
    }
  g_string_append (out,
                   ".SH EXIT STATUS\n"
                   "0 on success; 1 on an error (a bad card, a refused file, a missing database), said in one "
                   "line on standard error; 2 on wrong usage (an unknown command or option, a missing argument).\n");
  man_files (out);
  g_string_append (out,
                   ".SH EXAMPLES\n"
                   ".nf\n"
                   "banneret\\-cli \\-\\-db war.db campaign new \"The Border Wars\"\n"
                   "banneret\\-cli \\-\\-db war.db leader list \\-\\-json\n"
                   "banneret\\-cli \\-\\-db war.db army export 3 | banneret\\-cli \\-\\-db other.db army import \\- \\-\\-leader 7\n"
                   "banneret\\-cli \\-\\-db war.db army pdf 3 \\- | lp\n"
                   ".fi\n"
                   ".SH SEE ALSO\n"
                   ".BR banneret (1)\n");
}

static void
man_app (GString *out)
{
  man_header (out, "banneret", "run a medieval wargaming campaign: leaders, armies, battles and careers");
  g_string_append (out,
                   ".SH SYNOPSIS\n"
                   ".B banneret\n"
                   "[\\fB\\-\\-db\\fR \\fIFILE\\fR] [\\fIFILE\\fR...]\n"
                   ".SH DESCRIPTION\n"
                   "\\fBbanneret\\fR is a GNOME app for people who play medieval tabletop wargames and run long "
                   "campaigns. It creates noble leaders, raises and saves point\\-costed armies, plays battles "
                   "on its board or records those fought on a real table, and carries each leader's career "
                   "from battle to battle in one database.\n"
                   ".PP\n"
                   "Everything it does can also be done from the shell with \\fBbanneret\\-cli\\fR(1).\n"
                   ".PP\n"
                   "Each \\fIFILE\\fR given is opened as a file manager opens it: a campaign file becomes "
                   "the current one; a leader, an army roster or a battle's result saved as XML opens its "
                   "import, showing what it holds before anything is saved; a battle log is replayed. "
                   "The app runs once: a second \\fBbanneret\\fR, or "
                   "\\fBgapplication launch io.github.banneret.Banneret\\fR \\fIFILE\\fR, hands its files "
                   "to the app already running.\n"
                   ".SH OPTIONS\n"
                   ".TP\n"
                   "\\fB\\-\\-db\\fR \\fIFILE\\fR\n"
                   "Use \\fIFILE\\fR as the campaign database (created if it does not exist), "
                   "in the app already running if there is one.\n"
                   ".TP\n"
                   ".B \\-\\-version\n"
                   "Print the version and exit.\n"
                   ".TP\n"
                   "\\fB\\-h\\fR, \\fB\\-\\-help\\fR\n"
                   "Show the options, including GTK's.\n");
  man_files (out);
  g_string_append (out,
                   ".SH SEE ALSO\n"
                   ".BR banneret\\-cli (1)\n");
}

/* Prints the man page of @program ("banneret-cli" or "banneret"). */
int
bn_cli_dump_man (const char *program)
{
  g_autoptr(GString) out = g_string_new (NULL);

  if (g_str_equal (program, "banneret-cli"))
    man_cli (out);
  else if (g_str_equal (program, "banneret"))
    man_app (out);
  else
    return bn_cli_usage_error (NULL, _("--dump-man is for banneret-cli or banneret, not “%s”"), program);
  fputs (out->str, stdout);
  return BN_CLI_EXIT_OK;
}

/* ---- bash completion ---- */

/* Prints a bash completion script for banneret-cli: its groups, each
 * group's commands, each command's options; a file after anything else.
 * It needs nothing from the bash-completion package. */
int
bn_cli_dump_completion (void)
{
  guint n;
  const BnCliCommand *commands = bn_cli_get_commands (&n);
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GPtrArray) groups = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    if (!g_ptr_array_find_with_equal_func (groups, commands[i].group, g_str_equal, NULL))
      g_ptr_array_add (groups, (gpointer) commands[i].group);

  g_string_append (out,
                   "# bash completion for banneret-cli, made from its command table by\n"
                   "# \"banneret-cli --dump-completion\".\n"
                   "_banneret_cli ()\n"
                   "{\n"
                   "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
                   "    local start=1 words=\n"
                   "    while [[ $start -lt $COMP_CWORD ]]; do\n"
                   "        case ${COMP_WORDS[start]} in\n"
                   "            --db) start=$((start + 2)) ;;\n"
                   "            --db=*) start=$((start + 1)) ;;\n"
                   "            *) break ;;\n"
                   "        esac\n"
                   "    done\n"
                   "    if [[ $prev == --db || $start -gt $COMP_CWORD ]]; then\n"
                   "        COMPREPLY=($(compgen -f -- \"$cur\"))\n"
                   "        return\n"
                   "    fi\n"
                   "    if [[ $COMP_CWORD -eq $start ]]; then\n"
                   "        if [[ $cur == -* ]]; then\n"
                   "            words='--db --help --version'\n"
                   "        else\n"
                   "            words='");
  for (guint i = 0; i < groups->len; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? " " : "", (const char *) groups->pdata[i]);
  g_string_append (out,
                   "'\n"
                   "        fi\n"
                   "        COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
                   "        return\n"
                   "    fi\n"
                   "    local group=${COMP_WORDS[start]}\n"
                   "    if [[ $COMP_CWORD -eq $((start + 1)) ]]; then\n"
                   "        case $group in\n");
  for (guint g = 0; g < groups->len; g++)
    {
      const char *group = groups->pdata[g];
      GString *names = g_string_new (NULL);

      for (guint i = 0; i < n; i++)
        if (g_str_equal (commands[i].group, group) && commands[i].name[0] != '\0')
          g_string_append_printf (names, "%s%s", names->len > 0 ? " " : "", commands[i].name);
      if (g_str_equal (group, "help"))
        for (guint i = 0; i < groups->len; i++)
          if (!g_str_equal (groups->pdata[i], "help"))
            g_string_append_printf (names, "%s%s", names->len > 0 ? " " : "", (const char *) groups->pdata[i]);
      if (names->len > 0)
        g_string_append_printf (out, "            %s) COMPREPLY=($(compgen -W '%s --help' -- \"$cur\")); return ;;\n",
                                group, names->str);
      g_string_free (names, TRUE);
    }
  g_string_append (out,
                   "        esac\n"
                   "    fi\n"
                   "    case \"$group ${COMP_WORDS[start + 1]}\" in\n");
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *options = command_options (&commands[i]);
      g_autofree char *words = long_options (options);

      if (commands[i].name[0] != '\0')
        g_string_append_printf (out, "        \"%s %s\") words='%s' ;;\n", commands[i].group, commands[i].name, words);
      else
        g_string_append_printf (out, "        \"%s \"*) words='%s' ;;\n", commands[i].group, words);
    }
  g_string_append (out,
                   "    esac\n"
                   "    if [[ $cur == -* ]]; then\n"
                   "        COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
                   "    else\n"
                   "        COMPREPLY=($(compgen -f -- \"$cur\"))\n"
                   "    fi\n"
                   "}\n"
                   "complete -o filenames -o bashdefault -F _banneret_cli banneret-cli\n");
  fputs (out->str, stdout);
  return BN_CLI_EXIT_OK;
}
