/* bn-armies-view-rosters.c — what a roster's menu and New Army ask in the
 * Armies section: a name for a new army and the leader who raises it, a
 * new name, a copy, mustering again, and deleting, each through the store,
 * whose refusal is shown as it gave it.
 */
#include "bn-config.h"

#include "bn-armies-view-private.h"

#include <glib/gi18n.h>

/* ---- asking for a name ---- */

static void
on_name_entry_changed_cb (GtkEditable      *editable,
                          AdwMessageDialog *dialog)
{
  const char *response = g_object_get_data (G_OBJECT (dialog), "bn-response");
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (editable)));

  adw_message_dialog_set_response_enabled (dialog, response, text[0] != '\0');
}

static void
on_name_entry_activated_cb (AdwEntryRow      *entry,
                            AdwMessageDialog *dialog)
{
  const char *response = g_object_get_data (G_OBJECT (dialog), "bn-response");

  if (adw_message_dialog_get_response_enabled (dialog, response))
    adw_message_dialog_response (dialog, response);
}

/* Adds a name row to @dialog; @response is the one it enables. */
static AdwEntryRow *
add_name_entry (AdwMessageDialog *dialog,
                GtkWidget        *list,
                const char       *text,
                const char       *response)
{
  GtkWidget *entry = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry), _("Name"));
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_object_set_data_full (G_OBJECT (dialog), "bn-response", g_strdup (response), g_free);
  g_object_set_data (G_OBJECT (dialog), "bn-entry", entry);
  g_signal_connect (entry, "changed", G_CALLBACK (on_name_entry_changed_cb), dialog);
  g_signal_connect (entry, "entry-activated", G_CALLBACK (on_name_entry_activated_cb), dialog);
  gtk_list_box_append (GTK_LIST_BOX (list), entry);
  return ADW_ENTRY_ROW (entry);
}

GtkWidget *
bn_armies_view_make_boxed_list (void)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  return list;
}

static char *
entry_text (AdwMessageDialog *dialog)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "bn-entry");

  return g_strstrip (g_strdup (gtk_editable_get_text (entry)));
}

static AdwMessageDialog *
ask_name (BnArmiesView *self,
          const char   *heading,
          const char   *body,
          const char   *text,
          const char   *response,
          const char   *response_label,
          GCallback     callback,
          gint64        army_id)
{
  AdwMessageDialog *dialog = bn_armies_view_make_dialog (self, heading, body);
  GtkWidget *list = bn_armies_view_make_boxed_list ();
  AdwEntryRow *entry = add_name_entry (dialog, list, text, response);

  adw_message_dialog_set_extra_child (dialog, list);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), response, response_label, NULL);
  adw_message_dialog_set_response_appearance (dialog, response, ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, response);
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "bn-army-id", g_memdup2 (&army_id, sizeof army_id), g_free);
  g_signal_connect_object (dialog, "response", callback, self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (GTK_WIDGET (entry));
  return dialog;
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Presses @dialog's button for @response: the dialog closes, then answers,
 * as it does when the player clicks. */
static gboolean
press_response (AdwMessageDialog *dialog,
                const char       *response)
{
  GtkWidget *button = find_button (GTK_WIDGET (dialog), adw_message_dialog_get_response_label (dialog, response));

  if (button == NULL || !gtk_widget_is_sensitive (button))
    return FALSE;
  g_signal_emit_by_name (button, "clicked");
  return TRUE;
}

static gint64
dialog_army_id (AdwMessageDialog *dialog)
{
  gint64 *id = g_object_get_data (G_OBJECT (dialog), "bn-army-id");

  return id != NULL ? *id : 0;
}

/* ---- rename, duplicate, muster again, delete ---- */

static void
on_rename_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       BnArmiesView     *self)
{
  g_autofree char *name = entry_text (dialog);
  g_autoptr(GError) error = NULL;

  g_autofree char *old_name = NULL;

  if (g_strcmp0 (response, "rename") != 0)
    return;
  old_name = bn_store_dup_name (self->store, BN_STORE_KIND_ARMY, dialog_army_id (dialog), NULL);
  if (!bn_store_rename_army (self->store, dialog_army_id (dialog), name, &error))
    {
      bn_armies_view_show_store_error (self, _("The Army Could Not Be Renamed"), error);
      return;
    }
  bn_armies_view_reload (self);
  if (bn_armies_view_window_of (self) != NULL && old_name != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("“%s” renamed “%s”"), old_name, name);

      bn_window_offer_undo (bn_armies_view_window_of (self), message, BN_WINDOW_UNDO_RENAME, BN_STORE_KIND_ARMY,
                            dialog_army_id (dialog), old_name);
    }
}

void
bn_armies_view_rename_activated (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  BnArmiesView *self = BN_ARMIES_VIEW (widget);
  BnArmy *army = bn_armies_view_find_army (self, g_variant_get_int64 (parameter));

  if (army == NULL)
    return;
  ask_name (self, _("Rename Army"), NULL, army->name, "rename", _("_Rename"),
            G_CALLBACK (on_rename_response_cb), army->id);
}

static void
on_duplicate_response_cb (AdwMessageDialog *dialog,
                          const char       *response,
                          BnArmiesView     *self)
{
  g_autofree char *name = entry_text (dialog);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) copy = NULL;
  g_autofree char *toast = NULL;

  if (g_strcmp0 (response, "duplicate") != 0)
    return;
  copy = bn_store_duplicate_army (self->store, dialog_army_id (dialog), name, &error);
  if (copy == NULL)
    {
      bn_armies_view_show_store_error (self, _("The Army Could Not Be Duplicated"), error);
      return;
    }
  bn_armies_view_reload (self);
  /* TRANSLATORS: a toast; %s is the new army's name */
  toast = g_strdup_printf (_("Duplicated as “%s”"), copy->name);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast);
}

void
bn_armies_view_duplicate_activated (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *parameter)
{
  BnArmiesView *self = BN_ARMIES_VIEW (widget);
  BnArmy *army = bn_armies_view_find_army (self, g_variant_get_int64 (parameter));
  g_autofree char *name = NULL;

  if (army == NULL)
    return;
  /* TRANSLATORS: the name first offered for a copy of an army */
  name = g_strdup_printf (_("%s (Copy)"), army->name);
  ask_name (self, _("Duplicate Army"),
            _("The copy has the same units and commanders, but no points until it is mustered."),
            name, "duplicate", _("_Duplicate"), G_CALLBACK (on_duplicate_response_cb), army->id);
}

void
bn_armies_view_muster_activated (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  BnArmiesView *self = BN_ARMIES_VIEW (widget);

  if (bn_armies_view_open_army (self, g_variant_get_int64 (parameter)))
    bn_army_builder_muster (self->builder);
}

static void
on_delete_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       BnArmiesView     *self)
{
  g_autoptr(GError) error = NULL;

  g_autofree char *name = NULL;

  if (g_strcmp0 (response, "delete") != 0)
    return;
  name = bn_store_dup_name (self->store, BN_STORE_KIND_ARMY, dialog_army_id (dialog), NULL);
  if (!bn_store_delete_army (self->store, dialog_army_id (dialog), &error))
    {
      bn_armies_view_show_store_error (self, _("The Army Could Not Be Deleted"), error);
      return;
    }
  bn_armies_view_reload (self);
  if (bn_armies_view_window_of (self) != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("“%s” deleted"), name != NULL ? name : "");

      bn_window_offer_undo (bn_armies_view_window_of (self), message, BN_WINDOW_UNDO_RESTORE, BN_STORE_KIND_ARMY,
                            dialog_army_id (dialog), NULL);
    }
}

void
bn_armies_view_delete_activated (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  BnArmiesView *self = BN_ARMIES_VIEW (widget);
  BnArmy *army = bn_armies_view_find_army (self, g_variant_get_int64 (parameter));
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;

  if (army == NULL)
    return;
  heading = g_strdup_printf (_("Delete “%s”?"), army->name);
  dialog = bn_armies_view_make_dialog (self, heading, _("The roster and the cards of its muster will be gone for good."));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "delete", _("_Delete"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "delete", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "bn-army-id", g_memdup2 (&army->id, sizeof army->id), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_delete_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- a new army ---- */

static char *
suggest_name (const BnLeader *leader)
{
  /* TRANSLATORS: the name first offered for a leader's new army */
  return g_strdup_printf (_("Army of %s"), leader->name);
}

static void
on_new_army_leader_selected_cb (AdwComboRow      *combo,
                                GParamSpec       *pspec,
                                AdwMessageDialog *dialog)
{
  GPtrArray *candidates = g_object_get_data (G_OBJECT (dialog), "bn-candidates");
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "bn-entry");
  const char *suggested = g_object_get_data (G_OBJECT (dialog), "bn-suggested");
  guint selected = adw_combo_row_get_selected (combo);
  char *name;

  if (candidates == NULL || entry == NULL || selected >= candidates->len)
    return;
  /* A name the player typed is his; only the offered one follows the leader. */
  if (g_strcmp0 (gtk_editable_get_text (entry), suggested) != 0)
    return;
  name = suggest_name (g_ptr_array_index (candidates, selected));
  gtk_editable_set_text (entry, name);
  g_object_set_data_full (G_OBJECT (dialog), "bn-suggested", name, g_free);
}

static void
on_new_army_response_cb (AdwMessageDialog *dialog,
                         const char       *response,
                         BnArmiesView     *self)
{
  GPtrArray *candidates = g_object_get_data (G_OBJECT (dialog), "bn-candidates");
  AdwComboRow *combo = g_object_get_data (G_OBJECT (dialog), "bn-leader-row");
  g_autofree char *name = entry_text (dialog);
  g_autoptr(BnArmy) army = NULL;
  const BnLeader *leader;
  guint selected;

  if (g_strcmp0 (response, "create") != 0 || candidates == NULL || combo == NULL)
    return;
  selected = adw_combo_row_get_selected (combo);
  if (selected >= candidates->len)
    return;
  leader = g_ptr_array_index (candidates, selected);
  army = bn_army_new (leader->id, name);
  /* The leader who raises the army leads it, unless the player says
   * otherwise in the builder. */
  g_ptr_array_add (army->posts, bn_army_post_new (leader->id, BN_ARMY_ROLE_COMMANDER, -1));
  bn_armies_view_show_builder (self, army);
}

gint
bn_armies_view_player_leaders_first (gconstpointer a,
                                     gconstpointer b)
{
  const BnLeader *la = *(const BnLeader **) a;
  const BnLeader *lb = *(const BnLeader **) b;

  return (int) lb->is_player - (int) la->is_player;
}

void
bn_armies_view_new_activated (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  bn_armies_view_new_army (BN_ARMIES_VIEW (widget));
}

/* ---- what the section offers of them ---- */

/**
 * bn_armies_view_new_army:
 *
 * Presses "New Army": asks which leader raises it, and its name.
 *
 * Returns: (transfer none) (nullable): the dialog, or %NULL when the
 *   campaign has no leader
 */
AdwMessageDialog *
bn_armies_view_new_army (BnArmiesView *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GPtrArray *candidates;
  AdwMessageDialog *dialog;
  GtkWidget *list, *combo;
  g_autofree char *suggested = NULL;

  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), NULL);
  bn_armies_view_ensure_loaded (self);

  if (self->leaders == NULL || self->leaders->len == 0)
    return NULL;
  /* Heroes fight with a unit and command none; the dead raise nothing. */
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

  dialog = bn_armies_view_make_dialog (self, _("New Army"),
                                       candidates->len > 0 ? _("Which leader raises it? His household musters its points.")
                                            : _("No living leader of the campaign can raise an army."));
  list = bn_armies_view_make_boxed_list ();
  combo = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), _("Leader"));
  adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (names));
  gtk_widget_set_sensitive (combo, candidates->len > 0);
  gtk_list_box_append (GTK_LIST_BOX (list), combo);
  suggested = candidates->len > 0 ? suggest_name (g_ptr_array_index (candidates, 0)) : g_strdup ("");
  add_name_entry (dialog, list, suggested, "create");
  g_object_set_data_full (G_OBJECT (dialog), "bn-suggested", g_steal_pointer (&suggested), g_free);
  g_object_set_data_full (G_OBJECT (dialog), "bn-candidates", candidates, (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data (G_OBJECT (dialog), "bn-leader-row", combo);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (on_new_army_leader_selected_cb), dialog);

  adw_message_dialog_set_extra_child (dialog, list);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "create", _("C_reate"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "create", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (dialog, "create", candidates->len > 0);
  adw_message_dialog_set_default_response (dialog, "create");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_army_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/**
 * bn_armies_view_choose_new_army:
 * @leader_id: the leader to choose in the open "New Army" dialog
 * @name: the name to type
 *
 * Chooses the leader, types the name and presses Create.
 *
 * Returns: %FALSE if no "New Army" dialog is open, it does not offer the
 *   leader, or Create is off
 */
gboolean
bn_armies_view_choose_new_army (BnArmiesView *self,
                                gint64        leader_id,
                                const char   *name)
{
  GPtrArray *candidates;
  AdwComboRow *combo;
  GtkEditable *entry;

  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), FALSE);
  bn_armies_view_ensure_loaded (self);

  if (self->dialog == NULL)
    return FALSE;
  candidates = g_object_get_data (G_OBJECT (self->dialog), "bn-candidates");
  combo = g_object_get_data (G_OBJECT (self->dialog), "bn-leader-row");
  entry = g_object_get_data (G_OBJECT (self->dialog), "bn-entry");
  if (candidates == NULL || combo == NULL || entry == NULL)
    return FALSE;
  for (guint i = 0; i < candidates->len; i++)
    if (((BnLeader *) g_ptr_array_index (candidates, i))->id == leader_id)
      {
        adw_combo_row_set_selected (combo, i);
        gtk_editable_set_text (entry, name);
        return press_response (self->dialog, "create");
      }
  return FALSE;
}

/* Returns: (transfer none) (nullable): the dialog the view last asked
 *   something with, while it is open. */
AdwMessageDialog *
bn_armies_view_get_dialog (BnArmiesView *self)
{
  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), NULL);

  return self->dialog;
}

/* Types @text in the open dialog's name entry. */
void
bn_armies_view_set_dialog_text (BnArmiesView *self,
                                const char   *text)
{
  GtkEditable *entry;

  g_return_if_fail (BN_IS_ARMIES_VIEW (self));

  if (self->dialog == NULL)
    return;
  entry = g_object_get_data (G_OBJECT (self->dialog), "bn-entry");
  if (entry != NULL)
    gtk_editable_set_text (entry, text);
}

