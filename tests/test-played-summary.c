/* test-played-summary.c — a battle in progress told apart from the others:
 * the moments it was started and last played, against a present given by
 * the test (no clock is read), and the words of its state and of a battle
 * over the network. */
#include "bn-config.h"

#include <string.h>

#include "bn-played-battle-summary.h"
#include "bn-relative-time.h"

/* Saturday 28 November 2026, 20:30, in UTC. */
static GDateTime *
present (void)
{
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();

  return g_date_time_new (utc, 2026, 11, 28, 20, 30, 0);
}

static void
assert_told (const char *iso8601,
             const char *expected)
{
  g_autoptr(GDateTime) now = present ();
  g_autofree char *told = bn_relative_time_format (iso8601, now);

  g_assert_cmpstr (told, ==, expected);
}

static void
test_relative_time (void)
{
  assert_told ("2026-11-28T20:14:00Z", "today 20:14");
  assert_told ("2026-11-28T00:01:00Z", "today 00:01");
  assert_told ("2026-11-27T23:59:00Z", "yesterday 23:59");
  assert_told ("2026-11-27T08:05:00Z", "yesterday 08:05");
  /* Within the week: the day's name. */
  assert_told ("2026-11-24T21:40:00Z", "Tuesday 21:40");
  assert_told ("2026-11-22T10:00:00Z", "Sunday 10:00");
  /* A week ago or more: the date, the year when it is not this one. */
  assert_told ("2026-11-21T10:00:00Z", "21 November");
  assert_told ("2026-03-12T10:00:00Z", "12 March");
  assert_told ("2025-12-31T10:00:00Z", "31 December 2025");
  /* Another machine's clock ahead of this one: the date, never "today". */
  assert_told ("2026-11-29T10:00:00Z", "29 November");
  assert_told ("not a moment", NULL);
  assert_told (NULL, NULL);
}

/* The day is the present's own: 23:30 UTC is the next day two hours east. */
static void
test_relative_time_zone (void)
{
  g_autoptr(GTimeZone) east = g_time_zone_new_offset (2 * 3600);
  g_autoptr(GDateTime) now = g_date_time_new (east, 2026, 11, 29, 9, 0, 0);
  g_autofree char *told = bn_relative_time_format ("2026-11-28T23:30:00Z", now);
  g_autofree char *before = bn_relative_time_format ("2026-11-28T21:30:00Z", now);

  g_assert_cmpstr (told, ==, "today 01:30");
  g_assert_cmpstr (before, ==, "yesterday 23:30");
}

static BnPlayedBattleSummary *
summary_new (void)
{
  BnPlayedBattleSummary *summary = g_new0 (BnPlayedBattleSummary, 1);

  summary->id = 4;
  summary->army_name = g_strdup ("Hugh’s army");
  summary->opponent_name = g_strdup ("Odo’s army");
  summary->created_at = g_strdup ("2026-11-27T19:02:00Z");
  summary->n_actions = 31;
  summary->readable = TRUE;
  summary->ruleset_id = g_strdup ("lords-and-levies");
  summary->ruleset = g_strdup ("Lords & Levies");
  summary->battlefield = g_strdup ("Open field");
  summary->turn = 3;
  summary->acting_side = 1;
  summary->to_move = g_strdup ("Odo’s army");
  return summary;
}

static void
test_state_words (void)
{
  g_autoptr(BnPlayedBattleSummary) summary = summary_new ();
  g_autofree char *going = bn_played_battle_summary_state (summary);
  g_autofree char *first = NULL;
  g_autofree char *over = NULL;
  g_autofree char *unread = NULL;

  g_assert_cmpstr (going, ==, "Lords & Levies, Open field · turn 3, Odo’s army to move");
  summary->turn = 0;
  first = bn_played_battle_summary_state (summary);
  g_assert_cmpstr (first, ==, "Lords & Levies, Open field · before the first turn, Odo’s army to move");
  summary->over = TRUE;
  g_clear_pointer (&summary->to_move, g_free);
  over = bn_played_battle_summary_state (summary);
  g_assert_cmpstr (over, ==, "Lords & Levies, Open field · over — not yet kept");
  /* A battle that cannot be rebuilt still says how far it went. */
  summary->readable = FALSE;
  unread = bn_played_battle_summary_state (summary);
  g_assert_cmpstr (unread, ==, "31 moves so far");
}

static void
test_when_words (void)
{
  g_autoptr(GDateTime) now = present ();
  g_autoptr(BnPlayedBattleSummary) summary = summary_new ();
  g_autofree char *unmoved = bn_played_battle_summary_when (summary, now);
  g_autofree char *moved = NULL;
  g_autofree char *same = NULL;

  /* No move saved since it was started: the start alone. */
  g_assert_cmpstr (unmoved, ==, "Started yesterday 19:02");
  summary->played_at = g_strdup ("2026-11-28T20:14:00Z");
  moved = bn_played_battle_summary_when (summary, now);
  g_assert_cmpstr (moved, ==, "Started yesterday 19:02 · last played today 20:14");
  /* In the minute it was started: said once. */
  g_free (summary->played_at);
  summary->played_at = g_strdup ("2026-11-27T19:02:30Z");
  same = bn_played_battle_summary_when (summary, now);
  g_assert_cmpstr (same, ==, "Started yesterday 19:02");
}

static void
test_network_words (void)
{
  g_autoptr(BnPlayedBattleSummary) summary = summary_new ();
  g_autofree char *local = bn_played_battle_summary_network (summary);
  g_autofree char *hosting = NULL;
  g_autofree char *mine = NULL;
  g_autofree char *joined = NULL;
  g_autofree char *unnamed = NULL;
  g_autofree char *over = NULL;

  g_assert_null (local);
  g_assert_false (bn_played_battle_summary_waits_on_friend (summary));

  /* The host plays side 0; side 1 is to move: it waits on the friend. */
  summary->net = TRUE;
  summary->hosted = TRUE;
  summary->side = 0;
  summary->friend_name = g_strdup ("Count Odo");
  g_assert_true (bn_played_battle_summary_waits_on_friend (summary));
  hosting = bn_played_battle_summary_network (summary);
  g_assert_cmpstr (hosting, ==, "Over the network with Count Odo, hosted by you · waiting on your friend");
  summary->acting_side = 0;
  mine = bn_played_battle_summary_network (summary);
  g_assert_cmpstr (mine, ==, "Over the network with Count Odo, hosted by you · your move");

  /* The friend's file: he joined, and plays side 1. */
  summary->hosted = FALSE;
  summary->side = 1;
  g_assert_true (bn_played_battle_summary_waits_on_friend (summary));
  joined = bn_played_battle_summary_network (summary);
  g_assert_cmpstr (joined, ==, "Over the network with Count Odo, who hosts · waiting on your friend");
  g_clear_pointer (&summary->friend_name, g_free);
  unnamed = bn_played_battle_summary_network (summary);
  g_assert_cmpstr (unnamed, ==, "Over the network with your friend, who hosts · waiting on your friend");

  /* Over: it waits on nobody. */
  summary->over = TRUE;
  g_assert_false (bn_played_battle_summary_waits_on_friend (summary));
  over = bn_played_battle_summary_network (summary);
  g_assert_cmpstr (over, ==, "Over the network with your friend, who hosts");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/played-summary/relative-time", test_relative_time);
  g_test_add_func ("/played-summary/relative-time-zone", test_relative_time_zone);
  g_test_add_func ("/played-summary/state", test_state_words);
  g_test_add_func ("/played-summary/when", test_when_words);
  g_test_add_func ("/played-summary/network", test_network_words);
  return g_test_run ();
}
