/* bn-net-battle-line.c — the battle's messages on the connection: sent,
 * received in the order the protocol expects them, refused with the
 * reason; chat lines told as they come, also while this side decides. */
#include "bn-net-battle-private.h"

#include <glib/gi18n-lib.h>

#include "bn-net-channel.h"
#include "bn-net-protocol.h"

/* How many of the dealer's messages may wait for it (net_battle_receive()). */
#define MAX_WAITING_DEALS 256

void
net_battle_tell (BnNetBattle *self,
                 const char  *format,
                 ...)
{
  g_autofree char *note = NULL;
  va_list args;

  va_start (args, format);
  note = g_strdup_vprintf (format, args);
  va_end (args);
  if (self->tell != NULL)
    self->tell (self->played, 0, note, self->tell_data);
}

/* ---- messages ---- */

gboolean
net_battle_send (BnNetBattle   *self,
                 BnNetMessage  *message,
                 GError       **error)
{
  return bn_net_channel_send (self->channel, message, error);
}

/* Sends REFUSED with @why to the other side, and fails with it here. */

gboolean
net_battle_refuse (BnNetBattle  *self,
                   GError      **error,
                   const char   *format,
                   ...)
{
  g_autoptr(BnNetMessage) message = bn_net_message_new ("REFUSED");
  g_autofree char *why = NULL;
  va_list args;

  va_start (args, format);
  why = g_strdup_vprintf (format, args);
  va_end (args);
  bn_net_message_set (message, "why", why);
  if (self->channel != NULL && bn_net_channel_send (self->channel, message, NULL))
    bn_net_channel_drain (self->channel, 5);
  g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED, _("refused the other side's message: %s"), why);
  return FALSE;
}

/* The next message of type @type; CHAT lines on the way are told. The
 * dealer's messages (DECK, DEAL) that come while another is due wait for
 * the dealer to ask for them: a side sends again, after a reconnection,
 * the deals the other lacks before the decisions that need them. */
BnNetMessage *
net_battle_receive (BnNetBattle  *self,
                    const char   *type,
                    GError      **error)
{
  if (net_battle_is_deal (type) && !g_queue_is_empty (self->deals))
    {
      g_autoptr(BnNetMessage) waiting = g_queue_pop_head (self->deals);

      if (!g_str_equal (waiting->type, type))
        {
          net_battle_refuse (self, error, _("a %s message came where %s was due"), waiting->type, type);
          return NULL;
        }
      return g_steal_pointer (&waiting);
    }
  for (;;)
    {
      g_autoptr(BnNetMessage) message = NULL;

      if (self->held_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&self->held_error));
          return NULL;
        }
      message = self->held != NULL ? g_steal_pointer (&self->held) : bn_net_channel_receive (self->channel, error);
      if (message == NULL)
        return NULL;
      if (g_str_equal (message->type, "CHAT"))
        {
          const char *text = bn_net_message_get (message, "text");

          net_battle_tell (self, _("The other side says: %s"), text != NULL ? text : "");
          continue;
        }
      if (g_str_equal (message->type, "REFUSED"))
        {
          const char *why = bn_net_message_get (message, "why");

          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PEER_REFUSED, _("the other side refused our message: %s"),
                       why != NULL ? why : "");
          return NULL;
        }
      if (net_battle_is_deal (message->type) && !net_battle_is_deal (type))
        {
          if (g_queue_get_length (self->deals) >= MAX_WAITING_DEALS)
            {
              net_battle_refuse (self, error, _("too many of the dealer's messages came where %s was due"), type);
              return NULL;
            }
          g_queue_push_tail (self->deals, g_steal_pointer (&message));
          continue;
        }
      if (!g_str_equal (message->type, type))
        {
          net_battle_refuse (self, error, _("a %s message came where %s was due"), message->type, type);
          return NULL;
        }
      return g_steal_pointer (&message);
    }
}

/**
 * bn_net_battle_listen:
 * @timeout_us: how long to listen at most, in microseconds
 *
 * From @choose, on the run's own thread, while this side decides: what the
 * other side sends meanwhile is read as it comes, its chat lines told at
 * once; anything else is kept for the run to take up after the decision.
 *
 * Returns: %FALSE once there is nothing more to listen for before the
 *   decision: the line dropped (the run finds it so when it sends), or a
 *   message other than chat came
 */
gboolean
bn_net_battle_listen (BnNetBattle *self,
                      gint64       timeout_us)
{
  gint64 until = g_get_monotonic_time () + timeout_us;

  g_return_val_if_fail (self != NULL, FALSE);

  while (self->channel != NULL && self->held == NULL && self->held_error == NULL)
    {
      g_autoptr(BnNetMessage) message = NULL;
      g_autoptr(GError) dropped = NULL;

      if (!bn_net_channel_wait_line (self->channel, MAX (until - g_get_monotonic_time (), 0), &dropped))
        return dropped == NULL;
      message = bn_net_channel_receive (self->channel, &self->held_error);
      if (message == NULL)
        return FALSE;
      if (!g_str_equal (message->type, "CHAT"))
        {
          self->held = g_steal_pointer (&message);
          return FALSE;
        }
      net_battle_tell (self, _("The other side says: %s"), bn_net_message_get (message, "text") != NULL
                       ? bn_net_message_get (message, "text") : "");
    }
  return FALSE;
}

/**
 * bn_net_battle_say:
 * @text: a short message for the other side (cut to 500 characters, control
 *   characters dropped)
 *
 * Sends a chat line; the other side is told it as it comes, while it
 * waits for a message or listens as it decides (bn_net_battle_listen()).
 * Only while the battle is connected; from any thread.
 */
gboolean
bn_net_battle_say (BnNetBattle  *self,
                   const char   *text,
                   GError      **error)
{
  g_autoptr(BnNetMessage) message = bn_net_message_new ("CHAT");
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *clean = g_string_new (NULL);
  g_autofree char *line = NULL;
  guint n = 0;
  gboolean ok;

  for (const char *p = valid; *p != '\0' && n < 500; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_iscntrl (c))
        g_string_append_unichar (clean, c);
    }
  line = g_string_free (clean, FALSE);
  bn_net_message_set (message, "text", line);
  g_mutex_lock (&self->channel_lock);
  if (self->channel == NULL)
    {
      g_mutex_unlock (&self->channel_lock);
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_CLOSED, _("the other side is not connected"));
      return FALSE;
    }
  ok = net_battle_send (self, message, error);
  g_mutex_unlock (&self->channel_lock);
  return ok;
}
