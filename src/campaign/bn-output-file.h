/* bn-output-file.h — a file being written, that never harms what was there.
 *
 * A regular file (or a name that does not exist yet) is written beside
 * itself and renamed over the old one when complete, so a failure leaves
 * the old file whole. A symbolic link is followed and its target treated
 * the same way; the link stays. A device, a pipe, or a link into /proc
 * (/dev/stdout) is written through, never replaced. "-" is standard output.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _BnOutputFile BnOutputFile;

BnOutputFile *bn_output_file_open          (const char    *path,
                                            GError       **error);
int           bn_output_file_get_fd        (BnOutputFile  *self);
const char   *bn_output_file_get_name      (BnOutputFile  *self);
gboolean      bn_output_file_write         (BnOutputFile  *self,
                                            const void    *data,
                                            gsize          len,
                                            GError       **error);
gboolean      bn_output_file_commit        (BnOutputFile  *self,
                                            GError       **error);
void          bn_output_file_free          (BnOutputFile  *self);

gboolean      bn_output_file_set_contents  (const char    *path,
                                            const char    *contents,
                                            gssize         len,
                                            GError       **error);
gboolean      bn_output_file_is_stdout     (const char    *path);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnOutputFile, bn_output_file_free)

G_END_DECLS
