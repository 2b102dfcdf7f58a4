/* bn-store-played-battle-start.c — a played battle started and saved; see bn-played-battle.h. */
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
#include "bn-played-battle-summary.h"
#include "bn-scenario-xml.h"
#include "bn-unit-rules.h"

/**
 * bn_played_battle_start:
 * @scenario: a battlefield ("river-fords", "random:SEED")
 * @humans: who plays: BN_PLAYED_BY_PEOPLE() of each side people play
 *
 * A battle under the default ruleset; see bn_played_battle_start_with_rules().
 *
 * Returns: (transfer full): the new battle, saved, the computer's opening
 *   moves made if it plays first; %NULL with @error (nothing saved then)
 */
BnPlayedBattle *
bn_played_battle_start (BnStore     *store,
                        gint64       army_id,
                        gint64       opponent_army_id,
                        const char  *scenario,
                        guint64      seed,
                        guint        humans,
                        GError     **error)
{
  return bn_played_battle_start_with_rules (store, army_id, opponent_army_id, scenario, seed, humans,
                                            NULL, error);
}

/**
 * bn_played_battle_start_with_rules:
 * @ruleset: (nullable): the ruleset the battle follows; %NULL: the default
 *
 * Returns: (transfer full): as bn_played_battle_start()
 */
BnPlayedBattle *
bn_played_battle_start_with_rules (BnStore          *store,
                                   gint64            army_id,
                                   gint64            opponent_army_id,
                                   const char       *scenario,
                                   guint64           seed,
                                   guint             humans,
                                   const BnRuleset  *ruleset,
                                   GError          **error)
{
  return bn_played_battle_start_with_options (store, army_id, opponent_army_id, scenario, seed, humans, ruleset,
                                              0, error);
}

/* Starts and saves a battle against army @opponent_army_id, or (0) against
 * a host raised for @raised_points, in one transaction. */
static BnPlayedBattle *
start_battle (BnStore          *store,
              gint64            army_id,
              gint64            opponent_army_id,
              guint             raised_points,
              const char       *scenario,
              guint64           seed,
              guint             humans,
              const BnRuleset  *ruleset,
              BnBattleOptions   options,
              BnBattleStrength  strength,
              gboolean          defer_computer,
              const BnPlayedDealer *dealer,
              GError          **error)
{
  g_autoptr(BnPlayedBattle) self = g_new0 (BnPlayedBattle, 1);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(BnArmy) mine = NULL;
  g_autoptr(BnArmy) theirs = NULL;

  g_return_val_if_fail (store != NULL && scenario != NULL, NULL);
  g_return_val_if_fail (humans <= 3, NULL);
  g_return_val_if_fail ((options & ~BN_BATTLE_OPTION_BASIC_GAME) == 0, NULL);

  if (army_id == opponent_army_id)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT, _("an army cannot fight itself"));
      return NULL;
    }
  if ((mine = bn_store_get_army (store, army_id, error)) == NULL ||
      (raised_points == 0 && (theirs = bn_store_get_army (store, opponent_army_id, error)) == NULL))
    return NULL;
  if (theirs != NULL)
    {
      g_autoptr(BnLeader) leader = bn_store_get_leader (store, mine->leader_id, NULL);
      g_autoptr(GPtrArray) leaders = leader != NULL ? bn_store_list_leaders (store, leader->campaign_id, NULL) : NULL;

      if (!bn_battle_record_check_sides (mine, theirs, leaders, error))
        return NULL;
    }
  self->army_ids[0] = army_id;
  self->army_ids[1] = opponent_army_id;
  self->scenario_spec = g_strdup (scenario);
  self->seed = seed & G_MAXINT64;
  if (raised_points > 0)
    {
      /* Raised with the battle's seed, as "battle fight --vs-points" raises it. */
      g_autoptr(BnUnitRules) unit_rules = bn_unit_rules_load_default (error);
      g_autoptr(BnArmy) host = unit_rules != NULL ? bn_army_generate (unit_rules, raised_points, self->seed, error)
                                                  : NULL;

      if (host == NULL)
        return NULL;
      bn_army_generator_name_apart (host, raised_points, mine->name);
      {
        g_auto(GStrv) taken = bn_store_list_host_names_taken (store, army_id, NULL);

        bn_army_generator_name_free (host, raised_points, (const char * const *) taken);
      }
      self->raised_points = raised_points;
      self->raised_roster = bn_army_xml_write (host, NULL, NULL, unit_rules, FALSE);
    }
  self->humans = humans;
  self->ruleset = ruleset != NULL ? ruleset : bn_ruleset_get_default ();
  self->basic_game = (options & BN_BATTLE_OPTION_BASIC_GAME) != 0;
  self->strength = strength;
  self->defer_computer = defer_computer;
  if (dealer != NULL)
    {
      self->dealer = *dealer;
      self->dealt = g_array_new (FALSE, FALSE, sizeof (guint));
    }
  if (!played_battle_build (store, self, NULL, error))
    return NULL;
  played_battle_let_the_computer_play (self);

  if (!bn_store_begin (store, error))
    return NULL;
  stmt = bn_store_prepare (store,
                           "INSERT INTO played_battle (campaign_id, army_id, opponent_army_id, scenario, seed, humans, "
                           "rules, basic_game, raised_points, raised_name, raised_roster, strength) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, self->campaign_id);
  sqlite3_bind_int64 (stmt, 2, army_id);
  if (self->raised_roster != NULL)
    {
      sqlite3_bind_null (stmt, 3);
      sqlite3_bind_int (stmt, 9, (int) self->raised_points);
      sqlite3_bind_text (stmt, 10, self->raised->name, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (stmt, 11, self->raised_roster, -1, SQLITE_STATIC);
    }
  else
    sqlite3_bind_int64 (stmt, 3, opponent_army_id);
  sqlite3_bind_text (stmt, 4, scenario, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 5, (sqlite3_int64) self->seed);
  sqlite3_bind_int (stmt, 6, (int) humans);
  sqlite3_bind_text (stmt, 7, self->ruleset->id, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 8, self->basic_game ? 1 : 0);
  sqlite3_bind_text (stmt, 12, bn_battle_strength_to_string (strength), -1, SQLITE_STATIC);
  if (!bn_store_step_done (store, stmt, "starting the battle", error))
    goto fail;
  self->id = sqlite3_last_insert_rowid (store->db);
  if (!played_battle_save_actions (store, self, error) || !bn_store_commit (store, error))
    goto fail;
  return g_steal_pointer (&self);

fail:
  bn_store_rollback (store);
  return NULL;
}

/**
 * bn_played_battle_start_with_options:
 * @ruleset: (nullable): the ruleset the battle follows; %NULL: the default
 * @options: battle options beyond the scenario's own: only
 *   %BN_BATTLE_OPTION_BASIC_GAME, which is saved with the battle (so it
 *   replays and resumes with it)
 *
 * As bn_played_battle_start_with_strength(), the standard computer.
 *
 * Returns: (transfer full): as bn_played_battle_start()
 */
BnPlayedBattle *
bn_played_battle_start_with_options (BnStore          *store,
                                     gint64            army_id,
                                     gint64            opponent_army_id,
                                     const char       *scenario,
                                     guint64           seed,
                                     guint             humans,
                                     const BnRuleset  *ruleset,
                                     BnBattleOptions   options,
                                     GError          **error)
{
  return bn_played_battle_start_with_strength (store, army_id, opponent_army_id, scenario, seed, humans, ruleset,
                                               options, BN_BATTLE_STRENGTH_STANDARD, FALSE, error);
}

/**
 * bn_played_battle_start_with_strength:
 * @ruleset: (nullable): the ruleset the battle follows; %NULL: the default
 * @options: as bn_played_battle_start_with_options()
 * @strength: the computer player's, kept with the battle
 * @defer_computer: the caller makes the computer's moves, its opening ones
 *   too (bn_played_battle_set_defer_computer())
 *
 * Returns: (transfer full): as bn_played_battle_start()
 */
BnPlayedBattle *
bn_played_battle_start_with_strength (BnStore          *store,
                                      gint64            army_id,
                                      gint64            opponent_army_id,
                                      const char       *scenario,
                                      guint64           seed,
                                      guint             humans,
                                      const BnRuleset  *ruleset,
                                      BnBattleOptions   options,
                                      BnBattleStrength  strength,
                                      gboolean          defer_computer,
                                      GError          **error)
{
  g_return_val_if_fail (opponent_army_id > 0, NULL);

  return start_battle (store, army_id, opponent_army_id, 0, scenario, seed, humans, ruleset, options,
                       strength, defer_computer, NULL, error);
}

/**
 * bn_played_battle_start_raised:
 * @points: the points the opponent is raised for
 * @strength: the computer player's, kept with the battle
 * @defer_computer: as bn_played_battle_start_with_strength()
 *
 * As bn_played_battle_start_with_strength(), against a host the army
 * generator raises for @points with the battle's @seed (bn_army_generate():
 * "army generate --points N --seed S" shows the same host). The host is no
 * army of the campaign: it is kept with the battle, its roster as raised,
 * so the battle resumes and replays with it, and once kept in the campaign
 * the record knows the opponent by the host's name, as "battle fight
 * --vs-points" records it.
 *
 * Returns: (transfer full): as bn_played_battle_start(); %NULL with @error
 *   also when @points cannot raise an army
 */
BnPlayedBattle *
bn_played_battle_start_raised (BnStore          *store,
                               gint64            army_id,
                               guint             points,
                               const char       *scenario,
                               guint64           seed,
                               guint             humans,
                               const BnRuleset  *ruleset,
                               BnBattleOptions   options,
                               BnBattleStrength  strength,
                               gboolean          defer_computer,
                               GError          **error)
{
  g_return_val_if_fail (points > 0, NULL);

  return start_battle (store, army_id, 0, points, scenario, seed, humans, ruleset, options,
                       strength, defer_computer, NULL, error);
}

/* Returns: (nullable): the host raised for the battle, as it was raised
 * (no posts: the battle gives it its commanders); %NULL if the opponent is
 * an army of the campaign. */
const BnArmy *
bn_played_battle_get_raised_host (BnPlayedBattle *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->raised;
}

/* The battle's seed (its dice, the computer's choices and a raised host). */
guint64
bn_played_battle_get_seed (BnPlayedBattle *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->seed;
}

/* The points the host was raised for; 0 if the opponent is an army of the campaign. */
guint
bn_played_battle_get_raised_points (BnPlayedBattle *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->raised_points;
}

/**
 * bn_played_battle_start_dealt:
 * @ruleset: (nullable): the ruleset the battle follows; %NULL: the default
 * @options: as bn_played_battle_start_with_options()
 * @dealer: deals the battle's command deck, the first hands while the
 *   battle is set up: this program's cards, and the other side's unseen
 *
 * As bn_played_battle_start_with_options(), for a battle whose command
 * deck is dealt between two programs (a battle over the network): the
 * cards dealt are kept with it as this program was given them, and each
 * action's line keeps the cards it showed, so every reader of the file
 * deals it again as it was dealt.
 *
 * Returns: (transfer full): as bn_played_battle_start()
 */
BnPlayedBattle *
bn_played_battle_start_dealt (BnStore               *store,
                              gint64                 army_id,
                              gint64                 opponent_army_id,
                              const char            *scenario,
                              guint64                seed,
                              guint                  humans,
                              const BnRuleset       *ruleset,
                              BnBattleOptions        options,
                              const BnPlayedDealer  *dealer,
                              GError               **error)
{
  g_return_val_if_fail (opponent_army_id > 0, NULL);
  g_return_val_if_fail (dealer != NULL && dealer->dealer.deal != NULL, NULL);

  return start_battle (store, army_id, opponent_army_id, 0, scenario, seed, humans, ruleset, options,
                       BN_BATTLE_STRENGTH_STANDARD, FALSE, dealer, error);
}
