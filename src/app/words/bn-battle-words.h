/* bn-battle-words.h — a battle told in a player's words.
 *
 * The board's side panel and the command line say the same things: what
 * a legal action would do ("Move Longbowmen north-east"), what an event
 * was and the rule that decided it ("Longbowmen lose a figure: a hit on
 * lesser armour"), the phase, the hand, and the board as text. No GTK:
 * both front ends use it.
 */
#pragma once

#include "bn-battle.h"

G_BEGIN_DECLS

/* Where the names come from: the battle and the two armies it was made of. */
typedef struct
{
  const BnBattle     *battle;
  const BnBattleArmy *armies[2];
} BnBattleWords;

const char *bn_battle_words_phase       (BnBattlePhase        phase);
const char *bn_battle_words_pause       (const BnBattle      *battle);
const char *bn_battle_words_direction   (guint                direction);
const char *bn_battle_words_army        (const BnBattleWords *words,
                                         guint                side);
const char *bn_battle_words_unit        (const BnBattleWords *words,
                                         guint                unit);
gboolean    bn_battle_words_unit_is_plural (const BnBattleWords *words,
                                            guint                unit);
const char *bn_battle_words_commander   (const BnBattleWords *words,
                                         guint                commander);
const char *bn_battle_words_card        (const BnBattleWords *words,
                                         guint                card);
const char *bn_battle_words_die_symbol  (BnDieSymbol          symbol);
const char *bn_battle_words_die_face    (const BnRuleset     *ruleset,
                                         BnDieSymbol          symbol);
char       *bn_battle_words_action      (const BnBattleWords *words,
                                         const BnBattleAction *action);
char       *bn_battle_words_event       (const BnBattleWords *words,
                                         const BnBattleEvent *event,
                                         guint                viewer);
char       *bn_battle_words_result      (const BnBattleWords *words);
char       *bn_battle_words_turn        (const BnBattle      *battle);
int         bn_battle_words_duel_thrower (const BnBattleWords *words,
                                          const BnBattleEvent *event);
char       *bn_battle_words_score       (const BnBattle      *battle);
char       *bn_battle_words_board       (const BnBattleWords *words);
/* bn-battle-words-actions.c: a special card of the hand, the forced card. */
char       *bn_battle_words_special_card (const BnBattle     *battle,
                                          guint               slot,
                                          gboolean           *out_playable);
char       *bn_battle_words_forced_card (const BnBattleWords *words);
char       *bn_battle_words_receiving   (const BnBattle      *battle);

/* bn-battle-words-combat.c: a combat as a whole, the dice's key. */
typedef struct _BnCombatAccount BnCombatAccount;
char       *bn_battle_words_combat      (const BnBattleWords    *words,
                                         const BnCombatAccount  *account);
char       *bn_battle_words_combat_line (const BnBattleWords    *words,
                                         const BnCombatAccount  *account,
                                         guint                   viewer);
GPtrArray  *bn_battle_words_their_half  (const BnBattle         *battle,
                                         guint                   viewer);
char       *bn_battle_words_die_key     (const BnBattleRules    *rules);
/* bn-battle-words-odds.c: victory, the dice and why, the odds. */
char       *bn_battle_words_victory     (const BnBattleWords    *words);
typedef struct _BnCombatPreview BnCombatPreview;
typedef struct _BnDiceTerm BnDiceTerm;
char       *bn_battle_words_dice_term   (const BnBattleWords    *words,
                                         guint                   range,
                                         const BnDiceTerm       *term);
char       *bn_battle_words_preview     (const BnBattleWords    *words,
                                         const BnCombatPreview  *preview);

/* bn-battle-words-glance.c: a unit's state at a glance. */
char       *bn_battle_words_unit_glance (const BnBattleWords    *words,
                                         guint                   unit);
char       *bn_battle_words_glance_lines (const BnBattleWords   *words);

/* bn_battle_words_event()'s @viewer when every card may be told. */
#define BN_BATTLE_WORDS_EVERYONE 2

G_END_DECLS
