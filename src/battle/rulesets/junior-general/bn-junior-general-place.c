/* bn-junior-general-place.c — where Junior General's pieces stand and may
 * go on the open table: a unit's line of stands and the commanders in base
 * contact behind it, a charge's place against its target, the way away of
 * an evade or a retreat, a commander's change of unit, and deployment.
 * Where a unit may move, and the way there, is bn-junior-general-way.c's.
 * Measures are bn-table.h's. */
#include "bn-junior-general-private.h"
#include <glib/gi18n-lib.h>

#include <math.h>

BnTableRect
jg_unit_rect_at (const BnBattle *b,
                 guint           unit,
                 BnTablePlace    place)
{
  return bn_table_rect_at (place, (double) b->s.unit_stand_mm[unit][0] * b->s.units[unit].figures,
                           b->s.unit_stand_mm[unit][1]);
}

BnTableRect
jg_unit_rect (const BnBattle *b,
              guint           unit)
{
  return jg_unit_rect_at (b, unit, b->s.unit_places[unit]);
}

BnTableRect
jg_commander_rect (const BnBattle *b,
                   guint           commander)
{
  return bn_table_rect_at (b->s.commander_places[commander], b->s.commander_stand_mm[commander][0],
                           b->s.commander_stand_mm[commander][1]);
}

static gboolean
commander_up (const BnBattle *b,
              guint           c)
{
  return b->s.commanders[c].alive;
}

/* The first living commander in base contact with @unit, or −1. */
int
jg_commander_of (const BnBattle *b,
                 guint           unit)
{
  for (guint c = 0; c < b->s.n_commanders; c++)
    if (commander_up (b, c) && JGC (b)->commander_unit[c] == (int) unit)
      return (int) c;
  return -1;
}

/* Where the commanders with @unit stand when it is at @place: behind the
 * middle of its rear edge, side by side, in base contact with it. */
guint
jg_commander_places (const BnBattle *b,
                     guint           unit,
                     BnTablePlace    place,
                     guint8         *out_commanders,
                     BnTablePlace   *out_places)
{
  BnTableRect r;
  guint n = 0, k = 0;

  for (guint c = 0; c < b->s.n_commanders; c++)
    if (commander_up (b, c) && JGC (b)->commander_unit[c] == (int) unit)
      out_commanders[n++] = (guint8) c;
  if (n == 0)
    return 0;
  r = jg_unit_rect_at (b, unit, place);
  for (guint i = 0; i < n; i++)
    {
      guint c = out_commanders[i];
      double w = b->s.commander_stand_mm[c][0], d = b->s.commander_stand_mm[c][1];
      BnTablePoint back = bn_table_step (r.x, r.y, place.angle + 180, r.depth / 2 + d / 2);
      BnTablePoint at = bn_table_step (back.x, back.y, place.angle + 90, (k - (n - 1) / 2.0) * w);

      out_places[i] = bn_table_place_make (at.x, at.y, place.angle);
      k++;
    }
  return n;
}

void
jg_place_commanders (BnBattle *b,
                     guint     unit)
{
  guint8 cs[BN_BATTLE_MAX_COMMANDERS];
  BnTablePlace places[BN_BATTLE_MAX_COMMANDERS];
  guint n = jg_commander_places (b, unit, b->s.unit_places[unit], cs, places);

  for (guint i = 0; i < n; i++)
    b->s.commander_places[cs[i]] = places[i];
}

void
jg_set_place (BnBattle     *b,
              guint         unit,
              BnTablePlace  place)
{
  b->s.unit_places[unit] = place;
  jg_place_commanders (b, unit);
}

/* @commander joins @unit (−1: he stands alone where he is). */
void
jg_attach_commander (BnBattle *b,
                     guint     commander,
                     int       unit)
{
  JG (b)->commander_unit[commander] = (gint8) unit;
  if (unit >= 0)
    {
      b->s.commanders[commander].hex = b->s.units[unit].hex;
      jg_place_commanders (b, (guint) unit);
    }
}

gboolean
jg_in_contact (const BnBattle *b,
               guint           unit,
               guint           other)
{
  const JgShape *shapes = jg_scene_shapes (b);

  return jg_shapes_compare (&shapes[unit], &shapes[other], BN_TABLE_CONTACT_MM) <= 0;
}

gboolean
jg_unit_within (const BnBattle *b,
                guint           unit,
                guint           other,
                double          limit)
{
  const JgShape *shapes = jg_scene_shapes (b);

  return jg_shapes_compare (&shapes[unit], &shapes[other], limit) <= 0;
}

gboolean
jg_engaged (const BnBattle *b,
            guint           unit)
{
  return jg_scene_engaged (b, unit);
}

double
jg_unit_distance (const BnBattle *b,
                  guint           unit,
                  guint           other)
{
  const JgShape *shapes = jg_scene_shapes (b);
  const JgShape *a = &shapes[unit], *o = &shapes[other];

  if (bn_table_rect_depth_into (&a->rect, a->corners, &o->rect, o->corners) >= 0)
    return 0;
  return bn_table_rect_gap_apart (a->corners, o->corners);
}

gboolean
jg_in_cover (const BnBattle *b,
             guint           unit)
{
  BnTablePlace p = b->s.unit_places[unit];

  return jg_table (b->rules, "cover-terrains")[bn_battle_table_terrain_at (b, p.x, p.y)] != 0;
}


/* The point of @r nearest (@x, @y). */
static BnTablePoint
nearest_point (const BnTableRect *r,
               double             x,
               double             y)
{
  double u, v;
  BnTablePoint p;

  bn_table_rect_local (r, x, y, &u, &v);
  u = CLAMP (u, -r->width / 2, r->width / 2);
  v = CLAMP (v, -r->depth / 2, r->depth / 2);
  p = bn_table_step (r->x, r->y, r->angle, v);
  return bn_table_step (p.x, p.y, r->angle + 90, u);
}

/* The side of @target's footprint @unit's stands come at, read from the
 * point of @unit nearest @target's centre (bn-table.h). */
BnTableAspect
jg_aspect (const BnTableRect *target,
           const BnTableRect *attacker,
           double            *out_u)
{
  BnTablePoint p = nearest_point (attacker, target->x, target->y);
  double u, v;

  bn_table_rect_local (target, p.x, p.y, &u, &v);
  if (out_u != NULL)
    *out_u = u;
  return bn_table_rect_aspect (target, p.x, p.y);
}

/* Whether @target is further from @unit than its charge could take it
 * whichever side it came at (jg_charge_place ()'s first refusal). */
gboolean
jg_charge_beyond (const BnBattle *b,
                  guint           unit,
                  guint           target)
{
  /* The footprints' half-diagonals as the scene keeps them: the same sums. */
  const JgShape *shapes = jg_scene_shapes (b);
  BnTablePlace me = b->s.unit_places[unit], tp = b->s.unit_places[target];
  double reach = bn_jg_charge_mm (b->rules, (BnJgType) JGC (b)->type[unit]);

  return bn_table_length (me.x - tp.x, me.y - tp.y) > reach + shapes[unit].radius + shapes[target].radius + 1;
}

/* Where @unit, from @me, ends a charge on @target standing at @tp: facing
 * the side of @target it comes at, its line centred on it; @out_t is
 * @target's footprint there. */
static BnTablePlace
charge_end (const BnBattle    *b,
            guint              unit,
            const BnTableRect *me,
            guint              target,
            BnTablePlace       tp,
            BnTableRect       *out_t)
{
  double depth = b->s.unit_stand_mm[unit][1];
  BnTableRect t = jg_unit_rect_at (b, target, tp);
  BnTableAspect aspect;
  double u, normal;
  BnTablePoint mid, at;

  aspect = jg_aspect (&t, me, &u);
  switch (aspect)
    {
    case BN_TABLE_FRONT:
      normal = t.angle;
      mid = bn_table_rect_edge_middle (&t, BN_TABLE_EDGE_FRONT);
      break;
    case BN_TABLE_REAR:
      normal = t.angle + 180;
      mid = bn_table_rect_edge_middle (&t, BN_TABLE_EDGE_REAR);
      break;
    case BN_TABLE_FLANK:
    default:
      normal = u >= 0 ? t.angle + 90 : t.angle - 90;
      mid = bn_table_rect_edge_middle (&t, u >= 0 ? BN_TABLE_EDGE_RIGHT : BN_TABLE_EDGE_LEFT);
      break;
    }
  at = bn_table_step (mid.x, mid.y, normal, depth / 2 + 0.5);
  *out_t = t;
  return bn_table_place_make (at.x, at.y, normal + 180);
}

/* Charge into melee: where @unit ends against @target, and where @target
 * stands then ("if not already engaged in melee, the target unit may pivot
 * on itself in order to face the charging enemy unit": it does, house,
 * when it has room). The charger faces the side it comes at, its line
 * centred on it. */
gboolean
jg_charge_place (const BnBattle  *b,
                 guint            unit,
                 guint            target,
                 BnTablePlace    *out_place,
                 BnTablePlace    *out_target_place,
                 GError         **error)
{
  BnTableRect me = jg_unit_rect (b, unit);
  BnTablePlace tp = b->s.unit_places[target];
  BnTableRect t;
  double reach = bn_jg_charge_mm (b->rules, (BnJgType) JGC (b)->type[unit]);
  BnTablePlace place = tp;

  if (jg_charge_beyond (b, unit, target))
    ILLEGAL ("a unit may only charge an enemy it can reach (Junior General, Charge into Melee)");
  if (jg_engaged (b, target))
    place = charge_end (b, unit, &me, target, tp, &t);
  else
    {
      BnTablePlace pivot = bn_table_place_make (tp.x, tp.y, bn_table_heading (tp.x, tp.y, me.x, me.y));
      BnTableRect pivot_t;
      BnTablePlace pivot_place = charge_end (b, unit, &me, target, pivot, &pivot_t);
      gboolean fits;

      /* Out of reach whether the target pivots or not: its room to pivot
       * need not be measured. */
      if (bn_table_length (pivot_place.x - me.x, pivot_place.y - me.y) <= reach)
        fits = jg_place_fits (b, target, pivot, (int) unit, FALSE);
      else
        {
          place = charge_end (b, unit, &me, target, tp, &t);
          fits = bn_table_length (place.x - me.x, place.y - me.y) <= reach
                 && jg_place_fits (b, target, pivot, (int) unit, FALSE);
        }
      if (fits)
        {
          tp = pivot;
          t = pivot_t;
          place = pivot_place;
        }
      else if (bn_table_length (pivot_place.x - me.x, pivot_place.y - me.y) <= reach)
        place = charge_end (b, unit, &me, target, tp, &t);
    }
  if (bn_table_length (place.x - me.x, place.y - me.y) > reach)
    ILLEGAL ("the target is out of reach: %u cm for a charge of %s (Junior General, playsheet: "
             "Movement and Charge into Melee)", (guint) reach / 10,
             bn_jg_type_to_string ((BnJgType) JGC (b)->type[unit]));
  {
    BnTableRect mine = jg_unit_rect_at (b, unit, place);
    guint8 cs[BN_BATTLE_MAX_COMMANDERS];
    BnTablePlace cp[BN_BATTLE_MAX_COMMANDERS];
    guint n = jg_commander_places (b, target, tp, cs, cp);

    if (!jg_place_fits (b, unit, place, (int) target, TRUE) || bn_table_rect_overlap (&mine, &t))
      ILLEGAL ("there is no room against the target for the charging unit");
    /* The target's commanders, where they stand once it has pivoted. */
    for (guint i = 0; i < n; i++)
      {
        BnTableRect r = bn_table_rect_at (cp[i], b->s.commander_stand_mm[cs[i]][0], b->s.commander_stand_mm[cs[i]][1]);

        if (bn_table_rect_overlap (&mine, &r))
          ILLEGAL ("the target's commander stands where the charge would end: there is no room");
      }
  }
  /* The way there: it turns where it stands, then goes straight, through
   * no other stand and over no impassable ground. */
  if (!jg_path_clear_to (b, unit, bn_table_place_make (me.x, me.y, place.angle), place, (int) target, TRUE))
    ILLEGAL ("the way to the target is blocked: a charge may not pass through other stands or "
             "impassable ground (Junior General, Charge into Melee)");
  if (out_place != NULL)
    *out_place = place;
  if (out_target_place != NULL)
    *out_target_place = tp;
  return TRUE;
}

/* A commander alone: alive, with no unit of his, and in base contact with
 * no friendly stand ("Commander may not be attacked in melee until they
 * are in base contact with a friendly stand", read as "while"). */
gboolean
jg_commander_alone (const BnBattle *b,
                    guint           commander)
{
  BnTableRect r;

  if (commander >= b->s.n_commanders || !commander_up (b, commander) || JGC (b)->commander_unit[commander] >= 0)
    return FALSE;
  r = jg_commander_rect (b, commander);
  for (guint j = 0; j < b->s.n_units; j++)
    if (jg_unit_up (b, j) && b->s.units[j].side == b->s.commanders[commander].side)
      {
        BnTableRect o = jg_unit_rect (b, j);

        if (bn_table_rect_in_contact (&r, &o))
          return FALSE;
      }
  return TRUE;
}

gboolean
jg_commander_in_contact (const BnBattle *b,
                         guint           unit,
                         guint           commander)
{
  BnTableRect r = jg_commander_rect (b, commander), o = jg_unit_rect (b, unit);

  return bn_table_rect_in_contact (&r, &o);
}

/* A charge on a commander alone: he turns to face the charger (as a unit
 * not engaged may), and the charger ends facing him, the middle of its
 * front against his front edge. */
gboolean
jg_commander_charge_place (const BnBattle  *b,
                           guint            unit,
                           guint            commander,
                           BnTablePlace    *out_place,
                           BnTablePlace    *out_commander_place,
                           GError         **error)
{
  BnTableRect me = jg_unit_rect (b, unit);
  BnTablePlace cp = b->s.commander_places[commander];
  double reach = bn_jg_charge_mm (b->rules, (BnJgType) JGC (b)->type[unit]);
  double heading = bn_table_heading (cp.x, cp.y, me.x, me.y);
  double gap = b->s.commander_stand_mm[commander][1] / 2.0 + b->s.unit_stand_mm[unit][1] / 2.0 + 0.5;
  BnTablePoint at = bn_table_step (cp.x, cp.y, heading, gap);
  BnTablePlace place = bn_table_place_make (at.x, at.y, heading + 180);

  if (bn_table_length (place.x - me.x, place.y - me.y) > reach)
    ILLEGAL ("the commander is out of reach: %u cm for a charge of %s (Junior General, playsheet: "
             "Movement and Charge into Melee)", (guint) reach / 10,
             bn_jg_type_to_string ((BnJgType) JGC (b)->type[unit]));
  if (!jg_place_fits (b, unit, place, -1, TRUE))
    ILLEGAL ("there is no room against the commander for the charging unit");
  if (!jg_path_clear_to (b, unit, bn_table_place_make (me.x, me.y, place.angle), place, -1, TRUE))
    ILLEGAL ("the way to the commander is blocked: a charge may not pass through other stands or "
             "impassable ground (Junior General, Charge into Melee)");
  if (out_place != NULL)
    *out_place = place;
  if (out_commander_place != NULL)
    *out_commander_place = bn_table_place_make (cp.x, cp.y, heading);
  return TRUE;
}

static BnTablePlace
moved_place (BnTablePlace from,
             double       heading,
             double       mm)
{
  BnTablePoint p = bn_table_step (from.x, from.y, heading, mm);

  return bn_table_place_make (p.x, p.y, heading);
}

/* Away from (@from_x, @from_y): @unit turns its back on the point and goes
 * @mm straight, or less where stands or the table's edge stop it, by whole
 * centimetres; FALSE when it cannot get clear of every enemy. */
gboolean
jg_away_place (const BnBattle *b,
               guint           unit,
               double          from_x,
               double          from_y,
               guint           mm,
               BnTablePlace   *out_place)
{
  BnTablePlace at = b->s.unit_places[unit];
  double heading = bn_table_heading (from_x, from_y, at.x, at.y);

  for (int d = (int) mm; d >= 10; d -= 10)
    {
      BnTablePlace place = moved_place (at, heading, d);

      if (jg_place_fits (b, unit, place, -1, FALSE))
        {
          *out_place = place;
          return TRUE;
        }
    }
  return FALSE;
}

/* A commander changes unit in the Movement Phase (house: the text has
 * commanders "in base-contact" with units, and says nothing of how they
 * get there): he goes to stand behind another friendly unit, at most his
 * stand's move away (a mounted commander as heavy cavalry, one on foot as
 * heavy infantry), where there is room. */
gboolean
jg_check_commander_move (const BnBattle  *b,
                         guint            commander,
                         guint            unit,
                         GError         **error)
{
  const BnBattleCommander *cmd;
  BnBattle tmp;
  BnTablePlace from;
  guint reach;

  if (commander >= b->s.n_commanders || !b->s.commanders[commander].alive
      || b->s.commanders[commander].side != b->s.active)
    ILLEGAL ("no such commander of yours");
  cmd = &b->s.commanders[commander];
  if (cmd->moved)
    ILLEGAL ("the commander has moved this turn");
  if (unit >= b->s.n_units || !jg_unit_up (b, unit) || b->s.units[unit].side != cmd->side)
    ILLEGAL ("a commander joins a unit of his own army");
  if (JGC (b)->commander_unit[commander] == (int) unit)
    ILLEGAL ("the commander is with that unit already");
  /* Measured on a copy of the state in which he has joined it. */
  tmp = *b;
  JG (&tmp)->commander_unit[commander] = (gint8) unit;
  jg_place_commanders (&tmp, unit);
  from = b->s.commander_places[commander];
  reach = bn_jg_move_mm (b->rules, cmd->mounted ? BN_JG_HEAVY_CAVALRY : BN_JG_HEAVY_INFANTRY);
  if (cmd->hero)
    ILLEGAL ("a hero never moves on his own, only with his unit (Day of Battle, Movement)");
  if (cmd->social_rank > 0)
    {
      /* Day of Battle's leader "may move up to 30"" on his own, once a
       * game turn: at the ruleset's millimetres per inch. */
      const BnLeaderSkillRules *k = bn_battle_rules_get_leader_skills (b->rules);

      reach = MAX (reach, bn_leader_skill_rules_mm (k, k->leader_move_inches));
    }
  if (bn_table_length (tmp.s.commander_places[commander].x - from.x,
                       tmp.s.commander_places[commander].y - from.y) > reach)
    ILLEGAL ("the unit is beyond the commander's %u cm (%s)", reach / 10,
             cmd->social_rank > 0 ? "Day of Battle, Movement" : "house, Junior General");
  if (!jg_place_fits (&tmp, unit, b->s.unit_places[unit], -1, TRUE))
    ILLEGAL ("there is no room behind that unit for the commander");
  return TRUE;
}

/* Both armies on the table, each in lines across its own end: the first
 * line's front "deployment" mm from its edge, the units side by side with
 * a gap, the commanders in base contact behind theirs (one without a unit
 * joins the first of his army). */
gboolean
jg_deploy (BnBattle  *b,
           GError   **error)
{
  const int *deploy = jg_table (b->rules, "deployment");
  guint tw = b->s.table_mm[0], td = b->s.table_mm[1];
  double gap = deploy[1];

  for (guint side = 0; side < 2; side++)
    {
      gboolean south = b->scenario->baseline[side] == BN_EDGE_SOUTH;
      double angle = south ? 0 : 180;
      double front = deploy[0];     /* distance of this line's front from the edge */
      guint first = side == 0 ? 0 : b->s.n_units_side0;
      guint last = side == 0 ? b->s.n_units_side0 : b->s.n_units;
      guint i = first;

      while (i < last)
        {
          guint end = i;
          double width = 0, depth = 0;

          /* As many units as the line holds. */
          while (end < last)
            {
              double w = (double) b->s.unit_stand_mm[end][0] * b->s.units[end].figures;

              if (end > i && width + gap + w > tw - 2 * gap)
                break;
              width += (end > i ? gap : 0) + w;
              depth = MAX (depth, b->s.unit_stand_mm[end][1]);
              end++;
            }
          if (front < depth)
            {
              g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                           _("side %u's army does not fit on its end of the %u × %u cm table "
                           "(Junior General, house deployment)"), side, tw / 10, td / 10);
              return FALSE;
            }
          {
            double x = (tw - width) / 2;

            for (guint k = i; k < end; k++)
              {
                double w = (double) b->s.unit_stand_mm[k][0] * b->s.units[k].figures;
                double d = b->s.unit_stand_mm[k][1];
                double y = south ? td - front + d / 2 : front - d / 2;

                b->s.unit_places[k] = bn_table_place_make (x + w / 2, y, angle);
                x += w + gap;
              }
          }
          front -= depth + 40 + gap;   /* the next line behind, room for commanders */
          i = end;
        }
    }
  for (guint c = 0; c < b->s.n_commanders; c++)
    {
      const BnBattleCommander *cmd = &b->s.commanders[c];
      int unit = -1;

      for (guint i = 0; i < b->s.n_units && unit < 0; i++)
        if (b->s.units[i].side == cmd->side && bn_hex_equal (b->s.units[i].hex, cmd->hex))
          unit = (int) i;
      for (guint i = 0; i < b->s.n_units && unit < 0; i++)
        if (b->s.units[i].side == cmd->side)
          unit = (int) i;
      jg_attach_commander (b, c, unit);
    }
  return TRUE;
}

/* ---- the players' deployment (BN_PHASE_DEPLOY; docs/rules.md) ---- */

/* Where BN_ACTION_DEPLOY's b (the unit's centre's x, cm) and c (its
 * front's distance from the side's own edge, cm) put @unit, facing the
 * enemy's edge. */
static BnTablePlace
deploy_place (const BnBattle *b,
              guint           unit,
              guint           x_cm,
              guint           front_cm)
{
  guint side = b->s.units[unit].side;
  gboolean south = b->scenario->baseline[side] == BN_EDGE_SOUTH;
  double d = b->s.unit_stand_mm[unit][1];
  double front = front_cm * 10.0;

  return bn_table_place_make (x_cm * 10.0, south ? b->s.table_mm[1] - front + d / 2 : front - d / 2,
                              south ? 0 : 180);
}

/* A unit placed before the first turn: its own side's, wholly within the
 * side's zone (the "deployment" table's depth from its own edge), on the
 * table, clear of every other stand, not on impassable ground. */
gboolean
jg_deploy_check (const BnBattle        *b,
                 const BnBattleAction  *action,
                 GError               **error)
{
  guint depth = (guint) jg_table (b->rules, "deployment")[0];
  BnTablePlace place, now;

  if (action->a >= b->s.n_units || !jg_unit_up (b, action->a) || b->s.units[action->a].side != action->side)
    ILLEGAL ("a side places only its own units (house, Junior General deployment)");
  if (action->c * 10u > depth)
    ILLEGAL ("a unit is placed within %u cm of its side's own edge (house, Junior General deployment)",
             depth / 10);
  if (action->c * 10u < b->s.unit_stand_mm[action->a][1] || action->b * 10u > b->s.table_mm[0])
    ILLEGAL ("the unit would stand off the table");
  place = deploy_place (b, action->a, action->b, action->c);
  now = b->s.unit_places[action->a];
  if (place.x == now.x && place.y == now.y)
    ILLEGAL ("the unit stands there already");
  if (!jg_place_fits (b, action->a, place, -1, FALSE))
    ILLEGAL ("there is no room there: the unit and its commander must stand on the table, clear of "
             "other stands and of impassable ground (house, Junior General deployment)");
  return TRUE;
}

void
jg_deploy_apply (BnBattle              *b,
                 const BnBattleAction  *action)
{
  jg_set_place (b, action->a, deploy_place (b, action->a, action->b, action->c));
}

/* The places offered: every 10 cm across the table, every 5 cm of the
 * zone's depth. */
void
jg_deploy_places (const BnBattle *b,
                  GArray         *out_candidates)
{
  guint depth_cm = (guint) jg_table (b->rules, "deployment")[0] / 10;
  guint width_cm = b->s.table_mm[0] / 10;

  for (guint i = 0; i < b->s.n_units; i++)
    if (b->s.units[i].side == b->s.active && jg_unit_up (b, i))
      for (guint front = 5; front <= depth_cm && front <= 255; front += 5)
        for (guint x = 10; x < width_cm && x <= 255; x += 10)
          {
            BnBattleAction a = { BN_ACTION_DEPLOY, b->s.active, (guint8) i, (guint8) x, (guint8) front };

            g_array_append_val (out_candidates, a);
          }
}
