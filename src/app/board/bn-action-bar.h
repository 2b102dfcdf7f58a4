/* bn-action-bar.h — the strip under the board: the battle's state at a
 * glance and what ends a phase or a turn.
 *
 * It says the turn and the turn limit, whose move and which phase, and the
 * victory points against the target to win; and it offers, as buttons that
 * never scroll away, the legal actions that need no place on the board
 * ("Done moving", "End the turn", "Make a stand", …). Where one such kind of
 * action comes in several forms (a retreat to one of two hexes) the button
 * opens a menu of them. A button that ends a phase after which nothing
 * but the next end is legal (the moves over, no fight to offer: the turn
 * ends) says so on its label and makes those ends too, each as it comes to
 * be offered. Other widgets (a preview of a combat's odds) go in
 * the box bn_action_bar_get_extra() gives, beside the buttons.
 */
#pragma once

#include <gtk/gtk.h>

#include "bn-battle-words.h"

G_BEGIN_DECLS

#define BN_TYPE_ACTION_BAR (bn_action_bar_get_type ())
G_DECLARE_FINAL_TYPE (BnActionBar, bn_action_bar, BN, ACTION_BAR, GtkBox)

GtkWidget *bn_action_bar_new            (void);
gboolean   bn_action_bar_takes          (const BnBattleAction *action);
void       bn_action_bar_set_actions    (BnActionBar          *self,
                                         const BnBattleWords  *words,
                                         const BnBattleAction *actions,
                                         guint                 n_actions);
void       bn_action_bar_set_state      (BnActionBar          *self,
                                         const char           *state);
char      *bn_action_bar_describe_state (const BnBattleWords  *words);
char      *bn_action_bar_describe_state_for (const BnBattleWords *words,
                                             guint                viewer);
const char *bn_action_bar_get_state     (BnActionBar          *self);
GtkWidget *bn_action_bar_get_extra      (BnActionBar          *self);
void       bn_action_bar_set_narrow     (BnActionBar          *self,
                                         gboolean              narrow);
guint      bn_action_bar_get_n_buttons  (BnActionBar          *self);
GtkWidget *bn_action_bar_get_button     (BnActionBar          *self,
                                         guint                 index);
gboolean   bn_action_bar_get_settling   (BnActionBar          *self);
gboolean   bn_action_bar_choose         (BnActionBar          *self,
                                         BnBattleActionType    type);

G_END_DECLS
