/* bn-battle-board-describe.c — the hex board in words: a hex, what stands
 * there and what a click on it does, for the tooltip and screen readers. */
#include "bn-battle-board-private.h"

#include <string.h>

#include "bn-battle-words.h"
#include "bn-battle-why.h"

static const char *
army_of (BnBattleBoard *self,
         guint          side)
{
  static const char * const sides[] = { N_("side 0"), N_("side 1") };

  if (side < 2 && self->armies[side] != NULL && self->armies[side]->name[0] != '\0')
    {
      BnBattleWords words = { self->battle, { self->armies[0], self->armies[1] } };

      /* As the battle's words call it (a raised host by its short name). */
      return bn_battle_words_army (&words, side);
    }
  return _(sides[side & 1]);
}

/* A run of the unit picked that leaves the commander with it where he
 * stands: that he stays, and why, where he has used his own move (L&L,
 * Companies: he "may move with the unit, or he may stay in place", but
 * not "if he has already moved on this turn"). */
static void
tell_left_behind (BnBattleBoard        *self,
                  const BnBattleWords  *words,
                  const BnBattleAction *steps,
                  guint                 n_steps,
                  GString              *out)
{
  const BnBattleUnit *unit = NULL;
  const BnBattleCommander *c;
  int commander;

  for (guint i = 0; i < n_steps; i++)
    if (steps[i].type == BN_ACTION_MOVE_UNIT && steps[i].b < BN_HEX_N_DIRS)
      {
        /* Taken along by a step, he goes with it. */
        if (steps[i].c != 0)
          return;
        if (unit == NULL && steps[i].a < bn_battle_get_n_units (self->battle))
          unit = bn_battle_get_unit (self->battle, steps[i].a);
      }
  if (unit == NULL || (commander = bn_battle_commander_at (self->battle, unit->hex)) < 0)
    return;
  c = bn_battle_get_commander (self->battle, (guint) commander);
  if (c->side != unit->side)
    return;
  if (c->moved > unit->moved)
    /* TRANSLATORS: after "A click here moves Mounted knights 3 hexes.": the commander with them */
    g_string_append_printf (out, _("\n%s has moved this turn: he stays here (a commander who has already moved "
                                   "may not move with a unit, L&L, Companies)."),
                            bn_battle_words_commander (words, (guint) commander));
  else
    /* TRANSLATORS: after "A click here moves Mounted knights 3 hexes.": the commander with them */
    g_string_append_printf (out, _("\n%s stays here."), bn_battle_words_commander (words, (guint) commander));
}

/* A retreat offered to @hex: who falls back there, and what meets him
 * (L&L, Retreat rules: no hex "already occupied by two friendly" units,
 * so one is shared; a friendly commander there rallies the unit, "all
 * remaining flags are ignored"). Returns: whether one is offered. */
static gboolean
tell_retreat (BnBattleBoard       *self,
              const BnBattleWords *words,
              BnHex                hex,
              GString             *out)
{
  for (guint i = 0; i < self->moves->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);
      const BnBattleUnit *unit;
      guint8 there[4];
      int commander;

      if (action->type != BN_ACTION_RETREAT || action->b >= BN_HEX_N_DIRS ||
          action->a >= bn_battle_get_n_units (self->battle))
        continue;
      unit = bn_battle_get_unit (self->battle, action->a);
      if (!bn_hex_equal (bn_hex_neighbour (unit->hex, action->b), hex))
        continue;
      /* TRANSLATORS: on a hex a unit may retreat to */
      g_string_append_printf (out, _("\nA click here makes %s fall back here."),
                              bn_battle_words_unit (words, action->a));
      if (bn_battle_units_at (self->battle, hex, there) == 1 && bn_battle_get_unit (self->battle, there[0])->side == unit->side)
        /* TRANSLATORS: a retreat into a hex of one friendly unit: the unit retreating, the one there */
        g_string_append_printf (out, _("\n%s will share this hex with %s: a hex may hold two friendly units "
                                       "(L&L, Retreat rules)."),
                                bn_battle_words_unit (words, action->a), bn_battle_words_unit (words, there[0]));
      commander = bn_battle_commander_at (self->battle, hex);
      /* A character rallies nobody (she has "no + influence on units"). */
      if (commander >= 0 && bn_battle_get_commander (self->battle, (guint) commander)->side == unit->side &&
          bn_battle_get_commander (self->battle, (guint) commander)->rank != BN_COMMANDER_CHARACTER)
        /* TRANSLATORS: a retreat into a hex of a friendly commander: the unit, the commander */
        g_string_append_printf (out, _("\n%s rally on %s here: the flags left are ignored (L&L, Retreat rules)."),
                                bn_battle_words_unit (words, action->a),
                                bn_battle_words_commander (words, (guint) commander));
      return TRUE;
    }
  return FALSE;
}

/* On a hex of two units attacked (@attacks, by the moves offered): who
 * chooses which of them takes the casualties (L&L, Combat: the defender
 * where they are of different types, else the attacker), or NULL. */
char *
bn_battle_board_who_takes_it (BnBattleBoard        *self,
                              BnHex                 hex,
                              const BnBattleAction *attacks,
                              guint                 n_attacks)
{
  guint8 units[4];
  gboolean battle = FALSE;

  for (guint i = 0; i < n_attacks; i++)
    battle |= attacks[i].type == BN_ACTION_BATTLE;
  if (!battle || bn_battle_units_at (self->battle, hex, units) != 2)
    return NULL;
  if (bn_battle_why_defender_chooses (self->battle, hex))
    /* TRANSLATORS: on a hex of two enemy units attacked; %s: their army */
    return g_strdup_printf (_("The two units here are of different types: %s chooses which of them takes "
                              "the casualties (L&L, Combat)."),
                            army_of (self, bn_battle_get_unit (self->battle, units[0])->side));
  return g_strdup (_("The two units here are of one type: the attacker chooses which takes the "
                     "casualties, by the counter he clicks (L&L, Combat)."));
}

/* Returns: (transfer full): @unit by its name; on a hex of two units,
 * which of their counters it is, as they are drawn one above the other. */
char *
bn_battle_board_counter_name (BnBattleBoard *self,
                              guint          unit)
{
  BnBattleWords words = { self->battle, { self->armies[0], self->armies[1] } };
  guint8 units[4];

  if (bn_battle_units_at (self->battle, bn_battle_get_unit (self->battle, unit)->hex, units) != 2)
    return g_strdup (bn_battle_words_unit (&words, unit));
  return g_strdup_printf (units[0] == unit ? _("%s (the upper counter)") : _("%s (the lower counter)"),
                          bn_battle_words_unit (&words, unit));
}

/* Returns: (transfer full): on a hex of two units, the move offered
 * @index a click there makes, said with the counter it was for; else NULL. */
char *
bn_battle_board_tell_made (BnBattleBoard *self,
                           BnHex          hex,
                           guint          index)
{
  BnBattleWords words = { self->battle, { self->armies[0], self->armies[1] } };
  const BnBattleAction *action;
  g_autofree char *name = NULL;
  g_autofree char *what = NULL;
  int unit;

  if (self->battle == NULL || index >= self->moves->len ||
      bn_battle_units_at (self->battle, hex, (guint8[4]) { 0 }) != 2)
    return NULL;
  action = &g_array_index (self->moves, BnBattleAction, index);
  unit = bn_battle_board_actor_unit (action);
  if (unit < 0 || (guint) unit >= bn_battle_get_n_units (self->battle) ||
      !bn_hex_equal (bn_battle_get_unit (self->battle, (guint) unit)->hex, hex))
    return NULL;
  name = bn_battle_board_counter_name (self, (guint) unit);
  if (action->type == BN_ACTION_ORDER_UNIT && action->c == 0)
    /* TRANSLATORS: on the board after a click on a hex of two units; "Spearmen (the upper counter)" */
    return g_strdup_printf (_("Ordered %s."), name);
  what = bn_battle_words_action (&words, action);
  /* TRANSLATORS: on the board after a click on a hex of two units: the unit and its counter, the move */
  return g_strdup_printf (_("For %s: %s."), name, what);
}

/* Nothing picked, the pointer on @hex where a piece of one's own stands
 * with moves of its own: which piece a click there takes (the badge a
 * commander, the counter round it the unit, the upper or lower of two)
 * and what it does with it. Returns: whether it said so. */
static gboolean
tell_piece (BnBattleBoard       *self,
            const BnBattleWords *words,
            BnHex                hex,
            GString             *out)
{
  int unit = -1, commander = -1, other_commander = -1, at = bn_battle_commander_at (self->battle, hex);
  guint8 units[4];
  guint n_units = bn_battle_units_at (self->battle, hex, units), index = 0, n, dummy = 0;
  g_autofree char *who = NULL;

  if (self->picks->len != 0 || n_units == 0 || (n_units == 1 && at < 0) || !bn_battle_board_acts_from (self, hex))
    return FALSE;
  if (self->pointer_in && self->tip_over && bn_hex_equal (self->tip_hex, hex))
    bn_battle_board_piece_at (self, hex, self->pointer_x, self->pointer_y, &unit, &commander);
  n = bn_battle_board_click_choices (self, hex, &unit, commander, &index);
  if (n == 0)
    return FALSE;
  if (commander >= 0)
    who = g_strdup (bn_battle_words_commander (words, (guint) commander));
  else if (unit >= 0)
    who = bn_battle_board_counter_name (self, (guint) unit);
  if (n == 1 && who != NULL && unit >= 0 &&
      g_array_index (self->moves, BnBattleAction, index).type == BN_ACTION_ORDER_UNIT)
    /* TRANSLATORS: on a hex of two units, or of a unit and its commander: "Spearmen (the upper counter)" */
    g_string_append_printf (out, _("\nA click here orders %s."), who);
  else if (n == 1)
    {
      g_autofree char *what = bn_battle_words_action (words, &g_array_index (self->moves, BnBattleAction, index));

      /* TRANSLATORS: on a hex of two units, or of a unit and its commander: the piece, the move */
      if (who != NULL)
        g_string_append_printf (out, _("\nA click here makes the move of %s: %s."), who, what);
      else
        g_string_append_printf (out, _("\nA click here makes the move: %s."), what);
    }
  else if (who != NULL)
    /* TRANSLATORS: on a hex of two units, or of a unit and its commander: the piece a click takes */
    g_string_append_printf (out, commander >= 0 ? _("\nA click here picks %s: his choices, his retainers' uses "
                                                    "among them, are offered on him.")
                                                : _("\nA click here picks %s: its choices are offered on it."),
                            who);
  else
    g_string_append (out, _("\nA click on a counter here takes that unit; between the counters, the hex's "
                            "choices are offered."));
  /* The other piece a click nearby would take. */
  if (commander < 0 && at >= 0 && bn_battle_board_click_choices (self, hex, &(int) { -1 }, at, &dummy) > 0)
    other_commander = at;
  if (other_commander >= 0)
    /* TRANSLATORS: after "A click here orders Spearmen."; the commander standing with them */
    g_string_append_printf (out, _(" A click on the badge picks %s instead."),
                            bn_battle_words_commander (words, (guint) other_commander));
  else if (commander >= 0 && n_units == 1 && bn_battle_board_unit_acts (self, units[0]))
    /* TRANSLATORS: after "A click here picks Baron Hugh"; the unit he stands with */
    g_string_append_printf (out, _(" A click elsewhere on the counter takes %s instead."),
                            bn_battle_words_unit (words, units[0]));
  return TRUE;
}

/* The one choice of the piece a click on @hex would pick, nothing being
 * picked yet, where that choice is an attack on another hex (the click
 * picks, the enemy's click attacks: bn-battle-board-pick.c); else -1. */
static int
click_aims (BnBattleBoard *self,
            BnHex          hex)
{
  guint n, last = 0;

  if (self->picks->len != 0)
    return -1;
  g_array_append_val (self->picks, hex);
  n = bn_battle_board_count_offered (self, &last);
  g_array_set_size (self->picks, 0);
  return n == 1 && bn_battle_board_strikes_from (self, hex, last) ? (int) last : -1;
}

/**
 * bn_battle_board_describe_hex:
 *
 * Returns: (transfer full): @hex in words: where, its terrain, what stands
 *   there and what is marked on it (tooltips and screen readers)
 */
char *
bn_battle_board_describe_hex (BnBattleBoard *self,
                              BnHex          hex)
{
  const BnScenario *sc;
  const BnTerrainProfile *terrain;
  GString *out;
  guint8 units[4];
  guint n;
  int col, row, commander;

  BnBattleWords words;

  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self) && self->battle != NULL, NULL);

  words = (BnBattleWords) { self->battle, { self->armies[0], self->armies[1] } };
  sc = bn_battle_get_scenario (self->battle);
  if (!bn_scenario_contains (sc, hex))
    return g_strdup ("");
  bn_hex_to_offset (hex, &col, &row);
  terrain = bn_battle_board_terrain_profile (self->battle, bn_scenario_get_terrain (sc, hex));
  /* TRANSLATORS: a hex by column and row, then its terrain */
  out = g_string_new (NULL);
  g_string_append_printf (out, _("Hex %d, %d: %s"), col, row, terrain != NULL ? bn_data_text (terrain->name) : "?");
  for (guint i = 0; i < sc->n_objectives; i++)
    if (sc->objectives[i].col == col && sc->objectives[i].row == row)
      g_string_append_printf (out, _(", objective worth %u victory points"), sc->objectives[i].victory_points);
  if (sc->zone[row * (int) sc->width + col] == 1 || sc->zone[row * (int) sc->width + col] == 2)
    g_string_append_printf (out, _(", deployment zone of %s"), army_of (self, sc->zone[row * (int) sc->width + col] - 1u));
  n = bn_battle_units_at (self->battle, hex, units);
  for (guint i = 0; i < n; i++)
    {
      const BnBattleUnit *unit = bn_battle_get_unit (self->battle, units[i]);
      const char *name = bn_battle_words_unit (&words, units[i]);
      g_autofree char *named = NULL;

      /* Its army, unless its name already says it (to tell it from the
       * other side's of the same type). */
      if (strstr (name, army_of (self, unit->side)) == NULL)
        /* TRANSLATORS: a unit and its army */
        named = g_strdup_printf (_("%s (%s)"), name, army_of (self, unit->side));
      /* TRANSLATORS: a unit (and its army), command colour, figures, front, and ", mercenary" */
      g_string_append_printf (out, ngettext ("\n%s, %s, %u figure, facing %s%s", "\n%s, %s, %u figures, facing %s%s",
                                             unit->figures), named != NULL ? named : name,
                              bn_battle_rules_colour_name (bn_battle_get_rules (self->battle), unit->colour),
                              unit->figures,
                              (const char *[]) { _("north"), _("north-east"), _("south-east"), _("south"),
                                                 _("south-west"), _("north-west") }[unit->facing % 6],
                              unit->mercenary ? _(", mercenary") : "");
      {
        g_autofree char *glance = bn_battle_words_unit_glance (&words, units[i]);

        if (glance != NULL)
          g_string_append_printf (out, "\n%s", glance);
      }
      bn_battle_board_tell_why_not (self, &words, units[i], out);
    }
  commander = bn_battle_commander_at (self->battle, hex);
  if (commander >= 0)
    {
      static const char * const ranks[] = { N_("army commander"), N_("captain"), N_("sergeant"), N_("character") };
      const BnBattleCommander *c = bn_battle_get_commander (self->battle, (guint) commander);

      /* TRANSLATORS: a commander's name, his rank, his army */
      g_string_append_printf (out, _("\nwith %s, %s of %s"), bn_battle_words_commander (&words, (guint) commander),
                              _(ranks[MIN (c->rank, 3u)]), army_of (self, c->side));
    }
  {
    /* Where the piece picked may run: who goes, and how far. */
    guint n_steps = 0, hexes = 0, n_attacks, n_movers, movers[BN_BOARD_MAX_CHOICE];
    int aim;
    BnHex from[BN_BOARD_MAX_CHOICE];
    BnBattleAction moves[BN_BOARD_MAX_CHOICE];
    BnBattleAction attacks[BN_BOARD_MAX_ODDS];
    const BnBattleAction *steps = bn_battle_board_get_path (self, hex, &n_steps);
    g_autofree char *who = NULL;

    for (guint i = 0; steps != NULL && i < n_steps; i++)
      if ((steps[i].type == BN_ACTION_MOVE_UNIT || steps[i].type == BN_ACTION_MOVE_COMMANDER ||
           steps[i].type == BN_ACTION_MOVE_GROUP) && steps[i].b < BN_HEX_N_DIRS)
        {
          hexes++;
          if (who == NULL && steps[i].type == BN_ACTION_MOVE_UNIT)
            who = g_strdup (bn_battle_words_unit (&words, steps[i].a));
          else if (who == NULL && steps[i].type == BN_ACTION_MOVE_COMMANDER)
            who = g_strdup (bn_battle_words_commander (&words, steps[i].a));
        }
    if (hexes > 0 && who != NULL && steps[n_steps - 1].type == BN_ACTION_BATTLE)
      {
        /* A run that ends in a fight: the unit stops beside the enemy, it
         * does not go into his hex. */
        g_autofree char *what = bn_battle_words_action (&words, &steps[n_steps - 1]);

        /* TRANSLATORS: on an enemy a run of the piece picked ends beside: the piece, how far, then the attack */
        g_string_append_printf (out, ngettext ("\nA click here moves %s %u hex, then attacks: %s.",
                                               "\nA click here moves %s %u hexes, then attacks: %s.", hexes),
                                who, hexes, what);
        for (guint i = 0; i < n_steps; i++)
          if (steps[i].type == BN_ACTION_END_MOVES)
            {
              g_string_append (out, _(" Your moves end with it."));
              break;
            }
      }
    else if (hexes > 0 && who != NULL)
      {
        gint path = bn_battle_board_path_to (self, hex);

        /* TRANSLATORS: what a click on a hex the piece picked may reach does: the piece, then how far */
        g_string_append_printf (out, ngettext ("\nA click here moves %s %u hex.", "\nA click here moves %s %u hexes.",
                                               hexes), who, hexes);
        /* Another of one's own pieces stands here with choices of its own:
         * the click is the run all the same; how to take that piece. */
        if (self->picks->len == 0 && commander >= 0 && n == 0 && bn_battle_board_acts_from (self, hex))
          /* TRANSLATORS: after "A click here moves Halberdiers 1 hex.": the commander standing there */
          g_string_append_printf (out, _(" For %s himself, drag him or right-click him."),
                                  bn_battle_words_commander (&words, (guint) commander));
        if (path >= 0 && g_array_index (self->paths, BnBoardPath, path).alone != NULL && self->picks->len > 0 &&
            bn_battle_commander_at (self->battle, g_array_index (self->picks, BnHex, 0)) >= 0)
          /* TRANSLATORS: after "A click here moves Pikemen 2 hexes.": the commander with them */
          g_string_append_printf (out, _(" %s goes with them; right-click here to move them without him."),
                                  bn_battle_words_commander (&words, (guint) bn_battle_commander_at (
                                                               self->battle, g_array_index (self->picks, BnHex, 0))));
        else
          tell_left_behind (self, &words, steps, n_steps, out);
        if (steps[0].type == BN_ACTION_MOVE_UNIT)
          {
            g_autofree char *ends = bn_battle_why_no_battle_after (self->battle, steps[0].a, hexes);

            if (ends == NULL)
              ends = bn_battle_board_why_no_fight_at (self, hex);
            if (ends != NULL)
              /* TRANSLATORS: the engine's reason, with its rule ("B-class infantry may move 1 hex and battle; …") */
              g_string_append_printf (out, _("\nNo battle after this move: %s."), ends);
          }
      }
    else if ((n_attacks = bn_battle_board_attacks_on (self, hex, attacks, BN_BOARD_MAX_ODDS)) > 0)
      {
        /* An enemy that may be fought: who would attack whom. */
        gboolean one_attacker = TRUE;

        for (guint i = 1; i < n_attacks; i++)
          one_attacker &= attacks[i].type == BN_ACTION_BATTLE && attacks[0].type == BN_ACTION_BATTLE &&
                          attacks[i].a == attacks[0].a;
        if (n_attacks == 1)
          {
            g_autofree char *what = bn_battle_words_action (&words, &attacks[0]);

            /* TRANSLATORS: on an enemy that may be attacked: the attack ("Pikemen attack Mounted knights") */
            g_string_append_printf (out, _("\nA click here attacks: %s."), what);
          }
        else
          {
            /* One attacker, two units of one type: the counter clicked is the one attacked. */
            g_string_append (out, one_attacker && n == 2 ? _("\nA click on a counter here attacks that unit:")
                                                         : _("\nA click here offers a choice of attacks:"));
            for (guint i = 0; i < n_attacks; i++)
              {
                g_autofree char *what = bn_battle_words_action (&words, &attacks[i]);

                g_string_append_printf (out, "\n• %s", what);
              }
          }
        {
          g_autofree char *who_takes = bn_battle_board_who_takes_it (self, hex, attacks, n_attacks);

          if (who_takes != NULL)
            g_string_append_printf (out, "\n%s", who_takes);
        }
      }
    else if (bn_battle_board_order_on_click (self, hex) >= 0)
      /* TRANSLATORS: on a commander standing alone, in the orders: what a click and a drag do */
      g_string_append_printf (out, _("\nA click here orders %s. Drag him to where he is to go: he goes there "
                                     "once the orders are done (right-click for his other choices)."),
                              bn_battle_words_commander (&words, (guint) commander));
    else if (tell_retreat (self, &words, hex, out))
      ;
    else if (tell_piece (self, &words, hex, out))
      ;
    else if (!bn_battle_board_acts_from (self, hex) &&
             (n_movers = bn_battle_board_movers_to (self, hex, movers, from, moves, BN_BOARD_MAX_CHOICE)) > 0)
      {
        /* Nothing picked, several units ordered: which goes here (where
         * a piece of one's own stands that may act, a click takes it). */
        if (n_movers == 1)
          {
            /* TRANSLATORS: what a click on a hex the piece picked may reach does: the piece, then how far */
            g_string_append_printf (out, ngettext ("\nA click here moves %s %u hex.", "\nA click here moves %s %u hexes.",
                                                   1), bn_battle_words_unit (&words, movers[0]), 1u);
            tell_left_behind (self, &words, moves, 1, out);
          }
        else
          {
            g_string_append (out, _("\nA click here asks which unit goes here:"));
            for (guint i = 0; i < n_movers; i++)
              g_string_append_printf (out, "\n• %s", bn_battle_words_unit (&words, movers[i]));
          }
      }
    else if ((aim = click_aims (self, hex)) >= 0)
      {
        g_autofree char *what = bn_battle_words_action (&words, &g_array_index (self->moves, BnBattleAction, aim));

        /* TRANSLATORS: on a unit whose one choice is an attack: the attack ("Pikemen attack Mounted knights") */
        g_string_append_printf (out, _("\nA click here picks it to attack: %s. Then a click on the enemy ringed in "
                                       "red makes the attack; the pointer on the enemy gives the odds first."), what);
      }
    else
      for (guint i = 0; i < self->marks->len; i++)
        if (bn_hex_equal (g_array_index (self->marks, BnBoardMark, i).hex, hex))
          {
            g_string_append (out, _("\nA move is offered here: click to make it."));
            break;
          }
  }
  return g_string_free (out, FALSE);
}

/* Returns: (transfer full): the arrow of a turn offered on @hex, towards
 * @side, in words: the unit's hex, then what a click on the arrow does. */
char *
bn_battle_board_describe_arrow (BnBattleBoard *self,
                                BnHex          hex,
                                guint          side)
{
  static const char * const sides[] = { N_("north"), N_("north-east"), N_("south-east"), N_("south"),
                                        N_("south-west"), N_("north-west") };
  char *about = bn_battle_board_describe_hex (self, hex);
  char *words;

  /* TRANSLATORS: on the blue arrow of a turn offered, after the unit's hex in words; a direction */
  words = g_strdup_printf (_("%s\nA click on this arrow turns its front to the %s."), about, _(sides[side % 6]));
  g_free (about);
  return words;
}
