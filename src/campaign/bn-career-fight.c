/* bn-career-fight.c — a campaign battle fought AI against AI and kept. */
#include "bn-career-fight.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "bn-army-generator.h"
#include "bn-battle-army-from-roster.h"
#include "bn-battle-log-xml.h"
#include "bn-battle-record-from-battle.h"
#include "bn-battle-rules-xml.h"
#include "bn-battle-victory.h"
#include "bn-played-battle-summary.h"
#include "bn-scenario-xml.h"
#include "bn-unit-rules.h"

#include <string.h>

typedef struct
{
  BnArmy *army;
  BnLeader *leader;
  GPtrArray *domain;
  BnBattleArmy *battle_army;
} Side;

static void
side_clear (Side *side)
{
  g_clear_pointer (&side->army, bn_army_free);
  g_clear_pointer (&side->leader, bn_leader_free);
  g_clear_pointer (&side->domain, g_ptr_array_unref);
  g_clear_pointer (&side->battle_army, bn_battle_army_free);
}

/* A saved army with its leader and his domain, as the battle takes it: the
 * same as "battle auto" does, so a fight and an auto-resolve of the same
 * armies and seed are the same battle. */
static gboolean
load_side (BnStore        *store,
           BnUnitRules    *unit_rules,
           BnBattleRules  *rules,
           gint64          army_id,
           Side           *side,
           GError        **error)
{
  side->army = bn_store_get_army (store, army_id, error);
  if (side->army == NULL)
    return FALSE;
  side->leader = bn_store_get_leader (store, side->army->leader_id, error);
  if (side->leader == NULL)
    return FALSE;
  side->domain = side->leader->is_player ? bn_store_list_vassals (store, side->leader->id, error)
                                         : g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  if (side->domain == NULL)
    return FALSE;
  side->battle_army = bn_battle_army_from_roster (side->army, side->leader, side->domain, unit_rules, rules, error);
  return side->battle_army != NULL;
}

/* House: the commanders of an army no leader of the campaign leads. The
 * roster's posts name leaders of another database, if any, so they are not
 * read: its @commander (a raised host's, BnArmy.commander), or for a
 * roster that names none (a host raised before hosts were led by men
 * named in data, whose battles must read as they did) an "Opposing
 * commander", leads with the first unit, and an
 * "Opposing captain" stands with the first of every four units after the
 * first four, as far as the battle's commanders go. */
static gboolean
give_commanders (BnBattleArmy  *battle_army,
                 const char    *commander,
                 GError       **error)
{
  battle_army->n_commanders = 0;
  if (bn_battle_army_add_commander (battle_army, commander != NULL ? commander : "Opposing commander",
                                    BN_COMMANDER_ARMY, 0) < 0)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP, _("the opponent has no unit to lead"));
      return FALSE;
    }
  for (guint unit = 4, n = 1;
       unit < battle_army->n_units && battle_army->n_commanders < BN_BATTLE_ARMY_MAX_COMMANDERS;
       unit += 4, n++)
    {
      g_autofree char *name = g_strdup_printf (_("Opposing captain %u"), n);

      bn_battle_army_add_commander (battle_army, name, BN_COMMANDER_CAPTAIN, (int) unit);
    }
  return TRUE;
}

/**
 * bn_career_outside_battle_army:
 * @army: a roster no leader of the campaign leads (read from a file, or
 *   raised by bn_army_generate()); its posts are dropped
 *
 * The battle army of an opponent from outside the campaign, as "battle
 * fight" and a battle played against a raised host both take it: its
 * units checked against the unit rules first (a roster from outside may
 * break them), led by an "Opposing commander" and its captains.
 *
 * Returns: (transfer full): the battle army, or %NULL with the reason
 */
BnBattleArmy *
bn_career_outside_battle_army (BnUnitRules    *unit_rules,
                               BnBattleRules  *rules,
                               BnArmy         *army,
                               GError        **error)
{
  g_autoptr(BnBattleArmy) battle_army = NULL;
  const char *commander;

  g_return_val_if_fail (unit_rules != NULL && rules != NULL && army != NULL, NULL);

  /* A roster with posts is some leader's: its men are of another file. */
  commander = army->posts->len == 0 ? army->commander : NULL;
  g_ptr_array_set_size (army->posts, 0);
  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *entry = g_ptr_array_index (army->units, i);
      g_autoptr(GError) local_error = NULL;

      if (!bn_unit_rules_check (unit_rules, entry->unit, &local_error))
        {
          g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                       _("the opponent “%s”, unit %u: %s"), army->name, i + 1, local_error->message);
          return NULL;
        }
    }
  battle_army = bn_battle_army_from_roster (army, NULL, NULL, unit_rules, rules, error);
  if (battle_army == NULL || !give_commanders (battle_army, commander, error))
    return NULL;
  return g_steal_pointer (&battle_army);
}

/* An opponent from outside the campaign: @roster as given, or an army
 * raised for @points with @seed. */
static gboolean
load_outside_side (BnUnitRules    *unit_rules,
                   BnBattleRules  *rules,
                   const BnArmy   *roster,
                   guint           points,
                   guint64         seed,
                   const char     *against,
                   const char * const *taken,
                   Side           *side,
                   GError        **error)
{
  side->army = roster != NULL ? bn_army_copy (roster) : bn_army_generate (unit_rules, points, seed, error);
  if (side->army == NULL)
    return FALSE;
  if (roster == NULL)
    {
      bn_army_generator_name_apart (side->army, points, against);
      bn_army_generator_name_free (side->army, points, taken);
    }
  side->battle_army = bn_career_outside_battle_army (unit_rules, rules, side->army, error);
  return side->battle_army != NULL;
}

/* Exactly one opponent, and not the player's own army. */
static gboolean
check_opponent (const BnFightRequest  *request,
                GError               **error)
{
  guint given = (request->opponent_army_id != 0) + (request->opponent_roster != NULL) +
                (request->opponent_points != 0);

  if (given != 1)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                   given == 0 ? _("choose an opponent: an army of the campaign, a roster or a points value")
                              : _("choose one opponent only: an army of the campaign, a roster or a points value"));
      return FALSE;
    }
  if (request->army_id == request->opponent_army_id)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                   _("an army cannot fight itself: choose another opponent"));
      return FALSE;
    }
  return TRUE;
}

/**
 * bn_career_fight:
 * @out_outcome: (out) (optional): the battle's outcome
 *
 * Fights @request's armies on its scenario, sensible AI against sensible
 * AI, and records the battle (not yet applied). An opponent from outside
 * the campaign is recorded by its name (opponent_army_id 0); the stored
 * log holds both armies as they fought, so it replays without the roster.
 *
 * Returns: (transfer full): the stored record (its id set), or %NULL with
 *   the reason; nothing is stored then
 */
BnBattleRecord *
bn_career_fight (BnStore               *store,
                 const BnFightRequest  *request,
                 BnBattleOutcome       *out_outcome,
                 GError               **error)
{
  BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  BnBattleStrength strength = BN_BATTLE_STRENGTH_STANDARD;
  g_autoptr(BnBattleRules) rules = NULL;
  g_autoptr(BnUnitRules) unit_rules = NULL;
  g_autoptr(BnScenario) scenario = NULL;
  g_autoptr(BnBattle) battle = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  g_autofree char *log = NULL;
  Side sides[2] = { { 0, }, { 0, } };
  BnFightSide fight_sides[2];
  BnFoughtBattle fought = { 0, };
  const char *scenario_spec;
  gboolean outside = FALSE;
  g_auto(GStrv) taken = NULL;
  guint64 dice_seed;
  gboolean ok = FALSE;

  g_return_val_if_fail (store != NULL && request != NULL, NULL);

  if (!check_opponent (request, error))
    return NULL;
  if (request->computer_strength != NULL && !bn_battle_strength_from_string (request->computer_strength, &strength))
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                   _("there is no computer strength “%s”; choose easy, standard or hard"), request->computer_strength);
      return NULL;
    }
  kinds[1] = bn_battle_strength_get_kind (strength);
  outside = request->opponent_army_id == 0;
  scenario_spec = request->scenario != NULL ? request->scenario : BN_FIGHT_DEFAULT_SCENARIO;
  rules = bn_battle_rules_load_id (request->rules, error);
  if (rules == NULL || (unit_rules = bn_unit_rules_load_default (error)) == NULL ||
      (scenario = bn_scenario_resolve (rules, scenario_spec, error)) == NULL)
    return NULL;
  /* The battle's log keeps the option with its scenario, so it replays. */
  if (request->basic_game)
    scenario->options |= BN_BATTLE_OPTION_BASIC_GAME;
  if (!load_side (store, unit_rules, rules, request->army_id, &sides[0], error))
    goto out;
  /* A host raised here takes a name no army or host of the file has. */
  if (outside && request->opponent_roster == NULL)
    taken = bn_store_list_host_names_taken (store, request->army_id, NULL);
  if (outside ? !load_outside_side (unit_rules, rules, request->opponent_roster, request->opponent_points,
                                    request->seed, sides[0].army->name, (const char * const *) taken, &sides[1],
                                    error)
              : !load_side (store, unit_rules, rules, request->opponent_army_id, &sides[1], error))
    goto out;
  if (!outside)
    {
      g_autoptr(GPtrArray) leaders = bn_store_list_leaders (store, sides[0].leader->campaign_id, NULL);

      if (!bn_battle_record_check_sides (sides[0].army, sides[1].army, leaders, error))
        goto out;
    }
  for (guint i = 0; i < (outside ? 1u : 2u); i++)
    if (sides[i].leader->campaign_id != (request->campaign_id != 0 ? request->campaign_id
                                                                   : sides[0].leader->campaign_id))
      {
        g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                     _("the army “%s” belongs to another campaign"), sides[i].army->name);
        goto out;
      }

  battle = bn_battle_auto_resolve (rules, scenario, sides[0].battle_army, sides[1].battle_army,
                                   request->seed, kinds, out_outcome, error);
  if (battle == NULL)
    goto out;
  for (guint i = 0; i < 2; i++)
    fight_sides[i] = (BnFightSide) { .battle_army = sides[i].battle_army, .army = sides[i].army,
                                     .leader = sides[i].leader, .domain = sides[i].domain };
  /* Not an army of the campaign: the record knows it by its name only. */
  if (outside)
    fight_sides[1].army = NULL;
  /* The chance auto-resolve seeded the dice with (bn-battle-ai.c). */
  dice_seed = bn_battle_ai_derive_seed (request->seed, 0);
  record = bn_battle_record_from_battle (battle, fight_sides, dice_seed, error);
  if (record == NULL)
    goto out;
  record->campaign_id = sides[0].leader->campaign_id;
  /* Unnamed, the battle is known by its field; the field is then not
   * repeated as its place. */
  record->name = g_strdup (request->name != NULL ? request->name : scenario->name);
  record->place = request->name != NULL ? g_strdup (scenario->name) : NULL;
  if (outside)
    {
      /* The battle army's name is cut to the battle core's length. */
      record->opponent_army_id = 0;
      g_free (record->opponent);
      record->opponent = g_strdup (sides[1].army->name);
    }

  log = bn_battle_log_to_xml (battle, sides[0].battle_army, sides[1].battle_army, &request->seed, dice_seed);
  fought.scenario = (char *) scenario_spec;
  fought.seed = request->seed;
  fought.log = log;
  ok = bn_career_record_fought_battle (store, record, &fought, error);

out:
  side_clear (&sides[0]);
  side_clear (&sides[1]);
  return ok ? g_steal_pointer (&record) : NULL;
}

/**
 * bn_battle_log_routed_at_break:
 * @side: 0 or 1
 * @out_routed: (out caller-allocates) (nullable): for each unit of
 *   @side's army (its spec), whether it was routed so
 *
 * Returns: how many units @side still had on the field when its host
 *   broke (its last leader fallen, or too many stands lost), each routed
 *   with it; 0 when it did not break
 */
guint
bn_battle_log_routed_at_break (const BnBattleLog *log,
                               guint              side,
                               gboolean          *out_routed)
{
  const BnBattleOutcome *outcome;
  guint first, n, routed = 0;
  g_autofree gboolean *gone = NULL;

  g_return_val_if_fail (log != NULL && side < 2, 0);

  n = log->armies[side]->n_units;
  if (out_routed != NULL)
    memset (out_routed, 0, n * sizeof *out_routed);
  outcome = &log->outcome;
  if (!outcome->end_known || (outcome->end != BN_BATTLE_END_NO_LEADER && outcome->end != BN_BATTLE_END_ARMY_BROKEN)
      || outcome->winner != (int) (1 - side))
    return 0;
  /* The battle's units are side 0's army, then side 1's (bn_battle_find_unit()). */
  first = side == 0 ? 0 : log->armies[0]->n_units;
  gone = g_new0 (gboolean, MAX (n, 1u));
  /* Destroyed, or routed off the field's edge before: gone already. */
  for (guint e = 0; log->events != NULL && e < log->events->len; e++)
    {
      const BnBattleEvent *event = &g_array_index (log->events, BnBattleEvent, e);

      if ((event->type == BN_EVENT_UNIT_ELIMINATED || (event->type == BN_EVENT_RETREAT && event->b == 0xFF))
          && event->a >= first && event->a - first < n)
        gone[event->a - first] = TRUE;
    }
  for (guint spec = 0; spec < n; spec++)
    if (!gone[spec])
      {
        routed++;
        if (out_routed != NULL)
          out_routed[spec] = TRUE;
      }
  return routed;
}

/**
 * bn_battle_routed_at_break:
 * @battle: a battle played to its end, in memory
 * @armies: its two armies, as it took them
 * @side: 0 or 1
 *
 * bn_battle_log_routed_at_break() for a battle not yet written as a log
 * ("battle auto"), so it counts what a stored battle's page counts.
 *
 * Returns: how many units @side had on the field when its host broke
 */
guint
bn_battle_routed_at_break (const BnBattle            *battle,
                           const BnBattleArmy * const armies[2],
                           guint                      side)
{
  g_autoptr(GArray) events = NULL;
  BnBattleLog log = { 0, };

  g_return_val_if_fail (battle != NULL && armies != NULL && side < 2, 0);

  events = g_array_sized_new (FALSE, FALSE, sizeof (BnBattleEvent), bn_battle_get_n_events (battle));
  for (guint e = 0; e < bn_battle_get_n_events (battle); e++)
    g_array_append_vals (events, bn_battle_get_event (battle, e), 1);
  log.armies[0] = (BnBattleArmy *) armies[0];
  log.armies[1] = (BnBattleArmy *) armies[1];
  log.events = events;
  bn_battle_outcome_of (battle, armies[0], armies[1], &log.outcome);
  return bn_battle_log_routed_at_break (&log, side, NULL);
}

/**
 * bn_battle_losses_words:
 * @destroyed: the units destroyed
 * @routed: the units routed when the host broke (bn_battle_log_routed_at_break())
 * @figures: the figures (or stands) lost
 * @stands: an open table's battle, counted in stands
 *
 * A side's losses as the command line says them, every unit the battle
 * cost counted as the battle's page lists them: "3 units (1 destroyed, 2
 * routed when the host broke), 9 figures"; without a break, "1 unit, 9
 * figures".
 *
 * Returns: (transfer full): the words
 */
char *
bn_battle_losses_words (guint    destroyed,
                        guint    routed,
                        guint    figures,
                        gboolean stands)
{
  guint units = destroyed + routed;
  g_autofree char *units_text = g_strdup_printf (ngettext ("%u unit", "%u units", units), units);
  g_autofree char *figures_text =
    g_strdup_printf (stands ? ngettext ("%u stand", "%u stands", figures)
                            : ngettext ("%u figure", "%u figures", figures), figures);

  if (routed == 0)
    /* TRANSLATORS: a side's losses: units, then stands or figures */
    return g_strdup_printf (_("%s, %s"), units_text, figures_text);
  /* TRANSLATORS: a side's losses: units in all, how many destroyed, how many routed when the host broke, then
   * stands or figures; e.g. "3 units (1 destroyed, 2 routed when the host broke), 9 figures" */
  return g_strdup_printf (_("%s (%u destroyed, %u routed when the host broke), %s"), units_text, destroyed, routed,
                          figures_text);
}

/**
 * bn_fought_battle_summary:
 *
 * Returns: (transfer full): a few lines on a fought battle from its log:
 *   scenario, seed, armies, turns and actions, the winner and the losses;
 *   %NULL with the reason when the log cannot be read
 */
char *
bn_fought_battle_summary (const BnFoughtBattle  *fought,
                          GError               **error)
{
  g_autoptr(BnBattleLog) log = NULL;
  g_autoptr(GBytes) bytes = NULL;
  GString *text;
  const BnBattleOutcome *outcome;

  g_return_val_if_fail (fought != NULL && fought->log != NULL, NULL);

  /* The log names its ruleset and brings its rules. */
  bytes = g_bytes_new (fought->log, strlen (fought->log));
  log = bn_battle_log_load_bytes (NULL, bytes, "the battle's log", error);
  if (log == NULL)
    return NULL;
  outcome = &log->outcome;
  text = g_string_new (NULL);
  if (fought->played)
    g_string_append_printf (text, _("Played on the board on %s under %s, seed %" PRIu64 ", %s\n"),
                            log->scenario->name, log->ruleset->name, fought->seed,
                            fought->humans == 3   ? _("two people")
                            : fought->humans == 0 ? _("the computer against itself")
                                                  : _("a person against the computer"));
  else
    g_string_append_printf (text, _("Fought by the computer on %s under %s, seed %" PRIu64 "\n"),
                            log->scenario->name, log->ruleset->name, fought->seed);
  /* Three counts in one line: each takes its own plural. */
  {
    /* As the players counted them on the board. */
    guint played = bn_ruleset_turns_as_played (log->ruleset, outcome->turns);
    g_autofree char *turns = g_strdup_printf (ngettext ("%u turn", "%u turns", played), played);
    g_autofree char *actions = g_strdup_printf (ngettext ("%u action", "%u actions", log->actions->len),
                                                log->actions->len);
    g_autofree char *events = g_strdup_printf (ngettext ("%u event", "%u events", log->events->len),
                                               log->events->len);

    /* TRANSLATORS: turns, actions and events, e.g. "12 turns, 80 actions, 301 events". */
    g_string_append_printf (text, _("%s, %s, %s\n"), turns, actions, events);
  }
  if (outcome->winner >= 0
      && outcome->victory_points[outcome->winner] <= outcome->victory_points[1 - outcome->winner])
    /* TRANSLATORS: the army, why it won, then the winner's and the loser's victory points: a win on no more
     * victory points than the loser's, said once */
    g_string_append_printf (text, _("%s wins (%s), though the victory points stood %u to %u\n"),
                            log->armies[outcome->winner]->name, bn_battle_outcome_why (outcome, log->scenario),
                            outcome->victory_points[outcome->winner], outcome->victory_points[1 - outcome->winner]);
  else if (outcome->winner >= 0)
    /* TRANSLATORS: the army, why it won, then the victory points of the two sides. */
    g_string_append_printf (text, _("%s wins (%s), %u–%u VP\n"), log->armies[outcome->winner]->name,
                            bn_battle_outcome_why (outcome, log->scenario),
                            outcome->victory_points[0], outcome->victory_points[1]);
  else
    g_string_append_printf (text, _("A draw, %u–%u VP\n"), outcome->victory_points[0], outcome->victory_points[1]);
  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *units = g_strdup_printf (ngettext ("%u unit destroyed", "%u units destroyed",
                                                          outcome->units_lost[side]),
                                                outcome->units_lost[side]);
      g_autofree char *figures = g_strdup_printf (ngettext ("%u figure lost", "%u figures lost",
                                                            outcome->figures_lost[side]),
                                                  outcome->figures_lost[side]);
      guint routed = bn_battle_log_routed_at_break (log, side, NULL);

      /* The units a broken host still had on the field are counted too,
       * as the battle's losses list them. */
      if (routed > 0)
        {
          g_autofree char *fled = g_strdup_printf (ngettext ("%u unit routed when the host broke",
                                                             "%u units routed when the host broke", routed),
                                                   routed);

          /* TRANSLATORS: an army's losses, e.g. "Army of Hugh: 1 unit destroyed, 9 figures lost; 2 units routed
           * when the host broke". */
          g_string_append_printf (text, _("%s: %s, %s; %s\n"), log->armies[side]->name, units, figures, fled);
        }
      else
        /* TRANSLATORS: an army's losses, e.g. "Army of Hugh: 2 units destroyed, 9 figures lost". */
        g_string_append_printf (text, _("%s: %s, %s\n"), log->armies[side]->name, units, figures);
    }
  return g_string_free (text, FALSE);
}
