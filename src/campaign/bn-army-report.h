/* bn-army-report.h — what a roster costs and what is wrong with it.
 *
 * bn_army_check() prices every unit, adds up the mercenaries' promises,
 * and lists the problems: errors make the army illegal to field (over its
 * points, an illegal unit, a promise below the minimum, a post nobody may
 * hold); warnings are for the player to weigh (the leader's minimum command
 * not met, a unit with no command colour, a colour with no unit).
 */
#pragma once

#include "bn-army.h"
#include "bn-leader-rules.h"
#include "bn-leader.h"
#include "bn-unit-rules.h"

G_BEGIN_DECLS

typedef enum
{
  BN_ARMY_PROBLEM_ERROR,
  BN_ARMY_PROBLEM_WARNING,
} BnArmyProblemLevel;

typedef struct
{
  BnArmyProblemLevel level;
  char *code;             /* "over-points", "illegal-unit", "minimum-command", … */
  char *message;
  gint unit_index;        /* the unit concerned, or -1 */
} BnArmyProblem;

typedef struct
{
  guint army_points;
  guint spent;            /* what the units cost now */
  guint promised;         /* owed to mercenaries after the battle */
  guint unspent;          /* left for bribes; 0 when over */
  guint over;             /* points beyond the army's; 0 when within */
  GArray *unit_costs;     /* guint per unit; 0 for an illegal unit */
  GPtrArray *breakdowns;  /* BnCostBreakdown per unit; NULL for an illegal unit */
  GPtrArray *problems;    /* BnArmyProblem, errors first */
} BnArmyReport;

BnArmyReport *bn_army_check                 (const BnArmy    *army,
                                             BnUnitRules     *unit_rules,
                                             BnLeaderRules   *leader_rules,
                                             const BnLeader  *leader,
                                             GPtrArray       *domain);
void          bn_army_report_free           (BnArmyReport    *report);
guint         bn_army_report_count          (const BnArmyReport *report,
                                             BnArmyProblemLevel  level);
const BnArmyProblem *bn_army_report_find    (const BnArmyReport *report,
                                             const char         *code);
gboolean      bn_army_problem_blocks_saving (const BnArmyProblem *problem);
gboolean      bn_army_check_import          (const BnArmy    *army,
                                             const char      *file,
                                             BnUnitRules     *unit_rules,
                                             BnLeaderRules   *leader_rules,
                                             const BnLeader  *leader,
                                             GPtrArray       *domain,
                                             GError         **error);
guint         bn_army_get_cost              (const BnArmy    *army,
                                             BnUnitRules     *unit_rules);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnArmyReport, bn_army_report_free)

G_END_DECLS
