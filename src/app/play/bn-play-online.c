/* bn-play-online.c — the connection, the clock and the chat beside a
 * networked board (bn-play-online.h).
 */
#include "bn-config.h"

#include "bn-play-online.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#define CHAT_LINES 6

typedef struct
{
  BnNetPlay *net;
  GtkLabel  *state;
  GtkLabel  *clock;
  GtkWidget *reconnect;
  GtkLabel  *chat;
  GtkEntry  *entry;
  GQueue     lines;             /* char *: the last chat lines, oldest first */
  guint      tick_id;
} Online;

static void
online_free (gpointer data)
{
  Online *online = data;

  g_clear_handle_id (&online->tick_id, g_source_remove);
  g_queue_clear_full (&online->lines, g_free);
  g_signal_handlers_disconnect_by_data (online->net, online);
  g_object_unref (online->net);
  g_free (online);
}

static Online *
online_of (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), "bn-online");
}

static void
add_line (Online     *online,
          const char *line)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_queue_push_tail (&online->lines, g_strdup (line));
  while (g_queue_get_length (&online->lines) > CHAT_LINES)
    g_free (g_queue_pop_head (&online->lines));
  for (GList *l = online->lines.head; l != NULL; l = l->next)
    g_string_append_printf (text, "%s%s", text->len > 0 ? "\n" : "", (const char *) l->data);
  gtk_label_set_text (online->chat, text->str);
  gtk_widget_set_visible (GTK_WIDGET (online->chat), TRUE);
}

static gboolean
on_tick_cb (gpointer data)
{
  Online *online = data;
  gint64 left = bn_net_play_get_time_left (online->net);
  g_autofree char *text = NULL;

  if (left < 0)
    {
      online->tick_id = 0;
      gtk_widget_set_visible (GTK_WIDGET (online->clock), FALSE);
      return G_SOURCE_REMOVE;
    }
  left = (left + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC;
  /* TRANSLATORS: this side's time left for its decisions this turn, minutes:seconds */
  text = g_strdup_printf (_("%d:%02d left this turn"), (int) (left / 60), (int) (left % 60));
  gtk_label_set_text (online->clock, text);
  gtk_widget_set_visible (GTK_WIDGET (online->clock), TRUE);
  if (left <= 10)
    gtk_widget_add_css_class (GTK_WIDGET (online->clock), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (online->clock), "error");
  return G_SOURCE_CONTINUE;
}

static void
on_choose_cb (Online *online)
{
  gtk_label_set_text (online->state, _("Your move: your friend waits."));
  gtk_widget_set_visible (online->reconnect, FALSE);
  if (bn_net_play_get_time_left (online->net) >= 0 && online->tick_id == 0)
    online->tick_id = g_timeout_add (250, on_tick_cb, online);
  if (online->tick_id != 0)
    on_tick_cb (online);
}

static void
on_moved_cb (Online *online,
             guint   from)
{
  if (from == G_MAXUINT)
    return;
  gtk_widget_set_visible (online->reconnect, FALSE);
  gtk_label_set_text (online->state, bn_net_play_is_choosing (online->net) ? _("Your move: your friend waits.")
                                                                           : _("Connected: your friend’s move."));
}

/* A word on the connection is its state, shown once; chat lines and the
 * clock's words are kept among the lines. */
static void
on_note_cb (Online     *online,
            const char *note,
            gboolean    about_connection)
{
  if (about_connection)
    gtk_label_set_text (online->state, note);
  else
    add_line (online, note);
}

/* A run begins: the board may be open already (a battle taken up again). */
static void
on_invitation_cb (Online *online)
{
  if (!bn_net_play_is_taking_up (online->net))
    return;
  gtk_widget_set_visible (online->reconnect, FALSE);
  gtk_label_set_text (online->state, bn_net_play_is_hosting (online->net)
                                     ? _("Waiting for your friend to join again with the same invitation…")
                                     : _("Joining again…"));
}

static void
on_ended_cb (Online *online)
{
  const char *error = bn_net_play_get_error (online->net);

  g_clear_handle_id (&online->tick_id, g_source_remove);
  gtk_widget_set_visible (GTK_WIDGET (online->clock), FALSE);
  if (error == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The battle is over and kept in your campaign as battle %" PRId64 "."),
                                                 bn_net_play_get_record_id (online->net));

      gtk_label_set_text (online->state, text);
      gtk_widget_set_visible (online->reconnect, FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (online->entry), FALSE);
      return;
    }
  {
    /* TRANSLATORS: %s says why the battle over the network stopped */
    g_autofree char *text = g_strdup_printf (_("Paused — %s. The battle is saved as it stands."), error);

    gtk_label_set_text (online->state, text);
  }
  gtk_widget_set_visible (online->reconnect, bn_net_play_get_played_id (online->net) != 0);
}

static void
on_reconnect_clicked_cb (Online *online)
{
  if (bn_net_play_reconnect (online->net))
    on_invitation_cb (online);
}

/**
 * bn_play_online_send:
 *
 * Sends @text to the other side and shows it among the chat lines.
 *
 * Returns: %FALSE (the reason shown) when it could not be sent
 */
gboolean
bn_play_online_send (GtkWidget  *widget,
                     const char *text)
{
  Online *online = online_of (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;

  if (text == NULL || *text == '\0')
    return FALSE;
  if (!bn_net_play_say (online->net, text, &error))
    {
      /* TRANSLATORS: a chat line that could not be sent, and why */
      line = g_strdup_printf (_("Not sent: %s"), error->message);
      add_line (online, line);
      return FALSE;
    }
  /* TRANSLATORS: a chat line this side sent */
  line = g_strdup_printf (_("You say: %s"), text);
  add_line (online, line);
  return TRUE;
}

static void
on_entry_activate_cb (GtkEntry *entry,
                      gpointer  user_data)
{
  GtkWidget *widget = user_data;

  if (bn_play_online_send (widget, gtk_editable_get_text (GTK_EDITABLE (entry))))
    gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

/* The chat lines shown, oldest first, one a line. */
const char *
bn_play_online_get_chat (GtkWidget *widget)
{
  return gtk_label_get_text (online_of (widget)->chat);
}

const char *
bn_play_online_get_state (GtkWidget *widget)
{
  return gtk_label_get_text (online_of (widget)->state);
}

/* The clock's words, "" when it is not shown. */
const char *
bn_play_online_get_clock (GtkWidget *widget)
{
  Online *online = online_of (widget);

  return gtk_widget_get_visible (GTK_WIDGET (online->clock)) ? gtk_label_get_text (online->clock) : "";
}

GtkWidget *
bn_play_online_new (BnNetPlay *net)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (_("Over the Network"));
  Online *online = g_new0 (Online, 1);

  g_return_val_if_fail (BN_IS_NET_PLAY (net), NULL);

  online->net = g_object_ref (net);
  g_object_set_data_full (G_OBJECT (box), "bn-online", online, online_free);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_box_append (GTK_BOX (box), title);
  online->state = GTK_LABEL (gtk_label_new (bn_net_play_is_choosing (net) ? _("Your move: your friend waits.")
                                                                         : _("Connected: your friend’s move.")));
  gtk_label_set_wrap (online->state, TRUE);
  gtk_label_set_xalign (online->state, 0);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (online->state));
  online->clock = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (online->clock), "numeric");
  gtk_widget_add_css_class (GTK_WIDGET (online->clock), "title-4");
  gtk_label_set_xalign (online->clock, 0);
  gtk_widget_set_visible (GTK_WIDGET (online->clock), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (online->clock));
  online->reconnect = gtk_button_new_with_mnemonic (_("_Reconnect"));
  gtk_widget_set_tooltip_text (online->reconnect, _("Take the battle up again from the last decision both sides share"));
  gtk_widget_set_halign (online->reconnect, GTK_ALIGN_START);
  gtk_widget_add_css_class (online->reconnect, "suggested-action");
  gtk_widget_set_visible (online->reconnect, FALSE);
  g_signal_connect_swapped (online->reconnect, "clicked", G_CALLBACK (on_reconnect_clicked_cb), online);
  gtk_box_append (GTK_BOX (box), online->reconnect);
  online->chat = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (online->chat, TRUE);
  gtk_label_set_xalign (online->chat, 0);
  gtk_label_set_selectable (online->chat, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (online->chat), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (online->chat), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (online->chat));
  online->entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_max_length (online->entry, 500);
  gtk_entry_set_placeholder_text (online->entry, _("A word to your friend, then Enter"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (online->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Message to the other side"), -1);
  g_signal_connect (online->entry, "activate", G_CALLBACK (on_entry_activate_cb), box);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (online->entry));
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  g_signal_connect_swapped (net, "choose", G_CALLBACK (on_choose_cb), online);
  g_signal_connect_swapped (net, "moved", G_CALLBACK (on_moved_cb), online);
  g_signal_connect_swapped (net, "note", G_CALLBACK (on_note_cb), online);
  g_signal_connect_swapped (net, "invitation", G_CALLBACK (on_invitation_cb), online);
  g_signal_connect_swapped (net, "ended", G_CALLBACK (on_ended_cb), online);
  for (guint i = 0; i < bn_net_play_get_notes (net)->len; i++)
    add_line (online, g_ptr_array_index (bn_net_play_get_notes (net), i));
  /* A battle taken up again from the file: not yet connected. */
  if (bn_net_play_is_taking_up (net))
    on_invitation_cb (online);
  if (bn_net_play_is_choosing (net))
    on_choose_cb (online);
  return box;
}
