/* bn-army-builder-roster.c — the roster: a row for each unit, with its cost,
 * colour, figures and promise. */
#include "bn-army-builder-private.h"
#include "bn-accessible.h"


void
bn_army_builder_unit_row_free (UnitRow *row)
{
  g_ptr_array_unref (row->problem_rows);
  g_free (row);
}

static void
on_unit_name_changed_cb (GtkEditable *editable,
                         UnitRow     *row)
{
  BnArmyBuilder *self = row->builder;
  BnUnit *unit;
  const char *text;

  if (self->filling)
    return;
  unit = bn_army_builder_army_unit (self, row->index)->unit;
  text = gtk_editable_get_text (editable);
  g_free (unit->name);
  unit->name = text[0] != '\0' ? g_strdup (text) : NULL;
  bn_army_builder_changed (self);
  /* The heroes' lists name the units. */
  bn_army_builder_rebuild_commanders (self);
}

static void
on_unit_figures_changed_cb (GtkSpinButton *spin,
                            UnitRow       *row)
{
  BnArmyBuilder *self = row->builder;

  if (self->filling)
    return;
  bn_army_builder_army_unit (self, row->index)->unit->figures = (guint) gtk_spin_button_get_value_as_int (spin);
  bn_army_builder_changed (self);
}

/* A King/Leader's rating changes his price (and the dice he rolls). */
static void
on_unit_leadership_changed_cb (GtkSpinButton *spin,
                               UnitRow       *row)
{
  BnArmyBuilder *self = row->builder;

  if (self->filling)
    return;
  bn_army_builder_army_unit (self, row->index)->unit->leadership = (guint) gtk_spin_button_get_value_as_int (spin);
  bn_army_builder_changed (self);
}

static void
on_unit_promise_changed_cb (GtkSpinButton *spin,
                            UnitRow       *row)
{
  BnArmyBuilder *self = row->builder;

  if (self->filling)
    return;
  bn_army_builder_army_unit (self, row->index)->promise = (guint) gtk_spin_button_get_value_as_int (spin);
  bn_army_builder_changed (self);
}

static void
on_unit_colour_selected_cb (AdwComboRow *combo,
                            GParamSpec  *pspec,
                            UnitRow     *row)
{
  BnArmyBuilder *self = row->builder;
  guint selected = adw_combo_row_get_selected (combo);

  if (self->filling || selected >= G_N_ELEMENTS (bn_army_builder_colour_order))
    return;
  bn_army_builder_army_unit (self, row->index)->unit->colour = bn_army_builder_colour_order[selected];
  bn_army_builder_changed (self);
}

static void
on_colour_item_setup_cb (GtkSignalListItemFactory *factory,
                         GtkListItem              *item,
                         gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_box_append (GTK_BOX (box), bn_army_builder_make_colour_dot (BN_COLOUR_NONE));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_item_set_child (item, box);
}

static void
on_colour_item_bind_cb (GtkSignalListItemFactory *factory,
                        GtkListItem              *item,
                        gpointer                  user_data)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *dot = gtk_widget_get_first_child (box);
  GtkWidget *label = gtk_widget_get_next_sibling (dot);
  const char *name = gtk_string_object_get_string (GTK_STRING_OBJECT (gtk_list_item_get_item (item)));
  BnColour colour = BN_COLOUR_NONE;

  /* The combo row shows its chosen item outside the list, where the item's
   * position is not its place in the list: the name says which it is. */
  for (guint i = 0; i < G_N_ELEMENTS (bn_army_builder_colour_order); i++)
    if (g_strcmp0 (name, bn_army_builder_colour_name (bn_army_builder_colour_order[i])) == 0)
      colour = bn_army_builder_colour_order[i];

  bn_army_builder_set_colour_dot (dot, colour);
  gtk_widget_set_tooltip_text (dot, NULL);
  gtk_label_set_text (GTK_LABEL (label), bn_army_builder_colour_name (colour));
}

static AdwComboRow *
make_colour_row (void)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkWidget *row = adw_combo_row_new ();

  for (guint i = 0; i < G_N_ELEMENTS (bn_army_builder_colour_order); i++)
    gtk_string_list_append (names, bn_army_builder_colour_name (bn_army_builder_colour_order[i]));
  g_signal_connect (factory, "setup", G_CALLBACK (on_colour_item_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (on_colour_item_bind_cb), NULL);
  adw_combo_row_set_factory (ADW_COMBO_ROW (row), factory);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Command colour"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("The command cards that order this unit"));
  return ADW_COMBO_ROW (row);
}

static GtkWidget *
make_spin_row (const char     *title,
               GtkSpinButton **out_spin)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 999, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  *out_spin = GTK_SPIN_BUTTON (spin);
  return row;
}

static UnitRow *
make_unit_row (BnArmyBuilder *self,
               guint          index)
{
  const BnArmyUnit *entry = bn_army_builder_army_unit (self, index);
  UnitRow *row = g_new0 (UnitRow, 1);
  GtkWidget *expander = adw_expander_row_new ();
  GtkWidget *cost_box, *caption, *remove, *class_row, *figures_row;
  GtkWidget *icon;

  row->builder = self;
  row->index = index;
  row->problem_rows = g_ptr_array_new ();
  row->row = ADW_EXPANDER_ROW (expander);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (expander), FALSE);

  row->colour_dot = bn_army_builder_make_colour_dot (entry->unit->colour);
  adw_expander_row_add_prefix (row->row, row->colour_dot);

  /* An expander row puts each action before those added earlier: they are
   * added from the arrow outwards. */
  remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_add_css_class (remove, "circular");
  gtk_widget_set_tooltip_text (remove, _("Remove Unit"));
  bn_accessible_set_label (remove, _("Remove Unit"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "builder.remove-unit");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (remove), g_variant_new_uint32 (index));
  adw_expander_row_add_action (row->row, remove);

  cost_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_valign (cost_box, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (cost_box, 44, -1);
  row->cost_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (row->cost_label), "title-4");
  gtk_widget_add_css_class (GTK_WIDGET (row->cost_label), "numeric");
  gtk_box_append (GTK_BOX (cost_box), GTK_WIDGET (row->cost_label));
  caption = gtk_label_new (_("points"));
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (GTK_BOX (cost_box), caption);
  row->promise_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (row->promise_label), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (row->promise_label), "bn-promise");
  gtk_box_append (GTK_BOX (cost_box), GTK_WIDGET (row->promise_label));
  adw_expander_row_add_action (row->row, cost_box);

  icon = gtk_image_new_from_icon_name ("dialog-error-symbolic");
  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  row->problem_icon = GTK_IMAGE (icon);
  adw_expander_row_add_action (row->row, icon);

  row->mercenary_tag = bn_leader_page_make_tag (_("Mercenary"), "mercenary");
  adw_expander_row_add_action (row->row, row->mercenary_tag);
  row->king_tag = bn_leader_page_make_tag (NULL, "king");
  adw_expander_row_add_action (row->row, row->king_tag);

  row->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->name_row), _("Name"));
  gtk_editable_set_text (GTK_EDITABLE (row->name_row), entry->unit->name != NULL ? entry->unit->name : "");
  g_signal_connect (row->name_row, "changed", G_CALLBACK (on_unit_name_changed_cb), row);
  adw_expander_row_add_row (row->row, GTK_WIDGET (row->name_row));

  class_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (class_row), _("Battle class"));
  row->class_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (row->class_label), "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (class_row), GTK_WIDGET (row->class_label));
  adw_expander_row_add_row (row->row, class_row);

  figures_row = make_spin_row (_("Figures"), &row->figures_spin);
  g_signal_connect (row->figures_spin, "value-changed", G_CALLBACK (on_unit_figures_changed_cb), row);
  adw_expander_row_add_row (row->row, figures_row);

  row->colour_row = make_colour_row ();
  g_signal_connect (row->colour_row, "notify::selected", G_CALLBACK (on_unit_colour_selected_cb), row);
  adw_expander_row_add_row (row->row, GTK_WIDGET (row->colour_row));

  if (entry->unit->leadership > 0)
    {
      GtkWidget *leadership_row = make_spin_row (_("Leadership Rating"), &row->leadership_spin);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (leadership_row),
                                   _("1 to 3: the dice he rolls for his side under Lionheart, and his price"));
      g_signal_connect (row->leadership_spin, "value-changed", G_CALLBACK (on_unit_leadership_changed_cb), row);
      adw_expander_row_add_row (row->row, leadership_row);
    }
  if (entry->unit->mercenary)
    {
      row->promise_row = ADW_ACTION_ROW (make_spin_row (_("Promise"), &row->promise_spin));
      g_signal_connect (row->promise_spin, "value-changed", G_CALLBACK (on_unit_promise_changed_cb), row);
      adw_expander_row_add_row (row->row, GTK_WIDGET (row->promise_row));
    }
  return row;
}

static void
set_spin (GtkSpinButton *spin,
          guint          lower,
          guint          upper,
          guint          value)
{
  double old_lower, old_upper;

  gtk_spin_button_get_range (spin, &old_lower, &old_upper);
  if ((guint) old_lower != lower || (guint) old_upper != upper)
    gtk_spin_button_set_range (spin, lower, upper);
  if ((guint) gtk_spin_button_get_value_as_int (spin) != value)
    gtk_spin_button_set_value (spin, value);
}

GtkWidget *
bn_army_builder_make_problem_row (const BnArmyProblem *problem)
{
  g_autofree char *message = bn_army_builder_sentence (problem->message);
  gboolean error = problem->level == BN_ARMY_PROBLEM_ERROR;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name (error ? "dialog-error-symbolic" : "dialog-warning-symbolic");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), message);
  gtk_widget_add_css_class (icon, error ? "error" : "warning");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  error ? _("Error") : _("Warning"), -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  gtk_widget_add_css_class (row, "bn-problem");
  g_object_set_data_full (G_OBJECT (row), "bn-problem-code", g_strdup (problem->code), g_free);
  g_object_set_data (G_OBJECT (row), "bn-unit-index", GINT_TO_POINTER (problem->unit_index + 1));
  return row;
}

void
bn_army_builder_update_unit_row (BnArmyBuilder *self,
                 UnitRow       *row)
{
  const BnArmyUnit *entry = bn_army_builder_army_unit (self, row->index);
  const BnUnit *unit = entry->unit;
  const BnCostBreakdown *breakdown = g_ptr_array_index (self->report->breakdowns, row->index);
  guint cost = g_array_index (self->report->unit_costs, guint, row->index);
  const BnClassRule *klass = bn_unit_rules_get_unit_class (self->unit_rules, unit);
  g_autofree char *title = bn_army_builder_unit_display_name (self, row->index);
  g_autofree char *subtitle = NULL;
  guint max_figures = bn_unit_rules_get_max_figures (self->unit_rules, unit);
  const BnKingRule *kings = bn_unit_rules_get_kings (self->unit_rules);
  guint n_errors = 0, n_warnings = 0;

  /* A King/Leader is his own stand, whatever his class allows. */
  if (unit->leadership > 0 && kings != NULL && kings->figures[unit->arm] > 0)
    max_figures = kings->figures[unit->arm];

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), title);
  if (breakdown != NULL)
    subtitle = bn_cost_breakdown_to_string (breakdown);
  else
    {
      const BnArmyProblem *illegal = NULL;

      for (guint i = 0; i < self->report->problems->len && illegal == NULL; i++)
        {
          const BnArmyProblem *problem = g_ptr_array_index (self->report->problems, i);

          if (problem->unit_index == (gint) row->index && g_strcmp0 (problem->code, "illegal-unit") == 0)
            illegal = problem;
        }
      subtitle = bn_army_builder_sentence (illegal != NULL ? illegal->message : _("the rules refuse this unit"));
    }
  adw_expander_row_set_subtitle (row->row, subtitle);
  /* How the unit fights under each battle ruleset. */
  {
    g_autofree char *fights = bn_battle_unit_explain_rulesets (unit, self->unit_rules, NULL);
    g_autofree char *tip = fights != NULL ? g_strdup_printf (_("Fights as %s"), fights) : NULL;

    gtk_widget_set_tooltip_text (GTK_WIDGET (row->row), tip);
  }

  {
    g_autofree char *cost_text = breakdown != NULL ? g_strdup_printf ("%u", cost) : g_strdup ("—");

    gtk_label_set_text (row->cost_label, cost_text);
  }
  gtk_label_set_text (row->class_label, klass != NULL ? bn_data_text (klass->name) : "—");
  bn_army_builder_set_colour_dot (row->colour_dot, unit->colour);

  self->filling = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (bn_army_builder_colour_order); i++)
    if (bn_army_builder_colour_order[i] == unit->colour && adw_combo_row_get_selected (row->colour_row) != i)
      adw_combo_row_set_selected (row->colour_row, i);
  /* A figure count the rules no longer allow stays shown, and refused. */
  set_spin (row->figures_spin, 1, MAX (MAX (max_figures, unit->figures), 1), unit->figures);
  if (row->leadership_spin != NULL)
    set_spin (row->leadership_spin, 1, 3, unit->leadership);
  if (row->promise_spin != NULL)
    {
      guint minimum = breakdown != NULL ? bn_cost_breakdown_get_minimum_promise (breakdown) : 0;
      g_autofree char *hint = g_strdup_printf (ngettext ("At least %u point, owed after the battle and kept from the opponent",
                                                         "At least %u points, owed after the battle and kept from the opponent",
                                                         minimum),
                                               minimum);

      set_spin (row->promise_spin, MIN (minimum, entry->promise), 999, entry->promise);
      adw_action_row_set_subtitle (row->promise_row, hint);
    }
  self->filling = FALSE;

  gtk_widget_set_visible (row->mercenary_tag, unit->mercenary);
  gtk_widget_set_visible (row->king_tag, unit->leadership > 0);
  if (unit->leadership > 0)
    {
      /* TRANSLATORS: the tag of a King/Leader unit on the roster, with his leadership rating */
      g_autofree char *king = g_strdup_printf (_("King/Leader %u"), unit->leadership);
      g_autofree char *tip = g_strdup_printf (_("Leadership rating %u: the dice he rolls for "
                                                "his side's leadership under Lionheart"),
                                              unit->leadership);

      gtk_label_set_text (GTK_LABEL (row->king_tag), king);
      gtk_widget_set_tooltip_text (row->king_tag, tip);
    }
  gtk_widget_set_visible (GTK_WIDGET (row->promise_label), unit->mercenary);
  if (unit->mercenary)
    {
      /* TRANSLATORS: under a mercenary unit's cost: what it is promised */
      g_autofree char *promised = g_strdup_printf (_("+%u promised"), entry->promise);

      gtk_label_set_text (row->promise_label, promised);
    }

  for (guint i = 0; i < row->problem_rows->len; i++)
    adw_expander_row_remove (row->row, g_ptr_array_index (row->problem_rows, i));
  g_ptr_array_set_size (row->problem_rows, 0);
  for (guint i = 0; i < self->report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (self->report->problems, i);
      GtkWidget *problem_row;

      if (problem->unit_index != (gint) row->index)
        continue;
      if (problem->level == BN_ARMY_PROBLEM_ERROR)
        n_errors++;
      else
        n_warnings++;
      problem_row = bn_army_builder_make_problem_row (problem);
      g_ptr_array_add (row->problem_rows, problem_row);
      adw_expander_row_add_row (row->row, problem_row);
    }
  gtk_widget_set_visible (GTK_WIDGET (row->problem_icon), n_errors + n_warnings > 0);
  gtk_image_set_from_icon_name (row->problem_icon, n_errors > 0 ? "dialog-error-symbolic" : "dialog-warning-symbolic");
  gtk_widget_remove_css_class (GTK_WIDGET (row->problem_icon), n_errors > 0 ? "warning" : "error");
  gtk_widget_add_css_class (GTK_WIDGET (row->problem_icon), n_errors > 0 ? "error" : "warning");
  gtk_widget_set_tooltip_text (GTK_WIDGET (row->problem_icon),
                               n_errors > 0 ? _("This unit has an error: expand it to see why")
                                            : _("This unit has a warning: expand it to see why"));
  if (n_errors > 0)
    gtk_widget_add_css_class (GTK_WIDGET (row->row), "bn-unit-error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (row->row), "bn-unit-error");
}

void
bn_army_builder_rebuild_unit_rows (BnArmyBuilder *self)
{
  g_autoptr(GArray) expanded = g_array_new (FALSE, TRUE, sizeof (gboolean));

  for (guint i = 0; i < self->unit_rows->len; i++)
    {
      UnitRow *row = g_ptr_array_index (self->unit_rows, i);
      gboolean is_expanded = adw_expander_row_get_expanded (row->row);

      g_array_append_val (expanded, is_expanded);
    }
  self->filling = TRUE;
  bn_army_builder_clear_list (self->roster_list);
  self->filling = FALSE;
  g_ptr_array_set_size (self->unit_rows, 0);
  if (self->army == NULL)
    return;
  for (guint i = 0; i < self->army->units->len; i++)
    {
      UnitRow *row = make_unit_row (self, i);

      g_ptr_array_add (self->unit_rows, row);
      gtk_list_box_append (self->roster_list, GTK_WIDGET (row->row));
    }
}

void
bn_army_builder_add_unit (BnArmyBuilder *self,
          BnUnit        *unit)
{
  guint promise = 0;
  UnitRow *row;

  /* A mercenary comes promised the least the rules allow; the player may
   * promise more. */
  if (unit->mercenary)
    {
      g_autoptr(BnCostBreakdown) breakdown = NULL;

      if (bn_unit_rules_price (self->unit_rules, unit, &breakdown, NULL) > 0)
        promise = bn_cost_breakdown_get_minimum_promise (breakdown);
    }
  /* No colour chosen: the one the roster needs most, as the command line
   * gives it, so every colour's command cards find units to order. The
   * unit's row lets the player choose another. */
  if (unit->colour == BN_COLOUR_NONE)
    unit->colour = bn_army_next_colour (self->army);
  g_ptr_array_add (self->army->units, bn_army_unit_new (unit, promise));
  row = make_unit_row (self, self->army->units->len - 1);
  g_ptr_array_add (self->unit_rows, row);
  gtk_list_box_append (self->roster_list, GTK_WIDGET (row->row));
  bn_army_builder_changed (self);
  bn_army_builder_rebuild_commanders (self);
}
