/* test-tools-ui.c — the main menu's tools that banneret-cli also has,
 * under a real display (Xvfb): Check Campaign File… says the file is
 * sound, as "db check" does; Draw Cards… deals the cards "cards draw N
 * --seed S" deals, shown as cards, and refuses a seed that is not a
 * number without dealing. */
#include "bn-config.h"

#include <string.h>

#include "bn-card-draw-dialog.h"
#include "bn-card-widget.h"
#include "bn-deleted-records-dialog.h"
#include "bn-chance.h"
#include "bn-leader-generator.h"

#include "ui-fixture.h"

/* The one toplevel of @type shown now, or NULL. */
static GtkWidget *
find_toplevel (GType type)
{
  GList *toplevels = gtk_window_list_toplevels ();
  GtkWidget *found = NULL;

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) && gtk_widget_get_visible (l->data))
      found = l->data;
  g_list_free (toplevels);
  return found;
}

/* The first widget under @root (depth first) named @name. */
static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_check_database (Fixture       *fixture,
                     gconstpointer  user_data)
{
  AdwMessageDialog *dialog;

  start_app (fixture);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.check-database", NULL));
  drain ();
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Campaign File Sound");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "“campaign.db”"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "sound"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

/* The cards shown, in the order dealt, as "5C 7H …". */
static char *
shown_cards (GtkWidget *cards_box)
{
  GString *text = g_string_new (NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (cards_box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *card = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      g_autofree char *name = bn_card_to_string (bn_card_widget_get_card (BN_CARD_WIDGET (card)));

      g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", name);
    }
  return g_string_free (text, FALSE);
}

/* What "cards draw @count --seed @seed" prints. */
static char *
dealt_by_seed (guint64 seed,
               guint   count)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < count; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *name = NULL;
      BnCard card;

      g_assert_true (bn_chance_draw_card (chance, &card, NULL, &error));
      g_assert_no_error (error);
      name = bn_card_to_string (card);
      g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", name);
    }
  return g_string_free (text, FALSE);
}

static void
test_draw_cards (Fixture       *fixture,
                 gconstpointer  user_data)
{
  g_autofree char *expected = dealt_by_seed (1190, 7);
  g_autofree char *shown = NULL;
  GtkWidget *dialog;
  GtkWidget *cards_box;
  GtkWidget *message;

  start_app (fixture);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.draw-cards", NULL));
  drain ();
  dialog = find_toplevel (BN_TYPE_CARD_DRAW_DIALOG);
  g_assert_nonnull (dialog);
  wait_until_mapped (dialog);
  cards_box = find_named (dialog, "cards-box");
  message = find_named (dialog, "message-label");
  g_assert_nonnull (cards_box);
  g_assert_nonnull (message);
  g_assert_null (gtk_widget_get_first_child (cards_box));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (dialog, "count-spin")), 7);
  gtk_editable_set_text (GTK_EDITABLE (find_named (dialog, "seed-entry")), "1190");
  g_signal_emit_by_name (find_named (dialog, "draw-button"), "clicked");
  drain ();
  shown = shown_cards (cards_box);
  g_assert_cmpstr (shown, ==, expected);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), ==, "7 cards dealt with seed 1190.");

  /* A seed that is not a number deals nothing and says why. */
  gtk_editable_set_text (GTK_EDITABLE (find_named (dialog, "seed-entry")), "twelve");
  g_signal_emit_by_name (find_named (dialog, "draw-button"), "clicked");
  drain ();
  g_assert_null (gtk_widget_get_first_child (cards_box));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (message)), "“twelve” is not a whole number"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

static gboolean
row_titled (GtkWidget  *root,
            const char *title,
            GtkWidget **out_row)
{
  if (ADW_IS_ACTION_ROW (root) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    {
      *out_row = root;
      return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (row_titled (child, title, out_row))
      return TRUE;
  return FALSE;
}

static GtkWidget *
first_button (GtkWidget *root)
{
  if (GTK_IS_BUTTON (root))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = first_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Odo, deleted from the campaign, is listed with a Restore button that
 * brings him back (as "leader restore ID" does); the list is then empty. */
static void
test_deleted_records (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
  GtkWidget *dialog;
  GtkWidget *row = NULL;
  GtkWidget *button;

  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

    g_assert_no_error (error);
    g_assert_true (bn_store_insert_leader (store, odo, &error));
    g_assert_no_error (error);
    g_assert_true (bn_store_delete (store, BN_STORE_KIND_LEADER, odo->id, &error));
    g_assert_no_error (error);
  }

  start_app (fixture);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.deleted-records", NULL));
  drain ();
  dialog = find_toplevel (BN_TYPE_DELETED_RECORDS_DIALOG);
  g_assert_nonnull (dialog);
  wait_until_mapped (dialog);
  g_assert_true (row_titled (dialog, "Odo", &row));
  g_assert_false (row_titled (dialog, "Hugh", &row));
  g_assert_true (row_titled (dialog, "Odo", &row));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), !=, NULL);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Leader · deleted "));
  button = first_button (row);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  drain ();

  g_assert_false (row_titled (dialog, "Odo", &row));
  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
    g_autoptr(GPtrArray) deleted = NULL;
    g_autoptr(BnLeader) back = NULL;

    g_assert_no_error (error);
    deleted = bn_store_list_deleted (store, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (deleted->len, ==, 0);
    back = bn_store_get_leader (store, odo->id, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (back->name, ==, "Odo");
  }
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/tools/check-database", Fixture, NULL, fixture_set_up, test_check_database, fixture_tear_down);
  g_test_add ("/tools/draw-cards", Fixture, NULL, fixture_set_up, test_draw_cards, fixture_tear_down);
  g_test_add ("/tools/deleted-records", Fixture, NULL, fixture_set_up, test_deleted_records, fixture_tear_down);
  return g_test_run ();
}
