/* bn-store-career-read.c — what the careers derived, read back: a leader's
 * career and ledger, the contracts, what is pending between battles, the
 * special retainers for the next battle, and the skill points a player
 * assigns. */
#include "bn-store-career-private.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "bn-career.h"

/* ---- reading the careers ---- */

/* Returns: (transfer full): the leader's record with his career columns
 *   and his special retainers for his next battle. */
BnCareerLeader *
bn_career_get_leader (BnStore  *store,
                      gint64    leader_id,
                      GError  **error)
{
  g_autoptr(BnLeader) leader = bn_store_get_leader (store, leader_id, error);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  BnCareerLeader *cl;

  if (leader == NULL)
    return NULL;
  stmt = bn_store_prepare (store, "SELECT purse, wound_battles, skill_points_earned, skill_points_spent, "
                                  "honor_gained, battles_fought, "
                                  /* No baseline yet: he joined after the campaign's last event so
                                   * far, as the next commit will record. */
                                  "COALESCE((SELECT joined_after FROM career_baseline WHERE leader_id = ?1), "
                                  "(SELECT COALESCE(MAX(sequence), 0) FROM career_event e "
                                  "WHERE e.campaign_id = leader.campaign_id)) "
                                  "FROM leader WHERE id = ?1", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, leader_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      bn_store_set_error (store, error, "reading a leader's career");
      return NULL;
    }
  cl = bn_career_leader_new (g_steal_pointer (&leader));
  for (guint i = 0; i < cl->leader->retainers->len; i++)
    {
      const BnRetainer *retainer = g_ptr_array_index (cl->leader->retainers, i);

      if (retainer->kind == BN_RETAINER_SPECIAL)
        g_ptr_array_add (cl->special_retainers, bn_retainer_copy (retainer));
    }
  cl->purse = (guint) sqlite3_column_int (stmt, 0);
  cl->wound_battles = (guint) sqlite3_column_int (stmt, 1);
  cl->skill_points_earned = (guint) sqlite3_column_int (stmt, 2);
  cl->skill_points_spent = (guint) sqlite3_column_int (stmt, 3);
  cl->honor_gained = (guint) sqlite3_column_int (stmt, 4);
  cl->battles_fought = (guint) sqlite3_column_int (stmt, 5);
  cl->joined_after = (guint) sqlite3_column_int (stmt, 6);
  return cl;
}

/* Returns: (transfer full) (element-type BnLedgerEntry): his ledger, in
 *   the order the events made it. */
GPtrArray *
bn_career_get_ledger (BnStore  *store,
                      gint64    leader_id,
                      GError  **error)
{
  g_autoptr(GError) step_error = NULL;
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store,
                                                   "SELECT leader_id, battle_id, sequence, kind, rule, base, "
                                                   "multipliers, result, card FROM ledger WHERE leader_id = ? "
                                                   "ORDER BY sequence, id", error);
  GPtrArray *ledger;

  if (stmt == NULL)
    return NULL;
  ledger = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_ledger_entry_free);
  sqlite3_bind_int64 (stmt, 1, leader_id);
  while (bn_store_step_row (store, stmt, "reading the campaign's records", &step_error))
    {
      BnLedgerEntry *e = g_new0 (BnLedgerEntry, 1);

      e->leader_id = sqlite3_column_int64 (stmt, 0);
      e->battle_id = sqlite3_column_type (stmt, 1) == SQLITE_NULL ? 0 : sqlite3_column_int64 (stmt, 1);
      e->event = (guint) sqlite3_column_int (stmt, 2);
      e->kind = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
      e->rule = g_strdup ((const char *) sqlite3_column_text (stmt, 4));
      e->base = sqlite3_column_int (stmt, 5);
      e->multipliers = g_strdup ((const char *) sqlite3_column_text (stmt, 6));
      e->result = sqlite3_column_int (stmt, 7);
      e->card = g_strdup ((const char *) sqlite3_column_text (stmt, 8));
      g_ptr_array_add (ledger, e);
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      g_ptr_array_unref (ledger);
      return NULL;
    }
  return ledger;
}

/* Returns: (transfer full) (element-type BnMercenaryContract) */
GPtrArray *
bn_career_list_contracts (BnStore  *store,
                          gint64    campaign_id,
                          GError  **error)
{
  g_autoptr(GError) step_error = NULL;
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store,
                                                   "SELECT leader_id, battle_id, army_id, unit, unit_name, amount, "
                                                   "status, consequence, advances_unpaid FROM mercenary_contract "
                                                   "WHERE campaign_id = ? ORDER BY id", error);
  GPtrArray *list;

  if (stmt == NULL)
    return NULL;
  list = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_mercenary_contract_free);
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  while (bn_store_step_row (store, stmt, "reading the campaign's records", &step_error))
    {
      BnMercenaryContract *c = g_new0 (BnMercenaryContract, 1);
      const char *status = (const char *) sqlite3_column_text (stmt, 6);
      const char *consequence = (const char *) sqlite3_column_text (stmt, 7);

      c->leader_id = sqlite3_column_int64 (stmt, 0);
      c->battle_id = sqlite3_column_int64 (stmt, 1);
      c->army_id = sqlite3_column_int64 (stmt, 2);
      c->unit = (guint) sqlite3_column_int (stmt, 3);
      c->unit_name = g_strdup ((const char *) sqlite3_column_text (stmt, 4));
      c->amount = (guint) sqlite3_column_int (stmt, 5);
      c->status = g_strcmp0 (status, "paid") == 0 ? BN_CONTRACT_PAID
                : g_strcmp0 (status, "lapsed") == 0 ? BN_CONTRACT_LAPSED : BN_CONTRACT_OWED;
      c->consequence = g_strcmp0 (consequence, "deserted") == 0 ? BN_DEBT_DESERTED
                     : g_strcmp0 (consequence, "bribable") == 0 ? BN_DEBT_BRIBABLE : BN_DEBT_LOYAL;
      c->advances_unpaid = (guint) sqlite3_column_int (stmt, 8);
      g_ptr_array_add (list, c);
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      g_ptr_array_unref (list);
      return NULL;
    }
  return list;
}

/* Returns: (transfer full) (element-type BnCareerPending): every leader of
 *   the campaign with something waiting: skill points to assign, an heir to
 *   name (a dead player-leader and no living player-leader made after him),
 *   a wound, a purse or debts. */
GPtrArray *
bn_career_list_pending (BnStore  *store,
                        gint64    campaign_id,
                        GError  **error)
{
  g_autoptr(GError) step_error = NULL;
  g_autoptr(sqlite3_stmt) stmt =
    bn_store_prepare (store,
                      "SELECT l.id, l.name, l.skill_points_earned - l.skill_points_spent, "
                      "EXISTS (SELECT 1 FROM campaign_heir h WHERE h.leader_id = l.id) AND NOT EXISTS "
                      "  (SELECT 1 FROM leader n WHERE n.campaign_id = l.campaign_id AND n.is_player = 1 "
                      "   AND n.id > l.id AND n.status <> 'dead'), "
                      "l.wound_battles, l.purse, "
                      "(SELECT coalesce(sum(amount), 0) FROM mercenary_contract c "
                      " WHERE c.leader_id = l.id AND c.status = 'owed') "
                      "FROM leader l WHERE l.campaign_id = ? AND l.deleted_at IS NULL ORDER BY l.id", error);
  GPtrArray *list;

  if (stmt == NULL)
    return NULL;
  list = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_career_pending_free);
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  while (bn_store_step_row (store, stmt, "reading the campaign's records", &step_error))
    {
      BnCareerPending *p = g_new0 (BnCareerPending, 1);

      p->leader_id = sqlite3_column_int64 (stmt, 0);
      p->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      p->skill_points = (guint) MAX (sqlite3_column_int (stmt, 2), 0);
      p->needs_heir = sqlite3_column_int (stmt, 3) != 0;
      p->wound_battles = (guint) sqlite3_column_int (stmt, 4);
      p->purse = (guint) sqlite3_column_int (stmt, 5);
      p->owed = (guint) sqlite3_column_int (stmt, 6);
      if (p->skill_points > 0 || p->needs_heir || p->wound_battles > 0 || p->purse > 0 || p->owed > 0)
        g_ptr_array_add (list, p);
      else
        bn_career_pending_free (p);
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      g_ptr_array_unref (list);
      return NULL;
    }
  return list;
}

/**
 * bn_career_list_special_retainers:
 *
 * The special retainers @leader_id has for his next battle (DoB, "Special
 * Retainers"): the set he was generated with until his first battle, then
 * the set the last replay drew for the next one, which that battle reads
 * unless its record types the cards drawn at the table. Empty for a leader
 * who has none (not a player-leader, or below rank 4).
 *
 * Returns: (transfer full) (element-type BnRetainer): in the order drawn,
 *   or %NULL with @error set
 */
GPtrArray *
bn_career_list_special_retainers (BnStore  *store,
                                  gint64    leader_id,
                                  GError  **error)
{
  g_autoptr(BnLeader) leader = NULL;
  GPtrArray *specials;

  g_return_val_if_fail (store != NULL, NULL);

  leader = bn_store_get_leader (store, leader_id, error);
  if (leader == NULL)
    return NULL;
  specials = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_retainer_free);
  for (guint i = 0; i < leader->retainers->len; i++)
    {
      const BnRetainer *retainer = g_ptr_array_index (leader->retainers, i);

      if (retainer->kind == BN_RETAINER_SPECIAL)
        g_ptr_array_add (specials, bn_retainer_copy (retainer));
    }
  return specials;
}

static const char * const skill_columns[BN_SKILL_COUNT] = {
  "initiative", "morale_bonus", "combat_bonus", "personal_combat_skill",
};

/**
 * bn_career_assign_skill_point:
 *
 * Spends one of the leader's earned skill points on @skill (DoB, "Skill
 * Advancement"), in one transaction. Refused, with the reason, when he has
 * none waiting or the skill is already at the most leaders.xml allows.
 * Skills and points spent are the player's choices, so a replay of the
 * careers keeps them.
 */
gboolean
bn_career_assign_skill_point (BnStore   *store,
                              gint64     leader_id,
                              BnSkill    skill,
                              GError   **error)
{
  g_autoptr(BnLeaderRules) rules = NULL;
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(sqlite3_stmt) points = NULL;
  g_autoptr(sqlite3_stmt) update = NULL;
  g_autofree char *sql = NULL;
  const BnSkillRule *rule;
  guint earned, spent;

  g_return_val_if_fail (store != NULL, FALSE);
  g_return_val_if_fail (skill < BN_SKILL_COUNT, FALSE);

  if ((rules = bn_leader_rules_load_default (error)) == NULL)
    return FALSE;
  rule = bn_leader_rules_lookup_skill (rules, bn_skill_get_id (skill));
  if (!bn_store_begin (store, error))
    return FALSE;
  leader = bn_store_get_leader (store, leader_id, error);
  points = bn_store_prepare (store, "SELECT skill_points_earned, skill_points_spent FROM leader WHERE id = ?", error);
  if (leader == NULL || points == NULL)
    goto failed;
  sqlite3_bind_int64 (points, 1, leader_id);
  if (sqlite3_step (points) != SQLITE_ROW)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_NOT_FOUND,
                   _("there is no leader %" PRId64), leader_id);
      goto failed;
    }
  earned = (guint) sqlite3_column_int (points, 0);
  spent = (guint) sqlite3_column_int (points, 1);
  if (spent >= earned)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                   _("%s has no skill point to assign (%u earned, %u assigned)"), leader->name, earned, spent);
      goto failed;
    }
  if (rule != NULL && leader->skills[skill] >= rule->max_points)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                   _("%s's %s is already %u, the most it can be"), leader->name, rule->name,
                   leader->skills[skill] + rule->display_offset);
      goto failed;
    }
  sql = g_strdup_printf ("UPDATE leader SET %s = %s + 1, skill_points_spent = skill_points_spent + 1 WHERE id = ?",
                         skill_columns[skill], skill_columns[skill]);
  update = bn_store_prepare (store, sql, error);
  if (update == NULL)
    goto failed;
  sqlite3_bind_int64 (update, 1, leader_id);
  if (!bn_store_step_done (store, update, "assigning a skill point", error))
    goto failed;
  return bn_store_commit (store, error);

failed:
  bn_store_rollback (store);
  return FALSE;
}
