/* test-open-files-ui.c — files handed to the app (from Files, `banneret
 * FILE`, `gapplication launch`) and New Campaign File…: a campaign file
 * becomes the current file, a document opens its import with what it holds
 * shown first, and nothing else changes. */
#include "ui-fixture.h"

#include "bn-battle-record-dialog.h"

static AdwMessageDialog *
find_message_dialog (const char *heading)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) &&
          gtk_widget_get_visible (GTK_WIDGET (window)) &&
          g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (window)), heading) == 0)
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static GtkWindow *
find_window_of_type (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WINDOW (window);
    }
  return NULL;
}

static void
open_files (Fixture     *fixture,
            const char **paths)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; paths[i] != NULL; i++)
    g_ptr_array_add (files, g_file_new_for_path (paths[i]));
  g_application_open (G_APPLICATION (fixture->app), (GFile **) files->pdata, (int) files->len, "");
  drain ();
}

static char *
example (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "examples", name, NULL);
}

static char *
make_other_campaign (Fixture    *fixture,
                     const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  g_autoptr(BnStore) store = bn_store_open (path, &error);
  g_autoptr(BnCampaign) campaign = NULL;

  g_assert_no_error (error);
  campaign = bn_store_create_campaign (store, "The Other March", 3, &error);
  g_assert_no_error (error);
  return g_steal_pointer (&path);
}

static void
remove_db (const char *path)
{
  const char *suffixes[] = { "", "-wal", "-shm" };

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *file = g_strconcat (path, suffixes[i], NULL);

      g_remove (file);
    }
}

/* A campaign file opened while the app runs becomes every window's file. */
static void
test_campaign_file_becomes_current (Fixture       *fixture,
                                    gconstpointer  user_data)
{
  g_autofree char *other = make_other_campaign (fixture, "other.db");
  const char *paths[] = { other, NULL };
  g_autofree char *now = NULL;

  start_app (fixture);
  /* About, in front, is not the window the file opens in. */
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "about", NULL);
  drain ();
  open_files (fixture, paths);
  now = bn_application_dup_database_path (fixture->app);
  g_assert_cmpstr (now, ==, other);
  g_assert_nonnull (strstr (bn_window_get_subtitle (fixture->window), "other.db"));
  stop_app (fixture);
  remove_db (other);
}

/* Started to open a campaign file, the app starts on it, not on the
 * default file first. */
static void
test_started_on_campaign_file (Fixture       *fixture,
                               gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *other = make_other_campaign (fixture, "started.db");
  const char *paths[] = { other, NULL };
  g_autofree char *now = NULL;

  fixture->app = bn_application_new ();
  g_application_set_application_id (G_APPLICATION (fixture->app), NULL);
  g_application_set_flags (G_APPLICATION (fixture->app), g_application_get_flags (G_APPLICATION (fixture->app)) | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (fixture->app), NULL, &error);
  g_assert_no_error (error);
  open_files (fixture, paths);
  fixture->window = BN_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (fixture->app)));
  g_assert_nonnull (fixture->window);
  wait_until_mapped (GTK_WIDGET (fixture->window));
  now = bn_application_dup_database_path (fixture->app);
  g_assert_cmpstr (now, ==, other);
  g_assert_false (bn_window_is_showing_error (fixture->window));
  stop_app (fixture);
  remove_db (other);
}

/* A leader's file shows who comes before he is imported; Import adds him. */
static void
test_leader_file_previews_import (Fixture       *fixture,
                                  gconstpointer  user_data)
{
  g_autofree char *baron = example ("baron.xml");
  const char *paths[] = { baron, NULL };
  AdwMessageDialog *dialog;
  BnLeadersView *view;
  guint before;

  start_app (fixture);
  view = bn_window_get_leaders_view (fixture->window);
  bn_leaders_view_reload (view);
  before = bn_leaders_view_get_n_leaders (view);
  open_files (fixture, paths);
  g_assert_cmpstr (bn_window_get_section (fixture->window), ==, "leaders");
  dialog = find_message_dialog ("Import “Baron Hugh”?");
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "baron.xml"));
  /* Nothing is saved before the player says so. */
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (view), ==, before);
  adw_message_dialog_response (dialog, "import");
  drain ();
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (view), >, before);
}

/* An army roster shows its name, units and points, and asks whose it is. */
static void
test_army_file_previews_import (Fixture       *fixture,
                                gconstpointer  user_data)
{
  g_autofree char *army = example ("army.xml");
  const char *paths[] = { army, NULL };
  AdwMessageDialog *dialog;

  start_app (fixture);
  open_files (fixture, paths);
  g_assert_cmpstr (bn_window_get_section (fixture->window), ==, "armies");
  dialog = bn_armies_view_get_dialog (bn_window_get_armies_view (fixture->window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Import Army");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "“The Host of Hugh”"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "points"));
  adw_message_dialog_response (dialog, "cancel");
  drain ();
}

/* A battle's result opens Record a Battle filled in from the file. */
static void
test_battle_file_fills_record_dialog (Fixture       *fixture,
                                      gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *result = example ("battle-result.xml");
  const char *paths[] = { result, NULL };
  GtkWindow *dialog;

  /* Recording needs an army of the campaign's. */
  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
    g_autoptr(BnArmy) army = bn_army_new (fixture->leader_id, "The Host of Hugh");

    g_assert_no_error (error);
    g_assert_true (bn_store_save_army (store, army, &error));
    g_assert_no_error (error);
  }
  start_app (fixture);
  open_files (fixture, paths);
  g_assert_cmpstr (bn_window_get_section (fixture->window), ==, "battles");
  dialog = find_window_of_type (BN_TYPE_BATTLE_RECORD_DIALOG);
  g_assert_nonnull (dialog);
  /* Filled in, not saved: the player looks it over first. */
  g_assert_cmpuint (bn_battles_view_get_n_battles (bn_window_get_battles_view (fixture->window)), ==, 0);
  gtk_window_destroy (dialog);
  drain ();
}

/* A file that is no document of Banneret's is said so; nothing changes. */
static void
test_unknown_file_is_refused (Fixture       *fixture,
                              gconstpointer  user_data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "notes.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (g_file_set_contents (path, "<?xml version=\"1.0\"?>\n<notes/>\n", -1, NULL));
  start_app (fixture);
  before = bn_application_dup_database_path (fixture->app);
  g_assert_false (bn_window_open_file (fixture->window, file));
  after = bn_application_dup_database_path (fixture->app);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (bn_window_get_section (fixture->window), !=, "leaders");
  g_remove (path);
}

/* New Campaign File… makes a new file and shows it; it never replaces a
 * file already there. */
static void
test_new_campaign_file (Fixture       *fixture,
                        gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "new.banneret", NULL);
  g_autofree char *now = NULL;
  g_autofree char *notes = g_build_filename (fixture->dir, "notes.txt", NULL);
  g_autofree char *kept = NULL;

  start_app (fixture);
  g_assert_true (bn_window_new_database (fixture->window, path, &error));
  g_assert_no_error (error);
  now = bn_application_dup_database_path (fixture->app);
  g_assert_cmpstr (now, ==, path);
  g_assert_true (bn_application_is_campaign_file (path));
  g_assert_cmpstr (bn_window_get_section (fixture->window), ==, "campaign");

  g_assert_true (g_file_set_contents (notes, "my notes", -1, NULL));
  g_assert_false (bn_window_new_database (fixture->window, notes, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_assert_true (g_file_get_contents (notes, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "my notes");
  g_free (now);
  now = bn_application_dup_database_path (fixture->app);
  g_assert_cmpstr (now, ==, path);

  close_other_windows (fixture);
  stop_app (fixture);
  remove_db (path);
  g_remove (notes);
}

int
main (int   argc,
      char *argv[])
{
  /* One application after another in this process: none on a session bus. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/open-files/campaign-file-becomes-current", Fixture, NULL,
              fixture_set_up, test_campaign_file_becomes_current, fixture_tear_down);
  g_test_add ("/open-files/started-on-campaign-file", Fixture, NULL,
              fixture_set_up, test_started_on_campaign_file, fixture_tear_down);
  g_test_add ("/open-files/leader-file-previews-import", Fixture, NULL,
              fixture_set_up, test_leader_file_previews_import, fixture_tear_down);
  g_test_add ("/open-files/army-file-previews-import", Fixture, NULL,
              fixture_set_up, test_army_file_previews_import, fixture_tear_down);
  g_test_add ("/open-files/battle-file-fills-record-dialog", Fixture, NULL,
              fixture_set_up, test_battle_file_fills_record_dialog, fixture_tear_down);
  g_test_add ("/open-files/unknown-file-is-refused", Fixture, NULL,
              fixture_set_up, test_unknown_file_is_refused, fixture_tear_down);
  g_test_add ("/open-files/new-campaign-file", Fixture, NULL,
              fixture_set_up, test_new_campaign_file, fixture_tear_down);

  return g_test_run ();
}
