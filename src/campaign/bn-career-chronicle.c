/* bn-career-chronicle.c — a leader's battles told in words.
 *
 * The chronicle is written from the ledger, so it says nothing the ledger
 * does not: the deeds that earned honor, the day's outcome, esteem and rank
 * gained with the card that decided them, wounds, captures and deaths.
 */
#include "bn-career-chronicle.h"
#include <glib/gi18n-lib.h>

#include <string.h>

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

/* The deed a ledger line names, without the unit and the moment that
 * follow it in brackets: "won a melee (unit 2; turn 3, step 41)" is "won a
 * melee". */
static char *
deed_of (const char *rule)
{
  size_t len = strlen (rule);
  guint depth = 0;

  if (len < 4 || rule[len - 1] != ')')
    return g_strdup (rule);
  for (size_t i = len; i > 1; i--)
    {
      depth += rule[i - 1] == ')';
      depth -= rule[i - 1] == '(';
      if (depth == 0)
        return rule[i - 2] == ' ' && i > 2 ? g_strndup (rule, i - 2) : g_strdup (rule);
    }
  return g_strdup (rule);
}

/**
 * bn_career_chronicle_no_honor:
 * @lines: (element-type BnLedgerEntry): a chapter's ledger lines
 *
 * Returns: (transfer full) (nullable): the lines of @lines worth no honor
 *   said in one: "No honor from: won a melee 3 times; survived the
 *   battle"; each deed is named once, with how often, without the unit
 *   and moment its lines give. %NULL when every honor line brought some.
 */
char *
bn_career_chronicle_no_honor (GPtrArray *lines)
{
  g_autoptr(GPtrArray) deeds = g_ptr_array_new_with_free_func (g_free);   /* first seen first */
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  GString *out;

  g_return_val_if_fail (lines != NULL, NULL);

  for (guint i = 0; i < lines->len; i++)
    {
      const BnLedgerEntry *e = g_ptr_array_index (lines, i);
      g_autofree char *deed = NULL;
      gpointer seen;
      guint n;

      if (!bn_ledger_entry_is_no_honor (e))
        continue;
      deed = deed_of (e->rule);
      if (!g_hash_table_lookup_extended (counts, deed, &seen, NULL))
        {
          seen = g_steal_pointer (&deed);
          g_ptr_array_add (deeds, seen);
        }
      n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, seen));
      g_hash_table_insert (counts, seen, GUINT_TO_POINTER (n + 1));
    }
  if (deeds->len == 0)
    return NULL;
  /* TRANSLATORS: before the deeds, separated by "; ", that brought no honor */
  out = g_string_new (_("No honor from: "));
  for (guint i = 0; i < deeds->len; i++)
    {
      const char *deed = g_ptr_array_index (deeds, i);
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, deed));

      g_string_append_printf (out, "%s%s", i > 0 ? "; " : "", deed);
      if (n == 2)
        g_string_append (out, _(" twice"));
      else if (n > 2)
        g_string_append_printf (out, _(" %u times"), n);
    }
  return g_string_free (out, FALSE);
}

/* What a chronicle tells of a fate or command line. */
typedef enum
{
  LINE_UNTOLD,
  LINE_SPECIAL_RESULTS,         /* the Special Results card drawn for a blow */
  LINE_THEN,                    /* what came of it: the search for a lost leader, capture, death, a fall
                                 * in single combat, a wound healed */
  LINE_TAKES_COMMAND,           /* he takes the command of a fallen leader */
  LINE_COMMAND_LOST,            /* he fell, and what became of his command */
} LineTold;

/* A card drawn for the line, as against a D20 thrown ("D20 14") or none. */
static gboolean
drawn_card (const BnLedgerEntry *e)
{
  return e->card != NULL && !g_str_has_prefix (e->card, "D20");
}

/* The index of the line before @i, the purse's aside (a ransom paid)
 * passed over; -1 for none. */
static gint
line_before (GPtrArray *lines,
             guint      i)
{
  while (i > 0)
    {
      const BnLedgerEntry *e = g_ptr_array_index (lines, --i);

      if (!g_str_equal (e->kind, "purse"))
        return (gint) i;
    }
  return -1;
}

/* What line @i of @lines is, read from its kind, its numbers, its card
 * and the lines before it, never from its words, which change with the
 * wording and the language (the post-battle sequence, bn-career-state-
 * checks.c, writes them so):
 * - a blow's Special Results card is the one fate line with a card drawn
 *   (not a D20) that does not follow another; its result is the battles
 *   a wound lasts;
 * - the card the other side draws for a lost leader follows it directly;
 * - a fate line with no card that follows either (a ransom paid between
 *   them aside) is what came of the blow: captured, ransomed or slain;
 * - a fate line with no card whose result differs from its base is a fall
 *   in single combat (0 to 1: struck), a capture held for a ransom, or a
 *   wound healed (the battles it had left, then none);
 * - a command line right after what came of his own blow is his command
 *   lost; any other is his taking the command of one who fell. */
static LineTold
line_told (GPtrArray *lines,
           guint      i)
{
  const BnLedgerEntry *e = g_ptr_array_index (lines, i);
  gint b = line_before (lines, i);
  const BnLedgerEntry *before = b >= 0 ? g_ptr_array_index (lines, b) : NULL;

  if (g_str_equal (e->kind, "command"))
    return before != NULL && g_str_equal (before->kind, "fate") && before->card == NULL && before->result == 0
           && line_told (lines, (guint) b) == LINE_THEN ? LINE_COMMAND_LOST : LINE_TAKES_COMMAND;
  if (!g_str_equal (e->kind, "fate"))
    return LINE_UNTOLD;
  if (drawn_card (e))
    {
      const BnLedgerEntry *previous = i > 0 ? g_ptr_array_index (lines, i - 1) : NULL;

      return previous != NULL && g_str_equal (previous->kind, "fate") && drawn_card (previous)
             && line_told (lines, i - 1) == LINE_SPECIAL_RESULTS ? LINE_THEN : LINE_SPECIAL_RESULTS;
    }
  if (e->card != NULL)
    return LINE_UNTOLD;
  if (e->result != e->base)
    return LINE_THEN;
  return before != NULL && g_str_equal (before->kind, "fate") && drawn_card (before) ? LINE_THEN : LINE_UNTOLD;
}

/* The fate a Special Results line reads: its words after the last colon. */
static const char *
fate_read (const char *rule)
{
  const char *colon = strrchr (rule, ':');

  if (colon == NULL)
    return rule;
  for (colon++; g_ascii_isspace (*colon); colon++)
    ;
  return colon;
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
  guint n_recorded = 0, n_deed_lines = 0;

  /* His deeds the battle recorded: the sequence writes their lines first,
   * then those it gives every survivor or victor, then any penalty, each
   * with its multipliers (bn-career-state-honor.c). Told by that order,
   * not by their words. */
  for (guint i = 0; record->deeds != NULL && i < record->deeds->len; i++)
    n_recorded += ((const BnBattleDeed *) g_ptr_array_index (record->deeds, i))->leader_id == cl->leader->id;
  for (guint i = 0; i < lines->len; i++)
    {
      const BnLedgerEntry *e = g_ptr_array_index (lines, i);

      if (g_str_equal (e->kind, "honor"))
        {
          gboolean recorded_deed = *e->multipliers != '\0' && n_deed_lines++ < n_recorded;

          honor += e->result;
          /* Deeds only: not the honor every survivor gets, nor penalties. */
          if (recorded_deed && e->result > 0)
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
      LineTold told = line_told (lines, i);

      if (g_str_equal (e->kind, "esteem"))
        g_string_append_printf (out, _("His %s. "), e->rule);
      else if (g_str_equal (e->kind, "rank") && e->result > e->base)
        g_string_append_printf (out, _("The card (%s) raised him in rank. "), e->card);
      else if (told == LINE_SPECIAL_RESULTS)
        g_string_append_printf (out, _("A blow struck him, and the card (%s) read %s. "), e->card,
                                fate_read (e->rule));
      else if (told == LINE_THEN)
        g_string_append_printf (out, _("Then %s. "), e->rule);
      else if (told == LINE_TAKES_COMMAND)
        g_string_append_printf (out, _("He %s. "), e->rule);
      else if (told == LINE_COMMAND_LOST)
        g_string_append_printf (out, _("With him gone, %s. "), e->rule);
      else if (g_str_equal (e->kind, "heir"))
        g_string_append (out, _("So ended his career; his house must find an heir. "));
    }
  g_strchomp (out->str);
  out->len = strlen (out->str);
  return g_string_free (out, FALSE);
}

