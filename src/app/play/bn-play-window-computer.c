/* bn-play-window-computer.c — the play window's computer: its move thought
 * out in a worker thread under "hard" (bn-computer-thinker.h), and the
 * moves it (or a friend over the network, or banneret-cli) made shown one
 * at a time on a replayed copy of the battle, at the speed chosen. */
#include "bn-config.h"

#include <glib/gi18n.h>

#include "bn-battle-view.h"
#include "bn-play-window-private.h"

/* Milliseconds between two of the computer's moves, by the speed chosen. */
static const guint speeds[] = { 1200, 600, 200, 0 };

static gboolean
on_tick_cb (gpointer user_data)
{
  BnPlayWindow *self = user_data;
  guint n = bn_battle_get_n_actions (self->shown);

  if (n >= self->shown_until ||
      !bn_battle_apply (self->shown, bn_battle_get_action (battle_of (self), n), NULL))
    {
      self->tick_id = 0;
      play_window_stop_watching (self);
      return G_SOURCE_REMOVE;
    }
  play_window_show_events (self, self->shown);
  gtk_widget_queue_draw (self->board);
  return G_SOURCE_CONTINUE;
}

/* Shows the actions from @from on, one at a time, at the speed chosen. */
void
play_window_watch (BnPlayWindow *self,
       guint         from)
{
  guint until = bn_battle_get_n_actions (battle_of (self));
  guint interval = speeds[MIN (gtk_drop_down_get_selected (self->speed), G_N_ELEMENTS (speeds) - 1)];

  if (from >= until || interval == 0)
    return;
  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_pointer (&self->shown, bn_battle_free);
  self->shown = bn_played_battle_replay_to (self->played, from);
  self->shown_until = until;
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), self->shown);
  gtk_widget_set_visible (self->watch_box, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->moves_list), FALSE);
  bn_battle_view_set_moves (BN_BATTLE_VIEW (self->board), NULL, 0, NULL, 0);
  gtk_label_set_text (self->status_label, self->net != NULL ? _("Your friend moves…") : _("The computer moves…"));
  self->tick_id = g_timeout_add (interval, on_tick_cb, self);
}

/* Whether the computer's moves are being shown. */
gboolean
bn_play_window_is_watching (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);

  return self->shown != NULL;
}

/* Skips to the end of the computer's moves. */
void
bn_play_window_skip (BnPlayWindow *self)
{
  g_return_if_fail (BN_IS_PLAY_WINDOW (self));

  if (self->shown != NULL)
    play_window_stop_watching (self);
}

void
play_window_computer_chose (gpointer              data,
                   const BnBattleAction *action)
{
  BnPlayWindow *self = data;
  g_autoptr(GError) error = NULL;

  if (!bn_played_battle_computer_act (self->store, self->played, action, &error))
    gtk_label_set_text (self->status_label, error->message);
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
  play_window_refresh (self);
  play_window_think (self);
}

/* Under "hard", starts thinking out the computer's move if it is its. */
void
play_window_think (BnPlayWindow *self)
{
  if (self->thinker != NULL)
    bn_computer_thinker_start (self->thinker, self->played);
}

/* While the computer thinks, the battle is its: a person's move waits. */
gboolean
play_window_refuse_while_thinking (BnPlayWindow *self)
{
  if (!bn_computer_thinker_is_thinking (self->thinker))
    return FALSE;
  gtk_label_set_text (self->status_label, _("The computer is thinking: wait for its move, or ask it to move now."));
  return TRUE;
}

/* Whether the hard computer is thinking out its move now. */
gboolean
bn_play_window_is_thinking (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);
  return bn_computer_thinker_is_thinking (self->thinker);
}

/* Asks the thinking computer for the best move it has found so far. */
void
bn_play_window_move_now (BnPlayWindow *self)
{
  g_return_if_fail (BN_IS_PLAY_WINDOW (self));
  bn_computer_thinker_move_now (self->thinker);
}
