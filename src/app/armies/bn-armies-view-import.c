/* bn-armies-view-import.c — rosters brought into the Armies section: a
 * roster file imported as a leader's army, held to the rules a roster
 * built here is held to, and a host raised for points.
 */
#include "bn-config.h"

#include "bn-armies-view-private.h"

#include "bn-army-xml.h"
#include "bn-file-chooser.h"

#include <glib/gi18n.h>

/**
 * bn_armies_view_import_file:
 * @leader_id: the leader whose army it becomes
 *
 * Saves the roster in @path as a new army of @leader_id, held to the rules
 * a roster built here is held to; its name is made free if his armies
 * already use it.
 *
 * Returns: the new army's id, or 0 with @error (nothing saved then)
 */
gint64
bn_armies_view_import_file (BnArmiesView  *self,
                            const char    *path,
                            gint64         leader_id,
                            GError       **error)
{
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(GPtrArray) domain = NULL;
  g_autofree char *display = g_filename_display_basename (path);
  g_autofree char *name = NULL;

  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), 0);
  bn_armies_view_ensure_loaded (self);
  g_return_val_if_fail (self->store != NULL && self->unit_rules != NULL, 0);

  if ((leader = bn_store_get_leader (self->store, leader_id, error)) == NULL)
    return 0;
  domain = leader->is_player ? bn_store_list_vassals (self->store, leader_id, error)
                             : g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  if (domain == NULL || (army = bn_army_xml_read_file (path, self->unit_rules, self->leader_rules, error)) == NULL)
    return 0;
  army->leader_id = leader_id;
  if (!bn_army_check_import (army, display, self->unit_rules, self->leader_rules, leader, domain, error) ||
      (name = bn_store_dup_free_army_name (self->store, leader_id, army->name, error)) == NULL)
    return 0;
  g_free (army->name);
  army->name = g_steal_pointer (&name);
  if (!bn_store_save_army (self->store, army, error))
    return 0;
  bn_armies_view_reload (self);
  if (bn_armies_view_window_of (self) != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("“%s” imported"), army->name);

      bn_window_offer_undo (bn_armies_view_window_of (self), message, BN_WINDOW_UNDO_DELETE, BN_STORE_KIND_ARMY, army->id, NULL);
    }
  return army->id;
}

static void
on_import_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       BnArmiesView     *self)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *candidates = g_object_get_data (G_OBJECT (dialog), "bn-candidates");
  AdwComboRow *combo = g_object_get_data (G_OBJECT (dialog), "bn-leader-row");
  const char *path = g_object_get_data (G_OBJECT (dialog), "bn-path");
  guint selected = adw_combo_row_get_selected (combo);

  if (g_strcmp0 (response, "import") != 0 || selected >= candidates->len)
    return;
  if (bn_armies_view_import_file (self, path, ((BnLeader *) g_ptr_array_index (candidates, selected))->id,
                                  &error) == 0)
    bn_armies_view_show_store_error (self, _("The Army Could Not Be Imported"), error);
}

/**
 * bn_armies_view_offer_import:
 * @file: an army roster, chosen in Import… or opened from outside the app
 *
 * Shows the roster @file holds and asks whose army it becomes; Import
 * saves it as bn_armies_view_import_file() does.
 *
 * Returns: (transfer none) (nullable): the question, or %NULL with @error
 *   when @file cannot be read (nothing changed then)
 */
AdwMessageDialog *
bn_armies_view_offer_import (BnArmiesView  *self,
                             GFile         *file,
                             GError       **error)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *path = NULL;
  g_autofree char *display = NULL;
  g_autofree char *body = NULL;
  g_autoptr(BnArmy) army = NULL;
  GPtrArray *candidates;
  AdwMessageDialog *dialog;
  GtkWidget *list, *combo;

  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  bn_armies_view_ensure_loaded (self);

  display = g_file_get_parse_name (file);
  path = g_file_get_path (file);
  if (path == NULL || self->leaders == NULL || self->unit_rules == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   path == NULL ? _("%s: only a file on this computer can be imported")
                                : _("%s: there is no campaign to add the army to"), display);
      return NULL;
    }
  if ((army = bn_army_xml_read_file (path, self->unit_rules, self->leader_rules, error)) == NULL)
    return NULL;
  candidates = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  for (guint i = 0; i < self->leaders->len; i++)
    {
      const BnLeader *leader = g_ptr_array_index (self->leaders, i);

      if (!leader->is_hero && bn_leader_is_living (leader))
        g_ptr_array_add (candidates, bn_leader_copy (leader));
    }
  g_ptr_array_sort (candidates, bn_armies_view_player_leaders_first);
  for (guint i = 0; i < candidates->len; i++)
    {
      g_autofree char *title = bn_army_builder_leader_title (self->leader_rules, g_ptr_array_index (candidates, i));

      gtk_string_list_append (names, title);
    }
  /* TRANSLATORS: the roster's name, its units and points, then the question */
  body = g_strdup_printf (ngettext ("“%s”: %u unit, %u points. Whose army does the roster become? It must fit his muster.",
                                    "“%s”: %u units, %u points. Whose army does the roster become? It must fit his muster.",
                                    army->units->len),
                          army->name, army->units->len, bn_army_get_points (army));
  dialog = bn_armies_view_make_dialog (self, _("Import Army"), body);
  list = bn_armies_view_make_boxed_list ();
  combo = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), _("Leader"));
  adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (names));
  gtk_list_box_append (GTK_LIST_BOX (list), combo);
  adw_message_dialog_set_extra_child (dialog, list);
  g_object_set_data_full (G_OBJECT (dialog), "bn-candidates", candidates, (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data (G_OBJECT (dialog), "bn-leader-row", combo);
  g_object_set_data_full (G_OBJECT (dialog), "bn-path", g_steal_pointer (&path), g_free);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "import", _("_Import"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "import", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (dialog, "import", candidates->len > 0);
  adw_message_dialog_set_default_response (dialog, "import");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_import_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
on_import_chosen_cb (gpointer  owner,
                     GFile    *file)
{
  BnArmiesView *self = BN_ARMIES_VIEW (owner);
  g_autoptr(GError) error = NULL;

  if (bn_armies_view_offer_import (self, file, &error) == NULL)
    bn_armies_view_show_store_error (self, _("The Army Could Not Be Imported"), error);
}

void
bn_armies_view_import_activated (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  BnArmiesView *self = BN_ARMIES_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autoptr(GtkFileFilter) filter = bn_file_chooser_new_xml_filter (_("Army Rosters (XML)"));

  bn_file_chooser_show (&self->chooser, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, _("Import Army"),
                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), filter, NULL, on_import_chosen_cb, self);
}

/* ---- a host raised for points ---- */

/**
 * bn_armies_view_raise_army:
 *
 * Opens "Raise an Army for Points" for the campaign shown.
 *
 * Returns: (transfer none) (nullable): the dialog, or %NULL when it could
 *   not be opened (the reason is shown)
 */
BnRaiseArmyDialog *
bn_armies_view_raise_army (BnArmiesView *self)
{
  g_autoptr(GError) error = NULL;
  BnRaiseArmyDialog *dialog;

  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), NULL);

  if (self->store == NULL || self->leader_rules == NULL || self->unit_rules == NULL || self->campaign_id == 0)
    return NULL;
  dialog = bn_raise_army_dialog_new (bn_armies_view_root_window (self), self->store, self->leader_rules, self->unit_rules,
                                     self->campaign_id, &error);
  if (dialog == NULL)
    bn_armies_view_show_store_error (self, _("The Army Could Not Be Raised"), error);
  return dialog;
}

void
bn_armies_view_raise_activated (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  bn_armies_view_raise_army (BN_ARMIES_VIEW (widget));
}

