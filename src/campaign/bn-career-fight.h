/* bn-career-fight.h — a battle launched from the campaign and fought by the
 * battle core, AI against AI, then kept as a career battle.
 *
 * bn_career_fight() is what "battle fight" and the app's "Fight a Battle…"
 * both call: it turns the player's saved army and the opponent into battle
 * armies, resolves the battle from the seed, reads it as a career record
 * (bn_battle_record_from_battle()) and stores the record with the
 * scenario, the seed and the whole battle log, in one transaction. The
 * post-battle sequence is then run by bn_career_apply_battle(), as for a
 * battle fought at the table.
 *
 * The opponent is one of: another saved army of the campaign, with its
 * leader and his domain; a roster from outside the campaign (an opponent's
 * XML, bn_army_xml_read_file()); or an army raised for a points value with
 * the battle's seed (bn_army_generate(), so "army generate --points N
 * --seed S" shows the army that fought with seed S). The last two have no leader of
 * the campaign: the record knows the opponent by the roster's name only,
 * and in the battle an "Opposing commander" leads it with its first unit,
 * with an "Opposing captain" for every four units after the first four.
 */
#pragma once

#include "bn-army.h"
#include "bn-battle-ai.h"
#include "bn-battle-log-xml.h"
#include "bn-battle-rules.h"
#include "bn-career.h"
#include "bn-unit-rules.h"

G_BEGIN_DECLS

typedef struct
{
  gint64 campaign_id;           /* both armies must be of it; 0: the armies' own */
  gint64 army_id;               /* the player's side */
  /* The opponent: exactly one of the three. */
  gint64 opponent_army_id;      /* another army of the campaign; or 0 */
  const BnArmy *opponent_roster; /* a roster not of the campaign (borrowed); or %NULL */
  guint opponent_points;        /* an army raised for these points with @seed
                                   (bn_army_generate()); or 0 */
  const char *scenario;         /* a scenario id, file or random:SEED; %NULL: open-field */
  guint64 seed;                 /* the battle's dice and both players */
  const char *name;             /* %NULL: named after the scenario */
  const char *rules;            /* a ruleset id; %NULL: the default (lords-and-levies) */
  gboolean basic_game;          /* Day of Battle's basic game: social rank as every skill */
  const char *computer_strength; /* the opponent's player: "easy", "standard" or "hard";
                                    %NULL: standard (the player's side is standard) */
} BnFightRequest;

#define BN_FIGHT_DEFAULT_SCENARIO "open-field"

BnBattleRecord *bn_career_fight (BnStore               *store,
                                 const BnFightRequest  *request,
                                 BnBattleOutcome       *out_outcome,
                                 GError               **error);

BnBattleArmy   *bn_career_outside_battle_army (BnUnitRules    *unit_rules,
                                               BnBattleRules  *rules,
                                               BnArmy         *army,
                                               GError        **error);

char           *bn_fought_battle_summary (const BnFoughtBattle *fought,
                                          GError              **error);
guint           bn_battle_log_routed_at_break (const BnBattleLog *log,
                                               guint              side,
                                               gboolean          *out_routed);
guint           bn_battle_routed_at_break (const BnBattle            *battle,
                                           const BnBattleArmy * const armies[2],
                                           guint                      side);
char           *bn_battle_losses_words    (guint    destroyed,
                                           guint    routed,
                                           guint    figures,
                                           gboolean stands);

G_END_DECLS
