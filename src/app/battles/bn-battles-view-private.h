/* bn-battles-view-private.h — what the Battles section's files share.
 *
 * The section is bn-battles-view.c (its lists, pages and the other ways
 * to battle), bn-battles-view-progress.c (the battles in progress, on the
 * board and at the table) and bn-battles-view-play.c (Play a Battle: its
 * dialog, what it remembers, and starting a battle on the board).
 */
#pragma once

#include "bn-battles-view.h"
#include "bn-army.h"
#include "bn-battle-page.h"
#include "bn-leader-rules.h"
#include "bn-store.h"

G_BEGIN_DECLS

struct _BnBattlesView
{
  AdwBin parent_instance;

  gboolean stale;            /* a write came while off screen: read again when shown */

  BnStore *store;
  BnLeaderRules *rules;
  gint64 campaign_id;
  GPtrArray *battles;           /* BnBattleRecord, as last read */
  GPtrArray *armies;            /* BnArmy, as last read */

  GtkStack *stack;
  AdwStatusPage *empty_page;
  GtkWidget *empty_buttons;
  AdwLeaflet *leaflet;
  GtkLabel *count_label;
  GtkListBox *battles_list;
  GtkWidget *recorded_group;
  GtkWidget *header_box;
  GtkWidget *played_group;
  GtkListBox *played_list;
  GtkWidget *table_group;
  GtkListBox *table_list;
  BnBattlePage *battle_page;
  GtkFileChooserNative *chooser;
};

GtkWindow  *bn_battles_view_root_window    (BnBattlesView *self);
const char *bn_battles_view_army_name      (BnBattlesView *self,
                                            gint64         army_id);
void        bn_battles_view_ensure_loaded  (BnBattlesView *self);

/* The battles in progress: each fills its list and returns how many it
 * holds; @out_over, how many on the board are over and not kept. */
guint       bn_battles_view_fill_played    (BnBattlesView *self,
                                            guint         *out_over);
guint       bn_battles_view_fill_table     (BnBattlesView *self);
void        bn_battles_view_on_played_row_activated_cb (BnBattlesView *self,
                                                        GtkListBoxRow *row);
void        bn_battles_view_on_table_row_activated_cb  (BnBattlesView *self,
                                                        GtkListBoxRow *row);

/* The "battles.play" action: the Play a Battle dialog. */
void        bn_battles_view_play_activated (GtkWidget     *widget,
                                            const char    *action_name,
                                            GVariant      *parameter);

G_END_DECLS
