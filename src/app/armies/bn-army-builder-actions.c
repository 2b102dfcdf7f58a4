/* bn-army-builder-actions.c — the header's actions: save, muster, export,
 * print, new unit types, posts. */
#include "bn-army-builder-private.h"


void
bn_army_builder_on_save_activated_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  bn_army_builder_save (BN_ARMY_BUILDER (widget), NULL);
}

void
bn_army_builder_on_muster_dialog_mustered_cb (BnMusterDialog *dialog,
                              BnArmyBuilder  *self)
{
  BnMuster *muster = bn_muster_dialog_dup_muster (dialog);
  g_autofree char *toast = NULL;
  gint deal;

  if (muster == NULL || self->army == NULL)
    return;
  deal = bn_muster_dialog_get_deal (dialog);
  toast = g_strdup_printf (ngettext ("Mustered %u army point", "Mustered %u army points", muster->army_points),
                           muster->army_points);
  bn_army_set_muster (self->army, muster);
  /* The campaign's shuffle is used up only if the deck dealt a card. */
  self->army->deal = deal;
  self->army->deal_seed = deal >= 0 ? bn_muster_dialog_get_deal_seed (dialog) : 0;
  bn_army_builder_changed (self);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast);
}

void
bn_army_builder_on_muster_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  bn_army_builder_muster (BN_ARMY_BUILDER (widget));
}

void
bn_army_builder_on_unit_editor_add_unit_cb (BnUnitEditor  *editor,
                            BnArmyBuilder *self)
{
  if (self->army != NULL)
    bn_army_builder_add_unit (self, bn_unit_copy (bn_unit_editor_peek_unit (editor)));
}

void
bn_army_builder_on_unit_editor_type_saved_cb (BnUnitEditor  *editor,
                              const char    *type_id,
                              BnArmyBuilder *self)
{
  bn_army_builder_reload_unit_types (self);
}

void
bn_army_builder_on_new_unit_type_activated_cb (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  bn_army_builder_new_unit_type (BN_ARMY_BUILDER (widget));
}

void
bn_army_builder_on_search_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  gtk_widget_grab_focus (GTK_WIDGET (BN_ARMY_BUILDER (widget)->search_entry));
}

void
bn_army_builder_on_remove_unit_activated_cb (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  bn_army_builder_remove_unit (BN_ARMY_BUILDER (widget), g_variant_get_uint32 (parameter));
}

void
bn_army_builder_on_add_captain_activated_cb (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (widget);
  gint64 id = g_variant_get_int64 (parameter);

  if (self->army == NULL || bn_army_builder_find_leader (self, id) == NULL)
    return;
  bn_army_builder_remove_posts (self, id, -1);
  g_ptr_array_add (self->army->posts, bn_army_post_new (id, BN_ARMY_ROLE_CAPTAIN, -1));
  bn_army_builder_changed (self);
  bn_army_builder_rebuild_commanders_later (self);
}

void
bn_army_builder_on_remove_post_activated_cb (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (widget);

  if (self->army == NULL)
    return;
  bn_army_builder_remove_posts (self, g_variant_get_int64 (parameter), -1);
  bn_army_builder_changed (self);
  bn_army_builder_rebuild_commanders_later (self);
}

static BnArmySheet *
make_sheet (BnArmyBuilder *self,
            gboolean       for_opponent)
{
  return bn_army_sheet_new (self->army, self->leader, self->domain,
                            self->unit_rules, self->leader_rules, for_opponent);
}

static void
on_print_begin_cb (GtkPrintOperation *operation,
                   GtkPrintContext   *context,
                   BnArmySheet       *sheet)
{
  guint n_pages = bn_army_sheet_paginate (sheet, gtk_print_context_get_cairo_context (context),
                                          gtk_print_context_get_width (context),
                                          gtk_print_context_get_height (context));

  gtk_print_operation_set_n_pages (operation, MAX (n_pages, 1));
}

static void
on_print_draw_page_cb (GtkPrintOperation *operation,
                       GtkPrintContext   *context,
                       int                page_nr,
                       BnArmySheet       *sheet)
{
  bn_army_sheet_draw_page (sheet, gtk_print_context_get_cairo_context (context),
                           gtk_print_context_get_width (context),
                           gtk_print_context_get_height (context),
                           (guint) page_nr);
}

static void
on_print_done_cb (GtkPrintOperation       *operation,
                  GtkPrintOperationResult  result,
                  BnArmyBuilder           *self)
{
  g_autoptr(GError) error = NULL;

  if (result != GTK_PRINT_OPERATION_RESULT_ERROR)
    return;
  gtk_print_operation_get_error (operation, &error);
  bn_leader_page_show_error (GTK_WIDGET (self), _("The Roster Could Not Be Printed"),
                             error != NULL ? error->message : NULL);
}

void
bn_army_builder_on_print_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (widget);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  BnArmySheet *sheet;

  if (self->army == NULL || self->leader == NULL)
    return;
  sheet = make_sheet (self, FALSE);
  operation = gtk_print_operation_new ();
  g_object_set_data_full (G_OBJECT (operation), "bn-sheet", sheet, (GDestroyNotify) bn_army_sheet_free);
  gtk_print_operation_set_job_name (operation, self->army->name != NULL ? self->army->name : _("Army"));
  gtk_print_operation_set_allow_async (operation, TRUE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_print_begin_cb), sheet);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_print_draw_page_cb), sheet);
  g_signal_connect_object (operation, "done", G_CALLBACK (on_print_done_cb), self, 0);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                               bn_army_builder_root_window (self), &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
    bn_leader_page_show_error (widget, _("The Roster Could Not Be Printed"), error->message);
}

static gboolean
export_pdf (BnArmyBuilder  *self,
            GFile          *file,
            GError        **error)
{
  g_autoptr(BnArmySheet) sheet = make_sheet (self, FALSE);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *toast = NULL;
  guint n_pages = 0;

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only a file on this computer can be written"));
      return FALSE;
    }
  if (!bn_army_sheet_write_pdf (sheet, path, &n_pages, error))
    return FALSE;
  /* TRANSLATORS: a toast; %s is the file's name */
  toast = g_strdup_printf (ngettext ("Exported %u page to %s", "Exported %u pages to %s", n_pages), n_pages, name);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast);
  return TRUE;
}

static void
on_export_pdf_chosen (gpointer  owner,
                      GFile    *file)
{
  BnArmyBuilder *self = owner;
  g_autoptr(GError) error = NULL;

  if (!export_pdf (self, file, &error))
    bn_leader_page_show_error (GTK_WIDGET (self), _("The Roster Could Not Be Exported"), error->message);
}

void
bn_army_builder_on_export_pdf_activated_cb (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (widget);
  g_autoptr(GtkFileFilter) filter = bn_file_chooser_new_pdf_filter ();
  g_autofree char *name = NULL;

  if (self->army == NULL)
    return;
  name = g_strdup_printf ("%s.pdf", self->army->name != NULL ? self->army->name : _("Army"));
  bn_file_chooser_show (&self->chooser, bn_army_builder_root_window (self), _("Export PDF"), GTK_FILE_CHOOSER_ACTION_SAVE,
                        _("_Export"), filter, name, on_export_pdf_chosen, self);
}

/* Writes the roster document; the opponent's copy keeps the promises
 * secret (bn_army_xml_write() leaves them out). */
static gboolean
export_xml (BnArmyBuilder  *self,
            GFile          *file,
            gboolean        for_opponent,
            GError        **error)
{
  g_autofree char *xml = bn_army_xml_write (self->army, self->leader, self->domain,
                                            self->unit_rules, for_opponent);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *toast = NULL;

  if (!g_file_replace_contents (file, xml, strlen (xml), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                NULL, NULL, error))
    return FALSE;
  toast = for_opponent ? g_strdup_printf (_("Exported the opponent’s copy to %s"), name)
                       : g_strdup_printf (_("Exported to %s"), name);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast);
  return TRUE;
}

static void
on_export_xml_chosen (gpointer  owner,
                      GFile    *file)
{
  BnArmyBuilder *self = owner;
  g_autoptr(GError) error = NULL;

  if (!export_xml (self, file, self->exporting_for_opponent, &error))
    bn_leader_page_show_error (GTK_WIDGET (self), _("The Roster Could Not Be Exported"), error->message);
}

static void
open_xml_chooser (BnArmyBuilder *self,
                  gboolean       for_opponent)
{
  g_autoptr(GtkFileFilter) filter = bn_file_chooser_new_xml_filter (_("Army Documents (XML)"));
  g_autofree char *name = NULL;
  const char *army_name;

  if (self->army == NULL || self->leader == NULL)
    return;
  army_name = self->army->name != NULL ? self->army->name : _("Army");
  /* TRANSLATORS: the file name offered for the opponent's copy of a roster;
   * keep ".army.xml", by which a file manager knows a roster */
  name = for_opponent ? g_strdup_printf (_("%s (for opponent).army.xml"), army_name)
                      : g_strdup_printf ("%s.army.xml", army_name);
  self->exporting_for_opponent = for_opponent;
  bn_file_chooser_show (&self->chooser, bn_army_builder_root_window (self),
                        for_opponent ? _("Export for Opponent") : _("Export Army"),
                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), filter, name, on_export_xml_chosen, self);
}

void
bn_army_builder_on_export_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  open_xml_chooser (BN_ARMY_BUILDER (widget), FALSE);
}

void
bn_army_builder_on_export_opponent_activated_cb (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  open_xml_chooser (BN_ARMY_BUILDER (widget), TRUE);
}
