/* bn-battle-ai.h — computer players, auto-resolve and the odds of a battle.
 *
 * A BnBattleAi chooses one legal action for the side whose decision it is.
 * BN_BATTLE_AI_SENSIBLE plays to win (the card that orders the most useful
 * units, advancing into range, good odds, terrain, Battles kept together,
 * retreat from bad fights); BN_BATTLE_AI_RANDOM picks any legal action, as a
 * yardstick. The AI's own tie-breaks come from its own random source, so
 * the battle's chance (cards and dice) is never touched by thinking.
 *
 * bn_battle_auto_resolve() plays a whole battle AI against AI;
 * bn_battle_odds_run() plays many seeded battles, on every core, and sums
 * them up with a confidence interval.
 */
#pragma once

#include "bn-battle.h"

G_BEGIN_DECLS

typedef enum
{
  BN_BATTLE_AI_SENSIBLE,     /* the "standard" strength */
  BN_BATTLE_AI_RANDOM,
  BN_BATTLE_AI_EASY,         /* the sensible player with seeded slips */
  BN_BATTLE_AI_SEARCHING,    /* the "hard" strength: looks ahead (bn-battle-ai-search.c) */
} BnBattleAiKind;

/* The strengths a user chooses among, by their stable names. */
typedef enum
{
  BN_BATTLE_STRENGTH_EASY,
  BN_BATTLE_STRENGTH_STANDARD,
  BN_BATTLE_STRENGTH_HARD,
} BnBattleStrength;

#define BN_BATTLE_N_STRENGTHS 3

const char     *bn_battle_strength_to_string   (BnBattleStrength strength);
gboolean        bn_battle_strength_from_string (const char       *text,
                                                BnBattleStrength *out_strength);
const char     *bn_battle_strength_get_label   (BnBattleStrength strength);
BnBattleAiKind  bn_battle_strength_get_kind    (BnBattleStrength strength);

/* The searching player's default budget per decision: simulated
 * continuations (what makes its choice, and so the battle, repeatable
 * from the seed) and a cap on the thinking thread's processor time that
 * only a slow machine reaches. */
#define BN_BATTLE_AI_DEFAULT_SIMULATIONS 192
#define BN_BATTLE_AI_DEFAULT_BUDGET_MS   1000

typedef struct _BnBattleAi BnBattleAi;

BnBattleAi *bn_battle_ai_new     (BnBattleAiKind  kind,
                                  guint64         seed);
void        bn_battle_ai_free    (BnBattleAi     *ai);
gboolean    bn_battle_ai_choose  (BnBattleAi     *ai,
                                  const BnBattle *battle,
                                  BnBattleAction *out_action);

guint       bn_battle_ai_get_n_fallbacks (const BnBattleAi *ai);

void        bn_battle_ai_set_budget      (BnBattleAi *ai,
                                          guint       simulations,
                                          guint       max_ms);
void        bn_battle_ai_move_now        (BnBattleAi *ai);
guint       bn_battle_ai_get_last_simulations (const BnBattleAi *ai);
double      bn_battle_ai_get_last_ms     (const BnBattleAi *ai);
double      bn_battle_ai_get_last_cpu_ms (const BnBattleAi *ai);
double      bn_battle_ai_get_last_value  (const BnBattleAi *ai);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnBattleAi, bn_battle_ai_free)

/* The turn limit auto-resolve puts on a scenario that has none, so that
 * two cautious players still finish (a draw, or the higher score). */
#define BN_BATTLE_AI_TURN_LIMIT 150

guint64     bn_battle_ai_derive_seed (guint64 seed,
                                      guint64 index);

/* Why a battle ended: the winner reached the scenario's victory points,
 * the other army had no unit left, or the turns ran out. */
typedef enum
{
  BN_BATTLE_END_VICTORY_POINTS,
  BN_BATTLE_END_ARMY_DESTROYED,
  BN_BATTLE_END_TURN_LIMIT,
  BN_BATTLE_END_ARMY_BROKEN,     /* the other army lost the share of its stands that
                                    breaks it (Junior General) */
  BN_BATTLE_END_NO_LEADER,       /* the other army had no leader left and broke (Day of
                                    Battle's risk to a leader) */
} BnBattleEnd;

typedef struct
{
  int winner;             /* 0 or 1; -1 for a draw (turn limit, no victory) */
  BnBattleEnd end;        /* what ended it */
  gboolean end_known;     /* @end is the ruleset's own word (a ruleset whose victory is not the
                             scenario's); bn_battle_outcome_why() then keeps it */
  guint victory_points[2];
  guint turns;
  guint actions;
  guint units_lost[2];
  guint figures_lost[2];
} BnBattleOutcome;

/* Why a finished battle ended, for a ruleset whose victory is its own
 * (the end_reason hook); FALSE for the others, whose end the scenario's
 * victory points and turn limit tell. */
gboolean    bn_battle_get_end      (const BnBattle      *battle,
                                    BnBattleEnd         *out_end);

BnBattle   *bn_battle_auto_resolve (BnBattleRules       *rules,
                                    const BnScenario    *scenario,
                                    const BnBattleArmy  *army0,
                                    const BnBattleArmy  *army1,
                                    guint64              seed,
                                    const BnBattleAiKind kinds[2],
                                    BnBattleOutcome     *out_outcome,
                                    GError             **error);

typedef struct
{
  char *unit_name;        /* as the army spec names it */
  guint side;
  double mean_figures_lost;
  double destroyed_rate;  /* share of battles it was destroyed in */
} BnBattleUnitOdds;

typedef struct
{
  guint runs;
  guint wins[2];
  guint draws;
  double win_rate[2];
  double win_rate_low[2];   /* 95% Wilson interval */
  double win_rate_high[2];
  double mean_victory_points[2];
  GPtrArray *units;         /* BnBattleUnitOdds */
} BnBattleOdds;

BnBattleOdds *bn_battle_odds_run  (BnBattleRules      *rules,
                                   const BnScenario   *scenario,
                                   const BnBattleArmy *army0,
                                   const BnBattleArmy *army1,
                                   guint               runs,
                                   guint64             seed,
                                   guint               threads,
                                   GError            **error);
BnBattleOdds *bn_battle_odds_run_with_kind (BnBattleRules      *rules,
                                            const BnScenario   *scenario,
                                            const BnBattleArmy *army0,
                                            const BnBattleArmy *army1,
                                            guint               runs,
                                            guint64             seed,
                                            guint               threads,
                                            BnBattleAiKind      kind,
                                            GError            **error);
void          bn_battle_odds_free (BnBattleOdds       *odds);
void          bn_battle_wilson_interval (guint   successes,
                                         guint   trials,
                                         double *out_low,
                                         double *out_high);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnBattleOdds, bn_battle_odds_free)

G_END_DECLS
