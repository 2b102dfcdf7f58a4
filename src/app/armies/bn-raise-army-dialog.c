/* bn-raise-army-dialog.c — Raise an Army for Points
 *
 * The app's "banneret-cli army generate": a points value and a seed raise
 * a host from the unit catalogue (bn_army_generate()), shown as it is
 * priced — each unit with its cost, and the points bar of what it spends
 * against the points asked for. The same points and seed raise the same
 * host as the CLI does, so the seed is always shown: typed, or dealt
 * afresh by the "new seed" button.
 *
 * The host can be kept two ways. "Save as Army" makes it an army of a
 * leader of the campaign (bn_army_generator_give(), the rule the CLI's
 * --leader follows) and saves it with bn_store_save_army(), one
 * transaction; the views follow through the store monitor, and the window
 * offers to undo it. "Export…" writes the roster file "army generate
 * --out" writes: the opponent's copy, no promises in it. The dialog
 * decides no rule.
 */
#include "bn-config.h"
#include "bn-accessible.h"
#include <inttypes.h>

#include "bn-raise-army-dialog.h"

#include <glib/gi18n.h>

#include "bn-application.h"
#include "bn-army-builder.h"
#include "bn-army-generator.h"
#include "bn-army-report.h"
#include "bn-army-xml.h"
#include "bn-file-chooser.h"
#include "bn-points-bar.h"
#include "bn-random.h"
#include "bn-window.h"

#define DEFAULT_POINTS 60

struct _BnRaiseArmyDialog
{
  AdwWindow parent_instance;

  BnStore *store;
  BnLeaderRules *leader_rules;
  BnUnitRules *unit_rules;
  GPtrArray *candidates;        /* BnLeader who may head an army, as the leader row lists them */
  BnArmy *army;                 /* the host as raised; %NULL when the points or seed are refused */
  char *suggested_name;         /* the name last offered, which follows the leader and the host */
  GtkFileChooserNative *chooser;

  GtkWidget *save_button;
  GtkWidget *export_button;
  AdwToastOverlay *toasts;
  GtkSpinButton *points_spin;
  AdwEntryRow *seed_row;
  GtkLabel *message_label;
  AdwPreferencesGroup *roster_group;
  BnPointsBar *points_bar;
  GtkListBox *units_list;
  AdwComboRow *leader_row;
  AdwEntryRow *name_row;
};

G_DEFINE_FINAL_TYPE (BnRaiseArmyDialog, bn_raise_army_dialog, ADW_TYPE_WINDOW)

static void
set_message (BnRaiseArmyDialog *self,
             const char        *message)
{
  gtk_label_set_text (self->message_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
}

static const BnLeader *
selected_leader (BnRaiseArmyDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->leader_row);

  return self->candidates != NULL && selected < self->candidates->len
    ? g_ptr_array_index (self->candidates, selected) : NULL;
}

static void
update_buttons (BnRaiseArmyDialog *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));

  gtk_widget_set_sensitive (self->export_button, self->army != NULL);
  gtk_widget_set_sensitive (self->save_button,
                            self->army != NULL && selected_leader (self) != NULL && name[0] != '\0');
}

/* Offers the host's name (a player-leader's after him), made free among
 * the chosen leader's armies; a name the player typed is his and stays. */
static void
suggest_name (BnRaiseArmyDialog *self)
{
  const BnLeader *leader = selected_leader (self);
  g_autofree char *name = NULL;

  if (self->army == NULL || leader == NULL)
    return;
  if (self->suggested_name != NULL &&
      g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_row)), self->suggested_name) != 0)
    return;
  /* A player-leader's own army is his host, not an "opposing" one: on the
   * board it would meet hosts the generator names so. */
  if (leader->is_player)
    {
      /* TRANSLATORS: the name offered for a player-leader's army raised for points */
      g_autofree char *his = g_strdup_printf (_("%s’s host"), leader->name);

      name = bn_store_dup_free_army_name (self->store, leader->id, his, NULL);
    }
  else
    name = bn_store_dup_free_army_name (self->store, leader->id, self->army->name, NULL);
  if (name == NULL)
    name = g_strdup (self->army->name);
  g_free (self->suggested_name);
  self->suggested_name = g_strdup (name);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
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
unit_name (BnRaiseArmyDialog *self,
           const BnUnit      *unit)
{
  const BnUnitType *type;

  if (unit->name != NULL)
    return bn_data_text (unit->name);
  type = unit->type_id != NULL ? bn_unit_rules_lookup_unit_type (self->unit_rules, unit->type_id) : NULL;
  return type != NULL ? bn_data_text (type->name) : "?";
}

static void
clear_units (BnRaiseArmyDialog *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->units_list))) != NULL)
    gtk_list_box_remove (self->units_list, child);
}

static void
add_unit_row (BnRaiseArmyDialog  *self,
              const BnArmyUnit   *entry,
              guint               cost)
{
  const BnUnit *unit = entry->unit;
  const BnClassRule *klass = bn_unit_rules_get_unit_class (self->unit_rules, unit);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *cost_label;
  g_autoptr(GString) subtitle = g_string_new (klass != NULL ? bn_data_text (klass->name) : "?");
  g_autofree char *cost_text = NULL;

  g_string_append (subtitle, " · ");
  g_string_append_printf (subtitle, ngettext ("%u figure", "%u figures", unit->figures), unit->figures);
  g_string_append (subtitle, " · ");
  g_string_append (subtitle, colour_name (unit->colour));
  if (unit->mercenary)
    {
      g_string_append (subtitle, " · ");
      /* TRANSLATORS: a raised mercenary unit and what it is promised after the battle */
      g_string_append_printf (subtitle, _("mercenary, promised %u"), entry->promise);
    }
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), unit_name (self, unit));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle->str);
  /* TRANSLATORS: a unit's cost in army points */
  cost_text = g_strdup_printf (ngettext ("%u pt", "%u pts", cost), cost);
  cost_label = gtk_label_new (cost_text);
  gtk_widget_add_css_class (cost_label, "bn-unit-cost");
  gtk_widget_add_css_class (cost_label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), cost_label);
  gtk_list_box_append (self->units_list, row);
}

/* Raises the host the points and the seed call for, as the CLI would. */
static void
raise_host (BnRaiseArmyDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) nobody = NULL;
  g_autoptr(BnArmyReport) report = NULL;
  g_autofree char *seed_text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->seed_row))));
  guint points = (guint) gtk_spin_button_get_value_as_int (self->points_spin);
  guint64 seed;

  g_clear_pointer (&self->army, bn_army_free);
  clear_units (self);
  set_message (self, NULL);
  if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXINT64, &seed, NULL))
    {
      g_autofree char *message = g_strdup_printf (_("The seed “%s” is not a whole number from 0 to %" PRId64 "."),
                                                  seed_text, G_MAXINT64);

      set_message (self, message);
    }
  else if ((self->army = bn_army_generate (self->unit_rules, points, seed, &error)) == NULL)
    set_message (self, error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->roster_group), self->army != NULL);
  if (self->army != NULL)
    {
      /* No leader of the campaign yet: only the prices and the points
       * matter, and the points are those the host was raised for. */
      nobody = bn_leader_new ();
      report = bn_army_check (self->army, self->unit_rules, self->leader_rules, nobody, NULL);
      report->army_points = points;
      report->over = 0;
      report->unspent = points - MIN (points, report->spent + report->promised);
      for (guint i = 0; i < self->army->units->len; i++)
        add_unit_row (self, g_ptr_array_index (self->army->units, i), g_array_index (report->unit_costs, guint, i));
      bn_points_bar_set_report (self->points_bar, report, TRUE);
      /* Headed by the name it will be kept under, not by the stranger the
       * generator names a host after. */
      suggest_name (self);
      adw_preferences_group_set_title (self->roster_group, gtk_editable_get_text (GTK_EDITABLE (self->name_row)));
    }
  update_buttons (self);
}

static void
on_new_seed_clicked_cb (BnRaiseArmyDialog *self)
{
  g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, bn_random_new_seed ());

  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), text);
}

static void
on_leader_selected_cb (BnRaiseArmyDialog *self)
{
  suggest_name (self);
  update_buttons (self);
}

/* ---- keeping it ---- */

/**
 * bn_raise_army_dialog_save:
 *
 * Presses "Save as Army": the host shown becomes an army of the leader
 * chosen, under the name in the name row, saved in one transaction. The
 * window is told to read the store now and offers to undo; the dialog
 * closes.
 *
 * Returns: the new army's id, or 0 with @error (nothing saved then)
 */
gint64
bn_raise_army_dialog_save (BnRaiseArmyDialog  *self,
                           GError            **error)
{
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(GPtrArray) domain = NULL;
  g_autofree char *name = NULL;
  GtkWindow *parent;
  const BnLeader *leader;

  g_return_val_if_fail (BN_IS_RAISE_ARMY_DIALOG (self), 0);

  leader = selected_leader (self);
  if (self->army == NULL || leader == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Raise a host and choose the leader whose army it becomes."));
      return 0;
    }
  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  domain = leader->is_player ? bn_store_list_vassals (self->store, leader->id, error)
                             : g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  if (domain == NULL)
    return 0;
  army = bn_army_copy (self->army);
  if (!bn_army_generator_give (army, leader, domain, name, self->unit_rules, self->leader_rules, error) ||
      !bn_store_save_army (self->store, army, error))
    return 0;

  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  if (parent != NULL && BN_IS_APPLICATION (gtk_window_get_application (parent)))
    {
      BnStoreMonitor *monitor = bn_application_get_store_monitor (BN_APPLICATION (gtk_window_get_application (parent)));

      if (monitor != NULL)
        bn_store_monitor_check (monitor);
    }
  if (BN_IS_WINDOW (parent))
    {
      g_autofree char *title = bn_army_builder_leader_title (self->leader_rules, leader);
      /* TRANSLATORS: a toast after a raised host was saved as an army; the leader's title and name */
      g_autofree char *message = g_strdup_printf (_("“%s” saved as %s’s army"), army->name, title);

      bn_window_offer_undo (BN_WINDOW (parent), message, BN_WINDOW_UNDO_DELETE, BN_STORE_KIND_ARMY, army->id, NULL);
    }
  gtk_window_destroy (GTK_WINDOW (self));
  return army->id;
}

static void
on_save_clicked_cb (BnRaiseArmyDialog *self)
{
  g_autoptr(GError) error = NULL;

  if (bn_raise_army_dialog_save (self, &error) == 0)
    set_message (self, error->message);
}

/**
 * bn_raise_army_dialog_export_file:
 *
 * What "Export…" writes to the file chosen: the roster as "banneret-cli
 * army generate --out" writes it, the opponent's copy.
 *
 * Returns: %FALSE with @error when the file cannot be written
 */
gboolean
bn_raise_army_dialog_export_file (BnRaiseArmyDialog  *self,
                                  const char         *path,
                                  GError            **error)
{
  g_autofree char *xml = NULL;

  g_return_val_if_fail (BN_IS_RAISE_ARMY_DIALOG (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (self->army == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("No host is raised to export."));
      return FALSE;
    }
  xml = bn_army_xml_write (self->army, NULL, NULL, self->unit_rules, TRUE);
  return g_file_set_contents (path, xml, -1, error);
}

static void
on_export_chosen_cb (gpointer  owner,
                     GFile    *file)
{
  BnRaiseArmyDialog *self = BN_RAISE_ARMY_DIALOG (owner);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *display = NULL;
  g_autofree char *message = NULL;

  if (path == NULL)
    return;
  if (!bn_raise_army_dialog_export_file (self, path, &error))
    {
      set_message (self, error->message);
      return;
    }
  display = g_filename_display_basename (path);
  /* TRANSLATORS: a toast after the raised host's roster was written to a file */
  message = g_strdup_printf (_("Roster written to %s"), display);
  {
    g_autofree char *escaped = g_markup_escape_text (message, -1);

    adw_toast_overlay_add_toast (self->toasts, adw_toast_new (escaped));
  }
}

static void
on_export_clicked_cb (BnRaiseArmyDialog *self)
{
  g_autoptr(GtkFileFilter) filter = bn_file_chooser_new_xml_filter (_("Army Rosters (XML)"));
  g_autofree char *current = NULL;

  if (self->army == NULL)
    return;
  current = g_strdup_printf ("%s.army.xml", self->army->name);
  bn_file_chooser_show (&self->chooser, GTK_WINDOW (self), _("Export Roster"), GTK_FILE_CHOOSER_ACTION_SAVE,
                        _("_Export"), filter, current, on_export_chosen_cb, self);
}

/* ---- object ---- */

static void
bn_raise_army_dialog_dispose (GObject *object)
{
  BnRaiseArmyDialog *self = BN_RAISE_ARMY_DIALOG (object);

  bn_file_chooser_close (&self->chooser);
  g_clear_pointer (&self->army, bn_army_free);
  g_clear_pointer (&self->candidates, g_ptr_array_unref);
  g_clear_pointer (&self->suggested_name, g_free);
  g_clear_pointer (&self->store, bn_store_unref);
  g_clear_pointer (&self->leader_rules, bn_leader_rules_unref);
  g_clear_pointer (&self->unit_rules, bn_unit_rules_unref);
  G_OBJECT_CLASS (bn_raise_army_dialog_parent_class)->dispose (object);
}

static void
bn_raise_army_dialog_class_init (BnRaiseArmyDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bn_raise_army_dialog_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bn_raise_army_dialog_init (BnRaiseArmyDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *page = adw_preferences_page_new ();
  AdwPreferencesGroup *host_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *keep_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *points_row = adw_action_row_new ();
  GtkWidget *new_seed_button = gtk_button_new_from_icon_name ("view-refresh-symbolic");
  GtkWidget *roster_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_window_set_title (GTK_WINDOW (self), _("Raise an Army for Points"));
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 720);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);

  self->save_button = gtk_button_new_with_mnemonic (_("_Save as Army"));
  gtk_widget_add_css_class (self->save_button, "suggested-action");
  g_signal_connect_swapped (self->save_button, "clicked", G_CALLBACK (on_save_clicked_cb), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->save_button);
  /* An icon beside the title leaves room in a narrow window. */
  self->export_button = gtk_button_new_from_icon_name ("document-send-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->export_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Export Roster"), -1);
  gtk_widget_set_tooltip_text (self->export_button,
                               _("Write the roster to a file, as an opponent’s copy to fight or to take to the table"));
  g_signal_connect_swapped (self->export_button, "clicked", G_CALLBACK (on_export_clicked_cb), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->export_button);
  gtk_box_append (GTK_BOX (box), header);

  adw_preferences_group_set_description (host_group,
                                         _("A host raised from the unit catalogue: the same points and seed always "
                                           "raise the same host, here and with banneret-cli army generate."));
  self->points_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 1, 5));
  gtk_widget_set_valign (GTK_WIDGET (self->points_spin), GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (points_row), _("_Points"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (points_row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (points_row), GTK_WIDGET (self->points_spin));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (points_row), GTK_WIDGET (self->points_spin));
  adw_preferences_group_add (host_group, points_row);

  self->seed_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->seed_row), _("S_eed"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->seed_row), TRUE);
  gtk_widget_set_valign (new_seed_button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (new_seed_button, _("New Seed"));
  bn_accessible_set_label (new_seed_button, _("New Seed"));
  gtk_widget_add_css_class (new_seed_button, "flat");
  g_signal_connect_swapped (new_seed_button, "clicked", G_CALLBACK (on_new_seed_clicked_cb), self);
  adw_entry_row_add_suffix (self->seed_row, new_seed_button);
  adw_preferences_group_add (host_group, GTK_WIDGET (self->seed_row));

  self->message_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->message_label, TRUE);
  gtk_label_set_xalign (self->message_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
  gtk_widget_set_margin_top (GTK_WIDGET (self->message_label), 12);
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), FALSE);
  adw_preferences_group_add (host_group, GTK_WIDGET (self->message_label));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), host_group);

  self->roster_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  self->points_bar = BN_POINTS_BAR (bn_points_bar_new ());
  gtk_box_append (GTK_BOX (roster_box), GTK_WIDGET (self->points_bar));
  self->units_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->units_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->units_list), "boxed-list");
  gtk_box_append (GTK_BOX (roster_box), GTK_WIDGET (self->units_list));

  adw_preferences_group_set_title (keep_group, _("Keep as an Army"));
  adw_preferences_group_set_description (keep_group,
                                         _("Saved unmustered, as a roster: muster it from its row in the "
                                           "Armies section to draw the leader’s army points for it."));
  self->leader_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->leader_row), _("_Leader"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->leader_row), TRUE);
  adw_preferences_group_add (keep_group, GTK_WIDGET (self->leader_row));
  self->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_row), _("_Name"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->name_row), TRUE);
  adw_preferences_group_add (keep_group, GTK_WIDGET (self->name_row));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), keep_group);
  /* The roster last: the rows that say where it goes stay in sight. */
  adw_preferences_group_add (self->roster_group, roster_box);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->roster_group);

  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (self->toasts, page);
  gtk_widget_set_vexpand (GTK_WIDGET (self->toasts), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->toasts));
  adw_window_set_content (ADW_WINDOW (self), box);
}

static gint
player_leaders_first (gconstpointer a,
                      gconstpointer b)
{
  const BnLeader *la = *(const BnLeader **) a;
  const BnLeader *lb = *(const BnLeader **) b;

  return (int) lb->is_player - (int) la->is_player;
}

/* The leaders who may head an army: the living, not the heroes. */
static gboolean
fill_leaders (BnRaiseArmyDialog  *self,
              gint64              campaign_id,
              GError            **error)
{
  g_autoptr(GPtrArray) leaders = bn_store_list_leaders_brief (self->store, campaign_id, error);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  if (leaders == NULL)
    return FALSE;
  self->candidates = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  for (guint i = 0; i < leaders->len; i++)
    {
      const BnLeader *leader = g_ptr_array_index (leaders, i);

      if (!leader->is_hero && bn_leader_is_living (leader))
        g_ptr_array_add (self->candidates, bn_leader_copy (leader));
    }
  g_ptr_array_sort (self->candidates, player_leaders_first);
  for (guint i = 0; i < self->candidates->len; i++)
    {
      g_autofree char *title = bn_army_builder_leader_title (self->leader_rules,
                                                             g_ptr_array_index (self->candidates, i));

      gtk_string_list_append (names, title);
    }
  adw_combo_row_set_model (self->leader_row, G_LIST_MODEL (names));
  return TRUE;
}

/**
 * bn_raise_army_dialog_new:
 * @campaign_id: the campaign whose leaders may keep the host
 *
 * Returns: (transfer none) (nullable): the dialog, shown with a host raised
 *   for a new seed; %NULL with the reason when the leaders cannot be read
 */
BnRaiseArmyDialog *
bn_raise_army_dialog_new (GtkWindow      *parent,
                          BnStore        *store,
                          BnLeaderRules  *leader_rules,
                          BnUnitRules    *unit_rules,
                          gint64          campaign_id,
                          GError        **error)
{
  BnRaiseArmyDialog *self;
  guint min_points, max_points;

  g_return_val_if_fail (store != NULL && leader_rules != NULL && unit_rules != NULL, NULL);

  self = g_object_new (BN_TYPE_RAISE_ARMY_DIALOG, "transient-for", parent, NULL);
  self->store = bn_store_ref (store);
  self->leader_rules = bn_leader_rules_ref (leader_rules);
  self->unit_rules = bn_unit_rules_ref (unit_rules);
  if (!fill_leaders (self, campaign_id, error))
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return NULL;
    }
  min_points = bn_army_generator_get_min_points (unit_rules);
  max_points = bn_army_generator_get_max_points (unit_rules);
  gtk_spin_button_set_range (self->points_spin, min_points, max_points);
  gtk_spin_button_set_value (self->points_spin, CLAMP (DEFAULT_POINTS, min_points, max_points));
  on_new_seed_clicked_cb (self);
  raise_host (self);
  g_signal_connect_swapped (self->points_spin, "value-changed", G_CALLBACK (raise_host), self);
  g_signal_connect_swapped (self->seed_row, "changed", G_CALLBACK (raise_host), self);
  g_signal_connect_swapped (self->leader_row, "notify::selected", G_CALLBACK (on_leader_selected_cb), self);
  g_signal_connect_swapped (self->name_row, "changed", G_CALLBACK (update_buttons), self);
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

/* Returns: (transfer none) (nullable): the host as raised and shown. */
const BnArmy *
bn_raise_army_dialog_get_army (BnRaiseArmyDialog *self)
{
  g_return_val_if_fail (BN_IS_RAISE_ARMY_DIALOG (self), NULL);

  return self->army;
}
