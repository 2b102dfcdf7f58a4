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
 *
 * The rows that follow the armies chosen are made in
 * bn-battle-record-dialog-rows.c; filling the dialog in, with a record to
 * correct or field by field, is bn-battle-record-dialog-fill.c.
 */
#include "bn-config.h"

#include "bn-battle-record-dialog-private.h"

#include <glib/gi18n.h>

#include "bn-combo-rows.h"

G_DEFINE_FINAL_TYPE (BnBattleRecordDialog, bn_battle_record_dialog, ADW_TYPE_WINDOW)

enum {
  SIGNAL_SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const BnArmy *
bn_battle_record_dialog_player_army (BnBattleRecordDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->army_row);

  return selected < self->armies->len ? g_ptr_array_index (self->armies, selected) : NULL;
}

/* The opponent's combo offers "only a name" first, then the rosters. */
const BnArmy *
bn_battle_record_dialog_opponent_army (BnBattleRecordDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->opponent_army_row);

  return selected >= 1 && selected <= self->armies->len ? g_ptr_array_index (self->armies, selected - 1) : NULL;
}

void
bn_battle_record_dialog_field_changed_cb (BnBattleRecordDialog *self)
{
  /* A refusal waits for the player's first entry: a new record is not yet
   * wrong, only unfinished. */
  if (!self->building)
    self->touched = TRUE;
  bn_battle_record_dialog_revalidate (self);
}

static void
on_army_row_selected_cb (BnBattleRecordDialog *self)
{
  if (self->building)
    return;
  bn_battle_record_dialog_rebuild_sections (self);
  bn_battle_record_dialog_revalidate (self);
}

static void
on_add_deed_clicked_cb (BnBattleRecordDialog *self)
{
  bn_battle_record_dialog_add_deed_row (self);
  bn_battle_record_dialog_revalidate (self);
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

static BnBattleRecord *
build_record (BnBattleRecordDialog *self)
{
  BnBattleRecord *record = bn_battle_record_new ();
  const BnArmy *army = bn_battle_record_dialog_player_army (self);
  const BnArmy *opponent = bn_battle_record_dialog_opponent_army (self);

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

void
bn_battle_record_dialog_revalidate (BnBattleRecordDialog *self)
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
  context.army = bn_battle_record_dialog_player_army (self);
  context.opponent_army = bn_battle_record_dialog_opponent_army (self);
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
  gtk_widget_class_bind_template_callback_full (widget_class, "on_field_changed_cb",
                                                G_CALLBACK (bn_battle_record_dialog_field_changed_cb));
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
  bn_battle_record_dialog_rebuild_sections (self);
  if (correcting != NULL)
    {
      g_autofree char *title = g_strdup_printf (_("Correct “%s”"), correcting->name);

      gtk_window_set_title (GTK_WINDOW (self), title);
      gtk_widget_set_visible (GTK_WIDGET (self->reason_group), TRUE);
      bn_battle_record_dialog_prefill (self, correcting);
    }
  self->building = FALSE;
  bn_battle_record_dialog_revalidate (self);
  gtk_window_present (GTK_WINDOW (self));
  return self;
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
