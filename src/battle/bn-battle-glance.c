/* bn-battle-glance.c — the battle's and a unit's state at a glance; see
 * the header. */
#include "bn-battle-glance.h"

#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"
#include "bn-table.h"

#include <math.h>
#include <string.h>

/**
 * bn_battle_get_glance:
 *
 * Fills @out_glance: the turn and its limit as the players count them,
 * the victory points and the victory target.
 */
void
bn_battle_get_glance (const BnBattle *battle,
                      BnBattleGlance *out_glance)
{
  /* A ruleset that plays its own turn counts whole turns; the card-driven
   * sequence counts every side's turn, the limit too (bn-battle-apply.c). */
  gboolean about;

  g_return_if_fail (battle != NULL && out_glance != NULL);

  memset (out_glance, 0, sizeof *out_glance);
  about = battle_hooks (battle)->setup == NULL;
  bn_battle_get_victory_target (battle, &out_glance->target);
  out_glance->turn = bn_ruleset_turns_as_played (bn_battle_rules_get_ruleset (battle->rules), battle->s.turn);
  out_glance->turn_limit = about ? (out_glance->target.turn_limit + 1) / 2 : out_glance->target.turn_limit;
  for (guint side = 0; side < 2; side++)
    out_glance->victory_points[side] = battle->s.vp[side];
}

/**
 * bn_battle_get_unit_glance:
 *
 * Fills @out_glance for @unit, as the ruleset's hooks count movement
 * points and reach; the nearest enemy is measured between footprints, as
 * every measure on the table is (bn-table.h).
 *
 * Returns: %FALSE (and @out_glance empty) for a unit off the field
 */
gboolean
bn_battle_get_unit_glance (const BnBattle *battle,
                           guint           unit,
                           BnUnitGlance   *out_glance)
{
  const BnRulesetHooks *hooks;

  g_return_val_if_fail (battle != NULL && out_glance != NULL, FALSE);

  memset (out_glance, 0, sizeof *out_glance);
  out_glance->nearest_enemy = -1;
  if (unit >= bn_battle_get_n_units (battle) || bn_battle_get_unit (battle, unit)->figures == 0)
    return FALSE;
  hooks = battle_hooks (battle);
  if (hooks->movement_points != NULL)
    out_glance->has_points = hooks->movement_points (battle, unit, &out_glance->acting, &out_glance->points_left,
                                                     &out_glance->points_full);
  if (bn_battle_is_on_table (battle))
    {
      BnTableRect mine = bn_battle_get_unit_footprint (battle, unit);
      guint side = bn_battle_get_unit (battle, unit)->side;
      double best = INFINITY;

      out_glance->on_table = TRUE;
      if (hooks->reach != NULL)
        hooks->reach (battle, unit, &out_glance->move_mm, &out_glance->charge_mm, &out_glance->range_mm);
      for (guint other = 0; other < bn_battle_get_n_units (battle); other++)
        {
          const BnBattleUnit *u = bn_battle_get_unit (battle, other);
          BnTableRect theirs;
          double gap;

          if (u->side == side || u->figures == 0)
            continue;
          theirs = bn_battle_get_unit_footprint (battle, other);
          gap = bn_table_rect_distance (&mine, &theirs);
          if (gap < best)
            {
              best = gap;
              out_glance->nearest_enemy = (int) other;
            }
        }
      if (out_glance->nearest_enemy >= 0)
        out_glance->nearest_mm = (guint) lround (MAX (best, 0.0));
    }
  return TRUE;
}
