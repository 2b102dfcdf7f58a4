/* bn-popover-tooltips.c — no tooltip over an open popover.
 *
 * A popover is a child of the widget it opens from, so GTK 4.8 asks that
 * widget (and its ancestors) for a tooltip while the pointer is over the
 * popover: a drop-down's "how fast" covers its own "Slow", a row's
 * description covers the colours it opens, the board's words for the hex
 * under the popover cover the piece's choices. While a popover is shown,
 * the widgets it opens from keep their tooltips to themselves. */
#include "bn-popover-tooltips.h"

static GQuark hushed_quark;

/* The ancestors of @popover whose tooltips were put away, each held. */
static void
hush (GtkWidget *popover)
{
  GPtrArray *hushed = g_ptr_array_new_with_free_func (g_object_unref);

  for (GtkWidget *w = gtk_widget_get_parent (popover); w != NULL; w = gtk_widget_get_parent (w))
    if (gtk_widget_get_has_tooltip (w))
      {
        gtk_widget_set_has_tooltip (w, FALSE);
        /* A tooltip already shown goes. */
        gtk_widget_trigger_tooltip_query (w);
        g_ptr_array_add (hushed, g_object_ref (w));
      }
  g_object_set_qdata_full (G_OBJECT (popover), hushed_quark, hushed, (GDestroyNotify) g_ptr_array_unref);
}

static void
unhush (GtkWidget *popover)
{
  GPtrArray *hushed = g_object_steal_qdata (G_OBJECT (popover), hushed_quark);

  if (hushed == NULL)
    return;
  for (guint i = 0; i < hushed->len; i++)
    gtk_widget_set_has_tooltip (g_ptr_array_index (hushed, i), TRUE);
  g_ptr_array_unref (hushed);
}

static gboolean
on_map_hook (GSignalInvocationHint *hint,
             guint                  n_values,
             const GValue          *values,
             gpointer               data)
{
  GObject *object = g_value_get_object (&values[0]);

  if (GTK_IS_POPOVER (object))
    {
      if (GPOINTER_TO_INT (data))
        hush (GTK_WIDGET (object));
      else
        unhush (GTK_WIDGET (object));
    }
  return TRUE;
}

/**
 * bn_popover_tooltips_install:
 *
 * From now on, every popover of the process puts away the tooltips of the
 * widgets it opens from while it is shown. Once is enough; again does
 * nothing.
 */
void
bn_popover_tooltips_install (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      GType type = GTK_TYPE_WIDGET;
      gpointer klass = g_type_class_ref (type);

      hushed_quark = g_quark_from_static_string ("bn-popover-tooltips-hushed");
      g_signal_add_emission_hook (g_signal_lookup ("map", type), 0, on_map_hook, GINT_TO_POINTER (TRUE), NULL);
      g_signal_add_emission_hook (g_signal_lookup ("unmap", type), 0, on_map_hook, GINT_TO_POINTER (FALSE), NULL);
      g_type_class_unref (klass);
      g_once_init_leave (&installed, 1);
    }
}
