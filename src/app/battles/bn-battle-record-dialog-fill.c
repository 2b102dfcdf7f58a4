/* bn-battle-record-dialog-fill.c — filling the battle record dialog in:
 * with a record to correct, or field by field (the name, the armies, the
 * result, each unit, leader, check and deed), as the end of a battle
 * played in the app does. */
#include "bn-config.h"

#include "bn-battle-record-dialog-private.h"

static const LeaderRow *
find_leader_row (BnBattleRecordDialog *self,
                 gint64                leader_id)
{
  for (guint i = 0; i < self->leader_rows->len; i++)
    if (g_array_index (self->leader_rows, LeaderRow, i).leader_id == leader_id)
      return &g_array_index (self->leader_rows, LeaderRow, i);
  return NULL;
}

/* ---- filling in a record to correct ---- */

void
bn_battle_record_dialog_prefill (BnBattleRecordDialog *self,
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
  bn_battle_record_dialog_prefill (self, record);
  self->battle_id = 0;
  self->building = FALSE;
  bn_battle_record_dialog_revalidate (self);
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
          bn_battle_record_dialog_rebuild_sections (self);
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
          bn_battle_record_dialog_rebuild_sections (self);
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
  row = bn_battle_record_dialog_add_deed_row (self);
  adw_combo_row_set_selected (row->deed, (guint) deed_index);
  adw_combo_row_set_selected (row->unit, unit);
  adw_combo_row_set_selected (row->leader, (guint) leader_index);
  gtk_switch_set_active (row->attached, attached);
  gtk_switch_set_active (row->herald, herald);
  bn_battle_record_dialog_revalidate (self);
  return TRUE;
}
