/* bn-output-file.c — see bn-output-file.h.
 *
 * Why links are followed by hand rather than with realpath(): /dev/stdout
 * is a link to /proc/self/fd/1, whose target is whatever the shell opened
 * (a pipe, a terminal, the file after ">"). Renaming over what it points
 * to would pull the file from under the shell; writing through the link
 * is what a user means by it.
 */
#include "bn-output-file.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_LINKS 32

struct _BnOutputFile
{
  char *name;        /* as the user gave it, for messages */
  char *target;      /* the file renamed over; NULL: written in place */
  char *temp_path;   /* beside @target, until committed */
  int fd;
  gboolean is_stdout;
  gboolean committed;
};

/* Whether @path means standard output. */
gboolean
bn_output_file_is_stdout (const char *path)
{
  return path != NULL && strcmp (path, "-") == 0;
}

static void
set_error (GError     **error,
           const char  *name,
           int          saved_errno)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("cannot write %s: %s"), name, g_strerror (saved_errno));
}

/* Follows the links from @path. Returns: (transfer full): the file they
 * end at (@path itself when it is no link), or %NULL when they lead into
 * /proc, where a file is only ever written through. */
static char *
follow_links (const char  *path,
              GError     **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint hops = 0; hops < MAX_LINKS; hops++)
    {
      g_autofree char *link = NULL;
      g_autofree char *dir = NULL;
      GStatBuf st;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);
      link = g_file_read_link (current, error);
      if (link == NULL)
        return NULL;
      if (!g_path_is_absolute (link))
        {
          char *relative = g_steal_pointer (&link);

          dir = g_path_get_dirname (current);
          link = g_build_filename (dir, relative, NULL);
          g_free (relative);
        }
      if (g_str_has_prefix (link, "/proc/"))
        return NULL;
      g_free (current);
      current = g_steal_pointer (&link);
    }
  set_error (error, path, ELOOP);
  return NULL;
}

/**
 * bn_output_file_open:
 * @path: (type filename): where to write; "-" is standard output
 *
 * Returns: (transfer full): the file to write to with
 *   bn_output_file_write() or its descriptor, then
 *   bn_output_file_commit(); or %NULL with @error naming @path
 */
BnOutputFile *
bn_output_file_open (const char  *path,
                     GError     **error)
{
  g_autoptr(BnOutputFile) self = NULL;
  g_autoptr(GError) link_error = NULL;
  g_autofree char *target = NULL;
  GStatBuf st;

  g_return_val_if_fail (path != NULL && *path != '\0', NULL);

  self = g_new0 (BnOutputFile, 1);
  self->fd = -1;
  if (bn_output_file_is_stdout (path))
    {
      self->name = g_strdup (_("standard output"));
      self->is_stdout = TRUE;
      self->fd = STDOUT_FILENO;
      return g_steal_pointer (&self);
    }

  self->name = g_filename_display_name (path);
  target = follow_links (path, &link_error);
  if (target == NULL && link_error != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("cannot write %s: %s"), self->name, link_error->message);
      return NULL;
    }

  if (target != NULL && g_stat (target, &st) == 0 && S_ISDIR (st.st_mode))
    {
      set_error (error, self->name, EISDIR);
      return NULL;
    }
  if (target != NULL && (g_stat (target, &st) != 0 || S_ISREG (st.st_mode)))
    {
      g_autofree char *dir = g_path_get_dirname (target);
      g_autofree char *base = g_path_get_basename (target);

      /* Beside the target: the rename that puts it in place stays on one
       * file system, and a failure leaves the old file whole. */
      self->temp_path = g_strdup_printf ("%s%c.%s.XXXXXX", dir, G_DIR_SEPARATOR, base);
      self->fd = g_mkstemp_full (self->temp_path, O_WRONLY | O_CLOEXEC, 0666);
      if (self->fd < 0)
        {
          set_error (error, self->name, errno);
          g_clear_pointer (&self->temp_path, g_free);
          return NULL;
        }
      self->target = g_steal_pointer (&target);
      return g_steal_pointer (&self);
    }

  /* A device, a pipe, or a link into /proc: written through. */
  self->fd = g_open (path, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_CREAT, 0666);
  if (self->fd < 0)
    {
      set_error (error, self->name, errno);
      return NULL;
    }
  if (fstat (self->fd, &st) == 0 && S_ISREG (st.st_mode) && ftruncate (self->fd, 0) != 0)
    {
      set_error (error, self->name, errno);
      return NULL;
    }
  return g_steal_pointer (&self);
}

int
bn_output_file_get_fd (BnOutputFile *self)
{
  g_return_val_if_fail (self != NULL, -1);

  return self->fd;
}

/* Returns: the file's name for messages ("standard output" for "-"). */
const char *
bn_output_file_get_name (BnOutputFile *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->name;
}

gboolean
bn_output_file_write (BnOutputFile  *self,
                      const void    *data,
                      gsize          len,
                      GError       **error)
{
  const char *p = data;

  g_return_val_if_fail (self != NULL && self->fd >= 0, FALSE);

  while (len > 0)
    {
      gssize n = write (self->fd, p, len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_error (error, self->name, errno);
          return FALSE;
        }
      p += n;
      len -= (gsize) n;
    }
  return TRUE;
}

/* Puts the written file in place: on disk, then renamed over the old one
 * (a regular file), or only closed (a file written through). */
gboolean
bn_output_file_commit (BnOutputFile  *self,
                       GError       **error)
{
  int saved_errno = 0;

  g_return_val_if_fail (self != NULL && !self->committed, FALSE);

  self->committed = TRUE;
  if (self->is_stdout)
    {
      self->fd = -1;
      return TRUE;
    }
  if (self->temp_path != NULL && fsync (self->fd) != 0)
    saved_errno = errno;
  if (close (self->fd) != 0 && saved_errno == 0)
    saved_errno = errno;
  self->fd = -1;
  if (saved_errno == 0 && self->temp_path != NULL && g_rename (self->temp_path, self->target) != 0)
    saved_errno = errno;
  if (saved_errno != 0)
    {
      if (self->temp_path != NULL)
        g_unlink (self->temp_path);
      set_error (error, self->name, saved_errno);
      return FALSE;
    }
  g_clear_pointer (&self->temp_path, g_free);
  return TRUE;
}

/* Closes @self; a file not committed leaves the old one as it was. */
void
bn_output_file_free (BnOutputFile *self)
{
  if (self == NULL)
    return;
  if (self->fd >= 0 && !self->is_stdout)
    close (self->fd);
  if (self->temp_path != NULL)
    g_unlink (self->temp_path);
  g_free (self->temp_path);
  g_free (self->target);
  g_free (self->name);
  g_free (self);
}

/**
 * bn_output_file_set_contents:
 * @path: (type filename): as for bn_output_file_open()
 * @len: the length of @contents, or -1 if it ends with a nul
 *
 * Like g_file_set_contents(), but a link, a device or "-" is written
 * through rather than replaced.
 */
gboolean
bn_output_file_set_contents (const char  *path,
                             const char  *contents,
                             gssize       len,
                             GError     **error)
{
  g_autoptr(BnOutputFile) file = bn_output_file_open (path, error);

  if (len < 0)
    len = (gssize) strlen (contents);
  return file != NULL &&
         bn_output_file_write (file, contents, (gsize) len, error) &&
         bn_output_file_commit (file, error);
}
