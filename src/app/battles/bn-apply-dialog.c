/* bn-apply-dialog.c — the post-battle sequence step by step; see the header.
 *
 * The library decides every step (bn_career_next_step()): the dialog only
 * keeps what was given, in order, and shows what the library asks for and
 * what it answers.
 */
#include "bn-config.h"

#include "bn-apply-dialog.h"

#include <glib/gi18n.h>

#include "bn-career.h"

typedef struct
{
  gboolean is_card;
  guint value;
  char *what;
} Given;

struct _BnApplyDialog
{
  AdwWindow parent_instance;

  BnStore *store;
  gint64 battle_id;
  GArray *given;                /* Given, in the order given */
  BnChance *deck;               /* what "Draw for Me" draws from */
  BnCareerStep *step;
  char *error;

  GtkWidget *apply_button;
  GtkLabel *wanted_label;
  GtkWidget *step_box;
  GtkEntry *entry;
  GtkLabel *error_label;
  GtkListBox *given_list;
  GtkWidget *summary_box;       /* one group per leader, when done */
  GtkListBox *decided_list;     /* before: what the values given decided */
  GtkWidget *decided_group;
  GString *summary_text;        /* the same in words */
  GtkWidget *summary_group;
  GtkWidget *take_back_button;
};

G_DEFINE_FINAL_TYPE (BnApplyDialog, bn_apply_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_APPLIED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
given_clear (gpointer data)
{
  g_free (((Given *) data)->what);
}

/* The cards and dice given so far, each kind in its order. */
static BnChance *
given_chance (BnApplyDialog *self)
{
  BnChance *chance = bn_chance_new_typed ();

  for (guint i = 0; i < self->given->len; i++)
    {
      const Given *g = &g_array_index (self->given, Given, i);

      if (g->is_card)
        bn_chance_push_card (chance, (BnCard) g->value);
      else
        bn_chance_push_die (chance, g->value);
    }
  return chance;
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static void
add_line (GtkListBox *list,
          const char *title,
          const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_append (list, row);
}

/* What the battle gives, one group per leader: where it leaves him, then
 * his ledger lines. */
static void
show_summary (BnApplyDialog *self)
{
  g_autoptr(BnLeaderRules) rules = bn_leader_rules_load_default (NULL);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->summary_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->summary_box), child);
  g_string_truncate (self->summary_text, 0);
  if (self->step == NULL || !self->step->done)
    return;
  for (guint i = 0; i < self->step->leaders->len; i++)
    {
      const BnCareerLeader *cl = g_ptr_array_index (self->step->leaders, i);
      GtkWidget *group = adw_preferences_group_new ();
      GtkListBox *lines = NULL;
      g_autofree char *esteem = rules != NULL ? bn_leader_rules_esteem_words (rules, cl->leader->esteem_level)
                                              : g_strdup_printf ("%u", cl->leader->esteem_level);
      /* TRANSLATORS: a leader after the battle: honor, his esteem in words ("esteem 4 (Notable)"), rank, status */
      g_autofree char *state = g_strdup_printf (_("Honor %u, %s, rank %u, %s"), cl->leader->honor, esteem,
                                                cl->leader->social_rank, cl->leader->status);

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), cl->leader->name);
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), state);
      g_string_append_printf (self->summary_text, "%s\n%s\n", cl->leader->name, state);
      for (guint j = 0; j < self->step->ledger->len; j++)
        {
          const BnLedgerEntry *entry = g_ptr_array_index (self->step->ledger, j);
          g_autofree char *line = NULL;

          if (entry->leader_id != cl->leader->id)
            continue;
          if (lines == NULL)
            {
              lines = GTK_LIST_BOX (gtk_list_box_new ());
              gtk_list_box_set_selection_mode (lines, GTK_SELECTION_NONE);
              gtk_widget_add_css_class (GTK_WIDGET (lines), "boxed-list");
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (lines));
            }
          line = bn_ledger_entry_to_words (entry);
          add_line (lines, line, NULL);
          g_string_append_printf (self->summary_text, "  %s\n", line);
        }
      gtk_box_append (GTK_BOX (self->summary_box), group);
    }
}

static void
show (BnApplyDialog *self)
{
  clear_list (self->given_list);
  for (guint i = 0; i < self->given->len; i++)
    {
      const Given *g = &g_array_index (self->given, Given, i);
      g_autofree char *value = g->is_card ? bn_card_to_string ((BnCard) g->value)
                                          : g_strdup_printf (_("D20 %u"), g->value);

      add_line (self->given_list, value, g->what);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->given_list), self->given->len > 0);
  gtk_widget_set_sensitive (self->take_back_button, self->given->len > 0);

  gtk_label_set_text (self->error_label, self->error != NULL ? self->error : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), self->error != NULL);

  show_summary (self);
  gtk_widget_set_visible (self->summary_group, self->step != NULL && self->step->done);
  clear_list (self->decided_list);
  if (self->step != NULL && !self->step->done)
    for (guint i = 0; i < self->step->ledger->len; i++)
      {
        const BnLedgerEntry *entry = g_ptr_array_index (self->step->ledger, i);
        g_autoptr(BnLeader) leader = bn_store_get_leader (self->store, entry->leader_id, NULL);
        g_autofree char *line = bn_ledger_entry_to_words (entry);

        add_line (self->decided_list, line, leader != NULL ? leader->name : NULL);
      }
  gtk_widget_set_visible (self->decided_group, self->step != NULL && !self->step->done &&
                                               self->step->ledger->len > 0);
  gtk_widget_set_visible (self->step_box, self->step != NULL && !self->step->done);
  gtk_widget_set_sensitive (self->apply_button, self->step != NULL && self->step->done);
  if (self->step != NULL && !self->step->done)
    {
      gtk_label_set_text (self->wanted_label, self->step->what);
      gtk_entry_set_placeholder_text (self->entry, self->step->is_card ? _("A card, e.g. 7H, QS") : _("1 to 20"));
    }
}

/* Asks the library what comes next with what was given; on a refusal the
 * last value given is taken back and the reason kept. */
static gboolean
advance (BnApplyDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) chance = given_chance (self);
  BnCareerStep *step = bn_career_next_step (self->store, self->battle_id, chance, &error);

  g_clear_pointer (&self->error, g_free);
  if (step == NULL)
    {
      self->error = g_strdup (error->message);
      if (self->given->len > 0)
        g_array_set_size (self->given, self->given->len - 1);
      show (self);
      return FALSE;
    }
  g_clear_pointer (&self->step, bn_career_step_free);
  self->step = step;
  show (self);
  return TRUE;
}

static gboolean
push (BnApplyDialog *self,
      gboolean       is_card,
      guint          value)
{
  Given g = { is_card, value, g_strdup (self->step->what) };

  g_array_append_val (self->given, g);
  return advance (self);
}

/**
 * bn_apply_dialog_give:
 * @text: a card ("7H") or a D20 ("14"), whichever is wanted
 *
 * Types @text and presses Next. A refused value is not kept, but the entry
 * keeps the text and the reason is shown.
 *
 * Returns: whether it was taken
 */
gboolean
bn_apply_dialog_give (BnApplyDialog *self,
                      const char    *text)
{
  guint64 die;
  BnCard card;

  g_return_val_if_fail (BN_IS_APPLY_DIALOG (self), FALSE);

  gtk_editable_set_text (GTK_EDITABLE (self->entry), text);
  if (self->step == NULL || self->step->done)
    return FALSE;
  g_clear_pointer (&self->error, g_free);
  if (self->step->is_card && !bn_card_parse (g_strstrip (g_strdup (text)), &card, NULL))
    self->error = g_strdup_printf (_("“%s” is not a card: write the value then the suit, as 7H, 10S, QD, AC, RJ"),
                                   text);
  else if (!self->step->is_card && !g_ascii_string_to_unsigned (text, 10, 1, 20, &die, NULL))
    self->error = g_strdup_printf (_("“%s” is not a D20 roll: a whole number from 1 to 20"), text);
  if (self->error != NULL)
    {
      show (self);
      return FALSE;
    }
  if (!push (self, self->step->is_card, self->step->is_card ? (guint) card : (guint) die))
    return FALSE;
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
  return TRUE;
}

/* The app draws the card or rolls the die that is wanted. */
gboolean
bn_apply_dialog_draw_for_me (BnApplyDialog *self)
{
  g_autoptr(GError) error = NULL;
  BnChanceSource source;
  guint value;

  g_return_val_if_fail (BN_IS_APPLY_DIALOG (self), FALSE);

  if (self->step == NULL || self->step->done)
    return FALSE;
  if (self->step->is_card)
    {
      BnCard card;

      if (!bn_chance_draw_card (self->deck, &card, &source, &error))
        return FALSE;
      bn_chance_discard (self->deck, card);
      value = card;
    }
  else if (!bn_chance_roll (self->deck, 20, &value, &source, &error))
    return FALSE;
  return push (self, self->step->is_card, value);
}

/* Draws every card and die still wanted, as the app would one by one. */
gboolean
bn_apply_dialog_deal_the_rest (BnApplyDialog *self)
{
  g_return_val_if_fail (BN_IS_APPLY_DIALOG (self), FALSE);

  while (self->step != NULL && !self->step->done)
    if (!bn_apply_dialog_draw_for_me (self))
      return FALSE;
  return self->step != NULL;
}

/* Takes back the last card or die given. */
gboolean
bn_apply_dialog_take_back (BnApplyDialog *self)
{
  g_return_val_if_fail (BN_IS_APPLY_DIALOG (self), FALSE);

  if (self->given->len == 0)
    return FALSE;
  g_array_set_size (self->given, self->given->len - 1);
  return advance (self);
}

/* Keeps the sequence as shown: writes it, all or nothing. */
gboolean
bn_apply_dialog_apply (BnApplyDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) chance = NULL;

  g_return_val_if_fail (BN_IS_APPLY_DIALOG (self), FALSE);

  if (self->step == NULL || !self->step->done)
    return FALSE;
  chance = given_chance (self);
  if (!bn_career_apply_battle (self->store, self->battle_id, chance, &error))
    {
      g_free (self->error);
      self->error = g_strdup (error->message);
      show (self);
      return FALSE;
    }
  g_signal_emit (self, signals[SIGNAL_APPLIED], 0, self->battle_id);
  gtk_window_destroy (GTK_WINDOW (self));
  return TRUE;
}

const char *
bn_apply_dialog_get_wanted (BnApplyDialog *self)
{
  g_return_val_if_fail (BN_IS_APPLY_DIALOG (self), NULL);

  return self->step != NULL && !self->step->done ? self->step->what : NULL;
}

/* Whether the card or die wanted now is a card. */
gboolean
bn_apply_dialog_wants_card (BnApplyDialog *self)
{
  g_return_val_if_fail (BN_IS_APPLY_DIALOG (self), FALSE);

  return self->step != NULL && !self->step->done && self->step->is_card;
}

const char *
bn_apply_dialog_get_error (BnApplyDialog *self)
{
  g_return_val_if_fail (BN_IS_APPLY_DIALOG (self), NULL);

  return self->error;
}

guint
bn_apply_dialog_get_n_given (BnApplyDialog *self)
{
  g_return_val_if_fail (BN_IS_APPLY_DIALOG (self), 0);

  return self->given->len;
}

guint
bn_apply_dialog_get_n_summary_lines (BnApplyDialog *self)
{
  g_return_val_if_fail (BN_IS_APPLY_DIALOG (self), 0);

  return self->step != NULL && self->step->done ? self->step->ledger->len : 0;
}

/* Returns: how many ledger lines the values given so far have decided,
 * shown while the sequence still asks for more. */
guint
bn_apply_dialog_get_n_decided (BnApplyDialog *self)
{
  g_return_val_if_fail (BN_IS_APPLY_DIALOG (self), 0);

  return self->step != NULL && !self->step->done ? self->step->ledger->len : 0;
}

/**
 * bn_apply_dialog_dup_summary:
 *
 * Returns: (transfer full): the summary as shown, one leader's group after
 *   another: his name, where the battle leaves him, then his lines, each
 *   on a line of its own; "" before the sequence has all it needs
 */
char *
bn_apply_dialog_dup_summary (BnApplyDialog *self)
{
  g_return_val_if_fail (BN_IS_APPLY_DIALOG (self), NULL);

  return g_strdup (self->summary_text != NULL ? self->summary_text->str : "");
}

static void
on_next_cb (BnApplyDialog *self)
{
  g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry)));

  bn_apply_dialog_give (self, text);
}

static void
bn_apply_dialog_finalize (GObject *object)
{
  BnApplyDialog *self = BN_APPLY_DIALOG (object);

  g_clear_pointer (&self->store, bn_store_unref);
  g_clear_pointer (&self->given, g_array_unref);
  g_clear_pointer (&self->deck, bn_chance_free);
  g_clear_pointer (&self->step, bn_career_step_free);
  g_string_free (self->summary_text, TRUE);
  g_free (self->error);
  G_OBJECT_CLASS (bn_apply_dialog_parent_class)->finalize (object);
}

static void
bn_apply_dialog_class_init (BnApplyDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bn_apply_dialog_finalize;

  /**
   * BnApplyDialog::applied:
   * @battle_id: the battle whose sequence was kept
   */
  signals[SIGNAL_APPLIED] =
    g_signal_new ("applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT64);
}

static GtkWidget *
group (const char *title,
       const char *description,
       GtkWidget  *child)
{
  GtkWidget *g = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (g), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (g), description);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), child);
  return g;
}

static GtkListBox *
boxed_list (void)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  return GTK_LIST_BOX (list);
}

static void
bn_apply_dialog_init (BnApplyDialog *self)
{
  GtkWidget *toolbar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *next = gtk_button_new_with_mnemonic (_("_Next"));
  GtkWidget *draw = gtk_button_new_with_mnemonic (_("_Draw for Me"));
  GtkWidget *rest = gtk_button_new_with_mnemonic (_("Deal the _Rest"));
  GtkWidget *intro;

  self->given = g_array_new (FALSE, TRUE, sizeof (Given));
  self->summary_text = g_string_new (NULL);
  g_array_set_clear_func (self->given, given_clear);

  gtk_window_set_title (GTK_WINDOW (self), _("Post-Battle Sequence"));
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 620);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  adw_window_set_content (ADW_WINDOW (self), toolbar);
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  self->apply_button = gtk_button_new_with_mnemonic (_("_Apply"));
  gtk_widget_add_css_class (self->apply_button, "suggested-action");
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->apply_button);
  gtk_box_append (GTK_BOX (toolbar), header);
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_destroy), self);
  g_signal_connect_swapped (self->apply_button, "clicked", G_CALLBACK (bn_apply_dialog_apply), self);

  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (toolbar), scroller);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  adw_clamp_set_child (ADW_CLAMP (clamp), page);
  gtk_widget_set_margin_top (page, 18);
  gtk_widget_set_margin_bottom (page, 18);
  gtk_widget_set_margin_start (page, 12);
  gtk_widget_set_margin_end (page, 12);

  intro = gtk_label_new (_("Each card or D20 is asked for when the sequence needs it: type the one drawn "
                           "at the table, or let the app draw it. Nothing is kept until you apply."));
  gtk_label_set_wrap (GTK_LABEL (intro), TRUE);
  gtk_label_set_xalign (GTK_LABEL (intro), 0);
  gtk_widget_add_css_class (intro, "dim-label");
  gtk_box_append (GTK_BOX (page), intro);

  self->step_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->wanted_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->wanted_label, TRUE);
  gtk_label_set_xalign (self->wanted_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->wanted_label), "heading");
  self->entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_activates_default (self->entry, FALSE);
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (on_next_cb), self);
  self->error_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->error_label, TRUE);
  gtk_label_set_xalign (self->error_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->error_label), "error");
  gtk_widget_add_css_class (next, "suggested-action");
  g_signal_connect_swapped (next, "clicked", G_CALLBACK (on_next_cb), self);
  g_signal_connect_swapped (draw, "clicked", G_CALLBACK (bn_apply_dialog_draw_for_me), self);
  g_signal_connect_swapped (rest, "clicked", G_CALLBACK (bn_apply_dialog_deal_the_rest), self);
  gtk_box_append (GTK_BOX (buttons), draw);
  gtk_box_append (GTK_BOX (buttons), rest);
  gtk_widget_set_hexpand (next, TRUE);
  gtk_widget_set_halign (next, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (buttons), next);
  gtk_box_append (GTK_BOX (self->step_box), GTK_WIDGET (self->wanted_label));
  gtk_box_append (GTK_BOX (self->step_box), GTK_WIDGET (self->entry));
  gtk_box_append (GTK_BOX (self->step_box), GTK_WIDGET (self->error_label));
  gtk_box_append (GTK_BOX (self->step_box), buttons);
  gtk_box_append (GTK_BOX (page), self->step_box);

  self->decided_list = boxed_list ();
  self->decided_group = group (_("Decided So Far"), _("What the cards and dice given so far decided."),
                               GTK_WIDGET (self->decided_list));
  gtk_box_append (GTK_BOX (page), self->decided_group);

  self->summary_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  self->summary_group = group (_("What the Battle Gives"), _("Apply keeps it in the leaders' careers."),
                               self->summary_box);
  gtk_box_append (GTK_BOX (page), self->summary_group);

  self->given_list = boxed_list ();
  self->take_back_button = gtk_button_new_with_mnemonic (_("_Take Back the Last"));
  gtk_widget_set_halign (self->take_back_button, GTK_ALIGN_START);
  g_signal_connect_swapped (self->take_back_button, "clicked", G_CALLBACK (bn_apply_dialog_take_back), self);
  {
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

    gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->given_list));
    gtk_box_append (GTK_BOX (box), self->take_back_button);
    gtk_box_append (GTK_BOX (page), group (_("Given So Far"), NULL, box));
  }
}

/**
 * bn_apply_dialog_new:
 *
 * Returns: (transfer none): the dialog, shown, at the sequence's first
 *   step; %NULL with @error if the sequence cannot run (already applied)
 */
BnApplyDialog *
bn_apply_dialog_new (GtkWindow  *parent,
                     BnStore    *store,
                     gint64      battle_id,
                     GError    **error)
{
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(BnChance) nothing = bn_chance_new_typed ();
  BnCareerStep *step;
  BnApplyDialog *self;

  g_return_val_if_fail (store != NULL, NULL);

  record = bn_career_get_battle (store, battle_id, error);
  if (record == NULL || (campaign = bn_store_get_campaign (store, record->campaign_id, error)) == NULL ||
      (step = bn_career_next_step (store, battle_id, nothing, error)) == NULL)
    return NULL;
  self = g_object_new (BN_TYPE_APPLY_DIALOG, "transient-for", parent, NULL);
  self->store = bn_store_ref (store);
  self->battle_id = battle_id;
  self->step = step;
  self->deck = bn_chance_new_seeded (bn_campaign_get_deal_seed (campaign, campaign->deals));
  show (self);
  gtk_window_present (GTK_WINDOW (self));
  return self;
}
