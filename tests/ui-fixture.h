/* ui-fixture.h — what the window tests share: a campaign file with
 * Baron Hugh in it, an application on it under Xvfb, and the helpers to
 * wait for the main loop. Each test file includes it once. */
#pragma once

#include "bn-config.h"

#include <glib/gstdio.h>

#include "bn-application.h"
#include "bn-window.h"

typedef struct
{
  char *dir;
  char *db_path;
  BnApplication *app;
  BnWindow *window;
  BnLeaderRules *leader_rules;
  BnUnitRules *unit_rules;
  gint64 campaign_id;
  gint64 leader_id;
} Fixture;

static G_GNUC_UNUSED gboolean
on_timeout_cb (gpointer user_data)
{
  g_error ("timed out waiting for %s", (const char *) user_data);
  return G_SOURCE_REMOVE;
}

static G_GNUC_UNUSED void
drain (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static G_GNUC_UNUSED void
wait_until_mapped (GtkWidget *widget)
{
  guint timeout = g_timeout_add_seconds (30, on_timeout_cb, "a window to be shown");

  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  drain ();
}

static G_GNUC_UNUSED void
start_app (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;

  /* The app's own random picks (a battle's seed) follow the test's seed,
   * which GLib prints: a failure is reproduced with --seed. */
  g_random_set_seed (g_test_rand_int ());
  fixture->app = bn_application_new ();
  g_application_set_application_id (G_APPLICATION (fixture->app), NULL);
  g_application_set_flags (G_APPLICATION (fixture->app),
                           g_application_get_flags (G_APPLICATION (fixture->app)) | G_APPLICATION_NON_UNIQUE);
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

static G_GNUC_UNUSED void
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

static G_GNUC_UNUSED BnLeader *
make_leader (Fixture    *fixture,
             const char *name,
             const char *cards,
             gboolean    is_player)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  BnLeaderRequest request = { .name = name, .is_player = is_player, .social_rank = is_player ? 0 : 1 };
  BnLeader *leader;

  g_assert_true (bn_chance_push_cards_text (chance, cards, &error));
  leader = bn_leader_generate (fixture->leader_rules, chance, &request, NULL, &error);
  g_assert_no_error (error);
  leader->campaign_id = fixture->campaign_id;
  leader->deal = -1;
  return leader;
}

/* Saves a mustered army of @types for @leader_id, led by him. Returns:
 * its id. */
static G_GNUC_UNUSED gint64
save_army (Fixture    *fixture,
           gint64      leader_id,
           const char *name,
           const char *const *types)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
  g_autoptr(BnChance) muster = bn_chance_new_typed ();
  g_autoptr(BnArmy) army = bn_army_new (leader_id, name);

  g_assert_no_error (error);
  g_assert_true (bn_chance_push_cards_text (muster, "QH,AC", &error));
  bn_army_set_muster (army, bn_muster_draw (fixture->leader_rules, muster, 8, &error));
  g_assert_no_error (error);
  for (guint i = 0; types[i] != NULL; i++)
    {
      BnUnit *unit = bn_unit_rules_new_unit (fixture->unit_rules, types[i], &error);

      g_assert_no_error (error);
      unit->colour = (BnColour) (1 + i % 3);
      g_ptr_array_add (army->units, bn_army_unit_new (unit, 0));
    }
  g_ptr_array_add (army->posts, bn_army_post_new (leader_id, BN_ARMY_ROLE_COMMANDER, -1));
  g_assert_true (bn_store_save_army (store, army, &error));
  g_assert_no_error (error);
  return army->id;
}

/* Closes every window but the main one (dialogs a test opened). */
static G_GNUC_UNUSED void
close_other_windows (Fixture *fixture)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GList *others = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (window != GTK_WINDOW (fixture->window))
        others = g_list_prepend (others, window);
    }
  g_list_free_full (others, (GDestroyNotify) gtk_window_destroy);
  drain ();
}

/* The campaign and Baron Hugh, without an army yet. */
static G_GNUC_UNUSED void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GSettings) settings = g_settings_new (BN_APP_ID);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(BnLeader) leader = NULL;

  g_settings_reset (settings, "last-campaign");
  fixture->dir = g_dir_make_tmp ("banneret-ui-XXXXXX", NULL);
  fixture->db_path = g_build_filename (fixture->dir, "campaign.db", NULL);
  fixture->leader_rules = bn_leader_rules_load_default (&error);
  g_assert_no_error (error);
  fixture->unit_rules = bn_unit_rules_load_default (&error);
  g_assert_no_error (error);

  store = bn_store_open (fixture->db_path, &error);
  g_assert_no_error (error);
  campaign = bn_store_create_campaign (store, "The Marches", 7, &error);
  g_assert_no_error (error);
  fixture->campaign_id = campaign->id;
  leader = make_leader (fixture, "Hugh", "5C,7H,8D", TRUE);
  g_assert_true (bn_store_insert_leader (store, leader, &error));
  fixture->leader_id = leader->id;
}

static G_GNUC_UNUSED void
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

