/* bn-store-played-battle.c — battles people play, saved action by action;
 * see bn-played-battle.h.
 *
 * Nothing of the battle's state is stored but its actions: the engine,
 * given the same armies, battlefield and seed, makes the same battle from
 * them, dice and all. The computer's choices are seeded by the battle's
 * seed and the number of actions taken, so the same position always gets
 * the same answer, whether the battle was closed and opened in between or
 * not.
 */
#include "bn-store-private.h"
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

struct _BnPlayedBattle
{
  gint64 id;
  gint64 campaign_id;
  gint64 kept_id;               /* the battle record it was kept as; 0: not kept */
  gint64 army_ids[2];
  char *scenario_spec;
  guint64 seed;
  guint humans;
  const BnRuleset *ruleset;
  gboolean basic_game;          /* Day of Battle's basic game (battle option, kept with it) */
  /* The opponent raised for the battle by the army generator (army_ids[1]
   * is 0 then): the points asked for and its roster as raised (army XML). */
  guint raised_points;
  char *raised_roster;
  BnArmy *raised;               /* the roster read back, as the battle took it */
  BnBattleStrength strength;    /* the computer player's (kept with it) */
  gboolean defer_computer;      /* the caller makes the computer's moves */

  BnBattleRules *rules;
  BnScenario *scenario;
  BnBattleArmy *armies[2];
  BnChance *chance;
  BnBattle *battle;
  char *saved;                  /* the actions as the store held them when last read or written */
  GArray *draws;                /* guint64 per action: the draw seed its rolls came from (a
                                   networked battle, bn-net-battle.h); 0: the battle's own chance */
};

/* What build() made but the armies, undone, so the battle can be built
 * again on them: a battle rebuilt (a move taken back or refused) keeps
 * the armies bn_played_battle_get_army() lent, which views hold. */
static void
clear_battle (BnPlayedBattle *self)
{
  g_clear_pointer (&self->battle, bn_battle_free);
  g_clear_pointer (&self->chance, bn_chance_free);
  g_clear_pointer (&self->scenario, bn_scenario_free);
  g_clear_pointer (&self->rules, bn_battle_rules_unref);
}

/* What build() made, undone, armies and all. */
static void
clear_built (BnPlayedBattle *self)
{
  clear_battle (self);
  for (guint i = 0; i < 2; i++)
    g_clear_pointer (&self->armies[i], bn_battle_army_free);
}

void
bn_played_battle_free (BnPlayedBattle *self)
{
  if (self == NULL)
    return;
  clear_built (self);
  g_clear_pointer (&self->raised, bn_army_free);
  g_free (self->raised_roster);
  g_free (self->scenario_spec);
  g_free (self->saved);
  g_clear_pointer (&self->draws, g_array_unref);
  g_free (self);
}

/* A saved army as the battle takes it: with its leader and his domain. */
static BnBattleArmy *
load_army (BnStore        *store,
           BnUnitRules    *unit_rules,
           BnBattleRules  *rules,
           gint64          army_id,
           gint64         *out_campaign_id,
           GError        **error)
{
  g_autoptr(BnArmy) army = bn_store_get_army (store, army_id, error);
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(GPtrArray) domain = NULL;

  if (army == NULL || (leader = bn_store_get_leader (store, army->leader_id, error)) == NULL)
    return NULL;
  domain = leader->is_player ? bn_store_list_vassals (store, leader->id, error)
                             : g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  if (domain == NULL)
    return NULL;
  *out_campaign_id = leader->campaign_id;
  return bn_battle_army_from_roster (army, leader, domain, unit_rules, rules, error);
}

/* The host raised for the battle, read back from the roster kept with it. */
static BnBattleArmy *
load_raised_host (BnPlayedBattle  *self,
                  BnUnitRules     *unit_rules,
                  GError         **error)
{
  g_autoptr(BnLeaderRules) leader_rules = bn_leader_rules_load_default (error);
  g_autoptr(GBytes) bytes = NULL;

  if (leader_rules == NULL)
    return NULL;
  g_clear_pointer (&self->raised, bn_army_free);
  bytes = g_bytes_new (self->raised_roster, strlen (self->raised_roster));
  self->raised = bn_army_xml_read_bytes (bytes, _("the host raised for the battle"), unit_rules, leader_rules, error);
  if (self->raised == NULL)
    return NULL;
  {
    g_autoptr(BnArmy) taken = bn_army_copy (self->raised);
    BnBattleArmy *host = bn_career_outside_battle_army (unit_rules, self->rules, taken, error);

    /* "Opposing host of 60 points" would fill every line of the battle's
     * words: they call it by its short name. */
    if (host != NULL && self->raised->commander != NULL)
      {
        /* TRANSLATORS: a raised host's short name in the battle's words: its commander's host */
        g_autofree char *short_name = g_strdup_printf (_("%s’s host"), self->raised->commander);

        g_strlcpy (host->short_name, short_name, sizeof host->short_name);
      }
    else if (host != NULL)
      g_strlcpy (host->short_name, _("Opposing host"), sizeof host->short_name);
    return host;
  }
}

/* The log kept with the battle's record (bn_played_battle_keep()), read
 * with the battle's rules: it holds both armies as they took the field.
 * %NULL if there is none to read (a record's log that does not read, such
 * as one a French session wrote for a drawn battle before the log's words
 * were fixed): the battle is then told as before, from its saved armies. */
static BnBattleLog *
read_kept_log (BnStore        *store,
               BnPlayedBattle *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnFoughtBattle) fought = bn_career_get_fought_battle (store, self->kept_id, &error);
  g_autoptr(GBytes) bytes = NULL;
  BnBattleLog *log;

  if (fought == NULL)
    {
      g_debug ("played battle %" G_GINT64_FORMAT ": %s", self->id, error->message);
      return NULL;
    }
  bytes = g_bytes_new (fought->log, strlen (fought->log));
  log = bn_battle_log_load_bytes (self->rules, bytes, _("the battle's log"), &error);
  if (log == NULL || log->armies[0] == NULL || log->armies[1] == NULL)
    {
      g_debug ("played battle %" G_GINT64_FORMAT ": its log is not read: %s", self->id,
               error != NULL ? error->message : "no armies");
      g_clear_pointer (&log, bn_battle_log_free);
    }
  return log;
}

/* Builds the battle afresh and replays @actions_text on it. Its armies are
 * the saved ones, with their leaders as they stand; those of a kept battle
 * are taken from @fielded (the log kept with its record), as they took the
 * field, so what befell a leader or an army since (the post-battle
 * sequence: a retainer lost, a wound; a later battle; an edit) never
 * changes the battle told, nor stops a move he made from replaying. */
static gboolean
build_with (BnStore         *store,
            BnPlayedBattle  *self,
            const char      *actions_text,
            BnBattleLog     *fielded,
            GError         **error)
{
  g_autoptr(BnUnitRules) unit_rules = bn_unit_rules_load_default (error);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  gint64 campaigns[2] = { 0, 0 };

  if (unit_rules == NULL || (self->rules = bn_battle_rules_load_ruleset (self->ruleset, error)) == NULL ||
      (self->scenario = bn_scenario_resolve (self->rules, self->scenario_spec, error)) == NULL)
    return FALSE;
  if (self->basic_game)
    self->scenario->options |= BN_BATTLE_OPTION_BASIC_GAME;
  for (guint i = 0; i < 2; i++)
    {
      if (self->armies[i] != NULL)
        /* Built again (clear_battle()): on the armies it was built on. */
        campaigns[i] = self->campaign_id;
      else if (i == 1 && self->raised_roster != NULL)
        self->armies[i] = load_raised_host (self, unit_rules, error);
      else if (fielded != NULL)
        {
          self->armies[i] = g_steal_pointer (&fielded->armies[i]);
          campaigns[i] = self->campaign_id;
        }
      else
        self->armies[i] = load_army (store, unit_rules, self->rules, self->army_ids[i], &campaigns[i], error);
      if (self->armies[i] == NULL)
        return FALSE;
    }
  /* A raised host is of no campaign: it fights in the player's. */
  if (self->raised_roster != NULL)
    campaigns[1] = campaigns[0];
  if (campaigns[0] != campaigns[1])
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                   _("the two armies belong to different campaigns"));
      return FALSE;
    }
  self->campaign_id = campaigns[0];
  if (self->draws == NULL)
    self->draws = g_array_new (FALSE, TRUE, sizeof (guint64));
  g_array_set_size (self->draws, 0);
  self->chance = bn_chance_new_seeded (bn_battle_ai_derive_seed (self->seed, 0));
  self->battle = bn_battle_new (self->rules, self->scenario, self->armies[0], self->armies[1], self->chance, error);
  if (self->battle == NULL)
    return FALSE;
  {
    g_auto(GStrv) lines = g_strsplit (actions_text != NULL ? actions_text : "", "\n", -1);

    for (guint i = 0; lines[i] != NULL; i++)
      {
        const char *dice = strstr (lines[i], " dice=");
        const char *draw = strstr (lines[i], " draw=");
        guint64 draw_seed = 0;

        if (lines[i][0] == '\0' || lines[i][0] == ' ')
          continue;
        g_array_set_size (actions, 0);
        if (!bn_battle_actions_from_text (lines[i], actions, error) || actions->len != 1)
          return FALSE;
        if (draw != NULL)
          {
            draw_seed = g_ascii_strtoull (draw + strlen (" draw="), NULL, 16);
            bn_chance_reseed (self->chance, draw_seed);
          }
        g_array_set_size (self->draws, bn_battle_get_n_actions (self->battle));
        g_array_append_val (self->draws, draw_seed);
        /* The dice a player typed for this action are thrown again. */
        if (dice != NULL && !bn_chance_push_dice_text (self->chance, dice + strlen (" dice="), error))
          return FALSE;
        /* A battle saved before the battle waited for a leader's side
         * (wards, migration 0022; dice thrown again, 0025) resumes as it
         * was played. */
        if (!bn_battle_apply_as_played (self->battle, &g_array_index (actions, BnBattleAction, 0), error))
          {
            g_prefix_error (error, _("battle %" PRId64 ", action %u: "), self->id,
                            bn_battle_get_n_actions (self->battle) + 1);
            return FALSE;
          }
      }
  }
  return TRUE;
}

static gboolean
build (BnStore         *store,
       BnPlayedBattle  *self,
       const char      *actions_text,
       GError         **error)
{
  if (self->kept_id != 0 && self->armies[0] == NULL)
    {
      BnBattleLog *fielded = NULL;

      /* The rules first: the log is read with them. */
      if ((self->rules = bn_battle_rules_load_ruleset (self->ruleset, error)) == NULL)
        return FALSE;
      fielded = read_kept_log (store, self);
      g_clear_pointer (&self->rules, bn_battle_rules_unref);
      if (fielded != NULL)
        {
          g_autoptr(GError) fielded_error = NULL;
          gboolean built = build_with (store, self, actions_text, fielded, &fielded_error);

          bn_battle_log_free (fielded);
          if (built)
            return TRUE;
          g_debug ("played battle %" G_GINT64_FORMAT " does not replay on its log's armies: %s", self->id,
                   fielded_error->message);
          clear_built (self);
        }
    }
  return build_with (store, self, actions_text, NULL, error);
}

/* The dice typed during action @action of @battle, "3,5"; %NULL if none. */
static char *
typed_dice_of (const BnBattle *battle,
               guint           action)
{
  GString *out = NULL;

  for (guint e = 0; e < bn_battle_get_n_events (battle); e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (battle, e);

      if (event->action != action || event->type != BN_EVENT_DIE || event->c == 0)
        continue;
      if (out == NULL)
        out = g_string_new (NULL);
      g_string_append_printf (out, "%s%d", out->len > 0 ? "," : "", event->value);
    }
  return out != NULL ? g_string_free (out, FALSE) : NULL;
}

/* The draw seed of action @action; 0: none. */
static guint64
draw_of (const GArray *draws,
         guint         action)
{
  return draws != NULL && action < draws->len ? g_array_index (draws, guint64, action) : 0;
}

/* The first @n actions of @battle, one a line, each with the dice a player
 * typed for it (" dice=3,5") and the draw seed of a networked battle
 * (" draw=HEX"), which the action parser passes over. */
static char *
actions_text_to (const BnBattle *battle,
                 const GArray   *draws,
                 guint           n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n && i < bn_battle_get_n_actions (battle); i++)
    {
      g_autofree char *line = bn_battle_action_to_string (bn_battle_get_action (battle, i));
      g_autofree char *dice = typed_dice_of (battle, i);

      g_string_append (out, line);
      if (dice != NULL)
        g_string_append_printf (out, " dice=%s", dice);
      if (draw_of (draws, i) != 0)
        g_string_append_printf (out, " draw=%016" G_GINT64_MODIFIER "x", draw_of (draws, i));
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

static char *
actions_text (const BnPlayedBattle *self)
{
  return actions_text_to (self->battle, self->draws, bn_battle_get_n_actions (self->battle));
}

/* Writes the battle's actions over those it was opened with. If another
 * window or process has saved this battle since, nothing is written and
 * @error says so: two players cannot overwrite each other's moves. */
static gboolean
save_actions (BnStore         *store,
              BnPlayedBattle  *self,
              GError         **error)
{
  g_autofree char *text = actions_text (self);
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store,
                                                   "UPDATE played_battle SET actions = ? WHERE id = ? AND actions = ?",
                                                   error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, self->id);
  sqlite3_bind_text (stmt, 3, self->saved != NULL ? self->saved : "", -1, SQLITE_TRANSIENT);
  if (!bn_store_step_done (store, stmt, "saving the battle's moves", error))
    return FALSE;
  if (sqlite3_changes (store->db) == 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                   _("played battle %" PRId64 " was changed elsewhere since it was opened; "
                     "open it again to go on from where it now is"), self->id);
      return FALSE;
    }
  g_free (self->saved);
  self->saved = g_steal_pointer (&text);
  return TRUE;
}

/* After a failed save: the battle as it was last saved here. */
static void
back_to_saved (BnStore        *store,
               BnPlayedBattle *self)
{
  g_autofree char *saved = g_strdup (self->saved != NULL ? self->saved : "");

  clear_battle (self);
  if (!build (store, self, saved, NULL))
    g_warning ("played battle %" G_GINT64_FORMAT " could not be rebuilt from its saved moves", self->id);
}

/* Saves the moves in one transaction; on failure the battle goes back to
 * what was last saved. */
static gboolean
save_or_go_back (BnStore         *store,
                 BnPlayedBattle  *self,
                 GError         **error)
{
  if (!bn_store_begin (store, error))
    {
      back_to_saved (store, self);
      return FALSE;
    }
  if (!save_actions (store, self, error) || !bn_store_commit (store, error))
    {
      bn_store_rollback (store);
      back_to_saved (store, self);
      return FALSE;
    }
  return TRUE;
}

/**
 * bn_played_battle_new_computer:
 *
 * The computer player for the decision at hand, of the battle's strength:
 * seeded from the battle's seed and the number of actions so far, so a
 * battle resumed from its moves goes on as it would have. The searching
 * player thinks within its budget of continuations, with no clock (the
 * app, which lets it think in another thread, caps it with
 * bn_battle_ai_set_budget()).
 *
 * Returns: (transfer full): the player
 */
BnBattleAi *
bn_played_battle_new_computer (BnPlayedBattle *self)
{
  BnBattleAi *ai;

  g_return_val_if_fail (self != NULL, NULL);
  ai = bn_battle_ai_new (bn_battle_strength_get_kind (self->strength),
                         bn_battle_ai_derive_seed (self->seed, 3 + bn_battle_get_n_actions (self->battle)));
  bn_battle_ai_set_budget (ai, BN_BATTLE_AI_DEFAULT_SIMULATIONS, 0);
  return ai;
}

/* Whether the action at hand is the computer's to take. */
gboolean
bn_played_battle_computer_to_move (BnPlayedBattle *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return bn_battle_get_phase (self->battle) != BN_PHASE_OVER
         && (self->humans & BN_PLAYED_BY_PEOPLE (bn_battle_get_acting_side (self->battle))) == 0;
}

/* The computer plays every action that is not a person's to take (unless
 * the caller makes its moves). */
static void
let_the_computer_play (BnPlayedBattle *self)
{
  if (self->defer_computer)
    return;
  while (bn_played_battle_computer_to_move (self))
    {
      g_autoptr(BnBattleAi) ai = bn_played_battle_new_computer (self);
      BnBattleAction action;

      if (!bn_battle_ai_choose (ai, self->battle, &action) || !bn_battle_apply (self->battle, &action, NULL))
        g_error ("the battle AI chose an action the engine refused");
    }
}

/* Whether bn_played_battle_act() leaves the computer's moves to the caller. */
void
bn_played_battle_set_defer_computer (BnPlayedBattle *self,
                                     gboolean        defer)
{
  g_return_if_fail (self != NULL);
  self->defer_computer = defer;
}

BnBattleStrength
bn_played_battle_get_strength (BnPlayedBattle *self)
{
  g_return_val_if_fail (self != NULL, BN_BATTLE_STRENGTH_STANDARD);
  return self->strength;
}

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
  if (!build (store, self, NULL, error))
    return NULL;
  let_the_computer_play (self);

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
  if (!save_actions (store, self, error) || !bn_store_commit (store, error))
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
                       strength, defer_computer, error);
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
                       strength, defer_computer, error);
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

/* Returns: (transfer full): played battle @id as it was left. */
BnPlayedBattle *
bn_played_battle_load (BnStore  *store,
                       gint64    id,
                       GError  **error)
{
  g_autoptr(BnPlayedBattle) self = g_new0 (BnPlayedBattle, 1);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *actions = NULL;

  g_return_val_if_fail (store != NULL, NULL);

  stmt = bn_store_prepare (store,
                           "SELECT army_id, coalesce(opponent_army_id, 0), scenario, seed, humans, actions, rules, "
                           "basic_game, coalesce(raised_points, 0), raised_roster, strength, campaign_id, "
                           "coalesce(battle_id, 0) "
                           "FROM played_battle WHERE id = ?", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND, _("there is no played battle %" PRId64),
                   id);
      return NULL;
    }
  self->id = id;
  self->army_ids[0] = sqlite3_column_int64 (stmt, 0);
  self->army_ids[1] = sqlite3_column_int64 (stmt, 1);
  self->scenario_spec = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
  self->seed = (guint64) sqlite3_column_int64 (stmt, 3);
  self->humans = (guint) sqlite3_column_int (stmt, 4);
  actions = g_strdup ((const char *) sqlite3_column_text (stmt, 5));
  self->ruleset = bn_ruleset_for_record ((const char *) sqlite3_column_text (stmt, 6));
  self->basic_game = sqlite3_column_int (stmt, 7) != 0;
  self->raised_points = (guint) sqlite3_column_int (stmt, 8);
  self->raised_roster = g_strdup ((const char *) sqlite3_column_text (stmt, 9));
  if (!bn_battle_strength_from_string ((const char *) sqlite3_column_text (stmt, 10), &self->strength))
    self->strength = BN_BATTLE_STRENGTH_STANDARD;
  self->campaign_id = sqlite3_column_int64 (stmt, 11);
  self->kept_id = sqlite3_column_int64 (stmt, 12);
  self->saved = g_strdup (actions != NULL ? actions : "");
  if (!build (store, self, actions, error))
    return NULL;
  return g_steal_pointer (&self);
}

/* Whether the battle is played as Day of Battle's basic game. */
gboolean
bn_played_battle_get_basic_game (BnPlayedBattle *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->basic_game;
}

/* The ruleset the battle follows. */
const BnRuleset *
bn_played_battle_get_ruleset (BnPlayedBattle *self)
{
  return self->ruleset;
}

gint64
bn_played_battle_get_id (BnPlayedBattle *self)
{
  return self->id;
}

/**
 * bn_played_battle_changed_elsewhere:
 * @out_kept: (out) (optional): whether it is kept in the campaign now, or
 *   deleted: there is nothing to play on
 *
 * Whether the store holds other moves for @self than those it was read or
 * last written with: another window or banneret-cli played on (or took a
 * move back). @self's own writes leave it as it is. Read it again with
 * bn_played_battle_load() to follow.
 *
 * Returns: whether it changed elsewhere; %FALSE with @error if the store
 *   could not be read
 */
gboolean
bn_played_battle_changed_elsewhere (BnStore         *store,
                                    BnPlayedBattle  *self,
                                    gboolean        *out_kept,
                                    GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (store != NULL && self != NULL, FALSE);

  if (out_kept != NULL)
    *out_kept = FALSE;
  stmt = bn_store_prepare (store, "SELECT actions, coalesce(battle_id, 0) FROM played_battle WHERE id = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, self->id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      if (out_kept != NULL)
        *out_kept = TRUE;
      return TRUE;
    }
  if (out_kept != NULL)
    *out_kept = sqlite3_column_int64 (stmt, 1) != 0;
  return sqlite3_column_int64 (stmt, 1) != 0 ||
         g_strcmp0 ((const char *) sqlite3_column_text (stmt, 0) ?: "", self->saved != NULL ? self->saved : "") != 0;
}

const BnBattle *
bn_played_battle_get_battle (BnPlayedBattle *self)
{
  return self->battle;
}

guint
bn_played_battle_get_humans (BnPlayedBattle *self)
{
  return self->humans;
}

const char *
bn_played_battle_get_army_name (BnPlayedBattle *self,
                                guint           side)
{
  g_return_val_if_fail (side < 2, NULL);

  return self->armies[side]->name;
}

/**
 * bn_played_battle_act:
 * @action: a person's action; its side must be the one to act
 *
 * Applies @action if the engine allows it, lets the computer answer until
 * a person must act again, and saves the battle.
 *
 * Returns: %FALSE with @error if the action is not legal now (nothing
 *   changed) or the battle could not be saved
 */
gboolean
bn_played_battle_act (BnStore               *store,
                      BnPlayedBattle        *self,
                      const BnBattleAction  *action,
                      GError               **error)
{
  return bn_played_battle_act_with_dice (store, self, action, NULL, error);
}

/* Rebuilds the battle from its first @n actions (and their typed dice). */
static gboolean
rebuild_to (BnStore         *store,
            BnPlayedBattle  *self,
            guint            n,
            GError         **error)
{
  g_autofree char *kept = actions_text_to (self->battle, self->draws, n);

  clear_battle (self);
  return build (store, self, kept, error);
}

/* Reads "3, 5 6" into @out_values: battle dice, each 1 to 6, or a
 * leader's or retainer's D20, 1 to 20 (the battle takes each in turn and
 * refuses one its die cannot show). */
static gboolean
parse_dice (const char  *text,
            GArray      *out_values,
            GError     **error)
{
  g_auto(GStrv) parts = g_strsplit_set (text, ", \t", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 value;

      if (parts[i][0] == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (parts[i], 10, 1, 20, &value, NULL))
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE,
                       _("“%s” is not a face of the battle die (1 to 6) or of a D20 (1 to 20)"), parts[i]);
          return FALSE;
        }
      g_array_append_val (out_values, (guint) { (guint) value });
    }
  return TRUE;
}

/**
 * bn_played_battle_act_with_dice:
 * @dice: (nullable): the battle dice thrown at the table for this action,
 *   in the order thrown ("3,5,6"); %NULL or empty: the app rolls them
 *
 * As bn_played_battle_act(), with the dice a player typed, thrown in the
 * order typed; the action's battle dice beyond them are rolled by the app.
 * More dice than the action throws, or an action that throws none, is
 * refused and nothing changes.
 */
gboolean
bn_played_battle_act_with_dice (BnStore               *store,
                                BnPlayedBattle        *self,
                                const BnBattleAction  *action,
                                const char            *dice,
                                GError               **error)
{
  g_autoptr(GArray) typed = g_array_new (FALSE, FALSE, sizeof (guint));
  guint before, thrown = 0, typed_thrown = 0;

  g_return_val_if_fail (store != NULL && self != NULL && action != NULL, FALSE);

  if (bn_battle_get_phase (self->battle) == BN_PHASE_OVER)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("the battle is over"));
      return FALSE;
    }
  if ((self->humans & BN_PLAYED_BY_PEOPLE (action->side)) == 0)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                   _("side %u is played by the computer"), action->side);
      return FALSE;
    }
  if (dice != NULL && !parse_dice (dice, typed, error))
    return FALSE;
  if (!bn_battle_check (self->battle, action, error))
    return FALSE;
  before = bn_battle_get_n_actions (self->battle);
  for (guint i = 0; i < typed->len; i++)
    bn_chance_push_die (self->chance, g_array_index (typed, guint, i));
  if (!bn_battle_apply (self->battle, action, error))
    {
      rebuild_to (store, self, before, NULL);
      return FALSE;
    }
  for (guint e = 0; e < bn_battle_get_n_events (self->battle); e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (self->battle, e);

      if (event->action == before && event->type == BN_EVENT_DIE)
        {
          thrown++;
          typed_thrown += event->c != 0;
        }
    }
  if (typed->len > 0 && (typed_thrown != typed->len || bn_chance_get_n_typed_dice (self->chance) > 0))
    {
      /* The typed dice must be the action's battle dice, all of them used. */
      if (thrown == 0)
        g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE,
                     _("this move throws no battle die, but %u were typed"), typed->len);
      else
        g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE,
                     _("this move throws %u battle dice, but %u were typed"), thrown, typed->len);
      rebuild_to (store, self, before, NULL);
      return FALSE;
    }
  let_the_computer_play (self);
  return save_or_go_back (store, self, error);
}

/**
 * bn_played_battle_computer_act:
 * @action: the computer's choice (bn_played_battle_new_computer()), made
 *   on a copy of the battle as it stands
 *
 * Plays the computer's move that the caller deferred, and saves it.
 *
 * Returns: %FALSE with @error if it is no longer the computer's move, the
 *   engine refuses it or the save fails (nothing changes then)
 */
gboolean
bn_played_battle_computer_act (BnStore               *store,
                               BnPlayedBattle        *self,
                               const BnBattleAction  *action,
                               GError               **error)
{
  guint before;

  g_return_val_if_fail (store != NULL && self != NULL && action != NULL, FALSE);

  if (!bn_played_battle_computer_to_move (self))
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("it is not the computer's move"));
      return FALSE;
    }
  before = bn_battle_get_n_actions (self->battle);
  if (!bn_battle_apply (self->battle, action, error))
    {
      rebuild_to (store, self, before, NULL);
      return FALSE;
    }
  return save_or_go_back (store, self, error);
}

/**
 * bn_played_battle_act_drawn:
 * @draw: the seed this action's rolls come from; 0: the battle's own chance
 *
 * Applies @action, whoever plays its side, with the battle's chance reseeded
 * from @draw first, and saves it with its draw seed; the computer does not
 * answer. A networked battle takes each action this way once both sides have
 * fixed its draw (docs/architecture.md, "A battle over the network").
 */
gboolean
bn_played_battle_act_drawn (BnStore               *store,
                            BnPlayedBattle        *self,
                            const BnBattleAction  *action,
                            guint64                draw,
                            GError               **error)
{
  guint before;

  g_return_val_if_fail (store != NULL && self != NULL && action != NULL, FALSE);

  if (bn_battle_get_phase (self->battle) == BN_PHASE_OVER)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("the battle is over"));
      return FALSE;
    }
  if (!bn_battle_check (self->battle, action, error))
    return FALSE;
  before = bn_battle_get_n_actions (self->battle);
  if (draw != 0)
    bn_chance_reseed (self->chance, draw);
  if (!bn_battle_apply (self->battle, action, error))
    {
      rebuild_to (store, self, before, NULL);
      return FALSE;
    }
  g_array_set_size (self->draws, before);
  g_array_append_val (self->draws, draw);
  return save_or_go_back (store, self, error);
}

/* The draw seed action @action was applied with; 0: none. */
guint64
bn_played_battle_get_draw (BnPlayedBattle *self,
                           guint           action)
{
  g_return_val_if_fail (self != NULL, 0);

  return draw_of (self->draws, action);
}

/**
 * bn_played_battle_undo:
 *
 * Takes back the last action a person took, and the computer's answers to
 * it; the battle is rebuilt from the actions before it.
 *
 * Returns: %FALSE with @error if no person has acted yet
 */
gboolean
bn_played_battle_undo (BnStore         *store,
                       BnPlayedBattle  *self,
                       GError         **error)
{
  guint n = bn_battle_get_n_actions (self->battle);
  gint last = -1;

  for (guint i = 0; i < n; i++)
    if (self->humans & BN_PLAYED_BY_PEOPLE (bn_battle_get_action (self->battle, i)->side))
      last = (gint) i;
  if (last < 0)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("no move has been made that can be taken back"));
      return FALSE;
    }
  /* Chance once shown is not taken back: a move after which a die was
   * thrown or a card drawn stands (docs/rules.md, "Taking a move back"). */
  for (guint e = bn_battle_get_n_events (self->battle); e > 0; e--)
    {
      const BnBattleEvent *event = bn_battle_get_event (self->battle, e - 1);

      if (event->action == G_MAXUINT32 || event->action < (guint) last)
        break;
      if (event->type == BN_EVENT_DIE || event->type == BN_EVENT_CARD_DRAWN)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                       event->type == BN_EVENT_DIE
                         ? _("the last move cannot be taken back: a die has been thrown since")
                         : _("the last move cannot be taken back: a card has been drawn since"));
          return FALSE;
        }
    }
  if (!rebuild_to (store, self, (guint) last, error))
    return FALSE;
  return save_or_go_back (store, self, error);
}

/* Returns: (nullable): the name of battle unit @unit, as its roster has it. */
const char *
bn_played_battle_get_unit_name (BnPlayedBattle *self,
                                guint           unit)
{
  const BnBattleUnit *u;
  guint home;

  if (unit >= bn_battle_get_n_units (self->battle))
    return NULL;
  u = bn_battle_get_unit (self->battle, unit);
  home = bn_battle_get_unit_home_side (self->battle, unit);
  if (u->spec >= self->armies[home]->n_units)
    return NULL;
  return self->armies[home]->units[u->spec].name;
}

/**
 * bn_played_battle_keep:
 *
 * Records a finished played battle in its campaign, as a battle the
 * computer fought is recorded: its deeds and losses from the battle, its
 * log kept for replay, ready for its post-battle sequence.
 *
 * Returns: (transfer full): the recorded battle, or %NULL with @error (the
 *   battle not over, or kept already)
 */
BnBattleRecord *
bn_played_battle_keep (BnStore         *store,
                       BnPlayedBattle  *self,
                       GError         **error)
{
  return bn_played_battle_keep_for_side (store, self, 0, error);
}

/**
 * bn_played_battle_keep_for_side:
 * @side: the side whose army is the player's in the record (1: a battle
 *   over the network kept by the side that joined it)
 *
 * As bn_played_battle_keep(), the record seen from @side.
 */
BnBattleRecord *
bn_played_battle_keep_for_side (BnStore         *store,
                                BnPlayedBattle  *self,
                                guint            side,
                                GError         **error)
{
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(sqlite3_stmt) kept = NULL;
  g_autofree char *log = NULL;
  BnArmy *armies[2] = { NULL, NULL };
  BnLeader *leaders[2] = { NULL, NULL };
  GPtrArray *domains[2] = { NULL, NULL };
  BnFightSide sides[2];
  BnFoughtBattle fought = { 0, };
  guint64 dice_seed = bn_battle_ai_derive_seed (self->seed, 0);
  gint64 already = 0;
  gboolean ok = FALSE;

  g_return_val_if_fail (store != NULL && self != NULL, NULL);

  if (bn_battle_get_phase (self->battle) != BN_PHASE_OVER)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("the battle is not over yet"));
      return NULL;
    }
  kept = bn_store_prepare (store, "SELECT coalesce(battle_id, 0) FROM played_battle WHERE id = ?", error);
  if (kept == NULL)
    return NULL;
  sqlite3_bind_int64 (kept, 1, self->id);
  if (sqlite3_step (kept) == SQLITE_ROW)
    already = sqlite3_column_int64 (kept, 0);
  if (already != 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_EXISTS,
                   _("this battle is kept already, as battle %" PRId64), already);
      return NULL;
    }
  for (guint i = 0; i < 2; i++)
    {
      /* A raised host is known to the record by its name only, as "battle
       * fight --vs-points" records it. */
      if (i == 1 && self->raised != NULL)
        {
          sides[i] = (BnFightSide) { .battle_army = self->armies[i] };
          break;
        }
      if ((armies[i] = bn_store_get_army (store, self->army_ids[i], error)) == NULL ||
          (leaders[i] = bn_store_get_leader (store, armies[i]->leader_id, error)) == NULL ||
          (domains[i] = leaders[i]->is_player ? bn_store_list_vassals (store, leaders[i]->id, error)
                                              : g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free)) == NULL)
        goto out;
      sides[i] = (BnFightSide) { .battle_army = self->armies[i], .army = armies[i],
                                 .leader = leaders[i], .domain = domains[i] };
    }
  record = bn_battle_record_from_drawn_battle (self->battle, sides, dice_seed, self->draws, error);
  if (record == NULL)
    goto out;
  if (side == 1)
    bn_battle_record_swap_sides (record);
  record->campaign_id = self->campaign_id;
  record->name = g_strdup (self->scenario->name);
  if (self->raised != NULL)
    {
      record->opponent_army_id = 0;
      g_free (record->opponent);
      record->opponent = g_strdup (self->raised->name);
    }
  log = bn_battle_log_to_xml_drawn (self->battle, self->armies[0], self->armies[1], &self->seed, dice_seed,
                                    self->draws);
  fought.scenario = self->scenario_spec;
  fought.seed = self->seed;
  fought.log = log;
  if (!bn_store_begin (store, error))
    goto out;
  if (!bn_career_record_fought_battle (store, record, &fought, error))
    {
      bn_store_rollback (store);
      goto out;
    }
  {
    g_autoptr(sqlite3_stmt) mark = bn_store_prepare (store, "UPDATE played_battle SET battle_id = ? WHERE id = ?",
                                                     error);

    if (mark == NULL)
      {
        bn_store_rollback (store);
        goto out;
      }
    sqlite3_bind_int64 (mark, 1, record->id);
    sqlite3_bind_int64 (mark, 2, self->id);
    if (!bn_store_step_done (store, mark, "keeping the battle", error) || !bn_store_commit (store, error))
      {
        bn_store_rollback (store);
        goto out;
      }
  }
  self->kept_id = record->id;
  ok = TRUE;

out:
  for (guint i = 0; i < 2; i++)
    {
      g_clear_pointer (&armies[i], bn_army_free);
      g_clear_pointer (&leaders[i], bn_leader_free);
      g_clear_pointer (&domains[i], g_ptr_array_unref);
    }
  return ok ? g_steal_pointer (&record) : NULL;
}

void
bn_played_battle_info_free (BnPlayedBattleInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->army_name);
  g_free (info->opponent_name);
  g_free (info->scenario);
  g_free (info->created_at);
  g_free (info);
}

/**
 * bn_played_battle_list:
 *
 * Returns: (transfer full) (element-type BnPlayedBattleInfo): the battles
 *   played in @campaign_id not yet kept in it, newest first, without
 *   rebuilding any of them
 */
GPtrArray *
bn_played_battle_list (BnStore  *store,
                       gint64    campaign_id,
                       GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GError) step_error = NULL;
  GPtrArray *list;

  g_return_val_if_fail (store != NULL, NULL);

  stmt = bn_store_prepare (store,
                           "SELECT p.id, a.name, coalesce(o.name, p.raised_name), p.scenario, p.humans, p.created_at, "
                           "length(p.actions) - length(replace(p.actions, char(10), '')) "
                           "FROM played_battle p JOIN army a ON a.id = p.army_id "
                           "LEFT JOIN army o ON o.id = p.opponent_army_id "
                           "WHERE p.campaign_id = ? AND p.battle_id IS NULL ORDER BY p.id DESC", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  list = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_played_battle_info_free);
  while (bn_store_step_row (store, stmt, "reading the played battles", &step_error))
    {
      BnPlayedBattleInfo *info = g_new0 (BnPlayedBattleInfo, 1);

      info->id = sqlite3_column_int64 (stmt, 0);
      info->army_name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      info->opponent_name = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
      info->scenario = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
      info->humans = (guint) sqlite3_column_int (stmt, 4);
      info->created_at = g_strdup ((const char *) sqlite3_column_text (stmt, 5));
      info->n_actions = (guint) sqlite3_column_int (stmt, 6);
      g_ptr_array_add (list, info);
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
 * bn_played_battle_replay_to:
 * @n_actions: how many of its actions to replay
 *
 * Returns: (transfer full): a copy of the battle as it stood after its
 *   first @n_actions actions (all of them, if it has fewer), to show the
 *   computer's moves one at a time; the copy owns its own dice
 */
BnBattle *
bn_played_battle_replay_to (BnPlayedBattle *self,
                            guint           n_actions)
{
  BnChance *chance = bn_chance_new_seeded (bn_battle_ai_derive_seed (self->seed, 0));
  BnBattle *copy = bn_battle_new (self->rules, self->scenario, self->armies[0], self->armies[1], chance, NULL);

  g_return_val_if_fail (copy != NULL, NULL);

  for (guint i = 0; i < n_actions && i < bn_battle_get_n_actions (self->battle); i++)
    {
      g_autofree char *dice = typed_dice_of (self->battle, i);

      if (dice != NULL)
        bn_chance_push_dice_text (chance, dice, NULL);
      if (draw_of (self->draws, i) != 0)
        bn_chance_reseed (chance, draw_of (self->draws, i));
      if (!bn_battle_apply (copy, bn_battle_get_action (self->battle, i), NULL))
        break;
    }
  bn_battle_adopt_chance (copy, chance);
  return copy;
}

/* Returns: (transfer none): side @side's army as the battle took it; the
 *   same one for as long as @self lives, through moves taken back or
 *   refused (the battle is rebuilt on it), so a view may hold it. */
const BnBattleArmy *
bn_played_battle_get_army (BnPlayedBattle *self,
                           guint           side)
{
  g_return_val_if_fail (self != NULL && side < 2, NULL);

  return self->armies[side];
}

/**
 * bn_played_battle_to_log_xml:
 *
 * Returns: (transfer full): the battle so far as a battle log
 *   (data/battle-log.rng), which "battle replay" plays again and checks
 */
char *
bn_played_battle_to_log_xml (BnPlayedBattle *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return bn_battle_log_to_xml_drawn (self->battle, self->armies[0], self->armies[1], &self->seed,
                                     bn_battle_ai_derive_seed (self->seed, 0), self->draws);
}
