/* bn-combat-odds.h — the odds of the attack pointed at, before it is made.
 *
 * Given the moves the board's picks leave, the panel shows, when they
 * come down to one attack or shot (or for the attack pointed at: its
 * row in the moves list under the pointer or the keyboard's focus), what
 * the engine's preview says of it
 * (bn-combat-preview.h): the dice the attacker throws and why, each
 * side's chances and expected losses. Otherwise it hides. It decides
 * nothing: the preview is the engine's, its words bn-battle-words'.
 */
#pragma once

#include <gtk/gtk.h>

#include "bn-battle-words.h"

G_BEGIN_DECLS

#define BN_TYPE_COMBAT_ODDS (bn_combat_odds_get_type ())
G_DECLARE_FINAL_TYPE (BnCombatOdds, bn_combat_odds, BN, COMBAT_ODDS, GtkBox)

GtkWidget  *bn_combat_odds_new       (void);
void        bn_combat_odds_set_moves (BnCombatOdds         *self,
                                      const BnBattleWords  *words,
                                      const BnBattleAction *moves,
                                      guint                 n_moves);
void        bn_combat_odds_show_action (BnCombatOdds       *self,
                                        const BnBattleWords *words,
                                        const BnBattleAction *action);
void        bn_combat_odds_follow_board (BnCombatOdds      *self,
                                         GtkWidget         *board);
const char *bn_combat_odds_get_text  (BnCombatOdds         *self);

G_END_DECLS
