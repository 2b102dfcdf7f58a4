/* bn-fight-dialog.c — a campaign battle fought by the computer, AI against AI.
 *
 * The player picks his army, an opponent (another army of the campaign, a
 * roster read from a file, or an army raised for a points value), a
 * scenario and a seed. "Fight" hands them to bn_career_fight(), which plays
 * the battle through the battle core and stores it with its seed and log,
 * not yet applied; the dialog then says "fought" with the battle's id and
 * closes. The dialog holds no rule: what it refuses before the battle is
 * only what it cannot ask for (no opponent chosen, a seed that is not a
 * number); everything else is the library's refusal, shown in its words.
 */
#include "bn-config.h"

#include "bn-fight-dialog.h"

#include <string.h>

#include <glib/gi18n.h>

#include "bn-random.h"

#include "bn-armies-view.h"
#include "bn-army-generator.h"
#include "bn-army-ready.h"
#include "bn-army-report.h"
#include "bn-army-xml.h"
#include "bn-battle-rules-xml.h"
#include "bn-career-fight.h"
#include "bn-combo-rows.h"
#include "bn-file-chooser.h"
#include "bn-leader-page.h"
#include "bn-scenario-xml.h"
#include "bn-window.h"

#define RANDOM_SCENARIO "random"

struct _BnFightDialog
{
  AdwWindow parent_instance;

  BnStore *store;
  BnLeaderRules *leader_rules;
  BnUnitRules *unit_rules;
  gint64 campaign_id;
  GPtrArray *armies;            /* BnArmy, as the combo rows list them */
  GPtrArray *scenario_ids;      /* char *, as the scenario row lists them */
  BnArmy *roster;               /* the opponent's roster read from a file */
  char *refusal;
  GtkFileChooserNative *chooser;
  /* The armies last checked for the field, and why each may not take it
   * (NULL: it may). */
  const BnArmy *checked[2];
  char *not_ready[2];
  guint next_checked;
  gint64 refused_army_id;       /* the army named by the refusal, or 0 */

  GtkWidget *fight_button;
  GtkWidget *play_button;
  GtkRevealer *error_revealer;
  GtkLabel *error_label;
  GtkWidget *open_army_button;
  AdwComboRow *army_row;
  AdwComboRow *opponent_kind_row;
  AdwComboRow *opponent_army_row;
  AdwActionRow *roster_row;
  AdwActionRow *points_row;
  GtkSpinButton *points_spin;
  AdwComboRow *scenario_row;
  AdwComboRow *rules_row;       /* the registered rulesets, in order */
  GtkSwitch *basic_game_switch; /* Day of Battle's basic game: rank for every skill */
  AdwEntryRow *name_row;
  AdwEntryRow *seed_row;
};

G_DEFINE_FINAL_TYPE (BnFightDialog, bn_fight_dialog, ADW_TYPE_WINDOW)

enum {
  SIGNAL_FOUGHT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const BnArmy *
army_at (BnFightDialog *self,
         guint          position)
{
  return self->armies != NULL && position < self->armies->len ? g_ptr_array_index (self->armies, position) : NULL;
}

static const BnArmy *
player_army (BnFightDialog *self)
{
  return army_at (self, adw_combo_row_get_selected (self->army_row));
}

static const BnArmy *
opponent_army (BnFightDialog *self)
{
  return army_at (self, adw_combo_row_get_selected (self->opponent_army_row));
}

static BnFightOpponent
opponent_kind (BnFightDialog *self)
{
  return (BnFightOpponent) adw_combo_row_get_selected (self->opponent_kind_row);
}

/* Returns: whether the seed row holds a whole number, put in @seed. */
static gboolean
read_seed (BnFightDialog *self,
           guint64       *seed)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->seed_row));
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  return *stripped != '\0' &&
         g_ascii_string_to_unsigned (stripped, 10, 0, G_MAXINT64, seed, NULL);
}

static char *
army_label (BnFightDialog *self,
            const BnArmy  *army)
{
  g_autoptr(BnLeader) leader = bn_store_get_leader (self->store, army->leader_id, NULL);

  /* An army is usually named after its leader ("Baron Hugh's army"):
   * then the name says it all. */
  if (leader == NULL || strstr (army->name, leader->name) != NULL)
    /* TRANSLATORS: an army in a list: its name and points */
    return g_strdup_printf (_("%s, %u pts"), army->name, bn_army_get_points (army));
  /* TRANSLATORS: an army in a list: its name, its leader, its points */
  return g_strdup_printf (_("%s (%s), %u pts"), army->name, leader->name, bn_army_get_points (army));
}

/* Whether @army may take the field (bn_army_check_ready(), the check Play
 * and "battle start" make too); its report is read again only when the
 * army asked about changes, not at every key of the seed. */
static gboolean
army_ready (BnFightDialog  *self,
            const BnArmy   *army,
            GError        **error)
{
  g_autoptr(GError) local_error = NULL;

  if (army != self->checked[0] && army != self->checked[1])
    {
      guint slot = self->checked[0] == NULL ? 0 : self->checked[1] == NULL ? 1 : self->next_checked;

      self->next_checked = 1 - slot;
      self->checked[slot] = army;
      g_clear_pointer (&self->not_ready[slot], g_free);
      if (!bn_army_check_ready (self->store, army, &local_error))
        self->not_ready[slot] = g_strdup (local_error->message);
    }
  for (guint i = 0; i < 2; i++)
    if (army == self->checked[i] && self->not_ready[i] != NULL)
      {
        g_set_error_literal (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID, self->not_ready[i]);
        return FALSE;
      }
  return TRUE;
}

/* Shows why the battle cannot be fought yet, or nothing; sets Fight. */
static void
set_refusal (BnFightDialog *self,
             const char    *refusal)
{
  g_free (self->refusal);
  self->refusal = g_strdup (refusal);
  if (refusal != NULL)
    gtk_label_set_text (self->error_label, refusal);
  gtk_revealer_set_reveal_child (self->error_revealer, refusal != NULL);
}

static void
revalidate (BnFightDialog *self)
{
  BnFightOpponent kind = opponent_kind (self);
  const BnArmy *army = player_army (self);
  const BnArmy *other = NULL;
  g_autoptr(GError) not_ready = NULL;
  guint64 seed;

  /* The rows notify while the template is built, before there is anything to check. */
  if (self->armies == NULL)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->opponent_army_row), kind == BN_FIGHT_OPPONENT_ARMY);
  gtk_widget_set_visible (GTK_WIDGET (self->roster_row), kind == BN_FIGHT_OPPONENT_ROSTER);
  gtk_widget_set_visible (GTK_WIDGET (self->points_row), kind == BN_FIGHT_OPPONENT_POINTS);

  self->refused_army_id = 0;
  if (army == NULL)
    set_refusal (self, _("Choose your army."));
  else if (!army_ready (self, army, &not_ready))
    {
      self->refused_army_id = army->id;
      set_refusal (self, not_ready->message);
    }
  else if (kind == BN_FIGHT_OPPONENT_ARMY && (other = opponent_army (self)) != NULL && other != army &&
           !army_ready (self, other, &not_ready))
    {
      self->refused_army_id = other->id;
      set_refusal (self, not_ready->message);
    }
  else if (kind == BN_FIGHT_OPPONENT_ARMY && self->armies->len < 2)
    set_refusal (self, _("The campaign has no other army: choose a roster from a file, or raise an army for its points."));
  else if (kind == BN_FIGHT_OPPONENT_ARMY && opponent_army (self) == army)
    set_refusal (self, _("An army cannot fight itself: choose another opponent."));
  else if (kind == BN_FIGHT_OPPONENT_ROSTER && self->roster == NULL)
    set_refusal (self, _("Choose the opponent’s roster."));
  else if (!read_seed (self, &seed))
    set_refusal (self, _("The seed is a whole number, from 0."));
  else
    set_refusal (self, NULL);
  gtk_widget_set_visible (self->open_army_button, self->refused_army_id != 0);
  gtk_widget_set_sensitive (self->fight_button, self->refusal == NULL);
  /* A played battle is rebuilt from what it keeps: two saved armies, or a
   * saved army and the host raised for it; a roster file is not kept. */
  gtk_widget_set_sensitive (self->play_button, self->refusal == NULL && kind != BN_FIGHT_OPPONENT_ROSTER);
}

/* "Open the Army": the army that may not take the field, in the Armies
 * section, where it is mustered and put right (as Play a Battle offers). */
static void
on_open_army_clicked_cb (BnFightDialog *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  gint64 army_id = self->refused_army_id;

  gtk_window_close (GTK_WINDOW (self));
  if (army_id == 0 || !BN_IS_WINDOW (parent))
    return;
  bn_window_set_section (BN_WINDOW (parent), "armies");
  bn_armies_view_open_army (bn_window_get_armies_view (BN_WINDOW (parent)), army_id);
}

static void
on_field_changed_cb (BnFightDialog *self)
{
  revalidate (self);
}

/* The opponent raised for points starts at the player's own strength. */
static void
on_army_changed_cb (BnFightDialog *self)
{
  const BnArmy *army = player_army (self);

  if (army != NULL && army->muster != NULL)
    gtk_spin_button_set_value (self->points_spin, bn_army_get_points (army));
  revalidate (self);
}

static void
on_new_seed_clicked_cb (BnFightDialog *self)
{
  g_autofree char *text = NULL;
  guint64 seed = bn_random_new_seed ();

  text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), text);
}

static void
on_roster_chosen (gpointer  owner,
                  GFile    *file)
{
  bn_fight_dialog_set_roster_file (owner, file);
}

static void
on_choose_roster_clicked_cb (BnFightDialog *self)
{
  g_autoptr(GtkFileFilter) filter = bn_file_chooser_new_xml_filter (_("Army Documents (XML)"));

  bn_file_chooser_show (&self->chooser, GTK_WINDOW (self), _("Opponent’s Roster"), GTK_FILE_CHOOSER_ACTION_OPEN,
                        _("_Open"), filter, NULL, on_roster_chosen, self);
}

static void
on_fight_button_clicked_cb (BnFightDialog *self)
{
  bn_fight_dialog_fight (self);
}

/* ---- filling the rows ---- */

static void
fill_armies (BnFightDialog *self)
{
  g_autoptr(GtkStringList) mine = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) theirs = gtk_string_list_new (NULL);

  for (guint i = 0; i < self->armies->len; i++)
    {
      g_autofree char *label = army_label (self, g_ptr_array_index (self->armies, i));

      gtk_string_list_append (mine, label);
      gtk_string_list_append (theirs, label);
    }
  adw_combo_row_set_model (self->army_row, G_LIST_MODEL (mine));
  adw_combo_row_set_model (self->opponent_army_row, G_LIST_MODEL (theirs));
  if (self->armies->len > 1)
    adw_combo_row_set_selected (self->opponent_army_row, 1);
}

static gboolean
fill_scenarios (BnFightDialog  *self,
                GError        **error)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_default (error);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  const char * const *ids = bn_scenario_shipped_ids ();

  if (rules == NULL)
    return FALSE;
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(BnScenario) scenario = bn_scenario_load_shipped (rules, ids[i], error);

      if (scenario == NULL)
        return FALSE;
      gtk_string_list_append (names, bn_data_text (scenario->name));
      g_ptr_array_add (self->scenario_ids, g_strdup (ids[i]));
    }
  gtk_string_list_append (names, _("A random battlefield, from the seed"));
  g_ptr_array_add (self->scenario_ids, g_strdup (RANDOM_SCENARIO));
  adw_combo_row_set_model (self->scenario_row, G_LIST_MODEL (names));
  return TRUE;
}

/* ---- the object ---- */

static void
bn_fight_dialog_dispose (GObject *object)
{
  BnFightDialog *self = BN_FIGHT_DIALOG (object);

  bn_file_chooser_close (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_FIGHT_DIALOG);
  G_OBJECT_CLASS (bn_fight_dialog_parent_class)->dispose (object);
}

static void
bn_fight_dialog_finalize (GObject *object)
{
  BnFightDialog *self = BN_FIGHT_DIALOG (object);

  g_clear_pointer (&self->store, bn_store_unref);
  g_clear_pointer (&self->leader_rules, bn_leader_rules_unref);
  g_clear_pointer (&self->unit_rules, bn_unit_rules_unref);
  g_clear_pointer (&self->armies, g_ptr_array_unref);
  g_clear_pointer (&self->scenario_ids, g_ptr_array_unref);
  g_clear_pointer (&self->roster, bn_army_free);
  g_free (self->refusal);
  g_free (self->not_ready[0]);
  g_free (self->not_ready[1]);
  G_OBJECT_CLASS (bn_fight_dialog_parent_class)->finalize (object);
}

static void
on_play_button_clicked_cb (BnFightDialog *self)
{
  bn_fight_dialog_play (self);
}

static void
bn_fight_dialog_class_init (BnFightDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bn_fight_dialog_dispose;
  object_class->finalize = bn_fight_dialog_finalize;

  /**
   * BnFightDialog::fought:
   * @battle_id: the battle just fought and stored
   */
  signals[SIGNAL_FOUGHT] = g_signal_new ("fought", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-fight-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, fight_button);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, play_button);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, open_army_button);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, army_row);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, opponent_kind_row);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, opponent_army_row);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, roster_row);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, points_row);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, points_spin);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, scenario_row);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, rules_row);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, basic_game_switch);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, BnFightDialog, seed_row);
  gtk_widget_class_bind_template_callback (widget_class, on_open_army_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_field_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_army_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_new_seed_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_choose_roster_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_fight_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_play_button_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bn_fight_dialog_init (BnFightDialog *self)
{
  g_autoptr(GtkStringList) kinds = NULL;

  self->scenario_ids = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));

  /* In the order of BnFightOpponent. */
  kinds = gtk_string_list_new ((const char * const[]) { _("Another army"),
                                                        _("A roster file"),
                                                        _("Raised for points"), NULL });
  adw_combo_row_set_model (self->opponent_kind_row, G_LIST_MODEL (kinds));
  {
    g_autoptr(GtkStringList) rulesets = gtk_string_list_new (NULL);

    for (guint i = 0; i < bn_ruleset_get_n_rulesets (); i++)
      gtk_string_list_append (rulesets, bn_ruleset_get_nth (i)->name);
    adw_combo_row_set_model (self->rules_row, G_LIST_MODEL (rulesets));
    adw_combo_row_set_selected (self->rules_row, 0);
  }
  {
    AdwComboRow *combos[] = { self->army_row, self->opponent_kind_row, self->opponent_army_row, self->scenario_row,
                              self->rules_row };

    for (guint i = 0; i < G_N_ELEMENTS (combos); i++)
      bn_combo_row_show_whole_choices (combos[i]);
  }
  on_new_seed_clicked_cb (self);
}

/**
 * bn_fight_dialog_new:
 * @campaign_id: the campaign whose armies may fight
 *
 * Returns: (transfer none) (nullable): the dialog, shown; %NULL with the
 *   reason when the campaign's armies or the rules cannot be read
 */
BnFightDialog *
bn_fight_dialog_new (GtkWindow      *parent,
                     BnStore        *store,
                     BnLeaderRules  *rules,
                     gint64          campaign_id,
                     GError        **error)
{
  g_autoptr(GPtrArray) armies = NULL;
  g_autoptr(BnUnitRules) unit_rules = NULL;
  BnFightDialog *self;

  g_return_val_if_fail (store != NULL && rules != NULL, NULL);

  armies = bn_store_list_armies (store, campaign_id, error);
  if (armies == NULL || (unit_rules = bn_unit_rules_load_default (error)) == NULL)
    return NULL;
  self = g_object_new (BN_TYPE_FIGHT_DIALOG, "transient-for", parent, NULL);
  self->store = bn_store_ref (store);
  self->leader_rules = bn_leader_rules_ref (rules);
  self->unit_rules = g_steal_pointer (&unit_rules);
  self->campaign_id = campaign_id;
  self->armies = g_steal_pointer (&armies);
  /* Only what the generator can raise may be asked of it. */
  gtk_spin_button_set_range (self->points_spin, bn_army_generator_get_min_points (self->unit_rules),
                             bn_army_generator_get_max_points (self->unit_rules));
  if (!fill_scenarios (self, error))
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return NULL;
    }
  fill_armies (self);
  adw_combo_row_set_selected (self->opponent_kind_row,
                              self->armies->len > 1 ? BN_FIGHT_OPPONENT_ARMY : BN_FIGHT_OPPONENT_POINTS);
  on_army_changed_cb (self);
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

static gboolean
select_army (AdwComboRow   *row,
             BnFightDialog *self,
             gint64         army_id)
{
  for (guint i = 0; i < self->armies->len; i++)
    if (((const BnArmy *) g_ptr_array_index (self->armies, i))->id == army_id)
      {
        adw_combo_row_set_selected (row, i);
        return TRUE;
      }
  return FALSE;
}

/* Returns: %FALSE if the campaign has no such army. */
gboolean
bn_fight_dialog_set_army (BnFightDialog *self,
                          gint64         army_id)
{
  g_return_val_if_fail (BN_IS_FIGHT_DIALOG (self), FALSE);

  return select_army (self->army_row, self, army_id);
}

void
bn_fight_dialog_set_opponent_kind (BnFightDialog   *self,
                                   BnFightOpponent  kind)
{
  g_return_if_fail (BN_IS_FIGHT_DIALOG (self));
  g_return_if_fail (kind <= BN_FIGHT_OPPONENT_POINTS);

  adw_combo_row_set_selected (self->opponent_kind_row, kind);
}

/* Returns: %FALSE if the campaign has no such army. */
gboolean
bn_fight_dialog_set_opponent_army (BnFightDialog *self,
                                   gint64         army_id)
{
  g_return_val_if_fail (BN_IS_FIGHT_DIALOG (self), FALSE);

  bn_fight_dialog_set_opponent_kind (self, BN_FIGHT_OPPONENT_ARMY);
  return select_army (self->opponent_army_row, self, army_id);
}

/**
 * bn_fight_dialog_set_roster_file:
 *
 * Reads the opponent's roster from @file, as the Choose… button does. A
 * roster that cannot be read is refused in the dialog, with the reader's
 * words, and any roster read before is forgotten.
 *
 * Returns: whether the roster was read
 */
gboolean
bn_fight_dialog_set_roster_file (BnFightDialog *self,
                                 GFile         *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *subtitle = NULL;

  g_return_val_if_fail (BN_IS_FIGHT_DIALOG (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  bn_fight_dialog_set_opponent_kind (self, BN_FIGHT_OPPONENT_ROSTER);
  g_clear_pointer (&self->roster, bn_army_free);
  path = g_file_get_path (file);
  basename = g_file_get_basename (file);
  if (path != NULL)
    self->roster = bn_army_xml_read_file (path, self->unit_rules, self->leader_rules, &error);
  else
    g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("%s is not a local file"), basename);
  if (self->roster == NULL)
    {
      adw_action_row_set_subtitle (self->roster_row, _("An army exported from Banneret, his copy or yours"));
      revalidate (self);
      set_refusal (self, error->message);
      gtk_widget_set_sensitive (self->fight_button, FALSE);
      return FALSE;
    }
  /* A roster from outside carries no muster: its strength is its cost. */
  /* TRANSLATORS: the roster chosen: file name, army name, units and points */
  subtitle = g_strdup_printf (ngettext ("%s: %s, %u unit, %u points", "%s: %s, %u units, %u points",
                                        self->roster->units->len),
                              basename, self->roster->name, self->roster->units->len,
                              bn_army_get_cost (self->roster, self->unit_rules));
  adw_action_row_set_subtitle (self->roster_row, subtitle);
  revalidate (self);
  return TRUE;
}

void
bn_fight_dialog_set_points (BnFightDialog *self,
                            guint          points)
{
  g_return_if_fail (BN_IS_FIGHT_DIALOG (self));

  bn_fight_dialog_set_opponent_kind (self, BN_FIGHT_OPPONENT_POINTS);
  gtk_spin_button_set_value (self->points_spin, points);
}

/* @rules: a registered ruleset's id. Returns: whether it is one (an
 * unknown one changes nothing). */
gboolean
bn_fight_dialog_set_rules (BnFightDialog *self,
                           const char    *rules)
{
  g_return_val_if_fail (BN_IS_FIGHT_DIALOG (self) && rules != NULL, FALSE);

  if (bn_ruleset_index_of (rules) >= 0)
    {
      adw_combo_row_set_selected (self->rules_row, (guint) bn_ruleset_index_of (rules));
      return TRUE;
    }
  return FALSE;
}

/* @scenario: a shipped scenario's id, or "random".
 * Returns: %FALSE if the dialog does not offer it. */
gboolean
bn_fight_dialog_set_scenario (BnFightDialog *self,
                              const char    *scenario)
{
  g_return_val_if_fail (BN_IS_FIGHT_DIALOG (self), FALSE);

  for (guint i = 0; i < self->scenario_ids->len; i++)
    if (g_str_equal (g_ptr_array_index (self->scenario_ids, i), scenario))
      {
        adw_combo_row_set_selected (self->scenario_row, i);
        return TRUE;
      }
  return FALSE;
}

void
bn_fight_dialog_set_seed_text (BnFightDialog *self,
                               const char    *text)
{
  g_return_if_fail (BN_IS_FIGHT_DIALOG (self));

  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), text);
}

/* Day of Battle's basic game, as the dialog's switch sets it. */
void
bn_fight_dialog_set_basic_game (BnFightDialog *self,
                                gboolean       basic_game)
{
  g_return_if_fail (BN_IS_FIGHT_DIALOG (self));

  gtk_switch_set_active (self->basic_game_switch, basic_game);
}

/* Whether Play (the battle on the board) is offered now. */
gboolean
bn_fight_dialog_can_play (BnFightDialog *self)
{
  g_return_val_if_fail (BN_IS_FIGHT_DIALOG (self), FALSE);

  return gtk_widget_get_sensitive (self->play_button);
}

/* Returns: (nullable): why Fight is off, as the dialog shows it. */
const char *
bn_fight_dialog_get_refusal (BnFightDialog *self)
{
  g_return_val_if_fail (BN_IS_FIGHT_DIALOG (self), NULL);

  return self->refusal;
}

gboolean
bn_fight_dialog_can_fight (BnFightDialog *self)
{
  g_return_val_if_fail (BN_IS_FIGHT_DIALOG (self), FALSE);

  return self->refusal == NULL;
}

/**
 * bn_fight_dialog_fight:
 *
 * Presses Fight: the battle is fought and stored, "fought" is emitted and
 * the dialog closes. A refusal from the library is shown in the dialog,
 * which stays open, and nothing is stored.
 *
 * Returns: the stored battle's id, or 0
 */
gint64
bn_fight_dialog_fight (BnFightDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  g_autofree char *scenario = NULL;
  g_autofree char *name = NULL;
  BnFightRequest request = { 0, };
  const char *scenario_id;
  gint64 battle_id;

  const BnArmy *army;
  const BnArmy *opponent;

  g_return_val_if_fail (BN_IS_FIGHT_DIALOG (self), 0);

  revalidate (self);
  army = player_army (self);
  opponent = opponent_army (self);
  if (self->refusal != NULL || army == NULL)
    return 0;
  read_seed (self, &request.seed);
  request.campaign_id = self->campaign_id;
  request.army_id = army->id;
  switch (opponent_kind (self))
    {
    case BN_FIGHT_OPPONENT_ARMY:
      request.opponent_army_id = opponent != NULL ? opponent->id : 0;
      break;
    case BN_FIGHT_OPPONENT_ROSTER:
      request.opponent_roster = self->roster;
      break;
    case BN_FIGHT_OPPONENT_POINTS:
    default:
      request.opponent_points = (guint) gtk_spin_button_get_value_as_int (self->points_spin);
      break;
    }
  scenario_id = g_ptr_array_index (self->scenario_ids, adw_combo_row_get_selected (self->scenario_row));
  scenario = g_str_equal (scenario_id, RANDOM_SCENARIO)
             ? g_strdup_printf ("random:%" G_GUINT64_FORMAT, request.seed)
             : g_strdup (scenario_id);
  request.scenario = scenario;
  request.basic_game = gtk_switch_get_active (self->basic_game_switch);
  request.rules = bn_ruleset_get_nth (MIN (adw_combo_row_get_selected (self->rules_row),
                                           bn_ruleset_get_n_rulesets () - 1))->id;
  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  request.name = *name != '\0' ? name : NULL;

  record = bn_career_fight (self->store, &request, NULL, &error);
  if (record == NULL)
    {
      set_refusal (self, error->message);
      return 0;
    }
  battle_id = record->id;
  g_signal_emit (self, signals[SIGNAL_FOUGHT], 0, battle_id);
  gtk_window_close (GTK_WINDOW (self));
  return battle_id;
}

/**
 * bn_fight_dialog_play:
 *
 * Presses Play: the two armies meet on the chosen battlefield, with the
 * chosen seed, on the board; the player plays his army and the computer
 * the other. Once over, Keep in the Campaign records it like a battle the
 * computer fought. Another army of the campaign or a host raised for
 * points can be played; a roster file cannot (the battle keeps no copy).
 *
 * Returns: (transfer none) (nullable): the play window, or %NULL (the
 *   refusal is shown in the dialog)
 */
BnPlayWindow *
bn_fight_dialog_play (BnFightDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *scenario = NULL;
  const BnArmy *army, *opponent;
  const char *scenario_id;
  BnPlayedBattle *played;
  BnPlayWindow *window;
  const BnRuleset *ruleset;
  BnBattleOptions options;
  guint64 seed = 0;

  g_return_val_if_fail (BN_IS_FIGHT_DIALOG (self), NULL);

  revalidate (self);
  army = player_army (self);
  opponent = opponent_army (self);
  if (self->refusal != NULL || army == NULL || opponent_kind (self) == BN_FIGHT_OPPONENT_ROSTER ||
      (opponent_kind (self) == BN_FIGHT_OPPONENT_ARMY && opponent == NULL))
    return NULL;
  read_seed (self, &seed);
  scenario_id = g_ptr_array_index (self->scenario_ids, adw_combo_row_get_selected (self->scenario_row));
  scenario = g_str_equal (scenario_id, RANDOM_SCENARIO) ? g_strdup_printf ("random:%" G_GUINT64_FORMAT, seed)
                                                       : g_strdup (scenario_id);
  ruleset = bn_ruleset_get_nth (MIN (adw_combo_row_get_selected (self->rules_row), bn_ruleset_get_n_rulesets () - 1));
  options = gtk_switch_get_active (self->basic_game_switch) ? BN_BATTLE_OPTION_BASIC_GAME : 0;
  played = opponent_kind (self) == BN_FIGHT_OPPONENT_POINTS
           ? bn_played_battle_start_raised (self->store, army->id,
                                            (guint) gtk_spin_button_get_value_as_int (self->points_spin), scenario,
                                            seed, BN_PLAYED_BY_PEOPLE (0), ruleset, options,
                                            BN_BATTLE_STRENGTH_STANDARD, FALSE, &error)
           : bn_played_battle_start_with_options (self->store, army->id, opponent->id, scenario, seed,
                                                  BN_PLAYED_BY_PEOPLE (0), ruleset, options, &error);
  if (played == NULL)
    {
      set_refusal (self, error->message);
      return NULL;
    }
  window = bn_play_window_new (gtk_window_get_transient_for (GTK_WINDOW (self)), self->store, played);
  gtk_window_close (GTK_WINDOW (self));
  return window;
}
