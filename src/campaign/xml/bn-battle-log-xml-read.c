/* bn-battle-log-xml-read.c — reads a battle log as any untrusted document
 * (bn-battle-log-xml.c says how): the safe reader with battle-log.rng, the
 * embedded scenario through the scenario loader, the armies rebuilt with
 * the calls a player's army goes through, then the fields, events and
 * outcome, each refusal naming the file and line.
 */
#include "bn-battle-log-xml-private.h"

#include <glib/gi18n-lib.h>

#include <libxml/tree.h>
#include <string.h>

#include "bn-battle-army-from-roster.h"
#include "bn-battle-rules-xml.h"
#include "bn-resources.h"
#include "bn-scenario-xml.h"
#include "bn-xml.h"

#define SCHEMA_RESOURCE BN_RESOURCE_DATA "battle-log.rng"

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
          !read_word (reader, node, "arm", bn_battle_log_arm_words, &arm, error) ||
          !read_word (reader, node, "class", bn_battle_log_class_words, &unit_class, error) ||
          !read_word (reader, node, "colour", bn_battle_log_colour_words, &colour, error) ||
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

          if (!read_word (reader, node, "armour", bn_battle_log_armour_words, &armour, error))
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
          !read_word (reader, node, "rank", bn_battle_log_rank_words, &rank, error) ||
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
  /* The cards dealt between two sides that hid their hands. */
  if (bn_xml_has_prop (root, "deal"))
    {
      g_autofree char *deal = bn_xml_get_string_prop (root, "deal", reader->name, NULL);
      g_auto(GStrv) cards = g_strsplit (deal != NULL ? deal : "", ",", -1);

      log->deal = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint i = 0; cards[i] != NULL; i++)
        {
          guint64 card;

          if (!g_ascii_string_to_unsigned (cards[i], 10, 0, 254, &card, NULL))
            {
              bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, root,
                                   _("card %u of the deal, “%s”, is not a card"), i + 1, cards[i]);
              return NULL;
            }
          g_array_append_val (log->deal, (guint) { (guint) card });
        }
    }

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
