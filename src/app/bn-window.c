/* bn-window.c — header bar, view switcher, sections, remembered size.
 *
 * The window shows the sections when the campaign database is open, and
 * otherwise a page saying which file could not be opened and why.
 */
#include "bn-config.h"

#include "bn-window.h"

#include <glib/gi18n.h>

struct _BnWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;

  GtkStack *main_stack;
  AdwViewStack *stack;
  AdwStatusPage *error_page;
  AdwToastOverlay *toast_overlay;
};

G_DEFINE_FINAL_TYPE (BnWindow, bn_window, ADW_TYPE_APPLICATION_WINDOW)

/* Returns: (transfer full) (nullable): the app's settings, or %NULL when its
 * schema is not installed (an uninstalled build run by hand): the window
 * then simply does not remember its size. */
static GSettings *
load_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, BN_APP_ID, TRUE);
  if (schema == NULL)
    {
      g_message ("The settings schema %s is not installed; the window size will not be remembered",
                 BN_APP_ID);
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}

static void
save_window_state (BnWindow *self)
{
  int width, height;

  if (self->settings == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)))
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
}

static gboolean
bn_window_close_request (GtkWindow *window)
{
  save_window_state (BN_WINDOW (window));

  return GTK_WINDOW_CLASS (bn_window_parent_class)->close_request (window);
}

static void
on_section_activated_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  bn_window_set_section (BN_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

static void
show_store_state (BnWindow *self)
{
  BnApplication *app = BN_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  const GError *error;

  if (app == NULL)
    return;
  error = bn_application_get_store_error (app);
  if (error != NULL)
    {
      /* The status page reads markup: a path may hold an ampersand. */
      g_autofree char *escaped = g_markup_escape_text (error->message, -1);
      g_autofree char *description =
        g_strdup_printf (_("%s\n\nThe file has not been changed. Start Banneret with "
                           "“--db FILE” to use another database."),
                         escaped);

      adw_status_page_set_description (self->error_page, description);
      gtk_stack_set_visible_child_name (self->main_stack, "error");
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.section", FALSE);
    }
  else
    {
      gtk_stack_set_visible_child_name (self->main_stack, "sections");
    }
}

/* "application" is set after construction, so the store is looked at when
 * the window joins its application. */
static void
on_application_changed_cb (BnWindow   *self,
                           GParamSpec *pspec,
                           gpointer    user_data)
{
  show_store_state (self);
}

static void
bn_window_dispose (GObject *object)
{
  BnWindow *self = BN_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (bn_window_parent_class)->dispose (object);
}

static void
bn_window_class_init (BnWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = bn_window_dispose;
  window_class->close_request = bn_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BnWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, BnWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BnWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, BnWindow, toast_overlay);

  gtk_widget_class_install_action (widget_class, "win.section", "s", on_section_activated_cb);
}

static void
bn_window_init (BnWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "notify::application", G_CALLBACK (on_application_changed_cb), NULL);

  self->settings = load_settings ();
  if (self->settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (self->settings, "window-width"),
                                   g_settings_get_int (self->settings, "window-height"));
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }
  else
    {
      gtk_window_set_default_size (GTK_WINDOW (self), 1100, 760);
    }
}

BnWindow *
bn_window_new (BnApplication *application)
{
  g_return_val_if_fail (BN_IS_APPLICATION (application), NULL);

  return g_object_new (BN_TYPE_WINDOW, "application", application, NULL);
}

/* Returns: the name of the visible section ("campaign", "leaders", …). */
const char *
bn_window_get_section (BnWindow *self)
{
  g_return_val_if_fail (BN_IS_WINDOW (self), NULL);

  return adw_view_stack_get_visible_child_name (self->stack);
}

void
bn_window_set_section (BnWindow   *self,
                       const char *name)
{
  g_return_if_fail (BN_IS_WINDOW (self));
  g_return_if_fail (name != NULL);

  if (adw_view_stack_get_child_by_name (self->stack, name) == NULL)
    {
      g_warning ("no section named “%s”", name);
      return;
    }
  adw_view_stack_set_visible_child_name (self->stack, name);
}

/* Whether the window shows the "database could not be opened" page. */
gboolean
bn_window_is_showing_error (BnWindow *self)
{
  g_return_val_if_fail (BN_IS_WINDOW (self), FALSE);

  return g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "error") == 0;
}
