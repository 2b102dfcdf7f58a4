/* bn-store-played-summary.c — the battles in progress, each with what
 * tells it apart (bn-played-battle-summary.h). */
#include "bn-store-private.h"

#include "bn-played-battle.h"
#include "bn-played-battle-summary.h"
#include "bn-battle-glance.h"
#include "bn-data-text.h"

void
bn_played_battle_summary_free (BnPlayedBattleSummary *summary)
{
  if (summary == NULL)
    return;
  g_free (summary->army_name);
  g_free (summary->opponent_name);
  g_free (summary->created_at);
  g_free (summary->played_at);
  g_free (summary->ruleset_id);
  g_free (summary->ruleset);
  g_free (summary->battlefield);
  g_free (summary->to_move);
  g_free (summary->friend_name);
  g_free (summary);
}

static char *
dup_column (sqlite3_stmt *stmt,
            int           column)
{
  return g_strdup ((const char *) sqlite3_column_text (stmt, column));
}

/* What the battle itself says: it is rebuilt from its moves. */
static void
read_battle (BnStore               *store,
             BnPlayedBattleSummary *summary)
{
  g_autoptr(BnPlayedBattle) played = bn_played_battle_load (store, summary->id, NULL);
  const BnBattle *battle;
  const char *field;
  BnBattleGlance glance;

  if (played == NULL)
    return;
  battle = bn_played_battle_get_battle (played);
  field = bn_battle_get_scenario (battle)->name;
  summary->readable = TRUE;
  summary->ruleset_id = g_strdup (bn_played_battle_get_ruleset (played)->id);
  summary->ruleset = g_strdup (bn_played_battle_get_ruleset (played)->name);
  summary->battlefield = g_strdup (field != NULL ? bn_data_text (field) : "");
  summary->over = bn_battle_get_phase (battle) == BN_PHASE_OVER;
  bn_battle_get_glance (battle, &glance);
  summary->turn = glance.turn;
  summary->acting_side = bn_battle_get_acting_side (battle);
  if (!summary->over)
    summary->to_move = g_strdup (bn_played_battle_get_army_name (played, summary->acting_side));
}

/**
 * bn_played_battle_list_summaries:
 *
 * Returns: (transfer full) (element-type BnPlayedBattleSummary): the
 *   battles played in @campaign_id not yet kept in it, newest first (as
 *   bn_played_battle_list()), each rebuilt to say where it stands
 */
GPtrArray *
bn_played_battle_list_summaries (BnStore  *store,
                                 gint64    campaign_id,
                                 GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GError) step_error = NULL;
  g_autoptr(GPtrArray) list = NULL;

  g_return_val_if_fail (store != NULL, NULL);

  stmt = bn_store_prepare (store,
                           "SELECT p.id, a.name, coalesce(o.name, p.raised_name), p.created_at, p.played_at, "
                           "length(p.actions) - length(replace(p.actions, char(10), '')), "
                           "n.played_battle_id IS NOT NULL, coalesce(n.hosted, 0), coalesce(n.side, 0), "
                           "CASE WHEN n.side = 1 THEN la.name ELSE lo.name END "
                           "FROM played_battle p JOIN army a ON a.id = p.army_id "
                           "LEFT JOIN army o ON o.id = p.opponent_army_id "
                           "LEFT JOIN leader la ON la.id = a.leader_id "
                           "LEFT JOIN leader lo ON lo.id = o.leader_id "
                           "LEFT JOIN net_battle n ON n.played_battle_id = p.id "
                           "WHERE p.campaign_id = ? AND p.battle_id IS NULL ORDER BY p.id DESC", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  list = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_played_battle_summary_free);
  while (bn_store_step_row (store, stmt, "reading the played battles", &step_error))
    {
      BnPlayedBattleSummary *summary = g_new0 (BnPlayedBattleSummary, 1);

      summary->id = sqlite3_column_int64 (stmt, 0);
      summary->army_name = dup_column (stmt, 1);
      summary->opponent_name = dup_column (stmt, 2);
      summary->created_at = dup_column (stmt, 3);
      summary->played_at = dup_column (stmt, 4);
      summary->n_actions = (guint) sqlite3_column_int (stmt, 5);
      summary->net = sqlite3_column_int (stmt, 6) != 0;
      summary->hosted = sqlite3_column_int (stmt, 7) != 0;
      summary->side = (guint) sqlite3_column_int (stmt, 8);
      /* The friend leads the army of the side this file does not play. */
      summary->friend_name = summary->net ? dup_column (stmt, 9) : NULL;
      g_ptr_array_add (list, summary);
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return NULL;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);
  for (guint i = 0; i < list->len; i++)
    read_battle (store, g_ptr_array_index (list, i));
  return g_steal_pointer (&list);
}

/**
 * bn_store_list_host_names_taken:
 * @army_id: an army of the campaign a host is raised in
 *
 * Returns: (transfer full): the names a host raised in the campaign of
 *   @army_id must not take: its armies', the hosts raised for its played
 *   battles and its recorded battles' opponents from outside; %NULL with
 *   @error if they cannot be read
 */
GStrv
bn_store_list_host_names_taken (BnStore  *store,
                                gint64    army_id,
                                GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GError) step_error = NULL;
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  g_return_val_if_fail (store != NULL, NULL);

  stmt = bn_store_prepare (store,
                           "WITH c AS (SELECT l.campaign_id AS id FROM army a JOIN leader l ON l.id = a.leader_id "
                           "WHERE a.id = ?) "
                           "SELECT a.name FROM army a JOIN leader l ON l.id = a.leader_id, c WHERE l.campaign_id = c.id "
                           "UNION SELECT p.raised_name FROM played_battle p, c "
                           "WHERE p.campaign_id = c.id AND p.raised_name IS NOT NULL "
                           "UNION SELECT b.opponent FROM battle b, c "
                           "WHERE b.campaign_id = c.id AND b.opponent IS NOT NULL", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, army_id);
  while (bn_store_step_row (store, stmt, "reading the armies' names", &step_error))
    g_strv_builder_add (names, (const char *) sqlite3_column_text (stmt, 0));
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return NULL;
    }
  return g_strv_builder_end (names);
}
