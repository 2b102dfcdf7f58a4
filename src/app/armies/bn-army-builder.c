/* bn-army-builder.c — one roster, built from the catalogue and checked live.
 *
 * On the left, the catalogue: the unit types of data/units.xml and the
 * player's own, each with what it costs; on the right, the roster under
 * the points bar, the commanders, and the problems. Every change to the
 * roster is checked again at once with bn_army_check(): the builder prices
 * nothing and judges nothing itself, it shows the report — the costs and
 * breakdowns on each unit, the points on the bar, the problems under the
 * roster and on the units they concern — and lets the player save only a
 * roster the report finds no error in (an unmustered one may be saved as a
 * template: it has no points yet, but nothing else wrong).
 *
 * Side by side when there is room, the two panes stack below a width at
 * which both would be cramped: the catalogue above, the roster below.
 */
#include "bn-army-builder-private.h"
#include "bn-accessible.h"

/* Below this width the panes are stacked rather than side by side. */
#define STACK_BELOW 780
#define CATALOGUE_WIDTH 360

G_DEFINE_FINAL_TYPE (BnArmyBuilder, bn_army_builder, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DIRTY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The colour list's order, as the player reads it. */
const BnColour bn_army_builder_colour_order[4] = {
  BN_COLOUR_RED, BN_COLOUR_BLUE, BN_COLOUR_GREEN, BN_COLOUR_NONE,
};

static void recheck (BnArmyBuilder *self);

/* ---- words ---- */

/**
 * bn_army_builder_sentence:
 * @message: a library's message, written to follow "error: "
 *
 * Returns: (transfer full): @message as a sentence of its own, starting
 *   with a capital.
 */
char *
bn_army_builder_sentence (const char *message)
{
  gunichar first;
  char upper[8] = { 0 };

  g_return_val_if_fail (message != NULL, NULL);

  first = g_utf8_get_char (message);
  if (!g_unichar_islower (first))
    return g_strdup (message);
  g_unichar_to_utf8 (g_unichar_toupper (first), upper);
  return g_strconcat (upper, g_utf8_next_char (message), NULL);
}

/* Returns: (transfer full): "Baron Hugh": the leader's rank and name. */
char *
bn_army_builder_leader_title (BnLeaderRules  *rules,
                              const BnLeader *leader)
{
  g_return_val_if_fail (leader != NULL, NULL);

  return bn_leader_rules_dup_titled_name (rules, leader);
}

/* Returns: (transfer full): "38 of 43 points", or "Not mustered". */
char *
bn_army_builder_describe_points (const BnArmy       *army,
                                 const BnArmyReport *report)
{
  g_return_val_if_fail (army != NULL && report != NULL, NULL);

  if (army->muster == NULL)
    return g_strdup (_("Not mustered"));
  /* TRANSLATORS: points spent and promised, of the army's points */
  return g_strdup_printf (ngettext ("%u of %u point", "%u of %u points", report->army_points),
                          report->spent + report->promised, report->army_points);
}

GtkWindow *
bn_army_builder_root_window (BnArmyBuilder *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

const BnLeader *
bn_army_builder_find_leader (BnArmyBuilder *self,
             gint64         id)
{
  if (self->leader != NULL && self->leader->id == id)
    return self->leader;
  for (guint i = 0; self->domain != NULL && i < self->domain->len; i++)
    {
      const BnLeader *vassal = g_ptr_array_index (self->domain, i);

      if (vassal->id == id)
        return vassal;
    }
  return NULL;
}

BnArmyUnit *
bn_army_builder_army_unit (BnArmyBuilder *self,
           guint          index)
{
  return g_ptr_array_index (self->army->units, index);
}

char *
bn_army_builder_unit_display_name (BnArmyBuilder *self,
                   guint          index)
{
  const BnUnit *unit = bn_army_builder_army_unit (self, index)->unit;
  const BnUnitType *type;

  if (unit->name != NULL && unit->name[0] != '\0')
    return g_strdup (bn_data_text (unit->name));
  type = unit->type_id != NULL ? bn_unit_rules_lookup_unit_type (self->unit_rules, unit->type_id) : NULL;
  if (type != NULL)
    return g_strdup (bn_data_text (type->name));
  if (unit->leadership > 0 && bn_unit_rules_get_kings (self->unit_rules) != NULL &&
      bn_unit_rules_get_kings (self->unit_rules)->arm_names[unit->arm] != NULL)
    return g_strdup (bn_data_text (bn_unit_rules_get_kings (self->unit_rules)->arm_names[unit->arm]));
  return g_strdup_printf (_("Unit %u"), index + 1);
}

const char *
bn_army_builder_colour_name (BnColour colour)
{
  switch (colour)
    {
    case BN_COLOUR_RED:
      return _("Red");
    case BN_COLOUR_BLUE:
      return _("Blue");
    case BN_COLOUR_GREEN:
      return _("Green");
    case BN_COLOUR_NONE:
    case BN_COLOUR_COUNT:
    default:
      return _("No colour");
    }
}

static const char *
colour_css_class (BnColour colour)
{
  switch (colour)
    {
    case BN_COLOUR_RED:
      return "red";
    case BN_COLOUR_BLUE:
      return "blue";
    case BN_COLOUR_GREEN:
      return "green";
    case BN_COLOUR_NONE:
    case BN_COLOUR_COUNT:
    default:
      return "none";
    }
}

void
bn_army_builder_set_colour_dot (GtkWidget *dot,
                BnColour   colour)
{
  for (guint i = 0; i < G_N_ELEMENTS (bn_army_builder_colour_order); i++)
    gtk_widget_remove_css_class (dot, colour_css_class (bn_army_builder_colour_order[i]));
  gtk_widget_add_css_class (dot, colour_css_class (colour));
  gtk_widget_set_tooltip_text (dot, bn_army_builder_colour_name (colour));
}

GtkWidget *
bn_army_builder_make_colour_dot (BnColour colour)
{
  GtkWidget *dot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_add_css_class (dot, "bn-colour-dot");
  gtk_widget_set_valign (dot, GTK_ALIGN_CENTER);
  bn_army_builder_set_colour_dot (dot, colour);
  return dot;
}

/* ---- dirty state ---- */

static void
update_titles (BnArmyBuilder *self)
{
  g_autofree char *leader = NULL;
  GString *subtitle;

  if (self->army == NULL || self->leader == NULL)
    return;
  gtk_label_set_text (self->title_label, self->army->name != NULL ? self->army->name : "");
  leader = bn_army_builder_leader_title (self->leader_rules, self->leader);
  subtitle = g_string_new (leader);
  g_string_append (subtitle, " · ");
  g_string_append_printf (subtitle, _("household %u"), self->leader->household);
  g_string_append (subtitle, " · ");
  if (self->army->muster != NULL)
    g_string_append_printf (subtitle, ngettext ("%u army point", "%u army points", self->army->muster->army_points),
                            self->army->muster->army_points);
  else
    g_string_append (subtitle, _("not mustered yet"));
  if (self->dirty)
    {
      g_string_append (subtitle, " · ");
      g_string_append (subtitle, self->army->id == 0 ? _("not saved yet") : _("unsaved changes"));
    }
  gtk_label_set_text (self->subtitle_label, subtitle->str);
  g_string_free (subtitle, TRUE);
}

static void
set_dirty (BnArmyBuilder *self,
           gboolean       dirty)
{
  if (self->dirty == dirty)
    return;
  self->dirty = dirty;
  update_titles (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
}

void
bn_army_builder_changed (BnArmyBuilder *self)
{
  set_dirty (self, TRUE);
  recheck (self);
}

/* ---- the check ---- */

static gboolean
is_blocking (const BnArmyProblem *problem)
{
  return bn_army_problem_blocks_saving (problem);
}

static void
update_problems (BnArmyBuilder *self)
{
  guint n_errors = bn_army_report_count (self->report, BN_ARMY_PROBLEM_ERROR);
  guint n_warnings = bn_army_report_count (self->report, BN_ARMY_PROBLEM_WARNING);
  GString *count = g_string_new (NULL);

  bn_army_builder_clear_list (self->problems_list);
  for (guint i = 0; i < self->report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (self->report->problems, i);
      GtkWidget *row = bn_army_builder_make_problem_row (problem);

      /* A unit's problem leads to the unit. */
      if (problem->unit_index >= 0)
        {
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
        }
      gtk_list_box_append (self->problems_list, row);
    }
  if (self->report->problems->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *icon = gtk_image_new_from_icon_name ("emblem-ok-symbolic");

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Ready for battle"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("The roster keeps every rule and meets the leader’s command"));
      gtk_widget_add_css_class (icon, "success");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_list_box_append (self->problems_list, row);
    }

  if (n_errors > 0)
    g_string_append_printf (count, ngettext ("%u error", "%u errors", n_errors), n_errors);
  if (n_warnings > 0)
    {
      /* TRANSLATORS: between the number of errors and of warnings */
      if (count->len > 0)
        g_string_append (count, _(" · "));
      g_string_append_printf (count, ngettext ("%u warning", "%u warnings", n_warnings), n_warnings);
    }
  gtk_label_set_text (self->problems_count_label, count->str);
  g_string_free (count, TRUE);
}

static void
update_save_state (BnArmyBuilder *self)
{
  const BnArmyProblem *blocking = NULL;
  gboolean can_save;

  for (guint i = 0; i < self->report->problems->len && blocking == NULL; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (self->report->problems, i);

      if (is_blocking (problem))
        blocking = problem;
    }
  can_save = blocking == NULL;
  g_free (self->save_tooltip);
  if (blocking != NULL)
    {
      g_autofree char *why = bn_army_builder_sentence (blocking->message);

      /* TRANSLATORS: why Save is off; %s is the first error the check found */
      self->save_tooltip = g_strdup_printf (_("Fix the errors first. %s"), why);
    }
  else if (self->army->muster == NULL)
    self->save_tooltip = g_strdup (_("Save the roster as a template: muster it before the battle"));
  else
    self->save_tooltip = g_strdup (_("Save the roster"));
  gtk_widget_set_tooltip_text (self->save_button, self->save_tooltip);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "builder.save", can_save);
}

static void
recheck (BnArmyBuilder *self)
{
  g_autofree char *count = NULL;

  if (self->army == NULL || self->leader == NULL)
    return;
  g_clear_pointer (&self->report, bn_army_report_free);
  self->report = bn_army_check (self->army, self->unit_rules, self->leader_rules, self->leader, self->domain);

  bn_points_bar_set_report (self->points_bar, self->report, self->army->muster != NULL);
  for (guint i = 0; i < self->unit_rows->len; i++)
    bn_army_builder_update_unit_row (self, g_ptr_array_index (self->unit_rows, i));
  count = g_strdup_printf (ngettext ("%u unit", "%u units", self->army->units->len), self->army->units->len);
  gtk_label_set_text (self->units_count_label, count);
  update_problems (self);
  update_save_state (self);
  update_titles (self);
}

static void
on_problems_list_row_activated_cb (BnArmyBuilder *self,
                                   GtkListBoxRow *list_row)
{
  gint index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (list_row), "bn-unit-index")) - 1;
  UnitRow *row;

  if (index < 0 || (guint) index >= self->unit_rows->len)
    return;
  row = g_ptr_array_index (self->unit_rows, index);
  adw_expander_row_set_expanded (row->row, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (row->row));
}

/* ---- stacking ---- */

/* The width below which the panes are stacked: a fixed breakpoint, or more
 * if the panes need more side by side. */
static int
stack_width (BnArmyBuilder *self)
{
  int catalogue_min, roster_min;

  gtk_widget_measure (self->catalogue_pane, GTK_ORIENTATION_HORIZONTAL, -1, &catalogue_min, NULL, NULL, NULL);
  gtk_widget_measure (self->roster_pane, GTK_ORIENTATION_HORIZONTAL, -1, &roster_min, NULL, NULL, NULL);
  return MAX (STACK_BELOW, catalogue_min + roster_min + 12);
}

static void
bn_army_builder_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (widget);

  gtk_widget_measure (self->main_box, orientation, for_size, minimum, natural, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int header_min, catalogue_min, roster_min;

      /* Stacked, the panes need no more than the wider of the two: that is
       * the least the builder asks for, whichever way it is now. */
      gtk_widget_measure (self->header_box, orientation, -1, &header_min, NULL, NULL, NULL);
      gtk_widget_measure (self->catalogue_pane, orientation, -1, &catalogue_min, NULL, NULL, NULL);
      gtk_widget_measure (self->roster_pane, orientation, -1, &roster_min, NULL, NULL, NULL);
      *minimum = MAX (header_min + 36, MAX (catalogue_min, roster_min));
      *natural = MAX (*natural, *minimum);
    }
  *minimum_baseline = -1;
  *natural_baseline = -1;
}

static void
bn_army_builder_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (widget);
  GtkOrientation wanted = width < stack_width (self) ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL;
  int minimum;

  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->paned)) != wanted)
    {
      gtk_orientable_set_orientation (GTK_ORIENTABLE (self->paned), wanted);
      gtk_paned_set_position (self->paned, wanted == GTK_ORIENTATION_VERTICAL ? height * 2 / 5 : CATALOGUE_WIDTH);
    }
  gtk_widget_measure (self->main_box, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  gtk_widget_measure (self->main_box, GTK_ORIENTATION_VERTICAL, width, &minimum, NULL, NULL, NULL);
  gtk_widget_allocate (self->main_box, width, height, baseline, NULL);
}

/* ---- object ---- */

static void
bn_army_builder_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (object);

  switch (prop_id)
    {
    case PROP_DIRTY:
      g_value_set_boolean (value, self->dirty);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bn_army_builder_dispose (GObject *object)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (object);

  bn_file_chooser_close (&self->chooser);
  g_clear_handle_id (&self->commanders_idle, g_source_remove);
  self->filling = TRUE;
  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_ARMY_BUILDER);
  g_clear_pointer (&self->main_box, gtk_widget_unparent);
  g_clear_pointer (&self->catalogue_rows, g_ptr_array_unref);
  g_clear_pointer (&self->unit_rows, g_ptr_array_unref);
  g_clear_pointer (&self->report, bn_army_report_free);
  g_clear_pointer (&self->army, bn_army_free);
  g_clear_pointer (&self->leader, bn_leader_free);
  g_clear_pointer (&self->domain, g_ptr_array_unref);
  g_clear_pointer (&self->search_key, g_free);
  g_clear_pointer (&self->save_tooltip, g_free);
  g_clear_pointer (&self->unit_rules, bn_unit_rules_unref);
  g_clear_pointer (&self->leader_rules, bn_leader_rules_unref);
  g_clear_pointer (&self->store, bn_store_unref);

  G_OBJECT_CLASS (bn_army_builder_parent_class)->dispose (object);
}

static void
bn_army_builder_class_init (BnArmyBuilderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = bn_army_builder_get_property;
  object_class->dispose = bn_army_builder_dispose;
  widget_class->measure = bn_army_builder_measure;
  widget_class->size_allocate = bn_army_builder_size_allocate;

  properties[PROP_DIRTY] =
    g_param_spec_boolean ("dirty", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BnArmyBuilder::saved:
   * @army_id: the army, now in the store
   */
  signals[SIGNAL_SAVED] =
    g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  g_type_ensure (BN_TYPE_POINTS_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-army-builder.ui");
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, main_box);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, header_box);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, title_label);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, save_button);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, menu_button);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, paned);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, catalogue_pane);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, roster_pane);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, search_entry);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, custom_heading);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, custom_list);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, catalogue_heading);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, catalogue_list);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, no_match_page);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, points_bar);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, roster_scroll);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, units_count_label);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, roster_list);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, commanders_list);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, problems_count_label);
  gtk_widget_class_bind_template_child (widget_class, BnArmyBuilder, problems_list);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_search_entry_search_changed_cb", G_CALLBACK (bn_army_builder_on_search_entry_search_changed_cb));
  gtk_widget_class_bind_template_callback_full (widget_class, "on_search_entry_stop_search_cb", G_CALLBACK (bn_army_builder_on_search_entry_stop_search_cb));
  gtk_widget_class_bind_template_callback_full (widget_class, "on_catalogue_list_row_activated_cb", G_CALLBACK (bn_army_builder_on_catalogue_list_row_activated_cb));
  gtk_widget_class_bind_template_callback (widget_class, on_problems_list_row_activated_cb);

  gtk_widget_class_install_action (widget_class, "builder.save", NULL, bn_army_builder_on_save_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.muster", NULL, bn_army_builder_on_muster_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.print", NULL, bn_army_builder_on_print_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.export-pdf", NULL, bn_army_builder_on_export_pdf_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.export", NULL, bn_army_builder_on_export_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.export-opponent", NULL, bn_army_builder_on_export_opponent_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.new-unit-type", NULL, bn_army_builder_on_new_unit_type_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.search", NULL, bn_army_builder_on_search_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.remove-unit", "u", bn_army_builder_on_remove_unit_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.add-captain", "x", bn_army_builder_on_add_captain_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.remove-post", "x", bn_army_builder_on_remove_post_activated_cb);
}

static void
bn_army_builder_init (BnArmyBuilder *self)
{
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  bn_accessible_name_menu_buttons (GTK_WIDGET (self));
  self->catalogue_rows = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_army_builder_catalogue_row_free);
  self->unit_rows = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_army_builder_unit_row_free);
  gtk_list_box_set_filter_func (self->catalogue_list, bn_army_builder_catalogue_filter, self, NULL);
  gtk_list_box_set_filter_func (self->custom_list, bn_army_builder_catalogue_filter, self, NULL);
  gtk_search_entry_set_key_capture_widget (self->search_entry, self->catalogue_pane);

  placeholder = gtk_label_new (_("No units yet. Add them from the catalogue."));
  gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_add_css_class (placeholder, "bn-placeholder");
  gtk_list_box_set_placeholder (self->roster_list, placeholder);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "builder.save", FALSE);
}

GtkWidget *
bn_army_builder_new (void)
{
  return g_object_new (BN_TYPE_ARMY_BUILDER, NULL);
}

void
bn_army_builder_set_context (BnArmyBuilder *self,
                             BnStore       *store,
                             BnLeaderRules *leader_rules,
                             BnUnitRules   *unit_rules)
{
  g_return_if_fail (BN_IS_ARMY_BUILDER (self));

  if (store != NULL)
    bn_store_ref (store);
  g_clear_pointer (&self->store, bn_store_unref);
  self->store = store;
  if (leader_rules != NULL)
    bn_leader_rules_ref (leader_rules);
  g_clear_pointer (&self->leader_rules, bn_leader_rules_unref);
  self->leader_rules = leader_rules;
  if (unit_rules != NULL)
    bn_unit_rules_ref (unit_rules);
  g_clear_pointer (&self->unit_rules, bn_unit_rules_unref);
  self->unit_rules = unit_rules;
  bn_army_builder_fill_catalogue (self);
  bn_army_builder_reload_unit_types (self);
}

/**
 * bn_army_builder_set_army:
 * @army: the roster to build, saved (id set) or new (id 0); it is copied
 *
 * Reads the army's leader and his domain from the store. A new army starts
 * with unsaved changes.
 *
 * Returns: %FALSE, with @error set, when the leader cannot be read
 */
gboolean
bn_army_builder_set_army (BnArmyBuilder  *self,
                          const BnArmy   *army,
                          GError        **error)
{
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(GPtrArray) domain = NULL;

  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), FALSE);
  g_return_val_if_fail (army != NULL, FALSE);
  g_return_val_if_fail (self->store != NULL && self->unit_rules != NULL && self->leader_rules != NULL, FALSE);

  leader = bn_store_get_leader (self->store, army->leader_id, error);
  if (leader == NULL)
    return FALSE;
  domain = bn_store_list_vassals (self->store, army->leader_id, error);
  if (domain == NULL)
    return FALSE;

  g_clear_pointer (&self->army, bn_army_free);
  self->army = bn_army_copy (army);
  g_clear_pointer (&self->leader, bn_leader_free);
  self->leader = g_steal_pointer (&leader);
  g_clear_pointer (&self->domain, g_ptr_array_unref);
  self->domain = g_steal_pointer (&domain);

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  bn_army_builder_rebuild_unit_rows (self);
  bn_army_builder_rebuild_commanders (self);
  self->dirty = army->id == 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
  recheck (self);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->roster_scroll), 0);
  return TRUE;
}

/* Returns: (transfer none) (nullable): the roster as it stands. */
const BnArmy *
bn_army_builder_get_army (BnArmyBuilder *self)
{
  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), NULL);

  return self->army;
}

/* Returns: (transfer none) (nullable): the army's leader. */
const BnLeader *
bn_army_builder_get_leader (BnArmyBuilder *self)
{
  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), NULL);

  return self->leader;
}

/* Returns: (transfer none) (nullable): the last check of the roster. */
const BnArmyReport *
bn_army_builder_get_report (BnArmyBuilder *self)
{
  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), NULL);

  return self->report;
}

/* Returns: whether the roster has changes the store does not have. */
gboolean
bn_army_builder_get_dirty (BnArmyBuilder *self)
{
  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), FALSE);

  return self->dirty;
}

/* Returns: (transfer none): the bar above the roster. */
BnPointsBar *
bn_army_builder_get_points_bar (BnArmyBuilder *self)
{
  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), NULL);

  return self->points_bar;
}

/* Returns: whether the header's Save is sensitive. */
gboolean
bn_army_builder_can_save (BnArmyBuilder *self)
{
  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), FALSE);

  return self->army != NULL && gtk_widget_is_sensitive (self->save_button);
}

/* Returns: (nullable): the Save button's tooltip: why it is off, if it is. */
const char *
bn_army_builder_get_save_tooltip (BnArmyBuilder *self)
{
  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), NULL);

  return self->save_tooltip;
}

/**
 * bn_army_builder_save:
 *
 * Presses Save: stores the roster as it stands. The store's refusal is
 * shown to the player as well as returned.
 *
 * Returns: %FALSE if Save is off or the store refused the roster
 */
gboolean
bn_army_builder_save (BnArmyBuilder  *self,
                      GError        **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *toast = NULL;

  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), FALSE);

  if (!bn_army_builder_can_save (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           self->save_tooltip != NULL ? self->save_tooltip : _("There is no roster to save"));
      return FALSE;
    }
  if (!bn_store_save_army (self->store, self->army, &local_error))
    {
      g_autofree char *body = bn_army_builder_sentence (local_error->message);

      bn_leader_page_show_error (GTK_WIDGET (self), _("The Army Could Not Be Saved"), body);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  set_dirty (self, FALSE);
  update_titles (self);
  /* TRANSLATORS: a toast; %s is the army's name */
  toast = g_strdup_printf (_("Saved “%s”"), self->army->name);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast);
  g_signal_emit (self, signals[SIGNAL_SAVED], 0, self->army->id);
  return TRUE;
}

/* Presses "Muster…". Returns: (transfer none) (nullable): the dialog. */
BnMusterDialog *
bn_army_builder_muster (BnArmyBuilder *self)
{
  g_autoptr(GError) error = NULL;
  BnMusterDialog *dialog;

  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), NULL);

  if (self->army == NULL || self->leader == NULL)
    return NULL;
  dialog = bn_muster_dialog_new (bn_army_builder_root_window (self), self->store, self->leader_rules, self->leader,
                                 bn_army_get_points (self->army), &error);
  if (dialog == NULL)
    {
      bn_leader_page_show_error (GTK_WIDGET (self), _("The Army Cannot Be Mustered"), error->message);
      return NULL;
    }
  g_signal_connect_object (dialog, "mustered", G_CALLBACK (bn_army_builder_on_muster_dialog_mustered_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* Presses "New Unit Type…". Returns: (transfer none) (nullable): the editor. */
BnUnitEditor *
bn_army_builder_new_unit_type (BnArmyBuilder *self)
{
  BnUnitEditor *editor;

  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), NULL);

  if (self->store == NULL || self->unit_rules == NULL)
    return NULL;
  editor = bn_unit_editor_new (bn_army_builder_root_window (self), self->store, self->unit_rules);
  g_signal_connect_object (editor, "add-unit", G_CALLBACK (bn_army_builder_on_unit_editor_add_unit_cb), self, 0);
  g_signal_connect_object (editor, "type-saved", G_CALLBACK (bn_army_builder_on_unit_editor_type_saved_cb), self, 0);
  gtk_window_present (GTK_WINDOW (editor));
  return editor;
}

/* Types @text in the catalogue's search entry. */
void
bn_army_builder_search (BnArmyBuilder *self,
                        const char    *text)
{
  g_return_if_fail (BN_IS_ARMY_BUILDER (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text);
  /* The entry waits a moment before it tells; a player would too. */
  bn_army_builder_on_search_entry_search_changed_cb (self);
}

/* Returns: how many unit types the catalogue shows. */
guint
bn_army_builder_get_n_shown_types (BnArmyBuilder *self)
{
  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), 0);

  return bn_army_builder_count_shown (self, FALSE) + bn_army_builder_count_shown (self, TRUE);
}

/**
 * bn_army_builder_add_from_catalogue:
 * @type_id: a catalogue type's id, or one of the player's own
 * @mercenary: the state to put the row's Mercenary toggle in
 *
 * Sets the type's Mercenary toggle and presses its "+".
 *
 * Returns: %FALSE if the catalogue does not show the type, or its "+" is off
 */
gboolean
bn_army_builder_add_from_catalogue (BnArmyBuilder *self,
                                    const char    *type_id,
                                    gboolean       mercenary)
{
  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), FALSE);
  g_return_val_if_fail (type_id != NULL, FALSE);

  for (guint i = 0; i < self->catalogue_rows->len; i++)
    {
      CatalogueRow *row = g_ptr_array_index (self->catalogue_rows, i);

      if (g_strcmp0 (row->unit->type_id, type_id) != 0 ||
          !bn_army_builder_catalogue_filter (GTK_LIST_BOX_ROW (row->row), self))
        continue;
      gtk_toggle_button_set_active (row->mercenary_toggle, mercenary);
      if (!gtk_widget_get_sensitive (row->add_button))
        return FALSE;
      g_signal_emit_by_name (row->add_button, "clicked");
      return TRUE;
    }
  return FALSE;
}

/* Presses a unit's remove button. Returns: %FALSE if there is no such unit. */
gboolean
bn_army_builder_remove_unit (BnArmyBuilder *self,
                             guint          index)
{
  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), FALSE);

  if (self->army == NULL || index >= self->army->units->len)
    return FALSE;
  bn_army_remove_unit (self->army, index);
  bn_army_builder_rebuild_unit_rows (self);
  bn_army_builder_changed (self);
  bn_army_builder_rebuild_commanders (self);
  return TRUE;
}

static UnitRow *
get_unit_row (BnArmyBuilder *self,
              guint          index)
{
  if (self->unit_rows == NULL || index >= self->unit_rows->len)
    return NULL;
  return g_ptr_array_index (self->unit_rows, index);
}

/* Sets a unit's figures spin button. Returns: %FALSE if there is no such
 * unit. */
gboolean
bn_army_builder_set_unit_figures (BnArmyBuilder *self,
                                  guint          index,
                                  guint          figures)
{
  UnitRow *row;

  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), FALSE);

  row = get_unit_row (self, index);
  if (row == NULL)
    return FALSE;
  gtk_spin_button_set_value (row->figures_spin, figures);
  return TRUE;
}

/* Returns: the upper bound of a unit's figures spin button. */
guint
bn_army_builder_get_unit_max_figures (BnArmyBuilder *self,
                                      guint          index)
{
  UnitRow *row;
  double max;

  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), 0);

  row = get_unit_row (self, index);
  if (row == NULL)
    return 0;
  gtk_spin_button_get_range (row->figures_spin, NULL, &max);
  return (guint) max;
}

/* Chooses a unit's command colour. Returns: %FALSE if there is no such unit. */
gboolean
bn_army_builder_set_unit_colour (BnArmyBuilder *self,
                                 guint          index,
                                 BnColour       colour)
{
  UnitRow *row;

  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), FALSE);

  row = get_unit_row (self, index);
  if (row == NULL)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (bn_army_builder_colour_order); i++)
    if (bn_army_builder_colour_order[i] == colour)
      adw_combo_row_set_selected (row->colour_row, i);
  return TRUE;
}

/* Sets a mercenary unit's promise spin button. Returns: %FALSE if there is
 * no such unit, or it is promised nothing. */
gboolean
bn_army_builder_set_unit_promise (BnArmyBuilder *self,
                                  guint          index,
                                  guint          promise)
{
  UnitRow *row;

  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), FALSE);

  row = get_unit_row (self, index);
  if (row == NULL || row->promise_spin == NULL)
    return FALSE;
  gtk_spin_button_set_value (row->promise_spin, promise);
  return TRUE;
}

/* Changes a King/Leader's leadership rating through his roster row's
 * spin button, as a player would; %FALSE for any other unit. */
gboolean
bn_army_builder_set_unit_leadership (BnArmyBuilder *self,
                                     guint          index,
                                     guint          rating)
{
  UnitRow *row;

  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), FALSE);

  row = get_unit_row (self, index);
  if (row == NULL || row->leadership_spin == NULL)
    return FALSE;
  gtk_spin_button_set_value (row->leadership_spin, rating);
  return TRUE;
}

static gboolean
list_shows_problem (GtkWidget  *list,
                    const char *code)
{
  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (g_strcmp0 (g_object_get_data (G_OBJECT (child), "bn-problem-code"), code) == 0 &&
          gtk_widget_get_visible (child))
        return TRUE;
    }
  return FALSE;
}

/**
 * bn_army_builder_shows_problem:
 * @code: a problem's code ("over-points", …)
 * @unit_index: the unit whose row to look in, or -1 for the problems list
 *
 * Returns: whether a problem with @code is shown there.
 */
gboolean
bn_army_builder_shows_problem (BnArmyBuilder *self,
                               const char    *code,
                               gint           unit_index)
{
  UnitRow *row;

  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), FALSE);

  if (unit_index < 0)
    return list_shows_problem (GTK_WIDGET (self->problems_list), code);
  row = get_unit_row (self, (guint) unit_index);
  if (row == NULL)
    return FALSE;
  for (guint i = 0; i < row->problem_rows->len; i++)
    if (g_strcmp0 (g_object_get_data (g_ptr_array_index (row->problem_rows, i), "bn-problem-code"), code) == 0)
      return TRUE;
  return FALSE;
}

/* Returns: whether the catalogue is above the roster rather than beside it. */
gboolean
bn_army_builder_is_stacked (BnArmyBuilder *self)
{
  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), FALSE);

  return gtk_orientable_get_orientation (GTK_ORIENTABLE (self->paned)) == GTK_ORIENTATION_VERTICAL;
}
