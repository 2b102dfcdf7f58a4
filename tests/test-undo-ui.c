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
#include "bn-battle-record-xml.h"
#include "bn-career.h"
#include "bn-leader-page.h"

#include "ui-fixture.h"


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
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==, "The Welsh Marches — Banneret");
  g_assert_true (bn_window_undo (fixture->window));
  drain ();
  g_assert_cmpstr (bn_campaign_view_get_campaign (campaigns)->name, ==, "The Marches");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==, "The Marches — Banneret");

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

/* Hugh's host and a battle it fought at the table, applied: the host is
 * renamed and archived, the battle deleted (its ledger lines go) and each
 * change is taken back by Undo. */
static void
test_army_and_applied_battle (Fixture       *fixture,
                              gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) army = bn_army_new (fixture->leader_id, "Host");
  g_autoptr(BnChance) muster = bn_chance_new_typed ();
  g_autoptr(BnChance) dice = bn_chance_new_typed ();
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GPtrArray) ledger_before = NULL;
  g_autoptr(GPtrArray) ledger_deleted = NULL;
  g_autoptr(GPtrArray) ledger_after = NULL;
  g_autofree char *xml = NULL;
  BnBattlesView *battles;
  BnStore *store;

  {
    g_autoptr(BnStore) file = bn_store_open (fixture->db_path, &error);

    g_assert_no_error (error);
    g_assert_true (bn_chance_push_cards_text (muster, "QH,AC", &error));
    bn_army_set_muster (army, bn_muster_draw (fixture->leader_rules, muster, 8, &error));
    g_assert_no_error (error);
    g_ptr_array_add (army->units, bn_army_unit_new (bn_unit_rules_new_unit (fixture->unit_rules,
                                                                             "mounted-knights", &error), 0));
    g_assert_no_error (error);
    g_ptr_array_add (army->posts, bn_army_post_new (fixture->leader_id, BN_ARMY_ROLE_COMMANDER, 0));
    g_assert_true (bn_store_save_army (file, army, &error));
    g_assert_no_error (error);
    xml = g_strdup_printf ("<battle-result format=\"1\" campaign=\"%" G_GINT64_FORMAT "\" army=\"%" G_GINT64_FORMAT
                           "\" opponent=\"Count Odo\" winner=\"player\" player-vp=\"5\" opponent-vp=\"2\">"
                           "<name>the ford</name><unit number=\"1\" lost=\"2\"/>"
                           "<leader id=\"%" G_GINT64_FORMAT "\" unit=\"1\"/>"
                           "<deed id=\"won-melee\" leader=\"%" G_GINT64_FORMAT "\" unit=\"1\" attached=\"true\"/>"
                           "<check leader=\"%" G_GINT64_FORMAT "\" kind=\"melee\"/></battle-result>",
                           fixture->campaign_id, army->id, fixture->leader_id, fixture->leader_id,
                           fixture->leader_id);
    bytes = g_bytes_new (xml, strlen (xml));
    record = bn_battle_record_xml_read_bytes (bytes, "the ford", &error);
    g_assert_no_error (error);
    g_assert_true (bn_career_record_battle (file, record, &error));
    g_assert_no_error (error);
    bn_chance_push_die (dice, 4);
    g_assert_true (bn_career_apply_battle (file, record->id, dice, &error));
    g_assert_no_error (error);
    ledger_before = bn_career_get_ledger (file, fixture->leader_id, &error);
    g_assert_no_error (error);
  }

  start_app (fixture);
  store = bn_application_get_store (fixture->app);
  battles = bn_window_get_battles_view (fixture->window);

  /* The host renamed, then archived; each undone. */
  g_assert_true (bn_window_rename_record (fixture->window, BN_STORE_KIND_ARMY, army->id, "Vanguard", &error));
  g_assert_no_error (error);
  drain ();
  {
    g_autoptr(BnArmy) stored = bn_store_get_army (store, army->id, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (stored->name, ==, "Vanguard");
  }
  g_assert_true (bn_window_undo (fixture->window));
  drain ();
  {
    g_autoptr(BnArmy) stored = bn_store_get_army (store, army->id, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (stored->name, ==, "Host");
  }
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->window), "win.record-archive",
                                                     bn_record_menu_target (BN_STORE_KIND_ARMY, army->id)));
  drain ();
  {
    g_autoptr(BnArmy) stored = bn_store_get_army (store, army->id, &error);

    g_assert_no_error (error);
    g_assert_true (stored->archived);
  }
  g_assert_true (bn_window_undo (fixture->window));
  drain ();
  {
    g_autoptr(BnArmy) stored = bn_store_get_army (store, army->id, &error);

    g_assert_no_error (error);
    g_assert_false (stored->archived);
  }

  /* The applied battle deleted: the careers are replayed without it. */
  g_assert_cmpuint (bn_battles_view_get_n_battles (battles), ==, 1);
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->window), "win.record-delete",
                                                     bn_record_menu_target (BN_STORE_KIND_BATTLE, record->id)));
  drain ();
  g_assert_cmpuint (bn_battles_view_get_n_battles (battles), ==, 0);
  ledger_deleted = bn_career_get_ledger (store, fixture->leader_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ledger_deleted->len, <, ledger_before->len);
  for (guint i = 0; i < ledger_deleted->len; i++)
    g_assert_cmpint (((BnLedgerEntry *) g_ptr_array_index (ledger_deleted, i))->battle_id, !=, record->id);

  /* Undone, it is back with the same lines. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL));
  drain ();
  g_assert_cmpuint (bn_battles_view_get_n_battles (battles), ==, 1);
  ledger_after = bn_career_get_ledger (store, fixture->leader_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ledger_after->len, ==, ledger_before->len);
  for (guint i = 0; i < ledger_after->len; i++)
    {
      g_autofree char *a = bn_ledger_entry_to_string (g_ptr_array_index (ledger_before, i));
      g_autofree char *b = bn_ledger_entry_to_string (g_ptr_array_index (ledger_after, i));

      g_assert_cmpstr (a, ==, b);
    }
}

/* Several changes, taken back one after another, the newest first, as
 * Ctrl+Z pressed again and again does. */
static void
test_several_in_turn (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  BnCampaignView *campaigns;
  BnLeadersView *leaders;

  start_app (fixture);
  campaigns = bn_window_get_campaign_view (fixture->window);
  leaders = bn_window_get_leaders_view (fixture->window);
  g_assert_true (bn_window_rename_record (fixture->window, BN_STORE_KIND_CAMPAIGN, fixture->campaign_id,
                                          "The Welsh Marches", &error));
  g_assert_no_error (error);
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->window), "win.record-archive",
                                                     bn_record_menu_target (BN_STORE_KIND_CAMPAIGN,
                                                                            fixture->campaign_id)));
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->window), "win.record-delete",
                                                     bn_record_menu_target (BN_STORE_KIND_LEADER,
                                                                            fixture->leader_id)));
  drain ();
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (leaders), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL));
  drain ();
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (leaders), ==, 1);
  g_assert_true (bn_campaign_view_get_campaign (campaigns)->archived);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL));
  drain ();
  g_assert_false (bn_campaign_view_get_campaign (campaigns)->archived);
  g_assert_cmpstr (bn_campaign_view_get_campaign (campaigns)->name, ==, "The Welsh Marches");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL));
  drain ();
  g_assert_cmpstr (bn_campaign_view_get_campaign (campaigns)->name, ==, "The Marches");
  /* All taken back: nothing more to undo. */
  g_assert_false (bn_window_undo (fixture->window));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* Toasts and page changes are shown at once: these tests destroy the
   * window right after an undo, and an animation still running then (its
   * skip on unmap) was seen to touch a freed object and crash the teardown. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

#define ADD(path, func) \
  g_test_add ("/undo" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/delete-leader-and-undo", test_delete_leader_and_undo);
  ADD ("/rename-archive-campaign-and-undo", test_rename_archive_campaign_and_undo);
  ADD ("/advance-campaign", test_advance_campaign);
  ADD ("/assign-skill-point", test_assign_skill_point);
  ADD ("/import-army", test_import_army);
  ADD ("/army-and-applied-battle", test_army_and_applied_battle);
  ADD ("/several-in-turn", test_several_in_turn);
#undef ADD

  return g_test_run ();
}
