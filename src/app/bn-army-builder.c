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
#include "bn-config.h"

#include "bn-army-builder.h"

#include "bn-battle-army-from-roster.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bn-army-sheet.h"
#include "bn-army-xml.h"
#include "bn-file-chooser.h"
#include "bn-leader-page.h"

/* Below this width the panes are stacked rather than side by side. */
#define STACK_BELOW 780
#define CATALOGUE_WIDTH 360

typedef struct _CatalogueRow CatalogueRow;
typedef struct _UnitRow UnitRow;

struct _BnArmyBuilder
{
  GtkWidget parent_instance;

  BnStore *store;
  BnLeaderRules *leader_rules;
  BnUnitRules *unit_rules;
  BnArmy *army;
  BnLeader *leader;
  GPtrArray *domain;          /* BnLeader: his vassal leaders and heroes */
  BnArmyReport *report;
  gboolean dirty;
  gboolean filling;           /* controls being set from the army, not by the player */
  char *search_key;
  char *save_tooltip;
  GPtrArray *catalogue_rows;  /* CatalogueRow */
  GPtrArray *unit_rows;       /* UnitRow, one per unit on the roster */
  guint commanders_idle;
  GtkFileChooserNative *chooser;
  gboolean exporting_for_opponent;  /* what the open chooser saves */

  GtkWidget *main_box;
  GtkWidget *header_box;
  GtkLabel *title_label;
  GtkLabel *subtitle_label;
  GtkWidget *save_button;
  GtkMenuButton *menu_button;
  GtkPaned *paned;
  GtkWidget *catalogue_pane;
  GtkWidget *roster_pane;
  GtkSearchEntry *search_entry;
  GtkWidget *custom_heading;
  GtkListBox *custom_list;
  GtkWidget *catalogue_heading;
  GtkListBox *catalogue_list;
  GtkWidget *no_match_page;
  BnPointsBar *points_bar;
  GtkScrolledWindow *roster_scroll;
  GtkLabel *units_count_label;
  GtkListBox *roster_list;
  GtkListBox *commanders_list;
  GtkLabel *problems_count_label;
  GtkListBox *problems_list;
};

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

struct _CatalogueRow
{
  BnArmyBuilder *builder;
  BnUnit *unit;               /* the type as it musters */
  char *key;                  /* its name, case-folded, for the search */
  AdwActionRow *row;
  GtkToggleButton *mercenary_toggle;
  GtkWidget *add_button;
  gboolean custom;
};

struct _UnitRow
{
  BnArmyBuilder *builder;
  guint index;
  AdwExpanderRow *row;
  GtkWidget *colour_dot;
  GtkLabel *cost_label;
  GtkLabel *promise_label;
  GtkWidget *mercenary_tag;
  GtkWidget *king_tag;
  GtkImage *problem_icon;
  AdwEntryRow *name_row;
  GtkLabel *class_label;
  GtkSpinButton *figures_spin;
  AdwComboRow *colour_row;
  AdwActionRow *promise_row;
  GtkSpinButton *promise_spin;
  GPtrArray *problem_rows;    /* GtkWidget, added under the unit */
};

/* The colour list's order, as the player reads it. */
static const BnColour colour_order[] = {
  BN_COLOUR_RED, BN_COLOUR_BLUE, BN_COLOUR_GREEN, BN_COLOUR_NONE,
};

static void recheck (BnArmyBuilder *self);
static void rebuild_commanders (BnArmyBuilder *self);

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

static GtkWindow *
root_window (BnArmyBuilder *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static const BnLeader *
find_leader (BnArmyBuilder *self,
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

static BnArmyUnit *
army_unit (BnArmyBuilder *self,
           guint          index)
{
  return g_ptr_array_index (self->army->units, index);
}

static char *
unit_display_name (BnArmyBuilder *self,
                   guint          index)
{
  const BnUnit *unit = army_unit (self, index)->unit;
  const BnUnitType *type;

  if (unit->name != NULL && unit->name[0] != '\0')
    return g_strdup (unit->name);
  type = unit->type_id != NULL ? bn_unit_rules_lookup_unit_type (self->unit_rules, unit->type_id) : NULL;
  if (type != NULL)
    return g_strdup (type->name);
  if (unit->leadership > 0 && bn_unit_rules_get_kings (self->unit_rules) != NULL &&
      bn_unit_rules_get_kings (self->unit_rules)->arm_names[unit->arm] != NULL)
    return g_strdup (bn_unit_rules_get_kings (self->unit_rules)->arm_names[unit->arm]);
  return g_strdup_printf (_("Unit %u"), index + 1);
}

static const char *
colour_name (BnColour colour)
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

static void
set_colour_dot (GtkWidget *dot,
                BnColour   colour)
{
  for (guint i = 0; i < G_N_ELEMENTS (colour_order); i++)
    gtk_widget_remove_css_class (dot, colour_css_class (colour_order[i]));
  gtk_widget_add_css_class (dot, colour_css_class (colour));
  gtk_widget_set_tooltip_text (dot, colour_name (colour));
}

static GtkWidget *
make_colour_dot (BnColour colour)
{
  GtkWidget *dot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_add_css_class (dot, "bn-colour-dot");
  gtk_widget_set_valign (dot, GTK_ALIGN_CENTER);
  set_colour_dot (dot, colour);
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

static void
changed (BnArmyBuilder *self)
{
  set_dirty (self, TRUE);
  recheck (self);
}

/* ---- the catalogue ---- */

static void
catalogue_row_free (CatalogueRow *row)
{
  bn_unit_free (row->unit);
  g_free (row->key);
  g_free (row);
}

/* The unit the row adds: the type, hired as mercenaries or not. */
static BnUnit *
catalogue_row_make_unit (CatalogueRow *row)
{
  BnUnit *unit = bn_unit_copy (row->unit);

  unit->mercenary = gtk_toggle_button_get_active (row->mercenary_toggle);
  return unit;
}

static void
update_catalogue_row (CatalogueRow *row)
{
  BnArmyBuilder *self = row->builder;
  g_autoptr(BnUnit) unit = catalogue_row_make_unit (row);
  g_autoptr(BnCostBreakdown) breakdown = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *subtitle = NULL;
  const BnClassRule *klass = bn_unit_rules_get_unit_class (self->unit_rules, unit);
  const char *class_name = klass != NULL ? klass->name : "";
  guint cost = bn_unit_rules_price (self->unit_rules, unit, &breakdown, &error);

  if (cost == 0)
    subtitle = bn_army_builder_sentence (error != NULL ? error->message : _("the rules refuse this unit"));
  else if (unit->mercenary)
    /* TRANSLATORS: a unit type's class, its cost now and the least it must be promised */
    subtitle = g_strdup_printf (ngettext ("%s · %u point · promised at least %u",
                                          "%s · %u points · promised at least %u", cost),
                                class_name, cost, bn_cost_breakdown_get_minimum_promise (breakdown));
  else
    /* TRANSLATORS: a unit type's class and cost: "A-class cavalry · 24 points" */
    subtitle = g_strdup_printf (ngettext ("%s · %u point", "%s · %u points", cost), class_name, cost);

  adw_action_row_set_subtitle (row->row, subtitle);
  if (cost == 0)
    gtk_widget_add_css_class (GTK_WIDGET (row->row), "bn-refused");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (row->row), "bn-refused");
  gtk_widget_set_sensitive (row->add_button, cost > 0);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row->row), cost > 0);
}

static void add_unit (BnArmyBuilder *self,
                      BnUnit        *unit);

static void
add_from_row (CatalogueRow *row)
{
  if (row->builder->army == NULL || !gtk_widget_get_sensitive (row->add_button))
    return;
  add_unit (row->builder, catalogue_row_make_unit (row));
}

static void
on_catalogue_add_button_clicked_cb (GtkButton    *button,
                                    CatalogueRow *row)
{
  add_from_row (row);
}

static void
on_catalogue_mercenary_toggled_cb (GtkToggleButton *toggle,
                                   CatalogueRow    *row)
{
  update_catalogue_row (row);
}

static void
on_catalogue_list_row_activated_cb (BnArmyBuilder *self,
                                    GtkListBoxRow *list_row)
{
  CatalogueRow *row = g_object_get_data (G_OBJECT (list_row), "bn-catalogue-row");

  if (row != NULL)
    add_from_row (row);
}

static void
on_delete_type_response_cb (AdwMessageDialog *dialog,
                            const char       *response,
                            BnArmyBuilder    *self)
{
  const char *type_id = g_object_get_data (G_OBJECT (dialog), "bn-type-id");
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "delete") != 0 || self->store == NULL)
    return;
  if (!bn_store_delete_unit_type (self->store, type_id, &error))
    {
      g_autofree char *body = bn_army_builder_sentence (error->message);

      bn_leader_page_show_error (GTK_WIDGET (self), _("The Unit Type Could Not Be Deleted"), body);
      return;
    }
  bn_army_builder_reload_unit_types (self);
}

static void
on_catalogue_delete_button_clicked_cb (GtkButton    *button,
                                       CatalogueRow *row)
{
  BnArmyBuilder *self = row->builder;
  g_autofree char *heading = g_strdup_printf (_("Delete “%s”?"), row->unit->name);
  GtkWidget *dialog = adw_message_dialog_new (root_window (self), heading,
                                              _("Units of this type already on a roster stay as they are."));

  g_object_set_data_full (G_OBJECT (dialog), "bn-type-id", g_strdup (row->unit->type_id), g_free);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "delete", _("_Delete"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_delete_type_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static CatalogueRow *
make_catalogue_row (BnArmyBuilder *self,
                    const BnUnit  *unit,
                    const char    *description,
                    gboolean       custom)
{
  CatalogueRow *row = g_new0 (CatalogueRow, 1);
  GtkWidget *toggle, *add;

  row->builder = self;
  row->unit = bn_unit_copy (unit);
  row->custom = custom;
  row->key = g_utf8_casefold (unit->name != NULL ? unit->name : "", -1);
  row->row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row->row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), unit->name != NULL ? unit->name : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (row->row), description);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row->row), TRUE);

  toggle = gtk_toggle_button_new_with_label (_("Mercenary"));
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (toggle, "bn-mercenary-toggle");
  gtk_widget_set_tooltip_text (toggle, _("Hire them as mercenaries: a quarter of the cost now, and a secret promise owed after the battle"));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), unit->mercenary);
  g_signal_connect (toggle, "toggled", G_CALLBACK (on_catalogue_mercenary_toggled_cb), row);
  row->mercenary_toggle = GTK_TOGGLE_BUTTON (toggle);
  adw_action_row_add_suffix (row->row, toggle);

  if (custom)
    {
      GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_add_css_class (remove, "circular");
      gtk_widget_set_tooltip_text (remove, _("Delete This Unit Type"));
      g_signal_connect (remove, "clicked", G_CALLBACK (on_catalogue_delete_button_clicked_cb), row);
      adw_action_row_add_suffix (row->row, remove);
    }

  add = gtk_button_new_from_icon_name ("list-add-symbolic");
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (add, "flat");
  gtk_widget_add_css_class (add, "circular");
  gtk_widget_set_tooltip_text (add, _("Add to the Roster"));
  g_signal_connect (add, "clicked", G_CALLBACK (on_catalogue_add_button_clicked_cb), row);
  row->add_button = add;
  adw_action_row_add_suffix (row->row, add);

  g_object_set_data (G_OBJECT (row->row), "bn-catalogue-row", row);
  update_catalogue_row (row);
  return row;
}

static gboolean
catalogue_filter (GtkListBoxRow *list_row,
                  gpointer       user_data)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (user_data);
  CatalogueRow *row = g_object_get_data (G_OBJECT (list_row), "bn-catalogue-row");

  if (row == NULL || self->search_key == NULL || self->search_key[0] == '\0')
    return TRUE;
  return strstr (row->key, self->search_key) != NULL;
}

static guint
count_shown (BnArmyBuilder *self,
             gboolean       custom)
{
  guint n = 0;

  for (guint i = 0; i < self->catalogue_rows->len; i++)
    {
      CatalogueRow *row = g_ptr_array_index (self->catalogue_rows, i);

      if (row->custom == custom && catalogue_filter (GTK_LIST_BOX_ROW (row->row), self))
        n++;
    }
  return n;
}

static void
update_catalogue_visibility (BnArmyBuilder *self)
{
  guint n_custom = count_shown (self, TRUE);
  guint n_catalogue = count_shown (self, FALSE);

  gtk_list_box_invalidate_filter (self->catalogue_list);
  gtk_list_box_invalidate_filter (self->custom_list);
  gtk_widget_set_visible (self->custom_heading, n_custom > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->custom_list), n_custom > 0);
  gtk_widget_set_visible (self->catalogue_heading, n_catalogue > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->catalogue_list), n_catalogue > 0);
  gtk_widget_set_visible (self->no_match_page, n_custom + n_catalogue == 0);
}

static void
on_search_entry_search_changed_cb (BnArmyBuilder *self)
{
  g_free (self->search_key);
  self->search_key = g_utf8_casefold (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)), -1);
  update_catalogue_visibility (self);
}

static void
on_search_entry_stop_search_cb (BnArmyBuilder *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static void
remove_catalogue_rows (BnArmyBuilder *self,
                       gboolean       custom)
{
  for (guint i = self->catalogue_rows->len; i > 0; i--)
    {
      CatalogueRow *row = g_ptr_array_index (self->catalogue_rows, i - 1);

      if (row->custom != custom)
        continue;
      gtk_list_box_remove (custom ? self->custom_list : self->catalogue_list, GTK_WIDGET (row->row));
      g_ptr_array_remove_index (self->catalogue_rows, i - 1);
    }
}

static void
fill_catalogue (BnArmyBuilder *self)
{
  guint n;

  remove_catalogue_rows (self, FALSE);
  if (self->unit_rules == NULL)
    return;
  n = bn_unit_rules_get_n_unit_types (self->unit_rules);
  for (guint i = 0; i < n; i++)
    {
      const BnUnitType *type = bn_unit_rules_get_unit_type (self->unit_rules, i);
      CatalogueRow *row = make_catalogue_row (self, type->unit, type->description, FALSE);

      g_ptr_array_add (self->catalogue_rows, row);
      gtk_list_box_append (self->catalogue_list, GTK_WIDGET (row->row));
    }
  update_catalogue_visibility (self);
}

/**
 * bn_army_builder_reload_unit_types:
 *
 * Reads the player's own unit types from the store again.
 */
void
bn_army_builder_reload_unit_types (BnArmyBuilder *self)
{
  g_autoptr(GPtrArray) types = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (BN_IS_ARMY_BUILDER (self));

  remove_catalogue_rows (self, TRUE);
  if (self->store == NULL || self->unit_rules == NULL)
    return;
  types = bn_store_list_unit_types (self->store, &error);
  if (types == NULL)
    {
      g_warning ("The player's unit types could not be read: %s", error->message);
      update_catalogue_visibility (self);
      return;
    }
  for (guint i = 0; i < types->len; i++)
    {
      CatalogueRow *row = make_catalogue_row (self, g_ptr_array_index (types, i), NULL, TRUE);

      g_ptr_array_add (self->catalogue_rows, row);
      gtk_list_box_append (self->custom_list, GTK_WIDGET (row->row));
    }
  update_catalogue_visibility (self);
}

/* ---- the roster ---- */

static void
unit_row_free (UnitRow *row)
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
  unit = army_unit (self, row->index)->unit;
  text = gtk_editable_get_text (editable);
  g_free (unit->name);
  unit->name = text[0] != '\0' ? g_strdup (text) : NULL;
  changed (self);
  /* The heroes' lists name the units. */
  rebuild_commanders (self);
}

static void
on_unit_figures_changed_cb (GtkSpinButton *spin,
                            UnitRow       *row)
{
  BnArmyBuilder *self = row->builder;

  if (self->filling)
    return;
  army_unit (self, row->index)->unit->figures = (guint) gtk_spin_button_get_value_as_int (spin);
  changed (self);
}

static void
on_unit_promise_changed_cb (GtkSpinButton *spin,
                            UnitRow       *row)
{
  BnArmyBuilder *self = row->builder;

  if (self->filling)
    return;
  army_unit (self, row->index)->promise = (guint) gtk_spin_button_get_value_as_int (spin);
  changed (self);
}

static void
on_unit_colour_selected_cb (AdwComboRow *combo,
                            GParamSpec  *pspec,
                            UnitRow     *row)
{
  BnArmyBuilder *self = row->builder;
  guint selected = adw_combo_row_get_selected (combo);

  if (self->filling || selected >= G_N_ELEMENTS (colour_order))
    return;
  army_unit (self, row->index)->unit->colour = colour_order[selected];
  changed (self);
}

static void
on_colour_item_setup_cb (GtkSignalListItemFactory *factory,
                         GtkListItem              *item,
                         gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_box_append (GTK_BOX (box), make_colour_dot (BN_COLOUR_NONE));
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
  for (guint i = 0; i < G_N_ELEMENTS (colour_order); i++)
    if (g_strcmp0 (name, colour_name (colour_order[i])) == 0)
      colour = colour_order[i];

  set_colour_dot (dot, colour);
  gtk_widget_set_tooltip_text (dot, NULL);
  gtk_label_set_text (GTK_LABEL (label), colour_name (colour));
}

static AdwComboRow *
make_colour_row (void)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkWidget *row = adw_combo_row_new ();

  for (guint i = 0; i < G_N_ELEMENTS (colour_order); i++)
    gtk_string_list_append (names, colour_name (colour_order[i]));
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
  const BnArmyUnit *entry = army_unit (self, index);
  UnitRow *row = g_new0 (UnitRow, 1);
  GtkWidget *expander = adw_expander_row_new ();
  GtkWidget *cost_box, *caption, *remove, *class_row, *figures_row;
  GtkWidget *icon;

  row->builder = self;
  row->index = index;
  row->problem_rows = g_ptr_array_new ();
  row->row = ADW_EXPANDER_ROW (expander);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (expander), FALSE);

  row->colour_dot = make_colour_dot (entry->unit->colour);
  adw_expander_row_add_prefix (row->row, row->colour_dot);

  /* An expander row puts each action before those added earlier: they are
   * added from the arrow outwards. */
  remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_add_css_class (remove, "circular");
  gtk_widget_set_tooltip_text (remove, _("Remove Unit"));
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

static GtkWidget *
make_problem_row (const BnArmyProblem *problem)
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

static void
update_unit_row (BnArmyBuilder *self,
                 UnitRow       *row)
{
  const BnArmyUnit *entry = army_unit (self, row->index);
  const BnUnit *unit = entry->unit;
  const BnCostBreakdown *breakdown = g_ptr_array_index (self->report->breakdowns, row->index);
  guint cost = g_array_index (self->report->unit_costs, guint, row->index);
  const BnClassRule *klass = bn_unit_rules_get_unit_class (self->unit_rules, unit);
  g_autofree char *title = unit_display_name (self, row->index);
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
  gtk_label_set_text (row->class_label, klass != NULL ? klass->name : "—");
  set_colour_dot (row->colour_dot, unit->colour);

  self->filling = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (colour_order); i++)
    if (colour_order[i] == unit->colour && adw_combo_row_get_selected (row->colour_row) != i)
      adw_combo_row_set_selected (row->colour_row, i);
  /* A figure count the rules no longer allow stays shown, and refused. */
  set_spin (row->figures_spin, 1, MAX (MAX (max_figures, unit->figures), 1), unit->figures);
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
      problem_row = make_problem_row (problem);
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

static void
rebuild_unit_rows (BnArmyBuilder *self)
{
  g_autoptr(GArray) expanded = g_array_new (FALSE, TRUE, sizeof (gboolean));

  for (guint i = 0; i < self->unit_rows->len; i++)
    {
      UnitRow *row = g_ptr_array_index (self->unit_rows, i);
      gboolean is_expanded = adw_expander_row_get_expanded (row->row);

      g_array_append_val (expanded, is_expanded);
    }
  self->filling = TRUE;
  clear_list (self->roster_list);
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

static void
add_unit (BnArmyBuilder *self,
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
  g_ptr_array_add (self->army->units, bn_army_unit_new (unit, promise));
  row = make_unit_row (self, self->army->units->len - 1);
  g_ptr_array_add (self->unit_rows, row);
  gtk_list_box_append (self->roster_list, GTK_WIDGET (row->row));
  changed (self);
  rebuild_commanders (self);
}

/* ---- commanders ---- */

static gboolean
can_take_a_post (const BnLeader *leader)
{
  return bn_leader_can_take_the_field (leader);
}

static BnArmyPost *
find_post (BnArmyBuilder *self,
           gint64         leader_id)
{
  for (guint i = 0; i < self->army->posts->len; i++)
    {
      BnArmyPost *post = g_ptr_array_index (self->army->posts, i);

      if (post->leader_id == leader_id)
        return post;
    }
  return NULL;
}

static void
remove_posts (BnArmyBuilder *self,
              gint64         leader_id,
              gint           role)
{
  for (guint i = self->army->posts->len; i > 0; i--)
    {
      BnArmyPost *post = g_ptr_array_index (self->army->posts, i - 1);

      if ((leader_id != 0 && post->leader_id == leader_id) || (gint) post->role == role)
        g_ptr_array_remove_index (self->army->posts, i - 1);
    }
}

static gboolean
on_commanders_idle_cb (gpointer user_data)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (user_data);

  self->commanders_idle = 0;
  rebuild_commanders (self);
  return G_SOURCE_REMOVE;
}

/* A combo row cannot be destroyed while it tells of its own change. */
static void
rebuild_commanders_later (BnArmyBuilder *self)
{
  if (self->commanders_idle == 0)
    self->commanders_idle = g_idle_add (on_commanders_idle_cb, self);
}

static void
on_commander_selected_cb (AdwComboRow   *combo,
                          GParamSpec    *pspec,
                          BnArmyBuilder *self)
{
  GArray *ids = g_object_get_data (G_OBJECT (combo), "bn-leader-ids");
  guint selected = adw_combo_row_get_selected (combo);
  gint64 id;

  if (self->filling || ids == NULL || selected >= ids->len)
    return;
  id = g_array_index (ids, gint64, selected);
  remove_posts (self, 0, BN_ARMY_ROLE_COMMANDER);
  /* A leader is in one place: made commander, he leaves any other post. */
  if (id != 0)
    {
      remove_posts (self, id, -1);
      g_ptr_array_add (self->army->posts, bn_army_post_new (id, BN_ARMY_ROLE_COMMANDER, -1));
    }
  changed (self);
  rebuild_commanders_later (self);
}

static void
on_hero_selected_cb (AdwComboRow   *combo,
                     GParamSpec    *pspec,
                     BnArmyBuilder *self)
{
  gint64 *hero_id = g_object_get_data (G_OBJECT (combo), "bn-leader-id");
  GArray *units = g_object_get_data (G_OBJECT (combo), "bn-unit-indices");
  guint selected = adw_combo_row_get_selected (combo);
  gint unit_index;

  if (self->filling || hero_id == NULL || units == NULL || selected >= units->len)
    return;
  unit_index = g_array_index (units, gint, selected);
  remove_posts (self, *hero_id, -1);
  /* -2: not in this army. */
  if (unit_index != -2)
    g_ptr_array_add (self->army->posts, bn_army_post_new (*hero_id, BN_ARMY_ROLE_HERO, unit_index));
  changed (self);
}

static GtkWidget *
make_commander_row (BnArmyBuilder *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  GtkWidget *row = adw_combo_row_new ();
  g_autofree char *leader = bn_army_builder_leader_title (self->leader_rules, self->leader);
  gint64 none = 0;
  guint selected = 0;
  gint64 holder = 0;

  for (guint i = 0; i < self->army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (self->army->posts, i);

      if (post->role == BN_ARMY_ROLE_COMMANDER)
        holder = post->leader_id;
    }

  gtk_string_list_append (names, _("No one"));
  g_array_append_val (ids, none);
  gtk_string_list_append (names, leader);
  g_array_append_val (ids, self->leader->id);
  if (holder == self->leader->id)
    selected = 1;
  for (guint i = 0; i < self->domain->len; i++)
    {
      const BnLeader *vassal = g_ptr_array_index (self->domain, i);

      /* The one who holds the post is shown even if he can no longer
       * hold it: the check says why. */
      if (vassal->id != holder && (vassal->is_hero || !can_take_a_post (vassal)))
        continue;
      if (vassal->id == holder)
        selected = ids->len;
      gtk_string_list_append (names, vassal->name);
      g_array_append_val (ids, vassal->id);
    }

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Army commander"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_object_set_data_full (G_OBJECT (row), "bn-leader-ids", ids, (GDestroyNotify) g_array_unref);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_commander_selected_cb), self);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("bn-crown-symbolic"));
  return row;
}

static GtkWidget *
make_captain_row (BnArmyBuilder  *self,
                  const BnLeader *captain)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *remove = gtk_button_new_from_icon_name ("list-remove-symbolic");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), captain->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Captain"));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("bn-shield-symbolic"));
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_add_css_class (remove, "circular");
  gtk_widget_set_tooltip_text (remove, _("Remove Captain"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "builder.remove-post");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (remove), g_variant_new_int64 (captain->id));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
  return row;
}

static GtkWidget *
make_add_captain_row (BnArmyBuilder *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_menu_button_new ();
  guint n = 0;

  for (guint i = 0; i < self->domain->len; i++)
    {
      const BnLeader *vassal = g_ptr_array_index (self->domain, i);
      g_autoptr(GMenuItem) item = NULL;

      if (vassal->is_hero || !can_take_a_post (vassal) || find_post (self, vassal->id) != NULL)
        continue;
      item = g_menu_item_new (vassal->name, NULL);
      g_menu_item_set_action_and_target_value (item, "builder.add-captain", g_variant_new_int64 (vassal->id));
      g_menu_append_item (menu, item);
      n++;
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Add a captain"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               n > 0 ? _("A vassal leader of his domain commands a battle of the army")
                                     : _("No other leader of his domain is free to command"));
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "list-add-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_widget_set_tooltip_text (button, _("Add Captain"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_sensitive (button, n > 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

static GtkWidget *
make_hero_row (BnArmyBuilder  *self,
               const BnLeader *hero)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GArray *units = g_array_new (FALSE, FALSE, sizeof (gint));
  GtkWidget *row = adw_combo_row_new ();
  const BnArmyPost *post = find_post (self, hero->id);
  gint away = -2, unattached = -1;
  guint selected = 0;

  gtk_string_list_append (names, _("Not in this army"));
  g_array_append_val (units, away);
  /* Only a post the roster already has can be unattached: the check
   * reports it, and the player chooses a unit for him. */
  if (post != NULL && (post->unit_index < 0 || (guint) post->unit_index >= self->army->units->len))
    {
      gtk_string_list_append (names, _("With no unit"));
      g_array_append_val (units, unattached);
      selected = 1;
    }
  for (guint i = 0; i < self->army->units->len; i++)
    {
      g_autofree char *unit = unit_display_name (self, i);
      /* TRANSLATORS: a unit in a hero's list: its place on the roster and its name */
      g_autofree char *name = g_strdup_printf (_("%u. %s"), i + 1, unit);
      gint index = (gint) i;

      if (post != NULL && post->unit_index == index)
        selected = units->len;
      gtk_string_list_append (names, name);
      g_array_append_val (units, index);
    }

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), hero->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Hero, fighting with one unit"));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("bn-crossed-swords-symbolic"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_object_set_data_full (G_OBJECT (row), "bn-unit-indices", units, (GDestroyNotify) g_array_unref);
  g_object_set_data_full (G_OBJECT (row), "bn-leader-id", g_memdup2 (&hero->id, sizeof hero->id), g_free);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_hero_selected_cb), self);
  return row;
}

static void
rebuild_commanders (BnArmyBuilder *self)
{
  guint n_domain = 0;

  g_clear_handle_id (&self->commanders_idle, g_source_remove);
  self->filling = TRUE;
  clear_list (self->commanders_list);
  if (self->army == NULL || self->leader == NULL)
    {
      self->filling = FALSE;
      return;
    }

  gtk_list_box_append (self->commanders_list, make_commander_row (self));
  for (guint i = 0; i < self->army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (self->army->posts, i);
      const BnLeader *captain = find_leader (self, post->leader_id);

      if (post->role == BN_ARMY_ROLE_CAPTAIN && captain != NULL)
        gtk_list_box_append (self->commanders_list, make_captain_row (self, captain));
    }
  for (guint i = 0; i < self->domain->len; i++)
    n_domain += !((BnLeader *) g_ptr_array_index (self->domain, i))->is_hero;
  if (n_domain > 0)
    gtk_list_box_append (self->commanders_list, make_add_captain_row (self));
  for (guint i = 0; i < self->domain->len; i++)
    {
      const BnLeader *hero = g_ptr_array_index (self->domain, i);

      if (hero->is_hero && (can_take_a_post (hero) || find_post (self, hero->id) != NULL))
        gtk_list_box_append (self->commanders_list, make_hero_row (self, hero));
    }
  if (self->domain->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No vassals or heroes"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   _("Leaders and heroes of his domain can serve as captains or fight with a unit"));
      gtk_widget_add_css_class (row, "dim-label");
      gtk_list_box_append (self->commanders_list, row);
    }
  self->filling = FALSE;
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

  clear_list (self->problems_list);
  for (guint i = 0; i < self->report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (self->report->problems, i);
      GtkWidget *row = make_problem_row (problem);

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
    update_unit_row (self, g_ptr_array_index (self->unit_rows, i));
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

/* ---- header actions ---- */

static void
on_save_activated_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  bn_army_builder_save (BN_ARMY_BUILDER (widget), NULL);
}

static void
on_muster_dialog_mustered_cb (BnMusterDialog *dialog,
                              BnArmyBuilder  *self)
{
  BnMuster *muster = bn_muster_dialog_dup_muster (dialog);
  g_autofree char *toast = NULL;
  gint deal;

  if (muster == NULL || self->army == NULL)
    return;
  deal = bn_muster_dialog_get_deal (dialog);
  toast = g_strdup_printf (ngettext ("Mustered %u army point", "Mustered %u army points", muster->army_points),
                           muster->army_points);
  bn_army_set_muster (self->army, muster);
  /* The campaign's shuffle is used up only if the deck dealt a card. */
  self->army->deal = deal;
  self->army->deal_seed = deal >= 0 ? bn_muster_dialog_get_deal_seed (dialog) : 0;
  changed (self);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast);
}

static void
on_muster_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  bn_army_builder_muster (BN_ARMY_BUILDER (widget));
}

static void
on_unit_editor_add_unit_cb (BnUnitEditor  *editor,
                            BnArmyBuilder *self)
{
  if (self->army != NULL)
    add_unit (self, bn_unit_copy (bn_unit_editor_peek_unit (editor)));
}

static void
on_unit_editor_type_saved_cb (BnUnitEditor  *editor,
                              const char    *type_id,
                              BnArmyBuilder *self)
{
  bn_army_builder_reload_unit_types (self);
}

static void
on_new_unit_type_activated_cb (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  bn_army_builder_new_unit_type (BN_ARMY_BUILDER (widget));
}

static void
on_search_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  gtk_widget_grab_focus (GTK_WIDGET (BN_ARMY_BUILDER (widget)->search_entry));
}

static void
on_remove_unit_activated_cb (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  bn_army_builder_remove_unit (BN_ARMY_BUILDER (widget), g_variant_get_uint32 (parameter));
}

static void
on_add_captain_activated_cb (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (widget);
  gint64 id = g_variant_get_int64 (parameter);

  if (self->army == NULL || find_leader (self, id) == NULL)
    return;
  remove_posts (self, id, -1);
  g_ptr_array_add (self->army->posts, bn_army_post_new (id, BN_ARMY_ROLE_CAPTAIN, -1));
  changed (self);
  rebuild_commanders_later (self);
}

static void
on_remove_post_activated_cb (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (widget);

  if (self->army == NULL)
    return;
  remove_posts (self, g_variant_get_int64 (parameter), -1);
  changed (self);
  rebuild_commanders_later (self);
}

static BnArmySheet *
make_sheet (BnArmyBuilder *self,
            gboolean       for_opponent)
{
  return bn_army_sheet_new (self->army, self->leader, self->domain,
                            self->unit_rules, self->leader_rules, for_opponent);
}

static void
on_print_begin_cb (GtkPrintOperation *operation,
                   GtkPrintContext   *context,
                   BnArmySheet       *sheet)
{
  guint n_pages = bn_army_sheet_paginate (sheet, gtk_print_context_get_cairo_context (context),
                                          gtk_print_context_get_width (context),
                                          gtk_print_context_get_height (context));

  gtk_print_operation_set_n_pages (operation, MAX (n_pages, 1));
}

static void
on_print_draw_page_cb (GtkPrintOperation *operation,
                       GtkPrintContext   *context,
                       int                page_nr,
                       BnArmySheet       *sheet)
{
  bn_army_sheet_draw_page (sheet, gtk_print_context_get_cairo_context (context),
                           gtk_print_context_get_width (context),
                           gtk_print_context_get_height (context),
                           (guint) page_nr);
}

static void
on_print_done_cb (GtkPrintOperation       *operation,
                  GtkPrintOperationResult  result,
                  BnArmyBuilder           *self)
{
  g_autoptr(GError) error = NULL;

  if (result != GTK_PRINT_OPERATION_RESULT_ERROR)
    return;
  gtk_print_operation_get_error (operation, &error);
  bn_leader_page_show_error (GTK_WIDGET (self), _("The Roster Could Not Be Printed"),
                             error != NULL ? error->message : NULL);
}

static void
on_print_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (widget);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  BnArmySheet *sheet;

  if (self->army == NULL || self->leader == NULL)
    return;
  sheet = make_sheet (self, FALSE);
  operation = gtk_print_operation_new ();
  g_object_set_data_full (G_OBJECT (operation), "bn-sheet", sheet, (GDestroyNotify) bn_army_sheet_free);
  gtk_print_operation_set_job_name (operation, self->army->name != NULL ? self->army->name : _("Army"));
  gtk_print_operation_set_allow_async (operation, TRUE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_print_begin_cb), sheet);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_print_draw_page_cb), sheet);
  g_signal_connect_object (operation, "done", G_CALLBACK (on_print_done_cb), self, 0);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                               root_window (self), &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
    bn_leader_page_show_error (widget, _("The Roster Could Not Be Printed"), error->message);
}

static gboolean
export_pdf (BnArmyBuilder  *self,
            GFile          *file,
            GError        **error)
{
  g_autoptr(BnArmySheet) sheet = make_sheet (self, FALSE);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *toast = NULL;
  guint n_pages = 0;

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only a file on this computer can be written"));
      return FALSE;
    }
  if (!bn_army_sheet_write_pdf (sheet, path, &n_pages, error))
    return FALSE;
  /* TRANSLATORS: a toast; %s is the file's name */
  toast = g_strdup_printf (ngettext ("Exported %u page to %s", "Exported %u pages to %s", n_pages), n_pages, name);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast);
  return TRUE;
}

static void
on_export_pdf_chosen (gpointer  owner,
                      GFile    *file)
{
  BnArmyBuilder *self = owner;
  g_autoptr(GError) error = NULL;

  if (!export_pdf (self, file, &error))
    bn_leader_page_show_error (GTK_WIDGET (self), _("The Roster Could Not Be Exported"), error->message);
}

static void
on_export_pdf_activated_cb (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (widget);
  g_autoptr(GtkFileFilter) filter = bn_file_chooser_new_pdf_filter ();
  g_autofree char *name = NULL;

  if (self->army == NULL)
    return;
  name = g_strdup_printf ("%s.pdf", self->army->name != NULL ? self->army->name : _("Army"));
  bn_file_chooser_show (&self->chooser, root_window (self), _("Export PDF"), GTK_FILE_CHOOSER_ACTION_SAVE,
                        _("_Export"), filter, name, on_export_pdf_chosen, self);
}

/* Writes the roster document; the opponent's copy keeps the promises
 * secret (bn_army_xml_write() leaves them out). */
static gboolean
export_xml (BnArmyBuilder  *self,
            GFile          *file,
            gboolean        for_opponent,
            GError        **error)
{
  g_autofree char *xml = bn_army_xml_write (self->army, self->leader, self->domain,
                                            self->unit_rules, for_opponent);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *toast = NULL;

  if (!g_file_replace_contents (file, xml, strlen (xml), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                NULL, NULL, error))
    return FALSE;
  toast = for_opponent ? g_strdup_printf (_("Exported the opponent’s copy to %s"), name)
                       : g_strdup_printf (_("Exported to %s"), name);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast);
  return TRUE;
}

static void
on_export_xml_chosen (gpointer  owner,
                      GFile    *file)
{
  BnArmyBuilder *self = owner;
  g_autoptr(GError) error = NULL;

  if (!export_xml (self, file, self->exporting_for_opponent, &error))
    bn_leader_page_show_error (GTK_WIDGET (self), _("The Roster Could Not Be Exported"), error->message);
}

static void
open_xml_chooser (BnArmyBuilder *self,
                  gboolean       for_opponent)
{
  g_autoptr(GtkFileFilter) filter = bn_file_chooser_new_xml_filter (_("Army Documents (XML)"));
  g_autofree char *name = NULL;
  const char *army_name;

  if (self->army == NULL || self->leader == NULL)
    return;
  army_name = self->army->name != NULL ? self->army->name : _("Army");
  /* TRANSLATORS: the file name offered for the opponent's copy of a roster */
  name = for_opponent ? g_strdup_printf (_("%s (for opponent).xml"), army_name)
                      : g_strdup_printf ("%s.xml", army_name);
  self->exporting_for_opponent = for_opponent;
  bn_file_chooser_show (&self->chooser, root_window (self),
                        for_opponent ? _("Export for Opponent") : _("Export Army"),
                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), filter, name, on_export_xml_chosen, self);
}

static void
on_export_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  open_xml_chooser (BN_ARMY_BUILDER (widget), FALSE);
}

static void
on_export_opponent_activated_cb (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  open_xml_chooser (BN_ARMY_BUILDER (widget), TRUE);
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
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_catalogue_list_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_problems_list_row_activated_cb);

  gtk_widget_class_install_action (widget_class, "builder.save", NULL, on_save_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.muster", NULL, on_muster_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.print", NULL, on_print_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.export-pdf", NULL, on_export_pdf_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.export", NULL, on_export_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.export-opponent", NULL, on_export_opponent_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.new-unit-type", NULL, on_new_unit_type_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.search", NULL, on_search_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.remove-unit", "u", on_remove_unit_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.add-captain", "x", on_add_captain_activated_cb);
  gtk_widget_class_install_action (widget_class, "builder.remove-post", "x", on_remove_post_activated_cb);
}

static void
bn_army_builder_init (BnArmyBuilder *self)
{
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->catalogue_rows = g_ptr_array_new_with_free_func ((GDestroyNotify) catalogue_row_free);
  self->unit_rows = g_ptr_array_new_with_free_func ((GDestroyNotify) unit_row_free);
  gtk_list_box_set_filter_func (self->catalogue_list, catalogue_filter, self, NULL);
  gtk_list_box_set_filter_func (self->custom_list, catalogue_filter, self, NULL);
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
  fill_catalogue (self);
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
  rebuild_unit_rows (self);
  rebuild_commanders (self);
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
  dialog = bn_muster_dialog_new (root_window (self), self->store, self->leader_rules, self->leader,
                                 bn_army_get_points (self->army), &error);
  if (dialog == NULL)
    {
      bn_leader_page_show_error (GTK_WIDGET (self), _("The Army Cannot Be Mustered"), error->message);
      return NULL;
    }
  g_signal_connect_object (dialog, "mustered", G_CALLBACK (on_muster_dialog_mustered_cb), self, 0);
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
  editor = bn_unit_editor_new (root_window (self), self->store, self->unit_rules);
  g_signal_connect_object (editor, "add-unit", G_CALLBACK (on_unit_editor_add_unit_cb), self, 0);
  g_signal_connect_object (editor, "type-saved", G_CALLBACK (on_unit_editor_type_saved_cb), self, 0);
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
  on_search_entry_search_changed_cb (self);
}

/* Returns: how many unit types the catalogue shows. */
guint
bn_army_builder_get_n_shown_types (BnArmyBuilder *self)
{
  g_return_val_if_fail (BN_IS_ARMY_BUILDER (self), 0);

  return count_shown (self, FALSE) + count_shown (self, TRUE);
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
          !catalogue_filter (GTK_LIST_BOX_ROW (row->row), self))
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
  rebuild_unit_rows (self);
  changed (self);
  rebuild_commanders (self);
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
  for (guint i = 0; i < G_N_ELEMENTS (colour_order); i++)
    if (colour_order[i] == colour)
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
