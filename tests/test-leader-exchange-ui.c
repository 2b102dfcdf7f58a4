/* test-leader-exchange-ui.c — exporting a leader from his page and importing
 * a leader document into the Leaders section, under a real display (Xvfb).
 * The tests call the hooks the file choosers' responses call, then read the
 * database and the files to see what really happened. */
#include "bn-config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "bn-application.h"
#include "bn-leader-generator.h"
#include "bn-leader-page.h"
#include "bn-leader-xml.h"
#include "bn-window.h"
#include "bn-xml.h"

typedef struct
{
  char *dir;
  char *db_path;
  BnApplication *app;
  BnWindow *window;
} Fixture;

/* The Baron's domain is full: Banneret (2) and Knight (1) under Baron (3). */
#define BARON "Baron Hugh"
#define VASSAL "Sir Ralph de Bévière"
#define HERO "Wat Tyler"

static gboolean
on_timeout_cb (gpointer user_data)
{
  g_error ("timed out waiting for a window to be shown");
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
open_window (Fixture *fixture)
{
  g_application_activate (G_APPLICATION (fixture->app));
  fixture->window = BN_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (fixture->app)));
  g_assert_nonnull (fixture->window);
  wait_until_mapped (GTK_WIDGET (fixture->window));
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
  open_window (fixture);
}

/* A toast is shown only once the one before it has gone: a fresh window
 * has none queued. */
static void
reopen_window (Fixture *fixture)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  drain ();
  open_window (fixture);
}

static BnStore *
store_of (Fixture *fixture)
{
  BnStore *store = bn_application_get_store (fixture->app);

  g_assert_nonnull (store);
  return store;
}

static BnLeaderRules *
default_rules (void)
{
  g_autoptr(GError) error = NULL;
  BnLeaderRules *rules = bn_leader_rules_load_default (&error);

  g_assert_no_error (error);
  return rules;
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
               gboolean    is_hero,
               guint       rank,
               gint64      liege_id,
               const char *cards)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(BnLeader) leader = NULL;
  BnLeaderRequest request = { .name = name, .is_player = is_player, .is_hero = is_hero, .social_rank = rank };

  g_assert_true (bn_chance_push_cards_text (chance, cards, &error));
  g_assert_no_error (error);
  leader = bn_leader_generate (rules, chance, &request, NULL, &error);
  g_assert_no_error (error);
  leader->campaign_id = campaign_id;
  leader->liege_id = liege_id;
  leader->deal = -1;
  g_assert_true (bn_store_insert_leader (store, leader, &error));
  g_assert_no_error (error);
  return leader->id;
}

/* Campaign @campaign_id gets the Baron and his domain; returns his id. */
static gint64
insert_baron_and_domain (Fixture *fixture,
                         gint64   campaign_id)
{
  BnStore *store = store_of (fixture);
  gint64 baron;

  baron = insert_leader (store, campaign_id, BARON, TRUE, FALSE, 0, 0, "6H 9S 5D");
  insert_leader (store, campaign_id, VASSAL, FALSE, FALSE, 2, baron, "4C 2D 7S");
  insert_leader (store, campaign_id, HERO, FALSE, TRUE, 1, baron, "KD JC 5C 8H");
  bn_leaders_view_reload (bn_window_get_leaders_view (fixture->window));
  return baron;
}

static GPtrArray *
list_stored_leaders (BnStore *store,
                     gint64   campaign_id)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *leaders = bn_store_list_leaders (store, campaign_id, &error);

  g_assert_no_error (error);
  return leaders;
}

static guint
count_stored_leaders (BnStore *store,
                      gint64   campaign_id)
{
  g_autoptr(GPtrArray) leaders = list_stored_leaders (store, campaign_id);

  return leaders->len;
}

static const BnLeader *
find_leader (GPtrArray  *leaders,
             const char *name)
{
  for (guint i = 0; i < leaders->len; i++)
    {
      const BnLeader *leader = g_ptr_array_index (leaders, i);

      if (g_strcmp0 (leader->name, name) == 0)
        return leader;
    }
  return NULL;
}

static gboolean
widget_is_in_leader_page (GtkWidget *widget)
{
  return gtk_widget_get_ancestor (widget, BN_TYPE_LEADER_PAGE) != NULL;
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

/* Finds a label reading @text (a toast's title, say) under @root. */
static GtkWidget *
find_label (GtkWidget  *root,
            const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Finds the visible button under @root that activates @action. */
static GtkWidget *
find_action_button (GtkWidget  *root,
                    const char *action)
{
  if (GTK_IS_BUTTON (root) && gtk_widget_get_visible (root) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Returns: (transfer full): the one file chooser dialog open, if any. */
static GtkWindow *
find_file_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        {
          g_assert_null (found);
          found = g_object_ref (window);
        }
    }
  return found;
}

/* Kept out of line: inlined, GCC 12 mistakes the returned buffer for the
 * local pointer that held it (-Wdangling-pointer) in release builds. */
static G_GNUC_NO_INLINE char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static void
write_text (const char *path,
            const char *text)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

/* Shows @leader_id's page and exports him to @path through the page. */
static void
export_through_page (Fixture    *fixture,
                     gint64      leader_id,
                     const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  BnLeadersView *view = bn_window_get_leaders_view (fixture->window);

  bn_window_set_section (fixture->window, "leaders");
  g_assert_true (bn_leaders_view_show_leader (view, leader_id));
  g_assert_true (bn_leader_page_export_to_file (bn_leaders_view_get_leader_page (view), file, &error));
  g_assert_no_error (error);
  drain ();
}

/* The campaign the app shows becomes @campaign_id, as in the Campaign
 * section. */
static void
make_current (Fixture *fixture,
              gint64   campaign_id)
{
  BnCampaignView *campaigns = bn_window_get_campaign_view (fixture->window);

  bn_campaign_view_reload (campaigns);
  bn_campaign_view_set_campaign_id (campaigns, campaign_id);
  g_assert_cmpint (bn_leaders_view_get_campaign_id (bn_window_get_leaders_view (fixture->window)), ==,
                   campaign_id);
}

/* A failed import names the file (and a line), adds nobody, shows no
 * toast and leaves the list as it was. */
static void
assert_import_refused (Fixture    *fixture,
                       const char *path,
                       GQuark      domain,
                       int         code,
                       const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *display = g_filename_display_name (path);
  g_autofree char *prefix = g_strdup_printf ("%s: line ", display);
  BnLeadersView *view = bn_window_get_leaders_view (fixture->window);
  gint64 campaign_id = bn_leaders_view_get_campaign_id (view);
  guint before = count_stored_leaders (store_of (fixture), campaign_id);
  guint shown = bn_leaders_view_get_n_leaders (view);

  g_assert_false (bn_leaders_view_import_file (view, file, &error));
  drain ();
  g_assert_error (error, domain, code);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("expected a message starting “%s”, got “%s”", prefix, error->message);
  if (strstr (error->message, fragment) == NULL)
    g_error ("expected a message mentioning “%s”, got “%s”", fragment, error->message);

  g_assert_cmpuint (count_stored_leaders (store_of (fixture), campaign_id), ==, before);
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (view), ==, shown);
  g_assert_null (find_label (GTK_WIDGET (fixture->window), "Imported " BARON " and 2 vassals"));
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GSettings) settings = g_settings_new (BN_APP_ID);

  /* The memory backend lives as long as the process: each test starts
   * with no remembered campaign. */
  g_settings_reset (settings, "last-campaign");
  fixture->dir = g_dir_make_tmp ("banneret-exchange-ui-XXXXXX", NULL);
  g_assert_nonnull (fixture->dir);
  fixture->db_path = g_build_filename (fixture->dir, "campaign.db", NULL);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  GList *windows;
  GDir *dir;
  const char *name;

  if (fixture->app != NULL)
    {
      while ((windows = gtk_application_get_windows (GTK_APPLICATION (fixture->app))) != NULL)
        gtk_window_destroy (windows->data);
    }
  drain ();
  g_clear_object (&fixture->app);

  /* The database and whatever the test exported: all plain files. */
  dir = g_dir_open (fixture->dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_remove (path);
    }
  g_clear_pointer (&dir, g_dir_close);
  g_rmdir (fixture->dir);
  g_free (fixture->db_path);
  g_free (fixture->dir);
}

/* ---- export, then import into another campaign ---- */

static void
test_export_then_import (Fixture       *fixture,
                         gconstpointer  user_data)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) originals = NULL;
  g_autoptr(GPtrArray) vassals = NULL;
  g_autoptr(GPtrArray) imported = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(BnCampaign) second = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "Baron Hugh.xml", NULL);
  g_autofree char *written = NULL;
  g_autofree char *expected = NULL;
  BnLeadersView *view;
  const BnLeader *baron, *shown;
  gint64 first, baron_id;

  first = create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  baron_id = insert_baron_and_domain (fixture, first);
  originals = list_stored_leaders (store_of (fixture), first);
  g_assert_cmpuint (originals->len, ==, 3);

  /* The page writes what "banneret-cli leader export" writes: the stored
   * record and his domain, through the one writer. */
  export_through_page (fixture, baron_id, path);
  g_assert_nonnull (find_label (GTK_WIDGET (fixture->window), "Exported " BARON));
  written = read_text (path);
  vassals = bn_store_list_vassals (store_of (fixture), baron_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vassals->len, ==, 2);
  expected = bn_leader_xml_write (find_leader (originals, BARON), vassals, rules);
  g_assert_cmpstr (written, ==, expected);

  /* Into a second campaign, made current in a fresh window. */
  second = bn_store_create_campaign (store_of (fixture), "Wars of the Roses", 1455, &error);
  g_assert_no_error (error);
  reopen_window (fixture);
  make_current (fixture, second->id);
  bn_window_set_section (fixture->window, "leaders");
  view = bn_window_get_leaders_view (fixture->window);
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (view), ==, 0);

  file = g_file_new_for_path (path);
  g_assert_true (bn_leaders_view_import_file (view, file, &error));
  g_assert_no_error (error);
  drain ();

  /* Three new records, equal to the originals, the domain rebuilt. */
  imported = list_stored_leaders (store_of (fixture), second->id);
  g_assert_cmpuint (imported->len, ==, 3);
  g_assert_cmpuint (count_stored_leaders (store_of (fixture), first), ==, 3);
  baron = find_leader (imported, BARON);
  g_assert_nonnull (baron);
  for (guint i = 0; i < originals->len; i++)
    {
      const BnLeader *original = g_ptr_array_index (originals, i);
      const BnLeader *copy = find_leader (imported, original->name);

      g_assert_nonnull (copy);
      g_assert_true (bn_leader_equal_record (original, copy));
      g_assert_cmpint (copy->campaign_id, ==, second->id);
      g_assert_cmpint (copy->liege_id, ==, copy == baron ? 0 : baron->id);
      for (guint j = 0; j < originals->len; j++)
        g_assert_cmpint (copy->id, !=, ((BnLeader *) g_ptr_array_index (originals, j))->id);
    }

  /* The list shows them, his page is open, a toast says what came in. */
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (view), ==, 3);
  for (guint i = 0; i < originals->len; i++)
    g_assert_nonnull (find_row (GTK_WIDGET (view), ((BnLeader *) g_ptr_array_index (originals, i))->name));
  g_assert_cmpint (bn_leaders_view_get_shown_leader_id (view), ==, baron->id);
  shown = bn_leader_page_get_leader (bn_leaders_view_get_leader_page (view));
  g_assert_nonnull (shown);
  g_assert_cmpint (shown->id, ==, baron->id);
  g_assert_nonnull (find_label (GTK_WIDGET (fixture->window), "Imported " BARON " and 2 vassals"));
}

/* A leader in no domain goes alone, and comes back alone. */
static void
test_export_vassal_alone (Fixture       *fixture,
                          gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GPtrArray) leaders = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "vassal.xml", NULL);
  const BnLeader *vassal;
  BnLeadersView *view;
  gint64 campaign_id, baron_id, vassal_id;

  campaign_id = create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  baron_id = insert_baron_and_domain (fixture, campaign_id);
  leaders = list_stored_leaders (store_of (fixture), campaign_id);
  vassal = find_leader (leaders, VASSAL);
  if (vassal == NULL)
    g_error ("%s was not stored", VASSAL);
  vassal_id = vassal->id;
  g_assert_cmpint (vassal_id, !=, baron_id);
  export_through_page (fixture, vassal_id, path);
  g_assert_nonnull (find_label (GTK_WIDGET (fixture->window), "Exported " VASSAL));

  reopen_window (fixture);
  view = bn_window_get_leaders_view (fixture->window);
  file = g_file_new_for_path (path);
  /* The campaign holds him already: asked, the player keeps both. */
  g_assert_false (bn_leaders_view_import_file (view, file, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_EXISTS);
  g_clear_error (&error);
  g_assert_cmpuint (count_stored_leaders (store_of (fixture), campaign_id), ==, 3);
  g_assert_true (bn_leaders_view_import_file_as (view, file, BN_IMPORT_KEEP_BOTH, &error));
  g_assert_no_error (error);
  drain ();
  g_assert_cmpuint (count_stored_leaders (store_of (fixture), campaign_id), ==, 4);
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (view), ==, 4);
  g_assert_cmpint (bn_leaders_view_get_shown_leader_id (view), >, vassal_id);
  g_assert_nonnull (find_label (GTK_WIDGET (fixture->window), "Imported " VASSAL));
}

/* ---- refusals ---- */

static char *
export_baron (Fixture    *fixture,
              gint64     *out_campaign_id)
{
  char *path = g_build_filename (fixture->dir, "Baron Hugh.xml", NULL);
  gint64 campaign_id = create_campaign_in_file (fixture, "The Hundred Years", 7);

  start_app (fixture);
  export_through_page (fixture, insert_baron_and_domain (fixture, campaign_id), path);
  reopen_window (fixture);
  bn_window_set_section (fixture->window, "leaders");
  *out_campaign_id = campaign_id;
  return path;
}

static void
test_import_malformed_refused (Fixture       *fixture,
                               gconstpointer  user_data)
{
  g_autofree char *good = NULL;
  g_autofree char *bad = g_build_filename (fixture->dir, "malformed.xml", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GString) broken = NULL;
  gint64 campaign_id;

  good = export_baron (fixture, &campaign_id);
  text = read_text (good);
  broken = g_string_new (text);
  g_assert_cmpuint (g_string_replace (broken, "</draws>", "</drew>", 1), ==, 1);
  write_text (bad, broken->str);

  /* Into the campaign he came from, which has three leaders already. */
  g_assert_cmpuint (count_stored_leaders (store_of (fixture), campaign_id), ==, 3);
  assert_import_refused (fixture, bad, BN_XML_ERROR, BN_XML_ERROR_MALFORMED, "");
  g_assert_cmpuint (count_stored_leaders (store_of (fixture), campaign_id), ==, 3);
}

static void
test_import_domain_over_refused (Fixture       *fixture,
                                 gconstpointer  user_data)
{
  g_autofree char *good = NULL;
  g_autofree char *bad = g_build_filename (fixture->dir, "domain-over.xml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *member = NULL;
  g_autoptr(GString) broken = NULL;
  const char *start, *end;
  gint64 campaign_id;

  good = export_baron (fixture, &campaign_id);
  text = read_text (good);

  /* A second Wat Tyler: each is a good record, but the Baron's domain has
   * no rank left for him. */
  start = strstr (text, "<leader name=\"" HERO "\"");
  g_assert_nonnull (start);
  end = strstr (start, "</leader>");
  g_assert_nonnull (end);
  end += strlen ("</leader>");
  member = g_strndup (start, end - start);
  broken = g_string_new_len (text, end - text);
  g_string_append (broken, "\n    ");
  g_string_append (broken, member);
  g_string_append (broken, end);
  write_text (bad, broken->str);

  assert_import_refused (fixture, bad, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN, "does not fit");
  g_assert_cmpuint (count_stored_leaders (store_of (fixture), campaign_id), ==, 3);
}

static void
test_import_missing_file_refused (Fixture       *fixture,
                                  gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "nobody.xml", NULL);
  g_autofree char *display = g_filename_display_name (path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  BnLeadersView *view;
  gint64 campaign_id;

  campaign_id = create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  view = bn_window_get_leaders_view (fixture->window);
  g_assert_false (bn_leaders_view_import_file (view, file, &error));
  g_assert_error (error, BN_XML_ERROR, BN_XML_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, display));
  g_assert_cmpuint (count_stored_leaders (store_of (fixture), campaign_id), ==, 0);
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (view), ==, 0);
}

/* A file that cannot be written is named, with the reason; nothing is
 * left behind and no toast claims otherwise. */
static void
test_export_error_names_file (Fixture       *fixture,
                              gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "no such folder", "Baron Hugh.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *name = g_file_get_parse_name (file);
  BnLeadersView *view;
  gint64 campaign_id, baron_id;

  campaign_id = create_campaign_in_file (fixture, "The Hundred Years", 7);
  start_app (fixture);
  baron_id = insert_baron_and_domain (fixture, campaign_id);
  view = bn_window_get_leaders_view (fixture->window);
  bn_window_set_section (fixture->window, "leaders");
  g_assert_true (bn_leaders_view_show_leader (view, baron_id));

  g_assert_false (bn_leader_page_export_to_file (bn_leaders_view_get_leader_page (view), file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  if (strstr (error->message, name) == NULL)
    g_error ("expected a message naming “%s”, got “%s”", name, error->message);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  drain ();
  g_assert_null (find_label (GTK_WIDGET (fixture->window), "Exported " BARON));
}

/* ---- the actions behind the buttons and shortcuts ---- */

static void
test_actions_open_choosers (Fixture       *fixture,
                            gconstpointer  user_data)
{
  g_autoptr(GtkWindow) chooser = NULL;
  GtkFileFilter *filter;
  BnLeadersView *view;
  BnLeaderPage *page;
  GtkWidget *button;
  gint64 campaign_id, baron_id;

  start_app (fixture);
  view = bn_window_get_leaders_view (fixture->window);
  bn_window_set_section (fixture->window, "leaders");

  /* No campaign: nothing to import into. */
  button = find_action_button (GTK_WIDGET (view), "leaders.import");
  g_assert_nonnull (button);
  g_assert_false (gtk_widget_is_sensitive (button));
  gtk_widget_activate_action (GTK_WIDGET (view), "leaders.import", NULL);
  drain ();
  g_assert_null (find_file_chooser ());

  /* With one, an empty list offers import beside "New Leader". */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BnCampaign) campaign = bn_store_create_campaign (store_of (fixture), "The Hundred Years", 7, &error);

    g_assert_no_error (error);
    campaign_id = campaign->id;
  }
  make_current (fixture, campaign_id);
  button = find_action_button (GTK_WIDGET (view), "leaders.import");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "leaders.import", NULL));
  drain ();
  chooser = find_file_chooser ();
  g_assert_nonnull (chooser);
  g_assert_cmpstr (gtk_window_get_title (chooser), ==, "Import Leader");
  g_assert_cmpint (gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)), ==, GTK_FILE_CHOOSER_ACTION_OPEN);
  filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser));
  g_assert_nonnull (filter);
  g_assert_cmpstr (gtk_file_filter_get_name (filter), ==, "Leader Documents (XML)");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  drain ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (chooser)));
  g_clear_object (&chooser);
  g_assert_cmpuint (bn_leaders_view_get_n_leaders (view), ==, 0);

  /* A saved leader's page offers export, named after him. */
  baron_id = insert_baron_and_domain (fixture, campaign_id);
  g_assert_true (bn_leaders_view_show_leader (view, baron_id));
  page = bn_leaders_view_get_leader_page (view);
  button = find_action_button (GTK_WIDGET (page), "leader.export");
  g_assert_nonnull (button);
  g_assert_true (widget_is_in_leader_page (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "leader.export", NULL));
  drain ();
  chooser = find_file_chooser ();
  g_assert_nonnull (chooser);
  g_assert_cmpstr (gtk_window_get_title (chooser), ==, "Export Leader");
  g_assert_cmpint (gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)), ==, GTK_FILE_CHOOSER_ACTION_SAVE);
  {
    g_autofree char *name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));

    g_assert_cmpstr (name, ==, "Baron Hugh.leader.xml");
  }
  filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser));
  g_assert_nonnull (filter);
  g_assert_cmpstr (gtk_file_filter_get_name (filter), ==, "Leader Documents (XML)");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  drain ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (chooser)));
  g_assert_null (find_label (GTK_WIDGET (fixture->window), "Exported " BARON));

  /* A leader still being made has nothing to export. */
  {
    g_autoptr(BnLeader) unsaved = bn_leader_copy (bn_leader_page_get_leader (page));

    unsaved->id = 0;
    bn_leader_page_set_leader (page, unsaved);
    g_assert_null (find_action_button (GTK_WIDGET (page), "leader.export"));
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
  ADD ("/leader-exchange-ui/export-then-import", test_export_then_import);
  ADD ("/leader-exchange-ui/export-vassal-alone", test_export_vassal_alone);
  ADD ("/leader-exchange-ui/import-malformed", test_import_malformed_refused);
  ADD ("/leader-exchange-ui/import-domain-over", test_import_domain_over_refused);
  ADD ("/leader-exchange-ui/import-missing-file", test_import_missing_file_refused);
  ADD ("/leader-exchange-ui/export-error", test_export_error_names_file);
  ADD ("/leader-exchange-ui/actions-open-choosers", test_actions_open_choosers);
#undef ADD

  return g_test_run ();
}
