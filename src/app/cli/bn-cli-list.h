/* bn-cli-list.h — a listing printed as a table for people, or as JSON.
 *
 * A command names its columns once (a JSON key and a heading), then adds
 * rows cell by cell; bn_cli_list_print() prints a header row and aligned
 * columns, or with --json an array of objects with the columns' keys and
 * typed values (numbers, true/false, null). A column may be for one of the
 * two only: "12 of 43" for people, "spent" and "points" for machines.
 */
#pragma once

#include "bn-cli.h"

G_BEGIN_DECLS

typedef enum
{
  BN_CLI_COLUMN_BOTH = 0,
  BN_CLI_COLUMN_JSON_ONLY,
  BN_CLI_COLUMN_HUMAN_ONLY,
} BnCliColumnKind;

typedef struct
{
  const char *key;       /* the JSON member */
  const char *heading;   /* N_(): the header row's word */
  BnCliColumnKind kind;
} BnCliColumn;

typedef struct _BnCliList BnCliList;

BnCliList *bn_cli_list_new     (BnCliContext      *ctx,
                                const BnCliColumn *columns,
                                guint              n_columns);
void       bn_cli_list_free    (BnCliList         *list);
void       bn_cli_list_add_row (BnCliList         *list);
void       bn_cli_list_text    (BnCliList         *list,
                                const char        *text);
void       bn_cli_list_data_text (BnCliList       *list,
                                  const char      *text);
void       bn_cli_list_date    (BnCliList         *list,
                                const char        *iso8601);
void       bn_cli_list_moment  (BnCliList         *list,
                                const char        *iso8601,
                                GDateTime         *now);
void       bn_cli_list_int     (BnCliList         *list,
                                gint64             value);
void       bn_cli_list_id      (BnCliList         *list,
                                gint64             id);
void       bn_cli_list_bool    (BnCliList         *list,
                                gboolean           value,
                                const char        *if_true,
                                const char        *if_false);
guint      bn_cli_list_get_n_rows (BnCliList      *list);
void       bn_cli_list_print   (BnCliList         *list);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnCliList, bn_cli_list_free)

G_END_DECLS
