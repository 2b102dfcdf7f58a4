/* bn-play-opponent.c — the Play dialog's opponent raised for points; see
 * bn-play-opponent.h. The dialog's rows are plain widgets: what this part
 * needs of them rides on the points row (g_object_set_data). */
#include "bn-config.h"

#include "bn-play-opponent.h"

#include <glib/gi18n.h>

#include "bn-application.h"
#include "bn-army-generator.h"
#include "bn-army-report.h"

typedef struct
{
  AdwComboRow *mine;
  AdwComboRow *theirs;
  GtkSpinButton *spin;
  GPtrArray *armies;            /* BnArmy, as both combo rows list them */
  BnUnitRules *unit_rules;
  guint default_shown;          /* the points shown for the army's cost; 0 before */
} Opponent;

static void
opponent_free (Opponent *opponent)
{
  g_ptr_array_unref (opponent->armies);
  g_clear_pointer (&opponent->unit_rules, bn_unit_rules_unref);
  g_free (opponent);
}

static Opponent *
opponent_of (GtkWidget *points_row)
{
  return g_object_get_data (G_OBJECT (points_row), "bn-opponent");
}

static GSettings *
settings_of (void)
{
  GApplication *app = g_application_get_default ();

  return BN_IS_APPLICATION (app) ? bn_application_get_settings (BN_APPLICATION (app)) : NULL;
}

/* The raised host is the Opponent row's last item, after the armies. */
static gboolean
is_raised (Opponent *opponent)
{
  return adw_combo_row_get_selected (opponent->theirs) >= opponent->armies->len;
}

static void
on_theirs_changed_cb (GtkWidget *points_row)
{
  gtk_widget_set_visible (points_row, is_raised (opponent_of (points_row)));
}

/* The host starts as strong as the player's army (as near as the
 * generator can raise one), and follows another army chosen; points the
 * player typed stay. */
static void
on_mine_changed_cb (GtkWidget *points_row)
{
  Opponent *opponent = opponent_of (points_row);
  guint picked = adw_combo_row_get_selected (opponent->mine);
  guint shown = (guint) gtk_spin_button_get_value_as_int (opponent->spin);

  if (picked >= opponent->armies->len || opponent->unit_rules == NULL)
    return;
  if (opponent->default_shown != 0 && shown != opponent->default_shown)
    return;
  gtk_spin_button_set_value (opponent->spin,
                             bn_army_get_cost (g_ptr_array_index (opponent->armies, picked), opponent->unit_rules));
  opponent->default_shown = (guint) gtk_spin_button_get_value_as_int (opponent->spin);
}

/**
 * bn_play_opponent_attach:
 * @mine: the Play dialog's "Your army" row, listing @armies
 * @theirs: its Opponent row, listing @armies and after them the host
 *   (bn_play_opponent_append_host())
 *
 * Returns: (transfer floating): the row of the host's points, to add to
 *   the dialog's list; shown while the host is the opponent. With fewer
 *   than two armies it is the opponent from the start; otherwise it is if
 *   it was the last time.
 */
GtkWidget *
bn_play_opponent_attach (AdwComboRow *mine,
                         AdwComboRow *theirs,
                         GPtrArray   *armies)
{
  Opponent *opponent = g_new0 (Opponent, 1);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin;
  GSettings *settings = settings_of ();

  opponent->mine = mine;
  opponent->theirs = theirs;
  opponent->armies = g_ptr_array_ref (armies);
  opponent->unit_rules = bn_unit_rules_load_default (NULL);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Points of the raised host"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("The army generator picks its units by the rules’ tables; it starts at your army’s cost"));
  spin = gtk_spin_button_new_with_range (opponent->unit_rules != NULL ? bn_army_generator_get_min_points (opponent->unit_rules) : 1,
                                         opponent->unit_rules != NULL ? bn_army_generator_get_max_points (opponent->unit_rules) : 1000,
                                         1);
  opponent->spin = GTK_SPIN_BUTTON (spin);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Points of the raised host"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  g_object_set_data_full (G_OBJECT (row), "bn-opponent", opponent, (GDestroyNotify) opponent_free);
  g_signal_connect_object (mine, "notify::selected", G_CALLBACK (on_mine_changed_cb), row, G_CONNECT_SWAPPED);
  g_signal_connect_object (theirs, "notify::selected", G_CALLBACK (on_theirs_changed_cb), row, G_CONNECT_SWAPPED);
  on_mine_changed_cb (row);
  if (armies->len < 2 || (settings != NULL && g_settings_get_boolean (settings, "play-against-raised")))
    adw_combo_row_set_selected (theirs, armies->len);
  if (settings != NULL && g_settings_get_uint (settings, "play-raised-points") > 0)
    bn_play_opponent_set_points (row, g_settings_get_uint (settings, "play-raised-points"));
  on_theirs_changed_cb (row);
  return row;
}

/* Adds the raised host to the Opponent row's items, after the armies
 * (before the model is given to the row). */
void
bn_play_opponent_append_host (GtkStringList *opponents)
{
  gtk_string_list_append (opponents, _("A host raised for points"));
}

/* Whether the opponent chosen is the host raised for points. */
gboolean
bn_play_opponent_is_raised (GtkWidget *points_row)
{
  g_return_val_if_fail (opponent_of (points_row) != NULL, FALSE);

  return is_raised (opponent_of (points_row));
}

guint
bn_play_opponent_get_points (GtkWidget *points_row)
{
  g_return_val_if_fail (opponent_of (points_row) != NULL, 0);

  gtk_spin_button_update (opponent_of (points_row)->spin);
  return (guint) gtk_spin_button_get_value_as_int (opponent_of (points_row)->spin);
}

/* Asks for @points (held to what the generator can raise). */
void
bn_play_opponent_set_points (GtkWidget *points_row,
                             guint      points)
{
  g_return_if_fail (opponent_of (points_row) != NULL);

  gtk_spin_button_set_value (opponent_of (points_row)->spin, points);
}

/* Keeps the choice for the next battle: the raised host or an army, and
 * the points if they are not the army's cost (0 says "its cost"). */
void
bn_play_opponent_remember (GtkWidget *points_row)
{
  Opponent *opponent = opponent_of (points_row);
  GSettings *settings = settings_of ();
  guint points = bn_play_opponent_get_points (points_row);
  guint picked = adw_combo_row_get_selected (opponent->mine);
  guint cost = picked < opponent->armies->len && opponent->unit_rules != NULL
               ? bn_army_get_cost (g_ptr_array_index (opponent->armies, picked), opponent->unit_rules) : 0;

  if (settings == NULL)
    return;
  g_settings_set_boolean (settings, "play-against-raised", is_raised (opponent));
  g_settings_set_uint (settings, "play-raised-points", points == cost ? 0 : points);
}
