#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The words of the rule tables (the XML files of data/, its rulesets and scenarios)
 * in the user's language. The tables are read and compared in English, as
 * written; a front end calls this only where it shows a name or text to a
 * person. Ids, stored keys, logs, XML and --json stay as written. */
const char *bn_data_text (const char *text);

G_END_DECLS
