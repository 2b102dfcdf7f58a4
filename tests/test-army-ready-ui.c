/* test-army-ready-ui.c — an army that may not take the field, in the
 * Battles section, under a real display (Xvfb).
 *
 * Baron Hugh has two armies: "Host", mustered, and "Second host", the same
 * units never mustered. Play a Battle and Fight a Battle hold both to one
 * check (bn_army_check_ready()): each refuses the second host in its words,
 * and Play leads to the army, where it is mustered.
 */
#include "bn-config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "bn-application.h"
#include "bn-armies-view.h"
#include "bn-army-builder.h"
#include "bn-army-ready.h"
#include "bn-battles-view.h"
#include "bn-fight-dialog.h"
#include "bn-window.h"

typedef struct
{
  char *dir;
  char *db_path;
  BnApplication *app;
  BnWindow *window;
  gint64 campaign_id;
  gint64 mustered_id;
  gint64 unmustered_id;
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

static BnArmy *
hugh_army (BnLeaderRules *leader_rules,
           BnUnitRules   *unit_rules,
           gint64         leader_id,
           guint          household,
           const char    *name,
           gboolean       mustered)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) muster = bn_chance_new_typed ();
  BnArmy *army = bn_army_new (leader_id, name);
  const char *types[] = { "mounted-knights", "spearmen" };

  if (mustered)
    {
      g_assert_true (bn_chance_push_cards_text (muster, "QH,AC", &error));
      bn_army_set_muster (army, bn_muster_draw (leader_rules, muster, household, &error));
      g_assert_no_error (error);
    }
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      BnUnit *unit = bn_unit_rules_new_unit (unit_rules, types[i], &error);

      g_assert_no_error (error);
      g_ptr_array_add (army->units, bn_army_unit_new (unit, 0));
    }
  g_ptr_array_add (army->posts, bn_army_post_new (leader_id, BN_ARMY_ROLE_COMMANDER, -1));
  return army;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GSettings) settings = g_settings_new (BN_APP_ID);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(BnArmy) host = NULL;
  g_autoptr(BnArmy) second = NULL;
  g_autoptr(BnLeaderRules) leader_rules = bn_leader_rules_load_default (&error);
  g_autoptr(BnUnitRules) unit_rules = bn_unit_rules_load_default (&error);
  BnLeaderRequest request = { .name = "Hugh", .is_player = TRUE };

  g_assert_no_error (error);
  g_settings_reset (settings, "last-campaign");
  fixture->dir = g_dir_make_tmp ("banneret-army-ready-ui-XXXXXX", NULL);
  fixture->db_path = g_build_filename (fixture->dir, "campaign.db", NULL);
  store = bn_store_open (fixture->db_path, &error);
  g_assert_no_error (error);
  campaign = bn_store_create_campaign (store, "The Marches", 7, &error);
  g_assert_no_error (error);
  fixture->campaign_id = campaign->id;
  g_assert_true (bn_chance_push_cards_text (chance, "5C,7H,8D", &error));
  leader = bn_leader_generate (leader_rules, chance, &request, NULL, &error);
  g_assert_no_error (error);
  leader->campaign_id = campaign->id;
  leader->deal = -1;
  g_assert_true (bn_store_insert_leader (store, leader, &error));

  host = hugh_army (leader_rules, unit_rules, leader->id, leader->household, "Host", TRUE);
  g_assert_true (bn_store_save_army (store, host, &error));
  fixture->mustered_id = host->id;
  second = hugh_army (leader_rules, unit_rules, leader->id, leader->household, "Second host", FALSE);
  g_assert_true (bn_store_save_army (store, second, &error));
  g_assert_no_error (error);
  fixture->unmustered_id = second->id;
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  const char *suffixes[] = { "", "-wal", "-shm" };
  GList *windows;

  if (fixture->app != NULL)
    {
      while ((windows = gtk_application_get_windows (GTK_APPLICATION (fixture->app))) != NULL)
        gtk_window_destroy (windows->data);
      drain ();
      g_clear_object (&fixture->app);
    }
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *path = g_strconcat (fixture->db_path, suffixes[i], NULL);

      g_remove (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->db_path);
  g_free (fixture->dir);
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

static GtkWidget *
find_widget (GtkWidget *root,
             GType      type,
             gboolean (*match) (GtkWidget *widget, gconstpointer data),
             gconstpointer data)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && (match == NULL || match (root, data)))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
labelled (GtkWidget     *widget,
          gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static gboolean
titled (GtkWidget     *widget,
        gconstpointer  title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

/* The position of the army named @name in a Play dialog's army row. */
static guint
choice_of (GtkWidget  *row,
           const char *name)
{
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (row));

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (strstr (gtk_string_list_get_string (GTK_STRING_LIST (model), i), name) != NULL)
      return i;
  g_assert_not_reached ();
  return 0;
}

/* The library's words for the army that may not take the field. */
static char *
refusal_of (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;
  BnStore *store = bn_application_get_store (fixture->app);
  g_autoptr(BnArmy) army = bn_store_get_army (store, fixture->unmustered_id, &error);

  g_assert_no_error (error);
  g_assert_false (bn_army_check_ready (store, army, &error));
  g_assert_nonnull (error);
  return g_strdup (error->message);
}

/* Play a Battle with the second host: Play waits, the row says why in the
 * library's words (Fight's), and "Open the Army" leads to it. */
static void
test_play_refuses_unmustered (Fixture       *fixture,
                              gconstpointer  user_data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  g_autofree char *refusal = NULL;
  GtkWidget *dialog = NULL, *mine, *theirs, *row, *button;
  BnArmiesView *armies;

  start_app (fixture);
  refusal = refusal_of (fixture);
  g_assert_nonnull (strstr (refusal, "“Second host” has not been mustered yet"));
  bn_window_set_section (fixture->window, "battles");
  drain ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bn_window_get_battles_view (fixture->window)),
                                             "battles.play", NULL));
  drain ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window))
        dialog = GTK_WIDGET (window);
    }
  g_assert_nonnull (dialog);
  mine = find_widget (dialog, ADW_TYPE_COMBO_ROW, titled, "Your army");
  theirs = find_widget (dialog, ADW_TYPE_COMBO_ROW, titled, "Opponent");
  row = find_widget (dialog, ADW_TYPE_ACTION_ROW, titled, "This army may not take the field");
  g_assert_nonnull (mine);
  g_assert_nonnull (theirs);
  g_assert_nonnull (row);

  /* The mustered host against a host raised for points: nothing to say. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (mine), choice_of (mine, "Host"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (theirs), choice_of (theirs, "raised"));
  drain ();
  g_assert_false (gtk_widget_get_visible (row));
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "play"));

  /* The second host, on either side. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (mine), choice_of (mine, "Second host"));
  drain ();
  g_assert_true (gtk_widget_get_visible (row));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, refusal);
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "play"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (mine), choice_of (mine, "Host"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (theirs), choice_of (theirs, "Second host"));
  drain ();
  g_assert_true (gtk_widget_get_visible (row));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "play"));

  /* The way forward: the army, in the Armies section. */
  button = find_widget (row, GTK_TYPE_BUTTON, NULL, NULL);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  drain ();
  g_assert_cmpstr (bn_window_get_section (fixture->window), ==, "armies");
  armies = bn_window_get_armies_view (fixture->window);
  g_assert_cmpstr (bn_armies_view_get_page (armies), ==, "builder");
  g_assert_cmpint (bn_army_builder_get_army (bn_armies_view_get_builder (armies))->id, ==, fixture->unmustered_id);
}

/* Fight a Battle refuses the same army in the same words. */
static void
test_fight_refuses_in_the_same_words (Fixture       *fixture,
                                      gconstpointer  user_data)
{
  g_autofree char *refusal = NULL;
  BnFightDialog *dialog;
  BnArmiesView *armies;
  GtkWidget *button;

  start_app (fixture);
  refusal = refusal_of (fixture);
  bn_window_set_section (fixture->window, "battles");
  drain ();
  dialog = bn_battles_view_fight_battle (bn_window_get_battles_view (fixture->window));
  g_assert_nonnull (dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  g_assert_true (bn_fight_dialog_set_army (dialog, fixture->mustered_id));
  bn_fight_dialog_set_opponent_kind (dialog, BN_FIGHT_OPPONENT_POINTS);
  bn_fight_dialog_set_points (dialog, 200);
  bn_fight_dialog_set_seed_text (dialog, "42");
  drain ();
  g_assert_true (bn_fight_dialog_can_fight (dialog));
  g_assert_true (bn_fight_dialog_set_army (dialog, fixture->unmustered_id));
  drain ();
  g_assert_cmpstr (bn_fight_dialog_get_refusal (dialog), ==, refusal);
  g_assert_false (bn_fight_dialog_can_fight (dialog));
  g_assert_false (bn_fight_dialog_can_play (dialog));

  /* The same way forward as Play's: the army, in the Armies section. */
  button = find_widget (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, labelled, "_Open the Army");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
  drain ();
  g_assert_cmpstr (bn_window_get_section (fixture->window), ==, "armies");
  armies = bn_window_get_armies_view (fixture->window);
  g_assert_cmpstr (bn_armies_view_get_page (armies), ==, "builder");
  g_assert_cmpint (bn_army_builder_get_army (bn_armies_view_get_builder (armies))->id, ==, fixture->unmustered_id);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/army-ready-ui/play-refuses-unmustered", test_play_refuses_unmustered);
  ADD ("/army-ready-ui/fight-refuses-in-the-same-words", test_fight_refuses_in_the_same_words);
#undef ADD

  return g_test_run ();
}
