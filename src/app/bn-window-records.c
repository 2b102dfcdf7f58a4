/* bn-window-records.c — what a record's menu asks of the window (rename,
 * archive, delete, advance a campaign), each through the store, and taking
 * those changes back: the toast offers the newest, Ctrl+Z one after
 * another. */
#include "bn-config.h"

#include "bn-window-private.h"

#include <glib/gi18n.h>

#include "bn-career.h"
#include "bn-record-menu.h"

/* Enough for an evening's slips; older changes are the CLI's to restore. */
#define MAX_UNDO_STEPS 50

void
bn_window_undo_step_clear (gpointer data)
{
  g_free (((UndoStep *) data)->name);
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
void
bn_window_forget_undo (BnWindow *self)
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

  store = bn_window_current_store (self);
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
    bn_window_show_toast (self, error != NULL ? error->message : _("Nothing to undo"));
  bn_window_follow_store_now (self);
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
  BnStore *store = bn_window_current_store (self);
  BnStoreKind kind;
  gint64 id;

  if (store == NULL || !bn_record_menu_parse (parameter, &kind, &id))
    return;
  name = bn_store_dup_name (store, kind, id, NULL);
  if (!bn_store_delete (store, kind, id, &error))
    {
      bn_window_show_toast (self, error->message);
      return;
    }
  /* TRANSLATORS: a toast after a campaign, leader, army or battle is deleted */
  message = g_strdup_printf (_("“%s” deleted"), name != NULL ? name : "");
  bn_window_offer_undo (self, message, BN_WINDOW_UNDO_RESTORE, kind, id, NULL);
  bn_window_follow_store_now (self);
}

static void
set_archived (BnWindow *self,
              GVariant *parameter,
              gboolean  archived)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;
  BnStore *store = bn_window_current_store (self);
  BnStoreKind kind;
  gint64 id;

  if (store == NULL || !bn_record_menu_parse (parameter, &kind, &id))
    return;
  name = bn_store_dup_name (store, kind, id, NULL);
  if (!bn_store_set_archived (store, kind, id, archived, &error))
    {
      bn_window_show_toast (self, error->message);
      return;
    }
  message = archived ? g_strdup_printf (_("“%s” archived"), name != NULL ? name : "")
                     : g_strdup_printf (_("“%s” taken out of the archive"), name != NULL ? name : "");
  bn_window_offer_undo (self, message, archived ? BN_WINDOW_UNDO_UNARCHIVE : BN_WINDOW_UNDO_ARCHIVE,
                        kind, id, NULL);
  bn_window_follow_store_now (self);
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

  store = bn_window_current_store (self);
  if (store == NULL)
    return FALSE;
  old_name = bn_store_dup_name (store, kind, id, error);
  if (old_name == NULL || !bn_store_rename (store, kind, id, name, error))
    return FALSE;
  /* TRANSLATORS: a toast after renaming: the old name, then the new one */
  message = g_strdup_printf (_("“%s” renamed “%s”"), old_name, name);
  bn_window_offer_undo (self, message, BN_WINDOW_UNDO_RENAME, kind, id, old_name);
  bn_window_follow_store_now (self);
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
    bn_window_show_toast (self, error->message);
}

static void
on_record_rename_activated_cb (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  BnWindow *self = BN_WINDOW (widget);
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;
  BnStore *store = bn_window_current_store (self);
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

  store = bn_window_current_store (self);
  if (store == NULL)
    return NULL;
  pending = bn_career_advance (store, id, NULL, error);
  if (pending != NULL)
    bn_window_follow_store_now (self);
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
      bn_window_show_toast (self, error != NULL ? error->message : _("The campaign could not move on"));
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
  BnStore *store = bn_window_current_store (self);
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

/* A record menu's actions and Ctrl+Z, for bn_window_class_init(). */
void
bn_window_class_init_records (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, on_undo_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.campaign-advance", "x", on_campaign_advance_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.record-rename", "(sx)", on_record_rename_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.record-archive", "(sx)", on_record_archive_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.record-unarchive", "(sx)", on_record_unarchive_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.record-delete", "(sx)", on_record_delete_activated_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
}
