/* bn-leader-dialog-cards.c — the leader dialog's card pages: one page per
 * card the generator asks for, the card drawn from the campaign's deck or
 * typed in from the player's table, and what the generator made of it. */
#include "bn-config.h"

#include "bn-leader-dialog-private.h"

#include <glib/gi18n.h>

#include "bn-card-widget.h"

/* ---- the cards ---- */

gboolean
bn_leader_dialog_shown_step_done (BnLeaderDialog *self)
{
  BnLeaderStep step = bn_leader_generator_get_step (self->generator);

  if (step != self->shown_step)
    return TRUE;
  return step == BN_LEADER_STEP_SPECIAL_RETAINERS &&
         bn_leader_generator_get_n_special_left (self->generator) != self->shown_special_left;
}

void
bn_leader_dialog_fill_card_page (BnLeaderDialog *self)
{
  BnLeaderStep step = bn_leader_generator_get_step (self->generator);
  const char *title = NULL;
  const char *description = NULL;
  g_autofree char *special_title = NULL;
  GtkWidget *child;

  self->shown_step = step;
  self->shown_special_left = bn_leader_generator_get_n_special_left (self->generator);

  switch (step)
    {
    case BN_LEADER_STEP_ESTEEM:
      title = _("Esteem");
      description = _("This card, with his social rank, decides his level of esteem, his honor and the least he must command.");
      break;
    case BN_LEADER_STEP_MOTIVATION:
      title = _("Motivation");
      description = _("This card decides what drives him to war. A card with no place in the table is set aside and another is drawn.");
      break;
    case BN_LEADER_STEP_SKILL_POINTS:
      title = _("Skill Points");
      description = _("This card, with his rank and esteem, decides how many points he has to spread over his four skills.");
      break;
    case BN_LEADER_STEP_SPECIAL_RETAINERS:
      if (self->n_special == 0)
        self->n_special = self->shown_special_left;
      special_title = g_strdup_printf (_("Special Retainer %u of %u"),
                                       self->n_special - self->shown_special_left + 1, self->n_special);
      title = special_title;
      description = _("This card decides which special retainer joins his household.");
      break;
    case BN_LEADER_STEP_SKILL_SPREAD:
    case BN_LEADER_STEP_DONE:
    default:
      g_return_if_reached ();
    }

  gtk_label_set_text (self->step_title_label, title);
  gtk_label_set_text (self->step_description_label, description);
  bn_leader_dialog_set_subtitle (self, title);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box))) != NULL)
    gtk_box_remove (self->cards_box, child);
  gtk_box_append (self->cards_box, bn_card_widget_new (BN_CARD_INVALID));
  gtk_label_set_text (self->outcome_label, "");
  gtk_widget_remove_css_class (GTK_WIDGET (self->outcome_label), "warning");
  gtk_widget_set_visible (self->draw_controls, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (self->card_entry), "");
  bn_leader_dialog_show_error (self->card_error_label, NULL);
  bn_leader_dialog_set_continue (self, _("C_ontinue"), FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->card_entry));
}

static void
show_draw (BnLeaderDialog *self,
           const BnDraw   *draw)
{
  GtkWidget *first = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box));
  GtkWidget *box, *card, *caption;

  /* The empty place gives way to the first real card. */
  if (BN_IS_CARD_WIDGET (first) && !bn_card_is_valid (bn_card_widget_get_card (BN_CARD_WIDGET (first))))
    gtk_box_remove (self->cards_box, first);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  card = bn_card_widget_new (draw->card);
  bn_card_widget_set_set_aside (BN_CARD_WIDGET (card), draw->set_aside);
  gtk_widget_add_css_class (card, "large");
  gtk_box_append (GTK_BOX (box), card);
  caption = gtk_label_new (draw->set_aside ? _("Set aside")
                                           : draw->source == BN_CHANCE_SOURCE_TYPED ? _("Typed")
                                                                                    : _("From the deck"));
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, draw->set_aside ? "warning" : "dim-label");
  gtk_box_append (GTK_BOX (box), caption);
  gtk_box_append (self->cards_box, box);

  /* The outcome says it all, a set-aside card's reason and "draw again"
   * included. */
  {
    g_autofree char *outcome = bn_leader_dialog_as_sentence (draw->outcome);

    gtk_label_set_text (self->outcome_label, outcome);
  }
  if (draw->set_aside)
    gtk_widget_add_css_class (GTK_WIDGET (self->outcome_label), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->outcome_label), "warning");
}

static void
after_draw (BnLeaderDialog *self,
            const BnDraw   *draw)
{
  show_draw (self, draw);
  gtk_editable_set_text (GTK_EDITABLE (self->card_entry), "");
  bn_leader_dialog_show_error (self->card_error_label, NULL);
  if (bn_leader_dialog_shown_step_done (self))
    {
      /* The step is decided: nothing is left to draw until Continue. */
      gtk_widget_set_visible (self->draw_controls, FALSE);
      bn_leader_dialog_set_continue (self, _("C_ontinue"), TRUE);
      gtk_widget_grab_focus (self->continue_button);
    }
}

static void
draw (BnLeaderDialog *self)
{
  g_autoptr(GError) error = NULL;
  const BnDraw *drawn = NULL;

  if (!bn_leader_generator_draw (self->generator, &drawn, &error))
    {
      bn_leader_dialog_show_error (self->card_error_label, error->message);
      return;
    }
  after_draw (self, drawn);
}

static void
on_draw_button_clicked_cb (BnLeaderDialog *self)
{
  if (self->generator == NULL || bn_leader_dialog_shown_step_done (self))
    return;
  draw (self);
}

static void
on_card_entry_activated_cb (BnLeaderDialog *self)
{
  g_autoptr(GError) error = NULL;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->card_entry));
  BnCard card;

  if (self->generator == NULL || bn_leader_dialog_shown_step_done (self))
    return;
  if (!bn_card_parse (text, &card, &error))
    {
      bn_leader_dialog_show_error (self->card_error_label, error->message);
      return;
    }
  bn_chance_push_card (self->chance, card);
  draw (self);
}

static void
on_card_entry_changed_cb (BnLeaderDialog *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->card_entry));

  gtk_widget_set_sensitive (self->use_card_button, text[0] != '\0');
  bn_leader_dialog_show_error (self->card_error_label, NULL);
}

/* Types @text in the card entry and presses Enter. */
void
bn_leader_dialog_type_card (BnLeaderDialog *self,
                            const char     *text)
{
  g_return_if_fail (BN_IS_LEADER_DIALOG (self));

  gtk_editable_set_text (GTK_EDITABLE (self->card_entry), text);
  g_signal_emit_by_name (self->card_entry, "entry-activated");
}

/* Presses "Draw from the Deck". */
void
bn_leader_dialog_draw_from_deck (BnLeaderDialog *self)
{
  g_return_if_fail (BN_IS_LEADER_DIALOG (self));

  if (gtk_widget_get_visible (self->draw_controls))
    on_draw_button_clicked_cb (self);
}

void
bn_leader_dialog_class_init_cards (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_draw_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_card_entry_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_card_entry_changed_cb);
}
