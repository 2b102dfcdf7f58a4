/* bn-battle-victory.c — what a side must do to win; see the header. */
#include "bn-battle-victory.h"

#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

#include <string.h>

void
bn_battle_get_victory_target (const BnBattle        *battle,
                              BnBattleVictoryTarget *out_target)
{
  g_return_if_fail (battle != NULL && out_target != NULL);

  memset (out_target, 0, sizeof *out_target);
  if (battle_hooks (battle)->victory_target != NULL)
    {
      battle_hooks (battle)->victory_target (battle, out_target);
      return;
    }
  out_target->victory_points = battle->scenario->victory_target;
  out_target->turn_limit = battle->scenario->turn_limit;
}

/**
 * bn_ruleset_turns_as_played:
 * @turns: turns as the engine counts them
 *
 * Returns: @turns as the players count them: a ruleset that plays its own
 *   setup counts whole turns; the card-driven sequence counts each side's
 *   turn, so two make one (a turn begun counts)
 */
guint
bn_ruleset_turns_as_played (const BnRuleset *ruleset,
                            guint            turns)
{
  g_return_val_if_fail (ruleset != NULL, turns);

  if (ruleset->hooks == NULL || ruleset->hooks->setup == NULL)
    return (turns + 1) / 2;
  return turns;
}
