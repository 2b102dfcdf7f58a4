/* bn-resources.h — the bundled rule data, schemas and migrations. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Resource paths of the bundled files, e.g. BN_RESOURCE_DATA "leaders.xml". */
#define BN_RESOURCE_DATA       "/io/github/banneret/Banneret/data/"
#define BN_RESOURCE_MIGRATIONS "/io/github/banneret/Banneret/migrations/"

void    bn_resources_ensure (void);
GBytes *bn_resources_lookup (const char  *path,
                             GError     **error);

G_END_DECLS
