/* bn-muster.h — a leader's army points for one battle (Day of Battle).
 *
 * Basic army points are the household times the factor of one drawn card;
 * one bonus card then adds its value — a joker adds nothing and another
 * bonus card is drawn. Every card is recorded, in order, so the muster can
 * be audited and replayed; the cards come from a BnChance (typed or seeded).
 */
#pragma once

#include "bn-chance.h"
#include "bn-draw.h"
#include "bn-leader-rules.h"

G_BEGIN_DECLS

typedef struct
{
  guint household;
  BnCard multiplier_card;
  guint factor;
  guint basic_points;     /* household × factor */
  guint bonus_points;     /* sum of the bonus cards */
  guint army_points;      /* basic + bonus */
  GPtrArray *draws;       /* BnDraw: "army-multiplier", then "army-bonus" ones */
  gboolean complete;      /* no further bonus card is called for */
} BnMuster;

BnMuster     *bn_muster_new            (guint           household);
const char   *bn_muster_get_next_step  (const BnMuster *muster);
const BnDraw *bn_muster_apply_card     (BnMuster       *muster,
                                        BnLeaderRules  *rules,
                                        BnCard          card,
                                        BnChanceSource  source);
BnMuster     *bn_muster_draw           (BnLeaderRules  *rules,
                                        BnChance       *chance,
                                        guint           household,
                                        GError        **error);
BnMuster *bn_muster_copy  (const BnMuster *muster);
void      bn_muster_free  (BnMuster       *muster);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnMuster, bn_muster_free)

G_END_DECLS
