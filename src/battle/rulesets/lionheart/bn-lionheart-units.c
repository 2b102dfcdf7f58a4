/* bn-lionheart-units.c — the Lionheart variant's die, its tables (read
 * from data/rulesets/lionheart.xml) and its unit types: speeds, combat
 * dice, weapons, facing and firing arcs. */
#include "bn-lionheart-private.h"
#include <glib/gi18n-lib.h>

#include "bn-combat-preview.h"

/* ---- the die and the tables ---- */

LhFace
lh_face_of_symbol (BnDieSymbol symbol)
{
  switch (symbol)
    {
    case BN_DIE_FLAG:
      return LH_PANIC;
    case BN_DIE_SHIELD:
    case BN_DIE_SWORDS:
      return LH_ARROW;
    default:
      return LH_AXE;
    }
}

/* The tables are data/rulesets/lionheart.xml's <tables>; their sizes are
 * checked once, when a battle is set up (lh_check_tables()). */
typedef enum
{
  TABLE_FACE_POINTS,
  TABLE_ACTION_TABLE,
  TABLE_PANIC_MOVES,
  TABLE_SAVES_CAVALRY,
  TABLE_SAVES_INFANTRY,
  TABLE_SAVES_LIGHT,
  TABLE_SAVE_COLUMNS,
  TABLE_SPEEDS,
  TABLE_DICE_PER_FIGURE,
  TABLE_SPEAR_DICE,
  TABLE_HALBERD_DICE,
  TABLE_ARMOUR_REDUCTION,
  TABLE_RELOADS,
  N_TABLES,
} TableId;

static const struct { const char *id; guint n; } table_sizes[N_TABLES] = {
  [TABLE_FACE_POINTS] = { "face-points", LH_N_FACES },
  [TABLE_ACTION_TABLE] = { "action-table", 25 },
  [TABLE_PANIC_MOVES] = { "panic-moves", 4 * LH_N_FACES },
  [TABLE_SAVES_CAVALRY] = { "saves-cavalry", 12 },
  [TABLE_SAVES_INFANTRY] = { "saves-infantry", 12 },
  [TABLE_SAVES_LIGHT] = { "saves-light", 12 },
  [TABLE_SAVE_COLUMNS] = { "save-columns", LH_N_TROOPS * LH_N_SAVE_CASES },
  [TABLE_SPEEDS] = { "speeds", LH_N_KINDS * 4 },
  [TABLE_DICE_PER_FIGURE] = { "dice-per-figure", LH_N_KINDS },
  [TABLE_SPEAR_DICE] = { "spear-dice", LH_N_KINDS },
  [TABLE_HALBERD_DICE] = { "halberd-dice", LH_N_KINDS },
  [TABLE_ARMOUR_REDUCTION] = { "armour-reduction", LH_N_WEAPONS * 2 },
  [TABLE_RELOADS] = { "reloads", LH_N_WEAPONS },
};
static const TableId save_tables[LH_N_TROOPS] = {
  [LH_TROOP_CAVALRY] = TABLE_SAVES_CAVALRY,
  [LH_TROOP_INFANTRY] = TABLE_SAVES_INFANTRY,
  [LH_TROOP_LIGHT] = TABLE_SAVES_LIGHT,
};

gboolean
lh_check_tables (const BnBattleRules  *rules,
                 GError              **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (table_sizes); i++)
    {
      guint n;

      if (bn_battle_rules_get_table (rules, table_sizes[i].id, &n) == NULL || n != table_sizes[i].n)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       _("%s: the table “%s” must hold %u numbers"), bn_battle_rules_get_name (rules),
                       table_sizes[i].id, table_sizes[i].n);
          return FALSE;
        }
    }
  /* A saving-roll table has two columns. */
  for (guint i = 0; i < LH_N_TROOPS * LH_N_SAVE_CASES; i++)
    {
      int column = bn_battle_rules_get_table (rules, "save-columns", NULL)[i];

      if (column != 0 && column != 1)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       _("%s: the table “save-columns” may only hold 0 (the first column) or 1 (the second), not %d"),
                       bn_battle_rules_get_name (rules), column);
          return FALSE;
        }
    }
  return TRUE;
}

/* The tables are read in every action's hot path: each thread looks them
 * up by name once for the rules it plays under, and keeps them. */
static _Thread_local guint64 cached_serial;
static _Thread_local const int *cached_tables[N_TABLES];

static const int *
table (const BnBattleRules *rules,
       TableId              id)
{
  guint64 serial = bn_battle_rules_get_serial (rules);

  if (serial != cached_serial)
    {
      for (guint i = 0; i < N_TABLES; i++)
        cached_tables[i] = bn_battle_rules_get_table (rules, table_sizes[i].id, NULL);
      cached_serial = serial;
    }
  /* lh_check_tables() refused a battle without it. */
  g_assert (cached_tables[id] != NULL);
  return cached_tables[id];
}

/* Leadership roll and panic: "axe 2 arrow 1 panic 0". */
guint
lh_face_points (const BnBattleRules *rules,
                LhFace               face)
{
  return (guint) MAX (table (rules, TABLE_FACE_POINTS)[face], 0);
}

guint
lh_action_order (const BnBattleRules *rules,
                 guint                high_actions,
                 guint8              *out_order)
{
  const int *action_table = table (rules, TABLE_ACTION_TABLE);
  guint n = 0;
  guint column;

  if (high_actions == 0)
    return 0;
  if (high_actions == 1)
    {
      /* "each player performs one action, with the high roller deciding
       * who goes first": he goes first (house, see docs/rules.md). */
      out_order[n++] = 0;
      out_order[n++] = 1;
      return n;
    }
  /* Columns 5 4 3 2 1, left to right; rows top to bottom. */
  column = 5 - MIN (high_actions, 5u);
  for (guint row = 0; row < 5; row++)
    {
      if (action_table[row * 5 + column])
        out_order[n++] = 0;
      if (action_table[row * 5 + 4])
        {
          out_order[n++] = 1;
          /* "If the high roller has 6 actions, he performs his bonus
           * action immediately after the low roller's action." */
          if (high_actions >= 6)
            out_order[n++] = 0;
        }
    }
  return n;
}

gboolean
lh_save (const BnBattleRules *rules,
         LhTroop              troop,
         int                  armour,
         LhSaveCase           save_case,
         LhFace               face)
{
  int row = CLAMP (armour, -2, 3) + 2;
  int column = table (rules, TABLE_SAVE_COLUMNS)[troop * LH_N_SAVE_CASES + save_case];

  return (table (rules, save_tables[troop])[row * 2 + column] & (1 << face)) != 0;
}

LhSaveCase
lh_save_case (gboolean melee,
              gboolean shields)
{
  if (melee)
    return LH_SAVE_MELEE;
  return shields ? LH_SAVE_SHIELDS_VS_ARCHERY : LH_SAVE_NO_SHIELDS_VS_ARCHERY;
}

guint
lh_panic_move (const BnBattleRules *rules,
               guint                speed,
               LhFace               face)
{
  return (guint) MAX (table (rules, TABLE_PANIC_MOVES)[(CLAMP (speed, 1u, 4u) - 1) * LH_N_FACES + face], 0);
}

/* ---- units ---- */

gboolean
lh_is_horse (const BnBattle *b,
          guint           unit)
{
  return battle_class (b, unit)->arm == BN_BATTLE_ARM_HORSE;
}

guint
lh_most_figures (gboolean horse,
                 gboolean light,
                 guint    leadership,
                 guint    class_most)
{
  if (leadership > 0)
    return horse ? 1 : 2;
  return light ? 2 : class_most;
}

LhTroop
lh_troop (const BnBattleUnit *u,
          gboolean            horse)
{
  if (u->light)
    return LH_TROOP_LIGHT;
  return horse ? LH_TROOP_CAVALRY : LH_TROOP_INFANTRY;
}

LhWeapon
lh_weapon_kind (const BnWeaponProfile *w)
{
  static const struct { const char *id; LhWeapon kind; } kinds[] = {
    { "spear", LH_WEAPON_SPEAR }, { "pike", LH_WEAPON_SPEAR }, { "lance", LH_WEAPON_SPEAR },
    { "bow", LH_WEAPON_BOW }, { "longbow", LH_WEAPON_LONGBOW },
    { "crossbow", LH_WEAPON_CROSSBOW }, { "handgun", LH_WEAPON_CROSSBOW },
    { "arbalest", LH_WEAPON_ARBALEST }, { "gun", LH_WEAPON_ARBALEST },
    { "bolt-thrower", LH_WEAPON_ARBALEST },
    { "halberd", LH_WEAPON_HALBERD }, { "heavy-weapon", LH_WEAPON_HEAVY },
  };

  /* Asked for every die a unit would roll: the first letter spares
   * most of the comparisons. */
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (w->id[0] == kinds[i].id[0] && g_str_equal (w->id, kinds[i].id))
      return kinds[i].kind;
  return LH_WEAPON_SIDEARMS;
}

LhWeapon
lh_unit_weapon (const BnBattle *b,
             guint           unit)
{
  return lh_weapon_kind (battle_weapon (b, unit));
}

/* The row of the unit-type tables ("speeds", "dice-per-figure", the
 * weapons' extra dice): infantry, cavalry, light infantry, light
 * cavalry, King/Leader on foot, King/Leader mounted. */
static guint
unit_kind (gboolean horse,
           gboolean light,
           guint    leadership)
{
  return (leadership > 0 ? 4 : light ? 2 : 0) + (horse ? 1 : 0);
}

/* "Unit Types": speed in movement points, by type and armour (none,
 * light, medium, heavy), from the "speeds" table. */
guint
lh_speed (const BnBattleRules *rules,
          gboolean             horse,
          gboolean             light,
          guint                leadership,
          guint                armour)
{
  return (guint) MAX (table (rules, TABLE_SPEEDS)[unit_kind (horse, light, leadership) * 4 + MIN (armour, 3u)], 0);
}

guint
lh_unit_speed (const BnBattle *b,
            guint           unit)
{
  const BnBattleUnit *u = &b->s.units[unit];

  return lh_speed (b->rules, lh_is_horse (b, unit), u->light, u->leadership, u->armour_level);
}

/* Combat dice: per figure, by type; in hand-to-hand spears (against
 * other weapons) and halberds add theirs, counted in half dice per figure
 * ("per 2 full figures, not fraction"). Each reason is noted in @terms
 * (BnDiceTerm) when it is not %NULL. */
static guint
combat_dice_noted (const BnBattleRules *rules,
                   gboolean             horse,
                   gboolean             light,
                   guint                leadership,
                   guint                figures,
                   LhWeapon             weapon,
                   LhWeapon             opponent,
                   gboolean             melee,
                   GArray              *terms)
{
  guint kind = unit_kind (horse, light, leadership);
  guint n = figures * (guint) MAX (table (rules, TABLE_DICE_PER_FIGURE)[kind], 0);
  BnDiceTerm term = { BN_DICE_WHY_FIGURES, (int) n, figures, NULL };

  if (terms != NULL)
    g_array_append_val (terms, term);
  if (!melee)
    return n;
  if (weapon == LH_WEAPON_SPEAR && opponent != LH_WEAPON_SPEAR)
    {
      term = (BnDiceTerm) { BN_DICE_WHY_SPEAR, (int) (figures * (guint) MAX (table (rules, TABLE_SPEAR_DICE)[kind], 0) / 2), 0, NULL };
      n += (guint) term.dice;
      if (terms != NULL && term.dice != 0)
        g_array_append_val (terms, term);
    }
  if (weapon == LH_WEAPON_HALBERD)
    {
      term = (BnDiceTerm) { BN_DICE_WHY_HALBERD, (int) (figures * (guint) MAX (table (rules, TABLE_HALBERD_DICE)[kind], 0) / 2), 0, NULL };
      n += (guint) term.dice;
      if (terms != NULL && term.dice != 0)
        g_array_append_val (terms, term);
    }
  return n;
}

guint
lh_combat_dice (const BnBattleRules *rules,
                gboolean             horse,
                gboolean             light,
                guint                leadership,
                guint                figures,
                LhWeapon             weapon,
                LhWeapon             opponent,
                gboolean             melee)
{
  return combat_dice_noted (rules, horse, light, leadership, figures, weapon, opponent, melee, NULL);
}

/* How many levels lighter a target's armour saves against @weapon:
 * "armour-reduction", in hand-to-hand and against missiles. */
int
lh_armour_reduction (const BnBattleRules *rules,
                     LhWeapon             weapon,
                     gboolean             melee)
{
  return table (rules, TABLE_ARMOUR_REDUCTION)[weapon * 2 + (melee ? 0 : 1)];
}

/* Whether a shot with @weapon leaves it to be reloaded ("reloads"). */
gboolean
lh_weapon_reloads (const BnBattleRules *rules,
                   LhWeapon             weapon)
{
  return table (rules, TABLE_RELOADS)[weapon] != 0;
}

guint
lh_unit_dice (const BnBattle *b,
           guint           unit,
           guint           opponent,
           gboolean        melee)
{
  const BnBattleUnit *u = &b->s.units[unit];
  LhWeapon w = lh_unit_weapon (b, unit);

  /* "Archers fighting hand-to-hand … are considered armed with sidearms". */
  if (melee && battle_weapon (b, unit)->ranged)
    w = LH_WEAPON_SIDEARMS;
  return lh_combat_dice (b->rules, lh_is_horse (b, unit), u->light, u->leadership, u->figures, w,
                         melee ? lh_unit_weapon (b, opponent) : LH_WEAPON_SIDEARMS, melee);
}

/* The explain_dice hook: the dice of a shot (c 1) or a hand-to-hand
 * attack, each reason in @terms, as lh_unit_dice() counts them. */
void
lh_explain_dice (const BnBattle       *b,
                 const BnBattleAction *action,
                 GArray               *terms)
{
  const BnBattleUnit *u = &b->s.units[action->a];
  gboolean melee = action->c != 1;
  LhWeapon w = lh_unit_weapon (b, action->a);

  if (melee && battle_weapon (b, action->a)->ranged)
    w = LH_WEAPON_SIDEARMS;
  combat_dice_noted (b->rules, lh_is_horse (b, action->a), u->light, u->leadership, u->figures, w,
                     melee ? lh_unit_weapon (b, action->b) : LH_WEAPON_SIDEARMS, melee, terms);
}

int
lh_unit_in_hex (const BnBattle *b,
             BnHex           hex)
{
  for (guint i = 0; i < b->s.n_units; i++)
    if (lh_unit_up (b, i) && bn_hex_equal (b->s.units[i].hex, hex))
      return (int) i;
  return -1;
}

/* Where @from stands as seen by @unit: 0 front, 1 flank, 2 rear. */
guint
lh_aspect (BnHex unit_hex,
           guint facing,
           BnHex from)
{
  int dir = bn_hex_direction_to (unit_hex, from);
  guint diff;

  if (dir < 0)
    return bn_hex_in_arc (unit_hex, facing, from) ? 0 : 1;
  diff = bn_hex_dir_difference ((guint) dir, facing);
  return diff == 0 ? 0 : diff == 3 ? 2 : 1;
}

gboolean
lh_can_shoot_at (const BnBattle *b,
              guint           unit,
              guint           target)
{
  const BnBattleUnit *u = &b->s.units[unit];
  const BnBattleUnit *t = &b->s.units[target];
  const BnWeaponProfile *w = battle_weapon (b, unit);
  guint range = bn_hex_distance (u->hex, t->hex);

  if (!w->ranged || u->unloaded || range == 0 || range > MAX (w->n_dice, 1u))
    return FALSE;
  /* Firing arcs: foot shoot into the front arc; horse archers (the
   * text's "(?)") also to the flanks, never to the rear. */
  if (!bn_hex_in_arc (u->hex, u->facing, t->hex)
      && !(lh_is_horse (b, unit) && lh_aspect (u->hex, u->facing, t->hex) == 1))
    return FALSE;
  return range == 1 || battle_line_of_sight (b, unit, t->hex);
}
