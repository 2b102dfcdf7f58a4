/* bn-career-chronicle.h — a leader's battles told in words. */
#pragma once

#include "bn-battle-record.h"
#include "bn-career-state.h"
#include "bn-leader-rules.h"

G_BEGIN_DECLS

char *bn_career_chronicle_paragraph (const BnCareerLeader *cl,
                                     BnLeaderRules        *rules,
                                     const BnBattleRecord *record,
                                     GPtrArray            *lines);
gboolean bn_ledger_entry_is_no_honor (const BnLedgerEntry *entry);
char *bn_career_chronicle_no_honor (GPtrArray *lines);
BnSide bn_career_chronicle_side (const BnBattleRecord *record,
                                 gint64                leader_id);

G_END_DECLS
