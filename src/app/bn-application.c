/* bn-application.c — start-up, the database, app-wide actions.
 *
 * The application opens the campaign database once, on first activation,
 * and hands it to its windows. When the file cannot be opened the window
 * says why instead of showing the sections; the file is never touched.
 */
#include "bn-config.h"

#include "bn-application.h"

#include <glib/gi18n.h>

#include "bn-window.h"

struct _BnApplication
{
  AdwApplication parent_instance;

  char *db_path;
  BnStore *store;
  GError *store_error;
  gboolean store_tried;
};

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
    g_message ("%s", self->store_error->message);
}

static void
bn_application_activate (GApplication *app)
{
  BnApplication *self = BN_APPLICATION (app);
  GtkWindow *window;

  open_store (self);
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = GTK_WINDOW (bn_window_new (self));
  gtk_window_present (window);
}

static gint
bn_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  BnApplication *self = BN_APPLICATION (app);
  g_autofree char *db = NULL;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("banneret %s\n", PACKAGE_VERSION);
      return 0;
    }
  if (g_variant_dict_lookup (options, "db", "^ay", &db))
    {
      bn_application_set_db_path (self, db);
      /* A window on another database is another program instance: it must
       * not hand its activation to one that already runs on the default. */
      g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
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

static void
bn_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *close_accels[] = { "<Control>w", NULL };
  static const char *sections[] = { "campaign", "leaders", "armies", "battles", "chronicle" };

  G_APPLICATION_CLASS (bn_application_parent_class)->startup (app);

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
bn_application_finalize (GObject *object)
{
  BnApplication *self = BN_APPLICATION (object);

  g_clear_pointer (&self->store, bn_store_unref);
  g_clear_error (&self->store_error);
  g_clear_pointer (&self->db_path, g_free);

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
  app_class->handle_local_options = bn_application_handle_local_options;
}

static void
bn_application_init (BnApplication *self)
{
  static const GOptionEntry options[] = {
    { "db", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, NULL,
      N_("Use FILE as the campaign database instead of the default one"), N_("FILE") },
    { "version", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, NULL,
      N_("Print the version and exit"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
}

BnApplication *
bn_application_new (void)
{
  return g_object_new (BN_TYPE_APPLICATION,
                       "application-id", BN_APP_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
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
