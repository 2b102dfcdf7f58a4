/* bn-window-menu.c — what the window's main menu does: open or start a
 * campaign file (a file of another kind is offered to the section that
 * reads it), the recent files, deleted records, card draws and the tools
 * (checking the file, engine speed, the balance of careers). */
#include "bn-config.h"

#include "bn-window-private.h"

#include <glib/gi18n.h>

#include "bn-bench-dialog.h"
#include "bn-career-balance-dialog.h"
#include "bn-card-draw-dialog.h"
#include "bn-database-check.h"
#include "bn-deleted-records-dialog.h"
#include "bn-file-chooser.h"
#include "bn-xml.h"

void
bn_window_update_recent_menu (BnWindow *self)
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

static void
open_database (BnWindow   *self,
               const char *path)
{
  BnApplication *app = BN_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  g_autoptr(GError) error = NULL;

  if (app == NULL)
    return;
  if (!bn_application_open_database (app, path, &error))
    bn_window_show_toast (self, error->message);
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
  else if (bn_window_current_store (self) == NULL)
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
    bn_window_show_toast (self, error->message);
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
    bn_window_show_toast (self, error->message);
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
  BnStore *store = bn_window_current_store (self);

  if (store != NULL)
    bn_database_check_present (GTK_WINDOW (self), store);
}

static void
on_deleted_records_activated_cb (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  BnWindow *self = BN_WINDOW (widget);
  BnStore *store = bn_window_current_store (self);

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

/* The menu's actions and their shortcuts, for bn_window_class_init(). */
void
bn_window_class_init_menu (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open-database", NULL, on_open_database_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", on_open_recent_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.new-database", NULL, on_new_database_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.check-database", NULL, on_check_database_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.deleted-records", NULL, on_deleted_records_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.draw-cards", NULL, on_draw_cards_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.measure-engine-speed", NULL,
                                   on_measure_engine_speed_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.career-balance", NULL, on_career_balance_activated_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open-database", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.new-database", NULL);
}
