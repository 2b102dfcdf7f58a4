/* bn-leader-page-private.h — what the leader page's files share: the
 * page's struct, the rows it makes for the leader shown, and each part's
 * entry points.
 */
#pragma once

#include "bn-leader-page.h"

struct _BnLeaderPage
{
  AdwBin parent_instance;

  BnStore *store;
  BnLeaderRules *rules;
  BnLeader *leader;
  GPtrArray *dynamic_rows;   /* rows made for the current leader */
  guint n_chapters;          /* his ledger's chapters shown */

  GtkScrolledWindow *scrolled_window;
  AdwAvatar *avatar;
  GtkLabel *name_label;
  GtkLabel *rank_label;
  AdwActionRow *esteem_row;
  GtkLabel *esteem_label;
  GtkLabel *score_label;
  AdwActionRow *honor_row;
  GtkLevelBar *honor_bar;
  GtkLabel *honor_label;
  AdwActionRow *command_row;
  AdwActionRow *motivation_row;
  GtkLabel *motivation_tag;
  AdwPreferencesGroup *skills_group;
  AdwPreferencesGroup *retainers_group;
  GtkLabel *household_label;
  AdwPreferencesGroup *ledger_group;
  AdwPreferencesGroup *domain_group;
  GtkWidget *add_vassal_button;
  AdwPreferencesGroup *liege_group;
  AdwPreferencesGroup *draws_group;
  GtkWidget *export_button;

  GtkFileChooserNative *chooser;   /* while the player picks where to export */
};

/* In bn-leader-page.c. */
AdwActionRow *bn_leader_page_add_row             (BnLeaderPage        *self,
                                                  AdwPreferencesGroup *group,
                                                  const char          *title,
                                                  const char          *subtitle);
void          bn_leader_page_add_leader_row      (BnLeaderPage        *self,
                                                  AdwPreferencesGroup *group,
                                                  const BnLeader      *leader);
void          bn_leader_page_clear_dynamic_rows  (BnLeaderPage        *self);

/* In bn-leader-page-sections.c. */
void          bn_leader_page_rebuild             (BnLeaderPage        *self);
void          bn_leader_page_add_skill_activated (GtkWidget           *widget,
                                                  const char          *action_name,
                                                  GVariant            *parameter);

/* In bn-leader-page-export.c. */
void          bn_leader_page_update_export       (BnLeaderPage        *self);
void          bn_leader_page_export_activated    (GtkWidget           *widget,
                                                  const char          *action_name,
                                                  GVariant            *parameter);
