/* bn-window-private.h — what the window's files share: its struct, the
 * changes it can take back, and the helpers and class_init parts of
 * bn-window.c, bn-window-menu.c and bn-window-records.c.
 */
#pragma once

#include "bn-window.h"

G_BEGIN_DECLS

struct _BnWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;
  BnLeaderRules *rules;

  GtkStack *main_stack;
  AdwViewStack *stack;
  AdwViewSwitcherTitle *switcher_title;
  GtkWidget *back_button;
  BnCampaignView *campaign_view;
  BnLeadersView *leaders_view;
  BnArmiesView *armies_view;
  BnBattlesView *battles_view;
  BnChronicleView *chronicle_view;
  AdwStatusPage *error_page;
  AdwToastOverlay *toast_overlay;
  GMenu *file_section;
  GMenu *recent_menu;

  BnStoreMonitor *monitor;
  gulong monitor_changed_id;
  GtkFileChooserNative *chooser;

  /* The changes the player can take back, the newest last: Ctrl+Z takes
   * back one after another; the toast offers the newest. */
  GArray *undo_steps;         /* UndoStep */
  AdwToast *undo_toast;       /* weak: the toast offering the newest, while shown */
};

typedef struct
{
  BnWindowUndo undo;
  BnStoreKind kind;
  gint64 id;
  char *name;                 /* the name to give back, for a rename */
} UndoStep;

/* In bn-window.c. */
BnStore *bn_window_current_store      (BnWindow       *self);
void     bn_window_show_toast         (BnWindow       *self,
                                       const char     *message);
void     bn_window_follow_store_now   (BnWindow       *self);

/* In bn-window-menu.c. */
void     bn_window_update_recent_menu (BnWindow       *self);
void     bn_window_class_init_menu    (GtkWidgetClass *widget_class);

/* In bn-window-records.c. */
void     bn_window_undo_step_clear    (gpointer        data);
void     bn_window_forget_undo        (BnWindow       *self);
void     bn_window_class_init_records (GtkWidgetClass *widget_class);

G_END_DECLS
