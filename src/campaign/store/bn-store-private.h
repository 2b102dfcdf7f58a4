/* bn-store-private.h — what the store's own files share.
 *
 * Only the files of the store (bn-store*.c) include this header, and with it
 * sqlite3.h; the rest of Banneret sees the store through bn-store.h.
 */
#pragma once

#include <sqlite3.h>

#include "bn-store.h"
#include "bn-chance.h"

G_BEGIN_DECLS

struct _BnStore
{
  grefcount ref_count;
  sqlite3 *db;
  char *path;
  guint schema_version;
  guint depth;              /* open bn_store_begin() calls */
  gboolean read_only;       /* opened for reading: the file or its folder is not writable */
  GHashTable *statements;   /* SQL → sqlite3_stmt, prepared once (bn_store_prepare_cached()) */
};

void          bn_store_set_error          (BnStore     *store,
                                           GError     **error,
                                           const char  *what);
gboolean      bn_store_exec               (BnStore     *store,
                                           const char  *sql,
                                           GError     **error);
sqlite3_stmt *bn_store_prepare            (BnStore     *store,
                                           const char  *sql,
                                           GError     **error);
gboolean      bn_store_exec_id            (BnStore     *store,
                                           const char  *sql,
                                           gint64       id,
                                           GError     **error);
gboolean      bn_store_begin              (BnStore     *store,
                                           GError     **error);
gboolean      bn_store_commit             (BnStore     *store,
                                           GError     **error);
void          bn_store_rollback           (BnStore     *store);
gboolean      bn_store_step_row           (BnStore      *store,
                                           sqlite3_stmt *stmt,
                                           const char   *what,
                                           GError      **error);
gboolean      bn_store_step_done          (BnStore      *store,
                                           sqlite3_stmt *stmt,
                                           const char   *what,
                                           GError      **error);

/* A unit's attribute columns, in this order, in army_unit, unit_type and
 * career_roster_change: type, name, arm, armour, weapons, shields, morale,
 * light, dedicated, mercenary, peasants, figures, battle_class, leadership
 * (BN_STORE_N_UNIT_COLUMNS of them). */
#define BN_STORE_UNIT_COLUMNS \
  "type, name, arm, armour, weapons, shields, morale, light, dedicated, " \
  "mercenary, peasants, figures, battle_class, leadership"
#define BN_STORE_N_UNIT_COLUMNS 14

BnUnit       *bn_store_unit_from_row      (sqlite3_stmt  *stmt,
                                           int            first);
void          bn_store_bind_unit          (sqlite3_stmt  *stmt,
                                           int            first,
                                           const BnUnit  *unit);

gboolean      bn_store_check_deal_unused  (BnStore       *store,
                                           gint64         campaign_id,
                                           gint           deal,
                                           GError       **error);
gboolean      bn_store_career_apply_in_transaction (BnStore  *store,
                                                    gint64    battle_id,
                                                    BnChance *chance,
                                                    GError  **error);
GBytes       *bn_store_compress_text      (const char    *text);
GPtrArray    *bn_store_list_armies_of_leaders (BnStore   *store,
                                              gint64      campaign_id,
                                              const char *leaders,
                                              const char *armies,
                                              GError    **error);
GPtrArray    *bn_store_list_career_leaders (BnStore      *store,
                                           gint64         campaign_id,
                                           const char    *named,
                                           GError       **error);

/* The leaders bn_store_list_career_leaders() reads when given the JSON
 * array @param, as SQL over the leader table @t: those it names, each
 * found by its id. */
#define BN_STORE_CAREER_LEADERS_NAMED(t, param) \
  t ".id IN (SELECT value FROM json_each(" param "))"
char         *bn_store_column_text        (BnStore       *store,
                                           sqlite3_stmt  *stmt,
                                           int            column,
                                           GError       **error);
gboolean      bn_store_write_army         (BnStore       *store,
                                           BnArmy        *army,
                                           GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

/* A statement the store keeps (bn_store_prepare_cached()): borrowed, and
 * reset, not finalized, when the caller is done with it. */
typedef sqlite3_stmt BnStoreCachedStmt;
sqlite3_stmt *bn_store_prepare_cached     (BnStore       *store,
                                           const char    *sql,
                                           GError       **error);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnStoreCachedStmt, sqlite3_reset)

G_END_DECLS
