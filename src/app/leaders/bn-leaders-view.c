/* bn-leaders-view.c — the Leaders section: a campaign's leaders and their pages.
 *
 * The list puts each player-leader first with his domain under him, then
 * anyone in no player-leader's domain. Activating a leader slides his page
 * in; the window's back button, Escape, Alt+Left or a swipe slide it out.
 * The view reads the store afresh whenever the campaign changes or a leader
 * is saved: the store, not the view, holds the record.
 *
 * "Import…" ("leaders.import", Ctrl+I) adds a leader document to the current
 * campaign, through the same library calls as "banneret-cli leader import":
 * the document is read and checked whole, then stored whole, or nothing is.
 */
#include "bn-config.h"

#include "bn-leaders-view.h"

#include "bn-paged-list.h"
#include "bn-record-menu.h"
#include <glib/gi18n.h>

#include "bn-file-chooser.h"
#include "bn-leader-page.h"
#include "bn-leader-xml.h"

struct _BnLeadersView
{
  AdwBin parent_instance;

  gboolean stale;            /* a write came while off screen: read again when shown */

  BnStore *store;
  BnLeaderRules *rules;
  gint64 campaign_id;
  GPtrArray *leaders;        /* BnLeader, as last read */
  GArray *domains;           /* guint: where each player-leader stands in leaders */
  gint64 shown_leader_id;

  GtkStack *stack;
  AdwStatusPage *error_page;
  AdwLeaflet *leaflet;
  GtkLabel *count_label;
  GtkBox *lists_box;
  BnLeaderPage *leader_page;

  GtkFileChooserNative *chooser;   /* while the player picks a file to import */
};

G_DEFINE_FINAL_TYPE (BnLeadersView, bn_leaders_view, ADW_TYPE_BIN)

static void ensure_loaded (BnLeadersView *self);

enum {
  PROP_0,
  PROP_CAMPAIGN_ID,
  PROP_CAN_GO_BACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_LEADERS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
role_icon_name (const BnLeader *leader)
{
  if (leader->is_player)
    return "bn-crown-symbolic";
  if (leader->is_hero)
    return "bn-crossed-swords-symbolic";
  return "bn-shield-symbolic";
}

static const char *
role_css_class (const BnLeader *leader)
{
  if (leader->is_player)
    return "player";
  if (leader->is_hero)
    return "hero";
  return "vassal";
}

static BnLeader *
find_leader (BnLeadersView *self,
             gint64         id)
{
  if (self->leaders == NULL)
    return NULL;
  for (guint i = 0; i < self->leaders->len; i++)
    {
      BnLeader *leader = g_ptr_array_index (self->leaders, i);

      if (leader->id == id)
        return leader;
    }
  return NULL;
}

static void
set_shown_leader (BnLeadersView *self,
                  gint64         id)
{
  gboolean could_go_back = self->shown_leader_id != 0;

  self->shown_leader_id = id;
  if (could_go_back != (id != 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_GO_BACK]);
}

static GtkWidget *
make_leader_row (BnLeadersView  *self,
                 const BnLeader *leader,
                 gboolean        in_domain)
{
  g_autofree char *description = bn_leader_page_describe (self->rules, leader);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name (role_icon_name (leader));

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), leader->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), description);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  /* A domain's members sit one step in from their liege. */
  if (in_domain)
    gtk_widget_set_margin_start (icon, 18);
  gtk_widget_add_css_class (icon, "bn-role-icon");
  gtk_widget_add_css_class (icon, role_css_class (leader));
  gtk_accessible_update_state (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  if (g_strcmp0 (leader->status, "active") != 0 && leader->status != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                               bn_leader_page_make_tag (bn_leader_page_status_name (leader->status),
                                                        leader->status));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             bn_leader_page_make_tag (bn_leader_page_role_name (leader),
                                                      role_css_class (leader)));
  if (leader->archived)
    {
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), bn_leader_page_make_tag (_("Archived"), "template"));
      gtk_widget_add_css_class (row, "dim-label");
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             bn_record_menu_button_new (BN_STORE_KIND_LEADER, leader->id, leader->archived, NULL));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_object_set_data_full (G_OBJECT (row), "bn-leader-id",
                          g_memdup2 (&leader->id, sizeof leader->id), g_free);
  return row;
}

static void
on_list_row_activated_cb (GtkListBox    *list,
                          GtkListBoxRow *row,
                          BnLeadersView *self)
{
  gint64 *id = g_object_get_data (G_OBJECT (row), "bn-leader-id");

  if (id != NULL)
    bn_leaders_view_show_leader (self, *id);
}

static GtkWidget *
add_list (BnLeadersView *self,
          const char    *heading)
{
  GtkWidget *list = gtk_list_box_new ();

  if (heading != NULL)
    {
      GtkWidget *label = gtk_label_new (heading);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_set_margin_top (label, 6);
      gtk_box_append (self->lists_box, label);
    }
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  g_signal_connect (list, "row-activated", G_CALLBACK (on_list_row_activated_cb), self);
  gtk_box_append (self->lists_box, list);
  return list;
}

static gboolean
is_in_a_listed_domain (BnLeadersView  *self,
                       const BnLeader *leader)
{
  BnLeader *liege;

  if (leader->liege_id == 0)
    return FALSE;
  liege = find_leader (self, leader->liege_id);
  return liege != NULL && liege->is_player;
}

static void
clear_lists (BnLeadersView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->lists_box))) != NULL)
    gtk_box_remove (self->lists_box, child);
}

/* Item @index of the paged lists: a player-leader's domain, or after the
 * last of them the leaders in no listed domain. */
static void
add_domain (guint    index,
            gpointer user_data)
{
  BnLeadersView *self = user_data;
  GtkWidget *others = NULL;

  if (index < self->domains->len)
    {
      const BnLeader *liege = g_ptr_array_index (self->leaders, g_array_index (self->domains, guint, index));
      GtkWidget *list = add_list (self, NULL);

      gtk_list_box_append (GTK_LIST_BOX (list), make_leader_row (self, liege, FALSE));
      for (guint j = 0; j < self->leaders->len; j++)
        {
          const BnLeader *vassal = g_ptr_array_index (self->leaders, j);

          if (vassal->liege_id == liege->id && !vassal->is_player)
            gtk_list_box_append (GTK_LIST_BOX (list), make_leader_row (self, vassal, TRUE));
        }
      return;
    }
  for (guint i = 0; i < self->leaders->len; i++)
    {
      const BnLeader *leader = g_ptr_array_index (self->leaders, i);

      if (leader->is_player || is_in_a_listed_domain (self, leader))
        continue;
      if (others == NULL)
        others = add_list (self, _("In No Domain"));
      gtk_list_box_append (GTK_LIST_BOX (others), make_leader_row (self, leader, FALSE));
    }
}

static void
fill_lists (BnLeadersView *self)
{
  g_autofree char *count = NULL;

  clear_lists (self);
  g_array_set_size (self->domains, 0);
  for (guint i = 0; i < self->leaders->len; i++)
    if (((BnLeader *) g_ptr_array_index (self->leaders, i))->is_player)
      g_array_append_val (self->domains, i);
  bn_paged_list_fill (GTK_WIDGET (self->lists_box), self->domains->len + 1, add_domain, self);

  count = g_strdup_printf (ngettext ("%u leader or hero", "%u leaders and heroes", self->leaders->len),
                           self->leaders->len);
  gtk_label_set_text (self->count_label, count);
}

static void
on_leader_dialog_saved_cb (BnLeaderDialog *dialog,
                           gint64          leader_id,
                           BnLeadersView  *self)
{
  bn_leaders_view_reload (self);
  bn_leaders_view_show_leader (self, leader_id);
  g_signal_emit (self, signals[SIGNAL_LEADERS_CHANGED], 0);
}

static void
on_new_leader_button_clicked_cb (BnLeadersView *self)
{
  bn_leaders_view_new_leader (self, 0);
}

static void
on_leader_page_leader_activated_cb (BnLeadersView *self,
                                    gint64         leader_id)
{
  bn_leaders_view_show_leader (self, leader_id);
}

static void
on_leader_page_add_vassal_cb (BnLeadersView *self,
                              gint64         liege_id)
{
  bn_leaders_view_new_leader (self, liege_id);
}

static void
on_exists_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       BnLeadersView    *self)
{
  g_autoptr(GError) error = NULL;
  GFile *file = g_object_get_data (G_OBJECT (dialog), "bn-file");
  BnImportMode mode;

  if (g_strcmp0 (response, "replace") == 0)
    mode = BN_IMPORT_REPLACE;
  else if (g_strcmp0 (response, "keep-both") == 0)
    mode = BN_IMPORT_KEEP_BOTH;
  else
    return;
  if (!bn_leaders_view_import_file_as (self, file, mode, &error))
    bn_leader_page_show_error (GTK_WIDGET (self), _("The Leader Could Not Be Imported"), error->message);
}

/* The campaign holds the file's leader already: replace him, keep both (the
 * file's as a leader of his own), or cancel. */
static void
ask_replace_or_keep (BnLeadersView *self,
                     GFile         *file,
                     const char    *message)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                      _("The Campaign Has This Leader"), message));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "keep-both", _("_Keep Both"),
                                    "replace", _("_Replace"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "replace", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "bn-file", g_object_ref (file), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_exists_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_import_chosen (gpointer  owner,
                  GFile    *file)
{
  BnLeadersView *self = owner;
  g_autoptr(GError) error = NULL;

  if (!bn_leaders_view_import_file (self, file, &error))
    {
      if (g_error_matches (error, BN_STORE_ERROR, BN_STORE_ERROR_EXISTS))
        {
          ask_replace_or_keep (self, file, error->message);
          return;
        }
      /* TRANSLATORS: the first %s says which file, where and what is wrong */
      g_autofree char *body = g_strdup_printf (_("%s\n\nNothing was added to the campaign."), error->message);

      bn_leader_page_show_error (GTK_WIDGET (self), _("The Leader Could Not Be Imported"), body);
    }
}

static gboolean
can_import (BnLeadersView *self)
{
  return self->store != NULL && self->rules != NULL && self->campaign_id != 0;
}

static void
on_offer_import_response_cb (AdwMessageDialog *dialog,
                             const char       *response,
                             BnLeadersView    *self)
{
  if (g_strcmp0 (response, "import") == 0)
    on_import_chosen (self, g_object_get_data (G_OBJECT (dialog), "bn-file"));
}

/**
 * bn_leaders_view_offer_import:
 * @file: a leader document, opened from outside the app
 *
 * Shows who @file holds and asks whether to import him into the campaign
 * shown; Import goes on as File › Import does.
 *
 * Returns: (transfer none) (nullable): the question, or %NULL with @error
 *   when @file cannot be imported (nothing changed then)
 */
AdwMessageDialog *
bn_leaders_view_offer_import (BnLeadersView  *self,
                              GFile          *file,
                              GError        **error)
{
  g_autoptr(GPtrArray) leaders = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;
  g_autofree char *heading = NULL;
  const BnLeader *leader;
  AdwMessageDialog *dialog;
  GtkRoot *root;
  guint n_vassals;

  g_return_val_if_fail (BN_IS_LEADERS_VIEW (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = g_file_get_parse_name (file);
  if (!can_import (self))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_INITIALIZED,
                   _("%s: there is no campaign to add the leader to"), name);
      return NULL;
    }
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only a file on this computer can be imported"), name);
      return NULL;
    }
  leaders = bn_leader_xml_read_file (path, self->rules, error);
  if (leaders == NULL)
    return NULL;
  leader = g_ptr_array_index (leaders, 0);
  n_vassals = leaders->len - 1;
  /* TRANSLATORS: the heading of the question; %s is the leader's name */
  heading = g_strdup_printf (_("Import “%s”?"), leader->name);
  /* TRANSLATORS: %s is the file; then his honor, then how many vassal
   * leaders and heroes come with him */
  body = g_strdup_printf (ngettext ("From %s: honor %u, with %u vassal. He joins the campaign shown.",
                                    "From %s: honor %u, with %u vassals. He joins the campaign shown.",
                                    n_vassals),
                          name, leader->honor, n_vassals);
  root = gtk_widget_get_root (GTK_WIDGET (self));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                      heading, body));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "import", _("_Import"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "import", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "import");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "bn-file", g_object_ref (file), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_offer_import_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
on_import_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  BnLeadersView *self = BN_LEADERS_VIEW (widget);
  g_autoptr(GtkFileFilter) filter = NULL;
  GtkRoot *root;

  if (!can_import (self))
    return;
  root = gtk_widget_get_root (widget);
  filter = bn_file_chooser_new_xml_filter (_("Leader Documents (XML)"));
  bn_file_chooser_show (&self->chooser, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, _("Import Leader"),
                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), filter, NULL, on_import_chosen, self);
}

/* A swipe or the back mouse button moves the leaflet by itself. */
static void
on_leaflet_visible_child_changed_cb (BnLeadersView *self)
{
  if (g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "list") == 0)
    set_shown_leader (self, 0);
}

static void
bn_leaders_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BnLeadersView *self = BN_LEADERS_VIEW (object);

  switch (prop_id)
    {
    case PROP_CAMPAIGN_ID:
      g_value_set_int64 (value, self->campaign_id);
      break;
    case PROP_CAN_GO_BACK:
      g_value_set_boolean (value, bn_leaders_view_get_can_go_back (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bn_leaders_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BnLeadersView *self = BN_LEADERS_VIEW (object);

  switch (prop_id)
    {
    case PROP_CAMPAIGN_ID:
      bn_leaders_view_set_campaign_id (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bn_leaders_view_dispose (GObject *object)
{
  BnLeadersView *self = BN_LEADERS_VIEW (object);

  bn_file_chooser_close (&self->chooser);
  /* The bin holds the template's top widget too: let it go first, once. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_LEADERS_VIEW);
  g_clear_pointer (&self->leaders, g_ptr_array_unref);
  g_clear_pointer (&self->domains, g_array_unref);
  g_clear_pointer (&self->rules, bn_leader_rules_unref);
  g_clear_pointer (&self->store, bn_store_unref);

  G_OBJECT_CLASS (bn_leaders_view_parent_class)->dispose (object);
}

static void bn_leaders_view_map (GtkWidget *widget);

static void
bn_leaders_view_class_init (BnLeadersViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->map = bn_leaders_view_map;
  object_class->get_property = bn_leaders_view_get_property;
  object_class->set_property = bn_leaders_view_set_property;
  object_class->dispose = bn_leaders_view_dispose;

  properties[PROP_CAMPAIGN_ID] =
    g_param_spec_int64 ("campaign-id", NULL, NULL,
                        0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_GO_BACK] =
    g_param_spec_boolean ("can-go-back", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BnLeadersView::leaders-changed:
   *
   * A leader was added to the campaign.
   */
  signals[SIGNAL_LEADERS_CHANGED] =
    g_signal_new ("leaders-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (BN_TYPE_LEADER_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-leaders-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BnLeadersView, stack);
  gtk_widget_class_bind_template_child (widget_class, BnLeadersView, error_page);
  gtk_widget_class_bind_template_child (widget_class, BnLeadersView, leaflet);
  gtk_widget_class_bind_template_child (widget_class, BnLeadersView, count_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeadersView, lists_box);
  gtk_widget_class_bind_template_child (widget_class, BnLeadersView, leader_page);
  gtk_widget_class_bind_template_callback (widget_class, on_new_leader_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_leader_page_leader_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_leader_page_add_vassal_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_leaflet_visible_child_changed_cb);

  /* Ctrl+I is in the template: a managed shortcut, so it works wherever the
   * focus is while the section is on screen. */
  gtk_widget_class_install_action (widget_class, "leaders.import", NULL, on_import_activated_cb);
}

static void
bn_leaders_view_init (BnLeadersView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->stale = TRUE;
  self->domains = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_stack_set_visible_child_name (self->stack, "no-campaign");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "leaders.import", FALSE);
}

GtkWidget *
bn_leaders_view_new (void)
{
  return g_object_new (BN_TYPE_LEADERS_VIEW, NULL);
}

void
bn_leaders_view_set_context (BnLeadersView *self,
                             BnStore       *store,
                             BnLeaderRules *rules)
{
  g_return_if_fail (BN_IS_LEADERS_VIEW (self));

  if (store != NULL)
    bn_store_ref (store);
  g_clear_pointer (&self->store, bn_store_unref);
  self->store = store;
  if (rules != NULL)
    bn_leader_rules_ref (rules);
  g_clear_pointer (&self->rules, bn_leader_rules_unref);
  self->rules = rules;
  bn_leader_page_set_context (self->leader_page, store, rules);
  bn_leaders_view_reload (self);
}

gint64
bn_leaders_view_get_campaign_id (BnLeadersView *self)
{
  g_return_val_if_fail (BN_IS_LEADERS_VIEW (self), 0);

  return self->campaign_id;
}

/* @campaign_id: the campaign whose leaders to show; 0 for none */
void
bn_leaders_view_set_campaign_id (BnLeadersView *self,
                                 gint64         campaign_id)
{
  g_return_if_fail (BN_IS_LEADERS_VIEW (self));

  if (self->campaign_id == campaign_id)
    return;
  self->campaign_id = campaign_id;
  bn_leaders_view_go_back (self);
  bn_leaders_view_reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAMPAIGN_ID]);
}

/* Reads the campaign's leaders again; a leader's page stays open if he is
 * still there. */
static void
load (BnLeadersView *self)
{
  self->stale = FALSE;
  g_autoptr(GError) error = NULL;
  GPtrArray *leaders;

  g_return_if_fail (BN_IS_LEADERS_VIEW (self));

  /* Rows of the campaign shown before must not linger behind another page. */
  clear_lists (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "leaders.import", can_import (self));
  if (self->store == NULL || self->rules == NULL || self->campaign_id == 0)
    {
      g_clear_pointer (&self->leaders, g_ptr_array_unref);
      bn_leaders_view_go_back (self);
      gtk_stack_set_visible_child_name (self->stack, "no-campaign");
      return;
    }

  leaders = bn_store_list_leaders_brief (self->store, self->campaign_id, &error);
  if (leaders == NULL)
    {
      g_clear_pointer (&self->leaders, g_ptr_array_unref);
      bn_leaders_view_go_back (self);
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return;
    }
  g_clear_pointer (&self->leaders, g_ptr_array_unref);
  self->leaders = leaders;

  if (leaders->len == 0)
    {
      bn_leaders_view_go_back (self);
      gtk_stack_set_visible_child_name (self->stack, "no-leaders");
      return;
    }
  fill_lists (self);
  gtk_stack_set_visible_child_name (self->stack, "leaders");
  if (self->shown_leader_id != 0 && !bn_leaders_view_show_leader (self, self->shown_leader_id))
    bn_leaders_view_go_back (self);
}

/* A section off screen reads the database when it is next shown (or asked
 * for what it holds), not at every write: with a long campaign, reading
 * every section at start and after each write is most of the app's work. */
void
bn_leaders_view_reload (BnLeadersView *self)
{
  g_return_if_fail (BN_IS_LEADERS_VIEW (self));

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  load (self);
}

static void
ensure_loaded (BnLeadersView *self)
{
  if (self->stale)
    load (self);
}

static void
bn_leaders_view_map (GtkWidget *widget)
{
  BnLeadersView *self = BN_LEADERS_VIEW (widget);
  GtkStackTransitionType transition = gtk_stack_get_transition_type (self->stack);

  /* Read on being shown, the records appear at once, not faded in over
   * the page the section showed before it had read them. */
  gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_NONE);
  GTK_WIDGET_CLASS (bn_leaders_view_parent_class)->map (widget);
  ensure_loaded (self);
  gtk_stack_set_transition_type (self->stack, transition);
}

/* Returns: how many leaders and heroes the list holds. */
guint
bn_leaders_view_get_n_leaders (BnLeadersView *self)
{
  g_return_val_if_fail (BN_IS_LEADERS_VIEW (self), 0);
  ensure_loaded (self);

  return self->leaders != NULL ? self->leaders->len : 0;
}

/* Returns: %FALSE if the campaign has no such leader. */
gboolean
bn_leaders_view_show_leader (BnLeadersView *self,
                             gint64         leader_id)
{
  g_autoptr(BnLeader) whole = NULL;
  BnLeader *leader;

  g_return_val_if_fail (BN_IS_LEADERS_VIEW (self), FALSE);
  ensure_loaded (self);

  leader = find_leader (self, leader_id);
  if (leader == NULL)
    return FALSE;
  /* The list holds leaders without their draws; his page shows them. */
  whole = bn_store_get_leader (self->store, leader_id, NULL);
  bn_leader_page_set_leader (self->leader_page, whole != NULL ? whole : leader);
  adw_leaflet_set_visible_child_name (self->leaflet, "leader");
  set_shown_leader (self, leader_id);
  return TRUE;
}

/* Returns: the leader whose page is shown, or 0 when the list is. */
gint64
bn_leaders_view_get_shown_leader_id (BnLeadersView *self)
{
  g_return_val_if_fail (BN_IS_LEADERS_VIEW (self), 0);

  return self->shown_leader_id;
}

gboolean
bn_leaders_view_get_can_go_back (BnLeadersView *self)
{
  g_return_val_if_fail (BN_IS_LEADERS_VIEW (self), FALSE);

  return self->shown_leader_id != 0;
}

/* Returns: %TRUE if a leader's page was open and the list is now shown. */
gboolean
bn_leaders_view_go_back (BnLeadersView *self)
{
  g_return_val_if_fail (BN_IS_LEADERS_VIEW (self), FALSE);

  if (self->shown_leader_id == 0)
    return FALSE;
  adw_leaflet_set_visible_child_name (self->leaflet, "list");
  set_shown_leader (self, 0);
  return TRUE;
}

/**
 * bn_leaders_view_new_leader:
 * @liege_id: the player-leader the new one is to serve, or 0 to choose
 *
 * Opens the new-leader dialog over the window.
 *
 * Returns: (transfer none) (nullable): the dialog, or %NULL when there is
 *   no campaign to add a leader to
 */
BnLeaderDialog *
bn_leaders_view_new_leader (BnLeadersView *self,
                            gint64         liege_id)
{
  g_autoptr(GError) error = NULL;
  GtkRoot *root;
  BnLeaderDialog *dialog;

  g_return_val_if_fail (BN_IS_LEADERS_VIEW (self), NULL);
  ensure_loaded (self);

  if (self->store == NULL || self->rules == NULL || self->campaign_id == 0)
    return NULL;
  root = gtk_widget_get_root (GTK_WIDGET (self));
  dialog = bn_leader_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                 self->store, self->rules, self->campaign_id, liege_id, &error);
  if (dialog == NULL)
    {
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return NULL;
    }
  g_signal_connect_object (dialog, "saved", G_CALLBACK (on_leader_dialog_saved_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/**
 * bn_leaders_view_import_file:
 * @file: a leader document, as "Export…" or "banneret-cli leader export"
 *   writes it
 *
 * Does what the Import button does once the player has chosen @file: reads
 * it, checked against the leader rules, and adds the leader and his domain
 * to the current campaign as new records; then shows the list with them,
 * opens the leader's page and shows a toast.
 *
 * Returns: %FALSE, with @error naming the file (and the line, where the
 *   problem has one), if the campaign was left as it was
 */
gboolean
bn_leaders_view_import_file (BnLeadersView  *self,
                             GFile          *file,
                             GError        **error)
{
  return bn_leaders_view_import_file_as (self, file, BN_IMPORT_REFUSE_SAME, error);
}

/**
 * bn_leaders_view_import_file_as:
 * @mode: what to do if the campaign holds the file's leader already: the
 *   answer to the question the Import button asks then
 *
 * As bn_leaders_view_import_file(); a leader the campaign holds already is
 * refused with %BN_STORE_ERROR_EXISTS unless @mode says otherwise.
 */
gboolean
bn_leaders_view_import_file_as (BnLeadersView  *self,
                                GFile          *file,
                                BnImportMode    mode,
                                GError        **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) leaders = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *toast = NULL;
  const BnLeader *leader;
  guint n_vassals;
  gint64 leader_id;

  g_return_val_if_fail (BN_IS_LEADERS_VIEW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  name = g_file_get_parse_name (file);
  if (!can_import (self))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_INITIALIZED,
                   _("%s: there is no campaign to add the leader to"), name);
      return FALSE;
    }
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only a file on this computer can be imported"), name);
      return FALSE;
    }

  /* The same calls as "banneret-cli leader import", with the rules the
   * window loaded from bn_leader_rules_load_default(). The reader's
   * messages already start with the file's name. */
  leaders = bn_leader_xml_read_file (path, self->rules, error);
  if (leaders == NULL)
    return FALSE;
  if (!bn_store_import_leaders_as (self->store, self->campaign_id, leaders, mode, &local_error))
    {
      g_autofree char *display = g_filename_display_name (path);

      /* TRANSLATORS: a file's name, then why it could not be imported */
      g_prefix_error (&local_error, _("%s: "), display);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  leader = g_ptr_array_index (leaders, 0);
  leader_id = leader->id;
  n_vassals = leaders->len - 1;
  if (n_vassals == 0)
    /* TRANSLATORS: a toast; %s is the leader's name */
    toast = g_strdup_printf (_("Imported %s"), leader->name);
  else
    /* TRANSLATORS: a toast; %s is the leader's name, %u how many vassal
     * leaders and heroes came with him */
    toast = g_strdup_printf (ngettext ("Imported %s and %u vassal", "Imported %s and %u vassals", n_vassals),
                             leader->name, n_vassals);

  bn_leaders_view_reload (self);
  bn_leaders_view_show_leader (self, leader_id);
  g_signal_emit (self, signals[SIGNAL_LEADERS_CHANGED], 0);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast);
  return TRUE;
}

/* Returns: (transfer none): the page that shows one leader. */
BnLeaderPage *
bn_leaders_view_get_leader_page (BnLeadersView *self)
{
  g_return_val_if_fail (BN_IS_LEADERS_VIEW (self), NULL);
  ensure_loaded (self);

  return self->leader_page;
}
