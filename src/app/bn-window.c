/* bn-window.c — header bar, view switcher, sections, remembered size.
 *
 * The window shows the sections when the campaign database is open, and
 * otherwise a page saying which file could not be opened and why. It keeps
 * the current campaign (remembered across runs) and hands it from the
 * Campaign section to the others. Every section follows the database: when
 * the store monitor says it changed — a write from this window, another
 * window, banneret-cli or an import — all of them read it again.
 *
 * What the main menu does is in bn-window-menu.c; what a record's menu
 * asks of the window, and taking it back, in bn-window-records.c.
 */
#include "bn-config.h"
#include "bn-accessible.h"

#include "bn-window-private.h"

#include <glib/gi18n.h>

#include "bn-file-chooser.h"

G_DEFINE_FINAL_TYPE (BnWindow, bn_window, ADW_TYPE_APPLICATION_WINDOW)

BnStore *
bn_window_current_store (BnWindow *self)
{
  BnApplication *app = BN_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));

  if (app == NULL || bn_application_get_store_error (app) != NULL)
    return NULL;
  return bn_application_get_store (app);
}

void
bn_window_show_toast (BnWindow   *self,
                      const char *message)
{
  /* A toast's title is markup: a name may hold an ampersand. */
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
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
show_error (BnWindow   *self,
            const char *message)
{
  /* The status page reads markup: a path may hold an ampersand. */
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  g_autofree char *description =
    g_strdup_printf (_("%s\n\nThe file has not been changed. Choose another "
                       "campaign file with Open Campaign File… in the main menu."),
                     escaped);

  adw_status_page_set_description (self->error_page, description);
  gtk_stack_set_visible_child_name (self->main_stack, "error");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.section", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-campaign", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.check-database", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.deleted-records", FALSE);
}

static void reload_sections (BnWindow *self);

static void
on_store_changed_cb (BnWindow *self)
{
  reload_sections (self);
}

/* The window listens to the monitor of the database it shows, and only to
 * that one: after File › Open the old file's writes are no longer news. */
static void
follow_monitor (BnWindow       *self,
                BnStoreMonitor *monitor)
{
  if (self->monitor == monitor)
    return;
  if (self->monitor != NULL)
    g_clear_signal_handler (&self->monitor_changed_id, self->monitor);
  g_set_object (&self->monitor, monitor);
  if (monitor != NULL)
    self->monitor_changed_id = g_signal_connect_swapped (monitor, "changed",
                                                         G_CALLBACK (on_store_changed_cb), self);
}

/* Reads the database now, when this window has just written to it, rather
 * than at the monitor's next look. */
void
bn_window_follow_store_now (BnWindow *self)
{
  if (self->monitor == NULL || !bn_store_monitor_check (self->monitor))
    reload_sections (self);
}

/* The window's title and subtitle: the current campaign, and its file. */
static void
update_subtitle (BnWindow *self)
{
  BnApplication *app = BN_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  const BnCampaign *campaign = bn_campaign_view_get_campaign (self->campaign_view);
  g_autofree char *path = app != NULL ? bn_application_dup_database_path (app) : NULL;
  g_autofree char *file = path != NULL ? g_path_get_basename (path) : NULL;
  g_autofree char *subtitle = NULL;

  BnStore *store = app != NULL && bn_application_get_store_error (app) == NULL ? bn_application_get_store (app) : NULL;

  if (store != NULL && bn_store_is_read_only (store) && file != NULL)
    {
      /* TRANSLATORS: a campaign file that can be read but not written */
      g_autofree char *read_only = g_strdup_printf (_("%s, read-only"), file);

      g_free (file);
      file = g_steal_pointer (&read_only);
    }
  if (campaign != NULL && file != NULL)
    /* TRANSLATORS: the window's subtitle: the campaign, then its file */
    subtitle = g_strdup_printf (_("%s · %s"), campaign->name, file);
  else if (file != NULL)
    subtitle = g_strdup (file);
  adw_view_switcher_title_set_subtitle (self->switcher_title, subtitle);
  /* The file's whole path, over the title and subtitle only: over the
   * section tabs (a wide window shows them instead) it would hide them. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->switcher_title),
                               adw_view_switcher_title_get_title_visible (self->switcher_title) ? path : NULL);

  /* The title follows the campaign as the database has it now: after a
   * rename, or another file opened whose current campaign has the same id. */
  if (campaign != NULL)
    {
      /* TRANSLATORS: the window's title: the campaign, then the program */
      g_autofree char *title = g_strdup_printf (_("%s — Banneret"), campaign->name);

      gtk_window_set_title (GTK_WINDOW (self), title);
    }
  else
    gtk_window_set_title (GTK_WINDOW (self), _("Banneret"));
}

/* @restore_campaign: whether to show the campaign remembered from the last
 * run; a file opened from the menu starts on its own first campaign. */
static void
show_store_state (BnWindow *self,
                  gboolean  restore_campaign)
{
  BnApplication *app = BN_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  g_autoptr(GError) rules_error = NULL;
  const GError *error;
  BnStore *store;

  if (app == NULL)
    return;
  bn_window_update_recent_menu (self);
  update_subtitle (self);
  error = bn_application_get_store_error (app);
  if (error != NULL)
    {
      follow_monitor (self, NULL);
      show_error (self, error->message);
      return;
    }
  if (self->rules == NULL)
    self->rules = bn_leader_rules_load_default (&rules_error);
  if (self->rules == NULL)
    {
      show_error (self, rules_error->message);
      return;
    }

  store = bn_application_get_store (app);
  follow_monitor (self, bn_application_get_store_monitor (app));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.section", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-campaign", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.check-database", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.deleted-records", TRUE);
  if (self->settings != NULL && restore_campaign)
    bn_campaign_view_set_campaign_id (self->campaign_view,
                                      g_settings_get_int64 (self->settings, "last-campaign"));
  bn_leaders_view_set_context (self->leaders_view, store, self->rules);
  bn_armies_view_set_context (self->armies_view, store, self->rules);
  bn_battles_view_set_context (self->battles_view, store, self->rules);
  bn_chronicle_view_set_context (self->chronicle_view, store, self->rules);
  bn_campaign_view_set_store (self->campaign_view, store);
  update_subtitle (self);
  gtk_stack_set_visible_child_name (self->main_stack, "sections");
}

static void
on_campaign_view_campaign_changed_cb (BnWindow *self)
{
  const BnCampaign *campaign = bn_campaign_view_get_campaign (self->campaign_view);
  gint64 id = bn_campaign_view_get_campaign_id (self->campaign_view);

  update_subtitle (self);
  bn_leaders_view_set_campaign_id (self->leaders_view, id);
  bn_armies_view_set_campaign_id (self->armies_view, id);
  bn_battles_view_set_campaign_id (self->battles_view, id);
  bn_chronicle_view_set_campaign_id (self->chronicle_view, id);
  /* An id the database does not hold yet (before the first read) is not
   * remembered over the last real one. */
  if (self->settings != NULL && (campaign != NULL || id == 0) &&
      bn_campaign_view_get_n_campaigns (self->campaign_view) > 0)
    g_settings_set_int64 (self->settings, "last-campaign", id);
}

static void
reload_sections (BnWindow *self)
{
  bn_campaign_view_reload (self->campaign_view);
  bn_leaders_view_reload (self->leaders_view);
  bn_armies_view_reload (self->armies_view);
  bn_battles_view_reload (self->battles_view);
  bn_chronicle_view_reload (self->chronicle_view);
  update_subtitle (self);
}

static void
on_leaders_view_leaders_changed_cb (BnWindow *self)
{
  bn_window_follow_store_now (self);
}

static void
on_battles_view_battles_changed_cb (BnWindow *self)
{
  bn_window_follow_store_now (self);
}

static void
on_back_state_changed_cb (BnWindow *self)
{
  const char *section;
  gboolean can_go_back;

  if (self->leaders_view == NULL || self->armies_view == NULL || self->battles_view == NULL || self->back_button == NULL)
    return;
  section = adw_view_stack_get_visible_child_name (self->stack);
  can_go_back = (g_strcmp0 (section, "leaders") == 0 && bn_leaders_view_get_can_go_back (self->leaders_view)) ||
                (g_strcmp0 (section, "armies") == 0 && bn_armies_view_get_can_go_back (self->armies_view)) ||
                (g_strcmp0 (section, "battles") == 0 && bn_battles_view_get_can_go_back (self->battles_view));
  gtk_widget_set_visible (self->back_button, can_go_back);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back", can_go_back);
}

static void
on_back_activated_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  BnWindow *self = BN_WINDOW (widget);
  const char *section = adw_view_stack_get_visible_child_name (self->stack);

  if (g_strcmp0 (section, "leaders") == 0)
    bn_leaders_view_go_back (self->leaders_view);
  else if (g_strcmp0 (section, "armies") == 0)
    bn_armies_view_go_back (self->armies_view);
  else if (g_strcmp0 (section, "battles") == 0)
    bn_battles_view_go_back (self->battles_view);
}

static void
on_new_campaign_activated_cb (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  BnWindow *self = BN_WINDOW (widget);

  bn_window_set_section (self, "campaign");
  bn_campaign_view_new_campaign (self->campaign_view);
}

static void
on_database_changed_cb (BnWindow *self)
{
  /* What was done to the other file cannot be undone in this one. */
  bn_window_forget_undo (self);
  show_store_state (self, FALSE);
}

/* "application" is set after construction, so the store is looked at when
 * the window joins its application. */
static void
on_application_changed_cb (BnWindow   *self,
                           GParamSpec *pspec,
                           gpointer    user_data)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GSettings *settings;

  if (app == NULL)
    return;
  g_signal_connect_object (app, "database-changed",
                           G_CALLBACK (on_database_changed_cb), self, G_CONNECT_SWAPPED);
  settings = bn_application_get_settings (BN_APPLICATION (app));
  if (settings != NULL && self->settings == NULL)
    {
      self->settings = g_object_ref (settings);
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (settings, "window-width"),
                                   g_settings_get_int (settings, "window-height"));
      if (g_settings_get_boolean (settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }
  show_store_state (self, TRUE);
}

static void
bn_window_dispose (GObject *object)
{
  BnWindow *self = BN_WINDOW (object);

  bn_file_chooser_close (&self->chooser);
  follow_monitor (self, NULL);
  bn_window_forget_undo (self);
  g_clear_pointer (&self->undo_steps, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_WINDOW);
  g_clear_object (&self->settings);
  g_clear_object (&self->recent_menu);
  g_clear_pointer (&self->rules, bn_leader_rules_unref);

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

  g_type_ensure (BN_TYPE_CAMPAIGN_VIEW);
  g_type_ensure (BN_TYPE_LEADERS_VIEW);
  g_type_ensure (BN_TYPE_ARMIES_VIEW);
  g_type_ensure (BN_TYPE_BATTLES_VIEW);
  g_type_ensure (BN_TYPE_CHRONICLE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BnWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, BnWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BnWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, BnWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, BnWindow, campaign_view);
  gtk_widget_class_bind_template_child (widget_class, BnWindow, leaders_view);
  gtk_widget_class_bind_template_child (widget_class, BnWindow, armies_view);
  gtk_widget_class_bind_template_child (widget_class, BnWindow, battles_view);
  gtk_widget_class_bind_template_child (widget_class, BnWindow, chronicle_view);
  gtk_widget_class_bind_template_child (widget_class, BnWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, BnWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BnWindow, file_section);

  gtk_widget_class_bind_template_callback (widget_class, on_campaign_view_campaign_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_leaders_view_leaders_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_back_state_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_battles_view_battles_changed_cb);

  gtk_widget_class_install_action (widget_class, "win.section", "s", on_section_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.back", NULL, on_back_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.new-campaign", NULL, on_new_campaign_activated_cb);
  bn_window_class_init_menu (widget_class);
  bn_window_class_init_records (widget_class);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.back", NULL);
}

static void
bn_window_init (BnWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bn_accessible_name_menu_buttons (GTK_WIDGET (self));
  self->undo_steps = g_array_new (FALSE, TRUE, sizeof (UndoStep));
  g_array_set_clear_func (self->undo_steps, bn_window_undo_step_clear);
  self->recent_menu = g_menu_new ();
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", FALSE);
  g_signal_connect (self, "notify::application", G_CALLBACK (on_application_changed_cb), NULL);
  g_signal_connect_swapped (self->switcher_title, "notify::title-visible", G_CALLBACK (update_subtitle), self);
  gtk_window_set_default_size (GTK_WINDOW (self), 1100, 760);
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

/* Returns: (transfer none): the Campaign section. */
BnCampaignView *
bn_window_get_campaign_view (BnWindow *self)
{
  g_return_val_if_fail (BN_IS_WINDOW (self), NULL);

  return self->campaign_view;
}

/* Returns: (transfer none): the Leaders section. */
BnLeadersView *
bn_window_get_leaders_view (BnWindow *self)
{
  g_return_val_if_fail (BN_IS_WINDOW (self), NULL);

  return self->leaders_view;
}

/* Returns: (transfer none): the Armies section. */
BnArmiesView *
bn_window_get_armies_view (BnWindow *self)
{
  g_return_val_if_fail (BN_IS_WINDOW (self), NULL);

  return self->armies_view;
}

/* Returns: (transfer none): the Battles section. */
BnBattlesView *
bn_window_get_battles_view (BnWindow *self)
{
  g_return_val_if_fail (BN_IS_WINDOW (self), NULL);

  return self->battles_view;
}

/* Returns: (transfer none): the Chronicle section. */
BnChronicleView *
bn_window_get_chronicle_view (BnWindow *self)
{
  g_return_val_if_fail (BN_IS_WINDOW (self), NULL);

  return self->chronicle_view;
}

/* Returns: (nullable): what the header bar says under the section
 * switcher: the campaign and the file it is kept in. */
const char *
bn_window_get_subtitle (BnWindow *self)
{
  g_return_val_if_fail (BN_IS_WINDOW (self), NULL);

  return adw_view_switcher_title_get_subtitle (self->switcher_title);
}
