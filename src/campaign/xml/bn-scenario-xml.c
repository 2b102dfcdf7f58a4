/* bn-scenario-xml.c — reads and writes scenario documents.
 *
 * The terrain is written as compact rows, one character per hex, with a
 * key from character to terrain id ('.' is always open ground), because a
 * 13 × 9 board as one element per hex would bury the map. Zones are
 * rectangles of rows (and optionally columns) per side. The schema fixes
 * the shape; this file checks what it cannot: row lengths, characters
 * with no key, terrain ids the rules lack, hexes off the board, zones that
 * overlap or are empty, objectives twice on one hex or in deep water.
 */
#include "bn-scenario-xml.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include <libxml/tree.h>
#include <string.h>

#include "bn-resources.h"
#include "bn-xml.h"

#define SCHEMA_RESOURCE BN_RESOURCE_DATA "scenario.rng"
#define SHIPPED_PREFIX  BN_RESOURCE_DATA "scenarios/"

/* The order of BnScenarioBuiltin, so that a shipped id and the built-in
 * scenario it mirrors share an index. */
static const char * const shipped_ids[] = {
  "open-field", "river-fords", "hill-and-wood", "fortified-line", "bridge-and-chapel", NULL,
};

static const char * const option_words[] = { "fast-play", "stakes", "mercenaries", "supreme-commander", "basic-game", NULL };

/* Returns: (transfer none): the ids of the bundled scenarios, %NULL-ended. */
const char * const *
bn_scenario_shipped_ids (void)
{
  return shipped_ids;
}

static gboolean
refuse (GError     **error,
        const char  *name,
        xmlNode     *node,
        const char  *message)
{
  bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, name, node, _("%s"), message);
  return FALSE;
}

static gboolean
read_optional_uint (xmlNode     *node,
                    const char  *attribute,
                    const char  *name,
                    guint        fallback,
                    guint       *out,
                    GError     **error)
{
  *out = fallback;
  return !bn_xml_has_prop (node, attribute)
         || bn_xml_get_uint_prop (node, attribute, name, out, error);
}

static gboolean
read_sides (BnScenario  *scenario,
            xmlNode     *root,
            const char  *name,
            GError     **error)
{
  gboolean seen[2] = { FALSE, FALSE };

  for (xmlNode *node = bn_xml_first_element (root, "side"); node != NULL;
       node = bn_xml_next_element (node, "side"))
    {
      g_autofree char *baseline = NULL;
      guint index, hand;

      if (!bn_xml_get_uint_prop (node, "index", name, &index, error) ||
          !bn_xml_get_uint_prop (node, "hand-size", name, &hand, error) ||
          (baseline = bn_xml_get_string_prop (node, "baseline", name, error)) == NULL)
        return FALSE;
      if (index > 1 || seen[index])
        return refuse (error, name, node, _("each side (0 and 1) is described once"));
      seen[index] = TRUE;
      scenario->hand_size[index] = hand;
      scenario->baseline[index] = g_str_equal (baseline, "north") ? BN_EDGE_NORTH : BN_EDGE_SOUTH;
    }
  if (!seen[0] || !seen[1])
    return refuse (error, name, root, _("both sides (0 and 1) must be described"));
  if (scenario->baseline[0] == scenario->baseline[1])
    return refuse (error, name, root, _("the two sides need opposite baselines (north and south)"));
  return TRUE;
}

static gboolean
read_terrain (BnScenario          *scenario,
              const BnBattleRules *rules,
              xmlNode             *root,
              const char          *name,
              GError             **error)
{
  xmlNode *section = bn_xml_first_element (root, "terrain");
  int key[128];
  guint row = 0;

  if (section == NULL)
    return TRUE;   /* all open ground */
  for (guint i = 0; i < G_N_ELEMENTS (key); i++)
    key[i] = -1;
  key['.'] = 0;

  for (xmlNode *node = bn_xml_first_element (section, "key"); node != NULL;
       node = bn_xml_next_element (node, "key"))
    {
      g_autofree char *c = bn_xml_get_string_prop (node, "char", name, error);
      g_autofree char *terrain = NULL;
      int index;

      if (c == NULL || (terrain = bn_xml_get_string_prop (node, "terrain", name, error)) == NULL)
        return FALSE;
      if (strlen (c) != 1 || (guchar) c[0] < '!' || (guchar) c[0] > '~' || c[0] == '.')
        return refuse (error, name, node, _("a key is one printable character other than “.”"));
      if (key[(guchar) c[0]] >= 0)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, name, node,
                               _("the character “%s” has a key already"), c);
          return FALSE;
        }
      index = bn_battle_rules_find_terrain (rules, terrain);
      if (index < 0)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, name, node,
                               _("the battle rules have no terrain “%s”"), terrain);
          return FALSE;
        }
      key[(guchar) c[0]] = index;
    }

  for (xmlNode *node = bn_xml_first_element (section, "row"); node != NULL;
       node = bn_xml_next_element (node, "row"), row++)
    {
      g_autofree char *text = bn_xml_get_text (node);

      if (row >= scenario->height)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, name, node,
                               _("more rows than the board's height (%u)"), scenario->height);
          return FALSE;
        }
      if (strlen (text) != scenario->width)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, name, node,
                               _("a row is %u hexes long, as wide as the board, not %zu"),
                               scenario->width, strlen (text));
          return FALSE;
        }
      for (guint col = 0; col < scenario->width; col++)
        {
          guchar c = (guchar) text[col];

          if (c >= G_N_ELEMENTS (key) || key[c] < 0)
            {
              bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, name, node,
                                   _("the character “%c” in column %u has no <key>"), c, col);
              return FALSE;
            }
          scenario->terrain[row * scenario->width + col] = (guint8) key[c];
        }
    }
  if (row != scenario->height)
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, name, section,
                           _("%u rows of terrain for a board %u rows high"), row, scenario->height);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_zones (BnScenario  *scenario,
            xmlNode     *root,
            const char  *name,
            GError     **error)
{
  guint hexes[2] = { 0, 0 };

  for (xmlNode *node = bn_xml_first_element (root, "zone"); node != NULL;
       node = bn_xml_next_element (node, "zone"))
    {
      guint side, first_row, last_row, first_col, last_col;

      if (!bn_xml_get_uint_prop (node, "side", name, &side, error) ||
          !bn_xml_get_uint_prop (node, "first-row", name, &first_row, error) ||
          !bn_xml_get_uint_prop (node, "last-row", name, &last_row, error) ||
          !read_optional_uint (node, "first-col", name, 0, &first_col, error) ||
          !read_optional_uint (node, "last-col", name, scenario->width - 1, &last_col, error))
        return FALSE;
      if (side > 1)
        return refuse (error, name, node, _("a zone belongs to side 0 or 1"));
      if (first_row > last_row || first_col > last_col)
        return refuse (error, name, node, _("a zone's first row and column come before its last"));
      if (last_row >= scenario->height || last_col >= scenario->width)
        return refuse (error, name, node, _("the zone reaches off the board"));
      for (guint row = first_row; row <= last_row; row++)
        for (guint col = first_col; col <= last_col; col++)
          {
            guint8 *zone = &scenario->zone[row * scenario->width + col];

            if (*zone != 0 && *zone != side + 1)
              {
                bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, name, node,
                                     _("the zone overlaps side %u's at column %u, row %u"),
                                     (guint) *zone - 1, col, row);
                return FALSE;
              }
            hexes[side] += *zone == 0;
            *zone = (guint8) (side + 1);
          }
    }
  if (hexes[0] == 0 || hexes[1] == 0)
    return refuse (error, name, root, _("each side needs a deployment zone"));
  return TRUE;
}

static gboolean
read_objectives (BnScenario          *scenario,
                 const BnBattleRules *rules,
                 xmlNode             *root,
                 const char          *name,
                 GError             **error)
{
  for (xmlNode *node = bn_xml_first_element (root, "objective"); node != NULL;
       node = bn_xml_next_element (node, "objective"))
    {
      guint col, row, vp;
      const BnTerrainProfile *terrain;

      if (!bn_xml_get_uint_prop (node, "col", name, &col, error) ||
          !bn_xml_get_uint_prop (node, "row", name, &row, error) ||
          !bn_xml_get_uint_prop (node, "vp", name, &vp, error))
        return FALSE;
      if (scenario->n_objectives >= BN_SCENARIO_MAX_OBJECTIVES)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, name, node,
                               _("at most %d objectives"), BN_SCENARIO_MAX_OBJECTIVES);
          return FALSE;
        }
      if (col >= scenario->width || row >= scenario->height)
        return refuse (error, name, node, _("the objective is off the board"));
      for (guint i = 0; i < scenario->n_objectives; i++)
        if (scenario->objectives[i].col == (int) col && scenario->objectives[i].row == (int) row)
          return refuse (error, name, node, _("two objectives on one hex"));
      terrain = bn_battle_rules_get_terrain (rules, scenario->terrain[row * scenario->width + col]);
      if (terrain->move == BN_TERRAIN_MOVE_IMPASSABLE)
        return refuse (error, name, node, _("an objective no unit can enter"));
      bn_scenario_add_objective (scenario, (int) col, (int) row, vp);
    }
  return TRUE;
}

/* Turns a validated tree into a scenario, or refuses it whole. */
static BnScenario *
read_scenario (const BnBattleRules *rules,
               xmlNode             *root,
               const char          *name,
               GError             **error)
{
  g_autoptr(BnScenario) scenario = NULL;
  g_autofree char *id = NULL;
  g_autofree char *title = NULL;
  g_autofree char *first = NULL;
  g_autofree char *stacking = NULL;
  g_autofree char *options = NULL;
  guint width, height, target, turn_limit;

  if ((id = bn_xml_get_string_prop (root, "id", name, error)) == NULL ||
      (title = bn_xml_get_string_prop (root, "name", name, error)) == NULL ||
      !bn_xml_get_uint_prop (root, "width", name, &width, error) ||
      !bn_xml_get_uint_prop (root, "height", name, &height, error) ||
      !bn_xml_get_uint_prop (root, "victory-target", name, &target, error) ||
      !read_optional_uint (root, "turn-limit", name, 0, &turn_limit, error))
    return NULL;
  if (width < 1 || height < 1 || width > BN_SCENARIO_MAX_SIZE || height > BN_SCENARIO_MAX_SIZE)
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, name, root,
                           _("a board is 1 to %d hexes each way"), BN_SCENARIO_MAX_SIZE);
      return NULL;
    }
  if (target == 0)
    {
      refuse (error, name, root, _("the victory target is at least 1"));
      return NULL;
    }

  scenario = bn_scenario_new (id, width, height);
  g_free (scenario->name);
  scenario->name = g_steal_pointer (&title);
  scenario->victory_target = target;
  scenario->turn_limit = turn_limit;
  if (bn_xml_has_prop (root, "first-side"))
    {
      first = bn_xml_get_string_prop (root, "first-side", name, error);
      if (first == NULL)
        return NULL;
      scenario->first_side = g_str_equal (first, "0") ? 0 : g_str_equal (first, "1") ? 1 : -1;
    }
  if (bn_xml_has_prop (root, "rules"))
    {
      scenario->rules = bn_xml_get_string_prop (root, "rules", name, error);
      if (scenario->rules == NULL)
        return NULL;
    }
  if (bn_xml_has_prop (root, "deployment"))
    {
      g_autofree char *deployment = bn_xml_get_string_prop (root, "deployment", name, error);

      if (deployment == NULL)
        return NULL;
      scenario->player_deployment = g_str_equal (deployment, "players");
    }
  if (bn_xml_has_prop (root, "stacking"))
    {
      stacking = bn_xml_get_string_prop (root, "stacking", name, error);
      if (stacking == NULL)
        return NULL;
      scenario->stacking = g_str_equal (stacking, "10cm") ? BN_STACKING_10CM : BN_STACKING_15CM;
    }
  if (bn_xml_has_prop (root, "options"))
    {
      g_auto(GStrv) words = NULL;

      options = bn_xml_get_string_prop (root, "options", name, error);
      if (options == NULL)
        return NULL;
      words = g_strsplit_set (options, " \t\r\n", -1);
      for (guint i = 0; words[i] != NULL; i++)
        for (guint o = 0; option_words[o] != NULL; o++)
          if (g_str_equal (words[i], option_words[o]))
            scenario->options |= 1u << o;
    }

  if (!read_sides (scenario, root, name, error) ||
      !read_terrain (scenario, rules, root, name, error) ||
      !read_zones (scenario, root, name, error) ||
      !read_objectives (scenario, rules, root, name, error))
    return NULL;
  return g_steal_pointer (&scenario);
}

/**
 * bn_scenario_load_bytes:
 * @rules: the battle rules whose terrain ids the document uses
 * @name: what the user knows the document as; errors start with it
 *
 * Returns: (transfer full): the scenario, or %NULL with a %BN_XML_ERROR
 *   naming @name and the line of the first problem
 */
BnScenario *
bn_scenario_load_bytes (const BnBattleRules *rules,
                        GBytes              *bytes,
                        const char          *name,
                        GError             **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (rules != NULL && bytes != NULL && name != NULL, NULL);

  doc = bn_xml_read_bytes (bytes, name, SCHEMA_RESOURCE, error);
  return doc != NULL ? read_scenario (rules, bn_xml_get_root (doc), name, error) : NULL;
}

/* A scenario file given by a user: untrusted, refused whole on any problem. */
BnScenario *
bn_scenario_load_file (const BnBattleRules *rules,
                       const char          *path,
                       GError             **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (rules != NULL && path != NULL, NULL);

  doc = bn_xml_read_file (path, SCHEMA_RESOURCE, error);
  return doc != NULL ? read_scenario (rules, bn_xml_get_root (doc), path, error) : NULL;
}

/* @id: one of bn_scenario_shipped_ids(). */
BnScenario *
bn_scenario_load_shipped (const BnBattleRules *rules,
                          const char          *id,
                          GError             **error)
{
  g_autofree char *resource = NULL;
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (rules != NULL && id != NULL, NULL);

  if (!g_strv_contains (shipped_ids, id))
    {
      g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_IO, _("no shipped scenario is called “%s”"), id);
      return NULL;
    }
  resource = g_strconcat (SHIPPED_PREFIX, id, ".xml", NULL);
  doc = bn_xml_read_resource (resource, SCHEMA_RESOURCE, error);
  return doc != NULL ? read_scenario (rules, bn_xml_get_root (doc), resource, error) : NULL;
}

/**
 * bn_scenario_resolve:
 * @spec: a shipped scenario's id, "random:SEED", or the path of a file
 *
 * The one way a scenario is named on the command line. An id wins over a
 * file of the same name in the working directory, so that a stray file
 * cannot change what "open-field" means.
 *
 * Returns: (transfer full): the scenario, or %NULL with @error set
 */
BnScenario *
bn_scenario_resolve (const BnBattleRules *rules,
                     const char          *spec,
                     GError             **error)
{
  g_return_val_if_fail (rules != NULL && spec != NULL, NULL);

  /* "deploy:SPEC": SPEC, with the players placing their own units. */
  if (g_str_has_prefix (spec, BN_SCENARIO_DEPLOY_PREFIX))
    {
      BnScenario *scenario = bn_scenario_resolve (rules, spec + strlen (BN_SCENARIO_DEPLOY_PREFIX), error);

      if (scenario != NULL)
        scenario->player_deployment = TRUE;
      return scenario;
    }
  if (g_str_has_prefix (spec, BN_SCENARIO_RANDOM_PREFIX))
    {
      const char *text = spec + strlen (BN_SCENARIO_RANDOM_PREFIX);
      guint64 seed;

      if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT64, &seed, NULL))
        {
          g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_IO,
                       _("“%s”: the seed of a random scenario is a whole number from 0 to %" PRId64),
                       spec, G_MAXINT64);
          return NULL;
        }
      return bn_scenario_new_random (rules, seed);
    }
  if (g_strv_contains (shipped_ids, spec))
    return bn_scenario_load_shipped (rules, spec, error);
  if (!g_file_test (spec, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_IO,
                   _("no scenario “%s”: not a shipped scenario (see “scenario list”), "
                   "random:SEED or a file"), spec);
      return NULL;
    }
  return bn_scenario_load_file (rules, spec, error);
}

/* A character for each terrain id when written out; others get letters. */
static char
preferred_char (const char *terrain_id)
{
  static const struct { const char *id; char c; } table[] = {
    { "wood", 'W' }, { "orchard", 'o' }, { "hill", 'H' }, { "building", 'B' },
    { "river", '~' }, { "ford", '=' }, { "marsh", 'm' }, { "depression", 'v' },
    { "debris", 'x' }, { "field", 'f' }, { "rough", 'r' }, { "fence", '|' },
    { "fieldwork", 'E' }, { "palisade", 'P' }, { "wall", '#' }, { "lake", 'L' },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    if (g_str_equal (table[i].id, terrain_id))
      return table[i].c;
  return '\0';
}

/**
 * bn_scenario_to_xml:
 * @indent: spaces before every line (to embed it in another document)
 *
 * Writes @scenario in the form bn_scenario_load_bytes() reads, without an
 * XML declaration so that it can be embedded. Zones are written one row
 * segment at a time, so any zone shape survives.
 *
 * Returns: (transfer full): the <scenario> element
 */
char *
bn_scenario_to_xml (const BnScenario    *scenario,
                    const BnBattleRules *rules,
                    guint                indent)
{
  g_autofree char *pad = g_strnfill (indent, ' ');
  g_autofree char *escaped_id = g_markup_escape_text (scenario->id, -1);
  g_autofree char *escaped_name = g_markup_escape_text (scenario->name, -1);
  GString *out = g_string_new (NULL);
  char chars[BN_BATTLE_MAX_TERRAINS] = { '.', };
  gboolean used[BN_BATTLE_MAX_TERRAINS] = { FALSE, };
  gboolean taken[128] = { FALSE, };
  gboolean any_terrain = FALSE;
  guint n_terrains = bn_battle_rules_get_n_terrains (rules);

  g_string_append_printf (out, "%s<scenario format=\"1\" id=\"%s\" name=\"%s\" width=\"%u\" height=\"%u\"\n"
                          "%s          victory-target=\"%u\" first-side=\"%s\" stacking=\"%s\"",
                          pad, escaped_id, escaped_name, scenario->width, scenario->height,
                          pad, scenario->victory_target,
                          scenario->first_side == 0 ? "0" : scenario->first_side == 1 ? "1" : "roll",
                          scenario->stacking == BN_STACKING_10CM ? "10cm" : "15cm");
  if (scenario->rules != NULL)
    {
      g_autofree char *escaped_rules = g_markup_escape_text (scenario->rules, -1);

      g_string_append_printf (out, " rules=\"%s\"", escaped_rules);
    }
  if (scenario->options != 0)
    {
      g_string_append (out, " options=\"");
      for (guint o = 0, n = 0; option_words[o] != NULL; o++)
        if (scenario->options & (1u << o))
          g_string_append_printf (out, "%s%s", n++ > 0 ? " " : "", option_words[o]);
      g_string_append (out, "\"");
    }
  if (scenario->player_deployment)
    g_string_append (out, " deployment=\"players\"");
  if (scenario->turn_limit > 0)
    g_string_append_printf (out, " turn-limit=\"%u\"", scenario->turn_limit);
  g_string_append (out, ">\n");
  for (guint side = 0; side < 2; side++)
    g_string_append_printf (out, "%s  <side index=\"%u\" baseline=\"%s\" hand-size=\"%u\"/>\n",
                            pad, side, scenario->baseline[side] == BN_EDGE_NORTH ? "north" : "south",
                            scenario->hand_size[side]);

  for (guint i = 0; i < scenario->width * scenario->height; i++)
    if (scenario->terrain[i] != 0 && scenario->terrain[i] < n_terrains)
      used[scenario->terrain[i]] = any_terrain = TRUE;
  taken['.'] = TRUE;
  for (guint t = 1; t < n_terrains; t++)
    if (used[t])
      {
        char c = preferred_char (bn_battle_rules_get_terrain (rules, t)->id);

        if (c == '\0' || taken[(guchar) c])
          for (c = 'a'; taken[(guchar) c]; c++)
            ;
        taken[(guchar) c] = TRUE;
        chars[t] = c;
      }
  if (any_terrain)
    {
      g_string_append_printf (out, "%s  <terrain>\n", pad);
      for (guint t = 1; t < n_terrains; t++)
        if (used[t])
          {
            g_autofree char *c = g_markup_escape_text ((char[2]) { chars[t], '\0' }, -1);

            g_string_append_printf (out, "%s    <key char=\"%s\" terrain=\"%s\"/>\n", pad, c,
                                    bn_battle_rules_get_terrain (rules, t)->id);
          }
      for (guint row = 0; row < scenario->height; row++)
        {
          g_string_append_printf (out, "%s    <row>", pad);
          for (guint col = 0; col < scenario->width; col++)
            {
              guint t = scenario->terrain[row * scenario->width + col];
              char c = t < n_terrains ? chars[t] : '.';

              /* '&' and '<' must not appear raw in element text. */
              if (c == '&')
                g_string_append (out, "&amp;");
              else if (c == '<')
                g_string_append (out, "&lt;");
              else if (c == '>')
                g_string_append (out, "&gt;");
              else
                g_string_append_c (out, c);
            }
          g_string_append (out, "</row>\n");
        }
      g_string_append_printf (out, "%s  </terrain>\n", pad);
    }

  /* Full rows of one side merge into one zone, as people write them. */
  for (guint row = 0; row < scenario->height;)
    {
      const guint8 *line = &scenario->zone[row * scenario->width];
      gboolean full = line[0] != 0;
      guint last = row;

      for (guint col = 1; col < scenario->width && full; col++)
        full = line[col] == line[0];
      if (full)
        {
          while (last + 1 < scenario->height
                 && memcmp (&scenario->zone[(last + 1) * scenario->width], line, scenario->width) == 0)
            last++;
          g_string_append_printf (out, "%s  <zone side=\"%u\" first-row=\"%u\" last-row=\"%u\"/>\n",
                                  pad, (guint) line[0] - 1, row, last);
          row = last + 1;
          continue;
        }
      for (guint col = 0; col < scenario->width;)
        {
          guint end = col;

          if (line[col] == 0)
            {
              col++;
              continue;
            }
          while (end + 1 < scenario->width && line[end + 1] == line[col])
            end++;
          g_string_append_printf (out, "%s  <zone side=\"%u\" first-row=\"%u\" last-row=\"%u\" "
                                  "first-col=\"%u\" last-col=\"%u\"/>\n",
                                  pad, (guint) line[col] - 1, row, row, col, end);
          col = end + 1;
        }
      row++;
    }
  for (guint i = 0; i < scenario->n_objectives; i++)
    g_string_append_printf (out, "%s  <objective col=\"%d\" row=\"%d\" vp=\"%u\"/>\n", pad,
                            scenario->objectives[i].col, scenario->objectives[i].row,
                            scenario->objectives[i].victory_points);
  g_string_append_printf (out, "%s</scenario>\n", pad);
  return g_string_free (out, FALSE);
}
