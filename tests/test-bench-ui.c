/* test-bench-ui.c — Measure Engine Speed…, under a real display (Xvfb):
 * the main menu's item opens it; a ruleset and a number of battles run
 * bn_battle_bench() without blocking the window, and the result says what
 * "banneret-cli bench battle" says: the battles played and how, the
 * battles per second and the median time. No time is asserted. */
#include "bn-config.h"

#include "bn-battle-bench.h"
#include "bn-bench-dialog.h"
#include "bn-ruleset.h"

#include "ui-fixture.h"

static GtkWidget *
find_type (GtkWidget *root,
           GType      type,
           guint      nth)
{
  GtkWidget *found = NULL;
  guint seen = 0;
  GPtrArray *stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  /* Depth first, in order. */
  while (stack->len > 0 && found == NULL)
    {
      GtkWidget *widget = g_ptr_array_steal_index (stack, stack->len - 1);
      GPtrArray *children = g_ptr_array_new ();

      if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && seen++ == nth)
        found = widget;
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (children, child);
      for (guint i = children->len; i > 0; i--)
        g_ptr_array_add (stack, g_ptr_array_index (children, i - 1));
      g_ptr_array_unref (children);
    }
  g_ptr_array_unref (stack);
  return found;
}

static GtkWidget *
row_titled (GtkWidget  *root,
            const char *title)
{
  for (guint i = 0;; i++)
    {
      GtkWidget *row = find_type (root, ADW_TYPE_ACTION_ROW, i);

      if (row == NULL)
        return NULL;
      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) == 0)
        return row;
    }
}

/* The text of the figure a result row shows beside its title. */
static const char *
row_value (GtkWidget *row)
{
  for (guint i = 0;; i++)
    {
      GtkWidget *label = find_type (row, GTK_TYPE_LABEL, i);

      g_assert_nonnull (label);
      if (gtk_widget_has_css_class (label, "numeric"))
        return gtk_label_get_text (GTK_LABEL (label));
    }
}

static void
test_measure (Fixture       *fixture,
              gconstpointer  user_data)
{
  g_autoptr(GRegex) speed = g_regex_new ("^[0-9]+\\.[0-9]$", 0, 0, NULL);
  g_autoptr(GRegex) median = g_regex_new ("^[0-9]+\\.[0-9][0-9] ms$", 0, 0, NULL);
  g_autoptr(GRegex) in_all = g_regex_new ("^[0-9]+\\.[0-9][0-9] s in all, one thread$", 0, 0, NULL);
  g_autofree char *described = NULL;
  BnBenchDialog *dialog = NULL;
  GtkWidget *row;
  GList *toplevels;
  guint timeout;

  start_app (fixture);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.measure-engine-speed", NULL));
  drain ();
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (BN_IS_BENCH_DIALOG (l->data))
      dialog = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (dialog);
  wait_until_mapped (GTK_WIDGET (dialog));

  /* The last ruleset, four battles. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_type (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, 0)),
                              bn_ruleset_get_n_rulesets () - 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0)), 4);
  g_assert_false (gtk_widget_is_visible (row_titled (GTK_WIDGET (dialog), "Battles per Second")));
  bn_bench_dialog_run (dialog);
  g_assert_true (bn_bench_dialog_is_running (dialog));
  timeout = g_timeout_add_seconds (120, on_timeout_cb, "the measure");
  while (bn_bench_dialog_is_running (dialog))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  drain ();

  row = row_titled (GTK_WIDGET (dialog), "Battles per Second");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_is_visible (row));
  g_assert_true (g_regex_match (speed, row_value (row), 0, NULL));
  g_assert_true (g_regex_match (in_all, adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), 0, NULL));
  row = row_titled (GTK_WIDGET (dialog), "Median Time of One Battle");
  g_assert_nonnull (row);
  g_assert_true (g_regex_match (median, row_value (row), 0, NULL));
  /* The battlefield and the rules by their names, not their ids. */
  described = g_strdup_printf ("4 battles, %u units a side, sensible AI against sensible AI, Open field, %s",
                               BN_BATTLE_BENCH_UNITS, bn_ruleset_get_nth (bn_ruleset_get_n_rulesets () - 1)->name);
  {
    AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (find_type (GTK_WIDGET (dialog), ADW_TYPE_PREFERENCES_GROUP, 1));

    g_assert_cmpstr (adw_preferences_group_get_description (group), ==, described);
  }
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

/* A long campaign, as "banneret-cli bench campaign" builds and reads it:
 * its figures, a line each, with the battles asked for. */
static void
test_measure_campaign (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_autoptr(GRegex) figures = g_regex_new ("^campaign of 200 leaders and 3 battles \\([0-9]+ Barons replaced: dead or held captive\\)\n"
                                           "battle apply: [0-9.]+ ms at the start \\(first 3\\), [0-9.]+ ms at the end \\(last 3\\)\n"
                                           "stored: [0-9.]+ KB per battle \\([0-9.]+ MB in all\\)\n"
                                           "leaders list: [0-9.]+ ms \\([0-9]+ leaders\\)\n"
                                           "battles list: [0-9.]+ ms \\(3 battles\\)\n"
                                           "ledger of one leader: [0-9.]+ ms \\([0-9]+ lines\\)\n"
                                           "chronicle of one leader: [0-9.]+ ms \\([1-3] battles?\\)$",
                                           0, 0, NULL);
  BnBenchDialog *dialog;
  guint timeout;

  start_app (fixture);
  dialog = bn_bench_dialog_new (GTK_WINDOW (fixture->window));
  wait_until_mapped (GTK_WIDGET (dialog));
  g_assert_cmpstr (bn_bench_dialog_get_campaign_text (dialog), ==, "");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 1)), 3);
  bn_bench_dialog_run_campaign (dialog);
  g_assert_true (bn_bench_dialog_is_running_campaign (dialog));
  timeout = g_timeout_add_seconds (240, on_timeout_cb, "the long campaign");
  while (bn_bench_dialog_is_running_campaign (dialog))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  drain ();
  g_test_message ("%s", bn_bench_dialog_get_campaign_text (dialog));
  g_assert_true (g_regex_match (figures, bn_bench_dialog_get_campaign_text (dialog), 0, NULL));
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/bench/measure", Fixture, NULL, fixture_set_up, test_measure, fixture_tear_down);
  g_test_add ("/bench/measure-campaign", Fixture, NULL, fixture_set_up, test_measure_campaign, fixture_tear_down);
  return g_test_run ();
}
