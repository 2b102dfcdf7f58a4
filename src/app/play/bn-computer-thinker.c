/* bn-computer-thinker.c — see bn-computer-thinker.h. */
#include "bn-config.h"

#include "bn-computer-thinker.h"

#include <glib/gi18n.h>

/* One move being thought out: shared by the worker and the main thread
 * (which may have let the thinker go meanwhile). */
typedef struct
{
  BnBattleAi        *ai;
  BnChance          *chance;
  BnBattle          *battle;      /* the worker's copy */
  BnBattleAction     action;
  gboolean           chosen;
  BnComputerThinker *thinker;     /* main thread only; NULL once abandoned */
} Job;

struct _BnComputerThinker
{
  BnComputerThinkerDone done;
  gpointer              user_data;
  GtkWidget            *box;
  GtkLabel             *label;
  Job                  *job;       /* a reference, while thinking */
  gint64                started;
  guint                 tick_id;
};

static void
job_clear (gpointer data)
{
  Job *job = data;

  bn_battle_ai_free (job->ai);
  bn_battle_free (job->battle);
  bn_chance_free (job->chance);
}

static void
job_unref (gpointer data)
{
  g_atomic_rc_box_release_full (data, job_clear);
}

static void
think_in_thread (GTask        *task,
                 gpointer      source,
                 gpointer      data,
                 GCancellable *cancellable)
{
  Job *job = data;

  job->chosen = bn_battle_ai_choose (job->ai, job->battle, &job->action);
  g_task_return_boolean (task, TRUE);
}

static void
stop_showing (BnComputerThinker *thinker)
{
  g_clear_handle_id (&thinker->tick_id, g_source_remove);
  gtk_widget_set_visible (thinker->box, FALSE);
}

static void
on_thought_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  Job *job = g_task_get_task_data (G_TASK (result));
  BnComputerThinker *thinker = job->thinker;
  BnBattleAction action = job->action;

  if (thinker == NULL)
    return;   /* abandoned */
  g_clear_pointer (&thinker->job, job_unref);
  stop_showing (thinker);
  if (job->chosen)
    thinker->done (thinker->user_data, &action);
}

static gboolean
on_tick_cb (gpointer data)
{
  BnComputerThinker *thinker = data;
  double seconds = (double) (g_get_monotonic_time () - thinker->started) / G_USEC_PER_SEC;
  /* TRANSLATORS: shown while the hard computer player thinks; %.1f: seconds so far */
  g_autofree char *text = g_strdup_printf (_("The computer is thinking… %.1f s"), seconds);

  gtk_label_set_text (thinker->label, text);
  return G_SOURCE_CONTINUE;
}

static void
on_move_now_cb (GtkButton         *button,
                BnComputerThinker *thinker)
{
  bn_computer_thinker_move_now (thinker);
}

/* Returns: (transfer full): a thinker whose widget (hidden until it
 * thinks) the caller packs. */
BnComputerThinker *
bn_computer_thinker_new (BnComputerThinkerDone done,
                         gpointer              user_data)
{
  BnComputerThinker *thinker = g_new0 (BnComputerThinker, 1);
  GtkWidget *button;

  thinker->done = done;
  thinker->user_data = user_data;
  thinker->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  g_object_ref_sink (thinker->box);
  thinker->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_hexpand (GTK_WIDGET (thinker->label), TRUE);
  gtk_label_set_xalign (thinker->label, 0.0);
  gtk_box_append (GTK_BOX (thinker->box), GTK_WIDGET (thinker->label));
  button = gtk_button_new_with_mnemonic (_("Move _Now"));
  gtk_widget_set_tooltip_text (button, _("The computer plays the best move it has found so far"));
  g_signal_connect (button, "clicked", G_CALLBACK (on_move_now_cb), thinker);
  gtk_box_append (GTK_BOX (thinker->box), button);
  gtk_widget_set_visible (thinker->box, FALSE);
  return thinker;
}

/* Abandons the move being thought out, if any: its choice never comes to
 * @done (the battle it was thought out on is gone). */
void
bn_computer_thinker_abandon (BnComputerThinker *thinker)
{
  if (thinker == NULL)
    return;
  if (thinker->job != NULL)
    {
      bn_battle_ai_move_now (thinker->job->ai);
      thinker->job->thinker = NULL;
      g_clear_pointer (&thinker->job, job_unref);
    }
  g_clear_handle_id (&thinker->tick_id, g_source_remove);
  gtk_widget_set_visible (thinker->box, FALSE);
}

void
bn_computer_thinker_free (BnComputerThinker *thinker)
{
  if (thinker == NULL)
    return;
  bn_computer_thinker_abandon (thinker);
  g_object_unref (thinker->box);
  g_free (thinker);
}

GtkWidget *
bn_computer_thinker_get_widget (BnComputerThinker *thinker)
{
  return thinker->box;
}

/**
 * bn_computer_thinker_start:
 *
 * Starts thinking out the computer's move in @played, if it is the
 * computer's to make and no move is being thought out already.
 *
 * Returns: whether it is thinking now
 */
gboolean
bn_computer_thinker_start (BnComputerThinker *thinker,
                           BnPlayedBattle    *played)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_val_if_fail (thinker != NULL && played != NULL, FALSE);

  if (thinker->job != NULL)
    return TRUE;
  if (!bn_played_battle_computer_to_move (played))
    return FALSE;
  job = g_atomic_rc_box_new0 (Job);
  job->ai = bn_played_battle_new_computer (played);
  /* Thinking stops at the app's cap on a slow machine. */
  bn_battle_ai_set_budget (job->ai, BN_BATTLE_AI_DEFAULT_SIMULATIONS, BN_BATTLE_AI_DEFAULT_BUDGET_MS);
  job->chance = bn_chance_new_seeded (0);
  job->battle = bn_battle_copy (bn_played_battle_get_battle (played), job->chance);
  job->thinker = thinker;
  thinker->job = g_atomic_rc_box_acquire (job);
  thinker->started = g_get_monotonic_time ();
  on_tick_cb (thinker);
  gtk_widget_set_visible (thinker->box, TRUE);
  thinker->tick_id = g_timeout_add (100, on_tick_cb, thinker);
  task = g_task_new (NULL, NULL, on_thought_cb, NULL);
  g_task_set_task_data (task, job, job_unref);
  g_task_run_in_thread (task, think_in_thread);
  return TRUE;
}

gboolean
bn_computer_thinker_is_thinking (BnComputerThinker *thinker)
{
  return thinker != NULL && thinker->job != NULL;
}

/* Asks for the best move found so far; it comes to @done as usual. */
void
bn_computer_thinker_move_now (BnComputerThinker *thinker)
{
  if (thinker != NULL && thinker->job != NULL)
    bn_battle_ai_move_now (thinker->job->ai);
}
