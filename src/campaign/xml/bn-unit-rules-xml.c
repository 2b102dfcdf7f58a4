/* bn-unit-rules-xml.c — reads units.xml into a BnUnitRules.
 *
 * The document is read by bn_xml_read_bytes() against units.rng, so by
 * the time the tree is walked its shape is known; what is left here is
 * turning attributes into numbers, words into enums and rows, each passed
 * on with its line so that the builder's whole-table checks can point at
 * the right place.
 */
#include "bn-unit-rules.h"

#include <glib/gi18n-lib.h>

#include <libxml/tree.h>

#include "bn-resources.h"
#include "bn-xml.h"

#define SCHEMA_RESOURCE BN_RESOURCE_DATA "units.rng"

typedef struct
{
  const char         *name;
  BnUnitRulesBuilder *builder;
} Reader;

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

/* Returns: (transfer full): the words of a list attribute, or %NULL with
 * @error set. */
static char **
read_words (Reader      *reader,
            xmlNode     *node,
            const char  *attribute,
            GError     **error)
{
  g_autofree char *text = bn_xml_get_string_prop (node, attribute, reader->name, error);
  char **words;

  if (text == NULL)
    return NULL;
  words = g_strsplit_set (g_strstrip (text), " \t\r\n", -1);
  drop_empty_strings (words);
  return words;
}

/* Reads one word into an enum with @from_id. */
typedef gboolean (*FromId) (const char *id, gpointer out);

static gboolean
read_word (Reader      *reader,
           xmlNode     *node,
           const char  *attribute,
           FromId       from_id,
           gpointer     out,
           GError     **error)
{
  g_autofree char *text = bn_xml_get_string_prop (node, attribute, reader->name, error);

  if (text == NULL)
    return FALSE;
  g_strstrip (text);
  if (!from_id (text, out))
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                           _("the attribute “%s” cannot be “%s”"), attribute, text);
      return FALSE;
    }
  return TRUE;
}

/* The enums' from_id functions, as FromId. */
static gboolean
arm_from_id (const char *id,
             gpointer    out)
{
  return bn_arm_from_id (id, out);
}

static gboolean
armour_from_id (const char *id,
                gpointer    out)
{
  return bn_armour_from_id (id, out);
}

static gboolean
morale_from_id (const char *id,
                gpointer    out)
{
  return bn_morale_from_id (id, out);
}

/* A class named in the file: A, B or C, never "none". */
static gboolean
class_from_id (const char *id,
               gpointer    out)
{
  BnBattleClass *battle_class = out;

  return bn_battle_class_from_id (id, battle_class) && *battle_class != BN_BATTLE_CLASS_NONE;
}

/* Reads a list of words, each through @from_id into an enum value, as a
 * bit mask. */
static gboolean
read_mask (Reader      *reader,
           xmlNode     *node,
           const char  *attribute,
           FromId       from_id,
           guint       *out,
           GError     **error)
{
  g_auto(GStrv) words = read_words (reader, node, attribute, error);

  if (words == NULL)
    return FALSE;
  *out = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      int value = 0;

      if (!from_id (words[i], &value))
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("the attribute “%s” cannot list “%s”"), attribute, words[i]);
          return FALSE;
        }
      *out |= 1u << value;
    }
  return TRUE;
}

static gboolean
read_bool (Reader      *reader,
           xmlNode     *node,
           const char  *attribute,
           gboolean    *out,
           GError     **error)
{
  g_autofree char *text = bn_xml_get_string_prop (node, attribute, reader->name, error);

  if (text == NULL)
    return FALSE;
  g_strstrip (text);
  if (g_str_equal (text, "true") || g_str_equal (text, "false"))
    {
      *out = g_str_equal (text, "true");
      return TRUE;
    }
  bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                       _("the attribute “%s” is “%s”, not true or false"), attribute, text);
  return FALSE;
}

/* An absent boolean is false. */
static gboolean
read_optional_bool (Reader      *reader,
                    xmlNode     *node,
                    const char  *attribute,
                    gboolean    *out,
                    GError     **error)
{
  if (!bn_xml_has_prop (node, attribute))
    {
      *out = FALSE;
      return TRUE;
    }
  return read_bool (reader, node, attribute, out, error);
}

/* Returns: (transfer full): battle dice by range ("4 3 2 1"), or %NULL
 * with @error set. */
static GArray *
read_dice (Reader      *reader,
           xmlNode     *node,
           const char  *attribute,
           GError     **error)
{
  g_auto(GStrv) words = read_words (reader, node, attribute, error);
  g_autoptr(GArray) dice = NULL;

  if (words == NULL)
    return NULL;
  dice = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; words[i] != NULL; i++)
    {
      guint64 value;

      if (!g_ascii_string_to_unsigned (words[i], 10, 0, 100, &value, NULL))
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("the attribute “%s” lists “%s”, not a number of dice"),
                               attribute, words[i]);
          return NULL;
        }
      g_array_append_vals (dice, &(guint) { (guint) value }, 1);
    }
  return g_steal_pointer (&dice);
}

/* "3/2" as a fraction; both terms at least 1. */
static gboolean
read_fraction (Reader      *reader,
               xmlNode     *node,
               const char  *attribute,
               BnFraction  *out,
               GError     **error)
{
  g_autofree char *text = bn_xml_get_string_prop (node, attribute, reader->name, error);
  g_auto(GStrv) terms = NULL;
  guint64 numerator, denominator;

  if (text == NULL)
    return FALSE;
  terms = g_strsplit (g_strstrip (text), "/", -1);
  if (g_strv_length (terms) != 2 ||
      !g_ascii_string_to_unsigned (terms[0], 10, 1, 1000, &numerator, NULL) ||
      !g_ascii_string_to_unsigned (terms[1], 10, 1, 1000, &denominator, NULL))
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                           _("the attribute “%s” is “%s”, not a fraction such as 1/2"),
                           attribute, text);
      return FALSE;
    }
  out->numerator = (guint) numerator;
  out->denominator = (guint) denominator;
  return TRUE;
}

/* Reads the foot, horse and artillery attributes of @node. */
static gboolean
read_per_arm (Reader   *reader,
              xmlNode  *node,
              int      *out,
              GError  **error)
{
  for (BnArm arm = 0; arm < BN_ARM_COUNT; arm++)
    if (!bn_xml_get_int_prop (node, bn_arm_get_id (arm), reader->name, &out[arm], error))
      return FALSE;
  return TRUE;
}

static gboolean
read_arms (Reader   *reader,
           xmlNode  *root,
           GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "arms", reader->name, error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "arm"); node != NULL;
       node = bn_xml_next_element (node, "arm"))
    {
      g_autofree char *name = NULL;
      g_autofree char *noun = NULL;
      BnArmRule arm = { 0, };

      if (!read_word (reader, node, "id", arm_from_id, &arm.arm, error) ||
          (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
          (noun = bn_xml_get_string_prop (node, "noun", reader->name, error)) == NULL ||
          !bn_xml_get_uint_prop (node, "base", reader->name, &arm.base, error))
        return FALSE;
      arm.name = name;
      arm.noun = noun;
      bn_unit_rules_builder_add_arm (reader->builder, &arm, bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_morale_ratings (Reader   *reader,
                     xmlNode  *root,
                     GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "morale-ratings", reader->name, error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "morale"); node != NULL;
       node = bn_xml_next_element (node, "morale"))
    {
      g_autofree char *name = NULL;
      BnMoraleRule morale = { 0, };

      if (!read_word (reader, node, "id", morale_from_id, &morale.morale, error) ||
          (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
          !bn_xml_get_uint_prop (node, "rating", reader->name, &morale.rating, error) ||
          !read_per_arm (reader, node, morale.cost, error))
        return FALSE;
      morale.name = name;
      bn_unit_rules_builder_add_morale (reader->builder, &morale, bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_armours (Reader   *reader,
              xmlNode  *root,
              GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "armours", reader->name, error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "armour"); node != NULL;
       node = bn_xml_next_element (node, "armour"))
    {
      g_autofree char *name = NULL;
      BnArmourRule armour = { 0, };

      if (!read_word (reader, node, "id", armour_from_id, &armour.armour, error) ||
          (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
          !read_per_arm (reader, node, armour.cost, error))
        return FALSE;
      armour.name = name;
      bn_unit_rules_builder_add_armour (reader->builder, &armour, bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_weapon (Reader   *reader,
             xmlNode  *node,
             GError  **error)
{
  static const char * const slots[] = { "spear", "bow", "sidearms", "artillery", NULL };
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *plural = NULL;
  g_autofree char *slot = NULL;
  g_autofree char *source = NULL;
  g_autoptr(GArray) dice = NULL;
  BnWeaponRule weapon = { 0, };
  gboolean known_slot = FALSE;

  if ((id = bn_xml_get_string_prop (node, "id", reader->name, error)) == NULL ||
      (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
      (plural = bn_xml_get_string_prop (node, "plural", reader->name, error)) == NULL ||
      (slot = bn_xml_get_string_prop (node, "slot", reader->name, error)) == NULL ||
      !bn_xml_get_int_prop (node, "cost", reader->name, &weapon.cost, error) ||
      !read_mask (reader, node, "arms", arm_from_id, &weapon.arms, error) ||
      !read_optional_bool (reader, node, "ranged", &weapon.ranged, error) ||
      !read_optional_bool (reader, node, "shields", &weapon.shields, error) ||
      !read_optional_bool (reader, node, "polearm", &weapon.polearm, error) ||
      !read_optional_bool (reader, node, "stops-charges", &weapon.stops_charges, error) ||
      !read_optional_bool (reader, node, "pierces-best-armour", &weapon.pierces_best_armour, error) ||
      !bn_xml_get_optional_uint_prop (node, "charge-bonus", 0, reader->name, &weapon.charge_bonus, error) ||
      (source = bn_xml_get_string_prop (node, "source", reader->name, error)) == NULL)
    return FALSE;

  g_strstrip (slot);
  for (guint i = 0; slots[i] != NULL && !known_slot; i++)
    if (g_str_equal (slot, slots[i]))
      {
        weapon.slot = (BnWeaponSlot) i;
        known_slot = TRUE;
      }
  if (!known_slot)
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                           _("the attribute “slot” cannot be “%s”"), slot);
      return FALSE;
    }

  if (bn_xml_has_prop (node, "dice"))
    {
      if ((dice = read_dice (reader, node, "dice", error)) == NULL ||
          !read_word (reader, node, "dice-arm", arm_from_id, &weapon.dice_arm, error) ||
          !read_mask (reader, node, "dice-classes", class_from_id, &weapon.dice_classes, error))
        return FALSE;
      weapon.dice = (const guint *) (gpointer) dice->data;
      weapon.n_dice = dice->len;
    }

  weapon.id = g_strstrip (id);
  weapon.name = name;
  weapon.plural = plural;
  weapon.source = source;
  bn_unit_rules_builder_add_weapon (reader->builder, &weapon, bn_xml_get_line (node));
  return TRUE;
}

static gboolean
read_weapons (Reader   *reader,
              xmlNode  *root,
              GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "weapons", reader->name, error);
  xmlNode *count_node;
  g_autofree char *rule = NULL;
  g_autofree char *source = NULL;
  BnWeaponCountRule count = { 0, };

  if (section == NULL ||
      (count_node = bn_xml_require_element (section, "weapon-count", reader->name, error)) == NULL ||
      !bn_xml_get_uint_prop (count_node, "min", reader->name, &count.min, error) ||
      !bn_xml_get_uint_prop (count_node, "max", reader->name, &count.max, error) ||
      (rule = bn_xml_get_string_prop (count_node, "rule", reader->name, error)) == NULL ||
      (source = bn_xml_get_string_prop (count_node, "source", reader->name, error)) == NULL)
    return FALSE;
  count.rule = rule;
  count.source = source;
  bn_unit_rules_builder_set_weapon_count (reader->builder, &count, bn_xml_get_line (count_node));

  for (xmlNode *node = bn_xml_first_element (section, "weapon"); node != NULL;
       node = bn_xml_next_element (node, "weapon"))
    if (!read_weapon (reader, node, error))
      return FALSE;
  return TRUE;
}

static gboolean
read_shields (Reader   *reader,
              xmlNode  *root,
              GError  **error)
{
  xmlNode *node = bn_xml_require_element (root, "shields", reader->name, error);
  g_autofree char *name = NULL;
  g_autofree char *rule = NULL;
  g_autofree char *source = NULL;
  BnShieldRule shields = { 0, };

  if (node == NULL ||
      (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
      !bn_xml_get_int_prop (node, "cost", reader->name, &shields.cost, error) ||
      (rule = bn_xml_get_string_prop (node, "rule", reader->name, error)) == NULL ||
      (source = bn_xml_get_string_prop (node, "source", reader->name, error)) == NULL)
    return FALSE;
  shields.name = name;
  shields.rule = rule;
  shields.source = source;
  bn_unit_rules_builder_set_shields (reader->builder, &shields, bn_xml_get_line (node));
  return TRUE;
}

/* <light>, <dedicated> and <mercenary> share one shape. */
static gboolean
read_troop (Reader       *reader,
            xmlNode      *root,
            const char   *element,
            BnTroopKind   kind,
            GError      **error)
{
  xmlNode *node = bn_xml_require_element (root, element, reader->name, error);
  xmlNode *arms_node, *armours_node;
  g_autofree char *name = NULL;
  g_autofree char *label = NULL;
  g_autofree char *source = NULL;
  g_autofree char *arms_source = NULL;
  g_autofree char *armours_source = NULL;
  BnTroopRule troop = { 0, };

  if (node == NULL ||
      (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
      (label = bn_xml_get_string_prop (node, "label", reader->name, error)) == NULL ||
      !read_fraction (reader, node, "times", &troop.times, error) ||
      (source = bn_xml_get_string_prop (node, "source", reader->name, error)) == NULL)
    return FALSE;

  arms_node = bn_xml_first_element (node, "arms");
  if (arms_node != NULL &&
      (!read_mask (reader, arms_node, "allowed", arm_from_id, &troop.arms, error) ||
       (arms_source = bn_xml_get_string_prop (arms_node, "source", reader->name, error)) == NULL))
    return FALSE;
  armours_node = bn_xml_first_element (node, "armours");
  if (armours_node != NULL &&
      (!read_mask (reader, armours_node, "allowed", armour_from_id, &troop.armours, error) ||
       (armours_source = bn_xml_get_string_prop (armours_node, "source", reader->name, error)) == NULL))
    return FALSE;

  troop.name = name;
  troop.label = label;
  troop.source = source;
  troop.arms_source = arms_source;
  troop.armours_source = armours_source;
  bn_unit_rules_builder_set_troop (reader->builder, kind, &troop, bn_xml_get_line (node));
  return TRUE;
}

static gboolean
read_peasants (Reader   *reader,
               xmlNode  *root,
               GError  **error)
{
  xmlNode *node = bn_xml_require_element (root, "peasants", reader->name, error);
  g_autofree char *name = NULL;
  g_autofree char *weapon = NULL;
  g_autofree char *rule = NULL;
  g_autofree char *source = NULL;
  BnPeasantRule peasants = { 0, };

  if (node == NULL ||
      (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
      !bn_xml_get_uint_prop (node, "cost", reader->name, &peasants.cost, error) ||
      !read_word (reader, node, "arm", arm_from_id, &peasants.arm, error) ||
      !read_word (reader, node, "armour", armour_from_id, &peasants.armour, error) ||
      !read_word (reader, node, "morale", morale_from_id, &peasants.morale, error) ||
      (weapon = bn_xml_get_string_prop (node, "weapon", reader->name, error)) == NULL ||
      !read_bool (reader, node, "shields", &peasants.shields, error) ||
      !read_bool (reader, node, "light", &peasants.light, error) ||
      !read_bool (reader, node, "dedicated", &peasants.dedicated, error) ||
      !read_bool (reader, node, "mercenary", &peasants.mercenary, error) ||
      (rule = bn_xml_get_string_prop (node, "rule", reader->name, error)) == NULL ||
      (source = bn_xml_get_string_prop (node, "source", reader->name, error)) == NULL)
    return FALSE;
  peasants.name = name;
  peasants.weapon = g_strstrip (weapon);
  peasants.rule = rule;
  peasants.source = source;
  bn_unit_rules_builder_set_peasants (reader->builder, &peasants, bn_xml_get_line (node));
  return TRUE;
}

/* <kings>, optional: the King/Leader prices. */
static gboolean
read_kings (Reader   *reader,
            xmlNode  *root,
            GError  **error)
{
  xmlNode *node = bn_xml_first_element (root, "kings");
  g_autoptr(GPtrArray) strings = g_ptr_array_new_with_free_func (g_free);
  BnKingRule kings = { 0, };
  char *text;

  if (node == NULL)
    return TRUE;
  if ((text = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL)
    return FALSE;
  g_ptr_array_add (strings, text);
  kings.name = text;
  if ((text = bn_xml_get_string_prop (node, "source", reader->name, error)) == NULL)
    return FALSE;
  g_ptr_array_add (strings, text);
  kings.source = text;
  if (!bn_xml_get_optional_uint_prop (node, "per-army", 1, reader->name, &kings.per_army, error))
    return FALSE;
  for (xmlNode *k = bn_xml_first_element (node, "king"); k != NULL; k = bn_xml_next_element (k, "king"))
    {
      guint arm;

      if (!read_word (reader, k, "arm", arm_from_id, &arm, error))
        return FALSE;
      if ((text = bn_xml_get_string_prop (k, "name", reader->name, error)) == NULL)
        return FALSE;
      g_ptr_array_add (strings, text);
      kings.arm_names[arm] = text;
      if (!bn_xml_get_uint_prop (k, "base", reader->name, &kings.base[arm], error) ||
          !bn_xml_get_uint_prop (k, "figures", reader->name, &kings.figures[arm], error))
        return FALSE;
    }
  for (xmlNode *l = bn_xml_first_element (node, "leadership"); l != NULL;
       l = bn_xml_next_element (l, "leadership"))
    {
      guint rating;

      if (!bn_xml_get_uint_prop (l, "rating", reader->name, &rating, error))
        return FALSE;
      if (rating < 1 || rating > 3)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, l,
                               _("a leadership rating is 1, 2 or 3"));
          return FALSE;
        }
      if (!read_fraction (reader, l, "times", &kings.leadership[rating], error) ||
          !bn_xml_get_uint_prop (l, "from-initiative", reader->name, &kings.from_initiative[rating], error))
        return FALSE;
      if ((text = bn_xml_get_string_prop (l, "source", reader->name, error)) == NULL)
        return FALSE;
      g_ptr_array_add (strings, text);
      kings.leadership_source[rating] = text;
    }
  bn_unit_rules_builder_set_kings (reader->builder, &kings, bn_xml_get_line (node));
  return TRUE;
}

static gboolean
read_class (Reader   *reader,
            xmlNode  *node,
            GError  **error)
{
  g_autofree char *name = NULL;
  g_autofree char *source = NULL;
  g_autofree char *light_source = NULL;
  g_autoptr(GArray) dice = NULL;
  BnClassRule klass = { 0, };

  if (!read_word (reader, node, "id", class_from_id, &klass.battle_class, error) ||
      !read_word (reader, node, "arm", arm_from_id, &klass.arm, error) ||
      (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
      !bn_xml_get_uint_prop (node, "max-figures", reader->name, &klass.max_figures, error) ||
      !bn_xml_get_optional_uint_prop (node, "light-max-figures", 0, reader->name, &klass.light_max_figures, error) ||
      !bn_xml_get_uint_prop (node, "move", reader->name, &klass.move, error) ||
      !bn_xml_get_uint_prop (node, "move-and-battle", reader->name, &klass.move_and_battle, error) ||
      (dice = read_dice (reader, node, "dice", error)) == NULL ||
      !bn_xml_get_uint_prop (node, "steady-figures", reader->name, &klass.steady_figures, error) ||
      !bn_xml_get_optional_uint_prop (node, "fire-interval", 1, reader->name, &klass.fire_interval, error) ||
      !bn_xml_get_optional_uint_prop (node, "hilltop-bonus", 0, reader->name, &klass.hilltop_bonus, error) ||
      (source = bn_xml_get_string_prop (node, "source", reader->name, error)) == NULL)
    return FALSE;
  if (bn_xml_has_prop (node, "light-source") &&
      (light_source = bn_xml_get_string_prop (node, "light-source", reader->name, error)) == NULL)
    return FALSE;
  klass.name = name;
  klass.dice = (const guint *) (gpointer) dice->data;
  klass.n_dice = dice->len;
  klass.source = source;
  klass.light_source = light_source;
  bn_unit_rules_builder_add_class (reader->builder, &klass, bn_xml_get_line (node));
  return TRUE;
}

static gboolean
read_battle_classes (Reader   *reader,
                     xmlNode  *root,
                     GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "battle-classes", reader->name, error);
  g_autofree char *source = NULL;

  if (section == NULL ||
      (source = bn_xml_get_string_prop (section, "source", reader->name, error)) == NULL)
    return FALSE;
  bn_unit_rules_builder_set_classes_source (reader->builder, source);

  for (xmlNode *node = bn_xml_first_element (section, "class"); node != NULL;
       node = bn_xml_next_element (node, "class"))
    if (!read_class (reader, node, error))
      return FALSE;

  for (xmlNode *node = bn_xml_first_element (section, "derive"); node != NULL;
       node = bn_xml_next_element (node, "derive"))
    {
      BnArmour armour;
      BnBattleClass by_arm[BN_ARM_COUNT];

      if (!read_word (reader, node, "armour", armour_from_id, &armour, error))
        return FALSE;
      for (BnArm arm = 0; arm < BN_ARM_COUNT; arm++)
        if (!read_word (reader, node, bn_arm_get_id (arm), class_from_id, &by_arm[arm], error))
          return FALSE;
      bn_unit_rules_builder_add_derivation (reader->builder, armour, by_arm,
                                            bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_unit_type (Reader   *reader,
                xmlNode  *node,
                GError  **error)
{
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  g_auto(GStrv) weapons = NULL;
  g_auto(GStrv) kinds = NULL;
  g_autoptr(BnUnit) unit = bn_unit_new ();
  BnUnitType type = { 0, };

  if ((id = bn_xml_get_string_prop (node, "id", reader->name, error)) == NULL ||
      (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
      !read_word (reader, node, "arm", arm_from_id, &unit->arm, error) ||
      !read_word (reader, node, "armour", armour_from_id, &unit->armour, error) ||
      (weapons = read_words (reader, node, "weapons", error)) == NULL ||
      !read_word (reader, node, "morale", morale_from_id, &unit->morale, error) ||
      !bn_xml_get_uint_prop (node, "figures", reader->name, &unit->figures, error) ||
      !read_optional_bool (reader, node, "shields", &unit->shields, error) ||
      !read_optional_bool (reader, node, "light", &unit->light, error) ||
      !read_optional_bool (reader, node, "dedicated", &unit->dedicated, error) ||
      !read_optional_bool (reader, node, "mercenary", &unit->mercenary, error) ||
      !read_optional_bool (reader, node, "peasants", &unit->peasants, error) ||
      (description = bn_xml_require_child_text (node, "description", reader->name, error)) == NULL)
    return FALSE;
  if (bn_xml_has_prop (node, "class") &&
      !read_word (reader, node, "class", class_from_id, &unit->battle_class, error))
    return FALSE;
  bn_unit_set_weapons (unit, (const char * const *) weapons);
  if (bn_xml_has_prop (node, "kinds") && (kinds = read_words (reader, node, "kinds", error)) == NULL)
    return FALSE;

  if (bn_xml_has_prop (node, "number"))
    {
      g_autofree char *number = bn_xml_get_string_prop (node, "number", reader->name, error);

      if (number == NULL)
        return FALSE;
      type.singular = g_str_equal (number, "singular");
    }
  type.id = g_strstrip (id);
  type.kinds = (const char * const *) kinds;
  type.name = name;
  type.description = description;
  type.unit = unit;
  bn_unit_rules_builder_add_unit_type (reader->builder, &type, bn_xml_get_line (node));
  return TRUE;
}

static gboolean
read_unit_types (Reader   *reader,
                 xmlNode  *root,
                 GError  **error)
{
  xmlNode *section = bn_xml_require_element (root, "unit-types", reader->name, error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "unit-type"); node != NULL;
       node = bn_xml_next_element (node, "unit-type"))
    if (!read_unit_type (reader, node, error))
      return FALSE;
  return TRUE;
}

/**
 * bn_unit_rules_load_bytes:
 * @bytes: a units.xml document
 * @name: what the user knows it as; every error message starts with it
 *
 * Reads, validates against units.rng and checks a set of unit tables.
 *
 * Returns: (transfer full): the rules, or %NULL with @error set: a
 *   %BN_XML_ERROR if the document is not safe, well-formed or valid, a
 *   %BN_UNIT_RULES_ERROR if its tables do not fit together.
 */
BnUnitRules *
bn_unit_rules_load_bytes (GBytes      *bytes,
                          const char  *name,
                          GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(BnUnitRulesBuilder) builder = NULL;
  Reader reader;
  xmlNode *root;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = bn_xml_read_bytes (bytes, name, SCHEMA_RESOURCE, error);
  if (doc == NULL)
    return NULL;

  builder = bn_unit_rules_builder_new (name);
  reader.name = name;
  reader.builder = builder;
  root = xmlDocGetRootElement (doc);

  if (!read_arms (&reader, root, error) ||
      !read_morale_ratings (&reader, root, error) ||
      !read_armours (&reader, root, error) ||
      !read_weapons (&reader, root, error) ||
      !read_shields (&reader, root, error) ||
      !read_troop (&reader, root, "light", BN_TROOP_LIGHT, error) ||
      !read_troop (&reader, root, "dedicated", BN_TROOP_DEDICATED, error) ||
      !read_troop (&reader, root, "mercenary", BN_TROOP_MERCENARY, error) ||
      !read_peasants (&reader, root, error) ||
      !read_kings (&reader, root, error) ||
      !read_battle_classes (&reader, root, error) ||
      !read_unit_types (&reader, root, error))
    return NULL;

  return bn_unit_rules_builder_finish (builder, error);
}
