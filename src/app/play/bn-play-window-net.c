/* bn-play-window-net.c — the play window's networked mode: this side's
 * moves go to the network one decision at a time, the other side's come
 * back from this side's file (bn-net-play.h). */
#include "bn-config.h"

#include "bn-play-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bn-battle-view.h"
#include "bn-play-online.h"

/* Decisions from @from on are saved by this side's worker: the battle is
 * read again from the file, the other side's moves shown one by one. */
static void
on_net_moved_cb (BnPlayWindow *self,
                 guint         from)
{
  g_autoptr(GError) error = NULL;
  BnPlayedBattle *again = bn_played_battle_load (self->store, bn_played_battle_get_id (self->played), &error);
  guint mine = bn_net_play_get_side (self->net);
  gboolean theirs = FALSE;

  if (again == NULL)
    {
      gtk_label_set_text (self->status_label, error->message);
      return;
    }
  if (self->shown != NULL)
    play_window_stop_watching (self);
  /* The board holds the armies too: they are the new copy's from now on. */
  bn_battle_view_set_armies (BN_BATTLE_VIEW (self->board), bn_played_battle_get_army (again, 0),
                             bn_played_battle_get_army (again, 1));
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), bn_played_battle_get_battle (again));
  g_ptr_array_add (self->old_played, self->played);
  self->played = again;
  play_window_refresh (self);
  if (from == G_MAXUINT)
    return;
  for (guint i = from; i < bn_battle_get_n_actions (battle_of (self)); i++)
    theirs |= bn_battle_get_action (battle_of (self), i)->side != mine;
  if (theirs)
    play_window_watch (self, from);
}

/* Over the network a run's steps are this side's decisions one after
 * another: the next is sent when this side's program asks again, while
 * the engine still offers it; else the run stops short. */
static gboolean
send_net_step (BnPlayWindow *self)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnBattleAction step;
  gboolean offered = FALSE;

  if (self->net_steps->len == 0 || !bn_net_play_is_choosing (self->net))
    return FALSE;
  step = g_array_index (self->net_steps, BnBattleAction, 0);
  bn_battle_legal_actions (battle_of (self), legal);
  for (guint i = 0; i < legal->len && !offered; i++)
    offered = memcmp (&g_array_index (legal, BnBattleAction, i), &step, sizeof step) == 0;
  if (!offered || !bn_net_play_choose (self->net, bn_battle_get_n_actions (battle_of (self)), &step))
    {
      g_array_set_size (self->net_steps, 0);
      gtk_label_set_text (self->status_label, _("The move stopped short: the rest of it is no longer offered."));
      return FALSE;
    }
  g_array_remove_index (self->net_steps, 0);
  gtk_label_set_text (self->status_label, _("Your move is sent…"));
  return TRUE;
}

void
bn_play_window_net_choose (BnPlayWindow *self)
{
  if (self->shown != NULL)
    return;
  if (send_net_step (self))
    {
      play_window_refresh (self);
      return;
    }
  play_window_refresh (self);
  /* Hexes picked while the other side moved may leave none of the moves now offered. */
  if (self->moves->len == 0 && self->offered->len > 0)
    {
      bn_battle_view_drop_picks (BN_BATTLE_VIEW (self->board));
      play_window_refresh (self);
    }
}

static void
on_net_ended_cb (BnPlayWindow *self)
{
  if (self->shown != NULL)
    play_window_stop_watching (self);
  play_window_refresh (self);
}

/* Makes @action this side's decision now, if its program asks for one. */
gboolean
bn_play_window_net_act (BnPlayWindow         *self,
                        const BnBattleAction *action)
{
  if (!bn_net_play_choose (self->net, bn_battle_get_n_actions (battle_of (self)), action))
    {
      gtk_label_set_text (self->status_label, _("Wait for your turn: the other side is to move."));
      return FALSE;
    }
  self->card_preview = -1;
  play_window_refresh (self);
  gtk_label_set_text (self->status_label, _("Your move is sent…"));
  return TRUE;
}

/* A run picked on the board: its steps are sent one decision at a time. */
void
bn_play_window_net_run (BnPlayWindow *self,
                        GArray       *steps)
{
  g_array_set_size (self->net_steps, 0);
  if (!bn_net_play_is_choosing (self->net))
    {
      gtk_label_set_text (self->status_label, _("Wait for your turn: the other side is to move."));
      return;
    }
  g_array_append_vals (self->net_steps, steps->data, steps->len);
  send_net_step (self);
  self->card_preview = -1;
  play_window_refresh (self);
}

/* The window plays this side of @net: its state, clock and chat beside the board. */
void
bn_play_window_net_attach (BnPlayWindow *self,
                           BnNetPlay    *net)
{
  self->net = g_object_ref (net);
  self->net_steps = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  self->online = bn_play_online_new (net);
  gtk_box_prepend (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->status_label))), self->online);
  /* The speed paces the friend's moves as they are shown here. */
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_prev_sibling (GTK_WIDGET (self->speed))), _("Your friend’s moves"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->speed), _("How fast your friend’s moves are shown on your board"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->speed), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Speed of your friend’s moves"), -1);
  gtk_widget_set_tooltip_text (self->watch_box, _("Show your friend’s moves at once (Ctrl+K)"));
  g_signal_connect_object (net, "moved", G_CALLBACK (on_net_moved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (net, "choose", G_CALLBACK (bn_play_window_net_choose), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (net, "ended", G_CALLBACK (on_net_ended_cb), self, G_CONNECT_SWAPPED);
}

void
bn_play_window_net_dispose (BnPlayWindow *self)
{
  if (self->net == NULL)
    return;
  /* The battle stays saved as it stands, to be taken up again. */
  g_signal_handlers_disconnect_by_data (self->net, self);
  bn_net_play_cancel (self->net);
  g_clear_object (&self->net);
  g_clear_pointer (&self->net_steps, g_array_unref);
}
