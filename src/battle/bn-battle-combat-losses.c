/* bn-battle-combat-losses.c — a battle as the order sheet's "Battle" runs
 * it, and what it costs: the defender's choice, saving throws, the defence
 * throw, retreats, breakthroughs, and attacks on commanders. */
#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"
#include <string.h>

/* ---- losses ---- */

void
battle_kill_commander (BnBattle *b,
                guint     c,
                guint     killer_side)
{
  BnBattleCommander *cmd = &b->s.commanders[c];

  /* Characters "are only wounded instead of killed" (L&L, Characters):
   * no victory point for it; a wounded one stays so. */
  if (cmd->rank == BN_COMMANDER_CHARACTER)
    {
      if (!cmd->wounded)
        {
          cmd->wounded = 1;
          battle_event (b, BN_EVENT_COMMANDER_WOUNDED, cmd->side, c, 0, 0, 0);
        }
      return;
    }
  cmd->alive = 0;
  battle_event (b, BN_EVENT_COMMANDER_ELIMINATED, cmd->side, c, 0, 0, 0);
  if (cmd->group >= 0)
    {
      /* Without its captain the "Battle" ceases; its units act alone. */
      BnBattleGroup *g = &b->s.groups[cmd->group];

      g->alive = 0;
      for (guint i = 0; i < g->n_units; i++)
        if (b->s.units[g->units[i]].group == cmd->group)
          b->s.units[g->units[i]].group = -1;
      cmd->group = -1;
    }
  battle_add_vp (b, killer_side, 1, BN_VICTORY_COMMANDER);
}

static void
eliminate_unit (BnBattle *b,
                guint     unit,
                guint     killer_side)
{
  BnBattleUnit *u = &b->s.units[unit];

  u->figures = 0;
  u->stakes = -1;
  u->group = -1;
  battle_event (b, BN_EVENT_UNIT_ELIMINATED, u->side, unit, 0, 0, 0);
  battle_retainers_unit_lost (b, unit);
  battle_add_vp (b, killer_side, 1, BN_VICTORY_UNIT);
}

/* Removes one figure; the last one destroys the unit. */
static void
lose_figure (BnBattle *b,
             guint     unit,
             guint     killer_side)
{
  BnBattleUnit *u = &b->s.units[unit];

  if (u->figures == 0)
    return;
  u->figures--;
  battle_event (b, BN_EVENT_FIGURE_LOST, u->side, unit, 0, 0, u->figures);
  if (u->figures == 0)
    eliminate_unit (b, unit, killer_side);
}

/* Whether a commander of @side who rallies retreating units stands on
 * @hex: any but a character, who has "no + influence on units". */
static gboolean
rallying_commander_on (const BnBattle *b,
                       BnHex           hex,
                       guint           side)
{
  int c = commander_on (b, hex, side);

  return c >= 0 && !is_character (b, (guint) c);
}

/* A saving throw of a figure of @unit (or of a flag; −1: of a commander):
 * what saves a unit is the ruleset's (L&L, Resolve battle: a shield; at
 * range, crossed swords too), a commander is saved as in L&L. */
gboolean
battle_save_roll (BnBattle     *b,
           int           unit,
           BnDiePurpose  purpose,
           gboolean      close,
           gboolean     *out_saved,
           GError      **error)
{
  const BnRulesetHooks *hooks = battle_hooks (b);
  BnDieSymbol sym;

  if (!battle_roll (b, purpose, &sym, NULL, error))
    return FALSE;
  if (unit < 0 || hooks->saves == NULL)
    *out_saved = bn_ruleset_default_saves (unit >= 0 ? battle_class (b, (guint) unit) : NULL, close, sym);
  else
    *out_saved = hooks->saves (battle_class (b, (guint) unit), close, sym);
  return TRUE;
}

/* The hexes a forced retreat of @unit may take (L&L, Retreat rules):
 * towards its own side, each one it may enter (taking its commander
 * along when it must). Returns how many, in @out_dirs; *out_on_board says
 * whether any of the three is on the board at all. */
static guint
retreat_options (const BnBattle *b,
                 guint           unit,
                 guint          *out_dirs,
                 gboolean       *out_on_board)
{
  const BnBattleUnit *u = &b->s.units[unit];
  gboolean with_commander = battle_retreat_commander (b, unit) >= 0;
  guint dirs[3], n = 0;

  *out_on_board = FALSE;
  battle_retreat_dirs (b, u->side, dirs);
  for (guint i = 0; i < 3; i++)
    {
      BnHex to = bn_hex_neighbour (u->hex, dirs[i]);

      if (on_board (b, to))
        *out_on_board = TRUE;
      if (battle_retreat_enterable (b, unit, to, with_commander))
        out_dirs[n++] = dirs[i];
    }
  return n;
}

/* The House choice of a retreat hex, the AI's default: a hex with a
 * friendly commander first (it rallies), then straight back, then the
 * diagonals; when none takes the unit, a figure rather than the
 * commander. */
guint
battle_retreat_default (const BnBattle *b)
{
  guint unit = b->s.target;
  guint dirs[3];
  gboolean on_board_any;
  guint n = retreat_options (b, unit, dirs, &on_board_any);

  for (guint i = 0; i < n; i++)
    if (rallying_commander_on (b, bn_hex_neighbour (b->s.units[unit].hex, dirs[i]), b->s.units[unit].side))
      return dirs[i];
  return n > 0 ? dirs[0] : BN_RETREAT_LOSE_FIGURE;
}

/* One hex of retreat for @unit in @dir, already checked (voluntary or
 * chosen), or, for a blocked retreat, BN_RETREAT_LOSE_FIGURE or
 * BN_RETREAT_LOSE_COMMANDER; −1 when no hex is on the board (the unit
 * leaves the field). Sets *out_rallied when it reached a friendly
 * commander, *out_gone when it left the field or died. Retreats roll no
 * dice. */
static void
retreat_step (BnBattle *b,
              guint     unit,
              int       dir,
              guint     killer_side,
              gboolean *out_rallied,
              gboolean *out_gone)
{
  BnBattleUnit *u = &b->s.units[unit];
  int c = battle_retreat_commander (b, unit);

  *out_rallied = FALSE;
  *out_gone = FALSE;
  if (dir < 0)
    {
      /* Off the battlefield: the unit, and the commander with it, is lost. */
      battle_event (b, BN_EVENT_RETREAT, u->side, unit, 0xFF, 0, 0);
      eliminate_unit (b, unit, killer_side);
      if (c >= 0)
        battle_kill_commander (b, (guint) c, killer_side);
      *out_gone = TRUE;
      return;
    }
  if (dir == BN_RETREAT_LOSE_FIGURE || dir == BN_RETREAT_LOSE_COMMANDER)
    {
      battle_event (b, BN_EVENT_RETREAT_BLOCKED, u->side, unit, 0, 0, 0);
      /* "Such losses may include the commander": the figure lost may be
       * his, when no second unit stays in the hex. */
      if (dir == BN_RETREAT_LOSE_COMMANDER && c >= 0)
        battle_kill_commander (b, (guint) c, killer_side);
      else
        lose_figure (b, unit, killer_side);
      *out_gone = u->figures == 0;
      return;
    }
  if (u->stakes >= 0)
    {
      battle_event (b, BN_EVENT_STAKES, u->side, unit, (guint) u->stakes, 0, 0);
      u->stakes = -1;
    }
  u->hex = bn_hex_neighbour (u->hex, (guint) dir);
  b->s.retreat_taken++;
  b->s.retreat_dir = (guint8) dir;
  battle_event (b, BN_EVENT_RETREAT, u->side, unit, (guint) dir, 0, 0);
  if (c >= 0)
    {
      b->s.commanders[c].hex = u->hex;
      battle_event (b, BN_EVENT_COMMANDER_MOVED, u->side, (guint) c, (guint) dir, 0, 0);
    }
  else if (rallying_commander_on (b, u->hex, u->side))
    {
      battle_event (b, BN_EVENT_RALLIED, u->side, unit, 0, 0, 0);
      *out_rallied = TRUE;
    }
}

/* Whether @def, standing, may throw its defence die at @att (L&L,
 * Defence): once per turn, attacked on its active front, and only if it
 * could battle the attacker where it stands. Returns BN_NO_DEFENCE_SAID
 * when it may, else why not (a BnNoDefence), for the words to say it. */
static guint
no_defence_why (const BnBattle *b,
                guint           def,
                guint           att,
                guint           range)
{
  const BnBattleUnit *d = &b->s.units[def];
  const BnBattleUnit *a = &b->s.units[att];
  guint n_range;
  const guint8 *dice = battle_unit_dice (b, def, &n_range);
  int n;

  if (d->defended)
    return BN_NO_DEFENCE_THROWN_ALREADY;
  if (!bn_hex_in_arc (d->hex, d->facing, a->hex))
    return BN_NO_DEFENCE_PASSIVE_FRONT;
  if (range > n_range || (range > 1 && !battle_weapon (b, def)->ranged))
    return BN_NO_DEFENCE_OUT_OF_REACH;
  if (range > 1 && !battle_line_of_sight (b, def, a->hex))
    return BN_NO_DEFENCE_NO_SIGHT;
  n = dice[range - 1] + bn_terrain_attacker_dice (battle_terrain (b, a->hex), range)
      + battle_terrain (b, d->hex)->occupant_dice;
  return n > 0 ? BN_NO_DEFENCE_SAID : BN_NO_DEFENCE_NO_DICE;
}

/* Notes on the combat's BN_EVENT_BATTLE, the last one logged, why its
 * target held (BN_EVENT_BATTLE's held). */
static void
note_held (BnBattle *b,
           guint     held)
{
  for (guint e = b->events->len; e-- > 0;)
    {
      BnBattleEvent *event = &g_array_index (b->events, BnBattleEvent, e);

      if (event->type == BN_EVENT_BATTLE)
        {
          event->held |= (guint8) held;
          return;
        }
    }
}

/* Ends a battle: back to the battle phase, or a breakthrough into the
 * emptied hex: not after a voluntary retreat, never for artillery, once
 * per unit and turn (L&L, Forcing a breakthrough). */
static void
finish_battle (BnBattle *b)
{
  BnBattleState *s = &b->s;
  guint att = s->attacker;
  BnHex def_hex;

  if (s->phase == BN_PHASE_OVER)
    return;
  s->phase = BN_PHASE_BATTLE;
  if (s->range != 1 || s->withdraw_dir >= 0 || s->units[att].figures == 0
      || battle_class (b, att)->arm == BN_BATTLE_ARM_ARTILLERY || s->units[att].follow_up != 0)
    return;
  def_hex = bn_hex_neighbour (s->units[att].hex, s->breakthrough_hex_dir);
  if (units_on (b, def_hex, 2, NULL) == 0 && commander_on (b, def_hex, 2) < 0
      && terrain_admits (b, def_hex, battle_class (b, att)->arm))
    s->phase = BN_PHASE_BREAKTHROUGH;
}

/* The variant: a unit that fell back one hex ("a forced retreat") stops
 * facing the enemy; one that fell back more ("a route") stops facing away
 * from him. Facing the enemy is facing back along its last step. */
static void
face_after_retreat (BnBattle *b)
{
  BnBattleState *s = &b->s;
  BnBattleUnit *u = &s->units[s->target];
  guint facing;

  if (!bn_battle_rules_get_constants (b->rules)->retreat_sets_facing || s->retreat_taken == 0
      || u->figures == 0)
    return;
  facing = s->retreat_taken == 1 ? bn_hex_dir_rotate (s->retreat_dir, 3) : s->retreat_dir;
  s->retreat_taken = 0;
  if (facing == u->facing)
    return;
  u->facing = (guint8) facing;
  battle_event (b, BN_EVENT_FACED, u->side, s->target, facing, 0, 0);
}

/* Runs the forced retreat steps left, stopping for the retreating side
 * whenever it has a choice: two or more hexes, or, blocked, whether the
 * figure lost is the commander (L&L, Retreat rules). One hex, or none
 * on the board, or a blocked unit without its commander, leaves nothing
 * to decide. */
static void
continue_retreat (BnBattle *b)
{
  BnBattleState *s = &b->s;
  guint def = s->target;

  while (s->retreat_steps > 0 && s->phase != BN_PHASE_OVER && s->units[def].figures > 0)
    {
      guint dirs[3];
      gboolean on_board_any, rallied, gone;
      guint n = retreat_options (b, def, dirs, &on_board_any);
      int step;

      int c = battle_retreat_commander (b, def);

      if (n >= 2 || (n == 0 && on_board_any && c >= 0 && !is_character (b, (guint) c)))
        {
          s->phase = BN_PHASE_RETREAT;
          return;
        }
      step = n == 1 ? (int) dirs[0] : on_board_any ? BN_RETREAT_LOSE_FIGURE : -1;
      retreat_step (b, def, step, s->active, &rallied, &gone);
      s->retreat_steps--;
      if (rallied || gone)
        s->retreat_steps = 0;
    }
  s->retreat_steps = 0;
  face_after_retreat (b);
  finish_battle (b);
}

/* Whether a captain or the army commander stands with @unit (the
 * variant: "units in the same hex as a captain"). */
static gboolean
steadying_captain (const BnBattle *b,
                   guint           unit)
{
  int c = commander_on (b, b->s.units[unit].hex, b->s.units[unit].side);

  return c >= 0 && (b->s.commanders[c].rank == BN_COMMANDER_CAPTAIN
                    || b->s.commanders[c].rank == BN_COMMANDER_ARMY);
}

/* The variant's order sheet, Bridge and Landmarks: "Occupants may ignore
 * 1 flag and possibly fight back". @def, standing in such a hex after a
 * close combat, not forced back, with the attacker still on its active
 * front, battles back at once with its close-combat dice (its commander's
 * die included, never a card's): hits and saves as any close combat,
 * each figure lost by the attacker scored to @def's side. House: the
 * flags it rolls do not move the attacker, whose turn it is. */
static gboolean
battle_back (BnBattle  *b,
             guint      def,
             guint      att,
             GError   **error)
{
  BnBattleState *s = &b->s;
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);
  const BnRulesetHooks *hooks = battle_hooks (b);
  const BnClassProfile *def_cls = battle_class (b, def), *att_cls = battle_class (b, att);
  const BnWeaponProfile *w = battle_weapon (b, def);
  BnBattleUnit *d = &s->units[def];
  guint def_side = d->side;
  guint plain = 0, swords = 0, kills = 0, saveable;
  guint by_symbol[BN_DIE_N_SYMBOLS] = { 0, };
  gboolean automatic = FALSE;
  int dice;

  if (s->phase == BN_PHASE_OVER || d->figures == 0 || s->units[att].figures == 0
      || !battle_terrain (b, d->hex)->battle_back
      || bn_hex_distance (d->hex, s->units[att].hex) != 1
      || !bn_hex_in_arc (d->hex, d->facing, s->units[att].hex))
    return TRUE;
  dice = battle_attack_dice_ruled (b, def, s->units[att].hex, (int) att, 1) + battle_support_dice (b, def);
  if (dice <= 0)
    return TRUE;
  battle_event (b, BN_EVENT_BATTLE, def_side, def, att, 1, dice);
  for (int i = 0; i < dice; i++)
    {
      BnDieSymbol sym;
      BnStrike strike;

      if (!battle_roll (b, BN_DIE_ATTACK, &sym, NULL, error))
        return FALSE;
      strike = hooks->strike != NULL ? hooks->strike (def_cls, w, att_cls, 1, sym)
                                     : bn_ruleset_default_strike (def_cls, w, att_cls, 1, sym);
      if (strike == BN_STRIKE_HIT)
        {
          plain++;
          by_symbol[sym]++;
        }
      else if (strike == BN_STRIKE_BONUS)
        swords++;
    }
  if (att_cls->arm == BN_BATTLE_ARM_HORSE)
    swords -= MIN (swords, w->ignored_vs_horse);
  if (k->auto_kill_identical)
    {
      for (guint sym = 0; sym < BN_DIE_N_SYMBOLS; sym++)
        automatic |= by_symbol[sym] > 1;
    }
  else
    automatic = plain > 1;
  if (automatic)
    {
      kills = 1;
      plain--;
    }
  saveable = MIN (plain + swords, (guint) s->units[att].figures - MIN (kills, s->units[att].figures));
  for (guint i = 0; i < saveable; i++)
    {
      gboolean saved = FALSE;

      if (!battle_save_roll (b, (int) att, BN_DIE_SAVE, TRUE, &saved, error))
        return FALSE;
      if (!saved)
        kills++;
    }
  kills = MIN (kills, (guint) d->figures);
  for (guint i = 0; i < kills && s->units[att].figures > 0; i++)
    lose_figure (b, att, def_side);
  return TRUE;
}

gboolean
battle_resolve (BnBattle  *b,
                GError   **error)
{
  BnBattleState *s = &b->s;
  guint att = s->attacker, def = s->target;
  guint att_side = s->units[att].side;
  gboolean close = s->range == 1;
  gboolean fast = (b->scenario->options & BN_BATTLE_OPTION_FAST_PLAY) != 0;
  const BnBattleConstants *k = bn_battle_rules_get_constants (b->rules);
  const BnRulesetHooks *hooks = battle_hooks (b);
  const BnClassProfile *att_cls = battle_class (b, att), *def_cls = battle_class (b, def);
  const BnWeaponProfile *w = battle_weapon (b, att);
  guint plain = 0, swords = 0, flags = 0, kills = 0, saveable;
  guint by_symbol[BN_DIE_N_SYMBOLS] = { 0, };
  gboolean automatic = FALSE;
  BnHex def_hex = s->units[def].hex;

  /* The attacker's dice: what each symbol does is the ruleset's reading
   * (L&L: hits by armour; crossed swords for polearms, against the best
   * armour and for the unarmed). */
  for (guint i = 0; i < s->dice; i++)
    {
      BnDieSymbol sym;
      BnStrike strike;

      if (!battle_roll (b, BN_DIE_ATTACK, &sym, NULL, error))
        return FALSE;
      strike = hooks->strike != NULL ? hooks->strike (att_cls, w, def_cls, s->range, sym)
                                     : bn_ruleset_default_strike (att_cls, w, def_cls, s->range, sym);
      if (strike == BN_STRIKE_HIT)
        {
          plain++;
          by_symbol[sym]++;
        }
      else if (strike == BN_STRIKE_BONUS)
        swords++;
      else if (sym == BN_DIE_FLAG)
        flags++;
    }
  /* A weapon's special: some of its bonus strikes do not count against
   * mounted units (the variant's short sword). */
  if (def_cls->arm == BN_BATTLE_ARM_HORSE)
    swords -= MIN (swords, w->ignored_vs_horse);
  /* In a melee the attached leader throws his bonus die (Day of Battle,
   * Combat Bonus): a hit the target may save, as a bonus strike. */
  if (close)
    {
      guint bonus = 0;

      if (!battle_leader_bonus_die (b, att, def, &bonus, error))
        return FALSE;
      swords += bonus;
      /* The Herald sees the melees within his reach. */
      battle_retainers_witness (b, att);
      battle_retainers_witness (b, def);
    }
  /* The Champion in a melee, the Archer when the unit shoots: a bonus D20
   * each, a hit the target may save. */
  {
    guint bonus = 0;

    if (!battle_retainer_bonus_die (b, att, def, close, &bonus, error))
      return FALSE;
    swords += bonus;
  }

  /* More than one hit, crossed swords not counted (or, where the ruleset
   * says so, two identical hit symbols): the first kills outright; every
   * other hit may be saved. Hits beyond the defender's figures are wasted. */
  if (k->auto_kill_identical)
    {
      for (guint sym = 0; sym < BN_DIE_N_SYMBOLS; sym++)
        automatic |= by_symbol[sym] > 1;
    }
  else
    automatic = plain > 1;
  if (automatic)
    {
      kills = 1;
      plain--;
    }
  saveable = MIN (plain + swords, (guint) s->units[def].figures - MIN (kills, s->units[def].figures));
  for (guint i = 0; i < saveable; i++)
    {
      gboolean saved = FALSE;

      if (!fast && !battle_save_roll (b, (int) def, BN_DIE_SAVE, close, &saved, error))
        return FALSE;
      if (!saved)
        kills++;
    }
  /* Never more casualties than figures in the attacker's own ranks, nor,
   * firing, than the firearms of a unit only partly armed with them
   * (L&L, Fronts). */
  kills = MIN (kills, (guint) s->units[att].figures);
  if (!close && s->units[att].firearms > 0)
    kills = MIN (kills, (guint) s->units[att].firearms);
  for (guint i = 0; i < kills && s->units[def].figures > 0; i++)
    lose_figure (b, def, att_side);

  /* The defence throw of a unit that makes a stand. */
  if (!fast && !k->no_defence_throw && s->phase != BN_PHASE_OVER && s->withdraw_dir < 0
      && s->units[def].figures > 0 && no_defence_why (b, def, att, s->range) == BN_NO_DEFENCE_SAID)
    {
      BnDieSymbol sym;

      s->units[def].defended = 1;
      if (!battle_roll (b, BN_DIE_DEFENCE, &sym, NULL, error))
        return FALSE;
      if (battle_weapon (b, def)->unarmed ? (close && sym == BN_DIE_SWORDS)
                                          : bn_die_symbol_hits (sym, battle_class (b, att)->armour))
        lose_figure (b, att, 1 - att_side);
    }
  else if (s->phase != BN_PHASE_OVER && s->withdraw_dir < 0 && s->units[def].figures > 0)
    {
      /* Why a unit that made a stand threw no die back, for the words
       * and the odds to say it. */
      if (fast)
        note_held (b, BN_NO_DEFENCE_NOT_PLAYED);
      else if (!k->no_defence_throw)
        note_held (b, no_defence_why (b, def, att, s->range));
    }
  /* A unit that makes a stand in a melee fights back with its leader's
   * bonus die: a hit costs the attacker a figure. */
  if (close && s->phase != BN_PHASE_OVER && s->withdraw_dir < 0 && s->units[def].figures > 0
      && s->units[att].figures > 0)
    {
      guint bonus = 0;

      if (!battle_leader_bonus_die (b, def, att, &bonus, error))
        return FALSE;
      if (bonus > 0)
        lose_figure (b, att, 1 - att_side);
    }

  /* Retreats. */
  s->retreat_steps = 0;
  s->retreat_taken = 0;
  if (close)
    s->breakthrough_hex_dir = (guint8) bn_hex_direction_to (s->units[att].hex, def_hex);
  if (s->phase != BN_PHASE_OVER && s->units[def].figures > 0)
    {
      const BnClassProfile *cls = battle_class (b, def);
      guint steady = cls->steady_figures, steady_with_commander;
      guint steps = 0, thrown_flags = flags;
      gboolean rallied = FALSE, gone = FALSE;

      if (s->withdraw_dir >= 0)
        retreat_step (b, def, s->withdraw_dir, att_side, &rallied, &gone);
      if (cls->commander_steadies && steady > 0 && unit_leader (b, def) >= 0
          && (!k->captain_steadies_only || steadying_captain (b, def)))
        steady--;
      steady_with_commander = steady;
      /* The Standard raises the unit's morale by its bonus: flags count
       * only below fewer figures (Day of Battle, Special retainers). */
      {
        guint standard_r = 0, standard = battle_retainer_standard (b, def, &standard_r);

        if (standard > 0)
          {
            guint raised = steady > standard ? steady - standard : 0;

            if (flags > battle_terrain (b, def_hex)->ignore_flags && !gone
                && s->units[def].figures < steady && s->units[def].figures >= raised)
              battle_retainer_standard_held (b, standard_r, def);
            steady = raised;
          }
      }
      /* Bold occupants of a bridge or landmark ignore a flag. */
      flags -= MIN (flags, battle_terrain (b, def_hex)->ignore_flags);
      if (!gone && flags > 0 && s->units[def].figures < steady)
        for (guint i = 0; i < flags; i++)
          {
            gboolean saved = FALSE;

            /* Of two flags or more, the first is an automatic retreat. */
            if (!(flags >= 2 && i == 0) && !fast
                && !battle_save_roll (b, (int) def, BN_DIE_FLAG_SAVE, close, &saved, error))
              return FALSE;
            if (!saved)
              steps++;
          }
      /* Why flags thrown moved it no hex, for the words to say it. */
      if (!gone && !rallied && thrown_flags > 0 && steps == 0)
        {
          guint figures = s->units[def].figures;

          if (figures >= cls->steady_figures)
            note_held (b, BN_FLAGS_HELD_STEADY);
          else if (figures >= steady_with_commander)
            note_held (b, BN_FLAGS_HELD_COMMANDER);
          else if (figures >= steady)
            note_held (b, BN_FLAGS_HELD_STANDARD);
          else if (flags == 0)
            note_held (b, BN_FLAGS_HELD_GROUND);
          else
            note_held (b, BN_FLAGS_HELD_SAVED);
        }
      /* His leader's Morale Bonus may hold the unit: one retreat less. */
      if (!gone && !rallied && steps > 0)
        {
          gboolean steadied = FALSE;

          if (!battle_leader_steadies (b, def, &steadied, error))
            return FALSE;
          steps -= steadied ? 1 : 0;
        }
      if (!gone && !rallied)
        s->retreat_steps = (guint8) steps;
    }
  /* A unit that must retreat from a melee has lost it: the Archer,
   * Champion and Standard with it are lost. */
  if (close && s->retreat_steps > 0)
    battle_retainers_unit_lost (b, def);
  if (close && s->retreat_steps == 0 && s->withdraw_dir < 0 && bn_hex_equal (s->units[def].hex, def_hex)
      && !battle_back (b, def, att, error))
    return FALSE;
  continue_retreat (b);
  return TRUE;
}

gboolean
battle_check_retreat (const BnBattle  *b,
                      guint            unit,
                      guint            choice,
                      GError         **error)
{
  guint dirs[3];
  gboolean on_board_any;
  guint n;

  if (unit != b->s.target)
    ILLEGAL ("only the unit forced to retreat retreats (L&L, Retreat)");
  n = retreat_options (b, unit, dirs, &on_board_any);
  if (choice == BN_RETREAT_LOSE_FIGURE || choice == BN_RETREAT_LOSE_COMMANDER)
    {
      if (n > 0)
        ILLEGAL ("a figure is lost only when the retreat cannot be made (L&L, Retreat rules)");
      if (choice == BN_RETREAT_LOSE_COMMANDER && battle_retreat_commander (b, unit) < 0)
        ILLEGAL ("the loss may include the commander only when he is with the unit and no "
                 "second unit stays in the hex (L&L, Retreat rules)");
      if (choice == BN_RETREAT_LOSE_COMMANDER && is_character (b, (guint) battle_retreat_commander (b, unit)))
        ILLEGAL ("a character is no figure of the unit: she is not lost instead of one "
                 "(House; L&L, Characters)");
      return TRUE;
    }
  for (guint i = 0; i < n; i++)
    if (dirs[i] == choice)
      return TRUE;
  ILLEGAL ("a unit retreats towards its own side, not into a hex with two friendly or any enemy "
           "units (L&L, Retreat rules)");
}

void
battle_retreat (BnBattle *b,
                guint     choice)
{
  BnBattleState *s = &b->s;
  gboolean rallied = FALSE, gone = FALSE;

  retreat_step (b, s->target, (int) choice, s->active, &rallied, &gone);
  s->retreat_steps--;
  if (rallied || gone)
    s->retreat_steps = 0;
  continue_retreat (b);
}

/* The commander in the hex of the unit breaking through, or −1, and
 * whether he may go with it (BN_BREAKTHROUGH_STAYED) or why not. A
 * breakthrough is a move of the ordered unit (L&L, Forcing a breakthrough:
 * "each unit may move only once, except under the breakthrough rule"), so
 * its commander "may move with the unit, or he may stay in place", but
 * not if he "has already moved on this turn" on his own (L&L, Companies);
 * a hero goes wherever his unit goes (Day of Battle, Movement). */
int
battle_breakthrough_commander (const BnBattle          *b,
                               BnBreakthroughCommander *out_why)
{
  const BnBattleState *s = &b->s;
  const BnBattleUnit *u = &s->units[s->attacker];
  int c = unit_commander (b, s->attacker);
  const BnBattleCommander *cmd;
  BnHex to = bn_hex_neighbour (u->hex, s->breakthrough_hex_dir);

  *out_why = BN_BREAKTHROUGH_NO_COMMANDER;
  if (c < 0)
    return -1;
  cmd = &s->commanders[c];
  if (cmd->group >= 0 && s->groups[cmd->group].alive)
    *out_why = BN_BREAKTHROUGH_LEADS_BATTLE;
  else if (cmd->held)
    *out_why = BN_BREAKTHROUGH_HELD;
  else if (cmd->moved > u->moved)
    *out_why = BN_BREAKTHROUGH_HAD_MOVED;
  else if (!terrain_admits (b, to, cmd->mounted ? BN_BATTLE_ARM_HORSE : BN_BATTLE_ARM_FOOT))
    *out_why = BN_BREAKTHROUGH_GROUND;
  else
    *out_why = BN_BREAKTHROUGH_STAYED;
  return c;
}

/**
 * bn_battle_get_breakthrough_commander:
 * @out_why: (out): whether he may go with the unit (BN_BREAKTHROUGH_STAYED
 *   until he does) or why not
 *
 * Returns: in the breakthrough phase, the commander in the hex of the
 *   unit that may break through, or −1 (none, or another phase)
 */
int
bn_battle_get_breakthrough_commander (const BnBattle          *battle,
                                      BnBreakthroughCommander *out_why)
{
  g_return_val_if_fail (battle != NULL && out_why != NULL, -1);

  *out_why = BN_BREAKTHROUGH_NO_COMMANDER;
  if (battle->s.phase != BN_PHASE_BREAKTHROUGH)
    return -1;
  return battle_breakthrough_commander (battle, out_why);
}

gboolean
battle_check_breakthrough (const BnBattle  *b,
                           gboolean         with_commander,
                           GError         **error)
{
  BnBreakthroughCommander why;
  int c = battle_breakthrough_commander (b, &why);

  if (with_commander && c < 0)
    ILLEGAL ("no commander stands with this unit (L&L, Companies)");
  if (with_commander && why == BN_BREAKTHROUGH_HAD_MOVED)
    ILLEGAL ("a commander who has already moved this turn may not move with a unit (L&L, Companies)");
  if (with_commander && why == BN_BREAKTHROUGH_LEADS_BATTLE)
    ILLEGAL ("a captain commanding a “Battle” moves with it (L&L, Battles)");
  if (with_commander && why == BN_BREAKTHROUGH_HELD)
    ILLEGAL (BN_BATTLE_HELD_RULE);
  if (with_commander && why == BN_BREAKTHROUGH_GROUND)
    ILLEGAL ("%s cannot be entered (L&L, order sheet)",
             battle_terrain (b, bn_hex_neighbour (b->s.units[b->s.attacker].hex, b->s.breakthrough_hex_dir))->name);
  if (!with_commander && c >= 0 && why == BN_BREAKTHROUGH_STAYED && b->s.commanders[c].hero
      && b->s.commanders[c].attached == (int) b->s.attacker)
    ILLEGAL ("a hero goes wherever the unit he is attached to goes (Day of Battle, Movement)");
  return TRUE;
}

void
battle_breakthrough (BnBattle *b,
                     gboolean  advance,
                     gboolean  with_commander)
{
  BnBattleState *s = &b->s;
  BnBattleUnit *u = &s->units[s->attacker];
  BnBreakthroughCommander why;
  int c;

  s->phase = BN_PHASE_BATTLE;
  if (!advance)
    return;
  c = battle_breakthrough_commander (b, &why);
  if (u->stakes >= 0)
    {
      battle_event (b, BN_EVENT_STAKES, u->side, s->attacker, (guint) u->stakes, 0, 0);
      u->stakes = -1;
    }
  u->hex = bn_hex_neighbour (u->hex, s->breakthrough_hex_dir);
  battle_event (b, BN_EVENT_BREAKTHROUGH, u->side, s->attacker, s->breakthrough_hex_dir, 0, 0);
  /* What became of his commander, for the words (not in the log). */
  if (c >= 0 && b->emitted > b->suppress && b->events->len > 0
      && g_array_index (b->events, BnBattleEvent, b->events->len - 1).type == BN_EVENT_BREAKTHROUGH)
    g_array_index (b->events, BnBattleEvent, b->events->len - 1).held
      = (guint8) ((with_commander ? BN_BREAKTHROUGH_WITH_COMMANDER : why)
                  | (guint) c << BN_BREAKTHROUGH_COMMANDER_SHIFT);
  if (c >= 0 && with_commander)
    {
      BnBattleCommander *cmd = &s->commanders[c];

      cmd->hex = u->hex;
      cmd->moved++;
      battle_event (b, BN_EVENT_COMMANDER_MOVED, u->side, (guint) c, s->breakthrough_hex_dir, 0, 0);
    }
  /* A member that broke out of its captain's zone of control must be
   * reunited with its "Battle" (L&L, Battles). */
  if (u->group >= 0 && s->groups[u->group].alive && s->commanders[s->groups[u->group].captain].alive
      && !bn_battle_unit_in_group_zoc (b, s->attacker) && !u->rejoin
      && !bn_battle_rules_get_constants (b->rules)->group_strays_leave)
    {
      u->rejoin = 1;
      s->stragglers++;
      battle_event (b, BN_EVENT_GROUP_BROKEN, u->side, s->attacker, (guint) u->group, 0, 0);
    }
  if (battle_terrain (b, u->hex)->move == BN_TERRAIN_MOVE_STOP_NO_BATTLE)
    u->no_battle = 1;
  /* Mounted troops may battle the retreating unit once more. */
  if (battle_class (b, s->attacker)->arm == BN_BATTLE_ARM_HORSE && s->units[s->target].figures > 0)
    u->follow_up = (guint8) (s->target + 1);
  else
    u->follow_up = 0xFF;
}

gboolean
battle_attack_commander (BnBattle  *b,
                         guint      unit,
                         guint      commander,
                         GError   **error)
{
  BnBattleState *s = &b->s;
  BnBattleUnit *u = &s->units[unit];
  BnHex hex = s->commanders[commander].hex;
  guint range = bn_hex_distance (u->hex, hex);
  guint fixed = bn_battle_rules_get_constants (b->rules)->commander_attack_dice;
  /* L&L: "calculate the number of battle dice as usual"; the variant:
   * "cast one battle die". */
  int dice = fixed > 0 ? (int) fixed : battle_attack_dice (b, unit, hex, -1, range);
  gboolean fast = (b->scenario->options & BN_BATTLE_OPTION_FAST_PLAY) != 0;
  gboolean hit = FALSE;
  int c = battle_supporter (b, unit);

  u->battled = 1;
  u->last_battle_turn = (gint16) s->side_turns[u->side];
  battle_event (b, BN_EVENT_BATTLE, s->active, unit, commander, BN_EVENT_AT_COMMANDER | range, dice);
  /* His die is given once the strike is logged with the reasons for its
   * dice. */
  if (c >= 0)
    s->commanders[c].supported = 1;
  /* Only crossed swords hit a commander; he may save each. */
  for (int i = 0; i < dice; i++)
    {
      BnDieSymbol sym;

      if (!battle_roll (b, BN_DIE_ATTACK, &sym, NULL, error))
        return FALSE;
      if (sym == BN_DIE_SWORDS)
        hit = TRUE;
    }
  if (hit)
    {
      guint saves = bn_battle_rules_get_constants (b->rules)->commander_saves;
      gboolean saved = FALSE;

      /* The variant: "Defender may cast one battle die as saving throw:
       * [one] symbol saves", whatever the range. */
      if (!fast && saves != 0)
        {
          BnDieSymbol sym;

          if (!battle_roll (b, BN_DIE_SAVE, &sym, NULL, error))
            return FALSE;
          saved = (saves & (1u << sym)) != 0;
        }
      else if (!fast && !battle_save_roll (b, -1, BN_DIE_SAVE, range == 1, &saved, error))
        return FALSE;
      if (!saved)
        battle_kill_commander (b, commander, u->side);
    }
  return TRUE;
}
