/* bn-leader-dialog.h — creating a leader or hero, card by card. */
#pragma once

#include <adwaita.h>

#include "bn-leader-generator.h"
#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_LEADER_DIALOG (bn_leader_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BnLeaderDialog, bn_leader_dialog, BN, LEADER_DIALOG, AdwWindow)

typedef enum
{
  BN_LEADER_ROLE_PLAYER,
  BN_LEADER_ROLE_VASSAL,
  BN_LEADER_ROLE_HERO,
} BnLeaderRole;

BnLeaderDialog *bn_leader_dialog_new             (GtkWindow      *parent,
                                                  BnStore        *store,
                                                  BnLeaderRules  *rules,
                                                  gint64          campaign_id,
                                                  gint64          liege_id,
                                                  GError        **error);

/* What the dialog shows, and the same steps a player takes with its
 * controls; each does exactly what the control it names does. */
const char     *bn_leader_dialog_get_page        (BnLeaderDialog *self);
BnLeaderStep    bn_leader_dialog_get_step        (BnLeaderDialog *self);
const char     *bn_leader_dialog_get_error       (BnLeaderDialog *self);
const BnLeader *bn_leader_dialog_peek_leader     (BnLeaderDialog *self);
gboolean        bn_leader_dialog_can_continue    (BnLeaderDialog *self);
gboolean        bn_leader_dialog_continue        (BnLeaderDialog *self);
gboolean        bn_leader_dialog_set_role        (BnLeaderDialog *self,
                                                  BnLeaderRole    role);
gboolean        bn_leader_dialog_set_liege       (BnLeaderDialog *self,
                                                  gint64          liege_id);
gboolean        bn_leader_dialog_set_rank        (BnLeaderDialog *self,
                                                  guint           rank);
void            bn_leader_dialog_set_name        (BnLeaderDialog *self,
                                                  const char     *name);
void            bn_leader_dialog_type_card       (BnLeaderDialog *self,
                                                  const char     *text);
void            bn_leader_dialog_draw_from_deck  (BnLeaderDialog *self);
gboolean        bn_leader_dialog_set_skill       (BnLeaderDialog *self,
                                                  BnSkill         skill,
                                                  guint           points);
void            bn_leader_dialog_suggest_spread  (BnLeaderDialog *self);
const char     *bn_leader_dialog_get_spread_total (BnLeaderDialog *self);

G_END_DECLS
