/* bn-table-board-private.h — what the table view's two files share: the
 * widget, its picks and input (bn-table-board.c) and its drawing
 * (bn-table-board-draw.c). */
#pragma once

#include "bn-config.h"

#include "bn-battle-view.h"
#include "bn-board-viewport.h"
#include "bn-table-board.h"

#include <glib/gi18n.h>
#include <math.h>

G_BEGIN_DECLS

/* Pixels kept round the table for the centimetre scale along its edges. */
#define BN_TABLE_MARGIN 26.0
#define MAX_ZOOM 8.0
/* How near, in pixels, the pointer must come to where a move leads, or to
 * a stand, to mean it. */
#define SNAP_PIXELS 36.0
#define PIECE_SLACK_PIXELS 5.0
/* The turn handle: how far ahead of the picked stand's front edge it is
 * drawn, and its radius, in pixels. */
#define TURN_HANDLE_PIXELS 26.0
#define TURN_HANDLE_RADIUS_PIXELS 8.0

struct _BnTableBoard
{
  GtkWidget parent_instance;

  const BnBattle *battle;       /* not owned: the owner keeps it alive while shown */
  const BnBattleArmy *armies[2];
  GArray *moves;                /* BnBattleAction: offered */
  GArray *read;                 /* BnTableOffer: what each touches */
  GArray *hints;                /* BnTableOffer: marked, not offered */
  GArray *offered;              /* gboolean: each move, whether the picks leave it */

  /* The picks, each narrowing the moves. */
  BnTablePiece picked;          /* the piece that acts, or one aimed at */
  BnTablePiece target;          /* a second piece: the one it is aimed at */
  gboolean place_picked;        /* a place it goes to (several moves may lead there) */
  BnTablePlace place;

  /* Where the pointer is, on the table, and the move it means. */
  gboolean pointer_in;
  BnTablePoint pointer;
  int hover_move;               /* a move of the picked piece, or −1 */

  /* The keyboard: a piece to pick, or a move of the picked piece. */
  BnTablePiece cursor;
  int cursor_move;              /* −1: none */
  gboolean cursor_shown;

  BnBoardViewport view;         /* zoom (1: the table fits) and pan, as the hex board's */
  double drag_x, drag_y;        /* a unit carried: where it was taken, from the pointer */
  gboolean dragging_piece;
  double drag_start_x, drag_start_y;   /* where the drag began, in the widget */
  BnTablePiece drag_piece;

  /* A unit carried anywhere (Junior General's Movement): the move the
   * pointer means, whether the rules allow it, and why not. */
  gboolean carrying;
  guint carried;
  BnTablePoint carry_to;
  int carry_turn;               /* degrees the wheel added, in 5° steps */
  gboolean turning;             /* the turn handle is dragged */
  gboolean carry_legal;
  BnBattleAction carry_action;
  BnTablePlace carry_place;
  char *carry_why;
  BnTablePoint carry_pointer;   /* the pointer itself, not the stand's centre */
  gboolean carry_charges;       /* dropped on an enemy: the move, then a charge on it */
  guint8 carry_target;

  /* Charges planned by a drop on an enemy in the Movement step: each made
   * when its Charge into Melee step offers it (BnTablePlan). */
  GArray *plans;
  guint plan_source;

  /* Where the pieces stood after the action before the last: what the last
   * action moved is drawn with its trail and a ruler (watching, replay). */
  const BnBattle *seen_battle;
  guint seen_actions;
  BnTablePlace seen_units[BN_BATTLE_MAX_UNITS];
  BnTablePlace seen_commanders[BN_BATTLE_MAX_COMMANDERS];
  GArray *trails;               /* BnTableTrail */
  BnTableOffer last;            /* the last action: who acted on whom */
};

/* A charge planned: @unit charges @target in turn @turn's Charge into
 * Melee step, if the engine then offers it. */
typedef struct
{
  guint8 unit;
  guint8 target;
  guint  turn;
  guint  actions;   /* the battle's actions once planned: fewer, taken back */
} BnTablePlan;

/* A piece the last action moved: where it stood before. */
typedef struct
{
  BnTablePiece piece;
  BnTablePlace from;
} BnTableTrail;

G_GNUC_INTERNAL void bn_table_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot);
G_GNUC_INTERNAL const char *bn_table_board_piece_name (BnTableBoard *self, BnTablePiece piece);
G_GNUC_INTERNAL gboolean bn_table_board_touched (BnTableBoard *self, BnTablePiece piece, gboolean as_target);
G_GNUC_INTERNAL void bn_table_board_init_input (BnTableBoard *self);
G_GNUC_INTERNAL void bn_table_board_clamp_pan (BnTableBoard *self);
G_GNUC_INTERNAL BnTablePoint bn_table_board_to_table (BnTableBoard *self, double x, double y);
G_GNUC_INTERNAL double bn_table_board_pixels_to_mm (BnTableBoard *self, double pixels);
G_GNUC_INTERNAL const BnTableOffer *bn_table_board_move_at (BnTableBoard *self, guint index);
G_GNUC_INTERNAL gboolean bn_table_board_is_offered (BnTableBoard *self, guint index);
G_GNUC_INTERNAL void bn_table_board_clear_picks (BnTableBoard *self);
G_GNUC_INTERNAL void bn_table_board_update_accessible (BnTableBoard *self);
G_GNUC_INTERNAL int bn_table_board_snap (BnTableBoard *self, double x_mm, double y_mm);
G_GNUC_INTERNAL void bn_table_board_pick_move (BnTableBoard *self, guint index);
G_GNUC_INTERNAL void bn_table_board_follow_plans (BnTableBoard *self);

G_END_DECLS
