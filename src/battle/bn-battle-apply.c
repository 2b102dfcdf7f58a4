/* bn-battle-apply.c — the turn sequence and the application of an action
 * once checked. */
#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"
#include <string.h>

/* ---- the turn ---- */

static void
enter_battle_phase (BnBattle *b)
{
  battle_switch_mover (b, 0, 0);
  for (guint i = 0; i < b->s.n_units; i++)
    b->s.units[i].done = 1;
  b->s.phase = battle_receive_possible (b) ? BN_PHASE_RECEIVE : BN_PHASE_BATTLE;
}

static void
update_objectives (BnBattle *b)
{
  const BnScenario *sc = b->scenario;

  for (guint i = 0; i < sc->n_objectives && b->s.phase != BN_PHASE_OVER; i++)
    {
      BnHex hex = bn_hex_from_offset (sc->objectives[i].col, sc->objectives[i].row);
      guint n0 = units_on (b, hex, 0, NULL), n1 = units_on (b, hex, 1, NULL);
      int holder = n0 > 0 && n1 == 0 ? 0 : n1 > 0 && n0 == 0 ? 1 : -1;

      if (holder == b->s.holder[i])
        continue;
      if (b->s.holder[i] >= 0)
        battle_add_vp (b, (guint) b->s.holder[i], -(int) sc->objectives[i].victory_points,
                       BN_VICTORY_OBJECTIVE);
      b->s.holder[i] = (gint8) holder;
      if (holder >= 0)
        battle_add_vp (b, (guint) holder, (int) sc->objectives[i].victory_points, BN_VICTORY_OBJECTIVE);
    }
}

/* Whether @side has a unit left on the field. */
static gboolean
battle_side_has_units (const BnBattle *b,
                       guint           side)
{
  for (guint i = 0; i < b->s.n_units; i++)
    if (unit_alive (b, i) && b->s.units[i].side == side)
      return TRUE;
  return FALSE;
}

/* An army with no unit left loses (House, docs/rules.md: "A side with no
 * units left loses"), at the end of the turn in which its last unit fell.
 * Returns: whether the battle is over so. */
static gboolean
battle_army_gone (BnBattle *b)
{
  BnBattleState *s = &b->s;

  if (s->phase == BN_PHASE_OVER)
    return TRUE;
  for (guint k = 0; k < 2; k++)
    if (!battle_side_has_units (b, k))
      {
        s->winner = (guint8) (1 - k);
        s->phase = BN_PHASE_OVER;
        battle_event (b, BN_EVENT_GAME_OVER, s->winner, 0, 0, 0, s->vp[s->winner]);
        return TRUE;
      }
  return FALSE;
}

/* Ends the active side's turn: discard the card played, draw, hold
 * objectives, pass the turn. */
/* The variant's "Battles": a member that ends up outside its captain's
 * zone is "no longer part of the battle for the rest of the game …
 * unless the battle is regrouped the NEXT turn". At the end of each turn,
 * a member out of the zone is marked; one still out at the end of its
 * own side's next turn (@side just played) leaves the "Battle" for good. */
static void
strays_leave (BnBattle *b,
              guint     side)
{
  BnBattleState *s = &b->s;

  for (guint i = 0; i < s->n_units; i++)
    {
      BnBattleUnit *u = &s->units[i];
      int g = u->group;

      if (g < 0 || u->figures == 0 || !s->groups[g].alive || !s->commanders[s->groups[g].captain].alive
          || bn_battle_unit_in_group_zoc (b, i))
        {
          u->strayed = 0;
          continue;
        }
      if (u->strayed && u->side == side)
        {
          u->group = -1;
          u->strayed = 0;
          battle_event (b, BN_EVENT_GROUP_BROKEN, u->side, i, (guint) g, 0, 0);
        }
      else
        u->strayed = 1;
    }
}

gboolean
battle_end_turn (BnBattle  *b,
                 GError   **error)
{
  BnBattleState *s = &b->s;
  guint side = s->active;

  if (s->card >= 0)
    {
      battle_discard (b, (guint8) s->card);
      s->card = -1;
    }
  if (!battle_draw_card (b, side, error))
    return FALSE;
  for (guint i = 0; i < s->n_units; i++)
    {
      BnBattleUnit *u = &s->units[i];

      u->ordered = BN_ORDER_NONE;
      u->moved = u->faced = u->straight = u->stopped = u->no_battle = 0;
      u->battled = u->defended = u->received = u->follow_up = u->done = 0;
      u->start_facing = u->facing;
    }
  for (guint i = 0; i < s->n_commanders; i++)
    s->commanders[i].ordered = s->commanders[i].moved = s->commanders[i].stopped
      = s->commanders[i].supported = s->commanders[i].held = 0;
  s->moving_kind = 0;
  if (bn_battle_rules_get_constants (b->rules)->group_strays_leave)
    strays_leave (b, side);
  /* Retreats may have brought a straggler back; a duty whose "Battle" or
   * unit is gone lapses. */
  battle_note_reunited (b);
  if (s->stragglers > 0)
    {
      s->stragglers = 0;
      for (guint i = 0; i < s->n_units; i++)
        {
          if (s->units[i].rejoin && !bn_battle_unit_must_rejoin (b, i))
            s->units[i].rejoin = 0;
          s->stragglers += s->units[i].rejoin;
        }
    }
  battle_event (b, BN_EVENT_TURN_END, side, 0, 0, 0, s->turn);
  update_objectives (b);
  if (s->phase == BN_PHASE_OVER)
    return TRUE;
  if (battle_army_gone (b))
    return TRUE;
  if (b->scenario->turn_limit > 0 && s->turn >= b->scenario->turn_limit)
    {
      s->winner = s->vp[0] > s->vp[1] ? 0 : s->vp[1] > s->vp[0] ? 1 : BN_BATTLE_NO_WINNER;
      s->phase = BN_PHASE_OVER;
      battle_event (b, BN_EVENT_GAME_OVER, s->winner, 0, 0, 0, s->turn);
      return TRUE;
    }
  s->active = (guint8) (1 - side);
  s->turn++;
  s->side_turns[s->active]++;
  s->phase = BN_PHASE_PLAY_CARD;
  return TRUE;
}

/* ---- apply ---- */

static gboolean
play_card (BnBattle  *b,
           guint      slot,
           GError   **error)
{
  BnBattleState *s = &b->s;
  guint8 card = battle_take_from_hand (b, s->active, slot);
  const BnCommandCardProfile *profile = bn_battle_rules_get_card (b->rules, s->deck_kind[card]);

  s->card = card;
  battle_event (b, BN_EVENT_CARD_PLAYED, s->active, card, s->deck_kind[card], 0, 0);
  s->orders_left = (guint8) profile->orders;
  for (guint c = 0; c < BN_BATTLE_N_COLOURS; c++)
    s->colour_orders[c] = profile->kind == BN_CARD_KIND_EACH_COLOUR ? 1 : 0;
  /* The army commander's Initiative: a card that orders a number of
   * units orders more (Day of Battle, Initiative). */
  if (profile->orders > 0 && profile->kind != BN_CARD_KIND_EACH_COLOUR
      && profile->kind != BN_CARD_KIND_MONEY && profile->kind != BN_CARD_KIND_SINGLE_COMBAT)
    {
      /* Asked once: MIN() reads its arguments twice, and each ask is logged. */
      guint extra = battle_leader_initiative (b, s->active);

      s->orders_left = (guint8) MIN (s->orders_left + extra, 255u);
    }
  switch (profile->kind)
    {
    case BN_CARD_KIND_MONEY:
    case BN_CARD_KIND_SINGLE_COMBAT:
      s->phase = BN_PHASE_SPECIAL;
      break;
    default:
      s->phase = BN_PHASE_ORDER;
      break;
    }
  return TRUE;
}

static gboolean
execute (BnBattle              *b,
         const BnBattleAction  *action,
         GError               **error)
{
  BnBattleState *s = &b->s;

  switch ((BnBattleActionType) action->type)
    {
    case BN_ACTION_PLAY_CARD:
      return play_card (b, action->a, error);

    case BN_ACTION_DISCARD_CARD:
      {
        guint8 card = battle_take_from_hand (b, s->active, action->a);

        battle_event (b, BN_EVENT_CARD_DISCARDED, s->active, card, s->deck_kind[card], 0, 0);
        battle_discard (b, card);
        /* Discarding and drawing a replacement ends the turn. */
        return battle_end_turn (b, error);
      }

    case BN_ACTION_ORDER_UNIT:
      battle_apply_order_unit (b, action->a, (int) action->c - 1);
      return TRUE;

    case BN_ACTION_ORDER_COMMANDER:
      {
        const BnCommandCardProfile *card = battle_card_in_play (b);

        if (card->kind == BN_CARD_KIND_EACH_COLOUR)
          {
            for (guint c = 0; c < BN_BATTLE_N_COLOURS; c++)
              if (s->colour_orders[c] > 0)
                {
                  s->colour_orders[c]--;
                  break;
                }
          }
        else
          s->orders_left--;
        s->commanders[action->a].ordered = 1;
        battle_event (b, BN_EVENT_ORDERED, s->active, action->a, 1, BN_ORDER_FULL, 0);
        return TRUE;
      }

    case BN_ACTION_ORDER_GROUP:
      {
        guint8 members[4];
        guint n = battle_group_members (b, action->a, members), colours = 0, slot;
        gboolean by_colour = bn_battle_rules_get_constants (b->rules)->group_battles_by_colour;

        for (guint i = 0; i < n; i++)
          colours |= 1u << s->units[members[i]].colour;
        slot = battle_order_slot (b, colours);
        battle_use_slot (b, slot);
        s->commanders[s->groups[action->a].captain].ordered = 1;
        battle_event (b, BN_EVENT_ORDERED, s->active, s->groups[action->a].captain, 1, BN_ORDER_FULL, 0);
        /* Where the ruleset says so (BattleLore, Battles), the units of
         * other colours move with it but battle only by the exception of
         * group_other_colour_battles(). */
        for (guint i = 0; i < n; i++)
          battle_order_unit_as (b, members[i],
                         by_colour && (slot & (1u << s->units[members[i]].colour)) == 0
                         ? BN_ORDER_MOVE_ONLY : BN_ORDER_FULL);
        return TRUE;
      }

    case BN_ACTION_END_ORDERS:
      s->phase = BN_PHASE_MOVE;
      s->moving_kind = 0;
      return TRUE;

    case BN_ACTION_MOVE_UNIT:
      {
        Movers m;

        battle_build_unit_movers (b, action, &m, NULL);
        battle_switch_mover (b, 1, action->a);
        battle_do_step (b, &m, action->b);
        return TRUE;
      }

    case BN_ACTION_MOVE_COMMANDER:
      {
        Movers m = { .n_units = 0, .commander = action->a };

        battle_switch_mover (b, 2, action->a);
        battle_do_step (b, &m, action->b);
        return TRUE;
      }

    case BN_ACTION_MOVE_GROUP:
      {
        Movers m = { 0 };

        m.n_units = battle_group_members (b, action->a, m.units);
        m.commander = s->groups[action->a].captain;
        battle_switch_mover (b, 3, action->a);
        battle_do_step (b, &m, action->b);
        return TRUE;
      }

    case BN_ACTION_FACE:
      {
        BnBattleUnit *u = &s->units[action->a];
        guint cost = bn_hex_dir_difference (action->b, u->start_facing) >= 2
                     ? bn_battle_rules_get_constants (b->rules)->front_change_cost : 0;

        if (!(s->moving_kind == 1 && s->moving_index == action->a)
            && !(s->moving_kind == 3 && u->group >= 0 && s->moving_index == (guint8) u->group))
          battle_switch_mover (b, 1, action->a);
        u->facing = action->b;
        u->faced = 1;
        u->moved = (guint8) (u->moved + cost);
        u->straight = 0;
        battle_event (b, BN_EVENT_FACED, s->active, action->a, action->b, 0, (int) cost);
        return TRUE;
      }

    case BN_ACTION_PLANT_STAKES:
      {
        BnBattleUnit *u = &s->units[action->a];

        battle_switch_mover (b, 1, action->a);
        u->stakes = (gint8) action->b;
        u->moved = (guint8) (u->moved + bn_battle_rules_get_constants (b->rules)->stakes_cost);
        battle_event (b, BN_EVENT_STAKES, s->active, action->a, action->b, 0, 1);
        return TRUE;
      }

    case BN_ACTION_END_MOVES:
      enter_battle_phase (b);
      return TRUE;

    case BN_ACTION_RECEIVE:
      s->units[action->a].facing = action->b;
      s->units[action->a].received = 1;
      battle_event (b, BN_EVENT_RECEIVED, action->side, action->a, action->b, 0, 0);
      if (!battle_receive_possible (b))
        s->phase = BN_PHASE_BATTLE;
      return TRUE;

    case BN_ACTION_END_RECEIVE:
      s->phase = BN_PHASE_BATTLE;
      return TRUE;

    case BN_ACTION_BATTLE:
      return battle_declare (b, action->a, action->b, error);

    case BN_ACTION_ATTACK_COMMANDER:
      return battle_attack_commander (b, action->a, action->b, error);

    case BN_ACTION_STAND:
      s->withdraw_dir = -1;
      battle_event (b, BN_EVENT_STAND, action->side, s->target, 0, 0, 0);
      return battle_resolve (b, error);

    case BN_ACTION_WITHDRAW:
      s->withdraw_dir = (gint8) action->b;
      battle_event (b, BN_EVENT_WITHDRAW, action->side, s->target, action->b, 0, 0);
      return battle_resolve (b, error);

    case BN_ACTION_ADVANCE:
      battle_breakthrough (b, TRUE, action->c != 0);
      return TRUE;

    case BN_ACTION_HOLD:
      battle_breakthrough (b, FALSE, FALSE);
      return TRUE;

    case BN_ACTION_END_TURN:
      return battle_end_turn (b, error);

    case BN_ACTION_BRIBE:
      return battle_bribe (b, action->a, error);

    case BN_ACTION_CHALLENGE:
      return battle_challenge (b, action->a, action->b, error);

    case BN_ACTION_PAY:
      return battle_pay (b, action->a, error);

    case BN_ACTION_REFUSE:
      return battle_refuse (b, error);

    case BN_ACTION_DUEL_AGAIN:
      return battle_duel_again (b, TRUE, error);

    case BN_ACTION_DUEL_END:
      return battle_duel_again (b, FALSE, error);

    case BN_ACTION_TAKE_CASUALTIES:
      battle_take_casualties (b, action->a);
      return TRUE;

    case BN_ACTION_RETREAT:
      battle_retreat (b, action->b);
      return TRUE;

    case BN_ACTION_DISMOUNT:
      {
        BnBattleUnit *u = &s->units[action->a];

        battle_switch_mover (b, 1, action->a);
        u->remount = (gint8) u->class_index;
        battle_set_class (b, action->a, battle_dismounted_class (b, action->a), FALSE);
        u->stopped = 1;
        return TRUE;
      }

    case BN_ACTION_MOUNT:
      {
        BnBattleUnit *u = &s->units[action->a];
        const BnClassProfile *horse = bn_battle_rules_get_class (b->rules, (guint) u->remount);

        u->remount = -1;
        battle_set_class (b, action->a, horse, TRUE);
        u->battled = 1;
        u->follow_up = 0xFF;
        return TRUE;
      }

    case BN_ACTION_FORM_GROUP:
      battle_form_group (b, action);
      return TRUE;

    case BN_ACTION_DISSOLVE_GROUP:
      battle_dissolve_group (b, action->a);
      return TRUE;

    case BN_ACTION_TAKE_PRISONER:
      battle_take_prisoner (b, action->a, action->b);
      return TRUE;

    case BN_ACTION_DEPLOY:
      if (battle_hooks (b)->deploy_apply != NULL)
        {
          battle_hooks (b)->deploy_apply (b, action);
          battle_event (b, BN_EVENT_DEPLOYED, b->s.units[action->a].side, action->a, action->b, action->c, 0);
          return TRUE;
        }
      {
        BnBattleUnit *u = &s->units[action->a];
        BnHex from = u->hex, to = bn_hex_from_offset (action->b, action->c);
        int commander = units_on (b, from, u->side, NULL) == 1 ? commander_on (b, from, u->side) : -1;

        u->hex = to;
        if (commander >= 0)
          s->commanders[commander].hex = to;
        battle_event (b, BN_EVENT_DEPLOYED, u->side, action->a, action->b, action->c, 0);
        return TRUE;
      }

    case BN_ACTION_END_DEPLOY:
      /* The second side to deploy is the first to move. */
      if (++s->deployed >= 2)
        {
          if (battle_hooks (b)->setup != NULL)
            return battle_hooks (b)->setup (b, error);
          s->phase = BN_PHASE_PLAY_CARD;
        }
      else
        s->active = 1 - s->active;
      return TRUE;

    case BN_ACTION_RALLY:
    case BN_ACTION_RETAINER:
    case BN_ACTION_RELOAD:
    case BN_ACTION_TAKE_BLOW:
    case BN_ACTION_KEEP_ROLL:
    case BN_N_ACTIONS:
      break;
    }
  g_return_val_if_reached (FALSE);
}

/**
 * battle_run_action:
 *
 * Carries out a checked @action: the retainers' and the leaders' choices,
 * or the ruleset's own. The checks of risk to a leader that follow it are
 * the caller's.
 */
gboolean
battle_run_action (BnBattle              *battle,
                   const BnBattleAction  *action,
                   GError               **error)
{
  if (action->type == BN_ACTION_RETAINER)
    return battle_execute_retainer (battle, action, error);
  if (action->type == BN_ACTION_TAKE_BLOW)
    return battle_risk_take_blow (battle, error);
  if (action->type == BN_ACTION_KEEP_ROLL)
    return battle_reroll_choose (battle, -1, error);
  if (battle_hooks (battle)->execute != NULL && battle->s.phase != BN_PHASE_DEPLOY)
    return battle_hooks (battle)->execute (battle, action, error);
  return execute (battle, action, error);
}

/**
 * bn_battle_apply:
 * @action: who does what; action->side must be the acting side
 *
 * Applies @action if the rules allow it, rolling whatever dice it needs
 * from the battle's chance and logging the action and its events.
 *
 * Returns: %FALSE with %BN_BATTLE_ERROR_ILLEGAL, naming the rule, when the
 *   action is not allowed now; %FALSE with %BN_BATTLE_ERROR_CHANCE when a
 *   typed-only chance ran out of dice. Either way the battle is unchanged
 *   (dice typed and consumed before running out are spent).
 */
gboolean
bn_battle_apply (BnBattle              *battle,
                 const BnBattleAction  *action,
                 GError               **error)
{
  g_autofree BnBattleState *snapshot = NULL;
  g_autoptr(GError) local_error = NULL;
  guint n_events;

  g_return_val_if_fail (battle != NULL && action != NULL, FALSE);

  if (!battle_check_action (battle, action, error))
    {
      battle_cite_error (battle->rules, error != NULL ? *error : NULL);
      return FALSE;
    }
  /* A seeded chance never runs out, so only a typed one needs a way back;
   * an action that may stop at a leader's die runs again from where it
   * began (bn-battle-reroll.c). */
  battle_reroll_begin (battle);
  if (!bn_chance_has_seed (battle->chance) || battle->rolls != NULL || bn_chance_has_dealer (battle->chance))
    snapshot = g_memdup2 (&battle->s, sizeof battle->s);
  n_events = battle->events->len;
  battle->current_action = battle->actions->len;
  if (!battle_run_action (battle, action, &local_error)
      || (battle->s.risk_armed && !battle_risk_settle (battle, &local_error)))
    {
      if (snapshot != NULL && battle_reroll_paused (battle, snapshot, n_events, battle->actions->len))
        {
          g_array_append_val (battle->actions, *action);
          battle->current_action = G_MAXUINT32;
          return TRUE;
        }
      if (snapshot != NULL)
        battle->s = *snapshot;
      g_array_set_size (battle->events, n_events);
      battle_strike_terms_truncate (battle, n_events);
      battle->current_action = G_MAXUINT32;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  g_array_append_val (battle->actions, *action);
  battle->current_action = G_MAXUINT32;
  return TRUE;
}
