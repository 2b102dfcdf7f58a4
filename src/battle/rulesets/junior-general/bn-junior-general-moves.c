/* bn-junior-general-moves.c — Junior General's free movement: any move the
 * text allows, checked on demand, and the few a table player would think
 * of first, for the legal actions' list (the keyboard, a list to pick
 * from, the random player).
 *
 * A move (BN_ACTION_MOVE_UNIT) turns the unit on its centre and takes it
 * straight on: b is the way it goes in 5° steps, c the whole centimetres;
 * with JG_MOVE_BACK in b the unit goes that way backwards, keeping its face
 * to the other way (house: the text does not forbid stepping back, and
 * gives it the same distance). jg_check_move() judges every one of them;
 * the list offers, for each unit that may move: forward as far as it may
 * and half that, wheels of 30°, 60° and 90° each way and about, standing
 * and forward as far as it may, straight towards the nearest
 * enemy up to the 10 cm line, back 5 cm and as far as it may, and where
 * forward or back crosses into other ground, to that ground's edge. */
#include "bn-junior-general-private.h"

#include <math.h>

static void
add_unique (const BnBattle *b,
            GArray         *out,
            guint           first,
            guint           unit,
            guint           heading5,
            guint           cm)
{
  BnBattleAction action = { BN_ACTION_MOVE_UNIT, b->s.active, (guint8) unit, (guint8) heading5, (guint8) cm };

  for (guint k = first; k < out->len; k++)
    {
      const BnBattleAction *a = &g_array_index (out, BnBattleAction, k);

      if (a->type == BN_ACTION_MOVE_UNIT && a->a == unit && a->b == heading5 && a->c == cm)
        return;
    }
  if (jg_check (b, &action, NULL))
    g_array_append_val (out, action);
}

/* The longest legal move of @unit at @heading5 up to @most cm, or 0. */
static guint
farthest (const BnBattle *b,
          guint           unit,
          guint           heading5,
          guint           most)
{
  for (guint cm = most; cm >= 1; cm--)
    if (jg_check_move (b, unit, heading5, cm, NULL))
      return cm;
  return 0;
}

/* Where the centre of @unit going @heading5 first comes onto other ground
 * within @most cm: the last whole centimetre before it, or 0. */
static guint
edge_distance (const BnBattle *b,
               guint           unit,
               guint           heading5,
               guint           most)
{
  BnTablePlace at = b->s.unit_places[unit];
  guint here = bn_battle_table_terrain_at (b, at.x, at.y);

  for (guint cm = 1; cm <= most; cm++)
    {
      BnTablePlace p = jg_move_place (b, unit, heading5, cm);

      if (bn_battle_table_terrain_at (b, p.x, p.y) != here)
        return cm - 1;
    }
  return 0;
}

void
jg_add_moves (const BnBattle *b,
              GArray         *out,
              guint           unit)
{
  static const int turns[] = { 0, -6, 6, -12, 12, -18, 18, 36 };
  BnTablePlace at = b->s.unit_places[unit];
  guint most = bn_jg_move_mm (b->rules, (BnJgType) JGC (b)->type[unit]) / 10;
  guint facing5 = (guint) lround (at.angle / 5.0) % 72;
  guint back5 = ((facing5 + 36) % 72) | JG_MOVE_BACK;
  guint first = out->len;
  int enemy = -1;
  double near = G_MAXDOUBLE;

  for (guint k = 0; k < G_N_ELEMENTS (turns); k++)
    {
      guint h = (guint) ((int) facing5 + 72 + turns[k]) % 72;

      if (k == 0)
        {
          guint far = farthest (b, unit, h, most);

          if (far > 0)
            add_unique (b, out, first, unit, h, far);
          if (far / 2 > 0)
            add_unique (b, out, first, unit, h, far / 2);
          continue;
        }
      /* A wheel: on as far as it may, and standing. */
      {
        guint far = farthest (b, unit, h, most);

        if (far > 0)
          add_unique (b, out, first, unit, h, far);
      }
      add_unique (b, out, first, unit, h, 0);
    }
  for (guint j = 0; j < b->s.n_units; j++)
    if (jg_unit_up (b, j) && b->s.units[j].side != b->s.units[unit].side)
      {
        double d = bn_table_length (b->s.unit_places[j].x - at.x, b->s.unit_places[j].y - at.y);

        if (d < near)
          {
            near = d;
            enemy = (int) j;
          }
      }
  if (enemy >= 0)
    {
      BnTablePlace e = b->s.unit_places[enemy];
      guint h = (guint) lround (bn_table_heading (at.x, at.y, e.x, e.y) / 5) % 72;
      guint far = farthest (b, unit, h, most);

      if (far > 0)
        add_unique (b, out, first, unit, h, far);
    }
  {
    guint far = farthest (b, unit, back5, most);

    if (far > 0)
      add_unique (b, out, first, unit, back5, far);
    if (far >= 5)
      add_unique (b, out, first, unit, back5, 5);
  }
  {
    guint ways[2] = { facing5, back5 };

    for (guint k = 0; k < 2; k++)
      {
        guint edge = edge_distance (b, unit, ways[k], most);

        if (edge > 0)
          add_unique (b, out, first, unit, ways[k], edge);
      }
  }
}

/* ---- read from outside ---- */

gboolean
bn_jg_move_action (const BnBattle  *battle,
                   guint            unit,
                   int              heading,
                   guint            cm,
                   gboolean         backwards,
                   BnBattleAction  *out_action,
                   GError         **error)
{
  const BnBattle *b = battle;
  BnBattleAction action;
  int h;

  g_return_val_if_fail (battle != NULL && out_action != NULL, FALSE);
  if (battle->rules == NULL || !g_str_equal (bn_battle_rules_get_ruleset (battle->rules)->id, "junior-general"))
    ILLEGAL ("only a Junior General battle is played on the open table");
  if (unit >= b->s.n_units)
    ILLEGAL ("there is no unit %u", unit);
  if (cm > 255)
    ILLEGAL ("no stand moves %u cm (Junior General, playsheet: Movement)", cm);
  h = bn_table_angle_normalize (heading);
  if (h % 5 != 0)
    ILLEGAL ("a heading is a whole number of 5° steps, %d° is not (house, Junior General: headings "
             "in 5° steps)", heading);
  action = (BnBattleAction) { BN_ACTION_MOVE_UNIT, (guint8) bn_battle_get_acting_side (battle), (guint8) unit,
                              (guint8) ((guint) (h / 5) | (backwards ? JG_MOVE_BACK : 0)), (guint8) cm };
  *out_action = action;
  if (b->s.units[unit].side != action.side)
    ILLEGAL ("unit %u is not the acting side's", unit);
  return bn_battle_check (battle, &action, error);
}

BnTablePlace
bn_jg_move_place (const BnBattle       *battle,
                  const BnBattleAction *action)
{
  g_return_val_if_fail (battle != NULL && action != NULL && action->a < battle->s.n_units,
                        bn_table_place_make (0, 0, 0));
  return jg_move_place (battle, action->a, action->b, action->c);
}

gboolean
bn_jg_move_read (const BnBattle       *battle,
                 const BnBattleAction *action,
                 BnJgMoveWords        *out)
{
  const BnBattle *b = battle;
  BnTablePlace at, end, beyond;
  guint way5;
  int facing, turn;
  guint here, there;

  g_return_val_if_fail (battle != NULL && action != NULL && out != NULL, FALSE);
  if (action->type != BN_ACTION_MOVE_UNIT || action->a >= b->s.n_units
      || (action->b & ~JG_MOVE_BACK) >= 72)
    return FALSE;
  at = b->s.unit_places[action->a];
  way5 = action->b & ~JG_MOVE_BACK;
  facing = (int) (action->b & JG_MOVE_BACK ? way5 * 5 + 180 : way5 * 5);
  turn = bn_table_angle_normalize (facing - at.angle);
  out->turn = turn > 180 ? turn - 360 : turn;
  out->cm = action->c;
  out->backwards = (action->b & JG_MOVE_BACK) != 0;
  out->edge_terrain = -1;
  end = jg_move_place (b, action->a, action->b, action->c);
  beyond = jg_move_place (b, action->a, action->b, action->c + 1u);
  here = bn_battle_table_terrain_at (b, end.x, end.y);
  there = bn_battle_table_terrain_at (b, beyond.x, beyond.y);
  if (action->c > 0 && here != there)
    out->edge_terrain = (int) (here != 0 ? here : there);
  return TRUE;
}
