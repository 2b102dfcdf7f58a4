/* bn-store-table-battle.c — battles fought on a real table with the
 * table-side helper, combat by combat; see bn-table-battle.h.
 *
 * The combats are resolved by the battle library's ruleset code
 * (bn_table_combat_resolve()); this file keeps the battle and its log and,
 * at the end, hands a battle record to the career as the "record a
 * battle" path does (bn_career_record_battle()).
 */
#include "bn-store-private.h"
#include <inttypes.h>

#include <glib/gi18n-lib.h>

#include "bn-battle-army-from-roster.h"
#include "bn-battle-rules-xml.h"
#include "bn-career.h"
#include "bn-table-battle.h"
#include "bn-unit-rules.h"

void
bn_table_entry_free (BnTableEntry *entry)
{
  if (entry == NULL)
    return;
  for (guint i = 0; i < 2; i++)
    g_free (entry->types[i]);
  g_free (entry->situation);
  g_free (entry->dice);
  g_free (entry->summary);
  g_free (entry->rule);
  g_free (entry);
}

void
bn_table_battle_free (BnTableBattle *battle)
{
  if (battle == NULL)
    return;
  g_free (battle->rules);
  g_free (battle->name);
  g_free (battle->opponent);
  g_free (battle->created_at);
  g_clear_pointer (&battle->combats, g_ptr_array_unref);
  g_free (battle);
}

static char *
dup_column (sqlite3_stmt *stmt,
            int           column)
{
  const char *text = (const char *) sqlite3_column_text (stmt, column);

  return text != NULL ? g_strdup (text) : NULL;
}

#define BATTLE_COLUMNS \
  "id, campaign_id, rules, name, army_id, coalesce(opponent_army_id, 0), opponent, " \
  "coalesce(leader_id, 0), coalesce(opponent_leader_id, 0), coalesce(battle_id, 0), created_at"

#define COMBAT_COLUMNS \
  "seq, attacker_side, attacker_unit, defender_unit, attacker_type, defender_type, situation, dice, " \
  "typed, attacker_lost, defender_lost, attacker_retreat, defender_retreat, attacker_destroyed, " \
  "defender_destroyed, attacker_routed, defender_routed, summary, rule"

static BnTableBattle *
battle_from_row (sqlite3_stmt *stmt)
{
  BnTableBattle *battle = g_new0 (BnTableBattle, 1);

  battle->id = sqlite3_column_int64 (stmt, 0);
  battle->campaign_id = sqlite3_column_int64 (stmt, 1);
  battle->rules = dup_column (stmt, 2);
  battle->name = dup_column (stmt, 3);
  battle->army_id = sqlite3_column_int64 (stmt, 4);
  battle->opponent_army_id = sqlite3_column_int64 (stmt, 5);
  battle->opponent = dup_column (stmt, 6);
  battle->leader_ids[0] = sqlite3_column_int64 (stmt, 7);
  battle->leader_ids[1] = sqlite3_column_int64 (stmt, 8);
  battle->record_id = sqlite3_column_int64 (stmt, 9);
  battle->created_at = dup_column (stmt, 10);
  battle->combats = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_table_entry_free);
  return battle;
}

static BnTableEntry *
entry_from_row (sqlite3_stmt *stmt)
{
  BnTableEntry *e = g_new0 (BnTableEntry, 1);

  e->seq = (guint) sqlite3_column_int (stmt, 0);
  e->attacker_side = (guint) sqlite3_column_int (stmt, 1);
  e->units[0] = (guint) sqlite3_column_int (stmt, 2);
  e->units[1] = (guint) sqlite3_column_int (stmt, 3);
  e->types[0] = dup_column (stmt, 4);
  e->types[1] = dup_column (stmt, 5);
  e->situation = dup_column (stmt, 6);
  e->dice = dup_column (stmt, 7);
  e->typed = sqlite3_column_int (stmt, 8) != 0;
  for (guint k = 0; k < 2; k++)
    {
      e->lost[k] = (guint) sqlite3_column_int (stmt, 9 + (int) k);
      e->retreat[k] = (guint) sqlite3_column_int (stmt, 11 + (int) k);
      e->destroyed[k] = sqlite3_column_int (stmt, 13 + (int) k) != 0;
      e->routed[k] = sqlite3_column_int (stmt, 15 + (int) k) != 0;
    }
  e->summary = dup_column (stmt, 17);
  e->rule = dup_column (stmt, 18);
  return e;
}

/**
 * bn_table_battle_load:
 *
 * Returns: (transfer full): table-side battle @id with its log, or %NULL
 *   with @error (BN_STORE_ERROR_NOT_FOUND)
 */
BnTableBattle *
bn_table_battle_load (BnStore  *store,
                      gint64    id,
                      GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(sqlite3_stmt) combats = NULL;
  g_autoptr(BnTableBattle) battle = NULL;
  int rc;

  g_return_val_if_fail (store != NULL, NULL);

  stmt = bn_store_prepare (store, "SELECT " BATTLE_COLUMNS " FROM table_battle WHERE id = ?", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    {
      if (rc == SQLITE_DONE)
        g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND,
                     _("no table-side battle %" PRId64), id);
      else
        bn_store_set_error (store, error, "reading the table-side battle");
      return NULL;
    }
  battle = battle_from_row (stmt);
  combats = bn_store_prepare (store, "SELECT " COMBAT_COLUMNS " FROM table_combat WHERE table_battle_id = ? "
                                     "ORDER BY seq", error);
  if (combats == NULL)
    return NULL;
  sqlite3_bind_int64 (combats, 1, id);
  while ((rc = sqlite3_step (combats)) == SQLITE_ROW)
    g_ptr_array_add (battle->combats, entry_from_row (combats));
  if (rc != SQLITE_DONE)
    {
      bn_store_set_error (store, error, "reading the table-side battle's log");
      return NULL;
    }
  return g_steal_pointer (&battle);
}

/**
 * bn_table_battle_list:
 * @campaign_id: a campaign, or 0 for every campaign
 *
 * Returns: (transfer full) (element-type BnTableBattle): the table-side
 *   battles, newest first, with their logs
 */
GPtrArray *
bn_table_battle_list (BnStore  *store,
                      gint64    campaign_id,
                      GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_table_battle_free);
  int rc;

  g_return_val_if_fail (store != NULL, NULL);

  stmt = bn_store_prepare (store, "SELECT id FROM table_battle WHERE ?1 = 0 OR campaign_id = ?1 ORDER BY id DESC",
                           error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (ids, g_memdup2 (&(gint64) { sqlite3_column_int64 (stmt, 0) }, sizeof (gint64)));
  if (rc != SQLITE_DONE)
    {
      bn_store_set_error (store, error, "listing the table-side battles");
      return NULL;
    }
  for (guint i = 0; i < ids->len; i++)
    {
      BnTableBattle *battle = bn_table_battle_load (store, *(gint64 *) ids->pdata[i], error);

      if (battle == NULL)
        return NULL;
      g_ptr_array_add (out, battle);
    }
  return g_steal_pointer (&out);
}

static gint64
army_campaign (BnStore       *store,
               const BnArmy  *army,
               GError       **error)
{
  g_autoptr(BnLeader) leader = bn_store_get_leader (store, army->leader_id, error);

  return leader != NULL ? leader->campaign_id : 0;
}

/**
 * bn_table_battle_start:
 * @name: (nullable): what the players call it; %NULL: "Table-side battle"
 * @opponent_army_id: the opponent's saved army, or 0 with @opponent
 * @opponent: (nullable): the opponent's name; %NULL: his army's
 * @leader_id: a leader who took the field with the player's army, or 0
 * @opponent_leader_id: one with the opponent's, or 0
 * @ruleset: (nullable): the ruleset its combats are resolved by; %NULL:
 *   the default
 *
 * Returns: (transfer full): the new battle, its log empty
 */
BnTableBattle *
bn_table_battle_start (BnStore         *store,
                       const char      *name,
                       gint64           army_id,
                       gint64           opponent_army_id,
                       const char      *opponent,
                       gint64           leader_id,
                       gint64           opponent_leader_id,
                       const BnRuleset *ruleset,
                       GError         **error)
{
  g_autoptr(BnArmy) mine = NULL;
  g_autoptr(BnArmy) theirs = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gint64 campaign_id, leaders[2] = { leader_id, opponent_leader_id };
  g_autofree char *clean_name = NULL;
  g_autofree char *clean_opponent = NULL;
  gint64 id;

  g_return_val_if_fail (store != NULL, NULL);

  if (ruleset == NULL)
    ruleset = bn_ruleset_get_default ();
  if (opponent_army_id == 0 && (opponent == NULL || *opponent == '\0'))
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                   _("name the opponent, or give his saved army"));
      return NULL;
    }
  if (army_id == opponent_army_id)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT, _("an army cannot fight itself"));
      return NULL;
    }
  /* Cleaned as every stored name is: a list shows one line per battle. */
  if (name != NULL && *name != '\0' && (clean_name = bn_normalize_name (name, "battle's name", error)) == NULL)
    return NULL;
  if (opponent != NULL && *opponent != '\0' &&
      (clean_opponent = bn_normalize_name (opponent, "opponent's name", error)) == NULL)
    return NULL;
  name = clean_name;
  opponent = clean_opponent;
  if ((mine = bn_store_get_army (store, army_id, error)) == NULL)
    return NULL;
  if ((campaign_id = army_campaign (store, mine, error)) == 0)
    return NULL;
  if (opponent_army_id != 0)
    {
      g_autoptr(GPtrArray) all = NULL;

      if ((theirs = bn_store_get_army (store, opponent_army_id, error)) == NULL
          || (all = bn_store_list_leaders (store, campaign_id, error)) == NULL
          || !bn_battle_record_check_sides (mine, theirs, all, error))
        return NULL;
    }
  for (guint i = 0; i < 2; i++)
    if (leaders[i] != 0)
      {
        g_autoptr(BnLeader) leader = bn_store_get_leader (store, leaders[i], error);

        if (leader == NULL)
          return NULL;
        if (leader->campaign_id != campaign_id)
          {
            g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                         _("leader %" PRId64 " belongs to another campaign"), leaders[i]);
            return NULL;
          }
      }
  if (leaders[0] != 0 && leaders[0] == leaders[1])
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                   _("a leader cannot take the field on both sides"));
      return NULL;
    }

  if (!bn_store_begin (store, error))
    return NULL;
  stmt = bn_store_prepare (store,
                           "INSERT INTO table_battle (campaign_id, rules, name, army_id, opponent_army_id, opponent, "
                           "leader_id, opponent_leader_id) VALUES (?, ?, ?, ?, nullif(?, 0), ?, nullif(?, 0), "
                           "nullif(?, 0))", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  sqlite3_bind_text (stmt, 2, ruleset->id, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, name != NULL && *name != '\0' ? name : _("Table-side battle"), -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 4, army_id);
  sqlite3_bind_int64 (stmt, 5, opponent_army_id);
  sqlite3_bind_text (stmt, 6, opponent != NULL && *opponent != '\0' ? opponent : theirs->name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 7, leaders[0]);
  sqlite3_bind_int64 (stmt, 8, leaders[1]);
  if (!bn_store_step_done (store, stmt, "starting the table-side battle", error))
    goto fail;
  id = sqlite3_last_insert_rowid (store->db);
  if (!bn_store_commit (store, error))
    goto fail;
  return bn_table_battle_load (store, id, error);

fail:
  bn_store_rollback (store);
  return NULL;
}

/* The figures @unit of @side has lost in @battle's log so far. */
static guint
lost_so_far (const BnTableBattle *battle,
             guint                side,
             guint                unit)
{
  guint lost = 0;

  for (guint i = 0; i < battle->combats->len; i++)
    {
      const BnTableEntry *e = battle->combats->pdata[i];

      for (guint k = 0; k < 2; k++)
        if (e->units[k] == unit && (k == 0 ? e->attacker_side : 1 - e->attacker_side) == side)
          lost += e->lost[k];
    }
  return lost;
}

/**
 * bn_table_battle_side:
 * @side: BnSide: 0 the player's army, 1 the opponent's
 * @unit: a roster number of that army, from 1
 *
 * The unit as a combat takes it: its type, weapon and grades as the
 * battle's ruleset reads its roster entry, its figures less those lost in
 * the battle's log.
 *
 * Returns: (transfer full): a side for BnTableCombat, or %NULL with @error
 */
BnTableSide *
bn_table_battle_side (BnStore             *store,
                      const BnTableBattle *battle,
                      guint                side,
                      guint                unit,
                      GError             **error)
{
  gint64 army_id = side == 0 ? battle->army_id : battle->opponent_army_id;
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(GPtrArray) domain = NULL;
  g_autoptr(BnUnitRules) unit_rules = NULL;
  g_autoptr(BnBattleRules) rules = NULL;
  g_autoptr(BnBattleArmy) battle_army = NULL;
  const BnBattleUnitSpec *spec;
  const BnClassProfile *cls;
  BnTableSide *out;
  guint lost;

  g_return_val_if_fail (store != NULL && battle != NULL && side < 2, NULL);

  if (army_id == 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                   _("%s has no saved army here: give the unit's type instead of its number"), battle->opponent);
      return NULL;
    }
  if ((army = bn_store_get_army (store, army_id, error)) == NULL
      || (leader = bn_store_get_leader (store, army->leader_id, error)) == NULL)
    return NULL;
  if (unit < 1 || unit > army->units->len)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                   _("%s has units 1 to %u; there is no unit %u"), army->name, army->units->len, unit);
      return NULL;
    }
  domain = leader->is_player ? bn_store_list_vassals (store, leader->id, error)
                             : g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  if (domain == NULL || (unit_rules = bn_unit_rules_load_default (error)) == NULL
      || (rules = bn_battle_rules_load_ruleset (bn_ruleset_for_record (battle->rules), error)) == NULL
      || (battle_army = bn_battle_army_from_roster (army, leader, domain, unit_rules, rules, error)) == NULL)
    return NULL;
  spec = &battle_army->units[unit - 1];
  cls = bn_battle_rules_lookup_class (rules, spec->arm, spec->unit_class);
  lost = lost_so_far (battle, side, unit);
  if (cls == NULL || lost >= spec->figures)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                   cls == NULL ? _("unit %u of %s has no class in these rules")
                               : _("unit %u of %s has lost all its figures in this battle"), unit, army->name);
      return NULL;
    }
  out = g_new0 (BnTableSide, 1);
  out->class_id = g_strdup (cls->id);
  out->weapon_id = g_strdup (bn_battle_rules_get_weapon (rules, spec->weapon)->id);
  out->figures = MIN (spec->figures - lost, cls->max_figures);
  out->shields = spec->shields;
  out->armour_level = spec->armour_level;
  out->morale = spec->morale;
  out->light = spec->light;
  out->dedicated = spec->dedicated;
  out->leadership = spec->leadership;
  return out;
}

/* The unit as the log shows it: "B-foot pike 6", or where the ruleset
 * names its own troop types (Junior General) "heavy infantry, 6 stands". */
static char *
type_text (const BnTableSide *side,
           const char        *troop_type)
{
  if (troop_type != NULL)
    return g_strdup_printf ("%s, %u %s%s", troop_type, side->figures, side->figures == 1 ? "stand" : "stands",
                            side->leader ? " +leader" : "");
  return g_strdup_printf ("%s %s %u%s", side->class_id, side->weapon_id != NULL ? side->weapon_id : "sidearms",
                          side->figures, side->leader ? " +leader" : "");
}

static char *
situation_text (const BnTableCombat *combat,
                const BnRuleset     *ruleset)
{
  GString *out = g_string_new (NULL);
  gboolean cm = ruleset->board != BN_RULESET_BOARD_HEX;

  if (combat->range <= 1)
    g_string_append (out, cm ? "melee" : "close combat");
  else
    g_string_append_printf (out, _("volley at %u %s"), combat->range, cm ? "cm" : combat->range == 1 ? "hex" : _("hexes"));
  g_string_append_printf (out, ", %s", bn_combat_facing_to_string (combat->facing));
  if (combat->charge)
    g_string_append (out, ", charge");
  if (combat->moved)
    g_string_append (out, ", moved");
  if (combat->withdraw && combat->range <= 1)
    g_string_append (out, _(", defender retreats"));
  for (guint i = 0; i < 2; i++)
    if (combat->terrain_id[i] != NULL)
      g_string_append_printf (out, ", %s in %s", i == 0 ? "attacker" : "defender", combat->terrain_id[i]);
  return g_string_free (out, FALSE);
}

static gboolean
check_open (const BnTableBattle  *battle,
            GError              **error)
{
  if (battle->record_id != 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_EXISTS,
                   _("table-side battle %" PRId64 " is finished already, as battle %" PRId64),
                   battle->id, battle->record_id);
      return FALSE;
    }
  return TRUE;
}

/**
 * bn_table_battle_resolve:
 * @attacker_side: BnSide of the attacking unit
 * @units: (array fixed-size=2): roster numbers of the attacker and the
 *   defender in their armies, 0 where @combat names the type
 * @combat: the situation; a side whose class_id is %NULL is the roster
 *   unit's (its leader flag and, if not 0, figures kept)
 * @faces: (array length=n_faces) (nullable): typed dice; %NULL: seeded
 *   with @seed
 *
 * Resolves one combat by the battle's ruleset and writes it to the log.
 * A refused combat (bad input, dice missing or left over) writes nothing.
 *
 * Returns: (transfer full): the log entry written
 */
BnTableEntry *
bn_table_battle_resolve (BnStore             *store,
                         gint64               id,
                         guint                attacker_side,
                         const guint         *units,
                         const BnTableCombat *combat,
                         const guint         *faces,
                         guint                n_faces,
                         guint64              seed,
                         GError             **error)
{
  g_autoptr(BnTableBattle) battle = NULL;
  g_autoptr(BnBattleRules) rules = NULL;
  g_autoptr(BnTableResult) result = NULL;
  g_autoptr(BnTableEntry) entry = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  BnTableCombat resolved;
  BnTableSide *from_roster[2] = { NULL, NULL };
  gboolean ok = FALSE;

  g_return_val_if_fail (store != NULL && combat != NULL && units != NULL && attacker_side < 2, NULL);

  if (!bn_store_begin (store, error))
    return NULL;
  if ((battle = bn_table_battle_load (store, id, error)) == NULL || !check_open (battle, error))
    goto out;
  resolved = *combat;
  for (guint k = 0; k < 2; k++)
    {
      guint side = k == 0 ? attacker_side : 1 - attacker_side;

      if (combat->sides[k].class_id != NULL)
        continue;
      if (units[k] == 0)
        {
          g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                       _("give the %s's unit number or its type"), k == 0 ? _("attacker") : _("defender"));
          goto out;
        }
      if ((from_roster[k] = bn_table_battle_side (store, battle, side, units[k], error)) == NULL)
        goto out;
      from_roster[k]->leader = combat->sides[k].leader;
      if (combat->sides[k].figures > 0)
        from_roster[k]->figures = combat->sides[k].figures;
      resolved.sides[k] = *from_roster[k];
    }
  if ((rules = bn_battle_rules_load_ruleset (bn_ruleset_for_record (battle->rules), error)) == NULL
      || (result = bn_table_combat_resolve (rules, &resolved, faces, n_faces, seed, error)) == NULL)
    goto out;

  entry = g_new0 (BnTableEntry, 1);
  entry->seq = battle->combats->len + 1;
  entry->attacker_side = attacker_side;
  for (guint k = 0; k < 2; k++)
    {
      BnTableSide shown = resolved.sides[k];

      shown.figures = result->figures[k];
      entry->units[k] = units[k];
      entry->types[k] = type_text (&shown, result->troop_type[k]);
      entry->lost[k] = result->figures_lost[k];
      entry->retreat[k] = result->retreat[k];
      entry->destroyed[k] = result->destroyed[k];
      entry->routed[k] = result->routed[k];
    }
  entry->situation = situation_text (&resolved, bn_ruleset_for_record (battle->rules));
  entry->dice = bn_table_result_dice_text (result);
  entry->typed = faces != NULL;
  entry->summary = g_strdup (result->summary);
  entry->rule = g_strdup (result->rule);

  stmt = bn_store_prepare (store, "INSERT INTO table_combat (table_battle_id, " COMBAT_COLUMNS ") VALUES "
                                  "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  if (stmt == NULL)
    goto out;
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int (stmt, 2, (int) entry->seq);
  sqlite3_bind_int (stmt, 3, (int) entry->attacker_side);
  sqlite3_bind_int (stmt, 4, (int) entry->units[0]);
  sqlite3_bind_int (stmt, 5, (int) entry->units[1]);
  sqlite3_bind_text (stmt, 6, entry->types[0], -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 7, entry->types[1], -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 8, entry->situation, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 9, entry->dice, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 10, entry->typed);
  for (guint k = 0; k < 2; k++)
    {
      sqlite3_bind_int (stmt, 11 + (int) k, (int) entry->lost[k]);
      sqlite3_bind_int (stmt, 13 + (int) k, (int) entry->retreat[k]);
      sqlite3_bind_int (stmt, 15 + (int) k, entry->destroyed[k]);
      sqlite3_bind_int (stmt, 17 + (int) k, entry->routed[k]);
    }
  sqlite3_bind_text (stmt, 19, entry->summary, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 20, entry->rule, -1, SQLITE_STATIC);
  if (!bn_store_step_done (store, stmt, "writing the combat to the log", error))
    goto out;
  ok = bn_store_commit (store, error);

out:
  if (!ok)
    bn_store_rollback (store);
  for (guint k = 0; k < 2; k++)
    bn_table_side_free (from_roster[k]);
  return ok ? g_steal_pointer (&entry) : NULL;
}

/**
 * bn_table_battle_undo:
 *
 * Takes the last combat off an unfinished battle's log.
 */
gboolean
bn_table_battle_undo (BnStore  *store,
                      gint64    id,
                      GError  **error)
{
  g_autoptr(BnTableBattle) battle = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (store != NULL, FALSE);

  if (!bn_store_begin (store, error))
    return FALSE;
  if ((battle = bn_table_battle_load (store, id, error)) == NULL || !check_open (battle, error))
    goto fail;
  if (battle->combats->len == 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT, _("the log has no combat to take back"));
      goto fail;
    }
  stmt = bn_store_prepare (store, "DELETE FROM table_combat WHERE table_battle_id = ? AND seq = ?", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int (stmt, 2, (int) battle->combats->len);
  if (!bn_store_step_done (store, stmt, "taking the combat back", error))
    goto fail;
  return bn_store_commit (store, error);

fail:
  bn_store_rollback (store);
  return FALSE;
}

/* Adds to @record each roster unit's losses in @battle's log: figures
 * lost (never more than it had), destroyed, routed. */
static void
add_units (BnStore             *store,
           const BnTableBattle *battle,
           BnBattleRecord      *record)
{
  gint64 army_ids[2] = { battle->army_id, battle->opponent_army_id };

  for (guint side = 0; side < 2; side++)
    {
      g_autoptr(BnArmy) army = army_ids[side] != 0 ? bn_store_get_army (store, army_ids[side], NULL) : NULL;

      if (army == NULL)
        continue;
      for (guint unit = 1; unit <= army->units->len; unit++)
        {
          const BnArmyUnit *au = army->units->pdata[unit - 1];
          guint lost = 0;
          gboolean destroyed = FALSE, routed = FALSE, fought = FALSE;

          for (guint i = 0; i < battle->combats->len; i++)
            {
              const BnTableEntry *e = battle->combats->pdata[i];

              for (guint k = 0; k < 2; k++)
                if (e->units[k] == unit && (k == 0 ? e->attacker_side : 1 - e->attacker_side) == side)
                  {
                    fought = TRUE;
                    lost += e->lost[k];
                    destroyed |= e->destroyed[k];
                    routed |= e->routed[k];
                  }
            }
          if (!fought || (lost == 0 && !destroyed && !routed))
            continue;
          if (destroyed || lost >= au->unit->figures)
            {
              destroyed = TRUE;
              lost = au->unit->figures;
            }
          bn_battle_record_add_unit (record, side == 0 ? BN_SIDE_PLAYER : BN_SIDE_OPPONENT, unit, lost,
                                     destroyed, routed && !destroyed);
        }
    }
}

/**
 * bn_table_battle_finish:
 * @winner: who won, as the players agree
 *
 * Records the battle in its campaign as a battle recorded at the table
 * is (bn_career_record_battle()): its name, sides, ruleset, the leaders
 * who took the field, the winner and victory points, and each roster
 * unit's losses summed from the log. It then waits in the career's
 * pending battles to be applied like any other.
 *
 * Returns: (transfer full): the recorded battle, or %NULL with @error
 *   (nothing written)
 */
BnBattleRecord *
bn_table_battle_finish (BnStore   *store,
                        gint64     id,
                        BnWinner   winner,
                        guint      player_vp,
                        guint      opponent_vp,
                        GError   **error)
{
  g_autoptr(BnTableBattle) battle = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(sqlite3_stmt) mark = NULL;

  g_return_val_if_fail (store != NULL, NULL);
  g_return_val_if_fail (winner <= BN_WINNER_DRAW, NULL);

  if (!bn_store_begin (store, error))
    return NULL;
  if ((battle = bn_table_battle_load (store, id, error)) == NULL || !check_open (battle, error))
    goto fail;
  record = bn_battle_record_new ();
  record->campaign_id = battle->campaign_id;
  record->name = g_strdup (battle->name);
  record->army_id = battle->army_id;
  record->opponent_army_id = battle->opponent_army_id;
  record->opponent = battle->opponent_army_id == 0 ? g_strdup (battle->opponent) : NULL;
  record->winner = winner;
  record->player_vp = player_vp;
  record->opponent_vp = opponent_vp;
  record->unspent = -1;
  record->rules = g_strdup (battle->rules);
  add_units (store, battle, record);
  for (guint side = 0; side < 2; side++)
    if (battle->leader_ids[side] != 0)
      bn_battle_record_add_leader (record, side == 0 ? BN_SIDE_PLAYER : BN_SIDE_OPPONENT,
                                   battle->leader_ids[side], 0);
  if (!bn_career_record_battle (store, record, error))
    goto fail;
  mark = bn_store_prepare (store, "UPDATE table_battle SET battle_id = ? WHERE id = ?", error);
  if (mark == NULL)
    goto fail;
  sqlite3_bind_int64 (mark, 1, record->id);
  sqlite3_bind_int64 (mark, 2, id);
  if (!bn_store_step_done (store, mark, "finishing the table-side battle", error) || !bn_store_commit (store, error))
    goto fail;
  return g_steal_pointer (&record);

fail:
  bn_store_rollback (store);
  return NULL;
}
