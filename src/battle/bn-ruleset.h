/* bn-ruleset.h — the named rulesets one battle engine plays.
 *
 * A ruleset is a documented part of the engine: an id a battle, a log, a
 * record and a saved battle carry ("lords-and-levies", "battlelore"), a
 * name and a description for people, the data file under data/ that holds
 * its numbers, and the few functions in which it differs from the shared
 * engine (BnRulesetHooks, see bn-ruleset-hooks.h). Everything else — the
 * board, terrain, scenarios, chance, the event log, replay, legal actions
 * and apply, odds, the AI's search — is the engine's, written once.
 *
 * Rulesets are registered at build time: src/battle/rulesets/meson.build
 * lists their ids, and each lives in src/battle/rulesets/<id>/ with its
 * data in data/rulesets/<id>.xml. The first listed is the default, the
 * ruleset of every battle, log and record that names none.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _BnBattleRules  BnBattleRules;
typedef struct _BnRulesetHooks BnRulesetHooks;

#define BN_RULESET_DEFAULT_ID "lords-and-levies"

/* The table a ruleset is played on: hexes (bn-hex.h), or an open table
 * measured in millimetres (bn-table.h), where every unit and commander
 * has a place and a footprint (bn_battle_get_unit_place(),
 * bn_battle_get_unit_footprint()) instead of a hex. */
typedef enum
{
  BN_RULESET_BOARD_HEX,
  BN_RULESET_BOARD_TABLE,
} BnRulesetBoard;

/* How a ruleset reads a thrown battle die, for whoever shows it: by the
 * L&L symbol it shows, as one of Lionheart's axe, arrow and panic, or by
 * its number alone (Junior General's plain D6 and D10). */
typedef enum
{
  BN_DIE_READING_SYMBOL,
  BN_DIE_READING_AXE,
  BN_DIE_READING_ARROW,
  BN_DIE_READING_PANIC,
  BN_DIE_READING_NUMBER,
} BnDieReading;

typedef struct
{
  const char           *id;           /* "battlelore": in logs, records, --rules */
  const char           *name;         /* "BattleLore tabletop variant" */
  const char           *description;  /* one sentence for lists and dialogs */
  const char           *source;       /* the rules text it follows */
  const char           *data_file;    /* under data/: "rulesets/battlelore.xml" */
  BnRulesetBoard        board;
  BnBattleRules      *(*new_builtin) (void); /* its numbers without the data layer, or NULL */
  const BnRulesetHooks *hooks;
  /* A die symbol (BnDieSymbol) as the ruleset reads it; NULL: by symbol. */
  BnDieReading        (*read_die) (guint symbol);
} BnRuleset;

guint            bn_ruleset_get_n_rulesets (void);
const BnRuleset *bn_ruleset_get_nth        (guint       index);
const BnRuleset *bn_ruleset_lookup         (const char *id);
int              bn_ruleset_index_of       (const char *id);
const BnRuleset *bn_ruleset_get_default    (void);
const BnRuleset *bn_ruleset_for_record     (const char *id);
char            *bn_ruleset_list_ids       (const char *separator);
BnDieReading     bn_ruleset_read_die       (const BnRuleset *ruleset,
                                            guint            symbol);
gboolean         bn_ruleset_plays_own_turn (const BnRuleset *ruleset);

G_END_DECLS
