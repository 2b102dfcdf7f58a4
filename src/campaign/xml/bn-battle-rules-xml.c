/* bn-battle-rules-xml.c — reads a ruleset's data file into a BnBattleRules.
 *
 * The document is validated against battle.rng first, so the shape and the
 * words are known; what is left is turning attributes into numbers and
 * rows. Each row goes to the battle rules builder with its line, so that
 * the builder's whole-table checks (unique ids, open ground first, every
 * die face set) point at the right place in the file.
 */
#include "bn-battle-rules-xml.h"

#include <glib/gi18n-lib.h>

#include <libxml/tree.h>

#include "bn-resources.h"
#include "bn-xml.h"

#define SCHEMA_RESOURCE BN_RESOURCE_DATA "battle.rng"

typedef struct
{
  const char           *name;
  BnBattleRulesBuilder *builder;
} Reader;

static const char * const arm_words[] = { "foot", "horse", "artillery", NULL };
static const char * const class_words[] = { "A", "B", "C", NULL };
static const char * const option_words[] = { "fast-play", "stakes", "mercenaries", "supreme-commander", NULL };
/* In the order of BnDieSymbol. */
static const char * const symbol_words[] = {
  "flag", "shield", "swords", "hit-none", "hit-lesser", "hit-any", NULL,
};

static gboolean
find_word (const char * const *words,
           const char         *text,
           guint              *out)
{
  for (guint i = 0; words[i] != NULL; i++)
    if (g_str_equal (words[i], text))
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

/* Reads @attribute as one of @words, its index in @out. The schema allows
 * only these words; a miss means schema and code disagree, still reported. */
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
  if (find_word (words, g_strstrip (text), out))
    return TRUE;
  bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                       _("the attribute “%s” cannot be “%s”"), attribute, text);
  return FALSE;
}

/* An absent boolean is false: the data file leaves out what does not apply. */
static gboolean
read_flag (Reader      *reader,
           xmlNode     *node,
           const char  *attribute,
           gboolean    *out,
           GError     **error)
{
  static const char * const words[] = { "false", "true", "0", "1", NULL };
  guint index;

  if (!bn_xml_has_prop (node, attribute))
    {
      *out = FALSE;
      return TRUE;
    }
  if (!read_choice (reader, node, attribute, words, &index, error))
    return FALSE;
  *out = index % 2 == 1;
  return TRUE;
}

static gboolean
read_optional_uint (Reader      *reader,
                    xmlNode     *node,
                    const char  *attribute,
                    guint       *out,
                    GError     **error)
{
  *out = 0;
  return !bn_xml_has_prop (node, attribute)
         || bn_xml_get_uint_prop (node, attribute, reader->name, out, error);
}

static gboolean
read_optional_int (Reader      *reader,
                   xmlNode     *node,
                   const char  *attribute,
                   int         *out,
                   GError     **error)
{
  *out = 0;
  return !bn_xml_has_prop (node, attribute)
         || bn_xml_get_int_prop (node, attribute, reader->name, out, error);
}

/* A space-separated list of words, as a bit per word's index. */
static gboolean
read_word_bits (Reader             *reader,
                xmlNode            *node,
                const char         *attribute,
                const char * const *words,
                guint              *out,
                GError            **error)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) parts = NULL;

  *out = 0;
  if (!bn_xml_has_prop (node, attribute))
    return TRUE;
  text = bn_xml_get_string_prop (node, attribute, reader->name, error);
  if (text == NULL)
    return FALSE;
  parts = g_strsplit_set (text, " \t\r\n", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint index;

      if (parts[i][0] == '\0')
        continue;
      if (!find_word (words, parts[i], &index))
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("“%s” is not a word the attribute “%s” knows"), parts[i], attribute);
          return FALSE;
        }
      *out |= 1u << index;
    }
  return TRUE;
}

/* Dice by range, nearest first. The schema bounds each number but not how
 * many there are; the table has room for BN_BATTLE_MAX_RANGE. */
static gboolean
read_dice (Reader      *reader,
           xmlNode     *node,
           guint8      *dice,
           guint       *n_dice,
           GError     **error)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) parts = NULL;

  *n_dice = 0;
  if (!bn_xml_has_prop (node, "dice"))
    return TRUE;
  text = bn_xml_get_string_prop (node, "dice", reader->name, error);
  if (text == NULL)
    return FALSE;
  parts = g_strsplit_set (text, " \t\r\n", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 value;

      if (parts[i][0] == '\0')
        continue;
      if (*n_dice >= BN_BATTLE_MAX_RANGE)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("at most %d ranges of battle dice"), BN_BATTLE_MAX_RANGE);
          return FALSE;
        }
      if (!g_ascii_string_to_unsigned (parts[i], 10, 0, 255, &value, NULL))
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("“%s” is not a number of dice"), parts[i]);
          return FALSE;
        }
      dice[(*n_dice)++] = (guint8) value;
    }
  return TRUE;
}

static xmlNode *
require_section (Reader      *reader,
                 xmlNode     *root,
                 const char  *element,
                 GError     **error)
{
  xmlNode *node = bn_xml_first_element (root, element);

  if (node == NULL)
    bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, root,
                         _("the element <%s> is missing"), element);
  return node;
}

static gboolean
read_classes (Reader   *reader,
              xmlNode  *root,
              GError  **error)
{
  static const char * const armours[] = { "best", "lesser", "none", NULL };
  xmlNode *section = require_section (reader, root, "classes", error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "class"); node != NULL;
       node = bn_xml_next_element (node, "class"))
    {
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;
      BnClassProfile profile = { 0, };
      guint arm, unit_class, armour;

      if ((id = bn_xml_get_string_prop (node, "id", reader->name, error)) == NULL ||
          (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
          !read_choice (reader, node, "arm", arm_words, &arm, error) ||
          !read_choice (reader, node, "class", class_words, &unit_class, error) ||
          !read_choice (reader, node, "armour", armours, &armour, error) ||
          !bn_xml_get_uint_prop (node, "max-figures", reader->name, &profile.max_figures, error) ||
          !bn_xml_get_uint_prop (node, "move", reader->name, &profile.move, error) ||
          !bn_xml_get_uint_prop (node, "move-and-battle", reader->name, &profile.move_and_battle, error) ||
          !bn_xml_get_uint_prop (node, "steady-figures", reader->name, &profile.steady_figures, error) ||
          !read_flag (reader, node, "commander-steadies", &profile.commander_steadies, error) ||
          !read_optional_uint (reader, node, "fire-interval", &profile.fire_interval, error) ||
          !read_optional_uint (reader, node, "hilltop-bonus", &profile.hilltop_bonus, error) ||
          !read_dice (reader, node, profile.dice, &profile.n_dice, error) ||
          !read_word_bits (reader, node, "hit-by", symbol_words, &profile.hit_by, error))
        return FALSE;
      profile.id = id;
      profile.name = name;
      profile.arm = (BnBattleArm) arm;
      profile.unit_class = (BnUnitClass) unit_class;
      profile.armour = (BnArmourClass) armour;
      bn_battle_rules_builder_add_class (reader->builder, &profile, bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_weapons (Reader   *reader,
              xmlNode  *root,
              GError  **error)
{
  xmlNode *section = require_section (reader, root, "weapons", error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "weapon"); node != NULL;
       node = bn_xml_next_element (node, "weapon"))
    {
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;
      BnWeaponProfile profile = { 0, };

      if ((id = bn_xml_get_string_prop (node, "id", reader->name, error)) == NULL ||
          (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
          !read_flag (reader, node, "ranged", &profile.ranged, error) ||
          !read_flag (reader, node, "polearm", &profile.polearm, error) ||
          !read_flag (reader, node, "pierces-best-armour", &profile.pierces_best_armour, error) ||
          !read_flag (reader, node, "stops-charges", &profile.stops_charge, error) ||
          !read_flag (reader, node, "archer", &profile.archer, error) ||
          !read_flag (reader, node, "unarmed", &profile.unarmed, error) ||
          !read_optional_uint (reader, node, "charge-bonus", &profile.charge_bonus, error) ||
          !read_dice (reader, node, profile.dice, &profile.n_dice, error) ||
          !read_word_bits (reader, node, "dice-arms", arm_words, &profile.dice_arms, error) ||
          !read_word_bits (reader, node, "dice-classes", class_words, &profile.dice_classes, error) ||
          !read_word_bits (reader, node, "bonus-strike", symbol_words, &profile.bonus_strike, error) ||
          !read_optional_uint (reader, node, "bonus-strike-min-range", &profile.bonus_strike_min_range, error) ||
          !read_optional_uint (reader, node, "bonus-strike-max-range", &profile.bonus_strike_max_range, error) ||
          !read_optional_uint (reader, node, "close-combat-dice", &profile.close_combat_dice, error) ||
          !read_optional_uint (reader, node, "moving-fire-dice", &profile.moving_fire_dice, error) ||
          !read_optional_uint (reader, node, "ignored-vs-horse", &profile.ignored_vs_horse, error) ||
          !read_optional_uint (reader, node, "range", &profile.range, error))
        return FALSE;
      profile.id = id;
      profile.name = name;
      bn_battle_rules_builder_add_weapon (reader->builder, &profile, bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_terrains (Reader   *reader,
               xmlNode  *root,
               GError  **error)
{
  /* In the order of BnTerrainMove. */
  static const char * const moves[] = {
    "free", "stop", "stop-no-battle", "infantry-only", "impassable", NULL,
  };
  xmlNode *section = require_section (reader, root, "terrains", error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "terrain"); node != NULL;
       node = bn_xml_next_element (node, "terrain"))
    {
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;
      BnTerrainProfile profile = { 0, };
      guint move;

      if ((id = bn_xml_get_string_prop (node, "id", reader->name, error)) == NULL ||
          (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
          !read_choice (reader, node, "move", moves, &move, error) ||
          !read_optional_int (reader, node, "attacker-dice", &profile.attacker_dice, error) ||
          !read_optional_int (reader, node, "occupant-dice", &profile.occupant_dice, error) ||
          !read_flag (reader, node, "blocks-sight", &profile.blocks_sight, error) ||
          !read_flag (reader, node, "hill", &profile.hill, error) ||
          !read_flag (reader, node, "adjacent-infantry-only", &profile.adjacent_infantry_only, error) ||
          !read_optional_uint (reader, node, "max-dice-into", &profile.max_dice_into, error) ||
          !read_optional_uint (reader, node, "max-dice-from", &profile.max_dice_from, error) ||
          !read_optional_uint (reader, node, "ignores-flags", &profile.ignore_flags, error) ||
          !read_flag (reader, node, "battle-back", &profile.battle_back, error) ||
          !read_optional_int (reader, node, "ranged-attacker-dice", &profile.ranged_attacker_dice, error))
        return FALSE;
      profile.has_ranged_attacker_dice = bn_xml_has_prop (node, "ranged-attacker-dice");
      profile.id = id;
      profile.name = name;
      profile.move = (BnTerrainMove) move;
      bn_battle_rules_builder_add_terrain (reader->builder, &profile, bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_die (Reader   *reader,
          xmlNode  *root,
          GError  **error)
{
  const char * const *symbols = symbol_words;
  xmlNode *section = require_section (reader, root, "die", error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "face"); node != NULL;
       node = bn_xml_next_element (node, "face"))
    {
      guint value, symbol;

      if (!bn_xml_get_uint_prop (node, "value", reader->name, &value, error) ||
          !read_choice (reader, node, "symbol", symbols, &symbol, error))
        return FALSE;
      bn_battle_rules_builder_set_die_face (reader->builder, value, (BnDieSymbol) symbol,
                                            bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_cards (Reader   *reader,
            xmlNode  *root,
            GError  **error)
{
  /* In the order of BnCommandCardKind and BnBattleColour. */
  static const char * const kinds[] = {
    "colour", "each-colour", "commanders", "money", "single-combat", "stakes", "units", NULL,
  };
  /* L&L's blue is the variant's yellow: the middle colour either way. */
  static const char * const colours[] = { "red", "blue", "green", "yellow", NULL };
  xmlNode *section = require_section (reader, root, "cards", error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "card"); node != NULL;
       node = bn_xml_next_element (node, "card"))
    {
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;
      BnCommandCardProfile profile = { 0, };
      guint kind, colour = 0, requires;

      if ((id = bn_xml_get_string_prop (node, "id", reader->name, error)) == NULL ||
          (name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL ||
          !read_choice (reader, node, "kind", kinds, &kind, error) ||
          (bn_xml_has_prop (node, "colour") &&
           !read_choice (reader, node, "colour", colours, &colour, error)) ||
          !read_optional_uint (reader, node, "orders", &profile.orders, error) ||
          !read_optional_uint (reader, node, "gold", &profile.gold, error) ||
          !read_optional_uint (reader, node, "ransom-captain", &profile.ransom_captain, error) ||
          !read_optional_uint (reader, node, "ransom-commander", &profile.ransom_commander, error) ||
          !bn_xml_get_uint_prop (node, "copies", reader->name, &profile.copies, error) ||
          !read_word_bits (reader, node, "requires", option_words, &requires, error) ||
          !read_word_bits (reader, node, "arms", arm_words, &profile.arms, error) ||
          !read_flag (reader, node, "ranged-only", &profile.ranged_only, error) ||
          !read_optional_uint (reader, node, "close-combat-dice", &profile.close_combat_dice, error) ||
          !read_optional_uint (reader, node, "ranged-dice", &profile.ranged_dice, error))
        return FALSE;
      if (kind == BN_CARD_KIND_COLOUR && !bn_xml_has_prop (node, "colour"))
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("a card of kind “colour” must say which colour"));
          return FALSE;
        }
      profile.id = id;
      profile.name = name;
      profile.kind = (BnCommandCardKind) kind;
      profile.colour = (BnBattleColour) (colour == 3 ? BN_BATTLE_COLOUR_BLUE : colour);
      profile.requires = (BnBattleOptions) requires;
      bn_battle_rules_builder_add_card (reader->builder, &profile, bn_xml_get_line (node));
    }
  return TRUE;
}

/* <leader-skills>, optional: what Day of Battle's leaders and heroes do
 * in this ruleset (docs/rules.md, "Leaders and heroes on the field"). */
static gboolean
read_leader_skills (Reader   *reader,
                    xmlNode  *root,
                    GError  **error)
{
  xmlNode *node = bn_xml_first_element (root, "leader-skills");
  BnLeaderSkillRules k = { 0, };

  if (node == NULL)
    return TRUE;
  if (bn_xml_has_prop (node, "mm-per-inch"))
    {
      if (!bn_xml_get_uint_prop (node, "mm-per-inch", reader->name, &k.mm_per_inch, error))
        return FALSE;
      if (k.mm_per_inch == 0 || bn_xml_has_prop (node, "hex-inches"))
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("“mm-per-inch” is at least 1, and a ruleset gives it or “hex-inches”, not both"));
          return FALSE;
        }
    }
  else if (!bn_xml_get_uint_prop (node, "hex-inches", reader->name, &k.hex_inches, error))
    return FALSE;
  if (!bn_xml_get_uint_prop (node, "leader-move-inches", reader->name, &k.leader_move_inches, error) ||
      !bn_xml_get_uint_prop (node, "herald-inches", reader->name, &k.herald_inches, error) ||
      !bn_xml_get_uint_prop (node, "retainer-command-inches", reader->name, &k.retainer_command_inches, error) ||
      !bn_xml_get_int_prop (node, "combat-base", reader->name, &k.combat.base, error) ||
      !bn_xml_get_uint_prop (node, "combat-per-point", reader->name, &k.combat.per_point, error) ||
      !bn_xml_get_int_prop (node, "morale-base", reader->name, &k.morale.base, error) ||
      !bn_xml_get_uint_prop (node, "morale-per-point", reader->name, &k.morale.per_point, error) ||
      !bn_xml_get_uint_prop (node, "initiative-step", reader->name, &k.initiative_step, error) ||
      !bn_xml_get_int_prop (node, "retainer-die-base", reader->name, &k.retainer_die_base, error))
    return FALSE;
  if (k.hex_inches == 0 && k.mm_per_inch == 0)
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                           _("“hex-inches” is at least 1: a hex is at least an inch across"));
      return FALSE;
    }
  bn_battle_rules_builder_set_leader_skills (reader->builder, &k, bn_xml_get_line (node));
  return TRUE;
}

/* <tables>, optional: named lists of whole numbers for a ruleset. */
static gboolean
read_tables (Reader   *reader,
             xmlNode  *root,
             GError  **error)
{
  xmlNode *section = bn_xml_first_element (root, "tables");

  for (xmlNode *node = section != NULL ? bn_xml_first_element (section, "table") : NULL; node != NULL;
       node = bn_xml_next_element (node, "table"))
    {
      g_autofree char *id = bn_xml_get_string_prop (node, "id", reader->name, error);
      g_autofree char *text = NULL;
      g_auto(GStrv) words = NULL;
      g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (int));

      if (id == NULL || (text = bn_xml_get_string_prop (node, "values", reader->name, error)) == NULL)
        return FALSE;
      words = g_strsplit_set (g_strstrip (text), " \t\n", -1);
      for (guint i = 0; words[i] != NULL; i++)
        {
          gint64 v;

          if (words[i][0] == '\0')
            continue;
          if (!g_ascii_string_to_signed (words[i], 10, -1000, 1000, &v, NULL))
            {
              bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                                   _("table “%s”: “%s” is not a whole number"), id, words[i]);
              return FALSE;
            }
          g_array_append_val (values, (int) { (int) v });
        }
      bn_battle_rules_builder_add_table (reader->builder, id, (const int *) values->data, values->len,
                                         bn_xml_get_line (node));
    }
  return TRUE;
}

static gboolean
read_constants (Reader   *reader,
                xmlNode  *root,
                GError  **error)
{
  xmlNode *node = require_section (reader, root, "constants", error);
  BnBattleConstants c = { 0, };

  if (node == NULL ||
      !bn_xml_get_uint_prop (node, "commander-move-foot", reader->name, &c.commander_move_foot, error) ||
      !bn_xml_get_uint_prop (node, "commander-move-mounted", reader->name, &c.commander_move_mounted, error) ||
      !bn_xml_get_uint_prop (node, "captain-dice", reader->name, &c.captain_dice, error) ||
      !bn_xml_get_uint_prop (node, "army-commander-dice", reader->name, &c.army_commander_dice, error) ||
      !bn_xml_get_uint_prop (node, "charge-straight-hexes", reader->name, &c.charge_straight_hexes, error) ||
      !bn_xml_get_uint_prop (node, "front-change-cost", reader->name, &c.front_change_cost, error) ||
      !bn_xml_get_uint_prop (node, "stakes-cost", reader->name, &c.stakes_cost, error) ||
      !bn_xml_get_uint_prop (node, "stakes-dice", reader->name, &c.stakes_dice, error) ||
      !bn_xml_get_uint_prop (node, "single-combat-rounds", reader->name, &c.single_combat_rounds, error) ||
      !bn_xml_get_uint_prop (node, "single-combat-range", reader->name, &c.single_combat_range, error) ||
      !bn_xml_get_uint_prop (node, "bribe-die-gold", reader->name, &c.bribe_die_gold, error) ||
      !bn_xml_get_uint_prop (node, "ransom-surcharge", reader->name, &c.ransom_surcharge, error) ||
      !bn_xml_get_uint_prop (node, "group-max-units", reader->name, &c.group_max_units, error) ||
      !bn_xml_get_uint_prop (node, "group-max-colours", reader->name, &c.group_max_colours, error) ||
      !bn_xml_get_uint_prop (node, "mixed-firearms-dice", reader->name, &c.mixed_firearms_dice, error) ||
      !bn_xml_get_uint_prop (node, "prisoner-vp", reader->name, &c.prisoner_vp, error) ||
      !read_optional_uint (reader, node, "passive-front-dice-foot", &c.passive_front_dice_foot, error) ||
      !read_optional_uint (reader, node, "passive-front-dice-horse", &c.passive_front_dice_horse, error) ||
      !read_flag (reader, node, "one-unit-per-hex", &c.one_unit_per_hex, error) ||
      !read_flag (reader, node, "enemy-zoc-stops", &c.enemy_zoc_stops, error) ||
      !read_flag (reader, node, "no-voluntary-retreat", &c.no_voluntary_retreat, error) ||
      !read_flag (reader, node, "no-defence-throw", &c.no_defence_throw, error) ||
      !read_flag (reader, node, "auto-kill-identical", &c.auto_kill_identical, error) ||
      !read_flag (reader, node, "captain-steadies-only", &c.captain_steadies_only, error) ||
      !read_optional_uint (reader, node, "commander-attack-dice", &c.commander_attack_dice, error) ||
      !read_word_bits (reader, node, "commander-saves", symbol_words, &c.commander_saves, error) ||
      !read_flag (reader, node, "retreat-sets-facing", &c.retreat_sets_facing, error) ||
      !read_flag (reader, node, "group-battles-by-colour", &c.group_battles_by_colour, error) ||
      !read_flag (reader, node, "group-strays-leave", &c.group_strays_leave, error) ||
      !read_flag (reader, node, "units-are-stands", &c.units_are_stands, error) ||
      !read_optional_uint (reader, node, "gold-per-army-point", &c.gold_per_army_point, error))
    return FALSE;
  bn_battle_rules_builder_set_constants (reader->builder, &c, bn_xml_get_line (node));
  return TRUE;
}

/* The root's ruleset id (absent: the default) and the names it gives
 * the three command colours. */
static gboolean
read_ruleset (Reader   *reader,
              xmlNode  *root,
              GError  **error)
{
  const BnRuleset *ruleset = bn_ruleset_get_default ();

  if (bn_xml_has_prop (root, "ruleset"))
    {
      g_autofree char *id = bn_xml_get_string_prop (root, "ruleset", reader->name, error);

      if (id == NULL)
        return FALSE;
      ruleset = bn_ruleset_lookup (id);
      if (ruleset == NULL)
        {
          g_autofree char *known = bn_ruleset_list_ids (", ");

          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, root,
                               _("there is no ruleset “%s” (known: %s)"), id, known);
          return FALSE;
        }
    }
  bn_battle_rules_builder_set_ruleset (reader->builder, ruleset);
  if (bn_xml_has_prop (root, "colours"))
    {
      g_autofree char *text = bn_xml_get_string_prop (root, "colours", reader->name, error);
      g_auto(GStrv) names = NULL;

      if (text == NULL)
        return FALSE;
      names = g_strsplit (g_strstrip (text), " ", -1);
      if (g_strv_length (names) != BN_BATTLE_N_COLOURS)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, root,
                               _("“colours” names the three command colours, top to bottom"));
          return FALSE;
        }
      for (guint i = 0; i < BN_BATTLE_N_COLOURS; i++)
        bn_battle_rules_builder_set_colour_name (reader->builder, (BnBattleColour) i, names[i]);
    }
  return TRUE;
}

static BnBattleRules *
load_doc (xmlDoc      *doc,
          const char  *name,
          GError     **error)
{
  /* finish() consumes the builder; it is freed here only on the way out
   * before that. */
  BnBattleRulesBuilder *builder = bn_battle_rules_builder_new (name);
  Reader reader = { name, builder };
  xmlNode *root = bn_xml_get_root (doc);

  if (!read_ruleset (&reader, root, error) ||
      !read_classes (&reader, root, error) ||
      !read_weapons (&reader, root, error) ||
      !read_terrains (&reader, root, error) ||
      !read_die (&reader, root, error) ||
      !read_cards (&reader, root, error) ||
      !read_constants (&reader, root, error) ||
      !read_tables (&reader, root, error) ||
      !read_leader_skills (&reader, root, error))
    {
      bn_battle_rules_builder_free (builder);
      return NULL;
    }
  return bn_battle_rules_builder_finish (builder, error);
}

/**
 * bn_battle_rules_load_bytes:
 * @bytes: a battle.xml document
 * @name: what the user knows it as; every error message starts with it
 *
 * Returns: (transfer full): the rules, or %NULL with @error set: a
 *   %BN_XML_ERROR if the document is not safe, well-formed or valid, a
 *   %BN_BATTLE_RULES_ERROR if its tables do not fit together (with line).
 */
BnBattleRules *
bn_battle_rules_load_bytes (GBytes      *bytes,
                            const char  *name,
                            GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = bn_xml_read_bytes (bytes, name, SCHEMA_RESOURCE, error);
  return doc != NULL ? load_doc (doc, name, error) : NULL;
}

/**
 * bn_battle_rules_load_ruleset:
 * @ruleset: a registered ruleset
 *
 * The bundled data file of @ruleset. Fails only if the build is broken.
 *
 * Returns: (transfer full): the rules, or %NULL with @error set
 */
BnBattleRules *
bn_battle_rules_load_ruleset (const BnRuleset  *ruleset,
                              GError          **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autofree char *path = NULL;
  BnBattleRules *rules;

  g_return_val_if_fail (ruleset != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  path = g_strconcat (BN_RESOURCE_DATA, ruleset->data_file, NULL);
  doc = bn_xml_read_resource (path, SCHEMA_RESOURCE, error);
  if (doc == NULL || (rules = load_doc (doc, path, error)) == NULL)
    return NULL;
  if (bn_battle_rules_get_ruleset (rules) != ruleset)
    {
      g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_INVALID,
                   _("%s: the data file is not the one of the ruleset “%s”"), path, ruleset->id);
      bn_battle_rules_unref (rules);
      return NULL;
    }
  return rules;
}

/**
 * bn_battle_rules_load_id:
 * @id: (nullable): a ruleset id, as the user typed it; %NULL for the default
 *
 * Returns: (transfer full): the rules, or %NULL with @error set, naming
 *   the known rulesets when @id is none of them
 */
BnBattleRules *
bn_battle_rules_load_id (const char  *id,
                         GError     **error)
{
  const BnRuleset *ruleset = id != NULL ? bn_ruleset_lookup (id) : bn_ruleset_get_default ();

  if (ruleset == NULL)
    {
      g_autofree char *known = bn_ruleset_list_ids ("|");

      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("there is no ruleset “%s”; choose %s"), id, known);
      return NULL;
    }
  return bn_battle_rules_load_ruleset (ruleset, error);
}

/**
 * bn_battle_rules_load_default:
 *
 * The default ruleset's bundled data file (Lords & Levies). Fails only if
 * the build is broken.
 *
 * Returns: (transfer full): the rules, or %NULL with @error set
 */
BnBattleRules *
bn_battle_rules_load_default (GError **error)
{
  return bn_battle_rules_load_ruleset (bn_ruleset_get_default (), error);
}
