/* bn-battles-view.c — the Battles section: a campaign's battles and each one's page.
 *
 * The list shows every battle the store holds for the campaign
 * (bn_career_list_battles()), with its date, sides, winner, victory points
 * and whether it was applied or corrected. "Fight a Battle…" opens the
 * fight dialog (the computer plays both sides), "Record a Battle…" the
 * record dialog for a battle fought on the table; a row slides the
 * battle's page in, and the window's back
 * button slides it out. Anything that changes a battle emits
 * "battles-changed", since careers, leaders and the chronicle follow.
 * Play a Battle (its dialog and the battles it starts on the board) is in
 * bn-battles-view-play.c, the battles in progress in
 * bn-battles-view-progress.c.
 */
#include "bn-config.h"

#include "bn-battles-view-private.h"

#include "bn-battle-record-xml.h"

#include "bn-paged-list.h"
#include "bn-accessible.h"
#include "bn-replay-window.h"
#include "bn-file-chooser.h"

#include "bn-record-menu.h"
#include "bn-battle-glance.h"
#include "bn-play-window.h"
#include "bn-play-online-dialog.h"
#include <glib/gi18n.h>

#include "bn-career.h"
#include "bn-played-battle-summary.h"
#include "bn-fight-dialog.h"
#include "bn-odds-dialog.h"
#include "bn-table-battle.h"
#include "bn-table-side-dialog.h"
#include "bn-leader-page.h"

G_DEFINE_FINAL_TYPE (BnBattlesView, bn_battles_view, ADW_TYPE_BIN)



enum {
  PROP_0,
  PROP_CAN_GO_BACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_BATTLES_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWindow *
bn_battles_view_root_window (BnBattlesView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

const char *
bn_battles_view_army_name (BnBattlesView *self,
                           gint64         army_id)
{
  for (guint i = 0; self->armies != NULL && i < self->armies->len; i++)
    {
      const BnArmy *army = g_ptr_array_index (self->armies, i);

      if (army->id == army_id)
        return army->name;
    }
  return NULL;
}

static GtkWidget *
make_battle_row (BnBattlesView        *self,
                 const BnBattleRecord *record)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("bn-crossed-swords-symbolic");
  const char *mine = bn_battles_view_army_name (self, record->army_id);
  const char *theirs = record->opponent != NULL ? record->opponent : bn_battles_view_army_name (self, record->opponent_army_id);
  const char *outcome = record->winner == BN_WINNER_PLAYER ? _("won")
                        : record->winner == BN_WINNER_OPPONENT ? _("lost") : _("a draw");
  g_autofree char *subtitle = NULL;
  const char *tag, *tag_class;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), record->name);
  /* TRANSLATORS: a battle's row: date, "army against opponent", outcome, victory points */
  subtitle = g_strdup_printf (_("%s%s%s against %s · %s, %u to %u"),
                              record->date != NULL ? record->date : "", record->date != NULL ? " · " : "",
                              mine != NULL ? mine : _("your army"), theirs != NULL ? theirs : _("an opponent"),
                              outcome, record->player_vp, record->opponent_vp);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_accessible_update_state (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  if (record->revision > 1)
    tag = _("Corrected"), tag_class = "template";
  else if (record->applied)
    tag = _("Applied"), tag_class = "ready";
  else
    tag = _("Recorded"), tag_class = "pending";
  if (record->revision > 1 && !record->applied)
    tag_class = "pending";
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), bn_leader_page_make_tag (tag, tag_class));
  if (record->archived)
    {
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), bn_leader_page_make_tag (_("Archived"), "template"));
      gtk_widget_add_css_class (row, "dim-label");
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             bn_record_menu_button_new (BN_STORE_KIND_BATTLE, record->id, record->archived, NULL));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "bn-battle-id", g_memdup2 (&record->id, sizeof record->id), g_free);
  g_object_set_data_full (G_OBJECT (row), "bn-subtitle", g_steal_pointer (&subtitle), g_free);
  return row;
}

static void
add_battle_row (guint    index,
                gpointer user_data)
{
  BnBattlesView *self = user_data;

  gtk_list_box_append (self->battles_list, make_battle_row (self, g_ptr_array_index (self->battles, index)));
}

static GtkWidget *
find_row (BnBattlesView *self,
          gint64         battle_id)
{
  bn_paged_list_fill_all (GTK_WIDGET (self->battles_list));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->battles_list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      gint64 *id = g_object_get_data (G_OBJECT (child), "bn-battle-id");

      if (id != NULL && *id == battle_id)
        return child;
    }
  return NULL;
}

static void
on_battles_list_row_activated_cb (BnBattlesView *self,
                                  GtkListBoxRow *row)
{
  gint64 *id = g_object_get_data (G_OBJECT (row), "bn-battle-id");

  if (id != NULL)
    bn_battles_view_open_battle (self, *id);
}

static void
on_leaflet_visible_child_changed_cb (BnBattlesView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_GO_BACK]);
}

static void
on_battle_page_changed_cb (BnBattlesView *self)
{
  bn_battles_view_reload (self);
  g_signal_emit (self, signals[SIGNAL_BATTLES_CHANGED], 0);
}

static void
on_record_dialog_saved_cb (BnBattlesView *self,
                           gint64         battle_id)
{
  bn_battles_view_reload (self);
  bn_battles_view_open_battle (self, battle_id);
  bn_leader_page_show_toast (GTK_WIDGET (self), _("Battle recorded"));
  g_signal_emit (self, signals[SIGNAL_BATTLES_CHANGED], 0);
}

/* A fought battle opens on its page, with the outcome in a toast: the
 * player sees at once what the computer made of his army. */
static void
on_fight_dialog_fought_cb (BnBattlesView *self,
                           gint64         battle_id)
{
  g_autoptr(BnBattleRecord) record = bn_career_get_battle (self->store, battle_id, NULL);
  g_autofree char *toast = NULL;

  bn_battles_view_reload (self);
  bn_battles_view_open_battle (self, battle_id);
  if (record != NULL)
    /* TRANSLATORS: after a battle the computer fought: "Battle fought: won, 12 to 7" */
    toast = g_strdup_printf (_("Battle fought: %s, %u to %u"),
                             record->winner == BN_WINNER_PLAYER ? _("won")
                             : record->winner == BN_WINNER_OPPONENT ? _("lost") : _("a draw"),
                             record->player_vp, record->opponent_vp);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast != NULL ? toast : _("Battle fought"));
  g_signal_emit (self, signals[SIGNAL_BATTLES_CHANGED], 0);
}

/* Play a Friend Online: host or join a battle over the network. */
static void
on_play_online_activated_cb (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  BnBattlesView *self = BN_BATTLES_VIEW (widget);

  bn_battles_view_ensure_loaded (self);
  if (self->armies == NULL || self->armies->len == 0)
    {
      gtk_widget_activate_action (widget, "battles.play", NULL);
      return;
    }
  gtk_window_present (GTK_WINDOW (bn_play_online_dialog_new (bn_battles_view_root_window (self), self->store, self->armies)));
}

static void
on_odds_activated_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  bn_battles_view_show_odds (BN_BATTLES_VIEW (widget));
}

static void
on_table_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  bn_battles_view_show_table_side (BN_BATTLES_VIEW (widget));
}

static void
on_fight_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  bn_battles_view_fight_battle (BN_BATTLES_VIEW (widget));
}

static void
on_record_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  bn_battles_view_record_battle (BN_BATTLES_VIEW (widget));
}

static void
bn_battles_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BnBattlesView *self = BN_BATTLES_VIEW (object);

  switch (prop_id)
    {
    case PROP_CAN_GO_BACK:
      g_value_set_boolean (value, bn_battles_view_get_can_go_back (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/**
 * bn_battles_view_replay_log:
 * @file: a battle log (data/battle-log.rng), from any Banneret
 *
 * Returns: (transfer none) (nullable): a replay window stepping through it;
 *   %NULL with @error if it cannot be read
 */
GtkWindow *
bn_battles_view_replay_log (BnBattlesView  *self,
                            GFile          *file,
                            GError        **error)
{
  g_autofree char *xml = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), NULL);
  bn_battles_view_ensure_loaded (self);

  if (!g_file_load_contents (file, NULL, &xml, NULL, NULL, error))
    return NULL;
  name = g_file_get_basename (file);
  return GTK_WINDOW (bn_replay_window_new_for_xml (bn_battles_view_root_window (self), xml, name, error));
}

static void
on_replay_log_chosen (gpointer  owner,
                      GFile    *file)
{
  BnBattlesView *self = owner;
  g_autoptr(GError) error = NULL;

  if (bn_battles_view_replay_log (self, file, &error) == NULL)
    bn_leader_page_show_error (GTK_WIDGET (self), _("The Log Cannot Be Replayed"), error->message);
}

static void
on_replay_log_activated_cb (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  BnBattlesView *self = BN_BATTLES_VIEW (widget);
  g_autoptr(GtkFileFilter) filter = bn_file_chooser_new_xml_filter (_("Battle Logs (XML)"));

  bn_file_chooser_show (&self->chooser, bn_battles_view_root_window (self), _("Replay a Battle Log"), GTK_FILE_CHOOSER_ACTION_OPEN,
                        _("_Replay"), filter, NULL, on_replay_log_chosen, self);
}

static void
bn_battles_view_dispose (GObject *object)
{
  BnBattlesView *self = BN_BATTLES_VIEW (object);

  /* The leaflet drops its pages as it goes: no one is told of it. */
  if (self->leaflet != NULL)
    g_signal_handlers_disconnect_by_data (self->leaflet, self);
  /* The bin holds the template's top widget too: let it go first, once. */
  bn_file_chooser_close (&self->chooser);
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_BATTLES_VIEW);
  g_clear_pointer (&self->battles, g_ptr_array_unref);
  g_clear_pointer (&self->armies, g_ptr_array_unref);
  g_clear_pointer (&self->store, bn_store_unref);
  g_clear_pointer (&self->rules, bn_leader_rules_unref);

  G_OBJECT_CLASS (bn_battles_view_parent_class)->dispose (object);
}

static void bn_battles_view_map (GtkWidget *widget);

static void
bn_battles_view_class_init (BnBattlesViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->map = bn_battles_view_map;
  object_class->get_property = bn_battles_view_get_property;
  object_class->dispose = bn_battles_view_dispose;

  properties[PROP_CAN_GO_BACK] =
    g_param_spec_boolean ("can-go-back", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BnBattlesView::battles-changed:
   *
   * A battle was recorded, applied or corrected.
   */
  signals[SIGNAL_BATTLES_CHANGED] = g_signal_new ("battles-changed", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (BN_TYPE_BATTLE_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-battles-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BnBattlesView, stack);
  gtk_widget_class_bind_template_child (widget_class, BnBattlesView, empty_page);
  gtk_widget_class_bind_template_child (widget_class, BnBattlesView, empty_buttons);
  gtk_widget_class_bind_template_child (widget_class, BnBattlesView, leaflet);
  gtk_widget_class_bind_template_child (widget_class, BnBattlesView, count_label);
  gtk_widget_class_bind_template_child (widget_class, BnBattlesView, battles_list);
  gtk_widget_class_bind_template_child (widget_class, BnBattlesView, recorded_group);
  gtk_widget_class_bind_template_child (widget_class, BnBattlesView, header_box);
  gtk_widget_class_bind_template_child (widget_class, BnBattlesView, played_group);
  gtk_widget_class_bind_template_child (widget_class, BnBattlesView, played_list);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_played_list_row_activated_cb",
                                                G_CALLBACK (bn_battles_view_on_played_row_activated_cb));
  gtk_widget_class_bind_template_child (widget_class, BnBattlesView, table_group);
  gtk_widget_class_bind_template_child (widget_class, BnBattlesView, table_list);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_table_list_row_activated_cb",
                                                G_CALLBACK (bn_battles_view_on_table_row_activated_cb));
  gtk_widget_class_bind_template_child (widget_class, BnBattlesView, battle_page);
  gtk_widget_class_bind_template_callback (widget_class, on_battles_list_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_leaflet_visible_child_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_battle_page_changed_cb);

  gtk_widget_class_install_action (widget_class, "battles.fight", NULL, on_fight_activated_cb);
  gtk_widget_class_install_action (widget_class, "battles.odds", NULL, on_odds_activated_cb);
  gtk_widget_class_install_action (widget_class, "battles.table", NULL, on_table_activated_cb);
  gtk_widget_class_install_action (widget_class, "battles.play", NULL, bn_battles_view_play_activated);
  gtk_widget_class_install_action (widget_class, "battles.play-online", NULL, on_play_online_activated_cb);
  gtk_widget_class_install_action (widget_class, "battles.replay-log", NULL, on_replay_log_activated_cb);
  gtk_widget_class_install_action (widget_class, "battles.record", NULL, on_record_activated_cb);
}

static void
bn_battles_view_init (BnBattlesView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->stale = TRUE;
  /* The header's menu is named for a screen reader by its tooltip. */
  bn_accessible_name_menu_buttons (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battles.fight", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battles.odds", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battles.table", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battles.record", FALSE);
}

GtkWidget *
bn_battles_view_new (void)
{
  return g_object_new (BN_TYPE_BATTLES_VIEW, NULL);
}

void
bn_battles_view_set_context (BnBattlesView *self,
                             BnStore       *store,
                             BnLeaderRules *rules)
{
  g_return_if_fail (BN_IS_BATTLES_VIEW (self));

  if (store != NULL)
    bn_store_ref (store);
  g_clear_pointer (&self->store, bn_store_unref);
  self->store = store;
  if (rules != NULL)
    bn_leader_rules_ref (rules);
  g_clear_pointer (&self->rules, bn_leader_rules_unref);
  self->rules = rules;
  bn_battle_page_set_context (self->battle_page, store, rules);
  bn_battles_view_reload (self);
}

void
bn_battles_view_set_campaign_id (BnBattlesView *self,
                                 gint64         campaign_id)
{
  g_return_if_fail (BN_IS_BATTLES_VIEW (self));

  if (self->campaign_id == campaign_id)
    return;
  self->campaign_id = campaign_id;
  adw_leaflet_set_visible_child_name (self->leaflet, "list");
  bn_battles_view_reload (self);
}

static void
show_empty (BnBattlesView *self,
            const char    *title,
            const char    *description,
            gboolean       can_record)
{
  adw_status_page_set_title (self->empty_page, title);
  adw_status_page_set_description (self->empty_page, description);
  gtk_widget_set_visible (self->empty_buttons, can_record);
  adw_leaflet_set_visible_child_name (self->leaflet, "list");
  gtk_stack_set_visible_child_name (self->stack, "empty");
}

/* "3 battles recorded, 2 in progress, 1 over — not yet kept": the kinds
 * there are, the first with the noun. */
static char *
battles_count (guint recorded,
               guint going,
               guint over)
{
  char *count = NULL;
  guint n[3] = { recorded, going, over };

  for (guint k = 0; k < 3; k++)
    {
      char *part;

      if (n[k] == 0)
        continue;
      if (k == 0)
        part = g_strdup_printf (ngettext ("%u battle recorded", "%u battles recorded", n[k]), n[k]);
      else if (k == 1)
        part = count == NULL ? g_strdup_printf (ngettext ("%u battle in progress", "%u battles in progress", n[k]), n[k])
                             : g_strdup_printf (ngettext ("%u in progress", "%u in progress", n[k]), n[k]);
      else
        part = count == NULL
               ? g_strdup_printf (ngettext ("%u battle over — not yet kept", "%u battles over — not yet kept", n[k]), n[k])
               : g_strdup_printf (ngettext ("%u over — not yet kept", "%u over — not yet kept", n[k]), n[k]);
      if (count == NULL)
        count = part;
      else
        {
          /* TRANSLATORS: "3 battles recorded, 2 in progress" */
          char *both = g_strdup_printf (_("%s, %s"), count, part);

          g_free (count);
          g_free (part);
          count = both;
        }
    }
  return count;
}

/* Reads the campaign's battles again; a battle's page stays open. */
static void
load (BnBattlesView *self)
{
  self->stale = FALSE;
  g_autoptr(GError) error = NULL;
  g_autofree char *count = NULL;
  GtkWidget *child;
  guint in_progress, over = 0;

  g_return_if_fail (BN_IS_BATTLES_VIEW (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->battles_list))) != NULL)
    gtk_list_box_remove (self->battles_list, child);
  g_clear_pointer (&self->battles, g_ptr_array_unref);
  g_clear_pointer (&self->armies, g_ptr_array_unref);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battles.fight", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battles.odds", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battles.table", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battles.record", FALSE);
  if (self->store == NULL || self->rules == NULL || self->campaign_id == 0)
    {
      show_empty (self, _("No Campaign Yet"), _("Battles are fought by a campaign’s leaders. Start a campaign first."), FALSE);
      return;
    }
  self->armies = bn_store_list_armies (self->store, self->campaign_id, &error);
  if (self->armies != NULL)
    self->battles = bn_career_list_battles (self->store, self->campaign_id, &error);
  if (self->battles == NULL)
    {
      show_empty (self, _("The Battles Could Not Be Read"), error->message, FALSE);
      return;
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battles.fight", self->armies->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battles.odds", self->armies->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battles.table", self->armies->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battles.record", self->armies->len > 0);
  if (self->armies->len == 0)
    {
      show_empty (self, _("No Armies Yet"),
                  _("A battle is fought by a saved army. Raise one in the Armies section first."), FALSE);
      return;
    }
  in_progress = bn_battles_view_fill_played (self, &over) + bn_battles_view_fill_table (self);
  if (self->battles->len == 0 && in_progress == 0)
    {
      show_empty (self, _("No Battles Yet"),
                  _("Play a battle on the board with your army (against the computer, or a host raised "
                    "for points if you have no other army), let the computer fight one, or record one "
                    "fought on your own table: losses, deeds, each leader’s fate. Then apply its "
                    "post-battle sequence to see the honor it brought."), TRUE);
      return;
    }
  bn_paged_list_fill (GTK_WIDGET (self->battles_list), self->battles->len, add_battle_row, self);
  /* Only battles on the board so far: no empty frame under them. */
  gtk_widget_set_visible (self->recorded_group, self->battles->len > 0);
  /* Battles still being fought, and those over but not kept, are not yet
   * recorded: each counted apart, by name. */
  count = battles_count (self->battles->len, in_progress - over, over);
  gtk_label_set_text (self->count_label, count);
  gtk_stack_set_visible_child_name (self->stack, "battles");
}

/* A section off screen reads the database when it is next shown (or asked
 * for what it holds), not at every write: with a long campaign, reading
 * every section at start and after each write is most of the app's work. */
void
bn_battles_view_reload (BnBattlesView *self)
{
  g_return_if_fail (BN_IS_BATTLES_VIEW (self));

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  load (self);
}

void
bn_battles_view_ensure_loaded (BnBattlesView *self)
{
  if (self->stale)
    load (self);
}

static void
bn_battles_view_map (GtkWidget *widget)
{
  BnBattlesView *self = BN_BATTLES_VIEW (widget);
  GtkStackTransitionType transition = gtk_stack_get_transition_type (self->stack);

  /* Read on being shown, the records appear at once, not faded in over
   * the page the section showed before it had read them. */
  gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_NONE);
  GTK_WIDGET_CLASS (bn_battles_view_parent_class)->map (widget);
  bn_battles_view_ensure_loaded (self);
  gtk_stack_set_transition_type (self->stack, transition);
}

gboolean
bn_battles_view_get_can_go_back (BnBattlesView *self)
{
  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), FALSE);

  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "battles") == 0 &&
         g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "battle") == 0;
}

gboolean
bn_battles_view_go_back (BnBattlesView *self)
{
  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), FALSE);

  if (!bn_battles_view_get_can_go_back (self))
    return FALSE;
  adw_leaflet_set_visible_child_name (self->leaflet, "list");
  return TRUE;
}

/* Returns: "empty", "list" or "battle". */
const char *
bn_battles_view_get_page (BnBattlesView *self)
{
  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), NULL);
  bn_battles_view_ensure_loaded (self);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "empty") == 0)
    return "empty";
  return adw_leaflet_get_visible_child_name (self->leaflet);
}

guint
bn_battles_view_get_n_battles (BnBattlesView *self)
{
  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), 0);
  bn_battles_view_ensure_loaded (self);

  return self->battles != NULL ? self->battles->len : 0;
}

/* Returns: (nullable): a battle's row's subtitle. */
const char *
bn_battles_view_get_row_subtitle (BnBattlesView *self,
                                  gint64         battle_id)
{
  GtkWidget *row;

  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), NULL);
  bn_battles_view_ensure_loaded (self);

  row = find_row (self, battle_id);
  return row != NULL ? g_object_get_data (G_OBJECT (row), "bn-subtitle") : NULL;
}

/* Returns: (nullable): a battle in progress's row's subtitle, its lines
 * apart by "\n". */
const char *
bn_battles_view_get_played_subtitle (BnBattlesView *self,
                                     gint64         played_id)
{
  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), NULL);
  bn_battles_view_ensure_loaded (self);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->played_list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      gint64 *id = g_object_get_data (G_OBJECT (child), "bn-played-id");

      if (id != NULL && *id == played_id)
        return g_object_get_data (G_OBJECT (child), "bn-subtitle");
    }
  return NULL;
}

/* Activates a battle's row. Returns: %FALSE if the list has no such battle. */
gboolean
bn_battles_view_open_battle (BnBattlesView *self,
                             gint64         battle_id)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), FALSE);
  bn_battles_view_ensure_loaded (self);

  if (find_row (self, battle_id) == NULL)
    return FALSE;
  if (!bn_battle_page_set_battle (self->battle_page, battle_id, &error))
    {
      bn_leader_page_show_error (GTK_WIDGET (self), _("The Battle Could Not Be Opened"), error->message);
      return FALSE;
    }
  adw_leaflet_set_visible_child_name (self->leaflet, "battle");
  return TRUE;
}

/* Presses "Record a Battle…". Returns: (transfer none) (nullable): the dialog. */
BnBattleRecordDialog *
bn_battles_view_record_battle (BnBattlesView *self)
{
  g_autoptr(GError) error = NULL;
  BnBattleRecordDialog *dialog;

  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), NULL);
  bn_battles_view_ensure_loaded (self);

  if (!gtk_widget_is_sensitive (GTK_WIDGET (self)) || self->armies == NULL || self->armies->len == 0)
    return NULL;
  dialog = bn_battle_record_dialog_new (bn_battles_view_root_window (self), self->store, self->rules, self->campaign_id, NULL, &error);
  if (dialog == NULL)
    {
      bn_leader_page_show_error (GTK_WIDGET (self), _("The Battle Could Not Be Recorded"), error->message);
      return NULL;
    }
  g_signal_connect_object (dialog, "saved", G_CALLBACK (on_record_dialog_saved_cb), self, G_CONNECT_SWAPPED);
  return dialog;
}

/**
 * bn_battles_view_record_battle_from_file:
 * @file: a battle-result document (data/battle-result.rng)
 *
 * Opens Record a Battle filled in from @file, for the player to look over
 * and save.
 *
 * Returns: (transfer none) (nullable): the dialog, or %NULL with @error
 */
BnBattleRecordDialog *
bn_battles_view_record_battle_from_file (BnBattlesView  *self,
                                         GFile          *file,
                                         GError        **error)
{
  g_autoptr(BnBattleRecord) record = NULL;
  g_autofree char *path = NULL;
  g_autofree char *display = NULL;
  BnBattleRecordDialog *dialog;

  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  bn_battles_view_ensure_loaded (self);

  display = g_file_get_parse_name (file);
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only a file on this computer can be imported"), display);
      return NULL;
    }
  if ((record = bn_battle_record_xml_read_file (path, error)) == NULL)
    return NULL;
  if (self->store == NULL || self->armies == NULL || self->armies->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_INITIALIZED,
                   _("%s: the campaign shown has no army to record the battle for"), display);
      return NULL;
    }
  dialog = bn_battle_record_dialog_new (bn_battles_view_root_window (self), self->store, self->rules, self->campaign_id, NULL, error);
  if (dialog == NULL)
    return NULL;
  bn_battle_record_dialog_fill (dialog, record);
  g_signal_connect_object (dialog, "saved", G_CALLBACK (on_record_dialog_saved_cb), self, G_CONNECT_SWAPPED);
  return dialog;
}

/* Presses "Fight a Battle…". Returns: (transfer none) (nullable): the dialog. */
BnFightDialog *
bn_battles_view_fight_battle (BnBattlesView *self)
{
  g_autoptr(GError) error = NULL;
  BnFightDialog *dialog;

  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), NULL);
  bn_battles_view_ensure_loaded (self);

  if (!gtk_widget_is_sensitive (GTK_WIDGET (self)) || self->armies == NULL || self->armies->len == 0)
    return NULL;
  dialog = bn_fight_dialog_new (bn_battles_view_root_window (self), self->store, self->rules, self->campaign_id, &error);
  if (dialog == NULL)
    {
      bn_leader_page_show_error (GTK_WIDGET (self), _("The Battle Could Not Be Fought"), error->message);
      return NULL;
    }
  g_signal_connect_object (dialog, "fought", G_CALLBACK (on_fight_dialog_fought_cb), self, G_CONNECT_SWAPPED);
  return dialog;
}

/* A table-side battle finished: recorded, it opens on its page, pending
 * its post-battle sequence. */
static void
on_table_side_finished_cb (BnBattlesView *self,
                           gint64         battle_id)
{
  bn_battles_view_reload (self);
  bn_battles_view_open_battle (self, battle_id);
  bn_leader_page_show_toast (GTK_WIDGET (self), _("Table-side battle recorded"));
  g_signal_emit (self, signals[SIGNAL_BATTLES_CHANGED], 0);
}

/* Presses "Table-Side Helper…". Returns: (transfer none) (nullable): the
 * dialog. */
BnTableSideDialog *
bn_battles_view_show_table_side (BnBattlesView *self)
{
  g_autoptr(GError) error = NULL;
  BnTableSideDialog *dialog;

  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), NULL);
  bn_battles_view_ensure_loaded (self);

  if (!gtk_widget_is_sensitive (GTK_WIDGET (self)) || self->armies == NULL || self->armies->len == 0)
    return NULL;
  dialog = bn_table_side_dialog_new (bn_battles_view_root_window (self), self->store, self->campaign_id, &error);
  if (dialog == NULL)
    {
      bn_leader_page_show_error (GTK_WIDGET (self), _("The Table-Side Helper Could Not Open"), error->message);
      return NULL;
    }
  g_signal_connect_object (dialog, "finished", G_CALLBACK (on_table_side_finished_cb), self, G_CONNECT_SWAPPED);
  return dialog;
}

/* Presses "Odds…". Returns: (transfer none) (nullable): the dialog. */
BnOddsDialog *
bn_battles_view_show_odds (BnBattlesView *self)
{
  g_autoptr(GError) error = NULL;
  BnOddsDialog *dialog;

  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), NULL);
  bn_battles_view_ensure_loaded (self);

  if (!gtk_widget_is_sensitive (GTK_WIDGET (self)) || self->armies == NULL || self->armies->len == 0)
    return NULL;
  dialog = bn_odds_dialog_new (bn_battles_view_root_window (self), self->store, self->campaign_id, &error);
  if (dialog == NULL)
    bn_leader_page_show_error (GTK_WIDGET (self), _("The Odds Could Not Be Worked Out"), error->message);
  return dialog;
}

BnBattlePage *
bn_battles_view_get_battle_page (BnBattlesView *self)
{
  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), NULL);
  bn_battles_view_ensure_loaded (self);

  return self->battle_page;
}

/* Returns: (transfer none): the list's header: its title, Play a Battle
 * and the menu of the other ways to a battle. */
GtkWidget *
bn_battles_view_get_header (BnBattlesView *self)
{
  g_return_val_if_fail (BN_IS_BATTLES_VIEW (self), NULL);

  return self->header_box;
}
