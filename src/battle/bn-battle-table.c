/* bn-battle-table.c — a battle on the open table, read from outside: the
 * table's size, every unit's and commander's place and footprint, and the
 * scenario's terrain under a point (bn-table.h's geometry). A widget draws
 * from these alone, with no rule of its own. */
#include "bn-battle-private.h"
#include <glib/gi18n-lib.h>

#include <math.h>

#include "bn-ruleset-hooks.h"

gboolean
bn_battle_is_on_table (const BnBattle *battle)
{
  g_return_val_if_fail (battle != NULL, FALSE);
  return bn_battle_rules_get_ruleset (battle->rules)->board == BN_RULESET_BOARD_TABLE;
}

/**
 * bn_battle_get_table_size:
 *
 * The table's width (west to east) and depth (north to south) in mm; 0 × 0
 * on a hex board.
 */
void
bn_battle_get_table_size (const BnBattle *battle,
                          guint          *out_width_mm,
                          guint          *out_depth_mm)
{
  g_return_if_fail (battle != NULL);
  if (out_width_mm != NULL)
    *out_width_mm = battle->s.table_mm[0];
  if (out_depth_mm != NULL)
    *out_depth_mm = battle->s.table_mm[1];
}

/* The centre of @unit's line of stands and its facing. */
BnTablePlace
bn_battle_get_unit_place (const BnBattle *battle,
                          guint           unit)
{
  BnTablePlace none = { 0, 0, 0 };

  g_return_val_if_fail (battle != NULL && unit < battle->s.n_units, none);
  return battle->s.unit_places[unit];
}

/* How deep each side's band for placing its units is, from its own edge
 * of the table (mm); 0 when the ruleset draws none. */
guint
bn_battle_get_deployment_depth_mm (const BnBattle *battle)
{
  g_return_val_if_fail (battle != NULL, 0);
  return battle_hooks (battle)->deployment_depth != NULL ? battle_hooks (battle)->deployment_depth (battle) : 0;
}

/* Where charge @action, legal now, would leave the charger and its target
 * before it is made, when the ruleset moves the charger only after the
 * defender's answer; %FALSE when it has no such preview. Nothing changes. */
gboolean
bn_battle_preview_charge (const BnBattle       *battle,
                          const BnBattleAction *action,
                          BnTablePlace         *out_place,
                          BnTablePlace         *out_target_place)
{
  g_return_val_if_fail (battle != NULL && action != NULL && out_place != NULL && out_target_place != NULL, FALSE);
  return battle_hooks (battle)->charge_preview != NULL &&
         battle_hooks (battle)->charge_preview (battle, action, out_place, out_target_place);
}

/* The stands @unit has left (its figures, on an open table). */
guint
bn_battle_get_unit_stands (const BnBattle *battle,
                           guint           unit)
{
  g_return_val_if_fail (battle != NULL && unit < battle->s.n_units, 0);
  return battle->s.units[unit].figures;
}

void
bn_battle_get_unit_stand_size (const BnBattle *battle,
                               guint           unit,
                               guint          *out_width_mm,
                               guint          *out_depth_mm)
{
  g_return_if_fail (battle != NULL && unit < battle->s.n_units);
  if (out_width_mm != NULL)
    *out_width_mm = battle->s.unit_stand_mm[unit][0];
  if (out_depth_mm != NULL)
    *out_depth_mm = battle->s.unit_stand_mm[unit][1];
}

/**
 * bn_battle_get_unit_footprint:
 *
 * Returns: @unit's stands left as one rectangle: frontage the stands side
 *   by side, depth one stand; a unit with no stand left has frontage 0
 */
BnTableRect
bn_battle_get_unit_footprint (const BnBattle *battle,
                              guint           unit)
{
  BnTableRect none = { 0, };

  g_return_val_if_fail (battle != NULL && unit < battle->s.n_units, none);
  return bn_table_rect_at (battle->s.unit_places[unit],
                           (double) battle->s.unit_stand_mm[unit][0] * battle->s.units[unit].figures,
                           battle->s.unit_stand_mm[unit][1]);
}

BnTablePlace
bn_battle_get_commander_place (const BnBattle *battle,
                               guint           commander)
{
  BnTablePlace none = { 0, 0, 0 };

  g_return_val_if_fail (battle != NULL && commander < battle->s.n_commanders, none);
  return battle->s.commander_places[commander];
}

/* A commander's single stand (whether he is alive is his BnBattleCommander's). */
BnTableRect
bn_battle_get_commander_footprint (const BnBattle *battle,
                                   guint           commander)
{
  BnTableRect none = { 0, };

  g_return_val_if_fail (battle != NULL && commander < battle->s.n_commanders, none);
  return bn_table_rect_at (battle->s.commander_places[commander],
                           battle->s.commander_stand_mm[commander][0],
                           battle->s.commander_stand_mm[commander][1]);
}

/**
 * bn_battle_table_terrain_at:
 *
 * The scenario's map lies over the whole table, each of its hexes a cell
 * of (table width / columns) × (table depth / rows): the terrain (an index
 * in the rules' terrains) of the cell under the point, 0 (open) off the
 * table or on a hex board.
 */
guint
bn_battle_table_terrain_at (const BnBattle *battle,
                            double          x_mm,
                            double          y_mm)
{
  const BnScenario *sc;
  int col, row;

  g_return_val_if_fail (battle != NULL, 0);
  sc = battle->scenario;
  if (battle->s.table_mm[0] == 0 || battle->s.table_mm[1] == 0 || x_mm < 0 || y_mm < 0
      || x_mm >= battle->s.table_mm[0] || y_mm >= battle->s.table_mm[1])
    return 0;
  col = (int) (x_mm * sc->width / battle->s.table_mm[0]);
  row = (int) (y_mm * sc->height / battle->s.table_mm[1]);
  col = CLAMP (col, 0, (int) sc->width - 1);
  row = CLAMP (row, 0, (int) sc->height - 1);
  return sc->terrain[row * (int) sc->width + col];
}

/**
 * bn_battle_set_unit_place:
 *
 * Sets up a scripted situation on the open table (a puzzle, a test):
 * @unit stands at @place, and the commanders in its hex (those with it)
 * go along, keeping where they stood about it. Only before the first
 * action; a replay must repeat it. The ruleset's rules for where a unit
 * may stand are not asked: the script answers for them.
 */
gboolean
bn_battle_set_unit_place (BnBattle      *battle,
                          guint          unit,
                          BnTablePlace   place,
                          GError       **error)
{
  BnTablePlace was;
  double turn;

  g_return_val_if_fail (battle != NULL && unit < battle->s.n_units, FALSE);
  if (!bn_battle_is_on_table (battle) || battle->actions->len > 0)
    {
      g_set_error_literal (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                           _("a unit can only be placed on an open table, before the first action"));
      return FALSE;
    }
  was = battle->s.unit_places[unit];
  turn = place.angle - was.angle;
  for (guint c = 0; c < battle->s.n_commanders; c++)
    if (bn_hex_equal (battle->s.commanders[c].hex, battle->s.units[unit].hex)
        && battle->s.commanders[c].side == battle->s.units[unit].side)
      {
        BnTablePlace *cp = &battle->s.commander_places[c];
        double dist = bn_table_length (cp->x - was.x, cp->y - was.y);
        double heading = bn_table_heading (was.x, was.y, cp->x, cp->y) + turn;
        BnTablePoint at = bn_table_step (place.x, place.y, heading, dist);

        *cp = bn_table_place_make (at.x, at.y, cp->angle + turn);
      }
  battle->s.unit_places[unit] = place;
  return TRUE;
}
