/* test-play-ui.c — a battle played on the board, under a real display
 * (Xvfb): the board lights only what the engine's legal moves name, a
 * click on such a hex makes or narrows the move, a click elsewhere does
 * nothing, and a move can be taken back. */
#include "bn-config.h"

#include <glib/gstdio.h>

#include "bn-application.h"
#include "bn-armies-view.h"
#include "bn-battles-view.h"
#include "bn-fight-dialog.h"
#include "bn-leaders-view.h"
#include "bn-window.h"
#include "bn-battle-board.h"
#include "bn-play-window.h"
#include "bn-career.h"

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
  fixture->dir = g_dir_make_tmp ("banneret-play-ui-XXXXXX", NULL);
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

static gint64
save_army (Fixture    *fixture,
           gint64      leader_id,
           const char *name,
           const char *const *types)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
  g_autoptr(BnChance) muster = bn_chance_new_typed ();
  g_autoptr(BnArmy) army = bn_army_new (leader_id, name);

  g_assert_no_error (error);
  g_assert_true (bn_chance_push_cards_text (muster, "QH,AC", &error));
  bn_army_set_muster (army, bn_muster_draw (fixture->leader_rules, muster, 8, &error));
  g_assert_no_error (error);
  for (guint i = 0; types[i] != NULL; i++)
    {
      BnUnit *unit = bn_unit_rules_new_unit (fixture->unit_rules, types[i], &error);

      g_assert_no_error (error);
      unit->colour = (BnColour) (1 + i % 3);
      g_ptr_array_add (army->units, bn_army_unit_new (unit, 0));
    }
  g_ptr_array_add (army->posts, bn_army_post_new (leader_id, BN_ARMY_ROLE_COMMANDER, -1));
  g_assert_true (bn_store_save_army (store, army, &error));
  g_assert_no_error (error);
  return army->id;
}

static void
test_play_on_the_board (Fixture       *fixture,
                        gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", "spearmen", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", "men-at-arms", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  BnPlayWindow *window;
  BnBattleBoard *board;
  const BnBattle *battle;
  gint64 hugh_army, odo_army;
  guint before, kept_actions;

  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

    g_assert_no_error (error);
    odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
    g_assert_true (bn_store_insert_leader (store, odo, &error));
    g_assert_no_error (error);
  }
  hugh_army = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  odo_army = save_army (fixture, odo->id, "Odo's host", theirs);

  start_app (fixture);
  bn_window_set_section (fixture->window, "battles");
  drain ();
  /* Two people, so every move of the battle is ours to make. */
  window = bn_battles_view_play_battle (bn_window_get_battles_view (fixture->window), hugh_army, odo_army,
                                        BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1), &error);
  g_assert_no_error (error);
  g_assert_nonnull (window);
  wait_until_mapped (GTK_WIDGET (window));
  board = BN_BATTLE_BOARD (bn_play_window_get_board (window));
  battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  g_assert_cmpuint (bn_play_window_get_n_moves (window), >, 0);

  /* A hex far from every unit names no move: nothing happens. */
  before = bn_battle_get_n_actions (battle);
  bn_battle_board_activate_hex (board, bn_hex_from_offset (0, 0));
  drain ();
  battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  g_assert_cmpuint (bn_battle_get_n_actions (battle), ==, before);

  /* A move made, then taken back. */
  g_assert_true (bn_play_window_make_move (window, 0));
  battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  g_assert_cmpuint (bn_battle_get_n_actions (battle), ==, before + 1);
  g_assert_true (bn_play_window_undo (window));
  battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  g_assert_cmpuint (bn_battle_get_n_actions (battle), ==, before);

  /* Saved: opened again, it is where it was left. */
  {
    g_autoptr(BnPlayedBattle) again = bn_played_battle_load (bn_application_get_store (fixture->app),
                                                            bn_played_battle_get_id (bn_play_window_get_played (window)),
                                                            &error);

    g_assert_no_error (error);
    g_assert_cmpuint (bn_battle_get_n_actions (bn_played_battle_get_battle (again)), ==, before);
  }
  /* Hot-seat: when the other side is to act, its moves stay hidden until
   * its player takes the board. */
  {
    guint first = bn_battle_get_acting_side (bn_played_battle_get_battle (bn_play_window_get_played (window)));
    guint guard = 0;

    while (bn_play_window_get_n_moves (window) > 0 && guard++ < 200)
      g_assert_true (bn_play_window_make_move (window, 0));
    battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
    if (bn_battle_get_phase (battle) != BN_PHASE_OVER)
      {
        g_assert_cmpuint (bn_battle_get_acting_side (battle), !=, first);
        g_assert_cmpuint (bn_play_window_get_n_moves (window), ==, 0);
        g_assert_cmpuint (bn_battle_board_get_n_highlights (board), ==, 0);
        bn_play_window_take_over (window);
        g_assert_cmpuint (bn_play_window_get_n_moves (window), >, 0);
      }
  }

  /* Not over: it cannot be kept yet. */
  kept_actions = bn_battle_get_n_actions (bn_played_battle_get_battle (bn_play_window_get_played (window)));
  g_assert_false (bn_play_window_keep (window));
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();

  /* Closed, it is resumed from the Battles section where it was left. */
  bn_battles_view_reload (bn_window_get_battles_view (fixture->window));
  {
    g_autoptr(GPtrArray) played = bn_played_battle_list (bn_application_get_store (fixture->app),
                                                         fixture->campaign_id, &error);
    BnPlayWindow *resumed;

    g_assert_no_error (error);
    g_assert_cmpuint (played->len, ==, 1);
    resumed = bn_battles_view_resume_played (bn_window_get_battles_view (fixture->window),
                                             ((BnPlayedBattleInfo *) g_ptr_array_index (played, 0))->id, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (bn_battle_get_n_actions (bn_played_battle_get_battle (bn_play_window_get_played (resumed))),
                      ==, kept_actions);
    gtk_window_destroy (GTK_WINDOW (resumed));
    drain ();
  }

  /* The computer against itself: over at once, then kept in the campaign. */
  window = bn_battles_view_play_battle (bn_window_get_battles_view (fixture->window), hugh_army, odo_army, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bn_battle_get_phase (bn_played_battle_get_battle (bn_play_window_get_played (window))), ==,
                   BN_PHASE_OVER);
  /* It is watched move by move, and the rest can be skipped. */
  g_assert_true (bn_play_window_is_watching (window));
  bn_play_window_skip (window);
  g_assert_false (bn_play_window_is_watching (window));
  g_assert_true (bn_play_window_keep (window));
  drain ();
  {
    g_autoptr(GPtrArray) battles = bn_career_list_battles (bn_application_get_store (fixture->app),
                                                           fixture->campaign_id, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (battles->len, ==, 1);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/play/on-the-board", Fixture, NULL, fixture_set_up, test_play_on_the_board, fixture_tear_down);
  return g_test_run ();
}
