/* bn-combat-report.h — the last combat in words, and the key to the dice.
 *
 * Beside the last combat's dice, the side panel says what came of that
 * combat as a whole (bn_battle_words_combat(): every die and what it did,
 * hits, saves, losses, retreats, panics and the rule), and offers the key
 * to every face of the ruleset's die in a popover.
 */
#pragma once

#include <gtk/gtk.h>

#include "bn-battle-words.h"

G_BEGIN_DECLS

#define BN_TYPE_COMBAT_REPORT (bn_combat_report_get_type ())
G_DECLARE_FINAL_TYPE (BnCombatReport, bn_combat_report, BN, COMBAT_REPORT, GtkBox)

GtkWidget  *bn_combat_report_new        (void);
void        bn_combat_report_set_battle (BnCombatReport      *self,
                                         const BnBattleWords *words);
void        bn_combat_report_tell       (BnCombatReport      *self,
                                         const BnBattleRules *rules,
                                         const char          *told);
const char *bn_combat_report_get_text   (BnCombatReport      *self);
const char *bn_combat_report_get_key    (BnCombatReport      *self);
GtkWidget  *bn_combat_report_get_key_button (BnCombatReport  *self);

G_END_DECLS
