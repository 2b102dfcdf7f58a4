/* bn-battle-record-dialog-private.h — what the battle record dialog's
 * files share: its rows and the dialog's struct, and the helpers that
 * read the armies chosen, rebuild the rows and check the record again.
 */
#pragma once

#include "bn-battle-record-dialog.h"

#include "bn-career.h"

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

/* In bn-battle-record-dialog.c. */
const BnArmy *bn_battle_record_dialog_player_army      (BnBattleRecordDialog *self);
const BnArmy *bn_battle_record_dialog_opponent_army    (BnBattleRecordDialog *self);
void          bn_battle_record_dialog_field_changed_cb (BnBattleRecordDialog *self);
void          bn_battle_record_dialog_revalidate       (BnBattleRecordDialog *self);

/* In bn-battle-record-dialog-rows.c. */
void          bn_battle_record_dialog_rebuild_sections (BnBattleRecordDialog *self);
DeedRow      *bn_battle_record_dialog_add_deed_row     (BnBattleRecordDialog *self);

/* In bn-battle-record-dialog-fill.c. */
void          bn_battle_record_dialog_prefill          (BnBattleRecordDialog *self,
                                                        const BnBattleRecord *record);
