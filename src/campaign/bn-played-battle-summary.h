/* bn-played-battle-summary.h — a battle in progress as a list tells it
 * apart from the others: when it was started and last played, its
 * ruleset and battlefield, its turn and whose move it is, or that it is
 * over and not yet kept; and, for a battle over the network, with whom,
 * who hosts it and whether it waits on the friend. The Battles section's
 * rows and "battle list" say the same words.
 */
#pragma once

#include "bn-store.h"

G_BEGIN_DECLS

typedef struct
{
  gint64 id;                /* the played battle's number ("battle show ID") */
  char *army_name;          /* the first side's army, as bn_played_battle_list() gives it */
  char *opponent_name;
  char *created_at;         /* ISO 8601, UTC */
  char *played_at;          /* the last move saved; %NULL: none since it was started */
  guint n_actions;

  /* Read from the battle rebuilt; %FALSE (and the rest unset) when it
   * cannot be rebuilt. */
  gboolean readable;
  char *ruleset_id;         /* "lords-and-levies" */
  char *ruleset;            /* the ruleset's name */
  char *battlefield;        /* in the user's language */
  guint turn;               /* as the players count it; 0: before the first turn */
  gboolean over;            /* finished, not yet kept */
  guint acting_side;
  char *to_move;            /* the army whose move it is; %NULL when over */

  /* Over the network: this file's side and whether it hosted. */
  gboolean net;
  gboolean hosted;
  guint side;
  char *friend_name;        /* the leader at the head of the friend's army; %NULL if unknown */
} BnPlayedBattleSummary;

void       bn_played_battle_summary_free    (BnPlayedBattleSummary *summary);
GPtrArray *bn_played_battle_list_summaries  (BnStore               *store,
                                             gint64                 campaign_id,
                                             GError               **error);
gboolean   bn_played_battle_summary_waits_on_friend (const BnPlayedBattleSummary *summary);
char      *bn_played_battle_summary_progress (const BnPlayedBattleSummary *summary);
char      *bn_played_battle_summary_state   (const BnPlayedBattleSummary *summary);
char      *bn_played_battle_summary_when    (const BnPlayedBattleSummary *summary,
                                             GDateTime                   *now);
char      *bn_played_battle_summary_network (const BnPlayedBattleSummary *summary);

GStrv      bn_store_list_host_names_taken   (BnStore               *store,
                                             gint64                 army_id,
                                             GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnPlayedBattleSummary, bn_played_battle_summary_free)

G_END_DECLS
