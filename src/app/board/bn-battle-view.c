/* bn-battle-view.c — the battlefield interface; see the header. */
#include "bn-config.h"

#include "bn-battle-view.h"

#include "bn-battle-board.h"
#include "bn-table-board.h"

G_DEFINE_INTERFACE (BnBattleView, bn_battle_view, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_PICKED,
  SIGNAL_MOVE_CHOSEN,
  SIGNAL_CANCELLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
bn_battle_view_default_init (BnBattleViewInterface *iface)
{
  /**
   * BnBattleView::picked:
   *
   * The player's picks narrowed the moves (or dropped them): the owner
   * lists again those bn_battle_view_offers() keeps.
   */
  signals[SIGNAL_PICKED] =
    g_signal_new ("picked", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /**
   * BnBattleView::move-chosen:
   * @index: the move, in the moves last given to bn_battle_view_set_moves()
   *
   * The picks leave this one move: the owner makes it.
   */
  signals[SIGNAL_MOVE_CHOSEN] =
    g_signal_new ("move-chosen", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * BnBattleView::cancelled:
   *
   * Escape: the owner drops what the player had picked.
   */
  signals[SIGNAL_CANCELLED] =
    g_signal_new ("cancelled", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

/**
 * bn_battle_view_new_for_battle:
 *
 * Returns: (transfer floating): the view @battle's ruleset is played on
 */
GtkWidget *
bn_battle_view_new_for_battle (const BnBattle *battle)
{
  g_return_val_if_fail (battle != NULL, NULL);

  if (bn_battle_rules_get_ruleset (bn_battle_get_rules (battle))->board == BN_RULESET_BOARD_TABLE)
    return bn_table_board_new ();
  return bn_battle_board_new ();
}

/* @battle: (nullable): shown until another is set; must outlive the showing */
void
bn_battle_view_set_battle (BnBattleView   *self,
                           const BnBattle *battle)
{
  g_return_if_fail (BN_IS_BATTLE_VIEW (self));

  BN_BATTLE_VIEW_GET_IFACE (self)->set_battle (self, battle);
}

/**
 * bn_battle_view_set_moves:
 * @moves: (array length=n_moves): the moves offered now, copied
 * @hints: (array length=n_hints): moves marked but not offered (the orders
 *   a command card would give), copied
 *
 * Drops the player's picks and marks what the moves touch.
 */
void
bn_battle_view_set_moves (BnBattleView         *self,
                          const BnBattleAction *moves,
                          guint                 n_moves,
                          const BnBattleAction *hints,
                          guint                 n_hints)
{
  g_return_if_fail (BN_IS_BATTLE_VIEW (self));

  BN_BATTLE_VIEW_GET_IFACE (self)->set_moves (self, moves, n_moves, hints, n_hints);
}

/* Returns: whether move @index is among those the player's picks leave. */
gboolean
bn_battle_view_offers (BnBattleView *self,
                       guint         index)
{
  g_return_val_if_fail (BN_IS_BATTLE_VIEW (self), FALSE);

  return BN_BATTLE_VIEW_GET_IFACE (self)->offers (self, index);
}

/* Forgets what the player picked: every move is offered again. */
void
bn_battle_view_drop_picks (BnBattleView *self)
{
  g_return_if_fail (BN_IS_BATTLE_VIEW (self));

  BN_BATTLE_VIEW_GET_IFACE (self)->drop_picks (self);
}

/* @army0: @army1: (nullable): the armies @self's battles were made of; they
 * must outlive the showing. A view that names no piece ignores them. */
void
bn_battle_view_set_armies (BnBattleView       *self,
                           const BnBattleArmy *army0,
                           const BnBattleArmy *army1)
{
  BnBattleViewInterface *iface;

  g_return_if_fail (BN_IS_BATTLE_VIEW (self));

  iface = BN_BATTLE_VIEW_GET_IFACE (self);
  if (iface->set_armies != NULL)
    iface->set_armies (self, army0, army1);
}

/* Returns: the key to what @self draws and marks, in a sentence or two. */
const char *
bn_battle_view_get_legend (BnBattleView *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_VIEW (self), "");

  return BN_BATTLE_VIEW_GET_IFACE (self)->get_legend (self);
}

/* Returns: the keys @self answers, in a sentence or two. */
const char *
bn_battle_view_get_keys_help (BnBattleView *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_VIEW (self), "");

  return BN_BATTLE_VIEW_GET_IFACE (self)->get_keys_help (self);
}

/* For the views: what they tell their owner. */
void
bn_battle_view_emit_picked (BnBattleView *self)
{
  g_signal_emit (self, signals[SIGNAL_PICKED], 0);
}

void
bn_battle_view_emit_move_chosen (BnBattleView *self,
                                 guint         index)
{
  g_signal_emit (self, signals[SIGNAL_MOVE_CHOSEN], 0, index);
}

void
bn_battle_view_emit_cancelled (BnBattleView *self)
{
  g_signal_emit (self, signals[SIGNAL_CANCELLED], 0);
}
