/* bn-dice-strip.h — battle dice shown as their faces.
 *
 * L&L battle dice, each drawn with the symbol it shows (flag, shield,
 * crossed swords, or the hit on no, lesser or any armour) and the D6 face
 * it was read from, grouped by what they were thrown for (the attack, the
 * saving throws, the defence throw) and by whom, where that is known; each
 * group under its heading, its dice wrapped onto as many lines as they
 * take, so that every die thrown is shown. Under a ruleset that reads
 * the die its own way (Lionheart) each die is drawn as the face it counts
 * as — axe, arrow or panic — as the ruleset says; under one that counts a
 * die by its number (Junior General) a D6 shows its pips and a D10 its
 * number. It draws what it is given; a die pointed at says its face,
 * who threw it and what it did, where it was told (its tooltip).
 */
#pragma once

#include <gtk/gtk.h>

#include "bn-battle.h"

G_BEGIN_DECLS

#define BN_TYPE_DICE_STRIP (bn_dice_strip_get_type ())
G_DECLARE_FINAL_TYPE (BnDiceStrip, bn_dice_strip, BN, DICE_STRIP, GtkWidget)

GtkWidget *bn_dice_strip_new       (void);
void       bn_dice_strip_set_dice  (BnDiceStrip         *self,
                                    const BnBattleEvent *die_events,
                                    guint                n_dice);
void       bn_dice_strip_set_ruleset (BnDiceStrip       *self,
                                     const BnRuleset   *ruleset);
void       bn_dice_strip_set_throwers (BnDiceStrip      *self,
                                      const char *const *throwers,
                                      guint              n);
const char *bn_dice_strip_get_thrower (BnDiceStrip      *self,
                                      guint             index);
void       bn_dice_strip_set_deeds (BnDiceStrip       *self,
                                    const char *const *deeds,
                                    guint              n);
char      *bn_dice_strip_describe_die (BnDiceStrip  *self,
                                       guint         index);
gboolean   bn_dice_strip_get_die_place (BnDiceStrip     *self,
                                        int              width,
                                        guint            index,
                                        double          *out_x,
                                        double          *out_y,
                                        double          *out_height);
double     bn_dice_strip_get_die_size (void);
guint      bn_dice_strip_get_n_dice (BnDiceStrip        *self);
BnDieReading bn_dice_strip_get_reading (BnDiceStrip     *self,
                                       guint            index);
const char *bn_dice_strip_get_purpose_name (BnDiceStrip *self,
                                            guint        index);
void       bn_dice_strip_paint_die (cairo_t  *cr,
                                    guint     symbol,
                                    guint     face,
                                    double    x,
                                    double    y,
                                    double    size);

G_END_DECLS
