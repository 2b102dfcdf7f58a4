/* bn-cli.h — banneret-cli: commands, their context and exit codes.
 *
 * Exit codes: 0 success; 1 a user error (bad card, refused database, …)
 * reported as one line on stderr; 2 a usage error (unknown command or
 * option, missing argument).
 */
#pragma once

#include "bn-battle-ai.h"

#include <glib.h>
#include <glib/gi18n.h>
/* Translatable formats print ids with PRId64/PRIu64, which xgettext
 * understands, rather than GLib's format macros, which it does not. */
#include <inttypes.h>
#include <stdio.h>

#include "bn-output-file.h"
#include "bn-cli-json.h"

#include "bn-store.h"
#include "bn-unit-rules.h"
#include "bn-leader-rules.h"

G_BEGIN_DECLS

enum
{
  BN_CLI_EXIT_OK = 0,
  BN_CLI_EXIT_ERROR = 1,
  BN_CLI_EXIT_USAGE = 2,
};

/* What a command may do beyond reading; an entry that says nothing only
 * reads (or writes into a database that must already exist). */
typedef enum
{
  BN_CLI_READS = 0,
  BN_CLI_CREATES_DB = 1 << 0,  /* may start a new database file */
  BN_CLI_JSON = 1 << 1,        /* takes --json: its output as JSON */
} BnCliFlags;

typedef struct
{
  char *db_path;          /* NULL: the default database */
  BnStore *store;         /* opened on first use */
  const char *command;    /* "cards draw", for messages */
  BnCliFlags flags;       /* the command's, from the table */
  gboolean json;          /* --json was given */
} BnCliContext;

typedef int (*BnCliRunFunc) (BnCliContext *ctx,
                             int           argc,
                             char        **argv);

typedef struct
{
  const char *group;
  const char *name;
  const char *arguments;
  const char *summary;
  BnCliRunFunc run;
  BnCliFlags flags;
} BnCliCommand;

/* The command table, for help, the man page and the completion. */
const BnCliCommand *bn_cli_get_commands (guint *out_n_commands);

int       bn_cli_main           (int    argc,
                                 char **argv);
void      bn_cli_print_help     (FILE  *out);
BnStore  *bn_cli_get_store      (BnCliContext  *ctx,
                                 GError       **error);
int       bn_cli_fail           (BnCliContext  *ctx,
                                 const GError  *error);
int       bn_cli_usage_error    (BnCliContext  *ctx,
                                 const char    *format,
                                 ...) G_GNUC_PRINTF (2, 3);
gboolean  bn_cli_parse_options  (BnCliContext       *ctx,
                                 const GOptionEntry *entries,
                                 const char         *parameter_string,
                                 int                *argc,
                                 char             ***argv,
                                 int                *out_exit);
char     *bn_cli_pad            (const char  *text,
                                 guint        width);
gboolean  bn_cli_parse_seed     (const char  *text,
                                 guint64     *out_seed,
                                 GError     **error);
void      bn_cli_reserve_stdout (const char  *path);
void      bn_cli_json_draws     (BnJson      *json,
                                 GPtrArray   *draws);

/* bn-cli-help.c: help for a group, the man pages and the completion. */
int       bn_cli_help           (BnCliContext  *ctx,
                                 int            argc,
                                 char         **argv);
void      bn_cli_print_group_help (const char *group,
                                   FILE       *out);
int       bn_cli_dump_man       (const char *program);
int       bn_cli_dump_completion (void);

/* The commands, each in the file of its area. */
int bn_cli_cards_draw (BnCliContext *ctx, int argc, char **argv);
int bn_cli_db_info    (BnCliContext *ctx, int argc, char **argv);
int bn_cli_campaign_new     (BnCliContext *ctx, int argc, char **argv);
int bn_cli_campaign_list    (BnCliContext *ctx, int argc, char **argv);
int bn_cli_leader_generate  (BnCliContext *ctx, int argc, char **argv);
int bn_cli_leader_list      (BnCliContext *ctx, int argc, char **argv);
int bn_cli_leader_show      (BnCliContext *ctx, int argc, char **argv);
int bn_cli_leader_export    (BnCliContext *ctx, int argc, char **argv);
int bn_cli_leader_import    (BnCliContext *ctx, int argc, char **argv);
int bn_cli_army_muster      (BnCliContext *ctx, int argc, char **argv);
int bn_cli_army_add         (BnCliContext *ctx, int argc, char **argv);
int bn_cli_army_remove      (BnCliContext *ctx, int argc, char **argv);
int bn_cli_army_post        (BnCliContext *ctx, int argc, char **argv);
int bn_cli_army_show        (BnCliContext *ctx, int argc, char **argv);
int bn_cli_army_validate    (BnCliContext *ctx, int argc, char **argv);
int bn_cli_army_list        (BnCliContext *ctx, int argc, char **argv);
int bn_cli_army_duplicate   (BnCliContext *ctx, int argc, char **argv);
int bn_cli_army_export      (BnCliContext *ctx, int argc, char **argv);
int bn_cli_army_import      (BnCliContext *ctx, int argc, char **argv);
int bn_cli_army_pdf         (BnCliContext *ctx, int argc, char **argv);
int bn_cli_army_generate    (BnCliContext *ctx, int argc, char **argv);
void bn_cli_print_raised_host (BnUnitRules *rules, BnLeaderRules *leader_rules, const BnArmy *army,
                               guint points, guint64 seed);
int bn_cli_unit_cost        (BnCliContext *ctx, int argc, char **argv);
int bn_cli_units_list       (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_record     (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_apply      (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_fight      (BnCliContext *ctx, int argc, char **argv);
int bn_cli_rules_list        (BnCliContext *ctx, int argc, char **argv);
int bn_cli_leader_skills     (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_correct    (BnCliContext *ctx, int argc, char **argv);
int bn_cli_campaign_advance  (BnCliContext *ctx, int argc, char **argv);
int bn_cli_leader_ledger     (BnCliContext *ctx, int argc, char **argv);
int bn_cli_leader_chronicle  (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_auto       (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_odds       (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_odds_of_move (BnCliContext *ctx, const char *id, const char *move, int runs,
                                const char *seed_text);
int bn_cli_battle_replay     (BnCliContext *ctx, int argc, char **argv);
int bn_cli_scenario_list     (BnCliContext *ctx, int argc, char **argv);
int bn_cli_bench_battle      (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_list       (BnCliContext *ctx, int argc, char **argv);
gboolean bn_cli_list_played_battles (BnCliContext *ctx, BnStore *store, GPtrArray *campaigns, gboolean heading,
                                     GError **error);
int bn_cli_db_check          (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_start      (BnCliContext *ctx, int argc, char **argv);
gboolean bn_cli_check_army_ready (BnCliContext *ctx, BnStore *store, gint64 army_id, int *out_exit);
gboolean bn_cli_parse_id          (const char *text, const char *what, gint64 *out, GError **error);
int bn_cli_battle_show       (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_actions    (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_act        (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_move       (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_undo       (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_log        (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_keep       (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_host       (BnCliContext *ctx, int argc, char **argv);
int bn_cli_battle_join       (BnCliContext *ctx, int argc, char **argv);
int bn_cli_bench_campaign    (BnCliContext *ctx, int argc, char **argv);
int bn_cli_bench_ai          (BnCliContext *ctx, int argc, char **argv);
#define BN_CLI_STRENGTH_HELP N_("The computer player: easy, standard (default) or hard (looks ahead)")
gboolean bn_cli_parse_strength (BnCliContext *ctx, const char *text, BnBattleStrength *out_strength,
                                int *out_status);
int bn_cli_simulate_careers  (BnCliContext *ctx, int argc, char **argv);
int bn_cli_record_rename     (BnCliContext *ctx, int argc, char **argv);
int bn_cli_record_archive    (BnCliContext *ctx, int argc, char **argv);
int bn_cli_record_unarchive  (BnCliContext *ctx, int argc, char **argv);
int bn_cli_record_delete     (BnCliContext *ctx, int argc, char **argv);
int bn_cli_record_restore    (BnCliContext *ctx, int argc, char **argv);
int bn_cli_table_new         (BnCliContext *ctx, int argc, char **argv);
int bn_cli_table_types       (BnCliContext *ctx, int argc, char **argv);
int bn_cli_table_resolve     (BnCliContext *ctx, int argc, char **argv);
int bn_cli_table_log         (BnCliContext *ctx, int argc, char **argv);
int bn_cli_table_undo        (BnCliContext *ctx, int argc, char **argv);
int bn_cli_table_finish      (BnCliContext *ctx, int argc, char **argv);
int bn_cli_table_list        (BnCliContext *ctx, int argc, char **argv);

G_END_DECLS
