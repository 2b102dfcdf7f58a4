/* test-paged-lists-ui.c — a long list is built a page at a time: the
 * Armies section of a campaign with many rosters shows rows for the first
 * ones only, adds more as the list is scrolled to its end, and still finds
 * and opens a roster whose row was not built yet. */
#include "bn-config.h"

#include <glib/gstdio.h>

#include "bn-application.h"
#include "bn-armies-view.h"
#include "bn-army-generator.h"
#include "bn-muster.h"
#include "bn-window.h"

#include "ui-fixture.h"

#define N_ARMIES 90

static void
count_army_rows (GtkWidget *widget,
                 guint     *n_rows,
                 GtkWidget **scrolled)
{
  if (g_object_get_data (G_OBJECT (widget), "bn-army-id") != NULL)
    {
      (*n_rows)++;
      if (*scrolled == NULL)
        *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    count_army_rows (child, n_rows, scrolled);
}

static guint
army_rows (Fixture    *fixture,
           GtkWidget **out_scrolled)
{
  GtkWidget *scrolled = NULL;
  guint n_rows = 0;

  count_army_rows (GTK_WIDGET (bn_window_get_armies_view (fixture->window)), &n_rows, &scrolled);
  if (out_scrolled != NULL)
    *out_scrolled = scrolled;
  return n_rows;
}

static gint64
save_armies (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
  gint64 last = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < N_ARMIES; i++)
    {
      g_autoptr(BnArmy) army = bn_army_generate (fixture->unit_rules, 20, i + 1, &error);
      g_autoptr(BnChance) chance = bn_chance_new_typed ();

      g_assert_no_error (error);
      g_assert_true (bn_chance_push_cards_text (chance, "QH,KC", &error));
      army->leader_id = fixture->leader_id;
      g_free (army->name);
      army->name = g_strdup_printf ("Host %03u", i + 1);
      bn_army_set_muster (army, bn_muster_draw (fixture->leader_rules, chance, 8, &error));
      g_assert_no_error (error);
      g_ptr_array_set_size (army->posts, 0);
      g_assert_true (bn_store_save_army (store, army, &error));
      g_assert_no_error (error);
      last = army->id;
    }
  return last;
}

static void
test_rows_come_a_page_at_a_time (Fixture       *fixture,
                                 gconstpointer  user_data)
{
  BnArmiesView *view;
  GtkWidget *scrolled = NULL;
  GtkAdjustment *adjustment;
  gint64 last;
  guint first, later;

  last = save_armies (fixture);
  start_app (fixture);
  bn_window_set_section (fixture->window, "armies");
  drain ();
  view = bn_window_get_armies_view (fixture->window);
  g_assert_cmpuint (bn_armies_view_get_n_armies (view), ==, N_ARMIES);

  /* The window shows a page or two, not a row for every roster. */
  first = army_rows (fixture, &scrolled);
  g_assert_cmpuint (first, >, 0);
  g_assert_cmpuint (first, <, N_ARMIES);
  g_assert_nonnull (scrolled);

  /* Scrolled to its end, the list grows. */
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  for (guint step = 0; step < 50 && army_rows (fixture, NULL) == first; step++)
    {
      gtk_adjustment_set_value (adjustment,
                                gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
      g_main_context_iteration (NULL, TRUE);
      drain ();
    }
  later = army_rows (fixture, NULL);
  g_assert_cmpuint (later, >, first);

  /* The last roster's row is found though it was not built yet: asking
   * for it builds the rest, and the roster opens. */
  g_assert_nonnull (bn_armies_view_get_row_subtitle (view, last));
  g_assert_cmpuint (army_rows (fixture, NULL), ==, N_ARMIES);
  g_assert_true (bn_armies_view_open_army (view, last));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add ("/paged-lists-ui/armies", Fixture, NULL, fixture_set_up, test_rows_come_a_page_at_a_time,
              fixture_tear_down);
  return g_test_run ();
}
