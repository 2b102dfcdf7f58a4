/* hosts-fixture.h — Baron Hugh's and Count Odo's hosts of three units
 * each, saved and the app started on them, and a play window's battle in
 * words, for the window tests that play the two against each other. Each
 * test file includes it once, after ui-fixture.h. */
#pragma once

#include "bn-battle-words.h"
#include "bn-play-window.h"

/* Saves Hugh's and Odo's hosts and starts the app on them. */
static G_GNUC_UNUSED void
prepare (Fixture *fixture,
         gint64   out_armies[2])
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", "men-at-arms", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", "longbowmen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
  g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

  g_assert_no_error (error);
  g_assert_true (bn_store_insert_leader (store, odo, &error));
  g_assert_no_error (error);
  out_armies[0] = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  out_armies[1] = save_army (fixture, odo->id, "Odo's host", theirs);
  start_app (fixture);
}

/* The battle @window plays, with the names of its two armies. */
static G_GNUC_UNUSED BnBattleWords
words_of (BnPlayWindow *window)
{
  BnPlayedBattle *played = bn_play_window_get_played (window);

  return (BnBattleWords) { bn_played_battle_get_battle (played),
                           { bn_played_battle_get_army (played, 0), bn_played_battle_get_army (played, 1) } };
}
