/* bn-deleted-records-dialog.c — Deleted Records…
 *
 * The app's "banneret-cli campaign|leader|army|battle restore ID": every
 * record bn_store_list_deleted() says can be brought back, newest deletion
 * first, each a row naming what it is and when it was deleted, with a
 * Restore button that calls bn_store_restore(). A refusal (a name taken
 * meanwhile) is said in the dialog; the window's sections follow the store
 * on their own.
 */
#include "bn-config.h"

#include "bn-deleted-records-dialog.h"

#include <glib/gi18n.h>

struct _BnDeletedRecordsDialog
{
  AdwWindow parent_instance;

  BnStore *store;
  GtkStack *stack;
  GtkListBox *list;
  AdwStatusPage *empty_page;
  GtkLabel *message_label;
};

G_DEFINE_FINAL_TYPE (BnDeletedRecordsDialog, bn_deleted_records_dialog, ADW_TYPE_WINDOW)

static const char *
kind_label (BnStoreKind kind)
{
  switch (kind)
    {
    case BN_STORE_KIND_CAMPAIGN:
      return _("Campaign");
    case BN_STORE_KIND_LEADER:
      return _("Leader");
    case BN_STORE_KIND_ARMY:
      return _("Army");
    case BN_STORE_KIND_BATTLE:
    default:
      return _("Battle");
    }
}

static char *
describe_when (const char *deleted_at)
{
  g_autoptr(GDateTime) utc = deleted_at != NULL ? g_date_time_new_from_iso8601 (deleted_at, NULL) : NULL;
  g_autoptr(GDateTime) local = NULL;

  if (utc == NULL)
    return g_strdup (deleted_at != NULL ? deleted_at : "");
  local = g_date_time_to_local (utc);
  return g_date_time_format (local, "%x %H:%M");
}

static void
set_message (BnDeletedRecordsDialog *self,
             const char             *message)
{
  gtk_label_set_text (self->message_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
}

static void
on_restore_clicked_cb (GtkButton              *button,
                       BnDeletedRecordsDialog *self)
{
  g_autoptr(GError) error = NULL;
  BnStoreKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "bn-kind"));
  gint64 id = *(gint64 *) g_object_get_data (G_OBJECT (button), "bn-id");

  if (!bn_store_restore (self->store, kind, id, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not restore it: %s"), error->message);

      bn_deleted_records_dialog_reload (self);
      set_message (self, message);
      return;
    }
  bn_deleted_records_dialog_reload (self);
}

static GtkWidget *
make_row (BnDeletedRecordsDialog *self,
          const BnStoreDeleted   *record)
{
  g_autofree char *when = describe_when (record->deleted_at);
  /* Translators: "Army · deleted 25/11/26 04:53" */
  g_autofree char *subtitle = g_strdup_printf (_("%s · deleted %s"), kind_label (record->kind), when);
  g_autofree char *tooltip = NULL;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Restore"));
  gint64 *id = g_new (gint64, 1);

  *id = record->id;
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), record->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  /* Translators: %s is the name of a deleted record. */
  tooltip = g_strdup_printf (_("Restore “%s”"), record->name);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (button), "bn-kind", GINT_TO_POINTER (record->kind));
  g_object_set_data_full (G_OBJECT (button), "bn-id", id, g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_restore_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return row;
}

/* Reads the deleted records again. */
void
bn_deleted_records_dialog_reload (BnDeletedRecordsDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) records = NULL;
  GtkWidget *child;

  g_return_if_fail (BN_IS_DELETED_RECORDS_DIALOG (self));

  set_message (self, NULL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  records = bn_store_list_deleted (self->store, &error);
  if (records == NULL)
    {
      set_message (self, error->message);
      gtk_stack_set_visible_child (self->stack, GTK_WIDGET (self->empty_page));
      return;
    }
  for (guint i = 0; i < records->len; i++)
    gtk_list_box_append (self->list, make_row (self, g_ptr_array_index (records, i)));
  gtk_stack_set_visible_child_name (self->stack, records->len > 0 ? "list" : "empty");
}

static void
bn_deleted_records_dialog_dispose (GObject *object)
{
  BnDeletedRecordsDialog *self = BN_DELETED_RECORDS_DIALOG (object);

  g_clear_pointer (&self->store, bn_store_unref);
  G_OBJECT_CLASS (bn_deleted_records_dialog_parent_class)->dispose (object);
}

static void
bn_deleted_records_dialog_class_init (BnDeletedRecordsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bn_deleted_records_dialog_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bn_deleted_records_dialog_init (BnDeletedRecordsDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_window_set_title (GTK_WINDOW (self), _("Deleted Records"));
  gtk_window_set_default_size (GTK_WINDOW (self), 520, 480);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());

  self->message_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->message_label, TRUE);
  gtk_label_set_xalign (self->message_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), FALSE);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->message_label));

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_widget_set_valign (GTK_WIDGET (self->list), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->list));
  gtk_widget_set_margin_top (content, 18);
  gtk_widget_set_margin_bottom (content, 18);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  adw_clamp_set_child (ADW_CLAMP (clamp), content);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);

  self->empty_page = ADW_STATUS_PAGE (adw_status_page_new ());
  adw_status_page_set_icon_name (self->empty_page, "user-trash-symbolic");
  adw_status_page_set_title (self->empty_page, _("No Deleted Records"));
  adw_status_page_set_description (self->empty_page,
                                   _("Campaigns, leaders, armies and battles you delete are kept here and can be restored."));

  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_stack_add_named (self->stack, scrolled, "list");
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->empty_page), "empty");
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->stack));
  adw_window_set_content (ADW_WINDOW (self), box);
}

BnDeletedRecordsDialog *
bn_deleted_records_dialog_new (GtkWindow *parent,
                               BnStore   *store)
{
  BnDeletedRecordsDialog *self;

  g_return_val_if_fail (store != NULL, NULL);

  self = g_object_new (BN_TYPE_DELETED_RECORDS_DIALOG, "transient-for", parent, NULL);
  self->store = bn_store_ref (store);
  bn_deleted_records_dialog_reload (self);
  return self;
}
