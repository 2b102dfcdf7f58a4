/* bn-career-balance-dialog.c — Balance of Careers
 *
 * The app's "banneret-cli simulate careers": campaigns, rounds of battles
 * and a seed; "Simulate" hands them to bn_career_simulation_run() in a
 * worker thread, with a progress bar and Cancel, so the window stays
 * alive, and shows the same report the CLI prints, in a monospace text
 * that can be selected and copied. The same seed gives the same report in
 * both.
 */
#include "bn-config.h"
#include "bn-accessible.h"

#include "bn-career-balance-dialog.h"

#include <glib/gi18n.h>

#include "bn-career-simulation.h"

#define DEFAULT_CAMPAIGNS 25
#define DEFAULT_ROUNDS 40

/* Shared by the dialog and the worker thread: the worker writes the
 * progress, the dialog reads it on a timer, so no call crosses threads. */
typedef struct
{
  BnCareerSimulationRequest request;
  gint done;                    /* atomic */
  gint total;                   /* atomic */
} Job;

struct _BnCareerBalanceDialog
{
  AdwWindow parent_instance;

  gboolean running;
  gboolean closed;              /* a run still going when the window closed reports to nobody */
  Job *job;                     /* the run under way (a reference) */
  GCancellable *cancellable;
  guint progress_source;

  GtkWidget *run_button;
  GtkWidget *cancel_button;
  GtkWidget *copy_button;
  GtkSpinButton *campaigns_spin;
  GtkSpinButton *rounds_spin;
  GtkSpinButton *seed_spin;
  GtkProgressBar *progress_bar;
  GtkLabel *message_label;
  GtkTextView *report_view;
  GtkWidget *report_group;
};

G_DEFINE_FINAL_TYPE (BnCareerBalanceDialog, bn_career_balance_dialog, ADW_TYPE_WINDOW)

static Job *
job_ref (Job *job)
{
  return g_atomic_rc_box_acquire (job);
}

static void
job_unref (Job *job)
{
  g_atomic_rc_box_release (job);
}

static void
set_message (BnCareerBalanceDialog *self,
             const char            *message)
{
  gtk_label_set_text (self->message_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
}

static gboolean
on_progress_tick_cb (gpointer user_data)
{
  BnCareerBalanceDialog *self = user_data;
  gint done, total;
  g_autofree char *text = NULL;

  if (self->job == NULL)
    return G_SOURCE_CONTINUE;
  done = g_atomic_int_get (&self->job->done);
  total = g_atomic_int_get (&self->job->total);
  if (total > 0)
    {
      gtk_progress_bar_set_fraction (self->progress_bar, (double) done / total);
      /* TRANSLATORS: progress of the simulation: "12 of 1,000 rounds" */
      text = g_strdup_printf (_("%d of %d rounds"), done, total);
      gtk_progress_bar_set_text (self->progress_bar, text);
    }
  return G_SOURCE_CONTINUE;
}

static void
set_running (BnCareerBalanceDialog *self,
             gboolean               running)
{
  self->running = running;
  gtk_widget_set_sensitive (self->run_button, !running);
  gtk_widget_set_visible (self->cancel_button, running);
  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->campaigns_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->rounds_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->seed_spin), !running);
  if (running && self->progress_source == 0)
    {
      gtk_progress_bar_set_fraction (self->progress_bar, 0);
      gtk_progress_bar_set_text (self->progress_bar, NULL);
      self->progress_source = g_timeout_add (100, on_progress_tick_cb, self);
    }
  else if (!running)
    {
      g_clear_handle_id (&self->progress_source, g_source_remove);
      g_clear_pointer (&self->job, job_unref);
      g_clear_object (&self->cancellable);
    }
}

static void
on_progress (guint    done,
             guint    total,
             gpointer user_data)
{
  Job *job = user_data;

  g_atomic_int_set (&job->total, (gint) total);
  g_atomic_int_set (&job->done, (gint) done);
}

static void
simulate_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  Job *job = task_data;
  GError *error = NULL;
  BnCareerSimulation *simulation = bn_career_simulation_run (&job->request, on_progress, job, cancellable, &error);

  if (simulation == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, bn_career_simulation_format (simulation), g_free);
  bn_career_simulation_free (simulation);
}

static void
on_simulate_done_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  BnCareerBalanceDialog *self = BN_CAREER_BALANCE_DIALOG (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *report = g_task_propagate_pointer (G_TASK (result), &error);

  if (self->closed)
    return;
  set_running (self, FALSE);
  if (report == NULL)
    {
      set_message (self, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                           ? _("Cancelled: no report.") : error->message);
      return;
    }
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->report_view), report, -1);
  gtk_widget_set_visible (self->report_group, TRUE);
}

/* Presses "Simulate": the careers are simulated in a worker thread. */
void
bn_career_balance_dialog_run (BnCareerBalanceDialog *self)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (BN_IS_CAREER_BALANCE_DIALOG (self));

  if (self->running)
    return;
  set_message (self, NULL);
  /* A number typed and not yet confirmed counts, as the user sees it. */
  gtk_spin_button_update (self->campaigns_spin);
  gtk_spin_button_update (self->rounds_spin);
  gtk_spin_button_update (self->seed_spin);
  job = g_atomic_rc_box_new0 (Job);
  job->request.campaigns = (guint) gtk_spin_button_get_value_as_int (self->campaigns_spin);
  job->request.rounds = (guint) gtk_spin_button_get_value_as_int (self->rounds_spin);
  job->request.seed = (guint64) gtk_spin_button_get_value (self->seed_spin);
  self->job = job;
  self->cancellable = g_cancellable_new ();
  set_running (self, TRUE);
  /* The task keeps the dialog alive until the worker is done with it. */
  task = g_task_new (self, self->cancellable, on_simulate_done_cb, NULL);
  g_task_set_task_data (task, job_ref (job), (GDestroyNotify) job_unref);
  g_task_run_in_thread (task, simulate_thread);
}

/* Presses "Cancel": the run stops at the end of its round. */
void
bn_career_balance_dialog_cancel (BnCareerBalanceDialog *self)
{
  g_return_if_fail (BN_IS_CAREER_BALANCE_DIALOG (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

gboolean
bn_career_balance_dialog_is_running (BnCareerBalanceDialog *self)
{
  g_return_val_if_fail (BN_IS_CAREER_BALANCE_DIALOG (self), FALSE);

  return self->running;
}

/* Returns: (transfer full): the report shown; "" before the first. */
char *
bn_career_balance_dialog_dup_report (BnCareerBalanceDialog *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  g_return_val_if_fail (BN_IS_CAREER_BALANCE_DIALOG (self), NULL);

  buffer = gtk_text_view_get_buffer (self->report_view);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
on_copy_clicked_cb (BnCareerBalanceDialog *self)
{
  g_autofree char *report = bn_career_balance_dialog_dup_report (self);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), report);
}

/* Closing the window while a run goes on stops it: nobody would read it. */
static gboolean
bn_career_balance_dialog_close_request (GtkWindow *window)
{
  bn_career_balance_dialog_cancel (BN_CAREER_BALANCE_DIALOG (window));
  return GTK_WINDOW_CLASS (bn_career_balance_dialog_parent_class)->close_request (window);
}

static void
bn_career_balance_dialog_dispose (GObject *object)
{
  BnCareerBalanceDialog *self = BN_CAREER_BALANCE_DIALOG (object);

  self->closed = TRUE;
  bn_career_balance_dialog_cancel (self);
  g_clear_handle_id (&self->progress_source, g_source_remove);
  G_OBJECT_CLASS (bn_career_balance_dialog_parent_class)->dispose (object);
}

static void
bn_career_balance_dialog_finalize (GObject *object)
{
  BnCareerBalanceDialog *self = BN_CAREER_BALANCE_DIALOG (object);

  g_clear_pointer (&self->job, job_unref);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (bn_career_balance_dialog_parent_class)->finalize (object);
}

static void
bn_career_balance_dialog_class_init (BnCareerBalanceDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = bn_career_balance_dialog_dispose;
  object_class->finalize = bn_career_balance_dialog_finalize;
  window_class->close_request = bn_career_balance_dialog_close_request;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* A row with a spin button for one number of the request. */
static GtkSpinButton *
add_spin_row (AdwPreferencesGroup *group,
              const char          *title,
              const char          *subtitle,
              double               min,
              double               max,
              double               value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkSpinButton *spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (min, max, 1));

  gtk_spin_button_set_value (spin, value);
  gtk_widget_set_valign (GTK_WIDGET (spin), GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (spin));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (spin));
  adw_preferences_group_add (group, row);
  return spin;
}

static void
bn_career_balance_dialog_init (BnCareerBalanceDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *report_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  g_autofree char *description = NULL;

  gtk_window_set_title (GTK_WINDOW (self), _("Balance of Careers"));
  gtk_window_set_default_size (GTK_WINDOW (self), 960, 760);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);

  self->run_button = gtk_button_new_with_mnemonic (_("_Simulate"));
  gtk_widget_add_css_class (self->run_button, "suggested-action");
  g_signal_connect_swapped (self->run_button, "clicked", G_CALLBACK (bn_career_balance_dialog_run), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->run_button);
  self->cancel_button = gtk_button_new_with_mnemonic (_("_Cancel"));
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (bn_career_balance_dialog_cancel), self);
  gtk_widget_set_visible (self->cancel_button, FALSE);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->cancel_button);
  gtk_box_append (GTK_BOX (box), header);

  description = g_strdup_printf (_("Campaigns of %u player-leader Barons with hosts of %u points, paired at random "
                                   "each round and fought by the computer; a Baron killed or held is followed by a "
                                   "new one. The same run as banneret-cli simulate careers."),
                                 BN_CAREER_SIMULATION_BARONS, BN_CAREER_SIMULATION_POINTS);
  adw_preferences_group_set_description (group, description);
  self->campaigns_spin = add_spin_row (group, _("_Campaigns"), _("Each in a temporary database of its own"),
                                       1, 100000, DEFAULT_CAMPAIGNS);
  self->rounds_spin = add_spin_row (group, _("_Battles"), _("Rounds of battles: the most one Baron fights"),
                                    1, 10000, DEFAULT_ROUNDS);
  self->seed_spin = add_spin_row (group, _("S_eed"), _("The same seed gives the same report"),
                                  0, G_MAXINT32, 1);

  self->progress_bar = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->progress_bar, TRUE);
  gtk_widget_set_margin_top (GTK_WIDGET (self->progress_bar), 12);
  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), FALSE);
  adw_preferences_group_add (group, GTK_WIDGET (self->progress_bar));

  self->message_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->message_label, TRUE);
  gtk_label_set_xalign (self->message_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
  gtk_widget_set_margin_top (GTK_WIDGET (self->message_label), 12);
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), FALSE);
  adw_preferences_group_add (group, GTK_WIDGET (self->message_label));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (group));

  /* The report is a table about 100 characters wide: it gets the window's
   * width, not a preferences page's narrow column, and is never wrapped. */
  adw_preferences_group_set_title (report_group, _("Report"));
  self->copy_button = gtk_button_new_from_icon_name ("edit-copy-symbolic");
  gtk_widget_set_tooltip_text (self->copy_button, _("Copy the Report"));
  bn_accessible_set_label (self->copy_button, _("Copy the Report"));
  gtk_widget_add_css_class (self->copy_button, "flat");
  g_signal_connect_swapped (self->copy_button, "clicked", G_CALLBACK (on_copy_clicked_cb), self);
  adw_preferences_group_set_header_suffix (report_group, self->copy_button);
  self->report_view = GTK_TEXT_VIEW (gtk_text_view_new ());
  gtk_text_view_set_editable (self->report_view, FALSE);
  gtk_text_view_set_cursor_visible (self->report_view, FALSE);
  gtk_text_view_set_monospace (self->report_view, TRUE);
  gtk_text_view_set_wrap_mode (self->report_view, GTK_WRAP_NONE);
  gtk_text_view_set_left_margin (self->report_view, 12);
  gtk_text_view_set_right_margin (self->report_view, 12);
  gtk_text_view_set_top_margin (self->report_view, 12);
  gtk_text_view_set_bottom_margin (self->report_view, 12);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->report_view));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC);
  gtk_widget_add_css_class (scrolled, "card");
  gtk_widget_set_vexpand (scrolled, TRUE);
  adw_preferences_group_add (report_group, scrolled);
  self->report_group = GTK_WIDGET (report_group);
  gtk_widget_set_vexpand (self->report_group, TRUE);
  gtk_widget_set_visible (self->report_group, FALSE);
  gtk_box_append (GTK_BOX (content), self->report_group);

  gtk_widget_set_margin_top (content, 24);
  gtk_widget_set_margin_bottom (content, 24);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 1100);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 1100);
  adw_clamp_set_child (ADW_CLAMP (clamp), content);
  gtk_widget_set_vexpand (clamp, TRUE);
  gtk_box_append (GTK_BOX (box), clamp);
  adw_window_set_content (ADW_WINDOW (self), box);
}

/* Returns: (transfer none): the dialog, shown. */
BnCareerBalanceDialog *
bn_career_balance_dialog_new (GtkWindow *parent)
{
  BnCareerBalanceDialog *self = g_object_new (BN_TYPE_CAREER_BALANCE_DIALOG, "transient-for", parent, NULL);

  gtk_window_present (GTK_WINDOW (self));
  return self;
}
