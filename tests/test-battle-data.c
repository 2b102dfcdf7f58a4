/* test-battle-data.c — the battle rules and scenarios as data, and saved
 * armies as battle armies.
 *
 * data/battle.xml must give exactly the rules of the static default table
 * (every field of every row), each shipped scenario exactly the built-in
 * one of its id, and a scenario file that breaks a rule the schema cannot
 * express must be refused whole, naming the file and line.
 */
#include <glib.h>
#include <string.h>

#include "bn-battle-army-from-roster.h"
#include "bn-battle.h"
#include "bn-battle-rules-xml.h"
#include "bn-resources.h"
#include "bn-scenario-xml.h"
#include "bn-xml.h"

static BnBattleRules *
load_xml_rules (void)
{
  g_autoptr(GError) error = NULL;
  BnBattleRules *rules = bn_battle_rules_load_default (&error);

  g_assert_no_error (error);
  g_assert_nonnull (rules);
  return rules;
}

/* ---- rules ---- */

static void
test_rules_equal_default (void)
{
  g_autoptr(BnBattleRules) xml = load_xml_rules ();
  g_autoptr(BnBattleRules) def = bn_battle_rules_new_default ();
  const BnBattleConstants *cx, *cd;

  g_assert_cmpuint (bn_battle_rules_get_n_classes (xml), ==, bn_battle_rules_get_n_classes (def));
  for (guint i = 0; i < bn_battle_rules_get_n_classes (def); i++)
    {
      const BnClassProfile *x = bn_battle_rules_get_class (xml, i);
      const BnClassProfile *d = bn_battle_rules_get_class (def, i);

      g_test_message ("class %s", d->id);
      g_assert_cmpstr (x->id, ==, d->id);
      g_assert_cmpstr (x->name, ==, d->name);
      g_assert_cmpint (x->arm, ==, d->arm);
      g_assert_cmpint (x->unit_class, ==, d->unit_class);
      g_assert_cmpint (x->armour, ==, d->armour);
      g_assert_cmpuint (x->max_figures, ==, d->max_figures);
      g_assert_cmpuint (x->move, ==, d->move);
      g_assert_cmpuint (x->move_and_battle, ==, d->move_and_battle);
      g_assert_cmpuint (x->steady_figures, ==, d->steady_figures);
      g_assert_cmpint (x->commander_steadies, ==, d->commander_steadies);
      g_assert_cmpuint (x->fire_interval, ==, d->fire_interval);
      g_assert_cmpuint (x->hilltop_bonus, ==, d->hilltop_bonus);
      g_assert_cmpuint (x->n_dice, ==, d->n_dice);
      g_assert_cmpmem (x->dice, x->n_dice, d->dice, d->n_dice);
    }

  g_assert_cmpuint (bn_battle_rules_get_n_weapons (xml), ==, bn_battle_rules_get_n_weapons (def));
  for (guint i = 0; i < bn_battle_rules_get_n_weapons (def); i++)
    {
      const BnWeaponProfile *x = bn_battle_rules_get_weapon (xml, i);
      const BnWeaponProfile *d = bn_battle_rules_get_weapon (def, i);

      g_test_message ("weapon %s", d->id);
      g_assert_cmpstr (x->id, ==, d->id);
      g_assert_cmpstr (x->name, ==, d->name);
      g_assert_cmpint (x->ranged, ==, d->ranged);
      g_assert_cmpint (x->polearm, ==, d->polearm);
      g_assert_cmpint (x->pierces_best_armour, ==, d->pierces_best_armour);
      g_assert_cmpint (x->stops_charge, ==, d->stops_charge);
      g_assert_cmpint (x->archer, ==, d->archer);
      g_assert_cmpint (x->unarmed, ==, d->unarmed);
      g_assert_cmpuint (x->charge_bonus, ==, d->charge_bonus);
      g_assert_cmpuint (x->n_dice, ==, d->n_dice);
      g_assert_cmpmem (x->dice, x->n_dice, d->dice, d->n_dice);
      g_assert_cmpuint (x->dice_arms, ==, d->dice_arms);
      g_assert_cmpuint (x->dice_classes, ==, d->dice_classes);
    }

  g_assert_cmpuint (bn_battle_rules_get_n_terrains (xml), ==, bn_battle_rules_get_n_terrains (def));
  for (guint i = 0; i < bn_battle_rules_get_n_terrains (def); i++)
    {
      const BnTerrainProfile *x = bn_battle_rules_get_terrain (xml, i);
      const BnTerrainProfile *d = bn_battle_rules_get_terrain (def, i);

      g_test_message ("terrain %s", d->id);
      g_assert_cmpstr (x->id, ==, d->id);
      g_assert_cmpstr (x->name, ==, d->name);
      g_assert_cmpint (x->move, ==, d->move);
      g_assert_cmpint (x->attacker_dice, ==, d->attacker_dice);
      g_assert_cmpint (x->occupant_dice, ==, d->occupant_dice);
      g_assert_cmpint (x->blocks_sight, ==, d->blocks_sight);
      g_assert_cmpint (x->hill, ==, d->hill);
      g_assert_cmpint (x->adjacent_infantry_only, ==, d->adjacent_infantry_only);
    }

  g_assert_cmpuint (bn_battle_rules_get_n_cards (xml), ==, bn_battle_rules_get_n_cards (def));
  for (guint i = 0; i < bn_battle_rules_get_n_cards (def); i++)
    {
      const BnCommandCardProfile *x = bn_battle_rules_get_card (xml, i);
      const BnCommandCardProfile *d = bn_battle_rules_get_card (def, i);

      g_test_message ("card %s", d->id);
      g_assert_cmpstr (x->id, ==, d->id);
      g_assert_cmpstr (x->name, ==, d->name);
      g_assert_cmpint (x->kind, ==, d->kind);
      g_assert_cmpint (x->colour, ==, d->colour);
      g_assert_cmpuint (x->orders, ==, d->orders);
      g_assert_cmpuint (x->gold, ==, d->gold);
      g_assert_cmpuint (x->ransom_captain, ==, d->ransom_captain);
      g_assert_cmpuint (x->ransom_commander, ==, d->ransom_commander);
      g_assert_cmpuint (x->copies, ==, d->copies);
      g_assert_cmpint (x->requires, ==, d->requires);
    }

  for (guint face = 1; face <= 6; face++)
    g_assert_cmpint (bn_battle_rules_die_symbol (xml, face), ==, bn_battle_rules_die_symbol (def, face));
  for (guint symbol = 0; symbol < BN_DIE_N_SYMBOLS; symbol++)
    g_assert_cmpuint (bn_battle_rules_die_face (xml, symbol), ==, bn_battle_rules_die_face (def, symbol));

  cx = bn_battle_rules_get_constants (xml);
  cd = bn_battle_rules_get_constants (def);
  g_assert_cmpmem (cx, sizeof *cx, cd, sizeof *cd);
}

/* A rules document whose tables break a whole-table check names the line. */
static void
test_rules_refused_with_line (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) data = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BnBattleRules) rules = NULL;
  g_autofree char *text = NULL;
  g_autofree char *changed = NULL;
  char *at;

  bn_resources_ensure ();
  data = g_resources_lookup_data ("/io/github/banneret/Banneret/data/rulesets/lords-and-levies.xml", 0, &error);
  g_assert_no_error (error);
  text = g_strndup (g_bytes_get_data (data, NULL), g_bytes_get_size (data));
  /* Two weapons called "bow". */
  at = strstr (text, "id=\"halberd\"");
  g_assert_nonnull (at);
  memcpy (at, "id=\"bow\"    ", strlen ("id=\"halberd\""));
  changed = g_strdup (text);
  bytes = g_bytes_new (changed, strlen (changed));
  rules = bn_battle_rules_load_bytes (bytes, "bad-battle.xml", &error);
  g_assert_null (rules);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "bad-battle.xml"));
}

/* A data file naming a ruleset that is not registered is refused, naming
 * the file and the known ones; the registered ones load as themselves. */
static void
test_rules_unknown_ruleset (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) data = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BnBattleRules) rules = NULL;
  g_autoptr(GString) text = NULL;

  bn_resources_ensure ();
  data = g_resources_lookup_data ("/io/github/banneret/Banneret/data/rulesets/battlelore.xml", 0, &error);
  g_assert_no_error (error);
  text = g_string_new_len (g_bytes_get_data (data, NULL), (gssize) g_bytes_get_size (data));
  g_assert_cmpuint (g_string_replace (text, "ruleset=\"battlelore\"", "ruleset=\"chess\"", 1), ==, 1);
  bytes = g_bytes_new (text->str, text->len);
  rules = bn_battle_rules_load_bytes (bytes, "chess.xml", &error);
  g_assert_null (rules);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "chess.xml"));
  g_assert_nonnull (strstr (error->message, "there is no ruleset “chess” (known: lords-and-levies, battlelore, lionheart, junior-general)"));
  g_clear_error (&error);

  for (guint i = 0; i < bn_ruleset_get_n_rulesets (); i++)
    {
      g_autoptr(BnBattleRules) one = bn_battle_rules_load_ruleset (bn_ruleset_get_nth (i), &error);

      g_assert_no_error (error);
      g_assert_true (bn_battle_rules_get_ruleset (one) == bn_ruleset_get_nth (i));
    }
  g_assert_null (bn_ruleset_lookup ("chess"));
  g_assert_true (bn_ruleset_get_default () == bn_ruleset_lookup ("lords-and-levies"));
  g_assert_true (bn_ruleset_for_record ("/io/github/banneret/Banneret/data/battle.xml") == bn_ruleset_get_default ());
}

/* ---- scenarios ---- */

static void
assert_scenarios_equal (const BnScenario *x,
                        const BnScenario *d)
{
  g_assert_cmpstr (x->id, ==, d->id);
  g_assert_cmpstr (x->name, ==, d->name);
  g_assert_cmpuint (x->width, ==, d->width);
  g_assert_cmpuint (x->height, ==, d->height);
  g_assert_cmpmem (x->terrain, x->width * x->height, d->terrain, d->width * d->height);
  g_assert_cmpmem (x->zone, x->width * x->height, d->zone, d->width * d->height);
  g_assert_cmpint (x->baseline[0], ==, d->baseline[0]);
  g_assert_cmpint (x->baseline[1], ==, d->baseline[1]);
  g_assert_cmpuint (x->n_objectives, ==, d->n_objectives);
  g_assert_cmpmem (x->objectives, x->n_objectives * sizeof (BnObjective),
                   d->objectives, d->n_objectives * sizeof (BnObjective));
  g_assert_cmpuint (x->victory_target, ==, d->victory_target);
  g_assert_cmpuint (x->hand_size[0], ==, d->hand_size[0]);
  g_assert_cmpuint (x->hand_size[1], ==, d->hand_size[1]);
  g_assert_cmpint (x->first_side, ==, d->first_side);
  g_assert_cmpint (x->stacking, ==, d->stacking);
  g_assert_cmpint (x->options, ==, d->options);
  g_assert_cmpuint (x->turn_limit, ==, d->turn_limit);
}

static void
test_scenarios_equal_builtin (void)
{
  g_autoptr(BnBattleRules) rules = load_xml_rules ();
  const char * const *ids = bn_scenario_shipped_ids ();
  guint n = 0;

  for (guint i = 0; ids[i] != NULL; i++, n++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BnScenario) shipped = bn_scenario_load_shipped (rules, ids[i], &error);
      g_autoptr(BnScenario) builtin = bn_scenario_new_builtin (rules, (BnScenarioBuiltin) i);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", ids[i], NULL);
      g_autofree char *file = g_strconcat (path, ".xml", NULL);
      g_autoptr(BnScenario) from_file = NULL;

      g_assert_no_error (error);
      assert_scenarios_equal (shipped, builtin);
      /* The file in the source tree is the one bundled. */
      from_file = bn_scenario_load_file (rules, file, &error);
      g_assert_no_error (error);
      assert_scenarios_equal (from_file, builtin);
    }
  g_assert_cmpuint (n, ==, BN_SCENARIO_N_BUILTIN);
}

/* Whatever the writer writes, the reader reads back the same. */
static void
test_scenario_round_trip (void)
{
  g_autoptr(BnBattleRules) rules = load_xml_rules ();

  for (guint64 seed = 0; seed < 40; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BnScenario) original = bn_scenario_new_random (rules, seed);
      g_autofree char *xml = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(BnScenario) copy = NULL;

      if (seed % 3 == 1)
        {
          /* Odd zones: a side's zone in part of a row only. */
          memset (original->zone, 0, sizeof original->zone);
          for (guint col = 2; col < 7; col++)
            original->zone[8 * original->width + col] = 1;
          for (guint col = 0; col < original->width; col++)
            original->zone[col] = 2;
          original->turn_limit = 12;
          original->stacking = BN_STACKING_10CM;
          original->first_side = 1;
          original->options = BN_BATTLE_OPTION_STAKES | BN_BATTLE_OPTION_FAST_PLAY;
        }
      xml = bn_scenario_to_xml (original, rules, 0);
      bytes = g_bytes_new (xml, strlen (xml));
      copy = bn_scenario_load_bytes (rules, bytes, "round-trip.xml", &error);
      g_assert_no_error (error);
      assert_scenarios_equal (copy, original);
    }
}

static void
test_scenario_resolve (void)
{
  g_autoptr(BnBattleRules) rules = load_xml_rules ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) random = bn_scenario_resolve (rules, "random:7", &error);
  g_autoptr(BnScenario) expected = bn_scenario_new_random (rules, 7);
  g_autoptr(BnScenario) missing = NULL;
  g_autoptr(BnScenario) bad_seed = NULL;

  g_assert_no_error (error);
  assert_scenarios_equal (random, expected);

  missing = bn_scenario_resolve (rules, "no-such-field", &error);
  g_assert_null (missing);
  g_assert_error (error, BN_XML_ERROR, BN_XML_ERROR_IO);
  g_clear_error (&error);
  bad_seed = bn_scenario_resolve (rules, "random:x", &error);
  g_assert_null (bad_seed);
  g_assert_nonnull (error);
}

/* Each document breaks one rule; each must be refused, naming the line. */
static void
test_scenario_hostile (void)
{
  static const struct { const char *what; const char *body; } cases[] = {
    { "a row too long", "<terrain><row>..............</row><row>.............</row></terrain>" },
    { "too few rows", "<terrain><row>.............</row></terrain>" },
    { "a character with no key", "<terrain><row>......X......</row><row>.............</row></terrain>" },
    { "a key to unknown terrain", "<terrain><key char=\"X\" terrain=\"lava\"/><row>.............</row><row>.............</row></terrain>" },
    { "a key given twice", "<terrain><key char=\"X\" terrain=\"wood\"/><key char=\"X\" terrain=\"hill\"/><row>.............</row><row>.............</row></terrain>" },
    { "a zone off the board", "<zone side=\"1\" first-row=\"0\" last-row=\"0\"/><zone side=\"0\" first-row=\"1\" last-row=\"2\"/>" },
    { "zones that overlap", "<zone side=\"1\" first-row=\"0\" last-row=\"1\"/><zone side=\"0\" first-row=\"1\" last-row=\"1\"/>" },
    { "a side without a zone", "<zone side=\"1\" first-row=\"0\" last-row=\"0\"/>" },
    { "a zone upside down", "<zone side=\"1\" first-row=\"1\" last-row=\"0\"/><zone side=\"0\" first-row=\"1\" last-row=\"1\"/>" },
    { "an objective off the board", "<zone side=\"1\" first-row=\"0\" last-row=\"0\"/><zone side=\"0\" first-row=\"1\" last-row=\"1\"/><objective col=\"20\" row=\"0\" vp=\"1\"/>" },
    { "two objectives on a hex", "<zone side=\"1\" first-row=\"0\" last-row=\"0\"/><zone side=\"0\" first-row=\"1\" last-row=\"1\"/><objective col=\"2\" row=\"0\" vp=\"1\"/><objective col=\"2\" row=\"0\" vp=\"2\"/>" },
    { "an objective in deep water", "<terrain><key char=\"L\" terrain=\"lake\"/><row>..L..........</row><row>.............</row></terrain><zone side=\"1\" first-row=\"0\" last-row=\"0\"/><zone side=\"0\" first-row=\"1\" last-row=\"1\"/><objective col=\"2\" row=\"0\" vp=\"1\"/>" },
    { "an unknown element", "<zone side=\"1\" first-row=\"0\" last-row=\"0\"/><zone side=\"0\" first-row=\"1\" last-row=\"1\"/><treasure/>" },
  };
  g_autoptr(BnBattleRules) rules = load_xml_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      /* A 13 × 2 board; cases without zones of their own get one row each.
       * The zone case uses a board one row high, so that row 1 is off it. */
      gboolean own_zones = strstr (cases[i].body, "<zone") != NULL;
      gboolean one_row = g_str_equal (cases[i].what, "a zone off the board");
      g_autofree char *doc = g_strdup_printf (
        "<?xml version=\"1.0\"?>\n"
        "<scenario format=\"1\" id=\"bad\" name=\"Bad\" width=\"13\" height=\"%s\" victory-target=\"6\">\n"
        "<side index=\"0\" baseline=\"south\" hand-size=\"4\"/>\n"
        "<side index=\"1\" baseline=\"north\" hand-size=\"4\"/>\n"
        "%s%s</scenario>\n",
        one_row ? "1" : "2", cases[i].body,
        own_zones ? "" : "<zone side=\"1\" first-row=\"0\" last-row=\"0\"/>"
                         "<zone side=\"0\" first-row=\"1\" last-row=\"1\"/>");
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = g_bytes_new (doc, strlen (doc));
      g_autoptr(BnScenario) scenario = bn_scenario_load_bytes (rules, bytes, "hostile.xml", &error);

      g_test_message ("%s: %s", cases[i].what, error != NULL ? error->message : "(accepted)");
      g_assert_null (scenario);
      g_assert_nonnull (error);
      g_assert_true (error->domain == BN_XML_ERROR);
      g_assert_true (g_str_has_prefix (error->message, "hostile.xml: line "));
    }
}

static void
test_scenario_malformed (void)
{
  static const char * const documents[] = {
    "<scenario",
    "<?xml version=\"1.0\"?>\n<!DOCTYPE s [<!ENTITY a \"aaaa\">]>\n<scenario>&a;</scenario>",
    "<?xml version=\"1.0\"?>\n<scenario format=\"2\"/>",
    "<?xml version=\"1.0\"?>\n<scenario format=\"1\" id=\"x\" name=\"x\" width=\"99\" height=\"9\" victory-target=\"6\"/>",
  };
  g_autoptr(BnBattleRules) rules = load_xml_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (documents); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = g_bytes_new_static (documents[i], strlen (documents[i]));
      g_autoptr(BnScenario) scenario = bn_scenario_load_bytes (rules, bytes, "malformed.xml", &error);

      g_assert_null (scenario);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, "malformed.xml"));
    }
}

/* ---- saved armies as battle armies ---- */

/* Field by field: names are compared as strings, since what follows the
 * terminating NUL in a fixed buffer means nothing. */
static void
assert_battle_armies_equal (const BnBattleArmy *x,
                            const BnBattleArmy *y)
{
  g_assert_cmpstr (x->name, ==, y->name);
  g_assert_cmpuint (x->n_units, ==, y->n_units);
  for (guint i = 0; i < x->n_units; i++)
    {
      const BnBattleUnitSpec *a = &x->units[i], *b = &y->units[i];

      g_assert_cmpstr (a->name, ==, b->name);
      g_assert_cmpint (a->arm, ==, b->arm);
      g_assert_cmpint (a->unit_class, ==, b->unit_class);
      g_assert_cmpuint (a->weapon, ==, b->weapon);
      g_assert_cmpint (a->colour, ==, b->colour);
      g_assert_cmpuint (a->figures, ==, b->figures);
      g_assert_cmpint (a->mercenary, ==, b->mercenary);
      g_assert_cmpuint (a->promise, ==, b->promise);
      g_assert_cmpint (a->placed, ==, b->placed);
      if (a->placed)
        {
          g_assert_cmpint (a->col, ==, b->col);
          g_assert_cmpint (a->row, ==, b->row);
          g_assert_cmpuint (a->facing, ==, b->facing);
        }
    }
  g_assert_cmpuint (x->n_commanders, ==, y->n_commanders);
  for (guint i = 0; i < x->n_commanders; i++)
    {
      const BnBattleCommanderSpec *a = &x->commanders[i], *b = &y->commanders[i];

      g_assert_cmpstr (a->name, ==, b->name);
      g_assert_cmpint (a->rank, ==, b->rank);
      g_assert_cmpint (a->mounted, ==, b->mounted);
      g_assert_cmpint (a->unit, ==, b->unit);
      g_assert_cmpint (a->placed, ==, b->placed);
    }
  g_assert_cmpuint (x->n_groups, ==, y->n_groups);
  for (guint g = 0; g < x->n_groups; g++)
    {
      g_assert_cmpuint (x->groups[g].captain, ==, y->groups[g].captain);
      g_assert_cmpuint (x->groups[g].n_units, ==, y->groups[g].n_units);
      g_assert_cmpmem (x->groups[g].units, x->groups[g].n_units * sizeof (guint),
                       y->groups[g].units, y->groups[g].n_units * sizeof (guint));
    }
}

static BnArmyUnit *
roster_unit (BnUnitRules *unit_rules,
             const char  *type,
             BnColour     colour)
{
  g_autoptr(GError) error = NULL;
  BnUnit *unit = bn_unit_rules_new_unit (unit_rules, type, &error);

  g_assert_no_error (error);
  unit->colour = colour;
  return bn_army_unit_new (unit, 0);
}

static void
test_army_from_roster (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnUnitRules) unit_rules = bn_unit_rules_load_default (&error);
  g_autoptr(BnBattleRules) rules = load_xml_rules ();
  g_autoptr(BnArmy) army = bn_army_new (1, "Test army");
  g_autoptr(BnLeader) leader = bn_leader_new ();
  g_autoptr(BnLeader) vassal = bn_leader_new ();
  g_autoptr(GPtrArray) domain = g_ptr_array_new ();
  g_autoptr(BnBattleArmy) battle_army = NULL;
  g_autoptr(BnBattleArmy) again = NULL;
  BnArmyUnit *merc;

  g_assert_no_error (error);
  leader->id = 1;
  leader->name = g_strdup ("Baron");
  vassal->id = 2;
  vassal->name = g_strdup ("Sir Hugh");
  g_ptr_array_add (domain, vassal);

  g_ptr_array_add (army->units, roster_unit (unit_rules, "spearmen", BN_COLOUR_BLUE));
  g_ptr_array_add (army->units, roster_unit (unit_rules, "longbowmen", BN_COLOUR_NONE));
  g_ptr_array_add (army->units, roster_unit (unit_rules, "mounted-knights", BN_COLOUR_NONE));
  g_ptr_array_add (army->units, roster_unit (unit_rules, "spearmen", BN_COLOUR_NONE));
  merc = roster_unit (unit_rules, "genoese-crossbowmen", BN_COLOUR_GREEN);
  merc->promise = 5;
  g_ptr_array_add (army->units, merc);
  g_ptr_array_add (army->units, roster_unit (unit_rules, "field-gun", BN_COLOUR_NONE));
  g_ptr_array_add (army->posts, bn_army_post_new (2, BN_ARMY_ROLE_CAPTAIN, 1));

  battle_army = bn_battle_army_from_roster (army, leader, domain, unit_rules, rules, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (battle_army->n_units, ==, 6);
  g_assert_cmpstr (battle_army->name, ==, "Test army");

  /* Spearmen: medium armour → B-class foot with spears. */
  g_assert_cmpint (battle_army->units[0].arm, ==, BN_BATTLE_ARM_FOOT);
  g_assert_cmpint (battle_army->units[0].unit_class, ==, BN_UNIT_CLASS_B);
  g_assert_cmpstr (bn_battle_rules_get_weapon (rules, battle_army->units[0].weapon)->id, ==, "spear");
  g_assert_cmpuint (battle_army->units[0].figures, ==,
                    ((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->figures);
  g_assert_cmpstr (battle_army->units[3].name, ==, "Spearmen 2");
  g_assert_cmpint (battle_army->units[2].arm, ==, BN_BATTLE_ARM_HORSE);
  g_assert_cmpint (battle_army->units[2].unit_class, ==, BN_UNIT_CLASS_A);
  g_assert_cmpstr (bn_battle_rules_get_weapon (rules, battle_army->units[1].weapon)->id, ==, "longbow");
  g_assert_cmpint (battle_army->units[5].arm, ==, BN_BATTLE_ARM_ARTILLERY);
  g_assert_true (battle_army->units[4].mercenary);
  g_assert_cmpuint (battle_army->units[4].promise, ==, 5);
  g_assert_false (battle_army->units[0].mercenary);

  /* Colours: blue and green as given; each of the others takes the least
   * used so far (red, blue, green counts in the comments), red first on
   * ties. */
  g_assert_cmpint (battle_army->units[0].colour, ==, BN_BATTLE_COLOUR_BLUE);
  g_assert_cmpint (battle_army->units[4].colour, ==, BN_BATTLE_COLOUR_GREEN);
  g_assert_cmpint (battle_army->units[1].colour, ==, BN_BATTLE_COLOUR_RED);   /* 0 1 1 → red */
  g_assert_cmpint (battle_army->units[2].colour, ==, BN_BATTLE_COLOUR_RED);   /* 1 1 1 → red */
  g_assert_cmpint (battle_army->units[3].colour, ==, BN_BATTLE_COLOUR_BLUE);  /* 2 1 1 → blue */
  g_assert_cmpint (battle_army->units[5].colour, ==, BN_BATTLE_COLOUR_GREEN); /* 2 2 1 → green */

  /* No commander post: the leader commands, with the first unit; the
   * captain follows. */
  g_assert_cmpuint (battle_army->n_commanders, ==, 2);
  g_assert_cmpint (battle_army->commanders[0].rank, ==, BN_COMMANDER_ARMY);
  g_assert_cmpstr (battle_army->commanders[0].name, ==, "Baron");
  g_assert_cmpint (battle_army->commanders[0].unit, ==, 0);
  g_assert_cmpint (battle_army->commanders[1].rank, ==, BN_COMMANDER_CAPTAIN);
  g_assert_cmpstr (battle_army->commanders[1].name, ==, "Sir Hugh");
  g_assert_cmpint (battle_army->commanders[1].unit, ==, 1);

  /* The same roster always makes the same battle army. */
  again = bn_battle_army_from_roster (army, leader, domain, unit_rules, rules, &error);
  g_assert_no_error (error);
  assert_battle_armies_equal (again, battle_army);
}

static void
test_army_from_roster_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnUnitRules) unit_rules = bn_unit_rules_load_default (&error);
  g_autoptr(BnBattleRules) rules = load_xml_rules ();
  g_autoptr(BnArmy) empty = bn_army_new (1, "Nobody");
  g_autoptr(BnArmy) unarmed = bn_army_new (1, "Unarmed");
  g_autoptr(BnBattleArmy) battle_army = NULL;
  BnArmyUnit *entry;

  g_assert_no_error (error);
  battle_army = bn_battle_army_from_roster (empty, NULL, NULL, unit_rules, rules, &error);
  g_assert_null (battle_army);
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "no units"));
  g_clear_error (&error);

  entry = roster_unit (unit_rules, "spearmen", BN_COLOUR_RED);
  entry->unit->figures = 0;
  g_ptr_array_add (unarmed->units, entry);
  battle_army = bn_battle_army_from_roster (unarmed, NULL, NULL, unit_rules, rules, &error);
  g_assert_null (battle_army);
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/battle-data/rules/equal-default", test_rules_equal_default);
  g_test_add_func ("/battle-data/rules/refused-with-line", test_rules_refused_with_line);
  g_test_add_func ("/battle-data/rules/unknown-ruleset", test_rules_unknown_ruleset);
  g_test_add_func ("/battle-data/scenario/equal-builtin", test_scenarios_equal_builtin);
  g_test_add_func ("/battle-data/scenario/round-trip", test_scenario_round_trip);
  g_test_add_func ("/battle-data/scenario/resolve", test_scenario_resolve);
  g_test_add_func ("/battle-data/scenario/hostile", test_scenario_hostile);
  g_test_add_func ("/battle-data/scenario/malformed", test_scenario_malformed);
  g_test_add_func ("/battle-data/army/from-roster", test_army_from_roster);
  g_test_add_func ("/battle-data/army/from-roster-refused", test_army_from_roster_refused);

  return g_test_run ();
}
