/* bn-play-window-store.c — views follow the store: the battle played on
 * elsewhere (banneret-cli, another window) is taken up where the store
 * holds it, the moves not seen here shown one by one. */
#include "bn-config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bn-action-bar.h"
#include "bn-battle-view.h"
#include "bn-computer-thinker.h"
#include "bn-play-window-private.h"

/* The battle was played on elsewhere (banneret-cli, another window): the
 * window takes it up as the store holds it, the moves it had not seen
 * shown one by one, as the computer's are. Its own writes leave the store
 * as it holds it, and change nothing here. */
void
play_window_store_changed (BnPlayWindow *self)
{
  g_autoptr(GError) error = NULL;
  BnPlayedBattle *again;
  gboolean kept = FALSE, same_start = TRUE;
  guint seen;

  /* Over the network, this side's worker writes it (bn-play-window-net.c). */
  if (self->net != NULL || !bn_played_battle_changed_elsewhere (self->store, self->played, &kept, &error))
    return;
  if (kept)
    {
      /* Nothing more to play: the battle is in the campaign's record. */
      bn_computer_thinker_abandon (self->thinker);
      if (self->shown != NULL)
        play_window_stop_watching (self);
      g_array_set_size (self->offered, 0);
      g_array_set_size (self->moves, 0);
      bn_battle_view_set_moves (BN_BATTLE_VIEW (self->board), NULL, 0, NULL, 0);
      {
        BnBattleWords words = words_of (self);

        bn_action_bar_set_actions (BN_ACTION_BAR (self->action_bar), &words, NULL, 0);
      }
      gtk_widget_set_visible (GTK_WIDGET (self->moves_list), FALSE);
      gtk_widget_set_visible (self->keep_button, FALSE);
      gtk_widget_set_sensitive (self->undo_button, FALSE);
      gtk_label_set_text (self->status_label, _("This battle was kept in the campaign elsewhere."));
      return;
    }
  again = bn_played_battle_load (self->store, bn_played_battle_get_id (self->played), &error);
  if (again == NULL)
    {
      gtk_label_set_text (self->status_label, error->message);
      return;
    }
  /* A move thought out on the battle as it was is no move now. */
  bn_computer_thinker_abandon (self->thinker);
  if (bn_played_battle_get_strength (again) == BN_BATTLE_STRENGTH_HARD)
    bn_played_battle_set_defer_computer (again, TRUE);
  seen = self->shown != NULL ? self->shown_until : bn_battle_get_n_actions (battle_of (self));
  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_pointer (&self->shown, bn_battle_free);
  gtk_widget_set_visible (self->watch_box, FALSE);
  for (guint i = 0; i < seen && same_start; i++)
    same_start = i < bn_battle_get_n_actions (bn_played_battle_get_battle (again)) &&
                 memcmp (bn_battle_get_action (battle_of (self), i),
                         bn_battle_get_action (bn_played_battle_get_battle (again), i), sizeof (BnBattleAction)) == 0;
  bn_battle_view_drop_picks (BN_BATTLE_VIEW (self->board));
  bn_battle_view_set_armies (BN_BATTLE_VIEW (self->board), bn_played_battle_get_army (again, 0),
                             bn_played_battle_get_army (again, 1));
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), bn_played_battle_get_battle (again));
  /* The words and the board may still point into the old copy's armies
   * until they are given the new ones: it lives as long as the window. */
  g_ptr_array_add (self->old_played, self->played);
  self->played = again;
  self->card_preview = -1;
  play_window_refresh (self);
  if (same_start)
    play_window_watch (self, seen);
  play_window_think (self);
}
