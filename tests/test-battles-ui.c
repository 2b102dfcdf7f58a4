/* test-battles-ui.c — the Battles and Chronicle sections, under a real
 * display (Xvfb). The campaign, its Baron and his army are made through the
 * libraries; the battle is recorded and applied through the dialogs' own
 * steps, then what the pages show is compared with what the store holds. */
#include "bn-config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "bn-application.h"
#include "bn-army-generator.h"
#include "bn-battle-page.h"
#include "bn-battle-record-dialog.h"
#include "bn-battles-view.h"
#include "bn-career.h"
#include "bn-career-chronicle.h"
#include "bn-chronicle-sheet.h"
#include "bn-chronicle-view.h"
#include "bn-fight-dialog.h"
#include "bn-honor-chart.h"
#include "bn-leaders-view.h"
#include "bn-odds-dialog.h"
#include "bn-played-battle.h"
#include "bn-play-online-dialog.h"
#include "bn-played-battle-summary.h"
#include "bn-net-link.h"
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
  gint64 army_id;
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

static BnStore *
store_of (Fixture *fixture)
{
  BnStore *store = bn_application_get_store (fixture->app);

  g_assert_nonnull (store);
  return store;
}

/* The campaign, Baron Hugh (cards 5C, 7H, 8D: Known esteem, Chivalric) and
 * his army of mounted knights and spearmen, made in the file through the
 * libraries before the app opens it. */
static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GSettings) settings = g_settings_new (BN_APP_ID);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(BnChance) muster = bn_chance_new_typed ();
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(BnArmy) army = NULL;
  BnLeaderRequest request = { .name = "Hugh", .is_player = TRUE };
  const char *types[] = { "mounted-knights", "spearmen" };

  g_settings_reset (settings, "last-campaign");
  fixture->dir = g_dir_make_tmp ("banneret-battles-ui-XXXXXX", NULL);
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
  g_assert_true (bn_chance_push_cards_text (chance, "5C,7H,8D", &error));
  leader = bn_leader_generate (fixture->leader_rules, chance, &request, NULL, &error);
  g_assert_no_error (error);
  leader->campaign_id = campaign->id;
  leader->deal = -1;
  g_assert_true (bn_store_insert_leader (store, leader, &error));
  fixture->leader_id = leader->id;

  army = bn_army_new (leader->id, "Host");
  g_assert_true (bn_chance_push_cards_text (muster, "QH,AC", &error));
  bn_army_set_muster (army, bn_muster_draw (fixture->leader_rules, muster, leader->household, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      BnUnit *unit = bn_unit_rules_new_unit (fixture->unit_rules, types[i], &error);

      g_assert_no_error (error);
      g_ptr_array_add (army->units, bn_army_unit_new (unit, 0));
    }
  g_ptr_array_add (army->posts, bn_army_post_new (leader->id, BN_ARMY_ROLE_COMMANDER, -1));
  g_assert_true (bn_store_save_army (store, army, &error));
  g_assert_no_error (error);
  fixture->army_id = army->id;
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

static BnBattlesView *
battles_view (Fixture *fixture)
{
  bn_window_set_section (fixture->window, "battles");
  drain ();
  return bn_window_get_battles_view (fixture->window);
}

/* Opens the record dialog and fills in the ford: Hugh with the knights,
 * who lost 2 figures and won a melee with him attached and a herald near. */
static BnBattleRecordDialog *
fill_in_the_ford (Fixture *fixture)
{
  BnBattleRecordDialog *dialog = bn_battles_view_record_battle (battles_view (fixture));

  g_assert_nonnull (dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  /* Nothing entered yet: unfinished, not wrong. */
  g_assert_null (bn_battle_record_dialog_get_refusal (dialog));
  bn_battle_record_dialog_set_text (dialog, "name", "the ford");
  bn_battle_record_dialog_set_text (dialog, "date", "spring 1190");
  bn_battle_record_dialog_set_text (dialog, "opponent", "Count Odo");
  g_assert_true (bn_battle_record_dialog_set_army (dialog, fixture->army_id));
  bn_battle_record_dialog_set_result (dialog, BN_WINNER_PLAYER, 5, 2);
  g_assert_cmpuint (bn_battle_record_dialog_set_unit (dialog, BN_SIDE_PLAYER, 1, 2, FALSE, FALSE), ==, 2);
  g_assert_true (bn_battle_record_dialog_set_leader (dialog, fixture->leader_id, TRUE, 1));
  g_assert_true (bn_battle_record_dialog_set_check (dialog, fixture->leader_id, BN_CHECK_MELEE, 14, FALSE, 1, NULL));
  return dialog;
}

static void
test_record_apply_and_chronicle (Fixture       *fixture,
                                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) battles = NULL;
  g_autoptr(GPtrArray) ledger = NULL;
  g_autoptr(BnChronicle) chronicle = NULL;
  g_autoptr(GFile) pdf = NULL;
  g_autofree char *pdf_path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *text = NULL;
  BnBattleRecordDialog *dialog;
  BnBattlesView *view;
  BnBattlePage *page;
  BnChronicleView *chronicle_view;
  GPtrArray *shown;
  gint64 battle_id;
  guint n_pages = 0, n_lines = 0;
  gsize length;

  start_app (fixture);
  view = battles_view (fixture);
  g_assert_cmpstr (bn_battles_view_get_page (view), ==, "empty");

  dialog = fill_in_the_ford (fixture);
  g_assert_true (bn_battle_record_dialog_add_deed (dialog, "won-melee", 1, fixture->leader_id, TRUE, TRUE));
  g_assert_null (bn_battle_record_dialog_get_refusal (dialog));
  g_assert_true (bn_battle_record_dialog_save (dialog));
  drain ();

  /* Saved once, as the store has it; its page is shown. */
  battles = bn_career_list_battles (store_of (fixture), fixture->campaign_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (battles->len, ==, 1);
  battle_id = ((BnBattleRecord *) g_ptr_array_index (battles, 0))->id;
  g_assert_cmpuint (bn_battles_view_get_n_battles (view), ==, 1);
  g_assert_nonnull (strstr (bn_battles_view_get_row_subtitle (view, battle_id), "Count Odo"));
  g_assert_cmpstr (bn_battles_view_get_page (view), ==, "battle");
  page = bn_battles_view_get_battle_page (view);
  g_assert_cmpuint (bn_battle_page_get_record (page)->units->len, ==, 1);
  g_assert_cmpuint (((BnBattleRecordUnit *) g_ptr_array_index (bn_battle_page_get_record (page)->units, 0))->figures_lost, ==, 2);

  /* Apply: no cards typed, so the campaign's deck deals what is needed. */
  {
    BnApplyDialog *apply = bn_battle_page_ask_apply (page);

    g_assert_nonnull (apply);
    g_assert_true (bn_battle_page_answer_apply (page, apply, "", ""));
  }
  drain ();
  g_assert_true (bn_battle_page_get_record (page)->applied);

  /* The page shows exactly the store's ledger lines for this battle. */
  ledger = bn_career_get_ledger (store_of (fixture), fixture->leader_id, &error);
  g_assert_no_error (error);
  shown = bn_battle_page_get_ledger_lines (page);
  for (guint i = 0; i < ledger->len; i++)
    {
      const BnLedgerEntry *entry = g_ptr_array_index (ledger, i);
      g_autofree char *line = NULL;

      if (entry->battle_id != battle_id)
        continue;
      line = bn_ledger_entry_to_words (entry);
      g_assert_cmpuint (n_lines, <, shown->len);
      g_assert_cmpstr (g_ptr_array_index (shown, n_lines), ==, line);
      n_lines++;
    }
  g_assert_cmpuint (n_lines, ==, shown->len);
  g_assert_cmpuint (n_lines, >, 0);
  {
    gboolean found = FALSE;

    for (guint i = 0; i < shown->len; i++)
      found = found || strstr (g_ptr_array_index (shown, i), "won a melee (unit 1): 1 × 2 attached × 2 herald") != NULL;
    g_assert_true (found);
  }

  /* The chronicle: one chapter for the battle, one point on the chart, and
   * the text `leader chronicle` prints. */
  bn_window_set_section (fixture->window, "chronicle");
  drain ();
  chronicle_view = bn_window_get_chronicle_view (fixture->window);
  g_assert_true (bn_chronicle_view_choose_leader (chronicle_view, fixture->leader_id));
  g_assert_cmpstr (bn_chronicle_view_get_page (chronicle_view), ==, "chronicle");
  g_assert_cmpuint (bn_chronicle_view_get_n_chapters (chronicle_view), ==, 1);
  g_assert_nonnull (strstr (bn_chronicle_view_get_chapter_title (chronicle_view, 0), "the ford"));
  g_assert_cmpuint (bn_honor_chart_get_n_points (bn_chronicle_view_get_chart (chronicle_view)), ==, 1);
  chronicle = bn_chronicle_new (store_of (fixture), fixture->leader_rules, fixture->leader_id, &error);
  g_assert_no_error (error);
  text = bn_chronicle_to_text (chronicle);
  g_assert_cmpstr (bn_chronicle_view_get_text (chronicle_view), ==, text);
  g_assert_nonnull (strstr (text, "In the battle at the ford"));

  pdf_path = g_build_filename (fixture->dir, "chronicle.pdf", NULL);
  pdf = g_file_new_for_path (pdf_path);
  g_assert_true (bn_chronicle_view_export_pdf (chronicle_view, pdf, &n_pages, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_pages, >=, 1);
  g_assert_true (g_file_get_contents (pdf_path, &contents, &length, NULL));
  g_assert_true (length > 4 && memcmp (contents, "%PDF", 4) == 0);
  g_remove (pdf_path);
}

static void
test_refused_record_saves_nothing (Fixture       *fixture,
                                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) battles = NULL;
  BnBattleRecordDialog *dialog;
  const char *refusal;

  start_app (fixture);
  dialog = fill_in_the_ford (fixture);

  /* The losses spin button is bounded by the roster's figures, the number
   * the library checks against (5 mounted knights): six cannot be typed. */
  g_assert_cmpuint (bn_battle_record_dialog_get_unit_figures (dialog, BN_SIDE_PLAYER, 1), ==, 5);
  g_assert_cmpuint (bn_battle_record_dialog_set_unit (dialog, BN_SIDE_PLAYER, 1, 6, FALSE, FALSE), ==, 5);
  g_assert_null (bn_battle_record_dialog_get_refusal (dialog));

  /* A deed the library refuses: attached to the spearmen, while his post
   * is with the knights. Its reason is shown and Save is off. */
  g_assert_true (bn_battle_record_dialog_add_deed (dialog, "won-melee", 2, fixture->leader_id, TRUE, FALSE));
  refusal = bn_battle_record_dialog_get_refusal (dialog);
  g_assert_nonnull (refusal);
  g_assert_nonnull (strstr (refusal, "attached to unit 2, but his post is another unit"));
  g_assert_false (bn_battle_record_dialog_can_save (dialog));
  g_assert_false (bn_battle_record_dialog_save (dialog));

  battles = bn_career_list_battles (store_of (fixture), fixture->campaign_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (battles->len, ==, 0);
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
  g_assert_cmpuint (bn_battles_view_get_n_battles (bn_window_get_battles_view (fixture->window)), ==, 0);
}

/* Opens the fight dialog with the Baron's host against an army raised for
 * 200 points, on the open field with seed 42. */
static BnFightDialog *
open_fight (Fixture *fixture)
{
  BnFightDialog *dialog = bn_battles_view_fight_battle (battles_view (fixture));

  g_assert_nonnull (dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  g_assert_true (bn_fight_dialog_set_army (dialog, fixture->army_id));
  bn_fight_dialog_set_points (dialog, 200);
  g_assert_true (bn_fight_dialog_set_scenario (dialog, "open-field"));
  bn_fight_dialog_set_seed_text (dialog, "42");
  drain ();
  return dialog;
}

static void
test_fight_for_points (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRecord) stored = NULL;
  g_autoptr(GFile) log_file = NULL;
  g_autofree char *log_path = NULL;
  g_autofree char *contents = NULL;
  BnBattlesView *view;
  BnBattlePage *page;
  BnFightDialog *dialog;
  const BnFoughtBattle *fought;
  gint64 battle_id;

  start_app (fixture);
  view = battles_view (fixture);
  g_assert_cmpstr (bn_battles_view_get_page (view), ==, "empty");
  dialog = open_fight (fixture);
  g_assert_null (bn_fight_dialog_get_refusal (dialog));
  g_assert_true (bn_fight_dialog_can_fight (dialog));

  battle_id = bn_fight_dialog_fight (dialog);
  g_assert_cmpint (battle_id, >, 0);
  drain ();

  /* The battle is stored, listed, and open on its page, not yet applied. */
  stored = bn_career_get_battle (store_of (fixture), battle_id, &error);
  g_assert_no_error (error);
  g_assert_false (stored->applied);
  g_assert_cmpint (stored->army_id, ==, fixture->army_id);
  g_assert_cmpint (stored->opponent_army_id, ==, 0);
  g_assert_nonnull (stored->opponent);
  g_assert_cmpuint (bn_battles_view_get_n_battles (view), ==, 1);
  g_assert_cmpstr (bn_battles_view_get_page (view), ==, "battle");
  page = bn_battles_view_get_battle_page (view);
  g_assert_cmpint (bn_battle_page_get_record (page)->id, ==, battle_id);

  /* How it was fought: the scenario and seed the dialog was given. */
  fought = bn_battle_page_get_fought (page);
  g_assert_nonnull (fought);
  g_assert_cmpstr (fought->scenario, ==, "open-field");
  g_assert_cmpuint (fought->seed, ==, 42);

  /* Its log is saved as stored: the file "battle replay" reads. */
  log_path = g_build_filename (fixture->dir, "log.xml", NULL);
  log_file = g_file_new_for_path (log_path);
  g_assert_true (bn_battle_page_save_log (page, log_file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (log_path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, fought->log);
  g_remove (log_path);

  /* Applied like a battle fought at the table. */
  {
    BnApplyDialog *apply = bn_battle_page_ask_apply (page);

    g_assert_nonnull (apply);
    g_assert_true (bn_battle_page_answer_apply (page, apply, "", ""));
  }
  drain ();
  g_assert_true (bn_battle_page_get_record (page)->applied);
}

/* The dialog's Rules row picks the ruleset; the stored log follows it. */
static void
test_fight_under_battlelore (Fixture       *fixture,
                             gconstpointer  data)
{
  BnFightDialog *dialog;
  const BnFoughtBattle *fought;
  gint64 battle_id;

  start_app (fixture);
  dialog = open_fight (fixture);
  g_assert_false (bn_fight_dialog_set_rules (dialog, "chess"));
  g_assert_true (bn_fight_dialog_set_rules (dialog, "battlelore"));
  drain ();
  battle_id = bn_fight_dialog_fight (dialog);
  g_assert_cmpint (battle_id, >, 0);
  drain ();
  fought = bn_battle_page_get_fought (bn_battles_view_get_battle_page (battles_view (fixture)));
  g_assert_nonnull (fought);
  g_assert_nonnull (strstr (fought->log, " rules=\"battlelore\""));
}

static void
test_fight_refusals (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) battles = NULL;
  g_autoptr(GFile) bad_file = NULL;
  g_autofree char *bad_path = NULL;
  BnFightDialog *dialog;
  const char *refusal;

  start_app (fixture);
  dialog = open_fight (fixture);

  /* The campaign holds one army only. */
  bn_fight_dialog_set_opponent_kind (dialog, BN_FIGHT_OPPONENT_ARMY);
  refusal = bn_fight_dialog_get_refusal (dialog);
  g_assert_nonnull (refusal);
  g_assert_nonnull (strstr (refusal, "no other army"));
  g_assert_cmpint (bn_fight_dialog_fight (dialog), ==, 0);

  bn_fight_dialog_set_opponent_kind (dialog, BN_FIGHT_OPPONENT_ROSTER);
  g_assert_nonnull (strstr (bn_fight_dialog_get_refusal (dialog), "roster"));

  /* A roster that is not one is refused in the reader's words, naming it. */
  bad_path = g_build_filename (fixture->dir, "odo.xml", NULL);
  g_assert_true (g_file_set_contents (bad_path, "<army><unit>", -1, NULL));
  bad_file = g_file_new_for_path (bad_path);
  g_assert_false (bn_fight_dialog_set_roster_file (dialog, bad_file));
  g_assert_nonnull (strstr (bn_fight_dialog_get_refusal (dialog), "odo.xml"));
  g_assert_false (bn_fight_dialog_can_fight (dialog));
  g_remove (bad_path);

  /* A seed must be a number. */
  bn_fight_dialog_set_points (dialog, 200);
  g_assert_true (bn_fight_dialog_can_fight (dialog));
  bn_fight_dialog_set_seed_text (dialog, "forty-two");
  g_assert_nonnull (strstr (bn_fight_dialog_get_refusal (dialog), "seed"));
  g_assert_cmpint (bn_fight_dialog_fight (dialog), ==, 0);

  battles = bn_career_list_battles (store_of (fixture), fixture->campaign_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (battles->len, ==, 0);
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

/* The post-battle sequence asks for each die when it needs it: a refused
 * entry keeps everything given before, a value can be taken back, and the
 * summary shows what the battle gives before anything is kept. */
static void
test_apply_step_by_step (Fixture       *fixture,
                         gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) ledger = NULL;
  BnBattleRecordDialog *dialog;
  BnApplyDialog *apply;
  BnBattlePage *page;
  gboolean rolled_14 = FALSE;
  g_autofree char *summary = NULL;

  start_app (fixture);
  battles_view (fixture);
  dialog = fill_in_the_ford (fixture);
  /* His check is to be rolled when the sequence asks. */
  g_assert_true (bn_battle_record_dialog_set_check (dialog, fixture->leader_id, BN_CHECK_MELEE, 0, FALSE, 1, NULL));
  g_assert_true (bn_battle_record_dialog_save (dialog));
  drain ();
  page = bn_battles_view_get_battle_page (bn_window_get_battles_view (fixture->window));

  apply = bn_battle_page_ask_apply (page);
  g_assert_nonnull (apply);
  g_assert_nonnull (strstr (bn_apply_dialog_get_wanted (apply), "personal combat skill check"));
  g_assert_false (bn_apply_dialog_wants_card (apply));

  g_assert_false (bn_apply_dialog_give (apply, "25"));
  g_assert_nonnull (strstr (bn_apply_dialog_get_error (apply), "not a D20 roll"));
  g_assert_cmpuint (bn_apply_dialog_get_n_given (apply), ==, 0);

  /* A 20 strikes him: the Special Results card is asked for next, and what
   * the die decided is shown already. */
  g_assert_true (bn_apply_dialog_give (apply, "20"));
  g_assert_null (bn_apply_dialog_get_error (apply));
  g_assert_cmpuint (bn_apply_dialog_get_n_given (apply), ==, 1);
  g_assert_true (bn_apply_dialog_wants_card (apply));
  g_assert_nonnull (strstr (bn_apply_dialog_get_wanted (apply), "Special Results card, as he was struck"));
  g_assert_cmpuint (bn_apply_dialog_get_n_decided (apply), >, 0);
  /* Taken back, the same check is asked for again. */
  g_assert_true (bn_apply_dialog_take_back (apply));
  g_assert_cmpuint (bn_apply_dialog_get_n_given (apply), ==, 0);
  g_assert_nonnull (strstr (bn_apply_dialog_get_wanted (apply), "personal combat skill check"));
  g_assert_true (bn_apply_dialog_give (apply, "14"));
  g_assert_true (bn_apply_dialog_deal_the_rest (apply));
  g_assert_null (bn_apply_dialog_get_wanted (apply));
  g_assert_cmpuint (bn_apply_dialog_get_n_summary_lines (apply), >, 0);
  /* It ends on a summary per leader: his name, where the battle leaves
   * him, then his lines, the die typed among them. */
  summary = bn_apply_dialog_dup_summary (apply);
  g_test_message ("%s", summary);
  g_assert_true (g_str_has_prefix (summary, "Hugh\nHonor "));
  /* His esteem in words, with the name the rules give its level. */
  g_assert_true (g_regex_match_simple ("^Hugh\nHonor [0-9]+, esteem [0-9]+ \\((Unknown|Ordinary|Known|Notable|Famous|"
                                       "Extraordinary)\\), rank [0-9]+, active\n(  .*\n)*"
                                       "  melee check: D20 14 [^\n]*\n", summary, 0, 0));
  /* Nothing is kept before Apply. */
  g_assert_false (bn_battle_page_get_record (page)->applied);
  g_assert_true (bn_apply_dialog_apply (apply));
  drain ();
  g_assert_true (bn_battle_page_get_record (page)->applied);

  ledger = bn_career_get_ledger (store_of (fixture), fixture->leader_id, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < ledger->len; i++)
    {
      const BnLedgerEntry *line = g_ptr_array_index (ledger, i);

      rolled_14 |= line->card != NULL && strcmp (line->card, "D20 14") == 0;
    }
  g_assert_true (rolled_14);
}

/* A blow is warded off by one of the leader's own retainers, chosen from
 * them: one he does not have cannot be named. */
static void
test_record_retainers_are_his_own (Fixture       *fixture,
                                   gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) hugh = NULL;
  const char *his = NULL;
  BnBattleRecordDialog *dialog;

  start_app (fixture);
  hugh = bn_store_get_leader (store_of (fixture), fixture->leader_id, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < hugh->retainers->len && his == NULL; i++)
    if (((BnRetainer *) g_ptr_array_index (hugh->retainers, i))->kind == BN_RETAINER_COMMON)
      his = ((BnRetainer *) g_ptr_array_index (hugh->retainers, i))->type_id;
  g_assert_nonnull (his);
  dialog = fill_in_the_ford (fixture);
  g_assert_false (bn_battle_record_dialog_set_check (dialog, fixture->leader_id, BN_CHECK_MELEE, 14, FALSE, 1,
                                                     "bishop"));
  g_assert_true (bn_battle_record_dialog_set_check (dialog, fixture->leader_id, BN_CHECK_MELEE, 14, FALSE, 1, his));
  g_assert_null (bn_battle_record_dialog_get_refusal (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* ---- recording a tabletop battle by clicks ----
 *
 * The helpers below act on the dialog's own widgets, found by what they
 * show, and count what a player would click: a button, a check, a field
 * to type into, a drop-down opened and an item chosen (two). Typing and
 * Tab are not clicks. */

static const char *
row_title (GtkWidget *widget)
{
  return ADW_IS_PREFERENCES_ROW (widget) ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)) : NULL;
}

/* The first widget of @type under @root (depth first) for which @match,
 * when given, holds. */
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
titled (GtkWidget     *widget,
        gconstpointer  title)
{
  return g_strcmp0 (row_title (widget), title) == 0;
}

/* A button whose label, mnemonic underscore aside, is @label. */
static gboolean
labelled (GtkWidget     *widget,
          gconstpointer  label)
{
  GtkWidget *text = find_widget (widget, GTK_TYPE_LABEL, NULL, NULL);
  g_autofree char *shown = NULL;

  if (text == NULL)
    return FALSE;
  shown = g_strdup (gtk_label_get_label (GTK_LABEL (text)));
  /* "_Add Deed" reads "Add Deed". */
  for (char *from = shown, *to = shown;; from++)
    if (*from != '_' && (*to++ = *from) == '\0')
      break;
  return g_strcmp0 (shown, label) == 0;
}

/* A unit's row: "N. name", its subtitle saying whose. */
typedef struct
{
  guint number;
  const char *side;
} UnitWanted;

static gboolean
unit_row (GtkWidget     *widget,
          gconstpointer  data)
{
  const UnitWanted *wanted = data;
  g_autofree char *prefix = g_strdup_printf ("%u. ", wanted->number);
  const char *subtitle = ADW_IS_ACTION_ROW (widget) ? adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)) : NULL;

  return row_title (widget) != NULL && g_str_has_prefix (row_title (widget), prefix) &&
         subtitle != NULL && g_str_has_prefix (subtitle, wanted->side);
}

/* A row of the battle page whose subtitle (or, with none, title) holds
 * the text @data. */
static gboolean
row_saying (GtkWidget     *widget,
            gconstpointer  data)
{
  const char *subtitle = ADW_IS_ACTION_ROW (widget) ? adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)) : NULL;
  const char *text = subtitle != NULL ? subtitle : row_title (widget);

  return text != NULL && strstr (text, data) != NULL;
}

/* Fought under Junior General, the page's losses are counted in stands. */
static void
test_fight_under_junior_general (Fixture       *fixture,
                                 gconstpointer  data)
{
  BnFightDialog *dialog;
  GtkWidget *page;

  start_app (fixture);
  dialog = open_fight (fixture);
  g_assert_true (bn_fight_dialog_set_rules (dialog, "junior-general"));
  drain ();
  g_assert_cmpint (bn_fight_dialog_fight (dialog), >, 0);
  drain ();
  page = GTK_WIDGET (bn_battles_view_get_battle_page (battles_view (fixture)));
  g_assert_nonnull (strstr (bn_battle_page_get_fought (BN_BATTLE_PAGE (page))->log, " rules=\"junior-general\""));
  g_assert_true (find_widget (page, ADW_TYPE_PREFERENCES_ROW, row_saying, " lost") != NULL);
  g_assert_true (find_widget (page, ADW_TYPE_PREFERENCES_ROW, row_saying, "stands lost") != NULL
                 || find_widget (page, ADW_TYPE_PREFERENCES_ROW, row_saying, "stand lost") != NULL
                 || find_widget (page, ADW_TYPE_PREFERENCES_ROW, row_saying, "No unit lost a stand") != NULL);
  g_assert_null (find_widget (page, ADW_TYPE_PREFERENCES_ROW, row_saying, "figures lost"));
  g_assert_null (find_widget (page, ADW_TYPE_PREFERENCES_ROW, row_saying, "figure lost"));
  g_assert_null (find_widget (page, ADW_TYPE_PREFERENCES_ROW, row_saying, "lost a figure"));
}

static void
click_button (GtkWidget *root,
              const char *label,
              guint     *clicks)
{
  GtkWidget *button = find_widget (root, GTK_TYPE_BUTTON, labelled, label);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  (*clicks)++;
  drain ();
}

static void
type_into_row (GtkWidget  *dialog,
               const char *title,
               const char *text,
               guint      *clicks)
{
  GtkWidget *row = find_widget (dialog, ADW_TYPE_ENTRY_ROW, titled, title);

  g_assert_nonnull (row);
  gtk_widget_grab_focus (row);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  (*clicks)++;
  drain ();
}

static void
choose_in_row (GtkWidget  *dialog,
               const char *title,
               const char *item,
               guint      *clicks)
{
  AdwComboRow *row = ADW_COMBO_ROW (find_widget (dialog, ADW_TYPE_COMBO_ROW, titled, title));
  GListModel *model = adw_combo_row_get_model (row);
  guint n = g_list_model_get_n_items (model);
  guint i;

  for (i = 0; i < n; i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), item) == 0)
      break;
  g_assert_cmpuint (i, <, n);
  adw_combo_row_set_selected (row, i);
  *clicks += 2;
  drain ();
}

/* Clicks into the first of a row's spin buttons and types @first, then,
 * after Tab, @second into the next one if there is one. */
static void
type_into_spins (GtkWidget *row,
                 int        first,
                 int        second,
                 guint     *clicks)
{
  GtkWidget *spin = find_widget (row, GTK_TYPE_SPIN_BUTTON, NULL, NULL);

  g_assert_nonnull (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), first);
  (*clicks)++;
  if (second >= 0)
    {
      GtkWidget *next = spin;

      /* The row's next spin button, reached with Tab. */
      do
        next = gtk_widget_get_next_sibling (next) != NULL ? gtk_widget_get_next_sibling (next)
                                                          : gtk_widget_get_parent (next);
      while (next != NULL && next != row && !GTK_IS_SPIN_BUTTON (next));
      g_assert_true (GTK_IS_SPIN_BUTTON (next));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (next), second);
    }
  drain ();
}

static void
tick (GtkWidget  *row,
      const char *label,
      guint      *clicks)
{
  GtkWidget *check = find_widget (row, GTK_TYPE_CHECK_BUTTON, labelled, label);

  g_assert_nonnull (check);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
  (*clicks)++;
  drain ();
}

static GtkWidget *
unit_of (GtkWidget  *dialog,
         guint       number,
         const char *side)
{
  UnitWanted wanted = { number, side };
  GtkWidget *row = find_widget (dialog, ADW_TYPE_ACTION_ROW, unit_row, &wanted);

  g_assert_nonnull (row);
  return row;
}

/* An army of eight crossbowmen for @leader_id, saved in @store. */
static gint64
eight_crossbowmen (Fixture    *fixture,
                   BnStore    *store,
                   gint64      leader_id,
                   const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) muster = bn_chance_new_typed ();
  g_autoptr(BnArmy) army = bn_army_new (leader_id, name);

  g_assert_true (bn_chance_push_cards_text (muster, "QH,AC", &error));
  bn_army_set_muster (army, bn_muster_draw (fixture->leader_rules, muster, 7, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 8; i++)
    {
      BnUnit *unit = bn_unit_rules_new_unit (fixture->unit_rules, "crossbowmen", &error);

      g_assert_no_error (error);
      unit->colour = (BnColour) (i % 3);
      g_ptr_array_add (army->units, bn_army_unit_new (unit, 0));
    }
  g_ptr_array_add (army->posts, bn_army_post_new (leader_id, BN_ARMY_ROLE_COMMANDER, 0));
  g_assert_true (bn_store_save_army (store, army, &error));
  g_assert_no_error (error);
  return army->id;
}

/* A battle on the table between two campaign hosts of eight units each,
 * recorded from the Battles section in at most fifteen clicks: its name,
 * the opponent's roster, the victory points, four units' losses, one deed,
 * Save. Everything else (who was on the field, with which unit, which side
 * won, the deed's leader and unit) starts as the rosters say. */
static void
test_record_eight_a_side_in_fifteen_clicks (Fixture       *fixture,
                                            gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  g_autoptr(GPtrArray) battles = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  GtkWidget *dialog = NULL;
  gint64 hugh_host, odo_host;
  guint clicks = 0;
  GList *toplevels;

  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
    g_autoptr(BnChance) chance = bn_chance_new_typed ();
    BnLeaderRequest request = { .name = "Odo", .is_player = TRUE };

    g_assert_no_error (error);
    g_assert_true (bn_chance_push_cards_text (chance, "8C,4H,7S", &error));
    odo = bn_leader_generate (fixture->leader_rules, chance, &request, NULL, &error);
    g_assert_no_error (error);
    odo->campaign_id = fixture->campaign_id;
    odo->deal = -1;
    g_assert_true (bn_store_insert_leader (store, odo, &error));
    g_assert_no_error (error);
    hugh_host = eight_crossbowmen (fixture, store, fixture->leader_id, "Hugh's eight");
    odo_host = eight_crossbowmen (fixture, store, odo->id, "Odo's eight");
  }

  start_app (fixture);
  battles_view (fixture);
  click_button (GTK_WIDGET (fixture->window), "Record a Battle…", &clicks);
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (BN_IS_BATTLE_RECORD_DIALOG (l->data))
      dialog = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (dialog);
  wait_until_mapped (dialog);

  type_into_row (dialog, "Name", "Crécy", &clicks);
  choose_in_row (dialog, "Your Army", "Hugh's eight", &clicks);
  clicks -= 2;                  /* shown first already: no click was needed */
  g_assert_true (gtk_widget_get_visible (find_widget (dialog, ADW_TYPE_ENTRY_ROW, titled, "Opponent")));
  choose_in_row (dialog, "Opponent’s Army", "Odo's eight", &clicks);
  /* The roster names him: no name is asked for. */
  g_assert_false (gtk_widget_get_visible (find_widget (dialog, ADW_TYPE_ENTRY_ROW, titled, "Opponent")));
  type_into_spins (find_widget (dialog, ADW_TYPE_ACTION_ROW, titled, "Victory Points"), 4, 2, &clicks);
  type_into_spins (unit_of (dialog, 1, "Yours"), 3, -1, &clicks);
  tick (unit_of (dialog, 5, "Yours"), "Destroyed", &clicks);
  tick (unit_of (dialog, 1, "Opponent"), "Destroyed", &clicks);
  type_into_spins (unit_of (dialog, 3, "Opponent"), 4, -1, &clicks);
  tick (unit_of (dialog, 4, "Opponent"), "Routed", &clicks);
  click_button (dialog, "Add Deed", &clicks);
  g_assert_null (bn_battle_record_dialog_get_refusal (BN_BATTLE_RECORD_DIALOG (dialog)));
  click_button (dialog, "Save", &clicks);
  g_test_message ("recorded in %u clicks", clicks);
  g_assert_cmpuint (clicks, <=, 15);

  battles = bn_career_list_battles (store_of (fixture), fixture->campaign_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (battles->len, ==, 1);
  /* The list gives headings; the battle is read whole. */
  record = bn_career_get_battle (store_of (fixture), ((BnBattleRecord *) g_ptr_array_index (battles, 0))->id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (record->name, ==, "Crécy");
  g_assert_cmpint (record->army_id, ==, hugh_host);
  g_assert_cmpint (record->opponent_army_id, ==, odo_host);
  g_assert_cmpint (record->winner, ==, BN_WINNER_PLAYER);
  g_assert_cmpuint (record->player_vp, ==, 4);
  g_assert_cmpuint (record->opponent_vp, ==, 2);
  g_assert_cmpuint (record->units->len, ==, 5);
  /* Both players took the field, each on his own side, by his roster. */
  g_assert_cmpuint (record->leaders->len, ==, 2);
  g_assert_cmpuint (record->deeds->len, ==, 1);
  g_assert_cmpint (((BnBattleDeed *) g_ptr_array_index (record->deeds, 0))->leader_id, ==, fixture->leader_id);

  /* Its page names the opponent's roster and each unit by its number, as
   * the dialog did: eight crossbowmen are told apart. */
  {
    GtkWidget *page = GTK_WIDGET (bn_battles_view_get_battle_page (bn_window_get_battles_view (fixture->window)));
    GtkWidget *opponent = find_widget (page, ADW_TYPE_ACTION_ROW, titled, "Opponent");

    g_assert_nonnull (opponent);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (opponent)), ==, "Odo's eight");
    g_assert_nonnull (find_widget (page, ADW_TYPE_ACTION_ROW, titled, "5. Crossbowmen (yours)"));
    g_assert_nonnull (find_widget (page, ADW_TYPE_ACTION_ROW, titled, "3. Crossbowmen (opponent’s)"));
  }
}

/* Whether a label under @root, shown, says exactly @text. */
static gboolean
shows_label (GtkWidget  *root,
             const char *text)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_visible (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (shows_label (child, text))
      return TRUE;
  return FALSE;
}

/* A battle on the board that is over but not kept is counted as such in
 * the section's header, apart from one still being fought. */
static void
test_over_not_kept_counted (Fixture       *fixture,
                            gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnPlayedBattle) over = NULL;
  g_autoptr(BnPlayedBattle) going = NULL;
  BnBattlesView *view;

  start_app (fixture);
  /* The computer against itself fights it to its end. */
  over = bn_played_battle_start_raised (store_of (fixture), fixture->army_id, 40, "open-field", 3, 0,
                                        bn_ruleset_lookup ("lionheart"), 0, BN_BATTLE_STRENGTH_STANDARD, FALSE,
                                        &error);
  g_assert_no_error (error);
  g_assert_cmpint (bn_battle_get_phase (bn_played_battle_get_battle (over)), ==, BN_PHASE_OVER);
  going = bn_played_battle_start_raised (store_of (fixture), fixture->army_id, 40, "open-field", 4,
                                         BN_PLAYED_BY_PEOPLE (0), bn_ruleset_lookup ("lionheart"), 0,
                                         BN_BATTLE_STRENGTH_STANDARD, FALSE, &error);
  g_assert_no_error (error);
  view = battles_view (fixture);
  bn_battles_view_reload (view);
  drain ();
  g_assert_true (shows_label (GTK_WIDGET (view), "1 battle in progress, 1 over — not yet kept"));
}

/* A visible button with the suggested style (the page's primary action). */
static gboolean
suggested (GtkWidget     *widget,
           gconstpointer  data)
{
  return gtk_widget_get_visible (widget) && gtk_widget_has_css_class (widget, "suggested-action");
}

static gboolean
group_titled (GtkWidget     *widget,
              gconstpointer  title)
{
  return gtk_widget_get_visible (widget)
         && g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)), title) == 0;
}

/* Every ledger line under @root that repeats its title under it. */
static guint
count_repeated_rows (GtkWidget *root,
                     guint     *n_lines)
{
  guint repeated = 0;

  if (ADW_IS_ACTION_ROW (root) && gtk_widget_get_ancestor (gtk_widget_get_parent (root), ADW_TYPE_EXPANDER_ROW) != NULL)
    {
      const char *title = row_title (root);
      const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (root));

      (*n_lines)++;
      if (subtitle != NULL && title != NULL && strstr (subtitle, title) != NULL)
        repeated++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    repeated += count_repeated_rows (child, n_lines);
  return repeated;
}

/* Counts the ledger rows under @root that say a line worth no honor
 * alone ("= +0 honor"), and those that say such lines together. */
static void
count_no_honor_rows (GtkWidget *root,
                     guint     *n_alone,
                     guint     *n_together)
{
  if (ADW_IS_ACTION_ROW (root) && gtk_widget_get_ancestor (gtk_widget_get_parent (root), ADW_TYPE_EXPANDER_ROW) != NULL)
    {
      const char *title = row_title (root);
      const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (root));

      if (subtitle != NULL && g_str_has_suffix (subtitle, "= +0 honor"))
        (*n_alone)++;
      if (title != NULL && g_str_has_prefix (title, "No honor from: "))
        (*n_together)++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    count_no_honor_rows (child, n_alone, n_together);
}

/* The section's header is one row at any width: the title, Play a Battle
 * (the primary action) and a menu of every other way to a battle; the
 * empty page leads with playing as its words do; recorded battles have a
 * heading of their own. */
static void
test_header_and_headings (Fixture       *fixture,
                          gconstpointer  user_data)
{
  static const char *const others[] = { "battles.fight", "battles.play-online", "battles.record", "battles.table",
                                        "battles.replay-log", "battles.odds" };
  BnBattlesView *view;
  GtkWidget *header, *button, *menu_button = NULL;
  GMenuModel *menu;
  BnBattleRecordDialog *dialog;
  guint n_buttons = 0, n_items = 0;
  graphene_rect_t play_bounds, menu_bounds, header_bounds;
  int min = 0;

  start_app (fixture);
  view = battles_view (fixture);
  g_assert_cmpstr (bn_battles_view_get_page (view), ==, "empty");
  button = find_widget (GTK_WIDGET (view), GTK_TYPE_BUTTON, suggested, NULL);
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "battles.play");

  dialog = fill_in_the_ford (fixture);
  g_assert_true (bn_battle_record_dialog_save (dialog));
  drain ();
  g_assert_true (bn_battles_view_go_back (view));
  drain ();
  g_assert_cmpstr (bn_battles_view_get_page (view), ==, "list");
  g_assert_nonnull (find_widget (GTK_WIDGET (view), ADW_TYPE_PREFERENCES_GROUP, group_titled, "Recorded"));

  /* Two controls beside the title: Play a Battle, and the menu. */
  header = bn_battles_view_get_header (view);
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
            g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), ==, "battles.play");
          }
      }
  g_assert_cmpuint (n_buttons, ==, 2);
  g_assert_nonnull (menu_button);
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

  /* One row: the two side by side, the header no taller than a button
   * and the title's two lines. */
  g_assert_true (gtk_widget_compute_bounds (button, header, &play_bounds));
  g_assert_true (gtk_widget_compute_bounds (menu_button, header, &menu_bounds));
  g_assert_true (gtk_widget_compute_bounds (header, header, &header_bounds));
  g_test_message ("header %.0f × %.0f px; Play at %.0f, the menu at %.0f", header_bounds.size.width,
                  header_bounds.size.height, play_bounds.origin.y, menu_bounds.origin.y);
  g_assert_cmpfloat (fabs ((play_bounds.origin.y + play_bounds.size.height / 2)
                           - (menu_bounds.origin.y + menu_bounds.size.height / 2)), <=, 1);
  g_assert_cmpfloat (menu_bounds.origin.x, >, play_bounds.origin.x);
  g_assert_cmpfloat (header_bounds.size.height, <, 2 * play_bounds.size.height);
  /* On a phone, 360 px less the page's margins. */
  gtk_widget_measure (header, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, <=, 360 - 24);
}

/* A host raised against an army that bears the generator's own name is
 * told apart from it, in the battle and in its row. */
static void
test_raised_host_named_apart (Fixture       *fixture,
                              gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnPlayedBattle) played = NULL;
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) raised = bn_army_generate (fixture->unit_rules, 40, 4, NULL);
  g_autofree char *title = NULL;
  BnBattlesView *view;

  start_app (fixture);
  army = bn_store_get_army (store_of (fixture), fixture->army_id, &error);
  g_assert_no_error (error);
  g_free (army->name);
  army->name = g_strdup (raised->name);
  g_assert_true (bn_store_save_army (store_of (fixture), army, &error));
  g_assert_no_error (error);
  played = bn_played_battle_start_raised (store_of (fixture), fixture->army_id, 40, "open-field", 4,
                                          BN_PLAYED_BY_PEOPLE (0), bn_ruleset_lookup ("lionheart"), 0,
                                          BN_BATTLE_STRENGTH_STANDARD, FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bn_played_battle_get_army_name (played, 0), ==, raised->name);
  g_assert_cmpstr (bn_played_battle_get_army_name (played, 1), !=, bn_played_battle_get_army_name (played, 0));
  view = battles_view (fixture);
  bn_battles_view_reload (view);
  drain ();
  /* Led by another man than the one the army is named after. */
  g_assert_true (g_str_has_suffix (bn_played_battle_get_army_name (played, 1), "’s host"));
  title = g_strdup_printf ("%s against %s", raised->name, bn_played_battle_get_army_name (played, 1));
  g_assert_nonnull (find_widget (GTK_WIDGET (view), ADW_TYPE_ACTION_ROW, titled, title));
}

/* Battles of one army against hosts raised alike are told apart in their
 * rows: ruleset and battlefield, turn and whose move, when started (and
 * last played), over but not kept; a battle over the network says with
 * whom, who hosts and whether it waits on the friend. */
static void
test_in_progress_told_apart (Fixture       *fixture,
                             gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnPlayedBattle) first = NULL;
  g_autoptr(BnPlayedBattle) second = NULL;
  g_autoptr(BnPlayedBattle) over = NULL;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GPtrArray) summaries = NULL;
  BnNetLink link = { .side = 0, .hosted = TRUE, .host = "192.0.2.7", .port = 4711, .fingerprint = "ab",
                     .secret = "cd", .session = "ef", .master = "01", .peer_commitment = "23" };
  BnBattlesView *view;
  const char *text[3];
  guint acting;

  start_app (fixture);
  first = bn_played_battle_start_raised (store_of (fixture), fixture->army_id, 40, "open-field", 4,
                                         BN_PLAYED_BY_PEOPLE (0), bn_ruleset_lookup ("lionheart"), 0,
                                         BN_BATTLE_STRENGTH_STANDARD, FALSE, &error);
  g_assert_no_error (error);
  second = bn_played_battle_start_raised (store_of (fixture), fixture->army_id, 40, "open-field", 5,
                                          BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1),
                                          bn_ruleset_lookup ("lords-and-levies"), 0, BN_BATTLE_STRENGTH_STANDARD, FALSE,
                                          &error);
  g_assert_no_error (error);
  over = bn_played_battle_start_raised (store_of (fixture), fixture->army_id, 40, "open-field", 3, 0,
                                        bn_ruleset_lookup ("lionheart"), 0, BN_BATTLE_STRENGTH_STANDARD, FALSE,
                                        &error);
  g_assert_no_error (error);
  /* The second is played over the network, hosted from this file. */
  link.played_battle_id = bn_played_battle_get_id (second);
  g_assert_true (bn_store_save_net_link (store_of (fixture), &link, &error));
  g_assert_no_error (error);

  /* The second, played by people only, has no move saved since its start:
   * no last moment; a move sets it, from whichever program saves it. */
  summaries = bn_played_battle_list_summaries (store_of (fixture), fixture->campaign_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (summaries->len, ==, 3);
  for (guint i = 0; i < summaries->len; i++)
    {
      const BnPlayedBattleSummary *summary = g_ptr_array_index (summaries, i);

      g_assert_nonnull (summary->created_at);
      g_assert_true (summary->readable);
      g_assert_cmpint (summary->net, ==, summary->id == bn_played_battle_get_id (second));
      if (summary->net)
        g_assert_null (summary->played_at);
    }
  bn_battle_legal_actions (bn_played_battle_get_battle (second), legal);
  g_assert_cmpuint (legal->len, >, 0);
  g_assert_true (bn_played_battle_act (store_of (fixture), second, &g_array_index (legal, BnBattleAction, 0), &error));
  g_assert_no_error (error);
  g_clear_pointer (&summaries, g_ptr_array_unref);
  summaries = bn_played_battle_list_summaries (store_of (fixture), fixture->campaign_id, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < summaries->len; i++)
    {
      const BnPlayedBattleSummary *summary = g_ptr_array_index (summaries, i);

      if (summary->net)
        g_assert_nonnull (summary->played_at);
    }

  view = battles_view (fixture);
  bn_battles_view_reload (view);
  drain ();
  text[0] = bn_battles_view_get_played_subtitle (view, bn_played_battle_get_id (first));
  text[1] = bn_battles_view_get_played_subtitle (view, bn_played_battle_get_id (second));
  text[2] = bn_battles_view_get_played_subtitle (view, bn_played_battle_get_id (over));
  g_assert_nonnull (text[0]);
  g_assert_nonnull (text[1]);
  g_assert_nonnull (text[2]);
  g_assert_true (g_str_has_prefix (text[0], "Lionheart variant, Open field · turn "));
  g_assert_true (g_str_has_prefix (text[1], "Lords & Levies, Open field · "));
  g_assert_true (g_str_has_prefix (text[2], "Lionheart variant, Open field · over — not yet kept\nStarted "));
  for (guint i = 0; i < 3; i++)
    g_assert_nonnull (strstr (text[i], "\nStarted "));
  /* Whose move: the army's name, as the board says it. */
  acting = bn_battle_get_acting_side (bn_played_battle_get_battle (first));
  g_assert_nonnull (strstr (text[0], bn_played_battle_get_army_name (first, acting)));
  acting = bn_battle_get_acting_side (bn_played_battle_get_battle (second));
  g_assert_nonnull (strstr (text[1], acting == 0 ? "\nOver the network with your friend, hosted by you · your move\n"
                                                 : "\nOver the network with your friend, hosted by you · waiting on "
                                                   "your friend\n"));
  g_assert_null (strstr (text[0], "network"));
  g_assert_true (shows_label (GTK_WIDGET (view), "2 battles in progress, 1 over — not yet kept"));
}

/* Play a Friend Online fits its default height: the page's primary
 * action (Host, or Join on the Join page) is in the header bar, in view
 * however long the page, and no other suggested button is left below. */
static void
test_play_online_dialog_fits (Fixture       *fixture,
                              gconstpointer  user_data)
{
  BnPlayOnlineDialog *dialog = NULL;
  GtkWidget *primary;
  graphene_rect_t bounds;
  GList *toplevels;

  start_app (fixture);
  gtk_widget_activate_action (GTK_WIDGET (battles_view (fixture)), "battles.play-online", NULL);
  drain ();
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (BN_IS_PLAY_ONLINE_DIALOG (l->data))
      dialog = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  primary = bn_play_online_dialog_get_primary (dialog);
  g_assert_true (gtk_widget_get_mapped (primary));
  g_assert_nonnull (gtk_widget_get_ancestor (primary, ADW_TYPE_HEADER_BAR));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (primary)), ==, "_Host Battle");
  g_assert_true (gtk_widget_compute_bounds (primary, GTK_WIDGET (dialog), &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (dialog)));
  g_assert_true (find_widget (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, suggested, NULL) == primary);
  /* Pressed without an army to bring (none picked): the reason shows above
   * the page, in view too. */
  bn_play_online_dialog_set_invitation (dialog, "not an invitation");
  drain ();
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (primary)), ==, "_Join Battle");
  g_signal_emit_by_name (primary, "clicked");
  drain ();
  g_assert_cmpstr (bn_play_online_dialog_get_message (dialog), !=, "");
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

/* The leader's page shows his battles and ledger with the Chronicle's own
 * rows; neither repeats a line's rule under it. */
static void
test_ledger_on_leader_page (Fixture       *fixture,
                            gconstpointer  user_data)
{
  BnBattleRecordDialog *dialog;
  BnChronicleView *chronicle_view;
  BnLeaderPage *page;
  BnLeadersView *leaders;
  guint n_lines = 0, n_page_lines = 0;

  start_app (fixture);
  dialog = fill_in_the_ford (fixture);
  g_assert_true (bn_battle_record_dialog_add_deed (dialog, "won-melee", 1, fixture->leader_id, TRUE, TRUE));
  g_assert_true (bn_battle_record_dialog_save (dialog));
  drain ();
  {
    BnBattlePage *battle = bn_battles_view_get_battle_page (battles_view (fixture));
    BnApplyDialog *apply = bn_battle_page_ask_apply (battle);

    g_assert_nonnull (apply);
    g_assert_true (bn_battle_page_answer_apply (battle, apply, "", ""));
  }
  drain ();

  bn_window_set_section (fixture->window, "chronicle");
  drain ();
  chronicle_view = bn_window_get_chronicle_view (fixture->window);
  g_assert_true (bn_chronicle_view_choose_leader (chronicle_view, fixture->leader_id));
  g_assert_cmpuint (bn_chronicle_view_get_n_chapters (chronicle_view), ==, 1);
  g_assert_cmpuint (count_repeated_rows (GTK_WIDGET (chronicle_view), &n_lines), ==, 0);
  g_assert_cmpuint (n_lines, >, 0);
  /* The ledger keeps each line worth no honor; the chronicle says them in
   * one row. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) ledger = bn_career_get_ledger (store_of (fixture), fixture->leader_id, &error);
    guint n_no_honor = 0, n_alone = 0, n_together = 0;

    g_assert_no_error (error);
    for (guint i = 0; i < ledger->len; i++)
      n_no_honor += bn_ledger_entry_is_no_honor (g_ptr_array_index (ledger, i));
    g_assert_cmpuint (n_no_honor, >=, 1);
    count_no_honor_rows (GTK_WIDGET (chronicle_view), &n_alone, &n_together);
    g_assert_cmpuint (n_alone, ==, 0);
    g_assert_cmpuint (n_together, ==, 1);
  }

  bn_window_set_section (fixture->window, "leaders");
  drain ();
  leaders = bn_window_get_leaders_view (fixture->window);
  g_assert_true (bn_leaders_view_show_leader (leaders, fixture->leader_id));
  drain ();
  page = bn_leaders_view_get_leader_page (leaders);
  g_assert_cmpuint (bn_leader_page_get_n_ledger_chapters (page), ==, 1);
  g_assert_nonnull (find_widget (GTK_WIDGET (page), ADW_TYPE_EXPANDER_ROW, titled,
                                 bn_chronicle_view_get_chapter_title (chronicle_view, 0)));
  g_assert_cmpuint (count_repeated_rows (GTK_WIDGET (page), &n_page_lines), ==, 0);
  {
    guint n_alone = 0, n_together = 0;

    count_no_honor_rows (GTK_WIDGET (page), &n_alone, &n_together);
    g_assert_cmpuint (n_alone, ==, 0);
    g_assert_cmpuint (n_together, ==, 1);
  }
  g_assert_cmpuint (n_page_lines, ==, n_lines);
}

/* The Play dialog: the computer's strength says what the chosen one does,
 * and every choice is listed whole. */
static void
test_play_dialog_words (Fixture       *fixture,
                        gconstpointer  user_data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *dialog = NULL, *row;

  start_app (fixture);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->window)), >=, 600);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (battles_view (fixture)), "battles.play", NULL));
  drain ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window))
        dialog = GTK_WIDGET (window);
    }
  g_assert_nonnull (dialog);
  row = find_widget (dialog, ADW_TYPE_COMBO_ROW, titled, "Computer");
  g_assert_nonnull (row);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), BN_BATTLE_STRENGTH_STANDARD);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Standard "));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), BN_BATTLE_STRENGTH_HARD);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Hard "));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), BN_BATTLE_STRENGTH_EASY);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Easy "));
  {
    const char *titles[] = { "Your army", "Opponent", "Battlefield", "Players", "Rules", "Computer" };

    for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
      {
        row = find_widget (dialog, ADW_TYPE_COMBO_ROW, titled, titles[i]);
        g_assert_nonnull (row);
        g_assert_nonnull (adw_combo_row_get_list_factory (ADW_COMBO_ROW (row)));
      }
  }
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

/* Every drop-down under @root has the list that shows its choices whole;
 * returns how many there are. */
static guint
count_whole_choice_rows (GtkWidget *root)
{
  guint n = 0;

  if (ADW_IS_COMBO_ROW (root))
    {
      g_test_message ("%s", row_title (root));
      g_assert_nonnull (adw_combo_row_get_list_factory (ADW_COMBO_ROW (root)));
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += count_whole_choice_rows (child);
  return n;
}

static gboolean
says (GtkWidget     *widget,
      gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* Opens @row's list and finds its choice @text whole, on a label that
 * wraps rather than cuts it. */
static void
assert_choice_wraps (GtkWidget  *row,
                     const char *text)
{
  GtkWidget *label;

  adw_action_row_activate (ADW_ACTION_ROW (row));
  drain ();
  label = find_widget (row, GTK_TYPE_LABEL, says, text);
  g_assert_nonnull (label);
  g_assert_true (gtk_label_get_wrap (GTK_LABEL (label)));
  g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (label)), ==, PANGO_ELLIPSIZE_NONE);
}

/* The Fight, Record and Odds dialogs' drop-downs wrap a long name, as Play
 * a Battle's do. */
static void
test_dialog_drop_downs_wrap (Fixture       *fixture,
                             gconstpointer  user_data)
{
  BnFightDialog *fight;
  BnBattleRecordDialog *record;
  GtkWidget *odds = NULL, *row;
  const char *longest = NULL;

  start_app (fixture);
  for (guint i = 0; i < bn_ruleset_get_n_rulesets (); i++)
    if (longest == NULL || strlen (bn_ruleset_get_nth (i)->name) > strlen (longest))
      longest = bn_ruleset_get_nth (i)->name;
  g_assert_cmpuint (strlen (longest), >, 20);

  fight = open_fight (fixture);
  g_assert_cmpuint (count_whole_choice_rows (GTK_WIDGET (fight)), ==, 5);
  row = find_widget (GTK_WIDGET (fight), ADW_TYPE_COMBO_ROW, titled, "Rules");
  g_assert_nonnull (row);
  assert_choice_wraps (row, longest);
  gtk_window_destroy (GTK_WINDOW (fight));
  drain ();

  /* The record dialog's own rows, and those of a unit and a leader. */
  record = fill_in_the_ford (fixture);
  g_assert_cmpuint (count_whole_choice_rows (GTK_WIDGET (record)), >=, 5);
  gtk_window_destroy (GTK_WINDOW (record));
  drain ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (battles_view (fixture)), "battles.odds", NULL));
  drain ();
  {
    GList *toplevels = gtk_window_list_toplevels ();

    for (GList *l = toplevels; l != NULL; l = l->next)
      if (BN_IS_ODDS_DIALOG (l->data))
        odds = l->data;
    g_list_free (toplevels);
  }
  g_assert_nonnull (odds);
  wait_until_mapped (odds);
  g_assert_cmpuint (count_whole_choice_rows (odds), ==, 4);
  row = find_widget (odds, ADW_TYPE_COMBO_ROW, titled, "R_ules");
  g_assert_nonnull (row);
  assert_choice_wraps (row, longest);
  gtk_window_destroy (GTK_WINDOW (odds));
  drain ();
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
  ADD ("/battles-ui/record-apply-chronicle", test_record_apply_and_chronicle);
  ADD ("/battles-ui/apply-step-by-step", test_apply_step_by_step);
  ADD ("/battles-ui/record-retainers-are-his-own", test_record_retainers_are_his_own);
  ADD ("/battles-ui/refused-record", test_refused_record_saves_nothing);
  ADD ("/battles-ui/fight-for-points", test_fight_for_points);
  ADD ("/battles-ui/fight-refusals", test_fight_refusals);
  ADD ("/battles-ui/fight-under-battlelore", test_fight_under_battlelore);
  ADD ("/battles-ui/fight-under-junior-general", test_fight_under_junior_general);
  ADD ("/battles-ui/record-eight-a-side-in-fifteen-clicks", test_record_eight_a_side_in_fifteen_clicks);
  ADD ("/battles-ui/over-not-kept-counted", test_over_not_kept_counted);
  ADD ("/battles-ui/header-and-headings", test_header_and_headings);
  ADD ("/battles-ui/raised-host-named-apart", test_raised_host_named_apart);
  ADD ("/battles-ui/in-progress-told-apart", test_in_progress_told_apart);
  ADD ("/battles-ui/play-online-dialog-fits", test_play_online_dialog_fits);
  ADD ("/battles-ui/ledger-on-leader-page", test_ledger_on_leader_page);
  ADD ("/battles-ui/play-dialog-words", test_play_dialog_words);
  ADD ("/battles-ui/dialog-drop-downs-wrap", test_dialog_drop_downs_wrap);
#undef ADD

  return g_test_run ();
}
