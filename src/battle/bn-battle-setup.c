/* bn-battle-setup.c — a battle set up from its scenario and two armies: the
 * deployment zones, the units and commanders placed, the first card and
 * turn. */
#include "bn-battle-private.h"
#include <glib/gi18n-lib.h>
#include "bn-ruleset-hooks.h"
#include <string.h>

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
                   _("the two armies hold more than %d units or %d commanders"),
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
                       _("%s, unit %u (%s): no such class, weapon or colour"), army->name, i, spec->name);
          return FALSE;
        }
      if (spec->figures < 1 || spec->figures > cls->max_figures)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       _("%s, unit %u (%s): %s units count 1 to %u figures (L&L, unit classes)"),
                       army->name, i, spec->name, cls->name, cls->max_figures);
          return FALSE;
        }
      if (spec->firearms > 0
          && (!bn_battle_rules_get_weapon (b->rules, spec->weapon)->ranged
              || spec->firearms >= spec->figures))
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       _("%s, unit %u (%s): only part of a unit carries firearms, and only a "
                       "unit whose weapon fires (L&L, Fronts)"), army->name, i, spec->name);
          return FALSE;
        }
      memset (u, 0, sizeof *u);
      u->side = (guint8) side;
      u->spec = (guint8) i;
      u->class_index = (guint8) (cls - bn_battle_rules_get_class (b->rules, 0));
      u->weapon = (guint8) spec->weapon;
      u->colour = (guint8) spec->colour;
      u->figures = (guint8) spec->figures;
      u->start_figures = u->figures;
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
                           _("%s: the deployment zone has no room for unit %u (%s)"),
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
                       _("%s, unit %u (%s) cannot stand at (%d, %d): off the board, terrain it cannot "
                       "enter, an enemy there or too many units (L&L, Moving units)"),
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
      battle_commander_skills (b, c, spec);
      c->attached = spec->unit >= 0 && spec->unit < (int) army->n_units ? (gint8) (first_unit + (guint) spec->unit) : -1;
      c->base_rank = c->rank;
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
                           _("%s: the deployment zone has no room for %s"), army->name, spec->name);
              return FALSE;
            }
          c->hex = zone[next++];
        }
      if (!on_board (b, c->hex) || commander_on (b, c->hex, 2) >= 0 || enemy_on (b, c->hex, side))
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       _("%s: %s cannot stand there: off the board, or another commander or an enemy "
                       "in the hex (L&L, Moving commanders)"), army->name, spec->name);
          return FALSE;
        }
      battle_add_retainers (b, s->n_commanders, first_unit, spec);
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

/**
 * battle_first_side:
 *
 * What follows the armies' placing: a ruleset's own setup, or who moves
 * first (the scenario, or a battle die each, again on a tie), the hands
 * and the first phase. A side that lost the throw may have its army
 * commander's die thrown again by a common retainer of his (Day of Battle,
 * Retainers): the setup then waits (bn-battle-reroll.c).
 */
gboolean
battle_first_side (BnBattle  *b,
                   GError   **error)
{
  BnBattleState *s = &b->s;
  const BnScenario *scenario = b->scenario;

  if (battle_hooks (b)->setup != NULL)
    return battle_hooks (b)->setup (b, error);
  if (scenario->first_side == 0 || scenario->first_side == 1)
    {
      s->active = (guint8) scenario->first_side;
      battle_event (b, BN_EVENT_FIRST_SIDE, s->active, 0, 0, 0, 0);
    }
  else
    for (;;)
      {
        BnDieSymbol sym;
        guint face0, face1, loser;
        int c;

        if (!battle_roll (b, BN_DIE_FIRST_SIDE, &sym, &face0, error)
            || !battle_roll (b, BN_DIE_FIRST_SIDE, &sym, &face1, error))
          return FALSE;
        if (face0 == face1)
          continue;
        s->active = face0 > face1 ? 0 : 1;
        /* Each army commander throws his side's die: the one that lost is
         * his to have thrown again by a common retainer (Day of Battle,
         * Retainers). The battle waits on the field as deployed; side 1's
         * die, thrown after side 0's, is passed over when side 0's is
         * offered. */
        loser = 1u - s->active;
        c = battle_leader_army_commander (b, loser);
        if (c >= 0 && !battle_reroll_offer (b, (guint) c, BN_REROLL_FIRST_MOVE, loser == 0 ? face0 : face1, 1,
                                            loser == 0 ? 1 : 0, error))
          return FALSE;
        battle_event (b, BN_EVENT_FIRST_SIDE, s->active, 0, 0, 0, (int) MAX (face0, face1));
        break;
      }
  for (guint side = 0; side < 2; side++)
    for (guint i = 0; i < scenario->hand_size[side]; i++)
      if (!battle_draw_card (b, side, error))
        return FALSE;
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
  return TRUE;
}

/* battle_first_side() for a new battle, which may wait there for a
 * leader's die. */
static gboolean
setup_play (BnBattle  *b,
            GError   **error)
{
  g_autoptr(GError) local_error = NULL;
  BnBattleState before;

  battle_reroll_begin (b);
  before = b->s;
  if (battle_first_side (b, &local_error))
    {
      g_clear_pointer (&b->rolls, g_array_unref);
      return TRUE;
    }
  if (b->s.reroll != 0 && battle_reroll_paused (b, &before, 0, G_MAXUINT32))
    return TRUE;
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
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
                   _("the scenario “%s” is written for %s, not %s"), scenario->name,
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
  b->strike_terms = battle_strike_terms_begin (b);
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
                     _("a hand holds at most %d cards"), BN_BATTLE_MAX_HAND);
        return NULL;
      }

  if (!add_side (b, 0, army0, error))
    return NULL;
  s->n_units_side0 = s->n_units;
  if (!add_side (b, 1, army1, error))
    return NULL;
  battle_risk_setup (b, army0, army1);
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
          if (battle_hooks (b)->deploy_layout != NULL && !battle_hooks (b)->deploy_layout (b, error))
            return NULL;
          s->phase = BN_PHASE_DEPLOY;
          s->active = scenario->first_side == 0 || scenario->first_side == 1 ? 1 - scenario->first_side : 1;
          return g_steal_pointer (&b);
        }
      if (!setup_play (b, error))
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

  if (!setup_play (b, error))
    return NULL;
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
  return battle_copy_state (battle, chance, TRUE);
}

/* A copy of @battle with @chance; without @with_log, its actions and
 * events are left behind (a look at one combat reads only its own). */
BnBattle *
battle_copy_state (const BnBattle *battle,
                   BnChance       *chance,
                   gboolean        with_log)
{
  BnBattle *copy = g_new (BnBattle, 1);

  *copy = *battle;
  copy->rules = bn_battle_rules_ref (battle->rules);
  copy->scenario = g_rc_box_acquire (battle->scenario);
  copy->chance = chance;
  copy->owned_chance = NULL;
  copy->actions = with_log ? g_array_copy (battle->actions) : g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  copy->events = with_log ? g_array_copy (battle->events) : g_array_new (FALSE, FALSE, sizeof (BnBattleEvent));
  copy->strike_terms = with_log && battle->strike_terms != NULL ? g_array_copy (battle->strike_terms) : NULL;
  battle_reroll_copy (copy, battle);
  /* A look at one combat takes the dice as they fall. */
  if (!with_log)
    copy->no_offers = TRUE;
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
  g_clear_pointer (&battle->strike_terms, g_array_unref);
  g_clear_pointer (&battle->owned_chance, bn_chance_free);
  battle_reroll_free (battle);
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
                           _("a hand can only be set before the first action"));
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
                       _("no card of kind %u is left in the draw pile"), kinds[i]);
          return FALSE;
        }
      s->hand[side][s->n_hand[side]++] = s->draw[k];
      memmove (&s->draw[k], &s->draw[k + 1], s->n_draw - k - 1);
      s->n_draw--;
    }
  return TRUE;
}
