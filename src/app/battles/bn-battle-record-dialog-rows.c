/* bn-battle-record-dialog-rows.c — the rows of the battle record dialog
 * that follow the armies chosen: each unit's losses, each leader's post,
 * checks and retainers, and the deeds, each row telling the dialog to
 * check the record again when it changes. */
#include "bn-config.h"

#include "bn-battle-record-dialog-private.h"

#include <glib/gi18n.h>

#include "bn-accessible.h"
#include "bn-combo-rows.h"

static const BnArmy *
army_of_side (BnBattleRecordDialog *self,
              BnSide                side)
{
  return side == BN_SIDE_PLAYER ? bn_battle_record_dialog_player_army (self) : bn_battle_record_dialog_opponent_army (self);
}

static char *
unit_label (const BnArmy *army,
            guint         number)
{
  const BnArmyUnit *unit = g_ptr_array_index (army->units, number - 1);
  const char *name = unit->unit->name != NULL ? unit->unit->name
                     : unit->unit->type_id != NULL ? unit->unit->type_id : _("Unit");

  /* TRANSLATORS: a unit in a list: its roster number and name */
  return g_strdup_printf (_("%u. %s"), number, name);
}

static GtkStringList *
units_model (const BnArmy *army)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  gtk_string_list_append (list, _("None"));
  for (guint u = 1; army != NULL && u <= army->units->len; u++)
    {
      g_autofree char *label = unit_label (army, u);

      gtk_string_list_append (list, label);
    }
  return list;
}

static GtkWidget *
add_switch_row (AdwExpanderRow       *parent,
                const char           *title,
                GtkSwitch           **out_switch,
                BnBattleRecordDialog *self)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (bn_battle_record_dialog_field_changed_cb), self);
  adw_expander_row_add_row (parent, row);
  *out_switch = GTK_SWITCH (toggle);
  return row;
}

static GtkSpinButton *
add_spin_row (AdwExpanderRow       *parent,
              const char           *title,
              const char           *subtitle,
              double                upper,
              BnBattleRecordDialog *self)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, upper, 1);

  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (bn_battle_record_dialog_field_changed_cb), self);
  adw_expander_row_add_row (parent, row);
  return GTK_SPIN_BUTTON (spin);
}

static AdwComboRow *
add_combo_row (AdwExpanderRow       *parent,
               const char           *title,
               GtkStringList        *model,
               BnBattleRecordDialog *self)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_object_unref (model);
  bn_combo_row_show_whole_choices (ADW_COMBO_ROW (row));
  g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (bn_battle_record_dialog_field_changed_cb), self);
  adw_expander_row_add_row (parent, row);
  return ADW_COMBO_ROW (row);
}

/* His common retainers, and no others: the one who may ward off a blow is
 * chosen from them, and each can be marked as used another way. */
static void
add_retainer_rows (BnBattleRecordDialog *self,
                   LeaderRow            *entry,
                   const BnLeader       *leader)
{
  GtkStringList *names = gtk_string_list_new (NULL);   /* the combo row takes it */
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();

  gtk_string_list_append (names, _("None"));
  entry->n_used = 0;
  for (guint i = 0; i < leader->retainers->len; i++)
    {
      const BnRetainer *retainer = g_ptr_array_index (leader->retainers, i);
      const BnCommonRetainer *rule;
      g_autofree char *title = NULL;
      GtkWidget *row, *toggle;

      if (retainer->kind != BN_RETAINER_COMMON || entry->n_used >= G_N_ELEMENTS (entry->used))
        continue;
      rule = bn_leader_rules_lookup_common_retainer (self->leader_rules, retainer->type_id);
      gtk_string_list_append (names, rule != NULL ? rule->name : retainer->type_id);
      g_strv_builder_add (ids, retainer->type_id);
      /* TRANSLATORS: a switch: his Page (Squire, …) was used for something else */
      title = g_strdup_printf (_("%s used otherwise"), rule != NULL ? rule->name : retainer->type_id);
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      toggle = gtk_switch_new ();
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      g_object_set_data_full (G_OBJECT (toggle), "bn-retainer-id", g_strdup (retainer->type_id), g_free);
      g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (bn_battle_record_dialog_field_changed_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      adw_expander_row_add_row (entry->row, row);
      entry->used[entry->n_used++] = toggle;
    }
  entry->ward = add_combo_row (entry->row, _("Retainer to ward off the blow"), names, self);
  g_object_set_data_full (G_OBJECT (entry->ward), "bn-retainer-ids", g_strv_builder_end (ids),
                          (GDestroyNotify) g_strfreev);
}

/* ---- the sections that follow the armies ---- */

static void
clear_section (AdwPreferencesGroup *group,
               GArray              *rows,
               gsize                row_offset)
{
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget **row = (GtkWidget **) (void *) (rows->data + (gsize) i * g_array_get_element_size (rows) + row_offset);

      adw_preferences_group_remove (group, *row);
    }
  g_array_set_size (rows, 0);
}

static void
add_unit_rows (BnBattleRecordDialog *self,
               BnSide                side,
               const BnArmy         *army)
{
  for (guint u = 1; army != NULL && u <= army->units->len; u++)
    {
      const BnArmyUnit *unit = g_ptr_array_index (army->units, u - 1);
      g_autofree char *title = unit_label (army, u);
      g_autofree char *subtitle = NULL;
      UnitRow entry = { side, u, NULL, NULL, NULL, NULL };
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *checks = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

      entry.row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (entry.row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry.row), title);
      /* TRANSLATORS: a unit's row: whose it is and how many figures it had */
      subtitle = g_strdup_printf (ngettext ("%s · %u figure", "%s · %u figures", unit->unit->figures),
                                  side == BN_SIDE_PLAYER ? _("Yours") : _("Opponent’s"), unit->unit->figures);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (entry.row), subtitle);
      entry.lost = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, unit->unit->figures, 1));
      gtk_widget_set_tooltip_text (GTK_WIDGET (entry.lost), _("Figures lost"));
      entry.destroyed = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("_Destroyed")));
      entry.routed = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("_Routed")));
      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (GTK_WIDGET (entry.lost), GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (entry.lost));
      /* One above the other, so that a narrow window fits the row. */
      gtk_box_append (GTK_BOX (checks), GTK_WIDGET (entry.destroyed));
      gtk_box_append (GTK_BOX (checks), GTK_WIDGET (entry.routed));
      gtk_box_append (GTK_BOX (box), checks);
      adw_action_row_add_suffix (ADW_ACTION_ROW (entry.row), box);
      g_signal_connect_swapped (entry.lost, "value-changed", G_CALLBACK (bn_battle_record_dialog_field_changed_cb), self);
      g_signal_connect_swapped (entry.destroyed, "toggled", G_CALLBACK (bn_battle_record_dialog_field_changed_cb), self);
      g_signal_connect_swapped (entry.routed, "toggled", G_CALLBACK (bn_battle_record_dialog_field_changed_cb), self);
      adw_preferences_group_add (self->units_group, entry.row);
      g_array_append_val (self->unit_rows, entry);
    }
}

static gboolean
leader_in_army (const BnArmy   *army,
                const BnLeader *leader)
{
  if (army == NULL)
    return FALSE;
  if (army->leader_id == leader->id)
    return TRUE;
  for (guint p = 0; p < army->posts->len; p++)
    if (((BnArmyPost *) g_ptr_array_index (army->posts, p))->leader_id == leader->id)
      return TRUE;
  return FALSE;
}

static gint
post_of (const BnArmy   *army,
         const BnLeader *leader)
{
  for (guint p = 0; army != NULL && p < army->posts->len; p++)
    {
      const BnArmyPost *post = g_ptr_array_index (army->posts, p);

      if (post->leader_id == leader->id)
        return post->unit_index + 1;
    }
  return 0;
}

static void
add_leader_rows (BnBattleRecordDialog *self)
{
  const BnArmy *army = bn_battle_record_dialog_player_army (self);
  const BnArmy *opponent = bn_battle_record_dialog_opponent_army (self);

  for (guint i = 0; i < self->leaders->len; i++)
    {
      const BnLeader *leader = g_ptr_array_index (self->leaders, i);
      LeaderRow entry = { 0 };
      g_autofree char *title = NULL;
      GtkStringList *checks;

      entry.leader_id = leader->id;
      entry.side = BN_SIDE_PLAYER;

      if (!bn_leader_is_living (leader))
        continue;
      /* His army decides his side: an opponent's roster he leads or serves in. */
      entry.side = leader_in_army (opponent, leader) && !leader_in_army (army, leader) ? BN_SIDE_OPPONENT : BN_SIDE_PLAYER;
      entry.row = ADW_EXPANDER_ROW (adw_expander_row_new ());
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (entry.row), FALSE);
      title = bn_leader_rules_dup_titled_name (self->leader_rules, leader);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry.row), title);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (entry.row),
                                     entry.side == BN_SIDE_PLAYER ? _("On your side") : _("On the opponent’s side"));
      adw_expander_row_set_show_enable_switch (entry.row, TRUE);
      adw_expander_row_set_enable_expansion (entry.row, leader_in_army (army, leader) || leader_in_army (opponent, leader));
      g_signal_connect_swapped (entry.row, "notify::enable-expansion", G_CALLBACK (bn_battle_record_dialog_field_changed_cb), self);
      entry.post = add_combo_row (entry.row, _("Attached to"), units_model (army_of_side (self, entry.side)), self);
      adw_combo_row_set_selected (entry.post, (guint) post_of (army_of_side (self, entry.side), leader));
      checks = gtk_string_list_new (NULL);
      gtk_string_list_append (checks, _("No blow came his way"));
      gtk_string_list_append (checks, _("Melee check"));
      gtk_string_list_append (checks, _("Missile check"));
      entry.check = add_combo_row (entry.row, _("Personal combat skill check"), checks, self);
      entry.roll = add_spin_row (entry.row, _("D20 rolled"), _("0: roll it when the sequence is applied"), 20, self);
      add_switch_row (entry.row, _("His unit lost the melee (−5)"), &entry.lost_melee, self);
      entry.strikes = add_spin_row (entry.row, _("Strike difference"), _("−1 for each strike"), 20, self);
      add_retainer_rows (self, &entry, leader);
      adw_preferences_group_add (self->leaders_group, GTK_WIDGET (entry.row));
      g_array_append_val (self->leader_rows, entry);
    }
}

void
bn_battle_record_dialog_rebuild_sections (BnBattleRecordDialog *self)
{
  gboolean was = self->building;

  self->building = TRUE;
  clear_section (self->units_group, self->unit_rows, G_STRUCT_OFFSET (UnitRow, row));
  clear_section (self->leaders_group, self->leader_rows, G_STRUCT_OFFSET (LeaderRow, row));
  clear_section (self->deeds_group, self->deed_rows, G_STRUCT_OFFSET (DeedRow, row));
  add_unit_rows (self, BN_SIDE_PLAYER, bn_battle_record_dialog_player_army (self));
  add_unit_rows (self, BN_SIDE_OPPONENT, bn_battle_record_dialog_opponent_army (self));
  add_leader_rows (self);
  /* A roster of the campaign names the opponent: no name to type. */
  gtk_widget_set_visible (GTK_WIDGET (self->opponent_row), bn_battle_record_dialog_opponent_army (self) == NULL);
  self->building = was;
}

/* ---- deeds ---- */

static void
on_remove_deed_clicked_cb (GtkButton            *button,
                           BnBattleRecordDialog *self)
{
  GtkWidget *row = g_object_get_data (G_OBJECT (button), "bn-row");

  for (guint i = 0; i < self->deed_rows->len; i++)
    if (g_array_index (self->deed_rows, DeedRow, i).row == row)
      {
        adw_preferences_group_remove (self->deeds_group, row);
        g_array_remove_index (self->deed_rows, i);
        break;
      }
  bn_battle_record_dialog_revalidate (self);
}

static void
on_deed_row_selected_cb (AdwComboRow *combo,
                         GParamSpec  *pspec,
                         AdwExpanderRow *row)
{
  GtkStringObject *item = adw_combo_row_get_selected_item (combo);

  if (item != NULL)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), gtk_string_object_get_string (item));
}

DeedRow *
bn_battle_record_dialog_add_deed_row (BnBattleRecordDialog *self)
{
  GtkStringList *deeds = gtk_string_list_new (NULL);
  GtkStringList *leaders = gtk_string_list_new (NULL);
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  AdwExpanderRow *row = ADW_EXPANDER_ROW (adw_expander_row_new ());
  DeedRow entry = { GTK_WIDGET (row), NULL, NULL, NULL, NULL, NULL };

  for (guint i = 0; i < self->deeds->len; i++)
    gtk_string_list_append (deeds, bn_data_text (((const BnDeed *) g_ptr_array_index (self->deeds, i))->name));
  for (guint i = 0; i < self->leader_rows->len; i++)
    {
      const LeaderRow *leader_row = &g_array_index (self->leader_rows, LeaderRow, i);

      gtk_string_list_append (leaders, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (leader_row->row)));
    }
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_expander_row_set_expanded (row, TRUE);
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Remove the Deed"));
  bn_accessible_set_label (remove, _("Remove the Deed"));
  g_object_set_data (G_OBJECT (remove), "bn-row", row);
  g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_deed_clicked_cb), self);
  adw_expander_row_add_action (row, remove);
  entry.deed = add_combo_row (row, _("Deed"), deeds, self);
  g_signal_connect (entry.deed, "notify::selected", G_CALLBACK (on_deed_row_selected_cb), row);
  on_deed_row_selected_cb (entry.deed, NULL, row);
  entry.unit = add_combo_row (row, _("Done by unit"), units_model (bn_battle_record_dialog_player_army (self)), self);
  entry.leader = add_combo_row (row, _("Credited to"), leaders, self);
  add_switch_row (row, _("He was attached to the unit"), &entry.attached, self);
  add_switch_row (row, _("A herald was within 5″"), &entry.herald, self);
  /* Most deeds are the first of his side's leaders on the field, with the
   * unit he is attached to: one click then records the usual deed. */
  for (guint i = 0; i < self->leader_rows->len; i++)
    {
      const LeaderRow *leader_row = &g_array_index (self->leader_rows, LeaderRow, i);
      guint post;

      if (leader_row->side != BN_SIDE_PLAYER || !adw_expander_row_get_enable_expansion (leader_row->row))
        continue;
      post = adw_combo_row_get_selected (leader_row->post);
      adw_combo_row_set_selected (entry.leader, i);
      adw_combo_row_set_selected (entry.unit, post);
      gtk_switch_set_active (entry.attached, post > 0);
      break;
    }
  adw_preferences_group_add (self->deeds_group, GTK_WIDGET (row));
  g_array_append_val (self->deed_rows, entry);
  return &g_array_index (self->deed_rows, DeedRow, self->deed_rows->len - 1);
}
