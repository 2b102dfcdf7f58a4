/* test-narrow-ui.c — the window fits a phone (360 px wide) in every
 * section and page, and so do the dialogs of the main menu and of the
 * sections, and the board a battle is played on: the minimum width each
 * asks for is read, as the window manager would. */
#include "ui-fixture.h"

#include "bn-army-builder.h"
#include "bn-play-window.h"
#include "bn-table-board.h"
#include "junior-general/bn-junior-general.h"

#define NARROWEST 360

static int
min_width (GtkWidget *widget)
{
  int min = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

/* The window's content: what the user sees, without the frame a window
 * with no compositor draws around it to be resized by. */
static int
window_min_width (Fixture *fixture)
{
  drain ();
  return min_width (adw_application_window_get_content (ADW_APPLICATION_WINDOW (fixture->window)));
}

static void
assert_fits (int         width,
             const char *what)
{
  if (width > NARROWEST)
    g_test_message ("%s asks for %d px", what, width);
  g_assert_cmpint (width, <=, NARROWEST);
}

static GtkWindow *
find_other_window (Fixture *fixture)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (window != GTK_WINDOW (fixture->window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static void
test_sections (Fixture       *fixture,
               gconstpointer  user_data)
{
  const char *sections[] = { "campaign", "leaders", "armies", "battles", "chronicle" };

  start_app (fixture);
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      bn_window_set_section (fixture->window, sections[i]);
      assert_fits (window_min_width (fixture), sections[i]);
    }
}

/* A leader's page and the army builder, the widest pages. */
static void
test_pages (Fixture       *fixture,
            gconstpointer  user_data)
{
  BnArmiesView *armies;
  AdwMessageDialog *dialog;

  start_app (fixture);
  bn_window_set_section (fixture->window, "leaders");
  g_assert_true (bn_leaders_view_show_leader (bn_window_get_leaders_view (fixture->window), fixture->leader_id));
  assert_fits (window_min_width (fixture), "a leader's page");

  bn_window_set_section (fixture->window, "armies");
  armies = bn_window_get_armies_view (fixture->window);
  dialog = bn_armies_view_new_army (armies);
  g_assert_nonnull (dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  assert_fits (min_width (GTK_WIDGET (dialog)), "New Army");
  g_assert_true (bn_armies_view_choose_new_army (armies, fixture->leader_id, "The Host of Hugh"));
  drain ();
  g_assert_cmpstr (bn_armies_view_get_page (armies), ==, "builder");
  assert_fits (window_min_width (fixture), "the army builder");
  close_other_windows (fixture);
}

/* The dialogs the main menu and the sections open. */
static void
test_dialogs (Fixture       *fixture,
              gconstpointer  user_data)
{
  const char *actions[] = { "win.draw-cards", "win.deleted-records", "win.check-database",
                            "win.measure-engine-speed", "win.career-balance" };
  GtkWindow *dialog;

  start_app (fixture);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), actions[i], NULL));
      drain ();
      dialog = find_other_window (fixture);
      g_assert_nonnull (dialog);
      assert_fits (min_width (GTK_WIDGET (dialog)), actions[i]);
      close_other_windows (fixture);
    }

  bn_window_set_section (fixture->window, "leaders");
  dialog = GTK_WINDOW (bn_leaders_view_new_leader (bn_window_get_leaders_view (fixture->window), 0));
  g_assert_nonnull (dialog);
  drain ();
  assert_fits (min_width (GTK_WIDGET (dialog)), "New Leader");
  close_other_windows (fixture);

  bn_window_set_section (fixture->window, "armies");
  dialog = GTK_WINDOW (bn_armies_view_raise_army (bn_window_get_armies_view (fixture->window)));
  g_assert_nonnull (dialog);
  drain ();
  assert_fits (min_width (GTK_WIDGET (dialog)), "Raise an Army for Points");
  close_other_windows (fixture);
}

static gboolean
keep_waking_cb (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

/* The battles' dialogs, and the board a battle is played on. */
static void
test_battles (Fixture       *fixture,
              gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  BnBattlesView *battles;
  GtkWindow *dialog;
  gint64 hugh_army, odo_army;

  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

    g_assert_no_error (error);
    odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
    g_assert_true (bn_store_insert_leader (store, odo, &error));
  }
  hugh_army = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  odo_army = save_army (fixture, odo->id, "Odo's host", theirs);
  start_app (fixture);
  bn_window_set_section (fixture->window, "battles");
  battles = bn_window_get_battles_view (fixture->window);
  assert_fits (window_min_width (fixture), "the list of battles");

  dialog = GTK_WINDOW (bn_battles_view_record_battle (battles));
  g_assert_nonnull (dialog);
  drain ();
  assert_fits (min_width (GTK_WIDGET (dialog)), "Record a Battle");
  close_other_windows (fixture);

  dialog = GTK_WINDOW (bn_battles_view_fight_battle (battles));
  g_assert_nonnull (dialog);
  drain ();
  assert_fits (min_width (GTK_WIDGET (dialog)), "Fight a Battle");
  close_other_windows (fixture);

  dialog = GTK_WINDOW (bn_battles_view_show_odds (battles));
  g_assert_nonnull (dialog);
  drain ();
  assert_fits (min_width (GTK_WIDGET (dialog)), "Odds");
  close_other_windows (fixture);

  dialog = GTK_WINDOW (bn_battles_view_show_table_side (battles));
  g_assert_nonnull (dialog);
  drain ();
  assert_fits (min_width (GTK_WIDGET (dialog)), "Table-Side Helper");
  close_other_windows (fixture);

  /* Play a Battle and Play a Friend Online, as their buttons open them
   * in a window as narrow as a phone's. */
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), NARROWEST, 700);
  /* The display answers the resize in its own time: a busy machine's X
   * server may take many turns of the loop, so it is waited for. */
  {
    guint timeout = g_timeout_add_seconds (60, on_timeout_cb, "the window to narrow");
    guint tick = g_timeout_add (20, keep_waking_cb, NULL);

    while (gtk_widget_get_width (GTK_WIDGET (fixture->window)) > NARROWEST)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (tick);
    g_source_remove (timeout);
  }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->window)), <=, NARROWEST);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (battles), "battles.play", NULL));
  drain ();
  dialog = find_other_window (fixture);
  g_assert_nonnull (dialog);
  assert_fits (min_width (GTK_WIDGET (dialog)), "Play a Battle");
  /* Its responses stay in sight on a phone's screen: 720 px high less
   * its bars. */
  {
    int height = 0;

    int width = min_width (GTK_WIDGET (dialog));

    gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
    g_test_message ("Play a Battle is %d px high at %d px wide", height, width);
    g_assert_cmpint (height, <=, 600);
  }
  close_other_windows (fixture);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (battles), "battles.play-online", NULL));
  drain ();
  dialog = find_other_window (fixture);
  g_assert_nonnull (dialog);
  assert_fits (min_width (GTK_WIDGET (dialog)), "Play a Friend Online");
  close_other_windows (fixture);

  dialog = GTK_WINDOW (bn_battles_view_play_battle (battles, hugh_army, odo_army, BN_PLAYED_BY_PEOPLE (0), &error));
  g_assert_no_error (error);
  g_assert_nonnull (dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  assert_fits (min_width (GTK_WIDGET (dialog)), "the board");
  close_other_windows (fixture);

  /* A ruleset played on the open table: the table view. */
  dialog = GTK_WINDOW (bn_battles_view_play_battle_on (battles, hugh_army, odo_army, "open-field",
                                                       BN_PLAYED_BY_PEOPLE (0),
                                                       bn_ruleset_lookup ("junior-general"), &error));
  g_assert_no_error (error);
  g_assert_nonnull (dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  g_assert_true (BN_IS_TABLE_BOARD (bn_play_window_get_board (BN_PLAY_WINDOW (dialog))));
  assert_fits (min_width (GTK_WIDGET (dialog)), "the table view");
  close_other_windows (fixture);
}

/* @dialog, just opened, fits; then it is closed. */
static void
assert_dialog_fits (Fixture    *fixture,
                    GtkWidget  *dialog,
                    const char *what)
{
  g_assert_nonnull (dialog);
  drain ();
  assert_fits (min_width (dialog), what);
  close_other_windows (fixture);
}

static char *
example_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "examples", name, NULL);
}

/* The army builder's own dialogs, and the previews of a leader and an army
 * opened from a file. */
static void
test_more_dialogs (Fixture       *fixture,
                   gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *baron = example_path ("baron.xml");
  g_autofree char *army = example_path ("army.xml");
  g_autoptr(GFile) baron_file = g_file_new_for_path (baron);
  g_autoptr(GFile) army_file = g_file_new_for_path (army);
  const char *builder_actions[] = { "builder.muster", "builder.new-unit-type" };
  AdwMessageDialog *preview;
  gint64 hugh_army;

  hugh_army = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  start_app (fixture);
  bn_window_set_section (fixture->window, "armies");
  g_assert_true (bn_armies_view_open_army (bn_window_get_armies_view (fixture->window), hugh_army));
  drain ();
  for (guint i = 0; i < G_N_ELEMENTS (builder_actions); i++)
    {
      GtkWidget *builder = GTK_WIDGET (bn_armies_view_get_builder (bn_window_get_armies_view (fixture->window)));

      g_assert_true (gtk_widget_activate_action (builder, builder_actions[i], NULL));
      drain ();
      assert_dialog_fits (fixture, GTK_WIDGET (find_other_window (fixture)), builder_actions[i]);
    }

  bn_window_set_section (fixture->window, "leaders");
  preview = bn_leaders_view_offer_import (bn_window_get_leaders_view (fixture->window), baron_file, &error);
  g_assert_no_error (error);
  assert_dialog_fits (fixture, GTK_WIDGET (preview), "a leader's file opened");

  bn_window_set_section (fixture->window, "armies");
  preview = bn_armies_view_offer_import (bn_window_get_armies_view (fixture->window), army_file, &error);
  g_assert_no_error (error);
  assert_dialog_fits (fixture, GTK_WIDGET (preview), "an army's file opened");
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* GNOME's title-bar buttons (a phone shows fewer still), not GTK's
   * fallback of minimize, maximize and close. */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);

  g_test_add ("/narrow/sections", Fixture, NULL, fixture_set_up, test_sections, fixture_tear_down);
  g_test_add ("/narrow/pages", Fixture, NULL, fixture_set_up, test_pages, fixture_tear_down);
  g_test_add ("/narrow/more-dialogs", Fixture, NULL, fixture_set_up, test_more_dialogs, fixture_tear_down);
  g_test_add ("/narrow/dialogs", Fixture, NULL, fixture_set_up, test_dialogs, fixture_tear_down);
  g_test_add ("/narrow/battles", Fixture, NULL, fixture_set_up, test_battles, fixture_tear_down);

  return g_test_run ();
}
