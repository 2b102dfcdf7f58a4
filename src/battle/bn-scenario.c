/* bn-scenario.c — battlefields: the built-in ones and random ones.
 *
 * The four built-in battlefields are small stock maps for play and tests
 * until scenarios are read from data; the generator makes a fair random
 * battlefield from a seed (terrain placed in mirrored pairs so neither
 * side is favoured).
 */
#include "bn-scenario.h"

#include "bn-random.h"

#include <string.h>

/**
 * bn_scenario_new:
 * @width: columns, 1–32
 * @height: rows, 1–32
 *
 * An open battlefield with no zones or objectives: side 0 at the south,
 * side 1 at the north, 6 victory points to win, hands of 4 cards, a die
 * roll for the first turn, 15 cm stacking, no optional rules.
 */
BnScenario *
bn_scenario_new (const char *id,
                 guint       width,
                 guint       height)
{
  BnScenario *scenario;

  g_return_val_if_fail (width >= 1 && width <= BN_SCENARIO_MAX_SIZE, NULL);
  g_return_val_if_fail (height >= 1 && height <= BN_SCENARIO_MAX_SIZE, NULL);

  scenario = g_new0 (BnScenario, 1);
  scenario->id = g_strdup (id != NULL ? id : "custom");
  scenario->name = g_strdup (scenario->id);
  scenario->width = width;
  scenario->height = height;
  scenario->baseline[0] = BN_EDGE_SOUTH;
  scenario->baseline[1] = BN_EDGE_NORTH;
  scenario->victory_target = 6;
  scenario->hand_size[0] = scenario->hand_size[1] = 4;
  scenario->first_side = -1;
  scenario->stacking = BN_STACKING_15CM;
  return scenario;
}

BnScenario *
bn_scenario_copy (const BnScenario *scenario)
{
  BnScenario *copy = g_memdup2 (scenario, sizeof *scenario);

  copy->id = g_strdup (scenario->id);
  copy->name = g_strdup (scenario->name);
  copy->rules = g_strdup (scenario->rules);
  return copy;
}

void
bn_scenario_free (BnScenario *scenario)
{
  if (scenario == NULL)
    return;
  g_free (scenario->id);
  g_free (scenario->name);
  g_free (scenario->rules);
  g_free (scenario);
}

/* Returns: the index of @hex in terrain[] and zone[], or −1 off the board. */
int
bn_scenario_hex_index (const BnScenario *scenario,
                       BnHex             hex)
{
  int col, row;

  bn_hex_to_offset (hex, &col, &row);
  if (col < 0 || row < 0 || col >= (int) scenario->width || row >= (int) scenario->height)
    return -1;
  return row * (int) scenario->width + col;
}

gboolean
bn_scenario_contains (const BnScenario *scenario,
                      BnHex             hex)
{
  return bn_scenario_hex_index (scenario, hex) >= 0;
}

/* The terrain index of @hex; off the board, 0 (open ground). */
guint
bn_scenario_get_terrain (const BnScenario *scenario,
                         BnHex             hex)
{
  int index = bn_scenario_hex_index (scenario, hex);

  return index >= 0 ? scenario->terrain[index] : 0;
}

/* Returns: %FALSE if the hex is off the board or @terrain_id unknown. */
gboolean
bn_scenario_set_terrain (BnScenario          *scenario,
                         const BnBattleRules *rules,
                         int                  col,
                         int                  row,
                         const char          *terrain_id)
{
  int terrain = bn_battle_rules_find_terrain (rules, terrain_id);

  if (terrain < 0 || col < 0 || row < 0
      || col >= (int) scenario->width || row >= (int) scenario->height)
    return FALSE;
  scenario->terrain[row * (int) scenario->width + col] = (guint8) terrain;
  return TRUE;
}

/* Makes rows @first_row to @last_row (inclusive) @side's deployment zone. */
void
bn_scenario_set_zone_rows (BnScenario *scenario,
                           guint       side,
                           guint       first_row,
                           guint       last_row)
{
  g_return_if_fail (side < 2);
  for (guint row = first_row; row <= last_row && row < scenario->height; row++)
    for (guint col = 0; col < scenario->width; col++)
      scenario->zone[row * scenario->width + col] = (guint8) (side + 1);
}

void
bn_scenario_add_objective (BnScenario *scenario,
                           int         col,
                           int         row,
                           guint       victory_points)
{
  g_return_if_fail (scenario->n_objectives < BN_SCENARIO_MAX_OBJECTIVES);
  scenario->objectives[scenario->n_objectives++] = (BnObjective) { col, row, victory_points };
}

/* A 13 × 9 board, the size of the stock battle maps of the series, with
 * each side deploying in its three rows nearest its baseline. */
static BnScenario *
stock_board (const char *id,
             const char *name)
{
  BnScenario *scenario = bn_scenario_new (id, 13, 9);

  g_free (scenario->name);
  scenario->name = g_strdup (name);
  bn_scenario_set_zone_rows (scenario, 0, 6, 8);
  bn_scenario_set_zone_rows (scenario, 1, 0, 2);
  return scenario;
}

/**
 * bn_scenario_new_builtin:
 *
 * One of the four stock battlefields:
 * - open field: nothing but grass; 6 victory points.
 * - river with fords: a river across the middle row, fords at columns 2,
 *   6 and 10, the middle ford an objective (1 point); 7 to win.
 * - hill and wood: a hill in the centre (objective, 2 points), woods on
 *   both flanks and an orchard; 7 to win; stakes allowed.
 * - fortified line: side 1 holds a line of fieldworks and a palisade with
 *   a building behind it (objective, 2 points); side 0 attacks and goes
 *   first; mercenaries and single combat allowed; 7 to win.
 */
BnScenario *
bn_scenario_new_builtin (const BnBattleRules *rules,
                         BnScenarioBuiltin    which)
{
  BnScenario *scenario = NULL;

  g_return_val_if_fail (rules != NULL, NULL);

  switch (which)
    {
    case BN_SCENARIO_OPEN_FIELD:
      scenario = stock_board ("open-field", "Open field");
      break;

    case BN_SCENARIO_RIVER_FORDS:
      scenario = stock_board ("river-fords", "River with fords");
      for (int col = 0; col < 13; col++)
        bn_scenario_set_terrain (scenario, rules, col, 4,
                                 col == 2 || col == 6 || col == 10 ? "ford" : "river");
      bn_scenario_add_objective (scenario, 6, 4, 1);
      scenario->victory_target = 7;
      break;

    case BN_SCENARIO_HILL_AND_WOOD:
      scenario = stock_board ("hill-and-wood", "Hill and wood");
      bn_scenario_set_terrain (scenario, rules, 6, 4, "hill");
      bn_scenario_set_terrain (scenario, rules, 5, 4, "hill");
      bn_scenario_set_terrain (scenario, rules, 7, 4, "hill");
      bn_scenario_set_terrain (scenario, rules, 6, 3, "hill");
      bn_scenario_set_terrain (scenario, rules, 1, 4, "wood");
      bn_scenario_set_terrain (scenario, rules, 1, 3, "wood");
      bn_scenario_set_terrain (scenario, rules, 11, 4, "wood");
      bn_scenario_set_terrain (scenario, rules, 11, 5, "wood");
      bn_scenario_set_terrain (scenario, rules, 9, 5, "orchard");
      bn_scenario_add_objective (scenario, 6, 4, 2);
      scenario->victory_target = 7;
      scenario->options = BN_BATTLE_OPTION_STAKES;
      break;

    case BN_SCENARIO_FORTIFIED_LINE:
      scenario = stock_board ("fortified-line", "A fortified line");
      for (int col = 1; col < 12; col++)
        bn_scenario_set_terrain (scenario, rules, col, 3, col == 6 ? "palisade" : "fieldwork");
      bn_scenario_set_terrain (scenario, rules, 6, 1, "building");
      bn_scenario_set_terrain (scenario, rules, 3, 5, "marsh");
      bn_scenario_set_terrain (scenario, rules, 9, 5, "rough");
      bn_scenario_add_objective (scenario, 6, 1, 2);
      scenario->victory_target = 7;
      scenario->first_side = 0;
      scenario->options = BN_BATTLE_OPTION_MERCENARIES;
      break;

    case BN_SCENARIO_BRIDGE_AND_CHAPEL:
      /* BattleLore's bridge and landmarks (the variant's order sheet):
       * a river with a bridge in the middle and a ford on each wing, a
       * chapel on each side's bank, mirrored. */
      scenario = stock_board ("bridge-and-chapel", "The bridge and the chapels");
      for (int col = 0; col < 13; col++)
        bn_scenario_set_terrain (scenario, rules, col, 4,
                                 col == 6 ? "bridge" : col == 2 || col == 10 ? "ford" : "river");
      bn_scenario_set_terrain (scenario, rules, 4, 3, "landmark");
      bn_scenario_set_terrain (scenario, rules, 8, 5, "landmark");
      bn_scenario_add_objective (scenario, 6, 4, 1);
      scenario->victory_target = 7;
      break;

    default:
      g_return_val_if_reached (NULL);
    }
  return scenario;
}

/**
 * bn_scenario_new_random:
 * @seed: the same seed always makes the same battlefield
 *
 * A random 13 × 9 battlefield: 3 to 7 features (woods, hills, orchards,
 * fields, marshes, rough ground, buildings) each placed with its mirror
 * image across the centre, so both sides face the same ground; sometimes
 * a river with fords across the middle; one objective in the centre.
 * Deployment rows stay open.
 */
BnScenario *
bn_scenario_new_random (const BnBattleRules *rules,
                        guint64              seed)
{
  static const char *const features[] = {
    "wood", "hill", "hill", "orchard", "field", "marsh", "rough", "building",
  };
  g_autoptr(BnRandom) random = bn_random_new (seed);
  g_autofree char *id = g_strdup_printf ("random-%" G_GUINT64_FORMAT, seed);
  BnScenario *scenario = stock_board (id, "Random battlefield");
  guint n_features = (guint) bn_random_range (random, 3, 7);

  if (bn_random_uniform (random, 3) == 0)
    for (int col = 0; col < 13; col++)
      bn_scenario_set_terrain (scenario, rules, col, 4,
                               col % 4 == 2 ? "ford" : "river");
  for (guint i = 0; i < n_features; i++)
    {
      const char *feature = features[bn_random_uniform (random, G_N_ELEMENTS (features))];
      int col = bn_random_range (random, 0, 12);
      int row = bn_random_range (random, 3, 4);

      if (bn_scenario_get_terrain (scenario, bn_hex_from_offset (col, row)) != 0)
        continue;
      bn_scenario_set_terrain (scenario, rules, col, row, feature);
      bn_scenario_set_terrain (scenario, rules, 12 - col, 8 - row, feature);
    }
  bn_scenario_add_objective (scenario, 6, 4, 1);
  scenario->victory_target = 6 + bn_random_uniform (random, 2);
  return scenario;
}
