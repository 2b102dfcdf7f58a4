/* bn-leader-dialog-private.h — what the leader dialog's files share: the
 * dialog's struct, the helpers every page uses, and each page's part of
 * class_init (its template callbacks).
 */
#pragma once

#include "bn-leader-dialog.h"

#include "bn-campaign.h"
#include "bn-leader-page.h"

struct _BnLeaderDialog
{
  AdwWindow parent_instance;

  BnStore *store;
  BnLeaderRules *rules;
  BnCampaign *campaign;
  BnChance *chance;               /* one deck for the whole dialog */
  BnLeaderGenerator *generator;   /* from the first card on */
  GPtrArray *lieges;              /* BnLeader: living player-leaders */
  BnLeader *finished;             /* the summary's leader */
  gboolean has_player;            /* the campaign has a living player-leader */
  guint vassal_rank_index;        /* the rank last chosen for a vassal */
  gboolean showing_player_rank;

  /* The card page shows one step; it is done when the generator moved on. */
  BnLeaderStep shown_step;
  guint shown_special_left;
  guint n_special;

  GtkSpinButton *spins[BN_SKILL_COUNT];
  AdwActionRow *skill_rows[BN_SKILL_COUNT];
  gboolean filling_spread;

  AdwWindowTitle *window_title;
  GtkWidget *continue_button;
  GtkRevealer *save_error_revealer;
  GtkLabel *save_error_label;
  GtkStack *stack;
  AdwActionRow *player_row;
  AdwEntryRow *played_by_row;
  AdwActionRow *vassal_row;
  AdwActionRow *hero_row;
  GtkCheckButton *player_check;
  GtkCheckButton *vassal_check;
  GtkCheckButton *hero_check;
  AdwComboRow *liege_row;
  AdwComboRow *rank_row;
  AdwActionRow *room_row;
  GtkLabel *room_label;
  GtkLabel *domain_error_label;
  AdwEntryRow *name_row;
  GtkLabel *name_error_label;
  GtkLabel *step_title_label;
  GtkLabel *step_description_label;
  GtkBox *cards_box;
  GtkLabel *outcome_label;
  GtkWidget *draw_controls;
  AdwEntryRow *card_entry;
  GtkWidget *use_card_button;
  GtkLabel *card_error_label;
  AdwPreferencesGroup *spread_group;
  GtkLabel *spread_total_label;
  GtkLabel *spread_error_label;
  BnLeaderPage *summary_page;
};

/* In bn-leader-dialog.c. */
char    *bn_leader_dialog_as_sentence       (const char     *message);
void     bn_leader_dialog_show_error        (GtkLabel       *label,
                                             const char     *message);
void     bn_leader_dialog_set_continue      (BnLeaderDialog *self,
                                             const char     *label,
                                             gboolean        sensitive);
void     bn_leader_dialog_set_subtitle      (BnLeaderDialog *self,
                                             const char     *subtitle);

/* In bn-leader-dialog-cards.c. */
void     bn_leader_dialog_fill_card_page    (BnLeaderDialog *self);
gboolean bn_leader_dialog_shown_step_done   (BnLeaderDialog *self);
void     bn_leader_dialog_class_init_cards  (GtkWidgetClass *widget_class);

/* In bn-leader-dialog-spread.c. */
void     bn_leader_dialog_read_spread       (BnLeaderDialog *self,
                                             guint           skills[BN_SKILL_COUNT]);
void     bn_leader_dialog_show_spread_page  (BnLeaderDialog *self);
void     bn_leader_dialog_make_spread_rows  (BnLeaderDialog *self);
void     bn_leader_dialog_class_init_spread (GtkWidgetClass *widget_class);
