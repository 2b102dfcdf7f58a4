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

/* After a move that threw dice (a combat fought or ended, a single
 * combat, a leader's check), the replay waits this many times as long,
 * for the dice and their account to be read before the next move. */
#define COMBAT_PAUSE 5

static guint
interval_of (BnPlayWindow *self)
{
  return speeds[MIN (gtk_drop_down_get_selected (self->speed), G_N_ELEMENTS (speeds) - 1)];
}

/* Whether move @action, the last of @battle, threw dice: fought a combat
 * or a single combat, or ended one (the stand that answers an attack). */
static gboolean
threw_dice (const BnBattle *battle,
            guint           action)
{
  for (guint e = bn_battle_get_n_events (battle); e > 0; e--)
    {
      const BnBattleEvent *event = bn_battle_get_event (battle, e - 1);

      if (event->action != action)
        break;
      if (event->type == BN_EVENT_BATTLE || event->type == BN_EVENT_DUEL
          || (event->type == BN_EVENT_DIE && event->a != BN_DIE_PCS))
        return TRUE;
    }
  return FALSE;
}

/* Milliseconds the replay waits after the move it has just shown (when
 * it begins, the move before the first it is to show). */
guint
play_window_watch_pause (BnPlayWindow *self)
{
  guint n;

  if (self->shown == NULL || (n = bn_battle_get_n_actions (self->shown)) == 0)
    return interval_of (self);
  return threw_dice (self->shown, n - 1) ? interval_of (self) * COMBAT_PAUSE : interval_of (self);
}

static gboolean on_tick_cb (gpointer user_data);

/* Shows the next of the moves watched; stops watching after the last. */
gboolean
play_window_watch_step (BnPlayWindow *self)
{
  guint n;

  if (self->shown == NULL)
    return FALSE;
  n = bn_battle_get_n_actions (self->shown);
  g_clear_handle_id (&self->tick_id, g_source_remove);
  if (n >= self->shown_until ||
      !bn_battle_apply (self->shown, bn_battle_get_action (battle_of (self), n), NULL))
    {
      play_window_stop_watching (self);
      return FALSE;
    }
  play_window_refresh (self);
  if (interval_of (self) > 0)
    self->tick_id = g_timeout_add (play_window_watch_pause (self), on_tick_cb, self);
  return TRUE;
}

static gboolean
on_tick_cb (gpointer user_data)
{
  BnPlayWindow *self = user_data;

  self->tick_id = 0;
  play_window_watch_step (self);
  return G_SOURCE_REMOVE;
}

/* Shows the actions from @from on, one at a time, at the speed chosen. If
 * moves are being shown already, those from @from on follow them. */
void
play_window_watch (BnPlayWindow *self,
       guint         from)
{
  guint until = bn_battle_get_n_actions (battle_of (self));
  guint interval = interval_of (self);

  if (self->shown != NULL)
    {
      self->shown_until = MAX (self->shown_until, until);
      return;
    }
  if (from >= until || interval == 0)
    return;
  g_clear_handle_id (&self->tick_id, g_source_remove);
  self->shown = bn_played_battle_replay_to (self->played, from);
  self->shown_until = until;
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), self->shown);
  gtk_widget_set_visible (self->watch_box, TRUE);
  play_window_refresh (self);
  /* The person's move before may have ended a combat: read it first. */
  self->tick_id = g_timeout_add (play_window_watch_pause (self), on_tick_cb, self);
}

/* Whether the computer's moves are being shown. */
gboolean
bn_play_window_is_watching (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);

  return self->shown != NULL;
}

/**
 * bn_play_window_step_watch:
 *
 * Shows the next of the computer's moves now, as the replay would when
 * its pause is over.
 *
 * Returns: whether one was shown (%FALSE: none was left to show)
 */
gboolean
bn_play_window_step_watch (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);

  return play_window_watch_step (self);
}

/* Returns: the milliseconds the replay waits after the move it shows now,
 * by the speed chosen: longer after a combat. */
guint
bn_play_window_get_watch_pause (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), 0);

  return play_window_watch_pause (self);
}

/* Returns: (transfer none): the battle as the window shows it: the
 * replayed copy while the computer's moves are shown, else the battle. */
const BnBattle *
bn_play_window_get_battle_shown (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), NULL);

  return self->shown != NULL ? self->shown : battle_of (self);
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
  guint from = bn_battle_get_n_actions (battle_of (self));

  if (!bn_played_battle_computer_act (self->store, self->played, action, &error))
    gtk_label_set_text (self->status_label, error->message);
  if (self->shown == NULL)
    bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
  play_window_refresh (self);
  /* Its move is shown as the easier computer's are, at the speed chosen. */
  if (error == NULL)
    play_window_watch (self, from);
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
