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

#include "ui-fixture.h"


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

  /* Under BattleLore: the board plays it, and the kept battle says so. */
  window = bn_battles_view_play_battle_with_rules (bn_window_get_battles_view (fixture->window), hugh_army,
                                                   odo_army, 0, bn_ruleset_lookup ("battlelore"), &error);
  g_assert_no_error (error);
  g_assert_true (bn_played_battle_get_ruleset (bn_play_window_get_played (window)) ==
                 bn_ruleset_lookup ("battlelore"));
  bn_play_window_skip (window);
  g_assert_true (bn_play_window_keep (window));
  drain ();
  {
    g_autoptr(GPtrArray) battles = bn_career_list_battles (bn_application_get_store (fixture->app),
                                                           fixture->campaign_id, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (battles->len, ==, 2);
    g_assert_cmpstr (((BnBattleRecord *) g_ptr_array_index (battles, 1))->rules, ==, "battlelore");
    g_assert_cmpstr (((BnBattleRecord *) g_ptr_array_index (battles, 0))->rules, ==, "lords-and-levies");
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
