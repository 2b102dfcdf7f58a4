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
 * The recorded battles themselves are kept by bn-store-career-battles.c,
 * and what a replay derived is written back by bn-store-career-write.c.
 * Saved rosters are the player's, not derived: what the careers do to them
 * is made once and kept (bn-store-career-rosters.c). What the careers
 * derived is read back by bn-store-career-read.c.
 */
#include "bn-store-career-private.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

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

/* Tells the test hook, if any, that the step @name of a write is done. */
void
bn_store_career_step (const char *name)
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

void
bn_store_career_rules_clear (BnStoreCareerRules *rules)
{
  g_clear_pointer (&rules->career, bn_career_rules_unref);
  g_clear_pointer (&rules->leader, bn_leader_rules_unref);
  g_clear_pointer (&rules->unit, bn_unit_rules_unref);
}

gboolean
bn_store_career_rules_load (BnStoreCareerRules   *rules,
            GError **error)
{
  return (rules->career = bn_career_rules_load_default (error)) != NULL &&
         (rules->leader = bn_leader_rules_load_default (error)) != NULL &&
         (rules->unit = bn_unit_rules_load_default (error)) != NULL;
}

gboolean
bn_store_career_exec_bound (BnStore     *store,
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
BnCareerState *
bn_store_career_load_state (BnStore     *store,
            BnStoreCareerRules       *rules,
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
                       _("leader %" PRId64 " has no starting record"), leader->id);
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
      /* The special retainers a replay carries from event to event are
       * those he was generated with, until his first battle uses them;
       * the set drawn for his next battle (his derived rows) is made anew
       * after the last event (special_set()), here as in a full replay. */
      if (cl->battles_fought > 0)
        continue;
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
gboolean
bn_store_career_replay_events (BnStore        *store,
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
          g_autoptr(BnBattleRecord) record = bn_store_career_load_battle (store, row[1], error);
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
  record = bn_store_career_load_battle (store, battle_id, error);
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
        g_set_error (&step_error, BN_STORE_ERROR, BN_STORE_ERROR_FAILED, _("battle %" PRId64
                     ": its leaders could not be listed"), battle_id);
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
  g_auto(BnStoreCareerRules) rules = { 0, };
  g_autoptr(BnCareerState) state = NULL;
  g_autoptr(BnStoreCareerKept) kept = NULL;
  g_autofree char *named = NULL;
  gint64 through = -1;
  guint from = 0;

  if (!bn_store_career_rules_load (&rules, error) || !ensure_baselines (store, campaign_id, error) ||
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
  state = bn_store_career_load_state (store, &rules, campaign_id, from, named, error);
  if (state == NULL)
    return FALSE;
  if (from > 0 && (kept = bn_store_career_kept_new (store, state, campaign_id, error)) == NULL)
    return FALSE;
  if (!bn_store_career_replay_events (store, state, campaign_id, from, 0, current, chance, error))
    return FALSE;
  bn_store_career_step ("replayed");
  if (!bn_store_career_change_rosters (store, state, campaign_id, error))
    return FALSE;
  bn_store_career_step ("rosters-changed");
  return bn_store_career_write_state (store, state, campaign_id, current, kept, error) &&
         bn_store_career_exec_bound (store,
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
  return bn_store_career_exec_bound (store, "UPDATE campaign SET deals = deals + 1 WHERE id = ?", campaign_id,
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
  g_auto(BnStoreCareerRules) rules = { 0, };
  g_autoptr(BnBattleRecord) record = bn_store_career_load_battle (store, battle_id, error);
  g_autoptr(BnChance) owned = NULL;
  g_autoptr(sqlite3_stmt) mark = NULL;
  guint sequence;
  guint64 seed;

  if (record == NULL || !bn_store_career_rules_load (&rules, error))
    return FALSE;
  if (record->applied)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_APPLIED,
                   _("the post-battle sequence has already run for battle %" PRId64
                   " (correct it instead)"), battle_id);
      return FALSE;
    }
  /* The campaign may have moved on since it was recorded (a leader killed
   * in a battle applied before this one cannot have fought in it). */
  if (!bn_store_career_check_record (store, &rules, record, 0, error) ||
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
  g_auto(BnStoreCareerRules) rules = { 0, };
  g_autoptr(BnBattleRecord) old = bn_store_career_load_battle (store, record->id, error);
  g_autofree char *xml = NULL;
  g_autoptr(sqlite3_stmt) history = NULL;

  if (old == NULL || !bn_store_career_rules_load (&rules, error))
    return FALSE;
  if (record->campaign_id != old->campaign_id)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                   _("a correction cannot move battle %" PRId64 " to another campaign"), record->id);
      return FALSE;
    }
  if (!bn_battle_record_clean_names (record, error) ||
      !bn_store_career_check_record (store, &rules, record, old->applied ? old->sequence : 0, error))
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
  if (!bn_store_career_update_battle_row (store, record, error) || !bn_store_career_write_children (store, record, error))
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
