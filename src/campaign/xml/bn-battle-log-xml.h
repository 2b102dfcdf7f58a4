/* bn-battle-log-xml.h — a played battle as an XML document, and its replay.
 *
 * A log (schema data/battle-log.rng) holds everything needed to play the
 * battle again: the scenario (embedded), both armies as the battle took
 * them, the seed of the dice and every action; it also holds the events
 * each action caused and the outcome, so that a replay can be checked
 * against them. bn_battle_log_replay() plays the actions again with
 * bn_battle_apply() and reports the first difference.
 */
#pragma once

#include <gio/gio.h>

#include "bn-battle-ai.h"
#include "bn-battle.h"

G_BEGIN_DECLS

#define BN_BATTLE_LOG_ERROR (bn_battle_log_error_quark ())

typedef enum
{
  BN_BATTLE_LOG_ERROR_INVALID,     /* the log's armies or actions are unusable */
  BN_BATTLE_LOG_ERROR_DIFFERENT,   /* the replay does not match the log */
} BnBattleLogError;

typedef struct
{
  gboolean         has_seed;
  guint64          seed;          /* the seed the user gave, if any */
  guint64          dice_seed;     /* the battle's chance was seeded with this */
  BnScenario      *scenario;
  BnBattleArmy    *armies[2];
  GArray          *actions;       /* BnBattleAction */
  GArray          *events;        /* BnBattleEvent, .action set; setup ones G_MAXUINT32 */
  BnBattleOutcome  outcome;
  const BnRuleset *ruleset;       /* the log's "rules"; absent: lords-and-levies */
  BnBattleRules   *rules;         /* its rules, when loaded without rules given */
  GArray          *draws;         /* guint64 per action: the seed its rolls were drawn from
                                     (a battle over the network); 0: the dice seed's stream */
  GArray          *deal;          /* guint: every card the command deck dealt, both hands, in order
                                     (a battle over the network whose hands were hidden); NULL: none */
} BnBattleLog;

GQuark       bn_battle_log_error_quark    (void);

void         bn_battle_outcome_of         (const BnBattle     *battle,
                                           const BnBattleArmy *army0,
                                           const BnBattleArmy *army1,
                                           BnBattleOutcome    *out_outcome);
const char  *bn_battle_outcome_why        (const BnBattleOutcome *outcome,
                                           const BnScenario      *scenario);
char        *bn_battle_log_to_xml         (const BnBattle     *battle,
                                           const BnBattleArmy *army0,
                                           const BnBattleArmy *army1,
                                           const guint64      *seed,
                                           guint64             dice_seed);
char        *bn_battle_log_to_xml_drawn   (const BnBattle     *battle,
                                           const BnBattleArmy *army0,
                                           const BnBattleArmy *army1,
                                           const guint64      *seed,
                                           guint64             dice_seed,
                                           const GArray       *draws);
char        *bn_battle_log_to_xml_dealt   (const BnBattle     *battle,
                                           const BnBattleArmy *army0,
                                           const BnBattleArmy *army1,
                                           const guint64      *seed,
                                           guint64             dice_seed,
                                           const GArray       *draws,
                                           const GArray       *deal);
BnBattleLog *bn_battle_log_load_bytes     (const BnBattleRules *rules,
                                           GBytes              *bytes,
                                           const char          *name,
                                           GError             **error);
BnBattleLog *bn_battle_log_load_file      (const BnBattleRules *rules,
                                           const char          *path,
                                           GError             **error);
void         bn_battle_log_free           (BnBattleLog *log);
void         bn_battle_log_type_dice      (const BnBattleLog  *log,
                                           guint               action,
                                           BnChance           *chance);
BnBattle    *bn_battle_log_new_battle     (BnBattleRules      *rules,
                                           const BnBattleLog  *log,
                                           BnChance           *chance,
                                           GError            **error);
gboolean     bn_battle_log_replay         (BnBattleRules      *rules,
                                           const BnBattleLog  *log,
                                           BnBattleOutcome    *out_outcome,
                                           GError            **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnBattleLog, bn_battle_log_free)

G_END_DECLS
