/* bn-career-rules-xml.c — reads honor.xml into a BnCareerRules.
 *
 * The document is validated against honor.rng by bn_xml_read_bytes(), so
 * its shape is known here; this file turns attributes into rows and hands
 * them, with their lines, to the builder, whose checks see the whole table.
 */
#include "bn-career-rules.h"

#include <glib/gi18n-lib.h>

#include <libxml/tree.h>

#include "bn-resources.h"
#include "bn-xml.h"

#define SCHEMA_RESOURCE BN_RESOURCE_DATA "honor.rng"

typedef struct
{
  const char           *name;
  BnCareerRulesBuilder *builder;
} Reader;

static gboolean
read_bool (xmlNode    *node,
           const char *attribute)
{
  g_autofree char *text = NULL;

  if (!bn_xml_has_prop (node, attribute))
    return FALSE;
  text = bn_xml_get_string_prop (node, attribute, "", NULL);
  return text != NULL && (g_str_equal (g_strstrip (text), "true") || g_str_equal (text, "1"));
}

static gboolean
read_deeds (Reader   *reader,
            xmlNode  *root,
            GError  **error)
{
  static const char * const limits[] = {
    "", "enemy-unit", "own-unit", "objective", "enemy-leader", "battle", "unit-turn", NULL,
  };
  xmlNode *section = bn_xml_require_element (root, "deeds", reader->name, error);
  BnRecordLimits record = { 0, };

  if (section == NULL)
    return FALSE;
  if (!bn_xml_get_optional_uint_prop (section, "label-units", 0, reader->name, &record.units, error) ||
      !bn_xml_get_optional_uint_prop (section, "label-leaders", 0, reader->name, &record.leaders, error) ||
      !bn_xml_get_optional_uint_prop (section, "objectives", 0, reader->name, &record.objectives, error) ||
      !bn_xml_get_optional_uint_prop (section, "objective-units", 0, reader->name, &record.objective_units, error) ||
      !bn_xml_get_optional_uint_prop (section, "turns", 0, reader->name, &record.turns, error))
    return FALSE;
  bn_career_rules_builder_set_record_limits (reader->builder, &record);
  for (xmlNode *node = bn_xml_first_element (section, "deed"); node != NULL;
       node = bn_xml_next_element (node, "deed"))
    {
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;
      g_autofree char *automatic = NULL;
      BnDeed deed = { 0, };

      if ((id = bn_xml_get_string_prop (node, "id", reader->name, error)) == NULL ||
          (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL)
        return FALSE;
      deed.id = g_strstrip (id);
      deed.name = g_strstrip (name);
      deed.automatic = BN_DEED_AUTO_NONE;
      if (bn_xml_has_prop (node, "auto"))
        {
          automatic = bn_xml_get_string_prop (node, "auto", reader->name, error);
          if (automatic == NULL)
            return FALSE;
          deed.automatic = g_str_equal (g_strstrip (automatic), "victory") ? BN_DEED_AUTO_VICTORY
                                                                            : BN_DEED_AUTO_SURVIVED;
        }
      deed.captive = read_bool (node, "captive");
      if (bn_xml_has_prop (node, "limit"))
        {
          g_autofree char *limit = bn_xml_get_string_prop (node, "limit", reader->name, error);

          if (limit == NULL)
            return FALSE;
          for (guint i = 1; limits[i] != NULL; i++)
            if (g_str_equal (g_strstrip (limit), limits[i]))
              deed.limit = (BnDeedLimit) i;
        }
      bn_career_rules_builder_add_deed (reader->builder, &deed, bn_xml_get_line (node));

      for (xmlNode *cell = bn_xml_first_element (node, "honor"); cell != NULL;
           cell = bn_xml_next_element (cell, "honor"))
        {
          g_autofree char *motivation = bn_xml_get_string_prop (cell, "motivation", reader->name, error);
          int points;

          if (motivation == NULL ||
              !bn_xml_get_int_prop (cell, "points", reader->name, &points, error))
            return FALSE;
          bn_career_rules_builder_add_honor (reader->builder, g_strstrip (motivation), points,
                                             bn_xml_get_line (cell));
        }
    }
  return TRUE;
}

static gboolean
read_multipliers (Reader   *reader,
                  xmlNode  *root,
                  GError  **error)
{
  xmlNode *node = bn_xml_require_element (root, "multipliers", reader->name, error);
  guint attached, herald, penalty, skill;

  if (node == NULL ||
      !bn_xml_get_uint_prop (node, "attached", reader->name, &attached, error) ||
      !bn_xml_get_uint_prop (node, "herald", reader->name, &herald, error) ||
      !bn_xml_get_uint_prop (node, "command-penalty-percent", reader->name, &penalty, error) ||
      !bn_xml_get_uint_prop (node, "skill-point-honor", reader->name, &skill, error))
    return FALSE;
  bn_career_rules_builder_set_multipliers (reader->builder, attached, herald, penalty, skill);
  return TRUE;
}

static gboolean
read_fate (Reader      *reader,
           xmlNode     *node,
           BnFate      *out,
           GError     **error)
{
  static const char * const ids[] = { "unharmed", "wounded", "lost", "captured", "killed", NULL };
  g_autofree char *text = bn_xml_get_string_prop (node, "outcome", reader->name, error);

  if (text == NULL)
    return FALSE;
  g_strstrip (text);
  for (guint i = 0; ids[i] != NULL; i++)
    if (g_str_equal (text, ids[i]))
      {
        *out = (BnFate) i;
        return TRUE;
      }
  bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                       _("the outcome cannot be “%s”"), text);
  return FALSE;
}

static gboolean
read_specials (Reader   *reader,
               xmlNode  *root,
               GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "special-results", reader->name, error);
  guint red_bonus, wound_penalty = 0;

  if (section == NULL ||
      !bn_xml_get_uint_prop (section, "red-bonus", reader->name, &red_bonus, error) ||
      (bn_xml_has_prop (section, "wound-pcs-penalty") &&
       !bn_xml_get_uint_prop (section, "wound-pcs-penalty", reader->name, &wound_penalty, error)))
    return FALSE;
  bn_career_rules_builder_set_red_bonus (reader->builder, red_bonus);
  bn_career_rules_builder_set_wound_penalty (reader->builder, MIN (wound_penalty, 10u));
  for (xmlNode *node = bn_xml_first_element (section, "result"); node != NULL;
       node = bn_xml_next_element (node, "result"))
    {
      g_autofree char *text = bn_xml_get_text (node);
      BnSpecialResult row = { 0, };

      if (!bn_xml_get_uint_prop (node, "min", reader->name, &row.min_value, error) ||
          !bn_xml_get_uint_prop (node, "max", reader->name, &row.max_value, error) ||
          !read_fate (reader, node, &row.fate, error))
        return FALSE;
      if (row.fate == BN_FATE_WOUNDED &&
          !bn_xml_get_uint_prop (node, "battles", reader->name, &row.battles, error))
        return FALSE;
      row.text = text;
      bn_career_rules_builder_add_special (reader->builder, &row, bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_lost (Reader   *reader,
           xmlNode  *root,
           GError  **error)
{
  static const char * const classes[] = { "numbered", "court", "ace", "face", "joker", NULL };
  xmlNode *section = bn_xml_require_element (root, "lost-leader", reader->name, error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "found"); node != NULL;
       node = bn_xml_next_element (node, "found"))
    {
      g_autofree char *cards = bn_xml_get_string_prop (node, "cards", reader->name, error);
      BnCardPattern pattern = { BN_RULE_COLOUR_ANY, BN_RULE_CARDS_COURT };
      gboolean known = FALSE;
      BnFate fate;

      if (cards == NULL || !read_fate (reader, node, &fate, error))
        return FALSE;
      g_strstrip (cards);
      for (guint i = 0; classes[i] != NULL; i++)
        if (g_str_equal (cards, classes[i]))
          {
            pattern.cards = (BnRuleCards) i;
            known = TRUE;
          }
      if (!known)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("the cards cannot be “%s”"), cards);
          return FALSE;
        }
      bn_career_rules_builder_add_found (reader->builder, &pattern, fate, bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_ransoms (Reader   *reader,
              xmlNode  *root,
              GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "ransoms", reader->name, error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "ransom"); node != NULL;
       node = bn_xml_next_element (node, "ransom"))
    {
      guint rank, points;

      if (!bn_xml_get_uint_prop (node, "rank", reader->name, &rank, error) ||
          !bn_xml_get_uint_prop (node, "points", reader->name, &points, error))
        return FALSE;
      bn_career_rules_builder_add_ransom (reader->builder, rank, points, bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_unpaid (Reader   *reader,
             xmlNode  *root,
             GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "unpaid-debts", reader->name, error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "after"); node != NULL;
       node = bn_xml_next_element (node, "after"))
    {
      g_autofree char *consequence = bn_xml_get_string_prop (node, "consequence", reader->name, error);
      guint advances;

      if (consequence == NULL ||
          !bn_xml_get_uint_prop (node, "advances", reader->name, &advances, error))
        return FALSE;
      bn_career_rules_builder_add_unpaid (reader->builder, advances,
                                          g_str_equal (g_strstrip (consequence), "deserted")
                                            ? BN_DEBT_DESERTED : BN_DEBT_BRIBABLE,
                                          bn_xml_get_line (node));
    }
  return TRUE;
}

/**
 * bn_career_rules_load_bytes:
 * @bytes: an honor.xml document
 * @name: what the user knows it as; every error message starts with it
 *
 * Returns: (transfer full): the rules, or %NULL with @error set: a
 *   %BN_XML_ERROR if the document is not safe, well-formed or valid, a
 *   %BN_CAREER_RULES_ERROR if its tables do not fit together.
 */
BnCareerRules *
bn_career_rules_load_bytes (GBytes      *bytes,
                            const char  *name,
                            GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(BnCareerRulesBuilder) builder = NULL;
  Reader reader;
  xmlNode *root;

  g_return_val_if_fail (bytes != NULL && name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = bn_xml_read_bytes (bytes, name, SCHEMA_RESOURCE, error);
  if (doc == NULL)
    return NULL;
  builder = bn_career_rules_builder_new (name);
  reader.name = name;
  reader.builder = builder;
  root = xmlDocGetRootElement (doc);
  if (!read_deeds (&reader, root, error) ||
      !read_multipliers (&reader, root, error) ||
      !read_specials (&reader, root, error) ||
      !read_lost (&reader, root, error) ||
      !read_ransoms (&reader, root, error) ||
      !read_unpaid (&reader, root, error))
    return NULL;
  return bn_career_rules_builder_finish (builder, error);
}

/* Returns: (transfer full): the bundled data/honor.xml, loaded once per call. */
BnCareerRules *
bn_career_rules_load_default (GError **error)
{
  g_autoptr(GBytes) bytes = NULL;

  bn_resources_ensure ();
  bytes = bn_resources_lookup (BN_RESOURCE_DATA "honor.xml", error);
  if (bytes == NULL)
    return NULL;
  return bn_career_rules_load_bytes (bytes, "honor.xml", error);
}
