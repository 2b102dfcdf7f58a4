/* bn-scenario.h — the battlefield and the terms of one battle.
 *
 * A BnScenario is plain data: the board's size and terrain, where each
 * side deploys, which edge each side retreats towards (its baseline), the
 * objectives and the victory points that win, hand sizes, who goes first,
 * the stacking mode (15 cm or 10 cm hexes) and the optional rules. The
 * battle reads it and never changes it.
 *
 * Hexes are addressed by offset (col, row) as bn-hex.h describes; terrain
 * values are indices into the BnBattleRules the scenario was made with.
 */
#pragma once

#include "bn-battle-rules.h"
#include "bn-hex.h"

G_BEGIN_DECLS

#define BN_SCENARIO_MAX_SIZE       32
#define BN_SCENARIO_MAX_HEXES      (BN_SCENARIO_MAX_SIZE * BN_SCENARIO_MAX_SIZE)
#define BN_SCENARIO_MAX_OBJECTIVES 8

/* Which edge of the board a side's baseline is. */
typedef enum
{
  BN_EDGE_NORTH,
  BN_EDGE_SOUTH,
} BnEdge;

typedef enum
{
  BN_STACKING_15CM,   /* two units and a commander per hex */
  BN_STACKING_10CM,   /* appendix 3: one unit and a commander */
} BnStacking;

typedef struct
{
  int   col;
  int   row;
  guint victory_points;
} BnObjective;

typedef struct
{
  char            *id;
  char            *name;
  guint            width;          /* columns */
  guint            height;         /* rows */
  guint8           terrain[BN_SCENARIO_MAX_HEXES];  /* row * width + col */
  guint8           zone[BN_SCENARIO_MAX_HEXES];     /* 0 none, 1 side 0, 2 side 1 */
  BnEdge           baseline[2];
  BnObjective      objectives[BN_SCENARIO_MAX_OBJECTIVES];
  guint            n_objectives;
  guint            victory_target;
  guint            hand_size[2];
  int              first_side;     /* 0 or 1; −1: a die roll decides */
  BnStacking       stacking;
  BnBattleOptions  options;
  guint            turn_limit;     /* 0: none; else the battle ends after this many turns */
  char            *rules;          /* the ruleset id it is written for; %NULL: any hex ruleset */
  gboolean         player_deployment; /* the sides place their units in their zones
                                         (BN_PHASE_DEPLOY) before the first turn */
} BnScenario;

typedef enum
{
  BN_SCENARIO_OPEN_FIELD,
  BN_SCENARIO_RIVER_FORDS,
  BN_SCENARIO_HILL_AND_WOOD,
  BN_SCENARIO_FORTIFIED_LINE,
  BN_SCENARIO_BRIDGE_AND_CHAPEL,
  BN_SCENARIO_N_BUILTIN,
} BnScenarioBuiltin;

BnScenario *bn_scenario_new            (const char          *id,
                                        guint                width,
                                        guint                height);
BnScenario *bn_scenario_copy           (const BnScenario    *scenario);
void        bn_scenario_free           (BnScenario          *scenario);
BnScenario *bn_scenario_new_builtin    (const BnBattleRules *rules,
                                        BnScenarioBuiltin    which);
BnScenario *bn_scenario_new_random     (const BnBattleRules *rules,
                                        guint64              seed);

gboolean    bn_scenario_contains       (const BnScenario *scenario,
                                        BnHex             hex);
int         bn_scenario_hex_index      (const BnScenario *scenario,
                                        BnHex             hex);
guint       bn_scenario_get_terrain    (const BnScenario *scenario,
                                        BnHex             hex);
gboolean    bn_scenario_set_terrain    (BnScenario          *scenario,
                                        const BnBattleRules *rules,
                                        int                  col,
                                        int                  row,
                                        const char          *terrain_id);
void        bn_scenario_set_zone_rows  (BnScenario *scenario,
                                        guint       side,
                                        guint       first_row,
                                        guint       last_row);
void        bn_scenario_add_objective  (BnScenario *scenario,
                                        int         col,
                                        int         row,
                                        guint       victory_points);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnScenario, bn_scenario_free)

G_END_DECLS
