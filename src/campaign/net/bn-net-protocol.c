/* bn-net-protocol.c — message lines, commitments and draw seeds. */
#include "bn-net-protocol.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

G_DEFINE_QUARK (bn-net-error-quark, bn_net_error)

BnNetMessage *
bn_net_message_new (const char *type)
{
  BnNetMessage *message = g_new0 (BnNetMessage, 1);

  g_return_val_if_fail (type != NULL, NULL);

  message->type = g_strdup (type);
  message->fields = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return message;
}

void
bn_net_message_free (BnNetMessage *message)
{
  if (message == NULL)
    return;
  g_free (message->type);
  g_hash_table_unref (message->fields);
  g_free (message);
}

void
bn_net_message_set (BnNetMessage *message,
                    const char   *key,
                    const char   *value)
{
  g_return_if_fail (message != NULL && key != NULL && value != NULL);

  g_hash_table_replace (message->fields, g_strdup (key), g_strdup (value));
}

void
bn_net_message_set_uint (BnNetMessage *message,
                         const char   *key,
                         guint64       value)
{
  g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, value);

  bn_net_message_set (message, key, text);
}

const char *
bn_net_message_get (const BnNetMessage *message,
                    const char         *key)
{
  g_return_val_if_fail (message != NULL && key != NULL, NULL);

  return g_hash_table_lookup (message->fields, key);
}

/* The value of @key, or %NULL with @error naming what is missing. */
const char *
bn_net_message_require (const BnNetMessage  *message,
                        const char          *key,
                        GError             **error)
{
  const char *value = bn_net_message_get (message, key);

  if (value == NULL)
    g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL, _("a %s message without its “%s”"), message->type,
                 key);
  return value;
}

gboolean
bn_net_message_get_uint (const BnNetMessage  *message,
                         const char          *key,
                         guint64             *out_value,
                         GError             **error)
{
  const char *value = bn_net_message_require (message, key, error);

  if (value == NULL)
    return FALSE;
  if (!g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT64, out_value, NULL))
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL, _("a %s message whose “%s” is not a number: “%s”"),
                   message->type, key, value);
      return FALSE;
    }
  return TRUE;
}

static int
compare_keys (gconstpointer a,
              gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* Returns: (transfer full): the message as its line, without the newline;
 *   the keys sorted, so one message has one line. */
char *
bn_net_message_to_line (const BnNetMessage *message)
{
  g_autofree const char **keys = NULL;
  GString *line = g_string_new (BN_NET_VERSION " ");
  guint n_keys = 0;

  g_return_val_if_fail (message != NULL, NULL);

  g_string_append (line, message->type);
  keys = (const char **) g_hash_table_get_keys_as_array (message->fields, &n_keys);
  qsort (keys, n_keys, sizeof *keys, compare_keys);
  for (guint i = 0; i < n_keys; i++)
    {
      g_autofree char *escaped = g_uri_escape_string (g_hash_table_lookup (message->fields, keys[i]), NULL, FALSE);

      g_string_append_printf (line, " %s=%s", keys[i], escaped);
    }
  return g_string_free (line, FALSE);
}

/**
 * bn_net_message_parse:
 * @line: one line as read, without its newline
 *
 * Returns: (transfer full): the message, or %NULL with %BN_NET_ERROR_PROTOCOL
 *   saying why @line is none (another version, a field without "=", …)
 */
BnNetMessage *
bn_net_message_parse (const char  *line,
                      GError     **error)
{
  g_auto(GStrv) words = NULL;
  g_autoptr(BnNetMessage) message = NULL;

  g_return_val_if_fail (line != NULL, NULL);

  words = g_strsplit (line, " ", -1);
  if (words[0] == NULL || words[1] == NULL || words[1][0] == '\0')
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL, _("an empty or truncated message"));
      return NULL;
    }
  if (!g_str_equal (words[0], BN_NET_VERSION))
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL,
                   _("the other side speaks another version of the protocol (“%.16s”, this one speaks %s)"),
                   words[0], BN_NET_VERSION);
      return NULL;
    }
  message = bn_net_message_new (words[1]);
  for (guint i = 2; words[i] != NULL; i++)
    {
      const char *equals = strchr (words[i], '=');
      g_autofree char *key = NULL;
      g_autofree char *value = NULL;

      if (equals == NULL || equals == words[i])
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL, _("a %s message with a field that is not key=value"),
                       message->type);
          return NULL;
        }
      key = g_strndup (words[i], (gsize) (equals - words[i]));
      value = g_uri_unescape_string (equals + 1, NULL);
      if (value == NULL)
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL, _("a %s message whose “%s” is badly escaped"),
                       message->type, key);
          return NULL;
        }
      g_hash_table_replace (message->fields, g_steal_pointer (&key), g_steal_pointer (&value));
    }
  return g_steal_pointer (&message);
}

/* Returns: (transfer full): @n_bytes from the system's random source, as hex. */
char *
bn_net_random_hex (guint n_bytes)
{
  GString *out = g_string_sized_new (n_bytes * 2);
  g_autoptr(GRand) fallback = NULL;
  FILE *urandom = fopen ("/dev/urandom", "rb");

  for (guint i = 0; i < n_bytes; i++)
    {
      int byte = urandom != NULL ? fgetc (urandom) : EOF;

      if (byte == EOF)
        {
          /* Only where there is no /dev/urandom (never on Linux). */
          if (fallback == NULL)
            fallback = g_rand_new ();
          byte = (int) g_rand_int_range (fallback, 0, 256);
        }
      g_string_append_printf (out, "%02x", (guint) byte);
    }
  if (urandom != NULL)
    fclose (urandom);
  return g_string_free (out, FALSE);
}

/* The text every value of draw @draw is bound to: the protocol, the
 * battle's session, the draw's number and the shared history before it. */
char *
bn_net_draw_context (const char *session,
                     guint       draw,
                     const char *digest)
{
  return g_strdup_printf ("banneret-net-1|%s|%u|%s", session, draw, digest);
}

/* A side's value for a draw: HMAC-SHA256 of the context under its master. */
char *
bn_net_draw_value (const char *master,
                   const char *context)
{
  return g_compute_hmac_for_string (G_CHECKSUM_SHA256, (const guchar *) master, strlen (master), context, -1);
}

/* SHA-256 of "value|context": what a side sends before it reveals @value. */
char *
bn_net_commitment (const char *value,
                   const char *context)
{
  g_autofree char *text = g_strconcat (value, "|", context, NULL);

  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}

char *
bn_net_master_commitment (const char *master,
                          const char *session)
{
  g_autofree char *text = g_strconcat (master, "|master|", session, NULL);

  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}

/* The seed of a draw: the first 8 bytes of SHA-256 of both values and the
 * context; never 0, which a saved battle reads as "no draw". */
guint64
bn_net_draw_seed (const char *host_value,
                  const char *join_value,
                  const char *context)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 digest[32];
  gsize length = sizeof digest;
  guint64 seed = 0;

  g_checksum_update (checksum, (const guchar *) host_value, -1);
  g_checksum_update (checksum, (const guchar *) "|", 1);
  g_checksum_update (checksum, (const guchar *) join_value, -1);
  g_checksum_update (checksum, (const guchar *) "|", 1);
  g_checksum_update (checksum, (const guchar *) context, -1);
  g_checksum_get_digest (checksum, digest, &length);
  for (guint i = 0; i < 8; i++)
    seed = (seed << 8) | digest[i];
  return seed != 0 ? seed : 1;
}

void
bn_net_invitation_free (BnNetInvitation *invitation)
{
  if (invitation == NULL)
    return;
  g_free (invitation->host);
  g_free (invitation->fingerprint);
  g_free (invitation->secret);
  g_free (invitation);
}

char *
bn_net_invitation_format (const BnNetInvitation *invitation)
{
  return g_strdup_printf ("banneret:%s/%u/%s/%s", invitation->host, invitation->port, invitation->fingerprint,
                          invitation->secret);
}

static gboolean
is_hex (const char *text,
        gsize       length)
{
  if (strlen (text) != length)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isxdigit (text[i]))
      return FALSE;
  return TRUE;
}

/**
 * bn_net_invitation_parse:
 *
 * Returns: (transfer full): the invitation's parts, or %NULL with
 *   %BN_NET_ERROR_INVITATION naming the part that is wrong
 */
BnNetInvitation *
bn_net_invitation_parse (const char  *text,
                         GError     **error)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text));
  g_auto(GStrv) parts = NULL;
  g_autoptr(BnNetInvitation) invitation = g_new0 (BnNetInvitation, 1);
  guint64 port;

  if (!g_str_has_prefix (trimmed, "banneret:"))
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_INVITATION,
                   _("“%s” is not an invitation (it begins “banneret:”)"), trimmed);
      return NULL;
    }
  parts = g_strsplit (trimmed + strlen ("banneret:"), "/", -1);
  if (g_strv_length (parts) != 4 || parts[0][0] == '\0')
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_INVITATION,
                   _("the invitation is not whole: it reads banneret:HOST/PORT/FINGERPRINT/SECRET"));
      return NULL;
    }
  if (!g_ascii_string_to_unsigned (parts[1], 10, 1, 65535, &port, NULL))
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_INVITATION, _("the invitation's port “%s” is not a port"),
                   parts[1]);
      return NULL;
    }
  if (!is_hex (parts[2], 64))
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_INVITATION,
                   _("the invitation's fingerprint is not 64 hexadecimal digits"));
      return NULL;
    }
  if (!is_hex (parts[3], 32))
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_INVITATION,
                   _("the invitation's secret is not 32 hexadecimal digits"));
      return NULL;
    }
  invitation->host = g_strdup (parts[0]);
  invitation->port = (guint) port;
  invitation->fingerprint = g_ascii_strdown (parts[2], -1);
  invitation->secret = g_ascii_strdown (parts[3], -1);
  return g_steal_pointer (&invitation);
}
