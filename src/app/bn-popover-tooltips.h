/* bn-popover-tooltips.h — no tooltip over an open popover. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void bn_popover_tooltips_install (void);

G_END_DECLS
