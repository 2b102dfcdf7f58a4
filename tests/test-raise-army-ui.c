/* test-raise-army-ui.c — Armies › Raise an Army for Points, under a real
 * display (Xvfb): the points and the seed typed into the dialog raise the
 * host "banneret-cli army generate" prints for them, unit by unit and
 * point by point; Export… writes the file "army generate --out" writes,
 * byte for byte; Save as Army keeps the host as the chosen leader's army,
 * under a free name the player may change, and the Armies section shows
 * it at once. */
#include "bn-config.h"

#include <string.h>

#include "bn-armies-view.h"
#include "bn-army-generator.h"
#include "bn-points-bar.h"
#include "bn-raise-army-dialog.h"

#include "cli-run.h"
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

/* The rows of the roster, in order: the action rows with a cost label. */
static GPtrArray *
unit_rows (GtkWidget *dialog)
{
  GPtrArray *rows = g_ptr_array_new ();

  for (guint i = 0;; i++)
    {
      GtkWidget *row = find_type (dialog, ADW_TYPE_ACTION_ROW, i);

      if (row == NULL)
        break;
      for (guint j = 0;; j++)
        {
          GtkWidget *label = find_type (row, GTK_TYPE_LABEL, j);

          if (label == NULL)
            break;
          if (gtk_widget_has_css_class (label, "bn-unit-cost"))
            {
              g_ptr_array_add (rows, row);
              break;
            }
        }
    }
  return rows;
}

static const char *
row_cost (GtkWidget *row)
{
  for (guint j = 0;; j++)
    {
      GtkWidget *label = find_type (row, GTK_TYPE_LABEL, j);

      g_assert_nonnull (label);
      if (gtk_widget_has_css_class (label, "bn-unit-cost"))
        return gtk_label_get_text (GTK_LABEL (label));
    }
}

static BnRaiseArmyDialog *
open_dialog (Fixture *fixture)
{
  BnRaiseArmyDialog *dialog = NULL;
  GList *toplevels;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bn_window_get_armies_view (fixture->window)),
                                             "armies.raise", NULL));
  drain ();
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (BN_IS_RAISE_ARMY_DIALOG (l->data))
      dialog = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  return dialog;
}

static void
raise_host (BnRaiseArmyDialog *dialog,
            guint              points,
            const char        *seed)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0)), points);
  gtk_editable_set_text (GTK_EDITABLE (find_type (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, 0)), seed);
  drain ();
}

static GtkEditable *
name_row (BnRaiseArmyDialog *dialog)
{
  return GTK_EDITABLE (find_type (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, 1));
}

/* The same points and seed: the dialog's roster is the CLI's, row by row,
 * and its points bar adds up as the CLI's last line does. */
static void
test_same_host_as_cli (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_autofree char *printed = ok_db (fixture->db_path, "army", "generate", "--points", "150", "--seed", "3", NULL);
  g_auto(GStrv) lines = g_strsplit (printed, "\n", -1);
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GRegex) total = g_regex_new ("^  Spent ([0-9]+), promised ([0-9]+), unspent ([0-9]+) of 150$",
                                         G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  BnRaiseArmyDialog *dialog;
  BnPointsBar *bar;
  guint n_units = 0;

  start_app (fixture);
  bn_window_set_section (fixture->window, "armies");
  drain ();
  dialog = open_dialog (fixture);
  raise_host (dialog, 150, "3");

  rows = unit_rows (GTK_WIDGET (dialog));
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *number = g_strdup_printf ("  %2u. ", n_units + 1);
      g_autofree char *start = NULL;
      g_autofree char *cost = NULL;
      GtkWidget *row;

      if (!g_str_has_prefix (lines[i], number))
        continue;
      g_assert_cmpuint (n_units, <, rows->len);
      row = g_ptr_array_index (rows, n_units);
      start = g_strdup_printf ("  %2u. %-26s ", n_units + 1, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
      g_assert_true (g_str_has_prefix (lines[i], start));
      /* "8 pts" in the row, "  8 pts" on the CLI's line */
      cost = g_strdup_printf (" %3s", row_cost (row));
      g_assert_nonnull (strstr (lines[i], cost));
      n_units++;
    }
  g_assert_cmpuint (n_units, >, 3);
  g_assert_cmpuint (n_units, ==, rows->len);

  bar = BN_POINTS_BAR (find_type (GTK_WIDGET (dialog), BN_TYPE_POINTS_BAR, 0));
  g_assert_true (g_regex_match (total, printed, 0, &match));
  {
    g_autofree char *spent = g_match_info_fetch (match, 1);
    g_autofree char *promised = g_match_info_fetch (match, 2);
    g_autofree char *unspent = g_match_info_fetch (match, 3);

    g_assert_cmpuint (bn_points_bar_get_total (bar), ==, 150);
    g_assert_cmpuint (bn_points_bar_get_spent (bar), ==, atoi (spent));
    g_assert_cmpuint (bn_points_bar_get_promised (bar), ==, atoi (promised));
    g_assert_cmpuint (bn_points_bar_get_unspent (bar), ==, atoi (unspent));
    g_assert_cmpuint (bn_points_bar_get_over (bar), ==, 0);
  }

  /* Another seed, another host; back to 3, the same one again. */
  raise_host (dialog, 150, "4");
  g_assert_true (g_regex_match_simple ("^[^\n]+’s host — raised with seed 3\n", printed, 0, 0));
  {
    g_autoptr(GPtrArray) other = unit_rows (GTK_WIDGET (dialog));
    g_autofree char *other_printed = ok_db (fixture->db_path, "army", "generate", "--points", "150", "--seed", "4", NULL);
    g_autofree char *first = g_strdup_printf ("   1. %-26s ",
                                              adw_preferences_row_get_title (g_ptr_array_index (other, 0)));

    g_assert_nonnull (strstr (other_printed, first));
  }
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

/* Export… writes what "army generate --out" writes, byte for byte. */
static void
test_export_as_cli (Fixture       *fixture,
                    gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *cli_file = g_build_filename (fixture->dir, "cli.xml", NULL);
  g_autofree char *app_file = g_build_filename (fixture->dir, "app.xml", NULL);
  g_autofree char *printed = ok_db (fixture->db_path, "army", "generate", "--points", "60", "--seed", "5",
                                     "--out", cli_file, NULL);
  g_autofree char *cli_text = NULL;
  g_autofree char *app_text = NULL;
  BnRaiseArmyDialog *dialog;

  start_app (fixture);
  bn_window_set_section (fixture->window, "armies");
  drain ();
  dialog = open_dialog (fixture);
  raise_host (dialog, 60, "5");
  g_assert_true (bn_raise_army_dialog_export_file (dialog, app_file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (cli_file, &cli_text, NULL, &error));
  g_assert_true (g_file_get_contents (app_file, &app_text, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (app_text, ==, cli_text);
  g_remove (cli_file);
  g_remove (app_file);

  /* A seed that is no number raises nothing, says so, and keeps nothing. */
  raise_host (dialog, 60, "five");
  g_assert_null (bn_raise_army_dialog_get_army (dialog));
  {
    g_autoptr(GPtrArray) none = unit_rows (GTK_WIDGET (dialog));

    g_assert_cmpuint (none->len, ==, 0);
  }
  g_assert_false (bn_raise_army_dialog_export_file (dialog, app_file, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpint (bn_raise_army_dialog_save (dialog, &error), ==, 0);
  g_assert_nonnull (error);
  g_assert_false (g_file_test (app_file, G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

/* Save as Army: the host becomes Hugh's army, unmustered, with him at its
 * head, under the offered name; the section lists it at once. The next
 * host's name is offered free; a typed name is the player's and stays;
 * a name Hugh already uses is refused with the store's message. */
static void
test_save_as_army (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) saved = NULL;
  g_autoptr(BnArmy) raised = NULL;
  BnArmiesView *view;
  BnRaiseArmyDialog *dialog;
  gint64 id;

  start_app (fixture);
  bn_window_set_section (fixture->window, "armies");
  drain ();
  view = bn_window_get_armies_view (fixture->window);
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "no-armies");

  dialog = open_dialog (fixture);
  raise_host (dialog, 150, "3");
  raised = bn_army_copy (bn_raise_army_dialog_get_army (dialog));
  /* A player-leader's own army is named after him. */
  g_assert_cmpstr (gtk_editable_get_text (name_row (dialog)), ==, "Hugh’s host");
  /* The roster drawn is headed by that name, not by the stranger the
   * generator names a host after. */
  {
    gboolean headed = FALSE;

    for (guint i = 0; find_type (GTK_WIDGET (dialog), ADW_TYPE_PREFERENCES_GROUP, i) != NULL; i++)
      {
        const char *title = adw_preferences_group_get_title (
          ADW_PREFERENCES_GROUP (find_type (GTK_WIDGET (dialog), ADW_TYPE_PREFERENCES_GROUP, i)));

        g_assert_cmpstr (title, !=, raised->name);
        headed |= g_strcmp0 (title, "Hugh’s host") == 0;
      }
    g_assert_true (headed);
  }
  id = bn_raise_army_dialog_save (dialog, &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  drain ();
  g_assert_cmpuint (bn_armies_view_get_n_armies (view), ==, 1);
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "list");
  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

    g_assert_no_error (error);
    saved = bn_store_get_army (store, id, &error);
    g_assert_no_error (error);
  }
  g_assert_cmpint (saved->leader_id, ==, fixture->leader_id);
  g_assert_cmpstr (saved->name, ==, "Hugh’s host");
  g_assert_null (saved->muster);
  g_assert_cmpuint (saved->units->len, ==, raised->units->len);
  for (guint i = 0; i < raised->units->len; i++)
    {
      const BnArmyUnit *want = g_ptr_array_index (raised->units, i);
      const BnArmyUnit *got = g_ptr_array_index (saved->units, i);

      g_assert_cmpstr (got->unit->type_id, ==, want->unit->type_id);
      g_assert_cmpuint (got->unit->figures, ==, want->unit->figures);
      g_assert_cmpint (got->unit->mercenary, ==, want->unit->mercenary);
      g_assert_cmpuint (got->promise, ==, want->promise);
    }
  g_assert_cmpuint (saved->posts->len, ==, 1);
  g_assert_cmpint (((BnArmyPost *) g_ptr_array_index (saved->posts, 0))->leader_id, ==, fixture->leader_id);
  g_assert_cmpint (((BnArmyPost *) g_ptr_array_index (saved->posts, 0))->role, ==, BN_ARMY_ROLE_COMMANDER);

  /* The same host again: its name is taken, so a free one is offered. */
  dialog = open_dialog (fixture);
  raise_host (dialog, 150, "3");
  g_assert_cmpstr (gtk_editable_get_text (name_row (dialog)), ==, "Hugh’s host 2");
  gtk_editable_set_text (name_row (dialog), "Hugh’s host");
  g_assert_cmpint (bn_raise_army_dialog_save (dialog, &error), ==, 0);
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
  g_assert_nonnull (strstr (error->message, "already has an army named"));
  g_clear_error (&error);
  /* A typed name stays when the host changes. */
  gtk_editable_set_text (name_row (dialog), "The hired blades");
  raise_host (dialog, 90, "11");
  g_assert_cmpstr (gtk_editable_get_text (name_row (dialog)), ==, "The hired blades");
  id = bn_raise_army_dialog_save (dialog, &error);
  g_assert_no_error (error);
  drain ();
  g_assert_cmpuint (bn_armies_view_get_n_armies (view), ==, 2);
  g_assert_nonnull (bn_armies_view_get_row_subtitle (view, id));
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/raise-army/same-host-as-cli", Fixture, NULL, fixture_set_up, test_same_host_as_cli,
              fixture_tear_down);
  g_test_add ("/raise-army/export-as-cli", Fixture, NULL, fixture_set_up, test_export_as_cli, fixture_tear_down);
  g_test_add ("/raise-army/save-as-army", Fixture, NULL, fixture_set_up, test_save_as_army, fixture_tear_down);
  return g_test_run ();
}
