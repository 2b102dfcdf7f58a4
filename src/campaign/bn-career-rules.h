/* bn-career-rules.h — the career's house tables, read from data.
 *
 * A BnCareerRules holds what the post-battle sequence reads beyond the
 * leader tables: the Honor Points table (deed × motivation), the honor
 * multipliers, the Special Results table, what becomes of a lost leader,
 * ransoms by rank and what an unpaid mercenary debt leads to. The numbers
 * live in data/honor.xml; the esteem bands, the rank climb and skill rules
 * stay in BnLeaderRules (data/leaders.xml) and are not repeated.
 *
 * Once loaded a BnCareerRules never changes; it is shared by reference.
 */
#pragma once

#include <glib.h>

#include "bn-card.h"
#include "bn-leader-rules.h"

G_BEGIN_DECLS

#define BN_CAREER_RULES_ERROR (bn_career_rules_error_quark ())

typedef enum
{
  BN_CAREER_RULES_ERROR_INVALID,
} BnCareerRulesError;

typedef enum
{
  BN_DEED_AUTO_NONE,        /* recorded by the player */
  BN_DEED_AUTO_SURVIVED,    /* every leader not killed or captured */
  BN_DEED_AUTO_VICTORY,     /* every leader of the winning side */
} BnDeedAuto;

/* How often a battle can hold a deed (docs/rules.md, "Records that could
 * have happened"): counted for each side. */
typedef enum
{
  BN_DEED_LIMIT_NONE,
  BN_DEED_LIMIT_ENEMY_UNIT,   /* once for each enemy unit */
  BN_DEED_LIMIT_OWN_UNIT,     /* once for each unit of his own side */
  BN_DEED_LIMIT_OBJECTIVE,    /* once for each objective */
  BN_DEED_LIMIT_ENEMY_LEADER, /* once for each enemy leader */
  BN_DEED_LIMIT_BATTLE,       /* once a side */
  BN_DEED_LIMIT_UNIT_TURN,    /* once a unit (or leader alone) a turn */
} BnDeedLimit;

typedef struct
{
  const char *id;
  const char *name;         /* "destroyed an enemy unit" */
  BnDeedAuto  automatic;
  gboolean    captive;      /* the deed takes a captive (ransom by his rank) */
  BnDeedLimit limit;
} BnDeed;

/* What a record that does not say is taken to be at most (House): an
 * opponent known only by a label, a battle's objectives, its turns. */
typedef struct
{
  guint units;              /* units of an opponent without a roster */
  guint leaders;            /* leaders of a side without a roster */
  guint objectives;         /* objectives of a battle */
  guint objective_units;    /* units that may hold one objective */
  guint turns;              /* turns of a battle not read from a log */
} BnRecordLimits;

typedef enum
{
  BN_FATE_UNHARMED,
  BN_FATE_WOUNDED,
  BN_FATE_LOST,
  BN_FATE_CAPTURED,
  BN_FATE_KILLED,
} BnFate;

typedef struct
{
  guint       min_value;    /* card value + red bonus, inclusive */
  guint       max_value;
  BnFate      fate;
  guint       battles;      /* a wound's duration; 0 otherwise */
  const char *text;
} BnSpecialResult;

typedef enum
{
  BN_DEBT_LOYAL,            /* paid, or not yet due */
  BN_DEBT_BRIBABLE,         /* will take the next bribe offered */
  BN_DEBT_DESERTED,         /* has left the army; the debt lapses */
} BnDebtConsequence;

typedef struct _BnCareerRules BnCareerRules;

GQuark                 bn_career_rules_error_quark   (void);

BnCareerRules         *bn_career_rules_load_default  (GError     **error);
BnCareerRules         *bn_career_rules_load_bytes    (GBytes      *bytes,
                                                      const char  *name,
                                                      GError     **error);
BnCareerRules         *bn_career_rules_ref           (BnCareerRules *rules);
void                   bn_career_rules_unref         (BnCareerRules *rules);

guint                  bn_career_rules_get_n_deeds   (BnCareerRules *rules);
const BnDeed          *bn_career_rules_get_deed      (BnCareerRules *rules,
                                                      guint          index);
const BnDeed          *bn_career_rules_lookup_deed   (BnCareerRules *rules,
                                                      const char    *id);
gboolean               bn_career_rules_deed_honor    (BnCareerRules *rules,
                                                      const char    *deed_id,
                                                      const char    *motivation,
                                                      int           *out_points);

guint                  bn_career_rules_get_attached_multiplier (BnCareerRules *rules);
guint                  bn_career_rules_get_herald_multiplier   (BnCareerRules *rules);
const BnRecordLimits  *bn_career_rules_get_record_limits      (BnCareerRules *rules);
guint                  bn_career_rules_get_command_penalty     (BnCareerRules *rules);
guint                  bn_career_rules_get_skill_point_honor   (BnCareerRules *rules);
guint                  bn_career_rules_get_wound_penalty       (BnCareerRules *rules);

guint                  bn_career_rules_special_value (BnCareerRules *rules,
                                                      BnCard         card);
const BnSpecialResult *bn_career_rules_special_result (BnCareerRules *rules,
                                                      BnCard         card);
guint                  bn_career_rules_get_n_special_results (BnCareerRules *rules);
const BnSpecialResult *bn_career_rules_get_special_result (BnCareerRules *rules,
                                                      guint          index);
BnFate                 bn_career_rules_lost_found    (BnCareerRules *rules,
                                                      BnCard         card);
guint                  bn_career_rules_ransom        (BnCareerRules *rules,
                                                      guint          rank);
BnDebtConsequence      bn_career_rules_unpaid_consequence (BnCareerRules *rules,
                                                      guint          advances_unpaid);

const char            *bn_fate_get_id                (BnFate fate);
const char            *bn_debt_consequence_get_id    (BnDebtConsequence consequence);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnCareerRules, bn_career_rules_unref)

/* ---- Assembling a rule set: for the loader (bn-career-rules-xml.c) only ----
 *
 * Rows come in file order with the line they were read from; finish()
 * checks the tables as a whole and names the line of the first problem. */

typedef struct _BnCareerRulesBuilder BnCareerRulesBuilder;

BnCareerRulesBuilder *bn_career_rules_builder_new         (const char *name);
void                  bn_career_rules_builder_free        (BnCareerRulesBuilder *builder);
void                  bn_career_rules_builder_add_deed    (BnCareerRulesBuilder *builder,
                                                           const BnDeed         *deed,
                                                           guint                 line);
void                  bn_career_rules_builder_add_honor   (BnCareerRulesBuilder *builder,
                                                           const char           *motivation,
                                                           int                   points,
                                                           guint                 line);
void                  bn_career_rules_builder_set_multipliers (BnCareerRulesBuilder *builder,
                                                           guint                 attached,
                                                           guint                 herald,
                                                           guint                 penalty_percent,
                                                           guint                 skill_point_honor);
void                  bn_career_rules_builder_set_red_bonus (BnCareerRulesBuilder *builder,
                                                           guint                 red_bonus);
void                  bn_career_rules_builder_set_record_limits (BnCareerRulesBuilder *builder,
                                                           const BnRecordLimits *limits);
void                  bn_career_rules_builder_set_wound_penalty (BnCareerRulesBuilder *builder,
                                                           guint                 penalty);
void                  bn_career_rules_builder_add_special (BnCareerRulesBuilder  *builder,
                                                           const BnSpecialResult *row,
                                                           guint                  line);
void                  bn_career_rules_builder_add_found   (BnCareerRulesBuilder *builder,
                                                           const BnCardPattern  *pattern,
                                                           BnFate                fate,
                                                           guint                 line);
void                  bn_career_rules_builder_add_ransom  (BnCareerRulesBuilder *builder,
                                                           guint                 rank,
                                                           guint                 points,
                                                           guint                 line);
void                  bn_career_rules_builder_add_unpaid  (BnCareerRulesBuilder *builder,
                                                           guint                 advances,
                                                           BnDebtConsequence     consequence,
                                                           guint                 line);
BnCareerRules        *bn_career_rules_builder_finish      (BnCareerRulesBuilder  *builder,
                                                           GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnCareerRulesBuilder, bn_career_rules_builder_free)

G_END_DECLS
