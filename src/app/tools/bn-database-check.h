/* bn-database-check.h — Check Campaign File…: the whole file read and the
 * verdict said in a dialog. */
#pragma once

#include <adwaita.h>

#include "bn-store.h"

G_BEGIN_DECLS

AdwMessageDialog *bn_database_check_present (GtkWindow *parent,
                                             BnStore   *store);

G_END_DECLS
