/* bn-table-side-dialog-private.h — what the Table-Side Helper's two files
 * share: its state and widgets (bn-table-side-dialog.c: what it does;
 * bn-table-side-dialog-widgets.c: how its window is built). */
#pragma once

#include "bn-table-side-dialog.h"

#include "bn-battle-rules.h"
#include "bn-table-battle.h"
#include "bn-unit-rules.h"

struct _BnTableSideDialog
{
  AdwWindow parent_instance;

  BnStore *store;
  gint64 campaign_id;
  BnUnitRules *unit_rules;
  GPtrArray *armies;             /* BnArmy of the campaign, as the army rows list them */
  GPtrArray *battles;            /* BnTableBattle in progress, after "New Battle" in the battle row */
  BnTableBattle *battle;         /* the one chosen; %NULL: a new one */
  BnBattleRules *rules;          /* its ruleset's */
  BnArmy *rosters[2];            /* the player's and the opponent's rosters; [1] %NULL for a name */
  gboolean filling;

  AdwComboRow *battle_row;
  AdwPreferencesGroup *new_group;
  AdwComboRow *army_row;
  AdwComboRow *opponent_row;
  AdwEntryRow *opponent_name_row;
  AdwComboRow *rules_row;
  AdwEntryRow *name_row;
  GtkSwitch *leaders_switch;

  AdwPreferencesGroup *combat_group;
  AdwPreferencesGroup *situation_group;
  AdwPreferencesGroup *dice_group;
  AdwComboRow *by_row;
  AdwComboRow *unit_rows[2];
  AdwComboRow *weapon_rows[2];
  GtkSpinButton *figures_spins[2];
  GtkSwitch *leader_switches[2];
  AdwComboRow *ground_rows[2];
  GtkSpinButton *range_spin;
  AdwComboRow *facing_row;
  GtkSwitch *charge_switch;
  GtkSwitch *moved_switch;
  GtkSwitch *withdraw_switch;
  GtkWidget *withdraw_row;
  AdwEntryRow *dice_row;
  GtkLabel *message_label;
  GtkLabel *result_label;
  GtkLabel *rule_label;
  GtkLabel *dice_label;

  AdwPreferencesGroup *log_group;
  GtkListBox *log_list;
  GtkWidget *undo_button;
  AdwPreferencesGroup *finish_group;
  AdwComboRow *winner_row;
  GtkSpinButton *vp_spins[2];
};

/* bn-table-side-dialog.c: the window's callbacks */
void       table_side_on_battle_selected_cb   (BnTableSideDialog *self);
void       table_side_on_opponent_selected_cb (BnTableSideDialog *self);
void       table_side_on_start_clicked_cb     (BnTableSideDialog *self);
void       table_side_on_by_selected_cb       (BnTableSideDialog *self);
void       table_side_on_unit_selected_cb     (BnTableSideDialog *self);
void       table_side_on_resolve_clicked_cb   (BnTableSideDialog *self);
void       table_side_on_roll_clicked_cb      (BnTableSideDialog *self);
void       table_side_on_undo_clicked_cb      (BnTableSideDialog *self);
void       table_side_on_finish_clicked_cb    (BnTableSideDialog *self);

/* bn-table-side-dialog-widgets.c */
GtkWidget *bn_table_side_new_page  (void);
void       table_side_build_battle_groups     (BnTableSideDialog *self, GtkWidget *page);
void       table_side_build_combat_groups     (BnTableSideDialog *self, GtkWidget *page);
void       table_side_build_log_groups        (BnTableSideDialog *self, GtkWidget *page);
