/* bn-paged-list.h — long lists built a page at a time, as they scroll.
 *
 * A section of a long campaign lists a thousand leaders, armies or battles.
 * Building a row for each at once costs seconds and hundreds of megabytes
 * of widgets nobody looks at; bn_paged_list_fill() builds the first page
 * and the next each time the list's scrolled window reaches its bottom.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Adds item @index (rows, or a whole group of them) to the list. */
typedef void (*BnPagedListAddFunc) (guint    index,
                                    gpointer user_data);

void bn_paged_list_fill      (GtkWidget          *list,
                              guint               n_items,
                              BnPagedListAddFunc  add,
                              gpointer            user_data);
void bn_paged_list_fill_all  (GtkWidget          *list);

G_END_DECLS
