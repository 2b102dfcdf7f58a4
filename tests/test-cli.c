/* test-cli.c — banneret-cli as a user runs it: output and exit codes. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static const char *
cli_path (void)
{
  const char *path = g_getenv ("BANNERET_CLI");

  g_assert_nonnull (path);
  return path;
}

/* Runs banneret-cli with the NULL-terminated arguments; fills @run. */
static void
run_cli (Run *run, ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  va_list ap;
  int wait_status;

  g_ptr_array_add (args, (gpointer) cli_path ());
  va_start (ap, run);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  g_spawn_sync (NULL, (char **) args->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p != '\0'; p++)
    n += *p == '\n';
  return n;
}

static void
test_cli_version (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "--version", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "banneret-cli "));
}

static void
test_cli_help (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "--db FILE"));
  g_assert_nonnull (strstr (run.out, "cards draw"));
}

/* Every command the help lists has its own --help, which names the program
 * and the command (once "Usage: (null)"). */
static void
test_cli_every_command_help (void)
{
  g_auto(Run) run = { 0 };
  g_auto(GStrv) lines = NULL;
  gboolean in_commands = FALSE;
  guint n = 0;

  run_cli (&run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = NULL;
      g_autofree char *usage = NULL;
      g_auto(Run) help = { 0 };

      if (g_str_equal (lines[i], "Commands:"))
        {
          in_commands = TRUE;
          continue;
        }
      if (!in_commands || !g_str_has_prefix (lines[i], "  ") || g_ascii_isspace (lines[i][2]))
        continue;
      words = g_strsplit (lines[i] + 2, " ", 3);
      /* "army muster --leader …", "ledger ID": the command is the words
       * before the first argument. */
      if (words[1] != NULL && g_ascii_islower (words[1][0]))
        {
          usage = g_strdup_printf ("banneret-cli [OPTION…] %s %s", words[0], words[1]);
          run_cli (&help, words[0], words[1], "--help", NULL);
        }
      else
        {
          usage = g_strdup_printf ("banneret-cli [OPTION…] %s", words[0]);
          run_cli (&help, words[0], "--help", NULL);
        }
      g_test_message ("%s", usage);
      g_assert_cmpint (help.status, ==, 0);
      g_assert_null (strstr (help.out, "(null)"));
      g_assert_nonnull (strstr (help.out, usage));
      n++;
    }
  g_assert_cmpuint (n, >, 40);
}

static void
test_cli_no_command_is_usage (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "Usage"));
}

static void
test_cli_unknown_command (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) run2 = { 0 };
  g_auto(Run) run3 = { 0 };

  run_cli (&run, "joust", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "joust"));

  run_cli (&run2, "cards", "burn", NULL);
  g_assert_cmpint (run2.status, ==, 2);

  run_cli (&run3, "--frobnicate", "cards", "draw", "1", NULL);
  g_assert_cmpint (run3.status, ==, 2);
}

static void
test_cli_cards_draw_seeded_is_stable (void)
{
  g_auto(Run) first = { 0 };
  g_auto(Run) second = { 0 };
  g_auto(GStrv) cards = NULL;

  run_cli (&first, "cards", "draw", "5", "--seed", "7", NULL);
  run_cli (&second, "cards", "draw", "5", "--seed", "7", NULL);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_cmpint (second.status, ==, 0);
  g_assert_cmpstr (first.out, ==, second.out);
  g_assert_cmpuint (count_lines (first.out), ==, 1);

  cards = g_strsplit (g_strstrip (first.out), " ", -1);
  g_assert_cmpuint (g_strv_length (cards), ==, 5);
  for (guint i = 0; i < 5; i++)
    for (guint j = i + 1; j < 5; j++)
      g_assert_cmpstr (cards[i], !=, cards[j]);
}

static void
test_cli_cards_draw_other_seed_differs (void)
{
  g_auto(Run) a = { 0 };
  g_auto(Run) b = { 0 };

  run_cli (&a, "cards", "draw", "10", "--seed", "7", NULL);
  run_cli (&b, "cards", "draw", "10", "--seed", "8", NULL);
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.out, !=, b.out);
}

/* The whole deck: 54 different cards, jokers included. */
static void
test_cli_cards_draw_whole_deck (void)
{
  g_auto(Run) run = { 0 };
  g_auto(GStrv) cards = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  run_cli (&run, "cards", "draw", "54", "--seed", "123", NULL);
  g_assert_cmpint (run.status, ==, 0);
  cards = g_strsplit (g_strstrip (run.out), " ", -1);
  g_assert_cmpuint (g_strv_length (cards), ==, 54);
  for (guint i = 0; cards[i] != NULL; i++)
    g_assert_true (g_hash_table_add (seen, cards[i]));
  g_assert_true (g_hash_table_contains (seen, "RJ"));
  g_assert_true (g_hash_table_contains (seen, "BJ"));
}

static void
test_cli_cards_draw_without_seed_prints_it (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) again = { 0 };
  g_autofree char *seed = NULL;

  run_cli (&run, "cards", "draw", "3", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.err, "seed "));
  seed = g_strstrip (g_strdup (run.err + 5));

  /* The printed seed replays the same draw. */
  run_cli (&again, "cards", "draw", "3", "--seed", seed, NULL);
  g_assert_cmpstr (run.out, ==, again.out);
}

static void
test_cli_cards_draw_bad_arguments (void)
{
  const char *bad[][4] = {
    { "cards", "draw", NULL },
    { "cards", "draw", "0" },
    { "cards", "draw", "55" },
    { "cards", "draw", "five" },
    { "cards", "draw", "-3" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(Run) run = { 0 };

      run_cli (&run, bad[i][0], bad[i][1], bad[i][2], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
    }

  {
    g_auto(Run) run = { 0 };

    run_cli (&run, "cards", "draw", "5", "--seed", "seven", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "seven"));
  }
}

/* A read command never makes a database: a mistyped --db is said to be
 * missing, in one line naming it, and neither the file nor its folder is
 * created. "campaign new" starts one, and then it reads. */
static void
test_cli_db_info_does_not_create_database (void)
{
  g_autofree char *dir = g_dir_make_tmp ("banneret-cli-XXXXXX", NULL);
  g_autofree char *folder = g_build_filename (dir, "typo", NULL);
  g_autofree char *missing = g_build_filename (folder, "c.db", NULL);
  g_autofree char *path = g_build_filename (dir, "c.db", NULL);
  const char *reads[][3] = {
    { "db", "info", NULL }, { "campaign", "list", NULL }, { "leader", "list", NULL },
    { "army", "list", NULL }, { "battle", "list", NULL }, { "table", "list", NULL }, { "db", "check", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (reads); i++)
    {
      g_auto(Run) run = { 0 };

      run_cli (&run, "--db", missing, reads[i][0], reads[i][1], NULL);
      g_test_message ("%s %s", reads[i][0], reads[i][1]);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpuint (count_lines (run.err), ==, 1);
      g_assert_nonnull (strstr (run.err, missing));
      g_assert_cmpstr (run.out, ==, "");
      g_assert_false (g_file_test (folder, G_FILE_TEST_EXISTS));
    }
  {
    g_auto(Run) run = { 0 };

    /* A write into a campaign that cannot be there creates nothing either. */
    run_cli (&run, "--db", missing, "leader", "generate", "--campaign", "1", "--player", "--seed", "1", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_false (g_file_test (folder, G_FILE_TEST_EXISTS));
  }
  {
    g_auto(Run) run = { 0 };
    g_auto(Run) info = { 0 };

    run_cli (&run, "--db", path, "campaign", "new", "Border Wars", NULL);
    g_assert_cmpint (run.status, ==, 0);
    run_cli (&info, "--db", path, "db", "info", NULL);
    g_assert_cmpint (info.status, ==, 0);
    g_assert_nonnull (strstr (info.out, path));
  }
  for (const char *const *suffix = (const char *const[]) { "", "-wal", "-shm", NULL }; *suffix != NULL; suffix++)
    {
      g_autofree char *file = g_strconcat (path, *suffix, NULL);

      g_remove (file);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_cli_db_refuses_foreign_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("banneret-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "notes.txt", NULL);
  g_autofree char *after = NULL;
  const char *contents = "Shopping list: arrows, more arrows\n";
  g_auto(Run) run = { 0 };

  g_file_set_contents (path, contents, -1, NULL);
  run_cli (&run, "--db", path, "db", "info", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpuint (count_lines (run.err), ==, 1);
  g_assert_nonnull (strstr (run.err, path));
  g_assert_nonnull (strstr (run.err, "not a Banneret database"));

  g_file_get_contents (path, &after, NULL, NULL);
  g_assert_cmpstr (after, ==, contents);
  g_remove (path);
  g_rmdir (dir);
}

/* An empty file is somebody's file: it is not taken for a new database. */
static void
test_cli_db_refuses_empty_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("banneret-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "campaign.db", NULL);
  g_autofree char *after = NULL;
  gsize length = 1;
  g_auto(Run) run = { 0 };

  g_file_set_contents (path, "", 0, NULL);
  run_cli (&run, "--db", path, "db", "info", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpuint (count_lines (run.err), ==, 1);
  g_assert_nonnull (strstr (run.err, path));
  g_assert_nonnull (strstr (run.err, "is an empty file, not a Banneret database"));
  g_file_get_contents (path, &after, &length, NULL);
  g_assert_cmpuint (length, ==, 0);
  g_remove (path);
  g_rmdir (dir);
}

/* Runs banneret-cli as a user who cannot write @dir: root writes anything,
 * so a root test run drops to nobody for it. Returns FALSE (test skipped)
 * when that is not possible here. */
static gboolean
run_cli_unprivileged (Run                *run,
                      const char         *db,
                      const char * const *args)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  int wait_status;

  if (geteuid () == 0)
    {
      g_autofree char *setpriv = g_find_program_in_path ("setpriv");

      if (setpriv == NULL)
        {
          g_test_skip ("running as root without setpriv: no user to whom the folder is read-only");
          return FALSE;
        }
      g_ptr_array_add (argv, (gpointer) "setpriv");
      g_ptr_array_add (argv, (gpointer) "--reuid=nobody");
      g_ptr_array_add (argv, (gpointer) "--regid=nogroup");
      g_ptr_array_add (argv, (gpointer) "--clear-groups");
    }
  g_ptr_array_add (argv, (gpointer) cli_path ());
  g_ptr_array_add (argv, (gpointer) "--db");
  g_ptr_array_add (argv, (gpointer) db);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
  if (geteuid () == 0 && run->status == 126)
    {
      g_test_skip ("the build tree cannot be run by nobody");
      return FALSE;
    }
  return TRUE;
}

/* A database in a folder the user cannot write is read, not refused: every
 * reading command works, and a writing one says why it cannot. */
static void
test_cli_db_read_only_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("banneret-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "campaign.db", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gsize before_length = 0, after_length = 0;

  {
    g_auto(Run) made = { 0 };

    run_cli (&made, "--db", path, "campaign", "new", "The Marches", NULL);
    g_assert_cmpint (made.status, ==, 0);
  }
  g_file_get_contents (path, &before, &before_length, NULL);
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
  {
    g_auto(Run) info = { 0 };
    g_auto(Run) list = { 0 };
    g_auto(Run) write = { 0 };

    const char *info_args[] = { "db", "info", NULL };
    const char *list_args[] = { "campaign", "list", NULL };
    const char *write_args[] = { "campaign", "new", "The Isles", NULL };

    if (run_cli_unprivileged (&info, path, info_args) &&
        run_cli_unprivileged (&list, path, list_args) &&
        run_cli_unprivileged (&write, path, write_args))
      {
        g_assert_cmpint (info.status, ==, 0);
        g_assert_nonnull (strstr (info.out, "read-only"));
        g_assert_cmpint (list.status, ==, 0);
        g_assert_nonnull (strstr (list.out, "The Marches"));
        g_assert_cmpint (write.status, ==, 1);
        g_assert_cmpuint (count_lines (write.err), ==, 1);
        g_assert_nonnull (strstr (write.err, "is read-only"));
        g_assert_nonnull (strstr (write.err, "nothing was changed"));
      }
  }
  g_chmod (dir, 0755);
  g_chmod (path, 0644);
  g_file_get_contents (path, &after, &after_length, NULL);
  g_assert_cmpuint (after_length, ==, before_length);
  g_assert_true (memcmp (before, after, after_length) == 0);
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while (d != NULL && (name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *file = g_build_filename (dir, name, NULL);

        g_remove (file);
      }
  }
  g_rmdir (dir);
}

/* The full check is asked for: a sound file says so, a damaged one names
 * the file. */
static void
test_cli_db_check (void)
{
  g_autofree char *dir = g_dir_make_tmp ("banneret-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "campaign.db", NULL);
  g_auto(Run) made = { 0 };
  g_auto(Run) checked = { 0 };

  run_cli (&made, "--db", path, "campaign", "new", "The Marches", NULL);
  g_assert_cmpint (made.status, ==, 0);
  run_cli (&checked, "--db", path, "db", "check", NULL);
  g_assert_cmpint (checked.status, ==, 0);
  g_assert_nonnull (strstr (checked.out, "sound"));
  g_remove (path);
  g_rmdir (dir);
}

/* The campaign benchmark builds its own campaign and reports what grows
 * with it; no time is asserted, only that every figure is given. */
static void
test_cli_bench_campaign (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "bench", "campaign", "--battles", "3", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "campaign of 200 leaders and 3 battles"));
  g_assert_nonnull (strstr (run.out, "battle apply: "));
  g_assert_nonnull (strstr (run.out, "KB per battle"));
  g_assert_nonnull (strstr (run.out, "chronicle of one leader: "));
}

static void
test_cli_db_option_needs_file (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "--db", NULL);
  g_assert_cmpint (run.status, ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/version", test_cli_version);
  g_test_add_func ("/cli/help", test_cli_help);
  g_test_add_func ("/cli/help/every-command", test_cli_every_command_help);
  g_test_add_func ("/cli/usage/no-command", test_cli_no_command_is_usage);
  g_test_add_func ("/cli/usage/unknown-command", test_cli_unknown_command);
  g_test_add_func ("/cli/usage/db-needs-file", test_cli_db_option_needs_file);
  g_test_add_func ("/cli/cards/draw-seeded-is-stable", test_cli_cards_draw_seeded_is_stable);
  g_test_add_func ("/cli/cards/draw-other-seed-differs", test_cli_cards_draw_other_seed_differs);
  g_test_add_func ("/cli/cards/draw-whole-deck", test_cli_cards_draw_whole_deck);
  g_test_add_func ("/cli/cards/draw-without-seed-prints-it", test_cli_cards_draw_without_seed_prints_it);
  g_test_add_func ("/cli/cards/draw-bad-arguments", test_cli_cards_draw_bad_arguments);
  g_test_add_func ("/cli/db/read-never-creates", test_cli_db_info_does_not_create_database);
  g_test_add_func ("/cli/db/refuses-foreign-file", test_cli_db_refuses_foreign_file);
  g_test_add_func ("/cli/db/refuses-empty-file", test_cli_db_refuses_empty_file);
  g_test_add_func ("/cli/db/check", test_cli_db_check);
  g_test_add_func ("/cli/bench/campaign", test_cli_bench_campaign);
  g_test_add_func ("/cli/db/read-only-folder", test_cli_db_read_only_folder);

  return g_test_run ();
}
