/* test-undo-ui.c — what the app does to records besides making them, under
 * a real display (Xvfb): rename, archive and delete from the menus, each
 * taken back by Undo (the toast's button and Ctrl+Z run win.undo), and the
 * CLI's other writes reached from the app: moving a campaign on between
 * battles, assigning earned skill points, importing a roster. */
#include "bn-config.h"

#include <sqlite3.h>

#include <glib/gstdio.h>

#include "bn-application.h"
#include "bn-armies-view.h"
#include "bn-battles-view.h"
#include "bn-fight-dialog.h"
#include "bn-leaders-view.h"
#include "bn-record-menu.h"
#include "bn-window.h"
#include "bn-army-xml.h"
#include "bn-career.h"
#include "bn-leader-page.h"

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

static BnLeader *
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

/* The campaign and Baron Hugh, without an army yet. */
static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GSettings) settings = g_settings_new (BN_APP_ID);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(BnLeader) leader = NULL;

  g_settings_reset (settings, "last-campaign");
  fixture->dir = g_dir_make_tmp ("banneret-undo-ui-XXXXXX", NULL);
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

static BnLeader *
stored_leader (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;
  BnLeader *leader = bn_store_get_leader (bn_application_get_store (fixture->app), fixture->leader_id, &error);

  g_assert_no_error (error);
  return leader;
}

static void
test_delete_leader_and_undo (Fixture       *fixture,
                             gconstpointer  user_data)
{
  g_autoptr(BnLeader) before = NULL;
  g_autoptr(BnLeader) after = NULL;
  BnLeadersView *leaders;

  start_app (fixture);
  leaders = bn_window_get_leaders_view (fixture->window);
  before = stored_leader (fixture);
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (leaders), ==, 1);
  /* Nothing done yet: nothing to undo. */
  g_assert_false (bn_window_undo (fixture->window));

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->window), "win.record-delete",
                                                     bn_record_menu_target (BN_STORE_KIND_LEADER,
                                                                            fixture->leader_id)));
  drain ();
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (leaders), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL));
  drain ();
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (leaders), ==, 1);
  after = stored_leader (fixture);
  g_assert_true (bn_leader_equal_record (before, after));
  /* Undone once: a second Ctrl+Z has nothing left to take back. */
  g_assert_false (bn_window_undo (fixture->window));
}

static void
test_rename_archive_campaign_and_undo (Fixture       *fixture,
                                       gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  BnCampaignView *campaigns;

  start_app (fixture);
  campaigns = bn_window_get_campaign_view (fixture->window);
  g_assert_true (bn_window_rename_record (fixture->window, BN_STORE_KIND_CAMPAIGN, fixture->campaign_id,
                                          "The Welsh Marches", &error));
  g_assert_no_error (error);
  drain ();
  g_assert_cmpstr (bn_campaign_view_get_campaign (campaigns)->name, ==, "The Welsh Marches");
  g_assert_true (bn_window_undo (fixture->window));
  drain ();
  g_assert_cmpstr (bn_campaign_view_get_campaign (campaigns)->name, ==, "The Marches");

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->window), "win.record-archive",
                                                     bn_record_menu_target (BN_STORE_KIND_CAMPAIGN,
                                                                            fixture->campaign_id)));
  drain ();
  g_assert_true (bn_campaign_view_get_campaign (campaigns)->archived);
  g_assert_true (bn_window_undo (fixture->window));
  drain ();
  g_assert_false (bn_campaign_view_get_campaign (campaigns)->archived);

  /* A refused name changes nothing and leaves nothing to undo. */
  g_assert_false (bn_window_rename_record (fixture->window, BN_STORE_KIND_CAMPAIGN, fixture->campaign_id,
                                           "", &error));
  g_assert_nonnull (error);
  g_assert_false (bn_window_undo (fixture->window));
}

static void
test_advance_campaign (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) pending = NULL;
  g_autoptr(GPtrArray) ledger = NULL;
  gboolean household = FALSE;

  start_app (fixture);
  pending = bn_window_advance_campaign (fixture->window, fixture->campaign_id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (pending);
  ledger = bn_career_get_ledger (bn_application_get_store (fixture->app), fixture->leader_id, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < ledger->len; i++)
    household |= strstr (((BnLedgerEntry *) g_ptr_array_index (ledger, i))->rule, "household") != NULL;
  g_assert_true (household);
}

static void
test_assign_skill_point (Fixture       *fixture,
                         gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) before = NULL;
  g_autoptr(BnLeader) after = NULL;
  BnLeadersView *leaders;
  BnLeaderPage *page;
  sqlite3 *db;

  /* Two points earned in battle, not yet spread. */
  g_assert_cmpint (sqlite3_open (fixture->db_path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "UPDATE leader SET skill_points_earned = skill_points_earned + 2",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);

  start_app (fixture);
  before = stored_leader (fixture);
  leaders = bn_window_get_leaders_view (fixture->window);
  bn_window_set_section (fixture->window, "leaders");
  g_assert_true (bn_leaders_view_show_leader (leaders, fixture->leader_id));
  drain ();
  page = bn_leaders_view_get_leader_page (leaders);
  g_assert_true (bn_leader_page_assign_skill_point (page, "initiative", &error));
  g_assert_no_error (error);
  after = stored_leader (fixture);
  g_assert_cmpuint (after->skills[BN_SKILL_INITIATIVE], ==, before->skills[BN_SKILL_INITIATIVE] + 1);
  /* Two were earned: the second is spent, a third is refused. */
  g_assert_true (bn_leader_page_assign_skill_point (page, "combat-bonus", &error));
  g_assert_no_error (error);
  g_assert_false (bn_leader_page_assign_skill_point (page, "combat-bonus", &error));
  g_assert_nonnull (error);
}

static void
test_import_army (Fixture       *fixture,
                  gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) army = bn_army_new (fixture->leader_id, "Host");
  g_autoptr(BnChance) muster = bn_chance_new_typed ();
  g_autoptr(BnArmy) imported = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "host.xml", NULL);
  BnArmiesView *armies;
  gint64 id;

  g_assert_true (bn_chance_push_cards_text (muster, "QH,AC", &error));
  bn_army_set_muster (army, bn_muster_draw (fixture->leader_rules, muster, 8, &error));
  g_assert_no_error (error);
  g_ptr_array_add (army->units, bn_army_unit_new (bn_unit_rules_new_unit (fixture->unit_rules, "spearmen", &error), 0));
  g_assert_no_error (error);
  xml = bn_army_xml_write (army, NULL, NULL, fixture->unit_rules, FALSE);
  g_assert_true (g_file_set_contents (path, xml, -1, &error));

  start_app (fixture);
  armies = bn_window_get_armies_view (fixture->window);
  id = bn_armies_view_import_file (armies, path, fixture->leader_id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  drain ();
  g_assert_cmpuint (bn_armies_view_get_n_armies (armies), ==, 1);
  imported = bn_store_get_army (bn_application_get_store (fixture->app), id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (imported->name, ==, "Host");
  g_assert_cmpuint (imported->units->len, ==, 1);
  /* Undo takes the import back. */
  g_assert_true (bn_window_undo (fixture->window));
  drain ();
  g_assert_cmpuint (bn_armies_view_get_n_armies (armies), ==, 0);
  g_remove (path);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

#define ADD(path, func) \
  g_test_add ("/undo" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/delete-leader-and-undo", test_delete_leader_and_undo);
  ADD ("/rename-archive-campaign-and-undo", test_rename_archive_campaign_and_undo);
  ADD ("/advance-campaign", test_advance_campaign);
  ADD ("/assign-skill-point", test_assign_skill_point);
  ADD ("/import-army", test_import_army);
#undef ADD

  return g_test_run ();
}
