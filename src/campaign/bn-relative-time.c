/* bn-relative-time.c — see bn-relative-time.h. */
#include "bn-relative-time.h"

#include <glib/gi18n-lib.h>

/**
 * bn_relative_time_format:
 * @iso8601: a moment as the store keeps it ("2026-11-28T20:14:00Z")
 * @now: the present, in the time zone the words are for (the caller reads
 *   the clock, so the words can be checked against any present)
 *
 * Returns: (transfer full) (nullable): @iso8601 told against @now, the
 *   hour given for the past week; %NULL if @iso8601 is not a moment
 */
char *
bn_relative_time_format (const char *iso8601,
                         GDateTime  *now)
{
  g_autoptr(GDateTime) utc = NULL;
  g_autoptr(GDateTime) moment = NULL;
  g_autoptr(GDateTime) day = NULL;
  g_autoptr(GDateTime) today = NULL;
  GTimeSpan days;

  g_return_val_if_fail (now != NULL, NULL);

  if (iso8601 == NULL || (utc = g_date_time_new_from_iso8601 (iso8601, NULL)) == NULL)
    return NULL;
  moment = g_date_time_to_timezone (utc, g_date_time_get_timezone (now));
  day = g_date_time_new (g_date_time_get_timezone (now), g_date_time_get_year (moment),
                         g_date_time_get_month (moment), g_date_time_get_day_of_month (moment), 12, 0, 0);
  today = g_date_time_new (g_date_time_get_timezone (now), g_date_time_get_year (now),
                           g_date_time_get_month (now), g_date_time_get_day_of_month (now), 12, 0, 0);
  /* Noon to noon, rounded: a day that gains or loses an hour is still one
   * day. A moment after @now (another machine's clock) is given by date. */
  days = g_date_time_difference (today, day);
  days = (days + (days >= 0 ? 1 : -1) * G_TIME_SPAN_DAY / 2) / G_TIME_SPAN_DAY;
  if (days == 0)
    /* TRANSLATORS: a moment earlier today; see g_date_time_format() */
    return g_date_time_format (moment, _("today %H:%M"));
  if (days == 1)
    /* TRANSLATORS: a moment yesterday; see g_date_time_format() */
    return g_date_time_format (moment, _("yesterday %H:%M"));
  if (days > 1 && days < 7)
    /* TRANSLATORS: a moment in the past week: the day of the week and the hour; see g_date_time_format() */
    return g_date_time_format (moment, _("%A %H:%M"));
  if (g_date_time_get_year (moment) == g_date_time_get_year (now))
    /* TRANSLATORS: a day this year; see g_date_time_format() */
    return g_date_time_format (moment, _("%-d %B"));
  /* TRANSLATORS: a day of another year; see g_date_time_format() */
  return g_date_time_format (moment, _("%-d %B %Y"));
}
