/* bn-battle-record-dialog.c — recording (or correcting) a battle fought on the table.
 *
 * The dialog holds no rule: after every change it builds the record the
 * controls describe and asks the library whether it can be true of the
 * campaign (bn_battle_record_check()); a refusal is shown in the library's
 * words and Save stays off. Save hands the record to the store in one call
 * (bn_career_record_battle(), or bn_career_correct_battle() with the
 * reason), which checks it again and may still refuse: that reason is
 * shown the same way and nothing is saved.
 *
 * Figures spin buttons are bounded by each unit's figures on the roster, so
 * the common slip is caught as it is typed; the library's check remains the
 * judge.
 */
#include "bn-config.h"
#include "bn-accessible.h"

#include "bn-battle-record-dialog.h"

#include <glib/gi18n.h>

#include "bn-career.h"
#include "bn-combo-rows.h"

typedef struct
{
  BnSide side;
  guint unit;
  GtkWidget *row;
  GtkSpinButton *lost;
  GtkCheckButton *destroyed;
  GtkCheckButton *routed;
} UnitRow;

typedef struct
{
  gint64 leader_id;
  BnSide side;
  AdwExpanderRow *row;          /* its switch: he took the field */
  AdwComboRow *post;            /* 0: no unit; else the unit's number */
  AdwComboRow *check;           /* 0: none; 1 melee; 2 missile */
  GtkSpinButton *roll;
  GtkSwitch *lost_melee;
  GtkSpinButton *strikes;
  AdwComboRow *ward;            /* 0: none; then his common retainers, as in "bn-retainer-ids" */
  GtkWidget *used[8];           /* a switch per common retainer of his, "bn-retainer-id" set */
  guint n_used;
} LeaderRow;

typedef struct
{
  GtkWidget *row;
  AdwComboRow *deed;
  AdwComboRow *unit;
  AdwComboRow *leader;
  GtkSwitch *attached;
  GtkSwitch *herald;
} DeedRow;

struct _BnBattleRecordDialog
{
  AdwWindow parent_instance;

  BnStore *store;
  BnLeaderRules *leader_rules;
  BnCareerRules *career_rules;
  gint64 campaign_id;
  gint64 battle_id;             /* ≠ 0: correcting it */
  GPtrArray *leaders;           /* BnLeader */
  GPtrArray *armies;            /* BnArmy */
  GPtrArray *deeds;             /* const BnDeed *, the ones a player records */
  GArray *unit_rows;            /* UnitRow */
  GArray *leader_rows;          /* LeaderRow */
  GArray *deed_rows;            /* DeedRow */
  char *refusal;
  gboolean touched;             /* the player has entered something */
  gboolean building;

  GtkWidget *save_button;
  GtkRevealer *error_revealer;
  GtkLabel *error_label;
  AdwPreferencesGroup *reason_group;
  AdwEntryRow *reason_row;
  AdwEntryRow *name_row;
  AdwEntryRow *place_row;
  AdwEntryRow *date_row;
  AdwComboRow *army_row;
  AdwComboRow *opponent_army_row;
  AdwEntryRow *opponent_row;
  AdwComboRow *winner_row;
  GtkSpinButton *player_vp_spin;
  GtkSpinButton *opponent_vp_spin;
  AdwPreferencesGroup *units_group;
  AdwPreferencesGroup *leaders_group;
  AdwPreferencesGroup *deeds_group;
};

G_DEFINE_FINAL_TYPE (BnBattleRecordDialog, bn_battle_record_dialog, ADW_TYPE_WINDOW)

enum {
  SIGNAL_SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void revalidate (BnBattleRecordDialog *self);

static const BnArmy *
player_army (BnBattleRecordDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->army_row);

  return selected < self->armies->len ? g_ptr_array_index (self->armies, selected) : NULL;
}

/* The opponent's combo offers "only a name" first, then the rosters. */
static const BnArmy *
opponent_army (BnBattleRecordDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->opponent_army_row);

  return selected >= 1 && selected <= self->armies->len ? g_ptr_array_index (self->armies, selected - 1) : NULL;
}

static const BnArmy *
army_of_side (BnBattleRecordDialog *self,
              BnSide                side)
{
  return side == BN_SIDE_PLAYER ? player_army (self) : opponent_army (self);
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

static void
on_field_changed_cb (BnBattleRecordDialog *self)
{
  /* A refusal waits for the player's first entry: a new record is not yet
   * wrong, only unfinished. */
  if (!self->building)
    self->touched = TRUE;
  revalidate (self);
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
  g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (on_field_changed_cb), self);
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
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (on_field_changed_cb), self);
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
  g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (on_field_changed_cb), self);
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
      g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (on_field_changed_cb), self);
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
      g_signal_connect_swapped (entry.lost, "value-changed", G_CALLBACK (on_field_changed_cb), self);
      g_signal_connect_swapped (entry.destroyed, "toggled", G_CALLBACK (on_field_changed_cb), self);
      g_signal_connect_swapped (entry.routed, "toggled", G_CALLBACK (on_field_changed_cb), self);
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
  const BnArmy *army = player_army (self);
  const BnArmy *opponent = opponent_army (self);

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
      g_signal_connect_swapped (entry.row, "notify::enable-expansion", G_CALLBACK (on_field_changed_cb), self);
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

static void
rebuild_sections (BnBattleRecordDialog *self)
{
  gboolean was = self->building;

  self->building = TRUE;
  clear_section (self->units_group, self->unit_rows, G_STRUCT_OFFSET (UnitRow, row));
  clear_section (self->leaders_group, self->leader_rows, G_STRUCT_OFFSET (LeaderRow, row));
  clear_section (self->deeds_group, self->deed_rows, G_STRUCT_OFFSET (DeedRow, row));
  add_unit_rows (self, BN_SIDE_PLAYER, player_army (self));
  add_unit_rows (self, BN_SIDE_OPPONENT, opponent_army (self));
  add_leader_rows (self);
  /* A roster of the campaign names the opponent: no name to type. */
  gtk_widget_set_visible (GTK_WIDGET (self->opponent_row), opponent_army (self) == NULL);
  self->building = was;
}

static void
on_army_row_selected_cb (BnBattleRecordDialog *self)
{
  if (self->building)
    return;
  rebuild_sections (self);
  revalidate (self);
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
  revalidate (self);
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

static DeedRow *
add_deed_row (BnBattleRecordDialog *self)
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
  entry.unit = add_combo_row (row, _("Done by unit"), units_model (player_army (self)), self);
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

static void
on_add_deed_clicked_cb (BnBattleRecordDialog *self)
{
  add_deed_row (self);
  revalidate (self);
}

/* ---- the record the controls describe ---- */

static char *
entry_text (AdwEntryRow *row)
{
  char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));

  if (*text == '\0')
    g_clear_pointer (&text, g_free);
  return text;
}

static const LeaderRow *
find_leader_row (BnBattleRecordDialog *self,
                 gint64                leader_id)
{
  for (guint i = 0; i < self->leader_rows->len; i++)
    if (g_array_index (self->leader_rows, LeaderRow, i).leader_id == leader_id)
      return &g_array_index (self->leader_rows, LeaderRow, i);
  return NULL;
}

static BnBattleRecord *
build_record (BnBattleRecordDialog *self)
{
  BnBattleRecord *record = bn_battle_record_new ();
  const BnArmy *army = player_army (self);
  const BnArmy *opponent = opponent_army (self);

  record->id = self->battle_id;
  record->campaign_id = self->campaign_id;
  record->name = entry_text (self->name_row);
  record->place = entry_text (self->place_row);
  record->date = entry_text (self->date_row);
  record->army_id = army != NULL ? army->id : 0;
  record->opponent_army_id = opponent != NULL ? opponent->id : 0;
  record->opponent = opponent == NULL ? entry_text (self->opponent_row) : NULL;
  record->winner = (BnWinner) MIN (adw_combo_row_get_selected (self->winner_row), BN_WINNER_DRAW);
  record->player_vp = (guint) gtk_spin_button_get_value_as_int (self->player_vp_spin);
  record->opponent_vp = (guint) gtk_spin_button_get_value_as_int (self->opponent_vp_spin);
  record->unspent = -1;

  for (guint i = 0; i < self->unit_rows->len; i++)
    {
      const UnitRow *row = &g_array_index (self->unit_rows, UnitRow, i);
      guint lost = (guint) gtk_spin_button_get_value_as_int (row->lost);
      gboolean destroyed = gtk_check_button_get_active (row->destroyed);
      gboolean routed = gtk_check_button_get_active (row->routed);

      /* An untouched unit is simply not listed, as in a result file. */
      if (lost > 0 || destroyed || routed)
        bn_battle_record_add_unit (record, row->side, row->unit, lost, destroyed, routed);
    }
  for (guint i = 0; i < self->leader_rows->len; i++)
    {
      const LeaderRow *row = &g_array_index (self->leader_rows, LeaderRow, i);
      guint check = adw_combo_row_get_selected (row->check);
      char **ward_ids = g_object_get_data (G_OBJECT (row->ward), "bn-retainer-ids");
      guint ward_index = adw_combo_row_get_selected (row->ward);
      const char *ward = ward_index > 0 && ward_ids != NULL ? ward_ids[ward_index - 1] : NULL;

      if (!adw_expander_row_get_enable_expansion (row->row))
        continue;
      bn_battle_record_add_leader (record, row->side, row->leader_id, adw_combo_row_get_selected (row->post));
      if (check == 1 || check == 2)
        {
          BnPcsCheck *pcs = bn_battle_record_add_check (record, row->leader_id,
                                                        check == 1 ? BN_CHECK_MELEE : BN_CHECK_MISSILE,
                                                        (guint) gtk_spin_button_get_value_as_int (row->roll));

          pcs->lost_melee = gtk_switch_get_active (row->lost_melee);
          pcs->strike_difference = (guint) gtk_spin_button_get_value_as_int (row->strikes);
          pcs->retainer = g_strdup (ward);
        }
      for (guint n = 0; n < row->n_used; n++)
        if (gtk_switch_get_active (GTK_SWITCH (row->used[n])))
          bn_battle_record_add_retainer_use (record, row->leader_id,
                                             g_object_get_data (G_OBJECT (row->used[n]), "bn-retainer-id"));
    }
  for (guint i = 0; i < self->deed_rows->len; i++)
    {
      const DeedRow *row = &g_array_index (self->deed_rows, DeedRow, i);
      guint deed = adw_combo_row_get_selected (row->deed);
      guint leader = adw_combo_row_get_selected (row->leader);

      bn_battle_record_add_deed (record,
                                 deed < self->deeds->len ? ((const BnDeed *) g_ptr_array_index (self->deeds, deed))->id : "",
                                 adw_combo_row_get_selected (row->unit),
                                 leader < self->leader_rows->len ? g_array_index (self->leader_rows, LeaderRow, leader).leader_id : 0,
                                 gtk_switch_get_active (row->attached), gtk_switch_get_active (row->herald));
    }
  return record;
}

/* Turns the library's reason into a sentence to show. */
static char *
sentence (const char *message)
{
  g_autofree char *text = g_strdup (message != NULL ? message : "");

  if (*text != '\0')
    {
      g_autofree char *first = g_utf8_strup (text, g_utf8_next_char (text) - text);

      return g_strdup_printf ("%s%s%s", first, g_utf8_next_char (text),
                              g_str_has_suffix (text, ".") ? "" : ".");
    }
  return g_steal_pointer (&text);
}

static void
show_refusal (BnBattleRecordDialog *self,
              const char           *message)
{
  g_clear_pointer (&self->refusal, g_free);
  if (message != NULL)
    {
      self->refusal = sentence (message);
      gtk_label_set_text (self->error_label, self->refusal);
    }
  gtk_revealer_set_reveal_child (self->error_revealer, message != NULL);
}

static void
revalidate (BnBattleRecordDialog *self)
{
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  BnBattleContext context;

  if (self->building)
    return;
  record = build_record (self);
  context.career_rules = self->career_rules;
  context.leader_rules = self->leader_rules;
  context.leaders = self->leaders;
  context.army = player_army (self);
  context.opponent_army = opponent_army (self);
  if (record->name == NULL)
    g_set_error_literal (&error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID, _("the battle needs a name"));
  else if (context.army == NULL)
    g_set_error_literal (&error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID, _("choose the army you fought with"));
  else
    bn_battle_record_check (record, &context, &error);
  show_refusal (self, error != NULL && self->touched ? error->message : NULL);
  gtk_widget_set_sensitive (self->save_button, error == NULL);
}

static void
on_save_button_clicked_cb (BnBattleRecordDialog *self)
{
  bn_battle_record_dialog_save (self);
}

/* ---- filling in a record to correct ---- */

static void
prefill (BnBattleRecordDialog *self,
         const BnBattleRecord *record)
{
  self->battle_id = record->id;
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), record->name != NULL ? record->name : "");
  gtk_editable_set_text (GTK_EDITABLE (self->place_row), record->place != NULL ? record->place : "");
  gtk_editable_set_text (GTK_EDITABLE (self->date_row), record->date != NULL ? record->date : "");
  gtk_editable_set_text (GTK_EDITABLE (self->opponent_row), record->opponent != NULL ? record->opponent : "");
  bn_battle_record_dialog_set_army (self, record->army_id);
  bn_battle_record_dialog_set_opponent_army (self, record->opponent_army_id);
  bn_battle_record_dialog_set_result (self, record->winner, record->player_vp, record->opponent_vp);
  for (guint i = 0; i < self->leader_rows->len; i++)
    adw_expander_row_set_enable_expansion (g_array_index (self->leader_rows, LeaderRow, i).row, FALSE);
  for (guint i = 0; i < record->units->len; i++)
    {
      const BnBattleRecordUnit *unit = g_ptr_array_index (record->units, i);

      bn_battle_record_dialog_set_unit (self, unit->side, unit->unit, unit->figures_lost, unit->destroyed, unit->routed);
    }
  for (guint i = 0; i < record->leaders->len; i++)
    {
      const BnBattleLeader *leader = g_ptr_array_index (record->leaders, i);

      bn_battle_record_dialog_set_leader (self, leader->leader_id, TRUE, leader->unit);
    }
  for (guint i = 0; i < record->checks->len; i++)
    {
      const BnPcsCheck *check = g_ptr_array_index (record->checks, i);

      bn_battle_record_dialog_set_check (self, check->leader_id, check->kind, check->roll, check->lost_melee,
                                         check->strike_difference, check->retainer);
    }
  for (guint i = 0; i < record->retainers->len; i++)
    {
      const BnRetainerUse *use = g_ptr_array_index (record->retainers, i);
      const LeaderRow *row = find_leader_row (self, use->leader_id);

      for (guint n = 0; row != NULL && n < row->n_used; n++)
        if (g_strcmp0 (g_object_get_data (G_OBJECT (row->used[n]), "bn-retainer-id"), use->retainer) == 0)
          gtk_switch_set_active (GTK_SWITCH (row->used[n]), TRUE);
    }
  for (guint i = 0; i < record->deeds->len; i++)
    {
      const BnBattleDeed *deed = g_ptr_array_index (record->deeds, i);

      bn_battle_record_dialog_add_deed (self, deed->deed, deed->unit, deed->leader_id, deed->attached, deed->herald);
    }
}

/**
 * bn_battle_record_dialog_fill:
 * @record: a battle's result read from a file
 *
 * Fills in the new battle the dialog records with what @record says, for
 * the player to look over before Save: the dialog still records a new
 * battle, whatever number @record had where it was written.
 */
void
bn_battle_record_dialog_fill (BnBattleRecordDialog *self,
                              const BnBattleRecord *record)
{
  g_return_if_fail (BN_IS_BATTLE_RECORD_DIALOG (self));
  g_return_if_fail (record != NULL);
  g_return_if_fail (self->battle_id == 0);

  self->building = TRUE;
  prefill (self, record);
  self->battle_id = 0;
  self->building = FALSE;
  revalidate (self);
}

/* ---- the object ---- */

static void
bn_battle_record_dialog_dispose (GObject *object)
{
  BnBattleRecordDialog *self = BN_BATTLE_RECORD_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_BATTLE_RECORD_DIALOG);
  G_OBJECT_CLASS (bn_battle_record_dialog_parent_class)->dispose (object);
}

static void
bn_battle_record_dialog_finalize (GObject *object)
{
  BnBattleRecordDialog *self = BN_BATTLE_RECORD_DIALOG (object);

  g_clear_pointer (&self->store, bn_store_unref);
  g_clear_pointer (&self->leader_rules, bn_leader_rules_unref);
  g_clear_pointer (&self->career_rules, bn_career_rules_unref);
  g_clear_pointer (&self->leaders, g_ptr_array_unref);
  g_clear_pointer (&self->armies, g_ptr_array_unref);
  g_clear_pointer (&self->deeds, g_ptr_array_unref);
  g_clear_pointer (&self->unit_rows, g_array_unref);
  g_clear_pointer (&self->leader_rows, g_array_unref);
  g_clear_pointer (&self->deed_rows, g_array_unref);
  g_free (self->refusal);
  G_OBJECT_CLASS (bn_battle_record_dialog_parent_class)->finalize (object);
}

static void
bn_battle_record_dialog_class_init (BnBattleRecordDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bn_battle_record_dialog_dispose;
  object_class->finalize = bn_battle_record_dialog_finalize;

  /**
   * BnBattleRecordDialog::saved:
   * @battle_id: the battle recorded or corrected
   */
  signals[SIGNAL_SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-battle-record-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, save_button);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, reason_group);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, reason_row);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, place_row);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, date_row);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, army_row);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, opponent_army_row);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, opponent_row);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, winner_row);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, player_vp_spin);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, opponent_vp_spin);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, units_group);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, leaders_group);
  gtk_widget_class_bind_template_child (widget_class, BnBattleRecordDialog, deeds_group);
  gtk_widget_class_bind_template_callback (widget_class, on_field_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_army_row_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_add_deed_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_save_button_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bn_battle_record_dialog_init (BnBattleRecordDialog *self)
{
  self->building = TRUE;
  self->unit_rows = g_array_new (FALSE, TRUE, sizeof (UnitRow));
  self->leader_rows = g_array_new (FALSE, TRUE, sizeof (LeaderRow));
  self->deed_rows = g_array_new (FALSE, TRUE, sizeof (DeedRow));
  gtk_widget_init_template (GTK_WIDGET (self));
  bn_combo_row_show_whole_choices (self->army_row);
  bn_combo_row_show_whole_choices (self->opponent_army_row);
  bn_combo_row_show_whole_choices (self->winner_row);
}

/**
 * bn_battle_record_dialog_new:
 * @correcting: (nullable): a stored battle to correct; %NULL records a new one
 *
 * Returns: (transfer none) (nullable): the dialog, shown; %NULL with @error
 *   if the campaign could not be read
 */
BnBattleRecordDialog *
bn_battle_record_dialog_new (GtkWindow            *parent,
                             BnStore              *store,
                             BnLeaderRules        *rules,
                             gint64                campaign_id,
                             const BnBattleRecord *correcting,
                             GError              **error)
{
  g_autoptr(BnCareerRules) career_rules = bn_career_rules_load_default (error);
  g_autoptr(GPtrArray) leaders = NULL;
  g_autoptr(GPtrArray) armies = NULL;
  g_autoptr(GtkStringList) army_names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) opponent_names = gtk_string_list_new (NULL);
  BnBattleRecordDialog *self;

  if (career_rules == NULL)
    return NULL;
  leaders = bn_store_list_leaders (store, campaign_id, error);
  if (leaders == NULL)
    return NULL;
  armies = bn_store_list_armies (store, campaign_id, error);
  if (armies == NULL)
    return NULL;

  self = g_object_new (BN_TYPE_BATTLE_RECORD_DIALOG, "transient-for", parent, NULL);
  if (parent != NULL)
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
  self->store = bn_store_ref (store);
  self->leader_rules = bn_leader_rules_ref (rules);
  self->career_rules = g_steal_pointer (&career_rules);
  self->campaign_id = campaign_id;
  self->leaders = g_steal_pointer (&leaders);
  self->armies = g_steal_pointer (&armies);
  self->deeds = g_ptr_array_new ();
  for (guint i = 0; i < bn_career_rules_get_n_deeds (self->career_rules); i++)
    {
      const BnDeed *deed = bn_career_rules_get_deed (self->career_rules, i);

      if (deed->automatic == BN_DEED_AUTO_NONE)
        g_ptr_array_add (self->deeds, (gpointer) deed);
    }

  gtk_string_list_append (opponent_names, _("Only a name"));
  for (guint i = 0; i < self->armies->len; i++)
    {
      const BnArmy *army = g_ptr_array_index (self->armies, i);

      gtk_string_list_append (army_names, army->name);
      gtk_string_list_append (opponent_names, army->name);
    }
  adw_combo_row_set_model (self->army_row, G_LIST_MODEL (army_names));
  adw_combo_row_set_model (self->opponent_army_row, G_LIST_MODEL (opponent_names));
  adw_combo_row_set_selected (self->opponent_army_row, 0);
  rebuild_sections (self);
  if (correcting != NULL)
    {
      g_autofree char *title = g_strdup_printf (_("Correct “%s”"), correcting->name);

      gtk_window_set_title (GTK_WINDOW (self), title);
      gtk_widget_set_visible (GTK_WIDGET (self->reason_group), TRUE);
      prefill (self, correcting);
    }
  self->building = FALSE;
  revalidate (self);
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

/* @field: "name", "place", "date", "opponent" or "reason" */
void
bn_battle_record_dialog_set_text (BnBattleRecordDialog *self,
                                  const char           *field,
                                  const char           *text)
{
  AdwEntryRow *row = NULL;

  g_return_if_fail (BN_IS_BATTLE_RECORD_DIALOG (self));

  if (g_strcmp0 (field, "name") == 0)
    row = self->name_row;
  else if (g_strcmp0 (field, "place") == 0)
    row = self->place_row;
  else if (g_strcmp0 (field, "date") == 0)
    row = self->date_row;
  else if (g_strcmp0 (field, "opponent") == 0)
    row = self->opponent_row;
  else if (g_strcmp0 (field, "reason") == 0)
    row = self->reason_row;
  g_return_if_fail (row != NULL);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
}

gboolean
bn_battle_record_dialog_set_army (BnBattleRecordDialog *self,
                                  gint64                army_id)
{
  g_return_val_if_fail (BN_IS_BATTLE_RECORD_DIALOG (self), FALSE);

  for (guint i = 0; i < self->armies->len; i++)
    if (((BnArmy *) g_ptr_array_index (self->armies, i))->id == army_id)
      {
        gboolean was = self->building;

        adw_combo_row_set_selected (self->army_row, i);
        /* While filling in, the sections follow at once. */
        if (was)
          rebuild_sections (self);
        return TRUE;
      }
  return FALSE;
}

/* @army_id: a saved roster of the campaign; 0 for "only a name" */
gboolean
bn_battle_record_dialog_set_opponent_army (BnBattleRecordDialog *self,
                                           gint64                army_id)
{
  g_return_val_if_fail (BN_IS_BATTLE_RECORD_DIALOG (self), FALSE);

  for (guint i = 0; i <= self->armies->len; i++)
    if ((i == 0 && army_id == 0) || (i > 0 && ((BnArmy *) g_ptr_array_index (self->armies, i - 1))->id == army_id))
      {
        adw_combo_row_set_selected (self->opponent_army_row, i);
        if (self->building)
          rebuild_sections (self);
        return TRUE;
      }
  return FALSE;
}

void
bn_battle_record_dialog_set_result (BnBattleRecordDialog *self,
                                    BnWinner              winner,
                                    guint                 player_vp,
                                    guint                 opponent_vp)
{
  g_return_if_fail (BN_IS_BATTLE_RECORD_DIALOG (self));

  adw_combo_row_set_selected (self->winner_row, winner);
  gtk_spin_button_set_value (self->player_vp_spin, player_vp);
  gtk_spin_button_set_value (self->opponent_vp_spin, opponent_vp);
}

static const UnitRow *
find_unit_row (BnBattleRecordDialog *self,
               BnSide                side,
               guint                 unit)
{
  for (guint i = 0; i < self->unit_rows->len; i++)
    {
      const UnitRow *row = &g_array_index (self->unit_rows, UnitRow, i);

      if (row->side == side && row->unit == unit)
        return row;
    }
  return NULL;
}

/* Returns: the figures lost as the spin button holds them: bounded by the
 *   unit's figures, as when typed. */
guint
bn_battle_record_dialog_set_unit (BnBattleRecordDialog *self,
                                  BnSide                side,
                                  guint                 unit,
                                  guint                 figures_lost,
                                  gboolean              destroyed,
                                  gboolean              routed)
{
  const UnitRow *row;

  g_return_val_if_fail (BN_IS_BATTLE_RECORD_DIALOG (self), 0);

  row = find_unit_row (self, side, unit);
  if (row == NULL)
    return 0;
  gtk_spin_button_set_value (row->lost, figures_lost);
  gtk_check_button_set_active (row->destroyed, destroyed);
  gtk_check_button_set_active (row->routed, routed);
  return (guint) gtk_spin_button_get_value_as_int (row->lost);
}

/* Returns: the upper bound of a unit's figures-lost spin button. */
guint
bn_battle_record_dialog_get_unit_figures (BnBattleRecordDialog *self,
                                          BnSide                side,
                                          guint                 unit)
{
  const UnitRow *row;
  double upper = 0;

  g_return_val_if_fail (BN_IS_BATTLE_RECORD_DIALOG (self), 0);

  row = find_unit_row (self, side, unit);
  if (row != NULL)
    gtk_spin_button_get_range (row->lost, NULL, &upper);
  return (guint) upper;
}

gboolean
bn_battle_record_dialog_set_leader (BnBattleRecordDialog *self,
                                    gint64                leader_id,
                                    gboolean              on_field,
                                    guint                 unit)
{
  const LeaderRow *row;

  g_return_val_if_fail (BN_IS_BATTLE_RECORD_DIALOG (self), FALSE);

  row = find_leader_row (self, leader_id);
  if (row == NULL)
    return FALSE;
  adw_expander_row_set_enable_expansion (row->row, on_field);
  adw_combo_row_set_selected (row->post, unit);
  return adw_combo_row_get_selected (row->post) == unit;
}

/* @kind: -1 for none, else a BnCheckKind */
gboolean
bn_battle_record_dialog_set_check (BnBattleRecordDialog *self,
                                   gint64                leader_id,
                                   gint                  kind,
                                   guint                 roll,
                                   gboolean              lost_melee,
                                   guint                 strike_difference,
                                   const char           *ward_retainer)
{
  const LeaderRow *row;

  g_return_val_if_fail (BN_IS_BATTLE_RECORD_DIALOG (self), FALSE);

  row = find_leader_row (self, leader_id);
  if (row == NULL)
    return FALSE;
  adw_combo_row_set_selected (row->check, kind < 0 ? 0 : kind == BN_CHECK_MELEE ? 1 : 2);
  gtk_spin_button_set_value (row->roll, roll);
  gtk_switch_set_active (row->lost_melee, lost_melee);
  gtk_spin_button_set_value (row->strikes, strike_difference);
  adw_combo_row_set_selected (row->ward, 0);
  if (ward_retainer != NULL)
    {
      char **ids = g_object_get_data (G_OBJECT (row->ward), "bn-retainer-ids");

      for (guint n = 0; ids != NULL && ids[n] != NULL; n++)
        if (g_strcmp0 (ids[n], ward_retainer) == 0)
          adw_combo_row_set_selected (row->ward, n + 1);
      if (adw_combo_row_get_selected (row->ward) == 0)
        return FALSE;
    }
  return TRUE;
}

/* Presses "Add Deed" and fills the new row in. Returns: %FALSE if the table
 *   has no such deed to record or the leader is not listed. */
gboolean
bn_battle_record_dialog_add_deed (BnBattleRecordDialog *self,
                                  const char           *deed_id,
                                  guint                 unit,
                                  gint64                leader_id,
                                  gboolean              attached,
                                  gboolean              herald)
{
  gint deed_index = -1, leader_index = -1;
  DeedRow *row;

  g_return_val_if_fail (BN_IS_BATTLE_RECORD_DIALOG (self), FALSE);

  for (guint i = 0; i < self->deeds->len; i++)
    if (g_strcmp0 (((const BnDeed *) g_ptr_array_index (self->deeds, i))->id, deed_id) == 0)
      deed_index = (gint) i;
  for (guint i = 0; i < self->leader_rows->len; i++)
    if (g_array_index (self->leader_rows, LeaderRow, i).leader_id == leader_id)
      leader_index = (gint) i;
  if (deed_index < 0 || leader_index < 0)
    return FALSE;
  row = add_deed_row (self);
  adw_combo_row_set_selected (row->deed, (guint) deed_index);
  adw_combo_row_set_selected (row->unit, unit);
  adw_combo_row_set_selected (row->leader, (guint) leader_index);
  gtk_switch_set_active (row->attached, attached);
  gtk_switch_set_active (row->herald, herald);
  revalidate (self);
  return TRUE;
}

/* Returns: (nullable): the refusal shown, in the library's words. */
const char *
bn_battle_record_dialog_get_refusal (BnBattleRecordDialog *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_RECORD_DIALOG (self), NULL);

  return self->refusal;
}

gboolean
bn_battle_record_dialog_can_save (BnBattleRecordDialog *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_RECORD_DIALOG (self), FALSE);

  return gtk_widget_get_sensitive (self->save_button);
}

/* Presses Save. Returns: %TRUE if the store took it (the dialog closes). */
gboolean
bn_battle_record_dialog_save (BnBattleRecordDialog *self)
{
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  gboolean ok;

  g_return_val_if_fail (BN_IS_BATTLE_RECORD_DIALOG (self), FALSE);

  if (!bn_battle_record_dialog_can_save (self))
    return FALSE;
  record = build_record (self);
  if (self->battle_id != 0)
    {
      g_autofree char *reason = entry_text (self->reason_row);

      ok = bn_career_correct_battle (self->store, record, reason != NULL ? reason : "", &error);
    }
  else
    ok = bn_career_record_battle (self->store, record, &error);
  if (!ok)
    {
      show_refusal (self, error->message);
      return FALSE;
    }
  g_signal_emit (self, signals[SIGNAL_SAVED], 0, record->id);
  gtk_window_destroy (GTK_WINDOW (self));
  return TRUE;
}
