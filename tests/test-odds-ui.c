/* test-odds-ui.c — Battles › Odds…, under a real display (Xvfb): two
 * saved armies, the rules, a battlefield, a number of battles and a seed
 * give, without blocking the window, the same odds "banneret-cli battle
 * odds" prints for them: each side's wins, their 95% interval and mean
 * victory points, the draws, and each unit's expected losses. */
#include "bn-config.h"

#include <string.h>

#include "bn-army.h"
#include "bn-battle-ai.h"
#include "bn-battle-army-from-roster.h"
#include "bn-battle-rules-xml.h"
#include "bn-battles-view.h"
#include "bn-chance.h"
#include "bn-leader-generator.h"
#include "bn-muster.h"
#include "bn-odds-dialog.h"
#include "bn-ruleset.h"
#include "bn-scenario-xml.h"
#include "bn-unit-rules.h"

#include "ui-fixture.h"

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

/* The odds the library gives for the two saved armies, as the CLI asks. */
static BnBattleOdds *
library_odds (Fixture *fixture,
              gint64   army_ids[2],
              guint    runs,
              guint64  seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_id (bn_ruleset_get_nth (0)->id, &error);
  g_autoptr(BnScenario) scenario = NULL;
  BnBattleArmy *armies[2] = { NULL, NULL };
  BnBattleOdds *odds;

  g_assert_no_error (error);
  scenario = bn_scenario_resolve (rules, bn_scenario_shipped_ids ()[0], &error);
  g_assert_no_error (error);
  for (guint side = 0; side < 2; side++)
    {
      g_autoptr(BnArmy) army = bn_store_get_army (store, army_ids[side], &error);
      g_autoptr(BnLeader) leader = NULL;
      g_autoptr(GPtrArray) domain = NULL;

      g_assert_no_error (error);
      leader = bn_store_get_leader (store, army->leader_id, &error);
      g_assert_no_error (error);
      domain = bn_store_list_vassals (store, leader->id, &error);
      g_assert_no_error (error);
      armies[side] = bn_battle_army_from_roster (army, leader, domain, fixture->unit_rules, rules, &error);
      g_assert_no_error (error);
    }
  odds = bn_battle_odds_run (rules, scenario, armies[0], armies[1], runs, seed, 1, &error);
  g_assert_no_error (error);
  bn_battle_army_free (armies[0]);
  bn_battle_army_free (armies[1]);
  return odds;
}

static GtkWidget *
find_type (GtkWidget *root,
           GType      type,
           guint      nth)
{
  GtkWidget *found = NULL;
  guint seen = 0;
  GPtrArray *stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  /* Depth first, in order. */
  while (stack->len > 0 && found == NULL)
    {
      GtkWidget *widget = g_ptr_array_steal_index (stack, stack->len - 1);
      GPtrArray *children = g_ptr_array_new ();

      if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && seen++ == nth)
        found = widget;
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (children, child);
      for (guint i = children->len; i > 0; i--)
        g_ptr_array_add (stack, g_ptr_array_index (children, i - 1));
      g_ptr_array_unref (children);
    }
  g_ptr_array_unref (stack);
  return found;
}

static GtkWidget *
row_titled (GtkWidget  *root,
            const char *title)
{
  for (guint i = 0;; i++)
    {
      GtkWidget *row = find_type (root, ADW_TYPE_ACTION_ROW, i);

      if (row == NULL)
        return NULL;
      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) == 0)
        return row;
    }
}

static void
test_odds (Fixture       *fixture,
           gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
  g_autoptr(BnBattleOdds) expected = NULL;
  g_autofree char *wins = NULL;
  g_autofree char *draws = NULL;
  gint64 army_ids[2];
  BnOddsDialog *dialog;
  GtkWidget *row;
  guint timeout;

  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

    g_assert_no_error (error);
    g_assert_true (bn_store_insert_leader (store, odo, &error));
    g_assert_no_error (error);
    army_ids[0] = eight_crossbowmen (fixture, store, fixture->leader_id, "Hugh's eight");
    army_ids[1] = eight_crossbowmen (fixture, store, odo->id, "Odo's eight");
  }
  expected = library_odds (fixture, army_ids, 12, 1190);

  start_app (fixture);
  bn_window_set_section (fixture->window, "battles");
  drain ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bn_window_get_battles_view (fixture->window)),
                                             "battles.odds", NULL));
  drain ();
  {
    GList *toplevels = gtk_window_list_toplevels ();

    dialog = NULL;
    for (GList *l = toplevels; l != NULL; l = l->next)
      if (BN_IS_ODDS_DIALOG (l->data))
        dialog = l->data;
    g_list_free (toplevels);
  }
  g_assert_nonnull (dialog);
  wait_until_mapped (GTK_WIDGET (dialog));

  /* The first shipped battlefield and ruleset are chosen; the armies are
   * the campaign's two, in order. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0)), 12);
  gtk_editable_set_text (GTK_EDITABLE (find_type (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, 0)), "1190");
  g_assert_null (row_titled (GTK_WIDGET (dialog), "Draws"));
  bn_odds_dialog_run (dialog);
  g_assert_true (bn_odds_dialog_is_running (dialog));
  timeout = g_timeout_add_seconds (120, on_timeout_cb, "the odds");
  while (bn_odds_dialog_is_running (dialog))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  drain ();

  row = row_titled (GTK_WIDGET (dialog), "Hugh's eight");
  g_assert_nonnull (row);
  wins = g_strdup_printf ("Wins %u: %.1f%% (95%%: %.1f–%.1f%%) · mean VP %.2f", expected->wins[0],
                          100.0 * expected->win_rate[0], 100.0 * expected->win_rate_low[0],
                          100.0 * expected->win_rate_high[0], expected->mean_victory_points[0]);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, wins);
  row = row_titled (GTK_WIDGET (dialog), "Odo's eight");
  g_assert_nonnull (row);
  row = row_titled (GTK_WIDGET (dialog), "Draws");
  g_assert_nonnull (row);
  draws = g_strdup_printf ("%u: %.1f%%", expected->draws, 100.0 * expected->draws / expected->runs);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, draws);
  g_assert_cmpuint (expected->units->len, >, 0);
  {
    const BnBattleUnitOdds *unit = g_ptr_array_index (expected->units, 0);
    g_autofree char *title = g_strdup_printf ("%s (%s)", unit->unit_name,
                                              unit->side == 0 ? "Hugh's eight" : "Odo's eight");

    g_assert_nonnull (row_titled (GTK_WIDGET (dialog), title));
    g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row_titled (GTK_WIDGET (dialog), title))),
                              " figures lost · "));
  }

  /* Under Junior General, on its open table, losses are counted in stands. */
  {
    GtkWidget *rules_row = row_titled (GTK_WIDGET (dialog), "R_ules");
    const BnBattleUnitOdds *unit = g_ptr_array_index (expected->units, 0);
    g_autofree char *title = g_strdup_printf ("%s (%s)", unit->unit_name,
                                              unit->side == 0 ? "Hugh's eight" : "Odo's eight");
    guint jg = 0;

    while (jg < bn_ruleset_get_n_rulesets () && !g_str_equal (bn_ruleset_get_nth (jg)->id, "junior-general"))
      jg++;
    g_assert_cmpuint (jg, <, bn_ruleset_get_n_rulesets ());
    g_assert_nonnull (rules_row);
    adw_combo_row_set_selected (ADW_COMBO_ROW (rules_row), jg);
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0)), 2);
    drain ();
    bn_odds_dialog_run (dialog);
    timeout = g_timeout_add_seconds (120, on_timeout_cb, "the odds");
    while (bn_odds_dialog_is_running (dialog))
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (timeout);
    drain ();
    g_assert_nonnull (row_titled (GTK_WIDGET (dialog), title));
    g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row_titled (GTK_WIDGET (dialog), title))),
                              " stands lost · "));
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

  g_test_add ("/odds/saved-armies", Fixture, NULL, fixture_set_up, test_odds, fixture_tear_down);
  return g_test_run ();
}
