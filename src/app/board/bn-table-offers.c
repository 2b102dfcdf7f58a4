/* bn-table-offers.c — what the moves offered on an open table touch; see
 * the header. */
#include "bn-config.h"

#include "bn-table-offers.h"

#include <math.h>


gboolean
bn_table_piece_equal (BnTablePiece a,
                      BnTablePiece b)
{
  return a.kind == b.kind && (a.kind == BN_TABLE_PIECE_NONE || a.index == b.index);
}

static BnTablePiece
unit_piece (const BnBattle *battle,
            guint           unit)
{
  BnTablePiece piece = BN_TABLE_PIECE_INIT;

  if (unit < bn_battle_get_n_units (battle))
    piece = (BnTablePiece) { BN_TABLE_PIECE_UNIT, (guint8) unit };
  return piece;
}

static BnTablePiece
commander_piece (const BnBattle *battle,
                 guint           commander)
{
  BnTablePiece piece = BN_TABLE_PIECE_INIT;

  if (commander < bn_battle_get_n_commanders (battle))
    piece = (BnTablePiece) { BN_TABLE_PIECE_COMMANDER, (guint8) commander };
  return piece;
}

BnTablePlace
bn_table_piece_place (const BnBattle *battle,
                      BnTablePiece    piece)
{
  BnTablePlace none = { 0, 0, 0 };

  switch (piece.kind)
    {
    case BN_TABLE_PIECE_UNIT:
      return bn_battle_get_unit_place (battle, piece.index);
    case BN_TABLE_PIECE_COMMANDER:
      return bn_battle_get_commander_place (battle, piece.index);
    default:
      return none;
    }
}

BnTableRect
bn_table_piece_footprint (const BnBattle *battle,
                          BnTablePiece    piece)
{
  BnTableRect none = { 0, };

  switch (piece.kind)
    {
    case BN_TABLE_PIECE_UNIT:
      return bn_battle_get_unit_footprint (battle, piece.index);
    case BN_TABLE_PIECE_COMMANDER:
      return bn_battle_get_commander_footprint (battle, piece.index);
    default:
      return none;
    }
}

/* Returns: whether @piece is still on the table: a unit with stands left,
 * a commander alive. */
gboolean
bn_table_piece_present (const BnBattle *battle,
                        BnTablePiece    piece)
{
  switch (piece.kind)
    {
    case BN_TABLE_PIECE_UNIT:
      return bn_battle_get_unit (battle, piece.index)->figures > 0;
    case BN_TABLE_PIECE_COMMANDER:
      return bn_battle_get_commander (battle, piece.index)->alive;
    default:
      return FALSE;
    }
}

/* The pieces an action names, by the fields bn-battle.h gives it. */
static void
pieces_of (const BnBattle       *battle,
           const BnBattleAction *action,
           BnTablePiece         *out_actor,
           BnTablePiece         *out_target)
{
  BnTablePiece none = BN_TABLE_PIECE_INIT;

  *out_actor = none;
  *out_target = none;
  switch (action->type)
    {
    case BN_ACTION_ORDER_UNIT:
    case BN_ACTION_MOVE_UNIT:
    case BN_ACTION_FACE:
    case BN_ACTION_PLANT_STAKES:
    case BN_ACTION_RECEIVE:
    case BN_ACTION_RETREAT:
    case BN_ACTION_DISMOUNT:
    case BN_ACTION_MOUNT:
    case BN_ACTION_TAKE_CASUALTIES:
    case BN_ACTION_DEPLOY:
    case BN_ACTION_RALLY:
    case BN_ACTION_RELOAD:
    case BN_ACTION_STAND:
    case BN_ACTION_WITHDRAW:
    case BN_ACTION_ADVANCE:
      *out_actor = unit_piece (battle, action->a);
      break;
    case BN_ACTION_BATTLE:
      *out_actor = unit_piece (battle, action->a);
      *out_target = unit_piece (battle, action->b);
      break;
    case BN_ACTION_ATTACK_COMMANDER:
    case BN_ACTION_TAKE_PRISONER:
      *out_actor = unit_piece (battle, action->a);
      *out_target = commander_piece (battle, action->b);
      break;
    case BN_ACTION_BRIBE:
      *out_target = unit_piece (battle, action->a);
      break;
    case BN_ACTION_ORDER_COMMANDER:
    case BN_ACTION_MOVE_COMMANDER:
    case BN_ACTION_FORM_GROUP:
      *out_actor = commander_piece (battle, action->a);
      break;
    case BN_ACTION_CHALLENGE:
      *out_actor = commander_piece (battle, action->a);
      *out_target = commander_piece (battle, action->b);
      break;
    case BN_ACTION_ORDER_GROUP:
    case BN_ACTION_MOVE_GROUP:
    case BN_ACTION_DISSOLVE_GROUP:
      if (action->a < bn_battle_get_n_groups (battle))
        *out_actor = commander_piece (battle, bn_battle_get_group (battle, action->a)->captain);
      break;
    default:
      break;
    }
}

/* Where a charge would end: a ruleset whose charger waits for the
 * defender's answer before it moves says where it would stand. */
static gboolean
charge_end (const BnBattle       *battle,
            const BnBattleAction *action,
            BnTablePlace         *out_place)
{
  BnTablePlace target_place;

  return bn_battle_preview_charge (battle, action, out_place, &target_place);
}

/**
 * bn_table_offers_read:
 * @moves: (array length=n_moves): moves the engine offers on @battle now
 * @out_moves: (array length=n_moves): what each touches
 */
void
bn_table_offers_read (const BnBattle       *battle,
                     const BnBattleAction *moves,
                     guint                 n_moves,
                     BnTableOffer          *out_moves)
{
  g_return_if_fail (battle != NULL && (moves != NULL || n_moves == 0));

  for (guint i = 0; i < n_moves; i++)
    {
      BnTableOffer *m = &out_moves[i];

      memset (m, 0, sizeof *m);
      pieces_of (battle, &moves[i], &m->actor, &m->target);
      if (m->actor.kind == BN_TABLE_PIECE_NONE)
        continue;
      m->from = bn_table_piece_place (battle, m->actor);
      m->to = m->from;
      /* Where the piece ends is the engine's answer, on a copy. */
      {
        g_autoptr(BnChance) chance = bn_chance_new_seeded (i + 1);
        g_autoptr(BnBattle) copy = bn_battle_copy (battle, chance);

        if (bn_battle_apply (copy, &moves[i], NULL))
          m->to = bn_table_piece_place (copy, m->actor);
      }
      m->moves = m->to.x != m->from.x || m->to.y != m->from.y || m->to.angle != m->from.angle;
      if (!m->moves && charge_end (battle, &moves[i], &m->to))
        m->moves = m->to.x != m->from.x || m->to.y != m->from.y || m->to.angle != m->from.angle;
    }
}

static BnTablePoint
point_of (BnTablePlace place)
{
  return (BnTablePoint) { place.x, place.y };
}

/**
 * bn_table_offers_snap:
 * @offered: (array length=n_moves) (nullable): which moves are still
 *   offered; %NULL: all
 * @actor: the piece picked
 * @pointer: where the pointer is, on the table
 * @reach_mm: how far from where a move leads the pointer may be
 *
 * Returns: the move of @actor that leads nearest @pointer, within
 *   @reach_mm; −1 if none does
 */
int
bn_table_offers_snap (const BnTableOffer *moves,
                     guint              n_moves,
                     const gboolean    *offered,
                     BnTablePiece       actor,
                     BnTablePoint       pointer,
                     double             reach_mm)
{
  g_autofree BnTablePoint *places = g_new (BnTablePoint, MAX (n_moves, 1));
  g_autofree guint *which = g_new (guint, MAX (n_moves, 1));
  guint n = 0;
  int found;

  for (guint i = 0; i < n_moves; i++)
    if ((offered == NULL || offered[i]) && moves[i].moves && bn_table_piece_equal (moves[i].actor, actor))
      {
        places[n] = point_of (moves[i].to);
        which[n++] = i;
      }
  found = bn_table_layout_snap (places, n, pointer, reach_mm);
  return found >= 0 ? (int) which[found] : -1;
}

/* Returns: how far, centre to centre, the furthest move offered to @actor
 *   takes it (mm): the allowance the view draws as an arc; 0 if none moves it */
double
bn_table_offers_reach (const BnTableOffer *moves,
                      guint              n_moves,
                      const gboolean    *offered,
                      BnTablePiece       actor)
{
  double reach = 0;

  for (guint i = 0; i < n_moves; i++)
    if ((offered == NULL || offered[i]) && moves[i].moves && bn_table_piece_equal (moves[i].actor, actor))
      reach = MAX (reach, bn_table_layout_distance (point_of (moves[i].from), point_of (moves[i].to)));
  return reach;
}

/**
 * bn_table_piece_at:
 * @slack_mm: how far outside a footprint the point may be and still be on it
 *
 * Returns: the piece standing under @point: a commander before a unit (his
 *   stand is the smaller, drawn over), the nearest of several; none if no
 *   footprint is within @slack_mm
 */
BnTablePiece
bn_table_piece_at (const BnBattle *battle,
                   BnTablePoint    point,
                   double          slack_mm)
{
  BnTablePiece found = BN_TABLE_PIECE_INIT;
  double best = slack_mm;

  for (guint pass = 0; pass < 2 && found.kind == BN_TABLE_PIECE_NONE; pass++)
    {
      guint n = pass == 0 ? bn_battle_get_n_commanders (battle) : bn_battle_get_n_units (battle);

      for (guint i = 0; i < n; i++)
        {
          BnTablePiece piece = { pass == 0 ? BN_TABLE_PIECE_COMMANDER : BN_TABLE_PIECE_UNIT, (guint8) i };
          BnTableRect rect;
          double d;

          if (!bn_table_piece_present (battle, piece))
            continue;
          rect = bn_table_piece_footprint (battle, piece);
          d = bn_table_point_distance (&rect, point.x, point.y);
          if (d <= best)
            {
              best = d;
              found = piece;
            }
        }
    }
  return found;
}
