/* bn-application.c — start-up, the database, app-wide actions.
 *
 * The application opens the campaign database on first activation and
 * hands it to its windows. When the file cannot be opened the window says
 * why instead of showing the sections; the file is never touched. Another
 * file can be opened later (File › Open): the windows are told through
 * "database-changed", and every write to the open file, from any process,
 * through the store monitor's "changed".
 */
#include "bn-config.h"

#include "bn-application.h"
#include "bn-install-dirs.h"
#include "bn-popover-tooltips.h"

#include <glib/gi18n.h>
#include <glib-unix.h>
#include <signal.h>

#include "bn-window.h"

#include <string.h>

struct _BnApplication
{
  AdwApplication parent_instance;

  char *db_path;
  BnStore *store;
  GError *store_error;
  gboolean store_tried;
  BnStoreMonitor *monitor;
  GSettings *settings;
  guint quit_signal_ids[3];
};

/* How often the views look for writes made by other processes. */
#define MONITOR_INTERVAL_MS 400
#define MAX_RECENT_DATABASES 8

enum
{
  SIGNAL_DATABASE_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BnApplication, bn_application, ADW_TYPE_APPLICATION)

static void
open_store (BnApplication *self)
{
  g_autofree char *path = NULL;

  if (self->store_tried)
    return;
  self->store_tried = TRUE;
  path = self->db_path != NULL ? g_strdup (self->db_path) : bn_store_get_default_path ();
  self->store = bn_store_open (path, &self->store_error);
  if (self->store == NULL)
    {
      g_message ("%s", self->store_error->message);
      return;
    }
  self->monitor = bn_store_monitor_new (self->store, MONITOR_INTERVAL_MS);
}

/* Returns: (transfer full) (nullable): the app's settings, or %NULL when no
 * schema can be found: then nothing is remembered across runs. The
 * uninstalled app finds its schema through GSETTINGS_SCHEMA_DIR, which
 * `./dev run` and `meson devenv` set to the build tree; an installed one
 * whose schema the desktop has not compiled yet uses its private copy. */
static GSettings *
load_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, BN_APP_ID, TRUE);
  if (schema == NULL)
    {
      g_autofree char *own_dir = bn_install_dir (BN_DATADIR_RELATIVE "/banneret/schemas",
                                                 BN_DATADIR "/banneret/schemas");
      g_autoptr(GSettingsSchemaSource) own = NULL;

      if (g_file_test (own_dir, G_FILE_TEST_IS_DIR))
        own = g_settings_schema_source_new_from_directory (own_dir, source, FALSE, NULL);
      if (own != NULL)
        schema = g_settings_schema_source_lookup (own, BN_APP_ID, FALSE);
    }
  if (schema == NULL)
    {
      g_message ("The settings schema %s is not installed; the window size, the current campaign and recent files will not be remembered",
                 BN_APP_ID);
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}

static void
remember_recent (BnApplication *self,
                 const char    *path)
{
  g_auto(GStrv) old = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) recent = NULL;
  guint n = 1;

  if (self->settings == NULL || path == NULL)
    return;
  old = g_settings_get_strv (self->settings, "recent-databases");
  g_strv_builder_add (builder, path);
  for (guint i = 0; old[i] != NULL && n < MAX_RECENT_DATABASES; i++)
    if (g_strcmp0 (old[i], path) != 0)
      {
        g_strv_builder_add (builder, old[i]);
        n++;
      }
  recent = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "recent-databases", (const char * const *) recent);
}

/* Returns: (nullable): the main window used last; About or a dialog may
 * be the active window. */
static BnWindow *
find_main_window (BnApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (BN_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

static void
bn_application_activate (GApplication *app)
{
  BnApplication *self = BN_APPLICATION (app);
  GtkWindow *window;

  open_store (self);
  if (self->store != NULL)
    remember_recent (self, bn_store_get_path (self->store));
  window = GTK_WINDOW (find_main_window (self));
  if (window == NULL)
    window = GTK_WINDOW (bn_window_new (self));
  gtk_window_present (window);
}

/* Files from Files, `banneret FILE…` or `gapplication launch`: a campaign
 * file given first is the one the app starts on; every file then opens in
 * the active window (bn_window_open_file()). */
static void
bn_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  BnApplication *self = BN_APPLICATION (app);
  BnWindow *window = find_main_window (self);
  int first = 0;

  if (window == NULL && !self->store_tried && n_files > 0)
    {
      g_autofree char *path = g_file_get_path (files[0]);

      /* The window starts on it (or says why it cannot), rather than on
       * the default file first. */
      if (path != NULL && bn_application_is_campaign_file (path))
        {
          bn_application_set_db_path (self, path);
          first = 1;
        }
    }
  g_application_activate (app);
  window = find_main_window (self);
  if (window == NULL)
    return;
  for (int i = first; i < n_files; i++)
    bn_window_open_file (window, files[i]);
}

static gint
bn_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  BnApplication *self = BN_APPLICATION (app);
  g_autoptr(GError) error = NULL;
  g_autofree char *db = NULL;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("banneret %s\n", PACKAGE_VERSION);
      return 0;
    }
  if (g_variant_dict_lookup (options, "db", "^ay", &db))
    {
      /* One instance for every file: one already running opens this file
       * as its current one, as Open Campaign File… does. */
      if (!g_application_register (app, NULL, &error))
        {
          g_printerr ("banneret: %s\n", error->message);
          return 1;
        }
      if (g_application_get_is_remote (app))
        {
          g_autoptr(GFile) file = g_file_new_for_commandline_arg (db);

          g_application_open (app, &file, 1, "");
          return 0;
        }
      bn_application_set_db_path (self, db);
    }
  return -1;
}

static void
on_quit_cb (GSimpleAction *action,
            GVariant      *parameter,
            gpointer       user_data)
{
  BnApplication *self = user_data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

  /* Closing (rather than quitting outright) lets each window save its size. */
  for (GList *l = windows; l != NULL;)
    {
      GtkWindow *window = l->data;

      l = l->next;
      gtk_window_close (window);
    }
  g_application_quit (G_APPLICATION (self));
}

static void
on_about_cb (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BnApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  static const char *developers[] = { "The Banneret developers", NULL };
  AdwAboutWindow *about;

  about = ADW_ABOUT_WINDOW (adw_about_window_new ());
  adw_about_window_set_application_name (about, _("Banneret"));
  adw_about_window_set_application_icon (about, BN_APP_ID);
  adw_about_window_set_version (about, PACKAGE_VERSION);
  adw_about_window_set_developer_name (about, _("The Banneret developers"));
  adw_about_window_set_developers (about, developers);
  adw_about_window_set_comments (about,
    _("Keep a noble leader’s career across a campaign of medieval battles: "
      "generate leaders and heroes, muster point-costed armies, fight or record "
      "battles, and watch honor, esteem and rank grow."));
  adw_about_window_set_website (about, "https://github.com/banneret/banneret");
  adw_about_window_set_issue_url (about, "https://github.com/banneret/banneret/issues");
  adw_about_window_set_license_type (about, GTK_LICENSE_GPL_3_0);
  adw_about_window_set_copyright (about, "© 2026 The Banneret developers");
  gtk_window_set_application (GTK_WINDOW (about), GTK_APPLICATION (self));
  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  gtk_window_present (GTK_WINDOW (about));
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = on_quit_cb },
  { .name = "about", .activate = on_about_cb },
};

/* A session ending or a Ctrl+C in the terminal ends the app as Quit does,
 * so the campaign file is closed cleanly: the next start need not check
 * the whole file for damage. */
static gboolean
on_quit_signal_cb (gpointer user_data)
{
  g_action_group_activate_action (G_ACTION_GROUP (user_data), "quit", NULL);
  return G_SOURCE_CONTINUE;
}

static void
bn_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *close_accels[] = { "<Control>w", NULL };
  static const char *sections[] = { "campaign", "leaders", "armies", "battles", "chronicle" };

  G_APPLICATION_CLASS (bn_application_parent_class)->startup (app);
  bn_popover_tooltips_install ();

  {
    static const int quit_signals[] = { SIGTERM, SIGINT, SIGHUP };
    BnApplication *self = BN_APPLICATION (app);

    for (guint i = 0; i < G_N_ELEMENTS (quit_signals); i++)
      self->quit_signal_ids[i] = g_unix_signal_add (quit_signals[i], on_quit_signal_cb, app);
  }

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "window.close", close_accels);
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      g_autofree char *accel = g_strdup_printf ("<Alt>%u", i + 1);
      g_autofree char *action = g_strdup_printf ("win.section::%s", sections[i]);
      const char *accels[] = { accel, NULL };

      gtk_application_set_accels_for_action (GTK_APPLICATION (app), action, accels);
    }
}

static void
bn_application_shutdown (GApplication *app)
{
  BnApplication *self = BN_APPLICATION (app);

  for (guint i = 0; i < G_N_ELEMENTS (self->quit_signal_ids); i++)
    g_clear_handle_id (&self->quit_signal_ids[i], g_source_remove);
  G_APPLICATION_CLASS (bn_application_parent_class)->shutdown (app);
}

static void
bn_application_finalize (GObject *object)
{
  BnApplication *self = BN_APPLICATION (object);

  for (guint i = 0; i < G_N_ELEMENTS (self->quit_signal_ids); i++)
    g_clear_handle_id (&self->quit_signal_ids[i], g_source_remove);

  g_clear_object (&self->monitor);
  g_clear_pointer (&self->store, bn_store_unref);
  g_clear_error (&self->store_error);
  g_clear_pointer (&self->db_path, g_free);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (bn_application_parent_class)->finalize (object);
}

static void
bn_application_class_init (BnApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = bn_application_finalize;
  app_class->activate = bn_application_activate;
  app_class->startup = bn_application_startup;
  app_class->shutdown = bn_application_shutdown;
  app_class->handle_local_options = bn_application_handle_local_options;
  app_class->open = bn_application_open;

  /**
   * BnApplication::database-changed:
   *
   * Emitted after another campaign file has been opened: every window shows
   * it from then on.
   */
  signals[SIGNAL_DATABASE_CHANGED] =
    g_signal_new ("database-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bn_application_init (BnApplication *self)
{
  static const GOptionEntry options[] = {
    { "db", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, NULL,
      N_("Open FILE as the campaign database instead of the default one (in the app already running, if any)"), N_("FILE") },
    { "version", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, NULL,
      N_("Print the version and exit"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
  self->settings = load_settings ();
}

BnApplication *
bn_application_new (void)
{
  return g_object_new (BN_TYPE_APPLICATION,
                       "application-id", BN_APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", BN_RESOURCE_BASE,
                       NULL);
}

/* Returns: (transfer none) (nullable): the open database, or %NULL when it
 * could not be opened (see bn_application_get_store_error()). */
BnStore *
bn_application_get_store (BnApplication *self)
{
  g_return_val_if_fail (BN_IS_APPLICATION (self), NULL);

  open_store (self);
  return self->store;
}

const GError *
bn_application_get_store_error (BnApplication *self)
{
  g_return_val_if_fail (BN_IS_APPLICATION (self), NULL);

  open_store (self);
  return self->store_error;
}

const char *
bn_application_get_db_path (BnApplication *self)
{
  g_return_val_if_fail (BN_IS_APPLICATION (self), NULL);

  return self->db_path;
}

/* Must be called before the database is first used. */
void
bn_application_set_db_path (BnApplication *self,
                            const char    *path)
{
  g_return_if_fail (BN_IS_APPLICATION (self));
  g_return_if_fail (!self->store_tried);

  g_free (self->db_path);
  self->db_path = g_strdup (path);
}

/* Returns: (transfer full): the file the windows show, or would show: the
 * open database's path, else the one asked for, else the default. */
char *
bn_application_dup_database_path (BnApplication *self)
{
  g_return_val_if_fail (BN_IS_APPLICATION (self), NULL);

  if (self->store != NULL)
    return g_strdup (bn_store_get_path (self->store));
  if (self->db_path != NULL)
    return g_strdup (self->db_path);
  return bn_store_get_default_path ();
}

/**
 * bn_application_open_database:
 *
 * Opens @path (creating a new campaign database there if no file exists) and
 * makes every window show it. When @path cannot be opened, the database shown
 * until now stays open and @error says why; neither file is touched.
 */
gboolean
bn_application_open_database (BnApplication  *self,
                              const char     *path,
                              GError        **error)
{
  BnStore *store;

  g_return_val_if_fail (BN_IS_APPLICATION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  store = bn_store_open (path, error);
  if (store == NULL)
    return FALSE;

  g_clear_object (&self->monitor);
  g_clear_pointer (&self->store, bn_store_unref);
  g_clear_error (&self->store_error);
  g_free (self->db_path);
  self->db_path = g_strdup (path);
  self->store_tried = TRUE;
  self->store = store;
  self->monitor = bn_store_monitor_new (store, MONITOR_INTERVAL_MS);
  remember_recent (self, bn_store_get_path (store));
  g_signal_emit (self, signals[SIGNAL_DATABASE_CHANGED], 0);
  return TRUE;
}

/* Returns: (transfer none) (nullable): what tells the views that the open
 * database changed, or %NULL while no database is open. */
BnStoreMonitor *
bn_application_get_store_monitor (BnApplication *self)
{
  g_return_val_if_fail (BN_IS_APPLICATION (self), NULL);

  open_store (self);
  return self->monitor;
}

/* Returns: (transfer none) (nullable): the app's settings; %NULL when its
 * schema cannot be found. */
GSettings *
bn_application_get_settings (BnApplication *self)
{
  g_return_val_if_fail (BN_IS_APPLICATION (self), NULL);

  return self->settings;
}

/* Returns: (transfer full): the campaign files opened lately, newest first,
 * leaving out those that no longer exist. */
char **
bn_application_dup_recent_databases (BnApplication *self)
{
  g_auto(GStrv) all = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (BN_IS_APPLICATION (self), NULL);

  if (self->settings != NULL)
    {
      all = g_settings_get_strv (self->settings, "recent-databases");
      for (guint i = 0; all[i] != NULL; i++)
        if (g_file_test (all[i], G_FILE_TEST_IS_REGULAR))
          g_strv_builder_add (builder, all[i]);
    }
  return g_strv_builder_end (builder);
}

/* Whether @path is to be opened as a campaign file (an SQLite database, or
 * no file yet: a new one, as --db makes), rather than imported as one of
 * Banneret's XML documents. A database that is not Banneret's is refused
 * when opened, with its reason. */
gboolean
bn_application_is_campaign_file (const char *path)
{
  static const char header[16] = "SQLite format 3";
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInputStream) stream = g_file_read (file, NULL, NULL);
  char start[sizeof header] = { 0 };
  gsize n = 0;

  g_return_val_if_fail (path != NULL, FALSE);

  if (stream == NULL)
    return !g_file_test (path, G_FILE_TEST_EXISTS) && !g_str_has_suffix (path, ".xml");
  return g_input_stream_read_all (G_INPUT_STREAM (stream), start, sizeof start, &n, NULL, NULL) &&
         n == sizeof start && memcmp (start, header, sizeof header) == 0;
}
