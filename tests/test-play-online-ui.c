/* test-play-online-ui.c — Play a Friend Online, both sides in one process
 * on localhost: the host through the Battles section's action and the
 * dialog's Host page, the friend through the dialog's Join page with the
 * invitation the host's dialog shows; both boards play the battle to its
 * end, each side's moves made on its own board (with -m thorough, the
 * host's by the pointer); chat lines cross both ways; both campaigns keep
 * the battle. Then the time per turn: a side that does not move in time
 * has the computer move for it. Then the host on the second side, and a
 * chat line reaching a friend while he decides.
 */
#include "bn-config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bn-action-bar.h"
#include "bn-application.h"
#include "bn-battle-ai.h"
#include "bn-battle-view.h"
#include "bn-battle-words.h"
#include "bn-battles-view.h"
#include "bn-career.h"
#include "bn-net-play.h"
#include "bn-play-online.h"
#include "bn-play-online-dialog.h"
#include "bn-play-window.h"
#include "bn-window.h"

#include "cli-run.h"
#include "ui-fixture.h"
#include "pointer-fixture.h"

typedef struct
{
  char *dir;
  char *host_db;
  char *join_db;
} Files;

/* A campaign file with a player-leader and a generated army (army 1). */
static void
campaign (const char *db,
          const char *seed)
{
  g_autofree char *name = g_strconcat ("Lord ", seed, NULL);

  g_free (ok_db (db, "campaign", "new", "Marches", "--seed", seed, NULL));
  g_free (ok_db (db, "leader", "generate", "--campaign", "1", "--player", "--name", name, NULL));
  g_free (ok_db (db, "army", "generate", "--points", "150", "--seed", seed, "--leader", "1", NULL));
}

static void
files_set_up (Files *files)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *xdg = NULL;

  files->dir = g_dir_make_tmp ("banneret-play-online-XXXXXX", &error);
  g_assert_no_error (error);
  /* The host's certificate is made in a place of the test's own. */
  xdg = g_build_filename (files->dir, "xdg", NULL);
  g_setenv ("XDG_DATA_HOME", xdg, TRUE);
  files->host_db = g_build_filename (files->dir, "host.db", NULL);
  files->join_db = g_build_filename (files->dir, "join.db", NULL);
  campaign (files->host_db, "3");
  campaign (files->join_db, "5");
}

static void
files_tear_down (Files *files)
{
  remove_tree (files->dir);
  g_free (files->dir);
  g_free (files->host_db);
  g_free (files->join_db);
}

static BnPlayOnlineDialog *
find_online_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (BN_IS_PLAY_ONLINE_DIALOG (window))
        return BN_PLAY_ONLINE_DIALOG (window);
    }
  return NULL;
}

static GPtrArray *
armies_of (BnStore *store)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *armies = bn_store_list_armies (store, 1, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (armies->len, >, 0);
  return armies;
}

static const BnBattle *
battle_of (Pointer *p)
{
  return bn_played_battle_get_battle (bn_play_window_get_played (p->window));
}

/* Whether the board has sent this side's decision to the network (and
 * perhaps the next decision is asked for already). */
static gboolean
sent (Pointer *p)
{
  return !bn_net_play_is_choosing (bn_play_window_get_net_play (p->window)) ||
         bn_battle_get_n_actions (battle_of (p)) != p->asked;
}

static gboolean
click_in_popover (Pointer    *p,
                  const char *words)
{
  GtkWidget *popover = bn_battle_board_get_popup (p->board);

  return popover != NULL && gtk_widget_get_visible (popover) && click_under (p, popover, words);
}

/* Makes @action as a person would with the pointer: the action bar's
 * button, the hand's card, or clicks on its piece and where it goes or
 * whom it fights, with the row of the popover where the clicks leave a
 * choice, or the piece's own popover (a right click); the moves list in
 * words only when none of these did. A click on the board may send the
 * first step of a run the board plans: the rest follows, one decision at
 * a time, as the network asks. */
static void
point_at (Pointer              *p,
          const BnBattleAction *action)
{
  const BnBattle *battle = battle_of (p);
  BnActionBar *bar = BN_ACTION_BAR (bn_play_window_get_action_bar (p->window));
  BnBattleWords words = { battle, { bn_played_battle_get_army (bn_play_window_get_played (p->window), 0),
                                    bn_played_battle_get_army (bn_play_window_get_played (p->window), 1) } };
  g_autofree char *text = bn_battle_words_action (&words, action);
  BnHex actor, other;

  if (action->type == BN_ACTION_PLAY_CARD)
    {
      /* A card of the hand: a click plays it. */
      g_assert_true (bn_play_window_play_card (p->window, action->a));
      p->clicks++;
      return;
    }
  if (bn_action_bar_takes (action))
    {
      for (guint i = 0; i < bn_action_bar_get_n_buttons (bar) && !sent (p); i++)
        {
          GtkWidget *button = bn_action_bar_get_button (bar, i);

          if (GTK_IS_MENU_BUTTON (button))
            click_under (p, GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button))), text);
          else if (tooltip_tells (button, text))
            click_button (p, button);
        }
      if (sent (p))
        return;
    }
  if (hexes_of (battle, action, &actor, &other))
    {
      gboolean moving = action->type == BN_ACTION_MOVE_UNIT || action->type == BN_ACTION_MOVE_GROUP ||
                        (action->type == BN_ACTION_MOVE_COMMANDER &&
                         !bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (bn_battle_get_rules (battle))));

      click_counter (p, actor, actor_unit (action));
      if (sent (p) || (click_in_popover (p, text) && sent (p)))
        return;
      if (moving && action->b < 6)
        other = bn_hex_neighbour (actor, action->b);
      if (!bn_hex_equal (other, actor))
        {
          click_counter (p, other, action->type == BN_ACTION_BATTLE ? (int) action->b : -1);
          if (sent (p) || (click_in_popover (p, text) && sent (p)))
            return;
        }
      bn_battle_view_drop_picks (BN_BATTLE_VIEW (p->board));
      drain ();
    }
  /* A leader's retainers, a turn of a unit's front and the like: the piece's popover. */
  {
    const BnScenario *sc = bn_battle_get_scenario (battle);

    for (guint row = 0; row < sc->height && !sent (p); row++)
      for (guint col = 0; col < sc->width && !sent (p); col++)
        {
          BnHex hex = bn_hex_from_offset ((int) col, (int) row);

          if (bn_battle_board_action_is_of (p->board, action, hex))
            {
              right_click_hex (p, hex);
              click_in_popover (p, text);
              if (!sent (p))
                bn_battle_board_popdown (p->board);
            }
        }
    if (sent (p))
      return;
  }
  /* Else the list in words, counted apart. */
  bn_battle_view_drop_picks (BN_BATTLE_VIEW (p->board));
  drain ();
  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    if (memcmp (bn_play_window_get_move (p->window, i), action, sizeof *action) == 0)
      {
        g_test_message ("by the list: %s", text);
        g_assert_true (bn_play_window_make_move (p->window, i));
        p->clicks++;
        p->by_list++;
        return;
      }
  g_error ("no way to make “%s” on the board", text);
}

/* When this board's side is asked for a decision (and no run the board
 * planned is still under way), the standard computer's choice for it is
 * made by the pointer. */
static void
point_if_asked (Pointer *p,
                guint   *decisions)
{
  BnNetPlay *net = bn_play_window_get_net_play (p->window);
  g_autoptr(BnBattleAi) ai = NULL;
  BnBattleAction action;

  if (!bn_net_play_is_choosing (net))
    return;
  /* The friend's moves shown at once; a run's next step may go then. */
  if (bn_play_window_is_watching (p->window))
    bn_play_window_skip (p->window);
  if (!bn_net_play_is_choosing (net))
    return;
  g_assert_cmpuint (bn_battle_get_acting_side (battle_of (p)), ==, bn_net_play_get_side (net));
  p->asked = bn_battle_get_n_actions (battle_of (p));
  ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 17 + *decisions);
  g_assert_true (bn_battle_ai_choose (ai, battle_of (p), &action));
  point_at (p, &action);
  g_assert_true (sent (p));
  (*decisions)++;
}

/* Sends the first legal move as this board's decision when its side is
 * asked for one, through the network side of the board. */
static void
move_if_asked (BnPlayWindow *window)
{
  BnNetPlay *net = bn_play_window_get_net_play (window);
  const BnBattle *battle;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

  if (!bn_net_play_is_choosing (net))
    return;
  if (bn_play_window_is_watching (window))
    bn_play_window_skip (window);
  battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  bn_battle_legal_actions (battle, legal);
  g_assert_cmpuint (legal->len, >, 0);
  g_assert_true (bn_net_play_choose (net, bn_battle_get_n_actions (battle), &g_array_index (legal, BnBattleAction, 0)));
}

static gboolean
contains (const char *text,
          const char *part)
{
  return text != NULL && strstr (text, part) != NULL;
}

/* How long a networked battle may go without a decision saved before the
 * test calls it stuck. */
#define STALL_SECONDS 120

/* The played battle's number in "Played battle N, …", the last such line of @out. */
static char *
played_number (const char *out)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  char *number = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "Played battle "))
      {
        const char *digits = lines[i] + strlen ("Played battle ");

        g_free (number);
        number = g_strndup (digits, strspn (digits, "0123456789"));
      }
  g_assert_nonnull (number);
  g_assert_cmpstr (number, !=, "");
  return number;
}

/* @by_pointer: the host's moves made on his board by the pointer (the
 * standard computer's choices); else the first legal move, sent as his
 * decision. */
static void
test_host_and_join (gconstpointer by_pointer)
{
  Files files = { 0 };
  Fixture fixture = { 0 };
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(BnStore) join_store = NULL;
  g_autoptr(GPtrArray) join_armies = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *invitation = NULL;
  BnPlayOnlineDialog *host_dialog, *join_dialog;
  BnPlayWindow *host_board;
  BnNetPlay *host_net;
  GPid joiner = 0;
  g_autofree char *joiner_out = NULL;
  g_autofree char *joiner_err = NULL;
  g_autofree char *joined = NULL;
  g_autofree char *joiner_said = NULL;
  /* Armed again at every decision saved: the battle must go on, however
   * long a busy machine takes to play it whole. */
  guint guard = g_timeout_add_seconds (STALL_SECONDS, on_timeout_cb, "the setting up of a battle over the network");
  guint saved = 0;
  Pointer pointer = { NULL, };
  guint decisions = 0;

  files_set_up (&files);
  fixture.db_path = files.host_db;
  fixture.campaign_id = 1;
  start_app (&fixture);
  settings = g_settings_new (BN_APP_ID);
  /* The other side's moves shown at once: the test does not wait on them. */
  g_settings_set_uint (settings, "computer-speed", 3);

  /* The host: Battles, Play a Friend Online…, Host. */
  bn_window_set_section (fixture.window, "battles");
  drain ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bn_window_get_battles_view (fixture.window)),
                                             "battles.play-online", NULL));
  drain ();
  host_dialog = find_online_dialog ();
  g_assert_nonnull (host_dialog);
  wait_until_mapped (GTK_WIDGET (host_dialog));
  bn_play_online_dialog_set_address (host_dialog, "127.0.0.1");
  g_assert_true (bn_play_online_dialog_host (host_dialog));
  while (bn_play_online_dialog_get_invitation (host_dialog) == NULL)
    g_main_context_iteration (NULL, TRUE);
  invitation = g_strdup (bn_play_online_dialog_get_invitation (host_dialog));
  g_assert_true (g_str_has_prefix (invitation, "banneret:127.0.0.1/"));

  /* A bad invitation is refused in words, on the Join page. */
  join_store = bn_store_open_existing (files.join_db, &error);
  g_assert_no_error (error);
  join_armies = armies_of (join_store);
  join_dialog = bn_play_online_dialog_new (GTK_WINDOW (fixture.window), join_store, join_armies);
  gtk_window_present (GTK_WINDOW (join_dialog));
  bn_play_online_dialog_set_invitation (join_dialog, "banneret:nowhere");
  g_assert_false (bn_play_online_dialog_join (join_dialog));
  g_assert_cmpstr (bn_play_online_dialog_get_message (join_dialog), !=, "");
  gtk_window_destroy (GTK_WINDOW (join_dialog));

  /* The friend, in another program: banneret-cli, a person at its
   * terminal who says a word, then always takes the first move listed. */
  {
    g_autoptr(GString) answers = g_string_new ("say Well met\n");
    const char *argv[] = { cli_path (), "--db", files.join_db, "battle", "join", invitation, "--army", "1", NULL };
    g_autofree char *out_path = g_build_filename (files.dir, "join.out", NULL);
    g_autofree char *err_path = g_build_filename (files.dir, "join.err", NULL);
    g_autofree char *in_path = g_build_filename (files.dir, "join.in", NULL);
    g_autofree char *command = NULL;

    for (guint i = 0; i < 20000; i++)
      g_string_append (answers, "1\n");
    g_assert_true (g_file_set_contents (in_path, answers->str, -1, &error));
    command = g_strdup_printf ("exec \"%s\" --db \"%s\" battle join \"%s\" --army 1 < \"%s\" > \"%s\" 2> \"%s\"",
                               argv[0], files.join_db, invitation, in_path, out_path, err_path);
    {
      const char *sh[] = { "/bin/sh", "-c", command, NULL };

      g_assert_true (g_spawn_async (NULL, (char **) sh, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &joiner, &error));
      g_assert_no_error (error);
    }
    joiner_err = g_steal_pointer (&err_path);
    joiner_out = g_steal_pointer (&out_path);
  }
  while (bn_play_online_dialog_get_board (host_dialog) == NULL)
    g_main_context_iteration (NULL, TRUE);
  host_board = BN_PLAY_WINDOW (bn_play_online_dialog_get_board (host_dialog));
  g_object_add_weak_pointer (G_OBJECT (host_board), (gpointer *) &host_board);
  host_net = g_object_ref (bn_play_window_get_net_play (host_board));
  g_assert_cmpuint (bn_net_play_get_side (host_net), ==, 0);

  /* A word each way, through the message line beside each board. */
  g_assert_true (bn_play_online_send (bn_play_window_get_online (host_board), "Good day, my lord"));

  /* The host's moves, when his program asks for them. */
  wait_until_mapped (GTK_WIDGET (host_board));
  pointer.window = host_board;
  pointer.board = BN_BATTLE_BOARD (bn_play_window_get_board (host_board));
  while (bn_net_play_is_running (host_net))
    {
      g_main_context_iteration (NULL, TRUE);
      if (host_board != NULL && bn_battle_get_n_actions (battle_of (&pointer)) != saved)
        {
          saved = bn_battle_get_n_actions (battle_of (&pointer));
          g_source_remove (guard);
          guard = g_timeout_add_seconds (STALL_SECONDS, on_timeout_cb, "the next decision of a battle over the network");
          if (saved % 100 == 0)
            g_test_message ("%u decisions saved, %u of them the host's by %u pointer actions", saved, decisions,
                            pointer.clicks);
        }
      if (by_pointer != NULL)
        point_if_asked (&pointer, &decisions);
      else
        move_if_asked (host_board);
    }
  if (by_pointer != NULL)
    {
      g_test_message ("%u decisions of the host by %u pointer actions, %u by the list in words", decisions,
                      pointer.clicks, pointer.by_list);
      g_assert_cmpuint (decisions, >, 10);
      g_assert_cmpuint (pointer.by_list, ==, 0);
    }
  g_assert_cmpstr (bn_net_play_get_error (host_net), ==, NULL);
  g_assert_cmpint (bn_net_play_get_record_id (host_net), >, 0);
  {
    int status = 0;

    g_assert_cmpint (waitpid (joiner, &status, 0), ==, joiner);
    g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
    g_assert_true (g_file_get_contents (joiner_out, &joined, NULL, &error));
    g_assert_true (g_file_get_contents (joiner_err, &joiner_said, NULL, &error));
  }
  g_assert_true (contains (joined, "Played battle "));
  g_assert_true (contains (bn_play_online_get_state (bn_play_window_get_online (host_board)), "kept in your campaign"));
  g_assert_cmpint (bn_battle_get_phase (bn_played_battle_get_battle (bn_play_window_get_played (host_board))), ==,
                   BN_PHASE_OVER);
  g_test_message ("host's chat lines: %s", bn_play_online_get_chat (bn_play_window_get_online (host_board)));
  g_assert_true (contains (bn_play_online_get_chat (bn_play_window_get_online (host_board)),
                           "The other side says: Well met"));
  g_assert_true (contains (joiner_said, "The other side says: Good day, my lord"));
  g_assert_true (contains (bn_play_online_get_chat (bn_play_window_get_online (host_board)), "You say: Good day"));

  /* The host's campaign keeps the battle (the friend's file, its own). */
  {
    g_autoptr(BnBattleRecord) host_record = bn_career_get_battle (bn_application_get_store (fixture.app),
                                                                  bn_net_play_get_record_id (host_net), &error);

    g_assert_no_error (error);
    g_assert_nonnull (host_record);
  }
  /* Both files keep the same battle: their logs are byte-identical. */
  {
    g_autofree char *host_id = g_strdup_printf ("%" G_GINT64_FORMAT, bn_net_play_get_played_id (host_net));
    g_autofree char *join_id = played_number (joined);
    g_autofree char *host_log = ok_db (files.host_db, "battle", "log", host_id, NULL);
    g_autofree char *join_log = ok_db (files.join_db, "battle", "log", join_id, NULL);

    g_assert_cmpuint (strlen (host_log), >, 1000);
    g_assert_cmpstr (host_log, ==, join_log);
  }
  g_object_unref (host_net);
  stop_app (&fixture);
  g_source_remove (guard);
  files_tear_down (&files);
}

/* Time per turn: the friend never moves, yet his side's decisions are
 * made — by the computer, once his time is spent — and his board showed
 * his clock while he had time. Then both stop, and each file's board takes
 * the battle up again over the network. */
static void
test_clock (void)
{
  Files files = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) join_store = NULL;
  g_autoptr(BnNetPlay) host = NULL;
  g_autoptr(BnNetPlay) join = NULL;
  g_autofree char *clock_seen = NULL;
  BnNetHostOptions options = { .army_id = 1, .address = "127.0.0.1" };
  BnPlayWindow *board = NULL;
  guint guard = g_timeout_add_seconds (120, on_timeout_cb, "the clock to run out");

  files_set_up (&files);
  join_store = bn_store_open_existing (files.join_db, &error);
  g_assert_no_error (error);
  host = bn_net_play_host (files.host_db, &options, 1);
  while (bn_net_play_get_invitation (host) == NULL)
    g_main_context_iteration (NULL, TRUE);
  join = bn_net_play_join (files.join_db, bn_net_play_get_invitation (host), 1);
  for (;;)
    {
      g_main_context_iteration (NULL, TRUE);
      if (board == NULL && bn_net_play_get_played_id (join) != 0)
        {
          BnPlayedBattle *played = bn_played_battle_load (join_store, bn_net_play_get_played_id (join), &error);

          g_assert_no_error (error);
          board = bn_play_window_new_online (NULL, join_store, played, join);
        }
      if (board == NULL)
        continue;
      if (clock_seen == NULL && contains (bn_play_online_get_clock (bn_play_window_get_online (board)), "left this turn"))
        clock_seen = g_strdup (bn_play_online_get_clock (bn_play_window_get_online (board)));
      if (contains (bn_play_online_get_chat (bn_play_window_get_online (board)), "Time is up"))
        break;
    }
  g_assert_true (contains (clock_seen, "0:0") && contains (clock_seen, "left this turn"));
  g_assert_cmpuint (bn_net_play_get_turn_seconds (join), ==, 1);
  /* The computer's decision for him is saved and shown. */
  for (;;)
    {
      const BnBattle *battle = bn_played_battle_get_battle (bn_play_window_get_played (board));
      gboolean his = FALSE;

      for (guint i = 0; i < bn_battle_get_n_actions (battle); i++)
        his |= bn_battle_get_action (battle, i)->side == 1;
      if (his)
        break;
      g_main_context_iteration (NULL, TRUE);
    }
  bn_net_play_cancel (host);
  bn_net_play_cancel (join);
  while (bn_net_play_is_running (host) || bn_net_play_is_running (join))
    g_main_context_iteration (NULL, TRUE);
  /* Stopped where it stood: the reason is shown, with Reconnect. */
  g_assert_true (contains (bn_play_online_get_state (bn_play_window_get_online (board)), "Paused"));
  gtk_window_destroy (GTK_WINDOW (board));
  drain ();

  /* Opened again from each file, as the Battles section opens a battle in
   * progress, it is taken up over the network, never played at one
   * screen: the host listens again, the friend joins again, and they go on. */
  {
    g_autoptr(BnStore) host_store = bn_store_open_existing (files.host_db, &error);
    BnPlayedBattle *host_played = bn_played_battle_load (host_store, bn_net_play_get_played_id (host), &error);
    BnPlayedBattle *join_played = bn_played_battle_load (join_store, bn_net_play_get_played_id (join), &error);
    BnPlayWindow *host_again = bn_play_window_new (NULL, host_store, host_played);
    BnPlayWindow *join_again = bn_play_window_new (NULL, join_store, join_played);
    g_autoptr(BnNetPlay) host_net = g_object_ref (bn_play_window_get_net_play (host_again));
    g_autoptr(BnNetPlay) join_net = g_object_ref (bn_play_window_get_net_play (join_again));

    g_assert_no_error (error);
    g_assert_true (bn_net_play_is_hosting (host_net));
    g_assert_false (bn_net_play_is_hosting (join_net));
    g_assert_true (contains (bn_play_online_get_state (bn_play_window_get_online (join_again)), "Joining again"));
    while (bn_net_play_is_taking_up (host_net) && bn_net_play_is_taking_up (join_net))
      {
        g_assert_true (bn_net_play_is_running (host_net) && bn_net_play_is_running (join_net));
        g_main_context_iteration (NULL, TRUE);
      }
    /* With the clock the host's file keeps (the friend is told it on
     * joining, as at the start). */
    g_assert_cmpuint (bn_net_play_get_turn_seconds (host_net), ==, 1);
    gtk_window_destroy (GTK_WINDOW (host_again));
    gtk_window_destroy (GTK_WINDOW (join_again));
    while (bn_net_play_is_running (host_net) || bn_net_play_is_running (join_net))
      g_main_context_iteration (NULL, TRUE);
  }
  g_source_remove (guard);
  files_tear_down (&files);
}

static char *
file_text (const char *path)
{
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return g_strdup ("");
  return text;
}

/* The host chooses to play the second side; the friend, a person at
 * banneret-cli's prompt, plays the first. While he ponders his move (his
 * program waiting on him, not on the network), the host's chat line is
 * shown to him at once, before he answers anything. */
static void
test_side_and_chat_while_deciding (void)
{
  Files files = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnNetPlay) host = NULL;
  BnNetHostOptions options = { .army_id = 1, .address = "127.0.0.1", .side = 1 };
  g_autofree char *out_path = NULL;
  g_autofree char *err_path = NULL;
  g_autofree char *command = NULL;
  g_autofree char *said = NULL;
  GPid joiner = 0;
  int joiner_in = -1;
  gboolean sent = FALSE;
  guint guard = g_timeout_add_seconds (120, on_timeout_cb, "the chat line to reach a friend deciding his move");

  files_set_up (&files);
  out_path = g_build_filename (files.dir, "join.out", NULL);
  err_path = g_build_filename (files.dir, "join.err", NULL);
  host = bn_net_play_host (files.host_db, &options, 0);
  g_assert_cmpuint (bn_net_play_get_side (host), ==, 1);
  while (bn_net_play_get_invitation (host) == NULL)
    g_main_context_iteration (NULL, TRUE);
  command = g_strdup_printf ("exec \"%s\" --db \"%s\" battle join \"%s\" --army 1 > \"%s\" 2> \"%s\"", cli_path (),
                             files.join_db, bn_net_play_get_invitation (host), out_path, err_path);
  {
    const char *sh[] = { "/bin/sh", "-c", command, NULL };

    g_assert_true (g_spawn_async_with_pipes (NULL, (char **) sh, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                             &joiner, &joiner_in, NULL, NULL, &error));
    g_assert_no_error (error);
  }
  for (;;)
    {
      g_autofree char *out = file_text (out_path);

      g_main_context_iteration (NULL, FALSE);
      /* The host's own moves, until the friend is asked for his. */
      if (bn_net_play_is_choosing (host))
        {
          const BnBattle *battle;
          g_autoptr(BnPlayedBattle) played = NULL;
          g_autoptr(BnStore) store = bn_store_open_existing (files.host_db, &error);
          g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

          g_assert_no_error (error);
          played = bn_played_battle_load (store, bn_net_play_get_played_id (host), &error);
          g_assert_no_error (error);
          battle = bn_played_battle_get_battle (played);
          g_assert_cmpuint (bn_battle_get_acting_side (battle), ==, 1);
          bn_battle_legal_actions (battle, legal);
          g_assert_true (bn_net_play_choose (host, bn_battle_get_n_actions (battle),
                                             &g_array_index (legal, BnBattleAction, 0)));
        }
      if (!sent && contains (out, "Number of the move"))
        {
          /* He is asked for side 0's move: the host left him the first side. */
          g_assert_true (contains (out, "Your move (side 0):"));
          g_assert_true (bn_net_play_say (host, "Take your time, my lord", &error));
          g_assert_no_error (error);
          sent = TRUE;
        }
      if (sent)
        {
          g_free (said);
          said = file_text (err_path);
          if (contains (said, "The other side says: Take your time, my lord"))
            break;
        }
      g_usleep (G_USEC_PER_SEC / 50);
    }
  /* Nothing was typed at his prompt: the line came while he decided. */
  {
    g_autofree char *out = file_text (out_path);

    g_assert_false (contains (out, "is not a move's number"));
  }
  close (joiner_in);
  bn_net_play_cancel (host);
  while (bn_net_play_is_running (host))
    g_main_context_iteration (NULL, TRUE);
  kill (joiner, SIGTERM);
  waitpid (joiner, NULL, 0);
  g_spawn_close_pid (joiner);
  g_source_remove (guard);
  files_tear_down (&files);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_data_func ("/play-online/host-and-join", NULL, test_host_and_join);
  /* A whole battle through the board's widgets: long on a busy machine. */
  if (g_test_thorough ())
    g_test_add_data_func ("/play-online/host-and-join/by-the-pointer", GINT_TO_POINTER (1), test_host_and_join);
  g_test_add_func ("/play-online/clock", test_clock);
  g_test_add_func ("/play-online/side-and-chat-while-deciding", test_side_and_chat_while_deciding);
  return g_test_run ();
}
