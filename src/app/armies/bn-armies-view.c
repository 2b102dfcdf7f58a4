/* bn-armies-view.c — the Armies section: a campaign's rosters and the builder.
 *
 * The list shows every saved roster of the campaign's leaders, each with
 * its leader, what it spends of its points and whether the check finds it
 * ready. Activating one slides the builder in; the window's back button,
 * Escape or Alt+Left slide it out, asking first whether to save changes.
 * A roster's menu renames, duplicates, musters again or deletes it, through
 * the store, which may refuse: its message is shown as it gave it.
 *
 * The view reads the store afresh whenever the campaign changes, a roster
 * is saved, or the Leaders section changes a leader: the store, not the
 * view, holds the record.
 */
#include "bn-config.h"
#include "bn-accessible.h"

#include "bn-armies-view.h"

#include "bn-paged-list.h"
#include "bn-record-menu.h"
#include "bn-army-report.h"
#include "bn-army-xml.h"
#include "bn-file-chooser.h"
#include "bn-raise-army-dialog.h"
#include "bn-window.h"

#include <glib/gi18n.h>

#include "bn-leader-page.h"

struct _BnArmiesView
{
  AdwBin parent_instance;

  gboolean stale;            /* a write came while off screen: read again when shown */

  BnStore *store;
  BnLeaderRules *leader_rules;
  BnUnitRules *unit_rules;
  gint64 campaign_id;
  GPtrArray *leaders;         /* BnLeader, as last read */
  GPtrArray *armies;          /* BnArmy, as last read */
  gboolean showing_builder;
  AdwMessageDialog *dialog;   /* the last dialog the view asked something with */
  GtkFileChooserNative *chooser;

  GtkStack *stack;
  AdwStatusPage *error_page;
  AdwLeaflet *leaflet;
  GtkWidget *header_box;
  GtkLabel *count_label;
  GtkListBox *armies_list;
  BnArmyBuilder *builder;
};

G_DEFINE_FINAL_TYPE (BnArmiesView, bn_armies_view, ADW_TYPE_BIN)

static void ensure_loaded (BnArmiesView *self);

enum {
  PROP_0,
  PROP_CAMPAIGN_ID,
  PROP_CAN_GO_BACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWindow *
root_window (BnArmiesView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static BnLeader *
find_leader (BnArmiesView *self,
             gint64        id)
{
  for (guint i = 0; self->leaders != NULL && i < self->leaders->len; i++)
    {
      BnLeader *leader = g_ptr_array_index (self->leaders, i);

      if (leader->id == id)
        return leader;
    }
  return NULL;
}

static BnArmy *
find_army (BnArmiesView *self,
           gint64        id)
{
  for (guint i = 0; self->armies != NULL && i < self->armies->len; i++)
    {
      BnArmy *army = g_ptr_array_index (self->armies, i);

      if (army->id == id)
        return army;
    }
  return NULL;
}

/* Returns: (transfer container): the leader's vassals and heroes, borrowed
 * from the campaign's leaders: the store's "liege_id = ?" over the list
 * already read. */
static GPtrArray *
domain_of (BnArmiesView   *self,
           const BnLeader *leader)
{
  GPtrArray *domain = g_ptr_array_new ();

  for (guint i = 0; i < self->leaders->len; i++)
    {
      BnLeader *vassal = g_ptr_array_index (self->leaders, i);

      if (vassal->liege_id == leader->id)
        g_ptr_array_add (domain, vassal);
    }
  return domain;
}

static void
set_showing_builder (BnArmiesView *self,
                     gboolean      showing)
{
  if (self->showing_builder == showing)
    return;
  self->showing_builder = showing;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_GO_BACK]);
}

static void
forget_dialog (BnArmiesView *self)
{
  if (self->dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->dialog), (gpointer *) &self->dialog);
  self->dialog = NULL;
}

/* Makes a dialog over the window, remembered as the one the view asks with. */
static AdwMessageDialog *
make_dialog (BnArmiesView *self,
             const char   *heading,
             const char   *body)
{
  GtkWidget *dialog = adw_message_dialog_new (root_window (self), heading, body);
  GtkWindow *root = root_window (self);

  if (root != NULL)
    gtk_window_set_application (GTK_WINDOW (dialog), gtk_window_get_application (root));
  forget_dialog (self);
  self->dialog = ADW_MESSAGE_DIALOG (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->dialog);
  return ADW_MESSAGE_DIALOG (dialog);
}

static void
show_store_error (BnArmiesView *self,
                  const char   *heading,
                  const GError *error)
{
  g_autofree char *body = bn_army_builder_sentence (error->message);

  bn_leader_page_show_error (GTK_WIDGET (self), heading, body);
}

/* ---- the list ---- */

/* The window this view is in, to offer an undo; %NULL outside one. */
static BnWindow *
window_of (BnArmiesView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return BN_IS_WINDOW (root) ? BN_WINDOW (root) : NULL;
}

typedef struct
{
  gint64 army_id;
  gboolean archived;
} ArmyMenuSpec;

/* The menu is made when first opened, so a long list of armies does not
 * hold a popover per row. */
static void
create_army_menu_cb (GtkMenuButton *button,
                     gpointer       user_data)
{
  static const struct {
    const char *label;
    const char *action;
  } items[] = {
    { N_("_Rename…"), "armies.rename" },
    { N_("D_uplicate…"), "armies.duplicate" },
    { N_("_Muster Again…"), "armies.muster" },
    { N_("_Delete…"), "armies.delete" },
  };
  const ArmyMenuSpec *spec = user_data;
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) section = g_menu_new ();

  if (gtk_menu_button_get_popover (button) != NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (_(items[i].label), NULL);

      g_menu_item_set_action_and_target_value (item, items[i].action, g_variant_new_int64 (spec->army_id));
      /* Deleting stands apart from the rest. */
      g_menu_append_item (i == G_N_ELEMENTS (items) - 1 ? section : menu, item);
    }
  {
    g_autoptr(GMenuItem) archive = g_menu_item_new (spec->archived ? _("Un_archive") : _("_Archive"), NULL);

    g_menu_item_set_action_and_target_value (archive, spec->archived ? "win.record-unarchive" : "win.record-archive",
                                             bn_record_menu_target (BN_STORE_KIND_ARMY, spec->army_id));
    g_menu_append_item (menu, archive);
  }
  g_menu_append_section (menu, NULL, G_MENU_MODEL (section));
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
  gtk_menu_button_set_icon_name (button, "view-more-symbolic");
}

static GtkWidget *
make_menu_button (gint64   army_id,
                  gboolean archived)
{
  GtkWidget *button = gtk_menu_button_new ();
  ArmyMenuSpec *spec = g_new0 (ArmyMenuSpec, 1);

  spec->army_id = army_id;
  spec->archived = archived;
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), create_army_menu_cb, spec, g_free);
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Army Menu"));
  bn_accessible_set_label (button, _("Army Menu"));
  return button;
}

static GtkWidget *
make_army_row (BnArmiesView *self,
               const BnArmy *army)
{
  const BnLeader *leader = find_leader (self, army->leader_id);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("bn-shield-symbolic");
  g_autofree char *subtitle = NULL;
  g_autofree char *tag_text = NULL;
  const char *tag_class;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), army->name);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), leader != NULL);
  gtk_widget_add_css_class (icon, "bn-army-icon");
  gtk_accessible_update_state (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  if (leader != NULL)
    {
      g_autoptr(GPtrArray) domain = domain_of (self, leader);
      g_autoptr(BnArmyReport) report = bn_army_check (army, self->unit_rules, self->leader_rules, leader, domain);
      g_autofree char *title = bn_army_builder_leader_title (self->leader_rules, leader);
      g_autofree char *points = bn_army_builder_describe_points (army, report);
      g_autofree char *units = g_strdup_printf (ngettext ("%u unit", "%u units", army->units->len),
                                                army->units->len);
      guint n_errors = 0;

      for (guint i = 0; i < report->problems->len; i++)
        {
          const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);

          if (bn_army_problem_blocks_saving (problem))
            n_errors++;
        }
      /* TRANSLATORS: an army's row: "Baron Hugh · 38 of 43 points · 4 units" */
      subtitle = g_strdup_printf (_("%s · %s · %s"), title, points, units);
      if (n_errors > 0)
        {
          tag_text = g_strdup_printf (ngettext ("%u problem", "%u problems", n_errors), n_errors);
          tag_class = "problems";
        }
      else if (army->muster == NULL)
        {
          tag_text = g_strdup (_("Not mustered"));
          tag_class = "template";
        }
      else
        {
          tag_text = g_strdup (_("Ready"));
          tag_class = "ready";
        }
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), bn_leader_page_make_tag (tag_text, tag_class));
      g_object_set_data_full (G_OBJECT (row), "bn-tag", g_steal_pointer (&tag_text), g_free);
    }
  else
    {
      subtitle = g_strdup (_("Its leader is not in this campaign"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
    }
  g_object_set_data_full (G_OBJECT (row), "bn-subtitle", g_steal_pointer (&subtitle), g_free);

  if (army->archived)
    {
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), bn_leader_page_make_tag (_("Archived"), "template"));
      gtk_widget_add_css_class (row, "dim-label");
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), make_menu_button (army->id, army->archived));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_object_set_data_full (G_OBJECT (row), "bn-army-id", g_memdup2 (&army->id, sizeof army->id), g_free);
  return row;
}

static void
add_army_row (guint    index,
              gpointer user_data)
{
  BnArmiesView *self = user_data;

  gtk_list_box_append (self->armies_list, make_army_row (self, g_ptr_array_index (self->armies, index)));
}

static void
clear_list (BnArmiesView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->armies_list))) != NULL)
    gtk_list_box_remove (self->armies_list, child);
}

static void
fill_list (BnArmiesView *self)
{
  g_autofree char *count = NULL;

  clear_list (self);
  bn_paged_list_fill (GTK_WIDGET (self->armies_list), self->armies->len, add_army_row, self);
  count = g_strdup_printf (ngettext ("%u roster", "%u rosters", self->armies->len), self->armies->len);
  gtk_label_set_text (self->count_label, count);
}

static GtkWidget *
find_row (BnArmiesView *self,
          gint64        army_id)
{
  bn_paged_list_fill_all (GTK_WIDGET (self->armies_list));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->armies_list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      gint64 *id = g_object_get_data (G_OBJECT (child), "bn-army-id");

      if (id != NULL && *id == army_id)
        return child;
    }
  return NULL;
}

static void
show_builder (BnArmiesView *self,
              const BnArmy *army)
{
  g_autoptr(GError) error = NULL;

  if (!bn_army_builder_set_army (self->builder, army, &error))
    {
      show_store_error (self, _("The Army Could Not Be Opened"), error);
      return;
    }
  gtk_stack_set_visible_child_name (self->stack, "armies");
  adw_leaflet_set_visible_child_name (self->leaflet, "builder");
  set_showing_builder (self, TRUE);
}

static void
on_armies_list_row_activated_cb (BnArmiesView  *self,
                                 GtkListBoxRow *row)
{
  gint64 *id = g_object_get_data (G_OBJECT (row), "bn-army-id");

  if (id != NULL)
    bn_armies_view_open_army (self, *id);
}

static void
on_builder_saved_cb (BnArmiesView *self,
                     gint64        army_id)
{
  bn_armies_view_reload (self);
}

/* Leaves the builder, whatever it holds, and shows the list as stored. */
static void
leave_builder (BnArmiesView *self)
{
  adw_leaflet_set_visible_child_name (self->leaflet, "list");
  set_showing_builder (self, FALSE);
  bn_armies_view_reload (self);
}

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

static GtkWidget *
make_boxed_list (void)
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
  AdwMessageDialog *dialog = make_dialog (self, heading, body);
  GtkWidget *list = make_boxed_list ();
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
      show_store_error (self, _("The Army Could Not Be Renamed"), error);
      return;
    }
  bn_armies_view_reload (self);
  if (window_of (self) != NULL && old_name != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("“%s” renamed “%s”"), old_name, name);

      bn_window_offer_undo (window_of (self), message, BN_WINDOW_UNDO_RENAME, BN_STORE_KIND_ARMY,
                            dialog_army_id (dialog), old_name);
    }
}

static void
on_rename_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  BnArmiesView *self = BN_ARMIES_VIEW (widget);
  BnArmy *army = find_army (self, g_variant_get_int64 (parameter));

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
      show_store_error (self, _("The Army Could Not Be Duplicated"), error);
      return;
    }
  bn_armies_view_reload (self);
  /* TRANSLATORS: a toast; %s is the new army's name */
  toast = g_strdup_printf (_("Duplicated as “%s”"), copy->name);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast);
}

static void
on_duplicate_activated_cb (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  BnArmiesView *self = BN_ARMIES_VIEW (widget);
  BnArmy *army = find_army (self, g_variant_get_int64 (parameter));
  g_autofree char *name = NULL;

  if (army == NULL)
    return;
  /* TRANSLATORS: the name first offered for a copy of an army */
  name = g_strdup_printf (_("%s (Copy)"), army->name);
  ask_name (self, _("Duplicate Army"),
            _("The copy has the same units and commanders, but no points until it is mustered."),
            name, "duplicate", _("_Duplicate"), G_CALLBACK (on_duplicate_response_cb), army->id);
}

static void
on_muster_activated_cb (GtkWidget  *widget,
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
      show_store_error (self, _("The Army Could Not Be Deleted"), error);
      return;
    }
  bn_armies_view_reload (self);
  if (window_of (self) != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("“%s” deleted"), name != NULL ? name : "");

      bn_window_offer_undo (window_of (self), message, BN_WINDOW_UNDO_RESTORE, BN_STORE_KIND_ARMY,
                            dialog_army_id (dialog), NULL);
    }
}

static void
on_delete_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  BnArmiesView *self = BN_ARMIES_VIEW (widget);
  BnArmy *army = find_army (self, g_variant_get_int64 (parameter));
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;

  if (army == NULL)
    return;
  heading = g_strdup_printf (_("Delete “%s”?"), army->name);
  dialog = make_dialog (self, heading, _("The roster and the cards of its muster will be gone for good."));
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
  show_builder (self, army);
}

static gint
player_leaders_first (gconstpointer a,
                      gconstpointer b)
{
  const BnLeader *la = *(const BnLeader **) a;
  const BnLeader *lb = *(const BnLeader **) b;

  return (int) lb->is_player - (int) la->is_player;
}

static void
on_new_activated_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  bn_armies_view_new_army (BN_ARMIES_VIEW (widget));
}

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
  ensure_loaded (self);
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
  if (window_of (self) != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("“%s” imported"), army->name);

      bn_window_offer_undo (window_of (self), message, BN_WINDOW_UNDO_DELETE, BN_STORE_KIND_ARMY, army->id, NULL);
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
    show_store_error (self, _("The Army Could Not Be Imported"), error);
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
  ensure_loaded (self);

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
  g_ptr_array_sort (candidates, player_leaders_first);
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
  dialog = make_dialog (self, _("Import Army"), body);
  list = make_boxed_list ();
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
    show_store_error (self, _("The Army Could Not Be Imported"), error);
}

static void
on_import_activated_cb (GtkWidget  *widget,
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
  dialog = bn_raise_army_dialog_new (root_window (self), self->store, self->leader_rules, self->unit_rules,
                                     self->campaign_id, &error);
  if (dialog == NULL)
    show_store_error (self, _("The Army Could Not Be Raised"), error);
  return dialog;
}

static void
on_raise_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  bn_armies_view_raise_army (BN_ARMIES_VIEW (widget));
}

/* ---- object ---- */

static void
bn_armies_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BnArmiesView *self = BN_ARMIES_VIEW (object);

  switch (prop_id)
    {
    case PROP_CAMPAIGN_ID:
      g_value_set_int64 (value, self->campaign_id);
      break;
    case PROP_CAN_GO_BACK:
      g_value_set_boolean (value, self->showing_builder);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bn_armies_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BnArmiesView *self = BN_ARMIES_VIEW (object);

  switch (prop_id)
    {
    case PROP_CAMPAIGN_ID:
      bn_armies_view_set_campaign_id (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bn_armies_view_dispose (GObject *object)
{
  BnArmiesView *self = BN_ARMIES_VIEW (object);

  bn_file_chooser_close (&self->chooser);
  forget_dialog (self);
  /* The bin holds the template's top widget too: let it go first, once. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_ARMIES_VIEW);
  g_clear_pointer (&self->armies, g_ptr_array_unref);
  g_clear_pointer (&self->leaders, g_ptr_array_unref);
  g_clear_pointer (&self->unit_rules, bn_unit_rules_unref);
  g_clear_pointer (&self->leader_rules, bn_leader_rules_unref);
  g_clear_pointer (&self->store, bn_store_unref);

  G_OBJECT_CLASS (bn_armies_view_parent_class)->dispose (object);
}

static void bn_armies_view_map (GtkWidget *widget);

static void
bn_armies_view_class_init (BnArmiesViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->map = bn_armies_view_map;
  object_class->get_property = bn_armies_view_get_property;
  object_class->set_property = bn_armies_view_set_property;
  object_class->dispose = bn_armies_view_dispose;

  properties[PROP_CAMPAIGN_ID] =
    g_param_spec_int64 ("campaign-id", NULL, NULL,
                        0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_GO_BACK] =
    g_param_spec_boolean ("can-go-back", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BN_TYPE_ARMY_BUILDER);
  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-armies-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BnArmiesView, stack);
  gtk_widget_class_bind_template_child (widget_class, BnArmiesView, error_page);
  gtk_widget_class_bind_template_child (widget_class, BnArmiesView, leaflet);
  gtk_widget_class_bind_template_child (widget_class, BnArmiesView, header_box);
  gtk_widget_class_bind_template_child (widget_class, BnArmiesView, count_label);
  gtk_widget_class_bind_template_child (widget_class, BnArmiesView, armies_list);
  gtk_widget_class_bind_template_child (widget_class, BnArmiesView, builder);
  gtk_widget_class_bind_template_callback (widget_class, on_armies_list_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_builder_saved_cb);

  gtk_widget_class_install_action (widget_class, "armies.new", NULL, on_new_activated_cb);
  gtk_widget_class_install_action (widget_class, "armies.import", NULL, on_import_activated_cb);
  gtk_widget_class_install_action (widget_class, "armies.raise", NULL, on_raise_activated_cb);
  gtk_widget_class_install_action (widget_class, "armies.rename", "x", on_rename_activated_cb);
  gtk_widget_class_install_action (widget_class, "armies.duplicate", "x", on_duplicate_activated_cb);
  gtk_widget_class_install_action (widget_class, "armies.muster", "x", on_muster_activated_cb);
  gtk_widget_class_install_action (widget_class, "armies.delete", "x", on_delete_activated_cb);
}

static void
bn_armies_view_init (BnArmiesView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The header's menu is named for a screen reader by its tooltip. */
  bn_accessible_name_menu_buttons (GTK_WIDGET (self));
  self->stale = TRUE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "armies.new", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "armies.raise", FALSE);
}

GtkWidget *
bn_armies_view_new (void)
{
  return g_object_new (BN_TYPE_ARMIES_VIEW, NULL);
}

void
bn_armies_view_set_context (BnArmiesView  *self,
                            BnStore       *store,
                            BnLeaderRules *rules)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (BN_IS_ARMIES_VIEW (self));

  if (store != NULL)
    bn_store_ref (store);
  g_clear_pointer (&self->store, bn_store_unref);
  self->store = store;
  if (rules != NULL)
    bn_leader_rules_ref (rules);
  g_clear_pointer (&self->leader_rules, bn_leader_rules_unref);
  self->leader_rules = rules;
  if (self->unit_rules == NULL)
    self->unit_rules = bn_unit_rules_load_default (&error);
  if (self->unit_rules == NULL)
    {
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return;
    }
  bn_army_builder_set_context (self->builder, store, rules, self->unit_rules);
  bn_armies_view_reload (self);
}

gint64
bn_armies_view_get_campaign_id (BnArmiesView *self)
{
  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), 0);

  return self->campaign_id;
}

/* @campaign_id: the campaign whose armies to show; 0 for none. A roster
 * open in the builder belongs to the campaign it was opened in: it is
 * closed, unsaved changes and all. */
void
bn_armies_view_set_campaign_id (BnArmiesView *self,
                                gint64        campaign_id)
{
  g_return_if_fail (BN_IS_ARMIES_VIEW (self));

  if (self->campaign_id == campaign_id)
    return;
  self->campaign_id = campaign_id;
  adw_leaflet_set_visible_child_name (self->leaflet, "list");
  set_showing_builder (self, FALSE);
  bn_armies_view_reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAMPAIGN_ID]);
}

/* Reads the campaign's leaders and armies again; a roster open in the
 * builder stays open. */
static void
load (BnArmiesView *self)
{
  self->stale = FALSE;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) leaders = NULL;
  g_autoptr(GPtrArray) armies = NULL;

  g_return_if_fail (BN_IS_ARMIES_VIEW (self));

  clear_list (self);
  g_clear_pointer (&self->leaders, g_ptr_array_unref);
  g_clear_pointer (&self->armies, g_ptr_array_unref);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "armies.new", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "armies.raise", FALSE);
  if (self->store == NULL || self->leader_rules == NULL || self->unit_rules == NULL || self->campaign_id == 0)
    {
      adw_leaflet_set_visible_child_name (self->leaflet, "list");
      set_showing_builder (self, FALSE);
      gtk_stack_set_visible_child_name (self->stack, "no-campaign");
      return;
    }

  leaders = bn_store_list_leaders_brief (self->store, self->campaign_id, &error);
  if (leaders != NULL)
    armies = bn_store_list_armies (self->store, self->campaign_id, &error);
  if (leaders == NULL || armies == NULL)
    {
      adw_leaflet_set_visible_child_name (self->leaflet, "list");
      set_showing_builder (self, FALSE);
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return;
    }
  self->leaders = g_steal_pointer (&leaders);
  self->armies = g_steal_pointer (&armies);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "armies.new", self->leaders->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "armies.raise", self->leaders->len > 0);
  fill_list (self);
  if (self->showing_builder)
    gtk_stack_set_visible_child_name (self->stack, "armies");
  else if (self->leaders->len == 0)
    gtk_stack_set_visible_child_name (self->stack, "no-leaders");
  else if (self->armies->len == 0)
    gtk_stack_set_visible_child_name (self->stack, "no-armies");
  else
    gtk_stack_set_visible_child_name (self->stack, "armies");
}

/* A section off screen reads the database when it is next shown (or asked
 * for what it holds), not at every write: with a long campaign, reading
 * every section at start and after each write is most of the app's work. */
void
bn_armies_view_reload (BnArmiesView *self)
{
  g_return_if_fail (BN_IS_ARMIES_VIEW (self));

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  load (self);
}

static void
ensure_loaded (BnArmiesView *self)
{
  if (self->stale)
    load (self);
}

static void
bn_armies_view_map (GtkWidget *widget)
{
  BnArmiesView *self = BN_ARMIES_VIEW (widget);
  GtkStackTransitionType transition = gtk_stack_get_transition_type (self->stack);

  /* Read on being shown, the records appear at once, not faded in over
   * the page the section showed before it had read them. */
  gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_NONE);
  GTK_WIDGET_CLASS (bn_armies_view_parent_class)->map (widget);
  ensure_loaded (self);
  gtk_stack_set_transition_type (self->stack, transition);
}

/* Returns: (transfer none): the builder page. */
BnArmyBuilder *
bn_armies_view_get_builder (BnArmiesView *self)
{
  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), NULL);
  ensure_loaded (self);

  return self->builder;
}

gboolean
bn_armies_view_get_can_go_back (BnArmiesView *self)
{
  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), FALSE);

  return self->showing_builder;
}

static void
on_save_changes_response_cb (AdwMessageDialog *dialog,
                             const char       *response,
                             BnArmiesView     *self)
{
  if (g_strcmp0 (response, "discard") == 0)
    leave_builder (self);
  else if (g_strcmp0 (response, "save") == 0 && bn_army_builder_save (self->builder, NULL))
    leave_builder (self);
}

/**
 * bn_armies_view_go_back:
 *
 * Leaves the builder for the list, as the back button does. With unsaved
 * changes it asks first (Save / Discard / Cancel) and stays until answered.
 *
 * Returns: %TRUE if the list is now shown
 */
gboolean
bn_armies_view_go_back (BnArmiesView *self)
{
  const BnArmy *army;
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;
  gboolean can_save;

  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), FALSE);

  if (!self->showing_builder)
    return FALSE;
  if (!bn_army_builder_get_dirty (self->builder))
    {
      leave_builder (self);
      return TRUE;
    }

  army = bn_army_builder_get_army (self->builder);
  can_save = bn_army_builder_can_save (self->builder);
  heading = g_strdup_printf (_("Save Changes to “%s”?"), army->name);
  dialog = make_dialog (self, heading,
                        can_save ? _("The roster has changes that are not saved. Discarded, they are lost.")
                                 : _("The roster has changes that are not saved, and errors to fix before it can be. "
                                     "Discarded, the changes are lost."));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (dialog, "save", can_save);
  adw_message_dialog_set_default_response (dialog, can_save ? "save" : "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_save_changes_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

/* Returns: "no-campaign", "no-leaders", "no-armies", "error", "list" or
 *   "builder". */
const char *
bn_armies_view_get_page (BnArmiesView *self)
{
  const char *page;

  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), NULL);
  ensure_loaded (self);

  page = gtk_stack_get_visible_child_name (self->stack);
  if (g_strcmp0 (page, "armies") == 0)
    return self->showing_builder ? "builder" : "list";
  return page;
}

/* Returns: how many rosters the list shows. */
guint
bn_armies_view_get_n_armies (BnArmiesView *self)
{
  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), 0);
  ensure_loaded (self);

  return self->armies != NULL ? self->armies->len : 0;
}

/* Returns: (nullable): an army's row's subtitle. */
const char *
bn_armies_view_get_row_subtitle (BnArmiesView *self,
                                 gint64        army_id)
{
  GtkWidget *row;

  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), NULL);
  ensure_loaded (self);

  row = find_row (self, army_id);
  return row != NULL ? g_object_get_data (G_OBJECT (row), "bn-subtitle") : NULL;
}

/* Returns: (nullable): an army's row's tag: "Ready", "2 problems", … */
const char *
bn_armies_view_get_row_tag (BnArmiesView *self,
                            gint64        army_id)
{
  GtkWidget *row;

  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), NULL);
  ensure_loaded (self);

  row = find_row (self, army_id);
  return row != NULL ? g_object_get_data (G_OBJECT (row), "bn-tag") : NULL;
}

/* Activates an army's row. Returns: %FALSE if the list has no such army. */
gboolean
bn_armies_view_open_army (BnArmiesView *self,
                          gint64        army_id)
{
  BnArmy *army;

  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), FALSE);
  ensure_loaded (self);

  army = find_army (self, army_id);
  if (army == NULL || find_leader (self, army->leader_id) == NULL)
    return FALSE;
  show_builder (self, army);
  return self->showing_builder;
}

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
  ensure_loaded (self);

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
  g_ptr_array_sort (candidates, player_leaders_first);
  for (guint i = 0; i < candidates->len; i++)
    {
      g_autofree char *title = bn_army_builder_leader_title (self->leader_rules, g_ptr_array_index (candidates, i));

      gtk_string_list_append (names, title);
    }

  dialog = make_dialog (self, _("New Army"),
                        candidates->len > 0 ? _("Which leader raises it? His household musters its points.")
                                            : _("No living leader of the campaign can raise an army."));
  list = make_boxed_list ();
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
  ensure_loaded (self);

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

/* Returns: (transfer none): the list's header: its title, New Army and
 * the menu of the other ways to raise one. */
GtkWidget *
bn_armies_view_get_header (BnArmiesView *self)
{
  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), NULL);

  return self->header_box;
}
