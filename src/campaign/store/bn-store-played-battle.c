/* bn-store-played-battle.c — battles people play, saved action by action;
 * see bn-played-battle.h. This file builds a battle from its actions, saves
 * it and reads it back; the others are named in
 * bn-store-played-battle-private.h.
 *
 * Nothing of the battle's state is stored but its actions: the engine,
 * given the same armies, battlefield and seed, makes the same battle from
 * them, dice and all. The computer's choices are seeded by the battle's
 * seed and the number of actions taken, so the same position always gets
 * the same answer, whether the battle was closed and opened in between or
 * not.
 */
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
#include "bn-scenario-xml.h"
#include "bn-unit-rules.h"

/* What build() made but the armies, undone, so the battle can be built
 * again on them: a battle rebuilt (a move taken back or refused) keeps
 * the armies bn_played_battle_get_army() lent, which views hold. */
void
played_battle_clear_battle (BnPlayedBattle *self)
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
  played_battle_clear_battle (self);
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
  g_clear_pointer (&self->dealt, g_array_unref);
  g_clear_pointer (&self->shown, g_array_unref);
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
  played_battle_attach_dealer (self);
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
        /* The cards it showed of a hand dealt between two programs. */
        if (!played_battle_show_from_line (self, lines[i], error))
          {
            g_prefix_error (error, _("battle %" PRId64 ": "), self->id);
            return FALSE;
          }
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

gboolean
played_battle_build (BnStore         *store,
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
char *
played_battle_typed_dice_of (const BnBattle *battle,
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
guint64
played_battle_draw_of (const GArray *draws,
         guint         action)
{
  return draws != NULL && action < draws->len ? g_array_index (draws, guint64, action) : 0;
}

/* The first @n actions of @battle, one a line, each with the dice a player
 * typed for it (" dice=3,5") and the draw seed of a networked battle
 * (" draw=HEX"), which the action parser passes over. */
char *
played_battle_actions_text_to (const BnPlayedBattle *self,
                               guint                 n)
{
  const BnBattle *battle = self->battle;
  const GArray *draws = self->draws;
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n && i < bn_battle_get_n_actions (battle); i++)
    {
      g_autofree char *line = bn_battle_action_to_string (bn_battle_get_action (battle, i));
      g_autofree char *dice = played_battle_typed_dice_of (battle, i);

      g_string_append (out, line);
      if (dice != NULL)
        g_string_append_printf (out, " dice=%s", dice);
      if (played_battle_draw_of (draws, i) != 0)
        g_string_append_printf (out, " draw=%016" G_GINT64_MODIFIER "x", played_battle_draw_of (draws, i));
      played_battle_append_shown (self, i, out);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

static char *
actions_text (const BnPlayedBattle *self)
{
  return played_battle_actions_text_to (self, bn_battle_get_n_actions (self->battle));
}

/* Writes the battle's actions over those it was opened with. If another
 * window or process has saved this battle since, nothing is written and
 * @error says so: two players cannot overwrite each other's moves. */
gboolean
played_battle_save_actions (BnStore         *store,
              BnPlayedBattle  *self,
              GError         **error)
{
  g_autofree char *text = actions_text (self);
  g_autofree char *dealt = played_battle_dealt_text (self);
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store,
                                                   "UPDATE played_battle SET actions = ?, dealt = ? "
                                                   "WHERE id = ? AND actions = ?",
                                                   error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, text, -1, SQLITE_TRANSIENT);
  if (dealt != NULL)
    sqlite3_bind_text (stmt, 2, dealt, -1, SQLITE_TRANSIENT);
  else
    sqlite3_bind_null (stmt, 2);
  sqlite3_bind_int64 (stmt, 3, self->id);
  sqlite3_bind_text (stmt, 4, self->saved != NULL ? self->saved : "", -1, SQLITE_TRANSIENT);
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

  played_battle_clear_battle (self);
  if (!played_battle_build (store, self, saved, NULL))
    g_warning ("played battle %" G_GINT64_FORMAT " could not be rebuilt from its saved moves", self->id);
}

/* Saves the moves in one transaction; on failure the battle goes back to
 * what was last saved. */
gboolean
played_battle_save_or_go_back (BnStore         *store,
                 BnPlayedBattle  *self,
                 GError         **error)
{
  if (!bn_store_begin (store, error))
    {
      back_to_saved (store, self);
      return FALSE;
    }
  if (!played_battle_save_actions (store, self, error) || !bn_store_commit (store, error))
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
void
played_battle_let_the_computer_play (BnPlayedBattle *self)
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

/* Played battle @id as it was left, dealt by @dealer when one is given. */
static BnPlayedBattle *
load_with (BnStore               *store,
           gint64                 id,
           const BnPlayedDealer  *dealer,
           GError               **error)
{
  g_autoptr(BnPlayedBattle) self = g_new0 (BnPlayedBattle, 1);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *actions = NULL;

  g_return_val_if_fail (store != NULL, NULL);

  stmt = bn_store_prepare (store,
                           "SELECT army_id, coalesce(opponent_army_id, 0), scenario, seed, humans, actions, rules, "
                           "basic_game, coalesce(raised_points, 0), raised_roster, strength, campaign_id, "
                           "coalesce(battle_id, 0), dealt "
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
  if (!played_battle_read_dealt (self, (const char *) sqlite3_column_text (stmt, 13), error))
    return NULL;
  if (dealer != NULL)
    {
      if (self->dealt == NULL)
        {
          g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                       _("played battle %" PRId64 " is not dealt between two sides"), id);
          return NULL;
        }
      self->dealer = *dealer;
    }
  self->saved = g_strdup (actions != NULL ? actions : "");
  if (!played_battle_build (store, self, actions, error))
    return NULL;
  return g_steal_pointer (&self);
}

/* Returns: (transfer full): played battle @id as it was left. A battle
 * whose deck was dealt between two programs is dealt the cards this file
 * was given, the other side's unseen but where the rules showed them. */
BnPlayedBattle *
bn_played_battle_load (BnStore  *store,
                       gint64    id,
                       GError  **error)
{
  return load_with (store, id, NULL, error);
}

/**
 * bn_played_battle_load_dealt:
 * @dealer: the battle's dealer, taken up as it was kept: the battle is
 *   rebuilt on it (rewound first), and it deals the cards still to come
 *
 * As bn_played_battle_load(), for a battle started with
 * bn_played_battle_start_dealt() that is to be played on.
 */
BnPlayedBattle *
bn_played_battle_load_dealt (BnStore               *store,
                             gint64                 id,
                             const BnPlayedDealer  *dealer,
                             GError               **error)
{
  g_return_val_if_fail (dealer != NULL && dealer->dealer.deal != NULL, NULL);

  return load_with (store, id, dealer, error);
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
  BnBattle *copy;

  played_battle_deal_copy (self, chance);
  copy = bn_battle_new (self->rules, self->scenario, self->armies[0], self->armies[1], chance, NULL);

  g_return_val_if_fail (copy != NULL, NULL);

  for (guint i = 0; i < n_actions && i < bn_battle_get_n_actions (self->battle); i++)
    {
      g_autofree char *dice = played_battle_typed_dice_of (self->battle, i);

      if (dice != NULL)
        bn_chance_push_dice_text (chance, dice, NULL);
      if (played_battle_draw_of (self->draws, i) != 0)
        bn_chance_reseed (chance, played_battle_draw_of (self->draws, i));
      if (!played_battle_show_in_copy (self, copy, i) || !bn_battle_apply (copy, bn_battle_get_action (self->battle, i), NULL))
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

  /* The deal only once both hands are known: before, the other's cards are unseen. */
  return bn_battle_log_to_xml_dealt (self->battle, self->armies[0], self->armies[1], &self->seed,
                                     bn_battle_ai_derive_seed (self->seed, 0), self->draws,
                                     played_battle_whole_deal (self, NULL));
}
