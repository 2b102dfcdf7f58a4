/* bn-campaign-view.c — the Campaign section: the campaigns and the current one.
 *
 * Lists every campaign of the database with its leaders and start date and
 * marks the current one, which the other sections show; activating a row
 * makes that campaign current. New campaigns are named in a message dialog
 * that stays open until the store accepts the name, showing the store's
 * reason when it does not (empty, too long, taken).
 */
#include "bn-config.h"

#include "bn-campaign-view.h"

#include "bn-record-menu.h"
#include "bn-leader-page.h"
#include <glib/gi18n.h>
#include <inttypes.h>

#include "bn-random.h"

struct _BnCampaignView
{
  AdwBin parent_instance;

  BnStore *store;
  GPtrArray *campaigns;        /* BnCampaign, oldest first */
  gint64 campaign_id;

  /* The open new-campaign dialog. AdwMessageDialog closes itself before it
   * says which button was pressed; these let the response decide instead. */
  AdwMessageDialog *dialog;
  AdwEntryRow *dialog_name_row;
  AdwEntryRow *dialog_seed_row;
  GtkLabel *dialog_error_label;
  gboolean dialog_in_close;
  gboolean dialog_may_close;

  GtkStack *stack;
  AdwStatusPage *error_page;
  GtkListBox *campaign_list;
  gint64 focus_campaign_id;      /* a campaign just made, whose row takes the focus */
  GtkLabel *file_label;
};

G_DEFINE_FINAL_TYPE (BnCampaignView, bn_campaign_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_CAMPAIGN_ID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const BnCampaign *
find_campaign (BnCampaignView *self,
               gint64          id)
{
  if (self->campaigns == NULL)
    return NULL;
  for (guint i = 0; i < self->campaigns->len; i++)
    {
      const BnCampaign *campaign = g_ptr_array_index (self->campaigns, i);

      if (campaign->id == id)
        return campaign;
    }
  return NULL;
}

static char *
describe_campaign (BnCampaignView   *self,
                   const BnCampaign *campaign)
{
  gint64 n_leaders = bn_store_count_leaders (self->store, campaign->id, NULL);
  g_autoptr(GDateTime) created = campaign->created_at != NULL
    ? g_date_time_new_from_iso8601 (campaign->created_at, NULL) : NULL;
  g_autoptr(GDateTime) local = created != NULL ? g_date_time_to_local (created) : NULL;
  guint n = n_leaders > 0 ? (guint) n_leaders : 0;
  g_autofree char *count = g_strdup_printf (ngettext ("%u leader", "%u leaders", n), n);
  /* TRANSLATORS: the day a campaign was started, see g_date_time_format() */
  g_autofree char *date = local != NULL ? g_date_time_format (local, _("%-d %B %Y")) : NULL;

  if (date == NULL)
    return g_steal_pointer (&count);
  /* TRANSLATORS: "3 leaders · started 2 May 2026" */
  return g_strdup_printf (_("%s · started %s"), count, date);
}

static void
update_marks (BnCampaignView *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->campaign_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      gint64 *id = g_object_get_data (G_OBJECT (row), "bn-campaign-id");
      GtkWidget *check = g_object_get_data (G_OBJECT (row), "bn-check");

      if (id != NULL && check != NULL)
        gtk_widget_set_opacity (check, *id == self->campaign_id ? 1.0 : 0.0);
      if (id != NULL)
        gtk_accessible_update_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_SELECTED,
                                     *id == self->campaign_id, -1);
    }
}

static void
focus_new_row (BnCampaignView *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->campaign_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      gint64 *id = g_object_get_data (G_OBJECT (row), "bn-campaign-id");

      if (id != NULL && *id == self->focus_campaign_id && gtk_widget_grab_focus (row) && self->dialog == NULL)
        /* Shown with the focus, in a window no dialog covers: done. */
        self->focus_campaign_id = 0;
    }
  /* The file's line keeps a selection the focus made in passing. */
  gtk_label_select_region (self->file_label, 0, 0);
}

static void
fill_list (BnCampaignView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->campaign_list))) != NULL)
    gtk_list_box_remove (self->campaign_list, child);

  for (guint i = 0; i < self->campaigns->len; i++)
    {
      const BnCampaign *campaign = g_ptr_array_index (self->campaigns, i);
      g_autofree char *subtitle = describe_campaign (self, campaign);
      g_autofree char *seed_number = g_strdup_printf ("%" G_GUINT64_FORMAT, campaign->seed);
      g_autofree char *seed = g_strdup_printf (_("Deck seed %s"), seed_number);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *icon = gtk_image_new_from_icon_name ("bn-banner-symbolic");
      GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), campaign->name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_set_tooltip_text (row, seed);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_widget_set_tooltip_text (check, _("Current campaign"));
      gtk_widget_add_css_class (check, "accent");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), check);
      if (campaign->archived)
        {
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), bn_leader_page_make_tag (_("Archived"), "template"));
          gtk_widget_add_css_class (row, "dim-label");
        }
      {
        g_autoptr(GMenu) own = g_menu_new ();
        g_autoptr(GMenuItem) advance = g_menu_item_new (_("_Between Battles…"), NULL);

        g_menu_item_set_action_and_target_value (advance, "win.campaign-advance",
                                                 g_variant_new_int64 (campaign->id));
        g_menu_append_item (own, advance);
        adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                   bn_record_menu_button_new (BN_STORE_KIND_CAMPAIGN, campaign->id,
                                                              campaign->archived, own));
      }
      g_object_set_data (G_OBJECT (row), "bn-check", check);
      g_object_set_data_full (G_OBJECT (row), "bn-campaign-id",
                              g_memdup2 (&campaign->id, sizeof campaign->id), g_free);
      gtk_list_box_append (self->campaign_list, row);
    }
  update_marks (self);
  if (self->focus_campaign_id != 0)
    focus_new_row (self);
}

static void
on_campaign_list_row_activated_cb (BnCampaignView *self,
                                   GtkListBoxRow  *row)
{
  gint64 *id = g_object_get_data (G_OBJECT (row), "bn-campaign-id");

  if (id != NULL)
    bn_campaign_view_set_campaign_id (self, *id);
}

/* ---- the new-campaign dialog ---- */

/* The store's messages are written to follow "error: "; shown on their own
 * they start with a capital. */
static char *
as_sentence (const char *message)
{
  gunichar first = g_utf8_get_char (message);
  char upper[8] = { 0 };

  if (!g_unichar_islower (first))
    return g_strdup (message);
  g_unichar_to_utf8 (g_unichar_toupper (first), upper);
  return g_strconcat (upper, g_utf8_next_char (message), NULL);
}

static gboolean
on_dialog_close_request_cb (GtkWindow      *dialog,
                            BnCampaignView *self)
{
  self->dialog_in_close = TRUE;
  return FALSE;
}

/* Runs after AdwMessageDialog's own handler, which has already given the
 * close response if Escape closed it. A response button closes the dialog
 * before saying which it was: keep it open and let the response decide. */
static gboolean
on_dialog_close_request_after_cb (GtkWindow      *dialog,
                                  BnCampaignView *self)
{
  self->dialog_in_close = FALSE;
  return !self->dialog_may_close;
}

static void
on_dialog_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       BnCampaignView   *self)
{
  if (g_str_equal (response, "create"))
    {
      g_autoptr(GError) error = NULL;

      if (!bn_campaign_view_create_campaign (self,
                                             gtk_editable_get_text (GTK_EDITABLE (self->dialog_name_row)),
                                             gtk_editable_get_text (GTK_EDITABLE (self->dialog_seed_row)),
                                             &error))
        {
          g_autofree char *sentence = as_sentence (error->message);

          gtk_label_set_text (self->dialog_error_label, sentence);
          gtk_widget_set_visible (GTK_WIDGET (self->dialog_error_label), TRUE);
          gtk_widget_grab_focus (GTK_WIDGET (self->dialog_name_row));
          return;
        }
    }
  self->dialog_may_close = TRUE;
  if (!self->dialog_in_close)
    gtk_window_close (GTK_WINDOW (dialog));
}

static void
on_dialog_entry_changed_cb (BnCampaignView *self)
{
  if (self->dialog_error_label != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->dialog_error_label), FALSE);
}

static void
on_dialog_destroy_cb (BnCampaignView *self)
{
  self->dialog = NULL;
  self->dialog_name_row = NULL;
  self->dialog_seed_row = NULL;
  self->dialog_error_label = NULL;
}

static void
on_new_campaign_button_clicked_cb (BnCampaignView *self)
{
  bn_campaign_view_new_campaign (self);
}

/* ---- the object ---- */

static void
bn_campaign_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BnCampaignView *self = BN_CAMPAIGN_VIEW (object);

  switch (prop_id)
    {
    case PROP_CAMPAIGN_ID:
      g_value_set_int64 (value, self->campaign_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bn_campaign_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BnCampaignView *self = BN_CAMPAIGN_VIEW (object);

  switch (prop_id)
    {
    case PROP_CAMPAIGN_ID:
      bn_campaign_view_set_campaign_id (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bn_campaign_view_dispose (GObject *object)
{
  BnCampaignView *self = BN_CAMPAIGN_VIEW (object);

  if (self->dialog != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->dialog, self);
      gtk_window_destroy (GTK_WINDOW (self->dialog));
      on_dialog_destroy_cb (self);
    }
  /* The bin holds the template's top widget too: let it go first, once. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_CAMPAIGN_VIEW);
  g_clear_pointer (&self->campaigns, g_ptr_array_unref);
  g_clear_pointer (&self->store, bn_store_unref);

  G_OBJECT_CLASS (bn_campaign_view_parent_class)->dispose (object);
}

static void
bn_campaign_view_class_init (BnCampaignViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = bn_campaign_view_get_property;
  object_class->set_property = bn_campaign_view_set_property;
  object_class->dispose = bn_campaign_view_dispose;

  properties[PROP_CAMPAIGN_ID] =
    g_param_spec_int64 ("campaign-id", NULL, NULL,
                        0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-campaign-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BnCampaignView, file_label);
  gtk_widget_class_bind_template_child (widget_class, BnCampaignView, stack);
  gtk_widget_class_bind_template_child (widget_class, BnCampaignView, error_page);
  gtk_widget_class_bind_template_child (widget_class, BnCampaignView, campaign_list);
  gtk_widget_class_bind_template_callback (widget_class, on_campaign_list_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_new_campaign_button_clicked_cb);
}

static void
bn_campaign_view_init (BnCampaignView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_stack_set_visible_child_name (self->stack, "empty");
}

GtkWidget *
bn_campaign_view_new (void)
{
  return g_object_new (BN_TYPE_CAMPAIGN_VIEW, NULL);
}

void
bn_campaign_view_set_store (BnCampaignView *self,
                            BnStore        *store)
{
  g_return_if_fail (BN_IS_CAMPAIGN_VIEW (self));

  if (store != NULL)
    bn_store_ref (store);
  g_clear_pointer (&self->store, bn_store_unref);
  self->store = store;
  if (store != NULL)
    {
      g_autofree char *file = g_filename_display_name (bn_store_get_path (store));
      /* TRANSLATORS: under "Campaigns"; %s is the campaign database's file */
      g_autofree char *text = g_strdup_printf (_("The other sections show the current campaign. "
                                                 "All are kept in %s."), file);

      gtk_label_set_text (self->file_label, text);
    }
  bn_campaign_view_reload (self);
}

/* Returns: the current campaign, or 0 when there is none. */
gint64
bn_campaign_view_get_campaign_id (BnCampaignView *self)
{
  g_return_val_if_fail (BN_IS_CAMPAIGN_VIEW (self), 0);

  return self->campaign_id;
}

/* Makes @campaign_id current. Once the campaigns are read, an id that is
 * not among them falls back to the first campaign. */
void
bn_campaign_view_set_campaign_id (BnCampaignView *self,
                                  gint64          campaign_id)
{
  g_return_if_fail (BN_IS_CAMPAIGN_VIEW (self));

  if (self->campaigns != NULL && find_campaign (self, campaign_id) == NULL)
    campaign_id = self->campaigns->len > 0
      ? ((BnCampaign *) g_ptr_array_index (self->campaigns, 0))->id : 0;
  if (self->campaign_id == campaign_id)
    return;
  self->campaign_id = campaign_id;
  update_marks (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAMPAIGN_ID]);
}

/* Returns: (transfer none) (nullable): the current campaign as last read. */
const BnCampaign *
bn_campaign_view_get_campaign (BnCampaignView *self)
{
  g_return_val_if_fail (BN_IS_CAMPAIGN_VIEW (self), NULL);

  return find_campaign (self, self->campaign_id);
}

guint
bn_campaign_view_get_n_campaigns (BnCampaignView *self)
{
  g_return_val_if_fail (BN_IS_CAMPAIGN_VIEW (self), 0);

  return self->campaigns != NULL ? self->campaigns->len : 0;
}

/* Reads the campaigns again (their leaders too, for the counts). */
void
bn_campaign_view_reload (BnCampaignView *self)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *campaigns;

  g_return_if_fail (BN_IS_CAMPAIGN_VIEW (self));

  if (self->store == NULL)
    {
      g_clear_pointer (&self->campaigns, g_ptr_array_unref);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  campaigns = bn_store_list_campaigns (self->store, &error);
  if (campaigns == NULL)
    {
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return;
    }
  g_clear_pointer (&self->campaigns, g_ptr_array_unref);
  self->campaigns = campaigns;
  fill_list (self);
  gtk_stack_set_visible_child_name (self->stack, campaigns->len > 0 ? "list" : "empty");
  bn_campaign_view_set_campaign_id (self, self->campaign_id);
}

/**
 * bn_campaign_view_new_campaign:
 *
 * Opens the dialog that names a new campaign; it closes once the campaign
 * is made (and current) or the player cancels.
 *
 * Returns: (transfer none): the dialog
 */
AdwMessageDialog *
bn_campaign_view_new_campaign (BnCampaignView *self)
{
  GtkRoot *root;
  GtkWidget *dialog, *box, *list, *label;

  g_return_val_if_fail (BN_IS_CAMPAIGN_VIEW (self), NULL);

  if (self->dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->dialog));
      return self->dialog;
    }

  root = gtk_widget_get_root (GTK_WIDGET (self));
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("New Campaign"),
                                   _("Its deck is shuffled from the seed: leave it empty for a "
                                     "random one, or give another campaign’s seed to replay it."));
  if (GTK_IS_WINDOW (root))
    gtk_window_set_application (GTK_WINDOW (dialog), gtk_window_get_application (GTK_WINDOW (root)));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "create", _("C_reate"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "create", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "create");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  self->dialog_name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->dialog_name_row), _("_Name"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->dialog_name_row), TRUE);
  adw_entry_row_set_activates_default (self->dialog_name_row, TRUE);
  g_signal_connect_swapped (self->dialog_name_row, "changed", G_CALLBACK (on_dialog_entry_changed_cb), self);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (self->dialog_name_row));
  self->dialog_seed_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->dialog_seed_row), _("_Seed (optional)"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->dialog_seed_row), TRUE);
  adw_entry_row_set_activates_default (self->dialog_seed_row, TRUE);
  adw_entry_row_set_input_purpose (self->dialog_seed_row, GTK_INPUT_PURPOSE_DIGITS);
  g_signal_connect_swapped (self->dialog_seed_row, "changed", G_CALLBACK (on_dialog_entry_changed_cb), self);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (self->dialog_seed_row));
  gtk_box_append (GTK_BOX (box), list);
  label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "error");
  gtk_widget_set_visible (label, FALSE);
  gtk_box_append (GTK_BOX (box), label);
  self->dialog_error_label = GTK_LABEL (label);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);

  self->dialog = ADW_MESSAGE_DIALOG (dialog);
  self->dialog_in_close = FALSE;
  self->dialog_may_close = FALSE;
  g_signal_connect (dialog, "close-request", G_CALLBACK (on_dialog_close_request_cb), self);
  g_signal_connect_after (dialog, "close-request", G_CALLBACK (on_dialog_close_request_after_cb), self);
  g_signal_connect (dialog, "response", G_CALLBACK (on_dialog_response_cb), self);
  g_signal_connect_swapped (dialog, "destroy", G_CALLBACK (on_dialog_destroy_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (GTK_WIDGET (self->dialog_name_row));
  return self->dialog;
}

/**
 * bn_campaign_view_create_campaign:
 * @seed_text: (nullable): the deck's seed as typed; empty for a random one
 *
 * What the dialog's Create button does: makes the campaign and makes it
 * current.
 *
 * Returns: %FALSE with @error saying why the campaign was not made
 */
gboolean
bn_campaign_view_create_campaign (BnCampaignView  *self,
                                  const char      *name,
                                  const char      *seed_text,
                                  GError         **error)
{
  g_autoptr(BnCampaign) campaign = NULL;
  g_autofree char *seed_trimmed = g_strstrip (g_strdup (seed_text != NULL ? seed_text : ""));
  guint64 seed;

  g_return_val_if_fail (BN_IS_CAMPAIGN_VIEW (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  if (self->store == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_INITIALIZED,
                           _("The campaign database is not open."));
      return FALSE;
    }
  /* Seeds up to G_MAXINT64, as the CLI takes them. */
  if (seed_trimmed[0] == '\0')
    seed = bn_random_new_seed ();
  else if (!g_ascii_string_to_unsigned (seed_trimmed, 10, 0, G_MAXINT64, &seed, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The seed “%s” is not a whole number from 0 to %" PRId64 "."), seed_trimmed,
                   G_MAXINT64);
      return FALSE;
    }
  campaign = bn_store_create_campaign (self->store, name, seed, error);
  if (campaign == NULL)
    return FALSE;
  bn_campaign_view_reload (self);
  bn_campaign_view_set_campaign_id (self, campaign->id);
  /* The first campaign swaps the empty page, and its button, for the list:
   * the focus would fall to the next thing that takes it, the file's line,
   * and a label takes the focus by selecting all its text. The new
   * campaign's row takes it instead, also when the list is made again
   * once the dialog is gone. */
  self->focus_campaign_id = campaign->id;
  focus_new_row (self);
  return TRUE;
}
