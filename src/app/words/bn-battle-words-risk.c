/* bn-battle-words-risk.c — Day of Battle's risk to a leader in a
 * player's words: his check after a melee or a volley and what it
 * counted, his Special Results card, his return, who takes command after
 * him, an army with no leader left.
 */
#include "bn-config.h"

#include "bn-battle-words-private.h"

#include "bn-combat-account.h"

#include <glib/gi18n.h>

/* What the difference in strikes of a leader's check (@event, a
 * BN_EVENT_PCS_CHECK) counted: the figures his unit and the enemy unit of
 * the melee lost (DoB, Risk to a leader, PCS Modifiers), as the engine
 * noted them; %NULL where it noted nothing. */
static char *
strikes_counted (const BnBattleWords *words,
                 const BnBattleEvent *event,
                 const BnRiskCounted *counted)
{
  if (counted == NULL || (guint) ABS ((int) counted->lost - (int) counted->other_lost) != event->c)
    return NULL;
  /* Translators: what a leader's "difference in strikes" counts: his unit and the enemy unit of the melee, and the
   * figures each lost */
  return g_strdup_printf (_("figures lost, %s %u to %s %u"), bn_battle_words_unit (words, counted->unit),
                          counted->lost, bn_battle_words_unit (words, counted->other), counted->other_lost);
}

/**
 * bn_battle_words_risk_event:
 *
 * Returns: (transfer full) (nullable): a leader's check, his Special
 *   Results card, his return, a succession or an army's break; %NULL for
 *   any other event
 */
char *
bn_battle_words_risk_event (const BnBattleWords *words,
                            const BnBattleEvent *event)
{
  const char *army = bn_battle_words_army (words, event->side);

  switch ((BnBattleEventType) event->type)
    {
    case BN_EVENT_PCS_CHECK:
      {
        const BnBattleCommander *c = bn_battle_get_commander (words->battle, event->a);
        const BnBattleEvent *first = bn_battle_get_n_events (words->battle) > 0
                                     ? bn_battle_get_event (words->battle, 0) : NULL;
        BnRiskCounted noted;
        gboolean is_noted = first != NULL && event >= first && event < first + bn_battle_get_n_events (words->battle)
                            && bn_battle_get_risk_counted (words->battle, (guint) (event - first), &noted);
        /* The wound he carried then, as noted; his wound now for a check
         * the engine noted nothing of. */
        guint wound = is_noted ? noted.wound : c->wound;
        int target = (int) c->pcs - (int) wound - ((event->b & BN_PCS_LOST_MELEE) ? 5 : 0) - event->c;
        gboolean struck = (event->b & BN_PCS_STRUCK) != 0;
        g_autofree char *told = NULL;

        if (event->b & BN_PCS_MISSILE)
          told = g_strdup_printf (struck ? _("%s is hit by the volley: a 20 (Day of Battle, Risk to a leader).")
                                         : _("%s is not hit by the volley: %d, only a 20 strikes (Day of Battle, Risk to a leader)."),
                                  bn_battle_words_commander (words, event->a), event->value);
        else
          {
            g_autoptr(GString) why = g_string_new (NULL);

            /* Where his number comes from, when it is not his skill as his
             * page gives it (Day of Battle, PCS Modifiers). */
            if ((event->b & BN_PCS_LOST_MELEE) || event->c > 0 || wound > 0)
              {
                /* Translators: the start of why a leader's check number is not his skill as his page gives it */
                g_string_append_printf (why, _(": Personal Combat Skill %u"), c->pcs);
                if (wound > 0)
                  /* Translators: the wound a leader carries, a house rule's penalty to his skill */
                  g_string_append_printf (why, _(", −%u his wound (house rule)"), wound);
                if (event->b & BN_PCS_LOST_MELEE)
                  g_string_append (why, _(", −5 his unit lost the melee"));
                if (event->c > 0)
                  {
                    g_autofree char *counted = strikes_counted (words, event, is_noted ? &noted : NULL);

                    if (counted != NULL)
                      /* Translators: the difference, then what it counts ("figures lost, Mounted sergeants 2 to Halberdiers 0") */
                      g_string_append_printf (why, _(", −%u the difference in strikes between the units (%s)"),
                                              event->c, counted);
                    else
                      g_string_append_printf (why, _(", −%u the difference in strikes between the units"), event->c);
                  }
              }
            /* Translators: a leader; his D20; the number it had to make; why that number, or nothing; a 1 or a 20 */
            told = g_strdup_printf (struck ? _("%s is struck in the melee: %d against his skill %d%s%s (Day of Battle, Risk to a leader).")
                                           : _("%s comes through the melee unharmed: %d against his skill %d%s%s (Day of Battle, Risk to a leader)."),
                                    bn_battle_words_commander (words, event->a), event->value, target, why->str,
                                    event->value == 1 ? _(", a 1 always passes")
                                    : event->value == 20 ? _(", a 20 always fails") : "");
          }
        if (event->b & BN_PCS_REROLL)
          /* Translators: a common retainer threw the leader's check again. */
          return g_strdup_printf (_("Thrown again: %s"), told);
        return g_steal_pointer (&told);
      }
    case BN_EVENT_RISK_CARD:
      {
        static const char * const fates[] = {
          N_("unharmed"), N_("wounded"), N_("lost for a game turn"), N_("captured"), N_("killed"),
        };
        static const char * const found[] = {
          N_("not found: he returns after a game turn"), N_("not found: he returns after a game turn"),
          N_("not found: he returns after a game turn"), N_("found and captured"),
          N_("found, not recognized, and slain"),
        };
        guint fate = MIN ((guint) (event->value & 0xff), G_N_ELEMENTS (fates) - 1);
        g_autofree char *card = bn_card_to_display ((BnCard) event->b);

        if (event->c == 0)
          return g_strdup_printf (_("%s draws %s on the Special Results table: %s."),
                                  bn_battle_words_commander (words, event->a), card, _(fates[fate]));
        return g_strdup_printf (_("%s searches for %s and draws %s: %s."), army,
                                bn_battle_words_commander (words, event->a), card, _(found[fate]));
      }
    case BN_EVENT_LEADER_RETURNS:
      return g_strdup_printf (_("%s is back on the field after a game turn lost."),
                              bn_battle_words_commander (words, event->a));
    case BN_EVENT_SUCCESSION:
      return g_strdup_printf (_("%s takes command of %s in place of %s."), bn_battle_words_commander (words, event->a),
                              army, bn_battle_words_commander (words, event->b));
    case BN_EVENT_ARMY_BROKEN:
      return g_strdup_printf (_("%s has no leader left and breaks from the field."), army);
    default:
      return NULL;
    }
}
