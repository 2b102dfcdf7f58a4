/* bn-play-window-picks.c — what the player's pointer makes of the
 * battle: a button of the action bar, a run of steps to a hex clicked, a
 * row of a piece's popover, a card of the hand, the board's picks come
 * down to one move; each is made as the engine takes it. */
#include "bn-config.h"

#include <glib/gi18n.h>

#include "bn-battle-board.h"
#include "bn-battle-view.h"
#include "bn-combat-odds.h"
#include "bn-moves-list.h"
#include "bn-play-window-private.h"
#include "bn-table-board.h"

/* Drops the hexes and the card picked: every move is offered again. */
void
play_window_cancel_pick (BnPlayWindow *self)
{
  self->card_preview = -1;
  if (self->shown == NULL)
    play_window_refresh (self);
}

/* A button of the action bar: one of the moves offered. */
static void
on_bar_action_cb (BnPlayWindow *self,
                  guint         index)
{
  if (self->shown == NULL && index < self->offered->len &&
      !play_window_confirm_duel (self, &g_array_index (self->offered, BnBattleAction, index)))
    play_window_act (self, g_array_index (self->offered, BnBattleAction, index));
}

/* A run of a piece's steps to the hex clicked: each made in turn, as
 * long as the engine takes it. */
static void
on_path_chosen_cb (BnPlayWindow *self,
                   GArray       *steps)
{
  g_autoptr(GError) error = NULL;
  guint mine;

  if (self->shown != NULL || steps->len == 0 || play_window_refuse_while_thinking (self))
    return;
  if (self->net != NULL)
    {
      bn_play_window_net_run (self, steps);
      return;
    }
  /* The watch begins after the person's last step: his own steps are not
   * shown again as the computer's. */
  mine = 0;
  for (guint i = 0; i < steps->len; i++)
    {
      guint before = bn_battle_get_n_actions (battle_of (self));

      if (!bn_played_battle_act_with_dice (self->store, self->played, &g_array_index (steps, BnBattleAction, i),
                                           NULL, &error))
        break;
      mine = before + 1;
    }
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
  self->card_preview = -1;
  play_window_refresh (self);
  if (error != NULL)
    {
      g_autofree char *why = g_strdup_printf (_("The move stopped short — %s."), error->message);

      gtk_label_set_text (self->status_label, why);
      return;
    }
  play_window_watch (self, mine);
  play_window_think (self);
}

static void
on_menu_row_cb (GtkButton    *button,
                BnPlayWindow *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "bn-move"));

  bn_battle_board_popdown (BN_BATTLE_BOARD (self->board));
  on_bar_action_cb (self, index);
}

/* A popover on @hex offering the moves offered numbered @which, in words,
 * gathered by piece and kind; @about, when given, heads it. */
static void
popup_moves (BnPlayWindow *self,
             BnHex         hex,
             GArray       *which,
             const char   *about)
{
  BnBattleWords words = words_of (self);
  GtkWidget *menu = bn_moves_list_menu_new (&words, (const BnBattleAction *) (void *) self->offered->data,
                                            (const guint *) (void *) which->data, which->len, about,
                                            G_CALLBACK (on_menu_row_cb), self);

  bn_battle_board_popup (BN_BATTLE_BOARD (self->board), hex, menu);
}

/* A right click on a piece: its choices that are no click on the board
 * (a leader's retainers, mounting, stakes, a turn of its front…). */
static void
on_piece_menu_cb (BnPlayWindow *self,
                  int           q,
                  int           r)
{
  BnHex hex = bn_hex_make (q, r);
  g_autofree char *about = NULL;
  g_autoptr(GArray) which = g_array_new (FALSE, FALSE, sizeof (guint));

  if (self->shown != NULL)
    return;
  about = bn_battle_board_describe_hex (BN_BATTLE_BOARD (self->board), hex);
  for (guint i = 0; i < self->offered->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->offered, BnBattleAction, i);

      if (bn_battle_board_action_is_of (BN_BATTLE_BOARD (self->board), action, hex) &&
          action->type != BN_ACTION_MOVE_UNIT && action->type != BN_ACTION_MOVE_GROUP)
        g_array_append_val (which, i);
    }
  popup_moves (self, hex, which, about);
}

/**
 * bn_play_window_play_card:
 * @slot: a card of the hand, from 0
 *
 * Plays it, as a click on it does.
 *
 * Returns: whether it was played
 */
gboolean
bn_play_window_play_card (BnPlayWindow *self,
                          guint         slot)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);

  if (self->shown != NULL || bn_battle_get_phase (battle_of (self)) != BN_PHASE_PLAY_CARD)
    return FALSE;
  for (guint i = 0; i < self->offered->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->offered, BnBattleAction, i);

      if (action->type == BN_ACTION_PLAY_CARD && action->a == slot)
        return play_window_act (self, *action);
    }
  return FALSE;
}

/**
 * bn_play_window_pick_card:
 * @slot: a card of the hand, from 0
 *
 * The first pick shows the units the card can order and offers only it;
 * picking it again plays it.
 *
 * Returns: whether the card was played
 */
gboolean
bn_play_window_pick_card (BnPlayWindow *self,
                          guint         slot)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);

  if (self->shown != NULL || bn_battle_get_phase (battle_of (self)) != BN_PHASE_PLAY_CARD)
    return FALSE;
  if (self->card_preview == (int) slot)
    {
      for (guint i = 0; i < self->moves->len; i++)
        if (g_array_index (self->moves, BnBattleAction, i).type == BN_ACTION_PLAY_CARD)
          return bn_play_window_make_move (self, i);
      return FALSE;
    }
  self->card_preview = (int) slot;
  play_window_refresh (self);
  return FALSE;
}

/* The board's picks narrowed the moves: the list follows. */
static void
on_picked_cb (BnPlayWindow *self)
{
  BnHex last;

  if (self->shown != NULL)
    return;
  play_window_list_moves (self);
  play_window_show_glance (self);
  /* Two hexes picked and still a choice (the commander along or not), or
   * a piece picked whose choices all stay where it is (its order or its
   * leader's): the choices, on the board where the pointer is. */
  if (BN_IS_BATTLE_BOARD (self->board) &&
      (bn_battle_board_get_last_pick (BN_BATTLE_BOARD (self->board), &last) ||
       bn_battle_board_pick_leaves_choice (BN_BATTLE_BOARD (self->board), &last)) &&
      self->moves->len >= 2 && self->moves->len <= 40)
    {
      g_autoptr(GArray) which = g_array_new (FALSE, FALSE, sizeof (guint));

      for (guint i = 0; i < self->offered->len; i++)
        if (bn_battle_view_offers (BN_BATTLE_VIEW (self->board), i))
          g_array_append_val (which, i);
      popup_moves (self, last, which, NULL);
    }
}

/* The board's picks leave one move: it is made. */
static void
on_move_chosen_cb (BnPlayWindow *self,
                   guint         index)
{
  /* A single combat that may lose the battle: asked first. */
  if (self->shown == NULL && index < self->offered->len &&
      !play_window_confirm_duel (self, &g_array_index (self->offered, BnBattleAction, index)))
    play_window_act (self, g_array_index (self->offered, BnBattleAction, index));
}

/* A unit carried on the table and dropped where the rules allow. */
static void
on_move_made_cb (BnPlayWindow         *self,
                 const BnBattleAction *action)
{
  if (self->shown == NULL)
    play_window_act (self, *action);
}

/* The board's, the bar's and the pieces' signals, each making the move
 * it comes down to. */
void
play_window_connect_picks (BnPlayWindow *self)
{
  g_signal_connect_swapped (self->board, "picked", G_CALLBACK (on_picked_cb), self);
  g_signal_connect_swapped (self->board, "move-chosen", G_CALLBACK (on_move_chosen_cb), self);
  g_signal_connect_swapped (self->board, "cancelled", G_CALLBACK (play_window_cancel_pick), self);
  if (BN_IS_TABLE_BOARD (self->board))
    g_signal_connect_swapped (self->board, "move-made", G_CALLBACK (on_move_made_cb), self);
  if (BN_IS_BATTLE_BOARD (self->board))
    {
      g_signal_connect_swapped (self->board, "path-chosen", G_CALLBACK (on_path_chosen_cb), self);
      g_signal_connect_swapped (self->board, "piece-menu", G_CALLBACK (on_piece_menu_cb), self);
      bn_combat_odds_follow_board (BN_COMBAT_ODDS (self->odds), self->board);
    }
  g_signal_connect_swapped (self->action_bar, "action-chosen", G_CALLBACK (on_bar_action_cb), self);
}
