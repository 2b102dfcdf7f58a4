/* bn-action-bar-state.c — the action bar's state line: the battle at a
 * glance and the question the side to act answers, said with what it
 * answers (the attack, the card's orders left); see bn-action-bar.h. */
#include "bn-config.h"

#include "bn-action-bar.h"

#include "bn-battle-asked.h"
#include "bn-battle-glance.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bn-battle-words-bar.h"
#include "bn-battle-words-odds.h"
#include "bn-battle-words-private.h"

/* @unit's name with its army's, as the words give it where two armies
 * have units of one name, else added: "Halberdiers (Opposing host)". */
static char *
unit_with_army (const BnBattleWords *words,
                guint                unit)
{
  const char *name = bn_battle_words_unit (words, unit);
  const char *army = bn_battle_words_army (words, bn_battle_get_unit_home_side (words->battle, unit));

  if (g_str_has_suffix (name, ")") && strstr (name, army) != NULL)
    return g_strdup (name);
  /* TRANSLATORS: a unit, then its army */
  return g_strdup_printf (_("%s (%s)"), name, army);
}

/* The attack last declared, as the log has it. */
static gboolean
last_strike (const BnBattle *battle,
             BnBattleStrike *out)
{
  for (guint e = bn_battle_get_n_events (battle); e > 0; e--)
    if (bn_battle_get_event (battle, e - 1)->type == BN_EVENT_BATTLE)
      return bn_battle_event_get_strike (bn_battle_get_event (battle, e - 1), out);
  return FALSE;
}

/* The units of the defender's side in the hex @strike's target stands
 * in, "Levy archers and Spearmen", as the legal answers name them. */
static char *
hex_units (const BnBattleWords  *words,
           const BnBattleStrike *strike)
{
  const BnBattle *battle = words->battle;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  bn_battle_legal_actions (battle, legal);
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, BnBattleAction, i).type == BN_ACTION_TAKE_CASUALTIES)
      g_ptr_array_add (names, (gpointer) bn_battle_words_unit (words, g_array_index (legal, BnBattleAction, i).a));
  if (names->len == 0)
    g_ptr_array_add (names, (gpointer) bn_battle_words_unit (words, strike->target));
  for (guint i = 0; i < names->len; i++)
    {
      if (i > 0)
        /* TRANSLATORS: between the units of a hex, and before the last */
        g_string_append (out, i + 1 == names->len ? _(" and ") : _(", "));
      g_string_append (out, names->pdata[i]);
    }
  return g_string_free (out, FALSE);
}

/* L&L, Combat: two units in a hex attacked, their side says which takes
 * the casualties: the attack named, and whose choice it is. */
static char *
casualties_question (const BnBattleWords  *words,
                     const BnBattleStrike *strike,
                     guint                 viewer)
{
  guint acting = bn_battle_get_acting_side (words->battle);
  g_autofree char *attacker = unit_with_army (words, strike->attacker);
  g_autofree char *units = hex_units (words, strike);

  if (viewer == acting)
    return g_strdup_printf (BN_WORDS_BY_NUMBER (words, strike->attacker,
                                                /* TRANSLATORS: the attacker (his army), then the units of the hex attacked */
                                                strike->range > 1 ? _("%s shoots at your hex of %s: which unit takes the casualties?")
                                                                  : _("%s attacks your hex of %s: which unit takes the casualties?"),
                                                strike->range > 1 ? _("%s shoot at your hex of %s: which unit takes the casualties?")
                                                                  : _("%s attack your hex of %s: which unit takes the casualties?")),
                            attacker, units);
  return g_strdup_printf (BN_WORDS_BY_NUMBER (words, strike->attacker,
                                              /* TRANSLATORS: the attacker (his army), the units of the hex attacked, the army that answers */
                                              strike->range > 1 ? _("%s shoots at the hex of %s: %s to say which unit takes the casualties")
                                                                : _("%s attacks the hex of %s: %s to say which unit takes the casualties"),
                                              strike->range > 1 ? _("%s shoot at the hex of %s: %s to say which unit takes the casualties")
                                                                : _("%s attack the hex of %s: %s to say which unit takes the casualties")),
                          attacker, units, bn_battle_words_army (words, acting));
}

/* What the side to act answers, said with what it answers, where the
 * phase alone says too little: the attack a defender makes a stand
 * against or retreats from, the armies' dice for the first move a leader
 * may have thrown again. @viewer: the side of the person at the screen,
 * or BN_BATTLE_WORDS_EVERYONE. */
static char *
describe_question (const BnBattleWords *words,
                   guint                viewer)
{
  const BnBattle *battle = words->battle;
  guint acting = bn_battle_get_acting_side (battle);
  BnBattleStrike strike;
  BnFirstMoveDice first;
  BnRerollDie die;

  if (bn_battle_get_answered_strike (battle, &strike) && strike.attacker < bn_battle_get_n_units (battle))
    {
      /* The unit its side chose to take the casualties is the one that
       * answers, with the dice thrown at it (L&L, Combat). */
      for (guint e = bn_battle_get_n_events (battle); e > 0; e--)
        {
          const BnBattleEvent *event = bn_battle_get_event (battle, e - 1);

          if (event->type == BN_EVENT_BATTLE)
            break;
          if (event->type == BN_EVENT_CASUALTIES && !strike.at_commander)
            {
              strike.target = event->a;
              strike.dice = event->value;
              break;
            }
        }

      g_autofree char *attacker = unit_with_army (words, strike.attacker);
      g_autofree char *target = strike.at_commander ? g_strdup (bn_battle_words_commander (words, strike.target))
                                                    : viewer == acting ? g_strdup (bn_battle_words_unit (words, strike.target))
                                                    : unit_with_army (words, strike.target);
      guint dice = strike.dice > 0 ? (guint) strike.dice : 0;

      if (viewer == acting)
        {
          g_autofree char *asked = g_strdup_printf (BN_WORDS_BY_NUMBER (words, strike.attacker,
                                                    /* TRANSLATORS: the attacker (his army), your unit attacked, his dice */
                                                    ngettext ("%s attacks your %s with %u die: make a stand or retreat",
                                                              "%s attacks your %s with %u dice: make a stand or retreat", dice),
                                                    ngettext ("%s attack your %s with %u die: make a stand or retreat",
                                                              "%s attack your %s with %u dice: make a stand or retreat", dice)),
                                attacker, target, dice);
          /* Each answer's chances, worked out by the engine. */
          g_autofree char *odds = bn_battle_words_defence_odds (words);

          if (odds == NULL)
            return g_steal_pointer (&asked);
          /* TRANSLATORS: the question to the defender, then each answer's chances */
          return g_strdup_printf (_("%s (%s)"), asked, odds);
        }
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, strike.attacker,
                                                  /* TRANSLATORS: the attacker (his army), the unit attacked (its army), his dice, the army that answers */
                                                  ngettext ("%s attacks %s with %u die: %s to make a stand or retreat",
                                                            "%s attacks %s with %u dice: %s to make a stand or retreat", dice),
                                                  ngettext ("%s attack %s with %u die: %s to make a stand or retreat",
                                                            "%s attack %s with %u dice: %s to make a stand or retreat", dice)),
                              attacker, target, dice, bn_battle_words_army (words, acting));
    }
  if (bn_battle_get_phase (battle) == BN_PHASE_CASUALTIES && last_strike (battle, &strike)
      && strike.attacker < bn_battle_get_n_units (battle) && !strike.at_commander)
    return casualties_question (words, &strike, viewer);
  if (bn_battle_get_reroll_offer (battle, &die, NULL) >= 0 && die == BN_REROLL_FIRST_MOVE
      && bn_battle_get_first_move_dice (battle, &first) && first.thrown[0] && first.thrown[1])
    /* TRANSLATORS: each army and its die for the first move; then the army whose leader's die it is */
    return g_strdup_printf (_("first move: %s threw %u, %s %u, the higher die moves first · %s: keep the die or have a "
                              "retainer throw it again"),
                            bn_battle_words_army (words, 0), first.face[0], bn_battle_words_army (words, 1),
                            first.face[1], bn_battle_words_army (words, acting));
  return NULL;
}

/**
 * bn_action_bar_describe_state:
 *
 * Returns: (transfer full): the battle at a glance: the turn and its
 *   limit, whose move and which phase, the victory points and the target
 */
char *
bn_action_bar_describe_state (const BnBattleWords *words)
{
  return bn_action_bar_describe_state_for (words, BN_BATTLE_WORDS_EVERYONE);
}

/**
 * bn_action_bar_describe_state_for:
 * @viewer: the side of the person at the screen, or
 *   BN_BATTLE_WORDS_EVERYONE
 *
 * As bn_action_bar_describe_state(), the question to @viewer's side said
 * as his ("attack your Mounted knights").
 */
char *
bn_action_bar_describe_state_for (const BnBattleWords *words,
                                  guint                viewer)
{
  const BnBattle *battle = words->battle;
  GString *out = g_string_new (NULL);
  guint acting = bn_battle_get_acting_side (battle);
  BnBattlePhase phase = bn_battle_get_phase (battle);
  const char *names[2];
  const char *doing;
  g_autofree char *question = NULL;
  g_autofree char *forced = NULL;

  for (guint side = 0; side < 2; side++)
    names[side] = words->armies[side] != NULL && words->armies[side]->name[0] != '\0'
                  ? bn_battle_words_army (words, side) : side == 0 ? _("Side 0") : _("Side 1");
  if (phase == BN_PHASE_OVER)
    {
      g_free (g_string_free (out, TRUE));
      return bn_battle_words_result (words);
    }
  {
    /* The turn as the players count it, and its limit (bn_battle_get_glance()). */
    g_autofree char *turn = bn_battle_words_turn (battle);

    g_string_append (out, turn);
  }
  question = describe_question (words, viewer);
  if (question != NULL)
    {
      /* TRANSLATORS: " · " then what the battle asks ("Halberdiers (Opposing host) attack your …") */
      g_string_append_printf (out, _(" · %s"), question);
      doing = NULL;
    }
  else if (bn_battle_words_pause (battle) != NULL)
    doing = bn_battle_words_pause (battle);
  else if (bn_battle_is_on_table (battle))
    doing = bn_battle_words_table_phase (battle);
  else if (bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (bn_battle_get_rules (battle))))
    doing = phase == BN_PHASE_ORDER ? _("give an action to a unit")
            : phase == BN_PHASE_MOVE ? _("the unit's action") : bn_battle_words_phase (phase);
  else if ((forced = bn_battle_words_forced_card (words)) != NULL)
    doing = forced;
  else if (phase == BN_PHASE_RECEIVE)
    /* What the step allows is in the button's tooltip (bn_battle_words_receiving()). */
    doing = _("receive a flank move: a unit an enemy reached on its passive front may turn to face it, once a turn");
  else
    doing = bn_battle_words_phase (phase);
  if (doing != NULL)
    /* TRANSLATORS: " · " then the army to act and what it does now */
    g_string_append_printf (out, _(" · %s: %s"), names[acting & 1], doing);
  {
    /* A card whose orders are used up in parts says what it still allows. */
    g_autofree char *left = bn_battle_words_card_left (words);

    if (left != NULL)
      /* TRANSLATORS: " · " then what the card in play still allows */
      g_string_append_printf (out, _(" · %s"), left);
  }
  {
    BnBattleGlance glance;

    bn_battle_get_glance (battle, &glance);
    /* TRANSLATORS: the victory points of the two armies */
    g_string_append_printf (out, _(" · Victory points: %s %u, %s %u"), names[0], glance.victory_points[0], names[1],
                            glance.victory_points[1]);
    if (glance.target.victory_points > 0)
      g_string_append_printf (out, _(" (%u to win)"), glance.target.victory_points);
  }
  return g_string_free (out, FALSE);
}
