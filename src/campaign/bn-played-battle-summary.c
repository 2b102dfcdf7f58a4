/* bn-played-battle-summary.c — a battle in progress in words (see
 * bn-played-battle-summary.h); the list is read in
 * store/bn-store-played-summary.c. */
#include "bn-played-battle-summary.h"

#include <glib/gi18n-lib.h>

#include "bn-relative-time.h"

/* Returns: whether the battle, over the network, waits on the friend's move */
gboolean
bn_played_battle_summary_waits_on_friend (const BnPlayedBattleSummary *summary)
{
  g_return_val_if_fail (summary != NULL, FALSE);

  return summary->net && summary->readable && !summary->over && summary->acting_side != summary->side;
}

/* Returns: (transfer full): where the battle stands: "turn 3, Army of
 *   Hugh to move", "before the first turn, … to move", "over — not yet
 *   kept", or how many moves it holds when it cannot be rebuilt */
char *
bn_played_battle_summary_progress (const BnPlayedBattleSummary *summary)
{
  g_return_val_if_fail (summary != NULL, NULL);

  if (!summary->readable)
    return g_strdup_printf (ngettext ("%u move so far", "%u moves so far", summary->n_actions), summary->n_actions);
  if (summary->over)
    /* TRANSLATORS: a battle finished on the board but not recorded in the campaign */
    return g_strdup (_("over — not yet kept"));
  if (summary->turn == 0)
    /* TRANSLATORS: the army whose move it is (the first-move throw) */
    return g_strdup_printf (_("before the first turn, %s to move"), summary->to_move);
  /* TRANSLATORS: the turn, the army whose move it is */
  return g_strdup_printf (_("turn %u, %s to move"), summary->turn, summary->to_move);
}

/* Returns: (transfer full): "Lords & Levies, Open field · turn 3, Army of
 *   Hugh to move", or "… · over — not yet kept" */
char *
bn_played_battle_summary_state (const BnPlayedBattleSummary *summary)
{
  g_autofree char *progress = bn_played_battle_summary_progress (summary);

  g_return_val_if_fail (summary != NULL, NULL);

  if (!summary->readable)
    return g_steal_pointer (&progress);
  /* TRANSLATORS: the ruleset, the battlefield, where the battle stands ("turn 3, Army of Hugh to move") */
  return g_strdup_printf (_("%s, %s · %s"), summary->ruleset, summary->battlefield, progress);
}

/* Returns: (transfer full): "Started yesterday 19:02 · last played today
 *   20:14", told against @now; the last move is left out when none was
 *   saved since the start, or in the same minute */
char *
bn_played_battle_summary_when (const BnPlayedBattleSummary *summary,
                               GDateTime                   *now)
{
  g_autofree char *started = NULL;
  g_autofree char *played = NULL;

  g_return_val_if_fail (summary != NULL && now != NULL, NULL);

  started = bn_relative_time_format (summary->created_at, now);
  played = bn_relative_time_format (summary->played_at, now);
  if (started == NULL)
    return NULL;
  if (played == NULL || g_str_equal (played, started))
    /* TRANSLATORS: when a battle in progress was started: "today 20:14", "yesterday 18:02", "12 March" */
    return g_strdup_printf (_("Started %s"), started);
  /* TRANSLATORS: when a battle in progress was started, and when a move was last made in it */
  return g_strdup_printf (_("Started %s · last played %s"), started, played);
}

/* Returns: (transfer full) (nullable): for a battle over the network, with
 *   whom, who hosts and whose move it waits on: "Over the network with
 *   Hugh de Lacy, who hosts · waiting on your friend"; %NULL for others */
char *
bn_played_battle_summary_network (const BnPlayedBattleSummary *summary)
{
  g_autofree char *with = NULL;
  const char *friend_name;

  g_return_val_if_fail (summary != NULL, NULL);

  if (!summary->net)
    return NULL;
  friend_name = summary->friend_name != NULL ? summary->friend_name : _("your friend");
  with = summary->hosted
         /* TRANSLATORS: a battle over the network this file hosts; the friend's leader */
         ? g_strdup_printf (_("Over the network with %s, hosted by you"), friend_name)
         /* TRANSLATORS: a battle over the network this file joined; the friend's leader, who hosts it */
         : g_strdup_printf (_("Over the network with %s, who hosts"), friend_name);
  if (!summary->readable || summary->over)
    return g_steal_pointer (&with);
  /* TRANSLATORS: a battle over the network: with whom, then whose move it waits on */
  return g_strdup_printf (_("%s · %s"), with,
                          bn_played_battle_summary_waits_on_friend (summary) ? _("waiting on your friend")
                                                                             : _("your move"));
}
