/* bn-leader-page-export.c — "leader.export" (Ctrl+E): a saved leader and,
 * for a player-leader, his domain written as the one leader document the
 * command line's "leader export" writes, through the same library calls. */
#include "bn-config.h"

#include "bn-leader-page-private.h"

#include <glib/gi18n.h>

#include "bn-file-chooser.h"
#include "bn-leader-xml.h"

static gboolean
can_export (BnLeaderPage *self)
{
  return self->leader != NULL && self->leader->id != 0 && self->store != NULL && self->rules != NULL;
}

void
bn_leader_page_update_export (BnLeaderPage *self)
{
  gboolean saved = self->leader != NULL && self->leader->id != 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "leader.export", can_export (self));
  /* A leader still being made (the new-leader dialog's summary) has no
   * record to export yet. */
  gtk_widget_set_visible (self->export_button, saved);
  if (saved)
    gtk_widget_set_tooltip_text (self->export_button,
                                 self->leader->is_player
                                   ? _("Save him and his domain to a file another campaign can import")
                                   : _("Save him to a file another campaign can import"));
}

/* Returns: (transfer full): "<name>.leader.xml", fit to be a file name;
 * ".leader.xml" is how a file manager knows a leader. */
static char *
suggest_file_name (const BnLeader *leader)
{
  g_autofree char *name = g_strdup (leader->name != NULL && leader->name[0] != '\0'
                                      ? leader->name : _("Leader"));

  /* Names are free text; a slash would make the name a path. */
  g_strdelimit (name, G_DIR_SEPARATOR_S "/", '-');
  return g_strconcat (name, ".leader.xml", NULL);
}

static void
on_export_chosen (gpointer  owner,
                  GFile    *file)
{
  BnLeaderPage *self = owner;
  g_autoptr(GError) error = NULL;

  if (!bn_leader_page_export_to_file (self, file, &error))
    bn_leader_page_show_error (GTK_WIDGET (self), _("The Leader Could Not Be Exported"), error->message);
}

void
bn_leader_page_export_activated (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  BnLeaderPage *self = BN_LEADER_PAGE (widget);
  g_autoptr(GtkFileFilter) filter = NULL;
  g_autofree char *name = NULL;
  GtkRoot *root;

  if (!can_export (self))
    return;
  root = gtk_widget_get_root (widget);
  filter = bn_file_chooser_new_xml_filter (_("Leader Documents (XML)"));
  name = suggest_file_name (self->leader);
  bn_file_chooser_show (&self->chooser, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, _("Export Leader"),
                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), filter, name, on_export_chosen, self);
}

/* Prefixes @error with @name unless its message already says which file. */
static void
name_the_file (GError     **error,
               const char  *name)
{
  if (strstr ((*error)->message, name) == NULL)
    /* TRANSLATORS: a file's name, then why it could not be written */
    g_prefix_error (error, _("%s: "), name);
}

/**
 * bn_leader_page_export_to_file:
 * @file: where to write; replaced if it exists
 *
 * Does what the Export button does once the player has chosen @file: writes
 * the leader shown, as the database holds him, and for a player-leader the
 * vassals and heroes of his domain, as a leader document; then shows a
 * toast. The file is replaced whole or not at all.
 *
 * Returns: %FALSE, with @error naming the file and the reason, if nothing
 *   was written
 */
gboolean
bn_leader_page_export_to_file (BnLeaderPage  *self,
                               GFile         *file,
                               GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(GPtrArray) vassals = NULL;
  g_autofree char *name = NULL;
  g_autofree char *document = NULL;
  g_autofree char *toast = NULL;

  g_return_val_if_fail (BN_IS_LEADER_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  name = g_file_get_parse_name (file);
  if (!can_export (self))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_INITIALIZED,
                   _("%s: there is no saved leader to export"), name);
      return FALSE;
    }

  /* The same calls as "banneret-cli leader export": the stored record, his
   * domain as the store lists it, the one writer. */
  leader = bn_store_get_leader (self->store, self->leader->id, &local_error);
  if (leader != NULL && leader->is_player)
    vassals = bn_store_list_vassals (self->store, leader->id, &local_error);
  if (local_error == NULL)
    {
      document = bn_leader_xml_write (leader, vassals, self->rules);
      if (document == NULL)
        g_set_error_literal (&local_error, G_IO_ERROR, G_IO_ERROR_FAILED,
                             _("the leader’s record could not be written as a leader document"));
    }
  /* Written beside the target and renamed over it: a failure leaves any
   * earlier file as it was. */
  if (local_error == NULL)
    g_file_replace_contents (file, document, strlen (document), NULL, FALSE,
                             G_FILE_CREATE_NONE, NULL, NULL, &local_error);
  if (local_error != NULL)
    {
      name_the_file (&local_error, name);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  /* TRANSLATORS: a toast; %s is the leader's name */
  toast = g_strdup_printf (_("Exported %s"), leader->name);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast);
  return TRUE;
}
