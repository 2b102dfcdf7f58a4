/* bn-muster-dialog.c — drawing a leader's army points, card by card.
 *
 * The dialog shows the leader's household, then asks for the multiplier
 * card and the bonus card (again while a bonus card calls for another),
 * one page each, and sums them up. Each card comes from the campaign's
 * deck or is typed in from a deck on the player's table; both go through
 * the one BnChance the dialog owns, so the deck never deals a card that was
 * typed, and a card typed twice is refused by the chance.
 *
 * What each card means is the library's to say: the dialog builds the
 * muster card by card with bn_muster_apply_card(), which also names the
 * step the next card is for.
 */
#include "bn-config.h"

#include "bn-muster-dialog.h"

#include <glib/gi18n.h>

#include "bn-army-builder.h"
#include "bn-campaign.h"
#include "bn-card-widget.h"
#include "bn-leader-page.h"

struct _BnMusterDialog
{
  AdwWindow parent_instance;

  BnStore *store;
  BnLeaderRules *rules;
  BnLeader *leader;
  BnCampaign *campaign;
  guint64 deal_seed;
  BnChance *chance;           /* one deck for the whole dialog */
  BnMuster *muster;           /* the cards given so far */
  guint shown_index;          /* the card the card page asks for */

  AdwWindowTitle *window_title;
  GtkWidget *continue_button;
  GtkStack *stack;
  AdwStatusPage *household_page;
  GtkLabel *household_label;
  AdwActionRow *household_row;
  AdwActionRow *current_row;
  GtkLabel *current_label;
  GtkLabel *household_note_label;
  GtkLabel *step_title_label;
  GtkLabel *step_description_label;
  GtkBox *cards_box;
  GtkLabel *outcome_label;
  GtkWidget *draw_controls;
  AdwEntryRow *card_entry;
  GtkWidget *use_card_button;
  GtkLabel *card_error_label;
  GtkLabel *total_label;
  GtkLabel *total_caption_label;
  GtkListBox *draws_list;
  GtkLabel *summary_note_label;
};

G_DEFINE_FINAL_TYPE (BnMusterDialog, bn_muster_dialog, ADW_TYPE_WINDOW)

enum {
  SIGNAL_MUSTERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_error (GtkLabel   *label,
            const char *message)
{
  g_autofree char *sentence = message != NULL ? bn_army_builder_sentence (message) : NULL;

  gtk_label_set_text (label, sentence != NULL ? sentence : "");
  gtk_widget_set_visible (GTK_WIDGET (label), message != NULL);
}

static void
set_continue (BnMusterDialog *self,
              const char     *label,
              gboolean        sensitive)
{
  gtk_button_set_label (GTK_BUTTON (self->continue_button), label);
  gtk_widget_set_sensitive (self->continue_button, sensitive);
}

/* Whether the cards given so far are the whole muster. */
static gboolean
is_complete (BnMusterDialog *self)
{
  return self->muster->complete;
}

static const BnDraw *
muster_draw (BnMusterDialog *self,
             guint           index)
{
  if (index >= self->muster->draws->len)
    return NULL;
  return g_ptr_array_index (self->muster->draws, index);
}

/* The step the next card is for, as the library names it. */
static const char *
next_step (BnMusterDialog *self)
{
  return bn_muster_get_next_step (self->muster);
}

static void
step_words (BnMusterDialog  *self,
            const char      *step,
            guint            index,
            const char     **out_title,
            const char     **out_description)
{
  if (g_strcmp0 (step, "army-multiplier") == 0)
    {
      *out_title = _("Army Multiplier");
      *out_description = _("This card decides the factor his household is multiplied by: his basic army points.");
    }
  else if (index > 1)
    {
      *out_title = _("Another Bonus Card");
      *out_description = _("The last bonus card called for another. This one adds its value to the army points.");
    }
  else
    {
      *out_title = _("Bonus Card");
      *out_description = _("This card adds its value to the army points; a card that adds nothing may call for another.");
    }
}

static void
fill_card_page (BnMusterDialog *self)
{
  const char *title = NULL;
  const char *description = NULL;
  GtkWidget *child;

  self->shown_index = self->muster->draws->len;
  step_words (self, next_step (self), self->shown_index, &title, &description);
  gtk_label_set_text (self->step_title_label, title);
  gtk_label_set_text (self->step_description_label, description);
  adw_window_title_set_subtitle (self->window_title, title);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box))) != NULL)
    gtk_box_remove (self->cards_box, child);
  child = bn_card_widget_new (BN_CARD_INVALID);
  gtk_widget_add_css_class (child, "large");
  gtk_box_append (self->cards_box, child);
  gtk_label_set_text (self->outcome_label, "");
  gtk_widget_set_visible (self->draw_controls, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (self->card_entry), "");
  show_error (self->card_error_label, NULL);
  set_continue (self, _("C_ontinue"), FALSE);
  gtk_stack_set_visible_child_name (self->stack, "card");
  gtk_widget_grab_focus (GTK_WIDGET (self->card_entry));
}

static const char *
source_words (BnChanceSource source)
{
  return source == BN_CHANCE_SOURCE_TYPED ? _("Typed") : _("From the deck");
}

static void
show_draw (BnMusterDialog *self,
           const BnDraw   *draw,
           BnChanceSource  source)
{
  g_autofree char *outcome = bn_army_builder_sentence (draw->outcome);
  GtkWidget *child, *box, *card, *caption;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box))) != NULL)
    gtk_box_remove (self->cards_box, child);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  card = bn_card_widget_new (draw->card);
  gtk_widget_add_css_class (card, "large");
  gtk_box_append (GTK_BOX (box), card);
  caption = gtk_label_new (source_words (source));
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (GTK_BOX (box), caption);
  gtk_box_append (self->cards_box, box);
  gtk_label_set_text (self->outcome_label, outcome);
}

/* Takes the next card from the dialog's chance: the one just pushed when
 * typed, otherwise the deck's. */
static void
take_card (BnMusterDialog *self)
{
  g_autoptr(GError) error = NULL;
  const BnDraw *drawn;
  BnChanceSource source;
  BnCard card;

  if (!bn_chance_draw_card (self->chance, &card, &source, &error))
    {
      show_error (self->card_error_label, error->message);
      return;
    }
  drawn = bn_muster_apply_card (self->muster, self->rules, card, source);
  show_draw (self, drawn, source);
  gtk_editable_set_text (GTK_EDITABLE (self->card_entry), "");
  show_error (self->card_error_label, NULL);
  /* One card per step: the step is decided. */
  gtk_widget_set_visible (self->draw_controls, FALSE);
  set_continue (self, is_complete (self) ? _("_See the Total") : _("C_ontinue"), TRUE);
  gtk_widget_grab_focus (self->continue_button);
}

static gboolean
shown_step_done (BnMusterDialog *self)
{
  return self->muster->draws->len > self->shown_index;
}

static void
on_draw_button_clicked_cb (BnMusterDialog *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "card") != 0 || shown_step_done (self))
    return;
  take_card (self);
}

static void
on_card_entry_activated_cb (BnMusterDialog *self)
{
  g_autoptr(GError) error = NULL;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->card_entry));
  BnCard card;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "card") != 0 || shown_step_done (self))
    return;
  if (!bn_card_parse (text, &card, &error))
    {
      show_error (self->card_error_label, error->message);
      return;
    }
  bn_chance_push_card (self->chance, card);
  take_card (self);
}

static void
on_card_entry_changed_cb (BnMusterDialog *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->card_entry));

  gtk_widget_set_sensitive (self->use_card_button, text[0] != '\0');
  show_error (self->card_error_label, NULL);
}

static const char *
step_name (const char *step)
{
  if (g_strcmp0 (step, "army-multiplier") == 0)
    return _("Army multiplier");
  if (g_strcmp0 (step, "army-bonus") == 0)
    return _("Bonus card");
  return step;
}

static void
show_summary (BnMusterDialog *self)
{
  g_autofree char *total = NULL;
  g_autofree char *caption = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->draws_list))) != NULL)
    gtk_list_box_remove (self->draws_list, child);
  for (guint i = 0; i < self->muster->draws->len; i++)
    {
      const BnDraw *draw = g_ptr_array_index (self->muster->draws, i);
      BnChanceSource source = draw->source;
      g_autofree char *outcome = bn_army_builder_sentence (draw->outcome);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *card = bn_card_widget_new (draw->card);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), step_name (draw->step));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), outcome);
      bn_card_widget_set_compact (BN_CARD_WIDGET (card), TRUE);
      gtk_widget_set_valign (card, GTK_ALIGN_CENTER);
      gtk_widget_set_margin_top (card, 6);
      gtk_widget_set_margin_bottom (card, 6);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), card);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 bn_leader_page_make_tag (source_words (source),
                                                          source == BN_CHANCE_SOURCE_TYPED ? "typed" : "deck"));
      gtk_list_box_append (self->draws_list, row);
    }

  total = g_strdup_printf (ngettext ("%u Army Point", "%u Army Points", self->muster->army_points),
                           self->muster->army_points);
  gtk_label_set_text (self->total_label, total);
  /* TRANSLATORS: basic points from the household and multiplier, then the bonus */
  caption = g_strdup_printf (_("%u basic + %u bonus"), self->muster->basic_points, self->muster->bonus_points);
  gtk_label_set_text (self->total_caption_label, caption);
  adw_window_title_set_subtitle (self->window_title, _("Total"));
  set_continue (self, _("_Use These Points"), TRUE);
  gtk_stack_set_visible_child_name (self->stack, "summary");
  gtk_widget_grab_focus (self->continue_button);
}

static void
on_continue_button_clicked_cb (BnMusterDialog *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (!gtk_widget_get_sensitive (self->continue_button))
    return;
  if (g_str_equal (page, "household"))
    fill_card_page (self);
  else if (g_str_equal (page, "card"))
    {
      if (!shown_step_done (self))
        return;
      if (is_complete (self))
        show_summary (self);
      else
        fill_card_page (self);
    }
  else if (g_str_equal (page, "summary"))
    {
      /* Told before the dialog goes: destroying it drops its handlers. */
      g_signal_emit (self, signals[SIGNAL_MUSTERED], 0);
      gtk_window_destroy (GTK_WINDOW (self));
    }
}

static void
fill_household_page (BnMusterDialog *self,
                     guint           current_points)
{
  const BnSocialRank *rank = bn_leader_rules_get_rank (self->rules, self->leader->social_rank);
  const BnEsteemLevel *esteem = bn_leader_rules_get_esteem (self->rules, self->leader->esteem_level);
  g_autofree char *title = bn_army_builder_leader_title (self->rules, self->leader);
  g_autofree char *household = g_strdup_printf ("%u", self->leader->household);
  g_autofree char *subtitle = NULL;

  adw_status_page_set_title (self->household_page, title);
  adw_status_page_set_description (self->household_page,
                                   _("His household musters the army: the first card multiplies it, "
                                     "then a bonus card adds to it."));
  gtk_label_set_text (self->household_label, household);
  if (rank != NULL && esteem != NULL)
    {
      /* TRANSLATORS: a leader's social rank and level of esteem, e.g. "Baron of Notable esteem" */
      subtitle = g_strdup_printf (_("%s of %s esteem"), rank->title, esteem->name);
      adw_action_row_set_subtitle (self->household_row, subtitle);
    }
  if (current_points > 0)
    {
      g_autofree char *current = g_strdup_printf ("%u", current_points);

      gtk_label_set_text (self->current_label, current);
      gtk_widget_set_visible (GTK_WIDGET (self->current_row), TRUE);
      gtk_label_set_text (self->household_note_label,
                          _("Mustering again replaces these points for a new battle. The units stay on the roster."));
    }
  else
    gtk_label_set_text (self->household_note_label,
                        _("Each card can be dealt from the campaign’s deck or typed in from your own."));
  adw_window_title_set_subtitle (self->window_title, _("Household"));
  gtk_label_set_text (self->summary_note_label,
                      _("The units on the roster stay as they are. If they now cost more than the army has, "
                        "the roster shows by how much."));
}

static void
bn_muster_dialog_dispose (GObject *object)
{
  BnMusterDialog *self = BN_MUSTER_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_MUSTER_DIALOG);
  g_clear_pointer (&self->muster, bn_muster_free);
  g_clear_pointer (&self->chance, bn_chance_free);
  g_clear_pointer (&self->leader, bn_leader_free);
  g_clear_pointer (&self->campaign, bn_campaign_free);
  g_clear_pointer (&self->rules, bn_leader_rules_unref);
  g_clear_pointer (&self->store, bn_store_unref);

  G_OBJECT_CLASS (bn_muster_dialog_parent_class)->dispose (object);
}

static void
bn_muster_dialog_class_init (BnMusterDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bn_muster_dialog_dispose;

  /**
   * BnMusterDialog::mustered:
   *
   * Emitted when the player presses "Use These Points", as the dialog
   * closes; bn_muster_dialog_dup_muster() gives the muster.
   */
  signals[SIGNAL_MUSTERED] =
    g_signal_new ("mustered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-muster-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, continue_button);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, household_page);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, household_label);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, household_row);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, current_row);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, current_label);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, household_note_label);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, step_title_label);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, step_description_label);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, cards_box);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, draw_controls);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, card_entry);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, use_card_button);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, card_error_label);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, total_label);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, total_caption_label);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, draws_list);
  gtk_widget_class_bind_template_child (widget_class, BnMusterDialog, summary_note_label);
  gtk_widget_class_bind_template_callback (widget_class, on_continue_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_draw_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_card_entry_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_card_entry_changed_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bn_muster_dialog_init (BnMusterDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), self->continue_button);
}

/**
 * bn_muster_dialog_new:
 * @parent: (nullable): the window the dialog belongs to
 * @leader: the army's leader, whose household musters it
 * @current_points: the army's points before this muster, or 0
 *
 * Returns: (transfer none): a new dialog, not yet shown, or %NULL when the
 *   leader's campaign cannot be read
 */
BnMusterDialog *
bn_muster_dialog_new (GtkWindow      *parent,
                      BnStore        *store,
                      BnLeaderRules  *rules,
                      const BnLeader *leader,
                      guint           current_points,
                      GError        **error)
{
  g_autoptr(BnCampaign) campaign = NULL;
  BnMusterDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (store != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (leader != NULL, NULL);

  /* The deck is the campaign's as it is now: another muster or leader may
   * have used a shuffle since the builder opened. */
  campaign = bn_store_get_campaign (store, leader->campaign_id, error);
  if (campaign == NULL)
    return NULL;

  self = g_object_new (BN_TYPE_MUSTER_DIALOG,
                       "transient-for", parent,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);
  self->store = bn_store_ref (store);
  self->rules = bn_leader_rules_ref (rules);
  self->leader = bn_leader_copy (leader);
  self->deal_seed = bn_campaign_get_deal_seed (campaign, campaign->deals);
  self->chance = bn_chance_new_seeded (self->deal_seed);
  self->campaign = g_steal_pointer (&campaign);
  self->muster = bn_muster_new (leader->household);
  fill_household_page (self, current_points);
  gtk_widget_grab_focus (self->continue_button);
  return self;
}

/* Returns: (transfer full) (nullable): the muster, once every card is in. */
BnMuster *
bn_muster_dialog_dup_muster (BnMusterDialog *self)
{
  g_return_val_if_fail (BN_IS_MUSTER_DIALOG (self), NULL);

  if (!is_complete (self))
    return NULL;
  return bn_muster_copy (self->muster);
}

/* Returns: the campaign shuffle the muster drew from, or -1 when every card
 * was typed: such a muster leaves the shuffle for the next. */
gint
bn_muster_dialog_get_deal (BnMusterDialog *self)
{
  g_return_val_if_fail (BN_IS_MUSTER_DIALOG (self), -1);

  for (guint i = 0; i < self->muster->draws->len; i++)
    if (((BnDraw *) g_ptr_array_index (self->muster->draws, i))->source == BN_CHANCE_SOURCE_SEEDED)
      return (gint) self->campaign->deals;
  return -1;
}

guint64
bn_muster_dialog_get_deal_seed (BnMusterDialog *self)
{
  g_return_val_if_fail (BN_IS_MUSTER_DIALOG (self), 0);

  return self->deal_seed;
}

/* Returns: "household", "card" or "summary". */
const char *
bn_muster_dialog_get_page (BnMusterDialog *self)
{
  g_return_val_if_fail (BN_IS_MUSTER_DIALOG (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

/* Returns: (nullable): the step the card page asks for ("army-multiplier",
 *   "army-bonus"), %NULL once the muster is whole. */
const char *
bn_muster_dialog_get_step (BnMusterDialog *self)
{
  const BnDraw *draw;

  g_return_val_if_fail (BN_IS_MUSTER_DIALOG (self), NULL);

  draw = muster_draw (self, self->shown_index);
  return draw != NULL ? draw->step : next_step (self);
}

/* Returns: (nullable): the error under the card entry, if any. */
const char *
bn_muster_dialog_get_error (BnMusterDialog *self)
{
  g_return_val_if_fail (BN_IS_MUSTER_DIALOG (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->card_error_label))
           ? gtk_label_get_text (self->card_error_label) : NULL;
}

/* Returns: what the card page's card decided, "" before it is given. */
const char *
bn_muster_dialog_get_outcome (BnMusterDialog *self)
{
  g_return_val_if_fail (BN_IS_MUSTER_DIALOG (self), NULL);

  return gtk_label_get_text (self->outcome_label);
}

gboolean
bn_muster_dialog_can_continue (BnMusterDialog *self)
{
  g_return_val_if_fail (BN_IS_MUSTER_DIALOG (self), FALSE);

  return gtk_widget_get_sensitive (self->continue_button);
}

/* Presses Continue ("Use These Points" on the summary). Returns: %FALSE if
 * it is not sensitive. */
gboolean
bn_muster_dialog_continue (BnMusterDialog *self)
{
  g_return_val_if_fail (BN_IS_MUSTER_DIALOG (self), FALSE);

  if (!gtk_widget_get_sensitive (self->continue_button))
    return FALSE;
  g_signal_emit_by_name (self->continue_button, "clicked");
  return TRUE;
}

/* Types @text in the card entry and presses Enter. */
void
bn_muster_dialog_type_card (BnMusterDialog *self,
                            const char     *text)
{
  g_return_if_fail (BN_IS_MUSTER_DIALOG (self));

  gtk_editable_set_text (GTK_EDITABLE (self->card_entry), text);
  g_signal_emit_by_name (self->card_entry, "entry-activated");
}

/* Presses "Draw from the Deck". */
void
bn_muster_dialog_draw_from_deck (BnMusterDialog *self)
{
  g_return_if_fail (BN_IS_MUSTER_DIALOG (self));

  if (gtk_widget_get_visible (self->draw_controls))
    on_draw_button_clicked_cb (self);
}
