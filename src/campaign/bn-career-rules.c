/* bn-career-rules.c — the career's house tables and their whole-table checks.
 *
 * The builder takes rows as the loader reads them; finish() refuses a set of
 * tables that could leave the post-battle sequence without an answer: a deed
 * that does not score every motivation the other deeds score, a card value
 * (0 … 13 + red bonus) with no special result or with two, a rank without a
 * ransom. After that no lookup needs to fail for a known deed or any card.
 */
#include "bn-career-rules.h"

#include <glib/gi18n-lib.h>

#define MAX_CARD_VALUE 13
#define N_RANKS 6

typedef struct
{
  const char *motivation;
  int points;
} HonorCell;

typedef struct
{
  BnDeed pub;
  GArray *honor;          /* HonorCell */
  guint line;
} DeedRow;

typedef struct
{
  BnCardPattern pattern;
  BnFate fate;
} FoundRow;

typedef struct
{
  guint advances;
  BnDebtConsequence consequence;
} UnpaidRow;

struct _BnCareerRules
{
  grefcount ref_count;
  GStringChunk *strings;
  GArray *deeds;          /* DeedRow */
  guint attached;
  guint herald;
  guint penalty_percent;
  guint skill_point_honor;
  guint red_bonus;
  guint wound_penalty;    /* a wound's cost to personal combat skill */
  GArray *specials;       /* BnSpecialResult */
  GArray *found;          /* FoundRow */
  guint ransoms[N_RANKS + 1];
  GArray *unpaid;         /* UnpaidRow, by advances */
  BnRecordLimits record_limits;
};

struct _BnCareerRulesBuilder
{
  char *name;
  BnCareerRules *rules;
  GArray *special_lines;  /* guint per special row */
  guint ransom_lines[N_RANKS + 1];
  char *problem;          /* the first problem met while adding */
};

G_DEFINE_QUARK (bn-career-rules-error-quark, bn_career_rules_error)

static void
deed_row_clear (gpointer data)
{
  DeedRow *row = data;

  g_clear_pointer (&row->honor, g_array_unref);
}

static BnCareerRules *
rules_new (void)
{
  BnCareerRules *rules = g_new0 (BnCareerRules, 1);

  g_ref_count_init (&rules->ref_count);
  rules->strings = g_string_chunk_new (1024);
  rules->deeds = g_array_new (FALSE, TRUE, sizeof (DeedRow));
  g_array_set_clear_func (rules->deeds, deed_row_clear);
  rules->specials = g_array_new (FALSE, TRUE, sizeof (BnSpecialResult));
  rules->found = g_array_new (FALSE, TRUE, sizeof (FoundRow));
  rules->unpaid = g_array_new (FALSE, TRUE, sizeof (UnpaidRow));
  return rules;
}

BnCareerRules *
bn_career_rules_ref (BnCareerRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  g_ref_count_inc (&rules->ref_count);
  return rules;
}

void
bn_career_rules_unref (BnCareerRules *rules)
{
  g_return_if_fail (rules != NULL);

  if (g_ref_count_dec (&rules->ref_count))
    {
      g_array_unref (rules->deeds);
      g_array_unref (rules->specials);
      g_array_unref (rules->found);
      g_array_unref (rules->unpaid);
      g_string_chunk_free (rules->strings);
      g_free (rules);
    }
}

/* ---- the builder ---- */

BnCareerRulesBuilder *
bn_career_rules_builder_new (const char *name)
{
  BnCareerRulesBuilder *builder = g_new0 (BnCareerRulesBuilder, 1);

  builder->name = g_strdup (name != NULL ? name : "career rules");
  builder->rules = rules_new ();
  builder->special_lines = g_array_new (FALSE, TRUE, sizeof (guint));
  return builder;
}

void
bn_career_rules_builder_free (BnCareerRulesBuilder *builder)
{
  if (builder == NULL)
    return;
  g_clear_pointer (&builder->rules, bn_career_rules_unref);
  g_array_unref (builder->special_lines);
  g_free (builder->problem);
  g_free (builder->name);
  g_free (builder);
}

static void
note_problem (BnCareerRulesBuilder *builder,
              guint                 line,
              char                 *message)
{
  if (builder->problem == NULL)
    builder->problem = g_strdup_printf ("%s: line %u: %s", builder->name, line, message);
  g_free (message);
}

static const char *
intern (BnCareerRules *rules,
        const char    *text)
{
  return text != NULL ? g_string_chunk_insert_const (rules->strings, text) : NULL;
}

void
bn_career_rules_builder_add_deed (BnCareerRulesBuilder *builder,
                                  const BnDeed         *deed,
                                  guint                 line)
{
  DeedRow row = { 0, };

  g_return_if_fail (builder != NULL && deed != NULL && deed->id != NULL);

  if (bn_career_rules_lookup_deed (builder->rules, deed->id) != NULL)
    note_problem (builder, line, g_strdup_printf (_("the deed “%s” is listed twice"), deed->id));
  row.pub = *deed;
  row.pub.id = intern (builder->rules, deed->id);
  row.pub.name = intern (builder->rules, deed->name);
  row.honor = g_array_new (FALSE, TRUE, sizeof (HonorCell));
  row.line = line;
  g_array_append_val (builder->rules->deeds, row);
}

/* Adds a cell to the last deed added. */
void
bn_career_rules_builder_add_honor (BnCareerRulesBuilder *builder,
                                   const char           *motivation,
                                   int                   points,
                                   guint                 line)
{
  DeedRow *row;
  HonorCell cell;

  g_return_if_fail (builder != NULL && motivation != NULL);
  g_return_if_fail (builder->rules->deeds->len > 0);

  row = &g_array_index (builder->rules->deeds, DeedRow, builder->rules->deeds->len - 1);
  for (guint i = 0; i < row->honor->len; i++)
    if (g_str_equal (g_array_index (row->honor, HonorCell, i).motivation, motivation))
      note_problem (builder, line, g_strdup_printf (_("the deed “%s” scores the motivation “%s” twice"),
                                                    row->pub.id, motivation));
  cell.motivation = intern (builder->rules, motivation);
  cell.points = points;
  g_array_append_val (row->honor, cell);
}

void
bn_career_rules_builder_set_multipliers (BnCareerRulesBuilder *builder,
                                         guint                 attached,
                                         guint                 herald,
                                         guint                 penalty_percent,
                                         guint                 skill_point_honor)
{
  g_return_if_fail (builder != NULL);

  builder->rules->attached = attached;
  builder->rules->herald = herald;
  builder->rules->penalty_percent = MIN (penalty_percent, 100);
  builder->rules->skill_point_honor = skill_point_honor;
}

void
bn_career_rules_builder_set_record_limits (BnCareerRulesBuilder *builder,
                                           const BnRecordLimits *limits)
{
  g_return_if_fail (builder != NULL && limits != NULL);

  builder->rules->record_limits = *limits;
}

void
bn_career_rules_builder_set_red_bonus (BnCareerRulesBuilder *builder,
                                       guint                 red_bonus)
{
  g_return_if_fail (builder != NULL);

  builder->rules->red_bonus = red_bonus;
}

void
bn_career_rules_builder_set_wound_penalty (BnCareerRulesBuilder *builder,
                                           guint                 penalty)
{
  g_return_if_fail (builder != NULL);

  builder->rules->wound_penalty = penalty;
}

void
bn_career_rules_builder_add_special (BnCareerRulesBuilder  *builder,
                                     const BnSpecialResult *row,
                                     guint                  line)
{
  BnSpecialResult copy;

  g_return_if_fail (builder != NULL && row != NULL);

  if (row->min_value > row->max_value)
    note_problem (builder, line, g_strdup_printf (_("the result %u–%u runs backwards"),
                                                  row->min_value, row->max_value));
  if (row->fate == BN_FATE_WOUNDED && row->battles == 0)
    note_problem (builder, line, g_strdup (_("a wound must last at least one battle")));
  copy = *row;
  copy.text = intern (builder->rules, row->text);
  g_array_append_val (builder->rules->specials, copy);
  g_array_append_val (builder->special_lines, line);
}

void
bn_career_rules_builder_add_found (BnCareerRulesBuilder *builder,
                                   const BnCardPattern  *pattern,
                                   BnFate                fate,
                                   guint                 line)
{
  FoundRow row;

  g_return_if_fail (builder != NULL && pattern != NULL);

  if (fate != BN_FATE_CAPTURED && fate != BN_FATE_KILLED)
    note_problem (builder, line, g_strdup (_("a found leader is either captured or killed")));
  row.pattern = *pattern;
  row.fate = fate;
  g_array_append_val (builder->rules->found, row);
}

void
bn_career_rules_builder_add_ransom (BnCareerRulesBuilder *builder,
                                    guint                 rank,
                                    guint                 points,
                                    guint                 line)
{
  g_return_if_fail (builder != NULL);

  if (rank < 1 || rank > N_RANKS)
    {
      note_problem (builder, line, g_strdup_printf (_("there is no social rank %u"), rank));
      return;
    }
  if (builder->ransom_lines[rank] != 0)
    note_problem (builder, line, g_strdup_printf (_("rank %u has two ransoms"), rank));
  builder->rules->ransoms[rank] = points;
  builder->ransom_lines[rank] = line;
}

static gint
unpaid_compare (gconstpointer a,
                gconstpointer b)
{
  const UnpaidRow *ra = a;
  const UnpaidRow *rb = b;

  return (ra->advances > rb->advances) - (ra->advances < rb->advances);
}

void
bn_career_rules_builder_add_unpaid (BnCareerRulesBuilder *builder,
                                    guint                 advances,
                                    BnDebtConsequence     consequence,
                                    guint                 line)
{
  UnpaidRow row = { advances, consequence };

  g_return_if_fail (builder != NULL);

  for (guint i = 0; i < builder->rules->unpaid->len; i++)
    if (g_array_index (builder->rules->unpaid, UnpaidRow, i).advances == advances)
      note_problem (builder, line, g_strdup_printf (_("two consequences after %u advances"), advances));
  g_array_append_val (builder->rules->unpaid, row);
}

static gboolean
fail (BnCareerRulesBuilder  *builder,
      GError               **error,
      guint                  line,
      const char            *format,
      ...) G_GNUC_PRINTF (4, 5);

static gboolean
fail (BnCareerRulesBuilder  *builder,
      GError               **error,
      guint                  line,
      const char            *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, BN_CAREER_RULES_ERROR, BN_CAREER_RULES_ERROR_INVALID,
               _("%s: line %u: %s"), builder->name, line, message);
  return FALSE;
}

static gboolean
check_deeds (BnCareerRulesBuilder  *builder,
             GError               **error)
{
  GArray *deeds = builder->rules->deeds;
  const DeedRow *first;

  if (deeds->len == 0)
    return fail (builder, error, 1, "the Honor Points table has no deeds");
  first = &g_array_index (deeds, DeedRow, 0);
  if (first->honor->len == 0)
    return fail (builder, error, first->line, "the deed “%s” scores no motivation", first->pub.id);
  /* Every deed must score exactly the motivations the first one scores, so
   * no leader's motivation can fall through a gap in the table. */
  for (guint d = 1; d < deeds->len; d++)
    {
      const DeedRow *row = &g_array_index (deeds, DeedRow, d);

      if (row->honor->len != first->honor->len)
        return fail (builder, error, row->line,
                     "the deed “%s” scores %u motivations, the first deed %u",
                     row->pub.id, row->honor->len, first->honor->len);
      for (guint m = 0; m < first->honor->len; m++)
        {
          const char *motivation = g_array_index (first->honor, HonorCell, m).motivation;
          int points;

          if (!bn_career_rules_deed_honor (builder->rules, row->pub.id, motivation, &points))
            return fail (builder, error, row->line, "the deed “%s” does not score the motivation “%s”",
                         row->pub.id, motivation);
        }
    }
  return TRUE;
}

static gboolean
check_specials (BnCareerRulesBuilder  *builder,
                GError               **error)
{
  BnCareerRules *rules = builder->rules;
  guint top = MAX_CARD_VALUE + rules->red_bonus;

  for (guint value = 0; value <= top; value++)
    {
      guint hits = 0, second = 0;

      for (guint i = 0; i < rules->specials->len; i++)
        {
          const BnSpecialResult *row = &g_array_index (rules->specials, BnSpecialResult, i);

          if (value >= row->min_value && value <= row->max_value)
            {
              if (++hits == 2)
                second = g_array_index (builder->special_lines, guint, i);
            }
        }
      if (hits == 0)
        return fail (builder, error, 1, "no special result reads the value %u", value);
      if (hits > 1)
        return fail (builder, error, second, "two special results read the value %u", value);
    }
  return TRUE;
}

/**
 * bn_career_rules_builder_finish:
 *
 * Returns: (transfer full): the rules, or %NULL with a
 *   %BN_CAREER_RULES_ERROR naming the line of the first problem
 */
BnCareerRules *
bn_career_rules_builder_finish (BnCareerRulesBuilder  *builder,
                                GError               **error)
{
  g_return_val_if_fail (builder != NULL && builder->rules != NULL, NULL);

  if (builder->problem != NULL)
    {
      g_set_error_literal (error, BN_CAREER_RULES_ERROR, BN_CAREER_RULES_ERROR_INVALID, builder->problem);
      return NULL;
    }
  if (!check_deeds (builder, error) || !check_specials (builder, error))
    return NULL;
  for (guint rank = 1; rank <= N_RANKS; rank++)
    if (builder->ransom_lines[rank] == 0)
      {
        fail (builder, error, 1, "social rank %u has no ransom", rank);
        return NULL;
      }
  if (builder->rules->attached == 0 || builder->rules->herald == 0 ||
      builder->rules->skill_point_honor == 0)
    {
      fail (builder, error, 1, "the multipliers must be at least 1");
      return NULL;
    }
  g_array_sort (builder->rules->unpaid, unpaid_compare);
  return g_steal_pointer (&builder->rules);
}

/* ---- questions ---- */

guint
bn_career_rules_get_n_deeds (BnCareerRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);

  return rules->deeds->len;
}

/* Returns: the deed at @index, in the file's order. */
const BnDeed *
bn_career_rules_get_deed (BnCareerRules *rules,
                          guint          index)
{
  g_return_val_if_fail (rules != NULL && index < rules->deeds->len, NULL);

  return &g_array_index (rules->deeds, DeedRow, index).pub;
}

/* Returns: (nullable): the deed with @id, or %NULL if the table has none. */
const BnDeed *
bn_career_rules_lookup_deed (BnCareerRules *rules,
                             const char    *id)
{
  g_return_val_if_fail (rules != NULL, NULL);

  for (guint i = 0; id != NULL && i < rules->deeds->len; i++)
    if (g_str_equal (g_array_index (rules->deeds, DeedRow, i).pub.id, id))
      return &g_array_index (rules->deeds, DeedRow, i).pub;
  return NULL;
}

/**
 * bn_career_rules_deed_honor:
 * @out_points: (out): the base honor of @deed_id for a leader of @motivation
 *
 * Returns: %FALSE if the table has no such deed or motivation
 */
gboolean
bn_career_rules_deed_honor (BnCareerRules *rules,
                            const char    *deed_id,
                            const char    *motivation,
                            int           *out_points)
{
  g_return_val_if_fail (rules != NULL && out_points != NULL, FALSE);

  for (guint i = 0; deed_id != NULL && i < rules->deeds->len; i++)
    {
      const DeedRow *row = &g_array_index (rules->deeds, DeedRow, i);

      if (!g_str_equal (row->pub.id, deed_id))
        continue;
      for (guint m = 0; motivation != NULL && m < row->honor->len; m++)
        if (g_str_equal (g_array_index (row->honor, HonorCell, m).motivation, motivation))
          {
            *out_points = g_array_index (row->honor, HonorCell, m).points;
            return TRUE;
          }
      return FALSE;
    }
  return FALSE;
}

guint
bn_career_rules_get_attached_multiplier (BnCareerRules *rules)
{
  g_return_val_if_fail (rules != NULL, 1);
  return rules->attached;
}

guint
bn_career_rules_get_herald_multiplier (BnCareerRules *rules)
{
  g_return_val_if_fail (rules != NULL, 1);
  return rules->herald;
}

/* Returns: the most a record that does not say is taken to hold. */
const BnRecordLimits *
bn_career_rules_get_record_limits (BnCareerRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);
  return &rules->record_limits;
}

/* Returns: the percentage of a battle's gain lost when the minimum command
 *   was not met (50 by the seed). */
guint
bn_career_rules_get_command_penalty (BnCareerRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);
  return rules->penalty_percent;
}

/* Returns: the honor accumulated for each skill point (100 by the seed). */
guint
bn_career_rules_get_skill_point_honor (BnCareerRules *rules)
{
  g_return_val_if_fail (rules != NULL, 100);
  return rules->skill_point_honor;
}

/* Returns: what a wound takes off his personal combat skill until it heals
 *   or a Healer removes it (docs/rules.md, "Wounds"). */
guint
bn_career_rules_get_wound_penalty (BnCareerRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);
  return rules->wound_penalty;
}

/* Returns: the value the Special Results table reads for @card: its value,
 *   plus the red bonus if it is red (a red joker is 0 + the bonus). */
guint
bn_career_rules_special_value (BnCareerRules *rules,
                               BnCard         card)
{
  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (bn_card_is_valid (card), 0);

  return bn_card_get_value (card) + (bn_card_is_red (card) ? rules->red_bonus : 0);
}

/* Returns: the row @card falls in; never %NULL for a valid card (finish()
 *   checked that every value has exactly one row). */
const BnSpecialResult *
bn_career_rules_special_result (BnCareerRules *rules,
                                BnCard         card)
{
  guint value;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (bn_card_is_valid (card), NULL);

  value = bn_career_rules_special_value (rules, card);
  for (guint i = 0; i < rules->specials->len; i++)
    {
      const BnSpecialResult *row = &g_array_index (rules->specials, BnSpecialResult, i);

      if (value >= row->min_value && value <= row->max_value)
        return row;
    }
  g_return_val_if_reached (NULL);
}

guint
bn_career_rules_get_n_special_results (BnCareerRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);
  return rules->specials->len;
}

const BnSpecialResult *
bn_career_rules_get_special_result (BnCareerRules *rules,
                                    guint          index)
{
  g_return_val_if_fail (rules != NULL && index < rules->specials->len, NULL);
  return &g_array_index (rules->specials, BnSpecialResult, index);
}

/* Returns: what the other side's card makes of a lost leader:
 *   %BN_FATE_CAPTURED, %BN_FATE_KILLED, or %BN_FATE_UNHARMED when he is not
 *   found and comes back. */
BnFate
bn_career_rules_lost_found (BnCareerRules *rules,
                            BnCard         card)
{
  g_return_val_if_fail (rules != NULL, BN_FATE_UNHARMED);
  g_return_val_if_fail (bn_card_is_valid (card), BN_FATE_UNHARMED);

  for (guint i = 0; i < rules->found->len; i++)
    {
      const FoundRow *row = &g_array_index (rules->found, FoundRow, i);

      if (bn_card_pattern_matches (&row->pattern, card))
        return row->fate;
    }
  return BN_FATE_UNHARMED;
}

/* Returns: the ransom, in army points, of a leader of social @rank (1 … 6). */
guint
bn_career_rules_ransom (BnCareerRules *rules,
                        guint          rank)
{
  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (rank >= 1 && rank <= N_RANKS, 0);

  return rules->ransoms[rank];
}

/* Returns: what a mercenary unit does once its debt has gone unpaid at
 *   @advances_unpaid campaign advances in a row. */
BnDebtConsequence
bn_career_rules_unpaid_consequence (BnCareerRules *rules,
                                    guint          advances_unpaid)
{
  BnDebtConsequence consequence = BN_DEBT_LOYAL;

  g_return_val_if_fail (rules != NULL, BN_DEBT_LOYAL);

  for (guint i = 0; i < rules->unpaid->len; i++)
    if (advances_unpaid >= g_array_index (rules->unpaid, UnpaidRow, i).advances)
      consequence = g_array_index (rules->unpaid, UnpaidRow, i).consequence;
  return consequence;
}

const char *
bn_fate_get_id (BnFate fate)
{
  static const char * const ids[] = { "unharmed", "wounded", "lost", "captured", "killed" };

  g_return_val_if_fail ((guint) fate < G_N_ELEMENTS (ids), "unharmed");
  return ids[fate];
}

const char *
bn_debt_consequence_get_id (BnDebtConsequence consequence)
{
  static const char * const ids[] = { "loyal", "bribable", "deserted" };

  g_return_val_if_fail ((guint) consequence < G_N_ELEMENTS (ids), "loyal");
  return ids[consequence];
}
