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
#include "bn-played-battle.h"
#include "bn-play-window.h"
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

/* The play window follows the store: the battle played on through another
 * connection (banneret-cli) shows there as the store holds it, without
 * reopening it; the window's own moves are not taken for such a change. */
static void
test_play_window_follows_the_store (Fixture       *fixture,
                                    gconstpointer  user_data)
{
  static const char *const types[] = { "mounted-knights", "longbowmen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) other = NULL;
  g_autoptr(BnPlayedBattle) elsewhere = NULL;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnStoreMonitor *monitor;
  BnPlayWindow *window;
  BnPlayedBattle *played, *shown_before;
  gint64 army_id, id;
  guint before;

  army_id = save_army (fixture, fixture->leader_id, "Hugh's host", types);
  start_app (fixture);
  monitor = bn_application_get_store_monitor (fixture->app);
  played = bn_played_battle_start_raised (bn_application_get_store (fixture->app), army_id, 40, "open-field", 5,
                                          BN_PLAYED_BY_PEOPLE (0), bn_ruleset_lookup ("lords-and-levies"), 0,
                                          BN_BATTLE_STRENGTH_STANDARD, FALSE, &error);
  g_assert_no_error (error);
  id = bn_played_battle_get_id (played);
  window = bn_play_window_new (GTK_WINDOW (fixture->window), bn_application_get_store (fixture->app), played);
  wait_until_mapped (GTK_WIDGET (window));
  bn_play_window_skip (window);
  bn_store_monitor_check (monitor);
  before = bn_battle_get_n_actions (bn_played_battle_get_battle (bn_play_window_get_played (window)));

  /* Played on elsewhere: a move of the person's side, the computer's answer. */
  other = bn_store_open (fixture->db_path, &error);
  g_assert_no_error (error);
  elsewhere = bn_played_battle_load (other, id, &error);
  g_assert_no_error (error);
  bn_battle_legal_actions (bn_played_battle_get_battle (elsewhere), legal);
  g_assert_cmpuint (legal->len, >, 0);
  g_assert_true (bn_played_battle_act (other, elsewhere, &g_array_index (legal, BnBattleAction, 0), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bn_battle_get_n_actions (bn_played_battle_get_battle (elsewhere)), >, before);

  g_assert_true (bn_store_monitor_check (monitor));
  bn_play_window_skip (window);
  {
    const BnBattle *here = bn_played_battle_get_battle (bn_play_window_get_played (window));
    const BnBattle *there = bn_played_battle_get_battle (elsewhere);

    g_assert_cmpuint (bn_battle_get_n_actions (here), ==, bn_battle_get_n_actions (there));
    for (guint i = 0; i < bn_battle_get_n_actions (there); i++)
      g_assert_cmpmem (bn_battle_get_action (here, i), sizeof (BnBattleAction), bn_battle_get_action (there, i),
                       sizeof (BnBattleAction));
  }
  /* And it plays on from there: its own move is saved over the new moves,
   * and not read back as a change from elsewhere. */
  g_assert_cmpuint (bn_play_window_get_n_moves (window), >, 0);
  g_assert_true (bn_play_window_make_move (window, 0));
  shown_before = bn_play_window_get_played (window);
  before = bn_battle_get_n_actions (bn_played_battle_get_battle (shown_before));
  g_assert_true (bn_store_monitor_check (monitor));
  g_assert_true (bn_play_window_get_played (window) == shown_before);
  g_assert_cmpuint (bn_battle_get_n_actions (bn_played_battle_get_battle (bn_play_window_get_played (window))), ==,
                    before);
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
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
  ADD ("/play-window-follows-the-store", test_play_window_follows_the_store);
#undef ADD

  return g_test_run ();
}
