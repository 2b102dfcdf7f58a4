/* bn-moves-list.h — the play window's moves in words, a row each, the
 * accessible way to every legal action (keyboard, screen reader).
 *
 * Where one piece has many choices of one kind (a leader's retainers'
 * uses, a unit's turns of its front), they are gathered under one row
 * that opens to show them, so the list stays short. Each row says the
 * index of its move in those given, or that it opens a group.
 */
#pragma once

#include <gtk/gtk.h>

#include "bn-battle-words.h"

G_BEGIN_DECLS

#define BN_MOVES_LIST_GROUP_MIN 3   /* choices of one kind and piece that are gathered */
#define BN_MOVES_LIST_MENU_CHARS 46    /* the widest row of a piece's popover, in characters */
#define BN_MOVES_LIST_MENU_HEIGHT 440  /* the tallest a piece's popover grows before it scrolls, in pixels */

void     bn_moves_list_fill        (GtkListBox           *list,
                                    const BnBattleWords  *words,
                                    const BnBattleAction *moves,
                                    guint                 n_moves,
                                    GHashTable           *open_groups);
gboolean bn_moves_list_row_move    (GtkListBoxRow        *row,
                                    guint                *out_index);
gboolean bn_moves_list_row_group   (GtkListBoxRow        *row,
                                    guint                *out_group);
guint    bn_moves_list_group_of    (const BnBattle       *battle,
                                    const BnBattleAction *action);
char    *bn_moves_list_group_title (const BnBattleWords  *words,
                                    const BnBattleAction *action,
                                    guint                 n);

GtkWidget *bn_moves_list_menu_new (const BnBattleWords  *words,
                                   const BnBattleAction *actions,
                                   const guint          *which,
                                   guint                 n_which,
                                   const char           *about,
                                   GCallback             clicked,
                                   gpointer              data);

G_END_DECLS
