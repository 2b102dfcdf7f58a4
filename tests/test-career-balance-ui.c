/* test-career-balance-ui.c — Balance of Careers…, under a real display
 * (Xvfb): the main menu's item opens it; campaigns, battles and a seed run
 * bn_career_simulation_run() without blocking the window, and the report
 * shown is the one "banneret-cli simulate careers" prints for the same
 * request; Cancel stops a run and says so. No time is asserted. */
#include "bn-config.h"

#include "bn-career-balance-dialog.h"
#include "bn-career-simulation.h"

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

static BnCareerBalanceDialog *
open_dialog (Fixture *fixture)
{
  BnCareerBalanceDialog *dialog = NULL;
  GList *toplevels;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.career-balance", NULL));
  drain ();
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (BN_IS_CAREER_BALANCE_DIALOG (l->data))
      dialog = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  return dialog;
}

/* Campaigns, battles, seed: the dialog's three spin buttons, in order. */
static void
set_request (BnCareerBalanceDialog *dialog,
             guint                  campaigns,
             guint                  rounds,
             guint                  seed)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0)), campaigns);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 1)), rounds);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 2)), seed);
}

static void
wait_while_running (BnCareerBalanceDialog *dialog)
{
  guint timeout = g_timeout_add_seconds (240, on_timeout_cb, "the simulation");

  while (bn_career_balance_dialog_is_running (dialog))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  drain ();
}

static void
test_simulate (Fixture       *fixture,
               gconstpointer  user_data)
{
  BnCareerSimulationRequest request = { .campaigns = 1, .rounds = 3, .seed = 9 };
  g_autoptr(BnCareerSimulation) simulation = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *shown = NULL;
  BnCareerBalanceDialog *dialog;
  GtkTextView *view;

  start_app (fixture);
  dialog = open_dialog (fixture);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "Balance of Careers");
  set_request (dialog, 1, 3, 9);
  bn_career_balance_dialog_run (dialog);
  g_assert_true (bn_career_balance_dialog_is_running (dialog));
  g_assert_true (gtk_widget_is_visible (find_type (GTK_WIDGET (dialog), GTK_TYPE_PROGRESS_BAR, 0)));
  wait_while_running (dialog);
  g_assert_false (gtk_widget_is_visible (find_type (GTK_WIDGET (dialog), GTK_TYPE_PROGRESS_BAR, 0)));

  simulation = bn_career_simulation_run (&request, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  expected = bn_career_simulation_format (simulation);
  shown = bn_career_balance_dialog_dup_report (dialog);
  g_assert_cmpstr (shown, ==, expected);
  view = GTK_TEXT_VIEW (find_type (GTK_WIDGET (dialog), GTK_TYPE_TEXT_VIEW, 0));
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (view)));
  /* Read-only, monospace, and its text can be selected to copy. */
  g_assert_false (gtk_text_view_get_editable (view));
  g_assert_true (gtk_text_view_get_monospace (view));
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

static void
test_cancel (Fixture       *fixture,
             gconstpointer  user_data)
{
  g_autofree char *shown = NULL;
  BnCareerBalanceDialog *dialog;
  GtkLabel *message = NULL;

  start_app (fixture);
  dialog = open_dialog (fixture);
  set_request (dialog, 1000, 1000, 1);
  bn_career_balance_dialog_run (dialog);
  g_assert_true (bn_career_balance_dialog_is_running (dialog));
  bn_career_balance_dialog_cancel (dialog);
  wait_while_running (dialog);

  shown = bn_career_balance_dialog_dup_report (dialog);
  g_assert_cmpstr (shown, ==, "");
  for (guint i = 0; message == NULL; i++)
    {
      GtkWidget *label = find_type (GTK_WIDGET (dialog), GTK_TYPE_LABEL, i);

      g_assert_nonnull (label);
      if (gtk_widget_has_css_class (label, "error"))
        message = GTK_LABEL (label);
    }
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (message)));
  g_assert_cmpstr (gtk_label_get_text (message), ==, "Cancelled: no report.");
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

/* Closed in the middle of a run: the run stops and reports to nobody. */
static void
test_close_while_running (Fixture       *fixture,
                          gconstpointer  user_data)
{
  BnCareerBalanceDialog *dialog;
  guint timeout;

  start_app (fixture);
  dialog = open_dialog (fixture);
  set_request (dialog, 1000, 1000, 1);
  g_object_ref (dialog);
  bn_career_balance_dialog_run (dialog);
  gtk_window_close (GTK_WINDOW (dialog));
  drain ();
  /* The task keeps it alive until the worker stops, then lets it go. */
  timeout = g_timeout_add_seconds (240, on_timeout_cb, "the cancelled run to end");
  while (G_OBJECT (dialog)->ref_count > 1)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  g_object_unref (dialog);
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

  g_test_add ("/career-balance/simulate", Fixture, NULL, fixture_set_up, test_simulate, fixture_tear_down);
  g_test_add ("/career-balance/cancel", Fixture, NULL, fixture_set_up, test_cancel, fixture_tear_down);
  g_test_add ("/career-balance/close-while-running", Fixture, NULL, fixture_set_up, test_close_while_running,
              fixture_tear_down);
  return g_test_run ();
}
