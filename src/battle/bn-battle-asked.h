/* bn-battle-asked.h — what a battle asks of the side to act, read from
 * its log: whose die each first-move die was, and the attack a defender
 * answers with a stand or a retreat. The front ends put these beside the
 * question ("keep the die or have it thrown again", "make a stand or
 * retreat") without working out the rules' order of throws themselves.
 */
#pragma once

#include "bn-battle.h"
#include "bn-combat-account.h"

G_BEGIN_DECLS

/* The first-move throw as it stands: each side's die as it last fell. */
typedef struct
{
  gboolean thrown[2];
  guint    face[2];
  guint    event[2];      /* its BN_EVENT_DIE in the log */
} BnFirstMoveDice;

int      bn_battle_first_move_thrower  (const BnBattle  *battle,
                                        guint            event);
gboolean bn_battle_get_first_move_dice (const BnBattle  *battle,
                                        BnFirstMoveDice *out_dice);
gboolean bn_battle_get_answered_strike (const BnBattle  *battle,
                                        BnBattleStrike  *out_strike);

G_END_DECLS
