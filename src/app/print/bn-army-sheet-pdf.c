/* bn-army-sheet-pdf.c — the printed roster written as a PDF file, A4,
 * replacing the file only once it is whole. */
#include "bn-config.h"

#include "bn-army-sheet-private.h"
#include "bn-output-file.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#include <cairo-pdf.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>


typedef struct
{
  int fd;
  int saved_errno;  /* the first write that failed; 0 if none */
} PdfSink;

static cairo_status_t
write_to_fd (void                *closure,
             const unsigned char *data,
             unsigned int         length)
{
  PdfSink *sink = closure;

  while (length > 0)
    {
      ssize_t written = write (sink->fd, data, length);

      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        {
          sink->saved_errno = written < 0 ? errno : EIO;
          return CAIRO_STATUS_WRITE_ERROR;
        }
      data += written;
      length -= (unsigned int) written;
    }
  return CAIRO_STATUS_SUCCESS;
}

static void
set_write_error (GError     **error,
                 const char  *path,
                 int          saved_errno)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("Could not write the army sheet to “%s”: %s"), display, g_strerror (saved_errno));
}

/**
 * bn_army_sheet_write_pdf:
 * @path: the file to write; replaced if it exists; "-" is standard output
 * @out_n_pages: (out) (optional): the pages written
 *
 * Writes the sheet as an A4 PDF. A regular file is written to a new file in
 * the same folder first and replaces @path only once whole, so a failure
 * leaves neither a half-written file nor a damaged old one; a link is
 * followed, and a device is written through (bn_output_file_open()).
 *
 * Returns: %TRUE on success; else %FALSE with @error (G_IO_ERROR) naming
 *   @path
 */
gboolean
bn_army_sheet_write_pdf (BnArmySheet  *sheet,
                         const char   *path,
                         guint        *out_n_pages,
                         GError      **error)
{
  g_autoptr(BnOutputFile) output = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  PdfSink sink = { -1, 0 };
  guint n_pages;

  g_return_val_if_fail (sheet != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  output = bn_output_file_open (path, error);
  if (output == NULL)
    return FALSE;
  sink.fd = bn_output_file_get_fd (output);

  surface = cairo_pdf_surface_create_for_stream (write_to_fd, &sink,
                                                 SHEET_PDF_WIDTH, SHEET_PDF_HEIGHT);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, sheet->title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Banneret");
  cr = cairo_create (surface);
  n_pages = bn_army_sheet_paginate (sheet, cr, SHEET_PDF_WIDTH, SHEET_PDF_HEIGHT);
  for (guint page = 0; page < n_pages; page++)
    {
      bn_army_sheet_draw_page (sheet, cr, SHEET_PDF_WIDTH, SHEET_PDF_HEIGHT, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS || sink.saved_errno != 0)
    {
      set_write_error (error, path, sink.saved_errno != 0 ? sink.saved_errno : EIO);
      return FALSE;
    }
  if (!bn_output_file_commit (output, error))
    return FALSE;

  if (out_n_pages != NULL)
    *out_n_pages = n_pages;
  return TRUE;
}
