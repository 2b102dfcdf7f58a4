/* test-table-side-ui.c — Battles › Table-Side Helper…, under a real
 * display (Xvfb): a table-side battle started between two saved armies,
 * a combat resolved from dice typed in stages (the dialog says which
 * come next), the result and its rule shown and logged, and the battle
 * finished into the campaign's battles, pending like any other. */
#include "bn-config.h"

#include <string.h>

#include "bn-army.h"
#include "bn-battles-view.h"
#include "bn-career.h"
#include "bn-chance.h"
#include "bn-muster.h"
#include "bn-ruleset.h"
#include "bn-table-battle.h"
#include "bn-table-side-dialog.h"
#include "bn-unit-rules.h"

#include "ui-fixture.h"

static gint64
four_crossbowmen (Fixture    *fixture,
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
  for (guint i = 0; i < 4; i++)
    {
      BnUnit *unit = bn_unit_rules_new_unit (fixture->unit_rules, "crossbowmen", &error);

      g_assert_no_error (error);
      g_ptr_array_add (army->units, bn_army_unit_new (unit, 0));
    }
  g_ptr_array_add (army->posts, bn_army_post_new (leader_id, BN_ARMY_ROLE_COMMANDER, 0));
  g_assert_true (bn_store_save_army (store, army, &error));
  g_assert_no_error (error);
  return army->id;
}

static GtkWidget *
find_widget (GtkWidget  *root,
             gboolean  (*match) (GtkWidget *widget, const char *text),
             const char *text)
{
  if (match (root, text))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, match, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_label_with (GtkWidget  *widget,
               const char *text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget)
         && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL;
}

static gboolean
is_row_titled (GtkWidget  *widget,
               const char *text)
{
  return ADW_IS_PREFERENCES_ROW (widget) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), text) == 0;
}

static gboolean
is_button_labelled (GtkWidget  *widget,
                    const char *text)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), text) == 0;
}

static gint64 finished_id;

static void
on_finished_cb (BnTableSideDialog *dialog,
                gint64             battle_id)
{
  finished_id = battle_id;
}

/* The store with Odo and two hosts of four crossbowmen, Hugh's and his. */
static BnStore *
open_with_two_hosts (Fixture  *fixture,
                     BnLeader *odo)
{
  g_autoptr(GError) error = NULL;
  BnStore *store = bn_store_open (fixture->db_path, &error);

  g_assert_no_error (error);
  g_assert_true (bn_store_insert_leader (store, odo, &error));
  four_crossbowmen (fixture, store, fixture->leader_id, "Hugh's host");
  four_crossbowmen (fixture, store, odo->id, "Odo's host");
  return store;
}

/* The app started, the Table-Side Helper opened from the Battles section. */
static BnTableSideDialog *
open_dialog (Fixture *fixture)
{
  BnTableSideDialog *dialog = NULL;
  GList *toplevels;

  start_app (fixture);
  bn_window_set_section (fixture->window, "battles");
  drain ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bn_window_get_battles_view (fixture->window)),
                                             "battles.table", NULL));
  drain ();
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (BN_IS_TABLE_SIDE_DIALOG (l->data))
      dialog = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (dialog);
  wait_until_mapped (GTK_WIDGET (dialog));
  return dialog;
}

static void
test_table_side (Fixture       *fixture,
                 gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
  g_autoptr(BnStore) store = NULL;
  g_autoptr(GPtrArray) battles = NULL;
  g_autoptr(BnTableBattle) kept = NULL;
  BnTableSideDialog *dialog = NULL;
  GtkWidget *dice_row;

  store = open_with_two_hosts (fixture, odo);
  dialog = open_dialog (fixture);
  g_signal_connect (dialog, "finished", G_CALLBACK (on_finished_cb), NULL);

  /* No battle in progress: a new one, Hugh's host against Odo's, under
   * the first ruleset (Lords & Levies). */
  g_assert_cmpint (bn_table_side_dialog_get_battle_id (dialog), ==, 0);
  g_assert_true (bn_table_side_dialog_start (dialog, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bn_table_side_dialog_get_battle_id (dialog), >, 0);
  drain ();
  g_assert_nonnull (find_widget (GTK_WIDGET (dialog), is_row_titled, "Attacker’s _Figures"));
  g_assert_null (find_widget (GTK_WIDGET (dialog), is_row_titled, "Attacker’s _Stands"));

  /* Crossbowmen (L&L: B-class foot) in close combat: 4 dice. Two hits on
   * lesser armour: one kills outright, the other is saved by a shield;
   * the defence throw's crossed swords miss. */
  dice_row = find_widget (GTK_WIDGET (dialog), is_row_titled, "Dice T_hrown");
  g_assert_nonnull (dice_row);
  gtk_editable_set_text (GTK_EDITABLE (dice_row), "6 6 2 2");
  g_assert_false (bn_table_side_dialog_resolve (dialog, FALSE));
  drain ();
  g_assert_nonnull (find_widget (GTK_WIDGET (dialog), is_label_with, "next, 1 saving throw (die 5)"));
  gtk_editable_set_text (GTK_EDITABLE (dice_row), "6 6 2 2 2 3");
  g_assert_true (bn_table_side_dialog_resolve (dialog, FALSE));
  drain ();
  g_assert_nonnull (find_widget (GTK_WIDGET (dialog), is_label_with, "The defender loses 1 figure of 8."));
  g_assert_nonnull (find_widget (GTK_WIDGET (dialog), is_label_with, "L&L, Resolve battle"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (dice_row)), ==, "");
  /* Seven figures left: what the defender's row now says. */
  g_assert_true (bn_table_side_dialog_resolve (dialog, TRUE));
  drain ();

  kept = bn_table_battle_load (store, bn_table_side_dialog_get_battle_id (dialog), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (kept->combats->len, ==, 2);
  g_assert_cmpstr (((BnTableEntry *) kept->combats->pdata[1])->types[1], ==, "B-foot crossbow 7");

  /* A combat written by another program (here the test's own connection)
   * shows in the helper's log. */
  {
    g_autoptr(BnTableCombat) combat = bn_table_combat_new ();
    g_autoptr(BnTableEntry) entry = NULL;
    guint units[2] = { 2, 2 };
    guint timeout;

    entry = bn_table_battle_resolve (store, kept->id, 1, units, combat, NULL, 0, 3, &error);
    g_assert_no_error (error);
    timeout = g_timeout_add_seconds (30, on_timeout_cb, "the helper to show a combat from another program");
    while (find_widget (GTK_WIDGET (dialog), is_label_with, "3 combats, the latest first") == NULL)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (timeout);
  }

  /* The Battles section follows the store: the battle in progress is
   * listed "At the Table". */
  {
    GtkWidget *view = GTK_WIDGET (bn_window_get_battles_view (fixture->window));
    guint timeout = g_timeout_add_seconds (30, on_timeout_cb, "the battle at the table to be listed");

    while (find_widget (view, is_row_titled, "Table-side battle, against Odo's host") == NULL)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (timeout);
    /* Not yet recorded: counted as in progress, not as "0 battles". */
    g_assert_nonnull (find_widget (view, is_label_with, "1 battle in progress"));
  }
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), is_button_labelled, "Finish and Record"), "clicked");
  drain ();
  g_assert_cmpint (finished_id, >, 0);
  battles = bn_career_list_battles (store, fixture->campaign_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (battles->len, ==, 1);
}

static gboolean
is_row_with_subtitle (GtkWidget  *widget,
                      const char *text)
{
  return ADW_IS_ACTION_ROW (widget)
         && strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)) != NULL
                    ? adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)) : "", text) != NULL;
}

/* Junior General counts a unit in stands: the helper's words say so. */
static void
test_table_side_stands (Fixture       *fixture,
                        gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
  g_autoptr(BnStore) store = NULL;
  BnTableSideDialog *dialog = NULL;
  GtkWidget *rules_row;
  guint jg = G_MAXUINT;

  store = open_with_two_hosts (fixture, odo);
  dialog = open_dialog (fixture);

  for (guint i = 0; i < bn_ruleset_get_n_rulesets (); i++)
    if (g_strcmp0 (bn_ruleset_get_nth (i)->id, "junior-general") == 0)
      jg = i;
  g_assert_cmpuint (jg, !=, G_MAXUINT);
  rules_row = find_widget (GTK_WIDGET (dialog), is_row_titled, "R_ules");
  g_assert_true (ADW_IS_COMBO_ROW (rules_row));
  adw_combo_row_set_selected (ADW_COMBO_ROW (rules_row), jg);
  g_assert_true (bn_table_side_dialog_start (dialog, &error));
  g_assert_no_error (error);
  drain ();
  g_assert_nonnull (find_widget (GTK_WIDGET (dialog), is_row_titled, "Attacker’s _Stands"));
  g_assert_nonnull (find_widget (GTK_WIDGET (dialog), is_row_titled, "Defender’s St_ands"));
  g_assert_null (find_widget (GTK_WIDGET (dialog), is_row_titled, "Attacker’s _Figures"));
  g_assert_nonnull (find_widget (GTK_WIDGET (dialog), is_row_with_subtitle, "stands left"));
  g_assert_null (find_widget (GTK_WIDGET (dialog), is_row_with_subtitle, "figures left"));
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/table-side/start-resolve-finish", Fixture, NULL, fixture_set_up, test_table_side, fixture_tear_down);
  g_test_add ("/table-side/stands", Fixture, NULL, fixture_set_up, test_table_side_stands, fixture_tear_down);
  return g_test_run ();
}
