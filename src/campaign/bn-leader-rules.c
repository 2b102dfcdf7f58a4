/* bn-leader-rules.c — the leader tables: assembling and looking up.
 *
 * The checks (bn-leader-rules-checks.c) are the ones a schema cannot express, and they run on
 * whatever a loader assembled, so a rule set that exists is a whole one:
 * the lookups below can then answer every score, honor total and card
 * without a "not found" case, except where the rules themselves say a card
 * has no row (motivation: set it aside and draw again).
 */
#include "bn-leader-rules-private.h"
#include "bn-data-text.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bn-resources.h"

#define DEFAULT_RESOURCE BN_RESOURCE_DATA "leaders.xml"

G_DEFINE_QUARK (bn-leader-rules-error-quark, bn_leader_rules_error)

/* ---- card patterns ---- */

/**
 * bn_card_pattern_matches:
 *
 * Returns: whether @card is of @pattern's colour (if it names one) and
 *   class. Jokers are red or black like any other card.
 */
gboolean
bn_card_pattern_matches (const BnCardPattern *pattern,
                         BnCard               card)
{
  gboolean class_ok = FALSE;

  g_return_val_if_fail (pattern != NULL, FALSE);
  g_return_val_if_fail (bn_card_is_valid (card), FALSE);

  if (pattern->colour == BN_RULE_COLOUR_RED && !bn_card_is_red (card))
    return FALSE;
  if (pattern->colour == BN_RULE_COLOUR_BLACK && !bn_card_is_black (card))
    return FALSE;

  switch (pattern->cards)
    {
    case BN_RULE_CARDS_NUMBERED:
      class_ok = bn_card_is_numbered (card);
      break;
    case BN_RULE_CARDS_COURT:
      class_ok = bn_card_is_court (card);
      break;
    case BN_RULE_CARDS_ACE:
      class_ok = bn_card_is_ace (card);
      break;
    case BN_RULE_CARDS_FACE:
      class_ok = bn_card_is_court (card) || bn_card_is_ace (card);
      break;
    case BN_RULE_CARDS_JOKER:
      class_ok = bn_card_is_joker (card);
      break;
    default:
      g_return_val_if_reached (FALSE);
    }
  return class_ok;
}

/* ---- life cycle ---- */

static BnLeaderRules *
leader_rules_new (void)
{
  BnLeaderRules *rules = g_new0 (BnLeaderRules, 1);

  g_atomic_ref_count_init (&rules->ref_count);
  rules->strings = g_string_chunk_new (1024);
  rules->ranks = g_array_new (FALSE, TRUE, sizeof (RankRow));
  rules->esteem = g_array_new (FALSE, TRUE, sizeof (EsteemRow));
  rules->motivations = g_array_new (FALSE, TRUE, sizeof (MotivationRow));
  rules->skills = g_array_new (FALSE, TRUE, sizeof (SkillRow));
  rules->common = g_array_new (FALSE, TRUE, sizeof (CommonRow));
  rules->counts = g_array_new (FALSE, TRUE, sizeof (CountRow));
  rules->special = g_array_new (FALSE, TRUE, sizeof (SpecialRow));
  rules->multipliers = g_array_new (FALSE, TRUE, sizeof (MultiplierRow));
  rules->exceptions = g_array_new (FALSE, TRUE, sizeof (ExceptionRow));
  rules->filters = g_ptr_array_new_with_free_func (g_free);
  return rules;
}

BnLeaderRules *
bn_leader_rules_ref (BnLeaderRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  g_atomic_ref_count_inc (&rules->ref_count);
  return rules;
}

void
bn_leader_rules_unref (BnLeaderRules *rules)
{
  g_return_if_fail (rules != NULL);

  if (!g_atomic_ref_count_dec (&rules->ref_count))
    return;

  for (guint i = 0; i < rules->motivations->len; i++)
    g_free (g_array_index (rules->motivations, MotivationRow, i).priority);
  g_string_chunk_free (rules->strings);
  g_array_unref (rules->ranks);
  g_array_unref (rules->esteem);
  g_array_unref (rules->motivations);
  g_array_unref (rules->skills);
  g_array_unref (rules->common);
  g_array_unref (rules->counts);
  g_array_unref (rules->special);
  g_array_unref (rules->multipliers);
  g_array_unref (rules->exceptions);
  g_ptr_array_unref (rules->filters);
  g_free (rules);
}

/**
 * bn_leader_rules_load_default:
 *
 * The bundled tables. They are read and checked once; later calls share
 * that rule set.
 *
 * Returns: (transfer full): the rules, or %NULL with @error set (which
 *   only a broken build can cause).
 */
BnLeaderRules *
bn_leader_rules_load_default (GError **error)
{
  static GMutex lock;
  static BnLeaderRules *cached = NULL;
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&lock);

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (cached == NULL)
    {
      g_autoptr(GBytes) bytes = bn_resources_lookup (DEFAULT_RESOURCE, error);

      if (bytes == NULL)
        return NULL;
      cached = bn_leader_rules_load_bytes (bytes, DEFAULT_RESOURCE, error);
      if (cached == NULL)
        return NULL;
    }
  return bn_leader_rules_ref (cached);
}

/* ---- building ---- */

static const char *
keep_string (BnLeaderRules *rules,
             const char    *text)
{
  return text != NULL ? g_string_chunk_insert_const (rules->strings, text) : NULL;
}

/* The words the app shows of a table (names, titles, descriptions), in the
 * user's language: data/leaders.xml is in the catalogue through
 * po/its/banneret-rules.its, its text as the reader collapses it. Unlike
 * the other tables, the leader tables are kept translated as they are
 * read: leaders and rosters store their ranks, esteem, skills and
 * retainers by number or id, never by these words. */
static const char *
keep_translated (BnLeaderRules *rules,
                 const char    *text)
{
  return keep_string (rules, bn_data_text (text));
}

/**
 * bn_leader_rules_builder_new:
 * @name: the document the rows come from, as its errors should name it
 */
BnLeaderRulesBuilder *
bn_leader_rules_builder_new (const char *name)
{
  BnLeaderRulesBuilder *builder;

  g_return_val_if_fail (name != NULL, NULL);

  builder = g_new0 (BnLeaderRulesBuilder, 1);
  builder->name = g_strdup (name);
  builder->rules = leader_rules_new ();
  return builder;
}

void
bn_leader_rules_builder_free (BnLeaderRulesBuilder *builder)
{
  if (builder == NULL)
    return;

  g_clear_pointer (&builder->rules, bn_leader_rules_unref);
  g_clear_error (&builder->deferred);
  g_free (builder->name);
  g_free (builder);
}

void
set_rules_error (GError     **error,
                 const char  *name,
                 guint        line,
                 const char  *format,
                 ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (line > 0)
    g_set_error (error, BN_LEADER_RULES_ERROR, BN_LEADER_RULES_ERROR_INVALID,
                 _("%s: line %u: %s"), name, line, message);
  else
    g_set_error (error, BN_LEADER_RULES_ERROR, BN_LEADER_RULES_ERROR_INVALID,
                 _("%s: %s"), name, message);
}

void
bn_leader_rules_builder_set_player_start_rank (BnLeaderRulesBuilder *builder,
                                               guint                 rank,
                                               guint                 line)
{
  g_return_if_fail (BUILDER_OK (builder));

  builder->rules->player_start_rank = rank;
  builder->rules->player_start_line = line;
}

void
bn_leader_rules_builder_set_rank_multiple (BnLeaderRulesBuilder *builder,
                                           guint                 multiple,
                                           guint                 line)
{
  g_return_if_fail (BUILDER_OK (builder));

  builder->rules->rank_multiple = multiple;
  builder->rules->rank_multiple_line = line;
}

void
bn_leader_rules_builder_add_rank (BnLeaderRulesBuilder *builder,
                                  const BnSocialRank   *rank,
                                  guint                 line)
{
  BnLeaderRules *rules;
  RankRow row = { 0, };

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (rank != NULL);

  rules = builder->rules;
  row.pub = *rank;
  row.pub.title = keep_translated (rules, rank->title);
  row.pub.description = keep_translated (rules, rank->description);
  row.line = line;
  g_array_append_val (rules->ranks, row);
}

void
bn_leader_rules_builder_add_esteem (BnLeaderRulesBuilder *builder,
                                    const BnEsteemLevel  *esteem,
                                    guint                 line)
{
  BnLeaderRules *rules;
  EsteemRow row = { 0, };

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (esteem != NULL);

  rules = builder->rules;
  row.pub = *esteem;
  row.pub.name = keep_translated (rules, esteem->name);
  row.pub.minimum_command_id = keep_string (rules, esteem->minimum_command_id);
  row.pub.minimum_command = keep_translated (rules, esteem->minimum_command);
  row.pub.description = keep_translated (rules, esteem->description);
  if (esteem->n_command_filters > 0)
    {
      /* Kept for the life of the rules, like their strings. */
      BnUnitFilter *filters = g_memdup2 (esteem->command_filters,
                                         esteem->n_command_filters * sizeof (BnUnitFilter));

      g_ptr_array_add (rules->filters, filters);
      row.pub.command_filters = filters;
    }
  row.line = line;
  g_array_append_val (rules->esteem, row);
}

void
bn_leader_rules_builder_add_motivation (BnLeaderRulesBuilder *builder,
                                        const BnMotivation   *motivation,
                                        guint                 line)
{
  BnLeaderRules *rules;
  MotivationRow row = { 0, };

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (motivation != NULL);

  rules = builder->rules;
  row.pub = *motivation;
  row.pub.id = keep_string (rules, motivation->id);
  row.pub.name = keep_translated (rules, motivation->name);
  row.pub.abbreviation = keep_string (rules, motivation->abbreviation);
  row.pub.description = keep_translated (rules, motivation->description);
  if (motivation->skill_priority != NULL)
    {
      guint n = g_strv_length ((char **) motivation->skill_priority);

      row.priority = g_new0 (const char *, n + 1);
      for (guint i = 0; i < n; i++)
        row.priority[i] = keep_string (rules, motivation->skill_priority[i]);
      row.pub.skill_priority = row.priority;
    }
  row.line = line;
  g_array_append_val (rules->motivations, row);
}

void
bn_leader_rules_builder_add_skill (BnLeaderRulesBuilder *builder,
                                   const BnSkillRule    *skill,
                                   guint                 line)
{
  BnLeaderRules *rules;
  SkillRow row = { 0, };

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (skill != NULL);

  rules = builder->rules;
  row.pub = *skill;
  row.pub.id = keep_string (rules, skill->id);
  row.pub.name = keep_translated (rules, skill->name);
  row.pub.abbreviation = keep_string (rules, skill->abbreviation);
  row.pub.description = keep_translated (rules, skill->description);
  row.line = line;
  g_array_append_val (rules->skills, row);
}

void
bn_leader_rules_builder_add_common_retainer (BnLeaderRulesBuilder   *builder,
                                             const BnCommonRetainer *retainer,
                                             guint                   line)
{
  BnLeaderRules *rules;
  CommonRow row = { 0, };

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (retainer != NULL);

  rules = builder->rules;
  row.pub = *retainer;
  row.pub.id = keep_string (rules, retainer->id);
  row.pub.name = keep_translated (rules, retainer->name);
  row.line = line;
  g_array_append_val (rules->common, row);
}

void
bn_leader_rules_builder_add_special_count (BnLeaderRulesBuilder *builder,
                                           guint                 rank,
                                           guint                 retainers,
                                           guint                 line)
{
  CountRow row = { rank, retainers, line };

  g_return_if_fail (BUILDER_OK (builder));

  g_array_append_val (builder->rules->counts, row);
}

void
bn_leader_rules_builder_add_special_retainer (BnLeaderRulesBuilder       *builder,
                                              const BnSpecialRetainerRow *retainer,
                                              guint                       line)
{
  BnLeaderRules *rules;
  SpecialRow row = { 0, };

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (retainer != NULL);

  rules = builder->rules;
  row.pub = *retainer;
  row.pub.id = keep_string (rules, retainer->id);
  row.pub.name = keep_translated (rules, retainer->name);
  row.pub.description = keep_translated (rules, retainer->description);
  row.line = line;
  g_array_append_val (rules->special, row);
}

/* Gives the special retainer added last a bonus of @points when it comes
 * from a card of @card_value (1–13). */
void
bn_leader_rules_builder_add_special_bonus (BnLeaderRulesBuilder *builder,
                                           guint                 card_value,
                                           guint                 points,
                                           guint                 line)
{
  SpecialRow *row;

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (builder->rules->special->len > 0);
  g_return_if_fail (card_value >= 1 && card_value < N_CARD_VALUES);

  row = &g_array_index (builder->rules->special, SpecialRow, builder->rules->special->len - 1);
  if (row->bonus_line[card_value] != 0)
    {
      if (builder->deferred == NULL)
        set_rules_error (&builder->deferred, builder->name, line,
                         "special retainer “%s” lists a bonus for card value %u twice (also line %u)",
                         row->pub.id, card_value, row->bonus_line[card_value]);
      return;
    }
  row->bonus[card_value] = points;
  row->bonus_line[card_value] = line;
}

void
bn_leader_rules_builder_add_multiplier (BnLeaderRulesBuilder *builder,
                                        const BnCardPattern  *pattern,
                                        guint                 factor,
                                        guint                 line)
{
  MultiplierRow row = { 0, };

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (pattern != NULL);

  row.pattern = *pattern;
  row.factor = factor;
  row.line = line;
  g_array_append_val (builder->rules->multipliers, row);
}

void
bn_leader_rules_builder_add_bonus_exception (BnLeaderRulesBuilder *builder,
                                             const BnCardPattern  *pattern,
                                             guint                 points,
                                             gboolean              draw_again,
                                             guint                 line)
{
  ExceptionRow row = { 0, };

  g_return_if_fail (BUILDER_OK (builder));
  g_return_if_fail (pattern != NULL);

  row.pattern = *pattern;
  row.points = points;
  row.draw_again = draw_again;
  row.line = line;
  g_array_append_val (builder->rules->exceptions, row);
}

/**
 * bn_leader_rules_builder_finish:
 *
 * Checks the tables as a whole. After this call the builder takes no more
 * rows, whatever the outcome; free it with bn_leader_rules_builder_free().
 *
 * Returns: (transfer full): the rule set, or %NULL with @error set to the
 *   first problem, naming the document and, where there is one, the line.
 */
BnLeaderRules *
bn_leader_rules_builder_finish (BnLeaderRulesBuilder  *builder,
                                GError               **error)
{
  g_return_val_if_fail (BUILDER_OK (builder), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  builder->finished = TRUE;
  if (builder->deferred != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&builder->deferred));
      return NULL;
    }
  if (!leader_rules_check (builder, error))
    return NULL;

  return bn_leader_rules_ref (builder->rules);
}

/* ---- lookups ---- */

guint
bn_leader_rules_get_n_ranks (BnLeaderRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);

  return rules->ranks->len;
}

/* Returns: (nullable): social rank @value (1 Knight … 6 King), or %NULL
 * if the table has no such rank. */
const BnSocialRank *
bn_leader_rules_get_rank (BnLeaderRules *rules,
                          guint          value)
{
  g_return_val_if_fail (rules != NULL, NULL);

  if (value < 1 || value > rules->ranks->len)
    return NULL;
  return &g_array_index (rules->ranks, RankRow, value - 1).pub;
}

/* The social rank every player-leader starts his career at. */
guint
bn_leader_rules_player_start_rank (BnLeaderRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);

  return rules->player_start_rank;
}

/**
 * bn_leader_rules_rank_climbs:
 * @current_rank: the leader's social rank before the draw
 * @card: the card drawn when his esteem rose a level
 *
 * Returns: whether the draw raises his social rank by one. At the highest
 *   rank it never does.
 */
gboolean
bn_leader_rules_rank_climbs (BnLeaderRules *rules,
                             guint          current_rank,
                             BnCard         card)
{
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (current_rank >= 1, FALSE);
  g_return_val_if_fail (bn_card_is_valid (card), FALSE);

  if (current_rank >= rules->ranks->len)
    return FALSE;
  return (guint64) bn_card_get_value (card) >= (guint64) rules->rank_multiple * current_rank;
}

guint
bn_leader_rules_get_n_esteem_levels (BnLeaderRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);

  return rules->esteem->len;
}

/* Returns: (nullable): esteem @level (1 … 6), or %NULL if there is none. */
const BnEsteemLevel *
bn_leader_rules_get_esteem (BnLeaderRules *rules,
                            guint          level)
{
  g_return_val_if_fail (rules != NULL, NULL);

  if (level < 1 || level > rules->esteem->len)
    return NULL;
  return &g_array_index (rules->esteem, EsteemRow, level - 1).pub;
}

/**
 * bn_leader_rules_esteem_words:
 *
 * Esteem @level as a line of a career says it, its number with its name:
 * "esteem 4 (Notable)"; a level the rules do not name, "esteem 7 of 6".
 *
 * Returns: (transfer full): the words
 */
char *
bn_leader_rules_esteem_words (BnLeaderRules *rules,
                              guint          level)
{
  const BnEsteemLevel *esteem;

  g_return_val_if_fail (rules != NULL, NULL);

  esteem = bn_leader_rules_get_esteem (rules, level);
  if (esteem == NULL)
    /* TRANSLATORS: an esteem level the rules do not name, then how many levels there are */
    return g_strdup_printf (_("esteem %u of %u"), level, bn_leader_rules_get_n_esteem_levels (rules));
  /* TRANSLATORS: a leader's esteem in a line: its level, then the level's name ("esteem 4 (Notable)") */
  return g_strdup_printf (_("esteem %u (%s)"), level, esteem->name);
}

/* Returns: the esteem level of an esteem score (card + social rank). Every
 * score has one: the bands cover all numbers. */
const BnEsteemLevel *
bn_leader_rules_esteem_for_score (BnLeaderRules *rules,
                                  int            score)
{
  g_return_val_if_fail (rules != NULL, NULL);

  for (guint i = 0; i < rules->esteem->len; i++)
    {
      const BnEsteemLevel *e = &g_array_index (rules->esteem, EsteemRow, i).pub;

      if (score >= e->min_score && score <= e->max_score)
        return e;
    }
  g_return_val_if_reached (NULL);
}

/* Returns: (nullable): the esteem level whose honor band holds @honor, or
 * %NULL below the lowest band (a leader never has fewer honor points than
 * the level he started at). */
const BnEsteemLevel *
bn_leader_rules_esteem_for_honor (BnLeaderRules *rules,
                                  guint          honor)
{
  g_return_val_if_fail (rules != NULL, NULL);

  for (guint i = 0; i < rules->esteem->len; i++)
    {
      const BnEsteemLevel *e = &g_array_index (rules->esteem, EsteemRow, i).pub;

      if (honor >= e->min_honor && honor <= e->max_honor)
        return e;
    }
  return NULL;
}

guint
bn_leader_rules_get_n_motivations (BnLeaderRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);

  return rules->motivations->len;
}

/* Returns: the motivation at @index, in the file's order. */
const BnMotivation *
bn_leader_rules_get_motivation (BnLeaderRules *rules,
                                guint          index)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (index < rules->motivations->len, NULL);

  return &g_array_index (rules->motivations, MotivationRow, index).pub;
}

/* Returns: (nullable): the motivation called @id ("raider", …). */
const BnMotivation *
bn_leader_rules_lookup_motivation (BnLeaderRules *rules,
                                   const char    *id)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < rules->motivations->len; i++)
    {
      const BnMotivation *m = &g_array_index (rules->motivations, MotivationRow, i).pub;

      if (g_str_equal (m->id, id))
        return m;
    }
  return NULL;
}

/**
 * bn_leader_rules_motivation_for_value:
 * @card_value: the value of the card drawn (joker 0 … King 13)
 *
 * Returns: (nullable): the motivation the card gives, or %NULL when no row
 *   reads that value: the card is set aside and another drawn.
 */
const BnMotivation *
bn_leader_rules_motivation_for_value (BnLeaderRules *rules,
                                      guint          card_value)
{
  g_return_val_if_fail (rules != NULL, NULL);

  for (guint i = 0; i < rules->motivations->len; i++)
    {
      const BnMotivation *m = &g_array_index (rules->motivations, MotivationRow, i).pub;

      if (card_value >= m->min_card && card_value <= m->max_card)
        return m;
    }
  return NULL;
}

guint
bn_leader_rules_get_n_skills (BnLeaderRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);

  return rules->skills->len;
}

/* Returns: the skill at @index, in the file's order (the order to show). */
const BnSkillRule *
bn_leader_rules_get_skill (BnLeaderRules *rules,
                           guint          index)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (index < rules->skills->len, NULL);

  return &g_array_index (rules->skills, SkillRow, index).pub;
}

/* Returns: (nullable): the skill called @id ("initiative", …). */
const BnSkillRule *
bn_leader_rules_lookup_skill (BnLeaderRules *rules,
                              const char    *id)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < rules->skills->len; i++)
    {
      const BnSkillRule *s = &g_array_index (rules->skills, SkillRow, i).pub;

      if (g_str_equal (s->id, id))
        return s;
    }
  return NULL;
}

guint
bn_leader_rules_get_n_common_retainers (BnLeaderRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);

  return rules->common->len;
}

const BnCommonRetainer *
bn_leader_rules_get_common_retainer (BnLeaderRules *rules,
                                     guint          index)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (index < rules->common->len, NULL);

  return &g_array_index (rules->common, CommonRow, index).pub;
}

/* Returns: (nullable): the common retainer called @id ("page", …). */
const BnCommonRetainer *
bn_leader_rules_lookup_common_retainer (BnLeaderRules *rules,
                                        const char    *id)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < rules->common->len; i++)
    {
      const BnCommonRetainer *r = &g_array_index (rules->common, CommonRow, i).pub;

      if (g_str_equal (r->id, id))
        return r;
    }
  return NULL;
}

/* Returns: whether @roll (on the retainer's die) is a success. */
gboolean
bn_common_retainer_succeeds (const BnCommonRetainer *retainer,
                             guint                   roll)
{
  g_return_val_if_fail (retainer != NULL, FALSE);
  g_return_val_if_fail (roll >= 1 && roll <= retainer->die, FALSE);

  return roll >= retainer->min_roll && roll <= retainer->max_roll;
}

/* Returns: how many special retainers a player-leader of social rank @rank
 * has (0 for the ranks the table does not list). */
guint
bn_leader_rules_special_retainer_count (BnLeaderRules *rules,
                                        guint          rank)
{
  g_return_val_if_fail (rules != NULL, 0);

  for (guint i = 0; i < rules->counts->len; i++)
    {
      const CountRow *row = &g_array_index (rules->counts, CountRow, i);

      if (row->rank == rank)
        return row->retainers;
    }
  return 0;
}

guint
bn_leader_rules_get_n_special_retainers (BnLeaderRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);

  return rules->special->len;
}

const BnSpecialRetainerRow *
bn_leader_rules_get_special_retainer (BnLeaderRules *rules,
                                      guint          index)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (index < rules->special->len, NULL);

  return &g_array_index (rules->special, SpecialRow, index).pub;
}

/**
 * bn_leader_rules_special_retainer_for_card:
 * @card: the card drawn for one special retainer
 * @out_bonus: (out) (optional): the retainer's bonus from this card
 *   (0 for retainers without one)
 *
 * Whether the leader may take the retainer (max_per_leader) is the
 * caller's to decide; past the limit the card is set aside and another
 * drawn.
 *
 * Returns: the row the card reads; every card has one.
 */
const BnSpecialRetainerRow *
bn_leader_rules_special_retainer_for_card (BnLeaderRules *rules,
                                           BnCard         card,
                                           guint         *out_bonus)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (bn_card_is_valid (card), NULL);

  for (guint i = 0; i < rules->special->len; i++)
    {
      const SpecialRow *row = &g_array_index (rules->special, SpecialRow, i);
      guint value;

      if (!bn_card_pattern_matches (&row->pub.pattern, card))
        continue;
      value = bn_card_get_value (card);
      if (out_bonus != NULL)
        *out_bonus = row->pub.bonus_divisor != 0 ? value / row->pub.bonus_divisor
                                                 : row->bonus[value];
      return &row->pub;
    }
  g_return_val_if_reached (NULL);
}

/* Returns: the factor household is multiplied by for the basic army points
 * when @card is drawn. */
guint
bn_leader_rules_army_multiplier (BnLeaderRules *rules,
                                 BnCard         card)
{
  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (bn_card_is_valid (card), 0);

  for (guint i = 0; i < rules->multipliers->len; i++)
    {
      const MultiplierRow *row = &g_array_index (rules->multipliers, MultiplierRow, i);

      if (bn_card_pattern_matches (&row->pattern, card))
        return row->factor;
    }
  g_return_val_if_reached (0);
}

/**
 * bn_leader_rules_army_bonus:
 * @card: a bonus card
 * @out_draw_again: (out) (optional): whether another bonus card is drawn
 *   and added as well
 *
 * Returns: the army points @card adds as a bonus card: its value, unless
 *   the table lists it (a joker counts 0 and is followed by another draw).
 */
guint
bn_leader_rules_army_bonus (BnLeaderRules *rules,
                            BnCard         card,
                            gboolean      *out_draw_again)
{
  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (bn_card_is_valid (card), 0);

  for (guint i = 0; i < rules->exceptions->len; i++)
    {
      const ExceptionRow *row = &g_array_index (rules->exceptions, ExceptionRow, i);

      if (bn_card_pattern_matches (&row->pattern, card))
        {
          if (out_draw_again != NULL)
            *out_draw_again = row->draw_again;
          return row->points;
        }
    }
  if (out_draw_again != NULL)
    *out_draw_again = FALSE;
  return bn_card_get_value (card);
}

/* Returns: (nullable): the special retainer called @id ("herald", …). */
const BnSpecialRetainerRow *
bn_leader_rules_lookup_special_retainer (BnLeaderRules *rules,
                                         const char    *id)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < bn_leader_rules_get_n_special_retainers (rules); i++)
    {
      const BnSpecialRetainerRow *row = bn_leader_rules_get_special_retainer (rules, i);

      if (g_str_equal (row->id, id))
        return row;
    }
  return NULL;
}

/**
 * bn_leader_rules_dup_titled_name:
 *
 * Returns: (transfer full): the leader as he is addressed: his rank's title
 *   and his name ("Baron Hugh"), his name alone when it already begins with
 *   the title or when he is a hero.
 */
char *
bn_leader_rules_dup_titled_name (BnLeaderRules  *rules,
                                 const BnLeader *leader)
{
  const BnSocialRank *rank;

  g_return_val_if_fail (leader != NULL, NULL);

  rank = rules != NULL ? bn_leader_rules_get_rank (rules, leader->social_rank) : NULL;
  if (rank == NULL || leader->is_hero || leader->name == NULL)
    return g_strdup (leader->name);
  if (g_str_has_prefix (leader->name, rank->title) &&
      (leader->name[strlen (rank->title)] == ' ' || leader->name[strlen (rank->title)] == '\0'))
    return g_strdup (leader->name);
  return g_strdup_printf ("%s %s", rank->title, leader->name);
}
