/* bn-battle-glance.h — a unit's state at a glance, beside what the board
 * draws: the movement points it has left under a ruleset that counts
 * them (Lionheart), and on an open table (Junior General) how far it
 * moves, charges and shoots and how far the nearest enemy stands. Read
 * only: the battle is not changed, nothing is rolled.
 */
#pragma once

#include "bn-battle.h"

G_BEGIN_DECLS

typedef struct
{
  /* Movement points, where the ruleset counts them. */
  gboolean has_points;
  gboolean acting;              /* the unit acting now, spending @points_left */
  guint points_left;            /* the acting unit's points left; else all it gets when ordered */
  guint points_full;            /* what it gets when ordered */

  /* On an open table. */
  gboolean on_table;
  guint move_mm;                /* a move's reach */
  guint charge_mm;              /* a charge's reach; 0: it does not charge */
  guint range_mm;               /* its missiles' range; 0: it does not shoot */
  int nearest_enemy;            /* the nearest enemy unit on the table, or −1 */
  guint nearest_mm;             /* how far it stands, edge to edge */
} BnUnitGlance;

gboolean bn_battle_get_unit_glance (const BnBattle *battle,
                                    guint           unit,
                                    BnUnitGlance   *out_glance);

G_END_DECLS
