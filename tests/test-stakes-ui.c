/* test-stakes-ui.c — what a choice risks, shown before it is made, in
 * the play window against the computer: a challenge to single combat
 * that may lose the battle is asked about first in a dialog with its odds
 * and its stake (and made only on "Challenge"), its odds shown as an
 * attack's; the defender's "Make a Stand" and "Retreat" carry their
 * chances in their tooltips and on the bar. */
#include "bn-config.h"

#include <string.h>

#include "bn-action-bar.h"
#include "bn-battle-board.h"
#include "bn-battle-ai.h"
#include "bn-battle-words-odds.h"
#include "bn-combat-odds.h"
#include "bn-duel-preview.h"
#include "bn-moves-list.h"
#include "bn-play-window.h"

#include "ui-fixture.h"
#include "hosts-fixture.h"
#include "challenge-fixture.h"

static void
assert_contains (const char *text,
                 const char *part)
{
  if (text == NULL || strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text != NULL ? text : "(null)", part);
}

/* The index in the window's moves of @type, or −1. */
static int
move_of_type (BnPlayWindow       *window,
              BnBattleActionType  type)
{
  for (guint i = 0; i < bn_play_window_get_n_moves (window); i++)
    if (bn_play_window_get_move (window, i)->type == type)
      return (int) i;
  return -1;
}

/* The battle of @seed, the person's moves chosen by the engine's AI,
 * until he must answer an attack (a stand or a retreat): the bar says
 * each answer's chances, and each button's tooltip its own. */
static void
test_defender_odds (Fixture       *fixture,
                    gconstpointer  user_data)
{
  gint64 armies[2];
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = NULL;
  BnPlayedBattle *played;
  BnPlayWindow *window;
  GtkWidget *bar;
  gboolean asked = FALSE;

  prepare (fixture, armies);
  store = bn_store_open (fixture->db_path, &error);
  g_assert_no_error (error);
  played = bn_played_battle_start_with_rules (store, armies[0], armies[1], "open-field", 5, BN_PLAYED_BY_PEOPLE (0),
                                              bn_ruleset_lookup ("lords-and-levies"), &error);
  g_assert_no_error (error);
  window = bn_play_window_new (GTK_WINDOW (fixture->window), store, played);
  wait_until_mapped (GTK_WIDGET (window));
  bar = bn_play_window_get_action_bar (window);
  for (guint made = 0; made < 3000 && !asked; made++)
    {
      BnBattleWords words;
      g_autoptr(BnBattleAi) ai = NULL;
      BnBattleAction action;
      int stand;

      bn_play_window_skip (window);
      drain ();
      words = words_of (window);
      if (bn_battle_get_phase (words.battle) == BN_PHASE_OVER)
        break;
      stand = move_of_type (window, BN_ACTION_STAND);
      if (stand >= 0 && move_of_type (window, BN_ACTION_WITHDRAW) >= 0)
        {
          const char *state = bn_action_bar_get_state (BN_ACTION_BAR (bar));

          asked = TRUE;
          assert_contains (state, "make a stand or retreat (a stand: you lose a figure or more ");
          assert_contains (state, " · a retreat: you lose a figure or more ");
          for (guint b = 0; b < bn_action_bar_get_n_buttons (BN_ACTION_BAR (bar)); b++)
            {
              GtkWidget *button = bn_action_bar_get_button (BN_ACTION_BAR (bar), b);
              const char *tip = gtk_widget_get_tooltip_text (button);

              if (GTK_IS_BUTTON (button) && !GTK_IS_MENU_BUTTON (button) &&
                  g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), "Make a _Stand") == 0)
                {
                  assert_contains (tip, "Make a stand (defence throw)\nyou lose a figure or more ");
                  g_assert_true (strstr (tip, ";\nyou fall back ") != NULL || strstr (tip, ";\nyou hold your ground") != NULL);
                }
              if (GTK_IS_BUTTON (button) && !GTK_IS_MENU_BUTTON (button) &&
                  g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), "_Retreat") == 0)
                assert_contains (tip, "\nno defence throw, only saving throws;\nyou lose a figure or more ");
            }
          break;
        }
      ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 31 + made);
      g_assert_true (bn_battle_ai_choose (ai, words.battle, &action));
      for (guint i = 0; i < bn_play_window_get_n_moves (window); i++)
        if (memcmp (bn_play_window_get_move (window, i), &action, sizeof action) == 0)
          {
            bn_play_window_make_move (window, i);
            break;
          }
    }
  g_assert_true (asked);
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
}

/* The message dialog the window has open, or NULL. */
static AdwMessageDialog *
open_dialog (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

/* The moves list's row of move @move, its group opened if it is in one
 * (as a click on the group's heading does); NULL when it has none. */
static GtkListBoxRow *
row_of_move (BnPlayWindow *window,
             guint         move)
{
  GtkWidget *strip = bn_play_window_get_dice_strip (window);
  GtkListBox *list = NULL;

  for (GtkWidget *w = gtk_widget_get_next_sibling (strip); w != NULL && list == NULL; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_LIST_BOX (w))
      list = GTK_LIST_BOX (w);
  g_assert_nonnull (list);
  for (guint pass = 0; pass < 2; pass++)
    {
      for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
           row = gtk_widget_get_next_sibling (row))
        {
          guint index, group;

          if (!GTK_IS_LIST_BOX_ROW (row))
            continue;
          if (bn_moves_list_row_move (GTK_LIST_BOX_ROW (row), &index) && index == move)
            return GTK_LIST_BOX_ROW (row);
          if (pass == 0 && bn_moves_list_row_group (GTK_LIST_BOX_ROW (row), &group))
            {
              g_signal_emit_by_name (list, "row-activated", row);
              drain ();
              return row_of_move (window, move);
            }
        }
    }
  return NULL;
}

/* A challenge that may lose the battle: its odds on the board as an
 * attack's, then the click on the enemy commander asks first; "Cancel"
 * makes nothing and leaves the challenge offered, "Challenge" makes it. */
static void
test_challenge_confirmed (Fixture       *fixture,
                          gconstpointer  user_data)
{
  gint64 armies[2];
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = NULL;
  g_autoptr(BnDuelPreview) duel = NULL;
  g_autofree char *stake = NULL;
  BnPlayedBattle *played;
  BnPlayWindow *window;
  AdwMessageDialog *dialog;
  BnBattleWords words;
  GtkWidget *odds;
  BnBattleBoard *board;
  BnHex target;
  guint n_actions;
  int move;

  prepare (fixture, armies);
  store = bn_store_open (fixture->db_path, &error);
  g_assert_no_error (error);
  played = reach_challenge (store, armies);
  window = bn_play_window_new (GTK_WINDOW (fixture->window), store, played);
  wait_until_mapped (GTK_WIDGET (window));
  bn_play_window_skip (window);
  drain ();
  move = move_of_type (window, BN_ACTION_CHALLENGE);
  g_assert_cmpint (move, >=, 0);
  words = words_of (window);
  duel = bn_duel_preview_new (words.battle, bn_play_window_get_move (window, (guint) move), &error);
  g_assert_no_error (error);
  stake = bn_battle_words_duel_stake (&words, duel, TRUE);
  g_test_message ("%s", stake);

  /* Its odds, in the odds widget an attack's go in. */
  odds = bn_combat_odds_new ();
  g_object_ref_sink (odds);
  bn_combat_odds_show_action (BN_COMBAT_ODDS (odds), &words, bn_play_window_get_move (window, (guint) move));
  assert_contains (bn_combat_odds_get_text (BN_COMBAT_ODDS (odds)), " to single combat, ");
  assert_contains (bn_combat_odds_get_text (BN_COMBAT_ODDS (odds)), "Worked out exactly");
  assert_contains (bn_combat_odds_get_text (BN_COMBAT_ODDS (odds)), stake);
  g_object_unref (odds);

  g_assert_true (duel->risks_battle);
  n_actions = bn_battle_get_n_actions (words.battle);
  target = bn_battle_get_commander (words.battle, bn_play_window_get_move (window, (guint) move)->b)->hex;
  board = BN_BATTLE_BOARD (bn_play_window_get_board (window));
  /* The click on the enemy commander asks first. */
  bn_battle_board_activate_hex (board, target);
  drain ();
  dialog = open_dialog ();
  g_assert_nonnull (dialog);
  assert_contains (adw_message_dialog_get_body (dialog), stake);
  assert_contains (adw_message_dialog_get_body (dialog), " wins ");
  assert_contains (adw_message_dialog_get_body (dialog), ", falls ");
  g_assert_cmpuint (bn_battle_get_n_actions (words_of (window).battle), ==, n_actions);
  adw_message_dialog_response (dialog, "cancel");
  drain ();
  g_assert_cmpuint (bn_battle_get_n_actions (words_of (window).battle), ==, n_actions);
  g_assert_cmpint (move_of_type (window, BN_ACTION_CHALLENGE), >=, 0);

  /* Chosen from the moves list, as from the keyboard: asked the same. */
  {
    GtkListBoxRow *row = row_of_move (window, (guint) move_of_type (window, BN_ACTION_CHALLENGE));
    GtkWidget *list;

    g_assert_nonnull (row);
    list = gtk_widget_get_parent (GTK_WIDGET (row));
    g_signal_emit_by_name (list, "row-activated", row);
    drain ();
    dialog = open_dialog ();
    g_assert_nonnull (dialog);
    assert_contains (adw_message_dialog_get_body (dialog), stake);
    adw_message_dialog_response (dialog, "cancel");
    drain ();
    g_assert_cmpuint (bn_battle_get_n_actions (words_of (window).battle), ==, n_actions);
  }

  /* Asked again; this time made. */
  bn_battle_board_activate_hex (board, target);
  drain ();
  dialog = open_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "challenge");
  drain ();
  g_assert_cmpuint (bn_battle_get_n_actions (words_of (window).battle), >, n_actions);
  g_assert_cmpint (bn_battle_get_action (words_of (window).battle, n_actions)->type, ==, BN_ACTION_CHALLENGE);
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add ("/stakes-ui/defender-odds", Fixture, NULL, fixture_set_up, test_defender_odds, fixture_tear_down);
  g_test_add ("/stakes-ui/challenge-confirmed", Fixture, NULL, fixture_set_up, test_challenge_confirmed,
              fixture_tear_down);
  return g_test_run ();
}
