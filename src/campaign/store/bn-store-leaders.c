/* bn-store-leaders.c — leaders, their retainers and draws in the database.
 *
 * A leader is written whole in one transaction: his row, his retainers and
 * his draws, the domain rule checked against what is in the database at
 * that moment, and the campaign's deck moved past the shuffle he used.
 */
#include "bn-store-private.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "bn-domain.h"
#include "bn-leader-generator.h"

#define LEADER_COLUMNS \
  "id, campaign_id, name, is_player, is_hero, liege_id, social_rank, esteem_score, " \
  "esteem_level, honor, motivation, initiative, morale_bonus, combat_bonus, " \
  "personal_combat_skill, household, status, created_at, skill_points, deal, deal_seed, archived, player"

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
  leader->player = g_strdup ((const char *) sqlite3_column_text (stmt, 22));
  return leader;
}

static gboolean
load_details (BnStore   *store,
              BnLeader  *leader,
              GError   **error)
{
  g_autoptr(BnStoreCachedStmt) retainers = NULL;
  g_autoptr(BnStoreCachedStmt) draws = NULL;
  int rc;

  retainers = bn_store_prepare_cached (store,
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

  draws = bn_store_prepare_cached (store,
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
  /* Kept: a list of armies reads its leaders one by one. */
  g_autoptr(BnStoreCachedStmt) stmt = bn_store_prepare_cached (store, sql, error);
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
                   _("there is no leader %" PRId64), id);
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

/* Returns: (transfer full) (element-type BnLeader): the campaign's leaders
 * in the order they were made, each with his retainers but without the
 * draws that made him (bn_store_get_leader() reads those): what a list of
 * them shows, read in two statements however many there are. */
GPtrArray *
bn_store_list_leaders_brief (BnStore  *store,
                             gint64    campaign_id,
                             GError  **error)
{
  g_return_val_if_fail (store != NULL, NULL);

  return bn_store_list_career_leaders (store, campaign_id, NULL, error);
}

/* Returns: how many leaders the campaign has, or -1 with @error set. */
gint64
bn_store_count_leaders (BnStore  *store,
                        gint64    campaign_id,
                        GError  **error)
{
  g_autoptr(BnStoreCachedStmt) stmt = NULL;

  g_return_val_if_fail (store != NULL, -1);

  stmt = bn_store_prepare_cached (store, "SELECT count(*) FROM leader WHERE campaign_id = ? AND deleted_at IS NULL",
                                  error);
  if (stmt == NULL)
    return -1;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      bn_store_set_error (store, error, "counting leaders");
      return -1;
    }
  return sqlite3_column_int64 (stmt, 0);
}

/**
 * bn_store_list_career_leaders:
 * @named: (nullable): a JSON array of leader ids; given, only those
 *
 * The campaign's leaders as the careers read them: each with his retainers
 * but without the draws that made him, read in two statements whatever
 * the campaign's size.
 *
 * Returns: (transfer full) (element-type BnLeader): in the order they were
 *   made, as bn_store_list_leaders() gives them
 */
GPtrArray *
bn_store_list_career_leaders (BnStore     *store,
                              gint64       campaign_id,
                              const char  *named,
                              GError     **error)
{
  g_autoptr(BnStoreCachedStmt) rows = NULL;
  g_autoptr(BnStoreCachedStmt) retainers = NULL;
  g_autoptr(GPtrArray) leaders = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_int64_hash, g_int64_equal);
  int rc;

  g_return_val_if_fail (store != NULL, NULL);

  rows = bn_store_prepare_cached (store,
                                  named == NULL
                                    ? "SELECT " LEADER_COLUMNS " FROM leader WHERE deleted_at IS NULL "
                                      "AND campaign_id = ?1 AND ?2 IS NULL ORDER BY id"
                                    : "SELECT " LEADER_COLUMNS " FROM leader WHERE deleted_at IS NULL "
                                      "AND campaign_id = ?1 AND " BN_STORE_CAREER_LEADERS_NAMED ("leader", "?2")
                                      " ORDER BY id",
                                  error);
  retainers = bn_store_prepare_cached (store,
                                       named == NULL
                                         ? "SELECT r.leader_id, r.kind, r.type, r.success, r.bonus, r.card, r.state "
                                           "FROM leader l JOIN leader_retainer r ON l.id = r.leader_id "
                                           "WHERE l.campaign_id = ?1 AND l.deleted_at IS NULL AND ?2 IS NULL "
                                           "ORDER BY r.leader_id, r.position"
                                         : "SELECT r.leader_id, r.kind, r.type, r.success, r.bonus, r.card, r.state "
                                           "FROM leader l JOIN leader_retainer r ON l.id = r.leader_id "
                                           "WHERE l.campaign_id = ?1 AND l.deleted_at IS NULL AND "
                                           BN_STORE_CAREER_LEADERS_NAMED ("l", "?2")
                                           " ORDER BY r.leader_id, r.position",
                                       error);
  if (rows == NULL || retainers == NULL)
    return NULL;
  sqlite3_bind_int64 (rows, 1, campaign_id);
  sqlite3_bind_text (rows, 2, named, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (rows)) == SQLITE_ROW)
    {
      BnLeader *leader = leader_from_row (rows);

      g_ptr_array_add (leaders, leader);
      g_hash_table_insert (by_id, &leader->id, leader);
    }
  if (rc != SQLITE_DONE)
    {
      bn_store_set_error (store, error, "reading leaders");
      return NULL;
    }
  sqlite3_bind_int64 (retainers, 1, campaign_id);
  sqlite3_bind_text (retainers, 2, named, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (retainers)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (retainers, 0);
      BnLeader *leader = g_hash_table_lookup (by_id, &id);
      const char *kind = (const char *) sqlite3_column_text (retainers, 1);
      BnRetainer *retainer;

      if (leader == NULL)
        continue;
      retainer = bn_retainer_new (g_strcmp0 (kind, "special") == 0 ? BN_RETAINER_SPECIAL : BN_RETAINER_COMMON,
                                  (const char *) sqlite3_column_text (retainers, 2));
      retainer->success = (guint) sqlite3_column_int (retainers, 3);
      retainer->bonus = (guint) sqlite3_column_int (retainers, 4);
      retainer->card = card_from_text ((const char *) sqlite3_column_text (retainers, 5));
      retainer->state = g_strcmp0 ((const char *) sqlite3_column_text (retainers, 6), "used") == 0
                          ? BN_RETAINER_USED : BN_RETAINER_AVAILABLE;
      g_ptr_array_add (leader->retainers, retainer);
    }
  if (rc != SQLITE_DONE)
    {
      bn_store_set_error (store, error, "reading retainers");
      return NULL;
    }
  return g_steal_pointer (&leaders);
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
                   _("the liege %" PRId64 " does not exist"), leader->liege_id);
      return FALSE;
    }
  if (liege->campaign_id != leader->campaign_id)
    {
      g_set_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN,
                   _("the liege %s belongs to another campaign"), liege->name);
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
/**
 * bn_store_dup_next_player:
 *
 * Returns: (transfer full): who plays the next player-leader of the
 *   campaign, if the user names nobody: the player whose player-leader died
 *   (his heir is next), else a new player, "Player N"
 */
char *
bn_store_dup_next_player (BnStore  *store,
                          gint64    campaign_id,
                          GError  **error)
{
  g_autoptr(sqlite3_stmt) heir = NULL;
  g_autoptr(sqlite3_stmt) count = NULL;

  g_return_val_if_fail (store != NULL, NULL);

  heir = bn_store_prepare (store,
                           "SELECT player FROM leader d WHERE d.campaign_id = ?1 AND d.is_player = 1 "
                           "AND d.deleted_at IS NULL AND d.player IS NOT NULL AND NOT EXISTS "
                           "(SELECT 1 FROM leader l WHERE l.campaign_id = ?1 AND l.is_player = 1 "
                           " AND l.player = d.player AND l.status <> 'dead' AND l.deleted_at IS NULL) "
                           "ORDER BY d.id LIMIT 1", error);
  if (heir == NULL)
    return NULL;
  sqlite3_bind_int64 (heir, 1, campaign_id);
  if (sqlite3_step (heir) == SQLITE_ROW)
    return g_strdup ((const char *) sqlite3_column_text (heir, 0));
  count = bn_store_prepare (store,
                            "SELECT count(DISTINCT player) FROM leader WHERE campaign_id = ? AND is_player = 1 "
                            "AND deleted_at IS NULL", error);
  if (count == NULL)
    return NULL;
  sqlite3_bind_int64 (count, 1, campaign_id);
  if (!bn_store_step_row (store, count, "reading the campaign's players", error))
    return NULL;
  for (gint64 n = sqlite3_column_int64 (count, 0) + 1;; n++)
    {
      g_autofree char *name = g_strdup_printf ("Player %" G_GINT64_FORMAT, n);
      g_autoptr(sqlite3_stmt) taken = bn_store_prepare (store,
                                                        "SELECT 1 FROM leader WHERE campaign_id = ? AND player = ?",
                                                        error);

      if (taken == NULL)
        return NULL;
      sqlite3_bind_int64 (taken, 1, campaign_id);
      sqlite3_bind_text (taken, 2, name, -1, SQLITE_TRANSIENT);
      if (sqlite3_step (taken) != SQLITE_ROW)
        return g_steal_pointer (&name);
    }
}

/* A player has one living player-leader at a time: a new one is a new
 * player joining, or the heir of his player's dead one. Names the player
 * when the caller did not. */
static gboolean
check_player (BnStore   *store,
              BnLeader  *leader,
              GError   **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *player = NULL;

  if (leader->player == NULL || *g_strstrip (leader->player) == '\0')
    {
      g_free (leader->player);
      leader->player = bn_store_dup_next_player (store, leader->campaign_id, error);
      return leader->player != NULL;
    }
  player = bn_normalize_name (leader->player, _("player's name"), error);
  if (player == NULL)
    return FALSE;
  g_free (leader->player);
  leader->player = g_steal_pointer (&player);
  stmt = bn_store_prepare (store,
                           "SELECT name FROM leader WHERE campaign_id = ? AND is_player = 1 AND player = ? "
                           "AND status <> 'dead' AND deleted_at IS NULL LIMIT 1", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, leader->campaign_id);
  sqlite3_bind_text (stmt, 2, leader->player, -1, SQLITE_TRANSIENT);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                   _("%s already plays %s, who lives: a player has one living player-leader at a time "
                   "(an heir takes a dead one's place); a new player joins under another name"),
                   leader->player, (const char *) sqlite3_column_text (stmt, 0));
      return FALSE;
    }
  return TRUE;
}

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
  if (leader->is_player && !check_player (store, leader, error))
    return FALSE;

  stmt = bn_store_prepare (store,
                           "INSERT INTO leader (campaign_id, name, is_player, is_hero, liege_id, social_rank, "
                           "esteem_score, esteem_level, honor, motivation, initiative, morale_bonus, "
                           "combat_bonus, personal_combat_skill, household, status, skill_points, deal, deal_seed, "
                           "player) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
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
  if (leader->is_player)
    sqlite3_bind_text (stmt, 20, leader->player, -1, SQLITE_TRANSIENT);
  else
    sqlite3_bind_null (stmt, 20);
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

/* The campaign's leader @leader is a copy of: the same record, drawn from
 * the same cards (bn_leader_equal_record()); 0 if there is none. */
static gint64
find_same_leader (BnStore         *store,
                  gint64           campaign_id,
                  const BnLeader  *leader,
                  GError         **error)
{
  g_autoptr(GPtrArray) existing = bn_store_list_leaders (store, campaign_id, error);

  for (guint i = 0; existing != NULL && i < existing->len; i++)
    if (bn_leader_equal_record (g_ptr_array_index (existing, i), leader))
      return ((BnLeader *) g_ptr_array_index (existing, i))->id;
  return 0;
}

/**
 * bn_store_import_leaders_as:
 * @leaders: (element-type BnLeader): the first is the one exported; the
 *   others are his vassals. Their ids and liege ids are replaced.
 * @mode: what to do when the first is already in the campaign
 *
 * Adds them to @campaign_id as new records, all or none. A leader the
 * campaign already holds (the same record, from the same cards) is refused
 * with %BN_STORE_ERROR_EXISTS unless @mode says otherwise:
 * %BN_IMPORT_REPLACE puts the file's in place of the campaign's (deleted as
 * bn_store_delete() does, with his domain; refused if a battle rests on
 * them), %BN_IMPORT_KEEP_BOTH adds the file's leader alone, as a leader of
 * his own and not a second player-leader (his domain stays in the file).
 * A player-leader imported otherwise joins as a new player's.
 */
gboolean
bn_store_import_leaders_as (BnStore       *store,
                            gint64         campaign_id,
                            GPtrArray     *leaders,
                            BnImportMode   mode,
                            GError       **error)
{
  BnLeader *root;
  gint64 same;

  g_return_val_if_fail (store != NULL, FALSE);
  g_return_val_if_fail (leaders != NULL && leaders->len > 0, FALSE);

  if (!bn_store_begin (store, error))
    return FALSE;
  root = g_ptr_array_index (leaders, 0);
  same = find_same_leader (store, campaign_id, root, error);
  if (error != NULL && *error != NULL)
    goto fail;
  if (same != 0)
    {
      switch (mode)
        {
        case BN_IMPORT_REPLACE:
          {
            g_autoptr(GPtrArray) vassals = bn_store_list_vassals (store, same, error);

            if (vassals == NULL)
              goto fail;
            for (guint i = 0; i < vassals->len; i++)
              if (!bn_store_delete (store, BN_STORE_KIND_LEADER, ((BnLeader *) g_ptr_array_index (vassals, i))->id,
                                    error))
                goto fail;
            if (!bn_store_delete (store, BN_STORE_KIND_LEADER, same, error))
              goto fail;
          }
          break;
        case BN_IMPORT_KEEP_BOTH:
          root->is_player = FALSE;
          g_clear_pointer (&root->player, g_free);
          g_ptr_array_set_size (leaders, 1);
          break;
        case BN_IMPORT_REFUSE_SAME:
        default:
          g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_EXISTS,
                       _("%s is already in this campaign (leader %" PRId64 "), drawn from the same "
                       "cards: replace him with the file's, keep both (the file's as a leader of his own), "
                       "or leave the campaign as it is"), root->name, same);
          goto fail;
        }
    }
  for (guint i = 0; i < leaders->len; i++)
    {
      BnLeader *leader = g_ptr_array_index (leaders, i);

      leader->id = 0;
      leader->campaign_id = campaign_id;
      leader->liege_id = i == 0 ? 0 : root->id;
      /* Seeded draws belong to the exporting campaign's deck; who plays him
       * is this campaign's business. */
      leader->deal = -1;
      g_clear_pointer (&leader->player, g_free);
      if (!insert_leader (store, leader, error))
        goto fail;
    }
  return bn_store_commit (store, error);

fail:
  bn_store_rollback (store);
  for (guint j = 0; j < leaders->len; j++)
    ((BnLeader *) g_ptr_array_index (leaders, j))->id = 0;
  return FALSE;
}

/**
 * bn_store_update_leader_record:
 * @record: the leader as another file holds him now
 *
 * Inside the caller's write: brings leader @id's record (name, rank,
 * esteem, honor, motivation, skills and points, household, status,
 * retainers and draws: what bn_leader_equal_record() compares) to
 * @record's, keeping who he is here: his id, campaign, liege, player and
 * the battles of his career. For a leader taken in from another file,
 * whose own file speaks for him.
 */
gboolean
bn_store_update_leader_record (BnStore         *store,
                               gint64           id,
                               const BnLeader  *record,
                               GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(BnLeader) copy = NULL;

  g_return_val_if_fail (store != NULL && record != NULL && bn_store_in_transaction (store), FALSE);

  stmt = bn_store_prepare (store,
                           "UPDATE leader SET name = ?, is_player = ?, is_hero = ?, social_rank = ?, esteem_score = ?, "
                           "esteem_level = ?, honor = ?, motivation = ?, initiative = ?, morale_bonus = ?, "
                           "combat_bonus = ?, personal_combat_skill = ?, household = ?, status = ?, skill_points = ? "
                           "WHERE id = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, record->name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 2, record->is_player);
  sqlite3_bind_int (stmt, 3, record->is_hero);
  sqlite3_bind_int (stmt, 4, (int) record->social_rank);
  sqlite3_bind_int (stmt, 5, record->esteem_score);
  sqlite3_bind_int (stmt, 6, (int) record->esteem_level);
  sqlite3_bind_int (stmt, 7, (int) record->honor);
  sqlite3_bind_text (stmt, 8, record->motivation, -1, SQLITE_TRANSIENT);
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    sqlite3_bind_int (stmt, 9 + (int) i, (int) record->skills[i]);
  sqlite3_bind_int (stmt, 13, (int) record->household);
  sqlite3_bind_text (stmt, 14, record->status, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 15, (int) record->skill_points);
  sqlite3_bind_int64 (stmt, 16, id);
  if (!bn_store_step_done (store, stmt, "bringing the leader's record up to date", error))
    return FALSE;
  copy = bn_leader_copy (record);
  copy->id = id;
  return bn_store_exec_id (store, "DELETE FROM leader_retainer WHERE leader_id = ?", id, error) &&
         bn_store_exec_id (store, "DELETE FROM leader_draw WHERE leader_id = ?", id, error) &&
         insert_retainers (store, copy, error) && insert_draws (store, copy, error);
}

/* bn_store_import_leaders_as() refusing a leader the campaign holds. */
gboolean
bn_store_import_leaders (BnStore    *store,
                         gint64      campaign_id,
                         GPtrArray  *leaders,
                         GError    **error)
{
  return bn_store_import_leaders_as (store, campaign_id, leaders, BN_IMPORT_REFUSE_SAME, error);
}
