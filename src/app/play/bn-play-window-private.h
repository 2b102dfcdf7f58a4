/* bn-play-window-private.h — what the play window's files share: its
 * fields, and the parts each file gives the others.
 *
 *   bn-play-window.c           the window, built, and its moves made,
 *                              taken back and kept
 *   bn-play-window-picks.c     what the pointer makes of the battle: the
 *                              bar's buttons, the board's picks and paths,
 *                              a piece's popover, a card of the hand
 *   bn-play-window-store.c     the battle played on elsewhere, taken up
 *   bn-play-window-computer.c  the computer's moves: thought out (hard) and
 *                              shown one at a time on a replayed copy
 *   bn-play-window-panel.c     the side panel, built, and its words: the
 *                              result and the glance, the hand, the moves
 *                              in words, the log, the dice and the terrain
 *                              key
 *   bn-play-window-dice.c      the last dice, each said whole: its thrower
 *                              and what it did
 *   bn-play-window-net.c       the networked mode: this side's moves sent
 *                              one decision at a time, the other's shown
 */
#pragma once

#include <adwaita.h>

#include "bn-battle-words.h"
#include "bn-combat-account.h"
#include "bn-computer-thinker.h"
#include "bn-net-play.h"
#include "bn-play-window.h"

G_BEGIN_DECLS

struct _BnPlayWindow
{
  AdwWindow parent_instance;

  BnStore *store;
  BnPlayedBattle *played;
  BnComputerThinker *thinker;   /* the hard computer's moves, thought out in a worker thread */
  GArray *offered;              /* BnBattleAction: the legal ones given to the board */
  GArray *moves;                /* BnBattleAction: those of them the board's picks leave, listed */
  int card_preview;             /* hand slot whose orders are shown, or −1 */

  GtkWidget *board;             /* a BnBattleView: hexes or the open table */
  GtkWidget *board_column;
  GtkLabel *keys_label;         /* the keyboard help: the board's keys, then the window's */
  GtkLabel *legend_label;       /* the key to the board's marks */
  GtkLabel *status_label;
  GtkListBox *moves_list;
  GtkLabel *events_label;
  GtkWidget *undo_button;
  GtkWidget *keep_button;
  GtkWidget *replay_button;
  GtkWidget *ready_button;
  GtkWidget *legend;
  GtkWidget *stack;             /* the board, or the hand-over screen */
  AdwStatusPage *handover;
  GtkWidget *hand_title;
  GtkWidget *moves_title;
  GtkEntry *dice_entry;
  GtkWidget *hand_box;
  GtkWidget *dice_title;
  GtkWidget *dice;
  GtkWidget *bid;               /* a bid for enemy mercenaries, when the legal actions hold one */
  GtkWidget *odds;              /* the odds of the attack the picks come down to */
  GtkWidget *report;            /* the last combat in words, the key to the dice */
  GtkWidget *their_half;        /* the other side's combats in its last half, a line each, each opening to
                                   its account (bn-play-window-panel.c) */
  BnBattle *half_start;         /* the battle when the other side's last half began (bn-play-window-panel.c) */
  guint half_start_at;          /* … its actions */
  BnBattle *half_end;           /* … and when it ended */
  guint half_end_at;
  BnPlayedBattle *half_start_of;/* … of this played battle */
  GtkWidget *flap;
  GtkWidget *action_bar;        /* the state at a glance and the phase's closing actions */
  GHashTable *open_groups;      /* the moves list's groups shown open */
  guint groups_turn;            /* … opened in this turn and by this side (bn-play-window.c) */
  GtkWidget *side_scroller;     /* the side panel's */
  guint scroll_id;              /* the idle that brings its top into view */
  guint told_throw;             /* the events the last dice shown came after, to bring new ones into view */
  guint told_turn;              /* the turn and side the panel was last brought to its dice for */
  guint shown_side;             /* hot-seat: the side whose player has the board (2: nobody's yet) */

  /* The computer's moves, shown one at a time on a replayed copy. */
  BnBattle *shown;
  guint shown_until;            /* the actions the copy is to reach */
  guint tick_id;
  GtkWidget *watch_box;
  GtkDropDown *speed;

  /* A battle over the network: this side's moves go to it, the other's come from it. */
  BnNetPlay *net;
  GtkWidget *online;            /* its state, clock and chat (bn-play-online.h) */
  GPtrArray *old_played;
  GArray *net_steps;            /* BnBattleAction: the rest of a run picked on the board, sent one decision at a time */
};

static inline const BnBattle *
battle_of (BnPlayWindow *self)
{
  return bn_played_battle_get_battle (self->played);
}

/* The words of the battle shown: the copy the computer's moves are shown
 * on while they are, else the battle. */
static inline BnBattleWords
words_of (BnPlayWindow *self)
{
  return (BnBattleWords) { self->shown != NULL ? self->shown : battle_of (self),
                           { bn_played_battle_get_army (self->played, 0), bn_played_battle_get_army (self->played, 1) } };
}

/* The sides people play here: over the network, this side's only. */
static inline guint
humans_of (BnPlayWindow *self)
{
  if (self->net != NULL)
    return BN_PLAYED_BY_PEOPLE (bn_net_play_get_side (self->net));
  return bn_played_battle_get_humans (self->played);
}

/* bn-play-window.c */
void     play_window_refresh                (BnPlayWindow   *self);
void     play_window_stop_watching          (BnPlayWindow   *self);
gboolean play_window_act                    (BnPlayWindow   *self,
                                             BnBattleAction  action);

/* bn-play-window-duel.c */
gboolean play_window_confirm_duel           (BnPlayWindow         *self,
                                             const BnBattleAction *action);

/* bn-play-window-picks.c */
void     play_window_cancel_pick            (BnPlayWindow   *self);
void     play_window_connect_picks          (BnPlayWindow   *self);

/* bn-play-window-store.c */
void     play_window_store_changed          (BnPlayWindow   *self);

/* bn-play-window-computer.c */
void     play_window_watch                  (BnPlayWindow   *self,
                                             guint           from);
void     play_window_think                  (BnPlayWindow   *self);
gboolean play_window_watch_step             (BnPlayWindow   *self);
guint    play_window_watch_pause            (BnPlayWindow   *self);
void     play_window_computer_chose         (gpointer              data,
                                             const BnBattleAction *action);
gboolean play_window_refuse_while_thinking  (BnPlayWindow   *self);

/* bn-play-window-panel.c */
void     play_window_show_events            (BnPlayWindow   *self,
                                             const BnBattle *battle);
void     play_window_show_glance            (BnPlayWindow   *self);
void     play_window_fill_hand              (BnPlayWindow   *self,
                                             gboolean        shown);
void     play_window_list_moves             (BnPlayWindow   *self);
void     play_window_fill_legend            (BnPlayWindow   *self);
void     play_window_scroll_to_dice         (BnPlayWindow   *self);
guint    play_window_viewer                 (BnPlayWindow   *self);
void     play_window_build_panel            (BnPlayWindow   *self,
                                             GtkWidget      *side);

/* bn-play-window-dice.c */
char    *play_window_die_thrower            (const BnBattleWords *words,
                                             guint                e);
char    *play_window_die_deed               (const BnBattleWords *words,
                                             guint                e,
                                             const BnCombatDie   *die);
char    *play_window_first_move_words       (const BnBattleWords *words);

/* bn-play-window-net.c */
void     bn_play_window_net_attach          (BnPlayWindow         *self,
                                             BnNetPlay            *net);
void     bn_play_window_net_dispose         (BnPlayWindow         *self);
gboolean bn_play_window_net_act             (BnPlayWindow         *self,
                                             const BnBattleAction *action);
void     bn_play_window_net_run             (BnPlayWindow         *self,
                                             GArray               *steps);
void     bn_play_window_net_choose          (BnPlayWindow         *self);

G_END_DECLS
