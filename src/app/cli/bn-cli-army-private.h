/* bn-cli-army-private.h — what the "army …" commands' files share: the
 * army a command works on, with both rule sets and its leader, and the
 * helpers that read, check, change and print it. */
#pragma once

#include "bn-cli.h"

#include "bn-army-report.h"

G_BEGIN_DECLS

/* What most army commands need: the store, both rule sets, the army, its
 * leader and his domain. */
typedef struct
{
  BnStore *store;         /* borrowed from the context */
  BnUnitRules *unit_rules;
  BnLeaderRules *leader_rules;
  BnArmy *army;
  BnLeader *leader;
  GPtrArray *domain;
} ArmyContext;

void bn_cli_army_context_clear (ArmyContext *ac);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ArmyContext, bn_cli_army_context_clear)

/* A change to a saved roster, made to the roster as read inside the write. */
typedef gboolean (*ArmyChange) (ArmyContext  *ac,
                                gpointer      data,
                                GError      **error);

/* In bn-cli-army.c. */
gboolean      bn_cli_army_parse_id      (const char     *text,
                                         gboolean        is_leader,
                                         gint64         *out_id,
                                         GError        **error);
gboolean      bn_cli_army_open_rules    (BnCliContext   *ctx,
                                         ArmyContext    *ac,
                                         GError        **error);
gboolean      bn_cli_army_load_leader   (ArmyContext    *ac,
                                         gint64          leader_id,
                                         GError        **error);
gboolean      bn_cli_army_load          (BnCliContext   *ctx,
                                         ArmyContext    *ac,
                                         const char     *army_text,
                                         GError        **error);
BnArmyReport *bn_cli_army_check         (ArmyContext    *ac);
int           bn_cli_army_fail_or_usage (BnCliContext   *ctx,
                                         const GError   *error);
int           bn_cli_army_edit          (BnCliContext   *ctx,
                                         ArmyContext    *ac,
                                         const char     *army_text,
                                         ArmyChange      change,
                                         gpointer        data,
                                         gboolean        legal_only);

/* In bn-cli-army-show.c. */
void          bn_cli_army_print         (ArmyContext    *ac);
void          bn_cli_army_print_units   (BnUnitRules        *rules,
                                         const BnArmy       *army,
                                         const BnArmyReport *report);

G_END_DECLS
