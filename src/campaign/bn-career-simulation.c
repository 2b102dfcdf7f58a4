/* bn-career-simulation.c — many careers of auto-resolved battles, measured.
 *
 * Each campaign runs in a temporary database that is removed when it ends;
 * only the figures of its careers are kept. Every leader's fate in a battle
 * is read back from the store as a player would see it: his record before
 * and after the post-battle sequence, and his ledger lines for the battle.
 */
#include "bn-career-simulation.h"
#include <inttypes.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include <string.h>

#include "bn-career.h"
#include "bn-career-fight.h"
#include "bn-career-recruit.h"
#include "bn-leader-rules.h"
#include "bn-unit-rules.h"

#define N_LEVELS 7              /* esteem levels 1–6, indexed as such */
#define NOT_REACHED G_MAXUINT

/* One career: a Baron from his recruitment to his death, his captivity or
 * the end of his campaign. */
typedef struct
{
  guint motivation;             /* index among the rules' motivations */
  guint battles;
  gboolean ended;               /* killed or held; else still running (censored) */
  guint start_level;
  guint reached_at[N_LEVELS];   /* battles fought when the level was first held */
} Career;

/* The battles of one group, as they were fought. */
typedef struct
{
  GArray *honor;                /* gint: honor gained in each battle */
  guint deaths;
  guint captures;
  guint wounds;
  guint rank_climbs;
  guint checks;
} Tally;

struct _BnCareerSimulation
{
  BnCareerSimulationRequest request;
  GArray *careers;              /* Career */
  GPtrArray *groups;            /* BnCareerSimulationGroup: each motivation, then all */
  guint starting_leaders;
  guint battles;                /* battles fought, each counted once */
};

/* A campaign being simulated. */
typedef struct
{
  BnCareerSimulation *sim;
  BnStore *store;
  BnLeaderRules *rules;
  BnUnitRules *unit_rules;
  BnCareerRules *career_rules;  /* to read a fate from the card that decided it */
  GRand *rand;
  Tally *tallies;               /* one a motivation */
  gint64 campaign_id;
  gint64 leader[BN_CAREER_SIMULATION_BARONS];
  gint64 army[BN_CAREER_SIMULATION_BARONS];
  guint career[BN_CAREER_SIMULATION_BARONS]; /* index into sim->careers */
  guint recruits;
} Campaign;

static void
group_free (gpointer data)
{
  BnCareerSimulationGroup *group = data;

  g_free (group->motivation);
  g_free (group->name);
  g_free (group);
}

void
bn_career_simulation_free (BnCareerSimulation *simulation)
{
  if (simulation == NULL)
    return;
  g_array_unref (simulation->careers);
  g_ptr_array_unref (simulation->groups);
  g_free (simulation);
}

static guint64
next_seed (GRand *rand)
{
  return ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);
}

static guint
motivation_index (BnLeaderRules *rules,
                  const char    *id)
{
  for (guint i = 0; i < bn_leader_rules_get_n_motivations (rules); i++)
    if (g_strcmp0 (bn_leader_rules_get_motivation (rules, i)->id, id) == 0)
      return i;
  return 0;
}

static void
note_esteem (Career         *career,
             const BnLeader *leader)
{
  for (guint level = 1; level <= MIN (leader->esteem_level, N_LEVELS - 1); level++)
    if (career->reached_at[level] == NOT_REACHED)
      career->reached_at[level] = career->battles;
}

/* A new Baron with his host in place @slot, and a new career for him. */
static gboolean
recruit (Campaign  *c,
         guint      slot,
         GError   **error)
{
  g_autofree char *name = g_strdup_printf ("Baron %u", ++c->recruits);
  g_autoptr(BnLeader) baron = NULL;
  Career career = { 0 };

  baron = bn_career_recruit_leader (c->store, c->rules, c->campaign_id, name, TRUE, 0, 0, next_seed (c->rand), error);
  if (baron == NULL)
    return FALSE;
  c->army[slot] = bn_career_raise_host (c->store, c->rules, c->unit_rules, baron, BN_CAREER_SIMULATION_POINTS,
                                        next_seed (c->rand), error);
  if (c->army[slot] == 0)
    return FALSE;
  c->leader[slot] = baron->id;
  career.motivation = motivation_index (c->rules, baron->motivation);
  career.start_level = baron->esteem_level;
  for (guint level = 0; level < N_LEVELS; level++)
    career.reached_at[level] = NOT_REACHED;
  note_esteem (&career, baron);
  g_array_append_val (c->sim->careers, career);
  c->career[slot] = c->sim->careers->len - 1;
  return TRUE;
}

static Career *
slot_career (Campaign *c,
             guint     slot)
{
  return &g_array_index (c->sim->careers, Career, c->career[slot]);
}

/* Whether he can fight this round: alive and free. A wounded leader
 * fights on, his skill lowered (docs/rules.md, "Wounds"). */
static gboolean
fit_to_fight (const BnCareerLeader *cl)
{
  return bn_leader_can_take_the_field (cl->leader);
}

/* Whether his ledger says he was captured in @battle_id, held or ransomed
 * (a ransomed captive returns with no change of status, so only the
 * sequence's fate lines tell), and whether a Special Results card wounded
 * him in it (a wound he brought into the battle is not counted again).
 * Read, as the Chronicle reads them, from the lines' kinds, cards and
 * numbers, never from their words, which change with the language and the
 * wording: a capture is a Special Results card whose fate is captured, or
 * one that left him lost followed by the other side's card that found and
 * captured him (bn-career-state-checks.c writes them so). */
static gboolean
read_fates (Campaign  *c,
            gint64     leader_id,
            gint64     battle_id,
            gboolean  *out_captured,
            gboolean  *out_wounded,
            GError   **error)
{
  g_autoptr(GPtrArray) ledger = bn_career_get_ledger (c->store, leader_id, error);
  gboolean lost = FALSE;        /* the last Special Results card left him lost */

  if (ledger == NULL)
    return FALSE;
  *out_captured = *out_wounded = FALSE;
  for (guint i = 0; i < ledger->len; i++)
    {
      const BnLedgerEntry *entry = g_ptr_array_index (ledger, i);
      const BnSpecialResult *result;
      BnCard card;

      /* Only a card drawn (not a D20 thrown) tells a fate. */
      if (entry->battle_id != battle_id || g_strcmp0 (entry->kind, "fate") != 0 || entry->card == NULL
          || g_str_has_prefix (entry->card, "D20") || !bn_card_parse (entry->card, &card, NULL))
        continue;
      if (lost)
        {
          lost = FALSE;
          if (bn_career_rules_lost_found (c->career_rules, card) == BN_FATE_CAPTURED)
            *out_captured = TRUE;
          continue;
        }
      result = bn_career_rules_special_result (c->career_rules, card);
      if (result == NULL)
        continue;
      if (result->fate == BN_FATE_CAPTURED)
        *out_captured = TRUE;
      lost = result->fate == BN_FATE_LOST;
      /* Its result is the battles a wound lasts, 0 for any other outcome. */
      if (entry->result > 0)
        *out_wounded = TRUE;
    }
  return TRUE;
}

/* What one battle did to the Baron in @slot. */
static gboolean
note_battle (Campaign              *c,
             guint                  slot,
             const BnBattleRecord  *record,
             const BnCareerLeader  *before,
             GError               **error)
{
  gint64 battle_id = record->id;
  g_autoptr(BnCareerLeader) after = bn_career_get_leader (c->store, c->leader[slot], error);
  Career *career = slot_career (c, slot);
  Tally *tally;
  gint honor;
  gboolean captured, wounded;

  if (after == NULL || !read_fates (c, c->leader[slot], battle_id, &captured, &wounded, error))
    return FALSE;
  tally = &c->tallies[career->motivation];
  career->battles++;
  honor = (gint) after->leader->honor - (gint) before->leader->honor;
  g_array_append_val (tally->honor, honor);
  if (!bn_leader_is_living (after->leader))
    tally->deaths++;
  if (captured)
    tally->captures++;
  if (wounded)
    tally->wounds++;
  if (after->leader->social_rank > before->leader->social_rank)
    tally->rank_climbs += after->leader->social_rank - before->leader->social_rank;
  for (guint i = 0; i < record->checks->len; i++)
    if (((const BnPcsCheck *) g_ptr_array_index (record->checks, i))->leader_id == c->leader[slot])
      tally->checks++;
  note_esteem (career, after->leader);
  return TRUE;
}

static gboolean
fight (Campaign  *c,
       guint      a,
       guint      b,
       GError   **error)
{
  g_autoptr(BnCareerLeader) before_a = bn_career_get_leader (c->store, c->leader[a], error);
  g_autoptr(BnCareerLeader) before_b = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  BnFightRequest request = { 0 };

  if (before_a == NULL || (before_b = bn_career_get_leader (c->store, c->leader[b], error)) == NULL)
    return FALSE;
  request.campaign_id = c->campaign_id;
  request.army_id = c->army[a];
  request.opponent_army_id = c->army[b];
  request.seed = next_seed (c->rand);
  record = bn_career_fight (c->store, &request, NULL, error);
  if (record == NULL || !bn_career_apply_battle (c->store, record->id, NULL, error))
    return FALSE;
  c->sim->battles++;
  return note_battle (c, a, record, before_a, error) && note_battle (c, b, record, before_b, error);
}

/* Spends a Baron's new skill points as his motivation favours: each on the
 * first skill of its order not yet at its most. */
static gboolean
spend_skill_points (Campaign  *c,
                    gint64     leader_id,
                    guint      points,
                    GError   **error)
{
  g_autoptr(BnCareerLeader) cl = bn_career_get_leader (c->store, leader_id, error);
  const BnMotivation *motivation;
  BnSkill order[BN_SKILL_COUNT] = { 0, 1, 2, 3 };
  guint skills[BN_SKILL_COUNT];

  if (cl == NULL)
    return FALSE;
  motivation = bn_leader_rules_lookup_motivation (c->rules, cl->leader->motivation);
  if (motivation != NULL && motivation->skill_priority != NULL)
    for (guint i = 0; i < BN_SKILL_COUNT && motivation->skill_priority[i] != NULL; i++)
      bn_skill_from_id (motivation->skill_priority[i], &order[i]);
  memcpy (skills, cl->leader->skills, sizeof skills);
  for (guint p = 0; p < points; p++)
    for (guint i = 0; i < BN_SKILL_COUNT; i++)
      {
        const BnSkillRule *rule = bn_leader_rules_lookup_skill (c->rules, bn_skill_get_id (order[i]));

        if (rule != NULL && skills[order[i]] >= rule->max_points)
          continue;
        if (!bn_career_assign_skill_point (c->store, leader_id, order[i], error))
          return FALSE;
        skills[order[i]]++;
        break;
      }
  return TRUE;
}

/* Between rounds: the campaign advances, skill points are spent, and a
 * Baron killed or held is followed by a new one. */
static gboolean
advance (Campaign  *c,
         GError   **error)
{
  g_autoptr(GPtrArray) pending = bn_career_advance (c->store, c->campaign_id, NULL, error);

  if (pending == NULL)
    return FALSE;
  for (guint i = 0; i < pending->len; i++)
    {
      const BnCareerPending *p = g_ptr_array_index (pending, i);

      if (p->skill_points > 0 && !p->needs_heir && !spend_skill_points (c, p->leader_id, p->skill_points, error))
        return FALSE;
    }
  for (guint slot = 0; slot < BN_CAREER_SIMULATION_BARONS; slot++)
    {
      g_autoptr(BnCareerLeader) cl = bn_career_get_leader (c->store, c->leader[slot], error);
      Career *career = slot_career (c, slot);

      if (cl == NULL)
        return FALSE;
      note_esteem (career, cl->leader);
      if (bn_leader_can_take_the_field (cl->leader))
        continue;
      career->ended = TRUE;
      if (!recruit (c, slot, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
round_of_battles (Campaign  *c,
                  GError   **error)
{
  guint fit[BN_CAREER_SIMULATION_BARONS];
  guint n_fit = 0;

  for (guint slot = 0; slot < BN_CAREER_SIMULATION_BARONS; slot++)
    {
      g_autoptr(BnCareerLeader) cl = bn_career_get_leader (c->store, c->leader[slot], error);

      if (cl == NULL)
        return FALSE;
      if (fit_to_fight (cl))
        fit[n_fit++] = slot;
    }
  /* Paired at random: a Fisher–Yates shuffle, then neighbours meet. */
  for (guint i = n_fit; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (c->rand, 0, (gint32) i);
      guint t = fit[i - 1];

      fit[i - 1] = fit[j];
      fit[j] = t;
    }
  for (guint i = 0; i + 1 < n_fit; i += 2)
    if (!fight (c, fit[i], fit[i + 1], error))
      return FALSE;
  return TRUE;
}

static void
remove_database (const char *path)
{
  const char *suffixes[] = { "", "-wal", "-shm", "-journal" };

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *file = g_strconcat (path, suffixes[i], NULL);

      g_remove (file);
    }
}

static gboolean
simulate_campaign (BnCareerSimulation         *sim,
                   Campaign                   *c,
                   const char                 *dir,
                   guint                       index,
                   BnCareerSimulationProgress  progress,
                   gpointer                    user_data,
                   GCancellable               *cancellable,
                   GError                    **error)
{
  g_autofree char *file = g_strdup_printf ("campaign-%u.db", index + 1);
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autofree char *name = g_strdup_printf (_("Simulated campaign %u"), index + 1);
  g_autoptr(BnCampaign) campaign = NULL;
  gboolean ok = FALSE;

  c->store = bn_store_open (path, error);
  if (c->store == NULL)
    goto out;
  /* A campaign seed is stored as a signed 64-bit number. */
  campaign = bn_store_create_campaign (c->store, name, next_seed (c->rand) >> 1, error);
  if (campaign == NULL)
    goto out;
  c->campaign_id = campaign->id;
  c->recruits = 0;
  for (guint slot = 0; slot < BN_CAREER_SIMULATION_BARONS; slot++)
    if (!recruit (c, slot, error))
      goto out;
  sim->starting_leaders += BN_CAREER_SIMULATION_BARONS;

  for (guint round = 0; round < sim->request.rounds; round++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error) ||
          !round_of_battles (c, error) || !advance (c, error))
        goto out;
      if (progress != NULL)
        progress (index * sim->request.rounds + round + 1, sim->request.campaigns * sim->request.rounds, user_data);
    }
  ok = TRUE;

out:
  g_clear_pointer (&c->store, bn_store_unref);
  remove_database (path);
  return ok;
}

/* The q-quantile of sorted @values, interpolated between neighbours. */
static double
quantile (const double *values,
          guint         n,
          double        q)
{
  double pos, frac;
  guint lo;

  if (n == 0)
    return 0;
  pos = q * (n - 1);
  lo = (guint) pos;
  frac = pos - lo;
  if (lo + 1 >= n)
    return values[n - 1];
  return values[lo] + frac * (values[lo + 1] - values[lo]);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The median career in battles by Kaplan–Meier: a career that ended (death
 * or captivity) is an event at its length, one still running when its
 * campaign ended is censored there, counted at risk up to it and no
 * further. -1 when the survival estimate never falls to one half. */
static double
career_median (GArray *lengths,
               GArray *ended)
{
  guint n = lengths->len;
  guint longest = 0;
  guint at_risk = n;
  double survival = 1;
  g_autofree guint *with_length = NULL;
  g_autofree guint *events = NULL;

  for (guint i = 0; i < n; i++)
    longest = MAX (longest, g_array_index (lengths, guint, i));
  with_length = g_new0 (guint, longest + 1);
  events = g_new0 (guint, longest + 1);
  for (guint i = 0; i < n; i++)
    {
      guint length = g_array_index (lengths, guint, i);

      with_length[length]++;
      if (g_array_index (ended, gboolean, i))
        events[length]++;
    }
  for (guint t = 0; t <= longest; t++)
    {
      if (at_risk > 0 && events[t] > 0)
        {
          survival *= 1.0 - (double) events[t] / at_risk;
          if (survival <= 0.5)
            return t;
        }
      /* Ended or censored at t, no longer at risk after it. */
      at_risk -= with_length[t];
    }
  return -1;
}

/* @motivation: an index, or G_MAXUINT for every motivation. */
static BnCareerSimulationGroup *
make_group (BnCareerSimulation *sim,
            BnLeaderRules      *rules,
            Tally              *tallies,
            guint               motivation)
{
  BnCareerSimulationGroup *group = g_new0 (BnCareerSimulationGroup, 1);
  guint n_motivations = bn_leader_rules_get_n_motivations (rules);
  g_autoptr(GArray) honor = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) lengths = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) ended = g_array_new (FALSE, FALSE, sizeof (gboolean));
  double sum = 0;

  if (motivation != G_MAXUINT)
    {
      const BnMotivation *row = bn_leader_rules_get_motivation (rules, motivation);

      group->motivation = g_strdup (row->id);
      group->name = g_strdup (row->name);
    }
  else
    group->name = g_strdup (_("All"));

  for (guint m = 0; m < n_motivations; m++)
    {
      const Tally *tally = &tallies[m];

      if (motivation != G_MAXUINT && m != motivation)
        continue;
      for (guint i = 0; i < tally->honor->len; i++)
        {
          double value = g_array_index (tally->honor, gint, i);

          g_array_append_val (honor, value);
          sum += value;
        }
      group->deaths += tally->deaths;
      group->captures += tally->captures;
      group->wounds += tally->wounds;
      group->rank_climbs += tally->rank_climbs;
      group->checks += tally->checks;
    }
  g_array_sort (honor, compare_doubles);
  group->battles = honor->len;
  group->honor_q1 = quantile ((double *) honor->data, honor->len, 0.25);
  group->honor_median = quantile ((double *) honor->data, honor->len, 0.5);
  group->honor_q3 = quantile ((double *) honor->data, honor->len, 0.75);
  group->honor_mean = honor->len > 0 ? sum / honor->len : 0;

  for (guint level = 1; level < N_LEVELS; level++)
    {
      g_autoptr(GArray) reached = g_array_new (FALSE, FALSE, sizeof (double));

      for (guint i = 0; i < sim->careers->len; i++)
        {
          const Career *career = &g_array_index (sim->careers, Career, i);
          double at = career->reached_at[level];

          if ((motivation != G_MAXUINT && career->motivation != motivation) || career->start_level >= level)
            continue;
          group->esteem_below[level]++;
          if (career->reached_at[level] != NOT_REACHED)
            g_array_append_val (reached, at);
        }
      g_array_sort (reached, compare_doubles);
      group->esteem_reached[level] = reached->len;
      group->esteem_median[level] = reached->len > 0 ? quantile ((double *) reached->data, reached->len, 0.5) : -1;
    }

  for (guint i = 0; i < sim->careers->len; i++)
    {
      const Career *career = &g_array_index (sim->careers, Career, i);

      if (motivation != G_MAXUINT && career->motivation != motivation)
        continue;
      group->careers++;
      if (career->ended)
        group->ended++;
      group->career_longest = MAX (group->career_longest, career->battles);
      g_array_append_val (lengths, career->battles);
      g_array_append_val (ended, career->ended);
    }
  group->career_median = career_median (lengths, ended);
  return group;
}

/**
 * bn_career_simulation_run:
 * @request: how many campaigns, how many rounds, the seed
 * @progress: (nullable): called after each round
 * @cancellable: (nullable): stops the run between battles
 *
 * Runs the campaigns one after another, each in a temporary database
 * removed when it ends, and gathers the figures of every career.
 *
 * Returns: (transfer full): the figures, or %NULL with @error set (and
 * %G_IO_ERROR_CANCELLED when cancelled)
 */
BnCareerSimulation *
bn_career_simulation_run (const BnCareerSimulationRequest *request,
                          BnCareerSimulationProgress       progress,
                          gpointer                         user_data,
                          GCancellable                    *cancellable,
                          GError                         **error)
{
  g_autoptr(BnCareerSimulation) sim = NULL;
  g_autoptr(BnLeaderRules) rules = NULL;
  g_autoptr(BnUnitRules) unit_rules = NULL;
  g_autoptr(BnCareerRules) career_rules = NULL;
  g_autofree char *dir = NULL;
  g_autofree Tally *tallies = NULL;
  guint n_motivations;
  guint32 seed_words[2];
  gboolean ok = TRUE;
  Campaign c = { 0 };

  g_return_val_if_fail (request != NULL, NULL);
  g_return_val_if_fail (request->campaigns > 0 && request->rounds > 0, NULL);

  if ((rules = bn_leader_rules_load_default (error)) == NULL ||
      (unit_rules = bn_unit_rules_load_default (error)) == NULL ||
      (career_rules = bn_career_rules_load_default (error)) == NULL ||
      (dir = g_dir_make_tmp ("banneret-simulate-XXXXXX", error)) == NULL)
    return NULL;

  sim = g_new0 (BnCareerSimulation, 1);
  sim->request = *request;
  sim->careers = g_array_new (FALSE, TRUE, sizeof (Career));
  sim->groups = g_ptr_array_new_with_free_func (group_free);
  n_motivations = bn_leader_rules_get_n_motivations (rules);
  tallies = g_new0 (Tally, n_motivations);
  for (guint m = 0; m < n_motivations; m++)
    tallies[m].honor = g_array_new (FALSE, FALSE, sizeof (gint));

  seed_words[0] = (guint32) request->seed;
  seed_words[1] = (guint32) (request->seed >> 32);
  c.sim = sim;
  c.rules = rules;
  c.unit_rules = unit_rules;
  c.career_rules = career_rules;
  c.tallies = tallies;
  c.rand = g_rand_new_with_seed_array (seed_words, G_N_ELEMENTS (seed_words));
  for (guint i = 0; ok && i < request->campaigns; i++)
    ok = simulate_campaign (sim, &c, dir, i, progress, user_data, cancellable, error);
  g_rand_free (c.rand);
  g_rmdir (dir);

  if (ok)
    {
      for (guint m = 0; m < n_motivations; m++)
        g_ptr_array_add (sim->groups, make_group (sim, rules, tallies, m));
      g_ptr_array_add (sim->groups, make_group (sim, rules, tallies, G_MAXUINT));
    }
  for (guint m = 0; m < n_motivations; m++)
    g_array_unref (tallies[m].honor);
  return ok ? g_steal_pointer (&sim) : NULL;
}

/* Each motivation, in the rules' order, then every motivation together. */
guint
bn_career_simulation_get_n_groups (const BnCareerSimulation *simulation)
{
  g_return_val_if_fail (simulation != NULL, 0);

  return simulation->groups->len;
}

const BnCareerSimulationGroup *
bn_career_simulation_get_group (const BnCareerSimulation *simulation,
                                guint                     index)
{
  g_return_val_if_fail (simulation != NULL && index < simulation->groups->len, NULL);

  return g_ptr_array_index (simulation->groups, index);
}

guint
bn_career_simulation_get_starting_leaders (const BnCareerSimulation *simulation)
{
  g_return_val_if_fail (simulation != NULL, 0);

  return simulation->starting_leaders;
}

/* Battles fought, each once (two careers take part in every one). */
guint
bn_career_simulation_get_battles (const BnCareerSimulation *simulation)
{
  g_return_val_if_fail (simulation != NULL, 0);

  return simulation->battles;
}

/* Appends @text padded with spaces to @width characters, on the left when
 * @right (numbers line up on their last digit). */
static void
append_cell (GString    *out,
             const char *text,
             guint       width,
             gboolean    right)
{
  glong length = g_utf8_strlen (text, -1);
  guint pad = length < (glong) width ? width - (guint) length : 1;

  if (!right)
    g_string_append (out, text);
  for (guint i = 0; i < pad; i++)
    g_string_append_c (out, ' ');
  if (right)
    g_string_append (out, text);
}

typedef char *(*CellFormat) (const BnCareerSimulationGroup *group,
                             guint                          level);

static void
append_row (GString                  *out,
            const BnCareerSimulation *sim,
            const char               *label,
            CellFormat                format,
            guint                     level)
{
  append_cell (out, label, 34, FALSE);
  for (guint g = 0; g < sim->groups->len; g++)
    {
      g_autofree char *cell = format (g_ptr_array_index (sim->groups, g), level);

      append_cell (out, cell, 16, TRUE);
    }
  g_string_append_c (out, '\n');
}

static double
percent (guint part,
         guint whole)
{
  return whole > 0 ? 100.0 * part / whole : 0;
}

static char *
cell_name (const BnCareerSimulationGroup *group, guint level)
{
  return g_strdup (group->name);
}

static char *
cell_careers (const BnCareerSimulationGroup *group, guint level)
{
  return g_strdup_printf ("%u", group->careers);
}

static char *
cell_battles (const BnCareerSimulationGroup *group, guint level)
{
  return g_strdup_printf ("%u", group->battles);
}

static char *
cell_honor_median (const BnCareerSimulationGroup *group, guint level)
{
  return g_strdup_printf ("%.1f", group->honor_median);
}

static char *
cell_honor_quartiles (const BnCareerSimulationGroup *group, guint level)
{
  return g_strdup_printf ("%.1f–%.1f", group->honor_q1, group->honor_q3);
}

static char *
cell_honor_mean (const BnCareerSimulationGroup *group, guint level)
{
  return g_strdup_printf ("%.1f", group->honor_mean);
}

static char *
cell_deaths (const BnCareerSimulationGroup *group, guint level)
{
  return g_strdup_printf ("%.1f%%", percent (group->deaths, group->battles));
}

static char *
cell_captures (const BnCareerSimulationGroup *group, guint level)
{
  return g_strdup_printf ("%.1f%%", percent (group->captures, group->battles));
}

static char *
cell_wounds (const BnCareerSimulationGroup *group, guint level)
{
  return g_strdup_printf ("%.1f%%", percent (group->wounds, group->battles));
}

static char *
cell_checks (const BnCareerSimulationGroup *group, guint level)
{
  return g_strdup_printf ("%.1f", group->battles > 0 ? (double) group->checks / group->battles : 0);
}

static char *
cell_climbs (const BnCareerSimulationGroup *group, guint level)
{
  return g_strdup_printf ("%u", group->rank_climbs);
}

static char *
cell_ended (const BnCareerSimulationGroup *group, guint level)
{
  return g_strdup_printf ("%u", group->ended);
}

static char *
cell_career_median (const BnCareerSimulationGroup *group, guint level)
{
  if (group->career_median < 0)
    /* TRANSLATORS: a median career length not reached: over half the
     * careers outlived the longest one seen to end, %u battles */
    return g_strdup_printf (_("over %u"), group->career_longest);
  return g_strdup_printf ("%.0f", group->career_median);
}

static char *
cell_esteem (const BnCareerSimulationGroup *group, guint level)
{
  if (group->esteem_reached[level] == 0)
    return g_strdup_printf ("– (0/%u)", group->esteem_below[level]);
  return g_strdup_printf ("%.1f (%u/%u)", group->esteem_median[level], group->esteem_reached[level],
                          group->esteem_below[level]);
}

/**
 * bn_career_simulation_format:
 *
 * The balance report as plain text: one column a motivation and one for
 * all, one row a figure, and what each figure means. The same figures give
 * the same text.
 *
 * Returns: (transfer full): the report
 */
char *
bn_career_simulation_format (const BnCareerSimulation *simulation)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(BnLeaderRules) rules = NULL;
  const BnCareerSimulationRequest *r;

  g_return_val_if_fail (simulation != NULL, NULL);

  r = &simulation->request;
  g_string_append_printf (out, _("Balance of careers: %u campaigns of %u Barons, %u rounds, seed %" PRIu64 "\n"),
                          r->campaigns, BN_CAREER_SIMULATION_BARONS, r->rounds, r->seed);
  g_string_append_printf (out, _("Like against like: player-leader Barons with hosts of %u points, paired at random each round.\n"),
                          BN_CAREER_SIMULATION_POINTS);
  g_string_append_printf (out, _("%u careers (%u begun with the campaigns), %u battles fought.\n\n"),
                          simulation->careers->len, simulation->starting_leaders, simulation->battles);

  append_row (out, simulation, "", cell_name, 0);
  append_row (out, simulation, _("Careers"), cell_careers, 0);
  append_row (out, simulation, _("Careers ended (killed or held)"), cell_ended, 0);
  append_row (out, simulation, _("Battles fought"), cell_battles, 0);
  append_row (out, simulation, _("Honor per battle, median"), cell_honor_median, 0);
  append_row (out, simulation, _("Honor per battle, quartiles"), cell_honor_quartiles, 0);
  append_row (out, simulation, _("Honor per battle, mean"), cell_honor_mean, 0);
  /* xgettext:no-c-format */
  append_row (out, simulation, _("Killed, % of battles"), cell_deaths, 0);
  /* xgettext:no-c-format */
  append_row (out, simulation, _("Captured, % of battles"), cell_captures, 0);
  /* xgettext:no-c-format */
  append_row (out, simulation, _("Wounded, % of battles"), cell_wounds, 0);
  append_row (out, simulation, _("Combat-skill checks per battle"), cell_checks, 0);
  append_row (out, simulation, _("Rank climbs"), cell_climbs, 0);
  append_row (out, simulation, _("Career length, median (battles)"), cell_career_median, 0);

  rules = bn_leader_rules_load_default (NULL);
  for (guint level = 2; level < N_LEVELS; level++)
    {
      const BnEsteemLevel *esteem = rules != NULL ? bn_leader_rules_get_esteem (rules, level) : NULL;
      g_autofree char *label = g_strdup_printf (_("Battles to reach %s"), esteem != NULL ? esteem->name : "?");

      append_row (out, simulation, label, cell_esteem, level);
    }

  g_string_append (out, _("\nHonor per battle: what the post-battle sequence gave the leader for that battle, "
                          "without the honor of the advance between battles.\n"
                          "Killed, captured (held or ransomed) and wounded: battles in which it happened to "
                          "the leader, as a share of the battles his group fought. Combat-skill checks: the "
                          "personal combat skill checks the battle's record put on him, on average.\n"
                          "Battles to reach a level: the median number of battles fought when a career first "
                          "held it, over careers that began below it and reached it (the advance after a "
                          "battle counts with that battle); in brackets, how many reached it of those that "
                          "began below it.\n"
                          "Career length: the Kaplan–Meier median. A career ended by death or captivity ends "
                          "there; one still running when its campaign ends is censored, counted as lasting at "
                          "least the battles it fought. \"over N\": more than half were still running.\n"));
  return g_string_free (g_steal_pointer (&out), FALSE);
}
