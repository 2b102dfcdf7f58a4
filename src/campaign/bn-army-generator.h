/* bn-army-generator.h — an opponent's army raised for a points value.
 *
 * When the player has no second army to fight, Banneret raises one: a
 * roster of catalogue units (data/units.xml) that spends close to the
 * points asked for, never more, in a plausible medieval mix of foot,
 * archers, horse and, in larger armies, artillery. Every price is the unit
 * rules' (a mercenary counts its cost and the least promise the rules
 * allow); the mix, the army's size and the share of mercenaries are a
 * House table, written up in docs/rules.md ("Armies raised for points").
 * The same rules, points and seed always raise the same army.
 *
 * A raised army belongs to nobody: its leader_id and id are 0, it has no
 * posts (the battle gives it its commanders) and no muster, since no card
 * was drawn for its points. A man named from data/host-commanders.txt
 * leads it (BnArmy.commander); its name says whose it is and how many
 * points it was raised for.
 */
#pragma once

#include "bn-army.h"
#include "bn-leader-rules.h"
#include "bn-leader.h"
#include "bn-unit-rules.h"

G_BEGIN_DECLS

#define BN_ARMY_GENERATOR_ERROR (bn_army_generator_error_quark ())

typedef enum
{
  BN_ARMY_GENERATOR_ERROR_TOO_FEW_POINTS,   /* not enough for the smallest army of the mix */
  BN_ARMY_GENERATOR_ERROR_TOO_MANY_POINTS,  /* more than a battle's units can spend */
  BN_ARMY_GENERATOR_ERROR_NOT_HIS,          /* the leader may not head the army raised */
} BnArmyGeneratorError;

GQuark  bn_army_generator_error_quark       (void);

BnArmy *bn_army_generate                    (BnUnitRules  *rules,
                                             guint         points,
                                             guint64       seed,
                                             GError      **error);
void    bn_army_generator_name_apart        (BnArmy       *host,
                                             guint         points,
                                             const char   *against);
void    bn_army_generator_name_free         (BnArmy       *host,
                                             guint         points,
                                             const char * const *taken);
guint   bn_army_generator_get_min_points    (BnUnitRules  *rules);
guint   bn_army_generator_get_max_points    (BnUnitRules  *rules);
gboolean bn_army_generator_give             (BnArmy         *army,
                                             const BnLeader *leader,
                                             GPtrArray      *domain,
                                             const char     *name,
                                             BnUnitRules    *rules,
                                             BnLeaderRules  *leader_rules,
                                             GError        **error);

G_END_DECLS
