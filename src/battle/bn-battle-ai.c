/* bn-battle-ai.c — the computer player and auto-resolve.
 *
 * The sensible player scores a handful of candidate actions it builds
 * itself for the phase at hand (cards by the units they would order,
 * steps by the position they lead to, battles by the losses they should
 * inflict) and takes the best one that bn_battle_check() accepts. Asking
 * the engine for every legal action at every decision would cost more
 * than the rest of a battle together, so the full list is only read when
 * no candidate of its own is legal (a rare phase, or a situation the
 * heuristics did not foresee) — the player can therefore never act
 * illegally, only sub-optimally.
 *
 * The AI reads the state directly (bn-battle-private.h) because it runs
 * thousands of times a second for the odds; it never writes it.
 *
 * This file holds the player itself and the candidates it weighs; how
 * the board looks to one unit is bn-battle-ai-view.c, its choices phase
 * by phase bn-battle-ai-phases.c, and what they share
 * bn-battle-ai-private.h.
 */
#include "bn-battle-ai-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/**
 * bn_battle_ai_derive_seed:
 *
 * A well-mixed seed for run (or player) @index of a series started from
 * @seed (SplitMix64 of their combination), so neighbouring runs share no
 * stream.
 */
guint64
bn_battle_ai_derive_seed (guint64 seed,
                          guint64 index)
{
  guint64 z = seed + (index + 1) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/**
 * bn_battle_ai_new:
 * @seed: the AI's own tie-breaks; never the battle's dice
 *
 * Returns: (transfer full): a player for either side
 */
BnBattleAi *
bn_battle_ai_new (BnBattleAiKind kind,
                  guint64        seed)
{
  BnBattleAi *ai = g_new0 (BnBattleAi, 1);

  ai->kind = kind;
  ai->seed = seed;
  ai->random = bn_random_new (seed);
  ai->budget_simulations = BN_BATTLE_AI_DEFAULT_SIMULATIONS;
  ai->budget_ms = BN_BATTLE_AI_DEFAULT_BUDGET_MS;
  ai->legal = g_array_sized_new (FALSE, FALSE, sizeof (BnBattleAction), 64);
  for (guint d = 0; d < BN_HEX_N_DIRS; d++)
    {
      BnHex n = bn_hex_neighbour (bn_hex_make (0, 0), d);

      ai->dir_q[d] = n.q;
      ai->dir_r[d] = n.r;
    }
  return ai;
}

/* Points the caches at @rules, emptying them if they held another set. */
void
ai_use_rules (BnBattleAi    *ai,
           BnBattleRules *rules)
{
  if (ai->rules == rules)
    return;
  g_clear_pointer (&ai->rules, bn_battle_rules_unref);
  ai->rules = bn_battle_rules_ref (rules);
  ai->values_scenario = NULL;
  memset (ai->kept_from, 0, sizeof ai->kept_from);
  memset (ai->profiles, 0, sizeof ai->profiles);
  memset (ai->terrains, 0, sizeof ai->terrains);
  memset (ai->classes, 0, sizeof ai->classes);
  for (guint t = 0; t < bn_battle_rules_get_n_terrains (rules) && t < BN_BATTLE_MAX_TERRAINS; t++)
    ai->terrains[t] = bn_battle_rules_get_terrain (rules, t);
  for (guint c = 0; c < bn_battle_rules_get_n_classes (rules) && c < BN_BATTLE_MAX_CLASSES; c++)
    ai->classes[c] = bn_battle_rules_get_class (rules, c);
}

void
bn_battle_ai_free (BnBattleAi *ai)
{
  if (ai == NULL)
    return;
  bn_random_free (ai->random);
  g_array_unref (ai->legal);
  g_free (ai->kept);
  g_clear_pointer (&ai->rules, bn_battle_rules_unref);
  g_free (ai);
}

/* How often the sensible player had to fall back on the engine's list:
 * a measure of how complete its own candidates are. */
guint
bn_battle_ai_get_n_fallbacks (const BnBattleAi *ai)
{
  g_return_val_if_fail (ai != NULL, 0);
  return ai->n_fallbacks;
}

/* One decision in this many, the easy player slips: it takes any legal
 * action instead of the one it would have chosen. */
#define EASY_SLIP_ONE_IN 5

/**
 * bn_battle_ai_choose:
 * @out_action: (out): the action, legal now
 *
 * Picks the action for whichever side must decide now (the acting side:
 * the defender when a battle is declared, the side that owes gold, …).
 * The searching player may be called from a worker thread; it reads
 * @battle only, which the caller must leave alone meanwhile.
 *
 * Returns: %FALSE only when the battle is over
 */
gboolean
bn_battle_ai_choose (BnBattleAi     *ai,
                     const BnBattle *battle,
                     BnBattleAction *out_action)
{
  g_return_val_if_fail (ai != NULL && battle != NULL && out_action != NULL, FALSE);

  if (battle->s.phase == BN_PHASE_OVER)
    return FALSE;
  switch (ai->kind)
    {
    case BN_BATTLE_AI_RANDOM:
      return ai_choose_random (ai, battle, out_action);
    case BN_BATTLE_AI_EASY:
      if (bn_random_uniform (ai->random, EASY_SLIP_ONE_IN) == 0)
        return ai_choose_random (ai, battle, out_action);
      return ai_choose_sensible (ai, battle, out_action);
    case BN_BATTLE_AI_SEARCHING:
      return ai_search_choose (ai, battle, out_action);
    case BN_BATTLE_AI_SENSIBLE:
    default:
      return ai_choose_sensible (ai, battle, out_action);
    }
}

/**
 * bn_battle_ai_set_budget:
 * @simulations: continuations the searching player plays per decision
 * @max_ms: the most it thinks per decision, whatever is left, in its
 *   thread's processor time (one core's worth); 0: no cap
 *
 * Only the searching player reads it. Within @simulations its choice is
 * repeatable from its seed; the cap is a safety for a slow machine, where
 * the choice may then differ from run to run. It counts processor time,
 * not the wall clock, so that other work on a busy machine neither cuts
 * the thinking short nor changes the choice.
 */
void
bn_battle_ai_set_budget (BnBattleAi *ai,
                         guint       simulations,
                         guint       max_ms)
{
  g_return_if_fail (ai != NULL);
  ai->budget_simulations = MAX (simulations, 1u);
  ai->budget_ms = max_ms;
}

/* Asks the searching player, thinking in another thread, to settle now
 * on the best action it has found. Its next decision thinks afresh. */
void
bn_battle_ai_move_now (BnBattleAi *ai)
{
  g_return_if_fail (ai != NULL);
  g_atomic_int_set (&ai->move_now, 1);
}

/* What the searching player's last decision cost: continuations played
 * and milliseconds (0 for a decision it did not have to think about). */
guint
bn_battle_ai_get_last_simulations (const BnBattleAi *ai)
{
  g_return_val_if_fail (ai != NULL, 0);
  return ai->last_simulations;
}

double
bn_battle_ai_get_last_ms (const BnBattleAi *ai)
{
  g_return_val_if_fail (ai != NULL, 0.0);
  return ai->last_ms;
}

/* The same decision's time on its own thread's clock (the processor time
 * it took, whatever else the machine was doing). */
double
bn_battle_ai_get_last_cpu_ms (const BnBattleAi *ai)
{
  g_return_val_if_fail (ai != NULL, 0.0);
  return ai->last_cpu_ms;
}

/* How the searching player's last decision judged the action it chose:
 * its mean score, 0 (lost) to 1 (won); −1 when it did not search. */
double
bn_battle_ai_get_last_value (const BnBattleAi *ai)
{
  g_return_val_if_fail (ai != NULL, -1.0);
  return ai->last_value;
}

/* ---- strengths ---- */

static const struct
{
  const char     *name;
  const char     *label;
  BnBattleAiKind  kind;
} strengths[BN_BATTLE_N_STRENGTHS] = {
  { "easy", NC_("computer strength", "Easy"), BN_BATTLE_AI_EASY },
  { "standard", NC_("computer strength", "Standard"), BN_BATTLE_AI_SENSIBLE },
  { "hard", NC_("computer strength", "Hard"), BN_BATTLE_AI_SEARCHING },
};

const char *
bn_battle_strength_to_string (BnBattleStrength strength)
{
  g_return_val_if_fail ((guint) strength < BN_BATTLE_N_STRENGTHS, "standard");
  return strengths[strength].name;
}

gboolean
bn_battle_strength_from_string (const char       *text,
                                BnBattleStrength *out_strength)
{
  for (guint i = 0; text != NULL && i < BN_BATTLE_N_STRENGTHS; i++)
    if (g_ascii_strcasecmp (text, strengths[i].name) == 0)
      {
        *out_strength = (BnBattleStrength) i;
        return TRUE;
      }
  return FALSE;
}

/* The strength's name to show (translated). */
const char *
bn_battle_strength_get_label (BnBattleStrength strength)
{
  g_return_val_if_fail ((guint) strength < BN_BATTLE_N_STRENGTHS, "");
  return g_dpgettext2 (GETTEXT_PACKAGE, "computer strength", strengths[strength].label);
}

BnBattleAiKind
bn_battle_strength_get_kind (BnBattleStrength strength)
{
  g_return_val_if_fail ((guint) strength < BN_BATTLE_N_STRENGTHS, BN_BATTLE_AI_SENSIBLE);
  return strengths[strength].kind;
}

void
ai_add (Candidates *c,
     guint       side,
     guint       type,
     guint       a,
     guint       bb,
     guint       cc,
     double      score)
{
  Candidate *x;

  if (c->n >= MAX_CANDIDATES)
    return;
  x = &c->items[c->n++];
  x->action.type = (guint8) type;
  x->action.side = (guint8) side;
  x->action.a = (guint8) a;
  x->action.b = (guint8) bb;
  x->action.c = (guint8) cc;
  x->score = score;
}

/* Takes the best-scored candidate that the engine accepts, best first;
 * only those scoring above @floor. The searching player reads the list
 * (ai->capture). */
gboolean
ai_pick_best (BnBattleAi     *ai,
           const BnBattle *b,
           Candidates     *c,
           double          floor,
           BnBattleAction *out)
{
  if (ai->capture != NULL)
    {
      memcpy (ai->capture->items, c->items, c->n * sizeof c->items[0]);
      ai->capture->n = c->n;
    }
  for (;;)
    {
      guint best = G_MAXUINT;

      for (guint i = 0; i < c->n; i++)
        if (c->items[i].score > floor && (best == G_MAXUINT || c->items[i].score > c->items[best].score))
          best = i;
      if (best == G_MAXUINT)
        return FALSE;
      if (bn_battle_check (b, &c->items[best].action, NULL))
        {
          *out = c->items[best].action;
          return TRUE;
        }
      c->items[best].score = -G_MAXDOUBLE;
    }
}
/* ---- auto-resolve ---- */

gboolean
bn_battle_get_end (const BnBattle *battle,
                   BnBattleEnd    *out_end)
{
  g_return_val_if_fail (battle != NULL && out_end != NULL, FALSE);
  if (battle->s.phase != BN_PHASE_OVER)
    return FALSE;
  /* A leaderless army breaks under every ruleset, and ends the battle. */
  for (guint i = battle->events->len; i > 0; i--)
    {
      const BnBattleEvent *event = &g_array_index (battle->events, BnBattleEvent, i - 1);

      if (event->type == BN_EVENT_ARMY_BROKEN)
        {
          *out_end = BN_BATTLE_END_NO_LEADER;
          return TRUE;
        }
      if (event->type != BN_EVENT_GAME_OVER)
        break;
    }
  if (battle_hooks (battle)->end_reason == NULL)
    return FALSE;
  *out_end = (BnBattleEnd) battle_hooks (battle)->end_reason (battle);
  return TRUE;
}

/**
 * bn_battle_auto_resolve:
 * @seed: the battle's dice and the players' tie-breaks all derive from it
 * @kinds: the player of side 0 and of side 1
 * @out_outcome: (out) (optional): how it ended
 *
 * Plays a whole battle, AI against AI, to victory or to the turn limit
 * (the scenario's; BN_BATTLE_AI_TURN_LIMIT when it has none, which the
 * returned battle's scenario then carries, so its log replays).
 *
 * Returns: (transfer full) (nullable): the finished battle, owning its
 *   chance; %NULL with %BN_BATTLE_ERROR_SETUP when the armies or the
 *   scenario are unusable
 */
BnBattle *
bn_battle_auto_resolve (BnBattleRules       *rules,
                        const BnScenario    *scenario,
                        const BnBattleArmy  *army0,
                        const BnBattleArmy  *army1,
                        guint64              seed,
                        const BnBattleAiKind kinds[2],
                        BnBattleOutcome     *out_outcome,
                        GError             **error)
{
  g_autoptr(BnScenario) limited = NULL;
  BnChance *chance;
  BnBattle *b;
  BnBattleAi *ai[2];
  const BnBattleArmy *armies[2] = { army0, army1 };

  g_return_val_if_fail (rules != NULL && scenario != NULL && kinds != NULL, NULL);
  g_return_val_if_fail (army0 != NULL && army1 != NULL, NULL);

  if (scenario->turn_limit == 0)
    {
      limited = bn_scenario_copy (scenario);
      limited->turn_limit = BN_BATTLE_AI_TURN_LIMIT;
      scenario = limited;
    }
  chance = bn_chance_new_seeded (bn_battle_ai_derive_seed (seed, 0));
  b = bn_battle_new (rules, scenario, army0, army1, chance, error);
  if (b == NULL)
    {
      bn_chance_free (chance);
      return NULL;
    }
  battle_adopt_chance (b, chance);
  ai[0] = bn_battle_ai_new (kinds[0], bn_battle_ai_derive_seed (seed, 1));
  ai[1] = bn_battle_ai_new (kinds[1], bn_battle_ai_derive_seed (seed, 2));
  /* No clock: the searching player's choices, and so the battle, follow
   * from the seed alone. */
  bn_battle_ai_set_budget (ai[0], BN_BATTLE_AI_DEFAULT_SIMULATIONS, 0);
  bn_battle_ai_set_budget (ai[1], BN_BATTLE_AI_DEFAULT_SIMULATIONS, 0);

  while (b->s.phase != BN_PHASE_OVER)
    {
      BnBattleAction action;
      guint side = bn_battle_get_acting_side (b);

      if (!bn_battle_ai_choose (ai[side], b, &action)
          || !bn_battle_apply (b, &action, NULL))
        g_error ("the battle AI chose an action the engine refused");
    }
  bn_battle_ai_free (ai[0]);
  bn_battle_ai_free (ai[1]);

  if (out_outcome != NULL)
    {
      memset (out_outcome, 0, sizeof *out_outcome);
      out_outcome->winner = b->s.winner < 2 ? (int) b->s.winner : -1;
      out_outcome->victory_points[0] = b->s.vp[0];
      out_outcome->victory_points[1] = b->s.vp[1];
      if (out_outcome->winner < 0)
        out_outcome->end = BN_BATTLE_END_TURN_LIMIT;
      else if (b->s.vp[out_outcome->winner] >= b->scenario->victory_target)
        out_outcome->end = BN_BATTLE_END_VICTORY_POINTS;
      else if (b->scenario->turn_limit > 0 && b->s.turn >= b->scenario->turn_limit)
        out_outcome->end = BN_BATTLE_END_TURN_LIMIT;
      else
        out_outcome->end = BN_BATTLE_END_ARMY_DESTROYED;
      out_outcome->end_known = bn_battle_get_end (b, &out_outcome->end);
      out_outcome->turns = b->s.turn;
      out_outcome->actions = b->actions->len;
      /* Losses by the army a unit came from: a bribed unit is its first
       * owner's loss. */
      for (guint i = 0; i < b->s.n_units; i++)
        {
          const BnBattleUnit *u = &b->s.units[i];
          guint side = i < b->s.n_units_side0 ? 0 : 1;

          out_outcome->figures_lost[side] += armies[side]->units[u->spec].figures - u->figures;
          if (u->figures == 0)
            out_outcome->units_lost[side]++;
        }
    }
  return b;
}
