/* bn-army-report.c — checking a roster against the rules.
 *
 * Nothing here knows a unit type or a number: costs and legality come from
 * BnUnitRules (data/units.xml), minimum command from the leader's esteem
 * level (data/leaders.xml).
 */
#include "bn-army-report.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include <gio/gio.h>

static void
problem_free (BnArmyProblem *problem)
{
  g_free (problem->code);
  g_free (problem->message);
  g_free (problem);
}

static void
add_problem (BnArmyReport       *report,
             BnArmyProblemLevel  level,
             const char         *code,
             gint                unit_index,
             char               *message)
{
  BnArmyProblem *problem = g_new0 (BnArmyProblem, 1);

  problem->level = level;
  problem->code = g_strdup (code);
  problem->unit_index = unit_index;
  problem->message = message;
  g_ptr_array_add (report->problems, problem);
}

static char *
unit_label (const BnArmy *army,
            guint         index)
{
  const BnArmyUnit *entry = g_ptr_array_index (army->units, index);

  if (entry->unit->name != NULL)
    return g_strdup_printf ("unit %u (%s)", index + 1, entry->unit->name);
  return g_strdup_printf ("unit %u", index + 1);
}

static void
check_units (BnArmyReport *report,
             const BnArmy *army,
             BnUnitRules  *unit_rules)
{
  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *entry = g_ptr_array_index (army->units, i);
      g_autoptr(GError) error = NULL;
      g_autofree char *label = unit_label (army, i);
      BnCostBreakdown *breakdown = NULL;
      guint cost;

      cost = bn_unit_rules_price (unit_rules, entry->unit, &breakdown, &error);
      if (error != NULL)
        {
          add_problem (report, BN_ARMY_PROBLEM_ERROR, "illegal-unit", (gint) i,
                       g_strdup_printf ("%s: %s", label, error->message));
          cost = 0;
        }
      g_array_append_val (report->unit_costs, cost);
      g_ptr_array_add (report->breakdowns, breakdown);
      report->spent += cost;

      if (entry->unit->mercenary)
        {
          g_clear_error (&error);
          if (breakdown != NULL &&
              !bn_unit_rules_check_promise (unit_rules, entry->unit, entry->promise, &error))
            add_problem (report, BN_ARMY_PROBLEM_ERROR, "promise-too-low", (gint) i,
                         g_strdup_printf ("%s: %s", label, error->message));
          report->promised += entry->promise;
        }
      else if (entry->promise > 0)
        {
          add_problem (report, BN_ARMY_PROBLEM_ERROR, "promise-to-regular", (gint) i,
                       g_strdup_printf (_("%s is not a mercenary unit, so it is promised nothing"), label));
        }

      /* It still fights: the battle gives it a colour (docs/rules.md,
       * "Colour assignment"), which the player does not see on the roster. */
      if (entry->unit->colour == BN_COLOUR_NONE)
        add_problem (report, BN_ARMY_PROBLEM_WARNING, "no-colour", (gint) i,
                     g_strdup_printf (_("%s has no command colour: at the battle it takes the colour the fewest "
                                        "units have"), label));
    }
}

/* Lionheart's leadership roll reads "his leader's" rating: one
 * King/Leader a side (units.xml, <kings per-army>). */
static void
check_kings (BnArmyReport *report,
             const BnArmy *army,
             BnUnitRules  *unit_rules)
{
  const BnKingRule *kings = bn_unit_rules_get_kings (unit_rules);
  guint count = 0;

  if (kings == NULL)
    return;
  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *entry = g_ptr_array_index (army->units, i);

      if (entry->unit->leadership > 0 && ++count == kings->per_army + 1)
        {
          g_autofree char *label = unit_label (army, i);

          add_problem (report, BN_ARMY_PROBLEM_ERROR, "two-kings", (gint) i,
                       kings->per_army == 1
                       ? g_strdup_printf (_("%s: an army has one %s, who leads it (%s)"), label,
                                          kings->name, kings->source)
                       : g_strdup_printf (_("%s: an army has at most %u %s units (%s)"), label,
                                          kings->per_army, kings->name, kings->source));
        }
    }
}

static const BnLeader *
find_leader (const BnLeader *leader,
             GPtrArray      *domain,
             gint64          id)
{
  if (leader->id == id)
    return leader;
  for (guint i = 0; domain != NULL && i < domain->len; i++)
    {
      const BnLeader *vassal = g_ptr_array_index (domain, i);

      if (vassal->id == id)
        return vassal;
    }
  return NULL;
}

static void
check_posts (BnArmyReport   *report,
             const BnArmy   *army,
             const BnLeader *leader,
             GPtrArray      *domain)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_int64_hash, g_int64_equal);
  guint commanders = 0;

  for (guint i = 0; i < army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (army->posts, i);
      const BnLeader *holder = find_leader (leader, domain, post->leader_id);

      if (holder == NULL)
        {
          add_problem (report, BN_ARMY_PROBLEM_ERROR, "post-outside-domain", -1,
                       g_strdup_printf (_("leader %" PRId64 " is neither %s nor of his domain"),
                                        post->leader_id, leader->name));
          continue;
        }
      if (!g_hash_table_add (seen, (gpointer) &post->leader_id))
        add_problem (report, BN_ARMY_PROBLEM_ERROR, "two-posts", -1,
                     g_strdup_printf (_("%s holds two posts; a leader is in one place"), holder->name));
      if (!bn_leader_can_take_the_field (holder))
        add_problem (report, BN_ARMY_PROBLEM_ERROR, "leader-unavailable", -1,
                     g_strdup_printf (_("%s is %s and cannot take the field"), holder->name, holder->status));
      if (post->role == BN_ARMY_ROLE_COMMANDER)
        commanders++;
      if (post->role == BN_ARMY_ROLE_HERO && !holder->is_hero)
        add_problem (report, BN_ARMY_PROBLEM_ERROR, "hero-post", -1,
                     g_strdup_printf (_("%s is a leader, not a hero; he commands rather than joins one unit"),
                                      holder->name));
      if (post->role != BN_ARMY_ROLE_HERO && holder->is_hero)
        add_problem (report, BN_ARMY_PROBLEM_ERROR, "hero-post", -1,
                     g_strdup_printf (_("%s is a hero: he fights attached to one unit and commands none"),
                                      holder->name));
      if (post->role == BN_ARMY_ROLE_HERO &&
          (post->unit_index < 0 || (guint) post->unit_index >= army->units->len))
        add_problem (report, BN_ARMY_PROBLEM_ERROR, "hero-unattached", -1,
                     g_strdup_printf (_("the hero %s must be attached to one of the army's units"), holder->name));
    }
  if (commanders > 1)
    add_problem (report, BN_ARMY_PROBLEM_ERROR, "two-commanders", -1,
                 g_strdup (_("an army has one commander")));
}

static gboolean
leader_commands_army (const BnArmy   *army,
                      const BnLeader *leader)
{
  for (guint i = 0; i < army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (army->posts, i);

      if (post->leader_id == leader->id && post->role == BN_ARMY_ROLE_COMMANDER)
        return TRUE;
    }
  return FALSE;
}

static void
check_minimum_command (BnArmyReport   *report,
                       const BnArmy   *army,
                       BnUnitRules    *unit_rules,
                       BnLeaderRules  *leader_rules,
                       const BnLeader *leader)
{
  const BnEsteemLevel *esteem = bn_leader_rules_get_esteem (leader_rules, leader->esteem_level);
  guint matching = 0;

  if (esteem == NULL)
    return;
  if (esteem->command_units > 0)
    {
      for (guint i = 0; i < army->units->len; i++)
        {
          const BnArmyUnit *entry = g_ptr_array_index (army->units, i);
          BnBattleClass klass = bn_unit_rules_get_battle_class (unit_rules, entry->unit);
          const BnUnitType *type = entry->unit->type_id != NULL
            ? bn_unit_rules_lookup_unit_type (unit_rules, entry->unit->type_id) : NULL;

          for (guint f = 0; f < esteem->n_command_filters; f++)
            {
              if (bn_unit_filter_matches (&esteem->command_filters[f], entry->unit, klass,
                                          type != NULL ? type->kinds : NULL))
                {
                  matching++;
                  break;
                }
            }
        }
      if (matching < esteem->command_units)
        add_problem (report, BN_ARMY_PROBLEM_WARNING, "minimum-command", -1,
                     g_strdup_printf (_("%s, of %s esteem: %s Falling short halves the honor he gains."),
                                      leader->name, esteem->name, esteem->minimum_command));
    }
  if (esteem->command_army && !leader_commands_army (army, leader))
    add_problem (report, BN_ARMY_PROBLEM_WARNING, "minimum-command", -1,
                 g_strdup_printf (_("%s, of %s esteem: %s Falling short halves the honor he gains."),
                                  leader->name, esteem->name, esteem->minimum_command));
}

/* A colour no unit will have at the battle: the units with no colour take
 * theirs as the battle gives it (the fewest so far, red, blue, green on a
 * tie, in roster order; docs/rules.md, "From roster to battle army"). */
static void
check_colours (BnArmyReport *report,
               const BnArmy *army)
{
  guint count[BN_COLOUR_COUNT] = { 0, };

  if (army->units->len == 0)
    return;
  for (guint i = 0; i < army->units->len; i++)
    {
      BnColour colour = ((BnArmyUnit *) g_ptr_array_index (army->units, i))->unit->colour;

      if (colour != BN_COLOUR_NONE && (guint) colour < BN_COLOUR_COUNT)
        count[colour]++;
    }
  for (guint i = 0; i < army->units->len; i++)
    {
      BnColour best = BN_COLOUR_RED;

      if (((BnArmyUnit *) g_ptr_array_index (army->units, i))->unit->colour != BN_COLOUR_NONE)
        continue;
      for (BnColour colour = BN_COLOUR_BLUE; colour <= BN_COLOUR_GREEN; colour++)
        if (count[colour] < count[best])
          best = colour;
      count[best]++;
    }
  for (int colour = BN_COLOUR_NONE + 1; colour < BN_COLOUR_COUNT; colour++)
    if (count[colour] == 0)
      add_problem (report, BN_ARMY_PROBLEM_WARNING, "colour-missing", -1,
                   g_strdup_printf (_("no unit is %s: the command cards for %s will order nobody"),
                                    bn_data_text (bn_colour_get_id ((BnColour) colour)),
                                    bn_data_text (bn_colour_get_id ((BnColour) colour))));
}

static gint
errors_first (gconstpointer a,
              gconstpointer b)
{
  const BnArmyProblem *pa = *(const BnArmyProblem **) a;
  const BnArmyProblem *pb = *(const BnArmyProblem **) b;

  return (int) pa->level - (int) pb->level;
}

/**
 * bn_army_check:
 * @leader: the army's leader
 * @domain: (nullable) (element-type BnLeader): his vassal leaders and heroes
 *
 * Returns: (transfer full): the army's costs and problems; never %NULL
 */
BnArmyReport *
bn_army_check (const BnArmy    *army,
               BnUnitRules     *unit_rules,
               BnLeaderRules   *leader_rules,
               const BnLeader  *leader,
               GPtrArray       *domain)
{
  BnArmyReport *report;
  guint owed;

  g_return_val_if_fail (army != NULL, NULL);
  g_return_val_if_fail (unit_rules != NULL && leader_rules != NULL, NULL);
  g_return_val_if_fail (leader != NULL, NULL);

  report = g_new0 (BnArmyReport, 1);
  report->unit_costs = g_array_new (FALSE, TRUE, sizeof (guint));
  report->breakdowns = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_cost_breakdown_free);
  report->problems = g_ptr_array_new_with_free_func ((GDestroyNotify) problem_free);
  report->army_points = bn_army_get_points (army);

  if (army->muster == NULL)
    add_problem (report, BN_ARMY_PROBLEM_ERROR, "not-mustered", -1,
                 g_strdup (_("no army points yet: muster the army first")));
  check_units (report, army, unit_rules);
  check_kings (report, army, unit_rules);
  check_posts (report, army, leader, domain);

  owed = report->spent + report->promised;
  if (army->muster != NULL && owed > report->army_points)
    {
      report->over = owed - report->army_points;
      add_problem (report, BN_ARMY_PROBLEM_ERROR, "over-points", -1,
                   g_strdup_printf (_("the units cost %u and %u is promised to mercenaries: %u in all, "
                                    "%u more than the army's %u points"),
                                    report->spent, report->promised, owed, report->over,
                                    report->army_points));
    }
  else if (army->muster != NULL)
    report->unspent = report->army_points - owed;

  if (army->units->len == 0)
    add_problem (report, BN_ARMY_PROBLEM_WARNING, "no-units", -1, g_strdup (_("the army has no units yet")));
  check_minimum_command (report, army, unit_rules, leader_rules, leader);
  check_colours (report, army);

  g_ptr_array_sort (report->problems, errors_first);
  return report;
}

void
bn_army_report_free (BnArmyReport *report)
{
  if (report == NULL)
    return;
  g_array_unref (report->unit_costs);
  g_ptr_array_unref (report->breakdowns);
  g_ptr_array_unref (report->problems);
  g_free (report);
}

guint
bn_army_report_count (const BnArmyReport *report,
                      BnArmyProblemLevel  level)
{
  guint n = 0;

  g_return_val_if_fail (report != NULL, 0);

  for (guint i = 0; i < report->problems->len; i++)
    n += ((BnArmyProblem *) g_ptr_array_index (report->problems, i))->level == level;
  return n;
}

/* Whether @problem keeps a roster from being saved: any error but the lack
 * of a muster, since an unmustered roster may be kept as a template. */
gboolean
bn_army_problem_blocks_saving (const BnArmyProblem *problem)
{
  g_return_val_if_fail (problem != NULL, FALSE);

  return problem->level == BN_ARMY_PROBLEM_ERROR && g_strcmp0 (problem->code, "not-mustered") != 0;
}

/* Returns: (nullable): the first problem with @code. */
const BnArmyProblem *
bn_army_report_find (const BnArmyReport *report,
                     const char         *code)
{
  g_return_val_if_fail (report != NULL, NULL);

  for (guint i = 0; i < report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);

      if (g_strcmp0 (problem->code, code) == 0)
        return problem;
    }
  return NULL;
}

/**
 * bn_army_get_cost:
 *
 * What @army's units cost and what its mercenaries are promised, as
 * bn_army_check() counts them (an illegal unit costs nothing). Unlike the
 * check it needs no leader, so it also measures a roster from outside the
 * campaign, which has no muster.
 *
 * Returns: the points the army owes
 */
guint
bn_army_get_cost (const BnArmy *army,
                  BnUnitRules  *unit_rules)
{
  guint owed = 0;

  g_return_val_if_fail (army != NULL && unit_rules != NULL, 0);

  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *entry = g_ptr_array_index (army->units, i);

      owed += bn_unit_rules_price (unit_rules, entry->unit, NULL, NULL);
      if (entry->unit->mercenary)
        owed += entry->promise;
    }
  return owed;
}

/**
 * bn_army_check_import:
 * @file: the file @army was read from, for the message
 *
 * Holds a roster read from a file to the rules a roster built unit by unit
 * is held to: for @leader's muster and domain, with the catalogue's units.
 *
 * Returns: %FALSE with @error naming @file and the first thing that keeps
 *   it from being saved
 */
gboolean
bn_army_check_import (const BnArmy    *army,
                      const char      *file,
                      BnUnitRules     *unit_rules,
                      BnLeaderRules   *leader_rules,
                      const BnLeader  *leader,
                      GPtrArray       *domain,
                      GError         **error)
{
  g_autoptr(BnArmyReport) report = bn_army_check (army, unit_rules, leader_rules, leader, domain);

  for (guint i = 0; i < report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);

      if (bn_army_problem_blocks_saving (problem))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: %s; nothing was saved"),
                       file, problem->message);
          return FALSE;
        }
    }
  return TRUE;
}
