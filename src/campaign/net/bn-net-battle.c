/* bn-net-battle.c — the protocol's state machine, driven by the battle.
 *
 * Both sides run one loop: the number of decisions taken so far (the
 * played battle's actions) says what comes next, so the loop starts again
 * from the store after a dropped connection. Each message is checked
 * against the shared history before anything is saved; one that does not
 * follow from it is answered with REFUSED and ends the run with the reason.
 */
#include "bn-net-battle.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <string.h>
#include <unistd.h>

#include "bn-battle-ai.h"
#include "bn-career.h"
#include "bn-net-army.h"
#include "bn-net-certificate.h"
#include "bn-net-channel.h"
#include "bn-net-link.h"
#include "bn-net-protocol.h"

#define RECONNECT_SECONDS 300

struct _BnNetBattle
{
  BnStore          *store;          /* borrowed */
  BnNetLink        *link;           /* played_battle_id 0 until the battle is set up */
  BnPlayedBattle   *played;         /* NULL until then */
  gint64            army_id;        /* this side's army */
  char             *rules_id;
  char             *scenario;
  gboolean          basic_game;
  char             *invitation;
  GSocketListener  *listener;       /* the host's */
  GTlsCertificate  *certificate;    /* the host's */
  BnNetChannel     *channel;
  BnNetMessage     *held;           /* read while this side chose (bn_net_battle_listen()), not yet taken */
  GError           *held_error;     /* or the error reading it gave */
  GHashTable       *peer_commits;   /* draw number → the other side's commitment, this run */
  GPtrArray        *digests;        /* the shared history's digest after 0, 1, … actions */
  gboolean          has_forced;     /* the action owed for a draw under way (pending) */
  BnBattleAction    forced;
  gboolean          may_repent;     /* the "repent" test hook: this draw is for this side's action, which had others beside it */
  gboolean          repented;       /* the "repent" test hook has dropped the line once */
  gint64            record_id;
  char             *file_id;        /* this file's id for the leaders' tokens (bn-net-army.h) */
  char             *peer_file;      /* the other file's; NULL if it sent none */
  BnNetTellFunc     tell;
  gpointer          tell_data;
  guint             turn_seconds;   /* the time each side has per turn; 0: none (bn_net_battle_set_turn_seconds) */
  GCancellable     *cancellable;    /* bn_net_battle_cancel() */
  GMutex            channel_lock;   /* the channel is changed here, and a chat line may be sent from another thread */
};

void
bn_net_battle_free (BnNetBattle *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->link, bn_net_link_free);
  g_clear_pointer (&self->played, bn_played_battle_free);
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
  g_mutex_init (&self->channel_lock);
  return self;
}

static void
tell (BnNetBattle *self,
      const char  *format,
      ...) G_GNUC_PRINTF (2, 3);

static void
tell (BnNetBattle *self,
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
  if ((self->played = bn_played_battle_load (store, played_battle_id, error)) == NULL ||
      !host_listen (self, certificate_dir, self->link->port, &port, error))
    return NULL;
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
      if ((self->played = bn_played_battle_load (store, self->link->played_battle_id, error)) == NULL)
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

/* ---- messages ---- */

static gboolean
send_message (BnNetBattle   *self,
              BnNetMessage  *message,
              GError       **error)
{
  return bn_net_channel_send (self->channel, message, error);
}

/* Sends REFUSED with @why to the other side, and fails with it here. */
static gboolean
refuse (BnNetBattle  *self,
        GError      **error,
        const char   *format,
        ...) G_GNUC_PRINTF (3, 4);

static gboolean
refuse (BnNetBattle  *self,
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

/* The next message of type @type; CHAT lines on the way are told. */
static BnNetMessage *
receive (BnNetBattle  *self,
         const char   *type,
         GError      **error)
{
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

          tell (self, _("The other side says: %s"), text != NULL ? text : "");
          continue;
        }
      if (g_str_equal (message->type, "REFUSED"))
        {
          const char *why = bn_net_message_get (message, "why");

          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PEER_REFUSED, _("the other side refused our message: %s"),
                       why != NULL ? why : "");
          return NULL;
        }
      if (!g_str_equal (message->type, type))
        {
          refuse (self, error, _("a %s message came where %s was due"), message->type, type);
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
      tell (self, _("The other side says: %s"), bn_net_message_get (message, "text") != NULL
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
  ok = send_message (self, message, error);
  g_mutex_unlock (&self->channel_lock);
  return ok;
}

/* ---- the shared history ---- */

/* Action @i as the history holds it: its line, with its draw once known. */
static char *
action_line (BnNetBattle *self,
             guint        i,
             gboolean     with_draw)
{
  const BnBattle *battle = bn_played_battle_get_battle (self->played);
  g_autofree char *text = bn_battle_action_to_string (bn_battle_get_action (battle, i));
  guint64 draw = bn_played_battle_get_draw (self->played, i);

  if (with_draw && draw != 0)
    return g_strdup_printf ("%s draw=%016" G_GINT64_MODIFIER "x", text, draw);
  return g_steal_pointer (&text);
}

/* The digest of the first @n actions and their draws, chained from the session. */
static const char *
digest_to (BnNetBattle *self,
           guint        n)
{
  if (self->digests->len == 0)
    g_ptr_array_add (self->digests, g_compute_checksum_for_string (G_CHECKSUM_SHA256, self->link->session, -1));
  while (self->digests->len <= n)
    {
      guint i = self->digests->len - 1;
      g_autofree char *line = action_line (self, i, TRUE);
      g_autofree char *text = g_strconcat (g_ptr_array_index (self->digests, i), "|", line, NULL);

      g_ptr_array_add (self->digests, g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1));
    }
  return g_ptr_array_index (self->digests, n);
}

static guint
n_actions (BnNetBattle *self)
{
  return bn_battle_get_n_actions (bn_played_battle_get_battle (self->played));
}

/* The context of the draw of action @i (draw i + 1), whose text is @action_text. */
static char *
action_context (BnNetBattle *self,
                guint        i,
                const char  *action_text)
{
  g_autofree char *history = g_strconcat (digest_to (self, i), "|", action_text, NULL);

  return bn_net_draw_context (self->link->session, i + 1, history);
}

/* Whether @action, applied now, makes any roll: tried on a copy whose
 * chance has neither seed nor typed values. The same on both sides. */
static gboolean
action_draws (const BnBattle       *battle,
              const BnBattleAction *action)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(BnBattle) copy = bn_battle_copy (battle, chance);
  g_autoptr(GError) error = NULL;

  return !bn_battle_apply (copy, action, &error) && g_error_matches (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE);
}

static gboolean
save_link (BnNetBattle  *self,
           GError      **error)
{
  return bn_store_save_net_link (self->store, self->link, error);
}

/* The test hook BANNERET_NET_TAMPER: this side cheats in one named way
 * from decision @k on, so that tests see the other side refuse it. */
static gboolean
tampering (const char *what,
           guint       k)
{
  const char *tamper = g_getenv ("BANNERET_NET_TAMPER");

  return tamper != NULL && g_str_equal (tamper, what) && k >= 3;
}

/* The test hook BANNERET_NET_TAMPER for the battle's setup: this side
 * fails in one named way before the battle starts. */
static gboolean
tampering_setup (const char *what)
{
  return g_strcmp0 (g_getenv ("BANNERET_NET_TAMPER"), what) == 0;
}

/* ---- one draw ---- */

static guint64
seed_of (BnNetBattle *self,
         const char  *mine,
         const char  *theirs,
         const char  *context)
{
  return self->link->side == 0 ? bn_net_draw_seed (mine, theirs, context)
                               : bn_net_draw_seed (theirs, mine, context);
}

/* Draw @number under @context: commit, then reveal, then check. */
static gboolean
draw (BnNetBattle  *self,
      guint         number,
      const char   *context,
      guint64      *out_seed,
      GError      **error)
{
  g_autofree char *value = bn_net_draw_value (self->link->master, context);
  g_autofree char *commitment = bn_net_commitment (value, context);
  g_autoptr(BnNetMessage) commit = bn_net_message_new ("COMMIT");
  g_autoptr(BnNetMessage) reveal = bn_net_message_new ("REVEAL");
  g_autoptr(BnNetMessage) their_commit = NULL;
  g_autoptr(BnNetMessage) their_reveal = NULL;
  g_autofree char *expected = NULL;
  const char *their_value;
  guint64 n;

  bn_net_message_set_uint (commit, "n", number);
  bn_net_message_set (commit, "hash", commitment);
  /* A test hook: try to see the other's value before committing to ours. */
  if (tampering ("peek", number))
    {
      g_free (commit->type);
      commit->type = g_strdup ("REVEAL");
    }
  if (!send_message (self, commit, error) || (their_commit = receive (self, "COMMIT", error)) == NULL)
    return FALSE;
  if (!bn_net_message_get_uint (their_commit, "n", &n, error) ||
      bn_net_message_require (their_commit, "hash", error) == NULL)
    return refuse (self, NULL, "%s", (*error)->message);
  if (n != number)
    return refuse (self, error, _("a commitment to draw %llu came when draw %u was due"), (unsigned long long) n, number);
  g_hash_table_replace (self->peer_commits, GUINT_TO_POINTER (number),
                        g_strdup (bn_net_message_get (their_commit, "hash")));
  /* A test hook: see the other's value for our own action, then drop the
   * line, to choose again once it is back (take_turn()). */
  if (self->may_repent && !self->repented)
    {
      g_autoptr(BnNetMessage) seen = receive (self, "REVEAL", error);

      self->repented = TRUE;
      if (seen != NULL)
        g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_CLOSED, "%s", _("this side dropped the line"));
      return FALSE;
    }
  bn_net_message_set_uint (reveal, "n", number);
  /* A test hook: reveal a value that is not the one committed to. */
  if (tampering ("reveal", number) || (number == 0 && tampering_setup ("setup-reveal")))
    bn_net_message_set (reveal, "value", "0000000000000000000000000000000000000000000000000000000000000000");
  else
    bn_net_message_set (reveal, "value", value);
  if (!send_message (self, reveal, error) || (their_reveal = receive (self, "REVEAL", error)) == NULL)
    return FALSE;
  if (!bn_net_message_get_uint (their_reveal, "n", &n, error) ||
      (their_value = bn_net_message_require (their_reveal, "value", error)) == NULL)
    return refuse (self, NULL, "%s", (*error)->message);
  if (n != number)
    return refuse (self, error, _("a value for draw %llu came when draw %u was due"), (unsigned long long) n, number);
  expected = bn_net_commitment (their_value, context);
  if (!g_str_equal (expected, bn_net_message_get (their_commit, "hash")))
    return refuse (self, error, _("the value revealed for draw %u does not match its commitment"), number);
  *out_seed = seed_of (self, value, their_value, context);
  return TRUE;
}

/* ---- setting up ---- */

typedef struct
{
  BnNetBattle      *self;
  BnNetArmy        *theirs;
  gint64            campaign_id;
  const char       *scenario;
  guint64           seed;
  const BnRuleset  *ruleset;
  BnBattleOptions   options;
} SetUp;

/* Inside one write: the other side's leader and army saved, the played
 * battle started and its link saved; kept only once the other side has
 * done the same (READY both ways), so that a setup that fails on either
 * side leaves nothing in either file. */
static gboolean
set_up_write (BnStore   *store,
              gpointer   user_data,
              GError   **error)
{
  SetUp *setup = user_data;
  BnNetBattle *self = setup->self;
  g_autoptr(BnPlayedBattle) played = NULL;
  g_autoptr(BnNetMessage) ready = bn_net_message_new ("READY");
  g_autoptr(BnNetMessage) their_ready = NULL;
  gint64 armies[2];
  gint64 their_army;

  if ((their_army = bn_net_army_save (store, setup->theirs, setup->campaign_id, error)) == 0)
    return refuse (self, NULL, "%s", (*error)->message);
  if (tampering_setup ("unready"))
    return refuse (self, error, "%s", "this side could not save the battle");
  if (tampering_setup ("drop-ready"))
    _exit (3);
  armies[self->link->side] = self->army_id;
  armies[1 - self->link->side] = their_army;
  played = bn_played_battle_start_with_options (store, armies[0], armies[1], setup->scenario, setup->seed,
                                                BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1), setup->ruleset,
                                                setup->options, error);
  if (played == NULL)
    return refuse (self, NULL, "%s", (*error)->message);
  self->link->played_battle_id = bn_played_battle_get_id (played);
  if (!save_link (self, error))
    {
      self->link->played_battle_id = 0;
      return refuse (self, NULL, "%s", (*error)->message);
    }
  /* The file is held while the other side answers: not for long. */
  bn_net_channel_set_timeout (self->channel, BN_NET_READY_SECONDS);
  if (!send_message (self, ready, error) || (their_ready = receive (self, "READY", error)) == NULL)
    {
      self->link->played_battle_id = 0;
      return FALSE;
    }
  bn_net_channel_set_timeout (self->channel, 0);
  self->played = g_steal_pointer (&played);
  return TRUE;
}

/* Both armies exchanged, draw 0 made: the played battle, saved on this side. */
static gboolean
set_up (BnNetBattle  *self,
        GError      **error)
{
  g_autoptr(BnNetMessage) mine = bn_net_message_new (self->link->hosted ? "SETUP" : "ARMY");
  g_autoptr(BnNetMessage) theirs = NULL;
  g_autoptr(BnNetArmy) their_army = NULL;
  g_autofree char *master_commitment = NULL;
  g_autofree char *context = NULL;
  gint64 campaign_id = 0;
  guint64 seed = 0;
  const BnRuleset *ruleset;
  const char *rules_id, *scenario, *basic, *session, *commitment;

  if (self->link->hosted)
    {
      bn_net_message_set (mine, "session", self->link->session);
      bn_net_message_set (mine, "rules", self->rules_id);
      bn_net_message_set (mine, "scenario", self->scenario);
      bn_net_message_set (mine, "basic", self->basic_game ? "1" : "0");
      bn_net_message_set (mine, "file", self->file_id);
    }
  else
    {
      if ((theirs = receive (self, "SETUP", error)) == NULL)
        return FALSE;
      if ((session = bn_net_message_require (theirs, "session", error)) == NULL)
        return refuse (self, NULL, "%s", (*error)->message);
      self->link->session = g_strdup (session);
      g_free (self->peer_file);
      self->peer_file = g_strdup (bn_net_message_get (theirs, "file"));
    }
  if (!bn_net_army_describe (self->store, self->army_id, self->peer_file, mine, &campaign_id, error))
    return FALSE;
  if (tampering_setup ("posts"))
    bn_net_message_set (mine, "posts", "9,general,0");
  master_commitment = bn_net_master_commitment (self->link->master, self->link->session);
  bn_net_message_set (mine, "master", master_commitment);
  if (!send_message (self, mine, error) || (self->link->hosted && (theirs = receive (self, "ARMY", error)) == NULL))
    return FALSE;
  {
    const BnNetMessage *setup = self->link->hosted ? mine : theirs;

    rules_id = bn_net_message_get (setup, "rules");
    scenario = bn_net_message_get (setup, "scenario");
    basic = bn_net_message_get (setup, "basic");
  }
  if ((commitment = bn_net_message_require (theirs, "master", error)) == NULL || rules_id == NULL ||
      scenario == NULL || basic == NULL)
    return refuse (self, error != NULL && *error != NULL ? NULL : error, "%s", _("the battle's terms are not whole"));
  if ((ruleset = bn_ruleset_lookup (rules_id)) == NULL)
    return refuse (self, error, _("this side knows no ruleset “%s”"), rules_id);
  g_free (self->link->peer_commitment);
  self->link->peer_commitment = g_strdup (commitment);
  /* Checked whole before the draw, saved only after it. */
  if ((their_army = bn_net_army_read (theirs, error)) == NULL)
    return refuse (self, NULL, "%s", (*error)->message);
  context = bn_net_draw_context (self->link->session, 0, "setup");
  if (!draw (self, 0, context, &seed, error))
    return FALSE;
  {
    SetUp setup = { self, their_army, campaign_id, scenario, seed, ruleset,
                    g_str_equal (basic, "1") ? BN_BATTLE_OPTION_BASIC_GAME : 0 };

    return bn_store_net_write (self->store, set_up_write, &setup, error);
  }
}

/* ---- reconnecting ---- */

/* The action @text names, or %FALSE with a refusal. */
static gboolean
parse_action (BnNetBattle     *self,
              const char      *text,
              BnBattleAction  *out_action,
              GError         **error)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GError) local_error = NULL;

  if (!bn_battle_actions_from_text (text, actions, &local_error) || actions->len != 1)
    return refuse (self, error, _("“%s” is not an action"), text);
  *out_action = g_array_index (actions, BnBattleAction, 0);
  return TRUE;
}

/* Applies @action (the other side's or ours, already checked) with its draw
 * made from @their_value, or by commit–reveal when @their_value is NULL. */
static gboolean
apply (BnNetBattle           *self,
       const BnBattleAction  *action,
       const char            *their_value,
       GError               **error)
{
  guint i = n_actions (self);
  guint64 seed = 0;

  if (action_draws (bn_played_battle_get_battle (self->played), action))
    {
      g_autofree char *text = bn_battle_action_to_string (action);
      g_autofree char *context = action_context (self, i, text);

      if (their_value != NULL && their_value[0] == '\0')
        return refuse (self, error, _("decision %u draws, but no value for its draw came with it"), i + 1);
      if (their_value != NULL)
        {
          g_autofree char *value = bn_net_draw_value (self->link->master, context);
          const char *commitment = g_hash_table_lookup (self->peer_commits, GUINT_TO_POINTER (i + 1));
          g_autofree char *check = bn_net_commitment (their_value, context);

          /* Without the commitment (this side restarted) the value is
           * checked against the other side's master at the end. */
          if (commitment != NULL && !g_str_equal (check, commitment))
            return refuse (self, error, _("the value revealed for draw %u does not match its commitment"), i + 1);
          seed = seed_of (self, value, their_value, context);
        }
      else
        {
          g_autofree char *pending = g_strdup_printf ("%u %s", i, text);

          /* Saved before any value is revealed: see resynchronise(). */
          if (g_strcmp0 (pending, self->link->pending) != 0)
            {
              g_free (self->link->pending);
              self->link->pending = g_steal_pointer (&pending);
              if (!save_link (self, error))
                return FALSE;
            }
          if (tampering ("repent", i + 1) && action->side == self->link->side)
            {
              g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

              bn_battle_legal_actions (bn_played_battle_get_battle (self->played), legal);
              self->may_repent = legal->len > 1;
            }
          if (!draw (self, i + 1, context, &seed, error))
            return FALSE;
        }
    }
  if (!bn_played_battle_act_drawn (self->store, self->played, action, seed, error))
    return FALSE;
  self->has_forced = FALSE;
  if (self->tell != NULL)
    self->tell (self->played, i, NULL, self->tell_data);
  return TRUE;
}

/* The pending action "N text" if it is for action @i. */
static gboolean
pending_for (BnNetBattle     *self,
             const char      *pending,
             guint            i,
             BnBattleAction  *out_action,
             GError         **error)
{
  const char *space;
  guint64 n;

  if (pending == NULL || pending[0] == '\0' || (space = strchr (pending, ' ')) == NULL)
    return FALSE;
  {
    g_autofree char *number = g_strndup (pending, (gsize) (space - pending));

    if (!g_ascii_string_to_unsigned (number, 10, 0, G_MAXUINT, &n, NULL) || n != i)
      return FALSE;
  }
  return parse_action (self, space + 1, out_action, error);
}

/* After a reconnection: both sides say where they stand, and the one a
 * decision ahead hands it over. */
static gboolean
resynchronise (BnNetBattle  *self,
      GError      **error)
{
  g_autoptr(BnNetMessage) mine = bn_net_message_new ("SYNC");
  g_autoptr(BnNetMessage) theirs = NULL;
  guint k = n_actions (self);
  guint64 their_n;
  const char *their_digest;
  BnBattleAction action;

  bn_net_message_set_uint (mine, "n", k);
  bn_net_message_set (mine, "digest", digest_to (self, k));
  if (self->link->pending != NULL)
    bn_net_message_set (mine, "pending", self->link->pending);
  if (!send_message (self, mine, error) || (theirs = receive (self, "SYNC", error)) == NULL)
    return FALSE;
  if (!bn_net_message_get_uint (theirs, "n", &their_n, error) ||
      (their_digest = bn_net_message_require (theirs, "digest", error)) == NULL)
    return refuse (self, NULL, "%s", (*error)->message);
  /* The side ahead hands over the decisions the other lacks: its own
   * decisions sent but never received, and at most one draw the other had
   * revealed for but not saved. */
  while (their_n > k)
    {
      g_autoptr(BnNetMessage) catchup = receive (self, "CATCHUP", error);
      const BnBattle *battle = bn_played_battle_get_battle (self->played);
      BnBattleAction own;
      const char *text, *value;
      guint64 n;

      if (catchup == NULL)
        return FALSE;
      if (!bn_net_message_get_uint (catchup, "n", &n, error) ||
          (text = bn_net_message_require (catchup, "act", error)) == NULL)
        return refuse (self, NULL, "%s", (*error)->message);
      if (n != k)
        return refuse (self, error, _("decision %llu was handed over when decision %u was due"),
                       (unsigned long long) n + 1, k + 1);
      if (!parse_action (self, text, &action, error))
        return FALSE;
      if (!bn_battle_check (battle, &action, NULL))
        return refuse (self, error, _("decision %u, handed over on reconnecting, is not a legal action"), k + 1);
      /* Only the other side's decisions, or the one of ours whose draw was under way. */
      if (action.side == self->link->side &&
          (!pending_for (self, self->link->pending, k, &own, NULL) || memcmp (&own, &action, sizeof own) != 0))
        return refuse (self, error, _("decision %u, handed over on reconnecting, is one this side never made"),
                       k + 1);
      value = bn_net_message_get (catchup, "value");
      if (!apply (self, &action, value != NULL ? value : "", error))
        return FALSE;
      k++;
    }
  if (their_n < k)
    {
      if (!g_str_equal (their_digest, digest_to (self, (guint) their_n)))
        return refuse (self, error, _("the two sides' histories differ before decision %u"), (guint) their_n + 1);
      for (guint i = (guint) their_n; i < k; i++)
        {
          g_autoptr(BnNetMessage) catchup = bn_net_message_new ("CATCHUP");
          g_autofree char *text = action_line (self, i, FALSE);

          bn_net_message_set_uint (catchup, "n", i);
          bn_net_message_set (catchup, "act", text);
          if (bn_played_battle_get_draw (self->played, i) != 0)
            {
              g_autofree char *context = action_context (self, i, text);
              g_autofree char *value = bn_net_draw_value (self->link->master, context);

              bn_net_message_set (catchup, "value", value);
            }
          if (!send_message (self, catchup, error))
            return FALSE;
        }
    }
  else if (!g_str_equal (their_digest, digest_to (self, k)))
    return refuse (self, error, _("the two sides' histories differ before decision %u"), k + 1);
  /* A draw under way when the line fell: its action is owed again. */
  self->has_forced = pending_for (self, self->link->pending, k, &self->forced, NULL) ||
                     pending_for (self, bn_net_message_get (theirs, "pending"), k, &self->forced, NULL);
  return TRUE;
}

/* ---- the battle ---- */

static gboolean
take_turn (BnNetBattle     *self,
           BnNetChooseFunc  choose,
           gpointer         user_data,
           GError         **error)
{
  const BnBattle *battle = bn_played_battle_get_battle (self->played);
  guint k = n_actions (self);
  guint acting = bn_battle_get_acting_side (battle);
  BnBattleAction action;

  if (acting == self->link->side)
    {
      g_autoptr(BnNetMessage) message = bn_net_message_new ("ACTION");
      g_autofree char *text = NULL;

      /* The hook counts decisions from 1, as apply() does when it drops the line. */
      if (self->has_forced && tampering ("repent", k + 1))
        {
          g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

          /* A test hook: another action than the one whose draw was under way. */
          g_autofree char *owed = bn_battle_action_to_string (&self->forced);

          action = self->forced;
          bn_battle_legal_actions (battle, legal);
          for (guint i = 0; i < legal->len; i++)
            {
              g_autofree char *other = bn_battle_action_to_string (&g_array_index (legal, BnBattleAction, i));

              if (!g_str_equal (other, owed))
                {
                  action = g_array_index (legal, BnBattleAction, i);
                  break;
                }
            }
        }
      else if (self->has_forced)
        action = self->forced;
      else if (!choose (self->played, &action, user_data))
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_CLOSED, _("this side left the battle"));
          return FALSE;
        }
      text = bn_battle_action_to_string (&action);
      /* Saved before it is sent: after a crash this side owes this action,
       * and knows it when the other side hands it back. */
      g_free (self->link->pending);
      self->link->pending = g_strdup_printf ("%u %s", k, text);
      if (!save_link (self, error))
        return FALSE;
      /* Test hooks: an old decision's number; an action for the other side. */
      bn_net_message_set_uint (message, "n", tampering ("replay", k) ? k - 1 : k);
      bn_net_message_set (message, "digest", tampering ("digest", k) ? self->link->session : digest_to (self, k));
      if (tampering ("side", k))
        {
          BnBattleAction theirs = action;
          g_autofree char *forged = NULL;

          theirs.side = (guint8) (1 - action.side);
          forged = bn_battle_action_to_string (&theirs);
          bn_net_message_set (message, "act", forged);
        }
      else if (tampering ("illegal", k))
        {
          BnBattleAction illegal = action;
          g_autofree char *forged = NULL;

          /* The first variation the rules refuse (some actions ignore an operand). */
          for (guint type = 0; type < BN_N_ACTIONS; type++)
            {
              illegal = (BnBattleAction) { (guint8) type, action.side, 250, 250, 250 };
              if (!bn_battle_check (battle, &illegal, NULL))
                break;
            }
          forged = bn_battle_action_to_string (&illegal);
          bn_net_message_set (message, "act", forged);
        }
      else
        bn_net_message_set (message, "act", text);
      if (!send_message (self, message, error))
        return FALSE;
    }
  else
    {
      g_autoptr(BnNetMessage) message = receive (self, "ACTION", error);
      g_autoptr(GError) illegal = NULL;
      const char *digest, *text;
      guint64 n;

      if (message == NULL)
        return FALSE;
      if (!bn_net_message_get_uint (message, "n", &n, error) ||
          (digest = bn_net_message_require (message, "digest", error)) == NULL ||
          (text = bn_net_message_require (message, "act", error)) == NULL)
        return refuse (self, NULL, "%s", (*error)->message);
      if (n != k)
        return refuse (self, error, _("decision %llu came when decision %u was due"), (unsigned long long) n + 1, k + 1);
      if (!g_str_equal (digest, digest_to (self, k)))
        return refuse (self, error, _("decision %u does not follow from the shared history (its digest differs)"),
                       k + 1);
      if (!parse_action (self, text, &action, error))
        return FALSE;
      if (action.side != acting)
        return refuse (self, error, _("decision %u is side %u's, but side %u is to act"), k + 1, action.side, acting);
      if (self->has_forced && memcmp (&action, &self->forced, sizeof action) != 0)
        return refuse (self, error, _("decision %u is not the action whose draw was under way"), k + 1);
      if (!bn_battle_check (battle, &action, &illegal))
        return refuse (self, error, _("decision %u is not a legal action: %s"), k + 1, illegal->message);
    }
  return apply (self, &action, NULL, error);
}

/* The post-battle sequence of the battle just kept, run in this file as in
 * the other, so each side's leaders have it in their careers as a fought
 * battle: its cards and dice come from both masters, which neither side
 * knew of the other's before the end, so both files give every leader of
 * the battle the same career. The kept battle is told from the log kept
 * with its record, so what the sequence does to a leader does not change
 * it. A failure leaves the battle kept, for "battle apply" to run it. */
static void
apply_post_battle (BnNetBattle *self,
                   const char  *their_master)
{
  g_autofree char *context = bn_net_draw_context (self->link->session, n_actions (self) + 1, "post-battle");
  g_autofree char *value = bn_net_draw_value (self->link->master, context);
  g_autofree char *their_value = bn_net_draw_value (their_master, context);
  g_autoptr(BnChance) chance = bn_chance_new_seeded (seed_of (self, value, their_value, context));
  g_autoptr(GError) error = NULL;

  if (!bn_career_apply_battle (self->store, self->record_id, chance, &error))
    tell (self, _("The battle is kept, but its post-battle sequence did not run: %s"), error->message);
}

/* Both sides agree on the end, open their masters and check every draw. */
static gboolean
finish (BnNetBattle  *self,
        GError      **error)
{
  g_autoptr(BnNetMessage) end = bn_net_message_new ("END");
  g_autoptr(BnNetMessage) open = bn_net_message_new ("OPEN");
  g_autoptr(BnNetMessage) their_end = NULL;
  g_autoptr(BnNetMessage) their_open = NULL;
  g_autofree char *commitment = NULL;
  guint k = n_actions (self);
  const char *digest, *master;

  bn_net_message_set_uint (end, "n", k);
  /* A test hook: claim another battle at its end. */
  bn_net_message_set (end, "digest", tampering ("end", k) ? self->link->session : digest_to (self, k));
  if (!send_message (self, end, error) || (their_end = receive (self, "END", error)) == NULL)
    return FALSE;
  if ((digest = bn_net_message_require (their_end, "digest", error)) == NULL)
    return refuse (self, NULL, "%s", (*error)->message);
  if (!g_str_equal (digest, digest_to (self, k)))
    return refuse (self, error, _("the battle ended differently on the other side"));
  bn_net_message_set (open, "master", tampering ("master", k) ? self->link->session : self->link->master);
  if (!send_message (self, open, error) || (their_open = receive (self, "OPEN", error)) == NULL)
    return FALSE;
  if ((master = bn_net_message_require (their_open, "master", error)) == NULL)
    return refuse (self, NULL, "%s", (*error)->message);
  commitment = bn_net_master_commitment (master, self->link->session);
  if (!g_str_equal (commitment, self->link->peer_commitment))
    return refuse (self, error, _("the other side's master secret is not the one it committed to"));
  for (guint i = 0; i < k; i++)
    {
      guint64 seed = bn_played_battle_get_draw (self->played, i);
      g_autofree char *text = NULL;
      g_autofree char *context = NULL;
      g_autofree char *value = NULL;
      g_autofree char *their_value = NULL;

      if (seed == 0)
        continue;
      text = action_line (self, i, FALSE);
      context = action_context (self, i, text);
      value = bn_net_draw_value (self->link->master, context);
      their_value = bn_net_draw_value (master, context);
      if (seed_of (self, value, their_value, context) != seed)
        return refuse (self, error, _("the other side's master does not give the value it revealed for draw %u"), i + 1);
    }
  /* Each keeps the battle only once the other has found no fault either. */
  {
    g_autoptr(BnNetMessage) done = bn_net_message_new ("DONE");
    g_autoptr(BnNetMessage) their_done = NULL;

    if (!send_message (self, done, error) || (their_done = receive (self, "DONE", error)) == NULL)
      return FALSE;
  }
  g_free (self->link->peer_master);
  self->link->peer_master = g_strdup (master);
  g_clear_pointer (&self->link->pending, g_free);
  if (!save_link (self, error))
    return FALSE;
  {
    g_autoptr(BnBattleRecord) record = bn_played_battle_keep_for_side (self->store, self->played, self->link->side, error);

    if (record == NULL)
      return FALSE;
    self->record_id = record->id;
  }
  apply_post_battle (self, master);
  return TRUE;
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
    return refuse (self, error != NULL && *error != NULL ? NULL : error, "%s", _("the time per turn is not one"));
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
    return refuse (self, error != NULL && *error != NULL ? NULL : error, "%s", _("the host's side is not one"));
  if (self->played != NULL && 1 - host_side != self->link->side)
    return refuse (self, error, _("the host says he plays side %u, but this file plays it"), (guint) host_side);
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
          tell (self, _("A connection failed: %s"), local_error->message);
          continue;
        }
      if (!check_hello (self, &local_error))
        {
          tell (self, _("Turned away a connection without this battle's invitation: %s"), local_error->message);
          set_channel (self, NULL);
          continue;
        }
      bn_net_message_set (welcome, "resume", self->played != NULL ? "1" : "0");
      bn_net_message_set_uint (welcome, "turn-seconds", self->turn_seconds);
      bn_net_message_set_uint (welcome, "side", self->link->side);
      return send_message (self, welcome, error);
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
  if (!send_message (self, hello, error) || (welcome = receive (self, "WELCOME", error)) == NULL)
    return FALSE;
  if (g_strcmp0 (bn_net_message_get (welcome, "resume"), self->played != NULL ? "1" : "0") != 0)
    return refuse (self, error, "%s", self->played != NULL ? _("the host has no battle to resume")
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
          ok = self->played == NULL ? set_up (self, &local_error) : resynchronise (self, &local_error);
          while (ok && bn_battle_get_phase (bn_played_battle_get_battle (self->played)) != BN_PHASE_OVER)
            ok = take_turn (self, choose, user_data, &local_error);
          if (ok)
            ok = finish (self, &local_error);
        }
      set_channel (self, NULL);
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
      tell (self, _("The connection dropped: the battle is paused until the other side is back (%s)"),
            local_error->message);
    }
}
