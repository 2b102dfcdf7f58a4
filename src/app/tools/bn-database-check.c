/* bn-database-check.c — Check Campaign File…
 *
 * Runs the same full check as "banneret-cli db check" (bn_store_check():
 * every page, index and reference) and says the verdict in a message
 * dialog over @parent: sound, or the problem as the store names it.
 */
#include "bn-config.h"

#include "bn-database-check.h"

#include <glib/gi18n.h>

/* Returns: (transfer none): the dialog shown, which closes itself. */
AdwMessageDialog *
bn_database_check_present (GtkWindow *parent,
                           BnStore   *store)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (store != NULL, NULL);

  basename = g_path_get_basename (bn_store_get_path (store));
  if (bn_store_check (store, &error))
    {
      /* Translators: %s is the campaign file's name. */
      body = g_strdup_printf (_("Every page, index and reference of “%s” was checked: the file is sound."),
                              basename);
      dialog = adw_message_dialog_new (parent, _("Campaign File Sound"), body);
    }
  else
    {
      /* Translators: %s is the campaign file's name. */
      body = g_strdup_printf (_("“%s” is damaged: %s"), basename, error->message);
      dialog = adw_message_dialog_new (parent, _("Campaign File Damaged"), body);
    }
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
  return ADW_MESSAGE_DIALOG (dialog);
}
