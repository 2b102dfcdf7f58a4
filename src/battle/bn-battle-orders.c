/* bn-battle-orders.c — groups ("Battles") and orders: who may be given an
 * order, and forming and leaving a "Battle". */
#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"
#include <string.h>

/* ---- groups ("Battles") ---- */

/* Whether @unit belongs to a living captain's "Battle" and stands in his
 * zone of control (his hex and the six around it). Outside it, the unit
 * acts on its own (L&L, Battles). */
gboolean
bn_battle_unit_in_group_zoc (const BnBattle *battle,
                             guint           unit)
{
  const BnBattleUnit *u = &battle->s.units[unit];
  const BnBattleGroup *g;
  const BnBattleCommander *c;

  if (u->group < 0 || u->figures == 0)
    return FALSE;
  g = &battle->s.groups[u->group];
  c = &battle->s.commanders[g->captain];
  return g->alive && c->alive && c->side == u->side && bn_hex_distance (c->hex, u->hex) <= 1;
}

/**
 * bn_battle_unit_must_rejoin:
 *
 * Whether @unit broke through out of its captain's zone of control and is
 * still outside it, its "Battle" and captain alive: "on the next turn the
 * player is allowed to activate units of the given colour, the Battle
 * must be reunited" (L&L, Battles). While the duty stands and the card
 * played can order the unit, it is ordered first and moved back first.
 */
gboolean
bn_battle_unit_must_rejoin (const BnBattle *battle,
                            guint           unit)
{
  const BnBattleUnit *u;

  g_return_val_if_fail (unit < battle->s.n_units, FALSE);
  u = &battle->s.units[unit];
  if (!u->rejoin || u->figures == 0 || u->group < 0)
    return FALSE;
  return battle->s.groups[u->group].alive
         && battle->s.commanders[battle->s.groups[u->group].captain].alive
         && !bn_battle_unit_in_group_zoc (battle, unit);
}

/**
 * bn_battle_group_candidates:
 * @captain: a commander
 * @out_units: (out caller-allocates) (optional): room for
 *   BN_BATTLE_GROUP_MAX_CANDIDATES
 *
 * The units of @captain's side in his zone of control (his hex and the six
 * around it), in unit order: bit k of a FORM_GROUP's b | c << 8 names the
 * k-th of them.
 *
 * Returns: how many
 */
guint
bn_battle_group_candidates (const BnBattle *battle,
                            guint           captain,
                            guint8         *out_units)
{
  const BnBattleCommander *c;
  guint n = 0;

  g_return_val_if_fail (captain < battle->s.n_commanders, 0);
  c = &battle->s.commanders[captain];
  for (guint i = 0; i < battle->s.n_units && n < BN_BATTLE_GROUP_MAX_CANDIDATES; i++)
    {
      const BnBattleUnit *u = &battle->s.units[i];

      if (u->figures > 0 && u->side == c->side && bn_hex_distance (u->hex, c->hex) <= 1)
        {
          if (out_units != NULL)
            out_units[n] = (guint8) i;
          n++;
        }
    }
  return n;
}

/* ---- orders ---- */

/* The card in play, when the phase guarantees there is one. */
const BnCommandCardProfile *
battle_card_in_play (const BnBattle *b)
{
  return bn_battle_rules_get_card (b->rules, b->s.deck_kind[b->s.card]);
}

const BnCommandCardProfile *
battle_played_card (const BnBattle *b)
{
  return b->s.card >= 0
         ? bn_battle_rules_get_card (b->rules, b->s.deck_kind[b->s.card]) : NULL;
}

/* A commander is freestanding when no unit of his side shares his hex. */
static gboolean
commander_freestanding (const BnBattle *b,
                        guint           c)
{
  return units_on (b, b->s.commanders[c].hex, b->s.commanders[c].side, NULL) == 0;
}

/* The units of the company @unit is ordered with: itself and, when a
 * commander commands two units in its hex, the other one. At 10 cm,
 * @partner (or −1) is the second unit a commander in @unit's hex
 * commands in an adjacent hex (L&L, appendix 3). */
static guint
company_units (const BnBattle *b,
               guint           unit,
               int             partner,
               guint8         *out)
{
  const BnBattleUnit *u = &b->s.units[unit];
  guint n = 1;

  if (unit_leader (b, unit) >= 0)
    n = units_on (b, u->hex, u->side, out);
  else
    out[0] = (guint8) unit;
  if (partner >= 0 && n < 4)
    out[n++] = (guint8) partner;
  return n;
}

/* Checks @partner as the second unit of the 10 cm company of @unit. */
static gboolean
check_partner (const BnBattle  *b,
               guint            unit,
               guint            partner,
               GError         **error)
{
  const BnBattleUnit *u = &b->s.units[unit];

  if (!battle_one_unit_per_hex (b))
    ILLEGAL ("only at 10 cm does a commander command a unit in an adjacent hex (L&L, appendix 3)");
  if (unit_leader (b, unit) < 0)
    ILLEGAL ("a company needs a commander in the unit's hex (L&L, appendix 3)");
  if (partner >= b->s.n_units || partner == unit || !unit_alive (b, partner)
      || b->s.units[partner].side != u->side || bn_hex_distance (b->s.units[partner].hex, u->hex) != 1)
    ILLEGAL ("a commander commands his unit and one other in an adjacent hex (L&L, appendix 3)");
  if (bn_battle_unit_in_group_zoc (b, partner))
    ILLEGAL ("a unit of a “Battle” in its captain's zone of control is ordered with its "
             "“Battle” (L&L, Battles)");
  return TRUE;
}

/* Which of the card's order slots ordering @colours (a bit per colour)
 * would use: a colour bit, or 0 when none fits. */
guint
battle_order_slot (const BnBattle *b,
            guint           colours)
{
  const BnCommandCardProfile *card = battle_played_card (b);

  if (card == NULL)
    return 0;
  switch (card->kind)
    {
    case BN_CARD_KIND_COLOUR:
      return b->s.orders_left > 0 && (colours & (1u << card->colour)) ? 1u << card->colour : 0;
    case BN_CARD_KIND_EACH_COLOUR:
      for (guint c = 0; c < BN_BATTLE_N_COLOURS; c++)
        if ((colours & (1u << c)) && b->s.colour_orders[c] > 0)
          return 1u << c;
      return 0;
    default:
      return 0;
    }
}

/* Whether @unit fits the card's filter: the stakes card's archers, a
 * tactic card's arms and weapons. */
static gboolean
card_fits_unit (const BnBattle             *b,
                const BnCommandCardProfile *card,
                guint                       unit)
{
  const BnClassProfile *cls = battle_class (b, unit);

  if (card->kind == BN_CARD_KIND_STAKES)
    return battle_weapon (b, unit)->archer && cls->arm == BN_BATTLE_ARM_FOOT;
  return (card->arms == 0 || (card->arms & (1u << cls->arm)))
         && (!card->ranged_only || battle_weapon (b, unit)->ranged);
}

gboolean
battle_check_order_unit (const BnBattle  *b,
                  guint            unit,
                  int              partner,
                  GError         **error)
{
  const BnCommandCardProfile *card = battle_card_in_play (b);
  const BnBattleUnit *u;
  guint8 members[4];
  guint n, colours = 0;

  if (unit >= b->s.n_units || !unit_alive (b, unit) || b->s.units[unit].side != b->s.active)
    ILLEGAL ("only your own units still on the field can be ordered (L&L, Order units)");
  u = &b->s.units[unit];
  if (u->ordered != BN_ORDER_NONE)
    ILLEGAL ("you may not give more than one order to each unit (L&L, Order units)");
  if (bn_battle_unit_in_group_zoc (b, unit))
    ILLEGAL ("a unit of a “Battle” in its captain's zone of control is ordered with its "
             "“Battle” (L&L, Battles)");
  if (card->kind == BN_CARD_KIND_STAKES)
    {
      if (partner >= 0)
        ILLEGAL ("the stakes card orders archer units one by one (L&L, appendix 1)");
      if (!card_fits_unit (b, card, unit))
        ILLEGAL ("this card orders archer units only (L&L, appendix 1)");
      if (b->s.orders_left == 0)
        ILLEGAL ("the card has no orders left (L&L, Order units)");
      return TRUE;
    }
  if (card->kind == BN_CARD_KIND_UNITS)
    {
      if (partner >= 0)
        ILLEGAL ("this card orders its units one by one (House; BattleLore tactic cards)");
      if (!card_fits_unit (b, card, unit))
        ILLEGAL ("%s orders other units (House; BattleLore tactic cards)", card->name);
      if (b->s.orders_left == 0)
        ILLEGAL ("the card has no orders left (L&L, Order units)");
      return TRUE;
    }
  if (card->kind == BN_CARD_KIND_COMMANDERS)
    ILLEGAL ("this card orders freestanding commanders only (L&L, Command cards)");
  if (partner >= 0 && !check_partner (b, unit, (guint) partner, error))
    return FALSE;
  n = company_units (b, unit, partner, members);
  for (guint i = 0; i < n; i++)
    {
      if (b->s.units[members[i]].ordered != BN_ORDER_NONE)
        ILLEGAL ("a unit of this company has already been ordered (L&L, Companies)");
      colours |= 1u << b->s.units[members[i]].colour;
    }
  /* A company is ordered through the colour of any unit of it: a
   * captain's both battle, a sergeant's other colour only moves. */
  if (battle_order_slot (b, colours) == 0)
    ILLEGAL ("the card orders no %s unit, or has no such order left (L&L, Play a command card)",
             bn_battle_rules_colour_name (b->rules, u->colour));
  return TRUE;
}

gboolean
battle_check_order_commander (const BnBattle  *b,
                       guint            c,
                       GError         **error)
{
  const BnCommandCardProfile *card = battle_card_in_play (b);
  const BnBattleCommander *cmd;

  if (c >= b->s.n_commanders || !b->s.commanders[c].alive || b->s.commanders[c].side != b->s.active)
    ILLEGAL ("only your own commanders still on the field can be ordered (L&L, Order units)");
  cmd = &b->s.commanders[c];
  if (cmd->ordered)
    ILLEGAL ("you may not give more than one order to each commander (L&L, Order units)");
  if (cmd->wounded)
    ILLEGAL ("a wounded character moves only with a unit in her hex (House; L&L, Characters)");
  if (cmd->hero)
    ILLEGAL ("a hero may never move on his own, only with the unit he is attached to "
             "(Day of Battle, Movement)");
  if (cmd->group >= 0 && b->s.groups[cmd->group].alive)
    ILLEGAL ("a captain commanding a “Battle” leaves it only by giving up his command "
             "(L&L, Battles)");
  switch (card->kind)
    {
    case BN_CARD_KIND_COMMANDERS:
      if (!commander_freestanding (b, c))
        ILLEGAL ("this card orders freestanding commanders only (L&L, Command cards)");
      if (b->s.orders_left == 0)
        ILLEGAL ("the card has no orders left (L&L, Order units)");
      return TRUE;
    case BN_CARD_KIND_COLOUR:
      if (b->s.orders_left == 0)
        ILLEGAL ("the card has no orders left (L&L, Order units)");
      return TRUE;
    case BN_CARD_KIND_EACH_COLOUR:
      if (b->s.colour_orders[0] + b->s.colour_orders[1] + b->s.colour_orders[2] == 0)
        ILLEGAL ("the card has no orders left (L&L, Order units)");
      return TRUE;
    default:
      ILLEGAL ("this card does not order commanders (L&L, Command cards)");
    }
}

/* The in-ZOC units of group @g (at most 4) in @out. */
guint
battle_group_members (const BnBattle *b,
               guint           g,
               guint8         *out)
{
  const BnBattleGroup *group = &b->s.groups[g];
  guint n = 0;

  for (guint i = 0; i < group->n_units; i++)
    if (b->s.units[group->units[i]].group == (gint8) g
        && bn_battle_unit_in_group_zoc (b, group->units[i]))
      out[n++] = group->units[i];
  return n;
}

gboolean
battle_check_order_group (const BnBattle  *b,
                   guint            g,
                   GError         **error)
{
  const BnCommandCardProfile *card = battle_card_in_play (b);
  guint8 members[4];
  guint n, colours = 0;

  if (g >= b->s.n_groups || !b->s.groups[g].alive || b->s.groups[g].side != b->s.active
      || !b->s.commanders[b->s.groups[g].captain].alive)
    ILLEGAL ("no such “Battle” of yours (L&L, Battles)");
  if (b->s.commanders[b->s.groups[g].captain].ordered)
    ILLEGAL ("this “Battle” has already been ordered (L&L, Order units)");
  if (card->kind != BN_CARD_KIND_COLOUR && card->kind != BN_CARD_KIND_EACH_COLOUR)
    ILLEGAL ("only a colour card orders a “Battle” (L&L, Battles)");
  n = battle_group_members (b, g, members);
  if (n == 0)
    ILLEGAL ("no unit of this “Battle” is in its captain's zone of control (L&L, Battles)");
  for (guint i = 0; i < n; i++)
    {
      if (b->s.units[members[i]].ordered != BN_ORDER_NONE)
        ILLEGAL ("a unit of this “Battle” has already been ordered (L&L, Order units)");
      colours |= 1u << b->s.units[members[i]].colour;
    }
  if (battle_order_slot (b, colours) == 0)
    ILLEGAL ("the card orders no unit of this “Battle”'s colours, or has no order left "
             "(L&L, Battles)");
  return TRUE;
}

/* The units a FORM_GROUP names (see bn_battle_group_candidates()), in
 * @out; G_MAXUINT when it names one that is not there. */
static guint
form_group_units (const BnBattle       *b,
                  const BnBattleAction *action,
                  guint8               *out)
{
  guint8 candidates[BN_BATTLE_GROUP_MAX_CANDIDATES];
  guint n_candidates = bn_battle_group_candidates (b, action->a, candidates);
  guint mask = action->b | ((guint) action->c << 8);
  guint n = 0;

  if (mask >> n_candidates != 0)
    return G_MAXUINT;
  for (guint k = 0; k < n_candidates; k++)
    if (mask & (1u << k))
      {
        if (n >= 4)
          return n + 1;
        out[n++] = candidates[k];
      }
  return n;
}

/* The order slot dissolving "Battle" @g uses: one of a colour its units
 * in the zone have; with none there, any order, as for a freestanding
 * commander. 0 when the card has none left. */
static guint
dissolve_slot (const BnBattle *b,
               guint           g)
{
  guint8 members[4];
  guint n = battle_group_members (b, g, members), colours = 0;

  for (guint i = 0; i < n; i++)
    colours |= 1u << b->s.units[members[i]].colour;
  return battle_order_slot (b, n > 0 ? colours : (1u << BN_BATTLE_N_COLOURS) - 1);
}

/* Forming a "Battle" during the game (L&L, Battles: "the inverse process
 * is used to create a new Battle, whereby the components must be in the
 * captain's ZOC"): an order under a colour card, for a captain or the
 * army commander who leads none, and 1 to 4 units of one or two colours
 * that belong to none and have no order yet. */
gboolean
battle_check_form_group (const BnBattle        *b,
                  const BnBattleAction  *action,
                  GError               **error)
{
  const BnCommandCardProfile *card = battle_card_in_play (b);
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);
  const BnBattleCommander *c;
  guint8 units[4];
  guint n, colours = 0;

  if (card->kind != BN_CARD_KIND_COLOUR && card->kind != BN_CARD_KIND_EACH_COLOUR)
    ILLEGAL ("only a colour card orders a “Battle” to form (L&L, Battles)");
  if (action->a >= b->s.n_commanders || !b->s.commanders[action->a].alive
      || b->s.commanders[action->a].side != b->s.active)
    ILLEGAL ("only your own commanders still on the field can form a “Battle” (L&L, Battles)");
  c = &b->s.commanders[action->a];
  if (c->rank == BN_COMMANDER_SERGEANT)
    ILLEGAL ("sergeants can never be part of a “Battle” (L&L, Battles)");
  if (c->rank == BN_COMMANDER_CHARACTER)
    ILLEGAL ("a character commands no “Battle” (House; L&L, Characters)");
  if (c->ordered)
    ILLEGAL ("you may not give more than one order to each commander (L&L, Order units)");
  if (c->group >= 0 && b->s.groups[c->group].alive)
    ILLEGAL ("a captain commands one “Battle”; he leaves it only by giving up his command "
             "(L&L, Battles)");
  n = form_group_units (b, action, units);
  if (n == G_MAXUINT)
    ILLEGAL ("the units of a new “Battle” must be in the captain's zone of control "
             "(L&L, Battles)");
  if (n == 0 || n > MIN (k->group_max_units, 4u))
    ILLEGAL ("a “Battle” is one captain and at most %u units (L&L, Battles)",
             MIN (k->group_max_units, 4u));
  for (guint i = 0; i < n; i++)
    {
      const BnBattleUnit *u = &b->s.units[units[i]];

      if (u->ordered != BN_ORDER_NONE)
        ILLEGAL ("a unit given an order this turn cannot join a “Battle” (L&L, Battles)");
      if (u->group >= 0 && b->s.groups[u->group].alive)
        ILLEGAL ("a unit belongs to one “Battle” at most (L&L, Battles)");
      colours |= 1u << u->colour;
    }
  if (bn_battle_count_bits (colours) > k->group_max_colours)
    ILLEGAL ("a “Battle” holds units of one or two colours (L&L, Battles)");
  if (battle_order_slot (b, colours) == 0)
    ILLEGAL ("the card orders none of these units' colours, or has no order left "
             "(L&L, Play a command card)");
  for (guint g = 0; g < b->s.n_groups; g++)
    if (!b->s.groups[g].alive)
      return TRUE;
  if (b->s.n_groups >= BN_BATTLE_MAX_GROUPS)
    ILLEGAL ("no room for another “Battle”");
  return TRUE;
}

/* Giving up the command of a "Battle" (L&L, Battles: "the Battle ceases
 * to exist and the components are treated as separate units. This
 * action is an order"). */
gboolean
battle_check_dissolve_group (const BnBattle  *b,
                      guint            g,
                      GError         **error)
{
  const BnCommandCardProfile *card = battle_card_in_play (b);
  guint8 members[4];
  guint n;

  if (card->kind != BN_CARD_KIND_COLOUR && card->kind != BN_CARD_KIND_EACH_COLOUR)
    ILLEGAL ("only a colour card orders a “Battle” to dissolve (L&L, Battles)");
  if (g >= b->s.n_groups || !b->s.groups[g].alive || b->s.groups[g].side != b->s.active
      || !b->s.commanders[b->s.groups[g].captain].alive)
    ILLEGAL ("no such “Battle” of yours (L&L, Battles)");
  if (b->s.commanders[b->s.groups[g].captain].ordered)
    ILLEGAL ("this “Battle” has already been ordered (L&L, Order units)");
  n = battle_group_members (b, g, members);
  for (guint i = 0; i < n; i++)
    if (b->s.units[members[i]].ordered != BN_ORDER_NONE)
      ILLEGAL ("a unit of this “Battle” has already been ordered (L&L, Order units)");
  if (dissolve_slot (b, g) == 0)
    ILLEGAL ("the card orders none of this “Battle”'s colours, or has no order left "
             "(L&L, Battles)");
  return TRUE;
}

void
battle_use_slot (BnBattle *b,
          guint     slot)
{
  const BnCommandCardProfile *card = battle_card_in_play (b);

  if (card->kind == BN_CARD_KIND_EACH_COLOUR)
    {
      for (guint c = 0; c < BN_BATTLE_N_COLOURS; c++)
        if (slot & (1u << c))
          b->s.colour_orders[c]--;
    }
  else if (b->s.orders_left > 0)
    b->s.orders_left--;
}

void
battle_order_unit_as (BnBattle    *b,
               guint        unit,
               BnOrderKind  kind)
{
  BnBattleUnit *u = &b->s.units[unit];

  u->ordered = (guint8) kind;
  u->start_facing = u->facing;
  battle_event (b, BN_EVENT_ORDERED, u->side, unit, 0, kind, 0);
}

void
battle_apply_order_unit (BnBattle *b,
                  guint     unit,
                  int       partner)
{
  const BnCommandCardProfile *card = battle_card_in_play (b);
  guint8 members[4];
  guint n, colours = 0, slot;
  int c;

  if (card->kind == BN_CARD_KIND_STAKES || card->kind == BN_CARD_KIND_UNITS)
    {
      b->s.orders_left--;
      battle_order_unit_as (b, unit, BN_ORDER_FULL);
      return;
    }
  n = company_units (b, unit, partner, members);
  for (guint i = 0; i < n; i++)
    colours |= 1u << b->s.units[members[i]].colour;
  slot = battle_order_slot (b, colours);
  battle_use_slot (b, slot);
  c = unit_leader (b, unit);
  for (guint i = 0; i < n; i++)
    {
      guint m = members[i];
      BnOrderKind kind = BN_ORDER_FULL;

      /* A sergeant's second unit of another colour moves but does not
       * battle; a captain's does both (L&L, Companies). */
      if (c >= 0 && b->s.commanders[c].rank == BN_COMMANDER_SERGEANT
          && (slot & (1u << b->s.units[m].colour)) == 0)
        kind = BN_ORDER_MOVE_ONLY;
      battle_order_unit_as (b, m, kind);
    }
}

/* Forms the "Battle" FORM_GROUP @action names, in the first free slot.
 * Its captain and units are held for the rest of the turn. */
void
battle_form_group (BnBattle             *b,
            const BnBattleAction *action)
{
  BnBattleState *s = &b->s;
  BnBattleCommander *c = &s->commanders[action->a];
  guint8 units[4];
  guint n = form_group_units (b, action, units), colours = 0, g;
  BnBattleGroup *group;

  for (g = 0; g < s->n_groups && s->groups[g].alive; g++)
    ;
  if (g == s->n_groups)
    s->n_groups++;
  group = &s->groups[g];
  memset (group, 0, sizeof *group);
  group->side = c->side;
  group->captain = action->a;
  group->alive = 1;
  group->n_units = (guint8) n;
  for (guint i = 0; i < n; i++)
    colours |= 1u << s->units[units[i]].colour;
  battle_use_slot (b, battle_order_slot (b, colours));
  c->group = (gint8) g;
  c->ordered = 1;
  c->held = 1;
  battle_event (b, BN_EVENT_GROUP_FORMED, c->side, g, action->a, 0, (int) n);
  battle_event (b, BN_EVENT_ORDERED, c->side, action->a, 1, BN_ORDER_HOLD, 0);
  for (guint i = 0; i < n; i++)
    {
      BnBattleUnit *u = &s->units[units[i]];

      group->units[i] = units[i];
      u->group = (gint8) g;
      u->rejoin = 0;
      battle_event (b, BN_EVENT_GROUP_JOINED, c->side, units[i], g, 0, 0);
      battle_order_unit_as (b, units[i], BN_ORDER_HOLD);
    }
}

/* Dissolves "Battle" @g: its captain and the units in his zone are held
 * for the rest of the turn; every unit of it is on its own again. */
void
battle_dissolve_group (BnBattle *b,
                guint     g)
{
  BnBattleState *s = &b->s;
  BnBattleGroup *group = &s->groups[g];
  BnBattleCommander *c = &s->commanders[group->captain];
  guint8 members[4];
  guint n = battle_group_members (b, g, members);

  battle_use_slot (b, dissolve_slot (b, g));
  battle_event (b, BN_EVENT_GROUP_DISSOLVED, group->side, g, group->captain, 0, (int) n);
  c->ordered = 1;
  c->held = 1;
  c->group = -1;
  battle_event (b, BN_EVENT_ORDERED, group->side, group->captain, 1, BN_ORDER_HOLD, 0);
  for (guint i = 0; i < n; i++)
    battle_order_unit_as (b, members[i], BN_ORDER_HOLD);
  for (guint k = 0; k < group->n_units; k++)
    if (s->units[group->units[k]].group == (gint8) g)
      {
        s->units[group->units[k]].group = -1;
        s->units[group->units[k]].rejoin = 0;
      }
  group->alive = 0;
}

/* Whether some order of the played card (or a card of kind @kind, for
 * the hand) could be given now. */
gboolean
battle_card_can_order (const BnBattle *b,
                guint           kind)
{
  const BnCommandCardProfile *card = bn_battle_rules_get_card (b->rules, kind);
  guint side = b->s.active;

  switch (card->kind)
    {
    case BN_CARD_KIND_COLOUR:
    case BN_CARD_KIND_EACH_COLOUR:
      for (guint i = 0; i < b->s.n_units; i++)
        if (unit_alive (b, i) && b->s.units[i].side == side
            && (card->kind == BN_CARD_KIND_EACH_COLOUR || b->s.units[i].colour == card->colour))
          return TRUE;
      for (guint i = 0; i < b->s.n_commanders; i++)
        if (b->s.commanders[i].alive && b->s.commanders[i].side == side
            && !b->s.commanders[i].wounded && commander_freestanding (b, i))
          return TRUE;
      return FALSE;
    case BN_CARD_KIND_COMMANDERS:
      for (guint i = 0; i < b->s.n_commanders; i++)
        if (b->s.commanders[i].alive && b->s.commanders[i].side == side
            && !b->s.commanders[i].wounded && commander_freestanding (b, i)
            && (b->s.commanders[i].group < 0 || !b->s.groups[b->s.commanders[i].group].alive))
          return TRUE;
      return FALSE;
    case BN_CARD_KIND_STAKES:
    case BN_CARD_KIND_UNITS:
      for (guint i = 0; i < b->s.n_units; i++)
        if (unit_alive (b, i) && b->s.units[i].side == side && card_fits_unit (b, card, i)
            && !bn_battle_unit_in_group_zoc (b, i))
          return TRUE;
      return FALSE;
    case BN_CARD_KIND_MONEY:
      return battle_bribe_possible (b, -1);
    case BN_CARD_KIND_SINGLE_COMBAT:
      return battle_challenge_possible (b, -1, -1);
    }
  return FALSE;
}

gboolean
battle_hand_can_order (const BnBattle *b)
{
  guint side = b->s.active;

  /* A card not seen (the other side's, in a dealt deck) cannot be told:
   * a discard can be checked only once the hands are shown, at the end. */
  for (guint i = 0; i < b->s.n_hand[side]; i++)
    if (b->s.hand[side][i] != BN_BATTLE_CARD_UNSEEN
        && battle_card_can_order (b, b->s.deck_kind[b->s.hand[side][i]]))
      return TRUE;
  return FALSE;
}
