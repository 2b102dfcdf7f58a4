/* bn-store-career-write.c — writing back what a replay derived: the
 * leaders, the ledger, the heirs, the mercenary contracts and the special
 * retainers. After a replay of the last event alone, only what that event
 * changed is written, found by comparing each leader and contract with
 * what was read (its "fingerprint"). */
#include "bn-store-career-private.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

/* Each leader's special retainers for his next battle, as the replay drew
 * them, become his special rows in leader_retainer (after his common ones). */
/* Everything bn_store_career_write_state() keeps of @cl: a leader whose fingerprint is the
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
struct _BnStoreCareerKept
{
  GHashTable *leaders;          /* leader id → fingerprint */
  GPtrArray *contracts;         /* the contracts' fingerprints, in the state's order */
  GArray *contract_rows;        /* gint64: their rows in mercenary_contract */
};

static char *
contract_fingerprint (const BnMercenaryContract *c)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %u %s %u %d %d %u",
                          c->leader_id, c->battle_id, c->army_id, c->unit, c->unit_name, c->amount, (int) c->status,
                          (int) c->consequence, c->advances_unpaid);
}

void
bn_store_career_kept_free (BnStoreCareerKept *kept)
{
  if (kept == NULL)
    return;
  g_clear_pointer (&kept->leaders, g_hash_table_unref);
  g_clear_pointer (&kept->contracts, g_ptr_array_unref);
  g_clear_pointer (&kept->contract_rows, g_array_unref);
  g_free (kept);
}

/* Returns: (transfer full): @state as it was read, before any event. */
BnStoreCareerKept *
bn_store_career_kept_new (BnStore        *store,
          BnCareerState  *state,
          gint64          campaign_id,
          GError        **error)
{
  g_autoptr(BnStoreCareerKept) kept = g_new0 (BnStoreCareerKept, 1);
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
                   _("campaign %" PRId64 ": its contracts changed while they were read"), campaign_id);
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
                 BnStoreCareerKept           *kept,
                 GError        **error)
{
  GPtrArray *contracts = bn_career_state_get_contracts (state);
  g_autoptr(sqlite3_stmt) insert = NULL;
  g_autoptr(sqlite3_stmt) update = NULL;
  guint n_kept = kept != NULL ? kept->contracts->len : 0;

  if (kept == NULL &&
      !bn_store_career_exec_bound (store, "DELETE FROM mercenary_contract WHERE campaign_id = ?", campaign_id,
                   "clearing the contracts", error))
    return FALSE;
  if (contracts->len < n_kept)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_FAILED,
                   _("campaign %" PRId64 ": a replay lost contracts it read"), campaign_id);
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

/* As bn_store_career_exec_bound(), with a second parameter: the first event rewritten. */
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
gboolean
bn_store_career_write_state (BnStore        *store,
             BnCareerState  *state,
             gint64          campaign_id,
             guint           from,
             BnStoreCareerKept           *kept,
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
  bn_store_career_step ("leaders-written");

  /* A replay gives the events before @from the ledger lines they had: only
   * the lines from @from on are written again (all of them when @from is 0,
   * after a correction). The ledger is read in event order. */
  if (!exec_bound_from (store, "DELETE FROM ledger WHERE campaign_id = ? AND sequence >= ?", campaign_id, from,
                        "clearing the ledger", error) ||
      !bn_store_career_exec_bound (store, "DELETE FROM campaign_heir WHERE campaign_id = ?", campaign_id, "clearing the heirs", error))
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
        bn_store_career_step ("ledger-half-written");
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
  bn_store_career_step ("ledger-written");
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
