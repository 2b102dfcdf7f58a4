/* bn-career.h — a campaign's careers in the database: battles recorded,
 * the post-battle sequence, the advance between battles, the ledger.
 *
 * The functions here are implemented in bn-store-career.c, because each is
 * one SQLite transaction and only the store's files see SQLite; the rules
 * themselves run in BnCareerState (bn-career-state.h).
 *
 * The careers are derived: every call that changes what happened (applying
 * a battle, correcting one, advancing) replays the campaign's events from
 * each leader's baseline with the draws already recorded, and rewrites the
 * derived tables and leader columns in the same transaction. A failure at
 * any point rolls it all back: the campaign is exactly as before.
 */
#pragma once

#include "bn-battle-record.h"
#include "bn-career-state.h"
#include "bn-store.h"

G_BEGIN_DECLS

typedef struct
{
  gint64 battle_id;
  guint revision;               /* the version replaced */
  gboolean applied;             /* whether the sequence had run for it */
  char *reason;
  char *record;                 /* that version, as battle-result XML */
} BnBattleRevision;

/* What a leader has waiting after an advance. */
typedef struct
{
  gint64 leader_id;
  char *name;
  guint skill_points;           /* earned and not yet assigned */
  gboolean needs_heir;          /* a dead player-leader with no successor yet */
  guint wound_battles;
  guint purse;
  guint owed;                   /* to mercenaries, unpaid */
} BnCareerPending;

/* What a battle fought by the battle core keeps besides its record: enough
 * to fight it again exactly. */
typedef struct
{
  gint64 battle_id;
  char *scenario;               /* the scenario's id (or random:SEED) */
  guint64 seed;                 /* the battle's seed: its dice and both players */
  char *log;                    /* the battle log, data/battle-log.rng */
  gboolean played;              /* played on the board (bn-played-battle.h), not auto-resolved */
  guint humans;                 /* then: who people played, BN_PLAYED_BY_PEOPLE() bits */
} BnFoughtBattle;

void              bn_battle_revision_free     (BnBattleRevision *revision);
void              bn_fought_battle_free       (BnFoughtBattle   *fought);
void              bn_career_pending_free      (BnCareerPending  *pending);

/* One step of the post-battle sequence (bn_career_next_step()). */
typedef struct
{
  gboolean done;                /* nothing more is needed */
  gboolean is_card;             /* else a D20 */
  char *key;                    /* which draw: "pcs:b1:l3:0" */
  char *what;                   /* the same in words */
  GPtrArray *ledger;            /* BnLedgerEntry: what it gives, when done,
                                 * each leader's lines together; before,
                                 * what the values given so far decided */
  GPtrArray *leaders;           /* BnCareerLeader: each leader of the battle,
                                 * in the record's order, as the sequence
                                 * leaves him, when done */
} BnCareerStep;

void              bn_career_step_free         (BnCareerStep     *step);
BnCareerStep     *bn_career_next_step         (BnStore          *store,
                                               gint64            battle_id,
                                               BnChance         *chance,
                                               GError          **error);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnCareerStep, bn_career_step_free)

gboolean          bn_career_record_battle     (BnStore         *store,
                                               BnBattleRecord  *record,
                                               GError         **error);
gboolean          bn_career_record_fought_battle (BnStore              *store,
                                               BnBattleRecord       *record,
                                               const BnFoughtBattle *fought,
                                               GError              **error);
BnFoughtBattle   *bn_career_get_fought_battle (BnStore         *store,
                                               gint64           battle_id,
                                               GError         **error);
BnBattleRecord   *bn_career_get_battle        (BnStore         *store,
                                               gint64           battle_id,
                                               GError         **error);
GPtrArray        *bn_career_list_battles      (BnStore         *store,
                                               gint64           campaign_id,
                                               GError         **error);
gboolean          bn_career_correct_battle    (BnStore         *store,
                                               BnBattleRecord  *record,
                                               const char      *reason,
                                               GError         **error);
GPtrArray        *bn_career_list_revisions    (BnStore         *store,
                                               gint64           battle_id,
                                               GError         **error);

gboolean          bn_career_apply_battle      (BnStore         *store,
                                               gint64           battle_id,
                                               BnChance        *chance,
                                               GError         **error);
GPtrArray        *bn_career_advance           (BnStore         *store,
                                               gint64           campaign_id,
                                               BnChance        *chance,
                                               GError         **error);
gboolean          bn_career_recompute         (BnStore         *store,
                                               gint64           campaign_id,
                                               GError         **error);

BnCareerLeader   *bn_career_get_leader        (BnStore         *store,
                                               gint64           leader_id,
                                               GError         **error);
GPtrArray        *bn_career_get_ledger        (BnStore         *store,
                                               gint64           leader_id,
                                               GError         **error);
GPtrArray        *bn_career_list_contracts    (BnStore         *store,
                                               gint64           campaign_id,
                                               GError         **error);
GPtrArray        *bn_career_list_pending      (BnStore         *store,
                                               gint64           campaign_id,
                                               GError         **error);
GPtrArray        *bn_career_list_special_retainers (BnStore    *store,
                                               gint64           leader_id,
                                               GError         **error);
gboolean          bn_career_assign_skill_point (BnStore        *store,
                                               gint64           leader_id,
                                               BnSkill          skill,
                                               GError         **error);

/* For tests that simulate a crash: called at named points inside the
 * sequence's transaction ("replayed", "rosters-changed", "leaders-written",
 * "ledger-written").
 * %NULL (the default) calls nothing. */
typedef void (*BnCareerStepHook) (const char *step,
                                  gpointer    user_data);
void              bn_career_set_step_hook     (BnCareerStepHook hook,
                                               gpointer         user_data);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnFoughtBattle, bn_fought_battle_free)

G_END_DECLS
