/* bn-lords-and-levies-data.c — THE DATA of the Lords & Levies ruleset.
 *
 * This file is data, not logic: the tables below are what
 * data/rulesets/lords-and-levies.xml holds, one row per element, fed to the same builder a loader uses.
 * They let the battle core and its tests run without the campaign layer.
 * Every number comes from L&L (seed 000) — the text, the order sheet and
 * the appendices — or is a house choice written up in docs/rules.md ("The battle rules core");
 * class rows repeat data/units.xml's <battle-classes>.
 */
#include "bn-battle-rules.h"

#define DICE(...) { __VA_ARGS__ }
#define ARMS(a) (1u << BN_BATTLE_ARM_##a)
#define CLASSES_AB ((1u << BN_UNIT_CLASS_A) | (1u << BN_UNIT_CLASS_B))

/* <class id name arm class armour max-figures move move-and-battle
 *  steady-figures commander-steadies fire-interval hilltop-bonus dice> */
static const BnClassProfile default_classes[] = {
  { "A-foot", "A-class infantry", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_A, BN_ARMOUR_CLASS_BEST,
    6, 2, 1, 4, TRUE, 0, 0, 4, DICE (4, 3, 2, 1) },
  { "B-foot", "B-class infantry", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, BN_ARMOUR_CLASS_LESSER,
    8, 2, 1, 6, TRUE, 0, 0, 4, DICE (4, 3, 2, 1) },
  { "C-foot", "C-class infantry", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_C, BN_ARMOUR_CLASS_NONE,
    8, 2, 1, 8, TRUE, 0, 0, 3, DICE (3, 2, 1) },
  { "A-horse", "A-class cavalry", BN_BATTLE_ARM_HORSE, BN_UNIT_CLASS_A, BN_ARMOUR_CLASS_BEST,
    5, 3, 3, 4, TRUE, 0, 0, 3, DICE (3, 2, 1) },
  { "B-horse", "B-class cavalry", BN_BATTLE_ARM_HORSE, BN_UNIT_CLASS_B, BN_ARMOUR_CLASS_LESSER,
    5, 3, 3, 5, TRUE, 0, 0, 3, DICE (3, 2, 1) },
  { "A-artillery", "artillery", BN_BATTLE_ARM_ARTILLERY, BN_UNIT_CLASS_A, BN_ARMOUR_CLASS_BEST,
    4, 1, 0, 3, FALSE, 2, 1, 6, DICE (4, 3, 3, 2, 1, 1) },
};

/* <weapon id name ranged polearm pierces-best-armour stops-charges archer
 *  unarmed charge-bonus dice dice-arms dice-classes> */
static const BnWeaponProfile default_weapons[] = {
  { "spear", "spears", FALSE, FALSE, FALSE, FALSE, FALSE, FALSE, 0, 0, DICE (0), 0, 0 },
  { "bow", "bows", TRUE, FALSE, FALSE, FALSE, TRUE, FALSE, 0, 0, DICE (0), 0, 0 },
  { "halberd", "halberds", FALSE, TRUE, FALSE, FALSE, FALSE, FALSE, 0, 0, DICE (0), 0, 0 },
  { "heavy-weapon", "heavy weapons", FALSE, FALSE, FALSE, FALSE, FALSE, FALSE, 0, 0, DICE (0), 0, 0 },
  { "pike", "pikes", FALSE, TRUE, FALSE, TRUE, FALSE, FALSE, 0, 0, DICE (0), 0, 0 },
  { "lance", "lances", FALSE, FALSE, FALSE, FALSE, FALSE, FALSE, 1, 0, DICE (0), 0, 0 },
  { "crossbow", "crossbows", TRUE, FALSE, TRUE, FALSE, TRUE, FALSE, 0,
    4, DICE (4, 3, 3, 2), ARMS (FOOT), CLASSES_AB },
  { "arbalest", "arbalests", TRUE, FALSE, TRUE, FALSE, TRUE, FALSE, 0,
    4, DICE (4, 3, 3, 2), ARMS (FOOT), CLASSES_AB },
  { "longbow", "longbows", TRUE, FALSE, FALSE, FALSE, TRUE, FALSE, 0,
    5, DICE (4, 3, 3, 2, 1), ARMS (FOOT), CLASSES_AB },
  { "handgun", "handguns", TRUE, FALSE, TRUE, FALSE, FALSE, FALSE, 0,
    4, DICE (4, 3, 2, 1), ARMS (FOOT), CLASSES_AB },
  { "sidearms", "sidearms", FALSE, FALSE, FALSE, FALSE, FALSE, FALSE, 0, 0, DICE (0), 0, 0 },
  { "gun", "field gun", TRUE, FALSE, TRUE, FALSE, FALSE, FALSE, 0, 0, DICE (0), 0, 0 },
  { "bolt-thrower", "bolt thrower", TRUE, FALSE, TRUE, FALSE, FALSE, FALSE, 0, 0, DICE (0), 0, 0 },
  /* L&L, Resolve battle: "for unarmed villagers and engineers" crossed
   * swords are "the only way to score a hit". */
  { "improvised", "tools and improvised weapons", FALSE, FALSE, FALSE, FALSE, FALSE, TRUE,
    0, 0, DICE (0), 0, 0 },
};

/* <terrain id name move attacker-dice occupant-dice blocks-sight hill
 *  adjacent-infantry-only>, after the order sheet. The first is open. */
static const BnTerrainProfile default_terrains[] = {
  { "open", "open ground", BN_TERRAIN_MOVE_FREE, 0, 0, FALSE, FALSE, FALSE },
  { "wood", "wood", BN_TERRAIN_MOVE_STOP_NO_BATTLE, -1, 0, TRUE, FALSE, FALSE },
  { "orchard", "orchard", BN_TERRAIN_MOVE_FREE, -1, 0, FALSE, FALSE, FALSE },
  { "hill", "hill", BN_TERRAIN_MOVE_FREE, -1, 0, TRUE, TRUE, FALSE },
  { "building", "building", BN_TERRAIN_MOVE_STOP_NO_BATTLE, -2, 0, TRUE, FALSE, FALSE },
  { "river", "river", BN_TERRAIN_MOVE_STOP, 0, -1, FALSE, FALSE, FALSE },
  { "ford", "ford", BN_TERRAIN_MOVE_FREE, 0, -1, FALSE, FALSE, FALSE },
  { "marsh", "marshes", BN_TERRAIN_MOVE_STOP, -1, 0, FALSE, FALSE, FALSE },
  { "depression", "depression", BN_TERRAIN_MOVE_INFANTRY_ONLY, 0, 0, FALSE, FALSE, TRUE },
  { "debris", "debris", BN_TERRAIN_MOVE_STOP, 0, 0, TRUE, FALSE, FALSE },
  { "field", "field (crops)", BN_TERRAIN_MOVE_FREE, -1, 0, TRUE, FALSE, FALSE },
  { "rough", "rough terrain", BN_TERRAIN_MOVE_STOP_NO_BATTLE, -1, 0, FALSE, FALSE, FALSE },
  { "fence", "fence", BN_TERRAIN_MOVE_FREE, -1, 0, FALSE, FALSE, FALSE },
  { "fieldwork", "fieldwork", BN_TERRAIN_MOVE_FREE, -2, 0, FALSE, FALSE, FALSE },
  { "palisade", "palisade", BN_TERRAIN_MOVE_FREE, -1, 0, TRUE, FALSE, FALSE },
  { "wall", "curtain wall, tower, gatehouse or keep", BN_TERRAIN_MOVE_FREE, -2, 0, TRUE, FALSE, FALSE },
  { "lake", "deep water", BN_TERRAIN_MOVE_IMPASSABLE, 0, 0, FALSE, FALSE, FALSE },
  { "bridge", "bridge", BN_TERRAIN_MOVE_FREE, 0, 0, FALSE, FALSE, FALSE },
  { "landmark", "landmark (chapel, standing stones)", BN_TERRAIN_MOVE_STOP, 0, 0, TRUE, FALSE, FALSE },
};

/* <card id name kind colour orders gold ransom-captain ransom-commander
 *  copies requires>: 31 standard cards and 6 special ones. */
static const BnCommandCardProfile default_cards[] = {
  { "red-1", "Order 1 red unit", BN_CARD_KIND_COLOUR, BN_BATTLE_COLOUR_RED, 1, 0, 0, 0, 2, 0 },
  { "red-2", "Order 2 red units", BN_CARD_KIND_COLOUR, BN_BATTLE_COLOUR_RED, 2, 0, 0, 0, 4, 0 },
  { "red-3", "Order 3 red units", BN_CARD_KIND_COLOUR, BN_BATTLE_COLOUR_RED, 3, 0, 0, 0, 2, 0 },
  { "blue-1", "Order 1 blue unit", BN_CARD_KIND_COLOUR, BN_BATTLE_COLOUR_BLUE, 1, 0, 0, 0, 2, 0 },
  { "blue-2", "Order 2 blue units", BN_CARD_KIND_COLOUR, BN_BATTLE_COLOUR_BLUE, 2, 0, 0, 0, 4, 0 },
  { "blue-3", "Order 3 blue units", BN_CARD_KIND_COLOUR, BN_BATTLE_COLOUR_BLUE, 3, 0, 0, 0, 2, 0 },
  { "green-1", "Order 1 green unit", BN_CARD_KIND_COLOUR, BN_BATTLE_COLOUR_GREEN, 1, 0, 0, 0, 2, 0 },
  { "green-2", "Order 2 green units", BN_CARD_KIND_COLOUR, BN_BATTLE_COLOUR_GREEN, 2, 0, 0, 0, 4, 0 },
  { "green-3", "Order 3 green units", BN_CARD_KIND_COLOUR, BN_BATTLE_COLOUR_GREEN, 3, 0, 0, 0, 2, 0 },
  { "each-colour", "Order one unit of each colour", BN_CARD_KIND_EACH_COLOUR, BN_BATTLE_COLOUR_RED,
    3, 0, 0, 0, 4, 0 },
  { "commanders", "Order three freestanding commanders", BN_CARD_KIND_COMMANDERS, BN_BATTLE_COLOUR_RED,
    3, 0, 0, 0, 3, 0 },
  { "money-30", "It's all for the money (30 GP)", BN_CARD_KIND_MONEY, BN_BATTLE_COLOUR_RED,
    0, 30, 0, 0, 1, BN_BATTLE_OPTION_MERCENARIES },
  { "money-40", "It's all for the money (40 GP)", BN_CARD_KIND_MONEY, BN_BATTLE_COLOUR_RED,
    0, 40, 0, 0, 1, BN_BATTLE_OPTION_MERCENARIES },
  { "single-combat-50", "Single combat (ransom 50 / 120)", BN_CARD_KIND_SINGLE_COMBAT,
    BN_BATTLE_COLOUR_RED, 0, 20, 50, 120, 1, 0 },
  { "single-combat-70", "Single combat (ransom 70 / 150)", BN_CARD_KIND_SINGLE_COMBAT,
    BN_BATTLE_COLOUR_RED, 0, 20, 70, 150, 1, 0 },
  { "stakes", "Plant stakes: order 2 archer units", BN_CARD_KIND_STAKES, BN_BATTLE_COLOUR_RED,
    2, 10, 0, 0, 2, BN_BATTLE_OPTION_STAKES },
};

/* The battle die on a plain D6: the higher the face, the better the hit,
 * so "the hit symbol of the enemy or higher" reads as a number. */
static const BnDieSymbol default_faces[7] = {
  BN_DIE_SHIELD, /* unused: faces are 1–6 */
  BN_DIE_FLAG, BN_DIE_SHIELD, BN_DIE_SWORDS,
  BN_DIE_HIT_NONE, BN_DIE_HIT_LESSER, BN_DIE_HIT_ANY,
};

static const BnBattleConstants default_constants = {
  .commander_move_foot = 2,
  .commander_move_mounted = 3,
  .captain_dice = 1,
  .army_commander_dice = 1,
  .charge_straight_hexes = 2,
  .front_change_cost = 1,
  .stakes_cost = 1,
  .stakes_dice = 1,
  .single_combat_rounds = 5,
  .single_combat_range = 3,
  .bribe_die_gold = 10,
  .gold_per_army_point = 10,
  .ransom_surcharge = 30,
  .group_max_units = 4,
  .group_max_colours = 2,
  .mixed_firearms_dice = 1,
  .prisoner_vp = 1,
};

/* <leader-skills> */
static const BnLeaderSkillRules default_leader_skills = {
  .hex_inches = 6,
  .leader_move_inches = 30,
  .herald_inches = 5,
  .retainer_command_inches = 15,
  .combat = { 4, 1 },
  .morale = { 0, 2 },
  .initiative_step = 4,
  .retainer_die_base = 4,
};

/**
 * bn_battle_rules_new_default:
 *
 * The rules of Lords & Levies as this file's tables give them. Cannot fail:
 * the tables are checked by the tests.
 *
 * Returns: (transfer full): the default rules
 */
BnBattleRules *
bn_battle_rules_new_default (void)
{
  g_autoptr(GError) error = NULL;
  BnBattleRulesBuilder *builder = bn_battle_rules_builder_new ("default battle rules");
  BnBattleRules *rules;

  for (guint i = 0; i < G_N_ELEMENTS (default_classes); i++)
    bn_battle_rules_builder_add_class (builder, &default_classes[i], 0);
  for (guint i = 0; i < G_N_ELEMENTS (default_weapons); i++)
    bn_battle_rules_builder_add_weapon (builder, &default_weapons[i], 0);
  for (guint i = 0; i < G_N_ELEMENTS (default_terrains); i++)
    bn_battle_rules_builder_add_terrain (builder, &default_terrains[i], 0);
  for (guint i = 0; i < G_N_ELEMENTS (default_cards); i++)
    bn_battle_rules_builder_add_card (builder, &default_cards[i], 0);
  for (guint face = 1; face <= 6; face++)
    bn_battle_rules_builder_set_die_face (builder, face, default_faces[face], 0);
  bn_battle_rules_builder_set_constants (builder, &default_constants, 0);
  bn_battle_rules_builder_set_leader_skills (builder, &default_leader_skills, 0);

  rules = bn_battle_rules_builder_finish (builder, &error);
  if (rules == NULL)
    g_error ("the default battle rules are broken: %s", error->message);
  return rules;
}
