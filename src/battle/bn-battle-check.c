/* bn-battle-check.c — battle_check_action(), the one statement of what the rules
 * allow, and the legal actions it accepts. */
#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"
#include <string.h>

/* ---- check ---- */

/* A unit placed before the first turn: its own side's, in that side's
 * zone, on terrain it may enter, with room there (House, Deployment). */
static gboolean
check_deploy (const BnBattle        *b,
              const BnBattleAction  *action,
              GError               **error)
{
  const BnScenario *sc = b->scenario;
  const BnBattleUnit *u;
  BnHex hex;

  if (action->a >= b->s.n_units || !unit_alive (b, action->a) || b->s.units[action->a].side != action->side)
    ILLEGAL ("a side places only its own units (House, Deployment)");
  u = &b->s.units[action->a];
  if (action->b >= sc->width || action->c >= sc->height)
    ILLEGAL ("no such hex");
  if (sc->zone[action->c * sc->width + action->b] != action->side + 1u)
    ILLEGAL ("a unit is placed in its side's deployment zone (L&L, Setting up; House, Deployment)");
  if (u->group >= 0)
    ILLEGAL ("a unit of a “Battle” formed before the game keeps its place in it (House, Deployment)");
  hex = bn_hex_from_offset (action->b, action->c);
  if (bn_hex_equal (u->hex, hex))
    ILLEGAL ("the unit stands there already");
  if (!terrain_admits (b, hex, bn_battle_get_unit_class (b, action->a)->arm))
    ILLEGAL ("the unit cannot stand on that terrain (L&L, Terrain)");
  if (units_on (b, hex, u->side, NULL) + 1 > battle_stack_limit (b))
    ILLEGAL ("no room in that hex: at most %u units (L&L, Stacking)", battle_stack_limit (b));
  /* His commander goes with a unit that leaves no other unit of his behind. */
  if (units_on (b, u->hex, u->side, NULL) == 1 && commander_on (b, u->hex, u->side) >= 0
      && commander_on (b, hex, u->side) >= 0)
    ILLEGAL ("its commander comes with it, and that hex has a commander already (L&L, Stacking)");
  return TRUE;
}

static gboolean
check_action_rules (const BnBattle        *b,
                    const BnBattleAction  *action,
                    GError               **error);

/* Every rule an action must pass: its own, then the duty to reunite a
 * "Battle", which only restricts what is otherwise allowed. */
gboolean
battle_check_action (const BnBattle        *b,
              const BnBattleAction  *action,
              GError               **error)
{
  const BnRulesetHooks *hooks = battle_hooks (b);

  /* A die of a leader's own waits for his side's choice (Day of Battle,
   * Retainers). */
  if (b->s.reroll != 0)
    return battle_check_reroll (b, action, error);
  if (action->type == BN_ACTION_KEEP_ROLL)
    ILLEGAL ("no die of a leader's own waits to be thrown again (Day of Battle, Retainers)");
  /* A struck leader's side chooses before anything else happens (Day of
   * Battle, Risk to a leader, and Retainers). */
  if (b->s.struck != 0 && b->s.phase != BN_PHASE_OVER)
    {
      if (action->side != bn_battle_get_acting_side (b))
        ILLEGAL ("it is side %u's decision now, not side %u's", bn_battle_get_acting_side (b), action->side);
      if (action->type == BN_ACTION_TAKE_BLOW)
        return TRUE;
      if (action->type != BN_ACTION_RETAINER
          || (action->c != BN_RETAINER_USE_WARD && action->c != BN_RETAINER_USE_REROLL))
        ILLEGAL ("a leader is struck: his side first decides whether a common retainer of his wards off the "
                 "blow or throws his check again (Day of Battle, Risk to a leader)");
      return battle_check_retainer (b, action, error);
    }
  if (action->type == BN_ACTION_TAKE_BLOW)
    ILLEGAL ("no leader is struck (Day of Battle, Risk to a leader)");
  if (action->type == BN_ACTION_RETAINER)
    {
      if (b->s.phase == BN_PHASE_OVER || b->s.phase == BN_PHASE_DEPLOY)
        ILLEGAL ("retainers act while the battle is fought (Day of Battle, Retainers)");
      if (action->side != bn_battle_get_acting_side (b))
        ILLEGAL ("it is side %u's decision now, not side %u's", bn_battle_get_acting_side (b), action->side);
      return battle_check_retainer (b, action, error);
    }
  if (hooks->check != NULL && b->s.phase != BN_PHASE_DEPLOY)
    {
      if (b->s.phase == BN_PHASE_OVER)
        ILLEGAL ("the battle is over");
      if (action->type >= BN_N_ACTIONS)
        ILLEGAL ("no such action");
      if (action->side != bn_battle_get_acting_side (b))
        ILLEGAL ("it is side %u's decision now, not side %u's", bn_battle_get_acting_side (b), action->side);
      return hooks->check (b, action, error);
    }
  return check_action_rules (b, action, error) && battle_check_reunite (b, action, error);
}

static gboolean
check_action_rules (const BnBattle        *b,
                    const BnBattleAction  *action,
                    GError               **error)
{
  const BnBattleState *s = &b->s;
  const BnCommandCardProfile *card = battle_played_card (b);

  if (s->phase == BN_PHASE_OVER)
    ILLEGAL ("the battle is over (L&L, Objective of the game)");
  if (action->type >= BN_N_ACTIONS)
    ILLEGAL ("no such action");
  if (action->side != bn_battle_get_acting_side (b))
    ILLEGAL ("it is side %u's decision now, not side %u's", bn_battle_get_acting_side (b), action->side);
  if (s->phase == BN_PHASE_DEPLOY && action->type != BN_ACTION_DEPLOY && action->type != BN_ACTION_END_DEPLOY)
    ILLEGAL ("the armies are still being placed in their zones (House, Deployment)");

  switch ((BnBattleActionType) action->type)
    {
    case BN_ACTION_PLAY_CARD:
      if (s->phase != BN_PHASE_PLAY_CARD)
        ILLEGAL ("a card is played at the start of a turn (L&L, Game turn 1)");
      if (action->a >= s->n_hand[s->active])
        ILLEGAL ("no such card in hand");
      if (s->hand[s->active][action->a] == BN_BATTLE_CARD_UNSEEN)
        ILLEGAL ("that card has not been shown");
      if (!battle_card_can_order (b, s->deck_kind[s->hand[s->active][action->a]]))
        ILLEGAL ("this card can order none of your units now (L&L, Play a command card)");
      return TRUE;

    case BN_ACTION_DISCARD_CARD:
      if (s->phase != BN_PHASE_PLAY_CARD)
        ILLEGAL ("a card is discarded instead of playing one (L&L, Play a command card)");
      if (action->a >= s->n_hand[s->active])
        ILLEGAL ("no such card in hand");
      if (s->hand[s->active][action->a] == BN_BATTLE_CARD_UNSEEN)
        ILLEGAL ("that card has not been shown");
      if (battle_hand_can_order (b))
        ILLEGAL ("you may discard only when none of your cards can order any unit "
                 "(L&L, Play a command card)");
      return TRUE;

    case BN_ACTION_ORDER_UNIT:
      if (s->phase != BN_PHASE_ORDER)
        ILLEGAL ("units are ordered after playing a card (L&L, Order units)");
      return battle_check_order_unit (b, action->a, (int) action->c - 1, error);

    case BN_ACTION_ORDER_COMMANDER:
      if (s->phase != BN_PHASE_ORDER)
        ILLEGAL ("commanders are ordered after playing a card (L&L, Order units)");
      return battle_check_order_commander (b, action->a, error);

    case BN_ACTION_ORDER_GROUP:
      if (s->phase != BN_PHASE_ORDER)
        ILLEGAL ("a “Battle” is ordered after playing a card (L&L, Order units)");
      return battle_check_order_group (b, action->a, error);

    case BN_ACTION_END_ORDERS:
      if (s->phase != BN_PHASE_ORDER)
        ILLEGAL ("not ordering units now");
      return TRUE;

    case BN_ACTION_MOVE_UNIT:
      {
        Movers m;

        if (s->phase != BN_PHASE_MOVE)
          ILLEGAL ("units move after being ordered and before battle (L&L, Move)");
        if (!battle_build_unit_movers (b, action, &m, error))
          return FALSE;
        return battle_check_step (b, &m, action->b, error);
      }

    case BN_ACTION_MOVE_COMMANDER:
      {
        Movers m = { .n_units = 0, .commander = action->a };

        if (s->phase != BN_PHASE_MOVE)
          ILLEGAL ("commanders move after being ordered (L&L, Move)");
        if (action->a >= s->n_commanders || !s->commanders[action->a].alive
            || s->commanders[action->a].side != s->active)
          ILLEGAL ("only your own commanders can be moved");
        if (s->commanders[action->a].hero)
          ILLEGAL ("a hero may never move on his own, only with the unit he is attached to "
                   "(Day of Battle, Movement)");
        if (!s->commanders[action->a].ordered && battle_leader_own_move (b, action->a) == 0)
          ILLEGAL ("a commander moves on his own only when ordered (L&L, Commanders)");
        if (s->commanders[action->a].group >= 0 && s->groups[s->commanders[action->a].group].alive)
          ILLEGAL ("a captain commanding a “Battle” moves with it (L&L, Battles)");
        if (s->commanders[action->a].held)
          ILLEGAL (BN_BATTLE_HELD_RULE);
        /* A campaign leader moves up to 30" once each game turn without a
         * command (Day of Battle, Movement), or as far as his order lets him. */
        m.allowance = MAX (s->commanders[action->a].ordered ? battle_commander_allowance (b, action->a) : 0,
                           battle_leader_own_move (b, action->a));
        return battle_check_step (b, &m, action->b, error);
      }

    case BN_ACTION_MOVE_GROUP:
      {
        Movers m = { 0 };
        const BnBattleGroup *g;

        if (s->phase != BN_PHASE_MOVE)
          ILLEGAL ("a “Battle” moves after being ordered (L&L, Move)");
        if (action->a >= s->n_groups || s->groups[action->a].side != s->active || !s->groups[action->a].alive)
          ILLEGAL ("no such “Battle” of yours");
        g = &s->groups[action->a];
        if (!s->commanders[g->captain].ordered || !s->commanders[g->captain].alive)
          ILLEGAL ("only an ordered “Battle” moves (L&L, Battles)");
        if (s->commanders[g->captain].held)
          ILLEGAL (BN_BATTLE_HELD_RULE);
        if (s->commanders[g->captain].stopped)
          ILLEGAL ("this “Battle”'s move is over (L&L, Move)");
        m.n_units = battle_group_members (b, action->a, m.units);
        m.commander = g->captain;
        m.allowance = battle_group_allowance (b, action->a);
        for (guint i = 0; i < m.n_units; i++)
          if (s->units[m.units[i]].ordered == BN_ORDER_NONE)
            ILLEGAL ("a unit that joined after the order does not move with the “Battle”");
        if (m.n_units == 0)
          ILLEGAL ("no unit of this “Battle” is in its captain's zone of control");
        return battle_check_step (b, &m, action->b, error);
      }

    case BN_ACTION_FACE:
      if (s->phase != BN_PHASE_MOVE)
        ILLEGAL ("facing changes are part of a move (L&L, Move)");
      return battle_check_face (b, action, error);

    case BN_ACTION_PLANT_STAKES:
      if (s->phase != BN_PHASE_MOVE)
        ILLEGAL ("stakes are planted as part of a move (L&L, appendix 1)");
      return battle_check_stakes (b, action, error);

    case BN_ACTION_END_MOVES:
      if (s->phase != BN_PHASE_MOVE)
        ILLEGAL ("not moving now");
      return TRUE;

    case BN_ACTION_RECEIVE:
      if (s->phase != BN_PHASE_RECEIVE)
        ILLEGAL ("units receive at the end of the enemy's movement (L&L, Receiving)");
      return battle_check_receive (b, action, error);

    case BN_ACTION_END_RECEIVE:
      if (s->phase != BN_PHASE_RECEIVE)
        ILLEGAL ("not receiving now");
      return TRUE;

    case BN_ACTION_BATTLE:
      if (s->phase != BN_PHASE_BATTLE)
        ILLEGAL ("battles come after all moves (L&L, Combat)");
      return battle_check_attack (b, action->a, action->b, FALSE, error);

    case BN_ACTION_ATTACK_COMMANDER:
      if (s->phase != BN_PHASE_BATTLE)
        ILLEGAL ("battles come after all moves (L&L, Combat)");
      return battle_check_attack (b, action->a, action->b, TRUE, error);

    case BN_ACTION_STAND:
      if (s->phase != BN_PHASE_DEFEND)
        ILLEGAL ("the defender chooses only when attacked (L&L, order sheet, Battle)");
      return TRUE;

    case BN_ACTION_WITHDRAW:
      if (s->phase != BN_PHASE_DEFEND)
        ILLEGAL ("the defender chooses only when attacked (L&L, order sheet, Battle)");
      return battle_check_withdraw (b, action->b, error);

    case BN_ACTION_ADVANCE:
    case BN_ACTION_HOLD:
      if (s->phase != BN_PHASE_BREAKTHROUGH)
        ILLEGAL ("a breakthrough follows a close combat that emptied the hex (L&L, Forcing a breakthrough)");
      return action->type == BN_ACTION_HOLD || battle_check_breakthrough (b, action->c != 0, error);

    case BN_ACTION_END_TURN:
      if (s->phase == BN_PHASE_PLAY_CARD && s->n_hand[s->active] == 0)
        return TRUE;
      if (s->phase != BN_PHASE_BATTLE)
        ILLEGAL ("the turn ends after the battles (L&L, Draw a command card)");
      return TRUE;

    case BN_ACTION_BRIBE:
      if (s->phase != BN_PHASE_SPECIAL || card == NULL || card->kind != BN_CARD_KIND_MONEY)
        ILLEGAL ("a bribe needs the card “It's all for the money” (L&L, appendix 2)");
      if (!battle_bribe_possible (b, action->a))
        ILLEGAL ("only an enemy mercenary unit, alone in its hex and within move distance of "
                 "one of your captains, can be bribed (L&L, appendix 2)");
      return TRUE;

    case BN_ACTION_CHALLENGE:
      if (s->phase != BN_PHASE_SPECIAL || card == NULL || card->kind != BN_CARD_KIND_SINGLE_COMBAT)
        ILLEGAL ("a challenge needs a single combat card (L&L, Single combat)");
      if (!battle_challenge_possible (b, action->a, action->b))
        ILLEGAL ("army commanders challenge army commanders or captains, captains only captains, "
                 "within %u hexes; sergeants never (L&L, Single combat)",
                 bn_battle_rules_get_constants (b->rules)->single_combat_range);
      return TRUE;

    case BN_ACTION_PAY:
      if (s->phase != BN_PHASE_PAY)
        ILLEGAL ("nothing is owed now");
      if (action->a >= s->n_hand[s->pay_side]
          || s->hand[s->pay_side][action->a] == BN_BATTLE_CARD_UNSEEN
          || bn_battle_rules_get_card (b->rules, s->deck_kind[s->hand[s->pay_side][action->a]])->gold == 0)
        ILLEGAL ("gold is paid with special command cards, each worth its GP (L&L, appendix 2)");
      return TRUE;

    case BN_ACTION_REFUSE:
      if (s->phase != BN_PHASE_PAY)
        ILLEGAL ("nothing is owed now");
      return TRUE;

    case BN_ACTION_DUEL_AGAIN:
    case BN_ACTION_DUEL_END:
      if (s->phase != BN_PHASE_DUEL_DRAW)
        ILLEGAL ("only a drawn single combat may be fought again (L&L, appendix 2)");
      if (action->type == BN_ACTION_DUEL_AGAIN && s->duel_second)
        ILLEGAL ("the second duel is the final one (L&L, appendix 2)");
      return TRUE;

    case BN_ACTION_TAKE_CASUALTIES:
      if (s->phase != BN_PHASE_CASUALTIES)
        ILLEGAL ("the defender chooses who takes the casualties only when the hex attacked holds "
                 "two types of units (L&L, Combat)");
      return battle_check_casualties (b, action->a, error);

    case BN_ACTION_DISMOUNT:
      if (s->phase != BN_PHASE_MOVE)
        ILLEGAL ("cavalry dismount as their move (L&L, order sheet)");
      return battle_check_dismount (b, action->a, error);

    case BN_ACTION_MOUNT:
      if (s->phase != BN_PHASE_BATTLE)
        ILLEGAL ("dismounted cavalry battle and mount (L&L, unit classes)");
      return battle_check_mount (b, action->a, error);

    case BN_ACTION_RETREAT:
      if (s->phase != BN_PHASE_RETREAT)
        ILLEGAL ("no forced retreat is waiting for its hex (L&L, Retreat)");
      return battle_check_retreat (b, action->a, action->b, error);

    case BN_ACTION_FORM_GROUP:
      if (s->phase != BN_PHASE_ORDER)
        ILLEGAL ("a “Battle” is formed as an order, after playing a card (L&L, Battles)");
      return battle_check_form_group (b, action, error);

    case BN_ACTION_DISSOLVE_GROUP:
      if (s->phase != BN_PHASE_ORDER)
        ILLEGAL ("a captain gives up his “Battle” as an order, after playing a card (L&L, Battles)");
      return battle_check_dissolve_group (b, action->a, error);

    case BN_ACTION_TAKE_PRISONER:
      if (s->phase != BN_PHASE_BATTLE)
        ILLEGAL ("a character is taken prisoner instead of a battle (House; L&L, Characters)");
      return battle_check_prisoner (b, action->a, action->b, error);

    case BN_ACTION_DEPLOY:
      if (s->phase != BN_PHASE_DEPLOY)
        ILLEGAL ("units are placed in their zone before the first turn (House, Deployment)");
      if (battle_hooks (b)->deploy_check != NULL)
        return battle_hooks (b)->deploy_check (b, action, error);
      return check_deploy (b, action, error);

    case BN_ACTION_END_DEPLOY:
      if (s->phase != BN_PHASE_DEPLOY)
        ILLEGAL ("the deployment is over (House, Deployment)");
      return TRUE;
    case BN_ACTION_RALLY:
    case BN_ACTION_RETAINER:
    case BN_ACTION_RELOAD:
    case BN_ACTION_TAKE_BLOW:
    case BN_ACTION_KEEP_ROLL:
      ILLEGAL ("%s has no such action", bn_battle_rules_get_ruleset (b->rules)->name);

    case BN_N_ACTIONS:
      break;
    }
  ILLEGAL ("no such action");
}

/**
 * bn_battle_check:
 *
 * Returns: whether bn_battle_apply() would accept @action now; if not,
 *   @error says which rule forbids it
 */
gboolean
bn_battle_check (const BnBattle        *battle,
                 const BnBattleAction  *action,
                 GError               **error)
{
  g_return_val_if_fail (battle != NULL && action != NULL, FALSE);
  if (battle_check_action (battle, action, error))
    return TRUE;
  battle_cite_error (battle->rules, error != NULL ? *error : NULL);
  return FALSE;
}

/* ---- legal actions ---- */

static void
try_action (const BnBattle *b,
            GArray         *out,
            guint           type,
            guint           a,
            guint           bb,
            guint           c)
{
  BnBattleAction action = {
    (guint8) type, (guint8) bn_battle_get_acting_side (b), (guint8) a, (guint8) bb, (guint8) c,
  };

  if (battle_check_action (b, &action, NULL))
    g_array_append_val (out, action);
}

/* Every FORM_GROUP: each captain who may form one, with each set of 1 to
 * 4 units of his zone (the check says which sets are allowed). */
static void
legal_form_group (const BnBattle *b,
                  GArray         *out)
{
  const BnBattleState *s = &b->s;
  const BnCommandCardProfile *card = battle_played_card (b);
  guint max_units = MIN (bn_battle_rules_get_constants (b->rules)->group_max_units, 4u);

  if (card == NULL || (card->kind != BN_CARD_KIND_COLOUR && card->kind != BN_CARD_KIND_EACH_COLOUR))
    return;
  for (guint c = 0; c < s->n_commanders; c++)
    {
      const BnBattleCommander *cmd = &s->commanders[c];
      guint n;

      if (!cmd->alive || cmd->side != s->active || cmd->ordered
          || cmd->rank == BN_COMMANDER_SERGEANT || cmd->rank == BN_COMMANDER_CHARACTER
          || (cmd->group >= 0 && s->groups[cmd->group].alive))
        continue;
      n = bn_battle_group_candidates (b, c, NULL);
      for (guint mask = 1; mask < (1u << n); mask++)
        if (bn_battle_count_bits (mask) <= max_units)
          try_action (b, out, BN_ACTION_FORM_GROUP, c, mask & 0xFF, mask >> 8);
    }
}

/**
 * bn_battle_legal_actions:
 * @out_actions: (element-type BnBattleAction): cleared, then filled
 *
 * Every action bn_battle_apply() would accept now, in a fixed order (so a
 * seeded random player is reproducible). Empty only when the battle is
 * over.
 *
 * Returns: the number of actions
 */
guint
bn_battle_legal_actions (const BnBattle *battle,
                         GArray         *out_actions)
{
  const BnBattleState *s = &battle->s;
  const BnBattle *b = battle;

  g_return_val_if_fail (battle != NULL && out_actions != NULL, 0);
  g_array_set_size (out_actions, 0);
  if (s->reroll != 0)
    {
      /* His retainers' throw again, and the die kept. */
      battle_retainer_legal_actions (b, out_actions);
      try_action (b, out_actions, BN_ACTION_KEEP_ROLL, 0, 0, 0);
      return out_actions->len;
    }
  if (s->struck != 0 && s->phase != BN_PHASE_OVER)
    {
      /* His retainers' ward and throw again, and the blow taken. */
      battle_retainer_legal_actions (b, out_actions);
      try_action (b, out_actions, BN_ACTION_TAKE_BLOW, 0, 0, 0);
      return out_actions->len;
    }
  if (battle_hooks (b)->legal_actions != NULL && s->phase != BN_PHASE_DEPLOY)
    {
      if (s->phase != BN_PHASE_OVER)
        battle_hooks (b)->legal_actions (b, out_actions);
      battle_retainer_legal_actions (b, out_actions);
      return out_actions->len;
    }

  switch ((BnBattlePhase) s->phase)
    {
    case BN_PHASE_PLAY_CARD:
      for (guint i = 0; i < s->n_hand[s->active]; i++)
        try_action (b, out_actions, BN_ACTION_PLAY_CARD, i, 0, 0);
      if (out_actions->len == 0)
        for (guint i = 0; i < s->n_hand[s->active]; i++)
          try_action (b, out_actions, BN_ACTION_DISCARD_CARD, i, 0, 0);
      if (out_actions->len == 0)
        /* An empty hand (the whole deck in hands): nothing to play. */
        try_action (b, out_actions, BN_ACTION_END_TURN, 0, 0, 0);
      break;

    case BN_PHASE_ORDER:
      for (guint i = 0; i < s->n_units; i++)
        {
          try_action (b, out_actions, BN_ACTION_ORDER_UNIT, i, 0, 0);
          /* At 10 cm, with a second unit next to the commander's. */
          if (battle_one_unit_per_hex (b) && s->units[i].side == s->active
              && unit_alive (b, i) && unit_leader (b, i) >= 0)
            for (guint j = 0; j < s->n_units; j++)
              if (j != i && bn_hex_distance (s->units[j].hex, s->units[i].hex) == 1)
                try_action (b, out_actions, BN_ACTION_ORDER_UNIT, i, 0, j + 1);
        }
      for (guint i = 0; i < s->n_commanders; i++)
        try_action (b, out_actions, BN_ACTION_ORDER_COMMANDER, i, 0, 0);
      for (guint i = 0; i < s->n_groups; i++)
        {
          try_action (b, out_actions, BN_ACTION_ORDER_GROUP, i, 0, 0);
          try_action (b, out_actions, BN_ACTION_DISSOLVE_GROUP, i, 0, 0);
        }
      legal_form_group (b, out_actions);
      try_action (b, out_actions, BN_ACTION_END_ORDERS, 0, 0, 0);
      break;

    case BN_PHASE_MOVE:
      for (guint i = 0; i < s->n_units; i++)
        {
          if (s->units[i].ordered == BN_ORDER_NONE || s->units[i].side != s->active
              || s->units[i].figures == 0)
            continue;
          for (guint d = 0; d < BN_HEX_N_DIRS; d++)
            {
              try_action (b, out_actions, BN_ACTION_MOVE_UNIT, i, d, 0);
              try_action (b, out_actions, BN_ACTION_MOVE_UNIT, i, d, 1);
            }
          for (guint d = 0; d < BN_HEX_N_DIRS; d++)
            try_action (b, out_actions, BN_ACTION_FACE, i, d, 0);
          for (guint d = 0; d < BN_HEX_N_DIRS; d++)
            try_action (b, out_actions, BN_ACTION_PLANT_STAKES, i, d, 0);
          try_action (b, out_actions, BN_ACTION_DISMOUNT, i, 0, 0);
        }
      for (guint i = 0; i < s->n_commanders; i++)
        if (s->commanders[i].ordered || battle_leader_own_move (b, i) > 0)
          for (guint d = 0; d < BN_HEX_N_DIRS; d++)
            try_action (b, out_actions, BN_ACTION_MOVE_COMMANDER, i, d, 0);
      for (guint i = 0; i < s->n_groups; i++)
        for (guint d = 0; d < BN_HEX_N_DIRS; d++)
          try_action (b, out_actions, BN_ACTION_MOVE_GROUP, i, d, 0);
      try_action (b, out_actions, BN_ACTION_END_MOVES, 0, 0, 0);
      break;

    case BN_PHASE_RECEIVE:
      for (guint i = 0; i < s->n_units; i++)
        if (s->units[i].side != s->active && s->units[i].figures > 0)
          for (guint d = 0; d < BN_HEX_N_DIRS; d++)
            try_action (b, out_actions, BN_ACTION_RECEIVE, i, d, 0);
      try_action (b, out_actions, BN_ACTION_END_RECEIVE, 0, 0, 0);
      break;

    case BN_PHASE_BATTLE:
      for (guint i = 0; i < s->n_units; i++)
        {
          if ((s->units[i].ordered != BN_ORDER_FULL && s->units[i].ordered != BN_ORDER_MOVE_ONLY)
              || s->units[i].side != s->active || s->units[i].figures == 0)
            continue;
          for (guint t = 0; t < s->n_units; t++)
            if (s->units[t].side != s->active && s->units[t].figures > 0)
              try_action (b, out_actions, BN_ACTION_BATTLE, i, t, 0);
          for (guint c = 0; c < s->n_commanders; c++)
            if (s->commanders[c].side != s->active && s->commanders[c].alive)
              {
                try_action (b, out_actions, BN_ACTION_ATTACK_COMMANDER, i, c, 0);
                try_action (b, out_actions, BN_ACTION_TAKE_PRISONER, i, c, 0);
              }
          try_action (b, out_actions, BN_ACTION_MOUNT, i, 0, 0);
        }
      try_action (b, out_actions, BN_ACTION_END_TURN, 0, 0, 0);
      break;

    case BN_PHASE_DEFEND:
      try_action (b, out_actions, BN_ACTION_STAND, 0, 0, 0);
      for (guint d = 0; d < BN_HEX_N_DIRS; d++)
        try_action (b, out_actions, BN_ACTION_WITHDRAW, 0, d, 0);
      break;

    case BN_PHASE_BREAKTHROUGH:
      try_action (b, out_actions, BN_ACTION_ADVANCE, 0, 0, 0);
      try_action (b, out_actions, BN_ACTION_ADVANCE, 0, 0, 1);
      try_action (b, out_actions, BN_ACTION_HOLD, 0, 0, 0);
      break;

    case BN_PHASE_SPECIAL:
      for (guint i = 0; i < s->n_units; i++)
        try_action (b, out_actions, BN_ACTION_BRIBE, i, 0, 0);
      for (guint i = 0; i < s->n_commanders; i++)
        for (guint j = 0; j < s->n_commanders; j++)
          try_action (b, out_actions, BN_ACTION_CHALLENGE, i, j, 0);
      break;

    case BN_PHASE_PAY:
      for (guint i = 0; i < s->n_hand[s->pay_side]; i++)
        try_action (b, out_actions, BN_ACTION_PAY, i, 0, 0);
      try_action (b, out_actions, BN_ACTION_REFUSE, 0, 0, 0);
      break;

    case BN_PHASE_DUEL_DRAW:
      try_action (b, out_actions, BN_ACTION_DUEL_AGAIN, 0, 0, 0);
      try_action (b, out_actions, BN_ACTION_DUEL_END, 0, 0, 0);
      break;

    case BN_PHASE_CASUALTIES:
      for (guint i = 0; i < s->n_units; i++)
        try_action (b, out_actions, BN_ACTION_TAKE_CASUALTIES, i, 0, 0);
      break;

    case BN_PHASE_RETREAT:
      for (guint d = 0; d <= BN_RETREAT_LOSE_COMMANDER; d++)
        try_action (b, out_actions, BN_ACTION_RETREAT, s->target, d, 0);
      break;

    case BN_PHASE_DEPLOY:
      if (battle_hooks (b)->deploy_places != NULL)
        {
          g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

          battle_hooks (b)->deploy_places (b, candidates);
          for (guint k = 0; k < candidates->len; k++)
            {
              const BnBattleAction *c = &g_array_index (candidates, BnBattleAction, k);

              try_action (b, out_actions, BN_ACTION_DEPLOY, c->a, c->b, c->c);
            }
          try_action (b, out_actions, BN_ACTION_END_DEPLOY, 0, 0, 0);
          break;
        }
      for (guint i = 0; i < s->n_units; i++)
        if (s->units[i].side == s->active && s->units[i].figures > 0)
          for (guint row = 0; row < b->scenario->height; row++)
            for (guint col = 0; col < b->scenario->width; col++)
              if (b->scenario->zone[row * b->scenario->width + col] == s->active + 1u)
                try_action (b, out_actions, BN_ACTION_DEPLOY, i, col, row);
      try_action (b, out_actions, BN_ACTION_END_DEPLOY, 0, 0, 0);
      break;

    case BN_PHASE_OVER:
      break;
    }
  /* What retainers may do, whatever the phase. */
  battle_retainer_legal_actions (b, out_actions);
  return out_actions->len;
}

/**
 * bn_battle_card_orders:
 * @slot: a card in the hand of the side to act
 * @out_orders: (element-type BnBattleAction): cleared, then filled
 *
 * The orders playing @slot's card now would allow (units, commanders and
 * groups it may order), worked out on a copy: what the board marks while
 * the pointer is on a card, and whether the card orders anything at all.
 *
 * Returns: the number of orders; 0 outside the card phase
 */
guint
bn_battle_card_orders (const BnBattle *battle,
                       guint           slot,
                       GArray         *out_orders)
{
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnBattle) copy = NULL;
  g_autoptr(GArray) after = NULL;
  BnBattleAction play = { BN_ACTION_PLAY_CARD, 0, (guint8) slot, 0, 0 };

  g_return_val_if_fail (battle != NULL && out_orders != NULL, 0);

  g_array_set_size (out_orders, 0);
  if (bn_battle_get_phase (battle) != BN_PHASE_PLAY_CARD)
    return 0;
  play.side = (guint8) bn_battle_get_acting_side (battle);
  chance = bn_chance_new_seeded (0);
  copy = bn_battle_copy (battle, chance);
  if (!bn_battle_apply (copy, &play, NULL))
    return 0;
  after = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  bn_battle_legal_actions (copy, after);
  for (guint i = 0; i < after->len; i++)
    {
      const BnBattleAction *action = &g_array_index (after, BnBattleAction, i);

      if (action->type == BN_ACTION_ORDER_UNIT || action->type == BN_ACTION_ORDER_COMMANDER ||
          action->type == BN_ACTION_ORDER_GROUP)
        g_array_append_val (out_orders, *action);
    }
  return out_orders->len;
}
