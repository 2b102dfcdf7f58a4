/* bn-leader-generator.c — the five steps of Day of Battle, as a machine.
 *
 * The generator owns the leader being made and records every card it
 * draws, in order, set-aside cards included. It never reads a number from
 * code: every table is asked of BnLeaderRules.
 */
#include "bn-leader-generator.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "bn-campaign.h"

struct _BnLeaderGenerator
{
  BnLeaderRules *rules;
  BnChance *chance;          /* borrowed */
  BnLeader *leader;
  BnLeaderStep step;
  guint special_left;
  gboolean skills_set;
};

G_DEFINE_QUARK (bn-leader-error-quark, bn_leader_error)

static void
add_common_retainers (BnLeaderGenerator *self)
{
  guint n = bn_leader_rules_get_n_common_retainers (self->rules);

  for (guint i = 0; i < n; i++)
    {
      const BnCommonRetainer *row = bn_leader_rules_get_common_retainer (self->rules, i);
      BnRetainer *retainer = bn_retainer_new (BN_RETAINER_COMMON, row->id);

      retainer->success = row->max_roll;
      g_ptr_array_add (self->leader->retainers, retainer);
    }
}

/**
 * bn_leader_generator_new:
 * @rules: the leader tables
 * @chance: where cards come from; must outlive the generator
 * @request: who is being made
 *
 * Returns: (transfer full): a generator at its first step, or %NULL if the
 *   request breaks a rule (a rank out of range, a player-leader hero)
 */
BnLeaderGenerator *
bn_leader_generator_new (BnLeaderRules          *rules,
                         BnChance               *chance,
                         const BnLeaderRequest  *request,
                         GError                **error)
{
  g_autoptr(BnLeaderGenerator) self = NULL;
  guint rank;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (chance != NULL, NULL);
  g_return_val_if_fail (request != NULL, NULL);

  if (request->is_player && request->is_hero)
    {
      g_set_error_literal (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID,
                           _("a player-leader commands; he cannot be a hero attached to one unit"));
      return NULL;
    }
  rank = request->is_player ? bn_leader_rules_player_start_rank (rules) : request->social_rank;
  if (bn_leader_rules_get_rank (rules, rank) == NULL)
    {
      g_set_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID,
                   _("social rank %u does not exist: ranks go from 1 (%s) to %u (%s)"), rank,
                   bn_leader_rules_get_rank (rules, 1)->title,
                   bn_leader_rules_get_n_ranks (rules),
                   bn_leader_rules_get_rank (rules, bn_leader_rules_get_n_ranks (rules))->title);
      return NULL;
    }

  self = g_new0 (BnLeaderGenerator, 1);
  self->rules = bn_leader_rules_ref (rules);
  self->chance = chance;
  self->leader = bn_leader_new ();
  self->leader->is_player = request->is_player;
  self->leader->is_hero = request->is_hero;
  self->leader->social_rank = rank;
  if (request->name != NULL &&
      !bn_leader_generator_set_name (self, request->name, error))
    return NULL;
  if (bn_chance_has_seed (chance))
    self->leader->deal_seed = bn_chance_get_seed (chance);
  add_common_retainers (self);
  self->step = BN_LEADER_STEP_ESTEEM;
  return g_steal_pointer (&self);
}

void
bn_leader_generator_free (BnLeaderGenerator *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->rules, bn_leader_rules_unref);
  g_clear_pointer (&self->leader, bn_leader_free);
  g_free (self);
}

BnLeaderStep
bn_leader_generator_get_step (BnLeaderGenerator *self)
{
  g_return_val_if_fail (self != NULL, BN_LEADER_STEP_DONE);

  return self->step;
}

/* Returns: (transfer none): the leader as far as the steps have made him. */
const BnLeader *
bn_leader_generator_peek (BnLeaderGenerator *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->leader;
}

static BnDraw *
record (BnLeaderGenerator *self,
        const char        *step,
        BnCard             card,
        BnChanceSource     source,
        gboolean           set_aside,
        char              *outcome)
{
  BnDraw *draw = bn_draw_new (step, card, source, set_aside, outcome);

  g_free (outcome);
  g_ptr_array_add (self->leader->draws, draw);
  return draw;
}

static BnLeaderStep
step_after_skills (BnLeaderGenerator *self)
{
  return self->special_left > 0 ? BN_LEADER_STEP_SPECIAL_RETAINERS : BN_LEADER_STEP_DONE;
}

static guint
sum_of (BnLeaderRules *rules,
        gboolean       maxima)
{
  guint sum = 0;

  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    {
      const BnSkillRule *rule = bn_leader_rules_lookup_skill (rules, bn_skill_get_id (i));

      sum += maxima ? rule->max_points : rule->min_points;
    }
  return sum;
}

static const BnDraw *
draw_esteem (BnLeaderGenerator *self,
             BnCard             card,
             BnChanceSource     source)
{
  BnLeader *leader = self->leader;
  const BnEsteemLevel *esteem;
  int score = (int) bn_card_get_value (card) + (int) leader->social_rank;

  esteem = bn_leader_rules_esteem_for_score (self->rules, score);
  leader->esteem_score = score;
  leader->esteem_level = esteem->level;
  leader->honor = esteem->min_honor;
  leader->household = leader->social_rank + esteem->level;
  self->step = BN_LEADER_STEP_MOTIVATION;
  return record (self, "esteem", card, source, FALSE,
                 g_strdup_printf (ngettext ("esteem score %d (card %u + rank %u): %s, %u honor point",
                                            "esteem score %d (card %u + rank %u): %s, %u honor points",
                                            esteem->min_honor),
                                  score, bn_card_get_value (card), leader->social_rank,
                                  esteem->name, esteem->min_honor));
}

static const BnDraw *
draw_motivation (BnLeaderGenerator *self,
                 BnCard             card,
                 BnChanceSource     source)
{
  const BnMotivation *motivation =
    bn_leader_rules_motivation_for_value (self->rules, bn_card_get_value (card));

  if (motivation == NULL)
    return record (self, "motivation", card, source, TRUE,
                   g_strdup_printf (_("no motivation is read from a value of %u: set aside, draw again"),
                                    bn_card_get_value (card)));
  g_free (self->leader->motivation);
  self->leader->motivation = g_strdup (motivation->id);
  self->step = BN_LEADER_STEP_SKILL_POINTS;
  return record (self, "motivation", card, source, FALSE,
                 g_strdup_printf ("%s (%s)", motivation->name, motivation->abbreviation));
}

static const BnDraw *
draw_skill_points (BnLeaderGenerator *self,
                   BnCard             card,
                   BnChanceSource     source)
{
  BnLeader *leader = self->leader;
  guint points = bn_card_get_value (card) + leader->social_rank + leader->esteem_level;

  /* House rule: a total that cannot give every skill its minimum (or would
   * overflow every maximum) has no row; the card is set aside. */
  if (points < sum_of (self->rules, FALSE) || points > sum_of (self->rules, TRUE))
    return record (self, "skills", card, source, TRUE,
                   g_strdup_printf (_("%u skill points cannot be spread over four skills "
                                    "of %u to %u each: set aside, draw again"),
                                    points, bn_leader_rules_lookup_skill (self->rules, "initiative")->min_points,
                                    bn_leader_rules_lookup_skill (self->rules, "initiative")->max_points));
  leader->skill_points = points;
  bn_leader_suggest_spread (self->rules, leader->motivation, points, leader->skills);
  if (leader->is_player)
    self->special_left = bn_leader_rules_special_retainer_count (self->rules, leader->social_rank);
  self->step = BN_LEADER_STEP_SKILL_SPREAD;
  return record (self, "skills", card, source, FALSE,
                 g_strdup_printf (_("%u skill points (card %u + rank %u + esteem %u)"), points,
                                  bn_card_get_value (card), leader->social_rank,
                                  leader->esteem_level));
}

static guint
count_retainers (const BnLeader *leader,
                 const char     *type_id)
{
  guint n = 0;

  for (guint i = 0; i < leader->retainers->len; i++)
    n += g_strcmp0 (((BnRetainer *) g_ptr_array_index (leader->retainers, i))->type_id, type_id) == 0;
  return n;
}

/**
 * bn_leader_apply_special_retainer_card:
 * @leader: a player-leader
 * @card: the card drawn for one special retainer
 *
 * Reads @card in the special retainers' table and gives @leader the retainer
 * it names, or sets the card aside when it names none or one he may not hold
 * another of (a second Herald). The draw is recorded on @leader either way.
 *
 * Returns: (transfer none): the recorded draw; its set_aside says whether
 *   another card is needed
 */
const BnDraw *
bn_leader_apply_special_retainer_card (BnLeaderRules  *rules,
                                       BnLeader       *leader,
                                       BnCard          card,
                                       BnChanceSource  source)
{
  const BnSpecialRetainerRow *row;
  BnRetainer *retainer;
  char *outcome;
  guint bonus = 0;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (leader != NULL, NULL);
  g_return_val_if_fail (bn_card_is_valid (card), NULL);

  row = bn_leader_rules_special_retainer_for_card (rules, card, &bonus);
  if (row == NULL)
    outcome = g_strdup (_("no special retainer for this card: set aside, draw again"));
  else if (row->max_per_leader > 0 && count_retainers (leader, row->id) >= row->max_per_leader)
    outcome = g_strdup_printf (_("he already has %u %s, the most a leader may have: "
                               "set aside, draw again"), row->max_per_leader, row->name);
  else
    outcome = NULL;
  if (outcome != NULL)
    {
      g_ptr_array_add (leader->draws, bn_draw_new ("special-retainer", card, source, TRUE, outcome));
      g_free (outcome);
      return g_ptr_array_index (leader->draws, leader->draws->len - 1);
    }

  retainer = bn_retainer_new (BN_RETAINER_SPECIAL, row->id);
  retainer->card = card;
  retainer->bonus = bonus;
  retainer->success = row->success;
  g_ptr_array_add (leader->retainers, retainer);
  if (bonus > 0)
    outcome = g_strdup_printf ("%s, bonus +%u", row->name, bonus);
  else if (row->success > 0)
    outcome = g_strdup_printf (_("%s, succeeds on %u or less"), row->name, row->success);
  else
    outcome = g_strdup (row->name);
  g_ptr_array_add (leader->draws, bn_draw_new ("special-retainer", card, source, FALSE, outcome));
  g_free (outcome);
  return g_ptr_array_index (leader->draws, leader->draws->len - 1);
}

static const BnDraw *
draw_special_retainer (BnLeaderGenerator *self,
                       BnCard             card,
                       BnChanceSource     source)
{
  const BnDraw *draw = bn_leader_apply_special_retainer_card (self->rules, self->leader, card, source);

  if (!draw->set_aside && --self->special_left == 0)
    self->step = BN_LEADER_STEP_DONE;
  return draw;
}

/**
 * bn_leader_generator_draw:
 * @out_draw: (out) (optional) (transfer none): the draw just recorded
 *
 * Draws one card for the current step and applies it. A card with no row in
 * the step's table is recorded as set aside and the step stays where it is:
 * call again to draw the next card.
 *
 * Returns: %FALSE when no card could be drawn (typed cards ran out, a typed
 *   card was already drawn) or the current step takes no card
 */
gboolean
bn_leader_generator_draw (BnLeaderGenerator  *self,
                          const BnDraw      **out_draw,
                          GError            **error)
{
  BnChanceSource source;
  const BnDraw *draw;
  BnCard card;

  g_return_val_if_fail (self != NULL, FALSE);

  if (self->step == BN_LEADER_STEP_SKILL_SPREAD || self->step == BN_LEADER_STEP_DONE)
    {
      g_set_error_literal (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID,
                           self->step == BN_LEADER_STEP_DONE ? _("every card of this leader has been drawn")
                                                             : _("the skill points must be spread before the next card"));
      return FALSE;
    }
  if (!bn_chance_draw_card (self->chance, &card, &source, error))
    return FALSE;

  switch (self->step)
    {
    case BN_LEADER_STEP_ESTEEM:
      draw = draw_esteem (self, card, source);
      break;
    case BN_LEADER_STEP_MOTIVATION:
      draw = draw_motivation (self, card, source);
      break;
    case BN_LEADER_STEP_SKILL_POINTS:
      draw = draw_skill_points (self, card, source);
      break;
    case BN_LEADER_STEP_SPECIAL_RETAINERS:
      draw = draw_special_retainer (self, card, source);
      break;
    case BN_LEADER_STEP_SKILL_SPREAD:
    case BN_LEADER_STEP_DONE:
    default:
      g_assert_not_reached ();
    }
  if (out_draw != NULL)
    *out_draw = draw;
  return TRUE;
}

/**
 * bn_leader_check_spread:
 * @points: the skill points to spread
 * @skills: points per skill, in #BnSkill order
 *
 * Returns: %TRUE if @skills adds up to @points and every skill is within its
 *   bounds; otherwise %FALSE with @error saying which rule is broken
 */
gboolean
bn_leader_check_spread (BnLeaderRules  *rules,
                        guint           points,
                        const guint     skills[BN_SKILL_COUNT],
                        GError        **error)
{
  guint sum = 0;

  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    {
      const BnSkillRule *rule = bn_leader_rules_lookup_skill (rules, bn_skill_get_id (i));

      if (skills[i] < rule->min_points || skills[i] > rule->max_points)
        {
          g_set_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID,
                       _("%s (%s) has %u points; each skill takes %u to %u"),
                       rule->name, rule->abbreviation, skills[i], rule->min_points, rule->max_points);
          return FALSE;
        }
      sum += skills[i];
    }
  if (sum != points)
    {
      g_set_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID,
                   _("the skills add up to %u points, but %u are to be spread (%s %u)"),
                   sum, points, sum < points ? "add" : "remove",
                   sum < points ? points - sum : sum - points);
      return FALSE;
    }
  return TRUE;
}

/**
 * bn_leader_suggest_spread:
 * @motivation: (nullable): the leader's motivation id
 *
 * A spread of @points that suits the motivation: every skill at its minimum,
 * then the rest shared out 4 : 3 : 2 : 1 in the order of the motivation's
 * skill priority (data/leaders.xml), any remainder and anything over a
 * maximum passed down that order.
 */
void
bn_leader_suggest_spread (BnLeaderRules *rules,
                          const char    *motivation,
                          guint          points,
                          guint          out_skills[BN_SKILL_COUNT])
{
  static const guint weights[BN_SKILL_COUNT] = { 4, 3, 2, 1 };
  BnSkill order[BN_SKILL_COUNT] = { 0, 1, 2, 3 };
  const BnMotivation *row = motivation != NULL ? bn_leader_rules_lookup_motivation (rules, motivation) : NULL;
  guint max[BN_SKILL_COUNT];
  guint left = points;
  guint share;

  if (row != NULL && row->skill_priority != NULL)
    {
      for (guint i = 0; i < BN_SKILL_COUNT && row->skill_priority[i] != NULL; i++)
        bn_skill_from_id (row->skill_priority[i], &order[i]);
    }

  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    {
      const BnSkillRule *rule = bn_leader_rules_lookup_skill (rules, bn_skill_get_id (i));

      out_skills[i] = MIN (rule->min_points, left);
      left -= out_skills[i];
      max[i] = rule->max_points;
    }

  share = left;
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    {
      BnSkill skill = order[i];
      guint give = MIN (share * weights[i] / 10, max[skill] - out_skills[skill]);

      out_skills[skill] += give;
      left -= give;
    }
  while (left > 0)
    {
      gboolean gave = FALSE;

      for (guint i = 0; i < BN_SKILL_COUNT && left > 0; i++)
        {
          BnSkill skill = order[i];

          if (out_skills[skill] < max[skill])
            {
              out_skills[skill]++;
              left--;
              gave = TRUE;
            }
        }
      if (!gave)
        break;
    }
}

/* The spread the app shows first, for the leader's motivation. */
void
bn_leader_generator_suggest_spread (BnLeaderGenerator *self,
                                    guint              out_skills[BN_SKILL_COUNT])
{
  g_return_if_fail (self != NULL);

  bn_leader_suggest_spread (self->rules, self->leader->motivation,
                            self->leader->skill_points, out_skills);
}

gboolean
bn_leader_generator_set_skills (BnLeaderGenerator  *self,
                                const guint         skills[BN_SKILL_COUNT],
                                GError            **error)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (self->step < BN_LEADER_STEP_SKILL_SPREAD)
    {
      g_set_error_literal (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID,
                           _("the skill points have not been drawn yet"));
      return FALSE;
    }
  if (!bn_leader_check_spread (self->rules, self->leader->skill_points, skills, error))
    return FALSE;
  memcpy (self->leader->skills, skills, sizeof self->leader->skills);
  self->skills_set = TRUE;
  if (self->step == BN_LEADER_STEP_SKILL_SPREAD)
    self->step = step_after_skills (self);
  return TRUE;
}

guint
bn_leader_generator_get_n_special_left (BnLeaderGenerator *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->special_left;
}

gboolean
bn_leader_generator_set_name (BnLeaderGenerator  *self,
                              const char         *name,
                              GError            **error)
{
  g_autofree char *normalized = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (self != NULL, FALSE);

  normalized = bn_normalize_name (name, _("leader's name"), &local_error);
  if (normalized == NULL)
    {
      g_set_error_literal (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID, local_error->message);
      return FALSE;
    }
  g_free (self->leader->name);
  self->leader->name = g_steal_pointer (&normalized);
  return TRUE;
}

/**
 * bn_leader_generator_finish:
 *
 * Returns: (transfer full): the finished leader, or %NULL if a step is left
 *   or he has no name yet
 */
BnLeader *
bn_leader_generator_finish (BnLeaderGenerator  *self,
                            GError            **error)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (self->step != BN_LEADER_STEP_DONE)
    {
      g_set_error_literal (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID,
                           _("the leader is not finished: a card is still to be drawn or the skills spread"));
      return NULL;
    }
  if (self->leader->name == NULL)
    {
      g_set_error_literal (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID, _("the leader has no name"));
      return NULL;
    }
  return bn_leader_copy (self->leader);
}

/**
 * bn_leader_generate:
 * @skills: (nullable) (array fixed-size=4): the spread, or %NULL for the
 *   suggested one
 *
 * Runs every step. The same cards, typed or dealt by a seed, give the same
 * leader.
 *
 * Returns: (transfer full): the leader, or %NULL with @error
 */
BnLeader *
bn_leader_generate (BnLeaderRules          *rules,
                    BnChance               *chance,
                    const BnLeaderRequest  *request,
                    const guint            *skills,
                    GError                **error)
{
  g_autoptr(BnLeaderGenerator) self = bn_leader_generator_new (rules, chance, request, error);

  if (self == NULL)
    return NULL;
  while (self->step != BN_LEADER_STEP_DONE)
    {
      if (self->step == BN_LEADER_STEP_SKILL_SPREAD)
        {
          guint suggested[BN_SKILL_COUNT];

          if (skills == NULL)
            bn_leader_generator_suggest_spread (self, suggested);
          if (!bn_leader_generator_set_skills (self, skills != NULL ? skills : suggested, error))
            return NULL;
          continue;
        }
      if (!bn_leader_generator_draw (self, NULL, error))
        return NULL;
    }
  return bn_leader_generator_finish (self, error);
}
