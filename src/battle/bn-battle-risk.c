/* bn-battle-risk.c — Day of Battle's risk to a leader, on the field.
 *
 * Shared by every ruleset: it reads only the log's combats (BN_EVENT_BATTLE
 * and the losses that follow it) and the commanders' places, never a
 * ruleset's tables.
 *
 * - A commander with a personal combat skill (a campaign's leader; pcs 0
 *   for quick games and tests, who keep the rules as they were) makes a
 *   check for each melee of the unit he stands with, whichever side began
 *   it, and for each missile attack on that unit; never for other units
 *   he commands (rulings, "Risk to a leader"). The check is made when the
 *   combat is over, its losses known: D20 ≤ PCS − 5 if his unit lost the
 *   melee − 1 a strike of difference; a 1 passes and a 20 fails whatever
 *   the modifiers; against missiles only a 20 strikes.
 * - A struck leader with a common retainer still ready waits for his
 *   side's choice before his card (s->struck; everything else waits):
 *   the retainer wards off the blow on his D20, or throws the check again
 *   (BN_PCS_REROLL; a new strike waits again), or the blow is taken (Day
 *   of Battle, Retainers: "used if the L&H failed his personal combat
 *   skill check and before a card is drawn from the Special Results
 *   table"). A wound he carries lowers his skill (docs/rules.md, "House
 *   rule: wounds"); a wounding card on the field gives him one.
 * - A struck leader draws his Special Results card from the side's table
 *   (BnBattleRisk, the campaign's house table). Lost: he is off the field
 *   for a full game turn and the other side draws to find him (the table
 *   says which cards capture and which slay); captured or slain: he is off
 *   the field for good and the other side scores as for an eliminated
 *   commander.
 * - While the army commander is off the field the next highest social
 *   rank on the field commands (ties: the first listed); a lost commander
 *   takes command back when he returns.
 * - An army whose leaders are all captured or slain breaks from the field:
 *   the battle ends, the other side the victor.
 *
 * Dice and cards come from the battle's BnChance, so a player may type
 * them; each is logged (a BN_DIE_PCS die, BN_EVENT_PCS_CHECK,
 * BN_EVENT_RISK_CARD) for the campaign to read after the battle.
 */
#include "bn-battle-private.h"
#include "bn-combat-notes-private.h"
#include "bn-ruleset-hooks.h"

#include <string.h>

/* Day of Battle, "Risk to a Leader", PCS modifiers. */
#define LOST_MELEE_MODIFIER 5
#define DIE_SIDES           20

void
battle_risk_setup (BnBattle           *b,
                   const BnBattleArmy *army0,
                   const BnBattleArmy *army1)
{
  b->risk[0] = army0->risk;
  b->risk[1] = army1->risk;
  b->s.risk_armed = 0;
  b->s.n_risk = 0;
  for (guint c = 0; c < b->s.n_commanders; c++)
    b->s.risk_armed |= b->s.commanders[c].pcs > 0;
}

/* The risk-taking commanders standing with @unit, a bit each. */
static guint16
attached_to (const BnBattle *b,
             guint           unit)
{
  const BnBattleUnit *u = &b->s.units[unit];
  guint16 with = 0;

  for (guint c = 0; c < b->s.n_commanders && c < 16; c++)
    {
      const BnBattleCommander *cmd = &b->s.commanders[c];

      if (cmd->pcs > 0 && cmd->alive && cmd->side == u->side && battle_commander_with (b, c, unit))
        with |= (guint16) (1u << c);
    }
  return with;
}

/* Called for every event while risk is armed: opens a combat at its
 * BN_EVENT_BATTLE and counts what each of its units loses. */
void
battle_risk_note (BnBattle            *b,
                  const BnBattleEvent *event)
{
  BnBattleState *s = &b->s;

  switch ((BnBattleEventType) event->type)
    {
    case BN_EVENT_BATTLE:
      {
        BnRiskCombat *combat;

        /* An attack on a lone commander is not a unit's combat. */
        if ((event->c & BN_EVENT_AT_COMMANDER) != 0 || event->a >= s->n_units || event->b >= s->n_units)
          return;
        /* The defender's throw back is part of the same melee. */
        for (guint i = 0; i < s->n_risk; i++)
          if (s->risk[i].range <= 1 && event->c <= 1 &&
              ((s->risk[i].units[0] == event->a && s->risk[i].units[1] == event->b) ||
               (s->risk[i].units[0] == event->b && s->risk[i].units[1] == event->a)))
            return;
        if (s->n_risk >= BN_BATTLE_MAX_RISK)
          return;
        combat = &s->risk[s->n_risk++];
        memset (combat, 0, sizeof *combat);
        combat->units[0] = event->a;
        combat->units[1] = event->b;
        combat->range = event->c;
        combat->with[0] = attached_to (b, event->a);
        combat->with[1] = attached_to (b, event->b);
      }
      break;
    case BN_EVENT_FIGURE_LOST:
    case BN_EVENT_RETREAT:
    case BN_EVENT_UNIT_ELIMINATED:
      for (guint i = 0; i < s->n_risk; i++)
        for (guint k = 0; k < 2; k++)
          if (s->risk[i].units[k] == event->a)
            {
              if (event->type == BN_EVENT_FIGURE_LOST)
                s->risk[i].lost[k]++;
              s->risk[i].loss[k]++;
            }
      break;
    default:
      break;
    }
}

static gboolean
chance_error (GError  **error,
              GError   *local_error)
{
  g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE, "%s", local_error->message);
  g_error_free (local_error);
  return FALSE;
}

/* A card for the risk tables, from a full deck: the card goes back and the
 * deck is shuffled, as a player does between two draws on a table. */
static gboolean
risk_draw (BnBattle  *b,
           BnCard    *out_card,
           gboolean  *out_typed,
           GError   **error)
{
  BnChanceSource source = BN_CHANCE_SOURCE_SEEDED;
  GError *local_error = NULL;

  if (!bn_chance_draw_card (b->chance, out_card, &source, &local_error))
    return chance_error (error, local_error);
  bn_chance_discard (b->chance, *out_card);
  bn_chance_reshuffle (b->chance);
  *out_typed = source == BN_CHANCE_SOURCE_TYPED;
  return TRUE;
}

static gboolean
side_has_risk (const BnBattle *b,
               guint           side)
{
  for (guint c = 0; c < b->s.n_commanders; c++)
    if (b->s.commanders[c].side == side && b->s.commanders[c].pcs > 0)
      return TRUE;
  return FALSE;
}

static int
army_commander (const BnBattle *b,
                guint           side)
{
  for (guint c = 0; c < b->s.n_commanders; c++)
    if (b->s.commanders[c].side == side && b->s.commanders[c].alive && b->s.commanders[c].rank == BN_COMMANDER_ARMY)
      return (int) c;
  return -1;
}

/* The army commander has left the field: the next highest social rank on
 * it takes command (DoB, "Lost Leaders and Heroes"). */
static void
succeed (BnBattle *b,
         guint     side,
         guint     fallen)
{
  int next = -1;

  if (army_commander (b, side) >= 0)
    return;
  for (guint c = 0; c < b->s.n_commanders; c++)
    {
      const BnBattleCommander *cmd = &b->s.commanders[c];

      if (cmd->side != side || !cmd->alive || cmd->pcs == 0 || cmd->rank == BN_COMMANDER_CHARACTER)
        continue;
      if (next < 0 || cmd->social_rank > b->s.commanders[next].social_rank)
        next = (int) c;
    }
  if (next < 0)
    return;
  b->s.commanders[next].rank = BN_COMMANDER_ARMY;
  battle_event (b, BN_EVENT_SUCCESSION, side, (guint) next, fallen, 0, 0);
}

/* With no leader left on the field nor lost (to return), the army breaks
 * from the field and the battle ends (DoB, "Lost Leaders and Heroes"). */
static void
check_break (BnBattle *b,
             guint     side)
{
  BnBattleState *s = &b->s;

  if (s->phase == BN_PHASE_OVER || !side_has_risk (b, side))
    return;
  for (guint c = 0; c < s->n_commanders; c++)
    {
      const BnBattleCommander *cmd = &s->commanders[c];

      if (cmd->side == side && cmd->pcs > 0 && (cmd->alive || cmd->out == BN_LEADER_LOST))
        return;
    }
  battle_event (b, BN_EVENT_ARMY_BROKEN, side, 0, 0, 0, 0);
  s->winner = (guint8) (1 - side);
  s->phase = BN_PHASE_OVER;
  battle_event (b, BN_EVENT_GAME_OVER, s->winner, 0, 0, 0, s->vp[s->winner]);
}

/* He leaves the field: lost for a game turn, or taken or slain for good. */
static void
leave_field (BnBattle    *b,
             guint        c,
             BnLeaderOut  out)
{
  BnBattleCommander *cmd = &b->s.commanders[c];

  cmd->alive = 0;
  cmd->out = (guint8) out;
  cmd->ordered = cmd->supported = 0;
  if (out == BN_LEADER_LOST)
    {
      /* The card-driven turn counts each side's turn; a ruleset that plays
       * its own turn (Lionheart's leadership roll) counts game turns. */
      cmd->back_turn = (guint16) (b->s.turn + (battle_hooks (b)->setup != NULL ? 1 : 2));
      return;
    }
  cmd->captive = out == BN_LEADER_CAPTURED;
  if (cmd->group >= 0)
    {
      /* Without its captain the "Battle" ceases; its units act alone. */
      BnBattleGroup *g = &b->s.groups[cmd->group];

      g->alive = 0;
      for (guint i = 0; i < g->n_units; i++)
        if (b->s.units[g->units[i]].group == cmd->group)
          b->s.units[g->units[i]].group = -1;
      cmd->group = -1;
    }
  if (b->s.phase == BN_PHASE_OVER)
    return;
  if (battle_hooks (b)->commander_taken != NULL)
    battle_hooks (b)->commander_taken (b, c);
  else
    battle_add_vp (b, 1 - cmd->side, 1, BN_VICTORY_COMMANDER);
}

/* A struck leader: his Special Results card, and what follows. */
static gboolean
strike (BnBattle  *b,
        guint      c,
        GError   **error)
{
  BnBattleCommander *cmd = &b->s.commanders[c];
  const BnBattleRisk *table = &b->risk[cmd->side];
  guint side = cmd->side;
  BnCard card;
  gboolean typed;
  BnRiskFate fate;
  BnLeaderOut out = BN_LEADER_ON_FIELD;

  /* No table: the card is drawn after the battle, by the campaign. */
  if (!table->has_table)
    return TRUE;
  if (!risk_draw (b, &card, &typed, error))
    return FALSE;
  fate = (BnRiskFate) table->struck[card];
  battle_event (b, BN_EVENT_RISK_CARD, side, c, card, 0, (int) fate + (typed ? 256 : 0));
  switch (fate)
    {
    case BN_RISK_LOST:
      {
        BnRiskFate found;

        /* The opposing player-leader draws to find him. */
        if (!risk_draw (b, &card, &typed, error))
          return FALSE;
        found = (BnRiskFate) table->found[card];
        battle_event (b, BN_EVENT_RISK_CARD, 1 - side, c, card, 1, (int) found + (typed ? 256 : 0));
        out = found == BN_RISK_CAPTURED ? BN_LEADER_CAPTURED
              : found == BN_RISK_KILLED ? BN_LEADER_SLAIN : BN_LEADER_LOST;
      }
      break;
    case BN_RISK_CAPTURED:
      out = BN_LEADER_CAPTURED;
      break;
    case BN_RISK_KILLED:
      out = BN_LEADER_SLAIN;
      break;
    case BN_RISK_WOUNDED:
      /* He fights on, wounded (docs/rules.md, "Wounds"). */
      cmd->wound = MAX (cmd->wound, table->wound);
      break;
    default:
      break;
    }
  if (out != BN_LEADER_ON_FIELD)
    {
      leave_field (b, c, out);
      succeed (b, side, c);
      check_break (b, side);
    }
  return TRUE;
}

/**
 * battle_risk_pcs:
 *
 * What @c's check is made against before its modifiers: his personal
 * combat skill less the wound he carries.
 */
int
battle_risk_pcs (const BnBattle *b,
                 guint           c)
{
  const BnBattleCommander *cmd = &b->s.commanders[c];

  return (int) cmd->pcs - (int) cmd->wound;
}

/**
 * battle_risk_ward_options:
 *
 * Whether struck commander @c's side has a choice before his Special
 * Results card: one of his common retainers is still ready to ward off
 * the blow or throw the check again ("This would be a good time to use a
 * common retainer to ward off the blow"). A side without a table draws
 * the card after the battle, and decides there.
 */
gboolean
battle_risk_ward_options (const BnBattle *b,
                          guint           c)
{
  const BnBattleCommander *cmd = &b->s.commanders[c];

  if (!b->risk[cmd->side].has_table || !cmd->alive)
    return FALSE;
  for (guint r = 0; r < b->s.n_retainers; r++)
    {
      const BnBattleRetainer *ret = &b->s.retainers[r];

      if (ret->commander == c && ret->state == BN_BATTLE_RETAINER_READY
          && (ret->type == BN_RETAINER_TYPE_PAGE || ret->type == BN_RETAINER_TYPE_SQUIRE
              || ret->type == BN_RETAINER_TYPE_SERGEANT))
        return TRUE;
    }
  return FALSE;
}

/* The D20 of @c's check, judged and logged, with what it counted (@combat
 * and his unit's index @k in it; %NULL: a check thrown again, which counts
 * what the one it replaces did); a strike waits for his side's choice
 * while a retainer of his may ward it off, else draws his card. */
static gboolean
throw_check (BnBattle            *b,
             guint                c,
             guint                bits,
             guint                strike_difference,
             const BnRiskCombat  *combat,
             guint                k,
             GError             **error)
{
  BnBattleCommander *cmd = &b->s.commanders[c];
  BnChanceSource source = BN_CHANCE_SOURCE_SEEDED;
  GError *local_error = NULL;
  gboolean missile = (bits & BN_PCS_MISSILE) != 0;
  guint roll;
  int target;
  gboolean struck;

  if (!battle_chance_roll (b, DIE_SIDES, &roll, &source, &local_error))
    return chance_error (error, local_error);
  battle_event (b, BN_EVENT_DIE, cmd->side, BN_DIE_PCS, 0, source == BN_CHANCE_SOURCE_TYPED, (int) roll);
  target = battle_risk_pcs (b, c) - ((bits & BN_PCS_LOST_MELEE) ? LOST_MELEE_MODIFIER : 0) - (int) strike_difference;
  /* A 1 passes and a 20 fails, whatever the modifiers. */
  struck = roll == DIE_SIDES || (!missile && roll != 1 && (int) roll > target);
  bits = (bits & ~BN_PCS_STRUCK) | (struck ? BN_PCS_STRUCK : 0);
  {
    guint before = b->events->len;

    battle_event (b, BN_EVENT_PCS_CHECK, cmd->side, c, bits, MIN (strike_difference, 255), (int) roll);
    if (combat != NULL)
      battle_risk_counted_noted (b, before, combat->units[k], combat->units[1 - k], combat->lost[k],
                                 combat->lost[1 - k], cmd->wound);
    else
      battle_risk_counted_again (b, before, c);
  }
  if (!struck)
    return TRUE;
  if (battle_risk_ward_options (b, c))
    {
      b->s.struck = (guint8) (c + 1);
      b->s.struck_bits = (guint8) (bits & (BN_PCS_MISSILE | BN_PCS_LOST_MELEE));
      b->s.struck_difference = (guint8) MIN (strike_difference, 255);
      return TRUE;
    }
  return strike (b, c, error);
}

static gboolean
check (BnBattle            *b,
       guint                c,
       gboolean             missile,
       gboolean             lost_melee,
       guint                strike_difference,
       const BnRiskCombat  *combat,
       guint                k,
       GError             **error)
{
  BnBattleCommander *cmd = &b->s.commanders[c];

  /* Taken off the field by an earlier check of the same combat. */
  if (!cmd->alive || cmd->out != BN_LEADER_ON_FIELD)
    return TRUE;
  return throw_check (b, c, (missile ? BN_PCS_MISSILE : 0) | (lost_melee ? BN_PCS_LOST_MELEE : 0),
                      strike_difference, combat, k, error);
}

/**
 * battle_risk_reroll:
 *
 * The struck leader's check thrown again by a common retainer ("Re-roll a
 * bad die roll … made by the L&H. The new value replaces the original"):
 * logged as his check again, with BN_PCS_REROLL.
 */
gboolean
battle_risk_reroll (BnBattle  *b,
                    GError   **error)
{
  guint c = (guint) b->s.struck - 1;

  b->s.struck = 0;
  return throw_check (b, c, b->s.struck_bits | BN_PCS_REROLL, b->s.struck_difference, NULL, 0, error);
}

/**
 * battle_risk_take_blow:
 *
 * No retainer wards off the struck leader's blow (none chosen, or the
 * one chosen failed his D20): his Special Results card is drawn.
 */
gboolean
battle_risk_take_blow (BnBattle  *b,
                       GError   **error)
{
  guint c = (guint) b->s.struck - 1;

  b->s.struck = 0;
  return strike (b, c, error);
}

/* The checks of the combats that are over, in order, until one strikes a
 * leader whose side has a choice to make (s->struck): the rest wait for it. */
static gboolean
run_checks (BnBattle  *b,
            GError   **error)
{
  BnBattleState *s = &b->s;

  while (s->n_risk > 0 && s->struck == 0)
    {
      BnRiskCombat *combat = &s->risk[0];
      gboolean melee = combat->range <= 1;
      int winner = combat->loss[0] == combat->loss[1] ? -1 : combat->loss[0] < combat->loss[1] ? 0 : 1;
      guint difference = (guint) ABS ((int) combat->lost[0] - (int) combat->lost[1]);

      for (guint k = melee ? 0 : 1; k < 2; k++)
        for (guint c = 0; c < s->n_commanders && c < 16; c++)
          {
            guint16 bit = (guint16) (1u << c);

            if ((combat->with[k] & bit) == 0 || (combat->checked[k] & bit) != 0)
              continue;
            combat->checked[k] |= bit;
            if (!check (b, c, !melee, melee && winner == (int) (1 - k), melee ? difference : 0, combat, k, error))
              return FALSE;
            if (s->struck != 0)
              return TRUE;
          }
      memmove (&s->risk[0], &s->risk[1], (s->n_risk - 1) * sizeof s->risk[0]);
      s->n_risk--;
    }
  return TRUE;
}

/* A lost leader back after his game turn: with his own unit's hex if it is
 * free, else with any unit of his side that has no commander. */
static void
come_back (BnBattle *b,
           guint     c)
{
  BnBattleState *s = &b->s;
  BnBattleCommander *cmd = &s->commanders[c];
  BnHex hex = cmd->hex;
  gboolean found = !enemy_on (b, hex, cmd->side) && commander_on (b, hex, 2) < 0;

  for (guint u = 0; u < s->n_units && !found; u++)
    if (unit_alive (b, u) && s->units[u].side == cmd->side && commander_on (b, s->units[u].hex, 2) < 0)
      {
        hex = s->units[u].hex;
        found = TRUE;
      }
  if (!found)
    return;
  cmd->hex = hex;
  cmd->alive = 1;
  cmd->out = BN_LEADER_ON_FIELD;
  cmd->ordered = cmd->moved = cmd->stopped = cmd->supported = cmd->held = 0;
  if (battle_hooks (b)->commander_returns != NULL)
    battle_hooks (b)->commander_returns (b, c);
  battle_event (b, BN_EVENT_LEADER_RETURNS, cmd->side, c, 0, 0, 0);
  if (cmd->base_rank != BN_COMMANDER_ARMY)
    return;
  /* He takes back the command his successor held. */
  for (guint o = 0; o < s->n_commanders; o++)
    {
      BnBattleCommander *other = &s->commanders[o];

      if (o != c && other->side == cmd->side && other->rank == BN_COMMANDER_ARMY)
        {
          other->rank = other->base_rank;
          battle_event (b, BN_EVENT_SUCCESSION, cmd->side, c, o, 0, 0);
        }
    }
  cmd->rank = BN_COMMANDER_ARMY;
}

/* Called after each action while risk is armed: the checks of the combats
 * that are over, the lost leaders whose game turn is done, and the
 * succession and break of an army whose commander fell by other means (a
 * lone commander attacked, a retreat with nowhere to go). */
gboolean
battle_risk_settle (BnBattle  *b,
                    GError   **error)
{
  BnBattleState *s = &b->s;

  /* Nothing moves on while a leader's side decides. */
  if (s->struck != 0 || s->reroll != 0)
    return TRUE;
  /* On hexes a combat runs over several actions (defence, casualties,
   * retreat); Junior General's (a ruleset placing its own commanders)
   * is over within its action, its retreat step a later one. */
  if (s->n_risk > 0 && (battle_hooks (b)->commander_with != NULL ||
                        (s->phase != BN_PHASE_DEFEND && s->phase != BN_PHASE_CASUALTIES &&
                         s->phase != BN_PHASE_RETREAT)))
    {
      if (!run_checks (b, error))
        return FALSE;
      if (s->struck != 0)
        return TRUE;
    }
  if (s->phase == BN_PHASE_OVER)
    return TRUE;
  for (guint c = 0; c < s->n_commanders; c++)
    if (s->commanders[c].out == BN_LEADER_LOST && s->turn >= s->commanders[c].back_turn)
      come_back (b, c);
  for (guint side = 0; side < 2; side++)
    if (side_has_risk (b, side) && army_commander (b, side) < 0)
      {
        int fallen = -1;

        for (guint c = 0; c < s->n_commanders && fallen < 0; c++)
          if (s->commanders[c].side == side && s->commanders[c].base_rank == BN_COMMANDER_ARMY)
            fallen = (int) c;
        succeed (b, side, fallen >= 0 ? (guint) fallen : 0);
        check_break (b, side);
      }
  return TRUE;
}
