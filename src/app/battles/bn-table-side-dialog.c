/* bn-table-side-dialog.c — Table-Side Helper…
 *
 * The app's "banneret-cli table …": for players with figures on a real
 * table. The player starts a table-side battle (his army, the opponent's
 * army or only his name, the ruleset) or takes up one in progress; for
 * each combat he picks the attacking and defending units (from the two
 * rosters, or a type of the ruleset with a weapon) and the situation the
 * ruleset's combat reads, types the dice thrown or lets the generator
 * roll, and sees the result with the rule it comes from; the running log
 * follows below. "Finish and Record" records the battle in the campaign,
 * pending its post-battle sequence like any other battle. Every decision
 * is the libraries' (bn-table-battle.h, bn-table-combat.h); what they
 * refuse is shown in their words.
 */
#include "bn-config.h"

#include "bn-table-side-dialog.h"

#include <glib/gi18n.h>

#include "bn-application.h"
#include "bn-battle-rules-xml.h"
#include "bn-random.h"
#include "bn-table-battle.h"
#include "bn-unit-rules.h"

#include "bn-table-side-dialog-private.h"

G_DEFINE_FINAL_TYPE (BnTableSideDialog, bn_table_side_dialog, ADW_TYPE_WINDOW)

enum {
  SIGNAL_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void show_message (BnTableSideDialog *self, const char *text);

static const char *
unit_name (BnTableSideDialog *self,
           const BnUnit      *unit)
{
  const BnUnitType *type;

  if (unit->name != NULL && unit->name[0] != '\0')
    return bn_data_text (unit->name);
  type = unit->type_id != NULL ? bn_unit_rules_lookup_unit_type (self->unit_rules, unit->type_id) : NULL;
  return type != NULL ? bn_data_text (type->name) : _("Unit");
}

/* The BnSide of the attacking (@k 0) or defending (@k 1) unit. */
static guint
side_of (BnTableSideDialog *self,
         guint              k)
{
  guint by = adw_combo_row_get_selected (self->by_row);

  return k == 0 ? by : 1 - by;
}

static guint
n_roster_units (BnTableSideDialog *self,
                guint              side)
{
  return self->rosters[side] != NULL ? self->rosters[side]->units->len : 0;
}

static char *
army_label (BnTableSideDialog *self,
            const BnArmy      *army)
{
  g_autoptr(BnLeader) leader = bn_store_get_leader (self->store, army->leader_id, NULL);

  /* Translators: an army in a list: its name, its leader, its points */
  return g_strdup_printf (_("%s (%s), %u pts"), army->name, leader != NULL ? leader->name : "?",
                          bn_army_get_points (army));
}

/* ---- the units and the situation, for the battle chosen ---- */

/* The unit row of @k: the roster units of its side, then every class of
 * the ruleset ("By type: …"). */
static void
fill_unit_row (BnTableSideDialog *self,
               guint              k)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint side = side_of (self, k);

  for (guint i = 0; i < n_roster_units (self, side); i++)
    {
      const BnArmyUnit *au = g_ptr_array_index (self->rosters[side]->units, i);
      g_autofree char *label = g_strdup_printf ("%u. %s", i + 1, unit_name (self, au->unit));

      gtk_string_list_append (names, label);
    }
  for (guint i = 0; self->rules != NULL && i < bn_battle_rules_get_n_classes (self->rules); i++)
    {
      const BnClassProfile *cls = bn_battle_rules_get_class (self->rules, i);
      /* Translators: a unit given by its type, not from a roster: "By type: A-class cavalry" */
      g_autofree char *label = g_strdup_printf (_("By type: %s"), bn_data_text (cls->name));

      gtk_string_list_append (names, label);
    }
  adw_combo_row_set_model (self->unit_rows[k], G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->unit_rows[k], 0);
}

/* What the unit row of @k shows: its roster unit as the ruleset takes it
 * (type, weapon, figures or, on an open table, stands left), or the
 * type picked. */
void
table_side_on_unit_selected_cb (BnTableSideDialog *self)
{
  if (self->filling || self->rules == NULL)
    return;
  for (guint k = 0; k < 2; k++)
    {
      guint side = side_of (self, k);
      guint pos = adw_combo_row_get_selected (self->unit_rows[k]);
      guint n = n_roster_units (self, side);

      if (pos == GTK_INVALID_LIST_POSITION)
        continue;
      if (pos < n)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(BnTableSide) from_roster = bn_table_battle_side (self->store, self->battle, side, pos + 1, &error);
          int weapon;

          gtk_widget_set_sensitive (GTK_WIDGET (self->weapon_rows[k]), FALSE);
          if (from_roster == NULL)
            {
              g_autofree char *escaped = g_markup_escape_text (error->message, -1);

              adw_action_row_set_subtitle (ADW_ACTION_ROW (self->unit_rows[k]), escaped);
              continue;
            }
          weapon = bn_battle_rules_find_weapon (self->rules, from_roster->weapon_id);
          if (weapon >= 0)
            adw_combo_row_set_selected (self->weapon_rows[k], (guint) weapon);
          gtk_spin_button_set_value (self->figures_spins[k], from_roster->figures);
          {
            gboolean on_table = bn_ruleset_for_record (self->battle->rules)->board != BN_RULESET_BOARD_HEX;
            g_autofree char *subtitle = on_table
              ? g_strdup_printf (ngettext ("%s, %s, %u stand left", "%s, %s, %u stands left",
                                           from_roster->figures),
                                 from_roster->class_id, from_roster->weapon_id, from_roster->figures)
              : g_strdup_printf (ngettext ("%s, %s, %u figure left", "%s, %s, %u figures left",
                                           from_roster->figures),
                                 from_roster->class_id, from_roster->weapon_id, from_roster->figures);

            adw_action_row_set_subtitle (ADW_ACTION_ROW (self->unit_rows[k]), subtitle);
          }
        }
      else
        {
          const BnClassProfile *cls = bn_battle_rules_get_class (self->rules, pos - n);

          gtk_widget_set_sensitive (GTK_WIDGET (self->weapon_rows[k]), TRUE);
          gtk_spin_button_set_value (self->figures_spins[k], cls->max_figures);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (self->unit_rows[k]), cls->id);
        }
    }
}

void
table_side_on_by_selected_cb (BnTableSideDialog *self)
{
  if (self->filling)
    return;
  self->filling = TRUE;
  for (guint k = 0; k < 2; k++)
    fill_unit_row (self, k);
  self->filling = FALSE;
  table_side_on_unit_selected_cb (self);
}

static void
fill_rules_rows (BnTableSideDialog *self)
{
  for (guint k = 0; k < 2; k++)
    {
      g_autoptr(GtkStringList) weapons = gtk_string_list_new (NULL);
      g_autoptr(GtkStringList) grounds = gtk_string_list_new (NULL);

      for (guint i = 0; i < bn_battle_rules_get_n_weapons (self->rules); i++)
        gtk_string_list_append (weapons, bn_data_text (bn_battle_rules_get_weapon (self->rules, i)->name));
      for (guint i = 0; i < bn_battle_rules_get_n_terrains (self->rules); i++)
        gtk_string_list_append (grounds, bn_data_text (bn_battle_rules_get_terrain (self->rules, i)->name));
      adw_combo_row_set_model (self->weapon_rows[k], G_LIST_MODEL (weapons));
      adw_combo_row_set_model (self->ground_rows[k], G_LIST_MODEL (grounds));
    }
}

static void
add_log_row (BnTableSideDialog  *self,
             const BnTableEntry *e)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *names[2] = { NULL, NULL };

  for (guint k = 0; k < 2; k++)
    {
      guint side = e->attacker_side == 0 ? k : 1 - k;

      if (e->units[k] > 0 && self->rosters[side] != NULL && e->units[k] <= self->rosters[side]->units->len)
        {
          const BnArmyUnit *au = g_ptr_array_index (self->rosters[side]->units, e->units[k] - 1);

          names[k] = g_strdup_printf ("%s (%s)", unit_name (self, au->unit), e->types[k]);
        }
      else
        names[k] = g_strdup (e->types[k]);
    }
  /* Translators: a combat in the log: "3. Longbowmen (B-foot longbow 8) against Pikemen (…); volley at 2, front" */
  title = g_markup_printf_escaped (_("%u. %s against %s; %s"), e->seq, names[0], names[1], e->situation);
  subtitle = g_markup_printf_escaped ("%s%s\n%s\n<i>%s</i>", e->dice, e->typed ? _(" (typed)") : _(" (rolled)"),
                                      e->summary, e->rule);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  gtk_list_box_prepend (self->log_list, row);
}

static void
show_log (BnTableSideDialog *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->log_list))) != NULL)
    gtk_list_box_remove (self->log_list, child);
  if (self->battle == NULL)
    return;
  for (guint i = 0; i < self->battle->combats->len; i++)
    add_log_row (self, g_ptr_array_index (self->battle->combats, i));
  gtk_widget_set_visible (GTK_WIDGET (self->log_list), self->battle->combats->len > 0);
  gtk_widget_set_sensitive (self->undo_button, self->battle->combats->len > 0);
  {
    g_autofree char *description = self->battle->combats->len == 0
      ? g_strdup (_("No combat yet: each one resolved is written here, the latest first"))
      : g_strdup_printf (ngettext ("%u combat, the latest first", "%u combats, the latest first",
                                   self->battle->combats->len), self->battle->combats->len);

    adw_preferences_group_set_description (self->log_group, description);
  }
}

/* Reads the chosen battle again from the store, with its rosters. */
static gboolean
load_battle (BnTableSideDialog  *self,
             gint64              id,
             GError            **error)
{
  g_autoptr(BnTableBattle) battle = bn_table_battle_load (self->store, id, error);
  g_autoptr(BnBattleRules) rules = NULL;
  gint64 army_ids[2];

  if (battle == NULL
      || (rules = bn_battle_rules_load_ruleset (bn_ruleset_for_record (battle->rules), error)) == NULL)
    return FALSE;
  army_ids[0] = battle->army_id;
  army_ids[1] = battle->opponent_army_id;
  for (guint side = 0; side < 2; side++)
    {
      g_clear_pointer (&self->rosters[side], bn_army_free);
      if (army_ids[side] != 0 && (self->rosters[side] = bn_store_get_army (self->store, army_ids[side], error)) == NULL)
        return FALSE;
    }
  g_clear_pointer (&self->battle, bn_table_battle_free);
  self->battle = g_steal_pointer (&battle);
  g_clear_pointer (&self->rules, bn_battle_rules_unref);
  self->rules = g_steal_pointer (&rules);
  return TRUE;
}

static void
show_battle (BnTableSideDialog *self)
{
  gboolean chosen = self->battle != NULL;
  g_autoptr(GtkStringList) by = gtk_string_list_new (NULL);

  gtk_widget_set_visible (GTK_WIDGET (self->new_group), !chosen);
  gtk_widget_set_visible (GTK_WIDGET (self->combat_group), chosen);
  gtk_widget_set_visible (GTK_WIDGET (self->situation_group), chosen);
  gtk_widget_set_visible (GTK_WIDGET (self->dice_group), chosen);
  gtk_widget_set_visible (GTK_WIDGET (self->log_group), chosen);
  gtk_widget_set_visible (GTK_WIDGET (self->finish_group), chosen);
  gtk_label_set_text (self->result_label, "");
  gtk_label_set_text (self->rule_label, "");
  gtk_label_set_text (self->dice_label, "");
  show_message (self, NULL);
  if (!chosen)
    return;
  {
    /* Translators: the combat group's description: "Under Lords & Levies, against Odo’s army" */
    g_autofree char *description = g_markup_printf_escaped (_("Under %s, against %s"),
                                                    bn_ruleset_for_record (self->battle->rules)->name,
                                                    self->battle->opponent);

    adw_preferences_group_set_description (self->combat_group, description);
  }
  {
    /* On an open table (Junior General) a volley's range is in
     * centimetres, and a unit may retreat from a melee. */
    gboolean on_table = bn_ruleset_for_record (self->battle->rules)->board != BN_RULESET_BOARD_HEX;
    GtkWidget *range_row = gtk_widget_get_ancestor (GTK_WIDGET (self->range_spin), ADW_TYPE_ACTION_ROW);

    gtk_spin_button_set_range (self->range_spin, 1, on_table ? BN_TABLE_MAX_RANGE_CM : BN_BATTLE_MAX_RANGE);
    adw_action_row_set_subtitle (ADW_ACTION_ROW (range_row),
                                 on_table ? _("1: melee; more: a volley at that many centimetres")
                                          : _("1: close combat; more: a volley at that many hexes"));
    gtk_widget_set_visible (self->withdraw_row, on_table);
    /* An open-table ruleset counts a unit in stands, not figures. */
    {
      const char *counts[2];
      if (on_table)
        {
          counts[0] = _("Attacker’s _Stands");
          counts[1] = _("Defender’s St_ands");
        }
      else
        {
          counts[0] = _("Attacker’s _Figures");
          counts[1] = _("Defender’s F_igures");
        }
      for (guint k = 0; k < 2; k++)
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (gtk_widget_get_ancestor (GTK_WIDGET (self->figures_spins[k]),
                                                                                        ADW_TYPE_ACTION_ROW)),
                                       counts[k]);
    }
  }
  self->filling = TRUE;
  gtk_string_list_append (by, self->rosters[0] != NULL ? self->rosters[0]->name : _("Your army"));
  gtk_string_list_append (by, self->battle->opponent);
  adw_combo_row_set_model (self->by_row, G_LIST_MODEL (by));
  fill_rules_rows (self);
  for (guint k = 0; k < 2; k++)
    fill_unit_row (self, k);
  self->filling = FALSE;
  table_side_on_unit_selected_cb (self);
  show_log (self);
}

static void
fill_battles (BnTableSideDialog *self,
              gint64             select_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = bn_table_battle_list (self->store, self->campaign_id, &error);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = 0;

  g_ptr_array_set_size (self->battles, 0);
  gtk_string_list_append (names, _("New Battle"));
  for (guint i = 0; all != NULL && i < all->len; i++)
    {
      BnTableBattle *b = g_ptr_array_index (all, i);
      /* Translators: a table-side battle in progress: "The ford, against Odo’s army (2 combats)" */
      g_autofree char *label = g_strdup_printf (ngettext ("%s, against %s (%u combat)", "%s, against %s (%u combats)",
                                                          b->combats->len), b->name, b->opponent, b->combats->len);

      if (b->record_id != 0)
        continue;
      if (b->id == select_id)
        selected = self->battles->len + 1;
      gtk_string_list_append (names, label);
      g_ptr_array_add (self->battles, g_steal_pointer (&all->pdata[i]));
    }
  self->filling = TRUE;
  adw_combo_row_set_model (self->battle_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->battle_row, selected);
  self->filling = FALSE;
  if (all == NULL)
    show_message (self, error->message);
}

void
table_side_on_battle_selected_cb (BnTableSideDialog *self)
{
  g_autoptr(GError) error = NULL;
  guint pos = adw_combo_row_get_selected (self->battle_row);

  if (self->filling)
    return;
  g_clear_pointer (&self->battle, bn_table_battle_free);
  if (pos != GTK_INVALID_LIST_POSITION && pos > 0 && pos <= self->battles->len)
    {
      const BnTableBattle *b = g_ptr_array_index (self->battles, pos - 1);

      if (!load_battle (self, b->id, &error))
        {
          show_battle (self);
          show_message (self, error->message);
          return;
        }
    }
  show_battle (self);
}

static void
show_message (BnTableSideDialog *self,
              const char        *text)
{
  gtk_label_set_text (self->message_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), text != NULL);
}

/* ---- starting, resolving, finishing ---- */

static const BnArmy *
opponent_army (BnTableSideDialog *self)
{
  guint pos = adw_combo_row_get_selected (self->opponent_row);

  return pos < self->armies->len ? g_ptr_array_index (self->armies, pos) : NULL;
}

void
table_side_on_opponent_selected_cb (BnTableSideDialog *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->opponent_name_row), opponent_army (self) == NULL);
}

/**
 * bn_table_side_dialog_start:
 *
 * Presses "Start Battle": a new table-side battle of the chosen army
 * against the chosen opponent, under the chosen ruleset.
 */
gboolean
bn_table_side_dialog_start (BnTableSideDialog  *self,
                            GError            **error)
{
  guint army_pos = adw_combo_row_get_selected (self->army_row);
  guint rules_pos = adw_combo_row_get_selected (self->rules_row);
  const BnArmy *army = army_pos < self->armies->len ? g_ptr_array_index (self->armies, army_pos) : NULL;
  const BnArmy *opponent = opponent_army (self);
  gboolean leaders = gtk_switch_get_active (self->leaders_switch);
  g_autoptr(BnTableBattle) battle = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (BN_IS_TABLE_SIDE_DIALOG (self), FALSE);

  if (army == NULL)
    {
      g_set_error_literal (&local_error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("Choose your army."));
      goto fail;
    }
  battle = bn_table_battle_start (self->store, gtk_editable_get_text (GTK_EDITABLE (self->name_row)), army->id,
                                  opponent != NULL ? opponent->id : 0,
                                  opponent == NULL ? gtk_editable_get_text (GTK_EDITABLE (self->opponent_name_row)) : NULL,
                                  leaders ? army->leader_id : 0, leaders && opponent != NULL ? opponent->leader_id : 0,
                                  rules_pos < bn_ruleset_get_n_rulesets () ? bn_ruleset_get_nth (rules_pos) : NULL,
                                  &local_error);
  if (battle == NULL)
    goto fail;
  fill_battles (self, battle->id);
  table_side_on_battle_selected_cb (self);
  return TRUE;

fail:
  show_message (self, local_error->message);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

void
table_side_on_start_clicked_cb (BnTableSideDialog *self)
{
  bn_table_side_dialog_start (self, NULL);
}

/**
 * bn_table_side_dialog_resolve:
 * @roll: let the generator throw instead of reading the dice typed
 *
 * Presses "Resolve" (or "Roll and Resolve").
 *
 * Returns: whether the combat was resolved and logged
 */
gboolean
bn_table_side_dialog_resolve (BnTableSideDialog *self,
                              gboolean           roll)
{
  g_autoptr(BnTableCombat) combat = bn_table_combat_new ();
  g_autoptr(GArray) faces = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(BnTableEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  guint units[2] = { 0, 0 };
  guint by;

  g_return_val_if_fail (BN_IS_TABLE_SIDE_DIALOG (self), FALSE);

  if (self->battle == NULL)
    return FALSE;
  by = adw_combo_row_get_selected (self->by_row);
  for (guint k = 0; k < 2; k++)
    {
      guint side = side_of (self, k);
      guint pos = adw_combo_row_get_selected (self->unit_rows[k]);
      guint n = n_roster_units (self, side);
      guint ground = adw_combo_row_get_selected (self->ground_rows[k]);

      if (pos == GTK_INVALID_LIST_POSITION)
        return FALSE;
      if (pos < n)
        units[k] = pos + 1;
      else
        {
          guint weapon = adw_combo_row_get_selected (self->weapon_rows[k]);

          combat->sides[k].class_id = g_strdup (bn_battle_rules_get_class (self->rules, pos - n)->id);
          if (weapon < bn_battle_rules_get_n_weapons (self->rules))
            combat->sides[k].weapon_id = g_strdup (bn_battle_rules_get_weapon (self->rules, weapon)->id);
        }
      combat->sides[k].figures = (guint) gtk_spin_button_get_value_as_int (self->figures_spins[k]);
      combat->sides[k].leader = gtk_switch_get_active (self->leader_switches[k]);
      if (ground > 0 && ground < bn_battle_rules_get_n_terrains (self->rules))
        combat->terrain_id[k] = g_strdup (bn_battle_rules_get_terrain (self->rules, ground)->id);
    }
  combat->range = (guint) gtk_spin_button_get_value_as_int (self->range_spin);
  combat->facing = (BnCombatFacing) adw_combo_row_get_selected (self->facing_row);
  combat->charge = gtk_switch_get_active (self->charge_switch);
  combat->moved = gtk_switch_get_active (self->moved_switch);
  combat->withdraw = gtk_widget_get_visible (self->withdraw_row) && gtk_switch_get_active (self->withdraw_switch);
  if (!roll)
    {
      if (!bn_table_parse_dice (gtk_editable_get_text (GTK_EDITABLE (self->dice_row)), faces, &error))
        {
          show_message (self, error->message);
          return FALSE;
        }
      if (faces->len == 0)
        {
          show_message (self, _("Type the dice thrown at the table, in the order thrown, or roll them here."));
          return FALSE;
        }
    }
  entry = bn_table_battle_resolve (self->store, self->battle->id, by, units, combat,
                                   roll ? NULL : (const guint *) faces->data, faces->len,
                                   roll ? bn_random_new_seed () : 0, &error);
  if (entry == NULL)
    {
      show_message (self, error->message);
      return FALSE;
    }
  show_message (self, NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->dice_row), "");
  gtk_label_set_text (self->result_label, entry->summary);
  gtk_label_set_text (self->rule_label, entry->rule);
  {
    /* Translators: under the result: the dice it read, "attack die 6 5 2; saving throw 4 (typed)" */
    g_autofree char *dice = g_strdup_printf ("%s%s", entry->dice, entry->typed ? _(" (typed)") : _(" (rolled)"));

    gtk_label_set_text (self->dice_label, dice);
  }
  if (!load_battle (self, self->battle->id, &error))
    {
      show_message (self, error->message);
      return TRUE;
    }
  table_side_on_unit_selected_cb (self);
  show_log (self);
  return TRUE;
}

void
table_side_on_resolve_clicked_cb (BnTableSideDialog *self)
{
  bn_table_side_dialog_resolve (self, FALSE);
}

void
table_side_on_roll_clicked_cb (BnTableSideDialog *self)
{
  bn_table_side_dialog_resolve (self, TRUE);
}

void
table_side_on_undo_clicked_cb (BnTableSideDialog *self)
{
  g_autoptr(GError) error = NULL;

  if (self->battle == NULL)
    return;
  if (!bn_table_battle_undo (self->store, self->battle->id, &error) || !load_battle (self, self->battle->id, &error))
    {
      show_message (self, error->message);
      return;
    }
  show_message (self, NULL);
  table_side_on_unit_selected_cb (self);
  show_log (self);
}

void
table_side_on_finish_clicked_cb (BnTableSideDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRecord) record = NULL;

  if (self->battle == NULL)
    return;
  record = bn_table_battle_finish (self->store, self->battle->id,
                                   (BnWinner) adw_combo_row_get_selected (self->winner_row),
                                   (guint) gtk_spin_button_get_value_as_int (self->vp_spins[0]),
                                   (guint) gtk_spin_button_get_value_as_int (self->vp_spins[1]), &error);
  if (record == NULL)
    {
      show_message (self, error->message);
      return;
    }
  g_signal_emit (self, signals[SIGNAL_FINISHED], 0, record->id);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* Lists the battles in progress again, taking up @id if it still is. */
static void
table_side_select_battle_or_new (BnTableSideDialog *self,
                                 gint64             id)
{
  fill_battles (self, id);
  table_side_on_battle_selected_cb (self);
}

/* Takes up table-side battle @id (one in progress of the campaign). */
void
bn_table_side_dialog_select_battle (BnTableSideDialog *self,
                                    gint64             id)
{
  g_return_if_fail (BN_IS_TABLE_SIDE_DIALOG (self));

  fill_battles (self, id);
  table_side_on_battle_selected_cb (self);
}

gint64
bn_table_side_dialog_get_battle_id (BnTableSideDialog *self)
{
  g_return_val_if_fail (BN_IS_TABLE_SIDE_DIALOG (self), 0);

  return self->battle != NULL ? self->battle->id : 0;
}

/* ---- the window ---- */

static void
bn_table_side_dialog_dispose (GObject *object)
{
  BnTableSideDialog *self = BN_TABLE_SIDE_DIALOG (object);

  g_clear_pointer (&self->store, bn_store_unref);
  g_clear_pointer (&self->unit_rules, bn_unit_rules_unref);
  g_clear_pointer (&self->armies, g_ptr_array_unref);
  g_clear_pointer (&self->battles, g_ptr_array_unref);
  g_clear_pointer (&self->battle, bn_table_battle_free);
  g_clear_pointer (&self->rules, bn_battle_rules_unref);
  for (guint i = 0; i < 2; i++)
    g_clear_pointer (&self->rosters[i], bn_army_free);
  G_OBJECT_CLASS (bn_table_side_dialog_parent_class)->dispose (object);
}

static void
bn_table_side_dialog_class_init (BnTableSideDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bn_table_side_dialog_dispose;

  /**
   * BnTableSideDialog::finished:
   * @battle_id: the recorded battle's id
   *
   * The table-side battle was finished and recorded in the campaign.
   */
  signals[SIGNAL_FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                           NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* The battle's log follows the store: after any committed write (this
 * window's, the CLI's, another window's) the log and the figures left are
 * read again; a battle finished meanwhile is no longer offered. */
static void
on_store_changed_cb (BnTableSideDialog *self)
{
  g_autoptr(GError) error = NULL;
  gint64 id;

  if (self->battle == NULL)
    return;
  id = self->battle->id;
  if (!load_battle (self, id, &error))
    {
      show_message (self, error->message);
      return;
    }
  if (self->battle->record_id != 0)
    {
      table_side_select_battle_or_new (self, id);
      return;
    }
  table_side_on_unit_selected_cb (self);
  show_log (self);
}

static void
bn_table_side_dialog_init (BnTableSideDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *columns = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *left = bn_table_side_new_page ();
  GtkWidget *right = bn_table_side_new_page ();

  self->battles = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_table_battle_free);
  gtk_window_set_title (GTK_WINDOW (self), _("Table-Side Helper"));
  gtk_window_set_default_size (GTK_WINDOW (self), 1180, 760);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_box_append (GTK_BOX (box), header);
  table_side_build_battle_groups (self, left);
  table_side_build_combat_groups (self, left);
  table_side_build_log_groups (self, right);
  gtk_box_append (GTK_BOX (columns), left);
  gtk_box_append (GTK_BOX (columns), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  gtk_box_append (GTK_BOX (columns), right);
  gtk_widget_set_vexpand (columns, TRUE);
  gtk_box_append (GTK_BOX (box), columns);
  adw_window_set_content (ADW_WINDOW (self), box);
}

/**
 * bn_table_side_dialog_new:
 * @campaign_id: the campaign whose armies fight
 *
 * Returns: (transfer none) (nullable): the dialog, shown, with the last
 *   battle in progress taken up; %NULL with the reason when the armies
 *   or the unit types cannot be read
 */
BnTableSideDialog *
bn_table_side_dialog_new (GtkWindow  *parent,
                          BnStore    *store,
                          gint64      campaign_id,
                          GError    **error)
{
  g_autoptr(GPtrArray) armies = NULL;
  g_autoptr(BnUnitRules) unit_rules = NULL;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) opponents = gtk_string_list_new (NULL);
  BnTableSideDialog *self;

  g_return_val_if_fail (store != NULL, NULL);

  if ((armies = bn_store_list_armies (store, campaign_id, error)) == NULL
      || (unit_rules = bn_unit_rules_load_default (error)) == NULL)
    return NULL;
  self = g_object_new (BN_TYPE_TABLE_SIDE_DIALOG, "transient-for", parent, NULL);
  {
    GtkApplication *app = parent != NULL ? gtk_window_get_application (parent) : NULL;
    BnStoreMonitor *monitor = app != NULL && BN_IS_APPLICATION (app)
                              ? bn_application_get_store_monitor (BN_APPLICATION (app)) : NULL;

    if (monitor != NULL && bn_store_monitor_get_store (monitor) == store)
      g_signal_connect_object (monitor, "changed", G_CALLBACK (on_store_changed_cb), self, G_CONNECT_SWAPPED);
  }
  self->store = bn_store_ref (store);
  self->campaign_id = campaign_id;
  self->armies = g_steal_pointer (&armies);
  self->unit_rules = g_steal_pointer (&unit_rules);
  for (guint i = 0; i < self->armies->len; i++)
    {
      g_autofree char *label = army_label (self, g_ptr_array_index (self->armies, i));

      gtk_string_list_append (names, label);
      gtk_string_list_append (opponents, label);
    }
  gtk_string_list_append (opponents, _("Someone without a saved army"));
  adw_combo_row_set_model (self->army_row, G_LIST_MODEL (names));
  adw_combo_row_set_model (self->opponent_row, G_LIST_MODEL (opponents));
  adw_combo_row_set_selected (self->opponent_row, self->armies->len > 1 ? 1 : self->armies->len);
  table_side_on_opponent_selected_cb (self);
  fill_battles (self, 0);
  /* The battle in progress, if any, is the one taken up. */
  if (self->battles->len > 0)
    adw_combo_row_set_selected (self->battle_row, 1);
  table_side_on_battle_selected_cb (self);
  gtk_window_present (GTK_WINDOW (self));
  return self;
}
