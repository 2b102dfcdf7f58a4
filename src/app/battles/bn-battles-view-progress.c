/* bn-battles-view-progress.c — the Battles section's battles in progress.
 *
 * The battles on the board not yet kept (each row tells its ruleset,
 * battlefield, turn and whose move it is, or that it is over) and the
 * table-side battles the Table-Side Helper keeps; a row takes the battle
 * up where it was left.
 */
#include "bn-config.h"

#include "bn-battles-view-private.h"

#include <glib/gi18n.h>

#include "bn-leader-page.h"
#include "bn-play-window.h"
#include "bn-played-battle-summary.h"
#include "bn-table-battle.h"
#include "bn-table-side-dialog.h"

/* A battle in progress told apart from the others, in lines: its ruleset
 * and battlefield, its turn and whose move it is (or that it is over and
 * not yet kept); over the network, with whom, who hosts and whether it
 * waits on the friend; when it was started and last played. */
static char *
played_subtitle (const BnPlayedBattleSummary *summary,
                 GDateTime                   *now)
{
  g_autofree char *state = bn_played_battle_summary_state (summary);
  g_autofree char *network = bn_played_battle_summary_network (summary);
  g_autofree char *when = bn_played_battle_summary_when (summary, now);
  GString *lines = g_string_new (state);

  if (network != NULL)
    g_string_append_printf (lines, "\n%s", network);
  if (when != NULL)
    g_string_append_printf (lines, "\n%s", when);
  return g_string_free (lines, FALSE);
}

/* Returns: how many battles on the board are not kept yet; @out_over, how
 * many of them are over. */
guint
bn_battles_view_fill_played (BnBattlesView *self,
             guint         *out_over)
{
  g_autoptr(GPtrArray) played = bn_played_battle_list_summaries (self->store, self->campaign_id, NULL);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  GtkWidget *child;

  *out_over = 0;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->played_list))) != NULL)
    gtk_list_box_remove (self->played_list, child);
  for (guint i = 0; played != NULL && i < played->len; i++)
    {
      const BnPlayedBattleSummary *summary = g_ptr_array_index (played, i);
      GtkWidget *row = adw_action_row_new ();
      /* TRANSLATORS: a played battle's row: the two armies */
      g_autofree char *title = g_strdup_printf (_("%s against %s"), summary->army_name, summary->opponent_name);
      g_autofree char *subtitle = played_subtitle (summary, now);
      GtkWidget *icon = gtk_image_new_from_icon_name (summary->net ? "network-transmit-receive-symbolic"
                                                                  : "media-playback-start-symbolic");

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_accessible_update_state (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      if (summary->over)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), bn_leader_page_make_tag (_("Over — Not Kept"), "problems"));
      else if (summary->net)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                   bn_played_battle_summary_waits_on_friend (summary)
                                   ? bn_leader_page_make_tag (_("Friend’s Move"), "template")
                                   : bn_leader_page_make_tag (_("Your Move"), "ready"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data_full (G_OBJECT (row), "bn-played-id", g_memdup2 (&summary->id, sizeof summary->id), g_free);
      g_object_set_data_full (G_OBJECT (row), "bn-subtitle", g_steal_pointer (&subtitle), g_free);
      gtk_list_box_append (self->played_list, row);
      *out_over += summary->over;
    }
  gtk_widget_set_visible (self->played_group, played != NULL && played->len > 0);
  return played != NULL ? played->len : 0;
}

/* The table-side battles in progress, each a row that takes it up in the
 * Table-Side Helper. Returns: how many. */
guint
bn_battles_view_fill_table (BnBattlesView *self)
{
  g_autoptr(GPtrArray) all = bn_table_battle_list (self->store, self->campaign_id, NULL);
  GtkWidget *child;
  guint n = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->table_list))) != NULL)
    gtk_list_box_remove (self->table_list, child);
  for (guint i = 0; all != NULL && i < all->len; i++)
    {
      const BnTableBattle *b = g_ptr_array_index (all, i);
      GtkWidget *row;
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      if (b->record_id != 0)
        continue;
      row = adw_action_row_new ();
      /* TRANSLATORS: a table-side battle's row: its name and the opponent */
      title = g_strdup_printf (_("%s, against %s"), bn_data_text (b->name), b->opponent);
      /* TRANSLATORS: "2 combats so far, under Junior General fast play" */
      subtitle = g_strdup_printf (ngettext ("%u combat so far, under %s", "%u combats so far, under %s",
                                            b->combats->len), b->combats->len,
                                  bn_ruleset_for_record (b->rules)->name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("bn-dice-symbolic"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data_full (G_OBJECT (row), "bn-table-id", g_memdup2 (&b->id, sizeof b->id), g_free);
      gtk_list_box_append (self->table_list, row);
      n++;
    }
  gtk_widget_set_visible (self->table_group, n > 0);
  return n;
}

void
bn_battles_view_on_table_row_activated_cb (BnBattlesView *self,
                                GtkListBoxRow *row)
{
  gint64 *id = g_object_get_data (G_OBJECT (row), "bn-table-id");
  BnTableSideDialog *dialog = bn_battles_view_show_table_side (self);

  if (dialog != NULL && id != NULL)
    bn_table_side_dialog_select_battle (dialog, *id);
}

/**
 * bn_battles_view_resume_played:
 *
 * Opens played battle @id on the board where it was left.
 *
 * Returns: (transfer none) (nullable): its window
 */
BnPlayWindow *
bn_battles_view_resume_played (BnBattlesView  *self,
                               gint64          id,
                               GError        **error)
{
  BnPlayedBattle *played;

  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), NULL);
  bn_battles_view_ensure_loaded (self);

  played = bn_played_battle_load (self->store, id, error);
  if (played == NULL)
    return NULL;
  return bn_play_window_new (bn_battles_view_root_window (self), self->store, played);
}

void
bn_battles_view_on_played_row_activated_cb (BnBattlesView *self,
                                 GtkListBoxRow *row)
{
  g_autoptr(GError) error = NULL;
  gint64 *id = g_object_get_data (G_OBJECT (row), "bn-played-id");

  if (id != NULL && bn_battles_view_resume_played (self, *id, &error) == NULL)
    bn_leader_page_show_error (GTK_WIDGET (self), _("The Battle Could Not Be Opened"), error->message);
}
