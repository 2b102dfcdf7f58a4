/* bn-leader-rules-private.h — the leader tables' rows, shared by the
 * building and lookups (bn-leader-rules.c) and the checks of the tables
 * as a whole (bn-leader-rules-checks.c). */
#pragma once

#include "bn-leader-rules.h"

G_BEGIN_DECLS

/* Card values 0 (joker) to 13 (King). */
#define N_CARD_VALUES 14

#define BUILDER_OK(builder) ((builder) != NULL && !(builder)->finished)

/* Each row keeps the line it was read from, for the checks' messages. */
typedef struct
{
  BnSocialRank pub;
  guint        line;
} RankRow;

typedef struct
{
  BnEsteemLevel pub;
  guint         line;
} EsteemRow;

typedef struct
{
  BnMotivation  pub;
  guint         line;
  const char  **priority;  /* owns pub.skill_priority's array */
} MotivationRow;

typedef struct
{
  BnSkillRule pub;
  guint       line;
} SkillRow;

typedef struct
{
  BnCommonRetainer pub;
  guint            line;
} CommonRow;

typedef struct
{
  guint rank;
  guint retainers;
  guint line;
} CountRow;

typedef struct
{
  BnSpecialRetainerRow pub;
  guint                line;
  guint                bonus[N_CARD_VALUES];      /* by card value; 0: none */
  guint                bonus_line[N_CARD_VALUES]; /* 0: not listed */
} SpecialRow;

typedef struct
{
  BnCardPattern pattern;
  guint         factor;
  guint         line;
} MultiplierRow;

typedef struct
{
  BnCardPattern pattern;
  guint         points;
  gboolean      draw_again;
  guint         line;
} ExceptionRow;

struct _BnLeaderRules
{
  gatomicrefcount  ref_count;
  GStringChunk    *strings;

  guint            player_start_rank;
  guint            player_start_line;
  guint            rank_multiple;
  guint            rank_multiple_line;

  GArray          *ranks;        /* RankRow, by value once finished */
  GArray          *esteem;       /* EsteemRow, by level once finished */
  GArray          *motivations;  /* MotivationRow */
  GArray          *skills;       /* SkillRow */
  GArray          *common;       /* CommonRow */
  GArray          *counts;       /* CountRow */
  GArray          *special;      /* SpecialRow */
  GArray          *multipliers;  /* MultiplierRow */
  GArray          *exceptions;   /* ExceptionRow */
  GPtrArray       *filters;      /* BnUnitFilter arrays the esteem rows point into */
};

struct _BnLeaderRulesBuilder
{
  char          *name;
  BnLeaderRules *rules;
  GError        *deferred;  /* a problem found while adding rows */
  gboolean       finished;
};

G_GNUC_INTERNAL void     set_rules_error    (GError     **error,
                                             const char  *name,
                                             guint        line,
                                             const char  *format,
                                             ...) G_GNUC_PRINTF (4, 5);
G_GNUC_INTERNAL gboolean leader_rules_check (BnLeaderRulesBuilder  *builder,
                                             GError               **error);

G_END_DECLS
