/* bn-window.c — header bar, view switcher, sections, remembered size.
 *
 * The window shows the sections when the campaign database is open, and
 * otherwise a page saying which file could not be opened and why. It keeps
 * the current campaign (remembered across runs) and hands it from the
 * Campaign section to the others. Every section follows the database: when
 * the store monitor says it changed — a write from this window, another
 * window, banneret-cli or an import — all of them read it again.
 */
#include "bn-config.h"
#include "bn-accessible.h"

#include "bn-window.h"

#include <glib/gi18n.h>

#include "bn-armies-view.h"
#include "bn-battles-view.h"
#include "bn-campaign-view.h"
#include "bn-chronicle-view.h"
#include "bn-career.h"
#include "bn-database-check.h"
#include "bn-deleted-records-dialog.h"
#include "bn-bench-dialog.h"
#include "bn-career-balance-dialog.h"
#include "bn-card-draw-dialog.h"
#include "bn-file-chooser.h"
#include "bn-record-menu.h"
#include "bn-leaders-view.h"
#include "bn-xml.h"

struct _BnWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;
  BnLeaderRules *rules;

  GtkStack *main_stack;
  AdwViewStack *stack;
  AdwViewSwitcherTitle *switcher_title;
  GtkWidget *back_button;
  BnCampaignView *campaign_view;
  BnLeadersView *leaders_view;
  BnArmiesView *armies_view;
  BnBattlesView *battles_view;
  BnChronicleView *chronicle_view;
  AdwStatusPage *error_page;
  AdwToastOverlay *toast_overlay;
  GMenu *file_section;
  GMenu *recent_menu;

  BnStoreMonitor *monitor;
  gulong monitor_changed_id;
  GtkFileChooserNative *chooser;

  /* The changes the player can take back, the newest last: Ctrl+Z takes
   * back one after another; the toast offers the newest. */
  GArray *undo_steps;         /* UndoStep */
  AdwToast *undo_toast;       /* weak: the toast offering the newest, while shown */
};

typedef struct
{
  BnWindowUndo undo;
  BnStoreKind kind;
  gint64 id;
  char *name;                 /* the name to give back, for a rename */
} UndoStep;

/* Enough for an evening's slips; older changes are the CLI's to restore. */
#define MAX_UNDO_STEPS 50

static void
undo_step_clear (gpointer data)
{
  g_free (((UndoStep *) data)->name);
}

G_DEFINE_FINAL_TYPE (BnWindow, bn_window, ADW_TYPE_APPLICATION_WINDOW)

static BnStore *
current_store (BnWindow *self)
{
  BnApplication *app = BN_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));

  if (app == NULL || bn_application_get_store_error (app) != NULL)
    return NULL;
  return bn_application_get_store (app);
}

static void
show_toast (BnWindow   *self,
            const char *message)
{
  /* A toast's title is markup: a name may hold an ampersand. */
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
dismiss_undo_toast (BnWindow *self)
{
  if (self->undo_toast != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->undo_toast), (gpointer *) &self->undo_toast);
      adw_toast_dismiss (self->undo_toast);
      self->undo_toast = NULL;
    }
}

/* Forgets every change offered: they were made to another file. */
static void
forget_undo (BnWindow *self)
{
  dismiss_undo_toast (self);
  if (self->undo_steps != NULL)
    g_array_set_size (self->undo_steps, 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", FALSE);
}

/**
 * bn_window_offer_undo:
 * @message: what was done, as the toast says it
 * @old_name: (nullable): the name to give back, for %BN_WINDOW_UNDO_RENAME
 *
 * Remembers how to take back the change just made to record @id, and shows
 * a toast with an Undo button; Ctrl+Z takes back this change, then the
 * ones offered before it.
 */
void
bn_window_offer_undo (BnWindow      *self,
                      const char    *message,
                      BnWindowUndo   undo,
                      BnStoreKind    kind,
                      gint64         id,
                      const char    *old_name)
{
  g_autofree char *escaped = NULL;
  AdwToast *toast;

  g_return_if_fail (BN_IS_WINDOW (self));

  {
    UndoStep step = { undo, kind, id, g_strdup (old_name) };

    dismiss_undo_toast (self);
    if (self->undo_steps->len == MAX_UNDO_STEPS)
      g_array_remove_index (self->undo_steps, 0);
    g_array_append_val (self->undo_steps, step);
  }
  escaped = g_markup_escape_text (message, -1);
  toast = adw_toast_new (escaped);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undo");
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  self->undo_toast = toast;
  g_object_add_weak_pointer (G_OBJECT (toast), (gpointer *) &self->undo_toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", TRUE);
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
static void
follow_store_now (BnWindow *self)
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

static void
update_recent_menu (BnWindow *self)
{
  BnApplication *app = BN_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  g_auto(GStrv) recent = NULL;
  g_autofree char *current = NULL;
  guint shown = 0;

  g_menu_remove_all (self->recent_menu);
  if (app == NULL)
    return;
  recent = bn_application_dup_recent_databases (app);
  current = bn_application_dup_database_path (app);
  for (guint i = 0; recent[i] != NULL; i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuItem) item = NULL;

      if (g_strcmp0 (recent[i], current) == 0)
        continue;
      name = g_filename_display_basename (recent[i]);
      item = g_menu_item_new (name, NULL);
      g_menu_item_set_action_and_target (item, "win.open-recent", "s", recent[i]);
      g_menu_append_item (self->recent_menu, item);
      shown++;
    }
  /* An empty submenu is a dead end: it is shown only with files in it,
   * after Open and New. */
  if (g_menu_model_get_n_items (G_MENU_MODEL (self->file_section)) > 2)
    g_menu_remove (self->file_section, 2);
  if (shown > 0)
    g_menu_append_submenu (self->file_section, _("Open _Recent"), G_MENU_MODEL (self->recent_menu));
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
  update_recent_menu (self);
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
  follow_store_now (self);
}

static void
on_battles_view_battles_changed_cb (BnWindow *self)
{
  follow_store_now (self);
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
open_database (BnWindow   *self,
               const char *path)
{
  BnApplication *app = BN_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  g_autoptr(GError) error = NULL;

  if (app == NULL)
    return;
  if (!bn_application_open_database (app, path, &error))
    show_toast (self, error->message);
}

static void
on_database_chosen_cb (gpointer  owner,
                       GFile    *file)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    open_database (BN_WINDOW (owner), path);
}

static void
on_open_database_activated_cb (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  BnWindow *self = BN_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Banneret campaign files"));
  gtk_file_filter_add_suffix (filter, "db");
  gtk_file_filter_add_suffix (filter, "sqlite");
  gtk_file_filter_add_mime_type (filter, "application/vnd.sqlite3");
  gtk_file_filter_add_mime_type (filter, "application/x-sqlite3");
  bn_file_chooser_show (&self->chooser, GTK_WINDOW (self), _("Open Campaign File"),
                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), filter, NULL,
                        on_database_chosen_cb, self);
}

/**
 * bn_window_open_file:
 * @file: a file handed to the app (from Files, `banneret FILE`, or
 *   `gapplication launch`)
 *
 * A campaign file becomes the file every window shows; a leader, an army
 * roster or a battle's result opens its import, showing what it holds
 * before anything is saved; a battle log is replayed. What cannot be
 * opened is said in a toast, and nothing changes.
 *
 * Returns: whether @file was opened (or its import offered)
 */
gboolean
bn_window_open_file (BnWindow *self,
                     GFile    *file)
{
  BnApplication *app;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *root = NULL;
  gboolean ok = FALSE;

  g_return_val_if_fail (BN_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  app = BN_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (file);

      g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only a file on this computer can be opened"), name);
    }
  else if (bn_application_is_campaign_file (path))
    ok = app != NULL && bn_application_open_database (app, path, &error);
  else if (current_store (self) == NULL)
    g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_INITIALIZED,
                 _("%s: no campaign file is open to import it into"), path);
  else if ((root = bn_xml_dup_file_root_name (path, &error)) == NULL)
    ;
  else if (g_str_equal (root, "banneret-leader"))
    {
      bn_window_set_section (self, "leaders");
      ok = bn_leaders_view_offer_import (self->leaders_view, file, &error) != NULL;
    }
  else if (g_str_equal (root, "banneret-army"))
    {
      bn_window_set_section (self, "armies");
      ok = bn_armies_view_offer_import (self->armies_view, file, &error) != NULL;
    }
  else if (g_str_equal (root, "battle-result"))
    {
      bn_window_set_section (self, "battles");
      ok = bn_battles_view_record_battle_from_file (self->battles_view, file, &error) != NULL;
    }
  else if (g_str_equal (root, "battle-log"))
    {
      bn_window_set_section (self, "battles");
      ok = bn_battles_view_replay_log (self->battles_view, file, &error) != NULL;
    }
  else
    {
      g_autofree char *display = g_filename_display_name (path);

      /* TRANSLATORS: %s is a file; <%s> the XML element it starts with */
      g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s is no campaign file, leader, army roster, battle or battle log of Banneret’s (it holds <%s>)"),
                   display, root);
    }
  if (!ok && error != NULL)
    show_toast (self, error->message);
  return ok;
}

/**
 * bn_window_new_database:
 * @path: where the new campaign file goes; no file may be there yet
 *
 * Creates an empty campaign file at @path, makes every window show it and
 * starts a new campaign in it. A file already at @path is never replaced:
 * @error says so and the file shown until now stays open.
 */
gboolean
bn_window_new_database (BnWindow    *self,
                        const char  *path,
                        GError     **error)
{
  BnApplication *app;

  g_return_val_if_fail (BN_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  app = BN_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  g_return_val_if_fail (app != NULL, FALSE);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   _("%s already exists: a new campaign file needs a name of its own"), display);
      return FALSE;
    }
  if (!bn_application_open_database (app, path, error))
    return FALSE;
  bn_window_set_section (self, "campaign");
  bn_campaign_view_new_campaign (self->campaign_view);
  return TRUE;
}

static void
on_new_database_chosen_cb (gpointer  owner,
                           GFile    *file)
{
  BnWindow *self = BN_WINDOW (owner);
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;

  if (path != NULL && !bn_window_new_database (self, path, &error))
    show_toast (self, error->message);
}

static void
on_new_database_activated_cb (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  BnWindow *self = BN_WINDOW (widget);

  /* TRANSLATORS: the name a new campaign file is offered under */
  bn_file_chooser_show (&self->chooser, GTK_WINDOW (self), _("New Campaign File"),
                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Create"), NULL, _("Campaign.banneret"),
                        on_new_database_chosen_cb, self);
}

static void
on_check_database_activated_cb (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  BnWindow *self = BN_WINDOW (widget);
  BnStore *store = current_store (self);

  if (store != NULL)
    bn_database_check_present (GTK_WINDOW (self), store);
}

static void
on_deleted_records_activated_cb (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  BnWindow *self = BN_WINDOW (widget);
  BnStore *store = current_store (self);

  if (store != NULL)
    gtk_window_present (GTK_WINDOW (bn_deleted_records_dialog_new (GTK_WINDOW (self), store)));
}

static void
on_measure_engine_speed_activated_cb (GtkWidget  *widget,
                                      const char *action_name,
                                      GVariant   *parameter)
{
  bn_bench_dialog_new (GTK_WINDOW (widget));
}

static void
on_career_balance_activated_cb (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  bn_career_balance_dialog_new (GTK_WINDOW (widget));
}

static void
on_draw_cards_activated_cb (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  gtk_window_present (GTK_WINDOW (bn_card_draw_dialog_new (GTK_WINDOW (widget))));
}

static void
on_open_recent_activated_cb (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  open_database (BN_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

/* Takes back the newest change offered and not yet taken back; Returns:
 * whether there was one. */
gboolean
bn_window_undo (BnWindow *self)
{
  g_autoptr(GError) error = NULL;
  BnStore *store;
  UndoStep step;
  gboolean ok = FALSE;

  g_return_val_if_fail (BN_IS_WINDOW (self), FALSE);

  store = current_store (self);
  if (self->undo_steps->len == 0 || store == NULL)
    return FALSE;
  step = g_array_index (self->undo_steps, UndoStep, self->undo_steps->len - 1);
  switch (step.undo)
    {
    case BN_WINDOW_UNDO_RESTORE:
      ok = bn_store_restore (store, step.kind, step.id, &error);
      break;
    case BN_WINDOW_UNDO_ARCHIVE:
    case BN_WINDOW_UNDO_UNARCHIVE:
      ok = bn_store_set_archived (store, step.kind, step.id, step.undo == BN_WINDOW_UNDO_ARCHIVE, &error);
      break;
    case BN_WINDOW_UNDO_RENAME:
      ok = bn_store_rename (store, step.kind, step.id, step.name, &error);
      break;
    case BN_WINDOW_UNDO_DELETE:
      ok = bn_store_delete (store, step.kind, step.id, &error);
      break;
    case BN_WINDOW_UNDO_NONE:
    default:
      break;
    }
  /* Taken back or not (the record may have changed since), it is done with. */
  dismiss_undo_toast (self);
  g_array_set_size (self->undo_steps, self->undo_steps->len - 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", self->undo_steps->len > 0);
  if (!ok)
    show_toast (self, error != NULL ? error->message : _("Nothing to undo"));
  follow_store_now (self);
  return ok;
}

static void
on_undo_activated_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  bn_window_undo (BN_WINDOW (widget));
}

static void
on_record_delete_activated_cb (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  BnWindow *self = BN_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;
  BnStore *store = current_store (self);
  BnStoreKind kind;
  gint64 id;

  if (store == NULL || !bn_record_menu_parse (parameter, &kind, &id))
    return;
  name = bn_store_dup_name (store, kind, id, NULL);
  if (!bn_store_delete (store, kind, id, &error))
    {
      show_toast (self, error->message);
      return;
    }
  /* TRANSLATORS: a toast after a campaign, leader, army or battle is deleted */
  message = g_strdup_printf (_("“%s” deleted"), name != NULL ? name : "");
  bn_window_offer_undo (self, message, BN_WINDOW_UNDO_RESTORE, kind, id, NULL);
  follow_store_now (self);
}

static void
set_archived (BnWindow *self,
              GVariant *parameter,
              gboolean  archived)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;
  BnStore *store = current_store (self);
  BnStoreKind kind;
  gint64 id;

  if (store == NULL || !bn_record_menu_parse (parameter, &kind, &id))
    return;
  name = bn_store_dup_name (store, kind, id, NULL);
  if (!bn_store_set_archived (store, kind, id, archived, &error))
    {
      show_toast (self, error->message);
      return;
    }
  message = archived ? g_strdup_printf (_("“%s” archived"), name != NULL ? name : "")
                     : g_strdup_printf (_("“%s” taken out of the archive"), name != NULL ? name : "");
  bn_window_offer_undo (self, message, archived ? BN_WINDOW_UNDO_UNARCHIVE : BN_WINDOW_UNDO_ARCHIVE,
                        kind, id, NULL);
  follow_store_now (self);
}

static void
on_record_archive_activated_cb (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  set_archived (BN_WINDOW (widget), parameter, TRUE);
}

static void
on_record_unarchive_activated_cb (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  set_archived (BN_WINDOW (widget), parameter, FALSE);
}

/**
 * bn_window_rename_record:
 *
 * Renames record @id and offers to undo it: what the Rename dialog does
 * when the player confirms.
 *
 * Returns: %FALSE with @error when the name is refused; nothing changed then
 */
gboolean
bn_window_rename_record (BnWindow     *self,
                         BnStoreKind   kind,
                         gint64        id,
                         const char   *name,
                         GError      **error)
{
  g_autofree char *old_name = NULL;
  g_autofree char *message = NULL;
  BnStore *store;

  g_return_val_if_fail (BN_IS_WINDOW (self), FALSE);

  store = current_store (self);
  if (store == NULL)
    return FALSE;
  old_name = bn_store_dup_name (store, kind, id, error);
  if (old_name == NULL || !bn_store_rename (store, kind, id, name, error))
    return FALSE;
  /* TRANSLATORS: a toast after renaming: the old name, then the new one */
  message = g_strdup_printf (_("“%s” renamed “%s”"), old_name, name);
  bn_window_offer_undo (self, message, BN_WINDOW_UNDO_RENAME, kind, id, old_name);
  follow_store_now (self);
  return TRUE;
}

static void
on_rename_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       BnWindow         *self)
{
  g_autoptr(GError) error = NULL;
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "bn-entry");
  BnStoreKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "bn-kind"));
  gint64 id = *(gint64 *) g_object_get_data (G_OBJECT (dialog), "bn-id");

  if (g_strcmp0 (response, "rename") != 0)
    return;
  if (!bn_window_rename_record (self, kind, id, gtk_editable_get_text (entry), &error) && error != NULL)
    show_toast (self, error->message);
}

static void
on_record_rename_activated_cb (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  BnWindow *self = BN_WINDOW (widget);
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;
  BnStore *store = current_store (self);
  AdwMessageDialog *dialog;
  GtkWidget *entry;
  BnStoreKind kind;
  gint64 id;

  if (store == NULL || !bn_record_menu_parse (parameter, &kind, &id))
    return;
  name = bn_store_dup_name (store, kind, id, NULL);
  if (name == NULL)
    return;
  /* TRANSLATORS: the heading of the rename dialog; %s is the current name */
  heading = g_strdup_printf (_("Rename “%s”"), name);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, NULL));
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_entry_set_max_length (GTK_ENTRY (entry), 80);
  adw_message_dialog_set_extra_child (dialog, entry);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "rename", _("_Rename"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "rename", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "rename");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data (G_OBJECT (dialog), "bn-entry", entry);
  g_object_set_data (G_OBJECT (dialog), "bn-kind", GINT_TO_POINTER (kind));
  g_object_set_data_full (G_OBJECT (dialog), "bn-id", g_memdup2 (&id, sizeof id), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_rename_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * bn_window_advance_campaign:
 *
 * Moves campaign @id on between battles (household honor, healing, debts,
 * rank-climb draws from the campaign's deck), as Between Battles… does.
 *
 * Returns: (transfer full) (element-type BnCareerPending): what waits for
 *   each leader, or %NULL with @error (nothing changed then)
 */
GPtrArray *
bn_window_advance_campaign (BnWindow  *self,
                            gint64     id,
                            GError   **error)
{
  BnStore *store;
  GPtrArray *pending;

  g_return_val_if_fail (BN_IS_WINDOW (self), NULL);

  store = current_store (self);
  if (store == NULL)
    return NULL;
  pending = bn_career_advance (store, id, NULL, error);
  if (pending != NULL)
    follow_store_now (self);
  return pending;
}

static void
on_advance_response_cb (AdwMessageDialog *dialog,
                        const char       *response,
                        BnWindow         *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) pending = NULL;
  g_autoptr(GString) body = g_string_new (NULL);
  gint64 id = *(gint64 *) g_object_get_data (G_OBJECT (dialog), "bn-id");
  AdwMessageDialog *result;

  if (g_strcmp0 (response, "advance") != 0)
    return;
  pending = bn_window_advance_campaign (self, id, &error);
  if (pending == NULL)
    {
      show_toast (self, error != NULL ? error->message : _("The campaign could not move on"));
      return;
    }
  for (guint i = 0; i < pending->len; i++)
    {
      const BnCareerPending *p = g_ptr_array_index (pending, i);
      g_autoptr(GString) line = g_string_new (NULL);

      if (p->needs_heir)
        g_string_append (line, _("dead: the campaign needs an heir"));
      if (p->skill_points > 0)
        g_string_append_printf (line, "%s%s", line->len > 0 ? "; " : "",
                                _("skill points to assign on his page"));
      if (p->wound_battles > 0)
        g_string_append_printf (line, "%s%s", line->len > 0 ? "; " : "", _("still wounded"));
      if (p->owed > 0)
        g_string_append_printf (line, "%s%s", line->len > 0 ? "; " : "", _("owes his mercenaries"));
      if (line->len > 0)
        g_string_append_printf (body, "%s: %s\n", p->name, line->str);
    }
  result = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("The Campaign Moves On"),
                                                      body->len > 0 ? body->str
                                                                    : _("Household honor is paid, wounds "
                                                                        "heal and debts fall due. Nothing "
                                                                        "waits for any leader.")));
  adw_message_dialog_add_response (result, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (result));
}

static void
on_campaign_advance_activated_cb (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  BnWindow *self = BN_WINDOW (widget);
  gint64 id = g_variant_get_int64 (parameter);
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;
  BnStore *store = current_store (self);
  AdwMessageDialog *dialog;

  if (store == NULL || (name = bn_store_dup_name (store, BN_STORE_KIND_CAMPAIGN, id, NULL)) == NULL)
    return;
  /* TRANSLATORS: %s is the campaign */
  heading = g_strdup_printf (_("Move “%s” On Between Battles?"), name);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (
    GTK_WINDOW (self), heading,
    _("Every leader gains honor equal to his household, wounds heal a battle's worth, debts to "
      "mercenaries fall due and ranks may climb, with cards from the campaign's deck. The careers "
      "keep it as an event of the campaign.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "advance", _("_Move On"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "advance", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "advance");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "bn-id", g_memdup2 (&id, sizeof id), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_advance_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_database_changed_cb (BnWindow *self)
{
  /* What was done to the other file cannot be undone in this one. */
  forget_undo (self);
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
  forget_undo (self);
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
  gtk_widget_class_install_action (widget_class, "win.open-database", NULL, on_open_database_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", on_open_recent_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.new-database", NULL, on_new_database_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.check-database", NULL, on_check_database_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.deleted-records", NULL, on_deleted_records_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.draw-cards", NULL, on_draw_cards_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.measure-engine-speed", NULL,
                                   on_measure_engine_speed_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.career-balance", NULL, on_career_balance_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, on_undo_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.campaign-advance", "x", on_campaign_advance_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.record-rename", "(sx)", on_record_rename_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.record-archive", "(sx)", on_record_archive_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.record-unarchive", "(sx)", on_record_unarchive_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.record-delete", "(sx)", on_record_delete_activated_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open-database", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.new-database", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.back", NULL);
}

static void
bn_window_init (BnWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bn_accessible_name_menu_buttons (GTK_WIDGET (self));
  self->undo_steps = g_array_new (FALSE, TRUE, sizeof (UndoStep));
  g_array_set_clear_func (self->undo_steps, undo_step_clear);
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
