/* bn-computer-thinker.h — the computer's move thought out in a worker
 * thread, with the time it has taken shown and a "Move Now" button.
 *
 * The played battle stays with the main thread: the worker chooses on a
 * copy, with a player of its own; the choice comes back to @done in the
 * main thread, which plays it (bn_played_battle_computer_act()). Freeing
 * the thinker abandons a move being thought out.
 */
#pragma once

#include <gtk/gtk.h>

#include "bn-played-battle.h"

G_BEGIN_DECLS

typedef struct _BnComputerThinker BnComputerThinker;

typedef void (*BnComputerThinkerDone) (gpointer              user_data,
                                       const BnBattleAction *action);

BnComputerThinker *bn_computer_thinker_new         (BnComputerThinkerDone  done,
                                                    gpointer               user_data);
void               bn_computer_thinker_free        (BnComputerThinker     *thinker);
GtkWidget         *bn_computer_thinker_get_widget  (BnComputerThinker     *thinker);
gboolean           bn_computer_thinker_start       (BnComputerThinker     *thinker,
                                                    BnPlayedBattle        *played);
gboolean           bn_computer_thinker_is_thinking (BnComputerThinker     *thinker);
void               bn_computer_thinker_move_now    (BnComputerThinker     *thinker);
void               bn_computer_thinker_abandon     (BnComputerThinker     *thinker);

G_END_DECLS
