/* bn-install-dirs.h — where an installed program finds its catalogues and
 * its settings schema, wherever the install was put. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *bn_install_dir (const char *relative,
                      const char *configured);

void  bn_install_bind_textdomain (void);

G_END_DECLS
