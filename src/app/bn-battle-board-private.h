/* bn-battle-board-private.h — what the board's two files share: the
 * widget, its geometry and input (bn-battle-board.c) and its drawing
 * (bn-battle-board-draw.c). */
#pragma once

#include "bn-config.h"

#include "bn-battle-board.h"
#include "bn-battle-view.h"

#include <glib/gi18n.h>
#include <math.h>

G_BEGIN_DECLS

#define SQRT3 1.7320508075688772

struct _BnBattleBoard
{
  GtkWidget parent_instance;

  const BnBattle *battle;       /* not owned: the owner keeps it alive while shown */
  GArray *marks;                /* BnBoardMark */
  GArray *moves;                /* BnBattleAction: offered (BnBattleView) */
  GArray *hints;                /* BnBattleAction: marked, not offered */
  GArray *picks;                /* BnHex: the hexes picked, each narrowing the moves */
  BnHex cursor;
  gboolean cursor_shown;        /* once the keyboard has been used */
  double zoom;                  /* 1: the board fits */
  double pan_x, pan_y;          /* pixels the board is moved by */
  double drag_x, drag_y;        /* pan when a drag began */
  gboolean dragging_piece;      /* the drag began on a hex marked "may act": a move, not a pan */
  BnHex drag_from;

  GdkTexture *terrain;          /* cached, rasterised; see terrain_key */
  double terrain_key[6];
  const BnScenario *terrain_scenario;
};

typedef struct
{
  double size;      /* centre to corner */
  double x0, y0;    /* centre of hex (0, 0) */
} Layout;

G_GNUC_INTERNAL void bn_battle_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot);
G_GNUC_INTERNAL const BnTerrainProfile * bn_battle_board_terrain_profile (const BnBattle *battle, guint terrain);
G_GNUC_INTERNAL graphene_point_t bn_battle_board_centre (const Layout *l, BnHex hex);
G_GNUC_INTERNAL void bn_battle_board_clamp_pan (BnBattleBoard *self);
G_GNUC_INTERNAL void bn_battle_board_hex_path (cairo_t *cr, double x, double y, double size);
G_GNUC_INTERNAL Layout bn_battle_board_layout (BnBattleBoard *self);
G_GNUC_INTERNAL double bn_battle_board_side_angle (guint direction);
G_GNUC_INTERNAL void bn_battle_board_view_init (BnBattleViewInterface *iface);
G_GNUC_INTERNAL void bn_battle_board_pick_hex (BnBattleBoard *self, BnHex hex);

G_END_DECLS
