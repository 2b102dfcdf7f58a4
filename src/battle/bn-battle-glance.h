/* bn-battle-glance.h — the battle's and a unit's state at a glance,
 * beside what the board draws.
 *
 * The battle's: the turn as its players count it and the turn limit in
 * the same count, the victory points and what wins — asked alike by the
 * board's state line, the side panel and `battle show`. A unit's: the
 * movement points it has left under a ruleset that counts them
 * (Lionheart), and on an open table (Junior General) how far it moves,
 * charges and shoots and how far the nearest enemy stands. Read only: the
 * battle is not changed, nothing is rolled.
 */
#pragma once

#include "bn-battle.h"
#include "bn-battle-victory.h"

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

typedef struct
{
  /* The turn as the players count it, from 1 (0: before the first turn,
   * while the first-move throw waits). Where the sides take turns about
   * (the card-driven sequence of L&L and BattleLore) it is each side's
   * own: the first side's turn and the second's answer are both turn N.
   * Where one turn holds both sides' moves (Lionheart's leadership roll,
   * Junior General's steps) it is that turn. */
  guint turn;
  guint turn_limit;             /* the last turn, in the same count; 0: none */
  guint victory_points[2];
  BnBattleVictoryTarget target; /* what wins (bn-battle-victory.h) */
} BnBattleGlance;

void     bn_battle_get_glance      (const BnBattle *battle,
                                    BnBattleGlance *out_glance);

gboolean bn_battle_get_unit_glance (const BnBattle *battle,
                                    guint           unit,
                                    BnUnitGlance   *out_glance);

G_END_DECLS
