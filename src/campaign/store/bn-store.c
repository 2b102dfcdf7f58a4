/* bn-store.c — opening, checking and migrating the campaign database.
 *
 * The order of bn_store_open() matters: every check that can refuse a file
 * runs before the first write (journal mode, migrations), so a file that is
 * not ours, is too new or is damaged is left byte for byte as it was.
 */
#include "bn-store-private.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include <errno.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "bn-resources.h"

/* Long enough for another process's longest write (a replay of a long
 * campaign) on a busy machine: a writer waits rather than fails. */
#define BUSY_TIMEOUT_MS 30000
#define SQLITE_MAGIC "SQLite format 3"

G_DEFINE_QUARK (bn-store-error-quark, bn_store_error)

static BnStoreError
error_code_for (int rc)
{
  switch (rc & 0xFF)
    {
    case SQLITE_CORRUPT:
      return BN_STORE_ERROR_CORRUPT;
    case SQLITE_NOTADB:
      return BN_STORE_ERROR_NOT_BANNERET;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return BN_STORE_ERROR_BUSY;
    case SQLITE_CONSTRAINT:
      return BN_STORE_ERROR_CONSTRAINT;
    case SQLITE_CANTOPEN:
    case SQLITE_IOERR:
    case SQLITE_READONLY:
    case SQLITE_FULL:
    case SQLITE_PERM:
      return BN_STORE_ERROR_IO;
    default:
      return BN_STORE_ERROR_FAILED;
    }
}

/* Sets @error from the connection's last error: "PATH: WHAT: sqlite's words". */
/* A full disk reaches SQLite as SQLITE_FULL, or as an I/O error when it
 * strikes while the shared-memory index is made: either way it is said as
 * such, naming the file. */
static gboolean
set_full_error (BnStore     *store,
                int          rc,
                GError     **error)
{
  if ((rc & 0xFF) != SQLITE_FULL && sqlite3_system_errno (store->db) != ENOSPC)
    return FALSE;
  g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_IO,
               _("%s: no space left on device; nothing was changed"), store->path);
  return TRUE;
}

void
bn_store_set_error (BnStore     *store,
                    GError     **error,
                    const char  *what)
{
  int rc = sqlite3_extended_errcode (store->db);

  if (set_full_error (store, rc, error))
    return;

  if ((rc & 0xFF) == SQLITE_READONLY)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_IO,
                   _("%s is read-only (the file or its folder cannot be written), so %s is not possible; "
                   "nothing was changed"), store->path, what);
      return;
    }

  g_set_error (error, BN_STORE_ERROR, error_code_for (rc), _("%s: %s: %s"),
               store->path, what, sqlite3_errmsg (store->db));
}

gboolean
bn_store_exec (BnStore     *store,
               const char  *sql,
               GError     **error)
{
  char *message = NULL;
  int rc = sqlite3_exec (store->db, sql, NULL, NULL, &message);

  if (rc != SQLITE_OK && set_full_error (store, rc, error))
    {
      sqlite3_free (message);
      return FALSE;
    }
  if (rc != SQLITE_OK)
    {
      g_set_error (error, BN_STORE_ERROR, error_code_for (rc), _("%s: %s"),
                   store->path, message != NULL ? message : sqlite3_errstr (rc));
      sqlite3_free (message);
      return FALSE;
    }
  return TRUE;
}

/* Returns: (transfer full): a prepared statement, or %NULL with @error set. */
sqlite3_stmt *
bn_store_prepare (BnStore     *store,
                  const char  *sql,
                  GError     **error)
{
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (store->db, sql, -1, &stmt, NULL) != SQLITE_OK)
    {
      bn_store_set_error (store, error, "preparing a query");
      return NULL;
    }
  return stmt;
}

/* Returns: (transfer none): the statement for @sql, prepared the first time
 * it is asked for and kept until the store closes, reset and unbound.
 * Statements run many times in one command (every leader's retainers, every
 * army's units) cost their parsing once. */
sqlite3_stmt *
bn_store_prepare_cached (BnStore     *store,
                         const char  *sql,
                         GError     **error)
{
  sqlite3_stmt *stmt;

  if (store->statements == NULL)
    store->statements = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                               (GDestroyNotify) sqlite3_finalize);
  stmt = g_hash_table_lookup (store->statements, sql);
  if (stmt != NULL)
    {
      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      return stmt;
    }
  if (sqlite3_prepare_v3 (store->db, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, NULL) != SQLITE_OK)
    {
      bn_store_set_error (store, error, "preparing a query");
      return NULL;
    }
  g_hash_table_insert (store->statements, g_strdup (sql), stmt);
  return stmt;
}

/* Steps a query: %TRUE with a row to read; %FALSE at the end, or on a read
 * error with @error set, so that a loop over the rows ends either way and
 * the caller tells the two apart by @error. A half-read list is never
 * taken for the whole. */
gboolean
bn_store_step_row (BnStore      *store,
                   sqlite3_stmt *stmt,
                   const char   *what,
                   GError      **error)
{
  int rc = sqlite3_step (stmt);

  if (rc == SQLITE_ROW)
    return TRUE;
  if (rc != SQLITE_DONE)
    bn_store_set_error (store, error, what);
  return FALSE;
}

/* Steps a statement that returns no rows. */
gboolean
bn_store_step_done (BnStore      *store,
                    sqlite3_stmt *stmt,
                    const char   *what,
                    GError      **error)
{
  if (sqlite3_step (stmt) != SQLITE_DONE)
    {
      bn_store_set_error (store, error, what);
      return FALSE;
    }
  return TRUE;
}

/* IMMEDIATE takes the write lock up front, so two processes (the app and the
 * CLI) wait for each other instead of failing half way through, and what a
 * write reads before it decides cannot change under it. A write made inside
 * another (a roster edit that saves the roster) nests as a savepoint: it is
 * undone alone if it fails, and committed only with the outer one. */
gboolean
bn_store_begin (BnStore     *store,
                GError     **error)
{
  g_autofree char *savepoint = NULL;

  if (store->read_only)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_IO,
                   _("%s is read-only (the file or its folder cannot be written); nothing was changed"),
                   store->path);
      return FALSE;
    }
  if (store->depth == 0)
    {
      if (!bn_store_exec (store, "BEGIN IMMEDIATE", error))
        return FALSE;
    }
  else
    {
      savepoint = g_strdup_printf ("SAVEPOINT bn_%u", store->depth);
      if (!bn_store_exec (store, savepoint, error))
        return FALSE;
    }
  store->depth++;
  return TRUE;
}

gboolean
bn_store_commit (BnStore     *store,
                 GError     **error)
{
  g_autofree char *release = NULL;

  g_return_val_if_fail (store->depth > 0, FALSE);

  if (store->depth > 1)
    {
      release = g_strdup_printf ("RELEASE bn_%u", store->depth - 1);
      if (!bn_store_exec (store, release, error))
        {
          bn_store_rollback (store);
          return FALSE;
        }
      store->depth--;
      return TRUE;
    }
  if (!bn_store_exec (store, "COMMIT", error))
    {
      bn_store_rollback (store);
      return FALSE;
    }
  store->depth = 0;
  return TRUE;
}

void
bn_store_rollback (BnStore *store)
{
  g_autofree char *undo = NULL;

  if (store->depth > 1)
    {
      store->depth--;
      undo = g_strdup_printf ("ROLLBACK TO bn_%u; RELEASE bn_%u", store->depth, store->depth);
      sqlite3_exec (store->db, undo, NULL, NULL, NULL);
      return;
    }
  store->depth = 0;
  if (!sqlite3_get_autocommit (store->db))
    sqlite3_exec (store->db, "ROLLBACK", NULL, NULL, NULL);
}

/* Whether a bn_store_begin() is open: a caller that must not be inside
 * another write (a long replay, a check of the whole file) asks first. */
gboolean
bn_store_in_transaction (BnStore *store)
{
  g_return_val_if_fail (store != NULL, FALSE);

  return store->depth > 0;
}

/* Returns: (transfer full): $XDG_DATA_HOME/banneret/banneret.db */
char *
bn_store_get_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "banneret", "banneret.db", NULL);
}

static gboolean
query_int (BnStore     *store,
           const char  *sql,
           gint64      *out_value,
           GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = bn_store_prepare (store, sql, error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    {
      bn_store_set_error (store, error, "reading the database header");
      return FALSE;
    }
  *out_value = sqlite3_column_int64 (stmt, 0);
  return TRUE;
}

/* Refuses anything that is not an SQLite file without handing it to SQLite
 * at all: random bytes must not even get a journal created beside them. */
/* A database in WAL mode is read through its -shm file, which a read-only
 * folder cannot hold. With no -wal file beside it nobody is writing it (a
 * writer keeps one there), so it is read as it stands on disk. */
static int
open_read_only (BnStore    *store,
                const char *path)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *uri = NULL;
  g_autofree char *immutable = NULL;
  g_autofree char *absolute = NULL;

  if (g_file_test (wal, G_FILE_TEST_EXISTS))
    return sqlite3_open_v2 (path, &store->db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, NULL);
  /* A URI names an absolute path; a relative one is made absolute first. */
  absolute = g_canonicalize_filename (path, NULL);
  uri = g_filename_to_uri (absolute, NULL, NULL);
  if (uri == NULL)
    return SQLITE_CANTOPEN;
  immutable = g_strconcat (uri, "?immutable=1", NULL);
  return sqlite3_open_v2 (immutable, &store->db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, NULL);
}

/* Whether @path and the folder beside it (where SQLite keeps the journal)
 * can both be written by this process. */
static gboolean
can_write (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);

  return g_access (path, W_OK) == 0 && g_access (folder, W_OK) == 0;
}

static gboolean
check_file_header (const char  *path,
                   gboolean    *out_exists,
                   GError     **error)
{
  char header[16] = { 0 };
  GStatBuf st;
  FILE *file;
  size_t n;

  *out_exists = FALSE;
  if (g_stat (path, &st) != 0)
    {
      if (errno == ENOENT)
        return TRUE;
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_IO, _("%s: %s"), path, g_strerror (errno));
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_BANNERET,
                   _("%s is not a file, so it cannot be a Banneret database"), path);
      return FALSE;
    }
  *out_exists = TRUE;
  /* SQLite would take an empty file for a new database; Banneret makes one
   * only where there is no file, so a file the user has is never taken over. */
  if (st.st_size == 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_BANNERET,
                   _("%s is an empty file, not a Banneret database; it has been left as it is. "
                   "Give the name of a file that does not exist yet to start a new database"), path);
      return FALSE;
    }

  file = g_fopen (path, "rb");
  if (file == NULL)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_IO, _("%s: %s"), path, g_strerror (errno));
      return FALSE;
    }
  n = fread (header, 1, sizeof header, file);
  fclose (file);
  if (n < sizeof header || memcmp (header, SQLITE_MAGIC, sizeof SQLITE_MAGIC) != 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_BANNERET,
                   _("%s is not a Banneret database (it is not an SQLite database at all)"), path);
      return FALSE;
    }
  return TRUE;
}

/* Reads what identifies the file, still without writing anything. */
static gboolean
check_identity (BnStore     *store,
                gboolean     existed,
                GError     **error)
{
  gint64 application_id = 0;
  gint64 user_version = 0;
  gint64 n_objects = 0;
  g_autoptr(GError) local_error = NULL;

  if (!query_int (store, "PRAGMA application_id", &application_id, &local_error) ||
      !query_int (store, "PRAGMA user_version", &user_version, &local_error) ||
      !query_int (store, "SELECT count(*) FROM sqlite_schema", &n_objects, &local_error))
    {
      if (g_error_matches (local_error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_BANNERET))
        g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_BANNERET,
                     _("%s is not a Banneret database (SQLite cannot read it as a database)"),
                     store->path);
      else if (g_error_matches (local_error, BN_STORE_ERROR, BN_STORE_ERROR_CORRUPT))
        g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CORRUPT,
                     _("%s is damaged and cannot be opened: %s"), store->path, local_error->message);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  if (application_id == 0 && user_version == 0 && n_objects == 0)
    return TRUE;   /* a new, empty database */

  if (application_id != BN_STORE_APPLICATION_ID)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_BANNERET,
                   _("%s is an SQLite database, but not a Banneret one"), store->path);
      return FALSE;
    }
  if (user_version > (gint64) bn_store_get_latest_schema_version ())
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_TOO_NEW,
                   _("%s was written by a newer version of Banneret (database version %" PRId64
                   "; this version knows up to %u). It has been left untouched; please update Banneret"),
                   store->path, user_version, bn_store_get_latest_schema_version ());
      return FALSE;
    }
  (void) existed;
  store->schema_version = (guint) user_version;
  return TRUE;
}

static gboolean
left_unclosed (const char *path)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  GStatBuf st;

  return g_stat (wal, &st) == 0 && st.st_size > 0;
}

static gboolean
check_integrity (BnStore     *store,
                 GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *verdict;
  int rc;

  stmt = bn_store_prepare (store, "PRAGMA quick_check(1)", &local_error);
  if (stmt == NULL)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CORRUPT,
                   _("%s is damaged: %s"), store->path, local_error->message);
      return FALSE;
    }
  rc = sqlite3_step (stmt);
  verdict = rc == SQLITE_ROW ? (const char *) sqlite3_column_text (stmt, 0) : NULL;
  if (verdict == NULL || strcmp (verdict, "ok") != 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CORRUPT,
                   _("%s is damaged and will not be changed: %s"), store->path,
                   verdict != NULL ? verdict : sqlite3_errmsg (store->db));
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  guint version;
  char *name;
} Migration;

static void
migration_clear (gpointer data)
{
  Migration *migration = data;

  g_free (migration->name);
}

static gint
migration_compare (gconstpointer a,
                   gconstpointer b)
{
  const Migration *ma = a;
  const Migration *mb = b;

  return (ma->version > mb->version) - (ma->version < mb->version);
}

/* The bundled migrations, "NNNN-what.sql", in order of their number. */
static GArray *
list_migrations (void)
{
  static GArray *migrations = NULL;
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      g_auto(GStrv) names = NULL;
      GArray *list = g_array_new (FALSE, TRUE, sizeof (Migration));

      g_array_set_clear_func (list, migration_clear);
      bn_resources_ensure ();
      names = g_resources_enumerate_children (BN_RESOURCE_MIGRATIONS,
                                              G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      for (guint i = 0; names != NULL && names[i] != NULL; i++)
        {
          Migration migration;
          guint64 version;
          g_autofree char *number = NULL;

          if (!g_str_has_suffix (names[i], ".sql") || strlen (names[i]) < 5)
            continue;
          number = g_strndup (names[i], 4);
          if (!g_ascii_string_to_unsigned (number, 10, 1, 9999, &version, NULL))
            g_error ("bundled migration %s is not named NNNN-what.sql", names[i]);
          migration.version = (guint) version;
          migration.name = g_strdup (names[i]);
          g_array_append_val (list, migration);
        }
      g_array_sort (list, migration_compare);
      for (guint i = 0; i < list->len; i++)
        if (g_array_index (list, Migration, i).version != i + 1)
          g_error ("bundled migrations are not numbered 1, 2, 3, … without gaps");
      migrations = list;
      g_once_init_leave (&initialized, 1);
    }
  return migrations;
}

/**
 * bn_store_get_latest_schema_version:
 *
 * Returns: the database version this build writes: the number of the last
 *   bundled migration
 */
guint
bn_store_get_latest_schema_version (void)
{
  return list_migrations ()->len;
}

static gboolean
apply_migration (BnStore          *store,
                 const Migration  *migration,
                 GError          **error)
{
  g_autofree char *path = g_strconcat (BN_RESOURCE_MIGRATIONS, migration->name, NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *sql = NULL;
  g_autofree char *pragmas = NULL;
  g_autoptr(GError) local_error = NULL;
  gint64 current = 0;
  gsize size;

  bytes = bn_resources_lookup (path, error);
  if (bytes == NULL)
    return FALSE;
  sql = g_strndup (g_bytes_get_data (bytes, &size), g_bytes_get_size (bytes));

  if (!bn_store_begin (store, error))
    return FALSE;

  /* Another process may have migrated while this one waited for the lock. */
  if (!query_int (store, "PRAGMA user_version", &current, error))
    goto fail;
  if (current >= migration->version)
    return bn_store_commit (store, error);

  if (!bn_store_exec (store, sql, &local_error))
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_MIGRATION,
                   _("%s: could not apply migration %s: %s"), store->path, migration->name,
                   local_error->message);
      goto fail;
    }
  pragmas = g_strdup_printf ("PRAGMA application_id = %d; PRAGMA user_version = %u;",
                             BN_STORE_APPLICATION_ID, migration->version);
  if (!bn_store_exec (store, pragmas, error))
    goto fail;
  if (!bn_store_commit (store, error))
    return FALSE;

  store->schema_version = migration->version;
  return TRUE;

fail:
  bn_store_rollback (store);
  return FALSE;
}

static gboolean
migrate (BnStore     *store,
         GError     **error)
{
  GArray *migrations = list_migrations ();

  for (guint i = store->schema_version; i < migrations->len; i++)
    if (!apply_migration (store, &g_array_index (migrations, Migration, i), error))
      return FALSE;
  return TRUE;
}

static gboolean
ensure_parent_directory (const char  *path,
                         GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_IO,
                   _("cannot create the folder %s for the database: %s"), dir, g_strerror (errno));
      return FALSE;
    }
  return TRUE;
}

/* A new database that could not be made (a full disk, a folder that
 * cannot be written) leaves no empty file behind, which would be refused
 * as "not a Banneret database" the next time. Only a file with nothing
 * written in it, nor in its log, is removed: one that another process
 * filled meanwhile is its own. */
static void
remove_if_left_empty (const char *path)
{
  static const char *const sides[] = { "-wal", "-shm", "-journal" };
  GStatBuf st;

  if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode) || st.st_size != 0)
    return;
  {
    g_autofree char *wal = g_strconcat (path, "-wal", NULL);

    if (g_lstat (wal, &st) == 0 && st.st_size != 0)
      return;
  }
  g_remove (path);
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      g_autofree char *side = g_strconcat (path, sides[i], NULL);

      if (g_lstat (side, &st) == 0 && S_ISREG (st.st_mode) && st.st_size == 0)
        g_remove (side);
    }
}

static BnStore *open_store (const char  *path,
                            gboolean     may_create,
                            GError     **error);

/**
 * bn_store_open:
 * @path: the database file; created if it does not exist
 *
 * Returns: (transfer full): the open store, brought up to the latest schema,
 *   or %NULL with @error saying what is wrong with which file
 */
BnStore *
bn_store_open (const char  *path,
               GError     **error)
{
  gboolean existed;
  BnStore *store;

  g_return_val_if_fail (path != NULL && *path != '\0', NULL);

  existed = g_file_test (path, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK);
  store = open_store (path, TRUE, error);
  if (store == NULL && !existed)
    remove_if_left_empty (path);
  return store;
}

/**
 * bn_store_open_existing:
 * @path: the database file, which must exist
 *
 * Like bn_store_open(), but a missing file is an error: nothing is
 * created, neither the file nor its folder. For whoever only reads, or
 * writes into a campaign that must already be there.
 *
 * Returns: (transfer full): the open store, or %NULL with @error
 *   (%BN_STORE_ERROR_NOT_FOUND for a missing file) naming the file
 */
BnStore *
bn_store_open_existing (const char  *path,
                        GError     **error)
{
  g_return_val_if_fail (path != NULL && *path != '\0', NULL);

  return open_store (path, FALSE, error);
}

static BnStore *
open_store (const char  *path,
            gboolean     may_create,
            GError     **error)
{
  g_autoptr(BnStore) store = NULL;
  gboolean exists;
  int rc;

  if (!check_file_header (path, &exists, error))
    return NULL;
  if (!exists && !may_create)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND,
                   _("%s does not exist (no database was created)"), path);
      return NULL;
    }
  if (!exists && !ensure_parent_directory (path, error))
    return NULL;

  store = g_new0 (BnStore, 1);
  g_ref_count_init (&store->ref_count);
  store->path = g_strdup (path);
  /* A file, or the folder its journal goes in, that cannot be written is
   * still read: every read works and every write says why it cannot. */
  store->read_only = exists && !can_write (path);

  if (store->read_only)
    rc = open_read_only (store, path);
  else
    rc = sqlite3_open_v2 (path, &store->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                          NULL);
  if (rc != SQLITE_OK)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_IO, _("cannot open %s: %s"), path,
                   store->db != NULL ? sqlite3_errmsg (store->db) : sqlite3_errstr (rc));
      return NULL;
    }
  sqlite3_extended_result_codes (store->db, 1);
  sqlite3_busy_timeout (store->db, BUSY_TIMEOUT_MS);

  if (!check_identity (store, exists, error))
    return NULL;
  /* The whole file is read only when it may be damaged: a write-ahead log
   * left behind says the last program using it did not close it (or is
   * using it still). Otherwise the header checks above suffice, and
   * "db check" reads everything when asked. */
  if (store->schema_version > 0 && left_unclosed (path) && !check_integrity (store, error))
    return NULL;

  if (store->read_only)
    {
      if (store->schema_version < bn_store_get_latest_schema_version ())
        {
          g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_IO,
                       _("%s is read-only, and this version of Banneret must update it before use "
                       "(database version %u, this version writes %u); it has been left untouched"),
                       path, store->schema_version, bn_store_get_latest_schema_version ());
          return NULL;
        }
      return g_steal_pointer (&store);
    }

  /* From here on the file is known to be ours and sound: writing may begin. */
  if (!bn_store_exec (store,
                      "PRAGMA foreign_keys = ON;"
                      "PRAGMA journal_mode = WAL;"
                      "PRAGMA synchronous = NORMAL;",
                      error))
    return NULL;
  if (!migrate (store, error))
    return NULL;

  return g_steal_pointer (&store);
}

BnStore *
bn_store_ref (BnStore *store)
{
  g_return_val_if_fail (store != NULL, NULL);

  g_ref_count_inc (&store->ref_count);
  return store;
}

void
bn_store_unref (BnStore *store)
{
  g_return_if_fail (store != NULL);

  if (g_ref_count_dec (&store->ref_count))
    {
      g_clear_pointer (&store->statements, g_hash_table_unref);
      if (store->db != NULL)
        sqlite3_close_v2 (store->db);
      g_free (store->path);
      g_free (store);
    }
}

const char *
bn_store_get_path (BnStore *store)
{
  g_return_val_if_fail (store != NULL, NULL);

  return store->path;
}

guint
bn_store_get_schema_version (BnStore *store)
{
  g_return_val_if_fail (store != NULL, 0);

  return store->schema_version;
}

/* Whether the database was opened for reading only: its file or its folder
 * cannot be written. Reads work; every write fails saying so. */
gboolean
bn_store_is_read_only (BnStore *store)
{
  g_return_val_if_fail (store != NULL, FALSE);

  return store->read_only;
}

/**
 * bn_store_check:
 *
 * Reads the whole file and checks every page, index and constraint: what
 * opening skips unless the file was left unclosed.
 *
 * Returns: %FALSE with a %BN_STORE_ERROR_CORRUPT naming the first problem
 */
gboolean
bn_store_check (BnStore  *store,
                GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(sqlite3_stmt) keys = NULL;
  const char *verdict;

  g_return_val_if_fail (store != NULL, FALSE);

  stmt = bn_store_prepare (store, "PRAGMA integrity_check(1)", error);
  if (stmt == NULL)
    return FALSE;
  verdict = sqlite3_step (stmt) == SQLITE_ROW ? (const char *) sqlite3_column_text (stmt, 0) : NULL;
  if (verdict == NULL || strcmp (verdict, "ok") != 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CORRUPT, _("%s is damaged: %s"), store->path,
                   verdict != NULL ? verdict : sqlite3_errmsg (store->db));
      return FALSE;
    }
  keys = bn_store_prepare (store, "PRAGMA foreign_key_check", error);
  if (keys == NULL)
    return FALSE;
  if (sqlite3_step (keys) == SQLITE_ROW)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CORRUPT,
                   _("%s is damaged: a row of %s refers to a missing row of %s"), store->path,
                   (const char *) sqlite3_column_text (keys, 0), (const char *) sqlite3_column_text (keys, 2));
      return FALSE;
    }
  return TRUE;
}
