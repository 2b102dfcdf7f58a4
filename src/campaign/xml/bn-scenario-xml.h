/* bn-scenario-xml.h — battlefields as XML: the shipped ones, a user's file,
 * one embedded in a battle log.
 *
 * The four shipped scenarios (bundled from data/scenarios) are the
 * battle core's built-in ones written as data; tests hold them equal. A
 * file a user names is untrusted: it is read by the safe reader against
 * scenario.rng, then checked for what the schema cannot say, and refused
 * whole, with the file and line of the first problem.
 */
#pragma once

#include <gio/gio.h>

#include "bn-scenario.h"

G_BEGIN_DECLS

/* Spelled "random:SEED" wherever a scenario is named. */
#define BN_SCENARIO_RANDOM_PREFIX "random:"
#define BN_SCENARIO_DEPLOY_PREFIX "deploy:"

const char * const *bn_scenario_shipped_ids    (void);
BnScenario         *bn_scenario_load_shipped   (const BnBattleRules *rules,
                                                const char          *id,
                                                GError             **error);
BnScenario         *bn_scenario_load_bytes     (const BnBattleRules *rules,
                                                GBytes              *bytes,
                                                const char          *name,
                                                GError             **error);
BnScenario         *bn_scenario_load_file      (const BnBattleRules *rules,
                                                const char          *path,
                                                GError             **error);
BnScenario         *bn_scenario_resolve        (const BnBattleRules *rules,
                                                const char          *spec,
                                                GError             **error);
char               *bn_scenario_to_xml         (const BnScenario    *scenario,
                                                const BnBattleRules *rules,
                                                guint                indent);

G_END_DECLS
