/* bn-battle-board.h — the hex battlefield, drawn.
 *
 * Draws a battle as it stands: the scenario's hexes by terrain, its
 * objectives with their victory points, and every unit as a counter in its
 * side's colour with its command colour, figures left and facing. The hexes
 * it highlights are the ones its owner gives it — the places the engine's
 * legal actions name — and nothing else; a click on a hex is reported, not
 * judged.
 */
#pragma once

#include <gtk/gtk.h>

#include "bn-battle.h"

G_BEGIN_DECLS

#define BN_TYPE_BATTLE_BOARD (bn_battle_board_get_type ())
G_DECLARE_FINAL_TYPE (BnBattleBoard, bn_battle_board, BN, BATTLE_BOARD, GtkWidget)

GtkWidget *bn_battle_board_new            (void);
void       bn_battle_board_set_battle     (BnBattleBoard  *self,
                                           const BnBattle *battle);
void       bn_battle_board_set_highlights (BnBattleBoard  *self,
                                           const BnHex    *hexes,
                                           guint           n_hexes);
guint      bn_battle_board_get_n_highlights (BnBattleBoard *self);
void       bn_battle_board_activate_hex   (BnBattleBoard  *self,
                                           BnHex           hex);
GdkRGBA    bn_battle_board_get_terrain_colour (BnBattleBoard *self,
                                               guint          terrain);

G_END_DECLS
