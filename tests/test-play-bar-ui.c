/* test-play-bar-ui.c — the play window's action bar, dice strip and side
 * panel as a player meets them against the computer: the first-move dice
 * said as each army's, with who moves first; an attack to answer named on
 * the bar with its attacker and dice; the last dice and their account in
 * view at each turn and after each combat, the moves list's groups folded
 * at each new turn; each die saying what it is; and Keep in the Campaign
 * on the bar at the end. */
#include "bn-config.h"

#include <string.h>

#include "bn-action-bar.h"
#include "bn-battle-ai.h"
#include "bn-battle-asked.h"
#include "bn-battle-words.h"
#include "bn-combat-report.h"
#include "bn-dice-strip.h"
#include "bn-moves-list.h"
#include "bn-play-window.h"

#include "ui-fixture.h"
#include "hosts-fixture.h"

/* The two hosts' battle of @seed on the open field, Hugh's played by the
 * person, Odo's by the computer, its first moves shown. */
static BnPlayWindow *
open_battle (Fixture      *fixture,
             const gint64  armies[2],
             guint64       seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
  BnPlayedBattle *played;
  BnPlayWindow *window;

  g_assert_no_error (error);
  played = bn_played_battle_start_with_rules (store, armies[0], armies[1], "open-field", seed, BN_PLAYED_BY_PEOPLE (0),
                                              bn_ruleset_lookup ("lords-and-levies"), &error);
  g_assert_no_error (error);
  window = bn_play_window_new (GTK_WINDOW (fixture->window), store, played);
  wait_until_mapped (GTK_WIDGET (window));
  bn_play_window_skip (window);
  return window;
}

static const char *
bar_state (BnPlayWindow *window)
{
  return bn_action_bar_get_state (BN_ACTION_BAR (bn_play_window_get_action_bar (window)));
}

/* Whether @widget's top stands inside its scrolled window's view, as the
 * view's scroll now stands (the next frame draws it so). */
static gboolean
in_view (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller))));
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  graphene_point_t at;
  double y;

  if (!gtk_widget_compute_point (widget, content, &GRAPHENE_POINT_INIT (0, 0), &at))
    return FALSE;
  y = at.y - gtk_adjustment_get_value (v);
  g_test_message ("%s at %g in a view %d high", G_OBJECT_TYPE_NAME (widget), y, gtk_widget_get_height (scroller));
  return y >= 0 && y + 10 <= gtk_widget_get_height (scroller);
}

/* No group of the moves list stands open: each group's heading row is
 * followed by a row of another group, or by none. */
static void
assert_groups_folded (BnPlayWindow *window,
                      GtkListBox   *list)
{
  const BnBattle *battle = words_of (window).battle;
  guint moves = bn_play_window_get_n_moves (window);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *next = gtk_widget_get_next_sibling (row);
      guint group, move;

      if (!GTK_IS_LIST_BOX_ROW (row) || !bn_moves_list_row_group (GTK_LIST_BOX_ROW (row), &group) || next == NULL)
        continue;
      if (GTK_IS_LIST_BOX_ROW (next) && bn_moves_list_row_move (GTK_LIST_BOX_ROW (next), &move) && move < moves)
        g_assert_cmpuint (bn_moves_list_group_of (battle, bn_play_window_get_move (window, move)), !=, group);
    }
}

/* Opens the first gathered group of the moves list, as a click on its
 * heading does. Returns: whether there was one. */
static gboolean
open_a_group (GtkListBox *list)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      guint group;

      if (GTK_IS_LIST_BOX_ROW (row) && bn_moves_list_row_group (GTK_LIST_BOX_ROW (row), &group))
        {
          g_signal_emit_by_name (list, "row-activated", row);
          drain ();
          return TRUE;
        }
    }
  return FALSE;
}

static GtkListBox *
moves_list_of (BnPlayWindow *window)
{
  GtkWidget *strip = bn_play_window_get_dice_strip (window);

  /* The moves list follows the last dice in the panel. */
  for (GtkWidget *w = gtk_widget_get_next_sibling (strip); w != NULL; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_LIST_BOX (w))
      return GTK_LIST_BOX (w);
  g_assert_not_reached ();
  return NULL;
}

/* The first-move throw, where the person's leader lost it: each army's
 * die under its name, the account giving both and who moves first by
 * them, the bar the two dice and the question. */
static void
test_first_move (Fixture       *fixture,
                 gconstpointer  user_data)
{
  BnPlayWindow *window = NULL;
  BnBattleWords words;
  BnDiceStrip *strip;
  BnFirstMoveDice dice;
  const char *report;
  BnRerollDie die = BN_REROLL_N_DICE;
  gint64 armies[2];

  prepare (fixture, armies);
  /* A seed whose throw Hugh's side lost (his die offered to throw again). */
  for (guint64 seed = 1; seed < 40 && window == NULL; seed++)
    {
      BnPlayWindow *tried = open_battle (fixture, armies, seed);

      if (bn_battle_get_reroll_offer (words_of (tried).battle, &die, NULL) >= 0)
        window = tried;
      else
        {
          gtk_window_destroy (GTK_WINDOW (tried));
          drain ();
        }
    }
  g_assert_nonnull (window);
  g_assert_cmpuint (die, ==, BN_REROLL_FIRST_MOVE);
  words = words_of (window);
  g_assert_true (bn_battle_get_first_move_dice (words.battle, &dice));
  g_assert_true (dice.thrown[0] && dice.thrown[1]);
  /* Hugh's side lost: his die is the lower. */
  g_assert_cmpuint (dice.face[0], <, dice.face[1]);
  strip = BN_DICE_STRIP (bn_play_window_get_dice_strip (window));
  g_assert_cmpuint (bn_dice_strip_get_n_dice (strip), >=, 2);
  for (guint i = 0; i < bn_dice_strip_get_n_dice (strip); i++)
    {
      g_autofree char *tip = bn_dice_strip_describe_die (strip, i);

      g_assert_nonnull (bn_dice_strip_get_thrower (strip, i));
      g_assert_nonnull (strstr (tip, bn_dice_strip_get_thrower (strip, i)));
      g_assert_nonnull (strstr (tip, "the higher die moves first"));
    }
  g_assert_cmpstr (bn_dice_strip_get_thrower (strip, 0), ==, "Hugh's host");
  g_assert_cmpstr (bn_dice_strip_get_thrower (strip, 1), ==, "Odo's host");
  report = bn_combat_report_get_text (BN_COMBAT_REPORT (bn_play_window_get_combat_report (window)));
  {
    g_autofree char *both = g_strdup_printf ("Hugh's host %u, Odo's host %u; the higher die moves first",
                                             dice.face[0], dice.face[1]);
    g_autofree char *asked = g_strdup_printf ("Hugh's host threw %u, Odo's host %u, the higher die moves first",
                                              dice.face[0], dice.face[1]);

    g_assert_nonnull (strstr (report, both));
    g_assert_nonnull (strstr (bar_state (window), asked));
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A battle against the computer, the person's moves chosen by the
 * engine's AI from the moves offered: each attack he must answer is named
 * on the bar; each turn of his opens with the last dice in view and the
 * moves list's groups folded (one opened the turn before); each die has
 * its words; at the end the bar offers Keep in the Campaign. */
static void
test_bar_through_a_battle (Fixture       *fixture,
                           gconstpointer  user_data)
{
  gint64 armies[2];
  BnPlayWindow *window = (prepare (fixture, armies), open_battle (fixture, armies, 5));
  GtkListBox *list = moves_list_of (window);
  GtkWidget *bar = bn_play_window_get_action_bar (window);
  guint answered = 0, turns_begun = 0, opened = 0, last_turn = 0, dice_seen = 0;

  for (guint made = 0; made < 3000; made++)
    {
      BnBattleWords words;
      g_autoptr(BnBattleAi) ai = NULL;
      BnBattleStrike strike;
      BnBattleAction action;
      BnDiceStrip *strip;

      bn_play_window_skip (window);
      drain ();
      words = words_of (window);
      if (bn_battle_get_phase (words.battle) == BN_PHASE_OVER)
        break;
      g_assert_cmpuint (bn_battle_get_acting_side (words.battle), ==, 0);
      if (bn_battle_get_answered_strike (words.battle, &strike) && !strike.at_commander)
        {
          g_autofree char *asked = g_strdup_printf ("your %s with %d ", bn_battle_words_unit (&words, strike.target),
                                                    strike.dice);

          g_assert_nonnull (strstr (bar_state (window), bn_battle_words_unit (&words, strike.attacker)));
          g_assert_nonnull (strstr (bar_state (window), asked));
          g_assert_nonnull (strstr (bar_state (window), "make a stand or retreat"));
          answered++;
        }
      /* A leader's die or blow asked first is not told as the stand. */
      if (bn_battle_get_reroll_offer (words.battle, NULL, NULL) >= 0 || bn_battle_get_struck_commander (words.battle) >= 0)
        g_assert_null (strstr (bar_state (window), "make a stand or retreat"));
      if ((guint) bn_battle_get_turn (words.battle) != last_turn)
        {
          /* A new turn of his: the groups opened before are folded, the
           * last dice thrown (if any) in view. */
          last_turn = (guint) bn_battle_get_turn (words.battle);
          turns_begun++;
          assert_groups_folded (window, list);
          strip = BN_DICE_STRIP (bn_play_window_get_dice_strip (window));
          if (bn_dice_strip_get_n_dice (strip) > 0)
            {
              GtkWidget *report = bn_play_window_get_combat_report (window);

              /* The account, then its dice: both begin in view, unless
               * the account fills the view. */
              g_assert_true (in_view (report));
              g_assert_true (in_view (GTK_WIDGET (strip)) || gtk_widget_get_height (report) > 300);
              dice_seen++;
            }
          for (guint i = 0; i < bn_dice_strip_get_n_dice (strip); i++)
            {
              g_autofree char *tip = bn_dice_strip_describe_die (strip, i);

              g_assert_nonnull (tip);
              g_assert_nonnull (strstr (tip, bn_dice_strip_get_purpose_name (strip, i)));
            }
          opened += open_a_group (list);
        }
      ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 31 + made);
      g_assert_true (bn_battle_ai_choose (ai, words.battle, &action));
      for (guint i = 0; i < bn_play_window_get_n_moves (window); i++)
        if (memcmp (bn_play_window_get_move (window, i), &action, sizeof action) == 0)
          {
            g_assert_true (bn_play_window_make_move (window, i));
            break;
          }
    }
  g_assert_cmpint (bn_battle_get_phase (words_of (window).battle), ==, BN_PHASE_OVER);
  g_test_message ("%u attacks answered, %u turns begun, %u groups opened, %u with dice in view", answered,
                  turns_begun, opened, dice_seen);
  g_assert_cmpuint (answered, >, 0);
  g_assert_cmpuint (dice_seen, >, 0);
  /* The end: Keep in the Campaign on the bar, suggested, in view. */
  {
    GtkWidget *keep = NULL;

    for (GtkWidget *w = gtk_widget_get_first_child (bn_action_bar_get_extra (BN_ACTION_BAR (bar))); w != NULL;
         w = gtk_widget_get_next_sibling (w))
      if (GTK_IS_BUTTON (w) && gtk_widget_get_visible (w))
        keep = w;
    g_assert_nonnull (keep);
    g_assert_true (gtk_widget_has_css_class (keep, "suggested-action"));
    g_assert_true (gtk_widget_get_mapped (keep));
    g_signal_emit_by_name (keep, "clicked");
    drain ();
  }
}

/* The key to the dice opened wherever its button stands in the side
 * panel: scrolled to the panel's bottom, to its top, and with the button
 * below the fold. */
static void
test_key_anywhere (Fixture       *fixture,
                   gconstpointer  user_data)
{
  gint64 armies[2];
  BnPlayWindow *window = (prepare (fixture, armies), open_battle (fixture, armies, 5));
  GtkWidget *key = bn_combat_report_get_key_button (BN_COMBAT_REPORT (bn_play_window_get_combat_report (window)));
  GtkWidget *scroller = gtk_widget_get_ancestor (key, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (key));

  g_assert_true (gtk_widget_get_mapped (key));
  for (guint place = 0; place < 3; place++)
    {
      if (place == 2)
        {
          /* A short window: the button below the fold. */
          gtk_window_set_default_size (GTK_WINDOW (window), 1240, 420);
          drain ();
        }
      gtk_adjustment_set_value (v, place == 1 ? gtk_adjustment_get_upper (v) : gtk_adjustment_get_lower (v));
      drain ();
      gtk_menu_button_popup (GTK_MENU_BUTTON (key));
      drain ();
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
      gtk_menu_button_popdown (GTK_MENU_BUTTON (key));
      drain ();
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A window as narrow as a phone: the bar's buttons go under its state
 * line; widened again, beside it. */
static void
test_narrow_bar (Fixture       *fixture,
                 gconstpointer  user_data)
{
  gint64 armies[2];
  BnPlayWindow *window = (prepare (fixture, armies), open_battle (fixture, armies, 5));
  GtkOrientable *bar = GTK_ORIENTABLE (bn_play_window_get_action_bar (window));

  g_assert_cmpint (gtk_orientable_get_orientation (bar), ==, GTK_ORIENTATION_HORIZONTAL);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  drain ();
  g_assert_cmpint (gtk_orientable_get_orientation (bar), ==, GTK_ORIENTATION_VERTICAL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1240, 780);
  drain ();
  g_assert_cmpint (gtk_orientable_get_orientation (bar), ==, GTK_ORIENTATION_HORIZONTAL);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add ("/play-bar/first-move", Fixture, NULL, fixture_set_up, test_first_move, fixture_tear_down);
  g_test_add ("/play-bar/through-a-battle", Fixture, NULL, fixture_set_up, test_bar_through_a_battle,
              fixture_tear_down);
  g_test_add ("/play-bar/key-anywhere", Fixture, NULL, fixture_set_up, test_key_anywhere, fixture_tear_down);
  g_test_add ("/play-bar/narrow", Fixture, NULL, fixture_set_up, test_narrow_bar, fixture_tear_down);
  return g_test_run ();
}
