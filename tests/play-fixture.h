/* play-fixture.h — what the CLI play tests share: a campaign file with
 * Baron Hugh's and Count Odo's hosts, two units each, ready to meet on the
 * board. Each test file includes it once, after cli-run.h. */
#pragma once

#include "cli-run.h"

typedef struct
{
  char *dir;
  char *db;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("banneret-cli-play-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->db = g_build_filename (fixture->dir, "campaign.db", NULL);
  g_free (ok_db (fixture->db, "campaign", "new", "Marches", "--seed", "7", NULL));
  g_free (ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Hugh",
                 "--draws", "6H,9S,5D", NULL));
  g_free (ok_db (fixture->db, "leader", "generate", "--campaign", "1", "--player", "--name", "Odo",
                 "--draws", "8C,4H,7S", NULL));
  g_free (ok_db (fixture->db, "army", "muster", "--leader", "1", "--draws", "QH,AC", NULL));
  g_free (ok_db (fixture->db, "army", "add", "1", "mounted-knights", NULL));
  g_free (ok_db (fixture->db, "army", "add", "1", "longbowmen", NULL));
  g_free (ok_db (fixture->db, "army", "muster", "--leader", "2", "--draws", "KH,2C", NULL));
  g_free (ok_db (fixture->db, "army", "add", "2", "pikemen", NULL));
  g_free (ok_db (fixture->db, "army", "add", "2", "crossbowmen", NULL));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->db);
}
