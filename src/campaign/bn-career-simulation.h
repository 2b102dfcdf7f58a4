/* bn-career-simulation.h — many careers of auto-resolved battles, measured.
 *
 * Shows whether the Honor Points and Special Results tables are fair: each
 * simulated campaign, in a temporary database of its own, holds
 * BN_CAREER_SIMULATION_BARONS player-leader Barons, each with a host of the
 * same points value. Every round the Barons who can take the field (not
 * dead, not held captive, no wound still healing) are paired at random and
 * each pair fights a battle, through the calls a player's battle goes
 * through: bn_career_fight(), then bn_career_apply_battle(); the round ends
 * with bn_career_advance(), and each Baron spends the skill points he has
 * earned in the order his motivation favours. A Baron killed or held ends
 * his career and a new Baron, with a new host, takes his place.
 *
 * Everything follows from the seed: the same request gives the same
 * figures and the same report.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Barons in each simulated campaign: enough that the pairings vary. */
#define BN_CAREER_SIMULATION_BARONS 4
/* What each Baron's host is raised for. */
#define BN_CAREER_SIMULATION_POINTS 60

typedef struct
{
  guint campaigns;              /* simulated campaigns, each in its own database */
  guint rounds;                 /* rounds of battles in each: the most any Baron fights */
  guint64 seed;
} BnCareerSimulationRequest;

/* One group's figures: a motivation's careers, or all of them (id %NULL). */
typedef struct
{
  char *motivation;             /* a motivation id; %NULL: every motivation */
  char *name;                   /* in words */
  guint careers;                /* careers begun */
  guint ended;                  /* careers ended by death or captivity */
  guint battles;                /* battles fought by its leaders */
  guint deaths;                 /* battles in which one of them was killed */
  guint captures;               /* …was captured (held or ransomed) */
  guint wounds;                 /* …was wounded */
  guint rank_climbs;            /* social ranks gained, over every career */
  guint checks;                 /* personal combat skill checks made on them */
  double honor_q1;              /* honor gained in one battle: quartiles */
  double honor_median;
  double honor_q3;
  double honor_mean;
  /* Battles fought when each esteem level was first reached, by careers
   * that began below it (index: the level, 1–6). */
  guint esteem_below[7];        /* careers that began below the level */
  guint esteem_reached[7];      /* …and reached it */
  double esteem_median[7];      /* battles: the median of those who reached it; -1: none */
  double career_median;         /* battles; Kaplan–Meier, -1 when over half still run */
  guint career_longest;         /* the longest career seen, in battles */
} BnCareerSimulationGroup;

typedef struct _BnCareerSimulation BnCareerSimulation;

/* Called after every round of every campaign, from the simulating thread. */
typedef void (*BnCareerSimulationProgress) (guint    done,
                                            guint    total,
                                            gpointer user_data);

BnCareerSimulation *bn_career_simulation_run        (const BnCareerSimulationRequest *request,
                                                     BnCareerSimulationProgress       progress,
                                                     gpointer                         user_data,
                                                     GCancellable                    *cancellable,
                                                     GError                         **error);
void                bn_career_simulation_free       (BnCareerSimulation *simulation);

guint               bn_career_simulation_get_n_groups (const BnCareerSimulation *simulation);
const BnCareerSimulationGroup *bn_career_simulation_get_group (const BnCareerSimulation *simulation,
                                                     guint                     index);
guint               bn_career_simulation_get_starting_leaders (const BnCareerSimulation *simulation);
guint               bn_career_simulation_get_battles (const BnCareerSimulation *simulation);
char               *bn_career_simulation_format     (const BnCareerSimulation *simulation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnCareerSimulation, bn_career_simulation_free)

G_END_DECLS
