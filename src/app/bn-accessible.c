/* bn-accessible.c — names for screen readers where GTK 4.8 gives none.
 *
 * An icon-only button is announced by its type ("GtkImage") unless it has
 * an accessible label; a tooltip is not read as its name. A GtkMenuButton
 * is worse: the button that takes the focus is an inner GtkToggleButton,
 * and GTK 4.8 passes neither the menu button's label nor its tooltip on to
 * it. */
#include "bn-accessible.h"

/**
 * bn_accessible_set_label:
 * @widget: a control
 * @label: what a screen reader calls it
 *
 * Names @widget; for a GtkMenuButton, also the inner button that takes the
 * focus.
 */
void
bn_accessible_set_label (GtkWidget  *widget,
                         const char *label)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (label != NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  if (GTK_IS_MENU_BUTTON (widget))
    {
      GtkWidget *inner = gtk_widget_get_first_child (widget);

      if (inner != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (inner), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
}

/**
 * bn_accessible_name_menu_buttons:
 * @root: a widget built from a template
 *
 * Names every icon-only GtkMenuButton under @root by its tooltip, which
 * says what its menu is ("Main Menu", "Battle Menu").
 */
void
bn_accessible_name_menu_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_MENU_BUTTON (root) && gtk_menu_button_get_label (GTK_MENU_BUTTON (root)) == NULL
      && gtk_widget_get_tooltip_text (root) != NULL)
    bn_accessible_set_label (root, gtk_widget_get_tooltip_text (root));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bn_accessible_name_menu_buttons (child);
}
