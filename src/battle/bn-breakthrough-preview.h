/* bn-breakthrough-preview.h — what a breakthrough brings and risks,
 * before it is made.
 *
 * For a legal BN_ACTION_ADVANCE (L&L, Forcing a breakthrough), the engine
 * makes it on a copy of the battle and reads where the unit then stands:
 * the hex it enters and its ground, the enemy units and commanders next
 * to it there, whether it may battle again this turn (mounted troops may
 * engage the retreating unit once more, and the engine offers that
 * battle), and whether it leaves its captain's "Battle". Nothing of the
 * battle itself changes.
 */
#pragma once

#include "bn-battle.h"

G_BEGIN_DECLS

#define BN_BREAKTHROUGH_MAX_NEAR 12

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
  gboolean leaves_group;    /* it leaves its captain's zone of control */
} BnBreakthroughPreview;

gboolean bn_breakthrough_preview (const BnBattle        *battle,
                                  const BnBattleAction  *action,
                                  BnBreakthroughPreview *out);

G_END_DECLS
