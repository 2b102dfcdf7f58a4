/* bn-battle-board.h — the hex battlefield, drawn.
 *
 * Draws a battle as it stands: the scenario's hexes by terrain (a fill and
 * a symbol each), its deployment zones and baselines, its objectives with
 * their victory points, and every unit as a counter: side, command colour,
 * arm and class, figures left, facing, mercenary, the commander with it,
 * its "Battle" and its stakes. What it marks — units that may act, hexes
 * they may reach, fronts they may face, enemies they may fight — is what
 * its owner gives it, taken from the engine's legal actions, and nothing
 * else; a click or Enter on a hex is reported, not judged. As a
 * BnBattleView it is given the moves offered and marks what they touch; a
 * hex picked narrows them to those it is part of.
 *
 * Once a piece is picked, every hex a run of its own legal steps reaches
 * is marked, the run to the hex under the pointer is drawn, and a click
 * there emits "path-chosen" with the steps (a GArray of BnBattleAction)
 * for the owner to make. A unit whose order is offered is dragged as if
 * ordered (its run begins with the order); a run may end in a fight, its
 * enemy ringed red (see bn-battle-board-paths.c). A click near the rim of the piece's hex, on the
 * side a legal turn of its front points to, picks that turn. A right
 * click (or a long press) on a piece emits "piece-menu" for the owner to
 * offer that piece's other choices with bn_battle_board_popup().
 *
 * With an attacker picked, or where one unit alone may fight the enemy
 * under the pointer, the odds of that attack (the engine's preview) show
 * in a popover beside the enemy while the pointer rests there.
 *
 * The board may be turned half round (bn_battle_board_set_flipped()),
 * for the side whose baseline is the north edge to see its army below.
 *
 * The board zooms (Ctrl+scroll, +, −, 0 to fit) and pans (drag, scroll);
 * a hex cursor moves with the arrow keys; Enter activates the hex under
 * it and Escape asks the owner to cancel what is under way.
 */
#pragma once

#include <gtk/gtk.h>

#include "bn-battle.h"

G_BEGIN_DECLS

#define BN_TYPE_BATTLE_BOARD (bn_battle_board_get_type ())
G_DECLARE_FINAL_TYPE (BnBattleBoard, bn_battle_board, BN, BATTLE_BOARD, GtkWidget)

/* What a mark on a hex says. */
typedef enum
{
  BN_BOARD_MARK_SELECT,   /* a unit or commander there may act */
  BN_BOARD_MARK_MOVE,     /* a move, retreat or breakthrough may end there */
  BN_BOARD_MARK_TARGET,   /* an enemy there may be fought, bribed or taken */
  BN_BOARD_MARK_FACE,     /* the unit there may turn its front to @direction */
  BN_BOARD_MARK_CHOSEN,   /* the hex the player has picked */
  BN_BOARD_MARK_AID,      /* a unit of his own a leader's retainer may command or heal */
} BnBoardMarkKind;

typedef struct
{
  BnHex  hex;
  guint8 kind;        /* BnBoardMarkKind */
  guint8 direction;   /* BN_BOARD_MARK_FACE: the new facing */
} BnBoardMark;

GtkWidget *bn_battle_board_new            (void);
void       bn_battle_board_set_battle     (BnBattleBoard  *self,
                                           const BnBattle *battle);
void       bn_battle_board_set_marks      (BnBattleBoard     *self,
                                           const BnBoardMark *marks,
                                           guint              n_marks);
void       bn_battle_board_set_highlights (BnBattleBoard  *self,
                                           const BnHex    *hexes,
                                           guint           n_hexes);
guint      bn_battle_board_get_n_highlights (BnBattleBoard *self);
gboolean   bn_battle_board_is_marked      (BnBattleBoard  *self,
                                           BnHex           hex);
void       bn_battle_board_activate_hex   (BnBattleBoard  *self,
                                           BnHex           hex);
BnHex      bn_battle_board_get_cursor     (BnBattleBoard  *self);
void       bn_battle_board_set_cursor     (BnBattleBoard  *self,
                                           BnHex           hex);
void       bn_battle_board_move_cursor    (BnBattleBoard  *self,
                                           int             d_col,
                                           int             d_row);
void       bn_battle_board_scroll_zoom    (BnBattleBoard  *self,
                                           double          dy);
double     bn_battle_board_get_zoom       (BnBattleBoard  *self);
void       bn_battle_board_set_zoom       (BnBattleBoard  *self,
                                           double          zoom);
char      *bn_battle_board_describe_hex   (BnBattleBoard  *self,
                                           BnHex           hex);
GdkRGBA    bn_battle_board_get_terrain_colour (BnBattleBoard *self,
                                               guint          terrain);
void       bn_battle_board_paint_terrain  (cairo_t                *cr,
                                           const BnTerrainProfile *terrain,
                                           double                  x,
                                           double                  y,
                                           double                  size);
GdkRGBA    bn_battle_board_side_fill      (guint                   side);
GdkRGBA    bn_battle_board_side_ink       (guint                   side);
GdkRGBA    bn_battle_board_command_rgba   (const BnBattleRules    *rules,
                                           guint                   colour);
GdkRGBA    bn_battle_board_terrain_rgba   (const BnTerrainProfile *terrain);
void       bn_battle_board_paint_terrain_symbol (cairo_t                *cr,
                                                 const BnTerrainProfile *terrain,
                                                 double                  x,
                                                 double                  y,
                                                 double                  size);
const BnBattleAction *bn_battle_board_get_path (BnBattleBoard *self,
                                                BnHex          hex,
                                                guint         *out_n_steps);
guint      bn_battle_board_get_n_destinations (BnBattleBoard *self);
gboolean   bn_battle_board_get_last_pick  (BnBattleBoard  *self,
                                           BnHex          *out_hex);
gboolean   bn_battle_board_pick_leaves_choice (BnBattleBoard *self,
                                               BnHex         *out_hex);
gboolean   bn_battle_board_action_is_of   (BnBattleBoard        *self,
                                           const BnBattleAction *action,
                                           BnHex                 hex);
void       bn_battle_board_set_flipped    (BnBattleBoard  *self,
                                           gboolean        flipped);
gboolean   bn_battle_board_get_flipped    (BnBattleBoard  *self);
gboolean   bn_battle_board_hex_position   (BnBattleBoard  *self,
                                           BnHex           hex,
                                           double         *out_x,
                                           double         *out_y);
gboolean   bn_battle_board_unit_position  (BnBattleBoard  *self,
                                           guint           unit,
                                           double         *out_x,
                                           double         *out_y);
gboolean   bn_battle_board_commander_position (BnBattleBoard *self,
                                               guint          commander,
                                               double        *out_x,
                                               double        *out_y);
void       bn_battle_board_popup          (BnBattleBoard  *self,
                                           BnHex           hex,
                                           GtkWidget      *content);
void       bn_battle_board_popdown        (BnBattleBoard  *self);
GtkWidget *bn_battle_board_get_popup      (BnBattleBoard  *self);
const char *bn_battle_board_get_notice    (BnBattleBoard  *self);
void       bn_battle_board_note_idle_card (GtkWidget      *card,
                                           const BnBattle *battle,
                                           guint           slot);
GtkWidget *bn_battle_board_get_odds       (BnBattleBoard        *self,
                                           const BnBattleAction *action);
guint      bn_battle_board_get_n_odds     (BnBattleBoard  *self);
void       bn_battle_board_paint_badge    (cairo_t                *cr,
                                           guint                   rank,
                                           double                  x,
                                           double                  y,
                                           double                  r);

G_END_DECLS
