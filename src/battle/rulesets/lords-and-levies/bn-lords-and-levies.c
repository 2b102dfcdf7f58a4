/* bn-lords-and-levies.c — the Lords & Levies ruleset (seed 000).
 *
 * The engine's defaults are this ruleset's reading, so it brings no hooks
 * of its own: its numbers are data/rulesets/lords-and-levies.xml (mirrored
 * by bn-lords-and-levies-data.c for the engine's own tests).
 */
#include "bn-ruleset-hooks.h"

#include <glib/gi18n-lib.h>

const BnRuleset bn_ruleset_lords_and_levies = {
  .id = "lords-and-levies",
  .name = "Lords & Levies",
  /* TRANSLATORS: shown by "rules list"; the ruleset's name stays as it is */
  .description = N_("Card-driven medieval battles on 15 cm hexes: red, blue and green command "
                    "colours, A/B/C classes, defence throws, breakthroughs, stakes, bribes and "
                    "single combat."),
  .source = "Lords & Levies, “command by colour” series (seed 000)",
  .data_file = "rulesets/lords-and-levies.xml",
  .board = BN_RULESET_BOARD_HEX,
  .new_builtin = bn_battle_rules_new_default,
  .hooks = NULL,
};
