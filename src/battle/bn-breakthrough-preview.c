/* bn-breakthrough-preview.c — what a breakthrough brings and risks; see
 * the header. */
#include "bn-breakthrough-preview.h"

#include "bn-battle-private.h"
#include "bn-battle-why.h"

#include <string.h>

/**
 * bn_breakthrough_preview:
 * @action: a legal breakthrough (BN_ACTION_ADVANCE) of @battle
 * @out: (out): what it brings
 *
 * Returns: whether @action is a legal breakthrough, @out then filled
 */
gboolean
bn_breakthrough_preview (const BnBattle        *battle,
                         const BnBattleAction  *action,
                         BnBreakthroughPreview *out)
{
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnBattle) b = NULL;
  g_autoptr(GArray) legal = NULL;
  const BnBattleUnit *u;
  guint side, first;

  g_return_val_if_fail (battle != NULL && action != NULL && out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  if (action->type != BN_ACTION_ADVANCE || battle->s.phase != BN_PHASE_BREAKTHROUGH ||
      !bn_battle_check (battle, action, NULL))
    return FALSE;
  out->unit = battle->s.attacker;
  out->from = battle->s.units[out->unit].hex;
  out->commander = -1;
  out->again_target = -1;
  chance = bn_chance_new_seeded (0);
  b = battle_copy_state (battle, chance, FALSE);
  b->no_offers = TRUE;
  first = b->events->len;
  if (!bn_battle_apply (b, action, NULL))
    return FALSE;
  u = &b->s.units[out->unit];
  side = u->side;
  out->to = u->hex;
  out->terrain = bn_scenario_get_terrain (b->scenario, u->hex);
  out->ground_stops = u->no_battle != 0;
  for (guint e = first; e < b->events->len; e++)
    {
      const BnBattleEvent *event = &g_array_index (b->events, BnBattleEvent, e);

      if (event->type == BN_EVENT_COMMANDER_MOVED)
        out->commander = event->a;
      else if (event->type == BN_EVENT_GROUP_BROKEN && event->a == out->unit)
        out->leaves_group = TRUE;
    }
  for (guint i = 0; i < b->s.n_units; i++)
    {
      const BnBattleUnit *e = &b->s.units[i];

      if (e->side != side && e->figures > 0 && bn_hex_distance (e->hex, out->to) == 1 &&
          out->n_near_units < BN_BREAKTHROUGH_MAX_NEAR)
        out->near_units[out->n_near_units++] = i;
    }
  for (guint i = 0; i < b->s.n_commanders; i++)
    {
      const BnBattleCommander *c = &b->s.commanders[i];
      gboolean with_unit = FALSE;

      if (c->side == side || !c->alive || bn_hex_distance (c->hex, out->to) != 1)
        continue;
      for (guint k = 0; k < b->s.n_units && !with_unit; k++)
        with_unit = b->s.units[k].figures > 0 && bn_hex_equal (b->s.units[k].hex, c->hex);
      if (!with_unit && out->n_near_commanders < BN_BREAKTHROUGH_MAX_NEAR)
        out->near_commanders[out->n_near_commanders++] = i;
    }
  /* Whether it may battle again: as the engine then offers. */
  legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  bn_battle_legal_actions (b, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *next = &g_array_index (legal, BnBattleAction, i);

      if ((next->type == BN_ACTION_BATTLE || next->type == BN_ACTION_ATTACK_COMMANDER) && next->a == out->unit)
        {
          out->battles_again = TRUE;
          if (next->type == BN_ACTION_BATTLE)
            out->again_target = next->b;
          break;
        }
    }
  if (!out->battles_again)
    {
      /* L&L, Forcing a breakthrough: "When a mounted unit forces a
       * breakthrough, it can engage the retreating unit in battle once
       * more". Which part of that keeps this unit from it. */
      guint target = battle->s.target;

      if (battle_class (b, out->unit)->arm != BN_BATTLE_ARM_HORSE)
        out->again_why = BN_AGAIN_NOT_MOUNTED;
      else if (target >= b->s.n_units || b->s.units[target].figures == 0)
        out->again_why = BN_AGAIN_TARGET_GONE;
      else if (out->ground_stops)
        out->again_why = BN_AGAIN_GROUND;
      else
        {
          g_autofree char *why = bn_battle_why_no_battle (b, out->unit, (int) target);

          out->again_why = BN_AGAIN_REFUSED;
          g_strlcpy (out->no_again, why != NULL ? why : "", sizeof out->no_again);
        }
    }
  return TRUE;
}
