/* bn-battle-combat-cards.c — the special cards procedures: gold (bribes and
 * ransoms, appendix 2) and single combat. */
#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"
#include <string.h>

/* ---- gold: bribes and ransoms (appendix 2) ---- */

static guint
commander_reach (const BnBattle *b,
                 guint           c)
{
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);

  return b->s.commanders[c].mounted ? k->commander_move_mounted : k->commander_move_foot;
}

/* @unit: a unit, or −1 for "any". */
gboolean
battle_bribe_possible (const BnBattle *b,
                       int             unit)
{
  guint side = b->s.active;

  for (guint i = 0; i < b->s.n_units; i++)
    {
      const BnBattleUnit *u = &b->s.units[i];

      if ((unit >= 0 && (guint) unit != i) || u->figures == 0 || u->side == side || !u->mercenary)
        continue;
      /* Its comrades and commander in the hex keep it in line. */
      if (units_on (b, u->hex, u->side, NULL) > 1 || commander_on (b, u->hex, u->side) >= 0)
        continue;
      for (guint c = 0; c < b->s.n_commanders; c++)
        {
          const BnBattleCommander *cmd = &b->s.commanders[c];

          if (cmd->alive && cmd->side == side && cmd->rank != BN_COMMANDER_SERGEANT
              && cmd->rank != BN_COMMANDER_CHARACTER
              && bn_hex_distance (cmd->hex, u->hex) <= commander_reach (b, c))
            return TRUE;
        }
    }
  return FALSE;
}

gboolean
battle_bribe (BnBattle  *b,
              guint      unit,
              GError   **error)
{
  BnBattleState *s = &b->s;
  const BnCommandCardProfile *card = bn_battle_rules_get_card (b->rules, s->deck_kind[s->card]);
  BnDieSymbol sym;
  guint face;

  if (!battle_roll (b, BN_DIE_BRIBE, &sym, &face, error))
    return FALSE;
  s->pay_reason = PAY_BRIBE;
  s->pay_side = (guint8) (1 - s->active);
  s->pay_subject = (guint8) unit;
  s->pay_cards = 0;
  s->gold_due = (guint16) (card->gold + face * bn_battle_rules_get_constants (b->rules)->bribe_die_gold);
  /* What the mercenaries were promised (army points) counts towards
   * keeping them, in the bribe's gold at the ruleset's rate. */
  {
    guint rate = MAX (bn_battle_rules_get_constants (b->rules)->gold_per_army_point, 1u);

    s->gold_paid = (guint16) MIN ((guint) s->units[unit].promise * rate, (guint) G_MAXUINT16);
  }
  battle_event (b, BN_EVENT_GOLD, s->pay_side, unit, PAY_BRIBE, 0, s->gold_due);
  if (s->gold_paid >= s->gold_due)
    {
      s->phase = BN_PHASE_BATTLE;
      return TRUE;
    }
  s->phase = BN_PHASE_PAY;
  return TRUE;
}

static gboolean run_duel (BnBattle *b, GError **error);

static gboolean
settle (BnBattle  *b,
        gboolean   paid,
        GError   **error)
{
  BnBattleState *s = &b->s;

  /* However many cards paid, one new card is drawn instead. */
  if (s->pay_cards > 0 && !battle_draw_card (b, s->pay_side, error))
    return FALSE;
  s->phase = BN_PHASE_BATTLE;
  switch ((PayReason) s->pay_reason)
    {
    case PAY_BRIBE:
      if (!paid)
        {
          BnBattleUnit *u = &s->units[s->pay_subject];

          u->side = s->active;
          u->group = -1;
          u->stakes = -1;
          u->ordered = BN_ORDER_FULL;
          u->start_facing = u->facing;
          battle_event (b, BN_EVENT_CHANGED_SIDES, s->active, s->pay_subject, 0, 0, 0);
          /* It "can be activated this turn". */
          s->phase = BN_PHASE_MOVE;
          s->moving_kind = 0;
        }
      break;
    case PAY_AVOID_DUEL:
      if (!paid)
        return run_duel (b, error);
      break;
    case PAY_RANSOM:
      if (!paid)
        battle_kill_commander (b, s->pay_subject, 1 - s->pay_side);
      break;
    case PAY_NONE:
      break;
    }
  s->pay_reason = PAY_NONE;
  return TRUE;
}

gboolean
battle_pay (BnBattle  *b,
            guint      slot,
            GError   **error)
{
  BnBattleState *s = &b->s;
  guint8 card = battle_take_from_hand (b, s->pay_side, slot);

  s->gold_paid = (guint16) (s->gold_paid + bn_battle_rules_get_card (b->rules, s->deck_kind[card])->gold);
  s->pay_cards++;
  battle_discard (b, card);
  battle_event (b, BN_EVENT_PAID, s->pay_side, card, s->deck_kind[card], 0, s->gold_paid);
  if (s->gold_paid >= s->gold_due)
    return settle (b, TRUE, error);
  return TRUE;
}

gboolean
battle_refuse (BnBattle  *b,
               GError   **error)
{
  return settle (b, FALSE, error);
}

/* ---- single combat ---- */

gboolean
battle_challenge_possible (const BnBattle *b,
                           int             challenger,
                           int             challenged)
{
  guint range = bn_battle_rules_get_constants (b->rules)->single_combat_range;

  for (guint i = 0; i < b->s.n_commanders; i++)
    {
      const BnBattleCommander *c = &b->s.commanders[i];

      if ((challenger >= 0 && (guint) challenger != i) || !c->alive || c->side != b->s.active
          || c->rank == BN_COMMANDER_SERGEANT || c->rank == BN_COMMANDER_CHARACTER)
        continue;
      for (guint j = 0; j < b->s.n_commanders; j++)
        {
          const BnBattleCommander *e = &b->s.commanders[j];

          if ((challenged >= 0 && (guint) challenged != j) || !e->alive || e->side == b->s.active
              || e->rank == BN_COMMANDER_SERGEANT || e->rank == BN_COMMANDER_CHARACTER)
            continue;
          /* Captains challenge only captains. */
          if (c->rank == BN_COMMANDER_CAPTAIN && e->rank != BN_COMMANDER_CAPTAIN)
            continue;
          if (bn_hex_distance (c->hex, e->hex) <= range)
            return TRUE;
        }
    }
  return FALSE;
}

static guint
ransom_of (const BnBattle *b,
           guint           commander)
{
  const BnCommandCardProfile *card = bn_battle_rules_get_card (b->rules, b->s.deck_kind[b->s.card]);

  return b->s.commanders[commander].rank == BN_COMMANDER_ARMY ? card->ransom_commander : card->ransom_captain;
}

gboolean
battle_challenge (BnBattle  *b,
                  guint      challenger,
                  guint      challenged,
                  GError   **error)
{
  BnBattleState *s = &b->s;

  s->duel_challenger = (guint8) challenger;
  s->duel_challenged = (guint8) challenged;
  s->duel_second = 0;
  if (b->scenario->options & BN_BATTLE_OPTION_MERCENARIES)
    {
      /* The challenged may pay the ransom + 30 GP now to avoid the fight. */
      s->pay_reason = PAY_AVOID_DUEL;
      s->pay_side = (guint8) (1 - s->active);
      s->pay_subject = (guint8) challenged;
      s->pay_cards = 0;
      s->gold_paid = 0;
      s->gold_due = (guint16) (ransom_of (b, challenged)
                               + bn_battle_rules_get_constants (b->rules)->ransom_surcharge);
      battle_event (b, BN_EVENT_GOLD, s->pay_side, challenged, PAY_AVOID_DUEL, 0, s->gold_due);
      s->phase = BN_PHASE_PAY;
      return TRUE;
    }
  return run_duel (b, error);
}

/* One combatant's point in a round: a hit symbol the other fails to save
 * with a shield. */
static gboolean
duel_point (BnBattle  *b,
            gboolean  *out_point,
            GError   **error)
{
  BnDieSymbol sym;
  gboolean saved = FALSE;

  *out_point = FALSE;
  if (!battle_roll (b, BN_DIE_DUEL, &sym, NULL, error))
    return FALSE;
  if (sym != BN_DIE_HIT_ANY && sym != BN_DIE_HIT_LESSER && sym != BN_DIE_HIT_NONE)
    return TRUE;
  if (!battle_save_roll (b, -1, BN_DIE_DUEL, TRUE, &saved, error))
    return FALSE;
  *out_point = !saved;
  return TRUE;
}

static gboolean
run_duel (BnBattle  *b,
          GError   **error)
{
  BnBattleState *s = &b->s;
  guint rounds = bn_battle_rules_get_constants (b->rules)->single_combat_rounds;
  int score = 0;
  guint loser;

  for (guint r = 0; r < rounds; r++)
    {
      gboolean point;

      if (!duel_point (b, &point, error))
        return FALSE;
      score += point ? 1 : 0;
      if (!duel_point (b, &point, error))
        return FALSE;
      score -= point ? 1 : 0;
    }
  battle_event (b, BN_EVENT_DUEL, s->active, s->duel_challenger, s->duel_challenged, 0, score);
  if (score == 0)
    {
      /* A draw: the challenged may fight a second, final duel. */
      s->phase = s->duel_second ? BN_PHASE_BATTLE : BN_PHASE_DUEL_DRAW;
      return TRUE;
    }
  loser = score > 0 ? s->duel_challenged : s->duel_challenger;
  s->phase = BN_PHASE_BATTLE;
  if (b->scenario->options & BN_BATTLE_OPTION_MERCENARIES)
    {
      s->pay_reason = PAY_RANSOM;
      s->pay_side = s->commanders[loser].side;
      s->pay_subject = (guint8) loser;
      s->pay_cards = 0;
      s->gold_paid = 0;
      s->gold_due = (guint16) ransom_of (b, loser);
      battle_event (b, BN_EVENT_GOLD, s->pay_side, loser, PAY_RANSOM, 0, s->gold_due);
      s->phase = BN_PHASE_PAY;
      return TRUE;
    }
  battle_kill_commander (b, loser, 1 - s->commanders[loser].side);
  return TRUE;
}

gboolean
battle_duel_again (BnBattle  *b,
                   gboolean   again,
                   GError   **error)
{
  b->s.phase = BN_PHASE_BATTLE;
  if (!again)
    return TRUE;
  b->s.duel_second = 1;
  return run_duel (b, error);
}
