/* bn-battlelore.c — the BattleLore tabletop variant (seed 001).
 *
 * Its numbers are data/rulesets/battlelore.xml: the class table, the
 * weapon table, terrain, the section cards read by the traffic light, the
 * retreat thresholds and the switches where it departs from L&L (one unit
 * per hex, zones of control, no voluntary retreat or defence throw, the
 * automatic kill on identical symbols, only a captain steadies). What no
 * table can say is here: the dice a unit adds or loses for fronts,
 * weapons and terrain, what each die symbol does, and what saves.
 */
#include "bn-ruleset-hooks.h"
#include "bn-combat-preview.h"
#include <glib/gi18n-lib.h>

/* Order sheet, "Attacking on passive front: infantry + 1 die, cavalry + 2
 * dice"; the weapon table's specials (halberd +1, pike +2 in close
 * combat; bows and crossbows one die less "when used on the move"); the
 * terrain table's "max. N battle dice + CM": the cap is taken before the
 * fronts and the weapons add theirs. Each that changes the dice is noted
 * in @terms with its own number, for the odds to tell. */
static int
battlelore_attack_dice (const BnBattle *b,
                        guint           unit,
                        BnHex           target_hex,
                        int             target_unit,
                        guint           range,
                        int             dice,
                        GArray         *terms)
{
  const BnBattleUnit *u = &b->s.units[unit];
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);
  const BnClassProfile *cls = battle_class (b, unit);
  const BnWeaponProfile *w = battle_weapon (b, unit);
  guint cap_into = battle_terrain (b, target_hex)->max_dice_into;
  guint cap_from = battle_terrain (b, u->hex)->max_dice_from;
  int n = dice;

  if (cap_into > 0 && n > (int) cap_into)
    {
      battle_note_dice (terms, BN_DICE_WHY_CAP_INTO, (int) cap_into - n,
                        bn_scenario_get_terrain (b->scenario, target_hex));
      n = (int) cap_into;
    }
  if (cap_from > 0 && n > (int) cap_from)
    {
      battle_note_dice (terms, BN_DICE_WHY_CAP_FROM, (int) cap_from - n,
                        bn_scenario_get_terrain (b->scenario, u->hex));
      n = (int) cap_from;
    }
  if (range == 1)
    {
      n += (int) w->close_combat_dice;
      battle_note_dice (terms, BN_DICE_WHY_CLOSE_WEAPON, (int) w->close_combat_dice, u->weapon);
      if (target_unit >= 0
          && !bn_hex_in_arc (target_hex, b->s.units[target_unit].facing, u->hex))
        {
          int front = (int) (cls->arm == BN_BATTLE_ARM_HORSE ? k->passive_front_dice_horse
                             : cls->arm == BN_BATTLE_ARM_FOOT ? k->passive_front_dice_foot : 0);

          n += front;
          battle_note_dice (terms, BN_DICE_WHY_PASSIVE_FRONT, front, cls->arm);
        }
    }
  else if (u->moved > 0)
    {
      n -= (int) w->moving_fire_dice;
      battle_note_dice (terms, BN_DICE_WHY_MOVING_FIRE, -(int) w->moving_fire_dice, u->weapon);
    }
  return n;
}

/* Chapter 4, "Hits": a hit symbol hits its banners, as the class's
 * `hit-by` gives them ("a 'hit' on red banner or blue banner units", "on
 * blue banner or green banner units", "on green banner units"); crossed
 * swords are "a miss for all, unless specified as Bonus Strike or
 * Special", and the only hit of the unarmed. */
static BnStrike
battlelore_strike (const BnClassProfile  *attacker,
                   const BnWeaponProfile *weapon,
                   const BnClassProfile  *defender,
                   guint                  range,
                   BnDieSymbol            symbol)
{
  if (weapon->unarmed)
    return range == 1 && symbol == BN_DIE_SWORDS ? BN_STRIKE_BONUS : BN_STRIKE_MISS;
  if (defender->hit_by != 0 ? (defender->hit_by & (1u << symbol)) != 0 : bn_die_symbol_hits (symbol, defender->armour))
    return BN_STRIKE_HIT;
  if ((weapon->bonus_strike & (1u << symbol)) && range >= MAX (weapon->bonus_strike_min_range, 1u)
      && range <= weapon->bonus_strike_max_range)
    return BN_STRIKE_BONUS;
  /* Artillery keeps L&L's reading against the best armour. */
  if (symbol == BN_DIE_SWORDS && weapon->pierces_best_armour && defender->armour == BN_ARMOUR_CLASS_BEST)
    return BN_STRIKE_BONUS;
  return BN_STRIKE_MISS;
}

/* "Saving throw": in close combat only a shield saves (crossed swords are
 * a miss); at range a shield or crossed swords save, "except for green
 * units, which are only saved by" the shield. */
static gboolean
battlelore_saves (const BnClassProfile *defender,
                  gboolean              close,
                  BnDieSymbol           symbol)
{
  if (symbol == BN_DIE_SHIELD)
    return TRUE;
  return !close && symbol == BN_DIE_SWORDS && (defender == NULL || defender->armour != BN_ARMOUR_CLASS_NONE);
}

/* Where the variant states each rule the engine cites from L&L. The
 * variant repeats most of L&L's sections; the rules it does not restate
 * are played as L&L's (docs/rules.md, "The BattleLore tabletop
 * variant"), and the refusal says so. */
static const struct
{
  const char *lnl;
  const char *battlelore;
} citations[] = {
  { "Battles", "BattleLore, Battles" },
  { "\"Battles\"", "BattleLore, Battles" },
  { "Characters", "BattleLore, Characters in battle" },
  { "Charging", "BattleLore, Fronts & facing: “Charging”" },
  { "Command cards", "BattleLore, Command cards" },
  { "Commanders in battle", "BattleLore, Commanders in battle" },
  { "Commanders", "BattleLore, Unit types: Commanders" },
  { "Companies", "BattleLore, Companies" },
  { "appendix 3", "BattleLore, Companies; Moving units: one unit per hex" },
  { "Draw a command card", "BattleLore, Game turn: draw a new command card" },
  { "Fronts", "BattleLore, Fronts & facing" },
  { "\"Fronts\"", "BattleLore, Fronts & facing" },
  { "Game turn 1", "BattleLore, Game turn" },
  { "Hitting a commander", "BattleLore, Hitting a commander" },
  { "Move", "BattleLore, 3. Move units" },
  { "Move: each unit moves once", "BattleLore, 3. Move units: each unit may move only once" },
  { "Moving commanders", "BattleLore, Moving commanders" },
  { "Moving units", "BattleLore, Moving units" },
  { "Order units", "BattleLore, 2. Order units" },
  { "Play a command card", "BattleLore, 1. Play a command card" },
  { "Retreat rules", "BattleLore, Retreats: retreat rules" },
  { "Resolve battle", "BattleLore, Hits; Saving throw" },
  { "Retreat", "BattleLore, Retreats" },
  { "order sheet", "BattleLore, order sheet" },
  { "order sheet, Battle", "BattleLore, order sheet: battle dice" },
  { "unit classes", "BattleLore, Unit types & formations" },
  { "Range", "BattleLore, order sheet: weapon ranges" },
  { "Line of sight", "BattleLore, order sheet: line of sight" },
  { "Forcing a breakthrough", "BattleLore, Move units: follow-on actions, played as L&L's breakthrough" },
  { "appendix 1", "BattleLore, order sheet: Stakes; planted as L&L, appendix 1" },
};

static const char *
battlelore_cite (const char *section)
{
  g_autofree char *fallback = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (citations); i++)
    if (g_str_equal (citations[i].lnl, section))
      return citations[i].battlelore;
  /* Not restated by the variant: played as L&L's, and said to be. */
  fallback = g_strdup_printf (_("BattleLore: as L&L, %s"), section);
  return g_intern_string (fallback);
}

static const BnRulesetHooks battlelore_hooks = {
  .attack_dice = battlelore_attack_dice,
  .strike = battlelore_strike,
  .saves = battlelore_saves,
  .saves_source = N_("BattleLore, Resolving battle; Saving throw"),
  .cite = battlelore_cite,
};

const BnRuleset bn_ruleset_battlelore = {
  .id = "battlelore",
  .name = "BattleLore tabletop variant",
  /* TRANSLATORS: shown by "rules list"; the ruleset's name stays as it is */
  .description = N_("The “command by colour” BattleLore variant: red, yellow and green command "
                    "colours read from the section cards, one unit per hex, zones of control, "
                    "passive-front bonus dice, a weapon table and its own retreat thresholds."),
  .source = "BattleLore tabletop variant, “command by colour” series (seed 001)",
  .data_file = "rulesets/battlelore.xml",
  .board = BN_RULESET_BOARD_HEX,
  .new_builtin = NULL,
  .hooks = &battlelore_hooks,
};
