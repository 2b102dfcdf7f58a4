/* bn-file-chooser.c — the one way the app asks the user for a file. */
#include "bn-config.h"

#include "bn-file-chooser.h"

#include <glib/gi18n.h>

typedef struct
{
  GtkFileChooserNative **slot;
  BnFileChosenFunc chosen;
  gpointer owner;
} Request;

static void
on_response_cb (GtkNativeDialog *chooser,
                int              response,
                Request         *request)
{
  g_autoptr(GFile) file = NULL;
  BnFileChosenFunc chosen = request->chosen;
  gpointer owner = request->owner;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  /* Frees @request with the chooser: read it before. */
  bn_file_chooser_close (request->slot);
  if (file != NULL)
    chosen (owner, file);
}

void
bn_file_chooser_show (GtkFileChooserNative **slot,
                      GtkWindow             *parent,
                      const char            *title,
                      GtkFileChooserAction   action,
                      const char            *accept_label,
                      GtkFileFilter         *filter,
                      const char            *current_name,
                      BnFileChosenFunc       chosen,
                      gpointer               owner)
{
  Request *request;

  g_return_if_fail (slot != NULL && title != NULL && chosen != NULL);

  bn_file_chooser_close (slot);
  *slot = gtk_file_chooser_native_new (title, parent, action, accept_label, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (*slot), TRUE);
  if (filter != NULL)
    {
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (*slot), filter);
      gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (*slot), filter);
    }
  if (current_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (*slot), current_name);
  request = g_new0 (Request, 1);
  *request = (Request) { .slot = slot, .chosen = chosen, .owner = owner };
  g_object_set_data_full (G_OBJECT (*slot), "bn-request", request, g_free);
  g_signal_connect (*slot, "response", G_CALLBACK (on_response_cb), request);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (*slot));
}

void
bn_file_chooser_close (GtkFileChooserNative **slot)
{
  g_return_if_fail (slot != NULL);

  if (*slot == NULL)
    return;
  g_signal_handlers_disconnect_matched (*slot, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, on_response_cb, NULL);
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (*slot));
  g_clear_object (slot);
}

/* Returns: (transfer full): the filter every PDF export offers. */
GtkFileFilter *
bn_file_chooser_new_pdf_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("PDF Documents"));
  gtk_file_filter_add_mime_type (filter, "application/pdf");
  gtk_file_filter_add_suffix (filter, "pdf");
  return filter;
}

/* Returns: (transfer full): a filter for Banneret's XML documents, shown
 *   as @name ("Leader Documents (XML)"). */
GtkFileFilter *
bn_file_chooser_new_xml_filter (const char *name)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_mime_type (filter, "application/xml");
  gtk_file_filter_add_mime_type (filter, "text/xml");
  /* A file chooser without MIME sniffing still knows the extension. */
  gtk_file_filter_add_suffix (filter, "xml");
  return filter;
}
