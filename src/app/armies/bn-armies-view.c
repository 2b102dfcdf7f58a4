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
 *
 * What a roster's menu and New Army ask live in bn-armies-view-rosters.c,
 * importing a roster and raising a host in bn-armies-view-import.c.
 */
#include "bn-config.h"
#include "bn-accessible.h"

#include "bn-armies-view-private.h"

#include "bn-paged-list.h"
#include "bn-record-menu.h"
#include "bn-army-report.h"
#include "bn-army-xml.h"
#include "bn-file-chooser.h"
#include "bn-raise-army-dialog.h"
#include "bn-window.h"

#include <glib/gi18n.h>

#include "bn-leader-page.h"

G_DEFINE_FINAL_TYPE (BnArmiesView, bn_armies_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_CAMPAIGN_ID,
  PROP_CAN_GO_BACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWindow *
bn_armies_view_root_window (BnArmiesView *self)
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

BnArmy *
bn_armies_view_find_army (BnArmiesView *self,
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
AdwMessageDialog *
bn_armies_view_make_dialog (BnArmiesView *self,
                            const char   *heading,
                            const char   *body)
{
  GtkWidget *dialog = adw_message_dialog_new (bn_armies_view_root_window (self), heading, body);
  GtkWindow *root = bn_armies_view_root_window (self);

  if (root != NULL)
    gtk_window_set_application (GTK_WINDOW (dialog), gtk_window_get_application (root));
  forget_dialog (self);
  self->dialog = ADW_MESSAGE_DIALOG (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->dialog);
  return ADW_MESSAGE_DIALOG (dialog);
}

void
bn_armies_view_show_store_error (BnArmiesView *self,
                                 const char   *heading,
                                 const GError *error)
{
  g_autofree char *body = bn_army_builder_sentence (error->message);

  bn_leader_page_show_error (GTK_WIDGET (self), heading, body);
}

/* ---- the list ---- */

/* The window this view is in, to offer an undo; %NULL outside one. */
BnWindow *
bn_armies_view_window_of (BnArmiesView *self)
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

void
bn_armies_view_show_builder (BnArmiesView *self,
                             const BnArmy *army)
{
  g_autoptr(GError) error = NULL;

  if (!bn_army_builder_set_army (self->builder, army, &error))
    {
      bn_armies_view_show_store_error (self, _("The Army Could Not Be Opened"), error);
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

  gtk_widget_class_install_action (widget_class, "armies.new", NULL, bn_armies_view_new_activated);
  gtk_widget_class_install_action (widget_class, "armies.import", NULL, bn_armies_view_import_activated);
  gtk_widget_class_install_action (widget_class, "armies.raise", NULL, bn_armies_view_raise_activated);
  gtk_widget_class_install_action (widget_class, "armies.rename", "x", bn_armies_view_rename_activated);
  gtk_widget_class_install_action (widget_class, "armies.duplicate", "x", bn_armies_view_duplicate_activated);
  gtk_widget_class_install_action (widget_class, "armies.muster", "x", bn_armies_view_muster_activated);
  gtk_widget_class_install_action (widget_class, "armies.delete", "x", bn_armies_view_delete_activated);
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

void
bn_armies_view_ensure_loaded (BnArmiesView *self)
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
  bn_armies_view_ensure_loaded (self);
  gtk_stack_set_transition_type (self->stack, transition);
}

/* Returns: (transfer none): the builder page. */
BnArmyBuilder *
bn_armies_view_get_builder (BnArmiesView *self)
{
  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), NULL);
  bn_armies_view_ensure_loaded (self);

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
  dialog = bn_armies_view_make_dialog (self, heading,
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
  bn_armies_view_ensure_loaded (self);

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
  bn_armies_view_ensure_loaded (self);

  return self->armies != NULL ? self->armies->len : 0;
}

/* Returns: (nullable): an army's row's subtitle. */
const char *
bn_armies_view_get_row_subtitle (BnArmiesView *self,
                                 gint64        army_id)
{
  GtkWidget *row;

  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), NULL);
  bn_armies_view_ensure_loaded (self);

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
  bn_armies_view_ensure_loaded (self);

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
  bn_armies_view_ensure_loaded (self);

  army = bn_armies_view_find_army (self, army_id);
  if (army == NULL || find_leader (self, army->leader_id) == NULL)
    return FALSE;
  bn_armies_view_show_builder (self, army);
  return self->showing_builder;
}

/* Returns: (transfer none): the list's header: its title, New Army and
 * the menu of the other ways to raise one. */
GtkWidget *
bn_armies_view_get_header (BnArmiesView *self)
{
  g_return_val_if_fail (BN_IS_ARMIES_VIEW (self), NULL);

  return self->header_box;
}
