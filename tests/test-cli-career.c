/* test-cli-career.c — "battle …", "campaign advance", "leader ledger" and
 * "leader chronicle" as a user runs them, each test in its own database.
 */
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

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

typedef struct
{
  char *dir;
  char *db;
  char *result;   /* a battle-result file */
} Fixture;

static void
run_v (Run        *run,
       const char *db,
       va_list     ap)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  int wait_status;

  g_ptr_array_add (args, (gpointer) g_getenv ("BANNERET_CLI"));
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

static void
run_db (Run        *run,
        const char *db,
        ...)
{
  va_list ap;

  va_start (ap, db);
  run_v (run, db, ap);
  va_end (ap);
}

static char *
ok_db (const char *db,
       ...)
{
  g_auto(Run) run = { 0 };
  va_list ap;

  va_start (ap, db);
  run_v (&run, db, ap);
  va_end (ap);
  if (run.status != 0)
    g_test_message ("stderr: %s", run.err);
  g_assert_cmpint (run.status, ==, 0);
  return g_steal_pointer (&run.out);
}

static const char RESULT[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<battle-result format=\"1\" campaign=\"1\" army=\"1\" opponent=\"Count Odo\" winner=\"player\"\n"
  "               player-vp=\"5\" opponent-vp=\"2\" unspent=\"20\">\n"
  "  <name>the ford</name>\n"
  "  <date>spring 1190</date>\n"
  "  <unit number=\"1\" lost=\"2\"/>\n"
  "  <leader id=\"1\" unit=\"1\"/>\n"
  "  <deed id=\"won-melee\" leader=\"1\" unit=\"1\" attached=\"true\" herald=\"true\"/>\n"
  "  <check leader=\"1\" kind=\"melee\"/>\n"
  "</battle-result>\n";

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *d = NULL;

  fixture->dir = g_dir_make_tmp ("banneret-cli-career-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->db = g_build_filename (fixture->dir, "campaign.db", NULL);
  fixture->result = g_build_filename (fixture->dir, "result.xml", NULL);
  g_assert_true (g_file_set_contents (fixture->result, RESULT, -1, NULL));
  a = ok_db (fixture->db, "campaign", "new", "Marches", "--seed", "7", NULL);
  /* A Baron of Known esteem (5 + 3 = 8), Chivalric (7), 8 skill points. */
  b = ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Hugh",
             "--draws", "5C,7H,8D", NULL);
  c = ok_db (fixture->db, "army", "muster", "--leader", "1", "--name", "Host", "--draws", "QH,AC", NULL);
  d = ok_db (fixture->db, "army", "add", "1", "mounted-knights", "--colour", "red", NULL);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GDir) handle = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->db);
  g_free (fixture->result);
}

static void
test_record_apply_ledger (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *id = ok_db (fixture->db, "battle", "record", "--from", fixture->result, NULL);
  g_autofree char *applied = NULL;
  g_autofree char *ledger = NULL;
  g_autofree char *chronicle = NULL;
  g_autofree char *advance = NULL;

  g_assert_cmpstr (id, ==, "1\n");
  /* D20 4: he passes (PCS 10 + points), so no card is needed. */
  applied = ok_db (fixture->db, "battle", "apply", "1", "--dice", "4", NULL);
  g_assert_nonnull (strstr (applied, "won a melee (unit 1): 3 × 2 attached × 2 herald × 3 Known esteem = +36 honor"));
  ledger = ok_db (fixture->db, "leader", "ledger", "1", NULL);
  g_assert_nonnull (strstr (ledger, "battle 1 (the ford), won a melee (unit 1): 3 × 2 attached × 2 herald × 3 Known esteem = +36 honor"));
  g_assert_nonnull (strstr (ledger, "army points left unspent in Host: +20 to his purse"));
  advance = ok_db (fixture->db, "campaign", "advance", "--campaign", "1", NULL);
  g_assert_nonnull (strstr (advance, "Hugh"));
  chronicle = ok_db (fixture->db, "leader", "chronicle", "1", NULL);
  g_assert_nonnull (strstr (chronicle, "In the battle at the ford, in spring 1190, Baron Hugh won a melee"));
  g_assert_nonnull (strstr (chronicle, "Between battles"));
}

static void
test_refusals (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *bad = g_build_filename (fixture->dir, "bad.xml", NULL);
  g_autofree char *list = NULL;
  g_auto(Run) refused = { 0 };
  g_auto(Run) twice = { 0 };
  g_auto(Run) usage = { 0 };
  g_autofree char *id = NULL;
  g_autofree char *applied = NULL;

  g_assert_true (g_file_set_contents (bad,
                                      "<battle-result format=\"1\" campaign=\"1\" army=\"1\" opponent=\"x\" winner=\"draw\">"
                                      "<name>a</name><unit number=\"1\" lost=\"99\"/></battle-result>", -1, NULL));
  run_db (&refused, fixture->db, "battle", "record", "--from", bad, NULL);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_nonnull (strstr (refused.err, "lost 99 figures"));

  id = ok_db (fixture->db, "battle", "record", "--from", fixture->result, NULL);
  g_assert_cmpstr (id, ==, "1\n");   /* the refused one left nothing behind */
  applied = ok_db (fixture->db, "battle", "apply", "1", "--dice", "4", NULL);
  run_db (&twice, fixture->db, "battle", "apply", "1", NULL);
  g_assert_cmpint (twice.status, ==, 1);
  run_db (&usage, fixture->db, "battle", "apply", NULL);
  g_assert_cmpint (usage.status, ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli/career/record-apply-ledger", Fixture, NULL, fixture_set_up, test_record_apply_ledger,
              fixture_tear_down);
  g_test_add ("/cli/career/refusals", Fixture, NULL, fixture_set_up, test_refusals, fixture_tear_down);
  return g_test_run ();
}
