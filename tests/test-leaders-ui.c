/* test-leaders-ui.c — the Campaign and Leaders sections and the new-leader
 * dialog, under a real display (Xvfb). Each test drives the widgets the way
 * a player would and then reads the database to see what was really saved. */
#include "bn-config.h"

#include <glib/gstdio.h>

#include "bn-application.h"
#include "bn-leader-dialog.h"
#include "bn-leader-page.h"
#include "bn-window.h"

typedef struct
{
  char *dir;
  char *db_path;
  BnApplication *app;
  BnWindow *window;
} Fixture;

static gboolean
on_timeout_cb (gpointer user_data)
{
  g_error ("timed out waiting for the window to be shown");
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
  guint timeout = g_timeout_add_seconds (30, on_timeout_cb, NULL);

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
}

static BnStore *
store_of (Fixture *fixture)
{
  BnStore *store = bn_application_get_store (fixture->app);

  g_assert_nonnull (store);
  return store;
}

/* Makes a campaign straight in the database file, before the app opens it. */
static gint64
create_campaign_in_file (Fixture    *fixture,
                         const char *name,
                         guint64     seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
  g_autoptr(BnCampaign) campaign = NULL;

  g_assert_no_error (error);
  campaign = bn_store_create_campaign (store, name, seed, &error);
  g_assert_no_error (error);
  return campaign->id;
}

/* Generates and saves a leader through the library, from typed cards. */
static gint64
insert_leader (BnStore    *store,
               gint64      campaign_id,
               const char *name,
               gboolean    is_player,
               guint       rank,
               gint64      liege_id,
               const char *cards)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeaderRules) rules = bn_leader_rules_load_default (&error);
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(BnLeader) leader = NULL;
  BnLeaderRequest request = { .name = name, .is_player = is_player, .social_rank = rank };

  g_assert_no_error (error);
  g_assert_true (bn_chance_push_cards_text (chance, cards, &error));
  leader = bn_leader_generate (rules, chance, &request, NULL, &error);
  g_assert_no_error (error);
  leader->campaign_id = campaign_id;
  leader->liege_id = liege_id;
  leader->deal = -1;
  g_assert_true (bn_store_insert_leader (store, leader, &error));
  g_assert_no_error (error);
  return leader->id;
}

static BnLeader *
find_stored_leader (BnStore    *store,
                    gint64      campaign_id,
                    const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) leaders = bn_store_list_leaders (store, campaign_id, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < leaders->len; i++)
    {
      BnLeader *leader = g_ptr_array_index (leaders, i);

      if (g_strcmp0 (leader->name, name) == 0)
        return bn_leader_copy (leader);
    }
  return NULL;
}

static guint
count_stored_leaders (BnStore *store,
                      gint64   campaign_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) leaders = bn_store_list_leaders (store, campaign_id, &error);

  g_assert_no_error (error);
  return leaders->len;
}

/* Finds a row titled @title in the list of @root (not inside a leader's
 * page, which lists other leaders too). */
static GtkWidget *
find_row (GtkWidget  *root,
          const char *title)
{
  if (BN_IS_LEADER_PAGE (root))
    return NULL;
  if (ADW_IS_PREFERENCES_ROW (root) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static BnLeaderDialog *
open_new_leader (Fixture *fixture,
                 gint64   liege_id)
{
  BnLeadersView *view = bn_window_get_leaders_view (fixture->window);
  BnLeaderDialog *dialog;

  bn_window_set_section (fixture->window, "leaders");
  dialog = bn_leaders_view_new_leader (view, liege_id);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (fixture->window));
  wait_until_mapped (GTK_WIDGET (dialog));
  g_assert_cmpstr (bn_leader_dialog_get_page (dialog), ==, "who");
  return dialog;
}

/* Types @text on the card page and checks the step it left the dialog on. */
static void
type_card (BnLeaderDialog *dialog,
           const char     *text)
{
  bn_leader_dialog_type_card (dialog, text);
  drain ();
  g_assert_null (bn_leader_dialog_get_error (dialog));
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GSettings) settings = g_settings_new (BN_APP_ID);

  /* The memory backend lives as long as the process: each test starts
   * with no remembered campaign. */
  g_settings_reset (settings, "last-campaign");
  fixture->dir = g_dir_make_tmp ("banneret-leaders-ui-XXXXXX", NULL);
  fixture->db_path = g_build_filename (fixture->dir, "campaign.db", NULL);
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
    }
  drain ();
  g_clear_object (&fixture->app);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *path = g_strconcat (fixture->db_path, suffixes[i], NULL);

      g_remove (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->db_path);
  g_free (fixture->dir);
}

/* ---- campaigns ---- */

static void
test_no_campaign_points_to_campaign_section (Fixture       *fixture,
                                             gconstpointer  user_data)
{
  BnCampaignView *campaigns;
  BnLeadersView *leaders;

  start_app (fixture);
  campaigns = bn_window_get_campaign_view (fixture->window);
  leaders = bn_window_get_leaders_view (fixture->window);

  g_assert_cmpuint (bn_campaign_view_get_n_campaigns (campaigns), ==, 0);
  g_assert_cmpint (bn_campaign_view_get_campaign_id (campaigns), ==, 0);
  g_assert_cmpint (bn_leaders_view_get_campaign_id (leaders), ==, 0);
  g_assert_null (bn_leaders_view_new_leader (leaders, 0));

  /* "Start a Campaign" in the Leaders section runs win.new-campaign. */
  bn_window_set_section (fixture->window, "leaders");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-campaign", NULL));
  drain ();
  g_assert_cmpstr (bn_window_get_section (fixture->window), ==, "campaign");
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (fixture->app))), ==, 2);
}

/* Walks the dialog's extra child for its entries: name first, then seed. */
static void
find_entries (GtkWidget    *root,
              AdwEntryRow **rows,
              guint        *n)
{
  if (ADW_IS_ENTRY_ROW (root) && *n < 2)
    rows[(*n)++] = ADW_ENTRY_ROW (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_entries (child, rows, n);
}

/* Whether a label under @widget shows text selected (as a label the focus
 * passes through does: it selects all its text). */
static gboolean
has_selected_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_label_get_selection_bounds (GTK_LABEL (widget), NULL, NULL))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_selected_text (child))
      return TRUE;
  return FALSE;
}

static void
test_new_campaign_dialog_keeps_errors (Fixture       *fixture,
                                       gconstpointer  user_data)
{
  BnCampaignView *view;
  AdwMessageDialog *dialog;
  AdwEntryRow *rows[2] = { NULL };
  const BnCampaign *campaign;
  guint n = 0;

  create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  view = bn_window_get_campaign_view (fixture->window);
  dialog = bn_campaign_view_new_campaign (view);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  find_entries (adw_message_dialog_get_extra_child (dialog), rows, &n);
  g_assert_cmpuint (n, ==, 2);

  /* A taken name: the store says so and the dialog stays. */
  gtk_editable_set_text (GTK_EDITABLE (rows[0]), "The Hundred Years");
  adw_message_dialog_response (dialog, "create");
  drain ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_cmpuint (bn_campaign_view_get_n_campaigns (view), ==, 1);

  /* An empty name, then a seed that is no number. */
  gtk_editable_set_text (GTK_EDITABLE (rows[0]), "   ");
  adw_message_dialog_response (dialog, "create");
  drain ();
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (rows[0]), "Wars of the Roses");
  gtk_editable_set_text (GTK_EDITABLE (rows[1]), "twelve");
  adw_message_dialog_response (dialog, "create");
  drain ();
  g_assert_nonnull (dialog);
  g_assert_cmpuint (bn_campaign_view_get_n_campaigns (view), ==, 1);

  /* A good name closes the dialog and makes the campaign current. */
  gtk_editable_set_text (GTK_EDITABLE (rows[1]), "1455");
  adw_message_dialog_response (dialog, "create");
  drain ();
  g_assert_null (dialog);
  g_assert_cmpuint (bn_campaign_view_get_n_campaigns (view), ==, 2);
  campaign = bn_campaign_view_get_campaign (view);
  g_assert_nonnull (campaign);
  g_assert_cmpstr (campaign->name, ==, "Wars of the Roses");
  g_assert_cmpuint (campaign->seed, ==, 1455);
  g_assert_cmpint (bn_leaders_view_get_campaign_id (bn_window_get_leaders_view (fixture->window)), ==, campaign->id);
  /* Back in the window, the new campaign's row has the focus. */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
    gint64 *id;

    g_assert_true (GTK_IS_LIST_BOX_ROW (focus));
    id = g_object_get_data (G_OBJECT (focus), "bn-campaign-id");
    g_assert_nonnull (id);
    g_assert_cmpint (*id, ==, campaign->id);
    g_assert_false (has_selected_text (GTK_WIDGET (view)));
  }
}

static void
test_create_campaign_errors (Fixture       *fixture,
                             gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *long_name = g_strnfill (81, 'x');
  BnCampaignView *view;

  start_app (fixture);
  view = bn_window_get_campaign_view (fixture->window);

  g_assert_false (bn_campaign_view_create_campaign (view, "", NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (bn_campaign_view_create_campaign (view, long_name, NULL, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (bn_campaign_view_get_n_campaigns (view), ==, 0);

  g_assert_true (bn_campaign_view_create_campaign (view, "The Hundred Years", "7", &error));
  g_assert_no_error (error);
  /* The first campaign replaces the empty page: the focus goes to its row,
   * not to the file's line, which a focus would select whole. */
  drain ();
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));

    g_assert_true (GTK_IS_LIST_BOX_ROW (focus));
    g_assert_false (GTK_IS_LABEL (focus));
    g_assert_false (has_selected_text (GTK_WIDGET (view)));
  }
  g_assert_false (bn_campaign_view_create_campaign (view, "The Hundred Years", "8", &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
  g_assert_cmpuint (bn_campaign_view_get_n_campaigns (view), ==, 1);
  g_assert_cmpstr (bn_campaign_view_get_campaign (view)->name, ==, "The Hundred Years");
}

static void
test_current_campaign_remembered (Fixture       *fixture,
                                  gconstpointer  user_data)
{
  g_autoptr(GSettings) settings = g_settings_new (BN_APP_ID);
  BnCampaignView *view;
  gint64 first, second;

  first = create_campaign_in_file (fixture, "The Hundred Years", 7);
  second = create_campaign_in_file (fixture, "Wars of the Roses", 1455);
  start_app (fixture);
  view = bn_window_get_campaign_view (fixture->window);

  /* Nothing remembered yet: the first campaign. */
  g_assert_cmpint (bn_campaign_view_get_campaign_id (view), ==, first);

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==, "The Hundred Years — Banneret");
  bn_campaign_view_set_campaign_id (view, second);
  g_assert_cmpint (g_settings_get_int64 (settings, "last-campaign"), ==, second);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==, "Wars of the Roses — Banneret");
  g_assert_cmpint (bn_leaders_view_get_campaign_id (bn_window_get_leaders_view (fixture->window)), ==, second);

  /* A new window opens on it. */
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_application_activate (G_APPLICATION (fixture->app));
  fixture->window = BN_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (fixture->app)));
  wait_until_mapped (GTK_WIDGET (fixture->window));
  g_assert_cmpint (bn_campaign_view_get_campaign_id (bn_window_get_campaign_view (fixture->window)), ==, second);

  /* A remembered campaign that is gone falls back to the first. */
  g_settings_set_int64 (settings, "last-campaign", 999);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_application_activate (G_APPLICATION (fixture->app));
  fixture->window = BN_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (fixture->app)));
  wait_until_mapped (GTK_WIDGET (fixture->window));
  g_assert_cmpint (bn_campaign_view_get_campaign_id (bn_window_get_campaign_view (fixture->window)), ==, first);
}

/* ---- a player-leader from typed cards ---- */

/* A club campaign: with a player-leader already there, a second player
 * joins with a player-leader of his own, played by the name the dialog
 * suggests. */
static void
test_second_player_joins (Fixture       *fixture,
                          gconstpointer  user_data)
{
  g_autoptr(BnLeader) second = NULL;
  BnLeaderDialog *dialog;
  gint64 campaign_id;

  campaign_id = create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  insert_leader (store_of (fixture), campaign_id, "Baron Hugh", TRUE, 0, 0, "6H 9S 5D");
  bn_leaders_view_reload (bn_window_get_leaders_view (fixture->window));

  dialog = open_new_leader (fixture, 0);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_assert_true (bn_leader_dialog_set_role (dialog, BN_LEADER_ROLE_PLAYER));
  bn_leader_dialog_set_name (dialog, "Count Odo");
  g_assert_true (bn_leader_dialog_continue (dialog));
  type_card (dialog, "8C");
  g_assert_true (bn_leader_dialog_continue (dialog));
  type_card (dialog, "4H");
  g_assert_true (bn_leader_dialog_continue (dialog));
  type_card (dialog, "7S");
  g_assert_true (bn_leader_dialog_continue (dialog));
  g_assert_true (bn_leader_dialog_continue (dialog));
  g_assert_cmpstr (bn_leader_dialog_get_page (dialog), ==, "summary");
  g_assert_true (bn_leader_dialog_continue (dialog));
  drain ();
  g_assert_null (dialog);

  second = find_stored_leader (store_of (fixture), campaign_id, "Count Odo");
  g_assert_nonnull (second);
  g_assert_true (second->is_player);
  g_assert_cmpstr (second->player, ==, "Player 2");
}

static void
test_player_leader_from_typed_cards (Fixture       *fixture,
                                     gconstpointer  user_data)
{
  g_autoptr(BnLeader) stored = NULL;
  g_autoptr(BnCampaign) campaign_after = NULL;
  g_autoptr(GError) error = NULL;
  BnLeadersView *view;
  BnLeaderDialog *dialog;
  const BnLeader *leader;
  gint64 campaign_id;

  campaign_id = create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  view = bn_window_get_leaders_view (fixture->window);
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (view), ==, 0);

  dialog = open_new_leader (fixture, 0);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  /* No player-leader yet: only a player-leader can be made. */
  g_assert_false (bn_leader_dialog_set_role (dialog, BN_LEADER_ROLE_VASSAL));
  g_assert_false (bn_leader_dialog_set_role (dialog, BN_LEADER_ROLE_HERO));
  g_assert_true (bn_leader_dialog_set_role (dialog, BN_LEADER_ROLE_PLAYER));
  g_assert_false (bn_leader_dialog_set_rank (dialog, 5));
  bn_leader_dialog_set_name (dialog, "Baron Hugh");
  g_assert_true (bn_leader_dialog_continue (dialog));

  g_assert_cmpstr (bn_leader_dialog_get_page (dialog), ==, "card");
  g_assert_cmpint (bn_leader_dialog_get_step (dialog), ==, BN_LEADER_STEP_ESTEEM);
  g_assert_false (bn_leader_dialog_can_continue (dialog));
  type_card (dialog, "6H");
  leader = bn_leader_dialog_peek_leader (dialog);
  g_assert_cmpint (leader->esteem_score, ==, 9);
  g_assert_cmpuint (leader->esteem_level, ==, 4);
  g_assert_true (bn_leader_dialog_continue (dialog));

  g_assert_cmpint (bn_leader_dialog_get_step (dialog), ==, BN_LEADER_STEP_MOTIVATION);
  type_card (dialog, "9S");
  g_assert_cmpstr (bn_leader_dialog_peek_leader (dialog)->motivation, ==, "chivalric");
  g_assert_true (bn_leader_dialog_continue (dialog));

  g_assert_cmpint (bn_leader_dialog_get_step (dialog), ==, BN_LEADER_STEP_SKILL_POINTS);
  type_card (dialog, "5d");
  g_assert_true (bn_leader_dialog_continue (dialog));

  g_assert_cmpstr (bn_leader_dialog_get_page (dialog), ==, "spread");
  g_assert_cmpstr (bn_leader_dialog_get_spread_total (dialog), ==, "12 of 12 points spread");
  g_assert_null (bn_leader_dialog_get_error (dialog));
  g_assert_true (bn_leader_dialog_continue (dialog));

  g_assert_cmpstr (bn_leader_dialog_get_page (dialog), ==, "summary");
  g_assert_true (bn_leader_dialog_continue (dialog));
  drain ();
  g_assert_null (dialog);

  /* The list shows him and his page is open. */
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (view), ==, 1);
  g_assert_nonnull (find_row (GTK_WIDGET (view), "Baron Hugh"));

  stored = find_stored_leader (store_of (fixture), campaign_id, "Baron Hugh");
  g_assert_nonnull (stored);
  g_assert_cmpint (bn_leaders_view_get_shown_leader_id (view), ==, stored->id);
  g_assert_true (stored->is_player);
  g_assert_cmpuint (stored->social_rank, ==, 3);
  g_assert_cmpuint (stored->esteem_level, ==, 4);
  g_assert_cmpuint (stored->honor, ==, 401);
  g_assert_cmpstr (stored->motivation, ==, "chivalric");
  g_assert_cmpuint (stored->skill_points, ==, 12);
  g_assert_cmpuint (stored->household, ==, 7);
  g_assert_cmpuint (stored->retainers->len, ==, 3);
  g_assert_cmpuint (stored->draws->len, ==, 3);
  for (guint i = 0; i < stored->draws->len; i++)
    {
      BnDraw *draw = g_ptr_array_index (stored->draws, i);

      g_assert_cmpint (draw->source, ==, BN_CHANCE_SOURCE_TYPED);
      g_assert_false (draw->set_aside);
    }
  /* Typed cards only: the campaign's shuffle was not used up. */
  g_assert_cmpint (stored->deal, ==, -1);
  campaign_after = bn_store_get_campaign (store_of (fixture), campaign_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (campaign_after->deals, ==, 0);

  /* The same cards through the library give the same record. */
  {
    g_autoptr(BnLeaderRules) rules = bn_leader_rules_load_default (&error);
    g_autoptr(BnChance) chance = bn_chance_new_typed ();
    g_autoptr(BnLeader) expected = NULL;
    BnLeaderRequest request = { .name = "Baron Hugh", .is_player = TRUE };

    g_assert_true (bn_chance_push_cards_text (chance, "6H 9S 5D", &error));
    expected = bn_leader_generate (rules, chance, &request, NULL, &error);
    g_assert_no_error (error);
    for (guint i = 0; i < BN_SKILL_COUNT; i++)
      g_assert_cmpuint (stored->skills[i], ==, expected->skills[i]);
  }
}

/* ---- set-aside, bad and duplicate cards ---- */

static BnLeaderDialog *
start_player_leader (Fixture    *fixture,
                     const char *name)
{
  BnLeaderDialog *dialog = open_new_leader (fixture, 0);

  g_assert_true (bn_leader_dialog_set_role (dialog, BN_LEADER_ROLE_PLAYER));
  bn_leader_dialog_set_name (dialog, name);
  g_assert_true (bn_leader_dialog_continue (dialog));
  g_assert_cmpstr (bn_leader_dialog_get_page (dialog), ==, "card");
  return dialog;
}

static void
test_set_aside_motivation (Fixture       *fixture,
                           gconstpointer  user_data)
{
  g_autoptr(BnLeader) stored = NULL;
  BnLeaderDialog *dialog;
  const BnLeader *leader;
  const BnDraw *draw;
  gint64 campaign_id;

  campaign_id = create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  dialog = start_player_leader (fixture, "Baron Odo");
  type_card (dialog, "6H");
  g_assert_true (bn_leader_dialog_continue (dialog));

  /* A King has no motivation: set aside, the step asks again. */
  type_card (dialog, "KS");
  leader = bn_leader_dialog_peek_leader (dialog);
  g_assert_cmpuint (leader->draws->len, ==, 2);
  draw = g_ptr_array_index (leader->draws, 1);
  g_assert_true (draw->set_aside);
  g_assert_null (leader->motivation);
  g_assert_cmpint (bn_leader_dialog_get_step (dialog), ==, BN_LEADER_STEP_MOTIVATION);
  g_assert_false (bn_leader_dialog_can_continue (dialog));

  type_card (dialog, "7C");
  g_assert_cmpstr (leader->motivation, ==, "chivalric");
  g_assert_true (bn_leader_dialog_can_continue (dialog));
  g_assert_true (bn_leader_dialog_continue (dialog));
  type_card (dialog, "5D");
  g_assert_true (bn_leader_dialog_continue (dialog));
  g_assert_true (bn_leader_dialog_continue (dialog));
  g_assert_true (bn_leader_dialog_continue (dialog));
  drain ();

  stored = find_stored_leader (store_of (fixture), campaign_id, "Baron Odo");
  g_assert_nonnull (stored);
  g_assert_cmpuint (stored->draws->len, ==, 4);
  draw = g_ptr_array_index (stored->draws, 1);
  g_assert_cmpstr (draw->step, ==, "motivation");
  g_assert_true (draw->set_aside);
  g_assert_cmpuint (draw->card, ==, bn_card_make (BN_SUIT_SPADES, 13));
  draw = g_ptr_array_index (stored->draws, 2);
  g_assert_false (draw->set_aside);
  g_assert_cmpuint (draw->card, ==, bn_card_make (BN_SUIT_CLUBS, 7));
}

static void
test_bad_card_text_changes_nothing (Fixture       *fixture,
                                    gconstpointer  user_data)
{
  BnLeaderDialog *dialog;
  const BnLeader *leader;

  create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  dialog = start_player_leader (fixture, "Baron Odo");
  leader = bn_leader_dialog_peek_leader (dialog);

  bn_leader_dialog_type_card (dialog, "1Z");
  g_assert_nonnull (bn_leader_dialog_get_error (dialog));
  g_assert_nonnull (strstr (bn_leader_dialog_get_error (dialog), "1Z"));
  g_assert_cmpuint (leader->draws->len, ==, 0);
  g_assert_cmpint (bn_leader_dialog_get_step (dialog), ==, BN_LEADER_STEP_ESTEEM);
  g_assert_false (bn_leader_dialog_can_continue (dialog));

  /* The next good card is taken as the first. */
  type_card (dialog, "6H");
  g_assert_cmpuint (leader->draws->len, ==, 1);
  g_assert_cmpint (leader->esteem_score, ==, 9);
}

static void
test_duplicate_card_refused (Fixture       *fixture,
                             gconstpointer  user_data)
{
  BnLeaderDialog *dialog;
  const BnLeader *leader;

  create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  dialog = start_player_leader (fixture, "Baron Odo");
  leader = bn_leader_dialog_peek_leader (dialog);
  type_card (dialog, "6H");
  g_assert_true (bn_leader_dialog_continue (dialog));

  bn_leader_dialog_type_card (dialog, "6h");
  g_assert_nonnull (bn_leader_dialog_get_error (dialog));
  g_assert_cmpuint (leader->draws->len, ==, 1);
  g_assert_null (leader->motivation);

  /* Neither the typed cards nor the deck are blocked by it. */
  type_card (dialog, "9S");
  g_assert_cmpstr (leader->motivation, ==, "chivalric");
  g_assert_true (bn_leader_dialog_continue (dialog));
  bn_leader_dialog_draw_from_deck (dialog);
  g_assert_null (bn_leader_dialog_get_error (dialog));
  g_assert_cmpuint (leader->draws->len, >=, 3);
}

/* ---- the spread ---- */

static void
test_spread_must_add_up (Fixture       *fixture,
                         gconstpointer  user_data)
{
  BnLeaderDialog *dialog;
  const BnLeader *leader;
  guint suggested[BN_SKILL_COUNT];

  create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  dialog = start_player_leader (fixture, "Baron Odo");
  leader = bn_leader_dialog_peek_leader (dialog);
  type_card (dialog, "6H");
  g_assert_true (bn_leader_dialog_continue (dialog));
  type_card (dialog, "9S");
  g_assert_true (bn_leader_dialog_continue (dialog));
  type_card (dialog, "5D");
  g_assert_true (bn_leader_dialog_continue (dialog));
  g_assert_cmpstr (bn_leader_dialog_get_page (dialog), ==, "spread");
  memcpy (suggested, leader->skills, sizeof suggested);

  g_assert_true (bn_leader_dialog_set_skill (dialog, BN_SKILL_COMBAT_BONUS, 5));
  g_assert_nonnull (bn_leader_dialog_get_error (dialog));
  g_assert_false (bn_leader_dialog_can_continue (dialog));
  g_assert_false (bn_leader_dialog_continue (dialog));
  g_assert_cmpstr (bn_leader_dialog_get_page (dialog), ==, "spread");

  bn_leader_dialog_suggest_spread (dialog);
  g_assert_null (bn_leader_dialog_get_error (dialog));
  g_assert_cmpstr (bn_leader_dialog_get_spread_total (dialog), ==, "12 of 12 points spread");

  /* Another spread that adds up is the player's to choose. */
  g_assert_true (bn_leader_dialog_set_skill (dialog, BN_SKILL_INITIATIVE, 3));
  g_assert_true (bn_leader_dialog_set_skill (dialog, BN_SKILL_MORALE_BONUS, 3));
  g_assert_true (bn_leader_dialog_set_skill (dialog, BN_SKILL_COMBAT_BONUS, 3));
  g_assert_true (bn_leader_dialog_set_skill (dialog, BN_SKILL_PERSONAL_COMBAT, 3));
  g_assert_null (bn_leader_dialog_get_error (dialog));
  g_assert_true (bn_leader_dialog_continue (dialog));
  g_assert_cmpstr (bn_leader_dialog_get_page (dialog), ==, "summary");
  leader = bn_leader_dialog_peek_leader (dialog);
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    g_assert_cmpuint (leader->skills[i], ==, 3);
}

/* ---- names ---- */

static void
test_name_errors_shown (Fixture       *fixture,
                        gconstpointer  user_data)
{
  g_autofree char *long_name = g_strnfill (81, 'x');
  BnLeaderDialog *dialog;

  create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  dialog = open_new_leader (fixture, 0);
  g_assert_true (bn_leader_dialog_set_role (dialog, BN_LEADER_ROLE_PLAYER));

  bn_leader_dialog_set_name (dialog, "");
  g_assert_true (bn_leader_dialog_continue (dialog));
  g_assert_cmpstr (bn_leader_dialog_get_page (dialog), ==, "who");
  g_assert_nonnull (bn_leader_dialog_get_error (dialog));
  g_assert_null (bn_leader_dialog_peek_leader (dialog));

  bn_leader_dialog_set_name (dialog, long_name);
  g_assert_null (bn_leader_dialog_get_error (dialog));
  g_assert_true (bn_leader_dialog_continue (dialog));
  g_assert_cmpstr (bn_leader_dialog_get_page (dialog), ==, "who");
  g_assert_nonnull (strstr (bn_leader_dialog_get_error (dialog), "80"));

  bn_leader_dialog_set_name (dialog, "Baron Hugh");
  g_assert_true (bn_leader_dialog_continue (dialog));
  g_assert_cmpstr (bn_leader_dialog_get_page (dialog), ==, "card");
}

/* ---- vassals and the domain ---- */

static void
test_vassal_rank_over_room_refused (Fixture       *fixture,
                                    gconstpointer  user_data)
{
  g_autoptr(BnLeader) stored = NULL;
  BnLeaderDialog *dialog;
  gint64 campaign_id, hugh;
  const char *error;

  campaign_id = create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  hugh = insert_leader (store_of (fixture), campaign_id, "Baron Hugh", TRUE, 0, 0, "6H 9S 5D");
  insert_leader (store_of (fixture), campaign_id, "Sir Walter", FALSE, 2, hugh, "4C 3D 8H");
  bn_leaders_view_reload (bn_window_get_leaders_view (fixture->window));

  /* Opened from his page's "Add Vassal or Hero": preset to his domain. */
  dialog = open_new_leader (fixture, hugh);
  g_assert_false (bn_leader_dialog_set_role (dialog, BN_LEADER_ROLE_PLAYER));
  g_assert_true (bn_leader_dialog_set_role (dialog, BN_LEADER_ROLE_HERO));
  bn_leader_dialog_set_name (dialog, "Sir Roger");

  /* Baron (3) with a Banneret (2) in his domain: rank 1 left. */
  g_assert_true (bn_leader_dialog_set_rank (dialog, 2));
  error = bn_leader_dialog_get_error (dialog);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error, "room for rank 1"));
  g_assert_false (bn_leader_dialog_can_continue (dialog));
  g_assert_false (bn_leader_dialog_continue (dialog));
  g_assert_cmpstr (bn_leader_dialog_get_page (dialog), ==, "who");

  g_assert_true (bn_leader_dialog_set_rank (dialog, 4));
  g_assert_nonnull (strstr (bn_leader_dialog_get_error (dialog), "above his liege"));
  g_assert_false (bn_leader_dialog_can_continue (dialog));

  g_assert_true (bn_leader_dialog_set_rank (dialog, 1));
  g_assert_null (bn_leader_dialog_get_error (dialog));
  g_assert_true (bn_leader_dialog_continue (dialog));
  type_card (dialog, "2C");
  g_assert_true (bn_leader_dialog_continue (dialog));
  type_card (dialog, "6C");
  g_assert_true (bn_leader_dialog_continue (dialog));
  type_card (dialog, "10D");
  g_assert_true (bn_leader_dialog_continue (dialog));
  g_assert_true (bn_leader_dialog_continue (dialog));
  g_assert_true (bn_leader_dialog_continue (dialog));
  drain ();

  stored = find_stored_leader (store_of (fixture), campaign_id, "Sir Roger");
  g_assert_nonnull (stored);
  g_assert_true (stored->is_hero);
  g_assert_cmpint (stored->liege_id, ==, hugh);
  g_assert_cmpuint (stored->social_rank, ==, 1);
  g_assert_nonnull (find_row (GTK_WIDGET (bn_window_get_leaders_view (fixture->window)), "Sir Roger"));

  /* The domain is full now: a further vassal does not fit at any rank. */
  dialog = open_new_leader (fixture, hugh);
  g_assert_true (bn_leader_dialog_set_rank (dialog, 1));
  g_assert_nonnull (bn_leader_dialog_get_error (dialog));
  g_assert_false (bn_leader_dialog_can_continue (dialog));
}

/* ---- the deck ---- */

static void
test_deck_draws_use_campaign_shuffle (Fixture       *fixture,
                                      gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) stored = NULL;
  g_autoptr(BnLeader) expected = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(BnLeaderRules) rules = bn_leader_rules_load_default (&error);
  g_autoptr(BnChance) chance = NULL;
  BnLeaderRequest request = { .name = "Baron Hugh", .is_player = TRUE };
  BnLeaderDialog *dialog;
  gint64 campaign_id;
  guint guard = 0;

  campaign_id = create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  dialog = start_player_leader (fixture, "Baron Hugh");
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);

  /* Draw from the deck at every card, Continue past the spread. */
  while (dialog != NULL && g_strcmp0 (bn_leader_dialog_get_page (dialog), "summary") != 0)
    {
      g_assert_cmpuint (guard++, <, 20);
      if (g_str_equal (bn_leader_dialog_get_page (dialog), "card") && !bn_leader_dialog_can_continue (dialog))
        bn_leader_dialog_draw_from_deck (dialog);
      else
        g_assert_true (bn_leader_dialog_continue (dialog));
      g_assert_null (bn_leader_dialog_get_error (dialog));
    }
  g_assert_true (bn_leader_dialog_continue (dialog));
  drain ();

  stored = find_stored_leader (store_of (fixture), campaign_id, "Baron Hugh");
  g_assert_nonnull (stored);
  g_assert_cmpint (stored->deal, ==, 0);
  for (guint i = 0; i < stored->draws->len; i++)
    g_assert_cmpint (((BnDraw *) g_ptr_array_index (stored->draws, i))->source, ==, BN_CHANCE_SOURCE_SEEDED);

  /* The campaign's first shuffle deals exactly these cards. */
  campaign = bn_store_get_campaign (store_of (fixture), campaign_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (campaign->deals, ==, 1);
  chance = bn_chance_new_seeded (bn_campaign_get_deal_seed (campaign, 0));
  expected = bn_leader_generate (rules, chance, &request, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stored->deal_seed, ==, bn_campaign_get_deal_seed (campaign, 0));
  g_assert_cmpuint (stored->draws->len, ==, expected->draws->len);
  for (guint i = 0; i < stored->draws->len; i++)
    g_assert_cmpuint (((BnDraw *) g_ptr_array_index (stored->draws, i))->card, ==,
                      ((BnDraw *) g_ptr_array_index (expected->draws, i))->card);
  g_assert_cmpuint (stored->esteem_level, ==, expected->esteem_level);
  g_assert_cmpstr (stored->motivation, ==, expected->motivation);
}

/* ---- cancelling and going back ---- */

static void
test_cancel_saves_nothing (Fixture       *fixture,
                           gconstpointer  user_data)
{
  BnLeaderDialog *dialog;
  gint64 campaign_id;

  campaign_id = create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  dialog = start_player_leader (fixture, "Baron Hugh");
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  type_card (dialog, "6H");

  /* Escape is bound to window.close, as is Cancel. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "window.close", NULL));
  drain ();
  g_assert_null (dialog);
  g_assert_cmpuint (count_stored_leaders (store_of (fixture), campaign_id), ==, 0);
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (bn_window_get_leaders_view (fixture->window)), ==, 0);
}

static void
test_leader_page_and_back (Fixture       *fixture,
                           gconstpointer  user_data)
{
  BnLeadersView *view;
  GtkWidget *row;
  gint64 campaign_id, hugh, walter;

  campaign_id = create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  hugh = insert_leader (store_of (fixture), campaign_id, "Baron Hugh", TRUE, 0, 0, "6H 9S 5D");
  walter = insert_leader (store_of (fixture), campaign_id, "Sir Walter", FALSE, 2, hugh, "4C 3D 8H");
  view = bn_window_get_leaders_view (fixture->window);
  bn_leaders_view_reload (view);
  bn_window_set_section (fixture->window, "leaders");
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (view), ==, 2);
  g_assert_false (bn_leaders_view_get_can_go_back (view));

  /* Activating his row opens his page; win.back (Escape, Alt+Left, the
   * header bar's button) comes back. */
  row = find_row (GTK_WIDGET (view), "Sir Walter");
  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "activate");
  drain ();
  g_assert_cmpint (bn_leaders_view_get_shown_leader_id (view), ==, walter);
  g_assert_true (bn_leaders_view_get_can_go_back (view));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.back", NULL));
  drain ();
  g_assert_cmpint (bn_leaders_view_get_shown_leader_id (view), ==, 0);

  g_assert_true (bn_leaders_view_show_leader (view, hugh));
  g_assert_false (bn_leaders_view_show_leader (view, 999));
  g_assert_cmpint (bn_leaders_view_get_shown_leader_id (view), ==, hugh);
  g_assert_true (bn_leaders_view_go_back (view));
  g_assert_false (bn_leaders_view_go_back (view));

  /* Another campaign has none of them. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BnCampaign) other = bn_store_create_campaign (store_of (fixture), "Wars of the Roses", 1, &error);
    BnCampaignView *campaigns = bn_window_get_campaign_view (fixture->window);

    g_assert_no_error (error);
    bn_campaign_view_reload (campaigns);
    bn_campaign_view_set_campaign_id (campaigns, other->id);
    g_assert_cmpint (bn_leaders_view_get_campaign_id (view), ==, other->id);
    g_assert_cmpuint (bn_leaders_view_get_n_leaders (view), ==, 0);
    g_assert_null (find_row (GTK_WIDGET (view), "Baron Hugh"));
  }
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
  ADD ("/leaders-ui/no-campaign", test_no_campaign_points_to_campaign_section);
  ADD ("/leaders-ui/new-campaign-dialog", test_new_campaign_dialog_keeps_errors);
  ADD ("/leaders-ui/create-campaign-errors", test_create_campaign_errors);
  ADD ("/leaders-ui/current-campaign-remembered", test_current_campaign_remembered);
  ADD ("/leaders-ui/player-leader-typed", test_player_leader_from_typed_cards);
  ADD ("/leaders-ui/set-aside-motivation", test_set_aside_motivation);
  ADD ("/leaders-ui/bad-card-text", test_bad_card_text_changes_nothing);
  ADD ("/leaders-ui/duplicate-card", test_duplicate_card_refused);
  ADD ("/leaders-ui/spread-must-add-up", test_spread_must_add_up);
  ADD ("/leaders-ui/name-errors", test_name_errors_shown);
  ADD ("/leaders-ui/vassal-over-room", test_vassal_rank_over_room_refused);
  ADD ("/leaders-ui/deck-draws", test_deck_draws_use_campaign_shuffle);
  ADD ("/leaders-ui/cancel", test_cancel_saves_nothing);
  ADD ("/leaders-ui/page-and-back", test_leader_page_and_back);
#undef ADD

  g_test_add ("/leaders-ui/second-player-joins", Fixture, NULL, fixture_set_up, test_second_player_joins, fixture_tear_down);
  return g_test_run ();
}
