/* bn-card-draw-dialog.c — Draw Cards…
 *
 * The app's "banneret-cli cards draw N --seed S": the player picks how many
 * cards and the seed (a fresh one is offered; any whole number can be typed,
 * and the same seed deals the same cards as the CLI), and the cards dealt by
 * bn_chance_new_seeded() + bn_chance_draw_card() are shown as cards. The seed
 * stays in its field so a draw can be told to someone else and repeated.
 */
#include "bn-config.h"
#include "bn-accessible.h"
#include <inttypes.h>

#include "bn-card-draw-dialog.h"

#include <glib/gi18n.h>

#include "bn-card-widget.h"
#include "bn-chance.h"
#include "bn-random.h"

struct _BnCardDrawDialog
{
  AdwWindow parent_instance;

  GtkSpinButton *count_spin;
  GtkEntry *seed_entry;
  GtkLabel *message_label;
  GtkFlowBox *cards_box;
};

G_DEFINE_FINAL_TYPE (BnCardDrawDialog, bn_card_draw_dialog, ADW_TYPE_WINDOW)

static void
set_message (BnCardDrawDialog *self,
             const char       *message)
{
  gtk_label_set_text (self->message_label, message);
}

static void
draw_cards (BnCardDrawDialog *self)
{
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *stripped = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->seed_entry))));
  guint count = (guint) gtk_spin_button_get_value_as_int (self->count_spin);
  guint64 seed;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box))) != NULL)
    gtk_flow_box_remove (self->cards_box, child);

  if (!g_ascii_string_to_unsigned (stripped, 10, 0, G_MAXINT64, &seed, NULL))
    {
      g_autofree char *message =
        g_strdup_printf (_("The seed “%s” is not a whole number from 0 to %" PRId64 "."),
                         stripped, G_MAXINT64);

      gtk_widget_add_css_class (GTK_WIDGET (self->seed_entry), "error");
      set_message (self, message);
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (self->seed_entry), "error");

  chance = bn_chance_new_seeded (seed);
  for (guint i = 0; i < count; i++)
    {
      BnCard card;

      if (!bn_chance_draw_card (chance, &card, NULL, &error))
        {
          set_message (self, error->message);
          return;
        }
      gtk_flow_box_append (self->cards_box, bn_card_widget_new (card));
    }
  {
    /* Translators: %u is a number of cards, then the seed. */
    g_autofree char *message =
      g_strdup_printf (ngettext ("%u card dealt with seed %" PRIu64 ".",
                                 "%u cards dealt with seed %" PRIu64 ".", count),
                       count, seed);

    set_message (self, message);
  }
}

static void
on_draw_clicked_cb (BnCardDrawDialog *self)
{
  draw_cards (self);
}

static void
on_new_seed_clicked_cb (BnCardDrawDialog *self)
{
  g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, bn_random_new_seed ());

  gtk_editable_set_text (GTK_EDITABLE (self->seed_entry), text);
  draw_cards (self);
}

static void
bn_card_draw_dialog_class_init (BnCardDrawDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bn_card_draw_dialog_init (BnCardDrawDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *count_row = adw_action_row_new ();
  GtkWidget *seed_row = adw_action_row_new ();
  GtkWidget *draw_button = gtk_button_new_with_mnemonic (_("_Draw"));
  GtkWidget *new_seed_button = gtk_button_new_from_icon_name ("view-refresh-symbolic");
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, bn_random_new_seed ());

  gtk_window_set_title (GTK_WINDOW (self), _("Draw Cards"));
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 460);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);

  gtk_widget_add_css_class (draw_button, "suggested-action");
  gtk_widget_set_name (draw_button, "draw-button");
  g_signal_connect_swapped (draw_button, "clicked", G_CALLBACK (on_draw_clicked_cb), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), draw_button);
  gtk_box_append (GTK_BOX (box), header);

  gtk_widget_set_margin_top (content, 12);
  gtk_widget_set_margin_bottom (content, 12);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);

  self->count_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, BN_CARD_COUNT, 1));
  gtk_spin_button_set_value (self->count_spin, 5);
  gtk_widget_set_valign (GTK_WIDGET (self->count_spin), GTK_ALIGN_CENTER);
  gtk_widget_set_name (GTK_WIDGET (self->count_spin), "count-spin");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (count_row), _("_Cards"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (count_row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (count_row), GTK_WIDGET (self->count_spin));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (count_row), GTK_WIDGET (self->count_spin));

  self->seed_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_editable_set_text (GTK_EDITABLE (self->seed_entry), seed_text);
  gtk_widget_set_valign (GTK_WIDGET (self->seed_entry), GTK_ALIGN_CENTER);
  gtk_widget_set_name (GTK_WIDGET (self->seed_entry), "seed-entry");
  gtk_entry_set_input_purpose (self->seed_entry, GTK_INPUT_PURPOSE_DIGITS);
  /* A seed is up to 19 digits: all of them show, to be read out or copied. */
  gtk_editable_set_width_chars (GTK_EDITABLE (self->seed_entry), 20);
  g_signal_connect_swapped (self->seed_entry, "activate", G_CALLBACK (on_draw_clicked_cb), self);
  gtk_widget_set_valign (new_seed_button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (new_seed_button, _("New Seed"));
  bn_accessible_set_label (new_seed_button, _("New Seed"));
  gtk_widget_add_css_class (new_seed_button, "flat");
  g_signal_connect_swapped (new_seed_button, "clicked", G_CALLBACK (on_new_seed_clicked_cb), self);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seed_row), _("_Seed"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (seed_row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (seed_row), _("The same seed deals the same cards"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (seed_row), GTK_WIDGET (self->seed_entry));
  adw_action_row_add_suffix (ADW_ACTION_ROW (seed_row), new_seed_button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (seed_row), GTK_WIDGET (self->seed_entry));

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), count_row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), seed_row);
  gtk_box_append (GTK_BOX (content), group);

  self->message_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->message_label, TRUE);
  gtk_label_set_xalign (self->message_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "dim-label");
  gtk_widget_set_name (GTK_WIDGET (self->message_label), "message-label");
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->message_label));

  self->cards_box = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_flow_box_set_selection_mode (self->cards_box, GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (self->cards_box, 6);
  gtk_flow_box_set_row_spacing (self->cards_box, 6);
  gtk_flow_box_set_max_children_per_line (self->cards_box, 8);
  gtk_widget_set_name (GTK_WIDGET (self->cards_box), "cards-box");
  gtk_widget_set_valign (GTK_WIDGET (self->cards_box), GTK_ALIGN_START);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->cards_box));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (content), scrolled);

  gtk_box_append (GTK_BOX (box), content);
  adw_window_set_content (ADW_WINDOW (self), box);
}

BnCardDrawDialog *
bn_card_draw_dialog_new (GtkWindow *parent)
{
  return g_object_new (BN_TYPE_CARD_DRAW_DIALOG,
                       "transient-for", parent,
                       NULL);
}
