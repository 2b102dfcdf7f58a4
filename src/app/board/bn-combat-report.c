/* bn-combat-report.c — the last combat in words, and the key to the
 * dice; see the header. */
#include "bn-config.h"

#include "bn-combat-report.h"

#include <glib/gi18n.h>

#include "bn-combat-account.h"

struct _BnCombatReport
{
  GtkBox parent_instance;

  GtkLabel *text;
  GtkWidget *key_button;
  GtkLabel *key;
  const BnBattleRules *rules;   /* the key shown is this ruleset's */
};

G_DEFINE_FINAL_TYPE (BnCombatReport, bn_combat_report, GTK_TYPE_BOX)

static void
bn_combat_report_class_init (BnCombatReportClass *klass)
{
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "combat-report");
}

static void
bn_combat_report_init (BnCombatReport *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  self->text = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->text, 0);
  gtk_label_set_wrap (self->text, TRUE);
  gtk_label_set_selectable (self->text, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->text), "caption");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->text));

  self->key = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->key, 0);
  gtk_label_set_wrap (self->key, TRUE);
  gtk_label_set_width_chars (self->key, 48);
  gtk_label_set_max_width_chars (self->key, 60);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->key));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 420);
  gtk_scrolled_window_set_min_content_width (GTK_SCROLLED_WINDOW (scroller), 400);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_popover_set_child (GTK_POPOVER (popover), scroller);
  self->key_button = gtk_menu_button_new ();
  gtk_menu_button_set_label (GTK_MENU_BUTTON (self->key_button), _("Key to the Dice"));
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->key_button), popover);
  gtk_widget_set_halign (self->key_button, GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (self->key_button, _("What each face of the die does under these rules"));
  gtk_box_append (GTK_BOX (self), self->key_button);
}

GtkWidget *
bn_combat_report_new (void)
{
  return g_object_new (BN_TYPE_COMBAT_REPORT, NULL);
}

/**
 * bn_combat_report_set_battle:
 * @words: the battle as shown, with its armies' names
 *
 * Tells the last combat fought in @words' battle, and keeps the key to
 * its ruleset's dice.
 */
void
bn_combat_report_set_battle (BnCombatReport      *self,
                             const BnBattleWords *words)
{
  const BnBattle *battle;
  guint n, start;
  g_autoptr(GPtrArray) accounts = NULL;

  g_return_if_fail (BN_IS_COMBAT_REPORT (self) && words != NULL);

  battle = words->battle;
  if (self->rules != bn_battle_get_rules (battle))
    {
      g_autofree char *key = bn_battle_words_die_key (bn_battle_get_rules (battle));

      self->rules = bn_battle_get_rules (battle);
      gtk_label_set_text (self->key, key);
    }
  /* The last combat begins at the last strike. */
  n = bn_battle_get_n_events (battle);
  for (start = n; start > 0 && bn_battle_get_event (battle, start - 1)->type != BN_EVENT_BATTLE; start--)
    ;
  if (start == 0)
    {
      gtk_label_set_text (self->text, "");
      gtk_widget_set_visible (GTK_WIDGET (self->text), FALSE);
      return;
    }
  /* A strike back belongs to the combat it answers: go back to the first. */
  accounts = bn_combat_accounts_read (battle, start - 1 > 64 ? start - 1 - 64 : 0, n);
  if (accounts->len == 0)
    return;
  {
    g_autofree char *told = bn_battle_words_combat (words, g_ptr_array_index (accounts, accounts->len - 1));

    gtk_label_set_text (self->text, told);
    gtk_widget_set_visible (GTK_WIDGET (self->text), TRUE);
  }
}

/**
 * bn_combat_report_tell:
 * @rules: the ruleset whose key to the dice is offered
 * @told: (nullable): the throw shown beside it, in words; %NULL: none
 *
 * Says @told: the account of the throw the dice beside it show, be it a
 * combat's or another's (a leader's check, a single combat, the first
 * move), so that the dice and the words never tell two throws.
 */
void
bn_combat_report_tell (BnCombatReport      *self,
                       const BnBattleRules *rules,
                       const char          *told)
{
  g_return_if_fail (BN_IS_COMBAT_REPORT (self) && rules != NULL);

  if (self->rules != rules)
    {
      g_autofree char *key = bn_battle_words_die_key (rules);

      self->rules = rules;
      gtk_label_set_text (self->key, key);
    }
  gtk_label_set_text (self->text, told != NULL ? told : "");
  gtk_widget_set_visible (GTK_WIDGET (self->text), told != NULL && told[0] != '\0');
}

/* Returns: the last combat as told, "" when none (for tests). */
const char *
bn_combat_report_get_text (BnCombatReport *self)
{
  g_return_val_if_fail (BN_IS_COMBAT_REPORT (self), "");

  return gtk_label_get_text (self->text);
}

/* Returns: the key to the dice as the popover shows it. */
const char *
bn_combat_report_get_key (BnCombatReport *self)
{
  g_return_val_if_fail (BN_IS_COMBAT_REPORT (self), "");

  return gtk_label_get_text (self->key);
}

GtkWidget *
bn_combat_report_get_key_button (BnCombatReport *self)
{
  g_return_val_if_fail (BN_IS_COMBAT_REPORT (self), NULL);

  return self->key_button;
}
