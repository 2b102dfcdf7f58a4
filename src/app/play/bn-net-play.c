/* bn-net-play.c — a battle over the network, its run in a worker thread
 * (bn-net-play.h).
 *
 * The worker owns its BnStore and BnNetBattle. It hands everything the
 * window needs to the main thread as idle sources on its context, and
 * waits for this side's decisions on a GAsyncQueue; a decision carries its
 * number, so one made for a decision the clock already gave to the
 * computer is dropped rather than played later.
 */
#include "bn-config.h"

#include "bn-net-play.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bn-battle-ai.h"
#include "bn-net-clock.h"
#include "bn-net-link.h"
#include "bn-net-protocol.h"
#include "bn-store.h"

struct _BnNetPlay
{
  GObject parent_instance;

  GMainContext *context;        /* the main thread's */
  char *db_path;
  gboolean hosting;
  BnNetHostOptions options;     /* the host's; its strings owned below */
  char *rules_id;
  char *scenario;
  char *address;
  guint turn_seconds;

  /* The main thread's view, set from the worker's posts. */
  char *invitation;
  gint64 played_id;
  gint64 record_id;
  char *error;
  guint side;
  gboolean running;
  gboolean choosing;
  gboolean taking_up;           /* a run that takes a battle up again, until its first decision */
  gint64 deadline;              /* monotonic time the clock runs out; 0: no clock */
  GThread *thread;
  GPtrArray *notes;             /* char *: the lines told so far, for a board that opens late */

  /* Shared with the worker. The worker never waits on @lock while the
   * main thread may hold it for a chat line's write: it takes it only to
   * set and clear @net. */
  GMutex lock;
  BnNetBattle *net;             /* while the worker runs; set and cleared by it alone */
  GAsyncQueue *choices;         /* Choice */
  GMutex read_lock;             /* for the three below */
  GCond read_again;             /* the board has read the battle again after a "moved" */
  gboolean being_read;
  gboolean cancelled;

  /* The worker's own. */
  BnNetClock clock;
  gboolean clock_known;
  guint64 ai_seed;
};

typedef struct
{
  guint          decision;
  gboolean       leave;
  BnBattleAction action;
} Choice;

enum { SIGNAL_CHOOSE, SIGNAL_MOVED, SIGNAL_NOTE, SIGNAL_ENDED, SIGNAL_INVITATION, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BnNetPlay, bn_net_play, G_TYPE_OBJECT)

/* ---- from the worker to the main thread ---- */

typedef enum { POST_INVITATION, POST_CHOOSE, POST_MOVED, POST_NOTE, POST_ENDED } PostKind;

typedef struct
{
  BnNetPlay *self;
  PostKind   kind;
  guint      number;
  gint64     played_id;
  gint64     value;
  guint      side;
  char      *text;
} Post;

static void
post_free (gpointer data)
{
  Post *post = data;

  g_object_unref (post->self);
  g_free (post->text);
  g_free (post);
}

static gboolean
on_post_cb (gpointer data)
{
  Post *post = data;
  BnNetPlay *self = post->self;

  if (post->played_id != 0)
    self->played_id = post->played_id;
  /* The joiner's side is the host's choice, known once connected. */
  if (post->kind == POST_CHOOSE || post->kind == POST_MOVED)
    {
      self->side = post->side;
      self->taking_up = FALSE;
    }
  switch (post->kind)
    {
    case POST_INVITATION:
      g_free (self->invitation);
      self->invitation = g_strdup (post->text);
      self->turn_seconds = (guint) post->value;
      g_signal_emit (self, signals[SIGNAL_INVITATION], 0);
      break;
    case POST_CHOOSE:
      self->choosing = TRUE;
      self->turn_seconds = (guint) post->value;
      self->deadline = post->text != NULL ? g_ascii_strtoll (post->text, NULL, 10) : 0;
      g_signal_emit (self, signals[SIGNAL_CHOOSE], 0, post->number);
      break;
    case POST_MOVED:
      self->choosing = FALSE;
      g_signal_emit (self, signals[SIGNAL_MOVED], 0, post->number);
      g_mutex_lock (&self->read_lock);
      self->being_read = FALSE;
      g_cond_broadcast (&self->read_again);
      g_mutex_unlock (&self->read_lock);
      break;
    case POST_NOTE:
      if (post->value == 0)
        g_ptr_array_add (self->notes, g_strdup (post->text));
      g_signal_emit (self, signals[SIGNAL_NOTE], 0, post->text, post->value != 0);
      break;
    case POST_ENDED:
      self->choosing = FALSE;
      self->running = FALSE;
      self->record_id = post->value;
      g_free (self->error);
      self->error = g_strdup (post->text);
      if (self->thread != NULL)
        g_thread_join (g_steal_pointer (&self->thread));
      g_signal_emit (self, signals[SIGNAL_ENDED], 0);
      break;
    default:
      g_assert_not_reached ();
    }
  return G_SOURCE_REMOVE;
}

static void
post (BnNetPlay  *self,
      PostKind    kind,
      guint       number,
      gint64      played_id,
      gint64      value,
      const char *text)
{
  Post *p = g_new0 (Post, 1);

  p->self = g_object_ref (self);
  p->kind = kind;
  p->number = number;
  p->played_id = played_id;
  p->value = value;
  p->text = g_strdup (text);
  /* The worker's own: @net is set and cleared here only. */
  p->side = self->net != NULL ? bn_net_battle_get_side (self->net) : 0;
  /* Always queued, never run here: g_main_context_invoke() would run it at
   * once in this worker whenever the main context happened to be free, and
   * a post that ends the battle joins this very thread. */
  {
    g_autoptr(GSource) source = g_idle_source_new ();

    g_source_set_priority (source, G_PRIORITY_DEFAULT);
    g_source_set_callback (source, on_post_cb, p, post_free);
    g_source_attach (source, self->context);
  }
}

/* ---- the worker ---- */

static gboolean
computer_choose (BnNetPlay      *self,
                 const BnBattle *battle,
                 BnBattleAction *out_action)
{
  return bn_net_clock_computer_choose (self->ai_seed, battle, out_action);
}

/* The person's next decision, or %NULL once @left microseconds are
 * spent (G_MAXINT64: no clock). Meanwhile the other side's chat lines are
 * told as they come. */
static Choice *
wait_for_choice (BnNetPlay *self,
                 gint64     left)
{
  gint64 until = left == G_MAXINT64 ? G_MAXINT64 : g_get_monotonic_time () + left;
  gboolean listening = TRUE;

  for (;;)
    {
      /* A tenth of a second at most between looking at the socket and at
       * the person's decisions. */
      gint64 now = g_get_monotonic_time ();
      gint64 slice = MIN (until - now, G_USEC_PER_SEC / 10);
      Choice *choice = g_async_queue_try_pop (self->choices);

      if (choice != NULL)
        return choice;
      if (slice <= 0)
        return NULL;
      if (listening)
        listening = bn_net_battle_listen (self->net, slice);
      else if ((choice = g_async_queue_timeout_pop (self->choices, (guint64) slice)) != NULL)
        return choice;
    }
}

/* This side's decision: the person's, from the window; the computer's once
 * the turn's time is spent. */
static gboolean
choose_cb (BnPlayedBattle *played,
           BnBattleAction *out_action,
           gpointer        user_data)
{
  BnNetPlay *self = user_data;
  const BnBattle *battle = bn_played_battle_get_battle (played);
  guint decision = bn_battle_get_n_actions (battle);
  gint64 left;

  if (!self->clock_known)
    {
      bn_net_clock_init (&self->clock, bn_net_battle_get_turn_seconds (self->net));
      self->clock_known = TRUE;
    }
  left = bn_net_clock_left (&self->clock, bn_battle_get_turn (battle));
  if (left == 0)
    return computer_choose (self, battle, out_action);
  for (;;)
    {
      gint64 started = g_get_monotonic_time ();
      g_autofree char *deadline = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                   left == G_MAXINT64 ? 0 : started + left);
      Choice *choice;

      /* Asked again after a choice that is not for this decision or not
       * legal here: the board, which sent it, waits to be asked. */
      post (self, POST_CHOOSE, decision, bn_played_battle_get_id (played), self->clock.budget_us / G_USEC_PER_SEC,
            deadline);
      choice = wait_for_choice (self, left);

      if (choice == NULL)
        {
          bn_net_clock_spend (&self->clock, left);
          post (self, POST_NOTE, 0, 0, 0,
                _("Time is up: the computer makes the rest of your decisions this turn."));
          return computer_choose (self, battle, out_action);
        }
      bn_net_clock_spend (&self->clock, g_get_monotonic_time () - started);
      if (choice->leave)
        {
          g_free (choice);
          return FALSE;
        }
      if (choice->decision == decision && bn_battle_check (battle, &choice->action, NULL))
        {
          *out_action = choice->action;
          g_free (choice);
          return TRUE;
        }
      g_free (choice);
      left = bn_net_clock_left (&self->clock, bn_battle_get_turn (battle));
      if (left == 0)
        return computer_choose (self, battle, out_action);
    }
}

static void
tell_cb (BnPlayedBattle *played,
         guint           from_action,
         const char     *note,
         gpointer        user_data)
{
  BnNetPlay *self = user_data;
  gint64 played_id = played != NULL ? bn_played_battle_get_id (played) : 0;

  if (note != NULL)
    {
      /* A chat line, or a word on the connection (a pause). */
      g_autofree char *says = g_strdup (g_dgettext (GETTEXT_PACKAGE, "The other side says: %s"));
      char *cut = strstr (says, "%s");

      if (cut != NULL)
        *cut = '\0';
      post (self, POST_NOTE, 0, played_id, g_str_has_prefix (note, says) ? 0 : 1, note);
      return;
    }
  /* The worker goes on once the board has read the battle again: the
   * board replays it from the file while no move is being applied here. */
  g_mutex_lock (&self->read_lock);
  self->being_read = TRUE;
  g_mutex_unlock (&self->read_lock);
  post (self, POST_MOVED, from_action, played_id, 0, NULL);
  g_mutex_lock (&self->read_lock);
  while (self->being_read && !self->cancelled)
    g_cond_wait (&self->read_again, &self->read_lock);
  g_mutex_unlock (&self->read_lock);
}

static gpointer
worker (gpointer data)
{
  BnNetPlay *self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open_existing (self->db_path, &error);
  BnNetBattle *net = NULL;
  gint64 record_id = 0;

  if (store != NULL)
    {
      if (self->hosting && self->played_id != 0)
        net = bn_net_battle_host_resume (store, self->played_id, NULL, &error);
      else if (self->hosting)
        net = bn_net_battle_host (store, &self->options, &error);
      else
        net = bn_net_battle_join (store, self->invitation, self->options.army_id, &error);
    }
  if (net != NULL)
    {
      gboolean ok;

      /* A battle taken up again keeps the clock its file keeps. */
      if (self->hosting && self->played_id == 0)
        bn_net_battle_set_turn_seconds (net, self->turn_seconds);
      g_mutex_lock (&self->lock);
      self->net = net;
      g_mutex_unlock (&self->lock);
      g_mutex_lock (&self->read_lock);
      if (self->cancelled)
        bn_net_battle_cancel (net);
      g_mutex_unlock (&self->read_lock);
      post (self, POST_INVITATION, 0, bn_net_battle_get_played_id (net), bn_net_battle_get_turn_seconds (net),
            bn_net_battle_get_invitation (net));
      ok = bn_net_battle_run (net, choose_cb, tell_cb, self, &error);
      record_id = ok ? bn_net_battle_get_record_id (net) : 0;
      if (bn_net_battle_get_played_id (net) != 0)
        post (self, POST_MOVED, G_MAXUINT, bn_net_battle_get_played_id (net), 0, NULL);
      g_mutex_lock (&self->lock);
      self->net = NULL;
      g_mutex_unlock (&self->lock);
      bn_net_battle_free (net);
    }
  post (self, POST_ENDED, 0, 0, record_id, error != NULL ? error->message : NULL);
  g_object_unref (self);
  return NULL;
}

static void
start (BnNetPlay *self)
{
  g_autofree char *seed = bn_net_random_hex (8);

  self->ai_seed = g_ascii_strtoull (seed, NULL, 16);
  self->clock_known = FALSE;
  self->cancelled = FALSE;
  self->being_read = FALSE;
  self->running = TRUE;
  g_clear_pointer (&self->error, g_free);
  /* Decisions left from an earlier run are for decisions made since. */
  for (Choice *old; (old = g_async_queue_try_pop (self->choices)) != NULL;)
    g_free (old);
  self->thread = g_thread_new ("bn-net-play", worker, g_object_ref (self));
}

/* ---- the main thread's side ---- */

/**
 * bn_net_play_host:
 * @db_path: the campaign file; the worker opens its own connection to it
 * @turn_seconds: each side's time per turn; 0: none
 *
 * Starts hosting: "invitation" is emitted once the host listens.
 */
BnNetPlay *
bn_net_play_host (const char             *db_path,
                  const BnNetHostOptions *options,
                  guint                   turn_seconds)
{
  BnNetPlay *self = g_object_new (BN_TYPE_NET_PLAY, NULL);

  g_return_val_if_fail (db_path != NULL && options != NULL, NULL);

  self->db_path = g_strdup (db_path);
  self->hosting = TRUE;
  self->options = *options;
  self->rules_id = g_strdup (options->rules_id);
  self->scenario = g_strdup (options->scenario);
  self->address = g_strdup (options->address);
  self->options.rules_id = self->rules_id;
  self->options.scenario = self->scenario;
  self->options.address = self->address;
  self->options.certificate_dir = NULL;
  self->turn_seconds = turn_seconds;
  self->side = options->side;
  start (self);
  return self;
}

/* Joins the battle @invitation names with army @army_id of the file. */
BnNetPlay *
bn_net_play_join (const char *db_path,
                  const char *invitation,
                  gint64      army_id)
{
  BnNetPlay *self = g_object_new (BN_TYPE_NET_PLAY, NULL);

  g_return_val_if_fail (db_path != NULL && invitation != NULL, NULL);

  self->db_path = g_strdup (db_path);
  self->invitation = g_strdup (invitation);
  self->options.army_id = army_id;
  self->side = 1;
  start (self);
  return self;
}

/**
 * bn_net_play_resume:
 * @played_id: a played battle of @store's file
 *
 * Takes up this file's side of a battle fought over the network where it
 * stands, as Reconnect does: the host listens again on its port, with the
 * time per turn the file keeps, the joiner joins again with the
 * invitation the file keeps.
 *
 * Returns: (transfer full) (nullable): %NULL when the battle was not
 *   fought over the network
 */
BnNetPlay *
bn_net_play_resume (BnStore *store,
                    gint64   played_id)
{
  BnNetLink *link = bn_store_get_net_link (store, played_id, NULL);
  BnNetPlay *self;

  if (link == NULL)
    return NULL;
  self = g_object_new (BN_TYPE_NET_PLAY, NULL);
  self->db_path = g_strdup (bn_store_get_path (store));
  self->hosting = link->hosted;
  self->played_id = played_id;
  self->side = link->side;
  if (!link->hosted)
    {
      BnNetInvitation invitation = { link->host, link->port, link->fingerprint, link->secret };

      self->invitation = bn_net_invitation_format (&invitation);
    }
  bn_net_link_free (link);
  self->taking_up = TRUE;
  start (self);
  return self;
}

/**
 * bn_net_play_reconnect:
 *
 * After a run that stopped without an end: the host listens again for the
 * same battle, the joiner joins it again with the same invitation, and
 * both go on from the last decision they share.
 *
 * Returns: %FALSE when there is nothing to take up (still running, or never set up)
 */
gboolean
bn_net_play_reconnect (BnNetPlay *self)
{
  g_return_val_if_fail (BN_IS_NET_PLAY (self), FALSE);

  if (self->running || self->played_id == 0 || self->record_id != 0)
    return FALSE;
  self->taking_up = TRUE;
  start (self);
  return TRUE;
}

/* Stops the run where it waits; what is saved stays saved. */
void
bn_net_play_cancel (BnNetPlay *self)
{
  Choice *leave = g_new0 (Choice, 1);

  g_return_if_fail (BN_IS_NET_PLAY (self));

  leave->leave = TRUE;
  /* Under both locks: the worker sets @net under the one and looks at
   * @cancelled under the other. */
  g_mutex_lock (&self->lock);
  g_mutex_lock (&self->read_lock);
  self->cancelled = TRUE;
  if (self->net != NULL)
    bn_net_battle_cancel (self->net);
  g_cond_broadcast (&self->read_again);
  g_mutex_unlock (&self->read_lock);
  g_mutex_unlock (&self->lock);
  g_async_queue_push (self->choices, leave);
}

/**
 * bn_net_play_choose:
 * @decision: the number of the decision it is for (the actions so far)
 *
 * Returns: %FALSE when this side is not deciding now
 */
gboolean
bn_net_play_choose (BnNetPlay            *self,
                    guint                 decision,
                    const BnBattleAction *action)
{
  Choice *choice;

  g_return_val_if_fail (BN_IS_NET_PLAY (self) && action != NULL, FALSE);

  if (!self->choosing)
    return FALSE;
  choice = g_new0 (Choice, 1);
  choice->decision = decision;
  choice->action = *action;
  self->choosing = FALSE;
  g_async_queue_push (self->choices, choice);
  return TRUE;
}

/* Sends a chat line to the other side, while connected. */
gboolean
bn_net_play_say (BnNetPlay   *self,
                 const char  *text,
                 GError     **error)
{
  gboolean ok;

  g_return_val_if_fail (BN_IS_NET_PLAY (self) && text != NULL, FALSE);

  g_mutex_lock (&self->lock);
  if (self->net == NULL)
    {
      g_mutex_unlock (&self->lock);
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_CLOSED, _("the other side is not connected"));
      return FALSE;
    }
  ok = bn_net_battle_say (self->net, text, error);
  g_mutex_unlock (&self->lock);
  return ok;
}

gboolean
bn_net_play_is_running (BnNetPlay *self)
{
  return self->running;
}

gboolean
bn_net_play_is_choosing (BnNetPlay *self)
{
  return self->choosing;
}

/* Whether this run takes a battle up again and has not yet had a decision
 * asked or saved. */
gboolean
bn_net_play_is_taking_up (BnNetPlay *self)
{
  return self->taking_up;
}

gboolean
bn_net_play_is_hosting (BnNetPlay *self)
{
  return self->hosting;
}

/* The side this program plays: the host's choice; the joiner's is the
 * other, known once the battle is set up. */
guint
bn_net_play_get_side (BnNetPlay *self)
{
  guint side = self->side;

  /* A board may open before the worker's next post: its own word then. */
  g_mutex_lock (&self->lock);
  if (self->net != NULL)
    side = bn_net_battle_get_side (self->net);
  g_mutex_unlock (&self->lock);
  return side;
}

const char *
bn_net_play_get_invitation (BnNetPlay *self)
{
  return self->invitation;
}

gint64
bn_net_play_get_played_id (BnNetPlay *self)
{
  return self->played_id;
}

gint64
bn_net_play_get_record_id (BnNetPlay *self)
{
  return self->record_id;
}

/* Why the last run stopped; %NULL while running or after a whole battle. */
const char *
bn_net_play_get_error (BnNetPlay *self)
{
  return self->error;
}

guint
bn_net_play_get_turn_seconds (BnNetPlay *self)
{
  return self->turn_seconds;
}

/* Microseconds left of this side's time this turn while it decides;
 * -1 without a clock or when it is not deciding. */
gint64
bn_net_play_get_time_left (BnNetPlay *self)
{
  if (!self->choosing || self->deadline == 0)
    return -1;
  return MAX (self->deadline - g_get_monotonic_time (), 0);
}

static void
bn_net_play_finalize (GObject *object)
{
  BnNetPlay *self = BN_NET_PLAY (object);

  g_free (self->db_path);
  g_free (self->rules_id);
  g_free (self->scenario);
  g_free (self->address);
  g_free (self->invitation);
  g_free (self->error);
  g_ptr_array_unref (self->notes);
  g_async_queue_unref (self->choices);
  g_mutex_clear (&self->lock);
  g_mutex_clear (&self->read_lock);
  g_cond_clear (&self->read_again);
  g_main_context_unref (self->context);
  G_OBJECT_CLASS (bn_net_play_parent_class)->finalize (object);
}

static void
bn_net_play_class_init (BnNetPlayClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bn_net_play_finalize;

  /* This side is to make decision @decision. */
  signals[SIGNAL_CHOOSE] = g_signal_new ("choose", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_UINT);
  /* Decisions from @from_action on are saved (G_MAXUINT: the run stopped). */
  signals[SIGNAL_MOVED] = g_signal_new ("moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_UINT);
  /* A line to show; @about_connection: not the other side's chat. */
  signals[SIGNAL_NOTE] = g_signal_new ("note", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);
  signals[SIGNAL_ENDED] = g_signal_new ("ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 0);
  signals[SIGNAL_INVITATION] = g_signal_new ("invitation", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                             NULL, G_TYPE_NONE, 0);
}

static void
bn_net_play_init (BnNetPlay *self)
{
  self->context = g_main_context_ref_thread_default ();
  self->choices = g_async_queue_new_full (g_free);
  g_mutex_init (&self->lock);
  g_mutex_init (&self->read_lock);
  g_cond_init (&self->read_again);
  self->notes = g_ptr_array_new_with_free_func (g_free);
}

/* Returns: (transfer none) (element-type utf8): every line "note" told so
 *   far: a chat line may come while the battle is still being set up */
GPtrArray *
bn_net_play_get_notes (BnNetPlay *self)
{
  g_return_val_if_fail (BN_IS_NET_PLAY (self), NULL);

  return self->notes;
}
