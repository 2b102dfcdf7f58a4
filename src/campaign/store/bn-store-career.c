/* bn-store-career.c — recorded battles, their corrections, and the careers
 * replayed from them, in the database.
 *
 * Every public call is one transaction. The careers are derived: replay()
 * resets each leader of the campaign to his baseline, runs a BnCareerState
 * over the campaign's events (applied battles and advances) in order with
 * the draws recorded so far, and rewrites the leader columns, the ledger,
 * the mercenary contracts, the heirs and each leader's special retainers
 * for his next battle. Applying, correcting and advancing all end in a
 * replay, so the ledger is never edited by hand; if anything fails the
 * transaction is rolled back and the campaign is as before.
 *
 * Saved rosters are the player's, not derived: what the careers do to them
 * is made once and kept (bn-store-career-rosters.c). What the careers
 * derived is read back by bn-store-career-read.c.
 */
#include "bn-store-career-private.h"

#include <glib/gi18n-lib.h>

#include "bn-army-report.h"
#include "bn-battle-record-xml.h"
#include "bn-career.h"

static BnCareerStepHook step_hook = NULL;
static gpointer step_hook_data = NULL;

/* For tests only: see bn-career.h. */
void
bn_career_set_step_hook (BnCareerStepHook hook,
                         gpointer         user_data)
{
  step_hook = hook;
  step_hook_data = user_data;
}

static void
step (const char *name)
{
  if (step_hook != NULL)
    step_hook (name, step_hook_data);
}

void
bn_battle_revision_free (BnBattleRevision *revision)
{
  if (revision == NULL)
    return;
  g_free (revision->reason);
  g_free (revision->record);
  g_free (revision);
}

void
bn_career_pending_free (BnCareerPending *pending)
{
  if (pending == NULL)
    return;
  g_free (pending->name);
  g_free (pending);
}

typedef struct
{
  BnCareerRules *career;
  BnLeaderRules *leader;
  BnUnitRules *unit;
} Rules;

static void
rules_clear (Rules *rules)
{
  g_clear_pointer (&rules->career, bn_career_rules_unref);
  g_clear_pointer (&rules->leader, bn_leader_rules_unref);
  g_clear_pointer (&rules->unit, bn_unit_rules_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Rules, rules_clear)

static gboolean
load_rules (Rules   *rules,
            GError **error)
{
  return (rules->career = bn_career_rules_load_default (error)) != NULL &&
         (rules->leader = bn_leader_rules_load_default (error)) != NULL &&
         (rules->unit = bn_unit_rules_load_default (error)) != NULL;
}

static gboolean
exec_bound (BnStore     *store,
            const char  *sql,
            gint64       key,
            const char  *what,
            GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, sql, error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, key);
  return bn_store_step_done (store, stmt, what, error);
}



/* Reads one integer that the statement @sql gives for @key. */
gboolean
bn_store_career_query_int64 (BnStore     *store,
                             const char  *sql,
                             gint64       key,
                             gint64      *out,
                             GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, sql, error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, key);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      bn_store_set_error (store, error, "reading the campaign's careers");
      return FALSE;
    }
  *out = sqlite3_column_int64 (stmt, 0);
  return TRUE;
}

/* Binds @text, or NULL when it is %NULL. */
void
bn_store_career_bind_text_or_null (sqlite3_stmt *stmt,
                                   int           column,
                                   const char   *text)
{
  if (text != NULL)
    sqlite3_bind_text (stmt, column, text, -1, SQLITE_TRANSIENT);
  else
    sqlite3_bind_null (stmt, column);
}

/* ---- battle records ---- */

static gboolean
write_children (BnStore               *store,
                const BnBattleRecord  *record,
                GError               **error)
{
  static const char * const deletes[] = {
    "DELETE FROM battle_unit WHERE battle_id = ?",
    "DELETE FROM battle_leader WHERE battle_id = ?",
    "DELETE FROM battle_deed WHERE battle_id = ?",
    "DELETE FROM battle_check WHERE battle_id = ?",
    "DELETE FROM battle_retainer WHERE battle_id = ?",
    "DELETE FROM battle_promise WHERE battle_id = ?",
    "DELETE FROM battle_special_card WHERE battle_id = ?",
  };
  g_autoptr(sqlite3_stmt) units = NULL;
  g_autoptr(sqlite3_stmt) leaders = NULL;
  g_autoptr(sqlite3_stmt) deeds = NULL;
  g_autoptr(sqlite3_stmt) checks = NULL;
  g_autoptr(sqlite3_stmt) uses = NULL;
  g_autoptr(sqlite3_stmt) promises = NULL;
  g_autoptr(sqlite3_stmt) specials = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (deletes); i++)
    if (!exec_bound (store, deletes[i], record->id, "clearing a battle", error))
      return FALSE;

  units = bn_store_prepare (store, "INSERT INTO battle_unit VALUES (?, ?, ?, ?, ?, ?, ?)", error);
  leaders = bn_store_prepare (store, "INSERT INTO battle_leader VALUES (?, ?, ?, ?, ?, ?, ?)", error);
  deeds = bn_store_prepare (store, "INSERT INTO battle_deed VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  checks = bn_store_prepare (store, "INSERT INTO battle_check VALUES (?, ?, ?, ?, ?, ?, ?, ?)", error);
  uses = bn_store_prepare (store, "INSERT INTO battle_retainer VALUES (?, ?, ?, ?)", error);
  promises = bn_store_prepare (store, "INSERT INTO battle_promise VALUES (?, ?, ?, ?, ?)", error);
  specials = bn_store_prepare (store, "INSERT INTO battle_special_card VALUES (?, ?, ?, ?)", error);
  if (units == NULL || leaders == NULL || deeds == NULL || checks == NULL || uses == NULL || promises == NULL ||
      specials == NULL)
    return FALSE;

  for (guint i = 0; i < record->units->len; i++)
    {
      const BnBattleRecordUnit *u = g_ptr_array_index (record->units, i);

      sqlite3_reset (units);
      sqlite3_bind_int64 (units, 1, record->id);
      sqlite3_bind_int (units, 2, (int) i);
      sqlite3_bind_text (units, 3, bn_side_get_id (u->side), -1, SQLITE_STATIC);
      sqlite3_bind_int (units, 4, (int) u->unit);
      sqlite3_bind_int (units, 5, (int) u->figures_lost);
      sqlite3_bind_int (units, 6, u->destroyed ? 1 : 0);
      sqlite3_bind_int (units, 7, u->routed ? 1 : 0);
      if (!bn_store_step_done (store, units, "saving a unit's losses", error))
        return FALSE;
    }
  for (guint i = 0; i < record->leaders->len; i++)
    {
      const BnBattleLeader *l = g_ptr_array_index (record->leaders, i);

      sqlite3_reset (leaders);
      sqlite3_bind_int64 (leaders, 1, record->id);
      sqlite3_bind_int (leaders, 2, (int) i);
      sqlite3_bind_text (leaders, 3, bn_side_get_id (l->side), -1, SQLITE_STATIC);
      sqlite3_bind_int64 (leaders, 4, l->leader_id);
      sqlite3_bind_int (leaders, 5, (int) l->unit);
      sqlite3_bind_text (leaders, 6, l->ransom == BN_RANSOM_PAID ? "paid"
                                     : l->ransom == BN_RANSOM_REFUSED ? "refused" : "default", -1, SQLITE_STATIC);
      if (l->command_met >= 0)
        sqlite3_bind_int (leaders, 7, l->command_met);
      else
        sqlite3_bind_null (leaders, 7);
      if (!bn_store_step_done (store, leaders, "saving a leader's place", error))
        return FALSE;
    }
  for (guint i = 0; i < record->deeds->len; i++)
    {
      const BnBattleDeed *d = g_ptr_array_index (record->deeds, i);

      sqlite3_reset (deeds);
      sqlite3_bind_int64 (deeds, 1, record->id);
      sqlite3_bind_int (deeds, 2, (int) i);
      sqlite3_bind_text (deeds, 3, d->deed, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int (deeds, 4, (int) d->unit);
      sqlite3_bind_int64 (deeds, 5, d->leader_id);
      sqlite3_bind_int (deeds, 6, d->attached ? 1 : 0);
      sqlite3_bind_int (deeds, 7, d->herald ? 1 : 0);
      sqlite3_bind_int (deeds, 8, (int) d->captive_rank);
      sqlite3_bind_int (deeds, 9, d->ransom_paid ? 1 : 0);
      if (!bn_store_step_done (store, deeds, "saving a deed", error))
        return FALSE;
    }
  for (guint i = 0; i < record->checks->len; i++)
    {
      const BnPcsCheck *c = g_ptr_array_index (record->checks, i);

      sqlite3_reset (checks);
      sqlite3_bind_int64 (checks, 1, record->id);
      sqlite3_bind_int (checks, 2, (int) i);
      sqlite3_bind_int64 (checks, 3, c->leader_id);
      sqlite3_bind_text (checks, 4, c->kind == BN_CHECK_MISSILE ? "missile" : "melee", -1, SQLITE_STATIC);
      sqlite3_bind_int (checks, 5, (int) c->roll);
      sqlite3_bind_int (checks, 6, c->lost_melee ? 1 : 0);
      sqlite3_bind_int (checks, 7, (int) c->strike_difference);
      bn_store_career_bind_text_or_null (checks, 8, c->retainer);
      if (!bn_store_step_done (store, checks, "saving a check", error))
        return FALSE;
    }
  for (guint i = 0; i < record->retainers->len; i++)
    {
      const BnRetainerUse *r = g_ptr_array_index (record->retainers, i);

      sqlite3_reset (uses);
      sqlite3_bind_int64 (uses, 1, record->id);
      sqlite3_bind_int (uses, 2, (int) i);
      sqlite3_bind_int64 (uses, 3, r->leader_id);
      sqlite3_bind_text (uses, 4, r->retainer, -1, SQLITE_TRANSIENT);
      if (!bn_store_step_done (store, uses, "saving a retainer used", error))
        return FALSE;
    }
  for (guint i = 0; i < record->promises->len; i++)
    {
      const BnPromise *p = g_ptr_array_index (record->promises, i);

      sqlite3_reset (promises);
      sqlite3_bind_int64 (promises, 1, record->id);
      sqlite3_bind_int (promises, 2, (int) i);
      sqlite3_bind_text (promises, 3, bn_side_get_id (p->side), -1, SQLITE_STATIC);
      sqlite3_bind_int (promises, 4, (int) p->unit);
      sqlite3_bind_int (promises, 5, (int) p->amount);
      if (!bn_store_step_done (store, promises, "saving a promise", error))
        return FALSE;
    }
  for (guint i = 0; i < record->special_cards->len; i++)
    {
      const BnSpecialCard *c = g_ptr_array_index (record->special_cards, i);
      g_autofree char *card = bn_card_to_string (c->card);

      sqlite3_reset (specials);
      sqlite3_bind_int64 (specials, 1, record->id);
      sqlite3_bind_int (specials, 2, (int) i);
      sqlite3_bind_int64 (specials, 3, c->leader_id);
      sqlite3_bind_text (specials, 4, card, -1, SQLITE_TRANSIENT);
      if (!bn_store_step_done (store, specials, "saving a special retainer card", error))
        return FALSE;
    }
  return TRUE;
}

static BnSide
side_column (sqlite3_stmt *stmt,
             int           column)
{
  BnSide side = BN_SIDE_PLAYER;

  bn_side_from_id ((const char *) sqlite3_column_text (stmt, column), &side);
  return side;
}

static gboolean
load_children (BnStore         *store,
               BnBattleRecord  *record,
               GError         **error)
{
  g_autoptr(GError) step_error = NULL;
  g_autoptr(BnStoreCachedStmt) units = NULL;
  g_autoptr(BnStoreCachedStmt) leaders = NULL;
  g_autoptr(BnStoreCachedStmt) deeds = NULL;
  g_autoptr(BnStoreCachedStmt) checks = NULL;
  g_autoptr(BnStoreCachedStmt) uses = NULL;
  g_autoptr(BnStoreCachedStmt) promises = NULL;
  g_autoptr(BnStoreCachedStmt) specials = NULL;

  units = bn_store_prepare_cached (store, "SELECT side, unit, figures_lost, destroyed, routed FROM battle_unit "
                                   "WHERE battle_id = ? ORDER BY position", error);
  leaders = bn_store_prepare_cached (store, "SELECT side, leader_id, unit, ransom, command_met FROM battle_leader "
                                     "WHERE battle_id = ? ORDER BY position", error);
  deeds = bn_store_prepare_cached (store, "SELECT deed, unit, leader_id, attached, herald, captive_rank, ransom_paid "
                                   "FROM battle_deed WHERE battle_id = ? ORDER BY position", error);
  checks = bn_store_prepare_cached (store, "SELECT leader_id, kind, roll, lost_melee, strike_difference, retainer "
                                    "FROM battle_check WHERE battle_id = ? ORDER BY position", error);
  uses = bn_store_prepare_cached (store, "SELECT leader_id, retainer FROM battle_retainer "
                                  "WHERE battle_id = ? ORDER BY position", error);
  promises = bn_store_prepare_cached (store, "SELECT side, unit, amount FROM battle_promise "
                                      "WHERE battle_id = ? ORDER BY position", error);
  specials = bn_store_prepare_cached (store, "SELECT leader_id, card FROM battle_special_card "
                                      "WHERE battle_id = ? ORDER BY position", error);
  if (units == NULL || leaders == NULL || deeds == NULL || checks == NULL || uses == NULL || promises == NULL ||
      specials == NULL)
    return FALSE;

  sqlite3_bind_int64 (units, 1, record->id);
  while (bn_store_step_row (store, units, "reading the campaign's records", &step_error))
    bn_battle_record_add_unit (record, side_column (units, 0), (guint) sqlite3_column_int (units, 1),
                               (guint) sqlite3_column_int (units, 2), sqlite3_column_int (units, 3) != 0,
                               sqlite3_column_int (units, 4) != 0);
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return FALSE;
    }
  sqlite3_bind_int64 (leaders, 1, record->id);
  while (bn_store_step_row (store, leaders, "reading the campaign's records", &step_error))
    {
      BnBattleLeader *l = bn_battle_record_add_leader (record, side_column (leaders, 0),
                                                       sqlite3_column_int64 (leaders, 1),
                                                       (guint) sqlite3_column_int (leaders, 2));
      const char *ransom = (const char *) sqlite3_column_text (leaders, 3);

      l->ransom = g_strcmp0 (ransom, "paid") == 0 ? BN_RANSOM_PAID
                : g_strcmp0 (ransom, "refused") == 0 ? BN_RANSOM_REFUSED : BN_RANSOM_DEFAULT;
      l->command_met = sqlite3_column_type (leaders, 4) == SQLITE_NULL ? -1 : sqlite3_column_int (leaders, 4);
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return FALSE;
    }
  sqlite3_bind_int64 (deeds, 1, record->id);
  while (bn_store_step_row (store, deeds, "reading the campaign's records", &step_error))
    {
      BnBattleDeed *d = bn_battle_record_add_deed (record, (const char *) sqlite3_column_text (deeds, 0),
                                                   (guint) sqlite3_column_int (deeds, 1),
                                                   sqlite3_column_int64 (deeds, 2),
                                                   sqlite3_column_int (deeds, 3) != 0,
                                                   sqlite3_column_int (deeds, 4) != 0);

      d->captive_rank = (guint) sqlite3_column_int (deeds, 5);
      d->ransom_paid = sqlite3_column_int (deeds, 6) != 0;
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return FALSE;
    }
  sqlite3_bind_int64 (checks, 1, record->id);
  while (bn_store_step_row (store, checks, "reading the campaign's records", &step_error))
    {
      BnPcsCheck *c = bn_battle_record_add_check (record, sqlite3_column_int64 (checks, 0),
                                                  g_strcmp0 ((const char *) sqlite3_column_text (checks, 1), "missile") == 0
                                                    ? BN_CHECK_MISSILE : BN_CHECK_MELEE,
                                                  (guint) sqlite3_column_int (checks, 2));

      c->lost_melee = sqlite3_column_int (checks, 3) != 0;
      c->strike_difference = (guint) sqlite3_column_int (checks, 4);
      c->retainer = g_strdup ((const char *) sqlite3_column_text (checks, 5));
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return FALSE;
    }
  sqlite3_bind_int64 (uses, 1, record->id);
  while (bn_store_step_row (store, uses, "reading the campaign's records", &step_error))
    bn_battle_record_add_retainer_use (record, sqlite3_column_int64 (uses, 0),
                                       (const char *) sqlite3_column_text (uses, 1));
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return FALSE;
    }
  sqlite3_bind_int64 (promises, 1, record->id);
  while (bn_store_step_row (store, promises, "reading the campaign's records", &step_error))
    bn_battle_record_add_promise (record, side_column (promises, 0), (guint) sqlite3_column_int (promises, 1),
                                  (guint) sqlite3_column_int (promises, 2));
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return FALSE;
    }
  sqlite3_bind_int64 (specials, 1, record->id);
  while (bn_store_step_row (store, specials, "reading the campaign's records", &step_error))
    {
      BnCard card;

      if (!bn_card_parse ((const char *) sqlite3_column_text (specials, 1), &card, error))
        return FALSE;
      bn_battle_record_add_special_card (record, sqlite3_column_int64 (specials, 0), card);
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return FALSE;
    }
  return TRUE;
}

#define BATTLE_COLUMNS \
  "id, campaign_id, name, place, date, army_id, opponent_army_id, opponent, winner, " \
  "player_vp, opponent_vp, unspent, revision, sequence, archived, rules"

static BnBattleRecord *
record_from_row (sqlite3_stmt *stmt)
{
  BnBattleRecord *record = bn_battle_record_new ();

  record->id = sqlite3_column_int64 (stmt, 0);
  record->campaign_id = sqlite3_column_int64 (stmt, 1);
  record->name = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
  record->place = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
  record->date = g_strdup ((const char *) sqlite3_column_text (stmt, 4));
  record->army_id = sqlite3_column_int64 (stmt, 5);
  record->opponent_army_id = sqlite3_column_int64 (stmt, 6);
  record->opponent = g_strdup ((const char *) sqlite3_column_text (stmt, 7));
  bn_winner_from_id ((const char *) sqlite3_column_text (stmt, 8), &record->winner);
  record->player_vp = (guint) sqlite3_column_int (stmt, 9);
  record->opponent_vp = (guint) sqlite3_column_int (stmt, 10);
  record->unspent = sqlite3_column_int (stmt, 11);
  record->revision = (guint) sqlite3_column_int (stmt, 12);
  record->applied = sqlite3_column_type (stmt, 13) != SQLITE_NULL;
  record->sequence = record->applied ? (guint) sqlite3_column_int (stmt, 13) : 0;
  record->archived = sqlite3_column_int (stmt, 14) != 0;
  record->rules = g_strdup ((const char *) sqlite3_column_text (stmt, 15));
  return record;
}

static BnBattleRecord *
load_battle (BnStore  *store,
             gint64    id,
             GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, "SELECT " BATTLE_COLUMNS " FROM battle WHERE id = ? AND deleted_at IS NULL", error);
  g_autoptr(BnBattleRecord) record = NULL;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_NOT_FOUND, "there is no battle %" G_GINT64_FORMAT, id);
      return NULL;
    }
  record = record_from_row (stmt);
  if (!load_children (store, record, error))
    return NULL;
  return g_steal_pointer (&record);
}

static BnCareerState *load_state (BnStore *store, Rules *rules, gint64 campaign_id, guint from, const char *named,
                                  GError **error);
static gboolean replay_events (BnStore *store, BnCareerState *state, gint64 campaign_id, guint from, guint until,
                               guint current, BnChance *chance, GError **error);

/* Gives @leaders the status each had before the event @as_of: a leader who
 * died in that battle, or since, still took the field in it. */
static gboolean
statuses_as_of (BnStore    *store,
                Rules      *rules,
                gint64      campaign_id,
                guint       as_of,
                GPtrArray  *leaders,
                GError    **error)
{
  g_autoptr(BnCareerState) state = load_state (store, rules, campaign_id, 0, NULL, error);

  if (state == NULL || !replay_events (store, state, campaign_id, 0, as_of, 0, NULL, error))
    return FALSE;
  for (guint i = 0; i < leaders->len; i++)
    {
      BnLeader *leader = g_ptr_array_index (leaders, i);
      const BnCareerLeader *then = bn_career_state_get_leader (state, leader->id);

      if (then != NULL)
        {
          g_free (leader->status);
          leader->status = g_strdup (then->leader->status);
        }
    }
  return TRUE;
}

/* Loads what bn_battle_record_check() needs and runs it; fills in the
 * unspent points from the roster when the record leaves them out.
 * @as_of: an applied battle's event, whose rosters are read as they stood
 *   then; 0: the rosters as saved. */
/* The leaders of the campaign that @record and its rosters name: all that
 * bn_battle_record_check() looks up, read one by one so a check costs the
 * same in a long campaign as in a new one. */
static GPtrArray *
record_leaders (BnStore               *store,
                const BnBattleRecord  *record,
                const BnArmy          *army,
                const BnArmy          *opponent,
                GError               **error)
{
  g_autoptr(GPtrArray) leaders = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (guint i = 0; i < record->leaders->len; i++)
    g_array_append_val (ids, ((BnBattleLeader *) g_ptr_array_index (record->leaders, i))->leader_id);
  if (army != NULL)
    g_array_append_val (ids, army->leader_id);
  if (opponent != NULL)
    g_array_append_val (ids, opponent->leader_id);
  for (guint i = 0; i < ids->len; i++)
    {
      gint64 *id = &g_array_index (ids, gint64, i);
      g_autoptr(GError) local_error = NULL;
      BnLeader *leader;

      if (!g_hash_table_add (seen, id))
        continue;
      leader = bn_store_get_leader (store, *id, &local_error);
      if (leader == NULL && !g_error_matches (local_error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      /* One of another campaign, or none at all, is left out: the checks
       * then say he is not of this campaign. */
      if (leader != NULL && leader->campaign_id != record->campaign_id)
        g_clear_pointer (&leader, bn_leader_free);
      if (leader != NULL)
        g_ptr_array_add (leaders, leader);
    }
  return g_steal_pointer (&leaders);
}

/* Loads what bn_battle_record_check() needs and runs it; fills in the
 * unspent points from the roster when the record leaves them out.
 * @as_of: an applied battle's event, whose rosters are read as they stood
 *   then; 0: the rosters as saved. */
static gboolean
check_record (BnStore         *store,
              Rules           *rules,
              BnBattleRecord  *record,
              guint            as_of,
              GError         **error)
{
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(GPtrArray) leaders = NULL;
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) opponent = NULL;
  g_autoptr(GError) local_error = NULL;
  BnBattleContext context = { 0, };

  campaign = bn_store_get_campaign (store, record->campaign_id, &local_error);
  if (campaign == NULL)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                   "there is no campaign %" G_GINT64_FORMAT, record->campaign_id);
      return FALSE;
    }
  army = as_of != 0 ? bn_store_career_army_as_of (store, record->army_id, as_of, NULL)
                    : bn_store_get_army (store, record->army_id, NULL);
  if (record->opponent_army_id != 0)
    {
      opponent = as_of != 0 ? bn_store_career_army_as_of (store, record->opponent_army_id, as_of, NULL)
                            : bn_store_get_army (store, record->opponent_army_id, NULL);
      if (opponent == NULL)
        {
          g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                       "there is no opponent army %" G_GINT64_FORMAT, record->opponent_army_id);
          return FALSE;
        }
    }
  if (army == NULL)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                   "there is no army %" G_GINT64_FORMAT, record->army_id);
      return FALSE;
    }
  leaders = record_leaders (store, record, army, opponent, error);
  if (leaders == NULL || (as_of != 0 && !statuses_as_of (store, rules, record->campaign_id, as_of, leaders, error)))
    return FALSE;
  /* Both rosters must belong to leaders of this campaign. */
  for (guint side = 0; side < 2; side++)
    {
      const BnArmy *a = side == 0 ? army : opponent;
      gboolean found = FALSE;

      for (guint i = 0; a != NULL && i < leaders->len; i++)
        found |= ((BnLeader *) g_ptr_array_index (leaders, i))->id == a->leader_id;
      if (a != NULL && !found)
        {
          g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                       _("the army “%s” belongs to another campaign"), a->name);
          return FALSE;
        }
    }
  context.career_rules = rules->career;
  context.leader_rules = rules->leader;
  context.leaders = leaders;
  context.army = army;
  context.opponent_army = opponent;
  if (!bn_battle_record_check (record, &context, error))
    return FALSE;
  if (record->unspent < 0)
    {
      g_autoptr(BnLeader) owner = bn_store_get_leader (store, army->leader_id, error);
      g_autoptr(BnArmyReport) report = NULL;

      if (owner == NULL)
        return FALSE;
      report = bn_army_check (army, rules->unit, rules->leader, owner, NULL);
      record->unspent = (gint) report->unspent;
    }
  return TRUE;
}

/* Binds a battle's heading (name, place, date, armies, opponent, winner,
 * victory points, unspent points) to the ten parameters from @first on,
 * in that order, as the insert and the update both list them. */
static void
bind_heading (sqlite3_stmt         *stmt,
              int                   first,
              const BnBattleRecord  *record)
{
  sqlite3_bind_text (stmt, first, record->name, -1, SQLITE_TRANSIENT);
  bn_store_career_bind_text_or_null (stmt, first + 1, record->place);
  bn_store_career_bind_text_or_null (stmt, first + 2, record->date);
  sqlite3_bind_int64 (stmt, first + 3, record->army_id);
  if (record->opponent_army_id != 0)
    sqlite3_bind_int64 (stmt, first + 4, record->opponent_army_id);
  else
    sqlite3_bind_null (stmt, first + 4);
  bn_store_career_bind_text_or_null (stmt, first + 5, record->opponent);
  sqlite3_bind_text (stmt, first + 6, bn_winner_get_id (record->winner), -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, first + 7, (int) record->player_vp);
  sqlite3_bind_int (stmt, first + 8, (int) record->opponent_vp);
  sqlite3_bind_int (stmt, first + 9, MAX (record->unspent, 0));
}

static gboolean
insert_battle_row (BnStore         *store,
                   BnBattleRecord  *record,
                   GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt =
    bn_store_prepare (store,
                      "INSERT INTO battle (campaign_id, name, place, date, army_id, opponent_army_id, opponent, "
                      "winner, player_vp, opponent_vp, unspent, revision, rules) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)",
                      error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, record->campaign_id);
  bind_heading (stmt, 2, record);
  bn_store_career_bind_text_or_null (stmt, 12, record->rules);
  if (!bn_store_step_done (store, stmt, "saving the battle", error))
    return FALSE;
  record->id = sqlite3_last_insert_rowid (store->db);
  record->revision = 1;
  record->applied = FALSE;
  record->sequence = 0;
  return TRUE;
}

static gboolean
update_battle_row (BnStore               *store,
                   const BnBattleRecord  *record,
                   GError               **error)
{
  g_autoptr(sqlite3_stmt) stmt =
    bn_store_prepare (store,
                      "UPDATE battle SET name = ?, place = ?, date = ?, army_id = ?, opponent_army_id = ?, "
                      "opponent = ?, winner = ?, player_vp = ?, opponent_vp = ?, unspent = ?, revision = ?, "
                      "rules = ? WHERE id = ?", error);

  if (stmt == NULL)
    return FALSE;
  bind_heading (stmt, 1, record);
  sqlite3_bind_int (stmt, 11, (int) record->revision);
  bn_store_career_bind_text_or_null (stmt, 12, record->rules);
  sqlite3_bind_int64 (stmt, 13, record->id);
  return bn_store_step_done (store, stmt, "correcting the battle", error);
}

/**
 * bn_career_record_battle:
 * @record: a battle; on success its id (and unspent points, if left
 *   out: what the roster did not spend) are filled in
 *
 * Checks the record against the campaign and saves it, all or nothing. A
 * refused record leaves the database untouched and @error says why.
 */
gboolean
bn_career_record_battle (BnStore         *store,
                         BnBattleRecord  *record,
                         GError         **error)
{
  g_auto(Rules) rules = { 0, };

  g_return_val_if_fail (store != NULL && record != NULL, FALSE);

  if (!load_rules (&rules, error))
    return FALSE;
  if (!bn_store_begin (store, error))
    return FALSE;
  if (!check_record (store, &rules, record, 0, error) ||
      !insert_battle_row (store, record, error) ||
      !write_children (store, record, error))
    {
      bn_store_rollback (store);
      record->id = 0;
      return FALSE;
    }
  return bn_store_commit (store, error);
}

void
bn_fought_battle_free (BnFoughtBattle *fought)
{
  if (fought == NULL)
    return;
  g_free (fought->scenario);
  g_free (fought->log);
  g_free (fought);
}

/**
 * bn_career_record_fought_battle:
 * @record: the battle as the career reads it
 *   (bn_battle_record_from_battle()); its id is filled in
 * @fought: its scenario, seed and log; battle_id is ignored
 *
 * Records a battle fought by the battle core, with what it takes to fight
 * it again, all or nothing: the record is checked as a tabletop one is.
 */
gboolean
bn_career_record_fought_battle (BnStore              *store,
                                BnBattleRecord       *record,
                                const BnFoughtBattle *fought,
                                GError              **error)
{
  g_auto(Rules) rules = { 0, };
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (store != NULL && record != NULL && fought != NULL, FALSE);
  g_return_val_if_fail (fought->scenario != NULL && fought->log != NULL, FALSE);

  if (!load_rules (&rules, error))
    return FALSE;
  if (!bn_store_begin (store, error))
    return FALSE;
  if (!check_record (store, &rules, record, 0, error) ||
      !insert_battle_row (store, record, error) ||
      !write_children (store, record, error) ||
      (stmt = bn_store_prepare (store, "INSERT INTO battle_fight (battle_id, scenario, seed, log) VALUES (?, ?, ?, ?)",
                                error)) == NULL)
    goto failed;
  sqlite3_bind_int64 (stmt, 1, record->id);
  sqlite3_bind_text (stmt, 2, fought->scenario, -1, SQLITE_TRANSIENT);
  /* SQLite integers are signed; the seed keeps its 64 bits. */
  sqlite3_bind_int64 (stmt, 3, (sqlite3_int64) fought->seed);
  {
    g_autoptr(GBytes) packed = bn_store_compress_text (fought->log);
    gsize length;
    const void *data = g_bytes_get_data (packed, &length);

    sqlite3_bind_blob (stmt, 4, data, (int) length, SQLITE_TRANSIENT);
  }
  if (!bn_store_step_done (store, stmt, "saving the battle's log", error))
    goto failed;
  return bn_store_commit (store, error);

failed:
  bn_store_rollback (store);
  record->id = 0;
  return FALSE;
}

/* Returns: (transfer full): the battle's scenario, seed and log, or %NULL
 *   with %BN_BATTLE_RECORD_ERROR_NOT_FOUND for a battle fought at the
 *   table (or no battle at all). */
BnFoughtBattle *
bn_career_get_fought_battle (BnStore  *store,
                             gint64    battle_id,
                             GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  BnFoughtBattle *fought;

  g_return_val_if_fail (store != NULL, NULL);

  stmt = bn_store_prepare (store,
                           "SELECT f.scenario, f.seed, f.log, p.humans IS NOT NULL, coalesce (p.humans, 0) "
                           "FROM battle_fight f LEFT JOIN played_battle p ON p.battle_id = f.battle_id "
                           "WHERE f.battle_id = ?", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, battle_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_NOT_FOUND,
                   "battle %" G_GINT64_FORMAT " was not fought by the battle core", battle_id);
      return NULL;
    }
  fought = g_new0 (BnFoughtBattle, 1);
  fought->battle_id = battle_id;
  fought->scenario = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  fought->seed = (guint64) sqlite3_column_int64 (stmt, 1);
  fought->played = sqlite3_column_int (stmt, 3) != 0;
  fought->humans = (guint) sqlite3_column_int (stmt, 4);
  fought->log = bn_store_column_text (store, stmt, 2, error);
  if (fought->log == NULL)
    {
      bn_fought_battle_free (fought);
      return NULL;
    }
  return fought;
}

/* Returns: (transfer full): the battle as recorded (latest revision). */
BnBattleRecord *
bn_career_get_battle (BnStore  *store,
                      gint64    battle_id,
                      GError  **error)
{
  g_return_val_if_fail (store != NULL, NULL);

  return load_battle (store, battle_id, error);
}

/* Returns: (transfer full) (element-type BnBattleRecord): the campaign's
 *   battles in the order recorded, each as its heading (name, date, sides,
 *   winner, victory points, state) without its units, leaders, deeds,
 *   checks and retainers: bn_career_get_battle() reads a whole one. A list
 *   of a long campaign costs one statement. */
GPtrArray *
bn_career_list_battles (BnStore  *store,
                        gint64    campaign_id,
                        GError  **error)
{
  g_autoptr(GError) step_error = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) battles = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_battle_record_free);

  g_return_val_if_fail (store != NULL, NULL);

  stmt = bn_store_prepare (store, "SELECT " BATTLE_COLUMNS " FROM battle WHERE campaign_id = ? AND deleted_at IS NULL ORDER BY id", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  while (bn_store_step_row (store, stmt, "reading the campaign's records", &step_error))
    g_ptr_array_add (battles, record_from_row (stmt));
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return NULL;
    }
  return g_steal_pointer (&battles);
}

/* ---- the replay ---- */

static guint64
event_seed (const BnCampaign *campaign,
            guint             sequence)
{
  /* Far past any deal a campaign will make, so it never repeats a shuffle
   * of the generation or muster decks. */
  return bn_campaign_get_deal_seed (campaign, 0x40000000u + sequence);
}

/* A leader the career has not touched yet starts from his record as it is,
 * his special retainers (the set he was generated with) included: they
 * serve his first battle. From then on leader_retainer's special rows are
 * derived. */
static gboolean
ensure_baselines (BnStore  *store,
                  gint64    campaign_id,
                  GError  **error)
{
  g_autoptr(sqlite3_stmt) retainers = NULL;
  g_autoptr(sqlite3_stmt) baselines = NULL;
  gint64 known = 0;

  /* Every commit gives each leader of the campaign his baseline, so only
   * those made since, newer than the newest who has one, can lack it. */
  if (!bn_store_career_query_int64 (store,
                    "SELECT coalesce((SELECT id FROM leader WHERE campaign_id = ?1 AND "
                    "EXISTS (SELECT 1 FROM career_baseline b WHERE b.leader_id = leader.id) "
                    "ORDER BY id DESC LIMIT 1), 0)",
                    campaign_id, &known, error))
    return FALSE;
  retainers = bn_store_prepare (store,
                                "INSERT INTO career_baseline_retainer (leader_id, type, card) "
                                "SELECT r.leader_id, r.type, r.card FROM leader_retainer r JOIN leader l "
                                "ON l.id = r.leader_id "
                                "WHERE l.campaign_id = ?1 AND l.id > ?2 AND r.kind = 'special' "
                                "AND NOT EXISTS (SELECT 1 FROM career_baseline b WHERE b.leader_id = l.id) "
                                "ORDER BY r.leader_id, r.position", error);
  baselines = bn_store_prepare (store,
                                "INSERT OR IGNORE INTO career_baseline "
                                "SELECT id, social_rank, esteem_level, honor, household, status, purse, wound_battles, "
                                "skill_points_earned, honor_gained, "
                                "(SELECT COALESCE(MAX(sequence), 0) FROM career_event WHERE campaign_id = ?1) "
                                "FROM leader WHERE campaign_id = ?1 AND id > ?2 "
                                "AND NOT EXISTS (SELECT 1 FROM career_baseline b WHERE b.leader_id = leader.id)",
                                error);
  if (retainers == NULL || baselines == NULL)
    return FALSE;
  sqlite3_bind_int64 (retainers, 1, campaign_id);
  sqlite3_bind_int64 (retainers, 2, known);
  sqlite3_bind_int64 (baselines, 1, campaign_id);
  sqlite3_bind_int64 (baselines, 2, known);
  return bn_store_step_done (store, retainers, "recording the leaders' first special retainers", error) &&
         bn_store_step_done (store, baselines, "recording the leaders' baselines", error);
}

/* The careers as they stood before the event @from: from their baselines
 * when @from is 0 (a replay from the first event), else from what the
 * commit of event @from − 1 kept (the leaders' rows, their special
 * retainers, the contracts and heirs), with only the draws a later event
 * can read again: those not tied to one battle, and those from @from on. */
static BnCareerState *
load_state (BnStore     *store,
            Rules       *rules,
            gint64       campaign_id,
            guint        from,
            const char  *named,
            GError     **error)
{
  g_autoptr(GError) step_error = NULL;
  g_autoptr(BnCareerState) state = bn_career_state_new (rules->career, rules->leader, rules->unit);
  g_autoptr(GPtrArray) leaders = bn_store_list_career_leaders (store, campaign_id, named, error);
  g_autoptr(sqlite3_stmt) base = NULL;
  g_autoptr(sqlite3_stmt) draws = NULL;
  g_autoptr(sqlite3_stmt) specials = NULL;

  if (leaders == NULL)
    return NULL;
  specials = bn_store_prepare (store, "SELECT type, card FROM career_baseline_retainer "
                                      "WHERE leader_id = ? ORDER BY id", error);
  if (specials == NULL)
    return NULL;
  base = bn_store_prepare (store,
                           from > 0 && named != NULL
                             ? "SELECT l.social_rank, l.esteem_level, l.honor, l.household, l.status, l.purse, "
                               "l.wound_battles, l.skill_points_earned, l.honor_gained, l.skill_points_spent, "
                               "b.joined_after, l.battles_fought, l.id "
                               "FROM leader l JOIN career_baseline b ON b.leader_id = l.id "
                               "WHERE l.campaign_id = ?1 AND l.deleted_at IS NULL AND "
                               BN_STORE_CAREER_LEADERS_NAMED ("l", "?2") " ORDER BY l.id"
                           : from == 0
                             ? "SELECT social_rank, esteem_level, honor, household, status, purse, wound_battles, "
                               "skill_points_earned, honor_gained, "
                               "(SELECT skill_points_spent FROM leader WHERE id = ?1), joined_after, 0 "
                               "FROM career_baseline WHERE leader_id = ?1"
                             : "SELECT l.social_rank, l.esteem_level, l.honor, l.household, l.status, l.purse, "
                               "l.wound_battles, l.skill_points_earned, l.honor_gained, l.skill_points_spent, "
                               "b.joined_after, l.battles_fought, l.id "
                               "FROM leader l JOIN career_baseline b ON b.leader_id = l.id "
                               "WHERE l.campaign_id = ?1 AND l.deleted_at IS NULL AND ?2 IS NULL ORDER BY l.id",
                           error);
  /* Two halves, each found by its own index: the draws tied to no battle
   * (of the leaders read, "climb:l7:e4"), and those of a battle from @from
   * on. */
  draws = bn_store_prepare (store,
                            from == 0
                              ? "SELECT key, kind, value, source, sequence FROM career_draw "
                                "WHERE campaign_id = ?1 AND ?2 = 0 ORDER BY rowid"
                              : "SELECT key, kind, value, source, sequence, rowid FROM career_draw "
                                "WHERE campaign_id = ?1 AND key NOT LIKE '%:b%' AND (?3 IS NULL "
                                "OR instr(key, ':l') = 0 "
                                "OR CAST(substr(key, instr(key, ':l') + 2) AS INTEGER) IN (SELECT value FROM json_each(?3))) "
                                "UNION ALL "
                                "SELECT key, kind, value, source, sequence, rowid FROM career_draw "
                                "WHERE campaign_id = ?1 AND sequence >= ?2 AND key LIKE '%:b%' "
                                "ORDER BY 6",
                            error);
  if (base == NULL || draws == NULL)
    return NULL;
  /* From the first event, each leader's baseline is looked up; from a kept
   * state, the leaders' rows are read in one pass, in the same order as
   * @leaders. */
  if (from > 0)
    {
      sqlite3_bind_int64 (base, 1, campaign_id);
      sqlite3_bind_text (base, 2, named, -1, SQLITE_TRANSIENT);
    }
  for (guint i = 0; i < leaders->len; i++)
    {
      BnLeader *leader = g_steal_pointer (&g_ptr_array_index (leaders, i));
      BnCareerLeader *cl = bn_career_leader_new (leader);
      gboolean found;

      if (from == 0)
        {
          sqlite3_reset (base);
          sqlite3_bind_int64 (base, 1, leader->id);
        }
      found = bn_store_step_row (store, base, "reading a leader's starting record", &step_error);
      if (found && from > 0 && sqlite3_column_int64 (base, 12) != leader->id)
        {
          g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CORRUPT,
                       "leader %" G_GINT64_FORMAT " has no starting record", leader->id);
          bn_career_leader_free (cl);
          return NULL;
        }
      if (found)
        {
          leader->social_rank = (guint) sqlite3_column_int (base, 0);
          leader->esteem_level = (guint) sqlite3_column_int (base, 1);
          leader->honor = (guint) sqlite3_column_int (base, 2);
          leader->household = (guint) sqlite3_column_int (base, 3);
          g_free (leader->status);
          leader->status = g_strdup ((const char *) sqlite3_column_text (base, 4));
          cl->purse = (guint) sqlite3_column_int (base, 5);
          cl->wound_battles = (guint) sqlite3_column_int (base, 6);
          cl->skill_points_earned = (guint) sqlite3_column_int (base, 7);
          cl->honor_gained = (guint) sqlite3_column_int (base, 8);
          cl->skill_points_spent = (guint) sqlite3_column_int (base, 9);
          cl->joined_after = (guint) sqlite3_column_int (base, 10);
          cl->battles_fought = (guint) sqlite3_column_int (base, 11);
        }
      bn_career_state_add_leader (state, cl);
      /* No row: a leader with no starting record yet starts from his own. */
      if (step_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&step_error));
          return NULL;
        }
      if (from > 0)
        {
          for (guint r = 0; r < leader->retainers->len; r++)
            {
              const BnRetainer *retainer = g_ptr_array_index (leader->retainers, r);

              if (retainer->kind == BN_RETAINER_SPECIAL)
                g_ptr_array_add (cl->special_retainers, bn_retainer_copy (retainer));
            }
          continue;
        }
      sqlite3_reset (specials);
      sqlite3_bind_int64 (specials, 1, leader->id);
      while (bn_store_step_row (store, specials, "reading a leader's starting record", &step_error))
        {
          const char *type = (const char *) sqlite3_column_text (specials, 0);
          const char *text = (const char *) sqlite3_column_text (specials, 1);
          const BnSpecialRetainerRow *row = bn_leader_rules_lookup_special_retainer (rules->leader, type);
          BnRetainer *retainer = bn_retainer_new (BN_RETAINER_SPECIAL, type);

          if (text != NULL && bn_card_parse (text, &retainer->card, NULL))
            bn_leader_rules_special_retainer_for_card (rules->leader, retainer->card, &retainer->bonus);
          else
            retainer->card = BN_CARD_INVALID;
          retainer->success = row != NULL ? row->success : 0;
          g_ptr_array_add (cl->special_retainers, retainer);
        }
      if (step_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&step_error));
          return NULL;
        }
    }
  g_ptr_array_set_free_func (leaders, NULL);

  if (from > 0)
    {
      /* A battle only adds contracts; an advance settles them, so only it
       * reads those already made. */
      g_autoptr(GPtrArray) contracts = named != NULL ? g_ptr_array_new ()
                                                     : bn_career_list_contracts (store, campaign_id, error);
      g_autoptr(sqlite3_stmt) heirs = bn_store_prepare (store, "SELECT leader_id FROM campaign_heir "
                                                               "WHERE campaign_id = ? ORDER BY rowid", error);

      if (contracts == NULL || heirs == NULL)
        return NULL;
      for (guint i = 0; i < contracts->len; i++)
        bn_career_state_add_contract (state, g_steal_pointer (&g_ptr_array_index (contracts, i)));
      g_ptr_array_set_free_func (contracts, NULL);
      sqlite3_bind_int64 (heirs, 1, campaign_id);
      while (bn_store_step_row (store, heirs, "reading the campaign's records", &step_error))
        bn_career_state_add_heir (state, sqlite3_column_int64 (heirs, 0));
      if (step_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&step_error));
          return NULL;
        }
    }

  sqlite3_bind_int64 (draws, 1, campaign_id);
  sqlite3_bind_int (draws, 2, (int) from);
  if (from > 0)
    sqlite3_bind_text (draws, 3, named, -1, SQLITE_TRANSIENT);
  while (bn_store_step_row (store, draws, "reading the campaign's records", &step_error))
    {
      gboolean is_card = g_strcmp0 ((const char *) sqlite3_column_text (draws, 1), "card") == 0;
      const char *text = (const char *) sqlite3_column_text (draws, 2);
      guint value = 0;

      if (is_card)
        {
          BnCard card;

          if (!bn_card_parse (text, &card, error))
            return NULL;
          value = card;
        }
      else
        value = (guint) g_ascii_strtoull (text, NULL, 10);
      bn_career_state_add_draw (state, (const char *) sqlite3_column_text (draws, 0), is_card, value,
                                g_strcmp0 ((const char *) sqlite3_column_text (draws, 3), "typed") == 0
                                  ? BN_CHANCE_SOURCE_TYPED : BN_CHANCE_SOURCE_SEEDED,
                                (guint) sqlite3_column_int (draws, 4));
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return NULL;
    }
  return g_steal_pointer (&state);
}

static gboolean
save_command_verdicts (BnStore               *store,
                       const BnBattleRecord  *record,
                       GError               **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store,
                                                   "UPDATE battle_leader SET command_met = ? "
                                                   "WHERE battle_id = ? AND leader_id = ? AND command_met IS NULL",
                                                   error);

  if (stmt == NULL)
    return FALSE;
  for (guint i = 0; i < record->leaders->len; i++)
    {
      const BnBattleLeader *entry = g_ptr_array_index (record->leaders, i);

      if (entry->command_met < 0)
        continue;
      sqlite3_reset (stmt);
      sqlite3_bind_int (stmt, 1, entry->command_met);
      sqlite3_bind_int64 (stmt, 2, record->id);
      sqlite3_bind_int64 (stmt, 3, entry->leader_id);
      if (!bn_store_step_done (store, stmt, "keeping a minimum-command verdict", error))
        return FALSE;
    }
  return TRUE;
}

/* Sets an event's special retainer deck apart from its other draws. */
#define RETINUE_SALT G_GUINT64_CONSTANT (0x7265746e75650000)

/* Replays the campaign's events from @from (0: from the first) and before
 * @until (0: to the last) into @state; @chance serves the event @current. */
static gboolean
replay_events (BnStore        *store,
               BnCareerState  *state,
               gint64          campaign_id,
               guint           from,
               guint           until,
               guint           current,
               BnChance       *chance,
               GError        **error)
{
  g_autoptr(GError) step_error = NULL;
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store,
                                                   "SELECT sequence, kind, battle_id, seed FROM career_event "
                                                   "WHERE campaign_id = ? AND (battle_id IS NULL OR battle_id NOT IN "
                                                   "(SELECT id FROM battle WHERE deleted_at IS NOT NULL)) "
                                                   "AND sequence >= ?2 AND (?3 = 0 OR sequence < ?3) "
                                                   "ORDER BY sequence", error);
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (gint64) * 3);
  g_autoptr(BnChance) retinue = NULL;
  gboolean ok = TRUE;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  sqlite3_bind_int (stmt, 2, (int) from);
  sqlite3_bind_int (stmt, 3, (int) until);
  while (bn_store_step_row (store, stmt, "reading the campaign's records", &step_error))
    {
      gint64 row[3] = {
        sqlite3_column_int64 (stmt, 0),
        sqlite3_column_type (stmt, 2) == SQLITE_NULL ? 0 : sqlite3_column_int64 (stmt, 2),
        sqlite3_column_int64 (stmt, 3),
      };

      g_array_append_val (events, row);
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return FALSE;
    }

  for (guint i = 0; ok && i < events->len; i++)
    {
      gint64 *row = &g_array_index (events, gint64, i * 3);
      guint sequence = (guint) row[0];
      g_autoptr(BnChance) fallback = NULL;

      /* Special retainer cards come from the event's seed, set apart from
       * its other draws, so the cards and dice typed for the event keep
       * their order; the last event's also serves the sets drawn for the
       * next battle. */
      g_clear_pointer (&retinue, bn_chance_free);
      retinue = bn_chance_new_seeded (((guint64) row[2] ^ RETINUE_SALT) & G_MAXINT64);
      bn_career_state_set_retainer_chance (state, retinue);

      /* Draws recorded earlier replay as they fell; a draw that was never
       * made (a correction asked for a new check) comes from the event's
       * own seed, mixed with the revision so it is not the first draw's
       * card again. */
      if (sequence == current && chance != NULL)
        bn_career_state_set_chance (state, chance);
      else
        {
          fallback = bn_chance_new_seeded ((guint64) row[2]);
          bn_career_state_set_chance (state, fallback);
        }
      if (row[1] != 0)
        {
          g_autoptr(BnBattleRecord) record = load_battle (store, row[1], error);
          g_autoptr(BnArmy) army = NULL;
          g_autoptr(BnArmy) opponent = NULL;

          if (record == NULL)
            ok = FALSE;
          else
            {
              if (fallback != NULL && record->revision > 1)
                {
                  g_clear_pointer (&fallback, bn_chance_free);
                  fallback = bn_chance_new_seeded (((guint64) row[2] + record->revision) & G_MAXINT64);
                  bn_career_state_set_chance (state, fallback);
                }
              army = bn_store_career_army_as_of (store, record->army_id, sequence, error);
              if (record->opponent_army_id != 0)
                opponent = bn_store_career_army_as_of (store, record->opponent_army_id, sequence, NULL);
              ok = army != NULL &&
                   bn_career_state_apply_battle (state, sequence, record, army, opponent, error) &&
                   save_command_verdicts (store, record, error);
            }
        }
      else
        ok = bn_career_state_advance (state, sequence, campaign_id, error);
      bn_career_state_set_chance (state, NULL);
      if (ok && i + 1 == events->len)
        ok = bn_career_state_prepare_next_battle (state, sequence, campaign_id, error);
    }
  bn_career_state_set_retainer_chance (state, NULL);
  return ok;
}

/* Each leader's special retainers for his next battle, as the replay drew
 * them, become his special rows in leader_retainer (after his common ones). */
/* Everything write_state() keeps of @cl: a leader whose fingerprint is the
 * same after a replay as before it needs no write. */
static GBytes *
leader_fingerprint (const BnCareerLeader *cl)
{
  GByteArray *out = g_byte_array_sized_new (64);
  const guint32 values[] = {
    cl->leader->social_rank, cl->leader->esteem_level, cl->leader->honor, cl->leader->household, cl->purse,
    cl->wound_battles, cl->skill_points_earned, cl->honor_gained, cl->battles_fought, cl->special_retainers->len,
  };

  g_byte_array_append (out, (const guint8 *) values, sizeof values);
  g_byte_array_append (out, (const guint8 *) cl->leader->status, (guint) strlen (cl->leader->status) + 1);
  for (guint r = 0; r < cl->special_retainers->len; r++)
    {
      const BnRetainer *retainer = g_ptr_array_index (cl->special_retainers, r);
      const guint32 retainer_values[] = { retainer->success, retainer->bonus, (guint32) retainer->card };

      g_byte_array_append (out, (const guint8 *) retainer_values, sizeof retainer_values);
      g_byte_array_append (out, (const guint8 *) retainer->type_id, (guint) strlen (retainer->type_id) + 1);
    }
  return g_byte_array_free_to_bytes (out);
}

/* Returns: (transfer full): each leader's fingerprint, by id. */
static GHashTable *
leader_fingerprints (BnCareerState *state)
{
  GPtrArray *leaders = bn_career_state_get_leaders (state);
  GHashTable *prints = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, (GDestroyNotify) g_bytes_unref);

  for (guint i = 0; i < leaders->len; i++)
    {
      BnCareerLeader *cl = g_ptr_array_index (leaders, i);

      g_hash_table_insert (prints, &cl->leader->id, leader_fingerprint (cl));
    }
  return prints;
}

/* Whether @cl is as @before (nullable: nothing is known) says he was. */
static gboolean
leader_unchanged (GHashTable           *before,
                  const BnCareerLeader *cl)
{
  g_autoptr(GBytes) now = NULL;
  GBytes *then;

  if (before == NULL || (then = g_hash_table_lookup (before, &cl->leader->id)) == NULL)
    return FALSE;
  now = leader_fingerprint (cl);
  return g_bytes_equal (now, then);
}

/* What a replay of the last event alone read as kept, to write back only
 * what the event changed. */
typedef struct
{
  GHashTable *leaders;          /* leader id → fingerprint */
  GPtrArray *contracts;         /* the contracts' fingerprints, in the state's order */
  GArray *contract_rows;        /* gint64: their rows in mercenary_contract */
} Kept;

static char *
contract_fingerprint (const BnMercenaryContract *c)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %u %s %u %d %d %u",
                          c->leader_id, c->battle_id, c->army_id, c->unit, c->unit_name, c->amount, (int) c->status,
                          (int) c->consequence, c->advances_unpaid);
}

static void
kept_free (Kept *kept)
{
  if (kept == NULL)
    return;
  g_clear_pointer (&kept->leaders, g_hash_table_unref);
  g_clear_pointer (&kept->contracts, g_ptr_array_unref);
  g_clear_pointer (&kept->contract_rows, g_array_unref);
  g_free (kept);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Kept, kept_free)

/* Returns: (transfer full): @state as it was read, before any event. */
static Kept *
kept_new (BnStore        *store,
          BnCareerState  *state,
          gint64          campaign_id,
          GError        **error)
{
  g_autoptr(Kept) kept = g_new0 (Kept, 1);
  g_autoptr(GError) step_error = NULL;
  g_autoptr(sqlite3_stmt) rows = NULL;
  GPtrArray *contracts = bn_career_state_get_contracts (state);

  kept->leaders = leader_fingerprints (state);
  kept->contracts = g_ptr_array_new_with_free_func (g_free);
  kept->contract_rows = g_array_new (FALSE, FALSE, sizeof (gint64));
  /* None read (a battle's replay): the ones it makes are added. */
  if (contracts->len == 0)
    return g_steal_pointer (&kept);
  for (guint i = 0; i < contracts->len; i++)
    g_ptr_array_add (kept->contracts, contract_fingerprint (g_ptr_array_index (contracts, i)));
  rows = bn_store_prepare (store, "SELECT id FROM mercenary_contract WHERE campaign_id = ? ORDER BY id", error);
  if (rows == NULL)
    return NULL;
  sqlite3_bind_int64 (rows, 1, campaign_id);
  while (bn_store_step_row (store, rows, "reading the campaign's records", &step_error))
    {
      gint64 row = sqlite3_column_int64 (rows, 0);

      g_array_append_val (kept->contract_rows, row);
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return NULL;
    }
  /* Read in one transaction, the two lists are the same rows. */
  if (kept->contract_rows->len != kept->contracts->len)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CORRUPT,
                   "campaign %" G_GINT64_FORMAT ": its contracts changed while they were read", campaign_id);
      return NULL;
    }
  return g_steal_pointer (&kept);
}

/* Writes the contracts: with @kept, only those the event changed or made
 * (a contract keeps its row, so the list keeps its order); else all anew. */
static gboolean
write_contracts (BnStore        *store,
                 BnCareerState  *state,
                 gint64          campaign_id,
                 Kept           *kept,
                 GError        **error)
{
  GPtrArray *contracts = bn_career_state_get_contracts (state);
  g_autoptr(sqlite3_stmt) insert = NULL;
  g_autoptr(sqlite3_stmt) update = NULL;
  guint n_kept = kept != NULL ? kept->contracts->len : 0;

  if (kept == NULL &&
      !exec_bound (store, "DELETE FROM mercenary_contract WHERE campaign_id = ?", campaign_id,
                   "clearing the contracts", error))
    return FALSE;
  if (contracts->len < n_kept)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_FAILED,
                   "campaign %" G_GINT64_FORMAT ": a replay lost contracts it read", campaign_id);
      return FALSE;
    }
  insert = bn_store_prepare (store,
                             "INSERT INTO mercenary_contract (leader_id, battle_id, army_id, unit, unit_name, amount, "
                             "status, consequence, advances_unpaid, campaign_id) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  update = bn_store_prepare (store,
                             "UPDATE mercenary_contract SET leader_id = ?, battle_id = ?, army_id = ?, unit = ?, "
                             "unit_name = ?, amount = ?, status = ?, consequence = ?, advances_unpaid = ? "
                             "WHERE id = ?", error);
  if (insert == NULL || update == NULL)
    return FALSE;
  for (guint i = 0; i < contracts->len; i++)
    {
      const BnMercenaryContract *c = g_ptr_array_index (contracts, i);
      sqlite3_stmt *stmt = i < n_kept ? update : insert;

      if (i < n_kept)
        {
          g_autofree char *now = contract_fingerprint (c);

          if (strcmp (now, g_ptr_array_index (kept->contracts, i)) == 0)
            continue;
        }
      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, c->leader_id);
      sqlite3_bind_int64 (stmt, 2, c->battle_id);
      sqlite3_bind_int64 (stmt, 3, c->army_id);
      sqlite3_bind_int (stmt, 4, (int) c->unit);
      sqlite3_bind_text (stmt, 5, c->unit_name, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int (stmt, 6, (int) c->amount);
      sqlite3_bind_text (stmt, 7, bn_contract_status_get_id (c->status), -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 8, bn_debt_consequence_get_id (c->consequence), -1, SQLITE_STATIC);
      sqlite3_bind_int (stmt, 9, (int) c->advances_unpaid);
      sqlite3_bind_int64 (stmt, 10, i < n_kept ? g_array_index (kept->contract_rows, gint64, i) : campaign_id);
      if (!bn_store_step_done (store, stmt, "writing a mercenary contract", error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
write_special_retainers (BnStore        *store,
                         BnCareerState  *state,
                         GHashTable     *before,
                         GError        **error)
{
  GPtrArray *leaders = bn_career_state_get_leaders (state);
  g_autoptr(sqlite3_stmt) clear = NULL;
  g_autoptr(sqlite3_stmt) insert = NULL;

  clear = bn_store_prepare (store, "DELETE FROM leader_retainer WHERE kind = 'special' AND leader_id = ?", error);
  if (clear == NULL)
    return FALSE;
  insert = bn_store_prepare (store,
                             "INSERT INTO leader_retainer (leader_id, position, kind, type, success, bonus, card, state) "
                             "VALUES (?1, (SELECT coalesce(max(position), -1) + 1 FROM leader_retainer "
                             "WHERE leader_id = ?1), 'special', ?2, ?3, ?4, ?5, 'available')", error);
  if (insert == NULL)
    return FALSE;
  for (guint i = 0; i < leaders->len; i++)
    {
      const BnCareerLeader *cl = g_ptr_array_index (leaders, i);

      if (leader_unchanged (before, cl))
        continue;
      sqlite3_reset (clear);
      sqlite3_bind_int64 (clear, 1, cl->leader->id);
      if (!bn_store_step_done (store, clear, "clearing the special retainers", error))
        return FALSE;
      for (guint r = 0; r < cl->special_retainers->len; r++)
        {
          const BnRetainer *retainer = g_ptr_array_index (cl->special_retainers, r);
          g_autofree char *card = bn_card_is_valid (retainer->card) ? bn_card_to_string (retainer->card) : NULL;

          sqlite3_reset (insert);
          sqlite3_bind_int64 (insert, 1, cl->leader->id);
          sqlite3_bind_text (insert, 2, retainer->type_id, -1, SQLITE_TRANSIENT);
          sqlite3_bind_int (insert, 3, (int) retainer->success);
          sqlite3_bind_int (insert, 4, (int) retainer->bonus);
          bn_store_career_bind_text_or_null (insert, 5, card);
          if (!bn_store_step_done (store, insert, "saving a special retainer", error))
            return FALSE;
        }
    }
  return TRUE;
}

/* As exec_bound(), with a second parameter: the first event rewritten. */
static gboolean
exec_bound_from (BnStore     *store,
                 const char  *sql,
                 gint64       campaign_id,
                 guint        from,
                 const char  *what,
                 GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, sql, error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  sqlite3_bind_int (stmt, 2, (int) from);
  return bn_store_step_done (store, stmt, what, error);
}

/* Writes what @state derived. @kept: (nullable): what was read as kept,
 * for a replay of the last event alone; a leader or contract the event
 * left as it was is not written. */
static gboolean
write_state (BnStore        *store,
             BnCareerState  *state,
             gint64          campaign_id,
             guint           from,
             Kept           *kept,
             GError        **error)
{
  GHashTable *before = kept != NULL ? kept->leaders : NULL;
  GPtrArray *leaders = bn_career_state_get_leaders (state);
  GPtrArray *ledger = bn_career_state_get_ledger (state);
  GArray *heirs = bn_career_state_get_heirs (state);
  GPtrArray *draws = bn_career_state_get_draws (state);
  g_autoptr(sqlite3_stmt) update = NULL;
  g_autoptr(sqlite3_stmt) entry = NULL;
  g_autoptr(sqlite3_stmt) heir = NULL;
  g_autoptr(sqlite3_stmt) draw = NULL;

  update = bn_store_prepare (store,
                             "UPDATE leader SET social_rank = ?, esteem_level = ?, honor = ?, household = ?, "
                             "status = ?, purse = ?, wound_battles = ?, skill_points_earned = ?, honor_gained = ?, "
                             "battles_fought = ? WHERE id = ?", error);
  if (update == NULL)
    return FALSE;
  for (guint i = 0; i < leaders->len; i++)
    {
      BnCareerLeader *cl = g_ptr_array_index (leaders, i);

      if (leader_unchanged (before, cl))
        continue;
      sqlite3_reset (update);
      sqlite3_bind_int (update, 1, (int) cl->leader->social_rank);
      sqlite3_bind_int (update, 2, (int) cl->leader->esteem_level);
      sqlite3_bind_int (update, 3, (int) cl->leader->honor);
      sqlite3_bind_int (update, 4, (int) cl->leader->household);
      sqlite3_bind_text (update, 5, cl->leader->status, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int (update, 6, (int) cl->purse);
      sqlite3_bind_int (update, 7, (int) cl->wound_battles);
      sqlite3_bind_int (update, 8, (int) cl->skill_points_earned);
      sqlite3_bind_int (update, 9, (int) cl->honor_gained);
      sqlite3_bind_int (update, 10, (int) cl->battles_fought);
      sqlite3_bind_int64 (update, 11, cl->leader->id);
      if (!bn_store_step_done (store, update, "updating a leader's career", error))
        return FALSE;
    }
  step ("leaders-written");

  /* A replay gives the events before @from the ledger lines they had: only
   * the lines from @from on are written again (all of them when @from is 0,
   * after a correction). The ledger is read in event order. */
  if (!exec_bound_from (store, "DELETE FROM ledger WHERE campaign_id = ? AND sequence >= ?", campaign_id, from,
                        "clearing the ledger", error) ||
      !exec_bound (store, "DELETE FROM campaign_heir WHERE campaign_id = ?", campaign_id, "clearing the heirs", error))
    return FALSE;

  entry = bn_store_prepare (store,
                            "INSERT INTO ledger (campaign_id, leader_id, battle_id, sequence, kind, rule, base, "
                            "multipliers, result, card) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  if (entry == NULL)
    return FALSE;
  for (guint i = 0; i < ledger->len; i++)
    {
      const BnLedgerEntry *e = g_ptr_array_index (ledger, i);

      if (e->event < from)
        continue;
      sqlite3_reset (entry);
      sqlite3_bind_int64 (entry, 1, campaign_id);
      sqlite3_bind_int64 (entry, 2, e->leader_id);
      if (e->battle_id != 0)
        sqlite3_bind_int64 (entry, 3, e->battle_id);
      else
        sqlite3_bind_null (entry, 3);
      sqlite3_bind_int (entry, 4, (int) e->event);
      sqlite3_bind_text (entry, 5, e->kind, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (entry, 6, e->rule, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int (entry, 7, e->base);
      sqlite3_bind_text (entry, 8, e->multipliers, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int (entry, 9, e->result);
      bn_store_career_bind_text_or_null (entry, 10, e->card);
      if (!bn_store_step_done (store, entry, "writing the ledger", error))
        return FALSE;
      if (i == ledger->len / 2)
        step ("ledger-half-written");
    }
  /* The roster changes are not replayed but kept: their lines come from
   * where they are kept, under the event that made them. */
  if (!exec_bound_from (store,
                        "INSERT INTO ledger (campaign_id, leader_id, battle_id, sequence, kind, rule, base, multipliers, "
                        "result, card) SELECT campaign_id, ledger_leader, "
                        "CASE kind WHEN 'succession' THEN battle_id END, sequence, 'roster', rule, 0, '', 0, NULL "
                        "FROM career_roster_change WHERE campaign_id = ? AND sequence >= ? ORDER BY id",
                        campaign_id, from, "writing the ledger", error))
    return FALSE;
  step ("ledger-written");
  if (!write_special_retainers (store, state, before, error) ||
      !write_contracts (store, state, campaign_id, kept, error))
    return FALSE;

  heir = bn_store_prepare (store, "INSERT OR IGNORE INTO campaign_heir VALUES (?, ?)", error);
  draw = bn_store_prepare (store, "INSERT OR REPLACE INTO career_draw VALUES (?, ?, ?, ?, ?, ?)", error);
  if (heir == NULL || draw == NULL)
    return FALSE;
  for (guint i = 0; i < heirs->len; i++)
    {
      sqlite3_reset (heir);
      sqlite3_bind_int64 (heir, 1, campaign_id);
      sqlite3_bind_int64 (heir, 2, g_array_index (heirs, gint64, i));
      if (!bn_store_step_done (store, heir, "recording the need for an heir", error))
        return FALSE;
    }
  for (guint i = 0; i < draws->len; i++)
    {
      const BnCareerDraw *d = g_ptr_array_index (draws, i);
      g_autofree char *value = NULL;

      if (!d->fresh)
        continue;
      value = d->is_card ? bn_card_to_string ((BnCard) d->value) : g_strdup_printf ("%u", d->value);
      sqlite3_reset (draw);
      sqlite3_bind_int64 (draw, 1, campaign_id);
      sqlite3_bind_text (draw, 2, d->key, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (draw, 3, d->is_card ? "card" : "die", -1, SQLITE_STATIC);
      sqlite3_bind_text (draw, 4, value, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (draw, 5, d->source == BN_CHANCE_SOURCE_TYPED ? "typed" : "seeded", -1, SQLITE_STATIC);
      sqlite3_bind_int (draw, 6, (int) d->event);
      if (!bn_store_step_done (store, draw, "recording a draw", error))
        return FALSE;
    }
  return TRUE;
}

/* Inside the caller's transaction: replays the campaign and rewrites what
 * is derived. @chance serves the event @current (0: none). */
/* The leaders a battle applied as event @sequence at the end of the
 * campaign can read or change, as a JSON array in @out_named: those its
 * record names, the owners of its two rosters and their lieges, and those
 * who joined the campaign since the event before it (their special
 * retainers are drawn for the first time). Every other leader is as the
 * commit of the event before left him: his next special retainers were
 * drawn then, under keys this event does not change.
 * For an advance (which reaches every leader, the dead paying their
 * debts) @out_named is %NULL: every leader. */
static gboolean
event_named_leaders (BnStore     *store,
                     gint64       campaign_id,
                     guint        sequence,
                     char       **out_named,
                     GError     **error)
{
  g_autoptr(GError) step_error = NULL;
  g_autoptr(sqlite3_stmt) event = NULL;
  g_autoptr(sqlite3_stmt) named = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(GString) ids = g_string_new ("[");
  gint64 battle_id = 0;

  *out_named = NULL;
  event = bn_store_prepare (store, "SELECT coalesce(battle_id, 0) FROM career_event "
                                   "WHERE campaign_id = ? AND sequence = ?", error);
  if (event == NULL)
    return FALSE;
  sqlite3_bind_int64 (event, 1, campaign_id);
  sqlite3_bind_int (event, 2, (int) sequence);
  if (bn_store_step_row (store, event, "reading the campaign's records", &step_error))
    battle_id = sqlite3_column_int64 (event, 0);
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return FALSE;
    }
  if (battle_id == 0)
    return TRUE;
  record = load_battle (store, battle_id, error);
  if (record == NULL)
    return FALSE;
  for (guint i = 0; i < record->leaders->len; i++)
    g_string_append_printf (ids, "%s%" G_GINT64_FORMAT, i > 0 ? "," : "",
                            ((BnBattleLeader *) g_ptr_array_index (record->leaders, i))->leader_id);
  g_string_append_c (ids, ']');
  named = bn_store_prepare (store,
                            "SELECT json_group_array(id) FROM ("
                            "SELECT leader_id AS id FROM army WHERE id IN (?2, ?3) "
                            "UNION SELECT l.liege_id FROM army a JOIN leader l ON l.id = a.leader_id "
                            "WHERE a.id IN (?2, ?3) AND l.liege_id IS NOT NULL "
                            "UNION SELECT value FROM json_each(?1) "
                            "UNION SELECT liege_id FROM leader WHERE id IN (SELECT value FROM json_each(?1)) "
                            "AND liege_id IS NOT NULL "
                            "UNION SELECT b.leader_id FROM career_baseline b WHERE b.joined_after >= ?5 "
                            "AND b.leader_id IN (SELECT id FROM leader WHERE campaign_id = ?4))",
                            error);
  if (named == NULL)
    return FALSE;
  sqlite3_bind_text (named, 1, ids->str, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (named, 2, record->army_id);
  sqlite3_bind_int64 (named, 3, record->opponent_army_id);
  sqlite3_bind_int64 (named, 4, campaign_id);
  sqlite3_bind_int (named, 5, (int) sequence - 1);
  if (!bn_store_step_row (store, named, "reading the campaign's records", &step_error))
    {
      if (step_error == NULL)
        g_set_error (&step_error, BN_STORE_ERROR, BN_STORE_ERROR_FAILED, "battle %" G_GINT64_FORMAT
                     ": its leaders could not be listed", battle_id);
      g_propagate_error (error, g_steal_pointer (&step_error));
      return FALSE;
    }
  *out_named = g_strdup ((const char *) sqlite3_column_text (named, 0));
  return TRUE;
}

static gboolean
replay (BnStore   *store,
        gint64     campaign_id,
        guint      current,
        BnChance  *chance,
        GError   **error)
{
  g_auto(Rules) rules = { 0, };
  g_autoptr(BnCareerState) state = NULL;
  g_autoptr(Kept) kept = NULL;
  g_autofree char *named = NULL;
  gint64 through = -1;
  guint from = 0;

  if (!load_rules (&rules, error) || !ensure_baselines (store, campaign_id, error) ||
      !bn_store_career_query_int64 (store, "SELECT coalesce(career_through, -1) FROM campaign WHERE id = ?", campaign_id, &through,
                    error))
    return FALSE;
  /* A new event at the end of a campaign whose state was kept after the
   * event before it replays only itself; anything else (a correction, a
   * deletion, a campaign kept before states were) replays from the first. */
  /* Its state leaves out the leaders its event cannot reach, and they are
   * not written either: they are as they were. */
  if (current > 0 && through == (gint64) current - 1)
    {
      from = current;
      if (!event_named_leaders (store, campaign_id, current, &named, error))
        return FALSE;
    }
  state = load_state (store, &rules, campaign_id, from, named, error);
  if (state == NULL)
    return FALSE;
  if (from > 0 && (kept = kept_new (store, state, campaign_id, error)) == NULL)
    return FALSE;
  if (!replay_events (store, state, campaign_id, from, 0, current, chance, error))
    return FALSE;
  step ("replayed");
  if (!bn_store_career_change_rosters (store, state, campaign_id, error))
    return FALSE;
  step ("rosters-changed");
  return write_state (store, state, campaign_id, current, kept, error) &&
         exec_bound (store,
                     "UPDATE campaign SET career_through = "
                     "(SELECT coalesce(max(sequence), 0) FROM career_event WHERE campaign_id = ?1) WHERE id = ?1",
                     campaign_id, "keeping the careers' state", error);
}

static gboolean
next_sequence (BnStore  *store,
               gint64    campaign_id,
               guint    *out,
               GError  **error)
{
  gint64 last;

  if (!bn_store_career_query_int64 (store, "SELECT coalesce(max(sequence), 0) FROM career_event WHERE campaign_id = ?",
                    campaign_id, &last, error))
    return FALSE;
  *out = (guint) last + 1;
  return TRUE;
}

/* A chance for an event: the caller's, or the campaign deck's next shuffle
 * (which moves the deck on), and the seed the event keeps for replays. */
static gboolean
event_chance (BnStore           *store,
              gint64             campaign_id,
              guint              sequence,
              BnChance          *given,
              BnChance         **out_owned,
              guint64           *out_seed,
              GError           **error)
{
  g_autoptr(BnCampaign) campaign = bn_store_get_campaign (store, campaign_id, error);

  if (campaign == NULL)
    return FALSE;
  *out_owned = NULL;
  if (given != NULL)
    {
      *out_seed = bn_chance_has_seed (given) ? bn_chance_get_seed (given) : event_seed (campaign, sequence);
      return TRUE;
    }
  *out_seed = bn_campaign_get_deal_seed (campaign, campaign->deals);
  *out_owned = bn_chance_new_seeded (*out_seed);
  return exec_bound (store, "UPDATE campaign SET deals = deals + 1 WHERE id = ?", campaign_id,
                     "moving the campaign deck on", error);
}

static gboolean
insert_event (BnStore     *store,
              gint64       campaign_id,
              guint        sequence,
              gint64       battle_id,
              guint64      seed,
              GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, "INSERT INTO career_event VALUES (?, ?, ?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  sqlite3_bind_int (stmt, 2, (int) sequence);
  sqlite3_bind_text (stmt, 3, battle_id != 0 ? "battle" : "advance", -1, SQLITE_STATIC);
  if (battle_id != 0)
    sqlite3_bind_int64 (stmt, 4, battle_id);
  else
    sqlite3_bind_null (stmt, 4);
  sqlite3_bind_int64 (stmt, 5, (sqlite3_int64) (seed & G_MAXINT64));
  return bn_store_step_done (store, stmt, "recording a career event", error);
}

/* The one-shot effect on common retainers: those a leader who took the
 * field had used come back after the battle. (His special retainers are
 * the replay's: they leave him there.) */
static gboolean
settle_retainers (BnStore               *store,
                  const BnBattleRecord  *record,
                  GError               **error)
{
  g_autoptr(sqlite3_stmt) restore = bn_store_prepare (store,
                                                      "UPDATE leader_retainer SET state = 'available' "
                                                      "WHERE leader_id = ? AND kind = 'common'", error);

  if (restore == NULL)
    return FALSE;
  for (guint i = 0; i < record->leaders->len; i++)
    {
      const BnBattleLeader *entry = g_ptr_array_index (record->leaders, i);

      sqlite3_reset (restore);
      sqlite3_bind_int64 (restore, 1, entry->leader_id);
      if (!bn_store_step_done (store, restore, "bringing back common retainers", error))
        return FALSE;
    }
  return TRUE;
}

gboolean
bn_store_career_apply_in_transaction (BnStore   *store,
                      gint64     battle_id,
                      BnChance  *chance,
                      GError   **error)
{
  g_auto(Rules) rules = { 0, };
  g_autoptr(BnBattleRecord) record = load_battle (store, battle_id, error);
  g_autoptr(BnChance) owned = NULL;
  g_autoptr(sqlite3_stmt) mark = NULL;
  guint sequence;
  guint64 seed;

  if (record == NULL || !load_rules (&rules, error))
    return FALSE;
  if (record->applied)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_APPLIED,
                   "the post-battle sequence has already run for battle %" G_GINT64_FORMAT
                   " (correct it instead)", battle_id);
      return FALSE;
    }
  /* The campaign may have moved on since it was recorded (a leader killed
   * in a battle applied before this one cannot have fought in it). */
  if (!check_record (store, &rules, record, 0, error) ||
      !ensure_baselines (store, record->campaign_id, error) ||
      !next_sequence (store, record->campaign_id, &sequence, error) ||
      !event_chance (store, record->campaign_id, sequence, chance, &owned, &seed, error) ||
      !insert_event (store, record->campaign_id, sequence, battle_id, seed, error) ||
      !settle_retainers (store, record, error))
    return FALSE;
  mark = bn_store_prepare (store, "UPDATE battle SET sequence = ?, seed = ? WHERE id = ?", error);
  if (mark == NULL)
    return FALSE;
  sqlite3_bind_int (mark, 1, (int) sequence);
  sqlite3_bind_int64 (mark, 2, (sqlite3_int64) (seed & G_MAXINT64));
  sqlite3_bind_int64 (mark, 3, battle_id);
  if (!bn_store_step_done (store, mark, "marking the battle applied", error))
    return FALSE;
  return replay (store, record->campaign_id, sequence, owned != NULL ? owned : chance, error);
}

/**
 * bn_career_apply_battle:
 * @chance: (nullable): where the cards and dice the sequence needs come
 *   from (typed ones first); %NULL: the campaign deck's next shuffle
 *
 * Runs the post-battle sequence for a recorded battle, all or nothing.
 * The cards and dice it reads are recorded, so every later replay
 * (after a correction) reads the same ones.
 */
gboolean
bn_career_apply_battle (BnStore   *store,
                        gint64     battle_id,
                        BnChance  *chance,
                        GError   **error)
{
  g_return_val_if_fail (store != NULL, FALSE);

  if (!bn_store_begin (store, error))
    return FALSE;
  if (!bn_store_career_apply_in_transaction (store, battle_id, chance, error))
    {
      bn_store_rollback (store);
      return FALSE;
    }
  return bn_store_commit (store, error);
}

static gboolean
correct_in_transaction (BnStore         *store,
                        BnBattleRecord  *record,
                        const char      *reason,
                        GError         **error)
{
  g_auto(Rules) rules = { 0, };
  g_autoptr(BnBattleRecord) old = load_battle (store, record->id, error);
  g_autofree char *xml = NULL;
  g_autoptr(sqlite3_stmt) history = NULL;

  if (old == NULL || !load_rules (&rules, error))
    return FALSE;
  if (record->campaign_id != old->campaign_id)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                   "a correction cannot move battle %" G_GINT64_FORMAT " to another campaign", record->id);
      return FALSE;
    }
  if (!check_record (store, &rules, record, old->applied ? old->sequence : 0, error))
    return FALSE;
  xml = bn_battle_record_xml_write (old);
  history = bn_store_prepare (store, "INSERT INTO battle_revision VALUES (?, ?, ?, ?, ?)", error);
  if (history == NULL)
    return FALSE;
  sqlite3_bind_int64 (history, 1, old->id);
  sqlite3_bind_int (history, 2, (int) old->revision);
  sqlite3_bind_int (history, 3, old->applied ? 1 : 0);
  sqlite3_bind_text (history, 4, reason != NULL ? reason : "", -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (history, 5, xml, -1, SQLITE_TRANSIENT);
  if (!bn_store_step_done (store, history, "keeping the replaced version", error))
    return FALSE;
  record->revision = old->revision + 1;
  record->applied = old->applied;
  record->sequence = old->sequence;
  if (!update_battle_row (store, record, error) || !write_children (store, record, error))
    return FALSE;
  return !old->applied || replay (store, record->campaign_id, 0, NULL, error);
}

/**
 * bn_career_correct_battle:
 * @record: the battle as it should have been recorded, with its id
 * @reason: why, kept with the replaced version
 *
 * Replaces a recorded battle, before or after its sequence ran, keeping the
 * version it replaces. After the sequence, the whole campaign is replayed:
 * the ledger and every leader follow from the corrected record; draws
 * already made are read again as they fell.
 */
gboolean
bn_career_correct_battle (BnStore         *store,
                          BnBattleRecord  *record,
                          const char      *reason,
                          GError         **error)
{
  g_return_val_if_fail (store != NULL && record != NULL && record->id != 0, FALSE);

  if (!bn_store_begin (store, error))
    return FALSE;
  if (!correct_in_transaction (store, record, reason, error))
    {
      bn_store_rollback (store);
      return FALSE;
    }
  return bn_store_commit (store, error);
}

/* Returns: (transfer full) (element-type BnBattleRevision): the versions a
 *   battle's corrections replaced, oldest first. */
GPtrArray *
bn_career_list_revisions (BnStore  *store,
                          gint64    battle_id,
                          GError  **error)
{
  g_autoptr(GError) step_error = NULL;
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store,
                                                   "SELECT revision, applied, reason, record FROM battle_revision "
                                                   "WHERE battle_id = ? ORDER BY revision", error);
  GPtrArray *list;

  if (stmt == NULL)
    return NULL;
  list = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_battle_revision_free);
  sqlite3_bind_int64 (stmt, 1, battle_id);
  while (bn_store_step_row (store, stmt, "reading the campaign's records", &step_error))
    {
      BnBattleRevision *revision = g_new0 (BnBattleRevision, 1);

      revision->battle_id = battle_id;
      revision->revision = (guint) sqlite3_column_int (stmt, 0);
      revision->applied = sqlite3_column_int (stmt, 1) != 0;
      revision->reason = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
      revision->record = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
      g_ptr_array_add (list, revision);
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      g_ptr_array_unref (list);
      return NULL;
    }
  return list;
}

/* Replays a campaign and rewrites what is derived; nothing is drawn that
 * was not drawn before, except for checks a correction added. */
gboolean
bn_career_recompute (BnStore   *store,
                     gint64     campaign_id,
                     GError   **error)
{
  g_return_val_if_fail (store != NULL, FALSE);

  if (!bn_store_begin (store, error))
    return FALSE;
  if (!replay (store, campaign_id, 0, NULL, error))
    {
      bn_store_rollback (store);
      return FALSE;
    }
  return bn_store_commit (store, error);
}

/**
 * bn_career_advance:
 * @chance: (nullable): for rank-climb draws; %NULL: the campaign deck
 *
 * Between battles (see bn_career_state_advance()), all or nothing.
 *
 * Returns: (transfer full) (element-type BnCareerPending): what each leader
 *   has waiting (skill points, an heir, wounds, debts), or %NULL on error
 */
GPtrArray *
bn_career_advance (BnStore   *store,
                   gint64     campaign_id,
                   BnChance  *chance,
                   GError   **error)
{
  g_autoptr(BnChance) owned = NULL;
  guint sequence;
  guint64 seed;

  g_return_val_if_fail (store != NULL, NULL);

  if (!bn_store_begin (store, error))
    return NULL;
  if (!ensure_baselines (store, campaign_id, error) ||
      !next_sequence (store, campaign_id, &sequence, error) ||
      !event_chance (store, campaign_id, sequence, chance, &owned, &seed, error) ||
      !insert_event (store, campaign_id, sequence, 0, seed, error) ||
      !replay (store, campaign_id, sequence, owned != NULL ? owned : chance, error) ||
      !bn_store_commit (store, error))
    {
      bn_store_rollback (store);
      return NULL;
    }
  return bn_career_list_pending (store, campaign_id, error);
}
