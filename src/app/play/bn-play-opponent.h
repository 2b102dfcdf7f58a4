/* bn-play-opponent.h — the Play dialog's opponent raised for points.
 *
 * Beside the other saved armies, the Play dialog's Opponent row offers "A
 * host raised for points": the army generator raises it with the battle's
 * seed (bn_played_battle_start_raised()). Its points row shows only then,
 * and starts at the cost of the player's army; the choice and any other
 * points asked are remembered for the next battle.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void       bn_play_opponent_append_host (GtkStringList *opponents);
GtkWidget *bn_play_opponent_attach      (AdwComboRow *mine,
                                         AdwComboRow *theirs,
                                         GPtrArray   *armies);
gboolean   bn_play_opponent_is_raised   (GtkWidget   *points_row);
guint      bn_play_opponent_get_points  (GtkWidget   *points_row);
void       bn_play_opponent_set_points  (GtkWidget   *points_row,
                                         guint        points);
void       bn_play_opponent_remember    (GtkWidget   *points_row);

G_END_DECLS
