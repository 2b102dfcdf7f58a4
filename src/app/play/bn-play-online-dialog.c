/* bn-play-online-dialog.c — host or join a battle over the network
 * (bn-play-online-dialog.h).
 *
 * Three pages: Host (army, ruleset, battlefield, time per turn, address and
 * port), Join (the invitation, the army brought), and Waiting (the
 * invitation with a Copy button while the host waits; a spinner and
 * Cancel for both). The battle runs in a BnNetPlay worker; once it is set
 * up the board opens and this window closes.
 */
#include "bn-config.h"

#include "bn-play-online-dialog.h"

#include <glib/gi18n.h>

#include "bn-battle-rules-xml.h"
#include "bn-data-text.h"
#include "bn-net-channel.h"
#include "bn-net-link.h"
#include "bn-net-protocol.h"
#include "bn-play-window.h"
#include "bn-scenario-xml.h"

struct _BnPlayOnlineDialog
{
  AdwWindow parent_instance;

  BnStore *store;
  GArray *army_ids;             /* gint64, as the army rows list them */
  BnNetPlay *net;               /* while hosting or joining */
  GtkWindow *board;             /* weak: the board once it opened */
  guint poll_id;                /* looks in the file for the battle set up */

  GtkStack *stack;
  GtkWidget *switcher;
  AdwComboRow *host_army;
  AdwComboRow *host_side;
  AdwComboRow *rules;
  AdwComboRow *field;
  GtkSpinButton *minutes;
  GtkSpinButton *port;
  GtkEditable *address;
  GtkEditable *invitation;
  AdwComboRow *join_army;
  GtkWidget *primary;           /* Host or Join, in the header bar: always in view */
  GtkLabel *message;            /* why nothing started, above the page */
  AdwStatusPage *waiting;
  GtkLabel *invitation_label;
  GtkWidget *invitation_box;
  GtkLabel *where_label;
};

G_DEFINE_FINAL_TYPE (BnPlayOnlineDialog, bn_play_online_dialog, ADW_TYPE_WINDOW)

static void
show_message (BnPlayOnlineDialog *self,
              const char         *message)
{
  gtk_label_set_text (self->message, message);
  gtk_widget_set_visible (GTK_WIDGET (self->message), message != NULL && *message != '\0');
}

static void
drop_net (BnPlayOnlineDialog *self)
{
  if (self->net == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->net, self);
  g_clear_object (&self->net);
}

/* The battle is set up: its board opens, this window closes. */
static void
open_board_for (BnPlayOnlineDialog *self,
                gint64              played_id)
{
  g_autoptr(GError) error = NULL;
  BnPlayedBattle *played;
  BnPlayWindow *window;
  g_autoptr(BnNetPlay) net = NULL;

  if (self->board != NULL || self->net == NULL || played_id == 0)
    return;
  g_clear_handle_id (&self->poll_id, g_source_remove);
  played = bn_played_battle_load (self->store, played_id, &error);
  if (played == NULL)
    {
      show_message (self, error->message);
      return;
    }
  net = g_object_ref (self->net);
  drop_net (self);
  window = bn_play_window_new_online (gtk_window_get_transient_for (GTK_WINDOW (self)), self->store, played, net);
  self->board = GTK_WINDOW (window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->board);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
open_board (BnPlayOnlineDialog *self)
{
  if (self->net != NULL)
    open_board_for (self, bn_net_play_get_played_id (self->net));
}

/* The battle is set up once this file holds it: the side that does not
 * move first learns it here, before any decision comes. */
static gboolean
on_poll_cb (gpointer data)
{
  BnPlayOnlineDialog *self = data;
  g_autoptr(BnNetInvitation) parsed = bn_net_invitation_parse (bn_net_play_get_invitation (self->net), NULL);
  g_autoptr(BnNetLink) link = NULL;

  if (parsed != NULL)
    link = bn_store_find_net_link (self->store, parsed->secret, bn_net_play_is_hosting (self->net), NULL);
  if (link != NULL && link->played_battle_id != 0)
    {
      self->poll_id = 0;
      open_board_for (self, link->played_battle_id);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
on_invitation_cb (BnPlayOnlineDialog *self)
{
  const char *invitation = bn_net_play_get_invitation (self->net);
  g_autoptr(BnNetInvitation) parsed = bn_net_invitation_parse (invitation, NULL);

  if (self->poll_id == 0)
    self->poll_id = g_timeout_add (250, on_poll_cb, self);
  if (!bn_net_play_is_hosting (self->net))
    return;
  gtk_label_set_text (self->invitation_label, invitation);
  gtk_widget_set_visible (self->invitation_box, TRUE);
  if (parsed != NULL)
    {
      /* TRANSLATORS: where the friend connects; the host's port must be reachable from his machine */
      g_autofree char *where = g_strdup_printf (_("Your friend connects to %s, port %u. Over the internet, that port "
                                                  "must be open to him (forwarded by your router)."),
                                                parsed->host, parsed->port);

      gtk_label_set_text (self->where_label, where);
    }
}

static void
on_moved_cb (BnPlayOnlineDialog *self)
{
  open_board (self);
}

static void
on_ended_cb (BnPlayOnlineDialog *self)
{
  const char *error = bn_net_play_get_error (self->net);
  gboolean hosting = bn_net_play_is_hosting (self->net);

  if (bn_net_play_get_played_id (self->net) != 0)
    {
      open_board (self);
      return;
    }
  g_clear_handle_id (&self->poll_id, g_source_remove);
  drop_net (self);
  gtk_stack_set_visible_child_name (self->stack, hosting ? "host" : "join");
  gtk_widget_set_visible (self->switcher, TRUE);
  gtk_widget_set_visible (self->primary, TRUE);
  show_message (self, error != NULL ? error : "");
}

static void
wait_on (BnPlayOnlineDialog *self,
         BnNetPlay          *net)
{
  self->net = net;
  g_signal_connect_object (net, "invitation", G_CALLBACK (on_invitation_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (net, "choose", G_CALLBACK (on_moved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (net, "moved", G_CALLBACK (on_moved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (net, "ended", G_CALLBACK (on_ended_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_set_visible (self->invitation_box, FALSE);
  gtk_label_set_text (self->where_label, "");
  if (bn_net_play_is_hosting (net))
    {
      adw_status_page_set_title (self->waiting, _("Waiting for Your Friend"));
      adw_status_page_set_description (self->waiting, _("Send him this invitation (by mail or a message). "
                                                        "It lets him, and only him, join this battle."));
    }
  else
    {
      adw_status_page_set_title (self->waiting, _("Joining"));
      adw_status_page_set_description (self->waiting, _("Connecting to your friend and setting up the battle…"));
    }
  gtk_stack_set_visible_child_name (self->stack, "waiting");
  gtk_widget_set_visible (self->switcher, FALSE);
  gtk_widget_set_visible (self->primary, FALSE);
}

static gint64
army_at (BnPlayOnlineDialog *self,
         AdwComboRow        *row)
{
  guint i = adw_combo_row_get_selected (row);

  return i < self->army_ids->len ? g_array_index (self->army_ids, gint64, i) : 0;
}

/* Starts hosting with the Host page's choices. */
gboolean
bn_play_online_dialog_host (BnPlayOnlineDialog *self)
{
  const char * const *ids = bn_scenario_shipped_ids ();
  guint field = adw_combo_row_get_selected (self->field);
  guint rules = adw_combo_row_get_selected (self->rules);
  g_autofree char *address = g_strstrip (g_strdup (gtk_editable_get_text (self->address)));
  BnNetHostOptions options = { 0 };

  g_return_val_if_fail (BN_IS_PLAY_ONLINE_DIALOG (self), FALSE);

  if (self->net != NULL)
    return FALSE;
  options.army_id = army_at (self, self->host_army);
  if (options.army_id == 0)
    {
      show_message (self, _("Pick the army you bring."));
      return FALSE;
    }
  options.rules_id = rules < bn_ruleset_get_n_rulesets () ? bn_ruleset_get_nth (rules)->id : NULL;
  options.scenario = field < g_strv_length ((char **) ids) ? ids[field] : NULL;
  options.port = (guint) gtk_spin_button_get_value_as_int (self->port);
  options.side = MIN (adw_combo_row_get_selected (self->host_side), 1);
  options.address = *address != '\0' ? address : NULL;
  show_message (self, "");
  wait_on (self, bn_net_play_host (bn_store_get_path (self->store), &options,
                                   (guint) gtk_spin_button_get_value_as_int (self->minutes) * 60));
  return TRUE;
}

/* Joins with the Join page's invitation and army. */
gboolean
bn_play_online_dialog_join (BnPlayOnlineDialog *self)
{
  g_autofree char *invitation = g_strstrip (g_strdup (gtk_editable_get_text (self->invitation)));
  g_autoptr(GError) error = NULL;
  g_autoptr(BnNetInvitation) parsed = NULL;
  gint64 army_id;

  g_return_val_if_fail (BN_IS_PLAY_ONLINE_DIALOG (self), FALSE);

  if (self->net != NULL)
    return FALSE;
  gtk_stack_set_visible_child_name (self->stack, "join");
  if ((parsed = bn_net_invitation_parse (invitation, &error)) == NULL)
    {
      show_message (self, error->message);
      return FALSE;
    }
  if ((army_id = army_at (self, self->join_army)) == 0)
    {
      show_message (self, _("Pick the army you bring."));
      return FALSE;
    }
  show_message (self, "");
  wait_on (self, bn_net_play_join (bn_store_get_path (self->store), invitation, army_id));
  return TRUE;
}

/* Stops hosting or joining; nothing is kept of a battle never set up. */
void
bn_play_online_dialog_cancel (BnPlayOnlineDialog *self)
{
  g_return_if_fail (BN_IS_PLAY_ONLINE_DIALOG (self));

  if (self->net != NULL)
    bn_net_play_cancel (self->net);
}

void
bn_play_online_dialog_set_address (BnPlayOnlineDialog *self,
                                   const char         *address)
{
  gtk_editable_set_text (self->address, address);
}

void
bn_play_online_dialog_set_invitation (BnPlayOnlineDialog *self,
                                      const char         *invitation)
{
  gtk_editable_set_text (self->invitation, invitation);
  gtk_stack_set_visible_child_name (self->stack, "join");
}

/* The side the host plays: 0 or 1. */
void
bn_play_online_dialog_set_side (BnPlayOnlineDialog *self,
                                guint               side)
{
  g_return_if_fail (BN_IS_PLAY_ONLINE_DIALOG (self) && side <= 1);

  adw_combo_row_set_selected (self->host_side, side);
}

void
bn_play_online_dialog_set_minutes (BnPlayOnlineDialog *self,
                                   guint               minutes)
{
  gtk_spin_button_set_value (self->minutes, minutes);
}

/* The host's invitation once it listens; %NULL before. */
const char *
bn_play_online_dialog_get_invitation (BnPlayOnlineDialog *self)
{
  return gtk_widget_get_visible (self->invitation_box) ? gtk_label_get_text (self->invitation_label) : NULL;
}

/* The message shown above the page (why nothing started); "" for none. */
const char *
bn_play_online_dialog_get_message (BnPlayOnlineDialog *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->message)) ? gtk_label_get_text (self->message) : "";
}

/* Returns: (transfer none): the page's primary action (Host or Join), in
 *   the header bar */
GtkWidget *
bn_play_online_dialog_get_primary (BnPlayOnlineDialog *self)
{
  return self->primary;
}

BnNetPlay *
bn_play_online_dialog_get_net_play (BnPlayOnlineDialog *self)
{
  return self->net;
}

/* Returns: (transfer none) (nullable): the board, once the battle is set up */
GtkWindow *
bn_play_online_dialog_get_board (BnPlayOnlineDialog *self)
{
  return self->board;
}

static void
on_copy_clicked_cb (BnPlayOnlineDialog *self)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), gtk_label_get_text (self->invitation_label));
}

static gboolean
on_close_request_cb (BnPlayOnlineDialog *self)
{
  bn_play_online_dialog_cancel (self);
  drop_net (self);
  return FALSE;
}

static void
on_cancel_clicked_cb (BnPlayOnlineDialog *self)
{
  bn_play_online_dialog_cancel (self);
}

static void
bn_play_online_dialog_dispose (GObject *object)
{
  BnPlayOnlineDialog *self = BN_PLAY_ONLINE_DIALOG (object);

  g_clear_handle_id (&self->poll_id, g_source_remove);
  if (self->net != NULL)
    bn_net_play_cancel (self->net);
  drop_net (self);
  if (self->board != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->board), (gpointer *) &self->board);
  self->board = NULL;
  G_OBJECT_CLASS (bn_play_online_dialog_parent_class)->dispose (object);
}

static void
bn_play_online_dialog_finalize (GObject *object)
{
  BnPlayOnlineDialog *self = BN_PLAY_ONLINE_DIALOG (object);

  g_clear_pointer (&self->store, bn_store_unref);
  g_array_unref (self->army_ids);
  G_OBJECT_CLASS (bn_play_online_dialog_parent_class)->finalize (object);
}

static void
bn_play_online_dialog_class_init (BnPlayOnlineDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bn_play_online_dialog_dispose;
  G_OBJECT_CLASS (klass)->finalize = bn_play_online_dialog_finalize;
}

static void
bn_play_online_dialog_init (BnPlayOnlineDialog *self)
{
  self->army_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
}

static GtkWidget *
spin_row (const char    *title,
          const char    *subtitle,
          double         max,
          GtkSpinButton **out_spin)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  *out_spin = GTK_SPIN_BUTTON (spin);
  return row;
}

static GtkWidget *
message_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "error");
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_visible (label, FALSE);
  return label;
}

static GtkWidget *
army_row (BnPlayOnlineDialog *self,
          GPtrArray          *armies,
          const char         *subtitle)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  for (guint i = 0; i < armies->len; i++)
    gtk_string_list_append (names, ((BnArmy *) g_ptr_array_index (armies, i))->name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Your army"));
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  return row;
}

static GtkWidget *
host_page (BnPlayOnlineDialog *self,
           GPtrArray          *armies)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *terms = adw_preferences_group_new ();
  GtkWidget *connection = adw_preferences_group_new ();
  g_autoptr(GtkStringList) rulesets = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) fields = gtk_string_list_new (NULL);
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_default (NULL);
  const char * const *ids = bn_scenario_shipped_ids ();
  GtkWidget *row;
  g_autofree char *address = bn_net_default_address ();

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("You host the battle and choose your side; your friend joins with "
                                           "the invitation, brings an army of his own campaign and takes the other "
                                           "side. Every die is thrown by both programs together, so neither can "
                                           "foresee it."));
  self->host_army = ADW_COMBO_ROW (army_row (self, armies, NULL));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->host_army));
  {
    g_autoptr(GtkStringList) sides = gtk_string_list_new (NULL);

    gtk_string_list_append (sides, _("The first side"));
    gtk_string_list_append (sides, _("The second side"));
    row = adw_combo_row_new ();
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Your side"));
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Your friend plays the other"));
    adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (sides));
    self->host_side = ADW_COMBO_ROW (row);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  }
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (terms), _("The Battle"));
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Rules"));
  for (guint i = 0; i < bn_ruleset_get_n_rulesets (); i++)
    gtk_string_list_append (rulesets, bn_ruleset_get_nth (i)->name);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (rulesets));
  self->rules = ADW_COMBO_ROW (row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (terms), row);
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Battlefield"));
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(BnScenario) scenario = rules != NULL ? bn_scenario_load_shipped (rules, ids[i], NULL) : NULL;

      gtk_string_list_append (fields, scenario != NULL ? bn_data_text (scenario->name) : ids[i]);
    }
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (fields));
  self->field = ADW_COMBO_ROW (row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (terms), row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (terms),
                             spin_row (_("Minutes per turn"),
                                       _("Each side’s time for its decisions in a turn; when it runs out the "
                                         "computer decides for that side. 0: no clock"), 60, &self->minutes));
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (connection), _("Connection"));
  row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Your address, as your friend reaches it"));
  gtk_editable_set_text (GTK_EDITABLE (row), address);
  self->address = GTK_EDITABLE (row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (connection), row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (connection),
                             spin_row (_("Port"), _("0: any free port"), 65535, &self->port));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (terms));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (connection));
  return page;
}

static GtkWidget *
join_page (BnPlayOnlineDialog *self,
           GPtrArray          *armies)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Paste the invitation your friend sent, and pick the army you bring. "
                                           "The battle is kept in this campaign too."));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Invitation"));
  self->invitation = GTK_EDITABLE (row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  self->join_army = ADW_COMBO_ROW (army_row (self, armies, _("The side the host leaves you")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->join_army));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  return page;
}

static GtkWidget *
waiting_page (BnPlayOnlineDialog *self)
{
  GtkWidget *status = adw_status_page_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *copy = gtk_button_new_from_icon_name ("edit-copy-symbolic");
  GtkWidget *spinner = gtk_spinner_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));

  self->waiting = ADW_STATUS_PAGE (status);
  self->invitation_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_selectable (self->invitation_label, TRUE);
  gtk_label_set_wrap (self->invitation_label, TRUE);
  gtk_label_set_wrap_mode (self->invitation_label, PANGO_WRAP_CHAR);
  gtk_label_set_max_width_chars (self->invitation_label, 44);
  gtk_widget_add_css_class (GTK_WIDGET (self->invitation_label), "monospace");
  gtk_widget_add_css_class (GTK_WIDGET (self->invitation_label), "card");
  gtk_widget_set_hexpand (GTK_WIDGET (self->invitation_label), TRUE);
  gtk_widget_set_tooltip_text (copy, _("Copy the Invitation"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (copy), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Copy the invitation"), -1);
  gtk_widget_set_valign (copy, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (copy, "clicked", G_CALLBACK (on_copy_clicked_cb), self);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->invitation_label));
  gtk_box_append (GTK_BOX (line), copy);
  self->invitation_box = line;
  gtk_widget_set_visible (line, FALSE);
  self->where_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->where_label, TRUE);
  gtk_label_set_max_width_chars (self->where_label, 50);
  gtk_widget_add_css_class (GTK_WIDGET (self->where_label), "dim-label");
  gtk_spinner_start (GTK_SPINNER (spinner));
  gtk_widget_set_size_request (spinner, 32, 32);
  gtk_widget_add_css_class (cancel, "pill");
  gtk_widget_set_halign (cancel, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (on_cancel_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), line);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->where_label));
  gtk_box_append (GTK_BOX (box), spinner);
  gtk_box_append (GTK_BOX (box), cancel);
  adw_status_page_set_icon_name (self->waiting, "network-transmit-receive-symbolic");
  adw_status_page_set_child (self->waiting, box);
  return status;
}

static void
on_primary_clicked_cb (BnPlayOnlineDialog *self)
{
  if (g_str_equal (gtk_stack_get_visible_child_name (self->stack), "join"))
    bn_play_online_dialog_join (self);
  else
    bn_play_online_dialog_host (self);
}

/* The header bar's button does what the page in view is for; a message
 * about the other page is gone with it. */
static void
on_page_changed_cb (BnPlayOnlineDialog *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (g_str_equal (page, "waiting"))
    return;
  gtk_button_set_label (GTK_BUTTON (self->primary), g_str_equal (page, "join") ? _("_Join Battle") : _("_Host Battle"));
  gtk_widget_set_tooltip_text (self->primary, g_str_equal (page, "join") ? _("Join your friend’s battle")
                                                                          : _("Host the battle and get the invitation"));
  if (self->net == NULL)
    show_message (self, "");
}

/**
 * bn_play_online_dialog_new:
 * @armies: (element-type BnArmy): the campaign's armies, to bring one
 */
BnPlayOnlineDialog *
bn_play_online_dialog_new (GtkWindow *parent,
                           BnStore   *store,
                           GPtrArray *armies)
{
  BnPlayOnlineDialog *self = g_object_new (BN_TYPE_PLAY_ONLINE_DIALOG, "transient-for", parent, "modal", TRUE,
                                           "title", _("Play a Friend Online"), NULL);
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *stack = gtk_stack_new ();

  g_return_val_if_fail (store != NULL && armies != NULL, NULL);

  self->store = bn_store_ref (store);
  for (guint i = 0; i < armies->len; i++)
    g_array_append_val (self->army_ids, ((BnArmy *) g_ptr_array_index (armies, i))->id);
  self->stack = GTK_STACK (stack);
  gtk_stack_add_titled (self->stack, host_page (self, armies), "host", _("Host"));
  gtk_stack_add_titled (self->stack, join_page (self, armies), "join", _("Join"));
  gtk_stack_add_named (self->stack, waiting_page (self), "waiting");
  gtk_widget_set_vexpand (stack, TRUE);
  self->switcher = gtk_stack_switcher_new ();
  gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (self->switcher), self->stack);
  /* The tabs go under the header bar, whose title may be cut short, so
   * that the primary action beside them never widens a narrow window. */
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new (_("Play a Friend Online"), NULL));
  gtk_widget_set_halign (self->switcher, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (self->switcher, 6);
  gtk_widget_set_margin_bottom (self->switcher, 6);
  /* The primary action stays in view however long the page, as a GNOME
   * dialog puts it. */
  self->primary = gtk_button_new_with_mnemonic (_("_Host Battle"));
  gtk_widget_add_css_class (self->primary, "suggested-action");
  g_signal_connect_swapped (self->primary, "clicked", G_CALLBACK (on_primary_clicked_cb), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->primary);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->primary);
  self->message = GTK_LABEL (message_label ());
  g_signal_connect_swapped (stack, "notify::visible-child-name", G_CALLBACK (on_page_changed_cb), self);
  on_page_changed_cb (self);
  gtk_box_append (GTK_BOX (content), header);
  gtk_box_append (GTK_BOX (content), self->switcher);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->message));
  gtk_box_append (GTK_BOX (content), stack);
  adw_window_set_content (ADW_WINDOW (self), content);
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 680);
  g_signal_connect (self, "close-request", G_CALLBACK (on_close_request_cb), NULL);
  return self;
}
