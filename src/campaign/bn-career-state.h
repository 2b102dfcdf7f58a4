/* bn-career-state.h — a campaign's careers, replayed from recorded events.
 *
 * A BnCareerState starts from every leader's baseline (his record before
 * the career first touched him) and replays the campaign's events in order:
 * each applied battle (the post-battle sequence) and each advance between
 * battles. Everything it produces — honor, esteem, rank, skill points to
 * assign, wounds, status, purse, the ledger, mercenary contracts, the need
 * for an heir — follows from those events and the draws recorded for them,
 * so it is never edited, only recomputed. No SQL here: the store
 * (bn-store-career.c) loads the events, runs a state and writes the result.
 *
 * Draws are keyed ("pcs:b3:l7:1", "climb:l7:e4"): a key already recorded
 * gives the same card or die every replay; a new key is drawn from the
 * chance set with bn_career_state_set_chance() and recorded as fresh.
 * Special retainer cards ("retinue:l7:n2:1", his second battle's first
 * card) come from the chance set with bn_career_state_set_retainer_chance()
 * instead, so the cards and dice typed for an event keep their order.
 *
 * The state also reports what the careers do to saved rosters (a
 * mercenary unit deserting, a dead leader's posts); the store makes those
 * changes once (bn-store-career.c), since a roster is the player's.
 */
#pragma once

#include <glib.h>

#include "bn-battle-record.h"
#include "bn-career-rules.h"
#include "bn-chance.h"
#include "bn-leader-rules.h"
#include "bn-leader.h"
#include "bn-unit-rules.h"

G_BEGIN_DECLS

typedef struct
{
  BnLeader *leader;             /* rank, esteem, honor, household, status as now */
  guint purse;                  /* army points he holds between battles */
  guint wound_battles;          /* battles before a wound heals; 0: none */
  guint skill_points_earned;    /* to assign, over his career */
  guint skill_points_spent;     /* assigned so far (kept by the player) */
  guint honor_gained;           /* honor accumulated (for a skill point per 100) */
  guint battles_fought;         /* battles he took the field in */
  guint joined_after;           /* the campaign's last event before he joined it */
  GPtrArray *special_retainers; /* BnRetainer: his set for his next battle; before
                                 * his first, the set he was generated with */
} BnCareerLeader;

typedef struct
{
  gint64 leader_id;
  gint64 battle_id;             /* 0: between battles */
  guint event;                  /* the event's sequence in the campaign */
  char *kind;                   /* honor, skill, esteem, rank, fate, purse, debt, retainer, command, heir */
  char *rule;                   /* the deed or rule, in words */
  gint base;
  char *multipliers;            /* "× 2 attached × 3 Known esteem"; "" for none */
  gint result;
  char *card;                   /* the card or die that decided it; %NULL for none */
} BnLedgerEntry;

typedef enum
{
  BN_CONTRACT_OWED,
  BN_CONTRACT_PAID,
  BN_CONTRACT_LAPSED,           /* the unit was destroyed or deserted */
} BnContractStatus;

typedef struct
{
  gint64 leader_id;             /* who owes: the army's leader */
  gint64 battle_id;
  gint64 army_id;
  guint unit;
  char *unit_name;
  guint amount;
  BnContractStatus status;
  BnDebtConsequence consequence;
  guint advances_unpaid;
  guint deserted_event;         /* the advance at which the unit deserted; 0: it did not */
} BnMercenaryContract;

/* A leader killed in a battle, and who took his command. */
typedef struct
{
  gint64 battle_id;
  guint event;
  gint64 leader_id;             /* the fallen */
  gint64 army_id;               /* his side's roster; 0: a side known by a label */
  gint64 successor_id;          /* who took command of it; 0: he did not command it, or none was left */
} BnCareerDeath;

typedef struct
{
  char *key;
  gboolean is_card;
  guint value;                  /* a BnCard, or the die's face */
  BnChanceSource source;
  guint event;                  /* where it was first drawn */
  gboolean fresh;               /* drawn in this replay, not yet stored */
} BnCareerDraw;

typedef struct _BnCareerState BnCareerState;

BnCareerLeader *bn_career_leader_new        (BnLeader *leader);
void            bn_career_leader_free       (BnCareerLeader *leader);
void            bn_ledger_entry_free        (BnLedgerEntry *entry);
char           *bn_ledger_entry_to_string   (const BnLedgerEntry *entry);
char           *bn_ledger_entry_to_words    (const BnLedgerEntry *entry);
char           *bn_career_state_take_wanted (gboolean            *out_is_card);
GPtrArray      *bn_career_state_take_decided (void);
void            bn_mercenary_contract_free  (BnMercenaryContract *contract);
const char     *bn_contract_status_get_id   (BnContractStatus status);

BnCareerState  *bn_career_state_new         (BnCareerRules  *career_rules,
                                             BnLeaderRules  *leader_rules,
                                             BnUnitRules    *unit_rules);
void            bn_career_state_free        (BnCareerState  *state);
void            bn_career_state_add_leader  (BnCareerState  *state,
                                             BnCareerLeader *leader);
void            bn_career_state_add_contract (BnCareerState *state,
                                             BnMercenaryContract *contract);
void            bn_career_state_add_heir    (BnCareerState  *state,
                                             gint64          leader_id);
BnCareerLeader *bn_career_state_get_leader  (BnCareerState  *state,
                                             gint64          id);
GPtrArray      *bn_career_state_get_leaders (BnCareerState  *state);
GPtrArray      *bn_career_state_get_ledger  (BnCareerState  *state);
GPtrArray      *bn_career_state_get_contracts (BnCareerState *state);
GArray         *bn_career_state_get_heirs   (BnCareerState  *state);
GPtrArray      *bn_career_state_get_draws   (BnCareerState  *state);
GPtrArray      *bn_career_state_get_deaths  (BnCareerState  *state);

void            bn_career_state_add_draw    (BnCareerState  *state,
                                             const char     *key,
                                             gboolean        is_card,
                                             guint           value,
                                             BnChanceSource  source,
                                             guint           event);
void            bn_career_state_set_chance  (BnCareerState  *state,
                                             BnChance       *chance);
void            bn_career_state_set_retainer_chance (BnCareerState *state,
                                             BnChance       *chance);

gboolean        bn_career_state_apply_battle (BnCareerState   *state,
                                             guint            event,
                                             BnBattleRecord  *record,
                                             const BnArmy    *army,
                                             const BnArmy    *opponent_army,
                                             GError         **error);
gboolean        bn_career_state_advance     (BnCareerState   *state,
                                             guint            event,
                                             gint64           campaign_id,
                                             GError         **error);
gboolean        bn_career_state_prepare_next_battle (BnCareerState *state,
                                             guint            event,
                                             gint64           campaign_id,
                                             GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnCareerState, bn_career_state_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnCareerLeader, bn_career_leader_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnLedgerEntry, bn_ledger_entry_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnMercenaryContract, bn_mercenary_contract_free)

G_END_DECLS
