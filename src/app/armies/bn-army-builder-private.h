/* bn-army-builder-private.h — what the army builder's files share: the
 * widget itself (bn-army-builder.c), its catalogue, roster, commanders and
 * header actions (bn-army-builder-catalogue.c, -roster.c, -commanders.c,
 * -actions.c). */
#pragma once

#include "bn-config.h"

#include "bn-army-builder.h"

#include "bn-battle-army-from-roster.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bn-army-sheet.h"
#include "bn-army-xml.h"
#include "bn-file-chooser.h"
#include "bn-leader-page.h"

G_BEGIN_DECLS

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
  GtkSpinButton *leadership_spin;   /* a King/Leader's rating; NULL for other units */
  GPtrArray *problem_rows;    /* GtkWidget, added under the unit */
};

/* The colour list's order, as the player reads it. */
extern const BnColour bn_army_builder_colour_order[4];

/* bn-army-builder.c */
G_GNUC_INTERNAL BnArmyUnit * bn_army_builder_army_unit (BnArmyBuilder *self, guint index);
G_GNUC_INTERNAL void bn_army_builder_changed (BnArmyBuilder *self);
G_GNUC_INTERNAL const char * bn_army_builder_colour_name (BnColour colour);
G_GNUC_INTERNAL const BnLeader * bn_army_builder_find_leader (BnArmyBuilder *self, gint64 id);
G_GNUC_INTERNAL GtkWidget * bn_army_builder_make_colour_dot (BnColour colour);
G_GNUC_INTERNAL GtkWindow * bn_army_builder_root_window (BnArmyBuilder *self);
G_GNUC_INTERNAL void bn_army_builder_set_colour_dot (GtkWidget *dot, BnColour colour);
G_GNUC_INTERNAL char * bn_army_builder_unit_display_name (BnArmyBuilder *self, guint index);

/* bn-army-builder-catalogue.c */
G_GNUC_INTERNAL gboolean bn_army_builder_catalogue_filter (GtkListBoxRow *list_row, gpointer user_data);
G_GNUC_INTERNAL void bn_army_builder_catalogue_row_free (CatalogueRow *row);
G_GNUC_INTERNAL void bn_army_builder_clear_list (GtkListBox *list);
G_GNUC_INTERNAL guint bn_army_builder_count_shown (BnArmyBuilder *self, gboolean custom);
G_GNUC_INTERNAL void bn_army_builder_fill_catalogue (BnArmyBuilder *self);
G_GNUC_INTERNAL void bn_army_builder_on_catalogue_list_row_activated_cb (BnArmyBuilder *self, GtkListBoxRow *list_row);
G_GNUC_INTERNAL void bn_army_builder_on_search_entry_search_changed_cb (BnArmyBuilder *self);
G_GNUC_INTERNAL void bn_army_builder_on_search_entry_stop_search_cb (BnArmyBuilder *self);

/* bn-army-builder-roster.c */
G_GNUC_INTERNAL void bn_army_builder_add_unit (BnArmyBuilder *self, BnUnit *unit);
G_GNUC_INTERNAL GtkWidget * bn_army_builder_make_problem_row (const BnArmyProblem *problem);
G_GNUC_INTERNAL void bn_army_builder_rebuild_unit_rows (BnArmyBuilder *self);
G_GNUC_INTERNAL void bn_army_builder_unit_row_free (UnitRow *row);
G_GNUC_INTERNAL void bn_army_builder_update_unit_row (BnArmyBuilder *self, UnitRow *row);

/* bn-army-builder-commanders.c */
G_GNUC_INTERNAL void bn_army_builder_rebuild_commanders (BnArmyBuilder *self);
G_GNUC_INTERNAL void bn_army_builder_rebuild_commanders_later (BnArmyBuilder *self);
G_GNUC_INTERNAL void bn_army_builder_remove_posts (BnArmyBuilder *self, gint64 leader_id, gint role);

/* bn-army-builder-actions.c */
G_GNUC_INTERNAL void bn_army_builder_on_add_captain_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter);
G_GNUC_INTERNAL void bn_army_builder_on_export_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter);
G_GNUC_INTERNAL void bn_army_builder_on_export_opponent_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter);
G_GNUC_INTERNAL void bn_army_builder_on_export_pdf_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter);
G_GNUC_INTERNAL void bn_army_builder_on_muster_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter);
G_GNUC_INTERNAL void bn_army_builder_on_muster_dialog_mustered_cb (BnMusterDialog *dialog, BnArmyBuilder *self);
G_GNUC_INTERNAL void bn_army_builder_on_new_unit_type_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter);
G_GNUC_INTERNAL void bn_army_builder_on_print_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter);
G_GNUC_INTERNAL void bn_army_builder_on_remove_post_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter);
G_GNUC_INTERNAL void bn_army_builder_on_remove_unit_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter);
G_GNUC_INTERNAL void bn_army_builder_on_save_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter);
G_GNUC_INTERNAL void bn_army_builder_on_search_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter);
G_GNUC_INTERNAL void bn_army_builder_on_unit_editor_add_unit_cb (BnUnitEditor *editor, BnArmyBuilder *self);
G_GNUC_INTERNAL void bn_army_builder_on_unit_editor_type_saved_cb (BnUnitEditor *editor, const char *type_id, BnArmyBuilder *self);

G_END_DECLS
