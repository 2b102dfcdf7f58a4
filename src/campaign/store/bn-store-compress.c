/* bn-store-compress.c — battle logs kept small.
 *
 * A fought battle's log is XML that repeats itself action after action: it
 * is stored zlib-compressed, about a tenth of its size, and given back
 * byte for byte as it was written. Logs stored before compression (text)
 * are read as they are.
 */
#include "bn-store-private.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

static GBytes *
convert (GConverter  *converter,
         const void  *data,
         gsize        length,
         GError     **error)
{
  g_autoptr(GInputStream) base = g_memory_input_stream_new_from_data (data, (gssize) length, NULL);
  g_autoptr(GInputStream) stream = g_converter_input_stream_new (base, converter);
  g_autoptr(GOutputStream) out = g_memory_output_stream_new_resizable ();

  if (g_output_stream_splice (out, stream, G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET,
                              NULL, error) < 0)
    return NULL;
  return g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (out));
}

/* Returns: (transfer full): @text compressed. */
GBytes *
bn_store_compress_text (const char *text)
{
  g_autoptr(GZlibCompressor) compressor = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB, 9);
  GBytes *bytes = convert (G_CONVERTER (compressor), text, strlen (text), NULL);

  /* Compressing memory into memory cannot fail. */
  g_assert (bytes != NULL);
  return bytes;
}

/* Returns: (transfer full): the text a column holds, compressed or not;
 *   %NULL with @error when compressed data is damaged */
char *
bn_store_column_text (BnStore       *store,
                      sqlite3_stmt  *stmt,
                      int            column,
                      GError       **error)
{
  g_autoptr(GZlibDecompressor) decompressor = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;
  const char *data;

  if (sqlite3_column_type (stmt, column) != SQLITE_BLOB)
    return g_strdup ((const char *) sqlite3_column_text (stmt, column));
  decompressor = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB);
  bytes = convert (G_CONVERTER (decompressor), sqlite3_column_blob (stmt, column),
                   (gsize) sqlite3_column_bytes (stmt, column), &local_error);
  if (bytes == NULL)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CORRUPT, _("%s: a stored battle log is damaged: %s"),
                   store->path, local_error->message);
      return NULL;
    }
  data = g_bytes_get_data (bytes, &length);
  return g_strndup (data, length);
}
