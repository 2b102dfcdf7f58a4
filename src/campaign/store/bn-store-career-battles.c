/* bn-store-career-battles.c — the recorded battles in the database: their
 * rows and children (units, leaders, deeds, checks), their check against
 * the campaign as it stood, and reading them back. The replay that derives
 * careers from them is bn-store-career.c. */
#include "bn-store-career-private.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "bn-army-report.h"
#include "bn-battle-record-xml.h"
#include "bn-career.h"

gboolean
bn_store_career_write_children (BnStore               *store,
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
    if (!bn_store_career_exec_bound (store, deletes[i], record->id, "clearing a battle", error))
      return FALSE;

  units = bn_store_prepare (store, "INSERT INTO battle_unit VALUES (?, ?, ?, ?, ?, ?, ?)", error);
  leaders = bn_store_prepare (store, "INSERT INTO battle_leader VALUES (?, ?, ?, ?, ?, ?, ?)", error);
  deeds = bn_store_prepare (store, "INSERT INTO battle_deed VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  checks = bn_store_prepare (store, "INSERT INTO battle_check (battle_id, position, leader_id, kind, roll, lost_melee, "
                             "strike_difference, retainer, card, found_card, ward_roll, reroll_retainer, first_roll, "
                             "wound, single_combat) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  uses = bn_store_prepare (store, "INSERT INTO battle_retainer (battle_id, position, leader_id, retainer, heals_wound, "
                           "rethrown, rethrown_roll) VALUES (?, ?, ?, ?, ?, ?, ?)", error);
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
      sqlite3_bind_int (deeds, 10, (int) d->turn);
      if (d->turn > 0)
        sqlite3_bind_int (deeds, 11, (int) d->action);
      else
        sqlite3_bind_null (deeds, 11);
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
      for (guint k = 0; k < 2; k++)
        {
          BnCard card = k == 0 ? c->card : c->found_card;
          g_autofree char *text = bn_card_is_valid (card) ? bn_card_to_string (card) : NULL;

          bn_store_career_bind_text_or_null (checks, 9 + (int) k, text);
        }
      sqlite3_bind_int (checks, 11, (int) c->ward_roll);
      bn_store_career_bind_text_or_null (checks, 12, c->reroll_retainer);
      sqlite3_bind_int (checks, 13, (int) c->first_roll);
      if (c->wound >= 0)
        sqlite3_bind_int (checks, 14, c->wound);
      else
        sqlite3_bind_null (checks, 14);
      sqlite3_bind_int (checks, 15, c->single_combat ? 1 : 0);
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
      sqlite3_bind_int (uses, 5, r->heals_wound ? 1 : 0);
      bn_store_career_bind_text_or_null (uses, 6, r->rethrown);
      sqlite3_bind_int (uses, 7, (int) r->rethrown_roll);
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
  deeds = bn_store_prepare_cached (store, "SELECT deed, unit, leader_id, attached, herald, captive_rank, ransom_paid, turn, action "
                                   "FROM battle_deed WHERE battle_id = ? ORDER BY position", error);
  checks = bn_store_prepare_cached (store, "SELECT leader_id, kind, roll, lost_melee, strike_difference, retainer, card, found_card, "
                                    "ward_roll, reroll_retainer, first_roll, wound, single_combat "
                                    "FROM battle_check WHERE battle_id = ? ORDER BY position", error);
  uses = bn_store_prepare_cached (store, "SELECT leader_id, retainer, heals_wound, rethrown, rethrown_roll FROM battle_retainer "
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
      d->turn = (guint) sqlite3_column_int (deeds, 7);
      d->action = (guint) sqlite3_column_int (deeds, 8);
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
      for (guint k = 0; k < 2; k++)
        {
          const char *text = (const char *) sqlite3_column_text (checks, 6 + (int) k);

          if (text != NULL && !bn_card_parse (text, k == 0 ? &c->card : &c->found_card, error))
            return FALSE;
        }
      c->ward_roll = (guint) sqlite3_column_int (checks, 8);
      c->reroll_retainer = g_strdup ((const char *) sqlite3_column_text (checks, 9));
      c->first_roll = (guint) sqlite3_column_int (checks, 10);
      c->wound = sqlite3_column_type (checks, 11) == SQLITE_NULL ? -1 : sqlite3_column_int (checks, 11);
      c->single_combat = sqlite3_column_int (checks, 12) != 0;
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return FALSE;
    }
  sqlite3_bind_int64 (uses, 1, record->id);
  while (bn_store_step_row (store, uses, "reading the campaign's records", &step_error))
    {
      BnRetainerUse *use;

      bn_battle_record_add_retainer_use (record, sqlite3_column_int64 (uses, 0),
                                         (const char *) sqlite3_column_text (uses, 1));
      use = g_ptr_array_index (record->retainers, record->retainers->len - 1);
      use->heals_wound = sqlite3_column_int (uses, 2) != 0;
      use->rethrown = g_strdup ((const char *) sqlite3_column_text (uses, 3));
      use->rethrown_roll = (guint) sqlite3_column_int (uses, 4);
    }
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
  "player_vp, opponent_vp, unspent, revision, sequence, archived, rules, end_turn, end_action"

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
  record->end_turn = (guint) sqlite3_column_int (stmt, 16);
  record->end_action = (guint) sqlite3_column_int (stmt, 17);
  return record;
}

BnBattleRecord *
bn_store_career_load_battle (BnStore  *store,
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
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_NOT_FOUND, _("there is no battle %" PRId64), id);
      return NULL;
    }
  record = record_from_row (stmt);
  if (!load_children (store, record, error))
    return NULL;
  return g_steal_pointer (&record);
}


/* Gives @leaders the status each had before the event @as_of: a leader who
 * died in that battle, or since, still took the field in it. */
static gboolean
statuses_as_of (BnStore    *store,
                BnStoreCareerRules      *rules,
                gint64      campaign_id,
                guint       as_of,
                GPtrArray  *leaders,
                GError    **error)
{
  g_autoptr(BnCareerState) state = bn_store_career_load_state (store, rules, campaign_id, 0, NULL, error);

  if (state == NULL || !bn_store_career_replay_events (store, state, campaign_id, 0, as_of, 0, NULL, error))
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
/* Loads what bn_battle_record_check() needs and runs it; fills in the
 * unspent points from the roster when the record leaves them out.
 * @as_of: an applied battle's event, whose rosters are read as they stood
 *   then; 0: the rosters as saved. */
gboolean
bn_store_career_check_record (BnStore         *store,
              BnStoreCareerRules           *rules,
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
                   _("there is no campaign %" PRId64), record->campaign_id);
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
                       _("there is no opponent army %" PRId64), record->opponent_army_id);
          return FALSE;
        }
    }
  if (army == NULL)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                   _("there is no army %" PRId64), record->army_id);
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
                      "winner, player_vp, opponent_vp, unspent, revision, rules, end_turn, end_action) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)",
                      error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, record->campaign_id);
  bind_heading (stmt, 2, record);
  bn_store_career_bind_text_or_null (stmt, 12, record->rules);
  sqlite3_bind_int (stmt, 13, (int) record->end_turn);
  sqlite3_bind_int (stmt, 14, (int) record->end_action);
  if (!bn_store_step_done (store, stmt, "saving the battle", error))
    return FALSE;
  record->id = sqlite3_last_insert_rowid (store->db);
  record->revision = 1;
  record->applied = FALSE;
  record->sequence = 0;
  return TRUE;
}

gboolean
bn_store_career_update_battle_row (BnStore               *store,
                   const BnBattleRecord  *record,
                   GError               **error)
{
  g_autoptr(sqlite3_stmt) stmt =
    bn_store_prepare (store,
                      "UPDATE battle SET name = ?, place = ?, date = ?, army_id = ?, opponent_army_id = ?, "
                      "opponent = ?, winner = ?, player_vp = ?, opponent_vp = ?, unspent = ?, revision = ?, "
                      "rules = ?, end_turn = ?, end_action = ? WHERE id = ?", error);

  if (stmt == NULL)
    return FALSE;
  bind_heading (stmt, 1, record);
  sqlite3_bind_int (stmt, 11, (int) record->revision);
  bn_store_career_bind_text_or_null (stmt, 12, record->rules);
  sqlite3_bind_int (stmt, 13, (int) record->end_turn);
  sqlite3_bind_int (stmt, 14, (int) record->end_action);
  sqlite3_bind_int64 (stmt, 15, record->id);
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
  g_auto(BnStoreCareerRules) rules = { 0, };

  g_return_val_if_fail (store != NULL && record != NULL, FALSE);

  if (!bn_store_career_rules_load (&rules, error))
    return FALSE;
  if (!bn_store_begin (store, error))
    return FALSE;
  if (!bn_battle_record_clean_names (record, error) ||
      !bn_store_career_check_record (store, &rules, record, 0, error) ||
      !insert_battle_row (store, record, error) ||
      !bn_store_career_write_children (store, record, error))
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
  g_auto(BnStoreCareerRules) rules = { 0, };
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (store != NULL && record != NULL && fought != NULL, FALSE);
  g_return_val_if_fail (fought->scenario != NULL && fought->log != NULL, FALSE);

  if (!bn_store_career_rules_load (&rules, error))
    return FALSE;
  if (!bn_store_begin (store, error))
    return FALSE;
  if (!bn_battle_record_clean_names (record, error) ||
      !bn_store_career_check_record (store, &rules, record, 0, error) ||
      !insert_battle_row (store, record, error) ||
      !bn_store_career_write_children (store, record, error) ||
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
                   _("battle %" PRId64 " was not fought by the battle core"), battle_id);
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

  return bn_store_career_load_battle (store, battle_id, error);
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
