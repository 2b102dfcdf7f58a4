/* bn-lionheart-combat.c — Lionheart's hand-to-hand and shooting: both
 * sides rolling, shield blocks, saving rolls, panic rolls and panic
 * moves. */
#include "bn-lionheart-private.h"

/* ---- combat ---- */

static gboolean
roll_face (BnBattle      *b,
           BnDiePurpose   purpose,
           LhFace        *out,
           GError       **error)
{
  BnDieSymbol sym;

  if (!battle_roll (b, purpose, &sym, NULL, error))
    return FALSE;
  *out = lh_face_of_symbol (sym);
  return TRUE;
}

static void
lose_figure (BnBattle *b,
             guint     unit)
{
  BnBattleUnit *u = &b->s.units[unit];

  if (u->figures == 0)
    return;
  u->figures--;
  battle_event (b, BN_EVENT_FIGURE_LOST, u->side, unit, 0, 0, u->figures);
  if (u->figures == 0)
    {
      battle_event (b, BN_EVENT_UNIT_ELIMINATED, u->side, unit, 0, 0, 0);
      battle_retainers_unit_lost (b, unit);
      battle_add_vp (b, 1 - u->side, 1, BN_VICTORY_UNIT);
    }
}

/* Saving rolls for @hits on @target caused by @source; returns the
 * casualties. */
static gboolean
saves (BnBattle  *b,
       guint      target,
       guint      source,
       guint      hits,
       gboolean   melee,
       guint     *out_casualties,
       GError   **error)
{
  const BnBattleUnit *t = &b->s.units[target];
  LhWeapon w = lh_unit_weapon (b, source);
  int armour = t->armour_level;
  guint lost = 0;
  gboolean any = FALSE;
  LhTroop troop;
  LhSaveCase save_case = lh_save_case (melee, t->shields);

  /* Heavy weapons in hand-to-hand, longbows and arbalests at a
   * distance: the target saves "as if armour is lighter". */
  armour -= lh_armour_reduction (b->rules, w, melee);
  troop = lh_troop (t, lh_is_horse (b, target));
  for (guint f = 0; f < LH_N_FACES; f++)
    any |= lh_save (b->rules, troop, armour, save_case, (LhFace) f);
  /* "(no save)": no die to roll. */
  for (guint i = 0; i < hits && !any; i++)
    lost++;
  for (guint i = 0; i < hits && any; i++)
    {
      LhFace f;

      if (!roll_face (b, BN_DIE_SAVE, &f, error))
        return FALSE;
      if (!lh_save (b->rules, troop, armour, save_case, f))
        lost++;
    }
  *out_casualties = lost;
  return TRUE;
}

/**
 * bn_lh_saves:
 *
 * The saving roll as saves() reads it, for the account of a combat
 * already fought (the troop, armour and shields of a unit do not change
 * in a battle).
 */
gboolean
bn_lh_saves (const BnBattle *battle,
             guint           target,
             guint           source,
             gboolean        melee,
             BnDieSymbol     symbol,
             gboolean       *out_any)
{
  const BnBattleUnit *t;
  int armour;
  LhTroop troop;
  LhSaveCase save_case;
  gboolean any = FALSE;

  g_return_val_if_fail (battle != NULL && target < battle->s.n_units && source < battle->s.n_units, FALSE);

  t = &battle->s.units[target];
  save_case = lh_save_case (melee, t->shields);
  armour = t->armour_level - lh_armour_reduction (battle->rules, lh_unit_weapon (battle, source), melee);
  troop = lh_troop (t, lh_is_horse (battle, target));
  for (guint f = 0; f < LH_N_FACES; f++)
    any |= lh_save (battle->rules, troop, armour, save_case, (LhFace) f);
  if (out_any != NULL)
    *out_any = any;
  return any && lh_save (battle->rules, troop, armour, save_case, lh_face_of_symbol (symbol));
}

/* Hand-to-hand: "Units fighting on their flank subtract one from their
 * roll; units fighting on their rear subtract two. Units that are already
 * panicked subtract two. If one unit took more casualties than the other,
 * the difference is subtracted from its roll and added to the roll of the
 * other." It panics when the result is at most its casualties (twice them
 * for cavalry and light troops): a margin of 0 or less. */
int
lh_melee_panic_margin (int      roll,
                       guint    aspect,
                       gboolean panicked,
                       guint    own_casualties,
                       guint    their_casualties,
                       gboolean doubled)
{
  int total = roll - (int) aspect - (panicked ? 2 : 0) + (int) their_casualties - (int) own_casualties;

  return total - (int) (doubled ? 2 * own_casualties : own_casualties);
}

/* Missile fire: "If the unit is already panicked, subtract two … If the
 * roll is less than the number of casualties the unit received, the unit
 * panics": a margin below 0. */
int
lh_missile_panic_margin (int      roll,
                         gboolean panicked,
                         guint    casualties,
                         gboolean doubled)
{
  return roll - (panicked ? 2 : 0) - (int) (doubled ? 2 * casualties : casualties);
}

static gboolean
morale_roll (BnBattle  *b,
             guint      unit,
             int       *out_total,
             GError   **error)
{
  int total = 0;

  for (guint d = 0; d < b->s.units[unit].morale; d++)
    {
      LhFace f;

      if (!roll_face (b, BN_DIE_PANIC, &f, error))
        return FALSE;
      total += (int) lh_face_points (b->rules, f);
    }
  *out_total = total;
  return TRUE;
}

static gboolean
visible_unpanicked_enemy (const BnBattle *b,
                          guint           unit,
                          guint           enemy)
{
  const BnBattleUnit *e = &b->s.units[enemy];

  return lh_unit_up (b, enemy) && e->side != b->s.units[unit].side && !e->panicked
         && (bn_hex_distance (e->hex, b->s.units[unit].hex) <= 1
             || battle_line_of_sight (b, enemy, b->s.units[unit].hex));
}

/* "Panic moves": the die says how far; each hex farther from all visible
 * unpanicked enemies if possible and never closer to one; the first hex
 * after hand-to-hand farther from the opponent. A unit that cannot stops
 * and loses a figure for each panic on a die per figure. */
static gboolean
panic_move (BnBattle  *b,
            guint      unit,
            int        opponent,
            GError   **error)
{
  BnBattleUnit *u = &b->s.units[unit];
  LhFace f;
  guint hexes;

  if (!roll_face (b, BN_DIE_PANIC_MOVE, &f, error))
    return FALSE;
  hexes = lh_panic_move (b->rules, lh_unit_speed (b, unit), f);
  for (guint step = 0; step < hexes; step++)
    {
      int best_dir = -1;
      int best_score = G_MININT;
      gboolean visible[BN_BATTLE_MAX_UNITS];

      /* Who sees the unit depends on where it stands, not on where it
       * might go: asked once a step, not once a direction. */
      for (guint e = 0; e < b->s.n_units; e++)
        visible[e] = visible_unpanicked_enemy (b, unit, e);
      for (guint d = 0; d < BN_HEX_N_DIRS; d++)
        {
          BnHex to = bn_hex_neighbour (u->hex, d);
          gboolean closer = FALSE, all_farther = TRUE;
          int score = 0;

          if (!on_board (b, to) || !terrain_admits (b, to, battle_class (b, unit)->arm)
              || lh_unit_in_hex (b, to) >= 0)
            continue;
          if (step == 0 && opponent >= 0
              && bn_hex_distance (to, b->s.units[opponent].hex)
                 <= bn_hex_distance (u->hex, b->s.units[opponent].hex))
            continue;
          for (guint e = 0; e < b->s.n_units; e++)
            {
              guint before, after;

              if (!visible[e])
                continue;
              before = bn_hex_distance (u->hex, b->s.units[e].hex);
              after = bn_hex_distance (to, b->s.units[e].hex);
              if (after < before)
                closer = TRUE;
              if (after <= before)
                all_farther = FALSE;
              score += (int) after;
            }
          if (closer)
            continue;
          score += all_farther ? 1000 : 0;
          if (score > best_score)
            {
              best_score = score;
              best_dir = (int) d;
            }
        }
      if (best_dir < 0)
        {
          guint n = u->figures;

          battle_event (b, BN_EVENT_RETREAT_BLOCKED, u->side, unit, 0, 0, 0);
          for (guint i = 0; i < n; i++)
            {
              LhFace lf;

              if (!roll_face (b, BN_DIE_FIGURE_LOSS, &lf, error))
                return FALSE;
              if (lf == LH_PANIC)
                lose_figure (b, unit);
            }
          return TRUE;
        }
      u->hex = bn_hex_neighbour (u->hex, (guint) best_dir);
      battle_event (b, BN_EVENT_RETREAT, u->side, unit, (guint) best_dir, 0, 0);
    }
  return TRUE;
}

static void
panic (BnBattle *b,
       guint     unit,
       int       margin)
{
  b->s.units[unit].panicked = 1;
  battle_event (b, BN_EVENT_PANICKED, b->s.units[unit].side, unit, 0, 0, margin);
}

gboolean
lh_melee (BnBattle  *b,
       guint      att,
       guint      def,
       GError   **error)
{
  guint units[2] = { att, def };
  guint hits[2] = { 0, 0 }, shields[2] = { 0, 0 }, lost[2] = { 0, 0 };
  int margin[2] = { G_MININT, G_MININT };
  gboolean panics[2] = { FALSE, FALSE };

  battle_event (b, BN_EVENT_BATTLE, b->s.units[att].side, att, def, 1, (int) lh_unit_dice (b, att, def, TRUE));
  for (guint k = 0; k < 2; k++)
    {
      guint n = lh_unit_dice (b, units[k], units[1 - k], TRUE);

      for (guint d = 0; d < n; d++)
        {
          LhFace f;

          if (!roll_face (b, BN_DIE_ATTACK, &f, error))
            return FALSE;
          if (f == LH_AXE)
            hits[k]++;
          else if (f == LH_PANIC && b->s.units[units[k]].shields)
            shields[k]++;
        }
      /* The attached leader's bonus die (Day of Battle, Combat Bonus) and
       * the Champion's: an axe more each. The Herald sees the melee. */
      {
        guint bonus = 0, champion = 0;

        if (!battle_leader_bonus_die (b, units[k], units[1 - k], &bonus, error)
            || !battle_retainer_bonus_die (b, units[k], units[1 - k], TRUE, &champion, error))
          return FALSE;
        hits[k] += bonus + champion;
        battle_retainers_witness (b, units[k]);
      }
    }
  for (guint k = 0; k < 2; k++)
    {
      guint h = hits[k] > shields[1 - k] ? hits[k] - shields[1 - k] : 0;

      if (!saves (b, units[1 - k], units[k], h, TRUE, &lost[1 - k], error))
        return FALSE;
    }
  /* The casualties are the figures actually lost: unsaved hits beyond a
   * unit's figures take nothing and count for nothing in the panic rolls
   * ("the difference in casualties", LH Panic). */
  for (guint k = 0; k < 2; k++)
    {
      lost[k] = MIN (lost[k], (guint) b->s.units[units[k]].figures);
      for (guint i = 0; i < lost[k]; i++)
        lose_figure (b, units[k]);
    }

  /* Panic in hand-to-hand. */
  for (guint k = 0; k < 2; k++)
    {
      guint u = units[k];
      const BnBattleUnit *bu = &b->s.units[u];
      int total;

      if (!lh_unit_up (b, u) || bu->dedicated)
        continue;
      if (!morale_roll (b, u, &total, error))
        return FALSE;
      /* The attacker always fights to its front. */
      margin[k] = lh_melee_panic_margin (total, k == 1 ? lh_aspect (bu->hex, bu->facing, b->s.units[att].hex) : 0,
                                         bu->panicked, lost[k], lost[1 - k],
                                         lh_is_horse (b, u) || bu->light);
      panics[k] = margin[k] <= 0;
      /* The Standard raises the unit's roll by its bonus (Day of Battle,
       * Special retainers). */
      {
        guint standard_r = 0, standard = battle_retainer_standard (b, u, &standard_r);

        if (panics[k] && standard > 0 && margin[k] + (int) standard > 0)
          {
            panics[k] = FALSE;
            battle_retainer_standard_held (b, standard_r, u);
          }
      }
      /* His leader's Morale Bonus may hold the unit (Day of Battle). */
      if (panics[k])
        {
          gboolean steadied = FALSE;

          if (!battle_leader_steadies (b, u, &steadied, error))
            return FALSE;
          panics[k] = !steadied;
        }
    }
  /* A unit that panics has lost the melee: the Archer, Champion and
   * Standard with it are lost. */
  for (guint k = 0; k < 2; k++)
    if (panics[k])
      battle_retainers_unit_lost (b, units[k]);
  if (panics[0] && panics[1])
    {
      for (guint k = 0; k < 2; k++)
        panic (b, units[k], margin[k]);
      /* "the one that failed by the most retreats … If both fail by the
       * same amount, both retreat." */
      for (guint k = 0; k < 2; k++)
        if (margin[k] <= margin[1 - k] && !panic_move (b, units[k], (int) units[1 - k], error))
          return FALSE;
      return TRUE;
    }
  for (guint k = 0; k < 2; k++)
    if (panics[k])
      {
        panic (b, units[k], margin[k]);
        if (!panic_move (b, units[k], (int) units[1 - k], error))
          return FALSE;
      }
  return TRUE;
}

gboolean
lh_shoot (BnBattle  *b,
       guint      unit,
       guint      target,
       GError   **error)
{
  guint n = lh_unit_dice (b, unit, target, FALSE);
  guint hits = 0, panics = 0, lost = 0;
  LhWeapon w = lh_unit_weapon (b, unit);

  battle_event (b, BN_EVENT_BATTLE, b->s.units[unit].side, unit, target,
                bn_hex_distance (b->s.units[unit].hex, b->s.units[target].hex), (int) n);
  for (guint d = 0; d < n; d++)
    {
      LhFace f;

      if (!roll_face (b, BN_DIE_SHOOT, &f, error))
        return FALSE;
      if (f == LH_ARROW)
        hits++;
      else if (f == LH_PANIC)
        panics++;
    }
  /* The Archer's bonus D20 (Day of Battle, Special retainers): an arrow more. */
  {
    guint bonus = 0;

    if (!battle_retainer_bonus_die (b, unit, target, FALSE, &bonus, error))
      return FALSE;
    hits += bonus;
  }
  if (lh_weapon_reloads (b->rules, w))
    b->s.units[unit].unloaded = 1;
  if (!saves (b, target, unit, hits, FALSE, &lost, error))
    return FALSE;
  /* Figures actually lost, as in hand-to-hand. */
  lost = MIN (lost, (guint) b->s.units[target].figures);
  for (guint i = 0; i < lost; i++)
    lose_figure (b, target);
  if (lost > 0 && lh_unit_up (b, target) && !b->s.units[target].dedicated)
    {
      int total, margin;

      if (!morale_roll (b, target, &total, error))
        return FALSE;
      margin = lh_missile_panic_margin (total, b->s.units[target].panicked, lost,
                                        lh_is_horse (b, target) || b->s.units[target].light);
      if (margin < 0)
        {
          panic (b, target, margin);
          if (!panic_move (b, target, -1, error))
            return FALSE;
        }
    }
  /* "A firing unit only retreats if it rolls more panics than other
   * faces in its attack." */
  if (panics * 2 > n && !b->s.units[unit].dedicated && lh_unit_up (b, unit))
    {
      panic (b, unit, -(int) panics);
      if (!panic_move (b, unit, -1, error))
        return FALSE;
    }
  return TRUE;
}
