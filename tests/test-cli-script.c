/* test-cli-script.c — banneret-cli as scripts use it: --json that parses,
 * "-" for standard input and output, links and devices written through,
 * every help form, the man pages and completion listing every command,
 * stored names cleaned, and (where the machine lets a test mount file
 * systems) a full disk and a read-only folder.
 */
#include <errno.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli-run.h"

static const char *man_path;
static const char *completion_path;

/* ---- a JSON checker: RFC 8259 syntax, nothing more ---- */

static void
skip_space (const char **p)
{
  while (**p == ' ' || **p == '\n' || **p == '\t' || **p == '\r')
    (*p)++;
}

static gboolean parse_value (const char **p, guint depth);

static gboolean
parse_string (const char **p)
{
  if (**p != '"')
    return FALSE;
  for ((*p)++; **p != '"'; (*p)++)
    {
      unsigned char c = (unsigned char) **p;

      if (c == '\0' || c < 0x20)
        return FALSE;
      if (c == '\\')
        {
          (*p)++;
          if (**p == 'u')
            {
              for (int i = 1; i <= 4; i++)
                if (!g_ascii_isxdigit ((*p)[i]))
                  return FALSE;
              *p += 4;
            }
          else if (strchr ("\"\\/bfnrt", **p) == NULL || **p == '\0')
            return FALSE;
        }
    }
  (*p)++;
  return TRUE;
}

static gboolean
parse_number (const char **p)
{
  const char *start = *p;

  if (**p == '-')
    (*p)++;
  if (!g_ascii_isdigit (**p))
    return FALSE;
  if (**p == '0' && g_ascii_isdigit ((*p)[1]))
    return FALSE;
  while (g_ascii_isdigit (**p))
    (*p)++;
  if (**p == '.')
    {
      (*p)++;
      if (!g_ascii_isdigit (**p))
        return FALSE;
      while (g_ascii_isdigit (**p))
        (*p)++;
    }
  if (**p == 'e' || **p == 'E')
    {
      (*p)++;
      if (**p == '+' || **p == '-')
        (*p)++;
      if (!g_ascii_isdigit (**p))
        return FALSE;
      while (g_ascii_isdigit (**p))
        (*p)++;
    }
  return *p > start;
}

static gboolean
parse_container (const char **p,
                 guint        depth,
                 char         close)
{
  (*p)++;
  skip_space (p);
  if (**p == close)
    {
      (*p)++;
      return TRUE;
    }
  for (;;)
    {
      skip_space (p);
      if (close == '}')
        {
          if (!parse_string (p))
            return FALSE;
          skip_space (p);
          if (**p != ':')
            return FALSE;
          (*p)++;
        }
      if (!parse_value (p, depth + 1))
        return FALSE;
      skip_space (p);
      if (**p == close)
        {
          (*p)++;
          return TRUE;
        }
      if (**p != ',')
        return FALSE;
      (*p)++;
    }
}

static gboolean
parse_value (const char **p,
             guint        depth)
{
  skip_space (p);
  if (depth > 64)
    return FALSE;
  switch (**p)
    {
    case '{':
      return parse_container (p, depth, '}');
    case '[':
      return parse_container (p, depth, ']');
    case '"':
      return parse_string (p);
    case 't':
      return g_str_has_prefix (*p, "true") ? (*p += 4, TRUE) : FALSE;
    case 'f':
      return g_str_has_prefix (*p, "false") ? (*p += 5, TRUE) : FALSE;
    case 'n':
      return g_str_has_prefix (*p, "null") ? (*p += 4, TRUE) : FALSE;
    default:
      return parse_number (p);
    }
}

/* Whether @text is one JSON document (and nothing after it) starting with @first. */
static gboolean
is_json (const char *text,
         char        first)
{
  const char *p = text;

  skip_space (&p);
  if (*p != first || !parse_value (&p, 0))
    return FALSE;
  skip_space (&p);
  return *p == '\0';
}

static void
test_json_checker_refuses (void)
{
  g_assert_true (is_json ("[{\"a\": \"\\\"\\\\\\n\\u0007\", \"b\": -1.5e3, \"c\": [true, false, null]}]\n", '['));
  g_assert_false (is_json ("[\"tab\tinside\"]", '['));
  g_assert_false (is_json ("[1,]", '['));
  g_assert_false (is_json ("{\"a\" 1}", '{'));
  g_assert_false (is_json ("[1] [2]", '['));
  g_assert_false (is_json ("[01]", '['));
}

/* ---- a campaign to work on ---- */

typedef struct
{
  char *dir;
  char *db;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = g_dir_make_tmp ("banneret-cli-script-XXXXXX", NULL);
  f->db = g_build_filename (f->dir, "c.db", NULL);
  g_free (ok_db (f->db, "campaign", "new", "Wars of \"the\" Roses \\ and ’Co’", "--seed", "42", NULL));
  g_free (ok_db (f->db, "leader", "generate", "--campaign", "1", "--player", "--draws", "6H,9S,5D", NULL));
  g_free (ok_db (f->db, "army", "muster", "--leader", "1", "--seed", "3", NULL));
  g_free (ok_db (f->db, "army", "add", "1", "mounted-knights", NULL));
  g_free (ok_db (f->db, "leader", "generate", "--campaign", "1", "--player", "--draws", "7H,8S,4D", NULL));
  g_free (ok_db (f->db, "army", "muster", "--leader", "2", "--seed", "4", NULL));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->db);
}

/* Runs @script under /bin/sh with $CLI and $DB set; returns its status. */
static int
run_shell (Fixture    *f,
           const char *script,
           char      **out,
           char      **err)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) env = g_get_environ ();
  const char *argv[] = { "/bin/sh", "-c", script, NULL };
  int wait_status = 0;

  env = g_environ_setenv (env, "CLI", cli_path (), TRUE);
  env = g_environ_setenv (env, "DB", f->db, TRUE);
  env = g_environ_setenv (env, "DIR", f->dir, TRUE);
  g_spawn_sync (f->dir, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, out, err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  return WEXITSTATUS (wait_status);
}

static gboolean
file_is_pdf (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &contents, &length, NULL) || length < 100 || !g_str_has_prefix (contents, "%PDF-"))
    return FALSE;
  /* The trailer, near the end of a file that holds nul bytes. */
  for (gsize i = length - 32; i + 5 <= length; i++)
    if (memcmp (contents + i, "%%EOF", 5) == 0)
      return TRUE;
  return FALSE;
}

/* ---- --json ---- */

static void
test_json_every_listing (Fixture       *f,
                         gconstpointer  data)
{
  const char *commands[][4] = {
    { "campaign", "list", NULL }, { "leader", "list", NULL }, { "army", "list", NULL },
    { "battle", "list", NULL }, { "table", "list", NULL }, { "rules", "list", NULL },
    { "units", "list", NULL }, { "units", "list", "--weapons" }, { "scenario", "list", NULL },
    { "leader", "show", "1" }, { "army", "show", "1" }, { "db", "info", NULL },
    { "ledger", "1", NULL }, { "leader", "ledger", "1" }, { "battle", "show", "1" }, { "battle", "actions", "1" },
    { "table", "types", NULL }, { "table", "log", "1" }, { "army", "validate", "1" },
  };

  g_free (ok_db (f->db, "army", "add", "2", "pikemen", NULL));
  g_free (ok_db (f->db, "battle", "start", "--army", "1", "--army", "2", "--computer", "2", "--seed", "3", NULL));
  g_free (ok_db (f->db, "table", "new", "--army", "1", "--vs", "2", NULL));
  g_free (ok_db (f->db, "table", "resolve", "1", "--attacker", "1", "--defender", "1", "--seed", "4", NULL));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *out = NULL;

      g_test_message ("%s %s --json", commands[i][0], commands[i][1]);
      out = commands[i][2] != NULL ? ok_db (f->db, commands[i][0], commands[i][1], commands[i][2], "--json", NULL)
                                   : ok_db (f->db, commands[i][0], commands[i][1], "--json", NULL);
      g_assert_true (is_json (out, g_str_equal (commands[i][1], "list") || g_str_equal (commands[i][1], "actions")
                                   ? '[' : '{'));
      g_assert_null (strstr (out, "\t"));
    }
}

static void
test_json_fields_and_escaping (Fixture       *f,
                               gconstpointer  data)
{
  g_autofree char *campaigns = ok_db (f->db, "campaign", "list", "--json", NULL);
  g_autofree char *armies = ok_db (f->db, "army", "list", "--json", NULL);
  g_autofree char *army = ok_db (f->db, "army", "show", "1", "--json", NULL);
  g_autofree char *battles = ok_db (f->db, "battle", "list", "--json", NULL);
  g_autofree char *people = ok_db (f->db, "campaign", "list", NULL);

  /* Quotes and backslashes escaped, the rest as UTF-8. */
  g_assert_nonnull (strstr (campaigns, "\"name\": \"Wars of \\\"the\\\" Roses \\\\ and ’Co’\""));
  g_assert_nonnull (strstr (campaigns, "\"id\": 1,"));
  g_assert_nonnull (strstr (campaigns, "\"seed\": 42,"));
  g_assert_nonnull (strstr (campaigns, "\"leaders\": 2,"));
  g_assert_nonnull (strstr (campaigns, "\"archived\": false"));
  /* Typed fields where people read "24 of 43". */
  g_assert_nonnull (strstr (armies, "\"spent\": 24,"));
  g_assert_nonnull (strstr (armies, "\"legal\": true"));
  g_assert_null (strstr (armies, "24 of 43"));
  g_assert_nonnull (strstr (army, "\"type\": \"mounted-knights\""));
  g_assert_nonnull (strstr (army, "\"cost\": 24,"));
  g_assert_cmpstr (battles, ==, "[]\n");
  /* People get a header row and the same names. */
  g_assert_true (g_str_has_prefix (people, "ID  NAME"));
  g_assert_true (has_row (people, 0, "1", "Wars of \"the\" Roses \\ and ’Co’", "2", "42", NULL));
}

/* The show commands that print a record, a draw, a price, a check or a
 * log: one JSON document each, with the documented fields. */
static void
test_json_shows (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *cards = ok_db (f->db, "cards", "draw", "3", "--seed", "4", "--json", NULL);
  g_autofree char *jokers = ok_db (f->db, "cards", "draw", "54", "--seed", "1", "--json", NULL);
  g_autofree char *cost = ok_db (f->db, "unit", "cost", "--type", "mounted-knights", "--mercenary", "--json", NULL);
  g_autofree char *check = ok_db (f->db, "db", "check", "--json", NULL);
  g_autofree char *chronicle = NULL;
  g_autofree char *log = NULL;
  g_autofree char *people_cards = ok_db (f->db, "cards", "draw", "3", "--seed", "4", NULL);

  /* cards draw: the same cards as for people, each told. */
  g_assert_true (is_json (cards, '{'));
  g_assert_cmpstr (people_cards, ==, "6H 7C QH\n");
  g_assert_nonnull (strstr (cards, "\"seed\": 4,"));
  g_assert_nonnull (strstr (cards, "\"card\": \"6H\",\n      \"value\": 6,\n      \"suit\": \"hearts\",\n"
                                   "      \"colour\": \"red\",\n      \"joker\": false"));
  g_assert_nonnull (strstr (cards, "\"card\": \"QH\",\n      \"value\": 12,"));
  g_assert_true (is_json (jokers, '{'));
  g_assert_nonnull (strstr (jokers, "\"value\": null,\n      \"suit\": null,"));
  g_assert_nonnull (strstr (jokers, "\"joker\": true"));

  /* unit cost: the price, a mercenary's share, every line. */
  g_assert_true (is_json (cost, '{'));
  g_assert_nonnull (strstr (cost, "\"cost\": 6,"));
  g_assert_nonnull (strstr (cost, "\"regular_cost\": 24,"));
  g_assert_nonnull (strstr (cost, "\"mercenary\": true,"));
  g_assert_nonnull (strstr (cost, "\"minimum_promise\": 6,"));
  g_assert_nonnull (strstr (cost, "\"kind\": \"amount\",\n      \"label\": \"horse\",\n      \"amount\": 8,"));
  g_assert_nonnull (strstr (cost, "\"kind\": \"mercenary\""));
  g_assert_nonnull (strstr (cost, "\"numerator\": 1,\n      \"denominator\": 4"));

  /* db check: sound, and no problem. */
  g_assert_true (is_json (check, '{'));
  g_assert_nonnull (strstr (check, "\"sound\": true,"));
  g_assert_nonnull (strstr (check, "\"problem\": null"));
  g_assert_nonnull (strstr (check, "c.db\""));
  {
    /* A damaged copy: the finding as JSON, said on stderr too, exit 1. */
    g_autofree char *damaged = g_build_filename (f->dir, "damaged.db", NULL);
    g_autofree char *contents = NULL;
    gsize length = 0;
    g_auto(Run) run = { 0 };

    g_assert_true (g_file_get_contents (f->db, &contents, &length, NULL));
    g_assert_cmpuint (length, >, 4096 * 5);
    /* Page 5, a b-tree page, its cells' pointers overwritten. */
    for (guint i = 0; i < 1024; i++)
      contents[4096 * 4 + 8 + i] = (char) i;
    g_assert_true (g_file_set_contents (damaged, contents, (gssize) length, NULL));
    run_db (&run, damaged, "db", "check", "--json", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (is_json (run.out, '{'));
    g_assert_nonnull (strstr (run.out, "\"sound\": false,"));
    g_assert_nonnull (strstr (run.out, "\"problem\": \""));
    g_assert_nonnull (strstr (run.err, "damaged.db"));
  }

  /* leader chronicle: a battle fought and applied is a chapter. */
  g_free (ok_db (f->db, "army", "add", "2", "pikemen", NULL));
  {
    g_autofree char *odds = ok_db (f->db, "battle", "odds", "--army", "1", "--army", "2", "--runs", "5",
                                   "--seed", "7", "--threads", "1", "--json", NULL);

    /* battle odds: the figures as numbers, two sides, each unit. */
    g_assert_true (is_json (odds, '{'));
    g_assert_nonnull (strstr (odds, "\"runs\": 5,\n  \"seed\": 7,"));
    g_assert_nonnull (strstr (odds, "\"side\": 1,\n      \"army\": "));
    g_assert_nonnull (strstr (odds, "\"win_rate_high\": "));
    g_assert_nonnull (strstr (odds, "\"losses_in\": \"figures\","));
    g_assert_nonnull (strstr (odds, "\"unit\": \"Pikemen\",\n      \"mean_lost\": "));
    g_assert_nonnull (strstr (odds, "\"destroyed_rate\": "));
  }
  g_free (ok_db (f->db, "battle", "fight", "--campaign", "1", "--army", "1", "--vs", "2", "--seed", "5", NULL));
  g_free (ok_db (f->db, "battle", "apply", "1", NULL));
  chronicle = ok_db (f->db, "leader", "chronicle", "1", "--json", NULL);
  g_assert_true (is_json (chronicle, '{'));
  g_assert_nonnull (strstr (chronicle, "\"leader_id\": 1,"));
  g_assert_nonnull (strstr (chronicle, "\"honor_start\": "));
  g_assert_nonnull (strstr (chronicle, "\"chapters\": [\n    {\n      \"event\": 1,\n      \"battle_id\": 1,"));
  g_assert_nonnull (strstr (chronicle, "\"heading\": \"Battle 1: "));
  g_assert_nonnull (strstr (chronicle, "\"honor_after\": "));
  g_assert_nonnull (strstr (chronicle, "\"lines\": [\n        {\n          \"event\": 1,\n          \"kind\": "));
  g_assert_nonnull (strstr (chronicle, "\"closing\": "));

  /* battle log: the moves in words and fields, with their events. */
  g_free (ok_db (f->db, "battle", "start", "--army", "1", "--army", "2", "--computer", "2", "--seed", "3", NULL));
  g_free (ok_db (f->db, "battle", "act", "1", "1", NULL));
  log = ok_db (f->db, "battle", "log", "1", "--json", NULL);
  g_assert_true (is_json (log, '{'));
  g_assert_nonnull (strstr (log, "\"id\": 1,\n  \"setup\": ["));
  g_assert_nonnull (strstr (log, "\"moves\": [\n    {\n      \"number\": 1,\n      \"side\": "));
  g_assert_nonnull (strstr (log, "\"move\": \""));
  g_assert_nonnull (strstr (log, "\"events\": [\n        {\n          \"type\": \""));
  g_assert_nonnull (strstr (log, "\"text\": \""));
  {
    g_auto(Run) both = { 0 };
    g_auto(Run) pdf_too = { 0 };

    run_db (&both, f->db, "battle", "log", "1", "--json", "--xml", NULL);
    g_assert_cmpint (both.status, ==, 2);
    run_db (&pdf_too, f->db, "leader", "chronicle", "1", "--json", "--pdf", "-", NULL);
    g_assert_cmpint (pdf_too.status, ==, 2);
  }
}

/* The battlefields and the rulesets: a header row for people, the
 * documented fields as JSON. */
static void
test_scenario_and_rules_lists (Fixture       *f,
                               gconstpointer  data)
{
  g_autofree char *scenarios = ok_db (f->db, "scenario", "list", NULL);
  g_autofree char *scenarios_json = ok_db (f->db, "scenario", "list", "--json", NULL);
  g_autofree char *rules = ok_db (f->db, "rules", "list", NULL);
  g_autofree char *rules_json = ok_db (f->db, "rules", "list", "--json", NULL);

  g_assert_true (g_str_has_prefix (scenarios, "ID "));
  g_assert_nonnull (strstr (scenarios, "  NAME  "));
  g_assert_nonnull (strstr (scenarios, "  OBJECTIVES"));
  g_assert_true (has_row (scenarios, 1, "river-fords", "River with fords", "13×9", "7 VP", "(6,4) 1 VP", NULL));
  g_assert_true (is_json (scenarios_json, '['));
  g_assert_nonnull (strstr (scenarios_json, "\"id\": \"river-fords\","));
  g_assert_nonnull (strstr (scenarios_json, "\"width\": 13,"));
  g_assert_nonnull (strstr (scenarios_json, "\"victory_points\": 1"));
  g_assert_nonnull (strstr (scenarios_json, "\"id\": \"random:SEED\","));
  g_assert_nonnull (strstr (scenarios_json, "\"generated\": true"));

  g_assert_true (g_str_has_prefix (rules, "ID "));
  g_assert_nonnull (strstr (rules, "  DEFAULT  "));
  g_assert_true (has_row (rules, 0, "lords-and-levies", "Lords & Levies", "default", NULL));
  g_assert_true (has_row (rules, -1, "junior-general", "Junior General fast play", NULL));
  g_assert_true (is_json (rules_json, '['));
  g_assert_nonnull (strstr (rules_json, "\"id\": \"lords-and-levies\","));
  g_assert_nonnull (strstr (rules_json, "\"default\": true,"));
  g_assert_nonnull (strstr (rules_json, "\"default\": false,"));
  g_assert_nonnull (strstr (rules_json, "\"source\": "));
  g_assert_nonnull (strstr (rules_json, "\"description\": "));
}

static void
test_json_only_where_documented (Fixture       *f,
                                 gconstpointer  data)
{
  g_auto(Run) run = { 0 };

  /* A command that changes things has no --json to pretend with. */
  run_db (&run, f->db, "army", "remove", "1", "1", "--json", NULL);
  g_assert_cmpint (run.status, ==, 2);
}

/* ---- "-" ---- */

static void
test_dash_reads_and_writes (Fixture       *f,
                            gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *pdf = g_build_filename (f->dir, "roster.pdf", NULL);
  g_autofree char *log = g_build_filename (f->dir, "log.xml", NULL);
  g_autofree char *armies = NULL;

  /* A roster exported, then imported from standard input. */
  g_assert_cmpint (run_shell (f, "\"$CLI\" --db \"$DB\" army export 1 | \"$CLI\" --db \"$DB\" army import - --leader 2",
                              &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  armies = ok_db (f->db, "army", "list", NULL);
  g_assert_cmpuint (count_rows (armies), ==, 3);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A PDF on standard output: the PDF alone; the message on stderr. */
  g_assert_cmpint (run_shell (f, "\"$CLI\" --db \"$DB\" army pdf 1 - > roster.pdf", &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_str_has_prefix (err, "wrote the PDF to standard output ("));
  g_assert_nonnull (strstr (err, " page"));
  g_assert_null (strstr (err, "wrote -"));
  g_assert_true (file_is_pdf (pdf));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A battle log on standard output, read back from standard input. */
  g_assert_cmpint (run_shell (f, "\"$CLI\" --db \"$DB\" battle auto --army 1 --army 3 --seed 5 --log - > log.xml "
                              "&& \"$CLI\" --db \"$DB\" battle replay - < log.xml", &out, &err), ==, 0);
  g_assert_cmpstr (err != NULL && strstr (err, "banneret-cli:") != NULL ? err : "", ==, "");
  g_assert_nonnull (strstr (err, "Log written to standard output\n"));
  {
    g_autofree char *xml = NULL;

    g_assert_true (g_file_get_contents (log, &xml, NULL, NULL));
    g_assert_true (g_str_has_prefix (xml, "<?xml"));
  }
}

/* ---- links and devices ---- */

static void
test_links_and_devices_written_through (Fixture       *f,
                                        gconstpointer  data)
{
  g_autofree char *real = g_build_filename (f->dir, "real.pdf", NULL);
  g_autofree char *link = g_build_filename (f->dir, "link.pdf", NULL);
  g_autofree char *dangling = g_build_filename (f->dir, "dangling.pdf", NULL);
  g_autofree char *made = g_build_filename (f->dir, "made.pdf", NULL);
  g_autofree char *fifo = g_build_filename (f->dir, "fifo", NULL);
  g_autofree char *proc_link = g_build_filename (f->dir, "stdout-link", NULL);
  g_autofree char *piped = g_build_filename (f->dir, "piped.pdf", NULL);
  g_autofree char *redirected = g_build_filename (f->dir, "redirected.pdf", NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  GStatBuf st;

  /* A link to a regular file: the file is replaced, the link stays. */
  g_assert_true (g_file_set_contents (real, "old", -1, NULL));
  g_assert_cmpint (symlink ("real.pdf", link), ==, 0);
  g_free (ok_db (f->db, "army", "pdf", "1", link, NULL));
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_true (file_is_pdf (real));

  /* A link to nothing yet: its target is made. */
  g_assert_cmpint (symlink ("made.pdf", dangling), ==, 0);
  g_free (ok_db (f->db, "army", "pdf", "1", dangling, NULL));
  g_assert_cmpint (g_lstat (dangling, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_true (file_is_pdf (made));

  /* A pipe: written through, still a pipe. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (run_shell (f, "cat fifo > piped.pdf & \"$CLI\" --db \"$DB\" army pdf 1 fifo; s=$?; wait; exit $s",
                              &out, &err), ==, 0);
  g_assert_cmpint (g_lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_assert_true (file_is_pdf (piped));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A link into /proc, as /dev/stdout is: written through, never replaced
   * (here a link of our own, so that a failure harms only this folder). */
  g_assert_cmpint (symlink ("/proc/self/fd/1", proc_link), ==, 0);
  g_assert_cmpint (run_shell (f, "\"$CLI\" --db \"$DB\" army pdf 1 stdout-link > redirected.pdf", &out, &err), ==, 0);
  g_assert_cmpint (g_lstat (proc_link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_true (file_is_pdf (redirected));
}

static void
test_full_device_said_as_such (Fixture       *f,
                               gconstpointer  data)
{
  g_auto(Run) run = { 0 };

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full");
      return;
    }
  run_db (&run, f->db, "army", "pdf", "1", "/dev/full", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpuint (count_lines (run.err), ==, 1);
  g_assert_nonnull (strstr (run.err, "/dev/full"));
  g_assert_nonnull (strstr (run.err, g_strerror (ENOSPC)));
  g_assert_true (g_file_test ("/dev/full", G_FILE_TEST_EXISTS) && !g_file_test ("/dev/full", G_FILE_TEST_IS_REGULAR));
}

/* ---- file systems the test mounts in a namespace of its own ---- */

/* Runs @script in a mount namespace of its own (unshare -m), where it may
 * mount; %FALSE (and the test skipped) where the machine does not allow it. */
static gboolean
can_mount (Fixture *f)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  if (run_shell (f, "unshare -m sh -c 'mount -t tmpfs -o size=64k none \"$DIR\"' 2>/dev/null", &out, &err) != 0)
    {
      g_test_skip ("cannot mount a file system here (unshare -m and mount need privileges)");
      return FALSE;
    }
  return TRUE;
}

static void
test_full_disk_said_as_such (Fixture       *f,
                             gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  if (!can_mount (f))
    return;
  /* A disk of 2 MiB holding a new database, then filled up. */
  g_assert_cmpint (run_shell (f,
                              "unshare -m sh -c '"
                              "mkdir -p small && mount -t tmpfs -o size=2m none small && "
                              "\"$CLI\" --db small/c.db campaign new First > /dev/null && "
                              "{ dd if=/dev/zero of=small/fill bs=4k 2> /dev/null; true; } && "
                              "\"$CLI\" --db small/c.db campaign new Second'",
                              &out, &err), ==, 1);
  g_test_message ("%s", err);
  g_assert_cmpuint (count_lines (err), ==, 1);
  g_assert_nonnull (strstr (err, "small/c.db"));
  g_assert_nonnull (strstr (err, "no space left on device"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A new database that cannot be made on the full disk leaves no empty
   * file behind, which the next try would refuse as not a database. */
  g_assert_cmpint (run_shell (f,
                              "unshare -m sh -c '"
                              "mkdir -p small && mount -t tmpfs -o size=64k none small && "
                              "{ dd if=/dev/zero of=small/fill bs=4k 2> /dev/null; true; } && "
                              "{ \"$CLI\" --db small/new.db campaign new First; s=$?; "
                              "ls small; exit $s; }'",
                              &out, &err), ==, 1);
  g_assert_cmpuint (count_lines (err), ==, 1);
  g_assert_nonnull (strstr (err, "small/new.db"));
  g_assert_nonnull (strstr (err, "no space left on device"));
  g_assert_cmpstr (out, ==, "fill\n");
}

static void
test_relative_db_on_read_only_file_system (Fixture       *f,
                                           gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  if (!can_mount (f))
    return;
  /* The folder holding c.db, bound read-only over itself; read by a
   * relative path from inside it. */
  g_assert_cmpint (run_shell (f,
                              "unshare -m sh -c '"
                              "mount --bind \"$DIR\" \"$DIR\" && mount -o remount,ro,bind \"$DIR\" && "
                              "! touch \"$DIR/written\" 2> /dev/null && "
                              "cd \"$DIR\" && \"$CLI\" --db c.db campaign list && \"$CLI\" --db ./c.db army show 1'",
                              &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "Wars of"));
  g_assert_nonnull (strstr (out, "Mounted knights"));
}

/* ---- names ---- */

static void
test_stored_names_cleaned (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(GString) long_name = g_string_new (NULL);
  const char *bad[] = { "Count\tOdo", "Count\nOdo", "Count \x1b[31mOdo", "   " };
  g_autofree char *tables = NULL;

  for (guint i = 0; i < 131000; i++)
    g_string_append_c (long_name, 'a' + i % 26);
  {
    g_auto(Run) run = { 0 };

    run_db (&run, f->db, "table", "new", "--army", "1", "--opponent", long_name->str, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpuint (count_lines (run.err), ==, 1);
    g_assert_nonnull (strstr (run.err, "opponent's name"));
    g_assert_nonnull (strstr (run.err, "131000"));
  }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(Run) opponent = { 0 };
      g_auto(Run) name = { 0 };

      run_db (&opponent, f->db, "table", "new", "--army", "1", "--opponent", bad[i], NULL);
      g_assert_cmpint (opponent.status, ==, 1);
      g_assert_nonnull (strstr (opponent.err, "opponent's name"));
      run_db (&name, f->db, "table", "new", "--army", "1", "--opponent", "Count Odo", "--name", bad[i], NULL);
      g_assert_cmpint (name.status, ==, 1);
      g_assert_nonnull (strstr (name.err, "battle's name"));
    }
  /* Nothing was stored; a clean name, trimmed, is. */
  tables = ok_db (f->db, "table", "list", NULL);
  g_assert_cmpstr (tables, ==, "");
  g_free (ok_db (f->db, "table", "new", "--army", "1", "--opponent", "  Count Odo ", NULL));
  g_clear_pointer (&tables, g_free);
  tables = ok_db (f->db, "table", "list", NULL);
  g_assert_cmpuint (count_rows (tables), ==, 1);
  g_assert_true (has_row (tables, 0, "1", "Table-side battle", "Count Odo", NULL));
}

/* ---- help, the man pages and the completion ---- */

static void
test_help_forms (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *all = ok_db (f->db, "help", NULL);
  g_autofree char *group = ok_db (f->db, "help", "army", NULL);
  g_autofree char *group_flag = ok_db (f->db, "army", "--help", NULL);
  g_autofree char *group_h = ok_db (f->db, "army", "-h", NULL);
  g_autofree char *command = ok_db (f->db, "help", "army", "show", NULL);
  g_autofree char *command_flag = ok_db (f->db, "army", "show", "--help", NULL);
  g_autofree char *one_word = ok_db (f->db, "help", "ledger", NULL);

  g_assert_nonnull (strstr (all, "Commands:"));
  g_assert_nonnull (strstr (all, "  army show "));
  g_assert_cmpstr (group, ==, group_flag);
  g_assert_cmpstr (group, ==, group_h);
  g_assert_nonnull (strstr (group, "  army pdf "));
  g_assert_null (strstr (group, "  leader show "));
  g_assert_cmpstr (command, ==, command_flag);
  g_assert_nonnull (strstr (command, "banneret-cli [OPTION…] army show"));
  g_assert_nonnull (strstr (command, "--json"));
  g_assert_nonnull (strstr (one_word, "banneret-cli [OPTION…] ledger"));
  {
    g_auto(Run) run = { 0 };

    run_db (&run, f->db, "help", "army", "fly", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "army fly"));
  }
}

/* Every command "help" lists, as "GROUP NAME" or a one-word "GROUP". */
static GPtrArray *
listed_commands (Fixture *f)
{
  g_autofree char *help = ok_db (f->db, "help", NULL);
  g_auto(GStrv) lines = g_strsplit (help, "\n", -1);
  GPtrArray *commands = g_ptr_array_new_with_free_func (g_free);
  gboolean in_commands = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = NULL;

      if (g_str_equal (lines[i], "Commands:"))
        in_commands = TRUE;
      if (!in_commands || !g_str_has_prefix (lines[i], "  ") || g_ascii_isspace (lines[i][2]))
        continue;
      words = g_strsplit (lines[i] + 2, " ", 3);
      if (words[1] != NULL && g_ascii_islower (words[1][0]))
        g_ptr_array_add (commands, g_strdup_printf ("%s %s", words[0], words[1]));
      else
        g_ptr_array_add (commands, g_strdup (words[0]));
    }
  return commands;
}

static void
test_man_and_completion_list_every_command (Fixture       *f,
                                            gconstpointer  data)
{
  g_autoptr(GPtrArray) commands = listed_commands (f);
  g_autofree char *man = NULL;
  g_autofree char *completion = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_true (g_file_get_contents (man_path, &man, NULL, NULL));
  g_assert_true (g_file_get_contents (completion_path, &completion, NULL, NULL));
  g_assert_cmpuint (commands->len, >, 60);
  for (guint i = 0; i < commands->len; i++)
    {
      const char *command = commands->pdata[i];
      g_auto(GStrv) words = g_strsplit (command, " ", 2);
      g_autofree char *man_entry = words[1] != NULL ? g_strdup_printf ("\n.TP\n\\fB%s %s\\fR", words[0], words[1])
                                                    : g_strdup_printf ("\n.TP\n\\fB%s\\fR", words[0]);
      g_autofree char *case_entry = words[1] != NULL ? g_strdup_printf ("\"%s %s\") words='--help", words[0], words[1])
                                                     : g_strdup_printf ("\"%s \"*) words='--help", words[0]);

      g_test_message ("%s", command);
      g_assert_nonnull (strstr (man, man_entry));
      g_assert_nonnull (strstr (completion, case_entry));
    }
  /* Each command's own options are there too. */
  g_assert_nonnull (strstr (man, "\\-\\-opponent"));
  g_assert_nonnull (strstr (completion, "\"army pdf\") words='--help --opponent'"));

  /* The completion completes, in bash, without the bash-completion package. */
  {
    g_autofree char *script = g_strdup_printf ("source '%s'; COMP_WORDS=(banneret-cli --db x.db army p); COMP_CWORD=4; "
                                               "_banneret_cli; echo \"${COMPREPLY[*]}\"", completion_path);
    const char *argv[] = { "bash", "-c", script, NULL };
    g_autoptr(GError) error = NULL;
    int status = 0;

    if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, &err, &status, &error))
      {
        g_test_skip ("no bash");
        return;
      }
    g_assert_cmpstr (out, ==, "post pdf\n");
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* The generated man page and completion, named by the build. */
  g_assert_cmpint (argc, ==, 3);
  man_path = argv[1];
  completion_path = argv[2];

  g_test_add_func ("/cli-script/json/checker", test_json_checker_refuses);
  g_test_add ("/cli-script/json/every-listing-parses", Fixture, NULL, fixture_set_up, test_json_every_listing, fixture_tear_down);
  g_test_add ("/cli-script/json/fields-and-escaping", Fixture, NULL, fixture_set_up, test_json_fields_and_escaping, fixture_tear_down);
  g_test_add ("/cli-script/json/shows", Fixture, NULL, fixture_set_up, test_json_shows, fixture_tear_down);
  g_test_add ("/cli-script/json/scenario-and-rules-lists", Fixture, NULL, fixture_set_up, test_scenario_and_rules_lists, fixture_tear_down);
  g_test_add ("/cli-script/json/only-where-documented", Fixture, NULL, fixture_set_up, test_json_only_where_documented, fixture_tear_down);
  g_test_add ("/cli-script/dash/reads-and-writes", Fixture, NULL, fixture_set_up, test_dash_reads_and_writes, fixture_tear_down);
  g_test_add ("/cli-script/output/links-and-devices", Fixture, NULL, fixture_set_up, test_links_and_devices_written_through, fixture_tear_down);
  g_test_add ("/cli-script/output/full-device", Fixture, NULL, fixture_set_up, test_full_device_said_as_such, fixture_tear_down);
  g_test_add ("/cli-script/db/full-disk", Fixture, NULL, fixture_set_up, test_full_disk_said_as_such, fixture_tear_down);
  g_test_add ("/cli-script/db/relative-read-only", Fixture, NULL, fixture_set_up, test_relative_db_on_read_only_file_system, fixture_tear_down);
  g_test_add ("/cli-script/names/cleaned", Fixture, NULL, fixture_set_up, test_stored_names_cleaned, fixture_tear_down);
  g_test_add ("/cli-script/help/forms", Fixture, NULL, fixture_set_up, test_help_forms, fixture_tear_down);
  g_test_add ("/cli-script/help/man-and-completion", Fixture, NULL, fixture_set_up, test_man_and_completion_list_every_command, fixture_tear_down);
  return g_test_run ();
}
