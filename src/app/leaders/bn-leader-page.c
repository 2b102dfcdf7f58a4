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
 */
#include "bn-config.h"
#include "bn-accessible.h"

#include "bn-leader-page.h"

#include <string.h>

#include <glib/gi18n.h>

#include "bn-battle-army-from-roster.h"
#include "bn-card-widget.h"
#include "bn-career.h"
#include "bn-domain.h"
#include "bn-file-chooser.h"
#include "bn-leader-xml.h"
#include "bn-ledger-rows.h"

struct _BnLeaderPage
{
  AdwBin parent_instance;

  BnStore *store;
  BnLeaderRules *rules;
  BnLeader *leader;
  GPtrArray *dynamic_rows;   /* rows made for the current leader */
  guint n_chapters;          /* his ledger's chapters shown */

  GtkScrolledWindow *scrolled_window;
  AdwAvatar *avatar;
  GtkLabel *name_label;
  GtkLabel *rank_label;
  AdwActionRow *esteem_row;
  GtkLabel *esteem_label;
  GtkLabel *score_label;
  AdwActionRow *honor_row;
  GtkLevelBar *honor_bar;
  GtkLabel *honor_label;
  AdwActionRow *command_row;
  AdwActionRow *motivation_row;
  GtkLabel *motivation_tag;
  AdwPreferencesGroup *skills_group;
  AdwPreferencesGroup *retainers_group;
  GtkLabel *household_label;
  AdwPreferencesGroup *ledger_group;
  AdwPreferencesGroup *domain_group;
  GtkWidget *add_vassal_button;
  AdwPreferencesGroup *liege_group;
  AdwPreferencesGroup *draws_group;
  GtkWidget *export_button;

  GtkFileChooserNative *chooser;   /* while the player picks where to export */
};

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

static void
clear_dynamic_rows (BnLeaderPage *self)
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

static AdwActionRow *
add_row (BnLeaderPage        *self,
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
static void
add_leader_row (BnLeaderPage        *self,
                AdwPreferencesGroup *group,
                const BnLeader      *leader)
{
  g_autofree char *description = bn_leader_page_describe (self->rules, leader);
  AdwActionRow *row = add_row (self, group, leader->name, description);

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
show_header (BnLeaderPage *self)
{
  const BnLeader *leader = self->leader;
  const BnSocialRank *rank = bn_leader_rules_get_rank (self->rules, leader->social_rank);
  g_autofree char *line = NULL;

  adw_avatar_set_text (self->avatar, leader->name);
  gtk_label_set_text (self->name_label, leader->name != NULL ? leader->name : _("Unnamed"));
  if (g_strcmp0 (leader->status, "active") != 0 && leader->status != NULL)
    line = g_strdup_printf ("%s · %s · %s", rank != NULL ? rank->title : "",
                            bn_leader_page_role_name (leader),
                            bn_leader_page_status_name (leader->status));
  else
    line = g_strdup_printf ("%s · %s", rank != NULL ? rank->title : "",
                            bn_leader_page_role_name (leader));
  gtk_label_set_text (self->rank_label, line);
}

static void
show_esteem (BnLeaderPage *self)
{
  const BnLeader *leader = self->leader;
  const BnEsteemLevel *esteem = bn_leader_rules_get_esteem (self->rules, leader->esteem_level);
  g_autofree char *level = NULL;
  g_autofree char *score = g_strdup_printf ("%d", leader->esteem_score);
  g_autofree char *honor = g_strdup_printf ("%u", leader->honor);
  g_autofree char *band = NULL;
  double fraction = 1.0;

  if (esteem == NULL)
    return;
  level = g_strdup_printf (_("%s (%u)"), esteem->name, esteem->level);
  gtk_label_set_text (self->esteem_label, level);
  adw_action_row_set_subtitle (self->esteem_row, esteem->description);
  gtk_label_set_text (self->score_label, score);
  gtk_label_set_text (self->honor_label, honor);

  /* The bar shows how far he has come through his level's band; the top
   * band has no end, so a leader in it has gone as far as there is. */
  if (esteem->max_honor == G_MAXUINT)
    band = g_strdup_printf (_("%s band: %u and more"), esteem->name, esteem->min_honor);
  else
    {
      /* TRANSLATORS: the word joiner after the dash keeps the range on one line */
      band = g_strdup_printf (_("%s band: %u–\u2060%u"), esteem->name, esteem->min_honor, esteem->max_honor);
      if (esteem->max_honor > esteem->min_honor)
        fraction = CLAMP (((double) leader->honor - esteem->min_honor) /
                          ((double) esteem->max_honor - esteem->min_honor), 0.0, 1.0);
    }
  adw_action_row_set_subtitle (self->honor_row, band);
  gtk_level_bar_set_value (self->honor_bar, fraction);
  {
    g_autofree char *description = g_strdup_printf (_("Honor %u, %s"), leader->honor, band);

    gtk_accessible_update_property (GTK_ACCESSIBLE (self->honor_bar),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
  }
  adw_action_row_set_subtitle (self->command_row, esteem->minimum_command);
}

static void
show_motivation (BnLeaderPage *self)
{
  const BnMotivation *motivation = self->leader->motivation != NULL
    ? bn_leader_rules_lookup_motivation (self->rules, self->leader->motivation) : NULL;

  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->motivation_row),
                                                   ADW_TYPE_PREFERENCES_GROUP),
                          motivation != NULL);
  if (motivation == NULL)
    return;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->motivation_row), motivation->name);
  adw_action_row_set_subtitle (self->motivation_row, motivation->description);
  gtk_label_set_text (self->motivation_tag, motivation->abbreviation);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->motivation_tag), motivation->name);
}

static void rebuild (BnLeaderPage *self);

/* Skill points his career earned and he has not yet spread: 0 for a
 * leader not yet saved, or with none waiting. */
static guint
unassigned_skill_points (BnLeaderPage *self)
{
  g_autoptr(GPtrArray) pending = NULL;

  if (self->store == NULL || self->leader->id == 0)
    return 0;
  pending = bn_career_list_pending (self->store, self->leader->campaign_id, NULL);
  for (guint i = 0; pending != NULL && i < pending->len; i++)
    {
      const BnCareerPending *p = g_ptr_array_index (pending, i);

      if (p->leader_id == self->leader->id)
        return p->skill_points;
    }
  return 0;
}

static void
show_skills (BnLeaderPage *self)
{
  const BnLeader *leader = self->leader;
  guint n = bn_leader_rules_get_n_skills (self->rules);
  guint to_assign = unassigned_skill_points (self);
  g_autofree char *total = g_strdup_printf (ngettext ("%u skill point spread over four skills",
                                                      "%u skill points spread over four skills",
                                                      leader->skill_points),
                                            leader->skill_points);

  if (to_assign > 0)
    {
      g_autofree char *waiting = g_strdup_printf (ngettext ("%s; %u earned in battle waits to be assigned",
                                                            "%s; %u earned in battle wait to be assigned",
                                                            to_assign),
                                                  total, to_assign);

      g_free (total);
      total = g_steal_pointer (&waiting);
    }
  adw_preferences_group_set_description (self->skills_group, total);
  for (guint i = 0; i < n; i++)
    {
      const BnSkillRule *rule = bn_leader_rules_get_skill (self->rules, i);
      g_autofree char *title = g_strdup_printf ("%s (%s)", rule->name, rule->abbreviation);
      g_autofree char *value = NULL;
      AdwActionRow *row;
      GtkWidget *box, *label;
      BnSkill skill;

      if (!bn_skill_from_id (rule->id, &skill))
        continue;
      row = add_row (self, self->skills_group, title, rule->description);
      box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      if (rule->display_offset != 0)
        {
          /* Shown the way the tables print it; the points behind it too. */
          g_autofree char *points = g_strdup_printf (ngettext ("%u point", "%u points", leader->skills[skill]),
                                                     leader->skills[skill]);

          label = gtk_label_new (points);
          gtk_widget_add_css_class (label, "dim-label");
          gtk_widget_add_css_class (label, "caption");
          gtk_box_append (GTK_BOX (box), label);
        }
      if (skill == BN_SKILL_PERSONAL_COMBAT && g_strcmp0 (leader->status, "wounded") == 0)
        {
          /* A wound lowers it in battle until it heals (docs/rules.md,
           * "Wounds"): the number he fights with, beside his own. */
          BnBattleRisk risk;
          g_autofree char *wounded = NULL;

          bn_battle_risk_load_default (&risk);
          wounded = g_strdup_printf (_("Wounded: %u in battle (−%u) until healed"),
                                     MAX ((int) (leader->skills[skill] + rule->display_offset) - (int) risk.wound, 0),
                                     risk.wound);
          label = gtk_label_new (wounded);
          gtk_widget_add_css_class (label, "warning");
          gtk_widget_add_css_class (label, "caption");
          gtk_box_append (GTK_BOX (box), label);
        }
      value = g_strdup_printf ("%u", leader->skills[skill] + rule->display_offset);
      label = gtk_label_new (value);
      gtk_label_set_width_chars (GTK_LABEL (label), 3);
      gtk_label_set_xalign (GTK_LABEL (label), 1);
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (box), label);
      if (to_assign > 0)
        {
          GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");
          g_autofree char *tooltip = g_strdup_printf (_("Add a point to %s"), rule->name);

          gtk_widget_add_css_class (add, "flat");
          gtk_widget_set_tooltip_text (add, tooltip);
          bn_accessible_set_label (add, tooltip);
          gtk_actionable_set_action_target_value (GTK_ACTIONABLE (add), g_variant_new_string (rule->id));
          gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "leader.add-skill");
          gtk_box_append (GTK_BOX (box), add);
        }
      adw_action_row_add_suffix (row, box);
    }
}

/**
 * bn_leader_page_assign_skill_point:
 * @skill_id: "initiative", … (the skill rules' ids)
 *
 * Spends one of the leader's earned skill points on @skill_id, as the "+"
 * beside the skill does, and shows him again.
 */
gboolean
bn_leader_page_assign_skill_point (BnLeaderPage  *self,
                                   const char    *skill_id,
                                   GError       **error)
{
  BnLeader *reread;
  BnSkill skill;

  g_return_val_if_fail (BN_IS_LEADER_PAGE (self), FALSE);
  g_return_val_if_fail (self->leader != NULL && self->store != NULL, FALSE);

  if (!bn_skill_from_id (skill_id, &skill))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("There is no skill “%s”"), skill_id);
      return FALSE;
    }
  if (!bn_career_assign_skill_point (self->store, self->leader->id, skill, error))
    return FALSE;
  reread = bn_store_get_leader (self->store, self->leader->id, error);
  if (reread == NULL)
    return FALSE;
  g_clear_pointer (&self->leader, bn_leader_free);
  self->leader = reread;
  rebuild (self);
  return TRUE;
}

static void
on_add_skill_activated_cb (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  g_autoptr(GError) error = NULL;

  if (!bn_leader_page_assign_skill_point (BN_LEADER_PAGE (widget), g_variant_get_string (parameter, NULL), &error))
    bn_leader_page_show_error (widget, _("The Skill Point Could Not Be Assigned"), error->message);
}

static char *
describe_roll (guint die,
               guint min_roll,
               guint success)
{
  if (success == 0)
    return g_strdup (_("Needs no roll"));
  return g_strdup_printf (_("Succeeds on D%u %u–%u"), die, min_roll, success);
}

static void
show_retainers (BnLeaderPage *self)
{
  const BnLeader *leader = self->leader;
  g_autofree char *household = g_strdup_printf ("%u", leader->household);

  gtk_label_set_text (self->household_label, household);
  adw_preferences_group_set_description (self->retainers_group, NULL);
  for (guint i = 0; i < leader->retainers->len; i++)
    if (((const BnRetainer *) g_ptr_array_index (leader->retainers, i))->kind == BN_RETAINER_SPECIAL)
      {
        /* The campaign draws them anew before each battle (bn-career-state.c). */
        adw_preferences_group_set_description (self->retainers_group,
                                               _("Special retainers serve for one battle and leave after it: "
                                                 "these are the ones drawn for his next."));
        break;
      }
  for (guint i = 0; i < leader->retainers->len; i++)
    {
      const BnRetainer *retainer = g_ptr_array_index (leader->retainers, i);
      g_autofree char *roll = NULL;
      g_autofree char *subtitle = NULL;
      const char *name = retainer->type_id;
      AdwActionRow *row;

      if (retainer->kind == BN_RETAINER_COMMON)
        {
          const BnCommonRetainer *rule = bn_leader_rules_lookup_common_retainer (self->rules, retainer->type_id);

          if (rule != NULL)
            {
              name = rule->name;
              roll = describe_roll (rule->die, rule->min_roll, retainer->success);
            }
        }
      else
        {
          const BnSpecialRetainerRow *rule = bn_leader_rules_lookup_special_retainer (self->rules, retainer->type_id);

          if (rule != NULL)
            {
              name = rule->name;
              roll = describe_roll (rule->die, 1, retainer->success);
            }
        }
      if (retainer->bonus > 0)
        subtitle = roll != NULL ? g_strdup_printf (_("%s · bonus +%u"), roll, retainer->bonus)
                                : g_strdup_printf (_("Bonus +%u"), retainer->bonus);
      else
        subtitle = g_steal_pointer (&roll);

      row = add_row (self, self->retainers_group, name, subtitle);
      if (retainer->kind == BN_RETAINER_SPECIAL && bn_card_is_valid (retainer->card))
        {
          GtkWidget *card = bn_card_widget_new (retainer->card);

          bn_card_widget_set_compact (BN_CARD_WIDGET (card), TRUE);
          adw_action_row_add_prefix (row, card);
        }
      adw_action_row_add_suffix (row,
                                 retainer->state == BN_RETAINER_USED
                                   ? bn_leader_page_make_tag (_("Used"), "used")
                                   : bn_leader_page_make_tag (_("Available"), "available"));
    }
}

static void
show_domain (BnLeaderPage *self)
{
  const BnLeader *leader = self->leader;
  g_autoptr(GPtrArray) vassals = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *description = NULL;
  g_autofree char *shortfall = NULL;
  guint used, room;

  gtk_widget_set_visible (GTK_WIDGET (self->domain_group),
                          leader->is_player && leader->id != 0 && self->store != NULL);
  if (!leader->is_player || leader->id == 0 || self->store == NULL)
    return;

  if (!bn_store_get_domain_ranks_used (self->store, leader->id, &used, &error) ||
      (vassals = bn_store_list_vassals (self->store, leader->id, &error)) == NULL)
    {
      adw_preferences_group_set_description (self->domain_group, error->message);
      return;
    }
  room = bn_domain_get_room (leader, used);
  shortfall = bn_domain_dup_shortfall (leader, used);
  description = shortfall != NULL
    ? g_strdup_printf (_("Rank assigned %u of %u, %u free. %s."), used, used + room, room, shortfall)
    : g_strdup_printf (_("Rank assigned %u of %u, %u free"), used, used + room, room);
  adw_preferences_group_set_description (self->domain_group, description);
  gtk_widget_set_sensitive (self->add_vassal_button, room > 0);
  gtk_widget_set_tooltip_text (self->add_vassal_button,
                               room > 0 ? _("Create a vassal leader or hero for his domain")
                                        : _("His domain has no rank left for another vassal or hero"));

  for (guint i = 0; i < vassals->len; i++)
    add_leader_row (self, self->domain_group, g_ptr_array_index (vassals, i));
  if (vassals->len == 0)
    add_row (self, self->domain_group, _("No vassals or heroes yet"),
             _("Vassal leaders command for him; heroes fight with one unit."));
}

static void
show_liege (BnLeaderPage *self)
{
  g_autoptr(BnLeader) liege = NULL;
  g_autoptr(GError) error = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->liege_group), self->leader->liege_id != 0);
  if (self->leader->liege_id == 0 || self->store == NULL)
    return;
  liege = bn_store_get_leader (self->store, self->leader->liege_id, &error);
  if (liege == NULL)
    {
      add_row (self, self->liege_group, _("Liege not found"), error->message);
      return;
    }
  add_leader_row (self, self->liege_group, liege);
}

/* His battles and every line of his ledger (honor, esteem, rank, wounds,
 * retainers, fate), chapter by chapter as the Chronicle shows them. A
 * leader not yet saved has none. */
static void
show_ledger (BnLeaderPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChronicle) chronicle = NULL;
  g_autofree char *description = NULL;
  guint n_battles;

  self->n_chapters = 0;
  if (self->store == NULL || self->leader->id == 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->ledger_group), FALSE);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->ledger_group), TRUE);
  chronicle = bn_chronicle_new (self->store, self->rules, self->leader->id, &error);
  if (chronicle == NULL)
    {
      adw_preferences_group_set_description (self->ledger_group, NULL);
      add_row (self, self->ledger_group, _("The ledger could not be read"), error->message);
      return;
    }
  n_battles = bn_chronicle_get_n_battles (chronicle);
  if (chronicle->chapters->len == 0)
    description = g_strdup (_("No battle applied yet: record one in the Battles section and apply its "
                              "post-battle sequence"));
  else
    /* TRANSLATORS: above the leader's ledger: battles fought, the chapters of his ledger */
    description = g_strdup_printf (ngettext ("%u battle, and every line of his ledger: honor, esteem, rank, "
                                             "wounds, retainers",
                                             "%u battles, and every line of his ledger: honor, esteem, rank, "
                                             "wounds, retainers",
                                             n_battles), n_battles);
  adw_preferences_group_set_description (self->ledger_group, description);
  for (guint i = 0; i < chronicle->chapters->len; i++)
    {
      GtkWidget *row = bn_ledger_chapter_row_new (g_ptr_array_index (chronicle->chapters, i));

      adw_preferences_group_add (self->ledger_group, row);
      g_ptr_array_add (self->dynamic_rows, g_object_ref (row));
      self->n_chapters++;
    }
}

static void
show_draws (BnLeaderPage *self)
{
  const BnLeader *leader = self->leader;
  g_autofree char *description = NULL;
  gboolean any_seeded = FALSE;

  for (guint i = 0; i < leader->draws->len; i++)
    any_seeded |= ((BnDraw *) g_ptr_array_index (leader->draws, i))->source == BN_CHANCE_SOURCE_SEEDED;
  if (leader->deal >= 0)
    description = g_strdup_printf (_("Dealt from shuffle %d of the campaign deck"), leader->deal + 1);
  else if (!any_seeded && leader->draws->len > 0)
    description = g_strdup (_("Every card was typed in from a deck on the table"));
  adw_preferences_group_set_description (self->draws_group, description);

  for (guint i = 0; i < leader->draws->len; i++)
    {
      const BnDraw *draw = g_ptr_array_index (leader->draws, i);
      g_autofree char *card_text = bn_card_is_valid (draw->card) ? bn_card_to_display (draw->card) : NULL;
      g_autofree char *title = g_strdup_printf ("%s · %s", bn_leader_page_step_name (draw->step),
                                                card_text != NULL ? card_text : "?");
      AdwActionRow *row = add_row (self, self->draws_group, title, draw->outcome);
      GtkWidget *card = bn_card_widget_new (draw->card);

      bn_card_widget_set_compact (BN_CARD_WIDGET (card), TRUE);
      bn_card_widget_set_set_aside (BN_CARD_WIDGET (card), draw->set_aside);
      adw_action_row_add_prefix (row, card);
      if (draw->set_aside)
        {
          gtk_widget_add_css_class (GTK_WIDGET (row), "set-aside");
          adw_action_row_add_suffix (row, bn_leader_page_make_tag (_("Set aside"), "set-aside"));
        }
      adw_action_row_add_suffix (row,
                                 draw->source == BN_CHANCE_SOURCE_TYPED
                                   ? bn_leader_page_make_tag (_("Typed"), "typed")
                                   : bn_leader_page_make_tag (_("From the deck"), "seeded"));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->draws_group), leader->draws->len > 0);
}

static gboolean
can_export (BnLeaderPage *self)
{
  return self->leader != NULL && self->leader->id != 0 && self->store != NULL && self->rules != NULL;
}

static void
update_export (BnLeaderPage *self)
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

static void
rebuild (BnLeaderPage *self)
{
  clear_dynamic_rows (self);
  update_export (self);
  if (self->leader == NULL || self->rules == NULL)
    return;
  show_header (self);
  show_esteem (self);
  show_motivation (self);
  show_skills (self);
  show_retainers (self);
  show_ledger (self);
  show_domain (self);
  show_liege (self);
  show_draws (self);
}

static void
on_add_vassal_button_clicked_cb (BnLeaderPage *self)
{
  if (self->leader != NULL && self->leader->id != 0)
    g_signal_emit (self, signals[SIGNAL_ADD_VASSAL], 0, self->leader->id);
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

static void
on_export_activated_cb (GtkWidget  *widget,
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

static void
bn_leader_page_dispose (GObject *object)
{
  BnLeaderPage *self = BN_LEADER_PAGE (object);

  bn_file_chooser_close (&self->chooser);
  if (self->dynamic_rows != NULL)
    clear_dynamic_rows (self);
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
  gtk_widget_class_install_action (widget_class, "leader.export", NULL, on_export_activated_cb);
  gtk_widget_class_install_action (widget_class, "leader.add-skill", "s", on_add_skill_activated_cb);
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
  update_export (self);
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
  rebuild (self);
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
  rebuild (self);
  adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled_window);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
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
