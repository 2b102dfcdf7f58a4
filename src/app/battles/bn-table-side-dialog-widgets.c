/* bn-table-side-dialog-widgets.c — the Table-Side Helper's window: the
 * battle chosen or started, the combat's units, its situation and dice on
 * the left; the result, the log and the finish on the right. What the
 * rows do is bn-table-side-dialog.c's. */
#include "bn-config.h"
#include "bn-accessible.h"

#include <glib/gi18n.h>

#include "bn-table-side-dialog-private.h"

static GtkWidget *
new_switch_row (AdwPreferencesGroup *group,
                const char          *title,
                const char          *subtitle,
                GtkSwitch          **out_switch)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (group, row);
  *out_switch = GTK_SWITCH (sw);
  return row;
}

static AdwComboRow *
new_combo_row (AdwPreferencesGroup *group,
               const char          *title)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_preferences_group_add (group, row);
  return ADW_COMBO_ROW (row);
}

static GtkSpinButton *
new_spin_row (AdwPreferencesGroup *group,
              const char          *title,
              const char          *subtitle,
              double               min,
              double               max)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (group, row);
  return GTK_SPIN_BUTTON (spin);
}

static GtkLabel *
new_wrapped_label (const char *css_class)
{
  GtkLabel *label = GTK_LABEL (gtk_label_new (NULL));

  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_xalign (label, 0);
  gtk_label_set_selectable (label, TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (label), css_class);
  return label;
}

GtkWidget *
bn_table_side_new_page (void)
{
  GtkWidget *page = adw_preferences_page_new ();

  gtk_widget_set_vexpand (page, TRUE);
  gtk_widget_set_hexpand (page, TRUE);
  return page;
}

static GtkWidget *
new_button (const char *mnemonic,
            const char *css_class)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (mnemonic);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  if (css_class != NULL)
    gtk_widget_add_css_class (button, css_class);
  return button;
}

void
table_side_build_battle_groups (BnTableSideDialog *self,
                     GtkWidget         *page)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *start = new_button (_("_Start Battle"), "suggested-action");
  g_autoptr(GtkStringList) rulesets = gtk_string_list_new (NULL);

  adw_preferences_group_set_description (group, _("A battle fought with figures on your own table, its combats "
                                                  "resolved here one at a time by the ruleset’s tables"));
  self->battle_row = new_combo_row (group, _("_Battle"));
  g_signal_connect_swapped (self->battle_row, "notify::selected", G_CALLBACK (table_side_on_battle_selected_cb), self);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), group);

  self->new_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->new_group, _("New Battle"));
  self->army_row = new_combo_row (self->new_group, _("Your _Army"));
  self->opponent_row = new_combo_row (self->new_group, _("_Opponent"));
  g_signal_connect_swapped (self->opponent_row, "notify::selected", G_CALLBACK (table_side_on_opponent_selected_cb), self);
  self->opponent_name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->opponent_name_row), _("Opponent’s _Name"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->opponent_name_row), TRUE);
  adw_preferences_group_add (self->new_group, GTK_WIDGET (self->opponent_name_row));
  self->rules_row = new_combo_row (self->new_group, _("R_ules"));
  for (guint i = 0; i < bn_ruleset_get_n_rulesets (); i++)
    gtk_string_list_append (rulesets, bn_ruleset_get_nth (i)->name);
  adw_combo_row_set_model (self->rules_row, G_LIST_MODEL (rulesets));
  self->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_row), _("Na_me"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->name_row), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), _("Table-side battle"));
  adw_preferences_group_add (self->new_group, GTK_WIDGET (self->name_row));
  new_switch_row (self->new_group, _("The _Leaders Take the Field"),
                  _("Each army’s leader is recorded in the battle, for his career"), &self->leaders_switch);
  gtk_switch_set_active (self->leaders_switch, TRUE);
  g_signal_connect_swapped (start, "clicked", G_CALLBACK (table_side_on_start_clicked_cb), self);
  gtk_widget_set_halign (start, GTK_ALIGN_END);
  gtk_widget_set_margin_top (start, 12);
  adw_preferences_group_add (self->new_group, start);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->new_group);
}

void
table_side_build_combat_groups (BnTableSideDialog *self,
                     GtkWidget         *page)
{
  const char *unit_titles[2] = { _("A_ttacker"), _("_Defender") };
  const char *weapon_titles[2] = { _("Attacker’s _Weapon"), _("Defender’s W_eapon") };
  const char *figure_titles[2] = { _("Attacker’s _Figures"), _("Defender’s F_igures") };
  const char *leader_titles[2] = { _("Leader with the Attac_ker"), _("Leader with the Defe_nder") };
  const char *ground_titles[2] = { _("Attacker’s _Ground"), _("Defender’s Gro_und") };
  g_autoptr(GtkStringList) facings = gtk_string_list_new (NULL);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *resolve = new_button (_("_Resolve"), "suggested-action");
  GtkWidget *roll = new_button (_("R_oll and Resolve"), NULL);

  self->combat_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->combat_group, _("Combat"));
  self->by_row = new_combo_row (self->combat_group, _("Attacking _Side"));
  g_signal_connect_swapped (self->by_row, "notify::selected", G_CALLBACK (table_side_on_by_selected_cb), self);
  for (guint k = 0; k < 2; k++)
    {
      self->unit_rows[k] = new_combo_row (self->combat_group, unit_titles[k]);
      g_signal_connect_swapped (self->unit_rows[k], "notify::selected", G_CALLBACK (table_side_on_unit_selected_cb), self);
      self->weapon_rows[k] = new_combo_row (self->combat_group, weapon_titles[k]);
      self->figures_spins[k] = new_spin_row (self->combat_group, figure_titles[k], NULL, 1, 99);
      new_switch_row (self->combat_group, leader_titles[k], NULL, &self->leader_switches[k]);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->combat_group);

  self->situation_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->situation_group, _("Situation"));
  self->range_spin = new_spin_row (self->situation_group, _("R_ange"),
                                   _("1: close combat; more: a volley at that many hexes"), 1, BN_BATTLE_MAX_RANGE);
  self->facing_row = new_combo_row (self->situation_group, _("Defender Struck on Its"));
  gtk_string_list_append (facings, _("Front"));
  gtk_string_list_append (facings, _("Flank"));
  gtk_string_list_append (facings, _("Rear"));
  adw_combo_row_set_model (self->facing_row, G_LIST_MODEL (facings));
  new_switch_row (self->situation_group, _("_Charge"), _("The attacker charged straight in"), &self->charge_switch);
  new_switch_row (self->situation_group, _("_Moved before Shooting"), NULL, &self->moved_switch);
  self->withdraw_row = new_switch_row (self->situation_group, _("Defender Retreats from the Melee"),
                                       _("After the melee, with its D10 for a stand lost"), &self->withdraw_switch);
  for (guint k = 0; k < 2; k++)
    self->ground_rows[k] = new_combo_row (self->situation_group, ground_titles[k]);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->situation_group);

  self->dice_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->dice_group, _("Dice"));
  adw_preferences_group_set_description (self->dice_group,
                                         _("The faces thrown at the table, in the order the combat reads them "
                                           "(attack dice, then saving throws…); if more are needed, it says which"));
  self->dice_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->dice_row), _("Dice T_hrown"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->dice_row), TRUE);
  adw_entry_row_set_show_apply_button (self->dice_row, FALSE);
  g_signal_connect_swapped (self->dice_row, "entry-activated", G_CALLBACK (table_side_on_resolve_clicked_cb), self);
  adw_preferences_group_add (self->dice_group, GTK_WIDGET (self->dice_row));
  g_signal_connect_swapped (resolve, "clicked", G_CALLBACK (table_side_on_resolve_clicked_cb), self);
  g_signal_connect_swapped (roll, "clicked", G_CALLBACK (table_side_on_roll_clicked_cb), self);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_widget_set_margin_top (buttons, 12);
  gtk_box_append (GTK_BOX (buttons), roll);
  gtk_box_append (GTK_BOX (buttons), resolve);
  adw_preferences_group_add (self->dice_group, buttons);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->dice_group);
}

void
table_side_build_log_groups (BnTableSideDialog *self,
                  GtkWidget         *page)
{
  AdwPreferencesGroup *result = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *finish = new_button (_("Finish and Record"), "suggested-action");
  g_autoptr(GtkStringList) winners = gtk_string_list_new (NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  adw_preferences_group_set_title (result, _("Result"));
  self->message_label = new_wrapped_label ("error");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->message_label));
  self->result_label = new_wrapped_label ("title-4");
  self->dice_label = new_wrapped_label ("dim-label");
  self->rule_label = new_wrapped_label ("caption");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->result_label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->dice_label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->rule_label));
  adw_preferences_group_add (result, box);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), result);

  self->log_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->log_group, _("Log"));
  self->undo_button = gtk_button_new_from_icon_name ("edit-undo-symbolic");
  gtk_widget_set_tooltip_text (self->undo_button, _("Take Back the Last Combat"));
  bn_accessible_set_label (self->undo_button, _("Take Back the Last Combat"));
  gtk_widget_add_css_class (self->undo_button, "flat");
  g_signal_connect_swapped (self->undo_button, "clicked", G_CALLBACK (table_side_on_undo_clicked_cb), self);
  adw_preferences_group_set_header_suffix (self->log_group, self->undo_button);
  self->log_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->log_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->log_list), "boxed-list");
  adw_preferences_group_add (self->log_group, GTK_WIDGET (self->log_list));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->log_group);

  self->finish_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->finish_group, _("Finish"));
  adw_preferences_group_set_description (self->finish_group,
                                         _("Records the battle in the campaign, each unit’s losses summed from "
                                           "the log; its post-battle sequence is then applied from the Battles list"));
  self->winner_row = new_combo_row (self->finish_group, _("Winner"));
  gtk_string_list_append (winners, _("Your army"));
  gtk_string_list_append (winners, _("The opponent"));
  gtk_string_list_append (winners, _("A draw"));
  adw_combo_row_set_model (self->winner_row, G_LIST_MODEL (winners));
  self->vp_spins[0] = new_spin_row (self->finish_group, _("Your _Victory Points"), NULL, 0, 999);
  self->vp_spins[1] = new_spin_row (self->finish_group, _("The Opponent’s Victory _Points"), NULL, 0, 999);
  g_signal_connect_swapped (finish, "clicked", G_CALLBACK (table_side_on_finish_clicked_cb), self);
  gtk_widget_set_halign (finish, GTK_ALIGN_END);
  gtk_widget_set_margin_top (finish, 12);
  adw_preferences_group_add (self->finish_group, finish);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->finish_group);
}

