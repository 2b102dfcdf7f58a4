/* bn-battle-record-dialog.h — recording (or correcting) a battle fought on the table. */
#pragma once

#include <adwaita.h>

#include "bn-battle-record.h"
#include "bn-leader-rules.h"
#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_BATTLE_RECORD_DIALOG (bn_battle_record_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BnBattleRecordDialog, bn_battle_record_dialog, BN, BATTLE_RECORD_DIALOG, AdwWindow)

BnBattleRecordDialog *bn_battle_record_dialog_new (GtkWindow            *parent,
                                                   BnStore              *store,
                                                   BnLeaderRules        *rules,
                                                   gint64                campaign_id,
                                                   const BnBattleRecord *correcting,
                                                   GError              **error);

void        bn_battle_record_dialog_fill            (BnBattleRecordDialog *self,
                                                     const BnBattleRecord *record);

/* The same steps a player takes with the dialog's controls; each does
 * exactly what the control it names does. */
void        bn_battle_record_dialog_set_text        (BnBattleRecordDialog *self,
                                                     const char           *field,
                                                     const char           *text);
gboolean    bn_battle_record_dialog_set_army        (BnBattleRecordDialog *self,
                                                     gint64                army_id);
gboolean    bn_battle_record_dialog_set_opponent_army (BnBattleRecordDialog *self,
                                                     gint64                army_id);
void        bn_battle_record_dialog_set_result      (BnBattleRecordDialog *self,
                                                     BnWinner              winner,
                                                     guint                 player_vp,
                                                     guint                 opponent_vp);
guint       bn_battle_record_dialog_set_unit        (BnBattleRecordDialog *self,
                                                     BnSide                side,
                                                     guint                 unit,
                                                     guint                 figures_lost,
                                                     gboolean              destroyed,
                                                     gboolean              routed);
guint       bn_battle_record_dialog_get_unit_figures (BnBattleRecordDialog *self,
                                                     BnSide                side,
                                                     guint                 unit);
gboolean    bn_battle_record_dialog_set_leader      (BnBattleRecordDialog *self,
                                                     gint64                leader_id,
                                                     gboolean              on_field,
                                                     guint                 unit);
gboolean    bn_battle_record_dialog_set_check       (BnBattleRecordDialog *self,
                                                     gint64                leader_id,
                                                     gint                  kind,
                                                     guint                 roll,
                                                     gboolean              lost_melee,
                                                     guint                 strike_difference,
                                                     const char           *ward_retainer);
gboolean    bn_battle_record_dialog_add_deed        (BnBattleRecordDialog *self,
                                                     const char           *deed_id,
                                                     guint                 unit,
                                                     gint64                leader_id,
                                                     gboolean              attached,
                                                     gboolean              herald);
const char *bn_battle_record_dialog_get_refusal     (BnBattleRecordDialog *self);
gboolean    bn_battle_record_dialog_can_save        (BnBattleRecordDialog *self);
gboolean    bn_battle_record_dialog_save            (BnBattleRecordDialog *self);

G_END_DECLS
