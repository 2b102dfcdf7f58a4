/* test-live-views-ui.c — every section follows the database, under a real
 * display (Xvfb). A second connection to the same file stands for
 * banneret-cli or another window: what it writes must show in the app
 * without a restart, and what the app writes shows in every section. */
#include "bn-config.h"

#include <glib/gstdio.h>

#include "bn-application.h"
#include "bn-armies-view.h"
#include "bn-battles-view.h"
#include "bn-fight-dialog.h"
#include "bn-leaders-view.h"
#include "bn-window.h"

#include "ui-fixture.h"


/* Saves Hugh's host through its own connection, as banneret-cli would. */
static void
save_army_elsewhere (Fixture    *fixture,
                     const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
  g_autoptr(BnChance) muster = bn_chance_new_typed ();
  g_autoptr(BnArmy) army = bn_army_new (fixture->leader_id, name);
  BnUnit *unit;

  g_assert_no_error (error);
  g_assert_true (bn_chance_push_cards_text (muster, "QH,AC", &error));
  bn_army_set_muster (army, bn_muster_draw (fixture->leader_rules, muster, 8, &error));
  g_assert_no_error (error);
  unit = bn_unit_rules_new_unit (fixture->unit_rules, "spearmen", &error);
  g_assert_no_error (error);
  g_ptr_array_add (army->units, bn_army_unit_new (unit, 0));
  g_ptr_array_add (army->posts, bn_army_post_new (fixture->leader_id, BN_ARMY_ROLE_COMMANDER, -1));
  g_assert_true (bn_store_save_army (store, army, &error));
  g_assert_no_error (error);
}

static gboolean
battles_can_fight (Fixture *fixture)
{
  BnBattlesView *view = bn_window_get_battles_view (fixture->window);
  BnFightDialog *dialog = bn_battles_view_fight_battle (view);

  if (dialog == NULL)
    return FALSE;
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
  return TRUE;
}

/* Another process's write is noticed by the monitor's own polling: the
 * test only runs the main loop, as the app would while idle. */
static void
test_write_from_another_process_shows (Fixture       *fixture,
                                       gconstpointer  user_data)
{
  BnLeadersView *leaders;
  guint timeout;

  start_app (fixture);
  bn_window_set_section (fixture->window, "battles");
  drain ();
  g_assert_false (battles_can_fight (fixture));
  g_assert_cmpstr (bn_battles_view_get_page (bn_window_get_battles_view (fixture->window)), ==, "empty");

  save_army_elsewhere (fixture, "Host");
  timeout = g_timeout_add_seconds (30, on_timeout_cb, "the battles view to see the army");
  while (!battles_can_fight (fixture))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);

  /* A leader added elsewhere shows in the Leaders section too. */
  leaders = bn_window_get_leaders_view (fixture->window);
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (leaders), ==, 1);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
    g_autoptr(BnLeader) walter = make_leader (fixture, "Walter", "5S,7D,8C", FALSE);

    g_assert_no_error (error);
    g_assert_true (bn_store_insert_leader (store, walter, &error));
  }
  timeout = g_timeout_add_seconds (30, on_timeout_cb, "the leaders view to see Walter");
  while (bn_leaders_view_get_n_leaders (leaders) != 2)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
}

/* The app's own write, through its own connection: every section sees it
 * as soon as the writer asks the monitor to look, with no tick waited for. */
static void
test_own_write_shows_at_once (Fixture       *fixture,
                              gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  BnStore *store;
  BnStoreMonitor *monitor;
  g_autoptr(BnChance) muster = bn_chance_new_typed ();
  g_autoptr(BnArmy) army = bn_army_new (fixture->leader_id, "Vanguard");
  BnUnit *unit;

  start_app (fixture);
  store = bn_application_get_store (fixture->app);
  monitor = bn_application_get_store_monitor (fixture->app);
  g_assert_nonnull (monitor);
  g_assert_false (bn_store_monitor_check (monitor));
  g_assert_cmpuint (bn_armies_view_get_n_armies (bn_window_get_armies_view (fixture->window)), ==, 0);

  g_assert_true (bn_chance_push_cards_text (muster, "2H,3C", &error));
  bn_army_set_muster (army, bn_muster_draw (fixture->leader_rules, muster, 8, &error));
  g_assert_no_error (error);
  unit = bn_unit_rules_new_unit (fixture->unit_rules, "spearmen", &error);
  g_assert_no_error (error);
  g_ptr_array_add (army->units, bn_army_unit_new (unit, 0));
  g_assert_true (bn_store_save_army (store, army, &error));

  g_assert_true (bn_store_monitor_check (monitor));
  g_assert_cmpuint (bn_armies_view_get_n_armies (bn_window_get_armies_view (fixture->window)), ==, 1);
  g_assert_true (battles_can_fight (fixture));
  /* Nothing new: no second reload. */
  g_assert_false (bn_store_monitor_check (monitor));
}

/* The monitor on its own: one "changed" per batch of commits, none for reads. */
static void
on_changed_cb (BnStoreMonitor *monitor,
               gpointer        user_data)
{
  (*(guint *) user_data)++;
}

static void
test_monitor_counts_commits_not_reads (Fixture       *fixture,
                                       gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) mine = bn_store_open (fixture->db_path, &error);
  g_autoptr(BnStore) other = bn_store_open (fixture->db_path, &error);
  g_autoptr(BnStoreMonitor) monitor = bn_store_monitor_new (mine, 0);
  g_autoptr(GPtrArray) leaders = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  guint changed = 0;

  g_assert_no_error (error);
  g_signal_connect (monitor, "changed", G_CALLBACK (on_changed_cb), &changed);
  leaders = bn_store_list_leaders (mine, fixture->campaign_id, &error);
  g_assert_nonnull (leaders);
  g_assert_false (bn_store_monitor_check (monitor));
  campaign = bn_store_create_campaign (other, "The Isles", 9, &error);
  g_assert_no_error (error);
  g_assert_true (bn_store_monitor_check (monitor));
  g_assert_false (bn_store_monitor_check (monitor));
  g_assert_cmpuint (changed, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  /* No session bus: the applications of one test process must not meet
   * each other, or a desktop's, on it. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

#define ADD(path, func) \
  g_test_add ("/live-views" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/write-from-another-process-shows", test_write_from_another_process_shows);
  ADD ("/own-write-shows-at-once", test_own_write_shows_at_once);
  ADD ("/monitor-counts-commits-not-reads", test_monitor_counts_commits_not_reads);
#undef ADD

  return g_test_run ();
}
