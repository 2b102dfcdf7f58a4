/* test-armies-ui.c — the Armies section, the army builder, the muster
 * dialog and the unit editor, under a real display (Xvfb). Each test drives
 * the widgets the way a player would, then compares what they show with
 * what the libraries say (bn_army_check(), the unit rules) and reads the
 * database to see what was really saved. */
#include "bn-config.h"

#include <math.h>

#include <glib/gstdio.h>

#include "bn-application.h"
#include "bn-armies-view.h"
#include "bn-army-builder.h"
#include "bn-battle-record-dialog.h"
#include "bn-battles-view.h"
#include "bn-fight-dialog.h"
#include "bn-muster-dialog.h"
#include "bn-points-bar.h"
#include "bn-unit-editor.h"
#include "bn-window.h"

typedef struct
{
  char *dir;
  char *db_path;
  BnApplication *app;
  BnWindow *window;
  BnLeaderRules *leader_rules;
  BnUnitRules *unit_rules;
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

/* Waits for @pointer, a weak pointer to a window, to be cleared. */
static void
wait_until_gone (gpointer *pointer)
{
  guint timeout = g_timeout_add_seconds (30, on_timeout_cb, "a window to close");

  while (*pointer != NULL)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  drain ();
}

static void
start_app (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;

  fixture->app = bn_application_new ();
  /* Several applications live and die in this one process: without an ID
   * none of them claims the bus name or object path of the real one. */
  g_application_set_application_id (G_APPLICATION (fixture->app), NULL);
  g_application_set_flags (G_APPLICATION (fixture->app), G_APPLICATION_NON_UNIQUE);
  bn_application_set_db_path (fixture->app, fixture->db_path);
  g_application_register (G_APPLICATION (fixture->app), NULL, &error);
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (fixture->app));

  fixture->window = BN_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (fixture->app)));
  g_assert_nonnull (fixture->window);
  wait_until_mapped (GTK_WIDGET (fixture->window));
}

static void
stop_app (Fixture *fixture)
{
  GList *windows;

  if (fixture->app == NULL)
    return;
  while ((windows = gtk_application_get_windows (GTK_APPLICATION (fixture->app))) != NULL)
    gtk_window_destroy (windows->data);
  drain ();
  g_clear_object (&fixture->app);
  fixture->window = NULL;
}

static BnStore *
store_of (Fixture *fixture)
{
  BnStore *store = bn_application_get_store (fixture->app);

  g_assert_nonnull (store);
  return store;
}

static BnArmiesView *
armies_view (Fixture *fixture)
{
  bn_window_set_section (fixture->window, "armies");
  drain ();
  return bn_window_get_armies_view (fixture->window);
}

/* Makes a campaign straight in the database file, before the app opens it. */
static gint64
create_campaign_in_file (Fixture    *fixture,
                         const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
  g_autoptr(BnCampaign) campaign = NULL;

  g_assert_no_error (error);
  campaign = bn_store_create_campaign (store, name, 7, &error);
  g_assert_no_error (error);
  return campaign->id;
}

/* Generates and saves a leader through the library, from typed cards. */
static gint64
insert_leader (Fixture    *fixture,
               BnStore    *store,
               gint64      campaign_id,
               const char *name,
               gboolean    is_player,
               gboolean    is_hero,
               guint       rank,
               gint64      liege_id,
               const char *cards,
               guint      *out_household)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(BnLeader) leader = NULL;
  BnLeaderRequest request = { .name = name, .is_player = is_player, .is_hero = is_hero, .social_rank = rank };

  g_assert_true (bn_chance_push_cards_text (chance, cards, &error));
  leader = bn_leader_generate (fixture->leader_rules, chance, &request, NULL, &error);
  g_assert_no_error (error);
  leader->campaign_id = campaign_id;
  leader->liege_id = liege_id;
  leader->deal = -1;
  g_assert_true (bn_store_insert_leader (store, leader, &error));
  g_assert_no_error (error);
  if (out_household != NULL)
    *out_household = leader->household;
  return leader->id;
}

/* A campaign with Baron Hugh, of household 7, made in the file. */
static gint64
create_baron_in_file (Fixture *fixture,
                      gint64  *out_campaign_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = NULL;
  gint64 campaign_id = create_campaign_in_file (fixture, "The Welsh Marches");
  guint household = 0;
  gint64 id;

  store = bn_store_open (fixture->db_path, &error);
  g_assert_no_error (error);
  id = insert_leader (fixture, store, campaign_id, "Hugh", TRUE, FALSE, 0, 0, "6H,9S,5D", &household);
  g_assert_cmpuint (household, ==, 7);
  if (out_campaign_id != NULL)
    *out_campaign_id = campaign_id;
  return id;
}

/* Saves an army for @leader_id through the library: mustered from typed
 * cards, with the catalogue's @type_ids as regular units. */
static gint64
insert_army (Fixture            *fixture,
             gint64              leader_id,
             const char         *name,
             const char         *cards,
             const char * const *type_ids)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(BnArmy) army = bn_army_new (leader_id, name);
  g_autoptr(BnChance) chance = bn_chance_new_typed ();

  g_assert_no_error (error);
  leader = bn_store_get_leader (store, leader_id, &error);
  g_assert_no_error (error);
  g_assert_true (bn_chance_push_cards_text (chance, cards, &error));
  bn_army_set_muster (army, bn_muster_draw (fixture->leader_rules, chance, leader->household, &error));
  g_assert_no_error (error);
  for (guint i = 0; type_ids != NULL && type_ids[i] != NULL; i++)
    {
      BnUnit *unit = bn_unit_rules_new_unit (fixture->unit_rules, type_ids[i], &error);

      g_assert_no_error (error);
      g_ptr_array_add (army->units, bn_army_unit_new (unit, 0));
    }
  g_ptr_array_add (army->posts, bn_army_post_new (leader_id, BN_ARMY_ROLE_COMMANDER, -1));
  g_assert_true (bn_store_save_army (store, army, &error));
  g_assert_no_error (error);
  return army->id;
}

/* The check the library makes of @army, with its leader and domain as the
 * store has them: what the builder must show. */
static BnArmyReport *
check_in_library (Fixture      *fixture,
                  const BnArmy *army)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) leader = bn_store_get_leader (store_of (fixture), army->leader_id, &error);
  g_autoptr(GPtrArray) domain = NULL;

  g_assert_no_error (error);
  domain = bn_store_list_vassals (store_of (fixture), army->leader_id, &error);
  g_assert_no_error (error);
  return bn_army_check (army, fixture->unit_rules, fixture->leader_rules, leader, domain);
}

static void
assert_bar_matches_report (BnPointsBar        *bar,
                           const BnArmyReport *report)
{
  g_assert_cmpuint (bn_points_bar_get_total (bar), ==, report->army_points);
  g_assert_cmpuint (bn_points_bar_get_spent (bar), ==, report->spent);
  g_assert_cmpuint (bn_points_bar_get_promised (bar), ==, report->promised);
  g_assert_cmpuint (bn_points_bar_get_unspent (bar), ==, report->unspent);
  g_assert_cmpuint (bn_points_bar_get_over (bar), ==, report->over);
}

/* Presses "New Army", chooses the leader and a name, and presses Create. */
static BnArmyBuilder *
new_army (Fixture    *fixture,
          gint64      leader_id,
          const char *name)
{
  BnArmiesView *view = armies_view (fixture);
  AdwMessageDialog *dialog = bn_armies_view_new_army (view);

  g_assert_nonnull (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  g_assert_true (bn_armies_view_choose_new_army (view, leader_id, name));
  wait_until_gone ((gpointer *) &dialog);
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "builder");
  return bn_armies_view_get_builder (view);
}

static void
type_card (BnMusterDialog *dialog,
           const char     *text)
{
  bn_muster_dialog_type_card (dialog, text);
  drain ();
  g_assert_null (bn_muster_dialog_get_error (dialog));
}

/* Presses "Muster…" and gives the two cards, typed. */
static void
muster_typed (BnArmyBuilder *builder,
              const char    *multiplier,
              const char    *bonus)
{
  BnMusterDialog *dialog = bn_army_builder_muster (builder);

  g_assert_nonnull (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  g_assert_cmpstr (bn_muster_dialog_get_page (dialog), ==, "household");
  g_assert_true (bn_muster_dialog_continue (dialog));
  g_assert_cmpstr (bn_muster_dialog_get_step (dialog), ==, "army-multiplier");
  type_card (dialog, multiplier);
  g_assert_true (bn_muster_dialog_continue (dialog));
  g_assert_cmpstr (bn_muster_dialog_get_step (dialog), ==, "army-bonus");
  type_card (dialog, bonus);
  g_assert_true (bn_muster_dialog_continue (dialog));
  g_assert_cmpstr (bn_muster_dialog_get_page (dialog), ==, "summary");
  g_assert_true (bn_muster_dialog_continue (dialog));
  wait_until_gone ((gpointer *) &dialog);
}

static guint
minimum_promise (Fixture    *fixture,
                 const char *type_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnUnit) unit = bn_unit_rules_new_unit (fixture->unit_rules, type_id, &error);
  g_autoptr(BnCostBreakdown) breakdown = NULL;

  g_assert_no_error (error);
  unit->mercenary = TRUE;
  g_assert_cmpuint (bn_unit_rules_price (fixture->unit_rules, unit, &breakdown, &error), >, 0);
  g_assert_no_error (error);
  return bn_cost_breakdown_get_minimum_promise (breakdown);
}

static GPtrArray *
stored_armies (Fixture *fixture,
               gint64   campaign_id)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *armies = bn_store_list_armies (store_of (fixture), campaign_id, &error);

  g_assert_no_error (error);
  return armies;
}

/* Finds an open message dialog with @heading, as the player would see it. */
static AdwMessageDialog *
find_message_dialog (const char *heading)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) &&
          gtk_widget_get_visible (GTK_WIDGET (window)) &&
          g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (window)), heading) == 0)
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Clicks @dialog's button for @response, and waits for the dialog to go. */
static void
press (AdwMessageDialog *dialog,
       const char       *response)
{
  GtkWidget *button;

  g_assert_nonnull (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  button = find_button (GTK_WIDGET (dialog), adw_message_dialog_get_response_label (dialog, response));
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  wait_until_gone ((gpointer *) &dialog);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GSettings) settings = g_settings_new (BN_APP_ID);
  g_autoptr(GError) error = NULL;

  /* The memory backend lives as long as the process: each test starts
   * with no remembered campaign. */
  g_settings_reset (settings, "last-campaign");
  fixture->dir = g_dir_make_tmp ("banneret-armies-ui-XXXXXX", NULL);
  fixture->db_path = g_build_filename (fixture->dir, "campaign.db", NULL);
  fixture->leader_rules = bn_leader_rules_load_default (&error);
  g_assert_no_error (error);
  fixture->unit_rules = bn_unit_rules_load_default (&error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  const char *suffixes[] = { "", "-wal", "-shm" };

  stop_app (fixture);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *path = g_strconcat (fixture->db_path, suffixes[i], NULL);

      g_remove (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->db_path);
  g_free (fixture->dir);
  g_clear_pointer (&fixture->leader_rules, bn_leader_rules_unref);
  g_clear_pointer (&fixture->unit_rules, bn_unit_rules_unref);
}

/* ---- the section's pages ---- */

static void
test_empty_states_point_the_way (Fixture       *fixture,
                                 gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  BnArmiesView *view;
  gint64 campaign_id;

  start_app (fixture);
  view = armies_view (fixture);
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "no-campaign");
  g_assert_null (bn_armies_view_new_army (view));

  /* A campaign, but no one to raise an army. */
  {
    g_autoptr(BnCampaign) campaign = bn_store_create_campaign (store_of (fixture), "The Marches", 3, &error);

    g_assert_no_error (error);
    campaign_id = campaign->id;
  }
  bn_campaign_view_reload (bn_window_get_campaign_view (fixture->window));
  bn_campaign_view_set_campaign_id (bn_window_get_campaign_view (fixture->window), campaign_id);
  drain ();
  g_assert_cmpint (bn_armies_view_get_campaign_id (view), ==, campaign_id);
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "no-leaders");
  g_assert_null (bn_armies_view_new_army (view));

  /* A leader, but no army yet. */
  insert_leader (fixture, store_of (fixture), campaign_id, "Hugh", TRUE, FALSE, 0, 0, "6H,9S,5D", NULL);
  g_signal_emit_by_name (bn_window_get_leaders_view (fixture->window), "leaders-changed");
  drain ();
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "no-armies");
  g_assert_cmpuint (bn_armies_view_get_n_armies (view), ==, 0);
}

/* The Battles section follows a save in the Armies section at once, with
 * no restart: it no longer says "No Armies Yet", and Record a Battle
 * (Ctrl+N) and Fight a Battle (Ctrl+Shift+N) open their dialogs. */
static gboolean
close_dialog_of_type (GType type)
{
  GList *toplevels = gtk_window_list_toplevels ();
  gboolean found = FALSE;

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      {
        gtk_window_destroy (l->data);
        found = TRUE;
      }
  g_list_free (toplevels);
  drain ();
  return found;
}

static GtkWidget *
find_status_page (GtkWidget *root)
{
  if (ADW_IS_STATUS_PAGE (root))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_status_page (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The Battles section as the player finds it when he turns to it (a
 * section reads the database when it is shown), back in the section he
 * was in. */
static BnBattlesView *
battles_view_seen (Fixture *fixture)
{
  g_autofree char *was = g_strdup (bn_window_get_section (fixture->window));

  bn_window_set_section (fixture->window, "battles");
  drain ();
  bn_window_set_section (fixture->window, was);
  drain ();
  return bn_window_get_battles_view (fixture->window);
}

static void
assert_battles_see_armies (Fixture *fixture)
{
  BnBattlesView *battles = battles_view_seen (fixture);
  GtkWidget *status;

  drain ();
  status = find_status_page (GTK_WIDGET (battles));
  g_assert_nonnull (status);
  g_assert_cmpstr (bn_battles_view_get_page (battles), ==, "empty");
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (status)), ==, "No Battles Yet");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (battles), "battles.record", NULL));
  drain ();
  g_assert_true (close_dialog_of_type (BN_TYPE_BATTLE_RECORD_DIALOG));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (battles), "battles.fight", NULL));
  drain ();
  g_assert_true (close_dialog_of_type (BN_TYPE_FIGHT_DIALOG));
}

/* ---- raising an army ---- */

static void
test_build_muster_save_and_reopen (Fixture       *fixture,
                                   gconstpointer  user_data)
{
  g_autoptr(BnArmyReport) report = NULL;
  g_autoptr(GPtrArray) armies = NULL;
  g_autofree char *bar_text = NULL;
  const BnArmy *army;
  BnArmyBuilder *builder;
  BnArmiesView *view;
  gint64 campaign_id, leader_id, army_id;
  guint promise;

  leader_id = create_baron_in_file (fixture, &campaign_id);
  start_app (fixture);
  view = armies_view (fixture);
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "no-armies");
  /* Before the save, nothing to fight with: the keys do nothing. */
  {
    BnBattlesView *battles = battles_view_seen (fixture);

    g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (find_status_page (GTK_WIDGET (battles)))), ==,
                     "No Armies Yet");
    g_assert_false (gtk_widget_activate_action (GTK_WIDGET (battles), "battles.record", NULL) &&
                    close_dialog_of_type (BN_TYPE_BATTLE_RECORD_DIALOG));
  }

  builder = new_army (fixture, leader_id, "Host of the March");
  army = bn_army_builder_get_army (builder);
  g_assert_cmpstr (army->name, ==, "Host of the March");
  g_assert_cmpint (army->leader_id, ==, leader_id);
  g_assert_true (bn_army_builder_get_dirty (builder));
  /* Unmustered, the roster has no points, but may be kept as a template. */
  g_assert_false (bn_points_bar_get_mustered (bn_army_builder_get_points_bar (builder)));
  g_assert_nonnull (bn_army_report_find (bn_army_builder_get_report (builder), "not-mustered"));
  g_assert_true (bn_army_builder_can_save (builder));
  g_assert_nonnull (strstr (bn_army_builder_get_save_tooltip (builder), "template"));

  /* 7 × 6 for the red queen, + 1 for the ace. */
  muster_typed (builder, "QH", "AC");
  army = bn_army_builder_get_army (builder);
  g_assert_nonnull (army->muster);
  g_assert_cmpuint (army->muster->household, ==, 7);
  g_assert_cmpuint (army->muster->factor, ==, 6);
  g_assert_cmpuint (army->muster->army_points, ==, 43);
  g_assert_cmpuint (army->muster->draws->len, ==, 2);
  g_assert_cmpint (((BnDraw *) g_ptr_array_index (army->muster->draws, 0))->source, ==, BN_CHANCE_SOURCE_TYPED);
  /* Every card was typed: the campaign's shuffle is left for the next. */
  g_assert_cmpint (army->deal, ==, -1);
  g_assert_cmpuint (bn_points_bar_get_total (bn_army_builder_get_points_bar (builder)), ==, 43);

  g_assert_true (bn_army_builder_add_from_catalogue (builder, "mounted-knights", FALSE));
  g_assert_true (bn_army_builder_add_from_catalogue (builder, "men-at-arms", TRUE));
  army = bn_army_builder_get_army (builder);
  g_assert_cmpuint (army->units->len, ==, 2);
  g_assert_cmpstr (((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->type_id, ==, "mounted-knights");
  g_assert_false (((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->mercenary);
  g_assert_cmpuint (((BnArmyUnit *) g_ptr_array_index (army->units, 0))->promise, ==, 0);
  /* The mercenaries come promised the least the rules allow. */
  promise = minimum_promise (fixture, "men-at-arms");
  g_assert_true (((BnArmyUnit *) g_ptr_array_index (army->units, 1))->unit->mercenary);
  g_assert_cmpuint (((BnArmyUnit *) g_ptr_array_index (army->units, 1))->promise, ==, promise);

  /* The bar shows what the library's check says, and so do the units. */
  report = check_in_library (fixture, army);
  assert_bar_matches_report (bn_army_builder_get_points_bar (builder), report);
  g_assert_cmpuint (report->spent, ==, 24 + 3);
  g_assert_cmpuint (report->promised, ==, promise);
  g_assert_cmpuint (report->unspent, ==, 43 - 27 - promise);
  bar_text = bn_points_bar_get_text (bn_army_builder_get_points_bar (builder));
  g_assert_cmpstr (bar_text, ==, "Spent 27 · Promised 3 · Unspent 13 · Army 43");
  g_assert_cmpuint (bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR), ==, 0);
  g_assert_true (bn_army_builder_can_save (builder));
  g_assert_cmpuint (bn_army_builder_get_unit_max_figures (builder, 0), ==,
                    bn_unit_rules_get_max_figures (fixture->unit_rules,
                                                   ((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit));

  /* Figures are bounded by the class: a unit's cost does not depend on them. */
  g_assert_true (bn_army_builder_set_unit_figures (builder, 0, 99));
  g_assert_cmpuint (((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->figures, ==,
                    bn_army_builder_get_unit_max_figures (builder, 0));
  g_assert_true (bn_army_builder_set_unit_figures (builder, 0, 3));
  g_assert_cmpuint (((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->figures, ==, 3);
  g_assert_cmpuint (bn_army_builder_get_report (builder)->spent, ==, 27);
  g_assert_true (bn_army_builder_set_unit_figures (builder, 0, 5));

  g_assert_true (bn_army_builder_set_unit_colour (builder, 0, BN_COLOUR_RED));
  g_assert_true (bn_army_builder_set_unit_promise (builder, 1, promise + 2));
  army = bn_army_builder_get_army (builder);
  g_assert_cmpint (((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->colour, ==, BN_COLOUR_RED);
  g_assert_cmpuint (bn_points_bar_get_promised (bn_army_builder_get_points_bar (builder)), ==, promise + 2);

  g_assert_true (bn_army_builder_save (builder, NULL));
  g_assert_false (bn_army_builder_get_dirty (builder));
  army_id = bn_army_builder_get_army (builder)->id;
  g_assert_cmpint (army_id, >, 0);
  armies = stored_armies (fixture, campaign_id);
  g_assert_cmpuint (armies->len, ==, 1);
  assert_battles_see_armies (fixture);

  /* Nothing unsaved: back goes straight to the list, which has the army. */
  g_assert_true (bn_armies_view_go_back (view));
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "list");
  g_assert_cmpuint (bn_armies_view_get_n_armies (view), ==, 1);
  g_assert_cmpstr (bn_armies_view_get_row_subtitle (view, army_id), ==,
                   "Baron Hugh · 32 of 43 points · 2 units");
  g_assert_cmpstr (bn_armies_view_get_row_tag (view, army_id), ==, "Ready");

  /* A new run of the app finds the same roster. */
  stop_app (fixture);
  start_app (fixture);
  view = armies_view (fixture);
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "list");
  g_assert_true (bn_armies_view_open_army (view, army_id));
  builder = bn_armies_view_get_builder (view);
  g_assert_false (bn_army_builder_get_dirty (builder));
  army = bn_army_builder_get_army (builder);
  g_assert_cmpuint (army->units->len, ==, 2);
  g_assert_cmpuint (bn_army_get_points (army), ==, 43);
  g_assert_cmpstr (((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->type_id, ==, "mounted-knights");
  g_assert_cmpint (((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->colour, ==, BN_COLOUR_RED);
  g_assert_cmpstr (((BnArmyUnit *) g_ptr_array_index (army->units, 1))->unit->type_id, ==, "men-at-arms");
  g_assert_true (((BnArmyUnit *) g_ptr_array_index (army->units, 1))->unit->mercenary);
  g_assert_cmpuint (((BnArmyUnit *) g_ptr_array_index (army->units, 1))->promise, ==, promise + 2);
  g_clear_pointer (&report, bn_army_report_free);
  report = check_in_library (fixture, army);
  assert_bar_matches_report (bn_army_builder_get_points_bar (builder), report);
}

static void
test_over_points_blocks_save (Fixture       *fixture,
                              gconstpointer  user_data)
{
  const char *types[] = { "mounted-knights", NULL };
  g_autoptr(BnArmyReport) report = NULL;
  const BnArmyProblem *over;
  BnArmyBuilder *builder;
  BnArmiesView *view;
  gint64 leader_id, army_id;
  guint n_added = 0;

  leader_id = create_baron_in_file (fixture, NULL);
  army_id = insert_army (fixture, leader_id, "Host of the March", "QH,AC", types);
  start_app (fixture);
  view = armies_view (fixture);
  g_assert_true (bn_armies_view_open_army (view, army_id));
  builder = bn_armies_view_get_builder (view);
  g_assert_true (bn_army_builder_can_save (builder));
  g_assert_false (bn_army_builder_shows_problem (builder, "over-points", -1));

  /* Knights at 24 each: the second takes the roster over its 43 points. */
  while (bn_army_builder_get_report (builder)->over == 0)
    {
      g_assert_true (bn_army_builder_add_from_catalogue (builder, "mounted-knights", FALSE));
      g_assert_cmpuint (++n_added, <, 10);
    }
  report = check_in_library (fixture, bn_army_builder_get_army (builder));
  over = bn_army_report_find (report, "over-points");
  g_assert_nonnull (over);
  g_assert_cmpuint (report->over, ==, 48 - 43);
  assert_bar_matches_report (bn_army_builder_get_points_bar (builder), report);
  g_assert_cmpuint (bn_points_bar_get_over (bn_army_builder_get_points_bar (builder)), ==, 5);
  g_assert_true (bn_army_builder_shows_problem (builder, "over-points", -1));
  g_assert_false (bn_army_builder_can_save (builder));
  /* The tooltip says why, in the check's words. */
  g_assert_nonnull (strstr (bn_army_builder_get_save_tooltip (builder), "more than the army's 43 points"));
  g_assert_false (bn_army_builder_save (builder, NULL));

  /* Going back asks first; Save is offered only once the roster can be saved. */
  g_assert_false (bn_armies_view_go_back (view));
  g_assert_nonnull (bn_armies_view_get_dialog (view));
  g_assert_false (adw_message_dialog_get_response_enabled (bn_armies_view_get_dialog (view), "save"));
  press (bn_armies_view_get_dialog (view), "cancel");
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "builder");

  /* The player trims: Save comes back. */
  g_assert_true (bn_army_builder_remove_unit (builder, bn_army_builder_get_army (builder)->units->len - 1));
  g_assert_cmpuint (bn_army_builder_get_report (builder)->over, ==, 0);
  g_assert_false (bn_army_builder_shows_problem (builder, "over-points", -1));
  g_assert_true (bn_army_builder_can_save (builder));
}

static void
test_problems_shown_on_rows (Fixture       *fixture,
                             gconstpointer  user_data)
{
  BnArmyBuilder *builder;
  gint64 leader_id;

  leader_id = create_baron_in_file (fixture, NULL);
  start_app (fixture);
  builder = new_army (fixture, leader_id, "Host of the March");
  muster_typed (builder, "QH", "AC");
  g_assert_true (bn_army_builder_add_from_catalogue (builder, "mounted-knights", FALSE));
  g_assert_true (bn_army_builder_add_from_catalogue (builder, "hobilars", FALSE));
  g_assert_cmpuint (bn_army_builder_get_unit_max_figures (builder, 1), ==, 3);

  /* Peasants may not be hired: the catalogue's row refuses, with the rule. */
  g_assert_false (bn_army_builder_add_from_catalogue (builder, "peasant-levy", TRUE));
  g_assert_cmpuint (bn_army_builder_get_army (builder)->units->len, ==, 2);

  /* A unit added takes the colour the roster needs most, as the command
   * line gives it: red, then blue. */
  g_assert_cmpint (((BnArmyUnit *) g_ptr_array_index (bn_army_builder_get_army (builder)->units, 0))->unit->colour, ==,
                   BN_COLOUR_RED);
  g_assert_cmpint (((BnArmyUnit *) g_ptr_array_index (bn_army_builder_get_army (builder)->units, 1))->unit->colour, ==,
                   BN_COLOUR_BLUE);
  g_assert_false (bn_army_builder_shows_problem (builder, "no-colour", 0));
  g_assert_false (bn_army_builder_shows_problem (builder, "no-colour", 1));

  /* A unit with no command colour is warned about on its own row. */
  g_assert_true (bn_army_builder_set_unit_colour (builder, 1, BN_COLOUR_NONE));
  g_assert_true (bn_army_builder_shows_problem (builder, "no-colour", 1));
  g_assert_false (bn_army_builder_shows_problem (builder, "no-colour", 0));
  g_assert_true (bn_army_builder_set_unit_colour (builder, 1, BN_COLOUR_GREEN));
  g_assert_false (bn_army_builder_shows_problem (builder, "no-colour", 1));
}

static void
test_going_back_asks_to_save (Fixture       *fixture,
                              gconstpointer  user_data)
{
  g_autoptr(GPtrArray) armies = NULL;
  BnArmyBuilder *builder;
  BnArmiesView *view;
  gint64 campaign_id, leader_id;

  leader_id = create_baron_in_file (fixture, &campaign_id);
  start_app (fixture);
  builder = new_army (fixture, leader_id, "Host of the March");
  view = bn_window_get_armies_view (fixture->window);
  g_assert_true (bn_armies_view_get_can_go_back (view));
  g_assert_true (bn_army_builder_add_from_catalogue (builder, "spearmen", FALSE));

  /* The window's back action is what Escape and Alt+Left do. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.back", NULL));
  drain ();
  g_assert_nonnull (bn_armies_view_get_dialog (view));
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "builder");
  press (bn_armies_view_get_dialog (view), "cancel");
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "builder");

  g_assert_false (bn_armies_view_go_back (view));
  press (bn_armies_view_get_dialog (view), "discard");
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "no-armies");
  armies = stored_armies (fixture, campaign_id);
  g_assert_cmpuint (armies->len, ==, 0);

  /* Saving from the question keeps the roster. */
  builder = new_army (fixture, leader_id, "Host of the March");
  g_assert_true (bn_army_builder_add_from_catalogue (builder, "spearmen", FALSE));
  g_assert_false (bn_armies_view_go_back (view));
  press (bn_armies_view_get_dialog (view), "save");
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "list");
  g_clear_pointer (&armies, g_ptr_array_unref);
  armies = stored_armies (fixture, campaign_id);
  g_assert_cmpuint (armies->len, ==, 1);
  g_assert_cmpuint (((BnArmy *) g_ptr_array_index (armies, 0))->units->len, ==, 1);
  /* A template: saved before it was mustered. */
  g_assert_null (((BnArmy *) g_ptr_array_index (armies, 0))->muster);
  g_assert_cmpstr (bn_armies_view_get_row_tag (view, ((BnArmy *) g_ptr_array_index (armies, 0))->id), ==,
                   "Not mustered");
}

/* ---- the muster dialog ---- */

static void
test_muster_refuses_bad_and_repeated_cards (Fixture       *fixture,
                                            gconstpointer  user_data)
{
  BnMusterDialog *dialog;
  BnArmyBuilder *builder;
  const char *error;
  gint64 leader_id;

  leader_id = create_baron_in_file (fixture, NULL);
  start_app (fixture);
  builder = new_army (fixture, leader_id, "Host of the March");
  dialog = bn_army_builder_muster (builder);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  g_assert_true (bn_muster_dialog_continue (dialog));
  g_assert_false (bn_muster_dialog_can_continue (dialog));

  bn_muster_dialog_type_card (dialog, "QX");
  g_assert_nonnull (bn_muster_dialog_get_error (dialog));
  g_assert_cmpstr (bn_muster_dialog_get_step (dialog), ==, "army-multiplier");
  g_assert_false (bn_muster_dialog_can_continue (dialog));

  type_card (dialog, "QH");
  g_assert_nonnull (strstr (bn_muster_dialog_get_outcome (dialog), "42"));
  g_assert_true (bn_muster_dialog_continue (dialog));

  /* The same card cannot come up twice in one muster. */
  bn_muster_dialog_type_card (dialog, "QH");
  error = bn_muster_dialog_get_error (dialog);
  g_assert_nonnull (error);
  g_assert_cmpstr (bn_muster_dialog_get_step (dialog), ==, "army-bonus");

  /* A joker adds nothing and calls for another bonus card. */
  type_card (dialog, "RJ");
  g_assert_true (bn_muster_dialog_continue (dialog));
  g_assert_cmpstr (bn_muster_dialog_get_page (dialog), ==, "card");
  g_assert_cmpstr (bn_muster_dialog_get_step (dialog), ==, "army-bonus");
  type_card (dialog, "3C");
  g_assert_true (bn_muster_dialog_continue (dialog));
  g_assert_cmpstr (bn_muster_dialog_get_page (dialog), ==, "summary");
  g_assert_true (bn_muster_dialog_continue (dialog));
  wait_until_gone ((gpointer *) &dialog);

  g_assert_cmpuint (bn_army_get_points (bn_army_builder_get_army (builder)), ==, 42 + 0 + 3);
  g_assert_cmpuint (bn_army_builder_get_army (builder)->muster->draws->len, ==, 3);
}

static void
test_muster_again_keeps_units (Fixture       *fixture,
                               gconstpointer  user_data)
{
  const char *types[] = { "mounted-knights", "spearmen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(BnArmy) stored = NULL;
  BnMusterDialog *dialog;
  BnArmyBuilder *builder;
  BnArmiesView *view;
  gint64 campaign_id, leader_id, army_id;
  guint deals;

  leader_id = create_baron_in_file (fixture, &campaign_id);
  army_id = insert_army (fixture, leader_id, "Host of the March", "QH,AC", types);
  start_app (fixture);
  view = armies_view (fixture);
  campaign = bn_store_get_campaign (store_of (fixture), campaign_id, &error);
  g_assert_no_error (error);
  deals = campaign->deals;

  /* "Muster Again…" in the row's menu. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "armies.muster", "x", army_id));
  builder = bn_armies_view_get_builder (view);
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "builder");
  dialog = NULL;
  {
    GListModel *toplevels = gtk_window_get_toplevels ();

    for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
      {
        g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

        if (BN_IS_MUSTER_DIALOG (window))
          dialog = BN_MUSTER_DIALOG (window);
      }
  }
  g_assert_nonnull (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  g_assert_true (bn_muster_dialog_continue (dialog));
  /* Both cards from the campaign's deck this time. */
  bn_muster_dialog_draw_from_deck (dialog);
  drain ();
  g_assert_null (bn_muster_dialog_get_error (dialog));
  while (g_strcmp0 (bn_muster_dialog_get_page (dialog), "summary") != 0)
    {
      g_assert_true (bn_muster_dialog_continue (dialog));
      if (g_strcmp0 (bn_muster_dialog_get_page (dialog), "card") == 0)
        bn_muster_dialog_draw_from_deck (dialog);
    }
  g_assert_true (bn_muster_dialog_continue (dialog));
  wait_until_gone ((gpointer *) &dialog);

  /* The units stay; the points are new: what the library musters from the
   * campaign's next shuffle. */
  {
    g_autoptr(BnChance) chance = bn_chance_new_seeded (bn_campaign_get_deal_seed (campaign, deals));
    g_autoptr(BnMuster) expected = bn_muster_draw (fixture->leader_rules, chance, 7, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (bn_army_get_points (bn_army_builder_get_army (builder)), ==, expected->army_points);
    g_assert_cmpint (((BnDraw *) g_ptr_array_index (bn_army_builder_get_army (builder)->muster->draws, 0))->source,
                     ==, BN_CHANCE_SOURCE_SEEDED);
  }
  g_assert_cmpuint (bn_army_builder_get_army (builder)->units->len, ==, 2);
  g_assert_cmpint (bn_army_builder_get_army (builder)->deal, ==, (gint) deals);
  g_assert_true (bn_army_builder_get_dirty (builder));

  /* Saved, the muster uses up the shuffle. */
  g_assert_true (bn_army_builder_save (builder, NULL));
  stored = bn_store_get_army (store_of (fixture), army_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stored->units->len, ==, 2);
  g_assert_cmpuint (bn_army_get_points (stored), ==, bn_army_get_points (bn_army_builder_get_army (builder)));
  g_clear_pointer (&campaign, bn_campaign_free);
  campaign = bn_store_get_campaign (store_of (fixture), campaign_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (campaign->deals, ==, deals + 1);
}

/* ---- the list's menu ---- */

static void
test_rename_duplicate_delete (Fixture       *fixture,
                              gconstpointer  user_data)
{
  const char *types[] = { "spearmen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) renamed = NULL;
  g_autoptr(GPtrArray) armies = NULL;
  AdwMessageDialog *dialog;
  BnArmiesView *view;
  gint64 campaign_id, leader_id, first, second;

  leader_id = create_baron_in_file (fixture, &campaign_id);
  first = insert_army (fixture, leader_id, "Host of the March", "QH,AC", types);
  second = insert_army (fixture, leader_id, "Border Riders", "5S,2D", types);
  start_app (fixture);
  view = armies_view (fixture);
  g_assert_cmpuint (bn_armies_view_get_n_armies (view), ==, 2);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "armies.rename", "x", first));
  dialog = bn_armies_view_get_dialog (view);
  g_assert_nonnull (dialog);
  bn_armies_view_set_dialog_text (view, "");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "rename"));
  bn_armies_view_set_dialog_text (view, "The March Host");
  press (dialog, "rename");
  renamed = bn_store_get_army (store_of (fixture), first, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (renamed->name, ==, "The March Host");

  /* The store refuses a name the leader already gives another army: its
   * message is shown, and nothing changes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "armies.rename", "x", second));
  bn_armies_view_set_dialog_text (view, "The March Host");
  press (bn_armies_view_get_dialog (view), "rename");
  dialog = find_message_dialog ("The Army Could Not Be Renamed");
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), !=, "");
  press (dialog, "close");
  g_clear_pointer (&renamed, bn_army_free);
  renamed = bn_store_get_army (store_of (fixture), second, &error);
  g_assert_cmpstr (renamed->name, ==, "Border Riders");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "armies.duplicate", "x", second));
  bn_armies_view_set_dialog_text (view, "Border Riders II");
  press (bn_armies_view_get_dialog (view), "duplicate");
  g_assert_cmpuint (bn_armies_view_get_n_armies (view), ==, 3);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "armies.delete", "x", first));
  dialog = bn_armies_view_get_dialog (view);
  g_assert_nonnull (dialog);
  press (dialog, "cancel");
  g_assert_cmpuint (bn_armies_view_get_n_armies (view), ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "armies.delete", "x", first));
  press (bn_armies_view_get_dialog (view), "delete");
  g_assert_cmpuint (bn_armies_view_get_n_armies (view), ==, 2);
  armies = stored_armies (fixture, campaign_id);
  g_assert_cmpuint (armies->len, ==, 2);
  for (guint i = 0; i < armies->len; i++)
    g_assert_cmpint (((BnArmy *) g_ptr_array_index (armies, i))->id, !=, first);
}

/* ---- the unit editor ---- */

static void
test_unit_editor_prices_and_refuses (Fixture       *fixture,
                                     gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) types = NULL;
  g_autoptr(BnCostBreakdown) breakdown = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *refusal = NULL;
  const BnArmy *army;
  BnArmyBuilder *builder;
  BnUnitEditor *editor;
  const BnUnit *unit;
  gint64 leader_id;
  guint price;

  leader_id = create_baron_in_file (fixture, NULL);
  start_app (fixture);
  builder = new_army (fixture, leader_id, "Host of the March");
  editor = bn_army_builder_new_unit_type (builder);
  g_assert_nonnull (editor);
  g_object_add_weak_pointer (G_OBJECT (editor), (gpointer *) &editor);
  wait_until_mapped (GTK_WIDGET (editor));

  /* Longbows, for foot: a price, the library's, with its breakdown. */
  bn_unit_editor_set_arm (editor, BN_ARM_FOOT);
  bn_unit_editor_set_armour (editor, BN_ARMOUR_LIGHT);
  g_assert_true (bn_unit_editor_set_weapon (editor, "longbow"));
  bn_unit_editor_set_morale (editor, BN_MORALE_GOOD);
  unit = bn_unit_editor_peek_unit (editor);
  price = bn_unit_rules_price (fixture->unit_rules, unit, &breakdown, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (price, >, 0);
  g_assert_cmpuint (bn_unit_editor_get_price (editor), ==, price);
  expected = bn_cost_breakdown_to_string (breakdown);
  g_assert_cmpstr (bn_unit_editor_get_breakdown (editor), ==, expected);
  g_assert_null (bn_unit_editor_get_refusal (editor));
  g_assert_cmpuint (bn_unit_editor_get_max_figures (editor), ==,
                    bn_unit_rules_get_max_figures (fixture->unit_rules, unit));

  /* The same longbows on horse: the rules refuse, naming rule and source,
   * and nothing can be added or saved. */
  bn_unit_editor_set_arm (editor, BN_ARM_HORSE);
  g_assert_cmpuint (bn_unit_editor_get_price (editor), ==, 0);
  g_assert_nonnull (bn_unit_editor_get_refusal (editor));
  g_assert_cmpuint (bn_unit_rules_price (fixture->unit_rules, bn_unit_editor_peek_unit (editor), NULL, &error), ==, 0);
  g_assert_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_ILLEGAL);
  refusal = bn_army_builder_sentence (error->message);
  g_clear_error (&error);
  g_assert_cmpstr (bn_unit_editor_get_refusal (editor), ==, refusal);
  g_assert_nonnull (strstr (refusal, "ongbows"));
  g_assert_nonnull (strstr (refusal, "(Lionheart"));
  g_assert_false (bn_unit_editor_add_to_army (editor));
  g_assert_false (bn_unit_editor_save_type (editor));
  g_assert_true (bn_unit_editor_set_weapon (editor, "lance"));
  g_assert_false (bn_unit_editor_set_weapon (editor, "halberd"));
  g_assert_cmpuint (bn_unit_editor_get_price (editor), >, 0);

  /* Back to foot archers, saved as the player's own type. */
  bn_unit_editor_set_arm (editor, BN_ARM_FOOT);
  g_assert_true (bn_unit_editor_set_weapon (editor, "longbow"));
  bn_unit_editor_set_name (editor, "Welsh Archers");
  g_assert_cmpuint (bn_unit_editor_get_price (editor), ==, price);
  g_assert_true (bn_unit_editor_save_type (editor));
  g_assert_true (bn_unit_editor_get_saved (editor));
  types = bn_store_list_unit_types (store_of (fixture), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (types->len, ==, 1);
  g_assert_cmpstr (((BnUnit *) g_ptr_array_index (types, 0))->type_id, ==, "custom-welsh-archers");
  g_assert_cmpstr (((BnUnit *) g_ptr_array_index (types, 0))->name, ==, "Welsh Archers");

  /* The catalogue shows it among the player's types. */
  bn_army_builder_search (builder, "welsh");
  g_assert_cmpuint (bn_army_builder_get_n_shown_types (builder), ==, 1);
  bn_army_builder_search (builder, "");
  g_assert_cmpuint (bn_army_builder_get_n_shown_types (builder), ==,
                    bn_unit_rules_get_n_unit_types (fixture->unit_rules) + 1);

  g_assert_true (bn_unit_editor_add_to_army (editor));
  wait_until_gone ((gpointer *) &editor);
  army = bn_army_builder_get_army (builder);
  g_assert_cmpuint (army->units->len, ==, 1);
  g_assert_cmpstr (((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->name, ==, "Welsh Archers");
  g_assert_cmpstr (((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit->type_id, ==, "custom-welsh-archers");
  g_assert_cmpuint (g_array_index (bn_army_builder_get_report (builder)->unit_costs, guint, 0), ==, price);

  /* And adds from the catalogue like any other type. */
  g_assert_true (bn_army_builder_add_from_catalogue (builder, "custom-welsh-archers", FALSE));
  g_assert_cmpuint (bn_army_builder_get_army (builder)->units->len, ==, 2);
}

/* A King/Leader made in the unit editor: priced by the unit rules at his
 * rating, his stand's one mounted figure, and on the roster with his
 * rating; a second one is an error the builder shows on him. Mounted,
 * light armour, spears, rating 3: (14 + 2 + 0) × 3/2 = 24. */
static void
test_unit_editor_king_leader (Fixture       *fixture,
                              gconstpointer  user_data)
{
  const BnArmy *army;
  const BnUnit *unit;
  BnArmyBuilder *builder;
  BnUnitEditor *editor;
  gint64 leader_id;

  leader_id = create_baron_in_file (fixture, NULL);
  start_app (fixture);
  builder = new_army (fixture, leader_id, "Royal Host");
  editor = bn_army_builder_new_unit_type (builder);
  g_object_add_weak_pointer (G_OBJECT (editor), (gpointer *) &editor);
  wait_until_mapped (GTK_WIDGET (editor));

  bn_unit_editor_set_arm (editor, BN_ARM_HORSE);
  bn_unit_editor_set_armour (editor, BN_ARMOUR_LIGHT);
  g_assert_true (bn_unit_editor_set_weapon (editor, "spear"));
  bn_unit_editor_set_morale (editor, BN_MORALE_FAIR);
  bn_unit_editor_set_leadership (editor, 3);
  unit = bn_unit_editor_peek_unit (editor);
  g_assert_cmpuint (unit->leadership, ==, 3);
  g_assert_cmpuint (bn_unit_editor_get_max_figures (editor), ==, 1);
  g_assert_cmpuint (unit->figures, ==, 1);
  g_assert_cmpuint (bn_unit_editor_get_price (editor), ==, 24);
  g_assert_cmpstr (bn_unit_editor_get_breakdown (editor), ==,
                   "King/Leader mounted 14 + light armour 2 + spear 0 = 16; leadership (rating 3) × 3/2 = 24");
  /* No King/Leader is light troops. */
  bn_unit_editor_set_light (editor, TRUE);
  g_assert_cmpuint (bn_unit_editor_get_price (editor), ==, 0);
  g_assert_nonnull (strstr (bn_unit_editor_get_refusal (editor), "King/Leader is not light troops"));
  bn_unit_editor_set_light (editor, FALSE);
  g_assert_true (bn_unit_editor_add_to_army (editor));
  wait_until_gone ((gpointer *) &editor);

  army = bn_army_builder_get_army (builder);
  g_assert_cmpuint (army->units->len, ==, 1);
  unit = ((BnArmyUnit *) g_ptr_array_index (army->units, 0))->unit;
  g_assert_cmpuint (unit->leadership, ==, 3);
  g_assert_cmpuint (g_array_index (bn_army_builder_get_report (builder)->unit_costs, guint, 0), ==, 24);
  g_assert_cmpuint (bn_army_builder_get_unit_max_figures (builder, 0), ==, 1);
  g_assert_false (bn_army_builder_shows_problem (builder, "two-kings", 0));
  /* His rating changed on the roster: price 16 × 1/2 = 8. */
  g_assert_true (bn_army_builder_set_unit_leadership (builder, 0, 1));
  unit = ((BnArmyUnit *) g_ptr_array_index (bn_army_builder_get_army (builder)->units, 0))->unit;
  g_assert_cmpuint (unit->leadership, ==, 1);
  g_assert_cmpuint (g_array_index (bn_army_builder_get_report (builder)->unit_costs, guint, 0), ==, 8);
  g_assert_true (bn_army_builder_set_unit_leadership (builder, 0, 3));
  g_assert_cmpuint (g_array_index (bn_army_builder_get_report (builder)->unit_costs, guint, 0), ==, 24);

  /* A second King/Leader, on foot at rating 1: one an army. */
  editor = bn_army_builder_new_unit_type (builder);
  g_object_add_weak_pointer (G_OBJECT (editor), (gpointer *) &editor);
  wait_until_mapped (GTK_WIDGET (editor));
  bn_unit_editor_set_arm (editor, BN_ARM_FOOT);
  bn_unit_editor_set_armour (editor, BN_ARMOUR_NONE);
  g_assert_true (bn_unit_editor_set_weapon (editor, "spear"));
  bn_unit_editor_set_leadership (editor, 1);
  g_assert_cmpuint (bn_unit_editor_get_max_figures (editor), ==, 2);
  g_assert_cmpuint (bn_unit_editor_get_price (editor), ==, 5);
  g_assert_true (bn_unit_editor_add_to_army (editor));
  wait_until_gone ((gpointer *) &editor);
  g_assert_true (bn_army_builder_shows_problem (builder, "two-kings", 1));
  g_assert_false (bn_army_builder_can_save (builder));
  g_assert_true (bn_army_builder_remove_unit (builder, 1));
  g_assert_false (bn_army_builder_shows_problem (builder, "two-kings", 1));
}

static void
test_type_id_from_name (Fixture       *fixture,
                        gconstpointer  user_data)
{
  g_autofree char *simple = bn_unit_editor_make_type_id ("Welsh Archers");
  g_autofree char *spaced = bn_unit_editor_make_type_id ("  Men of  Gwent! ");
  g_autofree char *accented = bn_unit_editor_make_type_id ("Brabançon Foot");

  g_assert_cmpstr (simple, ==, "custom-welsh-archers");
  g_assert_cmpstr (spaced, ==, "custom-men-of-gwent");
  g_assert_cmpstr (accented, ==, "custom-brabançon-foot");
}

/* ---- the layout ---- */

static gboolean
on_layout_timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Lets the window lay itself out at its new size. */
static void
settle (void)
{
  gboolean done = FALSE;

  g_timeout_add (500, on_layout_timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_panes_stack_when_narrow (Fixture       *fixture,
                              gconstpointer  user_data)
{
  BnArmyBuilder *builder;
  gint64 leader_id;

  leader_id = create_baron_in_file (fixture, NULL);
  start_app (fixture);
  builder = new_army (fixture, leader_id, "Host of the March");
  gtk_window_unmaximize (GTK_WINDOW (fixture->window));
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1100, 760);
  settle ();
  g_assert_false (bn_army_builder_is_stacked (builder));

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 520, 700);
  settle ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (builder)), <, 780);
  g_assert_true (bn_army_builder_is_stacked (builder));

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1100, 760);
  settle ();
  g_assert_false (bn_army_builder_is_stacked (builder));
}

/* The header is one row at any width: the title, New Army and a menu of
 * the other ways to raise an army, each with a tooltip and a name a
 * screen reader says. */
static void
test_header_one_row (Fixture       *fixture,
                     gconstpointer  user_data)
{
  static const char *const others[] = { "armies.raise", "armies.import" };
  const char *const type_ids[] = { "mounted-knights", NULL };
  BnArmiesView *view;
  GtkWidget *header, *button = NULL, *menu_button = NULL;
  GMenuModel *menu;
  guint n_buttons = 0, n_items = 0;
  graphene_rect_t new_bounds, menu_bounds, header_bounds;
  int min = 0;
  gint64 leader_id;

  leader_id = create_baron_in_file (fixture, NULL);
  insert_army (fixture, leader_id, "Host of the March", "QH,AC", type_ids);
  start_app (fixture);
  view = armies_view (fixture);
  g_assert_cmpstr (bn_armies_view_get_page (view), ==, "list");
  drain ();

  header = bn_armies_view_get_header (view);
  for (GtkWidget *child = gtk_widget_get_first_child (header); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child) || GTK_IS_MENU_BUTTON (child))
      {
        n_buttons++;
        g_assert_nonnull (gtk_widget_get_tooltip_text (child));
        if (GTK_IS_MENU_BUTTON (child))
          menu_button = child;
        else
          {
            button = child;
            g_assert_true (gtk_widget_has_css_class (child, "suggested-action"));
            g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), ==, "armies.new");
          }
      }
  g_assert_cmpuint (n_buttons, ==, 2);
  g_assert_nonnull (button);
  g_assert_nonnull (menu_button);

  /* That the icon-only menu is named for a screen reader by its tooltip
   * is checked with the accessible contexts, in /accessible/every-section. */
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button));
  g_assert_nonnull (menu);
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    {
      gboolean found = FALSE;

      for (int s = 0; s < g_menu_model_get_n_items (menu); s++)
        {
          g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);

          for (int k = 0; section != NULL && k < g_menu_model_get_n_items (section); k++)
            {
              g_autofree char *action = NULL;

              if (g_menu_model_get_item_attribute (section, k, G_MENU_ATTRIBUTE_ACTION, "s", &action)
                  && g_strcmp0 (action, others[i]) == 0)
                found = TRUE;
              n_items += i == 0;
            }
        }
      g_assert_true (found);
    }
  g_assert_cmpuint (n_items, ==, G_N_ELEMENTS (others));

  /* One row at 1280 px: the two side by side, the header no taller than
   * a button and the title's two lines. */
  gtk_window_unmaximize (GTK_WINDOW (fixture->window));
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 760);
  settle ();
  g_assert_true (gtk_widget_compute_bounds (button, header, &new_bounds));
  g_assert_true (gtk_widget_compute_bounds (menu_button, header, &menu_bounds));
  g_assert_true (gtk_widget_compute_bounds (header, header, &header_bounds));
  g_test_message ("header %.0f × %.0f px; New Army at %.0f, the menu at %.0f", header_bounds.size.width,
                  header_bounds.size.height, new_bounds.origin.y, menu_bounds.origin.y);
  g_assert_cmpfloat (fabs ((new_bounds.origin.y + new_bounds.size.height / 2)
                           - (menu_bounds.origin.y + menu_bounds.size.height / 2)), <=, 1);
  g_assert_cmpfloat (menu_bounds.origin.x, >, new_bounds.origin.x);
  g_assert_cmpfloat (header_bounds.size.height, <, 2 * new_bounds.size.height);
  /* On a phone, 360 px less the page's margins. */
  gtk_widget_measure (header, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, <=, 360 - 24);
}

int
main (int   argc,
      char *argv[])
{
  /* No session bus: each test's application stays private to the process
   * instead of exporting itself where the previous one may still be. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/armies-ui/empty-states", test_empty_states_point_the_way);
  ADD ("/armies-ui/build-muster-save-reopen", test_build_muster_save_and_reopen);
  ADD ("/armies-ui/over-points", test_over_points_blocks_save);
  ADD ("/armies-ui/problems-on-rows", test_problems_shown_on_rows);
  ADD ("/armies-ui/back-asks-to-save", test_going_back_asks_to_save);
  ADD ("/armies-ui/muster-card-errors", test_muster_refuses_bad_and_repeated_cards);
  ADD ("/armies-ui/muster-again", test_muster_again_keeps_units);
  ADD ("/armies-ui/rename-duplicate-delete", test_rename_duplicate_delete);
  ADD ("/armies-ui/unit-editor", test_unit_editor_prices_and_refuses);
  ADD ("/armies-ui/unit-editor/king-leader", test_unit_editor_king_leader);
  ADD ("/armies-ui/type-id", test_type_id_from_name);
  ADD ("/armies-ui/narrow-stacks", test_panes_stack_when_narrow);
  ADD ("/armies-ui/header-one-row", test_header_one_row);
#undef ADD

  return g_test_run ();
}
