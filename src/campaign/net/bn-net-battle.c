/* bn-net-battle.c — one side's session: the battle hosted, taken up again
 * or joined, the connection made (and made again after it drops), and the
 * run that plays the battle to its end over it.
 *
 * Both sides run one loop: the number of decisions taken so far (the
 * played battle's actions) says what comes next, so the loop starts again
 * from the store after a dropped connection. Each message is checked
 * against the shared history before anything is saved; one that does not
 * follow from it is answered with REFUSED and ends the run with the reason.
 * The messages are in bn-net-battle-line.c, the shared history and its
 * draws in bn-net-battle-history.c, the setup in bn-net-battle-setup.c,
 * the decisions in bn-net-battle-turns.c and the end in bn-net-battle-end.c.
 */
#include "bn-net-battle-private.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "bn-net-certificate.h"
#include "bn-net-channel.h"
#include "bn-net-protocol.h"

#define RECONNECT_SECONDS 300

void
bn_net_battle_free (BnNetBattle *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->link, bn_net_link_free);
  g_clear_pointer (&self->played, bn_played_battle_free);
  /* After the played battle, which deals with it. */
  g_clear_pointer (&self->dealer, bn_net_dealer_free);
  if (self->deals != NULL)
    g_queue_free_full (self->deals, (GDestroyNotify) bn_net_message_free);
  g_free (self->rules_id);
  g_free (self->scenario);
  g_free (self->invitation);
  g_free (self->file_id);
  g_free (self->peer_file);
  if (self->listener != NULL)
    g_socket_listener_close (self->listener);
  g_clear_object (&self->listener);
  g_clear_object (&self->certificate);
  g_clear_pointer (&self->channel, bn_net_channel_free);
  g_clear_pointer (&self->held, bn_net_message_free);
  g_clear_error (&self->held_error);
  g_hash_table_unref (self->peer_commits);
  g_ptr_array_unref (self->digests);
  g_clear_object (&self->cancellable);
  g_mutex_clear (&self->channel_lock);
  g_free (self);
}

static BnNetBattle *
net_battle_new (BnStore *store)
{
  BnNetBattle *self = g_new0 (BnNetBattle, 1);

  self->store = store;
  self->peer_commits = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  self->digests = g_ptr_array_new_with_free_func (g_free);
  self->cancellable = g_cancellable_new ();
  self->deals = g_queue_new ();
  g_mutex_init (&self->channel_lock);
  return self;
}

static gboolean
host_listen (BnNetBattle  *self,
             const char   *certificate_dir,
             guint         port,
             guint        *out_port,
             GError      **error)
{
  g_autofree char *dir = certificate_dir != NULL ? g_strdup (certificate_dir) : bn_net_certificate_default_dir ();

  self->certificate = bn_net_certificate_load_or_create (dir, error);
  if (self->certificate == NULL)
    return FALSE;
  self->listener = bn_net_listener_new (port, out_port, error);
  return self->listener != NULL;
}

/* This file's id, for the tokens of the leaders a new battle exchanges. */
static gboolean
keep_file_id (BnNetBattle  *self,
              GError      **error)
{
  g_autofree char *fresh = bn_net_random_hex (16);

  self->file_id = bn_store_net_file_id (self->store, fresh, error);
  return self->file_id != NULL;
}

static void
make_invitation (BnNetBattle *self)
{
  BnNetInvitation invitation = { self->link->host, self->link->port, self->link->fingerprint, self->link->secret };

  g_free (self->invitation);
  self->invitation = bn_net_invitation_format (&invitation);
}

/**
 * bn_net_battle_host:
 *
 * Makes (or reads) the host's certificate and listens. Nothing is saved
 * until a joiner with the invitation has come and both armies are known.
 *
 * Returns: (transfer full): the host's side, or %NULL with @error
 */
BnNetBattle *
bn_net_battle_host (BnStore                 *store,
                    const BnNetHostOptions  *options,
                    GError                 **error)
{
  g_autoptr(BnNetBattle) self = net_battle_new (store);
  guint port = 0;

  g_return_val_if_fail (store != NULL && options != NULL && options->army_id > 0 && options->side <= 1, NULL);

  if (options->rules_id != NULL && bn_ruleset_lookup (options->rules_id) == NULL)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL, _("there is no ruleset “%s”"), options->rules_id);
      return NULL;
    }
  {
    g_autoptr(BnArmy) army = bn_store_get_army (store, options->army_id, error);

    if (army == NULL)
      return NULL;
  }
  if (!host_listen (self, options->certificate_dir, options->port, &port, error))
    return NULL;
  self->army_id = options->army_id;
  self->rules_id = g_strdup (options->rules_id != NULL ? options->rules_id : bn_ruleset_get_default ()->id);
  self->scenario = g_strdup (options->scenario != NULL ? options->scenario : "river-fords");
  self->basic_game = options->basic_game;
  self->link = g_new0 (BnNetLink, 1);
  self->link->side = options->side;
  self->link->hosted = TRUE;
  self->link->host = options->address != NULL ? g_strdup (options->address) : bn_net_default_address ();
  self->link->port = port;
  self->link->fingerprint = bn_net_certificate_fingerprint (self->certificate);
  self->link->secret = bn_net_random_hex (16);
  self->link->session = bn_net_random_hex (16);
  self->link->master = bn_net_random_hex (32);
  self->link->peer_commitment = g_strdup ("");
  if (!keep_file_id (self, error))
    return NULL;
  make_invitation (self);
  return g_steal_pointer (&self);
}

/* Returns: (transfer full): the host's side of played battle
 *   @played_battle_id, listening again on its port, with its invitation */
BnNetBattle *
bn_net_battle_host_resume (BnStore     *store,
                           gint64       played_battle_id,
                           const char  *certificate_dir,
                           GError     **error)
{
  g_autoptr(BnNetBattle) self = net_battle_new (store);
  guint port = 0;

  self->link = bn_store_get_net_link (store, played_battle_id, error);
  if (self->link == NULL)
    return NULL;
  if (!self->link->hosted)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_INVITATION,
                   _("played battle %" PRId64 " was joined, not hosted, from this file: join it again "
                     "with its invitation"), played_battle_id);
      return NULL;
    }
  if ((self->played = net_battle_load_played (self, played_battle_id, error)) == NULL ||
      !host_listen (self, certificate_dir, self->link->port, &port, error))
    return NULL;
  self->turn_seconds = bn_store_get_battle_turn_seconds (store, played_battle_id);
  {
    g_autofree char *fingerprint = bn_net_certificate_fingerprint (self->certificate);

    if (!g_str_equal (fingerprint, self->link->fingerprint))
      {
        g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_CERTIFICATE,
                     _("the host certificate is not the one this battle's invitation names"));
        return NULL;
      }
  }
  make_invitation (self);
  return g_steal_pointer (&self);
}

/**
 * bn_net_battle_join:
 * @army_id: this side's army; 0 when the file already joined this battle
 *
 * Returns: (transfer full): the joiner's side; a battle this file joined
 *   before under the same invitation is taken up where it stands
 */
BnNetBattle *
bn_net_battle_join (BnStore     *store,
                    const char  *invitation,
                    gint64       army_id,
                    GError     **error)
{
  g_autoptr(BnNetBattle) self = net_battle_new (store);
  g_autoptr(BnNetInvitation) parsed = bn_net_invitation_parse (invitation, error);
  g_autoptr(GError) local_error = NULL;

  if (parsed == NULL)
    return NULL;
  self->link = bn_store_find_net_link (store, parsed->secret, FALSE, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (self->link != NULL)
    {
      if ((self->played = net_battle_load_played (self, self->link->played_battle_id, error)) == NULL)
        return NULL;
      /* The host may have moved: the invitation's address wins. */
      g_free (self->link->host);
      self->link->host = g_strdup (parsed->host);
      self->link->port = parsed->port;
    }
  else
    {
      g_autoptr(BnArmy) army = NULL;

      if (army_id <= 0)
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_INVITATION, _("give the army you bring (--army)"));
          return NULL;
        }
      if ((army = bn_store_get_army (store, army_id, error)) == NULL)
        return NULL;
      self->army_id = army_id;
      self->link = g_new0 (BnNetLink, 1);
      /* Until the host's WELCOME says which side he keeps for himself. */
      self->link->side = 1;
      self->link->host = g_strdup (parsed->host);
      self->link->port = parsed->port;
      self->link->fingerprint = g_strdup (parsed->fingerprint);
      self->link->secret = g_strdup (parsed->secret);
      self->link->master = bn_net_random_hex (32);
      self->link->peer_commitment = g_strdup ("");
      if (!keep_file_id (self, error))
        return NULL;
    }
  self->invitation = bn_net_invitation_format (parsed);
  return g_steal_pointer (&self);
}

const char *
bn_net_battle_get_invitation (BnNetBattle *self)
{
  return self->invitation;
}

guint
bn_net_battle_get_side (BnNetBattle *self)
{
  return self->link->side;
}

gint64
bn_net_battle_get_played_id (BnNetBattle *self)
{
  return self->played != NULL ? bn_played_battle_get_id (self->played) : 0;
}

gint64
bn_net_battle_get_record_id (BnNetBattle *self)
{
  return self->record_id;
}

/* ---- connecting ---- */

/* The HELLO of a joiner not yet trusted: read with the channel's small
 * bound (bn-net-channel.c), nothing but a HELLO with this battle's secret
 * accepted, no chat line shown. %FALSE with the reason to turn him away. */
static gboolean
check_hello (BnNetBattle  *self,
             GError      **error)
{
  g_autoptr(BnNetMessage) hello = bn_net_channel_receive (self->channel, error);
  const char *secret;

  if (hello == NULL)
    return FALSE;
  secret = bn_net_message_get (hello, "secret");
  if (!g_str_equal (hello->type, "HELLO") || secret == NULL || !g_str_equal (secret, self->link->secret))
    {
      g_autoptr(BnNetMessage) refusal = bn_net_message_new ("REFUSED");

      bn_net_message_set (refusal, "why", _("the join secret is not this battle's"));
      if (bn_net_channel_send (self->channel, refusal, NULL))
        bn_net_channel_drain (self->channel, 5);
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_SECRET, _("it did not give this battle's join secret"));
      return FALSE;
    }
  bn_net_channel_trust (self->channel);
  g_free (self->peer_file);
  self->peer_file = g_strdup (bn_net_message_get (hello, "file"));
  return TRUE;
}

/* Replaces the channel; bn_net_battle_say() may be using the old one. */
static void
set_channel (BnNetBattle  *self,
             BnNetChannel *channel)
{
  BnNetChannel *old;

  g_mutex_lock (&self->channel_lock);
  old = self->channel;
  self->channel = channel;
  g_mutex_unlock (&self->channel_lock);
  bn_net_channel_free (old);
}

/* The host's time per turn, from its WELCOME (none from an older host). */
static gboolean
read_turn_seconds (BnNetBattle         *self,
                   const BnNetMessage  *welcome,
                   GError             **error)
{
  guint64 seconds = 0;

  if (bn_net_message_get (welcome, "turn-seconds") != NULL &&
      (!bn_net_message_get_uint (welcome, "turn-seconds", &seconds, error) || seconds > 24 * 3600))
    return net_battle_refuse (self, error != NULL && *error != NULL ? NULL : error, "%s", _("the time per turn is not one"));
  self->turn_seconds = (guint) seconds;
  return TRUE;
}

/* The side the host plays, from its WELCOME (side 0 from an older host):
 * the joiner plays the other, and a battle taken up again keeps its sides. */
static gboolean
read_side (BnNetBattle         *self,
           const BnNetMessage  *welcome,
           GError             **error)
{
  guint64 host_side = 0;

  if (bn_net_message_get (welcome, "side") != NULL &&
      (!bn_net_message_get_uint (welcome, "side", &host_side, error) || host_side > 1))
    return net_battle_refuse (self, error != NULL && *error != NULL ? NULL : error, "%s", _("the host's side is not one"));
  if (self->played != NULL && 1 - host_side != self->link->side)
    return net_battle_refuse (self, error, _("the host says he plays side %u, but this file plays it"), (guint) host_side);
  self->link->side = 1 - (guint) host_side;
  return TRUE;
}

/**
 * bn_net_battle_set_turn_seconds:
 * @seconds: the time each side has for its decisions in a turn; 0: none
 *
 * The host's: it is told to the joiner on every connection. Each side's
 * own program keeps its own clock (docs/rules.md, "Time per turn").
 */
void
bn_net_battle_set_turn_seconds (BnNetBattle *self,
                                guint        seconds)
{
  g_return_if_fail (self != NULL && self->link->hosted);

  self->turn_seconds = seconds;
}

/* The time per turn: the host's own, or as the host told it (0: none). */
guint
bn_net_battle_get_turn_seconds (BnNetBattle *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->turn_seconds;
}

/**
 * bn_net_battle_cancel:
 *
 * From any thread: stops bn_net_battle_run() where it waits (for a joiner,
 * a message, a reconnection), which then fails. What is saved stays saved.
 */
void
bn_net_battle_cancel (BnNetBattle *self)
{
  g_return_if_fail (self != NULL);

  g_cancellable_cancel (self->cancellable);
}

static gboolean
connect_host (BnNetBattle  *self,
              GError      **error)
{
  for (;;)
    {
      g_autoptr(GError) local_error = NULL;
      g_autoptr(BnNetMessage) welcome = bn_net_message_new ("WELCOME");

      BnNetChannel *channel = bn_net_channel_accept (self->listener, self->certificate, self->cancellable, &local_error);

      if (channel == NULL && g_cancellable_is_cancelled (self->cancellable))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      set_channel (self, channel);
      if (self->channel == NULL)
        {
          net_battle_tell (self, _("A connection failed: %s"), local_error->message);
          continue;
        }
      if (!check_hello (self, &local_error))
        {
          net_battle_tell (self, _("Turned away a connection without this battle's invitation: %s"), local_error->message);
          set_channel (self, NULL);
          continue;
        }
      bn_net_message_set (welcome, "resume", self->played != NULL ? "1" : "0");
      bn_net_message_set_uint (welcome, "turn-seconds", self->turn_seconds);
      bn_net_message_set_uint (welcome, "side", self->link->side);
      return net_battle_send (self, welcome, error);
    }
}

static gboolean
connect_joiner (BnNetBattle  *self,
                GError      **error)
{
  g_autoptr(BnNetInvitation) invitation = bn_net_invitation_parse (self->invitation, error);
  g_autoptr(BnNetMessage) hello = bn_net_message_new ("HELLO");
  g_autoptr(BnNetMessage) welcome = NULL;
  gint64 until = g_get_monotonic_time () + (gint64) RECONNECT_SECONDS * G_USEC_PER_SEC;

  if (invitation == NULL)
    return FALSE;
  for (;;)
    {
      g_autoptr(GError) local_error = NULL;

      set_channel (self, bn_net_channel_connect (invitation, self->cancellable, &local_error));
      if (self->channel != NULL)
        break;
      /* Once the battle is set up, a host that is away (or coming back)
       * is waited for; a host that is not the invitation's never is. */
      if (self->played == NULL || g_error_matches (local_error, BN_NET_ERROR, BN_NET_ERROR_CERTIFICATE) ||
          g_get_monotonic_time () > until || g_cancellable_is_cancelled (self->cancellable))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      g_usleep (G_USEC_PER_SEC / 2);
    }
  bn_net_message_set (hello, "secret", self->link->secret);
  if (self->file_id != NULL)
    bn_net_message_set (hello, "file", self->file_id);
  if (!net_battle_send (self, hello, error) || (welcome = net_battle_receive (self, "WELCOME", error)) == NULL)
    return FALSE;
  if (g_strcmp0 (bn_net_message_get (welcome, "resume"), self->played != NULL ? "1" : "0") != 0)
    return net_battle_refuse (self, error, "%s", self->played != NULL
                                                 ? _("the host has no battle to resume")
                                                 : _("the host resumes a battle this file never joined"));
  return read_turn_seconds (self, welcome, error) && read_side (self, welcome, error);
}

/**
 * bn_net_battle_run:
 * @choose: this side's decisions
 * @tell: (nullable): what to show as the battle goes
 *
 * Plays the battle to its end and keeps it in this side's campaign
 * (bn_net_battle_get_record_id()). A dropped connection is waited out:
 * the host listens again, the joiner reconnects for some minutes.
 *
 * Returns: %FALSE with @error when the battle cannot go on: a message
 *   refused (either way), a wrong certificate or invitation, @choose
 *   leaving, or a store error
 */
gboolean
bn_net_battle_run (BnNetBattle      *self,
                   BnNetChooseFunc   choose,
                   BnNetTellFunc     tell_func,
                   gpointer          user_data,
                   GError          **error)
{
  g_return_val_if_fail (self != NULL && choose != NULL, FALSE);

  self->tell = tell_func;
  self->tell_data = user_data;
  for (;;)
    {
      g_autoptr(GError) local_error = NULL;
      gboolean ok;

      ok = self->link->hosted ? connect_host (self, &local_error) : connect_joiner (self, &local_error);
      if (ok)
        {
          ok = self->played == NULL ? net_battle_set_up (self, &local_error) : net_battle_resynchronise (self, &local_error);
          while (ok && bn_battle_get_phase (bn_played_battle_get_battle (self->played)) != BN_PHASE_OVER)
            ok = net_battle_take_turn (self, choose, user_data, &local_error);
          if (ok)
            ok = net_battle_finish (self, &local_error);
        }
      set_channel (self, NULL);
      g_queue_clear_full (self->deals, (GDestroyNotify) bn_net_message_free);
      g_clear_pointer (&self->held, bn_net_message_free);
      g_clear_error (&self->held_error);
      if (ok)
        return TRUE;
      /* A line that fell after the battle was set up is waited out. */
      if (!g_error_matches (local_error, BN_NET_ERROR, BN_NET_ERROR_CLOSED) || self->played == NULL ||
          g_cancellable_is_cancelled (self->cancellable) ||
          (!self->link->hosted && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CONNECTION_REFUSED)))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      net_battle_tell (self, _("The connection dropped: the battle is paused until the other side is back (%s)"),
                       local_error->message);
    }
}
