/* bn-army-builder-catalogue.c — the catalogue: the unit types the player can
 * add, found by a search. */
#include "bn-army-builder-private.h"
#include "bn-accessible.h"


void
bn_army_builder_catalogue_row_free (CatalogueRow *row)
{
  bn_unit_free (row->unit);
  g_free (row->key);
  g_free (row);
}

/* The unit the row adds: the type, hired as mercenaries or not. */
static BnUnit *
catalogue_row_make_unit (CatalogueRow *row)
{
  BnUnit *unit = bn_unit_copy (row->unit);

  unit->mercenary = gtk_toggle_button_get_active (row->mercenary_toggle);
  return unit;
}

static void
update_catalogue_row (CatalogueRow *row)
{
  BnArmyBuilder *self = row->builder;
  g_autoptr(BnUnit) unit = catalogue_row_make_unit (row);
  g_autoptr(BnCostBreakdown) breakdown = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *subtitle = NULL;
  const BnClassRule *klass = bn_unit_rules_get_unit_class (self->unit_rules, unit);
  const char *class_name = klass != NULL ? bn_data_text (klass->name) : "";
  guint cost = bn_unit_rules_price (self->unit_rules, unit, &breakdown, &error);

  if (cost == 0)
    subtitle = bn_army_builder_sentence (error != NULL ? error->message : _("the rules refuse this unit"));
  else if (unit->mercenary)
    /* TRANSLATORS: a unit type's class, its cost now and the least it must be promised */
    subtitle = g_strdup_printf (ngettext ("%s · %u point · promised at least %u",
                                          "%s · %u points · promised at least %u", cost),
                                class_name, cost, bn_cost_breakdown_get_minimum_promise (breakdown));
  else
    /* TRANSLATORS: a unit type's class and cost: "A-class cavalry · 24 points" */
    subtitle = g_strdup_printf (ngettext ("%s · %u point", "%s · %u points", cost), class_name, cost);

  adw_action_row_set_subtitle (row->row, subtitle);
  if (cost == 0)
    gtk_widget_add_css_class (GTK_WIDGET (row->row), "bn-refused");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (row->row), "bn-refused");
  gtk_widget_set_sensitive (row->add_button, cost > 0);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row->row), cost > 0);
}

static void
add_from_row (CatalogueRow *row)
{
  if (row->builder->army == NULL || !gtk_widget_get_sensitive (row->add_button))
    return;
  bn_army_builder_add_unit (row->builder, catalogue_row_make_unit (row));
}

static void
on_catalogue_add_button_clicked_cb (GtkButton    *button,
                                    CatalogueRow *row)
{
  add_from_row (row);
}

static void
on_catalogue_mercenary_toggled_cb (GtkToggleButton *toggle,
                                   CatalogueRow    *row)
{
  update_catalogue_row (row);
}

void
bn_army_builder_on_catalogue_list_row_activated_cb (BnArmyBuilder *self,
                                    GtkListBoxRow *list_row)
{
  CatalogueRow *row = g_object_get_data (G_OBJECT (list_row), "bn-catalogue-row");

  if (row != NULL)
    add_from_row (row);
}

static void
on_delete_type_response_cb (AdwMessageDialog *dialog,
                            const char       *response,
                            BnArmyBuilder    *self)
{
  const char *type_id = g_object_get_data (G_OBJECT (dialog), "bn-type-id");
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "delete") != 0 || self->store == NULL)
    return;
  if (!bn_store_delete_unit_type (self->store, type_id, &error))
    {
      g_autofree char *body = bn_army_builder_sentence (error->message);

      bn_leader_page_show_error (GTK_WIDGET (self), _("The Unit Type Could Not Be Deleted"), body);
      return;
    }
  bn_army_builder_reload_unit_types (self);
}

static void
on_catalogue_delete_button_clicked_cb (GtkButton    *button,
                                       CatalogueRow *row)
{
  BnArmyBuilder *self = row->builder;
  g_autofree char *heading = g_strdup_printf (_("Delete “%s”?"), row->unit->name);
  GtkWidget *dialog = adw_message_dialog_new (bn_army_builder_root_window (self), heading,
                                              _("Units of this type already on a roster stay as they are."));

  g_object_set_data_full (G_OBJECT (dialog), "bn-type-id", g_strdup (row->unit->type_id), g_free);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "delete", _("_Delete"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_delete_type_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static CatalogueRow *
make_catalogue_row (BnArmyBuilder *self,
                    const BnUnit  *unit,
                    const char    *description,
                    gboolean       custom)
{
  CatalogueRow *row = g_new0 (CatalogueRow, 1);
  GtkWidget *toggle, *add;

  row->builder = self;
  row->unit = bn_unit_copy (unit);
  row->custom = custom;
  row->key = g_utf8_casefold (unit->name != NULL ? bn_data_text (unit->name) : "", -1);
  row->row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row->row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), unit->name != NULL ? bn_data_text (unit->name) : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (row->row), description);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row->row), TRUE);

  toggle = gtk_toggle_button_new_with_label (_("Mercenary"));
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (toggle, "bn-mercenary-toggle");
  gtk_widget_set_tooltip_text (toggle, _("Hire them as mercenaries: a quarter of the cost now, and a secret promise owed after the battle"));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), unit->mercenary);
  g_signal_connect (toggle, "toggled", G_CALLBACK (on_catalogue_mercenary_toggled_cb), row);
  row->mercenary_toggle = GTK_TOGGLE_BUTTON (toggle);
  adw_action_row_add_suffix (row->row, toggle);

  if (custom)
    {
      GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_add_css_class (remove, "circular");
      gtk_widget_set_tooltip_text (remove, _("Delete This Unit Type"));
      bn_accessible_set_label (remove, _("Delete This Unit Type"));
      g_signal_connect (remove, "clicked", G_CALLBACK (on_catalogue_delete_button_clicked_cb), row);
      adw_action_row_add_suffix (row->row, remove);
    }

  add = gtk_button_new_from_icon_name ("list-add-symbolic");
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (add, "flat");
  gtk_widget_add_css_class (add, "circular");
  gtk_widget_set_tooltip_text (add, _("Add to the Roster"));
  bn_accessible_set_label (add, _("Add to the Roster"));
  g_signal_connect (add, "clicked", G_CALLBACK (on_catalogue_add_button_clicked_cb), row);
  row->add_button = add;
  adw_action_row_add_suffix (row->row, add);

  g_object_set_data (G_OBJECT (row->row), "bn-catalogue-row", row);
  update_catalogue_row (row);
  return row;
}

gboolean
bn_army_builder_catalogue_filter (GtkListBoxRow *list_row,
                  gpointer       user_data)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (user_data);
  CatalogueRow *row = g_object_get_data (G_OBJECT (list_row), "bn-catalogue-row");

  if (row == NULL || self->search_key == NULL || self->search_key[0] == '\0')
    return TRUE;
  return strstr (row->key, self->search_key) != NULL;
}

guint
bn_army_builder_count_shown (BnArmyBuilder *self,
             gboolean       custom)
{
  guint n = 0;

  for (guint i = 0; i < self->catalogue_rows->len; i++)
    {
      CatalogueRow *row = g_ptr_array_index (self->catalogue_rows, i);

      if (row->custom == custom && bn_army_builder_catalogue_filter (GTK_LIST_BOX_ROW (row->row), self))
        n++;
    }
  return n;
}

static void
update_catalogue_visibility (BnArmyBuilder *self)
{
  guint n_custom = bn_army_builder_count_shown (self, TRUE);
  guint n_catalogue = bn_army_builder_count_shown (self, FALSE);

  gtk_list_box_invalidate_filter (self->catalogue_list);
  gtk_list_box_invalidate_filter (self->custom_list);
  gtk_widget_set_visible (self->custom_heading, n_custom > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->custom_list), n_custom > 0);
  gtk_widget_set_visible (self->catalogue_heading, n_catalogue > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->catalogue_list), n_catalogue > 0);
  gtk_widget_set_visible (self->no_match_page, n_custom + n_catalogue == 0);
}

void
bn_army_builder_on_search_entry_search_changed_cb (BnArmyBuilder *self)
{
  g_free (self->search_key);
  self->search_key = g_utf8_casefold (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)), -1);
  update_catalogue_visibility (self);
}

void
bn_army_builder_on_search_entry_stop_search_cb (BnArmyBuilder *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
}

void
bn_army_builder_clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static void
remove_catalogue_rows (BnArmyBuilder *self,
                       gboolean       custom)
{
  for (guint i = self->catalogue_rows->len; i > 0; i--)
    {
      CatalogueRow *row = g_ptr_array_index (self->catalogue_rows, i - 1);

      if (row->custom != custom)
        continue;
      gtk_list_box_remove (custom ? self->custom_list : self->catalogue_list, GTK_WIDGET (row->row));
      g_ptr_array_remove_index (self->catalogue_rows, i - 1);
    }
}

void
bn_army_builder_fill_catalogue (BnArmyBuilder *self)
{
  guint n;

  remove_catalogue_rows (self, FALSE);
  if (self->unit_rules == NULL)
    return;
  n = bn_unit_rules_get_n_unit_types (self->unit_rules);
  for (guint i = 0; i < n; i++)
    {
      const BnUnitType *type = bn_unit_rules_get_unit_type (self->unit_rules, i);
      CatalogueRow *row = make_catalogue_row (self, type->unit, bn_data_text (type->description), FALSE);

      g_ptr_array_add (self->catalogue_rows, row);
      gtk_list_box_append (self->catalogue_list, GTK_WIDGET (row->row));
    }
  update_catalogue_visibility (self);
}

/**
 * bn_army_builder_reload_unit_types:
 *
 * Reads the player's own unit types from the store again.
 */
void
bn_army_builder_reload_unit_types (BnArmyBuilder *self)
{
  g_autoptr(GPtrArray) types = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (BN_IS_ARMY_BUILDER (self));

  remove_catalogue_rows (self, TRUE);
  if (self->store == NULL || self->unit_rules == NULL)
    return;
  types = bn_store_list_unit_types (self->store, &error);
  if (types == NULL)
    {
      g_warning ("The player's unit types could not be read: %s", error->message);
      update_catalogue_visibility (self);
      return;
    }
  for (guint i = 0; i < types->len; i++)
    {
      CatalogueRow *row = make_catalogue_row (self, g_ptr_array_index (types, i), NULL, TRUE);

      g_ptr_array_add (self->catalogue_rows, row);
      gtk_list_box_append (self->custom_list, GTK_WIDGET (row->row));
    }
  update_catalogue_visibility (self);
}
