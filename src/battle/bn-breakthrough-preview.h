/* bn-breakthrough-preview.h — what a breakthrough brings and risks,
 * before it is made.
 *
 * For a legal BN_ACTION_ADVANCE (L&L, Forcing a breakthrough), the engine
 * makes it on a copy of the battle and reads where the unit then stands:
 * the hex it enters and its ground, the enemy units and commanders next
 * to it there, whether it may battle again this turn (mounted troops may
 * engage the retreating unit once more, and the engine offers that
 * battle) and, when it may not, the engine's reason for that unit, and
 * whether it leaves its captain's "Battle". Nothing of the battle itself
 * changes.
 */
#pragma once

#include "bn-battle.h"

G_BEGIN_DECLS

#define BN_BREAKTHROUGH_MAX_NEAR 12

/* Why a unit that breaks through battles no more this turn. */
typedef enum
{
  BN_AGAIN_OFFERED = 0,     /* it may: the engine offers the battle */
  BN_AGAIN_NOT_MOUNTED,     /* only mounted troops engage the retreating unit once more */
  BN_AGAIN_TARGET_GONE,     /* mounted, but the unit it fought is destroyed: none retreats */
  BN_AGAIN_GROUND,          /* the ground it entered allows no battle this turn */
  BN_AGAIN_REFUSED,         /* mounted, the unit alive, and the engine refuses: no_again says why */
} BnBreakthroughAgain;

typedef struct
{
  guint    unit;            /* the unit breaking through */
  BnHex    from, to;
  guint    terrain;         /* the ground of @to */
  int      commander;       /* the commander who goes along, or −1 */
  guint    n_near_units;    /* enemy units next to @to after */
  guint    near_units[BN_BREAKTHROUGH_MAX_NEAR];
  guint    n_near_commanders; /* enemy commanders alone next to @to */
  guint    near_commanders[BN_BREAKTHROUGH_MAX_NEAR];
  gboolean battles_again;   /* the engine offers it a battle after */
  int      again_target;    /* … against this unit (the one that fell back), or −1 */
  gboolean ground_stops;    /* its ground allows no battle from it */
  BnBreakthroughAgain again_why; /* why not, when it may not battle again */
  char     no_again[256];   /* BN_AGAIN_REFUSED: the engine's check, with its rule */
  gboolean leaves_group;    /* it leaves its captain's zone of control */
} BnBreakthroughPreview;

gboolean bn_breakthrough_preview (const BnBattle        *battle,
                                  const BnBattleAction  *action,
                                  BnBreakthroughPreview *out);

G_END_DECLS
