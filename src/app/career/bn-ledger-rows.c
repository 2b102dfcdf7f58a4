/* bn-ledger-rows.c — a leader's ledger as list rows, wherever it is shown.
 *
 * The Chronicle section and the leader's page read the same BnChronicle
 * (bn-chronicle-sheet.h) and show it with these rows: a chapter (a battle,
 * or the time between two) as an expandable row summing its honor, and
 * each of its ledger lines inside it, the rule as the title, the kind
 * (honor, esteem, rank, wound, retainer, fate…) as a tag, the card or die
 * that decided it beside it, and the arithmetic, if any, under it.
 */
#include "bn-config.h"

#include "bn-ledger-rows.h"

#include <string.h>

#include <glib/gi18n.h>

#include "bn-career-chronicle.h"
#include "bn-leader-page.h"

/**
 * bn_ledger_entry_arithmetic:
 *
 * The ledger line's arithmetic, without the rule it follows, its kind or
 * its card, which the row shows apart: "3 × 2 attached × 3 Known esteem =
 * +36 honor".
 *
 * Returns: (transfer full) (nullable): %NULL when the line says no more
 * than its rule ("Special Results: 1 reads 1: unharmed")
 */
char *
bn_ledger_entry_arithmetic (const BnLedgerEntry *entry)
{
  g_autofree char *line = NULL;
  size_t rule_len, len;
  char *rest;

  g_return_val_if_fail (entry != NULL && entry->rule != NULL, NULL);

  line = bn_ledger_entry_to_string (entry);
  rule_len = strlen (entry->rule);
  if (!g_str_has_prefix (line, entry->rule) || line[rule_len] != ':' || line[rule_len + 1] != ' ')
    return NULL;
  rest = g_strdup (line + rule_len + 2);
  if (entry->card != NULL)
    {
      g_autofree char *card = g_strdup_printf (" [%s]", entry->card);

      if (g_str_has_suffix (rest, card))
        rest[strlen (rest) - strlen (card)] = '\0';
    }
  len = strlen (rest);
  if (len == 0)
    g_clear_pointer (&rest, g_free);
  return rest;
}

GtkWidget *
bn_ledger_entry_row_new (const BnLedgerEntry *entry)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *arithmetic = bn_ledger_entry_arithmetic (entry);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), entry->rule);
  if (arithmetic != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), arithmetic);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), bn_leader_page_make_tag (entry->kind, "template"));
  if (entry->card != NULL)
    {
      GtkWidget *card = gtk_label_new (entry->card);

      gtk_widget_add_css_class (card, "monospace");
      gtk_widget_set_tooltip_text (card, _("The card or die that decided it"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), card);
    }
  return row;
}

/* One row for a chapter's lines worth no honor: @words as
 * bn_career_chronicle_no_honor() says them. */
GtkWidget *
bn_ledger_no_honor_row_new (const char *words)
{
  GtkWidget *row = adw_action_row_new ();

  g_return_val_if_fail (words != NULL, NULL);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), words);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), bn_leader_page_make_tag ("honor", "template"));
  return row;
}

GtkWidget *
bn_ledger_chapter_row_new (const BnChronicleChapter *chapter)
{
  GtkWidget *row = adw_expander_row_new ();
  g_autoptr(GString) subtitle = g_string_new (NULL);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 chapter->battle_id != 0 ? chapter->heading : _("Between battles"));
  /* TRANSLATORS: a chapter's summary: honor gained (signed), then his honor after it */
  g_string_append_printf (subtitle, _("%+d honor, %d after"), chapter->honor_change, chapter->honor_after);
  if (chapter->esteem_changed)
    g_string_append_printf (subtitle, " · %s", _("esteem changed"));
  if (chapter->rank_rose)
    g_string_append_printf (subtitle, " · %s", _("rose in rank"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle->str);
  adw_expander_row_add_prefix (ADW_EXPANDER_ROW (row),
                               gtk_image_new_from_icon_name (chapter->battle_id != 0 ? "bn-crossed-swords-symbolic"
                                                                                     : "bn-scroll-symbolic"));
  {
    g_autofree char *no_honor = bn_career_chronicle_no_honor (chapter->entries);
    gboolean said = FALSE;

    /* The lines worth no honor are said in one row, where the first was. */
    for (guint i = 0; i < chapter->entries->len; i++)
      {
        const BnLedgerEntry *entry = g_ptr_array_index (chapter->entries, i);

        if (!bn_ledger_entry_is_no_honor (entry))
          adw_expander_row_add_row (ADW_EXPANDER_ROW (row), bn_ledger_entry_row_new (entry));
        else if (!said)
          {
            adw_expander_row_add_row (ADW_EXPANDER_ROW (row), bn_ledger_no_honor_row_new (no_honor));
            said = TRUE;
          }
      }
  }
  g_object_set_data_full (G_OBJECT (row), "bn-title", g_strdup (chapter->heading), g_free);
  return row;
}

/* Returns: (nullable): the heading of the chapter @row shows. */
const char *
bn_ledger_chapter_row_get_title (GtkWidget *row)
{
  g_return_val_if_fail (GTK_IS_WIDGET (row), NULL);

  return g_object_get_data (G_OBJECT (row), "bn-title");
}
