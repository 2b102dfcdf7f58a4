/* bn-cost-breakdown.h — how a unit's cost was reached, line by line.
 *
 * A breakdown is what bn_unit_rules_price() shows a player: the amounts
 * that add up to the unit's cost before multipliers (base, armour, weapon,
 * shields, morale), then the multipliers (light troops, dedicated
 * warriors), then, for a mercenary, the share paid now. It does its own
 * arithmetic, exactly, in fractions: only the results are rounded up to a
 * whole point, once, as the rulings ask, so ½ × 3/2 of 5 is 3¾ → 4, never
 * 3 → 4½ → 5.
 *
 * Lines are added in that order: every amount, then every multiplier,
 * then at most one mercenary share.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  BN_COST_LINE_AMOUNT,      /* adds amount */
  BN_COST_LINE_MULTIPLIER,  /* multiplies by numerator/denominator */
  BN_COST_LINE_MERCENARY,   /* the share of the regular cost paid now */
} BnCostLineKind;

typedef struct
{
  BnCostLineKind  kind;
  const char     *label;        /* "horse", "heavy armour", "light troops" */
  int             amount;       /* AMOUNT lines */
  guint           numerator;    /* MULTIPLIER and MERCENARY lines */
  guint           denominator;
} BnCostLine;

typedef struct _BnCostBreakdown BnCostBreakdown;

BnCostBreakdown  *bn_cost_breakdown_new             (void);
void              bn_cost_breakdown_free            (BnCostBreakdown *breakdown);

void              bn_cost_breakdown_add_amount      (BnCostBreakdown *breakdown,
                                                     const char      *label,
                                                     int              amount);
void              bn_cost_breakdown_add_multiplier  (BnCostBreakdown *breakdown,
                                                     const char      *label,
                                                     guint            numerator,
                                                     guint            denominator);
void              bn_cost_breakdown_set_mercenary   (BnCostBreakdown *breakdown,
                                                     const char      *label,
                                                     guint            numerator,
                                                     guint            denominator);

guint             bn_cost_breakdown_get_n_lines     (const BnCostBreakdown *breakdown);
const BnCostLine *bn_cost_breakdown_get_line        (const BnCostBreakdown *breakdown,
                                                     guint                  index);

int               bn_cost_breakdown_get_subtotal    (const BnCostBreakdown *breakdown);
guint             bn_cost_breakdown_get_regular_cost (const BnCostBreakdown *breakdown);
guint             bn_cost_breakdown_get_cost        (const BnCostBreakdown *breakdown);
gboolean          bn_cost_breakdown_is_mercenary    (const BnCostBreakdown *breakdown);
guint             bn_cost_breakdown_get_minimum_promise (const BnCostBreakdown *breakdown);

char             *bn_cost_breakdown_to_string       (const BnCostBreakdown *breakdown);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnCostBreakdown, bn_cost_breakdown_free)

G_END_DECLS
