/* test-accessible-ui.c — a screen reader can name every control.
 *
 * Each section of the main window (with a campaign, two leaders, their
 * armies, a battle on the board), the leader's page, the army builder, the
 * play window (handed over, on the board, with the hand's cards) and the
 * table view are walked widget by widget. Every button a person can
 * reach with the keyboard (GtkButton and its kinds, the inner button of a
 * GtkMenuButton) must carry a name a screen reader can say: text of its
 * own (a label inside it), or an accessible label or labelled-by relation
 * set by the app. A tooltip alone does not count: GTK 4.8 does not read it
 * as the name, and such a button is announced by its type ("GtkImage",
 * "GtkMenuButton").
 *
 * GTK 4.8 has no public call that returns a computed accessible name, but
 * gtk_test_accessible_has_property() and gtk_test_accessible_has_relation()
 * tell whether the app set the label or the relation on the widget's
 * accessible context (the test runs with GTK_A11Y=test, the backend that
 * keeps them without an accessibility bus). */
#include "bn-config.h"

#include <glib/gstdio.h>

#include "bn-application.h"
#include "bn-armies-view.h"
#include "bn-battle-board.h"
#include "bn-battles-view.h"
#include "bn-leaders-view.h"
#include "bn-play-window.h"
#include "bn-table-board.h"
#include "bn-window.h"
#include "junior-general/bn-junior-general.h"

#include "ui-fixture.h"

static gboolean
has_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget)
      && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_text (child))
      return TRUE;
  return FALSE;
}

/* An icon button is labelled by its own image, which has no name: that is
 * how it comes to be announced as "GtkImage". */
static gboolean
is_labelled_by_its_image (GtkWidget *widget)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);
  g_autofree char *mismatch = NULL;

  if (!GTK_IS_IMAGE (child))
    return FALSE;
  mismatch = gtk_test_accessible_check_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                                 child, NULL);
  return mismatch == NULL;
}

static gboolean
is_named (GtkWidget *widget)
{
  return gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
         || has_text (widget)
         || (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
             && !is_labelled_by_its_image (widget));
}

/* Where an unnamed control is, for the failure message: its ancestors'
 * types and its tooltip, if any. */
static char *
describe (GtkWidget *widget)
{
  GString *path = g_string_new (G_OBJECT_TYPE_NAME (widget));
  const char *tip = gtk_widget_get_tooltip_text (widget);

  for (GtkWidget *w = gtk_widget_get_parent (widget); w != NULL; w = gtk_widget_get_parent (w))
    g_string_prepend (g_string_prepend (path, " > "), G_OBJECT_TYPE_NAME (w));
  if (tip != NULL)
    g_string_append_printf (path, " (tooltip “%s”)", tip);
  return g_string_free (path, FALSE);
}

/* Every keyboard-reachable button (and every drawn picture) under @widget
 * that a screen reader would name by its type, with the number seen. */
static void
collect_unnamed (GtkWidget *widget,
                 GPtrArray *unnamed,
                 guint     *n_buttons)
{
  /* Buttons inside the toolkit's own widgets are beyond the app's reach:
   * the title bar's close and minimize buttons, a spin button's steppers
   * (the spin button itself is named and takes the arrow keys), an entry
   * row's apply button. */
  if (GTK_IS_WINDOW_CONTROLS (widget) || GTK_IS_SPIN_BUTTON (widget) || ADW_IS_ENTRY_ROW (widget))
    return;
  /* A picture drawn by the app (a legend's swatch, a chart) is named, or
   * hidden when the words beside it say what it shows. */
  if (GTK_IS_DRAWING_AREA (widget))
    {
      g_autofree char *not_hidden = gtk_test_accessible_check_state (GTK_ACCESSIBLE (widget),
                                                                     GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);

      (*n_buttons)++;
      if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
          && not_hidden != NULL)
        g_ptr_array_add (unnamed, describe (widget));
    }
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_focusable (widget))
    {
      (*n_buttons)++;
      if (!is_named (widget))
        g_ptr_array_add (unnamed, describe (widget));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_unnamed (child, unnamed, n_buttons);
}

/* Sends @keyval to @widget's key controller, as a key press would. */
static gboolean
press_key (GtkWidget *widget,
           guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);
      gboolean handled = FALSE;

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        {
          g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
          if (handled)
            return TRUE;
        }
    }
  return FALSE;
}

/* The command cards of the hand shown under @widget. */
static void
collect_cards (GtkWidget *widget,
               GPtrArray *cards)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "command-card")
      && gtk_widget_get_visible (widget))
    g_ptr_array_add (cards, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_cards (child, cards);
}

static void
assert_all_named (GtkWidget  *root,
                  const char *where)
{
  g_autoptr(GPtrArray) unnamed = g_ptr_array_new_with_free_func (g_free);
  guint n_buttons = 0;

  drain ();
  collect_unnamed (root, unnamed, &n_buttons);
  g_test_message ("%s: %u controls and pictures, %u without a name", where, n_buttons, unnamed->len);
  for (guint i = 0; i < unnamed->len; i++)
    g_test_message ("  unnamed: %s", (const char *) g_ptr_array_index (unnamed, i));
  g_assert_cmpuint (n_buttons, >, 0);
  g_assert_cmpuint (unnamed->len, ==, 0);
}

static void
test_every_section (Fixture       *fixture,
                    gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", "spearmen", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", "men-at-arms", NULL };
  static const char *const sections[] = { "campaign", "leaders", "armies", "battles", "chronicle" };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  BnPlayWindow *play;
  BnBattleBoard *board;
  gint64 hugh_army, odo_army;

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

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      bn_window_set_section (fixture->window, sections[i]);
      assert_all_named (GTK_WIDGET (fixture->window), sections[i]);
    }

  /* A leader's page, with his household and "Add to the Roster"'s army. */
  bn_window_set_section (fixture->window, "leaders");
  g_assert_true (bn_leaders_view_show_leader (bn_window_get_leaders_view (fixture->window), fixture->leader_id));
  assert_all_named (GTK_WIDGET (fixture->window), "leader page");

  /* The army builder: catalogue, roster rows, commanders. */
  bn_window_set_section (fixture->window, "armies");
  g_assert_true (bn_armies_view_open_army (bn_window_get_armies_view (fixture->window), hugh_army));
  assert_all_named (GTK_WIDGET (fixture->window), "army builder");

  /* A battle on the board: the hand's cards, the moves, the board itself. */
  bn_window_set_section (fixture->window, "battles");
  play = bn_battles_view_play_battle (bn_window_get_battles_view (fixture->window), hugh_army, odo_army,
                                      BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1), &error);
  g_assert_no_error (error);
  wait_until_mapped (GTK_WIDGET (play));
  assert_all_named (GTK_WIDGET (play), "play window handed over");
  /* Two people at one screen: the first takes the board. */
  bn_play_window_take_over (play);
  assert_all_named (GTK_WIDGET (play), "play window");

  /* The board is reached with the keyboard and says what is at its cursor. */
  board = BN_BATTLE_BOARD (bn_play_window_get_board (play));
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (board)));
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_LABEL, "Battlefield");
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  {
    g_autofree char *words = bn_battle_board_describe_hex (board, bn_battle_board_get_cursor (board));

    gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words);
  }

  /* The hand's cards are buttons a screen reader reads by the card's words,
   * once the battle comes to a card to play. */
  {
    g_autoptr(GPtrArray) cards = g_ptr_array_new ();
    const BnBattle *battle = bn_played_battle_get_battle (bn_play_window_get_played (play));

    /* The first-move die's question comes before the first turn, with no
     * card dealt yet. */
    for (guint i = 0; i < 200 && (bn_battle_get_phase (battle) != BN_PHASE_PLAY_CARD || bn_battle_get_turn (battle) == 0)
                      && bn_battle_get_phase (battle) != BN_PHASE_OVER; i++)
      {
        /* Whoever is to decide takes the board first (the seed may give the
         * first-move question to either side). */
        bn_play_window_take_over (play);
        g_assert_true (bn_play_window_make_move (play, 0));
        battle = bn_played_battle_get_battle (bn_play_window_get_played (play));
      }
    g_assert_cmpint (bn_battle_get_phase (battle), ==, BN_PHASE_PLAY_CARD);
    /* Two people at one screen: the next one takes the board first. */
    bn_play_window_take_over (play);
    drain ();
    assert_all_named (GTK_WIDGET (play), "play window with a card to play");

    collect_cards (GTK_WIDGET (play), cards);
    g_test_message ("the hand: %u cards", cards->len);
    g_assert_cmpuint (cards->len, >, 0);
    for (guint i = 0; i < cards->len; i++)
      {
        GtkWidget *card = g_ptr_array_index (cards, i);

        g_assert_true (gtk_widget_get_focusable (card));
        g_assert_true (has_text (card));
      }
  }

  /* The battles list now has the battle on the board, with its row menu. */
  assert_all_named (GTK_WIDGET (fixture->window), "battles with a battle");
  close_other_windows (fixture);

  /* A battle on the open table: every control named, the table reached
   * with the keyboard, and the piece its cursor reaches said in words. */
  play = bn_battles_view_play_battle_on (bn_window_get_battles_view (fixture->window), hugh_army, odo_army,
                                         "open-field", BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1),
                                         bn_ruleset_lookup ("junior-general"), &error);
  g_assert_no_error (error);
  wait_until_mapped (GTK_WIDGET (play));
  bn_play_window_take_over (play);
  assert_all_named (GTK_WIDGET (play), "table view");
  {
    BnTableBoard *table = BN_TABLE_BOARD (bn_play_window_get_board (play));
    g_autofree char *words = NULL;

    g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (table)));
    gtk_test_accessible_assert_property (table, GTK_ACCESSIBLE_PROPERTY_LABEL, "Battle table");
    /* Until a piece may act, the moves list has the choices (the seed
     * decides who acts first, and how). */
    for (guint i = 0; i < 50 && bn_table_board_get_n_marked (table) == 0; i++)
      {
        g_assert_true (bn_play_window_make_move (play, 0));
        bn_play_window_take_over (play);
        drain ();
      }
    g_assert_cmpuint (bn_table_board_get_n_marked (table), >, 0);
    /* The arrow keys step from piece to piece; the one reached is said. */
    g_assert_true (press_key (GTK_WIDGET (table), GDK_KEY_Right));
    drain ();
    g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (table), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
    {
      const BnBattle *battle = bn_played_battle_get_battle (bn_play_window_get_played (play));
      guint n_pieces = bn_battle_get_n_units (battle) + bn_battle_get_n_commanders (battle);

      for (guint i = 0; i < n_pieces && words == NULL; i++)
        {
          BnTablePiece piece = { i < bn_battle_get_n_units (battle) ? BN_TABLE_PIECE_UNIT : BN_TABLE_PIECE_COMMANDER,
                                 (guint8) (i < bn_battle_get_n_units (battle) ? i : i - bn_battle_get_n_units (battle)) };
          g_autofree char *said = bn_table_board_describe_piece (table, piece);
          g_autofree char *mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (table),
                                                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said);

          if (mismatch == NULL)
            words = g_steal_pointer (&said);
        }
    }
    g_assert_nonnull (words);
    g_assert_nonnull (strstr (words, " cm from the west edge"));
  }
}

int
main (int   argc,
      char *argv[])
{
  /* GTK_A11Y=none, as the other window tests run, keeps no accessible
   * properties at all; the test context keeps them without a bus. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add ("/accessible/every-section", Fixture, NULL, fixture_set_up, test_every_section, fixture_tear_down);
  return g_test_run ();
}
