/* bn-junior-general-table-side.c — one Junior General combat for the
 * table-side helper (bn-table-combat.h): the two units set on the open
 * table as the combat says, then the ruleset's own archery, machines,
 * melee, retreat from melee and commanders' D10.
 *
 * The defender stands on the cell of the map the helper gave its ground
 * (so cover is read from the map, as in a battle); it faces the attacker,
 * or turns its flank or rear to it. The attacker faces it from the north:
 * in base contact for a melee, the range in centimetres away for a volley.
 */
#include "bn-junior-general-private.h"

#include <math.h>

/* The least y of @unit's stands (its northern extent). */
static double
north_edge (const BnBattle *b,
            guint           unit)
{
  BnTableRect r = jg_unit_rect (b, unit);
  BnTablePoint corners[4];
  double y = G_MAXDOUBLE;

  bn_table_rect_corners (&r, corners);
  for (guint i = 0; i < 4; i++)
    y = MIN (y, corners[i].y);
  return y;
}

/* Sets the two units out: the defender on the centre of its map cell
 * (the one holding its hex), the attacker north of it @gap_mm away. */
static void
set_out (BnBattle            *b,
         const BnTableCombat *combat,
         double               gap_mm)
{
  const BnScenario *sc = b->scenario;
  int col, row;
  double x, y, top;
  int angle = combat->facing == BN_COMBAT_FRONT ? 0 : combat->facing == BN_COMBAT_FLANK ? 90 : 180;

  bn_hex_to_offset (b->s.units[1].hex, &col, &row);
  x = (col + 0.5) * b->s.table_mm[0] / sc->width;
  y = (row + 0.5) * b->s.table_mm[1] / sc->height;
  jg_set_place (b, 1, bn_table_place_make (x, y, angle));
  top = north_edge (b, 1);
  jg_set_place (b, 0, bn_table_place_make (x, top - gap_mm - b->s.unit_stand_mm[0][1] / 2.0, 180));
}

gboolean
jg_table_combat (BnBattle             *b,
                 const BnTableCombat  *combat,
                 char                **out_rule,
                 GError              **error)
{
  BnBattleUnit *att = &b->s.units[0];

  att->battled = 0;
  att->unloaded = 0;
  att->stopped = 0;
  b->s.units[1].battled = 0;
  /* "That bonus is available only after a charge into melee." */
  att->follow_up = combat->charge ? 1 : 0;
  if (combat->range > 1)
    {
      set_out (b, combat, combat->range * 10.0);
      if (!jg_check_shoot (b, 0, 1, error) || !jg_shoot (b, 0, 1, error))
        return FALSE;
      *out_rule = g_strdup ("Junior General, Archery; playsheet: MISSILES (war machines: their own lines), "
                            "+1 target in cover; Commanders: 1D10");
      return TRUE;
    }
  /* Touching, not overlapping (BN_TABLE_CONTACT_MM). */
  set_out (b, combat, 1.0);
  if (!jg_check_melee (b, 0, 1, error) || !jg_melee (b, 0, 1, error))
    return FALSE;
  if (combat->withdraw && jg_unit_up (b, 1) && jg_unit_up (b, 0))
    {
      if (!jg_check_retreat (b, 1, error) || !jg_retreat (b, 1, error))
        return FALSE;
      *out_rule = g_strdup ("Junior General, Melee; playsheet: MELEE, +1 flank attacks; Commanders: 1D10; "
                            "Retreat from melee: 1D10");
      return TRUE;
    }
  *out_rule = g_strdup ("Junior General, Melee; playsheet: MELEE, +1 flank attacks; Commanders: 1D10");
  return TRUE;
}
