/* bn-table-offers.h — what each move offered on an open table touches.
 *
 * The table view marks and snaps to the moves the engine offers, and
 * nothing else. For each it needs the piece that acts (a unit or a
 * commander), the piece it is aimed at, and — when the piece moves — where
 * it ends. The pieces are read from the action as the engine's header
 * documents its fields; where a piece ends is the engine's own answer: the
 * move is applied to a copy of the battle and the piece's place read back
 * (a Junior General charge, which waits for the defender's answer, from
 * bn_jg_charge_preview()), so no distance, allowance or contact rule is
 * repeated here.
 */
#pragma once

#include "bn-battle.h"
#include "bn-table-layout.h"

G_BEGIN_DECLS

typedef enum
{
  BN_TABLE_PIECE_NONE,
  BN_TABLE_PIECE_UNIT,
  BN_TABLE_PIECE_COMMANDER,
} BnTablePieceKind;

typedef struct
{
  guint8 kind;     /* BnTablePieceKind */
  guint8 index;    /* the unit or commander */
} BnTablePiece;

typedef struct
{
  BnTablePiece actor;
  BnTablePiece target;
  gboolean     moves;      /* the actor's place or facing changes */
  BnTablePlace from;       /* the actor's place now */
  BnTablePlace to;         /* and after the move */
} BnTableOffer;

#define BN_TABLE_PIECE_INIT { BN_TABLE_PIECE_NONE, 0 }

gboolean     bn_table_piece_equal     (BnTablePiece          a,
                                       BnTablePiece          b);
BnTablePlace bn_table_piece_place     (const BnBattle       *battle,
                                       BnTablePiece          piece);
BnTableRect  bn_table_piece_footprint (const BnBattle       *battle,
                                       BnTablePiece          piece);
gboolean     bn_table_piece_present   (const BnBattle       *battle,
                                       BnTablePiece          piece);
void         bn_table_offers_read      (const BnBattle       *battle,
                                       const BnBattleAction *moves,
                                       guint                 n_moves,
                                       BnTableOffer          *out_moves);
int          bn_table_offers_snap      (const BnTableOffer    *moves,
                                       guint                 n_moves,
                                       const gboolean       *offered,
                                       BnTablePiece          actor,
                                       BnTablePoint          pointer,
                                       double                reach_mm);
double       bn_table_offers_reach     (const BnTableOffer    *moves,
                                       guint                 n_moves,
                                       const gboolean       *offered,
                                       BnTablePiece          actor);
BnTablePiece bn_table_piece_at        (const BnBattle       *battle,
                                       BnTablePoint          point,
                                       double                slack_mm);

G_END_DECLS
