/* test-cli-play-kill.c — a played battle survives its process being killed.
 *
 * "battle act" is killed (SIGKILL) at random points, a hundred times, in
 * battles played against the computer. After each kill the battle opens
 * again, its log replays identically ("battle replay"), and it holds
 * either the whole move (with the computer's answer) or none of it. At the
 * end, each battle is played again from the same start with the moves that
 * were kept, never killed: both logs are the same, so what was resumed is
 * exactly the replay of the decisions committed.
 *
 * Where the kills land is random (g_test_rand, replayable with --seed);
 * nothing is timed.
 */
#include "play-fixture.h"

#include <signal.h>
#include <unistd.h>

#define N_KILLS 100

/* The actions in a "battle log" text: its unindented lines but "setup". */
static guint
count_actions (const char *log)
{
  g_auto(GStrv) lines = g_strsplit (log, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += lines[i][0] != '\0' && lines[i][0] != ' ' && !g_str_equal (lines[i], "setup");
  return n;
}

static char *
start_battle (Fixture *fixture,
              guint    seed)
{
  g_autofree char *seed_text = g_strdup_printf ("%u", seed);
  g_autofree char *out = ok_db (fixture->db, "battle", "start", "--army", "1", "--army", "2", "--seed", seed_text,
                                "--scenario", "river-fords", NULL);
  char *newline = strchr (out, '\n');

  g_assert_nonnull (newline);
  return g_strndup (out, newline - out);
}

/* Runs "battle act @id @move" and kills it after @delay_us microseconds
 * (if it is still running then). */
static void
act_and_kill (Fixture    *fixture,
              const char *id,
              guint       move,
              gulong      delay_us)
{
  g_autofree char *move_text = g_strdup_printf ("%u", move);
  const char *argv[] = { cli_path (), "--db", fixture->db, "battle", "act", id, move_text, NULL };
  g_autoptr(GError) error = NULL;
  GPid pid;
  int status;

  g_spawn_async (NULL, (char **) argv, NULL,
                 G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                 NULL, NULL, &pid, &error);
  g_assert_no_error (error);
  g_usleep (delay_us);
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
}

/* Its log as XML replays identically. */
static void
assert_replays (Fixture    *fixture,
                const char *id)
{
  g_autofree char *xml = ok_db (fixture->db, "battle", "log", id, "--xml", NULL);
  g_autofree char *path = g_build_filename (fixture->dir, "log.xml", NULL);
  g_autofree char *replayed = NULL;
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, xml, -1, &error);
  g_assert_no_error (error);
  replayed = ok_db (fixture->db, "battle", "replay", path, NULL);
  g_assert_true (g_str_has_prefix (replayed, "replay identical"));
}

typedef struct
{
  char *id;
  guint seed;
  GArray *moves;      /* guint: the move numbers that were kept */
} Played;

static void
played_clear (gpointer data)
{
  Played *played = data;

  g_free (played->id);
  g_array_unref (played->moves);
}

static void
test_kill_and_resume (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GArray) battles = g_array_new (FALSE, TRUE, sizeof (Played));
  Played *current = NULL;
  guint kept = 0;

  g_array_set_clear_func (battles, played_clear);
  for (guint kill = 0; kill < N_KILLS; kill++)
    {
      g_autofree char *actions = NULL;
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      guint n_moves, move;

      if (current == NULL)
        {
          Played fresh = { NULL, (guint) g_test_rand_int_range (1, 1000000), g_array_new (FALSE, FALSE, sizeof (guint)) };

          fresh.id = start_battle (fixture, fresh.seed);
          g_array_append_val (battles, fresh);
          current = &g_array_index (battles, Played, battles->len - 1);
        }
      actions = ok_db (fixture->db, "battle", "actions", current->id, NULL);
      n_moves = count_lines (actions);
      if (!g_str_has_prefix (actions, "1\t"))
        {
          /* Over: the next kill is in a new battle. */
          g_assert_false (strchr (actions, '\t') != NULL);
          current = NULL;
          continue;
        }
      move = (guint) g_test_rand_int_range (1, (gint32) n_moves + 1);
      before = ok_db (fixture->db, "battle", "log", current->id, NULL);
      act_and_kill (fixture, current->id, move, (gulong) g_test_rand_int_range (0, 40000));

      /* Resumed: whole or nothing, and it replays. */
      after = ok_db (fixture->db, "battle", "log", current->id, NULL);
      g_assert_true (g_str_has_prefix (after, before));
      if (count_actions (after) > count_actions (before))
        {
          g_array_append_val (current->moves, move);
          kept++;
        }
      else
        g_assert_cmpstr (after, ==, before);
      assert_replays (fixture, current->id);
    }

  g_test_message ("%u of the killed moves had been saved, in %u battles", kept, battles->len);

  /* Each battle again, its kept moves made without a kill: the same battle. */
  for (guint i = 0; i < battles->len; i++)
    {
      Played *played = &g_array_index (battles, Played, i);
      g_autofree char *again = start_battle (fixture, played->seed);
      g_autofree char *resumed = ok_db (fixture->db, "battle", "log", played->id, NULL);
      g_autofree char *clean = NULL;

      for (guint m = 0; m < played->moves->len; m++)
        {
          g_autofree char *move = g_strdup_printf ("%u", g_array_index (played->moves, guint, m));

          g_free (ok_db (fixture->db, "battle", "act", again, move, NULL));
        }
      clean = ok_db (fixture->db, "battle", "log", again, NULL);
      g_assert_cmpstr (resumed, ==, clean);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli-play/kill-and-resume", Fixture, NULL, fixture_set_up, test_kill_and_resume, fixture_tear_down);
  return g_test_run ();
}
