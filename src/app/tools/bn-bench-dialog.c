/* bn-bench-dialog.c — Measure Engine Speed
 *
 * The app's "banneret-cli bench battle": a ruleset and a number of
 * battles; "Measure" hands them to bn_battle_bench() in a worker thread,
 * with a spinner, so the window stays alive, and shows what the CLI
 * prints: the battles played and how, the battles per second and the
 * median time of one battle. The run is the same the CLI's is; only the
 * machine's speed differs.
 *
 * Below, the app's "banneret-cli bench campaign": a long campaign built in
 * a temporary file by bn_campaign_bench_run(), with its progress, and the
 * figures the CLI prints of it (not the CLI's own commands' times).
 */
#include "bn-config.h"

#include "bn-bench-dialog.h"

#include <glib/gi18n.h>

#include <glib/gstdio.h>

#include "bn-battle-bench.h"
#include "bn-campaign-bench.h"
#include "bn-battle-rules-xml.h"
#include "bn-ruleset.h"
#include "bn-scenario-xml.h"

#define DEFAULT_BATTLES 100
#define DEFAULT_CAMPAIGN_BATTLES 100

struct _BnBenchDialog
{
  AdwWindow parent_instance;

  gboolean running;
  gboolean closed;              /* a run still going when the window closed reports to nobody */

  GtkWidget *run_button;
  GtkSpinner *spinner;
  AdwComboRow *rules_row;
  GtkSpinButton *battles_spin;
  GtkLabel *message_label;
  AdwPreferencesGroup *result_group;
  AdwActionRow *speed_row;
  GtkLabel *speed_label;
  GtkLabel *median_label;

  gboolean campaign_running;
  GCancellable *campaign_cancellable;
  GtkWidget *campaign_button;
  GtkSpinButton *campaign_spin;
  GtkProgressBar *campaign_progress;
  GtkLabel *campaign_label;
};

G_DEFINE_FINAL_TYPE (BnBenchDialog, bn_bench_dialog, ADW_TYPE_WINDOW)

/* What the worker thread needs, loaded before it starts. */
typedef struct
{
  BnBattleRules *rules;
  BnScenario *scenario;
  guint battles;
} BenchJob;

static void
bench_job_free (BenchJob *job)
{
  g_clear_pointer (&job->rules, bn_battle_rules_unref);
  g_clear_pointer (&job->scenario, bn_scenario_free);
  g_free (job);
}

static void
set_message (BnBenchDialog *self,
             const char    *message)
{
  gtk_label_set_text (self->message_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
}

static void
set_running (BnBenchDialog *self,
             gboolean       running)
{
  self->running = running;
  gtk_spinner_set_spinning (self->spinner, running);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), running);
  gtk_widget_set_sensitive (self->run_button, !running);
}

static void
show_bench (BnBenchDialog       *self,
            const BnBattleBench *bench,
            const char          *scenario_name)
{
  g_autofree char *description = NULL;
  g_autofree char *escaped = NULL;
  g_autofree char *speed = NULL;
  g_autofree char *seconds = NULL;
  g_autofree char *median = NULL;

  const BnRuleset *ruleset = bn_ruleset_lookup (bench->ruleset_id);

  /* TRANSLATORS: "100 battles, 12 units a side, sensible AI against sensible AI, Open field, Lords & Levies" */
  description = g_strdup_printf (_("%u battles, %u units a side, sensible AI against sensible AI, %s, %s"),
                                 bench->battles, bench->units, scenario_name,
                                 ruleset != NULL ? ruleset->name : bench->ruleset_id);
  escaped = g_markup_escape_text (description, -1);
  adw_preferences_group_set_description (self->result_group, escaped);
  speed = g_strdup_printf ("%.1f", bench->battles_per_second);
  /* TRANSLATORS: under the battles per second: the whole run's time */
  seconds = g_strdup_printf (_("%.2f s in all, one thread"), bench->seconds);
  gtk_label_set_text (self->speed_label, speed);
  adw_action_row_set_subtitle (self->speed_row, seconds);
  /* TRANSLATORS: one battle's median time, in milliseconds */
  median = g_strdup_printf (_("%.2f ms"), bench->median_ms);
  gtk_label_set_text (self->median_label, median);
  gtk_widget_set_visible (GTK_WIDGET (self->result_group), TRUE);
}

static void
bench_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  BenchJob *job = task_data;
  GError *error = NULL;
  BnBattleBench *bench = bn_battle_bench (job->rules, job->scenario, job->battles, &error);

  if (bench == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, bench, (GDestroyNotify) bn_battle_bench_free);
}

static void
on_bench_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  BnBenchDialog *self = BN_BENCH_DIALOG (source);
  BenchJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleBench) bench = g_task_propagate_pointer (G_TASK (result), &error);

  if (self->closed)
    return;
  set_running (self, FALSE);
  if (bench == NULL)
    {
      set_message (self, error->message);
      return;
    }
  show_bench (self, bench, bn_data_text (job->scenario->name));
}

/* Presses "Measure": the battles are played in a worker thread. */
void
bn_bench_dialog_run (BnBenchDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GTask) task = NULL;
  BenchJob *job;
  guint ruleset;

  g_return_if_fail (BN_IS_BENCH_DIALOG (self));

  if (self->running)
    return;
  set_message (self, NULL);
  ruleset = adw_combo_row_get_selected (self->rules_row);
  if (ruleset >= bn_ruleset_get_n_rulesets ())
    {
      set_message (self, _("Choose the rules."));
      return;
    }
  job = g_new0 (BenchJob, 1);
  job->battles = (guint) gtk_spin_button_get_value_as_int (self->battles_spin);
  job->rules = bn_battle_rules_load_id (bn_ruleset_get_nth (ruleset)->id, &error);
  if (job->rules != NULL)
    job->scenario = bn_scenario_load_shipped (job->rules, BN_BATTLE_BENCH_SCENARIO, &error);
  if (job->scenario == NULL)
    {
      bench_job_free (job);
      set_message (self, error->message);
      return;
    }
  set_running (self, TRUE);
  task = g_task_new (self, NULL, on_bench_done_cb, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) bench_job_free);
  g_task_run_in_thread (task, bench_thread);
}

/* ---- a long campaign ---- */

typedef struct
{
  BnBenchDialog *dialog;        /* a reference, for the progress */
  guint battles;
  char *dir;                    /* the temporary folder of its file */
} CampaignJob;

static void
campaign_job_free (CampaignJob *job)
{
  const char *files[] = { "campaign.db", "campaign.db-wal", "campaign.db-shm" };

  for (guint i = 0; job->dir != NULL && i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (job->dir, files[i], NULL);

      g_remove (path);
    }
  if (job->dir != NULL)
    g_rmdir (job->dir);
  g_free (job->dir);
  g_clear_object (&job->dialog);
  g_free (job);
}

typedef struct
{
  BnBenchDialog *dialog;
  double fraction;
} Progress;

static gboolean
show_progress_cb (gpointer user_data)
{
  Progress *progress = user_data;

  if (!progress->dialog->closed && progress->dialog->campaign_running)
    gtk_progress_bar_set_fraction (progress->dialog->campaign_progress, progress->fraction);
  g_object_unref (progress->dialog);
  g_free (progress);
  return G_SOURCE_REMOVE;
}

/* In the worker thread: the bar moves in the main loop. */
static void
campaign_progress_cb (guint    done,
                      guint    total,
                      gpointer user_data)
{
  CampaignJob *job = user_data;
  Progress *progress = g_new0 (Progress, 1);

  progress->dialog = g_object_ref (job->dialog);
  progress->fraction = (double) done / total;
  g_idle_add (show_progress_cb, progress);
}

static void
campaign_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  CampaignJob *job = task_data;
  g_autofree char *path = g_build_filename (job->dir, "campaign.db", NULL);
  GError *error = NULL;
  BnCampaignBench *bench = bn_campaign_bench_run (path, job->battles, campaign_progress_cb, job, cancellable, &error);

  if (bench == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, bench, (GDestroyNotify) bn_campaign_bench_free);
}

static void
set_campaign_running (BnBenchDialog *self,
                      gboolean       running)
{
  self->campaign_running = running;
  gtk_widget_set_sensitive (self->campaign_button, !running);
  gtk_widget_set_visible (GTK_WIDGET (self->campaign_progress), running);
  gtk_progress_bar_set_fraction (self->campaign_progress, 0);
}

static void
on_campaign_done_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  BnBenchDialog *self = BN_BENCH_DIALOG (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCampaignBench) bench = g_task_propagate_pointer (G_TASK (result), &error);
  g_autofree char *text = NULL;

  if (self->closed)
    return;
  set_campaign_running (self, FALSE);
  if (bench == NULL)
    {
      gtk_label_set_text (self->campaign_label, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->campaign_label), "error");
    }
  else
    {
      text = bn_campaign_bench_to_text (bench);
      g_strchomp (text);
      gtk_label_set_text (self->campaign_label, text);
      gtk_widget_remove_css_class (GTK_WIDGET (self->campaign_label), "error");
    }
  gtk_widget_set_visible (GTK_WIDGET (self->campaign_label), TRUE);
}

/* Presses "Measure" under "A Long Campaign": the campaign is built and
 * fought in a worker thread, in a temporary file removed afterwards. */
void
bn_bench_dialog_run_campaign (BnBenchDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GTask) task = NULL;
  CampaignJob *job;

  g_return_if_fail (BN_IS_BENCH_DIALOG (self));

  if (self->campaign_running)
    return;
  job = g_new0 (CampaignJob, 1);
  job->battles = (guint) gtk_spin_button_get_value_as_int (self->campaign_spin);
  job->dir = g_dir_make_tmp ("banneret-bench-XXXXXX", &error);
  if (job->dir == NULL)
    {
      campaign_job_free (job);
      gtk_label_set_text (self->campaign_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->campaign_label), TRUE);
      return;
    }
  job->dialog = g_object_ref (self);
  set_campaign_running (self, TRUE);
  task = g_task_new (self, self->campaign_cancellable, on_campaign_done_cb, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) campaign_job_free);
  g_task_run_in_thread (task, campaign_thread);
}

gboolean
bn_bench_dialog_is_running_campaign (BnBenchDialog *self)
{
  g_return_val_if_fail (BN_IS_BENCH_DIALOG (self), FALSE);

  return self->campaign_running;
}

/* Returns: what the last campaign run showed: its figures, or why it
 *   failed; "" before one. */
const char *
bn_bench_dialog_get_campaign_text (BnBenchDialog *self)
{
  g_return_val_if_fail (BN_IS_BENCH_DIALOG (self), NULL);

  return gtk_label_get_text (self->campaign_label);
}

gboolean
bn_bench_dialog_is_running (BnBenchDialog *self)
{
  g_return_val_if_fail (BN_IS_BENCH_DIALOG (self), FALSE);

  return self->running;
}

static void
bn_bench_dialog_dispose (GObject *object)
{
  BnBenchDialog *self = BN_BENCH_DIALOG (object);

  self->closed = TRUE;
  /* A campaign still being fought stops at its next battle. */
  if (self->campaign_cancellable != NULL)
    g_cancellable_cancel (self->campaign_cancellable);
  g_clear_object (&self->campaign_cancellable);
  G_OBJECT_CLASS (bn_bench_dialog_parent_class)->dispose (object);
}

static void
bn_bench_dialog_class_init (BnBenchDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bn_bench_dialog_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* A row that shows one figure of the result, in @out_value. */
static AdwActionRow *
new_result_row (AdwPreferencesGroup  *group,
                const char           *title,
                GtkLabel            **out_value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *value = gtk_label_new (NULL);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (value, "numeric");
  gtk_widget_add_css_class (value, "title-3");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
  adw_preferences_group_add (group, row);
  *out_value = GTK_LABEL (value);
  return ADW_ACTION_ROW (row);
}

static void
bn_bench_dialog_init (BnBenchDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *page = adw_preferences_page_new ();
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *battles_row = adw_action_row_new ();
  g_autoptr(GtkStringList) rulesets = gtk_string_list_new (NULL);

  gtk_window_set_title (GTK_WINDOW (self), _("Measure Engine Speed"));
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 640);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);

  self->run_button = gtk_button_new_with_mnemonic (_("_Measure"));
  gtk_widget_add_css_class (self->run_button, "suggested-action");
  g_signal_connect_swapped (self->run_button, "clicked", G_CALLBACK (bn_bench_dialog_run), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->run_button);
  self->spinner = GTK_SPINNER (gtk_spinner_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), FALSE);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), GTK_WIDGET (self->spinner));
  gtk_box_append (GTK_BOX (box), header);

  adw_preferences_group_set_description (group,
                                         _("Battles of twelve units a side, played by the computer on both sides, "
                                           "one after the other: the same run as banneret-cli bench battle"));
  self->rules_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rules_row), _("R_ules"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->rules_row), TRUE);
  for (guint i = 0; i < bn_ruleset_get_n_rulesets (); i++)
    gtk_string_list_append (rulesets, bn_ruleset_get_nth (i)->name);
  adw_combo_row_set_model (self->rules_row, G_LIST_MODEL (rulesets));
  adw_preferences_group_add (group, GTK_WIDGET (self->rules_row));

  self->battles_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 10000, 50));
  gtk_spin_button_set_value (self->battles_spin, DEFAULT_BATTLES);
  gtk_widget_set_valign (GTK_WIDGET (self->battles_spin), GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (battles_row), _("Ba_ttles"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (battles_row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (battles_row), GTK_WIDGET (self->battles_spin));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (battles_row), GTK_WIDGET (self->battles_spin));
  adw_preferences_group_add (group, battles_row);

  self->message_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->message_label, TRUE);
  gtk_label_set_xalign (self->message_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
  gtk_widget_set_margin_top (GTK_WIDGET (self->message_label), 12);
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), FALSE);
  adw_preferences_group_add (group, GTK_WIDGET (self->message_label));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), group);

  self->result_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->result_group, _("Result"));
  self->speed_row = new_result_row (self->result_group, _("Battles per Second"), &self->speed_label);
  new_result_row (self->result_group, _("Median Time of One Battle"), &self->median_label);
  gtk_widget_set_visible (GTK_WIDGET (self->result_group), FALSE);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->result_group);

  {
    AdwPreferencesGroup *campaign = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
    GtkWidget *row = adw_action_row_new ();

    self->campaign_cancellable = g_cancellable_new ();
    adw_preferences_group_set_title (campaign, _("A Long Campaign"));
    adw_preferences_group_set_description (campaign,
                                           _("A campaign of 200 leaders built in a temporary file, its battles fought "
                                             "and applied one by one: how long a battle takes to apply at the start "
                                             "and at the end, and to read the lists, a ledger and a chronicle; the "
                                             "same run as banneret-cli bench campaign"));
    self->campaign_button = gtk_button_new_with_mnemonic (_("Me_asure"));
    gtk_widget_set_valign (self->campaign_button, GTK_ALIGN_CENTER);
    g_signal_connect_swapped (self->campaign_button, "clicked", G_CALLBACK (bn_bench_dialog_run_campaign), self);
    adw_preferences_group_set_header_suffix (campaign, self->campaign_button);
    self->campaign_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 5000, 50));
    gtk_spin_button_set_value (self->campaign_spin, DEFAULT_CAMPAIGN_BATTLES);
    gtk_widget_set_valign (GTK_WIDGET (self->campaign_spin), GTK_ALIGN_CENTER);
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Battles in the Ca_mpaign"));
    adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (self->campaign_spin));
    adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (self->campaign_spin));
    adw_preferences_group_add (campaign, row);
    self->campaign_progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
    gtk_widget_set_margin_top (GTK_WIDGET (self->campaign_progress), 12);
    gtk_widget_set_visible (GTK_WIDGET (self->campaign_progress), FALSE);
    adw_preferences_group_add (campaign, GTK_WIDGET (self->campaign_progress));
    self->campaign_label = GTK_LABEL (gtk_label_new (""));
    gtk_label_set_selectable (self->campaign_label, TRUE);
    gtk_label_set_wrap (self->campaign_label, TRUE);
    gtk_label_set_xalign (self->campaign_label, 0);
    gtk_widget_add_css_class (GTK_WIDGET (self->campaign_label), "monospace");
    gtk_widget_set_margin_top (GTK_WIDGET (self->campaign_label), 12);
    gtk_widget_set_visible (GTK_WIDGET (self->campaign_label), FALSE);
    adw_preferences_group_add (campaign, GTK_WIDGET (self->campaign_label));
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), campaign);
  }

  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (self), box);
}

/* Returns: (transfer none): the dialog, shown. */
BnBenchDialog *
bn_bench_dialog_new (GtkWindow *parent)
{
  BnBenchDialog *self = g_object_new (BN_TYPE_BENCH_DIALOG, "transient-for", parent, NULL);

  gtk_window_present (GTK_WINDOW (self));
  return self;
}
