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

typedef struct
{
  char *dir;
  char *db_path;
  BnApplication *app;
  BnWindow *window;
  BnLeaderRules *leader_rules;
  BnUnitRules *unit_rules;
  gint64 campaign_id;
  gint64 leader_id;
} Fixture;

static gboolean
on_timeout_cb (gpointer user_data)
{
  g_error ("timed out waiting for %s", (const char *) user_data);
  return G_SOURCE_REMOVE;
}

static void
drain (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
wait_until_mapped (GtkWidget *widget)
{
  guint timeout = g_timeout_add_seconds (30, on_timeout_cb, "a window to be shown");

  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  drain ();
}

static void
start_app (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;

  fixture->app = bn_application_new ();
  g_application_set_application_id (G_APPLICATION (fixture->app), NULL);
  g_application_set_flags (G_APPLICATION (fixture->app), G_APPLICATION_NON_UNIQUE);
  bn_application_set_db_path (fixture->app, fixture->db_path);
  g_application_register (G_APPLICATION (fixture->app), NULL, &error);
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (fixture->app));
  fixture->window = BN_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (fixture->app)));
  g_assert_nonnull (fixture->window);
  wait_until_mapped (GTK_WIDGET (fixture->window));
  bn_campaign_view_set_campaign_id (bn_window_get_campaign_view (fixture->window), fixture->campaign_id);
  drain ();
}

static void
stop_app (Fixture *fixture)
{
  GList *windows;

  if (fixture->app == NULL)
    return;
  while ((windows = gtk_application_get_windows (GTK_APPLICATION (fixture->app))) != NULL)
    gtk_window_destroy (windows->data);
  drain ();
  g_clear_object (&fixture->app);
  fixture->window = NULL;
}

static BnLeader *
make_leader (Fixture    *fixture,
             const char *name,
             const char *cards,
             gboolean    is_player)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  BnLeaderRequest request = { .name = name, .is_player = is_player, .social_rank = is_player ? 0 : 1 };
  BnLeader *leader;

  g_assert_true (bn_chance_push_cards_text (chance, cards, &error));
  leader = bn_leader_generate (fixture->leader_rules, chance, &request, NULL, &error);
  g_assert_no_error (error);
  leader->campaign_id = fixture->campaign_id;
  leader->deal = -1;
  return leader;
}

/* The campaign and Baron Hugh, without an army yet. */
static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GSettings) settings = g_settings_new (BN_APP_ID);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(BnLeader) leader = NULL;

  g_settings_reset (settings, "last-campaign");
  fixture->dir = g_dir_make_tmp ("banneret-live-ui-XXXXXX", NULL);
  fixture->db_path = g_build_filename (fixture->dir, "campaign.db", NULL);
  fixture->leader_rules = bn_leader_rules_load_default (&error);
  g_assert_no_error (error);
  fixture->unit_rules = bn_unit_rules_load_default (&error);
  g_assert_no_error (error);

  store = bn_store_open (fixture->db_path, &error);
  g_assert_no_error (error);
  campaign = bn_store_create_campaign (store, "The Marches", 7, &error);
  g_assert_no_error (error);
  fixture->campaign_id = campaign->id;
  leader = make_leader (fixture, "Hugh", "5C,7H,8D", TRUE);
  g_assert_true (bn_store_insert_leader (store, leader, &error));
  fixture->leader_id = leader->id;
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  const char *suffixes[] = { "", "-wal", "-shm" };

  stop_app (fixture);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *path = g_strconcat (fixture->db_path, suffixes[i], NULL);

      g_remove (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->db_path);
  g_free (fixture->dir);
  g_clear_pointer (&fixture->leader_rules, bn_leader_rules_unref);
  g_clear_pointer (&fixture->unit_rules, bn_unit_rules_unref);
}

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
