/* bn-store.h — the campaign database.
 *
 * A BnStore is one open SQLite file holding every campaign, leader and
 * army. Opening checks that the file is a Banneret database of a version this
 * build understands and is not damaged, before anything is written to it;
 * then it brings the schema up to date with the bundled migrations. Every
 * write the store offers is one transaction: it happens whole or not at all.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BN_STORE_ERROR (bn_store_error_quark ())

typedef enum
{
  BN_STORE_ERROR_IO,
  BN_STORE_ERROR_NOT_BANNERET,
  BN_STORE_ERROR_TOO_NEW,
  BN_STORE_ERROR_CORRUPT,
  BN_STORE_ERROR_MIGRATION,
  BN_STORE_ERROR_BUSY,
  BN_STORE_ERROR_CONSTRAINT,
  BN_STORE_ERROR_NOT_FOUND,
  BN_STORE_ERROR_FAILED,
  BN_STORE_ERROR_CONFLICT,
  BN_STORE_ERROR_EXISTS,
} BnStoreError;

/* 'BNRT' in the SQLite header's application_id field. */
#define BN_STORE_APPLICATION_ID 0x424E5254

typedef struct _BnStore BnStore;

GQuark       bn_store_error_quark          (void);

char        *bn_store_get_default_path     (void);
BnStore     *bn_store_open                 (const char  *path,
                                            GError     **error);
BnStore     *bn_store_open_existing        (const char  *path,
                                            GError     **error);
BnStore     *bn_store_ref                  (BnStore *store);
void         bn_store_unref                (BnStore *store);
const char  *bn_store_get_path             (BnStore *store);
guint        bn_store_get_schema_version   (BnStore *store);
guint        bn_store_get_latest_schema_version (void);

/* What bn_store_get_change_stamp() returns (bn-store-changes.c). */
typedef struct
{
  guint64 data_version;
  guint64 own_changes;
} BnStoreStamp;

BnStoreStamp bn_store_get_change_stamp     (BnStore            *store);
gboolean     bn_store_in_transaction       (BnStore            *store);
gboolean     bn_store_is_read_only         (BnStore            *store);
gboolean     bn_store_check                (BnStore            *store,
                                            GError            **error);
gboolean     bn_store_stamp_equal          (const BnStoreStamp *a,
                                            const BnStoreStamp *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnStore, bn_store_unref)

G_END_DECLS

/* Campaigns and leaders (bn-store-campaigns.c, bn-store-leaders.c). */
#include "bn-army.h"
#include "bn-campaign.h"
#include "bn-leader.h"

G_BEGIN_DECLS

BnCampaign  *bn_store_create_campaign      (BnStore     *store,
                                            const char  *name,
                                            guint64      seed,
                                            GError     **error);
GPtrArray   *bn_store_list_campaigns       (BnStore     *store,
                                            GError     **error);
BnCampaign  *bn_store_get_campaign         (BnStore     *store,
                                            gint64       id,
                                            GError     **error);
BnCampaign  *bn_store_find_campaign        (BnStore     *store,
                                            const char  *id_or_name,
                                            GError     **error);

char        *bn_store_dup_next_player      (BnStore     *store,
                                            gint64       campaign_id,
                                            GError     **error);
gboolean     bn_store_insert_leader        (BnStore     *store,
                                            BnLeader    *leader,
                                            GError     **error);
/* What importing a leader the campaign already holds does. */
typedef enum
{
  BN_IMPORT_REFUSE_SAME,
  BN_IMPORT_REPLACE,
  BN_IMPORT_KEEP_BOTH,
} BnImportMode;

gboolean     bn_store_import_leaders_as    (BnStore       *store,
                                            gint64         campaign_id,
                                            GPtrArray     *leaders,
                                            BnImportMode   mode,
                                            GError       **error);
gboolean     bn_store_import_leaders       (BnStore     *store,
                                            gint64       campaign_id,
                                            GPtrArray   *leaders,
                                            GError     **error);
gboolean     bn_store_update_leader_record (BnStore         *store,
                                            gint64           id,
                                            const BnLeader  *record,
                                            GError         **error);
BnLeader    *bn_store_get_leader           (BnStore     *store,
                                            gint64       id,
                                            GError     **error);
GPtrArray   *bn_store_list_leaders         (BnStore     *store,
                                            gint64       campaign_id,
                                            GError     **error);
GPtrArray   *bn_store_list_leaders_brief   (BnStore     *store,
                                            gint64       campaign_id,
                                            GError     **error);
gint64       bn_store_count_leaders        (BnStore     *store,
                                            gint64       campaign_id,
                                            GError     **error);
GPtrArray   *bn_store_list_vassals         (BnStore     *store,
                                            gint64       liege_id,
                                            GError     **error);
gboolean     bn_store_get_domain_ranks_used (BnStore    *store,
                                            gint64       liege_id,
                                            guint       *out_used,
                                            GError     **error);

/* Armies (bn-store-armies.c). */
BnArmy      *bn_store_get_army             (BnStore     *store,
                                            gint64       id,
                                            GError     **error);
GPtrArray   *bn_store_list_armies          (BnStore     *store,
                                            gint64       campaign_id,
                                            GError     **error);
/* Rename, archive, delete and restore (bn-store-trash.c). */
typedef enum
{
  BN_STORE_KIND_CAMPAIGN,
  BN_STORE_KIND_LEADER,
  BN_STORE_KIND_ARMY,
  BN_STORE_KIND_BATTLE,
} BnStoreKind;

const char  *bn_store_kind_get_name        (BnStoreKind       kind);
char        *bn_store_dup_name             (BnStore          *store,
                                            BnStoreKind       kind,
                                            gint64            id,
                                            GError          **error);
gboolean     bn_store_rename               (BnStore          *store,
                                            BnStoreKind       kind,
                                            gint64            id,
                                            const char       *name,
                                            GError          **error);
gboolean     bn_store_set_archived         (BnStore          *store,
                                            BnStoreKind       kind,
                                            gint64            id,
                                            gboolean          archived,
                                            GError          **error);
gboolean     bn_store_delete               (BnStore          *store,
                                            BnStoreKind       kind,
                                            gint64            id,
                                            GError          **error);
gboolean     bn_store_restore              (BnStore          *store,
                                            BnStoreKind       kind,
                                            gint64            id,
                                            GError          **error);

/* A deleted record that bn_store_restore() can bring back. */
typedef struct
{
  BnStoreKind kind;
  gint64 id;
  char *name;         /* the name it had, and takes back when restored */
  char *deleted_at;   /* ISO 8601, UTC */
} BnStoreDeleted;

void         bn_store_deleted_free         (BnStoreDeleted   *deleted);
GPtrArray   *bn_store_list_deleted         (BnStore          *store,
                                            GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnStoreDeleted, bn_store_deleted_free)

/* Changes @army, read inside the write; %FALSE with @error saves nothing. */
typedef gboolean (*BnStoreArmyEdit) (BnStore   *store,
                                     BnArmy    *army,
                                     gpointer   user_data,
                                     GError   **error);

char        *bn_store_dup_free_army_name   (BnStore          *store,
                                            gint64            leader_id,
                                            const char       *base,
                                            GError          **error);
BnArmy      *bn_store_edit_army            (BnStore          *store,
                                            gint64            id,
                                            BnStoreArmyEdit   edit,
                                            gpointer          user_data,
                                            GError          **error);
gboolean     bn_store_save_army            (BnStore     *store,
                                            BnArmy      *army,
                                            GError     **error);
gboolean     bn_store_rename_army          (BnStore     *store,
                                            gint64       id,
                                            const char  *name,
                                            GError     **error);
BnArmy      *bn_store_duplicate_army       (BnStore     *store,
                                            gint64       id,
                                            const char  *name,
                                            GError     **error);
gboolean     bn_store_delete_army          (BnStore     *store,
                                            gint64       id,
                                            GError     **error);

/* A player's own unit types, kept beside the catalogue of data/units.xml
 * (bn-store-unit-types.c). Each is a BnUnit with type_id and name set. */
GPtrArray   *bn_store_list_unit_types      (BnStore     *store,
                                            GError     **error);
gboolean     bn_store_save_unit_type       (BnStore     *store,
                                            const BnUnit *unit,
                                            GError     **error);
gboolean     bn_store_delete_unit_type     (BnStore     *store,
                                            const char  *type_id,
                                            GError     **error);

G_END_DECLS
