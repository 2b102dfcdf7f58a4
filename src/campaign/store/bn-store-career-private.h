/* bn-store-career-private.h — what the career store's files share: the
 * replay (bn-store-career.c), the recorded battles it replays
 * (bn-store-career-battles.c), the writing back of what it derived
 * (bn-store-career-write.c), the roster changes it makes
 * (bn-store-career-rosters.c) and the readers of what it derived
 * (bn-store-career-read.c). */
#pragma once

#include "bn-store-private.h"

#include "bn-battle-record.h"
#include "bn-career-state.h"

G_BEGIN_DECLS

/* The rule tables a replay or a record's check reads. */
typedef struct
{
  BnCareerRules *career;
  BnLeaderRules *leader;
  BnUnitRules *unit;
} BnStoreCareerRules;

void      bn_store_career_rules_clear      (BnStoreCareerRules *rules);
gboolean  bn_store_career_rules_load       (BnStoreCareerRules *rules,
                                            GError            **error);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BnStoreCareerRules, bn_store_career_rules_clear)

gboolean  bn_store_career_exec_bound       (BnStore        *store,
                                            const char     *sql,
                                            gint64          key,
                                            const char     *what,
                                            GError        **error);

/* bn-store-career-battles.c */
gboolean        bn_store_career_write_children    (BnStore               *store,
                                                   const BnBattleRecord  *record,
                                                   GError               **error);
BnBattleRecord *bn_store_career_load_battle       (BnStore               *store,
                                                   gint64                 id,
                                                   GError               **error);
gboolean        bn_store_career_check_record      (BnStore               *store,
                                                   BnStoreCareerRules    *rules,
                                                   BnBattleRecord        *record,
                                                   guint                  as_of,
                                                   GError               **error);
gboolean        bn_store_career_update_battle_row (BnStore               *store,
                                                   const BnBattleRecord  *record,
                                                   GError               **error);

/* bn-store-career-write.c */
typedef struct _BnStoreCareerKept BnStoreCareerKept;

BnStoreCareerKept *bn_store_career_kept_new    (BnStore             *store,
                                                BnCareerState       *state,
                                                gint64               campaign_id,
                                                GError             **error);
void               bn_store_career_kept_free   (BnStoreCareerKept   *kept);
gboolean           bn_store_career_write_state (BnStore             *store,
                                                BnCareerState       *state,
                                                gint64               campaign_id,
                                                guint                from,
                                                BnStoreCareerKept   *kept,
                                                GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnStoreCareerKept, bn_store_career_kept_free)

/* bn-store-career.c */
void           bn_store_career_step           (const char          *name);
BnCareerState *bn_store_career_load_state     (BnStore             *store,
                                               BnStoreCareerRules  *rules,
                                               gint64               campaign_id,
                                               guint                from,
                                               const char          *named,
                                               GError             **error);
gboolean       bn_store_career_replay_events  (BnStore             *store,
                                               BnCareerState       *state,
                                               gint64               campaign_id,
                                               guint                from,
                                               guint                until,
                                               guint                current,
                                               BnChance            *chance,
                                               GError             **error);

BnArmy   *bn_store_career_army_as_of       (BnStore        *store,
                                            gint64          army_id,
                                            guint           as_of,
                                            GError        **error);
gboolean  bn_store_career_change_rosters   (BnStore        *store,
                                            BnCareerState  *state,
                                            gint64          campaign_id,
                                            GError        **error);

gboolean  bn_store_career_query_int64      (BnStore        *store,
                                            const char     *sql,
                                            gint64          key,
                                            gint64         *out,
                                            GError        **error);
void      bn_store_career_bind_text_or_null (sqlite3_stmt  *stmt,
                                            int             column,
                                            const char     *text);

G_END_DECLS
