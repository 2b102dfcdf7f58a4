/* test-app.c — the application window under a real display (Xvfb). */
#include "bn-config.h"

#include <glib/gstdio.h>
#include <signal.h>

#include "bn-application.h"
#include "bn-window.h"

static const char *const sections[] = { "campaign", "leaders", "armies", "battles", "chronicle" };

typedef struct
{
  char *dir;
  char *db_path;
  BnApplication *app;
  BnWindow *window;
} Fixture;

static gboolean
on_timeout_cb (gpointer user_data)
{
  g_error ("timed out waiting for the window to be shown");
  return G_SOURCE_REMOVE;
}

static void
wait_until_mapped (GtkWidget *widget)
{
  guint timeout = g_timeout_add_seconds (30, on_timeout_cb, NULL);

  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
start_app (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;

  fixture->app = bn_application_new ();
  /* Several applications live and die in this one process: without an ID
   * none of them claims the bus name or object path of the real one. */
  g_application_set_application_id (G_APPLICATION (fixture->app), NULL);
  g_application_set_flags (G_APPLICATION (fixture->app), G_APPLICATION_NON_UNIQUE);
  bn_application_set_db_path (fixture->app, fixture->db_path);
  g_application_register (G_APPLICATION (fixture->app), NULL, &error);
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (fixture->app));

  fixture->window = BN_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (fixture->app)));
  g_assert_nonnull (fixture->window);
  wait_until_mapped (GTK_WIDGET (fixture->window));
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  fixture->dir = g_dir_make_tmp ("banneret-app-XXXXXX", NULL);
  fixture->db_path = g_build_filename (fixture->dir, "campaign.db", NULL);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  const char *suffixes[] = { "", "-wal", "-shm" };

  if (fixture->window != NULL)
    gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_clear_object (&fixture->app);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *path = g_strconcat (fixture->db_path, suffixes[i], NULL);

      g_remove (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->db_path);
  g_free (fixture->dir);
}

static void
test_app_window_opens (Fixture       *fixture,
                       gconstpointer  user_data)
{
  start_app (fixture);

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (fixture->window)));
  g_assert_false (bn_window_is_showing_error (fixture->window));
  g_assert_nonnull (bn_application_get_store (fixture->app));
  g_assert_cmpstr (bn_window_get_section (fixture->window), ==, "campaign");
  g_assert_true (g_file_test (fixture->db_path, G_FILE_TEST_IS_REGULAR));
}

static void
test_app_every_section_reachable (Fixture       *fixture,
                                  gconstpointer  user_data)
{
  start_app (fixture);

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      g_autoptr(GVariant) target = g_variant_ref_sink (g_variant_new_string (sections[i]));

      g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->window),
                                                         "win.section", target));
      g_assert_cmpstr (bn_window_get_section (fixture->window), ==, sections[i]);
    }
}

/* Alt+1 … Alt+5 are bound to the five sections, in order. */
static void
test_app_section_accelerators (Fixture       *fixture,
                               gconstpointer  user_data)
{
  start_app (fixture);

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      g_autofree char *action = g_strdup_printf ("win.section::%s", sections[i]);
      g_autofree char *expected = g_strdup_printf ("<Alt>%u", i + 1);
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (fixture->app), action);

      g_assert_cmpuint (g_strv_length (accels), ==, 1);
      g_assert_cmpstr (accels[0], ==, expected);
    }
}

static void
test_app_bad_database_shows_error (Fixture       *fixture,
                                   gconstpointer  user_data)
{
  g_autofree char *after = NULL;
  const char *junk = "this is not a database, it is a shopping list\n";

  g_file_set_contents (fixture->db_path, junk, -1, NULL);
  start_app (fixture);

  g_assert_null (bn_application_get_store (fixture->app));
  g_assert_nonnull (bn_application_get_store_error (fixture->app));
  g_assert_true (bn_window_is_showing_error (fixture->window));

  g_file_get_contents (fixture->db_path, &after, NULL, NULL);
  g_assert_cmpstr (after, ==, junk);
}

static void
test_app_window_size_remembered (Fixture       *fixture,
                                 gconstpointer  user_data)
{
  g_autoptr(GSettings) settings = NULL;

  start_app (fixture);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 812, 604);
  gtk_window_close (GTK_WINDOW (fixture->window));
  fixture->window = NULL;

  settings = g_settings_new (BN_APP_ID);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 812);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 604);

  /* A new window opens at the remembered size. */
  g_application_activate (G_APPLICATION (fixture->app));
  fixture->window = BN_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (fixture->app)));
  {
    int width, height;

    gtk_window_get_default_size (GTK_WINDOW (fixture->window), &width, &height);
    g_assert_cmpint (width, ==, 812);
    g_assert_cmpint (height, ==, 604);
  }
}

static void
test_app_about_action (Fixture       *fixture,
                       gconstpointer  user_data)
{
  GList *windows;
  gboolean found = FALSE;

  start_app (fixture);
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "about", NULL);
  windows = gtk_application_get_windows (GTK_APPLICATION (fixture->app));
  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_ABOUT_WINDOW (l->data))
      {
        found = TRUE;
        g_assert_cmpstr (adw_about_window_get_version (l->data), ==, PACKAGE_VERSION);
        /* The icon the About window names comes with the app, not from an
         * install: a build run in place must not show a broken image. */
        g_assert_true (gtk_icon_theme_has_icon (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                                adw_about_window_get_application_icon (l->data)));
        gtk_window_destroy (l->data);
        break;
      }
  g_assert_true (found);
}

/* With no schema to be found (an uninstalled build run without
 * GSETTINGS_SCHEMA_DIR) the app still starts: it only remembers nothing.
 * It looks in no build-tree path of its own: the installed binary holds
 * none (see tests/check-install.py). */
static void
test_app_starts_without_schema (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BnApplication) app = NULL;

      g_unsetenv ("GSETTINGS_SCHEMA_DIR");
      app = bn_application_new ();
      g_application_set_application_id (G_APPLICATION (app), NULL);
      g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
      g_application_register (G_APPLICATION (app), NULL, &error);
      g_assert_no_error (error);
      g_assert_null (bn_application_get_settings (app));
      return;
    }
  {
    /* Installed on this machine, the schema is found wherever the build is. */
    g_autofree char *installed = g_find_program_in_path ("banneret");

    if (installed != NULL)
      {
        g_test_skip ("Banneret is installed on this machine, its schema with it");
        return;
      }
  }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*settings schema*is not installed*");
}

/* A session's end or Ctrl+C in a terminal (SIGTERM, SIGINT) closes the
 * windows as Quit does, so the campaign file is closed cleanly; without
 * the handler the signal would end this process. */
static void
test_app_terminate_signal_quits (Fixture       *fixture,
                                 gconstpointer  user_data)
{
  guint timeout;

  start_app (fixture);
  g_assert_nonnull (gtk_application_get_windows (GTK_APPLICATION (fixture->app)));

  raise (SIGTERM);
  timeout = g_timeout_add_seconds (30, on_timeout_cb, NULL);
  while (gtk_application_get_windows (GTK_APPLICATION (fixture->app)) != NULL)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  fixture->window = NULL;
}

int
main (int   argc,
      char *argv[])
{
  /* No session bus: each test's application stays private to the process
   * instead of exporting itself where the previous one may still be. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/app/window-opens", test_app_window_opens);
  ADD ("/app/every-section-reachable", test_app_every_section_reachable);
  ADD ("/app/section-accelerators", test_app_section_accelerators);
  ADD ("/app/bad-database-shows-error", test_app_bad_database_shows_error);
  ADD ("/app/window-size-remembered", test_app_window_size_remembered);
  ADD ("/app/about", test_app_about_action);
  ADD ("/app/terminate-signal-quits", test_app_terminate_signal_quits);
#undef ADD
  g_test_add_func ("/app/starts-without-schema", test_app_starts_without_schema);

  return g_test_run ();
}
