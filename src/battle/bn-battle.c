/* bn-battle.c — a Lords & Levies battle: setup, cards, turn sequence,
 * orders, movement and the check/apply/legal-actions core.
 *
 * Combat, retreats and the special cards' procedures are in
 * bn-battle-combat.c; the text form of the log in bn-battle-log.c.
 *
 * Every action goes through check_action(), which is the one statement of
 * what the rules allow: bn_battle_apply() runs it before changing
 * anything, and bn_battle_legal_actions() offers exactly the candidates
 * it accepts. Error messages name the rule and where L&L states it; the
 * ruleset in play rewrites that citation into its own (battle_cite_error()).
 */
#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

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
  g_array_append_val (b->events, event);
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

  if (!bn_chance_roll (b->chance, 6, &face, &source, &local_error))
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

static void
reshuffle (BnBattle *b)
{
  BnBattleState *s = &b->s;

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
  battle_event (b, BN_EVENT_RESHUFFLE, s->active, 0, 0, 0, s->n_draw);
}

/* Draws one card into @side's hand: a die with as many sides as the draw
 * pile holds cards picks it. An empty deck (every card in a hand) draws
 * nothing. */
gboolean
battle_draw_card (BnBattle  *b,
                  guint      side,
                  GError   **error)
{
  BnBattleState *s = &b->s;
  guint k = 0, die = 0;
  guint8 card;

  if (s->n_draw == 0)
    {
      if (s->n_discard == 0)
        return TRUE;
      reshuffle (b);
    }
  if (s->n_hand[side] >= BN_BATTLE_MAX_HAND)
    return TRUE;
  if (s->n_draw > 1)
    {
      g_autoptr(GError) local_error = NULL;

      if (!bn_chance_roll (b->chance, s->n_draw, &die, NULL, &local_error))
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE, "%s", local_error->message);
          return FALSE;
        }
      k = die - 1;
    }
  card = s->draw[k];
  memmove (&s->draw[k], &s->draw[k + 1], s->n_draw - k - 1);
  s->n_draw--;
  s->hand[side][s->n_hand[side]++] = card;
  battle_event (b, BN_EVENT_CARD_DRAWN, side, card, s->deck_kind[card], 0, (int) die);
  return TRUE;
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

/* ---- setup ---- */

static void
scenario_clear (gpointer data)
{
  BnScenario *scenario = data;

  g_free (scenario->id);
  g_free (scenario->name);
  g_free (scenario->rules);
}

/* Hexes of @side's zone in placement order: the row nearest the enemy
 * first, each row from the centre outwards (west before east). */
static guint
zone_hexes (const BnScenario *sc,
            guint             side,
            BnHex            *out)
{
  guint n = 0;
  gboolean south = sc->baseline[side] == BN_EDGE_SOUTH;

  for (guint ri = 0; ri < sc->height; ri++)
    {
      int row = south ? (int) ri : (int) (sc->height - 1 - ri);

      for (guint ci = 0; ci < sc->width; ci++)
        {
          int half = (int) (ci + 1) / 2;
          int col = (int) sc->width / 2 + ((ci & 1) ? -half : half);

          if (col < 0 || col >= (int) sc->width)
            continue;
          if (sc->zone[row * (int) sc->width + col] == side + 1)
            out[n++] = bn_hex_from_offset (col, row);
        }
    }
  return n;
}

static gboolean
add_side (BnBattle            *b,
          guint                side,
          const BnBattleArmy  *army,
          GError             **error)
{
  BnBattleState *s = &b->s;
  g_autofree BnHex *zone = g_new (BnHex, BN_SCENARIO_MAX_HEXES);
  guint n_zone = zone_hexes (b->scenario, side, zone);
  guint next = 0;
  guint first_unit = s->n_units;
  guint first_commander = s->n_commanders;
  guint facing = b->scenario->baseline[side] == BN_EDGE_SOUTH ? BN_HEX_DIR_N : BN_HEX_DIR_S;

  if (s->n_units + army->n_units > BN_BATTLE_MAX_UNITS
      || s->n_commanders + army->n_commanders > BN_BATTLE_MAX_COMMANDERS)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                   "the two armies hold more than %d units or %d commanders",
                   BN_BATTLE_MAX_UNITS, BN_BATTLE_MAX_COMMANDERS);
      return FALSE;
    }
  for (guint i = 0; i < army->n_units; i++)
    {
      const BnBattleUnitSpec *spec = &army->units[i];
      const BnClassProfile *cls = bn_battle_rules_lookup_class (b->rules, spec->arm, spec->unit_class);
      BnBattleUnit *u = &s->units[s->n_units];

      if (cls == NULL || spec->weapon >= bn_battle_rules_get_n_weapons (b->rules)
          || spec->colour >= BN_BATTLE_N_COLOURS)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       "%s, unit %u (%s): no such class, weapon or colour", army->name, i, spec->name);
          return FALSE;
        }
      if (spec->figures < 1 || spec->figures > cls->max_figures)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       "%s, unit %u (%s): %s units count 1 to %u figures (L&L, unit classes)",
                       army->name, i, spec->name, cls->name, cls->max_figures);
          return FALSE;
        }
      if (spec->firearms > 0
          && (!bn_battle_rules_get_weapon (b->rules, spec->weapon)->ranged
              || spec->firearms >= spec->figures))
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       "%s, unit %u (%s): only part of a unit carries firearms, and only a "
                       "unit whose weapon fires (L&L, Fronts)", army->name, i, spec->name);
          return FALSE;
        }
      memset (u, 0, sizeof *u);
      u->side = (guint8) side;
      u->spec = (guint8) i;
      u->class_index = (guint8) (cls - bn_battle_rules_get_class (b->rules, 0));
      u->weapon = (guint8) spec->weapon;
      u->colour = (guint8) spec->colour;
      u->figures = (guint8) spec->figures;
      u->group = -1;
      u->stakes = -1;
      u->remount = -1;
      u->mercenary = spec->mercenary ? 1 : 0;
      u->promise = (guint16) MIN (spec->promise, G_MAXUINT16);
      u->firearms = (guint8) spec->firearms;
      u->last_battle_turn = -100;
      /* Finer grades for rulesets that read them: what the spec says, or
       * what the class implies (A heavy, B medium, C none; fair morale). */
      u->armour_level = spec->armour_level > 0 ? (guint8) MIN (spec->armour_level - 1, 3u)
                        : cls->unit_class == BN_UNIT_CLASS_A ? 3 : cls->unit_class == BN_UNIT_CLASS_B ? 2 : 0;
      u->shields = spec->shields ? 1 : 0;
      u->morale = (guint8) (spec->morale >= 1 && spec->morale <= 3 ? spec->morale : 2);
      u->light = spec->light ? 1 : 0;
      u->dedicated = spec->dedicated ? 1 : 0;
      u->leadership = (guint8) MIN (spec->leadership, 3u);
      if (spec->placed)
        {
          u->hex = bn_hex_from_offset (spec->col, spec->row);
          u->facing = (guint8) spec->facing;
        }
      else
        {
          for (; next < n_zone; next++)
            if (units_on (b, zone[next], 2, NULL) == 0 && terrain_admits (b, zone[next], spec->arm))
              break;
          if (next >= n_zone)
            {
              g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                           "%s: the deployment zone has no room for unit %u (%s)",
                           army->name, i, spec->name);
              return FALSE;
            }
          u->hex = zone[next++];
          u->facing = (guint8) facing;
        }
      u->start_facing = u->facing;
      s->n_units++;
      if (!on_board (b, u->hex) || !terrain_admits (b, u->hex, spec->arm)
          || enemy_on (b, u->hex, side) || units_on (b, u->hex, side, NULL) > battle_stack_limit (b))
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       "%s, unit %u (%s) cannot stand at (%d, %d): off the board, terrain it cannot "
                       "enter, an enemy there or too many units (L&L, Moving units)",
                       army->name, i, spec->name, spec->col, spec->row);
          return FALSE;
        }
    }
  for (guint i = 0; i < army->n_commanders; i++)
    {
      const BnBattleCommanderSpec *spec = &army->commanders[i];
      BnBattleCommander *c = &s->commanders[s->n_commanders];

      memset (c, 0, sizeof *c);
      c->side = (guint8) side;
      c->spec = (guint8) i;
      c->rank = (guint8) spec->rank;
      c->mounted = spec->mounted ? 1 : 0;
      c->leadership = (guint8) (spec->leadership >= 1 && spec->leadership <= 3 ? spec->leadership : 2);
      c->alive = 1;
      c->group = -1;
      if (spec->unit >= 0 && spec->unit < (int) army->n_units)
        c->hex = s->units[first_unit + (guint) spec->unit].hex;
      else if (spec->placed)
        c->hex = bn_hex_from_offset (spec->col, spec->row);
      else
        {
          for (; next < n_zone; next++)
            if (units_on (b, zone[next], 2, NULL) == 0 && commander_on (b, zone[next], 2) < 0)
              break;
          if (next >= n_zone)
            {
              g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                           "%s: the deployment zone has no room for %s", army->name, spec->name);
              return FALSE;
            }
          c->hex = zone[next++];
        }
      if (!on_board (b, c->hex) || commander_on (b, c->hex, 2) >= 0 || enemy_on (b, c->hex, side))
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       "%s: %s cannot stand there: off the board, or another commander or an enemy "
                       "in the hex (L&L, Moving commanders)", army->name, spec->name);
          return FALSE;
        }
      s->n_commanders++;
    }
  for (guint g = 0; g < army->n_groups; g++)
    {
      const BnBattleGroupSpec *spec = &army->groups[g];
      BnBattleGroup *group;

      if (s->n_groups >= BN_BATTLE_MAX_GROUPS || spec->captain >= army->n_commanders
          || army->commanders[spec->captain].rank == BN_COMMANDER_SERGEANT
          || army->commanders[spec->captain].rank == BN_COMMANDER_CHARACTER)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP, "%s: bad “Battle” %u", army->name, g);
          return FALSE;
        }
      group = &s->groups[s->n_groups];
      group->side = (guint8) side;
      group->captain = (guint8) (first_commander + spec->captain);
      group->alive = 1;
      group->n_units = (guint8) spec->n_units;
      s->commanders[group->captain].group = (gint8) s->n_groups;
      for (guint j = 0; j < spec->n_units && j < 4; j++)
        {
          group->units[j] = (guint8) (first_unit + spec->units[j]);
          s->units[group->units[j]].group = (gint8) s->n_groups;
        }
      s->n_groups++;
    }
  return TRUE;
}

static BnBattle *
battle_new (BnBattleRules       *rules,
            const BnScenario    *scenario,
            const BnBattleArmy  *army0,
            const BnBattleArmy  *army1,
            BnChance            *chance,
            GError             **error)
{
  g_autoptr(BnBattle) b = NULL;
  BnBattleState *s;

  g_return_val_if_fail (rules != NULL && scenario != NULL, NULL);
  g_return_val_if_fail (army0 != NULL && army1 != NULL && chance != NULL, NULL);

  if (scenario->rules != NULL && !g_str_equal (scenario->rules, bn_battle_rules_get_ruleset (rules)->id))
    {
      const BnRuleset *wanted = bn_ruleset_lookup (scenario->rules);

      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                   "the scenario “%s” is written for %s, not %s", scenario->name,
                   wanted != NULL ? wanted->name : scenario->rules, bn_battle_rules_get_ruleset (rules)->name);
      return NULL;
    }
  b = g_new0 (BnBattle, 1);
  b->rules = bn_battle_rules_ref (rules);
  b->scenario = (BnScenario *) g_rc_box_dup (sizeof *scenario, (gconstpointer) scenario);
  b->scenario->id = g_strdup (scenario->id);
  b->scenario->name = g_strdup (scenario->name);
  b->scenario->rules = g_strdup (scenario->rules);
  b->chance = chance;
  b->actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  b->events = g_array_new (FALSE, FALSE, sizeof (BnBattleEvent));
  b->current_action = G_MAXUINT32;
  s = &b->s;
  s->winner = BN_BATTLE_NO_WINNER;
  s->card = -1;
  s->withdraw_dir = -1;
  for (guint i = 0; i < BN_SCENARIO_MAX_OBJECTIVES; i++)
    s->holder[i] = -1;
  for (guint i = 0; i < 2; i++)
    if (scenario->hand_size[i] > BN_BATTLE_MAX_HAND)
      {
        g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                     "a hand holds at most %d cards", BN_BATTLE_MAX_HAND);
        return NULL;
      }

  if (!add_side (b, 0, army0, error))
    return NULL;
  s->n_units_side0 = s->n_units;
  if (!add_side (b, 1, army1, error))
    return NULL;
  s->unspent[0] = (guint16) MIN (army0->unspent_points, G_MAXUINT16);
  s->unspent[1] = (guint16) MIN (army1->unspent_points, G_MAXUINT16);
  if (battle_hooks (b)->setup != NULL)
    {
      s->turn = 1;
      /* Players placing their own units do so first, the side the scenario
       * does not name first (side 1 if it names none); the ruleset's setup
       * follows the second END_DEPLOY (House, Deployment). */
      if (scenario->player_deployment)
        {
          s->phase = BN_PHASE_DEPLOY;
          s->active = scenario->first_side == 0 || scenario->first_side == 1 ? 1 - scenario->first_side : 1;
          return g_steal_pointer (&b);
        }
      if (!battle_hooks (b)->setup (b, error))
        return NULL;
      return g_steal_pointer (&b);
    }

  for (guint k = 0; k < bn_battle_rules_get_n_cards (rules); k++)
    {
      const BnCommandCardProfile *card = bn_battle_rules_get_card (rules, k);

      if (card->requires != 0 && (scenario->options & card->requires) == 0)
        continue;
      for (guint c = 0; c < card->copies; c++)
        {
          s->deck_kind[s->n_deck] = (guint8) k;
          s->draw[s->n_draw++] = s->n_deck;
          s->n_deck++;
        }
    }

  if (scenario->first_side == 0 || scenario->first_side == 1)
    {
      s->active = (guint8) scenario->first_side;
      battle_event (b, BN_EVENT_FIRST_SIDE, s->active, 0, 0, 0, 0);
    }
  else
    for (;;)
      {
        BnDieSymbol sym;
        guint face0, face1;

        if (!battle_roll (b, BN_DIE_FIRST_SIDE, &sym, &face0, error)
            || !battle_roll (b, BN_DIE_FIRST_SIDE, &sym, &face1, error))
          return NULL;
        if (face0 == face1)
          continue;
        s->active = face0 > face1 ? 0 : 1;
        battle_event (b, BN_EVENT_FIRST_SIDE, s->active, 0, 0, 0, (int) MAX (face0, face1));
        break;
      }
  for (guint side = 0; side < 2; side++)
    for (guint i = 0; i < scenario->hand_size[side]; i++)
      if (!battle_draw_card (b, side, error))
        return NULL;
  s->phase = BN_PHASE_PLAY_CARD;
  s->turn = 1;
  s->side_turns[s->active] = 1;
  if (scenario->player_deployment)
    {
      /* The side that moves second places its units first (House rule,
       * docs/rules.md "Deployment"). */
      s->phase = BN_PHASE_DEPLOY;
      s->active = 1 - s->active;
    }
  return g_steal_pointer (&b);
}

/**
 * bn_battle_new:
 * @rules: (transfer none): the rules; the battle keeps a reference
 * @scenario: copied
 * @army0: the side whose baseline is scenario->baseline[0]; copied
 * @chance: (transfer none): where every die comes from; the caller keeps it
 *   alive as long as the battle
 *
 * Deploys both armies, decides who goes first (the scenario, or a battle
 * die each, the higher going first, ties rolled again) and deals the
 * hands. Optional cards whose rule the scenario does not use are left out
 * of the deck (L&L, appendix 2).
 *
 * Returns: (transfer full) (nullable): the battle, or %NULL with
 *   %BN_BATTLE_ERROR_SETUP (or _CHANCE if typed dice ran out)
 */
BnBattle *
bn_battle_new (BnBattleRules       *rules,
               const BnScenario    *scenario,
               const BnBattleArmy  *army0,
               const BnBattleArmy  *army1,
               BnChance            *chance,
               GError             **error)
{
  BnBattle *b = battle_new (rules, scenario, army0, army1, chance, error);

  /* A refusal of the armies cites the rule of the ruleset in play. */
  if (b == NULL && rules != NULL)
    battle_cite_error (rules, error != NULL ? *error : NULL);
  return b;
}

/**
 * bn_battle_copy:
 * @chance: (transfer none): the chance the copy rolls with (a look-ahead
 *   gives its own, so as not to disturb the real game's dice)
 *
 * Returns: (transfer full): an independent battle in the same state, with
 *   the same log
 */
BnBattle *
bn_battle_copy (const BnBattle *battle,
                BnChance       *chance)
{
  BnBattle *copy = g_new (BnBattle, 1);

  *copy = *battle;
  copy->rules = bn_battle_rules_ref (battle->rules);
  copy->scenario = g_rc_box_acquire (battle->scenario);
  copy->chance = chance;
  copy->owned_chance = NULL;
  copy->actions = g_array_copy (battle->actions);
  copy->events = g_array_copy (battle->events);
  return copy;
}

void
bn_battle_free (BnBattle *battle)
{
  if (battle == NULL)
    return;
  bn_battle_rules_unref (battle->rules);
  if (battle->scenario != NULL)
    g_rc_box_release_full (battle->scenario, scenario_clear);
  g_clear_pointer (&battle->actions, g_array_unref);
  g_clear_pointer (&battle->events, g_array_unref);
  g_clear_pointer (&battle->owned_chance, bn_chance_free);
  g_free (battle);
}

/* Hands @chance (the battle's own) to @b, which frees it when it is freed:
 * a battle returned by bn_battle_auto_resolve() keeps its dice alive. */
void
battle_adopt_chance (BnBattle *b,
                     BnChance *chance)
{
  g_return_if_fail (b->chance == chance && b->owned_chance == NULL);
  b->owned_chance = chance;
}

/**
 * bn_battle_adopt_chance:
 * @chance: the chance @battle was made with
 *
 * Makes @battle free @chance when it is freed, so a battle handed on keeps
 * its dice alive.
 */
void
bn_battle_adopt_chance (BnBattle *battle,
                        BnChance *chance)
{
  g_return_if_fail (battle != NULL && chance != NULL);

  battle_adopt_chance (battle, chance);
}

/**
 * bn_battle_set_hand:
 * @kinds: (array length=n_kinds): card kinds (rule indices)
 *
 * Sets up a scripted situation (a puzzle, a test): @side's hand goes back
 * to the draw pile and the first copies of @kinds in the pile are taken
 * instead. Only before the first action; a replay must repeat it.
 */
gboolean
bn_battle_set_hand (BnBattle     *battle,
                    guint         side,
                    const guint  *kinds,
                    guint         n_kinds,
                    GError      **error)
{
  BnBattleState *s = &battle->s;

  g_return_val_if_fail (side < 2, FALSE);
  if (battle->actions->len > 0 || n_kinds > BN_BATTLE_MAX_HAND)
    {
      g_set_error_literal (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                           "a hand can only be set before the first action");
      return FALSE;
    }
  while (s->n_hand[side] > 0)
    {
      guint8 card = battle_take_from_hand (battle, side, 0);
      guint pos = s->n_draw;

      while (pos > 0 && s->draw[pos - 1] > card)
        pos--;
      memmove (&s->draw[pos + 1], &s->draw[pos], s->n_draw - pos);
      s->draw[pos] = card;
      s->n_draw++;
    }
  for (guint i = 0; i < n_kinds; i++)
    {
      guint k;

      for (k = 0; k < s->n_draw; k++)
        if (s->deck_kind[s->draw[k]] == kinds[i])
          break;
      if (k == s->n_draw)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       "no card of kind %u is left in the draw pile", kinds[i]);
          return FALSE;
        }
      s->hand[side][s->n_hand[side]++] = s->draw[k];
      memmove (&s->draw[k], &s->draw[k + 1], s->n_draw - k - 1);
      s->n_draw--;
    }
  return TRUE;
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
guint bn_battle_get_n_draw (const BnBattle *battle) { return battle->s.n_draw; }
int bn_battle_get_played_card (const BnBattle *battle) { return battle->s.card; }
guint bn_battle_get_n_actions (const BnBattle *battle) { return battle->actions->len; }
guint bn_battle_get_n_events (const BnBattle *battle) { return battle->events->len; }

/* Who must act now: the active side, except when the other side defends,
 * receives, pays or decides on a second duel. */
guint
bn_battle_get_acting_side (const BnBattle *battle)
{
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
static const BnCommandCardProfile *
card_in_play (const BnBattle *b)
{
  return bn_battle_rules_get_card (b->rules, b->s.deck_kind[b->s.card]);
}

static const BnCommandCardProfile *
played_card (const BnBattle *b)
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
static guint
order_slot (const BnBattle *b,
            guint           colours)
{
  const BnCommandCardProfile *card = played_card (b);

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

static gboolean
check_order_unit (const BnBattle  *b,
                  guint            unit,
                  int              partner,
                  GError         **error)
{
  const BnCommandCardProfile *card = card_in_play (b);
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
  if (order_slot (b, colours) == 0)
    ILLEGAL ("the card orders no %s unit, or has no such order left (L&L, Play a command card)",
             bn_battle_rules_colour_name (b->rules, u->colour));
  return TRUE;
}

static gboolean
check_order_commander (const BnBattle  *b,
                       guint            c,
                       GError         **error)
{
  const BnCommandCardProfile *card = card_in_play (b);
  const BnBattleCommander *cmd;

  if (c >= b->s.n_commanders || !b->s.commanders[c].alive || b->s.commanders[c].side != b->s.active)
    ILLEGAL ("only your own commanders still on the field can be ordered (L&L, Order units)");
  cmd = &b->s.commanders[c];
  if (cmd->ordered)
    ILLEGAL ("you may not give more than one order to each commander (L&L, Order units)");
  if (cmd->wounded)
    ILLEGAL ("a wounded character moves only with a unit in her hex (House; L&L, Characters)");
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
static guint
group_members (const BnBattle *b,
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

static gboolean
check_order_group (const BnBattle  *b,
                   guint            g,
                   GError         **error)
{
  const BnCommandCardProfile *card = card_in_play (b);
  guint8 members[4];
  guint n, colours = 0;

  if (g >= b->s.n_groups || !b->s.groups[g].alive || b->s.groups[g].side != b->s.active
      || !b->s.commanders[b->s.groups[g].captain].alive)
    ILLEGAL ("no such “Battle” of yours (L&L, Battles)");
  if (b->s.commanders[b->s.groups[g].captain].ordered)
    ILLEGAL ("this “Battle” has already been ordered (L&L, Order units)");
  if (card->kind != BN_CARD_KIND_COLOUR && card->kind != BN_CARD_KIND_EACH_COLOUR)
    ILLEGAL ("only a colour card orders a “Battle” (L&L, Battles)");
  n = group_members (b, g, members);
  if (n == 0)
    ILLEGAL ("no unit of this “Battle” is in its captain's zone of control (L&L, Battles)");
  for (guint i = 0; i < n; i++)
    {
      if (b->s.units[members[i]].ordered != BN_ORDER_NONE)
        ILLEGAL ("a unit of this “Battle” has already been ordered (L&L, Order units)");
      colours |= 1u << b->s.units[members[i]].colour;
    }
  if (order_slot (b, colours) == 0)
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
  guint n = group_members (b, g, members), colours = 0;

  for (guint i = 0; i < n; i++)
    colours |= 1u << b->s.units[members[i]].colour;
  return order_slot (b, n > 0 ? colours : (1u << BN_BATTLE_N_COLOURS) - 1);
}

/* Forming a "Battle" during the game (L&L, Battles: "the inverse process
 * is used to create a new Battle, whereby the components must be in the
 * captain's ZOC"): an order under a colour card, for a captain or the
 * army commander who leads none, and 1 to 4 units of one or two colours
 * that belong to none and have no order yet. */
static gboolean
check_form_group (const BnBattle        *b,
                  const BnBattleAction  *action,
                  GError               **error)
{
  const BnCommandCardProfile *card = card_in_play (b);
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
  if (order_slot (b, colours) == 0)
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
static gboolean
check_dissolve_group (const BnBattle  *b,
                      guint            g,
                      GError         **error)
{
  const BnCommandCardProfile *card = card_in_play (b);
  guint8 members[4];
  guint n;

  if (card->kind != BN_CARD_KIND_COLOUR && card->kind != BN_CARD_KIND_EACH_COLOUR)
    ILLEGAL ("only a colour card orders a “Battle” to dissolve (L&L, Battles)");
  if (g >= b->s.n_groups || !b->s.groups[g].alive || b->s.groups[g].side != b->s.active
      || !b->s.commanders[b->s.groups[g].captain].alive)
    ILLEGAL ("no such “Battle” of yours (L&L, Battles)");
  if (b->s.commanders[b->s.groups[g].captain].ordered)
    ILLEGAL ("this “Battle” has already been ordered (L&L, Order units)");
  n = group_members (b, g, members);
  for (guint i = 0; i < n; i++)
    if (b->s.units[members[i]].ordered != BN_ORDER_NONE)
      ILLEGAL ("a unit of this “Battle” has already been ordered (L&L, Order units)");
  if (dissolve_slot (b, g) == 0)
    ILLEGAL ("the card orders none of this “Battle”'s colours, or has no order left "
             "(L&L, Battles)");
  return TRUE;
}

static void
use_slot (BnBattle *b,
          guint     slot)
{
  const BnCommandCardProfile *card = card_in_play (b);

  if (card->kind == BN_CARD_KIND_EACH_COLOUR)
    {
      for (guint c = 0; c < BN_BATTLE_N_COLOURS; c++)
        if (slot & (1u << c))
          b->s.colour_orders[c]--;
    }
  else if (b->s.orders_left > 0)
    b->s.orders_left--;
}

static void
order_unit_as (BnBattle    *b,
               guint        unit,
               BnOrderKind  kind)
{
  BnBattleUnit *u = &b->s.units[unit];

  u->ordered = (guint8) kind;
  u->start_facing = u->facing;
  battle_event (b, BN_EVENT_ORDERED, u->side, unit, 0, kind, 0);
}

static void
apply_order_unit (BnBattle *b,
                  guint     unit,
                  int       partner)
{
  const BnCommandCardProfile *card = card_in_play (b);
  guint8 members[4];
  guint n, colours = 0, slot;
  int c;

  if (card->kind == BN_CARD_KIND_STAKES || card->kind == BN_CARD_KIND_UNITS)
    {
      b->s.orders_left--;
      order_unit_as (b, unit, BN_ORDER_FULL);
      return;
    }
  n = company_units (b, unit, partner, members);
  for (guint i = 0; i < n; i++)
    colours |= 1u << b->s.units[members[i]].colour;
  slot = order_slot (b, colours);
  use_slot (b, slot);
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
      order_unit_as (b, m, kind);
    }
}

/* Forms the "Battle" FORM_GROUP @action names, in the first free slot.
 * Its captain and units are held for the rest of the turn. */
static void
form_group (BnBattle             *b,
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
  use_slot (b, order_slot (b, colours));
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
      order_unit_as (b, units[i], BN_ORDER_HOLD);
    }
}

/* Dissolves "Battle" @g: its captain and the units in his zone are held
 * for the rest of the turn; every unit of it is on its own again. */
static void
dissolve_group (BnBattle *b,
                guint     g)
{
  BnBattleState *s = &b->s;
  BnBattleGroup *group = &s->groups[g];
  BnBattleCommander *c = &s->commanders[group->captain];
  guint8 members[4];
  guint n = group_members (b, g, members);

  use_slot (b, dissolve_slot (b, g));
  battle_event (b, BN_EVENT_GROUP_DISSOLVED, group->side, g, group->captain, 0, (int) n);
  c->ordered = 1;
  c->held = 1;
  c->group = -1;
  battle_event (b, BN_EVENT_ORDERED, group->side, group->captain, 1, BN_ORDER_HOLD, 0);
  for (guint i = 0; i < n; i++)
    order_unit_as (b, members[i], BN_ORDER_HOLD);
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
static gboolean
card_can_order (const BnBattle *b,
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

static gboolean
hand_can_order (const BnBattle *b)
{
  guint side = b->s.active;

  for (guint i = 0; i < b->s.n_hand[side]; i++)
    if (card_can_order (b, b->s.deck_kind[b->s.hand[side][i]]))
      return TRUE;
  return FALSE;
}

/* ---- movement ---- */

/* How far @unit may move this turn on its own: its class's move. (A
 * "Battle" moving as one uses group_allowance().) */
static guint
unit_allowance (const BnBattle *b,
                guint           unit)
{
  return battle_class (b, unit)->move;
}

static guint
commander_allowance (const BnBattle *b,
                     guint           c)
{
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);

  return b->s.commanders[c].mounted ? k->commander_move_mounted : k->commander_move_foot;
}

static guint
group_allowance (const BnBattle *b,
                 guint           g)
{
  guint8 members[4];
  guint n = group_members (b, g, members);
  guint allowance = commander_allowance (b, b->s.groups[g].captain);

  for (guint i = 0; i < n; i++)
    allowance = MIN (allowance, unit_allowance (b, members[i]));
  return allowance;
}

/* The pieces that move together in one step. */
typedef struct
{
  guint8 units[4];
  guint  n_units;
  int    commander;   /* −1: none */
  guint  allowance;
} Movers;

static gboolean
is_mover_unit (const Movers *m,
               guint         unit)
{
  for (guint i = 0; i < m->n_units; i++)
    if (m->units[i] == unit)
      return TRUE;
  return FALSE;
}

/* Checks one step of @m in direction @dir (L&L, Moving units, Moving
 * commanders, terrain on the order sheet). */
static gboolean
check_step (const BnBattle  *b,
            const Movers    *m,
            guint            dir,
            GError         **error)
{
  guint side = b->s.active;

  if (dir >= BN_HEX_N_DIRS)
    ILLEGAL ("a direction is 0 to 5");
  for (guint i = 0; i < m->n_units; i++)
    {
      const BnBattleUnit *u = &b->s.units[m->units[i]];
      BnHex to = bn_hex_neighbour (u->hex, dir);
      guint8 there[4];
      guint n_there, arriving = 0;

      if (u->stopped || u->done)
        ILLEGAL ("this unit's move is over (L&L, Move: each unit moves once)");
      if ((guint) u->moved + 1 > m->allowance)
        ILLEGAL ("%s may move %u hexes (L&L, order sheet)", battle_class (b, m->units[i])->name,
                 m->allowance);
      if (!on_board (b, to))
        ILLEGAL ("a unit cannot move off the battlefield (L&L, Moving units)");
      if (!terrain_admits (b, to, battle_class (b, m->units[i])->arm))
        ILLEGAL ("%s: %s (L&L, order sheet)", battle_terrain (b, to)->name,
                 battle_terrain (b, to)->move == BN_TERRAIN_MOVE_IMPASSABLE
                 ? "impassable" : "only infantry may enter");
      if (enemy_on (b, to, side))
        ILLEGAL ("units cannot move onto a hex holding enemy units or an enemy commander "
                 "(L&L, Moving units)");
      n_there = units_on (b, to, side, there);
      for (guint j = 0; j < MIN (n_there, 4u); j++)
        if (is_mover_unit (m, there[j]))
          n_there--;
      for (guint j = 0; j < m->n_units; j++)
        if (bn_hex_equal (bn_hex_neighbour (b->s.units[m->units[j]].hex, dir), to))
          arriving++;
      if (n_there + arriving > battle_stack_limit (b))
        {
          gboolean ruleset_rule = bn_battle_rules_get_constants (b->rules)->one_unit_per_hex;

          ILLEGAL ("a hex holds at most %u friendly unit%s (%s, Moving units%s)", battle_stack_limit (b),
                   battle_stack_limit (b) == 1 ? "" : "s",
                   ruleset_rule ? bn_battle_rules_get_ruleset (b->rules)->name : "L&L",
                   !ruleset_rule && battle_stack_limit (b) == 1 ? "; appendix 3" : "");
        }
      if (m->commander >= 0)
        {
          int other = commander_on (b, to, side);
          if (other >= 0 && other != m->commander)
            ILLEGAL ("a hex holds one friendly commander (L&L, Moving commanders)");
        }
      if (u->group >= 0 && m->commander < 0 && bn_battle_unit_in_group_zoc (b, m->units[i])
          && bn_hex_distance (to, b->s.commanders[b->s.groups[u->group].captain].hex) > 1)
        ILLEGAL ("units of a “Battle” never leave their captain's zone of control of their "
                 "own will (L&L, Battles)");
    }
  if (m->commander >= 0)
    {
      const BnBattleCommander *c = &b->s.commanders[m->commander];
      BnHex to = bn_hex_neighbour (c->hex, dir);
      int other;

      if (m->n_units == 0)
        {
          if (c->stopped)
            ILLEGAL ("this commander's move is over (L&L, Moving commanders)");
          if ((guint) c->moved + 1 > m->allowance)
            ILLEGAL ("this commander may move %u hexes (L&L, Commanders)", m->allowance);
          if (!on_board (b, to))
            ILLEGAL ("a commander cannot move off the battlefield (L&L, Moving commanders)");
          if (!terrain_admits (b, to, c->mounted ? BN_BATTLE_ARM_HORSE : BN_BATTLE_ARM_FOOT))
            ILLEGAL ("%s cannot be entered (L&L, order sheet)", battle_terrain (b, to)->name);
          if (enemy_on (b, to, side))
            ILLEGAL ("a commander may never move onto a hex held by the enemy (L&L, Moving commanders)");
          other = commander_on (b, to, side);
          if (other >= 0 && other != m->commander)
            ILLEGAL ("a hex holds one friendly commander (L&L, Moving commanders)");
        }
      else if (c->moved > b->s.units[m->units[0]].moved && m->n_units == 1)
        ILLEGAL ("a commander who has already moved this turn may not move with a unit "
                 "(L&L, Companies)");
      else
        {
          gboolean with_mover = FALSE;

          /* A captain moving with his "Battle" but in a hex of his own
           * goes where a commander may go. */
          for (guint i = 0; i < m->n_units; i++)
            with_mover |= bn_hex_equal (b->s.units[m->units[i]].hex, c->hex);
          if (!with_mover)
            {
              if (!on_board (b, to))
                ILLEGAL ("a commander cannot move off the battlefield (L&L, Moving commanders)");
              if (!terrain_admits (b, to, c->mounted ? BN_BATTLE_ARM_HORSE : BN_BATTLE_ARM_FOOT))
                ILLEGAL ("%s cannot be entered (L&L, order sheet)", battle_terrain (b, to)->name);
              if (enemy_on (b, to, side))
                ILLEGAL ("a commander may never move onto a hex held by the enemy (L&L, Moving commanders)");
              other = commander_on (b, to, side);
              if (other >= 0 && other != m->commander)
                ILLEGAL ("a hex holds one friendly commander (L&L, Moving commanders)");
            }
        }
    }
  return TRUE;
}

static void
remove_stakes (BnBattle *b,
               guint     unit)
{
  BnBattleUnit *u = &b->s.units[unit];

  if (u->stakes >= 0)
    {
      battle_event (b, BN_EVENT_STAKES, u->side, unit, (guint) u->stakes, 0, 0);
      u->stakes = -1;
    }
}

/* Clears the duty to rejoin of every unit now back in its captain's zone
 * of control, however it got there, and logs the reunion. */
static void
note_reunited (BnBattle *b)
{
  BnBattleState *s = &b->s;

  if (s->stragglers == 0)
    return;
  for (guint i = 0; i < s->n_units; i++)
    {
      BnBattleUnit *u = &s->units[i];

      if (u->rejoin && bn_battle_unit_in_group_zoc (b, i))
        {
          u->rejoin = 0;
          s->stragglers--;
          battle_event (b, BN_EVENT_GROUP_REUNITED, u->side, i, (guint) u->group, 0, 0);
        }
    }
}

/* Moves @m one step; entering a hex with a friendly unit or commander
 * (other than the movers) or stopping terrain ends the move. */
static void
do_step (BnBattle     *b,
         const Movers *m,
         guint         dir)
{
  gboolean stop = FALSE, no_battle = FALSE;
  guint side = b->s.active;

  for (guint i = 0; i < m->n_units; i++)
    {
      BnHex to = bn_hex_neighbour (b->s.units[m->units[i]].hex, dir);
      guint8 there[4];
      guint n_there = units_on (b, to, side, there);
      int cmd = commander_on (b, to, side);
      const BnTerrainProfile *t = battle_terrain (b, to);

      for (guint j = 0; j < MIN (n_there, 4u); j++)
        if (!is_mover_unit (m, there[j]))
          stop = TRUE;
      if (cmd >= 0 && cmd != m->commander)
        stop = TRUE;
      if (t->move == BN_TERRAIN_MOVE_STOP || t->move == BN_TERRAIN_MOVE_STOP_NO_BATTLE)
        stop = TRUE;
      if (t->move == BN_TERRAIN_MOVE_STOP_NO_BATTLE)
        no_battle = TRUE;
      /* The variant: "a unit entering the ZOC of an enemy unit must end
       * its move there". */
      if (bn_battle_rules_get_constants (b->rules)->enemy_zoc_stops)
        for (guint d = 0; d < BN_HEX_N_DIRS; d++)
          if (units_on (b, bn_hex_neighbour (to, d), 1 - side, NULL) > 0)
            stop = TRUE;
    }
  if (m->n_units == 0 && m->commander >= 0)
    {
      BnHex to = bn_hex_neighbour (b->s.commanders[m->commander].hex, dir);
      const BnTerrainProfile *t = battle_terrain (b, to);

      if (units_on (b, to, side, NULL) > 0)
        stop = TRUE;
      if (t->move == BN_TERRAIN_MOVE_STOP || t->move == BN_TERRAIN_MOVE_STOP_NO_BATTLE)
        stop = TRUE;
    }
  for (guint i = 0; i < m->n_units; i++)
    {
      BnBattleUnit *u = &b->s.units[m->units[i]];

      remove_stakes (b, m->units[i]);
      u->hex = bn_hex_neighbour (u->hex, dir);
      u->moved++;
      u->straight++;
      if (stop)
        u->stopped = 1;
      if (no_battle)
        u->no_battle = 1;
      battle_event (b, BN_EVENT_UNIT_MOVED, side, m->units[i], dir, 0, 0);
    }
  if (m->commander >= 0)
    {
      BnBattleCommander *c = &b->s.commanders[m->commander];

      c->hex = bn_hex_neighbour (c->hex, dir);
      c->moved++;
      if (stop)
        c->stopped = 1;
      battle_event (b, BN_EVENT_COMMANDER_MOVED, side, (guint) m->commander, dir, 0, 0);
    }
  note_reunited (b);
}

/* Ends the move in progress, if it is not the one given. */
static void
switch_mover (BnBattle *b,
              guint     kind,
              guint     index)
{
  BnBattleState *s = &b->s;

  if (s->moving_kind == kind && s->moving_index == index)
    return;
  if (s->moving_kind == 1)
    s->units[s->moving_index].done = 1;
  else if (s->moving_kind == 2)
    s->commanders[s->moving_index].stopped = 1;
  else if (s->moving_kind == 3)
    {
      guint8 members[4];
      guint n = group_members (b, s->moving_index, members);

      for (guint i = 0; i < n; i++)
        s->units[members[i]].done = 1;
      s->commanders[s->groups[s->moving_index].captain].stopped = 1;
    }
  s->moving_kind = (guint8) kind;
  s->moving_index = (guint8) index;
}

static gboolean
build_unit_movers (const BnBattle  *b,
                   const BnBattleAction *action,
                   Movers          *m,
                   GError         **error)
{
  const BnBattleUnit *u;

  if (action->a >= b->s.n_units || !unit_alive (b, action->a) || b->s.units[action->a].side != b->s.active)
    ILLEGAL ("only your own units can be moved");
  u = &b->s.units[action->a];
  if (u->ordered == BN_ORDER_NONE)
    ILLEGAL ("only units given an order may move (L&L, Order units)");
  if (u->ordered == BN_ORDER_HOLD)
    ILLEGAL (BN_BATTLE_HELD_RULE);
  if (u->group >= 0 && b->s.commanders[b->s.groups[u->group].captain].ordered
      && bn_battle_unit_in_group_zoc (b, action->a))
    ILLEGAL ("a “Battle” moves as one: move it with its captain (L&L, Battles)");
  m->units[0] = action->a;
  m->n_units = 1;
  m->commander = -1;
  m->allowance = unit_allowance (b, action->a);
  if (action->c)
    {
      int c = unit_commander (b, action->a);

      if (c < 0)
        ILLEGAL ("no commander stands with this unit (L&L, Companies)");
      if (b->s.commanders[c].group >= 0 && b->s.groups[b->s.commanders[c].group].alive)
        ILLEGAL ("a captain commanding a “Battle” moves with it (L&L, Battles)");
      if (b->s.commanders[c].held)
        ILLEGAL (BN_BATTLE_HELD_RULE);
      m->commander = c;
    }
  return TRUE;
}

static gboolean
check_face (const BnBattle  *b,
            const BnBattleAction *action,
            GError         **error)
{
  const BnBattleUnit *u;
  guint cost;

  if (action->a >= b->s.n_units || !unit_alive (b, action->a) || b->s.units[action->a].side != b->s.active)
    ILLEGAL ("only your own units can change facing");
  u = &b->s.units[action->a];
  if (u->ordered == BN_ORDER_NONE)
    ILLEGAL ("only units given an order may change facing (L&L, Move)");
  if (u->ordered == BN_ORDER_HOLD)
    ILLEGAL (BN_BATTLE_HELD_RULE);
  if (u->done)
    ILLEGAL ("this unit's move is over (L&L, Move)");
  if (action->b >= BN_HEX_N_DIRS || action->b == u->facing)
    ILLEGAL ("a facing is a hex side 0 to 5 other than the present one");
  if (u->faced)
    ILLEGAL ("units are allowed to change facing only once per move (L&L, Move)");
  cost = bn_hex_dir_difference (action->b, u->start_facing) >= 2
         ? bn_battle_rules_get_constants (b->rules)->front_change_cost : 0;
  if (u->moved + cost > unit_allowance (b, action->a))
    ILLEGAL ("changing to the passive front costs %u hex of movement, and none is left "
             "(L&L, Move)", cost);
  return TRUE;
}

static gboolean
check_stakes (const BnBattle  *b,
              const BnBattleAction *action,
              GError         **error)
{
  const BnCommandCardProfile *card = played_card (b);
  const BnBattleUnit *u;
  guint cost = bn_battle_rules_get_constants (b->rules)->stakes_cost;

  if (card == NULL || card->kind != BN_CARD_KIND_STAKES)
    ILLEGAL ("stakes are planted only under a card that allows it (L&L, appendix 1)");
  if (action->a >= b->s.n_units || !unit_alive (b, action->a) || b->s.units[action->a].side != b->s.active)
    ILLEGAL ("only your own units can plant stakes");
  u = &b->s.units[action->a];
  if (u->ordered == BN_ORDER_HOLD)
    ILLEGAL (BN_BATTLE_HELD_RULE);
  if (u->ordered == BN_ORDER_NONE || !battle_weapon (b, action->a)->archer || u->done)
    ILLEGAL ("only activated archer units plant stakes (L&L, appendix 1)");
  if (u->stakes >= 0)
    ILLEGAL ("stakes go on one hex side (L&L, appendix 1)");
  if (action->b >= BN_HEX_N_DIRS || bn_hex_dir_difference (action->b, u->facing) > 1)
    ILLEGAL ("stakes go on a hex side of the active front (L&L, appendix 1)");
  if (u->moved + cost > unit_allowance (b, action->a))
    ILLEGAL ("planting stakes costs %u hex of movement (L&L, appendix 1)", cost);
  return TRUE;
}

/* Units of the other side that may "receive" now: an enemy that moved
 * this turn stands next to them on their passive front. */
static gboolean
check_receive (const BnBattle  *b,
               const BnBattleAction *action,
               GError         **error)
{
  const BnBattleUnit *u;
  gboolean found = FALSE;

  if (action->a >= b->s.n_units || !unit_alive (b, action->a)
      || b->s.units[action->a].side == b->s.active)
    ILLEGAL ("only the side that did not move may receive");
  u = &b->s.units[action->a];
  if (u->received)
    ILLEGAL ("a unit may receive only once every turn (L&L, Receiving)");
  if (action->b >= BN_HEX_N_DIRS || action->b == u->facing)
    ILLEGAL ("a facing is a hex side 0 to 5 other than the present one");
  for (guint i = 0; i < b->s.n_units && !found; i++)
    {
      const BnBattleUnit *e = &b->s.units[i];

      if (e->figures == 0 || e->side != b->s.active || e->moved == 0
          || bn_hex_distance (e->hex, u->hex) != 1)
        continue;
      if (!bn_hex_in_arc (u->hex, u->facing, e->hex) && bn_hex_in_arc (u->hex, action->b, e->hex))
        found = TRUE;
    }
  if (!found)
    ILLEGAL ("a unit receives only an enemy that moved onto its passive front, turning to "
             "face it (L&L, Receiving)");
  return TRUE;
}

/* Whether check_receive() would accept some RECEIVE now. It is asked
 * after every move, so it does not try the six facings of every unit:
 * a unit can receive exactly when it has not yet and an enemy that moved
 * stands next to it off its active front, for turning to face that enemy
 * (a facing other than the present one) always brings it onto the front. */
static gboolean
receive_possible (const BnBattle *b)
{
  const BnBattleState *s = &b->s;

  for (guint i = 0; i < s->n_units; i++)
    {
      const BnBattleUnit *u = &s->units[i];

      if (u->figures == 0 || u->side == s->active || u->received)
        continue;
      for (guint j = 0; j < s->n_units; j++)
        {
          const BnBattleUnit *e = &s->units[j];

          if (e->figures > 0 && e->side == s->active && e->moved > 0
              && bn_hex_distance (e->hex, u->hex) == 1 && !bn_hex_in_arc (u->hex, u->facing, e->hex))
            return TRUE;
        }
    }
  return FALSE;
}

/* ---- mounting and dismounting ---- */

/* The infantry equivalent of cavalry @unit: the foot class of its class
 * letter (L&L, unit classes: "dismounted cavalry fight as their infantry
 * equivalent"), or NULL. */
static const BnClassProfile *
dismounted_class (const BnBattle *b,
                  guint           unit)
{
  const BnClassProfile *cls = battle_class (b, unit);

  if (cls->arm != BN_BATTLE_ARM_HORSE)
    return NULL;
  return bn_battle_rules_lookup_class (b->rules, BN_BATTLE_ARM_FOOT, cls->unit_class);
}

/* Cavalry may "dismount and battle" (L&L, unit classes; order sheet
 * "Mount or dism."): dismounting is its whole move. */
static gboolean
check_dismount (const BnBattle  *b,
                guint            unit,
                GError         **error)
{
  const BnBattleUnit *u;

  if (unit >= b->s.n_units || !unit_alive (b, unit) || b->s.units[unit].side != b->s.active)
    ILLEGAL ("only your own units dismount");
  u = &b->s.units[unit];
  if (u->ordered == BN_ORDER_HOLD)
    ILLEGAL (BN_BATTLE_HELD_RULE);
  if (u->ordered != BN_ORDER_FULL)
    ILLEGAL ("only units given an order may dismount (L&L, Order units)");
  if (dismounted_class (b, unit) == NULL)
    ILLEGAL ("only cavalry dismount (L&L, unit classes)");
  if (u->moved > 0 || u->faced || u->stopped || u->done || u->stakes >= 0)
    ILLEGAL ("cavalry dismount instead of moving (L&L, order sheet: Mount or dism.)");
  return TRUE;
}

/* ... or "battle and mount": mounting ends its part in the turn. */
static gboolean
check_mount (const BnBattle  *b,
             guint            unit,
             GError         **error)
{
  const BnBattleUnit *u;

  if (unit >= b->s.n_units || !unit_alive (b, unit) || b->s.units[unit].side != b->s.active)
    ILLEGAL ("only your own units mount");
  u = &b->s.units[unit];
  if (u->remount < 0)
    ILLEGAL ("only dismounted cavalry mount (L&L, unit classes)");
  if (u->ordered == BN_ORDER_HOLD)
    ILLEGAL (BN_BATTLE_HELD_RULE);
  if (u->ordered != BN_ORDER_FULL)
    ILLEGAL ("only units given an order may mount (L&L, Order units)");
  if (u->follow_up > 0 && u->follow_up != 0xFF)
    ILLEGAL ("finish the breakthrough first (L&L, Forcing a breakthrough)");
  if (!terrain_admits (b, u->hex, BN_BATTLE_ARM_HORSE))
    ILLEGAL ("mounted troops cannot stand in %s (L&L, order sheet)", battle_terrain (b, u->hex)->name);
  return TRUE;
}

static void
set_class (BnBattle *b,
           guint     unit,
           const BnClassProfile *cls,
           gboolean  mounted)
{
  BnBattleUnit *u = &b->s.units[unit];

  u->class_index = (guint8) (cls - bn_battle_rules_get_class (b->rules, 0));
  battle_event (b, BN_EVENT_MOUNTED, u->side, unit, u->class_index, 0, mounted ? 1 : 0);
}

/* ---- the turn ---- */

static void
enter_battle_phase (BnBattle *b)
{
  switch_mover (b, 0, 0);
  for (guint i = 0; i < b->s.n_units; i++)
    b->s.units[i].done = 1;
  b->s.phase = receive_possible (b) ? BN_PHASE_RECEIVE : BN_PHASE_BATTLE;
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

static gboolean
side_has_units (const BnBattle *b,
                guint           side)
{
  for (guint i = 0; i < b->s.n_units; i++)
    if (unit_alive (b, i) && b->s.units[i].side == side)
      return TRUE;
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
  note_reunited (b);
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
  for (guint k = 0; k < 2; k++)
    if (!side_has_units (b, k))
      {
        s->winner = (guint8) (1 - k);
        s->phase = BN_PHASE_OVER;
        battle_event (b, BN_EVENT_GAME_OVER, s->winner, 0, 0, 0, s->vp[s->winner]);
        return TRUE;
      }
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

/* ---- reuniting a "Battle" after a breakthrough ---- */

/* Whether @unit owes the order that starts reuniting its "Battle": it
 * must rejoin, has no order yet, and the card played could order it. */
static gboolean
owes_order (const BnBattle *b,
            guint           unit)
{
  const BnBattleUnit *u = &b->s.units[unit];

  return u->rejoin && u->side == b->s.active && u->ordered == BN_ORDER_NONE
         && bn_battle_unit_must_rejoin (b, unit) && order_slot (b, 1u << u->colour) != 0
         && check_order_unit (b, unit, -1, NULL);
}

/* Whether a step of @unit in @dir brings it nearer its captain. */
static gboolean
closing_step (const BnBattle *b,
              guint           unit,
              guint           dir)
{
  const BnBattleUnit *u = &b->s.units[unit];
  BnHex captain = b->s.commanders[b->s.groups[u->group].captain].hex;

  return dir < BN_HEX_N_DIRS
         && bn_hex_distance (bn_hex_neighbour (u->hex, dir), captain) < bn_hex_distance (u->hex, captain);
}

/* Whether @unit owes its move back now: it must rejoin, has its order,
 * and a step of its own could still bring it nearer its captain. */
static gboolean
owes_move (const BnBattle *b,
           guint           unit)
{
  const BnBattleUnit *u = &b->s.units[unit];

  if (!u->rejoin || u->side != b->s.active || u->done || u->stopped
      || (u->ordered != BN_ORDER_FULL && u->ordered != BN_ORDER_MOVE_ONLY)
      || !bn_battle_unit_must_rejoin (b, unit))
    return FALSE;
  for (guint d = 0; d < BN_HEX_N_DIRS; d++)
    {
      BnBattleAction step = { BN_ACTION_MOVE_UNIT, (guint8) b->s.active, (guint8) unit, (guint8) d, 0 };
      Movers m;

      if (closing_step (b, unit, d) && build_unit_movers (b, &step, &m, NULL)
          && check_step (b, &m, d, NULL))
        return TRUE;
    }
  return FALSE;
}

/* The duty to reunite (L&L, Battles): on a turn whose card can order a
 * unit that broke through out of its captain's zone, that unit is ordered
 * before anything else, and then moves back towards him before anything
 * else moves, as long as a step of its own can bring it nearer. */
static gboolean
check_reunite (const BnBattle        *b,
               const BnBattleAction  *action,
               GError               **error)
{
  const BnBattleState *s = &b->s;
  gboolean owed = FALSE;

  if (s->stragglers == 0)
    return TRUE;
  if (s->phase == BN_PHASE_ORDER)
    {
      for (guint i = 0; i < s->n_units; i++)
        if (owes_order (b, i))
          {
            if (action->type == BN_ACTION_ORDER_UNIT && action->a == i)
              return TRUE;
            owed = TRUE;
          }
      if (owed)
        ILLEGAL ("a “Battle” must be reunited the next turn its colour can be ordered: order the "
                 "unit that broke through out of its captain's zone of control first (L&L, Battles)");
    }
  else if (s->phase == BN_PHASE_MOVE)
    {
      for (guint i = 0; i < s->n_units; i++)
        if (owes_move (b, i))
          {
            if (action->type == BN_ACTION_MOVE_UNIT && action->a == i && closing_step (b, i, action->b))
              return TRUE;
            owed = TRUE;
          }
      if (owed)
        ILLEGAL ("a “Battle” must be reunited: the unit that broke through moves back towards its "
                 "captain first (L&L, Battles)");
    }
  return TRUE;
}

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
static gboolean
check_action (const BnBattle        *b,
              const BnBattleAction  *action,
              GError               **error)
{
  const BnRulesetHooks *hooks = battle_hooks (b);

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
  return check_action_rules (b, action, error) && check_reunite (b, action, error);
}

static gboolean
check_action_rules (const BnBattle        *b,
                    const BnBattleAction  *action,
                    GError               **error)
{
  const BnBattleState *s = &b->s;
  const BnCommandCardProfile *card = played_card (b);

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
      if (!card_can_order (b, s->deck_kind[s->hand[s->active][action->a]]))
        ILLEGAL ("this card can order none of your units now (L&L, Play a command card)");
      return TRUE;

    case BN_ACTION_DISCARD_CARD:
      if (s->phase != BN_PHASE_PLAY_CARD)
        ILLEGAL ("a card is discarded instead of playing one (L&L, Play a command card)");
      if (action->a >= s->n_hand[s->active])
        ILLEGAL ("no such card in hand");
      if (hand_can_order (b))
        ILLEGAL ("you may discard only when none of your cards can order any unit "
                 "(L&L, Play a command card)");
      return TRUE;

    case BN_ACTION_ORDER_UNIT:
      if (s->phase != BN_PHASE_ORDER)
        ILLEGAL ("units are ordered after playing a card (L&L, Order units)");
      return check_order_unit (b, action->a, (int) action->c - 1, error);

    case BN_ACTION_ORDER_COMMANDER:
      if (s->phase != BN_PHASE_ORDER)
        ILLEGAL ("commanders are ordered after playing a card (L&L, Order units)");
      return check_order_commander (b, action->a, error);

    case BN_ACTION_ORDER_GROUP:
      if (s->phase != BN_PHASE_ORDER)
        ILLEGAL ("a “Battle” is ordered after playing a card (L&L, Order units)");
      return check_order_group (b, action->a, error);

    case BN_ACTION_END_ORDERS:
      if (s->phase != BN_PHASE_ORDER)
        ILLEGAL ("not ordering units now");
      return TRUE;

    case BN_ACTION_MOVE_UNIT:
      {
        Movers m;

        if (s->phase != BN_PHASE_MOVE)
          ILLEGAL ("units move after being ordered and before battle (L&L, Move)");
        if (!build_unit_movers (b, action, &m, error))
          return FALSE;
        return check_step (b, &m, action->b, error);
      }

    case BN_ACTION_MOVE_COMMANDER:
      {
        Movers m = { .n_units = 0, .commander = action->a };

        if (s->phase != BN_PHASE_MOVE)
          ILLEGAL ("commanders move after being ordered (L&L, Move)");
        if (action->a >= s->n_commanders || !s->commanders[action->a].alive
            || s->commanders[action->a].side != s->active)
          ILLEGAL ("only your own commanders can be moved");
        if (!s->commanders[action->a].ordered)
          ILLEGAL ("a commander moves on his own only when ordered (L&L, Commanders)");
        if (s->commanders[action->a].group >= 0 && s->groups[s->commanders[action->a].group].alive)
          ILLEGAL ("a captain commanding a “Battle” moves with it (L&L, Battles)");
        if (s->commanders[action->a].held)
          ILLEGAL (BN_BATTLE_HELD_RULE);
        m.allowance = commander_allowance (b, action->a);
        return check_step (b, &m, action->b, error);
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
        m.n_units = group_members (b, action->a, m.units);
        m.commander = g->captain;
        m.allowance = group_allowance (b, action->a);
        for (guint i = 0; i < m.n_units; i++)
          if (s->units[m.units[i]].ordered == BN_ORDER_NONE)
            ILLEGAL ("a unit that joined after the order does not move with the “Battle”");
        if (m.n_units == 0)
          ILLEGAL ("no unit of this “Battle” is in its captain's zone of control");
        return check_step (b, &m, action->b, error);
      }

    case BN_ACTION_FACE:
      if (s->phase != BN_PHASE_MOVE)
        ILLEGAL ("facing changes are part of a move (L&L, Move)");
      return check_face (b, action, error);

    case BN_ACTION_PLANT_STAKES:
      if (s->phase != BN_PHASE_MOVE)
        ILLEGAL ("stakes are planted as part of a move (L&L, appendix 1)");
      return check_stakes (b, action, error);

    case BN_ACTION_END_MOVES:
      if (s->phase != BN_PHASE_MOVE)
        ILLEGAL ("not moving now");
      return TRUE;

    case BN_ACTION_RECEIVE:
      if (s->phase != BN_PHASE_RECEIVE)
        ILLEGAL ("units receive at the end of the enemy's movement (L&L, Receiving)");
      return check_receive (b, action, error);

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
      return TRUE;

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
      return check_dismount (b, action->a, error);

    case BN_ACTION_MOUNT:
      if (s->phase != BN_PHASE_BATTLE)
        ILLEGAL ("dismounted cavalry battle and mount (L&L, unit classes)");
      return check_mount (b, action->a, error);

    case BN_ACTION_RETREAT:
      if (s->phase != BN_PHASE_RETREAT)
        ILLEGAL ("no forced retreat is waiting for its hex (L&L, Retreat)");
      return battle_check_retreat (b, action->a, action->b, error);

    case BN_ACTION_FORM_GROUP:
      if (s->phase != BN_PHASE_ORDER)
        ILLEGAL ("a “Battle” is formed as an order, after playing a card (L&L, Battles)");
      return check_form_group (b, action, error);

    case BN_ACTION_DISSOLVE_GROUP:
      if (s->phase != BN_PHASE_ORDER)
        ILLEGAL ("a captain gives up his “Battle” as an order, after playing a card (L&L, Battles)");
      return check_dissolve_group (b, action->a, error);

    case BN_ACTION_TAKE_PRISONER:
      if (s->phase != BN_PHASE_BATTLE)
        ILLEGAL ("a character is taken prisoner instead of a battle (House; L&L, Characters)");
      return battle_check_prisoner (b, action->a, action->b, error);

    case BN_ACTION_DEPLOY:
      if (s->phase != BN_PHASE_DEPLOY)
        ILLEGAL ("units are placed in their zone before the first turn (House, Deployment)");
      return check_deploy (b, action, error);

    case BN_ACTION_END_DEPLOY:
      if (s->phase != BN_PHASE_DEPLOY)
        ILLEGAL ("the deployment is over (House, Deployment)");
      return TRUE;
    case BN_ACTION_RALLY:
    case BN_ACTION_RELOAD:
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
  if (check_action (battle, action, error))
    return TRUE;
  battle_cite_error (battle->rules, error != NULL ? *error : NULL);
  return FALSE;
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
      apply_order_unit (b, action->a, (int) action->c - 1);
      return TRUE;

    case BN_ACTION_ORDER_COMMANDER:
      {
        const BnCommandCardProfile *card = card_in_play (b);

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
        guint n = group_members (b, action->a, members), colours = 0, slot;
        gboolean by_colour = bn_battle_rules_get_constants (b->rules)->group_battles_by_colour;

        for (guint i = 0; i < n; i++)
          colours |= 1u << s->units[members[i]].colour;
        slot = order_slot (b, colours);
        use_slot (b, slot);
        s->commanders[s->groups[action->a].captain].ordered = 1;
        battle_event (b, BN_EVENT_ORDERED, s->active, s->groups[action->a].captain, 1, BN_ORDER_FULL, 0);
        /* Where the ruleset says so (BattleLore, Battles), the units of
         * other colours move with it but battle only by the exception of
         * group_other_colour_battles(). */
        for (guint i = 0; i < n; i++)
          order_unit_as (b, members[i],
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

        build_unit_movers (b, action, &m, NULL);
        switch_mover (b, 1, action->a);
        do_step (b, &m, action->b);
        return TRUE;
      }

    case BN_ACTION_MOVE_COMMANDER:
      {
        Movers m = { .n_units = 0, .commander = action->a };

        switch_mover (b, 2, action->a);
        do_step (b, &m, action->b);
        return TRUE;
      }

    case BN_ACTION_MOVE_GROUP:
      {
        Movers m = { 0 };

        m.n_units = group_members (b, action->a, m.units);
        m.commander = s->groups[action->a].captain;
        switch_mover (b, 3, action->a);
        do_step (b, &m, action->b);
        return TRUE;
      }

    case BN_ACTION_FACE:
      {
        BnBattleUnit *u = &s->units[action->a];
        guint cost = bn_hex_dir_difference (action->b, u->start_facing) >= 2
                     ? bn_battle_rules_get_constants (b->rules)->front_change_cost : 0;

        if (!(s->moving_kind == 1 && s->moving_index == action->a)
            && !(s->moving_kind == 3 && u->group >= 0 && s->moving_index == (guint8) u->group))
          switch_mover (b, 1, action->a);
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

        switch_mover (b, 1, action->a);
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
      if (!receive_possible (b))
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
      battle_breakthrough (b, TRUE);
      return TRUE;

    case BN_ACTION_HOLD:
      battle_breakthrough (b, FALSE);
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

        switch_mover (b, 1, action->a);
        u->remount = (gint8) u->class_index;
        set_class (b, action->a, dismounted_class (b, action->a), FALSE);
        u->stopped = 1;
        return TRUE;
      }

    case BN_ACTION_MOUNT:
      {
        BnBattleUnit *u = &s->units[action->a];
        const BnClassProfile *horse = bn_battle_rules_get_class (b->rules, (guint) u->remount);

        u->remount = -1;
        set_class (b, action->a, horse, TRUE);
        u->battled = 1;
        u->follow_up = 0xFF;
        return TRUE;
      }

    case BN_ACTION_FORM_GROUP:
      form_group (b, action);
      return TRUE;

    case BN_ACTION_DISSOLVE_GROUP:
      dissolve_group (b, action->a);
      return TRUE;

    case BN_ACTION_TAKE_PRISONER:
      battle_take_prisoner (b, action->a, action->b);
      return TRUE;

    case BN_ACTION_DEPLOY:
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
    case BN_ACTION_RELOAD:
    case BN_N_ACTIONS:
      break;
    }
  g_return_val_if_reached (FALSE);
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
  guint n_events;

  g_return_val_if_fail (battle != NULL && action != NULL, FALSE);

  if (!check_action (battle, action, error))
    {
      battle_cite_error (battle->rules, error != NULL ? *error : NULL);
      return FALSE;
    }
  /* A seeded chance never runs out, so only a typed one needs a way back. */
  if (!bn_chance_has_seed (battle->chance))
    snapshot = g_memdup2 (&battle->s, sizeof battle->s);
  n_events = battle->events->len;
  battle->current_action = battle->actions->len;
  if (!(battle_hooks (battle)->execute != NULL && battle->s.phase != BN_PHASE_DEPLOY
        ? battle_hooks (battle)->execute (battle, action, error)
        : execute (battle, action, error)))
    {
      if (snapshot != NULL)
        battle->s = *snapshot;
      g_array_set_size (battle->events, n_events);
      battle->current_action = G_MAXUINT32;
      return FALSE;
    }
  g_array_append_val (battle->actions, *action);
  battle->current_action = G_MAXUINT32;
  return TRUE;
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

  if (check_action (b, &action, NULL))
    g_array_append_val (out, action);
}

/* Every FORM_GROUP: each captain who may form one, with each set of 1 to
 * 4 units of his zone (the check says which sets are allowed). */
static void
legal_form_group (const BnBattle *b,
                  GArray         *out)
{
  const BnBattleState *s = &b->s;
  const BnCommandCardProfile *card = played_card (b);
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
  if (battle_hooks (b)->legal_actions != NULL && s->phase != BN_PHASE_DEPLOY)
    {
      if (s->phase != BN_PHASE_OVER)
        battle_hooks (b)->legal_actions (b, out_actions);
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
        if (s->commanders[i].ordered)
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
  return out_actions->len;
}
