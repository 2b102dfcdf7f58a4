/* test-open-database-ui.c — File › Open and Open Recent, under a real
 * display (Xvfb): another campaign file is shown in place of the first,
 * named in the window, remembered, and a file that is not a campaign
 * database is refused without touching it or closing the one shown. */
#include "bn-config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "bn-application.h"
#include "bn-window.h"

typedef struct
{
  char *dir;
  char *first_path;
  char *second_path;
  BnApplication *app;
  BnWindow *window;
} Fixture;

static gboolean
on_timeout_cb (gpointer user_data)
{
  g_error ("timed out waiting for %s", (const char *) user_data);
  return G_SOURCE_REMOVE;
}

static void
drain (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
make_database (const char *path,
               const char *campaign_name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (path, &error);
  g_autoptr(BnCampaign) campaign = NULL;

  g_assert_no_error (error);
  campaign = bn_store_create_campaign (store, campaign_name, 7, &error);
  g_assert_no_error (error);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GSettings) settings = g_settings_new (BN_APP_ID);
  g_autoptr(GError) error = NULL;
  guint timeout;

  g_settings_reset (settings, "last-campaign");
  g_settings_reset (settings, "recent-databases");
  fixture->dir = g_dir_make_tmp ("banneret-open-ui-XXXXXX", NULL);
  fixture->first_path = g_build_filename (fixture->dir, "marches.db", NULL);
  fixture->second_path = g_build_filename (fixture->dir, "isles.db", NULL);
  make_database (fixture->first_path, "The Marches");
  make_database (fixture->second_path, "The Isles");

  fixture->app = bn_application_new ();
  g_application_set_application_id (G_APPLICATION (fixture->app), NULL);
  g_application_set_flags (G_APPLICATION (fixture->app), G_APPLICATION_NON_UNIQUE);
  bn_application_set_db_path (fixture->app, fixture->first_path);
  g_application_register (G_APPLICATION (fixture->app), NULL, &error);
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (fixture->app));
  fixture->window = BN_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (fixture->app)));
  g_assert_nonnull (fixture->window);
  timeout = g_timeout_add_seconds (30, on_timeout_cb, "the window to be shown");
  while (!gtk_widget_get_mapped (GTK_WIDGET (fixture->window)))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  drain ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;
  GList *windows;

  while ((windows = gtk_application_get_windows (GTK_APPLICATION (fixture->app))) != NULL)
    gtk_window_destroy (windows->data);
  drain ();
  g_clear_object (&fixture->app);
  dir = g_dir_open (fixture->dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->first_path);
  g_free (fixture->second_path);
  g_free (fixture->dir);
}

static const char *
shown_campaign (Fixture *fixture)
{
  const BnCampaign *campaign = bn_campaign_view_get_campaign (bn_window_get_campaign_view (fixture->window));

  return campaign != NULL ? campaign->name : NULL;
}

static void
test_open_another_file_and_back (Fixture       *fixture,
                                 gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) recent = NULL;

  g_assert_cmpstr (shown_campaign (fixture), ==, "The Marches");
  g_assert_nonnull (strstr (bn_window_get_subtitle (fixture->window), "marches.db"));

  g_assert_true (bn_application_open_database (fixture->app, fixture->second_path, &error));
  g_assert_no_error (error);
  drain ();
  g_assert_cmpstr (shown_campaign (fixture), ==, "The Isles");
  g_assert_cmpstr (bn_window_get_subtitle (fixture->window), ==, "The Isles · isles.db");
  /* Campaign 1 of each file: the title follows the file, not the id. */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==, "The Isles — Banneret");
  g_assert_cmpstr (bn_store_get_path (bn_application_get_store (fixture->app)), ==, fixture->second_path);

  /* Both files are remembered, the newest first. */
  recent = bn_application_dup_recent_databases (fixture->app);
  g_assert_cmpuint (g_strv_length (recent), ==, 2);
  g_assert_cmpstr (recent[0], ==, fixture->second_path);
  g_assert_cmpstr (recent[1], ==, fixture->first_path);

  /* Open Recent, as the menu item does it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.open-recent",
                                             "s", fixture->first_path));
  drain ();
  g_assert_cmpstr (shown_campaign (fixture), ==, "The Marches");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==, "The Marches — Banneret");

  /* A write to the file now shown reaches the window; the other file's
   * writes no longer do. */
  {
    g_autoptr(BnStore) other = bn_store_open (fixture->second_path, &error);
    g_autoptr(BnStore) same = bn_store_open (fixture->first_path, &error);
    g_autoptr(BnCampaign) isles2 = NULL;
    g_autoptr(BnCampaign) marches2 = NULL;

    g_assert_no_error (error);
    isles2 = bn_store_create_campaign (other, "The Northern Isles", 8, &error);
    g_assert_no_error (error);
    g_assert_false (bn_store_monitor_check (bn_application_get_store_monitor (fixture->app)));
    marches2 = bn_store_create_campaign (same, "The Welsh Marches", 8, &error);
    g_assert_no_error (error);
    g_assert_true (bn_store_monitor_check (bn_application_get_store_monitor (fixture->app)));
    g_assert_cmpuint (bn_campaign_view_get_n_campaigns (bn_window_get_campaign_view (fixture->window)), ==, 2);
  }
}

static void
test_foreign_file_refused_and_untouched (Fixture       *fixture,
                                         gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *notes = g_build_filename (fixture->dir, "notes.txt", NULL);
  const char *text = "Muster at Michaelmas: 40 spears, 12 lances.\n";
  g_autofree char *after = NULL;
  g_auto(GStrv) recent = NULL;

  g_assert_true (g_file_set_contents (notes, text, -1, &error));
  g_assert_false (bn_application_open_database (fixture->app, notes, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "notes.txt"));
  drain ();

  /* The file shown before is still shown and still works. */
  g_assert_false (bn_window_is_showing_error (fixture->window));
  g_assert_cmpstr (shown_campaign (fixture), ==, "The Marches");
  g_assert_cmpstr (bn_store_get_path (bn_application_get_store (fixture->app)), ==, fixture->first_path);
  g_assert_true (g_file_get_contents (notes, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, text);
  recent = bn_application_dup_recent_databases (fixture->app);
  g_assert_false (g_strv_contains ((const char * const *) recent, notes));
}

int
main (int   argc,
      char *argv[])
{
  /* No session bus: the applications of one test process must not meet
   * each other, or a desktop's, on it. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

#define ADD(path, func) \
  g_test_add ("/open-database" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/another-file-and-back", test_open_another_file_and_back);
  ADD ("/foreign-file-refused-and-untouched", test_foreign_file_refused_and_untouched);
#undef ADD

  return g_test_run ();
}
