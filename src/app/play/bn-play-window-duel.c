/* bn-play-window-duel.c — a single combat that may lose the battle is
 * asked about first.
 *
 * A challenge (or a second duel after a draw) whose loss ends the battle
 * against the side that makes it, as the engine's own end checks say
 * (bn-duel-preview.h: a host with no leader left breaks, or the enemy's
 * victory point reaches the target), clicked on the board or the action
 * bar, is made only once the person has read its odds and its stake in a
 * dialog and confirmed it. Any other challenge is made at once, its odds
 * shown on the board beforehand as an attack's are; a row of the moves
 * list carries them in its tooltip.
 */
#include "bn-config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bn-battle-view.h"
#include "bn-battle-words-odds.h"
#include "bn-duel-preview.h"
#include "bn-play-window-private.h"

static void
on_response_cb (AdwMessageDialog *dialog,
                const char       *response,
                BnPlayWindow     *self)
{
  BnBattleAction *action = g_object_get_data (G_OBJECT (dialog), "bn-action");

  if (g_strcmp0 (response, "challenge") == 0 && action != NULL)
    {
      play_window_act (self, *action);
      return;
    }
  /* Not made: the board offers every move again, nothing left picked. */
  bn_battle_view_drop_picks (BN_BATTLE_VIEW (self->board));
  play_window_refresh (self);
}

/**
 * play_window_confirm_duel:
 * @action: the action about to be made
 *
 * Returns: %TRUE when @action is a single combat that risks the battle: a
 *   dialog now asks, and the action is made (by play_window_act()) only on
 *   its "Challenge"; %FALSE when it may be made at once
 */
gboolean
play_window_confirm_duel (BnPlayWindow         *self,
                          const BnBattleAction *action)
{
  BnBattleWords words = words_of (self);
  g_autoptr(BnDuelPreview) duel = NULL;
  g_autofree char *odds = NULL;
  g_autofree char *lose = NULL;
  g_autofree char *win = NULL;
  g_autofree char *body = NULL;
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  if (!bn_duel_preview_possible (words.battle, action))
    return FALSE;
  duel = bn_duel_preview_new (words.battle, action, NULL);
  if (duel == NULL || !duel->risks_battle)
    return FALSE;
  odds = bn_battle_words_duel_short (&words, duel);
  lose = bn_battle_words_duel_stake (&words, duel, TRUE);
  win = bn_battle_words_duel_stake (&words, duel, FALSE);
  /* TRANSLATORS: the heading of the dialog before a single combat that may lose the battle */
  heading = g_strdup_printf (_("Risk the Battle on %s?"), bn_battle_words_commander (&words, duel->mine));
  /* TRANSLATORS: what the duel's loss brings, its chances, what its win brings */
  body = g_strdup_printf (_("%s\n\n%s.\n\n%s"), lose, odds, win);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "challenge", duel->second ? _("_Fight Again") : _("_Challenge"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "challenge", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "bn-action", g_memdup2 (action, sizeof *action), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}
