/* bn-armies-view-private.h — what the Armies section's files share. */
#pragma once

#include "bn-armies-view.h"

#include "bn-window.h"

G_BEGIN_DECLS

struct _BnArmiesView
{
  AdwBin parent_instance;

  gboolean stale;            /* a write came while off screen: read again when shown */

  BnStore *store;
  BnLeaderRules *leader_rules;
  BnUnitRules *unit_rules;
  gint64 campaign_id;
  GPtrArray *leaders;         /* BnLeader, as last read */
  GPtrArray *armies;          /* BnArmy, as last read */
  gboolean showing_builder;
  AdwMessageDialog *dialog;   /* the last dialog the view asked something with */
  GtkFileChooserNative *chooser;

  GtkStack *stack;
  AdwStatusPage *error_page;
  AdwLeaflet *leaflet;
  GtkWidget *header_box;
  GtkLabel *count_label;
  GtkListBox *armies_list;
  BnArmyBuilder *builder;
};

GtkWindow        *bn_armies_view_root_window       (BnArmiesView  *self);
BnWindow         *bn_armies_view_window_of         (BnArmiesView  *self);
void              bn_armies_view_ensure_loaded     (BnArmiesView  *self);
BnArmy           *bn_armies_view_find_army         (BnArmiesView  *self,
                                                    gint64         id);
AdwMessageDialog *bn_armies_view_make_dialog       (BnArmiesView  *self,
                                                    const char    *heading,
                                                    const char    *body);
void              bn_armies_view_show_store_error  (BnArmiesView  *self,
                                                    const char    *heading,
                                                    const GError  *error);
void              bn_armies_view_show_builder      (BnArmiesView  *self,
                                                    const BnArmy  *army);
GtkWidget        *bn_armies_view_make_boxed_list   (void);
gint              bn_armies_view_player_leaders_first (gconstpointer a,
                                                       gconstpointer b);

/* The section's actions, in bn-armies-view-rosters.c and
 * bn-armies-view-import.c. */
void bn_armies_view_new_activated       (GtkWidget *widget, const char *action_name, GVariant *parameter);
void bn_armies_view_rename_activated    (GtkWidget *widget, const char *action_name, GVariant *parameter);
void bn_armies_view_duplicate_activated (GtkWidget *widget, const char *action_name, GVariant *parameter);
void bn_armies_view_muster_activated    (GtkWidget *widget, const char *action_name, GVariant *parameter);
void bn_armies_view_delete_activated    (GtkWidget *widget, const char *action_name, GVariant *parameter);
void bn_armies_view_import_activated    (GtkWidget *widget, const char *action_name, GVariant *parameter);
void bn_armies_view_raise_activated     (GtkWidget *widget, const char *action_name, GVariant *parameter);

G_END_DECLS
