/* bn-battle-log-xml.c — writes, reads and replays battle logs.
 *
 * The log is written with printf and escaping rather than a tree, as the
 * other exporters do: its shape is fixed and flat. It is read like any
 * untrusted document (a user may hand over a log from someone else): the
 * safe reader with battle-log.rng, then the embedded scenario through the
 * scenario loader with its own schema, then the armies rebuilt with the
 * same calls a player's army goes through, so a log cannot describe a
 * side the battle core would not accept from anywhere else.
 *
 * A replay needs the dice to come out the same: the battle's chance is
 * seeded with the logged dice seed and nothing else draws from it (the
 * AIs that chose the actions had their own random sources).
 *
 * This file writes a log; bn-battle-log-xml-read.c reads one and
 * bn-battle-log-xml-replay.c replays it.
 */
#include "bn-battle-log-xml-private.h"

#include <glib/gi18n-lib.h>

#include "bn-scenario-xml.h"

const char * const bn_battle_log_arm_words[] = { "foot", "horse", "artillery", NULL };
const char * const bn_battle_log_class_words[] = { "A", "B", "C", NULL };
const char * const bn_battle_log_armour_words[] = { "none", "light", "medium", "heavy", NULL };
const char * const bn_battle_log_colour_words[] = { "red", "blue", "green", NULL };
const char * const bn_battle_log_rank_words[] = { "army", "captain", "sergeant", "character", NULL };

G_DEFINE_QUARK (bn-battle-log-error-quark, bn_battle_log_error)

/**
 * bn_battle_outcome_of:
 *
 * Sums up @battle as it stands, the way bn_battle_auto_resolve() does:
 * losses count against the army a unit came from (a bribed unit lost is
 * still its first owner's loss); a battle with no winner is a draw (−1).
 */
void
bn_battle_outcome_of (const BnBattle     *battle,
                      const BnBattleArmy *army0,
                      const BnBattleArmy *army1,
                      BnBattleOutcome    *out_outcome)
{
  const BnBattleArmy *armies[2] = { army0, army1 };
  guint winner = bn_battle_get_winner (battle);

  memset (out_outcome, 0, sizeof *out_outcome);
  out_outcome->winner = winner < 2 ? (int) winner : -1;
  out_outcome->turns = bn_battle_get_turn (battle);
  out_outcome->actions = bn_battle_get_n_actions (battle);
  out_outcome->end_known = bn_battle_get_end (battle, &out_outcome->end);
  for (guint side = 0; side < 2; side++)
    {
      out_outcome->victory_points[side] = bn_battle_get_victory_points (battle, side);
      for (guint spec = 0; spec < armies[side]->n_units; spec++)
        {
          int index = bn_battle_find_unit (battle, side, spec);
          const BnBattleUnit *unit;

          if (index < 0)
            continue;
          unit = bn_battle_get_unit (battle, (guint) index);
          out_outcome->figures_lost[side] += armies[side]->units[spec].figures - unit->figures;
          out_outcome->units_lost[side] += unit->figures == 0;
        }
    }
}

/**
 * bn_battle_outcome_why:
 * @scenario: (nullable): the battlefield it was fought on, for its victory
 *   target and turn limit; %NULL takes @outcome's end as the battle set it
 *   (an outcome read from a log has none)
 *
 * What ended the battle, in a player's words: a side may win with fewer
 * victory points by leaving the other no unit, and a summary that gives
 * the points alone would seem to contradict itself.
 *
 * Returns: (transfer none): "reached the victory points to win", "the
 *   other army has no unit left" or "more victory points when the turns
 *   ran out" (for a draw: "the turns ran out"), translated
 */
const char *
bn_battle_outcome_why (const BnBattleOutcome *outcome,
                       const BnScenario      *scenario)
{
  BnBattleEnd end = outcome != NULL ? outcome->end : BN_BATTLE_END_TURN_LIMIT;

  g_return_val_if_fail (outcome != NULL, "");

  if (outcome->winner < 0)
    return _("the turns ran out");
  if (scenario != NULL && !outcome->end_known)
    {
      if (outcome->victory_points[outcome->winner] >= scenario->victory_target)
        end = BN_BATTLE_END_VICTORY_POINTS;
      else if (scenario->turn_limit > 0 && outcome->turns >= scenario->turn_limit)
        end = BN_BATTLE_END_TURN_LIMIT;
      else
        end = BN_BATTLE_END_ARMY_DESTROYED;
    }
  switch (end)
    {
    case BN_BATTLE_END_VICTORY_POINTS:
      return _("reached the victory points to win");
    case BN_BATTLE_END_TURN_LIMIT:
      return _("more victory points when the turns ran out");
    case BN_BATTLE_END_ARMY_BROKEN:
      return _("the other army lost too many of its stands and broke");
    case BN_BATTLE_END_NO_LEADER:
      return _("the other army had no leader left and broke");
    case BN_BATTLE_END_ARMY_DESTROYED:
    default:
      return _("the other army has no unit left");
    }
}

/* Appends ` @attribute="@text"`, escaped. */
static void
append_attribute (GString    *out,
                  const char *attribute,
                  const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  g_string_append_printf (out, " %s=\"%s\"", attribute, escaped);
}

static void
write_army (GString             *out,
            const BnBattleRules *rules,
            const BnBattleArmy  *army,
            guint                side)
{
  g_string_append_printf (out, "  <army side=\"%u\"", side);
  append_attribute (out, "name", army->name[0] != '\0' ? army->name : "army");
  if (army->unspent_points > 0)
    g_string_append_printf (out, " unspent=\"%u\"", army->unspent_points);
  g_string_append (out, ">\n");
  for (guint i = 0; i < army->n_units; i++)
    {
      const BnBattleUnitSpec *unit = &army->units[i];

      g_string_append (out, "    <unit");
      append_attribute (out, "name", unit->name[0] != '\0' ? unit->name : "unit");
      g_string_append_printf (out, " arm=\"%s\" class=\"%s\" weapon=\"%s\" colour=\"%s\" figures=\"%u\"",
                              bn_battle_log_arm_words[unit->arm], bn_battle_log_class_words[unit->unit_class],
                              bn_battle_rules_get_weapon (rules, unit->weapon)->id,
                              bn_battle_log_colour_words[unit->colour], unit->figures);
      if (unit->mercenary)
        g_string_append_printf (out, " mercenary=\"true\" promise=\"%u\"", unit->promise);
      if (unit->firearms > 0)
        g_string_append_printf (out, " firearms=\"%u\"", unit->firearms);
      if (unit->armour_level >= 1 && unit->armour_level <= 4)
        g_string_append_printf (out, " armour=\"%s\"", bn_battle_log_armour_words[unit->armour_level - 1]);
      if (unit->shields)
        g_string_append (out, " shields=\"true\"");
      if (unit->morale >= 1 && unit->morale <= 3)
        g_string_append_printf (out, " morale=\"%u\"", unit->morale);
      if (unit->light)
        g_string_append (out, " light=\"true\"");
      if (unit->dedicated)
        g_string_append (out, " dedicated=\"true\"");
      if (unit->singular)
        g_string_append (out, " singular=\"true\"");
      if (unit->leadership >= 1 && unit->leadership <= 3)
        g_string_append_printf (out, " leadership=\"%u\"", unit->leadership);
      if (unit->placed)
        g_string_append_printf (out, " col=\"%d\" row=\"%d\" facing=\"%u\"", unit->col, unit->row,
                                unit->facing);
      g_string_append (out, "/>\n");
    }
  for (guint i = 0; i < army->n_commanders; i++)
    {
      const BnBattleCommanderSpec *commander = &army->commanders[i];

      g_string_append (out, "    <commander");
      append_attribute (out, "name", commander->name[0] != '\0' ? commander->name : "commander");
      g_string_append_printf (out, " rank=\"%s\" mounted=\"%s\"", bn_battle_log_rank_words[commander->rank],
                              commander->mounted ? "true" : "false");
      if (commander->unit >= 0)
        g_string_append_printf (out, " unit=\"%d\"", commander->unit);
      if (commander->leadership >= 1 && commander->leadership <= 3)
        g_string_append_printf (out, " leadership=\"%u\"", commander->leadership);
      if (commander->social_rank > 0)
        g_string_append_printf (out, " social-rank=\"%u\" initiative=\"%u\" morale-bonus=\"%u\""
                                " combat-bonus=\"%u\" pcs=\"%u\"", commander->social_rank,
                                commander->initiative, commander->morale_bonus, commander->combat_bonus,
                                commander->pcs);
      if (commander->hero)
        g_string_append (out, " hero=\"true\"");
      if (commander->wound > 0)
        g_string_append_printf (out, " wound=\"%u\"", commander->wound);
      /* His retainers, "type:success:bonus:unit" each. */
      if (commander->n_retainers > 0)
        {
          g_string_append (out, " retainers=\"");
          for (guint r = 0; r < commander->n_retainers && r < BN_BATTLE_MAX_RETAINERS; r++)
            g_string_append_printf (out, "%s%u:%u:%u:%d", r > 0 ? " " : "", commander->retainers[r].type,
                                    commander->retainers[r].success, commander->retainers[r].bonus,
                                    commander->retainers[r].unit);
          g_string_append (out, "\"");
        }
      if (commander->placed)
        g_string_append_printf (out, " col=\"%d\" row=\"%d\"", commander->col, commander->row);
      g_string_append (out, "/>\n");
    }
  for (guint g = 0; g < army->n_groups; g++)
    {
      g_string_append_printf (out, "    <group captain=\"%u\" units=\"", army->groups[g].captain);
      for (guint i = 0; i < army->groups[g].n_units; i++)
        g_string_append_printf (out, "%s%u", i > 0 ? " " : "", army->groups[g].units[i]);
      g_string_append (out, "\"/>\n");
    }
  g_string_append (out, "  </army>\n");
}

static void
write_event (GString             *out,
             const BnBattleEvent *event,
             const char          *pad)
{
  g_string_append_printf (out, "%s<event type=\"%s\" side=\"%u\" a=\"%u\" b=\"%u\" c=\"%u\" value=\"%d\"/>\n",
                          pad, bn_battle_event_type_to_string (event->type), event->side,
                          event->a, event->b, event->c, event->value);
}

/**
 * bn_battle_log_to_xml:
 * @army0: the army @battle was made with for side 0 (the battle keeps
 *   only what it needs of the specs, so the caller passes them again)
 * @seed: (nullable): the seed the user gave, to show it in the log
 * @dice_seed: the seed of the battle's chance
 *
 * Returns: (transfer full): the whole log as a document
 */
char *
bn_battle_log_to_xml (const BnBattle     *battle,
                      const BnBattleArmy *army0,
                      const BnBattleArmy *army1,
                      const guint64      *seed,
                      guint64             dice_seed)
{
  return bn_battle_log_to_xml_drawn (battle, army0, army1, seed, dice_seed, NULL);
}

/* As bn_battle_log_to_xml(), each action with the seed its rolls were
 * drawn from, where @draws has one (a battle over the network). */
char *
bn_battle_log_to_xml_drawn (const BnBattle     *battle,
                            const BnBattleArmy *army0,
                            const BnBattleArmy *army1,
                            const guint64      *seed,
                            guint64             dice_seed,
                            const GArray       *draws)
{
  return bn_battle_log_to_xml_dealt (battle, army0, army1, seed, dice_seed, draws, NULL);
}

/* As bn_battle_log_to_xml_drawn(), with every card its command deck dealt
 * (@deal, guint, both hands in order; %NULL: none), for a battle over the
 * network whose hands were hidden: its deck was dealt by neither side's
 * dice, so a replay deals these cards. */
char *
bn_battle_log_to_xml_dealt (const BnBattle     *battle,
                            const BnBattleArmy *army0,
                            const BnBattleArmy *army1,
                            const guint64      *seed,
                            guint64             dice_seed,
                            const GArray       *draws,
                            const GArray       *deal)
{
  BnBattleRules *rules = bn_battle_get_rules (battle);
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_autofree char *scenario = bn_scenario_to_xml (bn_battle_get_scenario (battle), rules, 2);
  BnBattleOutcome outcome;
  guint n_events = bn_battle_get_n_events (battle);
  guint e = 0;

  g_string_append (out, "<battle-log format=\"1\"");
  if (seed != NULL)
    g_string_append_printf (out, " seed=\"%" G_GUINT64_FORMAT "\"", *seed);
  g_string_append_printf (out, " dice-seed=\"%" G_GUINT64_FORMAT "\"", dice_seed);
  append_attribute (out, "rules", bn_battle_rules_get_ruleset (rules)->id);
  if (deal != NULL && deal->len > 0)
    {
      g_string_append (out, " deal=\"");
      for (guint i = 0; i < deal->len; i++)
        g_string_append_printf (out, "%s%u", i > 0 ? "," : "", g_array_index (deal, guint, i));
      g_string_append_c (out, '"');
    }
  g_string_append (out, ">\n");
  g_string_append (out, scenario);
  write_army (out, rules, army0, 0);
  write_army (out, rules, army1, 1);

  g_string_append (out, "  <setup>\n");
  for (; e < n_events && bn_battle_get_event (battle, e)->action == G_MAXUINT32; e++)
    write_event (out, bn_battle_get_event (battle, e), "    ");
  g_string_append (out, "  </setup>\n  <actions>\n");
  for (guint a = 0; a < bn_battle_get_n_actions (battle); a++)
    {
      const BnBattleAction *action = bn_battle_get_action (battle, a);

      guint64 draw = draws != NULL && a < draws->len ? g_array_index (draws, guint64, a) : 0;

      g_string_append_printf (out, "    <action type=\"%s\" side=\"%u\" a=\"%u\" b=\"%u\" c=\"%u\"",
                              bn_battle_action_type_to_string (action->type), action->side,
                              action->a, action->b, action->c);
      if (draw != 0)
        g_string_append_printf (out, " draw=\"%016" G_GINT64_MODIFIER "x\"", draw);
      g_string_append (out, ">\n");
      for (; e < n_events && bn_battle_get_event (battle, e)->action == a; e++)
        write_event (out, bn_battle_get_event (battle, e), "      ");
      g_string_append (out, "    </action>\n");
    }
  g_string_append (out, "  </actions>\n");

  bn_battle_outcome_of (battle, army0, army1, &outcome);
  /* The schema's word, whatever the language in use: a French session
   * wrote "match nul" once, and its log of a drawn battle did not read. */
  g_string_append_printf (out, "  <outcome winner=\"%s\" turns=\"%u\" actions=\"%u\">\n",
                          outcome.winner == 0 ? "0" : outcome.winner == 1 ? "1" : "draw",
                          outcome.turns, outcome.actions);
  for (guint side = 0; side < 2; side++)
    g_string_append_printf (out, "    <side index=\"%u\" vp=\"%u\" units-lost=\"%u\" figures-lost=\"%u\"/>\n",
                            side, outcome.victory_points[side], outcome.units_lost[side],
                            outcome.figures_lost[side]);
  g_string_append (out, "  </outcome>\n</battle-log>\n");
  return g_string_free (out, FALSE);
}

void
bn_battle_log_free (BnBattleLog *log)
{
  if (log == NULL)
    return;
  g_clear_pointer (&log->scenario, bn_scenario_free);
  g_clear_pointer (&log->armies[0], bn_battle_army_free);
  g_clear_pointer (&log->armies[1], bn_battle_army_free);
  g_clear_pointer (&log->actions, g_array_unref);
  g_clear_pointer (&log->events, g_array_unref);
  g_clear_pointer (&log->draws, g_array_unref);
  g_clear_pointer (&log->deal, g_array_unref);
  g_clear_pointer (&log->rules, bn_battle_rules_unref);
  g_free (log);
}

