/* test-french-ui.c — the app in French under a French locale: the
 * sections' titles, a campaign's row with its date in the locale's words,
 * and the names of the rule tables (unit types, classes, terrain) in an
 * army's roster and on a battle board. */
#include "bn-config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "bn-armies-view.h"
#include "bn-army-builder.h"
#include "bn-fight-dialog.h"
#include "bn-play-window.h"
#include "bn-window.h"

#include "ui-fixture.h"

static void
collect_texts (GtkWidget *widget,
               GString   *texts)
{
  if (ADW_IS_VIEW_STACK (widget))
    {
      g_autoptr(GtkSelectionModel) pages = adw_view_stack_get_pages (ADW_VIEW_STACK (widget));

      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (pages)); i++)
        {
          g_autoptr(AdwViewStackPage) page = g_list_model_get_item (G_LIST_MODEL (pages), i);

          if (adw_view_stack_page_get_title (page) != NULL)
            g_string_append_printf (texts, "%s\n", adw_view_stack_page_get_title (page));
        }
    }
  if (ADW_IS_ACTION_ROW (widget) && adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)) != NULL)
    g_string_append_printf (texts, "%s\n", adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)));
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, texts);
}

static void
test_sections_in_french (Fixture       *fixture,
                         gconstpointer  user_data)
{
  static const char *const months[] = { "janvier", "février", "mars", "avril", "mai", "juin", "juillet",
                                        "août", "septembre", "octobre", "novembre", "décembre" };
  g_autoptr(GString) texts = g_string_new (NULL);
  gboolean french_date = FALSE;

  start_app (fixture);
  bn_window_set_section (fixture->window, "campaign");
  drain ();
  collect_texts (GTK_WIDGET (fixture->window), texts);

  g_assert_nonnull (strstr (texts->str, "Chefs\n"));
  g_assert_nonnull (strstr (texts->str, "Armées\n"));
  g_assert_nonnull (strstr (texts->str, "Batailles\n"));
  g_assert_nonnull (strstr (texts->str, "Chronique\n"));
  /* "The Marches · started 28 November 2026" as the locale says it. */
  g_assert_nonnull (strstr (texts->str, " · commencée le "));
  for (guint i = 0; i < G_N_ELEMENTS (months); i++)
    french_date |= strstr (texts->str, months[i]) != NULL;
  g_assert_true (french_date);
  g_assert_null (strstr (texts->str, " · started "));
}

/* The roster and the catalogue name unit types and classes in French; the
 * army itself keeps the types' ids. */
static void
test_roster_in_french (Fixture       *fixture,
                       gconstpointer  user_data)
{
  static const char *const types[] = { "mounted-knights", "pikemen", "longbowmen", NULL };
  g_autoptr(GString) texts = g_string_new (NULL);
  gint64 army_id = save_army (fixture, fixture->leader_id, "Host of the March", types);
  BnArmiesView *view;
  BnArmyBuilder *builder;
  const BnArmy *army;

  start_app (fixture);
  bn_window_set_section (fixture->window, "armies");
  drain ();
  view = bn_window_get_armies_view (fixture->window);
  g_assert_true (bn_armies_view_open_army (view, army_id));
  drain ();
  builder = bn_armies_view_get_builder (view);
  collect_texts (GTK_WIDGET (builder), texts);
  g_assert_nonnull (strstr (texts->str, "Chevaliers montés"));
  g_assert_nonnull (strstr (texts->str, "Piquiers"));
  g_assert_nonnull (strstr (texts->str, "Archers à l’arc long"));
  g_assert_nonnull (strstr (texts->str, "cavalerie de classe A"));
  g_assert_null (strstr (texts->str, "Mounted knights"));
  g_assert_null (strstr (texts->str, "A-class cavalry"));
  army = bn_army_builder_get_army (builder);
  g_assert_cmpstr (((const BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->type_id, ==, "mounted-knights");
}

/* A battle on the river with fords: the board's legend names its terrain in
 * French, and the battlefield's name is French too. */
static void
test_battle_in_french (Fixture       *fixture,
                       gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  g_autoptr(GString) texts = g_string_new (NULL);
  BnFightDialog *dialog;
  BnPlayWindow *window;
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
  dialog = bn_fight_dialog_new (GTK_WINDOW (fixture->window), bn_application_get_store (fixture->app),
                                fixture->leader_rules, fixture->campaign_id, &error);
  g_assert_no_error (error);
  g_assert_true (bn_fight_dialog_set_army (dialog, hugh_army));
  g_assert_true (bn_fight_dialog_set_opponent_army (dialog, odo_army));
  g_assert_true (bn_fight_dialog_set_scenario (dialog, "river-fords"));
  bn_fight_dialog_set_seed_text (dialog, "12");
  collect_texts (GTK_WIDGET (dialog), texts);
  window = bn_fight_dialog_play (dialog);
  g_assert_nonnull (window);
  drain ();
  collect_texts (GTK_WIDGET (window), texts);
  /* The legend: river, fords and open ground. */
  g_assert_nonnull (strstr (texts->str, "rivière\n"));
  g_assert_nonnull (strstr (texts->str, "gué\n"));
  g_assert_nonnull (strstr (texts->str, "terrain découvert\n"));
  g_assert_null (strstr (texts->str, "open ground"));
  g_assert_null (strstr (texts->str, "ford\n"));
  /* The stored battle keeps the battlefield's id. */
  g_assert_cmpstr (bn_battle_get_scenario (bn_played_battle_get_battle (bn_play_window_get_played (window)))->id, ==,
                   "river-fords");
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
}

static void
test_no_french_locale (void)
{
  g_test_skip ("the fr_FR.UTF-8 locale is not installed (./dev installs locales-all)");
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("BANNERET_LOCALEDIR");
  gboolean french;

  /* Several app instances one after another: none is exported on a bus. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  /* gtk_test_init() sets a locale of its own: French is set after it. */
  gtk_test_init (&argc, &argv, NULL);
  g_unsetenv ("LC_ALL");
  g_unsetenv ("LANGUAGE");
  g_setenv ("LANG", "fr_FR.UTF-8", TRUE);
  french = setlocale (LC_ALL, "") != NULL && localedir != NULL;
  if (french)
    {
      bindtextdomain (GETTEXT_PACKAGE, localedir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }
  if (french)
    {
      g_test_add ("/french/sections", Fixture, NULL, fixture_set_up, test_sections_in_french, fixture_tear_down);
      g_test_add ("/french/roster", Fixture, NULL, fixture_set_up, test_roster_in_french, fixture_tear_down);
      g_test_add ("/french/battle", Fixture, NULL, fixture_set_up, test_battle_in_french, fixture_tear_down);
    }
  else
    g_test_add_func ("/french/sections", test_no_french_locale);
  return g_test_run ();
}
