/* bn-combo-rows.c — a combo row's choices shown whole in its list.
 *
 * AdwComboRow 1.2 cuts each choice in the list it drops down at about
 * twenty characters ("BattleLore tabletop va…"), and a ruleset's or a
 * battlefield's name is longer. The list made here wraps a long choice
 * instead, with the check mark beside the chosen one as the toolkit's own
 * list has it. The row itself keeps its own short display. */
#include "bn-combo-rows.h"

static char *
choice_text (AdwComboRow *row,
             GObject     *item)
{
  GtkExpression *expression = adw_combo_row_get_expression (row);
  g_auto(GValue) value = G_VALUE_INIT;

  if (expression != NULL && gtk_expression_evaluate (expression, item, &value))
    return g_value_dup_string (&value);
  if (GTK_IS_STRING_OBJECT (item))
    return g_strdup (gtk_string_object_get_string (GTK_STRING_OBJECT (item)));
  return NULL;
}

static void
update_check (GtkListItem *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  AdwComboRow *row = g_object_get_data (G_OBJECT (item), "bn-row");
  GtkWidget *check = box != NULL ? gtk_widget_get_last_child (box) : NULL;

  if (row == NULL || check == NULL)
    return;
  gtk_widget_set_opacity (check, gtk_list_item_get_position (item) == adw_combo_row_get_selected (row) ? 1 : 0);
}

static void
on_selected_changed_cb (AdwComboRow *row,
                        GParamSpec  *pspec,
                        GtkListItem *item)
{
  update_check (item);
}

static void
on_setup_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             AdwComboRow              *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  /* Hidden by its opacity, not its visibility: every item keeps the
   * check mark's room, as the toolkit's list does. */
  gtk_widget_set_opacity (check, 0);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
  g_object_set_data (G_OBJECT (item), "bn-row", row);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (on_selected_changed_cb), item, 0);
}

static void
on_bind_cb (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            AdwComboRow              *row)
{
  g_autofree char *text = choice_text (row, gtk_list_item_get_item (item));

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (gtk_list_item_get_child (item))),
                      text != NULL ? text : "");
  update_check (item);
}

/**
 * bn_combo_row_show_whole_choices:
 *
 * Gives @row a list of choices that shows each one whole; the model's items
 * are GtkStringObjects, or read by the row's expression.
 */
void
bn_combo_row_show_whole_choices (AdwComboRow *row)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  g_signal_connect_object (factory, "setup", G_CALLBACK (on_setup_cb), row, 0);
  g_signal_connect_object (factory, "bind", G_CALLBACK (on_bind_cb), row, 0);
  adw_combo_row_set_list_factory (row, factory);
}
