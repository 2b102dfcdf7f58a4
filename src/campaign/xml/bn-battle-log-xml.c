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
 */
#include "bn-battle-log-xml.h"

#include <glib/gi18n-lib.h>

#include <libxml/tree.h>
#include <stdio.h>
#include <string.h>

#include "bn-battle-army-from-roster.h"
#include "bn-battle-rules-xml.h"
#include "bn-resources.h"
#include "bn-scenario-xml.h"
#include "bn-xml.h"

#define SCHEMA_RESOURCE BN_RESOURCE_DATA "battle-log.rng"

static const char * const arm_words[] = { "foot", "horse", "artillery", NULL };
static const char * const class_words[] = { "A", "B", "C", NULL };
static const char * const armour_words[] = { "none", "light", "medium", "heavy", NULL };
static const char * const colour_words[] = { "red", "blue", "green", NULL };
static const char * const rank_words[] = { "army", "captain", "sergeant", "character", NULL };

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
                              arm_words[unit->arm], class_words[unit->unit_class],
                              bn_battle_rules_get_weapon (rules, unit->weapon)->id,
                              colour_words[unit->colour], unit->figures);
      if (unit->mercenary)
        g_string_append_printf (out, " mercenary=\"true\" promise=\"%u\"", unit->promise);
      if (unit->firearms > 0)
        g_string_append_printf (out, " firearms=\"%u\"", unit->firearms);
      if (unit->armour_level >= 1 && unit->armour_level <= 4)
        g_string_append_printf (out, " armour=\"%s\"", armour_words[unit->armour_level - 1]);
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
      g_string_append_printf (out, " rank=\"%s\" mounted=\"%s\"", rank_words[commander->rank],
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
  g_clear_pointer (&log->rules, bn_battle_rules_unref);
  g_free (log);
}

/* ---- reading ---- */

typedef struct
{
  const char          *name;
  const BnBattleRules *rules;
} Reader;

static gboolean
read_word (Reader             *reader,
           xmlNode            *node,
           const char         *attribute,
           const char * const *words,
           guint              *out,
           GError            **error)
{
  g_autofree char *text = bn_xml_get_string_prop (node, attribute, reader->name, error);

  if (text == NULL)
    return FALSE;
  for (guint i = 0; words[i] != NULL; i++)
    if (g_str_equal (words[i], text))
      {
        *out = i;
        return TRUE;
      }
  bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                       _("the attribute “%s” cannot be “%s”"), attribute, text);
  return FALSE;
}

static gboolean
read_bool (Reader      *reader,
           xmlNode     *node,
           const char  *attribute,
           gboolean    *out,
           GError     **error)
{
  static const char * const words[] = { "false", "true", "0", "1", NULL };
  guint index;

  *out = FALSE;
  if (!bn_xml_has_prop (node, attribute))
    return TRUE;
  if (!read_word (reader, node, attribute, words, &index, error))
    return FALSE;
  *out = index % 2 == 1;
  return TRUE;
}

static gboolean
read_uint64 (Reader      *reader,
             xmlNode     *node,
             const char  *attribute,
             guint64     *out,
             GError     **error)
{
  g_autofree char *text = bn_xml_get_string_prop (node, attribute, reader->name, error);

  if (text == NULL)
    return FALSE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, out, NULL))
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                           _("“%s” is not a seed"), text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_army_units (Reader        *reader,
                 xmlNode       *army_node,
                 BnBattleArmy  *army,
                 GError       **error)
{
  for (xmlNode *node = bn_xml_first_element (army_node, "unit"); node != NULL;
       node = bn_xml_next_element (node, "unit"))
    {
      g_autofree char *name = NULL;
      g_autofree char *weapon = NULL;
      guint arm, unit_class, colour, figures, promise = 0, firearms = 0;
      const BnClassProfile *profile;
      BnBattleUnitSpec *spec;
      int index;

      if ((name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
          (weapon = bn_xml_get_string_prop (node, "weapon", reader->name, error)) == NULL ||
          !read_word (reader, node, "arm", arm_words, &arm, error) ||
          !read_word (reader, node, "class", class_words, &unit_class, error) ||
          !read_word (reader, node, "colour", colour_words, &colour, error) ||
          !bn_xml_get_uint_prop (node, "figures", reader->name, &figures, error) ||
          (bn_xml_has_prop (node, "promise") &&
           !bn_xml_get_uint_prop (node, "promise", reader->name, &promise, error)) ||
          (bn_xml_has_prop (node, "firearms") &&
           !bn_xml_get_uint_prop (node, "firearms", reader->name, &firearms, error)))
        return FALSE;
      profile = bn_battle_rules_lookup_class (reader->rules, arm, unit_class);
      if (profile == NULL || bn_battle_rules_find_weapon (reader->rules, weapon) < 0)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("the battle rules have no such class or weapon"));
          return FALSE;
        }
      if (figures < 1 || figures > profile->max_figures)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("a %s unit has 1 to %u figures"), profile->name, profile->max_figures);
          return FALSE;
        }
      index = bn_battle_army_add_unit (army, reader->rules, NULL, arm, unit_class, weapon, colour);
      if (index < 0)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("an army has at most %d units"), BN_BATTLE_ARMY_MAX_UNITS);
          return FALSE;
        }
      spec = &army->units[index];
      g_strlcpy (spec->name, name, sizeof spec->name);
      spec->figures = figures;
      spec->promise = promise;
      spec->firearms = firearms;
      if (!read_bool (reader, node, "mercenary", &spec->mercenary, error) ||
          !read_bool (reader, node, "shields", &spec->shields, error) ||
          !read_bool (reader, node, "light", &spec->light, error) ||
          !read_bool (reader, node, "dedicated", &spec->dedicated, error) ||
          !read_bool (reader, node, "singular", &spec->singular, error) ||
          (bn_xml_has_prop (node, "morale") &&
           !bn_xml_get_uint_prop (node, "morale", reader->name, &spec->morale, error)) ||
          (bn_xml_has_prop (node, "leadership") &&
           !bn_xml_get_uint_prop (node, "leadership", reader->name, &spec->leadership, error)))
        return FALSE;
      if (bn_xml_has_prop (node, "armour"))
        {
          guint armour;

          if (!read_word (reader, node, "armour", armour_words, &armour, error))
            return FALSE;
          spec->armour_level = armour + 1;
        }
      if (spec->morale > 3 || spec->leadership > 3)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("morale and leadership are rated 1 to 3"));
          return FALSE;
        }
      if (bn_xml_has_prop (node, "col"))
        {
          int col, row;
          guint facing;

          if (!bn_xml_get_int_prop (node, "col", reader->name, &col, error) ||
              !bn_xml_get_int_prop (node, "row", reader->name, &row, error) ||
              !bn_xml_get_uint_prop (node, "facing", reader->name, &facing, error))
            return FALSE;
          bn_battle_army_place_unit (army, (guint) index, col, row, facing);
        }
    }
  return TRUE;
}

/* A commander's retainers="type:success:bonus:unit …" (the schema checks
 * the shape; the numbers are checked here). */
static gboolean
read_retainers (Reader                 *reader,
                xmlNode                *node,
                BnBattleCommanderSpec  *spec,
                GError                **error)
{
  g_autofree char *text = bn_xml_get_string_prop (node, "retainers", reader->name, error);
  g_auto(GStrv) items = NULL;

  if (text == NULL)
    return FALSE;
  items = g_strsplit (g_strstrip (text), " ", -1);
  spec->n_retainers = 0;
  for (guint i = 0; items[i] != NULL; i++)
    {
      guint type, success, bonus;
      int unit;

      if (items[i][0] == '\0')
        continue;
      if (sscanf (items[i], "%u:%u:%u:%d", &type, &success, &bonus, &unit) != 4 || type == 0
          || type >= BN_RETAINER_N_TYPES || success > 20 || bonus > 20 || unit < -1
          || spec->n_retainers >= BN_BATTLE_MAX_RETAINERS)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("“%s” is not a retainer (type:success:bonus:unit), or one too many"), items[i]);
          return FALSE;
        }
      spec->retainers[spec->n_retainers++] = (BnBattleRetainerSpec) { type, success, bonus, unit };
    }
  return TRUE;
}

static gboolean
read_army_commanders (Reader        *reader,
                      xmlNode       *army_node,
                      BnBattleArmy  *army,
                      GError       **error)
{
  for (xmlNode *node = bn_xml_first_element (army_node, "commander"); node != NULL;
       node = bn_xml_next_element (node, "commander"))
    {
      g_autofree char *name = NULL;
      guint rank, unit = 0;
      int index;

      if ((name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
          !read_word (reader, node, "rank", rank_words, &rank, error) ||
          (bn_xml_has_prop (node, "unit") &&
           !bn_xml_get_uint_prop (node, "unit", reader->name, &unit, error)))
        return FALSE;
      if (bn_xml_has_prop (node, "unit") && unit >= army->n_units)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("the army has no unit %u"), unit);
          return FALSE;
        }
      index = bn_battle_army_add_commander (army, NULL, rank,
                                            bn_xml_has_prop (node, "unit") ? (int) unit : -1);
      if (index < 0)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("an army has at most %d commanders"), BN_BATTLE_ARMY_MAX_COMMANDERS);
          return FALSE;
        }
      g_strlcpy (army->commanders[index].name, name, BN_BATTLE_NAME_MAX);
      if (bn_xml_has_prop (node, "leadership") &&
          !bn_xml_get_uint_prop (node, "leadership", reader->name, &army->commanders[index].leadership, error))
        return FALSE;
      if (!read_bool (reader, node, "mounted", &army->commanders[index].mounted, error))
        return FALSE;
      /* A campaign leader's Day of Battle numbers, which his battle reads. */
      if (bn_xml_has_prop (node, "social-rank") &&
          (!bn_xml_get_uint_prop (node, "social-rank", reader->name, &army->commanders[index].social_rank, error) ||
           !bn_xml_get_uint_prop (node, "initiative", reader->name, &army->commanders[index].initiative, error) ||
           !bn_xml_get_uint_prop (node, "morale-bonus", reader->name, &army->commanders[index].morale_bonus, error) ||
           !bn_xml_get_uint_prop (node, "combat-bonus", reader->name, &army->commanders[index].combat_bonus, error) ||
           !bn_xml_get_uint_prop (node, "pcs", reader->name, &army->commanders[index].pcs, error)))
        return FALSE;
      if (bn_xml_has_prop (node, "hero") && !read_bool (reader, node, "hero", &army->commanders[index].hero, error))
        return FALSE;
      if (bn_xml_has_prop (node, "wound") &&
          !bn_xml_get_uint_prop (node, "wound", reader->name, &army->commanders[index].wound, error))
        return FALSE;
      if (bn_xml_has_prop (node, "retainers") && !read_retainers (reader, node, &army->commanders[index], error))
        return FALSE;
      if (army->commanders[index].social_rank > 6 || army->commanders[index].wound > 10 ||
          (army->commanders[index].pcs != 0 && (army->commanders[index].pcs < 11 || army->commanders[index].pcs > 20)))
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("a social rank is 1 to 6 and a personal combat skill 11 to 20"));
          return FALSE;
        }
      if (bn_xml_has_prop (node, "col"))
        {
          int col, row;

          if (!bn_xml_get_int_prop (node, "col", reader->name, &col, error) ||
              !bn_xml_get_int_prop (node, "row", reader->name, &row, error))
            return FALSE;
          bn_battle_army_place_commander (army, (guint) index, col, row);
        }
    }
  return TRUE;
}

static gboolean
read_army_groups (Reader        *reader,
                  xmlNode       *army_node,
                  BnBattleArmy  *army,
                  GError       **error)
{
  for (xmlNode *node = bn_xml_first_element (army_node, "group"); node != NULL;
       node = bn_xml_next_element (node, "group"))
    {
      g_autofree char *text = NULL;
      g_auto(GStrv) parts = NULL;
      g_autoptr(GError) local_error = NULL;
      guint captain, units[4], n_units = 0;

      if (!bn_xml_get_uint_prop (node, "captain", reader->name, &captain, error) ||
          (text = bn_xml_get_string_prop (node, "units", reader->name, error)) == NULL)
        return FALSE;
      parts = g_strsplit_set (text, " \t\r\n", -1);
      for (guint i = 0; parts[i] != NULL; i++)
        {
          guint64 unit;

          if (parts[i][0] == '\0')
            continue;
          if (n_units >= G_N_ELEMENTS (units) ||
              !g_ascii_string_to_unsigned (parts[i], 10, 0, 255, &unit, NULL))
            {
              bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                                   _("a “Battle” is at most 4 unit numbers"));
              return FALSE;
            }
          units[n_units++] = (guint) unit;
        }
      if (!bn_battle_army_add_group (army, captain, units, n_units, &local_error))
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node, _("%s"),
                               local_error->message);
          return FALSE;
        }
    }
  return TRUE;
}

static BnBattleArmy *
read_army (Reader   *reader,
           xmlNode  *node,
           GError  **error)
{
  g_autofree char *name = bn_xml_get_string_prop (node, "name", reader->name, error);
  g_autoptr(BnBattleArmy) army = NULL;

  if (name == NULL)
    return NULL;
  army = bn_battle_army_new (name);
  if (bn_xml_has_prop (node, "unspent") &&
      !bn_xml_get_uint_prop (node, "unspent", reader->name, &army->unspent_points, error))
    return NULL;
  if (!read_army_units (reader, node, army, error) ||
      !read_army_commanders (reader, node, army, error) ||
      !read_army_groups (reader, node, army, error))
    return NULL;
  /* Its leaders' strikes read as the campaign's tables say, as when the
   * battle was fought. */
  bn_battle_risk_load_default (&army->risk);
  return g_steal_pointer (&army);
}

static gboolean
read_fields (Reader      *reader,
             xmlNode     *node,
             gboolean     is_event,
             guint8       fields[5],
             GError     **error)
{
  static const char * const names[] = { "side", "a", "b", "c" };
  g_autofree char *type = bn_xml_get_string_prop (node, "type", reader->name, error);
  guint n_types = is_event ? BN_N_EVENTS : BN_N_ACTIONS;
  guint t;

  if (type == NULL)
    return FALSE;
  for (t = 0; t < n_types; t++)
    if (g_str_equal (type, is_event ? bn_battle_event_type_to_string (t)
                                    : bn_battle_action_type_to_string (t)))
      break;
  if (t == n_types)
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                           is_event ? _("“%s” is not an event") : _("“%s” is not an action"), type);
      return FALSE;
    }
  fields[0] = (guint8) t;
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      guint value;

      if (!bn_xml_get_uint_prop (node, names[i], reader->name, &value, error))
        return FALSE;
      if (value > 255)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("“%s” is at most 255"), names[i]);
          return FALSE;
        }
      fields[i + 1] = (guint8) value;
    }
  return TRUE;
}

/* Logs written before the card's Initiative was asked once hold its
 * event twice in a row (the orders were right; only the line doubled).
 * One action never uses Initiative twice for the same side, so an exact
 * twin of the event before it is that double and is read as one: old
 * logs replay identically. */
static gboolean
initiative_twin (const GArray        *events,
                 const BnBattleEvent *event)
{
  const BnBattleEvent *last;

  if (events->len == 0 || event->type != BN_EVENT_LEADER_SKILL
      || (event->b & ~BN_SKILL_USE_PASSED) != BN_SKILL_USE_INITIATIVE)
    return FALSE;
  last = &g_array_index (events, BnBattleEvent, events->len - 1);
  return memcmp (last, event, sizeof *event) == 0;
}

static gboolean
read_events (Reader   *reader,
             xmlNode  *parent,
             guint32   action,
             GArray   *events,
             GError  **error)
{
  for (xmlNode *node = bn_xml_first_element (parent, "event"); node != NULL;
       node = bn_xml_next_element (node, "event"))
    {
      guint8 f[5];
      int value;
      BnBattleEvent event;

      if (!read_fields (reader, node, TRUE, f, error) ||
          !bn_xml_get_int_prop (node, "value", reader->name, &value, error))
        return FALSE;
      if (value < G_MININT16 || value > G_MAXINT16)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node, _("the value is out of range"));
          return FALSE;
        }
      event = (BnBattleEvent) { .type = f[0], .side = f[1], .a = f[2], .b = f[3], .c = f[4], .value = (gint16) value,
                                .action = action };
      if (initiative_twin (events, &event))
        continue;
      g_array_append_val (events, event);
    }
  return TRUE;
}

static gboolean
read_outcome (Reader           *reader,
              xmlNode          *root,
              BnBattleOutcome  *out,
              GError          **error)
{
  static const char * const winners[] = { "0", "1", "draw", NULL };
  xmlNode *node = bn_xml_first_element (root, "outcome");
  guint winner;
  guint seen = 0;

  memset (out, 0, sizeof *out);
  if (node == NULL ||
      !read_word (reader, node, "winner", winners, &winner, error) ||
      !bn_xml_get_uint_prop (node, "turns", reader->name, &out->turns, error) ||
      !bn_xml_get_uint_prop (node, "actions", reader->name, &out->actions, error))
    return node != NULL ? FALSE
                        : (bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, root,
                                                _("the element <outcome> is missing")), FALSE);
  out->winner = winner < 2 ? (int) winner : -1;
  for (xmlNode *side_node = bn_xml_first_element (node, "side"); side_node != NULL;
       side_node = bn_xml_next_element (side_node, "side"))
    {
      guint side;

      if (!bn_xml_get_uint_prop (side_node, "index", reader->name, &side, error))
        return FALSE;
      if (side > 1 || (seen & (1u << side)))
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, side_node,
                               _("each side's outcome is given once"));
          return FALSE;
        }
      seen |= 1u << side;
      if (!bn_xml_get_uint_prop (side_node, "vp", reader->name, &out->victory_points[side], error) ||
          !bn_xml_get_uint_prop (side_node, "units-lost", reader->name, &out->units_lost[side], error) ||
          !bn_xml_get_uint_prop (side_node, "figures-lost", reader->name, &out->figures_lost[side], error))
        return FALSE;
    }
  if (seen != 3)
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                           _("the outcome of both sides is needed"));
      return FALSE;
    }
  return TRUE;
}

/* The embedded scenario goes through the scenario loader and its schema,
 * as a scenario file would: a log is no back door around those checks. */
static BnScenario *
read_embedded_scenario (Reader   *reader,
                        xmlDoc   *doc,
                        xmlNode  *node,
                        GError  **error)
{
  g_autofree char *name = g_strdup_printf (_("%s: the scenario at line %u"), reader->name,
                                           bn_xml_get_line (node));
  xmlBuffer *buffer = xmlBufferCreate ();
  g_autoptr(GBytes) bytes = NULL;
  BnScenario *scenario;

  if (buffer == NULL || xmlNodeDump (buffer, doc, node, 0, 0) < 0)
    {
      if (buffer != NULL)
        xmlBufferFree (buffer);
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                           _("the scenario could not be read"));
      return NULL;
    }
  bytes = g_bytes_new (xmlBufferContent (buffer), (gsize) xmlBufferLength (buffer));
  xmlBufferFree (buffer);
  scenario = bn_scenario_load_bytes (reader->rules, bytes, name, error);
  return scenario;
}

static BnBattleLog *
read_log (Reader   *reader,
          xmlDoc   *doc,
          GError  **error)
{
  g_autoptr(BnBattleLog) log = g_new0 (BnBattleLog, 1);
  xmlNode *root = bn_xml_get_root (doc);
  xmlNode *node;
  guint n_armies = 0;

  log->actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  log->events = g_array_new (FALSE, FALSE, sizeof (BnBattleEvent));
  log->draws = g_array_new (FALSE, TRUE, sizeof (guint64));

  /* The ruleset: logs written before rulesets were named carry none, or
   * the name of the rules file, and were all Lords & Levies. */
  {
    g_autofree char *id = bn_xml_has_prop (root, "rules")
                          ? bn_xml_get_string_prop (root, "rules", reader->name, NULL) : NULL;

    log->ruleset = bn_ruleset_for_record (id);
  }
  if (reader->rules == NULL)
    {
      log->rules = bn_battle_rules_load_ruleset (log->ruleset, error);
      if (log->rules == NULL)
        return NULL;
      reader->rules = log->rules;
    }
  else if (bn_battle_rules_get_ruleset (reader->rules) != log->ruleset)
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, root,
                           _("the battle was played under %s, not %s"), log->ruleset->name,
                           bn_battle_rules_get_ruleset (reader->rules)->name);
      return NULL;
    }

  log->has_seed = bn_xml_has_prop (root, "seed");
  if ((log->has_seed && !read_uint64 (reader, root, "seed", &log->seed, error)) ||
      !read_uint64 (reader, root, "dice-seed", &log->dice_seed, error))
    return NULL;

  node = bn_xml_first_element (root, "scenario");
  if (node == NULL)
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, root, _("the log has no scenario"));
      return NULL;
    }
  log->scenario = read_embedded_scenario (reader, doc, node, error);
  if (log->scenario == NULL)
    return NULL;

  for (node = bn_xml_first_element (root, "army"); node != NULL; node = bn_xml_next_element (node, "army"))
    {
      guint side;

      if (!bn_xml_get_uint_prop (node, "side", reader->name, &side, error))
        return NULL;
      if (side > 1 || log->armies[side] != NULL)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("each side's army (0 and 1) is given once"));
          return NULL;
        }
      log->armies[side] = read_army (reader, node, error);
      if (log->armies[side] == NULL)
        return NULL;
      n_armies++;
    }
  if (n_armies != 2)
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, root, _("the log needs two armies"));
      return NULL;
    }

  node = bn_xml_first_element (root, "setup");
  if (node != NULL && !read_events (reader, node, G_MAXUINT32, log->events, error))
    return NULL;
  node = bn_xml_first_element (root, "actions");
  for (xmlNode *action_node = node != NULL ? bn_xml_first_element (node, "action") : NULL;
       action_node != NULL; action_node = bn_xml_next_element (action_node, "action"))
    {
      guint8 f[5];
      BnBattleAction action;

      if (!read_fields (reader, action_node, FALSE, f, error))
        return NULL;
      if (f[1] > 1)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, action_node,
                               _("an action is taken by side 0 or 1"));
          return NULL;
        }
      action = (BnBattleAction) { f[0], f[1], f[2], f[3], f[4] };
      g_array_append_val (log->actions, action);
      {
        g_autofree char *draw = bn_xml_has_prop (action_node, "draw")
                                  ? bn_xml_get_string_prop (action_node, "draw", reader->name, NULL) : NULL;
        guint64 seed = draw != NULL ? g_ascii_strtoull (draw, NULL, 16) : 0;

        g_array_set_size (log->draws, log->actions->len - 1);
        g_array_append_val (log->draws, seed);
      }
      if (!read_events (reader, action_node, log->actions->len - 1, log->events, error))
        return NULL;
    }
  if (!read_outcome (reader, root, &log->outcome, error))
    return NULL;
  /* An army that broke for want of a leader ends its log (DoB, "Lost
   * Leaders and Heroes"): the end is known without a replay. */
  if (log->events->len >= 2
      && g_array_index (log->events, BnBattleEvent, log->events->len - 1).type == BN_EVENT_GAME_OVER
      && g_array_index (log->events, BnBattleEvent, log->events->len - 2).type == BN_EVENT_ARMY_BROKEN)
    {
      log->outcome.end = BN_BATTLE_END_NO_LEADER;
      log->outcome.end_known = TRUE;
    }
  return g_steal_pointer (&log);
}

/**
 * bn_battle_log_load_bytes:
 * @rules: (nullable): the battle rules the log's ids refer to; %NULL: the
 *   rules of the ruleset the log names, loaded and kept in the log
 * @name: what the user knows the document as
 *
 * Reads a log; does not replay it.
 *
 * Returns: (transfer full): the log, or %NULL with a %BN_XML_ERROR that
 *   names @name and the line of the first problem
 */
BnBattleLog *
bn_battle_log_load_bytes (const BnBattleRules *rules,
                          GBytes              *bytes,
                          const char          *name,
                          GError             **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  Reader reader = { name, rules };

  g_return_val_if_fail (bytes != NULL && name != NULL, NULL);

  doc = bn_xml_read_bytes (bytes, name, SCHEMA_RESOURCE, error);
  return doc != NULL ? read_log (&reader, doc, error) : NULL;
}

BnBattleLog *
bn_battle_log_load_file (const BnBattleRules *rules,
                         const char          *path,
                         GError             **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  Reader reader = { path, rules };

  g_return_val_if_fail (path != NULL, NULL);

  doc = bn_xml_read_file (path, SCHEMA_RESOURCE, error);
  return doc != NULL ? read_log (&reader, doc, error) : NULL;
}

static gboolean
event_equal (const BnBattleEvent *a,
             const BnBattleEvent *b)
{
  return a->type == b->type && a->side == b->side && a->a == b->a && a->b == b->b
         && a->c == b->c && a->value == b->value && a->action == b->action;
}

static char *
describe_event (const BnBattleEvent *event)
{
  g_autofree char *text = bn_battle_event_to_string (event);

  return event->action == G_MAXUINT32 ? g_strdup_printf ("%s (setup)", text)
                                      : g_strdup_printf (_("%s (after action %u)"), text, event->action + 1);
}

static gboolean
differ (GError    **error,
        const char *format,
        ...) G_GNUC_PRINTF (2, 3);

static gboolean
differ (GError    **error,
        const char *format,
        ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BN_BATTLE_LOG_ERROR, BN_BATTLE_LOG_ERROR_DIFFERENT, message);
  return FALSE;
}

/* Compares the events from @from on; TRUE if they all match the log's. */
static gboolean
compare_events (const BnBattle     *battle,
                const BnBattleLog  *log,
                guint               from,
                guint               to,
                GError            **error)
{
  for (guint e = from; e < to; e++)
    {
      const BnBattleEvent *got = bn_battle_get_event (battle, e);

      if (e >= log->events->len)
        {
          g_autofree char *text = describe_event (got);

          return differ (error, "event %u: the replay has %s, the log has no more events", e + 1, text);
        }
      if (!event_equal (got, &g_array_index (log->events, BnBattleEvent, e)))
        {
          g_autofree char *want = describe_event (&g_array_index (log->events, BnBattleEvent, e));
          g_autofree char *text = describe_event (got);

          return differ (error, "event %u: the log has %s, the replay %s", e + 1, want, text);
        }
    }
  return TRUE;
}

/**
 * bn_battle_log_type_dice:
 * @action: an index in @log's actions
 *
 * Types into @chance, in order, the dice a player typed during action
 * @action (its die events marked typed), and the cards typed for a struck
 * leader, and reseeds it from the action's draw seed if it has one, so
 * that a replay throws and draws them again where the battle did.
 */
void
bn_battle_log_type_dice (const BnBattleLog *log,
                         guint              action,
                         BnChance          *chance)
{
  g_return_if_fail (log != NULL && chance != NULL);

  /* A battle over the network drew this action's rolls from its own seed. */
  if (log->draws != NULL && action < log->draws->len && g_array_index (log->draws, guint64, action) != 0 &&
      bn_chance_has_seed (chance))
    bn_chance_reseed (chance, g_array_index (log->draws, guint64, action));
  for (guint e = 0; e < log->events->len; e++)
    {
      const BnBattleEvent *event = &g_array_index (log->events, BnBattleEvent, e);

      if (event->action == action && event->type == BN_EVENT_DIE && event->c != 0)
        bn_chance_push_die (chance, (guint) event->value);
      /* A card a player drew for a struck or lost leader (bn-battle-risk.c). */
      else if (event->action == action && event->type == BN_EVENT_RISK_CARD && event->value >= 256)
        bn_chance_push_card (chance, (BnCard) event->b);
    }
}

/**
 * bn_battle_log_new_battle:
 * @chance: (transfer none): seeded with the log's dice seed; kept alive as
 *   long as the battle
 *
 * @log's battle as it was set up, before its first action. A log written
 * before the setup waited for an army commander's first-move die went on
 * past that die (its setup has more events than the battle now waits
 * with): the die is kept there as it fell, as it was then.
 *
 * Returns: (transfer full) (nullable): the battle, or %NULL as
 *   bn_battle_new()
 */
BnBattle *
bn_battle_log_new_battle (BnBattleRules      *rules,
                          const BnBattleLog  *log,
                          BnChance           *chance,
                          GError            **error)
{
  g_autoptr(BnBattle) battle = NULL;
  guint setup_events = 0;

  g_return_val_if_fail (rules != NULL && log != NULL && chance != NULL, NULL);

  battle = bn_battle_new (rules, log->scenario, log->armies[0], log->armies[1], chance, error);
  if (battle == NULL)
    return NULL;
  while (setup_events < log->events->len
         && g_array_index (log->events, BnBattleEvent, setup_events).action == G_MAXUINT32)
    setup_events++;
  if (bn_battle_get_reroll_offer (battle, NULL, NULL) >= 0 && setup_events > bn_battle_get_n_events (battle)
      && !bn_battle_keep_setup_die (battle, error))
    return NULL;
  return g_steal_pointer (&battle);
}

/**
 * bn_battle_log_replay:
 *
 * Plays @log's actions again from its scenario, armies and dice seed, and
 * checks every event and the outcome against the log.
 *
 * @out_outcome: (out) (optional): the replay's outcome
 *
 * Returns: %TRUE if the replay is identical; otherwise %FALSE with @error
 *   set: %BN_BATTLE_LOG_ERROR_DIFFERENT naming the first difference (an
 *   action refused, an event, the outcome), or a %BN_BATTLE_ERROR if the
 *   log's setup is one the battle core refuses
 */
gboolean
bn_battle_log_replay (BnBattleRules      *rules,
                      const BnBattleLog  *log,
                      BnBattleOutcome    *out_outcome,
                      GError            **error)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (log->dice_seed);
  g_autoptr(BnBattle) battle = NULL;
  BnBattleOutcome outcome;
  guint checked = 0;

  g_return_val_if_fail (log != NULL && (rules != NULL || log->rules != NULL), FALSE);

  if (rules == NULL)
    rules = log->rules;
  battle = bn_battle_log_new_battle (rules, log, chance, error);
  if (battle == NULL)
    return FALSE;
  for (guint a = 0; a < log->actions->len; a++)
    {
      const BnBattleAction *action = &g_array_index (log->actions, BnBattleAction, a);
      g_autoptr(GError) refused = NULL;

      if (!compare_events (battle, log, checked, bn_battle_get_n_events (battle), error))
        return FALSE;
      checked = bn_battle_get_n_events (battle);
      bn_battle_log_type_dice (log, a, chance);
      if (!bn_battle_apply (battle, action, &refused))
        {
          g_autofree char *text = bn_battle_action_to_string (action);

          return differ (error, "action %u (%s) is refused on replay: %s", a + 1, text,
                         refused->message);
        }
    }
  if (!compare_events (battle, log, checked, bn_battle_get_n_events (battle), error))
    return FALSE;
  if (bn_battle_get_n_events (battle) != log->events->len)
    {
      g_autofree char *want = describe_event (&g_array_index (log->events, BnBattleEvent,
                                                              bn_battle_get_n_events (battle)));

      return differ (error, "event %u: the log has %s, the replay has no more events",
                     bn_battle_get_n_events (battle) + 1, want);
    }

  bn_battle_outcome_of (battle, log->armies[0], log->armies[1], &outcome);
  if (outcome.winner != log->outcome.winner || outcome.turns != log->outcome.turns
      || outcome.actions != log->outcome.actions
      || memcmp (outcome.victory_points, log->outcome.victory_points, sizeof outcome.victory_points) != 0
      || memcmp (outcome.units_lost, log->outcome.units_lost, sizeof outcome.units_lost) != 0
      || memcmp (outcome.figures_lost, log->outcome.figures_lost, sizeof outcome.figures_lost) != 0)
    {
      return differ (error, "the outcome: the log says winner %d, %u–%u VP after %u turns; the replay "
              "winner %d, %u–%u VP after %u turns (or the losses differ)",
              log->outcome.winner, log->outcome.victory_points[0], log->outcome.victory_points[1],
              log->outcome.turns, outcome.winner, outcome.victory_points[0],
              outcome.victory_points[1], outcome.turns);
    }
  if (out_outcome != NULL)
    *out_outcome = outcome;
  return TRUE;
}
