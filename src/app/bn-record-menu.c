/* bn-record-menu.c — the menu every record row carries; see the header. */
#include "bn-config.h"
#include "bn-accessible.h"

#include "bn-record-menu.h"

#include <glib/gi18n.h>

static const char * const kind_ids[] = {
  [BN_STORE_KIND_CAMPAIGN] = "campaign",
  [BN_STORE_KIND_LEADER] = "leader",
  [BN_STORE_KIND_ARMY] = "army",
  [BN_STORE_KIND_BATTLE] = "battle",
};

GVariant *
bn_record_menu_target (BnStoreKind kind,
                       gint64      id)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kind_ids), NULL);

  return g_variant_new ("(sx)", kind_ids[kind], id);
}

gboolean
bn_record_menu_parse (GVariant    *target,
                      BnStoreKind *out_kind,
                      gint64      *out_id)
{
  const char *kind_id;

  g_return_val_if_fail (target != NULL && g_variant_is_of_type (target, G_VARIANT_TYPE ("(sx)")), FALSE);

  g_variant_get (target, "(&sx)", &kind_id, out_id);
  for (guint i = 0; i < G_N_ELEMENTS (kind_ids); i++)
    if (g_strcmp0 (kind_ids[i], kind_id) == 0)
      {
        *out_kind = (BnStoreKind) i;
        return TRUE;
      }
  return FALSE;
}

typedef struct
{
  BnStoreKind kind;
  gint64 id;
  gboolean archived;
  GMenu *first_items;
} MenuSpec;

static void
menu_spec_free (MenuSpec *spec)
{
  g_clear_object (&spec->first_items);
  g_free (spec);
}

/* The menu is made when it is first opened: a list of a thousand records
 * then costs a thousand buttons, not a thousand popovers each watching the
 * window's actions. */
static void
create_popup_cb (GtkMenuButton *button,
                 gpointer       user_data)
{
  const MenuSpec *spec = user_data;
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) common = g_menu_new ();
  g_autoptr(GMenu) deleting = g_menu_new ();
  g_autoptr(GMenuItem) rename = g_menu_item_new (_("_Rename…"), NULL);
  g_autoptr(GMenuItem) archive = g_menu_item_new (spec->archived ? _("Un_archive") : _("_Archive"), NULL);
  g_autoptr(GMenuItem) delete = g_menu_item_new (_("_Delete"), NULL);

  if (gtk_menu_button_get_popover (button) != NULL)
    return;
  g_menu_item_set_action_and_target_value (rename, "win.record-rename", bn_record_menu_target (spec->kind, spec->id));
  g_menu_item_set_action_and_target_value (archive, spec->archived ? "win.record-unarchive" : "win.record-archive",
                                           bn_record_menu_target (spec->kind, spec->id));
  g_menu_item_set_action_and_target_value (delete, "win.record-delete", bn_record_menu_target (spec->kind, spec->id));
  if (spec->first_items != NULL)
    g_menu_append_section (menu, NULL, G_MENU_MODEL (spec->first_items));
  g_menu_append_item (common, rename);
  g_menu_append_item (common, archive);
  /* Deleting stands apart from the rest. */
  g_menu_append_item (deleting, delete);
  g_menu_append_section (menu, NULL, G_MENU_MODEL (common));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (deleting));
  /* Setting a model keeps the create-popup function but leaves the button
   * with its popover from now on. */
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
  gtk_menu_button_set_icon_name (button, "view-more-symbolic");
}

/**
 * bn_record_menu_button_new:
 * @first_items: (nullable): what the row's own view adds above the common items
 */
GtkWidget *
bn_record_menu_button_new (BnStoreKind  kind,
                           gint64       id,
                           gboolean     archived,
                           GMenu       *first_items)
{
  static const char * const tooltips[] = {
    [BN_STORE_KIND_CAMPAIGN] = N_("Campaign Menu"),
    [BN_STORE_KIND_LEADER] = N_("Leader Menu"),
    [BN_STORE_KIND_ARMY] = N_("Army Menu"),
    [BN_STORE_KIND_BATTLE] = N_("Battle Menu"),
  };
  GtkWidget *button = gtk_menu_button_new ();
  MenuSpec *spec;

  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kind_ids), NULL);

  spec = g_new0 (MenuSpec, 1);
  spec->kind = kind;
  spec->id = id;
  spec->archived = archived;
  spec->first_items = first_items != NULL ? g_object_ref (first_items) : NULL;
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), create_popup_cb, spec,
                                         (GDestroyNotify) menu_spec_free);
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _(tooltips[kind]));
  bn_accessible_set_label (button, _(tooltips[kind]));
  return button;
}
