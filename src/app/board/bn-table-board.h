/* bn-table-board.h — the open table, drawn: a battle of a ruleset played in
 * millimetres (Junior General), seen from above.
 *
 * The table is drawn to scale and fitted to the widget, its aspect kept:
 * the scenario's terrain laid over it, a grid every 10 cm and the
 * centimetres along its edges; every unit as its line of stands, each to
 * scale and turned to the unit's facing, its front edge in its command
 * colour, with its name and the stands it has left; every commander as a
 * round stand with the badge of his rank. Sides are coloured as on the
 * hex board.
 *
 * As a BnBattleView it is given the moves offered — the engine's legal
 * actions — and marks the pieces they move and the pieces they aim at.
 * A stand picked (a click, or the arrow keys and Enter) shows where its
 * moves lead: a dot at each place, a circle of its furthest reach, and,
 * following the pointer, its outline at the nearest of those places with a
 * ruler giving the distance in centimetres; a click there (or a drag of
 * the stand) chooses that move. Nothing is measured against a rule here:
 * every place shown is the engine's (bn-table-offers.h).
 *
 * On an open table whose rules let a unit go anywhere within its move
 * (Junior General), a unit with a move offered can also be carried: its
 * outline follows the pointer, snapping only back to base contact or the
 * table's edge when the pointer pushes it into a stand or off the table,
 * the scroll wheel turns it by 5° (standing, it turns in place; carried,
 * the way it goes swings round), and dropped where the engine allows it
 * the move is made ("move-made", with the action). Behind the unit it
 * steps back, keeping its facing. Where the engine refuses, the outline
 * is red and the rule is said. A stand dragged and let go on an enemy it
 * may shoot at or charge does that, one gesture for the two clicks. In the
 * Movement step a stand let go on an enemy makes the engine's move that
 * brings it within a charge of it, and the charge is made when the
 * Charge into Melee step offers it (a dashed arrow meanwhile).
 *
 * The table zooms (Ctrl+scroll, +, −, 0 to fit) and pans (drag, scroll).
 */
#pragma once

#include <gtk/gtk.h>

#include "bn-battle-army.h"
#include "bn-battle.h"
#include "bn-table-offers.h"

G_BEGIN_DECLS

#define BN_TYPE_TABLE_BOARD (bn_table_board_get_type ())
G_DECLARE_FINAL_TYPE (BnTableBoard, bn_table_board, BN, TABLE_BOARD, GtkWidget)

GtkWidget     *bn_table_board_new            (void);
void           bn_table_board_set_battle     (BnTableBoard   *self,
                                              const BnBattle *battle);
BnTableLayout  bn_table_board_get_layout     (BnTableBoard   *self);
void           bn_table_board_pick_piece     (BnTableBoard   *self,
                                              BnTablePiece    piece);
gboolean       bn_table_board_pick_point     (BnTableBoard   *self,
                                              double          x_mm,
                                              double          y_mm);
BnTablePiece   bn_table_board_get_picked     (BnTableBoard   *self);
gboolean       bn_table_board_is_marked      (BnTableBoard   *self,
                                              BnTablePiece    piece);
guint          bn_table_board_get_n_marked   (BnTableBoard   *self);
void           bn_table_board_set_pointer    (BnTableBoard   *self,
                                              double          x_mm,
                                              double          y_mm);
int            bn_table_board_get_hover_move (BnTableBoard   *self);
double         bn_table_board_get_zoom       (BnTableBoard   *self);
void           bn_table_board_set_zoom       (BnTableBoard   *self,
                                              double          zoom);
void           bn_table_board_scroll_zoom    (BnTableBoard   *self,
                                              double          dy);
char          *bn_table_board_describe_piece (BnTableBoard   *self,
                                              BnTablePiece    piece);
gboolean       bn_table_board_carry_begin    (BnTableBoard   *self,
                                              double          x_mm,
                                              double          y_mm);
void           bn_table_board_carry_to       (BnTableBoard   *self,
                                              double          x_mm,
                                              double          y_mm);
void           bn_table_board_carry_turn     (BnTableBoard   *self,
                                              int             degrees);
gboolean       bn_table_board_get_carried    (BnTableBoard   *self,
                                              BnBattleAction *out_action,
                                              BnTablePlace   *out_place,
                                              const char    **out_why);
gboolean       bn_table_board_carry_drop     (BnTableBoard   *self);
gboolean       bn_table_board_get_turn_handle (BnTableBoard  *self,
                                              BnTablePoint   *out_point);
void           bn_table_board_turn_to        (BnTableBoard   *self,
                                              double          x_mm,
                                              double          y_mm);

G_END_DECLS
