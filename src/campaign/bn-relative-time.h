/* bn-relative-time.h — a moment as a player says it when telling his
 * battles apart: "today 20:14", "yesterday 18:02", "Tuesday 21:40",
 * "12 March", "12 March 2025".
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *bn_relative_time_format (const char *iso8601,
                               GDateTime  *now);

G_END_DECLS
