/* bn-store-played-battle-keep.c — a played battle kept in its campaign, and the battles not yet kept; see bn-played-battle.h. */
#include "bn-store-played-battle-private.h"
#include <inttypes.h>

#include <glib/gi18n-lib.h>

#include "bn-army-generator.h"
#include "bn-army-xml.h"
#include "bn-battle-ai.h"
#include "bn-battle-army-from-roster.h"
#include "bn-battle-log-xml.h"
#include "bn-battle-record-from-battle.h"
#include "bn-career.h"
#include "bn-career-fight.h"
#include "bn-battle-record.h"
#include "bn-battle-rules-xml.h"
#include "bn-played-battle.h"
#include "bn-scenario-xml.h"
#include "bn-unit-rules.h"

/**
 * bn_played_battle_keep:
 *
 * Records a finished played battle in its campaign, as a battle the
 * computer fought is recorded: its deeds and losses from the battle, its
 * log kept for replay, ready for its post-battle sequence.
 *
 * Returns: (transfer full): the recorded battle, or %NULL with @error (the
 *   battle not over, or kept already)
 */
BnBattleRecord *
bn_played_battle_keep (BnStore         *store,
                       BnPlayedBattle  *self,
                       GError         **error)
{
  return bn_played_battle_keep_for_side (store, self, 0, error);
}

/**
 * bn_played_battle_keep_for_side:
 * @side: the side whose army is the player's in the record (1: a battle
 *   over the network kept by the side that joined it)
 *
 * As bn_played_battle_keep(), the record seen from @side.
 */
BnBattleRecord *
bn_played_battle_keep_for_side (BnStore         *store,
                                BnPlayedBattle  *self,
                                guint            side,
                                GError         **error)
{
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(sqlite3_stmt) kept = NULL;
  g_autofree char *log = NULL;
  BnArmy *armies[2] = { NULL, NULL };
  BnLeader *leaders[2] = { NULL, NULL };
  GPtrArray *domains[2] = { NULL, NULL };
  BnFightSide sides[2];
  BnFoughtBattle fought = { 0, };
  guint64 dice_seed = bn_battle_ai_derive_seed (self->seed, 0);
  gint64 already = 0;
  gboolean ok = FALSE;

  g_return_val_if_fail (store != NULL && self != NULL, NULL);

  if (bn_battle_get_phase (self->battle) != BN_PHASE_OVER)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("the battle is not over yet"));
      return NULL;
    }
  kept = bn_store_prepare (store, "SELECT coalesce(battle_id, 0) FROM played_battle WHERE id = ?", error);
  if (kept == NULL)
    return NULL;
  sqlite3_bind_int64 (kept, 1, self->id);
  if (sqlite3_step (kept) == SQLITE_ROW)
    already = sqlite3_column_int64 (kept, 0);
  if (already != 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_EXISTS,
                   _("this battle is kept already, as battle %" PRId64), already);
      return NULL;
    }
  for (guint i = 0; i < 2; i++)
    {
      /* A raised host is known to the record by its name only, as "battle
       * fight --vs-points" records it. */
      if (i == 1 && self->raised != NULL)
        {
          sides[i] = (BnFightSide) { .battle_army = self->armies[i] };
          break;
        }
      if ((armies[i] = bn_store_get_army (store, self->army_ids[i], error)) == NULL ||
          (leaders[i] = bn_store_get_leader (store, armies[i]->leader_id, error)) == NULL ||
          (domains[i] = leaders[i]->is_player ? bn_store_list_vassals (store, leaders[i]->id, error)
                                              : g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free)) == NULL)
        goto out;
      sides[i] = (BnFightSide) { .battle_army = self->armies[i], .army = armies[i],
                                 .leader = leaders[i], .domain = domains[i] };
    }
  if (self->dealt != NULL && played_battle_whole_deal (self, error) == NULL)
    goto out;
  record = bn_battle_record_from_dealt_battle (self->battle, sides, dice_seed, self->draws, self->dealt, error);
  if (record == NULL)
    goto out;
  if (side == 1)
    bn_battle_record_swap_sides (record);
  record->campaign_id = self->campaign_id;
  record->name = g_strdup (self->scenario->name);
  if (self->raised != NULL)
    {
      record->opponent_army_id = 0;
      g_free (record->opponent);
      record->opponent = g_strdup (self->raised->name);
    }
  log = bn_battle_log_to_xml_dealt (self->battle, self->armies[0], self->armies[1], &self->seed, dice_seed,
                                    self->draws, self->dealt);
  fought.scenario = self->scenario_spec;
  fought.seed = self->seed;
  fought.log = log;
  if (!bn_store_begin (store, error))
    goto out;
  if (!bn_career_record_fought_battle (store, record, &fought, error))
    {
      bn_store_rollback (store);
      goto out;
    }
  {
    g_autoptr(sqlite3_stmt) mark = bn_store_prepare (store, "UPDATE played_battle SET battle_id = ? WHERE id = ?",
                                                     error);

    if (mark == NULL)
      {
        bn_store_rollback (store);
        goto out;
      }
    sqlite3_bind_int64 (mark, 1, record->id);
    sqlite3_bind_int64 (mark, 2, self->id);
    if (!bn_store_step_done (store, mark, "keeping the battle", error) || !bn_store_commit (store, error))
      {
        bn_store_rollback (store);
        goto out;
      }
  }
  self->kept_id = record->id;
  ok = TRUE;

out:
  for (guint i = 0; i < 2; i++)
    {
      g_clear_pointer (&armies[i], bn_army_free);
      g_clear_pointer (&leaders[i], bn_leader_free);
      g_clear_pointer (&domains[i], g_ptr_array_unref);
    }
  return ok ? g_steal_pointer (&record) : NULL;
}

void
bn_played_battle_info_free (BnPlayedBattleInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->army_name);
  g_free (info->opponent_name);
  g_free (info->scenario);
  g_free (info->created_at);
  g_free (info);
}

/**
 * bn_played_battle_list:
 *
 * Returns: (transfer full) (element-type BnPlayedBattleInfo): the battles
 *   played in @campaign_id not yet kept in it, newest first, without
 *   rebuilding any of them
 */
GPtrArray *
bn_played_battle_list (BnStore  *store,
                       gint64    campaign_id,
                       GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GError) step_error = NULL;
  GPtrArray *list;

  g_return_val_if_fail (store != NULL, NULL);

  stmt = bn_store_prepare (store,
                           "SELECT p.id, a.name, coalesce(o.name, p.raised_name), p.scenario, p.humans, p.created_at, "
                           "length(p.actions) - length(replace(p.actions, char(10), '')) "
                           "FROM played_battle p JOIN army a ON a.id = p.army_id "
                           "LEFT JOIN army o ON o.id = p.opponent_army_id "
                           "WHERE p.campaign_id = ? AND p.battle_id IS NULL ORDER BY p.id DESC", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  list = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_played_battle_info_free);
  while (bn_store_step_row (store, stmt, "reading the played battles", &step_error))
    {
      BnPlayedBattleInfo *info = g_new0 (BnPlayedBattleInfo, 1);

      info->id = sqlite3_column_int64 (stmt, 0);
      info->army_name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      info->opponent_name = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
      info->scenario = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
      info->humans = (guint) sqlite3_column_int (stmt, 4);
      info->created_at = g_strdup ((const char *) sqlite3_column_text (stmt, 5));
      info->n_actions = (guint) sqlite3_column_int (stmt, 6);
      g_ptr_array_add (list, info);
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      g_ptr_array_unref (list);
      return NULL;
    }
  return list;
}
