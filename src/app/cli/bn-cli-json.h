/* bn-cli-json.h — a small JSON writer for banneret-cli's --json output.
 *
 * Values are written in order into a buffer, indented two spaces a level;
 * strings are escaped as RFC 8259 asks (quote, backslash and every control
 * character), and text that is not valid UTF-8 has its bad bytes replaced,
 * so the output always parses.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _BnJson BnJson;

BnJson *bn_json_new          (void);
void    bn_json_free         (BnJson     *json);
char   *bn_json_free_to_string (BnJson   *json);
void    bn_json_print        (BnJson     *json);

void    bn_json_begin_object (BnJson     *json);
void    bn_json_end_object   (BnJson     *json);
void    bn_json_begin_array  (BnJson     *json);
void    bn_json_end_array    (BnJson     *json);
void    bn_json_key          (BnJson     *json,
                              const char *key);

void    bn_json_string       (BnJson     *json,
                              const char *value);
void    bn_json_int          (BnJson     *json,
                              gint64      value);
void    bn_json_double       (BnJson     *json,
                              double      value);
void    bn_json_bool         (BnJson     *json,
                              gboolean    value);
void    bn_json_null         (BnJson     *json);

/* A key and its value, in an object. */
void    bn_json_member_string (BnJson     *json,
                               const char *key,
                               const char *value);
void    bn_json_member_int    (BnJson     *json,
                               const char *key,
                               gint64      value);
void    bn_json_member_double (BnJson     *json,
                               const char *key,
                               double      value);
void    bn_json_member_bool   (BnJson     *json,
                               const char *key,
                               gboolean    value);
/* An id, or null for 0 (none). */
void    bn_json_member_id     (BnJson     *json,
                               const char *key,
                               gint64      id);

void    bn_json_escape       (GString    *out,
                              const char *text);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnJson, bn_json_free)

G_END_DECLS
