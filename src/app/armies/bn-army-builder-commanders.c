/* bn-army-builder-commanders.c — the commanders: the army commander,
 * captains and heroes and their posts. */
#include "bn-army-builder-private.h"
#include "bn-accessible.h"


static gboolean
can_take_a_post (const BnLeader *leader)
{
  return bn_leader_can_take_the_field (leader);
}

static BnArmyPost *
find_post (BnArmyBuilder *self,
           gint64         leader_id)
{
  for (guint i = 0; i < self->army->posts->len; i++)
    {
      BnArmyPost *post = g_ptr_array_index (self->army->posts, i);

      if (post->leader_id == leader_id)
        return post;
    }
  return NULL;
}

void
bn_army_builder_remove_posts (BnArmyBuilder *self,
              gint64         leader_id,
              gint           role)
{
  for (guint i = self->army->posts->len; i > 0; i--)
    {
      BnArmyPost *post = g_ptr_array_index (self->army->posts, i - 1);

      if ((leader_id != 0 && post->leader_id == leader_id) || (gint) post->role == role)
        g_ptr_array_remove_index (self->army->posts, i - 1);
    }
}

static gboolean
on_commanders_idle_cb (gpointer user_data)
{
  BnArmyBuilder *self = BN_ARMY_BUILDER (user_data);

  self->commanders_idle = 0;
  bn_army_builder_rebuild_commanders (self);
  return G_SOURCE_REMOVE;
}

/* A combo row cannot be destroyed while it tells of its own change. */
void
bn_army_builder_rebuild_commanders_later (BnArmyBuilder *self)
{
  if (self->commanders_idle == 0)
    self->commanders_idle = g_idle_add (on_commanders_idle_cb, self);
}

static void
on_commander_selected_cb (AdwComboRow   *combo,
                          GParamSpec    *pspec,
                          BnArmyBuilder *self)
{
  GArray *ids = g_object_get_data (G_OBJECT (combo), "bn-leader-ids");
  guint selected = adw_combo_row_get_selected (combo);
  gint64 id;

  if (self->filling || ids == NULL || selected >= ids->len)
    return;
  id = g_array_index (ids, gint64, selected);
  bn_army_builder_remove_posts (self, 0, BN_ARMY_ROLE_COMMANDER);
  /* A leader is in one place: made commander, he leaves any other post. */
  if (id != 0)
    {
      bn_army_builder_remove_posts (self, id, -1);
      g_ptr_array_add (self->army->posts, bn_army_post_new (id, BN_ARMY_ROLE_COMMANDER, -1));
    }
  bn_army_builder_changed (self);
  bn_army_builder_rebuild_commanders_later (self);
}

static void
on_hero_selected_cb (AdwComboRow   *combo,
                     GParamSpec    *pspec,
                     BnArmyBuilder *self)
{
  gint64 *hero_id = g_object_get_data (G_OBJECT (combo), "bn-leader-id");
  GArray *units = g_object_get_data (G_OBJECT (combo), "bn-unit-indices");
  guint selected = adw_combo_row_get_selected (combo);
  gint unit_index;

  if (self->filling || hero_id == NULL || units == NULL || selected >= units->len)
    return;
  unit_index = g_array_index (units, gint, selected);
  bn_army_builder_remove_posts (self, *hero_id, -1);
  /* -2: not in this army. */
  if (unit_index != -2)
    g_ptr_array_add (self->army->posts, bn_army_post_new (*hero_id, BN_ARMY_ROLE_HERO, unit_index));
  bn_army_builder_changed (self);
}

static GtkWidget *
make_commander_row (BnArmyBuilder *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  GtkWidget *row = adw_combo_row_new ();
  g_autofree char *leader = bn_army_builder_leader_title (self->leader_rules, self->leader);
  gint64 none = 0;
  guint selected = 0;
  gint64 holder = 0;

  for (guint i = 0; i < self->army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (self->army->posts, i);

      if (post->role == BN_ARMY_ROLE_COMMANDER)
        holder = post->leader_id;
    }

  gtk_string_list_append (names, _("No one"));
  g_array_append_val (ids, none);
  gtk_string_list_append (names, leader);
  g_array_append_val (ids, self->leader->id);
  if (holder == self->leader->id)
    selected = 1;
  for (guint i = 0; i < self->domain->len; i++)
    {
      const BnLeader *vassal = g_ptr_array_index (self->domain, i);

      /* The one who holds the post is shown even if he can no longer
       * hold it: the check says why. */
      if (vassal->id != holder && (vassal->is_hero || !can_take_a_post (vassal)))
        continue;
      if (vassal->id == holder)
        selected = ids->len;
      gtk_string_list_append (names, vassal->name);
      g_array_append_val (ids, vassal->id);
    }

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Army commander"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_object_set_data_full (G_OBJECT (row), "bn-leader-ids", ids, (GDestroyNotify) g_array_unref);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_commander_selected_cb), self);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("bn-crown-symbolic"));
  return row;
}

static GtkWidget *
make_captain_row (BnArmyBuilder  *self,
                  const BnLeader *captain)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *remove = gtk_button_new_from_icon_name ("list-remove-symbolic");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), captain->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Captain"));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("bn-shield-symbolic"));
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_add_css_class (remove, "circular");
  gtk_widget_set_tooltip_text (remove, _("Remove Captain"));
  bn_accessible_set_label (remove, _("Remove Captain"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "builder.remove-post");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (remove), g_variant_new_int64 (captain->id));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
  return row;
}

static GtkWidget *
make_add_captain_row (BnArmyBuilder *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_menu_button_new ();
  guint n = 0;

  for (guint i = 0; i < self->domain->len; i++)
    {
      const BnLeader *vassal = g_ptr_array_index (self->domain, i);
      g_autoptr(GMenuItem) item = NULL;

      if (vassal->is_hero || !can_take_a_post (vassal) || find_post (self, vassal->id) != NULL)
        continue;
      item = g_menu_item_new (vassal->name, NULL);
      g_menu_item_set_action_and_target_value (item, "builder.add-captain", g_variant_new_int64 (vassal->id));
      g_menu_append_item (menu, item);
      n++;
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Add a captain"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               n > 0 ? _("A vassal leader of his domain commands a battle of the army")
                                     : _("No other leader of his domain is free to command"));
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "list-add-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_widget_set_tooltip_text (button, _("Add Captain"));
  bn_accessible_set_label (button, _("Add Captain"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_sensitive (button, n > 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

static GtkWidget *
make_hero_row (BnArmyBuilder  *self,
               const BnLeader *hero)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GArray *units = g_array_new (FALSE, FALSE, sizeof (gint));
  GtkWidget *row = adw_combo_row_new ();
  const BnArmyPost *post = find_post (self, hero->id);
  gint away = -2, unattached = -1;
  guint selected = 0;

  gtk_string_list_append (names, _("Not in this army"));
  g_array_append_val (units, away);
  /* Only a post the roster already has can be unattached: the check
   * reports it, and the player chooses a unit for him. */
  if (post != NULL && (post->unit_index < 0 || (guint) post->unit_index >= self->army->units->len))
    {
      gtk_string_list_append (names, _("With no unit"));
      g_array_append_val (units, unattached);
      selected = 1;
    }
  for (guint i = 0; i < self->army->units->len; i++)
    {
      g_autofree char *unit = bn_army_builder_unit_display_name (self, i);
      /* TRANSLATORS: a unit in a hero's list: its place on the roster and its name */
      g_autofree char *name = g_strdup_printf (_("%u. %s"), i + 1, unit);
      gint index = (gint) i;

      if (post != NULL && post->unit_index == index)
        selected = units->len;
      gtk_string_list_append (names, name);
      g_array_append_val (units, index);
    }

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), hero->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Hero, fighting with one unit"));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("bn-crossed-swords-symbolic"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_object_set_data_full (G_OBJECT (row), "bn-unit-indices", units, (GDestroyNotify) g_array_unref);
  g_object_set_data_full (G_OBJECT (row), "bn-leader-id", g_memdup2 (&hero->id, sizeof hero->id), g_free);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_hero_selected_cb), self);
  return row;
}

void
bn_army_builder_rebuild_commanders (BnArmyBuilder *self)
{
  guint n_domain = 0;

  g_clear_handle_id (&self->commanders_idle, g_source_remove);
  self->filling = TRUE;
  bn_army_builder_clear_list (self->commanders_list);
  if (self->army == NULL || self->leader == NULL)
    {
      self->filling = FALSE;
      return;
    }

  gtk_list_box_append (self->commanders_list, make_commander_row (self));
  for (guint i = 0; i < self->army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (self->army->posts, i);
      const BnLeader *captain = bn_army_builder_find_leader (self, post->leader_id);

      if (post->role == BN_ARMY_ROLE_CAPTAIN && captain != NULL)
        gtk_list_box_append (self->commanders_list, make_captain_row (self, captain));
    }
  for (guint i = 0; i < self->domain->len; i++)
    n_domain += !((BnLeader *) g_ptr_array_index (self->domain, i))->is_hero;
  if (n_domain > 0)
    gtk_list_box_append (self->commanders_list, make_add_captain_row (self));
  for (guint i = 0; i < self->domain->len; i++)
    {
      const BnLeader *hero = g_ptr_array_index (self->domain, i);

      if (hero->is_hero && (can_take_a_post (hero) || find_post (self, hero->id) != NULL))
        gtk_list_box_append (self->commanders_list, make_hero_row (self, hero));
    }
  if (self->domain->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No vassals or heroes"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   _("Leaders and heroes of his domain can serve as captains or fight with a unit"));
      gtk_widget_add_css_class (row, "dim-label");
      gtk_list_box_append (self->commanders_list, row);
    }
  self->filling = FALSE;
}
