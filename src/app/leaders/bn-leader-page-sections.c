/* bn-leader-page-sections.c — the leader page's sections, in the order a
 * player reads a character sheet: who he is, esteem and honor, motivation,
 * skills (with the points still to spread), household and retainers, his
 * domain or his liege, his ledger and the cards that made him; and
 * bn_leader_page_rebuild(), which fills them all for the leader shown. */
#include "bn-config.h"
#include "bn-accessible.h"

#include "bn-leader-page-private.h"

#include <glib/gi18n.h>

#include "bn-battle-army-from-roster.h"
#include "bn-card-widget.h"
#include "bn-domain.h"
#include "bn-ledger-rows.h"

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
      row = bn_leader_page_add_row (self, self->skills_group, title, rule->description);
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
  bn_leader_page_rebuild (self);
  return TRUE;
}

void
bn_leader_page_add_skill_activated (GtkWidget  *widget,
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

      row = bn_leader_page_add_row (self, self->retainers_group, name, subtitle);
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
    bn_leader_page_add_leader_row (self, self->domain_group, g_ptr_array_index (vassals, i));
  if (vassals->len == 0)
    bn_leader_page_add_row (self, self->domain_group, _("No vassals or heroes yet"),
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
      bn_leader_page_add_row (self, self->liege_group, _("Liege not found"), error->message);
      return;
    }
  bn_leader_page_add_leader_row (self, self->liege_group, liege);
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
      bn_leader_page_add_row (self, self->ledger_group, _("The ledger could not be read"), error->message);
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
      AdwActionRow *row = bn_leader_page_add_row (self, self->draws_group, title, draw->outcome);
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

void
bn_leader_page_rebuild (BnLeaderPage *self)
{
  bn_leader_page_clear_dynamic_rows (self);
  bn_leader_page_update_export (self);
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
