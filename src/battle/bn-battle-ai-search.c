/* bn-battle-ai-search.c — the searching ("hard") computer player.
 *
 * At each decision it lists the acting side's legal actions (at most
 * MAX_ROOT of them: the sensible player's own choice first, then the next
 * best it scored, the rest drawn from the list by its seeded source) and
 * judges each by continuations
 * played by the sensible player on both sides, for HORIZON_TURNS turns or
 * to the battle's end, scored by evaluate(). Candidates share their
 * samples (sample j of every candidate starts from the same guessed
 * state and the same dice), and successive halving spends the budget of
 * continuations on the better half, round after round.
 *
 * It never peeks: every continuation starts from a copy of the battle in
 * which ai_determinize() has dealt afresh what the deciding side cannot
 * see — the enemy's hand from the cards it cannot account for, the secret
 * promises of the enemy's mercenaries within their known total — and with
 * dice of its own, seeded from the player's seed and the decision's
 * number. The copy leaves the log behind (it holds the enemy's draws).
 * Whatever the hidden state, the same player sees the same samples and
 * makes the same choice (test-battle-ai-search checks it per ruleset).
 *
 * The budget is counted in continuations, so a battle is the same from
 * its seed; a cap on the thinking thread's processor time (so a busy
 * machine does not change the choice) and "move now" stop it early with
 * the best action found so far. A decision with one legal action is not
 * weighed at all.
 */
#include "bn-battle-ai-private.h"

#include <math.h>
#include <string.h>
#include <time.h>

#define MAX_ROOT       6    /* candidates weighed at one decision */
#define N_PROPOSALS    6    /* guessed states the sensible player proposes from */
#define MARGIN         0.01 /* how much better than the sensible choice another must score */
#define HORIZON_TURNS  2    /* turns a continuation looks ahead before it is scored */
#define MAX_ROLLOUT    600  /* actions a continuation plays at most */

typedef struct
{
  BnBattleAction action;
  guint          n;       /* continuations played */
  double         sum;     /* … and their scores */
  gboolean       sensible; /* the sensible player's own choice: never dropped */
} Root;

static guint64
sample_seed (guint64 decision_seed,
             guint   sample,
             guint   salt)
{
  return bn_battle_ai_derive_seed (decision_seed, (guint64) sample * 4 + salt);
}

static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  return (int) *(const guint8 *) a - (int) *(const guint8 *) b;
}

/**
 * ai_determinize:
 * @viewer: the side whose knowledge the copy keeps
 * @random: the sample's source
 *
 * Deals afresh, in @b (a copy), what @viewer cannot see, from nothing but
 * what it can: the enemy's hand is drawn from the pool of cards in that
 * hand and the draw pile (taken in card order, so how they lay is never
 * read), the draw pile keeps the rest in card order; the secret promises
 * of the mercenaries the enemy controls are split afresh within their
 * total (the points an army spends are known; Lionheart logs its
 * accounts). The dice are the caller's: a fresh seeded chance.
 */
void
ai_determinize (BnBattle *b,
                guint     viewer,
                BnRandom *random)
{
  BnBattleState *s = &b->s;
  guint enemy = 1 - viewer;
  guint8 pool[BN_BATTLE_MAX_DECK + BN_BATTLE_MAX_HAND];
  guint n_pool = 0;
  guint merc[BN_BATTLE_MAX_UNITS];
  guint n_merc = 0, total = 0;

  if (s->n_hand[enemy] > 0)
    {
      /* An unseen card of his is among the draw pile's (a dealt deck). */
      for (guint i = 0; i < s->n_hand[enemy]; i++)
        if (s->hand[enemy][i] != BN_BATTLE_CARD_UNSEEN)
          pool[n_pool++] = s->hand[enemy][i];
      for (guint i = 0; i < s->n_draw; i++)
        pool[n_pool++] = s->draw[i];
      qsort (pool, n_pool, 1, compare_cards);
      for (guint i = 0; i < s->n_hand[enemy]; i++)
        {
          guint k = i + bn_random_uniform (random, n_pool - i);
          guint8 t = pool[i];

          pool[i] = pool[k];
          pool[k] = t;
          s->hand[enemy][i] = pool[i];
        }
      qsort (pool + s->n_hand[enemy], n_pool - s->n_hand[enemy], 1, compare_cards);
      memcpy (s->draw, pool + s->n_hand[enemy], n_pool - s->n_hand[enemy]);
    }

  for (guint i = 0; i < s->n_units; i++)
    if (s->units[i].mercenary && s->units[i].side == enemy && s->units[i].figures > 0)
      {
        merc[n_merc++] = i;
        total += s->units[i].promise;
      }
  if (n_merc > 0)
    {
      /* A uniform split of @total among them: each point to any of them. */
      guint left = total;

      for (guint m = 0; m < n_merc; m++)
        s->units[merc[m]].promise = 0;
      /* Large totals in coarse shares, so the split stays cheap. */
      while (left > 0)
        {
          guint share = MAX (left / 16, 1u);

          s->units[merc[bn_random_uniform (random, n_merc)]].promise += (guint16) share;
          left -= share;
        }
    }
}

/* How the position looks to @side, 0 (lost) to 1 (won): the battle's end
 * if it has come, else the share of each army still standing and the
 * victory points towards the target. */
static double
evaluate (const BnBattle *b,
          guint           side)
{
  const BnBattleState *s = &b->s;
  double have[2] = { 0, 0 }, had[2] = { 0, 0 };
  double material, points, target;

  if (s->phase == BN_PHASE_OVER)
    return s->winner == side ? 1.0 : s->winner == 1 - side ? 0.0 : 0.5;
  for (guint i = 0; i < s->n_units; i++)
    {
      guint owner = s->units[i].side & 1;

      have[owner] += s->units[i].figures;
      had[owner] += MAX (s->units[i].start_figures, s->units[i].figures);
    }
  material = (had[side] > 0 ? have[side] / had[side] : 0) - (had[1 - side] > 0 ? have[1 - side] / had[1 - side] : 0);
  target = MAX (b->scenario->victory_target, 1u);
  points = ((double) s->vp[side] - (double) s->vp[1 - side]) / target;
  return 0.5 + 0.5 * tanh (2.0 * material + 1.5 * points);
}

/* One continuation of @root from sample @sample, scored for @side. */
static double
play_out (const BnBattle       *battle,
          guint                 side,
          const BnBattleAction *root,
          guint64               decision_seed,
          guint                 sample,
          BnBattleAi           *players[2])
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (sample_seed (decision_seed, sample, 0));
  g_autoptr(BnRandom) dealer = bn_random_new (sample_seed (decision_seed, sample, 1));
  g_autoptr(BnBattle) b = battle_copy_state (battle, chance, FALSE);
  guint horizon = battle->s.turn + HORIZON_TURNS;
  guint played = 0;

  ai_determinize (b, side, dealer);
  for (guint p = 0; p < 2; p++)
    {
      bn_random_free (players[p]->random);
      players[p]->random = bn_random_new (sample_seed (decision_seed, sample, 2 + p));
    }
  if (!bn_battle_apply (b, root, NULL))
    return 0.0;   /* not legal in this guess: cannot be (own choices only read what is seen) */
  while (b->s.phase != BN_PHASE_OVER && b->s.turn < horizon && played < MAX_ROLLOUT)
    {
      BnBattleAction action;
      guint acting = bn_battle_get_acting_side (b);

      if (!ai_choose_sensible (players[acting], b, &action) || !bn_battle_apply (b, &action, NULL))
        break;
      played++;
    }
  return evaluate (b, side);
}

/* The calling thread's processor time, in µs; the wall clock where the
 * system has no such clock. */
static gint64
thread_cpu_us (void)
{
#ifdef CLOCK_THREAD_CPUTIME_ID
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
    return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
#endif
  return g_get_monotonic_time ();
}

static gboolean
same_action (const BnBattleAction *x,
             const BnBattleAction *y)
{
  return x->type == y->type && x->side == y->side && x->a == y->a && x->b == y->b && x->c == y->c;
}

static double
mean (const Root *r)
{
  return r->n > 0 ? r->sum / r->n : -1.0;
}

/* Best first; among equals the earlier (the sensible player's choice
 * comes first). */
static void
sort_roots (Root  *roots,
            guint  n)
{
  for (guint i = 1; i < n; i++)
    for (guint k = i; k > 0 && mean (&roots[k]) > mean (&roots[k - 1]); k--)
      {
        Root t = roots[k];

        roots[k] = roots[k - 1];
        roots[k - 1] = t;
      }
}

static gboolean
add_root (Root                 *roots,
          guint                *n,
          const BnBattleAction *a,
          gboolean              sensible)
{
  for (guint r = 0; r < *n; r++)
    if (same_action (&roots[r].action, a))
      return FALSE;
  roots[(*n)++] = (Root) { *a, 0, 0, sensible };
  return TRUE;
}

/* Lists the candidates: what the sensible player proposes on guessed
 * states (so it reads nothing hidden either; the first guess's choice is
 * its own, kept to the end), then the next best of those it scored on the
 * first guess, then a seeded draw of the other legal actions (the last
 * place at least: what its scores would never try). */
static guint
root_candidates (BnBattleAi     *ai,
                 const BnBattle *battle,
                 guint           side,
                 guint64         decision_seed,
                 guint           n_legal,
                 BnBattleAi     *helper,
                 Root           *roots)
{
  g_autoptr(BnRandom) pick = bn_random_new (sample_seed (decision_seed, G_MAXUINT16, 2));
  g_autofree Candidates *scored = g_new (Candidates, 1);
  guint n = 0;

  scored->n = 0;
  for (guint p = 0; p < N_PROPOSALS && n < MAX_ROOT - 1; p++)
    {
      g_autoptr(BnChance) chance = bn_chance_new_seeded (sample_seed (decision_seed, G_MAXUINT16 + p, 0));
      g_autoptr(BnRandom) dealer = bn_random_new (sample_seed (decision_seed, G_MAXUINT16 + p, 1));
      g_autoptr(BnBattle) guess = battle_copy_state (battle, chance, FALSE);
      BnBattleAction a;

      ai_determinize (guess, side, dealer);
      bn_random_free (helper->random);
      helper->random = bn_random_new (sample_seed (decision_seed, G_MAXUINT16 + p, 3));
      helper->capture = p == 0 ? scored : NULL;
      if (ai_choose_sensible (helper, guess, &a) && bn_battle_check (battle, &a, NULL))
        add_root (roots, &n, &a, n == 0);
      helper->capture = NULL;
    }

  while (n < MAX_ROOT - 1)
    {
      guint best = G_MAXUINT;

      for (guint i = 0; i < scored->n; i++)
        if (scored->items[i].score > -G_MAXDOUBLE
            && (best == G_MAXUINT || scored->items[i].score > scored->items[best].score))
          best = i;
      if (best == G_MAXUINT)
        break;
      if (bn_battle_check (battle, &scored->items[best].action, NULL))
        add_root (roots, &n, &scored->items[best].action, FALSE);
      scored->items[best].score = -G_MAXDOUBLE;
    }

  for (guint i = 0; i < n_legal && n < MAX_ROOT; i++)
    {
      guint k = i + bn_random_uniform (pick, n_legal - i);
      BnBattleAction a = g_array_index (ai->legal, BnBattleAction, k);

      g_array_index (ai->legal, BnBattleAction, k) = g_array_index (ai->legal, BnBattleAction, i);
      g_array_index (ai->legal, BnBattleAction, i) = a;
      add_root (roots, &n, &a, FALSE);
    }
  return n;
}

/* The searching player's choice (see the top of the file). */
gboolean
ai_search_choose (BnBattleAi     *ai,
                  const BnBattle *battle,
                  BnBattleAction *out_action)
{
  Root roots[MAX_ROOT];
  BnBattleAi *players[2] = { NULL, NULL };
  guint side = bn_battle_get_acting_side (battle);
  guint64 decision_seed = bn_battle_ai_derive_seed (ai->seed, battle->actions->len);
  gint64 start = g_get_monotonic_time ();
  gint64 cpu_start = thread_cpu_us ();
  gint64 deadline = ai->budget_ms > 0 ? cpu_start + (gint64) ai->budget_ms * 1000 : G_MAXINT64;
  guint n, n_legal, alive, rounds = 0, used = 0, sample = 0;
  gboolean stop = FALSE;

  ai->last_simulations = 0;
  ai->last_ms = 0;
  ai->last_cpu_ms = 0;
  ai->last_value = -1.0;
  /* Placing units: the sensible player keeps its setup's places. */
  if (battle->s.phase == BN_PHASE_DEPLOY)
    return ai_choose_sensible (ai, battle, out_action);

  /* Nothing to weigh: one legal action (an end of phase with nothing else
   * to do, a forced step). */
  n_legal = bn_battle_legal_actions (battle, ai->legal);
  if (n_legal == 1)
    {
      *out_action = g_array_index (ai->legal, BnBattleAction, 0);
      return TRUE;
    }

  players[0] = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, ai->seed);
  players[1] = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, ai->seed);
  n = root_candidates (ai, battle, side, decision_seed, n_legal, players[side], roots);
  if (n <= 1)
    {
      bn_battle_ai_free (players[0]);
      bn_battle_ai_free (players[1]);
      if (n == 1)
        {
          *out_action = roots[0].action;
          return TRUE;
        }
      return ai_choose_sensible (ai, battle, out_action);
    }

  for (guint k = n - 1; k > 0; k >>= 1)
    rounds++;
  alive = n;
  for (guint round = 0; round < rounds && alive > 1 && !stop; round++)
    {
      guint left = ai->budget_simulations > used ? ai->budget_simulations - used : 0;
      guint per = MAX (left / ((rounds - round) * alive), 1u);

      for (guint t = 0; t < per && !stop; t++, sample++)
        for (guint r = 0; r < alive && !stop; r++)
          {
            roots[r].sum += play_out (battle, side, &roots[r].action, decision_seed, sample, players);
            roots[r].n++;
            used++;
            stop = thread_cpu_us () > deadline || g_atomic_int_get (&ai->move_now);
          }
      if (stop)
        {
          /* Only those that played as many continuations compare fairly. */
          guint most = 0;

          for (guint r = 0; r < alive; r++)
            most = MAX (most, roots[r].n);
          for (guint r = 0; r < alive; r++)
            if (roots[r].n < most)
              roots[r].sum = -1.0, roots[r].n = 1;
        }
      sort_roots (roots, alive);
      if (!stop)
        {
          /* The better half goes on, and the sensible choice with it. */
          guint keep = alive / 2;

          for (guint r = keep; r < alive; r++)
            if (roots[r].sensible)
              {
                Root t = roots[keep];

                roots[keep] = roots[r];
                roots[r] = t;
                keep++;
                break;
              }
          alive = MAX (keep, 1u);
        }
    }
  sort_roots (roots, alive);
  /* Another action must beat the sensible choice by a margin, on the same
   * samples, to be preferred: noise alone does not move the player off it. */
  for (guint r = 1; r < alive; r++)
    if (roots[r].sensible && roots[r].n == roots[0].n && mean (&roots[0]) < mean (&roots[r]) + MARGIN)
      {
        roots[0] = roots[r];
        break;
      }
  *out_action = roots[0].action;

  bn_battle_ai_free (players[0]);
  bn_battle_ai_free (players[1]);
  ai->last_simulations = used;
  ai->last_value = mean (&roots[0]);
  ai->last_ms = (double) (g_get_monotonic_time () - start) / 1000.0;
  ai->last_cpu_ms = (double) (thread_cpu_us () - cpu_start) / 1000.0;
  /* "Move now" was for this decision: the next thinks afresh. */
  g_atomic_int_set (&ai->move_now, 0);
  return TRUE;
}
