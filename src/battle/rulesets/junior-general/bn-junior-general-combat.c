/* bn-junior-general-combat.c — Junior General's fighting: archery with
 * its arrows running low, the war machines, melee stand against stand,
 * retreat from melee with its D10, and commanders lost on a D10. */
#include "bn-junior-general-private.h"

#include "bn-combat-preview.h"

#include <math.h>

/* A D6 or D10 from the battle's chance, logged as BN_EVENT_DIE (a: the
 * purpose; c: typed by a player; value: the face). */
gboolean
jg_roll (BnBattle      *b,
         BnDiePurpose   purpose,
         guint          sides,
         guint         *out_face,
         GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  BnChanceSource source = BN_CHANCE_SOURCE_SEEDED;
  guint face;

  if (sides == 6)
    {
      BnDieSymbol symbol;

      return battle_roll (b, purpose, &symbol, out_face, error);
    }
  if (!battle_chance_roll (b, sides, &face, &source, &local_error))
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE, "%s", local_error->message);
      return FALSE;
    }
  *out_face = face;
  battle_event (b, BN_EVENT_DIE, b->s.active, purpose, 0, source == BN_CHANCE_SOURCE_TYPED, (int) face);
  return TRUE;
}

/* The D6 just thrown (if it was logged now, not on an earlier run of the
 * action) says the least face that succeeds: @needs, at most 1 (every
 * face) and at least 7 (none); nothing where it is 0 (out of range). */
static void
note_needs (BnBattle *b,
            guint     n_events_before,
            int       needs)
{
  if (needs != 0 && b->events->len > n_events_before)
    g_array_index (b->events, BnBattleEvent, b->events->len - 1).needs = (guint8) CLAMP (needs, 1, 7);
}

static void
add_vp (BnBattle        *b,
        guint            side,
        int              delta,
        BnVictoryReason  reason)
{
  /* Not battle_add_vp(): the scenario's victory target is a hex board's
   * count; Junior General's victory is its own (jg_side_over(), the turn
   * track, the armies' break). */
  b->s.vp[side] = (guint16) ((int) b->s.vp[side] + delta);
  battle_event (b, BN_EVENT_VICTORY_POINTS, side, reason, 0, 0, delta);
}

static int
nearest_friend (const BnBattle *b,
                guint           unit)
{
  int best = -1;
  double best_d = G_MAXDOUBLE;

  for (guint j = 0; j < b->s.n_units; j++)
    if (j != unit && jg_unit_up (b, j) && b->s.units[j].side == b->s.units[unit].side)
      {
        double d = jg_unit_distance (b, unit, j);

        if (d < best_d)
          {
            best_d = d;
            best = (int) j;
          }
      }
  return best;
}

/* @commander is lost: an event, the enemy's points, and the optional
 * supreme-commander rule's mark. */
static void
lose_commander (BnBattle *b,
                guint     commander)
{
  BnBattleCommander *cmd = &b->s.commanders[commander];

  cmd->alive = 0;
  battle_event (b, BN_EVENT_COMMANDER_ELIMINATED, cmd->side, commander, 0, 0, 0);
  if (cmd->rank == BN_COMMANDER_ARMY)
    JG (b)->supreme_lost[cmd->side] = 1;
  add_vp (b, 1 - cmd->side, jg_table (b->rules, "victory")[1], BN_VICTORY_COMMANDER);
}

/* A campaign leader taken or slain by Day of Battle's risk
 * (bn-battle-risk.c): the other side scores him as a commander lost. His
 * successor commands, so the supreme-commander rule's mark is not set. */
void
jg_commander_taken (BnBattle *b,
                    guint     commander)
{
  add_vp (b, 1 - b->s.commanders[commander].side, jg_table (b->rules, "victory")[1], BN_VICTORY_COMMANDER);
}

/* A commander whose unit is gone joins the nearest friendly unit, if
 * there is room behind it; else he stays where he stood, alone. */
static void
rejoin_commanders (BnBattle *b,
                   guint     unit)
{
  if (jg_unit_up (b, unit))
    return;
  for (guint c = 0; c < b->s.n_commanders; c++)
    if (b->s.commanders[c].alive && JGC (b)->commander_unit[c] == (int) unit)
      {
        int to = nearest_friend (b, unit);

        JG (b)->commander_unit[c] = -1;
        if (to >= 0)
          {
            BnTablePlace was = b->s.commander_places[c];

            jg_attach_commander (b, c, to);
            if (!jg_place_fits (b, (guint) to, b->s.unit_places[to], -1, TRUE))
              {
                JG (b)->commander_unit[c] = -1;
                b->s.commander_places[c] = was;
                jg_place_commanders (b, (guint) to);
              }
          }
      }
}

/* "If the unit suffers losses, the commander in base-contact with may be
 * lost. Throw 1D10": 1–3 after melee, 1 after an archery attack. */
static gboolean
commanders_after_losses (BnBattle  *b,
                         guint      unit,
                         gboolean   melee,
                         GError   **error)
{
  for (guint c = 0; c < b->s.n_commanders; c++)
    {
      guint face;

      /* A leader with a career's personal combat skill takes Day of
       * Battle's risk instead, checked for the same melee or shot
       * (bn-battle-risk.c): one risk a combat, not two. */
      if (!b->s.commanders[c].alive || JGC (b)->commander_unit[c] != (int) unit || b->s.commanders[c].pcs > 0)
        continue;
      b->s.active = b->s.commanders[c].side;
      if (!jg_roll (b, BN_DIE_COMMANDER_LOSS, 10, &face, error))
        return FALSE;
      if (bn_jg_commander_lost (b->rules, melee, face))
        lose_commander (b, c);
    }
  rejoin_commanders (b, unit);
  return TRUE;
}

void
jg_lose_stands (BnBattle *b,
                guint     unit,
                guint     n,
                guint     killer_side)
{
  JgState *st = JG (b);
  BnBattleUnit *u = &b->s.units[unit];

  for (guint k = 0; k < n && u->figures > 0; k++)
    {
      guint low, out;

      u->figures--;
      battle_event (b, BN_EVENT_FIGURE_LOST, u->side, unit, 0, 0, u->figures);
      add_vp (b, killer_side, jg_table (b->rules, "victory")[0], BN_VICTORY_UNIT);
      /* The stands lost are archers with arrows first, then turned ones. */
      out = MIN (jg_out (b, unit), u->figures);
      low = MIN (jg_low (b, unit), u->figures - out);
      st->arrows[unit] = (guint8) (low | out << 4);
    }
  if (u->figures == 0)
    {
      battle_event (b, BN_EVENT_UNIT_ELIMINATED, u->side, unit, 0, 0, 0);
      battle_retainers_unit_lost (b, unit);
    }
  jg_place_commanders (b, unit);
}

/* The melee's winner @unit may go @mm ahead into the place of the enemy
 * it destroyed: its side answers before the step goes on. */
static void
offer_follow (BnBattle *b,
              guint     unit,
              guint     mm,
              guint     side)
{
  JgState *st = JG (b);
  BnTablePlace place;

  st->follow_unit = (guint8) unit;
  st->follow_mm = (guint8) MIN (mm, 255);
  st->follow_next = (guint8) side;
  if (!jg_follow_place (b, &place))
    {
      st->follow_unit = JG_NONE;
      return;
    }
  b->s.active = b->s.units[unit].side;
}

/* ---- archery and machines ---- */

static gboolean
is_shooter (BnJgType type)
{
  return type == BN_JG_ARCHERY || type == BN_JG_BALLISTA || type == BN_JG_CATAPULT;
}

/* FALSE when jg_check_shoot () refuses @unit whatever its target. */
gboolean
jg_may_shoot (const BnBattle *b,
              guint           unit)
{
  return is_shooter ((BnJgType) JGC (b)->type[unit]) && !b->s.units[unit].unloaded && !jg_engaged (b, unit);
}

gboolean
jg_check_shoot (const BnBattle  *b,
                guint            unit,
                guint            target,
                GError         **error)
{
  const BnBattleUnit *u = &b->s.units[unit];
  BnJgType type = (BnJgType) JGC (b)->type[unit];

  if (!is_shooter (type))
    ILLEGAL ("only archery and war machines shoot (Junior General, Archery)");
  if (u->unloaded)
    ILLEGAL ("each archery unit may shoot once in a turn (Junior General, Archery)");
  /* Without a reason asked for, the commonest refusal first (kept for the
   * pair): most enemies are out of range. */
  if (error == NULL && target < b->s.n_units && !jg_scene_in_range (b, unit, target))
    return FALSE;
  if (target >= b->s.n_units || !jg_unit_up (b, target) || b->s.units[target].side == u->side)
    ILLEGAL ("no such enemy unit");
  if (jg_scene_engaged (b, unit))
    ILLEGAL ("units engaged in melee may not fire (Junior General, Archery)");
  if (jg_scene_engaged (b, target))
    ILLEGAL ("units engaged in melee may not be targeted (Junior General, Archery)");
  if (!jg_scene_in_range (b, unit, target))
    ILLEGAL ("the target is beyond %u cm: no part of it is in range (Junior General, playsheet: Missiles)",
             bn_jg_missile_range_mm (b->rules, type) / 10);
  return TRUE;
}

/* "Roll a 1D6 for every single stand … Whenever a 1 is rolled one of the
 * archer stands should be turned to face backwards … Once all the stands
 * in a unit have been turned around, each subsequent 1 rolled will replace
 * a stand of archers … with an infantry stand." */
static void
arrows_on_one (BnBattle *b,
               guint     unit)
{
  JgState *st = JG (b);
  guint low = jg_low (b, unit), out = jg_out (b, unit);
  guint archers = b->s.units[unit].figures - out;

  if (low < archers)
    low++;
  else if (archers > 0)
    {
      out++;
      low--;
    }
  st->arrows[unit] = (guint8) (low | out << 4);
  battle_event (b, BN_EVENT_ARROWS, b->s.units[unit].side, unit, low, out, 0);
  if (out >= b->s.units[unit].figures)
    {
      /* Every stand has run out: the unit is infantry now (house: light). */
      st->type[unit] = BN_JG_LIGHT_INFANTRY;
      st->arrows[unit] = 0;
    }
}

gboolean
jg_shoot (BnBattle  *b,
          guint      unit,
          guint      target,
          GError   **error)
{
  BnBattleUnit *u = &b->s.units[unit];
  BnJgType type = (BnJgType) JGC (b)->type[unit];
  BnJgType target_type = (BnJgType) JGC (b)->type[target];
  double distance = jg_unit_distance (b, unit, target);
  gboolean cover = jg_in_cover (b, target);
  guint shooters = type == BN_JG_ARCHERY ? u->figures - jg_out (b, unit) : u->figures;
  guint dice = shooters + (jg_commander_of (b, unit) >= 0 ? jg_modifier (b->rules, JG_MOD_COMMANDER_DICE) : 0);
  guint kills = 0;
  guint side = u->side;

  u->unloaded = 1;
  if (JGC (b)->step == BN_JG_STEP_ARCHERY_FIRST)
    u->stopped = 1;
  battle_event (b, BN_EVENT_BATTLE, side, unit, target, (guint) CLAMP (lround (distance / 10), 2, 255), (int) dice);
  for (guint d = 0; d < dice; d++)
    {
      guint face, k, before = b->events->len;

      b->s.active = (guint8) side;
      if (!jg_roll (b, BN_DIE_SHOOT, 6, &face, error))
        return FALSE;
      note_needs (b, before, (int) bn_jg_missile_needs (b->rules, type, target_type, (guint) lround (distance), cover));
      k = bn_jg_missile_kills (b->rules, type, target_type, (guint) lround (distance), cover, face);
      kills += k == G_MAXUINT ? 0 : k;
      if (face == 1 && type == BN_JG_ARCHERY && JGC (b)->type[unit] == BN_JG_ARCHERY)
        arrows_on_one (b, unit);
    }
  /* Day of Battle's Archer with the unit: his bonus D20, a stand more. */
  {
    guint archer = 0;

    b->s.active = (guint8) side;
    if (!battle_retainer_bonus_die (b, unit, target, FALSE, &archer, error))
      return FALSE;
    kills += archer;
  }
  kills = MIN (kills, b->s.units[target].figures);
  if (kills > 0)
    {
      jg_lose_stands (b, target, kills, side);
      if (!commanders_after_losses (b, target, FALSE, error))
        return FALSE;
    }
  b->s.active = (guint8) side;
  jg_side_over (b);
  return TRUE;
}

/* ---- melee ---- */

/* How @unit meets @target: the side of @target it comes at, and how many
 * stands face each other — along a front or rear edge, the stands whose
 * frontage overlaps; on a flank, the one at the end. 0: not in contact. */
int
jg_melee_geometry (const BnBattle *b,
                   guint           unit,
                   guint           target,
                   BnTableAspect  *out_aspect)
{
  BnTableRect a, t;
  BnTableAspect aspect;
  BnTablePoint corners[4];
  double lo = G_MAXDOUBLE, hi = -G_MAXDOUBLE, overlap;
  int n;

  /* bn_table_rect_in_contact () of the two footprints, as the scene
   * measures it. */
  if (!jg_in_contact (b, unit, target))
    return 0;
  a = jg_unit_rect (b, unit);
  t = jg_unit_rect (b, target);
  aspect = jg_aspect (&t, &a, NULL);
  if (out_aspect != NULL)
    *out_aspect = aspect;
  if (aspect == BN_TABLE_FLANK)
    return 1;
  bn_table_rect_corners (&a, corners);
  for (guint i = 0; i < 4; i++)
    {
      double u, v;

      bn_table_rect_local (&t, corners[i].x, corners[i].y, &u, &v);
      lo = MIN (lo, u);
      hi = MAX (hi, u);
    }
  overlap = MIN (hi, t.width / 2) - MAX (lo, -t.width / 2);
  n = (int) lround (overlap / MAX (b->s.unit_stand_mm[target][0], 1));
  n = CLAMP (n, 1, (int) MIN (b->s.units[unit].figures, b->s.units[target].figures));
  return n;
}

static gboolean
infantry (BnJgType type)
{
  return !bn_jg_is_cavalry (type);
}

/* The dice @unit rolls against @target with @stands facing it from
 * @aspect: a die a stand ("a cavalry stand may attack two infantry stands
 * on their flank": two), one more with a commander in base contact, one
 * more for cavalry of two or more stands that charged this turn. */
guint
jg_melee_dice (const BnBattle *b,
               guint           unit,
               guint           target,
               guint           stands,
               BnTableAspect   aspect)
{
  const BnBattleRules *rules = b->rules;
  BnJgType type = (BnJgType) JGC (b)->type[unit];
  guint dice = stands;

  if (aspect != BN_TABLE_FRONT && bn_jg_is_cavalry (type) && infantry ((BnJgType) JGC (b)->type[target]))
    dice = stands * jg_modifier (rules, JG_MOD_FLANK_INFANTRY);
  if (jg_commander_of (b, unit) >= 0)
    dice += jg_modifier (rules, JG_MOD_COMMANDER_DICE);
  if (bn_jg_is_cavalry (type) && b->s.units[unit].follow_up
      && b->s.units[unit].figures >= jg_modifier (rules, JG_MOD_CHARGE_STANDS))
    dice += jg_modifier (rules, JG_MOD_CHARGE_DICE);
  return dice;
}

/* The explain_dice hook: a shot's dice (a stand with arrows each, one
 * more with a commander in base contact) or a melee's (jg_melee_dice(),
 * term by term); a charge, not yet in contact, is left to the total its
 * melee declares. */
void
jg_explain_dice (const BnBattle       *b,
                 const BnBattleAction *action,
                 GArray               *terms)
{
  const BnBattleRules *rules = b->rules;
  guint unit = action->a, target = action->b;
  BnJgType type = (BnJgType) JGC (b)->type[unit];
  guint step = JGC (b)->step;
  BnDiceTerm term = { BN_DICE_WHY_STANDS, 0, 0, NULL };
  int c = jg_commander_of (b, unit);

  if (step == BN_JG_STEP_ARCHERY_FIRST || step == BN_JG_STEP_ARCHERY_SECOND || step == BN_JG_STEP_ARCHERY_THIRD)
    {
      guint shooters = type == BN_JG_ARCHERY ? b->s.units[unit].figures - jg_out (b, unit) : b->s.units[unit].figures;

      term.dice = (int) shooters;
      term.detail = shooters;
      g_array_append_val (terms, term);
    }
  else if (step == BN_JG_STEP_MELEE)
    {
      BnTableAspect aspect = BN_TABLE_FRONT;
      int stands = jg_melee_geometry (b, unit, target, &aspect);
      guint total;

      if (stands <= 0)
        return;
      total = jg_melee_dice (b, unit, target, (guint) stands, aspect);
      term.dice = stands;
      term.detail = (guint) stands;
      g_array_append_val (terms, term);
      if (aspect != BN_TABLE_FRONT && bn_jg_is_cavalry (type) && infantry ((BnJgType) JGC (b)->type[target]))
        {
          term = (BnDiceTerm) { BN_DICE_WHY_FLANK_STANDS,
                                stands * ((int) jg_modifier (rules, JG_MOD_FLANK_INFANTRY) - 1), 0, NULL };
          g_array_append_val (terms, term);
        }
      if (bn_jg_is_cavalry (type) && b->s.units[unit].follow_up
          && b->s.units[unit].figures >= jg_modifier (rules, JG_MOD_CHARGE_STANDS))
        {
          term = (BnDiceTerm) { BN_DICE_WHY_CHARGE, (int) jg_modifier (rules, JG_MOD_CHARGE_DICE), 0, NULL };
          g_array_append_val (terms, term);
        }
      if (c >= 0)
        {
          term = (BnDiceTerm) { BN_DICE_WHY_LEADER, (int) jg_modifier (rules, JG_MOD_COMMANDER_DICE), (guint) c, NULL };
          g_array_append_val (terms, term);
        }
      /* The terms are jg_melee_dice()'s own: they add up to it. */
      {
        int sum = 0;

        for (guint i = 0; i < terms->len; i++)
          sum += g_array_index (terms, BnDiceTerm, i).dice;
        g_warn_if_fail (sum == (int) total);
      }
      return;
    }
  else
    return;
  if (c >= 0)
    {
      term = (BnDiceTerm) { BN_DICE_WHY_LEADER, (int) jg_modifier (rules, JG_MOD_COMMANDER_DICE), (guint) c, NULL };
      g_array_append_val (terms, term);
    }
}

gboolean
jg_check_melee (const BnBattle  *b,
                guint            unit,
                guint            target,
                GError         **error)
{
  const BnBattleUnit *u = &b->s.units[unit];

  if (u->battled)
    ILLEGAL ("a stand may attack once per turn (Junior General, Melee)");
  if (target >= b->s.n_units || !jg_unit_up (b, target) || b->s.units[target].side == u->side)
    ILLEGAL ("no such enemy unit");
  /* A unit in contact with no enemy (known once for the table) is in
   * contact with none of them. */
  if ((error == NULL && !jg_engaged (b, unit)) || !jg_in_contact (b, unit, target))
    ILLEGAL ("melee is fought by stands in base contact; charge to get there (Junior General, Melee)");
  return TRUE;
}

/* Day of Battle in @unit's melee: the attached leader's Combat Bonus die
 * and the Champion's die, a stand more each that hits; a Herald near sees
 * it. Nothing for a unit without them (quick games). */
static gboolean
leader_dice (BnBattle  *b,
             guint      unit,
             guint      target,
             guint     *kills,
             GError   **error)
{
  guint bonus = 0, champion = 0;

  b->s.active = b->s.units[unit].side;
  if (!battle_leader_bonus_die (b, unit, target, &bonus, error)
      || !battle_retainer_bonus_die (b, unit, target, TRUE, &champion, error))
    return FALSE;
  battle_retainers_witness (b, unit);
  *kills += bonus + champion;
  return TRUE;
}

/* Rolls @dice for @unit against @target: the stands they would remove. */
static gboolean
melee_roll (BnBattle  *b,
            guint      unit,
            guint      target,
            guint      dice,
            int        bonus,
            guint     *out_kills,
            GError   **error)
{
  guint kills = 0;

  for (guint d = 0; d < dice; d++)
    {
      guint face, before = b->events->len;

      b->s.active = b->s.units[unit].side;
      if (!jg_roll (b, BN_DIE_ATTACK, 6, &face, error))
        return FALSE;
      note_needs (b, before, MAX ((int) bn_jg_melee_needs (b->rules, (BnJgType) JGC (b)->type[unit],
                                                           (BnJgType) JGC (b)->type[target]) - bonus, 1));
      if (bn_jg_melee_kills (b->rules, (BnJgType) JGC (b)->type[unit], (BnJgType) JGC (b)->type[target],
                             face, bonus))
        kills++;
    }
  *out_kills = kills;
  return TRUE;
}

/* "Melee is a combat made up of single, simultaneous, clashes, one stand
 * vs. one stand … Friend and foe stands can eliminate each other in the
 * same melee." The attacker's stands strike; the target's stands that
 * face it and have not struck this turn strike back at once; losses are
 * taken together. */
gboolean
jg_melee (BnBattle  *b,
          guint      unit,
          guint      target,
          GError   **error)
{
  const BnBattleRules *rules = b->rules;
  BnBattleUnit *u = &b->s.units[unit], *t = &b->s.units[target];
  guint side = u->side;
  BnTableAspect aspect = BN_TABLE_FRONT, back_aspect = BN_TABLE_FRONT;
  int stands = jg_melee_geometry (b, unit, target, &aspect);
  guint dice = jg_melee_dice (b, unit, target, (guint) stands, aspect);
  int bonus = aspect != BN_TABLE_FRONT ? (int) jg_modifier (rules, JG_MOD_FLANK) : 0;
  guint kills = 0, back_kills = 0;
  gboolean strikes_back = !t->battled && aspect == BN_TABLE_FRONT;

  u->battled = 1;
  battle_event (b, BN_EVENT_BATTLE, side, unit, target, 1, (int) dice);
  if (!melee_roll (b, unit, target, dice, bonus, &kills, error)
      || !leader_dice (b, unit, target, &kills, error))
    return FALSE;
  if (strikes_back)
    {
      int back = jg_melee_geometry (b, target, unit, &back_aspect);
      guint back_dice = jg_melee_dice (b, target, unit, (guint) MAX (back, 1), back_aspect);

      t->battled = 1;
      /* One melee, one `battle` event (the career reads a melee from it);
       * the blows back are told as the defender's stand. */
      battle_event (b, BN_EVENT_STAND, t->side, target, 1, 0, (int) back_dice);
      if (!melee_roll (b, target, unit, back_dice,
                       back_aspect != BN_TABLE_FRONT ? (int) jg_modifier (rules, JG_MOD_FLANK) : 0,
                       &back_kills, error)
          || !leader_dice (b, target, unit, &back_kills, error))
        return FALSE;
    }
  kills = MIN (kills, (guint) t->figures);
  back_kills = MIN (back_kills, (guint) u->figures);
  if (kills > 0)
    jg_lose_stands (b, target, kills, side);
  if (back_kills > 0)
    jg_lose_stands (b, unit, back_kills, 1 - side);
  if (kills > 0 && !commanders_after_losses (b, target, TRUE, error))
    return FALSE;
  if (back_kills > 0 && !commanders_after_losses (b, unit, TRUE, error))
    return FALSE;
  b->s.active = (guint8) side;
  if (jg_side_over (b))
    return TRUE;
  /* "The winner stand can move and occupy the position of the eliminated
   * enemy stand": once the enemy line is gone, the place of its stands
   * facing the winner is that line's depth ahead (a flank: a stand's
   * frontage). */
  if (!jg_unit_up (b, target) && jg_unit_up (b, unit))
    offer_follow (b, unit, aspect == BN_TABLE_FLANK ? b->s.unit_stand_mm[target][0]
                                                    : b->s.unit_stand_mm[target][1], side);
  else if (!jg_unit_up (b, unit) && jg_unit_up (b, target) && strikes_back)
    offer_follow (b, target, back_aspect == BN_TABLE_FLANK ? b->s.unit_stand_mm[unit][0]
                                                           : b->s.unit_stand_mm[unit][1], side);
  return TRUE;
}

/* ---- a commander alone ---- */

/* "Their status is stated in the order of battle of a game (light
 * infantry commander, heavy cavalry commander ecc.)": a roster says only
 * mounted or on foot, read as heavy cavalry or heavy infantry (house). */
BnJgType
jg_commander_type (const BnBattle *b,
                   guint           commander)
{
  return b->s.commanders[commander].mounted ? BN_JG_HEAVY_CAVALRY : BN_JG_HEAVY_INFANTRY;
}

/* A unit against a commander alone: one stand faces his single stand; the
 * unit's own commander's die and the charging cavalry's die as ever. */
guint
jg_commander_fight_dice (const BnBattle *b,
                         guint           unit)
{
  const BnBattleRules *rules = b->rules;
  guint dice = 1;

  if (jg_commander_of (b, unit) >= 0)
    dice += jg_modifier (rules, JG_MOD_COMMANDER_DICE);
  if (bn_jg_is_cavalry ((BnJgType) JGC (b)->type[unit]) && b->s.units[unit].follow_up
      && b->s.units[unit].figures >= jg_modifier (rules, JG_MOD_CHARGE_STANDS))
    dice += jg_modifier (rules, JG_MOD_CHARGE_DICE);
  return dice;
}

gboolean
jg_check_fight_commander (const BnBattle  *b,
                          guint            unit,
                          guint            commander,
                          GError         **error)
{
  const BnBattleUnit *u = &b->s.units[unit];

  if (u->battled)
    ILLEGAL ("a stand may attack once per turn (Junior General, Melee)");
  if (commander >= b->s.n_commanders || !b->s.commanders[commander].alive
      || b->s.commanders[commander].side == u->side)
    ILLEGAL ("no such enemy commander");
  if (!jg_commander_alone (b, commander))
    ILLEGAL ("a commander in base contact with a friendly stand may not be attacked in melee "
             "(Junior General, Commanders)");
  if (!jg_commander_in_contact (b, unit, commander))
    ILLEGAL ("melee is fought by stands in base contact; charge to get there (Junior General, Melee)");
  return TRUE;
}

/* The unit's stand and the commander strike at once; "if they fight
 * alone they get +1 in the combat result": +1 on his die. A success on
 * him and he is lost; his success removes a stand. */
gboolean
jg_fight_commander (BnBattle  *b,
                    guint      unit,
                    guint      commander,
                    GError   **error)
{
  const BnBattleRules *rules = b->rules;
  BnBattleUnit *u = &b->s.units[unit];
  guint side = u->side;
  BnJgType type = (BnJgType) JGC (b)->type[unit], ctype = jg_commander_type (b, commander);
  guint dice = jg_commander_fight_dice (b, unit);
  gboolean hit = FALSE, back = FALSE;
  guint face;

  u->battled = 1;
  battle_event (b, BN_EVENT_STAND, side, unit, 2, commander, (int) dice);
  for (guint d = 0; d < dice; d++)
    {
      guint before = b->events->len;

      b->s.active = (guint8) side;
      if (!jg_roll (b, BN_DIE_ATTACK, 6, &face, error))
        return FALSE;
      note_needs (b, before, (int) bn_jg_melee_needs (rules, type, ctype));
      hit |= bn_jg_melee_kills (rules, type, ctype, face, 0);
    }
  battle_event (b, BN_EVENT_STAND, 1 - side, commander, 3, unit, 1);
  b->s.active = (guint8) (1 - side);
  {
    guint before = b->events->len;

    if (!jg_roll (b, BN_DIE_ATTACK, 6, &face, error))
      return FALSE;
    note_needs (b, before, MAX ((int) bn_jg_melee_needs (rules, ctype, type) - (int) jg_modifier (rules, JG_MOD_LONE_COMMANDER), 1));
  }
  back = bn_jg_melee_kills (rules, ctype, type, face, (int) jg_modifier (rules, JG_MOD_LONE_COMMANDER));
  if (hit)
    lose_commander (b, commander);
  if (back)
    {
      jg_lose_stands (b, unit, 1, 1 - side);
      if (!commanders_after_losses (b, unit, TRUE, error))
        return FALSE;
    }
  b->s.active = (guint8) side;
  if (jg_side_over (b))
    return TRUE;
  if (hit && jg_unit_up (b, unit))
    offer_follow (b, unit, b->s.commander_stand_mm[commander][1], side);
  return TRUE;
}

/* ---- the winner's follow-up ---- */

gboolean
jg_follow_place (const BnBattle *b,
                 BnTablePlace   *out_place)
{
  const JgState *st = JGC (b);
  BnTablePlace at;
  BnTablePoint p;

  if (st->follow_unit == JG_NONE || !jg_unit_up (b, st->follow_unit))
    return FALSE;
  at = b->s.unit_places[st->follow_unit];
  p = bn_table_step (at.x, at.y, at.angle, st->follow_mm);
  *out_place = bn_table_place_make (p.x, p.y, at.angle);
  /* Into contact with the next enemy is allowed: "Melee continues in the
   * following turn" (the playsheet's example). */
  return jg_path_clear (b, st->follow_unit, at, *out_place, -1);
}

/* ---- retreat from melee ---- */

/* The middle of the enemy stands @unit is in contact with. */
static gboolean
contact_middle (const BnBattle *b,
                guint           unit,
                double         *out_x,
                double         *out_y)
{
  double x = 0, y = 0;
  guint n = 0;

  for (guint j = 0; j < b->s.n_units; j++)
    if (jg_unit_up (b, j) && b->s.units[j].side != b->s.units[unit].side && jg_in_contact (b, unit, j))
      {
        x += b->s.unit_places[j].x;
        y += b->s.unit_places[j].y;
        n++;
      }
  if (n == 0)
    return FALSE;
  *out_x = x / n;
  *out_y = y / n;
  return TRUE;
}

gboolean
jg_check_retreat (const BnBattle  *b,
                  guint            unit,
                  GError         **error)
{
  double x, y;
  BnTablePlace away;
  /* The answer depends on the table alone: kept while it is only read. */
  int known = error == NULL ? jg_scene_retreat_known (b, unit) : -1;

  if (known >= 0)
    return known;
  if (!jg_unit_up (b, unit))
    ILLEGAL ("no such unit");
  if (!contact_middle (b, unit, &x, &y))
    {
      jg_scene_retreat_found (b, unit, FALSE);
      ILLEGAL ("only a unit engaged in melee retreats from it (Junior General, Retreat from melee)");
    }
  if (!jg_away_place (b, unit, x, y, (guint) jg_table (b->rules, "retreat")[0] * 10, &away))
    {
      jg_scene_retreat_found (b, unit, FALSE);
      ILLEGAL ("the unit has no room to get clear of the melee");
    }
  jg_scene_retreat_found (b, unit, TRUE);
  return TRUE;
}

/* "Before that they must roll 1D10: 1,2 and a cavalry stand is lost;
 * 1,2,3,4,5 and an infantry stand is lost. Retreating stands/units have an
 * extra 15 cm movement": it turns its back on the enemy and goes 15 cm
 * (less where the way is blocked). */
gboolean
jg_retreat (BnBattle  *b,
            guint      unit,
            GError   **error)
{
  guint side = b->s.units[unit].side;
  double x, y;
  guint face;
  BnTablePlace away, from = b->s.unit_places[unit];

  contact_middle (b, unit, &x, &y);
  if (!jg_roll (b, BN_DIE_RETREAT_LOSS, 10, &face, error))
    return FALSE;
  if (bn_jg_retreat_loses (b->rules, (BnJgType) JGC (b)->type[unit], face))
    {
      /* Day of Battle: the Standard raises the unit (the D10 reads its
       * 1–3 more); else the attached leader's Morale Bonus check holds it
       * together. Either way no stand is lost. */
      guint standard_r = 0, standard = battle_retainer_standard (b, unit, &standard_r);
      gboolean steadied = FALSE;

      if (standard > 0 && !bn_jg_retreat_loses (b->rules, (BnJgType) JGC (b)->type[unit], face + standard))
        {
          battle_retainer_standard_held (b, standard_r, unit);
          steadied = TRUE;
        }
      else
        {
          b->s.active = (guint8) side;
          if (!battle_leader_steadies (b, unit, &steadied, error))
            return FALSE;
        }
      if (steadied)
        face = 0;
    }
  /* A unit that retreats from melee has lost it: its Archer, Champion and
   * Standard are lost (Day of Battle, Special Retainers). */
  battle_retainers_unit_lost (b, unit);
  if (face > 0 && bn_jg_retreat_loses (b->rules, (BnJgType) JGC (b)->type[unit], face))
    {
      guint killer = 1 - side;

      /* The playsheet's commander roll follows melee and archery only. */
      jg_lose_stands (b, unit, 1, killer);
      if (!jg_unit_up (b, unit))
        {
          rejoin_commanders (b, unit);
          b->s.active = (guint8) side;
          jg_side_over (b);
          return TRUE;
        }
    }
  if (jg_away_place (b, unit, x, y, (guint) jg_table (b->rules, "retreat")[0] * 10, &away))
    {
      double cm = bn_table_length (away.x - from.x, away.y - from.y) / 10;

      jg_set_place (b, unit, away);
      battle_event (b, BN_EVENT_RETREAT, side, unit, 0, 0, 0);
      battle_event (b, BN_EVENT_TABLE_MOVED, side, unit, (guint) (away.angle / 5) % 72,
                    (guint) MIN (lround (cm), 255), BN_TABLE_MOVE_RETREAT);
    }
  b->s.active = (guint8) side;
  jg_side_over (b);
  return TRUE;
}
