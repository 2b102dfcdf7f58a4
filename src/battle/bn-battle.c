/* bn-battle.c — a Lords & Levies battle: its state, queries, log and
 * command deck, and the parts it is made of:
 *
 * - bn-battle-setup.c: the battle set up from a scenario and two armies;
 * - bn-battle-orders.c: groups ("Battles") and orders;
 * - bn-battle-movement.c: movement, mounting and reuniting;
 * - bn-battle-check.c: check_action() and the legal actions;
 * - bn-battle-apply.c: the turn sequence and applying an action;
 * - bn-battle-combat.c: combat, retreats and the special cards'
 *   procedures; bn-battle-log.c: the text form of the log.
 *
 * Every action goes through battle_check_action(), which is the one
 * statement of what the rules allow: bn_battle_apply() runs it before
 * changing anything, and bn_battle_legal_actions() offers exactly the
 * candidates it accepts. Error messages name the rule and where L&L
 * states it; the ruleset in play rewrites that citation into its own
 * (battle_cite_error()).
 */
#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

#include <glib/gi18n-lib.h>
#include <string.h>

G_DEFINE_QUARK (bn-battle-error-quark, bn_battle_error)

guint
bn_battle_count_bits (guint bits)
{
  guint n = 0;

  for (; bits != 0; bits &= bits - 1)
    n++;
  return n;
}
/* ---- small queries on the state ---- */

const BnClassProfile *
battle_class (const BnBattle *b,
              guint           unit)
{
  return bn_battle_rules_get_class (b->rules, b->s.units[unit].class_index);
}

const BnWeaponProfile *
battle_weapon (const BnBattle *b,
               guint           unit)
{
  return bn_battle_rules_get_weapon (b->rules, b->s.units[unit].weapon);
}

const BnTerrainProfile *
battle_terrain (const BnBattle *b,
                BnHex           hex)
{
  return bn_battle_rules_get_terrain (b->rules, bn_scenario_get_terrain (b->scenario, hex));
}

/* One unit per hex: L&L's 10 cm hexes (appendix 3), or a ruleset that
 * always plays so (the BattleLore variant). Commanders then command a
 * unit in an adjacent hex as the second of their company. */
gboolean
battle_one_unit_per_hex (const BnBattle *b)
{
  return b->scenario->stacking == BN_STACKING_10CM
         || bn_battle_rules_get_constants (b->rules)->one_unit_per_hex;
}

guint
battle_stack_limit (const BnBattle *b)
{
  return battle_one_unit_per_hex (b) ? 1 : 2;
}

gboolean
unit_alive (const BnBattle *b,
            guint           unit)
{
  return b->s.units[unit].figures > 0;
}

/* Units of @side (or of any side when @side is 2) standing on @hex. */
guint
units_on (const BnBattle *b,
          BnHex           hex,
          guint           side,
          guint8         *out)
{
  guint n = 0;

  for (guint i = 0; i < b->s.n_units; i++)
    {
      const BnBattleUnit *u = &b->s.units[i];

      if (u->figures > 0 && bn_hex_equal (u->hex, hex) && (side == 2 || u->side == side))
        {
          if (out != NULL && n < 4)
            out[n] = (guint8) i;
          n++;
        }
    }
  return n;
}

/* The living commander of @side (2: any) on @hex, or −1. */
int
commander_on (const BnBattle *b,
              BnHex           hex,
              guint           side)
{
  for (guint i = 0; i < b->s.n_commanders; i++)
    {
      const BnBattleCommander *c = &b->s.commanders[i];

      if (c->alive && bn_hex_equal (c->hex, hex) && (side == 2 || c->side == side))
        return (int) i;
    }
  return -1;
}

/* Whether @hex holds anything of the enemy of @side. */
gboolean
enemy_on (const BnBattle *b,
          BnHex           hex,
          guint           side)
{
  return units_on (b, hex, 1 - side, NULL) > 0 || commander_on (b, hex, 1 - side) >= 0;
}

/* The commander commanding @unit: his side's commander in its hex. */
int
unit_commander (const BnBattle *b,
                guint           unit)
{
  return commander_on (b, b->s.units[unit].hex, b->s.units[unit].side);
}

gboolean
is_character (const BnBattle *b,
              guint           commander)
{
  return b->s.commanders[commander].rank == BN_COMMANDER_CHARACTER;
}

/* The commander who commands @unit: the one in its hex, unless that is a
 * character, who commands nobody (House reading of L&L, Characters: "non
 * combatants with no + influence on units"). She still moves and retreats
 * with the unit, as unit_commander() says. */
int
unit_leader (const BnBattle *b,
             guint           unit)
{
  int c = unit_commander (b, unit);

  return c >= 0 && is_character (b, (guint) c) ? -1 : c;
}

gboolean
on_board (const BnBattle *b,
          BnHex           hex)
{
  return bn_scenario_contains (b->scenario, hex);
}

/* Whether a unit of @arm (or a commander: @arm is horse when mounted)
 * may enter the terrain of @hex at all. */
gboolean
terrain_admits (const BnBattle *b,
                BnHex           hex,
                BnBattleArm     arm)
{
  const BnTerrainProfile *t = battle_terrain (b, hex);

  if (t->move == BN_TERRAIN_MOVE_IMPASSABLE)
    return FALSE;
  if (t->move == BN_TERRAIN_MOVE_INFANTRY_ONLY && arm != BN_BATTLE_ARM_FOOT)
    return FALSE;
  return TRUE;
}

/* ---- the log ---- */

void
battle_event (BnBattle          *b,
              BnBattleEventType  type,
              guint              side,
              guint              a,
              guint              bb,
              guint              c,
              int                value)
{
  BnBattleEvent event;

  /* Zeroed first so that events compare (and hash) bytewise, padding too. */
  memset (&event, 0, sizeof event);
  event.type = (guint8) type;
  event.side = (guint8) side;
  event.a = (guint8) a;
  event.b = (guint8) bb;
  event.c = (guint8) c;
  event.value = (gint16) value;
  event.action = b->current_action;
  /* An action run again after a leader's die was offered does not log
   * twice what the log holds (bn-battle-reroll.c). */
  if (G_LIKELY (b->emitted++ >= b->suppress))
    {
      g_array_append_val (b->events, event);
      /* A strike's dice, with the reasons for them, for its account. */
      if (b->strike_terms != NULL
          && (type == BN_EVENT_BATTLE || type == BN_EVENT_STAND || type == BN_EVENT_CASUALTIES))
        battle_strike_terms_noted (b, &g_array_index (b->events, BnBattleEvent, b->events->len - 1));
    }
  if (G_UNLIKELY (b->s.risk_armed))
    battle_risk_note (b, &event);
}

void
battle_add_vp (BnBattle        *b,
               guint            side,
               int              delta,
               BnVictoryReason  reason)
{
  b->s.vp[side] = (guint16) ((int) b->s.vp[side] + delta);
  battle_event (b, BN_EVENT_VICTORY_POINTS, side, reason, 0, 0, delta);
  if (b->s.phase != BN_PHASE_OVER && b->s.vp[side] >= b->scenario->victory_target)
    {
      b->s.winner = (guint8) side;
      b->s.phase = BN_PHASE_OVER;
      battle_event (b, BN_EVENT_GAME_OVER, side, 0, 0, 0, b->s.vp[side]);
    }
}

/* Rolls the battle die for @purpose. Returns FALSE (with @error) only when
 * a typed-only chance has run out. */
gboolean
battle_roll (BnBattle      *b,
             BnDiePurpose   purpose,
             BnDieSymbol   *out_symbol,
             guint         *out_face,
             GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  BnChanceSource source = BN_CHANCE_SOURCE_SEEDED;
  guint face;

  if (!battle_chance_roll (b, 6, &face, &source, &local_error))
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE, "%s", local_error->message);
      return FALSE;
    }
  *out_symbol = bn_battle_rules_die_symbol (b->rules, face);
  if (out_face != NULL)
    *out_face = face;
  /* c says a player typed the die, so a replay can type it again. */
  battle_event (b, BN_EVENT_DIE, b->s.active, purpose, *out_symbol, source == BN_CHANCE_SOURCE_TYPED, (int) face);
  return TRUE;
}

/* ---- the command deck ---- */

/* A dealt deck (bn_chance_set_dealer()) keeps in the draw pile every card
 * this program cannot account for: the pile itself and the cards of the
 * other side's hand it has not seen, whose slots hold
 * BN_BATTLE_CARD_UNSEEN. Without unseen cards the pile is exactly the
 * draw pile, as at one screen. */
static guint
unseen_in_hands (const BnBattleState *s)
{
  guint n = 0;

  for (guint side = 0; side < 2; side++)
    for (guint i = 0; i < s->n_hand[side]; i++)
      n += s->hand[side][i] == BN_BATTLE_CARD_UNSEEN;
  return n;
}

guint
battle_pile_size (const BnBattle *b)
{
  return b->s.n_draw - unseen_in_hands (&b->s);
}

static void
reshuffle (BnBattle *b)
{
  BnBattleState *s = &b->s;

  bn_chance_deal_reshuffle (b->chance, s->discard, s->n_discard);
  for (guint i = 0; i < s->n_discard; i++)
    s->draw[s->n_draw++] = s->discard[i];
  s->n_discard = 0;
  /* Kept in card order: the die picks by position, so a player holding a
   * real card can tell which number draws it (bn_battle_card_die()). */
  for (guint i = 1; i < s->n_draw; i++)
    for (guint j = i; j > 0 && s->draw[j - 1] > s->draw[j]; j--)
      {
        guint8 t = s->draw[j];
        s->draw[j] = s->draw[j - 1];
        s->draw[j - 1] = t;
      }
  battle_event (b, BN_EVENT_RESHUFFLE, s->active, 0, 0, 0, battle_pile_size (b));
}

static guint8
take_from_pile_at (BnBattleState *s,
                   guint          k)
{
  guint8 card = s->draw[k];

  memmove (&s->draw[k], &s->draw[k + 1], s->n_draw - k - 1);
  s->n_draw--;
  return card;
}

/* Takes @card out of the draw pile; FALSE when it is not there. */
static gboolean
take_from_pile (BnBattleState *s,
                guint          card)
{
  for (guint k = 0; k < s->n_draw; k++)
    if (s->draw[k] == card)
      {
        take_from_pile_at (s, k);
        return TRUE;
      }
  return FALSE;
}

/* A card the dealer gives: this program's own, which must be one it cannot
 * yet account for, or an unseen one. */
static gboolean
deal_card (BnBattle  *b,
           guint      side,
           GError   **error)
{
  BnBattleState *s = &b->s;
  g_autoptr(GError) local_error = NULL;
  guint card;

  if (b->forced_deals != NULL && b->n_forced_deals < b->forced_deals->len)
    card = g_array_index (b->forced_deals, guint, b->n_forced_deals++);
  else if (!bn_chance_deal_card (b->chance, side, &card, &local_error))
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE, "%s", local_error->message);
      return FALSE;
    }
  if (b->deals != NULL)
    g_array_append_val (b->deals, card);
  if (card != BN_BATTLE_CARD_UNSEEN && !take_from_pile (s, card))
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE,
                   _("the card dealt (%u) is not one left to draw"), card);
      return FALSE;
    }
  s->hand[side][s->n_hand[side]++] = (guint8) card;
  battle_event (b, BN_EVENT_CARD_DRAWN, side, card,
                card == BN_BATTLE_CARD_UNSEEN ? BN_BATTLE_CARD_UNSEEN : s->deck_kind[card], 0, 0);
  return TRUE;
}

/* Draws one card into @side's hand: a die with as many sides as the draw
 * pile holds cards picks it, or the chance's dealer deals it. An empty
 * deck (every card in a hand) draws nothing. */
gboolean
battle_draw_card (BnBattle  *b,
                  guint      side,
                  GError   **error)
{
  BnBattleState *s = &b->s;
  guint k = 0, die = 0;
  guint8 card;

  if (battle_pile_size (b) == 0)
    {
      if (s->n_discard == 0)
        return TRUE;
      reshuffle (b);
    }
  if (s->n_hand[side] >= BN_BATTLE_MAX_HAND)
    return TRUE;
  if (bn_chance_has_dealer (b->chance))
    return deal_card (b, side, error);
  /* Without a dealer but with unseen cards (a copy of a dealt battle) the
   * die picks among every card this side cannot account for: a guess as
   * good as any. */
  if (s->n_draw > 1)
    {
      g_autoptr(GError) local_error = NULL;

      if (!battle_chance_roll (b, s->n_draw, &die, NULL, &local_error))
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE, "%s", local_error->message);
          return FALSE;
        }
      k = die - 1;
    }
  card = take_from_pile_at (s, k);
  s->hand[side][s->n_hand[side]++] = card;
  battle_event (b, BN_EVENT_CARD_DRAWN, side, card, s->deck_kind[card], 0, (int) die);
  return TRUE;
}

/**
 * bn_battle_reveal_card:
 * @side: whose hand
 * @slot: a slot of it that holds %BN_BATTLE_CARD_UNSEEN
 * @card: the card shown there
 *
 * Puts a card of the other side's hand, shown by the rules (a card played,
 * discarded or paid with, a scout's look), in its slot, before the action
 * that shows it is applied (bn_battle_action_shown_cards()). The card must
 * be one this program cannot account for: not in its own hand, played,
 * discarded, or shown before. Whether it was truly dealt to that slot is
 * the dealer's check (bn-net-deck.h), not the engine's.
 */
gboolean
bn_battle_reveal_card (BnBattle  *battle,
                       guint      side,
                       guint      slot,
                       guint      card,
                       GError   **error)
{
  BnBattleState *s;

  g_return_val_if_fail (battle != NULL, FALSE);
  g_return_val_if_fail (side < 2, FALSE);
  s = &battle->s;
  if (slot >= s->n_hand[side] || s->hand[side][slot] != BN_BATTLE_CARD_UNSEEN)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                   _("side %u holds no unseen card in hand slot %u"), side, slot + 1);
      return FALSE;
    }
  if (card >= s->n_deck || !take_from_pile (s, card))
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                   _("card %u cannot be in side %u’s hand: it is not in the deck, or it is accounted for elsewhere"),
                   card, side);
      return FALSE;
    }
  s->hand[side][slot] = (guint8) card;
  return TRUE;
}

/**
 * bn_battle_action_shown_cards:
 * @out_side: (out): the side whose hand the slots are of
 *
 * Returns: the hand slots @action shows, one bit each (bit 0: slot 0): the
 *   card played, discarded, paid with or redrawn, or the whole hand a
 *   scout looks at; 0 when it shows none. A slot named that is not in the
 *   hand is left out (the action is illegal anyway).
 */
guint
bn_battle_action_shown_cards (const BnBattle       *battle,
                              const BnBattleAction *action,
                              guint                *out_side)
{
  const BnBattleState *s;
  guint side, slot;

  g_return_val_if_fail (battle != NULL && action != NULL && out_side != NULL, 0);
  s = &battle->s;
  side = action->side < 2 ? action->side : 0;
  switch ((BnBattleActionType) action->type)
    {
    case BN_ACTION_PLAY_CARD:
    case BN_ACTION_DISCARD_CARD:
    case BN_ACTION_PAY:
      slot = action->a;
      break;
    case BN_ACTION_RETAINER:
      if (action->c == BN_RETAINER_USE_REDRAW)
        {
          slot = action->b;
          break;
        }
      if (action->c == BN_RETAINER_USE_SCOUT)
        {
          *out_side = 1 - side;
          return (1u << s->n_hand[1 - side]) - 1;
        }
      return 0;
    default:
      return 0;
    }
  *out_side = side;
  return slot < s->n_hand[side] ? 1u << slot : 0;
}

/* Takes hand slot @slot out of @side's hand and returns the card. */
guint8
battle_take_from_hand (BnBattle *b,
                       guint     side,
                       guint     slot)
{
  BnBattleState *s = &b->s;
  guint8 card = s->hand[side][slot];

  memmove (&s->hand[side][slot], &s->hand[side][slot + 1], s->n_hand[side] - slot - 1);
  s->n_hand[side]--;
  return card;
}

void
battle_discard (BnBattle *b,
                guint8    card)
{
  b->s.discard[b->s.n_discard++] = card;
}

/* The die value that draws @card now: its position in the draw pile, 1
 * up; 0 when it is not in the pile or the pile has one card (no roll). */
guint
bn_battle_card_die (const BnBattle *battle,
                    guint           card)
{
  if (battle->s.n_draw < 2)
    return 0;
  for (guint i = 0; i < battle->s.n_draw; i++)
    if (battle->s.draw[i] == card)
      return i + 1;
  return 0;
}

/* ---- accessors ---- */

BnBattleRules *bn_battle_get_rules (const BnBattle *battle) { return battle->rules; }
const BnScenario *bn_battle_get_scenario (const BnBattle *battle) { return battle->scenario; }
BnBattlePhase bn_battle_get_phase (const BnBattle *battle) { return battle->s.phase; }
guint bn_battle_get_active_side (const BnBattle *battle) { return battle->s.active; }
guint bn_battle_get_turn (const BnBattle *battle) { return battle->s.turn; }
guint bn_battle_get_winner (const BnBattle *battle) { return battle->s.winner; }
guint bn_battle_get_n_units (const BnBattle *battle) { return battle->s.n_units; }
guint bn_battle_get_n_commanders (const BnBattle *battle) { return battle->s.n_commanders; }
guint bn_battle_get_n_groups (const BnBattle *battle) { return battle->s.n_groups; }
guint bn_battle_get_deck_size (const BnBattle *battle) { return battle->s.n_deck; }
guint bn_battle_get_n_draw (const BnBattle *battle) { return battle_pile_size (battle); }
int bn_battle_get_played_card (const BnBattle *battle) { return battle->s.card; }
guint bn_battle_get_n_actions (const BnBattle *battle) { return battle->actions->len; }
guint bn_battle_get_n_events (const BnBattle *battle) { return battle->events->len; }

/* Who must act now: the active side, except when the other side defends,
 * receives, pays or decides on a second duel. */
guint
bn_battle_get_acting_side (const BnBattle *battle)
{
  /* A leader's side decides on his retainers before anything else: his
   * die that came up bad, his blow. */
  if (battle->s.reroll != 0)
    return battle->s.commanders[battle->s.reroll - 1].side;
  if (battle->s.struck != 0 && battle->s.phase != BN_PHASE_OVER)
    return battle->s.commanders[battle->s.struck - 1].side;
  if (battle_hooks (battle)->acting_side != NULL && battle->s.phase != BN_PHASE_DEPLOY)
    return battle_hooks (battle)->acting_side (battle);
  switch (battle->s.phase)
    {
    case BN_PHASE_RECEIVE:
    case BN_PHASE_DEFEND:
    case BN_PHASE_DUEL_DRAW:
    case BN_PHASE_CASUALTIES:
    case BN_PHASE_RETREAT:
      return 1 - battle->s.active;
    case BN_PHASE_PAY:
      return battle->s.pay_side;
    default:
      return battle->s.active;
    }
}

guint
bn_battle_get_victory_points (const BnBattle *battle,
                              guint           side)
{
  g_return_val_if_fail (side < 2, 0);
  return battle->s.vp[side];
}

/**
 * bn_battle_get_unit_home_side:
 *
 * Returns: the side whose army @unit came with, and whose roster names it:
 *   a mercenary who changed sides fights for the other.
 */
guint
bn_battle_get_unit_home_side (const BnBattle *battle,
                              guint           unit)
{
  g_return_val_if_fail (battle != NULL && unit < battle->s.n_units, 0);

  /* Side 0's units were placed first, each at the index of its place on
   * its roster; side 1's follow them. */
  return battle->s.units[unit].spec == unit ? 0 : 1;
}

const BnBattleUnit *
bn_battle_get_unit (const BnBattle *battle,
                    guint           unit)
{
  g_return_val_if_fail (unit < battle->s.n_units, NULL);
  return &battle->s.units[unit];
}

const BnClassProfile *
bn_battle_get_unit_class (const BnBattle *battle,
                          guint           unit)
{
  g_return_val_if_fail (unit < battle->s.n_units, NULL);
  return battle_class (battle, unit);
}

const BnBattleCommander *
bn_battle_get_commander (const BnBattle *battle,
                         guint           commander)
{
  g_return_val_if_fail (commander < battle->s.n_commanders, NULL);
  return &battle->s.commanders[commander];
}

guint
bn_battle_get_n_retainers (const BnBattle *battle)
{
  return battle->s.n_retainers;
}

/**
 * bn_battle_get_struck_commander:
 *
 * Returns: the commander struck by his personal combat skill check whose
 *   side must now choose: a common retainer of his wards off the blow
 *   (BN_RETAINER_USE_WARD) or throws the check again
 *   (BN_RETAINER_USE_REROLL), or BN_ACTION_TAKE_BLOW draws his Special
 *   Results card; −1 when no choice waits
 */
int
bn_battle_get_struck_commander (const BnBattle *battle)
{
  g_return_val_if_fail (battle != NULL, -1);
  return battle->s.struck != 0 && battle->s.phase != BN_PHASE_OVER ? (int) battle->s.struck - 1 : -1;
}

const BnBattleRetainer *
bn_battle_get_retainer (const BnBattle *battle,
                        guint           retainer)
{
  g_return_val_if_fail (retainer < battle->s.n_retainers, NULL);
  return &battle->s.retainers[retainer];
}

const BnBattleGroup *
bn_battle_get_group (const BnBattle *battle,
                     guint           group)
{
  g_return_val_if_fail (group < battle->s.n_groups, NULL);
  return &battle->s.groups[group];
}

/* Returns: the battle's index of unit @spec of @side's army, or −1. A
 * bribed unit keeps its index but not its side. */
int
bn_battle_find_unit (const BnBattle *battle,
                     guint           side,
                     guint           spec)
{
  guint first = side == 0 ? 0 : battle->s.n_units_side0;
  guint last = side == 0 ? battle->s.n_units_side0 : battle->s.n_units;

  g_return_val_if_fail (side < 2, -1);
  return first + spec < last ? (int) (first + spec) : -1;
}

int
bn_battle_find_commander (const BnBattle *battle,
                          guint           side,
                          guint           spec)
{
  for (guint i = 0; i < battle->s.n_commanders; i++)
    if (battle->s.commanders[i].side == side && battle->s.commanders[i].spec == spec)
      return (int) i;
  return -1;
}

/* @out_units: (out caller-allocates) (optional): room for 4 */
guint
bn_battle_units_at (const BnBattle *battle,
                    BnHex           hex,
                    guint8         *out_units)
{
  return units_on (battle, hex, 2, out_units);
}

int
bn_battle_commander_at (const BnBattle *battle,
                        BnHex           hex)
{
  return commander_on (battle, hex, 2);
}

guint
bn_battle_get_hand_size (const BnBattle *battle,
                         guint           side)
{
  g_return_val_if_fail (side < 2, 0);
  return battle->s.n_hand[side];
}

guint
bn_battle_get_hand_card (const BnBattle *battle,
                         guint           side,
                         guint           slot)
{
  g_return_val_if_fail (side < 2 && slot < battle->s.n_hand[side], 0);
  return battle->s.hand[side][slot];
}

/* The kind (index in the rules' cards) of deck card @card. */
guint
bn_battle_get_card_kind (const BnBattle *battle,
                         guint           card)
{
  g_return_val_if_fail (card < battle->s.n_deck, 0);
  return battle->s.deck_kind[card];
}

const BnBattleAction *
bn_battle_get_action (const BnBattle *battle,
                      guint           index)
{
  g_return_val_if_fail (index < battle->actions->len, NULL);
  return &g_array_index (battle->actions, BnBattleAction, index);
}

const BnBattleEvent *
bn_battle_get_event (const BnBattle *battle,
                     guint           index)
{
  g_return_val_if_fail (index < battle->events->len, NULL);
  return &g_array_index (battle->events, BnBattleEvent, index);
}

/**
 * bn_battle_retreat_default:
 * @out_action: (out): the RETREAT the House rule would take
 *
 * In the retreat phase, the hex the automatic House rule picks (a hex
 * with a friendly commander, where the unit rallies, then straight back,
 * then the diagonals; blocked, a figure rather than the commander): the
 * AI's choice, and a suggestion for a player.
 *
 * Returns: %FALSE when no retreat is waiting for its hex
 */
gboolean
bn_battle_retreat_default (const BnBattle *battle,
                           BnBattleAction *out_action)
{
  g_return_val_if_fail (battle != NULL && out_action != NULL, FALSE);
  if (battle->s.phase != BN_PHASE_RETREAT)
    return FALSE;
  memset (out_action, 0, sizeof *out_action);
  out_action->type = BN_ACTION_RETREAT;
  out_action->side = (guint8) bn_battle_get_acting_side (battle);
  out_action->a = battle->s.target;
  out_action->b = (guint8) battle_retreat_default (battle);
  return TRUE;
}
