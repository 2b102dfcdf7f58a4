/* bn-cli-list.c — see bn-cli-list.h. */
#include "bn-config.h"

#include "bn-cli-list.h"
#include "bn-data-text.h"
#include "bn-relative-time.h"

#include <glib/gi18n.h>

#include <string.h>

typedef enum
{
  CELL_TEXT,
  CELL_INT,
  CELL_BOOL,
  CELL_NULL,
} CellType;

typedef struct
{
  CellType type;
  char *text;       /* what people read */
  char *json_text;  /* CELL_TEXT: what JSON says, when not @text */
  gint64 number;    /* CELL_INT, CELL_BOOL */
} Cell;

struct _BnCliList
{
  gboolean json;
  const BnCliColumn *columns;
  guint n_columns;
  GArray *cells;    /* Cell, row after row */
};

static void
cell_clear (gpointer data)
{
  Cell *cell = data;

  g_free (cell->text);
  g_free (cell->json_text);
}

BnCliList *
bn_cli_list_new (BnCliContext      *ctx,
                 const BnCliColumn *columns,
                 guint              n_columns)
{
  BnCliList *list = g_new0 (BnCliList, 1);

  list->json = ctx->json;
  list->columns = columns;
  list->n_columns = n_columns;
  list->cells = g_array_new (FALSE, TRUE, sizeof (Cell));
  g_array_set_clear_func (list->cells, cell_clear);
  return list;
}

void
bn_cli_list_free (BnCliList *list)
{
  if (list == NULL)
    return;
  g_array_unref (list->cells);
  g_free (list);
}

/* Rows are implicit (every n_columns cells); this checks the last is full. */
void
bn_cli_list_add_row (BnCliList *list)
{
  g_return_if_fail (list->cells->len % list->n_columns == 0);
}

static void
add_cell (BnCliList *list,
          CellType   type,
          char      *text,
          gint64     number)
{
  Cell cell = { type, text, NULL, number };

  g_array_append_val (list->cells, cell);
}

void
bn_cli_list_text (BnCliList  *list,
                  const char *text)
{
  add_cell (list, text != NULL ? CELL_TEXT : CELL_NULL, g_strdup (text != NULL ? text : ""), 0);
}

/* A name from the rule tables: in the user's language for people, as the
 * tables write it in JSON. */
void
bn_cli_list_data_text (BnCliList  *list,
                       const char *text)
{
  bn_cli_list_text (list, bn_data_text (text));
  if (text != NULL)
    g_array_index (list->cells, Cell, list->cells->len - 1).json_text = g_strdup (text);
}

/* A moment stored as ISO 8601: for people the day in the language's form,
 * as the app says it; as stored in JSON. */
void
bn_cli_list_date (BnCliList  *list,
                  const char *iso8601)
{
  g_autoptr(GDateTime) moment = iso8601 != NULL ? g_date_time_new_from_iso8601 (iso8601, NULL) : NULL;
  g_autoptr(GDateTime) local = moment != NULL ? g_date_time_to_local (moment) : NULL;
  /* TRANSLATORS: the day a campaign was started, see g_date_time_format() */
  g_autofree char *day = local != NULL ? g_date_time_format (local, _("%-d %B %Y")) : NULL;

  bn_cli_list_text (list, day != NULL ? day : iso8601);
  if (day != NULL)
    g_array_index (list->cells, Cell, list->cells->len - 1).json_text = g_strdup (iso8601);
}

/* A moment stored as ISO 8601: for people as it stands against @now
 * ("today 20:14", "yesterday 18:02", "12 March"); as stored in JSON, null
 * for none. */
void
bn_cli_list_moment (BnCliList  *list,
                    const char *iso8601,
                    GDateTime  *now)
{
  g_autofree char *told = bn_relative_time_format (iso8601, now);

  bn_cli_list_text (list, told != NULL ? told : iso8601);
  if (told != NULL)
    g_array_index (list->cells, Cell, list->cells->len - 1).json_text = g_strdup (iso8601);
}

void
bn_cli_list_int (BnCliList *list,
                 gint64     value)
{
  add_cell (list, CELL_INT, g_strdup_printf ("%" G_GINT64_FORMAT, value), value);
}

/* An id; 0 (none) is null, and blank for people. */
void
bn_cli_list_id (BnCliList *list,
                gint64     id)
{
  if (id == 0)
    add_cell (list, CELL_NULL, g_strdup (""), 0);
  else
    bn_cli_list_int (list, id);
}

void
bn_cli_list_bool (BnCliList  *list,
                  gboolean    value,
                  const char *if_true,
                  const char *if_false)
{
  add_cell (list, CELL_BOOL, g_strdup (value ? if_true : if_false), value ? 1 : 0);
}

guint
bn_cli_list_get_n_rows (BnCliList *list)
{
  return list->cells->len / list->n_columns;
}

static void
print_json (BnCliList *list)
{
  g_autoptr(BnJson) json = bn_json_new ();
  guint n_rows = list->cells->len / list->n_columns;

  bn_json_begin_array (json);
  for (guint r = 0; r < n_rows; r++)
    {
      bn_json_begin_object (json);
      for (guint c = 0; c < list->n_columns; c++)
        {
          const Cell *cell = &g_array_index (list->cells, Cell, r * list->n_columns + c);

          if (list->columns[c].kind == BN_CLI_COLUMN_HUMAN_ONLY)
            continue;
          bn_json_key (json, list->columns[c].key);
          switch (cell->type)
            {
            case CELL_TEXT:
              bn_json_string (json, cell->json_text != NULL ? cell->json_text : cell->text);
              break;
            case CELL_INT:
              bn_json_int (json, cell->number);
              break;
            case CELL_BOOL:
              bn_json_bool (json, cell->number != 0);
              break;
            case CELL_NULL:
              bn_json_null (json);
              break;
            }
        }
      bn_json_end_object (json);
    }
  bn_json_end_array (json);
  bn_json_print (g_steal_pointer (&json));
}

/* Prints the rows, as a table with a header row or (--json) as JSON. An
 * empty listing prints nothing for people, and [] as JSON. */
void
bn_cli_list_print (BnCliList *list)
{
  guint n_rows = list->cells->len / list->n_columns;
  g_autofree guint *widths = NULL;
  g_autoptr(GString) out = NULL;
  int last = -1;

  if (list->json)
    {
      print_json (list);
      return;
    }
  if (n_rows == 0)
    return;

  widths = g_new0 (guint, list->n_columns);
  for (guint c = 0; c < list->n_columns; c++)
    {
      if (list->columns[c].kind == BN_CLI_COLUMN_JSON_ONLY)
        continue;
      widths[c] = (guint) g_utf8_strlen (_(list->columns[c].heading), -1);
      for (guint r = 0; r < n_rows; r++)
        widths[c] = MAX (widths[c], (guint) g_utf8_strlen (g_array_index (list->cells, Cell, r * list->n_columns + c).text, -1));
      last = (int) c;
    }

  out = g_string_new (NULL);
  for (int r = -1; r < (int) n_rows; r++)
    {
      for (guint c = 0; c < list->n_columns; c++)
        {
          const char *text;

          if (list->columns[c].kind == BN_CLI_COLUMN_JSON_ONLY)
            continue;
          text = r < 0 ? _(list->columns[c].heading)
                       : g_array_index (list->cells, Cell, (guint) r * list->n_columns + c).text;
          if ((int) c == last)
            g_string_append (out, text);
          else
            {
              g_autofree char *padded = bn_cli_pad (text, widths[c]);

              g_string_append_printf (out, "%s  ", padded);
            }
        }
      /* A blank last cell leaves no spaces at the end of the line. */
      while (out->len > 0 && out->str[out->len - 1] == ' ')
        g_string_truncate (out, out->len - 1);
      g_string_append_c (out, '\n');
    }
  g_print ("%s", out->str);
}
