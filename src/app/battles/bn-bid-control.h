/* bn-bid-control.h — a bid for enemy mercenaries, made from the board.
 *
 * Lionheart lets a king bid unspent points for an enemy mercenary unit
 * closer to him than to its own king. The control knows none of that: it
 * is built from the battle's legal actions, shows itself only when they
 * include a bid, offers the mercenary units they name and the points
 * between the least and the most they offer, and hands back the action
 * the player chose. The engine judges it.
 */
#pragma once

#include <gtk/gtk.h>

#include "bn-battle-words.h"

G_BEGIN_DECLS

#define BN_TYPE_BID_CONTROL (bn_bid_control_get_type ())
G_DECLARE_FINAL_TYPE (BnBidControl, bn_bid_control, BN, BID_CONTROL, GtkBox)

GtkWidget *bn_bid_control_new          (void);
void       bn_bid_control_set_actions  (BnBidControl         *self,
                                        const BnBattleWords  *words,
                                        const BnBattleAction *legal,
                                        guint                 n_legal);
guint      bn_bid_control_get_n_units  (BnBidControl         *self);
gboolean   bn_bid_control_choose       (BnBidControl         *self,
                                        guint                 unit,
                                        guint                 points);
void       bn_bid_control_get_range    (BnBidControl         *self,
                                        guint                *out_least,
                                        guint                *out_most);
gboolean   bn_bid_control_get_action   (BnBidControl         *self,
                                        BnBattleAction       *out_action);
gboolean   bn_bid_control_bid          (BnBidControl         *self);

G_END_DECLS
