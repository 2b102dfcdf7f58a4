/* bn-leader-rules-xml.c — reads leaders.xml into a BnLeaderRules.
 *
 * The document is read by bn_xml_read_bytes() against leaders.rng, so by
 * the time the tree is walked its shape is known; what is left here is
 * turning attributes into numbers and rows, each passed on with its line so
 * that the builder's whole-table checks can point at the right place.
 */
#include "bn-leader-rules.h"

#include <glib/gi18n-lib.h>

#include <libxml/tree.h>

#include "bn-resources.h"
#include "bn-xml.h"

#define SCHEMA_RESOURCE BN_RESOURCE_DATA "leaders.rng"

typedef struct
{
  const char           *name;
  BnLeaderRulesBuilder *builder;
} Reader;

/* Reads @attribute as one of @words, storing its index in @out. */
static gboolean
read_choice (Reader             *reader,
             xmlNode            *node,
             const char         *attribute,
             const char * const *words,
             guint              *out,
             GError            **error)
{
  g_autofree char *text = bn_xml_get_string_prop (node, attribute, reader->name, error);

  if (text == NULL)
    return FALSE;
  g_strstrip (text);
  for (guint i = 0; words[i] != NULL; i++)
    if (g_str_equal (text, words[i]))
      {
        *out = i;
        return TRUE;
      }
  bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                       _("the attribute “%s” cannot be “%s”"), attribute, text);
  return FALSE;
}

static gboolean
read_card_pattern (Reader         *reader,
                   xmlNode        *node,
                   BnCardPattern  *out,
                   GError        **error)
{
  /* In the order of BnRuleColour (after "any") and BnRuleCards. */
  static const char * const colours[] = { "red", "black", NULL };
  static const char * const classes[] = { "numbered", "court", "ace", "face", "joker", NULL };
  guint colour = 0, cards = 0;

  out->colour = BN_RULE_COLOUR_ANY;
  if (bn_xml_has_prop (node, "colour"))
    {
      if (!read_choice (reader, node, "colour", colours, &colour, error))
        return FALSE;
      out->colour = colour == 0 ? BN_RULE_COLOUR_RED : BN_RULE_COLOUR_BLACK;
    }
  if (!read_choice (reader, node, "cards", classes, &cards, error))
    return FALSE;
  out->cards = (BnRuleCards) cards;
  return TRUE;
}

/* A card named without suit: "A", "2" … "10", "J", "Q", "K". */
static gboolean
read_card_face (Reader      *reader,
                xmlNode     *node,
                const char  *attribute,
                guint       *out_value,
                GError     **error)
{
  static const char * const faces[] = {
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", NULL,
  };
  guint index;

  if (!read_choice (reader, node, attribute, faces, &index, error))
    return FALSE;
  *out_value = index + 1;
  return TRUE;
}

/* Splitting a list on each white-space character leaves empty strings
 * where the separators ran together; this removes them in place. */
static void
drop_empty_strings (char **strv)
{
  guint out = 0;

  for (guint i = 0; strv[i] != NULL; i++)
    {
      if (strv[i][0] == '\0')
        g_free (strv[i]);
      else
        strv[out++] = strv[i];
    }
  strv[out] = NULL;
}

static gboolean
read_social_ranks (Reader   *reader,
                   xmlNode  *root,
                   GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "social-ranks", reader->name, error);
  guint start_rank;

  if (section == NULL ||
      !bn_xml_get_uint_prop (section, "player-start-rank", reader->name, &start_rank, error))
    return FALSE;
  bn_leader_rules_builder_set_player_start_rank (reader->builder, start_rank,
                                                 bn_xml_get_line (section));

  for (xmlNode *node = bn_xml_first_element (section, "rank"); node != NULL;
       node = bn_xml_next_element (node, "rank"))
    {
      g_autofree char *title = NULL;
      g_autofree char *description = NULL;
      BnSocialRank rank = { 0, };

      if (!bn_xml_get_uint_prop (node, "value", reader->name, &rank.value, error) ||
          (title = bn_xml_get_string_prop (node, "title", reader->name, error)) == NULL ||
          (description = bn_xml_require_child_text (node, "description", reader->name, error)) == NULL)
        return FALSE;
      rank.title = title;
      rank.description = description;
      bn_leader_rules_builder_add_rank (reader->builder, &rank, bn_xml_get_line (node));
    }
  return TRUE;
}

/* Reads <command-requires>, if the level has one, into @esteem; the filters
 * go to @filters, which must outlive the call to the builder. */
static gboolean
read_command_requirement (Reader         *reader,
                          xmlNode        *esteem_node,
                          BnEsteemLevel  *esteem,
                          GArray         *filters,
                          GError        **error)
{
  xmlNode *node = bn_xml_first_element (esteem_node, "command-requires");

  if (node == NULL)
    return TRUE;
  if (!bn_xml_get_optional_uint_prop (node, "units", 0, reader->name, &esteem->command_units, error))
    return FALSE;
  esteem->command_army = bn_xml_has_prop (node, "post");
  for (xmlNode *unit = bn_xml_first_element (node, "unit"); unit != NULL;
       unit = bn_xml_next_element (unit, "unit"))
    {
      BnUnitFilter filter = BN_UNIT_FILTER_INIT;
      g_autofree char *arm = bn_xml_has_prop (unit, "arm") ? bn_xml_get_string_prop (unit, "arm", reader->name, NULL) : NULL;
      g_autofree char *armour = bn_xml_has_prop (unit, "armour") ? bn_xml_get_string_prop (unit, "armour", reader->name, NULL) : NULL;
      g_autofree char *klass = bn_xml_has_prop (unit, "class") ? bn_xml_get_string_prop (unit, "class", reader->name, NULL) : NULL;
      g_autofree char *morale = bn_xml_has_prop (unit, "morale") ? bn_xml_get_string_prop (unit, "morale", reader->name, NULL) : NULL;
      g_autofree char *kind = bn_xml_has_prop (unit, "kind") ? bn_xml_get_string_prop (unit, "kind", reader->name, NULL) : NULL;
      BnArm a;
      BnArmour r;
      BnBattleClass c;
      BnMorale m;

      /* The schema allows only known words, so a failed lookup is a
       * mismatch between schema and code, reported all the same. */
      if ((arm != NULL && !bn_arm_from_id (arm, &a)) ||
          (armour != NULL && !bn_armour_from_id (armour, &r)) ||
          (klass != NULL && !bn_battle_class_from_id (klass, &c)) ||
          (morale != NULL && !bn_morale_from_id (morale, &m)))
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, unit,
                               _("unknown unit attribute in a command requirement"));
          return FALSE;
        }
      if (arm != NULL)
        filter.arm = a;
      if (armour != NULL)
        filter.armour = r;
      if (klass != NULL)
        filter.battle_class = c;
      if (morale != NULL)
        filter.morale = m;
      if (kind != NULL)
        filter.kind = g_intern_string (g_strstrip (kind));
      g_array_append_val (filters, filter);
    }
  if (esteem->command_units > 0 && filters->len == 0)
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                           _("a requirement for units must say which units (<unit>)"));
      return FALSE;
    }
  esteem->command_filters = (const BnUnitFilter *) (void *) filters->data;
  esteem->n_command_filters = filters->len;
  return TRUE;
}

static gboolean
read_esteem_levels (Reader   *reader,
                    xmlNode  *root,
                    GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "esteem-levels", reader->name, error);

  if (section == NULL)
    return FALSE;

  for (xmlNode *node = bn_xml_first_element (section, "esteem"); node != NULL;
       node = bn_xml_next_element (node, "esteem"))
    {
      g_autofree char *name = NULL;
      g_autofree char *command_id = NULL;
      g_autofree char *command = NULL;
      g_autofree char *description = NULL;
      BnEsteemLevel esteem = { 0, };
      xmlNode *command_node = NULL;

      if (!bn_xml_get_uint_prop (node, "level", reader->name, &esteem.level, error) ||
          (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
          !bn_xml_get_optional_int_prop (node, "min-score", G_MININT, reader->name, &esteem.min_score, error) ||
          !bn_xml_get_optional_int_prop (node, "max-score", G_MAXINT, reader->name, &esteem.max_score, error) ||
          !bn_xml_get_uint_prop (node, "min-honor", reader->name, &esteem.min_honor, error) ||
          !bn_xml_get_optional_uint_prop (node, "max-honor", G_MAXUINT, reader->name, &esteem.max_honor, error) ||
          (command_node = bn_xml_require_element (node, "minimum-command", reader->name, error)) == NULL ||
          (command_id = bn_xml_get_string_prop (command_node, "id", reader->name, error)) == NULL ||
          (description = bn_xml_require_child_text (node, "description", reader->name, error)) == NULL)
        return FALSE;
      g_autoptr(GArray) filters = g_array_new (FALSE, FALSE, sizeof (BnUnitFilter));

      if (!read_command_requirement (reader, node, &esteem, filters, error))
        return FALSE;
      command = bn_xml_get_text (command_node);
      esteem.name = name;
      esteem.minimum_command_id = command_id;
      esteem.minimum_command = command;
      esteem.description = description;
      bn_leader_rules_builder_add_esteem (reader->builder, &esteem, bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_motivations (Reader   *reader,
                  xmlNode  *root,
                  GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "motivations", reader->name, error);

  if (section == NULL)
    return FALSE;

  for (xmlNode *node = bn_xml_first_element (section, "motivation"); node != NULL;
       node = bn_xml_next_element (node, "motivation"))
    {
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;
      g_autofree char *abbreviation = NULL;
      g_autofree char *description = NULL;
      g_autofree char *priority_text = NULL;
      g_auto(GStrv) priority = NULL;
      BnMotivation motivation = { 0, };

      if ((id = bn_xml_get_string_prop (node, "id", reader->name, error)) == NULL ||
          (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
          (abbreviation = bn_xml_get_string_prop (node, "abbreviation", reader->name, error)) == NULL ||
          !bn_xml_get_uint_prop (node, "min-card", reader->name, &motivation.min_card, error) ||
          !bn_xml_get_uint_prop (node, "max-card", reader->name, &motivation.max_card, error) ||
          (description = bn_xml_require_child_text (node, "description", reader->name, error)) == NULL)
        return FALSE;
      if (bn_xml_has_prop (node, "skill-priority"))
        {
          priority_text = bn_xml_get_string_prop (node, "skill-priority", reader->name, error);
          if (priority_text == NULL)
            return FALSE;
          priority = g_strsplit_set (g_strstrip (priority_text), " \t\r\n", -1);
          drop_empty_strings (priority);
        }
      motivation.id = id;
      motivation.name = name;
      motivation.abbreviation = abbreviation;
      motivation.description = description;
      motivation.skill_priority = (const char * const *) priority;
      bn_leader_rules_builder_add_motivation (reader->builder, &motivation,
                                              bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_skills (Reader   *reader,
             xmlNode  *root,
             GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "skills", reader->name, error);

  if (section == NULL)
    return FALSE;

  for (xmlNode *node = bn_xml_first_element (section, "skill"); node != NULL;
       node = bn_xml_next_element (node, "skill"))
    {
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;
      g_autofree char *abbreviation = NULL;
      g_autofree char *description = NULL;
      BnSkillRule skill = { 0, };

      if ((id = bn_xml_get_string_prop (node, "id", reader->name, error)) == NULL ||
          (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
          (abbreviation = bn_xml_get_string_prop (node, "abbreviation", reader->name, error)) == NULL ||
          !bn_xml_get_uint_prop (node, "min-points", reader->name, &skill.min_points, error) ||
          !bn_xml_get_uint_prop (node, "max-points", reader->name, &skill.max_points, error) ||
          !bn_xml_get_optional_uint_prop (node, "display-offset", 0, reader->name, &skill.display_offset, error) ||
          (description = bn_xml_require_child_text (node, "description", reader->name, error)) == NULL)
        return FALSE;
      skill.id = id;
      skill.name = name;
      skill.abbreviation = abbreviation;
      skill.description = description;
      bn_leader_rules_builder_add_skill (reader->builder, &skill, bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_common_retainers (Reader   *reader,
                       xmlNode  *root,
                       GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "common-retainers", reader->name, error);
  guint die;

  if (section == NULL || !bn_xml_get_uint_prop (section, "die", reader->name, &die, error))
    return FALSE;

  for (xmlNode *node = bn_xml_first_element (section, "retainer"); node != NULL;
       node = bn_xml_next_element (node, "retainer"))
    {
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;
      BnCommonRetainer retainer = { 0, };

      if ((id = bn_xml_get_string_prop (node, "id", reader->name, error)) == NULL ||
          (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
          !bn_xml_get_uint_prop (node, "min-roll", reader->name, &retainer.min_roll, error) ||
          !bn_xml_get_uint_prop (node, "max-roll", reader->name, &retainer.max_roll, error))
        return FALSE;
      retainer.id = id;
      retainer.name = name;
      retainer.die = die;
      bn_leader_rules_builder_add_common_retainer (reader->builder, &retainer,
                                                   bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_special_retainer (Reader   *reader,
                       xmlNode  *node,
                       guint     die,
                       GError  **error)
{
  static const char * const attachments[] = { "unit", "leader", NULL };
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  BnSpecialRetainerRow row = { 0, };
  guint attached_to;

  if ((id = bn_xml_get_string_prop (node, "id", reader->name, error)) == NULL ||
      (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
      !read_card_pattern (reader, node, &row.pattern, error) ||
      !read_choice (reader, node, "attached-to", attachments, &attached_to, error) ||
      !bn_xml_get_optional_uint_prop (node, "max-per-unit", 0, reader->name, &row.max_per_unit, error) ||
      !bn_xml_get_optional_uint_prop (node, "max-per-leader", 0, reader->name, &row.max_per_leader, error) ||
      !bn_xml_get_optional_uint_prop (node, "success", 0, reader->name, &row.success, error) ||
      !bn_xml_get_optional_uint_prop (node, "bonus-divisor", 0, reader->name, &row.bonus_divisor, error) ||
      (description = bn_xml_require_child_text (node, "description", reader->name, error)) == NULL)
    return FALSE;
  row.id = id;
  row.name = name;
  row.description = description;
  row.attached_to = attached_to == 0 ? BN_RETAINER_ATTACHED_TO_UNIT
                                     : BN_RETAINER_ATTACHED_TO_LEADER;
  row.die = die;
  bn_leader_rules_builder_add_special_retainer (reader->builder, &row, bn_xml_get_line (node));

  for (xmlNode *bonus = bn_xml_first_element (node, "bonus"); bonus != NULL;
       bonus = bn_xml_next_element (bonus, "bonus"))
    {
      guint value, points;

      if (!read_card_face (reader, bonus, "card", &value, error) ||
          !bn_xml_get_uint_prop (bonus, "points", reader->name, &points, error))
        return FALSE;
      bn_leader_rules_builder_add_special_bonus (reader->builder, value, points,
                                                 bn_xml_get_line (bonus));
    }
  return TRUE;
}

static gboolean
read_special_retainers (Reader   *reader,
                        xmlNode  *root,
                        GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "special-retainers", reader->name, error);
  guint die;

  if (section == NULL || !bn_xml_get_uint_prop (section, "die", reader->name, &die, error))
    return FALSE;

  for (xmlNode *node = bn_xml_first_element (section, "count"); node != NULL;
       node = bn_xml_next_element (node, "count"))
    {
      guint rank, retainers;

      if (!bn_xml_get_uint_prop (node, "social-rank", reader->name, &rank, error) ||
          !bn_xml_get_uint_prop (node, "retainers", reader->name, &retainers, error))
        return FALSE;
      bn_leader_rules_builder_add_special_count (reader->builder, rank, retainers,
                                                 bn_xml_get_line (node));
    }

  for (xmlNode *node = bn_xml_first_element (section, "retainer"); node != NULL;
       node = bn_xml_next_element (node, "retainer"))
    if (!read_special_retainer (reader, node, die, error))
      return FALSE;
  return TRUE;
}

static gboolean
read_army_points (Reader   *reader,
                  xmlNode  *root,
                  GError  **error)
{
  static const char * const booleans[] = { "false", "true", NULL };
  xmlNode *section = bn_xml_require_element (root, "army-points", reader->name, error);
  xmlNode *bonus_card;

  if (section == NULL)
    return FALSE;

  for (xmlNode *node = bn_xml_first_element (section, "multiplier"); node != NULL;
       node = bn_xml_next_element (node, "multiplier"))
    {
      BnCardPattern pattern;
      guint factor;

      if (!read_card_pattern (reader, node, &pattern, error) ||
          !bn_xml_get_uint_prop (node, "factor", reader->name, &factor, error))
        return FALSE;
      bn_leader_rules_builder_add_multiplier (reader->builder, &pattern, factor,
                                              bn_xml_get_line (node));
    }

  bonus_card = bn_xml_require_element (section, "bonus-card", reader->name, error);
  if (bonus_card == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (bonus_card, "exception"); node != NULL;
       node = bn_xml_next_element (node, "exception"))
    {
      BnCardPattern pattern;
      guint points, draw_again;

      if (!read_card_pattern (reader, node, &pattern, error) ||
          !bn_xml_get_uint_prop (node, "points", reader->name, &points, error) ||
          !read_choice (reader, node, "draw-again", booleans, &draw_again, error))
        return FALSE;
      bn_leader_rules_builder_add_bonus_exception (reader->builder, &pattern, points,
                                                   draw_again != 0, bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_rank_climb (Reader   *reader,
                 xmlNode  *root,
                 GError  **error)
{
  xmlNode *node = bn_xml_require_element (root, "social-rank-climb", reader->name, error);
  guint multiple;

  if (node == NULL ||
      !bn_xml_get_uint_prop (node, "rank-multiple", reader->name, &multiple, error))
    return FALSE;
  bn_leader_rules_builder_set_rank_multiple (reader->builder, multiple, bn_xml_get_line (node));
  return TRUE;
}

/**
 * bn_leader_rules_load_bytes:
 * @bytes: a leaders.xml document
 * @name: what the user knows it as; every error message starts with it
 *
 * Reads, validates against leaders.rng and checks a set of leader tables.
 *
 * Returns: (transfer full): the rules, or %NULL with @error set: a
 *   %BN_XML_ERROR if the document is not safe, well-formed or valid, a
 *   %BN_LEADER_RULES_ERROR if its tables do not fit together.
 */
BnLeaderRules *
bn_leader_rules_load_bytes (GBytes      *bytes,
                            const char  *name,
                            GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(BnLeaderRulesBuilder) builder = NULL;
  Reader reader;
  xmlNode *root;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = bn_xml_read_bytes (bytes, name, SCHEMA_RESOURCE, error);
  if (doc == NULL)
    return NULL;

  builder = bn_leader_rules_builder_new (name);
  reader.name = name;
  reader.builder = builder;
  root = xmlDocGetRootElement (doc);

  if (!read_social_ranks (&reader, root, error) ||
      !read_esteem_levels (&reader, root, error) ||
      !read_motivations (&reader, root, error) ||
      !read_skills (&reader, root, error) ||
      !read_common_retainers (&reader, root, error) ||
      !read_special_retainers (&reader, root, error) ||
      !read_army_points (&reader, root, error) ||
      !read_rank_climb (&reader, root, error))
    return NULL;

  return bn_leader_rules_builder_finish (builder, error);
}
