/* bn-battle-retainers.c — Day of Battle's retainers on the field.
 *
 * The common retainers (Page, Squire, Sergeant: a D20 at or under 10, 15,
 * 19) act once each, when their leader's player asks (BN_ACTION_RETAINER):
 * command a unit near him, redraw a card, reorder his unit; and when their
 * leader has failed his personal combat skill check, before his Special
 * Results card, ward off the blow (their D20) or throw his check again
 * (no D20 of theirs) — bn-battle-risk.c waits for that choice. The special
 * ones act as the text says: the Archer and the Champion throw their bonus
 * D20 whenever their unit shoots or is in melee, the Standard raises its
 * unit's morale, the Herald witnesses the melees within his reach (the
 * career doubles their honor), and the Healer and the Scout act once. The
 * three with a unit are lost when it loses a melee or breaks
 * (docs/rules.md, "Retainers in battle").
 */
#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

#include <string.h>

static gboolean
is_common (guint type)
{
  return type == BN_RETAINER_TYPE_PAGE || type == BN_RETAINER_TYPE_SQUIRE || type == BN_RETAINER_TYPE_SERGEANT;
}

static gboolean
with_a_unit (guint type)
{
  return type == BN_RETAINER_TYPE_ARCHER || type == BN_RETAINER_TYPE_CHAMPION
         || type == BN_RETAINER_TYPE_STANDARD;
}

static gboolean
own_turn_rules (const BnBattle *b)
{
  return bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (b->rules));
}

static guint
reach_hexes (const BnBattle *b,
             guint           inches)
{
  return bn_leader_skill_rules_hexes (bn_battle_rules_get_leader_skills (b->rules), inches);
}

/* Where @c stands: his hex, or under a ruleset whose commanders are no
 * pieces (Lionheart) the hex of the unit he leads from. */
static BnHex
commander_hex (const BnBattle *b,
               guint           c)
{
  const BnBattleCommander *cmd = &b->s.commanders[c];

  if (own_turn_rules (b) && cmd->attached >= 0 && b->s.units[cmd->attached].figures > 0)
    return b->s.units[cmd->attached].hex;
  return cmd->hex;
}

/* Whether unit @u already has a special retainer of @type. */
static gboolean
unit_has (const BnBattle *b,
          int             u,
          guint           type)
{
  for (guint r = 0; r < b->s.n_retainers; r++)
    if (b->s.retainers[r].type == type && b->s.retainers[r].unit == u)
      return TRUE;
  return FALSE;
}

/**
 * battle_add_retainers:
 *
 * Puts the retainers @spec brings for commander @c (not yet counted in
 * n_commanders) on the field. An Archer, Champion or Standard goes with
 * the unit of the spec, or his leader's unit; "limit 1 per unit", so a
 * second of a type goes with the next unit of the side without one.
 */
void
battle_add_retainers (BnBattle                    *b,
                      guint                        c,
                      guint                        first_unit,
                      const BnBattleCommanderSpec *spec)
{
  BnBattleState *s = &b->s;

  for (guint i = 0; i < spec->n_retainers && i < BN_BATTLE_MAX_RETAINERS; i++)
    {
      const BnBattleRetainerSpec *rs = &spec->retainers[i];
      BnBattleRetainer *r;
      int unit = -1;

      if (s->n_retainers >= BN_BATTLE_MAX_RETAINERS_ALL || rs->type == BN_RETAINER_TYPE_NONE
          || rs->type >= BN_RETAINER_N_TYPES)
        continue;
      r = &s->retainers[s->n_retainers];
      memset (r, 0, sizeof *r);
      r->commander = (guint8) c;
      r->type = (guint8) rs->type;
      r->success = (guint8) MIN (rs->success, 20u);
      r->bonus = (guint8) MIN (rs->bonus, 20u);
      r->state = BN_BATTLE_RETAINER_READY;
      if (with_a_unit (rs->type))
        {
          unit = rs->unit >= 0 && first_unit + (guint) rs->unit < s->n_units ? (int) (first_unit + (guint) rs->unit)
                                                                           : s->commanders[c].attached;
          if (unit < 0 || unit_has (b, unit, rs->type))
            {
              unit = -1;
              for (guint u = first_unit; u < s->n_units && unit < 0; u++)
                if (!unit_has (b, (int) u, rs->type))
                  unit = (int) u;
            }
        }
      r->unit = (gint8) unit;
      s->n_retainers++;
    }
}

/* Throws a retainer's D20 from the battle's chance (so a player may type
 * it), logged as a die of purpose BN_DIE_RETAINER. */
static gboolean
retainer_roll (BnBattle  *b,
               guint      number,
               gboolean  *out_pass,
               GError   **error)
{
  guint roll;

  if (!battle_roll_d20 (b, BN_DIE_RETAINER, &roll, error))
    return FALSE;
  *out_pass = roll <= number;
  return TRUE;
}

static void
retainer_event (BnBattle *b,
                guint     r,
                guint     deed,
                gboolean  passed,
                guint     about,
                int       value)
{
  battle_event (b, BN_EVENT_RETAINER, b->s.commanders[b->s.retainers[r].commander].side, r,
                deed | (passed ? BN_SKILL_USE_PASSED : 0), about, value);
}

/**
 * battle_retainer_bonus_die:
 *
 * The Archer ("whenever the unit fires", @melee FALSE) or the Champion
 * ("whenever the unit is in melee") with @unit throws his bonus D20: at
 * or under the ruleset's retainer-die base + his bonus (half his card) it
 * is one hit more on @enemy.
 */
gboolean
battle_retainer_bonus_die (BnBattle  *b,
                           guint      unit,
                           guint      enemy,
                           gboolean   melee,
                           guint     *out_hits,
                           GError   **error)
{
  const BnLeaderSkillRules *k = bn_battle_rules_get_leader_skills (b->rules);
  guint type = melee ? BN_RETAINER_TYPE_CHAMPION : BN_RETAINER_TYPE_ARCHER;

  *out_hits = 0;
  for (guint r = 0; r < b->s.n_retainers; r++)
    {
      const BnBattleRetainer *ret = &b->s.retainers[r];
      int number;
      gboolean pass;

      if (ret->type != type || ret->unit != (int) unit || ret->state != BN_BATTLE_RETAINER_READY
          || b->s.units[unit].figures == 0)
        continue;
      number = CLAMP (k->retainer_die_base + (int) ret->bonus, 0, 20);
      if (!retainer_roll (b, (guint) number, &pass, error))
        return FALSE;
      retainer_event (b, r, BN_RETAINER_DID_BONUS_DIE, pass, enemy, number);
      *out_hits += pass ? 1 : 0;
    }
  return TRUE;
}

/**
 * battle_retainer_standard:
 *
 * The morale points the Standard with @unit raises it by (1–3), or 0;
 * its retainer in *@out_retainer.
 */
guint
battle_retainer_standard (const BnBattle *b,
                          guint           unit,
                          guint          *out_retainer)
{
  for (guint r = 0; r < b->s.n_retainers; r++)
    if (b->s.retainers[r].type == BN_RETAINER_TYPE_STANDARD && b->s.retainers[r].unit == (int) unit
        && b->s.retainers[r].state == BN_BATTLE_RETAINER_READY)
      {
        *out_retainer = r;
        return b->s.retainers[r].bonus;
      }
  return 0;
}

/* Logs that the Standard held its unit. */
void
battle_retainer_standard_held (BnBattle *b,
                               guint     r,
                               guint     unit)
{
  retainer_event (b, r, BN_RETAINER_DID_STANDARD, TRUE, unit, b->s.retainers[r].bonus);
}

/**
 * battle_retainers_unit_lost:
 *
 * @unit lost a melee or broke: the Archer, Champion and Standard with it
 * are lost ("lost if the unit loses a melee or breaks").
 */
void
battle_retainers_unit_lost (BnBattle *b,
                            guint     unit)
{
  for (guint r = 0; r < b->s.n_retainers; r++)
    if (with_a_unit (b->s.retainers[r].type) && b->s.retainers[r].unit == (int) unit
        && b->s.retainers[r].state == BN_BATTLE_RETAINER_READY)
      {
        b->s.retainers[r].state = BN_BATTLE_RETAINER_LOST;
        retainer_event (b, r, BN_RETAINER_WAS_LOST, FALSE, unit, 0);
      }
}

/**
 * battle_retainers_witness:
 *
 * A melee of @unit: each Herald whose leader stands within his reach
 * (5") of it, on its side, witnesses it (the career doubles the honor
 * its deeds earn). The board hides nothing within a hex or so: within
 * that reach he always sees.
 */
void
battle_retainers_witness (BnBattle *b,
                          guint     unit)
{
  guint inches = bn_battle_rules_get_leader_skills (b->rules)->herald_inches;
  guint reach = reach_hexes (b, inches);

  for (guint r = 0; r < b->s.n_retainers; r++)
    {
      const BnBattleRetainer *ret = &b->s.retainers[r];
      const BnBattleCommander *cmd = &b->s.commanders[ret->commander];

      if (ret->type != BN_RETAINER_TYPE_HERALD || ret->state != BN_BATTLE_RETAINER_READY || !cmd->alive
          || cmd->side != b->s.units[unit].side)
        continue;
      if (battle_leader_within (b, ret->commander, commander_hex (b, ret->commander), unit, inches))
        retainer_event (b, r, BN_RETAINER_DID_WITNESS, TRUE, unit, (int) reach);
    }
}

/* Whether an enemy unit stands within @reach hexes of @hex. */
static gboolean
enemy_within (const BnBattle *b,
              BnHex           hex,
              guint           side,
              guint           reach)
{
  for (guint i = 0; i < b->s.n_units; i++)
    if (b->s.units[i].figures > 0 && b->s.units[i].side != side && bn_hex_distance (b->s.units[i].hex, hex) <= reach)
      return TRUE;
  return FALSE;
}

/* The unit of his side in @c's hex (Lionheart: the one he leads from), or −1. */
static int
leader_unit (const BnBattle *b,
             guint           c)
{
  const BnBattleCommander *cmd = &b->s.commanders[c];

  if (own_turn_rules (b))
    return cmd->attached >= 0 && b->s.units[cmd->attached].figures > 0 ? cmd->attached : -1;
  for (guint i = 0; i < b->s.n_units; i++)
    if (b->s.units[i].figures > 0 && b->s.units[i].side == cmd->side && bn_hex_equal (b->s.units[i].hex, cmd->hex))
      return (int) i;
  return -1;
}

/* Whether the acting side is in its own turn, giving orders (L&L's order
 * phase, Lionheart's choice of an action). */
static gboolean
ordering (const BnBattle *b)
{
  return b->s.phase == BN_PHASE_ORDER;
}

/* FALSE when battle_check_retainer () refuses retainer @r's @use whatever
 * its target, for a reason that does not depend on the target (no leader
 * struck, no die waiting to be thrown again); TRUE: the targets decide. */
static gboolean
use_open (const BnBattle *b,
          guint           r,
          guint           use)
{
  const BnBattleState *s = &b->s;
  guint type = s->retainers[r].type;

  if (s->commanders[s->retainers[r].commander].side != s->active || !s->commanders[s->retainers[r].commander].alive)
    return FALSE;
  switch (use)
    {
    case BN_RETAINER_USE_COMMAND:
      return is_common (type) && !own_turn_rules (b) && ordering (b);
    case BN_RETAINER_USE_REDRAW:
      return is_common (type) && !own_turn_rules (b) && s->phase == BN_PHASE_PLAY_CARD;
    case BN_RETAINER_USE_REORDER:
      return is_common (type) && leader_unit (b, s->retainers[r].commander) >= 0;
    case BN_RETAINER_USE_HEAL:
    case BN_RETAINER_USE_RESTORE:
      return type == BN_RETAINER_TYPE_HEALER && ordering (b);
    case BN_RETAINER_USE_WARD:
    case BN_RETAINER_USE_REROLL:
      return is_common (type) && s->struck != 0;
    case BN_RETAINER_USE_HEAL_WOUND:
      return type == BN_RETAINER_TYPE_HEALER && ordering (b) && s->commanders[s->retainers[r].commander].wound != 0;
    case BN_RETAINER_USE_SCOUT:
      return type == BN_RETAINER_TYPE_SCOUT && !own_turn_rules (b) && s->phase == BN_PHASE_PLAY_CARD;
    default:
      return TRUE;
    }
}

/**
 * battle_check_retainer:
 *
 * Whether BN_ACTION_RETAINER @action is allowed now (Day of Battle,
 * Retainers; docs/rules.md, "Retainers in battle").
 */
gboolean
battle_check_retainer (const BnBattle        *b,
                       const BnBattleAction  *action,
                       GError               **error)
{
  const BnBattleState *s = &b->s;
  const BnBattleRetainer *r;
  const BnBattleCommander *cmd;

  if (s->reroll != 0)
    return battle_check_reroll (b, action, error);
  if (action->a >= s->n_retainers)
    ILLEGAL ("no such retainer");
  r = &s->retainers[action->a];
  cmd = &s->commanders[r->commander];
  if (action->c == BN_RETAINER_USE_WARD || action->c == BN_RETAINER_USE_REROLL)
    {
      if (s->struck == 0 || r->commander != s->struck - 1u || cmd->side != action->side)
        ILLEGAL ("a common retainer wards off a blow, or throws a check again, when his own leader has just "
                 "failed his personal combat skill check (Day of Battle, Retainers)");
      if (!is_common (r->type))
        ILLEGAL ("only a common retainer wards off a blow or throws a check again (Day of Battle, Retainers)");
      if (r->state != BN_BATTLE_RETAINER_READY)
        ILLEGAL ("this retainer has already acted, or is lost, for this battle (Day of Battle, Retainers)");
      return TRUE;
    }
  if (cmd->side != action->side || cmd->side != s->active)
    ILLEGAL ("a retainer acts for his own leader, in his side's turn (Day of Battle, Retainers)");
  if (r->state != BN_BATTLE_RETAINER_READY)
    ILLEGAL ("this retainer has already acted, or is lost, for this battle (Day of Battle, Retainers)");
  if (!cmd->alive)
    ILLEGAL ("a retainer acts only while his leader is on the field (Day of Battle, Retainers)");
  switch ((BnBattleRetainerUse) action->c)
    {
    case BN_RETAINER_USE_COMMAND:
      {
        const BnBattleUnit *u;

        if (!is_common (r->type) || own_turn_rules (b))
          ILLEGAL ("only a common retainer commands a unit, under a card-driven ruleset (Day of Battle, Retainers)");
        if (!ordering (b))
          ILLEGAL ("a retainer commands a unit when his leader's side gives orders (Day of Battle, Retainers)");
        if (action->b >= s->n_units || !unit_alive (b, action->b) || s->units[action->b].side != cmd->side)
          ILLEGAL ("a retainer commands a unit under his leader's command (Day of Battle, Retainers)");
        u = &s->units[action->b];
        if (u->ordered != BN_ORDER_NONE)
          ILLEGAL ("this unit has its order already (L&L, Order units)");
        if (bn_hex_distance (u->hex, cmd->hex) > reach_hexes (b, bn_battle_rules_get_leader_skills (b->rules)->retainer_command_inches))
          ILLEGAL ("a retainer commands a unit within 15\" of his leader: %u hexes (Day of Battle, Retainers)",
                   reach_hexes (b, bn_battle_rules_get_leader_skills (b->rules)->retainer_command_inches));
        return TRUE;
      }
    case BN_RETAINER_USE_REDRAW:
      if (!is_common (r->type) || own_turn_rules (b))
        ILLEGAL ("only a common retainer redraws a card, under a card-driven ruleset (Day of Battle, Retainers)");
      if (s->phase != BN_PHASE_PLAY_CARD)
        ILLEGAL ("a card is redrawn before one is played (Day of Battle, Retainers)");
      if (action->b >= s->n_hand[s->active])
        ILLEGAL ("no such card in the hand");
      if (s->hand[s->active][action->b] == BN_BATTLE_CARD_UNSEEN)
        ILLEGAL ("that card has not been shown");
      if (battle_pile_size (b) == 0 && s->n_discard == 0)
        ILLEGAL ("there is no card left to draw");
      return TRUE;
    case BN_RETAINER_USE_REORDER:
      {
        int u;

        if (!is_common (r->type))
          ILLEGAL ("only a common retainer reorders a unit (Day of Battle, Retainers)");
        u = leader_unit (b, r->commander);
        if (u < 0)
          ILLEGAL ("a retainer reorders the unit his leader is attached to (Day of Battle, Retainers)");
        if (action->b >= BN_HEX_N_DIRS)
          ILLEGAL ("no such facing");
        if (own_turn_rules (b))
          {
            if (!ordering (b) || !s->units[u].panicked)
              ILLEGAL ("a retainer reorders his leader's unit when it has panicked, at his side's action "
                       "(Day of Battle, Retainers)");
            return TRUE;
          }
        if (s->phase != BN_PHASE_MOVE || s->units[u].moved > 0 || s->units[u].faced || s->units[u].battled)
          ILLEGAL ("a retainer reorders his leader's unit in the move, before it moves (Day of Battle, Retainers)");
        if (action->b == s->units[u].facing)
          ILLEGAL ("the unit faces that way already");
        return TRUE;
      }
    case BN_RETAINER_USE_HEAL:
      {
        guint reach = reach_hexes (b, bn_battle_rules_get_leader_skills (b->rules)->retainer_command_inches);

        if (r->type != BN_RETAINER_TYPE_HEALER)
          ILLEGAL ("only a healer returns a lost stand (Day of Battle, Special retainers)");
        if (!ordering (b))
          ILLEGAL ("a healer acts when his leader's side gives orders (Day of Battle, Special retainers)");
        if (action->b >= s->n_units || !unit_alive (b, action->b) || s->units[action->b].side != cmd->side
            || s->units[action->b].figures >= s->units[action->b].start_figures)
          ILLEGAL ("a healer returns a stand to a unit of his side that has lost one (Day of Battle, Special retainers)");
        if (enemy_within (b, s->units[action->b].hex, cmd->side, reach))
          ILLEGAL ("a healer returns a stand to a unit over 15\" from any enemy: more than %u hexes "
                   "(Day of Battle, Special retainers)", reach);
        return TRUE;
      }
    case BN_RETAINER_USE_RESTORE:
      if (r->type != BN_RETAINER_TYPE_HEALER)
        ILLEGAL ("only a healer returns a common retainer (Day of Battle, Special retainers)");
      if (!ordering (b))
        ILLEGAL ("a healer acts when his leader's side gives orders (Day of Battle, Special retainers)");
      if (action->b >= s->n_retainers || s->retainers[action->b].commander != r->commander
          || !is_common (s->retainers[action->b].type) || s->retainers[action->b].state != BN_BATTLE_RETAINER_SPENT)
        ILLEGAL ("a healer returns a common retainer of his leader's that has been used "
                 "(Day of Battle, Special retainers)");
      for (guint i = 0; i < s->n_retainers; i++)
        if (s->retainers[i].commander == r->commander && is_common (s->retainers[i].type)
            && s->retainers[i].state == BN_BATTLE_RETAINER_SPENT && s->retainers[i].success < s->retainers[action->b].success)
          ILLEGAL ("a healer returns the lowest common retainer used (Day of Battle, Special retainers)");
      return TRUE;
    case BN_RETAINER_USE_HEAL_WOUND:
      if (r->type != BN_RETAINER_TYPE_HEALER)
        ILLEGAL ("only a healer removes a wound (Day of Battle, Special retainers)");
      if (!ordering (b))
        ILLEGAL ("a healer acts when his leader's side gives orders (Day of Battle, Special retainers)");
      if (cmd->wound == 0)
        ILLEGAL ("a healer removes a wound from his leader, and his leader has none (Day of Battle, "
                 "Special retainers)");
      return TRUE;
    case BN_RETAINER_USE_WARD:
    case BN_RETAINER_USE_REROLL:
      ILLEGAL ("a common retainer wards off a blow, or throws a check again, when his own leader has just "
               "failed his personal combat skill check (Day of Battle, Retainers)");
    case BN_RETAINER_USE_SCOUT:
      if (r->type != BN_RETAINER_TYPE_SCOUT)
        ILLEGAL ("only a scout scouts (Day of Battle, Special retainers)");
      if (own_turn_rules (b))
        ILLEGAL ("the whole board is in sight: there is nothing for a scout to find (House; Day of Battle, "
                 "Special retainers)");
      if (s->phase != BN_PHASE_PLAY_CARD)
        ILLEGAL ("a scout reports before a card is played (Day of Battle, Special retainers)");
      return TRUE;
    case BN_RETAINER_N_USES:
    default:
      ILLEGAL ("no such retainer action");
    }
}

/**
 * battle_execute_retainer:
 *
 * Carries out a checked BN_ACTION_RETAINER: the retainer's D20 where his
 * action "requires a success attempt" (not the redraw), then what it does;
 * either way he is spent ("at which time they disappear for the duration
 * of the battle"; the Healer and the Scout act once).
 */
gboolean
battle_execute_retainer (BnBattle              *b,
                         const BnBattleAction  *action,
                         GError               **error)
{
  BnBattleState *s = &b->s;
  BnBattleRetainer *r = &s->retainers[action->a];
  gboolean pass = TRUE;
  guint use = action->c;

  /* A die of the leader's own thrown again (bn-battle-reroll.c). */
  if (use == BN_RETAINER_USE_REROLL && s->reroll != 0)
    return battle_reroll_choose (b, (int) action->a, error);
  /* A redraw or a throw again "does not require a success roll". */
  if (use != BN_RETAINER_USE_REDRAW && use != BN_RETAINER_USE_REROLL && r->success > 0
      && !retainer_roll (b, r->success, &pass, error))
    return FALSE;
  r->state = BN_BATTLE_RETAINER_SPENT;
  retainer_event (b, action->a, use, pass, action->b, r->success);
  if (use == BN_RETAINER_USE_WARD)
    {
      /* Warded: no Special Results card; failed: the blow falls. */
      if (!pass)
        return battle_risk_take_blow (b, error);
      s->struck = 0;
      return TRUE;
    }
  if (use == BN_RETAINER_USE_REROLL)
    return battle_risk_reroll (b, error);
  if (!pass)
    return TRUE;
  switch ((BnBattleRetainerUse) use)
    {
    case BN_RETAINER_USE_COMMAND:
      battle_order_unit_as (b, action->b, BN_ORDER_FULL);
      return TRUE;
    case BN_RETAINER_USE_REDRAW:
      {
        guint8 card = battle_take_from_hand (b, s->active, action->b);

        battle_event (b, BN_EVENT_CARD_DISCARDED, s->active, card, s->deck_kind[card], 0, 0);
        battle_discard (b, card);
        return battle_draw_card (b, s->active, error);
      }
    case BN_RETAINER_USE_REORDER:
      {
        int u = leader_unit (b, r->commander);
        BnBattleUnit *unit = &s->units[u];

        unit->facing = action->b;
        unit->start_facing = action->b;
        if (own_turn_rules (b))
          {
            unit->panicked = 0;
            battle_event (b, BN_EVENT_RALLIED, unit->side, (guint) u, 0, 0, 0);
          }
        else
          battle_event (b, BN_EVENT_FACED, unit->side, (guint) u, action->b, 0, 0);
        return TRUE;
      }
    case BN_RETAINER_USE_HEAL:
      s->units[action->b].figures++;
      return TRUE;
    case BN_RETAINER_USE_RESTORE:
      s->retainers[action->b].state = BN_BATTLE_RETAINER_READY;
      return TRUE;
    case BN_RETAINER_USE_HEAL_WOUND:
      s->commanders[r->commander].wound = 0;
      return TRUE;
    case BN_RETAINER_USE_WARD:
    case BN_RETAINER_USE_REROLL:
      return TRUE;
    case BN_RETAINER_USE_SCOUT:
      /* A dealt deck's cards are shown before (bn_battle_reveal_card()). */
      for (guint i = 0; i < s->n_hand[1 - s->active]; i++)
        if (s->hand[1 - s->active][i] != BN_BATTLE_CARD_UNSEEN)
          retainer_event (b, action->a, BN_RETAINER_DID_SCOUT_CARD, TRUE, s->deck_kind[s->hand[1 - s->active][i]], 0);
      return TRUE;
    case BN_RETAINER_N_USES:
    default:
      return TRUE;
    }
}

/**
 * battle_retainer_legal_actions:
 *
 * Appends every BN_ACTION_RETAINER allowed now to @out.
 */
void
battle_retainer_legal_actions (const BnBattle *b,
                               GArray         *out)
{
  const BnBattleState *s = &b->s;
  guint side = bn_battle_get_acting_side (b);
  /* Asked at every decision: what every target of a use is refused for
   * is told once, before its targets are checked one by one. */
  gboolean plain = s->reroll == 0 && s->struck == 0;

  for (guint r = 0; r < s->n_retainers; r++)
    {
      if (s->retainers[r].state != BN_BATTLE_RETAINER_READY || s->commanders[s->retainers[r].commander].side != side)
        continue;
      for (guint use = 0; use < BN_RETAINER_N_USES; use++)
        {
          if (plain && !use_open (b, r, use))
            continue;
          guint n = use == BN_RETAINER_USE_COMMAND || use == BN_RETAINER_USE_HEAL ? s->n_units
                  : use == BN_RETAINER_USE_REDRAW ? s->n_hand[side]
                  : use == BN_RETAINER_USE_REORDER ? BN_HEX_N_DIRS
                  : use == BN_RETAINER_USE_RESTORE ? s->n_retainers : 1;

          for (guint t = 0; t < n; t++)
            {
              BnBattleAction action = { BN_ACTION_RETAINER, (guint8) side, (guint8) r, (guint8) t, (guint8) use };

              if (battle_check_action (b, &action, NULL))
                g_array_append_val (out, action);
            }
        }
    }
}

/* Lords & Levies, BattleLore: what turning his leader's unit to @facing
 * is worth to the computer player — the nearest enemy within 2 hexes
 * outside its front arc brought into it (most when it faces him
 * square); 0 otherwise: no turning for its own sake. */
static double
ai_reorder_value (const BnBattle *b,
                  guint           r,
                  guint           facing)
{
  int u = leader_unit (b, b->s.retainers[r].commander);
  const BnBattleUnit *unit;
  int nearest = -1;
  guint best = G_MAXUINT;

  if (u < 0)
    return 0.0;
  unit = &b->s.units[u];
  for (guint i = 0; i < b->s.n_units; i++)
    if (b->s.units[i].figures > 0 && b->s.units[i].side != unit->side)
      {
        guint d = bn_hex_distance (b->s.units[i].hex, unit->hex);

        if (d <= 2 && d < best)
          {
            best = d;
            nearest = (int) i;
          }
      }
  if (nearest < 0 || bn_hex_in_arc (unit->hex, unit->facing, b->s.units[nearest].hex)
      || !bn_hex_in_arc (unit->hex, facing, b->s.units[nearest].hex))
    return 0.0;
  return bn_hex_direction_to (unit->hex, b->s.units[nearest].hex) == (int) facing ? 1.3 : 1.2;
}

/* How many common retainers the computer player keeps ready for the
 * blows that may fall on an exposed leader when a die of his comes up
 * bad: the Squire and the Sergeant when he has all three, so that only
 * the Page throws a die again (Day of Battle, Risk to a Leader: "This
 * would be a good time to use a common retainer to ward off the
 * blow"). */
#define AI_WARDS_KEPT 2

/* Whether @c may yet come to blows in this battle: a leader who makes
 * personal combat skill checks, on the field or lost (to return), while a
 * unit of his side still stands that he leads from (Lionheart: the unit he
 * started with) or, where commanders are pieces, that he may join (he
 * moves 30" at will: Day of Battle, "Movement"). Where he stands now does
 * not decide: before the first turn he stands apart from his units with
 * the whole battle ahead of him. */
static gboolean
leader_exposed (const BnBattle *b,
                guint           c)
{
  const BnBattleCommander *cmd = &b->s.commanders[c];

  if (cmd->pcs == 0 || !b->risk[cmd->side].has_table || (!cmd->alive && cmd->out != BN_LEADER_LOST))
    return FALSE;
  if (own_turn_rules (b))
    return cmd->attached >= 0 && b->s.units[cmd->attached].figures > 0;
  for (guint u = 0; u < b->s.n_units; u++)
    if (b->s.units[u].figures > 0 && b->s.units[u].side == cmd->side)
      return TRUE;
  return FALSE;
}

/* The common retainer of @c the computer player may spend on a die of
 * his: his weakest, and for an exposed leader only while more than
 * AI_WARDS_KEPT are ready; −1: none. */
static int
ai_spare_common (const BnBattle *b,
                 guint           c)
{
  int weakest = -1;
  guint ready = 0;

  for (guint r = 0; r < b->s.n_retainers; r++)
    {
      const BnBattleRetainer *ret = &b->s.retainers[r];

      if (ret->commander != c || !is_common (ret->type) || ret->state != BN_BATTLE_RETAINER_READY)
        continue;
      ready++;
      if (weakest < 0 || ret->success < b->s.retainers[weakest].success)
        weakest = (int) r;
    }
  if (weakest < 0 || (leader_exposed (b, c) && ready <= AI_WARDS_KEPT))
    return -1;
  return weakest;
}

/* The chance that a struck leader's check thrown again passes. */
static double
reroll_chance (const BnBattle *b,
               guint           c)
{
  int target;

  if ((b->s.struck_bits & BN_PCS_MISSILE) != 0)
    return 19.0 / 20.0;
  target = battle_risk_pcs (b, c) - ((b->s.struck_bits & BN_PCS_LOST_MELEE) ? 5 : 0) - (int) b->s.struck_difference;
  return CLAMP (target, 1, 19) / 20.0;
}

/* The computer player's choice for its struck leader: the likelier of a
 * ward (the retainer's own D20) and a throw again (his check's chance,
 * spending the weakest retainer, for it needs no roll of his); a blow is
 * taken only with no retainer left. */
static void
ai_ward (const BnBattle *b,
         BnBattleAction *out)
{
  guint c = (guint) b->s.struck - 1;
  int strongest = -1, weakest = -1;
  double ward, reroll;

  *out = (BnBattleAction) { BN_ACTION_TAKE_BLOW, b->s.commanders[c].side, 0, 0, 0 };
  for (guint r = 0; r < b->s.n_retainers; r++)
    {
      const BnBattleRetainer *ret = &b->s.retainers[r];

      if (ret->commander != c || !is_common (ret->type) || ret->state != BN_BATTLE_RETAINER_READY)
        continue;
      if (strongest < 0 || (ret->success == 0 ? 21u : ret->success) > (b->s.retainers[strongest].success == 0 ? 21u : b->s.retainers[strongest].success))
        strongest = (int) r;
      if (weakest < 0 || ret->success < b->s.retainers[weakest].success)
        weakest = (int) r;
    }
  if (strongest < 0)
    return;
  ward = b->s.retainers[strongest].success == 0 ? 1.0 : MIN (b->s.retainers[strongest].success, 20u) / 20.0;
  reroll = reroll_chance (b, c);
  out->type = BN_ACTION_RETAINER;
  out->a = (guint8) (reroll > ward ? weakest : strongest);
  out->c = reroll > ward ? BN_RETAINER_USE_REROLL : BN_RETAINER_USE_WARD;
}

/* The computer player's choice for its leader's die that came up bad
 * (his combat bonus die, the first-move die, …): thrown again by the
 * common retainer he can spare (ai_spare_common(): a ward is worth more
 * than a die), else kept. */
static void
ai_reroll (const BnBattle *b,
           BnBattleAction *out)
{
  guint c = (guint) b->s.reroll - 1;
  int spare = ai_spare_common (b, c);

  *out = (BnBattleAction) { BN_ACTION_KEEP_ROLL, b->s.commanders[c].side, 0, 0, 0 };
  if (spare < 0)
    return;
  out->type = BN_ACTION_RETAINER;
  out->a = (guint8) spare;
  out->c = BN_RETAINER_USE_REROLL;
}

/* How much the computer player values @action: 0 when it would rather
 * not; higher first. */
static double
ai_value (const BnBattle       *b,
          const BnBattleAction *action)
{
  const BnBattleState *s = &b->s;
  const BnBattleRetainer *r = &s->retainers[action->a];

  /* A leader who may yet come to blows keeps his common retainers to
   * ward them off: worth more than any order or card. */
  if (is_common (r->type) && leader_exposed (b, r->commander))
    return 0.0;
  switch ((BnBattleRetainerUse) action->c)
    {
    case BN_RETAINER_USE_HEAL_WOUND:
      return 4.0;
    case BN_RETAINER_USE_WARD:
    case BN_RETAINER_USE_REROLL:
      return 0.0;
    case BN_RETAINER_USE_HEAL:
      return 3.0 + (double) (s->units[action->b].start_figures - s->units[action->b].figures);
    case BN_RETAINER_USE_RESTORE:
    case BN_RETAINER_USE_SCOUT:
      return 2.0;
    case BN_RETAINER_USE_REORDER:
      /* Lionheart: a panicked unit of his rallies; elsewhere an enemy
       * on its flank or rear faced before it comes. */
      return own_turn_rules (b) ? 2.5 : ai_reorder_value (b, action->a, action->b);
    case BN_RETAINER_USE_COMMAND:
      /* A unit within a hex of the enemy, once the card's orders are spent. */
      return s->orders_left == 0 && enemy_within (b, s->units[action->b].hex, s->units[action->b].side, 2) ? 1.5 : 0.0;
    case BN_RETAINER_USE_REDRAW:
      {
        /* A card that can order nothing. */
        BnBattleAction play = { BN_ACTION_PLAY_CARD, action->side, action->b, 0, 0 };

        return battle_check_action (b, &play, NULL) ? 0.0 : 1.0;
      }
    case BN_RETAINER_N_USES:
    default:
      return 0.0;
    }
}

/**
 * battle_ai_retainer:
 *
 * The computer player's use of its retainers: a leader's own die that
 * came up bad thrown again or kept; for a struck leader, a
 * ward or a throw again while he has a common retainer; a Healer on his
 * leader's wound, or on the unit that lost the most, a spent retainer restored, the Scout at once, a
 * Lionheart retainer rallying his leader's unit, a common retainer
 * commanding a unit near the enemy once the card is spent, turning his
 * leader's unit to face an enemy on its flank or rear (L&L, BattleLore),
 * or redrawing a card that orders nothing — the common ones only for a
 * leader who can no longer come to blows (leader_exposed()). Returns
 * %FALSE when none is worth it.
 */
gboolean
battle_ai_retainer (const BnBattle *b,
                    BnBattleAction *out)
{
  g_autoptr(GArray) legal = NULL;
  double best = 0.0;

  if (b->s.n_retainers == 0)
    return FALSE;
  if (b->s.reroll != 0)
    {
      ai_reroll (b, out);
      return TRUE;
    }
  if (b->s.struck != 0 && b->s.phase != BN_PHASE_OVER)
    {
      ai_ward (b, out);
      return TRUE;
    }
  legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  battle_retainer_legal_actions (b, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *action = &g_array_index (legal, BnBattleAction, i);
      double value = ai_value (b, action);

      if (value > best)
        {
          best = value;
          *out = *action;
        }
    }
  return best > 0.0;
}
