/* bn-table-combat.c — one combat for players at a real table; see
 * bn-table-combat.h.
 *
 * The combat is played by the engine itself: a battle is set up for it on
 * a small open field (the defender on its ground, the attacker on its own
 * at the range given, the defender facing so that the attacker meets the
 * front, flank or rear asked for, a leader with either unit), and the
 * ruleset's own combat runs on it (BnRulesetHooks.table_combat; without
 * one, the engine's battle as the order sheet runs it). What it rolled,
 * lost and how far it fell back is then read from the battle's events.
 */
#include "bn-table-combat.h"
#include <glib/gi18n-lib.h>

#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

#include <stdlib.h>
#include <string.h>

G_DEFINE_QUARK (bn-table-combat-error-quark, bn_table_combat_error)

/* The defender's row: room enough behind it for any retreat the rules
 * ask, so that a unit leaves the field only when the rules say it is
 * lost, not because the field is small. */
#define DEFENDER_ROW  8
#define FIELD_COL     2
#define FIELD_WIDTH   5
#define TABLE_DEFENDER_ROW 10

BnTableCombat *
bn_table_combat_new (void)
{
  BnTableCombat *combat = g_new0 (BnTableCombat, 1);

  combat->range = 1;
  return combat;
}

/* Frees what @side holds, leaving it empty. */
void
bn_table_side_clear (BnTableSide *side)
{
  g_clear_pointer (&side->class_id, g_free);
  g_clear_pointer (&side->weapon_id, g_free);
}

void
bn_table_side_free (BnTableSide *side)
{
  if (side == NULL)
    return;
  bn_table_side_clear (side);
  g_free (side);
}

void
bn_table_combat_free (BnTableCombat *combat)
{
  if (combat == NULL)
    return;
  for (guint i = 0; i < 2; i++)
    {
      bn_table_side_clear (&combat->sides[i]);
      g_free (combat->terrain_id[i]);
    }
  g_free (combat);
}

void
bn_table_result_free (BnTableResult *result)
{
  if (result == NULL)
    return;
  g_free (result->rules);
  g_free (result->troop_type[0]);
  g_free (result->troop_type[1]);
  g_free (result->summary);
  g_free (result->rule);
  g_free (result);
}

static const char *const facing_names[] = { "front", "flank", "rear" };

const char *
bn_combat_facing_to_string (BnCombatFacing facing)
{
  g_return_val_if_fail (facing <= BN_COMBAT_REAR, NULL);
  return facing_names[facing];
}

gboolean
bn_combat_facing_from_string (const char    *text,
                             BnCombatFacing *out_facing)
{
  for (guint i = 0; i < G_N_ELEMENTS (facing_names); i++)
    if (g_strcmp0 (text, facing_names[i]) == 0)
      {
        *out_facing = (BnCombatFacing) i;
        return TRUE;
      }
  return FALSE;
}

const char *
bn_table_die_purpose_name (BnDiePurpose purpose)
{
  switch (purpose)
    {
    case BN_DIE_ATTACK: return _("attack die");
    case BN_DIE_SAVE: return _("saving throw");
    case BN_DIE_DEFENCE: return _("defence throw");
    case BN_DIE_FLAG_SAVE: return _("flag save");
    case BN_DIE_PANIC: return _("panic die");
    case BN_DIE_PANIC_MOVE: return _("panic-move die");
    case BN_DIE_SHOOT: return _("shooting die");
    case BN_DIE_FIGURE_LOSS: return _("figure-loss die");
    case BN_DIE_RETREAT_LOSS: return _("retreat-loss D10");
    case BN_DIE_COMMANDER_LOSS: return _("commander-loss D10");
    default: return _("die");
    }
}

static const char *
purpose_plural (BnDiePurpose purpose)
{
  switch (purpose)
    {
    case BN_DIE_ATTACK: return _("attack dice");
    case BN_DIE_SAVE: return _("saving throws");
    case BN_DIE_DEFENCE: return _("defence throws");
    case BN_DIE_FLAG_SAVE: return _("flag saves");
    case BN_DIE_PANIC: return _("panic dice");
    case BN_DIE_PANIC_MOVE: return _("panic-move dice");
    case BN_DIE_SHOOT: return _("shooting dice");
    case BN_DIE_FIGURE_LOSS: return _("figure-loss dice");
    case BN_DIE_RETREAT_LOSS: return _("retreat-loss D10s");
    case BN_DIE_COMMANDER_LOSS: return _("commander-loss D10s");
    default: return _("dice");
    }
}

/**
 * bn_table_parse_dice:
 * @text: faces separated by spaces or commas: "3 5 1, 6"
 * @out_faces: (element-type guint): the faces, appended
 *
 * Reads typed faces; anything but a whole number from 1 to 10 (the
 * largest die a ruleset throws) is refused, naming the die by its place;
 * a face the die thrown at that place cannot show is refused when the
 * combat reads it.
 */
gboolean
bn_table_parse_dice (const char  *text,
                     GArray      *out_faces,
                     GError     **error)
{
  g_auto(GStrv) words = NULL;
  guint n = 0;

  g_return_val_if_fail (text != NULL && out_faces != NULL, FALSE);
  words = g_strsplit_set (text, " ,\t\n", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      char *end = NULL;
      guint64 v;

      if (words[i][0] == '\0')
        continue;
      n++;
      if (!g_ascii_isdigit (words[i][0]) || (v = g_ascii_strtoull (words[i], &end, 10), *end != '\0')
          || v < 1 || v > BN_TABLE_MAX_FACE)
        {
          g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_BAD_DIE,
                       _("die %u is “%s”, but a die shows 1 to 6 (a D10, where one is thrown, 1 to 10)"), n,
                       words[i]);
          return FALSE;
        }
      g_array_append_val (out_faces, (guint) { (guint) v });
    }
  return TRUE;
}

static const BnClassProfile *
find_class (const BnBattleRules *rules,
            const char          *id)
{
  for (guint i = 0; i < bn_battle_rules_get_n_classes (rules); i++)
    if (g_strcmp0 (bn_battle_rules_get_class (rules, i)->id, id) == 0)
      return bn_battle_rules_get_class (rules, i);
  return NULL;
}

static char *
list_classes (const BnBattleRules *rules)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < bn_battle_rules_get_n_classes (rules); i++)
    g_string_append_printf (out, "%s%s", i > 0 ? ", " : "", bn_battle_rules_get_class (rules, i)->id);
  return g_string_free (out, FALSE);
}

static char *
list_weapons (const BnBattleRules *rules)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < bn_battle_rules_get_n_weapons (rules); i++)
    g_string_append_printf (out, "%s%s", i > 0 ? ", " : "", bn_battle_rules_get_weapon (rules, i)->id);
  return g_string_free (out, FALSE);
}

static const char *const side_names[] = { N_("attacker"), N_("defender") };

/* The battle the combat is played on, with @chance as its dice. */
static BnBattle *
field_new (BnBattleRules       *rules,
           const BnTableCombat *combat,
           BnChance            *scratch,
           GError             **error)
{
  const BnRuleset *ruleset = bn_battle_rules_get_ruleset (rules);
  g_autoptr(BnScenario) scenario = NULL;
  g_autoptr(BnBattleArmy) attacker = bn_battle_army_new (side_names[0]);
  g_autoptr(BnBattleArmy) defender = bn_battle_army_new (side_names[1]);
  BnBattleArmy *armies[2] = { attacker, defender };
  g_autoptr(BnBattle) b = NULL;
  g_autoptr(GError) local_error = NULL;
  int rows[2];
  guint facings[2];
  const BnBattleConstants *k = bn_battle_rules_get_constants (rules);
  gboolean on_table = ruleset->board != BN_RULESET_BOARD_HEX;

  if (on_table)
    {
      if (combat->range < 1 || combat->range > BN_TABLE_MAX_RANGE_CM)
        {
          g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_INVALID,
                       _("the range is %u; it is 1 (melee) to %d cm"), combat->range, BN_TABLE_MAX_RANGE_CM);
          return NULL;
        }
      /* The ruleset places the pieces on its table itself; the hexes only
       * give the cells of the map it reads the ground from (the
       * defender's the one at TABLE_DEFENDER_ROW). */
      rows[1] = TABLE_DEFENDER_ROW;
      rows[0] = TABLE_DEFENDER_ROW - 1;
    }
  else if (combat->range < 1 || combat->range > BN_BATTLE_MAX_RANGE)
    {
      g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_INVALID,
                   _("the range is %u; it is 1 (close combat) to %d hexes"), combat->range, BN_BATTLE_MAX_RANGE);
      return NULL;
    }
  else
    {
      rows[1] = DEFENDER_ROW;
      rows[0] = DEFENDER_ROW + (int) combat->range;
    }
  facings[0] = BN_HEX_DIR_N;
  facings[1] = combat->facing == BN_COMBAT_FRONT ? BN_HEX_DIR_S
               : combat->facing == BN_COMBAT_FLANK ? BN_HEX_DIR_NE : BN_HEX_DIR_N;
  /* On an open table a melee's defender may retreat from it, away from the
   * attacker (south): its cell sits higher up the table, so that the
   * retreat's full 15 cm fits before the table's edge. A volley keeps the
   * defender low, for the attacker's range north of it. */
  scenario = bn_scenario_new ("table-side", FIELD_WIDTH,
                              (guint) MAX (rows[0], rows[1]) + (on_table && combat->range == 1 ? 4 : 2));
  g_free (scenario->name);
  scenario->name = g_strdup (_("Table-side combat"));
  scenario->baseline[0] = BN_EDGE_SOUTH;
  scenario->baseline[1] = BN_EDGE_NORTH;
  scenario->first_side = 0;
  scenario->hand_size[0] = scenario->hand_size[1] = 0;
  scenario->stacking = BN_STACKING_15CM;
  for (guint i = 0; i < 2; i++)
    {
      const BnTableSide *side = &combat->sides[i];
      const BnClassProfile *cls = find_class (rules, side->class_id);
      const char *weapon = side->weapon_id != NULL ? side->weapon_id : "sidearms";
      int unit;

      if (cls == NULL)
        {
          g_autofree char *known = list_classes (rules);

          g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_INVALID,
                       _("the %s's type “%s” is no unit class of %s (it has %s)"), _(side_names[i]),
                       side->class_id != NULL ? side->class_id : "", ruleset->name, known);
          return NULL;
        }
      if (bn_battle_rules_find_weapon (rules, weapon) < 0)
        {
          g_autofree char *known = list_weapons (rules);

          g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_INVALID,
                       _("the %s's weapon “%s” is no weapon of %s (it has %s)"), _(side_names[i]), weapon,
                       ruleset->name, known);
          return NULL;
        }
      if (side->figures > cls->max_figures)
        {
          g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_INVALID,
                       _("the %s has %u figures; a unit of %s has at most %u"), _(side_names[i]), side->figures,
                       cls->name, cls->max_figures);
          return NULL;
        }
      if (combat->terrain_id[i] != NULL
          && !bn_scenario_set_terrain (scenario, rules, FIELD_COL, rows[i], combat->terrain_id[i]))
        {
          g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_INVALID,
                       _("the %s's ground “%s” is no terrain of %s"), _(side_names[i]), combat->terrain_id[i],
                       ruleset->name);
          return NULL;
        }
      if (combat->terrain_id[i] != NULL)
        {
          const BnTerrainProfile *t =
            bn_battle_rules_get_terrain (rules, (guint) bn_battle_rules_find_terrain (rules, combat->terrain_id[i]));

          if (t->move == BN_TERRAIN_MOVE_IMPASSABLE
              || (t->move == BN_TERRAIN_MOVE_INFANTRY_ONLY && cls->arm != BN_BATTLE_ARM_FOOT))
            {
              g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_INVALID,
                           _("the %s cannot stand in %s: a unit of %s does not enter it"), _(side_names[i]), t->name,
                           cls->name);
              return NULL;
            }
        }
      unit = bn_battle_army_add_unit (armies[i], rules, side_names[i], cls->arm, cls->unit_class, weapon,
                                      BN_BATTLE_COLOUR_RED);
      g_assert (unit == 0);
      if (side->figures > 0)
        armies[i]->units[0].figures = side->figures;
      armies[i]->units[0].shields = side->shields;
      armies[i]->units[0].armour_level = side->armour_level;
      armies[i]->units[0].morale = side->morale;
      armies[i]->units[0].light = side->light;
      armies[i]->units[0].dedicated = side->dedicated;
      armies[i]->units[0].leadership = side->leadership;
      bn_battle_army_place_unit (armies[i], 0, FIELD_COL, rows[i], facings[i]);
      if (side->leader)
        bn_battle_army_add_commander (armies[i], "leader",
                                      bn_ruleset_plays_own_turn (ruleset) ? BN_COMMANDER_ARMY
                                                                          : BN_COMMANDER_CAPTAIN, 0);
    }
  b = bn_battle_new (rules, scenario, attacker, defender, scratch, &local_error);
  if (b == NULL)
    {
      /* The ruleset refuses the units as set up (a Lionheart stand of too
       * many figures…): its message says why. */
      g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_INVALID, "%s", local_error->message);
      return NULL;
    }
  for (guint i = 0; i < 2; i++)
    {
      BnBattleUnit *u = &b->s.units[i];

      if (!terrain_admits (b, u->hex, battle_class (b, i)->arm))
        {
          g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_INVALID,
                       _("a unit of %s cannot stand in %s"), battle_class (b, i)->name,
                       battle_terrain (b, u->hex)->name);
          return NULL;
        }
      u->ordered = i == 0 ? BN_ORDER_FULL : BN_ORDER_NONE;
      u->moved = 0;
      u->straight = 0;
      u->battled = 0;
      u->defended = 0;
      u->panicked = 0;
      u->unloaded = 0;
    }
  /* A charge is a move straight in; a move before firing, one hex. */
  if (combat->charge)
    {
      b->s.units[0].straight = (guint8) MAX (k->charge_straight_hexes, 1u);
      b->s.units[0].moved = MIN (b->s.units[0].straight, (guint8) battle_class (b, 0)->move_and_battle);
    }
  else if (combat->moved)
    b->s.units[0].moved = 1;
  for (guint c = 0; c < b->s.n_commanders; c++)
    {
      b->s.commanders[c].supported = 0;
      b->s.commanders[c].held = 0;
    }
  b->s.phase = BN_PHASE_BATTLE;
  b->s.active = 0;
  b->s.card = -1;
  b->s.side_turns[0] = b->s.side_turns[1] = 1;
  b->s.units[0].last_battle_turn = -100;
  return g_steal_pointer (&b);
}

/* The rulebook's section @section as the ruleset in play names it. */
static const char *
cite (const BnBattleRules *rules,
      const char          *section)
{
  const BnRuleset *ruleset = bn_battle_rules_get_ruleset (rules);
  const char *own = ruleset->hooks != NULL && ruleset->hooks->cite != NULL ? ruleset->hooks->cite (section) : NULL;

  g_autofree char *lnl = NULL;

  if (own != NULL)
    return own;
  lnl = g_strdup_printf ("L&L, %s", section);
  return g_intern_string (lnl);
}

/* The engine's battle, the order sheet's sequence (L&L and the rulesets
 * that share its combat): the defender makes a stand; the attacker rolls;
 * the automatic kill and saving throws; the defence throw; retreats,
 * each hex as the engine's default picks it. */
static gboolean
engine_combat (BnBattle             *b,
               const BnTableCombat  *combat,
               char                **out_rule,
               GError              **error)
{
  guint att = 0, def = 1;
  guint first = b->events->len;
  gboolean defended = FALSE, fell_back = FALSE;

  if (!battle_check_attack (b, att, def, FALSE, error))
    {
      battle_cite_error (b->rules, *error);
      return FALSE;
    }
  if (!battle_declare (b, att, def, error))
    return FALSE;
  if (b->s.phase == BN_PHASE_DEFEND && !battle_resolve (b, error))
    return FALSE;
  while (b->s.phase == BN_PHASE_RETREAT)
    battle_retreat (b, battle_retreat_default (b));
  for (guint e = first; e < b->events->len; e++)
    {
      const BnBattleEvent *ev = &g_array_index (b->events, BnBattleEvent, e);

      defended |= ev->type == BN_EVENT_DIE && ev->a == BN_DIE_DEFENCE;
      fell_back |= (ev->type == BN_EVENT_DIE && ev->a == BN_DIE_FLAG_SAVE) || ev->type == BN_EVENT_RETREAT
                   || ev->type == BN_EVENT_RETREAT_BLOCKED;
    }
  /* The sections the combat went through, as the ruleset names them. */
  *out_rule = g_strdup_printf ("%s; %s%s%s%s%s", cite (b->rules, "order sheet, Battle"),
                               cite (b->rules, "Resolve battle"), defended ? "; " : "",
                               defended ? cite (b->rules, "Defence") : "", fell_back ? "; " : "",
                               fell_back ? cite (b->rules, "Retreat rules") : "");
  return TRUE;
}

/* Plays the combat on a fresh field with @chance. */
static BnBattle *
play (BnBattleRules       *rules,
      const BnTableCombat *combat,
      BnChance            *chance,
      char               **out_rule,
      guint               *out_first_event,
      GError             **error)
{
  g_autoptr(BnChance) scratch = bn_chance_new_seeded (0);
  g_autoptr(BnBattle) b = field_new (rules, combat, scratch, error);
  const BnRulesetHooks *hooks;
  gboolean ok;

  if (b == NULL)
    return NULL;
  /* Setting the field up may draw from the scratch dice (a first player,
   * a leadership roll); the combat's own dice are the player's. */
  b->chance = chance;
  *out_first_event = b->events->len;
  hooks = battle_hooks (b);
  ok = hooks->table_combat != NULL ? hooks->table_combat (b, combat, out_rule, error)
                                   : engine_combat (b, combat, out_rule, error);
  b->chance = NULL;
  if (!ok)
    return NULL;
  return g_steal_pointer (&b);
}

static void
read_result (const BnBattle *b,
             guint           first_event,
             BnTableResult  *r)
{
  for (guint i = 0; i < 2; i++)
    {
      r->figures[i] = 0;
      g_clear_pointer (&r->troop_type[i], g_free);
      if (battle_hooks (b)->troop_type != NULL)
        r->troop_type[i] = g_strdup (battle_hooks (b)->troop_type (b, i));
    }
  for (guint e = first_event; e < b->events->len; e++)
    {
      const BnBattleEvent *ev = &g_array_index (b->events, BnBattleEvent, e);

      switch (ev->type)
        {
        case BN_EVENT_DIE:
          if (r->n_dice < BN_TABLE_MAX_DICE)
            r->dice[r->n_dice++] = (BnTableDie) { .purpose = ev->a, .face = (guint) ev->value,
                                                  .symbol = ev->b, .typed = ev->c != 0 };
          break;
        case BN_EVENT_BATTLE:
          if (ev->a < 2)
            r->attack_dice[ev->a] += (guint) MAX (ev->value, 0);
          break;
        case BN_EVENT_FIGURE_LOST:
          if (ev->a < 2)
            r->figures_lost[ev->a]++;
          break;
        case BN_EVENT_UNIT_ELIMINATED:
          if (ev->a < 2)
            r->destroyed[ev->a] = TRUE;
          break;
        case BN_EVENT_RETREAT:
          if (ev->a < 2)
            {
              if (ev->b == 0xFF)
                r->routed[ev->a] = TRUE;
              else
                r->retreat[ev->a]++;
            }
          break;
        case BN_EVENT_TABLE_MOVED:
          /* On an open table the retreat is measured: its centimetres. */
          if (ev->a < 2 && ev->value == BN_TABLE_MOVE_RETREAT)
            r->retreat[ev->a] = ev->c;
          break;
        case BN_EVENT_ARROWS:
          if (ev->a < 2)
            r->low_on_arrows[ev->a]++;
          break;
        case BN_EVENT_PANICKED:
          if (ev->a < 2)
            r->panicked[ev->a] = TRUE;
          break;
        case BN_EVENT_COMMANDER_ELIMINATED:
        case BN_EVENT_COMMANDER_WOUNDED:
          if (ev->a < b->s.n_commanders)
            r->leader_lost[b->s.commanders[ev->a].side] = TRUE;
          break;
        default:
          break;
        }
    }
  for (guint i = 0; i < 2; i++)
    r->figures[i] = b->s.units[i].figures + r->figures_lost[i];
  /* Where both sides strike in one combat (Lionheart's hand-to-hand), the
   * attacker's dice come first, the defender's after them. */
  {
    guint strikes = 0;

    for (guint d = 0; d < r->n_dice; d++)
      strikes += r->dice[d].purpose == BN_DIE_ATTACK || r->dice[d].purpose == BN_DIE_SHOOT;
    if (r->attack_dice[1] == 0 && strikes > r->attack_dice[0])
      r->attack_dice[1] = strikes - r->attack_dice[0];
  }
}

/* How the ruleset reads a die: by its symbol, as an axe, arrow or panic,
 * or, on an open table (Junior General's plain D6 against its tables), as
 * the number it shows. */
/* Hits and saves of the engine's battle sequence, read as it read them:
 * each attack die by the ruleset's `strike`, each saving throw by its
 * `saves`. A battle event names who strikes; the saving throws after it
 * are the other side's. */
static void
tally_engine (const BnBattle *b,
              guint           first_event,
              BnTableResult  *r)
{
  const BnRulesetHooks *hooks = battle_hooks (b);
  int striker = -1;
  guint range = 1;

  for (guint e = first_event; e < b->events->len; e++)
    {
      const BnBattleEvent *ev = &g_array_index (b->events, BnBattleEvent, e);
      guint target;

      if (ev->type == BN_EVENT_BATTLE && ev->a < 2)
        {
          striker = ev->a;
          range = ev->c;
          continue;
        }
      if (ev->type != BN_EVENT_DIE || striker < 0)
        continue;
      target = 1 - (guint) striker;
      if (ev->a == BN_DIE_ATTACK)
        {
          const BnClassProfile *att = battle_class (b, (guint) striker), *def = battle_class (b, target);
          const BnWeaponProfile *w = battle_weapon (b, (guint) striker);
          BnStrike strike = hooks->strike != NULL ? hooks->strike (att, w, def, range, ev->b)
                                                  : bn_ruleset_default_strike (att, w, def, range, ev->b);

          r->hits[striker] += strike != BN_STRIKE_MISS;
        }
      else if (ev->a == BN_DIE_SAVE)
        {
          gboolean saved = hooks->saves != NULL ? hooks->saves (battle_class (b, target), range == 1, ev->b)
                                                : bn_ruleset_default_saves (battle_class (b, target), range == 1, ev->b);

          r->saves_thrown[target]++;
          r->saved[target] += saved;
        }
    }
}

static const char *
die_word (const BnRuleset  *ruleset,
          const BnTableDie *die)
{
  static const char *const numbers[] = { "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10" };
  BnDieSymbol symbol = die->symbol;

  if (ruleset->board != BN_RULESET_BOARD_HEX)
    return numbers[MIN (die->face, 10u)];
  switch (bn_ruleset_read_die (ruleset, symbol))
    {
    case BN_DIE_READING_AXE: return "axe";
    case BN_DIE_READING_ARROW: return "arrow";
    case BN_DIE_READING_PANIC: return "panic";
    default: return bn_die_symbol_to_string (symbol);
    }
}

/**
 * bn_table_result_dice_text:
 *
 * Returns: (transfer full): the dice by purpose, in the order thrown:
 *   "attack 3 5 1 6; saving throw 2 4"
 */
char *
bn_table_result_dice_text (const BnTableResult *result)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < result->n_dice; i++)
    {
      if (i == 0 || result->dice[i].purpose != result->dice[i - 1].purpose)
        g_string_append_printf (out, "%s%s", i > 0 ? "; " : "", bn_table_die_purpose_name (result->dice[i].purpose));
      g_string_append_printf (out, " %u", result->dice[i].face);
    }
  return g_string_free (out, FALSE);
}

static void
describe (const BnBattleRules *rules,
          BnTableResult       *r)
{
  const BnRuleset *ruleset = bn_battle_rules_get_ruleset (rules);
  GString *out = g_string_new (NULL);
  gboolean stands = ruleset->board != BN_RULESET_BOARD_HEX;

  for (guint i = 0; i < 2; i++)
    if (r->attack_dice[i] > 0)
      {
        guint shown = 0;

        g_string_append_printf (out, _("%s%s strikes with %u %s"), out->len > 0 ? " " : "",
                                i == 0 ? _("The attacker") : _("The defender"), r->attack_dice[i],
                                r->attack_dice[i] == 1 ? "die" : _("dice"));
        /* The attacker's dice come first; the defender's, where it strikes
         * back, follow its own. */
        for (guint d = 0, seen = 0; d < r->n_dice && shown < r->attack_dice[i]; d++)
          if (r->dice[d].purpose == BN_DIE_ATTACK || r->dice[d].purpose == BN_DIE_SHOOT)
            {
              if (seen++ < (i == 0 ? 0 : r->attack_dice[0]))
                continue;
              g_string_append_printf (out, "%s%s", shown++ == 0 ? ": " : ", ", die_word (ruleset, &r->dice[d]));
            }
        if (r->hits[i] > 0 || r->saves_thrown[1 - i] > 0)
          {
            g_string_append_printf (out, "; %u %s", r->hits[i], r->hits[i] == 1 ? "hit" : "hits");
            if (r->saves_thrown[1 - i] > 0)
              g_string_append_printf (out, ", %u of %u saving %s won", r->saved[1 - i], r->saves_thrown[1 - i],
                                      r->saves_thrown[1 - i] == 1 ? "throw" : "throws");
          }
        g_string_append_c (out, '.');
      }
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

      if (r->figures_lost[i] > 0)
        g_ptr_array_add (parts, g_strdup_printf ("loses %u %s of %u", r->figures_lost[i],
                                                 r->figures_lost[i] == 1 ? (stands ? "stand" : "figure")
                                                                         : (stands ? "stands" : "figures"),
                                                 r->figures[i]));
      if (r->destroyed[i] && !r->routed[i])
        g_ptr_array_add (parts, g_strdup ("is destroyed"));
      if (r->routed[i])
        g_ptr_array_add (parts, g_strdup (_("leaves the field")));
      else if (r->retreat[i] > 0)
        g_ptr_array_add (parts, g_strdup_printf (_("falls back %u %s"), r->retreat[i],
                                                 stands ? "cm" : r->retreat[i] == 1 ? "hex" : _("hexes")));
      if (r->panicked[i])
        g_ptr_array_add (parts, g_strdup ("panics"));
      if (r->leader_lost[i])
        g_ptr_array_add (parts, g_strdup (_("loses its leader")));
      if (r->low_on_arrows[i] > 0)
        g_ptr_array_add (parts, g_strdup_printf (_("turns %u archer %s round, low on arrows"), r->low_on_arrows[i],
                                                 r->low_on_arrows[i] == 1 ? _("stand") : _("stands")));
      for (guint p = 0; p < parts->len; p++)
        g_string_append_printf (out, "%s%s", p == 0 ? (i == 0 ? _(" The attacker ") : _(" The defender "))
                                             : p + 1 == parts->len ? " and " : ", ",
                                (const char *) parts->pdata[p]);
      if (parts->len > 0)
        g_string_append_c (out, '.');
    }
  if (r->figures_lost[0] + r->figures_lost[1] == 0 && !r->retreat[0] && !r->retreat[1] && !r->panicked[0]
      && !r->panicked[1] && !r->routed[0] && !r->routed[1])
    g_string_append (out, stands ? " No stand is lost and both hold." : " No figure is lost and both hold.");
  r->summary = g_string_free (out, FALSE);
}

/* What the dice after the @typed ones are for, as a player reads it:
 * "2 saving throws (dice 5–6)"; "… for the defender" where the ruleset
 * has the defender throw them (it is the side acting when they are). */
static char *
next_dice (BnBattleRules       *rules,
           const BnTableCombat *combat,
           const guint         *faces,
           guint                typed)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (1);
  g_autoptr(BnBattle) b = NULL;
  g_autofree char *rule = NULL;
  guint first = 0, n = 0, pos = 0, side = 0;
  int purpose = -1;
  const char *whose;

  for (guint i = 0; i < typed; i++)
    bn_chance_push_die (chance, faces[i]);
  b = play (rules, combat, chance, &rule, &first, NULL);
  if (b == NULL)
    return g_strdup (_("more dice"));
  for (guint e = first; e < b->events->len; e++)
    {
      const BnBattleEvent *ev = &g_array_index (b->events, BnBattleEvent, e);

      if (ev->type != BN_EVENT_DIE)
        continue;
      if (pos++ < typed)
        continue;
      if (purpose < 0)
        {
          purpose = ev->a;
          side = ev->side;
        }
      else if (purpose != ev->a || side != ev->side)
        break;
      n++;
    }
  if (n == 0)
    return g_strdup (_("more dice"));
  whose = side == 1 ? _(" for the defender") : "";
  if (n == 1)
    return g_strdup_printf (_("1 %s%s (die %u)"), bn_table_die_purpose_name ((BnDiePurpose) purpose), whose,
                            typed + 1);
  return g_strdup_printf (_("%u %s%s (dice %u–%u)"), n, purpose_plural ((BnDiePurpose) purpose), whose, typed + 1,
                          typed + n);
}

/**
 * bn_table_combat_resolve:
 * @rules: the ruleset's numbers
 * @combat: the two units and the situation
 * @faces: (array length=n_faces) (nullable): the faces the players threw,
 *   in the order the combat reads them; %NULL: thrown by the generator
 *   seeded with @seed
 *
 * Plays one combat by the ruleset's own code. Typed faces must be exactly
 * those the combat reads: too few is BN_TABLE_COMBAT_ERROR_MORE_DICE,
 * whose message says which dice come next (a saving throw per hit…), so a
 * table can throw in stages; too many is _EXTRA_DICE.
 *
 * Returns: (transfer full): the result, or %NULL with @error
 */
BnTableResult *
bn_table_combat_resolve (BnBattleRules       *rules,
                         const BnTableCombat *combat,
                         const guint         *faces,
                         guint                n_faces,
                         guint64              seed,
                         GError             **error)
{
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnBattle) b = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(BnTableResult) r = NULL;
  g_autofree char *rule = NULL;
  guint first = 0;

  g_return_val_if_fail (rules != NULL && combat != NULL, NULL);
  g_return_val_if_fail (faces != NULL || n_faces == 0, NULL);

  for (guint i = 0; i < n_faces; i++)
    if (faces[i] < 1 || faces[i] > BN_TABLE_MAX_FACE)
      {
        g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_BAD_DIE,
                     _("die %u is %u, but no die thrown here shows more than %d"), i + 1, faces[i],
                     BN_TABLE_MAX_FACE);
        return NULL;
      }
  chance = faces != NULL ? bn_chance_new_typed () : bn_chance_new_seeded (seed);
  for (guint i = 0; i < n_faces; i++)
    bn_chance_push_die (chance, faces[i]);
  b = play (rules, combat, chance, &rule, &first, &local_error);
  if (b == NULL)
    {
      /* A typed face the die does not show is refused by the dice (and
       * the typed faces are not all read); running out, when they are. */
      if (g_error_matches (local_error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE) && faces != NULL
          && bn_chance_get_n_dice_rolled (chance) < n_faces - bn_chance_get_n_typed_dice (chance))
        g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_BAD_DIE, "%s", local_error->message);
      else if (g_error_matches (local_error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE))
        {
          g_autofree char *next = next_dice (rules, combat, faces, n_faces);

          g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_MORE_DICE,
                       _("%u %s typed; the combat reads more: next, %s"), n_faces, n_faces == 1 ? "die" : _("dice"),
                       next);
        }
      else if (local_error->domain == BN_BATTLE_ERROR)
        g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_ILLEGAL, "%s", local_error->message);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  r = g_new0 (BnTableResult, 1);
  r->rules = g_strdup (bn_battle_rules_get_ruleset (rules)->id);
  read_result (b, first, r);
  if (!bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (rules)))
    tally_engine (b, first, r);
  if (faces != NULL && r->n_dice < n_faces)
    {
      g_autofree char *read = bn_table_result_dice_text (r);

      g_set_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_EXTRA_DICE,
                   _("%u dice typed, but this combat reads only %u (%s)"), n_faces, r->n_dice, read);
      return NULL;
    }
  r->rule = g_steal_pointer (&rule);
  describe (rules, r);
  return g_steal_pointer (&r);
}
