/* bn-duel-preview.c — the odds and the stake of a single combat; see the
 * header.
 *
 * The odds: in run_duel() (bn-battle-combat-cards.c) each round each
 * combatant throws one die; a hit symbol scores unless the other's saving
 * throw shows what saves a commander. A combatant's round is then one of
 * 36 equally likely (die, save) pairs, hit × unsaved of them scoring, the
 * same for both (nobody's skill counts), and his score over the rounds is
 * binomial: the duel's chances are the sums over the two scores, counted
 * in integers out of 36^(2 × rounds) where that fits.
 *
 * The stake: the duel is fought on a copy of the battle with the dice
 * typed so that one side scores every round and the other never, every
 * gold refused (no ransom paid), and what the engine's checks then did is
 * read from the copy.
 */
#include "bn-duel-preview.h"

#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* Integers out of 36^(2 × rounds) fit in 64 bits up to here. */
#define EXACT_ROUNDS 6

static gboolean
is_hit (BnDieSymbol symbol)
{
  return symbol == BN_DIE_HIT_ANY || symbol == BN_DIE_HIT_LESSER || symbol == BN_DIE_HIT_NONE;
}

/**
 * bn_duel_preview_possible:
 *
 * Returns: whether @action is a challenge or a second duel, whose odds a
 *   duel preview tells
 */
gboolean
bn_duel_preview_possible (const BnBattle       *battle,
                          const BnBattleAction *action)
{
  g_return_val_if_fail (battle != NULL && action != NULL, FALSE);

  if (action->type == BN_ACTION_CHALLENGE)
    return action->a < battle->s.n_commanders && action->b < battle->s.n_commanders;
  return action->type == BN_ACTION_DUEL_AGAIN && battle->s.phase == BN_PHASE_DUEL_DRAW;
}

/**
 * bn_duel_odds_count:
 * @rounds: rounds of the duel
 * @hit_faces: faces of six that show a hit symbol
 * @unsaved_faces: faces of six whose saving throw does not save a commander
 * @out_win: (out): the challenger's chance to score more
 * @out_lose: (out): … less
 * @out_draw: (out): … as much
 * @out_ways: (out) (optional): the equally likely falls counted, 36^(2 ×
 *   @rounds); 0 past 6 rounds, where they no longer fit
 * @out_win_ways: (out) (optional): of them, the challenger's wins (as many
 *   as his losses: the duel is even)
 * @out_draw_ways: (out) (optional): … the draws
 *
 * The duel's chances, both combatants scoring alike.
 */
void
bn_duel_odds_count (guint    rounds,
                    guint    hit_faces,
                    guint    unsaved_faces,
                    double  *out_win,
                    double  *out_lose,
                    double  *out_draw,
                    guint64 *out_ways,
                    guint64 *out_win_ways,
                    guint64 *out_draw_ways)
{
  g_autofree double *share = g_new0 (double, rounds + 1);
  g_autofree guint64 *ways = g_new0 (guint64, rounds + 1);
  guint64 scoring = (guint64) hit_faces * unsaved_faces, win_ways = 0, draw_ways = 0, all = 0;
  double p = scoring / 36.0, win = 0.0, draw = 0.0;
  gboolean exact = rounds <= EXACT_ROUNDS;

  g_return_if_fail (hit_faces <= 6 && unsaved_faces <= 6);

  /* A combatant's score: k of @rounds, C(rounds, k) s^k (36 − s)^(rounds − k) ways. */
  for (guint k = 0; k <= rounds; k++)
    {
      guint64 c = 1, w;
      double d = 1.0;

      for (guint i = 0; i < k; i++)
        c = c * (rounds - i) / (i + 1);
      w = c;
      for (guint i = 0; i < rounds; i++)
        {
          w *= i < k ? scoring : 36 - scoring;
          d *= i < k ? p : 1.0 - p;
        }
      ways[k] = exact ? w : 0;
      share[k] = c * d;
    }
  for (guint x = 0; x <= rounds; x++)
    for (guint y = 0; y <= rounds; y++)
      {
        if (x > y)
          {
            win += share[x] * share[y];
            win_ways += ways[x] * ways[y];
          }
        else if (x == y)
          {
            draw += share[x] * share[y];
            draw_ways += ways[x] * ways[y];
          }
      }
  if (exact)
    {
      all = 1;
      for (guint i = 0; i < 2 * rounds; i++)
        all *= 36;
      /* Shares from the integers: exact to the last bit a double holds. */
      win = (double) win_ways / (double) all;
      draw = (double) draw_ways / (double) all;
    }
  *out_win = win;
  *out_lose = win;
  *out_draw = draw;
  if (out_ways != NULL)
    *out_ways = all;
  if (out_win_ways != NULL)
    *out_win_ways = exact ? win_ways : 0;
  if (out_draw_ways != NULL)
    *out_draw_ways = exact ? draw_ways : 0;
}

static int
legal_of_type (const BnBattle     *b,
               BnBattleActionType  type,
               BnBattleAction     *out)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

  bn_battle_legal_actions (b, legal);
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, BnBattleAction, i).type == type)
      {
        *out = g_array_index (legal, BnBattleAction, i);
        return TRUE;
      }
  return FALSE;
}

/* Fights @p's duel on a copy of @battle with @fallen losing every round
 * and the other winning each, no gold paid, and reads what came of it. */
static void
play_fall (const BnBattle      *battle,
           const BnDuelPreview *p,
           guint                faces[3],   /* a miss, a hit, a save that fails */
           gboolean             mine_falls,
           BnDuelStake         *out)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(BnBattle) b = NULL;
  guint fallen = mine_falls ? p->mine : p->theirs;
  gboolean challenger_falls = mine_falls == p->challenger_is_mine;
  guint fallen_side = battle->s.commanders[fallen].side;
  guint first;

  memset (out, 0, sizeof *out);
  out->winner = -1;
  out->successor = -1;
  out->vp_target = battle->scenario->victory_target;
  if (p->hit_faces == 0 || p->unsaved_faces == 0)
    return;
  for (guint r = 0; r < p->rounds; r++)
    {
      /* The challenger's die, then the challenged's, each a hit that the
       * other fails to save, or a miss. */
      if (challenger_falls)
        {
          bn_chance_push_die (chance, faces[0]);
          bn_chance_push_die (chance, faces[1]);
          bn_chance_push_die (chance, faces[2]);
        }
      else
        {
          bn_chance_push_die (chance, faces[1]);
          bn_chance_push_die (chance, faces[2]);
          bn_chance_push_die (chance, faces[0]);
        }
    }
  b = battle_copy_state (battle, chance, FALSE);
  b->no_offers = TRUE;
  first = b->events->len;
  if (!bn_battle_apply (b, &p->action, NULL))
    return;
  /* No gold: neither the fight refused nor the ransom paid. */
  for (guint step = 0; step < 4 && b->s.phase == BN_PHASE_PAY; step++)
    {
      BnBattleAction refuse;

      if (!legal_of_type (b, BN_ACTION_REFUSE, &refuse) || !bn_battle_apply (b, &refuse, NULL))
        return;
    }
  if (b->s.commanders[fallen].alive && !b->s.commanders[fallen].wounded)
    return;
  out->known = TRUE;
  out->wounded = b->s.commanders[fallen].wounded;
  out->group_ceases = battle->s.commanders[fallen].group >= 0 && !out->wounded;
  out->ends_battle = b->s.phase == BN_PHASE_OVER;
  out->winner = out->ends_battle ? (int) b->s.winner : -1;
  for (guint e = first; e < b->events->len; e++)
    {
      const BnBattleEvent *event = &g_array_index (b->events, BnBattleEvent, e);

      if (event->type == BN_EVENT_ARMY_BROKEN && event->side == fallen_side)
        out->breaks = TRUE;
      else if (event->type == BN_EVENT_SUCCESSION && event->side == fallen_side)
        out->successor = event->a;
    }
  out->vp_after[0] = b->s.vp[0];
  out->vp_after[1] = b->s.vp[1];
  out->vp_gained = b->s.vp[1 - fallen_side] - battle->s.vp[1 - fallen_side];
}

/**
 * bn_duel_preview_new:
 * @action: a legal challenge or second duel of @battle
 *
 * Returns: (transfer full): the duel's odds and stake, or %NULL with
 *   @error when @action is neither, or not legal now
 */
BnDuelPreview *
bn_duel_preview_new (const BnBattle       *battle,
                     const BnBattleAction *action,
                     GError              **error)
{
  g_autoptr(BnDuelPreview) p = NULL;
  const BnBattleConstants *constants;
  guint faces[3] = { 0, 0, 0 };
  guint challenger, challenged;

  g_return_val_if_fail (battle != NULL && action != NULL, NULL);

  if (!bn_duel_preview_possible (battle, action))
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("only a single combat has a duel's odds to tell"));
      return NULL;
    }
  if (!bn_battle_check (battle, action, error))
    return NULL;
  constants = bn_battle_rules_get_constants (battle->rules);
  p = g_new0 (BnDuelPreview, 1);
  p->action = *action;
  p->side = action->side;
  if (action->type == BN_ACTION_CHALLENGE)
    {
      challenger = action->a;
      challenged = action->b;
    }
  else
    {
      challenger = battle->s.duel_challenger;
      challenged = battle->s.duel_challenged;
      p->second = TRUE;
    }
  p->challenger_is_mine = battle->s.commanders[challenger].side == p->side;
  p->mine = p->challenger_is_mine ? challenger : challenged;
  p->theirs = p->challenger_is_mine ? challenged : challenger;
  p->range = bn_hex_distance (battle->s.commanders[challenger].hex, battle->s.commanders[challenged].hex);
  p->rounds = constants->single_combat_rounds;
  for (guint face = 1; face <= 6; face++)
    {
      BnDieSymbol symbol = bn_battle_rules_die_symbol (battle->rules, face);
      gboolean saves = bn_ruleset_default_saves (NULL, TRUE, symbol);

      p->hit_faces += is_hit (symbol);
      p->unsaved_faces += !saves;
      if (!is_hit (symbol) && faces[0] == 0)
        faces[0] = face;
      if (is_hit (symbol))
        faces[1] = face;
      if (!saves)
        faces[2] = face;
    }
  p->point = (double) (p->hit_faces * p->unsaved_faces) / 36.0;
  bn_duel_odds_count (p->rounds, p->hit_faces, p->unsaved_faces, &p->win, &p->lose, &p->draw, &p->ways,
                      &p->win_ways, &p->draw_ways);
  p->lose_ways = p->win_ways;
  if (p->second)
    {
      p->win_in_all = p->win;
      p->lose_in_all = p->lose;
      p->draw_in_all = p->draw;
    }
  else
    {
      p->win_in_all = p->win + p->draw * p->win;
      p->lose_in_all = p->lose + p->draw * p->lose;
      p->draw_in_all = p->draw * p->draw;
    }
  if (battle->scenario->options & BN_BATTLE_OPTION_MERCENARIES)
    {
      const BnCommandCardProfile *card = bn_battle_rules_get_card (battle->rules, battle->s.deck_kind[battle->s.card]);

      for (guint k = 0; k < 2; k++)
        {
          guint c = k == 0 ? p->mine : p->theirs;

          p->ransom[k] = battle->s.commanders[c].rank == BN_COMMANDER_ARMY ? card->ransom_commander
                                                                         : card->ransom_captain;
        }
      if (!p->second)
        p->refuse_gold = p->ransom[p->challenger_is_mine ? 1 : 0] + constants->ransom_surcharge;
    }
  play_fall (battle, p, faces, TRUE, &p->stake[0]);
  play_fall (battle, p, faces, FALSE, &p->stake[1]);
  p->risks_battle = p->stake[0].known && p->stake[0].ends_battle && p->stake[0].winner != (int) p->side;
  return g_steal_pointer (&p);
}

void
bn_duel_preview_free (BnDuelPreview *preview)
{
  g_free (preview);
}
