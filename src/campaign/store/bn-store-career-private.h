/* bn-store-career-private.h — what the career store's files share: the
 * replay (bn-store-career.c), the roster changes it makes
 * (bn-store-career-rosters.c) and the readers of what it derived
 * (bn-store-career-read.c). */
#pragma once

#include "bn-store-private.h"

#include "bn-career-state.h"

G_BEGIN_DECLS

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
