/* bn-battle-page.h — one recorded battle: its result, its ledger, its history. */
#pragma once

#include <adwaita.h>

#include "bn-apply-dialog.h"

#include "bn-battle-record.h"
#include "bn-career.h"
#include "bn-leader-rules.h"
#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_BATTLE_PAGE (bn_battle_page_get_type ())

G_DECLARE_FINAL_TYPE (BnBattlePage, bn_battle_page, BN, BATTLE_PAGE, AdwBin)

GtkWidget            *bn_battle_page_new          (void);
void                  bn_battle_page_set_context  (BnBattlePage  *self,
                                                   BnStore       *store,
                                                   BnLeaderRules *rules);
gboolean              bn_battle_page_set_battle   (BnBattlePage  *self,
                                                   gint64         battle_id,
                                                   GError       **error);
const BnBattleRecord *bn_battle_page_get_record   (BnBattlePage  *self);

/* What the page shows, and the same steps a player takes with its
 * controls; each does exactly what the control it names does. */
GPtrArray            *bn_battle_page_get_ledger_lines (BnBattlePage *self);
BnApplyDialog        *bn_battle_page_ask_apply    (BnBattlePage  *self);
gboolean              bn_battle_page_answer_apply (BnBattlePage  *self,
                                                   BnApplyDialog *dialog,
                                                   const char    *cards,
                                                   const char    *dice);
const char           *bn_battle_page_get_error    (BnBattlePage  *self);
gboolean              bn_battle_page_export_xml   (BnBattlePage  *self,
                                                   GFile         *file,
                                                   GError       **error);
const BnFoughtBattle *bn_battle_page_get_fought   (BnBattlePage  *self);
gboolean              bn_battle_page_save_log     (BnBattlePage  *self,
                                                   GFile         *file,
                                                   GError       **error);

GtkWindow    *bn_battle_page_replay       (BnBattlePage  *self);

G_END_DECLS
