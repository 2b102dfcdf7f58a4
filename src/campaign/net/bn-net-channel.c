/* bn-net-channel.c — TCP + TLS with GIO (glib-networking's GnuTLS backend). */
#include "bn-net-channel.h"

#include <glib/gi18n-lib.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <arpa/inet.h>

#include "bn-net-certificate.h"

struct _BnNetChannel
{
  GSocket          *socket;
  GIOStream        *tls;
  GInputStream     *in;
  GOutputStream    *out;
  GByteArray       *unread;         /* read from the stream, not yet a whole line */
  gsize             max_line;       /* the longest line this channel accepts now */
  gint64            deadline;       /* monotonic time by which the next line must be whole; 0: none */
  GCancellable     *cancellable;    /* stops a read or a write under way, from any thread */
  GMutex            write_lock;     /* a chat line may be sent from another thread */
};

/**
 * bn_net_listener_new:
 * @port: the port to listen on; 0: any free one
 * @out_port: (out): the port listened on
 *
 * Returns: (transfer full): a listener on every address of this machine
 */
GSocketListener *
bn_net_listener_new (guint    port,
                     guint   *out_port,
                     GError **error)
{
  /* A GSocketService stopped at once: accepted one at a time, in the
   * caller's own order, rather than through a main loop. */
  g_autoptr(GSocketService) service = g_socket_service_new ();

  g_socket_service_stop (service);
  if (port == 0)
    {
      guint16 any = g_socket_listener_add_any_inet_port (G_SOCKET_LISTENER (service), NULL, error);

      if (any == 0)
        return NULL;
      *out_port = any;
    }
  else
    {
      if (!g_socket_listener_add_inet_port (G_SOCKET_LISTENER (service), (guint16) port, NULL, error))
        return NULL;
      *out_port = port;
    }
  return G_SOCKET_LISTENER (g_steal_pointer (&service));
}

static BnNetChannel *
channel_new (GSocketConnection *connection,
             GIOStream         *tls,
             GCancellable      *cancellable)
{
  BnNetChannel *channel = g_new0 (BnNetChannel, 1);

  channel->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  g_mutex_init (&channel->write_lock);

  channel->socket = g_object_ref (g_socket_connection_get_socket (connection));
  channel->tls = tls;
  channel->in = g_io_stream_get_input_stream (tls);
  channel->out = g_io_stream_get_output_stream (tls);
  channel->unread = g_byte_array_new ();
  /* Nobody is trusted before the join secret (or the pin) is checked. */
  channel->max_line = BN_NET_MAX_LINE_UNTRUSTED;
  return channel;
}

void
bn_net_channel_free (BnNetChannel *channel)
{
  if (channel == NULL)
    return;
  g_byte_array_unref (channel->unread);
  if (channel->tls != NULL)
    g_io_stream_close (channel->tls, NULL, NULL);
  g_clear_object (&channel->tls);
  g_clear_object (&channel->socket);
  g_clear_object (&channel->cancellable);
  g_mutex_clear (&channel->write_lock);
  g_free (channel);
}

static gboolean
no_tls (GError **error)
{
  if (!g_tls_backend_supports_tls (g_tls_backend_get_default ()))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("this system has no TLS for GIO: install glib-networking"));
      return TRUE;
    }
  return FALSE;
}

/* Returns: (transfer full): the next joiner's connection, its TLS handshake done. */
BnNetChannel *
bn_net_channel_accept (GSocketListener  *listener,
                       GTlsCertificate  *certificate,
                       GCancellable     *cancellable,
                       GError          **error)
{
  g_autoptr(GSocketConnection) connection = NULL;
  g_autoptr(GIOStream) tls = NULL;

  if (no_tls (error))
    return NULL;
  connection = g_socket_listener_accept (listener, NULL, cancellable, error);
  if (connection == NULL)
    return NULL;
  /* Until the join secret is checked a silent connection is not waited
   * for long: the host takes one connection at a time. */
  g_socket_set_timeout (g_socket_connection_get_socket (connection), BN_NET_UNTRUSTED_SECONDS);
  tls = g_tls_server_connection_new (G_IO_STREAM (connection), certificate, error);
  if (tls == NULL)
    return NULL;
  g_tls_connection_set_require_close_notify (G_TLS_CONNECTION (tls), FALSE);
  if (!g_tls_connection_handshake (G_TLS_CONNECTION (tls), cancellable, error))
    return NULL;
  {
    BnNetChannel *channel = channel_new (connection, g_steal_pointer (&tls), cancellable);

    /* The HELLO must be whole in time, however slowly it trickles in. */
    channel->deadline = g_get_monotonic_time () + (gint64) BN_NET_UNTRUSTED_SECONDS * G_USEC_PER_SEC;
    return channel;
  }
}

/* The pin: the host's certificate is accepted when, and only when, its
 * fingerprint is the invitation's; no authority is asked. */
static gboolean
on_accept_certificate_cb (GTlsConnection       *connection,
                          GTlsCertificate      *peer,
                          GTlsCertificateFlags  errors,
                          gpointer              user_data)
{
  const char *expected = user_data;
  g_autofree char *fingerprint = bn_net_certificate_fingerprint (peer);

  return g_ascii_strcasecmp (fingerprint, expected) == 0;
}

/* Returns: (transfer full): a connection to the invitation's host, whose
 *   certificate is the invitation's; %BN_NET_ERROR_CERTIFICATE if it is not */
BnNetChannel *
bn_net_channel_connect (const BnNetInvitation  *invitation,
                        GCancellable           *cancellable,
                        GError                **error)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GSocketConnection) connection = NULL;
  g_autoptr(GIOStream) tls = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GSocketConnectable) identity = NULL;

  if (no_tls (error))
    return NULL;
  g_socket_client_set_timeout (client, 30);
  connection = g_socket_client_connect_to_host (client, invitation->host, (guint16) invitation->port, cancellable, error);
  if (connection == NULL)
    return NULL;
  identity = g_network_address_new (invitation->host, (guint16) invitation->port);
  tls = g_tls_client_connection_new (G_IO_STREAM (connection), identity, error);
  if (tls == NULL)
    return NULL;
  g_tls_connection_set_require_close_notify (G_TLS_CONNECTION (tls), FALSE);
  g_signal_connect (tls, "accept-certificate", G_CALLBACK (on_accept_certificate_cb), invitation->fingerprint);
  if (!g_tls_connection_handshake (G_TLS_CONNECTION (tls), cancellable, &local_error))
    {
      if (g_error_matches (local_error, G_TLS_ERROR, G_TLS_ERROR_BAD_CERTIFICATE))
        g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_CERTIFICATE,
                     _("the host at %s port %u is not the one the invitation names (its certificate's "
                       "fingerprint differs): refused"), invitation->host, invitation->port);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  {
    BnNetChannel *channel = channel_new (connection, g_steal_pointer (&tls), cancellable);

    /* The pin held: this is the invitation's host. */
    bn_net_channel_trust (channel);
    return channel;
  }
}

gboolean
bn_net_channel_send_line (BnNetChannel  *channel,
                          const char    *line,
                          GError       **error)
{
  g_autofree char *text = g_strconcat (line, "\n", NULL);
  gboolean ok;

  g_mutex_lock (&channel->write_lock);
  ok = g_output_stream_write_all (channel->out, text, strlen (text), NULL, channel->cancellable, error) &&
       g_output_stream_flush (channel->out, channel->cancellable, error);
  g_mutex_unlock (&channel->write_lock);
  if (!ok)
    {
      g_prefix_error (error, _("the connection dropped: "));
      if (error != NULL && *error != NULL)
        {
          (*error)->domain = BN_NET_ERROR;
          (*error)->code = BN_NET_ERROR_CLOSED;
        }
      return FALSE;
    }
  return TRUE;
}

gboolean
bn_net_channel_send (BnNetChannel        *channel,
                     const BnNetMessage  *message,
                     GError             **error)
{
  g_autofree char *line = bn_net_message_to_line (message);

  return bn_net_channel_send_line (channel, line, error);
}

/* Reads the next line into @out_line (without its newline), never holding
 * more than the channel's longest line plus one byte: a longer one is
 * refused when that much has come, the rest left unread. */
static gboolean
read_line (BnNetChannel  *channel,
           char         **out_line,
           GError       **error)
{
  for (;;)
    {
      /* An empty GByteArray may hold no buffer at all, and memchr() is not
       * given a null pointer even for nothing. */
      const guint8 *newline = channel->unread->len > 0
        ? memchr (channel->unread->data, '\n', channel->unread->len)
        : NULL;
      guint8 chunk[16384];
      gssize n;

      if (newline != NULL && (gsize) (newline - channel->unread->data) <= channel->max_line)
        {
          gsize length = (gsize) (newline - channel->unread->data);

          if (memchr (channel->unread->data, '\0', length) != NULL)
            {
              g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL, _("a message with a NUL byte in it"));
              return FALSE;
            }
          *out_line = g_strndup ((const char *) channel->unread->data, length);
          g_byte_array_remove_range (channel->unread, 0, (guint) length + 1);
          return TRUE;
        }
      if (channel->deadline != 0)
        {
          gint64 left = channel->deadline - g_get_monotonic_time ();

          if (left <= 0)
            {
              g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_CLOSED, _("the other side took too long to say who it is"));
              return FALSE;
            }
          g_socket_set_timeout (channel->socket, (guint) ((left + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC));
        }
      if (channel->unread->len > channel->max_line)
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_TOO_LONG,
                       ngettext ("a message longer than the %u byte allowed here",
                                 "a message longer than the %u bytes allowed here",
                                 (gulong) channel->max_line), (guint) channel->max_line);
          return FALSE;
        }
      n = g_input_stream_read (channel->in, chunk, MIN (sizeof chunk, channel->max_line + 1 - channel->unread->len),
                               channel->cancellable, error);
      if (n <= 0)
        {
          g_autoptr(GError) local_error = NULL;

          if (n < 0 && error != NULL)
            local_error = g_steal_pointer (error);
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_CLOSED, _("the connection dropped%s%s"),
                       local_error != NULL ? ": " : "", local_error != NULL ? local_error->message : "");
          return FALSE;
        }
      g_byte_array_append (channel->unread, chunk, (guint) n);
    }
}

/**
 * bn_net_channel_receive:
 *
 * Returns: (transfer full): the next message; %NULL with %BN_NET_ERROR_CLOSED
 *   when the connection dropped, %BN_NET_ERROR_TOO_LONG for a line longer
 *   than the channel accepts now (bn_net_channel_trust()),
 *   %BN_NET_ERROR_PROTOCOL for a line that is no message
 */
/**
 * bn_net_channel_wait_line:
 * @timeout_us: how long to wait at most, in microseconds
 *
 * Waits for a whole line without reading it: bn_net_channel_receive()
 * then takes it at once. Never blocks past @timeout_us.
 *
 * Returns: %TRUE once a whole line is there; %FALSE when none came in
 *   time (@error unset) or the connection dropped (@error set)
 */
gboolean
bn_net_channel_wait_line (BnNetChannel  *channel,
                          gint64         timeout_us,
                          GError       **error)
{
  gint64 until = g_get_monotonic_time () + timeout_us;

  g_return_val_if_fail (channel != NULL, FALSE);

  for (;;)
    {
      guint8 chunk[16384];
      gssize n;
      gint64 left;
      g_autoptr(GError) local_error = NULL;

      if (memchr (channel->unread->data, '\n', channel->unread->len) != NULL ||
          channel->unread->len > channel->max_line)
        return TRUE;
      n = g_pollable_input_stream_read_nonblocking (G_POLLABLE_INPUT_STREAM (channel->in), chunk,
                                                    MIN (sizeof chunk, channel->max_line + 1 - channel->unread->len),
                                                    channel->cancellable, &local_error);
      if (n > 0)
        {
          g_byte_array_append (channel->unread, chunk, (guint) n);
          continue;
        }
      if (n == 0 || !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_CLOSED, _("the connection dropped%s%s"),
                       local_error != NULL ? ": " : "", local_error != NULL ? local_error->message : "");
          return FALSE;
        }
      left = until - g_get_monotonic_time ();
      if (left <= 0)
        return FALSE;
      /* The socket's own readiness: the TLS layer holds no whole record yet. */
      g_clear_error (&local_error);
      if (!g_socket_condition_timed_wait (channel->socket, G_IO_IN, left, channel->cancellable, &local_error) &&
          !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT))
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_CLOSED, _("the connection dropped: %s"), local_error->message);
          return FALSE;
        }
    }
}

BnNetMessage *
bn_net_channel_receive (BnNetChannel  *channel,
                        GError       **error)
{
  g_autofree char *line = NULL;

  if (!read_line (channel, &line, error))
    return NULL;
  return bn_net_message_parse (line, error);
}

/**
 * bn_net_channel_trust:
 *
 * The other side is who the invitation says (the host's certificate is
 * the pinned one, or the joiner gave the join secret): from now on lines
 * up to %BN_NET_MAX_LINE are read, and a silent side is waited for.
 */
void
bn_net_channel_trust (BnNetChannel *channel)
{
  g_return_if_fail (channel != NULL);

  channel->max_line = BN_NET_MAX_LINE;
  channel->deadline = 0;
  g_socket_set_timeout (channel->socket, 0);
}

/* A wait for the other side of at most @seconds from now on; 0: no bound. */
void
bn_net_channel_set_timeout (BnNetChannel *channel,
                            guint         seconds)
{
  g_return_if_fail (channel != NULL);

  g_socket_set_timeout (channel->socket, seconds);
}

/* After a refusal: reads and drops what the other side still sends, for
 * at most @seconds, at most one longest line, or until it closes, so that
 * it reads the refusal before the connection closes under it (closing with
 * unread data resets it). */
void
bn_net_channel_drain (BnNetChannel *channel,
                      guint         seconds)
{
  gint64 until = g_get_monotonic_time () + (gint64) seconds * G_USEC_PER_SEC;
  gsize left = channel->max_line;

  g_return_if_fail (channel != NULL);

  g_socket_set_timeout (channel->socket, seconds);
  while (g_get_monotonic_time () < until && left > 0)
    {
      guint8 chunk[16384];
      gssize n = g_input_stream_read (channel->in, chunk, MIN (sizeof chunk, left), NULL, NULL);

      if (n <= 0)
        break;
      left -= (gsize) n;
    }
}

/* Returns: (transfer full): this machine's first IPv4 address that is not
 *   the loopback, for the invitation; "127.0.0.1" when it has none */
char *
bn_net_default_address (void)
{
  struct ifaddrs *list = NULL;
  char *found = NULL;

  if (getifaddrs (&list) != 0)
    return g_strdup ("127.0.0.1");
  for (struct ifaddrs *a = list; a != NULL && found == NULL; a = a->ifa_next)
    {
      char text[INET_ADDRSTRLEN];

      if (a->ifa_addr == NULL || a->ifa_addr->sa_family != AF_INET)
        continue;
      if (inet_ntop (AF_INET, &((struct sockaddr_in *) (void *) a->ifa_addr)->sin_addr, text, sizeof text) == NULL ||
          g_str_has_prefix (text, "127."))
        continue;
      found = g_strdup (text);
    }
  freeifaddrs (list);
  return found != NULL ? found : g_strdup ("127.0.0.1");
}
