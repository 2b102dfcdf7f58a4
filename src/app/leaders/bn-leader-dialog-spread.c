/* bn-leader-dialog-spread.c — the leader dialog's spread page: his skill
 * points spread over the skills, one spin button each, checked by the
 * generator as they change, or the generator's suggested spread. */
#include "bn-config.h"

#include "bn-leader-dialog-private.h"

#include <glib/gi18n.h>

/* ---- the spread ---- */

void
bn_leader_dialog_read_spread (BnLeaderDialog *self,
                              guint           skills[BN_SKILL_COUNT])
{
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    skills[i] = (guint) gtk_spin_button_get_value_as_int (self->spins[i]);
}

static void
update_spread (BnLeaderDialog *self)
{
  const BnLeader *leader = bn_leader_generator_peek (self->generator);
  g_autoptr(GError) error = NULL;
  g_autofree char *total_text = NULL;
  guint skills[BN_SKILL_COUNT];
  guint total = 0;
  gboolean ok;

  bn_leader_dialog_read_spread (self, skills);
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    {
      const BnSkillRule *rule = bn_leader_rules_lookup_skill (self->rules, bn_skill_get_id (i));

      total += skills[i];
      if (rule->display_offset != 0)
        {
          g_autofree char *shown = g_strdup_printf (_("Shown as %u"), skills[i] + rule->display_offset);

          adw_action_row_set_subtitle (self->skill_rows[i], shown);
        }
    }
  total_text = g_strdup_printf (ngettext ("%u of %u point spread", "%u of %u points spread", leader->skill_points),
                                total, leader->skill_points);
  gtk_label_set_text (self->spread_total_label, total_text);

  ok = bn_leader_check_spread (self->rules, leader->skill_points, skills, &error);
  bn_leader_dialog_show_error (self->spread_error_label, ok ? NULL : error->message);
  bn_leader_dialog_set_continue (self, _("C_ontinue"), ok);
}

static void
on_spin_value_changed_cb (BnLeaderDialog *self)
{
  if (!self->filling_spread)
    update_spread (self);
}

static void
fill_spread (BnLeaderDialog *self)
{
  guint skills[BN_SKILL_COUNT];

  bn_leader_generator_suggest_spread (self->generator, skills);
  self->filling_spread = TRUE;
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    gtk_spin_button_set_value (self->spins[i], skills[i]);
  self->filling_spread = FALSE;
  update_spread (self);
}

static void
on_suggest_button_clicked_cb (BnLeaderDialog *self)
{
  if (self->generator != NULL)
    fill_spread (self);
}

void
bn_leader_dialog_show_spread_page (BnLeaderDialog *self)
{
  const BnLeader *leader = bn_leader_generator_peek (self->generator);
  g_autofree char *description =
    g_strdup_printf (ngettext ("He has %u skill point to spread.", "He has %u skill points to spread.",
                               leader->skill_points),
                     leader->skill_points);

  adw_preferences_group_set_description (self->spread_group, description);
  bn_leader_dialog_set_subtitle (self, _("Skills"));
  fill_spread (self);
  gtk_stack_set_visible_child_name (self->stack, "spread");
  gtk_widget_grab_focus (GTK_WIDGET (self->spins[0]));
}

void
bn_leader_dialog_make_spread_rows (BnLeaderDialog *self)
{
  guint n = bn_leader_rules_get_n_skills (self->rules);

  for (guint i = 0; i < n; i++)
    {
      const BnSkillRule *rule = bn_leader_rules_get_skill (self->rules, i);
      g_autofree char *title = g_strdup_printf ("%s (%s)", rule->name, rule->abbreviation);
      GtkWidget *row, *spin;
      BnSkill skill;

      if (!bn_skill_from_id (rule->id, &skill) || self->spins[skill] != NULL)
        continue;
      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      spin = gtk_spin_button_new_with_range (rule->min_points, rule->max_points, 1);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, rule->name, -1);
      g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (on_spin_value_changed_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
      adw_preferences_group_add (self->spread_group, row);
      self->spins[skill] = GTK_SPIN_BUTTON (spin);
      self->skill_rows[skill] = ADW_ACTION_ROW (row);
    }
}

/* Sets one skill's spin button. Returns: %FALSE off the spread page. */
gboolean
bn_leader_dialog_set_skill (BnLeaderDialog *self,
                            BnSkill         skill,
                            guint           points)
{
  g_return_val_if_fail (BN_IS_LEADER_DIALOG (self), FALSE);
  g_return_val_if_fail (skill < BN_SKILL_COUNT, FALSE);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "spread") != 0)
    return FALSE;
  gtk_spin_button_set_value (self->spins[skill], points);
  return TRUE;
}

/* Presses "Suggested Spread". */
void
bn_leader_dialog_suggest_spread (BnLeaderDialog *self)
{
  g_return_if_fail (BN_IS_LEADER_DIALOG (self));

  on_suggest_button_clicked_cb (self);
}

/* Returns: the live total of the spread page, e.g. "12 of 12 points spread". */
const char *
bn_leader_dialog_get_spread_total (BnLeaderDialog *self)
{
  g_return_val_if_fail (BN_IS_LEADER_DIALOG (self), NULL);

  return gtk_label_get_text (self->spread_total_label);
}

void
bn_leader_dialog_class_init_spread (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_suggest_button_clicked_cb);
}
