/* bn-army-generator.c — raising an army for a points value.
 *
 * Every catalogue type is sorted into a role by what it is: horse and
 * artillery by arm, foot by whether it carries a weapon that shoots
 * (archers) or not (foot). Its charge on the points is its price plus, for
 * a mercenary, the least promise the rules allow; both come from the unit
 * rules, so no unit and no number of data/units.xml is named here.
 *
 * The army is raised in three moves, all from one seeded BnRandom:
 *   1. it grows to about one unit per POINTS_PER_UNIT points (at least the
 *      three of the core, at most a battle's BN_BATTLE_ARMY_MAX_UNITS),
 *      each new unit the cheapest regular type of the role the mix calls
 *      for next;
 *   2. while the points allow, a unit picked at random is raised to a
 *      dearer type of its role, picked at random among those the points
 *      allow (at most one unit in MERCENARY_SHARE a mercenary);
 *   3. when nothing can be raised, one more unit is added if the points
 *      and the battle allow, and step 2 goes on.
 * Each move spends more, so it ends; what is left is less than any unit
 * could still be raised by.
 */
#include "bn-army-generator.h"

#include <glib/gi18n-lib.h>

#include "bn-army-report.h"
#include "bn-battle-army.h"
#include "bn-random.h"
#include "bn-resources.h"

G_DEFINE_QUARK (bn-army-generator-error-quark, bn_army_generator_error)

typedef enum
{
  ROLE_FOOT,
  ROLE_ARCHERS,
  ROLE_HORSE,
  ROLE_ARTILLERY,
  N_ROLES,
} Role;

/* House: the mix of an army, as units in every ten, and the size an army
 * must reach before a role is raised at all. The first three units are
 * one of foot, archers and horse: the smallest army the generator raises. */
static const struct
{
  const char *name;
  guint tenths;
  guint from_unit;
} mix[N_ROLES] = {
  [ROLE_FOOT] = { "foot", 4, 1 },
  [ROLE_ARCHERS] = { "archers", 3, 2 },
  [ROLE_HORSE] = { "horse", 2, 3 },
  [ROLE_ARTILLERY] = { "artillery", 1, 10 },
};

/* The seed's stream for the commander's name, apart from the units', so a
 * seed raises the units it always raised. */
#define COMMANDER_STREAM G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)

#define CORE_UNITS       3    /* House: the smallest army, one unit of each of the first three roles */
#define POINTS_PER_UNIT  10   /* House: an army is raised with about one unit per 10 points */
#define MERCENARY_SHARE  4    /* House: at most one unit in four is a mercenary */

typedef struct
{
  const BnUnitType *type;
  Role role;
  guint charge;           /* cost now, plus the least promise for a mercenary */
  guint promise;
  gboolean mercenary;
} Choice;

typedef struct
{
  BnUnitRules *rules;
  GArray *choices;        /* Choice, in catalogue order */
  guint n_choices[N_ROLES];
} Catalogue;

typedef struct
{
  const Catalogue *catalogue;
  BnRandom *random;
  guint points;
  guint spent;
  guint counts[N_ROLES];
  guint mercenaries;
  GArray *units;          /* guint: an index into catalogue->choices per unit */
} Raising;

static Role
role_of (BnUnitRules  *rules,
         const BnUnit *unit)
{
  if (unit->arm == BN_ARM_HORSE)
    return ROLE_HORSE;
  if (unit->arm == BN_ARM_ARTILLERY)
    return ROLE_ARTILLERY;
  for (guint i = 0; unit->weapons[i] != NULL; i++)
    {
      const BnWeaponRule *weapon = bn_unit_rules_lookup_weapon (rules, unit->weapons[i]);

      if (weapon != NULL && weapon->ranged)
        return ROLE_ARCHERS;
    }
  return ROLE_FOOT;
}

static void
catalogue_init (Catalogue   *catalogue,
                BnUnitRules *rules)
{
  catalogue->rules = rules;
  catalogue->choices = g_array_new (FALSE, TRUE, sizeof (Choice));
  for (guint r = 0; r < N_ROLES; r++)
    catalogue->n_choices[r] = 0;
  for (guint i = 0; i < bn_unit_rules_get_n_unit_types (rules); i++)
    {
      const BnUnitType *type = bn_unit_rules_get_unit_type (rules, i);
      g_autoptr(BnCostBreakdown) breakdown = NULL;
      Choice choice = { .type = type, .role = role_of (rules, type->unit) };
      guint cost;

      /* A loaded catalogue holds legal units only (bn-unit-rules.h). */
      cost = bn_unit_rules_price (rules, type->unit, &breakdown, NULL);
      if (breakdown == NULL)
        continue;
      choice.mercenary = type->unit->mercenary;
      choice.promise = bn_cost_breakdown_get_minimum_promise (breakdown);
      choice.charge = cost + choice.promise;
      g_array_append_val (catalogue->choices, choice);
      catalogue->n_choices[choice.role]++;
    }
}

static void
catalogue_clear (Catalogue *catalogue)
{
  g_clear_pointer (&catalogue->choices, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Catalogue, catalogue_clear)

static const Choice *
choice_at (const Catalogue *catalogue,
           guint            index)
{
  return &g_array_index (catalogue->choices, Choice, index);
}

/* Returns: the index of the cheapest regular type of @role (the first in
 * the catalogue on a tie), or -1 if there is none. */
static gint
cheapest (const Catalogue *catalogue,
          Role             role)
{
  gint best = -1;

  for (guint i = 0; i < catalogue->choices->len; i++)
    {
      const Choice *choice = choice_at (catalogue, i);

      if (choice->role == role && !choice->mercenary &&
          (best < 0 || choice->charge < choice_at (catalogue, (guint) best)->charge))
        best = (gint) i;
    }
  return best;
}

/* Returns: the charge of the dearest regular type of @role, 0 if none. */
static guint
dearest_charge (const Catalogue *catalogue,
                Role             role)
{
  guint most = 0;

  for (guint i = 0; i < catalogue->choices->len; i++)
    {
      const Choice *choice = choice_at (catalogue, i);

      if (choice->role == role && !choice->mercenary)
        most = MAX (most, choice->charge);
    }
  return most;
}

/* The role the mix calls for as unit number @n (from 1) of an army that
 * holds @counts: the one furthest below its share, the first in the table
 * on a tie. Roles the catalogue has no regular type for are never called. */
static Role
next_role (const Catalogue *catalogue,
           const guint      counts[N_ROLES],
           guint            n)
{
  gint64 best_gap = G_MININT64;
  Role best = ROLE_FOOT;

  for (guint r = 0; r < N_ROLES; r++)
    {
      gint64 gap = (gint64) mix[r].tenths * n - 10 * (gint64) counts[r];

      if (n < mix[r].from_unit || cheapest (catalogue, (Role) r) < 0)
        continue;
      if (gap > best_gap)
        {
          best_gap = gap;
          best = (Role) r;
        }
    }
  return best;
}

/* The charges of the first @n_units units the mix calls for, each the
 * cheapest (@dearest FALSE) or dearest regular type of its role. */
static guint
mix_charge (const Catalogue *catalogue,
            guint            n_units,
            gboolean         dearest)
{
  guint counts[N_ROLES] = { 0, };
  guint total = 0;

  for (guint n = 1; n <= n_units; n++)
    {
      Role role = next_role (catalogue, counts, n);
      gint index = cheapest (catalogue, role);

      if (index < 0)
        return total;
      total += dearest ? dearest_charge (catalogue, role) : choice_at (catalogue, (guint) index)->charge;
      counts[role]++;
    }
  return total;
}

static guint
remaining (const Raising *raising)
{
  return raising->points - raising->spent;
}

/* Adds the unit the mix calls for next, as the cheapest regular type of
 * its role. Returns: %FALSE, adding nothing, if the points do not allow it. */
static gboolean
grow (Raising *raising)
{
  const Catalogue *catalogue = raising->catalogue;
  Role role = next_role (catalogue, raising->counts, raising->units->len + 1);
  gint index = cheapest (catalogue, role);
  guint unit;

  if (index < 0 || choice_at (catalogue, (guint) index)->charge > remaining (raising))
    return FALSE;
  unit = (guint) index;
  g_array_append_val (raising->units, unit);
  raising->spent += choice_at (catalogue, unit)->charge;
  raising->counts[role]++;
  return TRUE;
}

/* Whether unit @unit may become @candidate: same role, dearer, within the
 * points, and within the share of mercenaries. */
static gboolean
can_raise (const Raising *raising,
           guint          unit,
           guint          candidate)
{
  const Choice *now = choice_at (raising->catalogue, g_array_index (raising->units, guint, unit));
  const Choice *next = choice_at (raising->catalogue, candidate);

  if (next->role != now->role || next->charge <= now->charge || next->charge - now->charge > remaining (raising))
    return FALSE;
  if (next->mercenary && !now->mercenary &&
      raising->mercenaries + 1 > raising->units->len / MERCENARY_SHARE)
    return FALSE;
  return TRUE;
}

/* Raises a unit picked at random to a dearer type picked at random.
 * Returns: %FALSE if no unit can be raised within the points. */
static gboolean
upgrade (Raising *raising)
{
  const Catalogue *catalogue = raising->catalogue;
  g_autoptr(GArray) units = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (guint));
  guint unit;
  guint *slot;
  const Choice *now;
  const Choice *next;

  for (guint u = 0; u < raising->units->len; u++)
    for (guint c = 0; c < catalogue->choices->len; c++)
      if (can_raise (raising, u, c))
        {
          g_array_append_val (units, u);
          break;
        }
  if (units->len == 0)
    return FALSE;
  unit = g_array_index (units, guint, bn_random_uniform (raising->random, units->len));
  for (guint c = 0; c < catalogue->choices->len; c++)
    if (can_raise (raising, unit, c))
      g_array_append_val (candidates, c);

  slot = &g_array_index (raising->units, guint, unit);
  now = choice_at (catalogue, *slot);
  *slot = g_array_index (candidates, guint, bn_random_uniform (raising->random, candidates->len));
  next = choice_at (catalogue, *slot);
  raising->spent += next->charge - now->charge;
  raising->mercenaries += (guint) next->mercenary - (guint) now->mercenary;
  return TRUE;
}

/* Roster order: foot, archers, horse, artillery; within a role the dearer
 * first, so the best troops deploy in the front rank and the commander
 * goes with the best foot; then catalogue order. */
static gint
compare_units (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  const Catalogue *catalogue = user_data;
  guint ia = *(const guint *) a, ib = *(const guint *) b;
  const Choice *ca = choice_at (catalogue, ia);
  const Choice *cb = choice_at (catalogue, ib);

  if (ca->role != cb->role)
    return (gint) ca->role - (gint) cb->role;
  if (ca->charge != cb->charge)
    return ca->charge > cb->charge ? -1 : 1;
  return (ia > ib) - (ia < ib);
}

/**
 * bn_army_generator_get_min_points:
 *
 * Returns: the fewest points bn_army_generate() raises an army for: one
 *   unit of foot, one of archers and one of horse, each the cheapest
 *   regular type of its role
 */
guint
bn_army_generator_get_min_points (BnUnitRules *rules)
{
  g_auto(Catalogue) catalogue = { 0, };

  g_return_val_if_fail (rules != NULL, 0);

  catalogue_init (&catalogue, rules);
  return mix_charge (&catalogue, CORE_UNITS, FALSE);
}

/**
 * bn_army_generator_get_max_points:
 *
 * Returns: the most points bn_army_generate() raises an army for: as many
 *   units as a battle takes a side, in the mix, each the dearest regular
 *   type of its role
 */
guint
bn_army_generator_get_max_points (BnUnitRules *rules)
{
  g_auto(Catalogue) catalogue = { 0, };

  g_return_val_if_fail (rules != NULL, 0);

  catalogue_init (&catalogue, rules);
  return mix_charge (&catalogue, BN_BATTLE_ARMY_MAX_UNITS, TRUE);
}

/* The names of data/host-commanders.txt, in its order; read once. */
static const char * const *
commander_names (void)
{
  static char **names = NULL;
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      g_autoptr(GBytes) bytes = bn_resources_lookup (BN_RESOURCE_DATA "host-commanders.txt", NULL);
      g_autofree char *text = bytes != NULL ? g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes))
                                            : g_strdup ("");
      g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
      GPtrArray *kept = g_ptr_array_new ();

      for (guint i = 0; lines[i] != NULL; i++)
        {
          char *line = g_strstrip (lines[i]);

          if (*line != '\0' && *line != '#')
            g_ptr_array_add (kept, g_strdup (line));
        }
      g_ptr_array_add (kept, NULL);
      names = (char **) g_ptr_array_free (kept, FALSE);
      g_once_init_leave (&initialized, 1);
    }
  return (const char * const *) names;
}

/* Names @army after its @n-th commander of the list. */
static void
name_after_commander (BnArmy *army,
                      guint   points,
                      guint   n)
{
  const char * const *names = commander_names ();
  guint n_names = g_strv_length ((char **) names);

  g_free (army->commander);
  g_free (army->name);
  army->commander = n_names > 0 ? g_strdup (names[n % n_names]) : NULL;
  army->name = army->commander != NULL
               /* TRANSLATORS: an army the generator raised, after its commander; with his name at most 31 bytes,
                  the battle's words' limit for an army's name */
               ? g_strdup_printf (_("%s’s host"), army->commander)
               : g_strdup_printf (_("Opposing host of %u points"), points);
}

/**
 * bn_army_generate:
 * @rules: the unit rules that price the army
 * @points: the army points to spend
 * @seed: the choices' seed; the same rules, points and seed raise the same
 *   army
 *
 * Raises an army of catalogue units for @points: its units and the least
 * promises its mercenaries are owed together cost at most @points, and
 * less than any of its units could still be raised by. Every unit has a
 * command colour, in turn red, blue, green down the roster, so each colour
 * orders a share of every role.
 *
 * The army is led by a man of data/host-commanders.txt, picked by @seed,
 * and named after him ("Aymer de Valence’s host").
 *
 * Returns: (transfer full): the army, or
 *   %NULL with a %BN_ARMY_GENERATOR_ERROR when @points is below
 *   bn_army_generator_get_min_points() or above
 *   bn_army_generator_get_max_points()
 */
BnArmy *
bn_army_generate (BnUnitRules  *rules,
                  guint         points,
                  guint64       seed,
                  GError      **error)
{
  g_auto(Catalogue) catalogue = { 0, };
  g_autoptr(BnRandom) random = NULL;
  g_autoptr(GArray) units = NULL;
  Raising raising = { 0, };
  guint min_points, max_points;
  guint target;
  BnArmy *army;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  catalogue_init (&catalogue, rules);
  min_points = mix_charge (&catalogue, CORE_UNITS, FALSE);
  max_points = mix_charge (&catalogue, BN_BATTLE_ARMY_MAX_UNITS, TRUE);
  if (points < min_points || min_points == 0)
    {
      g_set_error (error, BN_ARMY_GENERATOR_ERROR, BN_ARMY_GENERATOR_ERROR_TOO_FEW_POINTS,
                   _("%u points cannot raise an army: the smallest, one unit each of foot, archers "
                   "and horse, costs %u"), points, min_points);
      return NULL;
    }
  if (points > max_points)
    {
      g_set_error (error, BN_ARMY_GENERATOR_ERROR, BN_ARMY_GENERATOR_ERROR_TOO_MANY_POINTS,
                   _("%u points cannot be spent: a battle takes at most %d units a side, and %d of "
                   "the dearest units, in the house mix, cost %u; raise an army of %u to %u points"),
                   points, BN_BATTLE_ARMY_MAX_UNITS, BN_BATTLE_ARMY_MAX_UNITS, max_points, min_points,
                   max_points);
      return NULL;
    }

  random = bn_random_new (seed);
  units = g_array_new (FALSE, FALSE, sizeof (guint));
  raising = (Raising) { .catalogue = &catalogue, .random = random, .points = points, .units = units };
  target = CLAMP (points / POINTS_PER_UNIT, CORE_UNITS, BN_BATTLE_ARMY_MAX_UNITS);
  while (units->len < target && grow (&raising))
    ;
  for (;;)
    {
      if (upgrade (&raising))
        continue;
      if (units->len < BN_BATTLE_ARMY_MAX_UNITS && grow (&raising))
        continue;
      break;
    }
  g_array_sort_with_data (units, compare_units, &catalogue);

  army = bn_army_new (0, NULL);
  {
    g_autoptr(BnRandom) naming = bn_random_new (seed ^ COMMANDER_STREAM);

    name_after_commander (army, points, (guint) bn_random_uniform (naming, G_MAXUINT32));
  }
  for (guint i = 0; i < units->len; i++)
    {
      const Choice *choice = choice_at (&catalogue, g_array_index (units, guint, i));
      BnUnit *unit = bn_unit_copy (choice->type->unit);

      unit->colour = (BnColour) (BN_COLOUR_RED + i % (BN_COLOUR_COUNT - BN_COLOUR_RED));
      g_ptr_array_add (army->units, bn_army_unit_new (unit, choice->promise));
    }
  return army;
}

/**
 * bn_army_generator_name_apart:
 * @host: an army bn_army_generate() raised for @points
 * @against: (nullable): the name of the army it is raised to meet
 *
 * An army the player raised and kept may still bear the generator's name;
 * a host raised with the same seed to meet it would take that name too.
 * The host is then led by the next man of the list, and named after him.
 */
void
bn_army_generator_name_apart (BnArmy     *host,
                              guint       points,
                              const char *against)
{
  const char *taken[] = { against, NULL };

  g_return_if_fail (host != NULL && host->name != NULL);

  if (against != NULL)
    bn_army_generator_name_free (host, points, taken);
}

/**
 * bn_army_generator_name_free:
 * @host: an army bn_army_generate() raised for @points
 * @taken: (array zero-terminated=1): the names of the armies it must not
 *   share a name with (a campaign file's armies and hosts)
 *
 * Gives @host, if its name is taken, the next commander of the list whose
 * host's name is free, so that no two hosts of a file read alike. A host
 * whose every name is taken keeps its own.
 */
void
bn_army_generator_name_free (BnArmy             *host,
                             guint               points,
                             const char * const *taken)
{
  const char * const *names = commander_names ();
  guint n_names = g_strv_length ((char **) names);
  guint first;

  g_return_if_fail (host != NULL && host->name != NULL);

  if (taken == NULL || !g_strv_contains (taken, host->name) || host->commander == NULL)
    return;
  for (first = 0; first < n_names && g_strcmp0 (names[first], host->commander) != 0; first++)
    ;
  for (guint step = 1; step < n_names; step++)
    {
      g_autoptr(BnArmy) named = bn_army_new (0, NULL);

      name_after_commander (named, points, first + step);
      if (!g_strv_contains (taken, named->name))
        {
          g_free (host->name);
          g_free (host->commander);
          host->name = g_steal_pointer (&named->name);
          host->commander = g_steal_pointer (&named->commander);
          return;
        }
    }
}

/**
 * bn_army_generator_give:
 * @army: an army bn_army_generate() raised
 * @domain: (element-type BnLeader): @leader's vassals and heroes
 * @name: (nullable): the army's name; %NULL keeps the one it was raised with
 *
 * Makes a raised army @leader's, to be saved as his: his name for it and
 * him at its head, as a new army in the builder starts. It stays
 * unmustered: its points come from his muster before its battle, as any
 * saved roster's do, and the roster is kept as the template it then is.
 *
 * Returns: %FALSE with @error, @army unchanged, when the roster may not be
 *   his (a hero or a dead leader heads no army)
 */
gboolean
bn_army_generator_give (BnArmy          *army,
                        const BnLeader  *leader,
                        GPtrArray       *domain,
                        const char      *name,
                        BnUnitRules     *rules,
                        BnLeaderRules   *leader_rules,
                        GError         **error)
{
  g_autoptr(BnArmy) given = NULL;
  g_autoptr(BnArmyReport) report = NULL;

  g_return_val_if_fail (army != NULL && army->id == 0, FALSE);
  g_return_val_if_fail (leader != NULL && rules != NULL && leader_rules != NULL, FALSE);

  given = bn_army_copy (army);
  given->leader_id = leader->id;
  if (name != NULL)
    {
      g_free (given->name);
      given->name = g_strdup (name);
    }
  g_ptr_array_set_size (given->posts, 0);
  g_ptr_array_add (given->posts, bn_army_post_new (leader->id, BN_ARMY_ROLE_COMMANDER, -1));
  report = bn_army_check (given, rules, leader_rules, leader, domain);
  for (guint i = 0; i < report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);

      if (bn_army_problem_blocks_saving (problem))
        {
          g_set_error (error, BN_ARMY_GENERATOR_ERROR, BN_ARMY_GENERATOR_ERROR_NOT_HIS,
                       _("“%s” cannot be %s’s army: %s"), given->name, leader->name, problem->message);
          return FALSE;
        }
    }
  g_free (army->name);
  army->name = g_steal_pointer (&given->name);
  army->leader_id = leader->id;
  g_ptr_array_set_size (army->posts, 0);
  g_ptr_array_add (army->posts, bn_army_post_new (leader->id, BN_ARMY_ROLE_COMMANDER, -1));
  return TRUE;
}
