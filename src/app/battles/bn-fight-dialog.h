/* bn-fight-dialog.h — a campaign battle fought by the computer, AI against AI. */
#pragma once

#include <adwaita.h>

#include "bn-play-window.h"

#include "bn-leader-rules.h"
#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_FIGHT_DIALOG (bn_fight_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BnFightDialog, bn_fight_dialog, BN, FIGHT_DIALOG, AdwWindow)

/* Where the opponent comes from, in the order the dialog offers them. */
typedef enum
{
  BN_FIGHT_OPPONENT_ARMY,       /* another army of the campaign */
  BN_FIGHT_OPPONENT_ROSTER,     /* a roster read from a file */
  BN_FIGHT_OPPONENT_POINTS,     /* an army raised for a points value */
} BnFightOpponent;

BnFightDialog *bn_fight_dialog_new (GtkWindow      *parent,
                                    BnStore        *store,
                                    BnLeaderRules  *rules,
                                    gint64          campaign_id,
                                    GError        **error);

/* The same steps a player takes with the dialog's controls; each does
 * exactly what the control it names does. */
gboolean    bn_fight_dialog_set_army            (BnFightDialog   *self,
                                                 gint64           army_id);
void        bn_fight_dialog_set_opponent_kind   (BnFightDialog   *self,
                                                 BnFightOpponent  kind);
gboolean    bn_fight_dialog_set_opponent_army   (BnFightDialog   *self,
                                                 gint64           army_id);
gboolean    bn_fight_dialog_set_roster_file     (BnFightDialog   *self,
                                                 GFile           *file);
void        bn_fight_dialog_set_points          (BnFightDialog   *self,
                                                 guint            points);
gboolean    bn_fight_dialog_set_rules           (BnFightDialog   *self,
                                                 const char      *rules);
gboolean    bn_fight_dialog_set_scenario        (BnFightDialog   *self,
                                                 const char      *scenario);
void        bn_fight_dialog_set_seed_text       (BnFightDialog   *self,
                                                 const char      *text);
void        bn_fight_dialog_set_basic_game      (BnFightDialog   *self,
                                                 gboolean         basic_game);
gboolean    bn_fight_dialog_can_play            (BnFightDialog   *self);
const char *bn_fight_dialog_get_refusal         (BnFightDialog   *self);
gboolean    bn_fight_dialog_can_fight           (BnFightDialog   *self);
gint64      bn_fight_dialog_fight               (BnFightDialog   *self);

BnPlayWindow  *bn_fight_dialog_play               (BnFightDialog  *self);

G_END_DECLS
