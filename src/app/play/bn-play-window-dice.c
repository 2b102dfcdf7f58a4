/* bn-play-window-dice.c — the last dice thrown, each said whole: who threw
 * it where the combat's account does not say (each army its die for the
 * first move, a leader his bonus or morale D20, a retainer his), and what
 * it did, for the dice strip's groups and tooltips. The facts are the
 * engine's (bn-combat-account.h, bn-battle-asked.h); this file says them. */
#include "bn-config.h"

#include <glib/gi18n.h>

#include "bn-battle-asked.h"
#include "bn-battle-words-private.h"
#include "bn-combat-account.h"
#include "bn-play-window-private.h"

/* The check a leader's or retainer's D20 at @e was thrown for: the event
 * right after it. */
static const BnBattleEvent *
check_after (const BnBattle *battle,
             guint           e,
             guint           type)
{
  const BnBattleEvent *next = e + 1 < bn_battle_get_n_events (battle) ? bn_battle_get_event (battle, e + 1) : NULL;

  return next != NULL && next->type == type ? next : NULL;
}

/**
 * play_window_die_thrower:
 * @e: a BN_EVENT_DIE of @words' battle
 *
 * Returns: (transfer full) (nullable): who threw it and, for a leader's
 *   D20, what for ("Gilbert de Clare, bonus die"), where the log says it
 *   apart from a combat's account; %NULL where it does not
 */
char *
play_window_die_thrower (const BnBattleWords *words,
                         guint                e)
{
  const BnBattle *battle = words->battle;
  const BnBattleEvent *die = bn_battle_get_event (battle, e);
  const BnBattleEvent *check;

  switch ((BnDiePurpose) die->a)
    {
    case BN_DIE_FIRST_SIDE:
      {
        int side = bn_battle_first_move_thrower (battle, e);

        return side >= 0 ? g_strdup (bn_battle_words_army (words, (guint) side)) : NULL;
      }
    case BN_DIE_SKILL:
      check = check_after (battle, e, BN_EVENT_LEADER_SKILL);
      if (check == NULL)
        return NULL;
      switch ((BnLeaderSkillUse) (check->b & ~BN_SKILL_USE_PASSED))
        {
        case BN_SKILL_USE_COMBAT_BONUS:
          /* TRANSLATORS: a leader, then what his D20 was thrown for */
          return g_strdup_printf (_("%s, bonus die"), bn_battle_words_commander (words, check->a));
        case BN_SKILL_USE_MORALE_BONUS:
          /* TRANSLATORS: a leader, then what his D20 was thrown for */
          return g_strdup_printf (_("%s, morale die"), bn_battle_words_commander (words, check->a));
        default:
          return g_strdup (bn_battle_words_commander (words, check->a));
        }
    case BN_DIE_RETAINER:
      check = check_after (battle, e, BN_EVENT_RETAINER);
      return check != NULL ? bn_battle_words_retainer_name (words, check->a, TRUE) : NULL;
    default:
      return NULL;
    }
}

/**
 * play_window_die_deed:
 * @e: a BN_EVENT_DIE of @words' battle
 * @die: (nullable): what the combat's account read it as
 *
 * Returns: (transfer full) (nullable): what the die did, for its tooltip
 */
char *
play_window_die_deed (const BnBattleWords *words,
                      guint                e,
                      const BnCombatDie   *die)
{
  const BnBattle *battle = words->battle;
  const BnBattleEvent *event = bn_battle_get_event (battle, e);
  const BnBattleEvent *check;

  if (die != NULL)
    switch ((BnDieDeed) die->deed)
      {
      case BN_DIE_DEED_HIT:
        return g_strdup (_("it hits"));
      case BN_DIE_DEED_BONUS:
        return g_strdup (_("a bonus strike: a hit to be saved, never the automatic kill"));
      case BN_DIE_DEED_FLAG:
        return g_strdup (_("a flag: the target falls back"));
      case BN_DIE_DEED_MISS:
        return g_strdup (_("it misses"));
      case BN_DIE_DEED_SAVED:
        return g_strdup (_("the figure is saved"));
      case BN_DIE_DEED_NOT_SAVED:
        return g_strdup (_("the figure is not saved"));
      case BN_DIE_DEED_STRIKES_COMMANDER:
        return g_strdup (_("it strikes the commander"));
      case BN_DIE_DEED_READ:
      default:
        break;
      }
  if (event->a == BN_DIE_SKILL && (check = check_after (battle, e, BN_EVENT_LEADER_SKILL)) != NULL)
    {
      gboolean passed = (check->b & BN_SKILL_USE_PASSED) != 0;

      if ((check->b & ~BN_SKILL_USE_PASSED) == BN_SKILL_USE_COMBAT_BONUS)
        /* TRANSLATORS: a leader's bonus D20 and the number it had to make */
        return g_strdup_printf (passed ? _("a hit (a hit at %d or under)") : _("a miss (a hit at %d or under)"),
                                check->value);
      if ((check->b & ~BN_SKILL_USE_PASSED) == BN_SKILL_USE_MORALE_BONUS)
        /* TRANSLATORS: a leader's morale D20 and the number it had to make */
        return g_strdup_printf (passed ? _("one retreat less (a pass at %d or under)")
                                       : _("no retreat less (a pass at %d or under)"), check->value);
    }
  if (event->a == BN_DIE_FIRST_SIDE && bn_battle_first_move_thrower (battle, e) >= 0)
    return g_strdup (_("the higher die moves first"));
  return NULL;
}

/**
 * play_window_first_move_words:
 *
 * Returns: (transfer full) (nullable): the two armies' dice for the first
 *   move and who moves first by them: "Dice for the first move: Hugh’s
 *   army 4, Opposing host 5; the higher moves first."; %NULL where no
 *   such throw was made
 */
char *
play_window_first_move_words (const BnBattleWords *words)
{
  BnFirstMoveDice dice;

  if (!bn_battle_get_first_move_dice (words->battle, &dice) || !dice.thrown[0] || !dice.thrown[1])
    return NULL;
  /* TRANSLATORS: each army and its die for the first move */
  return g_strdup_printf (_("Dice for the first move: %s %u, %s %u; the higher die moves first, a tie is thrown again."),
                          bn_battle_words_army (words, 0), dice.face[0], bn_battle_words_army (words, 1), dice.face[1]);
}
