/* bn-battle-words-table.c — a battle on the open table (Junior General)
 * told in a player's words: its steps, moves in centimetres and headings,
 * shots, charges and melees, arrows running low, the D10s, and the table
 * as a list of where every unit and commander stands. bn-battle-words.c
 * hands such a battle here first. */
#include "bn-config.h"

#include "bn-battle-words-private.h"
#include "junior-general/bn-junior-general.h"

#include <glib/gi18n.h>

static const char *
army (const BnBattleWords *words,
      guint                side)
{
  return bn_battle_words_army (words, side);
}

static const char *
step_name (BnJgStep step)
{
  switch (step)
    {
    case BN_JG_STEP_ARCHERY_FIRST:
      return _("Archery (no movement after)");
    case BN_JG_STEP_MOVEMENT:
      return _("Movement");
    case BN_JG_STEP_ARCHERY_SECOND:
      return _("Archery");
    case BN_JG_STEP_CHARGE:
      return _("Charge into Melee");
    case BN_JG_STEP_MELEE:
      return _("Melee");
    case BN_JG_STEP_RETREAT:
      return _("Retreat from Melee");
    case BN_JG_STEP_ARCHERY_THIRD:
    default:
      return _("Archery (last)");
    }
}

/* What the acting side does now. */
const char *
bn_battle_words_table_phase (const BnBattle *battle)
{
  if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
    return bn_battle_words_phase (BN_PHASE_OVER);
  if (bn_battle_get_phase (battle) == BN_PHASE_DEFEND)
    return _("the cavalry charged by infantry stands or avoids the combat");
  return step_name (bn_jg_get_step (battle));
}

/* A move as a player at the table says it: "forward 12 cm", "wheel 30°
 * left and forward 8 cm", "back 6 cm, to the edge of the hill". */
static char *
move_words (const BnBattleWords  *words,
            const BnBattleAction *action,
            const char           *unit)
{
  BnJgMoveWords m;
  g_autofree char *turn = NULL, *move = NULL, *edge = NULL;

  if (!bn_jg_move_read (words->battle, action, &m))
    return g_strdup_printf (_("Move %s %u cm heading %u°"), unit, action->c, (action->b & 0x7F) * 5u);
  if (m.turn == 180 || m.turn == -180)
    turn = g_strdup (_("about turn"));
  else if (m.turn < 0)
    turn = g_strdup_printf (_("wheel %d° left"), -m.turn);
  else if (m.turn > 0)
    turn = g_strdup_printf (_("wheel %d° right"), m.turn);
  if (m.cm > 0)
    move = m.backwards ? g_strdup_printf (_("back %u cm"), m.cm) : g_strdup_printf (_("forward %u cm"), m.cm);
  if (m.edge_terrain >= 0)
    {
      const BnTerrainProfile *t = bn_battle_rules_get_terrain (bn_battle_get_rules (words->battle),
                                                               (guint) m.edge_terrain);

      /* TRANSLATORS: the ground whose edge a moving unit stops at, e.g. "the hill" */
      edge = g_strdup_printf (_("to the edge of the %s"), bn_data_text (t->name));
    }
  if (turn != NULL && move != NULL)
    return edge != NULL
      /* TRANSLATORS: unit: turn and move, edge: "Knights: wheel 30° left and forward 8 cm, to the edge of the wood" */
      ? g_strdup_printf (_("%s: %s and %s, %s"), unit, turn, move, edge)
      : g_strdup_printf (_("%s: %s and %s"), unit, turn, move);
  if (move != NULL)
    return edge != NULL ? g_strdup_printf (_("%s: %s, %s"), unit, move, edge) : g_strdup_printf (_("%s: %s"), unit, move);
  if (turn != NULL)
    return g_strdup_printf (_("%s: %s"), unit, turn);
  return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s: stays where it stands"),
                                              _("%s: stay where they stand")), unit);
}

char *
bn_battle_words_table_action (const BnBattleWords  *words,
                              const BnBattleAction *action)
{
  const char *unit = bn_battle_words_unit (words, action->a);

  switch ((BnBattleActionType) action->type)
    {
    case BN_ACTION_MOVE_UNIT:
      return move_words (words, action, unit);
    case BN_ACTION_BATTLE:
      switch (bn_jg_get_step (words->battle))
        {
        case BN_JG_STEP_CHARGE:
          return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s charges %s"), _("%s charge %s")), unit, bn_battle_words_unit (words, action->b));
        case BN_JG_STEP_MELEE:
          return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s fights %s"), _("%s fight %s")), unit, bn_battle_words_unit (words, action->b));
        default:
          return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s shoots at %s"), _("%s shoot at %s")), unit,
                                  bn_battle_words_unit (words, action->b));
        }
    case BN_ACTION_ATTACK_COMMANDER:
      return bn_jg_get_step (words->battle) == BN_JG_STEP_CHARGE
        ? g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s charges %s, alone"), _("%s charge %s, alone")), unit, bn_battle_words_commander (words, action->b))
        : g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s fights %s, alone"), _("%s fight %s, alone")), unit, bn_battle_words_commander (words, action->b));
    case BN_ACTION_ADVANCE:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s occupies the place of the enemy it destroyed"), _("%s occupy the place of the enemy they destroyed")), unit);
    case BN_ACTION_MOVE_COMMANDER:
      return g_strdup_printf (_("%s goes to join %s"), bn_battle_words_commander (words, action->a),
                              bn_battle_words_unit (words, action->b));
    case BN_ACTION_STAND:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s stands and meets the charge"), _("%s stand and meet the charge")), unit);
    case BN_ACTION_WITHDRAW:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s avoids the combat (its 15 cm evade)"), _("%s avoid the combat (their 15 cm evade)")), unit);
    case BN_ACTION_RETREAT:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s retreats from the melee (a D10 first)"), _("%s retreat from the melee (a D10 first)")), unit);
    case BN_ACTION_END_TURN:
      if (bn_jg_get_follow_unit (words->battle) >= 0)
        return g_strdup_printf (BN_WORDS_BY_NUMBER (words, (guint) bn_jg_get_follow_unit (words->battle),
                                                    _("%s stays where it is"), _("%s stay where they are")),
                                bn_battle_words_unit (words, (guint) bn_jg_get_follow_unit (words->battle)));
      return g_strdup_printf (_("Give up the %s step"), step_name (bn_jg_get_step (words->battle)));
    default:
      return bn_battle_action_to_string (action);
    }
}

char *
bn_battle_words_table_event (const BnBattleWords *words,
                             const BnBattleEvent *event)
{
  const char *unit = bn_battle_words_unit (words, event->a);

  switch ((BnBattleEventType) event->type)
    {
    case BN_EVENT_FIRST_SIDE:
      return g_strdup_printf (_("%s moves first this turn (a die showed %d: odd the first army, even the second)."),
                              army (words, event->side), event->value);
    case BN_EVENT_STEP:
      return g_strdup_printf (_("Turn %d, %s: %s acts first."), event->value, step_name (event->a),
                              army (words, event->side));
    case BN_EVENT_TABLE_MOVED:
      switch ((BnTableMove) event->value)
        {
        case BN_TABLE_MOVE_CHARGE:
          return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s charges %u cm into contact, facing %u°."), _("%s charge %u cm into contact, facing %u°.")), unit, event->c, event->b * 5u);
        case BN_TABLE_MOVE_EVADE:
          return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s evades %u cm, heading %u°."), _("%s evade %u cm, heading %u°.")), unit, event->c, event->b * 5u);
        case BN_TABLE_MOVE_RETREAT:
          return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s falls back %u cm, heading %u°."), _("%s fall back %u cm, heading %u°.")), unit, event->c, event->b * 5u);
        case BN_TABLE_MOVE_PIVOT:
          return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s pivots to face the charge (%u°)."), _("%s pivot to face the charge (%u°).")), unit, event->b * 5u);
        case BN_TABLE_MOVE_BACK:
          return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s steps back %u cm, still facing %u°."), _("%s step back %u cm, still facing %u°.")), unit, event->c, event->b * 5u);
        case BN_TABLE_MOVE:
        default:
          /* No distance: a wheel or a turn where it stands. */
          if (event->c == 0)
            return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s turns where it stands to heading %u°."),
                                                        _("%s turn where they stand to heading %u°.")),
                                    unit, event->b * 5u);
          return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s moves %u cm, heading %u°."), _("%s move %u cm, heading %u°.")), unit, event->c, event->b * 5u);
        }
    case BN_EVENT_BATTLE:
      if (event->c > 1)
        return g_strdup_printf (bn_battle_words_unit_is_plural (words, event->a)
                                ? ngettext ("%s shoot at %s, %d cm away, with %d die.",
                                            "%s shoot at %s, %d cm away, with %d dice.", (gulong) ABS (event->value))
                                : ngettext ("%s shoots at %s, %d cm away, with %d die.",
                                            "%s shoots at %s, %d cm away, with %d dice.", (gulong) ABS (event->value)),
                                unit, bn_battle_words_unit (words, event->b), event->c, event->value);
      return g_strdup_printf (bn_battle_words_unit_is_plural (words, event->a)
                              ? ngettext ("%s fight %s with %d die.", "%s fight %s with %d dice.", (gulong) ABS (event->value))
                              : ngettext ("%s fights %s with %d die.", "%s fights %s with %d dice.",
                                          (gulong) ABS (event->value)),
                              unit, bn_battle_words_unit (words, event->b), event->value);
    case BN_EVENT_DIE:
      switch ((BnDiePurpose) event->a)
        {
        case BN_DIE_FIRST_SIDE:
          return g_strdup_printf (_("Die for the first move: %d."), event->value);
        case BN_DIE_SHOOT:
          if (event->needs > 6)
            return g_strdup_printf (_("Missile die: %d (no face knocks a stand out)."), event->value);
          if (event->needs > 0)
            /* TRANSLATORS: a D6 thrown, then the least face that knocks a stand out */
            return g_strdup_printf (_("Missile die: %d (needs %u or more)."), event->value, event->needs);
          return g_strdup_printf (_("Missile die: %d."), event->value);
        case BN_DIE_RETREAT_LOSS:
          return g_strdup_printf (_("Retreat D10: %d."), event->value);
        case BN_DIE_COMMANDER_LOSS:
          return g_strdup_printf (_("Commander's D10: %d."), event->value);
        case BN_DIE_ALLOWANCE:
          return g_strdup_printf (_("Supreme commander lost, units that may move and charge: %d."), event->value);
        case BN_DIE_ATTACK:
        default:
          if (event->needs > 6)
            return g_strdup_printf (_("Melee die: %d (no face knocks a stand out)."), event->value);
          if (event->needs > 0)
            /* TRANSLATORS: a D6 thrown, then the least face that knocks a stand out */
            return g_strdup_printf (_("Melee die: %d (needs %u or more)."), event->value, event->needs);
          return g_strdup_printf (_("Melee die: %d."), event->value);
        }
    case BN_EVENT_COMMANDER_MOVED:
      return g_strdup_printf (_("%s joins %s."), bn_battle_words_commander (words, event->a),
                              bn_battle_words_unit (words, event->b));
    case BN_EVENT_ARROWS:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s runs low on arrows: %u stands turned round, %u out of arrows."), _("%s run low on arrows: %u stands turned round, %u out of arrows.")), unit,
                              event->b, event->c);
    case BN_EVENT_FIGURE_LOST:
      return g_strdup_printf (bn_battle_words_unit_is_plural (words, event->a)
                              ? ngettext ("%s lose a stand: %d left.", "%s lose a stand: %d left.", (gulong) event->value)
                              : ngettext ("%s loses a stand: %d left.", "%s loses a stand: %d left.",
                                          (gulong) event->value), unit, event->value);
    case BN_EVENT_RETREAT:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s retreats from the melee."), _("%s retreat from the melee.")), unit);
    case BN_EVENT_WITHDRAW:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s avoids the infantry's charge."), _("%s avoid the infantry's charge.")), unit);
    case BN_EVENT_BREAKTHROUGH:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s occupies the place of the enemy it destroyed."), _("%s occupy the place of the enemy they destroyed.")), unit);
    case BN_EVENT_STAND:
      if (event->b == 2)
        return g_strdup_printf (bn_battle_words_unit_is_plural (words, event->a)
                                ? ngettext ("%s fight %s, alone, with %d die.", "%s fight %s, alone, with %d dice.",
                                            (gulong) ABS (event->value))
                                : ngettext ("%s fights %s, alone, with %d die.", "%s fights %s, alone, with %d dice.",
                                            (gulong) ABS (event->value)),
                                unit, bn_battle_words_commander (words, event->c), event->value);
      if (event->b == 3)
        return g_strdup_printf (_("%s, alone, strikes back with a die and +1."),
                                bn_battle_words_commander (words, event->a));
      if (event->b == 1)
        return g_strdup_printf (bn_battle_words_unit_is_plural (words, event->a)
                                ? ngettext ("%s strike back with %d die.", "%s strike back with %d dice.",
                                            (gulong) ABS (event->value))
                                : ngettext ("%s strikes back with %d die.", "%s strikes back with %d dice.",
                                            (gulong) ABS (event->value)), unit, event->value);
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s stands to meet the charge."), _("%s stand to meet the charge.")), unit);
    case BN_EVENT_COMMANDER_ELIMINATED:
      return g_strdup_printf (_("%s is lost."), bn_battle_words_commander (words, event->a));
    case BN_EVENT_VICTORY_POINTS:
      return event->a == BN_VICTORY_COMMANDER
        ? g_strdup_printf (ngettext ("%s gains %d victory point: an enemy commander lost.",
                                     "%s gains %d victory points: an enemy commander lost.", (gulong) event->value),
                           army (words, event->side), event->value)
        : g_strdup_printf (ngettext ("%s gains %d victory point: an enemy stand removed.",
                                     "%s gains %d victory points: an enemy stand removed.", (gulong) event->value),
                           army (words, event->side), event->value);
    case BN_EVENT_TURN_END:
      return g_strdup_printf (_("Turn %d ends."), event->value);
    case BN_EVENT_GAME_OVER:
      return event->side < 2 ? g_strdup_printf (_("The battle is over: %s wins."), army (words, event->side))
                             : g_strdup (_("The battle is over: a draw."));
    default:
      return NULL;
    }
}

/* The table as text: its size, then every unit and commander with its
 * place in centimetres from the north-west corner and its facing. */
char *
bn_battle_words_table_board (const BnBattleWords *words)
{
  const BnBattle *battle = words->battle;
  GString *out = g_string_new (NULL);
  guint width, depth;

  bn_battle_get_table_size (battle, &width, &depth);
  g_string_append_printf (out, _("Table %u × %u cm; x from the west edge, y from the north edge.\n"),
                          width / 10, depth / 10);
  for (guint i = 0; i < bn_battle_get_n_units (battle); i++)
    {
      const BnBattleUnit *u = bn_battle_get_unit (battle, i);
      BnTablePlace p = bn_battle_get_unit_place (battle, i);

      if (u->figures == 0)
        continue;
      g_string_append_printf (out, ngettext ("  %2u %c %-24s %-15s %u stand   at %5.1f, %5.1f cm facing %3d°",
                                             "  %2u %c %-24s %-15s %u stands  at %5.1f, %5.1f cm facing %3d°",
                                             u->figures),
                              i, u->side == 0 ? 'A' : 'B', bn_battle_words_unit (words, i),
                              _(bn_jg_type_to_string (bn_jg_get_unit_type (battle, i))), u->figures,
                              p.x / 10.0, p.y / 10.0, p.angle);
      if (bn_jg_get_stands_low (battle, i) > 0 || bn_jg_get_stands_out (battle, i) > 0)
        g_string_append_printf (out, _("  (%u low on arrows, %u out)"), bn_jg_get_stands_low (battle, i),
                                bn_jg_get_stands_out (battle, i));
      g_string_append_c (out, '\n');
    }
  for (guint c = 0; c < bn_battle_get_n_commanders (battle); c++)
    {
      const BnBattleCommander *cmd = bn_battle_get_commander (battle, c);
      BnTablePlace p = bn_battle_get_commander_place (battle, c);
      int with = bn_jg_get_commander_unit (battle, c);

      if (!cmd->alive)
        continue;
      g_string_append_printf (out, _("  C%u %c %-24s at %5.1f, %5.1f cm"), c, cmd->side == 0 ? 'A' : 'B',
                              bn_battle_words_commander (words, c), p.x / 10.0, p.y / 10.0);
      if (with >= 0)
        g_string_append_printf (out, _(", with %s"), bn_battle_words_unit (words, (guint) with));
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
