/* bn-paged-list.c — long lists built a page at a time; see the header. */
#include "bn-config.h"

#include "bn-paged-list.h"

/* Items a page adds. Few: each row costs its measuring, and another page
 * follows as soon as the list is scrolled near its end or does not fill
 * its window. */
#define PAGE_SIZE 12

typedef struct
{
  guint n_items;
  guint next;
  BnPagedListAddFunc add;
  gpointer user_data;
  guint idle_id;
} Paging;

static void
paging_free (Paging *paging)
{
  g_clear_handle_id (&paging->idle_id, g_source_remove);
  g_free (paging);
}

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

static gboolean
add_page_idle_cb (gpointer user_data)
{
  GtkWidget *list = user_data;
  Paging *paging = g_object_get_data (G_OBJECT (list), "bn-paging");

  if (paging != NULL)
    paging->idle_id = 0;
  add_page (list);
  return G_SOURCE_REMOVE;
}

/* Less than a window's height left below what is shown (or nothing to
 * scroll at all): the next page is added once the layout is done. */
static void
on_adjustment_changed_cb (GtkAdjustment *adjustment,
                          GtkWidget     *list)
{
  Paging *paging = g_object_get_data (G_OBJECT (list), "bn-paging");
  double left = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_value (adjustment) -
                gtk_adjustment_get_page_size (adjustment);

  if (paging == NULL || paging->next >= paging->n_items || paging->idle_id != 0 ||
      left > gtk_adjustment_get_page_size (adjustment) || !gtk_widget_get_mapped (list))
    return;
  paging->idle_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, add_page_idle_cb, g_object_ref (list),
                                     g_object_unref);
}

/**
 * bn_paged_list_fill:
 * @list: the widget the items go into (a list box or a box of them),
 *   inside a #GtkScrolledWindow; empty
 * @add: adds one item; called with @user_data, which must outlive @list's
 *   next fill
 *
 * Adds the first page of @n_items now, and the next one whenever the
 * scrolled window around @list is scrolled near its bottom or what is
 * shown does not fill it. Outside a scrolled window every item is added
 * at once.
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
  g_object_set_data_full (G_OBJECT (list), "bn-paging", paging, (GDestroyNotify) paging_free);
  scrolled = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  if (scrolled == NULL)
    {
      bn_paged_list_fill_all (list);
      return;
    }
  if (g_object_get_data (G_OBJECT (list), "bn-paging-watched") == NULL)
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));

      g_signal_connect_object (adjustment, "changed", G_CALLBACK (on_adjustment_changed_cb), list, 0);
      g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (on_adjustment_changed_cb), list, 0);
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
