/* bn-file-chooser.h — the one way the app asks the user for a file.
 *
 * A view keeps at most one chooser open, in a field of its own (@slot).
 * bn_file_chooser_show() closes any chooser left in the slot, shows a new
 * modal one, and calls @chosen with the file the user accepted, after the
 * chooser is closed and the slot emptied; a cancelled chooser calls
 * nothing. A view's dispose calls bn_file_chooser_close() so no answer
 * reaches it after it is gone.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef void (*BnFileChosenFunc) (gpointer  owner,
                                  GFile    *file);

void bn_file_chooser_show  (GtkFileChooserNative **slot,
                            GtkWindow             *parent,
                            const char            *title,
                            GtkFileChooserAction   action,
                            const char            *accept_label,
                            GtkFileFilter         *filter,
                            const char            *current_name,
                            BnFileChosenFunc       chosen,
                            gpointer               owner);
void bn_file_chooser_close (GtkFileChooserNative **slot);

GtkFileFilter *bn_file_chooser_new_pdf_filter (void);
GtkFileFilter *bn_file_chooser_new_xml_filter (const char *name);

G_END_DECLS
