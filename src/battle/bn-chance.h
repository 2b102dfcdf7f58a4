/* bn-chance.h — where every card draw and die roll comes from.
 *
 * A BnChance stands for one deck and the dice on one table. Each draw or
 * roll takes the next value the player typed, if any is waiting; otherwise
 * it comes from the seeded deck and dice, if the chance has a seed; otherwise
 * it fails with BN_CHANCE_ERROR_EXHAUSTED. Typed cards obey the deck: a card
 * already drawn (and not yet reshuffled) cannot be drawn again; such a typed
 * card, like a typed die roll the die cannot show, is refused and dropped.
 *
 * Whichever path a value takes, the rules that read it see the same card or
 * number, so a leader generated from typed cards equals one generated from
 * a seed that dealt the same cards.
 *
 * A battle's command deck may instead be dealt by a dealer set on the
 * chance (bn_chance_set_dealer()): a battle over the network, where each
 * program knows only its own hand. The battle then asks the dealer for each
 * card a side draws instead of rolling a die over its draw pile, and the
 * dealer answers with the card or with %BN_CHANCE_CARD_UNSEEN, a card this
 * program may not see. Dice and the Special Results deck are not dealt.
 */
#pragma once

#include "bn-card.h"
#include "bn-deck.h"
#include "bn-random.h"

G_BEGIN_DECLS

#define BN_CHANCE_ERROR (bn_chance_error_quark ())

typedef enum
{
  BN_CHANCE_ERROR_EXHAUSTED,
  BN_CHANCE_ERROR_DUPLICATE,
  BN_CHANCE_ERROR_OUT_OF_RANGE,
  BN_CHANCE_ERROR_PARSE,
} BnChanceError;

typedef enum
{
  BN_CHANCE_SOURCE_SEEDED,
  BN_CHANCE_SOURCE_TYPED,
} BnChanceSource;

typedef struct _BnChance BnChance;

/* The card a dealer gives when this program may not see it. */
#define BN_CHANCE_CARD_UNSEEN 0xFFu

/**
 * BnChanceDealer:
 * @deal: gives the next card of the command deck for @side's hand: a card
 *   of the battle's deck (0 up) or %BN_CHANCE_CARD_UNSEEN; %FALSE with
 *   @error set when it cannot (no card is due, a check failed)
 * @reshuffle: (nullable): told that the draw pile ran out and the
 *   @n_cards discards @cards, all shown, are shuffled into a new pile
 *   before the next deal
 *
 * How a battle's command deck is dealt when neither program may know the
 * whole of it. The dealer's data outlives the chance or is freed by the
 * destroy function given with it.
 */
typedef struct
{
  gboolean (*deal)      (gpointer       data,
                         guint          side,
                         guint         *out_card,
                         GError       **error);
  void     (*reshuffle) (gpointer       data,
                         const guint8  *cards,
                         guint          n_cards);
} BnChanceDealer;

GQuark     bn_chance_error_quark     (void);

BnChance  *bn_chance_new_seeded      (guint64 seed);
BnChance  *bn_chance_new_typed       (void);
void       bn_chance_free            (BnChance *chance);

gboolean   bn_chance_has_seed        (const BnChance *chance);
guint64    bn_chance_get_seed        (const BnChance *chance);
BnRandom  *bn_chance_get_random      (BnChance *chance);
void       bn_chance_reseed          (BnChance *chance,
                                      guint64   seed);

void       bn_chance_push_card       (BnChance *chance,
                                      BnCard    card);
gboolean   bn_chance_push_cards_text (BnChance    *chance,
                                      const char  *text,
                                      GError     **error);
void       bn_chance_push_die        (BnChance *chance,
                                      guint     value);
gboolean   bn_chance_push_dice_text  (BnChance    *chance,
                                      const char  *text,
                                      GError     **error);
guint      bn_chance_get_n_typed_cards (const BnChance *chance);
guint      bn_chance_get_n_typed_dice  (const BnChance *chance);

gboolean   bn_chance_draw_card       (BnChance        *chance,
                                      BnCard          *out_card,
                                      BnChanceSource  *out_source,
                                      GError         **error);
void       bn_chance_discard         (BnChance *chance,
                                      BnCard    card);
void       bn_chance_reshuffle       (BnChance *chance);
gboolean   bn_chance_roll            (BnChance        *chance,
                                      guint            sides,
                                      guint           *out_value,
                                      BnChanceSource  *out_source,
                                      GError         **error);

void       bn_chance_set_dealer      (BnChance             *chance,
                                      const BnChanceDealer *dealer,
                                      gpointer              data,
                                      GDestroyNotify        destroy);
gboolean   bn_chance_has_dealer      (const BnChance *chance);
gboolean   bn_chance_deal_card       (BnChance  *chance,
                                      guint      side,
                                      guint     *out_card,
                                      GError   **error);
void       bn_chance_deal_reshuffle  (BnChance     *chance,
                                      const guint8 *cards,
                                      guint         n_cards);

guint      bn_chance_get_n_cards_drawn (const BnChance *chance);
guint      bn_chance_get_n_dice_rolled (const BnChance *chance);
guint      bn_chance_get_wanted_sides  (const BnChance *chance);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnChance, bn_chance_free)

G_END_DECLS
