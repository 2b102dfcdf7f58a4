/* bn-cli-json.c — see bn-cli-json.h. */
#include "bn-cli-json.h"

#include <math.h>
#include <stdio.h>

struct _BnJson
{
  GString *out;
  guint depth;
  gboolean first;       /* nothing written yet at this level */
  gboolean after_key;   /* a key was written: its value follows on the line */
};

BnJson *
bn_json_new (void)
{
  BnJson *json = g_new0 (BnJson, 1);

  json->out = g_string_new (NULL);
  json->first = TRUE;
  return json;
}

void
bn_json_free (BnJson *json)
{
  if (json == NULL)
    return;
  g_string_free (json->out, TRUE);
  g_free (json);
}

/* Returns: (transfer full): the document written, ending with a newline. */
char *
bn_json_free_to_string (BnJson *json)
{
  char *text;

  g_return_val_if_fail (json != NULL && json->depth == 0, NULL);

  g_string_append_c (json->out, '\n');
  text = g_string_free (json->out, FALSE);
  g_free (json);
  return text;
}

/* Prints the document on standard output and frees @json. */
void
bn_json_print (BnJson *json)
{
  g_autofree char *text = bn_json_free_to_string (json);

  g_print ("%s", text);
}

static void
newline (BnJson *json)
{
  g_string_append_c (json->out, '\n');
  for (guint i = 0; i < json->depth; i++)
    g_string_append (json->out, "  ");
}

/* Before a value: the comma after the one before and the line it goes on. */
static void
begin_value (BnJson *json)
{
  if (json->after_key)
    {
      json->after_key = FALSE;
      return;
    }
  if (!json->first)
    g_string_append_c (json->out, ',');
  if (json->depth > 0)
    newline (json);
  json->first = FALSE;
}

static void
open_level (BnJson *json,
            char    bracket)
{
  begin_value (json);
  g_string_append_c (json->out, bracket);
  json->depth++;
  json->first = TRUE;
}

static void
close_level (BnJson *json,
             char    bracket)
{
  g_return_if_fail (json->depth > 0);

  json->depth--;
  if (!json->first)
    newline (json);
  g_string_append_c (json->out, bracket);
  json->first = FALSE;
}

void
bn_json_begin_object (BnJson *json)
{
  open_level (json, '{');
}

void
bn_json_end_object (BnJson *json)
{
  close_level (json, '}');
}

void
bn_json_begin_array (BnJson *json)
{
  open_level (json, '[');
}

void
bn_json_end_array (BnJson *json)
{
  close_level (json, ']');
}

/* Appends @text as a JSON string, quotes included. */
void
bn_json_escape (GString    *out,
                const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);

  g_string_append_c (out, '"');
  for (const char *p = valid; *p != '\0'; p++)
    {
      unsigned char c = (unsigned char) *p;

      switch (c)
        {
        case '"':
          g_string_append (out, "\\\"");
          break;
        case '\\':
          g_string_append (out, "\\\\");
          break;
        case '\n':
          g_string_append (out, "\\n");
          break;
        case '\r':
          g_string_append (out, "\\r");
          break;
        case '\t':
          g_string_append (out, "\\t");
          break;
        default:
          if (c < 0x20 || c == 0x7F)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, (char) c);
        }
    }
  g_string_append_c (out, '"');
}

void
bn_json_key (BnJson     *json,
             const char *key)
{
  begin_value (json);
  bn_json_escape (json->out, key);
  g_string_append (json->out, ": ");
  json->after_key = TRUE;
}

void
bn_json_string (BnJson     *json,
                const char *value)
{
  if (value == NULL)
    {
      bn_json_null (json);
      return;
    }
  begin_value (json);
  bn_json_escape (json->out, value);
}

void
bn_json_int (BnJson *json,
             gint64  value)
{
  begin_value (json);
  g_string_append_printf (json->out, "%" G_GINT64_FORMAT, value);
}

void
bn_json_double (BnJson *json,
                double  value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  if (!isfinite (value))
    {
      bn_json_null (json);
      return;
    }
  begin_value (json);
  /* The C locale's point, whatever the user's. */
  g_string_append (json->out, g_ascii_formatd (buffer, sizeof buffer, "%.6g", value));
}

void
bn_json_bool (BnJson   *json,
              gboolean  value)
{
  begin_value (json);
  g_string_append (json->out, value ? "true" : "false");
}

void
bn_json_null (BnJson *json)
{
  begin_value (json);
  g_string_append (json->out, "null");
}

void
bn_json_member_string (BnJson     *json,
                       const char *key,
                       const char *value)
{
  bn_json_key (json, key);
  bn_json_string (json, value);
}

void
bn_json_member_int (BnJson     *json,
                    const char *key,
                    gint64      value)
{
  bn_json_key (json, key);
  bn_json_int (json, value);
}

void
bn_json_member_double (BnJson     *json,
                       const char *key,
                       double      value)
{
  bn_json_key (json, key);
  bn_json_double (json, value);
}

void
bn_json_member_bool (BnJson     *json,
                     const char *key,
                     gboolean    value)
{
  bn_json_key (json, key);
  bn_json_bool (json, value);
}

void
bn_json_member_id (BnJson     *json,
                   const char *key,
                   gint64      id)
{
  bn_json_key (json, key);
  if (id != 0)
    bn_json_int (json, id);
  else
    bn_json_null (json);
}
