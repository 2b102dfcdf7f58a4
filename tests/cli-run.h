/* cli-run.h — running banneret-cli from a test, as a user would.
 *
 * Each test owns a temporary database and passes it with --db; the binary
 * is the one the build names in BANNERET_CLI. Only GLib is needed.
 */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

static inline void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static G_GNUC_UNUSED const char *
cli_path (void)
{
  const char *path = g_getenv ("BANNERET_CLI");

  g_assert_nonnull (path);
  return path;
}

/* Runs banneret-cli --db @db with the NULL-terminated arguments. */
static G_GNUC_UNUSED void
run_cli_v (Run        *run,
           const char *db,
           va_list     ap)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  int wait_status;

  g_ptr_array_add (args, (gpointer) cli_path ());
  g_ptr_array_add (args, (gpointer) "--db");
  g_ptr_array_add (args, (gpointer) db);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  g_ptr_array_add (args, NULL);

  g_spawn_sync (NULL, (char **) args->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

static G_GNUC_UNUSED void
run_db (Run        *run,
        const char *db,
        ...)
{
  va_list ap;

  va_start (ap, db);
  run_cli_v (run, db, ap);
  va_end (ap);
}

/* Runs a command that must succeed; returns its output. */
static G_GNUC_UNUSED char *
ok_db (const char *db,
       ...)
{
  g_auto(Run) run = { 0 };
  va_list ap;

  va_start (ap, db);
  run_cli_v (&run, db, ap);
  va_end (ap);
  if (run.status != 0)
    g_test_message ("stderr: %s", run.err);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  return g_steal_pointer (&run.out);
}

static G_GNUC_UNUSED guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p != '\0'; p++)
    n += *p == '\n';
  return n;
}

static G_GNUC_UNUSED void
remove_tree (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *child = g_build_filename (dir, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (dir);
}

/* The rows of a listing printed for people: a header row, then one line a
 * row, columns two or more spaces apart (a blank cell is not seen). */
static G_GNUC_UNUSED guint
count_rows (const char *text)
{
  guint n = count_lines (text);

  return n > 0 ? n - 1 : 0;
}

/* Whether row @row (0: the first under the header; -1: any) starts with
 * the cells given, NULL-terminated. */
static G_GNUC_UNUSED G_GNUC_NULL_TERMINATED gboolean
has_row (const char *text,
         int         row,
         ...)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 1; lines[0] != NULL && lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      g_auto(GStrv) cells = NULL;
      gboolean match = TRUE;
      const char *want;
      guint k = 0;
      va_list ap;

      if (row >= 0 && i - 1 != (guint) row)
        continue;
      cells = g_regex_split_simple ("  +", lines[i], 0, 0);
      va_start (ap, row);
      while ((want = va_arg (ap, const char *)) != NULL)
        {
          if (cells[k] == NULL || strcmp (cells[k], want) != 0)
            match = FALSE;
          if (cells[k] != NULL)
            k++;
        }
      va_end (ap);
      if (match)
        return TRUE;
    }
  return FALSE;
}
