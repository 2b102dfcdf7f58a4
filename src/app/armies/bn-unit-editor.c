/* bn-unit-editor.c — making a unit by hand, priced as it is made.
 *
 * Every control writes one field of a BnUnit, and after every change the
 * unit rules price it: the editor shows the cost with its breakdown, or the
 * rules' refusal, which names the rule and its source. The editor offers
 * what the data offers (arms, armours, morale ratings, weapons and classes
 * come from data/units.xml) and only steers: the weapon list holds the
 * weapons the arm may carry, but a weapon chosen before the arm changed
 * stays chosen, so the rules say why it no longer fits.
 *
 * "Add to Army" hands the unit to the builder; "Save as Unit Type" keeps it
 * in the store among the player's own types, where the store checks it
 * again and may refuse it.
 */
#include "bn-config.h"

#include "bn-unit-editor.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bn-army-builder.h"

struct _BnUnitEditor
{
  AdwWindow parent_instance;

  BnStore *store;
  BnUnitRules *rules;
  BnUnit *unit;               /* as the controls say */
  GPtrArray *weapon_ids;      /* the weapon list's ids, in its order */
  gboolean filling;
  guint max_figures;          /* the spin button's upper bound */
  guint price;                /* 0 while the rules refuse the unit */
  char *refusal;
  BnUnit *saved;              /* the last unit saved as a type */

  AdwEntryRow *name_row;
  AdwComboRow *arm_row;
  AdwComboRow *armour_row;
  AdwComboRow *weapon_row;
  GtkSwitch *shields_switch;
  AdwComboRow *morale_row;
  AdwActionRow *light_row;
  GtkSwitch *light_switch;
  AdwActionRow *dedicated_row;
  GtkSwitch *dedicated_switch;
  AdwActionRow *mercenary_row;
  GtkSwitch *mercenary_switch;
  AdwComboRow *king_row;      /* 0: other troops; 1–3: a King/Leader of that rating */
  AdwActionRow *figures_row;
  GtkSpinButton *figures_spin;
  AdwComboRow *class_row;
  GtkLabel *price_label;
  GtkLabel *breakdown_label;
  GtkLabel *save_message_label;
  GtkWidget *add_button;
  GtkWidget *save_type_button;
};

G_DEFINE_FINAL_TYPE (BnUnitEditor, bn_unit_editor, ADW_TYPE_WINDOW)

enum {
  SIGNAL_ADD_UNIT,
  SIGNAL_TYPE_SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const BnBattleClass class_choices[] = {
  BN_BATTLE_CLASS_NONE, BN_BATTLE_CLASS_A, BN_BATTLE_CLASS_B, BN_BATTLE_CLASS_C,
};

static const char *
selected_weapon (BnUnitEditor *self)
{
  guint selected = adw_combo_row_get_selected (self->weapon_row);

  if (selected == GTK_INVALID_LIST_POSITION || selected >= self->weapon_ids->len)
    return NULL;
  return g_ptr_array_index (self->weapon_ids, selected);
}

static guint
selected_index (AdwComboRow *row)
{
  guint selected = adw_combo_row_get_selected (row);

  return selected == GTK_INVALID_LIST_POSITION ? 0 : selected;
}

static void
read_controls (BnUnitEditor *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  const char *weapon = selected_weapon (self);
  const char *weapons[] = { weapon, NULL };
  BnUnit *unit = self->unit;
  guint klass = selected_index (self->class_row);

  g_clear_pointer (&unit->name, g_free);
  unit->name = name[0] != '\0' ? g_strdup (name) : NULL;
  unit->arm = (BnArm) MIN (selected_index (self->arm_row), BN_ARM_COUNT - 1);
  unit->armour = (BnArmour) MIN (selected_index (self->armour_row), BN_ARMOUR_COUNT - 1);
  unit->morale = (BnMorale) MIN (selected_index (self->morale_row), BN_MORALE_COUNT - 1);
  bn_unit_set_weapons (unit, weapon != NULL ? weapons : weapons + 1);
  unit->shields = gtk_switch_get_active (self->shields_switch);
  unit->light = gtk_switch_get_active (self->light_switch);
  unit->dedicated = gtk_switch_get_active (self->dedicated_switch);
  unit->mercenary = gtk_switch_get_active (self->mercenary_switch);
  unit->leadership = MIN (selected_index (self->king_row), 3u);
  unit->figures = (guint) gtk_spin_button_get_value_as_int (self->figures_spin);
  unit->battle_class = class_choices[MIN (klass, G_N_ELEMENTS (class_choices) - 1)];
}

/* The figures follow the class: a unit at full strength stays at full
 * strength when its class (or lightness) changes the most it may have. */
static void
update_figures_range (BnUnitEditor *self)
{
  guint max = bn_unit_rules_get_max_figures (self->rules, self->unit);
  const BnKingRule *kings = bn_unit_rules_get_kings (self->rules);
  guint value = self->unit->figures;
  gboolean was_full = self->max_figures == 0 || value >= self->max_figures;

  /* A King/Leader is his own stand, whatever his class allows. */
  if (self->unit->leadership > 0 && kings != NULL && kings->figures[self->unit->arm] > 0)
    max = kings->figures[self->unit->arm];
  if (max == 0 || max == self->max_figures)
    return;
  self->max_figures = max;
  self->filling = TRUE;
  gtk_spin_button_set_range (self->figures_spin, 1, max);
  if (was_full)
    gtk_spin_button_set_value (self->figures_spin, max);
  self->filling = FALSE;
  self->unit->figures = (guint) gtk_spin_button_get_value_as_int (self->figures_spin);
}

static void
update (BnUnitEditor *self)
{
  g_autoptr(BnCostBreakdown) breakdown = NULL;
  g_autoptr(GError) error = NULL;
  const BnClassRule *klass;

  read_controls (self);
  update_figures_range (self);

  klass = bn_unit_rules_get_unit_class (self->rules, self->unit);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->class_row), klass != NULL ? bn_data_text (klass->name) : "");
  if (self->max_figures > 0)
    {
      g_autofree char *most = g_strdup_printf (_("Up to %u"), self->max_figures);

      adw_action_row_set_subtitle (self->figures_row, most);
    }

  g_clear_pointer (&self->refusal, g_free);
  self->price = bn_unit_rules_price (self->rules, self->unit, &breakdown, &error);
  if (self->price > 0)
    {
      g_autofree char *price = g_strdup_printf (ngettext ("%u point", "%u points", self->price), self->price);
      g_autofree char *text = bn_cost_breakdown_to_string (breakdown);

      gtk_label_set_text (self->price_label, price);
      gtk_label_set_text (self->breakdown_label, text);
      gtk_widget_remove_css_class (GTK_WIDGET (self->price_label), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->breakdown_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->breakdown_label), "dim-label");
    }
  else
    {
      self->refusal = bn_army_builder_sentence (error != NULL ? error->message : _("the rules refuse this unit"));
      gtk_label_set_text (self->price_label, _("Not Allowed"));
      gtk_label_set_text (self->breakdown_label, self->refusal);
      gtk_widget_add_css_class (GTK_WIDGET (self->price_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->breakdown_label), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->breakdown_label), "dim-label");
    }
  gtk_widget_set_sensitive (self->add_button, self->price > 0);
  gtk_widget_set_sensitive (self->save_type_button, self->price > 0);
  gtk_widget_set_tooltip_text (self->add_button, self->price > 0 ? _("Put this unit on the roster") : self->refusal);
}

static void
clear_save_message (BnUnitEditor *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->save_message_label), FALSE);
}

static void
on_control_changed_cb (BnUnitEditor *self)
{
  if (self->filling)
    return;
  clear_save_message (self);
  update (self);
}

static void
on_name_row_changed_cb (BnUnitEditor *self)
{
  on_control_changed_cb (self);
}

/* Offers the weapons the arm may carry; one chosen before stays offered,
 * so the rules, not the list, say that it does not fit. */
static void
fill_weapons (BnUnitEditor *self,
              const char   *keep)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  BnArm arm = (BnArm) MIN (selected_index (self->arm_row), BN_ARM_COUNT - 1);
  guint n = bn_unit_rules_get_n_weapons (self->rules);
  guint selected = GTK_INVALID_LIST_POSITION;

  g_ptr_array_set_size (self->weapon_ids, 0);
  for (guint i = 0; i < n; i++)
    {
      const BnWeaponRule *weapon = bn_unit_rules_get_weapon (self->rules, i);
      gboolean kept = g_strcmp0 (weapon->id, keep) == 0;
      g_autofree char *name = NULL;

      if ((weapon->arms & BN_ARM_BIT (arm)) == 0 && !kept)
        continue;
      if (kept)
        selected = self->weapon_ids->len;
      name = bn_army_builder_sentence (bn_data_text (weapon->plural));
      gtk_string_list_append (names, name);
      g_ptr_array_add (self->weapon_ids, (gpointer) weapon->id);
    }

  self->filling = TRUE;
  adw_combo_row_set_model (self->weapon_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->weapon_row, selected != GTK_INVALID_LIST_POSITION ? selected : 0);
  self->filling = FALSE;
}

static void
on_arm_row_selected_cb (BnUnitEditor *self)
{
  if (self->filling || self->weapon_ids == NULL)
    return;
  fill_weapons (self, selected_weapon (self));
  on_control_changed_cb (self);
}

static void
on_add_button_clicked_cb (BnUnitEditor *self)
{
  if (self->price == 0)
    return;
  /* Told before the editor goes: destroying it drops its handlers. */
  g_signal_emit (self, signals[SIGNAL_ADD_UNIT], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
show_save_message (BnUnitEditor *self,
                   const char   *message,
                   gboolean      failed)
{
  g_autofree char *sentence = bn_army_builder_sentence (message);

  gtk_label_set_text (self->save_message_label, sentence);
  if (failed)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->save_message_label), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->save_message_label), "success");
    }
  else
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->save_message_label), "success");
      gtk_widget_remove_css_class (GTK_WIDGET (self->save_message_label), "error");
    }
  gtk_widget_set_visible (GTK_WIDGET (self->save_message_label), TRUE);
}

static void
on_save_type_button_clicked_cb (BnUnitEditor *self)
{
  g_autoptr(BnUnit) unit = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;

  if (self->price == 0)
    return;
  unit = bn_unit_copy (self->unit);
  g_free (unit->type_id);
  unit->type_id = bn_unit_editor_make_type_id (unit->name);
  /* A type has no command colour: that is chosen on each roster. */
  unit->colour = BN_COLOUR_NONE;
  if (!bn_store_save_unit_type (self->store, unit, &error))
    {
      show_save_message (self, error->message, TRUE);
      return;
    }
  /* TRANSLATORS: %s is the unit type's name */
  saved = g_strdup_printf (_("Saved “%s” among your unit types"), unit->name);
  show_save_message (self, saved, FALSE);
  g_clear_pointer (&self->saved, bn_unit_free);
  self->saved = g_steal_pointer (&unit);
  g_signal_emit (self, signals[SIGNAL_TYPE_SAVED], 0, self->saved->type_id);
}

static void
fill_models (BnUnitEditor *self)
{
  g_autoptr(GtkStringList) arms = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) armours = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) morales = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) classes = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) leaders = gtk_string_list_new (NULL);
  const BnKingRule *kings;
  const struct {
    BnTroopKind kind;
    AdwActionRow *row;
  } troops[] = {
    { BN_TROOP_LIGHT, self->light_row },
    { BN_TROOP_DEDICATED, self->dedicated_row },
    { BN_TROOP_MERCENARY, self->mercenary_row },
  };

  for (guint arm = 0; arm < BN_ARM_COUNT; arm++)
    {
      g_autofree char *name = bn_army_builder_sentence (bn_data_text (bn_unit_rules_get_arm (self->rules, arm)->noun));

      gtk_string_list_append (arms, name);
    }
  for (guint armour = 0; armour < BN_ARMOUR_COUNT; armour++)
    {
      g_autofree char *name = bn_army_builder_sentence (bn_data_text (bn_unit_rules_get_armour (self->rules, armour)->name));

      gtk_string_list_append (armours, name);
    }
  for (guint morale = 0; morale < BN_MORALE_COUNT; morale++)
    {
      g_autofree char *name = bn_army_builder_sentence (bn_data_text (bn_unit_rules_get_morale (self->rules, morale)->name));

      gtk_string_list_append (morales, name);
    }
  kings = bn_unit_rules_get_kings (self->rules);
  gtk_string_list_append (leaders, _("No"));
  for (guint rating = 1; kings != NULL && rating <= 3; rating++)
    {
      const BnFraction *times = &kings->leadership[rating];
      g_autofree char *choice = NULL;

      if (times->numerator == times->denominator)
        /* TRANSLATORS: a King/Leader's leadership rating, which leaves his cost as it is */
        choice = g_strdup_printf (_("Leadership %u"), rating);
      else
        /* TRANSLATORS: a King/Leader's leadership rating and what it does to his cost */
        choice = g_strdup_printf (_("Leadership %u (× %u/%u)"), rating, times->numerator,
                                  times->denominator);
      gtk_string_list_append (leaders, choice);
    }
  if (kings != NULL)
    {
      /* TRANSLATORS: the subtitle of the King/Leader row: his base costs */
      g_autofree char *subtitle = g_strdup_printf (_("Base cost %u on foot, %u mounted"),
                                                   kings->base[BN_ARM_FOOT], kings->base[BN_ARM_HORSE]);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->king_row), subtitle);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->king_row), kings != NULL);
  gtk_string_list_append (classes, _("From arm and armour"));
  gtk_string_list_append (classes, _("A-class"));
  gtk_string_list_append (classes, _("B-class"));
  gtk_string_list_append (classes, _("C-class"));

  for (guint i = 0; i < G_N_ELEMENTS (troops); i++)
    {
      const BnTroopRule *troop = bn_unit_rules_get_troop (self->rules, troops[i].kind);
      g_autofree char *title = bn_army_builder_sentence (bn_data_text (troop->name));
      /* TRANSLATORS: what a kind of troops does to a unit's cost, e.g. "Cost × 1/2" */
      g_autofree char *subtitle = g_strdup_printf (_("Cost × %u/%u"), troop->times.numerator,
                                                   troop->times.denominator);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (troops[i].row), title);
      adw_action_row_set_subtitle (troops[i].row, subtitle);
    }

  self->filling = TRUE;
  adw_combo_row_set_model (self->arm_row, G_LIST_MODEL (arms));
  adw_combo_row_set_model (self->armour_row, G_LIST_MODEL (armours));
  adw_combo_row_set_model (self->morale_row, G_LIST_MODEL (morales));
  adw_combo_row_set_model (self->class_row, G_LIST_MODEL (classes));
  adw_combo_row_set_model (self->king_row, G_LIST_MODEL (leaders));
  adw_combo_row_set_selected (self->king_row, 0);
  adw_combo_row_set_selected (self->arm_row, BN_ARM_FOOT);
  adw_combo_row_set_selected (self->armour_row, BN_ARMOUR_LIGHT);
  adw_combo_row_set_selected (self->morale_row, BN_MORALE_FAIR);
  adw_combo_row_set_selected (self->class_row, 0);
  self->filling = FALSE;
  fill_weapons (self, NULL);
}

static void
bn_unit_editor_dispose (GObject *object)
{
  BnUnitEditor *self = BN_UNIT_EDITOR (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_UNIT_EDITOR);
  g_clear_pointer (&self->unit, bn_unit_free);
  g_clear_pointer (&self->saved, bn_unit_free);
  g_clear_pointer (&self->weapon_ids, g_ptr_array_unref);
  g_clear_pointer (&self->refusal, g_free);
  g_clear_pointer (&self->rules, bn_unit_rules_unref);
  g_clear_pointer (&self->store, bn_store_unref);

  G_OBJECT_CLASS (bn_unit_editor_parent_class)->dispose (object);
}

static void
bn_unit_editor_class_init (BnUnitEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bn_unit_editor_dispose;

  /**
   * BnUnitEditor::add-unit:
   *
   * Emitted when the player presses "Add to Army", as the editor closes;
   * bn_unit_editor_peek_unit() gives the unit.
   */
  signals[SIGNAL_ADD_UNIT] =
    g_signal_new ("add-unit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * BnUnitEditor::type-saved:
   * @type_id: the type now in the store
   */
  signals[SIGNAL_TYPE_SAVED] =
    g_signal_new ("type-saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-unit-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, name_row);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, arm_row);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, armour_row);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, weapon_row);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, shields_switch);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, morale_row);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, light_row);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, light_switch);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, dedicated_row);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, dedicated_switch);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, mercenary_row);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, mercenary_switch);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, king_row);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, figures_row);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, figures_spin);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, class_row);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, price_label);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, breakdown_label);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, save_message_label);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, add_button);
  gtk_widget_class_bind_template_child (widget_class, BnUnitEditor, save_type_button);
  gtk_widget_class_bind_template_callback (widget_class, on_control_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_name_row_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_arm_row_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_add_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_save_type_button_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bn_unit_editor_init (BnUnitEditor *self)
{
  /* The template's signals fire while it is built: nothing is read until
   * the rules are in. */
  self->filling = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->filling = FALSE;
  self->unit = bn_unit_new ();
}

/**
 * bn_unit_editor_new:
 * @parent: (nullable): the window the editor belongs to
 *
 * Returns: (transfer none): a new editor, not yet shown
 */
BnUnitEditor *
bn_unit_editor_new (GtkWindow   *parent,
                    BnStore     *store,
                    BnUnitRules *rules)
{
  BnUnitEditor *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (store != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (BN_TYPE_UNIT_EDITOR,
                       "transient-for", parent,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);
  self->store = bn_store_ref (store);
  self->rules = bn_unit_rules_ref (rules);
  self->weapon_ids = g_ptr_array_new ();
  fill_models (self);
  update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
  return self;
}

/* Returns: (transfer none): the unit as the controls make it, with the id
 *   of the type it was saved as if it has not changed since. */
const BnUnit *
bn_unit_editor_peek_unit (BnUnitEditor *self)
{
  g_return_val_if_fail (BN_IS_UNIT_EDITOR (self), NULL);

  g_clear_pointer (&self->unit->type_id, g_free);
  if (self->saved != NULL)
    {
      self->unit->type_id = g_strdup (self->saved->type_id);
      if (!bn_unit_equal (self->unit, self->saved))
        g_clear_pointer (&self->unit->type_id, g_free);
    }
  return self->unit;
}

/**
 * bn_unit_editor_make_type_id:
 * @name: (nullable): the type's name
 *
 * Returns: (transfer full): "custom-" and the name in lower case, each run
 *   of anything but letters and digits a single hyphen: "Welsh Spears" is
 *   "custom-welsh-spears". The prefix keeps it clear of the catalogue's ids.
 */
char *
bn_unit_editor_make_type_id (const char *name)
{
  g_autofree char *folded = g_utf8_strdown (name != NULL ? name : "", -1);
  GString *id = g_string_new ("custom-");
  gboolean hyphen = FALSE;

  for (const char *p = folded; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isalnum (c))
        {
          if (hyphen && id->len > strlen ("custom-"))
            g_string_append_c (id, '-');
          hyphen = FALSE;
          g_string_append_unichar (id, c);
        }
      else
        hyphen = TRUE;
    }
  return g_string_free (id, FALSE);
}

/* Returns: the price shown, 0 while the rules refuse the unit. */
guint
bn_unit_editor_get_price (BnUnitEditor *self)
{
  g_return_val_if_fail (BN_IS_UNIT_EDITOR (self), 0);

  return self->price;
}

/* Returns: the breakdown shown under the price ("" while refused). */
const char *
bn_unit_editor_get_breakdown (BnUnitEditor *self)
{
  g_return_val_if_fail (BN_IS_UNIT_EDITOR (self), NULL);

  return self->price > 0 ? gtk_label_get_text (self->breakdown_label) : "";
}

/* Returns: (nullable): the rules' refusal shown, if they refuse the unit. */
const char *
bn_unit_editor_get_refusal (BnUnitEditor *self)
{
  g_return_val_if_fail (BN_IS_UNIT_EDITOR (self), NULL);

  return self->refusal;
}

/* Returns: (nullable): what the last "Save as Unit Type" said. */
const char *
bn_unit_editor_get_save_message (BnUnitEditor *self)
{
  g_return_val_if_fail (BN_IS_UNIT_EDITOR (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->save_message_label))
           ? gtk_label_get_text (self->save_message_label) : NULL;
}

/* Returns: whether the unit was saved as a type, as the editor shows it. */
gboolean
bn_unit_editor_get_saved (BnUnitEditor *self)
{
  g_return_val_if_fail (BN_IS_UNIT_EDITOR (self), FALSE);

  return self->saved != NULL && bn_unit_editor_get_save_message (self) != NULL &&
         gtk_widget_has_css_class (GTK_WIDGET (self->save_message_label), "success");
}

void
bn_unit_editor_set_name (BnUnitEditor *self,
                         const char   *name)
{
  g_return_if_fail (BN_IS_UNIT_EDITOR (self));

  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
}

void
bn_unit_editor_set_arm (BnUnitEditor *self,
                        BnArm         arm)
{
  g_return_if_fail (BN_IS_UNIT_EDITOR (self));
  g_return_if_fail (arm < BN_ARM_COUNT);

  adw_combo_row_set_selected (self->arm_row, arm);
}

void
bn_unit_editor_set_armour (BnUnitEditor *self,
                           BnArmour      armour)
{
  g_return_if_fail (BN_IS_UNIT_EDITOR (self));
  g_return_if_fail (armour < BN_ARMOUR_COUNT);

  adw_combo_row_set_selected (self->armour_row, armour);
}

void
bn_unit_editor_set_morale (BnUnitEditor *self,
                           BnMorale      morale)
{
  g_return_if_fail (BN_IS_UNIT_EDITOR (self));
  g_return_if_fail (morale < BN_MORALE_COUNT);

  adw_combo_row_set_selected (self->morale_row, morale);
}

/* Chooses @weapon_id in the weapon list. Returns: %FALSE if the list does
 * not offer it. */
gboolean
bn_unit_editor_set_weapon (BnUnitEditor *self,
                           const char   *weapon_id)
{
  g_return_val_if_fail (BN_IS_UNIT_EDITOR (self), FALSE);

  for (guint i = 0; i < self->weapon_ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->weapon_ids, i), weapon_id) == 0)
      {
        adw_combo_row_set_selected (self->weapon_row, i);
        return TRUE;
      }
  return FALSE;
}

void
bn_unit_editor_set_shields (BnUnitEditor *self,
                            gboolean      shields)
{
  g_return_if_fail (BN_IS_UNIT_EDITOR (self));

  gtk_switch_set_active (self->shields_switch, shields);
}

void
bn_unit_editor_set_light (BnUnitEditor *self,
                          gboolean      light)
{
  g_return_if_fail (BN_IS_UNIT_EDITOR (self));

  gtk_switch_set_active (self->light_switch, light);
}

void
bn_unit_editor_set_dedicated (BnUnitEditor *self,
                              gboolean      dedicated)
{
  g_return_if_fail (BN_IS_UNIT_EDITOR (self));

  gtk_switch_set_active (self->dedicated_switch, dedicated);
}

void
bn_unit_editor_set_mercenary (BnUnitEditor *self,
                              gboolean      mercenary)
{
  g_return_if_fail (BN_IS_UNIT_EDITOR (self));

  gtk_switch_set_active (self->mercenary_switch, mercenary);
}

/* Makes the unit a King/Leader of rating @leadership (1–3), or other
 * troops (0). */
void
bn_unit_editor_set_leadership (BnUnitEditor *self,
                               guint         leadership)
{
  g_return_if_fail (BN_IS_UNIT_EDITOR (self));
  g_return_if_fail (leadership <= 3);

  adw_combo_row_set_selected (self->king_row, leadership);
}

void
bn_unit_editor_set_figures (BnUnitEditor *self,
                            guint         figures)
{
  g_return_if_fail (BN_IS_UNIT_EDITOR (self));

  gtk_spin_button_set_value (self->figures_spin, figures);
}

/* Returns: the figures spin button's upper bound. */
guint
bn_unit_editor_get_max_figures (BnUnitEditor *self)
{
  double max;

  g_return_val_if_fail (BN_IS_UNIT_EDITOR (self), 0);

  gtk_spin_button_get_range (self->figures_spin, NULL, &max);
  return (guint) max;
}

/* Presses "Add to Army". Returns: %FALSE if it is not sensitive. */
gboolean
bn_unit_editor_add_to_army (BnUnitEditor *self)
{
  g_return_val_if_fail (BN_IS_UNIT_EDITOR (self), FALSE);

  if (!gtk_widget_get_sensitive (self->add_button))
    return FALSE;
  g_signal_emit_by_name (self->add_button, "clicked");
  return TRUE;
}

/* Presses "Save as Unit Type". Returns: %FALSE if it is not sensitive. */
gboolean
bn_unit_editor_save_type (BnUnitEditor *self)
{
  g_return_val_if_fail (BN_IS_UNIT_EDITOR (self), FALSE);

  if (!gtk_widget_get_sensitive (self->save_type_button))
    return FALSE;
  g_signal_emit_by_name (self->save_type_button, "clicked");
  return TRUE;
}
