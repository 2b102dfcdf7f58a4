/* bn-store-leaders.c — leaders, their retainers and draws in the database.
 *
 * A leader is written whole in one transaction: his row, his retainers and
 * his draws, the domain rule checked against what is in the database at
 * that moment, and the campaign's deck moved past the shuffle he used.
 */
#include "bn-store-private.h"

#include "bn-domain.h"
#include "bn-leader-generator.h"

#define LEADER_COLUMNS \
  "id, campaign_id, name, is_player, is_hero, liege_id, social_rank, esteem_score, " \
  "esteem_level, honor, motivation, initiative, morale_bonus, combat_bonus, " \
  "personal_combat_skill, household, status, created_at, skill_points, deal, deal_seed, archived"

static const char *
source_to_string (BnChanceSource source)
{
  return source == BN_CHANCE_SOURCE_TYPED ? "typed" : "seeded";
}

static BnCard
card_from_text (const char *text)
{
  BnCard card;

  if (text == NULL || !bn_card_parse (text, &card, NULL))
    return BN_CARD_INVALID;
  return card;
}

static BnLeader *
leader_from_row (sqlite3_stmt *stmt)
{
  BnLeader *leader = bn_leader_new ();

  leader->id = sqlite3_column_int64 (stmt, 0);
  leader->campaign_id = sqlite3_column_int64 (stmt, 1);
  leader->name = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
  leader->is_player = sqlite3_column_int (stmt, 3) != 0;
  leader->is_hero = sqlite3_column_int (stmt, 4) != 0;
  leader->liege_id = sqlite3_column_int64 (stmt, 5);
  leader->social_rank = (guint) sqlite3_column_int (stmt, 6);
  leader->esteem_score = sqlite3_column_int (stmt, 7);
  leader->esteem_level = (guint) sqlite3_column_int (stmt, 8);
  leader->honor = (guint) sqlite3_column_int (stmt, 9);
  leader->motivation = g_strdup ((const char *) sqlite3_column_text (stmt, 10));
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    leader->skills[i] = (guint) sqlite3_column_int (stmt, 11 + (int) i);
  leader->household = (guint) sqlite3_column_int (stmt, 15);
  g_free (leader->status);
  leader->status = g_strdup ((const char *) sqlite3_column_text (stmt, 16));
  leader->created_at = g_strdup ((const char *) sqlite3_column_text (stmt, 17));
  leader->skill_points = (guint) sqlite3_column_int (stmt, 18);
  leader->deal = sqlite3_column_type (stmt, 19) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 19);
  leader->deal_seed = (guint64) sqlite3_column_int64 (stmt, 20);
  leader->archived = sqlite3_column_int (stmt, 21) != 0;
  return leader;
}

static gboolean
load_details (BnStore   *store,
              BnLeader  *leader,
              GError   **error)
{
  g_autoptr(sqlite3_stmt) retainers = NULL;
  g_autoptr(sqlite3_stmt) draws = NULL;
  int rc;

  retainers = bn_store_prepare (store,
                                "SELECT kind, type, success, bonus, card, state FROM leader_retainer "
                                "WHERE leader_id = ? ORDER BY position", error);
  if (retainers == NULL)
    return FALSE;
  sqlite3_bind_int64 (retainers, 1, leader->id);
  while ((rc = sqlite3_step (retainers)) == SQLITE_ROW)
    {
      const char *kind = (const char *) sqlite3_column_text (retainers, 0);
      BnRetainer *retainer = bn_retainer_new (g_strcmp0 (kind, "special") == 0 ? BN_RETAINER_SPECIAL
                                                                                : BN_RETAINER_COMMON,
                                              (const char *) sqlite3_column_text (retainers, 1));

      retainer->success = (guint) sqlite3_column_int (retainers, 2);
      retainer->bonus = (guint) sqlite3_column_int (retainers, 3);
      retainer->card = card_from_text ((const char *) sqlite3_column_text (retainers, 4));
      retainer->state = g_strcmp0 ((const char *) sqlite3_column_text (retainers, 5), "used") == 0
                          ? BN_RETAINER_USED : BN_RETAINER_AVAILABLE;
      g_ptr_array_add (leader->retainers, retainer);
    }
  if (rc != SQLITE_DONE)
    {
      bn_store_set_error (store, error, "reading retainers");
      return FALSE;
    }

  draws = bn_store_prepare (store,
                            "SELECT step, card, source, set_aside, outcome FROM leader_draw "
                            "WHERE leader_id = ? ORDER BY position", error);
  if (draws == NULL)
    return FALSE;
  sqlite3_bind_int64 (draws, 1, leader->id);
  while ((rc = sqlite3_step (draws)) == SQLITE_ROW)
    {
      const char *source = (const char *) sqlite3_column_text (draws, 2);

      g_ptr_array_add (leader->draws,
                       bn_draw_new ((const char *) sqlite3_column_text (draws, 0),
                                    card_from_text ((const char *) sqlite3_column_text (draws, 1)),
                                    g_strcmp0 (source, "typed") == 0 ? BN_CHANCE_SOURCE_TYPED
                                                                      : BN_CHANCE_SOURCE_SEEDED,
                                    sqlite3_column_int (draws, 3) != 0,
                                    (const char *) sqlite3_column_text (draws, 4)));
    }
  if (rc != SQLITE_DONE)
    {
      bn_store_set_error (store, error, "reading draws");
      return FALSE;
    }
  return TRUE;
}

static GPtrArray *
query_leaders (BnStore     *store,
               const char  *where,
               gint64       key,
               GError     **error)
{
  g_autofree char *sql = g_strdup_printf ("SELECT " LEADER_COLUMNS " FROM leader WHERE deleted_at IS NULL AND (%s) "
                                          "ORDER BY id", where);
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, sql, error);
  g_autoptr(GPtrArray) leaders = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  int rc;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, key);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (leaders, leader_from_row (stmt));
  if (rc != SQLITE_DONE)
    {
      bn_store_set_error (store, error, "reading leaders");
      return NULL;
    }
  for (guint i = 0; i < leaders->len; i++)
    if (!load_details (store, g_ptr_array_index (leaders, i), error))
      return NULL;
  return g_steal_pointer (&leaders);
}

/* Returns: (transfer full): the leader with every retainer and draw. */
BnLeader *
bn_store_get_leader (BnStore  *store,
                     gint64    id,
                     GError  **error)
{
  g_autoptr(GPtrArray) leaders = NULL;

  g_return_val_if_fail (store != NULL, NULL);

  leaders = query_leaders (store, "id = ?", id, error);
  if (leaders == NULL)
    return NULL;
  if (leaders->len == 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND,
                   "there is no leader %" G_GINT64_FORMAT, id);
      return NULL;
    }
  return g_ptr_array_steal_index (leaders, 0);
}

/* Returns: (transfer full) (element-type BnLeader): the campaign's leaders,
 * in the order they were made. */
GPtrArray *
bn_store_list_leaders (BnStore  *store,
                       gint64    campaign_id,
                       GError  **error)
{
  g_return_val_if_fail (store != NULL, NULL);

  return query_leaders (store, "campaign_id = ?", campaign_id, error);
}

/* Returns: (transfer full) (element-type BnLeader): the domain of @liege_id. */
GPtrArray *
bn_store_list_vassals (BnStore  *store,
                       gint64    liege_id,
                       GError  **error)
{
  g_return_val_if_fail (store != NULL, NULL);

  return query_leaders (store, "liege_id = ?", liege_id, error);
}

gboolean
bn_store_get_domain_ranks_used (BnStore  *store,
                                gint64    liege_id,
                                guint    *out_used,
                                GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (store != NULL, FALSE);
  g_return_val_if_fail (out_used != NULL, FALSE);

  stmt = bn_store_prepare (store,
                           "SELECT coalesce(sum(social_rank), 0) FROM leader "
                           "WHERE liege_id = ? AND status <> 'dead' AND deleted_at IS NULL", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, liege_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      bn_store_set_error (store, error, "reading a domain");
      return FALSE;
    }
  *out_used = (guint) sqlite3_column_int (stmt, 0);
  return TRUE;
}

static gboolean
check_liege (BnStore         *store,
             const BnLeader  *leader,
             GError         **error)
{
  g_autoptr(BnLeader) liege = NULL;
  g_autoptr(GError) local_error = NULL;
  guint used;

  liege = bn_store_get_leader (store, leader->liege_id, &local_error);
  if (liege == NULL)
    {
      g_set_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_NOT_FOUND,
                   "the liege %" G_GINT64_FORMAT " does not exist", leader->liege_id);
      return FALSE;
    }
  if (liege->campaign_id != leader->campaign_id)
    {
      g_set_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN,
                   "the liege %s belongs to another campaign", liege->name);
      return FALSE;
    }
  if (!bn_store_get_domain_ranks_used (store, liege->id, &used, error))
    return FALSE;
  return bn_domain_check_vassal (liege, used, leader->social_rank, error);
}

static gboolean
insert_retainers (BnStore   *store,
                  BnLeader  *leader,
                  GError   **error)
{
  g_autoptr(sqlite3_stmt) stmt =
    bn_store_prepare (store,
                      "INSERT INTO leader_retainer (leader_id, position, kind, type, success, bonus, card, state) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  for (guint i = 0; i < leader->retainers->len; i++)
    {
      BnRetainer *retainer = g_ptr_array_index (leader->retainers, i);
      g_autofree char *card = bn_card_is_valid (retainer->card) ? bn_card_to_string (retainer->card) : NULL;

      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, leader->id);
      sqlite3_bind_int (stmt, 2, (int) i);
      sqlite3_bind_text (stmt, 3, retainer->kind == BN_RETAINER_SPECIAL ? "special" : "common", -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 4, retainer->type_id, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int (stmt, 5, (int) retainer->success);
      sqlite3_bind_int (stmt, 6, (int) retainer->bonus);
      if (card != NULL)
        sqlite3_bind_text (stmt, 7, card, -1, SQLITE_TRANSIENT);
      else
        sqlite3_bind_null (stmt, 7);
      sqlite3_bind_text (stmt, 8, retainer->state == BN_RETAINER_USED ? "used" : "available", -1, SQLITE_STATIC);
      if (!bn_store_step_done (store, stmt, "saving a retainer", error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
insert_draws (BnStore   *store,
              BnLeader  *leader,
              GError   **error)
{
  g_autoptr(sqlite3_stmt) stmt =
    bn_store_prepare (store,
                      "INSERT INTO leader_draw (leader_id, position, step, card, source, set_aside, outcome) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  for (guint i = 0; i < leader->draws->len; i++)
    {
      BnDraw *draw = g_ptr_array_index (leader->draws, i);
      g_autofree char *card = bn_card_to_string (draw->card);

      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, leader->id);
      sqlite3_bind_int (stmt, 2, (int) i);
      sqlite3_bind_text (stmt, 3, draw->step, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (stmt, 4, card, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (stmt, 5, source_to_string (draw->source), -1, SQLITE_STATIC);
      sqlite3_bind_int (stmt, 6, draw->set_aside ? 1 : 0);
      sqlite3_bind_text (stmt, 7, draw->outcome, -1, SQLITE_TRANSIENT);
      if (!bn_store_step_done (store, stmt, "saving a draw", error))
        return FALSE;
    }
  return TRUE;
}

/* Inserts @leader inside the caller's transaction. */
static gboolean
insert_leader (BnStore   *store,
               BnLeader  *leader,
               GError   **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(sqlite3_stmt) created = NULL;
  g_autoptr(BnCampaign) campaign = NULL;

  campaign = bn_store_get_campaign (store, leader->campaign_id, error);
  if (campaign == NULL)
    return FALSE;
  if (leader->liege_id != 0 && !check_liege (store, leader, error))
    return FALSE;

  stmt = bn_store_prepare (store,
                           "INSERT INTO leader (campaign_id, name, is_player, is_hero, liege_id, social_rank, "
                           "esteem_score, esteem_level, honor, motivation, initiative, morale_bonus, "
                           "combat_bonus, personal_combat_skill, household, status, skill_points, deal, deal_seed) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, leader->campaign_id);
  sqlite3_bind_text (stmt, 2, leader->name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 3, leader->is_player);
  sqlite3_bind_int (stmt, 4, leader->is_hero);
  if (leader->liege_id != 0)
    sqlite3_bind_int64 (stmt, 5, leader->liege_id);
  else
    sqlite3_bind_null (stmt, 5);
  sqlite3_bind_int (stmt, 6, (int) leader->social_rank);
  sqlite3_bind_int (stmt, 7, leader->esteem_score);
  sqlite3_bind_int (stmt, 8, (int) leader->esteem_level);
  sqlite3_bind_int (stmt, 9, (int) leader->honor);
  sqlite3_bind_text (stmt, 10, leader->motivation, -1, SQLITE_TRANSIENT);
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    sqlite3_bind_int (stmt, 11 + (int) i, (int) leader->skills[i]);
  sqlite3_bind_int (stmt, 15, (int) leader->household);
  sqlite3_bind_text (stmt, 16, leader->status, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 17, (int) leader->skill_points);
  if (leader->deal >= 0)
    {
      sqlite3_bind_int (stmt, 18, leader->deal);
      sqlite3_bind_int64 (stmt, 19, (sqlite3_int64) leader->deal_seed);
    }
  else
    {
      sqlite3_bind_null (stmt, 18);
      sqlite3_bind_null (stmt, 19);
    }
  if (leader->deal >= 0 && !bn_store_check_deal_unused (store, leader->campaign_id, leader->deal, error))
    return FALSE;
  if (!bn_store_step_done (store, stmt, "saving the leader", error))
    return FALSE;
  leader->id = sqlite3_last_insert_rowid (store->db);

  if (!insert_retainers (store, leader, error) || !insert_draws (store, leader, error))
    return FALSE;

  if (leader->deal >= 0)
    {
      g_autoptr(sqlite3_stmt) deal = bn_store_prepare (store,
                                                       "UPDATE campaign SET deals = max(deals, ? + 1) WHERE id = ?",
                                                       error);
      if (deal == NULL)
        return FALSE;
      sqlite3_bind_int (deal, 1, leader->deal);
      sqlite3_bind_int64 (deal, 2, leader->campaign_id);
      if (!bn_store_step_done (store, deal, "moving the campaign deck on", error))
        return FALSE;
    }

  created = bn_store_prepare (store, "SELECT created_at FROM leader WHERE id = ?", error);
  if (created == NULL)
    return FALSE;
  sqlite3_bind_int64 (created, 1, leader->id);
  if (sqlite3_step (created) == SQLITE_ROW)
    {
      g_free (leader->created_at);
      leader->created_at = g_strdup ((const char *) sqlite3_column_text (created, 0));
    }
  return TRUE;
}

/**
 * bn_store_insert_leader:
 * @leader: a finished leader with his campaign_id set (and liege_id for a
 *   vassal); on success his id and created_at are filled in
 *
 * Saves the leader whole, or nothing: a vassal who breaks his liege's domain
 * is refused with %BN_LEADER_ERROR_DOMAIN and the database is unchanged.
 */
gboolean
bn_store_insert_leader (BnStore   *store,
                        BnLeader  *leader,
                        GError   **error)
{
  g_return_val_if_fail (store != NULL, FALSE);
  g_return_val_if_fail (leader != NULL, FALSE);

  if (!bn_store_begin (store, error))
    return FALSE;
  if (!insert_leader (store, leader, error))
    {
      bn_store_rollback (store);
      leader->id = 0;
      return FALSE;
    }
  return bn_store_commit (store, error);
}

/**
 * bn_store_import_leaders:
 * @leaders: (element-type BnLeader): the first is the one exported; the
 *   others are his vassals. Their ids and liege ids are replaced.
 *
 * Adds them to @campaign_id as new records, all or none.
 */
gboolean
bn_store_import_leaders (BnStore    *store,
                         gint64      campaign_id,
                         GPtrArray  *leaders,
                         GError    **error)
{
  BnLeader *root;

  g_return_val_if_fail (store != NULL, FALSE);
  g_return_val_if_fail (leaders != NULL && leaders->len > 0, FALSE);

  if (!bn_store_begin (store, error))
    return FALSE;
  root = g_ptr_array_index (leaders, 0);
  for (guint i = 0; i < leaders->len; i++)
    {
      BnLeader *leader = g_ptr_array_index (leaders, i);

      leader->id = 0;
      leader->campaign_id = campaign_id;
      leader->liege_id = i == 0 ? 0 : root->id;
      /* Seeded draws belong to the exporting campaign's deck. */
      leader->deal = -1;
      if (!insert_leader (store, leader, error))
        {
          bn_store_rollback (store);
          for (guint j = 0; j < leaders->len; j++)
            ((BnLeader *) g_ptr_array_index (leaders, j))->id = 0;
          return FALSE;
        }
    }
  return bn_store_commit (store, error);
}
