/* bn-career-chronicle.c — a leader's battles told in words.
 *
 * The chronicle is written from the ledger, so it says nothing the ledger
 * does not: the deeds that earned honor, the day's outcome, esteem and rank
 * gained with the card that decided them, wounds, captures and deaths.
 */
#include "bn-career-chronicle.h"
#include <glib/gi18n-lib.h>

#include <string.h>

/* Ledger lines are written in the language of the day they were applied:
 * a line begins with the rule's English words or with their translation
 * (the ledger line context holds the words as its translated lines begin). */
static gboolean
rule_starts (const char *rule,
             const char *english,
             const char *translated)
{
  return g_str_has_prefix (rule, english) || g_str_has_prefix (rule, translated);
}

/**
 * bn_ledger_entry_is_no_honor:
 *
 * Returns: whether @entry is an honor line worth no honor ("+0 honor"),
 *   which a chronicle gathers into one line (bn_career_chronicle_no_honor())
 *   rather than listing each; the ledger keeps every one.
 */
gboolean
bn_ledger_entry_is_no_honor (const BnLedgerEntry *entry)
{
  g_return_val_if_fail (entry != NULL, FALSE);

  return g_strcmp0 (entry->kind, "honor") == 0 && entry->result == 0;
}

/**
 * bn_career_chronicle_no_honor:
 * @lines: (element-type BnLedgerEntry): a chapter's ledger lines
 *
 * Returns: (transfer full) (nullable): the lines of @lines worth no honor
 *   said in one: "No honor from: survived; was on the winning side"; the
 *   same deed more than once is named once, with how often. %NULL when
 *   every honor line brought some.
 */
char *
bn_career_chronicle_no_honor (GPtrArray *lines)
{
  g_autoptr(GPtrArray) rules = g_ptr_array_new ();   /* const char *, first seen first */
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  GString *out;

  g_return_val_if_fail (lines != NULL, NULL);

  for (guint i = 0; i < lines->len; i++)
    {
      const BnLedgerEntry *e = g_ptr_array_index (lines, i);
      guint n;

      if (!bn_ledger_entry_is_no_honor (e))
        continue;
      n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, e->rule));
      if (n == 0)
        g_ptr_array_add (rules, e->rule);
      g_hash_table_insert (counts, e->rule, GUINT_TO_POINTER (n + 1));
    }
  if (rules->len == 0)
    return NULL;
  /* TRANSLATORS: before the deeds, separated by "; ", that brought no honor */
  out = g_string_new (_("No honor from: "));
  for (guint i = 0; i < rules->len; i++)
    {
      const char *rule = g_ptr_array_index (rules, i);
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, rule));

      g_string_append_printf (out, "%s%s", i > 0 ? "; " : "", rule);
      if (n == 2)
        g_string_append (out, _(" twice"));
      else if (n > 2)
        g_string_append_printf (out, _(" %u times"), n);
    }
  return g_string_free (out, FALSE);
}

/* The side leader @leader_id fought on in @record: the record's player's,
 * unless the record lists him among the opponent's leaders (a battle two
 * leaders of one file fought, or one over the network kept by both). */
BnSide
bn_career_chronicle_side (const BnBattleRecord *record,
                          gint64                leader_id)
{
  for (guint i = 0; record->leaders != NULL && i < record->leaders->len; i++)
    {
      const BnBattleLeader *entry = g_ptr_array_index (record->leaders, i);

      if (entry->leader_id == leader_id)
        return entry->side;
    }
  return BN_SIDE_PLAYER;
}

/**
 * bn_career_chronicle_paragraph:
 * @lines: (element-type BnLedgerEntry): the ledger lines of @record's battle
 *   for @cl's leader
 *
 * Returns: (transfer full): the battle told as a chronicle would tell it,
 *   the same words for the app, the CLI and the printed chronicle
 */
char *
bn_career_chronicle_paragraph (const BnCareerLeader *cl,
                     BnLeaderRules        *rules,
                     const BnBattleRecord *record,
                     GPtrArray            *lines)
{
  GString *out = g_string_new (NULL);
  g_autoptr(GString) deeds = g_string_new (NULL);
  g_autoptr(GPtrArray) deed_rules = g_ptr_array_new ();   /* const char *, first seen first */
  g_autoptr(GHashTable) deed_counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *name = bn_leader_rules_dup_titled_name (rules, cl->leader);
  gint honor = 0;

  g_string_append_printf (out, _("In the battle at %s%s%s, %s"), record->name,
                          record->date != NULL ? _(", in ") : "", record->date != NULL ? record->date : "", name);
  for (guint i = 0; i < lines->len; i++)
    {
      const BnLedgerEntry *e = g_ptr_array_index (lines, i);

      if (g_str_equal (e->kind, "honor"))
        {
          honor += e->result;
          /* Deeds only: not the honor every survivor gets, nor penalties. */
          if (*e->multipliers != '\0' && e->result > 0 && !rule_starts (e->rule, "survived", C_("ledger line", "survived")) &&
              !rule_starts (e->rule, "was on the winning side", C_("ledger line", "was on the winning side")))
            {
              guint n = GPOINTER_TO_UINT (g_hash_table_lookup (deed_counts, e->rule));

              if (n == 0)
                g_ptr_array_add (deed_rules, e->rule);
              g_hash_table_insert (deed_counts, e->rule, GUINT_TO_POINTER (n + 1));
            }
        }
    }
  /* The same deed done again is told once, with how often. */
  for (guint i = 0; i < deed_rules->len; i++)
    {
      const char *rule = g_ptr_array_index (deed_rules, i);
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (deed_counts, rule));

      g_string_append_printf (deeds, "%s%s", deeds->len > 0 ? ", " : "", rule);
      if (n == 2)
        g_string_append (deeds, _(" twice"));
      else if (n > 2)
        g_string_append_printf (deeds, _(" %u times"), n);
    }
  if (deeds->len > 0)
    g_string_append_printf (out, " %s", deeds->str);
  else
    g_string_append (out, _(" held his place"));
  g_string_append_printf (out, honor >= 0 ? _(", and won %d honor. ") : _(", and lost %d honor. "), ABS (honor));
  if (record->winner == BN_WINNER_DRAW)
    g_string_append (out, _("Neither side carried the field. "));
  else
    g_string_append_printf (out, _("The day went to %s. "),
                            (record->winner == BN_WINNER_PLAYER) == (bn_career_chronicle_side (record, cl->leader->id) == BN_SIDE_PLAYER)
                            ? _("his side") : _("the enemy"));
  for (guint i = 0; i < lines->len; i++)
    {
      const BnLedgerEntry *e = g_ptr_array_index (lines, i);

      if (g_str_equal (e->kind, "esteem"))
        g_string_append_printf (out, _("His %s. "), e->rule);
      else if (g_str_equal (e->kind, "rank") && e->result > e->base)
        g_string_append_printf (out, _("The card (%s) raised him in rank. "), e->card);
      else if (g_str_equal (e->kind, "fate") && rule_starts (e->rule, "Special Results", C_("ledger line", "Special Results")))
        g_string_append_printf (out, _("A blow struck him, and the card (%s) read %s. "), e->card,
                                strrchr (e->rule, ':') != NULL ? strrchr (e->rule, ':') + 2 : e->rule);
      else if (g_str_equal (e->kind, "fate") && (rule_starts (e->rule, "captured", C_("ledger line", "captured")) ||
                                                 rule_starts (e->rule, "lost", C_("ledger line", "lost")) ||
                                                 rule_starts (e->rule, "his wound", C_("ledger line", "his wound"))))
        g_string_append_printf (out, _("Then %s. "), e->rule);
      else if (g_str_equal (e->kind, "command") && rule_starts (e->rule, "takes", C_("ledger line", "takes")))
        g_string_append_printf (out, _("He %s. "), e->rule);
      else if (g_str_equal (e->kind, "command"))
        g_string_append_printf (out, _("With him gone, %s. "), e->rule);
      else if (g_str_equal (e->kind, "heir"))
        g_string_append (out, _("So ended his career; his house must find an heir. "));
    }
  g_strchomp (out->str);
  out->len = strlen (out->str);
  return g_string_free (out, FALSE);
}

