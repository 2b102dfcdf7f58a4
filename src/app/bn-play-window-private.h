/* bn-play-window-private.h — what the play window's files share: the
 * window (bn-play-window.c) and its networked mode (bn-play-window-net.c). */
#pragma once

#include "bn-play-window.h"

#include "bn-computer-thinker.h"

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
  GtkWidget *flap;
  GtkWidget *action_bar;        /* the state at a glance and the phase's closing actions */
  GHashTable *open_groups;      /* the moves list's groups shown open */
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

/* bn-play-window.c */
void     bn_play_window_refresh       (BnPlayWindow         *self);
void     bn_play_window_watch         (BnPlayWindow         *self,
                                       guint                 from);
void     bn_play_window_stop_watching (BnPlayWindow         *self);

/* bn-play-window-net.c */
void     bn_play_window_net_attach    (BnPlayWindow         *self,
                                       BnNetPlay            *net);
void     bn_play_window_net_dispose   (BnPlayWindow         *self);
gboolean bn_play_window_net_act       (BnPlayWindow         *self,
                                       const BnBattleAction *action);
void     bn_play_window_net_run       (BnPlayWindow         *self,
                                       GArray               *steps);
void     bn_play_window_net_choose    (BnPlayWindow         *self);

G_END_DECLS
