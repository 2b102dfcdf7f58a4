/* bn-battle-record-from-battle.h — a battle fought by the battle core, as
 * a career record.
 *
 * The battle core knows units by index and commanders by rank; the career
 * knows rosters and leaders. bn_battle_record_from_battle() reads a played
 * BnBattle (side 0: the player's army, side 1: the opponent) and writes the
 * BnBattleRecord the post-battle sequence reads: each unit's losses, the
 * leaders who took the field, the deeds of the Honor Points table the
 * battle's events show, a personal combat skill check for every melee a
 * leader stood in (rolled later, by the sequence), the winner and the
 * victory points. How each deed is read from the events is written up in
 * docs/rules.md ("The campaign career", "Fought battles").
 */
#pragma once

#include "bn-army.h"
#include "bn-battle-army.h"
#include "bn-battle-record.h"
#include "bn-battle.h"
#include "bn-leader.h"

G_BEGIN_DECLS

/* One side of a fought battle. */
typedef struct
{
  const BnBattleArmy *battle_army;  /* as the battle took it */
  const BnArmy       *army;         /* its roster; %NULL: not an army of the campaign */
  const BnLeader     *leader;       /* the roster's leader; %NULL with no roster */
  GPtrArray          *domain;       /* (element-type BnLeader) his vassals; may be %NULL */
} BnFightSide;

BnBattleRecord *bn_battle_record_from_battle (const BnBattle     *battle,
                                              const BnFightSide   sides[2],
                                              guint64             dice_seed,
                                              GError            **error);
BnBattleRecord *bn_battle_record_from_drawn_battle (const BnBattle   *battle,
                                              const BnFightSide   sides[2],
                                              guint64             dice_seed,
                                              const GArray       *draws,
                                              GError            **error);
BnBattleRecord *bn_battle_record_from_dealt_battle (const BnBattle   *battle,
                                                    const BnFightSide sides[2],
                                                    guint64           dice_seed,
                                                    const GArray     *draws,
                                                    const GArray     *dealt,
                                                    GError          **error);

G_END_DECLS
