/* bn-battles-view.h — the Battles section: a campaign's battles and each one's page. */
#pragma once

#include <adwaita.h>

#include "bn-play-window.h"

#include "bn-battle-page.h"
#include "bn-battle-record-dialog.h"
#include "bn-fight-dialog.h"
#include "bn-odds-dialog.h"
#include "bn-table-side-dialog.h"
#include "bn-leader-rules.h"
#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_BATTLES_VIEW (bn_battles_view_get_type ())

G_DECLARE_FINAL_TYPE (BnBattlesView, bn_battles_view, BN, BATTLES_VIEW, AdwBin)

GtkWidget            *bn_battles_view_new              (void);
void                  bn_battles_view_set_context      (BnBattlesView *self,
                                                        BnStore       *store,
                                                        BnLeaderRules *rules);
void                  bn_battles_view_set_campaign_id  (BnBattlesView *self,
                                                        gint64         campaign_id);
void                  bn_battles_view_reload           (BnBattlesView *self);
gboolean              bn_battles_view_get_can_go_back  (BnBattlesView *self);
gboolean              bn_battles_view_go_back          (BnBattlesView *self);

/* What the section shows, and the same steps a player takes with its
 * controls; each does exactly what the control it names does. */
const char           *bn_battles_view_get_page         (BnBattlesView *self);
guint                 bn_battles_view_get_n_battles    (BnBattlesView *self);
const char           *bn_battles_view_get_row_subtitle (BnBattlesView *self,
                                                        gint64         battle_id);
const char           *bn_battles_view_get_played_subtitle (BnBattlesView *self,
                                                           gint64         played_id);
gboolean              bn_battles_view_open_battle      (BnBattlesView *self,
                                                        gint64         battle_id);
BnBattleRecordDialog *bn_battles_view_record_battle    (BnBattlesView *self);
BnBattleRecordDialog *bn_battles_view_record_battle_from_file (BnBattlesView  *self,
                                                              GFile          *file,
                                                              GError        **error);
BnFightDialog        *bn_battles_view_fight_battle     (BnBattlesView *self);
BnOddsDialog         *bn_battles_view_show_odds        (BnBattlesView *self);
BnTableSideDialog    *bn_battles_view_show_table_side  (BnBattlesView *self);
BnBattlePage         *bn_battles_view_get_battle_page  (BnBattlesView *self);
GtkWidget            *bn_battles_view_get_header       (BnBattlesView *self);

BnPlayWindow         *bn_battles_view_play_battle  (BnBattlesView  *self,
                                                    gint64          army_id,
                                                    gint64          opponent_army_id,
                                                    guint           humans,
                                                    GError        **error);
BnPlayWindow         *bn_battles_view_play_battle_with_rules (BnBattlesView   *self,
                                                              gint64           army_id,
                                                              gint64           opponent_army_id,
                                                              guint            humans,
                                                              const BnRuleset *ruleset,
                                                              GError         **error);

BnPlayWindow         *bn_battles_view_resume_played (BnBattlesView *self,
                                                     gint64         id,
                                                     GError       **error);

GtkWindow     *bn_battles_view_replay_log    (BnBattlesView  *self,
                                             GFile          *file,
                                             GError        **error);

BnPlayWindow  *bn_battles_view_play_battle_on (BnBattlesView   *self,
                                              gint64           army_id,
                                              gint64           opponent_army_id,
                                              const char      *scenario,
                                              guint            humans,
                                              const BnRuleset *ruleset,
                                              GError         **error);
BnPlayWindow  *bn_battles_view_play_raised_on (BnBattlesView   *self,
                                              gint64           army_id,
                                              guint            points,
                                              const char      *scenario,
                                              guint            humans,
                                              const BnRuleset *ruleset,
                                              GError         **error);

BnPlayWindow *bn_battles_view_play_battle_with_strength (BnBattlesView    *self,
                                                         gint64            army_id,
                                                         gint64            opponent_army_id,
                                                         const char       *scenario,
                                                         guint             humans,
                                                         const BnRuleset  *ruleset,
                                                         BnBattleStrength  strength,
                                                         GError          **error);

G_END_DECLS
