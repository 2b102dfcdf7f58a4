/* bn-leader-rules-checks.c — the leader tables checked as a whole before
 * they are used: ranks and esteem numbered without gaps, every id known
 * once, every card covered, the special retainers' patterns sound. Each
 * refusal names the document and the line. */
#include "bn-leader-rules-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* ---- checks ---- */

static int
compare_ranks (gconstpointer a,
               gconstpointer b)
{
  const RankRow *ra = a, *rb = b;

  return (ra->pub.value > rb->pub.value) - (ra->pub.value < rb->pub.value);
}

static int
compare_esteem (gconstpointer a,
                gconstpointer b)
{
  const EsteemRow *ea = a, *eb = b;

  return (ea->pub.level > eb->pub.level) - (ea->pub.level < eb->pub.level);
}

/* Numbered tables (ranks, esteem levels) must hold 1, 2, … n once each.
 * @numbers and @lines are the sorted rows' numbers and lines. */
static gboolean
check_numbered (const char  *name,
                const char  *what,
                const guint *numbers,
                const guint *lines,
                guint        n,
                GError     **error)
{
  if (n == 0)
    {
      set_rules_error (error, name, 0, "there is no %s", what);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      if (i > 0 && numbers[i] == numbers[i - 1])
        {
          set_rules_error (error, name, MAX (lines[i], lines[i - 1]),
                           "%s %u is listed twice (also line %u)",
                           what, numbers[i], MIN (lines[i], lines[i - 1]));
          return FALSE;
        }
      if (numbers[i] != i + 1)
        {
          set_rules_error (error, name, 0, "%s %u is missing", what, i + 1);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_ranks (BnLeaderRulesBuilder  *builder,
             GError               **error)
{
  BnLeaderRules *rules = builder->rules;
  guint n = rules->ranks->len;
  g_autofree guint *numbers = g_new0 (guint, n + 1);
  g_autofree guint *lines = g_new0 (guint, n + 1);

  g_array_sort (rules->ranks, compare_ranks);
  for (guint i = 0; i < n; i++)
    {
      numbers[i] = g_array_index (rules->ranks, RankRow, i).pub.value;
      lines[i] = g_array_index (rules->ranks, RankRow, i).line;
    }
  if (!check_numbered (builder->name, "social rank", numbers, lines, n, error))
    return FALSE;

  if (rules->player_start_rank < 1 || rules->player_start_rank > n)
    {
      set_rules_error (error, builder->name, rules->player_start_line,
                       "player-leaders start at social rank %u, which is not in the table (1 to %u)",
                       rules->player_start_rank, n);
      return FALSE;
    }
  if (rules->rank_multiple == 0)
    {
      set_rules_error (error, builder->name, rules->rank_multiple_line,
                       "the social-rank climb needs a rank multiple of at least 1");
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_esteem (BnLeaderRulesBuilder  *builder,
              GError               **error)
{
  BnLeaderRules *rules = builder->rules;
  guint n = rules->esteem->len;
  g_autofree guint *numbers = g_new0 (guint, n + 1);
  g_autofree guint *lines = g_new0 (guint, n + 1);

  g_array_sort (rules->esteem, compare_esteem);
  for (guint i = 0; i < n; i++)
    {
      numbers[i] = g_array_index (rules->esteem, EsteemRow, i).pub.level;
      lines[i] = g_array_index (rules->esteem, EsteemRow, i).line;
    }
  if (!check_numbered (builder->name, "esteem level", numbers, lines, n, error))
    return FALSE;

  for (guint i = 0; i < n; i++)
    {
      const EsteemRow *row = &g_array_index (rules->esteem, EsteemRow, i);
      const BnEsteemLevel *e = &row->pub;
      gboolean first = i == 0, last = i == n - 1;

      /* Open ends only at the extremes, so every score has a level. */
      if (first && e->min_score != G_MININT)
        {
          set_rules_error (error, builder->name, row->line,
                           "the lowest esteem level (%s) must have no min-score, so that every low score has a level",
                           e->name);
          return FALSE;
        }
      if (!first && e->min_score == G_MININT)
        {
          set_rules_error (error, builder->name, row->line,
                           "esteem level %u (%s) has no min-score; only the lowest level is open below",
                           e->level, e->name);
          return FALSE;
        }
      if (last && e->max_score != G_MAXINT)
        {
          set_rules_error (error, builder->name, row->line,
                           "the highest esteem level (%s) must have no max-score, so that every high score has a level",
                           e->name);
          return FALSE;
        }
      if (!last && e->max_score == G_MAXINT)
        {
          set_rules_error (error, builder->name, row->line,
                           "esteem level %u (%s) has no max-score; only the highest level is open above",
                           e->level, e->name);
          return FALSE;
        }
      if (last && e->max_honor != G_MAXUINT)
        {
          set_rules_error (error, builder->name, row->line,
                           "the highest esteem level (%s) must have no max-honor, so that every honor total has a level",
                           e->name);
          return FALSE;
        }
      if (!last && e->max_honor == G_MAXUINT)
        {
          set_rules_error (error, builder->name, row->line,
                           "esteem level %u (%s) has no max-honor; only the highest level is open above",
                           e->level, e->name);
          return FALSE;
        }
      if (e->min_score > e->max_score)
        {
          set_rules_error (error, builder->name, row->line,
                           "esteem level %u (%s) has min-score %d above max-score %d",
                           e->level, e->name, e->min_score, e->max_score);
          return FALSE;
        }
      if (e->min_honor > e->max_honor)
        {
          set_rules_error (error, builder->name, row->line,
                           "esteem level %u (%s) has min-honor %u above max-honor %u",
                           e->level, e->name, e->min_honor, e->max_honor);
          return FALSE;
        }

      if (!first)
        {
          const EsteemRow *prev_row = &g_array_index (rules->esteem, EsteemRow, i - 1);
          const BnEsteemLevel *prev = &prev_row->pub;

          /* prev is not the last level, so its maxima are real numbers. */
          if (e->min_score <= prev->max_score)
            {
              set_rules_error (error, builder->name, row->line,
                               "esteem score bands overlap: level %u (%s) starts at %d but level %u (%s, line %u) goes up to %d",
                               e->level, e->name, e->min_score,
                               prev->level, prev->name, prev_row->line, prev->max_score);
              return FALSE;
            }
          if (e->min_score > prev->max_score + 1)
            {
              set_rules_error (error, builder->name, row->line,
                               "esteem score bands leave a gap: scores %d to %d are in no level (level %u ends at %d, level %u starts at %d)",
                               prev->max_score + 1, e->min_score - 1,
                               prev->level, prev->max_score, e->level, e->min_score);
              return FALSE;
            }
          if (e->min_honor <= prev->max_honor)
            {
              set_rules_error (error, builder->name, row->line,
                               "honor bands overlap: level %u (%s) starts at %u but level %u (%s, line %u) goes up to %u",
                               e->level, e->name, e->min_honor,
                               prev->level, prev->name, prev_row->line, prev->max_honor);
              return FALSE;
            }
          if (e->min_honor > prev->max_honor + 1)
            {
              set_rules_error (error, builder->name, row->line,
                               "honor bands leave a gap: %u to %u honor points are in no level (level %u ends at %u, level %u starts at %u)",
                               prev->max_honor + 1, e->min_honor - 1,
                               prev->level, prev->max_honor, e->level, e->min_honor);
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* Ids must be unique within a table; @get_id reads row @i's id. */
static gboolean
check_unique_ids (BnLeaderRulesBuilder  *builder,
                  const char            *what,
                  GArray                *rows,
                  const char          *(*get_id) (GArray *rows, guint i, guint *line),
                  GError               **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < rows->len; i++)
    {
      guint line = 0;
      const char *id = get_id (rows, i, &line);
      gpointer other;

      if (id == NULL || *id == '\0')
        {
          set_rules_error (error, builder->name, line, "a %s has no id", what);
          return FALSE;
        }
      if (g_hash_table_lookup_extended (seen, id, NULL, &other))
        {
          set_rules_error (error, builder->name, line,
                           "%s id “%s” is used twice (also line %u)",
                           what, id, GPOINTER_TO_UINT (other));
          return FALSE;
        }
      g_hash_table_insert (seen, (gpointer) id, GUINT_TO_POINTER (line));
    }
  return TRUE;
}

static const char *
motivation_id (GArray *rows,
               guint   i,
               guint  *line)
{
  const MotivationRow *row = &g_array_index (rows, MotivationRow, i);

  *line = row->line;
  return row->pub.id;
}

static const char *
skill_id (GArray *rows,
          guint   i,
          guint  *line)
{
  const SkillRow *row = &g_array_index (rows, SkillRow, i);

  *line = row->line;
  return row->pub.id;
}

static const char *
common_id (GArray *rows,
           guint   i,
           guint  *line)
{
  const CommonRow *row = &g_array_index (rows, CommonRow, i);

  *line = row->line;
  return row->pub.id;
}

static const char *
special_id (GArray *rows,
            guint   i,
            guint  *line)
{
  const SpecialRow *row = &g_array_index (rows, SpecialRow, i);

  *line = row->line;
  return row->pub.id;
}

static gboolean
check_motivations (BnLeaderRulesBuilder  *builder,
                   GError               **error)
{
  GArray *rows = builder->rules->motivations;

  if (!check_unique_ids (builder, "motivation", rows, motivation_id, error))
    return FALSE;
  for (guint i = 0; i < rows->len; i++)
    {
      const MotivationRow *row = &g_array_index (rows, MotivationRow, i);

      if (row->pub.min_card > row->pub.max_card)
        {
          set_rules_error (error, builder->name, row->line,
                           "motivation “%s” reads cards %u to %u: min-card is above max-card",
                           row->pub.id, row->pub.min_card, row->pub.max_card);
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        {
          const MotivationRow *other = &g_array_index (rows, MotivationRow, j);

          if (row->pub.min_card <= other->pub.max_card &&
              other->pub.min_card <= row->pub.max_card)
            {
              set_rules_error (error, builder->name, row->line,
                               "motivation card ranges overlap: “%s” reads %u to %u, “%s” (line %u) reads %u to %u",
                               row->pub.id, row->pub.min_card, row->pub.max_card,
                               other->pub.id, other->line,
                               other->pub.min_card, other->pub.max_card);
              return FALSE;
            }
        }
    }
  return TRUE;
}

static gboolean
check_skills (BnLeaderRulesBuilder  *builder,
              GError               **error)
{
  GArray *rows = builder->rules->skills;

  if (!check_unique_ids (builder, "skill", rows, skill_id, error))
    return FALSE;
  for (guint i = 0; i < rows->len; i++)
    {
      const SkillRow *row = &g_array_index (rows, SkillRow, i);

      if (row->pub.min_points > row->pub.max_points)
        {
          set_rules_error (error, builder->name, row->line,
                           "skill “%s” has min-points %u above max-points %u",
                           row->pub.id, row->pub.min_points, row->pub.max_points);
          return FALSE;
        }
    }
  return TRUE;
}

/* A motivation's skill priority, when given, orders every skill once. */
static gboolean
check_skill_priorities (BnLeaderRulesBuilder  *builder,
                        GError               **error)
{
  BnLeaderRules *rules = builder->rules;

  for (guint i = 0; i < rules->motivations->len; i++)
    {
      const MotivationRow *row = &g_array_index (rules->motivations, MotivationRow, i);
      const char * const *priority = row->pub.skill_priority;
      guint n;

      if (priority == NULL)
        continue;
      n = g_strv_length ((char **) priority);
      for (guint j = 0; j < n; j++)
        {
          gboolean known = FALSE;

          for (guint k = 0; k < rules->skills->len && !known; k++)
            known = g_str_equal (priority[j], g_array_index (rules->skills, SkillRow, k).pub.id);
          if (!known)
            {
              set_rules_error (error, builder->name, row->line,
                               "motivation “%s” gives priority to “%s”, which is not a skill",
                               row->pub.id, priority[j]);
              return FALSE;
            }
          for (guint k = 0; k < j; k++)
            if (g_str_equal (priority[j], priority[k]))
              {
                set_rules_error (error, builder->name, row->line,
                                 "motivation “%s” lists skill “%s” twice in its priority",
                                 row->pub.id, priority[j]);
                return FALSE;
              }
        }
      if (n != rules->skills->len)
        {
          set_rules_error (error, builder->name, row->line,
                           "motivation “%s” orders %u skills; its priority must name all %u",
                           row->pub.id, n, rules->skills->len);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_common_retainers (BnLeaderRulesBuilder  *builder,
                        GError               **error)
{
  GArray *rows = builder->rules->common;

  if (!check_unique_ids (builder, "common retainer", rows, common_id, error))
    return FALSE;
  for (guint i = 0; i < rows->len; i++)
    {
      const CommonRow *row = &g_array_index (rows, CommonRow, i);
      const BnCommonRetainer *r = &row->pub;

      if (r->min_roll < 1 || r->min_roll > r->max_roll || r->max_roll > r->die)
        {
          set_rules_error (error, builder->name, row->line,
                           "common retainer “%s” succeeds on %u to %u, which is not a range of a D%u",
                           r->id, r->min_roll, r->max_roll, r->die);
          return FALSE;
        }
    }
  return TRUE;
}

/* The rows of a card table that read @card, by index; every table that
 * must read every card is checked with this. */
typedef const BnCardPattern *(*PatternGetter) (GArray *rows, guint i, guint *line);

static gboolean
check_card_coverage (BnLeaderRulesBuilder  *builder,
                     const char            *what,
                     GArray                *rows,
                     PatternGetter          get_pattern,
                     gboolean               every_card,
                     GError               **error)
{
  for (BnCard card = 0; card < BN_CARD_COUNT; card++)
    {
      guint found = 0, found_line = 0;

      for (guint i = 0; i < rows->len; i++)
        {
          guint line = 0;
          const BnCardPattern *pattern = get_pattern (rows, i, &line);

          if (!bn_card_pattern_matches (pattern, card))
            continue;
          if (found > 0)
            {
              g_autofree char *card_name = bn_card_to_display (card);

              set_rules_error (error, builder->name, line,
                               "%s: the %s is read by two rows (the other is line %u)",
                               what, card_name, found_line);
              return FALSE;
            }
          found++;
          found_line = line;
        }
      if (found == 0 && every_card)
        {
          g_autofree char *card_name = bn_card_to_display (card);

          set_rules_error (error, builder->name, 0,
                           "%s: no row reads the %s; every card must have one",
                           what, card_name);
          return FALSE;
        }
    }
  return TRUE;
}

static const BnCardPattern *
special_pattern (GArray *rows,
                 guint   i,
                 guint  *line)
{
  const SpecialRow *row = &g_array_index (rows, SpecialRow, i);

  *line = row->line;
  return &row->pub.pattern;
}

static const BnCardPattern *
multiplier_pattern (GArray *rows,
                    guint   i,
                    guint  *line)
{
  const MultiplierRow *row = &g_array_index (rows, MultiplierRow, i);

  *line = row->line;
  return &row->pattern;
}

static const BnCardPattern *
exception_pattern (GArray *rows,
                   guint   i,
                   guint  *line)
{
  const ExceptionRow *row = &g_array_index (rows, ExceptionRow, i);

  *line = row->line;
  return &row->pattern;
}

/* Whether some card of @value (1–13) fits @pattern. */
static gboolean
pattern_has_value (const BnCardPattern *pattern,
                   guint                value)
{
  for (BnSuit suit = BN_SUIT_CLUBS; suit < BN_SUIT_NONE; suit++)
    if (bn_card_pattern_matches (pattern, bn_card_make (suit, value)))
      return TRUE;
  return FALSE;
}

static gboolean
check_special_retainers (BnLeaderRulesBuilder  *builder,
                         GError               **error)
{
  BnLeaderRules *rules = builder->rules;
  guint n_ranks = rules->ranks->len;

  for (guint i = 0; i < rules->counts->len; i++)
    {
      const CountRow *row = &g_array_index (rules->counts, CountRow, i);

      if (row->rank < 1 || row->rank > n_ranks)
        {
          set_rules_error (error, builder->name, row->line,
                           "special retainers are counted for social rank %u, which is not in the table (1 to %u)",
                           row->rank, n_ranks);
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        {
          const CountRow *other = &g_array_index (rules->counts, CountRow, j);

          if (other->rank == row->rank)
            {
              set_rules_error (error, builder->name, row->line,
                               "the special retainers of social rank %u are counted twice (also line %u)",
                               row->rank, other->line);
              return FALSE;
            }
        }
    }

  if (!check_unique_ids (builder, "special retainer", rules->special, special_id, error))
    return FALSE;
  for (guint i = 0; i < rules->special->len; i++)
    {
      const SpecialRow *row = &g_array_index (rules->special, SpecialRow, i);

      if (row->pub.success > row->pub.die)
        {
          set_rules_error (error, builder->name, row->line,
                           "special retainer “%s” succeeds on 1 to %u, more than a D%u can roll",
                           row->pub.id, row->pub.success, row->pub.die);
          return FALSE;
        }
      for (guint value = 1; value < N_CARD_VALUES; value++)
        {
          if (row->bonus_line[value] == 0)
            continue;
          if (row->pub.bonus_divisor != 0)
            {
              set_rules_error (error, builder->name, row->bonus_line[value],
                               "special retainer “%s” has both a bonus divisor and a bonus per card",
                               row->pub.id);
              return FALSE;
            }
          if (!pattern_has_value (&row->pub.pattern, value))
            {
              set_rules_error (error, builder->name, row->bonus_line[value],
                               "special retainer “%s” lists a bonus for card value %u, which never gives this retainer",
                               row->pub.id, value);
              return FALSE;
            }
        }
    }
  return check_card_coverage (builder, "special retainers", rules->special,
                              special_pattern, TRUE, error);
}

static gboolean
check_army_points (BnLeaderRulesBuilder  *builder,
                   GError               **error)
{
  BnLeaderRules *rules = builder->rules;

  return check_card_coverage (builder, "army-point multipliers", rules->multipliers,
                              multiplier_pattern, TRUE, error) &&
         check_card_coverage (builder, "bonus-card exceptions", rules->exceptions,
                              exception_pattern, FALSE, error);
}

/* Checks the tables as a whole, the first problem in @error. */
gboolean
leader_rules_check (BnLeaderRulesBuilder  *builder,
                    GError               **error)
{
  return check_ranks (builder, error) &&
         check_esteem (builder, error) &&
         check_motivations (builder, error) &&
         check_skills (builder, error) &&
         check_skill_priorities (builder, error) &&
         check_common_retainers (builder, error) &&
         check_special_retainers (builder, error) &&
         check_army_points (builder, error);
}
