/* bn-application.h — the Banneret GTK application. */
#pragma once

#include <adwaita.h>

#include "bn-store.h"
#include "bn-store-monitor.h"

G_BEGIN_DECLS

#define BN_TYPE_APPLICATION (bn_application_get_type ())

G_DECLARE_FINAL_TYPE (BnApplication, bn_application, BN, APPLICATION, AdwApplication)

BnApplication *bn_application_new             (void);
BnStore       *bn_application_get_store       (BnApplication *self);
const GError  *bn_application_get_store_error (BnApplication *self);
const char    *bn_application_get_db_path     (BnApplication *self);
void           bn_application_set_db_path     (BnApplication *self,
                                               const char    *path);
char          *bn_application_dup_database_path (BnApplication *self);
gboolean       bn_application_open_database   (BnApplication *self,
                                               const char    *path,
                                               GError       **error);
BnStoreMonitor *bn_application_get_store_monitor (BnApplication *self);
GSettings     *bn_application_get_settings    (BnApplication *self);
char         **bn_application_dup_recent_databases (BnApplication *self);
gboolean       bn_application_is_campaign_file (const char   *path);

G_END_DECLS
