/* bn-battle-why.c — why a unit is offered no move or no battle now; see
 * the header. */
#include "bn-config.h"

#include "bn-battle-why.h"

#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

#include <glib/gi18n-lib.h>

/* The hex board's own checks (L&L, BattleLore) give their reasons here;
 * a ruleset with checks of its own (Lionheart, Junior General) gives them
 * by its why_not hook; a moment that waits for a leader's die or a struck
 * leader has none. */
static gboolean
asks_own_unit (const BnBattle *b,
               guint           unit)
{
  const BnBattleState *s = &b->s;

  return battle_hooks (b)->check == NULL && !bn_battle_is_on_table (b) && s->reroll == 0 && s->struck == 0
         && unit < s->n_units && unit_alive (b, unit) && s->units[unit].side == s->active
         && bn_battle_get_acting_side (b) == s->active
         && (s->phase == BN_PHASE_ORDER || s->phase == BN_PHASE_MOVE || s->phase == BN_PHASE_BATTLE);
}

/* @error's message with the ruleset's own source for the rule, taken. */
static char *
cited (const BnBattle *b,
       GError         *error)
{
  battle_cite_error (b->rules, error);
  return g_strdup (error->message);
}

/* Whether @unit is one the ruleset's own why_not may speak of now: a unit
 * of the side to act, nothing waiting on a leader's die. */
static gboolean
asks_own_checks (const BnBattle *b,
                 guint           unit)
{
  const BnBattleState *s = &b->s;

  return battle_hooks (b)->why_not != NULL && s->reroll == 0 && s->struck == 0 && s->phase != BN_PHASE_OVER
         && s->phase != BN_PHASE_DEPLOY && unit < s->n_units && unit_alive (b, unit)
         && s->units[unit].side == bn_battle_get_acting_side (b);
}

static gboolean
offers (const BnBattleAction *a,
        guint                 unit,
        gboolean              fight,
        int                   target)
{
  if (a->a != unit)
    return FALSE;
  if (fight)
    return (a->type == BN_ACTION_BATTLE || a->type == BN_ACTION_ATTACK_COMMANDER) && (target < 0 || a->b == target);
  return a->type == BN_ACTION_MOVE_UNIT || a->type == BN_ACTION_FACE || a->type == BN_ACTION_ORDER_UNIT
         || a->type == BN_ACTION_RALLY;
}

char *
battle_why_refused (const BnBattle       *b,
                    guint                 unit,
                    gboolean              fight,
                    int                   target,
                    const BnBattleAction *probe)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GError) error = NULL;

  if (bn_battle_legal_actions (b, legal) == 0)
    return NULL;
  for (guint i = 0; i < legal->len; i++)
    if (offers (&g_array_index (legal, BnBattleAction, i), unit, fight, target))
      return NULL;
  if (bn_battle_check (b, probe, &error))
    return NULL;
  return cited (b, error);
}

int
battle_why_nearest_enemy (const BnBattle *b,
                          guint           unit)
{
  const BnBattleState *s = &b->s;
  double best = G_MAXDOUBLE;
  int nearest = -1;

  for (guint t = 0; t < s->n_units; t++)
    if (unit_alive (b, t) && s->units[t].side != s->units[unit].side)
      {
        double far;

        if (bn_battle_is_on_table (b))
          {
            BnTableRect a = bn_battle_get_unit_footprint (b, unit), e = bn_battle_get_unit_footprint (b, t);

            far = bn_table_rect_distance (&a, &e);
          }
        else
          far = bn_hex_distance (s->units[unit].hex, s->units[t].hex);
        if (far < best)
          {
            best = far;
            nearest = (int) t;
          }
      }
  return nearest;
}

/**
 * bn_battle_why_no_move:
 * @unit: a unit of the side to act
 *
 * Returns: (transfer full) (nullable): why @unit may make no move at all
 *   now (no step, no turn of its front), with the rule's source; %NULL
 *   when it may, when it is not the side's to move, or before its orders
 *   are given (then only a unit held by a "Battle" formed is told)
 */
char *
bn_battle_why_no_move (const BnBattle *battle,
                       guint           unit)
{
  const BnBattleUnit *u;
  g_autoptr(GError) first = NULL;

  g_return_val_if_fail (battle != NULL, NULL);

  if (asks_own_checks (battle, unit))
    return battle_hooks (battle)->why_not (battle, unit, FALSE, -1);
  if (!asks_own_unit (battle, unit) || battle->s.phase == BN_PHASE_BATTLE)
    return NULL;
  u = &battle->s.units[unit];
  if (battle->s.phase == BN_PHASE_ORDER)
    return u->ordered == BN_ORDER_HOLD ? g_strdup (BN_BATTLE_HELD_RULE) : NULL;
  for (guint k = 0; k < BN_HEX_N_DIRS; k++)
    {
      /* Its front first: the direction it would most likely take. */
      guint dir = (u->facing + k) % BN_HEX_N_DIRS;
      BnBattleAction step = { BN_ACTION_MOVE_UNIT, (guint8) battle->s.active, (guint8) unit, (guint8) dir, 0 };
      BnBattleAction face = { BN_ACTION_FACE, (guint8) battle->s.active, (guint8) unit, (guint8) dir, 0 };
      g_autoptr(GError) error = NULL;

      if (bn_battle_check (battle, &face, NULL))
        return NULL;
      if (bn_battle_check (battle, &step, &error))
        return NULL;
      step.c = 1;
      if (bn_battle_check (battle, &step, NULL))
        return NULL;
      if (first == NULL)
        first = g_steal_pointer (&error);
    }
  return first != NULL ? g_strdup (first->message) : NULL;
}

/**
 * bn_battle_why_no_battle:
 * @unit: a unit of the side to act
 * @target: an enemy unit, or −1 for any enemy
 *
 * Before the battle phase only what keeps @unit from every battle this
 * turn is told (held by a "Battle", moved too far to battle, a terrain
 * that forbids it…); in it, also what keeps it from @target, or from the
 * nearest enemy when none is named and it may attack none.
 *
 * Returns: (transfer full) (nullable): why @unit may not battle, with the
 *   rule's source; %NULL when it may (or may still, after its move), or
 *   when it is not the side's to battle
 */
char *
bn_battle_why_no_battle (const BnBattle *battle,
                         guint           unit,
                         int             target)
{
  const BnBattleState *s;
  g_autoptr(GError) error = NULL;
  guint nearest = G_MAXUINT, best = G_MAXUINT;

  g_return_val_if_fail (battle != NULL, NULL);

  if (asks_own_checks (battle, unit))
    return battle_hooks (battle)->why_not (battle, unit, TRUE, target);
  if (!asks_own_unit (battle, unit))
    return NULL;
  s = &battle->s;
  /* Orders not yet given: nothing stands in the way yet. */
  if (s->phase == BN_PHASE_ORDER && s->units[unit].ordered == BN_ORDER_NONE)
    return NULL;
  if (!battle_check_striker (battle, unit, &error))
    return cited (battle, error);
  if (s->phase != BN_PHASE_BATTLE)
    return NULL;
  if (target >= 0)
    return battle_check_attack (battle, unit, (guint) target, FALSE, &error) ? NULL : cited (battle, error);
  for (guint t = 0; t < s->n_units; t++)
    if (unit_alive (battle, t) && s->units[t].side != s->active)
      {
        guint far = bn_hex_distance (s->units[unit].hex, s->units[t].hex);

        if (battle_check_attack (battle, unit, t, FALSE, NULL))
          return NULL;
        if (far < best)
          {
            best = far;
            nearest = t;
          }
      }
  for (guint c = 0; c < s->n_commanders; c++)
    if (s->commanders[c].alive && s->commanders[c].side != s->active
        && battle_check_attack (battle, unit, c, TRUE, NULL))
      return NULL;
  if (nearest == G_MAXUINT)
    return NULL;
  battle_check_attack (battle, unit, nearest, FALSE, &error);
  return error != NULL ? cited (battle, error) : NULL;
}

/**
 * bn_battle_why_no_battle_after:
 * @unit: a unit of the side to act, in its move
 * @hexes: how many hexes more it would move
 *
 * Returns: (transfer full) (nullable): why @unit, that may battle after
 *   its move so far, may not once it has moved @hexes more (B-class
 *   infantry may move 1 hex and battle), with the rule's source; %NULL
 *   when it still may, or could not anyway
 */
char *
bn_battle_why_no_battle_after (const BnBattle *battle,
                               guint           unit,
                               guint           hexes)
{
  const BnClassProfile *cls;
  guint moved;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (battle != NULL, NULL);

  if (!asks_own_unit (battle, unit) || battle->s.phase != BN_PHASE_MOVE || !battle_check_striker (battle, unit, NULL))
    return NULL;
  cls = battle_class (battle, unit);
  moved = battle->s.units[unit].moved + hexes;
  if (moved <= cls->move_and_battle)
    return NULL;
  g_set_error (&error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
               /* TRANSLATORS: a class of troops (B-class infantry), the hexes it may move and
                  still battle, then how far this move takes it */
               ngettext ("%s may move %u hex and battle; moved %u, it may not battle this turn (L&L, order sheet)",
                         "%s may move %u hexes and battle; moved %u, it may not battle this turn (L&L, order sheet)",
                         cls->move_and_battle),
               cls->name, cls->move_and_battle, moved);
  return cited (battle, error);
}

/**
 * bn_battle_why_defender_chooses:
 * @hex: a hex attacked
 *
 * Who chooses the unit that takes the casualties where @hex holds two
 * units: the defender where they are of different types ("e.g.
 * infantry/cavalry"), else the attacker, by the unit he attacks (L&L,
 * Combat). The type is the arm the unit fights as now, as the engine's
 * own CASUALTIES phase reads it.
 *
 * Returns: whether the defender chooses (two units of different types)
 */
gboolean
bn_battle_why_defender_chooses (const BnBattle *battle,
                                BnHex           hex)
{
  guint8 there[4];

  g_return_val_if_fail (battle != NULL, FALSE);

  return bn_battle_units_at (battle, hex, there) == 2
         && battle_class (battle, there[0])->arm != battle_class (battle, there[1])->arm;
}
