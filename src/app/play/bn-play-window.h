/* bn-play-window.h — a battle played on the board.
 *
 * The board shows the battle; beside it, what the side to act may do — the
 * engine's legal actions and nothing else — as buttons, and what just
 * happened. A click on a hex narrows the moves to those that hex is part
 * of, and makes the move when there is one. The computer answers for the
 * sides nobody plays; every move is saved as it is made (bn-played-battle.h),
 * so the window can be closed and the battle opened again.
 */
#pragma once

#include <adwaita.h>

#include "bn-net-play.h"
#include "bn-played-battle.h"

G_BEGIN_DECLS

#define BN_TYPE_PLAY_WINDOW (bn_play_window_get_type ())
G_DECLARE_FINAL_TYPE (BnPlayWindow, bn_play_window, BN, PLAY_WINDOW, AdwWindow)

BnPlayWindow   *bn_play_window_new          (GtkWindow      *parent,
                                             BnStore        *store,
                                             BnPlayedBattle *played);
BnPlayedBattle *bn_play_window_get_played   (BnPlayWindow   *self);
GtkWidget      *bn_play_window_get_board    (BnPlayWindow   *self);
GtkWidget      *bn_play_window_get_dice_strip (BnPlayWindow *self);
GtkWidget      *bn_play_window_get_action_bar (BnPlayWindow *self);
GtkWidget      *bn_play_window_get_bid_control (BnPlayWindow *self);
GtkWidget      *bn_play_window_get_combat_odds (BnPlayWindow *self);
GtkWidget      *bn_play_window_get_combat_report (BnPlayWindow *self);
GtkWidget      *bn_play_window_get_their_half (BnPlayWindow *self);
guint           bn_play_window_get_n_moves  (BnPlayWindow   *self);
gboolean        bn_play_window_make_move    (BnPlayWindow   *self,
                                             guint           index);
gboolean        bn_play_window_undo         (BnPlayWindow   *self);
gboolean        bn_play_window_keep         (BnPlayWindow   *self);
void            bn_play_window_take_over    (BnPlayWindow   *self);
gboolean        bn_play_window_is_watching  (BnPlayWindow   *self);
void            bn_play_window_skip         (BnPlayWindow   *self);
gboolean        bn_play_window_step_watch   (BnPlayWindow   *self);
guint           bn_play_window_get_watch_pause (BnPlayWindow *self);
const BnBattle *bn_play_window_get_battle_shown (BnPlayWindow *self);
const char     *bn_play_window_get_log_text (BnPlayWindow   *self);
const BnBattleAction *bn_play_window_get_move (BnPlayWindow *self,
                                             guint         index);
gboolean        bn_play_window_pick_card    (BnPlayWindow   *self,
                                             guint           slot);
gboolean        bn_play_window_play_card    (BnPlayWindow   *self,
                                             guint           slot);
GtkWindow      *bn_play_window_open_replay  (BnPlayWindow   *self);
void            bn_play_window_set_typed_dice (BnPlayWindow *self,
                                               const char   *dice);

BnPlayWindow   *bn_play_window_new_online   (GtkWindow      *parent,
                                             BnStore        *store,
                                             BnPlayedBattle *played,
                                             BnNetPlay      *net);
BnNetPlay      *bn_play_window_get_net_play (BnPlayWindow   *self);
GtkWidget      *bn_play_window_get_online   (BnPlayWindow   *self);

gboolean      bn_play_window_is_thinking (BnPlayWindow *self);
void          bn_play_window_move_now    (BnPlayWindow *self);

G_END_DECLS
