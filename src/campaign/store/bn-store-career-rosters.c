/* bn-store-career-rosters.c — what the careers do to saved rosters.
 *
 * Saved rosters are the player's, not derived: a mercenary unit deserting,
 * a dead leader's post taken by his successor or left vacant, is made
 * once, when a replay first finds it, and kept in career_roster_change
 * with the ledger line that tells it. A later replay finds the change made
 * and does not repeat it; replaying an earlier battle reads the roster with
 * the later changes undone, as it stood (bn_store_career_army_as_of()).
 */
#include "bn-store-career-private.h"

#include <glib/gi18n-lib.h>

#include "bn-army-report.h"
#include "bn-career.h"

/* ---- rosters as they stood ---- */

/* An army's posts as text, "leader:role:unit;…" (unit −1: none), so a
 * roster change can be undone. */
static char *
posts_to_text (const BnArmy *army)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (army->posts, i);

      g_string_append_printf (out, "%s%" G_GINT64_FORMAT ":%s:%d", i > 0 ? ";" : "", post->leader_id,
                              bn_army_role_get_id (post->role), post->unit_index);
    }
  return g_string_free (out, FALSE);
}

static void
posts_from_text (BnArmy     *army,
                 const char *text)
{
  g_auto(GStrv) posts = g_strsplit (text != NULL ? text : "", ";", -1);

  g_ptr_array_set_size (army->posts, 0);
  for (guint i = 0; posts[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (posts[i], ":", 3);
      BnArmyRole role = BN_ARMY_ROLE_CAPTAIN;

      if (g_strv_length (fields) != 3 || !bn_army_role_from_id (fields[1], &role))
        continue;
      g_ptr_array_add (army->posts, bn_army_post_new (g_ascii_strtoll (fields[0], NULL, 10), role,
                                                      (gint) g_ascii_strtoll (fields[2], NULL, 10)));
    }
}

/* Returns: (transfer full): the roster @army_id as it stood at career
 *   event @sequence: the saved one with the career's own changes made at
 *   or after @sequence undone, latest first. (A player's own edits of the
 *   roster are his, and are not undone.) */
BnArmy *
bn_store_career_army_as_of (BnStore  *store,
                            gint64    army_id,
                            guint     sequence,
                            GError  **error)
{
  g_autoptr(GError) step_error = NULL;
  g_autoptr(BnArmy) army = bn_store_get_army (store, army_id, error);
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (army == NULL)
    return NULL;
  stmt = bn_store_prepare (store,
                           "SELECT kind, position, posts_before, " BN_STORE_UNIT_COLUMNS ", colour, promise "
                           "FROM career_roster_change WHERE army_id = ? AND sequence >= ? ORDER BY id DESC", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, army_id);
  sqlite3_bind_int (stmt, 2, (int) sequence);
  while (bn_store_step_row (store, stmt, "reading the campaign's rosters", &step_error))
    {
      guint position = (guint) sqlite3_column_int (stmt, 1);

      if (g_strcmp0 ((const char *) sqlite3_column_text (stmt, 0), "desertion") == 0 &&
          position >= 1 && position <= army->units->len + 1)
        {
          BnUnit *unit = bn_store_unit_from_row (stmt, 3);
          const char *colour = (const char *) sqlite3_column_text (stmt, 3 + BN_STORE_N_UNIT_COLUMNS);

          if (colour == NULL || !bn_colour_from_id (colour, &unit->colour))
            unit->colour = BN_COLOUR_NONE;
          g_ptr_array_insert (army->units, (gint) position - 1,
                              bn_army_unit_new (unit, (guint) sqlite3_column_int (stmt, 4 + BN_STORE_N_UNIT_COLUMNS)));
        }
      posts_from_text (army, (const char *) sqlite3_column_text (stmt, 2));
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return NULL;
    }
  return g_steal_pointer (&army);
}

/* ---- what the careers do to saved rosters ---- */

static gboolean
change_made (BnStore     *store,
             const char  *kind,
             gint64       army_id,
             gint64       battle_id,
             gint64       leader_id,
             guint        unit,
             gboolean    *out_made,
             GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store,
                                                   "SELECT count(*) FROM career_roster_change WHERE kind = ? "
                                                   "AND army_id = ? AND battle_id = ? AND leader_id = ? AND unit = ?",
                                                   error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, kind, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 2, army_id);
  sqlite3_bind_int64 (stmt, 3, battle_id);
  sqlite3_bind_int64 (stmt, 4, leader_id);
  sqlite3_bind_int (stmt, 5, (int) unit);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      bn_store_set_error (store, error, "reading the campaign's rosters");
      return FALSE;
    }
  *out_made = sqlite3_column_int (stmt, 0) > 0;
  return TRUE;
}

/* Keeps one change: @posts_before is the roster's posts before it; @gone,
 * for a desertion, the unit that left (%NULL: nothing was removed). */
static gboolean
keep_change (BnStore           *store,
             gint64             campaign_id,
             const char        *kind,
             gint64             army_id,
             guint              sequence,
             gint64             battle_id,
             gint64             leader_id,
             guint              unit,
             guint              position,
             gint64             successor_id,
             const char        *posts_before,
             gint64             ledger_leader,
             const char        *rule,
             const BnArmyUnit  *gone,
             GError           **error)
{
  g_autoptr(sqlite3_stmt) stmt =
    bn_store_prepare (store,
                      "INSERT INTO career_roster_change (campaign_id, army_id, sequence, kind, battle_id, leader_id, "
                      "unit, position, successor_id, posts_before, ledger_leader, rule, "
                      BN_STORE_UNIT_COLUMNS ", colour, promise) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                      "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  sqlite3_bind_int64 (stmt, 2, army_id);
  sqlite3_bind_int (stmt, 3, (int) sequence);
  sqlite3_bind_text (stmt, 4, kind, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 5, battle_id);
  sqlite3_bind_int64 (stmt, 6, leader_id);
  sqlite3_bind_int (stmt, 7, (int) unit);
  sqlite3_bind_int (stmt, 8, (int) position);
  if (successor_id != 0)
    sqlite3_bind_int64 (stmt, 9, successor_id);
  else
    sqlite3_bind_null (stmt, 9);
  sqlite3_bind_text (stmt, 10, posts_before, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 11, ledger_leader);
  sqlite3_bind_text (stmt, 12, rule, -1, SQLITE_TRANSIENT);
  if (gone != NULL)
    {
      bn_store_bind_unit (stmt, 13, gone->unit);
      bn_store_career_bind_text_or_null (stmt, 13 + BN_STORE_N_UNIT_COLUMNS, gone->unit->colour != BN_COLOUR_NONE ? bn_colour_get_id (gone->unit->colour) : NULL);
      sqlite3_bind_int (stmt, 14 + BN_STORE_N_UNIT_COLUMNS, (int) gone->promise);
    }
  return bn_store_step_done (store, stmt, "keeping a change to a roster", error);
}

static const char *
unit_label (const BnArmyUnit *entry)
{
  const char *name = entry->unit->name != NULL ? entry->unit->name : entry->unit->type_id;

  return name != NULL ? name : "mercenaries";
}

/* A unit that deserted (LH, "Mercenaries"; the house debt table) leaves the
 * roster it was promised from. Its place there now is its number in the
 * contract's battle, less the units that deserted from before it since;
 * it is removed only if that place still holds it (a mercenary unit of
 * the same name), so a replay never removes another. */
static gboolean
desert (BnStore                    *store,
        gint64                      campaign_id,
        const BnMercenaryContract  *contract,
        GError                    **error)
{
  g_autoptr(GError) step_error = NULL;
  g_autoptr(sqlite3_stmt) since = NULL;
  g_autoptr(BnArmy) army = NULL;
  g_autofree char *posts = NULL;
  g_autofree char *rule = NULL;
  gint64 battle_sequence;
  gboolean made;
  guint place = contract->unit;
  BnArmyUnit *gone = NULL;

  if (!change_made (store, "desertion", contract->army_id, contract->battle_id, contract->leader_id,
                    contract->unit, &made, error))
    return FALSE;
  if (made)
    return TRUE;
  army = bn_store_get_army (store, contract->army_id, NULL);
  /* The roster was deleted since: there is nothing to leave. */
  if (army == NULL)
    return TRUE;
  if (!bn_store_career_query_int64 (store, "SELECT coalesce(sequence, 0) FROM battle WHERE id = ?", contract->battle_id,
                    &battle_sequence, error))
    return FALSE;
  since = bn_store_prepare (store, "SELECT position FROM career_roster_change WHERE kind = 'desertion' "
                                   "AND army_id = ? AND sequence > ? ORDER BY id", error);
  if (since == NULL)
    return FALSE;
  sqlite3_bind_int64 (since, 1, contract->army_id);
  sqlite3_bind_int64 (since, 2, battle_sequence);
  while (place != 0 && bn_store_step_row (store, since, "reading the campaign's rosters", &step_error))
    {
      guint left = (guint) sqlite3_column_int (since, 0);

      if (left == place)
        place = 0;
      else if (left != 0 && left < place)
        place--;
    }
  if (step_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&step_error));
      return FALSE;
    }
  if (place >= 1 && place <= army->units->len)
    {
      BnArmyUnit *entry = g_ptr_array_index (army->units, place - 1);

      if (entry->unit->mercenary && g_strcmp0 (unit_label (entry), contract->unit_name) == 0)
        gone = entry;
    }
  posts = posts_to_text (army);
  if (gone == NULL)
    {
      rule = g_strdup_printf (_("unit %u (%s) deserts, but is no longer on the roster of %s: nothing is removed"),
                              contract->unit, contract->unit_name, army->name);
      return keep_change (store, campaign_id, "desertion", army->id, contract->deserted_event, contract->battle_id,
                          contract->leader_id, contract->unit, 0, 0, posts, contract->leader_id, rule, NULL, error);
    }
  rule = g_strdup_printf (_("unit %u (%s) deserts: it leaves the roster of %s"), place, contract->unit_name, army->name);
  if (!keep_change (store, campaign_id, "desertion", army->id, contract->deserted_event, contract->battle_id,
                    contract->leader_id, contract->unit, place, 0, posts, contract->leader_id, rule, gone, error))
    return FALSE;
  /* The posts follow the units: one with the unit that left is kept
   * without a unit, for the player to place again. */
  for (guint i = 0; i < army->posts->len; i++)
    {
      BnArmyPost *post = g_ptr_array_index (army->posts, i);

      if (post->unit_index == (gint) place - 1)
        post->unit_index = -1;
      else if (post->unit_index > (gint) place - 1)
        post->unit_index--;
    }
  g_ptr_array_remove_index (army->units, place - 1);
  return bn_store_write_army (store, army, error);
}

static gint
find_post (const BnArmy *army,
           gint64        leader_id)
{
  for (guint i = 0; i < army->posts->len; i++)
    if (((const BnArmyPost *) g_ptr_array_index (army->posts, i))->leader_id == leader_id)
      return (gint) i;
  return -1;
}

static gboolean
has_commander_post (const BnArmy *army)
{
  for (guint i = 0; i < army->posts->len; i++)
    if (((const BnArmyPost *) g_ptr_array_index (army->posts, i))->role == BN_ARMY_ROLE_COMMANDER)
      return TRUE;
  return FALSE;
}

/* A dead leader keeps no post (DoB, "Lost Leaders and Heroes"): in the
 * roster of the side he commanded, the leader who took command takes his
 * post (the commander's post, when he commanded as the roster's leader
 * without one), leaving his own; in any other roster his post falls
 * vacant, for the player to fill. */
static gboolean
vacate_posts (BnStore              *store,
              gint64                campaign_id,
              const BnCareerDeath  *death,
              GPtrArray            *armies,
              BnCareerState        *state,
              GError              **error)
{
  BnCareerLeader *fallen = bn_career_state_get_leader (state, death->leader_id);
  BnCareerLeader *successor = death->successor_id != 0 ? bn_career_state_get_leader (state, death->successor_id) : NULL;

  for (guint i = 0; i < armies->len; i++)
    {
      BnArmy *army = g_ptr_array_index (armies, i);
      gboolean takes = successor != NULL && army->id == death->army_id;
      gint post = find_post (army, death->leader_id);
      g_autofree char *posts = NULL;
      g_autofree char *rule = NULL;
      BnArmyRole role = BN_ARMY_ROLE_COMMANDER;
      gint unit = -1;
      gboolean made;

      if (post < 0 && !(takes && army->leader_id == death->leader_id && !has_commander_post (army)))
        continue;
      if (!change_made (store, "succession", army->id, death->battle_id, death->leader_id, 0, &made, error))
        return FALSE;
      if (made)
        continue;
      posts = posts_to_text (army);
      if (post >= 0)
        {
          const BnArmyPost *old = g_ptr_array_index (army->posts, post);

          role = old->role;
          unit = old->unit_index;
          g_ptr_array_remove_index (army->posts, post);
        }
      if (takes)
        {
          gint own = find_post (army, successor->leader->id);

          rule = own >= 0
                   ? g_strdup_printf (_("takes %s's post in %s (%s), leaving his own (%s)"), fallen->leader->name,
                                      army->name, bn_army_role_get_id (role),
                                      bn_army_role_get_id (((const BnArmyPost *) g_ptr_array_index (army->posts, own))->role))
                   : g_strdup_printf (_("takes %s's post in %s (%s)"), fallen->leader->name, army->name,
                                      bn_army_role_get_id (role));
          if (own >= 0)
            g_ptr_array_remove_index (army->posts, own);
          g_ptr_array_add (army->posts, bn_army_post_new (successor->leader->id, role, unit));
        }
      else
        rule = g_strdup_printf (_("his post in %s (%s) falls vacant"), army->name, bn_army_role_get_id (role));
      if (!keep_change (store, campaign_id, "succession", army->id, death->event, death->battle_id, death->leader_id,
                        0, 0, takes ? successor->leader->id : 0, posts,
                        takes ? successor->leader->id : death->leader_id, rule, NULL, error) ||
          !bn_store_write_army (store, army, error))
        return FALSE;
    }
  return TRUE;
}

/* Makes the roster changes the replay found and no earlier replay made. */
gboolean
bn_store_career_change_rosters (BnStore        *store,
                                BnCareerState  *state,
                                gint64          campaign_id,
                                GError        **error)
{
  GPtrArray *contracts = bn_career_state_get_contracts (state);
  GPtrArray *deaths = bn_career_state_get_deaths (state);

  for (guint i = 0; i < contracts->len; i++)
    {
      const BnMercenaryContract *contract = g_ptr_array_index (contracts, i);

      if (contract->deserted_event != 0 && !desert (store, campaign_id, contract, error))
        return FALSE;
    }
  if (deaths->len > 0)
    {
      /* Read once for every death, only the rosters the dead hold posts in
       * or fell in: vacate_posts() changes the rosters it writes in place,
       * so each death sees the ones before it. */
      g_autoptr(GString) dead = g_string_new ("[");
      g_autoptr(GString) fell_in = g_string_new ("[");
      g_autoptr(GPtrArray) armies = NULL;

      for (guint i = 0; i < deaths->len; i++)
        {
          const BnCareerDeath *death = g_ptr_array_index (deaths, i);

          g_string_append_printf (dead, "%s%" G_GINT64_FORMAT, i > 0 ? "," : "", death->leader_id);
          g_string_append_printf (fell_in, "%s%" G_GINT64_FORMAT, i > 0 ? "," : "", death->army_id);
        }
      g_string_append_c (dead, ']');
      g_string_append_c (fell_in, ']');
      armies = bn_store_list_armies_of_leaders (store, campaign_id, dead->str, fell_in->str, error);

      if (armies == NULL)
        return FALSE;
      for (guint i = 0; i < deaths->len; i++)
        if (!vacate_posts (store, campaign_id, g_ptr_array_index (deaths, i), armies, state, error))
          return FALSE;
    }
  return TRUE;
}
