/* bn-replay-window.h — a battle stepped through again, action by action.
 *
 * Any battle with a log — one played on the board, one the computer fought
 * for a campaign, or a log file — is rebuilt from its armies, battlefield,
 * seed and actions, and shown on the board as it stood after any of them:
 * step forwards and backwards, jump to a turn or an action, or let it play
 * back. Beside the board, the step's action and what it brought about, in
 * words, with the dice thrown.
 */
#pragma once

#include <adwaita.h>

#include "bn-battle-log-xml.h"
#include "bn-played-battle.h"

G_BEGIN_DECLS

#define BN_TYPE_REPLAY_WINDOW (bn_replay_window_get_type ())
G_DECLARE_FINAL_TYPE (BnReplayWindow, bn_replay_window, BN, REPLAY_WINDOW, AdwWindow)

BnReplayWindow *bn_replay_window_new            (GtkWindow      *parent,
                                                 BnBattleRules  *rules,
                                                 BnBattleLog    *log,
                                                 const char     *title);
BnReplayWindow *bn_replay_window_new_for_played (GtkWindow      *parent,
                                                 BnPlayedBattle *played);
BnReplayWindow *bn_replay_window_new_for_xml    (GtkWindow      *parent,
                                                 const char     *xml,
                                                 const char     *title,
                                                 GError        **error);
guint           bn_replay_window_get_n_steps    (BnReplayWindow *self);
guint           bn_replay_window_get_step       (BnReplayWindow *self);
void            bn_replay_window_set_step       (BnReplayWindow *self,
                                                 guint           step);
gboolean        bn_replay_window_jump_to_turn   (BnReplayWindow *self,
                                                 guint           turn);
const BnBattle *bn_replay_window_get_battle     (BnReplayWindow *self);
GtkWidget      *bn_replay_window_get_board      (BnReplayWindow *self);
void            bn_replay_window_set_playing    (BnReplayWindow *self,
                                                 gboolean        playing);

G_END_DECLS
