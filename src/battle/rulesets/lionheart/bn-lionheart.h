/* bn-lionheart.h — the Lionheart variant's tables, for its own file and
 * its tests. The ruleset itself is bn_ruleset_lionheart (bn-ruleset.h). */
#pragma once

#include "bn-battle-rules.h"
#include "bn-battle.h"

G_BEGIN_DECLS

/* The three faces of the Lionheart die. */
typedef enum
{
  LH_AXE,
  LH_ARROW,
  LH_PANIC,       /* a "Shield" in hand-to-hand */
  LH_N_FACES,
} LhFace;

/* The saving-roll tables: cavalry, infantry, light troops. */
typedef enum
{
  LH_TROOP_CAVALRY,
  LH_TROOP_INFANTRY,
  LH_TROOP_LIGHT,
  LH_N_TROOPS,
} LhTroop;

/* The three cases a saving roll is made in. Each table prints two
 * columns, and the tables pair the cases differently: cavalry and light
 * troops read "in melee or W/shields vs archery" and "NO shields vs.
 * archery", infantry "in melee or NO shields vs archery" and "W/shields
 * vs. archery" (the table "save-columns" says which column each case
 * reads). */
typedef enum
{
  LH_SAVE_MELEE,
  LH_SAVE_SHIELDS_VS_ARCHERY,
  LH_SAVE_NO_SHIELDS_VS_ARCHERY,
  LH_N_SAVE_CASES,
} LhSaveCase;

typedef enum
{
  LH_WEAPON_SIDEARMS,
  LH_WEAPON_SPEAR,
  LH_WEAPON_BOW,
  LH_WEAPON_LONGBOW,
  LH_WEAPON_CROSSBOW,
  LH_WEAPON_ARBALEST,
  LH_WEAPON_HALBERD,
  LH_WEAPON_HEAVY,
  LH_N_WEAPONS,
} LhWeapon;

/* The rows of the unit-type tables. */
#define LH_N_KINDS 6

/* The ruleset's tables (data/rulesets/lionheart.xml, <tables>), each of
 * its expected size; otherwise @error names the table. */
gboolean lh_check_tables   (const BnBattleRules *rules, GError **error);
LhFace   lh_face_of_symbol (BnDieSymbol symbol);
guint    lh_face_points    (const BnBattleRules *rules, LhFace face);
/* The sides in action order for a high roller with @high_actions (the
 * roll difference): 0 the high roller, 1 the low. Returns how many. */
guint    lh_action_order   (const BnBattleRules *rules, guint high_actions, guint8 *out_order);
/* Whether @face saves a hit on @troop whose armour, after the attacker's
 * weapon, is @armour (−2 … 3: none 0, light 1, medium 2, heavy 3), in
 * @save_case. */
gboolean lh_save           (const BnBattleRules *rules, LhTroop troop, int armour,
                            LhSaveCase save_case, LhFace face);
LhSaveCase lh_save_case    (gboolean melee, gboolean shields);
guint    lh_panic_move     (const BnBattleRules *rules, guint speed, LhFace face);
LhTroop  lh_troop          (const BnBattleUnit *unit, gboolean horse);
LhWeapon lh_weapon_kind    (const BnWeaponProfile *weapon);
guint    lh_speed          (const BnBattleRules *rules, gboolean horse, gboolean light, guint leadership,
                            guint armour);
guint    lh_combat_dice    (const BnBattleRules *rules, gboolean horse, gboolean light, guint leadership,
                            guint figures, LhWeapon weapon, LhWeapon opponent, gboolean melee);
int      lh_armour_reduction (const BnBattleRules *rules, LhWeapon weapon, gboolean melee);
gboolean lh_weapon_reloads (const BnBattleRules *rules, LhWeapon weapon);
/* 0: @from is to the front of a unit at @unit_hex facing @facing, 1 flank, 2 rear. */
guint    lh_aspect         (BnHex unit_hex, guint facing, BnHex from);

/* Panic rolls: the margin by which a unit held (> 0 holds in
 * hand-to-hand, ≥ 0 under missile fire); @doubled for cavalry and light
 * troops, whose casualties count twice. */
int      lh_melee_panic_margin   (int roll, guint aspect, gboolean panicked, guint own_casualties,
                                  guint their_casualties, gboolean doubled);
int      lh_missile_panic_margin (int roll, gboolean panicked, guint casualties, gboolean doubled);

/* The most figures a stand of this type has ("Unit types"): a
 * King/Leader's 1 mounted or 2 on foot, light troops' 2, else its class's
 * @class_most. */
guint    lh_most_figures         (gboolean horse, gboolean light, guint leadership, guint class_most);

/* Whether a saving roll of @symbol saves a hit @source caused on
 * @target (LH, Saving rolls, the weapon lightening the armour); through
 * @out_any, whether @target has any saving roll against it at all
 * ("(no save)": each hit a figure, no die thrown). */
gboolean bn_lh_saves             (const BnBattle *battle, guint target, guint source, gboolean melee,
                                  BnDieSymbol symbol, gboolean *out_any);

/* Mercenary treachery: the points a side may bid. */
guint    lh_points_available     (guint unspent, guint owed);

G_END_DECLS
