/* bn-battle-victory.h — what a side must do to win a battle.
 *
 * Under L&L, BattleLore and Lionheart, the scenario's victory points win
 * at once; Junior General's army is beaten once it has lost a share of
 * its stands (its victory table). Either may end at a turn limit, the
 * higher score winning. The boards and the command line show it beside
 * the score.
 */
#pragma once

#include "bn-battle.h"

G_BEGIN_DECLS

typedef struct
{
  guint victory_points;      /* the points that win at once; 0: points do not end it */
  guint turn_limit;          /* the last turn; 0: none */
  guint break_percent;       /* an army that has lost this share of its stands is beaten; 0: none */
  guint stands_at_start[2];  /* … where it is: each army's stands at the start */
  guint stands_lost[2];      /* … and lost so far */
} BnBattleVictoryTarget;

void bn_battle_get_victory_target (const BnBattle        *battle,
                                   BnBattleVictoryTarget *out_target);

/* The engine's turns (bn_battle_get_turn(), a log's outcome) as the
 * players of @ruleset count them: the card-driven sequence logs a turn
 * for each side, the players a turn for the two. */
guint bn_ruleset_turns_as_played (const BnRuleset *ruleset,
                                  guint            turns);

G_END_DECLS
