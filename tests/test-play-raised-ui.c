/* test-play-raised-ui.c — one leader, one army, a battle on the board
 * against a host raised for points, through the Battles section's Play
 * dialog: the dialog leads there when the campaign has no other army,
 * starts the points at the army's cost, remembers the choice, and the
 * battle, played to its end, is kept in the campaign against the host. */
#include "bn-config.h"

#include <glib/gstdio.h>

#include "bn-application.h"
#include "bn-army-generator.h"
#include "bn-army-report.h"
#include "bn-battle-ai.h"
#include "bn-battle-board.h"
#include "bn-battle-glance.h"
#include "bn-battles-view.h"
#include "bn-table-board.h"
#include "bn-career.h"
#include "bn-play-window.h"
#include "bn-window.h"

#include "ui-fixture.h"

static AdwMessageDialog *
find_message_dialog (const char *heading)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)) &&
          g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (window)), heading) == 0)
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static BnPlayWindow *
find_play_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (BN_IS_PLAY_WINDOW (window))
        return BN_PLAY_WINDOW (window);
    }
  return NULL;
}

/* The row of @dialog's list titled @title. */
static GtkWidget *
find_row (GtkWidget  *widget,
          const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkSpinButton *
find_spin (GtkWidget *widget)
{
  if (GTK_IS_SPIN_BUTTON (widget))
    return GTK_SPIN_BUTTON (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkSpinButton *found = find_spin (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Opens the Play dialog from the Battles section, as its button does. */
static AdwMessageDialog *
open_play_dialog (Fixture *fixture)
{
  AdwMessageDialog *dialog;

  bn_window_set_section (fixture->window, "battles");
  drain ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bn_window_get_battles_view (fixture->window)),
                                             "battles.play", NULL));
  drain ();
  dialog = find_message_dialog ("Play a Battle");
  g_assert_nonnull (dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  return dialog;
}

static void
test_one_army_against_a_raised_host (Fixture       *fixture,
                                     gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", "spearmen", NULL };
  g_autoptr(GSettings) settings = g_settings_new (BN_APP_ID);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) armies = NULL;
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  g_autofree char *host_name = NULL;
  AdwMessageDialog *dialog;
  BnPlayWindow *window;
  GtkWidget *opponent_row, *points_row;
  gint64 army_id, played_id;
  guint cost, moves = 0;

  g_settings_reset (settings, "play-against-raised");
  g_settings_reset (settings, "play-raised-points");
  g_settings_set_int (settings, "play-players", 0);
  g_settings_set_string (settings, "play-ruleset", "lords-and-levies");
  army_id = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  start_app (fixture);
  army = bn_store_get_army (bn_application_get_store (fixture->app), army_id, &error);
  g_assert_no_error (error);
  cost = bn_army_get_cost (army, fixture->unit_rules);

  /* One army: no dead end, the Play dialog itself, the raised host chosen,
   * a second army a click away. */
  dialog = open_play_dialog (fixture);
  g_assert_null (find_message_dialog ("An Army Is Needed"));
  g_assert_true (adw_message_dialog_has_response (dialog, "raise"));
  g_assert_true (adw_message_dialog_has_response (dialog, "play"));
  opponent_row = find_row (GTK_WIDGET (dialog), "Opponent");
  points_row = find_row (GTK_WIDGET (dialog), "Points of the raised host");
  g_assert_nonnull (opponent_row);
  g_assert_nonnull (points_row);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (opponent_row)), ==, 1);
  g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (adw_combo_row_get_selected_item (ADW_COMBO_ROW (opponent_row)))),
                   ==, "A host raised for points");
  g_assert_true (gtk_widget_get_visible (points_row));
  /* The points start at the army's cost, as near as a host can be raised. */
  {
    g_autoptr(BnUnitRules) rules = bn_unit_rules_load_default (NULL);
    guint low = bn_army_generator_get_min_points (rules);

    g_assert_cmpint (gtk_spin_button_get_value_as_int (find_spin (points_row)), ==, MAX (cost, low));
  }
  gtk_spin_button_set_value (find_spin (points_row), 90);
  adw_message_dialog_response (dialog, "play");
  drain ();
  window = find_play_window ();
  g_assert_nonnull (window);
  wait_until_mapped (GTK_WIDGET (window));
  g_assert_cmpuint (bn_played_battle_get_raised_points (bn_play_window_get_played (window)), ==, 90);
  /* Named after the man of the data's list who leads it. */
  host_name = g_strdup (bn_played_battle_get_army_name (bn_play_window_get_played (window), 1));
  g_assert_true (g_str_has_suffix (host_name, "’s host"));
  played_id = bn_played_battle_get_id (bn_play_window_get_played (window));
  /* Remembered for the next battle. */
  g_assert_true (g_settings_get_boolean (settings, "play-against-raised"));
  g_assert_cmpuint (g_settings_get_uint (settings, "play-raised-points"), ==, 90);

  /* Played to its end, each move the engine's AI would make. */
  while (moves < 3000)
    {
      const BnBattle *battle;
      g_autoptr(BnBattleAi) ai = NULL;
      BnBattleAction action;
      gboolean made = FALSE;

      bn_play_window_skip (window);
      battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
      if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
        break;
      if (bn_play_window_get_n_moves (window) == 0)
        bn_play_window_take_over (window);
      ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 29 + moves);
      g_assert_true (bn_battle_ai_choose (ai, battle, &action));
      for (guint i = 0; !made && i < bn_play_window_get_n_moves (window); i++)
        if (memcmp (bn_play_window_get_move (window, i), &action, sizeof action) == 0)
          made = bn_play_window_make_move (window, i);
      g_assert_true (made);
      moves++;
    }
  g_test_message ("%u moves made against the raised host", moves);
  g_assert_cmpint (bn_battle_get_phase (bn_played_battle_get_battle (bn_play_window_get_played (window))), ==,
                   BN_PHASE_OVER);

  /* Resumed from the store as it was left, host and all. */
  {
    g_autoptr(BnPlayedBattle) again = bn_played_battle_load (bn_application_get_store (fixture->app), played_id,
                                                             &error);

    g_assert_no_error (error);
    g_assert_cmpuint (bn_battle_get_n_actions (bn_played_battle_get_battle (again)), ==,
                      bn_battle_get_n_actions (bn_played_battle_get_battle (bn_play_window_get_played (window))));
    g_assert_cmpint (bn_battle_get_winner (bn_played_battle_get_battle (again)), ==,
                     bn_battle_get_winner (bn_played_battle_get_battle (bn_play_window_get_played (window))));
  }

  /* Kept in the campaign against the host by its name; no army was added. */
  g_assert_true (bn_play_window_keep (window));
  drain ();
  {
    g_autoptr(GPtrArray) battles = bn_career_list_battles (bn_application_get_store (fixture->app),
                                                           fixture->campaign_id, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (battles->len, ==, 1);
    record = bn_career_get_battle (bn_application_get_store (fixture->app),
                                   ((BnBattleRecord *) g_ptr_array_index (battles, 0))->id, &error);
    g_assert_no_error (error);
  }
  g_assert_cmpint (record->army_id, ==, army_id);
  g_assert_cmpint (record->opponent_army_id, ==, 0);
  g_assert_cmpstr (record->opponent, ==, host_name);
  armies = bn_store_list_armies (bn_application_get_store (fixture->app), fixture->campaign_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (armies->len, ==, 1);
  close_other_windows (fixture);

  /* The next Play dialog opens on the host and the points asked. */
  dialog = open_play_dialog (fixture);
  points_row = find_row (GTK_WIDGET (dialog), "Points of the raised host");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (find_spin (points_row)), ==, 90);
  /* "Raise a Second Army…" goes to the Armies section's raising. */
  adw_message_dialog_response (dialog, "raise");
  drain ();
  g_assert_cmpstr (bn_window_get_section (fixture->window), ==, "armies");
  close_other_windows (fixture);
}

/* The state at a glance on the board: under Lionheart the tooltip of the
 * unit given the action says the movement points it has left; under
 * Junior General a stand's says its army, its reach and the nearest
 * enemy's distance. */
static void
test_glance_on_the_board (Fixture       *fixture,
                          gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", "spearmen", NULL };
  g_autoptr(GError) error = NULL;
  BnPlayWindow *window;
  gint64 army_id;

  army_id = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  start_app (fixture);
  window = bn_battles_view_play_raised_on (bn_window_get_battles_view (fixture->window), army_id, 60, "open-field",
                                           BN_PLAYED_BY_PEOPLE (0), bn_ruleset_lookup ("lionheart"), &error);
  g_assert_no_error (error);
  wait_until_mapped (GTK_WIDGET (window));
  {
    gboolean found = FALSE;

    /* Give the action to the first unit offered it. */
    for (guint n = 0; !found && n < 200; n++)
      {
        bn_play_window_skip (window);
        for (guint i = 0; !found && i < bn_play_window_get_n_moves (window); i++)
          if (bn_play_window_get_move (window, i)->type == BN_ACTION_ORDER_UNIT)
            {
              guint unit = bn_play_window_get_move (window, i)->a;
              BnUnitGlance glance;
              g_autofree char *words = NULL;
              g_autofree char *want = NULL;
              const BnBattle *battle;

              g_assert_true (bn_play_window_make_move (window, i));
              battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
              g_assert_true (bn_battle_get_unit_glance (battle, unit, &glance));
              g_assert_true (glance.has_points && glance.acting);
              words = bn_battle_board_describe_hex (BN_BATTLE_BOARD (bn_play_window_get_board (window)),
                                                    bn_battle_get_unit (battle, unit)->hex);
              want = g_strdup_printf (" of %u movement point", glance.points_full);
              g_assert_nonnull (strstr (words, want));
              g_assert_nonnull (strstr (words, " left"));
              g_assert_nonnull (strstr (words, "(Hugh's host)"));
              found = TRUE;
            }
        if (!found)
          g_assert_true (bn_play_window_make_move (window, 0));
      }
    g_assert_true (found);
  }
  close_other_windows (fixture);

  window = bn_battles_view_play_raised_on (bn_window_get_battles_view (fixture->window), army_id, 60, "open-field",
                                           BN_PLAYED_BY_PEOPLE (0), bn_ruleset_lookup ("junior-general"), &error);
  g_assert_no_error (error);
  wait_until_mapped (GTK_WIDGET (window));
  {
    BnTablePiece piece = { .kind = BN_TABLE_PIECE_UNIT, .index = 0 };
    g_autofree char *words = bn_table_board_describe_piece (BN_TABLE_BOARD (bn_play_window_get_board (window)), piece);

    g_assert_nonnull (strstr (words, "\nHugh's host: moves "));
    g_assert_nonnull (strstr (words, " cm"));
    g_assert_true (strstr (words, "; nearest enemy: ") != NULL || strstr (words, "; in contact with ") != NULL);
  }
  close_other_windows (fixture);
}

/* No army at all: the message says what is needed and leads to raising one. */
static void
test_no_army (Fixture       *fixture,
              gconstpointer  user_data)
{
  AdwMessageDialog *need;

  start_app (fixture);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bn_window_get_battles_view (fixture->window)),
                                             "battles.play", NULL));
  drain ();
  need = find_message_dialog ("An Army Is Needed");
  g_assert_nonnull (need);
  g_assert_true (adw_message_dialog_has_response (need, "raise"));
  g_assert_null (find_message_dialog ("Play a Battle"));
  close_other_windows (fixture);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/play-raised/one-army", Fixture, NULL, fixture_set_up, test_one_army_against_a_raised_host,
              fixture_tear_down);
  g_test_add ("/play-raised/glance-on-the-board", Fixture, NULL, fixture_set_up, test_glance_on_the_board,
              fixture_tear_down);
  g_test_add ("/play-raised/no-army", Fixture, NULL, fixture_set_up, test_no_army, fixture_tear_down);
  return g_test_run ();
}
