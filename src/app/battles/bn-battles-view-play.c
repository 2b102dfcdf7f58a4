/* bn-battles-view-play.c — the Battles section's Play a Battle.
 *
 * The dialog that picks the two armies (or a host raised for points), who
 * plays, the ruleset, the battlefield and the computer's strength; what it
 * remembers for next time; and the battles it starts on the board
 * (bn_battles_view_play_battle() and its kin, which tests and the window
 * call directly).
 */
#include "bn-config.h"

#include "bn-battles-view-private.h"

#include <glib/gi18n.h>

#include "bn-application.h"
#include "bn-armies-view.h"
#include "bn-army-ready.h"
#include "bn-battle-rules-xml.h"
#include "bn-combo-rows.h"
#include "bn-leader-page.h"
#include "bn-play-opponent.h"
#include "bn-play-window.h"
#include "bn-scenario-xml.h"
#include "bn-window.h"

static const char *
army_display_name (BnBattlesView *self,
                   gint64         id)
{
  const char *name = bn_battles_view_army_name (self, id);

  return name != NULL ? name : "";
}

static GSettings *
settings_of (void)
{
  GApplication *app = g_application_get_default ();

  return BN_IS_APPLICATION (app) ? bn_application_get_settings (BN_APPLICATION (app)) : NULL;
}

static BnPlayWindow *play_on (BnBattlesView    *self,
                              gint64            army_id,
                              gint64            opponent_army_id,
                              guint             points,
                              const char       *scenario,
                              guint             humans,
                              const BnRuleset  *ruleset,
                              BnBattleStrength  strength,
                              GError          **error);

/* The computer's strength the Play dialog shows (its row hangs on the
 * Players row). */
static BnBattleStrength
play_strength (AdwComboRow *who)
{
  AdwComboRow *row = g_object_get_data (G_OBJECT (who), "bn-strength");

  return row != NULL ? (BnBattleStrength) MIN (adw_combo_row_get_selected (row), BN_BATTLE_N_STRENGTHS - 1)
                     : BN_BATTLE_STRENGTH_STANDARD;
}

/* The Play dialog's choices, kept for the next battle. */
static void
remember_play (BnBattlesView *self,
               AdwComboRow   *rules_row,
               AdwComboRow   *field,
               AdwComboRow   *who,
               GtkSwitch     *deploy)
{
  GSettings *settings = settings_of ();
  const char * const *ids = bn_scenario_shipped_ids ();
  guint picked = adw_combo_row_get_selected (field);
  guint rules = adw_combo_row_get_selected (rules_row);

  if (settings == NULL)
    return;
  g_settings_set_string (settings, "play-ruleset", rules < bn_ruleset_get_n_rulesets () ? bn_ruleset_get_nth (rules)->id : "");
  g_settings_set_string (settings, "play-battlefield", picked < g_strv_length ((char **) ids) ? ids[picked] : "random");
  g_settings_set_int (settings, "play-players", (int) adw_combo_row_get_selected (who));
  g_settings_set_boolean (settings, "play-deploy", gtk_switch_get_active (deploy));
  {
    AdwComboRow *strength = g_object_get_data (G_OBJECT (who), "bn-strength");

    if (strength != NULL)
      g_settings_set_string (settings, "play-strength",
                             bn_battle_strength_to_string (MIN (adw_combo_row_get_selected (strength),
                                                                BN_BATTLE_N_STRENGTHS - 1)));
  }
}

/* The Play dialog opens on the last battle's choices. */
static void
recall_play (AdwComboRow *rules_row,
             AdwComboRow *field,
             AdwComboRow *who,
             GtkSwitch   *deploy)
{
  GSettings *settings = settings_of ();
  const char * const *ids = bn_scenario_shipped_ids ();
  g_autofree char *ruleset = NULL;
  g_autofree char *battlefield = NULL;

  if (settings == NULL)
    return;
  ruleset = g_settings_get_string (settings, "play-ruleset");
  battlefield = g_settings_get_string (settings, "play-battlefield");
  if (bn_ruleset_index_of (ruleset) >= 0)
    adw_combo_row_set_selected (rules_row, (guint) bn_ruleset_index_of (ruleset));
  for (guint i = 0; ids[i] != NULL; i++)
    if (g_strcmp0 (ids[i], battlefield) == 0)
      adw_combo_row_set_selected (field, i);
  if (g_strcmp0 (battlefield, "random") == 0)
    adw_combo_row_set_selected (field, g_strv_length ((char **) ids));
  adw_combo_row_set_selected (who, (guint) CLAMP (g_settings_get_int (settings, "play-players"), 0, 2));
  gtk_switch_set_active (deploy, g_settings_get_boolean (settings, "play-deploy"));
  {
    AdwComboRow *strength_row = g_object_get_data (G_OBJECT (who), "bn-strength");
    g_autofree char *remembered = g_settings_get_string (settings, "play-strength");
    BnBattleStrength strength;

    if (strength_row != NULL && bn_battle_strength_from_string (remembered, &strength))
      adw_combo_row_set_selected (strength_row, strength);
  }
}

/* "Two Armies Are Needed": a second one raised for points, or made. */
static void
on_need_army_response_cb (AdwMessageDialog *dialog,
                          const char       *response,
                          BnBattlesView    *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (g_strcmp0 (response, "raise") != 0 || !BN_IS_WINDOW (root))
    return;
  bn_window_set_section (BN_WINDOW (root), "armies");
  bn_armies_view_raise_army (bn_window_get_armies_view (BN_WINDOW (root)));
}

static void
on_play_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     BnBattlesView    *self)
{
  AdwComboRow *mine = g_object_get_data (G_OBJECT (dialog), "bn-mine");
  AdwComboRow *theirs = g_object_get_data (G_OBJECT (dialog), "bn-theirs");
  AdwComboRow *who = g_object_get_data (G_OBJECT (dialog), "bn-who");
  AdwComboRow *rules_row = g_object_get_data (G_OBJECT (dialog), "bn-rules");
  AdwComboRow *field = g_object_get_data (G_OBJECT (dialog), "bn-field");
  GtkSwitch *deploy = g_object_get_data (G_OBJECT (dialog), "bn-deploy");
  GtkWidget *points_row = g_object_get_data (G_OBJECT (dialog), "bn-points");
  const char * const *ids = bn_scenario_shipped_ids ();
  static const guint humans[] = { BN_PLAYED_BY_PEOPLE (0), BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1), 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *scenario = NULL;
  guint n_ids = g_strv_length ((char **) ids);
  guint picked = adw_combo_row_get_selected (field);

  if (g_strcmp0 (response, "raise") == 0)
    on_need_army_response_cb (dialog, response, self);
  /* Play waits while an army may not take the field (check_play_armies()). */
  if (g_strcmp0 (response, "play") != 0 || self->armies == NULL ||
      !adw_message_dialog_get_response_enabled (dialog, "play"))
    return;
  remember_play (self, rules_row, field, who, deploy);
  bn_play_opponent_remember (points_row);
  /* The last row is a random battlefield. */
  scenario = picked < n_ids ? g_strdup (ids[picked]) : g_strdup_printf ("random:%u", g_random_int ());
  if (gtk_switch_get_active (deploy))
    {
      char *placed = g_strconcat (BN_SCENARIO_DEPLOY_PREFIX, scenario, NULL);

      g_free (scenario);
      scenario = placed;
    }
  if (play_on (self, ((BnArmy *) g_ptr_array_index (self->armies, adw_combo_row_get_selected (mine)))->id,
               bn_play_opponent_is_raised (points_row)
                 ? 0 : ((BnArmy *) g_ptr_array_index (self->armies, adw_combo_row_get_selected (theirs)))->id,
               bn_play_opponent_is_raised (points_row) ? bn_play_opponent_get_points (points_row) : 0,
               scenario, humans[MIN (adw_combo_row_get_selected (who), 2)],
               bn_ruleset_get_nth (MIN (adw_combo_row_get_selected (rules_row), bn_ruleset_get_n_rulesets () - 1)),
               play_strength (who), &error) == NULL)
    bn_leader_page_show_error (GTK_WIDGET (self), _("The Battle Could Not Be Started"), error->message);
}

/* Starts a battle against army @opponent_army_id, or (0) against a host
 * raised for @points, and opens it on the board. */
static BnPlayWindow *
play_on (BnBattlesView    *self,
         gint64            army_id,
         gint64            opponent_army_id,
         guint             points,
         const char       *scenario,
         guint             humans,
         const BnRuleset  *ruleset,
         BnBattleStrength  strength,
         GError          **error)
{
  BnPlayedBattle *played;
  /* Under hard the computer thinks in another thread, even over its opening moves. */
  gboolean defer = strength == BN_BATTLE_STRENGTH_HARD;

  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), NULL);
  bn_battles_view_ensure_loaded (self);

  played = points > 0
    ? bn_played_battle_start_raised (self->store, army_id, points, scenario, g_random_int (), humans, ruleset, 0,
                                     strength, defer, error)
    : bn_played_battle_start_with_strength (self->store, army_id, opponent_army_id, scenario, g_random_int (),
                                            humans, ruleset, 0, strength, defer, error);
  if (played == NULL)
    return NULL;
  return bn_play_window_new (bn_battles_view_root_window (self), self->store, played);
}

/**
 * bn_battles_view_play_battle:
 * @humans: who people play (BN_PLAYED_BY_PEOPLE())
 *
 * Starts a battle between two armies of the campaign, on open ground, and
 * opens it on the board.
 *
 * Returns: (transfer none) (nullable): the window it is played in
 */
BnPlayWindow *
bn_battles_view_play_battle (BnBattlesView  *self,
                             gint64          army_id,
                             gint64          opponent_army_id,
                             guint           humans,
                             GError        **error)
{
  return bn_battles_view_play_battle_on (self, army_id, opponent_army_id, "open-field", humans, NULL, error);
}

/**
 * bn_battles_view_play_battle_with_rules:
 * @ruleset: (nullable): the ruleset of the battle; %NULL: the default
 *
 * As bn_battles_view_play_battle(), under @ruleset.
 *
 * Returns: (transfer none) (nullable): the window it is played in
 */
BnPlayWindow *
bn_battles_view_play_battle_with_rules (BnBattlesView    *self,
                                        gint64            army_id,
                                        gint64            opponent_army_id,
                                        guint             humans,
                                        const BnRuleset  *ruleset,
                                        GError          **error)
{
  return bn_battles_view_play_battle_on (self, army_id, opponent_army_id, "open-field", humans, ruleset, error);
}

/**
 * bn_battles_view_play_battle_on:
 * @scenario: the battlefield ("river-fords", "random:SEED")
 * @ruleset: (nullable): the ruleset of the battle; %NULL: the default
 *
 * As bn_battles_view_play_battle(), on @scenario under @ruleset.
 *
 * Returns: (transfer none) (nullable): the window it is played in
 */
BnPlayWindow *
bn_battles_view_play_battle_on (BnBattlesView    *self,
                                gint64            army_id,
                                gint64            opponent_army_id,
                                const char       *scenario,
                                guint             humans,
                                const BnRuleset  *ruleset,
                                GError          **error)
{
  return play_on (self, army_id, opponent_army_id, 0, scenario, humans, ruleset, BN_BATTLE_STRENGTH_STANDARD, error);
}

/**
 * bn_battles_view_play_battle_with_strength:
 * @strength: the computer's; under hard it thinks in another thread, even
 *   over its opening moves
 *
 * As bn_battles_view_play_battle_on(), against a computer of @strength.
 *
 * Returns: (transfer none) (nullable): the window it is played in
 */
BnPlayWindow *
bn_battles_view_play_battle_with_strength (BnBattlesView    *self,
                                           gint64            army_id,
                                           gint64            opponent_army_id,
                                           const char       *scenario,
                                           guint             humans,
                                           const BnRuleset  *ruleset,
                                           BnBattleStrength  strength,
                                           GError          **error)
{
  return play_on (self, army_id, opponent_army_id, 0, scenario, humans, ruleset, strength, error);
}

/**
 * bn_battles_view_play_raised_on:
 * @points: the points the opponent is raised for
 *
 * As bn_battles_view_play_battle_on(), against a host the army generator
 * raises for @points (bn_played_battle_start_raised()).
 *
 * Returns: (transfer none) (nullable): the window it is played in
 */
BnPlayWindow *
bn_battles_view_play_raised_on (BnBattlesView    *self,
                                gint64            army_id,
                                guint             points,
                                const char       *scenario,
                                guint             humans,
                                const BnRuleset  *ruleset,
                                GError          **error)
{
  g_return_val_if_fail (points > 0, NULL);

  return play_on (self, army_id, 0, points, scenario, humans, ruleset, BN_BATTLE_STRENGTH_STANDARD, error);
}

/* Units are placed by hand on hexes and on the open table alike; the row
 * says where the zone is in each. */
static void
on_play_rules_changed_cb (AdwComboRow *rules_row,
                          GParamSpec  *pspec,
                          GtkWidget   *deploy_row)
{
  guint index = adw_combo_row_get_selected (rules_row);
  gboolean hexes = index >= bn_ruleset_get_n_rulesets () || bn_ruleset_get_nth (index)->board == BN_RULESET_BOARD_HEX;

  adw_action_row_set_subtitle (ADW_ACTION_ROW (deploy_row),
                               hexes ? _("In your deployment zone, before the first turn")
                                     : _("Within your deployment zone at your end of the table, before the first turn"));
}

/* What the chosen strength of the computer does, under its name. */
static const char *
strength_description (BnBattleStrength strength)
{
  switch (strength)
    {
    case BN_BATTLE_STRENGTH_EASY:
      return _("Easy plays to win, but now and then makes any move the rules allow");
    case BN_BATTLE_STRENGTH_STANDARD:
      return _("Standard plays each move to win, without looking ahead");
    case BN_BATTLE_STRENGTH_HARD:
    default:
      return _("Hard looks ahead, a second a move at most");
    }
}

static void
on_strength_changed_cb (AdwComboRow *row,
                        GParamSpec  *pspec,
                        gpointer     user_data)
{
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               strength_description ((BnBattleStrength) MIN (adw_combo_row_get_selected (row),
                                                                             BN_BATTLE_N_STRENGTHS - 1)));
}

/* The armies about to take the field, checked as Fight checks them
 * (bn_army_check_ready()): the first that may not is named on the "not
 * ready" row, in the library's words, with the way to put it right, and
 * Play waits until there is none. */
static void
check_play_armies (AdwMessageDialog *dialog)
{
  BnBattlesView *self = g_object_get_data (G_OBJECT (dialog), "bn-view");
  AdwComboRow *mine = g_object_get_data (G_OBJECT (dialog), "bn-mine");
  AdwComboRow *theirs = g_object_get_data (G_OBJECT (dialog), "bn-theirs");
  GtkWidget *points_row = g_object_get_data (G_OBJECT (dialog), "bn-points");
  GtkWidget *not_ready = g_object_get_data (G_OBJECT (dialog), "bn-not-ready");
  const BnArmy *sides[2] = { NULL, NULL };
  const BnArmy *refused = NULL;
  g_autoptr(GError) error = NULL;

  if (self == NULL || self->armies == NULL || not_ready == NULL)
    return;
  if (adw_combo_row_get_selected (mine) < self->armies->len)
    sides[0] = g_ptr_array_index (self->armies, adw_combo_row_get_selected (mine));
  if (!bn_play_opponent_is_raised (points_row) && adw_combo_row_get_selected (theirs) < self->armies->len)
    sides[1] = g_ptr_array_index (self->armies, adw_combo_row_get_selected (theirs));
  for (guint i = 0; i < 2 && refused == NULL; i++)
    if (sides[i] != NULL && !bn_army_check_ready (self->store, sides[i], &error))
      refused = sides[i];
  gtk_widget_set_visible (not_ready, refused != NULL);
  if (refused != NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (not_ready), error->message);
      g_object_set_data_full (G_OBJECT (not_ready), "bn-army-id", g_memdup2 (&refused->id, sizeof refused->id),
                              g_free);
    }
  adw_message_dialog_set_response_enabled (dialog, "play", refused == NULL);
}

/* "Open the Army": the army that may not take the field, in the Armies
 * section, where it is mustered and put right. */
static void
on_open_army_clicked_cb (GtkButton        *button,
                         AdwMessageDialog *dialog)
{
  BnBattlesView *self = g_object_get_data (G_OBJECT (dialog), "bn-view");
  GtkWidget *not_ready = g_object_get_data (G_OBJECT (dialog), "bn-not-ready");
  gint64 *id = g_object_get_data (G_OBJECT (not_ready), "bn-army-id");
  GtkRoot *root = self != NULL ? gtk_widget_get_root (GTK_WIDGET (self)) : NULL;
  gint64 army_id = id != NULL ? *id : 0;

  gtk_window_close (GTK_WINDOW (dialog));
  if (army_id == 0 || !BN_IS_WINDOW (root))
    return;
  bn_window_set_section (BN_WINDOW (root), "armies");
  bn_armies_view_open_army (bn_window_get_armies_view (BN_WINDOW (root)), army_id);
}

/* A window at least this wide holds Play a Battle at its roomy width. */
#define ROOMY_PARENT 600

void
bn_battles_view_play_activated (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  BnBattlesView *self = BN_BATTLES_VIEW (widget);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) opponents = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) people = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) rulesets = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) fields = gtk_string_list_new (NULL);
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_default (NULL);
  const char * const *ids = bn_scenario_shipped_ids ();
  GtkWidget *list, *mine, *theirs, *who, *field, *deploy_row, *deploy, *rules_row, *points_row, *not_ready;
  AdwMessageDialog *dialog;
  gboolean roomy;

  bn_battles_view_ensure_loaded (self);
  /* One army is enough: its opponent can be raised for points. */
  if (self->armies == NULL || self->armies->len == 0)
    {
      AdwMessageDialog *need = ADW_MESSAGE_DIALOG (
        adw_message_dialog_new (bn_battles_view_root_window (self), _("An Army Is Needed"),
                                _("A battle on the board is fought by a saved army of the campaign, against another "
                                  "or against a host raised for points. Raise your leader’s army for its points "
                                  "(the army generator picks its units by the rules’ tables), or build one in the "
                                  "Armies section.")));

      adw_message_dialog_add_responses (need, "cancel", _("_Cancel"), "raise", _("_Raise an Army…"), NULL);
      adw_message_dialog_set_response_appearance (need, "raise", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (need, "raise");
      adw_message_dialog_set_close_response (need, "cancel");
      g_signal_connect_object (need, "response", G_CALLBACK (on_need_army_response_cb), self, 0);
      gtk_window_present (GTK_WINDOW (need));
      return;
    }
  for (guint i = 0; i < self->armies->len; i++)
    {
      gtk_string_list_append (names, army_display_name (self, ((BnArmy *) g_ptr_array_index (self->armies, i))->id));
      gtk_string_list_append (opponents, army_display_name (self, ((BnArmy *) g_ptr_array_index (self->armies, i))->id));
    }
  /* TRANSLATORS: who plays a battle on the board; a combo row shows about 20 characters */
  gtk_string_list_append (people, _("You vs. the computer"));
  /* TRANSLATORS: who plays a battle on the board; a combo row shows about 20 characters */
  gtk_string_list_append (people, _("Two people in turn"));
  /* TRANSLATORS: who plays a battle on the board; a combo row shows about 20 characters */
  gtk_string_list_append (people, _("Computer vs. itself"));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (bn_battles_view_root_window (self), _("Play a Battle"),
                                                      self->armies->len < 2
                                                      ? _("Your army meets a host raised for points on the board: "
                                                          "the campaign has no other army. Every move is one the "
                                                          "rules allow, and the battle is saved as it goes.")
                                                      : _("Your army meets another saved army, or a host raised for "
                                                          "points, on the board. Every move is one the rules allow, "
                                                          "and the battle is saved as it goes.")));
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  /* Beside a wide window, wide enough for the choices beside the rows'
   * titles; beside a phone's, 360 px, each choice goes under its title. */
  roomy = bn_battles_view_root_window (self) != NULL && gtk_widget_get_width (GTK_WIDGET (bn_battles_view_root_window (self))) >= ROOMY_PARENT;
  if (roomy)
    gtk_widget_set_size_request (list, 460, -1);
  /* The armies' names are long: under the rows' titles at any width. */
  mine = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (mine), _("Your army"));
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (mine), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (mine), G_LIST_MODEL (names));
  theirs = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (theirs), _("Opponent"));
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (theirs), TRUE);
  bn_play_opponent_append_host (opponents);
  adw_combo_row_set_model (ADW_COMBO_ROW (theirs), G_LIST_MODEL (opponents));
  adw_combo_row_set_selected (ADW_COMBO_ROW (theirs), 1);
  points_row = bn_play_opponent_attach (ADW_COMBO_ROW (mine), ADW_COMBO_ROW (theirs), self->armies);
  who = adw_combo_row_new ();
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (who), !roomy);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (who), _("Players"));
  adw_combo_row_set_model (ADW_COMBO_ROW (who), G_LIST_MODEL (people));
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(BnScenario) scenario = rules != NULL ? bn_scenario_load_shipped (rules, ids[i], NULL) : NULL;

      gtk_string_list_append (fields, scenario != NULL ? bn_data_text (scenario->name) : ids[i]);
    }
  gtk_string_list_append (fields, _("A random battlefield"));
  field = adw_combo_row_new ();
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (field), !roomy);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (field), _("Battlefield"));
  adw_combo_row_set_model (ADW_COMBO_ROW (field), G_LIST_MODEL (fields));
  gtk_list_box_append (GTK_LIST_BOX (list), mine);
  gtk_list_box_append (GTK_LIST_BOX (list), theirs);
  gtk_list_box_append (GTK_LIST_BOX (list), points_row);
  {
    GtkWidget *open = gtk_button_new_with_mnemonic (_("_Open the Army"));

    not_ready = adw_action_row_new ();
    adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (not_ready), FALSE);
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (not_ready), _("This army may not take the field"));
    gtk_widget_add_css_class (not_ready, "error");
    gtk_widget_set_valign (open, GTK_ALIGN_CENTER);
    adw_action_row_add_suffix (ADW_ACTION_ROW (not_ready), open);
    g_signal_connect_object (open, "clicked", G_CALLBACK (on_open_army_clicked_cb), dialog, 0);
    gtk_widget_set_visible (not_ready, FALSE);
    gtk_list_box_append (GTK_LIST_BOX (list), not_ready);
  }
  rules_row = adw_combo_row_new ();
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (rules_row), !roomy);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rules_row), _("Rules"));
  for (guint i = 0; i < bn_ruleset_get_n_rulesets (); i++)
    gtk_string_list_append (rulesets, bn_ruleset_get_nth (i)->name);
  adw_combo_row_set_model (ADW_COMBO_ROW (rules_row), G_LIST_MODEL (rulesets));
  gtk_list_box_append (GTK_LIST_BOX (list), field);
  gtk_list_box_append (GTK_LIST_BOX (list), who);
  gtk_list_box_append (GTK_LIST_BOX (list), rules_row);
  deploy_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (deploy_row), _("Place your own units"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (deploy_row), _("In your deployment zone, before the first turn"));
  deploy = gtk_switch_new ();
  gtk_widget_set_valign (deploy, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (deploy_row), deploy);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (deploy_row), deploy);
  gtk_list_box_append (GTK_LIST_BOX (list), deploy_row);
  g_object_set_data (G_OBJECT (deploy_row), "bn-switch", deploy);
  {
    g_autoptr(GtkStringList) strengths = gtk_string_list_new (NULL);
    GtkWidget *strength_row = adw_combo_row_new ();

    adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (strength_row), !roomy);

    for (guint i = 0; i < BN_BATTLE_N_STRENGTHS; i++)
      gtk_string_list_append (strengths, bn_battle_strength_get_label ((BnBattleStrength) i));
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (strength_row), _("Computer"));
    adw_combo_row_set_model (ADW_COMBO_ROW (strength_row), G_LIST_MODEL (strengths));
    adw_combo_row_set_selected (ADW_COMBO_ROW (strength_row), BN_BATTLE_STRENGTH_STANDARD);
    /* Beside the choice, what the chosen strength does; a narrow dialog
     * has the choice itself there. */
    if (roomy)
      {
        g_signal_connect (strength_row, "notify::selected", G_CALLBACK (on_strength_changed_cb), NULL);
        on_strength_changed_cb (ADW_COMBO_ROW (strength_row), NULL, NULL);
      }
    gtk_list_box_insert (GTK_LIST_BOX (list), strength_row, 5);
    g_object_set_data (G_OBJECT (who), "bn-strength", strength_row);
  }
  g_signal_connect (rules_row, "notify::selected", G_CALLBACK (on_play_rules_changed_cb), deploy_row);
  recall_play (ADW_COMBO_ROW (rules_row), ADW_COMBO_ROW (field), ADW_COMBO_ROW (who), GTK_SWITCH (deploy));
  g_object_set_data (G_OBJECT (dialog), "bn-field", field);
  g_object_set_data (G_OBJECT (dialog), "bn-deploy", deploy);
  {
    GtkWidget *combos[] = { mine, theirs, field, who, rules_row, g_object_get_data (G_OBJECT (who), "bn-strength") };

    for (guint i = 0; i < G_N_ELEMENTS (combos); i++)
      bn_combo_row_show_whole_choices (ADW_COMBO_ROW (combos[i]));
  }
  if (roomy)
    adw_message_dialog_set_extra_child (dialog, list);
  else
    {
      /* A phone's screen is shorter than the rows: they scroll, and the
       * responses stay in sight. */
      GtkWidget *scroller = gtk_scrolled_window_new ();

      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
      gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 280);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
      adw_message_dialog_set_extra_child (dialog, scroller);
    }
  g_object_set_data (G_OBJECT (dialog), "bn-mine", mine);
  g_object_set_data (G_OBJECT (dialog), "bn-theirs", theirs);
  g_object_set_data (G_OBJECT (dialog), "bn-who", who);
  g_object_set_data (G_OBJECT (dialog), "bn-rules", rules_row);
  g_object_set_data (G_OBJECT (dialog), "bn-points", points_row);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), NULL);
  /* With one army, a second one is a click away too. */
  if (self->armies->len < 2)
    adw_message_dialog_add_responses (dialog, "raise", _("_Raise a Second Army…"), NULL);
  adw_message_dialog_add_responses (dialog, "play", _("_Play"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "play", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "play");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_play_response_cb), self, 0);
  g_object_set_data_full (G_OBJECT (dialog), "bn-view", g_object_ref (self), g_object_unref);
  g_object_set_data (G_OBJECT (dialog), "bn-not-ready", not_ready);
  g_signal_connect_object (mine, "notify::selected", G_CALLBACK (check_play_armies), dialog, G_CONNECT_SWAPPED);
  g_signal_connect_object (theirs, "notify::selected", G_CALLBACK (check_play_armies), dialog, G_CONNECT_SWAPPED);
  check_play_armies (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}
