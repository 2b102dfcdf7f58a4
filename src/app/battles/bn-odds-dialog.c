/* bn-odds-dialog.c — Odds…
 *
 * The app's "banneret-cli battle odds": two saved armies of the campaign,
 * a ruleset, a battlefield, a number of battles and a seed. "Run" loads
 * the armies as the battle takes them (bn_battle_army_from_roster()) and
 * hands everything to bn_battle_odds_run() in a worker thread, with a
 * spinner, so the window stays alive; the result is shown as the CLI
 * prints it: each side's wins with their 95% interval and mean victory
 * points, the draws, and each unit's expected losses. The dialog decides
 * no rule.
 */
#include "bn-config.h"
#include "bn-accessible.h"
#include <inttypes.h>

#include "bn-odds-dialog.h"

#include <glib/gi18n.h>

#include "bn-battle-ai.h"
#include "bn-battle-army-from-roster.h"
#include "bn-battle-rules-xml.h"
#include "bn-combo-rows.h"
#include "bn-random.h"
#include "bn-scenario-xml.h"
#include "bn-unit-rules.h"

#define DEFAULT_RUNS 200

struct _BnOddsDialog
{
  AdwWindow parent_instance;

  BnStore *store;
  GPtrArray *armies;            /* BnArmy, as the army rows list them */
  GPtrArray *scenario_ids;      /* char *, as the battlefield row lists them */
  GCancellable *cancellable;
  gboolean running;

  GtkWidget *run_button;
  GtkSpinner *spinner;
  AdwComboRow *army_rows[2];
  AdwComboRow *rules_row;
  AdwComboRow *scenario_row;
  GtkSpinButton *runs_spin;
  AdwEntryRow *seed_row;
  GtkLabel *message_label;
  AdwPreferencesGroup *result_group;
  GtkListBox *result_list;
  GtkListBox *losses_list;
};

G_DEFINE_FINAL_TYPE (BnOddsDialog, bn_odds_dialog, ADW_TYPE_WINDOW)

/* What the worker thread needs; everything is loaded before it starts. */
typedef struct
{
  BnBattleRules *rules;
  BnScenario *scenario;
  BnBattleArmy *armies[2];
  guint runs;
  guint64 seed;
} OddsJob;

static void
odds_job_free (OddsJob *job)
{
  g_clear_pointer (&job->rules, bn_battle_rules_unref);
  g_clear_pointer (&job->scenario, bn_scenario_free);
  g_clear_pointer (&job->armies[0], bn_battle_army_free);
  g_clear_pointer (&job->armies[1], bn_battle_army_free);
  g_free (job);
}

static void
set_message (BnOddsDialog *self,
             const char   *message)
{
  gtk_label_set_text (self->message_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
}

static void
set_running (BnOddsDialog *self,
             gboolean      running)
{
  self->running = running;
  gtk_spinner_set_spinning (self->spinner, running);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), running);
  gtk_widget_set_sensitive (self->run_button, !running);
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static void
add_row (GtkListBox *list,
         const char *title,
         const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_append (list, row);
}

static void
show_odds (BnOddsDialog       *self,
           const OddsJob      *job,
           const BnBattleOdds *odds)
{
  g_autofree char *description = NULL;

  clear_list (self->result_list);
  clear_list (self->losses_list);
  /* Translators: "200 battles on Open Field, Lords and Levies, seed 42" */
  description = g_strdup_printf (_("%u battles on %s, %s, seed %" PRIu64),
                                 odds->runs, bn_data_text (job->scenario->name),
                                 bn_battle_rules_get_ruleset (job->rules)->name, job->seed);
  {
    /* A group's description is markup: a ruleset's name holds an ampersand. */
    g_autofree char *escaped = g_markup_escape_text (description, -1);

    adw_preferences_group_set_description (self->result_group, escaped);
  }
  for (guint side = 0; side < 2; side++)
    {
      /* Translators: wins, their share, its 95% interval, mean victory points */
      g_autofree char *subtitle =
        g_strdup_printf (_("Wins %u: %.1f%% (95%%: %.1f–%.1f%%) · mean VP %.2f"),
                         odds->wins[side], 100.0 * odds->win_rate[side],
                         100.0 * odds->win_rate_low[side], 100.0 * odds->win_rate_high[side],
                         odds->mean_victory_points[side]);

      add_row (self->result_list, job->armies[side]->name, subtitle);
    }
  {
    g_autofree char *subtitle = g_strdup_printf (_("%u: %.1f%%"), odds->draws,
                                                 100.0 * odds->draws / MAX (odds->runs, 1u));

    add_row (self->result_list, _("Draws"), subtitle);
  }
  for (guint i = 0; odds->units != NULL && i < odds->units->len; i++)
    {
      const BnBattleUnitOdds *unit = g_ptr_array_index (odds->units, i);
      /* Translators: a unit's name and its army's */
      g_autofree char *title = g_strdup_printf (_("%s (%s)"), bn_data_text (unit->unit_name), job->armies[unit->side]->name);
      /* On an open table (Junior General) a unit is counted in stands. */
      gboolean stands = bn_battle_rules_get_ruleset (job->rules)->board == BN_RULESET_BOARD_TABLE;
      /* Translators: figures (or stands) lost on average, share of battles destroyed in */
      g_autofree char *subtitle = g_strdup_printf (stands ? _("%.2f stands lost · destroyed in %.1f%% of battles")
                                                          : _("%.2f figures lost · destroyed in %.1f%% of battles"),
                                                   unit->mean_figures_lost, 100.0 * unit->destroyed_rate);

      add_row (self->losses_list, title, subtitle);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->result_group), TRUE);
}

static void
odds_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  OddsJob *job = task_data;
  GError *error = NULL;
  BnBattleOdds *odds = bn_battle_odds_run (job->rules, job->scenario, job->armies[0], job->armies[1],
                                           job->runs, job->seed, 0, &error);

  if (odds == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, odds, (GDestroyNotify) bn_battle_odds_free);
}

static void
on_odds_done_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  BnOddsDialog *self = BN_ODDS_DIALOG (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleOdds) odds = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_cancellable_is_cancelled (self->cancellable))
    return;
  set_running (self, FALSE);
  if (odds == NULL)
    {
      set_message (self, error->message);
      return;
    }
  show_odds (self, g_task_get_task_data (G_TASK (result)), odds);
}

/* A saved army, with its leader and his domain, as the battle takes it. */
static BnBattleArmy *
load_battle_army (BnOddsDialog   *self,
                  BnUnitRules    *unit_rules,
                  BnBattleRules  *rules,
                  const BnArmy   *army,
                  GError        **error)
{
  g_autoptr(BnLeader) leader = bn_store_get_leader (self->store, army->leader_id, error);
  g_autoptr(GPtrArray) domain = NULL;

  if (leader == NULL)
    return NULL;
  domain = leader->is_player ? bn_store_list_vassals (self->store, leader->id, error)
                             : g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  if (domain == NULL)
    return NULL;
  return bn_battle_army_from_roster (army, leader, domain, unit_rules, rules, error);
}

static OddsJob *
prepare_job (BnOddsDialog  *self,
             GError       **error)
{
  g_autoptr(BnUnitRules) unit_rules = NULL;
  g_autofree char *seed_text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->seed_row))));
  OddsJob *job = g_new0 (OddsJob, 1);
  guint ruleset = adw_combo_row_get_selected (self->rules_row);
  guint scenario = adw_combo_row_get_selected (self->scenario_row);

  if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXINT64, &job->seed, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("The seed “%s” is not a whole number from 0 to %" PRId64 "."),
                   seed_text, G_MAXINT64);
      goto fail;
    }
  job->runs = (guint) gtk_spin_button_get_value_as_int (self->runs_spin);
  if (ruleset >= bn_ruleset_get_n_rulesets () || scenario >= self->scenario_ids->len)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("Choose the rules and the battlefield."));
      goto fail;
    }
  job->rules = bn_battle_rules_load_id (bn_ruleset_get_nth (ruleset)->id, error);
  if (job->rules == NULL)
    goto fail;
  job->scenario = bn_scenario_resolve (job->rules, g_ptr_array_index (self->scenario_ids, scenario), error);
  if (job->scenario == NULL || (unit_rules = bn_unit_rules_load_default (error)) == NULL)
    goto fail;
  for (guint side = 0; side < 2; side++)
    {
      guint position = adw_combo_row_get_selected (self->army_rows[side]);

      if (position >= self->armies->len)
        {
          g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("Choose two armies."));
          goto fail;
        }
      job->armies[side] = load_battle_army (self, unit_rules, job->rules,
                                            g_ptr_array_index (self->armies, position), error);
      if (job->armies[side] == NULL)
        goto fail;
    }
  return job;

fail:
  odds_job_free (job);
  return NULL;
}

/* Presses "Run": the odds are worked out in a worker thread. */
void
bn_odds_dialog_run (BnOddsDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GTask) task = NULL;
  OddsJob *job;

  g_return_if_fail (BN_IS_ODDS_DIALOG (self));

  if (self->running)
    return;
  set_message (self, NULL);
  job = prepare_job (self, &error);
  if (job == NULL)
    {
      set_message (self, error->message);
      return;
    }
  set_running (self, TRUE);
  task = g_task_new (self, NULL, on_odds_done_cb, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) odds_job_free);
  g_task_run_in_thread (task, odds_thread);
}

gboolean
bn_odds_dialog_is_running (BnOddsDialog *self)
{
  g_return_val_if_fail (BN_IS_ODDS_DIALOG (self), FALSE);

  return self->running;
}

static void
on_new_seed_clicked_cb (BnOddsDialog *self)
{
  g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, bn_random_new_seed ());

  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), text);
}

static gboolean
fill_scenarios (BnOddsDialog  *self,
                GError       **error)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_default (error);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  const char * const *ids = bn_scenario_shipped_ids ();

  if (rules == NULL)
    return FALSE;
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(BnScenario) scenario = bn_scenario_load_shipped (rules, ids[i], error);

      if (scenario == NULL)
        return FALSE;
      gtk_string_list_append (names, bn_data_text (scenario->name));
      g_ptr_array_add (self->scenario_ids, g_strdup (ids[i]));
    }
  adw_combo_row_set_model (self->scenario_row, G_LIST_MODEL (names));
  return TRUE;
}

static void
fill_armies (BnOddsDialog *self)
{
  for (guint side = 0; side < 2; side++)
    {
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

      for (guint i = 0; i < self->armies->len; i++)
        {
          const BnArmy *army = g_ptr_array_index (self->armies, i);
          g_autoptr(BnLeader) leader = bn_store_get_leader (self->store, army->leader_id, NULL);
          /* Translators: an army in a list: its name, its leader, its points */
          g_autofree char *label = g_strdup_printf (_("%s (%s), %u pts"), army->name,
                                                    leader != NULL ? leader->name : "?",
                                                    bn_army_get_points (army));

          gtk_string_list_append (names, label);
        }
      adw_combo_row_set_model (self->army_rows[side], G_LIST_MODEL (names));
    }
  if (self->armies->len > 1)
    adw_combo_row_set_selected (self->army_rows[1], 1);
}

static void
bn_odds_dialog_dispose (GObject *object)
{
  BnOddsDialog *self = BN_ODDS_DIALOG (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->store, bn_store_unref);
  g_clear_pointer (&self->armies, g_ptr_array_unref);
  g_clear_pointer (&self->scenario_ids, g_ptr_array_unref);
  G_OBJECT_CLASS (bn_odds_dialog_parent_class)->dispose (object);
}

static void
bn_odds_dialog_class_init (BnOddsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bn_odds_dialog_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static AdwComboRow *
new_combo_row (AdwPreferencesGroup *group,
               const char          *title)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  bn_combo_row_show_whole_choices (ADW_COMBO_ROW (row));
  adw_preferences_group_add (group, row);
  return ADW_COMBO_ROW (row);
}

static GtkListBox *
new_boxed_list (void)
{
  GtkListBox *list = GTK_LIST_BOX (gtk_list_box_new ());

  gtk_list_box_set_selection_mode (list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (list), "boxed-list");
  return list;
}

static void
bn_odds_dialog_init (BnOddsDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *page = adw_preferences_page_new ();
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *losses_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *runs_row = adw_action_row_new ();
  GtkWidget *new_seed_button = gtk_button_new_from_icon_name ("view-refresh-symbolic");
  g_autoptr(GtkStringList) rulesets = gtk_string_list_new (NULL);

  self->scenario_ids = g_ptr_array_new_with_free_func (g_free);
  self->cancellable = g_cancellable_new ();
  gtk_window_set_title (GTK_WINDOW (self), _("Odds"));
  gtk_window_set_default_size (GTK_WINDOW (self), 600, 680);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);

  self->run_button = gtk_button_new_with_mnemonic (_("_Run"));
  gtk_widget_add_css_class (self->run_button, "suggested-action");
  g_signal_connect_swapped (self->run_button, "clicked", G_CALLBACK (bn_odds_dialog_run), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->run_button);
  self->spinner = GTK_SPINNER (gtk_spinner_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), FALSE);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), GTK_WIDGET (self->spinner));
  gtk_box_append (GTK_BOX (box), header);

  adw_preferences_group_set_description (group, _("Many battles between two saved armies, played by the computer"));
  self->army_rows[0] = new_combo_row (group, _("_First Army"));
  self->army_rows[1] = new_combo_row (group, _("_Second Army"));
  self->rules_row = new_combo_row (group, _("R_ules"));
  for (guint i = 0; i < bn_ruleset_get_n_rulesets (); i++)
    gtk_string_list_append (rulesets, bn_ruleset_get_nth (i)->name);
  adw_combo_row_set_model (self->rules_row, G_LIST_MODEL (rulesets));
  self->scenario_row = new_combo_row (group, _("_Battlefield"));

  self->runs_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 1000000, 50));
  gtk_spin_button_set_value (self->runs_spin, DEFAULT_RUNS);
  gtk_widget_set_valign (GTK_WIDGET (self->runs_spin), GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (runs_row), _("Ba_ttles"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (runs_row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (runs_row), GTK_WIDGET (self->runs_spin));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (runs_row), GTK_WIDGET (self->runs_spin));
  adw_preferences_group_add (group, runs_row);

  self->seed_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->seed_row), _("_Seed"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->seed_row), TRUE);
  gtk_widget_set_valign (new_seed_button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (new_seed_button, _("New Seed"));
  bn_accessible_set_label (new_seed_button, _("New Seed"));
  gtk_widget_add_css_class (new_seed_button, "flat");
  g_signal_connect_swapped (new_seed_button, "clicked", G_CALLBACK (on_new_seed_clicked_cb), self);
  adw_entry_row_add_suffix (self->seed_row, new_seed_button);
  adw_preferences_group_add (group, GTK_WIDGET (self->seed_row));

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
  self->result_list = new_boxed_list ();
  adw_preferences_group_add (self->result_group, GTK_WIDGET (self->result_list));
  adw_preferences_group_set_title (losses_group, _("Expected Losses per Unit"));
  self->losses_list = new_boxed_list ();
  adw_preferences_group_add (losses_group, GTK_WIDGET (self->losses_list));
  {
    GtkWidget *results = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

    gtk_box_append (GTK_BOX (results), GTK_WIDGET (self->result_group));
    gtk_box_append (GTK_BOX (results), GTK_WIDGET (losses_group));
    g_object_bind_property (self->result_group, "visible", losses_group, "visible", G_BINDING_SYNC_CREATE);
    gtk_widget_set_visible (GTK_WIDGET (self->result_group), FALSE);
    {
      AdwPreferencesGroup *holder = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

      adw_preferences_group_add (holder, results);
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), holder);
    }
  }
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (self), box);
  on_new_seed_clicked_cb (self);
}

/**
 * bn_odds_dialog_new:
 * @campaign_id: the campaign whose saved armies may be chosen
 *
 * Returns: (transfer none) (nullable): the dialog, shown; %NULL with the
 *   reason when the armies or the battlefields cannot be read
 */
BnOddsDialog *
bn_odds_dialog_new (GtkWindow  *parent,
                    BnStore    *store,
                    gint64      campaign_id,
                    GError    **error)
{
  g_autoptr(GPtrArray) armies = NULL;
  BnOddsDialog *self;

  g_return_val_if_fail (store != NULL, NULL);

  armies = bn_store_list_armies (store, campaign_id, error);
  if (armies == NULL)
    return NULL;
  self = g_object_new (BN_TYPE_ODDS_DIALOG, "transient-for", parent, NULL);
  self->store = bn_store_ref (store);
  self->armies = g_steal_pointer (&armies);
  if (!fill_scenarios (self, error))
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return NULL;
    }
  fill_armies (self);
  gtk_window_present (GTK_WINDOW (self));
  return self;
}
