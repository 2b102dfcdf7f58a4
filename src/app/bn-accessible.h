/* bn-accessible.h — names for screen readers where GTK 4.8 gives none. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void bn_accessible_set_label         (GtkWidget  *widget,
                                      const char *label);
void bn_accessible_name_menu_buttons (GtkWidget  *root);

G_END_DECLS
