/* bn-leader-page.c — one leader's whole record, as a page.
 *
 * Everything the rules decided about a leader, in the order a player reads
 * a character sheet: who he is, his esteem and honor, motivation, skills,
 * household and retainers, his domain or his liege, and the cards that made
 * him. Every number and name comes from the record or the rule tables; the
 * page only arranges them. The same page shows a leader not yet saved (the
 * summary of the new-leader dialog): he has no domain to show then, and
 * nothing to export.
 *
 * A saved leader can be exported ("leader.export", Ctrl+E): he and, for a
 * player-leader, his domain are written as the one leader document the
 * command line's "leader export" writes, through the same library calls.
 *
 * The sections are filled in bn-leader-page-sections.c; exporting is
 * bn-leader-page-export.c.
 */
#include "bn-config.h"

#include "bn-leader-page-private.h"

#include <glib/gi18n.h>

#include "bn-file-chooser.h"

G_DEFINE_FINAL_TYPE (BnLeaderPage, bn_leader_page, ADW_TYPE_BIN)

enum {
  SIGNAL_LEADER_ACTIVATED,
  SIGNAL_ADD_VASSAL,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Returns: the leader's place in the campaign, in words. */
const char *
bn_leader_page_role_name (const BnLeader *leader)
{
  g_return_val_if_fail (leader != NULL, NULL);

  if (leader->is_player)
    return _("Player-leader");
  if (leader->is_hero)
    return _("Hero");
  return _("Vassal leader");
}

const char *
bn_leader_page_status_name (const char *status)
{
  if (g_strcmp0 (status, "active") == 0)
    return _("Active");
  if (g_strcmp0 (status, "wounded") == 0)
    return _("Wounded");
  if (g_strcmp0 (status, "lost") == 0)
    /* Translators: a leader lost for a turn of the battle, not a battle lost. */
    return C_("leader status", "Lost");
  if (g_strcmp0 (status, "captured") == 0)
    return _("Captured");
  if (g_strcmp0 (status, "dead") == 0)
    return _("Dead");
  return status;
}

/* Returns: the name of a generation step as recorded on a draw. */
const char *
bn_leader_page_step_name (const char *step)
{
  if (g_strcmp0 (step, "esteem") == 0)
    return _("Esteem");
  if (g_strcmp0 (step, "motivation") == 0)
    return _("Motivation");
  if (g_strcmp0 (step, "skills") == 0)
    return _("Skill points");
  if (g_strcmp0 (step, "special-retainer") == 0)
    return _("Special retainer");
  return step;
}

/* Returns: (transfer full): e.g. "Baron · Notable esteem · Chivalric · 401 honor". */
char *
bn_leader_page_describe (BnLeaderRules  *rules,
                         const BnLeader *leader)
{
  const BnSocialRank *rank;
  const BnEsteemLevel *esteem;
  const BnMotivation *motivation;
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (leader != NULL, NULL);

  rank = bn_leader_rules_get_rank (rules, leader->social_rank);
  esteem = bn_leader_rules_get_esteem (rules, leader->esteem_level);
  motivation = leader->motivation != NULL ? bn_leader_rules_lookup_motivation (rules, leader->motivation) : NULL;

  if (rank != NULL)
    g_string_append (text, rank->title);
  if (esteem != NULL)
    g_string_append_printf (text, _(" · %s esteem"), esteem->name);
  if (motivation != NULL)
    g_string_append_printf (text, " · %s", motivation->name);
  g_string_append_printf (text, ngettext (" · %u honor", " · %u honor", leader->honor), leader->honor);
  return g_string_free (text, FALSE);
}

/* A small rounded label: a role, a state, an abbreviation. */
GtkWidget *
bn_leader_page_make_tag (const char *text,
                         const char *css_class)
{
  GtkWidget *tag = gtk_label_new (text);

  gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (tag, "bn-tag");
  if (css_class != NULL)
    gtk_widget_add_css_class (tag, css_class);
  return tag;
}

/* Shows @text, plain text, as a toast over the window holding @widget. */
void
bn_leader_page_show_toast (GtkWidget  *widget,
                           const char *text)
{
  GtkWidget *overlay;
  g_autofree char *markup = NULL;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (text != NULL);

  overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  if (overlay == NULL)
    return;
  /* A toast's title is markup, and a leader's name may hold an ampersand. */
  markup = g_markup_escape_text (text, -1);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (markup));
}

/* Tells the player, over the window holding @widget, what went wrong. */
void
bn_leader_page_show_error (GtkWidget  *widget,
                           const char *heading,
                           const char *body)
{
  GtkRoot *root;
  GtkWidget *dialog;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (heading != NULL);

  root = gtk_widget_get_root (widget);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, body);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_application (GTK_WINDOW (dialog), gtk_window_get_application (GTK_WINDOW (root)));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
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

void
bn_leader_page_clear_dynamic_rows (BnLeaderPage *self)
{
  for (guint i = 0; i < self->dynamic_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->dynamic_rows, i);
      GtkWidget *group = gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP);

      if (group != NULL)
        adw_preferences_group_remove (ADW_PREFERENCES_GROUP (group), row);
    }
  g_ptr_array_set_size (self->dynamic_rows, 0);
}

AdwActionRow *
bn_leader_page_add_row (BnLeaderPage        *self,
                        AdwPreferencesGroup *group,
                        const char          *title,
                        const char          *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  /* Names and rule texts are plain text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_group_add (group, row);
  g_ptr_array_add (self->dynamic_rows, g_object_ref (row));
  return ADW_ACTION_ROW (row);
}

static void
on_leader_row_activated_cb (AdwActionRow *row,
                            BnLeaderPage *self)
{
  gint64 id = *(gint64 *) g_object_get_data (G_OBJECT (row), "bn-leader-id");

  g_signal_emit (self, signals[SIGNAL_LEADER_ACTIVATED], 0, id);
}

/* A row for another leader (a vassal, the liege) that opens his page. */
void
bn_leader_page_add_leader_row (BnLeaderPage        *self,
                               AdwPreferencesGroup *group,
                               const BnLeader      *leader)
{
  g_autofree char *description = bn_leader_page_describe (self->rules, leader);
  AdwActionRow *row = bn_leader_page_add_row (self, group, leader->name, description);

  adw_action_row_add_suffix (row, bn_leader_page_make_tag (bn_leader_page_role_name (leader),
                                                           role_css_class (leader)));
  if (leader->id != 0)
    {
      adw_action_row_add_suffix (row, gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data_full (G_OBJECT (row), "bn-leader-id",
                              g_memdup2 (&leader->id, sizeof leader->id), g_free);
      g_signal_connect (row, "activated", G_CALLBACK (on_leader_row_activated_cb), self);
    }
}

static void
on_add_vassal_button_clicked_cb (BnLeaderPage *self)
{
  if (self->leader != NULL && self->leader->id != 0)
    g_signal_emit (self, signals[SIGNAL_ADD_VASSAL], 0, self->leader->id);
}

static void
bn_leader_page_dispose (GObject *object)
{
  BnLeaderPage *self = BN_LEADER_PAGE (object);

  bn_file_chooser_close (&self->chooser);
  if (self->dynamic_rows != NULL)
    bn_leader_page_clear_dynamic_rows (self);
  /* The bin holds the template's top widget too: let it go first, once. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_LEADER_PAGE);
  g_clear_pointer (&self->dynamic_rows, g_ptr_array_unref);
  g_clear_pointer (&self->leader, bn_leader_free);
  g_clear_pointer (&self->rules, bn_leader_rules_unref);
  g_clear_pointer (&self->store, bn_store_unref);

  G_OBJECT_CLASS (bn_leader_page_parent_class)->dispose (object);
}

static void
bn_leader_page_class_init (BnLeaderPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bn_leader_page_dispose;

  /**
   * BnLeaderPage::leader-activated:
   * @id: the leader whose row was activated (a vassal, the liege)
   */
  signals[SIGNAL_LEADER_ACTIVATED] =
    g_signal_new ("leader-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
  /**
   * BnLeaderPage::add-vassal:
   * @liege_id: the player-leader whose domain is to grow
   */
  signals[SIGNAL_ADD_VASSAL] =
    g_signal_new ("add-vassal", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-leader-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, avatar);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, name_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, rank_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, esteem_row);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, esteem_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, score_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, honor_row);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, honor_bar);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, honor_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, command_row);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, motivation_row);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, motivation_tag);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, skills_group);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, retainers_group);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, household_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, ledger_group);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, domain_group);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, add_vassal_button);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, liege_group);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, draws_group);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderPage, export_button);
  gtk_widget_class_bind_template_callback (widget_class, on_add_vassal_button_clicked_cb);

  /* Ctrl+E is in the template: a managed shortcut, so it works wherever the
   * focus is while the page is on screen. */
  gtk_widget_class_install_action (widget_class, "leader.export", NULL, bn_leader_page_export_activated);
  gtk_widget_class_install_action (widget_class, "leader.add-skill", "s", bn_leader_page_add_skill_activated);
}

static void
bn_leader_page_init (BnLeaderPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->dynamic_rows = g_ptr_array_new_with_free_func (g_object_unref);

  /* Rule texts may hold an ampersand; none of them is markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->esteem_row), FALSE);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->command_row), FALSE);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->motivation_row), FALSE);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->honor_row), FALSE);
  bn_leader_page_update_export (self);
}

GtkWidget *
bn_leader_page_new (void)
{
  return g_object_new (BN_TYPE_LEADER_PAGE, NULL);
}

/**
 * bn_leader_page_set_context:
 * @store: (nullable): where his domain and liege are looked up
 * @rules: the tables that name what the record holds
 */
void
bn_leader_page_set_context (BnLeaderPage  *self,
                            BnStore       *store,
                            BnLeaderRules *rules)
{
  g_return_if_fail (BN_IS_LEADER_PAGE (self));

  if (store != NULL)
    bn_store_ref (store);
  g_clear_pointer (&self->store, bn_store_unref);
  self->store = store;
  if (rules != NULL)
    bn_leader_rules_ref (rules);
  g_clear_pointer (&self->rules, bn_leader_rules_unref);
  self->rules = rules;
  bn_leader_page_rebuild (self);
}

/* Returns: the chapters of his ledger shown: his battles and the times
 * between them. */
guint
bn_leader_page_get_n_ledger_chapters (BnLeaderPage *self)
{
  g_return_val_if_fail (BN_IS_LEADER_PAGE (self), 0);

  return self->n_chapters;
}

/* Returns: (transfer none) (nullable): the leader shown. */
const BnLeader *
bn_leader_page_get_leader (BnLeaderPage *self)
{
  g_return_val_if_fail (BN_IS_LEADER_PAGE (self), NULL);

  return self->leader;
}

/* Shows a copy of @leader, from the top of the page. */
void
bn_leader_page_set_leader (BnLeaderPage   *self,
                           const BnLeader *leader)
{
  GtkAdjustment *adjustment;

  g_return_if_fail (BN_IS_LEADER_PAGE (self));

  g_clear_pointer (&self->leader, bn_leader_free);
  if (leader != NULL)
    self->leader = bn_leader_copy (leader);
  bn_leader_page_rebuild (self);
  adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled_window);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
}

