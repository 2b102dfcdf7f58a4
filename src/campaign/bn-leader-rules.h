/* bn-leader-rules.h — the leader tables of Day of Battle, read from data.
 *
 * A BnLeaderRules holds every table a leader's creation and career reads:
 * social ranks, esteem levels with their score and honor bands, motivations,
 * skills, common and special retainers, the army-points multipliers and the
 * social-rank climb. The numbers live in data/leaders.xml, not here; this
 * type answers questions about them ("which esteem level is a score of 9?",
 * "what does the red Queen give as a special retainer?") and guarantees,
 * once loaded, that the tables are whole: bands meet without overlapping,
 * every card of the deck falls in exactly one row where a table must read
 * every card.
 *
 * A loaded BnLeaderRules never changes, so one instance can be shared
 * freely, across threads too.
 */
#pragma once

#include <glib.h>

#include "bn-card.h"
#include "bn-leader.h"
#include "bn-unit-filter.h"

G_BEGIN_DECLS

#define BN_LEADER_RULES_ERROR (bn_leader_rules_error_quark ())

typedef enum
{
  BN_LEADER_RULES_ERROR_INVALID,
} BnLeaderRulesError;

/* Which cards a row of a card table reads. "Face" is J, Q, K and the Ace,
 * as the rulings read the tables that list the Ace with the faces. */
typedef enum
{
  BN_RULE_COLOUR_ANY,
  BN_RULE_COLOUR_RED,
  BN_RULE_COLOUR_BLACK,
} BnRuleColour;

typedef enum
{
  BN_RULE_CARDS_NUMBERED,   /* 2–10 */
  BN_RULE_CARDS_COURT,      /* J, Q, K */
  BN_RULE_CARDS_ACE,
  BN_RULE_CARDS_FACE,       /* J, Q, K, A */
  BN_RULE_CARDS_JOKER,
} BnRuleCards;

typedef struct
{
  BnRuleColour colour;
  BnRuleCards  cards;
} BnCardPattern;

typedef struct
{
  guint        value;             /* 1 Knight … 6 King */
  const char  *title;
  const char  *description;
} BnSocialRank;

typedef struct
{
  guint        level;             /* 1 Unknown … 6 Extraordinary */
  const char  *name;
  int          min_score;         /* G_MININT: no lower bound */
  int          max_score;         /* G_MAXINT: no upper bound */
  guint        min_honor;         /* where a new leader's honor starts */
  guint        max_honor;         /* G_MAXUINT: no upper bound */
  const char  *minimum_command_id;
  const char  *minimum_command;   /* the same, in words for a player */
  const char  *description;
  /* What the minimum command asks of the army he leads: at least
   * command_units units matching any of command_filters, and/or the army
   * commander's post. */
  guint               command_units;
  const BnUnitFilter *command_filters;
  guint               n_command_filters;
  gboolean            command_army;
} BnEsteemLevel;

typedef struct
{
  const char          *id;        /* "raider", "mercenary", "chivalric" */
  const char          *name;
  const char          *abbreviation;
  guint                min_card;  /* card values read, inclusive */
  guint                max_card;
  const char          *description;
  /* Skill ids, the one such a leader favours most first, each skill once;
   * %NULL-terminated. %NULL when the table suggests no order. */
  const char * const  *skill_priority;
} BnMotivation;

typedef struct
{
  const char  *id;
  const char  *name;
  const char  *abbreviation;
  guint        min_points;
  guint        max_points;
  guint        display_offset;    /* added when shown: Initiative 11–20 */
  const char  *description;
} BnSkillRule;

typedef struct
{
  const char  *id;
  const char  *name;
  guint        die;               /* sides of the die rolled */
  guint        min_roll;          /* success on min_roll … max_roll */
  guint        max_roll;
} BnCommonRetainer;

typedef enum
{
  BN_RETAINER_ATTACHED_TO_UNIT,   /* lost if the unit loses a melee or breaks */
  BN_RETAINER_ATTACHED_TO_LEADER, /* stays with the leader until used */
} BnRetainerAttachment;

typedef struct
{
  const char           *id;
  const char           *name;
  BnCardPattern         pattern;        /* the cards that give this retainer */
  BnRetainerAttachment  attached_to;
  guint                 max_per_unit;   /* 0: no limit */
  guint                 max_per_leader; /* 0: no limit; past it, redraw */
  guint                 die;            /* the die of the success roll */
  guint                 success;        /* 0: no roll; else 1 … success */
  guint                 bonus_divisor;  /* ≠ 0: bonus = card value / this */
  const char           *description;
} BnSpecialRetainerRow;

typedef struct _BnLeaderRules BnLeaderRules;

GQuark                       bn_leader_rules_error_quark      (void);

gboolean                     bn_card_pattern_matches          (const BnCardPattern *pattern,
                                                               BnCard               card);

BnLeaderRules               *bn_leader_rules_load_default     (GError     **error);
BnLeaderRules               *bn_leader_rules_load_bytes       (GBytes      *bytes,
                                                               const char  *name,
                                                               GError     **error);
BnLeaderRules               *bn_leader_rules_ref              (BnLeaderRules *rules);
void                         bn_leader_rules_unref            (BnLeaderRules *rules);

guint                        bn_leader_rules_get_n_ranks      (BnLeaderRules *rules);
char                        *bn_leader_rules_dup_titled_name  (BnLeaderRules  *rules,
                                                               const BnLeader *leader);
const BnSocialRank          *bn_leader_rules_get_rank         (BnLeaderRules *rules,
                                                               guint          value);
guint                        bn_leader_rules_player_start_rank (BnLeaderRules *rules);
gboolean                     bn_leader_rules_rank_climbs      (BnLeaderRules *rules,
                                                               guint          current_rank,
                                                               BnCard         card);

guint                        bn_leader_rules_get_n_esteem_levels (BnLeaderRules *rules);
const BnEsteemLevel         *bn_leader_rules_get_esteem       (BnLeaderRules *rules,
                                                               guint          level);
char                        *bn_leader_rules_esteem_words     (BnLeaderRules *rules,
                                                               guint          level);
const BnEsteemLevel         *bn_leader_rules_esteem_for_score (BnLeaderRules *rules,
                                                               int            score);
const BnEsteemLevel         *bn_leader_rules_esteem_for_honor (BnLeaderRules *rules,
                                                               guint          honor);

guint                        bn_leader_rules_get_n_motivations (BnLeaderRules *rules);
const BnMotivation          *bn_leader_rules_get_motivation   (BnLeaderRules *rules,
                                                               guint          index);
const BnMotivation          *bn_leader_rules_lookup_motivation (BnLeaderRules *rules,
                                                               const char    *id);
const BnMotivation          *bn_leader_rules_motivation_for_value (BnLeaderRules *rules,
                                                               guint          card_value);

guint                        bn_leader_rules_get_n_skills     (BnLeaderRules *rules);
const BnSkillRule           *bn_leader_rules_get_skill        (BnLeaderRules *rules,
                                                               guint          index);
const BnSkillRule           *bn_leader_rules_lookup_skill     (BnLeaderRules *rules,
                                                               const char    *id);

guint                        bn_leader_rules_get_n_common_retainers (BnLeaderRules *rules);
const BnCommonRetainer      *bn_leader_rules_get_common_retainer (BnLeaderRules *rules,
                                                               guint          index);
const BnCommonRetainer      *bn_leader_rules_lookup_common_retainer (BnLeaderRules *rules,
                                                               const char    *id);
gboolean                     bn_common_retainer_succeeds      (const BnCommonRetainer *retainer,
                                                               guint                   roll);

guint                        bn_leader_rules_special_retainer_count (BnLeaderRules *rules,
                                                               guint          rank);
guint                        bn_leader_rules_get_n_special_retainers (BnLeaderRules *rules);
const BnSpecialRetainerRow  *bn_leader_rules_get_special_retainer (BnLeaderRules *rules,
                                                               guint          index);
const BnSpecialRetainerRow  *bn_leader_rules_lookup_special_retainer (BnLeaderRules *rules,
                                                               const char    *id);
const BnSpecialRetainerRow  *bn_leader_rules_special_retainer_for_card (BnLeaderRules *rules,
                                                               BnCard         card,
                                                               guint         *out_bonus);

guint                        bn_leader_rules_army_multiplier  (BnLeaderRules *rules,
                                                               BnCard         card);
guint                        bn_leader_rules_army_bonus       (BnLeaderRules *rules,
                                                               BnCard         card,
                                                               gboolean      *out_draw_again);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnLeaderRules, bn_leader_rules_unref)

/* ---- Assembling a rule set: for loaders (bn-leader-rules-xml.c) only ----
 *
 * A loader feeds rows in file order, each with the line it was read from,
 * then calls bn_leader_rules_builder_finish(), which checks the tables as a
 * whole and names the document and line of the first problem. Strings are
 * copied. */

typedef struct _BnLeaderRulesBuilder BnLeaderRulesBuilder;

BnLeaderRulesBuilder *bn_leader_rules_builder_new       (const char *name);
void                  bn_leader_rules_builder_free      (BnLeaderRulesBuilder *builder);
void                  bn_leader_rules_builder_set_player_start_rank (BnLeaderRulesBuilder *builder,
                                                         guint                 rank,
                                                         guint                 line);
void                  bn_leader_rules_builder_set_rank_multiple (BnLeaderRulesBuilder *builder,
                                                         guint                 multiple,
                                                         guint                 line);
void                  bn_leader_rules_builder_add_rank  (BnLeaderRulesBuilder *builder,
                                                         const BnSocialRank   *rank,
                                                         guint                 line);
void                  bn_leader_rules_builder_add_esteem (BnLeaderRulesBuilder *builder,
                                                         const BnEsteemLevel  *esteem,
                                                         guint                 line);
void                  bn_leader_rules_builder_add_motivation (BnLeaderRulesBuilder *builder,
                                                         const BnMotivation   *motivation,
                                                         guint                 line);
void                  bn_leader_rules_builder_add_skill (BnLeaderRulesBuilder *builder,
                                                         const BnSkillRule    *skill,
                                                         guint                 line);
void                  bn_leader_rules_builder_add_common_retainer (BnLeaderRulesBuilder   *builder,
                                                         const BnCommonRetainer *retainer,
                                                         guint                   line);
void                  bn_leader_rules_builder_add_special_count (BnLeaderRulesBuilder *builder,
                                                         guint                 rank,
                                                         guint                 retainers,
                                                         guint                 line);
void                  bn_leader_rules_builder_add_special_retainer (BnLeaderRulesBuilder       *builder,
                                                         const BnSpecialRetainerRow *row,
                                                         guint                       line);
void                  bn_leader_rules_builder_add_special_bonus (BnLeaderRulesBuilder *builder,
                                                         guint                 card_value,
                                                         guint                 points,
                                                         guint                 line);
void                  bn_leader_rules_builder_add_multiplier (BnLeaderRulesBuilder *builder,
                                                         const BnCardPattern  *pattern,
                                                         guint                 factor,
                                                         guint                 line);
void                  bn_leader_rules_builder_add_bonus_exception (BnLeaderRulesBuilder *builder,
                                                         const BnCardPattern  *pattern,
                                                         guint                 points,
                                                         gboolean              draw_again,
                                                         guint                 line);
BnLeaderRules        *bn_leader_rules_builder_finish    (BnLeaderRulesBuilder  *builder,
                                                         GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnLeaderRulesBuilder, bn_leader_rules_builder_free)

G_END_DECLS
