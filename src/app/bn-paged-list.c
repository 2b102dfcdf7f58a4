/* bn-paged-list.c — long lists built a page at a time; see the header. */
#include "bn-config.h"

#include "bn-paged-list.h"

/* Rows a page adds: more than a tall window shows, so a page fills it. */
#define PAGE_SIZE 40

typedef struct
{
  guint n_items;
  guint next;
  BnPagedListAddFunc add;
  gpointer user_data;
} Paging;

static void
add_page (GtkWidget *list)
{
  Paging *paging = g_object_get_data (G_OBJECT (list), "bn-paging");
  guint end;

  if (paging == NULL)
    return;
  end = MIN (paging->n_items, paging->next + PAGE_SIZE);
  while (paging->next < end)
    paging->add (paging->next++, paging->user_data);
}

static void
on_edge_reached_cb (GtkScrolledWindow *scrolled,
                    GtkPositionType    position,
                    GtkWidget         *list)
{
  if (position == GTK_POS_BOTTOM)
    add_page (list);
}

/**
 * bn_paged_list_fill:
 * @list: the widget the items go into (a list box or a box of them),
 *   inside a #GtkScrolledWindow; empty
 * @add: adds one item; called with @user_data, which must outlive @list's
 *   next fill
 *
 * Adds the first page of @n_items now and the next one each time the
 * scrolled window around @list is scrolled to its bottom. Outside a
 * scrolled window every item is added at once.
 */
void
bn_paged_list_fill (GtkWidget          *list,
                    guint               n_items,
                    BnPagedListAddFunc  add,
                    gpointer            user_data)
{
  Paging *paging = g_new0 (Paging, 1);
  GtkWidget *scrolled;

  g_return_if_fail (GTK_IS_WIDGET (list) && add != NULL);

  paging->n_items = n_items;
  paging->add = add;
  paging->user_data = user_data;
  g_object_set_data_full (G_OBJECT (list), "bn-paging", paging, g_free);
  scrolled = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  if (scrolled == NULL)
    {
      bn_paged_list_fill_all (list);
      return;
    }
  if (g_object_get_data (G_OBJECT (list), "bn-paging-watched") == NULL)
    {
      g_signal_connect_object (scrolled, "edge-reached", G_CALLBACK (on_edge_reached_cb), list, 0);
      g_object_set_data (G_OBJECT (list), "bn-paging-watched", GINT_TO_POINTER (TRUE));
    }
  add_page (list);
}

/* Adds every item not yet added: before a search of the rows, or when a
 * row far down the list is to be shown. */
void
bn_paged_list_fill_all (GtkWidget *list)
{
  Paging *paging;

  g_return_if_fail (GTK_IS_WIDGET (list));

  paging = g_object_get_data (G_OBJECT (list), "bn-paging");
  while (paging != NULL && paging->next < paging->n_items)
    paging->add (paging->next++, paging->user_data);
}
